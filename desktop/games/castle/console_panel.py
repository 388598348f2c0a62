"""The console during the declarations of a fight, in app mode.

Under the Hypnotist's "at declaration" timing the engine opens the attacker's ``hypnotize`` choice together
with the next player's declaration, and only if the attacker holds the Hypnotist. Showing that choice (or a
"waiting for a private choice" line) would tell the table who holds it, so this panel always shows the same
thing: the public declaration form, and a button for the attacker to take the laptop. Whoever asks sees,
privately, the Hypnotist's form if they have one, or "nothing for you" otherwise; the screens before the
laptop is opened are identical either way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from engine.core import Action, Choice

from ...console import ChoiceForm
from ...console.secret_widgets import PrivateSummary
from ...text import isolate, number
from . import texts as T  # noqa: N812 - as the engine names its texts module
from .board import tr

if TYPE_CHECKING:
    from ...controller import GameController
    from ...plugin import GamePlugin
    from ...plugin_host import ConsoleForm


class DeclarationPanel(QWidget):
    def __init__(self, controller: GameController, plugin: GamePlugin, public: list[Choice], attacker: int,
                 submit: Callable[[Action], None], forms: list[ConsoleForm], parent: QWidget | None = None,
                 on_phone: bool = False) -> None:
        """``on_phone``: the attacker's phone is connected; whether they may hypnotise is on it (never the laptop),
        and the table's screen says so in the same words whether or not they hold the Hypnotist."""
        super().__init__(parent)
        self.setObjectName("castle_declarations")
        self.controller = controller
        self.plugin = plugin
        self.attacker = attacker
        self.submit = submit
        name = isolate(controller.players[attacker])
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.pages = QStackedWidget()
        outer.addWidget(self.pages)

        self.public_page = QWidget()
        layout = QVBoxLayout(self.public_page)
        layout.setContentsMargins(0, 0, 0, 0)
        self.forms: list[ChoiceForm] = []
        for choice in public:
            form = ChoiceForm(controller, plugin, choice)
            form.submitted.connect(submit)
            self.forms.append(form)
            forms.append(form)  # the console's list: Ctrl+Return confirms it, tests drive it
            layout.addWidget(form)
        self.explain = QLabel(tr(T.ASK_PHONE if on_phone else T.ASK_EXPLAIN).format(attacker=name))
        self.explain.setWordWrap(True)
        layout.addWidget(self.explain)
        self.ask = QPushButton(tr(T.ASK).format(attacker=name))
        self.ask.setMinimumHeight(48)
        self.ask.clicked.connect(self.hand_over)
        self.ask.setVisible(not on_phone)
        layout.addWidget(self.ask)
        layout.addStretch(1)
        self.pages.addWidget(self.public_page)

        self.private_page = QWidget()
        private = QVBoxLayout(self.private_page)
        private.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel(tr(T.ASK).format(attacker=name))
        self.heading.setObjectName("heading")
        self.heading.setWordWrap(True)
        private.addWidget(self.heading)
        self.open_button = QPushButton(tr(T.ASK_OPEN).format(attacker=name))
        self.open_button.setMinimumHeight(64)
        self.open_button.clicked.connect(self.open_secret)
        private.addWidget(self.open_button)
        self.inner = QWidget()
        self.inner_layout = QVBoxLayout(self.inner)
        self.inner_layout.setContentsMargins(0, 0, 0, 0)
        private.addWidget(self.inner)
        self.inner.setVisible(False)
        private.addStretch(1)
        self.pages.addWidget(self.private_page)
        self.secret_forms: list[ChoiceForm] = []
        self.done: QPushButton | None = None

    def hand_over(self) -> None:
        self.pages.setCurrentWidget(self.private_page)
        self.open_button.setVisible(True)
        self.inner.setVisible(False)

    def open_secret(self) -> None:
        """The attacker has the laptop: their own options (or none), built only now."""
        while self.inner_layout.count():
            item = self.inner_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        summary = PrivateSummary(self.plugin, self.controller, self.attacker)
        if summary.has_text():
            self.inner_layout.addWidget(summary)
        mine = [c for c in self.controller.choices() if c.player == self.attacker and c.type == "hypnotize"]
        self.secret_forms = []
        for choice in mine:
            form = ChoiceForm(self.controller, self.plugin, choice)
            form.submitted.connect(self.submit)
            self.secret_forms.append(form)
            self.inner_layout.addWidget(form)
        if not mine:
            nothing = QLabel(tr(T.ASK_NOTHING))
            nothing.setWordWrap(True)
            self.inner_layout.addWidget(nothing)
        self.done = QPushButton(tr(T.ASK_DONE))
        self.done.clicked.connect(self.back)
        self.inner_layout.addWidget(self.done)
        self.open_button.setVisible(False)
        self.inner.setVisible(True)

    def back(self) -> None:
        self.inner.setVisible(False)
        self.pages.setCurrentWidget(self.public_page)


