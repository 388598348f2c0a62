"""Countdown timers (the Quest discussion, the One Night day timer and vote countdown) as a service.

Time is counted from a monotonic clock, so a busy GUI thread delays a tick but
never the end. Windows only display ``remaining`` and call start/pause/reset.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QLocale, QObject, QTimer, Signal


def format_clock(seconds: float) -> str:
    """"4:59", in the UI locale's digits (Persian digits in Persian), whole seconds rounded up."""
    whole = max(0, int(seconds + 0.999))
    locale = QLocale()
    return f"{locale.toString(whole // 60)}:{locale.toString(whole % 60).rjust(2, locale.zeroDigit())}"


class Countdown(QObject):
    tick = Signal(float)  # seconds remaining
    expired = Signal()
    stateChanged = Signal()

    def __init__(self, parent: QObject | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.clock = clock  # a test may drive its own clock
        self.timer_id = ""
        self.label = ""
        self.total = 0.0
        self._left = 0.0
        self._started_at: float | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self._on_timeout)

    def configure(self, timer_id: str, label: str, seconds: float) -> None:
        self.stop()
        self.timer_id = timer_id
        self.label = label
        self.total = float(seconds)
        self._left = float(seconds)
        self.stateChanged.emit()
        self.tick.emit(self._left)

    @property
    def running(self) -> bool:
        return self._started_at is not None

    @property
    def remaining(self) -> float:
        if self._started_at is None:
            return self._left
        return max(0.0, self._left - (self.clock() - self._started_at))

    def start(self) -> None:
        if self.running or self._left <= 0:
            return
        self._started_at = self.clock()
        self._timer.start()
        self.stateChanged.emit()

    def pause(self) -> None:
        if not self.running:
            return
        self._left = self.remaining
        self._started_at = None
        self._timer.stop()
        self.stateChanged.emit()
        self.tick.emit(self._left)

    def toggle(self) -> None:
        if self.running:
            self.pause()
        else:
            self.start()

    def reset(self) -> None:
        self.pause()
        self._left = self.total
        self.stateChanged.emit()
        self.tick.emit(self._left)

    def stop(self) -> None:
        self._started_at = None
        self._timer.stop()
        self.timer_id = ""
        self.total = 0.0
        self._left = 0.0
        self.stateChanged.emit()

    def _on_timeout(self) -> None:
        left = self.remaining
        self.tick.emit(left)
        if left <= 0:
            self._left = 0.0
            self._started_at = None
            self._timer.stop()
            self.stateChanged.emit()
            self.expired.emit()
