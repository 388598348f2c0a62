"""The audio child process: QtMultimedia playback outside the GUI process.

Why a process: QtMultimedia's FFmpeg back end runs its own threads (the
"QFFmpeg::AudioRenderer" among them) that destroy and disconnect objects
while Python code on the main thread holds the GIL inside a QMediaPlayer
call. When such a thread reaches a PySide wrapper's virtual (for example
``disconnectNotify`` of a Python-constructed QAudioOutput) it waits for the
GIL, while the main thread waits for a Qt mutex that thread holds: a
deadlock (seen in a test run inside ``QMediaPlayer.stop()``). In this process
that can still happen, but only here: the GUI talks to it through QProcess
without ever waiting, and kills and restarts it when it stops answering
(see :mod:`desktop.narration.playback`).

The app starts ``python -m desktop.narration.player`` and talks JSON lines.
Every command carries ``seq`` and is answered with ``{"type": "ack", "seq"}``
once it has been carried out (``ping`` is only answered):

    app -> player  {"type": "cue", "path"}                  preload the next line in the spare player
                   {"type": "play", "token", "path"}         play a line (token > 0 for night lines, 0 for a preview)
                   {"type": "pause"} {"type": "resume"} {"type": "stop"}
                   {"type": "volume", "volume", "ambient"}  line and ambient volume (0-1)
                   {"type": "device", "id"}                  output device id ("" = system default)
                   {"type": "ambient", "action": "play"|"pause"|"stop", "path"}
                   {"type": "devices"}                       report the outputs now
                   {"type": "status"}                        report the players' states (tests, benchmarks)
                   {"type": "ping"}  {"type": "quit"}
    player -> app  {"type": "hello", "pid"} or {"type": "hello", "error"} (QtMultimedia cannot load; then it exits)
                   {"type": "started", "token", "position"}  the player is in PlayingState with position > 0
                   {"type": "ended", "token"}   {"type": "error", "token", "error", "kind"}
                       kind "no_output": no audio output can be reached (no device, no sound server), so the line
                       is not played at all; kind "player": QMediaPlayer reported an error
                   {"type": "devices", "outputs": [{"id", "description", "default"}], "missing": id or null}
                       (an empty "outputs" means no sound can be heard: no device, or no sound server running)
                   {"type": "status", "active", "lines": [{"state", "position", "token"}], "ambient"}
                   {"type": "ack", "seq"}

stdout carries nothing else (Qt's messages go to stderr). When stdin closes
(the app quit or died) the player exits.
"""

from __future__ import annotations

import json
import os
import sys
import threading
from typing import IO, Any

from PySide6.QtCore import QCoreApplication, QObject, QUrl, Signal

try:
    from PySide6.QtMultimedia import QAudioDevice, QAudioOutput, QMediaDevices, QMediaPlayer
except ImportError as _exc:  # no libpulse on Linux, ...: the app goes on with captions only
    MULTIMEDIA_ERROR: str | None = str(_exc)
else:
    MULTIMEDIA_ERROR = None

#: The detail of a "no_output" error (the app shows its own translated message).
NO_OUTPUT = "no audio output device or sound server can be reached"


def device_id(device: QAudioDevice) -> str:
    return bytes(device.id().data()).decode("utf-8", "replace")


class _Line:
    """A player with its output, remembering which file it holds and for which token it plays."""

    def __init__(self, parent: QObject) -> None:
        self.player = QMediaPlayer(parent)
        self.output = QAudioOutput(self.player)
        self.player.setAudioOutput(self.output)
        self.path: str | None = None
        self.token = -1  # -1: nothing the app is waiting for
        self.heard = False


