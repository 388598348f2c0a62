"""The phone page in a real browser (headless Chromium, driven over the DevTools protocol with a QWebSocket):
open the join address, take a seat, hold to look at one's card, vote, in all four languages (issue 15).

Skipped, and said so, when Chromium is not installed (Debian: ``apt install chromium``).
"""

from __future__ import annotations

import base64
import json
import shutil
import subprocess
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWebSockets import QWebSocket

from desktop.companion.lang import phone_catalog as catalog
from tests.companion.conftest import avalon_controller

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (apt install chromium): "
                                "the phone page was not tried in a real browser")
WAIT_MS = 20_000


class DevTools:
    """Just enough of the Chrome DevTools protocol: call a method, evaluate JavaScript, take a screenshot."""

    def __init__(self, qtbot: Any, url: str) -> None:
        self.qtbot = qtbot
        self.replies: dict[int, dict[str, Any]] = {}
        self.count = 0
        self.ws = QWebSocket()
        self.ws.textMessageReceived.connect(self._got)
        with qtbot.waitSignal(self.ws.connected, timeout=WAIT_MS):
            self.ws.open(QUrl(url))

    def _got(self, text: str) -> None:
        message = json.loads(text)
        if "id" in message:
            self.replies[message["id"]] = message

    def call(self, method: str, **params: Any) -> dict[str, Any]:
        self.count += 1
        number = self.count
        self.ws.sendTextMessage(json.dumps({"id": number, "method": method, "params": params}))
        self.qtbot.waitUntil(lambda: number in self.replies, timeout=WAIT_MS)
        reply = self.replies.pop(number)
        assert "error" not in reply, reply
        return reply.get("result", {})

    def js(self, expression: str) -> Any:
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        assert "exceptionDetails" not in result, result
        return result.get("result", {}).get("value")

    def until(self, expression: str) -> None:
        self.qtbot.waitUntil(lambda: bool(self.js(expression)), timeout=WAIT_MS)

    def screenshot(self, path: Path) -> None:
        path.write_bytes(base64.b64decode(self.call("Page.captureScreenshot", format="png")["data"]))


def _devtools_url(qtbot: Any, profile: Path) -> str:
    port_file = profile / "DevToolsActivePort"
    qtbot.waitUntil(lambda: port_file.exists() and port_file.read_text().strip() != "", timeout=WAIT_MS)
    port = port_file.read_text().split()[0]
    pages: list[dict[str, Any]] = []

    def listed() -> bool:
        try:
            pages[:] = json.loads(urllib.request.urlopen(f"http://127.0.0.1:{port}/json", timeout=2).read())
        except OSError:
            return False
        return any(p.get("type") == "page" for p in pages)

    qtbot.waitUntil(listed, timeout=WAIT_MS)
    return next(p["webSocketDebuggerUrl"] for p in pages if p.get("type") == "page")


@pytest.mark.slow
def test_four_browsers_join_look_and_vote(qtbot, serve, tmp_path):
    controller, plugin = avalon_controller(seed=11)
    while controller.choices()[0].type == "begin":
        controller.act(next(controller.choices()[0].actions()))
    controller.act(next(controller.choices()[0].actions()))  # the leader proposes: now everyone votes
    server = serve(controller, plugin)
    for seat, lang in enumerate(("en", "vi", "fa", "zh_TW")):
        profile = tmp_path / f"profile-{lang}"
        browser = subprocess.Popen([CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                    "--remote-debugging-port=0", f"--user-data-dir={profile}", "--window-size=390,844",
                                    "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            tools = DevTools(qtbot, _devtools_url(qtbot, profile))
            tools.call("Emulation.setDeviceMetricsOverride", width=390, height=844, deviceScaleFactor=1, mobile=True)
            tools.call("Page.navigate", url=server.url)
            tools.until("document.readyState === 'complete' && !document.getElementById('join').hidden")
            tools.js(f"var s = document.getElementById('lang'); s.value = '{lang}'; s.dispatchEvent(new Event('change')); 1")
            tools.until(f"document.documentElement.lang === '{lang.replace('_', '-')}'")
            assert tools.js("document.documentElement.dir") == ("rtl" if lang == "fa" else "ltr")
            tools.js(f"document.querySelectorAll('#seat_list button')[{seat}].click(); 1")
            tools.until("!document.getElementById('play').hidden")
            assert tools.js("!!localStorage.getItem('tablekeeper.seat.token')")
            own = [catalog(lang).render(e.msg) for e in controller.session.events(seat) if isinstance(e.audience, tuple)]
            # The card is hidden until held, shown while held, hidden again when let go.
            shown = "getComputedStyle(document.getElementById('secret')).visibility === 'visible'"
            assert not tools.js(shown)
            tools.js("document.getElementById('hold').dispatchEvent(new PointerEvent('pointerdown', {bubbles: true})); 1")
            assert tools.js(shown)
            assert tools.js("document.getElementById('secret').textContent").split("\n")[:len(own)] == own
            tools.screenshot(tmp_path / f"phone-hold-{lang}.png")
            with qtbot.waitSignal(server.seatLooked, timeout=WAIT_MS):
                tools.js("document.getElementById('hold').dispatchEvent(new PointerEvent('pointerup', {bubbles: true})); 1")
            assert not tools.js(shown)
            # Vote: tap Approve, Confirm, then Send.
            tools.js("document.querySelector('#choices .options button').click(); 1")
            tools.js("document.querySelector('#choices button.primary').click(); 1")
            tools.until("!!document.querySelector('#choices .sure button.primary')")
            tools.js("document.querySelector('#choices .sure button.primary').click(); 1")
            qtbot.waitUntil(lambda seat=seat: not any(c.type == "vote" and c.player == seat for c in controller.choices()),
                            timeout=WAIT_MS)
            tools.until(f"document.getElementById('answer').textContent === {json.dumps(catalog(lang).tr('Sent.', 'Companion'))}")
        finally:
            browser.terminate()
            browser.wait(timeout=30)
    assert [c.player for c in controller.choices() if c.type == "vote"] == [4]
    assert server.errors == 0
