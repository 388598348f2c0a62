"""The recording studio's list of lines: grouped by game and role, each line's words whole (wrapped), its mark beside.

QTreeView sizes a wrapped row without knowing its column's width, so its rows stay one line high and the words are
cut to a few letters; :class:`WrappingDelegate` measures each row at the width its text really gets, and the rows
are laid out again whenever that width changes.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from .lines import Line

KEY = Qt.ItemDataRole.UserRole


class WrappingDelegate(QStyledItemDelegate):
    def __init__(self, view: QTreeWidget) -> None:
        super().__init__(view)
        self.view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        if index.column() != 0:
            return size
        depth = 1 if self.view.rootIsDecorated() else 0
        parent = index.parent()
        while parent.isValid():
            depth += 1
            parent = parent.parent()
        style = self.view.style()
        margin = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, option, self.view) + 1)
        width = self.view.columnWidth(0) - depth * self.view.indentation() - margin
        if width <= 0:
            return size
        text = str(index.data() or "")
        bounds = option.fontMetrics.boundingRect(QRect(0, 0, width, 1_000_000), Qt.TextFlag.TextWordWrap, text)
        return QSize(size.width(), max(size.height(), bounds.height() + 4))


class LineList(QTreeWidget):
    """Games, their roles, and under each role its lines (key in ``UserRole``); column 1 holds each line's mark."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.items: dict[str, QTreeWidgetItem] = {}
        self.setHeaderHidden(True)
        self.setColumnCount(2)
        self.setWordWrap(True)
        self.setUniformRowHeights(False)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Always there, so a relayout that changes the rows' heights never takes the column's width away in turn.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setItemDelegate(WrappingDelegate(self))
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.sectionResized.connect(self._on_section_resized)

    def _on_section_resized(self, column: int, _old: int, _new: int) -> None:
        if column == 0:
            self.scheduleDelayedItemsLayout()

    def fill(self, entries: list[tuple[str, str, Line]], lang: str) -> None:
        """``entries``: (game's name, role's name, line) in the order to list them."""
        self.clear()
        self.items.clear()
        games: dict[str, QTreeWidgetItem] = {}
        groups: dict[tuple[str, str | None], QTreeWidgetItem] = {}
        for game_name, role_name, line in entries:
            game = games.get(line.game)
            if game is None:
                game = games[line.game] = QTreeWidgetItem(self, [game_name])
                game.setExpanded(True)
            group = groups.get((line.game, line.role))
            if group is None:
                group = groups[(line.game, line.role)] = QTreeWidgetItem(game, [role_name])
                group.setExpanded(True)
            words = line.text(lang)
            item = QTreeWidgetItem(group, [words, ""])
            item.setToolTip(0, words)
            item.setData(0, KEY, line.key)
            self.items[line.key] = item

    def current_key(self) -> str | None:
        item = self.currentItem()
        key = item.data(0, KEY) if item is not None else None
        return str(key) if key else None

    def mark(self, key: str, mark: str, tip: str) -> None:
        self.items[key].setText(1, mark)
        self.items[key].setToolTip(1, tip)
