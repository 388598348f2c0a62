"""The board's reveal moments: cards turned one at a time, totals counted up, never blocking the console.

A :class:`Reveal` plays a panel's frames on a single-shot timer (never a sleep): the panel draws frame 0 at once,
then 1, 2, ... after their delays, then its final state (``draw(None)``: exactly what it shows without animation).
A click or a key on the board (:meth:`Reveal.skip`) draws the final state at once; a new view cancels it (the
panel draws the new view in full). With "reduce motion" (:func:`motion_enabled` False) the final state is drawn
at once. The frames are drawn from the public view only: a face-down card carries no value.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QRectF, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from .icons import paint_icon
from .theme import BOARD

#: Set to 1 (or true, yes, on) to turn every board animation off, whatever the setting says (the tests do).
ENV = "TABLEKEEPER_REDUCE_MOTION"
#: A card's turn, the pause before the result's marker, a count's step (milliseconds).
TURN_MS = 600
PAUSE_MS = 900
COUNT_MS = 180

_reduce_motion: bool | None = None  # the setting, as the console last told it (None: read it once from the settings)


def set_reduce_motion(on: bool) -> None:
    """The "Reduce motion" setting, as the console's menu sets it."""
    global _reduce_motion
    _reduce_motion = on


def remember_reduce_motion(on: bool) -> None:
    """The console's View > Reduce motion: from now on, and remembered in the settings."""
    from .settings import AppSettings

    set_reduce_motion(on)
    AppSettings().reduce_motion = on


def motion_enabled() -> bool:
    """Whether the board animates its reveals: not with ``TABLEKEEPER_REDUCE_MOTION=1``, nor with the setting on."""
    global _reduce_motion
    env = os.environ.get(ENV, "").strip().lower()
    if env in ("1", "true", "yes", "on"):
        return False
    if _reduce_motion is None:
        from .settings import AppSettings

        _reduce_motion = AppSettings().reduce_motion
    return not _reduce_motion


class Reveal(QObject):
    """Frames played one after another; ``draw(frame)`` draws one (``None``: the final state)."""

    #: The final state is drawn (played to the end, skipped or cancelled).
    finished = Signal()
    #: A frame was drawn (its number).
    stepped = Signal(int)

    def __init__(self, draw: Callable[[int | None], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._draw = draw
        self._delays: list[int] = []
        self.frame: int | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)

    def running(self) -> bool:
        return self.frame is not None

    def play(self, delays: Sequence[int]) -> None:
        """Draw frame 0 now, then frame i + 1 after ``delays[i]`` ms; after the last delay the final state. Without
        motion (or without delays) the final state at once."""
        self._timer.stop()
        self._delays = list(delays)
        if not self._delays or not motion_enabled():
            self.frame = None
            self._draw(None)
            self.finished.emit()
            return
        self.frame = 0
        self._draw(0)
        self.stepped.emit(0)
        self._timer.start(self._delays[0])

    def _next(self) -> None:
        if self.frame is None:
            return
        nxt = self.frame + 1
        if nxt >= len(self._delays):
            self.skip()
            return
        self.frame = nxt
        self._draw(nxt)
        self.stepped.emit(nxt)
        self._timer.start(self._delays[nxt])

    def redraw(self) -> None:
        """Draw the current frame again (the same view painted again, in another language)."""
        self._draw(self.frame)

    def skip(self) -> None:
        """To the final state at once (a click or a key on the board)."""
        if self.frame is None:
            return
        self._timer.stop()
        self.frame = None
        self._draw(None)
        self.finished.emit()

    def cancel(self) -> None:
        """Stop without drawing: a new view is drawn in full instead."""
        if self.frame is None:
            return
        self._timer.stop()
        self.frame = None
        self.finished.emit()


def skip_all(root: QObject) -> bool:
    """Skip every running reveal under ``root`` (the board); whether one ran."""
    running = [r for r in root.findChildren(Reveal) if r.running()]
    for reveal in running:
        reveal.skip()
    return bool(running)


def card_order(successes: int, fails: int, *seed: object) -> list[str]:
    """A quest's cards in the order they are turned: shuffled as a table shuffles them, from public facts only (the
    counts and the quest), so the order says nothing about who played which card."""
    cards = ["success"] * max(0, successes) + ["fail"] * max(0, fails)
    random.Random("/".join(str(s) for s in (successes, fails, *seed))).shuffle(cards)
    return cards


def turn_delays(cards: int) -> list[int]:
    """Frame k shows k cards turned: a turn's time before each card, a pause before the result (the final state)."""
    return [TURN_MS] * cards + [PAUSE_MS] if cards else []


def count_steps(start: int, end: int, most: int = 12) -> list[int]:
    """The numbers a total shows on its way from ``start`` to ``end`` (at most ``most`` of them, ``end`` last)."""
    if start == end:
        return [end]
    step = max(1, -(-abs(end - start) // most))
    sign = 1 if end > start else -1
    values = list(range(start + sign * step, end, sign * step))
    return [*values, end]


class CardRow(QWidget):
    """Quest cards lying in a row on the table: face down (a card's back) until turned, then a tick on blue or a
    cross on red (shape first, colour second). Painted only: no text, nothing to read but the marks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faces: list[str | None] = []

    def set_cards(self, faces: Sequence[str | None]) -> None:
        """Each card's face: "success", "fail" or None (face down)."""
        self.faces = list(faces)
        self.update()

    def card_rects(self) -> list[QRectF]:
        count = len(self.faces)
        if not count:
            return []
        gap = max(4.0, self.width() * 0.015)
        height = self.height() * 0.9
        width = min(height / 1.4, (self.width() - gap * (count - 1)) / count)
        height = width * 1.4
        left = (self.width() - count * width - (count - 1) * gap) / 2
        top = (self.height() - height) / 2
        return [QRectF(left + i * (width + gap), top, width, height) for i in range(count)]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for rect, face in zip(self.card_rects(), self.faces, strict=False):
            rim = max(2.0, rect.width() * 0.05)
            fill = {"success": BOARD.good, "fail": BOARD.evil}.get(face or "", BOARD.panel)
            painter.setPen(QPen(QColor(BOARD.muted if face is None else BOARD.text), rim))
            painter.setBrush(QColor(fill))
            painter.drawRoundedRect(rect.adjusted(rim / 2, rim / 2, -rim / 2, -rim / 2), rim * 2, rim * 2)
            side = rect.width() * 0.6
            mark = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
            if face is None:
                paint_icon(painter, "card", mark, BOARD.muted)  # the back: the same for every card
            else:
                paint_icon(painter, face, mark, BOARD.background)
        painter.end()
