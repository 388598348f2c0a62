"""Quest benchmark (on demand, not a test).

    .venv/bin/python benchmarks/bench_quest.py [--seconds 3] [--profile]

1. Random complete 10-player games per second: every step lists the legal choices (``Game.choices``),
   draws one, checks and applies it (``Game.step``); chance steps are drawn and applied. Views are not
   built. Reported for the standard game and the Director's Cut, app and physical mode.
2. Replay time of a complete 10-player record (docs/examples/quest-standard-app.json) through
   ``engine.record.replay`` (the path a session takes for undo/redo and loading).

Targets (issue 3): at least 1,000 random games per second on one core (the "per CPU second" figure; the
wall-clock one is lower when other processes share the cores); replay under 5 ms.
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

from engine.core import Game, Setup  # noqa: E402
from engine.games.quest import GAME  # noqa: E402
from engine.record import load_record, replay  # noqa: E402

RECORD = ROOT / "docs" / "examples" / "quest-standard-app.json"


def play_one(game: Game[Any], setup: Setup, rng: random.Random) -> None:
    state = game.start(setup)
    while game.result(state) is None:
        step = game.chance(state)
        if step is not None:
            action = step.sample(rng)
        else:
            options = game.choices(state)
            action = options[rng.randrange(len(options))].sample(rng)
        state, _events = game.step(state, action)


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
        play_one(game, setup, rng)
        count += 1
    return count, count / elapsed, count / max(time.process_time() - cpu, 1e-9)


def replay_ms(repeats: int = 200) -> tuple[float, float]:
    """(best, median) milliseconds to replay the record."""
    record = load_record(RECORD)
    outcome = replay(record)
    assert outcome.ok and outcome.session.result() is not None, "the benchmark record must replay to the end"
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        replay(record)
        times.append(time.perf_counter() - start)
    times.sort()
    return times[0] * 1000, times[len(times) // 2] * 1000


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
        print(f"random 10-player games, {label}: {rate:,.0f} games/s wall-clock, {cpu_rate:,.0f} per CPU second ({count} games)")
    if not RECORD.exists():
        print(f"{RECORD} is missing")
        return 1
    best, median = replay_ms()
    record = load_record(RECORD)
    print(f"replay of {RECORD.relative_to(ROOT)} ({len(record.entries)} actions): {best:.2f} ms best, "
          f"{median:.2f} ms median of 200")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
