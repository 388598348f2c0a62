"""Issue 33: the laptop's night screen reads like the rest of the app, and the TV's night screen follows the language.

Every text of the dim screen is light on its black background (at least 7:1); a chosen value is filled with the
accent exactly as on the day's choice forms, in the light and the dark theme (switched while the screen is open);
in Persian the TV's names row reads right to left, as the rest of the board.
"""

from __future__ import annotations

import random
from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QImage, QTextLayout, QTextOption
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from desktop.style import PALETTES, current_theme
from tests.desktop.observer import clean
from tests.desktop.table import PLAYERS, Table, hold_to_open, switch_language
from tests.desktop.test_onuw_night_issue30 import _to_call, night_panel, start_one_night

ROLES = ["werewolf", "seer", "robber", "troublemaker", "villager", "villager", "insomniac", "werewolf"]


def luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def pixels(image: QImage, widget: QWidget, panel: QWidget) -> Counter[str]:
    top = widget.mapTo(panel, widget.rect().topLeft())
    counts: Counter[str] = Counter()
    for x in range(max(0, top.x()), min(image.width(), top.x() + widget.width())):
        for y in range(max(0, top.y()), min(image.height(), top.y() + widget.height())):
            counts[image.pixelColor(x, y).name()] += 1
    return counts


def check_the_screen(panel: QWidget, chosen: QAbstractButton) -> None:
    image = panel.grab().toImage()
    background = QColor(Counter(image.pixelColor(x, 2).name() for x in range(image.width())).most_common(1)[0][0])
    assert luminance(background) < 0.01, background.name()
    for label in panel.findChildren(QLabel):
        if not label.isVisible() or not clean(label.text()):
            continue
        ink = max((QColor(name) for name in pixels(image, label, panel)), key=luminance)
        assert contrast(ink, background) >= 7, f"{clean(label.text())!r}: {ink.name()} on {background.name()}"
    # The day's selected style: the accent fills the chosen button, as in desktop/style.py.
    palette = PALETTES[current_theme()]
    fill = pixels(image, chosen, panel).most_common(1)[0][0]
    assert fill == QColor(palette.accent).name(), f"{current_theme()}: the chosen value is {fill}, not {palette.accent}"
    for other in panel.findChildren(QAbstractButton):
        if other.isVisible() and other.isCheckable() and not other.isChecked() and other.isEnabled():
            assert pixels(image, other, panel).most_common(1)[0][0] != QColor(palette.accent).name()


def test_the_night_screen_is_readable_and_a_chosen_value_is_filled(table: Table) -> None:
    start_one_night(table, ROLES, seed=3)  # the Troublemaker is dealt to a player
    _to_call(table, "troublemaker", random.Random(3))
    hold_to_open(table)
    panel = night_panel(table)
    assert panel is not None and panel.forms
    chosen = next(b for b in table.buttons() if b.isCheckable() and clean(b.text()) == PLAYERS[1])
    table.click(chosen)
    assert chosen.isChecked()
    check_the_screen(panel, chosen)
    table.menu("View", "Dark theme")
    try:
        assert night_panel(table) is panel and chosen.isChecked(), "the open screen stays as it is"
        check_the_screen(panel, chosen)
    finally:
        table.menu("View", "Light theme")
    check_the_screen(panel, chosen)


def order_on_screen(label: QLabel, names: list[str]) -> list[str]:
    """The names of a one-line label from left to right, as Qt lays its text out (a QLabel takes its paragraph's
    direction from the text itself)."""
    text = label.text()
    layout = QTextLayout(text, QFont(label.font()))
    option = QTextOption()
    option.setTextDirection(Qt.LayoutDirection.LayoutDirectionAuto)
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(100000)
    layout.endLayout()
    return sorted(names, key=lambda name: line.cursorToX(text.index(name))[0])


def test_the_tv_night_screen_names_row_follows_the_layout_direction(table: Table) -> None:
    players = start_one_night(table, ROLES, seed=3)
    board = table.board()
    table.qtbot.waitUntil(lambda: board.night_shown(), timeout=5000)
    row = board.night_seats
    assert order_on_screen(row, players) == players, "left to right in English"
    switch_language(table, "fa")
    try:
        assert board.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert order_on_screen(row, players) == players[::-1], "right to left in Persian, the first player at the right"
    finally:
        switch_language(table, "en")
    assert order_on_screen(row, players) == players
