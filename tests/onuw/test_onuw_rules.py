"""Per-role legality, the Doppelgänger cases, timing secrecy, votes, winners, setup, script and physical mode."""

from __future__ import annotations

import contextlib
import io
import json
from typing import Any

import pytest

from engine.cli import main as cli_main
from engine.core import MODERATOR, PUBLIC, Action, Setup
from engine.games.onuw import GAME
from engine.games.onuw import data as D  # noqa: N812
from engine.games.onuw.game import resolve_votes, winners
from engine.session import Session

NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gia", "Huy", "Ivo", "Jun")
OPTS = GAME.options_with_defaults({})


def setup_of(deck: list[str], n: int, **options: Any) -> Setup:
    return Setup("onuw", NAMES[:n], tuple(deck), GAME.options_with_defaults(options))


def night(deal: list[str], n: int | None = None, **options: Any) -> Session[Any]:
    """An app game with a fixed deal: ``deal`` lists the seats' cards, then C1-C3."""
    n = n if n is not None else len(deal) - 3
    return Session(GAME, setup_of(list(deal), n, **options), seed=7, fixed=[Action("deal", None, {"cards": list(deal)})])


def step_id(s: Session[Any]) -> str | None:
    view = s.view(PUBLIC)
    return view["step"]["id"] if view["phase"] == "night" else None


def goto(s: Session[Any], sid: str) -> None:
    while step_id(s) != sid:
        assert s.view(PUBLIC)["phase"] == "night", f"step {sid} never came"
        s.act(Action("time_up"))


def code(s: Session[Any], kind: str, player: int | None, **params: Any) -> str | None:
    refusal = s.explain(Action(kind, player, params))
    return None if refusal is None else refusal.code


def targets(s: Session[Any], kind: str, key: str = "target") -> tuple[Any, ...]:
    for c in s.choices():
        if c.type == kind:
            return c.params[key].values
    return ()


def pos(s: Session[Any]) -> list[str]:
    return list(s.view(MODERATOR)["moderator"]["positions"].values())


def finish_night(s: Session[Any]) -> None:
    while s.view(PUBLIC)["phase"] == "night":
        s.act(Action("time_up"))


def play_votes(s: Session[Any], votes: list[int]) -> None:
    finish_night(s)
    s.act(Action("end_day"))
    for p, t in enumerate(votes):
        s.act(Action("vote", p, {"target": t}))


# --- shields --------------------------------------------------------------------------------------------

SENTINEL_DEAL = ["sentinel", "seer", "robber", "troublemaker", "werewolf", "werewolf", "villager", "villager"]


def test_shield_blocks_viewing_moving_and_the_owner() -> None:
    s = night(["sentinel", "seer", "robber", "troublemaker", "mystic_wolf", "paranormal_investigator", "witch", "villager", "werewolf",
               "villager", "drunk"], 8)
    s.act(Action("shield", 0, {"target": 3}))
    assert code(s, "shield", 0, target=4) == "already_acted"
    goto(s, "mystic_wolf")
    assert code(s, "view_player", 4, target=3) == "shielded" and 3 not in targets(s, "view_player")
    goto(s, "seer")
    assert code(s, "seer_player", 1, target=3) == "shielded" and 3 not in targets(s, "seer_player")
    goto(s, "paranormal_investigator")
    assert code(s, "investigate", 5, target=3) == "shielded"
    goto(s, "robber")
    assert code(s, "rob", 2, target=3) == "shielded"
    goto(s, "witch")
    s.act(Action("witch_view", 6, {"card": "C1"}))
    assert code(s, "witch_swap", 6, target=3) == "shielded" and 3 not in targets(s, "witch_swap")
    s.act(Action("witch_swap", 6, {"target": 7}))
    goto(s, "troublemaker")
    assert code(s, "troublemake", None, targets=[0, 3]) is not None
    assert code(s, "troublemake", 4, targets=[0, 1]) == "not_awake"
    assert code(s, "troublemake", 3, targets=[0, 1]) is None  # his own card is shielded, not the others


def test_troublemaker_cannot_swap_a_shielded_card_but_the_owner_still_acts() -> None:
    s = night(SENTINEL_DEAL, 5)
    s.act(Action("shield", 0, {"target": 3}))
    goto(s, "troublemaker")
    assert code(s, "troublemake", 3, targets=[1, 2]) is None  # a shielded Troublemaker still swaps others
    assert code(s, "troublemake", 3, targets=[1, 3]) == "self_target"
    s2 = night(["sentinel", "seer", "robber", "troublemaker", "werewolf", "werewolf", "villager", "villager"], 5)
    s2.act(Action("shield", 0, {"target": 1}))
    goto(s2, "troublemaker")
    assert code(s2, "troublemake", 3, targets=[0, 1]) == "shielded"
    assert 1 not in targets(s2, "troublemake", "targets")


def test_robber_and_drunk_with_their_own_card_shielded_cannot_act() -> None:
    s = night(["sentinel", "robber", "drunk", "werewolf", "villager", "werewolf", "villager", "seer"], 5)
    s.act(Action("shield", 0, {"target": 1}))
    goto(s, "robber")
    assert [c.type for c in s.choices()] == ["time_up"]
    assert code(s, "rob", 1, target=3) == "own_card_shielded"
    s2 = night(["sentinel", "robber", "drunk", "werewolf", "villager", "werewolf", "villager", "seer"], 5)
    s2.act(Action("shield", 0, {"target": 2}))
    goto(s2, "drunk")
    assert [c.type for c in s2.choices()] == ["time_up"]
    assert code(s2, "drunk_swap", 2, card="C1") == "own_card_shielded"
    s2.act(Action("time_up"))  # mandatory but impossible: no fallback
    assert pos(s2)[2] == "drunk"


def test_shielded_insomniac_cannot_look() -> None:
    s = night(["sentinel", "insomniac", "robber", "werewolf", "villager", "werewolf", "villager", "seer"], 5)
    s.act(Action("shield", 0, {"target": 1}))
    finish_night(s)
    assert [k["card"] for k in s.view(1)["known"] if k["step"] == "insomniac"] == [None]


def test_curator_cannot_place_on_a_shielded_card_and_the_artifact_is_drawn_by_chance() -> None:
    s = night(["sentinel", "curator", "robber", "werewolf", "villager", "werewolf", "villager", "seer"], 5)
    s.act(Action("shield", 0, {"target": 3}))
    goto(s, "curator")
    assert code(s, "curate", 1, target=3) == "shielded"
    assert 1 in targets(s, "curate")  # his own card is allowed
    s.act(Action("curate", 1, {"target": 4}))
    arts = s.view(MODERATOR)["moderator"]["artifacts"]
    assert list(arts) == ["4"] and arts["4"] in D.DAYBREAK_ARTIFACTS
    assert not any(e.type == "artifact_drawn" for e in s.events(PUBLIC))
    finish_night(s)
    assert s.view(PUBLIC)["board"]["seats"][4]["artifact"] is True
    assert [k["artifact"] for k in s.view(4)["known"] if "artifact" in k] == [arts["4"]]


