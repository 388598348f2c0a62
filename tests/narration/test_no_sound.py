"""No sound, no word: when nothing can be heard the table is told once, and the voice test says why.

Two cases: the audio library is missing (this project's Linux machines without libpulse0: QtMultimedia cannot
load), and the library is present but no sound server or output device can be reached (simulated by stand-in
audio children speaking the player's line protocol, see docs/narration.md).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from desktop.i18n import render_ui
from desktop.narration import NarrationSettings, Narrator
from desktop.narration.media import MediaSpeaker
from tests.narration.test_media import (
    HAVE_MULTIMEDIA,
    _collect,
    _fake_player,
    _fake_worker,
    _steps,
    _wav,
    needs_multimedia,
)

pytestmark = [pytest.mark.timeout(60), pytest.mark.qt_log_ignore(r"QProcess: Destroyed while process .*")]
no_multimedia_here = pytest.mark.skipif(HAVE_MULTIMEDIA, reason="QtMultimedia loads here: this is the no-library case")

# The child with the library but no sound server: it lists no outputs and refuses to play (as player.py does).
NO_OUTPUT_REFUSES = """\
    if c["type"] in ("device", "devices"):
        say({"type": "devices", "outputs": [], "missing": None})
    if c["type"] == "play":
        say({"type": "error", "token": c["token"], "kind": "no_output",
             "error": "no audio output device or sound server can be reached"})
    ack(c)
    """
# An older or different child that lists no outputs but "plays" in silence (QtMultimedia without a device plays at
# real speed and reports the line heard): the app must not believe it.
NO_OUTPUT_PLAYS = """\
    if c["type"] in ("device", "devices"):
        say({"type": "devices", "outputs": [], "missing": None})
    ack(c)
    if c["type"] == "play":
        say({"type": "started", "token": c["token"], "position": 40}); say({"type": "ended", "token": c["token"]})
    """
SPEAKERS = {"id": "spk", "description": "Speakers", "default": True}  # the output PLAYS reports
# A child with a working output: plays every line to its end.
PLAYS = """\
    if c["type"] in ("device", "devices"):
        say({"type": "devices", "outputs": [{"id": "spk", "description": "Speakers", "default": True}], "missing": None})
    ack(c)
    if c["type"] == "play":
        say({"type": "started", "token": c["token"], "position": 40}); say({"type": "ended", "token": c["token"]})
    """


def _four_steps() -> list[Any]:
    return _steps() + _steps()


def _night(qtbot: Any, narrator: Narrator) -> None:
    with qtbot.waitSignal(narrator.stateChanged, check_params_cb=lambda s: s == "idle", timeout=20_000):
        narrator.load(_four_steps(), "en")
    with qtbot.waitSignal(narrator.finished, timeout=20_000):
        narrator.start()


@pytest.mark.parametrize("child", [NO_OUTPUT_REFUSES, NO_OUTPUT_PLAYS], ids=["child-refuses", "child-plays-silently"])
def test_no_sound_server_says_so_once_per_game_and_the_captions_go_on(qtbot: Any, tmp_path: Path, qapp: Any,
                                                                      child: str) -> None:
    speaker = MediaSpeaker(cache=tmp_path, worker_command=_fake_worker(tmp_path), player_command=_fake_player(tmp_path, child))
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(step_length=0.05, gap=0.0))
    seen = _collect(narrator)
    _night(qtbot, narrator)
    _night(qtbot, narrator)  # a second night (Quest's reveal, a repeat) says nothing new
    assert [args[0] for args in seen["stepStarted"]] == [0, 1, 2, 3] * 2  # every caption was shown
    assert "speechStarted" not in seen  # nothing was (believed) heard
    assert len(seen["problem"]) == 1, seen["problem"]
    assert seen["problem"][0][0].startswith("No sound output") and "Captions will be shown" in seen["problem"][0][0]
    with qtbot.waitSignal(narrator.voiceTested, timeout=20_000) as tested:
        narrator.testVoice("en")
    assert tested.args[0] is False and tested.args[1].startswith("No sound output"), tested.args
    assert len(seen["problem"]) == 1
    narrator.shutdown()


@pytest.mark.parametrize(("outputs", "lengths"), [([], [0.05] * 4), ([SPEAKERS], [0.5] * 4)], ids=["no-output", "output"])
def test_the_steps_are_timed_once_the_child_has_said_whether_it_can_be_heard(
        qtbot: Any, tmp_path: Path, qapp: Any, outputs: list[dict[str, Any]], lengths: list[float]) -> None:
    # A child slow to start (a loaded machine), lines rendered at once: a line nobody can hear must not
    # stretch its step to the speech's length.
    child = _fake_player(tmp_path, NO_OUTPUT_REFUSES if not outputs else PLAYS, before_hello=f"""\
        time.sleep(1.0)
        say({{"type": "devices", "outputs": {outputs!r}, "missing": None}})
        """)
    speaker = MediaSpeaker(cache=tmp_path, worker_command=_fake_worker(tmp_path), player_command=child)
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(step_length=0.05, gap=0.0))
    with qtbot.waitSignal(narrator.stateChanged, check_params_cb=lambda s: s == "idle", timeout=20_000):
        narrator.load(_four_steps(), "en")
    assert narrator.planned_lengths == lengths
    narrator.shutdown()


@pytest.mark.parametrize("outputs", [[], [SPEAKERS]], ids=["no-output", "output"])
def test_a_missing_chosen_output_is_named_only_when_another_one_plays(qtbot: Any, tmp_path: Path, qapp: Any,
                                                                      outputs: list[dict[str, Any]]) -> None:
    child = _fake_player(tmp_path, f"""\
        if c["type"] in ("device", "devices"):
            say({{"type": "devices", "outputs": {outputs!r}, "missing": c.get("id") or None}})
        ack(c)
        """)
    speaker = MediaSpeaker(cache=tmp_path, worker_command=_fake_worker(tmp_path), player_command=child)
    narrator = Narrator(speaker=speaker)
    with qtbot.waitSignal(speaker.player.devices, timeout=20_000):
        narrator.setSettings(NarrationSettings(device="hdmi-tv"))
    if outputs:  # the default output plays instead: say which one is missing
        assert len(narrator.problems) == 1 and "hdmi-tv" in narrator.problems[0], narrator.problems
    else:  # nothing plays at all: "No sound output" alone says what to fix
        assert len(narrator.problems) == 1 and narrator.problems[0].startswith("No sound output"), narrator.problems
    narrator.shutdown()


@pytest.mark.parametrize("child", [NO_OUTPUT_REFUSES, PLAYS], ids=["no-output", "output"])
def test_the_engine_info_says_why_nothing_can_be_heard(qtbot: Any, tmp_path: Path, qapp: Any, child: str) -> None:
    speaker = MediaSpeaker(cache=tmp_path, worker_command=_fake_worker(tmp_path), player_command=_fake_player(tmp_path, child))
    narrator = Narrator(speaker=speaker)
    with qtbot.waitSignal(speaker.player.devices, timeout=20_000):
        speaker.player.request_devices()
    with qtbot.waitSignal(narrator.engineInfo, timeout=20_000) as info:
        narrator.requestEngineInfo()
    if child is PLAYS:
        assert info.args[0]["outputs"] == [SPEAKERS] and "problem" not in info.args[0]
    else:
        assert info.args[0]["outputs"] == [] and render_ui(info.args[0]["problem"]).startswith("No sound output")
    narrator.shutdown()


def test_a_line_refused_for_want_of_an_output_before_the_list_arrives(qtbot: Any, tmp_path: Path, qapp: Any) -> None:
    # The child refuses a line before it has reported its outputs (a warm cache: the first line is sent at once):
    # one notice, not a "speech stopped working" per line.
    child = """\
        if c["type"] == "play":
            say({"type": "error", "token": c["token"], "kind": "no_output", "error": "no audio output"})
        ack(c)
        """
    speaker = MediaSpeaker(cache=tmp_path, worker_command=_fake_worker(tmp_path), player_command=_fake_player(tmp_path, child))
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(step_length=0.05, gap=0.0))
    seen = _collect(narrator)
    _night(qtbot, narrator)
    assert len(seen["problem"]) == 1 and seen["problem"][0][0].startswith("No sound output"), seen.get("problem")
    narrator.shutdown()


def test_the_voice_test_reports_a_sample_played(qtbot: Any, tmp_path: Path, qapp: Any) -> None:
    speaker = MediaSpeaker(cache=tmp_path, worker_command=_fake_worker(tmp_path), player_command=_fake_player(tmp_path, PLAYS))
    narrator = Narrator(speaker=speaker)
    seen = _collect(narrator)
    with qtbot.waitSignal(narrator.voiceTested, timeout=20_000) as tested:
        narrator.testVoice("vi")
    assert tested.args == [True, ""]
    assert "problem" not in seen
    narrator.shutdown()


def test_the_voice_test_reports_a_player_error(qtbot: Any, tmp_path: Path, qapp: Any) -> None:
    child = """\
        if c["type"] in ("device", "devices"):
            say({"type": "devices", "outputs": [{"id": "spk", "description": "Speakers", "default": True}], "missing": None})
        ack(c)
        if c["type"] == "play":
            say({"type": "error", "token": c["token"], "kind": "player", "error": "Could not open file"})
        """
    speaker = MediaSpeaker(cache=tmp_path, worker_command=_fake_worker(tmp_path), player_command=_fake_player(tmp_path, child))
    narrator = Narrator(speaker=speaker)
    with qtbot.waitSignal(narrator.voiceTested, timeout=20_000) as tested:
        narrator.testVoice("en")
    assert tested.args[0] is False and "Could not open file" in tested.args[1], tested.args
    narrator.shutdown()


# -- the real path on this machine: no libpulse0, so QtMultimedia cannot load -----------------------------------

@no_multimedia_here
def test_without_the_audio_library_the_app_says_so_once(qtbot: Any, qapp: Any) -> None:
    narrator = Narrator(settings=NarrationSettings(step_length=0.05, gap=0.0))  # the app's own speaker choice
    seen = _collect(narrator)
    _night(qtbot, narrator)
    _night(qtbot, narrator)
    assert [args[0] for args in seen["stepStarted"]] == [0, 1, 2, 3] * 2
    assert len(seen["problem"]) == 1 and "libpulse0" in seen["problem"][0][0], seen.get("problem")
    with qtbot.waitSignal(narrator.voiceTested, timeout=5_000) as tested:
        narrator.testVoice("en")
    assert tested.args[0] is False and "libpulse0" in tested.args[1]
    narrator.shutdown()


@no_multimedia_here
def test_the_real_audio_child_without_the_library_gives_one_notice(qtbot: Any, tmp_path: Path, qapp: Any) -> None:
    speaker = MediaSpeaker(cache=tmp_path, worker_command=_fake_worker(tmp_path))  # the real player child
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(step_length=0.05, gap=0.0))
    seen = _collect(narrator)
    with qtbot.waitSignal(narrator.voiceTested, timeout=30_000) as tested:
        narrator.testVoice("en")  # starts the child, which says QtMultimedia cannot load
    assert tested.args[0] is False and "libpulse" in tested.args[1], tested.args
    _night(qtbot, narrator)
    _night(qtbot, narrator)
    assert len(seen["problem"]) == 1 and "libpulse0" in seen["problem"][0][0], seen.get("problem")
    narrator.shutdown()


@needs_multimedia
def test_the_real_audio_child_without_a_sound_server_refuses_to_play(qtbot: Any, tmp_path: Path, qapp: Any,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    # libpulse present, but no server to connect to: the child must say so instead of "playing" in silence.
    monkeypatch.setenv("PULSE_SERVER", f"unix:{tmp_path / 'no-pulse-server'}")
    monkeypatch.setenv("PIPEWIRE_REMOTE", str(tmp_path / "no-pipewire"))
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    monkeypatch.setenv("PULSE_CLIENTCONFIG", str(tmp_path / "no-client.conf"))
    wav = _wav(tmp_path / "sample.wav", 0.3)
    speaker = MediaSpeaker(cache=tmp_path, worker_command=_fake_worker(tmp_path))
    with qtbot.waitSignal(speaker.player.failed, timeout=30_000) as failed:
        speaker.player.play(0, str(wav))
    assert speaker.player.no_output is not None, failed.args
    speaker.shutdown()


def test_silent_mode_answers_the_voice_test(qtbot: Any, qapp: Any) -> None:
    from desktop.narration.speakers import SilentSpeaker

    narrator = Narrator(speaker=SilentSpeaker())
    with qtbot.waitSignal(narrator.voiceTested, timeout=1_000) as tested:
        narrator.testVoice("en")
    assert tested.args[0] is False and tested.args[1].startswith("No sound output")
    narrator.shutdown()
