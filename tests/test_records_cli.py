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
from engine.core import Action, Setup
from engine.errors import RecordError
from engine.record import Entry, Record, header_json, load_record, parse_record, record_from_session, replay
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


@pytest.mark.parametrize("seat", ["3", "4", "99", "-1", "\u00b2", "1.0", ""])
def test_replay_refuses_a_view_of_a_seat_the_table_does_not_have(seat: str) -> None:
    """Issue 32: ``--view 3`` at a table of three is not a seat; it must not print the public view as if it were one."""
    done = run_cli("replay", str(TOY), "--view", seat)
    assert done.returncode == 1, (done.returncode, done.stdout)
    assert done.stdout == ""
    assert f"--view takes public, moderator, a player's name or a seat number 0-2, not {seat!r}" in done.stderr
    assert run_cli("replay", str(TOY), "--view", "2").returncode == 0


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


# -- in-process checks of engine/record.py (the CLI tests above run it in a child process) ------------------------

TOY_SETUP = Setup("toy", ("Ana", "Dương", "Chi"), ("red", "blue", "red"), {"announce": False})
BASE = '{"format": "tablekeeper-record", "version": 1, "game": "toy", "players": ["Ana", "Ben", "Chi"]'


def test_a_record_writes_every_field_it_has_and_only_those() -> None:
    record = Record(TOY_SETUP, [Entry(Action("guess", 1, {"target": 0, "colour": "red"}), "guess_self", "a slip"),
                                Entry(Action("guess", 2, {"target": 0, "colour": "blue"}))],
                    [Action("first_player", None, {"seat": 1})], 7, {"winners": ["Ana"]}, "A title")
    assert record.game == "toy"
    assert record.to_json() == {
        "format": "tablekeeper-record", "version": 1, "title": "A title",
        "game": "toy", "players": ["Ana", "Dương", "Chi"], "roles": ["red", "blue", "red"], "options": {"announce": False},
        "seed": 7, "chance": [{"type": "first_player", "seat": 1}],
        "actions": [{"type": "guess", "player": 1, "target": 0, "colour": "red", "expect_error": "guess_self", "note": "a slip"},
                    {"type": "guess", "player": 2, "target": 0, "colour": "blue"}],
        "expect_result": {"winners": ["Ana"]},
    }
    bare = Record(TOY_SETUP)
    assert bare.to_json() == {"format": "tablekeeper-record", "version": 1, "game": "toy",
                              "players": ["Ana", "Dương", "Chi"], "roles": ["red", "blue", "red"],
                              "options": {"announce": False}, "actions": []}
    text = bare.dumps()
    assert text.startswith('{\n "format": "tablekeeper-record",\n') and text.endswith("}\n")  # indent 1, one file line each
    assert '"Dương"' in text  # names stay readable, not \\u escapes
    assert parse_record(record.dumps()).to_json() == record.to_json()


def test_the_journal_header_is_the_setup_and_the_seed() -> None:
    assert header_json(TOY_SETUP, 3) == {"game": "toy", "players": ["Ana", "Dương", "Chi"], "roles": ["red", "blue", "red"],
                                         "options": {"announce": False}, "seed": 3}
    assert header_json(TOY_SETUP, None)["seed"] is None


def test_what_a_record_reads_back() -> None:
    record = load_record(TOY)
    assert record.title == "Colour Guess: two refusals checked, Ben guesses right"
    assert record.setup == Setup("toy", ("Ana", "Ben", "Chi"), ("red", "blue", "red"), {"announce": False})
    assert record.seed is None and record.expect_result == {"side": "guessers", "winners": ["Ben"]}
    assert [a.to_json() for a in record.chance] == [{"type": "deal", "colours": ["red", "red", "blue"]},
                                                    {"type": "first_player", "seat": 1}]
    assert [(e.action.type, e.action.player, e.expect_error) for e in record.entries][:2] == [
        ("guess", 1, "guess_self"), ("guess", 0, "not_your_turn")]
    odd = parse_record(BASE + ', "title": 5, "seed": 4, "actions": [{"type": "x", "player": 0, "note": 3}]}')
    assert odd.title is None and odd.seed == 4 and odd.entries[0].note is None
    assert parse_record(BASE + ', "actions": [{"type": "x", "note": "why"}]}').entries[0].note == "why"


