"""The recording child process: the microphone through QtMultimedia, outside the GUI process (like playback).

The recording studio starts ``python -m desktop.narration.recorder`` and talks JSON lines:

    recorder -> app  {"type": "hello", "inputs": [{"id", "description", "default"}]}
                     or {"type": "hello", "error": "..."} (QtMultimedia cannot load; then it exits)
    app -> recorder  {"type": "record", "path": "...wav"}   start recording into that file
                     {"type": "stop"}                        stop and write the file
                     {"type": "cancel"}                      stop and write nothing
                     {"type": "quit"}
    recorder -> app  {"type": "level", "value": 0.0-1.0}     the peak of the last ~50 ms, while recording
                     {"type": "recorded", "path", "seconds"}
                     {"type": "error", "error": "..."}       no input, the input failed, nothing was heard

The file is 16-bit PCM WAV, mono, at the input's preferred rate. The GUI side is
:class:`desktop.narration.studio.RecorderProcess`; it never waits for this process.
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
    from PySide6.QtMultimedia import QAudioFormat, QAudioSource, QMediaDevices
except ImportError as _exc:
    MULTIMEDIA_ERROR: str | None = str(_exc)
else:
    MULTIMEDIA_ERROR = None

LEVEL_EVERY = 0.05  # seconds of sound between level reports


class Recorder(QObject):
    received = Signal(str)

    def __init__(self, out: IO[str]) -> None:
        super().__init__()
        self._out = out
        self._source: Any = None
        self._device: QIODevice | None = None
        self._data = bytearray()
        self._path = ""
        self._rate = 48_000
        self._since_level = 0
        self._peak = 0
        self.received.connect(self._on_request)

    def send(self, message: dict[str, Any]) -> None:
        self._out.write(json.dumps(message) + "\n")
        self._out.flush()

    def inputs(self) -> list[dict[str, Any]]:
        default = QMediaDevices.defaultAudioInput()
        return [{"id": bytes(d.id().data()).decode("utf-8", "replace"), "description": d.description(),
                 "default": d.id() == default.id()} for d in QMediaDevices.audioInputs()]

    def _on_request(self, raw: str) -> None:
        if not raw:
            QCoreApplication.quit()
            return
        try:
            request = json.loads(raw)
        except json.JSONDecodeError:
            return
        kind = request.get("type")
        if kind == "record":
            self._start(str(request["path"]))
        elif kind in ("stop", "cancel"):
            self._finish(write=kind == "stop")
        elif kind == "quit":
            self._finish(write=False)
            QCoreApplication.quit()

    def _start(self, path: str) -> None:
        self._finish(write=False)
        device = QMediaDevices.defaultAudioInput()
        if device.isNull():
            self.send({"type": "error", "error": "no audio input (microphone) was found"})
            return
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
        self._data = bytearray()
        self._path = path
        self._since_level = 0
        self._peak = 0
        self._device = self._source.start()
        if self._device is None:
            self.send({"type": "error", "error": f"the input could not be opened ({self._source.error()})"})
            self._source = None
            return
        self._device.readyRead.connect(self._on_ready)

    def _on_ready(self) -> None:
        if self._device is None:
            return
        chunk = bytes(self._device.readAll().data())
        if len(chunk) % 2:
            chunk = chunk[:-1]
        self._data += chunk
        samples = array.array("h", chunk)
        if sys.byteorder == "big":
            samples.byteswap()
        if samples:
            self._peak = max(self._peak, max(abs(x) for x in samples))
        self._since_level += len(samples)
        if self._since_level >= LEVEL_EVERY * self._rate:
            self.send({"type": "level", "value": round(min(1.0, self._peak / 32767), 3)})
            self._since_level = 0
            self._peak = 0

    def _finish(self, *, write: bool) -> None:
        source, self._source = self._source, None
        if source is None:
            return
        self._on_ready()
        source.stop()
        self._device = None
        if not write:
            return
        if not self._data:
            self.send({"type": "error", "error": "nothing was heard from the input"})
            return
        tmp = f"{self._path}.part"
        with wave.open(tmp, "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(self._rate)
            w.writeframes(bytes(self._data))
        os.replace(tmp, self._path)
        self.send({"type": "recorded", "path": self._path, "seconds": len(self._data) / 2 / self._rate})


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
