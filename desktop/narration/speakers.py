"""Speakers turn narration lines into sound. The narrator only talks to this interface.

* :class:`Speaker` is the interface (a QObject with signals, used on the GUI thread).
* :class:`SilentSpeaker` speaks nothing: captions only, with the reason why.
* :class:`FakeSpeaker` makes no sound but behaves like a real one with
  deterministic speech lengths on an injectable clock (for tests and demos).
* :class:`desktop.narration.media.MediaSpeaker` is the real one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QObject, Signal

from engine.i18n import Msg

from .settings import NarrationSettings
from .texts import T_RENDER_FAILED, T_SILENT, T_SPEECH_FAILED
from .timing import Clock, Handle


class Speaker(QObject):
    """What the narrator needs from a speech back end.

    Signals (all on the GUI thread):
      ``progress(done, total)`` while lines are rendered; ``prepared()`` once
      every line's speech length is known (:meth:`speech_length`);
      ``started(token)`` when a line becomes audible; ``ended(token)`` when it
      has been spoken to the end; ``failed(token, Msg)`` when a line could
      not be spoken; ``trouble(key, Msg)`` for a problem the user should hear
      about once (the key identifies it); ``info(dict)`` describes the engine;
      ``previewed(Msg | None)`` answers :meth:`preview`: None once the sample
      was played to its end, else why it could not be heard.
    """

    progress = Signal(int, int)
    prepared = Signal()
    started = Signal(int)
    ended = Signal(int)
    failed = Signal(int, object)
    trouble = Signal(str, object)
    info = Signal(dict)
    previewed = Signal(object)

    def prepare(self, texts: list[str], lang: str, settings: NarrationSettings) -> None:
        """Make every text ready to speak; emits ``prepared`` when done (possibly before returning)."""
        raise NotImplementedError

    def speech_length(self, text: str) -> float | None:
        """Seconds the prepared ``text`` takes to speak, or None when it will not be spoken."""
        raise NotImplementedError

    def play(self, text: str, token: int) -> bool:
        """Start speaking a prepared text; False when it has no speech (captions only)."""
        raise NotImplementedError

    def cue(self, text: str) -> None:
        """A hint: ``text`` is probably the next line to play (a real speaker preloads it)."""

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def stop(self) -> None: ...

    def apply(self, settings: NarrationSettings) -> None:
        """Apply what can change live: volume, output device, ambient sound volume."""

    def ambient(self, action: str) -> None:
        """"play", "pause" or "stop" the ambient night sound (speakers without sound ignore it)."""

    def preview(self, text: str, lang: str, settings: NarrationSettings) -> None:
        """Speak one line now, outside any night (the "test voice" button); answered by ``previewed``."""

    def request_info(self) -> None:
        """Emit ``info`` with the engine, its version and the voices (as soon as known)."""

    def shutdown(self) -> None:
        """Release players and worker processes."""


class SilentSpeaker(Speaker):
    """Captions only. Says once why (when a reason is given)."""

    def __init__(self, reason: tuple[str, Msg] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reason = reason

    def prepare(self, texts: list[str], lang: str, settings: NarrationSettings) -> None:
        if self._reason is not None:
            self.trouble.emit(*self._reason)
        self.progress.emit(len(texts), len(texts))
        self.prepared.emit()

    def speech_length(self, text: str) -> float | None:
        return None

    def play(self, text: str, token: int) -> bool:
        return False

    def preview(self, text: str, lang: str, settings: NarrationSettings) -> None:
        self.previewed.emit(self._reason[1] if self._reason is not None else T_SILENT())

    def request_info(self) -> None:
        # "problem": why there is no sound (a Msg), for the narration settings to show instead of "no voice".
        self.info.emit({"engine": None, "version": None, "voices": {}, "all_voices": [],
                        "problem": self._reason[1] if self._reason is not None else T_SILENT()})


def default_length(text: str) -> float:
    """The fake speaker's speech length: a steady 14 characters a second plus a breath."""
    return round(0.3 + len(text) / 14.0, 3)


class FakeSpeaker(Speaker):
    """A speaker without sound: lines "play" for a length computed from their text on the given clock.

    ``fail_from``: the play call (0-based count) from which every line fails,
    as a speech engine dying mid-night would. ``missing``: texts whose speech
    cannot be rendered (prepared without speech). Records what it was asked
    in ``calls`` for tests.
    """

    def __init__(self, clock: Clock, length: Callable[[str], float] = default_length, *,
                 fail_from: int | None = None, missing: Iterable[str] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._clock = clock
        self._length = length
        self._fail_from = fail_from
        self._missing = set(missing)
        self._lengths: dict[str, float | None] = {}
        self._playing: tuple[int, float] | None = None  # token, remaining seconds (when paused) or end time
        self._paused = False
        self._handle: Handle | None = None
        self.plays = 0
        self.calls: list[tuple[str, Any]] = []
        self.settings: NarrationSettings | None = None

    def prepare(self, texts: list[str], lang: str, settings: NarrationSettings) -> None:
        self.calls.append(("prepare", lang))
        self.settings = settings
        for done, text in enumerate(texts, 1):
            self._lengths[text] = None if text in self._missing else self._length(text)
            self.progress.emit(done, len(texts))
        if self._missing & set(texts):
            self.trouble.emit("render_failed", T_RENDER_FAILED(detail="fake speaker"))
        self.prepared.emit()

    def speech_length(self, text: str) -> float | None:
        return self._lengths.get(text)

    def play(self, text: str, token: int) -> bool:
        self.calls.append(("play", text))
        self._cancel()
        length = self._lengths.get(text)
        if length is None:
            return False
        self.plays += 1
        if self._fail_from is not None and self.plays > self._fail_from:
            self._handle = self._clock.call_at(self._clock.now(), lambda: self.failed.emit(token, T_SPEECH_FAILED(detail="fake speaker")))
            self._playing = None
            return True
        self._playing = (token, self._clock.now() + length)
        self._paused = False
        self.started.emit(token)
        self._handle = self._clock.call_at(self._clock.now() + length, self._end)
        return True

    def _end(self) -> None:
        self._handle = None
        if self._playing is not None:
            token = self._playing[0]
            self._playing = None
            self.ended.emit(token)

    def _cancel(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None

    @property
    def speaking(self) -> bool:
        return self._playing is not None and not self._paused

    def pause(self) -> None:
        self.calls.append(("pause", None))
        if self._playing is not None and not self._paused:
            self._cancel()
            token, end = self._playing
            self._playing = (token, max(0.0, end - self._clock.now()))
            self._paused = True

    def resume(self) -> None:
        self.calls.append(("resume", None))
        if self._playing is not None and self._paused:
            token, remaining = self._playing
            self._playing = (token, self._clock.now() + remaining)
            self._paused = False
            self._handle = self._clock.call_at(self._clock.now() + remaining, self._end)

    def stop(self) -> None:
        self.calls.append(("stop", None))
        self._cancel()
        self._playing = None
        self._paused = False

    def apply(self, settings: NarrationSettings) -> None:
        self.calls.append(("apply", settings))
        self.settings = settings

    def ambient(self, action: str) -> None:
        self.calls.append(("ambient", action))

    def preview(self, text: str, lang: str, settings: NarrationSettings) -> None:
        self.calls.append(("preview", (text, lang)))
        self.previewed.emit(None)

    def request_info(self) -> None:
        self.info.emit({"engine": "fake", "version": "1", "voices": {}, "all_voices": []})
