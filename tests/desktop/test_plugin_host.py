"""The plug-in layer's protocols (desktop/plugin_host.py, issue 33) are what the console and the board really have.

Nothing type-checks the project, and the windows satisfy the protocols by their shape without importing them, so
this test holds the two together: every member a protocol promises a plug-in is there, with the same parameters.
"""

from __future__ import annotations

import inspect
from typing import Any

import pytest

from desktop.app import Shell
from desktop.board import GenericBoardPanel
from desktop.games import plugin_for
from desktop.plugin_host import BoardMiddle, ConsoleForm, ConsoleHost, HandOverCard
from engine.core import Setup
from engine.registry import get_game
from tests.desktop.visible import click

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support activateWindow",
                                       "This plugin does not support propagateSizeHints")

TOY = Setup("toy", ("Ana", "Ben", "Chi"), ("red", "blue", "red"), {"announce": False})


def missing(protocol: type, thing: Any) -> list[str]:
    """The members of ``protocol`` that ``thing`` lacks or whose parameters differ from the protocol's."""
    wrong = []
    for name in protocol.__annotations__:
        if not hasattr(thing, name):
            wrong.append(name)
    for name, promised in vars(protocol).items():
        if name.startswith("_") or not inspect.isfunction(promised):
            continue
        actual = getattr(thing, name, None)
        if actual is None:
            wrong.append(f"{name}()")
        elif list(inspect.signature(actual).parameters) != list(inspect.signature(promised).parameters)[1:]:
            wrong.append(f"{name}{inspect.signature(actual)}, promised {name}{inspect.signature(promised)}")
    return wrong


def test_the_console_and_what_it_shows_have_what_a_plugin_may_use(qtbot, language, settings, store) -> None:
    shell = Shell(language, settings, store)
    shell.inform = lambda title, text: None
    shell.choose_resume = lambda saved: None
    console = shell.start_game(TOY, seed=1)
    assert console is not None
    qtbot.addWidget(console)
    assert not missing(ConsoleHost, console), missing(ConsoleHost, console)
    qtbot.waitUntil(lambda: console.delivery_card is not None)
    assert not missing(HandOverCard, console.delivery_card), missing(HandOverCard, console.delivery_card)
    for _seat in TOY.players:  # each player sees their card, then the game's first form is on the console
        card = console.delivery_card
        assert card is not None
        card.hold.pressed.emit()
        card.hold.released.emit()
        click(qtbot, card.confirm.text(), console)
        qtbot.waitUntil(lambda card=card: console.delivery_card is not card)
    qtbot.waitUntil(lambda: bool(console.forms))
    assert not missing(ConsoleForm, console.forms[0]), missing(ConsoleForm, console.forms[0])
    assert isinstance(console.board.panel, GenericBoardPanel), "a game without a plug-in of its own: the board's generic middle"
    shell.close_console()


@pytest.mark.parametrize("game_id", ["quest", "avalon", "onuw", "castle", "toy"])
def test_every_board_middle_has_what_the_board_uses(qtbot, game_id: str) -> None:
    panel = plugin_for(get_game(game_id)).create_board_panel(None)
    if panel is None:
        panel = GenericBoardPanel(None)
    qtbot.addWidget(panel)
    assert not missing(BoardMiddle, panel), missing(BoardMiddle, panel)
