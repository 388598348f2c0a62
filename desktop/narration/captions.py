"""A narration line as the windows show it: in its own language's direction, whatever the UI's.

A Persian line in an English or Chinese window keeps its full stop and its exclamation mark at its left end, and an
English line in a Persian window keeps them at its right end. The line carries its direction itself, with the
oldest bidi controls every text engine applies (an isolate, U+2066...U+2069, is ignored by some, and the punctuation
then lands on the wrong side): a mark that opens the paragraph in the line's direction (a label takes its direction
from its first strong character) and an embedding around the words (a list or a button lays a line out in the
window's direction, whatever its first character).
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.i18n import direction_for

RLM, LRM = "\u200f", "\u200e"
RLE, LRE, PDF = "\u202b", "\u202a", "\u202c"
#: The wrappers a shown line may carry already (a line shown again after a language switch; an older isolate).
WRAPPERS = ((RLM + RLE, PDF + RLM), (LRM + LRE, PDF + LRM), ("\u2067", "\u2069"), ("\u2066", "\u2069"))


def caption_line(text: str, lang: str) -> str:
    """``text``, a line in the narration language ``lang``, set in that language's direction (each of its lines)."""
    if not text:
        return text
    rtl = direction_for(lang) == Qt.LayoutDirection.RightToLeft
    mark, embed = (RLM, RLE) if rtl else (LRM, LRE)
    return "\n".join(f"{mark}{embed}{plain_line(line)}{PDF}{mark}" if line else line for line in text.split("\n"))


def plain_line(text: str) -> str:
    """A line without the wrapper :func:`caption_line` (or an older isolate) put around it."""
    for opener, closer in WRAPPERS:
        if text.startswith(opener) and text.endswith(closer) and len(text) >= len(opener) + len(closer):
            return text[len(opener):-len(closer)]
    return text
