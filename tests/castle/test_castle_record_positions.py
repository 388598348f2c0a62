"""Issue 14: records that fix the starting facts of a table situation in Castle of the Devil, in both modes.

App mode: the ``deal`` chance step may name professions lying face up from the start (``face_up``: reusable ones,
still usable) or already spent (``used``: one-shot ones). Physical mode: the moderator's ``setup_done`` may state
the position the table starts from (``items``: the hand sizes; ``face_up`` / ``used`` as in the deal). Each key is
replayed in the passing form (the views, the events and the rules after it agree) and in the failing form (refused
with exit status 2, or an ``expect_view`` that does not hold).
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.core import MODERATOR, PUBLIC, Action, Setup
from engine.games.castle.game import Config, random_deal
from engine.journal import Journal
from engine.record import header_json, parse_record, replay
from engine.registry import get_game
from engine.session import Session

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Anna", "Bora", "Cleo", "Dana"]
STACK = ["clairvoyant", "diplomat", "duelist", "grand_master", "hypnotist", "poison_mixer"]
PILE = ["key", "key", "key", "goblet", "goblet", "goblet", "poison_ring", "casting_knives", "whip", "privilege", "monocle",
        "black_pearl", "tome", "coat", "sextant", "broken_mirror", "coat_of_arms"]


def _deal(**extra: Any) -> dict[str, Any]:
    """A 4-player deal following §2.1: Anna the Priest, Bora the Thug, Cleo the Doctor, Dana the Bodyguard."""
    return {"type": "deal", "professions": ["priest", "thug", "doctor", "bodyguard"], "stack": STACK,
            "societies": ["order", "brotherhood", "order", "brotherhood"], "hidden": None,
            "hands": [["bag_key"], ["bag_goblet"], ["dagger"], ["gloves"]], "pile": PILE, **extra}


def _record(mode: str, first: dict[str, Any], actions: list[dict[str, Any]], **options: Any) -> dict[str, Any]:
    return {"format": "tablekeeper-record", "version": 1, "game": "castle", "players": NAMES, "roles": [],
            "options": {"mode": mode, "start_player": 1, **options}, "seed": 7, "actions": [first, *actions]}


# Bora (the Thug, face up) attacks Cleo; Anna's Priest is spent, so she cannot stop the fight; Bora shows the Thug.
APP_FIGHT: list[dict[str, Any]] = [
    {"type": "attack", "player": 1, "target": 2},
    {"type": "priest", "player": 0, "expect_error": "profession_used"},
    {"type": "no_priest", "player": 0}, {"type": "no_priest", "player": 2}, {"type": "no_priest", "player": 3},
    {"type": "support", "player": 3, "side": "sword"}, {"type": "support", "player": 0, "side": "neutral"},
    {"type": "use", "player": 1, "card": "thug",
     "expect_view": {"viewer": "public", "view": {"fight": {"used": [{"seat": 1, "card": "thug"}], "totals": {"sword": 3}}}}},
]
PHYSICAL_FIGHT: list[dict[str, Any]] = [
    {"type": "attack", "player": 1, "target": 2},
    {"type": "priest", "player": 0, "expect_error": "profession_used"},
    {"type": "no_priest"},
    {"type": "support", "player": 3, "side": "sword"}, {"type": "support", "player": 0, "side": "neutral"},
    {"type": "use", "player": 0, "card": "thug", "expect_error": "not_your_profession"},  # the table saw it at Bora's
    {"type": "use", "player": 1, "card": "thug",
     "expect_view": {"viewer": "public", "view": {"fight": {"used": [{"seat": 1, "card": "thug"}]}}}},
]

FACE_UP_VIEW = {"seats": [{"seat": 0, "profession": "priest", "profession_used": True, "known_profession": "priest"},
                          {"seat": 1, "profession": "thug", "profession_used": True, "known_profession": "thug"},
                          {"seat": 2, "profession": None, "profession_used": False},
                          {"seat": 3, "profession": None, "profession_used": False}]}
FACE_UP_EVENTS = [{"type": "profession_face_up", "audience": "public", "data": {"seat": 0, "profession": "priest", "used": True}},
                  {"type": "profession_face_up", "audience": "public", "data": {"seat": 1, "profession": "thug", "used": False}}]


def _replay(record: dict[str, Any]) -> Any:
    return replay(parse_record(json.dumps(record)))


def _cli(tmp_path: Path, record: dict[str, Any]) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "engine", "replay", str(path), "--events"], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


# --- app mode: the deal ------------------------------------------------------------------------------------------

def _app_start() -> dict[str, Any]:
    return _deal(face_up=[None, "thug", None, None], used=["priest", None, None, None],
                 expect_view={"viewer": "public", "view": FACE_UP_VIEW}, expect_events=FACE_UP_EVENTS)


def test_a_deal_sets_professions_face_up_and_used_and_the_rules_follow(tmp_path: Path) -> None:
    record = _record("app", _app_start(), APP_FIGHT)
    outcome = _replay(record)
    assert outcome.ok, outcome.error or outcome.mismatch
    assert outcome.expected_rejections == 1
    s = outcome.session
    moderator = s.view(MODERATOR)["moderator"]
    assert moderator["face_up"] == [True, True, False, False]
    assert moderator["professions"] == ["priest", "thug", "doctor", "bodyguard"]
    assert s.view(0)["you"]["profession_used"] is True and s.view(2)["you"]["profession_used"] is False
    # the face-up professions are no secret any more; the others still are
    secrets = s.game.seat_secrets(s.state)
    assert "priest" not in secrets[0] and "thug" not in secrets[1] and "doctor" in secrets[2]
    proc = _cli(tmp_path, record)
    assert proc.returncode == 0, proc.stderr
    assert "Anna's Priest lies face up from the start and has been used." in proc.stdout
    assert "Bora's Thug lies face up from the start." in proc.stdout


@pytest.mark.parametrize(("extra", "why"), [
    ({"face_up": [None, "bodyguard", None, None]}, "a profession not dealt to that seat"),
    ({"used": [None, None, "priest", None]}, "a profession not dealt to that seat (used)"),
    ({"used": [None, "thug", None, None]}, "a reusable profession cannot be spent"),
    ({"face_up": ["priest", None, None, None]}, "a one-shot profession never lies face up unused"),
    ({"face_up": [None, None, None, "bodyguard"], "used": [None, None, None, "bodyguard"]}, "a seat named twice"),
    ({"face_up": [None, "thug", None]}, "one entry per seat"),
    ({"face_up": [None, "thief", None, None]}, "no such profession"),
    ({"face_up": [None, 1, None, None]}, "not a profession id"),
    ({"used": "priest"}, "not a list"),
    ({"faceup": [None, "thug", None, None]}, "an unknown key is not silently ignored"),
])
def test_a_deal_stating_what_the_rules_do_not_allow_is_bad_chance(tmp_path: Path, extra: dict[str, Any], why: str) -> None:
    outcome = _replay(_record("app", _deal(**extra), []))
    assert outcome.error is not None and outcome.error.code == "bad_chance", why
    assert outcome.error.index == 0
    proc = _cli(tmp_path, _record("app", _deal(**extra), []))
    assert proc.returncode == 2, why
    assert "bad_chance" in proc.stderr + proc.stdout


def test_the_stated_deal_may_also_stand_in_the_chance_list() -> None:
    record = _record("app", {"type": "attack", "player": 1, "target": 2}, [])
    record["chance"] = [_deal(face_up=[None, "thug", None, None], used=["priest", None, None, None])]
    outcome = _replay(record)
    assert outcome.ok, outcome.error or outcome.mismatch
    assert outcome.session.view(PUBLIC)["seats"][0]["profession"] == "priest"


def test_an_expect_view_that_the_start_contradicts_fails(tmp_path: Path) -> None:
    start = _deal(face_up=[None, "thug", None, None],
                  expect_view={"viewer": "public", "view": {"seats": [{"seat": 0}, {"seat": 1, "profession": None}, {}, {}]}})
    proc = _cli(tmp_path, _record("app", start, []))
    assert proc.returncode == 2
    assert 'action 0: expect_view (public): view.seats[1].profession: expected null, got "thug"' in proc.stderr, proc.stderr
    events = _deal(used=["priest", None, None, None],
                   expect_events=[{"type": "profession_face_up", "data": {"seat": 0, "used": False}}])
    proc = _cli(tmp_path, _record("app", events, []))
    assert proc.returncode == 2
    assert "action 0: expect_events 0 (profession_face_up): data.used: expected false, got true" in proc.stderr, proc.stderr


def test_random_deals_and_plain_deals_are_unchanged() -> None:
    """The random deal never states a profession face up, and a deal without the keys starts all face down."""
    game = get_game("castle")
    for n in range(3, 11):
        setup = Setup(game="castle", players=tuple(f"P{i}" for i in range(n)), roles=(), options={})
        deal = random_deal(Config(setup, game.options_with_defaults({})), random.Random(n))
        assert set(deal) == {"professions", "stack", "societies", "hidden", "hands", "pile"}
    outcome = _replay(_record("app", _deal(), []))
    assert outcome.ok
    s = outcome.session
    assert s.view(MODERATOR)["moderator"]["face_up"] == [False] * 4
    assert "profession_face_up" not in [e.type for e in s.events(PUBLIC)]


# --- physical mode: a stated position ----------------------------------------------------------------------------

def _physical_start(**extra: Any) -> dict[str, Any]:
    return {"type": "setup_done", "items": [2, 1, 3, 1], "face_up": [None, "thug", None, None],
            "used": ["priest", None, None, None], **extra}


def test_a_physical_game_starts_from_a_stated_position(tmp_path: Path) -> None:
    start = _physical_start(
        expect_view={"viewer": "public", "view": {**FACE_UP_VIEW, "draw_pile": 14, "phase": "turn", "turn": 1}},
        expect_events=[{"type": "setup_done", "audience": "public"}, *FACE_UP_EVENTS])
    for seat, count in enumerate([2, 1, 3, 1]):
        start["expect_view"]["view"]["seats"][seat]["items"] = count
    record = _record("physical", start, PHYSICAL_FIGHT, scenario_start=True)
    outcome = _replay(record)
    assert outcome.ok, outcome.error or outcome.mismatch
    assert outcome.expected_rejections == 2
    moderator = outcome.session.view(MODERATOR)["moderator"]
    assert moderator["hands"] == [["?", "?"], ["?"], ["?", "?", "?"], ["?"]]
    assert moderator["face_up"] == [True, True, False, False]
    assert moderator["professions"] == ["priest", "thug", "?", "?"]
    proc = _cli(tmp_path, record)
    assert proc.returncode == 0, proc.stderr
    assert "Anna's Priest lies face up from the start and has been used." in proc.stdout


def test_a_stated_position_with_every_item_in_hand_converts_the_bags() -> None:
    start = _physical_start(items=[6, 5, 5, 5], expect_view={"view": {"draw_pile": 0, "bags_converted": True}},
                            expect_events=[{"type": "bags_converted"}])
    outcome = _replay(_record("physical", start, [], scenario_start=True))
    assert outcome.ok, outcome.error or outcome.mismatch


def test_without_scenario_start_only_the_starting_counts_and_the_professions_may_be_stated() -> None:
    ok = _replay(_record("physical", {"type": "setup_done", "items": [1, 1, 1, 1], "used": ["priest", None, None, None]}, []))
    assert ok.ok, ok.error or ok.mismatch
    bad = _replay(_record("physical", _physical_start(), []))
    assert bad.error is not None and bad.error.code == "bad_parameter"
    assert bad.error.reason == "The value given for \u201citems\u201d is not allowed."


@pytest.mark.parametrize(("extra", "key"), [
    ({"items": [0, 1, 3, 1]}, "items"),  # a hand never runs empty
    ({"items": [7, 1, 3, 1]}, "items"),  # over the limit of 6
    ({"items": [6, 6, 6, 6]}, "items"),  # more items than there are
    ({"items": [2, 1, 3]}, "items"),
    ({"items": [2, True, 3, 1]}, "items"),
    ({"items": "2,1,3,1"}, "items"),
    ({"face_up": [None, "thug", None, None, None]}, "face_up"),  # one entry per seat
    ({"used": [None, "thug", None, None]}, "used"),  # the Thug is reusable: never spent
    ({"face_up": ["priest", None, None, None], "used": None}, "face_up"),  # one-shot: face up means used
    ({"face_up": [None, "thug", None, "thug"]}, "face_up"),  # one card, two seats
    ({"used": [None, "priest", None, None], "face_up": [None, "thug", None, None]}, "used"),  # the same seat twice
    ({"used": ["priest", None, None, "priest"]}, "used"),
    ({"societies": ["order", None, None, None]}, "societies"),  # not something a physical position states
])
def test_a_stated_position_the_rules_do_not_allow_is_refused(tmp_path: Path, extra: dict[str, Any], key: str) -> None:
    start = {k: v for k, v in {**_physical_start(), **extra}.items() if v is not None}
    outcome = _replay(_record("physical", start, [], scenario_start=True))
    assert outcome.error is not None and outcome.error.code == "bad_parameter"
    assert outcome.error.reason == f"The value given for \u201c{key}\u201d is not allowed."
    proc = _cli(tmp_path, _record("physical", start, [], scenario_start=True))
    assert proc.returncode == 2
    assert key in proc.stderr


def test_a_stated_position_is_journaled_resumed_and_explained_like_any_setup(tmp_path: Path) -> None:
    """A stated position is the moderator's ``setup_done``: explained, journaled and resumed; the plain entry still works."""
    game = get_game("castle")
    setup = Setup(game="castle", players=tuple(NAMES), roles=(),
                  options={"mode": "physical", "start_player": 0, "scenario_start": True})
    path = tmp_path / "game.journal"
    s: Session[Any] = Session(game, setup, seed=1, journal=Journal.create(path, header_json(setup, 1)))
    assert s.explain(Action("setup_done", None, {"items": [2, 1, 3, 1]})) is None
    assert s.explain(Action("setup_done", None, {})) is None
    refusal = s.explain(Action("setup_done", 0, {"items": [2, 1, 3, 1]}))
    assert refusal is not None  # the moderator's entry, not a player's
    s.act(Action("setup_done", None, {"items": [2, 1, 3, 1], "face_up": [None, None, None, "bodyguard"]}))
    before = s.view(MODERATOR)
    assert before["seats"][3]["profession"] == "bodyguard"
    assert [seat["items"] for seat in before["seats"]] == [2, 1, 3, 1]
    assert s.journal is not None
    s.journal.close()
    journal, header, entries = Journal.reopen(path)
    resumed: Session[Any] = Session(game, setup, seed=header["seed"], journal=journal, settle=False)
    resumed.replay_journal_entries(entries)
    assert resumed.view(MODERATOR) == before
    journal.close()
