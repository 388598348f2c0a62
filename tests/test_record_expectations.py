"""Records that say what must hold mid-game: ``expect_view`` and ``expect_events`` on an action, in all four games,
in the passing and the failing form (exit status 2 naming the action and the first differing key)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.errors import RecordError
from engine.record import parse_record, replay, subset_difference

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "docs" / "examples"

# Action 2 of each example, with what its rules say holds right after it.
CASES: dict[str, dict[str, Any]] = {
    "quest-standard-app": {  # the leader gives the Amulet... here the magic token to herself: the quest is played next
        "expect_view": {"viewer": "public", "view": {"phase": "quest", "mode": "app"}},
        "expect_events": [{"type": "magic", "audience": "public", "data": {"player": 0}}],
    },
    "onuw-app": {  # the time runs out on the first step: the Doppelganger is called
        "expect_view": {"viewer": "moderator", "view": {"phase": "night", "center_werewolf": "dream_wolf",
                                                         "center": ["CW", "C3", "C2", "C1"]}},  # a set of names: any order
        "expect_events": [{"type": "night_step", "data": {"step": "doppelganger", "index": 1}}],
    },
    "avalon-app-trapper": {  # Gia shows the Cleric she is good: only Gia and the Cleric (Cy) learn it
        "expect_view": {"viewer": "Gia", "view": {"phase": "reveal", "round": 1, "leader": 6}},
        "expect_events": [{"type": "check_answer", "audience": ["Cy"], "data": {"subject": 6, "loyalty": "good"}},
                          {"type": "loyalty_shown", "audience": [6]}],
    },
    "castle-app": {  # Emil accepts Anna's trade with the Bag: its effect, then he draws (15 cards left)
        "expect_view": {"viewer": 4, "view": {"phase": "turn", "turn": 1, "draw_pile": 15}},
        "expect_events": [{"type": "accepted", "audience": "public", "data": {"seat": 0, "partner": 4}},
                          {"type": "drew", "data": {"seat": 4, "pile": 15}}],
    },
}

# (example, what to change in action 2's expectations, words of the mismatch)
FAILING: list[tuple[str, dict[str, Any], str]] = [
    ("quest-standard-app", {"expect_view": {"viewer": "public", "view": {"phase": "team"}}},
     'action 2: expect_view (public): view.phase: expected "team", got "quest"'),
    ("quest-standard-app", {"expect_events": [{"type": "magic", "data": {"player": 1}}]},
     "action 2: expect_events 0 (magic): data.player: expected 1, got 0"),
    ("onuw-app", {"expect_view": {"viewer": "moderator", "view": {"center": ["C1", "C2", "C3"]}}},
     "action 2: expect_view (moderator): view.center: expected"),
    ("onuw-app", {"expect_view": {"viewer": "public", "view": {"no_such_key": 1}}},
     "action 2: expect_view (public): view.no_such_key: missing"),
    ("onuw-app", {"expect_events": [{"type": "deaths"}]},
     "action 2: expect_events 0: no 'deaths' event (the action caused: night_step)"),
    ("avalon-app-trapper", {"expect_events": [{"type": "check_answer", "audience": "public"}]},
     'action 2: expect_events 0 (check_answer): audience: expected "public", got [2]'),
    ("avalon-app-trapper", {"expect_view": {"viewer": "Gia", "view": {"round": True}}},
     "action 2: expect_view (Gia): view.round: expected true, got 1"),
    ("castle-app", {"expect_events": [{"type": "drew"}, {"type": "drew"}]},
     "action 2: expect_events 1: no 'drew' event"),
    ("castle-app", {"expect_view": {"viewer": 4, "view": {"draw_pile": 14}}},
     "action 2: expect_view (4): view.draw_pile: expected 14, got 15"),
]


def _record(name: str, expectations: dict[str, Any]) -> dict[str, Any]:
    data = json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))
    data["actions"][2].update(expectations)
    return data


def _cli(tmp_path: Path, data: dict[str, Any]) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "engine", "replay", str(path)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})


@pytest.mark.parametrize("name", sorted(CASES))
def test_expectations_that_hold_pass(name: str) -> None:
    outcome = replay(parse_record(json.dumps(_record(name, CASES[name]))))
    assert outcome.ok, (outcome.error, outcome.mismatch)
    assert outcome.session.result() is not None  # the whole record replayed after the checked action


@pytest.mark.parametrize(("name", "change", "words"), FAILING, ids=[f"{c[0]}-{i}" for i, c in enumerate(FAILING)])
def test_expectations_that_fail_name_the_action_and_the_key(name: str, change: dict[str, Any], words: str) -> None:
    outcome = replay(parse_record(json.dumps(_record(name, {**CASES[name], **change}))))
    assert outcome.error is None and outcome.mismatch is not None
    assert outcome.mismatch.startswith(words), outcome.mismatch


def test_the_cli_exits_0_when_they_hold_and_2_naming_the_action_when_not(tmp_path: Path) -> None:
    done = _cli(tmp_path, _record("castle-app", CASES["castle-app"]))
    assert done.returncode == 0, done.stderr
    name, change, words = FAILING[0]
    done = _cli(tmp_path, _record(name, {**CASES[name], **change}))
    assert done.returncode == 2 and f"error: {words}" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(("change", "words"), [
    ({"expect_view": {"viewer": 99, "view": {}}}, '"viewer" must be "public", "moderator", a seat 0-9 or a name, not 99'),
    ({"expect_view": {"viewer": "public"}}, '"expect_view" must be'),
    ({"expect_view": {"view": [], "viewer": "public"}}, '"expect_view" must be'),
    ({"expect_events": {"type": "x"}}, '"expect_events" must be a list'),
    ({"expect_events": [{"data": {}}]}, '"expect_events" 0 must be'),
    ({"expect_events": [{"type": "x", "audience": [42]}]}, '"expect_events" 0: "audience" must be'),
    ({"expect_events": [{"type": "x", "data": 3}]}, '"expect_events" 0: "data" must be an object'),
    ({"expect_error": "wrong_phase", "expect_events": []}, "an action expected to be refused changes nothing"),
])
def test_malformed_expectations_are_refused_when_loaded(tmp_path: Path, change: dict[str, Any], words: str) -> None:
    data = _record("onuw-app", change)
    with pytest.raises(RecordError, match="action 2"):
        parse_record(json.dumps(data))
    done = _cli(tmp_path, data)
    assert done.returncode == 1 and words in done.stderr and "action 2" in done.stderr, done.stderr


def test_subset_rules() -> None:
    assert subset_difference({"a": [3, 1, 2]}, {"a": [1, 2, 3], "b": 0}, "view") is None
    assert subset_difference([[1], [2]], [[2], [1]], "v") == "v[0]: expected [1] (in any order), got [2]"  # lists of lists: in order
    assert subset_difference([{"x": 1}], [{"x": 1, "y": 2}], "v") is None  # each item a subset
    assert subset_difference([1, 1], [1, 1], "v") is None  # repeated items: in order
    assert subset_difference([1], [True], "v") == "v: expected [1] (in any order), got [true]"
    assert subset_difference({"a": {"b": 1}}, {"a": 1}, "v") == "v.a: expected an object, got 1"


def test_expectations_are_written_back() -> None:
    record = parse_record(json.dumps(_record("castle-app", CASES["castle-app"])))
    assert record.to_json()["actions"][2] == _record("castle-app", CASES["castle-app"])["actions"][2]


ONUW_RECORDS = ROOT / "tests" / "onuw" / "records"


def _onuw(name: str, last: dict[str, Any], result: dict[str, Any]) -> dict[str, Any]:
    data = json.loads((ONUW_RECORDS / f"{name}.json").read_text(encoding="utf-8"))
    data["actions"][-1].update(last)
    data["expect_result"] = {**data.get("expect_result", {}), **result}
    return data


def test_one_night_names_each_death_s_cause_and_a_blocked_shot() -> None:
    """E11e: X (the Hunter) dies by the votes; his shot at U is stopped by the Bodyguard: an event and a result field."""
    blocked = {"hunter": 1, "target": 4, "by": "bodyguard"}
    data = _onuw("e11e", {"expect_events": [{"type": "hunter_shot_blocked", "audience": "public", "data": blocked}]},
                 {"causes": [{"seat": 1, "cause": "votes", "votes": 4}], "blocked_shots": [blocked]})
    outcome = replay(parse_record(json.dumps(data)))
    assert outcome.ok, (outcome.error, outcome.mismatch)
    event = next(e for e in outcome.session.events() if e.type == "hunter_shot_blocked")
    assert event.msg is not None and event.msg.english() == "X, a Hunter, shoots at U, but the Bodyguard protects U."
    # E11d: the same table without the Bodyguard's point: the shot takes U down, nothing is blocked
    data = _onuw("e11d", {"expect_events": [{"type": "hunter_shot", "data": {"hunter": 1, "target": 4}}]},
                 {"causes": [{"seat": 1, "cause": "votes", "votes": 4}, {"seat": 4, "cause": "hunter", "hunter": 1}],
                  "blocked_shots": []})
    outcome = replay(parse_record(json.dumps(data)))
    assert outcome.ok, (outcome.error, outcome.mismatch)


def test_a_blocked_shot_that_did_not_happen_is_a_mismatch() -> None:
    data = _onuw("e11d", {"expect_events": [{"type": "hunter_shot_blocked"}]}, {})
    outcome = replay(parse_record(json.dumps(data)))
    assert outcome.mismatch is not None and outcome.mismatch.startswith(
        f"action {len(data['actions']) - 1}: expect_events 0: no 'hunter_shot_blocked' event")
    data = _onuw("e11e", {}, {"blocked_shots": []})
    outcome = replay(parse_record(json.dumps(data)))
    assert outcome.mismatch == "result blocked_shots: expected [], got [{'hunter': 1, 'target': 4, 'by': 'bodyguard'}]"
