"""The real speaker: a render worker process plus the audio child process.

Three kinds of machine: without libpulse0 QtMultimedia cannot load (the QtMultimedia tests skip); with it but no
sound server running, the audio child lists no outputs (the tests that must hear a line skip, naming the missing
server, and the no-output tests run); with a sound output everything runs. The no-output tests hide the sound
server from the child (``no_sound_server``), so they run on the last two kinds alike.

Every test here has a tight timeout, so a deadlock fails with a stack dump instead of hanging the run.
"""

from __future__ import annotations

import itertools
import os
import sys
import textwrap
import time
import wave
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer

from desktop.i18n import render_ui
from desktop.narration import NarrationSettings, Narrator
from desktop.narration.media import MediaSpeaker
from engine.core import ScriptStep
from engine.i18n import QT_TRANSLATE_NOOP

try:
    import PySide6.QtMultimedia  # noqa: F401  (only to know whether the player child can play)
except ImportError as exc:  # QtMultimedia needs libpulse0 on Linux
    HAVE_MULTIMEDIA, MULTIMEDIA_PROBLEM = False, f"QtMultimedia cannot load here ({exc}); install libpulse0"
else:
    HAVE_MULTIMEDIA, MULTIMEDIA_PROBLEM = True, ""
needs_multimedia = pytest.mark.skipif(not HAVE_MULTIMEDIA, reason=MULTIMEDIA_PROBLEM)

pytestmark = [pytest.mark.timeout(60), pytest.mark.qt_log_ignore(r"QProcess: Destroyed while process .*")]

SHORT = [QT_TRANSLATE_NOOP("test", "Seer, wake up."), QT_TRANSLATE_NOOP("test", "Seer, close your eyes.")]


def _steps() -> list[ScriptStep]:
    return [ScriptStep(f"t{i}", text(), 0.2, wait=True) for i, text in enumerate(SHORT)]


NO_OUTPUT_HERE = ("no sound output here: the audio child lists no audio outputs (libpulse0 loads, but no PulseAudio "
                  "or PipeWire sound server is running; `python3 tablekeeper.py test` starts a private one where "
                  "pulseaudio is installed, and installs it when run as root; or start one, e.g. `pulseaudio --start` "
                  "or `systemctl --user start pipewire-pulse`, to run this test)")


@pytest.fixture
def speaker(tmp_path: Path, qapp: Any) -> Any:
    made = MediaSpeaker(cache=tmp_path)
    yield made
    made.shutdown()


def _outputs(qtbot: Any, speaker: MediaSpeaker) -> list[dict[str, Any]]:
    """The audio outputs the real audio child reports (it starts now; its first report precedes its hello)."""
    with qtbot.waitSignal(speaker.player.devices, timeout=30_000) as report:
        speaker.player.request_devices()
    return list(report.args[0])


@pytest.fixture
def audible(qtbot: Any, speaker: MediaSpeaker) -> MediaSpeaker:
    """The real speaker where its audio child can reach an output (a line can be heard); skips otherwise."""
    if not _outputs(qtbot, speaker):
        pytest.skip(NO_OUTPUT_HERE)
    return speaker


@pytest.fixture
def no_sound_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Children started from now on find no sound server (libpulse present, nothing to connect to)."""
    monkeypatch.setenv("PULSE_SERVER", f"unix:{tmp_path / 'no-pulse-server'}")
    monkeypatch.setenv("PIPEWIRE_REMOTE", str(tmp_path / "no-pipewire"))
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    monkeypatch.setenv("PULSE_CLIENTCONFIG", str(tmp_path / "no-client.conf"))


def _status(qtbot: Any, speaker: MediaSpeaker) -> dict[str, Any]:
    """The player child's players, as it reports them."""
    with qtbot.waitSignal(speaker.player.status, timeout=10_000) as answer:
        speaker.player.request_status()
    status = answer.args[0]
    return {**status["lines"][status["active"]], "ambient": status["ambient"], "all": status["lines"]}


