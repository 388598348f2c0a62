"""Fights (§8): the Priest, declarations of support, Hypnotist, modifiers and the last word, the count, the
Doctor and the spoils.
"""

from __future__ import annotations

from typing import Any

from engine.core import PUBLIC, Action, Event

from . import data as D  # noqa: N812 - the component tables
from . import texts as T  # noqa: N812 - the messages
from .changes import draw_card, message, move_card, priv, pub, use_profession
from .rules import card_label, item_name, items_text, late_power_possible, next_seat, prof_name, seat_name, totals
from .state import UNKNOWN, State

FIGHT_OVER, LAST_WORD = T.EV_FIGHT_OVER(), T.EV_LAST_WORD()  # messages without parameters, made once


def start_fight(s: State, attacker: int, defender: int, events: list[Event]) -> None:
    n = s.cfg.n
    order = [p for p in ((attacker + i) % n for i in range(1, n)) if p != defender]
    s.fight = {"attacker": attacker, "defender": defender, "stage": "priest", "order": order, "decl": {}, "last": None,
               "hyp": None, "hyp_window": False, "used": [], "duel": False, "mixer": None, "ring": None, "outcome": None,
               "winner": None, "loser": None, "spoils": None, "answered": [], "passes": 0, "prio": attacker, "late": False, "priest": None,
               "totals": [1, 1]}
    s.phase = "fight"
    msg = message(s, T.EV_ATTACK, attacker, defender, attacker=seat_name(s, attacker), defender=seat_name(s, defender))
    pub(events, "attack", msg, attacker=attacker, defender=defender)
    s.wait = {"kind": "priest"}


def fight_next(s: State, events: list[Event]) -> None:
    """Open the next decision of the fight after its current stage resolved."""
    f = s.fight
    assert f is not None
    stage = f["stage"]
    if stage == "declare":
        declared = len(f["decl"])
        if declared < len(f["order"]):
            s.wait = {"kind": "support", "seat": f["order"][declared]}
            return
        f["stage"] = "modifiers"
        f["passes"] = 0
        f["prio"] = f["attacker"]
        f["hyp_window"] = f["hyp"] is None
        if s.cfg.opts["hypnotist_timing"] == "after_declarations":
            f["last"] = None
        s.wait = {"kind": "modifier"}
        return
    if stage == "count":
        att, dfn = totals(s)
        f["totals"] = [att, dfn]
        if f["mixer"] is not None:
            winner = f["mixer"]
        elif att != dfn:
            winner = f["attacker"] if att > dfn else f["defender"]
        elif f["ring"] is not None:
            winner = f["ring"]
        elif s.cfg.opts["poison_ring_timing"] == "at_count" and not f.get("ring_asked"):
            f["ring_asked"] = True
            s.wait = {"kind": "ring", "pending": [f["attacker"], f["defender"]]}
            return
        elif s.cfg.opts["tie_rule"] == "defender_wins":
            winner = f["defender"]
        else:
            winner = None
        settle_count(s, winner, events)
        return
    if stage == "doctor_then_spoils":
        f["stage"] = "spoils"
        s.wait = {"kind": "spoils", "seat": f["winner"]}
        return
    if stage == "perform":
        perform_spoils(s, events)
        return
    if stage == "end":
        end_fight(s, events)
        return
    raise AssertionError(stage)  # pragma: no cover


def settle_count(s: State, winner: int | None, events: list[Event]) -> None:
    f = s.fight
    assert f is not None
    att, dfn = f["totals"]
    if winner is None:
        f["outcome"] = "tie"
        pub(events, "fight_tie", T.EV_TIE(attack=att, defence=dfn), totals=[att, dfn])
        if not s.pile:
            f["stage"] = "end"
            s.queue.insert(0, ("fight",))
            return
        f["stage"] = "tie_draw"
        s.wait = {"kind": "tie_draw", "seat": f["attacker"]}
        return
    f["winner"] = winner
    f["loser"] = f["defender"] if winner == f["attacker"] else f["attacker"]
    f["outcome"] = "attacker" if winner == f["attacker"] else "defender"
    pub(events, "fight_won", T.EV_WON(player=seat_name(s, winner), attack=att, defence=dfn), winner=winner, totals=[att, dfn])
    if s.cfg.opts["doctor_timing"] == "before_choice":
        f["stage"] = "doctor_then_spoils"
        open_doctor(s)
    else:
        f["stage"] = "spoils"
        s.wait = {"kind": "spoils", "seat": winner}


