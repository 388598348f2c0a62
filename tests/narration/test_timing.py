"""The step-length rule and the manual clock."""

from __future__ import annotations

import struct
import wave
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.narration.ambient import RATE, SECONDS, synthesize
from desktop.narration.timing import ManualClock, step_length


def test_duration_counts_when_speech_is_shorter() -> None:
    assert step_length(10.0, 3.0, 0.6) == 10.0


def test_long_speech_ends_plus_gap() -> None:
    assert step_length(2.0, 3.0, 0.6) == 3.6


def test_override_replaces_duration_but_not_speech() -> None:
    assert step_length(10.0, 1.0, 0.5, override=2.0) == 2.0
    assert step_length(10.0, 4.0, 0.5, override=2.0) == 4.5


def test_no_speech_is_the_duration() -> None:
    assert step_length(7.0, None, 0.6) == 7.0


@settings(max_examples=60, deadline=None)
@given(st.floats(0, 600), st.one_of(st.none(), st.floats(0, 60)), st.floats(0, 2), st.one_of(st.none(), st.floats(0.1, 60)))
def test_rule_properties(duration: float, speech: float | None, gap: float, override: float | None) -> None:
    length = step_length(duration, speech, gap, override)
    base = override if override is not None else duration
    assert length >= base
    if speech is not None:
        assert length >= speech + gap
        assert length in (base, speech + gap)
    else:
        assert length == base


def test_manual_clock_runs_due_callbacks_in_order() -> None:
    clock = ManualClock(0.0)
    seen: list[tuple[str, float]] = []
    clock.call_at(2.0, lambda: seen.append(("b", clock.now())))
    clock.call_at(1.0, lambda: seen.append(("a", clock.now())))
    cancelled = clock.call_at(1.5, lambda: seen.append(("x", clock.now())))
    cancelled.cancel()
    clock.call_at(1.0, lambda: clock.call_at(1.2, lambda: seen.append(("nested", clock.now()))))
    clock.advance(1.9)
    assert seen == [("a", 1.0), ("nested", 1.2)]
    assert clock.now() == 1.9
    clock.advance(1.0)
    assert seen[-1] == ("b", 2.0)
    assert clock.pending() == []


def test_ambient_sound_is_the_generated_loop() -> None:
    """The shipped file is exactly what the generator makes, and it loops without a jump."""
    path = Path(__file__).resolve().parents[2] / "resources" / "sounds" / "night_ambient.wav"
    with wave.open(str(path)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate(), w.getnframes()) == (1, 2, RATE, RATE * SECONDS)
        frames = w.readframes(w.getnframes())
    samples = synthesize()
    stored = struct.unpack(f"<{len(frames) // 2}h", frames)
    assert all(abs(a - round(b * 32767)) <= 1 for a, b in zip(stored[:2000], samples[:2000], strict=True))
    steps = sorted(abs(samples[i + 1] - samples[i]) for i in range(len(samples) - 1))
    assert abs(samples[0] - samples[-1]) <= steps[int(len(steps) * 0.99)]  # the seam is an ordinary step
    assert max(abs(s) for s in samples) <= 0.5 + 1e-9
