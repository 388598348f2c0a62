"""Issue 32: a round of the whole table in the middle of a game (Quest's Cleric learns the first Leader's loyalty)
looks the same to every player: the secret area is as tall as the tallest of every player's text, and a line the
clock wrote during one player's turn ("Time is up.") is gone when the next player takes the laptop.

The console is driven like tests/desktop/test_privacy.py: a fixed deal, a table that knows only public facts.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from desktop.console import ConsoleWindow
from desktop.console.secret_widgets import SecretLabel
from desktop.controller import GameController
from desktop.games import plugin_for
from engine.core import Action, Setup
from engine.registry import get_game
from tests.desktop.drive import manual_narrator
from tests.desktop.test_privacy import NAMES, OPTIONS, pick

CLERIC_AT_3 = ["morgan", "blind_hunter", "minion", "cleric", "loyal_servant"]


@pytest.fixture
def large_font() -> Iterator[None]:
    """A large system font on a small laptop: the Cleric's line needs more room than "Nothing new for you."."""
    app = QApplication.instance()
    normal = app.font()
    large = QFont(normal)
    large.setPointSizeF(normal.pointSizeF() * 2.5)
    app.setFont(large)
    yield
    app.setFont(normal)


def console_at_the_clerics_round(qtbot: Any, store: Any) -> ConsoleWindow:
    """Quest at five, the Cleric at seat 3: played (deal, first Leader's loyalty) until the round that tells the
    Cleric what the first Leader is, its first player's card not yet opened."""
    game = get_game("quest")
    setup = Setup("quest", NAMES, game.recommended_roles(5, game.options_with_defaults(OPTIONS)), OPTIONS)
    fixed = [Action("first_leader", None, {"seat": 0}), Action("deal", None, {"roles": CLERIC_AT_3, "set_aside": ["youth"]})]
    controller = GameController.new_game(game, setup, store, seed=1, fixed=fixed)
    console = ConsoleWindow(controller, plugin_for(game), narrator=manual_narrator())
    qtbot.addWidget(console)
    qtbot.addWidget(console.board)
    console.resize(900, 700)
    console.show()
    for _ in range(200):
        QApplication.processEvents()
        card = console.round_card
        if card is not None and card.turn.kind == "deliver":
            return console
        assert card is None, "no other round before the Cleric's"
        if console.delivery_card is not None:
            console.delivery_card.hold.pressed.emit()
            console.delivery_card.hold.released.emit()
            console.delivery_card.confirm.click()
        elif console.confirmation_card is not None:
            console.confirmation_card.hold.pressed.emit()
            console.confirmation_card.hold.released.emit()
            console.confirmation_card.confirm.click()
        elif console.private_card is not None:
            console.private_card.ready.click()
            pick(console.private_card.form, ("evil", "fail", False))
        elif console.forms:
            pick(console.forms[0], (False,))
        else:
            raise AssertionError("the console offers nothing to do")
    raise AssertionError("the Cleric's round never came")


def text_height(label: SecretLabel, text: str) -> int:
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
    return label.fontMetrics().boundingRect(0, 0, label.contentsRect().width(), 1 << 20, flags, text).height()


def test_the_secret_area_of_a_mid_game_round_is_as_tall_for_everyone_as_the_tallest_text(qtbot, language, store,
                                                                                          large_font) -> None:
    console = console_at_the_clerics_round(qtbot, store)
    heights: dict[int, int] = {}
    needed: dict[int, int] = {}
    for seat in range(len(NAMES)):
        card = console.round_card
        assert card is not None and card.turn.kind == "deliver" and card.turn.seat == seat
        card.ready.click()
        QApplication.processEvents()
        assert card.secret is not None and card.hold is not None
        heights[seat] = card.secret.minimumHeight()
        needed[seat] = text_height(card.secret, card.secret.secret())
        card.hold.pressed.emit()
        card.hold.released.emit()
        card.confirm.click()
    assert console.round is None
    cleric = CLERIC_AT_3.index("cleric")
    others = max(height for seat, height in needed.items() if seat != cleric)
    assert needed[cleric] > max(others, SecretLabel.MIN_HEIGHT), f"the Cleric's text is the tallest: {needed}"
    assert set(heights.values()) == {heights[cleric]}, f"every player's secret area is as tall: {heights}"
    assert heights[cleric] >= needed[cleric]


def test_time_is_up_said_during_one_players_turn_is_gone_for_the_next(qtbot, language, store) -> None:
    console = console_at_the_clerics_round(qtbot, store)
    time_up = QCoreApplication.translate("ConsoleWindow", "Time is up.")
    for seat in range(len(NAMES) - 1):
        card = console.round_card
        assert card is not None and card.turn.seat == seat
        card.ready.click()
        assert card.hold is not None
        card.hold.pressed.emit()
        console.countdown.expired.emit()  # the clock runs out while this player holds the laptop
        card.hold.released.emit()
        assert console.message.text() == time_up
        card.confirm.click()
        QApplication.processEvents()
        assert console.round_card is not None and console.round_card.turn.seat == seat + 1
        assert console.message.text() == "", f"{NAMES[seat + 1]} takes the laptop to {console.message.text()!r}"
