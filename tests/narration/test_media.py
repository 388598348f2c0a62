"""The real speaker: a render worker process plus QtMultimedia players (no audio device needed)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from desktop.narration import NarrationSettings, Narrator
from engine.core import ScriptStep
from engine.i18n import QT_TRANSLATE_NOOP

try:
    from PySide6.QtMultimedia import QMediaPlayer

    from desktop.narration.media import MediaSpeaker
except ImportError as exc:  # QtMultimedia needs libpulse0 on Linux
    pytest.skip(f"QtMultimedia cannot load here ({exc}); install libpulse0", allow_module_level=True)

# These machines have no sound server and no audio device: QtMultimedia says so, and plays in real time anyway.
pytestmark = pytest.mark.qt_log_ignore(r"PulseAudioService: .*", r"No audio device detected")

SHORT = [QT_TRANSLATE_NOOP("test", "Seer, wake up."), QT_TRANSLATE_NOOP("test", "Seer, close your eyes.")]


def _steps() -> list[ScriptStep]:
    return [ScriptStep(f"t{i}", text(), 0.2) for i, text in enumerate(SHORT)]


@pytest.fixture
def speaker(tmp_path: Path, qapp: Any) -> Any:
    made = MediaSpeaker(cache=tmp_path)
    yield made
    made.shutdown()


def _collect(narrator: Narrator) -> dict[str, list[tuple[Any, ...]]]:
    seen: dict[str, list[tuple[Any, ...]]] = {}
    for name in ("stepStarted", "speechStarted", "problem", "stateChanged", "progress", "finished"):
        getattr(narrator, name).connect(lambda *args, name=name: seen.setdefault(name, []).append(args))
    return seen


def test_a_night_is_spoken(qtbot: Any, speaker: Any) -> None:
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(step_length=0.2, gap=0.1))
    seen = _collect(narrator)
    with qtbot.waitSignal(narrator.stateChanged, check_params_cb=lambda s: s == "idle", timeout=30_000):
        narrator.load(_steps(), "en")
    assert seen["progress"][-1] == (2, 2)
    lengths = narrator.planned_lengths
    assert all(length > 0.5 for length in lengths)  # the speech is longer than the 0.2 s steps
    with qtbot.waitSignal(narrator.finished, timeout=30_000):
        narrator.start()
    assert [args[0] for args in seen["stepStarted"]] == [0, 1]
    assert [args[0] for args in seen["speechStarted"]] == [0, 1]
    assert "problem" not in seen
    narrator.shutdown()


def test_pause_and_resume_mid_line(qtbot: Any, speaker: Any) -> None:
    narrator = Narrator(speaker=speaker)
    with qtbot.waitSignal(narrator.stateChanged, check_params_cb=lambda s: s == "idle", timeout=30_000):
        narrator.load(_steps(), "en")
    with qtbot.waitSignal(narrator.speechStarted, timeout=10_000):
        narrator.start()
    player = speaker._lines[speaker._active].player
    narrator.pause()
    qtbot.waitUntil(lambda: player.playbackState() == QMediaPlayer.PlaybackState.PausedState, timeout=5_000)
    held = player.position()
    qtbot.wait(300)
    assert player.position() == held and narrator.index == 0
    narrator.resume()
    qtbot.waitUntil(lambda: player.position() > held, timeout=5_000)
    narrator.skip()
    assert narrator.index == 1
    narrator.stop()
    qtbot.waitUntil(lambda: all(line.player.playbackState() == QMediaPlayer.PlaybackState.StoppedState
                                for line in speaker._lines), timeout=5_000)
    assert narrator.state == "idle"
    narrator.shutdown()


def test_missing_engine_gives_captions_and_one_problem(qtbot: Any, tmp_path: Path, qapp: Any) -> None:
    speaker = MediaSpeaker(cache=tmp_path, worker_command=[sys.executable, "-c",
                           "import json; print(json.dumps({'type': 'hello', 'error': 'pyttsx3 is not installed'}))"])
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(step_length=0.05))
    seen = _collect(narrator)
    with qtbot.waitSignal(narrator.stateChanged, check_params_cb=lambda s: s == "idle", timeout=30_000):
        narrator.load(_steps(), "fa")
    with qtbot.waitSignal(narrator.finished, timeout=10_000):
        narrator.start()
    narrator.load(_steps(), "fa")  # the next night says nothing new
    assert [args[0] for args in seen["stepStarted"]] == [0, 1]
    assert "speechStarted" not in seen
    assert len(seen["problem"]) == 1 and "pyttsx3 is not installed" in seen["problem"][0][0]
    assert narrator.planned_lengths == [0.05, 0.05]
    narrator.shutdown()


def test_worker_that_cannot_start(qtbot: Any, tmp_path: Path, qapp: Any) -> None:
    speaker = MediaSpeaker(cache=tmp_path, worker_command=[str(tmp_path / "no-such-python")])
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(step_length=0.05))
    seen = _collect(narrator)
    with qtbot.waitSignal(narrator.stateChanged, check_params_cb=lambda s: s == "idle", timeout=30_000):
        narrator.load(_steps(), "en")
    assert len(seen["problem"]) == 1 and "No speech engine" in seen["problem"][0][0]
    with qtbot.waitSignal(narrator.finished, timeout=10_000):
        narrator.start()
    narrator.shutdown()


def test_worker_dying_mid_render(qtbot: Any, tmp_path: Path, qapp: Any) -> None:
    script = ("import json,sys; print(json.dumps({'type':'hello','engine':'x','version':'1','voices':{}}), flush=True); "
              "sys.stdin.readline(); sys.exit(9)")
    speaker = MediaSpeaker(cache=tmp_path, worker_command=[sys.executable, "-c", script])
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(step_length=0.05))
    seen = _collect(narrator)
    with qtbot.waitSignal(narrator.stateChanged, check_params_cb=lambda s: s == "idle", timeout=30_000):
        narrator.load(_steps(), "en")
    assert len(seen["problem"]) == 1 and "could not be turned into speech" in seen["problem"][0][0]
    with qtbot.waitSignal(narrator.finished, timeout=10_000):
        narrator.start()
    narrator.shutdown()


def test_unknown_output_device_falls_back(qtbot: Any, speaker: Any) -> None:
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(device="hdmi-tv-that-is-gone"))
    assert len(narrator.problems) == 1 and "hdmi-tv-that-is-gone" in narrator.problems[0]
    narrator.shutdown()


def test_engine_info_and_test_voice(qtbot: Any, speaker: Any) -> None:
    narrator = Narrator(speaker=speaker)
    with qtbot.waitSignal(narrator.engineInfo, timeout=30_000) as info:
        narrator.requestEngineInfo()
    assert set(info.args[0]["voices"]) == {"en", "vi", "fa", "zh_TW"}
    assert all(info.args[0]["voices"].values())
    with qtbot.waitSignal(speaker._lines[speaker._active].player.playbackStateChanged, timeout=30_000):
        narrator.testVoice("zh_TW")
    narrator.shutdown()
