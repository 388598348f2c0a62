"""The Quest game state: one immutable value per moment of the game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core import Result

from .config import Config

# Phases (the "phase" of every view).
FIRST_LEADER = "first_leader"
DEAL = "deal"
LEADER_LOYALTY = "leader_loyalty"
REVEAL = "reveal"
TEAM = "team"
MAGIC = "magic"
QUEST = "quest"
NEXT_LEADER = "next_leader"
AMULET = "amulet"
AMULET_CHECK = "amulet_check"
LOYALTY = "loyalty"
REVEALER = "revealer"
DISCUSSION = "discussion"
HUNT_DECISION = "hunt_decision"
HUNTER_VOTE = "hunter_vote"
HUNTER = "hunter"
HUNT = "hunt"
POINT = "point"
MUTINEER = "mutineer"
APPRENTICE = "apprentice"
DUKE = "duke"
ARCHDUKE = "archduke"
REVEAL_ROLES = "reveal_roles"
OVER = "over"

# Why a Hunt happens / how the game ended.
HUNT_ERRATA = "errata"
HUNT_DECLARED = "declared"
HUNT_VOTE = "vote"
END_SUCCESSES = "three_successes"
END_NO_HUNTER = "errata_no_hunter"
END_HUNT = "hunt"
END_LAST_CHANCE = "last_chance"


@dataclass(frozen=True)
class QuestState:
    cfg: Config
    phase: str = FIRST_LEADER
    roles: tuple[str, ...] | None = None  # dealt roles per seat (app: from the deal; physical: entered at the end)
    set_aside: tuple[str, ...] = ()
    leader_shows: str | None = None  # the loyalty the first Leader showed the Cleric (app)
    leaders: tuple[int, ...] = ()  # leaders in order; leaders[q] led quest q (0-based), the last may be named only
    teams: tuple[tuple[int, ...], ...] = ()
    magic: tuple[int, ...] = ()
    cards: tuple[tuple[int, str], ...] = ()  # the current quest's played cards (app)
    played: tuple[tuple[tuple[int, str], ...], ...] = ()  # cards of every resolved quest (app)
    fails: tuple[int, ...] = ()
    results: tuple[bool, ...] = ()  # True = success
    amulet_holders: tuple[int, ...] = ()
    checked: tuple[int, ...] = ()
    answers: tuple[str, ...] = ()  # the Loyalty card each Amulet holder saw (app)
    revealer: int | None = None  # seat that revealed the Revealer card
    hunter: int | None = None  # seat that revealed the Blind Hunter card
    hunt_reason: str | None = None
    votes: tuple[tuple[int, str], ...] = ()
    vote_fails: int | None = None
    namings: tuple[tuple[int, str], ...] = ()
    pointed: tuple[tuple[int, tuple[int, ...]], ...] = ()  # app: first pointing; physical: hands after lowering
    kept: tuple[int, ...] = ()  # Mutineers who kept their hands up (app)
    lowered: bool = False
    hands: tuple[tuple[int, int], ...] = ()  # raised hands (owner, target) after lowering
    queue: tuple[int | None, ...] = ()  # who still acts in the current Last Chance step
    powers: tuple[tuple[str, int | None, tuple[int, ...] | None], ...] = ()  # (step, actor, hand moved/lowered/raised)
    revealed: tuple[str | None, ...] = ()  # physical: the cards entered at the end
    ending: str | None = None
    outcome: Result | None = None
    audit: tuple[dict[str, int | str], ...] = ()

    @property
    def quest_index(self) -> int:
        """0-based index of the quest being built or played (or the last one resolved, after it)."""
        return len(self.results)

    @property
    def successes(self) -> int:
        return sum(self.results)

    @property
    def failures(self) -> int:
        return len(self.results) - sum(self.results)


_new = object.__new__


def evolve(state: QuestState, **changes: Any) -> QuestState:
    """``dataclasses.replace`` for QuestState, several times faster: copies the instance dictionary directly.

    The state is frozen; this builds a new value and never mutates ``state`` (its fields are immutable values,
    so sharing them is safe). Unknown field names are refused.
    """
    unknown = changes.keys() - _FIELDS
    if unknown:
        raise TypeError(f"QuestState has no field(s) {', '.join(sorted(unknown))}")
    obj = _new(QuestState)
    fields = obj.__dict__
    fields.update(state.__dict__)
    fields.update(changes)
    return obj


_FIELDS = frozenset(QuestState.__dataclass_fields__)
