"""The app-dealt night on the laptop: one dim screen that looks the same at every call.

The laptop lies in the middle of the table. Only the player just called opens it (by holding "Hold to open", so the
previous player's last tap cannot open the next call), acts, holds to see what they learn, and closes it again. The
screen names roles only, never a seat. A countdown says how long the call has left; when the call's time is up, a
screen still open says so to the player holding it ("Time is up: nothing was done.", or what the rules then did for
them, shown while held). Step timing comes from the narration alone, the same whether anyone acts or not.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from engine.core import Action, Choice

from .console import ChoiceForm, HoldButton, SecretLabel
from .controller import Delivery, GameController
from .plugin import GamePlugin
from .style import PALETTES, current_theme
from .text import render_msg
from .timers import format_clock

NIGHT_BACKGROUND = "#05070A"
#: Every text of the night screen: its instructions, the form's titles and notes (light on the dark background).
NIGHT_TEXT = "#C9CED6"


def night_style() -> str:
    """The dim screen's stylesheet: light text on black, and a chosen value filled with the accent exactly as on the
    day's choice forms (desktop/style.py), whatever window or theme holds the screen."""
    p = PALETTES[current_theme()]
    return (f"QWidget#night {{ background-color: {NIGHT_BACKGROUND}; }}\n"
            f"QWidget#night QLabel, QWidget#night QLabel:disabled, QWidget#night QGroupBox::title {{ color: {NIGHT_TEXT}; }}\n"
            f"QWidget#night QPushButton:checked {{ background-color: {p.accent}; color: {p.accent_text}; "
            f"border: 2px solid {p.accent}; }}\n"
            f"QWidget#night QPushButton:checked:focus {{ border-color: {p.focus}; }}")


#: How long "Hold to open" must be held before the screen opens (a tap, or the last player's Confirm, never opens it).
OPEN_HOLD_MS = 700


class HoldToOpen(HoldButton):
    """A button that acts only once held for OPEN_HOLD_MS: a tap, or a finger still on the screen from the previous
    call, does nothing."""

    opened = Signal()

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(OPEN_HOLD_MS)
        self._timer.timeout.connect(self._fire)
        self.held.connect(self._on_held)

    def _on_held(self, down: bool) -> None:
        if down:
            self._timer.start()
        else:
            self._timer.stop()

    def _fire(self) -> None:
        if self.isDown():
            self.opened.emit()


