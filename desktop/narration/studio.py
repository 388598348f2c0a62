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

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from desktop.digest import token_hex
from desktop.i18n import LANGUAGES, render_ui
from desktop.settings import AppSettings
from engine.core import ScriptStep
from engine.i18n import QT_TRANSLATE_NOOP, Msg, Text
from engine.registry import get_game

from .audio import MAX_SECONDS
from .line_list import LineList
from .lines import Line, game_lines, lines_for
from .microphone import InputChooser, RecorderProcess
from .packs import Pack, PackError, PackLibrary, summary
from .playback import PlayerProcess

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
    "narration", "The pack \"{name}\" was installed; it speaks {language}, so it plays in the {language} narration "
    "and is listed for that language.")
T_DELETE_QUESTION = QT_TRANSLATE_NOOP("narration", "Delete the pack \"{name}\" and its {count} recordings?")

T_NO_MICROPHONE = QT_TRANSLATE_NOOP(
    "narration", "No microphone was found. Connect one (it appears in the list below), or import a recorded WAV file "
    "for each line.")
T_SILENT = QT_TRANSLATE_NOOP(
    "narration", "The take of \"{line}\" was silent: check that the microphone chosen below is the one you speak "
    "into, then record the line again.")
T_NOTHING_HEARD = QT_TRANSLATE_NOOP(
    "narration", "Nothing came from the microphone during the take of \"{line}\": check that it is connected, or "
    "choose another one below.")
T_OPEN_FAILED = QT_TRANSLATE_NOOP(
    "narration", "The microphone could not be opened: another program may be using it. Close that program, or "
    "choose another microphone below.")
T_TOO_LONG = QT_TRANSLATE_NOOP(
    "narration", "The take of \"{line}\" lasted {seconds} s, longer than a line may ({limit} s): record it again "
    "and press Stop when the line is read.")
T_TAKE_FAILED = QT_TRANSLATE_NOOP("narration", "The take of \"{line}\" could not be kept ({detail}). Record it again.")
T_FILE_SILENT = QT_TRANSLATE_NOOP(
    "narration", "The file \"{name}\" is silent, so nothing was kept for \"{line}\". Choose the file that holds "
    "the recording.")

LINE_NAME_LENGTH = 60  # characters of a line's words that name it in a message


def _t(text: Text, **params: Any) -> str:
    return render_ui(Msg(text, params))


def _number(value: float, *, signed: bool = False) -> str:
    """One decimal in the UI language's digits (Persian digits in Persian), with its sign when asked."""
    locale = QLocale()
    text = locale.toString(abs(value) if signed else value, "f", 1)
    if signed:
        text = (locale.negativeSign() if value < 0 else locale.positiveSign()) + text
    return text


