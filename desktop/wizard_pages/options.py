"""The editors of a game's options (modules and house rules) and their texts: one editor per kind of option,
the value as the summary shows it, and why the engine refuses a switch."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from engine.i18n import QT_TRANSLATE_NOOP, Text

from ..text import isolate, join_list, number, render_msg
from ..wizard_model import SetupModel
from .widgets import guard_wheel

if TYPE_CHECKING:
    from engine.core import OptionSpec


T_OFF = QT_TRANSLATE_NOOP("WizardOptions", "off")
T_ON = QT_TRANSLATE_NOOP("WizardOptions", "on")
T_NONE = QT_TRANSLATE_NOOP("WizardOptions", "none")
T_AT_RANDOM = QT_TRANSLATE_NOOP("WizardOptions", "At random")
T_SECONDS = QT_TRANSLATE_NOOP("WizardOptions", "{n} s")
T_SECONDS_SUFFIX = QT_TRANSLATE_NOOP("WizardOptions", " s")  # after the number in a seconds box
T_STAGES_HELP = QT_TRANSLATE_NOOP("WizardOptions", "How long each stage may take, in seconds (off: no timer for it).")


def _tr(text: Text) -> str:
    return QCoreApplication.translate(text.context, str(text))


def option_help(model: SetupModel, spec: OptionSpec) -> str:
    """The explanation shown with an option (a seat option's from the plug-in: the engine's counts seats from 0)."""
    if model.plugin is not None and model.plugin.stage_seconds(spec.key):
        return _tr(T_STAGES_HELP)  # the engine's explains the typed STAGE=SECONDS form
    own = model.plugin.seat_options().get(spec.key) if model.plugin is not None else None
    return render_msg(own if own is not None else spec.help)


def _parse_stages(raw: Any) -> dict[str, str]:
    """``"vote=60, quest=0"`` -> {"vote": "60", "quest": "0"} (the engine checks the entries)."""
    out: dict[str, str] = {}
    for item in str(raw or "").split(","):
        key, sep, value = item.partition("=")
        if sep and key.strip():
            out[key.strip()] = value.strip()
    return out


class StageSecondsEditor(QWidget):
    """A ``STAGE=SECONDS, ...`` text option as one number box per stage (0: that timer is off).

    Only the stages changed from their default are written, in the plug-in's order; an entry for a stage
    without a box (written by a record, say) is kept as it was.
    """

    COLUMNS = 2

    def __init__(self, model: SetupModel, spec: OptionSpec, recommend: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.spec = spec
        self.recommend = recommend
        self.setObjectName(f"option_{spec.key}")
        self.stages = model.plugin.stage_seconds(spec.key)
        given = _parse_stages(model.options.get(spec.key, spec.default))
        known = {stage for stage, _label, _seconds in self.stages}
        self.kept = {k: v for k, v in given.items() if k not in known}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.spins: dict[str, tuple[QSpinBox, int]] = {}
        for index, (stage, label, seconds) in enumerate(self.stages):
            spin = guard_wheel(QSpinBox())
            spin.setObjectName(f"option_{spec.key}_{stage}")
            spin.setRange(0, 3600)
            spin.setSpecialValueText(_tr(T_OFF))
            spin.setSuffix(_tr(T_SECONDS_SUFFIX))
            value = given.get(stage, "")
            spin.setValue(int(value) if value.isdigit() else seconds)
            spin.valueChanged.connect(self._changed)
            row, column = index // self.COLUMNS, (index % self.COLUMNS) * 2
            grid.addWidget(QLabel(render_msg(label)), row, column)
            grid.addWidget(spin, row, column + 1)
            self.spins[stage] = (spin, seconds)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)

    def value(self) -> str:
        entries = [f"{stage}={spin.value()}" for stage, (spin, seconds) in self.spins.items() if spin.value() != seconds]
        return ", ".join([*entries, *(f"{k}={v}" for k, v in self.kept.items())])

    def _changed(self) -> None:
        self.model.set_option(self.spec.key, self.value(), self.recommend)


def seat_editor(model: SetupModel, spec: OptionSpec, recommend: bool = False) -> QComboBox:
    """A seat option as the players' names, "At random" first (-1)."""
    combo = guard_wheel(QComboBox())
    combo.addItem(_tr(T_AT_RANDOM), -1)
    for seat, name in enumerate(model.players):
        combo.addItem(name.strip() or number(seat + 1), seat)
    value = model.options.get(spec.key, spec.default)
    combo.setCurrentIndex(max(0, combo.findData(value)))
    combo.currentIndexChanged.connect(lambda i: model.set_option(spec.key, combo.itemData(i), recommend))
    combo.setToolTip(option_help(model, spec))
    combo.setObjectName(f"option_{spec.key}")
    return combo


