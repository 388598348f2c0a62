"""The choice panel: one engine Choice as buttons, only legal values enabled, a disabled value saying why."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QButtonGroup, QGridLayout, QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from engine.core import Action, Choice, OneOf, SubsetOf

from ..controller import GameController
from ..plugin import GamePlugin
from ..text import isolate, join_list, number, render_msg, rtl_line
from .secret_widgets import HeldText


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
            hinted: dict[str, list[str]] = {}  # the same for a note on an allowed value (GamePlugin.value_hint)
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
                else:
                    hint = plugin.value_hint(controller, choice, key, value)
                    if hint:
                        button.setToolTip(hint)
                        button.setAccessibleDescription(hint)
                        hinted.setdefault(hint, []).append(isolate(button.text()))
                group.addButton(button)
                self.buttons[key].append((button, value))
                row.addWidget(button, index // columns, index % columns)
                button.toggled.connect(self._update_ready)
            layout.addLayout(row)
            disabled_notes = [rtl_line(reason if _names_itself(names, reason) else f"{join_list(names)}: {reason}")
                              for reason, names in (*disabled.items(), *hinted.items())]
            note = QLabel("\n".join(disabled_notes), self)  # never a window of its own, even for a moment
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
        # A secret screen's answer to a press (the rules' refusal can name the player's role) shows only while
        # held; the area is on every player's screen from the start, its button enabled once there is an answer.
        self.refusal: HeldText | None = None
        if secret:
            self.refusal = HeldText(self.tr("Hold to see the answer"), min_height=48, button_height=40)
            self.refusal.setObjectName("form_refusal")
            self.refusal.hold.setEnabled(False)
            layout.addWidget(self.refusal)
        self.sending = False  # the action of this form's press is being made (a refusal of it belongs here)
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
        self.refuse("")
        self.ok.setEnabled(self.selection() is not None)

    def refuse(self, text: str) -> None:
        """A private answer to this form's press, behind its hold button ("" takes it away). A form that is not
        secret says it in its status line."""
        if self.refusal is None:
            if text:
                self.status.setText(text)
            return
        self.refusal.set_text(text)
        self.refusal.hold.setEnabled(bool(text))

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
                self.refuse(render_msg(reason))
                return
        self.sending = True
        try:
            self.submitted.emit(action)
        finally:
            self.sending = False


def _names_itself(names: list[str], reason: str) -> bool:
    """The reason already begins with the one button it disables ("Bảo led quest 1 and cannot lead again"): no
    "Bảo: " before it."""
    plain = str.maketrans("", "", "\u2066\u2067\u2068\u2069")
    return len(names) == 1 and reason.translate(plain).startswith(names[0].translate(plain))
