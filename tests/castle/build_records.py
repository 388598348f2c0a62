"""Builds the worked examples of shared/rules/castle.md §15 as records (tests/castle/records/) and the docs examples.

Seats are 0-based: the reference's seat k is seat k-1 here. A worked example starts from a scenario deal: the
stated hands and draw pile, every other card in play distributed so that each card is conserved. Such a record opts
into it with the option ``scenario_start``; without it the deal check accepts only what the setup procedure deals.
Run ``python -m tests.castle.build_records`` to rewrite the files.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from engine.core import Setup
from engine.games.castle import data as D  # noqa: N812
from engine.games.castle.game import Config, random_deal

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "tests" / "castle" / "records"
DOCS = ROOT / "docs" / "examples"
NAMES = ["Anna", "Bora", "Cleo", "Dana", "Emil", "Fay", "Gus", "Hana", "Ivo", "Jade"]


def deal(n: int, hands: dict[int, list[str]], pile_top: list[str], societies: list[str], hidden: str | None = None,
         professions: dict[int, str] | None = None, pile_rest: bool = True, fill: dict[int, int] | None = None) -> dict[str, Any]:
    """A scenario deal: the given hands and pile top; other seats get ``fill[seat]`` cards (default 1), the rest goes to the pile."""
    left = D.items_in_play(n, False)
    for cards in [*hands.values(), pile_top]:
        for card in cards:
            left.remove(card)
    # bags first, so that they stay in players' hands where possible (§2.1 consequence)
    left.sort(key=lambda c: (c not in D.BAGS, c))
    out_hands: list[list[str]] = []
    for seat in range(n):
        if seat in hands:
            out_hands.append(list(hands[seat]))
            continue
        k = (fill or {}).get(seat, 1)
        out_hands.append([left.pop(0) for _ in range(k)])
    pile = list(pile_top) + (left if pile_rest else [])
    assert pile_rest or not left, left
    profs = dict(professions or {})
    rest = [p for p in D.PROFESSION_IDS if p not in profs.values()]
    seat_profs = [profs[s] if s in profs else rest.pop(0) for s in range(n)]
    return {"type": "deal", "professions": seat_profs, "stack": sorted(rest), "societies": societies, "hidden": hidden,
            "hands": out_hands, "pile": pile}


def record(title: str, n: int, deal_action: dict[str, Any] | None, actions: list[dict[str, Any]], options: dict[str, Any] | None = None,
           expect: dict[str, Any] | None = None, seed: int | None = None) -> dict[str, Any]:
    options = dict(options or {})
    if deal_action is not None:
        options["scenario_start"] = True  # the example starts from its stated hands, not from a dealt game
    out: dict[str, Any] = {"format": "tablekeeper-record", "version": 1, "title": title, "game": "castle", "players": NAMES[:n],
                           "roles": [], "options": options}
    if seed is not None:
        out["seed"] = seed
    out["actions"] = ([deal_action] if deal_action else []) + actions
    if expect is not None:
        out["expect_result"] = expect
    return out


def act(kind: str, player: int | None = None, **params: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"type": kind}
    if player is not None:
        out["player"] = player
    out.update(params)
    return out


def refused(kind: str, player: int | None, code: str, **params: Any) -> dict[str, Any]:
    return {**act(kind, player, **params), "expect_error": code}


def no_priest(n: int, attacker: int) -> list[dict[str, Any]]:
    return [act("no_priest", p) for p in range(n) if p != attacker]


def no_doctor(n: int, hypnotised: int | None = None) -> list[dict[str, Any]]:
    return [act("no_doctor", p) for p in range(n) if p != hypnotised]


def passes(n: int, start: int, count: int) -> list[dict[str, Any]]:
    return [act("pass_priority", (start + i) % n) for i in range(count)]


def last_word(n: int, attacker: int) -> list[dict[str, Any]]:
    """Everyone passes once more in the last word (§8.4: the late powers may come after all other uses)."""
    return passes(n, attacker, n)


ORD, BRO = D.ORDER, D.BROTHERHOOD


def examples() -> dict[str, dict[str, Any]]:
    ex: dict[str, dict[str, Any]] = {}

    # E1: a trade with effects on both sides (5 players). Bora (1) gives the Privilege, Dana (3) returns the bag.
    d = deal(5, {1: ["privilege", "key"], 3: ["bag_goblet", "dagger", "monocle", "gloves", "goblet"],
                 0: ["key", "bag_key"], 2: ["key", "poison_ring"], 4: ["casting_knives"]},
             ["whip", "goblet"], [ORD, BRO, ORD, BRO, BRO], hidden=ORD)
    ex["e1"] = record("E1: a trade with effects on both sides", 5, d, [
        act("trade", 1, item="privilege", to=3),
        refused("accept", 3, "return_received_item", give="privilege"),
        act("accept", 3, give="bag_goblet"),
        act("give", 3, item="gloves", to=4),
    ], {"start_player": 1})

    # E2: the Broken Mirror (4 players); E2b: the receiver's only item is a Secret Bag.
    d = deal(4, {0: ["broken_mirror", "key"], 2: ["monocle", "goblet"]}, [], [ORD, BRO, ORD, BRO])
    ex["e2"] = record("E2: Broken Mirror", 4, d, [
        act("trade", 0, item="broken_mirror", to=2),
        refused("refuse", 2, "must_accept"),
        act("accept", 2, give="monocle"),
    ], {"start_player": 0})
    d = deal(4, {0: ["broken_mirror", "key"], 2: ["bag_key"]}, [], [ORD, BRO, ORD, BRO])
    ex["e2b"] = record("E2 variant: a forced trade of the only Secret Bag", 4, d, [
        act("trade", 0, item="broken_mirror", to=2),
        act("accept", 2, give="bag_key"),
    ], {"start_player": 0})

    # E3: a fight with supporters, Casting Knives and Whip (6 players), in physical mode with the refusals,
    # and in app mode with the spoils.
    e3_fight = [
        act("attack", 2, target=4),
        act("no_priest"),
        act("support", 3, side="sword"), act("support", 5, side="shield"), act("support", 0, side="sword"),
        act("support", 1, side="neutral"),
    ]
    ex["e3"] = record("E3: a fight with supporters, Casting Knives and Whip (physical cards)", 6, None, [
        act("setup_done"),
        *e3_fight,
        act("use", 2, card="dagger"),
        refused("use", 0, "not_eligible", card="whip"),
        refused("use", 1, "not_eligible", card="casting_knives"),
        refused("use", 4, "not_eligible", card="whip"),
        act("use", 3, card="casting_knives"),
        act("use", 5, card="whip"),
        act("use", 4, card="gloves"),
        act("end_modifiers"),
        act("spoils", 2, option="take"),
        act("no_doctor"),
    ], {"mode": "physical", "start_player": 2})
    d = deal(6, {2: ["dagger", "key"], 3: ["casting_knives"], 5: ["whip"], 4: ["goblet", "gloves", "sextant"]}, [],
             [ORD, BRO, ORD, BRO, BRO, ORD], professions={2: D.THUG})
    ex["e3_app"] = record("E3: the same fight with dealt cards", 6, d, [
        *e3_fight[:1], *no_priest(6, 2), *e3_fight[2:],
        act("use", 2, card="dagger"), act("use", 3, card="casting_knives"),
        act("use", 4, card="gloves"), act("use", 5, card="whip"),
        *passes(6, 0, 6), *last_word(6, 2),
        act("spoils", 2, option="take"),
        *no_doctor(6),
        act("take", 2, item="goblet"),
    ], {"start_player": 2})

    # E4: a tie (4 players, limit 6): Ben (1) attacks Dan (3); Ben draws and must give one away.
    d = deal(4, {1: ["key", "goblet", "dagger", "monocle", "tome", "sextant"], 3: ["gloves"]}, ["whip"], [ORD, BRO, ORD, BRO])
    ex["e4"] = record("E4: a tie and the attacker's draw", 4, d, [
        act("attack", 1, target=3), *no_priest(4, 1),
        act("support", 2, side="shield"), act("support", 0, side="sword"),
        *passes(4, 1, 4), *last_word(4, 1),
        act("tie_draw", 1, draw=True),
        *no_doctor(4),
        act("give", 1, item="tome", to=0),
    ], {"start_player": 1})

    # E5: the Poison Mixer (7 players): seat 1 attacks seat 4; seat 7 (here 6), neutral, waits until everyone else has
    # passed (the last word, §8.4), then names the defender. E5b: a hypnotised Poison Mixer is refused.
    d = deal(7, {0: ["dagger"], 3: ["gloves"]}, [], [ORD, BRO, ORD, BRO, ORD, BRO, BRO], hidden=ORD,
             professions={6: D.POISON_MIXER, 0: D.THUG})
    ex["e5"] = record("E5: Poison Mixer", 7, d, [
        act("attack", 0, target=3), *no_priest(7, 0),
        act("support", 1, side="sword"), act("support", 2, side="sword"), act("support", 4, side="sword"),
        act("support", 5, side="sword"), act("support", 6, side="neutral"),
        act("use", 0, card="dagger"), act("pass_priority", 1), act("pass_priority", 2),
        act("use", 3, card="gloves"), *passes(7, 4, 7),
        *passes(7, 0, 6),
        refused("poison_mixer", 0, "not_eligible", winner="attacker"),
        refused("poison_mixer", 3, "not_eligible", winner="defender"),
        act("poison_mixer", 6, winner="defender"),
        refused("use", 0, "wrong_phase", card="thug"),
        act("spoils", 3, option="look"),
        *no_doctor(7),
    ], {"start_player": 0})
    d = deal(7, {0: ["dagger"], 3: ["gloves"]}, [], [ORD, BRO, ORD, BRO, ORD, BRO, BRO], hidden=ORD,
             professions={6: D.POISON_MIXER, 0: D.HYPNOTIST})
    ex["e5b"] = record("E5: a hypnotised Poison Mixer", 7, d, [
        act("attack", 0, target=3), *no_priest(7, 0),
        act("support", 1, side="sword"), act("support", 2, side="sword"), act("support", 4, side="sword"),
        act("support", 5, side="sword"), act("support", 6, side="neutral"),
        act("hypnotize", 0, target=6),
        refused("poison_mixer", 6, "hypnotised", winner="defender"),
        *passes(7, 0, 7), *last_word(7, 0),
        refused("poison_mixer", 6, "hypnotised", winner="defender"),
        act("spoils", 0, option="none"),
    ], {"start_player": 0})

    # E6: Duelist and Poison Ring (5 players); E6b: the defender is the Grand Master and the Ring wins the tie. The
    # Dagger, Casting Knives, Gloves and Ring are shown first; the Duelist (and the Grand Master) in the last word.
    for name, prof3 in (("e6", None), ("e6b", D.GRAND_MASTER)):
        profs = {1: D.DUELIST, 4: D.BODYGUARD}
        if prof3:
            profs[3] = prof3
        d = deal(5, {1: ["dagger", "key"], 2: ["casting_knives"], 3: ["gloves", "poison_ring"]}, [], [ORD, BRO, ORD, BRO, BRO], hidden=ORD,
                 professions=profs)
        tail = [act("use", 3, card="grand_master"), *passes(5, 4, 5)] if prof3 else [*passes(5, 3, 4)]
        ex[name] = record("E6: Duelist and Poison Ring" + (" (the defender is the Grand Master)" if prof3 else ""), 5, d, [
            act("attack", 1, target=3), *no_priest(5, 1),
            act("support", 2, side="sword"), act("support", 4, side="sword"), act("support", 0, side="shield"),
            act("use", 1, card="dagger"), act("use", 2, card="casting_knives"), act("use", 3, card="gloves"),
            *passes(5, 4, 4), act("use", 3, card="poison_ring"),
            *passes(5, 4, 5),
            refused("use", 4, "last_word_only", card="bodyguard"),
            act("use", 1, card="duelist"),
            refused("use", 4, "not_eligible", card="bodyguard"),
            act("pass_priority", 2), *tail,
            act("spoils", 3 if prof3 else 1, option="none"),
        ], {"start_player": 1})

    # E7: the Hypnotist (6 players): seat 2 (here 1) attacks seat 5 (here 4).
    d = deal(6, {2: ["whip"], 4: ["key", "gloves"]}, [], [ORD, BRO, ORD, BRO, ORD, BRO], professions={1: D.HYPNOTIST, 2: D.DOCTOR})
    ex["e7"] = record("E7: Hypnotist", 6, d, [
        act("attack", 1, target=4), *no_priest(6, 1),
        act("support", 2, side="shield"),
        act("hypnotize", 1, target=2),
        act("support", 3, side="sword"),
        act("support", 5, side="shield"),
        refused("hypnotize", 1, "hypnosis_target", target=5),
        act("support", 0, side="sword"),
        act("pass_priority", 1),
        refused("use", 2, "hypnotised", card="whip"),
        *passes(6, 2, 5), *last_word(6, 1),
        act("spoils", 1, option="take"),
        refused("doctor", 2, "hypnotised"),
        *no_doctor(6, hypnotised=2),
        act("take", 1, item="key"),
    ], {"start_player": 1})

    # E8: the Priest (6 players): seat 1 (here 0) attacks seat 3 (here 2), the Priest; the attacker pays the Tome.
    d = deal(6, {0: ["key", "dagger", "tome"]}, [], [ORD, BRO, ORD, BRO, ORD, BRO], professions={2: D.PRIEST, 0: D.THUG, 1: D.DIPLOMAT})
    ex["e8"] = record("E8: Priest", 6, d, [
        act("attack", 0, target=2),
        refused("priest", 0, "not_eligible"),
        act("no_priest", 1),
        act("priest", 2),
        act("priest_pay", 0, item="tome"),
    ], {"start_player": 0})

    # E9: declarations at an odd count with the Drink of Power (5 players). Order: seats 1, 3 (here 0, 2).
    hands9 = {0: ["key", "dagger"], 1: ["goblet", "goblet", "monocle"], 2: ["key", "whip"], 3: ["key", "sextant"],
              4: ["black_pearl", "goblet"]}
    socs9 = [ORD, BRO, ORD, BRO, BRO]
    cases = {"e9a": (0, [2], {"side": ORD, "winners": ["Anna", "Cleo"]}), "e9b": (1, [], {"side": ORD, "winners": ["Anna", "Cleo"]}),
             "e9c": (0, [3], {"side": BRO, "winners": ["Bora", "Dana", "Emil"]}),
             "e9d": (2, [], {"side": BRO, "winners": ["Bora", "Dana", "Emil"]})}
    for name, (seat, partners, expect) in cases.items():
        d = deal(5, hands9, [], socs9, hidden=ORD)
        ex[name] = record(f"E9 case: seat {seat + 1} declares", 5, d, [act("declare", seat, partners=partners)],
                          {"start_player": seat}, expect)
    d = deal(5, hands9, [], socs9, hidden=ORD)
    ex["e9e"] = record("E9 case 5: the Black Pearl holder may not declare", 5, d, [
        refused("declare", 4, "black_pearl_holder", partners=[1]),
        act("pass", 4),
    ], {"start_player": 4})

    # E10: Secret Bag conversion (6 players). Order: seats 4, 6 (here 3, 5) and seat 1 (here 0).
    d = deal(6, {3: ["bag_key", "key"], 5: ["key", "bag_goblet"], 4: ["coat", "goblet", "tome"], 1: ["key", "goblet", "goblet"]},
             ["sextant"], [ORD, BRO, BRO, ORD, BRO, ORD], pile_rest=False, fill={0: 5, 2: 5})
    ex["e10"] = record("E10: Secret Bag conversion", 6, d, [
        refused("declare", 5, "not_your_turn", partners=[3]),
        act("trade", 3, item="bag_key", to=4),
        act("accept", 4, give="coat"),
        act("coat_pick", 4, profession=d["stack"][0]),
        act("trade", 4, item="bag_key", to=5),
        act("accept", 5, give="bag_goblet"),
        act("declare", 5, partners=[3]),
    ], {"start_player": 3}, {"side": ORD, "winners": ["Anna", "Dana", "Fay"]})

    # E11: Coat of Arms of the Loge (7 players); E11b: a Drink of Power never counts for it.
    d = deal(7, {2: ["coat_of_arms", "goblet", "goblet", "key"]}, [], [ORD, BRO, ORD, BRO, ORD, BRO, BRO], hidden=ORD)
    ex["e11"] = record("E11: Coat of Arms of the Loge", 7, d, [act("loge", 2)], {"start_player": 2},
                       {"side": "loge", "winners": ["Cleo"]})
    d = deal(7, {2: ["coat_of_arms", "goblet", "key"]}, [], [ORD, BRO, ORD, BRO, ORD, BRO, BRO], hidden=ORD)
    ex["e11b"] = record("E11 variant: the Drink of Power does not count for the Loge", 7, d, [
        refused("loge", 2, "loge_too_few"), act("pass", 2)], {"start_player": 2})

    # E12: the Diplomat (8 players): seat 5 (here 4) demands the Coat from seat 7 (here 6).
    socs12 = [ORD, BRO, ORD, BRO, ORD, BRO, ORD, BRO]
    d = deal(8, {4: ["monocle", "key"], 6: ["coat", "goblet"]}, [], socs12, professions={4: D.DIPLOMAT})
    ex["e12"] = record("E12 case 1: the Diplomat gets the Coat", 8, d, [
        act("diplomat", 4, target=6, item="coat"),
        act("diplomat_hand", 6, item="coat"),
        refused("diplomat_return", 4, "return_received_item", item="coat"),
        act("diplomat_return", 4, item="monocle"),
        act("coat_pick", 6, profession=d["stack"][0]),
        act("attack", 4, target=1),
    ], {"start_player": 4})
    d = deal(8, {4: ["monocle", "key"], 6: ["dagger", "goblet"]}, [], socs12, professions={4: D.DIPLOMAT})
    ex["e12b"] = record("E12 case 2: the target lacks the item", 8, d, [
        act("diplomat", 4, target=6, item="coat"),
        refused("attack", 4, "not_your_turn", target=1),
        act("pass", 5),
    ], {"start_player": 4})
    return ex


def _seeded_game(n: int, options: dict[str, Any], seed: int, turns: int, expect: dict[str, Any]) -> dict[str, Any]:
    """A complete record from a seeded random game (every chance outcome inline), for the docs; ``expect`` is its
    result reasoned by hand from the record's deal and ending (never copied from the engine, so replay checks it)."""
    from engine.games.castle import GAME
    from engine.record import record_from_session
    from engine.session import Session

    rng = random.Random(seed)
    setup = Setup("castle", tuple(NAMES[:n]), (), GAME.options_with_defaults(options))
    session: Session[Any] = Session(GAME, setup, seed=seed)
    while session.result() is None:
        choices = session.choices()
        ends = [c for c in choices if c.type in ("declare", "loge", "fortune")]
        choices = ([c for c in choices if c not in ends] or choices) if session.state.turns < turns else (ends or choices)
        session.act(rng.choice(choices).sample(rng))
    rec = record_from_session(session, f"A complete {options.get('mode', 'app')} game for {n} players").to_json()
    rec.pop("seed", None)
    rec["options"] = options
    result = session.result()
    assert result is not None
    engine = {"side": result.side, "winners": [NAMES[p] for p in result.winners]}
    assert engine == expect, f"the engine says {engine}, the rules {expect}"
    rec["expect_result"] = expect
    return rec