def open_doctor(s: State) -> None:
    f = s.fight
    assert f is not None
    f["answered"] = []
    s.wait = {"kind": "doctor"}


def perform_spoils(s: State, events: list[Event]) -> None:
    f = s.fight
    assert f is not None
    kind = f["spoils"]
    if kind == "draw":
        f["stage"] = "end"
        s.queue.insert(0, ("fight",))
        if s.pile:
            draw_card(s, f["attacker"], events)
            s.queue.insert(0, ("overflow", f["attacker"]))
        return
    winner, loser = f["winner"], f["loser"]
    if kind == "look":
        if s.cfg.app:
            soc, prof = s.societies[loser], s.profs[loser]
            priv(s, events, [winner], "saw_society", T.PV_SAW_CARDS(player=seat_name(s, loser), society=D.SOCIETY_NAMES[soc],
                                                                    profession=prof_name(prof)), seat=loser, society=soc, profession=prof)
        pub(events, "spoils_look", T.EV_LOOKED(winner=seat_name(s, winner), loser=seat_name(s, loser)))
        f["stage"] = "end"
        s.queue.insert(0, ("fight",))
        return
    # take one item
    if s.cfg.app:
        # The winner sees the loser's items on the take form itself (and, with what was taken, when it is done).
        s.wait = {"kind": "take", "seat": winner}
        return
    move_card(s, loser, winner, UNKNOWN)
    pub(events, "took", T.EV_TOOK(winner=seat_name(s, winner), loser=seat_name(s, loser)), winner=winner, loser=loser)
    if not s.hands[loser]:
        move_card(s, winner, loser, UNKNOWN)
        pub(events, "gave_back", T.EV_GAVE_BACK(winner=seat_name(s, winner), loser=seat_name(s, loser)))
    s.queue[0:0] = [("overflow", winner)]
    f["stage"] = "end"
    s.queue.insert(1, ("fight",))


def end_fight(s: State, events: list[Event]) -> None:
    pub(events, "fight_over", FIGHT_OVER)
    s.queue.insert(0, ("end_turn",))


def do_attack(s: State, a: Action, ev: list[Event]) -> None:
    seat = a.player
    assert seat is not None
    s.acted = True
    s.wait = None
    start_fight(s, seat, a["target"], ev)


def do_priest(s: State, a: Action, ev: list[Event]) -> None:
    seat = a.player
    assert seat is not None
    f = s.fight
    assert f is not None
    use_profession(s, seat, D.PRIEST)
    f["priest"] = seat
    pub(ev, "priest", T.EV_PRIEST(player=seat_name(s, seat)), seat=seat)
    attacker = f["attacker"]
    if len(s.hands[attacker]) >= 2:
        s.wait = {"kind": "priest_pay", "seat": attacker, "priest": seat}
    else:
        s.wait = None
        s.queue = [("end_turn",)]


def do_priest_pay(s: State, a: Action, ev: list[Event]) -> None:
    w = s.wait
    assert w is not None
    attacker, priest = w["seat"], w["priest"]
    item = a.get("item", UNKNOWN)
    move_card(s, attacker, priest, item)
    pub(ev, "gave", T.EV_GAVE(player=seat_name(s, attacker), to=seat_name(s, priest)), seat=attacker, to=priest)
    if s.cfg.app:
        priv(s, ev, [priest], "received", T.PV_RECEIVED(player=seat_name(s, attacker), item=item_name(item)), item=item)
    s.wait = None
    s.queue = [("overflow", priest), ("end_turn",)]


def do_no_priest(s: State, a: Action, ev: list[Event]) -> None:
    f = s.fight
    assert f is not None
    if a.player is not None:
        answered = f["answered"] = [*f["answered"], a.player]
        if len(answered) < s.cfg.n - 1:
            return
    f["stage"] = "declare"
    s.wait = None
    fight_next(s, ev)  # what the queued task ("fight",) would do first


def do_support(s: State, a: Action, ev: list[Event]) -> None:
    seat = a.player
    assert seat is not None
    f = s.fight
    assert f is not None
    side = a["side"]
    f["decl"] = {**f["decl"], s.cfg.keys[seat]: side}
    f["last"] = seat
    f["hyp_window"] = s.cfg.opts["hypnotist_timing"] == "at_declaration"
    pub(ev, "support", message(s, T.EV_SUPPORT, seat, side, player=s.cfg.names[seat], side=D.SIDE_NAMES[side]), seat=seat, side=side)
    s.wait = None
    fight_next(s, ev)  # what the queued task ("fight",) would do first


