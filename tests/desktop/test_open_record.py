"""File > Open on hostile files: a clear message for every kind of damage, and nothing left in the resume list."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from desktop.app import Shell
from desktop.saves import check_journal

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support activateWindow",
                                       "This plugin does not support propagateSizeHints")

BASE = {"format": "tablekeeper-record", "version": 1, "game": "toy", "players": ["Ana", "Ben", "Chi"],
        "roles": ["red", "blue", "red"], "options": {"announce": False}}
DEAL = [{"type": "deal", "colours": ["blue", "red", "red"]}, {"type": "first_player", "seat": 2}]


def hostile_files(folder: Path) -> dict[str, Path]:
    texts = {
        "deep nesting": "[" * 200_000 + "]" * 200_000,
        "deep nesting in an action": json.dumps({**BASE, "actions": []})[:-2] + '[{"type":"guess","x":' + "[" * 200_000
        + "]" * 200_000 + "}]}",
        "a number too long": json.dumps(BASE).replace('"version": 1', '"version": ' + "9" * 5000),
        "truncated": json.dumps({**BASE, "actions": DEAL})[:-20],
        "players of the wrong type": json.dumps({**BASE, "players": [1, 2, 3]}),
        "a player of the wrong type": json.dumps({**BASE, "actions": [*DEAL, {"type": "guess", "player": "2"}]}),
        "a deal of the wrong size": json.dumps({**BASE, "actions": [{"type": "deal", "colours": ["blue"]}]}),
        "an action parameter of the wrong type": json.dumps(
            {**BASE, "actions": [*DEAL, {"type": "guess", "player": 2, "target": "Ana", "colour": ["red"]}]}),
        "a seat out of range": json.dumps(
            {**BASE, "actions": [*DEAL, {"type": "guess", "player": 2, "target": 99, "colour": "red"}]}),
        "a chance outcome of the wrong type": json.dumps({**BASE, "actions": [{"type": "deal", "colours": 7}]}),
        "an unknown game": json.dumps({**BASE, "game": "no-such-game"}),
        "an illegal action after legal ones": json.dumps(
            {**BASE, "actions": [*DEAL, {"type": "guess", "player": 2, "target": 0, "colour": "blue"},
                                 {"type": "guess", "player": 2, "target": 1, "colour": "blue"}]}),
    }
    paths = {}
    for i, (name, text) in enumerate(texts.items()):
        paths[name] = folder / f"hostile-{i}.json"
        paths[name].write_text(text, encoding="utf-8")
    if hasattr(os, "mkfifo"):
        fifo = folder / "pipe.json"
        os.mkfifo(fifo)
        paths["a pipe"] = fifo
    return paths


def test_hostile_records_give_a_clear_message_and_leave_no_saved_game(qtbot, language, settings, store, tmp_path: Path) -> None:
    shell = Shell(language, settings, store)
    for name, path in hostile_files(tmp_path).items():
        told: list[tuple[str, str]] = []
        shell.inform = lambda title, text, told=told: told.append((title, text))
        assert shell.open_record(path) is None, name
        assert len(told) == 1, (name, told)
        title, text = told[0]
        assert title == "Open" and (text.startswith("This file cannot be opened: ")
                                     or text.startswith("This record cannot be replayed: ")), (name, text)
        assert len(text) < 600, (name, len(text))
        assert store.unfinished() == [], f"{name}: a refused file left a saved game"
        assert shell.console is None
    assert not store.directory.exists() or not any(store.directory.rglob("*.tkjournal"))


def test_a_record_that_loads_gets_a_journal_that_resumes_to_the_same_game(qtbot, language, settings, store, tmp_path: Path) -> None:
    record = {**BASE, "actions": [*DEAL, {"type": "guess", "player": 2, "target": 0, "colour": "blue"}]}
    path = tmp_path / "fine.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    shell = Shell(language, settings, store)
    shell.inform = lambda title, text: pytest.fail(text)
    console = shell.open_record(path)
    assert console is not None
    state = console.controller.session.state
    journal = console.controller.journal_path
    shell.close_console()
    assert [s.path for s in store.unfinished()] == [journal]
    _game, _setup, _seed, entries = check_journal(journal)
    assert [e["do"]["type"] for e in entries if "do" in e] == ["deal", "first_player", "guess"]
    assert shell.resume(journal) and shell.console.controller.session.state == state
    shell.close_console()