@pytest.mark.parametrize(("content", "message"), [
    ("[1, 2", "record is not valid JSON (line 1, column 6"),
    ("[" * 100000, "is not a Tablekeeper record: RecursionError"),
    ("[]", "record: a record must be a JSON object"),
    ('{"format": "x"}', 'not a Tablekeeper record (no "format": "tablekeeper-record")'),
    ('{"format": "tablekeeper-record", "version": 2}', "record version 2 is not supported (this version reads 1)"),
    ('{"format": "tablekeeper-record", "version": 1}', 'missing "game"'),
    ('{"format": "tablekeeper-record", "version": 1, "game": "toy", "players": "Ana"}', '"players" must be a list'),
    ('{"format": "tablekeeper-record", "version": 1, "game": "toy", "players": ["Ana", " "]}', '"players" must be a list'),
    (BASE + ', "roles": "red"}', '"roles" must be a list of role ids'),
    (BASE + ', "roles": [1]}', '"roles" must be a list of role ids'),
    (BASE + ', "options": []}', '"options" must be an object'),
    (BASE + ', "options": {"colour": "green"}}', "record: unknown option(s) for toy: colour"),
    (BASE + ', "seed": "1"}', '"seed" must be a whole number'),
    (BASE + ', "seed": true}', '"seed" must be a whole number'),
    (BASE + ', "actions": {}}', '"actions" must be a list'),
    (BASE + ', "actions": [{"player": 0}]}', "record: action 0:"),
    (BASE + ', "actions": [{"type": "x", "expect_error": 3}]}', 'action 0: "expect_error" must be an error code'),
    (BASE + ', "chance": [{"seat": 1}]}', "record: chance outcome 0:"),
    (BASE + ', "chance": 3}', '"chance" must be a list'),
    (BASE + ', "expect_result": []}', '"expect_result" must be an object'),
])
def test_each_malformed_record_gets_its_own_reason(content: str, message: str) -> None:
    with pytest.raises(RecordError) as info:
        parse_record(content)
    assert message in str(info.value)


def test_files_that_are_not_records(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="is not a regular file"):
        load_record(tmp_path)
    big = tmp_path / "big.json"
    big.write_text("{}")
    with open(big, "r+b") as handle:
        handle.truncate(16 * 1024 * 1024 + 1)
    with pytest.raises(RecordError, match=r"is 16777217 bytes; a record is at most 16777216 bytes"):
        load_record(big)
    with pytest.raises(RecordError, match="cannot read"):
        load_record(tmp_path / "missing.json")
    binary = tmp_path / "b.json"
    binary.write_bytes(b"\xff\xd8")
    with pytest.raises(RecordError, match="is not UTF-8 text"):
        load_record(binary)


def _toy(**changes: object) -> Record:
    data = json.loads(TOY.read_text())
    data.update(changes)
    return parse_record(json.dumps(data))


def test_replay_reports_what_went_wrong_and_where() -> None:
    data = json.loads(TOY.read_text())
    wrong_code = json.loads(TOY.read_text())
    wrong_code["actions"][0]["expect_error"] = "not_your_turn"
    outcome = replay(parse_record(json.dumps(wrong_code)))
    assert outcome.error is not None and (outcome.error.index, outcome.error.code) == (0, "guess_self")
    assert outcome.error.reason.startswith("expected code not_your_turn, refused with: ")
    assert not outcome.ok
    unfinished = _toy(actions=data["actions"][:3])
    assert replay(unfinished).mismatch == "the record expects a result, but the game is not over"
    assert replay(_toy(expect_result={"winners": [1]})).ok  # seats work as well as names
    assert replay(_toy(expect_result={"side": "other"})).mismatch == "result side: expected 'other', got 'guessers'"
    assert replay(_toy(expect_result=None)).mismatch is None
    with pytest.raises(RecordError, match="the record's setup is not valid"):
        replay(_toy(roles=["red"]))


def test_a_record_of_a_session_has_its_history_and_no_undone_action() -> None:
    session = Session(GAME, TOY_SETUP, seed=5)
    session.act(next(session.choices()[0].actions()))
    session.act(next(session.choices()[0].actions()))
    session.undo()
    record = record_from_session(session, "Saved")
    assert record.title == "Saved" and record.seed == 5 and record.chance == [] and record.expect_result is None
    assert [e.action for e in record.entries] == session.actions and all(e.expect_error is None for e in record.entries)
