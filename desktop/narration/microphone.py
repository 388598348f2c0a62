"""The recording studio's microphone: the GUI side of the recording child, and the input chooser with its meter.

:class:`RecorderProcess` talks to ``python -m desktop.narration.recorder`` (see its docstring) without ever
waiting for it. :class:`InputChooser` lists the audio inputs the child reports (the system default first), keeps
the choice in the settings, and shows the chosen input's live level, before the first take as during one.
"""

from __future__ import annotations

import math
from collections import deque
from typing import Any

from PySide6.QtCore import QObject, QProcess, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QProgressBar, QSizePolicy, QWidget

from desktop.i18n import render_ui
from desktop.settings import AppSettings
from engine.i18n import QT_TRANSLATE_NOOP, Msg

from .playback import JsonLines, child_command, child_process, json_line, release_child

T_MICROPHONE = QT_TRANSLATE_NOOP("narration", "Microphone:")
T_DEFAULT_INPUT = QT_TRANSLATE_NOOP("narration", "System default ({name})")
T_LOOKING = QT_TRANSLATE_NOOP("narration", "Looking for microphones…")
T_NONE_FOUND = QT_TRANSLATE_NOOP("narration", "No microphone found")
T_LEVEL = QT_TRANSLATE_NOOP("narration", "What the microphone hears: speak, and the bar moves.")

METER_FLOOR_DB = -60.0  # the meter's empty end; its full end is 0 dBFS


def meter_value(peak: float) -> int:
    """A peak (0-1) on the meter's 0-100 scale, in decibels (a quiet voice still moves the bar; silence does not)."""
    if peak <= 0:
        return 0
    return max(0, min(100, round((20 * math.log10(peak) - METER_FLOOR_DB) / -METER_FLOOR_DB * 100)))