class Player(QObject):
    """Two players taking turns (the next line preloaded) and an ambient loop, driven by commands."""

    received = Signal(str)

    def __init__(self, out: IO[str]) -> None:
        super().__init__()
        self._out = out
        self._lines = [_Line(self), _Line(self)]
        self._active = 0
        for line in self._lines:
            line.player.mediaStatusChanged.connect(lambda status, line=line: self._on_status(line, status))
            line.player.positionChanged.connect(lambda pos, line=line: self._on_position(line, pos))
            line.player.playbackStateChanged.connect(lambda _s, line=line: self._on_position(line, line.player.position()))
            line.player.errorOccurred.connect(lambda _e, text, line=line: self._on_error(line, text))
        self._ambient = _Line(self)
        self._ambient.player.setLoops(QMediaPlayer.Loops.Infinite)
        self._device = ""
        self._devices = QMediaDevices(self)
        self._devices.audioOutputsChanged.connect(self._route)
        self.received.connect(self._on_line)
        self._route()

    def send(self, message: dict[str, Any]) -> None:
        self._out.write(json.dumps(message, ensure_ascii=False) + "\n")
        self._out.flush()

    # -- commands ---------------------------------------------------------------------------
    def _on_line(self, raw: str) -> None:
        if not raw:
            QCoreApplication.quit()  # stdin closed: the app is gone
            return
        try:
            command = json.loads(raw)
        except json.JSONDecodeError:
            return
        if not isinstance(command, dict):
            return
        kind = command.get("type")
        if kind == "quit":
            QCoreApplication.quit()
            return
        handler = getattr(self, f"_do_{kind}", None)
        if handler is not None:
            try:
                handler(command)
            except (KeyError, TypeError, ValueError) as exc:
                print(f"player: bad command {raw!r}: {exc}", file=sys.stderr)
        if "seq" in command:
            self.send({"type": "ack", "seq": command["seq"]})

    def _do_ping(self, _command: dict[str, Any]) -> None:
        pass

    def _do_cue(self, command: dict[str, Any]) -> None:
        path = str(command["path"])
        spare = self._lines[1 - self._active]
        if spare.path != path and spare.player.playbackState() == QMediaPlayer.PlaybackState.StoppedState:
            spare.player.setSource(QUrl.fromLocalFile(path))
            spare.path = path

    def _do_play(self, command: dict[str, Any]) -> None:
        path, token = str(command["path"]), int(command["token"])
        self._do_stop(command)
        if self._lines[self._active].output.device().isNull():
            # QtMultimedia would "play" in silence at real speed and report the line as heard: say it is not.
            self.send({"type": "error", "token": token, "kind": "no_output", "error": NO_OUTPUT})
            return
        if self._lines[1 - self._active].path == path:
            self._active = 1 - self._active
        line = self._lines[self._active]
        line.token = token
        line.heard = False
        if line.path != path:
            line.player.setSource(QUrl.fromLocalFile(path))
            line.path = path
        elif line.player.position() != 0:
            line.player.setPosition(0)
        line.player.play()

    def _do_pause(self, _command: dict[str, Any]) -> None:
        line = self._lines[self._active]
        if line.player.playbackState() == QMediaPlayer.PlaybackState.PlayingState:
            line.player.pause()

    def _do_resume(self, _command: dict[str, Any]) -> None:
        line = self._lines[self._active]
        if line.player.playbackState() == QMediaPlayer.PlaybackState.PausedState:
            line.player.play()

    def _do_stop(self, _command: dict[str, Any]) -> None:
        for line in self._lines:
            line.token = -1
            if line.player.playbackState() != QMediaPlayer.PlaybackState.StoppedState:
                line.player.stop()

    def _do_volume(self, command: dict[str, Any]) -> None:
        volume = min(1.0, max(0.0, float(command["volume"])))
        for line in self._lines:
            line.output.setVolume(volume)
        self._ambient.output.setVolume(volume * min(1.0, max(0.0, float(command.get("ambient", 0.15)))))

    def _do_device(self, command: dict[str, Any]) -> None:
        self._device = str(command.get("id") or "")
        self._route()

    def _do_devices(self, _command: dict[str, Any]) -> None:
        self._route()

    def _do_status(self, _command: dict[str, Any]) -> None:
        states = {QMediaPlayer.PlaybackState.StoppedState: "stopped", QMediaPlayer.PlaybackState.PlayingState: "playing",
                  QMediaPlayer.PlaybackState.PausedState: "paused"}
        self.send({"type": "status", "active": self._active, "ambient": states[self._ambient.player.playbackState()],
                   "lines": [{"state": states[line.player.playbackState()], "position": line.player.position(),
                              "token": line.token} for line in self._lines]})

    def _do_ambient(self, command: dict[str, Any]) -> None:
        player, action = self._ambient.player, command.get("action")
        if action == "play":
            path = str(command.get("path") or "")
            if self._ambient.path != path:
                if not path or not os.path.exists(path):
                    return
                player.setSource(QUrl.fromLocalFile(path))
                self._ambient.path = path
            player.play()
        elif action == "pause":
            if player.playbackState() == QMediaPlayer.PlaybackState.PlayingState:
                player.pause()
        elif player.playbackState() != QMediaPlayer.PlaybackState.StoppedState:
            player.stop()

    # -- outputs ----------------------------------------------------------------------------
    def _route(self) -> None:
        """Send sound to the chosen output, or the default one when it is "" or not connected; report the outputs."""
        outputs = QMediaDevices.audioOutputs()
        default = QMediaDevices.defaultAudioOutput()
        chosen = next((d for d in outputs if device_id(d) == self._device), None) if self._device else None
        target = chosen or default
        for line in (*self._lines, self._ambient):
            if line.output.device() != target:
                line.output.setDevice(target)
        self.send({"type": "devices", "missing": self._device if self._device and chosen is None else None,
                   "outputs": [{"id": device_id(d), "description": d.description(), "default": d == default} for d in outputs]})

    # -- player signals ---------------------------------------------------------------------
    def _on_status(self, line: _Line, status: QMediaPlayer.MediaStatus) -> None:
        if status != QMediaPlayer.MediaStatus.EndOfMedia or line.token < 0:
            return
        if not line.heard:
            if line.player.playbackState() == QMediaPlayer.PlaybackState.PlayingState:
                return  # the end of the line's previous play, delivered late: this play has only begun
            line.heard = True  # it played to its end before any position was seen
            self.send({"type": "started", "token": line.token, "position": line.player.position()})
        token, line.token = line.token, -1
        self.send({"type": "ended", "token": token})

    def _on_position(self, line: _Line, position: int) -> None:
        if (position > 0 and line.token >= 0 and not line.heard
                and line.player.playbackState() == QMediaPlayer.PlaybackState.PlayingState):
            line.heard = True
            self.send({"type": "started", "token": line.token, "position": position})

    def _on_error(self, line: _Line, message: str) -> None:
        if line.token >= 0:
            token, line.token = line.token, -1
            self.send({"type": "error", "token": token, "kind": "player", "error": message or "?"})
        line.path = None


