"""A narration pack plays in place of speech, line by line, with the real speaker and stand-in children.

The audio child is a stand-in (as in test_media.py) that logs every file it is asked to play and reports its end
after the file's real length; the render worker is a stand-in that logs every line it is asked to say.
"""

from __future__ import annotations

import dataclasses
import json
import sys
import textwrap
import time
import wave
from pathlib import Path
from typing import Any

import pytest

from desktop.narration import NarrationSettings, Narrator, audio
from desktop.narration.lines import Line, line_of
from desktop.narration.media import MediaSpeaker
from desktop.narration.packs import PackLibrary
from engine.core import ScriptStep, Setup
from engine.i18n import QT_TRANSLATE_NOOP, Msg
from engine.registry import get_game

pytestmark = [pytest.mark.timeout(90), pytest.mark.qt_log_ignore(r"QProcess: Destroyed while process .*")]

WORKER_SECONDS = 0.45


def _player(tmp_path: Path) -> list[str]:
    """A stand-in audio child with one output: logs each played file, says it ended after the file's length."""
    script = tmp_path / "logging_player.py"
    script.write_text(textwrap.dedent("""\
        import json, sys, threading, wave
        lock = threading.Lock()
        log = open(sys.argv[1], "a", encoding="utf-8")
        def say(message):
            with lock:
                sys.stdout.write(json.dumps(message) + "\\n"); sys.stdout.flush()
        timer = None
        def cancel():
            global timer
            if timer is not None:
                timer.cancel(); timer = None
        say({"type": "devices", "outputs": [{"id": "spk", "description": "Speakers", "default": True}], "missing": None})
        say({"type": "hello"})
        for raw in sys.stdin:
            c = json.loads(raw)
            if c["type"] == "quit":
                break
            if c["type"] in ("device", "devices"):
                say({"type": "devices", "outputs": [{"id": "spk", "description": "Speakers", "default": True}],
                     "missing": None})
            if c["type"] in ("stop", "play"):
                cancel()
            say({"type": "ack", "seq": c["seq"]})
            if c["type"] == "play":
                log.write(c["path"] + "\\n"); log.flush()
                with wave.open(c["path"]) as w:
                    seconds = w.getnframes() / w.getframerate()
                say({"type": "started", "token": c["token"], "position": 1})
                timer = threading.Timer(seconds, say, [{"type": "ended", "token": c["token"]}])
                timer.start()
        """))
    return [sys.executable, str(script), str(tmp_path / "played.log")]


def _worker(tmp_path: Path) -> list[str]:
    """A stand-in render worker: every line it is asked for is logged and "rendered" as the same short WAV."""
    wav = tmp_path / "spoken.wav"
    wav.write_bytes(audio.tone(WORKER_SECONDS, freq=300))
    script = tmp_path / "logging_worker.py"
    script.write_text(textwrap.dedent(f"""\
        import json, sys
        log = open({str(tmp_path / "rendered.log")!r}, "a", encoding="utf-8")
        def say(message):
            sys.stdout.write(json.dumps(message) + "\\n"); sys.stdout.flush()
        say({{"type": "hello", "engine": "fake", "version": "1", "voices": {{"en": "x"}}, "all_voices": []}})
        for raw in sys.stdin:
            r = json.loads(raw)
            if r["type"] == "render":
                log.write(json.dumps(r["text"]) + "\\n"); log.flush()
                say({{"type": "rendered", "id": r["id"], "path": {str(wav)!r}, "length": {WORKER_SECONDS},
                     "cached": True, "voice": "x", "voice_fallback": False}})
        """))
    return [sys.executable, str(script)]


