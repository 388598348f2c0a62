"""On-demand benchmark for the Castle of the Devil engine (not a test).

Measures, on one core:
  1. random complete games per second (app and physical mode, 3-10 players): every chance step drawn, every legal
     choice listed (``choices()``), one sampled, checked (``check``) and applied (``apply``) until the result. The
     random players avoid declaring until turn 30 (a cap of this benchmark, not of the rules), then prefer it. The
     headline rate is per CPU second of this process (stable on a busy machine), the wall-clock rate beside it;
     target (issue 18): double the rate measured before that issue's work (BASELINE), MISSED against CPU time only;
  2. the replay time of the complete example records (docs/examples/castle-*.json) through engine.record.replay,
     CPU time, median of 100.

Run: ``.venv/bin/python benchmarks/bench_castle.py [--games N] [--profile]``.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.core import Setup  # noqa: E402
from engine.games.castle import GAME  # noqa: E402
from engine.record import load_record, replay  # noqa: E402

ENDING = ("declare", "loge", "fortune")
TURN_CAP = 30
#: Games per CPU second on main before issue 18 (median of 3 runs of this benchmark, 300 games, seed 1).
BASELINE = {"app": 237.3, "physical": 361.1}


def play(setup: Setup, rng: random.Random) -> tuple[int, Any]:
    """One complete game; returns the number of actions applied and the result."""
    state = GAME.start(setup)
    actions = 0
    while (result := GAME.result(state)) is None:
        step = GAME.chance(state)
        if step is not None:
            action = step.sample(rng)
        else:
            choices = GAME.choices(state)
            ending = [c for c in choices if c.type in ENDING]
            if state.turns < TURN_CAP:
                choices = [c for c in choices if c.type not in ENDING] or choices
            elif ending:
                choices = ending
            action = rng.choice(choices).sample(rng)
        state, _events = GAME.step(state, action)
        actions += 1
    return actions, result


def bench_games(count: int, mode: str, seed: int) -> None:
    rng = random.Random(seed)
    setups = [Setup("castle", tuple(f"P{i}" for i in range(n)), (), GAME.options_with_defaults({"mode": mode}))
              for n in (rng.randint(3, 10) for _ in range(count))]
    start, cpu = time.perf_counter(), time.process_time()
    total = 0
    for setup in setups:
        actions, _ = play(setup, rng)
        total += actions
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    # CPU time first: on a shared machine the wall clock also counts the time other processes had the core
    rate, target = count / cpu, 2 * BASELINE[mode]
    print(f"{mode:8s}: {rate:.1f} games per CPU second ({count / elapsed:.1f}/s wall-clock, {count} games in "
          f"{cpu:.2f} s CPU), {total / count:.0f} actions/game, {total / cpu:.0f} actions per CPU second "
          f"[target >= {target:.0f} per CPU second (twice {BASELINE[mode]:g}): {'met' if rate >= target else 'MISSED'}]")


def bench_replay(runs: int = 100) -> None:
    """The median of ``runs`` replays (a mean let one pass of the garbage collector over what the games before left
    decide the figure)."""
    for path in sorted((ROOT / "docs" / "examples").glob("castle-*.json")):
        record = load_record(path)
        cpu_times, wall_times = [], []
        for _ in range(runs):
            start, cpu = time.perf_counter(), time.process_time()
            outcome = replay(record)
            cpu_times.append(time.process_time() - cpu)
            wall_times.append(time.perf_counter() - start)
            assert outcome.ok, outcome.error or outcome.mismatch
        cpu, elapsed = statistics.median(cpu_times), statistics.median(wall_times)
        print(f"replay {path.name}: {len(record.entries)} actions in {cpu * 1000:.2f} ms CPU median of {runs} "
              f"({elapsed * 1000:.2f} ms wall-clock)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        bench_games(args.games, "app", args.seed)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
        return
    bench_games(args.games, "app", args.seed)
    bench_games(args.games, "physical", args.seed)
    bench_replay()


if __name__ == "__main__":
    main()
