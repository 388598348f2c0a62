"""Bundled fonts (resources/fonts/, each with its OFL licence) registered with Qt at start.

They cover Latin with Vietnamese diacritics, Persian and Traditional Chinese, so
every language renders the same on a machine that lacks such fonts.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QFont, QFontDatabase

from .paths import RESOURCES

FONT_DIR = RESOURCES / "fonts"
UI_FAMILIES = ("Noto Sans", "Vazirmatn", "Noto Sans CJK TC")


@cache
def register_fonts() -> tuple[str, ...]:
    """Register every bundled font file; returns the family names Qt found."""
    families: list[str] = []
    for path in sorted(FONT_DIR.glob("*.[ot]t[fc]")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            families.extend(QFontDatabase.applicationFontFamilies(font_id))
    return tuple(dict.fromkeys(families))


def ui_font(point_size: float | None = None) -> QFont:
    """The UI font: Latin/Vietnamese first, then Persian, then Traditional Chinese as fallbacks."""
    font = QFont()
    font.setFamilies(list(UI_FAMILIES))
    if point_size:
        font.setPointSizeF(point_size)
    return font
