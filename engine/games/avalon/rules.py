"""Avalon rule questions: pure answers about a state (who is named what, who may vote now, what a check may show,
who may be the Assassin, which roles are left to enter...). Nothing here changes a state's course or emits an event;
what follows each step is in :mod:`.flow`.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from engine.i18n import Msg, Text

from . import data as D  # noqa: N812 - the rules tables
from . import texts as T  # noqa: N812 - the messages
from .state import (
    QuestPlay,
    State,
)

# --- small helpers ----------------------------------------------------------------------------------------------

def name(state: State, seat: int | None) -> str:
    return "?" if seat is None else state.cfg.names[seat]


def names(state: State, seats: Sequence[int]) -> list[str] | Text:
    return [name(state, s) for s in seats] if seats else T.NOBODY


def player_label(state: State, player: int | None) -> str:
    if player is None:
        return str(T.MODERATOR)
    return state.cfg.names[player] if 0 <= player < state.cfg.n else str(player)


def role_name(role: str) -> Text:
    return D.ROLES[role].name


def holders(state: State, kind: str) -> list[tuple[int, str]]:
    """(seat, instance) of every held Plot Card of this kind, in seat order."""
    if not state.hands:
        return []
    return list(_holders(state.hands, kind))


@lru_cache(maxsize=4096)
def _holders(hands: tuple[tuple[int, str], ...], kind: str) -> tuple[tuple[int, str], ...]:
    """:func:`holders` of a hand of Plot Cards (an immutable value, so asked once per hand and kind)."""
    return tuple(sorted((s, c) for s, c in hands if D.plot_kind(c) == kind))


def others(state: State, seat: int) -> tuple[int, ...]:
    return tuple(s for s in range(state.cfg.n) if s != seat)


def quest_size(state: State, number: int) -> int:
    return state.cfg.sizes[number - 1]


def fails_needed(state: State, number: int) -> int:
    return state.cfg.fails_needed[number - 1]


def set_quest(state: State, quest: QuestPlay) -> State:
    return state.but(quests=(*state.quests[:-1], quest))


# --- loyalty (§5.5) -------------------------------------------------------------------------------------------------

def loyalty_options(state: State, seat: int) -> tuple[str, ...]:
    """The loyalties ``seat`` may show to a check (app): his side, Evil for the Troublemaker, a choice for the Trickster."""
    assert state.roles is not None
    role = state.roles[seat]
    if role == D.TROUBLEMAKER:
        return (D.EVIL,)
    if role == D.TRICKSTER:
        return (D.GOOD, D.EVIL) if state.cfg.trickster_chooses else (D.GOOD,)
    return (D.ROLES[role].side,)


def timeout_loyalty(options: Sequence[str]) -> str:
    """What a checked player shows when his time runs out: Good if his role allows it (the Trickster), else his only option."""
    return D.GOOD if D.GOOD in options else options[0]


# --- setup and the reveal (§2.5, §5.4) ----------------------------------------------------------------------------------

def setup_done(state: State) -> bool:
    cfg = state.cfg
    return state.first_leader is not None and (not cfg.plot or state.plot_deck is not None) and (not cfg.app or state.roles is not None)


def knowledge(state: State, seat: int) -> list[tuple[Msg, dict[str, Any]]]:
    """What ``seat`` learns at the reveal (§5.4), without the Cleric's answer."""
    assert state.roles is not None
    roles = state.roles
    role = roles[seat]
    out: list[tuple[Msg, dict[str, Any]]] = [(T.S_ROLE(role=role_name(role), side=D.SIDE_NAMES[D.ROLES[role].side]),
                                              {"role": role, "side": D.ROLES[role].side})]
    seen = knowledge_seats(roles, seat)
    if role == D.MERLIN:
        out.append((T.S_MERLIN(players=names(state, seen)), {"evil": list(seen)}))
    elif role == D.PERCIVAL:
        text = T.S_PERCIVAL_MM if D.MORGANA in roles else T.S_PERCIVAL_M
        out.append((text(players=names(state, seen)), {"merlin_or_morgana" if D.MORGANA in roles else "merlin": list(seen)}))
    elif role in D.EVIL_WITH_KNOWLEDGE:
        out.append((T.S_EVIL(players=names(state, seen)), {"evil": list(seen)}))
    return out