def test_village_idiot_skips_shielded_cards_both_ways() -> None:
    deal = ["sentinel", "werewolf", "robber", "village_idiot", "seer", "werewolf", "villager", "villager"]
    s = night(deal, 5)
    s.act(Action("shield", 0, {"target": 1}))
    goto(s, "village_idiot")
    s.act(Action("idiot_move", 3, {"direction": "right"}))
    # movable seats 0, 2, 4: right sends each card to the previous movable seat.
    assert pos(s)[:5] == ["robber", "werewolf", "seer", "village_idiot", "sentinel"]


def test_village_idiot_needs_two_movable_cards() -> None:
    s = night(["sentinel", "village_idiot", "seer", "werewolf", "werewolf", "villager"], 3)
    s.act(Action("shield", 0, {"target": 2}))
    goto(s, "village_idiot")
    assert [c.type for c in s.choices()] == ["time_up"]


# --- wolves ------------------------------------------------------------------------------------------------

def test_alpha_wolf_cannot_target_a_known_werewolf_or_himself_but_may_a_sleeping_wolf_holder() -> None:
    deal = ["alpha_wolf", "dream_wolf", "doppelganger", "robber", "werewolf", "villager", "seer"]
    s = night(deal, 4, center_werewolf="mystic_wolf")
    s.act(Action("copy", 2, {"target": 3}))  # Doppel-Robber
    s.act(Action("rob", 2, {"target": 1}))  # she now holds the Dream Wolf card but never wakes as a wolf
    goto(s, "alpha_wolf")
    assert code(s, "alpha_swap", 0, target=0) == "self_target"
    assert code(s, "alpha_swap", 0, target=1) == "known_werewolf"  # seat 1 holds the Doppelgänger card now, but showed a thumb
    assert set(targets(s, "alpha_swap")) == {2, 3}
    s.act(Action("alpha_swap", 0, {"target": 2}))
    assert pos(s)[2] == "mystic_wolf" and pos(s)[-1] == "dream_wolf"


def test_dream_wolf_thumb_is_known_to_the_alpha_wolf() -> None:
    s = night(["alpha_wolf", "dream_wolf", "seer", "villager", "robber", "villager", "troublemaker"], 4)
    goto(s, "alpha_wolf")
    assert code(s, "alpha_swap", 0, target=1) == "known_werewolf"


def test_lone_wolf_peek_and_the_dream_wolf_thumb() -> None:
    s = night(["werewolf", "seer", "robber", "villager", "werewolf", "villager", "troublemaker"], 4)
    goto(s, "werewolves")
    assert targets(s, "view_center", "card") == ("C1", "C2", "C3")
    s.act(Action("view_center", 0, {"card": "C1"}))
    assert code(s, "view_center", 0, card="C2") == "already_acted"
    with_dream = ["werewolf", "dream_wolf", "robber", "villager", "seer", "villager", "troublemaker"]
    s2 = night(with_dream, 4)
    goto(s2, "werewolves")
    assert [c.type for c in s2.choices()] == ["time_up"]
    assert code(s2, "view_center", 0, card="C1") == "not_awake"
    s3 = night(with_dream, 4, dream_wolf_blocks_lone_wolf=False)
    goto(s3, "werewolves")
    assert "view_center" in [c.type for c in s3.choices()]
    s4 = night(["werewolf", "seer", "robber", "villager", "werewolf", "villager", "troublemaker"], 4, lone_wolf=False)
    goto(s4, "werewolves")
    assert [c.type for c in s4.choices()] == ["time_up"]


def test_lone_wolf_may_view_the_center_werewolf_card() -> None:
    s = night(["alpha_wolf", "seer", "robber", "villager", "werewolf", "villager", "troublemaker"], 4, center_werewolf="dream_wolf")
    goto(s, "werewolves")
    assert targets(s, "view_center", "card") == ("C1", "C2", "C3", "CW")


def test_minion_sees_every_wolf_including_the_dream_wolf_but_not_a_converted_pi() -> None:
    s = night(["minion", "dream_wolf", "mystic_wolf", "paranormal_investigator", "werewolf", "villager", "seer", "villager"], 5)
    goto(s, "minion")
    assert [k["werewolves"] for k in s.view(0)["known"] if k["step"] == "minion"] == [[1, 2, 4]]


# --- seers, P.I., witch -----------------------------------------------------------------------------------

def test_seer_views_one_player_or_two_center_cards_never_one_of_each() -> None:
    s = night(["seer", "werewolf", "robber", "villager", "werewolf", "villager", "troublemaker"], 4)
    goto(s, "seer")
    assert code(s, "seer_center", 0, cards=["C1"]) == "bad_parameter"
    assert code(s, "seer_center", 0, cards=["C1", "C1"]) == "bad_parameter"
    assert code(s, "seer_center", 0, cards=["C1", "C9"]) == "not_a_center_card"
    assert code(s, "seer_player", 0, target=0) == "self_target"
    s.act(Action("seer_center", 0, {"cards": ["C1", "C3"]}))
    assert code(s, "seer_player", 0, target=1) == "already_acted"
    assert [k["card"] for k in s.view(0)["known"] if k["step"] == "seer"] == ["werewolf", "troublemaker"]


def test_pi_stops_on_a_werewolf_and_on_a_tanner_and_continues_otherwise() -> None:
    deal = ["paranormal_investigator", "mystic_wolf", "tanner", "villager", "werewolf", "seer", "robber"]
    s = night(deal, 4)
    goto(s, "paranormal_investigator")
    s.act(Action("investigate", 0, {"target": 1}))
    assert code(s, "investigate", 0, target=2) == "already_acted"
    play_votes(s, [3, 0, 0, 0])
    assert s.result().details["final_roles"][0] == "werewolf"
    s2 = night(deal, 4)
    goto(s2, "paranormal_investigator")
    s2.act(Action("investigate", 0, {"target": 3}))
    assert code(s2, "investigate", 0, target=3) == "already_viewed"
    s2.act(Action("investigate", 0, {"target": 2}))
    play_votes(s2, [1, 0, 0, 0])
    assert s2.result().details["final_roles"][0] == "tanner" and s2.result().side == "tanner"


def test_pi_conversion_follows_the_card_or_the_player() -> None:
    deal = ["paranormal_investigator", "werewolf", "troublemaker", "villager", "werewolf", "seer", "robber"]
    for follows, expected in (("card", ["villager", "werewolf", "troublemaker", "werewolf"]),
                              ("player", ["werewolf", "werewolf", "troublemaker", "paranormal_investigator"])):
        s = night(deal, 4, pi_conversion_follows=follows)
        goto(s, "paranormal_investigator")
        s.act(Action("investigate", 0, {"target": 1}))
        goto(s, "troublemaker")
        s.act(Action("troublemake", 2, {"targets": [0, 3]}))
        play_votes(s, [1, 0, 0, 0])
        assert s.result().details["final_roles"] == expected, follows


