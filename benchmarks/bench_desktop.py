"""Desktop benchmarks: start-up against a bare window, action -> board repaint, memory with both windows.

    python benchmarks/bench_desktop.py            (offscreen; prints the figures and the targets)
"""

from __future__ import annotations

import os
import random
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BARE = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv)
w = QWidget()
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, app.quit)
        return False
f = F(); w.installEventFilter(f); w.resize(960, 700); w.show()
app.exec()
"""


def run_timed(args: list[str]) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    start = time.perf_counter()
    subprocess.run(args, cwd=ROOT, env=env, check=True, capture_output=True)
    return time.perf_counter() - start


LOADED = """
import sys, time
from PySide6.QtCore import QTimer
from desktop.app import create_application
from desktop.settings import AppSettings
from desktop.wizard import SetupWizard
app, _ = create_application(sys.argv)
w = SetupWizard(AppSettings(), defer_rules=True)
w.model.loaded.connect(lambda: QTimer.singleShot(0, app.quit))
w.show()
app.exec()
"""


def startup(runs: int = 9) -> None:
    """Runs alternate (app, bare, app, bare ...) so that load from other processes falls on both alike."""
    # As the launcher installs it: the project's modules byte-compiled (this machine sets PYTHONDONTWRITEBYTECODE,
    # which would otherwise make every start compile them from source).
    import compileall

    for package in ("engine", "desktop"):
        compileall.compile_dir(ROOT / package, quiet=1)
    app: list[float] = []
    bare: list[float] = []
    loaded: list[float] = []
    for _ in range(runs):
        app.append(run_timed([sys.executable, "-m", "desktop", "--startup-benchmark"]))
        bare.append(run_timed([sys.executable, "-c", BARE]))
        loaded.append(run_timed([sys.executable, "-c", LOADED]))
    a, b, c = statistics.median(app), statistics.median(bare), statistics.median(loaded)
    ratios = sorted(x / y for x, y in zip(app, bare, strict=True))
    print(f"startup to first wizard frame: median {a * 1000:.0f} ms; bare PySide6 window: {b * 1000:.0f} ms; "
          f"ratio {a / b:.2f}, median of paired ratios {statistics.median(ratios):.2f} (target <= 1.5)")
    print(f"startup until every game's rules are loaded into the wizard (after its first frame): median {c * 1000:.0f} ms "
          f"({c / b:.2f}x the bare window)")


def repaint_and_memory() -> None:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ["TABLEKEEPER_SILENT"] = "1"
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from desktop.app import create_application
    from desktop.console import ConsoleWindow
    from desktop.controller import GameController
    from desktop.games import plugin_for
    from desktop.narrate import CaptionNarrator
    from engine.core import Setup
    from engine.registry import get_game

    app, _ = create_application(["bench"])
    game = get_game("quest")
    names = tuple(f"Player {i}" for i in range(1, 11))
    options = {"mode": "physical"}
    setup = Setup("quest", names, game.recommended_roles(10, game.options_with_defaults(options)), options)
    console = ConsoleWindow(GameController.new_game(game, setup, None, seed=1), plugin_for(game),
                            narrator=CaptionNarrator(time_scale=1000.0))
    console.show()
    board = console.board
    board.resize(1920, 1080)
    board.show()
    for _ in range(5):
        QApplication.processEvents()

    painted: list[float] = []

    class Watch(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint and not painted:
                painted.append(time.perf_counter())
            return False

    watch = Watch()
    board.installEventFilter(watch)
    for child in board.findChildren(QObject):
        child.installEventFilter(watch)
    rng = random.Random(1)
    samples: list[float] = []
    controller = console.controller
    while controller.result() is None and len(samples) < 200:
        choices = controller.choices()
        if not choices:
            break
        action = rng.choice(choices).sample(rng)
        painted.clear()
        start = time.perf_counter()
        controller.act(action)
        board.repaint()
        QApplication.processEvents()
        if painted:
            samples.append(painted[0] - start)
    if samples:
        print(f"action -> board repainted: median {statistics.median(samples) * 1000:.2f} ms, "
              f"max {max(samples) * 1000:.2f} ms over {len(samples)} actions (target median < 16 ms)")
    rss_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"peak resident memory with console and board open: {rss_kb / 1024:.0f} MB (target < 250 MB)")
    console.close()
    log_refresh()
    del app


def log_refresh(steps: int = 1500) -> None:
    """The console's log brought up to date after each input of a long app-dealt Castle game (the game with the
    most lines), as the screenshot tour's random players play it but never declaring: CPU time per refresh."""
    import tempfile

    from desktop import tour
    from desktop.console import ConsoleWindow, log_panel
    from desktop.controller import GameController
    from desktop.games import plugin_for
    from desktop.narrate import CaptionNarrator
    from desktop.saves import SaveStore
    from engine.core import Setup
    from engine.registry import get_game

    costs: list[float] = []
    fill = log_panel.ConsoleLog._fill_log

    def timed(self: log_panel.ConsoleLog) -> None:
        start = time.process_time()
        fill(self)
        costs.append(time.process_time() - start)

    log_panel.ConsoleLog._fill_log = timed  # type: ignore[method-assign]
    game = get_game("castle")
    options = {"mode": "app"}
    setup = Setup("castle", tour.NAMES[:6], game.recommended_roles(6, game.options_with_defaults(options)), options)
    store = SaveStore(Path(tempfile.mkdtemp(prefix="bench-log-")))
    console = ConsoleWindow(GameController.new_game(game, setup, store, seed=6), plugin_for(game),
                            narrator=CaptionNarrator(time_scale=1000.0))
    console.show()
    rng = random.Random(6)
    tour.CASTLE_TURNS = steps  # nobody ends the game: the log grows to its longest
    for _ in range(steps):
        if not tour.step(console, rng):
            break
    log_panel.ConsoleLog._fill_log = fill  # type: ignore[method-assign]
    costs.sort()
    print(f"log brought up to date: median {costs[len(costs) // 2] * 1000:.2f} ms, "
          f"95th percentile {costs[int(len(costs) * 0.95)] * 1000:.2f} ms, worst {costs[-1] * 1000:.2f} ms CPU "
          f"over {len(costs)} refreshes, {console.log.count()} lines at the end (target median < 16 ms)")
    console.close()


if __name__ == "__main__":
    startup()
    repaint_and_memory()
    sys.stdout.flush()
    os._exit(0)
