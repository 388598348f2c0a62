"""The open choices of a state: one window per kind of wait (``WINDOWS``), computed once per state (``State.memo``).

Choices that depend only on a seat, an offer or a few values are made once (module tables, ``Config.made``): a
choice is an immutable value. Those that depend on a hand are made for their state: a cache of them only grows, and
every object it keeps is walked by each full pass of Python's garbage collector. Refusals are in checks.py."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.core import Choice, OneOf, SubsetOf
from engine.i18n import Msg, Text

from . import data as D  # noqa: N812 - the component tables
from . import texts as T  # noqa: N812 - the messages
from .config import Config
from .deal import chance_step
from .rules import (
    MODIFIER_CARDS,
    claim_ok,
    claimant,
    demandable,
    distinct,
    drink_allows_declaring,
    fight_of,
    hypnosis_targets,
    item_name,
    may_claim_loge,
    may_declare,
    mixer_ok,
    modifier_options,
    open_societies,
    public_claims,
    recipients,
    return_options,
    reveal_item_society,
    seat_name,
    supply,
)
from .state import State

_PROMPTS: dict[str, Msg] = {}


def _prompt(text: Text) -> Msg:
    """A prompt without parameters, made once (messages are immutable values)."""
    msg = _PROMPTS.get(text)
    if msg is None:
        msg = _PROMPTS[text] = text()
    return msg


_FIXED: dict[tuple[Any, ...], Choice] = {}


def _fixed(kind: str, player: int | None, text: Text, **domains: tuple[Any, ...]) -> Choice:
    """A choice whose values come from a small fixed set (a side, a fight card, a seat...), made once per distinct
    choice: choices are immutable values. Not for hands, whose combinations are unbounded."""
    key = (kind, player, text, *domains.items())
    choice = _FIXED.get(key)
    if choice is None:
        choice = _FIXED[key] = Choice(kind, player, {name: OneOf(values) for name, values in domains.items()}, _prompt(text))
    return choice


_SIMPLE: dict[tuple[str, int | None, str], Choice] = {}


def _simple(kind: str, player: int | None, text: Text) -> Choice:
    """A choice without parameters (pass, no Priest, no Doctor...), made once."""
    choice = _SIMPLE.get((kind, player, text))
    if choice is None:
        choice = _SIMPLE[kind, player, text] = Choice(kind, player, {}, _prompt(text))
    return choice


def _per_seat(kind: str, text: Text) -> tuple[Choice, ...]:
    """A choice without parameters for each seat there can be (index: the seat), made once."""
    return tuple(_simple(kind, seat, text) for seat in range(D.MAX_PLAYERS))


# The reaction windows' choices without parameters, by seat: most of a game's decisions.
NO_PRIEST, PRIEST_CHOICE = _per_seat("no_priest", T.I_PRIEST), _per_seat("priest", T.I_PRIEST)
NO_DOCTOR, DOCTOR_CHOICE = _per_seat("no_doctor", T.I_DOCTOR), _per_seat("doctor", T.I_DOCTOR)
# physical mode: the table answers for everyone at once
NO_PRIEST_TABLE, NO_DOCTOR_TABLE = _simple("no_priest", None, T.I_PRIEST), _simple("no_doctor", None, T.I_DOCTOR)
PASS_PRIORITY = {False: _per_seat("pass_priority", T.I_MODIFIERS), True: _per_seat("pass_priority", T.I_LAST_WORD)}
SUPPORT = tuple(_fixed("support", seat, T.I_SUPPORT, side=D.SIDES) for seat in range(D.MAX_PLAYERS))
MIXER = {late: tuple(_fixed("poison_mixer", seat, T.I_LAST_WORD if late else T.I_MODIFIERS, winner=("attacker", "defender"))
                     for seat in range(D.MAX_PLAYERS)) for late in (False, True)}
END_MODIFIERS = {False: _simple("end_modifiers", None, T.I_MODIFIERS), True: _simple("end_modifiers", None, T.I_LAST_WORD)}


def choices_memo(state: State) -> tuple[Choice, ...]:
    memo = state.memo
    if memo is None:  # a returned state never changes, so neither do its choices
        w = state.wait
        memo = state.memo = () if w is None or state.result is not None else tuple(WINDOWS[w["kind"]](state, w))
    return memo


def choices_list(state: State) -> list[Choice]:
    """The open choices as a new list (``Game.choices``)."""
    memo = state.memo
    if memo is None:  # choices_memo, inline: every step asks
        w = state.wait
        memo = state.memo = () if w is None or state.result is not None else tuple(WINDOWS[w["kind"]](state, w))
    return list(memo)


# --- the windows: the open choices of each kind of wait (WINDOWS, at the end of the module) -------------------------

def _chance_only(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    return ()  # the deal, the first player, the pile's shuffle: always a chance step (deal.chance_step)


def _setup(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    return (_simple("setup_done", None, T.I_SETUP_DONE),)


def _support(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    f = s.fight
    assert f is not None
    if f["hyp"] is None and f["hyp_window"]:  # hypnosis_targets is empty otherwise
        return (SUPPORT[w["seat"]], *hypnosis_choices(s))
    return (SUPPORT[w["seat"]],)


def _turn(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    return turn_choices(s, w["seat"], w["kind"] == "after_action")


def _clairvoyant_pick(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    rest = list(s.pile)
    for card in w["picked"]:
        rest.remove(card)
    return (Choice("clairvoyant_pick", w["seat"], {"item": OneOf(distinct(rest))}, _prompt(T.I_CLAIRVOYANT)),)


def _diplomat_result(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    possible = (True, False) if w["item"] in s.cfg.in_play else (False,)  # a removed item is simply lacking
    return (Choice("diplomat_result", None, {"has": OneOf(possible)}, T.I_DIPLOMAT_RESULT(
        player=seat_name(s, w["target"]), item=item_name(w["item"]))),)


def _diplomat_hand(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    return (Choice("diplomat_hand", w["seat"], {"item": OneOf(tuple(w["options"]))}, _prompt(T.I_DIPLOMAT_HAND)),)


def _diplomat_return(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    return (Choice("diplomat_return", w["seat"], {"item": OneOf(return_options(s, w["seat"], w["got"], w["held"]))},
                   _prompt(T.I_RETURN)),)


def _announce(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    return (Choice("announce", w["seat"], {"item": OneOf(tuple(w["options"]))}, _prompt(T.I_ANNOUNCE)),)


def _effect_choice(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    values = (True, False) if w["live"] else (False,)
    return (Choice("effect_choice", w["seat"], {"execute": OneOf(values)}, _prompt(T.I_EFFECT_CHOICE)),)


def _coat(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    if chance_step(s) is not None:  # the new profession drawn at random (option coat_profession_pick)
        return ()
    return (Choice("coat_pick", w["seat"], {"profession": OneOf(distinct(s.stack))}, _prompt(T.I_COAT)),)


def _sextant_direction(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    return (Choice("sextant_direction", w["seat"], {"direction": OneOf(("left", "right"))}, _prompt(T.I_SEXTANT)),)


def _sextant_pass(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    return [Choice("sextant_pass", p, {"item": OneOf(distinct(s.hands[p]))}, _prompt(T.I_SEXTANT_PASS))
            for p in range(s.cfg.n) if str(p) not in w["picks"]]


def _give(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    seat = w["seat"]
    params: dict[str, Any] = {"to": OneOf(recipients(s, seat))}
    if s.cfg.app:
        params["item"] = OneOf(distinct(s.hands[seat]))
    return (Choice("give", seat, params, T.I_GIVE(limit=s.cfg.limit)),)


def _priest_pay(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    params = {"item": OneOf(distinct(s.hands[w["seat"]]))} if s.cfg.app else {}
    return (Choice("priest_pay", w["seat"], params, _prompt(T.I_PRIEST_PAY)),)


def _ring(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    if s.cfg.app:
        out = []
        for p in w["pending"]:
            out.append(_simple("no_poison_ring", p, T.I_RING))
            if D.POISON_RING in s.hands[p]:
                out.append(_simple("poison_ring", p, T.I_RING))
        return out
    f = s.fight
    assert f is not None
    return [_simple("no_poison_ring", None, T.I_RING)] + [
        _simple("poison_ring", p, T.I_RING) for p in (f["attacker"], f["defender"]) if D.POISON_RING in s.cfg.in_play]


def _spoils(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    return (_fixed("spoils", w["seat"], T.I_SPOILS, option=("look", "take", "none")),)


def _tie_draw(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    return (_fixed("tie_draw", w["seat"], T.I_TIE_DRAW, draw=(True, False)),)


def _doctor(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    f = s.fight
    assert f is not None
    hyp = f["hyp"]
    if not s.cfg.app:  # doctor_pending: everyone but the hypnotised seat (the table answers for all at once)
        return [NO_DOCTOR_TABLE, *(DOCTOR_CHOICE[p] for p in public_claims(s)[D.DOCTOR] if p != hyp)]
    answered = f["answered"]
    doctor = claimant(s, D.DOCTOR)
    out = []
    for p in range(s.cfg.n):  # doctor_pending
        if p != hyp and p not in answered:
            out.append(NO_DOCTOR[p])
            if p == doctor:
                out.append(DOCTOR_CHOICE[p])
    return out


def _take(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    return (Choice("take", w["seat"], {"item": OneOf(distinct(s.hands[fight_of(s)["loser"]]))}, _prompt(T.I_TAKE)),)


def _give_back(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    hand = list(s.hands[w["seat"]])
    if s.cfg.opts["giveback_excludes_taken_item"]:
        hand.remove(w["taken"])
    return (Choice("give_back", w["seat"], {"item": OneOf(distinct(hand))}, _prompt(T.I_GIVE_BACK)),)


def _reveal_hand(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    return reveal_hand_choices(s, w["seat"])


def _reveal_society(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    out = [Choice("reveal_society", None, {"seat": OneOf((w["seat"],)), "society": OneOf(open_societies(s))},
                  T.I_REVEAL_SOCIETY(player=seat_name(s, w["seat"])))]
    d = s.decl
    if d is not None and d["kind"] == "fortune" and w["seat"] == d["seat"] and not s.revealed[w["seat"]]:
        out.append(_simple("withdraw", None, T.I_WITHDRAW))  # the caller shows the Black Pearl (R37)
    return out


def _reveal_hidden(s: State, w: dict[str, Any]) -> Sequence[Choice]:
    return (Choice("reveal_hidden", None, {"society": OneOf(open_societies(s))}, _prompt(T.I_REVEAL_HIDDEN)),)


def _turn_fixed(cfg: Config, seat: int) -> tuple[Any, ...]:
    """What a seat's turn offers that depends on the seat alone: (prompt, pass, attack, every declaration by number of
    partners, every fortune telling by number of names, loge, clairvoyant, the trade of physical mode)."""
    others = cfg.others[seat]
    prompt = T.I_TURN(player=cfg.names[seat])
    return (prompt, Choice("pass", seat, {}, prompt), Choice("attack", seat, {"target": OneOf(others)}, prompt),
            tuple(Choice("declare", seat, {"partners": SubsetOf(others, k)}, prompt) for k in range(len(others) + 1)),
            tuple(Choice("fortune", seat, {"named": SubsetOf(others, k)}, prompt) for k in range(1, len(others) + 1)),
            Choice("loge", seat, {}, prompt), Choice("clairvoyant", seat, {}, prompt),
            Choice("trade", seat, {"to": OneOf(others)}, prompt))


def turn_choices(s: State, seat: int, after: bool) -> list[Choice]:
    cfg = s.cfg
    made = cfg.made
    fixed = made.get(("turn", seat))
    if fixed is None:
        fixed = cfg.remember(("turn", seat), _turn_fixed(cfg, seat))
    prompt, pass_, attack, declares, fortunes, loge, clairvoyant, trade = fixed
    app = cfg.app
    out: list[Choice] = []
    if after:
        out.append(_simple("end_turn", seat, T.I_AFTER_ACTION))
    else:
        out.append(pass_)
        if app:
            trade = Choice("trade", seat, {"item": OneOf(distinct(s.hands[seat])), "to": attack.params["target"]}, prompt)
        out.append(trade)
        out.append(attack)
        if not app or may_declare(s, seat):
            out += declares
        if may_claim_loge(s, seat):
            out.append(loge)
        if cfg.opts["variant_fortune_telling"] and (not app or D.BLACK_PEARL not in s.hands[seat]):
            out += fortunes
    if s.pile and claim_ok(s, seat, D.CLAIRVOYANT):
        out.append(clairvoyant)
    if claim_ok(s, seat, D.DIPLOMAT):
        out.append(Choice("diplomat", seat, {"target": attack.params["target"], "item": OneOf(demandable(s, seat))}, prompt))
    return out


def reply_choices(s: State, w: dict[str, Any]) -> list[Choice]:
    cfg = s.cfg
    seat, item, offerer = w["seat"], w["item"], w["offerer"]
    made = cfg.made
    if not cfg.app:
        fixed = made.get(("reply", seat, offerer))
        if fixed is None:
            prompt = T.I_REPLY(player=seat_name(s, offerer))
            fixed = cfg.remember(("reply", seat, offerer), (Choice("accept", seat, {}, prompt), Choice("refuse", seat, {}, prompt)))
        return list(fixed)
    prompt = made.get(("reply", offerer))
    if prompt is None:
        prompt = cfg.remember(("reply", offerer), T.I_REPLY(player=seat_name(s, offerer)))
    options = return_options(s, seat, item, w["held"])
    out = []
    if options:
        out.append(Choice("accept", seat, {"give": OneOf(options)}, prompt))
    if item not in D.FORCED_ACCEPT or not options:
        out.append(Choice("refuse", seat, {}, prompt))
    return out


def priest_choices(s: State, w: dict[str, Any]) -> list[Choice]:
    f = s.fight
    assert f is not None
    if not s.cfg.app:  # anyone but the attacker whom the table cannot rule out (public_claim_ok)
        attacker = f["attacker"]
        return [NO_PRIEST_TABLE, *(PRIEST_CHOICE[p] for p in public_claims(s)[D.PRIEST] if p != attacker)]
    out = []
    answered = f["answered"]
    priest = claimant(s, D.PRIEST)
    for p in s.cfg.others[f["attacker"]]:
        if p not in answered:
            out.append(NO_PRIEST[p])
            if p == priest:
                out.append(PRIEST_CHOICE[p])
    return out


def hypnosis_choices(s: State) -> list[Choice]:
    targets = hypnosis_targets(s)
    if not targets:
        return []
    return [_fixed("hypnotize", fight_of(s)["attacker"], T.I_HYPNOTIZE, target=targets)]


def modifier_choices(s: State, w: dict[str, Any]) -> list[Choice]:
    f = s.fight
    assert f is not None
    late = f["late"]
    if s.cfg.app:  # only the seat with priority
        p = f["prio"]
        out: list[Choice] = []
        if p in (f["attacker"], f["defender"]) or (
                not (late or f["duel"]) and f["decl"].get(s.cfg.keys[p]) in (D.SWORD, D.SHIELD)):
            options = modifier_options(s, p)  # nothing for a neutral or hypnotised seat, nor a supporter late or in a duel
            if options:
                out.append(_use_choice(p, late, tuple(options)))
        if s.profs[p] == D.POISON_MIXER and mixer_ok(s, p):
            out.append(MIXER[late][p])
        out.append(PASS_PRIORITY[late][p])
    else:
        out = _physical_modifiers(s, f, late)
        out.append(END_MODIFIERS[late])
    if f["hyp_window"]:
        out += hypnosis_choices(s)
    return out


def _physical_modifiers(s: State, f: dict[str, Any], late: bool) -> list[Choice]:
    """Physical mode: every seat's ``use`` and Poison Mixer choices, as ``modifier_options`` and ``mixer_ok`` give them
    seat by seat, with each profession's public claimants (``public_claim_ok``) found once."""
    cfg = s.cfg
    out: list[Choice] = []
    if f["mixer"] is not None:
        return out  # nothing to use once the Poison Mixer has decided (modifier_options, mixer_ok)
    claims = public_claims(s)
    att, dfn, hyp, decl, duel, used = f["attacker"], f["defender"], f["hyp"], f["decl"], f["duel"], f["used"]
    cards = MODIFIER_CARDS[late, duel, cfg.opts["poison_ring_timing"] == "modifier_phase"]
    in_play = cfg.in_play_set
    used_cards = {card for _, card in used} if used else ()
    mixers = () if duel and cfg.opts["duelist_blocks_poison_mixer"] else claims[D.POISON_MIXER]  # mixer_ok
    keys = cfg.keys
    mixer_choices = MIXER[late]
    for p in range(cfg.n):
        if p in (att, dfn):
            side = "attacker" if p == att else "defender"
            mixer = None  # a fighter may not mix poison
        elif p == hyp:
            continue  # a hypnotised seat has no options and may not mix poison
        else:
            side = decl.get(keys[p])
            mixer = mixer_choices[p] if p in mixers else None
            if side is None or side == D.NEUTRAL:
                if mixer is not None:
                    out.append(mixer)
                continue
        items, profs = cards[side]
        options: tuple[str, ...] = ()
        for i in items:  # loops, not comprehensions: no function frame per seat
            if i in in_play and i not in used_cards:
                options += (i,)
        for q in profs:
            if p in claims[q] and q not in used_cards:
                options += (q,)
        if options:
            choice = _USE.get((p, late, options))
            out.append(choice if choice is not None else _use_choice(p, late, options))
        if mixer is not None:
            out.append(mixer)
    return out


