"""The narrator: reads a script aloud step by step, on the GUI thread, without ever blocking it.

Typical use (the console and the board connect to the signals)::

    narrator = Narrator(settings=NarrationSettings(rate=150))
    narrator.stepStarted.connect(board.show_caption)
    narrator.problem.connect(console.show_problem)
    narrator.load(game.script(setup), "zh_TW")   # renders speech in a worker: state "preparing"
    narrator.start()                             # plays as soon as it is ready

Timing: a step lasts its scripted duration (or the table's step length)
counted from the start of its speech, or until its speech ends plus a short
gap when the speech is longer. Speech lengths are measured when the lines are
rendered, before the night starts, so every step's length is a function of
its text alone and known in advance (:attr:`Narrator.planned_lengths`).
Deadlines are absolute on a monotonic clock, so timer jitter never adds up.
If the speech of a step is still audible at its deadline (audio latency),
the next step waits for it to end. Captions go on whatever the speech does.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from PySide6.QtCore import Property, QObject, Signal

from desktop.i18n import catalog, render_ui
from engine.core import ScriptStep
from engine.i18n import Msg

from .settings import NarrationSettings
from .speakers import SilentSpeaker, Speaker
from .texts import STATE_TEXTS, T_NO_AUDIO, T_PREPARING, T_SAMPLE, T_TEST_BUSY
from .timing import Clock, Handle, QtClock, step_length

IDLE, PREPARING, PLAYING, PAUSED, FINISHED = "idle", "preparing", "playing", "paused", "finished"
#: Seconds past a step's planned end that a line still being spoken may hold the next step back.
OVERDUE_LIMIT = 5.0
STATES = (IDLE, PREPARING, PLAYING, PAUSED, FINISHED)


def default_speaker(clock: Clock, parent: QObject | None = None) -> Speaker:
    """The real speaker (pyttsx3 and QtMultimedia, each in a child process), or captions only saying why not."""
    problem = multimedia_problem()
    if problem is not None:
        return SilentSpeaker(("no_audio", T_NO_AUDIO(detail=problem)), parent)
    from .media import MediaSpeaker

    return MediaSpeaker(parent)


def multimedia_problem() -> str | None:
    """Why QtMultimedia cannot load (it is not installed, or Linux lacks libpulse, which it needs), None when nothing
    says so. Asked without importing it: the GUI process never uses it (the player child does), and importing it to
    find out held 3-5 MB for the whole game (issue 35). Any other failure the player child reports when it starts."""
    import importlib.util
    import sys

    if importlib.util.find_spec("PySide6.QtMultimedia") is None:
        return "PySide6.QtMultimedia is not installed"
    from desktop.launch_check import has_library

    if sys.platform.startswith("linux") and not has_library("pulse", "libpulse.so.0"):
        return "libpulse.so.0: cannot open shared object file"
    return None


class Narrator(QObject):
    """Plays a narration script: captions, speech, pause/resume/skip/repeat/stop.

    Signals: ``stepStarted(index, caption)``, ``stepFinished(index)`` (a step
    ended by time or was skipped), ``finished()`` (the last step ended),
    ``stateChanged(state)`` with one of :data:`STATES`, ``progress(done,
    total)`` while speech is rendered, ``problem(message)`` said once per kind
    of problem in the UI language, ``speechStarted(index)`` when a step's
    speech becomes audible, ``engineInfo(dict)`` with the speech engine, its
    version and the voice per language, ``voiceTested(played, why)`` answers
    :meth:`testVoice`.
    """

    stepStarted = Signal(int, str)
    stepFinished = Signal(int)
    finished = Signal()
    stateChanged = Signal(str)
    progress = Signal(int, int)
    problem = Signal(str)
    speechStarted = Signal(int)
    engineInfo = Signal(dict)
    voiceTested = Signal(bool, str)

    def __init__(self, parent: QObject | None = None, *, settings: NarrationSettings | None = None,
                 speaker: Speaker | None = None, clock: Clock | None = None) -> None:
        super().__init__(parent)
        self._clock: Clock = clock if clock is not None else QtClock(self)
        self._settings = settings or NarrationSettings()
        self._speaker = speaker if speaker is not None else default_speaker(self._clock, self)
        self._speaker.progress.connect(self._on_progress)
        self._speaker.prepared.connect(self._on_prepared)
        self._speaker.started.connect(self._on_speech_started)
        self._speaker.ended.connect(self._on_speech_ended)
        self._speaker.failed.connect(self._on_speech_failed)
        self._speaker.trouble.connect(self._report)
        self._speaker.info.connect(self._on_info)
        self._speaker.previewed.connect(self._on_previewed)
        self._steps: list[ScriptStep] = []
        self._captions: list[str] = []
        self._lengths: list[float] = []
        self._lang = "en"
        self._state = IDLE
        self._index = -1
        self._tokens = itertools.count(1)
        self._token = 0
        self._speaking = False
        self._overdue = False
        self._deadline = 0.0
        self._remaining = 0.0
        self._handle: Handle | None = None
        self._start_requested = False
        self._start_index = 0
        self._reported: set[str] = set()
        self._problems: list[Msg] = []
        self._engine_info: dict = {}
        self._progress = (0, 0)
        self._speaker.apply(self._settings)

    # -- read-only state --------------------------------------------------------------------
    def _get_state(self) -> str:
        return self._state

    def _get_index(self) -> int:
        return self._index

    def _get_caption(self) -> str:
        return self._captions[self._index] if 0 <= self._index < len(self._captions) else ""

    state = Property(str, _get_state, notify=stateChanged)  # type: ignore[assignment]
    index = Property(int, _get_index, notify=stepStarted)  # type: ignore[assignment]
    caption = Property(str, _get_caption, notify=stepStarted)  # type: ignore[assignment]

    @property
    def lang(self) -> str:
        return self._lang

    @property
    def steps(self) -> list[ScriptStep]:
        return list(self._steps)

    @property
    def captions(self) -> list[str]:
        """Every step's caption in the narration language (for a timeline)."""
        return list(self._captions)

    @property
    def planned_lengths(self) -> list[float]:
        """Seconds each step lasts (known once prepared; scripted durations before)."""
        return list(self._lengths)

    @property
    def total_length(self) -> float:
        return sum(self._lengths)

    @property
    def problems(self) -> list[str]:
        """Every problem reported so far, in the current UI language."""
        return [render_ui(m) for m in self._problems]

    @property
    def engine_info(self) -> dict:
        return dict(self._engine_info)

    @property
    def speaker(self) -> Speaker:
        return self._speaker

    def status(self) -> Msg:
        """A status line ("Preparing the narration: 3 of 12 lines", "Paused", ...) to render in the UI language."""
        if self._state == PREPARING:
            return T_PREPARING(done=self._progress[0], total=self._progress[1])
        return STATE_TEXTS[self._state]()

    def remaining(self) -> float:
        """Seconds left in the current step (0 outside a night)."""
        if self._state == PLAYING and not self._overdue:
            return max(0.0, self._deadline - self._clock.now())
        if self._state == PAUSED:
            return self._remaining
        return 0.0

    # -- settings ---------------------------------------------------------------------------
    def settings(self) -> NarrationSettings:
        return self._settings

    def setSettings(self, settings: NarrationSettings) -> None:
        """Apply new settings. Volume, device and ambient apply at once; a new voice or speed
        re-renders a loaded script when no night is running (otherwise at the next load)."""
        old, self._settings = self._settings, settings
        self._speaker.apply(settings)
        if self._state in (PLAYING, PAUSED):
            if old.ambient != settings.ambient:
                self._speaker.ambient(("play" if self._state == PLAYING else "pause") if settings.ambient else "stop")
            return
        if self._steps and (old.speech_key() != settings.speech_key()):
            self._prepare()
        elif self._steps and self._state != PREPARING:
            self._compute_lengths()

    # -- commands ---------------------------------------------------------------------------
    def load(self, steps: Sequence[ScriptStep], lang: str) -> None:
        """Take a script and the narration language; renders its speech (state "preparing")."""
        self._halt()
        self._steps = list(steps)
        self._lang = lang
        cat = catalog(lang)
        self._captions = [cat.render(step.msg) for step in self._steps]
        self._index = -1
        self._start_requested = False
        self._prepare()

    def start(self, index: int = 0) -> None:
        """Start the night at step ``index`` (the first by default; a resumed game's current one) as soon as its
        speech is ready; resumes when paused."""
        self._start_index = max(0, min(index, len(self._steps) - 1)) if self._steps else 0
        if self._state == PREPARING:
            self._start_requested = True
        elif self._state == PAUSED:
            self.resume()
        elif self._state in (IDLE, FINISHED):
            if not self._steps:
                self._set_state(FINISHED)
                self.finished.emit()
                return
            self._set_state(PLAYING)
            if self._settings.ambient:
                self._speaker.ambient("play")
            self._begin(self._start_index, self._clock.now())

    def pause(self) -> None:
        """Freeze the night mid-line; the step's remaining time is kept."""
        if self._state != PLAYING:
            if self._state == PREPARING:
                self._start_requested = False
            return
        self._remaining = 0.0 if self._overdue else max(0.0, self._deadline - self._clock.now())
        self._cancel_timer()
        self._speaker.pause()
        self._speaker.ambient("pause")
        self._set_state(PAUSED)

    def resume(self) -> None:
        if self._state != PAUSED:
            return
        self._set_state(PLAYING)
        self._speaker.resume()
        if self._settings.ambient:
            self._speaker.ambient("play")
        self._deadline = self._clock.now() + self._remaining
        if not self._overdue:
            self._handle = self._clock.call_at(self._deadline, self._on_deadline)
        elif not self._speaking:
            self._advance(self._clock.now())
        else:
            self._arm_overdue_limit(self._clock.now())

    def skip(self) -> None:
        """End the current step now and go on with the next (playing, also when paused)."""
        if self._state not in (PLAYING, PAUSED):
            return
        self._cancel_timer()
        self._speaker.stop()
        self._speaking = False
        if self._state == PAUSED:
            self._set_state(PLAYING)
            if self._settings.ambient:
                self._speaker.ambient("play")
        self._advance(self._clock.now())

    def repeat(self) -> None:
        """Start the current step again from its beginning (the last one after the night ended)."""
        if self._state not in (PLAYING, PAUSED, FINISHED) or not self._steps:
            return
        index = min(max(self._index, 0), len(self._steps) - 1)
        self._cancel_timer()
        self._speaker.stop()
        if self._state != PLAYING:
            self._set_state(PLAYING)
            if self._settings.ambient:
                self._speaker.ambient("play")
        self._begin(index, self._clock.now())

    def stop(self) -> None:
        """Stop the night; start() plays it again from the first step."""
        if self._state == PREPARING:
            self._start_requested = False
            return
        self._halt()
        self._index = -1
        if self._steps:
            self._set_state(IDLE)

    def testVoice(self, lang: str | None = None) -> None:
        """Speak a sample line in ``lang`` (the narration language by default) when no night is running.

        Answered by ``voiceTested(True, "")`` once the sample was played to its end, or ``voiceTested(False,
        why)`` with the reason in the UI language (no sound output, no voice, ...)."""
        if self._state in (PLAYING, PAUSED, PREPARING):
            self.voiceTested.emit(False, render_ui(T_TEST_BUSY()))
            return
        lang = lang or self._lang
        self._speaker.preview(catalog(lang).render(T_SAMPLE), lang, self._settings)

    def requestEngineInfo(self) -> None:
        self._speaker.request_info()

    def shutdown(self) -> None:
        self._halt()
        self._speaker.shutdown()

    # -- internals --------------------------------------------------------------------------
    def _prepare(self) -> None:
        self._progress = (0, len(set(self._captions)))
        self._set_state(PREPARING)
        self._lengths = [self._step_duration(step) for step in self._steps]
        texts = list(dict.fromkeys(self._captions))
        self._speaker.prepare(texts, self._lang, self._settings)

    def _step_duration(self, step: ScriptStep) -> float:
        return self._override(step) if self._override(step) is not None else step.duration

    def _override(self, step: ScriptStep) -> float | None:
        """The table's step length, for a line that waits for someone (a wake call); the others keep their own."""
        return self._settings.step_length if step.wait else None

    def _compute_lengths(self) -> None:
        s = self._settings
        self._lengths = [step_length(step.duration, self._speaker.speech_length(text), s.gap, self._override(step))
                         for step, text in zip(self._steps, self._captions, strict=True)]

    def _on_progress(self, done: int, total: int) -> None:
        self._progress = (done, total)
        if self._state == PREPARING:
            self.progress.emit(done, total)

    def _on_prepared(self) -> None:
        if self._state != PREPARING:
            return
        self._compute_lengths()
        self._set_state(IDLE)
        if self._start_requested:
            self._start_requested = False
            self.start(self._start_index)

    def _begin(self, index: int, start: float) -> None:
        self._index = index
        self._overdue = False
        self._speaking = False
        self._token = next(self._tokens)
        self._deadline = start + self._lengths[index]
        self._handle = self._clock.call_at(self._deadline, self._on_deadline)
        self.stepStarted.emit(index, self._captions[index])
        if self._state == PLAYING and self._index == index:
            self._speaking = self._speaker.play(self._captions[index], self._token)
            if index + 1 < len(self._captions):
                self._speaker.cue(self._captions[index + 1])

    def _on_deadline(self) -> None:
        self._handle = None
        if self._state != PLAYING:
            return
        if self._speaking:
            self._overdue = True  # speech started late: the next step waits for it to end ...
            self._arm_overdue_limit(self._deadline)
            return
        self._advance(self._deadline)

    def _arm_overdue_limit(self, since: float) -> None:
        """... but not forever: a line whose end is never reported must not hold the night up."""
        self._handle = self._clock.call_at(since + OVERDUE_LIMIT, self._on_overdue_limit)

    def _on_overdue_limit(self) -> None:
        self._handle = None
        if self._state == PLAYING and self._overdue and self._speaking:
            self._speaker.stop()
            self._advance(self._clock.now())

    def _advance(self, start: float) -> None:
        finished = self._index
        self._speaking = False
        self._overdue = False
        self.stepFinished.emit(finished)
        if self._state != PLAYING or self._index != finished:
            return  # a slot reacted to stepFinished by stopping, skipping or repeating
        if finished + 1 < len(self._steps):
            self._begin(finished + 1, start)
        else:
            self._speaker.ambient("stop")
            self._set_state(FINISHED)
            self.finished.emit()

    def _on_speech_started(self, token: int) -> None:
        if token == self._token and self._state == PLAYING:
            self.speechStarted.emit(self._index)

    def _on_speech_ended(self, token: int) -> None:
        if token != self._token:
            return
        self._speaking = False
        if self._overdue and self._state == PLAYING:
            self._advance(self._clock.now())

    def _on_speech_failed(self, token: int, msg: Msg | None) -> None:
        if isinstance(msg, Msg):  # None: the speaker has said why through ``trouble`` already
            self._report("speech_failed", msg)
        if token != self._token:
            return
        self._speaking = False
        if self._overdue and self._state == PLAYING:
            self._advance(self._clock.now())

    def _on_info(self, info: dict) -> None:
        self._engine_info = dict(info)
        self.engineInfo.emit(dict(info))

    def _on_previewed(self, why: Msg | None) -> None:
        self.voiceTested.emit(why is None, render_ui(why) if why is not None else "")

    def _report(self, key: str, msg: Msg | None) -> None:
        if key in self._reported or msg is None:
            return
        self._reported.add(key)
        self._problems.append(msg)
        self.problem.emit(render_ui(msg))

    def _cancel_timer(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None

    def _halt(self) -> None:
        self._cancel_timer()
        if self._state in (PLAYING, PAUSED):
            self._speaker.stop()
            self._speaker.ambient("stop")
        self._speaking = False
        self._overdue = False
        self._token = next(self._tokens)

    def _set_state(self, state: str) -> None:
        if state != self._state:
            self._state = state
            self.stateChanged.emit(state)