def _read(requests: IO[str], player: Player) -> None:
    """The stdin reader thread: hands every line to the main thread (an empty string at the end)."""
    for raw in requests:
        if raw.strip():
            player.received.emit(raw.strip())
    player.received.emit("")


def main() -> int:
    out = os.fdopen(os.dup(sys.stdout.fileno()), "w", encoding="utf-8", buffering=1)
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # any library chatter goes to stderr
    sys.stdout = sys.stderr
    if MULTIMEDIA_ERROR is not None:
        out.write(json.dumps({"type": "hello", "error": MULTIMEDIA_ERROR}) + "\n")
        out.flush()
        return 3
    app = QCoreApplication(sys.argv[:1])
    player = Player(out)
    requests = open(sys.stdin.fileno(), encoding="utf-8", closefd=False)  # noqa: SIM115 - lives as long as the process
    threading.Thread(target=_read, args=(requests, player), name="stdin", daemon=True).start()
    player.send({"type": "hello", "pid": os.getpid()})
    code = app.exec()
    player._do_stop({})
    return code


if __name__ == "__main__":
    # A deadlocked or killed player must not leave anything behind; os._exit skips Qt's global teardown,
    # which can itself wait on the FFmpeg threads.
    sys.stdout.flush()
    os._exit(main())
