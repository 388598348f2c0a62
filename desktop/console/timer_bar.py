"""The console's timer bar: the stage's countdown, the choice of timers, Start/Pause and Reset.

A stage's countdown (one whose expiry makes the game's "time is up" choice) runs only while its choice is on the
screen of the player who makes it: their opened private card on the laptop, the public form on the console with
nothing else in progress, or their phone once the server has sent it. Until then it waits and says for whom; its
expiry never chooses for a player who has not had the choice on their screen.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QWidget

from engine.core import Choice

from ..plugin import TimerSpec
from ..text import isolate
from ..timers import format_clock

# What a waiting countdown waits for: the laptop (a hand-over, a receipt, a round), or a seat's phone.
LAPTOP = -1
PHONES = -2


class ConsoleTimer:
    """The timer bar of :class:`ConsoleWindow` (the window's countdown).

    Its texts are in ConsoleWindow's translation context, as they were when this was part of that class.
    """

    def _build_timer(self) -> QGroupBox:
        # The seats that have had this stage's choice on their screen, and the phones that have it now.
        self._timer_seen: set[int] = set()
        self._phone_has: set[int] = set()
        self._timer_wait = LAPTOP
        self._timer_turn = ""  # the player whose turn the stage is, when that is public (the TV says it)
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
        return self.timer_box

    def _update_timers(self, view: dict[str, Any]) -> None:
        specs = self.plugin.timers(view)
        if [s.id for s in specs] != [s.id for s in self._timer_specs]:
            self._timer_specs = specs
            while self.timer_pick_layout.count():
                item = self.timer_pick_layout.takeAt(0)
                if item.widget() is not None:
                    item.widget().deleteLater()
            self._timer_waiting = False
            self._timer_seen = set()
            self._phone_has = set()
            if specs:
                for spec in specs:
                    button = QPushButton(spec.label)
                    button.clicked.connect(lambda _=False, s=spec: self.use_timer(s))
                    self.timer_pick_layout.addWidget(button)
                self.use_timer(specs[0])
                if specs[0].autostart:
                    if self._stage_wait() is not None:
                        self._set_waiting(True)
                    else:
                        self.countdown.start()
            else:
                self.countdown.stop()
                self.board.set_timer("")
        turn = self._turn_name() if specs else ""
        if turn != self._timer_turn:
            self._timer_turn = turn
            if specs:
                self._on_tick(self.countdown.remaining)
        self.timer_box.setVisible(bool(specs))
        self.timer_pick.setVisible(len(specs) > 1)

    def use_timer(self, spec: TimerSpec) -> None:
        self._timer_waiting = False
        self.countdown.configure(spec.id, spec.label, spec.seconds)

    # -- whose screen the stage's choice is on ------------------------------------------------------------------
    def _stage_choices(self) -> list[Choice] | None:
        """The choices a stage's countdown decides when it runs out (those still open), or None when no timeout
        choice is open (a countdown that decides nothing: Quest's discussion, One Night's day)."""
        choices = self.controller.choices()
        if not any(self.plugin.timeout_choice(c) for c in choices):
            return None
        return [c for c in choices if not self.plugin.timeout_choice(c)]

    def _phoned(self, choices: list[Choice]) -> list[Choice]:
        phones = self.phone_seats()
        return [c for c in choices if c.player in phones and self.plugin.phone_choice(self.controller, c)]

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

    def _stage_wait(self) -> int | None:
        """What the countdown waits for now (LAPTOP, PHONES or the seat whose phone), None: it may run."""
        if self.round is not None:
            if self.round.laptop_done:
                return PHONES  # only phones still to press their round screens
            return LAPTOP if self.in_transit() else None
        if self.in_transit():
            return LAPTOP
        stage = self._stage_choices()
        if stage is None:
            return None
        phones = self.phone_seats()
        self._phone_has &= phones
        phoned = self._phoned(stage)
        for choice in phoned:
            if choice.player not in self._phone_has:
                return choice.player
        on_laptop = [c for c in stage if c not in phoned]
        if not on_laptop:
            return None
        if self.private_card is not None and self.private_card.opened:
            self._timer_seen.update(f.choice.player for f in self.private_card.forms if f.choice.player is not None)
            return None
        shown = [f.choice for f in self.forms if f.choice in on_laptop]
        if not shown:
            return LAPTOP
        self._timer_seen.update(c.player for c in shown if c.player is not None)
        return None

    def _unseen(self) -> list[int]:
        """The players still to choose in this stage who have not had its choice on their screen."""
        stage = self._stage_choices() or []
        return [c.player for c in stage if c.player is not None and c.player not in self._timer_seen]

    def _phone_offered(self, seat: int) -> None:
        """The server has sent ``seat``'s phone a state with choices of its own: a stage's choice is on it now."""
        stage = self._stage_choices()
        if stage is None or not any(c.player == seat for c in self._phoned(stage)):
            return
        self._phone_has.add(seat)
        self._timer_seen.add(seat)
        self._wait_for_laptop()

    def _turn_name(self) -> str:
        stage = self._stage_choices()
        seat = self.plugin.timer_turn(self.controller, stage) if stage else None
        players = self.controller.players
        return players[seat] if seat is not None and 0 <= seat < len(players) else ""

    # -- running and waiting ------------------------------------------------------------------------------------
    def _wait_for_laptop(self) -> None:
        """A running countdown stops while its choice is not on its player's screen; it goes on once it is."""
        wait = self._stage_wait()
        if self.countdown.running and wait is not None:
            self.countdown.pause()
            self._timer_wait = wait
            self._set_waiting(True)
        elif self._timer_waiting and wait is None:
            self._set_waiting(False)
            self.countdown.start()
        elif self._timer_waiting and wait != self._timer_wait:
            self._timer_wait = wait
            self._set_waiting(True)

    def _laptop_in_hand(self) -> None:
        self._wait_for_laptop()

    def _set_waiting(self, waiting: bool) -> None:
        self._timer_waiting = waiting
        wait = self._stage_wait() if waiting else None
        if wait is not None:
            self._timer_wait = wait
        self._on_tick(self.countdown.remaining)

    def _waits_text(self, clock: str) -> str:
        wait = self._timer_wait
        if wait == PHONES:
            return QCoreApplication.translate("ConsoleWindow", "{clock} (waits for the phones)").format(clock=clock)
        if wait >= 0 and wait < len(self.controller.players):
            return QCoreApplication.translate("ConsoleWindow", "{clock} (waits for {player}'s phone)").format(
                clock=clock, player=isolate(self.controller.players[wait]))
        return QCoreApplication.translate("ConsoleWindow", "{clock} (waits for the laptop)").format(clock=clock)

    def _on_tick(self, remaining: float) -> None:
        text = format_clock(remaining)
        if self._timer_waiting:
            text = self._waits_text(text)
        label = f"{self.countdown.label} {text}" if self.countdown.label else text
        self.timer_label.setText(label)
        self.board.set_timer(text if self.countdown.total else "", turn=self._timer_turn)

    def _on_timer_expired(self) -> None:
        self.message.setText(QCoreApplication.translate("ConsoleWindow", "Time is up."))
        if self.round is not None or self.controller.result() is not None:
            return  # nothing public may change while everyone takes the laptop in turn
        if self._stage_wait() is not None or self._unseen():
            return  # the time-up choice would choose for a player who has not had the choice on their screen
        for choice in self.controller.choices():
            action = choice.single() if self.plugin.timeout_choice(choice) else None
            if action is not None:
                self.submit(action)
                return

    def _update_timer_buttons(self) -> None:
        if self.countdown.running:
            wait = self._stage_wait()
            if wait is not None:
                # Start pressed (or Ctrl+T) while the choice is on its way: the countdown starts when it arrives.
                self.countdown.pause()
                self._timer_wait = wait
                self._set_waiting(True)
                return
            self._timer_waiting = False
        self.t_start.setText(QCoreApplication.translate("ConsoleWindow", "Pause") if self.countdown.running
                             else QCoreApplication.translate("ConsoleWindow", "Start"))