def knowledge_seats(roles: Sequence[str], seat: int) -> tuple[int, ...]:
    role = roles[seat]
    if role == D.MERLIN:
        return tuple(s for s, r in enumerate(roles) if r in D.EVIL_SEEN_BY_MERLIN)
    if role == D.PERCIVAL:
        return tuple(s for s, r in enumerate(roles) if r in (D.MERLIN, D.MORGANA))
    if role in D.EVIL_WITH_KNOWLEDGE:
        return tuple(s for s, r in enumerate(roles) if s != seat and r in D.EVIL_SEEN_BY_EVIL)
    return ()


# --- rounds and proposals (§3.2, §3.3, §3.6, §7, §10) ------------------------------------------------------------------

def plot_name(instance: str) -> Text:
    return D.PLOT_CARDS[D.plot_kind(instance)].name


def proposal_number(state: State) -> int:
    return state.track + 1


def next_seat(state: State, seat: int) -> int:
    return (seat + 1) % state.cfg.n


def charge_seats(state: State) -> tuple[int, ...]:
    if not state.hands:
        return ()
    return _charge_seats(state.hands)


@lru_cache(maxsize=4096)
def _charge_seats(hands: tuple[tuple[int, str], ...]) -> tuple[int, ...]:
    """:func:`charge_seats` of a hand of Plot Cards (asked for every vote: once per hand)."""
    return tuple(sorted({s for s, _ in _holders(hands, D.CHARGE)}))


def votes_open_to(state: State) -> tuple[int, ...]:
    """The seats whose vote may be entered now: Charge! holders first (§10), then everyone else."""
    out: tuple[int, ...] | None = state.memo.get("votes_open_to")
    if out is None:
        proposals = state.proposals  # state.proposal, without the property's frame
        proposal = proposals[-1] if proposals and proposals[-1].outcome is None else None
        assert proposal is not None
        out = state.memo["votes_open_to"] = seats_to_vote(proposal.votes, charge_seats(state))
    return out


def still_to_vote(state: State, seat: int, votes: Sequence[str | None], charge: tuple[int, ...]) -> tuple[int, ...]:
    """:func:`votes_open_to` after the vote of ``seat`` on ``state`` (``votes``: the proposal's votes then): the seats
    ``state`` was open to but ``seat`` when no Charge! holder votes first."""
    open_to: tuple[int, ...] | None = state.memo.get("votes_open_to")
    if open_to is None or charge or seat not in open_to:
        return seats_to_vote(votes, charge)
    i = open_to.index(seat)
    return open_to[:i] + open_to[i + 1:]


def seats_to_vote(votes: Sequence[str | None], charge: tuple[int, ...]) -> tuple[int, ...]:
    """:func:`votes_open_to` of a proposal's ``votes`` and the Charge! holders."""
    if charge:
        first = tuple([s for s in charge if votes[s] is None])
        if first:
            return first
    return tuple([s for s, vote in enumerate(votes) if vote is None])


# --- the quest (§3.4, §3.5, §8, §9, §5.3) ------------------------------------------------------------------------------

def ambush_options(state: State) -> dict[int, tuple[int, ...]]:
    """Per Ambush holder, the members whose card he may look at (never his own, never one already looked at)."""
    quest = state.quest
    assert quest is not None
    looked = {m for _, m in quest.ambushes}
    out: dict[int, tuple[int, ...]] = {}
    for seat, _ in holders(state, D.AMBUSH):
        targets = tuple(m for m in quest.team if m != seat and m not in looked)
        if targets:
            out[seat] = targets
    return out


def counted(quest: QuestPlay) -> list[str]:
    """The counted cards (app): every current value but the removed card's."""
    return [quest.current(m) or "" for m in quest.team if m != quest.removed]


