"""Colours and sizes of the TV board, and the contrast arithmetic the readability rules use.

Every board text colour is chosen against the board background for a WCAG
contrast of at least 7:1 (tests check it); sizes are fractions of the board
height so the board reads the same at 1280x720 and 3840x2160.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

#: The smallest text on the board, as a fraction of the board height (3 %).
MIN_TEXT_FRACTION = 0.03
MIN_CONTRAST = 7.0


@dataclass(frozen=True)
class BoardColours:
    background: str = "#0E1116"
    panel: str = "#1A2029"
    panel_active: str = "#26303D"
    text: str = "#F4F1EA"
    muted: str = "#C9CED6"
    good: str = "#9FD0FF"
    evil: str = "#FFB4A8"
    accent: str = "#FFD978"
    curtain: str = "#000000"
    #: The painted table of the seat ring (texts on it keep 7:1 like on the background).
    table: str = "#17202B"
    table_rim: str = "#3A4656"


BOARD = BoardColours()

#: Text roles on the board -> size as a fraction of the board height.
TEXT_SIZES: dict[str, float] = {
    "small": 0.031,
    "body": 0.036,
    "title": 0.045,
    "large": 0.06,
    "huge": 0.12,
}


def relative_luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast_ratio(foreground: QColor | str, background: QColor | str) -> float:
    """WCAG 2 contrast ratio between two colours (1 to 21)."""
    fg = QColor(foreground)
    bg = QColor(background)
    lighter, darker = sorted((relative_luminance(fg), relative_luminance(bg)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)