def _log(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


@pytest.fixture
def library(tmp_path: Path, qapp: Any) -> PackLibrary:
    return PackLibrary(tmp_path / "packs")


def _seconds(path: Path) -> float:
    with wave.open(str(path)) as w:
        return w.getnframes() / w.getframerate()


def _night(qtbot: Any, narrator: Narrator, steps: list[ScriptStep], lang: str) -> tuple[float, list[str]]:
    problems: list[str] = []
    narrator.problem.connect(problems.append)
    with qtbot.waitSignal(narrator.stateChanged, check_params_cb=lambda s: s == "idle", timeout=30_000):
        narrator.load(steps, lang)
    began = time.monotonic()
    with qtbot.waitSignal(narrator.finished, timeout=60_000):
        narrator.start()
    return time.monotonic() - began, problems


@pytest.mark.parametrize(("game_id", "players", "lang"), [("onuw", 5, "vi"), ("quest", 7, "zh_TW")])
def test_a_recorded_night_plays_the_pack_in_order_with_the_planned_timing(
        qtbot: Any, tmp_path: Path, library: PackLibrary, game_id: str, players: int, lang: str) -> None:
    game = get_game(game_id)
    options = game.options_with_defaults({})
    roles = game.recommended_roles(players, options)
    if game_id == "quest":
        roles = (*[r for r in roles if r != "loyal_servant"][:4], "cleric", "arthur", "blind_hunter")
    setup = Setup(game_id, tuple(f"P{i}" for i in range(len(roles))), tuple(roles), options)
    # every line as short as its speech (the table's step length, 0.1 s, for every line, waiting or not)
    steps = [dataclasses.replace(step, wait=True) for step in game.script(setup)]
    lines = {step.id: line_of(game_id, step) for step in steps}
    pack = library.create("Our storyteller", lang, author="Test", licence="CC0")
    for number, step in enumerate(steps):
        # generated "speech": tones of different lengths around silence, trimmed and levelled on the way in
        pack.put(lines[step.id], audio.tone(0.25 + 0.05 * (number % 4), freq=200 + 40 * number, lead=0.3, tail=0.4))
    library.choose(lang, pack.id)
    speaker = MediaSpeaker(cache=tmp_path / "cache", worker_command=_worker(tmp_path),
                           player_command=_player(tmp_path), packs=library)
    gap = 0.15
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(step_length=0.1, gap=gap))
    elapsed, problems = _night(qtbot, narrator, steps, lang)
    assert len(steps) >= 10
    files = [pack.folder / pack.entry(lines[step.id].key).file for step in steps]  # type: ignore[union-attr]
    assert _log(tmp_path / "played.log") == [str(f) for f in files]  # every line from the pack, in script order
    assert _log(tmp_path / "rendered.log") == []  # the synthetic voice said nothing
    assert narrator.planned_lengths == pytest.approx([_seconds(f) + gap for f in files], abs=1e-3)
    assert problems == []
    print(f"{game_id} {lang}: {len(steps)} steps from the pack, {elapsed:.3f} s against {narrator.total_length:.3f} s "
          f"planned ({100 * (elapsed / narrator.total_length - 1):+.2f} %)")
    assert abs(elapsed - narrator.total_length) / narrator.total_length < 0.01, (elapsed, narrator.total_length)
    narrator.shutdown()


LINES = [QT_TRANSLATE_NOOP("test", words) for words in (
    "Everyone, close your eyes.", "Seer, wake up.", "Seer, close your eyes.", "Robber, wake up.",
    "Robber, close your eyes.")]


def test_missing_stale_and_damaged_lines_fall_back_to_speech(qtbot: Any, tmp_path: Path, library: PackLibrary) -> None:
    steps = [ScriptStep(f"test.{i}", text(), 0.1, wait=True) for i, text in enumerate(LINES)]
    lines = [Line(step.id, step.id, step.msg, None, "test") for step in steps]
    pack = library.create("Partly recorded", "en")
    pack.put(lines[0], audio.tone(0.6))
    # line 1 is not recorded
    pack.put(lines[2], audio.tone(0.5))
    pack.put(Line("test.3", "test.3", Msg(QT_TRANSLATE_NOOP("test", "Robber, wake up now.")), None, "test"),
             audio.tone(0.7))  # recorded for words the line no longer says: stale
    damaged = pack.put(lines[4], audio.tone(0.4))
    (pack.folder / damaged.file).write_bytes((pack.folder / damaged.file).read_bytes()[:60])  # cut off
    assert [s.state for s in pack.states(lines)] == ["recorded", "missing", "recorded", "stale", "recorded"]
    library.choose("en", pack.id)
    speaker = MediaSpeaker(cache=tmp_path / "cache", worker_command=_worker(tmp_path),
                           player_command=_player(tmp_path), packs=library)
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(step_length=0.1, gap=0.1))
    _elapsed, problems = _night(qtbot, narrator, steps, "en")
    spoken = str(tmp_path / "spoken.wav")
    recorded = [str(pack.folder / entry.file) if (entry := pack.entry(line.key)) else "" for line in lines]
    assert _log(tmp_path / "played.log") == [recorded[0], spoken, recorded[2], spoken, spoken]
    assert [json.loads(t) for t in _log(tmp_path / "rendered.log")] == [str(LINES[1]), str(LINES[3]), str(LINES[4])]
    assert narrator.planned_lengths == pytest.approx(
        [_seconds(Path(recorded[0])) + 0.1, WORKER_SECONDS + 0.1, _seconds(Path(recorded[2])) + 0.1,
         WORKER_SECONDS + 0.1, WORKER_SECONDS + 0.1], abs=1e-3)
    assert len(problems) == 1 and "Partly recorded" in problems[0] and "damaged" in problems[0], problems
    # The next night says nothing new about the same damaged file.
    _elapsed, again = _night(qtbot, narrator, steps, "en")
    assert again == []
    narrator.shutdown()


def test_without_a_chosen_pack_everything_is_spoken(qtbot: Any, tmp_path: Path, library: PackLibrary) -> None:
    steps = [ScriptStep(f"test.{i}", text(), 0.1, wait=True) for i, text in enumerate(LINES[:2])]
    pack = library.create("Not chosen", "en")
    pack.put(Line("test.0", "test.0", steps[0].msg, None, "test"), audio.tone(0.5))
    speaker = MediaSpeaker(cache=tmp_path / "cache", worker_command=_worker(tmp_path),
                           player_command=_player(tmp_path), packs=library)
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(step_length=0.1, gap=0.1))
    _night(qtbot, narrator, steps, "en")
    assert _log(tmp_path / "played.log") == [str(tmp_path / "spoken.wav")] * 2
    narrator.shutdown()
