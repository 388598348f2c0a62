"""F11 and Ctrl+B work from both windows, and Esc leaves full screen (issue 16): keys pressed on the TV board's
window, as a moderator who clicked the board would press them."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.desktop.table import Table, new_game


def test_f11_ctrl_b_and_esc_on_the_board_window(table: Table) -> None:
    table.launch()
    new_game(table, "Quest", ["Ana", "Binh", "Chi", "Dara", "Emil"], "physical")
    console, board = table.console(), table.board()
    board.showNormal()
    table.qtbot.waitUntil(lambda: not board.isFullScreen())
    table.key(Qt.Key.Key_F11, window=board)
    table.qtbot.waitUntil(board.isFullScreen)
    table.key(Qt.Key.Key_Escape, window=board)
    table.qtbot.waitUntil(lambda: not board.isFullScreen())
    assert not console.curtain_button.isChecked()
    table.key(Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier, window=board)
    table.qtbot.waitUntil(console.curtain_button.isChecked)
    table.key(Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier, window=console)
    table.qtbot.waitUntil(lambda: not console.curtain_button.isChecked())
    table.key(Qt.Key.Key_F11, window=console)
    table.qtbot.waitUntil(board.isFullScreen)