def _fake_player(tmp_path: Path, body: str, before_hello: str = "") -> list[str]:
    """A stand-in player child: runs ``before_hello``, says hello, then runs ``body`` for each command ``c``
    (``say(dict)`` answers).

    It leaves its pid in ``tmp_path`` (``pid_<pid>.txt``), so a test can check that it was killed.
    """
    script = tmp_path / f"fake_player_{abs(hash((body, before_hello)))}.py"
    script.write_text(textwrap.dedent("""\
        import json, os, sys, time
        def say(message):
            sys.stdout.write(json.dumps(message) + "\\n"); sys.stdout.flush()
        def ack(c):
            say({"type": "ack", "seq": c["seq"]})
        open(os.path.join(sys.argv[1], "pid_%d.txt" % os.getpid()), "w").close()
        """) + textwrap.dedent(before_hello) + textwrap.dedent("""        say({"type": "hello", "pid": os.getpid()})
        for raw in sys.stdin:
            c = json.loads(raw)
        """) + textwrap.indent(textwrap.dedent(body), "    "))
    return [sys.executable, str(script), str(tmp_path)]


def _collect(narrator: Narrator) -> dict[str, list[tuple[Any, ...]]]:
    seen: dict[str, list[tuple[Any, ...]]] = {}
    for name in ("stepStarted", "speechStarted", "problem", "stateChanged", "progress", "finished"):
        getattr(narrator, name).connect(lambda *args, name=name: seen.setdefault(name, []).append(args))
    return seen


@needs_multimedia
def test_a_night_is_spoken(qtbot: Any, audible: MediaSpeaker) -> None:
    speaker = audible
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(step_length=0.2, gap=0.1))
    seen = _collect(narrator)
    with qtbot.waitSignal(narrator.stateChanged, check_params_cb=lambda s: s == "idle", timeout=30_000):
        narrator.load(_steps(), "en")
    assert seen["progress"][-1] == (2, 2)
    lengths = narrator.planned_lengths
    assert all(length > 0.5 for length in lengths)  # the speech is longer than the 0.2 s steps
    media_threads: list[str] = []
    narrator.speechStarted.connect(lambda _i: media_threads.extend(t for t in _thread_names() if "FFmpeg" in t))
    with qtbot.waitSignal(narrator.finished, timeout=30_000):
        narrator.start()
    assert [args[0] for args in seen["stepStarted"]] == [0, 1]
    assert [args[0] for args in seen["speechStarted"]] == [0, 1]
    assert "problem" not in seen
    # While the lines were audible, no QtMultimedia thread ran in this (the GUI) process: none can wait for its GIL.
    assert media_threads == []
    narrator.shutdown()


def _thread_names() -> list[str]:
    """This process's thread names (Linux; elsewhere none are known)."""
    return [comm.read_text().strip() for comm in Path("/proc/self/task").glob("*/comm")]


@needs_multimedia
def test_pause_and_resume_mid_line(qtbot: Any, audible: MediaSpeaker) -> None:
    speaker = audible
    narrator = Narrator(speaker=speaker)
    with qtbot.waitSignal(narrator.stateChanged, check_params_cb=lambda s: s == "idle", timeout=30_000):
        narrator.load(_steps(), "en")
    with qtbot.waitSignal(narrator.speechStarted, timeout=20_000):
        narrator.start()
    narrator.pause()
    qtbot.waitUntil(lambda: _status(qtbot, speaker)["state"] == "paused", timeout=10_000)
    held = _status(qtbot, speaker)["position"]
    qtbot.wait(300)
    assert _status(qtbot, speaker)["position"] == held and narrator.index == 0
    narrator.resume()
    qtbot.waitUntil(lambda: _status(qtbot, speaker)["position"] > held, timeout=10_000)
    narrator.skip()
    assert narrator.index == 1
    narrator.stop()
    assert narrator.state == "idle"
    qtbot.waitUntil(lambda: all(line["state"] == "stopped" for line in _status(qtbot, speaker)["all"]), timeout=10_000)
    narrator.shutdown()


