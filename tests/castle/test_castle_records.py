"""The reference's worked examples E1-E12 (shared/rules/castle.md §15) as records, replayed; and the docs examples."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.core import MODERATOR, PUBLIC
from engine.record import load_record, parse_record, replay
from engine.session import Session
from tests.castle.build_records import docs_examples, examples

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "tests" / "castle" / "records"
RECORD_FILES = sorted(RECORDS.glob("*.json"))
DOC_FILES = sorted((ROOT / "docs" / "examples").glob("castle-*.json"))


def _replayed(name: str) -> Session[Any]:
    outcome = replay(load_record(RECORDS / f"{name}.json"))
    assert outcome.ok, f"{name}: {outcome.error or outcome.mismatch}"
    return outcome.session


def _hands(s: Session[Any]) -> list[list[str]]:
    return [sorted(h) for h in s.view(MODERATOR)["moderator"]["hands"]]


def _events(s: Session[Any], viewer: Any = PUBLIC) -> list[str]:
    return [e.type for e in s.events(viewer)]


def _known(s: Session[Any], seat: int, kind: str) -> list[dict[str, Any]]:
    return [k for k in s.view(seat)["you"]["known"] if k["type"] == kind]


@pytest.mark.parametrize("path", RECORD_FILES + DOC_FILES, ids=lambda p: p.name)
def test_record_replays(path: Path) -> None:
    outcome = replay(load_record(path))
    assert outcome.ok, f"{path.name}: {outcome.error or outcome.mismatch}"


def test_every_example_has_a_record_and_the_files_are_current() -> None:
    names = {p.stem for p in RECORD_FILES}
    assert {"e1", "e2", "e3", "e4", "e5", "e5b", "e6", "e7", "e8", "e9a", "e9b", "e9c", "e9d", "e9e", "e10", "e11", "e12", "e12b"} <= names
    built = examples()
    assert set(built) == names
    for path in RECORD_FILES:
        assert json.loads(path.read_text(encoding="utf-8")) == built[path.stem], f"{path.name} differs from build_records.py"
    for name, record in docs_examples().items():
        assert json.loads((ROOT / "docs" / "examples" / f"{name}.json").read_text(encoding="utf-8")) == record
    assert {p.stem for p in DOC_FILES} == {"castle-app", "castle-physical"}
    modes = {json.loads(p.read_text(encoding="utf-8"))["options"]["mode"] for p in DOC_FILES}
    assert modes == {"app", "physical"}


def test_cli_replays_a_record() -> None:
    proc = subprocess.run([sys.executable, "-m", "engine", "replay", str(RECORDS / "e10.json")], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert "result: order wins" in proc.stdout


def test_e1_effects_run_in_order_and_bora_never_sees_the_whip() -> None:
    s = _replayed("e1")
    looks = _known(s, 1, "saw_items")
    assert looks[-1]["items"] == sorted(["privilege", "dagger", "monocle", "gloves", "goblet"])
    hands = _hands(s)
    assert hands[3] == sorted(["privilege", "dagger", "monocle", "goblet", "whip"])
    assert "gloves" in hands[4]
    assert hands[1] == sorted(["bag_goblet", "key"])
    announced = [e.data["item"] for e in s.events(PUBLIC) if e.type == "effect"]
    assert announced == ["privilege", "bag_goblet"]
    assert s.view(PUBLIC)["turn"] == 2
    # the Whip was seen by Dana only
    assert [e.data["item"] for e in s.events(3) if e.type == "drew_card"] == ["whip"]
    assert not [e for e in s.events(1) if e.type == "drew_card"]


def test_e2_mirror_trade_is_silent() -> None:
    s = _replayed("e2")
    assert "effect" not in _events(s)
    assert "accepted" in _events(s)
    assert "monocle" in _hands(s)[0] and not _known(s, 0, "saw_society")
    s2 = _replayed("e2b")
    pile = json.loads((RECORDS / "e2b.json").read_text(encoding="utf-8"))["actions"][0]["pile"]
    assert s2.view(PUBLIC)["draw_pile"] == len(pile)
    assert "drew" not in _events(s2)
    assert _hands(s2)[0] == sorted(["bag_key", "key"])


def test_e3_counts_five_against_four() -> None:
    for name in ("e3", "e3_app"):
        s = _replayed(name)
        won = next(e for e in s.events(PUBLIC) if e.type == "fight_won")
        assert won.data == {"winner": 2, "totals": [5, 4]}
    s = _replayed("e3_app")
    assert "goblet" in _hands(s)[2] and _hands(s)[4] == ["gloves", "sextant"]
    assert "gave_back" not in _events(s)
    s = _replayed("e3")
    assert "gave_back" in _events(s)  # physical: Emil's only card was taken, so one came back
    assert [v["items"] for v in s.view(PUBLIC)["seats"]] == [1, 1, 1, 1, 1, 1]


def test_e4_tie_draw_and_overflow() -> None:
    s = _replayed("e4")
    tie = next(e for e in s.events(PUBLIC) if e.type == "fight_tie")
    assert tie.data["totals"] == [2, 2]
    hands = _hands(s)
    assert len(hands[1]) == 6 and "whip" in hands[1] and "tome" in hands[0]
    assert s.view(PUBLIC)["turn"] == 2


def test_e5_poison_mixer_gives_the_fight_to_the_defender() -> None:
    s = _replayed("e5")
    won = next(e for e in s.events(PUBLIC) if e.type == "fight_won")
    assert won.data["winner"] == 3
    seen = _known(s, 3, "saw_society")
    assert seen and seen[-1]["seat"] == 0 and seen[-1]["profession"] == "thug"
    assert s.view(PUBLIC)["seats"][6]["profession"] == "poison_mixer"
    # seat 7 (here 6) waited until every other player had passed: the Mixer comes in the last word, after six passes
    actions = [a for a in s.actions if a.type in ("pass_priority", "poison_mixer", "use")]
    assert [a.player for a in actions[-7:-1]] == [0, 1, 2, 3, 4, 5] and actions[-1].type == "poison_mixer"
    kinds = _events(s)
    assert kinds.index("last_word") < kinds.index("poison_mixer")
    assert "hypnotised" in _events(_replayed("e5b"))  # and both Poison Mixer attempts were refused (the record)


def test_e6_duelist_and_poison_ring() -> None:
    won = next(e for e in _replayed("e6").events(PUBLIC) if e.type == "fight_won")
    assert won.data == {"winner": 1, "totals": [3, 2]}
    won = next(e for e in _replayed("e6b").events(PUBLIC) if e.type == "fight_won")
    assert won.data == {"winner": 3, "totals": [3, 3]}


def test_e7_hypnosis_voids_the_shield() -> None:
    s = _replayed("e7")
    won = next(e for e in s.events(PUBLIC) if e.type == "fight_won")
    assert won.data == {"winner": 1, "totals": [3, 2]}
    assert "key" in _hands(s)[1]
    assert s.view(PUBLIC)["seats"][1]["profession"] == "hypnotist"


def test_e8_priest_payment_is_not_a_trade() -> None:
    s = _replayed("e8")
    hands = _hands(s)
    assert "tome" in hands[2] and "tome" not in hands[0]
    profs = s.view(MODERATOR)["moderator"]["professions"]
    assert profs[0] == "thug" and profs[2] == "priest"
    assert s.view(PUBLIC)["turn"] == 1
    assert "support" not in _events(s)


def test_e9_declarations() -> None:
    assert _replayed("e9a").result().details["declaration"] == {"declarer": 0, "partners": [2], "count": 3, "drink": 1, "success": True}
    assert _replayed("e9b").result().details["declaration"]["count"] == 2
    assert _replayed("e9d").result().details["declaration"]["count"] == 2
    s = _replayed("e9e")
    assert s.result() is None and "revealed" not in _events(s)


def test_e10_bags_convert_and_may_then_be_swapped() -> None:
    s = _replayed("e10")
    assert "bags_converted" in _events(s)
    assert s.result().details["declaration"]["count"] == 3
    # the first trade names the bag and the Coat; the bag-for-bag trade after conversion names nothing and draws nothing
    assert [e.data["item"] for e in s.events(PUBLIC) if e.type == "effect"] == ["bag_key", "coat"]
    assert _events(s).count("drew") == 1


def test_e11_loge() -> None:
    s = _replayed("e11")
    assert s.result().winners == (2,)
    assert _replayed("e11b").result() is None


def test_e12_diplomat() -> None:
    s = _replayed("e12")
    assert _known(s, 4, "saw_society")[-1]["seat"] == 6
    hands = _hands(s)
    assert "coat" in hands[4] and "monocle" in hands[6]
    assert s.view(PUBLIC)["fight"]["attacker"] == 4
    assert s.view(PUBLIC)["seats"][4]["profession"] == "diplomat"
    s = _replayed("e12b")
    assert _known(s, 4, "saw_items")[-1]["items"] == ["dagger", "goblet"]
    assert s.view(PUBLIC)["turn"] == 6


def test_a_record_without_the_scenario_option_cannot_start_from_stated_hands() -> None:
    data = json.loads((RECORDS / "e1.json").read_text(encoding="utf-8"))
    assert data["options"]["scenario_start"] is True
    del data["options"]["scenario_start"]
    outcome = replay(parse_record(json.dumps(data)))
    assert not outcome.ok and outcome.error is not None and outcome.error.code == "bad_chance" and outcome.error.index == 0
