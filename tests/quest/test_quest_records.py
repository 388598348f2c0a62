"""The reference's worked examples (shared/rules/quest.md §10) as records, replayed; and the docs examples."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.core import MODERATOR, PUBLIC
from engine.record import load_record, replay
from engine.session import Session
from tests.quest.build_records import docs_examples, examples
from tests.quest.helpers import act, refusal

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "tests" / "quest" / "records"
RECORD_FILES = sorted(RECORDS.glob("*.json"))
DOC_FILES = sorted((ROOT / "docs" / "examples").glob("quest-*.json"))


def _replayed(name: str) -> Session[Any]:
    path = RECORDS / f"{name}.json" if not name.startswith("quest-") else ROOT / "docs" / "examples" / f"{name}.json"
    outcome = replay(load_record(path))
    assert outcome.ok, f"{path.name}: {outcome.error or outcome.mismatch}"
    return outcome.session


@pytest.mark.parametrize("path", RECORD_FILES + DOC_FILES, ids=lambda p: p.name)
def test_record_replays_with_its_expected_refusals_and_result(path: Path) -> None:
    record = load_record(path)
    outcome = replay(record)
    assert outcome.ok, f"{path.name}: {outcome.error or outcome.mismatch}"
    assert outcome.expected_rejections == sum(1 for e in record.entries if e.expect_error)
    if record.expect_result is not None:
        assert outcome.session.result() is not None


def test_files_are_what_the_builder_makes() -> None:
    built = examples()
    assert {p.stem for p in RECORD_FILES} == set(built)
    for path in RECORD_FILES:
        assert json.loads(path.read_text(encoding="utf-8")) == built[path.stem], f"{path.name} differs from build_records.py"
    docs = docs_examples()
    assert {p.stem for p in DOC_FILES} == set(docs)
    for path in DOC_FILES:
        assert json.loads(path.read_text(encoding="utf-8")) == docs[path.stem], f"{path.name} differs from build_records.py"


def test_docs_examples_are_complete_games_in_both_modes_and_variants() -> None:
    seen = set()
    for path in DOC_FILES:
        record = load_record(path)
        session = _replayed(path.stem)
        assert session.result() is not None and record.expect_result is not None
        seen.add((record.setup.options["variant"], record.setup.options["mode"], record.setup.count))
    assert seen == {("standard", "app", 10), ("standard", "physical", 10), ("directors_cut", "app", 8),
                    ("directors_cut", "physical", 8)}


def test_ex1_morgan_with_the_magic_token_fails_quest_one() -> None:
    for name in ("ex1", "ex1_physical"):
        s = _replayed(name)
        view = s.view(PUBLIC)
        assert view["quests"][0]["result"] == "fail" and view["quests"][0]["fails"] == 1
        assert (view["successes"], view["failures"]) == (0, 1)
        assert view["phase"] == "next_leader" and view["seats"][0]["veteran"] and view["seats"][0]["leader"]
        legal = s.choices()[0].params["leader"].values
        assert legal == (1, 2, 3, 4)  # anyone but Jennifer; no Amulet after quest 1
        act(s, "next_leader", 0, leader=2)
        assert s.state.phase == "team"  # 5 players: no Amulet


def test_ex2_two_fail_quests() -> None:
    s = _replayed("ex2a")
    assert s.result().side == "good" and s.view(PUBLIC)["quests"][3]["fails"] == 1
    s = _replayed("ex2b")
    assert s.view(PUBLIC)["quests"][3]["result"] == "fail"
    s = _replayed("ex2c")
    quests = s.view(PUBLIC)["quests"]
    assert [q["two_fails"] for q in quests] == [False, False, True, True, False]
    assert [(q["fails"], q["result"]) for q in quests] == [(1, "fail"), (0, "success"), (1, "success"), (2, "fail"), (1, "fail")]
    assert s.state.phase == "discussion"


def test_ex3_amulet_round_and_the_forced_choices_ahead() -> None:
    s = _replayed("ex3")
    amir, bea, chloe, diego, elif_, farid, greta, hiro = range(8)
    view = s.view(PUBLIC)
    assert view["amulets"] == [{"holder": diego, "target": elif_}, {"holder": greta, "target": hiro}]
    assert "evil" not in json.dumps(view["amulets"])
    assert s.view(greta)["you"]["amulet_answers"] == [{"target": hiro, "shows": "evil"}]
    assert s.view(diego)["you"]["amulet_answers"] == [{"target": elif_, "shows": "good"}]
    assert s.view(hiro)["you"]["amulet_answers"] == []
    answer_events = [e for e in s.events(MODERATOR) if e.type == "amulet_answer"]
    assert [e.audience for e in answer_events] == [(diego,), (greta,)]
    # quest 4 succeeds (5 players, two Fails needed): S = 2, F = 2
    act(s, "team", elif_, players=[amir, bea, chloe, elif_, farid])
    act(s, "magic", elif_, holder=amir)
    for p in (amir, bea, chloe, elif_, farid):
        act(s, "quest_card", p, card="success")
    (choice,) = s.choices()
    assert choice.params["leader"].values == (farid, hiro)
    act(s, "next_leader", elif_, leader=farid)
    (choice,) = s.choices()
    assert choice.single() is not None and choice.single().params == {"holder": hiro}
    act(s, "amulet", elif_, holder=hiro)
    (choice,) = s.choices()
    assert choice.params["target"].values == (amir, bea, chloe, farid)
    assert refusal(s, "amulet_check", hiro, target=elif_) == "amulet_target_used"


def test_ex4_hunt_results() -> None:
    expected = {"ex4a": "evil", "ex4b": "good", "ex4c": "good", "ex4d": "good", "ex4e": "evil", "ex4f": "good",
                "ex4g": "evil"}
    for name, side in expected.items():
        s = _replayed(name)
        assert s.result().side == side, name
        assert s.result().details["ending"] == "hunt"
    s = _replayed("ex4e")
    assert s.result().reason.text == "The Blind Hunter named Arthur first and correctly: Evil wins."


def test_ex5_duke_and_archduke_repair_the_last_chance() -> None:
    s = _replayed("ex5a")
    assert s.result().side == "good"
    assert sorted(map(tuple, s.view(PUBLIC)["end"]["roles"] and s.view(PUBLIC)["final"]["hands"])) == sorted([
        (0, 6), (0, 7), (1, 7), (1, 8), (2, 6), (3, 8), (3, 9), (4, 6), (4, 7), (5, 7), (5, 8)])
    assert _replayed("ex5b").result().side == "evil"


def test_ex6_every_leader_evil() -> None:
    s = _replayed("ex6a")
    assert s.result().reason.text.startswith("Good's Last Chance failed, but the Leader of every quest was Evil")
    assert _replayed("ex6b").result().side == "evil"
    assert _replayed("ex6c").result().side == "evil"


def test_ex7_revealer_and_mutineer() -> None:
    s = _replayed("ex7a")
    assert s.result().details["mutineers_joined"] == [8]
    assert 8 in s.result().winners
    s = _replayed("ex7b")
    assert s.result().details["mutineers_joined"] == [8] and 8 not in s.result().winners
    s = _replayed("ex7c")
    assert s.result().details["mutineers_joined"] == [] and 8 in s.result().winners
    assert s.view(PUBLIC)["seats"][7]["revealed_role"] == "revealer"


def test_ex8_hunter_vote() -> None:
    s = _replayed("ex8a")
    assert s.view(PUBLIC)["final"]["vote_fails"] == 1 and s.result().details["ending"] == "last_chance"
    s = _replayed("ex8b")
    assert s.view(PUBLIC)["final"]["vote_fails"] == 2 and s.result().details["ending"] == "hunt"
    assert s.view(PUBLIC)["final"]["hunt_reason"] == "vote"
    assert s.result().side == "evil"


def test_ex9_errata_hunt() -> None:
    s = _replayed("ex9a")
    assert s.result().side == "evil" and s.view(PUBLIC)["final"]["hunt_reason"] == "errata"
    assert not any(e.type == "discussion_over" for e in s.events())
    assert _replayed("ex9b").result().details["ending"] == "three_successes"
    assert _replayed("ex9c").result().details["ending"] == "three_successes"


def test_physical_doc_example_learns_the_roles_only_at_the_end() -> None:
    record = load_record(ROOT / "docs" / "examples" / "quest-standard-physical.json")
    outcome = replay(record)
    session = outcome.session
    states = session.states
    assert all(st.roles is None for st in states[:-1])
    assert session.result().details["audit"] == []
    assert session.result().details["roles"] == list(examples()["ex5a"]["chance"][1]["roles"])


def test_ex3_the_other_branch_hiro_leads() -> None:
    """§10 Ex. 3, looking ahead: if Hiro leads, Farid holds the last Amulet and may check Amir, Bea or Chloe."""
    s = _replayed("ex3")
    amir, bea, chloe, _diego, elif_, farid, greta, hiro = range(8)
    act(s, "team", elif_, players=[amir, bea, chloe, elif_, farid])
    act(s, "magic", elif_, holder=amir)
    for p in (amir, bea, chloe, elif_, farid):
        act(s, "quest_card", p, card="success")
    act(s, "next_leader", elif_, leader=hiro)
    (choice,) = s.choices()
    assert choice.single() is not None and choice.single().params == {"holder": farid}
    act(s, "amulet", elif_, holder=farid)
    (choice,) = s.choices()
    assert choice.params["target"].values == (amir, bea, chloe)
    assert refusal(s, "amulet_check", farid, target=hiro) == "amulet_target_used"
    assert refusal(s, "amulet_check", farid, target=greta) == "amulet_target_holder"


def test_ex6_a_hunt_ignores_the_every_leader_evil_rule() -> None:
    """§10 Ex. 6: "had a Blind Hunter hunted instead, the rule would not apply" (R-27)."""
    from tests.quest.helpers import game_with, play_quest

    dealt = ["blind_hunter", "morgan", "changeling", "loyal_servant", "loyal_servant", "duke"]
    s = game_with(dealt, first=0)
    act(s, "reveal_done")
    play_quest(s, [0, 3], magic=3, fails=[0])
    act(s, "next_leader", 0, leader=1)
    play_quest(s, [1, 4, 5], magic=5, fails=[1])
    act(s, "next_leader", 1, leader=2)
    act(s, "amulet", 1, holder=3)
    act(s, "amulet_check", 3, target=0)
    act(s, "loyalty", 0, card="evil")
    play_quest(s, [2, 3, 4, 5], magic=3, fails=[2])
    act(s, "discussion_done")
    act(s, "hunt_decision", 0, hunt=True)
    act(s, "hunt_naming", 0, target=3, role="loyal_servant")
    act(s, "hunt_naming", 0, target=5, role="duke")
    assert all(s.state.roles[p] in ("blind_hunter", "morgan", "changeling") for p in s.state.leaders)
    assert s.result().side == "evil" and s.result().details["ending"] == "hunt"
