"""Avalon's board panel (the TV): the quest track, the vote track, the vote table, the holders, the end.

It renders the public view only (see the package docstring for what each mark means).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from engine.core import Result, Setup
from engine.games.avalon import data as D  # noqa: N812 - the engine's own alias
from engine.i18n import QT_TRANSLATE_NOOP

from ...board import BoardPanel
from ...boardtext import BoardText, FittingText, paint_panel
from ...quest_track import QuestBox, VoteBox
from ...reveal import CardRow, Reveal, card_order, turn_delays
from ...seat_ring import SeatData, SeatRing, TableCentre
from ...text import isolate, join_list, number
from ...theme import BOARD
from .names import plot_name, role_name
from .names import tr as _tr
from .vote_table import T_ASSASSIN, T_EVIL_SHOWN, T_REVEALER_SHOWN, VoteTable, crown_seat

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
T_LEGEND_LEADER = QT_TRANSLATE_NOOP("AvalonDesktop", "\u2605 leader")
T_LEGEND_EXCALIBUR = QT_TRANSLATE_NOOP("AvalonDesktop", "\u2694 Excalibur")
T_LEGEND_WENT = QT_TRANSLATE_NOOP("AvalonDesktop", "\u2713 went on the quest")
T_LEGEND_REMOVED = QT_TRANSLATE_NOOP("AvalonDesktop", "\u2298 card removed")
T_LEGEND_TEAM = QT_TRANSLATE_NOOP("AvalonDesktop", "shaded: proposed team")
T_TURNING = QT_TRANSLATE_NOOP("AvalonDesktop", "The quest's cards are turned face up\u2026")
# -- what the Lady of the Lake's holders did (public by the rules), and, at the end, everything that was hidden ------
T_EXAMINED = QT_TRANSLATE_NOOP("AvalonDesktop", "{viewer} examined {subject}")
T_REVEALS = QT_TRANSLATE_NOOP("AvalonDesktop", "Hidden during the game")
T_REVEAL_REMOVED = QT_TRANSLATE_NOOP("AvalonDesktop", "Quest {n}: {player}'s card removed: {card}")
T_REVEAL_EXCALIBUR = QT_TRANSLATE_NOOP("AvalonDesktop", "Quest {n}: {holder} switched {player}'s {played} to {card}")
T_REVEAL_CHECK = QT_TRANSLATE_NOOP("AvalonDesktop", "{viewer} examined {subject}: {loyalty}")
T_REVEAL_SHOWN = QT_TRANSLATE_NOOP("AvalonDesktop", "{subject} showed {viewer}: {loyalty}")
# What a view has once the game is over: kept back while the last quest's cards are turned.
END_KEYS = ("result", "roles", "checks_revealed")

#: Above this many players the table needs every line: the legend moves to the middle of the seats' table.
CROWDED = 8
#: At the end the board shows the table with the roles, then what was hidden, each for this long.
PAGE_SECONDS = 10.0
#: Checks in which the checked player shows their loyalty to someone (the others: someone examines them).
SHOWN_CHECKS = frozenset({"cleric_check", "true_nature", "show_strength"})


def _name(names: list[str], seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


# ==================================================================================================================
# Board
# ==================================================================================================================
class QuestTrack(QWidget):
    """Five quests as on the physical board (circles with the team size, the two-fail mark, a marker as each quest
    ends; the title keeps the result in words and marks) and the vote track."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paint_panel(self, BOARD.background)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(10)
        self.quests = [QuestBox(self) for _ in range(D.QUESTS)]
        for box in self.quests:
            row.addWidget(box, 5)
        self.votes = VoteBox(self)
        row.addWidget(self.votes, 4)

    def show_track(self, view: Mapping[str, Any], names: list[str]) -> None:
        for box, quest in zip(self.quests, view.get("quest_track") or [], strict=False):
            status = str(quest.get("status"))
            mark = {"success": " \u2714", "fail": " \u2718", "hidden": " ?"}.get(status, "")
            colour = {"success": "good", "fail": "evil"}.get(status, "text")
            # One detail line (the board's height is counted in lines): the team size, or the Fail cards revealed.
            detail = _tr(T_PLAYERS).format(n=number(int(quest.get("size", 0))))
            two_fails = int(quest.get("fails_needed", 1)) > 1
            details: list[str] = []
            if quest.get("fails") is not None:
                detail = _tr(T_FAILS_SEEN).format(n=number(int(quest["fails"])))
                details = [detail, f"\u2718 {number(int(quest['fails']))}"]  # the count beside the Fail mark
            elif status == "hidden":
                detail = _tr(T_HIDDEN)
                details = [detail, ""]  # the title's "?" says it too
            elif two_fails:
                mark += " \u2718\u2718"
            if quest.get("removed") is not None:
                mark += " \u2298"
            name = _tr(T_QUEST).format(n=number(int(quest.get("quest", 0))))
            short = {"success": " \u2714", "fail": " \u2718", "hidden": " ?"}.get(status, "")
            # The result's mark stays when the others do not fit; at worst the quest's number and its mark.
            titles = [name + mark, name + short, number(int(quest.get("quest", 0))) + short]
            box.show_quest(titles, details or [detail, ""], colour, status in ("current", "next"), int(quest.get("size", 0)),
                           status, two_fails)
        track = view.get("vote_track") or {}
        rejected = int(track.get("rejections", 0))
        most = int(track.get("max", D.MAX_REJECTIONS))
        self.votes.pips.set_track(rejected, most)
        self.votes.show_box(_tr(T_VOTE_TRACK), f"{number(rejected)}/{number(most)}",
                            "evil" if rejected >= most - 1 else "text", active=rejected >= most - 1)


