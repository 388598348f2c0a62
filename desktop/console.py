"""The moderator console (the laptop screen): next input, undo/redo, log, narration, timers, privacy.

It shows only public information, except behind press-and-hold buttons. App-dealt
private steps go through pass-and-play: the console names the player to hand
the laptop to, that player holds to see, releases, confirms. Every input is an
engine Choice: only legal values are enabled, and a disabled value says why.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QStandardPaths, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.core import Action, Choice, Event, OneOf, Result, ScriptStep, SubsetOf
from engine.errors import IllegalAction, RecordError
from engine.i18n import Msg
from engine.record import load_record

from .board import BoardWindow
from .companion.panel import PhonesPanel, start_server
from .companion.seats import SeatBook
from .companion.server import CompanionServer
from .controller import Delivery, GameController, SecretRound
from .i18n import LANGUAGES, current_language, direction_for
from .narrate import make_narrator
from .plugin import GamePlugin, TimerSpec
from .rounds import stand_in
from .text import isolate, join_list, number, render_json, render_msg, rtl_line
from .timers import Countdown, format_clock


def _wrap_lines(view: QListWidget) -> None:
    """Long lines wrap inside the list's width: no horizontal scroll bar."""
    view.setWordWrap(True)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setResizeMode(QListWidget.ResizeMode.Adjust)
    view.setTextElideMode(Qt.TextElideMode.ElideNone)
    view.setUniformItemSizes(False)


class HoldButton(QPushButton):
    """Shows a secret only while pressed (mouse or Space held)."""

    held = Signal(bool)

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setAutoRepeat(False)
        self.pressed.connect(lambda: self.held.emit(True))
        self.released.connect(lambda: self.held.emit(False))
        self.ever_held = False
        self.held.connect(self._mark)

    def _mark(self, down: bool) -> None:
        if down:
            self.ever_held = True


class SecretLabel(QLabel):
    """A label whose text exists only while its hold button is pressed."""

    MIN_HEIGHT = 80

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self._secret = ""
        self._extent: list[str] = []
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumHeight(self.MIN_HEIGHT)

    @staticmethod
    def text_of(events: list[Event]) -> str:
        """What a player sees of their private events: one line each."""
        return "\n".join(render_msg(e.msg) for e in events if e.msg is not None)

    def set_secret(self, text: str) -> None:
        self._secret = text
        self.clear()
        self._fit()

    def set_extent(self, texts: list[str]) -> None:
        """The secrets of every player of this deal or round: the label is as tall as the tallest of them, whoever
        holds the laptop, so its size (and the buttons below it) never tells one role from another."""
        self._extent = list(dict.fromkeys(texts))
        self._fit()

    def _fit(self) -> None:
        width = self.contentsRect().width() - 2 * self.margin()
        if width <= 0:
            return
        metrics = self.fontMetrics()
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        tallest = max((metrics.boundingRect(0, 0, width, 1 << 20, flags, text).height()
                       for text in [self._secret, *self._extent] if text), default=0)
        frame = self.height() - self.contentsRect().height() + 2 * self.margin()
        wanted = max(self.MIN_HEIGHT, tallest + frame)
        if wanted != self.minimumHeight():
            self.setMinimumHeight(wanted)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def show_secret(self, shown: bool) -> None:
        self.setText(self._secret if shown else "")