def docs_examples() -> dict[str, dict[str, Any]]:
    # App: the deal makes Anna, Dana and Emil the Order, Bora and Cleo the Brotherhood; Anna declares with Bora
    # and Emil as partners, Bora is not of her society, so the declaration fails (§9.3 condition 1) and the other
    # society wins: Bora and Cleo.
    # Physical: Dana (Order) declares alone holding one item (COUNT 1 < 3, §9.3 condition 3): the Order loses and
    # the Brotherhood wins, the seats revealed as Brotherhood: Anna, Bora and Cleo.
    return {"castle-app": _seeded_game(5, {"mode": "app", "start_player": 0}, 7, 12,
                                       {"side": "brotherhood", "winners": ["Bora", "Cleo"]}),
            "castle-physical": _seeded_game(6, {"mode": "physical", "start_player": 0}, 11, 10,
                                            {"side": "brotherhood", "winners": ["Anna", "Bora", "Cleo"]})}


def _check_config() -> None:
    for n in range(3, 11):
        cfg = Config(Setup("castle", tuple(NAMES[:n]), (), {"mode": "app", "beginner_seal_only": False, "three_player_start": "two_each"}),
                     {"mode": "app", "beginner_seal_only": False, "three_player_start": "two_each"})
        random_deal(cfg, random.Random(0))


def main() -> None:
    RECORDS.mkdir(parents=True, exist_ok=True)
    for name, rec in examples().items():
        (RECORDS / f"{name}.json").write_text(json.dumps(rec, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    for name, rec in docs_examples().items():
        (DOCS / f"{name}.json").write_text(json.dumps(rec, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