class StudioWindow(QWidget):
    """Every line of ``games`` in ``lang``, with record / play / re-record / delete / import for each.

    ``script``: the table's own script for ``game_id``, whose lines are listed too when a setting of the table
    makes one say its own words (a 4-minute day). ``settings`` keeps the chosen microphone. ``changed()`` is
    emitted whenever a recording or the chosen pack changed (a console may reload its narration).
    """

    changed = Signal()

    def __init__(self, library: PackLibrary, game_id: str, lang: str, parent: QWidget | None = None, *,
                 games: list[str] | None = None, script: list[ScriptStep] | None = None,
                 settings: AppSettings | None = None, recorder_command: list[str] | None = None,
                 player_command: list[str] | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.lang = lang
        self.games = [game_id] + [g for g in (games or []) if g != game_id]
        self._game_lines = {g: lines_for(g, script or []) if g == game_id else list(game_lines(g)) for g in self.games}
        self.lines: list[Line] = [line for g in self.games for line in self._game_lines[g]]
        self.pack: Pack | None = None
        self._recording: tuple[Line, str] | None = None
        self.recorder = RecorderProcess(self, command=recorder_command)
        self.player = PlayerProcess(self, command=player_command)
        self.microphone = InputChooser(self.recorder, settings or AppSettings())
        self._build()
        self.recorder.ready.connect(self._on_inputs)
        self.recorder.inputsChanged.connect(self._on_inputs)
        self.recorder.unavailable.connect(self._on_no_input)
        self.recorder.recorded.connect(self._on_recorded)
        self.recorder.failed.connect(self._on_record_failed)
        self.player.failed.connect(lambda _token, detail: self.say(_t(T_CANNOT_PLAY, detail=detail)))
        self.player.unavailable.connect(lambda detail: self.say(_t(T_CANNOT_PLAY, detail=detail)))
        self.recorder.start()  # says at once (asynchronously) which microphones exist
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
        self.tree = LineList()
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
        self.meter = self.microphone.meter
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # The message area keeps its height whatever it says (a long message scrolls), so nothing below the
        # line's words ever moves: a second click lands on Stop.
        self.message_area = QScrollArea()
        self.message_area.setWidget(self.message)
        self.message_area.setWidgetResizable(True)
        self.message_area.setFrameShape(QFrame.Shape.NoFrame)
        self.message_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        right.addWidget(self.text_label, 1)
        right.addWidget(self.state_label)
        right.addLayout(buttons)
        right.addWidget(self.message_area)
        right.addWidget(self.microphone)
        self._said: Msg | Text | str = ""
        splitter = QSplitter()
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.tree)
        splitter.addWidget(detail)
        splitter.setSizes([440, 560])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(fields)
        layout.addWidget(self.use_box)
        layout.addWidget(self.summary)
        layout.addWidget(splitter, 1)
        self._fix_heights()
        self.resize(1000, 640)
        self.retranslate()

    def _fix_heights(self) -> None:
        """The labels whose text changes keep one height (the summary 2 lines, the line's state 2, messages 4)."""
        spacing = self.fontMetrics().lineSpacing()
        self.summary.setFixedHeight(2 * spacing + 4)
        self.state_label.setFixedHeight(2 * spacing + 4)
        self.message_area.setFixedHeight(4 * spacing + 6)

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
        # Record and Re-record take one width, so the buttons beside it stay where they are after the first take.
        self.record_button.setMinimumWidth(0)
        widths = []
        for text in (T_RECORD, T_RERECORD):
            self.record_button.setText(_t(text))
            widths.append(self.record_button.sizeHint().width())
        self.record_button.setMinimumWidth(max(widths))
        for label, text in self.field_labels:
            label.setText(_t(text))
        self.use_box.setText(_t(T_USE, language=language))
        self.microphone.retranslate()
        if self.tree.topLevelItemCount():
            current = self.current_line()
            self._fill_tree()
            if current is not None:
                self.select(current.key)
        self.say(self._said)
        self._refresh()

    def say(self, message: Msg | Text | str) -> None:
        """The message under the buttons (kept, to be said again in a new UI language)."""
        self._said = message
        text = render_ui(message) if message else ""
        self.message.setText(text)
        self.message.setToolTip(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self._fix_heights()
        super().changeEvent(event)

    def _fill_tree(self) -> None:
        self.tree.fill([(self._game_name(game_id), self._role_name(game_id, line.role), line)
                        for game_id in self.games for line in self._game_lines[game_id]], self.lang)

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
            self.say(exc.msg)
            return
        self.library.choose(pack.language, pack.id)  # a pack is imported to be played
        self.changed.emit()
        if pack.language != self.lang:
            self.say(Msg(T_WRONG_LANGUAGE, {"name": pack.name, "language": LANGUAGES.get(pack.language, "?")}))
            return
        self.say(Msg(T_IMPORTED, {"name": pack.name}))
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
            self.say(exc.msg)
            return
        self.say(Msg(T_EXPORTED, {"path": str(written)}))

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
        key = self.tree.current_key()
        return next((line for line in self.lines if line.key == key), None) if key else None

    def select(self, key: str) -> None:
        self.tree.setCurrentItem(self.tree.items[key])

    def _refresh(self) -> None:
        if self.pack is None:
            self.summary.setText(_t(T_NO_PACK, language=LANGUAGES.get(self.lang, self.lang)))
            for key in self.tree.items:
                self.tree.mark(key, "", "")
        else:
            counts = summary(self.pack, self.lines)
            self.summary.setText(_t(T_SUMMARY, recorded=counts["recorded"], total=len(self.lines),
                                    fallback=counts["stale"] + counts["missing"], stale=counts["stale"]))
            marks = {"recorded": "●", "stale": "◐", "missing": "○"}
            for state in self.pack.states(self.lines):
                tip = (_t(T_RECORDED, seconds=_number(state.entry.seconds)) if state.state == "recorded" and state.entry
                       else _t(T_STALE if state.state == "stale" else T_MISSING))
                self.tree.mark(state.line.key, marks[state.state], tip)
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
            self.state_label.setText(_t(T_RECORDED, seconds=_number(entry.seconds)))
        else:
            self.state_label.setText(_t(T_STALE if state == "stale" else T_MISSING))
        has_line = line is not None and self.pack is not None
        self.record_button.setText(_t(T_RERECORD if entry is not None else T_RECORD))
        self.record_button.setEnabled(has_line and not recording and self.can_record())
        self.stop_button.setEnabled(recording)
        self.play_button.setEnabled(has_line and entry is not None and not recording)
        self.delete_button.setEnabled(has_line and entry is not None and not recording)
        self.import_button.setEnabled(has_line and not recording)
        self.microphone.set_busy(recording)

    def can_record(self) -> bool:
        """A microphone is there (the recording child said so)."""
        return self.recorder.problem is None and bool(self.recorder.inputs)

    @staticmethod
    def _line_name(line: Line, lang: str) -> str:
        """A line as the list shows it: its words (the first ones of a long line)."""
        words = " ".join(line.text(lang).split())
        if len(words) <= LINE_NAME_LENGTH:
            return words
        return words[:LINE_NAME_LENGTH].rsplit(" ", 1)[0].rstrip(",.;:!?،؛") + "…"

    def record(self) -> None:
        line = self.current_line()
        if line is None or self.pack is None or not self.can_record():
            return
        self.player.stop()
        path = self.pack.folder / f".recording-{token_hex(4)}.wav"
        self._recording = (line, str(path))
        self.meter.setValue(0)
        self.say(T_RECORDING)
        self.recorder.record(str(path), self.microphone.chosen())
        self._show_line()

    def stop(self) -> None:
        if self._recording is not None:
            self.recorder.stop()  # answered by recorded (or failed)

    def _on_recorded(self, path: str, seconds: float) -> None:
        recording, self._recording = self._recording, None
        name = self._line_name(recording[0], self.lang) if recording is not None else ""
        try:
            if recording is None or self.pack is None:
                return
            if seconds > MAX_SECONDS:
                self.say(Msg(T_TOO_LONG, {"line": name, "seconds": round(seconds), "limit": round(MAX_SECONDS)}))
                return
            self._keep(recording[0], Path(path).read_bytes(), "")
        except OSError as exc:
            self.say(Msg(T_TAKE_FAILED, {"line": name, "detail": str(exc)}))
        finally:
            Path(path).unlink(missing_ok=True)
            self._show_line()

    def _on_record_failed(self, detail: str) -> None:
        recording, self._recording = self._recording, None
        if recording is not None:
            Path(recording[1]).unlink(missing_ok=True)
        kind = self.recorder.failure
        if kind == "no_input":
            self.say(T_NO_MICROPHONE)
        elif kind == "open_failed":
            self.say(T_OPEN_FAILED)
        elif recording is not None:
            name = self._line_name(recording[0], self.lang)
            self.say(Msg(T_NOTHING_HEARD if kind == "nothing_heard" else T_TAKE_FAILED,
                         {"line": name, "detail": detail}))
        self._show_line()

    def _on_inputs(self, inputs: list[dict[str, Any]]) -> None:
        if not inputs:
            self.say(T_NO_MICROPHONE)
        elif self._said in (T_NO_MICROPHONE, T_OPEN_FAILED):
            self.say("")  # one was plugged in
        self._show_line()

    def _on_no_input(self, detail: str) -> None:
        self.say(Msg(T_NO_INPUT, {"detail": detail}))
        self._recording = None
        self._show_line()

    def _keep(self, line: Line, wav: bytes, source: str) -> bool:
        """Keep a take (``source`` "") or an imported file for ``line``, trimmed and levelled; False (said) if not."""
        assert self.pack is not None
        from .audio import AudioError, level, wav_info
        from .packs import T_BAD_AUDIO

        name = self._line_name(line, self.lang)
        try:
            wav_info(wav)
        except AudioError as exc:  # not a usable WAV file: an imported file of another format, most likely
            self.say(Msg(T_BAD_AUDIO, {"name": source, "detail": str(exc)}) if source
                     else Msg(T_TAKE_FAILED, {"line": name, "detail": str(exc)}))
            return False
        try:
            levelled = level(wav)
        except AudioError:  # a readable file that level() refuses is silent
            self.say(Msg(T_FILE_SILENT, {"name": source, "line": name}) if source else Msg(T_SILENT, {"line": name}))
            return False
        try:
            self.pack.put(line, levelled.wav, source=source, levelled=False)
        except PackError as exc:
            self.say(exc.msg)
            return False
        self.say(Msg(T_SAVED, {"seconds": _number(levelled.seconds), "gain": _number(levelled.gain_db, signed=True)}))
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
            self.say(Msg(T_CANNOT_PLAY, {"detail": str(exc)}))
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
