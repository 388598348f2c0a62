"""Autosave: one engine journal per game under the app data folder, and resuming from one.

A journal is only ever read to be checked before it is reopened, so a damaged
or hostile file gives a clear message and stays exactly as it was. A game
that ended is moved to ``finished/`` so it is no longer offered for resume.
"""

from __future__ import annotations

import datetime as _dt
import json
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QStandardPaths

from engine.core import Game, Setup
from engine.errors import IllegalAction, RecordError, SetupError
from engine.journal import Journal, read_journal
from engine.record import header_json, setup_from_json
from engine.session import Session

from .i18n import render_ui

MAX_JOURNAL_BYTES = 32 * 1024 * 1024
SUFFIX = ".tkjournal"


class ResumeError(Exception):
    """A saved game that cannot be resumed; the message is for the user (translated)."""


def default_save_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".local" / "share" / "Tablekeeper") / "games"


@dataclass(frozen=True)
class SavedGame:
    path: Path
    game: str
    players: tuple[str, ...]
    started: str

    @property
    def label(self) -> str:
        return f"{self.started} \u2014 {', '.join(self.players)}"


class SaveStore:
    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory or default_save_dir()

    @property
    def finished_dir(self) -> Path:
        return self.directory / "finished"

    def new_path(self, game_id: str) -> Path:
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        return self.directory / f"{stamp}-{game_id}-{secrets.token_hex(3)}{SUFFIX}"

    def create(self, setup: Setup, seed: int | None) -> Journal:
        return Journal.create(self.new_path(setup.game), header_json(setup, seed))

    def unfinished(self) -> list[SavedGame]:
        """Saved games not marked finished, newest first (unreadable ones are listed too, to explain them)."""
        if not self.directory.is_dir():
            return []
        found: list[SavedGame] = []
        for path in sorted(self.directory.glob(f"*{SUFFIX}"), reverse=True):
            game, players = "?", ()
            try:
                with open(path, "rb") as handle:
                    first = handle.readline(64 * 1024)
                header = json.loads(first.decode("utf-8"))
                if isinstance(header, dict):
                    game = str(header.get("game", "?"))
                    raw_players = header.get("players", [])
                    if isinstance(raw_players, list):
                        players = tuple(str(p) for p in raw_players)
            except (OSError, ValueError, UnicodeDecodeError):
                pass
            stamp = path.name[:15]
            try:
                started = _dt.datetime.strptime(stamp, "%Y%m%d-%H%M%S").strftime("%Y-%m-%d %H:%M")
            except ValueError:
                started = path.name
            found.append(SavedGame(path, game, players, started))
        return found

    def mark_finished(self, path: Path) -> Path:
        self.finished_dir.mkdir(parents=True, exist_ok=True)
        target = self.finished_dir / path.name
        if path.exists():
            path.replace(target)
        return target

    def discard(self, path: Path) -> None:
        """Move an unfinished game out of the resume list (kept in finished/ for the record)."""
        self.mark_finished(path)


def check_journal(path: Path) -> tuple[Game[Any], Setup, int | None, list[dict[str, Any]]]:
    """Read and replay a journal in memory without touching the file; raises ResumeError with a clear reason."""
    where = str(path)
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise ResumeError(QCoreApplication.translate("SaveStore", "The saved game {path} cannot be read: {reason}").format(
            path=where, reason=exc.strerror or exc)) from None
    if size > MAX_JOURNAL_BYTES:
        raise ResumeError(QCoreApplication.translate(
            "SaveStore", "The saved game {path} is too large to be a Tablekeeper game.").format(path=where))
    try:
        header, entries, _good = read_journal(path)
        game, setup = setup_from_json(header, where)
        seed = header.get("seed")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise RecordError(f"{where}: the seed is not a whole number")
        replay_entries(game, setup, seed, entries)
    except ResumeError:
        raise
    except RecordError as exc:
        raise ResumeError(QCoreApplication.translate("SaveStore", "The saved game cannot be resumed: {reason}").format(
            reason=str(exc))) from None
    except SetupError as exc:
        raise ResumeError(QCoreApplication.translate(
            "SaveStore", "The saved game cannot be resumed: its setup is not valid ({reason}).").format(reason=str(exc))) from None
    except IllegalAction as exc:
        raise ResumeError(QCoreApplication.translate(
            "SaveStore", "The saved game cannot be resumed: a saved action is refused by the rules ({reason}).").format(
            reason=render_ui(exc.reason))) from None
    except (ValueError, KeyError, TypeError, IndexError, AttributeError, RecursionError, OverflowError, AssertionError) as exc:
        raise ResumeError(QCoreApplication.translate(
            "SaveStore", "The saved game cannot be resumed: it is damaged ({reason}).").format(
            reason=f"{type(exc).__name__}: {exc}"[:300])) from None
    return game, setup, seed, entries


def replay_entries(game: Game[Any], setup: Setup, seed: int | None, entries: list[dict[str, Any]]) -> Session[Any]:
    session: Session[Any] = Session(game, setup, seed=seed, settle=False)
    for entry in entries:
        if not isinstance(entry, dict) or not ({"do", "undo", "redo"} & set(entry)):
            raise RecordError("a journal line is not an action, an undo or a redo")
    session.replay_journal_entries(entries)
    return session


def resume(path: Path) -> Session[Any]:
    """A live session continuing the journal at ``path`` (checked first; the file is changed only if it is sound)."""
    game, setup, seed, entries = check_journal(path)
    journal, _header, entries = Journal.reopen(path)
    session = replay_entries(game, setup, seed, entries)
    session.journal = journal
    session.settle()
    return session
