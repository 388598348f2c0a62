"""Avalon benchmark (on demand, not a test).

    .venv/bin/python benchmarks/bench_avalon.py [--seconds 3] [--profile]

1. Random complete games per second, as benchmarks/bench_quest.py measures them: every step lists the legal
   choices (``Game.choices``), draws one uniformly (timeouts included, so fallback chance steps run too), checks
   and applies it (``Game.step``); chance steps are drawn and applied; views are not built. Reported per wall-clock
   second and per CPU second of this process (what one dedicated core does; the wall-clock rate drops when other
   processes share the cores). Random Avalon games are long (every vote is an action, and random teams are often
   rejected): the actions per game and the time per action are printed too.
2. Replay time of complete records through ``engine.record.replay`` (the path a session takes for undo/redo and
   loading): docs/examples/avalon-*.json, among them a 10-player app-run game (avalon-app-ten-players.json).

Targets (issue 8 review, issue 18): at least 500 random games per CPU second in every configuration (the headline
figure; MISSED is printed against CPU time only, the wall-clock rate is beside it); replay of a complete 10-player
record under 5 ms of CPU time.
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
from engine.record import load_record, replay  # noqa: E402
from engine.registry import get_game  # noqa: E402
from tests.playout import step_playout  # noqa: E402

CONFIGS: list[tuple[str, tuple[str, ...], dict[str, Any]]] = [
    ("base, 5 players", ("merlin", "percival", "loyal_servant", "assassin", "morgana"), {}),
    ("base, 10 players", ("merlin", "percival", "loyal_servant", "loyal_servant", "loyal_servant", "loyal_servant", "assassin", "morgana",
                          "mordred", "oberon"), {}),
    ("Trapper + Excalibur + Lady + Witch + Big Box, 10 players, app",
     ("merlin", "percival", "cleric", "troublemaker", "loyal_servant", "loyal_servant", "assassin", "witch", "trickster", "revealer"),
     {"trapper": True, "excalibur": True, "lady_of_the_lake": True}),
    ("Trapper + Excalibur + Witch, 10 players, physical",
     ("merlin", "percival", "troublemaker", "loyal_servant", "loyal_servant", "loyal_servant", "assassin", "mordred", "witch", "revealer"),
     {"mode": "physical", "trapper": True, "excalibur": True}),
    ("Plot Cards + Excalibur + Lady, 7 players",
     ("merlin", "percival", "troublemaker", "loyal_servant", "assassin", "trickster", "lunatic"),
     {"plot_cards": True, "excalibur": True, "lady_of_the_lake": True}),
]


def games_per_second(setup: Setup, seconds: float, seed: int = 1) -> tuple[int, float, float, float]:
    """(games, games per wall-clock second, games per CPU second, actions per game)."""
    game = get_game("avalon")
    rng = random.Random(seed)
    count = actions = 0
    cpu = time.process_time()
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        actions += step_playout(game, setup, rng)
        count += 1
    return count, count / elapsed, count / max(time.process_time() - cpu, 1e-9), actions / max(count, 1)


TARGET_GAMES = 500  # per CPU second
TARGET_REPLAY_MS = 5.0  # CPU time, a complete 10-player record


def verdict(met: bool) -> str:
    return "met" if met else "MISSED"


def replay_ms(path: Path, repeats: int = 100) -> tuple[float, float, float, int, int]:
    """(best, median) CPU milliseconds to replay the record, the median wall-clock milliseconds, its number of
    actions and of players."""
    record = load_record(path)
    outcome = replay(record)
    assert outcome.ok and outcome.session.result() is not None, f"{path.name} must replay to the end"
    cpu_times, wall_times = [], []
    for _ in range(repeats):
        start, cpu = time.perf_counter(), time.process_time()
        replay(record)
        cpu_times.append(time.process_time() - cpu)
        wall_times.append(time.perf_counter() - start)
    cpu_times.sort()
    wall_times.sort()
    return (cpu_times[0] * 1000, cpu_times[len(cpu_times) // 2] * 1000, wall_times[len(wall_times) // 2] * 1000,
            len(record.entries), record.setup.count)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=3.0, help="seconds per configuration")
    parser.add_argument("--profile", action="store_true", help="profile the 10-player Trapper configuration")
    args = parser.parse_args()
    setups = [(label, Setup("avalon", tuple(f"Player {i + 1}" for i in range(len(roles))), roles, options))
              for label, roles, options in CONFIGS]
    if args.profile:
        profiler = cProfile.Profile(time.process_time)
        profiler.enable()
        games_per_second(setups[2][1], args.seconds)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(30)
        return 0
    for label, setup in setups:
        games, wall, cpu, actions = games_per_second(setup, args.seconds)
        print(f"random games, {label}: {cpu:,.0f} games per CPU second ({wall:,.0f}/s wall-clock, {games} games, "
              f"{actions:.0f} actions per game, {1e6 / (cpu * actions):.1f} µs CPU per action) "
              f"[target >= {TARGET_GAMES} per CPU second: {verdict(cpu >= TARGET_GAMES)}]")
    for path in sorted((ROOT / "docs" / "examples").glob("avalon-*.json")):
        best, median, wall, actions, players = replay_ms(path)
        target = f" [target < {TARGET_REPLAY_MS:g} ms CPU: {verdict(median < TARGET_REPLAY_MS)}]" if players == 10 else ""
        print(f"replay of docs/examples/{path.name} ({players} players, {actions} actions): {median:.2f} ms CPU median, "
              f"{best:.2f} ms best ({wall:.2f} ms wall-clock median){target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