_USE: dict[tuple[int, bool, tuple[str, ...]], Choice] = {}


def _use_choice(seat: int, late: bool, cards: tuple[str, ...]) -> Choice:
    """The modifier window's ``use`` choice of ``seat`` (``_fixed("use", ...)``), looked up by a shorter key."""
    choice = _USE.get((seat, late, cards))
    if choice is None:
        choice = _USE[seat, late, cards] = _fixed("use", seat, T.I_LAST_WORD if late else T.I_MODIFIERS, card=cards)
    return choice


def reveal_hand_choices(s: State, seat: int) -> Sequence[Choice]:
    d = s.decl
    assert d is not None
    count = len(s.hands[seat])
    low = 1 if seat == d["seat"] and d["kind"] == "declare" and not drink_allows_declaring(s) else 0
    if d["kind"] == "loge" and s.cfg.opts["loge_wrong_claim"] == "reject":
        low = 3
    high = min(count, supply(s, reveal_item_society(s, seat)))
    societies = None  # a Loge's reveal names no society
    if d["kind"] != "loge":
        societies = open_societies(s) if not s.revealed[seat] else (s.societies[seat],)
    withdraw = seat == d["seat"] and not d["counts"]
    key = ("reveal_hand", seat, low, high, societies, withdraw)  # all the choices depend on
    out = s.cfg.made.get(key)
    if out is None:
        params: dict[str, Any] = {"seat": OneOf((seat,)), "items": OneOf(tuple(range(low, max(high, low) + 1)))}
        if societies is not None:
            params["society"] = OneOf(societies)
        out = (Choice("reveal_hand", None, params, T.I_REVEAL_HAND(player=seat_name(s, seat))),)
        if withdraw:
            out += (_simple("withdraw", None, T.I_WITHDRAW),)
        s.cfg.remember(key, out)
    return out


