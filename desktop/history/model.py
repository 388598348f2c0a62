"""The history's table as a model: a row's words are made when the view first shows the row (a thousand games
open at once), then kept until the list or the language changes."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor

from .index import GameFacts

Index = QModelIndex | QPersistentModelIndex
UNREADABLE = QColor("#A4262C")


class HistoryModel(QAbstractTableModel):
    def __init__(self, cells: Callable[[GameFacts], list[str]], parent: Any = None) -> None:
        super().__init__(parent)
        self.cells = cells  # a game's four cells in the UI language
        self.rows: list[GameFacts] = []
        self.headers: list[str] = []
        self._made: dict[int, list[str]] = {}

    def reset(self, rows: Sequence[GameFacts], headers: Sequence[str]) -> None:
        self.beginResetModel()
        self.rows, self.headers, self._made = list(rows), list(headers), {}
        self.endResetModel()

    def text(self, row: int, column: int) -> str:
        if row not in self._made:
            self._made[row] = self.cells(self.rows[row])
        return self._made[row][column]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's own default
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self.text(index.row(), index.column())
        if role == Qt.ItemDataRole.ForegroundRole and not self.rows[index.row()].readable:
            return UNREADABLE
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole and section < len(self.headers):
            return self.headers[section]
        return None
