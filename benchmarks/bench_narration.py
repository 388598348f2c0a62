"""Narration timing, measured with real speech (on demand, not a test).

    .venv/bin/python benchmarks/bench_narration.py [--lang zh_TW] [--step 1.0] [--game onuw] [--nights 2]

Renders a night script with pyttsx3 (espeak-ng) into a fresh cache, then plays
it through the narrator, whose audio child process plays it with QtMultimedia,
offscreen. Measures:

* step start -> speech: from the narrator's ``stepStarted`` to its
  ``speechStarted``, which comes when the audio child reports its player in
  PlayingState with the position past zero (so the figure includes the round
  trip through the child process).
  Target: median under 250 ms once the night has started (steps after the first).
* night length: from the first ``stepStarted`` to ``finished``, against the
  planned length (the sum of the step lengths known before the night).
  Target: within 1 %.

Machines without an audio device still play in real time, so both figures hold.
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false;qt.multimedia.ffmpeg=false")
os.environ["TABLEKEEPER_NARRATION_CACHE"] = tempfile.mkdtemp(prefix="tablekeeper-bench-")

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEventLoop, Qt, QTimer  # noqa: E402

from desktop.narration import NarrationSettings, Narrator  # noqa: E402
from desktop.narration.media import MediaSpeaker  # noqa: E402
from engine.core import ScriptStep, Setup  # noqa: E402


def script(game_id: str, players: int) -> list[ScriptStep]:
    if game_id == "onuw":
        from engine.games.onuw import GAME
    elif game_id == "quest":
        from engine.games.quest import GAME
    else:
        raise SystemExit(f"unknown game {game_id}")
    options = GAME.options_with_defaults({})
    roles = GAME.recommended_roles(players, options)
    return GAME.script(Setup(GAME.id, tuple(f"P{i}" for i in range(players)), tuple(roles), options))


def run_night(narrator: Narrator) -> tuple[list[float], float, float, float]:
    clock = QElapsedTimer()
    clock.start()
    starts: dict[int, float] = {}
    heard: dict[int, float] = {}
    first: list[float] = []
    done: list[float] = []
    ticks: list[float] = []  # the GUI thread's heartbeat: the longest gap shows any stall
    poll = QTimer()
    poll.setTimerType(Qt.TimerType.PreciseTimer)
    poll.setInterval(5)

    def on_step(index: int, _caption: str) -> None:
        now = clock.nsecsElapsed() / 1e9
        starts[index] = now
        if not first:
            first.append(now)

    def on_speech(index: int) -> None:
        heard.setdefault(index, clock.nsecsElapsed() / 1e9)

    loop = QEventLoop()

    def on_finished() -> None:
        done.append(clock.nsecsElapsed() / 1e9)
        loop.quit()

    narrator.stepStarted.connect(on_step)
    narrator.finished.connect(on_finished)
    narrator.speechStarted.connect(on_speech)
    poll.timeout.connect(lambda: ticks.append(clock.nsecsElapsed() / 1e9))
    poll.start()
    narrator.start()
    loop.exec()
    poll.stop()
    narrator.stepStarted.disconnect(on_step)
    narrator.finished.disconnect(on_finished)
    narrator.speechStarted.disconnect(on_speech)
    latencies = [heard[i] - starts[i] for i in sorted(heard) if i in starts]
    missing = sorted(set(starts) - set(heard))
    if missing:
        print(f"  steps whose speech was never seen playing: {missing}")
    stall = max((b - a for a, b in itertools.pairwise(ticks)), default=0.0)
    return latencies, done[0] - first[0], narrator.total_length, stall


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en")
    parser.add_argument("--game", default="onuw")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--step", type=float, default=1.0, help="step length in seconds (short, for the measurement)")
    parser.add_argument("--nights", type=int, default=2)
    args = parser.parse_args()
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    steps = script(args.game, args.players)
    speaker = MediaSpeaker()
    narrator = Narrator(speaker=speaker, settings=NarrationSettings(step_length=args.step))
    problems: list[str] = []
    narrator.problem.connect(problems.append)
    loop = QEventLoop()
    narrator.stateChanged.connect(lambda s: loop.quit() if s == "idle" else None)
    t0 = time.perf_counter()
    narrator.load(steps, args.lang)
    if narrator.state != "idle":
        loop.exec()
    prepare = time.perf_counter() - t0
    print(f"{args.game} night, {len(steps)} steps, {args.lang}, step length {args.step:g} s: "
          f"rendered in {prepare:.2f} s; planned {narrator.total_length:.2f} s")
    all_later: list[float] = []
    worst = 0.0
    for night in range(1, args.nights + 1):
        latencies, real, planned, stall = run_night(narrator)
        later = latencies[1:]
        all_later.extend(later)
        error = (real - planned) / planned * 100
        worst = max(worst, abs(error))
        print(f"night {night}: step start -> speech median {statistics.median(latencies) * 1000:.0f} ms "
              f"(after the first step: median {statistics.median(later) * 1000:.0f} ms, max {max(later) * 1000:.0f} ms; "
              f"first step {latencies[0] * 1000:.0f} ms); night {real:.3f} s vs planned {planned:.3f} s ({error:+.3f} %); "
              f"longest GUI-thread gap {stall * 1000:.0f} ms")
    verdict_latency = statistics.median(all_later) < 0.25
    print(f"median step start -> speech once started: {statistics.median(all_later) * 1000:.0f} ms "
          f"({'OK' if verdict_latency else 'OVER'} the 250 ms target)")
    print(f"worst night length error: {worst:.3f} % ({'OK' if worst < 1.0 else 'OVER'} the 1 % target)")
    print(f"audio child restarts: {speaker.player.restarts}")
    if problems:
        print("problems:", *problems, sep="\n  ")
    narrator.shutdown()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
