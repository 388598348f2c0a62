"""Castle of the Devil rules: setup per count, every legality rule with its code, options and both modes."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from engine.core import MODERATOR, PUBLIC, Action, Setup
from engine.games.castle import GAME
from engine.games.castle import data as D  # noqa: N812
from engine.games.castle import texts as T  # noqa: N812
from engine.session import Session
from tests.castle.build_records import NAMES, deal

ORD, BRO = D.ORDER, D.BROTHERHOOD


def _setup(n: int, **options: Any) -> Setup:
    return Setup("castle", tuple(NAMES[:n]), (), GAME.options_with_defaults(options))


def scenario(n: int, hands: dict[int, list[str]], pile: list[str] | None = None, societies: list[str] | None = None,
             professions: dict[int, str] | None = None, start: int = 0, **options: Any) -> Session[Any]:
    socs = societies or [ORD if i % 2 == 0 else BRO for i in range(n)]
    hidden = None
    if n % 2:
        hidden = ORD if socs.count(ORD) < socs.count(BRO) else BRO
    d = deal(n, hands, pile or [], socs, hidden=hidden, professions=professions)
    d.pop("type")
    return Session(GAME, _setup(n, start_player=start, scenario_start=True, **options), fixed=[Action("deal", None, d)])


def act(s: Session[Any], kind: str, player: int | None = None, **params: Any) -> None:
    s.act(Action(kind, player, params))


def refused(s: Session[Any], kind: str, player: int | None, code: str, **params: Any) -> str:
    exc = s.explain(Action(kind, player, params))
    assert exc is not None, f"{kind} by {player} {params} was accepted"
    assert exc.code == code, f"{exc.code}: {exc.reason.english()}"
    return exc.reason.english()


def hands(s: Session[Any]) -> list[list[str]]:
    return s.view(MODERATOR)["moderator"]["hands"]


# --- setup ------------------------------------------------------------------------------------------

PILE = {3: 14, 4: 17, 5: 16, 6: 15, 7: 14, 8: 13, 9: 12, 10: 10}
PILE_BEGINNER = {3: 9, 4: 12, 5: 11, 6: 10, 7: 9, 8: 8, 9: 7, 10: 6}
LIMIT = {3: 8, 4: 6, 5: 5, 6: 5, 7: 5, 8: 5, 9: 5, 10: 5}


@pytest.mark.parametrize("n", range(3, 11))
@pytest.mark.parametrize("beginner", [False, True])
def test_the_deal_follows_the_setup_table(n: int, beginner: bool) -> None:
    for seed in range(5):
        s = Session(GAME, _setup(n, beginner_seal_only=beginner), seed=seed)
        m = s.view(MODERATOR)["moderator"]
        each = 2 if n == 3 else 1
        assert [len(h) for h in m["hands"]] == [each] * n
        start = [c for h in m["hands"] for c in h]
        assert D.BAG_KEY in start and D.BAG_GOBLET in start
        assert all(c in D.SEALED for c in start)
        assert len(m["pile"]) == (PILE_BEGINNER if beginner else PILE)[n]
        assert D.BAG_KEY not in m["pile"] and D.BAG_GOBLET not in m["pile"]
        everything = Counter(start + m["pile"])
        assert (D.BLACK_PEARL in everything) == (n != 3)
        assert (D.COAT in everything) == (n != 10 and not beginner)
        if beginner:
            assert all(c in D.SEALED for c in everything)
        assert len(m["stack"]) == 10 - n and sorted(m["professions"] + m["stack"]) == sorted(D.PROFESSION_IDS)
        socs = Counter(m["societies"])
        if n % 2:
            assert m["hidden"] in (ORD, BRO)
            socs[m["hidden"]] += 1
            assert socs == {ORD: (n + 1) // 2, BRO: (n + 1) // 2}
        else:
            assert m["hidden"] is None and socs == {ORD: n // 2, BRO: n // 2}
        pub = s.view(PUBLIC)
        assert pub["hand_limit"] == LIMIT[n] and pub["drink_of_power"] == bool(n % 2)
        assert pub["draw_pile"] == len(m["pile"]) and pub["phase"] == "turn"


def test_three_players_one_each_option() -> None:
    s = Session(GAME, _setup(3, three_player_start="one_each"), seed=1)
    m = s.view(MODERATOR)["moderator"]
    assert [len(h) for h in m["hands"]] == [1, 1, 1] and len(m["pile"]) == 17


@pytest.mark.parametrize("n", range(3, 11))
def test_physical_mode_deals_nothing_and_gives_instructions(n: int) -> None:
    s = Session(GAME, _setup(n, mode="physical", start_player=0))
    pub = s.view(PUBLIC)
    assert pub["phase"] == "setup" and pub["draw_pile"] == PILE[n]
    lines = [line["english"] for line in pub["setup_instructions"]]
    assert any(f"other {10 - n} form" in line for line in lines)
    half = (n + 1) // 2
    assert any(f"Take {half} society cards of each kind" in line for line in lines)
    assert any("Drink of Power" in line for line in lines) == bool(n % 2)
    assert any("Black Pearl" in line for line in lines) == (n == 3)
    assert any("Coat." in line for line in lines) == (n == 10)
    assert any("two face down" in line for line in lines) == (n == 3)
    assert any(f"Hand limit: {LIMIT[n]} items" in line for line in lines)
    m = s.view(MODERATOR)["moderator"]
    assert all(c == "?" for h in m["hands"] for c in h)
    act(s, "setup_done")
    assert s.view(PUBLIC)["turn"] == 0


def test_validation_and_random_start_player() -> None:
    assert [p.code for p in GAME.validate(_setup(3))] == []
    bad = Setup("castle", tuple(NAMES[:2]), (), GAME.options_with_defaults({}))
    assert "player_count" in [p.code for p in GAME.validate(bad)]
    roles = Setup("castle", tuple(NAMES[:4]), ("x",), GAME.options_with_defaults({}))
    assert "no_roles" in [p.code for p in GAME.validate(roles)]
    wrong = Setup("castle", tuple(NAMES[:4]), (), {**GAME.options_with_defaults({}), "tie_rule": "coin"})
    assert "bad_option" in [p.code for p in GAME.validate(wrong)]
    starts = {Session(GAME, _setup(4), seed=seed).view(PUBLIC)["turn"] for seed in range(30)}
    assert starts == {0, 1, 2, 3}
    assert {s.key: s.default for s in GAME.option_specs()}["mode"] == "app"


def test_a_deal_that_loses_a_card_is_refused() -> None:
    d = deal(4, {}, [], [ORD, BRO, ORD, BRO])
    d.pop("type")
    d["pile"] = d["pile"][1:]
    s = Session(GAME, _setup(4), settle=False)
    assert s.explain(Action("deal", None, d)).code == "bad_chance"


# --- trades ---------------------------------------------------------------------------------------------------

def test_trade_legality() -> None:
    s = scenario(4, {0: ["bag_key", "key"], 1: ["bag_goblet"], 2: ["black_pearl", "goblet"], 3: ["dagger"]})
    assert "Anna" in refused(s, "trade", 0, "self_target", item="key", to=0)
    assert "Anna" in refused(s, "trade", 0, "item_not_held", item="whip", to=1)
    act(s, "trade", 0, item="bag_key", to=1)
    assert "Bora" in refused(s, "accept", 1, "must_refuse", give="bag_goblet")
    act(s, "refuse", 1)
    assert s.view(PUBLIC)["turn"] == 1
    act(s, "pass", 1)
    act(s, "trade", 2, item="black_pearl", to=3)
    refused(s, "refuse", 3, "must_accept")
    act(s, "accept", 3, give="dagger")
    assert "black_pearl" in hands(s)[3]


def test_bags_are_not_swappable_before_conversion() -> None:
    s = scenario(4, {0: ["bag_key", "key"], 1: ["bag_goblet", "goblet"]})
    act(s, "trade", 0, item="bag_key", to=1)
    refused(s, "accept", 1, "bags_not_swappable", give="bag_goblet")
    refused(s, "accept", 1, "return_received_item", give="bag_key")
    act(s, "accept", 1, give="goblet")
    assert [e.data["item"] for e in s.events(PUBLIC) if e.type == "effect"] == ["bag_key"]


def test_receiver_first_order_and_tome_and_monocle() -> None:
    s = scenario(4, {0: ["tome", "key"], 1: ["monocle", "goblet"]}, professions={0: D.PRIEST, 1: D.DOCTOR},
                 trade_effect_order="receiver_first")
    act(s, "trade", 0, item="tome", to=1)
    act(s, "accept", 1, give="monocle")
    effects = [e.data["item"] for e in s.events(PUBLIC) if e.type == "effect"]
    assert effects == ["monocle", "tome"]
    m = s.view(MODERATOR)["moderator"]
    assert m["professions"][:2] == [D.DOCTOR, D.PRIEST] and m["face_up"][:2] == [False, False]
    assert [k["society"] for k in s.view(1)["you"]["known"] if k["type"] == "saw_society"] == [ORD]


def test_sextant_everyone_passes_one_item() -> None:
    s = scenario(4, {0: ["sextant", "key"], 1: ["dagger", "goblet"], 2: ["whip"], 3: ["gloves"]})
    act(s, "trade", 0, item="sextant", to=1)
    act(s, "accept", 1, give="dagger")
    act(s, "sextant_direction", 0, direction="left")
    assert s.view(PUBLIC)["waiting"]["players"] == [0, 1, 2, 3]
    for seat, item in ((0, "dagger"), (1, "sextant"), (2, "whip"), (3, "gloves")):
        act(s, "sextant_pass", seat, item=item)
    h = hands(s)
    assert "gloves" in h[0] and "dagger" in h[1] and "sextant" in h[2] and "whip" in h[3]
    assert [len(x) for x in h] == [2, 2, 1, 1]


def test_smuggling_asks_both_traders_and_keeps_a_declined_item_secret() -> None:
    s = scenario(4, {0: ["privilege", "key"], 1: ["goblet", "dagger"]}, variant_smuggling=True)
    act(s, "trade", 0, item="privilege", to=1)
    act(s, "accept", 1, give="goblet")
    assert s.view(PUBLIC)["waiting"] == {"kind": "effect_choice", "players": [0]}
    act(s, "effect_choice", 0, execute=False)
    assert s.view(PUBLIC)["waiting"] == {"kind": "effect_choice", "players": [1]}
    refused(s, "effect_choice", 1, "bad_parameter", execute=True)
    act(s, "effect_choice", 1, execute=False)
    assert "effect" not in [e.type for e in s.events(PUBLIC)] and s.view(PUBLIC)["turn"] == 1


def test_coat_random_pick_is_a_chance_step() -> None:
    s = scenario(4, {0: ["coat", "key"], 1: ["goblet", "dagger"]}, professions={0: D.THUG}, coat_profession_pick="random")
    stack = s.view(MODERATOR)["moderator"]["stack"]
    act(s, "trade", 0, item="coat", to=1)
    act(s, "accept", 1, give="goblet")
    m = s.view(MODERATOR)["moderator"]
    assert m["professions"][0] in stack and D.THUG in m["stack"]


def test_overflow_must_go_to_a_player_with_room() -> None:
    s = scenario(4, {0: ["bag_key", "key", "goblet", "dagger", "gloves", "whip"], 1: ["monocle", "goblet", "goblet", "key", "key", "tome"],
                     2: ["privilege"]}, pile=["sextant"])
    act(s, "trade", 0, item="bag_key", to=1)
    act(s, "accept", 1, give="monocle")
    assert s.view(PUBLIC)["waiting"]["kind"] == "give"
    assert "Bora" in refused(s, "give", 0, "recipient_has_no_room", item="key", to=1)
    refused(s, "give", 0, "self_target", item="key", to=0)
    act(s, "give", 0, item="key", to=2)
    assert "sextant" in hands(s)[0] and len(hands(s)[0]) == 6


def test_overflow_chain_with_any_other_player() -> None:
    s = scenario(4, {0: ["bag_key", "key", "goblet", "dagger", "gloves", "whip"], 1: ["monocle", "goblet", "goblet", "key", "key", "tome"]},
                 pile=["sextant"], overflow_recipient="any_other_player")
    act(s, "trade", 0, item="bag_key", to=1)
    act(s, "accept", 1, give="monocle")
    act(s, "give", 0, item="key", to=1)
    assert s.view(PUBLIC)["waiting"] == {"kind": "give", "players": [1]}
    act(s, "give", 1, item="key", to=3)
    assert [len(h) for h in hands(s)] == [6, 6, 1, 2]


# --- own-turn professions --------------------------------------------------------------------------------------

def test_clairvoyant_arranges_the_top_two() -> None:
    s = scenario(4, {}, pile=["whip", "key", "goblet", "tome"], professions={0: D.CLAIRVOYANT, 1: D.DIPLOMAT})
    refused(s, "clairvoyant", 1, "not_your_turn")
    pile = s.view(MODERATOR)["moderator"]["pile"]
    act(s, "clairvoyant", 0)
    assert s.view(0)["you"]["known"][-1]["items"] == pile
    act(s, "clairvoyant_pick", 0, item="tome")
    act(s, "clairvoyant_pick", 0, item="goblet")
    m = s.view(MODERATOR)["moderator"]
    assert m["pile"][:2] == ["tome", "goblet"] and sorted(m["pile"]) == sorted(pile)
    assert s.view(PUBLIC)["turn"] == 0
    assert "Anna" in refused(s, "clairvoyant", 0, "profession_used")
    act(s, "pass", 0)
    assert "Bora" in refused(s, "clairvoyant", 1, "not_your_profession")


def test_diplomat_rules() -> None:
    s = scenario(4, {0: ["bag_goblet"], 1: ["bag_key"]}, professions={0: D.DIPLOMAT})
    refused(s, "diplomat", 0, "no_return_for_bag", target=1, item="bag_key")
    refused(s, "diplomat", 0, "self_target", target=0, item="key")


def test_powers_after_the_action_with_the_option() -> None:
    s = scenario(4, {}, pile=["whip", "key", "goblet"], professions={0: D.CLAIRVOYANT}, own_turn_powers_timing="before_or_after")
    act(s, "pass", 0)
    assert s.view(PUBLIC)["waiting"] == {"kind": "after_action", "players": [0]}
    act(s, "clairvoyant", 0)
    act(s, "clairvoyant_pick", 0, item="key")
    act(s, "clairvoyant_pick", 0, item="whip")
    act(s, "end_turn", 0)
    assert s.view(PUBLIC)["turn"] == 1


# --- fights ------------------------------------------------------------------------------------------------------

def _fight(s: Session[Any], attacker: int, defender: int, sides: dict[int, str]) -> None:
    act(s, "attack", attacker, target=defender)
    for p in range(len(s.setup.players)):
        if p != attacker:
            act(s, "no_priest", p)
    n = len(s.setup.players)
    for i in range(1, n):
        p = (attacker + i) % n
        if p != defender:
            act(s, "support", p, side=sides.get(p, "neutral"))


def _pass_round(s: Session[Any]) -> None:
    while s.view(PUBLIC)["waiting"]["kind"] == "modifier":
        act(s, "pass_priority", s.view(PUBLIC)["fight"]["priority"])


def test_modifier_eligibility_in_app_mode() -> None:
    s = scenario(5, {0: ["whip", "key"], 1: ["casting_knives"], 2: ["gloves"], 3: ["dagger"]},
                 professions={0: D.BODYGUARD, 1: D.THUG, 3: D.GRAND_MASTER, 4: D.POISON_MIXER})
    _fight(s, 0, 2, {1: "sword", 3: "shield", 4: "neutral"})
    assert "Anna" in refused(s, "use", 0, "not_eligible", card="whip")
    refused(s, "use", 0, "not_eligible", card="bodyguard")
    refused(s, "use", 0, "item_not_held", card="gloves")
    refused(s, "use", 1, "not_your_profession", card="grand_master")
    act(s, "pass_priority", 0)
    act(s, "use", 1, card="casting_knives")
    refused(s, "use", 1, "already_used_in_fight", card="casting_knives")
    refused(s, "use", 1, "not_eligible", card="thug")
    act(s, "use", 2, card="gloves")
    assert s.view(PUBLIC)["fight"]["totals"] == {"sword": 3, "shield": 3}
    refused(s, "use", 3, "not_eligible", card="grand_master")
    refused(s, "poison_mixer", 2, "not_eligible", winner="defender")


def test_tie_goes_to_the_defender_with_the_house_rule() -> None:
    s = scenario(4, {}, tie_rule="defender_wins")
    _fight(s, 0, 2, {1: "sword", 3: "shield"})
    _pass_round(s)
    assert s.view(PUBLIC)["fight"]["winner"] == 2


def test_poison_ring_at_count() -> None:
    s = scenario(4, {2: ["poison_ring", "key"]}, poison_ring_timing="at_count")
    _fight(s, 0, 2, {1: "sword", 3: "shield"})
    refused(s, "use", 2, "not_eligible", card="poison_ring")
    _pass_round(s)
    assert s.view(PUBLIC)["waiting"] == {"kind": "ring", "players": [0, 2]}
    act(s, "no_poison_ring", 0)
    act(s, "poison_ring", 2)
    assert s.view(PUBLIC)["fight"]["winner"] == 2


def test_doctor_before_choice_and_the_tie_draw() -> None:
    s = scenario(4, {1: ["key"]}, professions={1: D.DOCTOR}, pile=["whip", "tome"])
    _fight(s, 0, 2, {1: "sword", 3: "shield"})
    _pass_round(s)
    before = s.view(PUBLIC)["draw_pile"]
    act(s, "tie_draw", 0, draw=True)
    assert s.view(PUBLIC)["waiting"] == {"kind": "doctor", "players": [0, 1, 2, 3]}
    act(s, "doctor", 1)
    assert s.view(PUBLIC)["draw_pile"] == before and s.view(PUBLIC)["turn"] == 1
    assert s.view(PUBLIC)["seats"][1]["profession"] == D.DOCTOR
    s = scenario(4, {}, professions={1: D.DOCTOR}, doctor_timing="before_choice")
    _fight(s, 0, 2, {1: "sword", 3: "sword"})
    _pass_round(s)
    assert s.view(PUBLIC)["waiting"]["kind"] == "doctor"
    for p in range(4):
        act(s, "no_doctor", p)
    act(s, "spoils", 0, option="look")
    assert s.view(PUBLIC)["turn"] == 1


def test_give_back_and_its_option() -> None:
    for excludes in (False, True):
        s = scenario(4, {0: ["key"], 2: ["goblet"]}, giveback_excludes_taken_item=excludes)
        _fight(s, 0, 2, {1: "sword", 3: "sword"})
        _pass_round(s)
        act(s, "spoils", 0, option="take")
        for p in range(4):
            act(s, "no_doctor", p)
        act(s, "take", 0, item="goblet")
        if excludes:
            refused(s, "give_back", 0, "bad_parameter", item="goblet")
            act(s, "give_back", 0, item="key")
        else:
            act(s, "give_back", 0, item="goblet")
        assert len(hands(s)[2]) == 1


def test_hypnotist_after_declarations_option() -> None:
    s = scenario(5, {}, professions={0: D.HYPNOTIST}, hypnotist_timing="after_declarations")
    _fight(s, 0, 2, {1: "sword", 3: "shield", 4: "shield"})
    act(s, "hypnotize", 0, target=3)
    assert s.view(PUBLIC)["fight"]["totals"] == {"sword": 2, "shield": 2}
    assert s.view(PUBLIC)["seats"][3]["hypnotised"] is True


def test_physical_profession_claims_stay_consistent() -> None:
    s = Session(GAME, _setup(4, mode="physical", start_player=0))
    act(s, "setup_done")
    act(s, "attack", 0, target=1)
    act(s, "no_priest")
    act(s, "support", 2, side="sword")
    act(s, "support", 3, side="shield")
    act(s, "use", 0, card="thug")
    refused(s, "use", 0, "already_used_in_fight", card="thug")
    refused(s, "use", 1, "not_eligible", card="dagger")
    act(s, "end_modifiers")
    act(s, "spoils", 0, option="none")
    act(s, "attack", 1, target=2)
    refused(s, "use", 1, "wrong_phase", card="thug")
    act(s, "no_priest")
    act(s, "support", 3, side="sword")
    act(s, "support", 0, side="sword")
    assert "Bora" in refused(s, "use", 1, "not_your_profession", card="thug")
    act(s, "use", 2, card="duelist")
    act(s, "end_modifiers")
    act(s, "spoils", 2, option="none")
    act(s, "attack", 2, target=1)
    act(s, "no_priest")
    act(s, "support", 3, side="sword")
    act(s, "support", 0, side="sword")
    refused(s, "use", 2, "profession_used", card="duelist")


# --- declarations --------------------------------------------------------------------------------------------

def test_declaration_preconditions() -> None:
    s = scenario(4, {0: ["goblet", "dagger"], 1: ["goblet"], 2: ["coat_of_arms", "key"]})
    assert "Anna" in refused(s, "declare", 0, "no_victory_item", partners=[])
    refused(s, "declare", 0, "self_target", partners=[0])
    refused(s, "loge", 0, "no_coat_of_arms")
    refused(s, "fortune", 0, "variant_off", named=[1])


def test_drink_option_allows_a_weaker_declarer() -> None:
    socs = [ORD, BRO, ORD, BRO, BRO]  # the hidden card is Order: the Order is weaker
    s = scenario(5, {0: ["dagger"]}, societies=socs, drink_satisfies_prerequisite=True)
    act(s, "declare", 0, partners=[])
    assert s.result().side == BRO and s.result().details["declaration"]["drink"] == 1


def test_fortune_telling_and_a_wrong_loge_claim() -> None:
    socs = [ORD, BRO, ORD, BRO]
    s = scenario(4, {0: ["dagger"], 1: ["goblet", "goblet"], 3: ["goblet"]}, societies=socs, variant_fortune_telling=True)
    refused(s, "fortune", 0, "fortune_needs_a_name", named=[])
    act(s, "fortune", 0, named=[1, 3])
    assert s.result().side == ORD and s.result().winners == (0, 2)
    s = scenario(4, {0: ["black_pearl", "key"]}, variant_fortune_telling=True)
    refused(s, "fortune", 0, "black_pearl_holder", named=[1])
    s = scenario(4, {0: ["coat_of_arms", "key"]}, loge_wrong_claim="forfeit")
    act(s, "loge", 0)
    assert s.result().side == BRO


def test_physical_declaration_from_revealed_hands() -> None:
    s = Session(GAME, _setup(5, mode="physical", start_player=0))
    act(s, "setup_done")
    act(s, "declare", 0, partners=[2])
    assert s.view(PUBLIC)["waiting"]["kind"] == "reveal_hand"
    act(s, "withdraw")
    assert s.view(PUBLIC)["waiting"] == {"kind": "action", "players": [0]}
    act(s, "declare", 0, partners=[2])
    act(s, "reveal_hand", seat=0, society=ORD, items=1)
    refused(s, "reveal_hand", None, "bad_parameter", seat=2, society=ORD, items=3)  # only 3 Keys exist
    act(s, "reveal_hand", seat=2, society=ORD, items=1)
    act(s, "reveal_hidden", society=ORD)
    assert s.view(PUBLIC)["declaration"]["side"] == ORD
    refused(s, "reveal_society", None, "bad_parameter", seat=1, society=ORD)  # the Order is full
    for seat in (1, 3, 4):
        act(s, "reveal_society", seat=seat, society=BRO)
    assert s.result().side == ORD and s.result().winners == (0, 2)
    assert s.view(PUBLIC)["societies"] == [ORD, BRO, ORD, BRO, BRO]


def test_events_name_players_and_refusals_are_translatable() -> None:
    s = scenario(4, {0: ["key"]})
    exc = s.explain(Action("trade", 0, {"item": "whip", "to": 1}))
    assert exc is not None and exc.reason.text.context == "castle" and exc.reason.params["player"] == "Anna"
    act(s, "pass", 0)
    assert any(e.msg and "Anna" in e.msg.english() for e in s.events(PUBLIC))


def test_random_deal_is_reproducible() -> None:
    a = Session(GAME, _setup(6), seed=3).view(MODERATOR)["moderator"]
    b = Session(GAME, _setup(6), seed=3).view(MODERATOR)["moderator"]
    assert a["hands"] == b["hands"] and a["pile"] == b["pile"]
    deal_action = next(x for x in Session(GAME, _setup(6), seed=3).actions if x.type == "deal")
    replayed = Session(GAME, _setup(6), seed=99, fixed=[deal_action]).view(MODERATOR)["moderator"]
    assert replayed["hands"] == a["hands"] and replayed["societies"] == a["societies"]


def test_physical_trade_effects_and_diplomat() -> None:
    s = Session(GAME, _setup(5, mode="physical", start_player=0))
    act(s, "setup_done")
    pile = s.view(PUBLIC)["draw_pile"]
    act(s, "trade", 0, to=1)
    act(s, "accept", 1)
    assert s.view(PUBLIC)["waiting"]["kind"] == "announce"
    act(s, "announce", 0, item="bag_key")
    refused(s, "announce", 1, "bad_parameter", item="bag_goblet")  # bags are not swappable before conversion
    act(s, "announce", 1, item="tome")
    view = s.view(PUBLIC)
    assert view["draw_pile"] == pile - 1 and [seat["items"] for seat in view["seats"]] == [2, 1, 1, 1, 1]
    assert [e.data["item"] for e in s.events(PUBLIC) if e.type == "effect"] == ["bag_key", "tome"]
    act(s, "diplomat", 1, target=2, item="coat")
    act(s, "diplomat_result", has=True)
    act(s, "announce", 1, item="monocle")
    act(s, "announce", 2, item="coat")
    assert s.view(PUBLIC)["seats"][1]["profession"] == D.DIPLOMAT and s.view(PUBLIC)["turn"] == 1
    act(s, "pass", 1)
    assert "Cleo" in refused(s, "diplomat", 2, "not_your_profession", target=3, item="key")
    s = Session(GAME, _setup(3, mode="physical", start_player=0))
    act(s, "setup_done")
    act(s, "diplomat", 0, target=2, item="black_pearl")
    assert s.view(PUBLIC)["instruction"]["params"]["player"] == "Cleo"
    refused(s, "diplomat_result", None, "bad_parameter", has=True)  # no Black Pearl at 3 players
    act(s, "diplomat_result", has=False)
    assert s.view(PUBLIC)["turn"] == 1


def test_physical_fortune_telling() -> None:
    s = Session(GAME, _setup(4, mode="physical", start_player=0, variant_fortune_telling=True))
    act(s, "setup_done")
    act(s, "fortune", 0, named=[1, 3])
    act(s, "reveal_society", seat=0, society=ORD)
    refused(s, "reveal_hand", None, "bad_parameter", seat=1, society=BRO, items=2)  # seat 1 holds one item
    act(s, "reveal_hand", seat=1, society=BRO, items=1)
    act(s, "reveal_hand", seat=3, society=BRO, items=1)
    act(s, "reveal_society", seat=2, society=ORD)
    assert s.result().side == BRO and s.result().details["fortune"]["count"] == 2
    assert s.result().winners == (1, 3)


# --- the deal a record fixes (§2.1; docs/rules/castle.md §2 "Scenario starts") -------------------------------

def _random_deal(n: int, seed: int = 0, **options: Any) -> dict[str, Any]:
    s = Session(GAME, _setup(n, **options), seed=seed)
    return dict(next(a for a in s.actions if a.type == "deal").params)


def _deal_refused(n: int, params: dict[str, Any], **options: Any) -> bool:
    s = Session(GAME, _setup(n, **options), settle=False)
    exc = s.explain(Action("deal", None, params))
    return exc is not None and exc.code == "bad_chance"


@pytest.mark.parametrize("n", range(3, 11))
def test_a_fixed_deal_must_follow_the_setup_procedure(n: int) -> None:
    for opts in ({}, {"beginner_seal_only": True}, {"three_player_start": "one_each"}):
        for seed in range(3):
            good = _random_deal(n, seed, **opts)
            assert not _deal_refused(n, good, **opts)
    good = _random_deal(n, 1)
    hands, pile = [list(h) for h in good["hands"]], list(good["pile"])
    # an unsealed item among the starting items, swapped with a sealed one from the pile
    unsealed = next(c for c in pile if c not in D.SEALED)
    sealed_seat = next(i for i, h in enumerate(hands) if any(c not in D.BAGS for c in h))
    sealed = next(c for c in hands[sealed_seat] if c not in D.BAGS)
    bad_hands = [list(h) for h in hands]
    bad_hands[sealed_seat][bad_hands[sealed_seat].index(sealed)] = unsealed
    bad_pile = [sealed if c == unsealed else c for c in pile]
    unsealed_start = {**good, "hands": bad_hands, "pile": bad_pile}
    # a Secret Bag in the draw pile instead of a hand
    bag_seat = next(i for i, h in enumerate(hands) if D.BAG_KEY in h)
    bad_hands = [list(h) for h in hands]
    bad_hands[bag_seat][bad_hands[bag_seat].index(D.BAG_KEY)] = pile[0]
    bag_in_pile = {**good, "hands": bad_hands, "pile": [D.BAG_KEY, *pile[1:]]}
    # one seat with an extra starting item taken from the pile
    uneven = {**good, "hands": [[*hands[0], pile[0]], *hands[1:]], "pile": pile[1:]}
    for bad in (unsealed_start, bag_in_pile, uneven):
        assert _deal_refused(n, bad), bad
        assert not _deal_refused(n, bad, scenario_start=True)  # a record may opt into a scenario start
    # the societies: a hidden card only at odd counts, only real society ids
    socs = list(good["societies"])
    wrong_hidden = {**good, "hidden": None if n % 2 else D.ORDER}
    unknown_society = {**good, "societies": ["pirates", *socs[1:]]}
    lost_card = {**good, "pile": pile[1:]}
    for bad in (wrong_hidden, unknown_society, lost_card):
        assert _deal_refused(n, bad) and _deal_refused(n, bad, scenario_start=True)


def test_the_scenario_start_option_does_not_change_random_deals() -> None:
    for n in (3, 6, 9):
        assert _random_deal(n, 4, scenario_start=True) == _random_deal(n, 4)


def test_drink_prerequisite_option_does_not_reveal_the_weaker_society() -> None:
    # The hidden card is Order, so the Brotherhood is the majority. Whether a Drink lets a player declare must not
    # depend on the hidden card (nobody knows it): a majority declarer may declare too, and then loses (§9.5).
    socs = [ORD, BRO, ORD, BRO, BRO]
    s = scenario(5, {1: ["dagger"]}, societies=socs, start=1, drink_satisfies_prerequisite=True)
    assert any(c.type == "declare" for c in s.choices())
    act(s, "declare", 1, partners=[])
    assert s.result().side == ORD and s.result().details["declaration"] == {
        "declarer": 1, "partners": [], "count": 0, "drink": 0, "success": False}
    s = scenario(5, {1: ["dagger"]}, societies=socs, start=1)
    refused(s, "declare", 1, "no_victory_item", partners=[])
    s = scenario(4, {0: ["dagger"]}, drink_satisfies_prerequisite=True)  # even counts have no Drink
    refused(s, "declare", 0, "no_victory_item", partners=[])


def test_physical_declarer_may_show_no_victory_item_with_the_drink_option() -> None:
    s = Session(GAME, _setup(5, mode="physical", start_player=0, drink_satisfies_prerequisite=True))
    act(s, "setup_done")
    act(s, "declare", 0, partners=[2])
    act(s, "reveal_hand", seat=0, society=ORD, items=0)
    act(s, "reveal_hand", seat=2, society=ORD, items=1)  # every hand holds one item at the start
    act(s, "reveal_hidden", society=ORD)  # the Order is the weaker society: 0 + 1 + the declarer's Drink = 2
    for seat in (1, 3, 4):
        act(s, "reveal_society", seat=seat, society=BRO)
    assert s.result().side == BRO
    assert s.result().details["declaration"] == {"declarer": 0, "partners": [2], "count": 2, "drink": 1, "success": False}
    s = Session(GAME, _setup(5, mode="physical", start_player=0))
    act(s, "setup_done")
    act(s, "declare", 0, partners=[2])
    refused(s, "reveal_hand", None, "bad_parameter", seat=0, society=ORD, items=0)


def test_a_failed_diplomat_ends_the_turn_at_once_even_with_powers_after_the_action() -> None:
    # §5.1 / §10: "If the target lacks the item, the turn ends at once and no action is taken."
    s = scenario(4, {0: ["key"], 1: ["dagger"]}, pile=["whip", "key", "goblet"], professions={0: D.DIPLOMAT, 2: D.CLAIRVOYANT},
                 own_turn_powers_timing="before_or_after")
    act(s, "diplomat", 0, target=1, item="monocle")
    assert s.view(PUBLIC)["turn"] == 1 and s.view(PUBLIC)["waiting"] == {"kind": "action", "players": [1]}


def test_hypnotist_refusals_name_the_rule_of_the_timing_in_force() -> None:
    # at_declaration (default): only the player who has just declared (E7); a wrong target says so.
    s = scenario(5, {}, professions={0: D.HYPNOTIST, 3: D.DOCTOR})
    act(s, "attack", 0, target=2)
    for p in (1, 2, 3, 4):
        act(s, "no_priest", p)
    act(s, "support", 1, side="sword")
    assert "just declared" in refused(s, "hypnotize", 0, "hypnosis_target", target=2)  # the defender
    refused(s, "hypnotize", 0, "hypnosis_target", target=3)  # has not declared yet
    refused(s, "hypnotize", 3, "not_your_profession", target=1)
    act(s, "support", 3, side="shield")
    refused(s, "hypnotize", 0, "hypnosis_target", target=1)  # seat 1's moment has passed
    # after_declarations: nobody during the declarations, then any declarer before the first modifier entry.
    s = scenario(5, {}, professions={0: D.HYPNOTIST}, hypnotist_timing="after_declarations")
    act(s, "attack", 0, target=2)
    for p in (1, 2, 3, 4):
        act(s, "no_priest", p)
    act(s, "support", 1, side="sword")
    reason = refused(s, "hypnotize", 0, "hypnosis_target", target=1)
    assert "after the last declaration" in reason and "just declared" not in reason
    act(s, "support", 3, side="shield")
    act(s, "support", 4, side="shield")
    refused(s, "hypnotize", 0, "hypnosis_target", target=2)
    act(s, "pass_priority", 0)
    refused(s, "hypnotize", 0, "hypnosis_target", target=3)
    # a Hypnotist who is not the attacker may not hypnotise (§8.3)
    s = scenario(5, {}, professions={1: D.HYPNOTIST})
    act(s, "attack", 0, target=2)
    for p in (1, 2, 3, 4):
        act(s, "no_priest", p)
    act(s, "support", 1, side="sword")
    refused(s, "hypnotize", 1, "not_eligible", target=1)


def test_both_trade_effects_are_announced_before_either_resolves() -> None:
    # §7.7: "announce the names of the items in effects", then run them, the active player's first (§7.4).
    s = scenario(4, {0: ["bag_key", "key"], 1: ["monocle", "goblet"]}, pile=["whip", "tome"])
    act(s, "trade", 0, item="bag_key", to=1)
    act(s, "accept", 1, give="monocle")
    kinds = [e.type for e in s.events(PUBLIC)]
    tail = kinds[kinds.index("accepted"):]
    assert tail[:4] == ["accepted", "effect", "effect", "drew"], tail
    assert [e.data["item"] for e in s.events(PUBLIC) if e.type == "effect"] == ["bag_key", "monocle"]
    assert "whip" in hands(s)[0] and s.view(1)["you"]["known"][-1]["type"] == "saw_society"
    # with Smuggling both traders decide first; the executed items are then named together
    s = scenario(4, {0: ["bag_key", "key"], 1: ["monocle", "goblet"]}, pile=["whip", "tome"], variant_smuggling=True)
    act(s, "trade", 0, item="bag_key", to=1)
    act(s, "accept", 1, give="monocle")
    act(s, "effect_choice", 0, execute=True)
    assert "effect" not in [e.type for e in s.events(PUBLIC)]
    act(s, "effect_choice", 1, execute=False)
    kinds = [e.type for e in s.events(PUBLIC)]
    assert kinds[kinds.index("accepted"):][:3] == ["accepted", "effect", "drew"]
    assert [e.data["item"] for e in s.events(PUBLIC) if e.type == "effect"] == ["bag_key"]


# --- the last word for the Grand Master, the Duelist and the Poison Mixer (§8.4, §10, E5) -----------------------

def test_late_powers_may_be_used_after_everyone_else_has_passed() -> None:
    # E5 at 5 players: the neutral Poison Mixer waits until every other player has passed, then names the winner.
    s = scenario(5, {0: ["dagger"], 2: ["gloves"]}, professions={4: D.POISON_MIXER, 1: D.THUG})
    _fight(s, 0, 2, {1: "sword", 3: "sword", 4: "neutral"})
    act(s, "use", 0, card="dagger")
    act(s, "pass_priority", 1)
    act(s, "use", 2, card="gloves")
    for p in (3, 4, 0, 1, 2):
        act(s, "pass_priority", p)
    view = s.view(PUBLIC)
    assert view["fight"]["last_word"] is True and view["fight"]["priority"] == 0
    assert view["instruction"]["text"].startswith("Last word")
    assert [e.type for e in s.events(PUBLIC)][-1] == "last_word"
    for p in (0, 1, 2, 3):
        act(s, "pass_priority", p)
    refused(s, "use", 1, "last_word_only", card="thug")
    act(s, "poison_mixer", 4, winner="defender")
    assert s.view(PUBLIC)["fight"]["winner"] == 2 and s.view(PUBLIC)["waiting"]["kind"] == "spoils"


def test_the_last_word_ends_after_a_full_round_of_passes_and_a_late_use_reopens_it() -> None:
    s = scenario(4, {}, professions={0: D.DUELIST, 2: D.GRAND_MASTER})
    _fight(s, 0, 2, {1: "sword", 3: "sword"})
    for p in (0, 1, 2, 3):
        act(s, "pass_priority", p)
    assert s.view(PUBLIC)["fight"]["last_word"] is True
    act(s, "use", 0, card="duelist")  # 1 + Duelist 1 against 1
    act(s, "pass_priority", 1)
    act(s, "use", 2, card="grand_master")  # the defender answers in the last word: 2 against 2
    for p in (3, 0, 1):
        act(s, "pass_priority", p)
    assert s.view(PUBLIC)["waiting"]["kind"] == "modifier"
    act(s, "pass_priority", 2)
    assert s.view(PUBLIC)["fight"]["outcome"] == "tie"


def test_no_last_word_when_the_table_knows_no_late_power_can_be_used() -> None:
    # Fight 1 shows where the Duelist, the Grand Master and the Poison Mixer are; two are spent. In fight 2 the Grand
    # Master is not the defender, so no late power can be used: the phase ends after one round of passes.
    s = scenario(3, {}, professions={0: D.DUELIST, 1: D.GRAND_MASTER, 2: D.POISON_MIXER})
    _fight(s, 0, 1, {2: "neutral"})
    act(s, "use", 0, card="duelist")
    act(s, "use", 1, card="grand_master")
    act(s, "poison_mixer", 2, winner="defender")
    act(s, "spoils", 1, option="none")
    _fight(s, 1, 2, {0: "neutral"})
    for p in (1, 2, 0):
        act(s, "pass_priority", p)
    assert s.view(PUBLIC)["fight"]["outcome"] == "tie" and "last_word" not in [e.type for e in s.events(PUBLIC)][-6:]


# --- physical mode: what the engine can still check from what the table enters (docs/rules/castle.md §2) -------

def test_physical_fortune_teller_holding_the_black_pearl_can_be_withdrawn() -> None:
    s = Session(GAME, _setup(4, mode="physical", start_player=0, variant_fortune_telling=True))
    act(s, "setup_done")
    act(s, "fortune", 0, named=[1])
    assert s.view(PUBLIC)["waiting"]["kind"] == "reveal_society"
    act(s, "withdraw")  # the caller's hand shows the Black Pearl: Fortune-telling is not allowed (R37)
    assert s.view(PUBLIC)["waiting"] == {"kind": "action", "players": [0]} and s.result() is None
    assert "withdrawn" in [e.type for e in s.events(PUBLIC)]


def test_physical_loge_claim_needs_three_cards_in_hand() -> None:
    # Item counts are public: a claimant holding fewer than 3 items cannot show 3 Keys and Goblets (R28, reject).
    s = Session(GAME, _setup(4, mode="physical", start_player=0))
    act(s, "setup_done")
    refused(s, "loge", 0, "loge_too_few")
    s = Session(GAME, _setup(3, mode="physical", start_player=0, three_player_start="one_each"))
    act(s, "setup_done")
    refused(s, "loge", 0, "loge_too_few")
    s = Session(GAME, _setup(4, mode="physical", start_player=0, loge_wrong_claim="forfeit"))
    act(s, "setup_done")
    act(s, "loge", 0)
    act(s, "reveal_society", seat=0, society=ORD)
    refused(s, "reveal_hand", None, "bad_parameter", seat=0, items=3)  # one card in hand
    act(s, "reveal_hand", seat=0, items=1)
    for seat in (1, 2, 3):
        act(s, "reveal_society", seat=seat, society=BRO if seat % 2 else ORD)
    assert s.result().side == BRO


def test_every_profession_and_item_has_a_translatable_summary() -> None:
    summaries = {}
    for role in (*D.PROFESSION_IDS, *D.ITEM_IDS):
        text = GAME.role_summary(role)
        assert text is not None and text.context == "castle.summary" and text.strip().endswith("."), role
        summaries[role] = str(text)
    assert len(set(summaries.values())) == len(summaries)  # no two cards share a summary
    assert GAME.role_summary("order") is None and GAME.role_summary("nonsense") is None
    assert "Key" in summaries[D.BAG_KEY] and "Goblet" in summaries[D.BAG_GOBLET]
    assert "3 players" in summaries[D.BLACK_PEARL] and "10 players" in summaries[D.COAT]


def test_every_phase_and_choice_parameter_has_a_name() -> None:
    # Every choice the engine can open (all option values, both modes) and every phase: the console shows names.
    rng = random.Random(4)
    options = [{}, {"mode": "physical"}, {"variant_fortune_telling": True, "variant_smuggling": True, "coat_profession_pick": "choose"},
               {"mode": "physical", "variant_fortune_telling": True}, {"trade_effects_optional": True, "poison_ring_timing": "at_count"}]
    seen: set[tuple[str, str]] = set()
    for opts in options:
        for n in (3, 6, 10):
            s = Session(GAME, _setup(n, **opts), seed=rng.randrange(1000))
            for _ in range(2500):
                if s.result() is not None:
                    break
                assert GAME.phase_name(s.view(PUBLIC)["phase"]) is not None
                choices = s.choices()
                seen |= {(c.type, k) for c in choices for k in c.params}
                s.act(rng.choice(choices).sample(rng))
            assert GAME.phase_name(s.view(PUBLIC)["phase"]) is not None
    assert seen <= set(T.PARAM_NAMES), seen - set(T.PARAM_NAMES)
    assert all(GAME.param_name(kind, key).context == "castle.param" for kind, key in T.PARAM_NAMES)
    assert {"deal", "first_player", "over"} <= set(T.PHASE_NAMES)

