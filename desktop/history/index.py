"""The history's facts: every finished game in the save folder's ``finished/`` journals, summarised by replaying
each one (engine/recap.py), and a small cache of those summaries beside them (``history-index.json``), rebuilt
for a journal whose size or time changed and ignored whole when it is damaged. The journals stay the truth.

A damaged or hostile journal is an unreadable entry (with the reason), never a crash; a journal of a game that
did not end (one the user discarded from the resume list) is no finished game and is left out. Players are
the names typed at the table; ``names.json`` maps other spellings to one name (merge).
"""

from __future__ import annotations

import datetime as _dt
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.errors import IllegalAction
from engine.journal import read_journal
from engine.recap import summary_of_session
from engine.record import setup_from_json
from engine.session import Session

SUFFIX = ".tkjournal"
INDEX_NAME = "history-index.json"
NAMES_NAME = "history-names.json"
INDEX_VERSION = 1
MAX_INDEX_BYTES = 64 * 1024 * 1024


@dataclass(frozen=True)
class SeatFacts:
    name: str
    role: str
    side: str
    won: bool


@dataclass(frozen=True)
class GameFacts:
    """One journal of the history: a finished game's facts, or ``problem`` (why it cannot be read)."""

    path: Path
    started: str  # "YYYY-MM-DD HH:MM" (from the journal's name, else its time)
    game: str = ""
    mode: str = ""
    side: str = ""
    seats: tuple[SeatFacts, ...] = ()
    problem: str = ""

    @property
    def readable(self) -> bool:
        return not self.problem

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats if seat.won)

    def renamed(self, names: dict[str, str]) -> GameFacts:
        """The same game with every player's name merged (``names``: a spelling -> the one name)."""
        if not names:
            return self
        seats = tuple(SeatFacts(canonical(names, s.name), s.role, s.side, s.won) for s in self.seats)
        return GameFacts(self.path, self.started, self.game, self.mode, self.side, seats, self.problem)


def canonical(names: dict[str, str], name: str) -> str:
    seen = {name}
    while name in names and names[name] not in seen:  # a chain of merges ends at its last name
        name = names[name]
        seen.add(name)
    return name


def started_of(path: Path, mtime: float) -> str:
    try:
        return _dt.datetime.strptime(path.name[:15], "%Y%m%d-%H%M%S").strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return _dt.datetime.fromtimestamp(mtime).strftime("%Y-%m-%d %H:%M")


def replay_journal(path: Path) -> Session[Any]:
    """The game of a journal, replayed in memory (nothing written). Raises on anything that is not a good one."""
    header, entries, _good = read_journal(path)
    game, setup = setup_from_json(header, str(path))
    seed = header.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise ValueError("the seed is not a whole number")
    session: Session[Any] = Session(game, setup, seed=seed, settle=False)
    session.replay_journal_entries(entries)
    return session


def read_facts(path: Path, started: str) -> GameFacts | None:
    """A journal's facts: None for a game that did not end, an unreadable entry for anything wrong with it."""
    try:
        session = replay_journal(path)
        summary = summary_of_session(session)
    except IllegalAction as exc:
        return GameFacts(path, started, problem=f"a saved action is refused by the rules ({exc.code})")
    except Exception as exc:  # a hostile file may break anything; the history lists it and goes on
        return GameFacts(path, started, problem=f"{type(exc).__name__}: {exc}"[:300])
    if summary is None:
        return None
    seats = tuple(SeatFacts(s.name, s.role, s.side, s.won) for s in summary.seats)
    return GameFacts(path, started, summary.game, summary.mode, summary.side, seats)


def _to_json(facts: GameFacts | None) -> dict[str, Any]:
    if facts is None:
        return {"unfinished": True}
    if facts.problem:
        return {"problem": facts.problem}
    return {"game": facts.game, "mode": facts.mode, "side": facts.side,
            "seats": [[s.name, s.role, s.side, s.won] for s in facts.seats]}


def _from_json(path: Path, started: str, data: Any) -> GameFacts | None:
    """A cached entry; raises (ValueError, TypeError, KeyError) when it is not one the cache writes."""
    if data.get("unfinished") is True:
        return None
    if isinstance(data.get("problem"), str):
        return GameFacts(path, started, problem=data["problem"])
    seats = []
    for name, role, side, won in data["seats"]:
        if not (isinstance(name, str) and isinstance(role, str) and isinstance(side, str) and isinstance(won, bool)):
            raise ValueError("a cached seat")
        seats.append(SeatFacts(name, role, side, won))
    if not all(isinstance(data[key], str) for key in ("game", "mode", "side")):
        raise ValueError("a cached game")
    return GameFacts(path, started, data["game"], data["mode"], data["side"], tuple(seats))


