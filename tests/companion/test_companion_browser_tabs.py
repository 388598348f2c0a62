"""The phone page in headless Chromium under trouble (issue 31, point 5): the same seat opened in a second tab stops
the first, which says so and offers "Use my seat on this phone" (taking the seat back, and stopping the other tab
in turn, without the two swapping by themselves); a choice sent while the connection is lost is sent when it is
back, or the page says it was not sent."""

from __future__ import annotations

import json
import subprocess
import urllib.parse
import urllib.request
from typing import Any

import pytest

from desktop.companion import CompanionServer
from desktop.companion.lang import phone_catalog as catalog
from tests.companion.conftest import avalon_controller
from tests.companion.phones import Phone
from tests.companion.test_companion_browser import CHROMIUM, WAIT_MS, DevTools, _devtools_url

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (apt install chromium): "
                                "the phone page was not tried in a real browser")

SURE = "document.querySelector('#choices .sure button.primary')"


def text(source: str) -> str:
    return catalog("en").tr(source, "Companion") or source


def arm_send_on_disconnect(tools: DevTools) -> None:
    """The player presses Send in the moment the connection is lost ("Connection lost. Reconnecting…" shows):
    the page records what it answered then."""
    reconnecting = json.dumps(text("Connection lost. Reconnecting\u2026"))
    tools.js(f"""(function () {{
      window.__later = null;
      var node = document.getElementById('status');
      var watch = new MutationObserver(function () {{
        if (window.__later === null && node.textContent === {reconnecting}) {{
          watch.disconnect();
          {SURE}.click();
          window.__later = document.getElementById('answer').textContent;
        }}
      }});
      watch.observe(node, {{childList: true, characterData: true, subtree: true}});
      return 1;
    }})()""")


def ready_to_send(tools: DevTools) -> None:
    """Approve tapped and confirmed: "Send this choice?" waits for the last press."""
    tools.until("!document.getElementById('play').hidden && !!document.querySelector('#choices .options button')")
    tools.js("document.querySelector('#choices .options button').click(); 1")
    tools.js("document.querySelector('#choices button.primary').click(); 1")
    tools.until(f"!!{SURE}")


def drop_connection(qtbot: Any, server: CompanionServer, seat: int) -> None:
    """The Wi-Fi drops under the phone: its connection is cut from the laptop's side."""
    before = server.connection_count()
    for phone in list(server._phones.values()):
        if phone.seat == seat:
            phone.socket.abort()
    qtbot.waitUntil(lambda: server.connection_count() < before, timeout=WAIT_MS)


def new_tab(port: str, url: str) -> str:
    """A second tab of the same browser (the same stored token), opened on ``url``; its DevTools address."""
    request = urllib.request.Request(f"http://127.0.0.1:{port}/json/new?{urllib.parse.quote(url, safe='')}", method="PUT")
    return json.loads(urllib.request.urlopen(request, timeout=WAIT_MS / 1000).read())["webSocketDebuggerUrl"]


@pytest.mark.slow
def test_a_second_tab_and_a_lost_connection(qtbot, serve, tmp_path):
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

    def votes_open(seat: int) -> bool:
        return any(c.type == "vote" and c.player == seat for c in controller.choices())

    try:
        tools = DevTools(qtbot, _devtools_url(qtbot, profile))
        tools.call("Page.navigate", url=server.url)
        tools.until("document.readyState === 'complete' && !document.getElementById('join').hidden")
        tools.js("document.querySelectorAll('#seat_list button')[0].click(); 1")
        ready_to_send(tools)

        # Send pressed while the connection is lost, and the seat released meanwhile: the page says it was not sent.
        arm_send_on_disconnect(tools)
        drop_connection(qtbot, server, 0)
        assert server.release(0)
        tools.until("window.__later !== null")
        assert tools.js("window.__later") == text("Not connected: your choice is sent when the connection is back.")
        tools.until("!document.getElementById('join').hidden")
        assert tools.js("document.getElementById('status').textContent") == text("Your choice was not sent. Choose again.")
        assert votes_open(0), "a choice sent while disconnected was made after all"
        # The seat again (its card was shown: the moderator accepts).
        tools.js("document.querySelectorAll('#seat_list button')[0].click(); 1")
        qtbot.waitUntil(lambda: server.requests() == [0], timeout=WAIT_MS)
        assert server.accept(0)
        ready_to_send(tools)

        # Send pressed while the connection is lost: it goes when the page is connected again.
        arm_send_on_disconnect(tools)
        drop_connection(qtbot, server, 0)
        tools.until("window.__later !== null")
        assert tools.js("window.__later") == text("Not connected: your choice is sent when the connection is back.")
        qtbot.waitUntil(lambda: not votes_open(0), timeout=WAIT_MS)
        tools.until(f"document.getElementById('answer').textContent === {json.dumps(text('Sent.'))}")

        # The same seat in a second tab: the first stops and says so, with a button to take the seat back.
        port = (profile / "DevToolsActivePort").read_text().split()[0]
        second = DevTools(qtbot, new_tab(port, server.url))
        second.until("document.readyState === 'complete' && !document.getElementById('play').hidden")
        tools.until("!!document.getElementById('take_back')")
        assert tools.js("document.getElementById('status').textContent") == text(
            "This seat has been opened on another phone or tab.")
        assert tools.js("document.getElementById('take_back').textContent") == text("Use my seat on this phone")
        qtbot.waitUntil(lambda: server.connection_count() == 2, timeout=WAIT_MS)  # the other seat's phone and tab 2
        # "Use my seat on this phone": the first tab has it again, and the second stops in turn.
        tools.js("document.getElementById('take_back').click(); 1")
        second.until("!!document.getElementById('take_back')")
        tools.until("!document.getElementById('take_back') && !document.getElementById('play').hidden")
        assert server.seat_state(0) == "connected" and server.connection_count() == 2
        # Neither tab takes the seat back by itself: a later state reaches the first tab, the second stays stopped.
        rev = server.rev
        other.skip()
        other.send({"type": "act", "rev": other.latest_state()["rev"], "action": "vote", "params": {"vote": "reject"}})
        other.expect("accepted")
        qtbot.waitUntil(lambda: server.rev > rev, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: server.connection_count() == 2 and server.seat_state(0) == "connected", timeout=WAIT_MS)
        second.until("!!document.getElementById('take_back')")
        assert not tools.js("!!document.getElementById('take_back')")
    finally:
        browser.terminate()
        browser.wait(timeout=30)
    assert server.errors == 0
