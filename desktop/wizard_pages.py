"""The wizard's pages after the first (players, roles and options, dealing, narration, summary).

They need the game's rules, so :mod:`desktop.wizard` imports this module once the
rules are loaded, after the wizard's first frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.i18n import QT_TRANSLATE_NOOP, Text

from .i18n import LANGUAGES
from .text import isolate, join_list, number, render_msg
from .wizard_model import SetupModel, WizardPage, _clear

W = TypeVar("W", bound=QWidget)

if TYPE_CHECKING:
    from engine.core import OptionSpec, Problem


def seat_cell(index: int, count: int, per_column: int = 5) -> tuple[int, int]:
    """Where seat ``index`` of ``count`` goes in the names grid: columns of at most ``per_column`` names, filled
    evenly (six players are 3 + 3, seven 4 + 3, not 5 + 1), in seat order down each column."""
    columns = max(1, -(-count // per_column))
    rows = -(-count // columns)
    return index % rows, index // rows


def _wrapped(text: str, shrink: bool = True) -> QLabel:
    """A description that wraps to the width it is given (``shrink``: a long one never pushes the page wider)."""
    label = QLabel(text)
    label.setWordWrap(True)
    if shrink:
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return label


class ProblemsLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setObjectName("problems")

    def show_problems(self, problems: list[Problem]) -> None:
        lines = []
        for p in problems:
            mark = "\u26d4" if p.severity == "error" else "\u26a0"
            lines.append(f"{mark} {render_msg(p.msg)}")
        self.setText("\n".join(lines))
        self.setVisible(bool(lines))


class WheelGuard(QObject):
    """A wheel over a drop-down or number box changes its value only while it has the focus.

    Over an unfocused one the wheel scrolls the page around it instead (a scroll through the options page
    never changes a rule on the way). Installed by :func:`guard_wheel`.
    """

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget) or watched.hasFocus():
            return False
        area = _scroll_area_of(watched)
        if area is None:
            event.ignore()  # passed on to the widgets around it
        else:
            horizontal = abs(event.angleDelta().x()) > abs(event.angleDelta().y())  # type: ignore[attr-defined]
            bar = area.horizontalScrollBar() if horizontal else area.verticalScrollBar()
            QCoreApplication.sendEvent(bar, event)
        return True


def _scroll_area_of(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


_WHEEL_GUARD: list[WheelGuard] = []


def guard_wheel(widget: W) -> W:
    """Every drop-down and number box the wizard makes goes through here: focus by click or Tab, never by wheel."""
    if not _WHEEL_GUARD:
        _WHEEL_GUARD.append(WheelGuard(QCoreApplication.instance()))
    widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    widget.installEventFilter(_WHEEL_GUARD[0])
    if isinstance(widget, QAbstractSpinBox):  # the wheel reaches its line first (focused with the box: a proxy)
        line = widget.findChild(QLineEdit)
        if line is not None:
            line.installEventFilter(_WHEEL_GUARD[0])
    return widget


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


class PlayersPage(WizardPage):
    """The count and the names in seat order, and everyone recently seen to tick: who plays tonight."""

    KNOWN_COLUMNS = 2

    def __init__(self, model: SetupModel) -> None:
        super().__init__(model)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.count_label = QLabel()
        self.count = guard_wheel(QSpinBox())
        self.count.setObjectName("player_count")
        top.addWidget(self.count_label)
        top.addWidget(self.count)
        top.addStretch(1)
        self.recent_label = QLabel()
        self.recent = guard_wheel(QComboBox())
        top.addWidget(self.recent_label)
        top.addWidget(self.recent, 2)
        layout.addLayout(top)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        columns = QHBoxLayout()
        seats = QVBoxLayout()
        self.seats_title = QLabel()
        seats.addWidget(self.seats_title)
        self.names_box = QWidget()
        self.names = QGridLayout(self.names_box)
        seats.addWidget(self.names_box)
        seats.addStretch(1)
        columns.addLayout(seats, 3)
        known = QVBoxLayout()
        self.known_title = QLabel()
        self.known_title.setObjectName("known_title")
        self.known_title.setWordWrap(True)
        known.addWidget(self.known_title)
        self.known_scroll = QScrollArea()
        self.known_scroll.setWidgetResizable(True)
        self.known_scroll.setObjectName("known_names")
        inner = QWidget()
        self.known_grid = QGridLayout(inner)
        self.known_scroll.setWidget(inner)
        known.addWidget(self.known_scroll, 1)
        self.full = QLabel()  # "Every seat is taken": a tick refused
        self.full.setObjectName("seats_full")
        self.full.setWordWrap(True)
        self.full.setVisible(False)
        known.addWidget(self.full)
        columns.addLayout(known, 2)
        layout.addLayout(columns, 1)
        self.problems = ProblemsLabel()
        layout.addWidget(self.problems)
        self.switched_off = QLabel()  # modules the new player count switched off (see RolesPage)
        self.switched_off.setObjectName("switched_off")
        self.switched_off.setWordWrap(True)
        self.switched_off.setVisible(False)
        layout.addWidget(self.switched_off)
        self.edits: list[QLineEdit] = []
        self.known: dict[str, QCheckBox] = {}
        self.count.valueChanged.connect(self._count_changed)
        self.recent.activated.connect(self._use_recent)
        model.changed.connect(self._sync)
        self._build_known()
        self.retranslate()

    def initializePage(self) -> None:
        self._sync()

    def _build_known(self) -> None:
        """A box per name recently seen (the latest game's players first)."""
        _clear(self.known_grid)
        self.known = {}
        for index, name in enumerate(self.model.settings.known_names()):
            box = QCheckBox(name)
            box.setObjectName(f"known_{index}")
            box.toggled.connect(lambda on, name=name: self._ticked(name, on))
            self.known_grid.addWidget(box, index // self.KNOWN_COLUMNS, index % self.KNOWN_COLUMNS)
            self.known[name] = box
        self.known_grid.setRowStretch(len(self.known) // self.KNOWN_COLUMNS + 1, 1)
        for widget in (self.known_title, self.known_scroll):
            widget.setVisible(bool(self.known))

    def _ticked(self, name: str, on: bool) -> None:
        self.full.setVisible(False)
        if not on:
            self.model.remove_player(name)
        elif not self.model.add_player(name):
            self.full.setText(self.tr("Every seat is taken ({n} players at most): untick someone first.").format(
                n=number(self.model.game.max_players)))
            self.full.setVisible(True)
            self._sync()

    def _sync(self) -> None:
        game = self.model.game
        self.count.blockSignals(True)
        self.count.setRange(game.min_players, game.max_players)
        self.count.setValue(len(self.model.players))
        self.count.blockSignals(False)
        if len(self.edits) != len(self.model.players):
            _clear(self.names)
            self.edits = []
            for i, _name in enumerate(self.model.players):
                edit = QLineEdit()
                edit.setObjectName(f"name_{i}")
                edit.textEdited.connect(self._names_changed)
                row, column = seat_cell(i, len(self.model.players))
                self.names.addWidget(QLabel(number(i + 1)), row, column * 2)
                self.names.addWidget(edit, row, column * 2 + 1)
                self.edits.append(edit)
        for edit, name in zip(self.edits, self.model.players, strict=True):
            if edit.text() != name:
                edit.setText(name)
        seated = {n.strip() for n in self.model.players}
        for name, box in self.known.items():
            box.blockSignals(True)
            box.setChecked(name in seated)
            box.blockSignals(False)
        self.problems.show_problems([p for p in self.model.problems() if p.code == "names"])
        roles = next((p for p in getattr(self.wizard(), "pages_in_order", ()) if isinstance(p, RolesPage)), None)
        notes = roles.switched_off_notes() if roles is not None else []
        self.switched_off.setText("\n".join(notes))
        self.switched_off.setVisible(bool(notes))
        self.completeChanged.emit()

    def _count_changed(self, value: int) -> None:
        self.full.setVisible(False)
        self.model.set_count(value)

    def _names_changed(self) -> None:
        self.model.set_names([e.text() for e in self.edits])

    def _use_recent(self, index: int) -> None:
        roster = self.recent.itemData(index)
        if isinstance(roster, list) and self.model.game.min_players <= len(roster) <= self.model.game.max_players:
            self.model.players = list(roster)
            self.model.recommend()

    def isComplete(self) -> bool:
        names = [n.strip() for n in self.model.players]
        return all(names) and len(set(names)) == len(names)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Players"))
        self.setSubTitle(self.tr("How many play, and their names in seat order (clockwise around the table)."))
        self.count_label.setText(self.tr("Players:"))
        self.recent_label.setText(self.tr("Recent rosters:"))
        self.hint.setText(self.tr("Seat 1 sits at the moderator's left; the order matters for leaders and neighbours."))
        self.seats_title.setText(self.tr("Seats (names may be edited):"))
        self.known_title.setText(self.tr("Recently seen: tick who plays tonight (a ticked name takes the next free seat)."))
        self.recent.clear()
        self.recent.addItem(self.tr("(choose a recent roster)"), None)
        for roster in self.model.settings.recent_rosters():
            self.recent.addItem(join_list(roster), roster)


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


class NarrationPage(WizardPage):
    """Narration language, the voices the speech engine has for it (with a sample line), speed and step length."""

    def __init__(self, model: SetupModel) -> None:
        super().__init__(model)
        form = QFormLayout(self)
        self.lang = guard_wheel(QComboBox())
        self.lang.setObjectName("narration_lang")
        for code, name in LANGUAGES.items():
            self.lang.addItem(name, code)
        self.lang.setCurrentIndex(max(0, list(LANGUAGES).index(model.narration_lang) if model.narration_lang in LANGUAGES else 0))
        self.lang.currentIndexChanged.connect(self._lang)
        self.voice = guard_wheel(QComboBox())
        self.voice.setObjectName("voice")
        self.voice.activated.connect(self._voice_chosen)
        self.test = QPushButton()
        self.test.setObjectName("test_voice")
        self.test.clicked.connect(self.test_voice)
        voice_row = QHBoxLayout()
        voice_row.addWidget(self.voice, 1)
        voice_row.addWidget(self.test)
        # What the test did: "Playing the sample…", then played, or why nothing could be heard.
        self.test_result = QLabel()
        self.test_result.setObjectName("test_voice_result")
        self.test_result.setWordWrap(True)
        self.test_result.setVisible(False)
        self._test_state: tuple[str, str] = ("", "")  # ("playing" | "played" | "failed" | "", reason)
        self.voice_note = QLabel()
        self.voice_note.setWordWrap(True)
        self.rate = guard_wheel(QSpinBox())
        self.rate.setRange(60, 400)
        self.rate.setValue(int(model.narration.get("rate", 150)))
        self.rate.valueChanged.connect(lambda v: self._set("rate", v))
        self.step = guard_wheel(QDoubleSpinBox())
        self.step.setRange(0.0, 60.0)
        self.step.setDecimals(0)
        step_value = model.narration.get("step_length")
        self.step.setValue(float(step_value) if isinstance(step_value, (int, float)) else 0.0)
        self.step.valueChanged.connect(lambda v: self._set("step_length", float(v) if v > 0 else None))
        self.volume = guard_wheel(QSpinBox())
        self.volume.setObjectName("volume")
        self.volume.setRange(0, 100)
        self.volume.setSuffix(" %")
        self.volume.setValue(round(100 * float(model.narration.get("volume", 1.0))))
        self.volume.valueChanged.connect(lambda v: self._set("volume", v / 100))
        self.output = guard_wheel(QComboBox())
        self.output.setObjectName("audio_output")
        self.output.activated.connect(lambda index: self._set("device", str(self.output.itemData(index) or "")))
        self.outputs: list[dict[str, Any]] = []
        self.ambient = QCheckBox()
        self.ambient.setObjectName("ambient")
        self.ambient.setChecked(bool(model.narration.get("ambient", False)))
        self.ambient.toggled.connect(lambda on: self._set("ambient", bool(on)))
        self.l_lang, self.l_voice, self.l_rate, self.l_step = QLabel(), QLabel(), QLabel(), QLabel()
        self.l_volume, self.l_output = QLabel(), QLabel()
        form.addRow(self.l_lang, self.lang)
        form.addRow(self.l_voice, voice_row)
        form.addRow(self.test_result)
        form.addRow(self.voice_note)
        form.addRow(self.l_rate, self.rate)
        form.addRow(self.l_volume, self.volume)
        form.addRow(self.l_output, self.output)
        form.addRow(self.ambient)
        form.addRow(self.l_step, self.step)
        # Recorded narration (issue 19): the installed packs of the narration language, and the studio.
        from .narration.packs import PackLibrary

        self.packs = PackLibrary()
        self.pack = guard_wheel(QComboBox())
        self.pack.setObjectName("narration_pack")
        self.pack.activated.connect(self._pack_chosen)
        self.studio_button = QPushButton()
        self.studio_button.setObjectName("recording_studio")
        self.studio_button.clicked.connect(self.open_studio)
        self.studio: Any = None
        pack_row = QHBoxLayout()
        pack_row.addWidget(self.pack, 1)
        pack_row.addWidget(self.studio_button)
        self.l_pack = QLabel()
        form.addRow(self.l_pack, pack_row)
        # The speech engine is asked for its voices when the page is first shown (it may take a moment).
        self.narrator: Any = None
        self.all_voices: list[dict[str, Any]] | None = None
        self.sound_problem = ""  # why nothing can be heard, as the speaker reported it
        self.retranslate()

    def initializePage(self) -> None:
        if self.narrator is None:
            from .narrate import make_narrator

            self.set_narrator(make_narrator(self, self.model.narration))
        self._fill_voices()

    def set_narrator(self, narrator: Any) -> None:
        """The narrator that lists the voices and plays the sample (made when the page is first shown)."""
        self.narrator = narrator
        tested = getattr(narrator, "voiceTested", None)
        if tested is not None:
            tested.connect(self._voice_tested)
        info = getattr(narrator, "engineInfo", None)
        if info is not None:
            info.connect(self.set_engine_info)
            narrator.requestEngineInfo()
        else:
            self.set_engine_info({"all_voices": []})

    def set_engine_info(self, info: dict[str, Any]) -> None:
        """The speech engine's answer: every voice it has (listed for the chosen language)."""
        voices = info.get("all_voices")
        self.all_voices = [v for v in voices if isinstance(v, dict) and isinstance(v.get("id"), str)] if isinstance(voices, list) else []
        problem = info.get("problem")
        self.sound_problem = render_msg(problem) if problem is not None else ""
        outputs = info.get("outputs")
        self.outputs = [o for o in outputs if isinstance(o, dict) and isinstance(o.get("id"), str)] if isinstance(outputs, list) else []
        self._fill_voices()
        self._fill_outputs()

    def _fill_outputs(self) -> None:
        """The audio outputs the sound system reports (the TV over HDMI, say); "" is the system's default."""
        wanted = str(self.model.narration.get("device", ""))
        self.output.clear()
        self.output.addItem(self.tr("The system's default output"), "")
        for output in self.outputs:
            self.output.addItem(str(output.get("description") or output["id"]), output["id"])
        if wanted and self.output.findData(wanted) < 0:
            self.output.addItem(self.tr("{output} (not connected)").format(output=wanted), wanted)
        self.output.setCurrentIndex(max(0, self.output.findData(wanted)))

    def voices_for(self, lang: str) -> list[dict[str, Any]]:
        from .narration.voices import VoiceInfo, choose_voice

        out = []
        for v in self.all_voices or []:
            info = VoiceInfo(v["id"], str(v.get("name", v["id"])), tuple(str(x) for x in v.get("languages", ())))
            if choose_voice([info], lang) is not None:
                out.append(v)
        return out

    def _fill_voices(self) -> None:
        wanted = str(self.model.narration.get("voice", ""))
        self.voice.clear()
        self.voice.addItem(self.tr("The best voice for the language"), "")
        voices = self.voices_for(self.model.narration_lang) if self.all_voices is not None else []
        for v in voices:
            name = str(v.get("name") or v["id"])
            self.voice.addItem(name if name == v["id"] else f"{name} ({v['id']})", v["id"])
        if wanted and self.voice.findData(wanted) < 0:
            self.voice.addItem(self.tr("{voice} (not found on this computer)").format(voice=wanted), wanted)
        self.voice.setCurrentIndex(max(0, self.voice.findData(wanted)))
        if self.all_voices is None:
            self.voice_note.setText(self.tr("Looking for voices\u2026"))
        elif self.sound_problem:
            self.voice_note.setText(self.sound_problem)
        elif not voices:
            self.voice_note.setText(self.tr("No voice for this language was found: the narration shows captions only."))
        else:
            self.voice_note.setText("")
        self.voice_note.setVisible(bool(self.voice_note.text()))
        # Enabled without a voice or sound too: the test then says what is missing.
        self.test.setEnabled(self.all_voices is not None and hasattr(self.narrator, "testVoice"))

    def _voice_chosen(self, index: int) -> None:
        self._set("voice", str(self.voice.itemData(index) or ""))

    def test_voice(self) -> None:
        """Speak the narration's sample line with the chosen voice and speed."""
        if self.narrator is None or not hasattr(self.narrator, "testVoice"):
            return
        from .narration.settings import NarrationSettings

        try:
            self.narrator.setSettings(NarrationSettings.from_json(self.model.narration))
        except (TypeError, ValueError):
            return
        self._test_state = ("playing", "")
        self._show_test_state()
        self.narrator.testVoice(self.model.narration_lang)

    def _voice_tested(self, played: bool, why: str) -> None:
        self._test_state = ("played", "") if played else ("failed", why)
        self._show_test_state()

    def _show_test_state(self) -> None:
        state, why = self._test_state
        texts = {"playing": self.tr("Playing the sample\u2026"), "played": self.tr("The sample was played."), "failed": why}
        self.test_result.setText(texts.get(state, ""))
        self.test_result.setVisible(bool(self.test_result.text()))

    def _lang(self, index: int) -> None:
        self.model.narration_lang = self.lang.itemData(index)
        self.model.changed.emit()
        self._fill_voices()
        self._fill_packs()

    def _fill_packs(self) -> None:
        """The packs installed for the narration language ("None" first: the synthetic voice says every line)."""
        lang = self.model.narration_lang
        self.pack.clear()
        self.pack.addItem(self.tr("None: the synthetic voice"), "")
        for pack in self.packs.packs(lang):
            self.pack.addItem(pack.name, pack.id)
        self.pack.setCurrentIndex(max(0, self.pack.findData(self.packs.chosen_id(lang))))

    def _pack_chosen(self, index: int) -> None:
        self.packs.choose(self.model.narration_lang, str(self.pack.itemData(index) or "") or None)

    def open_studio(self) -> None:
        from .narration.lines import narrated_games
        from .narration.studio import StudioWindow

        self.studio = StudioWindow(self.packs, self.model.game.id, self.model.narration_lang, self,
                                   games=narrated_games())
        self.studio.setWindowFlag(Qt.WindowType.Window)
        self.studio.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.studio.changed.connect(self._fill_packs)
        self.studio.show()

    def _set(self, key: str, value: Any) -> None:
        self.model.narration[key] = value
        self.model.changed.emit()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Narration"))
        self.setSubTitle(self.tr("The spoken night and reveal script. Its language may differ from the screen's."))
        self.l_lang.setText(self.tr("Narration language:"))
        self.l_voice.setText(self.tr("Voice:"))
        self.test.setText(self.tr("Test the voice"))
        self.l_rate.setText(self.tr("Speed (words per minute):"))
        self.l_step.setText(self.tr("Step length in seconds (0: as scripted):"))
        self.l_volume.setText(self.tr("Volume:"))
        self.l_output.setText(self.tr("Sound output:"))
        self.ambient.setText(self.tr("A soft night sound under the narration"))
        self.l_pack.setText(self.tr("Recorded narration:"))
        self.studio_button.setText(self.tr("Recording studio\u2026"))
        self._fill_packs()
        self._show_test_state()
        self._fill_outputs()
        if self.narrator is not None:
            self._fill_voices()


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
