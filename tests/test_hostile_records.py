"""Hostile records: every one gets a clear message naming the file and the place, exit 1 (or 2 for a refused action),
never a traceback, never a hang, memory bounded. Each case runs through ``python -m engine replay`` (a child with a
timeout, so a hang fails) and through :func:`engine.record.load_record` (what the desktop's File > Open uses).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.errors import RecordError
from engine.journal import read_journal
from engine.record import load_record, replay

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "docs" / "examples"
TIMEOUT = 60


def _example(name: str) -> dict[str, Any]:
    return json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))


def _with(name: str, change: Callable[[dict[str, Any]], None]) -> str:
    data = _example(name)
    change(data)
    return json.dumps(data, ensure_ascii=False)


def _action(name: str, index: int, **params: Any) -> str:
    """The example with action ``index`` changed (its parameters replaced or added)."""
    return _with(name, lambda d: d["actions"][index].update(params))


def _run(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "engine", "replay", str(path)], cwd=ROOT, capture_output=True,
                          text=True, timeout=TIMEOUT, env={**os.environ, "PYTHONPATH": str(ROOT)})


def _check_cli(path: Path, status: int, words: str) -> None:
    done = _run(path)
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == status, (done.returncode, done.stderr)
    assert str(path) in done.stderr or status == 2, done.stderr
    assert words in done.stderr, done.stderr


BASE = {"format": "tablekeeper-record", "version": 1, "game": "quest",
        "players": ["Ana", "Ben", "Chi", "Dao", "Eli"], "actions": []}


def _base(**changes: Any) -> str:
    return json.dumps({**BASE, **changes}, ensure_ascii=False)


DEEP = 200_000
# (id, file text, words the message holds): each file is refused when loaded (exit 1).
UNREADABLE: list[tuple[str, str, str]] = [
    ("deep-title", '{"format": "tablekeeper-record", "title": ' + "[" * DEEP + "]" * DEEP + "}", "nest too deeply"),
    ("deep-brackets-only", "[" * DEEP, "nest too deeply"),
    ("nested-beyond-limit", _base(title=json.loads("[" * 100 + "]" * 100)), "nests more than 64 levels"),
    ("seed-5000-digits", _base()[:-1] + ', "seed": ' + "7" * 5000 + "}", "more than 4300 digits"),
    ("version-true", _base(version=True), "record version true is not supported"),
    ("version-1.0", _base(version=1.0), "record version 1.0 is not supported"),
    ("mode-5", _base(options={"mode": 5}), "option 'mode' takes one of physical, app, not 5"),
    ("quest-variant-list", _base(options={"variant": ["standard"]}),
     "option 'variant' takes one of standard, directors_cut, not [\"standard\"]"),
    ("quest-flag-string", _base(options={"unknown_roles": "yes"}), "option 'unknown_roles' takes true or false"),
    ("quest-seconds-huge", _base(options={"discussion_seconds": 10**30}), "option 'discussion_seconds' takes a whole number"),
    ("onuw-center-werewolf-list", _with("onuw-app", lambda d: d["options"].update(center_werewolf=["dream_wolf"])),
     "option 'center_werewolf' takes one of auto,"),
    ("onuw-center-werewolf-object", _with("onuw-app", lambda d: d["options"].update(center_werewolf={"a": 1})),
     "option 'center_werewolf' takes one of auto,"),
    ("onuw-exclude-unknown", _with("onuw-app", lambda d: d["options"].update(exclude_artifacts=["ring"])),
     "option 'exclude_artifacts' takes a list of any of"),
    ("avalon-mode-5", _with("avalon-app-trapper", lambda d: d["options"].update(mode=5)), "option 'mode' takes one of"),
    ("castle-bool-1", _with("castle-app", lambda d: d["options"].update(variant_smuggling=1)),
     "option 'variant_smuggling' takes true or false"),
    ("winners-5", _base(expect_result={"winners": 5}), '"winners" must be a list of names or seat numbers'),
    ("winners-objects", _base(expect_result={"winners": [{"name": "Ana"}]}), "winner 0 ({\"name\": \"Ana\"}) is neither"),
    ("winners-unknown", _base(expect_result={"winners": ["Zed"]}), 'winner 0 ("Zed") is neither'),
    ("side-list", _base(expect_result={"side": ["good"]}), '"side" must be'),
    ("name-nul", _base(players=["Ana", "B\u0000en", "Chi", "Dao", "Eli"]), "player 2 holds a control character"),
    ("name-bell", _base(players=["Ana", "Ben\u0007", "Chi", "Dao", "Eli"]), "player 2 holds a control character"),
    ("name-bidi", _base(players=["Ana", "Ben", "\u202eChi", "Dao", "Eli"]), "player 3 holds a control character"),
    ("name-too-long", _base(players=["A" * 41, "Ben", "Chi", "Dao", "Eli"]), "is longer than 40 characters"),
    ("name-empty", _base(players=["Ana", "  ", "Chi", "Dao", "Eli"]), '"players" must be a list of names'),
    ("name-twice-after-trim", _base(players=["Ana", " Ana ", "Chi", "Dao", "Eli"]), "two players have the same name"),
    ("name-twice-case", _base(players=["Ana", "ANA", "Chi", "Dao", "Eli"]), "Two players are called"),
]

# (id, file text, words): the file loads but the replay stops at a refused action (exit 2, never a TypeError).
REFUSED: list[tuple[str, str, str]] = [
    ("castle-trade-item-list", _action("castle-app", 1, item=["goblet"]), "action 1"),
    ("castle-trade-item-object", _action("castle-app", 1, item={"goblet": 1}), "bad_parameter"),
    ("castle-trade-to-true", _action("castle-app", 1, to=True), "bad_parameter"),
    ("castle-trade-to-float", _action("castle-app", 1, to=4.0), "bad_parameter"),
    ("onuw-reveal-role-list", _action("onuw-physical", 14, role=["robber"]), "bad_parameter"),
    ("onuw-reveal-role-object", _action("onuw-physical", 14, role={"robber": 1}), "bad_parameter"),
    ("quest-team-of-objects", _action("quest-standard-app", 1, players=[{"a": 0}, 1, 6]), "bad_parameter"),
    ("avalon-answer-list", _action("avalon-app-trapper", 2, show=["good"]), "bad_parameter"),
    ("seat-minus-one", _action("castle-app", 1, player=-1), "no_such_seat: There is no seat -1"),
    ("seat-huge", _action("castle-app", 1, player=10**30), "no_such_seat: There is no seat 10000000000000000000"),
    ("quest-seat-huge", _action("quest-standard-app", 1, player=10**30), "no_such_seat"),
    ("deal-as-object", _with("quest-standard-app", lambda d: d["chance"].__setitem__(0, {"type": "deal", "roles": {"a": 1}})
                             if d.get("chance") else d["actions"].insert(0, {"type": "deal", "roles": {"a": 1}})),
     "bad_chance"),
]


@pytest.mark.parametrize(("text", "words"), [c[1:] for c in UNREADABLE], ids=[c[0] for c in UNREADABLE])
def test_an_unusable_record_is_refused_with_its_reason(tmp_path: Path, text: str, words: str) -> None:
    path = tmp_path / "hostile.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RecordError) as info:
        load_record(path)
    assert str(path) in str(info.value) and words in str(info.value), str(info.value)
    _check_cli(path, 1, words)


@pytest.mark.parametrize(("text", "words"), [c[1:] for c in REFUSED], ids=[c[0] for c in REFUSED])
def test_a_wrong_typed_action_is_a_refusal(tmp_path: Path, text: str, words: str) -> None:
    path = tmp_path / "hostile.json"
    path.write_text(text, encoding="utf-8")
    outcome = replay(load_record(path))
    assert outcome.error is not None
    shown = f"action {outcome.error.index} {outcome.error.code}: {outcome.error.reason}"
    assert words.split(":")[0] in shown, shown
    _check_cli(path, 2, words)


def test_the_examples_themselves_replay(tmp_path: Path) -> None:
    """The hostile cases above are the examples with one change: unchanged, each replays (so the change is refused)."""
    for name in ("castle-app", "onuw-physical", "quest-standard-app", "avalon-app-trapper", "onuw-app"):
        assert replay(load_record(EXAMPLES / f"{name}.json")).ok, name


linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="FIFOs and /dev/zero as on Linux")


@linux
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "record.json"
    os.mkfifo(fifo)
    with pytest.raises(RecordError, match="is not a regular file"):
        load_record(fifo)
    with pytest.raises(RecordError, match="is not a regular file"):
        read_journal(fifo)
    _check_cli(fifo, 1, "is not a regular file")


@linux
def test_a_link_to_a_device_is_refused_before_reading(tmp_path: Path) -> None:
    link = tmp_path / "record.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(RecordError, match="is not a regular file"):
        load_record(link)
    with pytest.raises(RecordError, match="is not a regular file"):
        read_journal(link)
    _check_cli(link, 1, "is not a regular file")


@linux
def test_the_size_limit_holds_while_reading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file whose reported size lies (a growing file, a /proc file reporting 0) is cut off at the limit."""
    import engine.files

    path = tmp_path / "record.json"
    path.write_bytes(b" " * 5000)
    real = os.fstat

    def small(fd: int) -> os.stat_result:
        info = real(fd)
        return os.stat_result((info.st_mode, *info[1:6], 0, *info[7:10]))

    monkeypatch.setattr(engine.files.os, "fstat", small)
    reads: list[int] = []
    real_read = os.read

    def counted(fd: int, n: int) -> bytes:
        reads.append(n)
        return real_read(fd, n)

    monkeypatch.setattr(engine.files.os, "read", counted)
    with pytest.raises(RecordError, match="larger than 1000 bytes"):
        engine.files.read_limited(path, 1000, "record")
    assert sum(reads) <= 1001


def test_a_journal_nested_too_deeply_names_its_line(tmp_path: Path) -> None:
    path = tmp_path / "x.journal"
    header = b'{"format":"tablekeeper-journal","version":1,"game":"toy"}\n'
    path.write_bytes(header + b'{"do": ' + b"[" * DEEP + b"]" * DEEP + b'}\n{"undo": 1}\n')
    with pytest.raises(RecordError, match="line 2 of the journal is damaged"):
        read_journal(path)
    path.write_bytes(header + b'{"do": ' + b"[" * 100 + b"]" * 100 + b'}\n{"undo": 1}\n')
    with pytest.raises(RecordError, match="line 2 of the journal nests more than 64 levels"):
        read_journal(path)
    path.write_bytes(b'{"format":"tablekeeper-journal","version":true,"game":"toy"}\n{"undo": 1}\n')
    with pytest.raises(RecordError, match="version True"):
        read_journal(path)
