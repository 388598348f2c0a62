"""The console's timer bar: the stage's countdown, the choice of timers, Start/Pause and Reset; the countdown waits
while the laptop is on its way to the player it is for."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QWidget

from ..plugin import TimerSpec
from ..timers import format_clock


class ConsoleTimer:
    """The timer bar of :class:`ConsoleWindow` (the window's countdown).

    Its texts are in ConsoleWindow's translation context, as they were when this was part of that class.
    """

    def _build_timer(self) -> QGroupBox:
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
            text = QCoreApplication.translate("ConsoleWindow", "{clock} (waits for the laptop)").format(clock=text)
        label = f"{self.countdown.label} {text}" if self.countdown.label else text
        self.timer_label.setText(label)
        self.board.set_timer(text if self.countdown.total else "")

    def _on_timer_expired(self) -> None:
        self.message.setText(QCoreApplication.translate("ConsoleWindow", "Time is up."))
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
        self.t_start.setText(QCoreApplication.translate("ConsoleWindow", "Pause") if self.countdown.running
                             else QCoreApplication.translate("ConsoleWindow", "Start"))
