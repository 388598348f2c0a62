"""Quest: the rules engine (standard game, Director's Cut, Unknown Roles, Hunter variant, errata Hunt).

Two input modes share these rules. In "app" mode the engine deals (a chance step) and every private
choice is a choice of the seat concerned, checked against its role. In "physical" mode the table uses
its own cards: the moderator enters what everyone sees (team, Magic Token, number of Fails, namings,
raised hands...) and, at the end, the character cards revealed; role rules are then audited.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any

from engine import errors
from engine.core import (
    PUBLIC,
    Action,
    ChanceStep,
    Choice,
    Event,
    Game,
    OneOf,
    OptionSpec,
    Problem,
    Result,
    ScriptStep,
    Setup,
    SubsetOf,
    Viewer,
)
from engine.errors import IllegalAction
from engine.i18n import Msg, Text

from . import config as c
from . import data as d
from . import rules, views
from . import state as s
from . import texts as t
from .script import reveal_script
from .state import QuestState, evolve

ACTION_TYPES = frozenset({
    "first_leader", "deal", "leader_loyalty", "reveal_done", "team", "magic", "quest_card", "quest_result",
    "next_leader", "amulet", "amulet_check", "loyalty", "revealer", "discussion_done", "hunt_decision", "hunter",
    "vote_card", "vote_result", "hunt_naming", "hunt_withdraw", "point", "hands", "mutineer_hands", "apprentice_hand", "duke",
    "archduke", "reveal_role",
})

REASONS = {
    "hunt_cleric": t.R_HUNT_CLERIC, "hunt_arthur": t.R_HUNT_ARTHUR, "hunt_both": t.R_HUNT_BOTH,
    "hunt_missed": t.R_HUNT_MISSED,
}


def _is_seat(value: Any, n: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < n


@lru_cache(maxsize=512)
def _hand_sets(candidates: tuple[int, ...]) -> tuple[list[int], ...]:
    """Every set of 0-2 raised hands at ``candidates`` (physical entry of the hands after lowering)."""
    out: list[list[int]] = [[]]
    out += [[p] for p in candidates]
    out += [list(pair) for pair in combinations(candidates, 2)]
    return tuple(out)


class QuestGame(Game[QuestState]):
    id = "quest"
    title = t.TITLE
    min_players = d.MIN_PLAYERS
    max_players = d.MAX_PLAYERS

    # -- setup ---------------------------------------------------------------------------------------------
    def option_specs(self) -> Sequence[OptionSpec]:
        return c.OPTION_SPECS

    def recommended_roles(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        return c.recommended_roles(players, options)

    def validate(self, setup: Setup) -> list[Problem]:
        return c.validate(setup)

    def phase_name(self, phase: str) -> Text | None:
        return t.PHASE_NAMES.get(phase)

    def param_name(self, action_type: str, param: str) -> Text | None:
        return t.PARAM_NAMES.get((action_type, param))

    def role_summary(self, role: str) -> Text | None:
        info = d.ROLES.get(role)
        return info.summary if info is not None else None

    def start(self, setup: Setup) -> QuestState:
        cfg = c.build_config(setup)
        return QuestState(cfg)

    def action_types(self) -> frozenset[str]:
        return ACTION_TYPES

    def player_label(self, state: QuestState, player: int | None) -> str:
        if player is None or not 0 <= player < state.cfg.n:
            return "?"
        return state.cfg.names[player]

    def script(self, setup: Setup) -> list[ScriptStep]:
        return reveal_script(setup)

    # -- chance --------------------------------------------------------------------------------------------
    def chance(self, state: QuestState) -> ChanceStep | None:
        if state.phase == s.FIRST_LEADER and state.cfg.first_random:
            n = state.cfg.n
            return ChanceStep("first_leader", lambda rng: Action("first_leader", None, {"seat": rng.randrange(n)}))
        if state.phase == s.DEAL:
            pools = state.cfg.pools
            return ChanceStep("deal", lambda rng: _draw_deal(pools, rng))
        return None

    def check_chance(self, state: QuestState, action: Action) -> None:
        cfg = state.cfg
        if action.type == "first_leader":
            if not _is_seat(action.get("seat"), cfg.n) or set(action.params) != {"seat"}:
                raise IllegalAction(errors.BAD_CHANCE, errors.T_BAD_CHANCE())
            return
        roles, aside = action.get("roles"), action.get("set_aside", [])
        ok = (isinstance(roles, list) and isinstance(aside, list) and len(roles) == cfg.n
              and all(isinstance(r, str) and r in d.ROLES for r in [*roles, *aside])
              and Counter(roles) + Counter(aside) == Counter(cfg.role_list))
        if ok:
            taken = Counter(cfg.pools.pool_of[r] for r in roles)
            ok = all(taken[i] == k for i, k in enumerate(cfg.pools.take))
        if not ok:
            raise IllegalAction(errors.BAD_CHANCE, errors.T_BAD_CHANCE())

    # -- choices -------------------------------------------------------------------------------------------
    def choices(self, state: QuestState) -> list[Choice]:
        if state.outcome is not None:
            return []
        handler = _CHOICES.get(state.phase)
        return handler(state) if handler else []

    # -- checks with specific reasons ------------------------------------------------------------------------
    def check(self, state: QuestState, action: Action) -> None:
        if state.outcome is None and self.chance(state) is None:
            specific = _CHECKS.get(action.type)
            if specific is not None:
                specific(state, action)
        super().check(state, action)

    # -- apply ---------------------------------------------------------------------------------------------
    def apply(self, state: QuestState, action: Action) -> tuple[QuestState, list[Event]]:
        events: list[Event] = []
        new = _APPLY[action.type](state, action, events)
        return new, events

    # -- results and views ---------------------------------------------------------------------------------
    def result(self, state: QuestState) -> Result | None:
        return state.outcome

    def seat_secrets(self, state: QuestState) -> Mapping[int, Sequence[str]]:
        if state.outcome is not None or state.roles is None:
            return {}
        shown = {state.revealer, state.hunter}
        # An Apprentice's second raised hand is seen by the whole table (§2.7), and names him.
        shown |= {owner for step, owner, hand in state.powers if step == s.APPRENTICE and hand is not None}
        return {p: (r, str(d.ROLES[r].name)) for p, r in enumerate(state.roles) if p not in shown}

    def view(self, state: QuestState, viewer: Viewer) -> dict[str, Any]:
        return views.view(state, viewer, self.choices)


# ==========================================================================================================
# deal


def _draw_deal(pools: c.Pools, rng: random.Random) -> Action:
    dealt: list[str] = []
    aside: list[str] = []
    for cards, take in zip(pools.cards, pools.take, strict=True):
        order = list(cards)
        rng.shuffle(order)
        dealt += order[:take]
        aside += order[take:]
    rng.shuffle(dealt)
    return Action("deal", None, {"roles": dealt, "set_aside": sorted(aside)})


# ==========================================================================================================
# helpers


def _name(state: QuestState, seat: int | None) -> str:
    return "?" if seat is None else state.cfg.names[seat]


def _point_targets(state: QuestState, seat: int) -> tuple[int, ...]:
    return _targets(state.cfg.n, seat, state.revealer)


@lru_cache(maxsize=1024)
def _targets(n: int, seat: int, revealer: int | None) -> tuple[int, ...]:
    """The players ``seat`` may point at (not himself, never the revealed Revealer)."""
    return tuple(p for p in range(n) if p != seat and p != revealer)


def _raised(state: QuestState, owner: int) -> list[int]:
    return [tg for o, tg in state.hands if o == owner]


def _remaining_roles(state: QuestState) -> tuple[Counter[str], Counter[int]]:
    assigned = [r for r in state.revealed if r is not None]
    remaining = Counter(state.cfg.role_list)
    remaining.subtract(assigned)
    taken = Counter(state.cfg.pools.pool_of[r] for r in assigned)
    return remaining, taken


def _feasible_roles(state: QuestState) -> tuple[str, ...]:
    remaining, taken = _remaining_roles(state)
    pools = state.cfg.pools
    return tuple(sorted(r for r, k in remaining.items() if k > 0 and taken[pools.pool_of[r]] < pools.take[pools.pool_of[r]]))


def _next_unrevealed(state: QuestState) -> int | None:
    for p, r in enumerate(state.revealed):
        if r is None:
            return p
    return None


# ==========================================================================================================
# choices per phase

# Prompts without parameters are built once (messages are immutable values).
_PR_FIRST_LEADER = t.PR_FIRST_LEADER()
_PR_LEADER_LOYALTY = t.PR_LEADER_LOYALTY()
_PR_REVEAL_DONE = t.PR_REVEAL_DONE()
_PR_MAGIC = t.PR_MAGIC()
_PR_CARD = t.PR_CARD()
_PR_FAILS = t.PR_FAILS()
_PR_NEXT_LEADER = t.PR_NEXT_LEADER()
_PR_AMULET = t.PR_AMULET()
_PR_AMULET_CHECK = t.PR_AMULET_CHECK()
_PR_LOYALTY = t.PR_LOYALTY()
_PR_REVEALER = t.PR_REVEALER()
_PR_DISCUSSION_DONE = t.PR_DISCUSSION_DONE()
_PR_HUNT_DECISION = t.PR_HUNT_DECISION()
_PR_HUNTER = t.PR_HUNTER()
_PR_HUNT = t.PR_HUNT()
_PR_HUNT_WITHDRAW = t.PR_HUNT_WITHDRAW()
_PR_MUTINEER = t.PR_MUTINEER()
_PR_APPRENTICE = t.PR_APPRENTICE()
_PR_DUKE = t.PR_DUKE()
_PR_ARCHDUKE = t.PR_ARCHDUKE()
_PR_POINT = {k: t.PR_POINT(count=k) for k in (1, 2)}


@lru_cache(maxsize=256)
def _hands_prompt(name: str) -> Msg:
    return t.PR_HANDS(player=name)


def _ch_first_leader(state: QuestState) -> list[Choice]:
    return [Choice("first_leader", None, {"seat": OneOf(tuple(range(state.cfg.n)))}, _PR_FIRST_LEADER)]


def _ch_leader_loyalty(state: QuestState) -> list[Choice]:
    leader = state.leaders[0]
    assert state.roles is not None
    cards = rules.loyalty_cards(state.cfg, state.roles[leader])
    return [Choice("leader_loyalty", leader, {"card": OneOf(cards)}, _PR_LEADER_LOYALTY)]


def _ch_reveal(state: QuestState) -> list[Choice]:
    return [Choice("reveal_done", None, {}, _PR_REVEAL_DONE)]


def _ch_team(state: QuestState) -> list[Choice]:
    q = state.quest_index
    size = state.cfg.sizes[q]
    return [Choice("team", state.leaders[q], {"players": SubsetOf(tuple(range(state.cfg.n)), size)},
                   t.PR_TEAM(size=size, quest=q + 1))]


def _ch_magic(state: QuestState) -> list[Choice]:
    q = state.quest_index
    return [Choice("magic", state.leaders[q], {"holder": OneOf(state.teams[q])}, _PR_MAGIC)]


def _ch_quest(state: QuestState) -> list[Choice]:
    q = state.quest_index
    team = state.teams[q]
    cfg = state.cfg
    if not cfg.app:
        return [Choice("quest_result", None, {"fails": OneOf(tuple(range(len(team) + 1)))}, _PR_FAILS)]
    assert state.roles is not None
    done = {p for p, _ in state.cards}
    holder = state.magic[q]
    return [_card_choice("quest_card", p, rules.quest_cards(state.roles[p], p == holder, q + 1)) for p in team if p not in done]


@lru_cache(maxsize=256)
def _card_choice(kind: str, player: int, cards: tuple[str, ...]) -> Choice:
    """A quest or Hunter-vote card choice (immutable, so shared between states)."""
    return Choice(kind, player, {"card": OneOf(cards)}, _PR_CARD)


def _ch_next_leader(state: QuestState) -> list[Choice]:
    options = rules.next_leader_options(state.cfg, state.leaders, state.amulet_holders)
    return [Choice("next_leader", state.leaders[-1], {"leader": OneOf(options)}, _PR_NEXT_LEADER)]


def _ch_amulet(state: QuestState) -> list[Choice]:
    options = rules.amulet_holder_options(state.cfg, state.leaders, state.amulet_holders)
    return [Choice("amulet", state.leaders[-2], {"holder": OneOf(options)}, _PR_AMULET)]


def _ch_amulet_check(state: QuestState) -> list[Choice]:
    holder = state.amulet_holders[-1]
    options = rules.amulet_target_options(state.cfg, holder, state.amulet_holders, state.checked)
    return [Choice("amulet_check", holder, {"target": OneOf(options)}, _PR_AMULET_CHECK)]


def _ch_loyalty(state: QuestState) -> list[Choice]:
    target = state.checked[-1]
    assert state.roles is not None
    return [Choice("loyalty", target, {"card": OneOf(rules.loyalty_cards(state.cfg, state.roles[target]))}, _PR_LOYALTY)]


def _ch_revealer(state: QuestState) -> list[Choice]:
    seats: tuple[int | None, ...] = tuple(range(state.cfg.n))
    if state.cfg.unknown_roles:
        seats = (None, *seats)
    return [Choice("revealer", None, {"seat": OneOf(seats)}, _PR_REVEALER)]


def _ch_discussion(state: QuestState) -> list[Choice]:
    return [Choice("discussion_done", None, {}, _PR_DISCUSSION_DONE)]


def _ch_hunt_decision(state: QuestState) -> list[Choice]:
    hunters = rules.seats_with(state.roles, d.BLIND_HUNTER)
    if hunters:
        return [Choice("hunt_decision", hunters[0], {"hunt": OneOf((True, False))}, _PR_HUNT_DECISION)]
    return [Choice("hunt_decision", None, {"hunt": OneOf((False,))}, _PR_HUNT_DECISION)]


def _ch_hunter(state: QuestState) -> list[Choice]:
    seats: tuple[int | None, ...] = tuple(p for p in range(state.cfg.n) if p != state.revealer)
    if state.hunt_reason == s.HUNT_DECLARED or state.cfg.unknown_roles:
        seats = (None, *seats)
    return [Choice("hunter", None, {"seat": OneOf(seats)}, _PR_HUNTER)]


def _ch_hunter_vote(state: QuestState) -> list[Choice]:
    cfg = state.cfg
    if not cfg.app:
        return [Choice("vote_result", None, {"fails": OneOf(tuple(range(cfg.n + 1)))}, _PR_FAILS)]
    assert state.roles is not None
    done = {p for p, _ in state.votes}
    number = state.quest_index + 1
    return [_card_choice("vote_card", p, rules.vote_cards(cfg, state.roles[p], number)) for p in range(cfg.n) if p not in done]


def _ch_hunt(state: QuestState) -> list[Choice]:
    hunter = state.hunter
    assert hunter is not None
    named = {p for p, _ in state.namings}
    players = tuple(p for p in range(state.cfg.n) if p != hunter and p != state.revealer and p not in named)
    roles: tuple[str, ...] = d.GOOD_ROLES
    if state.namings and state.namings[0][1] != d.CLERIC and rules.cleric_enforced(state.cfg, state.roles):
        roles = (d.CLERIC,)
    naming = Choice("hunt_naming", hunter, {"target": OneOf(players), "role": OneOf(roles)}, _PR_HUNT)
    if not state.namings:
        return [naming]
    # The declaration is the pair (§2.5 step 5, §5.10): until the second naming is accepted the Blind Hunter may take
    # the first one back and declare again, so a refused pair leaves him every legal declaration (§5, §10 Ex. 4).
    return [naming, Choice("hunt_withdraw", hunter, {}, _PR_HUNT_WITHDRAW)]


def _ch_point(state: QuestState) -> list[Choice]:
    done = {p for p, _ in state.pointed}
    cfg = state.cfg
    out = []
    if cfg.app:
        assert state.roles is not None
        for p in range(cfg.n):
            if p not in done:
                k = 1 if state.roles[p] == d.APPRENTICE else 2
                out.append(Choice("point", p, {"targets": SubsetOf(_point_targets(state, p), k)}, _PR_POINT[k]))
    else:
        for p in range(cfg.n):
            if p not in done:
                out.append(Choice("hands", p, {"targets": OneOf(_hand_sets(_point_targets(state, p)))},
                                  _hands_prompt(cfg.names[p])))
    return out


_KEEP_BOTH = OneOf((True, False))
_KEEP_NONE = OneOf((False,))
_NO_HAND = OneOf((None,))


def _ch_mutineer(state: QuestState) -> list[Choice]:
    # A Mutineer card in the role list but not dealt (Unknown Roles): the moderator's single "no" (see _actors).
    return [Choice("mutineer_hands", m, {"keep": _KEEP_BOTH if m is not None else _KEEP_NONE}, _PR_MUTINEER)
            for m in state.queue[:1]]


def _ch_apprentice(state: QuestState) -> list[Choice]:
    out = []
    for a in state.queue:
        assert a is not None
        raised = _raised(state, a)
        targets = tuple(p for p in _point_targets(state, a) if p not in raised)
        out.append(Choice("apprentice_hand", a, {"target": OneOf((None, *targets))}, _PR_APPRENTICE))
    return out


def _ch_duke(state: QuestState) -> list[Choice]:
    actor = state.queue[0]
    if actor is None and state.cfg.app:
        return [Choice("duke", None, {"hand": _NO_HAND}, _PR_DUKE)]
    hands = tuple([o, tg] for o, tg in state.hands)
    return [Choice("duke", actor, {"hand": OneOf((None, *hands))}, _PR_DUKE)]


def _ch_archduke(state: QuestState) -> list[Choice]:
    actor = state.queue[0]
    if actor is None and state.cfg.app:
        return [Choice("archduke", None, {"move": _NO_HAND}, _PR_ARCHDUKE)]
    moves: list[list[int] | None] = [None]
    for o, tg in state.hands:
        other = [x for x in _raised(state, o) if x != tg]
        moves += [[o, tg, dest] for dest in _point_targets(state, o) if dest != tg and dest not in other]
    return [Choice("archduke", actor, {"move": OneOf(tuple(moves))}, _PR_ARCHDUKE)]


def _ch_reveal_roles(state: QuestState) -> list[Choice]:
    seat = _next_unrevealed(state)
    assert seat is not None
    return [Choice("reveal_role", seat, {"role": OneOf(_feasible_roles(state))}, t.PR_REVEAL_ROLE(player=state.cfg.names[seat]))]


_CHOICES = {
    s.FIRST_LEADER: _ch_first_leader, s.LEADER_LOYALTY: _ch_leader_loyalty, s.REVEAL: _ch_reveal, s.TEAM: _ch_team,
    s.MAGIC: _ch_magic, s.QUEST: _ch_quest, s.NEXT_LEADER: _ch_next_leader, s.AMULET: _ch_amulet,
    s.AMULET_CHECK: _ch_amulet_check, s.LOYALTY: _ch_loyalty, s.REVEALER: _ch_revealer, s.DISCUSSION: _ch_discussion,
    s.HUNT_DECISION: _ch_hunt_decision, s.HUNTER: _ch_hunter, s.HUNTER_VOTE: _ch_hunter_vote, s.HUNT: _ch_hunt,
    s.POINT: _ch_point, s.MUTINEER: _ch_mutineer, s.APPRENTICE: _ch_apprentice, s.DUKE: _ch_duke,
    s.ARCHDUKE: _ch_archduke, s.REVEAL_ROLES: _ch_reveal_roles,
}


# ==========================================================================================================
# specific refusals (run before the generic check; silent when the generic reason is the right one)


def _refuse(code: str, msg: Msg) -> None:
    raise IllegalAction(code, msg)


def _chk_team(state: QuestState, a: Action) -> None:
    if state.phase != s.TEAM or a.player != state.leaders[state.quest_index]:
        return
    players = a.get("players")
    q = state.quest_index
    size = state.cfg.sizes[q]
    if not isinstance(players, list) or len(players) != size or len(set(map(repr, players))) != len(players):
        _refuse("team_size", t.E_TEAM_SIZE(quest=q + 1, size=size))


def _chk_magic(state: QuestState, a: Action) -> None:
    if state.phase != s.MAGIC or a.player != state.leaders[state.quest_index]:
        return
    holder = a.get("holder")
    if _is_seat(holder, state.cfg.n) and holder not in state.teams[state.quest_index]:
        _refuse("magic_not_on_team", t.E_MAGIC_NOT_ON_TEAM(player=_name(state, holder)))


def _chk_quest_card(state: QuestState, a: Action) -> None:
    if state.phase != s.QUEST or not state.cfg.app or not _is_seat(a.player, state.cfg.n):
        return
    q = state.quest_index
    player = a.player
    assert player is not None and state.roles is not None
    if player not in state.teams[q]:
        _refuse("not_on_team", t.E_NOT_ON_TEAM(player=_name(state, player), quest=q + 1))
    if any(p == player for p, _ in state.cards):
        _refuse("already_played", t.E_ALREADY_PLAYED(player=_name(state, player)))
    card = a.get("card")
    role = state.roles[player]
    magic = state.magic[q] == player
    if card in rules.BOTH and card not in rules.quest_cards(role, magic, q + 1):
        _card_refusal(state, player, role, magic, q + 1)


def _card_refusal(state: QuestState, player: int, role: str, magic: bool, number: int) -> None:
    code = rules.card_refusal(role, magic, number, "")
    name = _name(state, player)
    msgs = {"youth_must_fail": t.E_YOUTH_MUST_FAIL, "youth_cannot_fail": t.E_YOUTH_CANNOT_FAIL,
            "good_must_succeed": t.E_GOOD_MUST_SUCCEED, "lunatic_must_fail": t.E_LUNATIC_MUST_FAIL,
            "magic_must_succeed": t.E_MAGIC_MUST_SUCCEED, "brute_must_succeed": t.E_BRUTE_MUST_SUCCEED}
    if code is not None:
        _refuse(code, msgs[code](player=name))


def _chk_vote_card(state: QuestState, a: Action) -> None:
    if state.phase != s.HUNTER_VOTE or not state.cfg.app or not _is_seat(a.player, state.cfg.n):
        return
    player = a.player
    assert player is not None and state.roles is not None
    if any(p == player for p, _ in state.votes):
        _refuse("already_played", t.E_ALREADY_PLAYED(player=_name(state, player)))
    card = a.get("card")
    number = state.quest_index + 1
    if card in rules.BOTH and card not in rules.vote_cards(state.cfg, state.roles[player], number):
        if state.cfg.vote_constraints:
            _card_refusal(state, player, state.roles[player], False, number)
        _refuse("good_must_succeed", t.E_GOOD_MUST_SUCCEED(player=_name(state, player)))


def _chk_fails(state: QuestState, a: Action) -> None:
    if state.cfg.app:
        return
    if a.type == "quest_result" and state.phase == s.QUEST:
        top = state.cfg.sizes[state.quest_index]
    elif a.type == "vote_result" and state.phase == s.HUNTER_VOTE:
        top = state.cfg.n
    else:
        return
    fails = a.get("fails")
    if isinstance(fails, int) and not isinstance(fails, bool) and not 0 <= fails <= top:
        _refuse("fails_range", t.E_FAILS_RANGE(max=top, fails=fails))


def _chk_next_leader(state: QuestState, a: Action) -> None:
    if state.phase != s.NEXT_LEADER or a.player != state.leaders[-1]:
        return
    p = a.get("leader")
    if not _is_seat(p, state.cfg.n):
        return
    if p in state.leaders:
        _refuse("veteran_leader", t.E_VETERAN_LEADER(player=_name(state, p), quest=state.leaders.index(p) + 1))
    if p in state.amulet_holders and not state.cfg.amulet_holders_may_lead:
        _refuse("amulet_holder_leader", t.E_AMULET_HOLDER_LEADER(player=_name(state, p)))


def _chk_amulet(state: QuestState, a: Action) -> None:
    if state.phase != s.AMULET or a.player != state.leaders[-2]:
        return
    p = a.get("holder")
    if not _is_seat(p, state.cfg.n):
        return
    if p == state.leaders[-1]:
        _refuse("amulet_new_leader", t.E_AMULET_NEW_LEADER(player=_name(state, p)))
    if p in state.leaders:
        _refuse("amulet_veteran", t.E_AMULET_VETERAN(player=_name(state, p)))
    if p in state.amulet_holders:
        _refuse("amulet_holder_again", t.E_AMULET_TWICE(player=_name(state, p)))


def _chk_amulet_check(state: QuestState, a: Action) -> None:
    if state.phase != s.AMULET_CHECK or a.player != state.amulet_holders[-1]:
        return
    p = a.get("target")
    if not _is_seat(p, state.cfg.n):
        return
    if p == a.player:
        _refuse("amulet_self", t.E_AMULET_SELF(player=_name(state, p)))
    if p in state.amulet_holders:
        _refuse("amulet_target_holder", t.E_AMULET_TARGET_HOLDER(player=_name(state, p)))
    if p in state.checked:
        _refuse("amulet_target_used", t.E_AMULET_TARGET_USED(player=_name(state, p)))


def _chk_loyalty(state: QuestState, a: Action) -> None:
    if a.type == "loyalty" and state.phase == s.LOYALTY:
        seat = state.checked[-1]
    elif a.type == "leader_loyalty" and state.phase == s.LEADER_LOYALTY:
        seat = state.leaders[0]
    else:
        return
    if a.player != seat or state.roles is None:
        return
    card = a.get("card")
    role = state.roles[seat]
    if card in rules.LOYALTY_BOTH and card not in rules.loyalty_cards(state.cfg, role):
        code = rules.loyalty_refusal(role)
        name = _name(state, seat)
        if code == "troublemaker_must_show_evil":
            _refuse(code, t.E_TROUBLEMAKER_EVIL(player=name))
        if code == "trickster_must_lie":
            _refuse(code, t.E_TRICKSTER_LIE(player=name))
        _refuse(code, t.E_LOYALTY_MATCH(player=name, side=d.SIDE_NAMES[rules.side(role)]))


def _chk_hunt_naming(state: QuestState, a: Action) -> None:
    if state.phase != s.HUNT or a.player != state.hunter:
        return
    p, role = a.get("target"), a.get("role")
    if _is_seat(p, state.cfg.n):
        if p == state.hunter:
            _refuse("hunt_self", t.E_HUNT_SELF())
        if p == state.revealer:
            _refuse("hunt_revealer", t.E_HUNT_REVEALER(player=_name(state, p)))
        if any(q == p for q, _ in state.namings):
            _refuse("hunt_same_player", t.E_HUNT_SAME(player=_name(state, p)))
    if isinstance(role, str) and role in d.ROLES:
        if d.ROLES[role].side != d.GOOD:
            _refuse("hunt_role_not_good", t.E_HUNT_NOT_GOOD())
        if (state.namings and role != d.CLERIC and state.namings[0][1] != d.CLERIC
                and rules.cleric_enforced(state.cfg, state.roles)):
            _refuse("hunt_needs_cleric", t.E_HUNT_CLERIC())


def _chk_point(state: QuestState, a: Action) -> None:
    if state.phase != s.POINT or not _is_seat(a.player, state.cfg.n):
        return
    if (a.type == "point") != state.cfg.app:
        return
    player = a.player
    assert player is not None
    if any(p == player for p, _ in state.pointed):
        return
    targets = a.get("targets")
    if not isinstance(targets, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in targets):
        return
    if player in targets:
        _refuse("point_self", t.E_POINT_SELF(player=_name(state, player)))
    if state.revealer is not None and state.revealer in targets:
        _refuse("point_revealer", t.E_POINT_REVEALER())
    if state.cfg.app:
        assert state.roles is not None
        k = 1 if state.roles[player] == d.APPRENTICE else 2
        ok = len(targets) == k
    else:
        k = 2
        ok = len(targets) <= 2
    if not ok or len(set(targets)) != len(targets):
        _refuse("point_count", t.E_POINT_COUNT(player=_name(state, player), count=k))


def _chk_apprentice(state: QuestState, a: Action) -> None:
    if state.phase != s.APPRENTICE or a.player not in state.queue:
        return
    target = a.get("target")
    if not _is_seat(target, state.cfg.n):
        return
    if target == a.player:
        _refuse("point_self", t.E_POINT_SELF(player=_name(state, target)))
    if target == state.revealer:
        _refuse("point_revealer", t.E_POINT_REVEALER())
    assert a.player is not None
    if target in _raised(state, a.player):
        _refuse("point_count", t.E_POINT_COUNT(player=_name(state, a.player), count=2))


def _chk_duke(state: QuestState, a: Action) -> None:
    if state.phase != s.DUKE or a.player != state.queue[0]:
        return
    hand = a.get("hand")
    if isinstance(hand, list) and len(hand) == 2 and all(_is_seat(x, state.cfg.n) for x in hand) \
            and (hand[0], hand[1]) not in state.hands:
        _refuse("hand_not_raised", t.E_HAND_NOT_RAISED(player=_name(state, hand[0]), target=_name(state, hand[1])))


def _chk_archduke(state: QuestState, a: Action) -> None:
    if state.phase != s.ARCHDUKE or a.player != state.queue[0]:
        return
    move = a.get("move")
    if isinstance(move, list) and len(move) == 3 and all(_is_seat(x, state.cfg.n) for x in move):
        owner, src, dest = move
        if (owner, src) not in state.hands:
            _refuse("hand_not_raised", t.E_HAND_NOT_RAISED(player=_name(state, owner), target=_name(state, src)))
        if dest == owner or dest == state.revealer or dest in _raised(state, owner):
            _refuse("hand_destination", t.E_HAND_DESTINATION(target=_name(state, dest)))


def _chk_reveal_role(state: QuestState, a: Action) -> None:
    if state.phase != s.REVEAL_ROLES:
        return
    seat = _next_unrevealed(state)
    role = a.get("role")
    if a.player != seat or not isinstance(role, str) or role not in d.ROLES:
        return
    assert seat is not None
    if role not in _feasible_roles(state):
        _refuse("role_unavailable", t.E_ROLE_UNAVAILABLE(role=d.ROLES[role].name, player=_name(state, seat)))


_CHECKS = {
    "team": _chk_team, "magic": _chk_magic, "quest_card": _chk_quest_card, "quest_result": _chk_fails,
    "vote_result": _chk_fails, "vote_card": _chk_vote_card, "next_leader": _chk_next_leader, "amulet": _chk_amulet,
    "amulet_check": _chk_amulet_check, "loyalty": _chk_loyalty, "leader_loyalty": _chk_loyalty,
    "hunt_naming": _chk_hunt_naming, "point": _chk_point, "hands": _chk_point, "apprentice_hand": _chk_apprentice,
    "duke": _chk_duke, "archduke": _chk_archduke, "reveal_role": _chk_reveal_role,
}


# ==========================================================================================================
# apply


def _ap_first_leader(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    seat = a["seat"]
    ev.append(Event("first_leader", PUBLIC, t.EV_FIRST_LEADER(player=_name(state, seat)), {"player": seat}))
    return evolve(state, leaders=(seat,), phase=s.DEAL if state.cfg.app else s.REVEAL)


def _ap_deal(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    cfg = state.cfg
    roles = tuple(a["roles"])
    aside = tuple(sorted(a.get("set_aside", [])))
    ev.append(Event("dealt", PUBLIC, t.EV_DEALT()))
    for p in range(cfg.n):
        k = rules.knowledge(cfg, roles, aside, p)
        ev.append(Event("your_role", (p,), t.EV_YOUR_ROLE(player=cfg.names[p], role=d.ROLES[roles[p]].name,
                                                           side=d.SIDE_NAMES[k["side"]]), k))
        for msg in _knowledge_msgs(state, k):
            ev.append(Event("learned", (p,), msg, k))
    phase = s.LEADER_LOYALTY if d.CLERIC in cfg.in_list else s.REVEAL
    return evolve(state, roles=roles, set_aside=aside, phase=phase)


def _knowledge_msgs(state: QuestState, k: Mapping[str, Any]) -> list[Msg]:
    names = state.cfg.names
    out = []
    if "evil" in k:
        out.append(t.EV_KNOW_EVIL(players=[names[p] for p in k["evil"]]) if k["evil"] else t.EV_KNOW_NO_EVIL())
    if "scion" in k:
        out.append(t.EV_KNOW_SCION(player=names[k["scion"]]) if k["scion"] is not None else t.EV_KNOW_NO_SCION())
    if "morgan" in k:
        out.append(t.EV_KNOW_MORGAN(player=names[k["morgan"]]) if k["morgan"] is not None else t.EV_KNOW_NO_MORGAN())
    if "set_aside" in k:
        out.append(t.EV_KNOW_SET_ASIDE(role=d.ROLES[k["set_aside"]].name))
    return out


def _ap_leader_loyalty(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    card = a["card"]
    leader = state.leaders[0]
    clerics = rules.seats_with(state.roles, d.CLERIC)
    if clerics:
        ev.append(Event("cleric_sees", clerics, t.EV_KNOW_LEADER(player=_name(state, leader), side=d.SIDE_NAMES[card]),
                        {"player": leader, "shows": card}))
    return evolve(state, leader_shows=card, phase=s.REVEAL)


def _ap_reveal_done(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    ev.append(Event("reveal_done", PUBLIC, t.EV_REVEAL_DONE()))
    return evolve(state, phase=s.TEAM)


def _ap_team(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    team = tuple(sorted(a["players"]))
    q = state.quest_index
    ev.append(Event("team", PUBLIC, t.EV_TEAM(leader=_name(state, a.player), players=[_name(state, p) for p in team],
                                              quest=q + 1), {"quest": q + 1, "team": list(team)}))
    return evolve(state, teams=(*state.teams, team), phase=s.MAGIC)


def _ap_magic(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    holder = a["holder"]
    ev.append(Event("magic", PUBLIC, t.EV_MAGIC(leader=_name(state, a.player), player=_name(state, holder)),
                    {"player": holder}))
    return evolve(state, magic=(*state.magic, holder), phase=s.QUEST)


def _ap_quest_card(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    player = a.player
    assert player is not None
    card = a["card"]
    ev.append(Event("card_played", PUBLIC, t.EV_CARD_PLAYED(player=_name(state, player)), {"player": player}))
    ev.append(Event("your_card", (player,), t.EV_YOUR_CARD(card=t.CARD_NAMES[card]), {"card": card}))
    cards = (*state.cards, (player, card))
    if len(cards) < len(state.teams[state.quest_index]):
        return evolve(state, cards=cards)
    fails = sum(1 for _, x in cards if x == d.FAIL)
    return _resolve_quest(evolve(state, cards=(), played=(*state.played, tuple(sorted(cards)))), fails, ev)


def _ap_quest_result(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    return _resolve_quest(state, a["fails"], ev)


def _resolve_quest(state: QuestState, fails: int, ev: list[Event]) -> QuestState:
    cfg = state.cfg
    q = state.quest_index
    success = fails < cfg.thresholds[q]
    text = t.EV_QUEST_SUCCESS if success else t.EV_QUEST_FAIL
    ev.append(Event("quest_result", PUBLIC, text(quest=q + 1, fails=fails),
                    {"quest": q + 1, "fails": fails, "success": success}))
    state = evolve(state, fails=(*state.fails, fails), results=(*state.results, success))
    if state.successes >= d.SUCCESSES_TO_WIN:
        if cfg.errata:
            return _start_hunter_reveal(state, s.HUNT_ERRATA, ev)
        return _conclude(evolve(state, ending=s.END_SUCCESSES), ev)
    if state.failures >= cfg.fails_to_final:
        return _final_quest(state, ev)
    return evolve(state, phase=s.NEXT_LEADER)


def _ap_next_leader(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    new = a["leader"]
    ev.append(Event("next_leader", PUBLIC, t.EV_NEXT_LEADER(leader=_name(state, a.player), player=_name(state, new)),
                    {"player": new}))
    phase = s.AMULET if state.quest_index - 1 in state.cfg.amulet_after else s.TEAM
    return evolve(state, leaders=(*state.leaders, new), phase=phase)


def _ap_amulet(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    holder = a["holder"]
    ev.append(Event("amulet", PUBLIC, t.EV_AMULET(leader=_name(state, a.player), player=_name(state, holder)),
                    {"player": holder}))
    return evolve(state, amulet_holders=(*state.amulet_holders, holder), phase=s.AMULET_CHECK)


def _ap_amulet_check(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    target = a["target"]
    ev.append(Event("amulet_check", PUBLIC, t.EV_AMULET_CHECK(holder=_name(state, a.player), target=_name(state, target)),
                    {"holder": a.player, "target": target}))
    return evolve(state, checked=(*state.checked, target), phase=s.LOYALTY if state.cfg.app else s.TEAM)


def _ap_loyalty(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    card = a["card"]
    holder = state.amulet_holders[-1]
    target = state.checked[-1]
    ev.append(Event("amulet_answer", (holder,), t.EV_AMULET_ANSWER(target=_name(state, target), side=d.SIDE_NAMES[card]),
                    {"holder": holder, "target": target, "shows": card}))
    return evolve(state, answers=(*state.answers, card), phase=s.TEAM)


def _final_quest(state: QuestState, ev: list[Event]) -> QuestState:
    ev.append(Event("final_quest", PUBLIC, t.EV_FINAL_QUEST()))
    if d.REVEALER in state.cfg.in_list:
        if not state.cfg.app:
            return evolve(state, phase=s.REVEALER)
        seats = rules.seats_with(state.roles, d.REVEALER)
        return _revealed_revealer(state, seats[0] if seats else None, ev)
    return evolve(state, phase=s.DISCUSSION)


def _revealed_revealer(state: QuestState, seat: int | None, ev: list[Event]) -> QuestState:
    if seat is None:
        ev.append(Event("revealer", PUBLIC, t.EV_NO_REVEALER(), {"player": None}))
    else:
        ev.append(Event("revealer", PUBLIC, t.EV_REVEALER(player=_name(state, seat)), {"player": seat, "role": d.REVEALER}))
    return evolve(state, revealer=seat, phase=s.DISCUSSION)


def _ap_revealer(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    return _revealed_revealer(state, a["seat"], ev)


def _ap_discussion_done(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    ev.append(Event("discussion_over", PUBLIC, t.EV_DISCUSSION_OVER()))
    cfg = state.cfg
    if cfg.hunter_vote:
        return evolve(state, phase=s.HUNTER_VOTE)
    if cfg.hunt_available:
        if cfg.app:
            return evolve(state, phase=s.HUNT_DECISION, hunt_reason=s.HUNT_DECLARED)
        return evolve(state, phase=s.HUNTER, hunt_reason=s.HUNT_DECLARED)
    return _start_last_chance(state, ev)


def _start_hunter_reveal(state: QuestState, reason: str, ev: list[Event]) -> QuestState:
    """The Blind Hunter must reveal himself (errata Hunt, or 2+ Fails in the Hunter vote)."""
    state = evolve(state, hunt_reason=reason)
    if not state.cfg.app:
        return evolve(state, phase=s.HUNTER)
    hunters = rules.seats_with(state.roles, d.BLIND_HUNTER)
    return _hunter_is(state, hunters[0] if hunters else None, ev)


def _hunter_is(state: QuestState, seat: int | None, ev: list[Event]) -> QuestState:
    if seat is not None:
        ev.append(Event("hunter", PUBLIC, t.EV_HUNT_DECLARED(player=_name(state, seat)), {"player": seat, "role": d.BLIND_HUNTER}))
        return evolve(state, hunter=seat, phase=s.HUNT)
    if state.hunt_reason == s.HUNT_DECLARED:
        ev.append(Event("hunt_silence", PUBLIC, t.EV_HUNT_SILENCE()))
        return _start_last_chance(evolve(state, hunt_reason=None), ev)
    ev.append(Event("no_hunter", PUBLIC, t.EV_NO_HUNTER()))
    if state.hunt_reason == s.HUNT_ERRATA:
        return _conclude(evolve(state, ending=s.END_NO_HUNTER), ev)
    return _start_last_chance(state, ev)


def _ap_hunt_decision(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    return _hunter_is(state, a.player if a["hunt"] else None, ev)


def _ap_hunter(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    return _hunter_is(state, a["seat"], ev)


def _ap_vote_card(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    assert a.player is not None
    ev.append(Event("vote_played", PUBLIC, t.EV_CARD_PLAYED(player=_name(state, a.player)), {"player": a.player}))
    ev.append(Event("your_card", (a.player,), t.EV_YOUR_CARD(card=t.CARD_NAMES[a["card"]]), {"card": a["card"]}))
    votes = (*state.votes, (a.player, a["card"]))
    state = evolve(state, votes=votes)
    if len(votes) < state.cfg.n:
        return state
    return _resolve_vote(state, sum(1 for _, x in votes if x == d.FAIL), ev)


def _ap_vote_result(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    return _resolve_vote(state, a["fails"], ev)


def _resolve_vote(state: QuestState, fails: int, ev: list[Event]) -> QuestState:
    ev.append(Event("vote_result", PUBLIC, t.EV_VOTE_RESULT(fails=fails), {"fails": fails}))
    state = evolve(state, vote_fails=fails)
    if fails >= d.HUNT_FAILS_NEEDED:
        return _start_hunter_reveal(state, s.HUNT_VOTE, ev)
    return _start_last_chance(state, ev)


def _ap_hunt_naming(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    p, role = a["target"], a["role"]
    ev.append(Event("naming", PUBLIC, t.EV_NAMING(player=_name(state, p), role=d.ROLES[role].name), {"player": p, "role": role}))
    state = evolve(state, namings=(*state.namings, (p, role)))
    if len(state.namings) < 2:
        return state
    return _conclude(evolve(state, ending=s.END_HUNT), ev)


def _ap_hunt_withdraw(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    p, role = state.namings[0]
    ev.append(Event("naming_withdrawn", PUBLIC, t.EV_NAMING_WITHDRAWN(player=_name(state, p), role=d.ROLES[role].name),
                    {"player": p, "role": role}))
    return evolve(state, namings=())


def _start_last_chance(state: QuestState, ev: list[Event]) -> QuestState:
    return evolve(state, phase=s.POINT)


def _ap_point(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    assert a.player is not None
    pointed = (*state.pointed, (a.player, tuple(a["targets"])))
    state = evolve(state, pointed=pointed)
    if len(pointed) < state.cfg.n:
        return state
    ev.append(Event("pointed", PUBLIC, t.EV_POINTED(), {"hands": [[p, x] for p, ts in sorted(pointed) for x in ts]}))
    if state.cfg.app:
        # Physical mode's instruction calls it; in app mode the pointing ends the phase, so the call is an event.
        ev.append(Event("lower_hands", PUBLIC, t.I_LOWER(), {}))
        mutineers = _actors(state, d.MUTINEER)
        if mutineers:
            return evolve(state, phase=s.MUTINEER, queue=mutineers)
    return _lower(state, ev)


def _ap_mutineer_hands(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    kept = (*state.kept, a.player) if a["keep"] and a.player is not None else state.kept
    state = evolve(state, kept=kept, queue=state.queue[1:])
    return state if state.queue else _lower(state, ev)


def _hands_msg(state: QuestState, hands: Sequence[tuple[int, int]]) -> Msg:
    if not hands:
        return t.EV_HANDS(hands=t.EV_NO_HANDS)
    return t.EV_HANDS(hands=[t.EV_HAND(owner=_name(state, o), target=_name(state, x)) for o, x in hands])


def _lower(state: QuestState, ev: list[Event]) -> QuestState:
    if state.cfg.app:
        roles = state.roles
        assert roles is not None
        hands = tuple((p, x) for p, ts in sorted(state.pointed) for x in ts
                      if rules.side(roles[p]) == d.GOOD or p in state.kept)
    else:
        hands = tuple((p, x) for p, ts in sorted(state.pointed) for x in ts)
    ev.append(Event("lowered", PUBLIC, _hands_msg(state, hands), {"hands": [list(h) for h in hands]}))
    state = evolve(state, hands=hands, lowered=True, queue=())
    if state.cfg.app:
        apprentices = rules.seats_with(state.roles, d.APPRENTICE)
    elif d.APPRENTICE in state.cfg.in_list:
        apprentices = tuple(p for p in range(state.cfg.n) if len(_raised(state, p)) == 1)
    else:
        apprentices = ()
    if apprentices:
        return evolve(state, phase=s.APPRENTICE, queue=apprentices)
    return _start_dukes(state, ev)


def _ap_apprentice_hand(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    target = a["target"]
    owner = a.player
    assert owner is not None
    queue = tuple(x for x in state.queue if x != owner)
    if target is None:
        # A pass shows nothing at the table: no seat, so the declining Apprentice stays hidden (P-14).
        ev.append(Event("apprentice", PUBLIC, t.EV_APPRENTICE_PASS(), {"target": None}))
        state = evolve(state, queue=queue, powers=(*state.powers, (s.APPRENTICE, owner, None)))
    else:
        ev.append(Event("apprentice", PUBLIC, t.EV_APPRENTICE(owner=_name(state, owner), target=_name(state, target)),
                        {"player": owner, "target": target}))
        hands = tuple(sorted((*state.hands, (owner, target))))
        state = evolve(state, hands=hands, queue=queue, powers=(*state.powers, (s.APPRENTICE, owner, (owner, target))))
    return state if queue else _start_dukes(state, ev)


def _actors(state: QuestState, role: str) -> tuple[int | None, ...]:
    """Who acts in a hidden role's Last Chance step: one entry per card of the role list.

    Physical mode: the moderator (None) for each card. App mode: the seats dealt the role, then None for each card
    set aside unseen (Unknown Roles), whose step is the moderator's single "no": the step happens whether or not the
    card was dealt, so the table cannot tell (as the Hunt decision, P-8).
    """
    cards = state.cfg.role_list.count(role)
    if not state.cfg.app:
        return (None,) * cards
    seats = rules.seats_with(state.roles, role)
    return (*seats, *(None,) * (cards - len(seats)))


def _start_dukes(state: QuestState, ev: list[Event]) -> QuestState:
    dukes = _actors(state, d.DUKE)
    if dukes:
        return evolve(state, phase=s.DUKE, queue=dukes)
    return _start_archdukes(state, ev)


def _ap_duke(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    hand = a["hand"]
    queue = state.queue[1:]
    if hand is None:
        ev.append(Event("duke", PUBLIC, t.EV_DUKE_PASS(), {"hand": None}))
        state = evolve(state, queue=queue, powers=(*state.powers, (s.DUKE, a.player, None)))
    else:
        owner, target = hand
        ev.append(Event("duke", PUBLIC, t.EV_DUKE(owner=_name(state, owner), target=_name(state, target)),
                        {"hand": [owner, target]}))
        hands = tuple(h for h in state.hands if h != (owner, target))
        state = evolve(state, hands=hands, queue=queue, powers=(*state.powers, (s.DUKE, a.player, (owner, target))))
    return state if queue else _start_archdukes(state, ev)


def _start_archdukes(state: QuestState, ev: list[Event]) -> QuestState:
    archdukes = _actors(state, d.ARCHDUKE)
    if archdukes:
        return evolve(state, phase=s.ARCHDUKE, queue=archdukes)
    return _conclude(evolve(state, ending=s.END_LAST_CHANCE, queue=()), ev)


def _ap_archduke(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    move = a["move"]
    queue = state.queue[1:]
    if move is None:
        ev.append(Event("archduke", PUBLIC, t.EV_ARCHDUKE_PASS(), {"move": None}))
        state = evolve(state, queue=queue, powers=(*state.powers, (s.ARCHDUKE, a.player, None)))
    else:
        owner, src, dest = move
        ev.append(Event("archduke", PUBLIC, t.EV_ARCHDUKE(owner=_name(state, owner), source=_name(state, src),
                                                           target=_name(state, dest)), {"move": [owner, src, dest]}))
        hands = tuple(sorted((owner, dest) if h == (owner, src) else h for h in state.hands))
        state = evolve(state, hands=hands, queue=queue, powers=(*state.powers, (s.ARCHDUKE, a.player, (owner, src, dest))))
    if queue:
        return state
    return _conclude(evolve(state, ending=s.END_LAST_CHANCE, queue=()), ev)


def _ap_reveal_role(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    seat = a.player
    assert seat is not None
    revealed = list(state.revealed)
    revealed[seat] = a["role"]
    ev.append(Event("role_revealed", PUBLIC, t.EV_ROLE_REVEALED(player=_name(state, seat), role=d.ROLES[a["role"]].name),
                    {"player": seat, "role": a["role"]}))
    state = evolve(state, revealed=tuple(revealed))
    if _next_unrevealed(state) is not None:
        return state
    roles = tuple(r for r in state.revealed if r is not None)
    aside = Counter(state.cfg.role_list)
    aside.subtract(roles)
    state = evolve(state, roles=roles, set_aside=tuple(sorted(aside.elements())))
    state = evolve(state, audit=_audit(state))
    for finding in state.audit:
        ev.append(Event("audit", PUBLIC, _audit_msg(state, finding), dict(finding)))
    return _score(state, ev)


# ==========================================================================================================
# end of game


def _conclude(state: QuestState, ev: list[Event]) -> QuestState:
    """The game's deciding step is done: score it, or first ask for the revealed cards (physical mode)."""
    if state.cfg.app:
        return _score(state, ev)
    revealed: list[str | None] = [None] * state.cfg.n
    if state.revealer is not None:
        revealed[state.revealer] = d.REVEALER
    if state.hunter is not None:
        revealed[state.hunter] = d.BLIND_HUNTER
    state = evolve(state, phase=s.REVEAL_ROLES, revealed=tuple(revealed))
    if _next_unrevealed(state) is None:  # pragma: no cover - at least two seats are never revealed in play
        return _score(state, ev)
    return state


