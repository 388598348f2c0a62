"""The history of finished games (issue 34): seeded journals with hand-counted facts, damaged and hostile files
listed as unreadable, search, merge, delete, export, a recap opened, the cache beside the journals; and through
the real app, a game just finished is in Game > History..."""

from __future__ import annotations

import datetime as dt
import json
import os
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.history.index import INDEX_NAME, History
from desktop.history.window import HistoryWindow
from engine.recap import recap_of_session
from engine.record import load_record, replay
from tests.desktop.observer import clean
from tests.desktop.table import PLAYERS, Table, new_game, play_to_end
from tests.history_journals import random_game, write_journal

DAY = dt.datetime(2026, 3, 1, 20, 0)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """Four finished games (newest first: castle, quest, avalon, onuw), one unfinished, and bad files."""
    finished = tmp_path / "games" / "finished"
    finished.mkdir(parents=True)
    write_journal(finished, random_game("onuw", ["Ana", "Bao", "Chi"], "app", 1), DAY)
    write_journal(finished, random_game("avalon", ["Ana", "Bảo", "Chi", "Dara", "Emil"], "app", 2), DAY + dt.timedelta(days=1))
    write_journal(finished, random_game("quest", ["Bao", "Chi", "Dara", "Emil"], "physical", 3), DAY + dt.timedelta(days=2))
    write_journal(finished, random_game("castle", ["Ana", "Chi", "Gia"], "app", 4), DAY + dt.timedelta(days=3))
    unfinished = random_game("avalon", ["Ana", "Bao", "Chi", "Dara", "Emil"], "app", 5)
    while unfinished.result() is not None:
        unfinished.groups.pop()
        unfinished.states.pop()
    write_journal(finished, unfinished, DAY + dt.timedelta(days=4))
    (finished / "20260310-200000-onuw-aaaaaa.tkjournal").write_bytes(b"\x00\xff not a journal\n{{{\n")
    (finished / "20260311-200000-onuw-bbbbbb.tkjournal").write_text("[" * 100000 + "\n", encoding="utf-8")
    header = {"format": "tablekeeper-journal", "version": 1, "game": "quest", "players": ["A", "A"], "roles": []}
    (finished / "20260312-200000-quest-cccccc.tkjournal").write_text(json.dumps(header) + "\n", encoding="utf-8")
    (finished / "20260313-200000-castle-dddddd.tkjournal").mkdir()
    os.mkfifo(finished / "20260314-200000-castle-eeeeee.tkjournal")
    return finished


def test_the_history_lists_finished_games_newest_first_and_bad_files_as_unreadable(folder: Path) -> None:
    history = History(folder).load()
    readable = [g for g in history.games if g.readable]
    assert [g.game for g in readable] == ["castle", "quest", "avalon", "onuw"], "newest first; unfinished left out"
    assert [g.players for g in readable][-1] == ("Ana", "Bao", "Chi")
    assert len([g for g in history.games if not g.readable]) == 5
    for facts in readable:
        session = random_game(facts.game, list(facts.players), facts.mode, {"onuw": 1, "avalon": 2, "quest": 3,
                                                                           "castle": 4}[facts.game])
        result = session.result()
        assert facts.side == result.side
        assert facts.winners == tuple(session.setup.players[s] for s in result.winners)
    assert history.rebuilt == 10
    again = History(folder).load()
    assert again.rebuilt == 0 and again.games == history.games, "the cache beside the journals is used"
    os.utime(folder / sorted(p.name for p in folder.glob("*-onuw-*"))[0], (0, 0))
    assert History(folder).load().rebuilt == 1, "a journal changed since: read again"
    (folder / INDEX_NAME).write_text('{"version": 1, "journals": {"x": 1}, ' + "[" * 5000, encoding="utf-8")
    damaged = History(folder).load()
    assert damaged.games == history.games and damaged.rebuilt == 10, "a damaged cache is rebuilt"


