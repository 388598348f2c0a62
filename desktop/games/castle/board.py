"""Castle of the Devil's board panel: fed only from the public view.

The panel shows the pile and the hand limit, each seat (name, item count, professions turned face up or
publicly known, the turn marker, its side in a fight, the society once revealed), the fight step by step
(the sword and shield sides with their supporters, the cards shown and the running totals), the physical
set-up instructions, a physical declaration being checked, and the end with every society and the winners.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from engine.core import Result, Setup
from engine.games.castle import data as D  # noqa: N812 - the engine's own alias

from ...board import BoardPanel, SeatData
from ...boardtext import BoardText, FittingText, paint_panel
from ...reveal import COUNT_MS, Reveal, count_steps
from ...seat_ring import SeatRing, TableCentre
from ...text import isolate, join_list, number, plural, render_json
from ...theme import BOARD
from . import texts as T  # noqa: N812 - as the engine names its texts module


def tr(text: str) -> str:
    return QCoreApplication.translate(getattr(text, "context", T.CTX), str(text))


def item_name(item: str) -> str:
    text = D.ITEM_NAMES.get(item)
    return tr(text) if text is not None else item


def profession_name(prof: str) -> str:
    text = D.PROFESSION_NAMES.get(prof)
    return tr(text) if text is not None else prof


def card_name(card: str) -> str:
    return item_name(card) if card in D.ITEM_NAMES else profession_name(card)


def society_name(society: str) -> str:
    text = D.SOCIETY_NAMES.get(society)
    return tr(text) if text is not None else society


def society_colour(society: str | None) -> str:
    return "good" if society == D.ORDER else "evil" if society == D.BROTHERHOOD else "text"


def items_text(count: int) -> str:
    return tr(T.ITEMS_ONE).replace("1", number(1)) if count == 1 else tr(T.ITEMS).format(count=number(count))


def _names(players: Sequence[str], seats: Sequence[int]) -> list[str]:
    return [players[s] for s in seats if isinstance(s, int) and 0 <= s < len(players)]


SIDE_LABELS = {"attacker": T.ATTACKER, "defender": T.DEFENDER, D.SWORD: T.SWORD, D.SHIELD: T.SHIELD, D.NEUTRAL: T.NEUTRAL}


class SideBox(QWidget):
    """One side of a fight: its total, its combatant and supporters, the cards shown for it."""

    def __init__(self, colour: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paint_panel(self, BOARD.panel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(2)
        self.total = BoardText("title", colour, "panel")
        self.body = FittingText("small", "text", "panel")
        layout.addWidget(self.total, 1)
        layout.addWidget(self.body, 4)

    def set_side(self, title: str, variants: list[list[str]]) -> None:
        self.total.setText(title)
        self.body.set_variants(["\n".join(line for line in lines if line) for lines in variants])


class FightPanel(QWidget):
    """Sword side, the state of the fight, shield side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paint_panel(self, BOARD.background)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(10)
        self.sword = SideBox("evil", self)
        self.middle = QWidget(self)
        paint_panel(self.middle, BOARD.panel_active)
        middle = QVBoxLayout(self.middle)
        middle.setContentsMargins(10, 6, 10, 6)
        self.stage = BoardText("body", "accent", "panel_active")
        self.notes = FittingText("small", "text", "panel_active")
        middle.addWidget(self.stage, 2)
        middle.addWidget(self.notes, 5)
        self.shield = SideBox("good", self)
        row.addWidget(self.sword, 5)
        row.addWidget(self.middle, 4)
        row.addWidget(self.shield, 5)

    def set_fight(self, fight: Mapping[str, Any], players: Sequence[str]) -> None:
        attacker, defender = int(fight["attacker"]), int(fight["defender"])
        supporters = fight.get("supporters") or {}
        totals = fight.get("totals") or {}
        used = [(int(u["seat"]), str(u["card"])) for u in fight.get("used") or []]

        def side_lines(combatant: int, role: str, side: str) -> list[list[str]]:
            seats = [int(p) for p in supporters.get(side) or []]
            helpers = _names(players, seats)
            mine = [(seat, card) for seat, card in used if seat == combatant or seat in seats]
            named = [tr(T.CARD_BY).format(card=card_name(card), player=isolate(players[seat])) for seat, card in mine]
            bare = [card_name(card) for _, card in mine]
            head = tr(T.COMBATANT).format(role=tr(role), player=isolate(players[combatant]))
            support = tr(T.SUPPORTERS).format(players=join_list(helpers)) if helpers else tr(T.NO_SUPPORT)
            counted = tr(T.SUPPORT_COUNT).format(count=number(len(helpers))) if helpers else tr(T.NO_SUPPORT)
            shown = tr(T.USED).format(cards=join_list(named)) if named else ""
            shown_bare = tr(T.USED).format(cards=join_list(bare)) if bare else ""
            return [[head, support, shown], [head, support, shown_bare], [head, counted, shown_bare]]

        self.sword.set_side(tr(T.SIDE_TOTAL).format(side=tr(T.SWORD), total=number(int(totals.get("sword", 1)))),
                            side_lines(attacker, T.ATTACKER, D.SWORD))
        self.shield.set_side(tr(T.SIDE_TOTAL).format(side=tr(T.SHIELD), total=number(int(totals.get("shield", 1)))),
                             side_lines(defender, T.DEFENDER, D.SHIELD))
        stage = str(fight.get("stage", ""))
        order = list(fight.get("order") or [])
        declared = len(fight.get("declarations") or {})
        if fight.get("priest") is not None:
            title = tr(T.PRIEST_STOP).format(player=_names(players, [int(fight["priest"])])[0])
        elif fight.get("winner") is not None:
            title = tr(T.WINNER).format(player=isolate(players[int(fight["winner"])]))
        elif fight.get("outcome") == "tie":
            title = tr(T.TIE)
        elif stage == "priest":
            title = tr(T.STAGE_PRIEST)
        elif stage == "declare":
            title = tr(T.STAGE_DECLARE).format(done=number(declared), total=number(len(order)))
        elif stage in ("modifiers", "count", "ring"):
            title = tr(T.STAGE_MODIFIERS)
        else:
            title = tr(T.STAGE_AFTER)
        self.stage.setText(title)
        notes: list[str] = []
        short: list[str] = []
        if fight.get("duel"):
            notes.append(tr(T.DUEL))
            short.append(tr(T.DUEL))
        neutral = _names(players, supporters.get(D.NEUTRAL) or [])
        if neutral and not fight.get("duel"):
            notes.append(tr(T.NEUTRAL_LIST).format(players=join_list(neutral)))
            short.append(tr(T.NEUTRAL_COUNT).format(count=number(len(neutral))))
        for key, text in (("hypnotised", T.HYPNOTISED_LIST), ("poison_mixer", T.MIXER), ("poison_ring", T.RING)):
            if fight.get(key) is not None:
                notes.append(tr(text).format(player=isolate(players[int(fight[key])])))
                short.append(notes[-1])
        if stage == "declare" and declared < len(order):
            notes.append(tr(T.DECLARING).format(player=isolate(players[int(order[declared])])))
            short.append(notes[-1])
        self.notes.set_variants(["\n".join(notes), "\n".join(short)])


