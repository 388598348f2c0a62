"""The pass-the-laptop screens: give the laptop to a player, who looks at a secret or makes a private choice, and
sees what their own choice did."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from engine.core import Action, Choice

from ..controller import Delivery, GameController
from ..plugin import GamePlugin
from ..text import isolate
from .choice_form import ChoiceForm
from .secret_widgets import HeldText, HoldButton, PrivateSummary, SecretLabel


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
        self.summary = PrivateSummary(plugin, controller, first.player if first.player is not None else -1)
        self.summary.setVisible(False)
        self._has_summary = self.summary.has_text()
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
    """What a player's own private choice did, shown on the screen they chose on (no second hand-over to see it),
    only while they hold the button: a laptop passed on without Done shows nothing of it."""

    done = Signal()

    def __init__(self, name: str, lines: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.heading = QLabel(self.tr("{player}: your choice is made.").format(player=isolate(name)))
        self.heading.setObjectName("heading")
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.held = HeldText(self.tr("Hold to see what your choice did"), button_height=64)
        self.held.set_text("\n".join(lines))
        self.hold = self.held.hold
        self.outcome = self.held.secret
        self.outcome.setObjectName("outcome")
        layout.addWidget(self.held)
        self.confirm = QPushButton(self.tr("Done \u2014 hide it and pass the laptop on"))
        self.confirm.setMinimumHeight(64)
        self.confirm.setEnabled(False)
        self.confirm.clicked.connect(self.done.emit)
        self.hold.held.connect(self._update)
        layout.addWidget(self.confirm)
        layout.addStretch(1)

    def _update(self, down: bool) -> None:
        self.confirm.setEnabled(self.hold.ever_held and not down)
