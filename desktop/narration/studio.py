"""The recording studio: record, play, re-record, delete or import every line of a game for one language.

Every line the game can say (:func:`desktop.narration.lines.game_lines`) is listed, grouped by game and role, with
what the chosen pack has for it (recorded, stale, missing). The selected line's words are shown large, to be read
aloud. Recording happens in the recording child (:mod:`desktop.narration.recorder`) and playback in the audio
child (:mod:`desktop.narration.player`), both through QProcess, so the window never waits for a sound device.
Recorded and imported lines are trimmed and levelled (:func:`desktop.narration.audio.level`) before they are kept.

    studio = StudioWindow(PackLibrary(), "onuw", "vi")
    studio.show()
"""

from __future__ import annotations

import json
import secrets
from collections import deque
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, QObject, QProcess, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.i18n import LANGUAGES, render_ui
from engine.core import ScriptStep
from engine.i18n import QT_TRANSLATE_NOOP, Msg, Text
from engine.registry import get_game

from .lines import Line, game_lines, lines_for
from .packs import Pack, PackError, PackLibrary, summary
from .playback import PlayerProcess, child_command, child_process, release_child

T_TITLE = QT_TRANSLATE_NOOP("narration", "Recording studio: {game} in {language}")
T_PACK = QT_TRANSLATE_NOOP("narration", "Pack:")
T_NEW_PACK = QT_TRANSLATE_NOOP("narration", "New pack")
T_IMPORT_PACK = QT_TRANSLATE_NOOP("narration", "Import a pack…")
T_EXPORT_PACK = QT_TRANSLATE_NOOP("narration", "Export the pack…")
T_DELETE_PACK = QT_TRANSLATE_NOOP("narration", "Delete the pack")
T_NAME = QT_TRANSLATE_NOOP("narration", "Name:")
T_AUTHOR = QT_TRANSLATE_NOOP("narration", "Author:")
T_LICENCE = QT_TRANSLATE_NOOP("narration", "Licence:")
T_USE = QT_TRANSLATE_NOOP("narration", "Play this pack in the {language} narration")
T_DEFAULT_NAME = QT_TRANSLATE_NOOP("narration", "My narration ({language})")
T_NO_PACK = QT_TRANSLATE_NOOP(
    "narration", "There is no pack for {language} yet: press «New pack» to start one, or import one.")
T_SUMMARY = QT_TRANSLATE_NOOP(
    "narration", "{recorded} of {total} lines recorded. The synthetic voice says the other {fallback} "
    "({stale} of them stale).")
T_EVERYONE = QT_TRANSLATE_NOOP("narration", "Everyone")
T_RECORDED = QT_TRANSLATE_NOOP("narration", "Recorded ({seconds} s)")
T_STALE = QT_TRANSLATE_NOOP("narration", "Stale: the words changed since it was recorded; the synthetic voice says it")
T_MISSING = QT_TRANSLATE_NOOP("narration", "Not recorded: the synthetic voice says it")
T_RECORD = QT_TRANSLATE_NOOP("narration", "Record")
T_RERECORD = QT_TRANSLATE_NOOP("narration", "Re-record")
T_STOP = QT_TRANSLATE_NOOP("narration", "Stop")
T_PLAY = QT_TRANSLATE_NOOP("narration", "Play")
T_DELETE = QT_TRANSLATE_NOOP("narration", "Delete")
T_IMPORT_FILE = QT_TRANSLATE_NOOP("narration", "Import a file…")
T_RECORDING = QT_TRANSLATE_NOOP("narration", "Recording… Read the line aloud, then press Stop.")
T_NO_INPUT = QT_TRANSLATE_NOOP(
    "narration", "Recording is not possible here ({detail}). Import a recorded WAV file instead.")
