"""The real speaker: pyttsx3 renders in a worker process, QtMultimedia plays the files in another.

Nothing here blocks the GUI thread, and the GUI process creates no
QtMultimedia object: rendering runs in ``python -m desktop.narration.worker``
and playback in ``python -m desktop.narration.player`` (see
:mod:`desktop.narration.playback` for why and for its watchdog), both driven
through QProcess signals. The player child keeps two players taking turns, so
the next line is already loaded when its step starts (``cue``), and loops the
ambient night sound quietly underneath.
"""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QProcess, QTimer

from desktop.i18n import LANGUAGES
from desktop.paths import RESOURCES
from engine.i18n import Msg

from .cache import cache_dir
from .packs import T_BROKEN_RECORDING, Pack, PackError, PackLibrary, check_audio
from .playback import JsonLines, PlayerProcess, child_command, child_process, json_line, release_child
from .settings import NarrationSettings
from .speakers import Speaker
from .texts import (
    T_DEVICE_MISSING,
    T_NO_AUDIO,
    T_NO_ENGINE,
    T_NO_OUTPUT,
    T_NO_VOICE,
    T_RENDER_FAILED,
    T_SPEECH_FAILED,
    T_VOICE_MISSING,
)

AMBIENT_FILE = RESOURCES / "sounds" / "night_ambient.wav"
REPLY_TIMEOUT_MS = 30_000  # one line taking longer than this means the worker is stuck
SETTLE_MS = 5_000  # how long the rendered lines wait for the player child to say whether sound can be heard