class RecorderProcess(QObject):
    """The GUI side of the recording child; never waits for it.

    Signals: ``ready(inputs)`` once the child has said which inputs exist, ``inputsChanged(inputs)`` when one is
    plugged in or out, ``unavailable(detail)`` when recording cannot happen at all (no QtMultimedia, the child
    cannot start or ended), ``listening(id, description)`` when an input is open, ``level(value)`` while one is
    (0-1), ``recorded(path, seconds)``, ``failed(detail)`` (then :attr:`failure` holds the kind: "no_input",
    "open_failed", "nothing_heard" or "").
    """

    ready = Signal(list)
    inputsChanged = Signal(list)
    unavailable = Signal(str)
    listening = Signal(str, str)
    level = Signal(float)
    recorded = Signal(str, float)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, *, command: list[str] | None = None) -> None:
        super().__init__(parent)
        self._command = command or child_command("desktop.narration.recorder")
        self._process: QProcess | None = None
        self._lines = JsonLines()
        self._stderr: deque[str] = deque(maxlen=10)
        self.inputs: list[dict[str, Any]] | None = None  # None until the child has said
        self.problem: str | None = None
        self.failure = ""

    def start(self) -> None:
        if self._process is not None:
            return
        process = child_process(self, quiet_multimedia=True)
        process.readyReadStandardOutput.connect(self._on_stdout)
        process.readyReadStandardError.connect(self._on_stderr)
        process.errorOccurred.connect(self._on_error)
        process.finished.connect(self._on_finished)
        self._process = process
        process.start(self._command[0], self._command[1:])

    def _write(self, message: dict[str, Any]) -> None:
        if self._process is not None:
            self._process.write(json_line(message))

    def monitor(self, input_id: str) -> None:
        """Listen to that input ("" for the system default) and report its level."""
        self._write({"type": "monitor", "input": input_id})

    def record(self, path: str, input_id: str = "") -> None:
        self._write({"type": "record", "path": path, "input": input_id})

    def stop(self) -> None:
        self._write({"type": "stop"})

    def cancel(self) -> None:
        self._write({"type": "cancel"})

    def shutdown(self) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        for signal in (process.readyReadStandardOutput, process.readyReadStandardError, process.errorOccurred,
                       process.finished):
            signal.disconnect()
        release_child(process, 1000)

    def _give_up(self, detail: str) -> None:
        if self.problem is None:
            self.problem = detail
            self.unavailable.emit(detail)

    def _on_stdout(self) -> None:
        if self._process is None:
            return
        for message in self._lines.feed(bytes(self._process.readAllStandardOutput().data())):
            self._on_message(message)

    @staticmethod
    def _inputs(message: dict[str, Any]) -> list[dict[str, Any]]:
        inputs = message.get("inputs")
        return [i for i in inputs if isinstance(i, dict) and "id" in i] if isinstance(inputs, list) else []

    def _on_message(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "hello":
            if message.get("error"):
                self._give_up(str(message["error"]))
                return
            self.inputs = self._inputs(message)
            self.ready.emit(list(self.inputs))
        elif kind == "inputs":
            self.inputs = self._inputs(message)
            self.inputsChanged.emit(list(self.inputs))
        elif kind == "listening":
            self.listening.emit(str(message.get("input", "")), str(message.get("description", "")))
        elif kind == "level":
            self.level.emit(float(message.get("value", 0.0)))
        elif kind == "recorded":
            self.recorded.emit(str(message.get("path", "")), float(message.get("seconds", 0.0)))
        elif kind == "error":
            self.failure = str(message.get("kind", ""))
            self.failed.emit(str(message.get("error", "?")))

    def _on_stderr(self) -> None:
        if self._process is not None:
            text = bytes(self._process.readAllStandardError().data()).decode("utf-8", "replace")
            self._stderr.extend(line for line in text.splitlines() if line.strip())

    def _on_error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self._process = None
            self._give_up(f"{self._command[0]} could not be started")

    def _on_finished(self, code: int, _status: QProcess.ExitStatus) -> None:
        self._on_stdout()
        self._process = None
        self._give_up(self._stderr[-1] if self._stderr else f"the recorder ended (exit status {code})")


class InputChooser(QWidget):
    """"Microphone: [the inputs, the system default first] [its level]"; the choice is kept in ``settings``.

    ``chosen()`` is the id of the chosen input ("" for the system default), what a take records from.
    """

    def __init__(self, recorder: RecorderProcess, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.recorder = recorder
        self.settings = settings
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        self.box = QComboBox()
        self.box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.box.setMinimumContentsLength(16)
        self.box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.box.currentIndexChanged.connect(self._on_chosen)
        self.label.setBuddy(self.box)
        self.meter = QProgressBar()
        self.meter.setRange(0, 100)
        self.meter.setTextVisible(False)
        self.meter.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.label)
        layout.addWidget(self.box, 3)
        layout.addWidget(self.meter, 2)
        self._filling = False
        self._busy = False
        recorder.ready.connect(self._fill)
        recorder.inputsChanged.connect(self._fill)
        recorder.level.connect(lambda value: self.meter.setValue(meter_value(value)))
        recorder.unavailable.connect(lambda _detail: self._fill([]))
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(render_ui(T_MICROPHONE))
        self.meter.setToolTip(render_ui(T_LEVEL))
        self._fill(self.recorder.inputs, listen=False)

    def chosen(self) -> str:
        return str(self.box.currentData() or "")

    def set_busy(self, busy: bool) -> None:
        """During a take the input stays as it is."""
        self._busy = busy
        self.box.setEnabled(bool(self.recorder.inputs) and not busy)

    def _fill(self, inputs: list[dict[str, Any]] | None, *, listen: bool = True) -> None:
        self._filling = True
        self.box.clear()
        if inputs is None and self.recorder.problem is None:
            self.box.addItem(render_ui(T_LOOKING), "")
        elif not inputs:
            self.box.addItem(render_ui(T_NONE_FOUND), "")
        else:
            names = [str(i.get("description") or i["id"]) for i in inputs]
            default = next((n for i, n in zip(inputs, names, strict=True) if i.get("default")), names[0])
            self.box.addItem(render_ui(Msg(T_DEFAULT_INPUT, {"name": default})), "")
            for i, name in zip(inputs, names, strict=True):
                # two inputs of one name (two "Null Input"s, two identical USB microphones) told apart by their id
                self.box.addItem(name if names.count(name) == 1 else f"{name} ({i['id']})", str(i["id"]))
            index = self.box.findData(self.settings.recording_input)
            self.box.setCurrentIndex(max(0, index))
        self.box.setEnabled(bool(inputs) and not self._busy)
        self._filling = False
        if listen and inputs:
            self.meter.setValue(0)
            self.recorder.monitor(self.chosen())
        elif not inputs:
            self.meter.setValue(0)

    def _on_chosen(self) -> None:
        if self._filling:
            return
        self.settings.recording_input = self.chosen()
        self.meter.setValue(0)
        self.recorder.monitor(self.chosen())
