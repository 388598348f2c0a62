"""Clocks and the step-length rule, kept free of widgets so tests can drive time by hand.

The rule (issue 6): a step lasts its configured duration counted from the start
of its speech, or until the speech ends plus a short gap when the speech is
longer. Only the text (through the length of its rendered speech) and the
settings enter it: never who holds which card.
"""

from __future__ import annotations

import heapq
import itertools
import math
import time
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, Qt, QTimer


def step_length(duration: float, speech: float | None, gap: float, override: float | None = None) -> float:
    """Seconds a step lasts from the start of its speech.

    ``duration`` is the script's duration, replaced by ``override`` when the
    table chose a step length of its own; ``speech`` the length of the spoken
    line (None when there is no speech: captions only).
    """
    base = override if override is not None else duration
    base = max(0.0, base)
    if speech is None:
        return base
    return max(base, speech + gap)


class Handle(Protocol):
    def cancel(self) -> None: ...


class Clock(Protocol):
    """Monotonic time in seconds plus one-shot callbacks at an absolute time."""

    def now(self) -> float: ...

    def call_at(self, when: float, callback: Callable[[], None]) -> Handle: ...


class _Handle:
    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class QtClock(QObject):
    """The real clock: ``time.monotonic`` and one precise single-shot QTimer on the caller's (GUI) thread.

    Deadlines are absolute, so a timer that fires a little late does not push
    later steps back: the narrator computes each deadline from the previous one.
    One timer serves every pending callback (armed for the earliest), so no
    timer objects are created or deleted while a night runs.
    """

    def __init__(self, parent: QObject | None = None, monotonic: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self._monotonic = monotonic
        self._queue: list[tuple[float, int, _Handle, Callable[[], None]]] = []
        self._seq = itertools.count()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._fire)

    def now(self) -> float:
        return self._monotonic()

    def call_at(self, when: float, callback: Callable[[], None]) -> Handle:
        handle = _Handle()
        heapq.heappush(self._queue, (when, next(self._seq), handle, callback))
        self._arm()
        return handle

    def _arm(self) -> None:
        while self._queue and self._queue[0][2].cancelled:
            heapq.heappop(self._queue)
        if not self._queue:
            self._timer.stop()
            return
        wait = self._queue[0][0] - self.now()
        self._timer.start(max(0, math.ceil(wait * 1000)))

    def _fire(self) -> None:
        now = self.now()
        try:
            while self._queue and self._queue[0][0] <= now + 0.0005:
                _when, _seq, handle, callback = heapq.heappop(self._queue)
                if not handle.cancelled:
                    handle.cancelled = True
                    callback()
        finally:
            self._arm()


class _ManualHandle:
    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class ManualClock:
    """A clock for tests: time moves only when :meth:`advance` is called; due callbacks run in order."""

    def __init__(self, start: float = 1000.0) -> None:
        self._now = start
        self._queue: list[tuple[float, int, _ManualHandle, Callable[[], None]]] = []
        self._seq = itertools.count()

    def now(self) -> float:
        return self._now

    def call_at(self, when: float, callback: Callable[[], None]) -> Handle:
        handle = _ManualHandle()
        heapq.heappush(self._queue, (when, next(self._seq), handle, callback))
        return handle

    def pending(self) -> list[float]:
        return sorted(when for when, _, handle, _ in self._queue if not handle.cancelled)

    def advance(self, seconds: float) -> None:
        """Move time forward, running every callback that falls due (including ones they schedule)."""
        target = self._now + seconds
        while self._queue and self._queue[0][0] <= target + 1e-9:
            when, _, handle, callback = heapq.heappop(self._queue)
            if handle.cancelled:
                continue
            self._now = max(self._now, when)
            callback()
        self._now = target

    def advance_to_next(self) -> float:
        """Jump to the next pending callback and run it (and any due at the same time); returns the new time."""
        upcoming = self.pending()
        if upcoming:
            self.advance(max(0.0, upcoming[0] - self._now))
        return self._now
