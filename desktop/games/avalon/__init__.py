"""Avalon (with the Trapper) on the desktop: the board, console labels, private steps, stage timers, wizard data.

The board renders the public view only: the quest track, the vote track, the vote
table (✓ took part, ⊘ card removed: never a card value, not even after the game),
the Excalibur and Lady of the Lake holders, the Trapper's removal (whose card,
never its value), the assassination and the end with roles and winners.
Role, side, card and vote names come from the engine (engine/games/avalon/); the
strings here live in the "AvalonDesktop" context of the desktop_avalon catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QVBoxLayout, QWidget

from engine.core import Action, Choice, Event, Result, ScriptStep, Setup
from engine.games.avalon import data as D  # noqa: N812 - the engine's own alias
from engine.games.avalon import texts as AT  # noqa: N812 - the engine's messages
from engine.i18n import QT_TRANSLATE_NOOP, Text

from ...board import BoardPanel
from ...boardtext import BoardText, paint_panel
from ...plugin import GamePlugin, RoleInfo, TimerSpec
from ...text import isolate, join_list, number, render_json, render_msg
from ...theme import BOARD

if TYPE_CHECKING:
    from ...controller import GameController

CTX = "AvalonDesktop"

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

# -- console -------------------------------------------------------------------------------------------------------
T_PLAYER = QT_TRANSLATE_NOOP("AvalonDesktop", "Player")
T_VOTE = QT_TRANSLATE_NOOP("AvalonDesktop", "Vote")
T_CARD = QT_TRANSLATE_NOOP("AvalonDesktop", "Card")
T_TO = QT_TRANSLATE_NOOP("AvalonDesktop", "To")
T_ROLE = QT_TRANSLATE_NOOP("AvalonDesktop", "Role")
T_WITCH_SEAT = QT_TRANSLATE_NOOP("AvalonDesktop", "The Witch's seat (as the moderator saw it)")
T_FACE_UP = QT_TRANSLATE_NOOP("AvalonDesktop", "The face-up card")
T_HIDE = QT_TRANSLATE_NOOP("AvalonDesktop", "Hide the result")
T_NO_HIDE = QT_TRANSLATE_NOOP("AvalonDesktop", "Do not hide")
T_PLAYS_CARD = QT_TRANSLATE_NOOP("AvalonDesktop", "{player} plays {card}")
T_SKIP_EXCALIBUR = QT_TRANSLATE_NOOP("AvalonDesktop", "{player} does not use Excalibur")
T_NOBODY = QT_TRANSLATE_NOOP("AvalonDesktop", "No one")
T_SEEN_ROLE = QT_TRANSLATE_NOOP("AvalonDesktop", "their role and what it lets them know")
T_SEEN_CARD = QT_TRANSLATE_NOOP("AvalonDesktop", "a quest card")
T_SEEN_LOYALTY = QT_TRANSLATE_NOOP("AvalonDesktop", "a loyalty")
T_SEEN_PRIVATE = QT_TRANSLATE_NOOP("AvalonDesktop", "a private message")

# -- timers (the stage names of data.TIMERS) ------------------------------------------------------------------------
STAGE_NAMES: dict[str, Text] = {
    "first_proposal": QT_TRANSLATE_NOOP("AvalonDesktop", "Team proposal"),
    "proposal": QT_TRANSLATE_NOOP("AvalonDesktop", "Team proposal"),
    "excalibur_assignment": QT_TRANSLATE_NOOP("AvalonDesktop", "Excalibur"),
    "vote": QT_TRANSLATE_NOOP("AvalonDesktop", "Team vote"),
    "quest": QT_TRANSLATE_NOOP("AvalonDesktop", "Quest cards"),
    "excalibur": QT_TRANSLATE_NOOP("AvalonDesktop", "Excalibur"),
    "trapper": QT_TRANSLATE_NOOP("AvalonDesktop", "The Trapper"),
    "witch_decision": QT_TRANSLATE_NOOP("AvalonDesktop", "The Witch"),
    "check": QT_TRANSLATE_NOOP("AvalonDesktop", "Loyalty check"),
    "loyalty_answer": QT_TRANSLATE_NOOP("AvalonDesktop", "Loyalty check"),
    "plot_handout": QT_TRANSLATE_NOOP("AvalonDesktop", "Plot Cards"),
    "plot_window": QT_TRANSLATE_NOOP("AvalonDesktop", "Plot Cards"),
    "assassination": QT_TRANSLATE_NOOP("AvalonDesktop", "Assassination"),
}
#: Stages whose countdown the moderator starts: the laptop goes round for them (pass-and-play), which takes its own time.
MANUAL_STAGES = frozenset({"quest", "witch_decision", "loyalty_answer"})

# -- wizard: each stage of "Other timers" in a field of its own (the trapper's has an option of its own) -----------
WIZARD_STAGE_NAMES: dict[str, Text] = {
    "first_proposal": QT_TRANSLATE_NOOP("AvalonDesktop", "First team proposal"),
    "proposal": QT_TRANSLATE_NOOP("AvalonDesktop", "Later team proposals"),
    "excalibur_assignment": QT_TRANSLATE_NOOP("AvalonDesktop", "Handing Excalibur to a team member"),
    "vote": QT_TRANSLATE_NOOP("AvalonDesktop", "Team vote"),
    "quest": QT_TRANSLATE_NOOP("AvalonDesktop", "Quest cards"),
    "excalibur": QT_TRANSLATE_NOOP("AvalonDesktop", "Using Excalibur"),
    "witch_decision": QT_TRANSLATE_NOOP("AvalonDesktop", "The Witch's decision"),
    "check": QT_TRANSLATE_NOOP("AvalonDesktop", "Choosing whom to check"),
    "loyalty_answer": QT_TRANSLATE_NOOP("AvalonDesktop", "The checked player's answer"),
    "plot_handout": QT_TRANSLATE_NOOP("AvalonDesktop", "Handing out Plot Cards"),
    "plot_window": QT_TRANSLATE_NOOP("AvalonDesktop", "Playing a Plot Card"),
    "assassination": QT_TRANSLATE_NOOP("AvalonDesktop", "Assassination"),
}
T_FIRST_LEADER_HELP = QT_TRANSLATE_NOOP("AvalonDesktop", "The player who leads the first team, or one drawn at random.")

# -- wizard: one line per role (used when the engine has no Game.role_summary for it) -------------------------------
ROLE_SUMMARIES: dict[str, Text] = {
    D.MERLIN: QT_TRANSLATE_NOOP("AvalonDesktop", "Good; sees the Evil players but Mordred; Evil wins if the Assassin names him."),
    D.PERCIVAL: QT_TRANSLATE_NOOP("AvalonDesktop", "Good; sees Merlin (and Morgana, without knowing which is which)."),
    D.LOYAL_SERVANT: QT_TRANSLATE_NOOP("AvalonDesktop", "Good; knows nothing at the reveal; always plays Success."),
    D.CLERIC: QT_TRANSLATE_NOOP("AvalonDesktop", "Good; learns the loyalty of the first leader."),
    D.TROUBLEMAKER: QT_TRANSLATE_NOOP("AvalonDesktop", "Good; must show Evil when a loyalty check reaches him."),
    D.ASSASSIN: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; after three successes names Merlin to win the game."),
    D.MORGANA: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; appears to Percival as Merlin."),
    D.MORDRED: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; hidden from Merlin."),
    D.OBERON: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; does not know the other Evil players, nor they him."),
    D.MINION: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; knows the other Evil players; may play Fail."),
    D.WITCH: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; once per game may hide a quest's result; then a random player checks a loyalty."),
    D.TRICKSTER: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; may show Good when a loyalty check reaches him."),
    D.LUNATIC: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; must play Fail on every quest."),
    D.BRUTE: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; may play Fail on the first three quests only."),
    D.REVEALER: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; shows his loyalty to all after the second failed quest."),
}

# -- physical deck ------------------------------------------------------------------------------------------------------
T_DECK_ROLE = QT_TRANSLATE_NOOP("AvalonDesktop", "{n} \u00d7 {role}")
T_DECK_QUEST_CARDS = QT_TRANSLATE_NOOP("AvalonDesktop", "Quest cards: {n} Success and {m} Fail")
T_DECK_VOTES = QT_TRANSLATE_NOOP("AvalonDesktop", "Vote tokens: an Approve and a Reject for each of the {n} players")
T_DECK_LEADER = QT_TRANSLATE_NOOP("AvalonDesktop", "The leader token, the quest and vote track markers")
T_DECK_LADY = QT_TRANSLATE_NOOP("AvalonDesktop", "The Lady of the Lake token")
T_DECK_EXCALIBUR = QT_TRANSLATE_NOOP("AvalonDesktop", "The Excalibur token")
T_DECK_PLOT = QT_TRANSLATE_NOOP("AvalonDesktop", "Plot Cards: {cards}")
T_DECK_TRAPPER = QT_TRANSLATE_NOOP("AvalonDesktop", "The Trapper: no extra cards; every team has one more member")

#: Choices a player makes in secret in app mode (pass-and-play); their player is public (a team member, a checked player).
PRIVATE_TYPES = frozenset({"play", "answer_check"})
#: The Witch's decision belongs to a hidden role: everyone takes the laptop in turn (app mode).
HIDDEN_TYPES = frozenset({"witch_decision"})
#: Actions whose outcome their player sees privately: once seen, undo cannot let them choose again.
PRIVATE_OUTCOMES = frozenset({"play", "answer_check", "remove_card", "use_excalibur", "lady", "examine", "witch_check", "ambush",
                              "show_loyalty", "take_plot"})
SEAT_KEYS = frozenset({"seat", "team", "holder", "target", "to", "witch"})
PLOT_ACTIONS = {"lead_to_victory": D.LEAD_TO_VICTORY, "king_returns": D.KING_RETURNS, "we_found_you": D.WE_FOUND_YOU, "ambush": D.AMBUSH}
#: How many proposals the vote table shows (the latest), during the game and at the end (beside each role).
TABLE_COLUMNS = 4
END_COLUMNS = 2


def _tr(text: str) -> str:
    return QCoreApplication.translate(getattr(text, "context", CTX), str(text))


def role_name(role: str) -> str:
    info = D.ROLES.get(role)
    return _tr(info.name) if info is not None else role


def plot_name(instance: str) -> str:
    card = D.PLOT_CARDS.get(D.plot_kind(instance))
    return _tr(card.name) if card is not None else instance


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
    column of roles (coloured by side, winners shaded) takes the place of the older proposals.
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
        shown = END_COLUMNS if end_roles else TABLE_COLUMNS
        rows = list(table.get("rows") or [])[-shown:]
        self.grid.setColumnStretch(0, 9)
        self.grid.setColumnStretch(1, 12 if end_roles else 0)
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
        if info.get("removed"):
            marks.append("\u2298")
        elif info.get("took_part"):
            marks.append("\u2713")
        words = [_tr(D.VOTE_NAMES[vote])] if vote in D.VOTE_NAMES else []
        background = "panel_active" if info.get("member") else "panel"
        colour = "good" if vote == D.APPROVE else "evil" if vote == D.REJECT else "text"
        cell.set_colours(colour, background)
        cell.setText(" ".join(words + marks))

    def texts(self) -> list[str]:
        return [cell.text() for row in self.cells for cell in row]


def legend_lines() -> list[str]:
    return [_tr(t) for t in (T_LEGEND_LEADER, T_LEGEND_EXCALIBUR, T_LEGEND_WENT, T_LEGEND_REMOVED, T_LEGEND_TEAM, T_LEGEND_TWO_FAILS)]


class AvalonBoardPanel(BoardPanel):
    """The track row, the holders line, then the vote table with the roles in play and the legend beside it.

    Stretch factors count text lines, so every line gets the same height (the table has one per player).
    Before the first proposal the table is not shown (the reveal's caption needs the room).
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
        self.column.addLayout(body, 11)

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
        self.table.setVisible(started)
        self.table.show_table(view, setup, result)
        self.legend.setVisible(started)
        self.legend.setText(" \u00b7 ".join(legend_lines()))
        if over:
            # The end: the table takes the whole width (each role beside its player); the holders no longer matter.
            self.side.setVisible(False)
        else:
            self.side.setVisible(True)
            holders = holders_text(view, names)
            self.holders.setText(holders)
            self.holders.setVisible(bool(holders))
        self.column.setStretch(1, len(names) + 1)


def holders_text(view: Mapping[str, Any], names: list[str]) -> str:
    """The Excalibur and Lady holders, the Trapper's removal (whose card, never its value), Plot Cards in hand."""
    parts: list[str] = []
    excalibur = view.get("excalibur")
    if excalibur and excalibur.get("holder") is not None:
        parts.append(_tr(T_EXCALIBUR).format(player=isolate(_name(names, excalibur["holder"]))))
    lady = view.get("lady")
    if lady and lady.get("holder") is not None:
        parts.append(_tr(T_LADY).format(player=isolate(_name(names, lady["holder"]))))
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


# ==================================================================================================================
# Plugin
# ==================================================================================================================
class AvalonPlugin(GamePlugin):
    # -- wizard ---------------------------------------------------------------------------------------------------------
    def role_catalogue(self, players: int, options: Mapping[str, Any]) -> list[RoleInfo]:
        out = []
        for info in D.ROLES.values():
            summary = self.game.role_summary(info.id) or ROLE_SUMMARIES.get(info.id)
            out.append(RoleInfo(info.id, info.name, info.side, summary, 1 if info.unique else max(1, players)))
        return out

    def variant_keys(self, game: Any) -> set[str]:
        return set()  # modules and house rules all sit on the roles page, each with its explanation

    def seat_options(self) -> dict[str, Text | None]:
        return {"first_leader": T_FIRST_LEADER_HELP}

    def stage_seconds(self, key: str) -> list[tuple[str, Text, int]]:
        if key != "timer_overrides":
            return []
        return [(stage, WIZARD_STAGE_NAMES[stage], timer.seconds) for stage, timer in D.TIMERS.items()
                if stage in WIZARD_STAGE_NAMES]

    def role_name(self, role: str) -> str:
        return role_name(role)

    def side_of(self, role: str) -> str:
        info = D.ROLES.get(role)
        return info.side if info is not None else ""

    def side_name(self, side: str) -> str:
        text = D.SIDE_NAMES.get(side)
        return _tr(text) if text is not None else side

    def physical_deck(self, setup: Setup) -> list[str]:
        options = self.game.options_with_defaults(setup.options)
        counts: dict[str, int] = {}
        for role in setup.roles:
            counts[role] = counts.get(role, 0) + 1
        lines = [_tr(T_DECK_ROLE).format(n=number(n), role=role_name(r)) for r, n in counts.items()]
        extra = D.TRAPPER_EXTRA if options.get("trapper") else 0
        biggest = max(D.QUEST_SIZE.get(setup.count, (0,))) + extra
        lines.append(_tr(T_DECK_QUEST_CARDS).format(n=number(biggest), m=number(biggest)))
        lines.append(_tr(T_DECK_VOTES).format(n=number(setup.count)))
        lines.append(_tr(T_DECK_LEADER))
        if options.get("lady_of_the_lake"):
            lines.append(_tr(T_DECK_LADY))
        if options.get("excalibur"):
            lines.append(_tr(T_DECK_EXCALIBUR))
        if options.get("trapper"):
            lines.append(_tr(T_DECK_TRAPPER))
        if options.get("plot_cards"):
            plot: dict[str, int] = {}
            for instance in D.plot_deck(setup.count):
                plot[D.plot_kind(instance)] = plot.get(D.plot_kind(instance), 0) + 1
            cards = [f"{number(n)} \u00d7 {_tr(D.PLOT_CARDS[k].name)}" for k, n in plot.items()]
            lines.append(_tr(T_DECK_PLOT).format(cards=join_list(cards)))
        return lines

    # -- console --------------------------------------------------------------------------------------------------------
    def is_private_choice(self, controller: GameController, choice: Choice) -> bool:
        return choice.type in PRIVATE_TYPES and choice.player is not None

    def hidden_role_choice(self, controller: GameController, choice: Choice) -> bool:
        return choice.type in HIDDEN_TYPES and choice.player is not None

    def hidden_audience(self, event: Event) -> bool:
        # What the Witch hears back of her own decision, and what the Cleric learns of the first leader.
        if event.type == "witch_choice":
            return True
        return event.type == "check_answer" and isinstance(event.data, Mapping) and event.data.get("kind") == "cleric_check"

    def private_action(self, action: Action) -> bool:
        # The Witch's decision is left out on purpose: undo would then name her ("X has seen the outcome of her choice").
        return action.type in PRIVATE_OUTCOMES

    def timeout_choice(self, choice: Choice) -> bool:
        return choice.type == "time_up"

    def seat_param(self, choice: Choice, key: str) -> bool:
        return key in SEAT_KEYS

    def value_name(self, key: str, value: str) -> str:
        if value in D.VOTE_NAMES:
            return _tr(D.VOTE_NAMES[value])
        if value in D.CARD_NAMES:
            return _tr(D.CARD_NAMES[value])
        if value in D.SIDE_NAMES:
            return _tr(D.SIDE_NAMES[value])
        if value in D.ROLES:
            return role_name(value)
        if key == "card":
            return plot_name(value)
        return value

    def value_label(self, controller: GameController, choice: Choice, key: str, value: Any) -> str:
        if value is None:
            return _tr(T_NOBODY)
        if key == "hide":
            return _tr(T_HIDE) if value else _tr(T_NO_HIDE)
        return super().value_label(controller, choice, key, value)

    def param_label(self, choice: Choice, key: str) -> str:
        if len(choice.params) < 2:
            return ""
        labels = {"seat": T_PLAYER, "vote": T_VOTE, "card": T_CARD, "to": T_TO, "role": T_ROLE, "witch": T_WITCH_SEAT,
                  "face_up": T_FACE_UP, "target": T_PLAYER}
        text = labels.get(key)
        return _tr(text) if text is not None else ""

    def choice_title(self, controller: GameController, choice: Choice) -> str:
        who = controller.players[choice.player] if choice.player is not None else ""
        if choice.type in PLOT_ACTIONS and choice.player is not None:
            return _tr(T_PLAYS_CARD).format(player=isolate(who), card=_tr(D.PLOT_CARDS[PLOT_ACTIONS[choice.type]].name))
        if choice.type == "skip_excalibur" and choice.player is not None:
            return _tr(T_SKIP_EXCALIBUR).format(player=isolate(who))
        return super().choice_title(controller, choice)

    def reveal_summary(self, event: Event) -> str:
        if event.type == "knowledge":
            return _tr(T_SEEN_ROLE)
        if event.type in ("card_played", "removed_value", "excalibur_seen", "excalibur_switched", "ambush_seen"):
            return _tr(T_SEEN_CARD)
        if event.type in ("check_answer", "loyalty_shown", "loyalty_asked"):
            return _tr(T_SEEN_LOYALTY)
        return _tr(T_SEEN_PRIVATE)

    def timers(self, view: Mapping[str, Any]) -> list[TimerSpec]:
        timer = view.get("timer")
        if not timer or not timer.get("seconds"):
            return []
        stage = str(timer.get("stage"))
        # A new id for every new step (a new proposal, quest, check...), so its countdown starts afresh.
        track = tuple(str(q.get("status")) for q in view.get("quest_track") or [])
        plot = view.get("plot") or {}
        key = (stage, view.get("round"), len((view.get("vote_table") or {}).get("rows") or []), track, len(view.get("checks") or []),
               (view.get("lady") or {}).get("holder"), len(plot.get("drawn") or []), len(plot.get("holdings") or []))
        label = STAGE_NAMES.get(stage)
        text = _tr(label) if label is not None else stage
        return [TimerSpec(repr(key), text, int(timer["seconds"]), autostart=stage not in MANUAL_STAGES)]

    def narration_script(self, controller: GameController) -> list[ScriptStep]:
        if controller.public_view().get("phase") == "reveal":
            return self.game.script(controller.setup)
        return []

    # -- board -----------------------------------------------------------------------------------------------------------
    def create_board_panel(self, parent: QWidget | None = None) -> BoardPanel:
        return AvalonBoardPanel(parent)

    def phase_text(self, view: Mapping[str, Any]) -> str:
        return render_json(view.get("instruction"))

    def result_text(self, result: Result, setup: Setup) -> str:
        side = D.SIDE_NAMES.get(result.side)
        return render_msg(AT.E_GAME_OVER(side=side if side is not None else result.side, reason=result.reason))


PLUGIN = AvalonPlugin