def option_value_text(model: SetupModel, spec: OptionSpec, value: Any) -> str:
    """An option's value as the wizard shows it (the summary of what differs from the defaults)."""
    if model.plugin is not None and spec.key in model.plugin.seat_options() and isinstance(value, int):
        if 0 <= value < len(model.players):
            return isolate(model.players[value].strip())
        return _tr(T_AT_RANDOM) if value < 0 else number(value + 1)
    stages = model.plugin.stage_seconds(spec.key) if model.plugin is not None else []
    if stages:
        given = _parse_stages(value)
        parts = []
        for stage, label, _seconds in stages:
            if stage in given:
                seconds = given.pop(stage)
                shown = _tr(T_OFF) if seconds == "0" else _tr(T_SECONDS).format(n=number(int(seconds))) if seconds.isdigit() else seconds
                parts.append(f"{render_msg(label)} {shown}")
        parts.extend(f"{k}={v}" for k, v in given.items())
        return join_list(parts)
    labels = dict(zip(spec.choices, spec.choice_labels or tuple(str(c) for c in spec.choices), strict=False))
    if spec.multiple:
        chosen = [_choice_label(labels[c]) for c in spec.choices if c in (value or ())]
        return join_list(chosen) if chosen else _tr(T_NONE)
    if spec.choices:
        return _choice_label(labels[value]) if value in labels else str(value)
    if isinstance(value, bool):
        return _tr(T_ON) if value else _tr(T_OFF)
    if isinstance(value, int):
        return number(value)
    return str(value)


def option_changed(spec: OptionSpec, value: Any) -> bool:
    """Whether ``value`` differs from the option's default (a multiple option: as a set of choices)."""
    if spec.multiple:
        return set(value or ()) != set(spec.default or ())
    if isinstance(spec.default, str) and not spec.choices:
        return str(value).strip() != spec.default.strip()
    return bool(value != spec.default)


def _choice_label(label: Any) -> str:
    return render_msg(label) if not isinstance(label, str) or hasattr(label, "context") else label


