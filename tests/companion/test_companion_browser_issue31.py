"""The phone page in headless Chromium (issue 31, points 3, 4, 7, 8): a half-made choice survives another player's
vote, "Sent." follows the phone's language and goes when its step ends, Persian digits, a phone back in view
reconnects at once, and the player aids."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from desktop.companion.lang import phone_catalog as catalog
from tests.companion.conftest import avalon_controller
from tests.companion.phones import Phone
from tests.companion.test_companion_browser import CHROMIUM, WAIT_MS, DevTools, _devtools_url

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (apt install chromium): "
                                "the phone page was not tried in a real browser")
SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots" / "phones"


@pytest.mark.slow
def test_half_made_choice_sent_in_persian_aids_and_wake(qtbot, serve, tmp_path):
    controller, plugin = avalon_controller(seed=11)
    while controller.choices()[0].type == "begin":
        controller.act(next(controller.choices()[0].actions()))
    controller.act(next(controller.choices()[0].actions()))  # everyone votes now
    server = serve(controller, plugin)
    other = Phone(qtbot, server)
    other.join(1)
    profile = tmp_path / "profile"
    browser = subprocess.Popen([CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                "--remote-debugging-port=0", f"--user-data-dir={profile}", "--window-size=390,844",
                                "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        tools = DevTools(qtbot, _devtools_url(qtbot, profile))
        tools.call("Emulation.setDeviceMetricsOverride", width=390, height=844, deviceScaleFactor=1, mobile=True)
        tools.call("Page.navigate", url=server.url)
        tools.until("document.readyState === 'complete' && !document.getElementById('join').hidden")
        tools.js("document.querySelectorAll('#seat_list button')[0].click(); 1")
        tools.until("!document.getElementById('play').hidden && !!document.querySelector('#choices .options button')")
        # §4: Approve tapped and Confirm pressed; another player votes meanwhile; the half-made choice is still there.
        tools.js("document.querySelector('#choices .options button').click(); 1")
        tools.js("document.querySelector('#choices button.primary').click(); 1")
        tools.until("!!document.querySelector('#choices .sure button.primary')")
        rev = server.rev
        other.skip()
        other.send({"type": "act", "rev": other.latest_state()["rev"], "action": "vote", "params": {"vote": "reject"}})
        other.expect("accepted")
        qtbot.waitUntil(lambda: server.rev > rev, timeout=WAIT_MS)
        tools.until(f"window.__rev = {server.rev}; true")
        qtbot.waitUntil(lambda: tools.js("document.querySelectorAll('#choices button.picked').length") == 1
                        and tools.js("!!document.querySelector('#choices .sure button.primary')"), timeout=WAIT_MS)
        # Sent, on the state the phone chose on although another vote came in between.
        tools.js("document.querySelector('#choices .sure button.primary').click(); 1")
        qtbot.waitUntil(lambda: not any(c.type == "vote" and c.player == 0 for c in controller.choices()), timeout=WAIT_MS)
        tools.until(f"document.getElementById('answer').textContent === {json.dumps(catalog('en').tr('Sent.', 'Companion') or 'Sent.')}")
        # §7: the phone switches to Persian: "Sent." follows it.
        tools.js("var s = document.getElementById('lang'); s.value = 'fa'; s.dispatchEvent(new Event('change')); 1")
        tools.until("document.documentElement.lang === 'fa'")
        sent_fa = catalog("fa").tr("Sent.", "Companion")
        assert sent_fa and sent_fa != "Sent."
        tools.until(f"document.getElementById('answer').textContent === {json.dumps(sent_fa)}")
        assert tools.js("document.getElementById('awake').textContent") == catalog("fa").tr(
            "Keep your screen on: this page cannot keep the phone awake by itself.", "Companion")
        # §8: the player aids, in Persian: every role of this game with its side.
        tools.js("document.getElementById('aids_open').click(); 1")
        tools.until("!document.getElementById('aids_panel').hidden")
        names = tools.js("Array.from(document.querySelectorAll('#aids dt')).map(function (d) { return d.textContent; })")
        with_lang = {plugin.role_name(r) for r in controller.setup.roles}
        assert len(names) == len(set(controller.setup.roles)) and all(n for n in names)
        assert not any(n in with_lang for n in names if n.isascii()), names  # rendered in Persian, not English
        SHOTS.mkdir(parents=True, exist_ok=True)
        tools.screenshot(SHOTS / "phone-aids-fa.png")
        tools.js("document.getElementById('aids_close').click(); 1")
        tools.until("document.getElementById('aids_panel').hidden && !document.getElementById('play').hidden")
        # §3: the vote closes (the step ends): the receipt goes.
        for choice in [c for c in controller.choices() if c.type == "vote"]:
            assert controller.act(next(a for a in choice.actions() if controller.explain(a) is None))
        tools.until("document.getElementById('answer').textContent === ''")
        # §7: a phone back in view reconnects at once (its socket dropped while it slept).
        before = server.connection_count()
        tools.js("window.__ws_closed = 0; 1")
        for phone in list(server._phones.values()):
            if phone.seat == 0:
                phone.socket.abort()
        qtbot.waitUntil(lambda: server.connection_count() < before, timeout=WAIT_MS)
        tools.call("Emulation.setFocusEmulationEnabled", enabled=True)
        tools.js("Object.defineProperty(document, 'hidden', {value: false, configurable: true}); "
                 "document.dispatchEvent(new Event('visibilitychange')); 1")
        qtbot.waitUntil(lambda: server.seat_state(0) == "connected", timeout=1500)  # well before the 500 ms+ retry
    finally:
        browser.terminate()
        browser.wait(timeout=30)
    assert server.errors == 0
