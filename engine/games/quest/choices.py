"""Quest's open choices and chance steps, and the specific reasons an action is refused (before the generic check).

Each phase has its choice function (``_CHOICES``, by phase); each action type that has a reason of its own more
precise than the generic "not a legal choice" has its check (``_CHECKS``, by action type). Every choice is computed
from the state alone; prompts and choices that do not depend on it are built once and shared.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache
from itertools import combinations

from engine import errors
from engine.core import Action, ChanceStep, Choice, OneOf, SubsetOf
from engine.errors import IllegalAction
from engine.i18n import Msg

from . import config as c
from . import data as d
from . import rules
from . import state as s
from . import texts as t
from .rules import feasible_roles, is_seat, next_unrevealed, point_targets, raised, seat_name
from .state import QuestState

# ==========================================================================================================
# chance steps


def chance_step(state: QuestState) -> ChanceStep | None:
    """The chance step the state waits for: a random first Leader (option), the deal (app mode)."""
    if state.phase == s.FIRST_LEADER and state.cfg.first_random:
        n = state.cfg.n
        return ChanceStep("first_leader", lambda rng: Action("first_leader", None, {"seat": rng.randrange(n)}))
    if state.phase == s.DEAL:
        pools = state.cfg.pools
        return ChanceStep("deal", lambda rng: draw_deal(pools, rng))
    return None


def check_chance(state: QuestState, action: Action) -> None:
    """Refuse a chance outcome (a record's or a test's) that the chance step could not have given."""
    cfg = state.cfg
    if action.type == "first_leader":
        if not is_seat(action.get("seat"), cfg.n) or set(action.params) != {"seat"}:
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


def draw_deal(pools: c.Pools, rng: random.Random) -> Action:
    dealt: list[str] = []
    aside: list[str] = []
    for cards, take in zip(pools.cards, pools.take, strict=True):
        order = list(cards)
        rng.shuffle(order)
        dealt += order[:take]
        aside += order[take:]
    rng.shuffle(dealt)
    return Action("deal", None, {"roles": dealt, "set_aside": sorted(aside)})


@lru_cache(maxsize=512)
def _hand_sets(candidates: tuple[int, ...]) -> tuple[list[int], ...]:
    """Every set of 0-2 raised hands at ``candidates`` (physical entry of the hands after lowering)."""
    out: list[list[int]] = [[]]
    out += [[p] for p in candidates]
    out += [list(pair) for pair in combinations(candidates, 2)]
    return tuple(out)


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
                out.append(Choice("point", p, {"targets": SubsetOf(point_targets(state, p), k)}, _PR_POINT[k]))
    else:
        for p in range(cfg.n):
            if p not in done:
                out.append(Choice("hands", p, {"targets": OneOf(_hand_sets(point_targets(state, p)))},
                                  _hands_prompt(cfg.names[p])))
    return out


_KEEP_BOTH = OneOf((True, False))
_KEEP_NONE = OneOf((False,))
_NO_HAND = OneOf((None,))


def _ch_mutineer(state: QuestState) -> list[Choice]:
    # A Mutineer card in the role list but not dealt (Unknown Roles): the moderator's single "no" (see apply.actors).
    return [Choice("mutineer_hands", m, {"keep": _KEEP_BOTH if m is not None else _KEEP_NONE}, _PR_MUTINEER)
            for m in state.queue[:1]]


def _ch_apprentice(state: QuestState) -> list[Choice]:
    out = []
    for a in state.queue:
        assert a is not None
        up = raised(state, a)
        targets = tuple(p for p in point_targets(state, a) if p not in up)
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
        other = [x for x in raised(state, o) if x != tg]
        moves += [[o, tg, dest] for dest in point_targets(state, o) if dest != tg and dest not in other]
    return [Choice("archduke", actor, {"move": OneOf(tuple(moves))}, _PR_ARCHDUKE)]


def _ch_reveal_roles(state: QuestState) -> list[Choice]:
    seat = next_unrevealed(state)
    assert seat is not None
    return [Choice("reveal_role", seat, {"role": OneOf(feasible_roles(state))}, t.PR_REVEAL_ROLE(player=state.cfg.names[seat]))]


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
    if is_seat(holder, state.cfg.n) and holder not in state.teams[state.quest_index]:
        _refuse("magic_not_on_team", t.E_MAGIC_NOT_ON_TEAM(player=seat_name(state, holder)))


def _chk_quest_card(state: QuestState, a: Action) -> None:
    if state.phase != s.QUEST or not state.cfg.app or not is_seat(a.player, state.cfg.n):
        return
    q = state.quest_index
    player = a.player
    assert player is not None and state.roles is not None
    if player not in state.teams[q]:
        _refuse("not_on_team", t.E_NOT_ON_TEAM(player=seat_name(state, player), quest=q + 1))
    if any(p == player for p, _ in state.cards):
        _refuse("already_played", t.E_ALREADY_PLAYED(player=seat_name(state, player)))
    card = a.get("card")
    role = state.roles[player]
    magic = state.magic[q] == player
    if card in rules.BOTH and card not in rules.quest_cards(role, magic, q + 1):
        _card_refusal(state, player, role, magic, q + 1)


def _card_refusal(state: QuestState, player: int, role: str, magic: bool, number: int) -> None:
    code = rules.card_refusal(role, magic, number, "")
    name = seat_name(state, player)
    msgs = {"youth_must_fail": t.E_YOUTH_MUST_FAIL, "youth_cannot_fail": t.E_YOUTH_CANNOT_FAIL,
            "good_must_succeed": t.E_GOOD_MUST_SUCCEED, "lunatic_must_fail": t.E_LUNATIC_MUST_FAIL,
            "magic_must_succeed": t.E_MAGIC_MUST_SUCCEED, "brute_must_succeed": t.E_BRUTE_MUST_SUCCEED}
    if code is not None:
        _refuse(code, msgs[code](player=name))


def _chk_vote_card(state: QuestState, a: Action) -> None:
    if state.phase != s.HUNTER_VOTE or not state.cfg.app or not is_seat(a.player, state.cfg.n):
        return
    player = a.player
    assert player is not None and state.roles is not None
    if any(p == player for p, _ in state.votes):
        _refuse("already_played", t.E_ALREADY_PLAYED(player=seat_name(state, player)))
    card = a.get("card")
    number = state.quest_index + 1
    if card in rules.BOTH and card not in rules.vote_cards(state.cfg, state.roles[player], number):
        if state.cfg.vote_constraints:
            _card_refusal(state, player, state.roles[player], False, number)
        _refuse("good_must_succeed", t.E_GOOD_MUST_SUCCEED(player=seat_name(state, player)))


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
    if not is_seat(p, state.cfg.n):
        return
    if p in state.leaders:
        _refuse("veteran_leader", t.E_VETERAN_LEADER(player=seat_name(state, p), quest=state.leaders.index(p) + 1))
    if p in state.amulet_holders and not state.cfg.amulet_holders_may_lead:
        _refuse("amulet_holder_leader", t.E_AMULET_HOLDER_LEADER(player=seat_name(state, p)))


def _chk_amulet(state: QuestState, a: Action) -> None:
    if state.phase != s.AMULET or a.player != state.leaders[-2]:
        return
    p = a.get("holder")
    if not is_seat(p, state.cfg.n):
        return
    if p == state.leaders[-1]:
        _refuse("amulet_new_leader", t.E_AMULET_NEW_LEADER(player=seat_name(state, p)))
    if p in state.leaders:
        _refuse("amulet_veteran", t.E_AMULET_VETERAN(player=seat_name(state, p)))
    if p in state.amulet_holders:
        _refuse("amulet_holder_again", t.E_AMULET_TWICE(player=seat_name(state, p)))


def _chk_amulet_check(state: QuestState, a: Action) -> None:
    if state.phase != s.AMULET_CHECK or a.player != state.amulet_holders[-1]:
        return
    p = a.get("target")
    if not is_seat(p, state.cfg.n):
        return
    if p == a.player:
        _refuse("amulet_self", t.E_AMULET_SELF(player=seat_name(state, p)))
    if p in state.amulet_holders:
        _refuse("amulet_target_holder", t.E_AMULET_TARGET_HOLDER(player=seat_name(state, p)))
    if p in state.checked:
        _refuse("amulet_target_used", t.E_AMULET_TARGET_USED(player=seat_name(state, p)))


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
        name = seat_name(state, seat)
        if code == "troublemaker_must_show_evil":
            _refuse(code, t.E_TROUBLEMAKER_EVIL(player=name))
        if code == "trickster_must_lie":
            _refuse(code, t.E_TRICKSTER_LIE(player=name))
        _refuse(code, t.E_LOYALTY_MATCH(player=name, side=d.SIDE_NAMES[rules.side(role)]))


def _chk_hunt_naming(state: QuestState, a: Action) -> None:
    if state.phase != s.HUNT or a.player != state.hunter:
        return
    p, role = a.get("target"), a.get("role")
    if is_seat(p, state.cfg.n):
        if p == state.hunter:
            _refuse("hunt_self", t.E_HUNT_SELF())
        if p == state.revealer:
            _refuse("hunt_revealer", t.E_HUNT_REVEALER(player=seat_name(state, p)))
        if any(q == p for q, _ in state.namings):
            _refuse("hunt_same_player", t.E_HUNT_SAME(player=seat_name(state, p)))
    if isinstance(role, str) and role in d.ROLES:
        if d.ROLES[role].side != d.GOOD:
            _refuse("hunt_role_not_good", t.E_HUNT_NOT_GOOD())
        if (state.namings and role != d.CLERIC and state.namings[0][1] != d.CLERIC
                and rules.cleric_enforced(state.cfg, state.roles)):
            _refuse("hunt_needs_cleric", t.E_HUNT_CLERIC())


def _chk_point(state: QuestState, a: Action) -> None:
    if state.phase != s.POINT or not is_seat(a.player, state.cfg.n):
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
        _refuse("point_self", t.E_POINT_SELF(player=seat_name(state, player)))
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
        _refuse("point_count", t.E_POINT_COUNT(player=seat_name(state, player), count=k))


def _chk_apprentice(state: QuestState, a: Action) -> None:
    if state.phase != s.APPRENTICE or a.player not in state.queue:
        return
    target = a.get("target")
    if not is_seat(target, state.cfg.n):
        return
    if target == a.player:
        _refuse("point_self", t.E_POINT_SELF(player=seat_name(state, target)))
    if target == state.revealer:
        _refuse("point_revealer", t.E_POINT_REVEALER())
    assert a.player is not None
    if target in raised(state, a.player):
        _refuse("point_count", t.E_POINT_COUNT(player=seat_name(state, a.player), count=2))


def _chk_duke(state: QuestState, a: Action) -> None:
    if state.phase != s.DUKE or a.player != state.queue[0]:
        return
    hand = a.get("hand")
    if isinstance(hand, list) and len(hand) == 2 and all(is_seat(x, state.cfg.n) for x in hand) \
            and (hand[0], hand[1]) not in state.hands:
        _refuse("hand_not_raised", t.E_HAND_NOT_RAISED(player=seat_name(state, hand[0]), target=seat_name(state, hand[1])))


def _chk_archduke(state: QuestState, a: Action) -> None:
    if state.phase != s.ARCHDUKE or a.player != state.queue[0]:
        return
    move = a.get("move")
    if isinstance(move, list) and len(move) == 3 and all(is_seat(x, state.cfg.n) for x in move):
        owner, src, dest = move
        if (owner, src) not in state.hands:
            _refuse("hand_not_raised", t.E_HAND_NOT_RAISED(player=seat_name(state, owner), target=seat_name(state, src)))
        if dest == owner or dest == state.revealer or dest in raised(state, owner):
            _refuse("hand_destination", t.E_HAND_DESTINATION(target=seat_name(state, dest)))


def _chk_reveal_role(state: QuestState, a: Action) -> None:
    if state.phase != s.REVEAL_ROLES:
        return
    seat = next_unrevealed(state)
    role = a.get("role")
    if a.player != seat or not isinstance(role, str) or role not in d.ROLES:
        return
    assert seat is not None
    if role not in feasible_roles(state):
        _refuse("role_unavailable", t.E_ROLE_UNAVAILABLE(role=d.ROLES[role].name, player=seat_name(state, seat)))


_CHECKS = {
    "team": _chk_team, "magic": _chk_magic, "quest_card": _chk_quest_card, "quest_result": _chk_fails,
    "vote_result": _chk_fails, "vote_card": _chk_vote_card, "next_leader": _chk_next_leader, "amulet": _chk_amulet,
    "amulet_check": _chk_amulet_check, "loyalty": _chk_loyalty, "leader_loyalty": _chk_loyalty,
    "hunt_naming": _chk_hunt_naming, "point": _chk_point, "hands": _chk_point, "apprentice_hand": _chk_apprentice,
    "duke": _chk_duke, "archduke": _chk_archduke, "reveal_role": _chk_reveal_role,
}


def open_choices(state: QuestState) -> list[Choice]:
    """The open choices of ``state`` (none once the game is over)."""
    if state.outcome is not None:
        return []
    handler = _CHOICES.get(state.phase)
    return handler(state) if handler else []


def check_specific(state: QuestState, action: Action) -> None:
    """Raise the specific refusal of ``action``, if it has one (silent when the generic reason is the right one)."""
    specific = _CHECKS.get(action.type)
    if specific is not None:
        specific(state, action)
