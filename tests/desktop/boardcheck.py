"""Checks on the TV board: readability rules and no secret tied to a seat.

The readability oracle is independent of the board's own code: it finds the texts itself (every visible QLabel),
measures each with Qt's font metrics in the font the label really has, and computes the WCAG contrast from the
pixels the label renders, with the WCAG formula written out here.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage
from PySide6.QtWidgets import QAbstractScrollArea, QLabel, QScrollBar, QWidget

#: WCAG 2 level AAA for normal text; the board promises it for every text.
MIN_CONTRAST = 7.0
#: No text smaller than 3 % of the board's height (readable from across a room on a TV).
MIN_TEXT_FRACTION = 0.03


def settle() -> None:
    """Let pending layout requests run (a resize lays out children on the next event loop turn)."""
    from PySide6.QtWidgets import QApplication

    for _ in range(3):
        QApplication.processEvents()


def _luminance(colour: QColor) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())


def wcag_contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def rendered_contrast(label: QWidget) -> float | None:
    """Contrast between the label's background (its commonest pixel) and its text colour, read from its pixels.

    Anti-aliased edges blend the text colour into the background, so every channel of every pixel lies between the
    two: the pixels holding a channel's extreme values include the text colour itself.
    """
    return image_contrast(label.grab().toImage())


def image_contrast(image: QImage) -> float | None:
    """rendered_contrast of a piece of a window's picture (a label's rectangle in a grab of the whole window, which
    holds the backgrounds painted behind the label)."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    if image.isNull() or image.width() == 0 or image.height() == 0:
        return None
    row = image.bytesPerLine()
    data = bytes(memoryview(image.constBits()).cast("B")[: row * image.height()])
    pixels = memoryview(data).cast("I")
    per_row = row // 4
    sample: Counter[int] = Counter()
    for y in range(0, image.height(), 16):
        sample.update(pixels[y * per_row: y * per_row + image.width(): 4])
    background = QColor.fromRgb(sample.most_common(1)[0][0])
    candidates = set()
    for channel in range(3):
        values = data[channel::4]
        # `in` on bytes is a memchr, far faster than min()/max() over a large buffer.
        low = next(v for v in range(256) if bytes((v,)) in values)
        high = next(v for v in range(255, -1, -1) if bytes((v,)) in values)
        for extreme in (low, high):
            candidates.add(pixels[values.index(extreme)])
    if candidates == {background.rgb()}:
        return None  # nothing drawn
    return max(wcag_contrast(QColor.fromRgb(rgb), background) for rgb in candidates)


def text_overflows(label: QLabel) -> bool:
    """The label's text, laid out as QLabel lays out plain text in its own font, needs more room than it has."""
    box = label.contentsRect().adjusted(label.margin(), label.margin(), -label.margin(), -label.margin())
    flags = int(label.alignment()) | (int(Qt.TextFlag.TextWordWrap) if label.wordWrap() else 0)
    need = QFontMetrics(label.font()).boundingRect(QRect(0, 0, max(1, box.width()), 1_000_000), flags, label.text())
    return need.width() > box.width() or need.height() > box.height()


def clipped_by(label: QLabel, board: QWidget) -> QWidget | None:
    """The ancestor (up to ``board``) that cuts off part of the label's text, laid out as QLabel lays it out: a
    label may fit its own rectangle and still hang out of the panel it sits in."""
    box = label.contentsRect().adjusted(label.margin(), label.margin(), -label.margin(), -label.margin())
    flags = int(label.alignment()) | (int(Qt.TextFlag.TextWordWrap) if label.wordWrap() else 0)
    need = QFontMetrics(label.font()).boundingRect(box, flags, label.text())
    text = QRect(label.mapTo(board, need.topLeft()), need.size())
    widget = label.parentWidget()
    while widget is not None:
        shown = QRect(widget.mapTo(board, widget.rect().topLeft()), widget.rect().size()) if widget is not board else board.rect()
        if not shown.contains(text):
            return widget
        if widget is board:
            return None
        widget = widget.parentWidget()
    return None


def board_labels(board: QWidget) -> list[QLabel]:
    return [w for w in board.findChildren(QLabel) if w.isVisibleTo(board) and w.text()]


def readability_problems(board: QWidget) -> list[str]:
    floor = math.ceil(MIN_TEXT_FRACTION * board.height())
    problems = []
    for label in board_labels(board):
        font = label.font()
        px = font.pixelSize() if font.pixelSize() > 0 else round(QFontMetrics(font).height())
        if px < floor:
            problems.append(f"{label.text()!r}: {px}px < {floor}px")
        if text_overflows(label):
            problems.append(f"{label.text()!r}: cut off in {label.contentsRect().width()}x{label.contentsRect().height()}")
        elif (clipper := clipped_by(label, board)) is not None:
            problems.append(f"{label.text()!r}: cut off by {type(clipper).__name__} {clipper.objectName()!r}")
        ratio = rendered_contrast(label)
        if ratio is not None and ratio < MIN_CONTRAST:
            problems.append(f"{label.text()!r}: contrast {ratio:.1f}")
    scrolls = [w for w in board.findChildren(QScrollBar) + board.findChildren(QAbstractScrollArea) if w.isVisibleTo(board)]
    if scrolls:
        problems.append(f"scroll bars: {scrolls}")
    return problems


def leaks(board: Any, secrets: dict[int, Any], names: tuple[str, ...]) -> list[str]:
    """Seat tiles naming their seat's secret, or any board text naming a seat together with its secret."""
    found = []
    tiles = getattr(board.panel, "seats", None)
    if tiles is not None:
        for index, tile in enumerate(tiles.tiles):
            text = f"{tile.name.text()}\n{tile.details.text()}".casefold()
            for secret in secrets.get(index, ()):
                if secret and secret.casefold() in text.split("\n")[1] if "\n" in text else False:
                    found.append(f"seat {index} tile shows {secret!r}")
    for label in board_labels(board):
        text = label.text().casefold()
        for seat, items in secrets.items():
            if names[seat].casefold() in text:
                for secret in items:
                    if secret and secret.casefold() in text and secret.casefold() not in names[seat].casefold():
                        found.append(f"{label.text()!r} ties {names[seat]} to {secret!r}")
    return found