class MultipleOptionEditor(QWidget):
    """A multiple option (a list of any of its choices) as one check box per choice, with the choice's translated label.

    The value is kept in the order of the choices, so the same selection always gives the same setup.
    """

    COLUMNS = 2

    def __init__(self, model: SetupModel, spec: OptionSpec, recommend: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.spec = spec
        self.recommend = recommend
        self.setObjectName(f"option_{spec.key}")
        self.setToolTip(render_msg(spec.help))
        value = model.options.get(spec.key, spec.default)
        chosen = set(value) if isinstance(value, (list, tuple)) else set()
        labels = spec.choice_labels or tuple(str(c) for c in spec.choices)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.boxes: list[tuple[QCheckBox, Any]] = []
        for index, (choice, label) in enumerate(zip(spec.choices, labels, strict=False)):
            box = QCheckBox(_choice_label(label))
            box.setObjectName(f"option_{spec.key}_{choice}")
            box.setChecked(choice in chosen)
            box.toggled.connect(self._changed)
            grid.addWidget(box, index // self.COLUMNS, index % self.COLUMNS)
            self.boxes.append((box, choice))

    def value(self) -> list[Any]:
        return [choice for box, choice in self.boxes if box.isChecked()]

    def _changed(self) -> None:
        self.model.set_option(self.spec.key, self.value(), self.recommend)


def option_editor(model: SetupModel, spec: OptionSpec, recommend: bool = False) -> QWidget:
    """An editor for one option: check boxes for a multiple option, a combo box for choices, a check box for a flag,
    a line for text, a spin box for a number."""
    value = model.options.get(spec.key, spec.default)
    help_text = render_msg(spec.help)
    if spec.multiple:
        return MultipleOptionEditor(model, spec, recommend)
    if model.plugin is not None and spec.key in model.plugin.seat_options():
        return seat_editor(model, spec, recommend)
    if model.plugin is not None and model.plugin.stage_seconds(spec.key):
        return StageSecondsEditor(model, spec, recommend)
    if spec.choices:
        combo = guard_wheel(QComboBox())
        labels = spec.choice_labels or tuple(str(c) for c in spec.choices)
        for choice, label in zip(spec.choices, labels, strict=False):
            combo.addItem(_choice_label(label), choice)
        combo.setCurrentIndex(max(0, list(spec.choices).index(value) if value in spec.choices else 0))
        combo.currentIndexChanged.connect(lambda i: model.set_option(spec.key, combo.itemData(i), recommend))
        combo.setToolTip(help_text)
        combo.setObjectName(f"option_{spec.key}")
        return combo
    if isinstance(spec.default, bool):
        box = QCheckBox(help_text)
        box.setChecked(bool(value))
        box.toggled.connect(lambda on: model.set_option(spec.key, on, recommend))
        box.setObjectName(f"option_{spec.key}")
        return box
    if isinstance(spec.default, str):
        line = QLineEdit(str(value))
        line.editingFinished.connect(lambda: model.set_option(spec.key, line.text().strip(), recommend))
        line.setToolTip(help_text)
        line.setObjectName(f"option_{spec.key}")
        return line
    spin = guard_wheel(QSpinBox())
    # A negative default is a meaningful value (Avalon's first_leader = -1: drawn at random).
    spin.setRange(min(0, int(spec.default)), 100000)
    spin.setValue(int(value))
    spin.valueChanged.connect(lambda v: model.set_option(spec.key, v, recommend))
    spin.setToolTip(help_text)
    spin.setObjectName(f"option_{spec.key}")
    return spin


def _errors_of(model: SetupModel, options: dict[str, Any], roles: tuple[str, ...]) -> dict[tuple[str, str], str]:
    """The engine's errors for the current players with ``options`` and ``roles`` (keyed by code and text)."""
    from engine.core import Setup

    setup = model.setup()
    try:
        problems = model.game.validate(Setup(setup.game, setup.players, roles, options))
    except (ValueError, KeyError, TypeError):
        return {}
    return {(p.code, text): text for p in problems if p.severity == "error" for text in [render_msg(p.msg)]}


def switch_refusals(model: SetupModel, key: str) -> list[str]:
    """Why the engine refuses the boolean option ``key`` switched on in this setup (empty: it may be on).

    The errors the setup has with the option on and not with it off: the engine's own reasons, so the
    wizard needs no game's rules (the Trapper below 8 players, the Trapper with Plot Cards, ...). An error
    that the recommended roles for the option would cure (Quest's Unknown Roles wants its own piles) is the
    role list's problem, not a refusal: the box may be switched on and the roles changed afterwards.
    """
    on_options = {**model.options, key: True}
    roles = tuple(model.roles)
    on = _errors_of(model, on_options, roles)
    if on:
        try:
            recommended = tuple(model.game.recommended_roles(len(model.players), on_options))
        except (ValueError, KeyError, TypeError):
            recommended = roles
        if recommended != roles:
            cured = _errors_of(model, on_options, recommended)
            on = {found: text for found, text in on.items() if found in cured}
    off = _errors_of(model, {**model.options, key: False}, roles)
    return [text for found, text in on.items() if found not in off]
