"""The GUI side of the audio child process (:mod:`desktop.narration.player`).

The GUI process creates no QtMultimedia object at all, so none of
QtMultimedia's threads can ever wait for the GUI thread's GIL. Everything
here is asynchronous: commands are written to a QProcess (which buffers),
answers arrive through its signals. Nothing ever calls ``waitFor*``.

A watchdog keeps the child honest. Every command must be acknowledged; a
``stop`` within :data:`STOP_MS` (the user asked for silence: it must be
silent at once), anything else within :data:`ANSWER_MS`, and a ``ping`` is
sent every :data:`PING_MS` when nothing else is outstanding. A child that
misses its deadline (a deadlock inside QtMultimedia, a crash) is killed,
which silences it at once, and the next command starts a fresh one with the
same volume, output and ambient sound. A line that was waiting to start is
played by the new child; a line that was already audible is reported failed
(the narrator says so once and goes on with captions).
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections import deque
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QProcess, QProcessEnvironment, QTimer, Signal

ROOT = Path(__file__).resolve().parents[2]
STOP_MS = 300  # a stop not carried out within this is forced by killing the child
ANSWER_MS = 2_500  # any other command (or a ping) not answered within this: the child is stuck
PING_MS = 1_000
SPAWN_MS = 20_000  # python + Qt + QtMultimedia starting on a loaded machine
TICK_MS = 50
MAX_FAILED_STARTS = 3



def child_command(module: str) -> list[str]:
    """The command that runs ``python -m module`` as a child: the same interpreter, or in a frozen build (one
    executable, no ``-m``) the executable itself with ``--child`` (desktop/__main__.py dispatches it)."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--child", module]
    return [sys.executable, "-m", module]


_CHILDREN: list[QProcess] = []  # every child made by child_process, for the application's quit


def stop_children() -> None:
    """The application is quitting: every child still running has its stdin closed (it quits then), is given a
    second and is killed if it must, so that none is destroyed with the application while it runs (Qt's
    "QProcess: Destroyed while process ... is still running")."""
    children = [p for p in _CHILDREN if shiboken6.isValid(p)]
    _CHILDREN.clear()
    for process in children:
        if process.state() != QProcess.ProcessState.NotRunning:
            process.closeWriteChannel()
    for process in children:
        if process.state() != QProcess.ProcessState.NotRunning and not process.waitForFinished(1000):
            process.kill()
            process.waitForFinished(1000)


#: Qt Multimedia's start-up reports about optional libraries it did not find: noise in a child's stderr.
QUIET_MULTIMEDIA = "qt.multimedia.symbolsresolver=false;qt.multimedia.ffmpeg=false"


def release_child(process: QProcess, grace_ms: int) -> None:
    """Let a child go without waiting for it: asked to quit (its stdin closes), killed if still running after
    ``grace_ms``, deleted once it has finished. Its owner has disconnected its signals first."""
    if process.state() == QProcess.ProcessState.NotRunning:
        process.deleteLater()
        return
    process.finished.connect(process.deleteLater)
    process.write(QByteArray(b'{"type": "quit"}\n'))
    process.closeWriteChannel()
    QTimer.singleShot(grace_ms, process, process.kill)


def json_line(message: dict[str, Any]) -> QByteArray:
    """A message to a child: one line of JSON, UTF-8."""
    return QByteArray((json.dumps(message, ensure_ascii=False) + "\n").encode("utf-8"))


class JsonLines:
    """A child's standard output as it arrives, read as messages: each whole line that is a JSON object (a line not
    yet ended waits for the rest; one that is not JSON, or not an object, is skipped)."""

    def __init__(self) -> None:
        self.pending = b""

    def clear(self) -> None:
        self.pending = b""

    def feed(self, data: bytes) -> Iterator[dict[str, Any]]:
        """The messages that ``data`` completes, one at a time: a reader that stops early leaves the rest pending."""
        self.pending += data
        return self._messages()

    def _messages(self) -> Iterator[dict[str, Any]]:
        while b"\n" in self.pending:
            raw, self.pending = self.pending.split(b"\n", 1)
            try:
                message = json.loads(raw.decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError):
                continue
            if isinstance(message, dict):
                yield message


