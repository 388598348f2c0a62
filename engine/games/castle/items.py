"""The items' trade effects (§7.7): bags, Privilege, Monocle, Tome, Coat of Arms, Sextant; giving a card away
over the hand limit.
"""

from __future__ import annotations

from typing import Any

from engine.core import Action, Event

from . import data as D  # noqa: N812 - the component tables
from . import texts as T  # noqa: N812 - the messages
from .changes import draw_card, move_card, priv, pub
from .rules import item_name, items_text, next_seat, prof_name, seat_name
from .state import UNKNOWN, State, set_seats


def announce_effects(s: State, task: tuple[Any, ...], events: list[Event]) -> None:
    """Name every item whose trade effect takes place, then queue the effects in order."""
    effects = task[1]
    for giver, item, _partner in effects:
        pub(events, "effect", T.EV_EFFECT(player=seat_name(s, giver), item=item_name(item)), seat=giver, item=item)
    s.queue[0:0] = [("effect", giver, item, partner) for giver, item, partner in effects]


def run_effect(s: State, task: tuple[Any, ...], events: list[Event]) -> None:
    """Run one trade effect for its giver (the item they traded away); it has been named already."""
    _, giver, item, partner = task
    if item in D.BAGS:
        if s.pile:
            draw_card(s, giver, events)
            s.queue.insert(0, ("overflow", giver))
    elif item == D.PRIVILEGE:
        if s.cfg.app:
            hand = s.hands[partner]
            priv(s, events, [giver], "saw_items", T.PV_SAW_ITEMS(player=seat_name(s, partner), items=items_text(hand)),
                 seat=partner, items=sorted(hand))
    elif item == D.MONOCLE:
        if s.cfg.app:
            soc = s.societies[partner]
            priv(s, events, [giver], "saw_society", T.PV_SAW_SOCIETY(player=seat_name(s, partner), society=D.SOCIETY_NAMES[soc]),
                 seat=partner, society=soc)
    elif item == D.TOME:
        set_seats(s, "profs", {giver: s.profs[partner], partner: s.profs[giver]})
        set_seats(s, "pub_prof", {giver: s.pub_prof[partner], partner: s.pub_prof[giver]})
        set_seats(s, "face_up", {giver: False, partner: False})
        pub(events, "tome", T.EV_TOME(first=seat_name(s, giver), second=seat_name(s, partner)), seats=[giver, partner])
        if s.cfg.app:
            for p in (giver, partner):
                priv(s, events, [p], "profession", T.PV_PROFESSION(profession=prof_name(s.profs[p])), profession=s.profs[p])
    elif item == D.COAT:
        if not s.cfg.app:
            set_seats(s, "profs", {giver: UNKNOWN})
            set_seats(s, "pub_prof", {giver: None})
            set_seats(s, "face_up", {giver: False})
            pub(events, "coat", T.EV_COAT(player=seat_name(s, giver)), seat=giver)
        elif s.stack:
            s.wait = {"kind": "coat", "seat": giver}
    elif item == D.SEXTANT:
        s.wait = {"kind": "sextant_direction", "seat": giver}


def coat_exchange(s: State, seat: int, new: str, events: list[Event]) -> None:
    old = s.profs[seat]
    stack = list(s.stack)
    stack.remove(new)
    s.stack = tuple(sorted([*stack, old]))
    set_seats(s, "profs", {seat: new})
    set_seats(s, "face_up", {seat: False})
    set_seats(s, "pub_prof", {seat: None})
    s.wait = None
    pub(events, "coat", T.EV_COAT(player=seat_name(s, seat)), seat=seat)
    priv(s, events, [seat], "profession", T.PV_PROFESSION(profession=prof_name(new)), profession=new)


def do_coat_draw(s: State, a: Action, ev: list[Event]) -> None:
    assert s.wait is not None
    coat_exchange(s, s.wait["seat"], a["profession"], ev)


def do_coat_pick(s: State, a: Action, ev: list[Event]) -> None:
    assert s.wait is not None
    coat_exchange(s, s.wait["seat"], a["profession"], ev)


def do_sextant_direction(s: State, a: Action, ev: list[Event]) -> None:
    assert s.wait is not None
    direction = a["direction"]
    pub(ev, "sextant", T.EV_SEXTANT_LEFT() if direction == "left" else T.EV_SEXTANT_RIGHT(), direction=direction)
    if s.cfg.app:
        s.wait = {"kind": "sextant_pass", "direction": direction, "picks": {}}
    else:
        s.wait = None


def do_sextant_pass(s: State, a: Action, ev: list[Event]) -> None:
    w = s.wait
    assert w is not None and a.player is not None
    picks = {**w["picks"], str(a.player): a["item"]}
    s.wait = {**w, "picks": picks}
    if len(picks) < s.cfg.n:
        return
    step = 1 if w["direction"] == "left" else -1
    hands = [list(h) for h in s.hands]
    for p in range(s.cfg.n):
        hands[p].remove(picks[str(p)])
    for p in range(s.cfg.n):
        to = next_seat(s, p, step)
        card = picks[str(p)]
        hands[to].append(card)
        priv(s, ev, [to], "received", T.PV_RECEIVED(player=seat_name(s, p), item=item_name(card)), item=card)
    s.hands = tuple(tuple(h) for h in hands)
    pub(ev, "sextant_done", T.EV_SEXTANT_DONE())
    s.wait = None


def do_give(s: State, a: Action, ev: list[Event]) -> None:
    seat = a.player
    assert seat is not None
    to = a["to"]
    item = a.get("item", UNKNOWN)
    move_card(s, seat, to, item)
    pub(ev, "gave", T.EV_GAVE(player=seat_name(s, seat), to=seat_name(s, to)), seat=seat, to=to)
    if s.cfg.app:
        priv(s, ev, [to], "received", T.PV_RECEIVED(player=seat_name(s, seat), item=item_name(item)), item=item)
    s.wait = None
    if len(s.hands[to]) > s.cfg.limit:
        s.queue.insert(0, ("overflow", to))
