"""The live-game journal: every action survives a crash; undo is an entry of its own."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core import MODERATOR, Action, Setup
from engine.errors import RecordError
from engine.journal import Journal, read_journal
from engine.record import header_json
from engine.session import Session
from tests.toygame import GAME

SETUP = Setup("toy", ("Ana", "Ben", "Chi", "Dao"), ("red", "blue", "red", "blue"), {"announce": False})


def start(path: Path, seed: int = 3) -> Session:
    journal = Journal.create(path, header_json(SETUP, seed))
    return Session(GAME, SETUP, seed=seed, journal=journal)


def resume(path: Path) -> Session:
    journal, header, entries = Journal.reopen(path)
    session = Session(GAME, SETUP, seed=header["seed"], journal=journal, settle=False)
    session.replay_journal_entries(entries)
    return session


def play_turn(session: Session) -> None:
    choice = session.choices()[0]
    session.act(next(choice.actions()))


def test_resume_restores_the_same_state_including_the_deal(tmp_path: Path) -> None:
    path = tmp_path / "game.journal"
    live = start(path)
    play_turn(live)
    play_turn(live)
    resumed = resume(path)
    assert resumed.view(MODERATOR) == live.view(MODERATOR)
    assert resumed.actions == live.actions


def test_undo_is_journaled_and_never_comes_back(tmp_path: Path) -> None:
    path = tmp_path / "game.journal"
    live = start(path)
    play_turn(live)
    play_turn(live)
    live.undo()
    lines = path.read_text().splitlines()
    assert json.loads(lines[-1]) == {"undo": 1}
    assert len(lines) == 1 + 2 + 2 + 1  # header, deal + first player, two acts, the undo
    resumed = resume(path)
    assert resumed.actions == live.actions
    assert resumed.can_redo()
    resumed.redo()
    again = resume(path)
    assert again.actions == resumed.actions


def test_a_line_cut_by_a_crash_is_dropped_and_trimmed(tmp_path: Path) -> None:
    path = tmp_path / "game.journal"
    live = start(path)
    play_turn(live)
    kept = list(live.actions)
    play_turn(live)
    data = path.read_bytes()
    path.write_bytes(data[:-7])  # the last action's line, cut mid-write
    resumed = resume(path)
    assert resumed.actions == kept
    play_turn(resumed)  # appending after the trim gives a clean journal
    header, entries, _ = read_journal(path)
    assert len(entries) == 4 and header["players"] == list(SETUP.players)


def test_a_damaged_line_in_the_middle_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "game.journal"
    live = start(path)
    play_turn(live)
    play_turn(live)
    lines = path.read_bytes().split(b"\n")
    lines[2] = b'{"do": {"ty'
    path.write_bytes(b"\n".join(lines))
    before = path.read_bytes()
    with pytest.raises(RecordError, match="line 3 of the journal is damaged"):
        read_journal(path)
    assert path.read_bytes() == before


@pytest.mark.parametrize("content", [b"", b"\n\n", b"not json at all\n", b'{"format": "other"}\n', b"\xff\xfe\x00garbage\n"])
def test_not_a_journal(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "x.journal"
    path.write_bytes(content)
    with pytest.raises(RecordError):
        read_journal(path)


def test_every_entry_is_flushed_to_disk_as_it_happens(tmp_path: Path) -> None:
    path = tmp_path / "game.journal"
    live = start(path)
    play_turn(live)
    # Without closing the journal, another reader sees the action already.
    _header, entries, _ = read_journal(path)
    assert Action.from_json(entries[-1]["do"]) == live.actions[-1]


def test_every_entry_is_written_then_fsynced_before_append_returns(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """flush alone hands the line to the OS; only fsync survives a power cut, so each entry must be fsynced."""
    import os

    path = tmp_path / "game.journal"
    calls: list[tuple[int, int]] = []  # (descriptor, lines on disk when it was synced)
    real_fsync = os.fsync

    def recording_fsync(fd: int) -> None:
        calls.append((fd, len(path.read_bytes().splitlines())))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", recording_fsync)
    live = start(path)
    play_turn(live)
    play_turn(live)
    live.undo()
    live.redo()
    assert live.journal is not None
    fd = live.journal._handle.fileno()
    lines = path.read_text().splitlines()
    assert len(lines) == 1 + 2 + 2 + 1 + 1  # header, deal + first player, two acts, undo, redo
    # One fsync of the journal's own descriptor per line, each once that line was written.
    assert calls == [(fd, n) for n in range(1, len(lines) + 1)]


def test_a_journal_of_another_version_is_refused_naming_the_version(tmp_path: Path) -> None:
    path = tmp_path / "game.journal"
    live = start(path)
    play_turn(live)
    lines = path.read_text().splitlines()
    header = json.loads(lines[0])
    assert header["version"] == 1
    header["version"] = 2  # otherwise a sound journal: only the version check can refuse it
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    with pytest.raises(RecordError, match=r"journal of version 2; this version reads 1"):
        read_journal(path)
    with pytest.raises(RecordError, match=r"version 2"):
        Journal.reopen(path)


def test_the_header_names_the_format_literally_and_keeps_names_readable(tmp_path: Path) -> None:
    """Journals written by this version must stay readable by the next: the format's name is part of the file."""
    path = tmp_path / "game.journal"
    setup = Setup("toy", ("Dương", "Ben", "Chi", "Dao"), SETUP.roles, SETUP.options)
    Journal.create(path, header_json(setup, 3)).close()
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert json.loads(first)["format"] == "tablekeeper-journal"
    assert "Dương" in first  # UTF-8, not \\u escapes: a person can read the journal


