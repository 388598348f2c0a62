"""One screen only (issue 16): Board > Board inside the console puts the TV board in a pane of the console instead
of a window over it; the game goes on with the board's texts still checked as the board's (never a secret); the
choice is remembered at the next start; unticked, the board is a window of its own again."""

from __future__ import annotations

import random

from tests.desktop.table import Table, new_game, play_step

NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil"]


def test_the_board_as_a_pane_of_the_console(table: Table) -> None:
    table.launch()
    new_game(table, "The Resistance: Avalon", NAMES, "app")
    console, board = table.console(), table.board()
    assert board.isWindow()
    table.menu("Board", "Board inside the console (one screen)")
    assert console.act_board_pane.isChecked()
    assert not board.isWindow() and board.window() is console and board.isVisible()
    assert console.board_dock is not None and console.board_dock.isVisible()
    rng = random.Random(3)
    board_texts = 0
    for _ in range(25):  # the deal and the first team: the observer checks the pane as the TV board
        play_step(table, rng)
        board_texts += sum(1 for kind, _w, _t in table.observer.visible_texts() if kind == "board")
    assert board_texts > 0, "the pane's texts are read as the board's"
    table.quit()
    table.launch()
    table.qtbot.waitUntil(lambda: table.has_button("Resume"), timeout=5000)
    table.click("Resume")
    console, board = table.console(), table.board()
    assert console.act_board_pane.isChecked() and board.window() is console, "remembered at the next start"
    table.menu("Board", "Board inside the console (one screen)")
    assert board.isWindow() and board.isVisible() and console.board_dock is None
    play_step(table, rng)