class CentreText(FittingText):
    """The middle of the table's text: the first variant that fits, or nothing when none does (the tokens in front of
    the seats still show who holds what)."""

    def _choose(self) -> None:
        super()._choose()
        if self.text() and self.contentsRect().width() > 0 and not self.fits_at(self.min_px()):
            QLabel.setText(self, "")


class CentreTexts(QWidget):
    """The holders over the roles in play, in the middle of the table: the holders get the room they need, the roles
    the rest (each left out where it does not fit)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.holders = CentreText("small", "accent", "table", parent=self)
        self.roles = CentreText("small", "muted", "table", parent=self)
        self.legend = CentreText("small", "muted", "table", parent=self)

    def set_texts(self, holders: list[str], roles: str, legend: str = "") -> None:
        """``holders``: the holders' lines, then a shorter variant (the first that fits shows); the legend of the
        table's marks (on a crowded board) before the roles, which are left out first."""
        self.holders.set_variants(holders)
        self.roles.set_variants([roles])
        self.legend.set_variants([legend])
        self._place()

    def _place(self) -> None:
        width, height = self.width(), self.height()
        # The holders' longest variant that fits in the whole middle, with the room it needs; the roles below.
        need = 0
        for variant in self.holders.variants:
            if not variant:
                continue
            QLabel.setText(self.holders, variant)
            need = self.holders._measure(self.holders.min_px(), max(1, width)).height() + 6
            if need <= height:
                break
        need = min(need, height)
        self.holders.setGeometry(0, 0, width, need)
        rest = max(0, height - need)
        legend = 0
        if self.legend.variants and self.legend.variants[0]:
            legend = min(rest, self.legend._measure(self.legend.min_px(), max(1, width)).height() + 6)
        self.legend.setGeometry(0, need, width, legend)
        self.roles.setGeometry(0, need + legend, width, max(0, rest - legend))
        for text in (self.holders, self.legend, self.roles):
            text._choose()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def paintEvent(self, event: QPaintEvent) -> None:  # on the table
        pass


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
        # The seats around the table (the leader's crown, Excalibur, the Lady of the Lake, the Trapper's mark in front
        # of their holders), the roles in play and the holders in its middle; the vote table beside it.
        self.ring = SeatRing(self)
        self.ring_centre = TableCentre()
        body.addWidget(self.ring, 13)
        right = QVBoxLayout()
        right.setContentsMargins(0, 0, 0, 0)
        right.setSpacing(4)
        self.table = VoteTable(self)
        right.addWidget(self.table, 10)
        top = Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignTop
        # What the table's marks mean: one line under the whole board (the shorter variant where it would wrap).
        self.legend = FittingText("small", "muted", "background")
        self.right = QWidget(self)
        paint_panel(self.right, BOARD.background)
        self.right.setLayout(right)
        body.addWidget(self.right, 10)
        # The middle of the table: the holders, then the roles in play (left out where they would not fit). Two texts:
        # a text naming a player never names a role.
        self.side = CentreTexts()
        self.holders = self.side.holders
        self.roles = self.side.roles
        self.ring_centre.set_body(self.side)
        self.ring.set_centre(self.ring_centre)
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
        self.column.addWidget(self.legend, 1)
        self.body = body
        self.hidden_lines: list[str] = []
        self.showing_hidden = False
        self._started = False
        self.page_timer = QTimer(self)
        self.page_timer.setInterval(round(PAGE_SECONDS * 1000))
        self.page_timer.timeout.connect(self.turn_page)
        # The latest quest's cards in the middle of the table, turned one at a time when its result is new.
        self.cards = CardRow()
        self.cards.hide()
        self.reveal = Reveal(self._draw, self)
        self._args: tuple[dict[str, Any], Setup, Result | None] | None = None
        self._fresh: tuple[int, list[str]] | None = None
        self._fresh_key: tuple[Any, ...] | None = None
        # The view before a quest whose result ended the game (its third Fail): the table as it stands while that
        # quest's cards are turned (the end's roles and winners would tell the cards before they are turned).
        self._before_end: dict[str, Any] | None = None

    def held_headline(self) -> str | None:
        return _tr(T_TURNING) if self._before_end is not None and self.reveal.running() else None

    def update_view(self, view: dict[str, Any], setup: Setup, result: Result | None) -> None:
        same = self._args is not None and self._args[0] == view
        previous = self._args[0] if self._args is not None else None
        self._args = (view, setup, result)
        if same and self.reveal.running():
            self.reveal.redraw()  # the same view again (a new language): the reveal goes on
            return
        self.reveal.cancel()
        # The cards stay on the table while the game stays where their result left it (the same phase and results).
        key = (view.get("phase"), tuple(q.get("status") for q in view.get("quest_track") or []))
        if not same:
            fresh = new_quest_cards(previous, view, over=result is not None)
            if fresh is not None:
                self._fresh, self._fresh_key = fresh, key
            elif key != self._fresh_key:
                self._fresh = self._fresh_key = None
            else:
                same = True  # the same moment of the game: its cards stay, turned
        if self._fresh is not None and not same:
            self._before_end = previous if previous is not None and result is not None else None
            self.reveal.play(turn_delays(len(self._fresh[1])))
        else:
            self._before_end = None
            self._draw(None)

    def _draw(self, frame: int | None) -> None:
        """The view; while a quest's cards are being turned (``frame``: how many are), its result not yet on the
        track, and the game's end (every role, the winners) not yet at the table."""
        assert self._args is not None
        view, setup, result = self._args
        if frame is not None and self._before_end is not None:
            before = self._before_end
            track = [b if b.get("status") == "hidden" else q  # what the Witch hid stays hidden until the end
                     for b, q in zip(before.get("quest_track") or [], view.get("quest_track") or [], strict=False)]
            view = {key: value for key, value in view.items() if key not in END_KEYS} | {
                "phase": before.get("phase"), "score": before.get("score"), "quest_track": track}
            result = None
        if self._fresh is not None:
            index, cards = self._fresh
            self.cards.set_cards([c if frame is None or i < frame else None for i, c in enumerate(cards)])
            if frame is not None:
                track = [dict(q, status="current", fails=None, successes=None) if i == index else q
                         for i, q in enumerate(view["quest_track"])]
                view = dict(view, quest_track=track)
        self._render(view, setup, result)
        body = self.cards if self._fresh is not None else self.side
        if self.ring_centre.body is not body:
            self.ring_centre.set_body(body)

    def _render(self, view: dict[str, Any], setup: Setup, result: Result | None) -> None:
        names = [str(n) for n in view.get("players") or setup.players]
        counts: dict[str, int] = {}
        for role in (view.get("setup") or {}).get("roles") or setup.roles:
            counts[role] = counts.get(role, 0) + 1
        order = [r for r in D.ROLES if r in counts]
        listed = [role_name(r) + (f" \u00d7{number(counts[r])}" if counts[r] > 1 else "") for r in order]
        roles_line = _tr(T_ROLES).format(roles=join_list(listed))
        self.track.show_track(view, names)
        started = bool((view.get("vote_table") or {}).get("rows")) or view.get("phase") not in ("setup", "reveal")
        over = result is not None
        self._started = started
        self.table.show_table(view, setup, result)
        self.ring.set_seats(ring_seats(view, names, result))
        # Nine or ten players need every line for the table: the legend goes to the middle of the table then.
        crowded = len(names) > CROWDED
        self.legend.setVisible(started and not over and not crowded)
        lines = legend_lines()
        self.legend.set_variants([" \u00b7 ".join(lines), " \u00b7 ".join(lines[:4])])
        self.hidden_lines = revealed_lines(view, names) if over else []
        if not over:
            legend = " \u00b7 ".join(lines) if crowded and started else ""
            self.side.set_texts([holders_text(view, names), holders_text(view, names, holders=False)], roles_line, legend)
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
        self.column.setStretch(2, 1 if started and not over and not crowded else 0)

    def show_timer(self, clock: str, purpose: str) -> bool:
        self.ring_centre.set_clock(clock, purpose)
        return self.ring.isVisibleTo(self)  # at the end (no table of seats) the header shows it

    def turn_page(self) -> None:
        """At the end: the table with the roles, then what was hidden, in turn."""
        self.showing_hidden = bool(self.hidden_lines) and not self.showing_hidden
        self._show_page(True)

    def _show_page(self, over: bool) -> None:
        hidden = over and self.showing_hidden and bool(self.hidden_lines)
        self.hidden.setVisible(hidden)
        # The end: the table takes the whole width (each role beside its player); the holders no longer matter.
        self.table.setVisible(self._started and not hidden)
        self.right.setVisible(not hidden)
        self.ring.setVisible(not over)
        self.body.setStretchFactor(self.right, 10 if self._started or over else 0)


