"""Options, setup validation and the per-game configuration derived from a setup."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core import OptionSpec, Problem, Setup

from . import data as d
from . import texts as t

# Option keys (records and the command line use these).
MODE = "mode"
VARIANT = "variant"
UNKNOWN_ROLES = "unknown_roles"
HUNTER_VARIANT = "hunter_variant"
ERRATA_HUNT = "errata_hunt"
FIRST_LEADER = "first_leader"
AMULET_HOLDERS_MAY_LEAD = "amulet_holders_may_lead"
TRICKSTER_MUST_LIE = "trickster_must_lie"
OPTIONAL_ROLES_KEEP_SIDES = "optional_roles_keep_sides"
FOUR_PLAYER_BOARD_SIDE = "four_player_board_side"
HUNT_BELOW_SIX = "hunt_below_six_players"
DC_HUNTER_SEES_SET_ASIDE = "dc_hunter_sees_set_aside"
UNKNOWN_ROLES_CLERIC_HUNT = "unknown_roles_cleric_hunt"
HUNTER_VOTE_ROLE_CONSTRAINTS = "hunter_vote_role_constraints"
ALL_LEADERS_EVIL_RULE = "all_leaders_evil_rule"
DISCUSSION_SECONDS = "discussion_seconds"

PHYSICAL = "physical"
APP = "app"

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(MODE, APP, t.OPT_MODE, t.OPT_MODE_HELP, (PHYSICAL, APP), (t.OPT_MODE_PHYSICAL, t.OPT_MODE_APP)),
    OptionSpec(VARIANT, d.STANDARD, t.OPT_VARIANT, t.OPT_VARIANT_HELP, (d.STANDARD, d.DIRECTORS_CUT),
               (t.OPT_VARIANT_STANDARD, t.OPT_VARIANT_DC)),
    OptionSpec(UNKNOWN_ROLES, False, t.OPT_UNKNOWN, t.OPT_UNKNOWN_HELP),
    OptionSpec(HUNTER_VARIANT, False, t.OPT_HUNTER, t.OPT_HUNTER_HELP),
    OptionSpec(ERRATA_HUNT, True, t.OPT_ERRATA, t.OPT_ERRATA_HELP),
    OptionSpec(FIRST_LEADER, "random", t.OPT_FIRST_LEADER, t.OPT_FIRST_LEADER_HELP, ("random", "chosen"),
               (t.OPT_FIRST_LEADER_RANDOM, t.OPT_FIRST_LEADER_CHOSEN)),
    OptionSpec(AMULET_HOLDERS_MAY_LEAD, False, t.OPT_AMULET_LEAD, t.OPT_AMULET_LEAD_HELP),
    OptionSpec(TRICKSTER_MUST_LIE, False, t.OPT_TRICKSTER_LIE, t.OPT_TRICKSTER_LIE_HELP),
    OptionSpec(OPTIONAL_ROLES_KEEP_SIDES, True, t.OPT_KEEP_SIDES, t.OPT_KEEP_SIDES_HELP),
    OptionSpec(FOUR_PLAYER_BOARD_SIDE, "own", t.OPT_BOARD_SIDE, t.OPT_BOARD_SIDE_HELP, ("own", "other"),
               (t.OPT_BOARD_SIDE_OWN, t.OPT_BOARD_SIDE_OTHER)),
    OptionSpec(HUNT_BELOW_SIX, True, t.OPT_HUNT_SMALL, t.OPT_HUNT_SMALL_HELP),
    OptionSpec(DC_HUNTER_SEES_SET_ASIDE, True, t.OPT_DC_SEES, t.OPT_DC_SEES_HELP),
    OptionSpec(UNKNOWN_ROLES_CLERIC_HUNT, "scored", t.OPT_UR_CLERIC, t.OPT_UR_CLERIC_HELP, ("scored", "pile"),
               (t.OPT_UR_CLERIC_SCORED, t.OPT_UR_CLERIC_PILE)),
    OptionSpec(HUNTER_VOTE_ROLE_CONSTRAINTS, False, t.OPT_VOTE_CONSTRAINTS, t.OPT_VOTE_CONSTRAINTS_HELP),
    OptionSpec(ALL_LEADERS_EVIL_RULE, True, t.OPT_ALL_LEADERS, t.OPT_ALL_LEADERS_HELP),
    OptionSpec(DISCUSSION_SECONDS, d.DISCUSSION_SECONDS, t.OPT_DISCUSSION, t.OPT_DISCUSSION_HELP),
)
DEFAULTS: dict[str, Any] = {s.key: s.default for s in OPTION_SPECS}

# How the Hunt's Cleric rule (§5.10, R-19) applies.
CLERIC_NONE = "none"  # no Cleric card in the role list
CLERIC_ENFORCE = "enforce"  # a naming without Cleric is refused
CLERIC_IF_DEALT = "if_dealt"  # Director's Cut 4-5, the Blind Hunter saw the set-aside card: refused iff a Cleric was dealt
CLERIC_SCORED = "scored"  # accepted; a Hunt naming no Cleric fails if a Cleric was dealt


def opts(setup: Setup) -> dict[str, Any]:
    return {**DEFAULTS, **setup.options}


def side_of(role: str) -> str:
    return d.ROLES[role].side


def side_counts(roles: tuple[str, ...] | list[str]) -> tuple[int, int]:
    good = sum(1 for r in roles if d.ROLES[r].side == d.GOOD)
    return good, len(roles) - good


def table_counts(variant: str, n: int) -> tuple[int, int]:
    return d.SIDE_COUNTS[variant][n]


def recommended_roles(n: int, options: Mapping[str, Any]) -> tuple[str, ...]:
    o = {**DEFAULTS, **options}
    variant = o[VARIANT]
    if not d.MIN_PLAYERS <= n <= d.MAX_PLAYERS:
        return ()
    if o[UNKNOWN_ROLES]:
        if n <= 5:
            return (*d.UR_SMALL_GOOD_PILE[n], *d.UR_SMALL_EVIL_PILE)
        base = d.STANDARD_ROLES[n] if variant == d.STANDARD else d.DC_ROLES[n]
        good = [r for r in base if side_of(r) == d.GOOD]
        evil = [r for r in base if side_of(r) == d.EVIL and r != d.MORGAN]
        good += d.UR_RECOMMENDED_GOOD_EXTRA[variant]
        evil += d.UR_RECOMMENDED_EVIL_EXTRA[variant]
        return (*good, *evil, d.MORGAN)
    return d.STANDARD_ROLES[n] if variant == d.STANDARD else d.DC_ROLES[n]


@dataclass(frozen=True, slots=True)
class Pools:
    """How the role list is dealt: each pool deals ``take`` of its cards; the rest is set aside unseen."""

    cards: tuple[tuple[str, ...], ...]
    take: tuple[int, ...]
    pool_of: Mapping[str, int]


def pools_for(setup: Setup) -> Pools | None:
    """The deal structure for a valid setup, or None when the role list does not fit one."""
    o = opts(setup)
    n = setup.count
    roles = setup.roles
    variant = o[VARIANT]
    good = tuple(r for r in roles if side_of(r) == d.GOOD)
    evil = tuple(r for r in roles if side_of(r) == d.EVIL)
    if o[UNKNOWN_ROLES]:
        if n <= 5:
            groups = ((good, len(good) - d.UR_SMALL_GOOD_DISCARDS), (evil, len(evil)))
        else:
            rest = tuple(r for r in evil if r != d.MORGAN)
            groups = ((good, len(good) - d.UR_DISCARDS), (rest, len(rest) - d.UR_DISCARDS), ((d.MORGAN,), 1))
    elif variant == d.DIRECTORS_CUT and n <= 5 and len(roles) == n + 1:
        groups = ((good, len(good) - 1), (evil, len(evil)))
    elif variant == d.DIRECTORS_CUT and len(roles) == n + 1:
        slot = tuple(r for r in roles if r in d.DC_SLOTS[n])
        rest = tuple(r for r in roles if r not in d.DC_SLOTS[n])
        groups = ((slot, len(slot) - 1), (rest, len(rest)))
    else:
        groups = ((roles, len(roles)),)
    groups = tuple(g for g in groups if g[0])
    if sum(k for _, k in groups) != n or any(k < 0 for _, k in groups):
        return None
    pool_of: dict[str, int] = {}
    for i, (cards, _) in enumerate(groups):
        for r in cards:
            if pool_of.setdefault(r, i) != i:
                return None
    return Pools(tuple(c for c, _ in groups), tuple(k for _, k in groups), pool_of)


def validate(setup: Setup) -> list[Problem]:
    problems: list[Problem] = []
    n = setup.count
    o = opts(setup)
    if not d.MIN_PLAYERS <= n <= d.MAX_PLAYERS:
        return [Problem("error", "player_count", t.P_PLAYERS(count=n))]
    unknown = [r for r in setup.roles if r not in d.ROLES]
    if unknown:
        return [Problem("error", "unknown_role", t.P_UNKNOWN_ROLE(role=r)) for r in unknown]
    if not isinstance(o[DISCUSSION_SECONDS], int) or o[DISCUSSION_SECONDS] < 1:
        problems.append(Problem("error", "discussion_seconds", t.P_DISCUSSION()))
    roles = setup.roles
    counts = Counter(roles)
    variant = o[VARIANT]
    ur = o[UNKNOWN_ROLES]
    if counts[d.MORGAN] == 0:
        problems.append(Problem("error", "morgan_missing", t.P_NO_MORGAN()))
    elif counts[d.MORGAN] > 1:
        problems.append(Problem("error", "morgan_twice", t.P_TWO_MORGANS()))
    for role, k in counts.items():
        info = d.ROLES[role]
        limit = info.limit(n)
        if limit and k > limit and role != d.MORGAN:
            if limit < info.max_count:
                problems.append(Problem("error", "role_limit", t.P_ARCHDUKE_SECOND(players=info.full_count_from)))
            else:
                problems.append(Problem("error", "role_limit", t.P_ROLE_LIMIT(limit=limit, role=info.name, count=k)))
        if n < info.min_players:
            problems.append(Problem("error", "role_players", t.P_ROLE_MIN_PLAYERS(role=info.name, min=info.min_players)))
        if n > info.max_players:
            problems.append(Problem("error", "role_players", t.P_ROLE_MAX_PLAYERS(role=info.name, max=info.max_players)))
    good, evil = side_counts(roles)
    table_good, table_evil = table_counts(variant, n)
    if ur:
        if n <= 5:
            printed = (*d.UR_SMALL_GOOD_PILE[n], *d.UR_SMALL_EVIL_PILE)
            if Counter(printed) != counts:
                names = [d.ROLES[r].name for r in printed]
                problems.append(Problem("error", "unknown_roles_piles", t.P_UR_SMALL(players=n, roles=names)))
        else:
            want_good, want_evil = table_good + d.UR_DISCARDS, table_evil - 1 + d.UR_DISCARDS
            has_evil = evil - counts[d.MORGAN]
            if good != want_good or has_evil != want_evil:
                problems.append(Problem("error", "unknown_roles_piles", t.P_UR_PILES(
                    players=n, good=want_good, evil=want_evil, has_good=good, has_evil=has_evil)))
            if counts[d.BLIND_HUNTER] == 0:
                problems.append(Problem("error", "unknown_roles_hunter", t.P_UR_HUNTER()))
    elif variant == d.DIRECTORS_CUT and n <= 5:
        if good != table_good + 1 or evil != table_evil:
            problems.append(Problem("error", "side_count", t.P_DC_SMALL(players=n, evil=table_evil)))
    else:
        extra = 0
        if variant == d.DIRECTORS_CUT and len(roles) == n + 1:
            extra = 1
            slot = d.DC_SLOTS[n]
            if any(counts[r] != 1 for r in slot):
                problems.append(Problem("error", "dc_slot", t.P_DC_SLOT(roles=[d.ROLES[r].name for r in slot])))
        if len(roles) != n + extra:
            problems.append(Problem("error", "role_count", t.P_ROLE_COUNT(expected=n, players=n, count=len(roles))))
        elif (good - extra, evil) != (table_good, table_evil):
            if o[OPTIONAL_ROLES_KEEP_SIDES] or good - extra < 1 or evil < 1:
                problems.append(Problem("error", "side_count", t.P_SIDE_COUNT(
                    players=n, good=table_good + extra, evil=table_evil, has_good=good, has_evil=evil)))
            else:
                problems.append(Problem("warning", "side_balance", t.P_SIDE_BALANCE(
                    good=table_good, evil=table_evil, has_good=good - extra, has_evil=evil)))
    if not problems and pools_for(setup) is None:
        problems.append(Problem("error", "role_count", t.P_ROLE_COUNT(expected=n, players=n, count=len(roles))))
    # advice
    if variant == d.DIRECTORS_CUT and not ur and (counts[d.BLIND_HUNTER] == 0 or counts[d.CLERIC] == 0):
        problems.append(Problem("warning", "dc_roles", t.P_DC_ROLES()))
    uses_optional = any(d.ROLES[r].optional or d.ROLES[r].named_good for r in roles if r != d.BLIND_HUNTER)
    if uses_optional and counts[d.BLIND_HUNTER] == 0:
        problems.append(Problem("warning", "blind_hunter_advised", t.P_HUNTER_ADVISED()))
    if o[HUNTER_VARIANT] and counts[d.BLIND_HUNTER] == 0:
        problems.append(Problem("warning", "hunter_variant_unused", t.P_HUNTER_VARIANT_UNUSED()))
    if counts[d.BLIND_HUNTER] and n < d.HUNT_MIN_PLAYERS_AS_PRINTED and not o[HUNT_BELOW_SIX]:
        problems.append(Problem("warning", "hunt_unavailable", t.P_HUNT_UNAVAILABLE()))
    return problems


@dataclass(frozen=True, slots=True)
class Config:
    """Everything a game needs from its setup, computed once (states share it)."""

    n: int
    names: tuple[str, ...]
    variant: str
    app: bool
    unknown_roles: bool
    role_list: tuple[str, ...]
    in_list: frozenset[str]
    sizes: tuple[int, ...]
    thresholds: tuple[int, ...]
    amulet_after: frozenset[int]  # 0-based index of the quest after which an Amulet is handed out
    fails_to_final: int
    pools: Pools
    first_random: bool
    hunt_available: bool
    errata: bool
    hunter_vote: bool
    cleric_mode: str
    amulet_holders_may_lead: bool
    trickster_must_lie: bool
    vote_constraints: bool
    all_leaders_rule: bool
    discussion_seconds: int
    dc_small: bool
    hunter_sees_set_aside: bool
    thumb_roles: tuple[str, ...]
    evil_segment: bool
    sighted: frozenset[str]


def build_config(setup: Setup) -> Config:
    o = opts(setup)
    n = setup.count
    variant = o[VARIANT]
    board = variant
    if n == 4 and o[FOUR_PLAYER_BOARD_SIDE] == "other":
        board = d.DIRECTORS_CUT if variant == d.STANDARD else d.STANDARD
    sizes = d.QUEST_SIZES[board][n]
    two = d.TWO_FAIL_QUESTS[board][n]
    thresholds = tuple(2 if q + 1 in two else 1 for q in range(len(sizes)))
    in_list = frozenset(setup.roles)
    ur = bool(o[UNKNOWN_ROLES])
    dc_small = variant == d.DIRECTORS_CUT and n <= 5
    sees = dc_small and not ur and bool(o[DC_HUNTER_SEES_SET_ASIDE]) and d.BLIND_HUNTER in in_list
    hunt_available = d.BLIND_HUNTER in in_list and (n >= d.HUNT_MIN_PLAYERS_AS_PRINTED or bool(o[HUNT_BELOW_SIX]))
    if d.CLERIC not in in_list:
        cleric = CLERIC_NONE
    elif ur:
        cleric = CLERIC_ENFORCE if o[UNKNOWN_ROLES_CLERIC_HUNT] == "pile" else CLERIC_SCORED
    elif dc_small:
        cleric = CLERIC_IF_DEALT if sees else CLERIC_SCORED
    else:
        cleric = CLERIC_ENFORCE
    thumbs = []
    if d.BLIND_HUNTER in in_list and not (variant == d.DIRECTORS_CUT and n >= 6):
        thumbs.append(d.BLIND_HUNTER)
    if d.MUTINEER in in_list:
        thumbs.append(d.MUTINEER)
    sighted = frozenset(r for r in d.ROLES if d.ROLES[r].sighted)
    evil_segment = bool(thumbs) or any(r in sighted and r != d.MORGAN for r in in_list)
    pools = pools_for(setup)
    assert pools is not None, "build_config needs a validated setup"
    return Config(
        n=n, names=setup.players, variant=variant, app=o[MODE] == APP, unknown_roles=ur, role_list=setup.roles,
        in_list=in_list, sizes=sizes, thresholds=thresholds,
        amulet_after=frozenset(k - 1 for k in d.AMULETS_AFTER[variant][n]), fails_to_final=d.fails_to_final(n),
        pools=pools, first_random=o[FIRST_LEADER] == "random", hunt_available=hunt_available,
        errata=variant == d.STANDARD and bool(o[ERRATA_HUNT]) and hunt_available,
        hunter_vote=bool(o[HUNTER_VARIANT]) and hunt_available, cleric_mode=cleric,
        amulet_holders_may_lead=bool(o[AMULET_HOLDERS_MAY_LEAD]), trickster_must_lie=bool(o[TRICKSTER_MUST_LIE]),
        vote_constraints=bool(o[HUNTER_VOTE_ROLE_CONSTRAINTS]), all_leaders_rule=bool(o[ALL_LEADERS_EVIL_RULE]),
        discussion_seconds=int(o[DISCUSSION_SECONDS]), dc_small=dc_small, hunter_sees_set_aside=sees,
        thumb_roles=tuple(thumbs), evil_segment=evil_segment, sighted=sighted,
    )
