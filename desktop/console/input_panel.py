"""The console's input area: what the table enters now (the choice forms), the pass-the-laptop screens, a step the
console makes by itself, and the end of the game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from engine.core import Result

from ..controller import Delivery
from ..text import render_msg
from .choice_form import ChoiceForm
from .handover import ConfirmationCard, DeliveryCard, PrivateChoiceCard
from .secret_widgets import SecretLabel


class ConsoleInput:
    """The input area of :class:`ConsoleWindow` (``self.input_stack``), filled again at every refresh.

    Its texts are in ConsoleWindow's translation context, as they were when this was part of that class.
    """

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
        deliveries = self._laptop_deliveries()
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
            self.delivery_card = DeliveryCard(self.controller, self.plugin, deliveries[0], extent=self._extent(deliveries))
            self.delivery_card.done.connect(self.controller.mark_delivered)
            layout.addWidget(self.delivery_card)
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
                waiting = QLabel(QCoreApplication.translate("ConsoleWindow", "Waiting for private choices after this step."))
                layout.addWidget(waiting)
            if not choices:
                layout.addWidget(QLabel(QCoreApplication.translate("ConsoleWindow", "Nothing to enter now.")))
        layout.addStretch(1)
        self.input_stack.addWidget(page)

    def _laptop_deliveries(self) -> list[Delivery]:
        """The private messages the laptop must show before the table goes on. A seat whose phone is connected has
        its own at once, marked new on the phone until held (server.seatLooked): the table never waits for it to
        look (issue 31); only a hidden audience's message goes round the whole table (a round, phones included)."""
        on_phones = self.phone_seats()
        return [d for d in self.controller.pending_deliveries()
                if d.seat not in on_phones or any(self.plugin.hidden_audience(e) for e in d.events)]

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

    def _extent(self, deliveries: list[Delivery]) -> list[str]:
        """The secrets of the deal (or round) in progress, those already seen included: every player's secret area
        is as tall as the tallest of them."""
        self._delivery_extent = list(dict.fromkeys([*self._delivery_extent,
                                                    *(SecretLabel.text_of(d.events) for d in deliveries)]))
        return self._delivery_extent

    def _automatic_step(self) -> bool:
        controller = self.controller
        phones = self.phone_seats()
        for choice in controller.choices():
            action = self.plugin.automatic_action(controller, choice)
            if action is None:
                continue
            # A phone's player answers on the phone, whose screen asks for it (a loyalty check: "confirm the
            # loyalty you show"), with the one answer the rules allow or a refusal.
            if choice.player in phones and self.plugin.phone_choice(controller, choice):
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

    def _end_panel(self, result: Result) -> QWidget:
        own = self.plugin.end_panel(self, self.controller, result)
        if own is not None:
            return own
        box = QWidget()
        layout = QVBoxLayout(box)
        heading = QLabel(QCoreApplication.translate("ConsoleWindow", "The game is over."))
        heading.setObjectName("heading")
        layout.addWidget(heading)
        text = QLabel(self.plugin.result_text(result, self.controller.setup))
        text.setWordWrap(True)
        layout.addWidget(text)
        again = QPushButton(QCoreApplication.translate("ConsoleWindow", "Play again with the same players and roles"))
        again.clicked.connect(self.playAgain.emit)
        wizard = QPushButton(QCoreApplication.translate("ConsoleWindow", "Back to the setup wizard"))
        wizard.clicked.connect(self.newGame.emit)
        layout.addWidget(again)
        layout.addWidget(wizard)
        return box