def child_process(owner: QObject, quiet_multimedia: bool = False) -> QProcess:
    """A QProcess for a child of ``owner`` that is never destroyed while the child runs.

    It runs from the project's folder with the project on its path and UTF-8 pipes (``quiet_multimedia``: without
    Qt Multimedia's start-up noise).

    The application keeps it (a closed console's narrator, or a test's speaker, is deleted at once, while the child
    it let go at shutdown is still quitting); when its owner goes, a child still running is killed and waited for;
    when the application quits, every child is stopped first (:func:`stop_children`).
    """
    app = QCoreApplication.instance()
    process = QProcess(app)
    if app is not None and not app.property("tablekeeper_stops_children"):
        app.setProperty("tablekeeper_stops_children", True)
        app.aboutToQuit.connect(stop_children)
    _CHILDREN[:] = [p for p in _CHILDREN if shiboken6.isValid(p)] + [process]
    env = QProcessEnvironment.systemEnvironment()
    env.insert("PYTHONPATH", os.pathsep.join(filter(None, [str(ROOT), env.value("PYTHONPATH", "")])))
    env.insert("PYTHONIOENCODING", "utf-8")
    if quiet_multimedia:
        env.insert("QT_LOGGING_RULES", ";".join(filter(None, [env.value("QT_LOGGING_RULES", ""), QUIET_MULTIMEDIA])))
    process.setProcessEnvironment(env)
    process.setWorkingDirectory(str(ROOT))

    def owner_gone() -> None:
        if not shiboken6.isValid(process):
            return  # let go at shutdown and already deleted
        if process.state() != QProcess.ProcessState.NotRunning:
            process.kill()
            process.waitForFinished(1000)
        process.deleteLater()

    owner.destroyed.connect(owner_gone)
    return process


