"""Reading a user's file safely: a regular file only, never more than a limit, JSON never nested too deep."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path
from typing import Any

from .errors import RecordError

MAX_DEPTH = 64  # records nest a few levels (an action's list of cards); far deeper is damage or an attack


def read_limited(path: Path, limit: int, what: str) -> bytes:
    """The bytes of the regular file at ``path``; RecordError if it is anything else or longer than ``limit``.

    The file is opened without blocking (a FIFO would wait for a writer forever) and checked after opening
    (the name may now point elsewhere); the limit holds while reading, whatever the size the file reports.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise RecordError(f"{path} is not a regular file; it is not a Tablekeeper {what}")
        if info.st_size > limit:
            raise RecordError(f"{path} is {info.st_size} bytes; a {what} is at most {limit} bytes")
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if total > limit:
        raise RecordError(f"{path} is larger than {limit} bytes (it grew while being read); a {what} is at most {limit} bytes")
    return b"".join(chunks)


def too_deep(data: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether a decoded JSON value nests more than ``limit`` levels (counted without recursion)."""
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, (dict, list)):
            if depth >= limit:
                return True
            stack.extend((v, depth + 1) for v in (value.values() if isinstance(value, dict) else value))
    return False


def json_failure(exc: Exception, where: str, what: str = "record") -> str:
    """Plain words for a JSON reader failing on something other than bad syntax."""
    if isinstance(exc, RecursionError):
        return (f"{where} is not a Tablekeeper {what}: RecursionError: its brackets nest too deeply"
                f" (a {what} nests at most {MAX_DEPTH} levels); it may be damaged")
    text = str(exc)
    if "integer string conversion" in text:
        return f"{where} is not a Tablekeeper {what}: it holds a number with more than {sys.get_int_max_str_digits()} digits"
    return f"{where} cannot be read as JSON: {text[:200]}"
