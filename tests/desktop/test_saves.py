"""The autosave store and resume checks (desktop/saves.py), with literal expectations: names, folders, reasons."""

from __future__ import annotations

import datetime as dt
import json
import re
from pathlib import Path

import pytest

from desktop.saves import (
    ResumeError,
    SaveStore,
    app_settings,
    check_journal,
    count_actions,
    default_save_dir,
    read_header,
    replay_entries,
)
from engine.core import Setup
from engine.record import header_json
from engine.session import Session
from tests.toygame import GAME

#: The size limit the store promises (32 MiB), written out rather than read from the module under test.
MAX_JOURNAL_BYTES = 32 * 1024 * 1024
SETUP = Setup("toy", ("Ana", "Ben", "Chi", "Dao"), ("red", "blue", "red", "blue"), {"announce": False})
HEADER = {"format": "tablekeeper-journal", "version": 1, **header_json(SETUP, 3)}


def journal_text(*entries: dict, header: dict | None = None) -> str:
    return "".join(json.dumps(e) + "\n" for e in [header or HEADER, *entries])


def started_game(store: SaveStore, turns: int = 1) -> tuple[Path, Session]:
    journal = store.create(SETUP, 3)
    session: Session = Session(GAME, SETUP, seed=3, journal=journal)
    for _ in range(turns):
        session.act(next(session.choices()[0].actions()))
    return journal.path, session


@pytest.fixture
def store(qapp, tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path / "games")


def test_the_default_folder_is_games_under_the_app_data_folder(qapp) -> None:
    from PySide6.QtCore import QStandardPaths

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert default_save_dir() == Path(base) / "games"
    assert SaveStore().directory == Path(base) / "games"


def test_without_an_app_data_folder_games_go_under_the_home_folder(qapp, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QStandardPaths

    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda _where: "")
    assert default_save_dir() == Path.home() / ".local" / "share" / "Tablekeeper" / "games"


def test_a_loaded_record_gets_a_journal_that_resumes_to_the_same_history(store: SaveStore) -> None:
    """File > Open: the record's history is written as Session writes it, deal and chance steps joined to their group."""
    session: Session = Session(GAME, SETUP, seed=3)
    for _ in range(2):
        session.act(next(session.choices()[0].actions()))
    journal = store.create_for(session)
    assert session.journal is journal and journal.path.parent == store.directory
    session.act(next(session.choices()[0].actions()))  # the game goes on in the new journal
    journal.close()
    lines = [json.loads(line) for line in journal.path.read_text().splitlines()]
    assert lines[0]["format"] == "tablekeeper-journal" and lines[0]["seed"] == 3
    assert [("join" in line, line["do"]["type"]) for line in lines[1:]] == [
        (True, "deal"), (True, "first_player"), (False, "guess"), (False, "guess"), (False, "guess")]
    game, setup, seed, entries = check_journal(journal.path)
    assert replay_entries(game, setup, seed, entries).actions == session.actions
    assert [len(g.actions) for g in replay_entries(game, setup, seed, entries).groups] == [len(g.actions)
                                                                                           for g in session.groups]


def test_a_new_game_is_listed_with_its_game_players_start_and_actions(store: SaveStore) -> None:
    before = dt.datetime.now().replace(second=0, microsecond=0)
    store.game_settings = {"narration": "vi"}
    path, session = started_game(store, turns=2)
    assert path.parent == store.directory
    assert re.fullmatch(r"\d{8}-\d{6}-toy-[0-9a-f]{6}\.tkjournal", path.name), path.name
    [saved] = store.unfinished()
    started = dt.datetime.strptime(saved.started, "%Y-%m-%d %H:%M")
    assert before <= started <= dt.datetime.now()
    assert (saved.path, saved.game, saved.players) == (path, "toy", ("Ana", "Ben", "Chi", "Dao"))
    assert saved.actions == 2  # the deal and the first player are one group, joined: two guesses since
    assert saved.app == {"narration": "vi"}
    assert saved.modified == path.stat().st_mtime
    assert saved.label == f"{saved.started} \u2014 Ana, Ben, Chi, Dao"
    assert json.loads(path.read_text().splitlines()[0])["app"] == {"narration": "vi"}
    session.journal.close()


def test_the_list_is_newest_first_and_explains_what_it_cannot_read(store: SaveStore) -> None:
    store.directory.mkdir(parents=True)
    (store.directory / "20260101-090000-toy-aaaaaa.tkjournal").write_text(journal_text())
    (store.directory / "20260102-100000-toy-bbbbbb.tkjournal").write_text(journal_text({"undo": 1}))
    (store.directory / "garbage.tkjournal").write_bytes(b"\xff\xfe not json\n")
    (store.directory / "folder.tkjournal").mkdir()
    (store.directory / "notes.txt").write_text("not a game")
    listed = store.unfinished()
    assert [s.path.name for s in listed] == ["garbage.tkjournal", "20260102-100000-toy-bbbbbb.tkjournal",
                                             "20260101-090000-toy-aaaaaa.tkjournal"]
    garbage, newer, older = listed
    assert (garbage.game, garbage.players, garbage.started, garbage.app) == ("?", (), "garbage.tkjournal", {})
    assert (newer.started, older.started) == ("2026-01-02 10:00", "2026-01-01 09:00")
    assert newer.actions == 0 == older.actions


def test_no_folder_no_games(tmp_path: Path) -> None:
    assert SaveStore(tmp_path / "missing").unfinished() == []


