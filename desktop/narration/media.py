"""The real speaker: pyttsx3 renders in a worker process, QtMultimedia plays the files.

Nothing here blocks the GUI thread: the worker is driven through QProcess
signals, QMediaPlayer is asynchronous. Two players take turns so the next
line is already loaded when its step starts (``cue``); a third loops the
ambient night sound quietly underneath. Importing this module fails with
ImportError when QtMultimedia cannot load (no libpulse on Linux); the
narrator then goes on with captions only and says so.
"""

from __future__ import annotations

import json
import os
import sys
from collections import deque
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QObject, QProcess, QProcessEnvironment, QTimer, QUrl
from PySide6.QtMultimedia import QAudioDevice, QAudioOutput, QMediaDevices, QMediaPlayer

from desktop.i18n import LANGUAGES

from .cache import cache_dir
from .settings import NarrationSettings
from .speakers import Speaker
from .texts import T_DEVICE_MISSING, T_NO_ENGINE, T_NO_VOICE, T_RENDER_FAILED, T_SPEECH_FAILED, T_VOICE_MISSING

ROOT = Path(__file__).resolve().parents[2]
AMBIENT_FILE = ROOT / "resources" / "sounds" / "night_ambient.wav"
REPLY_TIMEOUT_MS = 30_000  # one line taking longer than this means the worker is stuck


def device_id(device: QAudioDevice) -> str:
    return bytes(device.id().data()).decode("utf-8", "replace")


def find_device(wanted: str) -> QAudioDevice | None:
    for device in QMediaDevices.audioOutputs():
        if device_id(device) == wanted:
            return device
    return None


class _Line:
    """A player with an output, remembering which text it holds and for which token it plays."""

    def __init__(self, parent: QObject) -> None:
        self.player = QMediaPlayer(parent)
        self.output = QAudioOutput(self.player)  # a child of its player: deleted with it, never before it
        self.player.setAudioOutput(self.output)
        self.text: str | None = None
        self.token = 0
        self.heard = False


