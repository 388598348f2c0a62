"""The console's list views (the game log, the narration's lines)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QStyle, QStyleOptionViewItem


def wrap_lines(view: QListWidget) -> None:
    """Long lines wrap inside the list's width: no horizontal scroll bar."""
    view.setWordWrap(True)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setResizeMode(QListWidget.ResizeMode.Adjust)
    view.setTextElideMode(Qt.TextElideMode.ElideNone)
    view.setUniformItemSizes(False)


class MeasuredLines(QListWidget):
    """A list of wrapped lines that measures each line once, when it is added or its text changes, and all of
    them only when the width, font or style changes. Qt's list would measure every line again at every insert:
    a long game's log then cost tens of milliseconds per action."""

    def __init__(self) -> None:
        super().__init__()
        wrap_lines(self)
        self._measured_width = -1

    def add_line(self, item: QListWidgetItem) -> None:
        self._measure(item)
        self.addItem(item)

    def set_line_text(self, item: QListWidgetItem, text: str) -> None:
        item.setText(text)
        self._measure(item)

    def _measure(self, item: QListWidgetItem) -> None:
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.text = item.text()
        option.features |= QStyleOptionViewItem.ViewItemFeature.HasDisplay | QStyleOptionViewItem.ViewItemFeature.WrapText
        option.rect = QRect(0, 0, max(self.viewport().width(), 1), max(self.viewport().height(), 1))
        option.textElideMode = Qt.TextElideMode.ElideNone
        size = self.style().sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, option, QSize(), self)
        item.setData(Qt.ItemDataRole.SizeHintRole, size)

    def _measure_all(self) -> None:
        self._measured_width = self.viewport().width()
        for row in range(self.count()):
            item = self.item(row)
            if item is not None:
                self._measure(item)

    def resizeEvent(self, event: QResizeEvent) -> None:
        if self.viewport().width() != self._measured_width:
            self._measure_all()
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.LayoutDirectionChange):
            self._measure_all()
        super().changeEvent(event)
