"""The players page: the count, the names in seat order and everyone recently seen to tick."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..text import join_list, number
from ..wizard_model import SetupModel, WizardPage, _clear
from .roles import RolesPage
from .widgets import ProblemsLabel, guard_wheel, seat_cell


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