def test_missing_engine_gives_captions_and_one_problem(qtbot: Any, tmp_path: Path, qapp: Any) -> None:
    # A player child with an output, so that only the missing engine is reported (without libpulse0 the real
    # child would add its own, true, notice whenever it answers before the night ends).
    player = _fake_player(tmp_path, """\
        if c["type"] in ("device", "devices"):
            say({"type": "devices", "outputs": [{"id": "spk", "description": "Speakers", "default": True}], "missing": None})
        ack(c)
        """)
    speaker = MediaSpeaker(cache=tmp_path, player_command=player, worker_command=[sys.executable, "-c",
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


@needs_multimedia
def test_unknown_output_device_falls_back(qtbot: Any, audible: MediaSpeaker) -> None:
    narrator = Narrator(speaker=audible)
    with qtbot.waitSignal(narrator.problem, timeout=20_000):
        narrator.setSettings(NarrationSettings(device="hdmi-tv-that-is-gone"))
    assert len(narrator.problems) == 1 and "hdmi-tv-that-is-gone" in narrator.problems[0]
    narrator.shutdown()


@needs_multimedia
def test_engine_info(qtbot: Any, speaker: MediaSpeaker) -> None:
    outputs = _outputs(qtbot, speaker)
    narrator = Narrator(speaker=speaker)
    with qtbot.waitSignal(narrator.engineInfo, timeout=30_000) as info:
        narrator.requestEngineInfo()
    assert set(info.args[0]["voices"]) == {"en", "vi", "fa", "zh_TW"}
    assert all(info.args[0]["voices"].values())
    assert info.args[0]["outputs"] == outputs  # the child's own list (empty without a sound server)
    problem = info.args[0].get("problem")
    assert (problem is None) == bool(outputs)  # without an output the settings page says why
    assert problem is None or render_ui(problem).startswith("No sound output")
    narrator.shutdown()


@needs_multimedia
def test_the_voice_test_plays_the_sample(qtbot: Any, audible: MediaSpeaker) -> None:
    narrator = Narrator(speaker=audible)
    with (qtbot.waitSignal(narrator.voiceTested, timeout=30_000) as tested,
          qtbot.waitSignal(audible.player.started, check_params_cb=lambda token: token == 0, timeout=30_000)):
        narrator.testVoice("zh_TW")  # a preview plays with token 0: audible, but no night line
    assert tested.args == [True, ""]
    assert narrator.problems == []
    narrator.shutdown()


# -- the real children without a sound server (libpulse0 present, nothing to connect to) -------------------------

@needs_multimedia
def test_a_night_without_a_sound_output_is_timed_as_scripted_with_one_notice(
        qtbot: Any, no_sound_server: None, speaker: MediaSpeaker) -> None:
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(step_length=0.2, gap=0.1))
    seen = _collect(narrator)
    for _night in range(2):  # a second night (Quest's reveal, a repeat) says nothing new
        with qtbot.waitSignal(narrator.stateChanged, check_params_cb=lambda s: s == "idle", timeout=30_000):
            narrator.load(_steps(), "en")
        assert speaker.player.outputs == []  # the child found no output (else this test shows nothing)
        assert narrator.planned_lengths == [0.2, 0.2]  # as scripted: the lines (> 0.5 s) cannot be heard
        with qtbot.waitSignal(narrator.finished, timeout=30_000):
            narrator.start()
    assert [args[0] for args in seen["stepStarted"]] == [0, 1, 0, 1]  # the captions went on
    assert "speechStarted" not in seen
    assert len(seen["problem"]) == 1, seen["problem"]
    assert seen["problem"][0][0].startswith("No sound output") and "Captions will be shown" in seen["problem"][0][0]
    with qtbot.waitSignal(narrator.voiceTested, timeout=30_000) as tested:
        narrator.testVoice("zh_TW")
    assert tested.args[0] is False and tested.args[1].startswith("No sound output"), tested.args
    assert len(narrator.problems) == 1
    narrator.shutdown()


@needs_multimedia
def test_the_voice_test_without_a_sound_output_says_why(qtbot: Any, no_sound_server: None,
                                                        speaker: MediaSpeaker) -> None:
    narrator = Narrator(speaker=speaker)  # a fresh table: the sample is the first thing asked for
    with qtbot.waitSignal(narrator.voiceTested, timeout=30_000) as tested:
        narrator.testVoice("vi")
    assert tested.args[0] is False and tested.args[1].startswith("No sound output"), tested.args
    assert speaker.player.outputs == []
    assert len(narrator.problems) == 1 and narrator.problems[0] == tested.args[1]
    with qtbot.waitSignal(narrator.engineInfo, timeout=30_000) as info:
        narrator.requestEngineInfo()
    assert info.args[0]["outputs"] == [] and render_ui(info.args[0]["problem"]) == tested.args[1]
    narrator.shutdown()


@needs_multimedia
def test_a_missing_chosen_output_without_any_output_is_one_notice(qtbot: Any, no_sound_server: None,
                                                                  speaker: MediaSpeaker) -> None:
    narrator = Narrator(speaker=speaker)
    with qtbot.waitSignal(narrator.problem, timeout=20_000):
        narrator.setSettings(NarrationSettings(device="hdmi-tv-that-is-gone"))
    with qtbot.waitSignal(speaker.player.devices, timeout=10_000) as report:
        speaker.player.request_devices()  # one more report from the child, after the chosen output's
    assert report.args[0] == []
    # No default output plays either: "No sound output" alone says what to fix.
    assert len(narrator.problems) == 1 and narrator.problems[0].startswith("No sound output"), narrator.problems
    narrator.shutdown()


# -- the audio child: a watchdog instead of a frozen table -------------------------------------------------------

def _wav(path: Path, seconds: float) -> Path:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(8000)
        w.writeframes(b"\0\0" * int(8000 * seconds))
    return path


def _fake_worker(tmp_path: Path, seconds: float = 0.5) -> list[str]:
    """A render worker that "renders" every line as the same short WAV, at once."""
    wav = _wav(tmp_path / "line.wav", seconds)
    script = tmp_path / "fake_worker.py"
    script.write_text(textwrap.dedent(f"""\
        import json, sys
        def say(message):
            sys.stdout.write(json.dumps(message) + "\\n"); sys.stdout.flush()
        say({{"type": "hello", "engine": "fake", "version": "1", "voices": {{"en": "x"}}, "all_voices": []}})
        for raw in sys.stdin:
            r = json.loads(raw)
            if r["type"] == "render":
                say({{"type": "rendered", "id": r["id"], "path": {str(wav)!r}, "length": {seconds}, "cached": True,
                     "voice": "x", "voice_fallback": False}})
        """))
    return [sys.executable, str(script)]


def _pids(tmp_path: Path) -> list[int]:
    return [int(p.stem.split("_")[1]) for p in tmp_path.glob("pid_*.txt")]


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().split()[2] == "Z")  # a zombie is dead (Linux)


