"""The recording child process: the microphone through QtMultimedia, outside the GUI process (like playback).

The recording studio starts ``python -m desktop.narration.recorder`` and talks JSON lines:

    recorder -> app  {"type": "hello", "inputs": [{"id", "description", "default"}]}
                     or {"type": "hello", "error": "..."} (QtMultimedia cannot load; then it exits)
                     {"type": "inputs", "inputs": [...]}     the inputs changed (one plugged in or out)
    app -> recorder  {"type": "monitor", "input": "id"}     listen to that input ("" or unknown: the system
                                                             default) and report its level, before any take
                     {"type": "record", "path": "...wav", "input": "id"}   start recording into that file
                     {"type": "stop"}                        stop and write the file
                     {"type": "cancel"}                      stop and write nothing
                     {"type": "quit"}
    recorder -> app  {"type": "listening", "input": "id", "description": "..."}   the input now open
                     {"type": "level", "value": 0.0-1.0}     the peak of the last ~50 ms, while an input is open
                     {"type": "recorded", "path", "seconds"}
                     {"type": "error", "kind": "...", "error": "..."}   kind: "no_input", "open_failed" or
                                                             "nothing_heard" (nothing came from the input)

An input opened for monitoring stays open for the takes (the first word is not lost to opening it). The file is
16-bit PCM WAV, mono, at the input's preferred rate. The GUI side is
:class:`desktop.narration.microphone.RecorderProcess`; it never waits for this process.
"""

from __future__ import annotations

import array
import json
import os
import sys
import threading
import wave
from typing import IO, Any

from PySide6.QtCore import QCoreApplication, QIODevice, QObject, Signal

try:
    from PySide6.QtMultimedia import QAudioDevice, QAudioFormat, QAudioSource, QMediaDevices
except ImportError as _exc:
    MULTIMEDIA_ERROR: str | None = str(_exc)
else:
    MULTIMEDIA_ERROR = None

LEVEL_EVERY = 0.05  # seconds of sound between level reports


def device_id(device: Any) -> str:
    return bytes(device.id().data()).decode("utf-8", "replace")


