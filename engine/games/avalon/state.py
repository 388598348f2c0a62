"""Avalon state values: immutable, replaced (never mutated) by the flow in :mod:`.flow`, and the phase ids."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from engine.core import Event, Result

from . import data as D  # noqa: N812 - the rules tables
from .config import Config

# --- phases (the public "phase" id of the view) -----------------------------------------------------------
SETUP = "setup"
REVEAL = "reveal"
LADY = "lady_of_the_lake"
LEAD_WINDOW = "lead_to_victory_window"
PLOT = "plot_cards"
PROPOSAL = "proposal"
EXCALIBUR_ASSIGN = "excalibur_assignment"
VOTE = "vote"
KING_WINDOW = "king_returns_window"
SPOTLIGHT_WINDOW = "we_found_you_window"
QUEST = "quest"
EXCALIBUR = "excalibur"
AMBUSH_WINDOW = "ambush_window"
TRAPPER = "trapper"
WITCH_DECISION = "witch_decision"
COUNT = "count"
WITCH_DRAW = "witch_draw"
WITCH_CHECK = "witch_check"
REVEALER_ENTRY = "revealer_entry"
CLERIC_CHECK = "cleric_check"
ASSASSINATION = "assassination"
ROLE_ENTRY = "role_entry"
OVER = "over"

QUEST_STEPS = (QUEST, EXCALIBUR, AMBUSH_WINDOW, TRAPPER, WITCH_DECISION, COUNT)

_new = object.__new__
_set = object.__setattr__


class Value:
    """A frozen dataclass whose ``but`` makes a changed copy cheaply.

    States are replaced, never mutated, several times per action; ``dataclasses.replace`` (through ``__init__``,
    inspecting the fields on every call) was most of the engine's time. ``but`` copies the instance dict instead.
    """

    __slots__ = ()

    def but(self: V, **changes: Any) -> V:
        """This value with ``changes`` (a new value; this one is never mutated)."""
        assert self.__dataclass_fields__.keys() >= changes.keys(), changes  # type: ignore[attr-defined]
        values = self.__dict__.copy()  # copy and update: half the time of {**old, **changes}
        values.update(changes)
        new = _new(type(self))
        _set(new, "__dict__", values)
        return new


V = TypeVar("V", bound=Value)


@dataclass(frozen=True)
class Proposal(Value):
    """One team proposal and its vote (a row of the vote table)."""

    round: int
    number: int  # 1..5 within the round
    leader: int
    team: tuple[int, ...]
    holder: int | None = None  # the Excalibur holder named with it
    votes: tuple[str | None, ...] = ()
    outcome: str | None = None  # approved | rejected | cancelled (The King Returns) | sent (fifth proposal, no vote)
    random: bool = False  # proposed by the timeout fallback


@dataclass(frozen=True)
class QuestPlay(Value):
    """One quest being played or played."""

    number: int
    leader: int  # the leader whose team was approved: the Trapper on this quest
    team: tuple[int, ...]
    holder: int | None = None
    cards: tuple[str | None, ...] = ()  # app: the card each member played (team order), as played
    down: bool = False  # physical: every member has placed his card
    face_up: int | None = None  # We Found You: this member plays face up
    face_up_card: str | None = None
    excalibur_done: bool = False
    excalibur_target: int | None = None
    ambushes: tuple[tuple[int, int], ...] = ()  # (holder, member) looked at
    removed: int | None = None
    removed_random: bool = False
    witch_done: bool = False
    hidden: bool = False  # the Witch's hide took effect
    hide_void: bool = False  # the Witch hid a deciding quest under witch_on_deciding_quest=void
    fails: int | None = None  # counted Fail cards
    successes: int | None = None
    outcome: str | None = None  # success | fail

    def current(self, seat: int) -> str | None:
        """A member's card after any Excalibur switch (app)."""
        if not self.cards:
            return None
        card = self.cards[self.team.index(seat)]
        if card is not None and seat == self.excalibur_target:
            return D.FAIL if card == D.SUCCESS else D.SUCCESS
        return card


@dataclass(frozen=True, slots=True)
class Check:
    """A loyalty check: ``viewer`` learned the loyalty ``subject`` shows (None while unknown / physical)."""

    kind: str  # cleric_check | lady | witch_check | true_nature | are_you_the_one | show_strength
    viewer: int
    subject: int
    shown: str | None
    quest: int  # the number of quests played when it happened


