"""Issue 31, point 7: the phones' join code on the TV never squeezes the table. It is a band under the table (the
code, then the address and how to join), and the board keeps its readability rules with it (no text under 3 % of
the height, 7:1 contrast, nothing cut off): Avalon's finished quests keep their names and the two-fail mark, at 5, 7
and 10 players in the four languages, mid-game (the moderator may bring the code back at any time); One Night's
night screen shows it too (the deal)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.desktop.boardcheck import readability_problems, settle
from tests.desktop.test_board_look_issue16 import LANGUAGES, _board, views

URL = "http://192.168.1.20:43117/"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_join_code_leaves_the_table_readable(qtbot: Any, language: Any, lang: str) -> None:
    language.install(lang)
    try:
        _boards_with_the_code(qtbot, lang)
    finally:
        language.install("en")  # the fixture is the session's


def _boards_with_the_code(qtbot: Any, lang: str) -> None:
    for game_id, counts in (("avalon", (5, 7, 10)), ("onuw", (4, 10)), ("castle", (4, 10))):
        for count in counts:
            setup, middle, _end, _result = views(game_id, count)
            board = _board(qtbot, setup)
            board.show_view(middle, None)
            settle()
            panel = board.panel.geometry()
            before = [t.text() for t in board.text_widgets()]
            board.show_join(URL)
            settle()
            join = board.join
            assert join is not None and join.isVisible()
            assert readability_problems(board) == [], (game_id, count, lang)
            assert board.panel.width() == panel.width(), "the table keeps its whole width"
            assert not join.geometry().intersects(board.panel.geometry()), "under the table, not over it"
            # Every text of the table as without the code: no compact forms ("1 ✘ / ✘ 1"), no mark left out.
            assert [t.text() for t in board.text_widgets()] == before
            if game_id == "onuw":  # the deal is on the night screen
                board.show_view(dict(middle, phase="night"), None)
                settle()
                assert board.night_shown() and join.isVisible() and join.parent() is board.night
                assert readability_problems(board) == [], (game_id, count, lang, "night")
            board.close()
