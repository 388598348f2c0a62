"""On-demand benchmark for the Castle of the Devil engine (not a test).

Measures, on one core:
  1. random complete games per second (app and physical mode, 3-10 players): every chance step drawn, every legal
     choice listed (``choices()``), one sampled, checked (``check``) and applied (``apply``) until the result. The
     random players avoid declaring until turn 30 (a cap of this benchmark, not of the rules), then prefer it. The
     headline rate is per CPU second of this process (stable on a busy machine), the wall-clock rate beside it.
     Target (issue 18): twice the rate of the engine before that issue's work. The machine's speed drifts from one
     hour to the next, so when git can give that engine (commit ``BEFORE``) it is measured in this run too: each run
     in its own process, the two engines alternately, three runs each, the same games; the verdict compares the
     medians. Without git history (or with ``--against none``) the verdict uses ``BASELINE``, measured in an earlier
     session. MISSED is printed against CPU time only;
  2. the replay time of the complete example records (docs/examples/castle-*.json) through engine.record.replay,
     CPU time, median of 100.

Run: ``.venv/bin/python benchmarks/bench_castle.py [--games N] [--against REV|none] [--profile]``.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import random
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

ENDING = ("declare", "loge", "fortune")
TURN_CAP = 30
#: The last commit before issue 18's work on the engines (f77e77c).
BEFORE = "f77e77c5a0b62d22972f10e73b02bf1628946fd3"
#: Games per CPU second at BEFORE (median of 3 runs of this benchmark, 300 games, seed 1), for a clone without history.
BASELINE = {"app": 237.3, "physical": 361.1}
MODES = ("app", "physical")


def short(rev: str) -> str:
    """A full commit id as git shows it short; any other revision as given."""
    return rev[:7] if re.fullmatch(r"[0-9a-f]{40}", rev) else rev


def load_engine(root: Path) -> Any:
    """The Castle game of the engine package under ``root`` (this checkout's, or an older one's)."""
    sys.path.insert(0, str(root))
    from engine.games.castle import GAME
    return GAME


def play(game: Any, setup: Any, rng: random.Random) -> tuple[int, Any]:
    """One complete game; returns the number of actions applied and the result."""
    state = game.start(setup)
    actions = 0
    while (result := game.result(state)) is None:
        step = game.chance(state)
        if step is not None:
            action = step.sample(rng)
        else:
            choices = game.choices(state)
            ending = [c for c in choices if c.type in ENDING]
            if state.turns < TURN_CAP:
                choices = [c for c in choices if c.type not in ENDING] or choices
            elif ending:
                choices = ending
            action = rng.choice(choices).sample(rng)
        state, _events = game.step(state, action)
        actions += 1
    return actions, result


def measure(game: Any, count: int, mode: str, seed: int) -> dict[str, float]:
    """``count`` random games in ``mode``: CPU and wall-clock seconds and the actions applied."""
    from engine.core import Setup  # the package ``game`` came from
    rng = random.Random(seed)
    setups = [Setup("castle", tuple(f"P{i}" for i in range(n)), (), game.options_with_defaults({"mode": mode}))
              for n in (rng.randint(3, 10) for _ in range(count))]
    start, cpu = time.perf_counter(), time.process_time()
    total = 0
    for setup in setups:
        actions, _ = play(game, setup, rng)
        total += actions
    return {"cpu": time.process_time() - cpu, "wall": time.perf_counter() - start, "actions": total}


def measure_apart(root: Path, count: int, mode: str, seed: int) -> dict[str, float]:
    """:func:`measure` in a fresh process with the engine under ``root`` (no module of the other engine loaded)."""
    out = subprocess.run([sys.executable, __file__, "--measure", str(root), "--mode", mode, "--games", str(count),
                          "--seed", str(seed)], check=True, capture_output=True, text=True,
                         env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
    return json.loads(out.stdout)


def engine_before(rev: str, into: Path) -> Path | None:
    """The engine package at ``rev``, unpacked under ``into``; None when git or that commit is not at hand."""
    try:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", rev, "engine"],
                                 check=True, capture_output=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        if hasattr(tarfile, "data_filter"):  # Python 3.11.4 and later
            tar.extractall(into, filter="data")
        else:  # git's own archive of this repository
            tar.extractall(into)
    return into


def report(mode: str, runs: list[dict[str, float]], count: int, target: float, against: str) -> None:
    """The headline line of one mode: the run of median CPU time, per CPU second (wall-clock beside it)."""
    run = sorted(runs, key=lambda r: r["cpu"])[len(runs) // 2]
    rate = count / run["cpu"]
    print(f"{mode:8s}: {rate:.1f} games per CPU second ({count / run['wall']:.1f}/s wall-clock, {count} games in "
          f"{run['cpu']:.2f} s CPU, median of {len(runs)}), {run['actions'] / count:.0f} actions/game, "
          f"{run['actions'] / run['cpu']:.0f} actions per CPU second "
          f"[target >= {target:.0f} per CPU second ({against}): {'met' if rate >= target else 'MISSED'}]")


def bench_games(count: int, seed: int, against: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        before = None if against == "none" else engine_before(against, Path(tmp))
        if before is None:
            if against != "none":
                print(f"(the engine at {short(against)} is not at hand: the targets are twice the rates measured at "
                      f"{short(BEFORE)} in an earlier session, on this machine as it was then)")
            for mode in MODES:
                report(mode, [measure_apart(ROOT, count, mode, seed) for _ in range(3)], count, 2 * BASELINE[mode],
                       f"twice {BASELINE[mode]:g}, measured earlier")
            return
        for mode in MODES:
            old: list[dict[str, float]] = []
            new: list[dict[str, float]] = []
            for _ in range(3):  # alternately, so a change in the machine's speed weighs on both alike
                old.append(measure_apart(before, count, mode, seed))
                new.append(measure_apart(ROOT, count, mode, seed))
            old_rate = count / statistics.median(r["cpu"] for r in old)
            print(f"{mode:8s}: {old_rate:.1f} games per CPU second at {short(against)} (median of 3, run alternately with "
                  f"this checkout), {old[0]['actions'] / count:.0f} actions/game")
            report(mode, new, count, 2 * old_rate, f"twice {old_rate:.1f}, the rate at {short(against)} in this run")


def bench_replay(runs: int = 100) -> None:
    """The median of ``runs`` replays (a mean let one pass of the garbage collector over what the games before left
    decide the figure)."""
    from engine.record import load_record, replay
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
    parser.add_argument("--against", default=BEFORE, metavar="REV|none",
                        help=f"the commit whose engine sets the target (default {short(BEFORE)}); none: the fixed BASELINE")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--measure", type=Path, metavar="ROOT", help=argparse.SUPPRESS)  # one run, as JSON
    parser.add_argument("--mode", choices=MODES, default="app", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure is not None:
        print(json.dumps(measure(load_engine(args.measure), args.games, args.mode, args.seed)))
        return
    if args.profile:
        game = load_engine(ROOT)
        profiler = cProfile.Profile()
        profiler.enable()
        measure(game, args.games, "app", args.seed)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
        return
    bench_games(args.games, args.seed, args.against)
    load_engine(ROOT)
    bench_replay()


if __name__ == "__main__":
    main()
