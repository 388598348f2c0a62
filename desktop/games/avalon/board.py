"""Avalon's board panel (the TV): the quest track, the vote track, the vote table, the holders, the end.

It renders the public view only (see the package docstring for what each mark means).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QVBoxLayout, QWidget

from engine.core import Result, Setup
from engine.games.avalon import data as D  # noqa: N812 - the engine's own alias
from engine.i18n import QT_TRANSLATE_NOOP

from ...board import BoardPanel
from ...boardtext import BoardText, paint_panel
from ...text import isolate, join_list, number
from ...theme import BOARD
from .names import T_PLAYER, T_ROLE, plot_name, role_name
from .names import tr as _tr

# -- board ---------------------------------------------------------------------------------------------------------
T_ROLES = QT_TRANSLATE_NOOP("AvalonDesktop", "Roles: {roles}")
T_QUEST = QT_TRANSLATE_NOOP("AvalonDesktop", "Quest {n}")
T_PLAYERS = QT_TRANSLATE_NOOP("AvalonDesktop", "{n} players")
T_LEGEND_TWO_FAILS = QT_TRANSLATE_NOOP("AvalonDesktop", "\u2718\u2718 two Fail cards needed")
T_FAILS_SEEN = QT_TRANSLATE_NOOP("AvalonDesktop", "Fail cards: {n}")
T_HIDDEN = QT_TRANSLATE_NOOP("AvalonDesktop", "Result hidden")
T_VOTE_TRACK = QT_TRANSLATE_NOOP("AvalonDesktop", "Vote track")
T_EXCALIBUR = QT_TRANSLATE_NOOP("AvalonDesktop", "Excalibur: {player}")
T_LADY = QT_TRANSLATE_NOOP("AvalonDesktop", "Lady of the Lake: {player}")
T_TRAPPER = QT_TRANSLATE_NOOP("AvalonDesktop", "The Trapper ({leader}) removed {player}'s card")
T_TRAPPER_RANDOM = QT_TRANSLATE_NOOP("AvalonDesktop", "The time ran out: {player}'s card was removed at random")
T_TRAPPER_WAITS = QT_TRANSLATE_NOOP("AvalonDesktop", "The Trapper: {leader} removes one card")
T_PLOT = QT_TRANSLATE_NOOP("AvalonDesktop", "{card}: {player}")
T_TABLE_HEAD = QT_TRANSLATE_NOOP("AvalonDesktop", "Quest \u00b7 team")
T_LEGEND_LEADER = QT_TRANSLATE_NOOP("AvalonDesktop", "\u2605 leader")
T_LEGEND_EXCALIBUR = QT_TRANSLATE_NOOP("AvalonDesktop", "\u2694 Excalibur")
T_LEGEND_WENT = QT_TRANSLATE_NOOP("AvalonDesktop", "\u2713 went on the quest")
T_LEGEND_REMOVED = QT_TRANSLATE_NOOP("AvalonDesktop", "\u2298 card removed")
T_LEGEND_TEAM = QT_TRANSLATE_NOOP("AvalonDesktop", "shaded: proposed team")
T_ASSASSIN = QT_TRANSLATE_NOOP("AvalonDesktop", "Assassin")
T_EVIL_SHOWN = QT_TRANSLATE_NOOP("AvalonDesktop", "Evil")
T_REVEALER_SHOWN = QT_TRANSLATE_NOOP("AvalonDesktop", "Revealer")
# -- what the Lady of the Lake's holders did (public by the rules), and, at the end, everything that was hidden ------
T_EXAMINED = QT_TRANSLATE_NOOP("AvalonDesktop", "{viewer} examined {subject}")
T_REVEALS = QT_TRANSLATE_NOOP("AvalonDesktop", "Hidden during the game")
T_REVEAL_REMOVED = QT_TRANSLATE_NOOP("AvalonDesktop", "Quest {n}: {player}'s card removed: {card}")
T_REVEAL_EXCALIBUR = QT_TRANSLATE_NOOP("AvalonDesktop", "Quest {n}: {holder} switched {player}'s {played} to {card}")
T_REVEAL_CHECK = QT_TRANSLATE_NOOP("AvalonDesktop", "{viewer} examined {subject}: {loyalty}")
T_REVEAL_SHOWN = QT_TRANSLATE_NOOP("AvalonDesktop", "{subject} showed {viewer}: {loyalty}")

#: The latest proposals the vote table shows, during the game and at the end (then beside the role column).
TABLE_COLUMNS = 4
#: At the end the board shows the table with the roles, then what was hidden, each for this long.
PAGE_SECONDS = 10.0
#: Checks in which the checked player shows his loyalty to someone (the others: someone examines him).
SHOWN_CHECKS = frozenset({"cleric_check", "true_nature", "show_strength"})


def _name(names: list[str], seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


# ==================================================================================================================
# Board
# ==================================================================================================================
class TrackBox(QWidget):
    """One box of the track row: a title and a detail line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paint_panel(self, BOARD.panel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(0)
        self.title = BoardText("small", "text", "panel")
        self.detail = BoardText("small", "muted", "panel")
        layout.addWidget(self.title, 1)
        layout.addWidget(self.detail, 1)

    def show_box(self, title: str, detail: str, colour: str = "text", active: bool = False) -> None:
        background = "panel_active" if active else "panel"
        paint_panel(self, getattr(BOARD, background))
        self.title.set_colours(colour, background)
        self.detail.set_colours("accent" if active else "muted", background)
        self.title.setText(title)
        self.detail.setText(detail)


class QuestTrack(QWidget):
    """Five quests (team size, the two-fail mark, result, the Trapper's removal) and the vote track."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paint_panel(self, BOARD.background)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(10)
        self.quests = [TrackBox(self) for _ in range(D.QUESTS)]
        for box in self.quests:
            row.addWidget(box, 4)
        self.votes = TrackBox(self)
        row.addWidget(self.votes, 5)

    def show_track(self, view: Mapping[str, Any], names: list[str]) -> None:
        for box, quest in zip(self.quests, view.get("quest_track") or [], strict=False):
            status = quest.get("status")
            mark = {"success": " \u2714", "fail": " \u2718", "hidden": " ?"}.get(str(status), "")
            colour = {"success": "good", "fail": "evil"}.get(str(status), "text")
            # One detail line (the board's height is counted in lines): the team size, or the Fail cards revealed.
            detail = _tr(T_PLAYERS).format(n=number(int(quest.get("size", 0))))
            if quest.get("fails") is not None:
                detail = _tr(T_FAILS_SEEN).format(n=number(int(quest["fails"])))
            elif status == "hidden":
                detail = _tr(T_HIDDEN)
            elif int(quest.get("fails_needed", 1)) > 1:
                mark += " \u2718\u2718"
            if quest.get("removed") is not None:
                mark += " \u2298"
            title = _tr(T_QUEST).format(n=number(int(quest.get("quest", 0)))) + mark
            box.show_box(title, detail, colour, active=status in ("current", "next"))
        track = view.get("vote_track") or {}
        rejected = int(track.get("rejections", 0))
        most = int(track.get("max", D.MAX_REJECTIONS))
        pips = "\u25cf" * rejected + "\u25cb" * max(0, most - rejected)
        self.votes.show_box(_tr(T_VOTE_TRACK), f"{pips} {number(rejected)}/{number(most)}",
                            "evil" if rejected >= most - 1 else "text", active=rejected >= most - 1)


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
        self.cells: list[list[BoardText]] = []  # [row][column]; row 0 the header; column 0 names, 1 roles, then proposals

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
                cell = BoardText("small", "muted" if r == 0 else "text", "panel", wrap=False, align=align)
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
        self.grid.setColumnStretch(0, 7 if end_roles else 9)
        self.grid.setColumnStretch(1, 11 if end_roles else 0)
        for c in range(TABLE_COLUMNS):
            self.grid.setColumnStretch(c + 2, 5 if c < shown else 0)
        for row in self.cells:
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
        leader = view.get("leader")
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
                    text = f"\u2605 {text}"
                    background = "panel_active"
            if seat == revealed.get("assassination_target"):
                text = f"{text} \u2020"
            cell.set_colours(colour, background)
            cell.setText(text)
            for c in range(TABLE_COLUMNS):
                self._cell(self.cells[seat + 1][c + 2], rows[c] if c < len(rows) and c < shown else None, seat)

    def _cell(self, cell: BoardText, proposal: Mapping[str, Any] | None, seat: int) -> None:
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
            marks.append("\u2298")  # beside the ✓: he went on the quest, and his card was removed
        words = [_tr(D.VOTE_NAMES[vote])] if vote in D.VOTE_NAMES else []
        background = "panel_active" if info.get("member") else "panel"
        colour = "good" if vote == D.APPROVE else "evil" if vote == D.REJECT else "text"
        cell.set_colours(colour, background)
        # The marks side by side, after one space: the longest cell (a vote, ⚔, ✓ and ⊘) fits a column at 720p.
        cell.setText(" ".join([*words, "".join(marks)] if marks else words))

    def texts(self) -> list[str]:
        return [cell.text() for row in self.cells for cell in row]


def legend_lines() -> list[str]:
    return [_tr(t) for t in (T_LEGEND_LEADER, T_LEGEND_EXCALIBUR, T_LEGEND_WENT, T_LEGEND_REMOVED, T_LEGEND_TEAM, T_LEGEND_TWO_FAILS)]


class RevealsText(BoardText):
    """Wrapped lines that take the height their stretch gives them (the font shrinks to fit), never more: a wrapped
    label's height-for-width would otherwise take it from the track above."""

    def hasHeightForWidth(self) -> bool:
        return False


class AvalonBoardPanel(BoardPanel):
    """The track row, the holders line, then the vote table with the roles in play and the legend beside it.

    Stretch factors count text lines, so every line gets the same height (the table has one per player).
    Before the first proposal the table is not shown (the reveal's caption needs the room). At the end the table
    (with every role) and a page of what was hidden during the game (removed cards, Excalibur's switches, every
    check's answer: what the public view holds once the game is over) take turns below the quest track.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(6)
        self.track = QuestTrack(self)
        self.column.addWidget(self.track, 2)
        body = QHBoxLayout()
        body.setSpacing(12)
        self.table = VoteTable(self)
        body.addWidget(self.table, 3)
        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        side.setSpacing(6)
        top = Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignTop
        self.holders = BoardText("small", "accent", "background", align=top)
        self.roles = BoardText("small", "muted", "background", align=top)
        self.legend = BoardText("small", "muted", "background", align=Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignBottom)
        side.addWidget(self.holders, 3)
        side.addWidget(self.roles, 4)
        side.addWidget(self.legend, 4)
        self.side = QWidget(self)
        paint_panel(self.side, BOARD.background)
        self.side.setLayout(side)
        body.addWidget(self.side, 1)
        # The end: what was hidden during the game, on a page of its own that takes turns with the table (both need
        # the whole board: ten players' roles and votes leave no line free at 720 lines).
        self.hidden = QWidget(self)
        paint_panel(self.hidden, BOARD.background)
        page = QVBoxLayout(self.hidden)
        page.setContentsMargins(0, 0, 0, 0)
        page.setSpacing(6)
        self.hidden_title = BoardText("small", "accent", "background", align=top)
        page.addWidget(self.hidden_title, 1)
        columns = QHBoxLayout()
        columns.setSpacing(24)
        self.hidden_columns = [RevealsText("small", "text", "background", align=top) for _ in range(2)]
        for text in self.hidden_columns:
            columns.addWidget(text, 1)
        page.addLayout(columns, 10)
        self.hidden.setVisible(False)
        body.addWidget(self.hidden, 4)
        self.column.addLayout(body, 11)
        self.hidden_lines: list[str] = []
        self.showing_hidden = False
        self._started = False
        self.page_timer = QTimer(self)
        self.page_timer.setInterval(round(PAGE_SECONDS * 1000))
        self.page_timer.timeout.connect(self.turn_page)

    def update_view(self, view: dict[str, Any], setup: Setup, result: Result | None) -> None:
        names = [str(n) for n in view.get("players") or setup.players]
        counts: dict[str, int] = {}
        for role in (view.get("setup") or {}).get("roles") or setup.roles:
            counts[role] = counts.get(role, 0) + 1
        order = [r for r in D.ROLES if r in counts]
        listed = [role_name(r) + (f" \u00d7{number(counts[r])}" if counts[r] > 1 else "") for r in order]
        self.roles.setText(_tr(T_ROLES).format(roles=join_list(listed)))
        self.track.show_track(view, names)
        started = bool((view.get("vote_table") or {}).get("rows")) or view.get("phase") not in ("setup", "reveal")
        over = result is not None
        self._started = started
        self.table.show_table(view, setup, result)
        self.legend.setVisible(started)
        self.legend.setText(" \u00b7 ".join(legend_lines()))
        self.hidden_lines = revealed_lines(view, names) if over else []
        if not over:
            holders = holders_text(view, names)
            self.holders.setText(holders)
            self.holders.setVisible(bool(holders))
        half = (len(self.hidden_lines) + 1) // 2
        self.hidden_title.setText(_tr(T_REVEALS) if self.hidden_lines else "")
        for text, part in zip(self.hidden_columns, (self.hidden_lines[:half], self.hidden_lines[half:]), strict=True):
            text.setText("\n".join(part))
        if not self.hidden_lines:
            self.page_timer.stop()
            self.showing_hidden = False
        elif not self.page_timer.isActive():
            self.page_timer.start()
        self._show_page(over)
        self.column.setStretch(1, len(names) + 1)

    def turn_page(self) -> None:
        """At the end: the table with the roles, then what was hidden, in turn."""
        self.showing_hidden = bool(self.hidden_lines) and not self.showing_hidden
        self._show_page(True)

    def _show_page(self, over: bool) -> None:
        hidden = over and self.showing_hidden and bool(self.hidden_lines)
        self.hidden.setVisible(hidden)
        # The end: the table takes the whole width (each role beside its player); the holders no longer matter.
        self.table.setVisible(self._started and not hidden)
        self.side.setVisible(not over)


def holders_text(view: Mapping[str, Any], names: list[str]) -> str:
    """The Excalibur and Lady holders, the Trapper's removal (whose card, never its value), Plot Cards in hand."""
    parts: list[str] = []
    excalibur = view.get("excalibur")
    if excalibur and excalibur.get("holder") is not None:
        parts.append(_tr(T_EXCALIBUR).format(player=isolate(_name(names, excalibur["holder"]))))
    lady = view.get("lady")
    if lady and lady.get("holder") is not None:
        parts.append(_tr(T_LADY).format(player=isolate(_name(names, lady["holder"]))))
    if lady and lady.get("examinations"):
        # Who examined whom is public by the rules (the answer is the holder's alone until the end).
        parts.append(", ".join(_tr(T_EXAMINED).format(viewer=isolate(_name(names, e.get("viewer"))),
                                                      subject=isolate(_name(names, e.get("subject"))))
                               for e in lady["examinations"]))
    trapper = view.get("trapper")
    if trapper and trapper.get("leader") is not None:
        current = next((q for q in view.get("quest_track") or [] if q.get("status") == "current"), None)
        leader = isolate(_name(names, trapper["leader"]))
        if trapper.get("removed") is not None:
            random = bool(current and current.get("removed_random"))
            text = T_TRAPPER_RANDOM if random else T_TRAPPER
            parts.append(_tr(text).format(leader=leader, player=isolate(_name(names, trapper["removed"]))))
        elif view.get("phase") == "trapper":
            parts.append(_tr(T_TRAPPER_WAITS).format(leader=leader))
    plot = view.get("plot")
    if plot:
        for holding in plot.get("holdings") or []:
            card = plot_name(str(holding.get("card", "")))
            parts.append(_tr(T_PLOT).format(card=card, player=isolate(_name(names, holding.get("seat")))))
    return "\n".join(parts)


def revealed_lines(view: Mapping[str, Any], names: list[str]) -> list[str]:
    """At the end, what was hidden: each removed card's value, each Excalibur switch, every check's answer.

    Read from what the public view holds once the game is over (``quest_track[i].cards``, ``checks_revealed``);
    a physical game's engine never learned them, so it has none of these lines.
    """
    lines: list[str] = []
    for quest in view.get("quest_track") or []:
        n = number(int(quest.get("quest", 0)))
        cards = {c.get("seat"): c for c in quest.get("cards") or []}
        removed = quest.get("removed")
        card = cards.get(removed)
        if removed is not None and card is not None and card.get("counted_as") in D.CARD_NAMES:
            lines.append(_tr(T_REVEAL_REMOVED).format(n=n, player=isolate(_name(names, removed)),
                                                      card=_tr(D.CARD_NAMES[card["counted_as"]])))
        excalibur = quest.get("excalibur") or {}
        target = cards.get(excalibur.get("target"))
        if target is not None and target.get("played") in D.CARD_NAMES and target.get("counted_as") in D.CARD_NAMES:
            lines.append(_tr(T_REVEAL_EXCALIBUR).format(
                n=n, holder=isolate(_name(names, excalibur.get("holder"))), player=isolate(_name(names, target.get("seat"))),
                played=_tr(D.CARD_NAMES[target["played"]]), card=_tr(D.CARD_NAMES[target["counted_as"]])))
    for check in view.get("checks_revealed") or []:
        shown = check.get("shown")
        if shown not in D.SIDE_NAMES:
            continue
        text = T_REVEAL_SHOWN if check.get("kind") in SHOWN_CHECKS else T_REVEAL_CHECK
        lines.append(_tr(text).format(viewer=isolate(_name(names, check.get("viewer"))),
                                      subject=isolate(_name(names, check.get("subject"))), loyalty=_tr(D.SIDE_NAMES[shown])))
    return lines


# ==================================================================================================================
# Plugin
# ==================================================================================================================
