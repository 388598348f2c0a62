"""The history and its statistics with many finished games (issue 34): ``--games`` finished games of all four games
(random playouts, 3 to 10 players, both modes) written as the app keeps them, then

* the index built from the journals (every one replayed: the first opening after an update),
* the History window opened with the index beside the journals (goal: under 1 s),
* the statistics window's redraw, for all games and for each game (goal: under 200 ms each).

    .venv/bin/python benchmarks/bench_history.py [--games 1000] [--keep DIR]
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

GAMES = ("onuw", "avalon", "quest", "castle")
NAMES = ["Ana", "Bao", "Chi", "Dara", "Emil", "Farid", "Gia", "Hoa", "Ivo", "Jun", "Kim", "Lan", "Minh", "Nam"]
OPEN_GOAL_MS, REDRAW_GOAL_MS = 1000.0, 200.0


def generate(folder: Path, count: int, seed: int) -> float:
    from engine.registry import get_game
    from tests.history_journals import random_game, write_journal

    rng = random.Random(seed)
    started = time.perf_counter()
    day = dt.datetime(2025, 1, 1, 19, 0)
    for index in range(count):
        game_id = GAMES[index % len(GAMES)]
        game = get_game(game_id)
        players = rng.sample(NAMES, rng.randint(max(game.min_players, 3), min(game.max_players, 10)))
        session = random_game(game_id, players, rng.choice(("app", "physical")), rng.randrange(2**32))
        write_journal(folder, session, day + dt.timedelta(hours=9 * index, seconds=index))
    return time.perf_counter() - started


def verdict(ms: float, goal: float) -> str:
    return f"{ms:.1f} ms [goal < {goal:.0f} ms: {'met' if ms < goal else 'MISSED'}]"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=34)
    parser.add_argument("--keep", type=Path, help="write the journals here (kept) instead of a temporary folder")
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    from desktop.application import create_application

    app, _language = create_application(["bench_history"], "en")
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory() as temporary:
        folder = (args.keep or Path(temporary)) / "finished"
        folder.mkdir(parents=True, exist_ok=True)
        seconds = generate(folder, args.games, args.seed)
        print(f"{args.games} finished games written in {seconds:.1f} s")

        from desktop.history.index import History

        started = time.perf_counter()
        history = History(folder).load()
        cold = (time.perf_counter() - started) * 1000
        readable = sum(1 for g in history.games if g.readable)
        print(f"index built from the journals (each replayed): {cold:.0f} ms for {readable} games "
              f"({history.rebuilt} replayed)")

        from desktop.history.window import HistoryWindow
        from engine.registry import games

        games()  # the games are loaded in a running app (its console or wizard uses them)
        started = time.perf_counter()
        window = HistoryWindow(folder)
        window.show()
        app.processEvents()
        opened = (time.perf_counter() - started) * 1000
        print(f"History window opened with {window.model.rowCount()} rows: {verdict(opened, OPEN_GOAL_MS)}")

        started = time.perf_counter()
        stats = window.open_statistics()
        app.processEvents()
        print(f"statistics window opened: {(time.perf_counter() - started) * 1000:.1f} ms")
        worst = 0.0
        for index in range(stats.game.count()):
            stats.game.setCurrentIndex(index)  # a redraw of every chart and table
            app.processEvents()
            started = time.perf_counter()
            stats.refresh()
            app.processEvents()
            ms = (time.perf_counter() - started) * 1000
            worst = max(worst, ms)
            print(f"  statistics redraw, {stats.game.currentText()}: {verdict(ms, REDRAW_GOAL_MS)}")
        print(f"statistics redraw, slowest: {verdict(worst, REDRAW_GOAL_MS)}")
        stats.close()
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
