"""Setup and chance: the deal (§2.1), a stated position (physical mode), the chance steps and their checks, and
the actions that begin the game.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from engine import errors
from engine.core import Action, ChanceStep, Event
from engine.errors import IllegalAction

from . import data as D  # noqa: N812 - the component tables
from . import texts as T  # noqa: N812 - the messages
from .changes import check_conversion, priv, pub
from .config import Config
from .rules import items_text, prof_name, seat_name
from .state import UNKNOWN, State, set_seats
from .turn import begin, start_turn

CHANCE_WAITS = frozenset({"deal", "first_player", "shuffle_pile", "coat"})  # the waits that may be a chance step


def chance_step(state: State) -> ChanceStep | None:
    s = state
    w = s.wait
    if w is None or w["kind"] not in CHANCE_WAITS or s.result is not None:
        return None
    kind = w["kind"]
    if kind == "deal":
        cfg = s.cfg
        return ChanceStep("deal", lambda rng: Action("deal", None, random_deal(cfg, rng)))
    if kind == "first_player":
        n = s.cfg.n
        return ChanceStep("first_player", lambda rng: Action("first_player", None, {"seat": rng.randrange(n)}))
    if kind == "shuffle_pile":
        rest = list(s.pile[2:])
        return ChanceStep("shuffle_pile", lambda rng: Action("shuffle_pile", None, {"order": rng.sample(rest, len(rest))}))
    if s.cfg.opts["coat_profession_pick"] == "random":  # the Coat's new profession
        stack = list(s.stack)
        return ChanceStep("coat_draw", lambda rng: Action("coat_draw", None, {"profession": stack[rng.randrange(len(stack))]}))
    return None


def check_chance(state: State, action: Action) -> None:
    s = state
    ok = True
    if action.type == "deal":
        p = action.params
        ok = deal_is_valid(s.cfg, p) and set(p) <= DEAL_KEYS and stated_problem(s.cfg, p, p["professions"]) is None
    elif action.type == "first_player":
        seat = action.get("seat")
        ok = isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < s.cfg.n
    elif action.type == "shuffle_pile":
        order = action.get("order")
        ok = isinstance(order, list) and sorted(map(str, order)) == sorted(s.pile[2:])
    elif action.type == "coat_draw":
        ok = action.get("profession") in s.stack
    if not ok:
        raise IllegalAction(errors.BAD_CHANCE, errors.T_BAD_CHANCE())


def random_deal(cfg: Config, rng: random.Random) -> dict[str, Any]:
    """A deal following §2.1 exactly: professions, societies (and the hidden card), the starting items and the pile."""
    n = cfg.n
    opts = cfg.opts
    profs = list(D.PROFESSION_IDS)
    rng.shuffle(profs)
    half = D.society_cards(n) if cfg.odd else n // 2
    socs = [D.ORDER] * half + [D.BROTHERHOOD] * half
    rng.shuffle(socs)
    hidden = socs[n] if cfg.odd else None
    pool = list(cfg.in_play)
    for bag in D.BAGS:
        pool.remove(bag)
    sealed = [i for i in pool if i in D.SEALED]
    rng.shuffle(sealed)
    k = D.starting_sealed(n, opts["three_player_start"])
    start = sealed[:k] + list(D.BAGS)
    rng.shuffle(start)
    for card in sealed[:k]:
        pool.remove(card)
    rng.shuffle(pool)
    each = D.starting_items_each(n, opts["three_player_start"])
    hands = [start[i * each:(i + 1) * each] for i in range(n)]
    pile = pool
    return {"professions": profs[:n], "stack": sorted(profs[n:]), "societies": socs[:n], "hidden": hidden,
            "hands": hands, "pile": pile}


STATED_KEYS = ("face_up", "used")  # professions lying face up from the start (a deal, or a physical stated position)


DEAL_KEYS = frozenset({"professions", "stack", "societies", "hidden", "hands", "pile", *STATED_KEYS})


POSITION_KEYS = frozenset({"items", *STATED_KEYS})  # the parameters of a physical-mode ``setup_done``, all optional


def stated_problem(cfg: Config, p: Mapping[str, Any], dealt: Sequence[Any] | None) -> str | None:
    """The first of the keys ``face_up`` / ``used`` (both optional) stating what the rules do not allow, or None.

    Each is a list with one entry per seat: null, or the profession lying face up at that seat from the start.
    ``face_up`` names reusable professions (face up, still usable), ``used`` one-shot professions (face up and spent):
    a one-shot profession never lies face up unused, and a reusable one is never spent. A seat is named at most once.
    In app mode (``dealt``: the deal's professions) it must be the profession dealt to that seat; in physical mode
    no profession may be named at two seats.
    """
    seen: dict[int, str] = {}
    for key in STATED_KEYS:
        if key not in p:
            continue
        entries = p[key]
        if not isinstance(entries, list) or len(entries) != cfg.n:
            return key
        for seat, prof in enumerate(entries):
            if prof is None:
                continue
            if not isinstance(prof, str) or prof not in D.PROFESSIONS or D.PROFESSIONS[prof] != (key == "face_up"):
                return key
            if seat in seen or prof in seen.values() or (dealt is not None and dealt[seat] != prof):
                return key
            seen[seat] = prof
    return None


def position_problem(cfg: Config, p: Mapping[str, Any]) -> str | None:
    """The first parameter of a physical-mode ``setup_done`` stating an impossible position, or None.

    ``items``: the number of items in each hand (the draw pile holds the rest of the items in play): the starting
    count at every seat, or with the option ``scenario_start`` 1 to the hand limit each, at most every item in play
    together. ``face_up`` / ``used``: as in a deal (:func:`stated_problem`).
    """
    for key in p:
        if key not in POSITION_KEYS:
            return key
    counts = p.get("items")
    if counts is not None:
        if not isinstance(counts, list) or len(counts) != cfg.n or not all(type(c) is int for c in counts):
            return "items"
        if cfg.opts["scenario_start"]:
            if not all(1 <= c <= cfg.limit for c in counts) or sum(counts) > len(cfg.in_play):
                return "items"
        elif any(c != D.starting_items_each(cfg.n, cfg.opts["three_player_start"]) for c in counts):
            return "items"
    return stated_problem(cfg, p, None)


def deal_is_valid(cfg: Config, p: Mapping[str, Any]) -> bool:
    """Whether a fixed ``deal`` (from a record) is one the setup procedure of §2.1 can produce.

    Professions: one per seat, the rest in the stack. Societies: n/2 of each at even counts, (n+1)/2 of each with the
    hidden card at odd counts. Items: each seat holds the starting count (2 at 3 players under ``two_each``, else 1);
    together the starting items are both Secret Bags and k sealed items; the draw pile holds every other item in play.
    With the option ``scenario_start`` (a record that starts from a worked example's stated hands) the items may be
    placed anywhere, as long as every card in play is there once and each hand holds 1 to limit items.
    """
    n = cfg.n
    try:
        profs, stack, socs, hands, pile = p["professions"], p["stack"], p["societies"], p["hands"], p["pile"]
        hidden = p.get("hidden")
        if not all(isinstance(x, list) for x in (profs, stack, socs, hands, pile)):
            return False
        if len(profs) != n or sorted(map(str, [*profs, *stack])) != sorted(D.PROFESSION_IDS):
            return False
        if len(socs) != n or (hidden is not None) != cfg.odd:
            return False
        all_socs = [*socs, *([hidden] if cfg.odd else [])]
        half = D.society_cards(n) if cfg.odd else n // 2
        if all_socs.count(D.ORDER) != half or all_socs.count(D.BROTHERHOOD) != half:
            return False
        if len(hands) != n or not all(isinstance(h, list) and all(isinstance(c, str) for c in h) for h in hands):
            return False
        if not all(isinstance(c, str) for c in pile):
            return False
        if sorted([*(c for h in hands for c in h), *pile]) != sorted(cfg.in_play):
            return False
        if cfg.opts["scenario_start"]:
            return all(1 <= len(h) <= cfg.limit for h in hands)
        each = D.starting_items_each(n, cfg.opts["three_player_start"])
        start = [c for h in hands for c in h]
        if any(len(h) != each for h in hands) or any(start.count(bag) != 1 for bag in D.BAGS):
            return False
        return all(c in D.SEALED for c in start)  # the count k = each * n - 2 follows
    except (KeyError, TypeError):
        return False


def stated_professions(s: State, p: Mapping[str, Any], events: list[Event]) -> None:
    """Turn face up the professions a deal or a stated position names (already checked), in seat order."""
    stated = sorted((seat, prof, key == "used") for key in STATED_KEYS for seat, prof in enumerate(p.get(key) or ()) if prof)
    for seat, prof, used in stated:
        set_seats(s, "face_up", {seat: True})
        set_seats(s, "pub_prof", {seat: prof})
        if not s.cfg.app:
            set_seats(s, "profs", {seat: prof})
        text = T.EV_FACE_UP_USED if used else T.EV_FACE_UP
        pub(events, "profession_face_up", text(player=seat_name(s, seat), profession=prof_name(prof)),
            seat=seat, profession=prof, used=used)


def do_deal(s: State, a: Action, ev: list[Event]) -> None:
    p = a.params
    s.profs = tuple(p["professions"])
    s.stack = tuple(sorted(p["stack"]))
    s.societies = tuple(p["societies"])
    s.hidden = p.get("hidden")
    s.hands = tuple(tuple(h) for h in p["hands"])
    s.pile = tuple(p["pile"])
    pub(ev, "dealt", T.EV_DEALT(pile=len(s.pile)), pile=len(s.pile))
    for seat in range(s.cfg.n):
        priv(s, ev, [seat], "your_cards", T.PV_DEALT(society=D.SOCIETY_NAMES[s.societies[seat]], profession=prof_name(s.profs[seat]),
                                                        items=items_text(s.hands[seat])),
             society=s.societies[seat], profession=s.profs[seat], items=sorted(s.hands[seat]))
    stated_professions(s, p, ev)
    check_conversion(s, ev)
    begin(s, ev)


def do_setup_done(s: State, a: Action, ev: list[Event]) -> None:
    s.wait = None
    counts = a.get("items")
    if counts is not None:  # a stated position: the hand sizes, the pile holds the rest
        s.hands = tuple((UNKNOWN,) * c for c in counts)
        s.pile = (UNKNOWN,) * (len(s.cfg.in_play) - sum(counts))
    pub(ev, "setup_done", T.EV_SETUP_DONE())
    stated_professions(s, a.params, ev)
    check_conversion(s, ev)
    begin(s, ev)


def do_first_player(s: State, a: Action, ev: list[Event]) -> None:
    start_turn(s, a["seat"], ev)
