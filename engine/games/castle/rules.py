"""Pure helpers answering rule questions about a state: names, item counts, who may claim what, fight totals,
declaration counts. Nothing here changes a state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.i18n import Text

from . import data as D  # noqa: N812 - the component tables
from . import texts as T  # noqa: N812 - the messages
from .state import State

# --- names and counts ----------------------------------------------------------------------------------------------

def seat_name(s: State, seat: int) -> str:
    return s.cfg.names[seat]


def item_name(item: str) -> Text:
    return D.ITEM_NAMES[item]


def prof_name(prof: str) -> Text:
    return D.PROFESSION_NAMES[prof]


def next_seat(s: State, seat: int, step: int = 1) -> int:
    return (seat + step) % s.cfg.n


def others_of(s: State, seat: int) -> tuple[int, ...]:
    return s.cfg.others[seat]


def distinct(cards: Sequence[str]) -> tuple[str, ...]:
    return tuple(sorted(set(cards)))


def has_effect(s: State, item: str) -> bool:
    if item in D.BAGS:
        return not s.converted
    return item in D.TRADE_EFFECT_ITEMS


def victory_count(s: State, hand: Sequence[str], society: str) -> int:
    count = hand.count(D.VICTORY_ITEM[society])
    if s.converted:
        count += hand.count(D.SOCIETY_BAG[society])
    return count


def loge_count(s: State, hand: Sequence[str]) -> int:
    return victory_count(s, hand, D.ORDER) + victory_count(s, hand, D.BROTHERHOOD)


def other_society(society: str) -> str:
    return D.BROTHERHOOD if society == D.ORDER else D.ORDER


def items_text(cards: Sequence[str]) -> list[Text] | Text:
    return [item_name(c) for c in sorted(cards)] if cards else T.NOTHING


def seat_list(s: State, seats: Sequence[int]) -> list[str] | Text:
    return [seat_name(s, p) for p in seats] if seats else T.NOBODY


# --- professions and hands: who may claim or hold what -------------------------------------------------------------

def claim_ok(s: State, seat: int, prof: str) -> bool:
    """May ``seat`` use ``prof`` now? App: holds it unused (or reusable). Physical: consistent with what the table saw."""
    if s.cfg.app:
        return s.profs[seat] == prof and (D.PROFESSIONS[prof] or not s.face_up[seat])
    return public_claim_ok(s, seat, prof)


def claimant(s: State, prof: str) -> int | None:
    """App mode: the seat that may use ``prof`` now (each profession is dealt once), or None."""
    profs = s.profs
    if prof not in profs:
        return None
    seat = profs.index(prof)
    return seat if D.PROFESSIONS[prof] or not s.face_up[seat] else None


def public_claim_ok(s: State, seat: int, prof: str) -> bool:
    """Could ``seat`` still hold ``prof`` unused, as far as the whole table knows (face-up cards, cards seen moving)?"""
    known = s.pub_prof
    mine = known[seat]
    if mine is not None and mine != prof:
        return False
    if known.count(prof) > (mine == prof):  # the table knows it to be at another seat
        return False
    return D.PROFESSIONS[prof] or not (mine == prof and s.face_up[seat])


def public_claims(s: State) -> dict[str, tuple[int, ...]]:
    """Physical mode: for each profession, the seats ``public_claim_ok`` allows, found for all seats at once. The
    answer for the last public position asked is kept (with its tuples, so that the identity test is safe): the
    tuples are replaced only when a profession is shown, and a game's reaction windows ask again and again."""
    known, face_up = s.pub_prof, s.face_up
    last = s.cfg.made.get("claims")
    if last is not None and last[0] is known and last[1] is face_up:
        return last[2]  # type: ignore[no-any-return]
    free = tuple(p for p, prof in enumerate(known) if prof is None)
    claims = {}
    for prof, reusable in D.PROFESSIONS.items():
        count = known.count(prof)
        if count == 0:
            claims[prof] = free
        elif count == 1:
            seat = known.index(prof)
            claims[prof] = (seat,) if reusable or not face_up[seat] else ()
        else:  # known at two seats (the table's own record of it): nobody may claim it
            claims[prof] = ()
    s.cfg.remember("claims", (known, face_up, claims))
    return claims


def holds(s: State, seat: int, item: str) -> bool:
    return (not s.cfg.app) or item in s.hands[seat]


