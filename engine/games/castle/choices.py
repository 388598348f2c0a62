"""The open choices of a state and the reasons an action is refused (error codes: docs/rules/castle.md)."""

from __future__ import annotations

from typing import Any

from engine import errors
from engine.core import Action, Choice, OneOf, SubsetOf
from engine.errors import IllegalAction
from engine.i18n import Msg, Text

from . import data as D  # noqa: N812 - the component tables
from . import texts as T  # noqa: N812 - the messages
from .config import Config
from .deal import CHANCE_WAITS, chance_step, position_problem
from .rules import (
    MODIFIER_CARDS,
    card_label,
    claim_ok,
    claimant,
    demandable,
    distinct,
    doctor_pending,
    drink_allows_declaring,
    fight_of,
    hypnosis_targets,
    item_label,
    item_name,
    loge_count,
    may_claim_loge,
    may_declare,
    mixer_ok,
    modifier_options,
    open_societies,
    others_of,
    prof_name,
    public_claims,
    recipients,
    return_options,
    reveal_item_society,
    seat_name,
    supply,
)
from .state import State

# Error codes (documented in docs/rules/castle.md).
SELF_TARGET = "self_target"


NOT_HELD = "item_not_held"


BAGS_NOT_SWAPPABLE = "bags_not_swappable"


MUST_ACCEPT = "must_accept"


MUST_REFUSE = "must_refuse"


RETURN_RECEIVED = "return_received_item"


BLACK_PEARL_HOLDER = "black_pearl_holder"


NO_VICTORY_ITEM = "no_victory_item"


NO_COAT_OF_ARMS = "no_coat_of_arms"


LOGE_TOO_FEW = "loge_too_few"


NOT_PROFESSION = "not_your_profession"


PROFESSION_USED = "profession_used"


PILE_EMPTY = "pile_empty"


NOT_ELIGIBLE = "not_eligible"


ALREADY_USED = "already_used_in_fight"


HYPNOTISED = "hypnotised"


HYPNOSIS_TARGET = "hypnosis_target"


NO_ROOM = "recipient_has_no_room"


NO_PARTNER = "fortune_needs_a_name"


BAG_DEMAND = "no_return_for_bag"


SUPPLY = "too_many_victory_items"


SOCIETY_FULL = "society_full"


VARIANT_OFF = "variant_off"


LAST_WORD = "last_word_only"


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
PASS_PRIORITY = {False: _per_seat("pass_priority", T.I_MODIFIERS), True: _per_seat("pass_priority", T.I_LAST_WORD)}
SUPPORT = tuple(_fixed("support", seat, T.I_SUPPORT, side=D.SIDES) for seat in range(D.MAX_PLAYERS))
MIXER = {late: tuple(_fixed("poison_mixer", seat, T.I_LAST_WORD if late else T.I_MODIFIERS, winner=("attacker", "defender"))
                     for seat in range(D.MAX_PLAYERS)) for late in (False, True)}
END_MODIFIERS = {False: _simple("end_modifiers", None, T.I_MODIFIERS), True: _simple("end_modifiers", None, T.I_LAST_WORD)}


def choices_memo(state: State) -> tuple[Choice, ...]:
    if state.memo is None:
        state.memo = tuple(open_choices(state))  # a returned state never changes, so neither do its choices
    return state.memo


def choices_list(state: State) -> list[Choice]:
    """The open choices as a new list (``Game.choices``)."""
    memo = state.memo
    if memo is None:
        memo = state.memo = tuple(open_choices(state))
    return list(memo)