class MediaSpeaker(Speaker):
    """Renders with a pyttsx3 worker process into the cache, plays in the audio child process."""

    def __init__(self, parent: QObject | None = None, *, cache: Path | None = None,
                 worker_command: list[str] | None = None, player_command: list[str] | None = None,
                 packs: PackLibrary | None = None) -> None:
        super().__init__(parent)
        self._cache = cache or cache_dir()
        self._packs = packs if packs is not None else PackLibrary()  # the recorded lines chosen per language
        self._command = worker_command or child_command("desktop.narration.worker")
        self._settings = NarrationSettings()
        self._process: QProcess | None = None
        self._lines = JsonLines()
        self._stderr: deque[str] = deque(maxlen=20)
        self._hello: dict[str, Any] | None = None
        self._jobs: dict[int, tuple[int, str, str]] = {}  # job id -> (generation, text, lang)
        self._next_job = 1
        self._generation = 0
        self._pending: set[int] = set()
        self._total = 0
        self._files: dict[str, tuple[str, float]] = {}  # text -> (path, seconds), for the current generation
        self._lang = "en"
        self._preview_jobs: set[int] = set()
        self._previewing = False  # the sample line was sent to the player: its end (or failure) answers preview
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._on_worker_stuck)
        self._want_info = False
        self._info_requested = False
        self._settle = QTimer(self)  # rendered lines waiting for the player child's outputs (see _prepared)
        self._settle.setSingleShot(True)
        self._settle.timeout.connect(self.prepared.emit)  # waited long enough: timed as if heard
        self.player = PlayerProcess(self, command=player_command)
        self.player.started.connect(self._on_started)
        self.player.ended.connect(self._on_ended)
        self.player.failed.connect(self._on_failed)
        self.player.unavailable.connect(self._on_unavailable)
        self.player.noOutput.connect(self._on_no_output)
        self.player.deviceMissing.connect(self._on_device_missing)
        self.player.devices.connect(self._on_devices)
        self.player.ready.connect(self._settled)
        self.player.unavailable.connect(self._settled)
        self.apply(self._settings)

    # -- the worker -------------------------------------------------------------------------
    def _ensure_worker(self) -> None:
        if self._process is not None and self._process.state() != QProcess.ProcessState.NotRunning:
            return
        process = child_process(self)
        process.readyReadStandardOutput.connect(self._on_stdout)
        process.readyReadStandardError.connect(self._on_stderr)
        process.errorOccurred.connect(self._on_process_error)
        process.finished.connect(self._on_process_finished)
        self._process = process
        self._lines.clear()
        process.start(self._command[0], self._command[1:])

    def _send(self, message: dict[str, Any]) -> None:
        self._ensure_worker()
        assert self._process is not None
        self._process.write(json_line(message))
        if not self._watchdog.isActive():
            self._watchdog.start(REPLY_TIMEOUT_MS)

    def _on_stdout(self) -> None:
        if self._process is None:
            return
        for message in self._lines.feed(bytes(self._process.readAllStandardOutput().data())):
            self._on_message(message)

    def _on_stderr(self) -> None:
        if self._process is not None:
            text = bytes(self._process.readAllStandardError().data()).decode("utf-8", "replace")
            self._stderr.extend(line for line in text.splitlines() if line.strip())

    def _on_message(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "hello":
            self._hello = message
            if message.get("error"):
                self._engine_missing(str(message["error"]))
            elif self._want_info:
                self._want_info = False
                self.info.emit(self._info())
            return
        job = message.get("id")
        if not isinstance(job, int):
            return
        self._watchdog.start(REPLY_TIMEOUT_MS)
        if job in self._preview_jobs:
            self._preview_jobs.discard(job)
            preview_entry = self._jobs.pop(job, None)
            entry_lang = preview_entry[2] if preview_entry else self._lang
            if kind == "rendered":
                self._play_preview(str(message["path"]))
            else:
                self.previewed.emit(self._job_failed(message, entry_lang))
            self._idle_check()
            return
        entry = self._jobs.pop(job, None)
        if entry is None:
            return
        generation, text, lang = entry
        if generation != self._generation:
            self._idle_check()
            return
        if kind == "rendered":
            self._files[text] = (str(message["path"]), float(message["length"]))
            if message.get("voice_fallback"):
                self.trouble.emit("voice_missing", T_VOICE_MISSING(voice=self._settings.voice,
                                                                   language=LANGUAGES.get(lang, lang)))
        else:
            self._job_failed(message, lang)
        self._finish_job(job)

    def _job_failed(self, message: dict[str, Any], lang: str) -> Msg:
        if message.get("kind") == "no_voice":
            msg = T_NO_VOICE(language=LANGUAGES.get(lang, lang))
            self.trouble.emit(f"no_voice:{lang}", msg)
        else:
            msg = T_RENDER_FAILED(detail=str(message.get("error", "?")))
            self.trouble.emit("render_failed", msg)
        return msg

    def _finish_job(self, job: int) -> None:
        self._pending.discard(job)
        self.progress.emit(self._total - len(self._pending), self._total)
        if not self._pending:
            self._prepared()
        self._idle_check()

    def _prepared(self) -> None:
        """The lines are rendered: prepared, once the player child has said whether they can be heard.

        Its outputs decide each step's length (a line nobody can hear is timed as scripted), and the child
        starts while the lines are rendered, so this rarely waits; at most SETTLE_MS."""
        if self.player.settled or not self._files:
            self._settle.stop()
            self.prepared.emit()
        else:
            self._settle.start(SETTLE_MS)

    def _settled(self) -> None:
        if self._settle.isActive():
            self._settle.stop()
            self.prepared.emit()

    def _idle_check(self) -> None:
        if not self._jobs:
            self._watchdog.stop()

    def _engine_missing(self, reason: str) -> None:
        msg = T_NO_ENGINE(detail=reason)
        self.trouble.emit("no_engine", msg)
        self._abandon_jobs(msg)

    def _abandon_jobs(self, why: Msg) -> None:
        """Give up on every outstanding line: they stay captions only (a sample being rendered says ``why``)."""
        self._watchdog.stop()
        self._jobs.clear()
        if self._preview_jobs:
            self._preview_jobs.clear()
            self.previewed.emit(why)
        if self._pending:
            self._pending.clear()
            self.progress.emit(self._total, self._total)
            self._prepared()

    def _on_worker_stuck(self) -> None:
        msg = T_RENDER_FAILED(detail="the speech engine stopped answering")
        self.trouble.emit("render_failed", msg)
        self._kill_worker()
        self._abandon_jobs(msg)

    def _on_process_error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self._engine_missing(f"{self._command[0]} could not be started")
            self._process = None

    def _on_process_finished(self, code: int, _status: QProcess.ExitStatus) -> None:
        self._on_stdout()
        if self._hello is not None and self._hello.get("error"):
            return  # already said
        if self._jobs:
            detail = self._stderr[-1] if self._stderr else f"exit status {code}"
            msg = T_RENDER_FAILED(detail=detail)
            self.trouble.emit("render_failed", msg)
            outstanding = [j for j in self._jobs if j in self._pending]
            self._jobs.clear()
            if self._preview_jobs:
                self._preview_jobs.clear()
                self.previewed.emit(msg)
            for job in outstanding:
                self._finish_job(job)
        self._watchdog.stop()

    def _kill_worker(self) -> None:
        process, self._process = self._process, None
        if process is not None:
            for signal in (process.readyReadStandardOutput, process.finished, process.errorOccurred):
                signal.disconnect()
            process.finished.connect(process.deleteLater)
            process.kill()  # asynchronous; deleted once it has ended

    def _info(self) -> dict[str, Any]:
        hello = dict(self._hello or {})
        hello.pop("type", None)
        hello["outputs"] = list(self.player.outputs)
        if (problem := self._sound_problem()) is not None:
            hello["problem"] = problem  # the wizard shows it instead of a voice list that cannot be heard
        return hello

    # -- Speaker ----------------------------------------------------------------------------
    def prepare(self, texts: list[str], lang: str, settings: NarrationSettings) -> None:
        self._generation += 1
        self._settle.stop()
        self.player.warm_up()  # the player child starts while the lines are rendered
        self._settings = settings
        self._lang = lang
        self._files = {}
        self._pending = set()
        self._total = len(texts)
        if self._hello is not None and self._hello.get("error"):
            self._engine_missing(str(self._hello["error"]))
            self.progress.emit(self._total, self._total)
            self.prepared.emit()
            return
        pack = self._packs.chosen(lang)
        for text in texts:
            if pack is not None and (recorded := self._recorded(pack, text)) is not None:
                self._files[text] = recorded  # the pack's recording plays, timed by its own length
                continue
            job = self._next_job
            self._next_job += 1
            self._jobs[job] = (self._generation, text, lang)
            self._pending.add(job)
        self.progress.emit(self._total - len(self._pending), self._total)
        if not self._pending:
            self._prepared()
            return
        for job, (_generation, text, lang_) in list(self._jobs.items()):
            if job in self._pending:
                self._send({"type": "render", "id": job, "text": text, "lang": lang_, "voice": settings.voice,
                            "rate": settings.rate, "dir": str(self._cache)})

    def _recorded(self, pack: Pack, text: str) -> tuple[str, float] | None:
        """The pack's recording of ``text`` and its length, or None (not recorded, stale, or damaged: the
        synthetic voice says it; a damaged file is reported once per pack)."""
        path = pack.file_for(text)
        if path is None:
            return None
        try:
            return str(path), check_audio(path.name, path.read_bytes())
        except (OSError, PackError) as exc:
            detail = exc.msg.params.get("detail", "") if isinstance(exc, PackError) else exc.strerror or str(exc)
            self.trouble.emit(f"pack_broken:{pack.id}", T_BROKEN_RECORDING(pack=pack.name, file=path.name,
                                                                            detail=str(detail)))
            return None

    def _sound_problem(self) -> Msg | None:
        """Why nothing can be heard now (no QtMultimedia, no output), or None."""
        if not self.player.available:
            return T_NO_AUDIO(detail=self.player.problem or "?")
        if self.player.no_output is not None:
            return T_NO_OUTPUT()
        return None

    def speech_length(self, text: str) -> float | None:
        if self._sound_problem() is not None:
            return None  # it cannot be heard: captions only, timed as the script says
        found = self._files.get(text)
        return found[1] if found else None

    def cue(self, text: str) -> None:
        """Load the next line into the player child's idle player so it starts at once."""
        found = self._files.get(text)
        if found and self._sound_problem() is None:
            self.player.cue(found[0])

    def play(self, text: str, token: int) -> bool:
        self._previewing = False  # a night line replaces a sample still playing
        found = self._files.get(text)
        if not found or self._sound_problem() is not None:
            self.stop()
            return False
        self.player.play(token, found[0])  # the child stops whatever it was playing first
        return True

    def pause(self) -> None:
        self.player.pause()

    def resume(self) -> None:
        self.player.resume()

    def stop(self) -> None:
        self.player.stop()

    def apply(self, settings: NarrationSettings) -> None:
        self._settings = settings
        self.player.set_volume(settings.volume, settings.ambient_volume)
        self.player.set_device(settings.device)
        if settings.device and not self.player.running:
            self.player.request_devices()  # says at once (asynchronously) when the chosen output is missing

    def ambient(self, action: str) -> None:
        if action == "play":
            if AMBIENT_FILE.exists():
                self.player.ambient("play", str(AMBIENT_FILE))
        else:
            self.player.ambient(action)

    def preview(self, text: str, lang: str, settings: NarrationSettings) -> None:
        self.apply(settings)
        self.player.warm_up()  # the child reports its outputs while the sample is rendered
        if self._hello is not None and self._hello.get("error"):
            self.previewed.emit(T_NO_ENGINE(detail=str(self._hello["error"])))
            return
        if (problem := self._sound_problem()) is not None:
            self.previewed.emit(problem)
            return
        job = self._next_job
        self._next_job += 1
        self._jobs[job] = (-1, text, lang)
        self._preview_jobs.add(job)
        self._send({"type": "render", "id": job, "text": text, "lang": lang, "voice": settings.voice,
                    "rate": settings.rate, "dir": str(self._cache)})

    def request_info(self) -> None:
        self._info_requested = True
        if self.player.available:
            self.player.request_devices()
        if self._hello is not None:
            self.info.emit(self._info())
        else:
            self._want_info = True
            self._ensure_worker()

    def shutdown(self) -> None:
        """Let both children go without waiting for them: they quit when their stdin closes."""
        self.player.shutdown()
        process, self._process = self._process, None
        self._watchdog.stop()
        if process is not None:
            for signal in (process.readyReadStandardOutput, process.finished, process.errorOccurred):
                signal.disconnect()
            release_child(process, 2000)

    def _play_preview(self, path: str) -> None:
        if (problem := self._sound_problem()) is not None:
            self.previewed.emit(problem)
            return
        self._previewing = True
        self.player.play(0, path)

    def _preview_over(self, why: Msg | None) -> None:
        if self._previewing:
            self._previewing = False
            self.previewed.emit(why)

    # -- player child signals ---------------------------------------------------------------
    def _on_started(self, token: int) -> None:
        # Without an output QtMultimedia "plays" at real speed into the void: not heard, whatever the child says.
        if token > 0 and self.player.no_output is None:
            self.started.emit(token)

    def _on_ended(self, token: int) -> None:
        if token > 0:
            self.ended.emit(token)
        elif token == 0:
            self._preview_over(T_NO_OUTPUT() if self.player.no_output is not None else None)

    def _on_failed(self, token: int, detail: str) -> None:
        # No output: the trouble message says it once, not one failure per line.
        msg = T_NO_OUTPUT() if self.player.no_output is not None else T_SPEECH_FAILED(detail=detail)
        if token > 0:
            self.failed.emit(token, None if self.player.no_output is not None else msg)
        elif token == 0:
            self._preview_over(msg)

    def _on_unavailable(self, detail: str) -> None:
        msg = T_NO_AUDIO(detail=detail)
        self.trouble.emit("no_audio", msg)
        self._preview_over(msg)

    def _on_no_output(self, _detail: str) -> None:
        msg = T_NO_OUTPUT()
        self.trouble.emit("no_output", msg)
        self._preview_over(msg)

    def _on_device_missing(self, device: str) -> None:
        if self.player.no_output is None:  # with no output at all, "No sound output" says it (no default plays)
            self.trouble.emit(f"device_missing:{device}", T_DEVICE_MISSING(device=device))

    def _on_devices(self, _outputs: list) -> None:
        if self._info_requested and self._hello is not None and not self._hello.get("error"):
            self.info.emit(self._info())  # again, now with the audio outputs
