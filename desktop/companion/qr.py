"""The join address as a QR code (segno), for the board to draw crisp at TV size."""

from __future__ import annotations

import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter


def join_qr_svg(url: str, scale: int = 10, border: int = 4) -> str:
    """The QR code of ``url`` as an SVG document (black on white, quiet zone included)."""
    return segno.make(url, error="m", micro=False).svg_inline(scale=scale, border=border, dark="#000", light="#fff")


def join_qr_matrix(url: str) -> list[list[bool]]:
    """The modules of the code (True = dark), without the quiet zone: to paint at any size."""
    code = segno.make(url, error="m", micro=False)
    return [[bool(m) for m in row] for row in code.matrix]


def join_qr_image(url: str, size: int = 512, border: int = 4) -> QImage:
    """The QR code as a square QImage about ``size`` pixels wide, whole pixels per module (crisp edges)."""
    matrix = join_qr_matrix(url)
    modules = len(matrix) + 2 * border
    scale = max(1, size // modules)
    image = QImage(modules * scale, modules * scale, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("black"))
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                painter.drawRect((x + border) * scale, (y + border) * scale, scale, scale)
    painter.end()
    return image