def has_room(s: State, seat: int) -> bool:
    return len(s.hands[seat]) < s.cfg.limit


def item_label(item: Any) -> Text | str:
    return item_name(item) if item in D.ITEMS else str(item)


def card_label(card: str) -> Text:
    return item_name(card) if card in D.ITEMS else prof_name(card)


# --- the turn and trades: what a player may do or give -------------------------------------------------------------

def may_claim_loge(s: State, seat: int) -> bool:
    if D.COAT_OF_ARMS not in s.cfg.in_play_set:
        return False
    if not s.cfg.app:  # item counts are public: fewer than 3 cards cannot hold 3 Keys and Goblets
        return len(s.hands[seat]) >= 3 or s.cfg.opts["loge_wrong_claim"] == "forfeit"
    hand = s.hands[seat]
    return D.COAT_OF_ARMS in hand and D.BLACK_PEARL not in hand and (
        loge_count(s, hand) >= 3 or s.cfg.opts["loge_wrong_claim"] == "forfeit")


def may_declare(s: State, seat: int) -> bool:
    hand = s.hands[seat]
    if D.BLACK_PEARL in hand:
        return False
    if victory_count(s, hand, s.societies[seat]) >= 1:
        return True
    return drink_allows_declaring(s)


def demandable(s: State, seat: int) -> tuple[str, ...]:
    items = [i for i in D.ITEM_IDS if not (s.converted and i in D.BAGS)]
    if s.cfg.app and not s.converted:
        hand = s.hands[seat]
        for bag in D.BAGS:
            if set(hand) == {D.OTHER_BAG[bag]}:
                items.remove(bag)
    # A demand that can only fail (an item out of the game, or one she holds every copy of) stays offered: the
    # target then shows the whole hand, a legal way to see it (issue 33).
    return tuple(items)


def hopeless_demand(in_play: Sequence[str], hand: Sequence[str], item: str, converted: bool) -> str | None:
    """Why a Diplomat's demand for ``item`` can only fail: ``"not_in_play"`` (no card answers it at this count),
    ``"all_held"`` (every card that answers it is in ``hand``, her own), or None. Physical mode: pass no hand."""
    cards = [item]
    if converted and item in (D.KEY, D.GOBLET):
        cards += [b for b in D.BAGS if D.BAG_BECOMES[b] == item]
    total = sum(in_play.count(c) for c in cards)
    if not total:
        return "not_in_play"
    if sum(hand.count(c) for c in cards) >= total:
        return "all_held"
    return None


def return_options(s: State, seat: int, got: str, held: Sequence[str]) -> tuple[str, ...]:
    """What a receiver (or the Diplomat) may give back: an item held before the trade, never the other bag for a bag."""
    options = list(held)
    if got in D.BAGS and not s.converted:
        options = [i for i in options if i != D.OTHER_BAG[got]]
    return distinct(options)


def recipients(s: State, seat: int) -> tuple[int, ...]:
    others = others_of(s, seat)
    if s.cfg.opts["overflow_recipient"] == "must_have_room":
        return tuple(p for p in others if has_room(s, p))
    return others


def announce_options(s: State, first: str | None, only: str | None = None) -> list[str]:
    """Physical mode: which trade-effect items a trader may announce (none, or an effect item in play)."""
    key = ("announce", first, only, s.converted)  # all it depends on, with the setup's items in play
    made = s.cfg.made
    options = made.get(key)
    if options is None:
        if only is not None:
            options = ("none", only) if has_effect(s, only) and only in s.cfg.in_play else ("none",)
        else:
            items = [i for i in D.ITEM_IDS if i in D.TRADE_EFFECT_ITEMS and has_effect(s, i) and i in s.cfg.in_play and i != first]
            if first in D.BAGS and not s.converted:
                items = [i for i in items if i != D.OTHER_BAG[first]]
            options = ("none", *items)
        s.cfg.remember(key, options)  # a few keys per setup
    return list(options)


# --- fights --------------------------------------------------------------------------------------------------------

def fight_of(s: State) -> dict[str, Any]:
    assert s.fight is not None
    return s.fight


