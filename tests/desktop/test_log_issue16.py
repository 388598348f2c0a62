"""The console's log is brought up to date line by line (issue 16: a long game redrew its whole log at every
action). Played through the windows: after every click, undo and redo the log reads exactly as a log drawn from
scratch, and every wrapped line has the height its text needs."""

from __future__ import annotations

import contextlib
import random

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics

from tests.desktop.observer import clean
from tests.desktop.table import DriverError, Table, new_game, play_step

NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid", "Giang"]


def _lines(console) -> list[str]:
    return [console.log.item(i).text() for i in range(console.log.count())]


def _as_drawn_from_scratch(console) -> list[str]:
    console._log_groups = []
    console._fill_log()
    return _lines(console)


def _check_log(console) -> None:
    _check_heights(console)  # first: drawing anew measures every line again
    shown = _lines(console)
    assert shown == _as_drawn_from_scratch(console), "the log kept up line by line differs from one drawn anew"


def _check_heights(console) -> None:
    log = console.log
    metrics = QFontMetrics(log.font())
    width = log.viewport().width()
    for row in range(log.count()):
        item = log.item(row)
        needed = metrics.boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, item.text()).height()
        assert log.visualItemRect(item).height() >= needed, f"row {row} is cut off: {clean(item.text())!r}"


def test_the_log_follows_play_undo_and_redo(table: Table) -> None:
    table.launch()
    new_game(table, "Quest", NAMES, "physical")
    rng = random.Random(3)
    console = table.console()
    for step in range(120):
        if play_step(table, rng) == "over":
            break
        if step % 7 == 6:
            for item in ("Undo", "Undo", "Redo"):
                with contextlib.suppress(DriverError):  # nothing to take back yet (the deal is never undone)
                    table.menu("Play", item)
        _check_log(table.console())
    assert table.console() is console and console.log.count() > 20, _lines(console)


def test_lines_wrap_anew_when_the_console_narrows(table: Table) -> None:
    table.launch()
    new_game(table, "Quest", NAMES, "physical")
    rng = random.Random(5)
    for _ in range(30):
        play_step(table, rng)
    console = table.console()
    console.resize(console.width() - 300, console.height())
    table.qtbot.waitUntil(lambda: console.log.viewport().width() == console.log._measured_width)
    _check_log(console)