def test_witch_must_swap_once_she_looks_and_time_up_completes_it() -> None:
    deal = ["witch", "werewolf", "seer", "villager", "tanner", "werewolf", "villager"]
    s = night(deal, 4)
    goto(s, "witch")
    s.act(Action("witch_view", 0, {"card": "C1"}))
    assert [c.type for c in s.choices()] == ["time_up", "witch_swap"]
    assert code(s, "witch_view", 0, card="C2") == "must_swap"
    before = pos(s)
    s.act(Action("time_up"))  # the fallback is a chance step, drawn at once
    after = pos(s)
    assert after[4] != "tanner" and sorted(after) == sorted(before)
    assert any(a.type == "fallback" for a in s.actions)
    assert any(k.get("auto") == "witch_swap" for k in s.view(0)["known"])
    s2 = night(deal, 4, auto_complete_mandatory=False)
    goto(s2, "witch")
    s2.act(Action("witch_view", 0, {"card": "C1"}))
    s2.act(Action("time_up"))
    assert pos(s2) == before


def test_witch_may_not_look_with_nothing_to_swap() -> None:
    s = night(["sentinel", "witch", "seer", "werewolf", "villager", "werewolf"], 3, doppel_witch_self_swap=True)
    s.act(Action("shield", 0, {"target": 1}))
    goto(s, "witch")
    assert set(targets(s, "witch_view", "card")) == {"C1", "C2", "C3"}  # she may still swap with Ana or Cleo


# --- the Doppelgänger ------------------------------------------------------------------------------------------

DOPPEL_BASE = ["doppelganger", "werewolf", "robber", "seer", "werewolf", "villager", "troublemaker"]


def test_doppelganger_must_copy_an_unshielded_other_card_and_time_up_copies_at_random() -> None:
    s = night(["sentinel", "doppelganger", "werewolf", "seer", "werewolf", "villager", "robber", "villager"], 5)
    s.act(Action("shield", 0, {"target": 2}))
    goto(s, "doppelganger")
    assert code(s, "copy", 1, target=2) == "shielded" and code(s, "copy", 1, target=1) == "self_target"
    s.act(Action("time_up"))
    copied = s.view(MODERATOR)["moderator"]["copy"]
    assert copied in ("sentinel", "seer", "werewolf")
    assert s.view(MODERATOR)["moderator"]["doppelganger_viewed"] in (0, 3, 4)


def test_doppelganger_sentinel_places_the_second_shield() -> None:
    s = night(["sentinel", "doppelganger", "werewolf", "seer", "werewolf", "villager", "robber", "villager"], 5)
    s.act(Action("shield", 0, {"target": 2}))
    goto(s, "doppelganger")
    s.act(Action("copy", 1, {"target": 0}))
    assert code(s, "shield", 1, target=2) == "shielded" and code(s, "shield", 1, target=1) == "self_target"
    s.act(Action("shield", 1, {"target": 3}))
    assert s.view(MODERATOR)["moderator"]["shields"] == [2, 3]


def test_doppelganger_before_sentinel_option() -> None:
    setup = setup_of(["sentinel", "doppelganger", "werewolf", "seer", "werewolf", "villager", "robber", "villager"], 5,
                     doppelganger_before_sentinel=True)
    assert GAME.config(setup).steps[:3] == ("doppelganger", "sentinel", "werewolves")


def test_doppel_alpha_must_swap_at_once_and_not_with_the_alpha_she_viewed() -> None:
    deal = ["doppelganger", "alpha_wolf", "seer", "villager", "werewolf", "villager", "robber"]
    s = night(deal, 4)
    s.act(Action("copy", 0, {"target": 1}))
    assert code(s, "alpha_swap", 0, target=1) == "known_werewolf"
    assert set(targets(s, "alpha_swap")) == {2, 3}
    s.act(Action("time_up"))  # mandatory: a random legal swap
    assert pos(s)[-1] in ("seer", "villager") and pos(s)[1] == "alpha_wolf"
    assert step_id(s) == "werewolves"
    goto(s, "alpha_wolf")
    # the real Alpha Wolf knows the Doppelgänger as a wolf (she woke at #2) and the CW card is now a villager card
    assert code(s, "alpha_swap", 1, target=0) == "known_werewolf"


def test_doppel_time_up_chains_the_random_copy_and_the_copied_mandatory_action() -> None:
    deal = ["doppelganger", "drunk", "drunk", "villager", "werewolf", "werewolf", "villager"]
    with pytest.raises(Exception):  # noqa: B017 - two Drunk cards are not a valid deck
        night(deal, 4)
    deal = ["doppelganger", "drunk", "seer", "villager", "werewolf", "werewolf", "villager"]
    for seed in range(6):
        s = Session(GAME, setup_of(deal, 4), seed=seed, fixed=[Action("deal", None, {"cards": deal})])
        s.act(Action("time_up"))
        copied = s.view(MODERATOR)["moderator"]["copy"]
        if copied == "drunk":
            assert pos(s)[0] in ("werewolf", "villager")  # the Doppel-Drunk's random swap happened too
            assert [a.get("choice") for a in s.actions if a.type == "fallback"] == ["copy", "drunk_swap"]
            return
    pytest.fail("no seed copied the Drunk")


def test_doppel_mystic_wakes_with_the_wolves_not_at_2c() -> None:
    s = night(["doppelganger", "mystic_wolf", "seer", "villager", "werewolf", "villager", "robber"], 4)
    s.act(Action("copy", 0, {"target": 1}))
    s.act(Action("view_player", 0, {"target": 2}))
    goto(s, "werewolves")
    assert [k["werewolves"] for k in s.view(1)["known"] if k["step"] == "werewolves"] == [[0]]
    goto(s, "mystic_wolf")
    assert code(s, "view_player", 0, target=3) == "not_awake"
    assert code(s, "view_player", 1, target=3) is None


def test_doppel_minion_part_and_doppel_mason() -> None:
    s = night(["doppelganger", "minion", "werewolf", "mason", "mason", "werewolf", "villager", "seer"], 5)
    s.act(Action("copy", 0, {"target": 1}))
    goto(s, "doppelganger_minion")
    assert [k["werewolves"] for k in s.view(0)["known"] if k["step"] == "doppelganger_minion"] == [[2]]
    s2 = night(["doppelganger", "mason", "werewolf", "seer", "villager", "werewolf", "mason", "villager"], 5)
    s2.act(Action("copy", 0, {"target": 1}))
    goto(s2, "masons")
    assert [k["masons"] for k in s2.view(0)["known"] if k["step"] == "masons"] == [[1]]
    assert [k["masons"] for k in s2.view(1)["known"] if k["step"] == "masons"] == [[0]]


