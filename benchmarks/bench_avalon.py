"""Avalon engine speed, on demand: random complete games per second and record replay time.

    .venv/bin/python benchmarks/bench_avalon.py [--games N] [--seed S]

Random games pick uniformly among the legal choices (timeouts included, so fallback chance steps run too).
Replay time is measured on the records those games produce and on docs/examples/avalon-*.json.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.core import Setup  # noqa: E402
from engine.record import load_record, parse_record, record_from_session, replay  # noqa: E402
from engine.registry import get_game  # noqa: E402
from tests.playout import random_playout  # noqa: E402

CONFIGS: list[tuple[str, int, tuple[str, ...], dict[str, Any]]] = [
    ("base, 5 players", 5, ("merlin", "percival", "loyal_servant", "assassin", "morgana"), {}),
    ("Trapper + Excalibur + Witch + Lady, 9 players", 9,
     ("merlin", "percival", "cleric", "loyal_servant", "loyal_servant", "loyal_servant", "assassin", "witch", "trickster"),
     {"trapper": True, "excalibur": True, "lady_of_the_lake": True}),
    ("Trapper + Excalibur + Witch, 10 players, physical", 10,
     ("merlin", "percival", "troublemaker", "loyal_servant", "loyal_servant", "loyal_servant", "assassin", "mordred", "witch", "revealer"),
     {"mode": "physical", "trapper": True, "excalibur": True}),
    ("Plot Cards + Excalibur + Lady, 7 players", 7,
     ("merlin", "percival", "troublemaker", "loyal_servant", "assassin", "trickster", "lunatic"),
     {"plot_cards": True, "excalibur": True, "lady_of_the_lake": True}),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    game = get_game("avalon")
    rng = random.Random(args.seed)
    for label, n, roles, options in CONFIGS:
        setup = Setup("avalon", tuple(f"P{i + 1}" for i in range(n)), roles, options)
        start = time.perf_counter()
        sessions = [random_playout(game, setup, rng) for _ in range(args.games)]
        played = time.perf_counter() - start
        actions = sum(len(s.actions) for s in sessions)
        texts = [record_from_session(s).dumps() for s in sessions]
        start = time.perf_counter()
        for text in texts:
            assert replay(parse_record(text)).ok
        replayed = time.perf_counter() - start
        print(f"{label}: {args.games / played:,.0f} random complete games/s ({actions / args.games:.0f} actions per game); "
              f"replay {replayed / args.games * 1000:.2f} ms per record")
    for path in sorted((ROOT / "docs" / "examples").glob("avalon-*.json")):
        record = load_record(path)
        start = time.perf_counter()
        for _ in range(20):
            assert replay(record).ok
        print(f"{path.name}: replay {(time.perf_counter() - start) / 20 * 1000:.2f} ms ({len(record.entries)} actions)")


if __name__ == "__main__":
    main()
