"""The narrator's logic with a fake speaker on a manual clock: timing, controls, failures."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QObject

from desktop.i18n import catalog
from desktop.narration import NarrationSettings, Narrator
from desktop.narration.speakers import FakeSpeaker, SilentSpeaker, default_length
from desktop.narration.texts import T_NO_AUDIO, T_SAMPLE
from desktop.narration.timing import ManualClock, step_length
from engine.core import ScriptStep

pytestmark = pytest.mark.usefixtures("qapp")

GAP = NarrationSettings().gap


class Recorder:
    """Collects every signal of a narrator with the (manual) time it came at."""

    def __init__(self, narrator: Narrator, clock: ManualClock) -> None:
        self.events: list[tuple[float, str, tuple[Any, ...]]] = []
        self.origin = clock.now()
        for name in ("stepStarted", "stepFinished", "finished", "stateChanged", "progress", "problem", "speechStarted"):
            getattr(narrator, name).connect(lambda *args, name=name: self.events.append(
                (round(clock.now() - self.origin, 6), name, args)))

    def of(self, name: str) -> list[tuple[float, tuple[Any, ...]]]:
        return [(t, args) for t, n, args in self.events if n == name]

    def states(self) -> list[str]:
        return [args[0] for _t, args in self.of("stateChanged")]


def make(settings: NarrationSettings | None = None, **fake: Any) -> tuple[Narrator, FakeSpeaker, ManualClock, Recorder]:
    clock = ManualClock()
    speaker = FakeSpeaker(clock, **fake)
    narrator = Narrator(settings=settings, speaker=speaker, clock=clock)
    return narrator, speaker, clock, Recorder(narrator, clock)


def run_out(narrator: Narrator, clock: ManualClock, limit: int = 200) -> None:
    for _ in range(limit):
        if narrator.state != "playing":
            return
        clock.advance_to_next()
    raise AssertionError("the night did not end")


def test_whole_night_follows_planned_lengths(steps: Callable[..., list[ScriptStep]]) -> None:
    narrator, _speaker, clock, rec = make()
    script = steps([5.0, 1.0, 3.0, 4.0])  # the second line outlasts its step
    narrator.load(script, "en")
    assert rec.states() == ["preparing", "idle"]
    assert rec.of("progress")[-1][1] == (4, 4)
    expected = [step_length(s.duration, default_length(narrator.captions[i]), GAP) for i, s in enumerate(script)]
    assert narrator.planned_lengths == pytest.approx(expected)
    assert expected[1] == pytest.approx(default_length(narrator.captions[1]) + GAP)
    narrator.start()
    run_out(narrator, clock)
    starts = [t for t, _ in rec.of("stepStarted")]
    boundaries = [sum(expected[:i]) for i in range(len(expected))]
    assert starts == pytest.approx(boundaries)
    assert [args[0] for _, args in rec.of("stepFinished")] == [0, 1, 2, 3]
    assert rec.of("finished") == [(pytest.approx(sum(expected)), ())]
    assert narrator.state == "finished"
    assert [args for _, args in rec.of("speechStarted")] == [(0,), (1,), (2,), (3,)]
    assert rec.states()[-2:] == ["playing", "finished"]


def test_captions_are_the_steps_in_the_narration_language(steps: Callable[..., list[ScriptStep]]) -> None:
    narrator, _speaker, clock, rec = make()
    narrator.load(steps(), "en")
    narrator.start()
    assert narrator.caption == "Everyone, close your eyes."
    assert narrator.index == 0
    run_out(narrator, clock)
    assert [args[1] for _, args in rec.of("stepStarted")] == narrator.captions


def test_translated_caption_uses_the_narration_catalogue() -> None:
    narrator, speaker, _clock, _rec = make()
    narrator.load([ScriptStep("sample", T_SAMPLE(), 3.0)], "zh_TW")
    assert narrator.captions == ["這是夜晚的聲音。所有人請閉上眼睛。"]
    narrator.start()
    assert ("play", "這是夜晚的聲音。所有人請閉上眼睛。") in speaker.calls


def test_timing_depends_on_text_not_on_roles(steps: Callable[..., list[ScriptStep]]) -> None:
    a, _, _, _ = make()
    b, _, _, _ = make()
    a.load(steps([5.0, 1.0, 3.0, 4.0], roles=["werewolf", None, "seer", None]), "en")
    b.load(steps([5.0, 1.0, 3.0, 4.0], roles=[None, "robber", None, "minion"]), "en")
    assert a.planned_lengths == b.planned_lengths


def test_step_length_override(steps: Callable[..., list[ScriptStep]]) -> None:
    narrator, _speaker, clock, rec = make(NarrationSettings(step_length=1.0), length=lambda text: 0.2)
    narrator.load(steps([30.0, 30.0, 30.0, 30.0]), "en")
    assert narrator.planned_lengths == [1.0, 1.0, 1.0, 1.0]
    narrator.start()
    run_out(narrator, clock)
    assert rec.of("finished")[0][0] == pytest.approx(4.0)


def test_pause_freezes_time_and_resume_keeps_the_rest(steps: Callable[..., list[ScriptStep]]) -> None:
    narrator, speaker, clock, rec = make(length=lambda text: 2.0)
    narrator.load(steps([5.0, 5.0, 5.0, 5.0]), "en")
    narrator.start()
    clock.advance(1.5)
    narrator.pause()
    assert narrator.state == "paused"
    assert narrator.remaining() == pytest.approx(3.5)
    assert ("pause", None) in speaker.calls and not speaker.speaking
    clock.advance(60.0)  # a long pause: nothing moves
    assert [args[0] for _, args in rec.of("stepStarted")] == [0]
    narrator.resume()
    assert narrator.state == "playing" and speaker.speaking
    clock.advance(3.49)
    assert len(rec.of("stepStarted")) == 1
    clock.advance(0.02)
    assert [args[0] for _, args in rec.of("stepStarted")] == [0, 1]
    assert rec.of("stepStarted")[1][0] == pytest.approx(65.0)


def test_start_when_paused_resumes(steps: Callable[..., list[ScriptStep]]) -> None:
    narrator, _speaker, clock, _rec = make()
    narrator.load(steps(), "en")
    narrator.start()
    clock.advance(1.0)
    narrator.pause()
    narrator.start()
    assert narrator.state == "playing" and narrator.index == 0


def test_skip_moves_on_at_once(steps: Callable[..., list[ScriptStep]]) -> None:
    narrator, speaker, clock, rec = make()
    narrator.load(steps([5.0, 10.0, 3.0, 4.0]), "en")
    narrator.start()
    clock.advance(1.0)
    narrator.skip()
    assert narrator.index == 1
    assert rec.of("stepStarted")[1][0] == pytest.approx(1.0)
    assert rec.of("stepFinished") == [(1.0, (0,))]
    assert ("stop", None) in speaker.calls
    narrator.pause()
    narrator.skip()  # skipping while paused goes on playing
    assert narrator.state == "playing" and narrator.index == 2
    narrator.skip()
    narrator.skip()
    assert narrator.state == "finished"
    assert len(rec.of("finished")) == 1
    narrator.skip()  # nothing left: no effect
    assert narrator.state == "finished"


def test_repeat_restarts_the_step(steps: Callable[..., list[ScriptStep]]) -> None:
    narrator, speaker, clock, rec = make(length=lambda text: 1.0)
    narrator.load(steps([5.0, 5.0, 5.0, 5.0]), "en")
    narrator.start()
    clock.advance(6.0)
    assert narrator.index == 1
    narrator.repeat()
    assert [args[0] for _, args in rec.of("stepStarted")] == [0, 1, 1]
    plays = [c for c in speaker.calls if c[0] == "play"]
    assert plays[-1] == plays[-2] == ("play", narrator.captions[1])
    clock.advance(4.99)
    assert narrator.index == 1
    clock.advance(0.02)
    assert narrator.index == 2
    run_out(narrator, clock)
    narrator.repeat()  # after the end: the last step again
    assert narrator.state == "playing" and narrator.index == 3
    run_out(narrator, clock)
    assert len(rec.of("finished")) == 2


def test_repeat_while_paused_plays(steps: Callable[..., list[ScriptStep]]) -> None:
    narrator, speaker, clock, _rec = make()
    narrator.load(steps(), "en")
    narrator.start()
    clock.advance(1.0)
    narrator.pause()
    narrator.repeat()
    assert narrator.state == "playing" and narrator.index == 0 and speaker.speaking


def test_stop_and_start_again(steps: Callable[..., list[ScriptStep]]) -> None:
    narrator, speaker, clock, rec = make()
    narrator.load(steps(), "en")
    narrator.start()
    clock.advance(7.0)
    narrator.stop()
    assert narrator.state == "idle" and narrator.index == -1 and narrator.caption == ""
    assert not speaker.speaking
    assert clock.pending() == []  # no timer left behind
    clock.advance(100.0)
    assert len(rec.of("stepStarted")) == 2
    narrator.start()
    assert narrator.index == 0
    run_out(narrator, clock)
    assert narrator.state == "finished"


def test_speaker_failing_mid_night_keeps_captions_going(steps: Callable[..., list[ScriptStep]]) -> None:
    narrator, _speaker, clock, rec = make(fail_from=1)
    narrator.load(steps([5.0, 10.0, 3.0, 4.0]), "en")
    planned = narrator.planned_lengths
    narrator.start()
    run_out(narrator, clock)
    assert [args[0] for _, args in rec.of("stepStarted")] == [0, 1, 2, 3]
    assert [t for t, _ in rec.of("stepStarted")] == pytest.approx([sum(planned[:i]) for i in range(4)])
    problems = rec.of("problem")
    assert len(problems) == 1, problems  # said once, though three lines failed
    assert "speech stopped working" in problems[0][1][0]
    assert narrator.state == "finished"


def test_no_engine_means_captions_only_and_one_problem(steps: Callable[..., list[ScriptStep]]) -> None:
    clock = ManualClock()
    speaker = SilentSpeaker(("no_audio", T_NO_AUDIO(detail="libpulse.so.0 missing")))
    narrator = Narrator(speaker=speaker, clock=clock)
    rec = Recorder(narrator, clock)
    script = steps([5.0, 1.0, 3.0, 4.0])
    narrator.load(script, "en")
    narrator.load(script, "vi")  # a second night: not said again
    assert narrator.planned_lengths == [5.0, 1.0, 3.0, 4.0]
    narrator.start()
    run_out(narrator, clock)
    assert [t for t, _ in rec.of("stepStarted")] == pytest.approx([0.0, 5.0, 6.0, 9.0])
    assert len(rec.of("problem")) == 1
    assert "libpulse" in rec.of("problem")[0][1][0] and narrator.problems == [rec.of("problem")[0][1][0]]


def test_lines_without_speech_use_their_duration(steps: Callable[..., list[ScriptStep]]) -> None:
    script = steps([5.0, 1.0, 3.0, 4.0])
    narrator, _speaker, _clock, rec = make(missing=["Werewolves, wake up and look for other Werewolves."])
    narrator.load(script, "en")
    assert narrator.planned_lengths[1] == 1.0
    assert len(rec.of("problem")) == 1


class LateSpeaker(FakeSpeaker):
    """Reports shorter speech than it plays, as audio that starts late does."""

    def speech_length(self, text: str) -> float | None:
        length = super().speech_length(text)
        return None if length is None else length - 1.0


def test_step_waits_for_speech_that_runs_past_its_deadline(steps: Callable[..., list[ScriptStep]]) -> None:
    clock = ManualClock()
    speaker = LateSpeaker(clock, length=lambda text: 3.0)
    narrator = Narrator(speaker=speaker, clock=clock, settings=NarrationSettings(gap=0.5))
    rec = Recorder(narrator, clock)
    narrator.load(steps([1.0, 1.0, 1.0, 1.0]), "en")
    assert narrator.planned_lengths == [2.5] * 4  # 2 s of speech + gap, as reported
    narrator.start()
    clock.advance(2.6)
    assert narrator.index == 0  # speech still audible: wait
    assert narrator.remaining() == 0.0
    clock.advance(0.4)
    assert narrator.index == 1
    assert rec.of("stepStarted")[1][0] == pytest.approx(3.0)


def test_start_while_preparing_waits_for_the_speech(steps: Callable[..., list[ScriptStep]]) -> None:
    clock = ManualClock()

    class SlowSpeaker(FakeSpeaker):
        def prepare(self, texts: list[str], lang: str, settings: NarrationSettings) -> None:
            clock.call_at(clock.now() + 2.0, lambda: FakeSpeaker.prepare(self, texts, lang, settings))

    narrator = Narrator(speaker=SlowSpeaker(clock), clock=clock)
    rec = Recorder(narrator, clock)
    narrator.load(steps(), "en")
    narrator.start()
    assert narrator.state == "preparing" and narrator.index == -1
    clock.advance(2.0)
    assert rec.states() == ["preparing", "idle", "playing"]
    assert rec.of("stepStarted")[0][0] == pytest.approx(2.0)


def test_load_during_a_night_stops_it(steps: Callable[..., list[ScriptStep]]) -> None:
    narrator, speaker, clock, rec = make()
    narrator.load(steps(), "en")
    narrator.start()
    clock.advance(1.0)
    narrator.load(steps([1.0, 1.0]), "en")
    assert narrator.state == "idle" and narrator.index == -1 and not speaker.speaking
    clock.advance(100.0)
    assert len(rec.of("stepStarted")) == 1


def test_settings_live_and_rerender(steps: Callable[..., list[ScriptStep]]) -> None:
    narrator, speaker, clock, _rec = make()
    narrator.load(steps(), "en")
    prepares = sum(1 for c in speaker.calls if c[0] == "prepare")
    narrator.setSettings(NarrationSettings(volume=0.3, device="hdmi"))
    assert speaker.settings is not None and speaker.settings.volume == 0.3
    assert sum(1 for c in speaker.calls if c[0] == "prepare") == prepares  # volume needs no new speech
    narrator.setSettings(NarrationSettings(volume=0.3, rate=200))
    assert sum(1 for c in speaker.calls if c[0] == "prepare") == prepares + 1
    narrator.setSettings(NarrationSettings(volume=0.3, rate=200, step_length=2.0))
    assert min(narrator.planned_lengths) >= 2.0
    narrator.start()
    clock.advance(0.5)
    narrator.setSettings(NarrationSettings(volume=0.3, rate=250, ambient=True))
    assert narrator.state == "playing"  # no re-render mid-night
    assert ("ambient", "play") in speaker.calls


def test_ambient_follows_the_night(steps: Callable[..., list[ScriptStep]]) -> None:
    narrator, speaker, clock, _rec = make(NarrationSettings(ambient=True))
    narrator.load(steps(), "en")
    narrator.start()
    narrator.pause()
    narrator.resume()
    run_out(narrator, clock)
    ambient = [c[1] for c in speaker.calls if c[0] == "ambient"]
    assert ambient == ["play", "pause", "play", "stop"]


def test_controls_outside_a_night_do_nothing(steps: Callable[..., list[ScriptStep]]) -> None:
    narrator, speaker, _clock, rec = make()
    for command in (narrator.pause, narrator.resume, narrator.skip, narrator.repeat, narrator.stop):
        command()
    assert narrator.state == "idle" and rec.events == []
    narrator.start()  # nothing loaded: an empty night ends at once
    assert narrator.state == "finished" and len(rec.of("finished")) == 1
    narrator.testVoice("vi")
    assert speaker.calls[-1][0] == "preview"


def test_signals_reach_other_objects(qtbot: Any, steps: Callable[..., list[ScriptStep]]) -> None:
    """Queued delivery across objects works as for the console and the board."""
    narrator, _speaker, clock, _rec = make()

    class Board(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.captions: list[str] = []

        def show(self, _index: int, caption: str) -> None:
            self.captions.append(caption)

    board = Board()
    narrator.stepStarted.connect(board.show)
    narrator.load(steps(), "en")
    narrator.start()
    run_out(narrator, clock)
    assert board.captions == narrator.captions


def test_status_line(steps: Callable[..., list[ScriptStep]]) -> None:
    clock = ManualClock()

    class SlowSpeaker(FakeSpeaker):
        def prepare(self, texts: list[str], lang: str, settings: NarrationSettings) -> None:
            self.progress.emit(1, len(texts))
            clock.call_at(clock.now() + 1.0, lambda: FakeSpeaker.prepare(self, texts, lang, settings))

    narrator = Narrator(speaker=SlowSpeaker(clock), clock=clock)
    narrator.load(steps([1.0, 2.0]), "en")
    assert narrator.status().english() == "Preparing the narration: 1 of 2 lines"
    assert catalog("vi").render(narrator.status()) == "Đang chuẩn bị lời dẫn: 1/2 câu"
    clock.advance(1.0)
    assert narrator.status().english() == "Ready"
    narrator.start()
    narrator.pause()
    assert catalog("zh_TW").render(narrator.status()) == "已暫停"



def test_a_line_whose_end_is_never_reported_does_not_hold_the_night_up(steps: Callable[..., list[ScriptStep]]) -> None:
    from desktop.narration.service import OVERDUE_LIMIT

    narrator, speaker, clock, rec = make(length=lambda text: 2.0)
    speaker._end = lambda: None  # the audio never says the line ended
    narrator.load(steps(), "en")
    narrator.start()
    first_length = narrator.planned_lengths[0]
    run_out(narrator, clock)
    assert narrator.state == "finished"
    starts = [t for t, _args in rec.of("stepStarted")]
    assert starts[1] == pytest.approx(first_length + OVERDUE_LIMIT)
    assert ("stop", None) in speaker.calls