def test_doppel_revealer_and_curator_wake_late() -> None:
    s = night(["doppelganger", "revealer", "werewolf", "seer", "villager", "werewolf", "curator", "villager"], 5)
    s.act(Action("copy", 0, {"target": 1}))
    goto(s, "revealer")
    s.act(Action("reveal", 1, {"target": 3}))
    s.act(Action("time_up"))
    assert step_id(s) == "doppelganger_revealer"
    assert code(s, "reveal", 0, target=3) == "already_face_up"
    s.act(Action("reveal", 0, {"target": 2}))  # a Werewolf: turned back down
    assert s.view(MODERATOR)["moderator"]["face_up"] == [3]
    finish_night(s)
    seats = s.view(PUBLIC)["board"]["seats"]
    assert [x["face_up"] for x in seats] == [None, None, None, "seer", None]
    s2 = night(["doppelganger", "curator", "werewolf", "seer", "villager", "werewolf", "revealer", "villager"], 5,
               doppel_curator_self=False)
    s2.act(Action("copy", 0, {"target": 1}))
    goto(s2, "curator")
    s2.act(Action("curate", 1, {"target": 2}))
    s2.act(Action("time_up"))
    assert step_id(s2) == "doppelganger_curator"
    assert code(s2, "curate", 0, target=2) == "has_artifact"
    assert code(s2, "curate", 0, target=0) == "self_target"
    s2.act(Action("curate", 0, {"target": 3}))
    assert len(s2.view(MODERATOR)["moderator"]["artifacts"]) == 2


def test_doppelganger_card_starting_in_the_center_gives_village_no_power() -> None:
    deal = ["drunk", "werewolf", "seer", "villager", "doppelganger", "werewolf", "villager"]
    s = night(deal, 4)
    goto(s, "doppelganger")
    assert [c.type for c in s.choices()] == ["time_up"]
    goto(s, "drunk")
    s.act(Action("drunk_swap", 0, {"card": "C1"}))
    play_votes(s, [1, 0, 1, 1])
    assert s.result().details["final_roles"][0] == "doppelganger" and s.result().details["teams"][0] == "village"
    assert 0 in s.result().winners


# --- secrecy of the night -------------------------------------------------------------------------------------

def _public_night(s: Session[Any]) -> tuple[list[Any], list[Any]]:
    events = [e.to_json() for e in s.events(PUBLIC) if e.type not in ("dawn",)]
    return events, [s.view(PUBLIC)]


def test_public_events_and_views_do_not_depend_on_what_players_do_at_night() -> None:
    deal = ["sentinel", "seer", "robber", "witch", "revealer", "curator", "werewolf", "werewolf", "troublemaker", "villager",
            "insomniac"]
    acted = night(deal, 8)
    idle = night(deal, 8)
    moves = {"sentinel": [Action("shield", 0, {"target": 1})], "seer": [Action("seer_center", 1, {"cards": ["C1", "C2"]})],
             "robber": [Action("rob", 2, {"target": 6})],
             "witch": [Action("witch_view", 3, {"card": "C3"}), Action("witch_swap", 3, {"target": 7})],
             "revealer": [Action("reveal", 4, {"target": 7})], "curator": [Action("curate", 5, {"target": 4})]}
    views_a, views_i = [], []
    while acted.view(PUBLIC)["phase"] == "night":
        sid = step_id(acted)
        views_a.append(acted.view(PUBLIC))
        views_i.append(idle.view(PUBLIC))
        for a in moves.get(sid, []):
            acted.act(a)
            assert acted.view(PUBLIC) == views_a[-1]
        acted.act(Action("time_up"))
        idle.act(Action("time_up"))
    assert views_a == views_i
    assert _public_night(acted)[0] == _public_night(idle)[0]
    assert len(acted.view(MODERATOR)["moderator"]["known"]) > len(idle.view(MODERATOR)["moderator"]["known"])


def test_every_role_in_the_deck_is_called_even_from_the_center() -> None:
    deal = ["werewolf", "villager", "villager", "seer", "robber", "troublemaker", "drunk"]
    s = night(deal, 4)
    called = []
    while s.view(PUBLIC)["phase"] == "night":
        called.append(step_id(s))
        s.act(Action("time_up"))
    assert called == ["werewolves", "seer", "robber", "troublemaker", "drunk"]


def test_snapshots_record_the_face_when_looked_not_later() -> None:
    s = night(["seer", "werewolf", "troublemaker", "villager", "robber", "villager", "werewolf"], 4)
    goto(s, "seer")
    s.act(Action("seer_player", 0, {"target": 1}))
    goto(s, "troublemaker")
    s.act(Action("troublemake", 2, {"targets": [1, 3]}))
    assert [k["card"] for k in s.view(0)["known"] if k["step"] == "seer"] == ["werewolf"]
    assert pos(s)[1] == "villager"


# --- the day ------------------------------------------------------------------------------------------------------

def test_votes_refusals_and_forced_close() -> None:
    s = night(["werewolf", "seer", "villager", "villager", "werewolf", "robber", "troublemaker"], 4)
    finish_night(s)
    assert code(s, "vote", 0, target=1) == "wrong_phase"
    s.act(Action("end_day"))
    assert code(s, "vote", 0, target=0) == "vote_self"
    s.act(Action("vote", 0, {"target": 1}))
    assert code(s, "vote", 0, target=2) == "already_voted"
    assert s.view(PUBLIC)["voted"] == [True, False, False, False]
    assert "votes" not in s.view(PUBLIC) and s.view(0)["my_vote"] == 1
    s.act(Action("vote", 2, {"target": 1}))
    s.act(Action("close_vote"))
    result = s.result()
    assert result.details["votes"] == [1, None, 1, None] and result.details["dead"] == [1]
    assert result.side == "werewolf"


@pytest.mark.parametrize(("roles", "votes", "dead"), [
    (["villager"] * 5, [1, 0, 0, 1, 2], [0, 1]),
    (["villager"] * 5, [1, 2, 3, 4, 0], []),
    (["bodyguard", "villager", "villager", "villager", "villager", "villager"], [1, 2, 1, 1, 1, 3], []),
    (["bodyguard", "hunter", "villager", "villager", "villager", "villager"], [2, 4, 1, 1, 1, 1], [1, 4]),
    (["bodyguard", "hunter", "villager", "villager", "villager", "villager"], [4, 4, 1, 1, 1, 1], [1]),
    (["prince", "villager", "villager", "villager", "villager", "villager"], [1, 2, 0, 0, 0, 2], [2]),
    (["prince", "hunter", "villager", "villager", "villager", "villager"], [1, 0, 1, 1, 1, 1], [0, 1]),
    (["bodyguard", "bodyguard", "villager", "villager", "villager", "villager", "villager", "villager"],
     [2, 3, 3, 2, 2, 3, 4, 4], [4]),
])
def test_vote_resolution_drills_e11(roles: list[str], votes: list[int], dead: list[int]) -> None:
    assert resolve_votes(roles, votes, OPTS)["dead"] == dead