def do_hypnotize(s: State, a: Action, ev: list[Event]) -> None:
    seat = a.player
    assert seat is not None
    f = s.fight
    assert f is not None
    target = a["target"]
    f["hyp"] = target
    f["hyp_window"] = False
    use_profession(s, seat, D.HYPNOTIST)
    pub(ev, "hypnotised", T.EV_HYPNOTISED(player=seat_name(s, seat), target=seat_name(s, target)), seat=seat, target=target)
    if s.wait and s.wait["kind"] == "modifier":
        return


def f4_entry(s: State) -> dict[str, Any]:
    f = s.fight
    assert f is not None
    f["hyp_window"] = False
    return f


def do_use(s: State, a: Action, ev: list[Event]) -> None:
    seat = a.player
    assert seat is not None
    f = f4_entry(s)
    card = a["card"]
    f["used"] = [*f["used"], [seat, card]]
    if card in D.PROFESSIONS:
        use_profession(s, seat, card)
    if card == D.DUELIST:
        f["duel"] = True
    if card == D.POISON_RING:
        f["ring"] = seat
    f["totals"] = list(totals(s))
    pub(ev, "used", T.EV_USED(player=seat_name(s, seat), card=card_label(card), attack=f["totals"][0], defence=f["totals"][1]),
        seat=seat, card=card, totals=f["totals"])
    if card == D.DUELIST:
        pub(ev, "duel", T.EV_DUEL(player=seat_name(s, seat)))
    after_modifier(s, used=True, events=ev)


def after_modifier(s: State, used: bool, events: list[Event]) -> None:
    f = s.fight
    assert f is not None
    if f["mixer"] is not None:
        close_modifiers(s)
        return
    if s.cfg.app:
        f["passes"] = 0 if used else f["passes"] + 1
        if f["passes"] < s.cfg.n:
            f["prio"] = next_seat(s, f["prio"])
        elif f["late"] or not late_power_possible(s):
            close_modifiers(s)
        else:
            # Everyone has passed: the last word, from the attacker clockwise, for the powers that "may be used
            # after all other players" (§10, E5). A late use restarts the count; n passes in a row end it.
            f["late"] = True
            f["passes"] = 0
            f["prio"] = f["attacker"]
            events.append(Event("last_word", PUBLIC, LAST_WORD, {}))


def close_modifiers(s: State) -> None:
    f = s.fight
    assert f is not None
    f["stage"] = "count"
    s.wait = None
    s.queue.insert(0, ("fight",))


def do_pass_priority(s: State, a: Action, ev: list[Event]) -> None:
    f = s.fight
    assert f is not None
    f["hyp_window"] = False  # f4_entry
    passes = f["passes"] + 1
    if f["mixer"] is None and passes < s.cfg.n:  # after_modifier's common case (app mode): the next seat's turn
        f["passes"] = passes
        f["prio"] = (f["prio"] + 1) % s.cfg.n
        return
    after_modifier(s, used=False, events=ev)


def do_end_modifiers(s: State, a: Action, ev: list[Event]) -> None:
    f4_entry(s)
    close_modifiers(s)


def do_poison_mixer(s: State, a: Action, ev: list[Event]) -> None:
    seat = a.player
    assert seat is not None
    f = f4_entry(s)
    winner = f["attacker"] if a["winner"] == "attacker" else f["defender"]
    f["mixer"] = winner
    f["used"] = [*f["used"], [seat, D.POISON_MIXER]]
    use_profession(s, seat, D.POISON_MIXER)
    pub(ev, "poison_mixer", T.EV_MIXER(player=seat_name(s, seat), winner=seat_name(s, winner)), seat=seat, winner=winner)
    close_modifiers(s)


def do_poison_ring(s: State, a: Action, ev: list[Event]) -> None:
    seat = a.player
    assert seat is not None
    f = s.fight
    assert f is not None
    f["ring"] = seat
    f["used"] = [*f["used"], [seat, D.POISON_RING]]
    pub(ev, "used", T.EV_USED(player=seat_name(s, seat), card=item_name(D.POISON_RING), attack=f["totals"][0], defence=f["totals"][1]),
        seat=seat, card=D.POISON_RING, totals=f["totals"])
    ring_done(s, None)


