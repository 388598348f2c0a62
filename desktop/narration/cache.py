"""The speech cache: one audio file per distinct line, keyed by what changes its sound.

Location: ``$TABLEKEEPER_NARRATION_CACHE`` when set, else the user cache
directory (Linux ``$XDG_CACHE_HOME/tablekeeper/narration`` or
``~/.cache/tablekeeper/narration``; Windows ``%LOCALAPPDATA%\\Tablekeeper\\cache\\narration``;
macOS ``~/Library/Caches/Tablekeeper/narration``). Files may be deleted at any
time; they are made again before the next night.
"""

from __future__ import annotations

import json
import os
import platform
import struct
import wave
from pathlib import Path

from desktop.digest import sha256_hex

CACHE_ENV = "TABLEKEEPER_NARRATION_CACHE"
FORMAT = 1  # bump when the rendering changes in a way the key does not capture


def cache_dir() -> Path:
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override)
    system = platform.system()
    if system == "Windows":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        return base / "Tablekeeper" / "cache" / "narration"
    if system == "Darwin":
        return Path.home() / "Library" / "Caches" / "Tablekeeper" / "narration"
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "tablekeeper" / "narration"


def cache_key(text: str, voice: str, rate: int, volume: float, engine: str, version: str) -> str:
    blob = json.dumps({"f": FORMAT, "text": text, "voice": voice, "rate": rate, "volume": round(volume, 3),
                       "engine": engine, "version": version}, ensure_ascii=False, sort_keys=True)
    return sha256_hex(blob.encode("utf-8"))[:32]


def audio_length(path: Path) -> float:
    """Seconds of audio in a WAV or AIFF file; raises ValueError when it is not one or is empty."""
    with open(path, "rb") as f:
        head = f.read(12)
    if head[:4] == b"RIFF":
        try:
            with wave.open(str(path), "rb") as w:
                frames, rate = w.getnframes(), w.getframerate()
        except (wave.Error, EOFError) as exc:
            raise ValueError(f"{path.name}: {exc}") from None
    elif head[:4] == b"FORM" and head[8:12] in (b"AIFF", b"AIFC"):
        frames, rate = _aiff_frames(path)
    else:
        raise ValueError(f"{path.name} is not a WAV or AIFF file")
    if frames <= 0 or rate <= 0:
        raise ValueError(f"{path.name} holds no sound")
    return frames / rate


def _aiff_frames(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    pos = 12
    while pos + 8 <= len(data):
        chunk, size = data[pos:pos + 4], struct.unpack(">I", data[pos + 4:pos + 8])[0]
        if chunk == b"COMM":
            _channels, frames, _bits = struct.unpack(">hIh", data[pos + 8:pos + 16])
            exponent, mantissa = struct.unpack(">HQ", data[pos + 16:pos + 26])
            rate = mantissa * 2.0 ** ((exponent & 0x7FFF) - 16383 - 63)
            return frames, round(rate)
        pos += 8 + size + (size & 1)
    raise ValueError(f"{path.name}: no COMM chunk")