class Recorder(QObject):
    received = Signal(str)

    def __init__(self, out: IO[str]) -> None:
        super().__init__()
        self._out = out
        self._source: Any = None
        self._device: QIODevice | None = None
        self._input: str | None = None  # the id of the open input
        self._monitoring = False
        self._recording = False
        self._data = bytearray()
        self._path = ""
        self._rate = 48_000
        self._since_level = 0
        self._peak = 0
        self.received.connect(self._on_request)
        self._devices = QMediaDevices(self)
        self._devices.audioInputsChanged.connect(lambda: self.send({"type": "inputs", "inputs": self.inputs()}))

    def send(self, message: dict[str, Any]) -> None:
        self._out.write(json.dumps(message) + "\n")
        self._out.flush()

    def inputs(self) -> list[dict[str, Any]]:
        default = QMediaDevices.defaultAudioInput()
        return [{"id": device_id(d), "description": d.description(), "default": d.id() == default.id()}
                for d in QMediaDevices.audioInputs()]

    def _on_request(self, raw: str) -> None:
        if not raw:
            QCoreApplication.quit()
            return
        try:
            request = json.loads(raw)
        except json.JSONDecodeError:
            return
        kind = request.get("type")
        if kind == "monitor":
            self._monitoring = True
            if not self._recording:  # the studio never switches inputs during a take
                self._open(str(request.get("input") or ""))
        elif kind == "record":
            self._start(str(request["path"]), str(request.get("input") or ""))
        elif kind in ("stop", "cancel"):
            self._finish(write=kind == "stop")
        elif kind == "quit":
            self._finish(write=False)
            self._close()
            QCoreApplication.quit()

    def _find(self, wanted: str) -> QAudioDevice:
        for device in QMediaDevices.audioInputs():
            if wanted and device_id(device) == wanted:
                return device
        return QMediaDevices.defaultAudioInput()

    def _open(self, wanted: str) -> bool:
        """The input ``wanted`` (or the default) open and reporting its level; False (said) when it cannot be."""
        device = self._find(wanted)
        if device.isNull():
            self._close()
            self.send({"type": "error", "kind": "no_input", "error": "no audio input (microphone) was found"})
            return False
        if self._source is not None and self._input == device_id(device):
            return True
        self._close()
        fmt = QAudioFormat()
        self._rate = max(8_000, min(48_000, device.preferredFormat().sampleRate() or 48_000))
        fmt.setSampleRate(self._rate)
        fmt.setChannelCount(1)
        fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
        if not device.isFormatSupported(fmt):
            fmt = device.preferredFormat()
            fmt.setChannelCount(1)
            fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
            self._rate = fmt.sampleRate()
        self._source = QAudioSource(device, fmt)
        self._since_level = 0
        self._peak = 0
        self._device = self._source.start()
        if self._device is None:
            error = self._source.error()
            self._source = None
            self.send({"type": "error", "kind": "open_failed", "error": f"the input could not be opened ({error})",
                       "description": device.description()})
            return False
        self._input = device_id(device)
        self._device.readyRead.connect(self._on_ready)
        self.send({"type": "listening", "input": self._input, "description": device.description()})
        return True

    def _close(self) -> None:
        source, self._source = self._source, None
        self._device = None
        self._input = None
        if source is not None:
            source.stop()

    def _start(self, path: str, wanted: str) -> None:
        self._finish(write=False)
        if not self._open(wanted):
            return
        self._data = bytearray()
        self._path = path
        self._recording = True

    def _on_ready(self) -> None:
        if self._device is None:
            return
        chunk = bytes(self._device.readAll().data())
        if len(chunk) % 2:
            chunk = chunk[:-1]
        if self._recording:
            self._data += chunk
        samples = array.array("h", chunk)
        if sys.byteorder == "big":
            samples.byteswap()
        if samples:
            self._peak = max(self._peak, max(samples), -min(samples))
        self._since_level += len(samples)
        if self._since_level >= LEVEL_EVERY * self._rate:
            self.send({"type": "level", "value": round(min(1.0, self._peak / 32767), 4)})
            self._since_level = 0
            self._peak = 0

    def _finish(self, *, write: bool) -> None:
        if not self._recording:
            return
        self._on_ready()
        self._recording = False
        data, self._data = self._data, bytearray()
        if not self._monitoring:
            self._close()
        if not write:
            return
        if not data:
            self.send({"type": "error", "kind": "nothing_heard", "error": "nothing was heard from the input"})
            return
        tmp = f"{self._path}.part"
        with wave.open(tmp, "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(self._rate)
            w.writeframes(bytes(data))
        os.replace(tmp, self._path)
        self.send({"type": "recorded", "path": self._path, "seconds": len(data) / 2 / self._rate})


def _read(requests: IO[str], recorder: Recorder) -> None:
    for raw in requests:
        if raw.strip():
            recorder.received.emit(raw.strip())
    recorder.received.emit("")


def main() -> int:
    out = os.fdopen(os.dup(sys.stdout.fileno()), "w", encoding="utf-8", buffering=1)
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    sys.stdout = sys.stderr
    if MULTIMEDIA_ERROR is not None:
        out.write(json.dumps({"type": "hello", "error": MULTIMEDIA_ERROR}) + "\n")
        out.flush()
        return 3
    app = QCoreApplication(sys.argv[:1])
    recorder = Recorder(out)
    requests = open(sys.stdin.fileno(), encoding="utf-8", closefd=False)  # noqa: SIM115 - lives as long as the process
    threading.Thread(target=_read, args=(requests, recorder), name="stdin", daemon=True).start()
    recorder.send({"type": "hello", "inputs": recorder.inputs()})
    return app.exec()


if __name__ == "__main__":
    sys.stdout.flush()
    os._exit(main())