def ring_done(s: State, seat: int | None) -> None:
    s.wait = None
    s.queue.insert(0, ("fight",))


def do_no_poison_ring(s: State, a: Action, ev: list[Event]) -> None:
    w = s.wait
    assert w is not None
    if a.player is not None:
        pending = [p for p in w["pending"] if p != a.player]
        s.wait = {**w, "pending": pending}
        if pending:
            return
    ring_done(s, None)


def do_spoils(s: State, a: Action, ev: list[Event]) -> None:
    f = s.fight
    assert f is not None
    option = a["option"]
    winner = f["winner"]
    s.wait = None
    pub(ev, "spoils", {"look": T.EV_SPOILS_LOOK, "take": T.EV_SPOILS_TAKE, "none": T.EV_SPOILS_NONE}[option](
        player=seat_name(s, winner)), option=option)
    if option == "none":
        f["stage"] = "end"
        s.queue.insert(0, ("fight",))
        return
    f["spoils"] = option
    if f["stage"] == "spoils" and s.cfg.opts["doctor_timing"] == "after_choice":
        f["stage"] = "perform"
        open_doctor(s)
        return
    f["stage"] = "perform"
    s.queue.insert(0, ("fight",))


def do_tie_draw(s: State, a: Action, ev: list[Event]) -> None:
    f = s.fight
    assert f is not None
    s.wait = None
    if not a["draw"]:
        f["stage"] = "end"
        s.queue.insert(0, ("fight",))
        return
    f["spoils"] = "draw"
    pub(ev, "tie_draw", T.EV_TIE_DRAW(player=seat_name(s, f["attacker"])))
    f["stage"] = "perform"
    if s.cfg.opts["doctor_cancels_tie_draw"]:
        open_doctor(s)
    else:
        s.queue.insert(0, ("fight",))


def do_doctor(s: State, a: Action, ev: list[Event]) -> None:
    seat = a.player
    assert seat is not None
    f = s.fight
    assert f is not None
    use_profession(s, seat, D.DOCTOR)
    pub(ev, "doctor", T.EV_DOCTOR(player=seat_name(s, seat)), seat=seat)
    f["stage"] = "end"
    s.wait = None
    s.queue.insert(0, ("fight",))


def do_no_doctor(s: State, a: Action, ev: list[Event]) -> None:
    f = s.fight
    assert f is not None
    if a.player is not None:
        answered = f["answered"] = [*f["answered"], a.player]
        # doctor_pending is not empty: each seat but the hypnotised one answers once (open_doctor emptied the list)
        if len(answered) < s.cfg.n - (f["hyp"] is not None):
            return
    s.wait = None
    s.queue.insert(0, ("fight",))


def do_take(s: State, a: Action, ev: list[Event]) -> None:
    f = s.fight
    assert f is not None
    winner, loser, item = f["winner"], f["loser"], a["item"]
    hand = s.hands[loser]
    priv(s, ev, [winner], "saw_items", T.PV_SAW_ITEMS(player=seat_name(s, loser), items=items_text(hand)),
         seat=loser, items=sorted(hand))
    move_card(s, loser, winner, item)
    pub(ev, "took", T.EV_TOOK(winner=seat_name(s, winner), loser=seat_name(s, loser)), winner=winner, loser=loser)
    # Only the winner is told: the loser sees their hand the next time they have the laptop (no pass for it).
    priv(s, ev, [winner], "taken", T.PV_TAKEN(winner=seat_name(s, winner), loser=seat_name(s, loser), item=item_name(item)), item=item)
    if not s.hands[loser]:
        s.wait = {"kind": "give_back", "seat": winner, "taken": item}
        return
    s.wait = None
    f["stage"] = "end"
    s.queue[0:0] = [("overflow", winner), ("fight",)]


def do_give_back(s: State, a: Action, ev: list[Event]) -> None:
    f = s.fight
    assert f is not None
    winner, loser, item = f["winner"], f["loser"], a["item"]
    move_card(s, winner, loser, item)
    pub(ev, "gave_back", T.EV_GAVE_BACK(winner=seat_name(s, winner), loser=seat_name(s, loser)))
    priv(s, ev, [winner], "given_back", T.PV_GIVEN_BACK(winner=seat_name(s, winner), item=item_name(item)), item=item)
    s.wait = None
    f["stage"] = "end"
    s.queue[0:0] = [("overflow", winner), ("fight",)]
