"""The app-dealt night on the laptop: one dim screen that looks the same at every step.

The laptop lies in the middle of the table. Only the player just called opens
it, acts, holds to see what they learn, and closes it again; the screen returns
to the same state whether anyone acted or not, and step timing comes from the
narration alone.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from engine.core import Action, Choice

from .console import ChoiceForm, HoldButton, SecretLabel
from .controller import GameController
from .plugin import GamePlugin
from .text import render_msg

DIM_STYLE = "background-color: #05070A; color: #C9CED6;"


class NightPanel(QWidget):
    """``choices`` are the awake player's choices (empty when nobody acts: the screen is the same)."""

    def __init__(self, controller: GameController, plugin: GamePlugin, choices: list[Choice], caption: str,
                 submit: Callable[[Action], None], parent: QWidget | None = None, on_phones: set[int] | None = None) -> None:
        """``on_phones``: seats whose connected phone shows them what they learn (never the laptop)."""
        super().__init__(parent)
        self.controller = controller
        self.plugin = plugin
        self.setObjectName("night")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(DIM_STYLE)
        layout = QVBoxLayout(self)
        self.caption = QLabel(caption)
        self.caption.setWordWrap(True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.caption.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        self.caption.setFont(font)
        layout.addWidget(self.caption)
        self.hint = QLabel(self.tr("Eyes closed. Only the player just called opens the laptop."))
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.hint)
        self.open_button = QPushButton(self.tr("Open"))
        self.open_button.setMinimumHeight(72)
        layout.addWidget(self.open_button)
        self.forms: list[ChoiceForm] = []
        self.choice_box = QWidget()
        box_layout = QVBoxLayout(self.choice_box)
        for choice in choices:
            form = ChoiceForm(controller, plugin, choice)
            form.submitted.connect(submit)
            self.forms.append(form)
            box_layout.addWidget(form)
        self.nothing = QLabel(self.tr("There is nothing for you to choose now."))
        box_layout.addWidget(self.nothing)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.clicked.connect(self.close_choices)
        box_layout.addWidget(self.close_button)
        self.choice_box.setVisible(False)
        layout.addWidget(self.choice_box)
        # What the player learned: shown only while held.
        pending = [d for d in controller.pending_deliveries() if d.seat not in (on_phones or set())]
        self.delivery_seat = pending[0].seat if pending else None
        self.learn = QWidget()
        learn_layout = QVBoxLayout(self.learn)
        self.hold = HoldButton(self.tr("Hold to see what you learned"))
        self.hold.setMinimumHeight(72)
        self.secret = SecretLabel()
        if pending:
            self.secret.set_secret("\n".join(render_msg(e.msg) for e in pending[0].events if e.msg is not None))
        self.hold.held.connect(self.secret.show_secret)
        self.done = QPushButton(self.tr("Done \u2014 close"))
        self.done.clicked.connect(self._done)
        learn_layout.addWidget(self.hold)
        learn_layout.addWidget(self.secret)
        learn_layout.addWidget(self.done)
        layout.addWidget(self.learn)
        layout.addStretch(1)
        self.open_button.clicked.connect(self.open_choices)
        # Closed, every step looks the same: the caption, the hint and "Open". What is behind it shows only to the
        # player who opens it (and stays open while they act, until they close it or the step ends).
        self._set_open(bool(getattr(plugin, "night_open", False)))

    def _set_open(self, opened: bool) -> None:
        self.open_button.setVisible(not opened)
        has_learned = self.delivery_seat is not None
        self.choice_box.setVisible(opened and (bool(self.forms) or not has_learned))
        self.learn.setVisible(opened and has_learned)
        self.nothing.setVisible(not self.forms and not has_learned)
        self.close_button.setVisible(not has_learned)

    def open_choices(self) -> None:
        self.plugin.night_open = True  # type: ignore[attr-defined]
        self._set_open(True)

    def close_choices(self) -> None:
        self.plugin.night_open = False  # type: ignore[attr-defined]
        self._set_open(False)

    def _done(self) -> None:
        self.plugin.night_open = False  # type: ignore[attr-defined]
        if self.delivery_seat is not None:
            self.controller.mark_delivered(self.delivery_seat)
        else:
            self._set_open(False)