class MediaSpeaker(Speaker):
    """Renders with a pyttsx3 worker process into the cache, plays with QMediaPlayer."""

    def __init__(self, parent: QObject | None = None, *, cache: Path | None = None,
                 worker_command: list[str] | None = None) -> None:
        super().__init__(parent)
        self._cache = cache or cache_dir()
        self._command = worker_command or [sys.executable, "-m", "desktop.narration.worker"]
        self._settings = NarrationSettings()
        self._process: QProcess | None = None
        self._buffer = b""
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
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._on_worker_stuck)
        self._want_info = False
        self._lines = [_Line(self), _Line(self)]
        self._active = 0
        for line in self._lines:
            line.player.mediaStatusChanged.connect(lambda status, line=line: self._on_status(line, status))
            line.player.positionChanged.connect(lambda pos, line=line: self._on_position(line, pos))
            line.player.errorOccurred.connect(lambda _e, text, line=line: self._on_error(line, text))
        self._ambient = _Line(self)
        self._ambient.player.setLoops(QMediaPlayer.Loops.Infinite)
        self._ambient_loaded = False
        self._devices = QMediaDevices(self)
        self._devices.audioOutputsChanged.connect(self._route)
        self.apply(self._settings)

    # -- the worker -------------------------------------------------------------------------
    def _ensure_worker(self) -> None:
        if self._process is not None and self._process.state() != QProcess.ProcessState.NotRunning:
            return
        process = QProcess(self)
        env = QProcessEnvironment.systemEnvironment()
        env.insert("PYTHONPATH", os.pathsep.join(filter(None, [str(ROOT), env.value("PYTHONPATH", "")])))
        env.insert("PYTHONIOENCODING", "utf-8")
        process.setProcessEnvironment(env)
        process.setWorkingDirectory(str(ROOT))
        process.readyReadStandardOutput.connect(self._on_stdout)
        process.readyReadStandardError.connect(self._on_stderr)
        process.errorOccurred.connect(self._on_process_error)
        process.finished.connect(self._on_process_finished)
        self._process = process
        self._buffer = b""
        process.start(self._command[0], self._command[1:])

    def _send(self, message: dict[str, Any]) -> None:
        self._ensure_worker()
        assert self._process is not None
        self._process.write(QByteArray((json.dumps(message, ensure_ascii=False) + "\n").encode("utf-8")))
        if not self._watchdog.isActive():
            self._watchdog.start(REPLY_TIMEOUT_MS)

    def _on_stdout(self) -> None:
        if self._process is None:
            return
        self._buffer += bytes(self._process.readAllStandardOutput().data())
        while b"\n" in self._buffer:
            raw, self._buffer = self._buffer.split(b"\n", 1)
            try:
                message = json.loads(raw.decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError):
                continue
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
                self._play_file(self._lines[self._active], str(message["path"]), None, 0)
            else:
                self._job_failed(message, entry_lang)
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

    def _job_failed(self, message: dict[str, Any], lang: str) -> None:
        if message.get("kind") == "no_voice":
            self.trouble.emit(f"no_voice:{lang}", T_NO_VOICE(language=LANGUAGES.get(lang, lang)))
        else:
            self.trouble.emit("render_failed", T_RENDER_FAILED(detail=str(message.get("error", "?"))))

    def _finish_job(self, job: int) -> None:
        self._pending.discard(job)
        self.progress.emit(self._total - len(self._pending), self._total)
        if not self._pending:
            self.prepared.emit()
        self._idle_check()

    def _idle_check(self) -> None:
        if not self._jobs:
            self._watchdog.stop()

    def _engine_missing(self, reason: str) -> None:
        self.trouble.emit("no_engine", T_NO_ENGINE(detail=reason))
        self._abandon_jobs()

    def _abandon_jobs(self) -> None:
        """Give up on every outstanding line: they stay captions only."""
        self._watchdog.stop()
        self._jobs.clear()
        self._preview_jobs.clear()
        if self._pending:
            self._pending.clear()
            self.progress.emit(self._total, self._total)
            self.prepared.emit()

    def _on_worker_stuck(self) -> None:
        self.trouble.emit("render_failed", T_RENDER_FAILED(detail="the speech engine stopped answering"))
        self._kill_worker()
        self._abandon_jobs()

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
            self.trouble.emit("render_failed", T_RENDER_FAILED(detail=detail))
            outstanding = [j for j in self._jobs if j in self._pending]
            self._jobs.clear()
            self._preview_jobs.clear()
            for job in outstanding:
                self._finish_job(job)
        self._watchdog.stop()

    def _kill_worker(self) -> None:
        process, self._process = self._process, None
        if process is not None:
            for signal in (process.readyReadStandardOutput, process.finished, process.errorOccurred):
                signal.disconnect()
            process.kill()
            process.waitForFinished(1000)
            process.deleteLater()

    def _info(self) -> dict[str, Any]:
        hello = dict(self._hello or {})
        hello.pop("type", None)
        return hello

    # -- Speaker ----------------------------------------------------------------------------
    def prepare(self, texts: list[str], lang: str, settings: NarrationSettings) -> None:
        self._generation += 1
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
        for text in texts:
            job = self._next_job
            self._next_job += 1
            self._jobs[job] = (self._generation, text, lang)
            self._pending.add(job)
        self.progress.emit(0, self._total)
        if not self._pending:
            self.prepared.emit()
            return
        for job, (_generation, text, lang_) in list(self._jobs.items()):
            if job in self._pending:
                self._send({"type": "render", "id": job, "text": text, "lang": lang_, "voice": settings.voice,
                            "rate": settings.rate, "dir": str(self._cache)})

    def speech_length(self, text: str) -> float | None:
        found = self._files.get(text)
        return found[1] if found else None

    def cue(self, text: str) -> None:
        """Load the next line into the idle player so it starts at once."""
        found = self._files.get(text)
        spare = self._lines[1 - self._active]
        if found and spare.text != text and spare.player.playbackState() == QMediaPlayer.PlaybackState.StoppedState:
            spare.player.setSource(QUrl.fromLocalFile(found[0]))
            spare.text = text

    def play(self, text: str, token: int) -> bool:
        found = self._files.get(text)
        self.stop()
        if not found:
            return False
        spare = self._lines[1 - self._active]
        if spare.text == text:
            self._active = 1 - self._active
        self._play_file(self._lines[self._active], found[0], text, token)
        return True

    def _play_file(self, line: _Line, path: str, text: str | None, token: int) -> None:
        line.token = token
        line.heard = False
        if line.text != text or text is None:
            line.player.setSource(QUrl.fromLocalFile(path))
            line.text = text
        elif line.player.position() != 0:
            line.player.setPosition(0)
        line.player.play()

    def pause(self) -> None:
        line = self._lines[self._active]
        if line.player.playbackState() == QMediaPlayer.PlaybackState.PlayingState:
            line.player.pause()

    def resume(self) -> None:
        line = self._lines[self._active]
        if line.player.playbackState() == QMediaPlayer.PlaybackState.PausedState:
            line.player.play()

    def stop(self) -> None:
        for line in self._lines:
            line.token = 0
            if line.player.playbackState() != QMediaPlayer.PlaybackState.StoppedState:
                line.player.stop()

    def apply(self, settings: NarrationSettings) -> None:
        self._settings = settings
        self._route()
        for line in self._lines:
            line.output.setVolume(settings.volume)
        self._ambient.output.setVolume(settings.volume * settings.ambient_volume)

    def _route(self) -> None:
        """Send sound to the chosen output, or the default one when it is "" or not connected."""
        wanted = self._settings.device
        device = find_device(wanted) if wanted else None
        if wanted and device is None:
            self.trouble.emit(f"device_missing:{wanted}", T_DEVICE_MISSING(device=wanted))
        target = device or QMediaDevices.defaultAudioOutput()
        for line in (*self._lines, self._ambient):
            if line.output.device() != target:
                line.output.setDevice(target)

    def ambient(self, action: str) -> None:
        player = self._ambient.player
        if action == "play":
            if not self._ambient_loaded:
                if not AMBIENT_FILE.exists():
                    return
                player.setSource(QUrl.fromLocalFile(str(AMBIENT_FILE)))
                self._ambient_loaded = True
            player.play()
        elif action == "pause":
            player.pause()
        elif player.playbackState() != QMediaPlayer.PlaybackState.StoppedState:
            player.stop()

    def preview(self, text: str, lang: str, settings: NarrationSettings) -> None:
        self.apply(settings)
        job = self._next_job
        self._next_job += 1
        self._jobs[job] = (-1, text, lang)
        self._preview_jobs.add(job)
        self._send({"type": "render", "id": job, "text": text, "lang": lang, "voice": settings.voice,
                    "rate": settings.rate, "dir": str(self._cache)})

    def request_info(self) -> None:
        if self._hello is not None:
            self.info.emit(self._info())
        else:
            self._want_info = True
            self._ensure_worker()

    def shutdown(self) -> None:
        self.stop()
        self.ambient("stop")
        if self._process is not None and self._process.state() != QProcess.ProcessState.NotRunning:
            self._process.write(QByteArray(b'{"type": "quit"}\n'))
            self._process.closeWriteChannel()
            if not self._process.waitForFinished(2000):
                self._kill_worker()
        self._process = None

    # -- player signals ---------------------------------------------------------------------
    def _on_status(self, line: _Line, status: QMediaPlayer.MediaStatus) -> None:
        if status == QMediaPlayer.MediaStatus.EndOfMedia and line.token:
            token, line.token = line.token, 0
            self.ended.emit(token)

    def _on_position(self, line: _Line, position: int) -> None:
        if position > 0 and line.token and not line.heard:
            line.heard = True
            self.started.emit(line.token)

    def _on_error(self, line: _Line, message: str) -> None:
        if line.token:
            token, line.token = line.token, 0
            self.failed.emit(token, T_SPEECH_FAILED(detail=message or "?"))
        elif line is not self._ambient:
            line.text = None
