"""The table monkey as a soak (issue 32): random games through the real windows for as long as asked.

    python benchmarks/soak_monkey.py --minutes 60 [--seed N] [--shrink]

Each run is a random case (game, table size, dealing, the wizard's options, a seed) played by the monkey of
tests/desktop/monkey.py offscreen, with user folders of its own; after every input the table's invariants are
checked (secrecy, no input dropped, progress, durability after Quit and Resume, nothing lost, health). It prints
one line per game, a summary every few minutes and at the end (games, inputs, games finished, violations by kind),
and for every violation the case to replay (``Case.from_json``; with --shrink, shortened first). Qt warnings
outside the suite's known noise (pyproject.toml's qt_log_ignore) and exceptions raised in Qt slots are violations
of their own ("health").
"""

from __future__ import annotations

import argparse
import faulthandler
import os
import re
import sys
import tempfile
import time
import tomllib
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TABLEKEEPER_SILENT", "1")


def known_noise() -> list[re.Pattern[str]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return [re.compile(p) for p in config["tool"]["pytest"]["ini_options"].get("qt_log_ignore", [])]


class Health:
    """Qt warnings and exceptions in slots, collected while a game runs."""

    def __init__(self) -> None:
        from PySide6.QtCore import QtMsgType, qInstallMessageHandler

        self.problems: list[str] = []
        self.noise = known_noise()
        self.level = QtMsgType.QtWarningMsg
        qInstallMessageHandler(self._message)
        sys.excepthook = self._exception

    def _message(self, kind: Any, _context: Any, text: str) -> None:
        from PySide6.QtCore import QtMsgType

        if kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg) and \
                not any(p.fullmatch(text) for p in self.noise):
            self.problems.append(f"Qt: {text}")

    def _exception(self, kind: type[BaseException], value: BaseException, tb: Any) -> None:
        import traceback

        text = "".join(traceback.format_exception(kind, value, tb))
        print(text, file=sys.stderr, flush=True)
        self.problems.append(text[-1500:])

    def take(self) -> list[str]:
        out, self.problems = self.problems, []
        return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=int(time.time()))
    parser.add_argument("--limit", type=int, default=2500, help="inputs per game before it counts as a stall")
    parser.add_argument("--shrink", action="store_true", help="shorten a failing run's inputs before printing it")
    parser.add_argument("--games", default="", help="comma-separated game ids (default: all four)")
    parser.add_argument("--replay", default="", help="a case to replay (its JSON, or a file holding it), then stop")
    parser.add_argument("--hang", type=float, default=600.0, help="seconds a game may take before it counts as a hang")
    args = parser.parse_args()

    import random

    from PySide6.QtWidgets import QApplication

    from desktop.app import create_application
    from tests.companion.phones import LoopBot
    from tests.desktop.monkey import Case, Monkey, Report, random_case, shrink
    from tests.desktop.table import Table

    create_application(["tablekeeper"], "en")
    app = QApplication.instance()
    assert app is not None
    health = Health()
    rng = random.Random(args.seed)
    games = [g for g in args.games.split(",") if g] or None
    print(f"soak: seed {args.seed}, {args.minutes:g} minutes", flush=True)
    started = time.monotonic()
    cpu0 = time.process_time()
    counts: Counter[str] = Counter()
    violations: list[tuple[str, str]] = []
    next_summary = started + 300

    def play(case: Case) -> Report:
        # A game that hangs prints where every thread is, then ends the soak (a hang is a violation too).
        faulthandler.dump_traceback_later(args.hang, exit=True)
        home = Path(tempfile.mkdtemp(prefix="monkey-"))
        table = Table(LoopBot(), home)
        monkey = Monkey(table, case)
        try:
            report = monkey.run(limit=args.limit)
        except Exception:  # the monkey itself broke: a violation of its own kind, and the soak goes on
            from tests.desktop.monkey import Violation

            report = monkey.report
            report.violation = Violation("harness", traceback.format_exc()[-600:], report.replay_case())
        finally:
            table.close_all()
        faulthandler.cancel_dump_traceback_later()
        problems = health.take()
        if problems and report.violation is None:
            from tests.desktop.monkey import Violation

            report.violation = Violation("health", problems[0], report.replay_case())
        return report

    if args.replay:
        text = Path(args.replay).read_text(encoding="utf-8") if Path(args.replay).is_file() else args.replay
        case = Case.from_json(text)
        report = play(case)
        print(f"replayed {len(report.moves)} inputs: {report.violation or 'no violation'}")
        if report.violation is not None and args.shrink:
            print(f"shrunk: {shrink(play, report.violation.case or case).to_json()}")
        return 1 if report.violation is not None else 0
    def killed(case: Case, inputs: int) -> Report:
        """kill -9 after ``inputs`` inputs in a child process, then Resume here: the same game?"""
        from tests.desktop.monkey import Violation, killed_and_resumed

        home = Path(tempfile.mkdtemp(prefix="monkey-kill-"))
        table = Table(LoopBot(), home)
        report = Report(case)
        try:
            made, before, after = killed_and_resumed(table, case, inputs)
            report.moves = [None] * made  # type: ignore[list-item]
            if after != before:
                report.violation = Violation("durability", f"after kill -9 at input {made}: {before[:300]} became {after[:300]}",
                                             case)
        except Violation as violation:
            over = re.search(r"'OVER (\d+)", violation.detail)
            if over:
                report.finished = True  # the game ended before the kill
                report.moves = [None] * int(over.group(1))  # type: ignore[list-item]
            else:
                report.violation = violation
        finally:
            table.close_all()
        return report

    while time.monotonic() - started < args.minutes * 60:
        case = random_case(rng, rng.choice(games) if games else None)
        if rng.random() < 0.2:
            report = killed(case, rng.randint(3, 80))
            counts["kills"] += 1
        else:
            report = play(case)
        counts["games"] += 1
        counts["inputs"] += len(report.moves)
        counts["finished"] += report.finished
        line = f"{case.game:6} {case.mode:8} {case.count:2} seed {case.seed:10}: {len(report.moves):4} inputs"
        if report.violation is not None:
            counts[f"violation:{report.violation.kind}"] += 1
            replay = report.violation.case or report.replay_case()
            if args.shrink and replay.moves:
                replay = shrink(play, replay)
            violations.append((report.violation.kind, replay.to_json()))
            line += f"  VIOLATION {report.violation}"[:400]
            print(line, flush=True)
            print(f"  replay: {replay.to_json()}", flush=True)
        else:
            print(line + ("  finished" if report.finished else ""), flush=True)
        if time.monotonic() >= next_summary:
            next_summary += 300
            summary(counts, started, cpu0)
    summary(counts, started, cpu0)
    by_kind = Counter(kind for kind, _ in violations)
    print(f"violations by kind: {dict(by_kind) or 'none'}")
    return 1 if violations else 0


def summary(counts: Counter[str], started: float, cpu0: float) -> None:
    hours = (time.monotonic() - started) / 3600
    print(f"-- {hours:.2f} h ({time.process_time() - cpu0:.0f} CPU s): {counts['games']} games, {counts['inputs']} inputs, "
          f"{counts['finished']} finished, {counts['kills']} killed with -9 and resumed, violations: "
          f"{sum(v for k, v in counts.items() if k.startswith('violation:'))}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
