"""The console's narration panel: the script's lines, the one being read, and Start, Pause, Skip, Repeat, Stop."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QListWidget, QPushButton, QVBoxLayout

from engine.core import ScriptStep

from ..narration.captions import caption_line
from .lists import wrap_lines


class ConsoleNarration:
    """The narration panel of :class:`ConsoleWindow` and what it drives (the window's narrator).

    Its texts are in ConsoleWindow's translation context, as they were when this was part of that class.
    """

    def _build_narration(self) -> QGroupBox:
        self.narration_box = QGroupBox()
        nl = QVBoxLayout(self.narration_box)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setObjectName("caption")
        nl.addWidget(self.caption)
        self.timeline = QListWidget()
        self.timeline.setObjectName("timeline")
        self.timeline.setMaximumHeight(140)
        wrap_lines(self.timeline)
        nl.addWidget(self.timeline)
        buttons = QHBoxLayout()
        self.n_start = QPushButton()
        self.n_pause = QPushButton()
        self.n_skip = QPushButton()
        self.n_repeat = QPushButton()
        self.n_stop = QPushButton()
        for b in (self.n_start, self.n_pause, self.n_skip, self.n_repeat, self.n_stop):
            buttons.addWidget(b)
        nl.addLayout(buttons)
        self.n_start.clicked.connect(self.start_narration)
        self.n_pause.clicked.connect(self.toggle_narration)
        self.n_skip.clicked.connect(lambda: self.narrator.skip())
        self.n_repeat.clicked.connect(lambda: self.narrator.repeat())
        self.n_stop.clicked.connect(lambda: self.narrator.stop())
        return self.narration_box

    def open_studio(self) -> None:
        """The recording studio for this game and the narration language (issue 19)."""
        import shiboken6

        from ..narration.lines import narrated_games
        from ..narration.packs import PackLibrary
        from ..narration.studio import StudioWindow

        if self.studio is not None and shiboken6.isValid(self.studio):
            self.studio.raise_()
            self.studio.activateWindow()
            return
        self.studio = StudioWindow(PackLibrary(), self.controller.setup.game, self.narration_lang,
                                   games=narrated_games(), script=list(self._script_loaded))
        self.studio.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.studio.changed.connect(self._reload_narration)
        self.studio.show()

    def loaded_script(self) -> list[ScriptStep]:
        """The script the narration reads (its steps by index)."""
        return self._script_loaded

    def _reload_narration(self) -> None:
        """A recording or the chosen pack changed: the loaded script is prepared again (not during a night)."""
        if self._script_loaded and getattr(self.narrator, "state", "") in ("idle", "finished"):
            self.narrator.load(self._script_loaded, self.narration_lang)

    def _offer_narration(self) -> None:
        script = self.plugin.narration_script(self.controller)
        if script and [s.id for s in script] != [s.id for s in self._script_loaded]:
            self._script_loaded = list(script)
            self.narrator.load(script, self.narration_lang)
            self.timeline.clear()
            from ..i18n import catalog

            for step in script:
                self.timeline.addItem(self.narration_line(catalog(self.narration_lang).render(step.msg)))
            if self.plugin.autostart_narration(self.controller):
                self.start_narration()
        self.narration_box.setVisible(bool(self._script_loaded))
        self._update_narration_buttons()

    def narration_remaining(self) -> float | None:
        remaining = getattr(self.narrator, "remaining", None)
        if self.narration_state() != "playing" or not callable(remaining):
            return None
        return float(remaining())

    def _tick_night_clock(self) -> None:
        """The call's countdown on the TV's night screen (the laptop's night screen keeps its own)."""
        clock = self.plugin.night_clock(self) if self.board.night_shown() else None
        self.board.set_call_clock(*(clock or ("", "")))

    def narration_state(self) -> str:
        state = getattr(self.narrator, "state", "")
        return str(state() if callable(state) else state)

    def start_narration(self) -> None:
        if self._script_loaded and not self.controller.dealing():
            self.narrator.start(self.plugin.narration_start(self.controller, self._script_loaded))

    def toggle_narration(self) -> None:
        state = self.narration_state()
        if state == "playing":
            self.narrator.pause()
        elif state == "paused":
            self.narrator.resume()
        else:
            self.start_narration()

    def narration_line(self, text: str) -> str:
        """A line in the narration language's own direction, whatever the UI's (an English line in a Persian console
        keeps its full stop at its end; a Persian one in an English console reads right to left)."""
        return caption_line(text, self.narration_lang)

    def _isolate_narration(self) -> None:
        """The narration lines shown again for the UI's direction now (after a language switch)."""
        from ..i18n import catalog

        for row, step in enumerate(self._script_loaded[:self.timeline.count()]):
            self.timeline.item(row).setText(self.narration_line(catalog(self.narration_lang).render(step.msg)))
        if self.caption.text():
            self.caption.setText(self.narration_line(self.caption.text()))

    def _on_step(self, index: int, caption: str) -> None:
        self.caption.setText(self.narration_line(caption))
        self.board.set_caption(self.narration_line(caption))  # the TV's direction is the UI's: the line keeps its own
        if 0 <= index < self.timeline.count():
            self.timeline.setCurrentRow(index)
        self.plugin.on_narration_step(self, index)
        self._tick_night_clock()

    def _on_narration_finished(self) -> None:
        self.caption.setText("")
        self.board.set_caption("")
        self.plugin.on_narration_finished(self)

    def _on_narration_state(self, state: str) -> None:
        self._update_narration_buttons()
        ticker = getattr(self, "_night_ticker", None)
        if ticker is None:
            ticker = self._night_ticker = QTimer(self)
            ticker.setInterval(250)
            ticker.timeout.connect(self._tick_night_clock)
        if state == "playing":
            ticker.start()
        else:
            ticker.stop()
        self._tick_night_clock()
        if self.round is None and hasattr(self, "phase"):
            view = self.controller.public_view()
            self._show_phase(view, self._public_status(view, self.controller.result()))

    def _on_narration_problem(self, text: str) -> None:
        self.message.setText(text)

    def _update_narration_buttons(self) -> None:
        state = self.narration_state()
        self.n_pause.setText(QCoreApplication.translate("ConsoleWindow", "Resume") if state == "paused"
                             else QCoreApplication.translate("ConsoleWindow", "Pause"))
        running = state in ("playing", "paused")
        self.n_pause.setEnabled(running)
        self.n_skip.setEnabled(running)
        self.n_repeat.setEnabled(running)
        self.n_stop.setEnabled(running)
        # The night (or the reveal) is read once every player has seen their card.
        dealing = self.controller.dealing()
        self.n_start.setEnabled(bool(self._script_loaded) and not running and not dealing)
        self.n_start.setToolTip(QCoreApplication.translate("ConsoleWindow", "Every player sees their card first.") if dealing else "")
