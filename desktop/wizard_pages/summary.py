"""The summary page: the setup as it will start, what differs from the defaults, and any problem left."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QLabel,
    QVBoxLayout,
)

from ..i18n import LANGUAGES
from ..text import join_list, number, render_msg
from ..wizard_model import SetupModel, WizardPage
from .options import (
    option_changed,
    option_value_text,
)
from .widgets import ProblemsLabel


class SummaryPage(WizardPage):
    def __init__(self, model: SetupModel) -> None:
        super().__init__(model)
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.summary)
        self.problems = ProblemsLabel()
        layout.addWidget(self.problems)
        layout.addStretch(1)
        model.changed.connect(self._sync)
        self.retranslate()

    def initializePage(self) -> None:
        self._sync()

    def _sync(self) -> None:
        model = self.model
        setup = model.setup()
        counts: dict[str, int] = {}
        for role in setup.roles:
            counts[role] = counts.get(role, 0) + 1
        roles = join_list([self.tr("{role} \u00d7 {n}").format(role=model.plugin.role_name(r), n=number(n)) if n > 1
                           else model.plugin.role_name(r) for r, n in counts.items()])
        mode = (self.tr("physical cards") if setup.options.get("mode") == "physical"
                else self.tr("the app deals, the players use their phones") if model.uses_phones()
                else self.tr("the app deals"))
        lines = [
            self.tr("Game: {game}").format(game=render_msg(model.game.title)),
            self.tr("Players ({n}): {names}").format(n=number(setup.count), names=join_list(setup.players)),
        ]
        if roles:
            lines.append(self.tr("Roles: {roles}").format(roles=roles))
        lines.append(self.tr("Dealing: {mode}").format(mode=mode))
        lines.append(self.tr("Narration: {lang}").format(lang=LANGUAGES.get(model.narration_lang, model.narration_lang)))
        changed = [spec for spec in model.game.option_specs() if spec.key != "mode" and not spec.records_only
                   and option_changed(spec, setup.options.get(spec.key, spec.default))]
        if changed:
            lines.append(self.tr("Changed from the defaults:"))
            lines.extend(f"\u2022 {render_msg(spec.label)}: {option_value_text(model, spec, setup.options.get(spec.key))}"
                         for spec in changed)
        else:
            lines.append(self.tr("Modules and house rules: all as by default."))
        self.summary.setText("\n".join(lines))
        self.problems.show_problems(model.problems())
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return not self.model.errors()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Ready"))
        self.setSubTitle(self.tr("Check the setup and start the game."))
        self._sync()