def open_choices(state: State) -> list[Choice]:
    s = state
    if s.result is not None or s.wait is None or (s.wait["kind"] in CHANCE_WAITS and chance_step(s) is not None):
        return []
    w = s.wait
    kind = w["kind"]
    cfg = s.cfg
    app = cfg.app
    n = cfg.n
    # the fight's windows first: they are most of the decisions of a game
    if kind == "modifier":
        return modifier_choices(s)
    if kind == "priest":
        return priest_choices(s)
    if kind == "support":
        f = s.fight
        assert f is not None
        if f["hyp"] is None and f["hyp_window"]:  # hypnosis_targets is empty otherwise
            return [SUPPORT[w["seat"]], *hypnosis_choices(s)]
        return [SUPPORT[w["seat"]]]
    if kind == "setup":
        return [_simple("setup_done", None, T.I_SETUP_DONE)]
    if kind in ("action", "after_action"):
        return turn_choices(s, w["seat"], kind == "after_action")
    if kind == "clairvoyant_pick":
        picked = w["picked"]
        rest = list(s.pile)
        for card in picked:
            rest.remove(card)
        return [Choice("clairvoyant_pick", w["seat"], {"item": OneOf(distinct(rest))}, _prompt(T.I_CLAIRVOYANT))]
    if kind == "diplomat_result":
        possible = (True, False) if w["item"] in cfg.in_play else (False,)  # a removed item is simply lacking
        return [Choice("diplomat_result", None, {"has": OneOf(possible)}, T.I_DIPLOMAT_RESULT(
            player=seat_name(s, w["target"]), item=item_name(w["item"])))]
    if kind == "diplomat_hand":
        return [Choice("diplomat_hand", w["seat"], {"item": OneOf(tuple(w["options"]))}, _prompt(T.I_DIPLOMAT_HAND))]
    if kind == "diplomat_return":
        return [Choice("diplomat_return", w["seat"], {"item": OneOf(return_options(s, w["seat"], w["got"], w["held"]))},
                       _prompt(T.I_RETURN))]
    if kind == "reply":
        return reply_choices(s, w)
    if kind == "announce":
        return [Choice("announce", w["seat"], {"item": OneOf(tuple(w["options"]))}, _prompt(T.I_ANNOUNCE))]
    if kind == "effect_choice":
        values = (True, False) if w["live"] else (False,)
        return [Choice("effect_choice", w["seat"], {"execute": OneOf(values)}, _prompt(T.I_EFFECT_CHOICE))]
    if kind == "coat":
        return [Choice("coat_pick", w["seat"], {"profession": OneOf(distinct(s.stack))}, _prompt(T.I_COAT))]
    if kind == "sextant_direction":
        return [Choice("sextant_direction", w["seat"], {"direction": OneOf(("left", "right"))}, _prompt(T.I_SEXTANT))]
    if kind == "sextant_pass":
        return [Choice("sextant_pass", p, {"item": OneOf(distinct(s.hands[p]))}, _prompt(T.I_SEXTANT_PASS))
                for p in range(n) if str(p) not in w["picks"]]
    if kind == "give":
        seat = w["seat"]
        to = recipients(s, seat)
        params: dict[str, Any] = {"to": OneOf(to)}
        if app:
            params["item"] = OneOf(distinct(s.hands[seat]))
        return [Choice("give", seat, params, T.I_GIVE(limit=cfg.limit))]
    if kind == "priest_pay":
        params = {"item": OneOf(distinct(s.hands[w["seat"]]))} if app else {}
        return [Choice("priest_pay", w["seat"], params, _prompt(T.I_PRIEST_PAY))]
    if kind == "ring":
        f = fight_of(s)
        if app:
            out = []
            for p in w["pending"]:
                out.append(_simple("no_poison_ring", p, T.I_RING))
                if D.POISON_RING in s.hands[p]:
                    out.append(_simple("poison_ring", p, T.I_RING))
            return out
        return [_simple("no_poison_ring", None, T.I_RING)] + [
            _simple("poison_ring", p, T.I_RING) for p in (f["attacker"], f["defender"]) if D.POISON_RING in cfg.in_play]
    if kind == "spoils":
        return [_fixed("spoils", w["seat"], T.I_SPOILS, option=("look", "take", "none"))]
    if kind == "tie_draw":
        return [_fixed("tie_draw", w["seat"], T.I_TIE_DRAW, draw=(True, False))]
    if kind == "doctor":
        if app:
            f = fight_of(s)
            hyp, answered = f["hyp"], f["answered"]
            doctor = claimant(s, D.DOCTOR)
            out = []
            for p in range(n):  # doctor_pending
                if p != hyp and p not in answered:
                    out.append(NO_DOCTOR[p])
                    if p == doctor:
                        out.append(DOCTOR_CHOICE[p])
            return out
        pending = doctor_pending(s)
        return [_simple("no_doctor", None, T.I_DOCTOR)] + [
            _simple("doctor", p, T.I_DOCTOR) for p in pending if claim_ok(s, p, D.DOCTOR)]
    if kind == "take":
        f = fight_of(s)
        return [Choice("take", w["seat"], {"item": OneOf(distinct(s.hands[f["loser"]]))}, _prompt(T.I_TAKE))]
    if kind == "give_back":
        hand = list(s.hands[w["seat"]])
        if cfg.opts["giveback_excludes_taken_item"]:
            hand.remove(w["taken"])
        return [Choice("give_back", w["seat"], {"item": OneOf(distinct(hand))}, _prompt(T.I_GIVE_BACK))]
    if kind == "reveal_hand":
        return reveal_hand_choices(s, w["seat"])
    if kind == "reveal_society":
        out = [Choice("reveal_society", None, {"seat": OneOf((w["seat"],)), "society": OneOf(open_societies(s))},
                      T.I_REVEAL_SOCIETY(player=seat_name(s, w["seat"])))]
        d = s.decl
        if d is not None and d["kind"] == "fortune" and w["seat"] == d["seat"] and not s.revealed[w["seat"]]:
            out.append(_simple("withdraw", None, T.I_WITHDRAW))  # the caller shows the Black Pearl (R37)
        return out
    if kind == "reveal_hidden":
        return [Choice("reveal_hidden", None, {"society": OneOf(open_societies(s))}, _prompt(T.I_REVEAL_HIDDEN))]
    raise AssertionError(kind)  # pragma: no cover


