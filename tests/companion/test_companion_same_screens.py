"""Issue 31, point 3: no tells on the phones. Outside a player's own moment (a choice of theirs open, their turn of a
round) every phone's screen has the same shape and text, at every step of a whole game with a phone at every seat:
the phase, the night screen, the step (a receipt goes when it ends), the result, no form, and the "new" mark. Each
player holds to look as soon as something is new for them, after the screens are compared (a mark that lights up
on some phones only is what a neighbour would see)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from desktop.companion import CompanionServer
from tests.companion.phones import Phone
from tests.companion.test_companion_games import _app_game, phone_pick, synced


def shape(state: dict[str, Any]) -> tuple[Any, ...]:
    """What a neighbour sees on a phone whose player has nothing to do now (the card is hidden, one height)."""
    return (state["phase"], state["night"], state["step"], state["result"], state["round"], state["new"],
            tuple(c["type"] for c in state["choices"]), state["secret"]["lines"] == [] and not state["secret"]["summary"])


def own_moment(state: dict[str, Any]) -> bool:
    return bool(state["choices"]) or state["round"] is not None


def compare(server: CompanionServer, phones: dict[int, Phone], where: str) -> int:
    shapes = {seat: shape(s) for seat, p in phones.items() if not own_moment(s := p.latest_state() or {})}
    assert len(set(shapes.values())) <= 1, (where, shapes)
    return len(shapes)


def hold_to_look(qtbot: Any, server: CompanionServer, phones: dict[int, Phone]) -> None:
    """Every player with something new holds "Hold to look" (one at a time, as the table's revision moves on)."""
    for _ in range(len(phones) * 4):
        synced(qtbot, server, phones)
        fresh = [p for p in phones.values() if p.latest_state()["new"]]
        if not fresh:
            return
        phone = fresh[0]
        phone.send({"type": "seen", "rev": server.rev})
        qtbot.waitUntil(lambda p=phone: server.rev != p.latest_state()["rev"] or not p.latest_state()["new"],
                        timeout=10_000)
    raise AssertionError("the new marks did not go")


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "players", "seed"), [("onuw", 7, 3), ("avalon", 7, 5)])
def test_every_phone_shows_the_same_screen_outside_its_own_moment(qtbot, serve, game_id, players, seed):
    controller, plugin = _app_game(game_id, players, seed=seed)
    server = serve(controller, plugin)
    server.seatLooked.connect(lambda seat: controller.mark_delivered(seat))  # as the console does
    phones = {seat: Phone(qtbot, server) for seat in range(players)}
    for seat, phone in phones.items():
        phone.join(seat)
    rng = random.Random(seed)
    compared = steps = 0
    for _ in range(3000):
        synced(qtbot, server, phones)
        compared += compare(server, phones, f"step {steps}")
        hold_to_look(qtbot, server, phones)
        compared += compare(server, phones, f"step {steps}, looked")
        if controller.result() is not None:
            break
        choices = controller.choices()
        pick = rng.choice([c for c in choices if c.type != "time_up"] or choices)
        steps += 1
        if pick.player is None:
            action = next(a for a in (pick.sample(rng) for _ in range(50)) if controller.explain(a) is None)
            assert controller.act(action)
            continue
        phone = phones[pick.player]
        state = phone.latest_state()
        assert state is not None and any(c["type"] == pick.type for c in state["choices"])
        for _attempt in range(50):
            phone.skip()
            phone.send({"type": "act", "rev": state["rev"], "action": pick.type, "params": phone_pick(state, pick.type, rng)})
            if phone.expect_one("accepted", "refused")["type"] == "accepted":
                break
    assert controller.result() is not None
    assert steps > 10 and compared > steps * players // 2
    assert server.errors == 0


PAGE_SHAPE = """(function () {
  var play = document.getElementById('play');
  var out = [];
  play.querySelectorAll('*').forEach(function (node) {
    if (node.id === 'who' || node.closest('#who') || node.offsetParent === null) return;
    var box = node.getBoundingClientRect();
    var own = Array.prototype.filter.call(node.childNodes, function (c) { return c.nodeType === 3; })
      .map(function (c) { return c.textContent; }).join('');
    var seen = getComputedStyle(node).visibility === 'visible';  // the card: in the page, hidden until held
    out.push([node.tagName, node.id, node.className, Math.round(box.top), Math.round(box.height), seen ? own : '']);
  });
  return JSON.stringify(out);
})()"""