T_SAVED = QT_TRANSLATE_NOOP("narration", "Kept {seconds} s after trimming the silence; loudness changed by {gain} dB.")
T_CANNOT_PLAY = QT_TRANSLATE_NOOP("narration", "The recording cannot be played ({detail}).")
T_CHOOSE_WAV = QT_TRANSLATE_NOOP("narration", "Choose a recording")
T_WAV_FILTER = QT_TRANSLATE_NOOP("narration", "WAV recordings (*.wav)")
T_CHOOSE_ZIP = QT_TRANSLATE_NOOP("narration", "Choose a narration pack")
T_ZIP_FILTER = QT_TRANSLATE_NOOP("narration", "Narration packs (*.zip)")
T_EXPORT_TO = QT_TRANSLATE_NOOP("narration", "Export the narration pack")
T_EXPORTED = QT_TRANSLATE_NOOP("narration", "The pack was written to {path}.")
T_IMPORTED = QT_TRANSLATE_NOOP("narration", "The pack \"{name}\" was installed.")
T_WRONG_LANGUAGE = QT_TRANSLATE_NOOP(
    "narration", "The pack \"{name}\" was installed; it speaks {language}, so it is listed for that language.")
T_DELETE_QUESTION = QT_TRANSLATE_NOOP("narration", "Delete the pack \"{name}\" and its {count} recordings?")

NO_INPUT = "no audio input (microphone) was found"


def _t(text: Text, **params: Any) -> str:
    return render_ui(Msg(text, params))


