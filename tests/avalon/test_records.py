"""The rule page's three examples and the reference's worked examples (§16), replayed from tests/avalon/records."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.record import load_record, replay
from tests.avalon import build_records

RECORDS = Path(__file__).resolve().parent / "records"
FILES = sorted(RECORDS.glob("*.json"))


def test_every_example_is_recorded() -> None:
    assert {f.stem for f in FILES} == set(build_records.all_builders())


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_record_replays_with_its_expectations(path: Path) -> None:
    raw: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    outcome = replay(load_record(path))
    assert outcome.ok, (outcome.error, outcome.mismatch)
    assert outcome.expected_rejections == sum(1 for a in raw["actions"] if "expect_error" in a)
    session = outcome.session
    state = session.state
    names = list(raw["players"])
    for want in raw.get("expect_quests", []):
        quest = next(q for q in state.quests if q.number == want["quest"])
        public = session.view("public")["quest_track"][want["quest"] - 1]
        for key, value in want.items():
            if key == "quest":
                continue
            if key == "removed":
                assert quest.removed == names.index(value)
            elif key == "removed_card":
                assert quest.current(quest.removed) == value
            elif key == "public_status":
                assert public["status"] == value
            elif key == "fails_needed":
                assert public["fails_needed"] == value
            else:
                assert getattr(quest, key) == value, key
        if quest.removed is not None:
            assert len(quest.team) - 1 == (quest.fails or 0) + (quest.successes or 0)  # §9.13: team size minus one counted
    events = [e for g in session.groups for e in g.events]
    for want in raw.get("expect_events", []):
        audience = "public" if want["audience"] == "public" else tuple(names.index(n) for n in want["audience"])
        matches = [e for e in events if e.type == want["type"] and e.audience == audience
                   and all(e.data.get(k) == v for k, v in want["data"].items())]
        assert matches, want
    for etype in raw.get("expect_no_events", []):
        assert not [e for e in events if e.type == etype], etype


def test_records_are_what_the_builder_writes() -> None:
    for name, builder in build_records.all_builders().items():
        assert (RECORDS / f"{name}.json").read_text(encoding="utf-8") == build_records.render(builder), name
    for name, make in build_records.DOCS.items():
        assert (build_records.DOCS_DIR / f"{name}.json").read_text(encoding="utf-8") == build_records.render(make()), name


def test_removed_value_reaches_only_the_leader_until_the_end() -> None:
    outcome = replay(load_record(RECORDS / "ref-4b-trapper-removes-switched.json"))
    session = outcome.session
    dee = session.setup.players.index("Dee")
    quest = session.state.quests[1]
    for viewer in ["public", "moderator", *range(session.setup.count)]:
        entry = session.view(viewer)["quest_track"][1]
        assert ("removed_card" in entry) == (viewer == dee)
    assert session.view(dee)["quest_track"][1]["removed_card"] == "fail"
    assert quest.removed == session.setup.players.index("Ivo")


EXAMPLES = sorted((RECORDS.parents[2] / "docs" / "examples").glob("avalon-*.json"))


@pytest.mark.parametrize("path", EXAMPLES, ids=[f.stem for f in EXAMPLES])
def test_documented_examples_are_complete_games(path: Path) -> None:
    outcome = replay(load_record(path))
    assert outcome.ok, (outcome.error, outcome.mismatch)
    assert outcome.session.result() is not None


def test_examples_cover_both_modes() -> None:
    modes = {json.loads(p.read_text(encoding="utf-8"))["options"].get("mode", "app") for p in EXAMPLES}
    assert modes == {"app", "physical"}