def test_hunter_shots_chain_and_options() -> None:
    roles = ["hunter", "hunter", "villager", "villager", "werewolf"]
    assert resolve_votes(roles, [1, 4, 0, 0, 0], OPTS)["dead"] == [0, 1, 4]
    opts = {**OPTS, "prince_immune_to_hunter": True}
    assert resolve_votes(["prince", "hunter", "villager", "villager"], [1, 0, 1, 1], opts)["dead"] == [1]
    roles = ["bodyguard", "hunter", "villager", "villager", "villager"]
    assert resolve_votes(roles, [4, 4, 1, 1, 1], {**OPTS, "bodyguard_blocks_hunter": False})["dead"] == [1, 4]
    assert resolve_votes(roles, [1, 2, 0, 0, 1], {**OPTS, "bodyguard_point_is_vote": True})["counts"][1] == 2


def test_win_rules_special_cases() -> None:
    w = winners(["werewolf", "tanner", "villager", "villager"], [1], [], OPTS)
    assert w["side"] == "tanner" and w["winners"] == [1]
    w = winners(["werewolf", "tanner", "villager", "minion"], [0, 1], [], OPTS)
    assert w["side"] == "village+tanner" and w["winners"] == [1, 2]
    w = winners(["werewolf", "villager", "villager", "minion"], [3], [], OPTS)
    assert w["side"] == "werewolf" and w["winners"] == [0, 3]
    w = winners(["minion", "villager", "villager", "villager"], [0, 1], [], OPTS)  # Minion and village together
    assert w["side"] == "village+minion" and w["winners"] == [0, 1, 2, 3]
    w = winners(["minion", "villager", "villager", "villager"], [0], [], {**OPTS, "no_wolf_minion_death_village_wins": False})
    assert w["side"] == "nobody"
    w = winners(["werewolf", "villager", "villager", "seer"], [2], [3], OPTS)  # Dagger: the Seer wins because a villager died
    assert w["winners"] == [0, 3] and w["side"] == "werewolf+traitor"
    w = winners(["werewolf", "villager", "tanner", "seer"], [0], [2], OPTS)  # a Tanner traitor cannot win
    assert 2 not in w["winners"]


def test_artifacts_change_final_roles() -> None:
    deal = ["curator", "werewolf", "seer", "villager", "werewolf", "villager", "robber"]
    for art, role in (("claw", "werewolf"), ("brand", "villager"), ("cudgel", "tanner"), ("void", "seer")):
        s = Session(GAME, setup_of(deal, 4), seed=1,
                    fixed=[Action("deal", None, {"cards": deal}), Action("draw_artifact", None, {"artifact": art})])
        goto(s, "curator")
        s.act(Action("curate", 0, {"target": 2}))
        play_votes(s, [1, 0, 1, 1])
        assert s.result().details["final_roles"][2] == role
    s = Session(GAME, setup_of(deal, 4), seed=1,
                fixed=[Action("deal", None, {"cards": deal}), Action("draw_artifact", None, {"artifact": "brand"})])
    goto(s, "curator")
    s.act(Action("curate", 0, {"target": 1}))
    play_votes(s, [2, 0, 0, 0])  # the branded Werewolf is a Villager: no Werewolf among the players
    assert s.result().details["final_roles"][1] == "villager" and s.result().side == "nobody"


def test_bonus_artifacts_only_with_the_option_and_excluded_ones_never() -> None:
    deal = ["curator", "werewolf", "seer", "villager", "werewolf", "villager", "robber"]
    assert "sword" not in GAME.config(setup_of(deal, 4)).pool
    assert "sword" in GAME.config(setup_of(deal, 4, bonus_artifacts=True)).pool
    assert GAME.config(setup_of(deal, 4, bonus_artifacts=True, artifacts=False, exclude_artifacts=["bow", "cloak"])).pool == \
        ("sword", "dagger")
    assert GAME.config(setup_of(deal, 4, exclude_artifacts=["claw", "void"])).pool == ("brand", "cudgel", "mask", "shroud")
    # A record of an older version holds the ids comma-separated.
    assert GAME.config(setup_of(deal, 4, bonus_artifacts=True, artifacts=False, exclude_artifacts="bow, cloak")).pool == \
        ("sword", "dagger")
    s = Session(GAME, setup_of(deal, 4), seed=1, fixed=[Action("deal", None, {"cards": deal})])
    goto(s, "curator")
    s.act(Action("curate", 0, {"target": 1}), settle=False)
    assert s.explain(Action("draw_artifact", None, {"artifact": "sword"})).code == "bad_chance"


# --- setup ------------------------------------------------------------------------------------------------------

def _codes(deck: list[str], n: int, **options: Any) -> set[str]:
    return {p.code for p in GAME.validate(setup_of(deck, n, **options))}


def test_setup_validation() -> None:
    assert _codes(["werewolf", "seer", "robber", "villager", "villager"], 3) == {"card_count"}
    assert "masons_in_pairs" in _codes(["werewolf", "mason", "seer", "villager", "villager", "robber"], 3)
    assert "too_many_copies" in _codes(["werewolf", "werewolf", "werewolf", "villager", "seer", "robber"], 3)
    assert "unknown_role" in _codes(["werewolf", "wizard", "seer", "villager", "villager", "robber"], 3)
    full = ["alpha_wolf", "werewolf", "werewolf", "dream_wolf", "mystic_wolf", "seer", "robber"]
    assert "no_center_werewolf" in _codes(full, 4)
    assert "center_werewolf_in_use" in _codes(["alpha_wolf", "dream_wolf", "seer", "villager", "robber", "troublemaker"], 3,
                                              center_werewolf="dream_wolf")
    assert _codes(["alpha_wolf", "dream_wolf", "seer", "villager", "robber", "troublemaker"], 3) == set()
    assert "player_count" in _codes(["werewolf"] * 2 + ["villager"] * 3, 2)
    assert "insomniac_without_mover" in _codes(["werewolf", "werewolf", "insomniac", "seer", "villager", "villager"], 3)
    assert "bodyguard_few_players" in _codes(["werewolf", "werewolf", "bodyguard", "seer", "villager", "villager"], 3)
    assert "no_werewolf" in _codes(["villager", "villager", "seer", "robber", "troublemaker", "minion"], 3)
    assert "curator_no_artifacts" in _codes(["werewolf", "werewolf", "curator", "seer", "villager", "villager"], 3, artifacts=False)
    assert "bad_option" in _codes(["werewolf", "werewolf", "curator", "seer", "villager", "villager"], 3, exclude_artifacts=["ring"])
    assert "bad_option" in _codes(["werewolf", "werewolf", "seer", "robber", "villager", "villager"], 3, mode="cards")
    assert "bad_option" in _codes(["werewolf", "werewolf", "seer", "robber", "villager", "villager"], 3, exclude_artifacts=3)