def ring_seats(view: Mapping[str, Any], names: list[str], result: Result | None) -> list[SeatData]:
    """The seats around the table: the leader highlighted, and the tokens in front of their holders."""
    leader = crown_seat(view)
    excalibur = (view.get("excalibur") or {}).get("holder")
    lady = (view.get("lady") or {}).get("holder")
    trapper = view.get("trapper") or {}
    removed = trapper.get("removed") if trapper.get("leader") is not None else None
    revealed = view.get("revealed") or {}
    evil_shown = set(revealed.get("evil") or [])
    seats = []
    for seat, name in enumerate(names):
        tokens = []
        if seat == leader and result is None:
            tokens.append("crown")
        if seat == excalibur:
            tokens.append("sword")
        if seat == lady:
            tokens.append("lady")
        if seat == removed:
            tokens.append("trap")
        details = []
        if seat == revealed.get("assassin"):
            details.append(_tr(T_ASSASSIN))
        elif seat in evil_shown:
            details.append(_tr(T_EVIL_SHOWN))
        if seat == revealed.get("revealer"):
            details.append(_tr(T_REVEALER_SHOWN))
        colour = "evil" if details else "text"
        seats.append(SeatData(name, [", ".join(details)] if details else [], highlight=seat == leader and result is None,
                              colour=colour, tokens=tuple(tokens)))
    return seats


