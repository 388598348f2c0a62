"""One Night's day vote as one panel (issue 16): every seat's pointing in one place, a row per voter and a column per
player, the same column for the same player in every row; one Confirm enters the whole table's vote.

Used wherever the laptop enters the votes (physical cards, or the seats without a phone); a seat with a phone votes
on its phone. The Confirm is enabled only when every row is chosen; when it enters the last votes missing (no phone
still to vote) it says that it closes the vote (desktop/games/onuw/vote_end.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QButtonGroup, QGridLayout, QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from engine.core import Action, Choice

from ...controller import GameController
from ...plugin import GamePlugin
from ...text import isolate, join_list, render_msg, rtl_line
from .vote_end import T_ENTER_AND_CLOSE, missing_text


class VotePanel(QGroupBox):
    def __init__(self, controller: GameController, plugin: GamePlugin, votes: list[Choice],
                 submit: Callable[[Action], None], parent: QWidget | None = None, elsewhere: int = 0) -> None:
        """``elsewhere``: the votes still missing that are not entered here (on phones)."""
        super().__init__(QCoreApplication.translate("OnuwDesktop", "The vote: who points at whom?"), parent)
        self.setObjectName("onuw_vote_panel")
        # Ten rows of ten buttons fit a laptop's console without scrolling: slimmer buttons than a form's.
        self.setStyleSheet("QPushButton#vote { padding: 2px 6px; min-height: 1.3em; }")
        self.controller = controller
        self.votes = votes
        self.submit_action = submit
        self.elsewhere = elsewhere
        players = controller.players
        targets: list[Any] = list(range(len(players)))
        if any(None in c.params["target"].values for c in votes):
            targets.append(None)
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(4)
        self.rows: dict[int, QButtonGroup] = {}
        self.buttons: dict[int, list[tuple[QPushButton, Any]]] = {}
        disabled: dict[str, list[str]] = {}
        for row, choice in enumerate(votes):
            assert choice.player is not None
            name = QLabel(isolate(players[choice.player]))
            name.setObjectName("voter")
            grid.addWidget(name, row, 0)
            group = QButtonGroup(self)
            group.setExclusive(True)
            self.rows[choice.player] = group
            self.buttons[choice.player] = []
            allowed = choice.params["target"].values
            for column, target in enumerate(targets, start=1):
                if target == choice.player:
                    continue  # no one points at themselves: the cell stays empty, the columns stay in line
                button = QPushButton(plugin.value_label(controller, choice, "target", target))
                button.setObjectName("vote")
                button.setCheckable(True)
                button.setMinimumWidth(0)
                legal = target in allowed
                button.setEnabled(legal)
                if not legal:
                    reason = controller.explain(Action("vote", choice.player, {"target": target}))
                    text = render_msg(reason) if reason is not None else ""
                    button.setToolTip(text)
                    disabled.setdefault(text, []).append(isolate(players[choice.player]))
                group.addButton(button)
                button.toggled.connect(self._update_ready)
                self.buttons[choice.player].append((button, target))
                grid.addWidget(button, row, column)
        layout.addLayout(grid)
        notes = [rtl_line(f"{join_list(names)}: {reason}") for reason, names in disabled.items() if reason]
        self.reasons = QLabel("\n".join(notes), self)  # never a window of its own, even for a moment
        self.reasons.setObjectName("reasons")
        self.reasons.setWordWrap(True)
        self.reasons.setVisible(bool(notes))
        layout.addWidget(self.reasons)
        self.status = QLabel()
        self.status.setObjectName("form_status")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.ok = QPushButton(QCoreApplication.translate("OnuwDesktop", "Enter the whole vote") if elsewhere
                              else QCoreApplication.translate("OnuwDesktop", T_ENTER_AND_CLOSE))
        self.ok.setObjectName("confirm")
        self.ok.setDefault(True)
        self.ok.clicked.connect(self.submit)
        layout.addWidget(self.ok)  # as wide as every form's Confirm (a bold label never clipped)
        self._update_ready()

    def picked(self) -> dict[int, Any]:
        return {seat: target for seat, row in self.buttons.items() for button, target in row if button.isChecked()}

    def _update_ready(self) -> None:
        missing = [isolate(self.controller.players[seat]) for seat in self.buttons if seat not in self.picked()]
        lines = [missing_text(len(missing) + self.elsewhere)] if missing or self.elsewhere else []
        if missing:
            lines.append(QCoreApplication.translate("OnuwDesktop", "Still to point: {players}").format(
                players=join_list(missing)))
        self.status.setText("\n".join(lines))
        self.ok.setEnabled(not missing)

    def submit(self) -> None:
        picked = self.picked()
        if len(picked) != len(self.buttons):
            return
        # Every vote at once, in seat order (the panel is rebuilt by the first: the actions are made up front).
        for action in [Action("vote", seat, {"target": target}) for seat, target in sorted(picked.items())]:
            self.submit_action(action)