@pytest.mark.slow
def test_two_phones_in_real_browsers_show_the_same_page_and_the_receipt_goes_with_its_step(qtbot, serve, tmp_path):
    """Avalon at 5 with the votes on the phones, Ana (seat 0) and Binh (seat 1) in headless Chromium: outside their
    own moment both pages have the same elements, places and texts (but for the name); after both voted "Sent." is
    on both; when the vote ends it goes from both and the pages are the same again."""
    import subprocess

    from tests.companion.conftest import avalon_controller
    from tests.companion.test_companion_browser import CHROMIUM, DevTools, _devtools_url

    if CHROMIUM is None:
        pytest.skip("Chromium is not installed (apt install chromium): the pages were not compared in a real browser")
    controller, plugin = avalon_controller(seed=11)
    while controller.choices()[0].type == "begin":
        controller.act(next(controller.choices()[0].actions()))
    server = serve(controller, plugin, offer=lambda choice: plugin.phone_choice(controller, choice))
    server.seatLooked.connect(lambda seat: controller.mark_delivered(seat))
    browsers, pages = [], []
    try:
        for seat in (0, 1):
            profile = tmp_path / f"profile{seat}"
            browsers.append(subprocess.Popen([CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                              "--remote-debugging-port=0", f"--user-data-dir={profile}",
                                              "--window-size=390,844", "about:blank"],
                                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            tools = DevTools(qtbot, _devtools_url(qtbot, profile))
            tools.call("Emulation.setDeviceMetricsOverride", width=390, height=844, deviceScaleFactor=1, mobile=True)
            tools.call("Page.navigate", url=server.url)
            tools.until("document.readyState === 'complete' && !document.getElementById('join').hidden")
            tools.js(f"document.querySelectorAll('#seat_list button')[{seat}].click(); 1")
            tools.until("!document.getElementById('play').hidden")
            pages.append(tools)

        def same(where: str) -> None:
            for tools in pages:
                tools.until(f"window.__rev_seen = {server.rev}; !document.getElementById('play').hidden")
            try:
                qtbot.waitUntil(lambda: len({tools.js(PAGE_SHAPE) for tools in pages}) == 1, timeout=10_000)
            except Exception:
                shapes = [json.loads(tools.js(PAGE_SHAPE)) for tools in pages]
                raise AssertionError((where, [(a, b) for a, b in zip(*shapes, strict=False) if a != b])) from None

        # The team is proposed on the laptop: nobody's moment on a phone.
        propose = controller.choices()[0]
        same("before the vote")
        assert controller.act(next(a for a in propose.actions() if controller.explain(a) is None))
        assert any(c.type == "vote" for c in controller.choices())
        for tools in pages:  # each votes Approve on their phone
            tools.until("!!document.querySelector('#choices .options button')")
            tools.js("document.querySelector('#choices .options button').click(); 1")
            tools.js("document.querySelector('#choices button.primary').click(); 1")
            tools.until("!!document.querySelector('#choices .sure button.primary')")
            tools.js("document.querySelector('#choices .sure button.primary').click(); 1")
        sent = pages[0].js("document.getElementById('answer').textContent")
        qtbot.waitUntil(lambda: all(t.js("document.getElementById('answer').textContent") == sent for t in pages) and bool(sent),
                        timeout=10_000)
        same("both voted")
        for choice in [c for c in controller.choices() if c.type == "vote"]:
            assert controller.act(next(a for a in choice.actions() if controller.explain(a) is None))
        qtbot.waitUntil(lambda: all(t.js("document.getElementById('answer').textContent") == "" for t in pages),
                        timeout=10_000)
        same("the vote ended")
    finally:
        for browser in browsers:
            browser.terminate()
            browser.wait(timeout=30)
    assert server.errors == 0