def test_a_player_that_stops_answering_is_killed_and_the_night_goes_on(qtbot: Any, tmp_path: Path, qapp: Any,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from desktop.narration import playback

    monkeypatch.setattr(playback, "ANSWER_MS", 600)
    monkeypatch.setattr(playback, "PING_MS", 200)
    # It starts the line, then deadlocks (as QMediaPlayer.stop() did in the GUI process before).
    player = _fake_player(tmp_path, """\
        if c["type"] == "play":
            ack(c); say({"type": "started", "token": c["token"], "position": 40}); time.sleep(3600)
        ack(c)
        """)
    speaker = MediaSpeaker(cache=tmp_path, worker_command=_fake_worker(tmp_path), player_command=player)
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(step_length=0.3, gap=0.1))
    seen = _collect(narrator)
    with qtbot.waitSignal(narrator.stateChanged, check_params_cb=lambda s: s == "idle", timeout=20_000):
        narrator.load(_steps(), "en")
    with qtbot.waitSignal(narrator.finished, timeout=40_000):
        narrator.start()
    assert [args[0] for args in seen["stepStarted"]] == [0, 1]  # the captions went on
    assert [args[0] for args in seen["speechStarted"]] == [0, 1]  # each line was heard until the player froze
    assert len(seen["problem"]) == 1 and "did not answer" in seen["problem"][0][0]  # said once, plainly
    assert speaker.player.restarts >= 2
    pids = _pids(tmp_path)
    assert len(pids) >= 2
    qtbot.waitUntil(lambda: sum(map(_alive, pids)) <= 1, timeout=10_000)  # the frozen ones were killed
    narrator.shutdown()
    qtbot.waitUntil(lambda: not any(map(_alive, pids)), timeout=10_000)


def test_a_stop_that_is_not_carried_out_at_once_is_forced(qtbot: Any, tmp_path: Path, qapp: Any) -> None:
    # This player freezes inside "stop" (the deadlock seen in QMediaPlayer.stop()): the skip must still silence it
    # at once (it is killed after STOP_MS) and the next line plays in a fresh player.
    player = _fake_player(tmp_path, """\
        if c["type"] == "stop":
            time.sleep(3600)
        ack(c)
        if c["type"] == "play":
            say({"type": "started", "token": c["token"], "position": 40})
        """)
    speaker = MediaSpeaker(cache=tmp_path, worker_command=_fake_worker(tmp_path, 5.0), player_command=player)
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(step_length=0.3))
    seen = _collect(narrator)
    with qtbot.waitSignal(narrator.stateChanged, check_params_cb=lambda s: s == "idle", timeout=20_000):
        narrator.load(_steps(), "en")
    with qtbot.waitSignal(narrator.speechStarted, timeout=20_000):
        narrator.start()
    first = _pids(tmp_path)
    assert len(first) == 1
    with qtbot.waitSignal(narrator.speechStarted, check_params_cb=lambda index: index == 1, timeout=20_000):
        narrator.skip()
    qtbot.waitUntil(lambda: not _alive(first[0]), timeout=10_000)
    assert speaker.player.restarts == 1
    assert "problem" not in seen  # nothing was lost: the table heard the stop and the next line
    narrator.shutdown()


