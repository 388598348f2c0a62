"""Pure rule helpers: quest-card and loyalty constraints, knowledge at the reveal, legal seats, scoring, and the
small questions the choices, the checks and the actions ask of a state (whose name, who may be pointed at...)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

from . import data as d
from .config import CLERIC_ENFORCE, CLERIC_IF_DEALT, CLERIC_SCORED, Config
from .state import QuestState

BOTH = (d.SUCCESS, d.FAIL)
ONLY_SUCCESS = (d.SUCCESS,)
ONLY_FAIL = (d.FAIL,)
LOYALTY_BOTH = (d.GOOD, d.EVIL)
LOYALTY_GOOD = (d.GOOD,)
LOYALTY_EVIL = (d.EVIL,)


def side(role: str) -> str:
    return d.ROLES[role].side


def quest_cards(role: str, magic: bool, quest_number: int) -> tuple[str, ...]:
    """The quest cards a role may play (§5.3)."""
    if role == d.MORGAN:
        return BOTH
    if d.ROLES[role].side == d.GOOD:
        return ONLY_FAIL if role == d.YOUTH and magic else ONLY_SUCCESS
    if role == d.LUNATIC:
        return ONLY_SUCCESS if magic else ONLY_FAIL
    if magic:
        return ONLY_SUCCESS
    if role == d.BRUTE and quest_number > d.BRUTE_LAST_FREE_QUEST:
        return ONLY_SUCCESS
    return BOTH


def vote_cards(cfg: Config, role: str, quest_number: int) -> tuple[str, ...]:
    """Hunter vote cards (§5.3 last row, R-21)."""
    if cfg.vote_constraints:
        return quest_cards(role, False, quest_number)
    return ONLY_SUCCESS if d.ROLES[role].side == d.GOOD else BOTH


def card_refusal(role: str, magic: bool, quest_number: int, card: str) -> str | None:
    """The error code for playing ``card`` (assumed refused), most specific first."""
    if role == d.YOUTH:
        return "youth_must_fail" if magic else "youth_cannot_fail"
    if d.ROLES[role].side == d.GOOD:
        return "good_must_succeed"
    if role == d.LUNATIC and not magic:
        return "lunatic_must_fail"
    if magic:
        return "magic_must_succeed"
    if role == d.BRUTE and quest_number > d.BRUTE_LAST_FREE_QUEST:
        return "brute_must_succeed"
    return None


def loyalty_cards(cfg: Config, role: str) -> tuple[str, ...]:
    """The Loyalty card a checked player may pass (§5.7)."""
    if role == d.TROUBLEMAKER:
        return LOYALTY_EVIL
    if role == d.TRICKSTER:
        return LOYALTY_GOOD if cfg.trickster_must_lie else LOYALTY_BOTH
    return LOYALTY_GOOD if d.ROLES[role].side == d.GOOD else LOYALTY_EVIL


def loyalty_refusal(role: str) -> str:
    if role == d.TROUBLEMAKER:
        return "troublemaker_must_show_evil"
    if role == d.TRICKSTER:
        return "trickster_must_lie"
    return "loyalty_must_match"


def seats_with(roles: Sequence[str] | None, role: str) -> tuple[int, ...]:
    if roles is None:
        return ()
    return tuple(i for i, r in enumerate(roles) if r == role)


def knowledge(cfg: Config, roles: Sequence[str], set_aside: Sequence[str], seat: int) -> dict[str, Any]:
    """What ``seat`` learns at the reveal (§4 "Knows at reveal"), without the Cleric's answer."""
    role = roles[seat]
    out: dict[str, Any] = {"role": role, "side": side(role)}
    if role in cfg.sighted and cfg.evil_segment:
        seen = cfg.sighted.union(cfg.thumb_roles)
        out["evil"] = [p for p, r in enumerate(roles) if p != seat and r in seen]
    if role == d.MORGAN and d.SCION in cfg.in_list:
        scions = seats_with(roles, d.SCION)
        out["scion"] = scions[0] if scions else None
    if role == d.ARTHUR:
        morgans = seats_with(roles, d.MORGAN)
        out["morgan"] = morgans[0] if morgans else None
    if role == d.BLIND_HUNTER and cfg.hunter_sees_set_aside and set_aside:
        out["set_aside"] = set_aside[0]
    return out


# -- transitions: legal seats ---------------------------------------------------------------------------------

def next_leader_options(cfg: Config, leaders: Sequence[int], holders: Sequence[int]) -> tuple[int, ...]:
    return tuple(p for p in range(cfg.n) if p not in leaders and (cfg.amulet_holders_may_lead or p not in holders))


def amulet_holder_options(cfg: Config, leaders: Sequence[int], holders: Sequence[int]) -> tuple[int, ...]:
    return tuple(p for p in range(cfg.n) if p not in leaders and p not in holders)


def amulet_target_options(cfg: Config, holder: int, holders: Sequence[int], checked: Sequence[int]) -> tuple[int, ...]:
    return tuple(p for p in range(cfg.n) if p != holder and p not in holders and p not in checked)


