"""The console's designed look (issue 16): one stylesheet in a light and a dark theme, chosen in View and remembered.

A chosen value looks chosen (filled with the accent), never like a greyed, disabled button; the default button has
a heavy border; the keyboard focus is a visible ring; the TV board is never styled by it.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from desktop.style import PALETTES, SCOPES, stylesheet
from desktop.theme import contrast_ratio
from tests.desktop.table import Table, new_game, play_step


def colour_at(widget: QWidget, x: int, y: int) -> QColor:
    return widget.grab().toImage().pixelColor(x, y)


def fill_of(button: QPushButton) -> QColor:
    """The button's background, a little inside its border (away from the text)."""
    return colour_at(button, 6, button.height() // 2)


def near(a: QColor, b: str, slack: int = 24) -> bool:
    c = QColor(b)
    return abs(a.red() - c.red()) <= slack and abs(a.green() - c.green()) <= slack and abs(a.blue() - c.blue()) <= slack


def seat_buttons(table: Table) -> list[QPushButton]:
    console = table.console()
    return [b for form in console.forms for row in form.buttons.values() for b, _v in row
            if isinstance(b, QPushButton) and b.isVisible() and b.isCheckable()]


def to_the_team_proposal(table: Table) -> None:
    """A physical Avalon game from the wizard, on to the first form with value buttons (the Leader's team)."""
    new_game(table, "The Resistance: Avalon", ["Ana", "Binh", "Chi", "Dara", "Emil"], "physical")
    rng = random.Random(1)
    for _ in range(10):
        if seat_buttons(table):
            return
        play_step(table, rng)
    raise AssertionError("no form with value buttons")


def test_chosen_looks_chosen_and_disabled_looks_disabled_in_both_themes(table: Table) -> None:
    table.launch()
    to_the_team_proposal(table)
    console = table.console()
    for theme in ("light", "dark"):
        table.menu("View", "Light theme" if theme == "light" else "Dark theme")
        palette = PALETTES[theme]
        buttons = seat_buttons(table)
        assert buttons, "the team proposal's seat buttons"
        if not buttons[0].isChecked():
            table.click(buttons[0])
        chosen = next(b for b in seat_buttons(table) if b.isChecked())
        unchosen = next(b for b in seat_buttons(table) if not b.isChecked() and b.isEnabled())
        disabled = console.redo_button  # nothing to redo at the start
        assert not disabled.isEnabled()
        assert near(fill_of(chosen), palette.accent), (theme, fill_of(chosen).name())
        assert near(fill_of(disabled), palette.disabled_button), (theme, fill_of(disabled).name())
        assert near(fill_of(unchosen), palette.button), (theme, fill_of(unchosen).name())
        # Chosen and disabled are far apart, and the chosen one's label stays readable on the accent.
        assert contrast_ratio(fill_of(chosen), fill_of(disabled)) > 2.5
        assert contrast_ratio(QColor(palette.accent_text), QColor(palette.accent)) >= 4.5
        assert near(colour_at(console, 3, console.height() // 2), palette.window)


def test_the_theme_is_remembered_and_the_board_is_not_styled(table: Table) -> None:
    table.launch()
    new_game(table, "The Resistance: Avalon", ["Ana", "Binh", "Chi", "Dara", "Emil"], "physical")
    board_before = table.board().grab().toImage()
    table.menu("View", "Dark theme")
    assert table.console().theme_actions["dark"].isChecked()
    assert QSettings(str(table.home / "config" / "settings.ini"), QSettings.Format.IniFormat).value("ui/theme") == "dark" \
        or table.shell.settings.theme == "dark"
    assert table.board().grab().toImage() == board_before, "the TV board is painted from its own colours only"
    table.quit()
    table.launch()
    table.qtbot.waitUntil(lambda: any(type(w).__name__ in SCOPES and w.isVisible() for w in QApplication.topLevelWidgets()))
    shown = [w for w in QApplication.topLevelWidgets() if type(w).__name__ in SCOPES and w.isVisible()]
    assert all(stylesheet("dark") in w.styleSheet() for w in shown), "the next start is dark too"
    assert not QApplication.instance().styleSheet(), "never the application's: the board would be under it"


def test_the_focus_is_a_visible_ring(table: Table) -> None:
    table.launch()
    to_the_team_proposal(table)
    table.menu("View", "Light theme")
    button = seat_buttons(table)[0]
    button.setFocus(Qt.FocusReason.TabFocusReason)
    table.qtbot.waitUntil(button.hasFocus)
    edge = colour_at(button, button.width() // 2, 1)
    assert near(edge, PALETTES["light"].focus, slack=40), edge.name()
    button.clearFocus()
    table.qtbot.waitUntil(lambda: not button.hasFocus())
    assert not near(colour_at(button, button.width() // 2, 1), PALETTES["light"].focus, slack=40)


def console_label_contrasts(console: QWidget) -> list[tuple[str, float]]:
    """Every visible text label of the console's own parts (not the board), with its contrast as painted: read from
    one picture of the whole window, which holds what is painted behind each label."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QLabel

    from tests.desktop.boardcheck import image_contrast

    picture = console.grab().toImage()
    board = console.board
    out = []
    for label in console.findChildren(QLabel):
        if not label.isVisible() or not label.text().strip() or board.isAncestorOf(label):
            continue
        rect = QRect(label.mapTo(console, label.rect().topLeft()), label.size()).intersected(console.rect())
        ratio = image_contrast(picture.copy(rect))
        if ratio is not None:
            out.append((label.text()[:40], ratio))
    return out


def test_every_console_text_is_readable_in_both_themes_and_the_board_pane_keeps_its_colours(table: Table) -> None:
    """The dark theme painted the input panel light under light text; with the board as a pane, the light theme's
    text colour reached the board's labels (dark on dark)."""
    from tests.desktop.boardcheck import readability_problems

    table.launch()
    to_the_team_proposal(table)
    console = table.console()
    console.resize(1600, 800)
    table.qtbot.waitUntil(lambda: console.width() == 1600)
    table.menu("Board", "Board inside the console (one screen)")
    board = table.board()
    table.qtbot.waitUntil(lambda: board.width() >= 600)
    for theme in ("light", "dark"):
        table.menu("View", "Light theme" if theme == "light" else "Dark theme")
        contrasts = console_label_contrasts(console)
        assert len(contrasts) >= 3
        poor = [(text, round(ratio, 1)) for text, ratio in contrasts if ratio < 4.5]
        assert not poor, f"{theme}: {poor}"
        faint = [p for p in readability_problems(board) if "contrast" in p]
        assert not faint, f"{theme}: the board in its pane: {faint}"