def new_quest_cards(previous: Mapping[str, Any] | None, view: Mapping[str, Any],
                    over: bool = False) -> tuple[int, list[str]] | None:
    """The quest whose result has just been revealed (one more than in the previous view, in the same game) and its
    counted cards in the order they are turned; None on a first view (a resumed game), after an undo, for a hidden
    result, or with no new result. ``over``: the view is the game's end, which shows the results the Witch hid;
    those are not a quest just played."""
    if previous is None:
        return None
    before, now = list(previous.get("quest_track") or []), list(view.get("quest_track") or [])
    if len(before) != len(now) or previous.get("players") != view.get("players"):
        return None
    done = ("success", "fail")
    ended = [i for i, q in enumerate(now) if q.get("status") in done and before[i].get("status") not in done
             and not (over and before[i].get("status") == "hidden")]
    if len(ended) != 1 or any(b.get("status") in done and q.get("status") not in done for b, q in zip(before, now, strict=True)):
        return None
    quest = now[ended[0]]
    if quest.get("fails") is None or quest.get("successes") is None:
        return None
    fails, successes = int(quest["fails"]), int(quest["successes"])
    return ended[0], card_order(successes, fails, quest.get("quest"))


def holders_text(view: Mapping[str, Any], names: list[str], holders: bool = True) -> str:
    """The Excalibur and Lady holders (unless ``holders`` is False: their tokens at the table show them), the Lady's
    examinations, the Trapper's removal (whose card, never its value), Plot Cards in hand."""
    parts: list[str] = []
    excalibur = view.get("excalibur")
    if holders and excalibur and excalibur.get("holder") is not None:
        parts.append(_tr(T_EXCALIBUR).format(player=isolate(_name(names, excalibur["holder"]))))
    lady = view.get("lady")
    if holders and lady and lady.get("holder") is not None:
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
