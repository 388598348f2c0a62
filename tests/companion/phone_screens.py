"""Screenshots of the phone page in headless Chromium at 390x844, in en, vi, fa and zh_TW (issue 15, docs/phones.md).

    .venv/bin/python -m tests.companion.phone_screens docs/screenshots/phones

A real Avalon game at five (votes collected privately) is served by the real companion server, offering each seat
its private choices as the console does (desktop/companion/panel.py). For each language a fresh browser opens the
page and takes the screens a player sees: the seat list, the card while "Hold to look" is held, the team vote at
"Send this choice?", and a loyal player's quest card after tapping Fail (the engine's refusal under the form).

The browser is given the fonts in resources/fonts as system fonts, as a phone has its own: this machine has
no Persian or Chinese font, and the page names these families first.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, SignalInstance

from desktop.companion import CompanionServer
from desktop.companion.lang import phone_catalog as catalog
from desktop.controller import GameController
from engine.core import Action
from tests.companion.conftest import avalon_controller
from tests.companion.test_companion_browser import CHROMIUM, DevTools, _devtools_url

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "vi", "fa", "zh_TW")
SEAT = 2  # a loyal servant of Arthur with seed 11, so the quest refuses their Fail
# The hidden card is as tall with six lines as with one (the page is put back as it was).
SAME_HEIGHT = """(function () {
  var card = document.getElementById('secret'), text = card.textContent;
  card.textContent = 'x'; var one = card.getBoundingClientRect().height;
  card.textContent = 'x\\nx\\nx\\nx\\nx\\nx'; var six = card.getBoundingClientRect().height;
  card.textContent = text; return one === six && !card.classList.contains('shown');
})()"""


class Waiter:
    """The two waits DevTools needs, named as pytest-qt's qtbot names them (there is no qtbot outside pytest):
    both spin the Qt event loop until the condition holds."""

    def waitUntil(self, condition: Callable[[], bool], timeout: int = 20_000) -> None:
        deadline = time.monotonic() + timeout / 1000
        while not condition():
            if time.monotonic() > deadline:
                raise TimeoutError("waited too long")
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)

    @contextmanager
    def waitSignal(self, signal: SignalInstance, timeout: int = 20_000) -> Iterator[None]:
        fired: list[bool] = []

        def fire(*_: object) -> None:
            fired.append(True)

        signal.connect(fire)
        try:
            yield
            self.waitUntil(lambda: bool(fired), timeout)
        finally:
            signal.disconnect(fire)


def fonts_conf(folder: Path) -> Path:
    """A fontconfig file: the system's fonts and the app's own."""
    conf = folder / "fonts.conf"
    conf.write_text('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n'
                    '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n'
                    f"  <dir>{ROOT / 'resources' / 'fonts'}</dir>\n  <cachedir>{folder / 'cache'}</cachedir>\n"
                    "</fontconfig>\n", encoding="utf-8")
    return conf


def until_quest(controller: GameController) -> None:
    """Begin, and the leader proposes a team with SEAT on it: the table votes next."""
    while controller.choices()[0].type == "begin":
        assert controller.act(next(controller.choices()[0].actions()))
    propose = next(c for c in controller.choices() if c.type == "propose")
    assert controller.act(next(a for a in propose.actions() if SEAT in a.params["team"]))


def others_approve(controller: GameController) -> None:
    for choice in [c for c in controller.choices() if c.type == "vote" and c.player != SEAT]:
        assert controller.act(Action("vote", choice.player, {"vote": "approve"}))


def shoot(tools: DevTools, out: Path, name: str, lang: str) -> None:
    tools.js("window.scrollTo(0, 0); 1")
    path = out / f"phone-{name}-{lang}.png"
    tools.screenshot(path)
    print(path)


def tap(tools: DevTools, selector: str, index: int = 0) -> None:
    tools.js(f"document.querySelectorAll({selector!r})[{index}].click(); 1")


def one_language(waiter: Waiter, lang: str, out: Path, work: Path, fonts: Path) -> None:
    controller, plugin = avalon_controller(seed=11)
    until_quest(controller)
    server = CompanionServer(controller, plugin, host="127.0.0.1", port=0,
                             offer=lambda choice: controller.mode == "app" and plugin.is_private_choice(controller, choice))
    assert server.start()
    profile = work / f"profile-{lang}"
    browser = subprocess.Popen([CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                "--hide-scrollbars", "--remote-debugging-port=0", f"--user-data-dir={profile}",
                                "--window-size=390,844", "about:blank"],
                               env={**os.environ, "FONTCONFIG_FILE": str(fonts)},
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        tools = DevTools(waiter, _devtools_url(waiter, profile))
        tools.call("Emulation.setDeviceMetricsOverride", width=390, height=844, deviceScaleFactor=1, mobile=True)
        tools.call("Page.navigate", url=server.url)
        tools.until("document.readyState === 'complete' && !document.getElementById('join').hidden")
        tools.js(f"var s = document.getElementById('lang'); s.value = '{lang}'; s.dispatchEvent(new Event('change')); 1")
        tools.until(f"document.documentElement.lang === '{lang.replace('_', '-')}'")
        tools.until("document.fonts.status === 'loaded'")
        shoot(tools, out, "join", lang)

        tap(tools, "#seat_list button", SEAT)
        tools.until("!document.getElementById('play').hidden && !!document.querySelector('#choices .options button')")
        tools.js("document.getElementById('hold').dispatchEvent(new PointerEvent('pointerdown', {bubbles: true})); 1")
        assert tools.js("getComputedStyle(document.getElementById('secret')).visibility") == "visible"
        shoot(tools, out, "hold", lang)
        tools.js("document.getElementById('hold').dispatchEvent(new PointerEvent('pointerup', {bubbles: true})); 1")
        assert tools.js(SAME_HEIGHT), "a hidden card's height tells a neighbour how long it is"

        tap(tools, "#choices .options button", 0)  # Approve
        tap(tools, "#choices button.primary")
        tools.until("!!document.querySelector('#choices .sure button.primary')")
        shoot(tools, out, "vote", lang)
        vote_title = tools.js("document.querySelector('#choices h3').textContent")
        tap(tools, "#choices .sure button.primary")
        waiter.waitUntil(lambda: not any(c.type == "vote" and c.player == SEAT for c in controller.choices()))

        others_approve(controller)
        play = next(c for c in controller.choices() if c.type == "play" and c.player == SEAT)
        assert list(play.params["card"].values) == ["success"], "the seat is meant to be loyal"
        tools.until(f"!!document.querySelector('#choices .options button:nth-child(2)')"
                    f" && document.querySelector('#choices h3').textContent !== {json.dumps(vote_title)}")
        tap(tools, "#choices .options button", 1)  # Fail: shown to every seat, refused for a loyal one
        tap(tools, "#choices button.primary")
        tools.until("!!document.querySelector('#choices .sure button.primary')")
        tap(tools, "#choices .sure button.primary")
        tools.until("document.getElementById('answer').className === 'refused'")
        refusal = tools.js("document.getElementById('answer').textContent")
        assert refusal and refusal != catalog(lang).tr("Sent.", "Companion"), refusal
        shoot(tools, out, "quest", lang)
        assert server.errors == 0
    finally:
        browser.terminate()
        browser.wait(timeout=30)
        server.stop()
        server.deleteLater()


def aids_screen(waiter: Waiter, game_id: str, lang: str, out: Path, work: Path, fonts: Path, name: str,
                section: str = "#aids") -> int:
    """The player aids (issue 31) on a seat's phone, scrolled to ``section``; returns how many entries the night order
    lists (0 outside One Night)."""
    from desktop.games import plugin_for
    from engine.core import Setup
    from engine.registry import get_game
    from tests.companion.conftest import NAMES

    if game_id == "avalon":
        controller, plugin = avalon_controller(seed=11)
    else:
        game = get_game(game_id)
        options = game.options_with_defaults({"mode": "app"})
        setup = Setup(game_id, NAMES[:7], tuple(game.recommended_roles(7, options)), options)
        controller, plugin = GameController.new_game(game, setup, None, seed=4), plugin_for(game)
    server = CompanionServer(controller, plugin, host="127.0.0.1", port=0)
    assert server.start()
    profile = work / f"profile-aids-{game_id}-{lang}"
    browser = subprocess.Popen([CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                "--hide-scrollbars", "--remote-debugging-port=0", f"--user-data-dir={profile}",
                                "--window-size=390,844", "about:blank"],
                               env={**os.environ, "FONTCONFIG_FILE": str(fonts)},
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        tools = DevTools(waiter, _devtools_url(waiter, profile))
        tools.call("Emulation.setDeviceMetricsOverride", width=390, height=844, deviceScaleFactor=1, mobile=True)
        tools.call("Page.navigate", url=server.url)
        tools.until("document.readyState === 'complete' && !document.getElementById('join').hidden")
        tools.js(f"var s = document.getElementById('lang'); s.value = '{lang}'; s.dispatchEvent(new Event('change')); 1")
        tools.until(f"document.documentElement.lang === '{lang.replace('_', '-')}'")
        tap(tools, "#seat_list button", SEAT)
        tools.until("!document.getElementById('play').hidden && !document.getElementById('aids_open').hidden")
        tap(tools, "#aids_open")
        tools.until("!document.getElementById('aids_panel').hidden && document.fonts.status === 'loaded'")
        tools.js(f"document.querySelector({section!r}).scrollIntoView(); 1")
        path = out / f"phone-{name}-{lang}.png"
        tools.screenshot(path)
        print(path)
        assert server.errors == 0
        return int(tools.js("document.querySelectorAll('#aids .night_order li').length"))
    finally:
        browser.terminate()
        browser.wait(timeout=30)
        server.stop()
        server.deleteLater()


def main(argv: list[str]) -> int:
    if CHROMIUM is None:
        print("Chromium is not installed (Debian: apt install chromium): no screenshots taken", file=sys.stderr)
        return 1
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    out = Path(argv[0] if argv else "docs/screenshots/phones")
    out.mkdir(parents=True, exist_ok=True)
    waiter = Waiter()
    with tempfile.TemporaryDirectory() as work:
        fonts = fonts_conf(Path(work))
        for lang in LANGS:
            one_language(waiter, lang, out, Path(work), fonts)
        for lang in ("en", "vi", "zh_TW"):  # Persian: phone-aids-fa.png, taken by test_companion_browser_issue31.py
            aids_screen(waiter, "avalon", lang, out, Path(work), fonts, "aids")
        for lang in LANGS:
            aids_screen(waiter, "onuw", lang, out, Path(work), fonts, "night-order", "#aids .night_order")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