#: Each kind of wait's open choices (what ``choices_memo`` asks, by ``state.wait["kind"]``).
WINDOWS: dict[str, Callable[[State, dict[str, Any]], Sequence[Choice]]] = {
    # the fight's windows: most of the decisions of a game
    "modifier": modifier_choices, "priest": priest_choices, "support": _support, "doctor": _doctor, "ring": _ring,
    "spoils": _spoils, "tie_draw": _tie_draw, "take": _take, "give_back": _give_back, "priest_pay": _priest_pay,
    # the turn, trades and the items' effects
    "action": _turn, "after_action": _turn, "reply": reply_choices, "announce": _announce, "effect_choice": _effect_choice,
    "coat": _coat, "sextant_direction": _sextant_direction, "sextant_pass": _sextant_pass, "give": _give,
    "clairvoyant_pick": _clairvoyant_pick, "diplomat_result": _diplomat_result, "diplomat_hand": _diplomat_hand,
    "diplomat_return": _diplomat_return,
    # setup, chance and declarations (physical mode)
    "setup": _setup, "deal": _chance_only, "first_player": _chance_only, "shuffle_pile": _chance_only,
    "reveal_hand": _reveal_hand, "reveal_society": _reveal_society, "reveal_hidden": _reveal_hidden,
}
