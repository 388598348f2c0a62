"""Declarations (§9): a declaration of victory, the Loge and Fortune telling; in app mode evaluated at once,
in physical mode through the reveals the table enters.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import Action, Event, Result
from engine.i18n import Msg

from . import data as D  # noqa: N812 - the component tables
from . import texts as T  # noqa: N812 - the messages
from .changes import pub
from .rules import evaluate_declaration, fortune_eval, items_text, loge_count, other_society, seat_list, seat_name, victory_count
from .state import State, set_seats


def finish(s: State, side: str, winners: Sequence[int], reason: Msg, events: list[Event], details: dict[str, Any]) -> None:
    s.result = Result(side, tuple(sorted(winners)), reason, details)
    s.phase = "over"
    s.wait = None
    s.queue = []
    s.revealed = (True,) * s.cfg.n
    pub(events, "game_over", reason, side=side, winners=list(s.result.winners))


def society_win(s: State, side: str, reason: Msg, events: list[Event], details: dict[str, Any]) -> None:
    winners = [p for p in range(s.cfg.n) if s.societies[p] == side]
    finish(s, side, winners, reason, events, {**details, "societies": list(s.societies), "hidden": s.hidden})


def declare_app(s: State, declarer: int, partners: list[int], events: list[Event]) -> None:
    soc = s.societies[declarer]
    counts = {p: victory_count(s, s.hands[p], soc) for p in (declarer, *partners)}
    pub(events, "declare", T.EV_DECLARE(player=seat_name(s, declarer), partners=seat_list(s, partners)), seat=declarer, partners=partners)
    set_seats(s, "revealed", dict.fromkeys((declarer, *partners), True))
    for p in (declarer, *partners):
        pub(events, "revealed", T.EV_REVEALED(player=seat_name(s, p), society=D.SOCIETY_NAMES[s.societies[p]],
                                              items=items_text(s.hands[p])), seat=p, society=s.societies[p], items=sorted(s.hands[p]))
    ok, total, drink = evaluate_declaration(s, declarer, partners, counts)
    side = soc if ok else other_society(soc)
    reason = (T.R_DECLARED if ok else T.R_WRONG)(player=seat_name(s, declarer), society=D.SOCIETY_NAMES[side], count=total)
    society_win(s, side, reason, events, {"declaration": {"declarer": declarer, "partners": partners, "count": total,
                                                          "drink": drink, "success": ok}})


def fortune_app(s: State, caller: int, named: list[int], events: list[Event]) -> None:
    soc = s.societies[caller]
    opp = other_society(soc)
    counts = {p: victory_count(s, s.hands[p], opp) for p in named}
    pub(events, "fortune", T.EV_FORTUNE(player=seat_name(s, caller), named=seat_list(s, named)), seat=caller, named=named)
    for p in named:
        pub(events, "revealed", T.EV_REVEALED(player=seat_name(s, p), society=D.SOCIETY_NAMES[s.societies[p]],
                                              items=items_text(s.hands[p])), seat=p, society=s.societies[p], items=sorted(s.hands[p]))
    ok, total = fortune_eval(s, caller, named, counts)
    side = soc if ok else opp
    reason = (T.R_FORTUNE if ok else T.R_FORTUNE_WRONG)(player=seat_name(s, caller), society=D.SOCIETY_NAMES[side], count=total)
    society_win(s, side, reason, events, {"fortune": {"caller": caller, "named": named, "count": total, "success": ok}})


def loge_app(s: State, seat: int, events: list[Event]) -> None:
    count = loge_count(s, s.hands[seat])
    pub(events, "loge", T.EV_LOGE(player=seat_name(s, seat)), seat=seat)
    pub(events, "revealed_items", T.EV_REVEALED_ITEMS(player=seat_name(s, seat), items=items_text(s.hands[seat])),
        seat=seat, items=sorted(s.hands[seat]))
    if count >= 3:
        finish(s, D.LOGE, [seat], T.R_LOGE(player=seat_name(s, seat), count=count), events,
               {"loge": {"seat": seat, "count": count}, "societies": list(s.societies), "hidden": s.hidden})
    else:  # only reachable with loge_wrong_claim = forfeit
        side = other_society(s.societies[seat])
        society_win(s, side, T.R_LOGE_WRONG(player=seat_name(s, seat), society=D.SOCIETY_NAMES[side]), events,
                    {"loge": {"seat": seat, "count": count}})


def decl_next(s: State, events: list[Event]) -> None:
    """Physical mode: ask for the next reveal, or evaluate once everything needed is known."""
    d = s.decl
    assert d is not None
    todo = d["todo"]
    if todo:
        subject = todo[0]
        if subject == "hidden":
            s.wait = {"kind": "reveal_hidden"}
        elif subject[0] == "society":
            s.wait = {"kind": "reveal_society", "seat": subject[1]}
        else:
            s.wait = {"kind": "reveal_hand", "seat": subject[1]}
        return
    if d.get("side") is None:
        physical_verdict(s, events)
        if s.result is not None:
            return
    rest = [p for p in range(s.cfg.n) if not s.revealed[p]]
    if rest:
        d["todo"] = [("society", p) for p in rest] + (["hidden"] if s.cfg.odd and s.hidden is None else [])
        decl_next(s, events)
        return
    if s.cfg.odd and s.hidden is None:
        d["todo"] = ["hidden"]
        decl_next(s, events)
        return
    side = d["side"]
    if side == D.LOGE:
        finish(s, D.LOGE, [d["seat"]], d["reason"], events, {"loge": {"seat": d["seat"], "count": d["count"]},
                                                             "societies": list(s.societies), "hidden": s.hidden})
    else:
        society_win(s, side, d["reason"], events, d["details"])


def physical_verdict(s: State, events: list[Event]) -> None:
    d = s.decl
    assert d is not None
    counts = {int(k): v for k, v in d["counts"].items()}
    if d["kind"] == "declare":
        declarer = d["seat"]
        ok, total, drink = evaluate_declaration(s, declarer, d["partners"], counts)
        soc = s.societies[declarer]
        side = soc if ok else other_society(soc)
        d["reason"] = (T.R_DECLARED if ok else T.R_WRONG)(player=seat_name(s, declarer), society=D.SOCIETY_NAMES[side], count=total)
        d["details"] = {"declaration": {"declarer": declarer, "partners": d["partners"], "count": total, "drink": drink, "success": ok}}
    elif d["kind"] == "fortune":
        ok, total = fortune_eval(s, d["seat"], d["partners"], counts)
        soc = s.societies[d["seat"]]
        side = soc if ok else other_society(soc)
        d["reason"] = (T.R_FORTUNE if ok else T.R_FORTUNE_WRONG)(player=seat_name(s, d["seat"]), society=D.SOCIETY_NAMES[side], count=total)
        d["details"] = {"fortune": {"caller": d["seat"], "named": d["partners"], "count": total, "success": ok}}
    else:  # loge
        seat = d["seat"]
        count = counts[seat]
        d["count"] = count
        if count >= 3:
            side = D.LOGE
            d["reason"] = T.R_LOGE(player=seat_name(s, seat), count=count)
        else:
            side = other_society(s.societies[seat])
            d["reason"] = T.R_LOGE_WRONG(player=seat_name(s, seat), society=D.SOCIETY_NAMES[side])
            d["details"] = {"loge": {"seat": seat, "count": count}}
    d["side"] = side
    pub(events, "verdict", d["reason"], side=side)


def physical_decl_start(s: State, kind: str, seat: int, partners: list[int]) -> None:
    todo: list[Any]
    if kind == "declare":
        todo = [("hand", p) for p in (seat, *partners)]
        if s.cfg.odd:
            todo.append("hidden")
    elif kind == "fortune":
        todo = [("society", seat), *(("hand", p) for p in partners)]
    else:
        todo = [("hand", seat)]
        if s.cfg.opts["loge_wrong_claim"] == "forfeit":
            todo = [("society", seat), ("hand", seat)]
    s.decl = {"kind": kind, "seat": seat, "partners": partners, "todo": todo, "counts": {}, "side": None,
              "saved": [list(s.revealed), list(s.societies)]}
    s.phase = "declaration"


def do_declare(s: State, a: Action, ev: list[Event]) -> None:
    seat = a.player
    assert seat is not None
    partners = sorted(a["partners"])
    s.acted = True
    s.wait = None
    if s.cfg.app:
        declare_app(s, seat, partners, ev)
        return
    pub(ev, "declare", T.EV_DECLARE(player=seat_name(s, seat), partners=seat_list(s, partners)), seat=seat, partners=partners)
    physical_decl_start(s, "declare", seat, partners)
    decl_next(s, ev)


def do_loge(s: State, a: Action, ev: list[Event]) -> None:
    seat = a.player
    assert seat is not None
    s.acted = True
    s.wait = None
    if s.cfg.app:
        loge_app(s, seat, ev)
        return
    pub(ev, "loge", T.EV_LOGE(player=seat_name(s, seat)), seat=seat)
    physical_decl_start(s, "loge", seat, [])
    decl_next(s, ev)


def do_fortune(s: State, a: Action, ev: list[Event]) -> None:
    seat = a.player
    assert seat is not None
    named = sorted(a["named"])
    s.acted = True
    s.wait = None
    if s.cfg.app:
        fortune_app(s, seat, named, ev)
        return
    pub(ev, "fortune", T.EV_FORTUNE(player=seat_name(s, seat), named=seat_list(s, named)), seat=seat, named=named)
    physical_decl_start(s, "fortune", seat, named)
    decl_next(s, ev)


def do_reveal_hand(s: State, a: Action, ev: list[Event]) -> None:
    d = s.decl
    assert d is not None
    seat = a["seat"]
    if "society" in a.params:
        set_seats(s, "societies", {seat: a["society"]})
        set_seats(s, "revealed", {seat: True})
    d["counts"] = {**d["counts"], str(seat): a["items"]}
    d["todo"] = d["todo"][1:]
    if "society" in a.params:
        pub(ev, "revealed_count", T.EV_REVEALED_COUNT(player=seat_name(s, seat), society=D.SOCIETY_NAMES[a["society"]],
                                                      count=a["items"]), seat=seat, society=a["society"], count=a["items"])
    else:
        pub(ev, "revealed_count", T.EV_REVEALED_LOGE(player=seat_name(s, seat), count=a["items"]), seat=seat, count=a["items"])
    s.wait = None
    decl_next(s, ev)


def do_reveal_society(s: State, a: Action, ev: list[Event]) -> None:
    d = s.decl
    assert d is not None
    seat = a["seat"]
    set_seats(s, "societies", {seat: a["society"]})
    set_seats(s, "revealed", {seat: True})
    d["todo"] = d["todo"][1:]
    pub(ev, "revealed_society", T.EV_REVEALED_SOCIETY(player=seat_name(s, seat), society=D.SOCIETY_NAMES[a["society"]]),
        seat=seat, society=a["society"])
    s.wait = None
    decl_next(s, ev)


def do_reveal_hidden(s: State, a: Action, ev: list[Event]) -> None:
    d = s.decl
    assert d is not None
    s.hidden = a["society"]
    d["todo"] = d["todo"][1:]
    pub(ev, "revealed_hidden", T.EV_REVEALED_HIDDEN(society=D.SOCIETY_NAMES[a["society"]]), society=a["society"])
    s.wait = None
    decl_next(s, ev)


def do_withdraw(s: State, a: Action, ev: list[Event]) -> None:
    d = s.decl
    assert d is not None
    s.revealed, s.societies = tuple(d["saved"][0]), tuple(d["saved"][1])
    s.decl = None
    s.acted = False
    s.phase = "turn"
    pub(ev, "withdrawn", T.EV_WITHDRAWN(player=seat_name(s, d["seat"])))
    s.wait = {"kind": "action", "seat": d["seat"]}
