"""Avalon's vote table on the TV: players down, the latest proposals across; at the end each player's role beside
the votes (desktop/games/avalon/board.py places it)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QWidget

from engine.core import Result, Setup
from engine.games.avalon import data as D  # noqa: N812 - the engine's own alias
from engine.i18n import QT_TRANSLATE_NOOP

from ...boardtext import BoardText, FittingText, paint_panel
from ...text import number
from ...theme import BOARD
from .names import T_PLAYER, T_ROLE, role_name
from .names import tr as _tr

T_TABLE_HEAD = QT_TRANSLATE_NOOP("AvalonDesktop", "Quest \u00b7 team")
T_ASSASSIN = QT_TRANSLATE_NOOP("AvalonDesktop", "Assassin")
T_EVIL_SHOWN = QT_TRANSLATE_NOOP("AvalonDesktop", "Evil")
T_REVEALER_SHOWN = QT_TRANSLATE_NOOP("AvalonDesktop", "Revealer")

#: The latest proposals the vote table shows, during the game and at the end (then beside the role column).
TABLE_COLUMNS = 2


class CellText(FittingText):
    """A cell of the vote table: ``setText`` as a plain label, ``set_variants`` for a vote with its marks."""

    def setText(self, text: str) -> None:
        self.variants = []
        BoardText.setText(self, text)

    def resizeEvent(self, event: QResizeEvent) -> None:
        if self.variants:
            super().resizeEvent(event)
        else:
            BoardText.resizeEvent(self, event)


class VoteTable(QWidget):
    """Players down, the latest proposals across. A cell: the vote, ★ leader, ⚔ Excalibur, ✓ went, ⊘ removed.

    Built only from ``view["vote_table"]``, which holds no card value; neither does any cell. At the end a
    column of roles (coloured by side, winners shaded) comes beside the names; the proposals keep their columns.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paint_panel(self, BOARD.background)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(1)
        self.cells: list[list[CellText]] = []  # [row][column]; row 0 the header; column 0 names, 1 roles, then proposals

    def _build(self, players: int) -> None:
        for row in self.cells:
            for cell in row:
                self.grid.removeWidget(cell)
                cell.deleteLater()
        self.cells = []
        lead = Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter
        for r in range(players + 1):
            row: list[BoardText] = []
            for c in range(TABLE_COLUMNS + 2):
                align = lead if c < 2 else Qt.AlignmentFlag.AlignCenter
                cell = CellText("small", "muted" if r == 0 else "text", "panel", wrap=False, align=align)
                self.grid.addWidget(cell, r, c)
                row.append(cell)
            self.cells.append(row)
        for r in range(players + 1):
            self.grid.setRowStretch(r, 1)

    def show_table(self, view: Mapping[str, Any], setup: Setup, result: Result | None) -> None:
        table = view.get("vote_table") or {}
        names = [str(n) for n in (table.get("players") or view.get("players") or setup.players)]
        if len(self.cells) != len(names) + 1:
            self._build(len(names))
        end_roles = list(view.get("roles") or []) if result is not None else []
        shown = TABLE_COLUMNS
        rows = list(table.get("rows") or [])[-shown:]
        self.grid.setColumnStretch(0, 6)
        self.grid.setColumnStretch(1, 11 if end_roles else 0)
        for c in range(TABLE_COLUMNS):
            self.grid.setColumnStretch(c + 2, 5 if c < shown else 0)
        # The names and roles line up on the reading side: a label aligns a Latin name to the left even in a
        # right-to-left layout when told "leading" (Qt resolves it by the text's own direction).
        flag = Qt.AlignmentFlag
        lead = flag.AlignAbsolute | (flag.AlignRight if self.isRightToLeft() else flag.AlignLeft) | flag.AlignVCenter
        for row in self.cells:
            row[0].setAlignment(lead)
            row[1].setAlignment(lead)
            row[1].setVisible(bool(end_roles))
            for c in range(TABLE_COLUMNS):
                row[c + 2].setVisible(c < shown)
        header = self.cells[0]
        header[0].set_colours("muted", "background")
        header[0].setText(_tr(T_PLAYER) if end_roles else _tr(T_TABLE_HEAD))
        header[1].set_colours("muted", "background")
        header[1].setText(_tr(T_ROLE) if end_roles else "")
        for c in range(TABLE_COLUMNS):
            cell = header[c + 2]
            if c < len(rows) and c < shown:
                proposal = rows[c]
                outcome = proposal.get("outcome")
                mark = {"approved": " \u2714", "sent": " \u2714", "rejected": " \u2718", "cancelled": " \u21ba"}.get(str(outcome), "")
                colour = {"approved": "good", "sent": "good", "rejected": "evil"}.get(str(outcome), "accent")
                cell.set_colours(colour, "background")
                cell.setText(f"{number(int(proposal.get('round', 0)))}\u00b7{number(int(proposal.get('number', 0)))}{mark}")
            else:
                cell.set_colours("muted", "background")
                cell.setText("")
        winners = set(result.winners) if result is not None else set()
        revealed = view.get("revealed") or {}
        evil_shown = set(revealed.get("evil") or [])
        leader = crown_seat(view)
        for seat, name in enumerate(names):
            cell = self.cells[seat + 1][0]
            role_cell = self.cells[seat + 1][1]
            text = name
            colour = "text"
            background = "panel"
            if end_roles and seat < len(end_roles):
                role = end_roles[seat]
                colour = "good" if D.ROLES[role].side == D.GOOD else "evil"
                background = "panel_active" if seat in winners else "panel"
                role_cell.set_colours(colour, background)
                role_cell.setText(role_name(role))
            else:
                role_cell.setText("")
                notes = []
                if seat == revealed.get("assassin"):
                    notes.append(_tr(T_ASSASSIN))
                elif seat in evil_shown:
                    notes.append(_tr(T_EVIL_SHOWN))
                if seat == revealed.get("revealer"):
                    notes.append(_tr(T_REVEALER_SHOWN))
                if notes:
                    text = f"{name} \u2014 {', '.join(notes)}"
                    colour = "evil"
                if seat == leader and result is None:
                    background = "panel_active"  # the leader with the crown at the table
            if seat == revealed.get("assassination_target"):
                text = f"{text} \u2020"
            cell.set_colours(colour, background)
            cell.setText(text)
            for c in range(TABLE_COLUMNS):
                self._cell(self.cells[seat + 1][c + 2], rows[c] if c < len(rows) and c < shown else None, seat)

    def _cell(self, cell: CellText, proposal: Mapping[str, Any] | None, seat: int) -> None:
        if proposal is None:
            cell.set_colours("muted", "panel")
            cell.setText("")
            return
        cells = proposal.get("cells") or []
        info = cells[seat] if seat < len(cells) else {}
        vote = info.get("vote")
        marks = []
        if info.get("leader"):
            marks.append("\u2605")
        if info.get("excalibur"):
            marks.append("\u2694")
        if info.get("took_part"):
            marks.append("\u2713")
        if info.get("removed"):
            marks.append("\u2298")  # beside the ✓: they went on the quest, and their card was removed
        words = [_tr(D.VOTE_NAMES[vote])] if vote in D.VOTE_NAMES else []
        background = "panel_active" if info.get("member") else "panel"
        colour = "good" if vote == D.APPROVE else "evil" if vote == D.REJECT else "text"
        cell.set_colours(colour, background)
        # The marks side by side, after one space: the longest cell (a vote, ⚔, ✓ and ⊘) fits a column at 720p.
        full = " ".join([*words, "".join(marks)] if marks else words)
        # A narrow column: the marks without the space, then the vote as its mark (a tick, a cross) beside them.
        symbol = {D.APPROVE: "\u2714", D.REJECT: "\u2718"}.get(str(vote), "")
        cell.set_variants([full, "".join([*words, *marks]), symbol + "".join(marks)] if marks else [full, symbol])

    def texts(self) -> list[str]:
        return [cell.text() for row in self.cells for cell in row]


def crown_seat(view: Mapping[str, Any]) -> Any:
    """The crown's seat: the leader whose team was approved, until that quest's result is in (the engine passes the
    lead on at the vote); then the leader who proposes next."""
    current = [q for q in view.get("quest_track") or [] if q.get("status") == "current"]
    last = ((view.get("vote_table") or {}).get("rows") or [{}])[-1]
    if current or (last.get("outcome") == "approved" and last.get("quest") is None):
        return current[0].get("leader") if current else last.get("leader")
    return view.get("leader")
