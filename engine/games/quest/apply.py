"""What each Quest action does: a new state (``evolve``: states are never changed) and the events it gives.

One handler per action type, ``do_<type>(state, action, events)``, in the order of the game: the first Leader and
the deal, the reveal, the quests and the Amulets, the final quest (the Revealer, the discussion, the Hunt or the
Hunter vote) and the Last Chance with its hidden roles' steps (Mutineer, Apprentice, Duke, Archduke). The end of the
game (scoring, physical mode's revealed cards and audit) is in end.py.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core import PUBLIC, Action, Event
from engine.i18n import Msg

from . import data as d
from . import rules
from . import state as s
from . import texts as t
from .end import conclude
from .rules import raised, seat_name
from .state import QuestState, evolve


def do_first_leader(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    seat = a["seat"]
    ev.append(Event("first_leader", PUBLIC, t.EV_FIRST_LEADER(player=seat_name(state, seat)), {"player": seat}))
    return evolve(state, leaders=(seat,), phase=s.DEAL if state.cfg.app else s.REVEAL)


def do_deal(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
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


def do_leader_loyalty(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    card = a["card"]
    leader = state.leaders[0]
    clerics = rules.seats_with(state.roles, d.CLERIC)
    if clerics:
        ev.append(Event("cleric_sees", clerics, t.EV_KNOW_LEADER(player=seat_name(state, leader), side=d.SIDE_NAMES[card]),
                        {"player": leader, "shows": card}))
    return evolve(state, leader_shows=card, phase=s.REVEAL)


def do_reveal_done(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    ev.append(Event("reveal_done", PUBLIC, t.EV_REVEAL_DONE()))
    return evolve(state, phase=s.TEAM)


def do_team(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    team = tuple(sorted(a["players"]))
    q = state.quest_index
    ev.append(Event("team", PUBLIC, t.EV_TEAM(leader=seat_name(state, a.player), players=[seat_name(state, p) for p in team],
                                              quest=q + 1), {"quest": q + 1, "team": list(team)}))
    return evolve(state, teams=(*state.teams, team), phase=s.MAGIC)


def do_magic(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    holder = a["holder"]
    ev.append(Event("magic", PUBLIC, t.EV_MAGIC(leader=seat_name(state, a.player), player=seat_name(state, holder)),
                    {"player": holder}))
    return evolve(state, magic=(*state.magic, holder), phase=s.QUEST)


def do_quest_card(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    player = a.player
    assert player is not None
    card = a["card"]
    ev.append(Event("card_played", PUBLIC, t.EV_CARD_PLAYED(player=seat_name(state, player)), {"player": player}))
    ev.append(Event("your_card", (player,), t.EV_YOUR_CARD(card=t.CARD_NAMES[card]), {"card": card}))
    cards = (*state.cards, (player, card))
    if len(cards) < len(state.teams[state.quest_index]):
        return evolve(state, cards=cards)
    fails = sum(1 for _, x in cards if x == d.FAIL)
    return _resolve_quest(evolve(state, cards=(), played=(*state.played, tuple(sorted(cards)))), fails, ev)


def do_quest_result(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
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
        return conclude(evolve(state, ending=s.END_SUCCESSES), ev)
    if state.failures >= cfg.fails_to_final:
        return _final_quest(state, ev)
    return evolve(state, phase=s.NEXT_LEADER)


def do_next_leader(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    new = a["leader"]
    ev.append(Event("next_leader", PUBLIC, t.EV_NEXT_LEADER(leader=seat_name(state, a.player), player=seat_name(state, new)),
                    {"player": new}))
    phase = s.AMULET if state.quest_index - 1 in state.cfg.amulet_after else s.TEAM
    return evolve(state, leaders=(*state.leaders, new), phase=phase)


def do_amulet(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    holder = a["holder"]
    ev.append(Event("amulet", PUBLIC, t.EV_AMULET(leader=seat_name(state, a.player), player=seat_name(state, holder)),
                    {"player": holder}))
    return evolve(state, amulet_holders=(*state.amulet_holders, holder), phase=s.AMULET_CHECK)


def do_amulet_check(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    target = a["target"]
    ev.append(Event("amulet_check", PUBLIC, t.EV_AMULET_CHECK(holder=seat_name(state, a.player), target=seat_name(state, target)),
                    {"holder": a.player, "target": target}))
    return evolve(state, checked=(*state.checked, target), phase=s.LOYALTY if state.cfg.app else s.TEAM)


def do_loyalty(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    card = a["card"]
    holder = state.amulet_holders[-1]
    target = state.checked[-1]
    ev.append(Event("amulet_answer", (holder,), t.EV_AMULET_ANSWER(target=seat_name(state, target), side=d.SIDE_NAMES[card]),
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
        ev.append(Event("revealer", PUBLIC, t.EV_REVEALER(player=seat_name(state, seat)), {"player": seat, "role": d.REVEALER}))
    return evolve(state, revealer=seat, phase=s.DISCUSSION)


def do_revealer(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    return _revealed_revealer(state, a["seat"], ev)


def do_discussion_done(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
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
        ev.append(Event("hunter", PUBLIC, t.EV_HUNT_DECLARED(player=seat_name(state, seat)), {"player": seat, "role": d.BLIND_HUNTER}))
        return evolve(state, hunter=seat, phase=s.HUNT)
    if state.hunt_reason == s.HUNT_DECLARED:
        ev.append(Event("hunt_silence", PUBLIC, t.EV_HUNT_SILENCE()))
        return _start_last_chance(evolve(state, hunt_reason=None), ev)
    ev.append(Event("no_hunter", PUBLIC, t.EV_NO_HUNTER()))
    if state.hunt_reason == s.HUNT_ERRATA:
        return conclude(evolve(state, ending=s.END_NO_HUNTER), ev)
    return _start_last_chance(state, ev)


def do_hunt_decision(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    return _hunter_is(state, a.player if a["hunt"] else None, ev)


def do_hunter(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    return _hunter_is(state, a["seat"], ev)


def do_vote_card(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    assert a.player is not None
    ev.append(Event("vote_played", PUBLIC, t.EV_CARD_PLAYED(player=seat_name(state, a.player)), {"player": a.player}))
    ev.append(Event("your_card", (a.player,), t.EV_YOUR_CARD(card=t.CARD_NAMES[a["card"]]), {"card": a["card"]}))
    votes = (*state.votes, (a.player, a["card"]))
    state = evolve(state, votes=votes)
    if len(votes) < state.cfg.n:
        return state
    return _resolve_vote(state, sum(1 for _, x in votes if x == d.FAIL), ev)


def do_vote_result(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    return _resolve_vote(state, a["fails"], ev)


def _resolve_vote(state: QuestState, fails: int, ev: list[Event]) -> QuestState:
    ev.append(Event("vote_result", PUBLIC, t.EV_VOTE_RESULT(fails=fails), {"fails": fails}))
    state = evolve(state, vote_fails=fails)
    if fails >= d.HUNT_FAILS_NEEDED:
        return _start_hunter_reveal(state, s.HUNT_VOTE, ev)
    return _start_last_chance(state, ev)


def do_hunt_naming(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    p, role = a["target"], a["role"]
    ev.append(Event("naming", PUBLIC, t.EV_NAMING(player=seat_name(state, p), role=d.ROLES[role].name), {"player": p, "role": role}))
    state = evolve(state, namings=(*state.namings, (p, role)))
    if len(state.namings) < 2:
        return state
    return conclude(evolve(state, ending=s.END_HUNT), ev)


def do_hunt_withdraw(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    p, role = state.namings[0]
    ev.append(Event("naming_withdrawn", PUBLIC, t.EV_NAMING_WITHDRAWN(player=seat_name(state, p), role=d.ROLES[role].name),
                    {"player": p, "role": role}))
    return evolve(state, namings=())


def _start_last_chance(state: QuestState, ev: list[Event]) -> QuestState:
    return evolve(state, phase=s.POINT)


def do_point(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    assert a.player is not None
    pointed = (*state.pointed, (a.player, tuple(a["targets"])))
    state = evolve(state, pointed=pointed)
    if len(pointed) < state.cfg.n:
        return state
    ev.append(Event("pointed", PUBLIC, t.EV_POINTED(), {"hands": [[p, x] for p, ts in sorted(pointed) for x in ts]}))
    if state.cfg.app:
        # Physical mode's instruction calls it; in app mode the pointing ends the phase, so the call is an event.
        ev.append(Event("lower_hands", PUBLIC, t.I_LOWER(), {}))
        mutineers = actors(state, d.MUTINEER)
        if mutineers:
            return evolve(state, phase=s.MUTINEER, queue=mutineers)
    return _lower(state, ev)


def do_mutineer_hands(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    kept = (*state.kept, a.player) if a["keep"] and a.player is not None else state.kept
    state = evolve(state, kept=kept, queue=state.queue[1:])
    return state if state.queue else _lower(state, ev)


def _hands_msg(state: QuestState, hands: Sequence[tuple[int, int]]) -> Msg:
    if not hands:
        return t.EV_HANDS(hands=t.EV_NO_HANDS)
    return t.EV_HANDS(hands=[t.EV_HAND(owner=seat_name(state, o), target=seat_name(state, x)) for o, x in hands])


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
        apprentices = tuple(p for p in range(state.cfg.n) if len(raised(state, p)) == 1)
    else:
        apprentices = ()
    if apprentices:
        return evolve(state, phase=s.APPRENTICE, queue=apprentices)
    return _start_dukes(state, ev)


def do_apprentice_hand(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    target = a["target"]
    owner = a.player
    assert owner is not None
    queue = tuple(x for x in state.queue if x != owner)
    if target is None:
        # A pass shows nothing at the table: no seat, so the declining Apprentice stays hidden (P-14).
        ev.append(Event("apprentice", PUBLIC, t.EV_APPRENTICE_PASS(), {"target": None}))
        state = evolve(state, queue=queue, powers=(*state.powers, (s.APPRENTICE, owner, None)))
    else:
        ev.append(Event("apprentice", PUBLIC, t.EV_APPRENTICE(owner=seat_name(state, owner), target=seat_name(state, target)),
                        {"player": owner, "target": target}))
        hands = tuple(sorted((*state.hands, (owner, target))))
        state = evolve(state, hands=hands, queue=queue, powers=(*state.powers, (s.APPRENTICE, owner, (owner, target))))
    return state if queue else _start_dukes(state, ev)


def actors(state: QuestState, role: str) -> tuple[int | None, ...]:
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
    dukes = actors(state, d.DUKE)
    if dukes:
        return evolve(state, phase=s.DUKE, queue=dukes)
    return _start_archdukes(state, ev)


def do_duke(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    hand = a["hand"]
    queue = state.queue[1:]
    if hand is None:
        ev.append(Event("duke", PUBLIC, t.EV_DUKE_PASS(), {"hand": None}))
        state = evolve(state, queue=queue, powers=(*state.powers, (s.DUKE, a.player, None)))
    else:
        owner, target = hand
        ev.append(Event("duke", PUBLIC, t.EV_DUKE(owner=seat_name(state, owner), target=seat_name(state, target)),
                        {"hand": [owner, target]}))
        hands = tuple(h for h in state.hands if h != (owner, target))
        state = evolve(state, hands=hands, queue=queue, powers=(*state.powers, (s.DUKE, a.player, (owner, target))))
    return state if queue else _start_archdukes(state, ev)


def _start_archdukes(state: QuestState, ev: list[Event]) -> QuestState:
    archdukes = actors(state, d.ARCHDUKE)
    if archdukes:
        return evolve(state, phase=s.ARCHDUKE, queue=archdukes)
    return conclude(evolve(state, ending=s.END_LAST_CHANCE, queue=()), ev)


def do_archduke(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    move = a["move"]
    queue = state.queue[1:]
    if move is None:
        ev.append(Event("archduke", PUBLIC, t.EV_ARCHDUKE_PASS(), {"move": None}))
        state = evolve(state, queue=queue, powers=(*state.powers, (s.ARCHDUKE, a.player, None)))
    else:
        owner, src, dest = move
        ev.append(Event("archduke", PUBLIC, t.EV_ARCHDUKE(owner=seat_name(state, owner), source=seat_name(state, src),
                                                           target=seat_name(state, dest)), {"move": [owner, src, dest]}))
        hands = tuple(sorted((owner, dest) if h == (owner, src) else h for h in state.hands))
        state = evolve(state, hands=hands, queue=queue, powers=(*state.powers, (s.ARCHDUKE, a.player, (owner, src, dest))))
    if queue:
        return state
    return conclude(evolve(state, ending=s.END_LAST_CHANCE, queue=()), ev)