def test_the_artifacts_to_leave_out_are_a_multiple_choice_of_named_artifacts() -> None:
    spec = next(s for s in GAME.option_specs() if s.key == "exclude_artifacts")
    assert spec.multiple and spec.default == () and set(spec.choices) == set(D.ARTIFACT_NAMES)
    assert [str(label) for label in spec.choice_labels] == [str(D.ARTIFACT_NAMES[a]) for a in spec.choices]
    assert spec.parse("claw, sword") == ["claw", "sword"]
    with pytest.raises(ValueError):
        spec.parse("ring")


@pytest.mark.parametrize("n", range(3, 11))
def test_recommended_and_named_decks_are_valid(n: int) -> None:
    deck = GAME.recommended_roles(n, OPTS)
    assert not [p for p in GAME.validate(setup_of(list(deck), n)) if p.severity == "error"]
    for deck_id, name, roles, opts in GAME.named_decks(n):
        assert name and len(roles) == n + 3
        problems = [p for p in GAME.validate(setup_of(list(roles), n, **opts)) if p.severity == "error"]
        assert not problems, (deck_id, [p.msg.english() for p in problems])
    assert ("daybreak_first_game" in [d[0] for d in GAME.named_decks(n)]) == (n == 3)


def test_daybreak_first_game_uses_the_dream_wolf_as_center_werewolf_card() -> None:
    roles, opts = D.named_deck("daybreak_first_game", 3)
    setup = setup_of(list(roles), 3, **opts)
    assert GAME.config(setup).cw == "dream_wolf"
    lines = [s.msg.english() for s in GAME.script(setup)]
    assert D.T_WEREWOLVES_WAKE_LONE in lines  # the Dream Wolf is only the CW card: the standard line


# --- script -----------------------------------------------------------------------------------------------------

def _cli_script(n: int, roles: list[str], *options: str) -> dict[str, Any]:
    out = io.StringIO()
    args = ["script", "onuw", "--players", str(n), "--roles", ",".join(roles), "--json"]
    for o in options:
        args += ["--option", o]
    with contextlib.redirect_stdout(out):
        assert cli_main(args) == 0
    return json.loads(out.getvalue())


def _number_key(number: str) -> tuple[int, str]:
    digits = "".join(c for c in number if c.isdigit())
    return int(digits), number[len(digits):]


@pytest.mark.parametrize("roles", [
    ["doppelganger", "werewolf", "werewolf", "minion", "mason", "mason", "seer", "robber", "troublemaker", "drunk", "insomniac",
     "villager", "hunter"],
    ["sentinel", "doppelganger", "alpha_wolf", "mystic_wolf", "dream_wolf", "minion", "apprentice_seer", "paranormal_investigator",
     "witch", "village_idiot", "revealer", "curator", "insomniac"],
])
def test_cli_script_follows_the_official_numbers(roles: list[str]) -> None:
    out = _cli_script(10, roles)
    wakes = [s for s in out["steps"] if s["id"].endswith(".wake")]
    numbers = [D.STEP_BY_ID[s["id"].split(".")[1]].number for s in wakes]
    assert numbers == sorted(numbers, key=_number_key)
    expected = {s.id for s in D.NIGHT_STEPS if (s.role in roles and all(r in roles for r in s.needs))} | {"werewolves"}
    assert {s["id"].split(".")[1] for s in wakes} == expected
    assert out["steps"][0]["id"] == "onuw.close_eyes" and out["steps"][-1]["id"] == "onuw.vote"
    # Dealt by the app (the default), every call also gives its player time to reach the laptop (issue 30).
    assert all(s["duration"] == D.speech_allowance(s["english"]) + 10 + D.LAPTOP_SECONDS for s in wakes)
    waiting = {s["id"] for s in out["steps"] if s["wait"]}
    assert waiting == {s["id"] for s in wakes} | ({"onuw.artifact_look"} & {s["id"] for s in out["steps"]})


def test_script_variants_and_durations() -> None:
    roles = ["doppelganger", "minion", "werewolf", "dream_wolf", "seer", "bodyguard"]
    out = _cli_script(3, roles, "step_seconds=20", "mode=physical")
    ids = [s["id"] for s in out["steps"]]
    assert ids[:6] == ["onuw.close_eyes", "onuw.doppelganger.wake", "onuw.doppelganger_minion.wake", "onuw.doppelganger_minion.close",
                       "onuw.werewolves.wake", "onuw.werewolves.close"]
    assert out["steps"][4]["text"] == D.T_WEREWOLVES_WAKE_DREAM_LONE
    assert "onuw.nudge" in ids and ids[-1] == "onuw.bodyguard_reveal"
    assert all(s["duration"] == D.speech_allowance(s["english"]) + 20 for s in out["steps"] if s["id"].endswith(".wake"))
    app = _cli_script(3, roles)
    assert "onuw.nudge" not in [s["id"] for s in app["steps"]]
    first = _cli_script(5, ["sentinel", "doppelganger", "werewolf", "werewolf", "seer", "villager", "villager", "robber"],
                        "doppelganger_before_sentinel=true", "lone_wolf=false")
    assert [s["id"] for s in first["steps"]][1:4] == ["onuw.doppelganger.wake", "onuw.doppelganger.close", "onuw.sentinel.wake"]
    assert next(s for s in first["steps"] if s["id"] == "onuw.werewolves.wake")["text"] == D.T_WEREWOLVES_WAKE


def test_script_does_not_depend_on_the_deal() -> None:
    setup = setup_of(["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager"], 3)
    a = [s.to_json() for s in GAME.script(setup)]
    assert a == [s.to_json() for s in GAME.script(setup)]
    assert all(s["id"].startswith("onuw.") for s in a)


# --- physical mode --------------------------------------------------------------------------------------------------

