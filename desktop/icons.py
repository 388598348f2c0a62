"""The board's SVG icons (resources/icons/, drawn for this project): rendered crisp at any size, in any board colour.

Each SVG is one white shape; :func:`icon_pixmap` renders it at the device pixel size asked and recolours it
(source-in composition), cached by name, size and colour. Icons differ by shape, never by colour alone.
"""

from __future__ import annotations

from functools import cache, lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from .paths import RESOURCES

ICONS = RESOURCES / "icons"

#: The token names the board paints (a file ``<name>.svg`` each).
NAMES = ("crown", "sword", "lady", "trap", "shield", "artifact", "success", "fail", "dead", "card", "bag", "vote",
         "veteran", "amulet", "magic")


@cache
def _renderer(name: str) -> QSvgRenderer:
    renderer = QSvgRenderer(str(ICONS / f"{name}.svg"))
    if not renderer.isValid():
        raise FileNotFoundError(ICONS / f"{name}.svg")
    return renderer


@lru_cache(maxsize=512)
def icon_pixmap(name: str, size: int, colour: str) -> QPixmap:
    """The icon ``name`` as a ``size`` x ``size`` pixmap painted in ``colour``."""
    size = max(1, size)
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _renderer(name).render(painter, QRectF(0, 0, size, size))
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.fillRect(image.rect(), QColor(colour))
    painter.end()
    return QPixmap.fromImage(image)


def paint_icon(painter: QPainter, name: str, rect: QRectF, colour: str) -> None:
    """Paint the icon in ``rect`` (square, centred), sharp on the painter's device (HiDPI included)."""
    side = min(rect.width(), rect.height())
    if side <= 0:
        return
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    pixmap = icon_pixmap(name, round(side * ratio), colour)
    target = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