@dataclass(frozen=True, slots=True)
class Pending:
    """A Trickster's private choice of the loyalty to show, and what to do after it."""

    check: Check
    then: str


@dataclass(frozen=True, slots=True)
class Log:
    """The history: an append-only chain that states share, so adding an action's events never copies the earlier ones
    (a session keeps every state for undo; copying the whole history into each made it quadratic)."""

    events: tuple[Event, ...] = ()
    prev: Log | None = None
    # The events as JSON, made once for every view that shows them (see views.history).
    cache: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def add(self, events: Sequence[Event]) -> Log:
        return Log(tuple(events), self) if events else self

    def nodes(self) -> list[Log]:
        """The chain, oldest first."""
        out = []
        node: Log | None = self
        while node is not None:
            out.append(node)
            node = node.prev
        out.reverse()
        return out

    def __iter__(self) -> Iterator[Event]:
        for node in self.nodes():
            yield from node.events


EMPTY_LOG = Log()


@dataclass(frozen=True)
class State(Value):
    cfg: Config
    phase: str = SETUP
    roles: tuple[str, ...] | None = None  # app: dealt; physical: entered at the end
    first_leader: int | None = None
    leader: int = 0
    round: int = 1
    track: int = 0
    proposals: tuple[Proposal, ...] = ()
    quests: tuple[QuestPlay, ...] = ()
    lady: int | None = None
    lady_past: tuple[int, ...] = ()
    witch_used: bool = False
    witch_seat: int | None = None  # physical: entered by the moderator when the Witch hides
    witch_examiner: int | None = None
    checks: tuple[Check, ...] = ()
    pending: Pending | None = None
    plot_deck: tuple[str, ...] | None = None  # None until shuffled
    hands: tuple[tuple[int, str], ...] = ()  # (seat, card instance) face up
    discard: tuple[str, ...] = ()
    drawn: tuple[str, ...] = ()  # drawn this round, still to hand out
    drawn_round: int = 0  # the last round whose draw happened
    task: tuple[str, int, str] | None = None  # an instant Plot Card to resolve: (kind, seat, instance)
    revealer: int | None = None
    evil_revealed: tuple[int, ...] | None = None
    assassin: int | None = None  # the seat that named (physical) / the Assassin (app, at the assassination)
    target: int | None = None
    timeup: bool = False
    log: Log = EMPTY_LOG
    ending: str | None = None  # physical: the reason id waiting for the role entry
    result_: Result | None = field(default=None)
    # Derived data computed once per state (the open choices...); ``but`` gives the new state an empty one.
    memo: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def but(self, **changes: Any) -> State:
        """This state with ``changes`` and an empty ``memo`` (a new value; this one is never mutated)."""
        assert STATE_FIELDS.issuperset(changes), changes
        values = self.__dict__.copy()  # copy and update: half the time of {**old, **changes}
        values.update(changes)
        values["memo"] = {}
        new = _new(State)
        _set(new, "__dict__", values)
        return new

    @property
    def quest(self) -> QuestPlay | None:
        """The quest being played (None between quests)."""
        if self.quests and self.quests[-1].outcome is None:
            return self.quests[-1]
        return None

    @property
    def proposal(self) -> Proposal | None:
        """The proposal being made or voted (None once decided)."""
        if self.proposals and self.proposals[-1].outcome is None:
            return self.proposals[-1]
        return None

    def side(self, seat: int) -> str | None:
        if self.roles is None or self.roles[seat] is None:
            return None
        return D.ROLES[self.roles[seat]].side

    def seat_of(self, role: str) -> int | None:
        if self.roles is None or role not in self.roles:
            return None
        return self.roles.index(role)

    def score(self, public_only: bool = False) -> tuple[int, int]:
        """(successes, fails) of the quests played; ``public_only`` leaves out hidden results."""
        done = [q for q in self.quests if q.outcome is not None and not (public_only and q.hidden)]
        return sum(q.outcome == D.SUCCESS for q in done), sum(q.outcome == D.FAIL for q in done)


STATE_FIELDS = frozenset(State.__dataclass_fields__)
