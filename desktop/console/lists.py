"""The console's list views (the game log, the narration's lines)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget


def wrap_lines(view: QListWidget) -> None:
    """Long lines wrap inside the list's width: no horizontal scroll bar."""
    view.setWordWrap(True)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setResizeMode(QListWidget.ResizeMode.Adjust)
    view.setTextElideMode(Qt.TextElideMode.ElideNone)
    view.setUniformItemSizes(False)

