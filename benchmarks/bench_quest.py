"""Quest benchmark (on demand, not a test).

    .venv/bin/python benchmarks/bench_quest.py [--seconds 3] [--profile]

1. Random complete 10-player games per second: every step lists the legal choices (``Game.choices``),
   draws one, checks and applies it (``Game.step``); chance steps are drawn and applied. Views are not
   built. Reported for the standard game and the Director's Cut, app and physical mode.
2. Replay time of a complete 10-player record (docs/examples/quest-standard-app.json) through
   ``engine.record.replay`` (the path a session takes for undo/redo and loading).

Targets (issues 3 and 18): at least 1,000 random games per CPU second in every configuration (the headline figure:
what one dedicated core does; the wall-clock rate beside it is lower when other processes share the cores, and
MISSED is printed against CPU time only); replay under 5 ms of CPU time.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.core import Setup  # noqa: E402
from engine.games.quest import GAME  # noqa: E402
from engine.record import load_record, replay  # noqa: E402
from tests.playout import step_playout  # noqa: E402

RECORD = ROOT / "docs" / "examples" / "quest-standard-app.json"


def games_per_second(options: dict[str, Any], seconds: float, seed: int = 1) -> tuple[int, float, float]:
    """(games, games per wall-clock second, games per CPU second of this process).

    The CPU-time rate is what one dedicated core does; the wall-clock rate drops when the machine is shared.
    """
    game = GAME
    names = tuple(f"Player {i + 1}" for i in range(10))
    full = game.options_with_defaults(options)
    setup = Setup("quest", names, game.recommended_roles(10, full), full)
    rng = random.Random(seed)
    count = 0
    cpu = time.process_time()
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        step_playout(game, setup, rng)
        count += 1
    return count, count / elapsed, count / max(time.process_time() - cpu, 1e-9)


TARGET_GAMES = 1000  # per CPU second
TARGET_REPLAY_MS = 5.0  # CPU time


def verdict(met: bool) -> str:
    return "met" if met else "MISSED"


def replay_ms(repeats: int = 200) -> tuple[float, float, float]:
    """(best, median) CPU milliseconds to replay the record, and the median wall-clock milliseconds."""
    record = load_record(RECORD)
    outcome = replay(record)
    assert outcome.ok and outcome.session.result() is not None, "the benchmark record must replay to the end"
    cpu_times, wall_times = [], []
    for _ in range(repeats):
        start, cpu = time.perf_counter(), time.process_time()
        replay(record)
        cpu_times.append(time.process_time() - cpu)
        wall_times.append(time.perf_counter() - start)
    cpu_times.sort()
    wall_times.sort()
    return cpu_times[0] * 1000, cpu_times[len(cpu_times) // 2] * 1000, wall_times[len(wall_times) // 2] * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=3.0, help="seconds per configuration")
    parser.add_argument("--profile", action="store_true", help="profile the standard app configuration")
    args = parser.parse_args()
    configs = [
        ("standard, app", {"mode": "app"}),
        ("Director's Cut, app", {"mode": "app", "variant": "directors_cut"}),
        ("standard, physical", {"mode": "physical"}),
        ("Director's Cut, physical", {"mode": "physical", "variant": "directors_cut"}),
        ("standard, app, Unknown Roles + Hunter variant", {"mode": "app", "unknown_roles": True, "hunter_variant": True}),
    ]
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        games_per_second(configs[0][1], args.seconds)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
        return 0
    for label, options in configs:
        count, rate, cpu_rate = games_per_second(options, args.seconds)
        print(f"random 10-player games, {label}: {cpu_rate:,.0f} games per CPU second ({rate:,.0f}/s wall-clock, "
              f"{count} games) [target >= {TARGET_GAMES:,} per CPU second: {verdict(cpu_rate >= TARGET_GAMES)}]")
    if not RECORD.exists():
        print(f"{RECORD} is missing")
        return 1
    best, median, wall = replay_ms()
    record = load_record(RECORD)
    print(f"replay of {RECORD.relative_to(ROOT)} ({len(record.entries)} actions): {median:.2f} ms CPU median of 200, "
          f"{best:.2f} ms best ({wall:.2f} ms wall-clock median) [target < {TARGET_REPLAY_MS:g} ms CPU: "
          f"{verdict(median < TARGET_REPLAY_MS)}]")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
