"""Append-only journal of a live game: one JSON object per line, fsynced after each.

The first line is the header (the record without actions). Then one line per
applied action (``{"do": ...}``, ``"join": true`` for a chance step belonging
to the previous action), and ``{"undo": 1}`` / ``{"redo": 1}`` entries: undo
never deletes a line, so a crash can neither lose an action nor bring back an
undone one. A last line cut short by a crash is ignored on load and trimmed
before the next append.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from .errors import RecordError
from .files import MAX_DEPTH, json_failure, read_limited, too_deep

JOURNAL_FORMAT = "tablekeeper-journal"
JOURNAL_VERSION = 1
OWNER_ONLY = 0o600
MAX_JOURNAL_BYTES = 32 * 1024 * 1024  # the desktop's resume list skips larger files (desktop/saves.py)


class Journal:
    def __init__(self, path: Path, handle: Any) -> None:
        self.path = path
        self._handle = handle

    @classmethod
    def create(cls, path: Path, header: dict[str, Any]) -> Journal:
        path.parent.mkdir(parents=True, exist_ok=True)
        # Owner only: a journal may hold the phones' seat tokens.
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, OWNER_ONLY)
        os.chmod(path, OWNER_ONLY)  # an existing file keeps its mode through os.open
        handle = open(descriptor, "w", encoding="utf-8")  # noqa: SIM115 - kept open for the whole game
        journal = cls(path, handle)
        journal.append({"format": JOURNAL_FORMAT, "version": JOURNAL_VERSION, **header})
        return journal

    @classmethod
    def reopen(cls, path: Path) -> tuple[Journal, dict[str, Any], list[dict[str, Any]]]:
        """Open an existing journal for appending; returns it, its header and its entries."""
        header, entries, good_bytes = read_journal(path)
        with open(path, "r+b") as raw:
            raw.truncate(good_bytes)
        os.chmod(path, OWNER_ONLY)  # a journal written before it was owner-only becomes so
        handle = open(path, "a", encoding="utf-8")  # noqa: SIM115
        return cls(path, handle), header, entries

    def append(self, entry: dict[str, Any]) -> None:
        self._handle.write(json.dumps(entry, ensure_ascii=False, separators=(",", ":")) + "\n")
        self._handle.flush()
        os.fsync(self._handle.fileno())

    def close(self) -> None:
        self._handle.close()


def read_journal(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]], int]:
    """Header, complete entries and the byte length they span. Raises RecordError when unreadable."""
    data = read_limited(path, MAX_JOURNAL_BYTES, "journal")
    entries: list[dict[str, Any]] = []
    offset = 0
    good = 0
    lines = data.split(b"\n")
    for number, line in enumerate(lines, start=1):
        is_last = number == len(lines)
        end = offset + len(line) + (0 if is_last else 1)
        if line.strip():
            try:
                entry = json.loads(line.decode("utf-8"))
                if not isinstance(entry, dict):
                    raise ValueError("not an object")
            except (ValueError, UnicodeDecodeError, RecursionError) as exc:
                if is_last or not any(rest.strip() for rest in lines[number:]):
                    break  # a line cut short by a crash: keep what came before it
                why = "" if isinstance(exc, (json.JSONDecodeError, UnicodeDecodeError)) or str(exc) == "not an object" \
                    else f" ({json_failure(exc, 'it', 'journal')})"
                raise RecordError(f"{path}: line {number} of the journal is damaged{why}") from None
            if too_deep(entry):
                raise RecordError(f"{path}: line {number} of the journal nests more than {MAX_DEPTH} levels deep; it is damaged")
            if is_last:
                break  # complete JSON but no newline: the write may have been cut; drop it
            entries.append(entry)
            good = end
        offset = end
    if not entries:
        raise RecordError(f"{path} is empty or not a Tablekeeper journal")
    header = entries.pop(0)
    if header.get("format") != JOURNAL_FORMAT:
        raise RecordError(f"{path} is not a Tablekeeper journal")
    if type(header.get("version")) is not int or header.get("version") != JOURNAL_VERSION:
        raise RecordError(f"{path} is a journal of version {header.get('version')!r}; this version reads {JOURNAL_VERSION}")
    return header, entries, good
