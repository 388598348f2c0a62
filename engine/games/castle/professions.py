"""The own-turn professions: the Clairvoyant (and the pile's shuffle after it) and the Diplomat."""

from __future__ import annotations

from engine.core import Action, Event

from . import data as D  # noqa: N812 - the component tables
from . import texts as T  # noqa: N812 - the messages
from .changes import move_card, priv, pub, use_profession
from .rules import announce_options, distinct, item_name, items_text, seat_name
from .state import State
from .trade import queue_trade_effects


def do_clairvoyant(s: State, a: Action, ev: list[Event]) -> None:
    seat = a.player
    assert seat is not None
    use_profession(s, seat, D.CLAIRVOYANT)
    pub(ev, "clairvoyant", T.EV_CLAIRVOYANT(player=seat_name(s, seat)), seat=seat)
    s.wait = None
    if not s.cfg.app:
        s.queue.insert(0, ("resume",))
        return
    priv(s, ev, [seat], "saw_pile", T.PV_SAW_PILE(items=items_text(s.pile)), items=list(s.pile))
    if len(s.pile) < 2:
        s.queue.insert(0, ("resume",))
    else:
        s.wait = {"kind": "clairvoyant_pick", "seat": seat, "picked": []}


def do_clairvoyant_pick(s: State, a: Action, ev: list[Event]) -> None:
    w = s.wait
    assert w is not None
    picked = [*w["picked"], a["item"]]
    s.wait = {**w, "picked": picked}
    if len(picked) < 2:
        return
    rest = list(s.pile)
    for card in picked:
        rest.remove(card)
    s.pile = (*picked, *rest)
    priv(s, ev, [w["seat"]], "arranged", T.PV_ARRANGED(first=item_name(picked[0]), second=item_name(picked[1])), top=picked)
    if len(rest) > 1:
        s.wait = {"kind": "shuffle_pile"}
    else:
        s.wait = None
        s.queue.insert(0, ("resume",))


def do_shuffle_pile(s: State, a: Action, ev: list[Event]) -> None:
    s.pile = (*s.pile[:2], *a["order"])
    s.wait = None
    s.queue.insert(0, ("resume",))


def do_diplomat(s: State, a: Action, ev: list[Event]) -> None:
    seat = a.player
    assert seat is not None
    target, item = a["target"], a["item"]
    use_profession(s, seat, D.DIPLOMAT)
    pub(ev, "diplomat", T.EV_DIPLOMAT(player=seat_name(s, seat), target=seat_name(s, target), item=item_name(item)),
        seat=seat, target=target, item=item)
    s.wait = None
    if not s.cfg.app:
        s.wait = {"kind": "diplomat_result", "seat": seat, "target": target, "item": item}
        return
    hand = s.hands[target]
    matching = [item] if item in hand else []
    if s.converted and item in (D.KEY, D.GOBLET):
        matching += [b for b in D.BAGS if D.BAG_BECOMES[b] == item and b in hand]
    if not matching:
        diplomat_failed(s, seat, target, item, ev)
        return
    s.wait = {"kind": "diplomat_hand", "seat": target, "diplomat": seat, "options": distinct(matching)}


def diplomat_failed(s: State, seat: int, target: int, item: str, ev: list[Event]) -> None:
    pub(ev, "diplomat_failed", T.EV_DIPLOMAT_FAILED(target=seat_name(s, target), item=item_name(item)), seat=seat, target=target)
    if s.cfg.app:
        hand = s.hands[target]
        priv(s, ev, [seat], "saw_items", T.PV_SAW_ITEMS(player=seat_name(s, target), items=items_text(hand)),
             seat=target, items=sorted(hand))
    s.acted = True
    s.queue = [("end_turn", "final")]  # the turn ends at once: no action, and no own-turn power after it either


def do_diplomat_result(s: State, a: Action, ev: list[Event]) -> None:
    w = s.wait
    assert w is not None
    s.wait = None
    seat, target, item = w["seat"], w["target"], w["item"]
    if not a["has"]:
        diplomat_failed(s, seat, target, item, ev)
        return
    pub(ev, "diplomat_success", T.EV_DIPLOMAT_SUCCESS(target=seat_name(s, target), player=seat_name(s, seat), item=item_name(item)))
    s.wait = {"kind": "announce", "seat": seat, "stage": "offerer", "offerer": seat, "receiver": target,
              "options": announce_options(s, item), "first": None, "diplomat": True,
              "demanded": item}


def do_diplomat_hand(s: State, a: Action, ev: list[Event]) -> None:
    w = s.wait
    assert w is not None
    target, dip, got = w["seat"], w["diplomat"], a["item"]
    pub(ev, "diplomat_success", T.EV_DIPLOMAT_SUCCESS(target=seat_name(s, target), player=seat_name(s, dip),
                                                      item=item_name(D.BAG_BECOMES.get(got, got))))
    # Both cards change hands together once the Diplomat has chosen the return (nobody is ever left empty-handed).
    s.wait = {"kind": "diplomat_return", "seat": dip, "target": target, "got": got, "held": list(s.hands[dip])}


def do_diplomat_return(s: State, a: Action, ev: list[Event]) -> None:
    w = s.wait
    assert w is not None
    dip, target, got, give = w["seat"], w["target"], w["got"], a["item"]
    move_card(s, target, dip, got)
    move_card(s, dip, target, give)
    priv(s, ev, [target], "received", T.PV_RECEIVED(player=seat_name(s, dip), item=item_name(give)), item=give)
    s.wait = None
    s.queue = [("resume",)]
    if s.cfg.opts["diplomat_trade_effects"]:
        # The Diplomat is the active player: their effect always comes first (R13).
        queue_trade_effects(s, (dip, give), (target, got), D.BROKEN_MIRROR in (give, got), keep_order=True)
