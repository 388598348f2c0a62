"""The resume dialog: each unfinished game with its title, players, when and how far; Resume / Delete / New game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTreeWidget

from desktop.app import Shell
from engine.core import Action, Setup
from tests.desktop.visible import click, visible_button, visible_texts

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support activateWindow",
                                       "This plugin does not support propagateSizeHints")

TOY = Setup("toy", ("Ana", "Ben", "Chi"), ("red", "blue", "red"), {"announce": False})
OTHER = Setup("toy", ("Dan", "Eve", "Fay", "Gus"), ("red", "blue", "red", "blue"), {"announce": False})


def make_shell(language, settings, store) -> Shell:
    shell = Shell(language, settings, store)
    shell.inform = lambda title, text: None
    return shell


def leave_a_game(shell: Shell, setup: Setup, seed: int, moves: int) -> Path:
    console = shell.start_game(setup, seed=seed)
    assert console is not None
    controller = console.controller
    for seat in range(len(setup.players)):
        controller.mark_delivered(seat)
    for _ in range(moves):
        assert controller.act(next(controller.choices()[0].actions()))
    path = controller.journal_path
    shell.close_console()
    assert path is not None
    return path


def rows(dialog) -> list[list[str]]:
    tree = dialog.findChild(QTreeWidget)
    return [[tree.topLevelItem(i).text(c) for c in range(tree.columnCount())] for i in range(tree.topLevelItemCount())]


def test_the_dialog_lists_title_players_when_and_how_far_and_resumes_by_its_button(qtbot, language, settings, store) -> None:
    first = leave_a_game(make_shell(language, settings, store), TOY, 1, 2)
    second = leave_a_game(make_shell(language, settings, store), OTHER, 2, 1)
    shell = make_shell(language, settings, store)
    shell.start()
    dialog = shell.resume_dialog
    assert dialog is not None and dialog.isVisible() and shell.wizard is None
    qtbot.addWidget(dialog)
    listed = rows(dialog)
    assert len(listed) == 2, listed
    by_players = {row[1]: row for row in listed}
    assert set(by_players) == {"Ana, Ben, Chi", "Dan, Eve, Fay, Gus"}
    ana = by_players["Ana, Ben, Chi"]
    assert ana[0] == "Colour Guess", "the translated title, not the id"
    assert ana[2] and ana[3], "started and last played"
    assert ana[4] == "2 moves played" and by_players["Dan, Eve, Fay, Gus"][4] == "1 move played", "how far"
    header = dialog.findChild(QTreeWidget).headerItem()
    assert [header.text(c) for c in range(5)] == ["Game", "Players", "Started", "Last played", "Progress"]
    for text in ("Resume", "Delete\u2026", "New game"):
        assert visible_button(text, dialog) is not None, text

    tree = dialog.findChild(QTreeWidget)
    target = next(i for i in range(tree.topLevelItemCount()) if tree.topLevelItem(i).text(1) == "Dan, Eve, Fay, Gus")
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=tree.visualItemRect(tree.topLevelItem(target)).center())
    click(qtbot, "Resume", dialog)
    qtbot.waitUntil(lambda: shell.console is not None)
    assert shell.console.controller.players == OTHER.players and shell.console.controller.journal_path == second
    assert not dialog.isVisible()
    shell.close_console()
    assert {s.path for s in store.unfinished()} == {first, second}


def test_delete_asks_then_moves_the_journal_out_of_the_list_without_destroying_it(qtbot, language, settings, store) -> None:
    path = leave_a_game(make_shell(language, settings, store), TOY, 1, 1)
    raw = path.read_bytes()
    shell = make_shell(language, settings, store)
    shell.start()
    dialog = shell.resume_dialog
    assert dialog is not None
    qtbot.addWidget(dialog)
    click(qtbot, "Delete\u2026", dialog)
    qtbot.waitUntil(lambda: dialog.confirm is not None and dialog.confirm.isVisible())
    assert "Ana" in visible_texts(dialog.confirm)
    click(qtbot, "Keep it", dialog.confirm)
    assert len(rows(dialog)) == 1 and path.exists()
    click(qtbot, "Delete\u2026", dialog)
    qtbot.waitUntil(lambda: dialog.confirm is not None and dialog.confirm.isVisible())
    click(qtbot, "Delete", dialog.confirm)
    assert rows(dialog) == [] and not path.exists()
    assert (store.deleted_dir / path.name).read_bytes() == raw, "moved, byte for byte"
    assert store.unfinished() == []
    assert visible_button("Resume", dialog) is None, "nothing left to resume"
    click(qtbot, "New game", dialog)
    qtbot.waitUntil(lambda: shell.wizard is not None and shell.wizard.isVisible())
    assert not dialog.isVisible()
    shell.wizard.close()


def test_a_damaged_game_explains_itself_and_the_dialog_stays(qtbot, language, settings, store) -> None:
    path = leave_a_game(make_shell(language, settings, store), TOY, 1, 1)
    with open(path, "a", encoding="utf-8") as handle:
        handle.write('{"do":{"type":"nonsense"}}\n{"undo":1}\n')
    shell = make_shell(language, settings, store)
    told: list[str] = []
    shell.inform = lambda title, text: told.append(text)
    shell.start()
    dialog = shell.resume_dialog
    assert dialog is not None
    qtbot.addWidget(dialog)
    click(qtbot, "Resume", dialog)
    assert told and "cannot be resumed" in told[0]
    assert dialog.isVisible() and shell.console is None, "Delete or New game are still offered"
    dialog.close()


def test_an_opened_record_is_listed_once(qtbot, language, settings, store, tmp_path: Path) -> None:
    record = {"format": "tablekeeper-record", "version": 1, "game": "toy", "players": list(TOY.players),
              "roles": list(TOY.roles), "options": dict(TOY.options),
              "actions": [{"type": "deal", "colours": ["blue", "red", "red"]}, {"type": "first_player", "seat": 2},
                          {"type": "guess", "player": 2, "target": 0, "colour": "blue"}]}
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    shell = make_shell(language, settings, store)
    console = shell.open_record(path)
    assert console is not None
    assert console.controller.act(Action("guess", 0, {"target": 1, "colour": "red"}))
    shell.close_console()
    saved = store.unfinished()
    assert len(saved) == 1 and saved[0].players == TOY.players and saved[0].actions == 2
    shell.start()
    qtbot.addWidget(shell.resume_dialog)
    assert len(rows(shell.resume_dialog)) == 1
    shell.resume_dialog.close()