class ChoiceForm(QGroupBox):
    """One engine Choice as buttons: a row per parameter, only legal values enabled, the reason on the others."""

    submitted = Signal(object)  # Action

    def __init__(self, controller: GameController, plugin: GamePlugin, choice: Choice, parent: QWidget | None = None,
                 secret: bool = False) -> None:
        """``secret``: a private screen. Every player of this step sees the same buttons (GamePlugin.secret_values),
        all enabled and none chosen in advance; a value the rules forbid this player is refused after Confirm,
        on this screen (what is allowed would tell others what the player is)."""
        super().__init__(plugin.choice_title(controller, choice), parent)
        self.controller = controller
        self.plugin = plugin
        self.choice = choice
        self.secret = secret
        self.groups: dict[str, QButtonGroup] = {}
        self.buttons: dict[str, list[tuple[QPushButton, Any]]] = {}
        self.reasons: dict[str, QLabel] = {}
        self._built = False
        layout = QVBoxLayout(self)
        for key, domain in choice.params.items():
            layout.addWidget(QLabel(plugin.param_label(choice, key)))
            row = QGridLayout()
            row.setSpacing(6)
            group = QButtonGroup(self)
            group.setExclusive(isinstance(domain, OneOf))
            self.groups[key] = group
            self.buttons[key] = []
            values = self._candidates(key, domain)
            columns = 5
            # One line per reason, naming every button it disables ("Ana, Binh: not on the proposed team").
            disabled: dict[str, list[str]] = {}
            for index, value in enumerate(values):
                button = QPushButton(plugin.value_label(controller, choice, key, value))
                button.setCheckable(True)
                legal = secret or value in domain.values
                button.setEnabled(legal)
                if not legal:
                    reason = self._reason(key, value)
                    button.setToolTip(reason)
                    button.setAccessibleDescription(reason)
                    disabled.setdefault(reason, []).append(isolate(button.text()))
                group.addButton(button)
                self.buttons[key].append((button, value))
                row.addWidget(button, index // columns, index % columns)
                button.toggled.connect(self._update_ready)
            layout.addLayout(row)
            disabled_notes = [rtl_line(f"{join_list(names)}: {reason}") for reason, names in disabled.items()]
            note = QLabel("\n".join(disabled_notes))
            note.setWordWrap(True)
            note.setObjectName("reasons")
            note.setVisible(bool(disabled_notes))
            self.reasons[key] = note
            legal_values = [v for v in values if v in domain.values]
            if secret:
                continue  # nothing chosen in advance: a single legal value would show
            if isinstance(domain, OneOf) and len(legal_values) == 1:
                self.buttons[key][values.index(legal_values[0])][0].setChecked(True)
            if isinstance(domain, SubsetOf) and len(legal_values) == domain.size:
                for button, value in self.buttons[key]:
                    if value in legal_values:
                        button.setChecked(True)
        # Why some buttons are greyed, below all of them: a line that comes or goes never moves a button.
        for note in self.reasons.values():
            layout.addWidget(note)
        self.status = QLabel()
        self.status.setObjectName("form_status")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.ok = QPushButton(plugin.confirm_label(controller, choice) or self.tr("Confirm"))
        self.ok.setObjectName("confirm")
        self.ok.setDefault(True)
        self.ok.clicked.connect(self.submit)
        layout.addWidget(self.ok)
        self._built = True
        self._update_ready()

    def _candidates(self, key: str, domain: OneOf | SubsetOf) -> list[Any]:
        values = list(domain.values)
        if self.secret:
            shown = self.plugin.secret_values(self.controller, self.choice, key)
            if shown is not None:
                return list(shown)
        if self.plugin.seat_param(self.choice, key) and all(isinstance(v, int) for v in values):
            return list(range(len(self.controller.players)))
        return values

    def _reason(self, key: str, value: Any) -> str:
        params: dict[str, Any] = {}
        for other, domain in self.choice.params.items():
            if other == key:
                params[other] = [value, *list(domain.values)[: domain.size - 1]] if isinstance(domain, SubsetOf) else value
            else:
                params[other] = next(domain.options())
        reason = self.controller.explain(Action(self.choice.type, self.choice.player, params))
        return render_msg(reason) if reason is not None else self.tr("Not allowed now.")

    def selection(self) -> dict[str, Any] | None:
        params: dict[str, Any] = {}
        for key, domain in self.choice.params.items():
            picked = [value for button, value in self.buttons[key] if button.isChecked()]
            if isinstance(domain, OneOf):
                if len(picked) != 1:
                    return None
                params[key] = picked[0]
            else:
                if len(picked) != domain.size:
                    return None
                params[key] = sorted(picked) if all(isinstance(v, int) for v in picked) else picked
        return params

    def _update_ready(self) -> None:
        if not self._built:
            return
        missing = []
        for key, domain in self.choice.params.items():
            picked = sum(1 for button, _ in self.buttons[key] if button.isChecked())
            if isinstance(domain, SubsetOf) and picked != domain.size:
                missing.append(self.tr("choose {n} (chosen: {m})").format(n=number(domain.size), m=number(picked)))
        self.status.setText("; ".join(missing))
        self.ok.setEnabled(self.selection() is not None)

    def pick(self, key: str, value: Any) -> None:
        """Select a value (tests and the screenshot tour drive the form like a user)."""
        for button, candidate in self.buttons[key]:
            if candidate == value:
                button.setChecked(True)

    def submit(self) -> None:
        params = self.selection()
        if params is None:
            return
        action = Action(self.choice.type, self.choice.player, params)
        if self.secret:
            reason = self.controller.explain(action)
            if reason is not None:  # refused here, privately, after the press
                self.status.setText(render_msg(reason))
                return
        self.submitted.emit(action)


class DeliveryCard(QWidget):
    """Pass-and-play: give the laptop to a player, who holds to see their private message, then confirms."""

    done = Signal(int)

    def __init__(self, controller: GameController, plugin: GamePlugin, delivery: Delivery, parent: QWidget | None = None,
                 extent: list[str] | None = None) -> None:
        """``extent``: every secret of this deal (the secret area is as tall as the tallest, for every player)."""
        super().__init__(parent)
        self.seat = delivery.seat
        name = controller.players[delivery.seat]
        layout = QVBoxLayout(self)
        self.heading = QLabel(self.tr("Give the laptop to {player}.").format(player=isolate(name)))
        self.heading.setObjectName("heading")
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        layout.addWidget(QLabel(self.tr("{player}: press and hold the button to see what you learn; release to hide it.")
                                .format(player=isolate(name))))
        self.hold = HoldButton(self.tr("Hold to see ({player})").format(player=isolate(name)))
        self.hold.setMinimumHeight(64)
        self.secret = SecretLabel()
        self.secret.set_secret(SecretLabel.text_of(delivery.events))
        self.secret.set_extent(extent or [])
        self.hold.held.connect(self.secret.show_secret)
        self.hold.held.connect(self._update)
        layout.addWidget(self.hold)
        layout.addWidget(self.secret)
        self.confirm = QPushButton(self.tr("I have seen it \u2014 next"))
        self.confirm.setEnabled(False)
        self.confirm.clicked.connect(lambda: self.done.emit(self.seat))
        layout.addWidget(self.confirm)
        layout.addStretch(1)

    def _update(self, down: bool) -> None:
        self.confirm.setEnabled(self.hold.ever_held and not down)


class PrivateChoiceCard(QWidget):
    """Pass-and-play for a player's private choices: the player takes the laptop, confirms who they are, then chooses.

    Every private choice open to that player now is offered on the card (a turn may
    offer several: pass, trade, attack ...); with it, what the plugin says the player
    privately holds (GamePlugin.private_summary), shown only after they open the card.
    """

    def __init__(self, controller: GameController, plugin: GamePlugin, choice: Choice | list[Choice],
                 submit: Callable[[Action], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        choices = list(choice) if isinstance(choice, list) else [choice]
        first = choices[0]
        name = controller.players[first.player] if first.player is not None else "?"
        layout = QVBoxLayout(self)
        self.heading = QLabel(self.tr("Give the laptop to {player}.").format(player=isolate(name)))
        self.heading.setObjectName("heading")
        layout.addWidget(self.heading)
        self.ready = QPushButton(self.tr("I am {player}: show my choice").format(player=isolate(name)))
        self.ready.setMinimumHeight(64)
        layout.addWidget(self.ready)
        summary = plugin.private_summary(controller, first.player) if first.player is not None else ""
        self.summary = QLabel(summary)
        self.summary.setObjectName("private_summary")
        self.summary.setWordWrap(True)
        self.summary.setVisible(False)
        self._has_summary = bool(summary)
        layout.addWidget(self.summary)
        self.forms: list[ChoiceForm] = []
        for one in choices:
            form = ChoiceForm(controller, plugin, one, secret=True)
            form.setVisible(False)
            form.submitted.connect(submit)
            layout.addWidget(form)
            self.forms.append(form)
            for buttons in form.buttons.values():
                for button, _value in buttons:
                    button.toggled.connect(lambda _on=False, chosen=form: self._choosing_in(chosen))
        self.form = self.forms[0]
        self.opened = False
        layout.addStretch(1)
        self.ready.clicked.connect(self.reveal)

    def _choosing_in(self, chosen: ChoiceForm) -> None:
        """The player has moved on to another form: a refusal under the one they left is no longer about what
        they are doing ("Ada must choose another player" under Attack while she chooses a trade)."""
        for form in self.forms:
            if form is not chosen:
                form._update_ready()

    def reveal(self) -> None:
        self.opened = True
        self.ready.setVisible(False)
        self.summary.setVisible(self._has_summary)
        for form in self.forms:
            form.setVisible(True)


class ConfirmationCard(QWidget):
    """What a player's own private choice did, shown on the screen they chose on (no second hand-over to see it)."""

    done = Signal()

    def __init__(self, name: str, lines: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.heading = QLabel(self.tr("{player}: your choice is made.").format(player=isolate(name)))
        self.heading.setObjectName("heading")
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.outcome = QLabel("\n".join(lines))
        self.outcome.setObjectName("outcome")
        self.outcome.setWordWrap(True)
        self.outcome.setFrameShape(QFrame.Shape.StyledPanel)
        self.outcome.setMinimumHeight(80)
        layout.addWidget(self.outcome)
        self.confirm = QPushButton(self.tr("Done \u2014 hide it and pass the laptop on"))
        self.confirm.setMinimumHeight(64)
        self.confirm.clicked.connect(self.done.emit)
        layout.addWidget(self.confirm)
        layout.addStretch(1)


class RoundCard(QWidget):
    """One player's turn in a :class:`SecretRound`: hand over, open, act or look, pass on.

    A "choice" round has the same screen for every player: one form per hidden choice of the round, the same
    buttons in the same places (GamePlugin.secret_values gives the neutral values where the holder's own would
    tell something), a press needed from everyone, then a private answer and Done. A player without the choice
    fills a stand-in form whose press is answered privately ("nothing for you to choose"), never sent to the
    game; the holder's press is the real action. Either press ends the turn (the round goes on) and the console
    shows the same card again with ``answer`` ("made" or "nothing") until that player presses Done.
    """

    passed = Signal()  # this player is done (nothing to choose, or seen)
    nothing_chosen = Signal()  # a stand-in form was confirmed: nothing for this player to choose
    answer_seen = Signal()  # Done under the answer to this player's press

    def __init__(self, controller: GameController, plugin: GamePlugin, turn: SecretRound, submit: Callable[[Action], None],
                 parent: QWidget | None = None, answer: str | None = None, extent: list[str] | None = None,
                 templates: dict[str, Choice] | None = None) -> None:
        """``templates``: a choice of each hidden type of the round as it began (the stand-ins' shape, once the
        holder has chosen too); ``extent``: every secret of a delivery round (SecretLabel.set_extent)."""
        super().__init__(parent)
        self.templates = dict(templates or {})
        self.answered = answer is not None
        self.controller = controller
        self.plugin = plugin
        self.turn = turn
        self.index = turn.index  # the turn of the round this card is for
        seat = turn.seat
        name = controller.players[seat]
        layout = QVBoxLayout(self)
        self.heading = QLabel(self.tr("Give the laptop to {player}.").format(player=isolate(name)))
        self.heading.setObjectName("heading")
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.explain = QLabel(self.tr("Everyone takes the laptop in turn now, so that nobody can tell who has something "
                                      "to do ({n} of {total}).").format(n=number(turn.index + 1), total=number(len(turn.seats))))
        self.explain.setWordWrap(True)
        layout.addWidget(self.explain)
        self.ready = QPushButton(self.tr("I am {player}: open").format(player=isolate(name)))
        self.ready.setMinimumHeight(64)
        self.ready.clicked.connect(self.open)
        layout.addWidget(self.ready)
        self.inner = QWidget()
        inner = QVBoxLayout(self.inner)
        inner.setContentsMargins(0, 0, 0, 0)
        self.forms: list[ChoiceForm] = []
        self.decoys: list[ChoiceForm] = []
        self.hold: HoldButton | None = None
        self.secret: SecretLabel | None = None
        summary = plugin.private_summary(controller, seat)
        self.summary = QLabel(summary)
        self.summary.setObjectName("private_summary")
        self.summary.setWordWrap(True)
        self.summary.setVisible(bool(summary))
        inner.addWidget(self.summary)
        self.confirm = QPushButton()
        # The private answer to this player's press (the same place and size for everyone).
        self.answer = QLabel()
        self.answer.setObjectName("round_answer")
        self.answer.setWordWrap(True)
        self.answer.setFrameShape(QFrame.Shape.StyledPanel)
        self.answer.setMinimumHeight(80)
        self.answer.setVisible(False)
        self.nothing = QLabel(self.tr("There is nothing for you to choose now. Press Done and pass the laptop on."))
        self.nothing.setWordWrap(True)
        self.nothing.setVisible(False)
        if turn.kind == "choice":
            self.confirm.setText(self.tr("Done"))
            if answer is not None:
                self._answer(self.tr("Your choice is made.") if answer == "made" else
                             self.tr("There is nothing for you to choose now: your answer changes nothing."))
            else:
                shown = self._choice_forms(submit)
                for form in shown:
                    inner.addWidget(form)
                # No stand-in could be built without showing a secret: the old screen, "nothing for you".
                self.nothing.setVisible(not shown)
                self.confirm.setVisible(not shown)
            inner.addWidget(self.nothing)
            inner.addWidget(self.answer)
        else:
            events = [e for d in controller.pending_deliveries() if d.seat == seat for e in d.events]
            self.hold = HoldButton(self.tr("Hold to see ({player})").format(player=isolate(name)))
            self.hold.setMinimumHeight(64)
            self.secret = SecretLabel()
            text = SecretLabel.text_of(events) or self.tr("Nothing new for you.")
            self.secret.set_secret(text)
            self.secret.set_extent([text, self.tr("Nothing new for you."), *(extent or [])])
            self.hold.held.connect(self.secret.show_secret)
            self.hold.held.connect(self._held)
            inner.addWidget(self.hold)
            inner.addWidget(self.secret)
            self.confirm.setText(self.tr("I have seen it \u2014 next"))
            self.confirm.setEnabled(False)
        self.confirm.clicked.connect(self.answer_seen.emit if self.answered else self.passed.emit)
        inner.addWidget(self.confirm)
        layout.addWidget(self.inner)
        layout.addStretch(1)
        self._show(turn.opened)

    def _choice_forms(self, submit: Callable[[Action], None]) -> list[ChoiceForm]:
        """One form per hidden choice type of the round, in a fixed order: this player's own, or a stand-in."""
        controller, plugin, seat = self.controller, self.plugin, self.turn.seat
        hidden = [c for c in controller.choices() if c.type in self.turn.types]
        for choice in hidden:
            self.templates.setdefault(choice.type, choice)
        shown: list[ChoiceForm] = []
        for kind in sorted(self.templates):
            mine = [c for c in hidden if c.type == kind and c.player == seat]
            for choice in mine:
                form = ChoiceForm(controller, plugin, choice, secret=True)
                form.submitted.connect(submit)
                self.forms.append(form)
                shown.append(form)
            if mine:
                continue
            decoy = stand_in(controller, plugin, self.templates[kind], seat)
            if decoy is None:
                return []  # one choice without a safe stand-in: no forms for anyone without a choice
            form = ChoiceForm(controller, plugin, decoy, secret=True)
            form.submit = partial(self._decoy_pressed, form)  # type: ignore[method-assign]
            form.ok.clicked.disconnect()
            form.ok.clicked.connect(lambda _checked=False, f=form: f.submit())
            self.forms.append(form)
            self.decoys.append(form)
            shown.append(form)
        return shown

    def _decoy_pressed(self, form: ChoiceForm) -> None:
        """A stand-in form confirmed: answered privately (the console shows the answer); nothing goes to the game."""
        if form.selection() is None:
            return
        if len(self.decoys) < len(self.forms):  # this player still has a choice of their own on the screen
            form.status.setText(self.tr("There is nothing for you to choose here."))
            return
        self.nothing_chosen.emit()

    def _answer(self, text: str) -> None:
        for form in self.forms:
            form.setVisible(False)
        self.forms = []
        self.decoys = []
        self.nothing.setVisible(False)
        self.answer.setText(text)
        self.answer.setVisible(True)
        self.confirm.setVisible(True)
        self.confirm.setEnabled(True)

    def _show(self, opened: bool) -> None:
        self.ready.setVisible(not opened)
        self.inner.setVisible(opened)

    def open(self) -> None:
        self.turn.opened = True
        self._show(True)

    def _held(self, down: bool) -> None:
        assert self.hold is not None
        self.confirm.setEnabled(self.hold.ever_held and not down)


class ShortcutsDialog(QDialog):
    def __init__(self, actions: list[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        layout = QVBoxLayout(self)
        rows = [(a.text().replace("&", ""), a.shortcut().toString(QKeySequence.SequenceFormat.NativeText))
                for a in actions if not a.shortcut().isEmpty()]
        table = QTableWidget(len(rows), 2)
        table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Shortcut")])
        for i, (text, keys) in enumerate(rows):
            table.setItem(i, 0, QTableWidgetItem(text))
            table.setItem(i, 1, QTableWidgetItem(keys))
        table.resizeColumnsToContents()
        table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(480, 420)


class ConsoleWindow(QMainWindow):
    """The laptop window. Owns the board; closing it closes the board (a running game stays saved)."""

    playAgain = Signal()
    newGame = Signal()
    languageRequested = Signal(str)
    boardScreenChosen = Signal(str)

    def __init__(self, controller: GameController, plugin: GamePlugin, narration_lang: str = "en",
                 narration_settings: dict[str, Any] | None = None, parent: QWidget | None = None,
                 narrator: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.plugin = plugin
        self.narration_lang = narration_lang
        self.ask: Callable[[str, str], bool] = self._ask_dialog
        self.inform: Callable[[str, str], None] = self._inform_dialog
        # Save's file dialog (suggested path -> chosen path or None); a test puts its own answer here.
        self.choose_save_path: Callable[[Path], Path | None] = self._save_dialog
        self.board = BoardWindow(plugin, controller.setup)
        self.countdown = Countdown(self)
        self.narrator = narrator if narrator is not None else make_narrator(self, narration_settings)
        self._script_loaded: list[ScriptStep] = []
        self._timer_specs: list[TimerSpec] = []
        self._round_next = False  # a delivery round follows the action just made (GamePlugin.round_after)
        self.round_card: RoundCard | None = None
        self.private_card: PrivateChoiceCard | None = None
        self.delivery_card: DeliveryCard | None = None
        self.confirmation_card: ConfirmationCard | None = None
        self._confirm_seat: int | None = None  # the player who just made a private choice (sees its outcome there)
        self._confirmation: tuple[int, list[str]] | None = None
        # A stage's countdown waits while the laptop is on its way to a player (a hand-over screen not yet opened).
        self._timer_waiting = False
        self._no_automatic = False  # undo/redo in progress: the automatic steps wait for the state they land on
        self._delivery_extent: list[str] = []  # the secrets of the deal in progress (DeliveryCard's extent)
        # The answer to the press that ended a player's turn of a choice round, shown to them until Done:
        # (that turn, "made" or "nothing").
        self._round_answer: tuple[SecretRound, str] | None = None
        self._round_templates: dict[str, Choice] = {}  # the hidden choices of the round in progress (RoundCard)
        # The phone server of a game with phones (start_phones), and its window: each seat's phone, Release, the QR.
        self.phones: CompanionServer | None = None
        self.phones_dock: QDockWidget | None = None
        self.phones_panel: PhonesPanel | None = None
        self._build()
        self._build_actions()
        controller.changed.connect(self.refresh)
        controller.deliveriesChanged.connect(self.refresh)
        controller.refused.connect(self._on_refused)
        self.countdown.tick.connect(self._on_tick)
        self.countdown.stateChanged.connect(self._update_timer_buttons)
        self.countdown.expired.connect(self._on_timer_expired)
        self.narrator.stepStarted.connect(self._on_step)
        self.narrator.finished.connect(self._on_narration_finished)
        self.narrator.stateChanged.connect(self._on_narration_state)
        self.narrator.problem.connect(self._on_narration_problem)
        self.retranslate()
        self.refresh()
        self.resize(1200, 800)

    @property
    def round(self) -> SecretRound | None:
        """The round of the whole table in progress (game state: the controller journals it)."""
        return self.controller.round

    # -- layout --------------------------------------------------------------------------
    def _build(self) -> None:
        central = QWidget()
        outer = QVBoxLayout(central)
        self.phase = QLabel()
        self.phase.setObjectName("phase")
        font = self.phase.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.phase.setFont(font)
        self.phase.setWordWrap(True)
        outer.addWidget(self.phase)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setObjectName("message")
        outer.addWidget(self.message)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        # Left: the input area.
        self.input_stack = QStackedWidget()
        self.input_area = QScrollArea()
        self.input_area.setWidgetResizable(True)
        self.input_area.setWidget(self.input_stack)
        splitter.addWidget(self.input_area)
        # Right: narration, timers, log.
        side = QWidget()
        side_layout = QVBoxLayout(side)
        self.narration_box = QGroupBox()
        nl = QVBoxLayout(self.narration_box)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setObjectName("caption")
        nl.addWidget(self.caption)
        self.timeline = QListWidget()
        self.timeline.setObjectName("timeline")
        self.timeline.setMaximumHeight(140)
        _wrap_lines(self.timeline)
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
        side_layout.addWidget(self.narration_box)

        self.timer_box = QGroupBox()
        tl = QHBoxLayout(self.timer_box)
        self.timer_label = QLabel()
        self.timer_label.setObjectName("timer")
        tfont = self.timer_label.font()
        tfont.setPointSizeF(tfont.pointSizeF() * 2)
        self.timer_label.setFont(tfont)
        self.timer_pick = QWidget()
        self.timer_pick_layout = QHBoxLayout(self.timer_pick)
        self.timer_pick_layout.setContentsMargins(0, 0, 0, 0)
        self.t_start = QPushButton()
        self.t_reset = QPushButton()
        self.t_start.clicked.connect(self.countdown.toggle)
        self.t_reset.clicked.connect(self.countdown.reset)
        tl.addWidget(self.timer_label)
        tl.addWidget(self.timer_pick)
        tl.addWidget(self.t_start)
        tl.addWidget(self.t_reset)
        side_layout.addWidget(self.timer_box)

        self.log_box = QGroupBox()
        ll = QVBoxLayout(self.log_box)
        self.log = QListWidget()
        self.log.setObjectName("log")
        _wrap_lines(self.log)
        ll.addWidget(self.log)
        self.log_hold = HoldButton()
        self.log_hold.held.connect(self._show_private_log)
        ll.addWidget(self.log_hold)
        side_layout.addWidget(self.log_box, 1)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([700, 480])
        self.input_area.setMinimumWidth(420)
        outer.addWidget(splitter, 1)

        bottom = QHBoxLayout()
        self.undo_button = QPushButton()
        self.redo_button = QPushButton()
        self.curtain_button = QPushButton()
        self.curtain_button.setCheckable(True)
        self.undo_button.clicked.connect(self.undo)
        self.redo_button.clicked.connect(self.redo)
        self.curtain_button.toggled.connect(self.board.set_curtain)
        bottom.addWidget(self.undo_button)
        bottom.addWidget(self.redo_button)
        bottom.addStretch(1)
        bottom.addWidget(self.curtain_button)
        outer.addLayout(bottom)
        self.setCentralWidget(central)

    def _build_actions(self) -> None:
        self.act_next = QAction(self)
        self.act_next.setShortcut(QKeySequence("Ctrl+Return"))
        self.act_next.triggered.connect(self.next_step)
        self.act_undo = QAction(self)
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_undo.triggered.connect(self.undo)
        self.act_redo = QAction(self)
        self.act_redo.setShortcut(QKeySequence.StandardKey.Redo)
        self.act_redo.triggered.connect(self.redo)
        self.act_pause = QAction(self)
        self.act_pause.setShortcut(QKeySequence("Ctrl+P"))
        self.act_pause.triggered.connect(self.toggle_narration)
        self.act_timer = QAction(self)
        self.act_timer.setShortcut(QKeySequence("Ctrl+T"))
        self.act_timer.triggered.connect(self.countdown.toggle)
        self.act_blank = QAction(self)
        self.act_blank.setShortcut(QKeySequence("Ctrl+B"))
        self.act_blank.triggered.connect(self.curtain_button.toggle)
        self.act_full = QAction(self)
        self.act_full.setShortcut(QKeySequence("F11"))
        self.act_full.triggered.connect(self.toggle_board_fullscreen)
        self.act_show_board = QAction(self)
        self.act_show_board.setShortcut(QKeySequence("Ctrl+Shift+B"))
        self.act_show_board.triggered.connect(self.show_board)
        self.act_save = QAction(self)
        self.act_save.setShortcut(QKeySequence.StandardKey.Save)
        self.act_save.triggered.connect(self.save_record)
        self.act_open = QAction(self)
        self.act_open.setShortcut(QKeySequence.StandardKey.Open)
        self.act_open.triggered.connect(self.open_record_dialog)
        self.act_new = QAction(self)
        self.act_new.setShortcut(QKeySequence.StandardKey.New)
        self.act_new.triggered.connect(self.newGame.emit)
        self.act_help = QAction(self)
        self.act_help.setShortcut(QKeySequence("F1"))
        self.act_help.triggered.connect(self.show_shortcuts)
        self.act_about = QAction(self)
        self.act_about.triggered.connect(self.show_about)
        self.act_studio = QAction(self)
        self.act_studio.setObjectName("recording_studio")
        self.act_studio.triggered.connect(self.open_studio)
        self.studio: QWidget | None = None
        self.act_phones = QAction(self)
        self.act_phones.setObjectName("show_phones")
        self.act_phones.setVisible(False)
        self.act_phones.triggered.connect(self.show_phones)
        self.act_quit = QAction(self)
        self.act_quit.setShortcut(QKeySequence.StandardKey.Quit)
        self.act_quit.triggered.connect(self.close)
        self.all_actions = [self.act_next, self.act_undo, self.act_redo, self.act_pause, self.act_timer, self.act_blank,
                            self.act_full, self.act_show_board, self.act_save, self.act_open, self.act_new, self.act_help,
                            self.act_quit]
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        for a in (self.act_new, self.act_open, self.act_save, self.act_studio, self.act_quit):
            self.menu_game.addAction(a)
        self.menu_play = bar.addMenu("")
        for a in (self.act_next, self.act_undo, self.act_redo, self.act_pause, self.act_timer):
            self.menu_play.addAction(a)
        self.menu_board = bar.addMenu("")
        for a in (self.act_show_board, self.act_blank, self.act_full, self.act_phones):
            self.menu_board.addAction(a)
        self.menu_screen = self.menu_board.addMenu("")
        self.menu_screen.aboutToShow.connect(self._fill_screen_menu)
        self.menu_language = bar.addMenu("")
        # One language at a time, the current one ticked (LANGUAGES' names are each language's own).
        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            action = self.menu_language.addAction(name)
            action.setCheckable(True)
            self.language_group.addAction(action)
            action.triggered.connect(lambda _=False, c=code: self.languageRequested.emit(c))
            self.language_actions[code] = action
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.act_help)
        self.menu_help.addAction(self.act_about)

    def _fill_screen_menu(self) -> None:
        from PySide6.QtGui import QGuiApplication

        self.menu_screen.clear()
        for screen in QGuiApplication.screens():
            geometry = screen.geometry()
            name = screen.name()
            action = self.menu_screen.addAction(f"{name} ({geometry.width()}\u00d7{geometry.height()})")
            action.triggered.connect(lambda _=False, n=name: self.boardScreenChosen.emit(n))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Tablekeeper \u2014 moderator console"))
        self.narration_box.setTitle(self.tr("Narration"))
        self.n_start.setText(self.tr("Start"))
        self.n_skip.setText(self.tr("Skip"))
        self.n_repeat.setText(self.tr("Repeat"))
        self.n_stop.setText(self.tr("Stop"))
        # The narration and the timer both have a Start button: screen readers (and the table tests) tell them apart.
        self.n_start.setAccessibleName(self.tr("Start the narration"))
        self.n_skip.setAccessibleName(self.tr("Skip to the next line"))
        self.t_start.setAccessibleName(self.tr("Start or pause the timer"))
        self.t_reset.setAccessibleName(self.tr("Reset the timer"))
        self.timer_box.setTitle(self.tr("Timer"))
        self.t_reset.setText(self.tr("Reset"))
        self.log_box.setTitle(self.tr("Game log"))
        self.log_hold.setText(self.tr("Hold to show private lines"))
        self.undo_button.setText(self.tr("Undo"))
        self.redo_button.setText(self.tr("Redo"))
        self.curtain_button.setText(self.tr("Blank the board"))
        self.act_next.setText(self.tr("Confirm the next step"))
        self.act_undo.setText(self.tr("Undo"))
        self.act_redo.setText(self.tr("Redo"))
        self.act_pause.setText(self.tr("Pause or resume narration"))
        self.act_timer.setText(self.tr("Start or pause the timer"))
        self.act_blank.setText(self.tr("Blank the board"))
        self.act_full.setText(self.tr("Board full screen"))
        self.act_show_board.setText(self.tr("Show the board"))
        self.act_save.setText(self.tr("Save the game record\u2026"))
        self.act_open.setText(self.tr("Open a game record\u2026"))
        self.act_new.setText(self.tr("New game"))
        self.act_help.setText(self.tr("Keyboard shortcuts"))
        self.act_about.setText(self.tr("About Tablekeeper"))
        self.act_quit.setText(self.tr("Quit"))
        self.act_studio.setText(self.tr("Recording studio\u2026"))
        self.act_phones.setText(self.tr("Phones\u2026"))
        if self.phones_dock is not None:
            self.phones_dock.setWindowTitle(self.tr("Phones"))
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_play.setTitle(self.tr("&Play"))
        self.menu_board.setTitle(self.tr("&Board"))
        self.menu_screen.setTitle(self.tr("Board screen"))
        self.menu_language.setTitle(self.tr("&Language"))
        current = current_language()
        for code, action in self.language_actions.items():
            action.setChecked(code == current)
        self.menu_help.setTitle(self.tr("&Help"))
        self._update_narration_buttons()
        self._update_timer_buttons()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "menu_help"):
            self.retranslate()
        if event.type() == QEvent.Type.LayoutDirectionChange and hasattr(self, "timeline"):
            self._isolate_narration()
        super().changeEvent(event)

    # -- refresh ----------------------------------------------------------------------------
    def refresh(self) -> None:
        controller = self.controller
        if self.round is not None:
            # Everyone is taking the laptop in turn: nothing public changes until all have had it. A hidden choice
            # made on a phone meanwhile leaves the laptop's screen exactly as it is (its player would notice).
            card = self.round_card
            if (self.phones is not None and self.phones.acting_in_round and card is not None and not card.answered
                    and card.turn is self.round and card.index == self.round.index):
                return
            self._fill_round()
            return
        view = controller.public_view()
        result = controller.result()
        status = self._public_status(view, result)
        self.board.set_status(status)
        if result is not None and self.narration_state() in ("playing", "paused"):
            self.narrator.stop()
            self.board.set_caption("")
            self.caption.setText("")
        self.board.show_view(view, result)
        self._show_phase(view, status)
        self._fill_log()
        self._fill_input(result)
        self._update_timers(view)
        self._wait_for_laptop()
        self._offer_narration()
        self._update_undo_buttons()

    def _show_phase(self, view: dict[str, Any], status: str) -> None:
        """The phase line and the instruction under it. A plug-in with ``narrated_phase_text(view, state)`` words
        it by the narration's state (Quest: who reads the reveal script, the Leader or the app)."""
        instruction = render_json(view.get("instruction")) if view.get("instruction") else ""
        narrated = getattr(self.plugin, "narrated_phase_text", None)
        phase = narrated(view, self.narration_state()) if callable(narrated) else self.plugin.phase_text(view)
        if self.controller.dealing():  # not yet the night the view describes: everyone first sees their card
            phase, instruction = status, status
        self.phase.setText(phase if phase else instruction)
        self.message.setText(instruction if phase and phase != instruction else "")

    def _public_status(self, view: dict[str, Any], result: Result | None) -> str:
        """What the board says is happening when no narration line is read (never blank, never a secret)."""
        if result is not None:
            return ""
        if self.controller.dealing():
            return self.tr("The cards are being dealt: everyone looks at their card on the laptop in turn.")
        if self.plugin.night_active(view):
            return self.tr("Night: everyone's eyes are closed.")
        return ""

    def _update_undo_buttons(self) -> None:
        controller = self.controller
        free = self.round is None and self._round_answer is None
        self.undo_button.setEnabled(free and controller.can_undo())
        self.redo_button.setEnabled(free and controller.can_redo())
        self.act_undo.setEnabled(free and controller.can_undo())
        self.act_redo.setEnabled(free and controller.can_redo())

    def _clear_input(self) -> None:
        while self.input_stack.count():
            widget = self.input_stack.widget(0)
            self.input_stack.removeWidget(widget)
            widget.deleteLater()

    def _fill_input(self, result: Result | None) -> None:
        reopen = self._open_private_seat()
        self._clear_input()
        if result is not None:
            self._round_answer = None
        elif self._show_round_answer():
            return  # the last player of a round reads the answer to their press first
        if result is None and self.round is None and not self._no_automatic and self._automatic_step():
            return  # the step made a new state, whose refresh has filled the input
        page = QWidget()
        layout = QVBoxLayout(page)
        self.forms: list[ChoiceForm] = []
        self.delivery_card: DeliveryCard | None = None
        self.private_card: PrivateChoiceCard | None = None
        self.end_panel: QWidget | None = None
        self.custom_panel: QWidget | None = None
        self.confirmation_card = None
        self.round_card = None
        deliveries = self.controller.pending_deliveries()
        if not deliveries:
            self._delivery_extent = []
        self._take_confirmation(deliveries, result)
        if self._confirmation is not None:
            seat, lines = self._confirmation
            self.confirmation_card = ConfirmationCard(self.controller.players[seat], lines)
            self.confirmation_card.done.connect(self._confirmation_seen)
            layout.addWidget(self.confirmation_card)
            layout.addStretch(1)
            self.input_stack.addWidget(page)
            return
        custom = self.plugin.console_panel(self, self.controller) if result is None else None
        if result is None and custom is None and self._start_round(deliveries):
            self._clear_input()
            self._fill_round()
            self._update_undo_buttons()
            return
        if result is not None:
            self.end_panel = self._end_panel(result)
            layout.addWidget(self.end_panel)
        elif custom is not None:
            self.custom_panel = custom
            layout.addWidget(custom)
        elif deliveries:
            # A seat whose phone is connected looks on the phone (server.seatLooked); the laptop goes to the others.
            on_phones = self.phone_seats()
            laptop = [d for d in deliveries if d.seat not in on_phones]
            if laptop:
                self.delivery_card = DeliveryCard(self.controller, self.plugin, laptop[0], extent=self._extent(deliveries))
                self.delivery_card.done.connect(self.controller.mark_delivered)
                layout.addWidget(self.delivery_card)
            for seat in dict.fromkeys(d.seat for d in deliveries if d.seat in on_phones):
                layout.addWidget(self.phone_waiting(seat))
        else:
            # A timeout choice is made by the phase's countdown when it runs out (_on_timer_expired), never as a form.
            choices = [c for c in self.controller.choices() if not self.plugin.timeout_choice(c)]
            on_phones = self.phone_seats()
            # A seat with a connected phone makes its own choices there (GamePlugin.phone_choice): not on the laptop.
            phoned = [c for c in choices if c.player in on_phones and self.plugin.phone_choice(self.controller, c)]
            private = [c for c in choices if c not in phoned and self.controller.mode == "app"
                       and self.plugin.is_private_choice(self.controller, c)]
            public = [c for c in choices if c not in private and c not in phoned]
            for choice in public:
                form = ChoiceForm(self.controller, self.plugin, choice)
                form.submitted.connect(self.submit)
                self.forms.append(form)
                layout.addWidget(form)
            if private and not public:
                mine = [c for c in private if c.player == private[0].player]
                self.private_card = PrivateChoiceCard(self.controller, self.plugin, mine, self.submit)
                self.private_card.ready.clicked.connect(self._laptop_in_hand)
                layout.addWidget(self.private_card)
                if reopen == mine[0].player:
                    self.private_card.reveal()  # a phone chose meanwhile: the player holding the laptop goes on
            for seat in dict.fromkeys(c.player for c in phoned if c.player is not None):
                layout.addWidget(self.phone_waiting(seat))
            if private and public:
                waiting = QLabel(self.tr("Waiting for private choices after this step."))
                layout.addWidget(waiting)
            if not choices:
                layout.addWidget(QLabel(self.tr("Nothing to enter now.")))
        layout.addStretch(1)
        self.input_stack.addWidget(page)

    def _open_private_seat(self) -> int | None:
        """The seat whose private choice card is open on the laptop, if the step just made was not theirs (a phone's
        choice refreshes the console while that player still holds the laptop: their card stays open)."""
        card = self.private_card
        if self.phones is None or card is None or not card.opened or not card.forms:
            return None
        seat = card.forms[0].choice.player
        groups = self.controller.session.groups
        last = groups[-1].actions[0].player if groups and groups[-1].actions else None
        return seat if last != seat else None

    # -- phones (issue 15) -----------------------------------------------------------------------------
    def start_phones(self, book: SeatBook | None = None) -> bool:
        """Start the phone server with this game (a resumed game's seat book brings its phones back). If it cannot
        listen, says so: the game goes on with the laptop passed round."""
        server = start_server(self.controller, self.plugin, book)
        if server is None:
            self.inform(self.tr("Phones"), self.tr(
                "The phones cannot join: the laptop could not open a network port for them. The game goes on with "
                "the laptop passed round."))
            return False
        server.setParent(self)
        self.phones = server
        server.seatsChanged.connect(self.refresh)
        server.seatLooked.connect(self._phone_looked)
        server.acted.connect(self._phone_acted)
        server.roundPressed.connect(self._phone_pressed)
        self.phones_panel = PhonesPanel(server)
        dock = QDockWidget(self.tr("Phones"), self)
        dock.setObjectName("phones_dock")
        dock.setWidget(self.phones_panel)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable | QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.phones_dock = dock
        self.act_phones.setVisible(True)
        self.phones_panel.boardJoinToggled.connect(self._show_join_on_board)
        self._show_join_on_board(True)
        self.refresh()
        return True

    def _show_join_on_board(self, shown: bool) -> None:
        """The board's join panel (BoardWindow.show_join(url or None), where the board has it)."""
        show = getattr(self.board, "show_join", None)
        if callable(show):
            show(self.phones.url if shown and self.phones is not None else None)

    def show_phones(self) -> None:
        if self.phones_dock is not None:
            self.phones_dock.show()
            self.phones_dock.raise_()

    def phone_seats(self) -> set[int]:
        """Seats whose phone is connected now: never asked to take the laptop (an away phone's seat is)."""
        server = self.phones
        if server is None or self.controller.mode != "app":
            return set()
        return {seat for seat in server.phone_seats() if server.seat_state(seat) == "connected"}

    def _phone_acted(self, _seat: int, action: Action) -> None:
        """A phone's choice that the laptop would follow with a round of the whole table (GamePlugin.round_after)."""
        if self.controller.mode == "app" and self.plugin.round_after(action) and self.round is None:
            self._round_next = True
            self.refresh()

    def _phone_looked(self, seat: int) -> None:
        if self.round is None and seat in self.phone_seats():
            self.controller.mark_delivered(seat)

    def phone_waiting(self, seat: int) -> QLabel:
        label = QLabel(self.tr("Waiting for {player}'s phone.").format(player=isolate(self.controller.players[seat])))
        label.setObjectName("phone_waiting")
        label.setWordWrap(True)
        return label

    def phone_offers_changed(self) -> None:
        """What the phones may choose changed without a new state (One Night's call of a role): tell them."""
        if self.phones is not None:
            self.phones.invalidate()

    def stop_phones(self) -> None:
        server, self.phones = self.phones, None
        if server is not None:
            server.seatsChanged.disconnect(self.refresh)
            server.stop()
            self._show_join_on_board(False)

    def _extent(self, deliveries: list[Delivery]) -> list[str]:
        """The secrets of the deal (or round) in progress, those already seen included: every player's secret area
        is as tall as the tallest of them."""
        self._delivery_extent = list(dict.fromkeys([*self._delivery_extent,
                                                    *(SecretLabel.text_of(d.events) for d in deliveries)]))
        return self._delivery_extent

    def _automatic_step(self) -> bool:
        controller = self.controller
        for choice in controller.choices():
            action = self.plugin.automatic_action(controller, choice)
            if action is None:
                continue
            before = len(controller.session.groups)
            self._confirm_seat = None
            if not controller.act(action):
                return False
            # What it told its own player (the loyalty he showed) he knew already: nothing to pass him.
            mine = [e for d in controller.pending_deliveries() if d.seat == action.player for e in d.events]
            made = {id(e) for g in controller.session.groups[before - 1:] for e in g.events}
            if action.player is not None and mine and all(id(e) in made for e in mine):
                controller.mark_delivered(action.player)
            return True
        return False

    def _take_confirmation(self, deliveries: list[Delivery], result: Result | None) -> None:
        """The player who just chose privately sees what their own choice did on the same screen (journaled as seen)."""
        seat, self._confirm_seat = self._confirm_seat, None
        if seat is None or result is not None:
            return
        last = {id(e) for e in self.controller.session.groups[-1].events}
        mine = [e for d in deliveries if d.seat == seat for e in d.events]
        if not mine or not all(id(e) in last for e in mine):
            return
        self._confirmation = (seat, [render_msg(e.msg) for e in mine if e.msg is not None])
        self.controller.mark_delivered(seat, notify=False)

    def _confirmation_seen(self) -> None:
        self._confirmation = None
        self.refresh()

    # -- everyone takes the laptop in turn ------------------------------------------------------------
    def _start_round(self, deliveries: list[Delivery]) -> bool:
        """Start a SecretRound if a hidden role has something to do or to see now (app mode only)."""
        controller = self.controller
        forced, self._round_next = self._round_next, False
        if controller.mode != "app":
            return False
        # A seat whose phone is connected has the round's screen on its phone, at the same time as everyone else.
        phones = frozenset(self.phone_seats())
        if forced or any(self.plugin.hidden_audience(e) for d in deliveries for e in d.events):
            controller.start_round("deliver", phones=phones)
            return True
        if deliveries:
            return False
        hidden = [c for c in controller.choices() if self.plugin.hidden_role_choice(controller, c)]
        if hidden:
            self._round_templates = {}
            controller.start_round("choice", frozenset(c.type for c in hidden), phones=phones)
            return True
        return False

    def _fill_round(self) -> None:
        turn = self.round
        assert turn is not None
        if self._show_round_answer():
            return
        page = self._round_page()
        extent = self._extent(self.controller.pending_deliveries()) if turn.kind == "deliver" else []
        if turn.kind == "choice":
            for choice in self.controller.choices():
                if choice.type in turn.types:
                    self._round_templates.setdefault(choice.type, choice)
            turn.templates = self._round_templates  # the phones' stand-ins have the same shape
        if turn.laptop_done:  # only phones still to press
            for seat in turn.waiting_phones:
                page.layout().addWidget(self.phone_waiting(seat))
            page.layout().addStretch(1)
            self.input_stack.addWidget(page)
            self._update_undo_buttons()
            return
        self.round_card = RoundCard(self.controller, self.plugin, turn, self._submit_in_round, extent=extent,
                                    templates=self._round_templates)
        self.round_card.passed.connect(self._round_passed)
        self.round_card.nothing_chosen.connect(lambda: self._end_turn("nothing"))
        self.round_card.ready.clicked.connect(self._laptop_in_hand)
        page.layout().addWidget(self.round_card)
        self.input_stack.addWidget(page)
        self._wait_for_laptop()

    def _round_page(self) -> QWidget:
        self._clear_input()
        self.forms = []
        self.delivery_card = None
        self.private_card = None
        self.end_panel = None
        self.custom_panel = None
        self.confirmation_card = None
        page = QWidget()
        QVBoxLayout(page)
        return page

    def _show_round_answer(self) -> bool:
        """The answer to the press that ended a player's turn of a choice round, on their card until Done (the
        round has gone on already: a resume goes to the next player)."""
        if self._round_answer is None:
            return False
        turn, kind = self._round_answer
        page = self._round_page()
        self.round_card = RoundCard(self.controller, self.plugin, turn, self._submit_in_round, answer=kind,
                                    templates=self._round_templates)
        self.round_card.answer_seen.connect(self._round_answer_seen)
        page.layout().addWidget(self.round_card)
        self.input_stack.addWidget(page)
        self._update_undo_buttons()
        return True

    def _round_answer_seen(self) -> None:
        self._round_answer = None
        self.refresh()

    def _submit_in_round(self, action: Action) -> None:
        turn = self.round
        if turn is None:
            return
        self.message.setText("")
        if not self.controller.act(action):
            return  # the refusal shows in the message line while this player has the laptop; they choose again
        if any(c.player == turn.seat and c.type in turn.types for c in self.controller.choices()):
            self.refresh()  # another choice of theirs is next
        else:
            self._end_turn("made")

    def _end_turn(self, answer: str) -> None:
        """A press ended this player's turn ("made": their own choice; "nothing": a stand-in's): the round goes on,
        and they see the answer on the same card, in the same place whichever it is, until they press Done."""
        turn = self.round
        if turn is None:
            return
        self._round_answer = (SecretRound(turn.kind, turn.types, turn.seats, turn.index, opened=True), answer)
        self._round_passed()

    def _round_passed(self) -> None:
        turn = self.round
        if turn is None:
            return
        # A refusal (or "Time is up.") from this turn must not tell the next player that someone had a choice.
        self.message.setText("")
        if not self.controller.pass_round():
            self.refresh()
            return
        self._round_over(turn)

    def _round_over(self, turn: SecretRound) -> None:
        """The round has ended (the last on the laptop passed, or the last phone pressed)."""
        # A hidden step with nobody to make it (the role is not dealt) has one answer; give it now, as if made.
        for choice in self.controller.choices():
            only = choice.single() if choice.player is None and choice.type in turn.types else None
            if only is not None:
                self.controller.act(only)
                break
        self._round_templates = {}
        self.refresh()

    def _phone_pressed(self, _seat: int, turn: SecretRound, ended: bool) -> None:
        """A phone pressed on its round screen (the server has journaled it); the last press ends the round."""
        if ended:
            self._round_over(turn)
        elif turn.laptop_done:
            self.refresh()  # the list of phones still to press

    def _end_panel(self, result: Result) -> QWidget:
        box = QWidget()
        layout = QVBoxLayout(box)
        heading = QLabel(self.tr("The game is over."))
        heading.setObjectName("heading")
        layout.addWidget(heading)
        text = QLabel(self.plugin.result_text(result, self.controller.setup))
        text.setWordWrap(True)
        layout.addWidget(text)
        again = QPushButton(self.tr("Play again with the same players and roles"))
        again.clicked.connect(self.playAgain.emit)
        wizard = QPushButton(self.tr("Back to the setup wizard"))
        wizard.clicked.connect(self.newGame.emit)
        layout.addWidget(again)
        layout.addWidget(wizard)
        return box

    def _fill_log(self) -> None:
        self.log.clear()
        # Each private line's item, its text (shown while the log's hold button is pressed) and its placeholder.
        self._private_rows: list[tuple[QListWidgetItem, str, str]] = []
        running = self.controller.result() is None
        previous: tuple[int, str] | None = None  # (action group, placeholder) of the line just added, if private
        calls = [0]  # the night calls logged so far
        for entry in self.controller.log():
            event = entry.event
            if event.msg is None:
                continue
            if entry.private and running and isinstance(event.audience, tuple) and self.plugin.log_hides(event):
                continue  # even an anonymous line would tell the table when a hidden role learned something
            if not entry.private:
                self.log.addItem(QListWidgetItem(render_msg(self._numbered(event, calls))))
                previous = None
                continue
            placeholder = self._private_placeholder(event)
            if previous == (entry.group, placeholder):
                # One line per recipient and action: how much a player learned must not show
                # (Morgan le Fay learns more at the reveal than a Loyal Servant).
                item, text, _ = self._private_rows[-1]
                self._private_rows[-1] = (item, f"{text}\n{render_msg(event.msg)}", placeholder)
                continue
            item = QListWidgetItem(placeholder)
            self._private_rows.append((item, render_msg(event.msg), placeholder))
            self.log.addItem(item)
            previous = (entry.group, placeholder)
        if not running:  # the end of the game reveals the whole history to everyone, each line with whom it was for
            for item, text, placeholder in self._private_rows:
                item.setText(f"{placeholder} {text}")
            self._private_rows = []
        self.log.scrollToBottom()
        # The laptop goes round the table in an app-dealt game: the private lines show only once the game is over.
        self.log_hold.setVisible(bool(self._private_rows) and self.controller.mode != "app")

    @staticmethod
    def _numbered(event: Event, calls: list[int]) -> Msg:
        """A night call's line numbered as the table heard it (1, 2, 3, ... in the UI's digits), not by the
        rulebook's step ids (2, 5, 6, 9a: the calls of roles not dealt are never read)."""
        msg = event.msg
        assert msg is not None
        if event.type != "night_step" or "number" not in msg.params:
            return msg
        calls[0] += 1
        return Msg(msg.text, {**msg.params, "number": calls[0]})

    def _private_placeholder(self, event: Event) -> str:
        """What the log shows of a private line while it is hidden: never a hidden role's seat."""
        if isinstance(event.audience, tuple) and self.plugin.hidden_audience(event):
            return self.tr("[private message]")
        if isinstance(event.audience, tuple):
            players = self.controller.players
            return self.tr("[private to {players}]").format(players=join_list([players[s] for s in event.audience
                                                                                   if 0 <= s < len(players)]))
        return self.tr("[moderator only]")

    def _show_private_log(self, shown: bool) -> None:
        for item, text, placeholder in self._private_rows:
            item.setText(text if shown else placeholder)

    # -- acting ---------------------------------------------------------------------------------
    def submit(self, action: Action) -> None:
        self.message.setText("")
        self._round_next = self.controller.mode == "app" and self.plugin.round_after(action)
        card = self.private_card
        self._confirm_seat = action.player if card is not None and card.opened else None
        if not self.controller.act(action):
            self._round_next = False
            self._confirm_seat = None

    def next_step(self) -> None:
        """Ctrl+Return: confirm the single form, or the delivery, if it is ready."""
        card = self.round_card
        if card is not None:
            if not card.turn.opened:
                card.ready.click()
            elif card.confirm.isVisible() and card.confirm.isEnabled():
                card.confirm.click()
            elif len(card.forms) == 1 and card.forms[0].ok.isEnabled():
                card.forms[0].ok.click()  # a stand-in form answers on the screen (RoundCard._decoy_pressed)
        elif self.delivery_card is not None and self.delivery_card.confirm.isEnabled():
            self.delivery_card.confirm.click()
        elif len(self.forms) == 1 and self.forms[0].ok.isEnabled():
            self.forms[0].submit()

    def _on_refused(self, exc: IllegalAction) -> None:
        self.message.setText(render_msg(exc.reason))

    def undo(self) -> None:
        controller = self.controller
        if not controller.can_undo() or self.round is not None:
            return
        refusal = self.plugin.undo_refusal(controller)
        if refusal:
            self.message.setText(refusal)
            return
        back = 2 if self._made_by_itself() else 1  # a step the console made goes back with the one before it
        reveals = controller.undo_reveals(back)
        if reveals:
            group = controller.session.groups[-back]
            first = group.actions[0] if group.actions else None
            if (controller.mode == "app" and first is not None and first.player is not None
                    and self.plugin.private_action(first)
                    and any(seat == first.player for seat, _ in reveals)):
                self.inform(self.tr("Undo"), self.tr(
                    "{player} has already seen the outcome of their private choice; it cannot be chosen again.").format(
                        player=isolate(controller.players[first.player])))
                return
            lines = [self.tr("A player has seen {what}.").format(what=self.plugin.reveal_summary(event))
                     if self.plugin.hidden_audience(event) else
                     self.tr("{player} has seen {what}.").format(player=isolate(controller.players[seat]),
                                                                 what=self.plugin.reveal_summary(event))
                     for seat, event in reveals]
            text = self.tr("Undoing this step takes back something players have already seen:") + "\n" + "\n".join(
                dict.fromkeys(lines)) + "\n\n" + self.tr("Undo anyway?")
            if not self.ask(self.tr("Undo a private reveal?"), text):
                return
        self._confirmation = None
        self._step_back(controller.undo)

    def _made_by_itself(self) -> bool:
        """The last step is one the console made itself (GamePlugin.automatic_action) after the step before it."""
        session = self.controller.session
        if len(session.groups) - session._floor < 2 or not session.groups[-1].actions:
            return False
        made = session.groups[-1].actions[0]
        before = session.states[-2]
        choices = [] if session.game.chance(before) else session.game.choices(before)
        return any(self.plugin.automatic_action(self.controller, c) == made for c in choices)

    def _step_back(self, step: Callable[[], bool]) -> None:
        """Undo or redo, taking a step the console made by itself (GamePlugin.automatic_action) with the one
        before it, so that undo is never stuck on a step that makes itself again."""
        controller = self.controller
        self._no_automatic = True
        controller.changed.disconnect(self.refresh)  # one refresh for the whole move, once it has landed
        try:
            step()
            can = controller.can_undo if step == controller.undo else controller.can_redo
            while can() and any(self.plugin.automatic_action(controller, c) for c in controller.choices()):
                step()
        finally:
            controller.changed.connect(self.refresh)
            self._no_automatic = False
        self.refresh()

    def redo(self) -> None:
        if self.round is not None:
            return
        self._step_back(self.controller.redo)

    # -- narration -----------------------------------------------------------------------------------
    def open_studio(self) -> None:
        """The recording studio for this game and the narration language (issue 19)."""
        import shiboken6

        from .narration.lines import narrated_games
        from .narration.packs import PackLibrary
        from .narration.studio import StudioWindow

        if self.studio is not None and shiboken6.isValid(self.studio):
            self.studio.raise_()
            self.studio.activateWindow()
            return
        self.studio = StudioWindow(PackLibrary(), self.controller.setup.game, self.narration_lang,
                                   games=narrated_games(), script=list(self._script_loaded))
        self.studio.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.studio.changed.connect(self._reload_narration)
        self.studio.show()

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
            from .i18n import catalog

            for step in script:
                self.timeline.addItem(self.narration_line(catalog(self.narration_lang).render(step.msg)))
            if self.plugin.autostart_narration(self.controller):
                self.start_narration()
        self.narration_box.setVisible(bool(self._script_loaded))
        self._update_narration_buttons()

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
        """A line in the narration language, isolated when its direction is not the UI's (an English line in a
        Persian console keeps its full stop at its end; a Persian one in an English console reads right to left)."""
        if not text or direction_for(self.narration_lang) == self.layoutDirection():
            return text
        opener = "\u2067" if direction_for(self.narration_lang) == Qt.LayoutDirection.RightToLeft else "\u2066"
        return f"{opener}{text}\u2069"

    def _isolate_narration(self) -> None:
        """The narration lines shown again for the UI's direction now (after a language switch)."""
        from .i18n import catalog

        for row, step in enumerate(self._script_loaded[:self.timeline.count()]):
            self.timeline.item(row).setText(self.narration_line(catalog(self.narration_lang).render(step.msg)))
        if self.caption.text():
            self.caption.setText(self.narration_line(self.caption.text().strip("\u2066\u2067\u2069")))

    def _on_step(self, index: int, caption: str) -> None:
        self.caption.setText(self.narration_line(caption))
        self.board.set_caption(self.narration_line(caption))  # the TV's direction is the UI's too
        if 0 <= index < self.timeline.count():
            self.timeline.setCurrentRow(index)
        self.plugin.on_narration_step(self, index)

    def _on_narration_finished(self) -> None:
        self.caption.setText("")
        self.board.set_caption("")
        self.plugin.on_narration_finished(self)

    def _on_narration_state(self, state: str) -> None:
        self._update_narration_buttons()
        if self.round is None and hasattr(self, "phase") and getattr(self.plugin, "narrated_phase_text", None):
            view = self.controller.public_view()
            self._show_phase(view, self._public_status(view, self.controller.result()))

    def _on_narration_problem(self, text: str) -> None:
        self.message.setText(text)

    def _update_narration_buttons(self) -> None:
        state = self.narration_state()
        self.n_pause.setText(self.tr("Resume") if state == "paused" else self.tr("Pause"))
        running = state in ("playing", "paused")
        self.n_pause.setEnabled(running)
        self.n_skip.setEnabled(running)
        self.n_repeat.setEnabled(running)
        self.n_stop.setEnabled(running)
        # The night (or the reveal) is read once every player has seen their card.
        dealing = self.controller.dealing()
        self.n_start.setEnabled(bool(self._script_loaded) and not running and not dealing)
        self.n_start.setToolTip(self.tr("Every player sees their card first.") if dealing else "")

    # -- timers ------------------------------------------------------------------------------------
    def _update_timers(self, view: dict[str, Any]) -> None:
        specs = self.plugin.timers(view)
        if [s.id for s in specs] != [s.id for s in self._timer_specs]:
            self._timer_specs = specs
            while self.timer_pick_layout.count():
                item = self.timer_pick_layout.takeAt(0)
                if item.widget() is not None:
                    item.widget().deleteLater()
            self._timer_waiting = False
            if specs:
                for spec in specs:
                    button = QPushButton(spec.label)
                    button.clicked.connect(lambda _=False, s=spec: self.use_timer(s))
                    self.timer_pick_layout.addWidget(button)
                self.use_timer(specs[0])
                if specs[0].autostart:
                    if self.in_transit():
                        self._set_waiting(True)
                    else:
                        self.countdown.start()
            else:
                self.countdown.stop()
                self.board.set_timer("")
        self.timer_box.setVisible(bool(specs))
        self.timer_pick.setVisible(len(specs) > 1)

    def use_timer(self, spec: TimerSpec) -> None:
        self._timer_waiting = False
        self.countdown.configure(spec.id, spec.label, spec.seconds)

    def in_transit(self) -> bool:
        """The laptop is not in the hands the stage's countdown is for: a screen asks a player to take it and they
        have not opened it yet, or players are reading private messages (the deal, a delivery) before the stage."""
        if self.confirmation_card is not None:
            return True  # the player who just chose still has the laptop
        if self.round_card is not None:  # on an answer card, the player who pressed still has the laptop
            return self.round_card.answered or not self.round_card.turn.opened or self.round_card.turn.kind == "deliver"
        if self.private_card is not None:
            return not self.private_card.opened
        return self.delivery_card is not None

    def _wait_for_laptop(self) -> None:
        """A running countdown stops while the laptop is on its way; it goes on once the player it is for has it."""
        if self.countdown.running and self.in_transit():
            self.countdown.pause()
            self._set_waiting(True)
        elif self._timer_waiting and not self.in_transit():
            self._set_waiting(False)
            self.countdown.start()

    def _laptop_in_hand(self) -> None:
        self._wait_for_laptop()

    def _set_waiting(self, waiting: bool) -> None:
        self._timer_waiting = waiting
        self._on_tick(self.countdown.remaining)

    def _on_tick(self, remaining: float) -> None:
        text = format_clock(remaining)
        if self._timer_waiting:
            text = self.tr("{clock} (waits for the laptop)").format(clock=text)
        label = f"{self.countdown.label} {text}" if self.countdown.label else text
        self.timer_label.setText(label)
        self.board.set_timer(text if self.countdown.total else "")

    def _on_timer_expired(self) -> None:
        self.message.setText(self.tr("Time is up."))
        if self.round is not None or self.controller.result() is not None:
            return  # nothing public may change while everyone takes the laptop in turn
        for choice in self.controller.choices():
            action = choice.single() if self.plugin.timeout_choice(choice) else None
            if action is not None:
                self.submit(action)
                return

    def _update_timer_buttons(self) -> None:
        if self.countdown.running:
            self._timer_waiting = False
        self.t_start.setText(self.tr("Pause") if self.countdown.running else self.tr("Start"))

    # -- board -----------------------------------------------------------------------------------------
    def show_board(self) -> None:
        self.board.show()
        self.board.raise_()

    def toggle_board_fullscreen(self) -> None:
        if self.board.isFullScreen():
            self.board.showNormal()
        else:
            self.board.showFullScreen()

    # -- files --------------------------------------------------------------------------------------------
    def save_record(self) -> None:
        path = self.choose_save_path(self.suggested_record_path())
        if path is not None:
            self.write_record(path)

    def suggested_record_path(self) -> Path:
        """Where Save offers to write: the user's documents folder, a name made of the game and today's date
        ("Quest 2026-12-03.json"), with " (2)", " (3)", ... when a record of that name is there already."""
        folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or Path.home())
        title = "".join(c for c in render_msg(self.controller.game.title) if c not in '\\/:*?"<>|\u2066\u2067\u2068\u2069')
        stem = f"{title.strip() or self.controller.game.id} {date.today().isoformat()}"
        path, n = folder / f"{stem}.json", 1
        while path.exists():
            n += 1
            path = folder / f"{stem} ({n}).json"
        return path

    def _save_dialog(self, suggested: Path) -> Path | None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game record"), str(suggested),
                                              self.tr("Game records (*.json)"))
        return Path(path) if path else None

    def write_record(self, path: Path) -> None:
        try:
            path.write_text(self.controller.record_text(), encoding="utf-8")
        except OSError as exc:
            self.inform(self.tr("Save"), self.tr("The record could not be saved: {reason}").format(reason=exc.strerror or exc))
            return
        self.statusBar().showMessage(self.tr("Saved: {file}").format(file=isolate(str(path))), 10000)

    def open_record_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a game record"), "", self.tr("Game records (*.json)"))
        if path:
            self.openRecord(Path(path))

    def openRecord(self, path: Path) -> None:
        opener = getattr(self, "record_opener", None)
        if opener is None:
            return
        try:
            load_record(path)
        except RecordError as exc:
            self.inform(self.tr("Open"), self.tr("This file cannot be opened: {reason}").format(reason=str(exc)))
            return
        opener(path)

    def show_shortcuts(self) -> None:
        ShortcutsDialog(self.all_actions, self).exec()

    def show_about(self) -> QMessageBox:
        """Help > About: the version (pyproject.toml's, the one ``tablekeeper --version`` prints) and the licences."""
        from .version import version

        box = QMessageBox(QMessageBox.Icon.NoIcon, self.tr("About Tablekeeper"),
                          self.tr("Tablekeeper {version}").format(version=version()), parent=self)
        box.setInformativeText(self.tr(
            "A table companion for hidden-role party games: setup, a board for the TV and spoken night calls.\n\n"
            "Free software under the GNU General Public License, version 3 or later. The bundled fonts are under "
            "the SIL Open Font License; the night sound's licence is beside it in resources/sounds."))
        box.setIconPixmap(self.windowIcon().pixmap(96, 96))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    # -- dialogs (replaceable in tests) ------------------------------------------------------------------
    def _ask_dialog(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def _inform_dialog(self, title: str, text: str) -> None:
        QMessageBox.information(self, title, text)

    # -- closing ---------------------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        self.narrator.stop()
        shutdown = getattr(self.narrator, "shutdown", None)
        if callable(shutdown):
            shutdown()  # the speech and audio children quit now, not when the process ends around them
        self.countdown.stop()
        self.stop_phones()
        self.board.setProperty("closing_with_console", True)
        self.board.close()
        self.controller.close()
        super().closeEvent(event)