def _score(state: QuestState, ev: list[Event]) -> QuestState:
    cfg = state.cfg
    roles = state.roles
    assert roles is not None
    joined: tuple[int, ...] = ()
    if state.ending == s.END_SUCCESSES:
        winner, reason = d.GOOD, t.R_THREE_SUCCESSES()
    elif state.ending == s.END_NO_HUNTER:
        winner, reason = d.GOOD, t.R_ERRATA_NO_HUNTER()
    elif state.ending == s.END_HUNT:
        winner, key = rules.hunt_outcome(cfg, roles, state.namings)
        reason = REASONS[key]()
    else:
        ok = rules.last_chance_ok(roles, state.hands, state.revealer)
        leaders = state.leaders[:len(state.results)]
        if ok:
            winner, reason = d.GOOD, t.R_LAST_CHANCE_OK()
        elif cfg.all_leaders_rule and all(rules.side(roles[p]) == d.EVIL for p in leaders):
            winner, reason = d.GOOD, t.R_ALL_LEADERS_EVIL()
        else:
            winner, reason = d.EVIL, t.R_LAST_CHANCE_FAILED()
        joined = rules.mutineers_joining(roles, state.hands)
        for m in joined:
            ev.append(Event("mutineer_joins", PUBLIC, t.R_MUTINEER(player=_name(state, m)), {"player": m}))
    final_side = [d.GOOD if p in joined else rules.side(r) for p, r in enumerate(roles)]
    winners = tuple(p for p in range(cfg.n) if final_side[p] == winner)
    result = Result(winner, winners, reason, {
        "ending": state.ending, "roles": list(roles), "set_aside": list(state.set_aside),
        "mutineers_joined": list(joined), "audit": [dict(f) for f in state.audit],
    })
    ev.append(Event("game_over", PUBLIC, reason, {"side": winner, "winners": list(winners), "roles": list(roles)}))
    return evolve(state, outcome=result, phase=s.OVER, queue=())


