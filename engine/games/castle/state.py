"""The Castle game state (never changed once returned: ``apply`` works on a clone), its phase ids and its start.

Seats are 0-based. In app mode the engine deals every card by chance steps and knows every hand; in physical mode it
knows only what the table shows: each hand is a list of unknown cards (``UNKNOWN``) so that counts, the draw pile
size and the hand limit are still exact.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import Result

from . import data as D  # noqa: N812 - the component tables
from .config import Config

UNKNOWN = "?"  # a card the engine does not know (physical mode)

# Phases (the "phase" of every view; their names: texts.PHASE_NAMES).
SETUP = "setup"  # physical mode: the table sets up its own cards
DEAL = "deal"  # app mode: the deal is a chance step
FIRST_PLAYER = "first_player"
TURN = "turn"
TRADE = "trade"
FIGHT = "fight"
DECLARATION = "declaration"  # physical mode: the table enters the reveals of a declaration
OVER = "over"
PHASES = (SETUP, DEAL, FIRST_PLAYER, TURN, TRADE, FIGHT, DECLARATION, OVER)


class State:
    """A game state. Never mutated once returned: ``apply`` works on a copy (``clone``)."""

    __slots__ = ("acted", "cfg", "converted", "decl", "face_up", "fight", "hands", "hidden", "memo", "notes", "phase", "pile",
                 "profs", "pub_prof", "queue", "result", "revealed", "societies", "stack", "turn", "turns", "wait")

    cfg: Config
    phase: str
    hands: tuple[tuple[str, ...], ...]  # replaced per seat when a card moves (``set_seats``)
    pile: tuple[str, ...]  # top first
    # Per-seat values that change rarely are tuples, replaced when they change (``set_seats``), so a copy shares them.
    stack: tuple[str, ...]  # the profession stack (kept sorted; a random pick is a chance step)
    profs: tuple[str, ...]
    face_up: tuple[bool, ...]
    pub_prof: tuple[str | None, ...]  # the profession the whole table knows to be at a seat (face up, or seen moving)
    societies: tuple[str, ...]
    hidden: str | None
    revealed: tuple[bool, ...]  # society shown to everyone (declaration, end of game)
    converted: bool
    turn: int
    turns: int
    acted: bool
    queue: list[tuple[Any, ...]]
    wait: dict[str, Any] | None
    fight: dict[str, Any] | None
    decl: dict[str, Any] | None
    notes: tuple[tuple[int, dict[str, Any]], ...]  # what each seat has learned privately; replaced, never appended to
    result: Result | None
    memo: tuple[Any, ...] | None  # the open choices, computed once per (immutable) state

    def clone(self) -> State:
        """A copy ``apply`` may change: every list and dict a handler changes in place is copied, nothing more.

        In place, handlers only change the queue and the entries of the fight and of the declaration being checked
        (their lists and dicts, the supports, uses, answers, reveals to come and counts, are replaced). Everything else
        is a value that handlers replace rather than change: the hands, the pile and the per-seat tuples, the ``wait``
        dict, queue tasks and notes.
        """
        new = object.__new__(State)
        new.cfg = self.cfg
        new.phase = self.phase
        new.hands = self.hands
        new.pile = self.pile
        new.stack = self.stack
        new.profs = self.profs
        new.face_up = self.face_up
        new.pub_prof = self.pub_prof
        new.societies = self.societies
        new.hidden = self.hidden
        new.revealed = self.revealed
        new.converted = self.converted
        new.turn = self.turn
        new.turns = self.turns
        new.acted = self.acted
        new.queue = list(self.queue)
        new.wait = self.wait
        f = self.fight
        new.fight = None if f is None else f.copy()  # its lists and dicts are replaced, never changed in place
        d = self.decl
        new.decl = None if d is None else d.copy()  # its todo list and counts are replaced, never changed in place
        new.notes = self.notes
        new.result = self.result
        new.memo = None
        return new

    def __repr__(self) -> str:
        return f"<castle State {self.phase} turn={self.turn} wait={self.wait and self.wait.get('kind')}>"


def set_seats(s: State, attr: str, changes: Mapping[int, Any]) -> None:
    """Replace the per-seat tuple ``attr`` with one where each seat in ``changes`` has its new value."""
    values = list(getattr(s, attr))
    for seat, value in changes.items():
        values[seat] = value
    setattr(s, attr, tuple(values))


def deep_copy(value: Any) -> Any:
    if isinstance(value, list):
        return [deep_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: deep_copy(v) for k, v in value.items()}
    return value


def new_state(cfg: Config) -> State:
    s = object.__new__(State)
    n = cfg.n
    values: dict[str, Any] = dict(
        cfg=cfg, phase=SETUP, hands=((),) * n, pile=(), stack=(), profs=(UNKNOWN,) * n, face_up=(False,) * n,
        pub_prof=(None,) * n, societies=(UNKNOWN,) * n, hidden=None, revealed=(False,) * n, converted=False, turn=0, turns=0,
        acted=False, queue=[], wait=None, fight=None, decl=None, notes=(), result=None, memo=None)
    for key, value in values.items():
        setattr(s, key, value)
    if cfg.app:
        s.phase = DEAL
        s.wait = {"kind": "deal"}
    else:
        k = D.starting_items_each(n, cfg.opts["three_player_start"])
        s.hands = ((UNKNOWN,) * k,) * n
        s.pile = (UNKNOWN,) * (len(cfg.in_play) - k * n)
        s.stack = (UNKNOWN,) * (len(D.PROFESSION_IDS) - n)
        s.wait = {"kind": "setup"}
    return s
