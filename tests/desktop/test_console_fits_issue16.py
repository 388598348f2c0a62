"""The console fits a laptop (issue 16): at 1280x800 and 1366x768, less a title bar and a panel, no button is cut off
(Undo, Redo and Blank the board were off screen at 1200x800), in every game, at the busiest moments; and the
console comes back at the size and place it was left at, across a quit and a resume."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QPushButton, QWidget

from desktop.console.window import TITLE_BAR
from tests.desktop.table import Table, new_game, play_step

# Screen, less a 32 px title bar and a 28 px panel.
LAPTOPS = {"1280x800": (1280, 740), "1366x768": (1366, 708)}
GAMES = {
    "Quest": ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid", "Gia", "Hoa", "Ivo", "Jun"],
    "The Resistance: Avalon": ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid", "Gia", "Hoa", "Ivo", "Jun"],
    "One Night Ultimate Werewolf + Daybreak": ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid", "Gia"],
    "Castle of the Devil": ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid"],
}


def in_scroll_area(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def cut_off(window: QWidget) -> list[str]:
    """Visible buttons whose label is clipped, or not wholly inside the window and every panel around them (a
    button in a scroll area can be scrolled to, so only its scroll area must be on screen)."""
    problems = []
    for button in window.findChildren(QAbstractButton):
        if not button.isVisible() or button.window() is not window:
            continue
        if label_clipped(button):
            problems.append(f"{button.text()!r} does not fit its button ({button.width()} px)")
        if in_scroll_area(button):
            continue
        rect = QRect(button.mapTo(window, button.rect().topLeft()), button.size())
        widget: QWidget | None = button.parentWidget()
        while widget is not None and widget is not window:
            shown = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
            if not shown.contains(rect):
                problems.append(f"{button.text() or button.accessibleName()!r} cut off by {type(widget).__name__}")
                break
            widget = widget.parentWidget()
        if not window.rect().contains(rect):
            problems.append(f"{button.text() or button.accessibleName()!r} outside the window")
    return problems


def label_clipped(button: QAbstractButton) -> bool:
    """A push button's one-line label wider than the room its border and padding leave (for a default button,
    in the bold the style sheet paints it in: Qt sizes it for the regular weight)."""
    text = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    if not isinstance(button, QPushButton) or not text or "\n" in text:
        return False
    regular = QFontMetrics(button.font()).horizontalAdvance(text)
    margins = min(button.sizeHint().width() - regular, 40)  # the border and padding around the label
    font = QFont(button.font())
    font.setBold(button.isDefault() or font.bold())
    return QFontMetrics(font).horizontalAdvance(text) + margins > button.width()


@pytest.mark.parametrize("laptop", sorted(LAPTOPS))
@pytest.mark.parametrize("title", sorted(GAMES))
def test_every_game_fits_a_laptop_screen(table: Table, laptop: str, title: str) -> None:
    width, height = LAPTOPS[laptop]
    table.launch()
    new_game(table, title, GAMES[title], "app")
    console = table.console()
    console.resize(width, height)
    table.qtbot.waitUntil(lambda: (console.width(), console.height()) == (width, height))
    rng = random.Random(7)
    for step in range(60):  # the deal, the first rounds and choices: the busiest screens of each game
        problems = cut_off(console)
        assert not problems, f"{title} at {laptop}, input {step}: {problems}"
        if play_step(table, rng) == "over":
            break
    for name in ("Undo", "Redo", "Blank the board"):
        assert any(b.isVisible() and b.text().replace("&", "") == name for b in console.findChildren(QAbstractButton))


def test_the_console_comes_back_at_its_size_and_place(table: Table) -> None:
    table.launch()
    new_game(table, "Quest", GAMES["Quest"][:5], "app")
    console = table.console()
    room = console.screen().availableGeometry()
    assert console.width() <= room.width() and console.height() + TITLE_BAR <= room.height(), (
        f"the first console ({console.width()}x{console.height()}) does not fit the screen ({room.width()}x{room.height()})")
    console.setGeometry(60, 50, 1010, 690)
    table.qtbot.waitUntil(lambda: console.size().width() == 1010)
    table.quit()
    table.launch()
    table.qtbot.waitUntil(lambda: table.has_button("Resume"), timeout=5000)
    table.click("Resume")
    console = table.console()
    assert console.geometry() == QRect(60, 50, 1010, 690), "the resumed game's console is where it was left, at its size"
