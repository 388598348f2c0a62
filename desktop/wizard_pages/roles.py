"""The roles and options page: the recommended roles, a scenario, the role counts and the modules and house rules."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..text import number, render_msg
from ..wizard_model import SetupModel, WizardPage, _clear
from .options import (
    option_editor,
    option_help,
    switch_refusals,
)
from .widgets import ProblemsLabel, _wrapped, guard_wheel

if TYPE_CHECKING:
    from engine.core import OptionSpec


class RolesPage(WizardPage):
    def __init__(self, model: SetupModel) -> None:
        super().__init__(model)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.recommend = QPushButton()
        self.recommend.clicked.connect(model.recommend)
        top.addWidget(self.recommend)
        self.scenario_label = QLabel()
        self.scenario = guard_wheel(QComboBox())
        self.scenario.activated.connect(self._use_scenario)
        top.addWidget(self.scenario_label)
        top.addWidget(self.scenario, 1)
        layout.addLayout(top)
        self.balance = QLabel()
        self.balance.setObjectName("balance")
        self.balance.setWordWrap(True)
        layout.addWidget(self.balance)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        # The descriptions wrap to the page's width: the page scrolls down, never sideways.
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setObjectName("roles_scroll")
        inner = QWidget()
        self.inner_layout = QVBoxLayout(inner)
        self.roles_box = QGroupBox()
        self.roles_grid = QGridLayout(self.roles_box)
        # A role's side stands clear of its description (the Doppelgänger's long one ran into it).
        self.roles_grid.setHorizontalSpacing(self.fontMetrics().averageCharWidth() * 3)
        self.inner_layout.addWidget(self.roles_box)
        self.options_box = QGroupBox()
        self.options_form = QFormLayout(self.options_box)
        self.inner_layout.addWidget(self.options_box)
        scroll.setWidget(inner)
        layout.addWidget(scroll, 1)
        self.problems = ProblemsLabel()
        layout.addWidget(self.problems)
        self.spins: dict[str, QSpinBox] = {}
        # The boolean options' boxes and the labels beside them saying why one cannot be switched on.
        self.switches: dict[str, tuple[QCheckBox, QLabel]] = {}
        # Options switched off because a later change (fewer players, ...) forbade them (until allowed again).
        self._switched_off: set[str] = set()
        self._built_for: tuple[Any, ...] = ()
        model.changed.connect(self._sync)
        self.retranslate()

    def initializePage(self) -> None:
        self._build()
        self._sync()

    def switched_off_notes(self) -> list[str]:
        """"The Trapper was switched off: ..." for every option a later change forbade (shown until allowed again)."""
        if self.model.game is None:
            return []
        notes = []
        for spec in self._bool_specs():
            if spec.key in self._switched_off and (reasons := switch_refusals(self.model, spec.key)):
                notes.append(self.tr("{option} was switched off: {reason}").format(
                    option=render_msg(spec.label), reason=" ".join(reasons)))
        return notes

    def _bool_specs(self) -> list[OptionSpec]:
        return [s for s in self.model.plugin.house_rule_specs(self.model.game) if isinstance(s.default, bool) and not s.multiple]

    def _switch_off_forbidden(self) -> bool:
        """Switch off an option that is on but now forbidden (by the player count, ...); True if one was.

        A box cannot be switched on while forbidden, so this only follows changes made elsewhere: it is
        switched off (a game that cannot start helps nobody) with a note saying why, until it is allowed again.
        """
        specs = self._bool_specs()
        self._switched_off &= {s.key for s in specs}  # another game's notes do not carry over
        self._switched_off -= {s.key for s in specs if s.key in self._switched_off and not switch_refusals(self.model, s.key)}
        for spec in specs:
            if self.model.options.get(spec.key) is True and switch_refusals(self.model, spec.key):
                self._switched_off.add(spec.key)
                self.model.set_option(spec.key, False)  # emits changed: the page syncs again from there
                return True
        return False

    def _build(self) -> None:
        model = self.model
        catalogue = model.plugin.role_catalogue(len(model.players), model.options)
        self._built_for = (model.game.id, len(model.players), tuple(sorted(model.options.items(), key=lambda kv: kv[0])))
        _clear(self.roles_grid)
        self.spins = {}
        for row, info in enumerate(catalogue):
            spin = guard_wheel(QSpinBox())
            spin.setRange(0, info.max_count)
            spin.setObjectName(f"role_{info.id}")
            spin.valueChanged.connect(self._roles_changed)
            name = QLabel(render_msg(info.name) if not isinstance(info.name, str) or hasattr(info.name, "context") else info.name)
            side = QLabel(model.plugin.side_name(info.side) if info.side else "")
            helper = _wrapped(render_msg(info.help) if info.help else "")
            self.roles_grid.addWidget(spin, row, 0)
            self.roles_grid.addWidget(name, row, 1)
            self.roles_grid.addWidget(side, row, 2)
            self.roles_grid.addWidget(helper, row, 3)
            self.spins[info.id] = spin
        self.roles_grid.setColumnStretch(3, 1)
        self.roles_box.setVisible(model.plugin.uses_roles() and bool(catalogue))
        self.recommend.setVisible(model.plugin.uses_roles())
        self.balance.setVisible(model.plugin.uses_roles())
        _clear(self.options_form)
        self.switches = {}
        specs = model.plugin.house_rule_specs(model.game)
        for spec in specs:
            editor = option_editor(model, spec)
            if isinstance(editor, QCheckBox):
                editor.setText(render_msg(spec.label))
                editor.setToolTip(render_msg(spec.help))
                editor.toggled.connect(lambda _on, key=spec.key: self._switched_off.discard(key))
                reason = QLabel()
                reason.setObjectName(f"reason_{spec.key}")
                reason.setWordWrap(True)
                reason.setVisible(False)
                row = QWidget()  # a widget, not a layout, so that rebuilding the form deletes both
                line = QHBoxLayout(row)
                line.setContentsMargins(0, 0, 0, 0)
                line.addWidget(editor)
                line.addWidget(reason, 1)
                self.options_form.addRow(row)
                self.options_form.addRow(_wrapped(option_help(model, spec)))
                self.switches[spec.key] = (editor, reason)
            else:
                self.options_form.addRow(_wrapped(render_msg(spec.label), shrink=False), editor)
                self.options_form.addRow(_wrapped(option_help(model, spec)))
        self.options_box.setVisible(bool(specs))
        self.scenario.clear()
        self.scenario.addItem(self.tr("(recommended for this player count)"), None)
        for scenario in model.plugin.scenarios(len(model.players), model.options):
            self.scenario.addItem(render_msg(scenario.name) if hasattr(scenario.name, "context") else str(scenario.name), scenario)
        self.scenario.setVisible(self.scenario.count() > 1)
        self.scenario_label.setVisible(self.scenario.count() > 1)

    def _use_scenario(self, index: int) -> None:
        scenario = self.scenario.itemData(index)
        if scenario is None:
            self.model.recommend()
            return
        for key, value in scenario.options.items():
            self.model.options[key] = value
        self.model.set_roles(list(self.model.plugin.complete_scenario(scenario, len(self.model.players), self.model.options)))

    def _roles_changed(self) -> None:
        roles: list[str] = []
        for role_id, spin in self.spins.items():
            roles.extend([role_id] * spin.value())
        self.model.set_roles(roles)

    def _sync(self) -> None:
        if self.model.game is None or self._switch_off_forbidden():
            return
        if not self.isVisible() and not self.spins:
            return
        model = self.model
        key = (model.game.id, len(model.players), tuple(sorted(model.options.items(), key=lambda kv: kv[0])))
        if key != self._built_for:
            self._build()
        counts: dict[str, int] = {}
        for role in model.roles:
            counts[role] = counts.get(role, 0) + 1
        for role_id, spin in self.spins.items():
            spin.blockSignals(True)
            spin.setValue(counts.get(role_id, 0))
            spin.blockSignals(False)
        self.balance.setText(self._balance_text())
        self._show_refusals()
        self.problems.show_problems(model.problems())
        self.completeChanged.emit()

    def _show_refusals(self) -> None:
        """A box the engine would refuse switched on is disabled, the engine's reason beside it."""
        for key, (box, reason) in self.switches.items():
            if box.isChecked():
                refused: list[str] = []
            else:
                refused = switch_refusals(self.model, key)
            box.setEnabled(not refused)
            text = " ".join(refused)
            if key in self._switched_off and text:
                text = self.tr("Switched off: {reason}").format(reason=text)
            reason.setText(text)
            reason.setVisible(bool(text))

    def _balance_text(self) -> str:
        model = self.model
        if not model.plugin.uses_roles():
            return ""  # a game without a role list (the deal follows from the count and the options)
        need = model.plugin.deck_size(len(model.players), model.options)
        sides: dict[str, int] = {}
        for role in model.roles:
            side = model.plugin.side_of(role)
            if side:
                sides[side] = sides.get(side, 0) + 1
        parts = [self.tr("Cards: {have} of {need}").format(have=number(len(model.roles)), need=number(need))]
        parts.extend(f"{model.plugin.side_name(side)}: {number(n)}" for side, n in sides.items())
        return "   \u00b7   ".join(parts)

    def isComplete(self) -> bool:
        return not self.model.errors()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Roles and options"))
        self.setSubTitle(self.tr("The recommended roles are chosen; change them if you like. Problems are listed below."))
        self.recommend.setText(self.tr("Recommended roles"))
        self.scenario_label.setText(self.tr("Scenario:"))
        self.roles_box.setTitle(self.tr("Roles"))
        self.options_box.setTitle(self.tr("Modules and house rules"))
        if self.spins:
            self._build()
            self._sync()