def _audit(state: QuestState) -> tuple[dict[str, int | str], ...]:
    """Physical mode: what the revealed cards say the table got wrong (reported, never reversed; §5.12)."""
    roles = state.roles
    assert roles is not None
    found: list[dict[str, int | str]] = []
    for q, team in enumerate(state.teams[:len(state.fails)]):
        low = high = 0
        for p in team:
            lo, hi = rules.fail_range(roles[p], state.magic[q] == p, q + 1)
            low, high = low + lo, high + hi
        if not low <= state.fails[q] <= high:
            found.append({"kind": "quest_fails", "quest": q + 1, "fails": state.fails[q], "low": low, "high": high})
    if state.ending == s.END_HUNT and rules.cleric_breach(state.cfg, roles, state.namings):
        found.append({"kind": "hunt_cleric"})
    # "Nobody revealed it" (possible with Unknown Roles) against the cards shown at the end.
    if state.failures >= state.cfg.fails_to_final and state.revealer is None:
        found += [{"kind": "revealer_missing", "player": p} for p in rules.seats_with(roles, d.REVEALER)]
    if state.hunt_reason in (s.HUNT_VOTE, s.HUNT_ERRATA) and state.hunter is None:
        found += [{"kind": "hunter_missing", "player": p} for p in rules.seats_with(roles, d.BLIND_HUNTER)]
    if state.vote_fails is not None:
        high = sum(1 for r in roles if rules.side(r) == d.EVIL)
        if state.vote_fails > high:
            found.append({"kind": "vote_fails", "fails": state.vote_fails, "high": high})
    if state.lowered:
        before = dict(state.pointed)
        for p, r in enumerate(roles):
            count = len(before.get(p, ()))
            if rules.side(r) == d.GOOD:
                bad = count != (1 if r == d.APPRENTICE else 2)
            else:
                bad = count not in ((0, 2) if r == d.MUTINEER else (0,))
            if bad:
                found.append({"kind": "hands", "player": p, "role": r, "count": count})
    return tuple(found)