class SetupPanel(QWidget):
    """Physical mode: what the table sets up for this count, then "done"."""

    def __init__(self, controller: GameController, plugin: GamePlugin, lines: list[str], submit: Callable[[Action], None],
                 forms: list[ConsoleForm], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("castle_setup")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        heading = QLabel(tr(T.SETUP_TITLE).format(count=number(len(controller.players))))
        heading.setObjectName("heading")
        heading.setWordWrap(True)
        layout.addWidget(heading)
        self.instructions = QLabel("\n".join(f"{number(i)}. {line}" for i, line in enumerate(lines, 1)))
        self.instructions.setObjectName("setup_instructions")
        self.instructions.setWordWrap(True)
        layout.addWidget(self.instructions)
        for choice in controller.choices():
            form = ChoiceForm(controller, plugin, choice)
            form.submitted.connect(submit)
            forms.append(form)
            layout.addWidget(form)
        layout.addStretch(1)



class WindowPanel(QWidget):
    """App mode, the Priest's or the Doctor's window: the player asked now takes the laptop and opens their screen.

    Everyone asked sees the same two forms, "use" and "do not use", in the same places: whoever does not hold
    the card is refused on the screen after pressing "use" (ChoiceForm's secret refusal), so the layout never
    tells who holds it. Only those who may use it by public knowledge are asked (never the attacker for the
    Priest, never a hypnotised player for the Doctor), each by name.
    """

    def __init__(self, controller: GameController, plugin: GamePlugin, window: tuple[str, str], seat: int,
                 submit: Callable[[Action], None], forms: list[ConsoleForm], parent: QWidget | None = None) -> None:
        """``window``: the choice types (use the card, do not use it)."""
        super().__init__(parent)
        self.setObjectName("castle_window")
        self.controller = controller
        self.seat = seat
        name = isolate(controller.players[seat])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel(tr(T.WINDOW_HAND).format(player=name))
        self.heading.setObjectName("heading")
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.explain = QLabel(tr(T.WINDOW_EXPLAIN))
        self.explain.setWordWrap(True)
        layout.addWidget(self.explain)
        self.open_button = QPushButton(tr(T.ASK_OPEN).format(attacker=name))
        self.open_button.setMinimumHeight(64)
        self.open_button.clicked.connect(self.open_secret)
        layout.addWidget(self.open_button)
        self.inner = QWidget()
        inner = QVBoxLayout(self.inner)
        inner.setContentsMargins(0, 0, 0, 0)
        self.summary = PrivateSummary(plugin, controller, seat)
        self.summary.setVisible(self.summary.has_text())
        inner.addWidget(self.summary)
        mine = {c.type: c for c in controller.choices() if c.player == seat}
        use_type, decline_type = window
        decline = mine[decline_type]
        # Not held: the same form all the same, refused after the press (the engine explains why, privately).
        use = mine.get(use_type) or Choice(use_type, seat, {}, decline.prompt)
        self.forms: list[ChoiceForm] = []
        for choice in (use, decline):
            form = ChoiceForm(controller, plugin, choice, secret=True)
            form.submitted.connect(submit)
            self.forms.append(form)
            forms.append(form)
            inner.addWidget(form)
        layout.addWidget(self.inner)
        self.inner.setVisible(False)
        layout.addStretch(1)
        self.opened = False

    def open_secret(self) -> None:
        self.opened = True
        self.open_button.setVisible(False)
        self.inner.setVisible(True)
