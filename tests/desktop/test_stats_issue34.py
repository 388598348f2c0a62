"""The statistics of the history (issue 34) on seeded games counted by hand: wins by side per player count, per
player, per role, over time; the numbers beside every chart, in Persian digits in Persian; PNG and CSV saved."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from desktop.history.index import GameFacts, History, SeatFacts
from desktop.history.stats import Statistics
from desktop.history.stats_window import StatisticsWindow


def game(when: str, game_id: str, side: str, *seats: tuple[str, str, str]) -> GameFacts:
    return GameFacts(Path(f"/nowhere/{when}.tkjournal"), when, game_id, "app", side,
                     tuple(SeatFacts(name, role, own, own == side) for name, role, own in seats))


GAMES = [
    game("2026-04-05 20:00", "onuw", "village", ("Ana", "seer", "village"), ("Bao", "werewolf", "werewolf"),
         ("Chi", "robber", "village")),
    game("2026-04-02 20:00", "avalon", "evil", ("Ana", "merlin", "good"), ("Bao", "assassin", "evil"),
         ("Chi", "loyal_servant", "good"), ("Dara", "morgana", "evil"), ("Emil", "percival", "good"),
         ("Farid", "loyal_servant", "good")),
    game("2026-03-08 20:00", "avalon", "evil", ("Ana", "assassin", "evil"), ("Bao", "merlin", "good"),
         ("Chi", "morgana", "evil"), ("Dara", "loyal_servant", "good"), ("Emil", "percival", "good")),
    game("2026-03-01 20:00", "avalon", "good", ("Ana", "merlin", "good"), ("Bao", "assassin", "evil"),
         ("Chi", "loyal_servant", "good"), ("Dara", "morgana", "evil"), ("Emil", "percival", "good")),
]


def test_the_counts_by_hand() -> None:
    avalon = Statistics.of(GAMES, "avalon")
    assert avalon.sides == ("evil", "good")
    assert avalon.by_player_count().rows == (("5", (2, 1, 1)), ("6", (1, 1, 0)))
    players = dict(avalon.by_player().rows)
    # games, wins, games as evil, games as good, wins as evil, wins as good
    assert players["Ana"] == (3, 2, 1, 2, 1, 1)
    assert players["Farid"] == (1, 0, 0, 1, 0, 0)
    assert avalon.by_player().rows[-1][0] == "Farid", "most games first"
    roles = dict(avalon.by_role().rows)
    assert roles["avalon:merlin"] == (3, 1) and roles["avalon:assassin"] == (3, 2) and roles["avalon:morgana"] == (3, 2)
    assert avalon.over_time().rows == (("2026-03", (2, 1, 1)), ("2026-04", (1, 1, 0)))
    everything = Statistics.of(GAMES)
    assert dict(everything.by_player().rows)["Ana"][:2] == (4, 3)
    assert dict(everything.player_roles("Ana").rows) == {"avalon:assassin": (1, 1), "avalon:merlin": (2, 1),
                                                         "onuw:seer": (1, 1)}


@pytest.fixture
def window(qtbot, tmp_path: Path) -> StatisticsWindow:
    history = History(tmp_path)
    history.games = list(GAMES)
    window = StatisticsWindow(history)
    qtbot.addWidget(window)
    window.show()
    return window


def cells(window: StatisticsWindow, page: str) -> list[list[str]]:
    table = window.pages[page].numbers
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def test_numbers_beside_every_chart_and_saving(window: StatisticsWindow, tmp_path: Path) -> None:
    window.game.setCurrentIndex(window.game.findData("avalon"))
    assert cells(window, "sides") == [["5 players", "2", "1", "1"], ["6 players", "1", "1", "0"]]
    assert window.pages["sides"].chart.series()[0].count() == 2, "a bar set per side"
    assert cells(window, "players")[0] == ["Ana", "3", "2", "67%", "1", "2", "1", "1"]
    assert ["Merlin", "3", "1", "33%"] in cells(window, "roles")
    assert [row[:2] for row in cells(window, "time")] == [["Mar 2026", "2"], ["Apr 2026", "1"]]
    window.player.setCurrentText("Ana")
    assert cells(window, "player_roles") == [["Assassin", "1", "1", "100%"], ["Merlin", "2", "1", "50%"]]
    assert window.redraw_ms > 0
    saved = {"png": tmp_path / "sides.png", "csv": tmp_path / "sides.csv"}
    window.choose_path = lambda suggested, kind: saved[kind]
    page = window.pages["sides"]
    QTest.mouseClick(page.save_png, Qt.MouseButton.LeftButton)
    QTest.mouseClick(page.save_csv, Qt.MouseButton.LeftButton)
    assert not QImage(str(saved["png"])).isNull()
    with open(saved["csv"], encoding="utf-8") as handle:
        assert list(csv.reader(handle)) == [["Players", "Games", "Evil won", "Good won"],
                                            ["5 players", "2", "1", "1"], ["6 players", "1", "1", "0"]]


def test_persian_digits_and_right_to_left(window: StatisticsWindow, language, qtbot) -> None:
    language.install("fa")
    try:
        qtbot.waitUntil(lambda: window.windowTitle() == "آمار")  # the language change has come
        window.game.setCurrentIndex(window.game.findData("avalon"))
        assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
        row = cells(window, "players")[0]
        assert row[1:3] == ["\u06f3", "\u06f2"], row
        assert window.pages["sides"].chart.localizeNumbers()
        assert window.tabs.tabText(0) != "Sides by player count"
    finally:
        language.install("en")