def test_no_sound_in_the_player_gives_captions_and_one_problem(qtbot: Any, tmp_path: Path, qapp: Any) -> None:
    player = [sys.executable, "-c", "import json; print(json.dumps({'type': 'hello', 'error': 'libpulse.so.0: cannot open'}))"]
    speaker = MediaSpeaker(cache=tmp_path, worker_command=_fake_worker(tmp_path), player_command=player)
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(step_length=0.05))
    seen = _collect(narrator)
    with qtbot.waitSignal(narrator.problem, timeout=20_000):
        speaker.player.warm_up()
    with qtbot.waitSignal(narrator.stateChanged, check_params_cb=lambda s: s == "idle", timeout=20_000):
        narrator.load(_steps(), "en")
    assert narrator.planned_lengths == [0.05, 0.05]  # no speech to wait for
    with qtbot.waitSignal(narrator.finished, timeout=10_000):
        narrator.start()
    assert [args[0] for args in seen["stepStarted"]] == [0, 1]
    assert len(seen["problem"]) == 1 and "libpulse0" in seen["problem"][0][0]
    narrator.shutdown()


@needs_multimedia
@pytest.mark.timeout(120)
def test_quick_controls_never_freeze_the_gui(qtbot: Any, audible: MediaSpeaker) -> None:
    """50 rounds of pause/resume/skip/repeat/stop in quick succession: the GUI thread keeps ticking throughout."""
    speaker = audible
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(step_length=0.3, gap=0.1))
    steps = [ScriptStep(f"t{i}", SHORT[i % 2](), 0.3, wait=True) for i in range(4)]
    with qtbot.waitSignal(narrator.stateChanged, check_params_cb=lambda s: s == "idle", timeout=30_000):
        narrator.load(steps, "en")
    ticks: list[float] = []
    ticker = QTimer()
    ticker.setTimerType(Qt.TimerType.PreciseTimer)
    ticker.timeout.connect(lambda: ticks.append(time.monotonic()))
    ticker.start(10)
    with qtbot.waitSignal(narrator.speechStarted, timeout=20_000):
        narrator.start()
    for round_ in range(50):
        narrator.start()
        qtbot.wait(15)
        narrator.pause()
        qtbot.wait(5)
        narrator.resume()
        narrator.skip()
        qtbot.wait(10 if round_ % 2 else 1)
        narrator.pause()
        narrator.skip()
        narrator.repeat()
        qtbot.wait(5)
        narrator.stop()
    assert narrator.state == "idle"
    # After all that, a whole night is still spoken.
    heard: list[int] = []
    narrator.speechStarted.connect(heard.append)
    with qtbot.waitSignal(narrator.finished, timeout=40_000):
        narrator.start()
    ticker.stop()
    assert heard == [0, 1, 2, 3], (speaker.player.restarts, narrator.problems)
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    # A blocked GUI thread would show as one long gap (a deadlock never ends: the test's timeout would fail it).
    assert len(ticks) > 100 and max(gaps) < 1.0, f"the GUI thread stalled for {max(gaps):.3f} s"
    narrator.shutdown()


def test_a_childs_output_is_read_as_whole_lines_of_json_objects_and_nothing_else_breaks_the_reading() -> None:
    """The speech worker's, the audio player's and the recorder's answers share one reader: a line arrives in pieces,
    and a line that is not JSON, not UTF-8 or not an object (a child's stray print) is skipped, never raised."""
    from desktop.narration.playback import JsonLines, json_line

    lines = JsonLines()
    assert list(lines.feed(b'{"type": "he')) == [] and lines.pending == b'{"type": "he'
    assert list(lines.feed(b'llo"}\nnot json\n[1, 2]\n"text"\n\xff\xfe\n{"id": 3}\n{"id"')) == [
        {"type": "hello"}, {"id": 3}]
    assert lines.pending == b'{"id"'
    reading = lines.feed(b': 4}\n{"id": 5}\n')
    assert next(reading) == {"id": 4}
    assert lines.pending == b'{"id": 5}\n', "a reader that stops early leaves the rest for later"
    lines.clear()
    assert list(lines.feed(b"")) == [] and lines.pending == b""
    assert bytes(json_line({"say": "شب"}).data()) == '{"say": "شب"}\n'.encode()
