"""The small changes every action is made of: public and private events, a profession turned face up, a card
drawn or moved, the bags converting. They change the clone being built by ``apply``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import PUBLIC, Event, new_event
from engine.i18n import Msg, Text

from . import texts as T  # noqa: N812 - the messages
from .rules import item_name, seat_name
from .state import UNKNOWN, State, set_seats


def pub(events: list[Event], kind: str, msg: Msg, **data: Any) -> None:
    events.append(new_event(kind, PUBLIC, msg, data))


def message(s: State, text: Text, *key: Any, **params: Any) -> Msg:
    """``text(**params)``, made once per setup for each ``key`` (the seats and values the message depends on): the same
    few messages recur all game (whose turn it is, who supports which side) and a message is an immutable value."""
    cache_key = (id(text), *key)  # by identity: texts are module constants, and two may share their words
    msg = s.cfg.made.get(cache_key)
    if msg is None:
        msg = s.cfg.remember(cache_key, text(**params))
    return msg  # type: ignore[no-any-return]


def priv(s: State, events: list[Event], seats: Sequence[int], kind: str, msg: Msg, **data: Any) -> None:
    """A private event; in physical mode the engine knows no secrets, so it makes none."""
    audience = (seats[0],) if len(seats) == 1 else tuple(sorted(set(seats)))
    events.append(Event(kind, audience, msg, data))
    for seat in audience:
        s.notes = (*s.notes, (seat, {"type": kind, "msg": msg, **data}))  # the message becomes JSON in the player view


def use_profession(s: State, seat: int, prof: str) -> None:
    set_seats(s, "face_up", {seat: True})
    set_seats(s, "pub_prof", {seat: prof})
    if not s.cfg.app:
        set_seats(s, "profs", {seat: prof})


def draw_card(s: State, seat: int, events: list[Event]) -> None:
    """The top card of the draw pile to ``seat``; the bags convert when the pile becomes empty."""
    card = s.pile[0]
    s.pile = s.pile[1:]
    set_seats(s, "hands", {seat: (*s.hands[seat], card)})
    pub(events, "drew", T.EV_DREW(player=seat_name(s, seat)), seat=seat, pile=len(s.pile))
    if s.cfg.app:
        priv(s, events, [seat], "drew_card", T.PV_DREW(item=item_name(card)), item=card)
    check_conversion(s, events)


def check_conversion(s: State, events: list[Event]) -> None:
    if not s.pile and not s.converted:
        s.converted = True
        pub(events, "bags_converted", T.EV_CONVERTED())


def move_card(s: State, giver: int, receiver: int, item: str) -> None:
    card = item if s.cfg.app else UNKNOWN
    hand = list(s.hands[giver])
    hand.remove(card)
    set_seats(s, "hands", {giver: tuple(hand), receiver: (*s.hands[receiver], card)})