def card_list(state: State, quest: QuestPlay) -> list[Msg]:
    out = []
    for i, m in enumerate(quest.team):
        played = quest.cards[i] or D.SUCCESS
        now = quest.current(m) or played
        if now != played:
            out.append(T.CARD_SWITCHED(player=name(state, m), card=D.CARD_NAMES[played], now=D.CARD_NAMES[now]))
        else:
            out.append(T.CARD_OF(player=name(state, m), card=D.CARD_NAMES[played]))
    return out


def max_fails(state: State) -> int:
    """Physical: the most Fail cards the revealed (counted) cards can hold."""
    quest = state.quest
    assert quest is not None
    counted = len(quest.team) - (1 if quest.removed is not None else 0)
    switched = 1 if quest.excalibur_target is not None else 0
    return min(counted, state.cfg.evil_count + switched)


def witch_candidates(state: State) -> tuple[int, ...]:
    witch = state.seat_of(D.WITCH) if state.cfg.app else state.witch_seat
    return tuple(s for s in range(state.cfg.n) if s != witch)


# --- the end (§3.7, §3.8) ---------------------------------------------------------------------------------------------------

def assassination_targets(state: State, namer: int) -> tuple[int, ...]:
    cfg = state.cfg
    if cfg.opts["assassination_reveal_evil"]:
        evil = set(state.evil_revealed or ())
        return tuple(s for s in range(cfg.n) if s != namer and s not in evil)
    return tuple(s for s in range(cfg.n) if s != namer)


def physical_namers(state: State) -> tuple[int, ...]:
    """Physical mode: the seats that may be the Assassin (the table sees who names)."""
    cfg = state.cfg
    known_other = {s for s in (state.revealer, state.witch_seat) if s is not None}
    pool = state.evil_revealed if cfg.opts["assassination_reveal_evil"] else tuple(range(cfg.n))
    return tuple(s for s in (pool or ()) if s not in known_other)


# --- physical mode: the roles entered at the end ------------------------------------------------------------------------------

def forced_roles(state: State) -> dict[int, str]:
    out: dict[int, str] = {}
    if state.revealer is not None:
        out[state.revealer] = D.REVEALER
    if state.witch_seat is not None:
        out[state.witch_seat] = D.WITCH
    if state.assassin is not None:
        out[state.assassin] = D.ASSASSIN
    return out


def entered_roles(state: State) -> list[str]:
    return [r for r in (state.roles or ()) if r]


def role_entry_options(state: State) -> tuple[int, tuple[str, ...]]:
    """The next seat to enter and the roles it may have, so that the rest can still be completed."""
    cfg = state.cfg
    done = entered_roles(state)
    seat = len(done)
    left = list(cfg.role_list)
    for r in done:
        left.remove(r)
    forced = forced_roles(state)
    evil_known = set(state.evil_revealed or ()) if cfg.opts["assassination_reveal_evil"] and state.evil_revealed is not None \
        and len(state.evil_revealed) == cfg.evil_count else None
    options = []
    for role in dict.fromkeys(left):
        if seat in forced and forced[seat] != role:
            continue
        if seat not in forced and role in forced.values() and role in D.ROLES and D.ROLES[role].unique:
            continue
        if evil_known is not None and (seat in evil_known) != (role in D.EVIL_ROLES):
            continue
        rest = list(left)
        rest.remove(role)
        if _feasible(state, seat + 1, rest, forced, evil_known):
            options.append(role)
    return seat, tuple(sorted(options))


def _feasible(state: State, start: int, left: list[str], forced: dict[int, str], evil_known: set[int] | None) -> bool:
    n = state.cfg.n
    pool = list(left)
    free_evil = free_good = free_any = 0
    for seat in range(start, n):
        if seat in forced:
            if forced[seat] not in pool:
                return False
            pool.remove(forced[seat])
        elif evil_known is not None:
            if seat in evil_known:
                free_evil += 1
            else:
                free_good += 1
        else:
            free_any += 1
    evil = sum(1 for r in pool if r in D.EVIL_ROLES)
    good = len(pool) - evil
    return evil >= free_evil and good >= free_good and evil + good == free_evil + free_good + free_any
