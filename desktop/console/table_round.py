"""The console's rounds of the whole table: everyone takes the laptop in turn (a RoundCard each), the phones press
at the same time, and the round ends when all have."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from engine.core import Action

from ..controller import Delivery, SecretRound
from .round_card import RoundCard


class ConsoleRounds:
    """The rounds of the whole table of :class:`ConsoleWindow` (``self.round``, the controller's).

    Its texts are in ConsoleWindow's translation context, as they were when this was part of that class.
    """

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
