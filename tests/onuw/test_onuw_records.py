"""The reference's worked examples E1-E11 (shared/rules/onuw.md §9) as records, replayed; and the docs examples."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.core import MODERATOR, PUBLIC
from engine.record import load_record, replay
from engine.session import Session
from tests.onuw.build_records import docs_examples, examples

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "tests" / "onuw" / "records"
RECORD_FILES = sorted(RECORDS.glob("*.json"))
DOC_FILES = sorted((ROOT / "docs" / "examples").glob("onuw-*.json"))


def _replayed(path: Path) -> Session[Any]:
    outcome = replay(load_record(path))
    assert outcome.ok, f"{path.name}: {outcome.error or outcome.mismatch}"
    assert outcome.session.result() is not None
    return outcome.session


def _table(session: Session[Any]) -> list[str]:
    return list(session.view(MODERATOR)["moderator"]["positions"].values())


def _known(session: Session[Any], seat: int) -> list[dict[str, Any]]:
    return session.view(seat)["known"]


@pytest.mark.parametrize("path", RECORD_FILES + DOC_FILES, ids=lambda p: p.name)
def test_record_replays_to_its_expected_result(path: Path) -> None:
    _replayed(path)


def test_every_example_has_a_record_and_the_files_are_current() -> None:
    names = {p.stem for p in RECORD_FILES}
    assert {"e1", "e2", "e3", "e4", "e5", "e6", "e7", "e8", "e9a", "e9b", "e9c", "e10"} <= names
    assert {f"e11{c}" for c in "abcdefgh"} <= names
    built = examples()
    for path in RECORD_FILES:
        assert json.loads(path.read_text(encoding="utf-8")) == built[path.stem], f"{path.name} differs from build_records.py"
    for name, record in docs_examples().items():
        assert json.loads((ROOT / "docs" / "examples" / f"{name}.json").read_text(encoding="utf-8")) == record
    assert {p.stem for p in DOC_FILES} >= {"onuw-app", "onuw-physical"}


def test_e1_alpha_wolf_gives_the_center_werewolf_card() -> None:
    s = _replayed(RECORDS / "e1.json")
    assert _table(s) == ["alpha_wolf", "seer", "werewolf", "werewolf", "robber", "villager", "troublemaker", "villager"]
    seer = [k["card"] for k in _known(s, 1) if k.get("center")]
    assert seer == ["villager", "villager"]
    assert s.result().details["final_roles"][2] == "werewolf"  # Cleo never knew


def test_e2_shield_blocks_robber_and_idiot() -> None:
    s = _replayed(RECORDS / "e2.json")
    assert _table(s) == ["robber", "werewolf", "sentinel", "village_idiot", "seer", "werewolf", "villager", "villager"]
    assert s.view(PUBLIC)["board"]["seats"][1]["shield"] is True
    assert [k["card"] for k in _known(s, 2) if k.get("step") == "robber"] == ["seer"]


def test_e3_witch_gives_herself_a_werewolf() -> None:
    s = _replayed(RECORDS / "e3.json")
    assert _table(s) == ["werewolf", "werewolf", "troublemaker", "witch", "seer", "villager"]


def test_e4_pi_continues_past_the_doppelganger_and_stops_on_the_tanner() -> None:
    s = _replayed(RECORDS / "e4.json")
    pi_saw = [k.get("card") for k in _known(s, 1) if k.get("step") == "paranormal_investigator" and "card" in k]
    assert pi_saw == ["doppelganger", "tanner"]
    assert s.result().details["final_roles"] == ["werewolf", "tanner", "tanner", "werewolf"]


def test_e5_doppel_insomniac_sees_her_card_was_taken() -> None:
    s = _replayed(RECORDS / "e5.json")
    assert _table(s)[:4] == ["robber", "insomniac", "doppelganger", "werewolf"]
    late = [k["card"] for k in _known(s, 0) if k.get("step") == "doppelganger_insomniac"]
    assert late == ["robber"]
    assert [k["card"] for k in _known(s, 1) if k.get("step") == "insomniac"] == ["insomniac"]
    assert s.result().details["final_roles"][2] == "insomniac"


def test_e6_revealed_pi_stays_face_up_and_hides_the_conversion() -> None:
    s = _replayed(RECORDS / "e6.json")
    seats = s.view(PUBLIC)["board"]["seats"]
    assert seats[2]["face_up"] == "paranormal_investigator"
    assert s.result().details["final_roles"][2] == "werewolf"
    assert s.result().winners == (0, 4)


def test_e7_bodyguard_pointing_is_not_a_vote() -> None:
    s = _replayed(RECORDS / "e7.json")
    assert s.result().details["counts"][:3] == [0, 2, 2] and s.result().details["dead"] == [1]
    v = _replayed(RECORDS / "e7_variant.json")
    assert v.result().details["dead"] == [5] and v.result().details["protected"] == [2]


def test_e8_tanner_and_werewolf_die_and_the_hunter_variant() -> None:
    s = _replayed(RECORDS / "e8.json")
    assert s.result().details["dead"] == [1, 4] and s.result().details["final_roles"][4] == "tanner"
    h = _replayed(RECORDS / "e8_hunter.json")
    assert h.result().details["dead"] == [1, 2] and h.result().details["shots"] == [[2, 1]]


def test_e9_minion_with_every_werewolf_in_the_center() -> None:
    a = _replayed(RECORDS / "e9a.json")
    assert _table(a) == ["minion", "seer", "villager", "villager", "werewolf", "werewolf", "drunk"]
    assert [k.get("werewolves") for k in _known(a, 0) if k.get("step") == "minion"] == [[]]


def test_e10_doppelganger_identity_travels_with_the_card() -> None:
    s = _replayed(RECORDS / "e10.json")
    assert _table(s)[:4] == ["robber", "werewolf", "doppelganger", "seer"]
    assert [k["card"] for k in _known(s, 3) if k.get("step") == "seer"] == ["doppelganger"]
    assert s.result().details["final_roles"] == ["robber", "werewolf", "werewolf", "seer"]
