"""Records and `python -m engine`: replay, expected refusals, clear messages for bad files."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cli import main
from engine.record import load_record, record_from_session, replay
from engine.session import Session
from tests.toygame import GAME

ROOT = Path(__file__).resolve().parent.parent
TOY = ROOT / "tests" / "records" / "toy-complete.json"


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT, capture_output=True, text=True,
                          env={**__import__("os").environ, "TABLEKEEPER_EXTRA_GAMES": "tests.toygame:GAME"})


def test_replay_checks_expected_refusals_and_the_result() -> None:
    outcome = replay(load_record(TOY))
    assert outcome.ok and outcome.expected_rejections == 2
    assert outcome.session.result().winners == (1,)


def test_cli_replay_prints_result_view_and_events() -> None:
    done = run_cli("replay", str(TOY), "--events", "--view", "Ben")
    assert done.returncode == 0, done.stderr
    assert "expected refusals confirmed: 2" in done.stdout
    assert "[to Ben] Ben is red." in done.stdout
    assert "] Ana is red." not in done.stdout  # Ben did not learn Ana's colour from an event
    assert "winners: Ben" in done.stdout
    as_json = json.loads(run_cli("replay", str(TOY), "--json", "--view", "public", "--events").stdout)
    assert as_json["result"]["winners"] == [1]
    assert all(e["audience"] == "public" for e in as_json["events"])


def test_an_unexpected_refusal_exits_2_naming_the_action(tmp_path: Path) -> None:
    data = json.loads(TOY.read_text())
    data["actions"][3]["target"] = 2  # Chi guesses herself
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    done = run_cli("replay", str(bad))
    assert done.returncode == 2
    assert "action 3" in done.stderr and "guess_self" in done.stderr and "Chi cannot guess their own colour." in done.stderr
    assert "Traceback" not in done.stderr


def test_an_expected_refusal_that_is_accepted_fails(tmp_path: Path) -> None:
    data = json.loads(TOY.read_text())
    data["actions"][2]["expect_error"] = "guess_self"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    done = run_cli("replay", str(bad))
    assert done.returncode == 2 and "expected a refusal with code guess_self" in done.stderr


def test_a_wrong_expected_result_fails(tmp_path: Path) -> None:
    data = json.loads(TOY.read_text())
    data["expect_result"]["winners"] = ["Ana"]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    done = run_cli("replay", str(bad))
    assert done.returncode == 2 and "result winners" in done.stderr


@pytest.mark.parametrize(("content", "message"), [
    ("", "not valid JSON"),
    ('{"format": "tablekeeper-record", "version": 1, "game": "toy", "pla', "truncated"),
    ("[]", "must be a JSON object"),
    ('{"format": "x"}', "not a Tablekeeper record"),
    ('{"format": "tablekeeper-record", "version": 99}', "version 99 is not supported"),
    ('{"format": "tablekeeper-record", "version": 1, "game": "chess", "players": []}', "unknown game 'chess'"),
    ('{"format": "tablekeeper-record", "version": 1, "game": "toy", "players": ["A", "A"]}', "same name"),
    ('{"format": "tablekeeper-record", "version": 1, "game": "toy", "players": ["A"], "roles": ["red"]}', "setup is not valid"),
])
def test_malformed_records_get_a_clear_message(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "r.json"
    path.write_text(content)
    done = run_cli("replay", str(path))
    assert done.returncode == 1
    assert message in done.stderr and "Traceback" not in done.stderr
    assert path.read_text() == content  # the file is left as it was


def test_missing_file_and_binary_file(tmp_path: Path) -> None:
    done = run_cli("replay", str(tmp_path / "nope.json"))
    assert done.returncode == 1 and "cannot read" in done.stderr
    binary = tmp_path / "b.json"
    binary.write_bytes(b"\xff\xd8\xff\xe0 a jpeg")
    done = run_cli("replay", str(binary))
    assert done.returncode == 1 and "not UTF-8" in done.stderr


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut=st.integers(0, 2000), junk=st.binary(max_size=40))
def test_truncated_or_corrupted_records_never_raise(tmp_path: Path, capsys: pytest.CaptureFixture[str], cut: int,
                                                    junk: bytes) -> None:
    original = TOY.read_bytes()
    path = tmp_path / "fuzz.json"
    content = original[:cut] + junk + original[cut + len(junk):]
    path.write_bytes(content)
    code = main(["replay", str(path), "--json"])
    assert code in (0, 1, 2)
    assert path.read_bytes() == content
    capsys.readouterr()


def test_setup_script_and_games_commands() -> None:
    done = run_cli("setup", "toy", "--players", "3", "--json")
    assert done.returncode == 0 and json.loads(done.stdout)["roles"] == ["red", "blue", "red"]
    done = run_cli("script", "toy", "--players", "2", "--json")
    step = json.loads(done.stdout)["steps"][0]
    assert step["id"] == "toy.look" and step["english"] == "Everyone, look at your colour." and step["duration"] == 5.0
    assert "toy: Colour Guess" in run_cli("games").stdout
    done = run_cli("setup", "toy", "--players", "9")
    assert done.returncode == 1 and "2 to 4 players" in done.stderr
    done = run_cli("setup", "toy", "--players", "3", "--option", "colour=green")
    assert done.returncode == 1 and "unknown option 'colour'" in done.stderr
    assert run_cli("replay").returncode == 64


def test_a_session_saves_as_a_record_that_replays_identically(tmp_path: Path) -> None:
    session = Session(GAME, load_record(TOY).setup, seed=11)
    while session.result() is None:
        session.act(next(session.choices()[0].actions()))
    record = record_from_session(session)
    path = tmp_path / "saved.json"
    path.write_text(record.dumps())
    outcome = replay(load_record(path))
    assert outcome.ok and outcome.session.actions == session.actions
    assert outcome.session.result() == session.result()
