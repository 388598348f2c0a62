"""The turn and the task queue: starting a turn, running queued tasks until a decision is needed, passing."""

from __future__ import annotations

from engine.core import Action, Event

from . import texts as T  # noqa: N812 - the messages
from .changes import message, pub
from .fight import fight_next
from .items import announce_effects, run_effect
from .rules import has_effect, next_seat, seat_name
from .state import State


def begin(s: State, events: list[Event]) -> None:
    start = s.cfg.opts["start_player"]
    if isinstance(start, int) and 0 <= start < s.cfg.n:
        start_turn(s, start, events)
    else:
        s.phase = "first_player"
        s.wait = {"kind": "first_player"}


def start_turn(s: State, seat: int, events: list[Event]) -> None:
    s.phase = "turn"
    s.turn = seat
    s.turns += 1
    s.acted = False
    s.fight = None
    s.wait = {"kind": "action", "seat": seat}
    pub(events, "turn", message(s, T.EV_TURN, seat, player=seat_name(s, seat)), seat=seat)


def run(s: State, events: list[Event]) -> None:
    """Process queued tasks until a decision is needed or the game is over."""
    while s.wait is None and s.result is None:
        if not s.queue:
            s.queue.append(("end_turn",))
        task = s.queue[0]
        kind = task[0]
        if kind == "overflow":
            seat = task[1]
            if len(s.hands[seat]) > s.cfg.limit:
                s.wait = {"kind": "give", "seat": seat}
                pub(events, "overflow", T.EV_OVERFLOW(player=seat_name(s, seat), limit=s.cfg.limit), seat=seat)
            else:
                s.queue.pop(0)
        elif kind == "effects":
            s.queue.pop(0)
            announce_effects(s, task, events)
        elif kind == "effect":
            s.queue.pop(0)
            run_effect(s, task, events)
        elif kind == "ask_effect":
            s.queue.pop(0)
            _, giver, item, partner = task
            live = bool(item) and has_effect(s, item)
            s.wait = {"kind": "effect_choice", "seat": giver, "item": item, "partner": partner, "live": live}
        elif kind == "fight":
            s.queue.pop(0)
            fight_next(s, events)
        elif kind == "resume":
            s.queue.pop(0)
            if s.acted:
                s.queue.insert(0, ("end_turn",))
            else:
                s.wait = {"kind": "action", "seat": s.turn}
        elif kind == "end_turn":
            s.queue.pop(0)
            if s.cfg.opts["own_turn_powers_timing"] == "before_or_after" and not task[1:]:
                s.wait = {"kind": "after_action", "seat": s.turn}
                s.acted = True
            else:
                start_turn(s, next_seat(s, s.turn), events)
        else:  # pragma: no cover - every task kind is handled above
            raise AssertionError(kind)


def do_pass(s: State, a: Action, ev: list[Event]) -> None:
    s.acted = True
    s.wait = None
    pub(ev, "passed", message(s, T.EV_PASS, a.player, player=seat_name(s, a.player)))  # type: ignore[arg-type]
    s.queue = [("end_turn",)]


def do_end_turn(s: State, a: Action, ev: list[Event]) -> None:
    s.wait = None
    s.queue = [("end_turn", "final")]