def _remember(cfg: Config, key: tuple[Any, ...], value: Any) -> Any:
    """Keep ``value`` in the setup's cache of choices (``Config.made``); a very long game starts it afresh."""
    made = cfg.made
    if len(made) > MADE_LIMIT:
        made.clear()
    made[key] = value
    return value


MADE_LIMIT = 20_000  # choices kept per setup (distinct hands, offers...): a few megabytes at most


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
        fixed = _remember(cfg, ("turn", seat), _turn_fixed(cfg, seat))
    prompt, pass_, attack, declares, fortunes, loge, clairvoyant, trade = fixed
    app = cfg.app
    out: list[Choice] = []
    if after:
        out.append(_simple("end_turn", seat, T.I_AFTER_ACTION))
    else:
        out.append(pass_)
        if app:
            hand = s.hands[seat]
            trade = made.get(("trade", seat, hand))
            if trade is None:
                trade = _remember(cfg, ("trade", seat, hand), Choice(
                    "trade", seat, {"item": OneOf(distinct(hand)), "to": OneOf(cfg.others[seat])}, prompt))
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
        key = ("diplomat", seat, s.converted, s.hands[seat] if app else None)  # what demandable depends on
        diplomat = made.get(key)
        if diplomat is None:
            diplomat = _remember(cfg, key, Choice(
                "diplomat", seat, {"target": OneOf(cfg.others[seat]), "item": OneOf(demandable(s, seat))}, prompt))
        out.append(diplomat)
    return out


def reply_choices(s: State, w: dict[str, Any]) -> list[Choice]:
    cfg = s.cfg
    seat, item, offerer = w["seat"], w["item"], w["offerer"]
    made = cfg.made
    if not cfg.app:
        fixed = made.get(("reply", seat, offerer))
        if fixed is None:
            prompt = T.I_REPLY(player=seat_name(s, offerer))
            fixed = _remember(cfg, ("reply", seat, offerer), (Choice("accept", seat, {}, prompt), Choice("refuse", seat, {}, prompt)))
        return list(fixed)
    prompt = made.get(("reply", offerer))
    if prompt is None:
        prompt = _remember(cfg, ("reply", offerer), T.I_REPLY(player=seat_name(s, offerer)))
    options = return_options(s, seat, item, w["held"])
    out = []
    if options:
        out.append(Choice("accept", seat, {"give": OneOf(options)}, prompt))
    if item not in D.FORCED_ACCEPT or not options:
        out.append(Choice("refuse", seat, {}, prompt))
    return out


