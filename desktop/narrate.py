"""The narration service the windows use: the narration package's Narrator when present, else captions only.

Both have the same API (load/start/pause/resume/skip/repeat/stop and the
signals stepStarted(int, str), stepFinished(int), finished(), stateChanged(str),
progress(int, int), problem(str)), so the console never knows which one runs.
"""

from __future__ import annotations

import os
import time
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from engine.core import ScriptStep

from .i18n import catalog


class CaptionNarrator(QObject):
    """Shows each step's caption for its duration, with no speech. Pausing keeps the remaining time."""

    stepStarted = Signal(int, str)
    stepFinished = Signal(int)
    finished = Signal()
    stateChanged = Signal(str)
    progress = Signal(int, int)
    problem = Signal(str)

    def __init__(self, parent: QObject | None = None, time_scale: float = 1.0) -> None:
        super().__init__(parent)
        self.time_scale = time_scale
        self.steps: list[ScriptStep] = []
        self.captions: list[str] = []
        self.index = -1
        self.state = "idle"
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)
        self._left_ms = 0
        self._started = 0.0

    def load(self, steps: Sequence[ScriptStep], lang: str) -> None:
        self.stop()
        self.steps = list(steps)
        cat = catalog(lang)
        self.captions = [cat.render(s.msg) for s in self.steps]
        self.progress.emit(len(self.steps), len(self.steps))
        self._set_state("ready")

    def _set_state(self, state: str) -> None:
        self.state = state
        self.stateChanged.emit(state)

    def _begin(self, index: int) -> None:
        self.index = index
        if index >= len(self.steps):
            self._set_state("finished")
            self.finished.emit()
            return
        self.stepStarted.emit(index, self.captions[index])
        self._left_ms = int(self.steps[index].duration * 1000 * self.time_scale)
        self._started = time.monotonic()
        self._timer.start(self._left_ms)

    def remaining(self) -> float:
        """Seconds left in the current step (0 when none runs)."""
        if self.state == "playing":
            return max(0.0, (self._left_ms / 1000 - (time.monotonic() - self._started)))
        return self._left_ms / 1000 if self.state == "paused" else 0.0

    def _next(self) -> None:
        if 0 <= self.index < len(self.steps):
            self.stepFinished.emit(self.index)
        self._begin(self.index + 1)

    def start(self, index: int = 0) -> None:
        if not self.steps:
            return
        self._set_state("playing")
        self._begin(max(0, min(index, len(self.steps) - 1)))

    def pause(self) -> None:
        if self.state != "playing":
            return
        self._left_ms = max(0, self._left_ms - int((time.monotonic() - self._started) * 1000))
        self._timer.stop()
        self._set_state("paused")

    def resume(self) -> None:
        if self.state != "paused":
            return
        self._started = time.monotonic()
        self._timer.start(self._left_ms)
        self._set_state("playing")

    def skip(self) -> None:
        if self.state in ("playing", "paused"):
            self._timer.stop()
            if self.state == "paused":
                self._set_state("playing")
            self._next()

    def repeat(self) -> None:
        if self.state in ("playing", "paused") and 0 <= self.index < len(self.steps):
            self._timer.stop()
            self._set_state("playing")
            self._begin(self.index)

    def stop(self) -> None:
        self._timer.stop()
        if self.state in ("playing", "paused"):
            self._set_state("stopped")
        self.index = -1


def make_narrator(parent: QObject | None = None, settings: dict[str, Any] | None = None, silent: bool | None = None) -> QObject:
    """The narrator (speech and captions), or captions only when the narration package is missing.

    ``silent`` (default: the environment variable TABLEKEEPER_SILENT) keeps captions and timing but
    no speech, for tests and the screenshot tour.
    """
    try:
        from .narration.service import Narrator
        from .narration.settings import NarrationSettings
        from .narration.speakers import SilentSpeaker
    except ImportError:
        return CaptionNarrator(parent)
    try:
        chosen = NarrationSettings.from_json(settings or {})
    except (TypeError, ValueError):
        chosen = NarrationSettings()
    if silent is None:
        silent = os.environ.get("TABLEKEEPER_SILENT", "") not in ("", "0")
    speaker = SilentSpeaker() if silent else None
    return Narrator(parent, settings=chosen, speaker=speaker)