class CastleBoardPanel(BoardPanel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        self.info = BoardText("small", "muted", "background")
        layout.addWidget(self.info, 2)
        self.notice = FittingText("small", "text", "panel")
        self.notice.setContentsMargins(16, 8, 16, 8)
        paint_panel(self.notice, BOARD.panel)
        layout.addWidget(self.notice, 4)
        # The seats around the table; a fight is fought in the middle of it, between the seats taking sides.
        self.seats = SeatRing(self)
        self.seats.full_middle = True  # the fight's sides and its state need the whole width
        layout.addWidget(self.seats, 14)
        self.centre = TableCentre()
        self.fight = FightPanel()
        # A declaration being checked, the end's set-aside card: on the table too.
        self.table_note = FittingText("small", "text", "table")
        self.centre.set_body(self.fight)
        self.seats.set_centre(self.centre)
        self.fight.setVisible(False)
        self.notice.setVisible(False)
        self._layout = layout
        # A fight's totals counted up when they change (desktop/reveal.py).
        self.reveal = Reveal(self._draw, self)
        self._args: tuple[dict[str, Any], Setup, Result | None] | None = None
        self._counts: list[tuple[int, int]] = []

    def update_view(self, view: dict[str, Any], setup: Setup, result: Result | None) -> None:
        same = self._args is not None and self._args[0] == view
        previous = self._args[0] if self._args is not None else None
        self._args = (view, setup, result)
        if same and self.reveal.running():
            self.reveal.redraw()  # the same view again (a new language): the count goes on
            return
        self.reveal.cancel()
        self._counts = [] if same else counted_totals(previous, view)
        if self._counts:
            self.reveal.play([COUNT_MS] * len(self._counts))
        else:
            self._draw(None)

    def _draw(self, frame: int | None) -> None:
        """The view; while the totals are counted (``frame``: which step), the fight's totals on their way and its
        outcome not yet decided."""
        assert self._args is not None
        view, setup, result = self._args
        if frame is not None and self._counts:
            sword, shield = self._counts[frame]
            fight = dict(view["fight"], totals={"sword": sword, "shield": shield}, winner=None, outcome=None,
                         stage="count")
            view = dict(view, fight=fight)
        self._render(view, setup, result)

    def _render(self, view: dict[str, Any], setup: Setup, result: Result | None) -> None:
        players = [str(p) for p in view.get("players") or setup.players]
        phase = view.get("phase")
        info = [tr(T.DRAW_PILE).format(count=number(int(view.get("draw_pile", 0)))),
                tr(T.HAND_LIMIT).format(limit=number(int(view.get("hand_limit", 0)))),
                tr(T.STACK).format(count=number(int(view.get("profession_stack", 0))))]
        if view.get("bags_converted"):
            info.append(tr(T.CONVERTED))
        if view.get("drink_of_power"):
            info.append(tr(T.DRINK))
        self.info.setText(" \u00b7 ".join(info))

        fight = view.get("fight")
        fighting = bool(fight) and phase == "fight"
        if fighting:
            self.fight.set_fight(fight, players)

        setup_lines = view.get("setup_instructions") if phase == "setup" else None
        notice: list[list[str]] = []
        if setup_lines:
            notice.append([tr(T.SETUP_TITLE).format(count=number(len(players)))] +
                          [f"{number(index)}. {render_json(line)}" for index, line in enumerate(setup_lines, 1)])
        elif view.get("declaration") and phase != "over":
            notice.extend(self._declaration_lines(view["declaration"], players))
        elif phase == "over" and view.get("hidden_society"):
            notice.append([tr(T.HIDDEN_CARD).format(society=society_name(str(view["hidden_society"])))])
        self.notice.setAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter)
        # The set-up instructions need the room (the seats show nothing yet); anything else lies on the table, whose
        # seats then sit along its two long sides to leave the middle free (a fight, a declaration, the end).
        on_table = bool(notice) and not setup_lines
        self.notice.set_variants(["\n".join(lines) for lines in notice] if setup_lines else [])
        self.notice.setVisible(bool(setup_lines))
        self.table_note.set_variants(["\n".join(lines) for lines in notice] if on_table else [])
        self.centre.set_body(self.fight if fighting else self.table_note)
        self.fight.setVisible(fighting)
        self.table_note.setVisible(on_table and not fighting)
        # The end's one line of note leaves the seats more room (every society and profession shows).
        self.seats.centre_reserve = 0.07 if phase == "over" else 0.32 if fighting else 0.14
        self.seats.set_shape("long" if fighting or on_table or phase == "over" else "oval")
        self.seats.setVisible(not setup_lines)
        self._layout.setStretchFactor(self.notice, 14 if setup_lines else 1)
        self._layout.setStretchFactor(self.seats, 14)

        over = phase == "over"
        end = view.get("result") or {}
        winners = set(end.get("winners") or []) if over else set()
        societies = view.get("societies") or []
        professions = view.get("professions") or []
        seats: list[SeatData] = []
        for raw in view.get("seats") or []:
            index = int(raw.get("seat", len(seats)))
            name = str(raw.get("name", players[index] if index < len(players) else "?"))
            first = [items_text(int(raw.get("items", 0)))]
            side = raw.get("side") if phase == "fight" else None
            side_label = SIDE_LABELS.get(str(side)) if side else None
            if raw.get("hypnotised"):
                first.append(tr(T.HYPNOTISED))  # their declaration no longer counts
            elif side_label is not None:
                first.append(tr(side_label))  # in a fight the attacker is the player whose turn it is
            elif raw.get("active"):
                first.append(tr(T.TURN_MARK))
            details = [" \u00b7 ".join(first)]
            prof = raw.get("profession") or (professions[index] if over and index < len(professions) else None)
            if prof and (raw.get("profession_used") or over):
                # At the end every profession lies open: whether it was used no longer matters (and costs a line).
                details.append(tr(T.FACE_UP).format(profession=profession_name(str(prof)))
                               if raw.get("profession_used") and not over else profession_name(str(prof)))
            elif raw.get("known_profession"):
                details.append(tr(T.KNOWN).format(profession=profession_name(str(raw["known_profession"]))))
            society = raw.get("society") or (societies[index] if over and index < len(societies) else None)
            colour = "text"
            if society:
                details.append(society_name(str(society)) + (f" \u00b7 {tr(T.WINNER_MARK)}" if index in winners else ""))
                colour = society_colour(str(society))
            elif index in winners:
                details.append(tr(T.WINNER_MARK))
            if phase == "fight" and side in ("attacker", D.SWORD):
                colour = "evil"
            elif phase == "fight" and side in ("defender", D.SHIELD):
                colour = "good"
            highlight = index in winners if over else bool(raw.get("active"))
            tokens = ("crown",) if over and index in winners else ()
            seats.append(SeatData(name, [d for d in details if d], highlight=highlight, colour=colour, tokens=tokens))
        self.seats.set_seats(seats)

    def show_timer(self, clock: str, purpose: str) -> bool:
        self.centre.set_clock(clock, purpose)
        return True

    def _declaration_lines(self, decl: Mapping[str, Any], players: Sequence[str]) -> list[list[str]]:
        """The declaration being checked (physical mode), with shorter variants for long lists."""
        seat = int(decl.get("seat", 0))
        who = isolate(players[seat]) if 0 <= seat < len(players) else "?"
        partners = _names(players, decl.get("partners") or [])
        kind = decl.get("kind")
        if kind == "loge":
            heads = [tr(T.LOGE_CLAIM).format(player=who)]
        elif kind == "fortune":
            heads = [tr(T.FORTUNE_CALL).format(player=who, named=join_list(partners)),
                     plural(T.FORTUNE_COUNT, len(partners)).format(player=who)]
        elif partners:
            heads = [tr(T.DECLARATION).format(player=who, partners=join_list(partners)),
                     plural(T.DECLARATION_COUNT, len(partners)).format(player=who)]
        else:
            heads = [tr(T.DECLARATION_ALONE).format(player=who)]
        counts = decl.get("counts") or {}
        shown = [tr(T.SHOWN_COUNT).format(player=isolate(players[int(k)]), count=number(int(v))) for k, v in counts.items()
                 if 0 <= int(k) < len(players)]
        tail = [tr(T.REVEALED).format(counts=join_list(shown))] if shown else []
        total = [tr(T.REVEALED_TOTAL).format(count=number(sum(int(v) for v in counts.values())))] if shown else []
        return [[heads[0], *tail], [heads[-1], *tail], [heads[-1], *total]]


