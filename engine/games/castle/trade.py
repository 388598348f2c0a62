"""Trades (§7): the offer, the reply, the announcement of effects (physical mode) and queueing the trade effects."""

from __future__ import annotations

from typing import Any

from engine.core import Action, Event

from . import data as D  # noqa: N812 - the component tables
from . import texts as T  # noqa: N812 - the messages
from .changes import message, move_card, priv, pub
from .rules import announce_options, has_effect, item_name, seat_name
from .state import UNKNOWN, State


def queue_trade_effects(s: State, first: tuple[int, str], second: tuple[int, str], mirror: bool, keep_order: bool = False) -> None:
    """After an accepted trade (or a Diplomat exchange): effects in order (§7.4), or silence with the Mirror (§7.5).

    The items whose effect takes place are all named first, then their effects run one after the other (§7.7): the
    task ``("effects", ((giver, item, partner), ...))`` does both. With Smuggling (or optional effects) each trader is
    asked first; an executed item joins that task.
    """
    a, x = first
    b, y = second
    pairs = [(a, x, b), (b, y, a)]
    if s.cfg.opts["trade_effect_order"] == "receiver_first" and not keep_order:
        pairs.reverse()
    tasks: list[tuple[Any, ...]] = []
    if (s.cfg.opts["variant_smuggling"] or s.cfg.opts["trade_effects_optional"]) and s.cfg.app:
        # Both traders are always asked, so that the prompt itself shows nothing (the Mirror included).
        tasks = [("ask_effect", giver, item if not mirror else "", partner) for giver, item, partner in pairs]
        tasks.append(("effects", ()))
    elif not mirror:
        live = tuple((giver, item, partner) for giver, item, partner in pairs if has_effect(s, item))
        if live:
            tasks.append(("effects", live))
    s.queue[0:0] = tasks


def add_effect(s: State, giver: int, item: str, partner: int) -> None:
    """An effect the trader chose to execute joins the pending ``effects`` task (it is named with the others)."""
    for i, task in enumerate(s.queue):
        if task[0] == "effects":
            s.queue[i] = ("effects", (*task[1], (giver, item, partner)))
            return
    raise AssertionError("no pending effects task")  # pragma: no cover


def do_trade(s: State, a: Action, ev: list[Event]) -> None:
    seat = a.player
    assert seat is not None
    to = a["to"]
    s.acted = True
    item = a.get("item", UNKNOWN)
    s.phase = "trade"
    pub(ev, "offer", message(s, T.EV_OFFER, seat, to, player=seat_name(s, seat), to=seat_name(s, to)), seat=seat, to=to)
    if s.cfg.app:
        priv(s, ev, [to], "offered", T.PV_OFFERED(player=seat_name(s, seat), item=item_name(item)), item=item)
    s.wait = {"kind": "reply", "seat": to, "offerer": seat, "item": item, "held": list(s.hands[to]), "diplomat": False}


def do_refuse(s: State, a: Action, ev: list[Event]) -> None:
    assert s.wait is not None
    seat, offerer = s.wait["seat"], s.wait["offerer"]
    pub(ev, "refused", message(s, T.EV_REFUSED, seat, offerer, player=seat_name(s, seat), offerer=seat_name(s, offerer)))
    s.wait = None
    s.queue = [("end_turn",)]


def do_accept(s: State, a: Action, ev: list[Event]) -> None:
    w = s.wait
    assert w is not None
    offerer, receiver = w["offerer"], w["seat"]
    msg = message(s, T.EV_ACCEPTED, offerer, receiver, player=seat_name(s, offerer), partner=seat_name(s, receiver))
    pub(ev, "accepted", msg, seat=offerer, partner=receiver)
    s.wait = None
    s.queue = [("end_turn",)]
    if not s.cfg.app:
        s.wait = {"kind": "announce", "seat": offerer, "stage": "offerer", "offerer": offerer, "receiver": receiver,
                  "options": announce_options(s, None), "first": None, "diplomat": False}
        return
    x, y = w["item"], a["give"]
    move_card(s, offerer, receiver, x)
    move_card(s, receiver, offerer, y)
    priv(s, ev, [offerer], "received", T.PV_RECEIVED(player=seat_name(s, receiver), item=item_name(y)), item=y)
    queue_trade_effects(s, (offerer, x), (receiver, y), D.BROKEN_MIRROR in (x, y))


def do_announce(s: State, a: Action, ev: list[Event]) -> None:
    w = s.wait
    assert w is not None
    item = a["item"]
    if w["stage"] == "offerer":
        first = None if item == "none" else item
        options = announce_options(s, first, w["demanded"] if w.get("diplomat") else None)
        s.wait = {**w, "stage": "receiver", "seat": w["receiver"], "first": first, "options": options}
        return
    s.wait = None
    first = w["first"]
    second = None if item == "none" else item
    if w.get("diplomat"):
        s.queue = [("resume",)]
    tasks = [(w["offerer"], first, w["receiver"]), (w["receiver"], second, w["offerer"])]
    if s.cfg.opts["trade_effect_order"] == "receiver_first" and not w.get("diplomat"):
        tasks.reverse()
    if w.get("diplomat") and not s.cfg.opts["diplomat_trade_effects"]:
        tasks = []
    live = tuple((g, i, p) for g, i, p in tasks if i is not None)
    if live:
        s.queue.insert(0, ("effects", live))


def do_effect_choice(s: State, a: Action, ev: list[Event]) -> None:
    w = s.wait
    assert w is not None
    s.wait = None
    if a["execute"]:
        add_effect(s, w["seat"], w["item"], w["partner"])
    elif w["live"] and not s.cfg.opts["variant_smuggling"]:
        pub(ev, "effect_declined", T.EV_EFFECT_DECLINED(player=seat_name(s, w["seat"]), item=item_name(w["item"])))
