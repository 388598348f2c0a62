"""Castle of the Devil (issue 33): the Diplomat may demand any item, and an item a player does not hold is refused
with one code, ``item_not_held``, wherever an action gives one of the player's own cards."""

from __future__ import annotations

from typing import Any

from engine.core import PUBLIC
from engine.games.castle import data as D  # noqa: N812
from engine.games.castle import rules
from engine.session import Session
from tests.castle.test_castle_rules import act, hands, refused, scenario


def _demandable(s: Session[Any], seat: int) -> set[str]:
    choice = next(c for c in s.choices() if c.type == "diplomat" and c.player == seat)
    return set(choice.params["item"].values)


def test_the_diplomat_is_offered_every_item_even_a_demand_that_can_only_fail() -> None:
    s = scenario(3, {0: ["dagger", "key"], 1: ["gloves", "whip"], 2: ["goblet"]}, professions={0: D.DIPLOMAT})
    offered = _demandable(s, 0)
    assert D.BLACK_PEARL not in D.items_in_play(3, False)
    assert {"dagger", D.BLACK_PEARL, "key", "gloves"} <= offered, "she holds the only Dagger; no Black Pearl at 3"
    assert offered == set(D.ITEM_IDS), "every item (the bags too before conversion)"


def test_a_demand_for_an_item_she_holds_every_copy_of_shows_the_whole_hand_and_ends_the_turn() -> None:
    s = scenario(3, {0: ["dagger", "key"], 1: ["gloves", "whip"], 2: ["goblet"]}, professions={0: D.DIPLOMAT})
    act(s, "diplomat", 0, target=1, item="dagger")
    assert "diplomat_failed" in [e.type for e in s.events(PUBLIC)]
    seen = next(e for e in s.events(0) if e.type == "saw_items")
    assert seen.data == {"seat": 1, "items": ["gloves", "whip"]}
    assert s.view(PUBLIC)["turn"] == 1 and hands(s)[0] == ["dagger", "key"]


def test_a_demand_for_an_item_out_of_the_game_shows_the_whole_hand_and_ends_the_turn() -> None:
    s = scenario(3, {0: ["dagger", "key"], 1: ["gloves", "whip"], 2: ["goblet"]}, professions={0: D.DIPLOMAT})
    act(s, "diplomat", 0, target=2, item=D.BLACK_PEARL)
    seen = next(e for e in s.events(0) if e.type == "saw_items")
    assert seen.data == {"seat": 2, "items": ["goblet"]}
    assert s.view(PUBLIC)["turn"] == 1


def test_hopeless_demand_names_why_a_demand_cannot_succeed() -> None:
    in_play = D.items_in_play(3, False)
    hopeless_demand = rules.hopeless_demand
    assert hopeless_demand(in_play, ["dagger", "key"], "dagger", False) == "all_held"
    assert hopeless_demand(in_play, ["dagger", "key"], D.BLACK_PEARL, False) == "not_in_play"
    assert hopeless_demand(in_play, ["dagger", "key"], "key", False) is None
    keys = in_play.count("key")
    # after conversion the Key bag answers a demand for a Key: holding every Key but not that bag is not enough
    assert hopeless_demand(in_play, ["key"] * keys, "key", True) is None
    assert hopeless_demand(in_play, ["key"] * keys + ["bag_key"], "key", True) == "all_held"
    assert hopeless_demand(in_play, [], "key", False) is None, "physical mode: no hand known"


def test_a_priest_payment_of_an_item_not_held_is_refused_as_not_held() -> None:
    s = scenario(6, {0: ["key", "dagger", "tome"]}, professions={2: D.PRIEST, 0: D.THUG, 1: D.DIPLOMAT})
    act(s, "attack", 0, target=2)
    act(s, "no_priest", 1)
    act(s, "priest", 2)
    assert "Anna" in refused(s, "priest_pay", 0, "item_not_held", item="whip")
    refused(s, "priest_pay", 0, "item_not_held", item="no_such_item")
    act(s, "priest_pay", 0, item="tome")
    assert "tome" in hands(s)[2]


def test_an_overflow_gift_of_an_item_not_held_is_refused_as_not_held() -> None:
    s = scenario(4, {0: ["bag_key", "key", "goblet", "dagger", "gloves", "whip"], 1: ["monocle", "goblet"]},
                 pile=["sextant"])
    act(s, "trade", 0, item="bag_key", to=1)
    act(s, "accept", 1, give="monocle")
    assert s.view(PUBLIC)["waiting"]["kind"] == "give"
    assert "Anna" in refused(s, "give", 0, "item_not_held", item="tome", to=2)
    refused(s, "give", 0, "self_target", item="tome", to=0)
    act(s, "give", 0, item="key", to=2)
