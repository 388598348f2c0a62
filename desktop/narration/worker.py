"""The render worker: a separate process that turns lines into audio files with pyttsx3.

Why a process: pyttsx3 must never run on the GUI thread, and pyttsx3 2.99 on
Linux is left wedged ("run loop already started") after any exception in its
loop; a crash of the speech library must not take the table's game with it.
The app starts ``python -m desktop.narration.worker`` with QProcess and talks
JSON lines:

    worker -> app  {"type": "hello", "engine", "version", "library", "voices": {lang: id}, "all_voices": [...]}
                   or {"type": "hello", "error": "why no engine"} (then it exits)
    app -> worker  {"type": "render", "id": n, "text": "...", "lang": "vi", "voice": "" , "rate": 150, "dir": "..."}
    worker -> app  {"type": "rendered", "id": n, "path": "...", "length": 1.23, "cached": false, "voice": "aav/vi",
                    "voice_fallback": false}
                   or {"type": "failed", "id": n, "kind": "no_voice" | "render", "error": "..."}
    app -> worker  {"type": "quit"}

Everything else the libraries print goes to stderr, so stdout stays clean.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
import time
from pathlib import Path
from typing import IO, Any

from .cache import audio_length, cache_key
from .voices import EngineError, EngineInfo, VoiceInfo, _score, audio_suffix, open_engine

RENDER_VOLUME = 1.0  # playback applies the table's volume, so a volume change never re-renders


class Renderer:
    """Renders lines into the cache with one pyttsx3 engine (used by the worker and the command line)."""

    def __init__(self, engine: Any, info: EngineInfo) -> None:
        self.engine = engine
        self.info = info
        self.failures_in_a_row = 0

    def voice_for(self, lang: str, wanted: str) -> tuple[VoiceInfo | None, bool]:
        """The voice to use and whether a wanted voice had to be replaced."""
        if wanted:
            for voice in self.info.voices:
                if voice.id == wanted and (not voice.languages or _score(voice, lang) is not None):
                    return voice, False
        return self.info.choose(lang), bool(wanted)

    def render(self, text: str, voice: VoiceInfo, rate: int, directory: Path) -> tuple[Path, float, bool]:
        """Returns (file, seconds, taken from the cache). Raises on failure (the engine is left usable)."""
        key = cache_key(text, voice.id, rate, RENDER_VOLUME, self.info.engine, self.info.version)
        path = directory / f"{key}{audio_suffix()}"
        if path.exists():
            try:
                return path, audio_length(path), True
            except (OSError, ValueError):
                path.unlink(missing_ok=True)
        directory.mkdir(parents=True, exist_ok=True)
        tmp = directory / f".{key}.{os.getpid()}.part{audio_suffix()}"
        try:
            self.engine.setProperty("voice", voice.id)
            self.engine.setProperty("rate", rate)
            self.engine.setProperty("volume", RENDER_VOLUME)
            self.engine.save_to_file(text, str(tmp))
            with contextlib.redirect_stdout(io.StringIO()):  # pyttsx3 prints "Audio saved to ..."
                self.engine.runAndWait()
                self._wait_for_espeak()
            length = audio_length(tmp)
            os.replace(tmp, path)
        except BaseException:
            self._recover()
            with contextlib.suppress(OSError):
                tmp.unlink(missing_ok=True)
            raise
        return path, length, False

    def _wait_for_espeak(self) -> None:
        """pyttsx3's espeak driver leaves runAndWait once espeak-ng has *queued* the line: its retrieval mode is
        asynchronous, and the file is written from espeak-ng's own thread when the line ends. Without waiting, a
        loaded machine read a file not yet written (FileNotFoundError) or half written ("holds no sound")."""
        driver = getattr(getattr(self.engine, "proxy", None), "_driver", None)
        if not type(driver).__module__.endswith(".espeak"):
            return  # SAPI5 and NSSpeechSynthesizer finish the file within runAndWait
        from pyttsx3.drivers import _espeak

        _espeak.Synchronize()  # returns when espeak-ng has synthesized everything (ctypes releases the GIL)
        deadline = time.monotonic() + 10
        while getattr(driver, "_speaking", False) and time.monotonic() < deadline:
            time.sleep(0.005)  # the callback that writes the file may still be running on espeak-ng's thread

    def _recover(self) -> None:
        """pyttsx3 keeps its loop flag set after an exception: end the loop so the next line can run."""
        if getattr(self.engine, "_inLoop", False):
            with contextlib.suppress(Exception):
                self.engine.endLoop()


def _send(out: IO[str], message: dict[str, Any]) -> None:
    out.write(json.dumps(message, ensure_ascii=False) + "\n")
    out.flush()


def serve(requests: IO[str], out: IO[str]) -> int:
    try:
        engine, info = open_engine()
    except EngineError as exc:
        _send(out, {"type": "hello", "error": str(exc)})
        return 3
    renderer = Renderer(engine, info)
    _send(out, {"type": "hello", **info.to_json()})
    for line in requests:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except json.JSONDecodeError:
            continue
        kind = request.get("type")
        if kind == "quit":
            break
        if kind != "render":
            continue
        job = request.get("id")
        lang = str(request.get("lang", "en"))
        voice, replaced = renderer.voice_for(lang, str(request.get("voice") or ""))
        if voice is None:
            _send(out, {"type": "failed", "id": job, "kind": "no_voice", "error": f"no voice for {lang}"})
            continue
        try:
            path, length, cached = renderer.render(str(request["text"]), voice, int(request.get("rate", 150)),
                                                   Path(request["dir"]))
        except Exception as exc:
            renderer.failures_in_a_row += 1
            _send(out, {"type": "failed", "id": job, "kind": "render", "error": f"{type(exc).__name__}: {exc}"})
            if renderer.failures_in_a_row >= 3:
                return 4  # the app starts a fresh worker for the next lines
            continue
        renderer.failures_in_a_row = 0
        _send(out, {"type": "rendered", "id": job, "path": str(path), "length": length, "cached": cached,
                    "voice": voice.id, "voice_fallback": replaced})
    return 0


def main() -> int:
    out = os.fdopen(os.dup(sys.stdout.fileno()), "w", encoding="utf-8", buffering=1)
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # library chatter ("Audio saved to ...") goes to stderr
    sys.stdout = sys.stderr
    requests = open(sys.stdin.fileno(), encoding="utf-8", closefd=False)  # noqa: SIM115 - lives as long as the process
    return serve(requests, out)


if __name__ == "__main__":
    sys.exit(main())