def priest_choices(s: State) -> list[Choice]:
    f = fight_of(s)
    if not s.cfg.app:
        out = [_simple("no_priest", None, T.I_PRIEST)]
        return out + [_simple("priest", p, T.I_PRIEST) for p in others_of(s, f["attacker"]) if claim_ok(s, p, D.PRIEST)]
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


def modifier_choices(s: State) -> list[Choice]:
    f = fight_of(s)
    late = f["late"]
    if s.cfg.app:  # only the seat with priority
        p = f["prio"]
        out: list[Choice] = []
        options = modifier_options(s, p)
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
    ring = cfg.opts["poison_ring_timing"] == "modifier_phase"
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
        items, profs = MODIFIER_CARDS[side, late, duel, ring]
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


def reveal_hand_choices(s: State, seat: int) -> list[Choice]:
    d = s.decl
    assert d is not None
    count = len(s.hands[seat])
    low = 1 if seat == d["seat"] and d["kind"] == "declare" and not drink_allows_declaring(s) else 0
    if d["kind"] == "loge" and s.cfg.opts["loge_wrong_claim"] == "reject":
        low = 3
    high = min(count, supply(s, reveal_item_society(s, seat)))
    params: dict[str, Any] = {"seat": OneOf((seat,)), "items": OneOf(tuple(range(low, max(high, low) + 1)))}
    need_society = d["kind"] != "loge"
    if need_society:
        societies = open_societies(s) if not s.revealed[seat] else (s.societies[seat],)
        params["society"] = OneOf(societies)
    prompt = T.I_REVEAL_HAND(player=seat_name(s, seat))
    out = [Choice("reveal_hand", None, params, prompt)]
    if seat == d["seat"] and not d["counts"]:
        out.append(_simple("withdraw", None, T.I_WITHDRAW))
    return out


def check(state: State, action: Action) -> bool:
    """Raise :class:`IllegalAction` with Castle's own reason for a refused action; True when the action is offered
    (or a valid stated position), False when the generic check of :meth:`engine.core.Game.check` is to decide."""
    s = state
    if action.type == "setup_done" and action.params and action.player is None and s.result is None \
            and s.wait is not None and s.wait["kind"] == "setup":
        bad = position_problem(s.cfg, action.params)  # a stated position (physical mode): §2 of docs/rules/castle.md
        if bad is not None:
            raise IllegalAction(errors.BAD_PARAMETER, errors.T_BAD_PARAMETER(name=bad))
        return True
    if s.result is None and s.wait is not None and (s.wait["kind"] not in CHANCE_WAITS or chance_step(s) is None):
        kind, player = action.type, action.player
        for choice in choices_memo(s):  # an offered action is legal: the reasons below explain refusals
            if choice.type == kind and choice.player == player and choice.allows(action):
                return True
        if isinstance(player, int) and 0 <= player < s.cfg.n:
            check_specific(s, action)
    return False


