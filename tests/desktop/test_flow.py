"""The shell's flow around a game: closing keeps it, play again, back to the wizard, the shortcuts in the help."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QTableWidget

from desktop.app import Shell
from desktop.console import ShortcutsDialog
from engine.core import Setup
from tests.desktop.drive import play_to_end
from tests.desktop.visible import click

# The shell raises its windows; Qt's offscreen platform says it cannot (harmless there).
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support activateWindow",
                                       "This plugin does not support propagateSizeHints")

TOY = Setup("toy", ("Ana", "Ben", "Chi"), ("red", "blue", "red"), {"announce": False})


def make_shell(language, settings, store) -> Shell:
    shell = Shell(language, settings, store)
    shell.inform = lambda title, text: None
    shell.choose_resume = lambda saved: None
    return shell


def test_closing_the_console_closes_the_board_and_keeps_the_game(qtbot, language, settings, store) -> None:
    shell = make_shell(language, settings, store)
    console = shell.start_game(TOY, seed=1)
    assert console is not None
    qtbot.addWidget(console)
    console.board.show()
    assert console.board.isVisible()
    path = console.controller.journal_path
    console.close()
    assert not console.board.isVisible(), "the board closes with the console"
    assert path is not None and path.exists()
    assert [s.path for s in store.unfinished()] == [path], "the running game is offered for resume"
    resumed: list = []
    shell.choose_resume = lambda saved: resumed.append(saved) or saved[0]
    shell.start()
    assert resumed and shell.console is not None and shell.console.controller.players == TOY.players
    shell.close_console()


def test_play_again_with_the_same_roster_and_roles_or_back_to_the_wizard(qtbot, language, settings, store) -> None:
    shell = make_shell(language, settings, store)
    first = shell.start_game(TOY, seed=2)
    assert first is not None
    play_to_end(first, random.Random(2))
    assert first.end_panel is not None
    first.playAgain.emit()
    qtbot.waitUntil(lambda: shell.console is not None and shell.console is not first)
    again = shell.console
    assert again is not None
    assert again.controller.setup == TOY and again.controller.result() is None
    again.newGame.emit()  # mid-game: asks first (tests/desktop/test_shell.py drives the question and Cancel)
    qtbot.waitUntil(lambda: shell.question is not None)
    click(qtbot, "Set up a new game", shell.question)
    qtbot.waitUntil(lambda: shell.wizard is not None and shell.wizard.isVisible() and again.isHidden())
    shell.wizard.close()
    shell.close_console()


def test_help_lists_the_frequent_shortcuts(qtbot, language, settings, store) -> None:
    shell = make_shell(language, settings, store)
    console = shell.start_game(TOY, seed=3)
    assert console is not None
    qtbot.addWidget(console)
    dialog = ShortcutsDialog(console.all_actions, console)
    qtbot.addWidget(dialog)
    table = dialog.findChild(QTableWidget)
    keys = {key for r in range(table.rowCount()) for key in table.item(r, 1).text().split(", ")}  # an action's keys
    for wanted in ("Ctrl+Return", QKeySequence(QKeySequence.StandardKey.Undo).toString(QKeySequence.SequenceFormat.NativeText),
                   "Ctrl+P", "Ctrl+B", "F11", "F1"):
        assert QKeySequence(wanted).toString(QKeySequence.SequenceFormat.NativeText) in keys, (wanted, keys)
    names = [table.item(r, 0).text() for r in range(table.rowCount())]
    assert all(names), names
    QApplication.processEvents()
    shell.close_console()


def test_a_record_with_its_deal_inline_opens_as_recorded(qtbot, language, settings, store, tmp_path) -> None:
    """Chance actions may stand inline in "actions": the console plays them, it does not draw its own deal first."""
    import json

    record = {"format": "tablekeeper-record", "version": 1, "game": "toy", "players": list(TOY.players),
              "roles": list(TOY.roles), "options": dict(TOY.options),
              "actions": [{"type": "deal", "colours": ["blue", "red", "red"]}, {"type": "first_player", "seat": 2},
                          {"type": "guess", "player": 2, "target": 0, "colour": "blue"}]}
    path = tmp_path / "inline.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    shell = make_shell(language, settings, store)
    told: list[str] = []
    shell.inform = lambda title, text: told.append(text)
    console = shell.open_record(path)
    assert told == [] and console is not None
    qtbot.addWidget(console)
    state = console.controller.session.state
    assert state.colours == ("blue", "red", "red") and state.first == 2 and len(state.guesses) == 1
    journal = console.controller.journal_path
    shell.close_console()
    assert journal is not None and shell.resume(journal), "its autosave resumes"
    assert shell.console is not None and shell.console.controller.session.state == state
    shell.close_console()