def test_journals_are_created_in_missing_and_existing_folders(tmp_path: Path) -> None:
    folder = tmp_path / "data" / "games"
    for name in ("a.journal", "b.journal"):
        Journal.create(folder / name, header_json(SETUP, 1)).close()
    assert sorted(p.name for p in folder.iterdir()) == ["a.journal", "b.journal"]


def test_close_releases_the_file(tmp_path: Path) -> None:
    path = tmp_path / "game.journal"
    journal = Journal.create(path, header_json(SETUP, 1))
    journal.close()
    with pytest.raises(ValueError, match="closed file"):
        journal.append({"undo": 1})


def test_a_missing_journal_is_a_record_error(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read"):
        read_journal(tmp_path / "gone.journal")


HEADER = b'{"format":"tablekeeper-journal","version":1,"game":"toy"}\n'


@pytest.mark.parametrize(("content", "reason"), [
    (b'{"format": "other", "version": 1}\n{"undo": 1}\n', "is not a Tablekeeper journal"),
    (b'{"version": 1}\n', "is not a Tablekeeper journal"),
    (HEADER + b'[1, 2]\n{"undo": 1}\n', "line 2 of the journal is damaged"),
    (HEADER + b'"do"\n{"undo": 1}\n', "line 2 of the journal is damaged"),
    (b"[]\n" + HEADER, "line 1 of the journal is damaged"),
])
def test_each_refusal_gives_its_own_reason(tmp_path: Path, content: bytes, reason: str) -> None:
    path = tmp_path / "x.journal"
    path.write_bytes(content)
    with pytest.raises(RecordError, match=reason):
        read_journal(path)


def test_a_cut_last_line_followed_by_blank_lines_is_dropped(tmp_path: Path) -> None:
    """A crash can leave the end of the file padded (blank lines after the cut line): that line is not "damage"."""
    path = tmp_path / "x.journal"
    path.write_bytes(HEADER + b'{"undo": 1}\n{"do": {"ty\n\n\n')
    header, entries, good = read_journal(path)
    assert header["game"] == "toy" and entries == [{"undo": 1}]
    assert good == len(HEADER) + len(b'{"undo": 1}\n')


def test_a_last_line_that_lost_only_its_newline_is_dropped_and_the_next_move_gets_a_line_of_its_own(tmp_path: Path) -> None:
    """A crash between a line's text and its newline leaves valid JSON without the newline: it is not known to be
    complete, so it is dropped and trimmed like any cut line. Taken as complete, the next move would be appended
    to the same line and a later resume would drop both."""
    path = tmp_path / "game.journal"
    live = start(path)
    play_turn(live)
    kept = list(live.actions)
    play_turn(live)
    data = path.read_bytes()
    assert data.endswith(b"}\n")
    path.write_bytes(data[:-1])
    _header, _entries, good = read_journal(path)
    assert good == data.rindex(b"\n", 0, len(data) - 1) + 1, "the line without its newline is not counted"
    resumed = resume(path)
    assert resumed.actions == kept
    play_turn(resumed)
    lines = path.read_bytes().split(b"\n")
    assert lines[-1] == b"" and all(json.loads(line) for line in lines[:-1]), "every line is whole"
    again = resume(path)
    assert again.actions == resumed.actions and len(again.actions) > len(kept)
