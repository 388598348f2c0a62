"""The narration page: language, voice (with a sample), speed, step length, volume, output and recorded packs."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
)

from ..i18n import LANGUAGES
from ..text import percent_suffix, render_msg
from ..wizard_model import SetupModel, WizardPage
from .widgets import guard_wheel


class NarrationPage(WizardPage):
    """Narration language, the voices the speech engine has for it (with a sample line), speed and step length."""

    def __init__(self, model: SetupModel) -> None:
        super().__init__(model)
        form = QFormLayout(self)
        self.lang = guard_wheel(QComboBox())
        self.lang.setObjectName("narration_lang")
        for code, name in LANGUAGES.items():
            self.lang.addItem(name, code)
        self.lang.setCurrentIndex(max(0, list(LANGUAGES).index(model.narration_lang) if model.narration_lang in LANGUAGES else 0))
        self.lang.currentIndexChanged.connect(self._lang)
        self.voice = guard_wheel(QComboBox())
        self.voice.setObjectName("voice")
        self.voice.activated.connect(self._voice_chosen)
        self.test = QPushButton()
        self.test.setObjectName("test_voice")
        self.test.clicked.connect(self.test_voice)
        voice_row = QHBoxLayout()
        voice_row.addWidget(self.voice, 1)
        voice_row.addWidget(self.test)
        # What the test did: "Playing the sample…", then played, or why nothing could be heard.
        self.test_result = QLabel()
        self.test_result.setObjectName("test_voice_result")
        self.test_result.setWordWrap(True)
        self.test_result.setVisible(False)
        self._test_state: tuple[str, str] = ("", "")  # ("playing" | "played" | "failed" | "", reason)
        self.voice_note = QLabel()
        self.voice_note.setWordWrap(True)
        self.rate = guard_wheel(QSpinBox())
        self.rate.setRange(60, 400)
        self.rate.setValue(int(model.narration.get("rate", 150)))
        self.rate.valueChanged.connect(lambda v: self._set("rate", v))
        self.step = guard_wheel(QDoubleSpinBox())
        self.step.setRange(0.0, 60.0)
        self.step.setDecimals(0)
        step_value = model.narration.get("step_length")
        self.step.setValue(float(step_value) if isinstance(step_value, (int, float)) else 0.0)
        self.step.valueChanged.connect(lambda v: self._set("step_length", float(v) if v > 0 else None))
        self.volume = guard_wheel(QSpinBox())
        self.volume.setObjectName("volume")
        self.volume.setRange(0, 100)
        self.volume.setValue(round(100 * float(model.narration.get("volume", 1.0))))
        self.volume.valueChanged.connect(lambda v: self._set("volume", v / 100))
        self.output = guard_wheel(QComboBox())
        self.output.setObjectName("audio_output")
        self.output.activated.connect(lambda index: self._set("device", str(self.output.itemData(index) or "")))
        self.outputs: list[dict[str, Any]] = []
        self.ambient = QCheckBox()
        self.ambient.setObjectName("ambient")
        self.ambient.setChecked(bool(model.narration.get("ambient", False)))
        self.ambient.toggled.connect(lambda on: self._set("ambient", bool(on)))
        self.l_lang, self.l_voice, self.l_rate, self.l_step = QLabel(), QLabel(), QLabel(), QLabel()
        self.l_volume, self.l_output = QLabel(), QLabel()
        form.addRow(self.l_lang, self.lang)
        form.addRow(self.l_voice, voice_row)
        form.addRow(self.test_result)
        form.addRow(self.voice_note)
        form.addRow(self.l_rate, self.rate)
        form.addRow(self.l_volume, self.volume)
        form.addRow(self.l_output, self.output)
        form.addRow(self.ambient)
        form.addRow(self.l_step, self.step)
        # Recorded narration (issue 19): the installed packs of the narration language, and the studio.
        from ..narration.packs import PackLibrary

        self.packs = PackLibrary()
        self.pack = guard_wheel(QComboBox())
        self.pack.setObjectName("narration_pack")
        self.pack.activated.connect(self._pack_chosen)
        self.studio_button = QPushButton()
        self.studio_button.setObjectName("recording_studio")
        self.studio_button.clicked.connect(self.open_studio)
        self.studio: Any = None
        pack_row = QHBoxLayout()
        pack_row.addWidget(self.pack, 1)
        pack_row.addWidget(self.studio_button)
        self.l_pack = QLabel()
        form.addRow(self.l_pack, pack_row)
        # The speech engine is asked for its voices when the page is first shown (it may take a moment).
        self.narrator: Any = None
        self.all_voices: list[dict[str, Any]] | None = None
        self.sound_problem = ""  # why nothing can be heard, as the speaker reported it
        self.retranslate()

    def initializePage(self) -> None:
        if self.narrator is None:
            from ..narrate import make_narrator

            self.set_narrator(make_narrator(self, self.model.narration))
        self._fill_voices()

    def set_narrator(self, narrator: Any) -> None:
        """The narrator that lists the voices and plays the sample (made when the page is first shown)."""
        self.narrator = narrator
        tested = getattr(narrator, "voiceTested", None)
        if tested is not None:
            tested.connect(self._voice_tested)
        info = getattr(narrator, "engineInfo", None)
        if info is not None:
            info.connect(self.set_engine_info)
            narrator.requestEngineInfo()
        else:
            self.set_engine_info({"all_voices": []})

    def set_engine_info(self, info: dict[str, Any]) -> None:
        """The speech engine's answer: every voice it has (listed for the chosen language)."""
        voices = info.get("all_voices")
        self.all_voices = [v for v in voices if isinstance(v, dict) and isinstance(v.get("id"), str)] if isinstance(voices, list) else []
        problem = info.get("problem")
        self.sound_problem = render_msg(problem) if problem is not None else ""
        outputs = info.get("outputs")
        self.outputs = [o for o in outputs if isinstance(o, dict) and isinstance(o.get("id"), str)] if isinstance(outputs, list) else []
        self._fill_voices()
        self._fill_outputs()

    def _fill_outputs(self) -> None:
        """The audio outputs the sound system reports (the TV over HDMI, say); "" is the system's default."""
        wanted = str(self.model.narration.get("device", ""))
        self.output.clear()
        self.output.addItem(self.tr("The system's default output"), "")
        for output in self.outputs:
            self.output.addItem(str(output.get("description") or output["id"]), output["id"])
        if wanted and self.output.findData(wanted) < 0:
            self.output.addItem(self.tr("{output} (not connected)").format(output=wanted), wanted)
        self.output.setCurrentIndex(max(0, self.output.findData(wanted)))

    def voices_for(self, lang: str) -> list[dict[str, Any]]:
        from ..narration.voices import VoiceInfo, choose_voice

        out = []
        for v in self.all_voices or []:
            info = VoiceInfo(v["id"], str(v.get("name", v["id"])), tuple(str(x) for x in v.get("languages", ())))
            if choose_voice([info], lang) is not None:
                out.append(v)
        return out

    def _fill_voices(self) -> None:
        wanted = str(self.model.narration.get("voice", ""))
        self.voice.clear()
        self.voice.addItem(self.tr("The best voice for the language"), "")
        voices = self.voices_for(self.model.narration_lang) if self.all_voices is not None else []
        for v in voices:
            name = str(v.get("name") or v["id"])
            self.voice.addItem(name if name == v["id"] else f"{name} ({v['id']})", v["id"])
        if wanted and self.voice.findData(wanted) < 0:
            self.voice.addItem(self.tr("{voice} (not found on this computer)").format(voice=wanted), wanted)
        self.voice.setCurrentIndex(max(0, self.voice.findData(wanted)))
        if self.all_voices is None:
            self.voice_note.setText(self.tr("Looking for voices\u2026"))
        elif self.sound_problem:
            self.voice_note.setText(self.sound_problem)
        elif not voices:
            self.voice_note.setText(self.tr("No voice for this language was found: the narration shows captions only."))
        else:
            self.voice_note.setText("")
        self._show_notes()
        # Enabled without a voice or sound too: the test then says what is missing.
        self.test.setEnabled(self.all_voices is not None and hasattr(self.narrator, "testVoice"))

    def _voice_chosen(self, index: int) -> None:
        self._set("voice", str(self.voice.itemData(index) or ""))

    def test_voice(self) -> None:
        """Speak the narration's sample line with the chosen voice and speed."""
        if self.narrator is None or not hasattr(self.narrator, "testVoice"):
            return
        from ..narration.settings import NarrationSettings

        try:
            self.narrator.setSettings(NarrationSettings.from_json(self.model.narration))
        except (TypeError, ValueError):
            return
        self._test_state = ("playing", "")
        self._show_test_state()
        self.narrator.testVoice(self.model.narration_lang)

    def _voice_tested(self, played: bool, why: str) -> None:
        self._test_state = ("played", "") if played else ("failed", why)
        self._show_test_state()

    def _show_test_state(self) -> None:
        state, why = self._test_state
        texts = {"playing": self.tr("Playing the sample\u2026"), "played": self.tr("The sample was played."), "failed": why}
        self.test_result.setText(texts.get(state, ""))
        self._show_notes()

    def _show_notes(self) -> None:
        """The test's outcome, then the standing note on the voices unless it says the same thing (a test that
        fails for the sound problem the note already states shows it once, however often it is clicked)."""
        self.test_result.setVisible(bool(self.test_result.text()))
        note = self.voice_note.text()
        self.voice_note.setVisible(bool(note) and note != self.test_result.text())

    def _lang(self, index: int) -> None:
        self.model.narration_lang = self.lang.itemData(index)
        self.model.changed.emit()
        self._fill_voices()
        self._fill_packs()

    def _fill_packs(self) -> None:
        """The packs installed for the narration language ("None" first: the synthetic voice says every line)."""
        lang = self.model.narration_lang
        self.pack.clear()
        self.pack.addItem(self.tr("None: the synthetic voice"), "")
        for pack in self.packs.packs(lang):
            self.pack.addItem(pack.name, pack.id)
        self.pack.setCurrentIndex(max(0, self.pack.findData(self.packs.chosen_id(lang))))

    def _pack_chosen(self, index: int) -> None:
        self.packs.choose(self.model.narration_lang, str(self.pack.itemData(index) or "") or None)

    def open_studio(self) -> None:
        from ..narration.lines import narrated_games
        from ..narration.studio import StudioWindow

        self.studio = StudioWindow(self.packs, self.model.game.id, self.model.narration_lang, self,
                                   games=narrated_games())
        self.studio.setWindowFlag(Qt.WindowType.Window)
        self.studio.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.studio.changed.connect(self._fill_packs)
        self.studio.show()

    def _set(self, key: str, value: Any) -> None:
        self.model.narration[key] = value
        self.model.changed.emit()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Narration"))
        self.setSubTitle(self.tr("The spoken night and reveal script. Its language may differ from the screen's."))
        self.l_lang.setText(self.tr("Narration language:"))
        self.l_voice.setText(self.tr("Voice:"))
        self.test.setText(self.tr("Test the voice"))
        self.l_rate.setText(self.tr("Speed (words per minute):"))
        self.l_step.setText(self.tr("Step length in seconds (0: as scripted):"))
        self.l_volume.setText(self.tr("Volume:"))
        self.volume.setSuffix(percent_suffix())
        for spin in self.findChildren(QAbstractSpinBox):  # the UI locale's digits after a language switch too
            spin.setLocale(QLocale())
        self.l_output.setText(self.tr("Sound output:"))
        self.ambient.setText(self.tr("A soft night sound under the narration"))
        self.l_pack.setText(self.tr("Recorded narration:"))
        self.studio_button.setText(self.tr("Recording studio\u2026"))
        self._fill_packs()
        self._show_test_state()
        self._fill_outputs()
        if self.narrator is not None:
            self._fill_voices()