def counted_totals(previous: Mapping[str, Any] | None, view: Mapping[str, Any]) -> list[tuple[int, int]]:
    """The totals shown on their way to the new ones (the old first), when the same fight's totals have just
    grown, or from a combatant's own 1 when its outcome has just been decided; none on a first view (a resumed game),
    after an undo (a total going down) or in another fight."""
    if previous is None or previous.get("phase") != "fight" or view.get("phase") != "fight":
        return []
    old, new = previous.get("fight") or {}, view.get("fight") or {}
    if not old or not new or (old.get("attacker"), old.get("defender")) != (new.get("attacker"), new.get("defender")):
        return []

    def decided(fight: Mapping[str, Any]) -> bool:
        return fight.get("winner") is not None or fight.get("outcome") == "tie"

    before = [int((old.get("totals") or {}).get(k, 1)) for k in ("sword", "shield")]
    if decided(new) and not decided(old):
        before = [1, 1]
    after = [int((new.get("totals") or {}).get(k, 1)) for k in ("sword", "shield")]
    if before == after or any(a < b for a, b in zip(after, before, strict=True)):
        return []
    ways = [[b, *count_steps(b, a)] for b, a in zip(before, after, strict=True)]
    steps = max(len(w) for w in ways) - 1
    return [(ways[0][min(i, len(ways[0]) - 1)], ways[1][min(i, len(ways[1]) - 1)]) for i in range(steps)]