def test_counting_actions_follows_undo_and_redo() -> None:
    lines = [b'{"do":{"type":"deal"},"join":true}\n', b'{"do":{"type":"guess"}}\n', b'{"do":{"type":"x"}}\n',
             b'{"do":{"type":"chance"},"join":true}\n', b'{"undo":1}\n', b'{"redo":1}\n', b'{"undo":1}\n']
    assert count_actions(lines) == 1
    assert count_actions([b'{"undo":1}\n', b'{"undo":1}\n', b'{"do":{"type":"x"}}\n']) == 1  # never below zero
    assert count_actions([]) == 0


def test_finished_discarded_and_deleted_games_leave_the_list_but_are_kept(store: SaveStore) -> None:
    paths = []
    for _ in range(3):
        path, session = started_game(store)
        session.journal.close()
        paths.append(path)
        # Names are unique even within one second.
    assert len({p.name for p in paths}) == 3
    finished = store.mark_finished(paths[0])
    assert finished == store.directory / "finished" / paths[0].name and finished.exists() and not paths[0].exists()
    store.discard(paths[1])
    assert (store.directory / "finished" / paths[1].name).exists()
    deleted = store.delete(paths[2])
    assert deleted == store.directory / "deleted" / paths[2].name and deleted.exists()
    assert store.unfinished() == []
    assert store.mark_finished(paths[0]) == finished  # already moved: nothing to do, no error


def test_header_and_app_settings_are_read_defensively(tmp_path: Path) -> None:
    path = tmp_path / "x.tkjournal"
    path.write_text('[1, 2]\n')
    assert read_header(path) == {}
    path.write_text('{"game": "toy"}\n')
    assert read_header(path) == {"game": "toy"}
    assert read_header(tmp_path / "missing") == {}
    assert app_settings({"app": ["not", "an", "object"]}) == {}
    assert app_settings({"app": {"narration": "fa"}}) == {"narration": "fa"}
    assert app_settings({}) == {}


@pytest.mark.parametrize(("content", "reason"), [
    (journal_text(header={**HEADER, "seed": "3"}), "the seed is not a whole number"),
    (journal_text(header={**HEADER, "seed": True}), "the seed is not a whole number"),
    (journal_text({"note": "hello"}), "a journal line is not an action, an undo, a redo or a delivery"),
    (journal_text(header={**HEADER, "players": ["Ana"], "roles": ["red"]}), "its setup is not valid"),
    (journal_text(header={**HEADER, "version": 2}), "journal of version 2"),
    (journal_text({"do": {"type": "guess", "player": 9, "target": 0, "colour": "red"}}), "refused by the rules"),
])
def test_each_refusal_names_its_reason_and_leaves_the_file(store: SaveStore, tmp_path: Path, content: str,
                                                           reason: str) -> None:
    path = tmp_path / "bad.tkjournal"
    path.write_text(content)
    with pytest.raises(ResumeError, match="The saved game cannot be resumed") as info:
        check_journal(path)
    assert reason in str(info.value)
    assert path.read_text() == content


def test_unreadable_odd_and_oversized_files(qapp, tmp_path: Path) -> None:
    with pytest.raises(ResumeError, match=r"gone\.tkjournal cannot be read"):
        check_journal(tmp_path / "gone.tkjournal")
    folder = tmp_path / "folder.tkjournal"
    folder.mkdir()
    with pytest.raises(ResumeError, match="is not a regular file"):
        check_journal(folder)
    big = tmp_path / "big.tkjournal"
    big.write_text(journal_text())
    with open(big, "r+b") as handle:
        handle.truncate(MAX_JOURNAL_BYTES + 1)  # sparse: no 32 MiB written
    with pytest.raises(ResumeError, match="is too large to be a Tablekeeper game"):
        check_journal(big)
    with open(big, "r+b") as handle:
        handle.truncate(MAX_JOURNAL_BYTES)  # at the limit: read; the NUL padding after it is a cut last line
    game, setup, _seed, entries = check_journal(big)
    assert (game.id, setup, entries) == ("toy", SETUP, [])


def test_a_journal_cut_by_a_crash_is_accepted_as_it_stands_and_left_alone(store: SaveStore) -> None:
    path, live = started_game(store, turns=2)
    live.journal.close()
    with open(path, "a", encoding="utf-8") as handle:
        handle.write('{"do":{"type":"gu')  # a crash mid-line
    before = path.read_bytes()
    game, setup, seed, entries = check_journal(path)
    assert (game.id, setup, seed) == ("toy", SETUP, 3)
    assert path.read_bytes() == before  # trimming is for the reopen, never for the check
    replayed = replay_entries(game, setup, seed, entries)
    assert replayed.actions == live.actions


def test_undo_and_redo_lines_are_journal_lines(store: SaveStore) -> None:
    path, live = started_game(store, turns=2)
    live.undo()
    live.redo()
    live.undo()
    live.journal.close()
    game, setup, seed, entries = check_journal(path)
    assert [next(iter(e)) for e in entries][-3:] == ["undo", "redo", "undo"]
    replayed = replay_entries(game, setup, seed, entries)
    assert replayed.actions == live.actions and replayed.can_redo()


@pytest.mark.parametrize("entry", [{"do": 5}, {"do": {"type": "guess", "player": [1]}}])
def test_a_line_that_breaks_the_replay_is_reported_as_damage(qapp, tmp_path: Path, entry: dict) -> None:
    path = tmp_path / "bad.tkjournal"
    path.write_text(journal_text(entry))
    with pytest.raises(ResumeError) as info:
        check_journal(path)
    assert "The saved game cannot be resumed: it is damaged (ValueError: an action" in str(info.value)
