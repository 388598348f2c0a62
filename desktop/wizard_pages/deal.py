"""The dealing page: the app, the players' phones or physical cards, and the deck to put together."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QLabel,
    QRadioButton,
    QVBoxLayout,
)

from ..wizard_model import SetupModel, WizardPage


class DealPage(WizardPage):
    def __init__(self, model: SetupModel) -> None:
        super().__init__(model)
        layout = QVBoxLayout(self)
        self.app = QRadioButton()
        self.phones = QRadioButton()
        self.physical = QRadioButton()
        self.group = QButtonGroup(self)
        self.group.addButton(self.app)
        self.group.addButton(self.phones)
        self.group.addButton(self.physical)
        self.app.setObjectName("mode_app")
        self.phones.setObjectName("mode_phones")
        self.physical.setObjectName("mode_physical")
        layout.addWidget(self.app)
        self.app_help = QLabel()
        self.app_help.setWordWrap(True)
        layout.addWidget(self.app_help)
        layout.addWidget(self.phones)
        self.phones_help = QLabel()
        self.phones_help.setWordWrap(True)
        layout.addWidget(self.phones_help)
        layout.addWidget(self.physical)
        self.physical_help = QLabel()
        self.physical_help.setWordWrap(True)
        layout.addWidget(self.physical_help)
        self.deck_title = QLabel()
        layout.addWidget(self.deck_title)
        self.deck = QLabel()
        self.deck.setObjectName("deck")
        self.deck.setWordWrap(True)
        layout.addWidget(self.deck)
        layout.addStretch(1)
        self.group.buttonToggled.connect(self._toggled)
        model.changed.connect(self._sync)
        self.retranslate()

    def initializePage(self) -> None:
        self._sync()

    def has_modes(self) -> bool:
        return any(s.key == "mode" for s in self.model.game.option_specs())

    def _toggled(self, button: QAbstractButton, checked: bool) -> None:
        if checked and self.has_modes():
            self.model.set_dealing("physical" if button is self.physical else "app", button is self.phones)

    def _sync(self) -> None:
        physical = self.model.options.get("mode") == "physical"
        phones = not physical and self.model.phones
        self.physical.setChecked(physical)
        self.phones.setChecked(phones)
        self.app.setChecked(not physical and not phones)
        for w in (self.app, self.phones, self.physical, self.app_help, self.phones_help, self.physical_help):
            w.setEnabled(self.has_modes())
        lines = self.model.plugin.physical_deck(self.model.setup()) if physical else []
        self.deck_title.setVisible(bool(lines))
        self.deck.setText("\n".join(f"\u2022 {line}" for line in lines))
        self.deck.setVisible(bool(lines))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Dealing"))
        self.setSubTitle(self.tr("Who deals the cards: the app, or your own cards on the table."))
        self.app.setText(self.tr("The app deals (pass the laptop round to see your role)"))
        self.app_help.setText(self.tr("Each player holds a button to see their role and what they know; "
                                      "secret choices are made on the laptop, passed from hand to hand."))
        self.phones.setText(self.tr("Phones: each player opens the page on their own phone (same Wi-Fi)"))
        self.phones_help.setText(self.tr("The app deals; each player scans the code on the TV and sees their role and "
                                         "makes their secret choices on their own phone. A player without a phone "
                                         "uses the laptop, passed to them as usual."))
        self.physical.setText(self.tr("Physical cards"))
        self.physical_help.setText(self.tr("Deal your own cards. The moderator enters only what the table sees; "
                                           "the app keeps the rules, the board and the narration."))
        self.deck_title.setText(self.tr("Put exactly these cards in the deck:"))
        self._sync()