def cleric_enforced(cfg: Config, roles: Sequence[str] | None) -> bool:
    """Whether a Hunt naming no Cleric is refused now (§5.10)."""
    if cfg.cleric_mode == CLERIC_ENFORCE:
        return True
    if cfg.cleric_mode == CLERIC_IF_DEALT:
        return cfg.app and roles is not None and d.CLERIC in roles
    return False


def cleric_scored(cfg: Config) -> bool:
    """Whether a Hunt naming no Cleric is scored as failed when a Cleric was dealt (R-19, §8 clericRuleScored).

    Not in the Director's Cut at 4-5 with the set-aside card shown to the Blind Hunter (CLERIC_IF_DEALT): there the
    rule is a refusal; physical mode cannot refuse (the app does not know the card) and audits it instead (§5.12).
    """
    return cfg.cleric_mode == CLERIC_SCORED


def cleric_breach(cfg: Config, roles: Sequence[str], namings: Sequence[tuple[int, str]]) -> bool:
    """Physical Director's Cut 4-5: the Blind Hunter, who saw the set-aside card, named no Cleric while one was dealt."""
    return (cfg.cleric_mode == CLERIC_IF_DEALT and len(namings) == 2 and d.CLERIC in roles
            and all(r != d.CLERIC for _, r in namings))


def naming_correct(roles: Sequence[str], player: int, role: str) -> bool:
    actual = roles[player]
    return actual == role or (role == d.LOYAL_SERVANT and actual in d.COUNTS_AS_LOYAL_SERVANT)


def hunt_outcome(cfg: Config, roles: Sequence[str], namings: Sequence[tuple[int, str]]) -> tuple[str, str]:
    """(winning side, reason key) for a Hunt (§8 huntWinner)."""
    (p1, r1), (p2, r2) = namings
    if cleric_scored(cfg) and d.CLERIC in roles and d.CLERIC not in (r1, r2):
        return d.GOOD, "hunt_cleric"
    if r1 == d.ARTHUR and roles[p1] == d.ARTHUR:
        return d.EVIL, "hunt_arthur"
    if naming_correct(roles, p1, r1) and naming_correct(roles, p2, r2):
        return d.EVIL, "hunt_both"
    return d.GOOD, "hunt_missed"


def last_chance_ok(roles: Sequence[str], hands: Iterable[tuple[int, int]], revealer: int | None) -> bool:
    """Good's Last Chance succeeds (§2.7): every Good hand on Evil, every Evil but the revealed Revealer covered."""
    covered: set[int] = set()
    for owner, target in hands:
        if side(roles[owner]) == d.GOOD:
            if side(roles[target]) != d.EVIL:
                return False
            covered.add(target)
    return all(p in covered for p, r in enumerate(roles) if side(r) == d.EVIL and p != revealer)


def mutineers_joining(roles: Sequence[str], hands: Sequence[tuple[int, int]]) -> tuple[int, ...]:
    out = []
    for m in seats_with(roles, d.MUTINEER):
        targets = [t for o, t in hands if o == m]
        if len(targets) == 2 and all(side(roles[t]) == d.GOOD for t in targets):
            out.append(m)
    return tuple(out)


def fail_range(role: str, magic: bool, quest_number: int) -> tuple[int, int]:
    cards = quest_cards(role, magic, quest_number)
    return (0 if d.SUCCESS in cards else 1), (1 if d.FAIL in cards else 0)


# -- questions about a state -----------------------------------------------------------------------------------

def is_seat(value: Any, n: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < n


def seat_name(state: QuestState, seat: int | None) -> str:
    return "?" if seat is None else state.cfg.names[seat]


def point_targets(state: QuestState, seat: int) -> tuple[int, ...]:
    return _targets(state.cfg.n, seat, state.revealer)


@lru_cache(maxsize=1024)
def _targets(n: int, seat: int, revealer: int | None) -> tuple[int, ...]:
    """The players ``seat`` may point at (not himself, never the revealed Revealer)."""
    return tuple(p for p in range(n) if p != seat and p != revealer)


def raised(state: QuestState, owner: int) -> list[int]:
    return [tg for o, tg in state.hands if o == owner]


def remaining_roles(state: QuestState) -> tuple[Counter[str], Counter[int]]:
    assigned = [r for r in state.revealed if r is not None]
    remaining = Counter(state.cfg.role_list)
    remaining.subtract(assigned)
    taken = Counter(state.cfg.pools.pool_of[r] for r in assigned)
    return remaining, taken


def feasible_roles(state: QuestState) -> tuple[str, ...]:
    """Physical end: the roles the next revealed card may still be (the role list, each pool's take)."""
    remaining, taken = remaining_roles(state)
    pools = state.cfg.pools
    return tuple(sorted(r for r, k in remaining.items() if k > 0 and taken[pools.pool_of[r]] < pools.take[pools.pool_of[r]]))


def next_unrevealed(state: QuestState) -> int | None:
    for p, r in enumerate(state.revealed):
        if r is None:
            return p
    return None
