"""Driving a Castle of the Devil game through the console like a table would (used by test_castle_*.py).

The generic driver always takes the first form of a private card (a turn's "Pass"); a Castle table trades,
attacks and in the end declares, so this one picks among the forms with weights that move a game on.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import QApplication

from desktop.console import ChoiceForm, ConsoleWindow
from desktop.controller import GameController
from desktop.games import plugin_for
from engine.core import Setup
from engine.registry import get_game
from tests.desktop.drive import fill_form, manual_narrator, pass_the_laptop

LONG_NAMES = ("Alexandrina", "Bartholomew", "Christopher", "Dương Thị Hạnh", "Evangeline", "Fitzgerald", "Guinevere",
              "Hildegarde", "Maximilian", "Ngô Minh Tuấn")


def castle_console(qtbot: Any, store: Any, names: tuple[str, ...], mode: str, seed: int,
                   options: dict[str, Any] | None = None) -> ConsoleWindow:
    game = get_game("castle")
    setup = Setup("castle", names, (), {"mode": mode, **(options or {})})
    assert not game.validate(setup)
    controller = GameController.new_game(game, setup, store, seed=seed)
    console = ConsoleWindow(controller, plugin_for(game), narrator=manual_narrator())
    qtbot.addWidget(console)
    qtbot.addWidget(console.board)
    console.show()
    console.board.show()
    return console


class Table:
    """A table's habits: attack early (with support), trade, and declare once enough turns have passed."""

    def __init__(self, rng: random.Random, declare_after: int = 10, fight_bias: float = 4.0) -> None:
        self.rng = rng
        self.declare_after = declare_after
        self.fight_bias = fight_bias
        self.asked = 0  # times the attacker asked for the laptop during declarations

    def weight(self, controller: GameController, form: ChoiceForm) -> float:
        kind = form.choice.type
        turns = int(controller.public_view().get("turns", 0))
        late = turns >= self.declare_after
        if kind in ("declare", "fortune", "loge"):
            return 6.0 if late else 0.0
        if kind == "attack":
            return self.fight_bias
        if kind == "trade":
            return 2.0
        if kind in ("pass", "end_turn"):
            return 0.5
        if kind in ("priest", "doctor"):
            return 0.15  # rarely, so that most fights are fought to the end
        if kind in ("withdraw",):
            return 0.2
        return 1.0

    def pick(self, controller: GameController, forms: list[ChoiceForm]) -> ChoiceForm:
        weights = [self.weight(controller, f) for f in forms]
        if not any(weights):
            weights = [1.0] * len(forms)
        return self.rng.choices(forms, weights=weights)[0]


def castle_step(console: ConsoleWindow, table: Table) -> str:
    """Do one thing the console asks for; returns what it did."""
    rng = table.rng
    controller = console.controller
    QApplication.processEvents()
    if console.end_panel is not None:
        return "over"
    shared = pass_the_laptop(console, lambda forms: fill_form(table.pick(controller, forms), rng))
    if shared:
        return shared
    panel: Any = console.custom_panel
    if panel is not None and panel.objectName() == "castle_window":  # the Priest's or the Doctor's window
        panel.open_button.click()
        fill_form(table.pick(controller, panel.forms), rng)
        return "window"
    if panel is not None and panel.objectName() == "castle_declarations":
        if rng.random() < 0.35:
            panel.ask.click()
            panel.open_secret()
            table.asked += 1
            if panel.secret_forms and rng.random() < 0.7:
                fill_form(panel.secret_forms[0], rng)
                return "hypnotise"
            panel.done.click()
        fill_form(console.forms[0], rng)
        return "support"
    if console.private_card is not None:
        card = console.private_card
        card.ready.click()
        assert not any(form.isHidden() for form in card.forms)
        fill_form(table.pick(controller, card.forms), rng)
        return "private"
    if console.forms:
        fill_form(table.pick(controller, console.forms), rng)
        return "form"
    raise AssertionError("the console offers nothing to do before the end")


def play_castle(console: ConsoleWindow, table: Table, limit: int = 4000, check: Any = None) -> list[str]:
    done: list[str] = []
    for _ in range(limit):
        what = castle_step(console, table)
        if check is not None:
            check()
        if what == "over":
            return done
        done.append(what)
    raise AssertionError(f"no end after {limit} steps: {done[-20:]}")


def public_event_types(console: ConsoleWindow) -> list[str]:
    return [entry.event.type for entry in console.controller.log() if not entry.private]


def screenshots(directory: str, lang: str = "en", seed: int = 21) -> list[str]:
    """PNGs of the Castle board at 1920x1080 (a ten-player fight, its set-up, the end) in ``lang``.

    python -m tests.desktop.castle_drive DIR [LANG]   (offscreen; used for docs/screenshots)
    """
    import os
    from pathlib import Path

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("TABLEKEEPER_SILENT", "1")
    from desktop.app import create_application
    from tests.desktop.boardcheck import settle

    _app, language = create_application(["castle-shots"], lang)
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    suffix = "" if lang == "en" else f"-{lang}"
    game = get_game("castle")
    setup = Setup("castle", LONG_NAMES, (), {"mode": "physical"})
    console = ConsoleWindow(GameController.new_game(game, setup, None, seed=seed), plugin_for(game), narrator=manual_narrator())
    board = console.board
    board.resize(1920, 1080)
    board.show()
    written: list[str] = []

    def shoot(name: str) -> None:
        settle()
        path = out / f"board-castle-{name}-1920x1080{suffix}.png"
        board.grab().save(str(path))
        written.append(str(path))

    shoot("setup")
    table = Table(random.Random(seed), declare_after=14, fight_bias=8.0)
    fight_shot = False
    for _ in range(5000):
        fight = console.controller.public_view().get("fight")
        if not fight_shot and fight and fight["stage"] == "modifiers" and len(fight["used"]) >= 2 \
                and len(fight["declarations"]) == len(fight["order"]):
            shoot("fight")
            fight_shot = True
        if castle_step(console, table) == "over":
            break
    shoot("end")
    console.close()
    language.install("en")
    return written


if __name__ == "__main__":
    import sys

    for written_path in screenshots(sys.argv[1], *(sys.argv[2:3] or ["en"])):
        print(written_path)