def side_of(f: dict[str, Any], seat: int) -> str | None:
    """The side a seat counts for: "attacker", "defender", "sword", "shield", "neutral", or None (hypnotised / void)."""
    if seat == f["attacker"]:
        return "attacker"
    if seat == f["defender"]:
        return "defender"
    if seat == f["hyp"]:
        return None
    return f["decl"].get(str(seat))


def totals(s: State) -> tuple[int, int]:
    f = s.fight
    assert f is not None
    att, dfn = 1, 1
    duel = f["duel"]
    if not duel:
        decl = f["decl"]
        sides = list(decl.values())
        att += sides.count(D.SWORD)
        dfn += sides.count(D.SHIELD)
        hyp = f["hyp"]
        if hyp is not None:  # the hypnotised supporter's support does not count
            void = decl.get(s.cfg.keys[hyp])
            att -= void == D.SWORD
            dfn -= void == D.SHIELD
    plus = 1 if s.cfg.opts["duelist_plus_one"] else 0
    for seat, card in f["used"]:
        if card in (D.DAGGER, D.THUG):
            att += 1
        elif card in (D.GLOVES, D.GRAND_MASTER):
            dfn += 1
        elif card == D.CASTING_KNIVES and not duel:
            att += 1
        elif card == D.WHIP and not duel:
            dfn += 1
        elif card == D.BODYGUARD and not duel:
            side = side_of(f, seat)
            att += side == D.SWORD
            dfn += side == D.SHIELD
        elif card == D.DUELIST:
            if seat == f["attacker"]:
                att += plus
            else:
                dfn += plus
    return att, dfn


