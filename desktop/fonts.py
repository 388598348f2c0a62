"""Bundled fonts (resources/fonts/, each with its OFL licence) registered with Qt at start.

They cover Latin with Vietnamese diacritics, Persian and Traditional Chinese, so
every language renders the same on a machine that lacks such fonts.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtGui import QFont, QFontDatabase

from .paths import RESOURCES

FONT_DIR = RESOURCES / "fonts"
UI_FAMILIES = ("Noto Sans", "Vazirmatn", "Noto Sans CJK TC")
#: The fonts only one UI language's own text needs (by file name prefix); the rest serve every language.
SCRIPT_FONTS = {"NotoSansTC-": "zh_TW", "Vazirmatn-": "fa"}

#: The scripts of those fonts, as ranges of code points: a text with one of them needs that language's font (a
#: Persian or Chinese player's name in an English UI).
SCRIPT_RANGES = {
    "fa": ((0x0600, 0x06FF), (0x0750, 0x077F), (0x08A0, 0x08FF), (0xFB50, 0xFDFF), (0xFE70, 0xFEFF)),
    "zh_TW": ((0x2E80, 0x2FDF), (0x3000, 0x303F), (0x3100, 0x312F), (0x31A0, 0x31BF), (0x3400, 0x4DBF),
              (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF), (0x20000, 0x2FA1F)),
}

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


def register_fonts_for(texts: Iterable[str]) -> None:
    """Register the fonts that ``texts`` need beyond the UI language's (the first window shows them at once)."""
    seen = {ord(ch) for text in texts for ch in text if ord(ch) >= 0x0600}
    for lang, ranges in SCRIPT_RANGES.items():
        if any(low <= code <= high for code in seen for low, high in ranges):
            register_fonts(lang)


def ui_font(point_size: float | None = None) -> QFont:
    """The UI font: Latin/Vietnamese first, then Persian, then Traditional Chinese as fallbacks."""
    font = QFont()
    font.setFamilies(list(UI_FAMILIES))
    if point_size:
        font.setPointSizeF(point_size)
    return font