class NightPanel(QWidget):
    """One call of the night on the laptop.

    ``choices``: the called player's choices (empty when nobody acts: the screen is the same). ``deliveries``: what
    the called player learns at this call, waiting to be seen on the laptop. ``time_up``: the call's time is over
    (its close line). ``opened``: the screen was opened at this call and not closed since. ``remaining``: seconds
    left of the call (the narration's), None when no call is running.
    """

    def __init__(self, controller: GameController, plugin: GamePlugin, choices: list[Choice], caption: str,
                 submit: Callable[[Action], None], parent: QWidget | None = None, *,
                 deliveries: Sequence[Delivery] = (), time_up: bool = False, opened: bool = False,
                 on_open: Callable[[bool], None] | None = None,
                 remaining: Callable[[], float | None] | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.plugin = plugin
        self.time_up = time_up
        self._submit = submit
        self._on_open = on_open or (lambda opened: None)
        self._remaining = remaining or (lambda: None)
        self.setObjectName("night")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(night_style())
        layout = QVBoxLayout(self)
        self.caption = QLabel(caption)
        self.caption.setWordWrap(True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.caption.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        self.caption.setFont(font)
        layout.addWidget(self.caption)
        self.clock = QLabel()
        self.clock.setObjectName("night_clock")
        self.clock.setAlignment(Qt.AlignmentFlag.AlignCenter)
        clock_font = self.clock.font()
        clock_font.setPointSizeF(clock_font.pointSizeF() * 1.4)
        self.clock.setFont(clock_font)
        self.clock.setMinimumHeight(self.clock.fontMetrics().height())  # the same place whether a clock runs or not
        layout.addWidget(self.clock)
        phones = getattr(plugin, "phones", "")
        self.hint = QLabel(self.tr("Eyes closed. The player just called acts on their phone.") if phones == "all" else
                           self.tr("Eyes closed. Only the player just called opens the laptop or their phone.") if phones
                           else self.tr("Eyes closed. Only the player just called opens the laptop."))
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.hint)
        self.open_button = HoldToOpen(self.tr("Hold to open"))
        self.open_button.setMinimumHeight(72)
        self.open_button.opened.connect(self.open_choices)
        layout.addWidget(self.open_button)
        self.forms: list[ChoiceForm] = []
        self.choice_box = QWidget()
        box_layout = QVBoxLayout(self.choice_box)
        for choice in choices:
            # Every seat's button, all enabled, a forbidden one refused after Confirm: a greyed own card would name
            # the role's holder to anyone who touches the laptop out of turn.
            form = ChoiceForm(controller, plugin, choice, secret=True)
            form.submitted.connect(self._submitted)
            self.forms.append(form)
            box_layout.addWidget(form)
        self.nothing = QLabel()
        self.nothing.setObjectName("night_note")
        self.nothing.setWordWrap(True)
        box_layout.addWidget(self.nothing)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.clicked.connect(self.close_choices)
        box_layout.addWidget(self.close_button)
        layout.addWidget(self.choice_box)
        # What the player learned at this call: shown only while held (one seat at a time: two Werewolves wake
        # together and take the laptop in turn).
        first = deliveries[0].seat if deliveries else None
        self.deliveries = [d for d in deliveries if d.seat == first]
        self.learn = QWidget()
        learn_layout = QVBoxLayout(self.learn)
        self.learn_note = QLabel()
        self.learn_note.setWordWrap(True)
        learn_layout.addWidget(self.learn_note)
        self.hold = HoldButton(self.tr("Hold to see what you learned"))
        self.hold.setMinimumHeight(72)
        self.secret = SecretLabel()
        self.secret.set_secret("\n".join(render_msg(e.msg) for d in self.deliveries for e in d.events if e.msg is not None))
        self.hold.held.connect(self.secret.show_secret)
        self.done = QPushButton(self.tr("Done \u2014 close"))
        self.done.clicked.connect(self._done)
        learn_layout.addWidget(self.hold)
        learn_layout.addWidget(self.secret)
        learn_layout.addWidget(self.done)
        layout.addWidget(self.learn)
        layout.addStretch(1)
        self._ticker = QTimer(self)
        self._ticker.setInterval(250)
        self._ticker.timeout.connect(self._tick)
        self._ticker.start()
        self._tick()
        # Closed, every call looks the same: the caption, the clock, the hint and "Hold to open". What is behind it
        # shows only to the player who opens it (and stays open while they act, until they close it or the call ends).
        self._set_open(opened)

    def changeEvent(self, event: QEvent) -> None:
        # A theme chosen while the screen is open: its chosen values take the new theme's accent at once.
        if event.type() == QEvent.Type.StyleChange and self.styleSheet() != night_style():
            self.setStyleSheet(night_style())
        super().changeEvent(event)

    @property
    def delivery_seat(self) -> int | None:
        return self.deliveries[0].seat if self.deliveries else None

    def _tick(self) -> None:
        left = self._remaining()
        if self.time_up:
            self.clock.setText(self.tr("Time is up."))
        elif left is None:
            self.clock.setText("")
        else:
            self.clock.setText(self.tr("Time left for this call: {clock}").format(clock=format_clock(left)))

    def _set_open(self, opened: bool) -> None:
        self.opened = opened
        self.open_button.setVisible(not opened)
        learned = bool(self.deliveries)
        self.choice_box.setVisible(opened and (bool(self.forms) or not learned))
        self.learn.setVisible(opened and learned)
        if self.time_up:
            self.nothing.setText(self.tr("Time is up: nothing was done."))
        else:
            self.nothing.setText(self.tr("There is nothing for you to choose now."))
        self.nothing.setVisible(not self.forms and not learned)
        self.close_button.setVisible(not learned)
        self.learn_note.setText(self.tr("Time is up. Hold to see what you learned.") if self.time_up else "")
        self.learn_note.setVisible(self.time_up)

    def open_choices(self) -> None:
        self._on_open(True)
        self._set_open(True)

    def close_choices(self) -> None:
        self._on_open(False)
        self._set_open(False)

    def _submitted(self, action: Action) -> None:
        """A choice confirmed on this screen: made, or (its call over) "time is up" said here, to its holder."""
        still_open = any(c.type == action.type and c.player == action.player for c in self.controller.choices())
        if not still_open:
            self.time_up = True
            for form in self.forms:
                form.setVisible(False)
            self.forms = []
            self._tick()
            self._set_open(True)
            return
        self._submit(action)

    def _done(self) -> None:
        """Seen only once held: "Done" without holding closes the screen and leaves the message for this call."""
        seat = self.delivery_seat
        self._on_open(False)
        if seat is not None and self.hold.ever_held:
            for delivery in self.deliveries:
                self.controller.mark_delivered(seat, notify=delivery is self.deliveries[-1], step=delivery.step)
        else:
            self._set_open(False)

