"""On-demand benchmark for the One Night engine (not a test).

Measures, on one core:
  1. random complete app-mode games per CPU second of this process (the headline; the wall-clock rate beside it drops
     when other processes share the cores): every chance step drawn, every legal choice listed (``choices()``), one
     sampled and applied (``apply``), until the result; target >= 2,000 games per CPU second (MISSED against CPU time
     only), and (issue 18) not slower than before that issue's work;
  2. the same with ``check`` before every apply (what a Session does);
  3. the replay time of a complete record (docs/examples/onuw-app.json) through engine.record.replay.

Run: ``.venv/bin/python benchmarks/bench_onuw.py [--games N] [--profile]``.
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

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.core import Setup  # noqa: E402
from engine.games.onuw import GAME  # noqa: E402
from engine.games.onuw import data as D  # noqa: E402, N812
from engine.record import load_record, replay  # noqa: E402

POOL = [role for role in D.CARD_ROLES for _ in range(D.MAX_COPIES[role])]
#: Games per CPU second on main before issue 18 (median of 3 runs, 5,000 games), without and with ``check``.
BASELINE = {False: 3338, True: 2348}


def verdict(met: bool) -> str:
    return "met" if met else "MISSED"


def random_setups(count: int, rng: random.Random) -> list[Setup]:
    out = []
    while len(out) < count:
        n = rng.randint(3, 10)
        deck = rng.sample(POOL, n + 3)
        if deck.count(D.MASON) == 1:
            continue
        if D.ALPHA_WOLF in deck and all(deck.count(w) >= D.MAX_COPIES[w] for w in D.CENTER_WEREWOLF_CHOICES):
            continue
        setup = Setup("onuw", tuple(f"P{i}" for i in range(n)), tuple(deck), GAME.options_with_defaults({"mode": "app"}))
        if not [p for p in GAME.validate(setup) if p.severity == "error"]:
            out.append(setup)
    return out


def play(setup: Setup, rng: random.Random, check: bool) -> tuple[int, Any]:
    """One complete game; returns the number of actions applied and the result."""
    game = GAME
    state = game.start(setup)
    actions = 0
    while (result := game.result(state)) is None:
        step = game.chance(state)
        if step is not None:
            action = step.sample(rng)
        else:
            choices = game.choices(state)
            acting = [c for c in choices if c.player is not None]
            # Awake players act most of the time; the clock ends every step.
            choice = rng.choice(acting) if acting and rng.random() < 0.8 else rng.choice(choices)
            action = choice.sample(rng)
        if check:
            game.check(state, action)
        state, _events = game.apply(state, action)
        actions += 1
    return actions, result


def bench_games(games: int, check: bool, seed: int = 1) -> tuple[float, float, float]:
    """(games per CPU second, games per wall-clock second, actions per game)."""
    rng = random.Random(seed)
    setups = random_setups(64, rng)
    for setup in setups:  # warm the per-setup configuration cache
        GAME.start(setup)
    total = 0
    start, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        n, _ = play(setups[i % len(setups)], rng, check)
        total += n
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    return games / max(cpu, 1e-9), games / elapsed, total / games


def bench_replay(path: Path, runs: int) -> tuple[float, float]:
    """(CPU, wall-clock) seconds per replay."""
    record = load_record(path)
    start, cpu = time.perf_counter(), time.process_time()
    for _ in range(runs):
        outcome = replay(record)
        assert outcome.ok
    return (time.process_time() - cpu) / runs, (time.perf_counter() - start) / runs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--profile", action="store_true", help="profile the random games and print the top functions")
    args = parser.parse_args()
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        bench_games(args.games, check=False)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(20)
        return
    rate, wall, per_game = bench_games(args.games, check=False)
    print(f"random complete games (choices + apply): {rate:,.0f} games per CPU second ({wall:,.0f}/s wall-clock), "
          f"{per_game:.1f} actions per game [target >= 2,000 per CPU second: {verdict(rate >= 2000)}; "
          f"not slower than before issue 18 ({BASELINE[False]:,}): {verdict(rate >= BASELINE[False])}]")
    rate_checked, wall_checked, _ = bench_games(args.games // 2, check=True)
    print(f"random complete games (choices + check + apply): {rate_checked:,.0f} games per CPU second "
          f"({wall_checked:,.0f}/s wall-clock) [not slower than before issue 18 ({BASELINE[True]:,}): "
          f"{verdict(rate_checked >= BASELINE[True])}]")
    path = ROOT / "docs" / "examples" / "onuw-app.json"
    cpu, elapsed = bench_replay(path, 200)
    print(f"replay of {path.relative_to(ROOT)} (10 players, {len(load_record(path).entries)} actions): "
          f"{cpu * 1000:.2f} ms CPU per replay ({elapsed * 1000:.2f} ms wall-clock)")


if __name__ == "__main__":
    main()