def _audit_msg(state: QuestState, f: Mapping[str, Any]) -> Msg:
    if f["kind"] == "quest_fails":
        problem = t.AU_QUEST_FAILS(quest=f["quest"], fails=f["fails"], low=f["low"], high=f["high"])
    elif f["kind"] == "vote_fails":
        problem = t.AU_VOTE(fails=f["fails"], high=f["high"])
    elif f["kind"] == "hunt_cleric":
        problem = t.AU_HUNT_CLERIC()
    elif f["kind"] == "revealer_missing":
        problem = t.AU_REVEALER_MISSING(player=_name(state, f["player"]))
    elif f["kind"] == "hunter_missing":
        problem = t.AU_HUNTER_MISSING(player=_name(state, f["player"]))
    else:
        problem = t.AU_HANDS(player=_name(state, f["player"]), role=d.ROLES[f["role"]].name, count=f["count"])
    return t.EV_AUDIT(problem=problem)


_APPLY = {
    "first_leader": _ap_first_leader, "deal": _ap_deal, "leader_loyalty": _ap_leader_loyalty, "reveal_done": _ap_reveal_done,
    "team": _ap_team, "magic": _ap_magic, "quest_card": _ap_quest_card, "quest_result": _ap_quest_result,
    "next_leader": _ap_next_leader, "amulet": _ap_amulet, "amulet_check": _ap_amulet_check, "loyalty": _ap_loyalty,
    "revealer": _ap_revealer, "discussion_done": _ap_discussion_done, "hunt_decision": _ap_hunt_decision,
    "hunter": _ap_hunter, "vote_card": _ap_vote_card, "vote_result": _ap_vote_result, "hunt_naming": _ap_hunt_naming,
    "hunt_withdraw": _ap_hunt_withdraw, "point": _ap_point, "hands": _ap_point, "mutineer_hands": _ap_mutineer_hands,
    "apprentice_hand": _ap_apprentice_hand,
    "duke": _ap_duke, "archduke": _ap_archduke, "reveal_role": _ap_reveal_role,
}

