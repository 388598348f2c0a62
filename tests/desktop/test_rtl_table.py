"""Right to left, the Avalon board's vote table lines the players' names up on the reading side (the right) like
the Persian roles beside them: a Latin name told to align "leading" went to the left (Qt resolves it by the
text's own direction), so at the end "Ana" ran into her role's words."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QImage

from tests.desktop.boardcheck import settle
from tests.desktop.test_reveal_issue16 import _board, _steps


def _ink(cell: Any) -> tuple[int, int]:
    """The leftmost and rightmost columns of a cell that hold text (pixels unlike its background)."""
    image: QImage = cell.grab().toImage()
    background = image.pixelColor(1, 1)
    columns = [x for x in range(image.width()) for y in range(0, image.height(), 2)
               if abs(image.pixelColor(x, y).lightness() - background.lightness()) > 60]
    return min(columns), max(columns)


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_names_and_roles_on_the_reading_side(qtbot: Any, language: Any, lang: str) -> None:
    language.install(lang)
    board = _board(qtbot, "avalon")
    session, view, _moderator = list(_steps("avalon", 3))[-1]
    assert session.result() is not None
    board.show_view(view, session.result())
    settle()
    rows = board.panel.table.cells[1:]
    for row in rows:
        for cell in row[:2]:  # the name, the role
            left, right = _ink(cell)
            if lang == "fa":
                assert cell.width() - 1 - right < left, (cell.text(), left, right, cell.width())
            else:
                assert left < cell.width() - 1 - right, (cell.text(), left, right, cell.width())