class RecorderProcess(QObject):
    """The GUI side of the recording child; never waits for it.

    Signals: ``ready(inputs)`` once the child has said which inputs exist, ``unavailable(detail)`` when recording
    cannot happen (no QtMultimedia, no input, the child cannot start), ``level(value)`` while recording (0-1),
    ``recorded(path, seconds)``, ``failed(detail)``.
    """

    ready = Signal(list)
    unavailable = Signal(str)
    level = Signal(float)
    recorded = Signal(str, float)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, *, command: list[str] | None = None) -> None:
        super().__init__(parent)
        self._command = command or child_command("desktop.narration.recorder")
        self._process: QProcess | None = None
        self._buffer = b""
        self._stderr: deque[str] = deque(maxlen=10)
        self.inputs: list[dict[str, Any]] | None = None
        self.problem: str | None = None

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
            self._process.write(QByteArray((json.dumps(message) + "\n").encode("utf-8")))

    def record(self, path: str) -> None:
        self._write({"type": "record", "path": path})

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
        self._buffer += bytes(self._process.readAllStandardOutput().data())
        while b"\n" in self._buffer:
            raw, self._buffer = self._buffer.split(b"\n", 1)
            try:
                message = json.loads(raw.decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError):
                continue
            if isinstance(message, dict):
                self._on_message(message)

    def _on_message(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "hello":
            if message.get("error"):
                self._give_up(str(message["error"]))
                return
            inputs = message.get("inputs")
            self.inputs = [i for i in inputs if isinstance(i, dict)] if isinstance(inputs, list) else []
            self.ready.emit(list(self.inputs))
            if not self.inputs:
                self._give_up(NO_INPUT)
        elif kind == "level":
            self.level.emit(float(message.get("value", 0.0)))
        elif kind == "recorded":
            self.recorded.emit(str(message.get("path", "")), float(message.get("seconds", 0.0)))
        elif kind == "error":
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


class StudioWindow(QWidget):
    """Every line of ``games`` in ``lang``, with record / play / re-record / delete / import for each.

    ``script``: the table's own script for ``game_id``, whose lines are listed too when a setting of the table
    makes one say its own words (a 4-minute day). ``changed()`` is emitted whenever a recording or the chosen pack
    changed (a console may reload its narration).
    """

    changed = Signal()

    def __init__(self, library: PackLibrary, game_id: str, lang: str, parent: QWidget | None = None, *,
                 games: list[str] | None = None, script: list[ScriptStep] | None = None,
                 recorder_command: list[str] | None = None, player_command: list[str] | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.lang = lang
        self.games = [game_id] + [g for g in (games or []) if g != game_id]
        self._game_lines = {g: lines_for(g, script or []) if g == game_id else list(game_lines(g)) for g in self.games}
        self.lines: list[Line] = [line for g in self.games for line in self._game_lines[g]]
        self.pack: Pack | None = None
        self._recording: tuple[Line, str] | None = None
        self._items: dict[str, QTreeWidgetItem] = {}
        self.recorder = RecorderProcess(self, command=recorder_command)
        self.player = PlayerProcess(self, command=player_command)
        self._build()
        self.recorder.unavailable.connect(self._on_no_input)
        self.recorder.level.connect(lambda value: self.meter.setValue(round(value * 100)))
        self.recorder.recorded.connect(self._on_recorded)
        self.recorder.failed.connect(self._on_record_failed)
        self.player.failed.connect(lambda _token, detail: self.message.setText(_t(T_CANNOT_PLAY, detail=detail)))
        self.player.unavailable.connect(lambda detail: self.message.setText(_t(T_CANNOT_PLAY, detail=detail)))
        self.recorder.start()  # says at once (asynchronously) whether a microphone exists
        packs = self.library.packs(lang)
        chosen = self.library.chosen(lang)
        self._fill_packs(chosen.id if chosen else (packs[0].id if packs else None))

    # -- building -------------------------------------------------------------------------------------
    @staticmethod
    def _game_name(game_id: str) -> str:
        try:
            return render_ui(get_game(game_id).title)
        except Exception:  # a game without a translatable name
            return game_id

    def _role_name(self, game_id: str, role: str | None) -> str:
        if role is None:
            return _t(T_EVERYONE)
        try:
            from desktop.games import plugin_for

            return plugin_for(get_game(game_id)).role_name(role)
        except Exception:  # a role the plug-in does not know
            return role

    def _build(self) -> None:
        top = QHBoxLayout()
        self.pack_label = QLabel()
        top.addWidget(self.pack_label)
        self.pack_box = QComboBox()
        self.pack_box.currentIndexChanged.connect(self._on_pack_chosen)
        top.addWidget(self.pack_box, 1)
        self.new_button = QPushButton()
        self.new_button.clicked.connect(self.new_pack)
        self.import_pack_button = QPushButton()
        self.import_pack_button.clicked.connect(self.import_pack)
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.export_pack)
        self.delete_pack_button = QPushButton()
        self.delete_pack_button.clicked.connect(self.delete_pack)
        for button in (self.new_button, self.import_pack_button, self.export_button, self.delete_pack_button):
            top.addWidget(button)
        fields = QHBoxLayout()
        self.name_edit, self.author_edit, self.licence_edit = QLineEdit(), QLineEdit(), QLineEdit()
        self.field_labels: list[tuple[QLabel, Text]] = []
        for label, edit, key in ((T_NAME, self.name_edit, "name"), (T_AUTHOR, self.author_edit, "author"),
                                 (T_LICENCE, self.licence_edit, "licence")):
            label_widget = QLabel()
            self.field_labels.append((label_widget, label))
            fields.addWidget(label_widget)
            fields.addWidget(edit, 1)
            edit.editingFinished.connect(lambda edit=edit, key=key: self._edit_field(key, edit.text()))
        self.use_box = QCheckBox()
        self.use_box.toggled.connect(self._on_use)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.setColumnCount(2)
        self.tree.currentItemChanged.connect(lambda *_: self._show_line())
        self._fill_tree()
        detail = QWidget()
        right = QVBoxLayout(detail)
        self.text_label = QLabel()
        self.text_label.setWordWrap(True)
        font = QFont(self.font())
        font.setPointSizeF(max(18.0, font.pointSizeF() * 2))
        self.text_label.setFont(font)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.state_label = QLabel()
        self.state_label.setWordWrap(True)
        buttons = QHBoxLayout()
        self.record_button = QPushButton()
        self.record_button.clicked.connect(self.record)
        self.stop_button = QPushButton()
        self.stop_button.clicked.connect(self.stop)
        self.play_button = QPushButton()
        self.play_button.clicked.connect(self.play)
        self.delete_button = QPushButton()
        self.delete_button.clicked.connect(self.delete_line)
        self.import_button = QPushButton()
        self.import_button.clicked.connect(self.import_file)
        for button in (self.record_button, self.stop_button, self.play_button, self.delete_button, self.import_button):
            buttons.addWidget(button)
        self.meter = QProgressBar()
        self.meter.setRange(0, 100)
        self.meter.setTextVisible(False)
        self.message = QLabel()
        self.message.setWordWrap(True)
        right.addWidget(self.text_label, 1)
        right.addWidget(self.state_label)
        right.addLayout(buttons)
        right.addWidget(self.meter)
        right.addWidget(self.message)
        splitter = QSplitter()
        splitter.addWidget(self.tree)
        splitter.addWidget(detail)
        splitter.setSizes([380, 520])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(fields)
        layout.addWidget(self.use_box)
        layout.addWidget(self.summary)
        layout.addWidget(splitter, 1)
        self.resize(1000, 640)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the UI language (again after a language switch)."""
        language = LANGUAGES.get(self.lang, self.lang)
        self.setWindowTitle(_t(T_TITLE, game=self._game_name(self.games[0]), language=language))
        self.pack_label.setText(_t(T_PACK))
        for button, text in ((self.new_button, T_NEW_PACK), (self.import_pack_button, T_IMPORT_PACK),
                             (self.export_button, T_EXPORT_PACK), (self.delete_pack_button, T_DELETE_PACK),
                             (self.stop_button, T_STOP), (self.play_button, T_PLAY), (self.delete_button, T_DELETE),
                             (self.import_button, T_IMPORT_FILE)):
            button.setText(_t(text))
        for label, text in self.field_labels:
            label.setText(_t(text))
        self.use_box.setText(_t(T_USE, language=language))
        if self.tree.topLevelItemCount():
            current = self.current_line()
            self._fill_tree()
            if current is not None:
                self.select(current.key)
        if self.recorder.problem is not None:
            self.message.setText(_t(T_NO_INPUT, detail=self.recorder.problem))
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _fill_tree(self) -> None:
        self.tree.clear()
        self._items.clear()
        groups: dict[tuple[str, str | None], QTreeWidgetItem] = {}
        for game_id in self.games:
            game_item = QTreeWidgetItem(self.tree, [self._game_name(game_id)])
            game_item.setExpanded(True)
            for line in self._game_lines[game_id]:
                group = groups.get((game_id, line.role))
                if group is None:
                    group = QTreeWidgetItem(game_item, [self._role_name(game_id, line.role)])
                    group.setExpanded(True)
                    groups[(game_id, line.role)] = group
                item = QTreeWidgetItem(group, [line.text(self.lang), ""])
                item.setData(0, Qt.ItemDataRole.UserRole, line.key)
                self._items[line.key] = item

    # -- packs ----------------------------------------------------------------------------------------
    def _fill_packs(self, select: str | None) -> None:
        self.pack_box.blockSignals(True)
        self.pack_box.clear()
        for pack in self.library.packs(self.lang):
            self.pack_box.addItem(pack.name, pack.id)
        index = self.pack_box.findData(select) if select else -1
        self.pack_box.setCurrentIndex(index if index >= 0 else (0 if self.pack_box.count() else -1))
        self.pack_box.blockSignals(False)
        self._on_pack_chosen()

    def _on_pack_chosen(self) -> None:
        pack_id = self.pack_box.currentData()
        self.pack = self.library.get(pack_id) if pack_id else None
        for edit, value in ((self.name_edit, self.pack.name if self.pack else ""),
                            (self.author_edit, self.pack.manifest.author if self.pack else ""),
                            (self.licence_edit, self.pack.manifest.licence if self.pack else "")):
            edit.setText(value)
            edit.setEnabled(self.pack is not None)
        self.use_box.blockSignals(True)
        self.use_box.setChecked(self.pack is not None and self.library.chosen_id(self.lang) == self.pack.id)
        self.use_box.blockSignals(False)
        for widget in (self.use_box, self.export_button, self.delete_pack_button):
            widget.setEnabled(self.pack is not None)
        self._refresh()

    def _edit_field(self, key: str, value: str) -> None:
        if self.pack is not None and value.strip() and getattr(self.pack.manifest, key) != value:
            self.pack.update(**{key: value.strip()})
            if key == "name":
                self.pack_box.setItemText(self.pack_box.currentIndex(), value.strip())

    def _on_use(self, on: bool) -> None:
        if self.pack is not None:
            self.library.choose(self.lang, self.pack.id if on else None)
            self.changed.emit()

    def new_pack(self) -> None:
        name = _t(T_DEFAULT_NAME, language=LANGUAGES.get(self.lang, self.lang))
        pack = self.library.create(name, self.lang)
        if self.library.chosen(self.lang) is None:
            self.library.choose(self.lang, pack.id)  # the first pack of a language is the one that plays
            self.changed.emit()
        self._fill_packs(pack.id)

    def import_pack(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, _t(T_CHOOSE_ZIP), "", _t(T_ZIP_FILTER))
        if not path:
            return
        try:
            pack = self.library.import_zip(Path(path))
        except PackError as exc:
            self.message.setText(render_ui(exc.msg))
            return
        if pack.language != self.lang:
            self.message.setText(_t(T_WRONG_LANGUAGE, name=pack.name, language=LANGUAGES.get(pack.language, "?")))
            return
        self.message.setText(_t(T_IMPORTED, name=pack.name))
        self._fill_packs(pack.id)

    def export_pack(self) -> None:
        if self.pack is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, _t(T_EXPORT_TO), f"{self.pack.id}.zip", _t(T_ZIP_FILTER))
        if not path:
            return
        try:
            written = self.pack.export_zip(Path(path))
        except PackError as exc:
            self.message.setText(render_ui(exc.msg))
            return
        self.message.setText(_t(T_EXPORTED, path=str(written)))

    def delete_pack(self) -> None:
        if self.pack is None:
            return
        answer = QMessageBox.question(self, _t(T_DELETE_PACK), _t(T_DELETE_QUESTION, name=self.pack.name,
                                                                   count=len(self.pack.manifest.lines)))
        if answer != QMessageBox.StandardButton.Yes:
            return
        self.library.delete(self.pack.id)
        self.changed.emit()
        self._fill_packs(None)

    # -- lines ----------------------------------------------------------------------------------------
    def current_line(self) -> Line | None:
        item = self.tree.currentItem()
        key = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        return next((line for line in self.lines if line.key == key), None) if key else None

    def select(self, key: str) -> None:
        self.tree.setCurrentItem(self._items[key])

    def _refresh(self) -> None:
        if self.pack is None:
            self.summary.setText(_t(T_NO_PACK, language=LANGUAGES.get(self.lang, self.lang)))
            for item in self._items.values():
                item.setText(1, "")
        else:
            counts = summary(self.pack, self.lines)
            self.summary.setText(_t(T_SUMMARY, recorded=counts["recorded"], total=len(self.lines),
                                    fallback=counts["stale"] + counts["missing"], stale=counts["stale"]))
            marks = {"recorded": "●", "stale": "◐", "missing": "○"}
            for state in self.pack.states(self.lines):
                self._items[state.line.key].setText(1, marks[state.state])
        self._show_line()

    def _state(self, line: Line) -> str:
        if self.pack is None:
            return "missing"
        return self.pack.states([line])[0].state

    def _show_line(self) -> None:
        line = self.current_line()
        recording = self._recording is not None
        self.text_label.setText(line.text(self.lang) if line else "")
        state = self._state(line) if line else "missing"
        entry = self.pack.entry(line.key) if (self.pack and line) else None
        if line is None:
            self.state_label.setText("")
        elif state == "recorded" and entry is not None:
            self.state_label.setText(_t(T_RECORDED, seconds=f"{entry.seconds:.1f}"))
        else:
            self.state_label.setText(_t(T_STALE if state == "stale" else T_MISSING))
        has_line = line is not None and self.pack is not None
        self.record_button.setText(_t(T_RERECORD if entry is not None else T_RECORD))
        self.record_button.setEnabled(has_line and not recording and self.recorder.problem is None)
        self.stop_button.setEnabled(recording)
        self.play_button.setEnabled(has_line and entry is not None and not recording)
        self.delete_button.setEnabled(has_line and entry is not None and not recording)
        self.import_button.setEnabled(has_line and not recording)

    def record(self) -> None:
        line = self.current_line()
        if line is None or self.pack is None or self.recorder.problem is not None:
            return
        self.player.stop()
        path = self.pack.folder / f".recording-{secrets.token_hex(4)}.wav"
        self._recording = (line, str(path))
        self.meter.setValue(0)
        self.message.setText(_t(T_RECORDING))
        self.recorder.record(str(path))
        self._show_line()

    def stop(self) -> None:
        if self._recording is not None:
            self.recorder.stop()  # answered by recorded (or failed)

    def _on_recorded(self, path: str, _seconds: float) -> None:
        recording, self._recording = self._recording, None
        self.meter.setValue(0)
        if recording is None or self.pack is None:
            Path(path).unlink(missing_ok=True)
            return
        try:
            self._keep(recording[0], Path(path).read_bytes(), "")
        except OSError as exc:
            self.message.setText(_t(T_NO_INPUT, detail=str(exc)))
        finally:
            Path(path).unlink(missing_ok=True)
        self._show_line()

    def _on_record_failed(self, detail: str) -> None:
        if self._recording is not None:
            Path(self._recording[1]).unlink(missing_ok=True)
        self._recording = None
        self.meter.setValue(0)
        self.message.setText(_t(T_NO_INPUT, detail=detail))
        self._show_line()

    def _on_no_input(self, detail: str) -> None:
        self.message.setText(_t(T_NO_INPUT, detail=detail))
        if self._recording is not None:
            self._recording = None
        self._show_line()

    def _keep(self, line: Line, wav: bytes, source: str) -> bool:
        assert self.pack is not None
        from .audio import AudioError, level

        try:
            levelled = level(wav)
        except AudioError as exc:
            from .packs import T_BAD_AUDIO

            self.message.setText(_t(T_BAD_AUDIO, name=source or line.key, detail=str(exc)))
            return False
        try:
            self.pack.put(line, levelled.wav, source=source, levelled=False)
        except PackError as exc:
            self.message.setText(render_ui(exc.msg))
            return False
        self.message.setText(_t(T_SAVED, seconds=f"{levelled.seconds:.1f}", gain=f"{levelled.gain_db:+.1f}"))
        self._refresh()
        self.changed.emit()
        return True

    def play(self) -> None:
        line = self.current_line()
        entry = self.pack.entry(line.key) if (self.pack and line) else None
        if entry is not None and self.pack is not None:
            self.player.play(0, str(self.pack.path(entry)))

    def delete_line(self) -> None:
        line = self.current_line()
        if line is not None and self.pack is not None:
            self.player.stop()
            self.pack.remove(line.key)
            self._refresh()
            self.changed.emit()

    def import_file(self) -> None:
        line = self.current_line()
        if line is None or self.pack is None:
            return
        path, _ = QFileDialog.getOpenFileName(self, _t(T_CHOOSE_WAV), "", _t(T_WAV_FILTER))
        if not path:
            return
        try:
            data = Path(path).read_bytes()
        except OSError as exc:
            self.message.setText(_t(T_CANNOT_PLAY, detail=str(exc)))
            return
        self._keep(line, data, Path(path).name)

    def closeEvent(self, event: Any) -> None:
        if self._recording is not None:
            self.recorder.cancel()
            Path(self._recording[1]).unlink(missing_ok=True)
            self._recording = None
        self.recorder.shutdown()
        self.player.shutdown()
        super().closeEvent(event)
