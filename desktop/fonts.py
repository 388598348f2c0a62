"""Bundled fonts (resources/fonts/, each with its OFL licence) registered with Qt at start.

They cover Latin with Vietnamese diacritics, Persian and Traditional Chinese, so
every language renders the same on a machine that lacks such fonts.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase

from .paths import RESOURCES

FONT_DIR = RESOURCES / "fonts"
UI_FAMILIES = ("Noto Sans", "Vazirmatn", "Noto Sans CJK TC")
#: The fonts only one UI language's own text needs (by file name prefix); the rest serve every language.
SCRIPT_FONTS = {"NotoSansTC-": "zh_TW", "Vazirmatn-": "fa"}

_registered: dict[str, tuple[str, ...]] = {}  # file name -> the families Qt found in it


def register_fonts(lang: str | None = None) -> tuple[str, ...]:
    """Register the bundled font files (once each): every one, or with ``lang`` those its UI needs at once (the
    app's first frame; the rest follow right after it, issue 35). Returns the family names Qt found so far."""
    for path in sorted(FONT_DIR.glob("*.[ot]t[fc]")):
        script = next((owner for prefix, owner in SCRIPT_FONTS.items() if path.name.startswith(prefix)), None)
        if path.name in _registered or (lang is not None and script not in (None, lang)):
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        _registered[path.name] = tuple(QFontDatabase.applicationFontFamilies(font_id)) if font_id >= 0 else ()
    return tuple(dict.fromkeys(family for families in _registered.values() for family in families))


def ui_font(point_size: float | None = None) -> QFont:
    """The UI font: Latin/Vietnamese first, then Persian, then Traditional Chinese as fallbacks."""
    font = QFont()
    font.setFamilies(list(UI_FAMILIES))
    if point_size:
        font.setPointSizeF(point_size)
    return font
