"""One player's turn of a round of the whole table (everyone takes the laptop in turn, so nobody can tell who has
something to do)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from engine.core import Action, Choice

from ..controller import GameController, SecretRound
from ..plugin import GamePlugin
from ..rounds import stand_in
from ..text import isolate, number
from .choice_form import ChoiceForm
from .secret_widgets import HeldText, HoldButton, PrivateSummary, SecretLabel


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
        self.summary = PrivateSummary(plugin, controller, seat)
        self.summary.setVisible(self.summary.has_text())
        inner.addWidget(self.summary)
        self.confirm = QPushButton()
        # The private answer to this player's press (the same place and size for everyone), shown only while held.
        self.answer_box = HeldText(self.tr("Hold to see the answer"), button_height=64)
        self.answer = self.answer_box.secret
        self.answer.setObjectName("round_answer")
        self.answer_box.setVisible(False)
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
            inner.addWidget(self.answer_box)
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
            form.refuse(self.tr("There is nothing for you to choose here."))
            return
        self.nothing_chosen.emit()

    def _answer(self, text: str) -> None:
        for form in self.forms:
            form.setVisible(False)
        self.forms = []
        self.decoys = []
        self.nothing.setVisible(False)
        self.answer_box.set_text(text, [self.tr("Your choice is made."),
                                        self.tr("There is nothing for you to choose now: your answer changes nothing.")])
        self.answer_box.setVisible(True)
        self.hold, self.secret = self.answer_box.hold, self.answer
        self.hold.held.connect(self._held)
        self.confirm.setVisible(True)
        self.confirm.setEnabled(False)

    def _show(self, opened: bool) -> None:
        self.ready.setVisible(not opened)
        self.inner.setVisible(opened)

    def open(self) -> None:
        self.turn.opened = True
        self._show(True)

    def _held(self, down: bool) -> None:
        assert self.hold is not None
        self.confirm.setEnabled(self.hold.ever_held and not down)