@dataclass
class History:
    """The finished games of one save folder (``directory``: its ``finished/``), newest first."""

    directory: Path
    #: Other folders whose journals count once their game is over: the save folder itself, where a game that
    #: just ended stays until its console closes.
    also: tuple[Path, ...] = ()
    games: list[GameFacts] = field(default_factory=list)
    names: dict[str, str] = field(default_factory=dict)
    rebuilt: int = 0  # journals replayed by the last load (the others came from the cache)

    @property
    def index_path(self) -> Path:
        return self.directory / INDEX_NAME

    @property
    def names_path(self) -> Path:
        return self.directory / NAMES_NAME

    def load(self) -> History:
        self.names = self._read_names()
        cache = self._read_index()
        fresh: dict[str, Any] = {}
        found: list[GameFacts] = []
        self.rebuilt = 0
        paths = [path for folder in (self.directory, *self.also) if folder.is_dir()
                 for path in sorted(folder.glob(f"*{SUFFIX}"), key=lambda p: p.name, reverse=True)]
        for path in paths:
            try:
                stat = path.stat()
            except OSError as exc:
                found.append(GameFacts(path, path.name, problem=exc.strerror or str(exc)))
                continue
            started = started_of(path, stat.st_mtime)
            key = [stat.st_size, stat.st_mtime_ns]
            cached = cache.get(path.name)
            facts: GameFacts | None
            try:
                if not isinstance(cached, dict) or cached.get("key") != key:
                    raise KeyError(path.name)
                facts = _from_json(path, started, cached["facts"])
            except (KeyError, ValueError, TypeError, AttributeError):
                facts = read_facts(path, started) if path.is_file() else GameFacts(
                    path, started, problem="not a regular file")
                self.rebuilt += 1
            fresh[path.name] = {"key": key, "facts": _to_json(facts)}
            if facts is not None:
                found.append(facts)
        found.sort(key=lambda f: (f.started, f.path.name), reverse=True)
        self.games = found
        if fresh != cache:
            self._write(self.index_path, {"format": "tablekeeper-history", "version": INDEX_VERSION, "journals": fresh})
        return self

    def _read_index(self) -> dict[str, Any]:
        data = self._read_json(self.index_path)
        if not isinstance(data, dict) or data.get("version") != INDEX_VERSION or not isinstance(data.get("journals"), dict):
            return {}
        return data["journals"]

    def _read_names(self) -> dict[str, str]:
        data = self._read_json(self.names_path)
        if not isinstance(data, dict):
            return {}
        return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str) and k != v}

    @staticmethod
    def _read_json(path: Path) -> Any:
        try:
            if not path.is_file() or path.stat().st_size > MAX_INDEX_BYTES:
                return None
            return json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError, UnicodeDecodeError, RecursionError):
            return None

    @staticmethod
    def _write(path: Path, data: Any) -> None:
        """Written whole beside the journals and moved in place (a crash leaves the old one or the new one)."""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            spare = path.with_name(path.name + ".new")
            spare.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
            os.replace(spare, path)
        except OSError:
            pass  # a folder that cannot be written: the history still shows, only slower next time

    # -- what the window shows and does ---------------------------------------------------------------
    def merged(self) -> list[GameFacts]:
        """Every game with its players' names merged."""
        return [facts.renamed(self.names) for facts in self.games]

    def players(self) -> list[str]:
        return sorted({name for facts in self.merged() for name in facts.players}, key=str.casefold)

    def search(self, player: str = "", game: str = "") -> list[GameFacts]:
        """Games whose id is ``game`` (any when empty) with a player whose name contains ``player`` (case ignored);
        an unreadable entry shows only while nothing is searched for."""
        wanted = player.strip().casefold()
        out = []
        for facts in self.merged():
            if not facts.readable:
                if not wanted and not game:
                    out.append(facts)
                continue
            if game and facts.game != game:
                continue
            if wanted and not any(wanted in name.casefold() for name in facts.players):
                continue
            out.append(facts)
        return out

    def merge(self, spelling: str, name: str) -> None:
        """From now on ``spelling`` is counted as ``name`` (the journals are left as they are)."""
        if spelling == name or canonical(self.names, name) == spelling:
            return
        self.names[spelling] = name
        self._write(self.names_path, self.names)

    def delete(self, facts: GameFacts) -> Path:
        """Take a game off the history: its journal moves to the save folder's deleted/, never destroyed."""
        target_dir = self.directory.parent / "deleted"
        target_dir.mkdir(parents=True, exist_ok=True)
        target = target_dir / facts.path.name
        facts.path.replace(target)
        self.games = [g for g in self.games if g.path != facts.path]
        return target