class PlayerProcess(QObject):
    """Plays audio files in ``python -m desktop.narration.player``; never blocks the calling (GUI) thread.

    Signals: ``started(token)`` the line is audible (the child's player reached
    PlayingState with its position past zero), ``ended(token)``, ``failed(token,
    detail)`` a line that will not be heard to its end, ``unavailable(detail)``
    once when sound cannot be played at all (QtMultimedia missing, the child
    cannot start), ``noOutput(detail)`` when the child can reach no audio
    output (no device, no sound server: lines are not played until one
    appears; :attr:`no_output` holds the detail meanwhile), ``devices(list)``
    the audio outputs, ``deviceMissing(id)`` when the chosen output is not
    connected (the default plays instead), ``ready()`` when a child has said
    hello (the real one reports its outputs first, so :attr:`no_output` is
    known by then), ``status(dict)`` answers :meth:`request_status` (for tests and benchmarks).
    """

    started = Signal(int)
    ended = Signal(int)
    failed = Signal(int, str)
    unavailable = Signal(str)
    noOutput = Signal(str)
    devices = Signal(list)
    deviceMissing = Signal(str)
    status = Signal(dict)
    ready = Signal()

    def __init__(self, parent: QObject | None = None, *, command: list[str] | None = None) -> None:
        super().__init__(parent)
        self._command = command or child_command("desktop.narration.player")
        self._process: QProcess | None = None
        self._ready = False
        self._spawned_at = 0.0
        self._lines = JsonLines()
        self._stderr: deque[str] = deque(maxlen=20)
        self._seq = 0
        self._unacked: dict[int, tuple[str, float]] = {}  # seq -> (command type, deadline on time.monotonic)
        self._last_ping = 0.0
        self._failed_starts = 0
        self.available = True
        self.problem: str | None = None
        self.no_output: str | None = None
        self.restarts = 0
        self.outputs: list[dict[str, Any]] = []
        # What the child should be doing, replayed into a fresh child.
        self._volume = (1.0, 0.15)
        self._device = ""
        self._ambient: tuple[str, str] = ("stop", "")
        self._current: dict[str, Any] | None = None  # {"token", "path", "heard", "paused", "replayed"}
        self._tick = QTimer(self)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self._check)

    # -- commands (all return at once) ------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._process is not None

    @property
    def settled(self) -> bool:
        """Whether it is known if sound can be heard: a child said hello, or sound was given up."""
        return not self.available or (self._process is not None and self._ready)

    def warm_up(self) -> None:
        """Start the child now so the first line plays without start-up delay."""
        self._ensure()

    def cue(self, path: str) -> None:
        self._send({"type": "cue", "path": path})

    def play(self, token: int, path: str) -> None:
        self._current = {"token": token, "path": path, "heard": False, "paused": False}
        self._send({"type": "play", "token": token, "path": path})

    def pause(self) -> None:
        if self._current is not None:
            self._current["paused"] = True
        if self._process is not None:
            self._send({"type": "pause"})

    def resume(self) -> None:
        if self._current is not None:
            self._current["paused"] = False
        if self._process is not None:
            self._send({"type": "resume"})

    def stop(self) -> None:
        self._current = None
        if self._process is not None:
            self._send({"type": "stop"})

    def set_volume(self, volume: float, ambient: float) -> None:
        self._volume = (volume, ambient)
        if self._process is not None:
            self._send({"type": "volume", "volume": volume, "ambient": ambient})

    def set_device(self, device: str) -> None:
        self._device = device
        if self._process is not None:
            self._send({"type": "device", "id": device})

    def ambient(self, action: str, path: str = "") -> None:
        if action == "play" and not path:
            return
        self._ambient = (action, path or self._ambient[1])
        if action == "play" or self._process is not None:
            self._send({"type": "ambient", "action": action, "path": self._ambient[1]})

    def request_devices(self) -> None:
        self._send({"type": "devices"})

    def request_status(self) -> None:
        """Ask the child for its players' states and positions (answered by ``status`` when it runs)."""
        if self._process is not None:
            self._send({"type": "status"})

    def shutdown(self) -> None:
        """Let the child go (it quits when its stdin closes; killed if it does not within a second)."""
        self._current = None
        self._tick.stop()
        process, self._process = self._process, None
        if process is None:
            return
        self._detach(process)
        process.write(QByteArray(b'{"type": "quit"}\n'))
        process.closeWriteChannel()
        QTimer.singleShot(1000, process, process.kill)

    # -- the child --------------------------------------------------------------------------
    def _ensure(self) -> bool:
        if self._process is not None:
            return True
        if not self.available:
            return False
        process = child_process(self, quiet_multimedia=True)
        process.readyReadStandardOutput.connect(self._on_stdout)
        process.readyReadStandardError.connect(self._on_stderr)
        process.errorOccurred.connect(self._on_process_error)
        process.finished.connect(self._on_finished)
        self._process = process
        self._ready = False
        self._lines.clear()
        self._unacked.clear()
        self._spawned_at = time.monotonic()
        process.start(self._command[0], self._command[1:])
        if self._process is not process:
            return False  # it could not be started (reported by _on_process_error)
        self._tick.start()
        # the settings and the ambient sound the previous child had
        self._write({"type": "volume", "volume": self._volume[0], "ambient": self._volume[1]})
        self._write({"type": "device", "id": self._device})
        if self._ambient[0] != "stop":
            self._write({"type": "ambient", "action": "play", "path": self._ambient[1]})
            if self._ambient[0] == "pause":
                self._write({"type": "ambient", "action": "pause"})
        return True

    def _send(self, message: dict[str, Any]) -> None:
        if self._ensure():
            self._write(message)

    def _write(self, message: dict[str, Any]) -> None:
        assert self._process is not None
        self._seq += 1
        message = {**message, "seq": self._seq}
        now = time.monotonic()
        wait = STOP_MS if message["type"] == "stop" else ANSWER_MS
        self._unacked[self._seq] = (str(message["type"]), now + wait / 1000)
        self._process.write(json_line(message))

    def _check(self) -> None:
        """The watchdog (every TICK_MS while a child runs)."""
        if self._process is None:
            self._tick.stop()
            return
        now = time.monotonic()
        if not self._ready:
            if now - self._spawned_at > SPAWN_MS / 1000:
                self._restart("the audio player did not start", spawn_failed=True)
            return
        late = [kind for kind, deadline in self._unacked.values() if deadline < now]
        if late:
            self._restart(f"the audio player did not answer ({late[0]})")
            return
        if not self._unacked and now - self._last_ping >= PING_MS / 1000:
            self._last_ping = now
            self._write({"type": "ping"})

    def _restart(self, why: str, *, spawn_failed: bool = False) -> None:
        """Kill the child (silence at once) and carry on: a fresh child takes over what should be playing."""
        process, self._process = self._process, None
        self._tick.stop()
        if process is not None:
            self._detach(process)
            process.kill()  # asynchronous: the zombie is collected when "finished" arrives
        self.restarts += 1
        print(f"narration: {why}; restarting it", file=sys.stderr)
        if spawn_failed or not self._ready:
            self._failed_starts += 1
            if self._failed_starts >= MAX_FAILED_STARTS:
                self._give_up(why)
                return
        current = self._current
        if current is not None and (current["heard"] or current.get("replayed")):
            self._current = None
            self.failed.emit(current["token"], why)
        elif current is not None:  # not audible yet: the fresh child plays it (once)
            self.play(current["token"], current["path"])
            if self._current is not None:
                self._current["replayed"] = True
                if current["paused"]:
                    self.pause()
        elif self._ambient[0] != "stop":
            self._ensure()

    def _give_up(self, why: str) -> None:
        self.available = False
        self.problem = why
        current, self._current = self._current, None
        self.unavailable.emit(why)
        if current is not None:
            self.failed.emit(current["token"], why)

    @staticmethod
    def _detach(process: QProcess) -> None:
        for signal in (process.readyReadStandardOutput, process.readyReadStandardError, process.errorOccurred,
                       process.finished):
            signal.disconnect()
        process.finished.connect(process.deleteLater)
        if process.state() == QProcess.ProcessState.NotRunning:
            process.deleteLater()

    def _on_stdout(self) -> None:
        process = self._process
        if process is None:
            return
        for message in self._lines.feed(bytes(process.readAllStandardOutput().data())):
            self._on_message(message)
            if self._process is not process:
                break  # the child was replaced: what the old one said after this is not the new one's

    def _on_stderr(self) -> None:
        if self._process is not None:
            text = bytes(self._process.readAllStandardError().data()).decode("utf-8", "replace")
            self._stderr.extend(line for line in text.splitlines() if line.strip())

    def _on_message(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "ack":
            self._unacked.pop(message.get("seq"), None)  # type: ignore[arg-type]
        elif kind == "hello":
            if message.get("error"):
                process, self._process = self._process, None  # it exits by itself
                if process is not None:
                    self._detach(process)
                self._tick.stop()
                self._give_up(str(message["error"]))
                return
            self._ready = True
            self._failed_starts = 0
            now = time.monotonic()  # deadlines count from the moment the child can answer
            self._unacked = {seq: (k, now + (STOP_MS if k == "stop" else ANSWER_MS) / 1000)
                             for seq, (k, _d) in self._unacked.items()}
            self._last_ping = now
            self.ready.emit()
        elif kind == "started":
            token = int(message.get("token", -1))
            if self._current is not None and self._current["token"] == token:
                self._current["heard"] = True
            self.started.emit(token)
        elif kind in ("ended", "error"):
            token = int(message.get("token", -1))
            if self._current is not None and self._current["token"] == token:
                self._current = None
            if kind == "ended":
                self.ended.emit(token)
            else:
                detail = str(message.get("error") or "?")
                if message.get("kind") == "no_output":
                    self._set_no_output(detail)
                self.failed.emit(token, detail)
        elif kind == "status":
            self.status.emit(message)
        elif kind == "devices":
            outputs = message.get("outputs")
            self.outputs = [o for o in outputs if isinstance(o, dict)] if isinstance(outputs, list) else []
            if isinstance(outputs, list):  # first: whoever hears of the outputs knows whether sound can be heard
                self._set_no_output(None if self.outputs else "no audio output device was found")
            self.devices.emit(list(self.outputs))
            if message.get("missing"):
                self.deviceMissing.emit(str(message["missing"]))

    def _set_no_output(self, detail: str | None) -> None:
        """Sound can(not) be heard; ``noOutput`` says so each time it becomes impossible."""
        was, self.no_output = self.no_output, detail
        if detail is not None and was is None:
            self.noOutput.emit(detail)

    def _on_process_error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart and self._process is not None:
            process, self._process = self._process, None
            self._detach(process)
            self._tick.stop()
            self._give_up(f"{self._command[0]} could not be started")

    def _on_finished(self, code: int, _status: QProcess.ExitStatus) -> None:
        """The child ended without being asked to (a crash): like a stuck one, carry on with a fresh one."""
        if self._process is None:
            return
        self._on_stdout()
        if self._process is None:
            return
        detail = self._stderr[-1] if self._stderr else f"exit status {code}"
        self._restart(f"the audio player ended ({detail})", spawn_failed=not self._ready)