def check_specific(s: State, action: Action) -> None:
    kind = action.type
    seat = action.player
    assert seat is not None
    w = s.wait
    assert w is not None
    cfg = s.cfg
    who = seat_name(s, seat)
    mine = [c for c in choices_memo(s) if c.type == kind and c.player == seat]
    if not mine and kind in ("trade", "attack", "declare", "loge", "fortune", "clairvoyant", "diplomat", "pass") \
            and w["kind"] in ("action", "after_action") and w["seat"] != seat:
        return  # the generic "not your turn"
    for key in ("to", "target"):
        if action.get(key) == seat and kind in ("trade", "attack", "diplomat", "give"):
            raise IllegalAction(SELF_TARGET, T.E_SELF_TARGET(player=who))
    if kind in ("declare", "fortune"):
        named = action.get("partners" if kind == "declare" else "named")
        if isinstance(named, list) and seat in named:
            raise IllegalAction(SELF_TARGET, T.E_SELF_TARGET(player=who))
    if kind == "trade" and cfg.app and w["kind"] == "action" and action.get("item") is not None \
            and action.get("item") not in s.hands[seat]:
        raise IllegalAction(NOT_HELD, T.E_NOT_HELD(player=who, item=item_label(action.get("item"))))
    if kind in ("declare", "loge", "fortune") and w["kind"] == "action" and w["seat"] == seat and cfg.app:
        hand = s.hands[seat]
        if D.BLACK_PEARL in hand:
            raise IllegalAction(BLACK_PEARL_HOLDER, T.E_BLACK_PEARL(player=who))
        if kind == "declare" and not may_declare(s, seat):
            raise IllegalAction(NO_VICTORY_ITEM, T.E_NO_VICTORY_ITEM(player=who))
        if kind == "loge":
            if D.COAT_OF_ARMS not in hand:
                raise IllegalAction(NO_COAT_OF_ARMS, T.E_NO_COAT_OF_ARMS(player=who))
            if loge_count(s, hand) < 3 and cfg.opts["loge_wrong_claim"] == "reject":
                raise IllegalAction(LOGE_TOO_FEW, T.E_LOGE_TOO_FEW(player=who, count=loge_count(s, hand)))
    if kind == "loge" and not cfg.app and w["kind"] == "action" and w["seat"] == seat and D.COAT_OF_ARMS in cfg.in_play \
            and not may_claim_loge(s, seat):
        raise IllegalAction(LOGE_TOO_FEW, T.E_LOGE_FEW_CARDS(player=who))
    if kind == "fortune" and not cfg.opts["variant_fortune_telling"]:
        raise IllegalAction(VARIANT_OFF, T.E_VARIANT_OFF())
    if kind == "fortune" and action.get("named") == []:
        raise IllegalAction(NO_PARTNER, T.E_FORTUNE_NAME())
    if kind == "hypnotize" and s.fight is not None and claim_ok(s, seat, D.HYPNOTIST):
        f = s.fight
        if seat != f["attacker"]:
            raise IllegalAction(NOT_ELIGIBLE, T.E_NOT_ELIGIBLE(player=who, card=prof_name(D.HYPNOTIST)))
        if action.get("target") not in hypnosis_targets(s):
            text = T.E_HYPNOSIS_TARGET if cfg.opts["hypnotist_timing"] == "at_declaration" else T.E_HYPNOSIS_TARGET_AFTER
            raise IllegalAction(HYPNOSIS_TARGET, text(player=who))
    profession_of = {"clairvoyant": D.CLAIRVOYANT, "diplomat": D.DIPLOMAT, "priest": D.PRIEST, "doctor": D.DOCTOR,
                     "hypnotize": D.HYPNOTIST, "poison_mixer": D.POISON_MIXER}
    if kind in profession_of and not mine:
        prof = profession_of[kind]
        f = s.fight
        if f is not None and seat == f.get("hyp") and kind in ("doctor", "poison_mixer"):
            raise IllegalAction(HYPNOTISED, T.E_HYPNOTISED(player=who))
        if kind == "poison_mixer" and f is not None and seat in (f["attacker"], f["defender"]):
            raise IllegalAction(NOT_ELIGIBLE, T.E_NOT_ELIGIBLE(player=who, card=prof_name(prof)))
        if kind == "priest" and f is not None and seat == f["attacker"]:
            raise IllegalAction(NOT_ELIGIBLE, T.E_NOT_ELIGIBLE(player=who, card=prof_name(prof)))
        if (cfg.app and s.profs[seat] != prof) or (not cfg.app and not claim_ok(s, seat, prof) and s.pub_prof[seat] != prof):
            raise IllegalAction(NOT_PROFESSION, T.E_NOT_PROFESSION(player=who, profession=prof_name(prof)))
        if not claim_ok(s, seat, prof):
            raise IllegalAction(PROFESSION_USED, T.E_PROFESSION_USED(player=who, profession=prof_name(prof)))
        if kind == "clairvoyant" and not s.pile:
            raise IllegalAction(PILE_EMPTY, T.E_PILE_EMPTY())
    if kind == "diplomat" and cfg.app and mine and action.get("item") in D.BAGS and not s.converted \
            and set(s.hands[seat]) == {D.OTHER_BAG[action["item"]]}:
        raise IllegalAction(BAG_DEMAND, T.E_BAG_DEMAND(player=who))
    if kind == "use" and w["kind"] == "modifier":
        card = action.get("card")
        f = fight_of(s)
        if isinstance(card, str) and (card in D.ITEMS or card in D.PROFESSIONS):
            label = card_label(card)
            if seat == f["hyp"]:
                raise IllegalAction(HYPNOTISED, T.E_HYPNOTISED(player=who))
            if any(c == card for _, c in f["used"]):
                raise IllegalAction(ALREADY_USED, T.E_ALREADY_USED(card=label))
            if card not in modifier_options(s, seat):
                if f["late"] and card not in D.LATE_POWERS and not (f["duel"] and card in D.SUPPORT_SOURCES):
                    raise IllegalAction(LAST_WORD, T.E_LAST_WORD())
                if card in D.ITEMS and cfg.app and card not in s.hands[seat]:
                    raise IllegalAction(NOT_HELD, T.E_NOT_HELD(player=who, item=label))
                if card in D.PROFESSIONS and not claim_ok(s, seat, card):
                    if (s.profs[seat] if cfg.app else s.pub_prof[seat]) == card:
                        raise IllegalAction(PROFESSION_USED, T.E_PROFESSION_USED(player=who, profession=label))
                    raise IllegalAction(NOT_PROFESSION, T.E_NOT_PROFESSION(player=who, profession=label))
                raise IllegalAction(NOT_ELIGIBLE, T.E_NOT_ELIGIBLE(player=who, card=label))
    if kind in ("accept", "refuse") and w["kind"] == "reply" and w["seat"] == seat and cfg.app:
        item = w["item"]
        options = return_options(s, seat, item, w["held"])
        if kind == "refuse" and item in D.FORCED_ACCEPT and options:
            raise IllegalAction(MUST_ACCEPT, T.E_MUST_ACCEPT(player=who, item=item_name(item)))
        if kind == "accept":
            if not options:
                raise IllegalAction(MUST_REFUSE, T.E_MUST_REFUSE(player=who))
            give = action.get("give")
            if give == item and give not in w["held"]:
                raise IllegalAction(RETURN_RECEIVED, T.E_RETURN_RECEIVED(player=who))
            if give in D.BAGS and item in D.BAGS and not s.converted and give in w["held"]:
                raise IllegalAction(BAGS_NOT_SWAPPABLE, T.E_BAGS())
            if isinstance(give, str) and give not in w["held"]:
                raise IllegalAction(NOT_HELD, T.E_NOT_HELD(player=who, item=item_label(give)))
    if kind == "diplomat_return" and w["kind"] == "diplomat_return" and w["seat"] == seat:
        give = action.get("item")
        if give == w["got"] and give not in w["held"]:
            raise IllegalAction(RETURN_RECEIVED, T.E_RETURN_RECEIVED(player=who))
        if give in D.BAGS and w["got"] in D.BAGS and not s.converted and give in w["held"]:
            raise IllegalAction(BAGS_NOT_SWAPPABLE, T.E_BAGS())
    if kind == "give" and w["kind"] == "give" and w["seat"] == seat:
        to = action.get("to")
        if isinstance(to, int) and to in others_of(s, seat) and to not in recipients(s, seat):
            raise IllegalAction(NO_ROOM, T.E_NO_ROOM(player=seat_name(s, to)))
