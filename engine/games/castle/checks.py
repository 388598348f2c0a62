"""The reasons an action is refused (error codes: docs/rules/castle.md): Castle's own, before the generic ones of
:meth:`engine.core.Game.check`. An action an open choice allows is legal; these only explain refusals."""

from __future__ import annotations

from engine import errors
from engine.core import Action
from engine.errors import IllegalAction

from . import data as D  # noqa: N812 - the component tables
from . import texts as T  # noqa: N812 - the messages
from .choices import choices_memo
from .deal import CHANCE_WAITS, chance_step, position_problem
from .rules import (
    card_label,
    claim_ok,
    hypnosis_targets,
    item_label,
    item_name,
    loge_count,
    may_claim_loge,
    may_declare,
    modifier_options,
    others_of,
    prof_name,
    recipients,
    return_options,
    seat_name,
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
        f = s.fight
        assert f is not None
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
    if kind in ("give", "priest_pay") and w["kind"] == kind and w["seat"] == seat and cfg.app \
            and isinstance(action.get("item"), str) and action.get("item") not in s.hands[seat]:
        raise IllegalAction(NOT_HELD, T.E_NOT_HELD(player=who, item=item_label(action.get("item"))))
    if kind == "give" and w["kind"] == "give" and w["seat"] == seat:
        to = action.get("to")
        if isinstance(to, int) and to in others_of(s, seat) and to not in recipients(s, seat):
            raise IllegalAction(NO_ROOM, T.E_NO_ROOM(player=seat_name(s, to)))
