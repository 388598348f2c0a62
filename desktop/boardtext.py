"""Board text that fits: sizes are fractions of the board height, shrunk (never below 3 %) to fit its box.

:class:`BoardText` never elides. If a text cannot fit even at the minimum size
it reports :meth:`overflows`, which the readability tests check at every board
size. Colours come from the board theme, each with at least 7:1 contrast.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPalette, QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QWidget

from .fonts import ui_font
from .theme import BOARD, MIN_TEXT_FRACTION, TEXT_SIZES


def board_height(widget: QWidget) -> int:
    """The height the board's sizes are fractions of: its window's; inside the console (one screen) the pane's, as
    if it were no taller than 4:3 (a narrow pane would otherwise give the board texts too wide for it)."""
    board: QWidget | None = widget
    while board is not None and board.objectName() != "board":
        board = board.parentWidget()
    if board is None or board.isWindow():
        return max(1, widget.window().height())
    return max(1, min(board.height(), board.width() * 3 // 4))


def min_text_px(height: int) -> int:
    return math.ceil(MIN_TEXT_FRACTION * height)


def paint_panel(widget: QWidget, background: str) -> None:
    widget.setAutoFillBackground(True)
    palette = widget.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor(background))
    widget.setPalette(palette)


class BoardText(QLabel):
    """A label on the board: ``size`` is a key of theme.TEXT_SIZES; ``colour`` a field of theme.BOARD."""

    def __init__(self, size: str = "body", colour: str = "text", background: str = "background",
                 wrap: bool = True, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.size_role = size
        self.wrap = wrap
        self.setWordWrap(wrap)
        self.setAlignment(align)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMargin(0)
        self.set_colours(colour, background)
        self._fitted_px = 0

    def set_colours(self, colour: str, background: str) -> None:
        self.colour_name = colour
        self.background_name = background
        self.fg = QColor(getattr(BOARD, colour))
        self.bg = QColor(getattr(BOARD, background))
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.WindowText, self.fg)
        palette.setColor(QPalette.ColorRole.Window, self.bg)
        self.setPalette(palette)

    # -- sizes ---------------------------------------------------------------------
    def target_px(self) -> int:
        height = board_height(self)
        return max(min_text_px(height), round(TEXT_SIZES[self.size_role] * height))

    def min_px(self) -> int:
        return min_text_px(board_height(self))

    def _font(self, px: int):
        font = ui_font()
        font.setPixelSize(px)
        if self.size_role in ("title", "large", "huge"):
            font.setBold(True)
        return font

    def _measure(self, px: int, width: int) -> QRect:
        metrics = QFontMetrics(self._font(px))
        flags = int(Qt.TextFlag.TextWordWrap) if self.wrap else 0
        return metrics.boundingRect(QRect(0, 0, max(1, width), 100000), flags | int(self.alignment()), self.text())

    def sizeHint(self) -> QSize:
        if not self.text():
            return QSize(0, 0)
        metrics = QFontMetrics(self._font(self.target_px()))
        lines = self.text().count("\n") + 1
        width = max(metrics.horizontalAdvance(line) for line in self.text().split("\n"))
        return QSize(width, metrics.lineSpacing() * lines)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, 0)

    def fits_at(self, px: int) -> bool:
        box = self.contentsRect()
        need = self._measure(px, box.width())
        return need.width() <= box.width() and need.height() <= box.height()

    def fit(self) -> None:
        if not self.text() or self.contentsRect().width() <= 0:
            return
        px = self.target_px()
        floor = self.min_px()
        while px > floor and not self.fits_at(px):
            px = max(floor, int(px * 0.92))
        if px != self._fitted_px or self.font().pixelSize() != px:
            self._fitted_px = px
            self.setFont(self._font(px))

    def overflows(self) -> bool:
        """True if the text does not fit its box even at the smallest allowed size."""
        return bool(self.text()) and self.isVisible() and not self.fits_at(self.font().pixelSize())

    def setText(self, text: str) -> None:
        if text == self.text():
            return
        super().setText(text)
        self.updateGeometry()
        self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()


class FittingText(BoardText):
    """A board text with shorter fallbacks: the first variant that fits at the smallest allowed size is shown.

    A fight at ten players may put eight supporters on one side; rather than shrink below 3 % of the board
    height or cut the text off, the box then lists fewer details (counts instead of names).
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.variants: list[str] = []

    def set_variants(self, variants: list[str]) -> None:
        # Empty variants are dropped, but a last empty one stays: nothing rather than a text that does not fit.
        last_resort = [""] if variants and not variants[-1] and any(variants) else []
        variants = [v for v in variants if v] + last_resort or [""]
        if variants == self.variants:
            return
        self.variants = variants
        self._choose()

    def _choose(self) -> None:
        if not self.variants:
            return
        chosen = self.variants[-1]
        if self.contentsRect().width() > 0:
            for variant in self.variants:
                QLabel.setText(self, variant)
                if self.fits_at(self.min_px()):
                    chosen = variant
                    break
        else:
            chosen = self.variants[0]
        QLabel.setText(self, chosen)
        self.updateGeometry()
        self._fitted_px = 0
        self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        QLabel.resizeEvent(self, event)
        self._choose()