def test_physical_mode_narrates_then_resolves_what_the_table_reveals() -> None:
    deck = ["doppelganger", "paranormal_investigator", "curator", "werewolf", "werewolf", "villager", "seer"]
    setup = setup_of(deck, 4, mode="physical", bonus_artifacts=True)
    s: Session[Any] = Session(GAME, setup)
    assert s.view(PUBLIC)["phase"] == "night" and all(c.type == "time_up" for c in s.choices())
    assert GAME.seat_secrets(s.state) == {}
    finish_night(s)
    s.act(Action("end_day"))
    for p, t in enumerate([1, 0, 1, 1]):
        s.act(Action("vote", p, {"target": t}))
    assert s.view(PUBLIC)["phase"] == "reveal"
    for label, face in zip(["0", "1", "2", "3"], ["curator", "paranormal_investigator", "doppelganger", "villager"], strict=True):
        s.act(Action("reveal_card", None, {"position": label, "role": face}))
    assert s.explain(Action("reveal_card", None, {"position": "C1", "role": "villager"})).code == "card_not_in_deck"
    for face in ["werewolf", "werewolf", "seer"]:
        s.act(Action("reveal_card", None, {"position": s.choices()[0].params["position"].values[0], "role": face}))
    s.act(Action("reveal_copy", None, {"role": "paranormal_investigator"}))
    s.act(Action("reveal_pi", None, {"card": "paranormal_investigator", "conversion": "none"}))
    s.act(Action("reveal_pi", None, {"card": "doppelganger", "conversion": "werewolf"}))
    s.act(Action("reveal_artifact", None, {"seat": 0, "artifact": "none"}))
    s.act(Action("reveal_artifact", None, {"seat": 1, "artifact": "dagger"}))
    result = s.result()
    assert result is not None
    assert result.details["final_roles"] == ["curator", "paranormal_investigator", "werewolf", "villager"]
    assert result.details["dead"] == [1] and result.details["traitors"] == [1]
    # the P.I. (a traitor) dies himself: no other villager died, so he loses; the werewolf team wins
    assert result.side == "werewolf" and result.winners == (2,)


# --- review fixes -------------------------------------------------------------------------------------------------

def test_the_dealt_card_snapshot_belongs_to_the_deal_not_to_the_first_night_step() -> None:
    """The look at one's own card happens before the night (§1.2); the first call's snapshots are that call's."""
    s = night(["werewolf", "seer", "robber", "villager", "werewolf", "villager", "troublemaker"], 4)
    known = s.view(0)["known"]
    assert [(k["step"], k.get("card")) for k in known][:1] == [("deal", "werewolf")]
    assert [k["step"] for k in known[1:]] == ["werewolves"]  # the lone wolf's own snapshot at #2
    dealt = [e for e in s.events(0) if e.type == "saw" and "card" in e.data and e.data["step"] == "deal"]
    assert len(dealt) == 1


def test_insomniac_warning_counts_only_the_card_movers_of_the_reference() -> None:
    """§1.2.5: Robber, Troublemaker, Witch, Village Idiot, Alpha Wolf. The Drunk moves only his own card, and a
    Doppelgänger moves nothing unless one of those movers is in the deck to copy."""
    base = ["werewolf", "werewolf", "insomniac", "seer", "villager"]
    assert "insomniac_without_mover" in _codes([*base, "drunk"], 3)
    assert "insomniac_without_mover" in _codes([*base, "doppelganger"], 3)
    for mover in ("robber", "troublemaker", "witch", "village_idiot"):
        assert "insomniac_without_mover" not in _codes([*base, mover], 3), mover
    assert "insomniac_without_mover" not in _codes(["alpha_wolf", "werewolf", "insomniac", "seer", "villager", "villager"], 3)
    text = next(p.msg.english() for p in GAME.validate(setup_of([*base, "drunk"], 3)) if p.code == "insomniac_without_mover")
    assert "Drunk" not in text and "Robber" in text


def test_dream_wolf_lone_wolf_sentence_matches_the_thumb_option() -> None:
    """R4/§6.2: the "see no thumb" wording only when a thumb stops the peek; with the option off the awake wolf who
    sees only a thumb may still peek, so the line must not tell him otherwise."""
    deck = ["werewolf", "dream_wolf", "seer", "robber", "villager", "villager", "troublemaker"]
    def wake(**options: Any) -> str:
        steps = GAME.script(setup_of(deck, 4, **options))
        return next(s.msg.english() for s in steps if s.id == "onuw.werewolves.wake")
    assert wake() == D.T_WEREWOLVES_WAKE_DREAM_LONE
    relaxed = wake(dream_wolf_blocks_lone_wolf=False)
    assert relaxed == D.T_WEREWOLVES_WAKE_DREAM_LONE_AWAKE and "no thumb" not in relaxed
    assert wake(lone_wolf=False) == wake(lone_wolf=False, dream_wolf_blocks_lone_wolf=False) == D.T_WEREWOLVES_WAKE_DREAM
    s = night(["werewolf", "dream_wolf", "seer", "robber", "villager", "villager", "troublemaker"], 4, dream_wolf_blocks_lone_wolf=False)
    goto(s, "werewolves")
    assert s.view(PUBLIC)["step"]["wake"]["text"] == D.T_WEREWOLVES_WAKE_DREAM_LONE_AWAKE
    assert "view_center" in [c.type for c in s.choices()]


def test_each_call_keeps_its_full_pause_after_the_spoken_line() -> None:
    """§6.3: wake line -> fixed pause (step_seconds) -> close line. A script step lasts its duration from the start of
    its speech, so a wake line's duration is its own speech allowance plus the pause; a flat allowance let the long
    calls (Werewolves, P.I., Doppelgänger, Witch: 9-21 s of speech in en/vi/fa/zh_TW) eat most of the pause."""
    roles = ["sentinel", "doppelganger", "alpha_wolf", "mystic_wolf", "dream_wolf", "minion", "mason", "mason", "seer",
             "apprentice_seer", "paranormal_investigator", "robber", "witch"]
    for seconds in (10, 25):
        steps = GAME.script(setup_of(roles, 10, step_seconds=seconds, mode="physical"))
        app = GAME.script(setup_of(roles, 10, step_seconds=seconds, mode="app"))
        wakes = {s.id: s for s in steps if s.id.endswith(".wake")}
        for step in wakes.values():
            text = step.msg.english()
            # at least 0.125 s per character of the English line: espeak-ng at 150 wpm never needed more in any of
            # the four narration languages, beyond half a second (calibration in docs/rules/onuw.md)
            assert step.duration - seconds == D.speech_allowance(text) >= 0.125 * len(text), step.id
        # Dealt by the app, the same calls with time to reach the laptop; the lines that wake nobody unchanged.
        assert [s.duration + (D.LAPTOP_SECONDS if s.wait else 0) for s in steps if s.id != "onuw.nudge"] == \
            [s.duration for s in app]
        assert wakes["onuw.werewolves.wake"].duration - seconds >= 21  # the longest call: 20.6 s spoken in Chinese
        assert wakes["onuw.paranormal_investigator.wake"].duration - seconds >= 16.5
        assert wakes["onuw.masons.wake"].duration < wakes["onuw.seer.wake"].duration  # shorter line, shorter step
        assert not any(s.id == "onuw.artifact_look" for s in steps)  # no Curator here
    curator = GAME.script(setup_of(["curator", "werewolf", "werewolf", "seer", "villager", "robber"], 3, mode="physical"))
    look = next(s for s in curator if s.id == "onuw.artifact_look")
    assert look.duration == D.speech_allowance(look.msg.english()) + 10