def _modifier_cards(side: str, late: bool, duel: bool, ring: bool) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The items and professions a side may show in the modifier phase, before asking who holds them."""
    rings = (D.POISON_RING,) if ring else ()
    if side == "attacker":
        items, profs = (D.DAGGER, *rings), (D.THUG, D.DUELIST)
    elif side == "defender":
        items, profs = (D.GLOVES, *rings), (D.GRAND_MASTER, D.DUELIST)
    elif late or duel:  # a supporter has no late power, and nothing left to use after a Duelist
        return (), ()
    elif side == D.SWORD:
        items, profs = (D.CASTING_KNIVES,), (D.BODYGUARD,)
    else:
        items, profs = (D.WHIP,), (D.BODYGUARD,)
    if duel:
        profs = tuple(p for p in profs if p != D.DUELIST)
    if late:
        items, profs = (), tuple(p for p in profs if p in D.LATE_POWERS)
    return items, profs


#: (last word, duel, Poison Ring in the modifier phase) -> side -> (items, professions): _modifier_cards, made once.
MODIFIER_CARDS = {(late, duel, ring): {side: _modifier_cards(side, late, duel, ring)
                                       for side in ("attacker", "defender", D.SWORD, D.SHIELD)}
                  for late in (False, True) for duel in (False, True) for ring in (False, True)}


def modifier_options(s: State, seat: int) -> list[str]:
    """The items and professions ``seat`` may show now in the modifier phase (not the Poison Mixer)."""
    f = s.fight
    assert f is not None
    if f["mixer"] is not None:
        return []
    if seat == f["attacker"]:
        side = "attacker"
    elif seat == f["defender"]:
        side = "defender"
    elif seat == f["hyp"]:
        return []
    else:  # a supporter (side_of)
        side = f["decl"].get(s.cfg.keys[seat])
        if side is None or side == D.NEUTRAL:
            return []
    cfg = s.cfg
    items, profs = MODIFIER_CARDS[f["late"], f["duel"], cfg.opts["poison_ring_timing"] == "modifier_phase"][side]
    used = {card for _, card in f["used"]} if f["used"] else ()
    out: list[str] = []
    if items:
        hand = s.hands[seat] if cfg.app else None
        in_play = cfg.in_play_set
        for i in items:
            if i in in_play and (hand is None or i in hand) and i not in used:
                out.append(i)
    if cfg.app:  # claim_ok: only the seat's own profession, unused or reusable
        prof = s.profs[seat]
        if prof in profs and prof not in used and (D.PROFESSIONS[prof] or not s.face_up[seat]):
            out.append(prof)
    else:
        for p in profs:
            if p not in used and public_claim_ok(s, seat, p):
                out.append(p)
    return out


def mixer_ok(s: State, seat: int) -> bool:
    f = s.fight
    assert f is not None
    if seat == f["attacker"] or seat == f["defender"] or seat == f["hyp"] or f["mixer"] is not None:
        return False
    if f["duel"] and s.cfg.opts["duelist_blocks_poison_mixer"]:
        return False
    return claim_ok(s, seat, D.POISON_MIXER)


def late_power_possible(s: State) -> bool:
    """Could anyone still use a late power in this fight, judged only from what the whole table knows?

    The last word is skipped when not (so that its presence never depends on a hidden card).
    """
    f = s.fight
    assert f is not None
    used = {card for _, card in f["used"]}
    combatants = (f["attacker"], f["defender"])
    if D.GRAND_MASTER not in used and public_claim_ok(s, f["defender"], D.GRAND_MASTER):
        return True
    if not f["duel"] and any(public_claim_ok(s, c, D.DUELIST) for c in combatants):
        return True
    if f["duel"] and s.cfg.opts["duelist_blocks_poison_mixer"]:
        return False
    return any(p not in combatants and p != f["hyp"] and public_claim_ok(s, p, D.POISON_MIXER) for p in range(s.cfg.n))


def hypnosis_targets(s: State) -> tuple[int, ...]:
    f = s.fight
    assert f is not None
    if f["hyp"] is not None or not f["hyp_window"] or not claim_ok(s, f["attacker"], D.HYPNOTIST):
        return ()
    if s.cfg.opts["hypnotist_timing"] == "at_declaration":
        return (f["last"],) if f["last"] is not None else ()
    return tuple(int(k) for k in f["decl"])


def doctor_pending(s: State) -> list[int]:
    f = s.fight
    assert f is not None
    hyp, answered = f["hyp"], f["answered"]
    return [p for p in range(s.cfg.n) if p != hyp and p not in answered]


# --- declarations --------------------------------------------------------------------------------------------------

def weaker(s: State) -> str | None:
    return s.hidden if s.cfg.odd else None


def evaluate_declaration(s: State, declarer: int, partners: Sequence[int], counts: Mapping[int, int]) -> tuple[bool, int, int]:
    """(success, COUNT, drink) for a declaration, from societies and each revealed player's count of the society's items."""
    soc = s.societies[declarer]
    same = all(s.societies[p] == soc for p in partners)
    each = all(counts[p] >= 1 for p in partners)
    drink = 1 if s.cfg.odd and weaker(s) == soc else 0
    total = counts[declarer] + sum(counts[p] for p in partners) + drink
    return same and each and total >= 3, total, drink


def fortune_eval(s: State, caller: int, named: Sequence[int], counts: Mapping[int, int]) -> tuple[bool, int]:
    opp = other_society(s.societies[caller])
    ok = all(s.societies[p] == opp and counts[p] >= 1 for p in named)
    total = sum(counts[p] for p in named)
    return ok and total >= 3, total


def open_societies(s: State) -> tuple[str, ...]:
    """The societies a seat (or the hidden card) may still be revealed as: each has n/2 cards at even counts, (n+1)/2
    at odd counts (one of them the hidden card), less those already shown."""
    n = s.cfg.n
    total = D.society_cards(n) if s.cfg.odd else n // 2
    shown = [soc for soc, revealed in zip(s.societies, s.revealed, strict=True) if revealed]
    return tuple(soc for soc in D.SOCIETIES if total - shown.count(soc) - (s.hidden == soc) > 0)


def reveal_item_society(s: State, seat: int) -> str | None:
    """Whose victory items a revealed hand is counted for (None: Keys and Goblets together, for the Loge)."""
    d = s.decl
    assert d is not None
    if d["kind"] == "loge":
        return None
    if d["kind"] == "fortune":
        return other_society(s.societies[d["seat"]])
    return None if seat == d["seat"] else s.societies[d["seat"]]


def drink_allows_declaring(s: State) -> bool:
    """R31 option: the Drink of Power (every player holds one at odd counts) satisfies the prerequisite of §9.1.

    It does so for every declarer, whatever their society: nobody knows which society is the weaker one, so a
    refusal must not depend on it. Whether the Drink then counts is decided by the evaluation (§9.3).
    """
    return bool(s.cfg.opts["drink_satisfies_prerequisite"] and s.cfg.odd)


def supply(s: State, society: str | None) -> int:
    per = 3 + (1 if s.converted else 0)
    return per * (2 if society is None else 1)
