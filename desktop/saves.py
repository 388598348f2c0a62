"""Autosave: one engine journal per game under the app data folder, and resuming from one.

A journal is only ever read to be checked before it is reopened, so a damaged
or hostile file gives a clear message and stays exactly as it was. A game
that ended is moved to ``finished/`` so it is no longer offered for resume; one
the user deletes from the resume list is moved to ``deleted/`` (never destroyed).

The journal's header may carry an ``"app"`` object: the app's settings for that
game (its narration language and narration settings), restored on resume. The
engine reads only the record fields of a header and ignores this one.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QStandardPaths

from .i18n import render_ui

# The engine is imported where a game is created, checked or replayed: listing the unfinished games (the start's
# question, resume or wizard) needs none of it, and the first window need not wait for it (issue 35).
if TYPE_CHECKING:
    from engine.core import Game, Setup
    from engine.journal import Journal
    from engine.session import Session

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
    modified: float = 0.0  # the journal's mtime: when the game was last played
    actions: int = 0  # actions in the game's history now (undone ones not counted), read without replaying
    app: dict[str, Any] = field(default_factory=dict, compare=False)  # the header's "app" settings
    started_at: float = 0.0  # when the game was started (seconds since the epoch; 0: unknown, ``started`` says why)

    @property
    def label(self) -> str:
        return f"{self.started} \u2014 {', '.join(self.players)}"


class SaveStore:
    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory or default_save_dir()
        # Written as the header's "app" object of every journal created from now on (see the module docstring).
        self.game_settings: dict[str, Any] = {}

    @property
    def finished_dir(self) -> Path:
        return self.directory / "finished"

    def new_path(self, game_id: str) -> Path:
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        from .digest import token_hex

        return self.directory / f"{stamp}-{game_id}-{token_hex(3)}{SUFFIX}"

    def create(self, setup: Setup, seed: int | None) -> Journal:
        from engine.journal import Journal
        from engine.record import header_json

        header = header_json(setup, seed)
        if self.game_settings:
            header["app"] = dict(self.game_settings)
        return Journal.create(self.new_path(setup.game), header)

    def create_for(self, session: Session[Any]) -> Journal:
        """A new journal holding ``session``'s whole history (a record that loaded); attached to the session."""
        journal = self.create(session.setup, session.seed)
        for index, group in enumerate(session.groups):
            for position, action in enumerate(group.actions):
                # As Session writes them: group 0 (the deal) and the chance steps after an action join their group.
                joined = index == 0 or position > 0
                journal.append({"do": action.to_json(), "join": True} if joined else {"do": action.to_json()})
        session.journal = journal
        return journal

    def unfinished(self) -> list[SavedGame]:
        """Saved games not marked finished, newest first (unreadable ones are listed too, to explain them)."""
        if not self.directory.is_dir():
            return []
        found: list[SavedGame] = []
        for path in sorted(self.directory.glob(f"*{SUFFIX}"), reverse=True):
            if not path.is_file():
                continue  # a folder or a pipe with that name: nothing to resume, and reading a pipe would block
            header = read_header(path)
            game = str(header.get("game", "?"))
            raw_players = header.get("players", [])
            players = tuple(str(p) for p in raw_players) if isinstance(raw_players, list) else ()
            actions, modified = 0, 0.0
            try:
                stat = path.stat()
                modified = stat.st_mtime
                if stat.st_size <= MAX_JOURNAL_BYTES:
                    with open(path, "rb") as handle:
                        handle.readline(64 * 1024)
                        actions = count_actions(handle)
            except OSError:
                pass
            try:
                when = stamp_time(path.name[:15])  # new_path's local time
                started, started_at = when.strftime("%Y-%m-%d %H:%M"), when.timestamp()
            except ValueError:
                started, started_at = path.name, 0.0
            found.append(SavedGame(path, game, players, started, modified, actions, app_settings(header), started_at))
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

    @property
    def deleted_dir(self) -> Path:
        return self.directory / "deleted"

    def delete(self, path: Path) -> Path:
        """Take a game off the resume list at the user's request: moved to deleted/, never destroyed."""
        self.deleted_dir.mkdir(parents=True, exist_ok=True)
        target = self.deleted_dir / path.name
        path.replace(target)
        return target


def stamp_time(stamp: str) -> _dt.datetime:
    """A file name's "YYYYmmdd-HHMMSS" as datetime.strptime(stamp, "%Y%m%d-%H%M%S") reads it (ValueError when it is
    not one), without strptime: its first call imports calendar and locale and compiles its patterns, 5 ms of a
    start with the resume dialog (issue 35)."""
    date, dash, clock = stamp[:8], stamp[8:9], stamp[9:]
    if dash != "-" or len(clock) != 6 or not (date + clock).isascii() or not (date + clock).isdigit():
        raise ValueError(f"not a time stamp: {stamp!r}")
    return _dt.datetime(int(date[:4]), int(date[4:6]), int(date[6:]), int(clock[:2]), int(clock[2:4]), int(clock[4:]))


def app_settings(header: dict[str, Any]) -> dict[str, Any]:
    """The header's "app" object (the app's settings for this game), or {} when it has none or it is not an object."""
    app = header.get("app")
    return dict(app) if isinstance(app, dict) else {}


def read_header(path: Path) -> dict[str, Any]:
    """A journal's first line as an object ({} when unreadable: check_journal explains such files)."""
    import json

    try:
        with open(path, "rb") as handle:
            header = json.loads(handle.readline(64 * 1024).decode("utf-8"))
    except (OSError, ValueError, UnicodeDecodeError, RecursionError):
        return {}
    return header if isinstance(header, dict) else {}


def count_actions(lines: Any) -> int:
    """Actions in a journal's history now, from its lines after the header (written by Journal.append, compact)."""
    count = 0
    for line in lines:
        line = line.rstrip()
        if line.startswith(b'{"undo"'):
            count = max(0, count - 1)
        elif line.startswith(b'{"redo"') or (line.startswith(b'{"do"') and not line.endswith(b',"join":true}')):
            count += 1
    return count


def check_journal(path: Path) -> tuple[Game[Any], Setup, int | None, list[dict[str, Any]]]:
    """Read and replay a journal in memory without touching the file; raises ResumeError with a clear reason."""
    from engine.errors import IllegalAction, RecordError, SetupError
    from engine.journal import read_journal
    from engine.record import setup_from_json

    where = str(path)
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise ResumeError(QCoreApplication.translate("SaveStore", "The saved game {path} cannot be read: {reason}").format(
            path=where, reason=exc.strerror or exc)) from None
    if not path.is_file():
        raise ResumeError(QCoreApplication.translate(
            "SaveStore", "The saved game {path} is not a regular file.").format(path=where))
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


#: Journal lines: the session's actions, undos and redos, and the console's deliveries and rounds
#: (desktop/controller.py: who has seen what is game state).
#: The journal line that says which phone holds which seat (desktop.companion.seats.SeatBook.to_json).
PHONES_KEY = "phones"
ENTRY_KINDS = frozenset({"do", "undo", "redo", "seen", "missed", "round", "pass", "to_laptop", PHONES_KEY})


def replay_entries(game: Game[Any], setup: Setup, seed: int | None, entries: list[dict[str, Any]]) -> Session[Any]:
    from engine.errors import RecordError
    from engine.session import Session

    session: Session[Any] = Session(game, setup, seed=seed, settle=False)
    for entry in entries:
        if not isinstance(entry, dict) or not (ENTRY_KINDS & set(entry)):
            raise RecordError("a journal line is not an action, an undo, a redo or a delivery")
    session.replay_journal_entries(entries)
    return session