def test_search_merge_delete_export_and_recap(folder: Path, qtbot, tmp_path: Path) -> None:
    window = HistoryWindow(folder)
    qtbot.addWidget(window)
    window.show()
    asked: list[str] = []
    window.ask = lambda title, text: asked.append(text) or True
    assert window.model.rowCount() == 9
    assert clean(window.count.text()) == "4 finished games shown"
    QTest.keyClicks(window.search, "bao")
    assert [f.game for f in window.shown] == ["quest", "onuw"], "search by player (case ignored)"
    window.search.clear()
    window.game.setCurrentIndex(window.game.findData("avalon"))
    assert [f.game for f in window.shown] == ["avalon"]
    window.game.setCurrentIndex(0)
    window.merge_from.setCurrentText("Bao")
    window.merge_into.setCurrentText("Bảo")
    QTest.mouseClick(window.merge_button, Qt.MouseButton.LeftButton)
    assert "Bao and Bảo are one person" in clean(asked[-1])
    assert "Bao" not in window.history.players()
    window.search.insert("Bảo")  # typed with an input method (QTest types ASCII only)
    assert [f.game for f in window.shown] == ["quest", "avalon", "onuw"], "merged: one person's three games"
    assert History(folder).load().players() == window.history.players(), "the merge is kept beside the journals"
    window.search.clear()

    window.table.selectRow([f.game for f in window.shown].index("onuw"))
    exported = tmp_path / "night.json"
    window.choose_export_path = lambda suggested: exported
    QTest.mouseClick(window.export_button, Qt.MouseButton.LeftButton)
    outcome = replay(load_record(exported))
    assert outcome.ok and outcome.session.result().side == window.selected().side
    QTest.mouseClick(window.recap_button, Qt.MouseButton.LeftButton)
    recap = window.recaps[-1]
    assert [line.msg for line in recap.stepper.lines] == [line.msg for line in recap_of_session(outcome.session)] or \
        [line.msg.english() for line in recap.stepper.lines] == [line.msg.english() for line in recap_of_session(outcome.session)]
    QTest.mouseClick(recap.stepper.next, Qt.MouseButton.LeftButton)
    assert recap.stepper.index == 0

    path = window.selected().path
    QTest.mouseClick(window.delete_button, Qt.MouseButton.LeftButton)
    assert not path.exists() and (folder.parent / "deleted" / path.name).exists(), "moved, never destroyed"
    assert "onuw" not in [f.game for f in window.shown]
    assert History(folder).load().games == window.history.games


# The board's window takes no focus (desktop/board.py); offscreen Qt warns when a window closing hands it on to it.
@pytest.mark.qt_log_ignore(r"requestActivate\(\) called for .*boardWindow.*WindowDoesNotAcceptFocus")
def test_a_game_just_finished_is_in_the_history(table: Table) -> None:
    table.launch()
    new_game(table, "Castle of the Devil", PLAYERS[:3], "app")
    play_to_end(table, random.Random(3))
    table.menu("Game", "History\u2026")
    window = table.shell.history_window
    table.qtbot.waitUntil(window.isVisible)
    assert [f.players for f in window.shown] == [tuple(PLAYERS[:3])]
    assert window.shown[0].game == "castle" and window.shown[0].winners
    table.click("Statistics\u2026")
    stats = window.stats_window
    table.qtbot.waitUntil(stats.isVisible)
    numbers = stats.pages["players"].numbers
    names = sorted(numbers.item(row, 0).text() for row in range(numbers.rowCount()))
    assert names == sorted(PLAYERS[:3])
    wins = {numbers.item(row, 0).text(): numbers.item(row, 2).text() for row in range(numbers.rowCount())}
    assert {name for name, won in wins.items() if won == "1"} == set(window.shown[0].winners)


def test_the_history_opens_from_the_wizard_before_any_game(table: Table) -> None:
    """A group that only wants to look back starts the app: the wizard's History... shows last evening's games."""
    table.launch()
    new_game(table, "Castle of the Devil", PLAYERS[:3], "app")
    play_to_end(table, random.Random(3))
    table.quit()
    table.launch()
    wizard = table.shell.wizard
    table.qtbot.waitUntil(lambda: wizard is not None and wizard.isVisible())
    table.click("History\u2026")
    window = table.shell.history_window
    table.qtbot.waitUntil(window.isVisible)
    assert [f.players for f in window.shown] == [tuple(PLAYERS[:3])]
    assert wizard.isVisible()  # the evening's setup is still there behind it