def test_role_summary_for_every_role_and_artifact() -> None:
    """The setup wizard's one-line explanations: every card role, the Prince and every artifact, translatable."""
    ids = [*D.CARD_ROLES, D.PRINCE, *D.DAYBREAK_ARTIFACTS, *D.BONUS_ARTIFACTS]
    summaries = {i: GAME.role_summary(i) for i in ids}
    for key, text in summaries.items():
        assert text is not None and text.context == "onuw.role_summary", key
        assert "\n" not in text and 10 < len(text) <= 120 and text.endswith("."), (key, text)
    assert len(set(summaries.values())) == len(ids)  # no copy-paste between roles
    assert summaries[D.WITCH] == D.ROLES[D.WITCH].summary and summaries[D.CLAW] == D.ARTIFACTS[D.CLAW].summary
    assert D.ROLE_SUMMARIES[D.SEER] == summaries[D.SEER]  # the desktop plugin's table
    assert GAME.role_summary("wizard") is None


def test_a_second_copy_is_refused_as_already_acted_whatever_she_copied() -> None:
    for copied in ("seer", "villager", "robber"):
        deal = ["doppelganger", copied, "werewolf", "troublemaker", "werewolf", "villager", "drunk"]
        s = night(deal, 4)
        s.act(Action("copy", 0, {"target": 1}))
        assert code(s, "copy", 0, target=2) == "already_acted", copied


ART_DEAL = ["curator", "villager", "seer", "minion", "bodyguard", "werewolf", "werewolf", "villager"]


def _artifact_game(art: str, target: int, votes: list[int], **options: Any) -> Any:
    s = Session(GAME, setup_of(ART_DEAL, 5, bonus_artifacts=True, **options), seed=3,
                fixed=[Action("deal", None, {"cards": ART_DEAL}), Action("draw_artifact", None, {"artifact": art})])
    goto(s, "curator")
    s.act(Action("curate", 0, {"target": target}))
    play_votes(s, votes)
    return s.result()


@pytest.mark.parametrize(("art", "target", "votes", "side", "winners", "dead"), [
    # Seats: Curator, Villager, Seer, Minion, Bodyguard; both Werewolf cards are in the center. The Bodyguard's
    # pointing (last vote) protects and is no vote.
    # Claw on the Villager: the only Werewolf among the players. Nobody dies: he and the Minion win.
    ("claw", 1, [1, 2, 3, 4, 0], "werewolf", [1, 3], []),
    # Claw, and the clawed Villager dies: the village wins; the Minion loses with his team.
    ("claw", 1, [1, 0, 1, 1, 0], "village", [0, 2, 4], [1]),
    # No role-changing artifact: no Werewolf among the players; the Minion dies -> village (R19); the Minion loses.
    ("void", 1, [3, 3, 3, 2, 0], "village", [0, 1, 2, 4], [3]),
    # Cudgel on the Seer, who dies: a Tanner died and no player is a Werewolf -> the Tanner and the Minion win.
    ("cudgel", 2, [2, 2, 0, 2, 1], "tanner+minion", [2, 3], [2]),
    # Sword on the Villager: he guards the Seer and his pointing is no vote, so nobody reaches two votes.
    ("sword", 1, [2, 2, 1, 2, 1], "village", [0, 1, 2, 4], []),
    # Brand on the Bodyguard: a plain Villager now, his pointing is a vote and the Seer dies -> only the Minion wins.
    ("brand", 4, [2, 2, 0, 2, 2], "minion", [3], [2]),
    # Bow on the Seer, who dies and points at the Minion: both die; no Tanner -> village and Minion both win.
    ("bow", 2, [2, 2, 3, 2, 1], "village+minion", [0, 1, 2, 3, 4], [2, 3]),
    # Cloak on the Seer: her two votes do not count; the Villager's two do -> he dies, only the Minion wins.
    ("cloak", 2, [2, 2, 1, 1, 0], "minion", [3], [1]),
])
def test_artifacts_change_teams_deaths_and_winners(art: str, target: int, votes: list[int], side: str, winners: list[int],
                                                   dead: list[int]) -> None:
    result = _artifact_game(art, target, votes)
    assert (result.side, list(result.winners), result.details["dead"]) == (side, winners, dead), result.details["final_roles"]


def test_players_act_as_the_card_dealt_even_after_it_was_taken() -> None:
    """§2.1/R8: a Werewolf robbed at #1 still wakes at #2; a robbed Troublemaker still swaps at #7; whoever took those
    cards gains no wake-up."""
    deal = ["doppelganger", "robber", "werewolf", "troublemaker", "werewolf", "villager", "seer"]
    s = night(deal, 4)
    s.act(Action("copy", 0, {"target": 1}))  # Doppel-Robber
    s.act(Action("rob", 0, {"target": 2}))  # she takes the Werewolf card; Cleo now holds the Doppelgänger(=Robber)
    goto(s, "werewolves")
    assert s.view(2)["awake"] and not s.view(0)["awake"]
    assert [c.player for c in s.choices() if c.type == "view_center"] == [2]  # Cleo is the lone wolf
    goto(s, "robber")
    s.act(Action("rob", 1, {"target": 3}))  # Ben takes the Troublemaker card
    goto(s, "troublemaker")
    assert [c.player for c in s.choices() if c.player is not None] == [3]
    s.act(Action("troublemake", 3, {"targets": [0, 1]}))
    assert pos(s)[:4] == ["troublemaker", "werewolf", "doppelganger", "robber"]
    play_votes(s, [2, 0, 0, 0])
    assert s.result().details["final_roles"][:4] == ["troublemaker", "werewolf", "robber", "robber"]


# --- the night's log ------------------------------------------------------------------------------------------

def _night_log(s: Session[Any]) -> list[str]:
    return [e.data["step"] for e in s.events(PUBLIC) if e.type == "night_step"]


@pytest.mark.parametrize("mode", ["physical", "app"])
def test_every_night_step_is_in_the_log_from_the_first_call(mode: str) -> None:
    """The opening call (the first step of the night) is logged as it is made, not dropped, in both modes."""
    deck = ["doppelganger", "werewolf", "werewolf", "minion", "seer", "robber", "troublemaker", "insomniac"]
    s = Session(GAME, setup_of(deck, 5, mode=mode), seed=7)
    steps = list(GAME.config(s.setup).steps)
    assert _night_log(s) == steps[:1] == ["doppelganger"]
    finish_night(s)
    assert _night_log(s) == steps


def test_a_physical_journal_without_the_night_opening_still_replays() -> None:
    """Journals written while the physical night opened inside the start state have no night_start line."""
    deck = ["werewolf", "werewolf", "seer", "robber", "troublemaker", "villager", "villager", "insomniac"]
    s = Session(GAME, setup_of(deck, 5, mode="physical"), seed=7, settle=False)
    s.replay_journal_entries([{"do": {"type": "time_up"}}])
    assert _night_log(s) == list(GAME.config(s.setup).steps)[:2]
