"""F11 and Ctrl+B work whichever window the moderator last clicked (issue 16): the board's window, clicked, leaves the
keyboard with the console (issue 33), so the keys pressed next reach it. Esc leaving full screen on the laptop's own
screen is tests/desktop/test_one_screen_issue33.py's."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.desktop.table import Table, new_game


def test_f11_and_ctrl_b_after_clicking_the_board_window(table: Table) -> None:
    table.launch()
    new_game(table, "Quest", ["Ana", "Binh", "Chi", "Dara", "Emil"], "physical")
    console, board = table.console(), table.board()
    board.showNormal()
    table.qtbot.waitUntil(lambda: not board.isFullScreen())
    table.click(board)
    assert QApplication.activeWindow() is console, "the board took the keyboard"
    table.key(Qt.Key.Key_F11)
    table.qtbot.waitUntil(board.isFullScreen)
    assert not console.curtain_button.isChecked()
    table.click(board)
    table.key(Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    table.qtbot.waitUntil(console.curtain_button.isChecked)
    table.key(Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier, window=console)
    table.qtbot.waitUntil(lambda: not console.curtain_button.isChecked())
    table.key(Qt.Key.Key_F11, window=console)
    table.qtbot.waitUntil(lambda: not board.isFullScreen())
