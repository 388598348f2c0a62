"""Light and fast from the first click (issue 35): install size, first start, later starts, memory; each figure
as a ratio to its reference, in one run.

    python benchmarks/bench_start.py                  # everything (installs into temporary venvs from PyPI)
    python benchmarks/bench_start.py --runs 7 --appimage dist/Tablekeeper-0.1.0-x86_64.AppImage
    python benchmarks/bench_start.py --venv /tmp/venv35_old   # the first start of an app installed there
    python benchmarks/bench_start.py --quick          # one run each, nothing installed (tests/test_benchmarks.py)

Every start runs offscreen (QT_QPA_PLATFORM=offscreen) with TABLEKEEPER_FIRST_FRAME_EXIT set: the app goes its
real way (resume dialog or wizard) and quits after its first window's first frame, printing its CPU time then
(desktop/app.py FirstPaint). Wall clock: from the spawn to that line. The reference of a start is a bare PySide6
window showing a label, started the same way by the same Python (paired runs, alternating). A fresh home is a new
temporary HOME with its own XDG folders; a later start reuses a home the app has started in before.
Figures are medians of --runs runs (wall and CPU), and a verdict against the issue's target.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import venv
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.console import ConsoleWindow

ROOT = Path(__file__).resolve().parent.parent
TREE = [ROOT]  # the checkout the source starts run from (--tree)
FRAME = re.compile(r"first frame after [\d.]+ ms \((\w+); process CPU ([\d.]+) ms(?:; peak memory (\d+) MB)?\)")
BARE = """
import resource, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication(sys.argv)
label = QLabel("Tablekeeper")
class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            def finish():
                cpu, peak = time.process_time(), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
                print(f"first frame after 0 ms (bare; process CPU {cpu * 1000:.1f} ms; peak memory {peak} MB)", flush=True)
                app.quit()
            QTimer.singleShot(0, finish)
        return False
watch = FirstPaint(); label.installEventFilter(watch); label.resize(960, 700); label.show()
app.exec()
"""
GAMES = ("quest", "avalon", "onuw", "castle")


@dataclass(frozen=True)
class Start:
    wall: float  # seconds from the spawn to the first frame's line
    cpu: float  # the process's CPU seconds then (user and system, its waited-for children too)
    window: str
    peak: int  # MB of resident memory at most so far (the bare window says it; 0 when not said)


def fresh_home(parent: Path) -> dict[str, str]:
    home = Path(tempfile.mkdtemp(prefix="home-", dir=parent))
    runtime = home / "run"
    runtime.mkdir(mode=0o700)
    return {"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"), "XDG_DATA_HOME": str(home / ".local/share"),
            "XDG_CACHE_HOME": str(home / ".cache"), "XDG_RUNTIME_DIR": str(runtime), "TMPDIR": str(home)}


def environment(home: dict[str, str]) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("TABLEKEEPER_", "PYTHONPATH"))}
    return {**env, **home, "QT_QPA_PLATFORM": "offscreen", "TABLEKEEPER_FIRST_FRAME_EXIT": "1"}


def start(command: list[str], home: dict[str, str], cwd: Path | None = None, extra: dict[str, str] | None = None) -> Start:
    """One start to the first frame; the process is left to quit by itself (its exit is not timed)."""
    with tempfile.TemporaryFile() as errors:
        began = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd or home["HOME"], env={**environment(home), **(extra or {})},
                                   stdout=subprocess.PIPE, stderr=errors, text=True)
        assert process.stdout is not None
        for line in process.stdout:
            found = FRAME.search(line)
            if found:
                wall = time.perf_counter() - began
                process.stdout.read()
                process.wait(timeout=60)
                return Start(wall, float(found.group(2)) / 1000, found.group(1), int(found.group(3) or 0))
        process.wait(timeout=60)
        errors.seek(0)
        raise SystemExit(f"no first frame from {' '.join(command)} (exit {process.returncode}):\n"
                         f"{errors.read().decode(errors='replace')[-3000:]}")


def med(values: list[float]) -> float:
    return statistics.median(values)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def verdict(ok: bool) -> str:
    return "met" if ok else "MISSED"


def paired(name: str, app: Callable[[], Start], bare: Callable[[], Start], runs: int, target: float) -> tuple[float, float]:
    """Pairs of runs of the app and its reference, each pair in the other order than the one before (the machine's
    speed drifts by tens of percent on a shared machine, and a pair sees the same speed); prints the medians and the
    median of the paired ratios."""
    apps: list[Start] = []
    bares: list[Start] = []
    for turn in range(runs):
        if turn % 2:
            bares.append(bare())
            apps.append(app())
        else:
            apps.append(app())
            bares.append(bare())
    wall = med([a.wall / b.wall for a, b in zip(apps, bares, strict=True)])
    cpu = med([a.cpu / b.cpu for a, b in zip(apps, bares, strict=True)])
    print(f"{name}: {apps[0].window}, median {ms(med([a.wall for a in apps]))} wall, {ms(med([a.cpu for a in apps]))} "
          f"CPU; the reference {ms(med([b.wall for b in bares]))} wall, {ms(med([b.cpu for b in bares]))} CPU; "
          f"ratio {wall:.2f} wall, {cpu:.2f} CPU [target <= {target}: {verdict(max(wall, cpu) <= target)}]", flush=True)
    return wall, cpu


# -- install size ---------------------------------------------------------------------------------------------
def disk_usage(folder: Path) -> int:
    """Bytes on disk under ``folder``, as du counts them (each hard-linked file once)."""
    seen: set[tuple[int, int]] = set()
    total = 0
    for path in folder.rglob("*"):
        info = path.lstat()
        if (info.st_dev, info.st_ino) not in seen:
            seen.add((info.st_dev, info.st_ino))
            total += info.st_blocks * 512
    return total


def site_packages(env: Path) -> Path:
    return next((env / "lib").glob("python3*/site-packages"))


def clean_copy(target: Path) -> Path:
    """The checkout's last commit as a fresh clone has it (nothing built, no compiled catalogues)."""
    target.mkdir()
    archive = subprocess.run(["git", "archive", "--format=tar", "HEAD"], cwd=ROOT, capture_output=True, check=True)
    subprocess.run(["tar", "-x", "-C", str(target)], input=archive.stdout, check=True)
    return target


def install(target: Path, *requirements: str) -> Path:
    venv.EnvBuilder(with_pip=True, clear=True).create(target)
    python = target / "bin" / "python"
    if not requirements:
        return target
    done = subprocess.run([str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q", *requirements],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"pip install {' '.join(requirements)} failed:\n{done.stderr[-3000:]}")
    return target


def weight(env: Path, empty: int) -> tuple[float, str]:
    """MB on disk that the install added to an empty venv, and its three heaviest packages."""
    packages = site_packages(env)
    sizes = sorted(((disk_usage(p), p.name) for p in packages.iterdir() if p.is_dir()), reverse=True)[:3]
    heaviest = ", ".join(f"{name} {size / 1e6:.0f} MB" for size, name in sizes)
    return (disk_usage(packages) - empty) / 1e6, heaviest


def qt_version(env: Path) -> str:
    out = subprocess.run([str(env / "bin" / "python"), "-c", "import PySide6; print(PySide6.__version__)"],
                         capture_output=True, text=True, check=True)
    return out.stdout.strip()


def install_size(work: Path, venv_path: Path | None) -> Path:
    """``pip install`` of a clean copy of the checkout (or --venv as it is), against the same with the whole PySide6."""
    empty = disk_usage(site_packages(install(work / "empty")))
    if venv_path is None:
        source = clean_copy(work / "checkout")
        began = time.perf_counter()
        venv_path = install(work / "app", str(source))
        took = f" ({time.perf_counter() - began:.0f} s with pip's cache)"
    else:
        source, took = ROOT, " (--venv, installed before)"
    size, heaviest = weight(venv_path, empty)
    full = install(work / "full", str(source), f"PySide6=={qt_version(venv_path)}")
    reference, _ = weight(full, empty)
    print(f"install: {size:.0f} MB on disk{took}; heaviest: {heaviest}; the reference (the same with the whole "
          f"PySide6 {qt_version(full)}, WebEngine and PDF included) {reference:.0f} MB; ratio {size / reference:.2f} "
          f"[target: no WebEngine or PDF: {verdict(not (site_packages(venv_path) / 'PySide6' / 'QtWebEngineCore.abi3.so').exists())}]",
          flush=True)
    shutil.rmtree(full, ignore_errors=True)
    return venv_path


# -- starts ----------------------------------------------------------------------------------------------------
def first_starts(label: str, command: list[str], python: str, work: Path, runs: int, target: float) -> list[Start]:
    """Each run in a fresh home, paired with a bare window's first start in a fresh home of its own."""
    apps: list[Start] = []
    bares: list[Start] = []
    for _ in range(runs):
        apps.append(start(command, fresh_home(work)))
        bares.append(start([python, "-c", BARE], fresh_home(work)))
    wall = med([a.wall for a in apps])
    ratio = med([a.wall / b.wall for a, b in zip(apps, bares, strict=True)])
    print(f"first start, {label}, fresh home: {apps[0].window}, median {ms(wall)} wall, {ms(med([a.cpu for a in apps]))} "
          f"CPU (runs {', '.join(ms(a.wall) for a in apps)}); a bare window's first start {ms(med([b.wall for b in bares]))}; "
          f"ratio {ratio:.2f} [target <= {target:.0f} s: {verdict(wall <= target)}]", flush=True)
    return apps


def saved_game(home: dict[str, str]) -> None:
    """A game started through the wizard in ``home`` and left unfinished: the next start offers to resume it."""
    run_child("game", "quest", "10", "10", home=home)


def later_starts(work: Path, runs: int) -> None:
    source = [sys.executable, "-m", "desktop"]
    bare = [sys.executable, "-c", BARE]
    home = fresh_home(work)
    run_child("first-start", home=home)  # the home's first start, whole (what it remembers), not timed
    # Three times the runs (not for --quick): each start is short, and a ratio near its target needs more pairs to be
    # told from the machine's noise.
    pairs = 3 * runs if runs > 1 else 1
    paired("later start from source", lambda: start(source, home, TREE[0]), lambda: start(bare, home), pairs, 1.25)
    resume = fresh_home(work)
    run_child("first-start", home=resume)
    saved_game(resume)
    paired("later start from source with a saved game", lambda: start(source, resume, TREE[0]), lambda: start(bare, resume),
           pairs, 1.25)


def mounts(image: Path, work: Path) -> bool:
    """Whether the AppImage runs mounted here (FUSE 3's fusermount3) or extracts itself to a temporary folder."""
    home = fresh_home(work)
    done = subprocess.run([str(image), "--version"], env=environment(home), capture_output=True, text=True, timeout=120)
    return "FUSE is not usable" not in done.stderr


def appimage_starts(image: Path, work: Path, runs: int) -> None:
    how = "mounted with FUSE" if mounts(image, work) else "no FUSE here: extracted at each start"
    first_starts(f"the AppImage ({image.name}, {how})", [str(image)], sys.executable, work, runs, 2.0)
    first_starts("the AppImage extracted (APPIMAGE_EXTRACT_AND_RUN=1, as without FUSE)",
                 ["env", "APPIMAGE_EXTRACT_AND_RUN=1", str(image)], sys.executable, work, runs, 2.0)
    home = fresh_home(work)
    run_child("first-start", home=home)  # a whole first start (the AppImage's settings are the source run's)
    start([str(image)], home)
    paired("later start of the AppImage, against the later start from source", lambda: start([str(image)], home),
           lambda: start([sys.executable, "-m", "desktop"], home, TREE[0]), runs, 2.0)


# -- in the app: the wizard's later pages, the first game, memory -----------------------------------------------
def run_child(role: str, *args: str, home: dict[str, str], extra: dict[str, str] | None = None) -> str:
    env = {**environment(home), "PYTHONPATH": str(TREE[0]), **(extra or {})}
    env.pop("TABLEKEEPER_FIRST_FRAME_EXIT")
    done = subprocess.run([sys.executable, __file__, "--child", role, *args], cwd=TREE[0], env=env, capture_output=True,
                          text=True, timeout=600)
    if done.returncode != 0:
        raise SystemExit(f"{role} failed:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}")
    return done.stdout


def wizard_later(work: Path, runs: int, reference: float) -> None:
    """The real start (fresh home), then what a person waits for after the first frame: the rules, each page after
    Next, the first game's console and board after Start."""
    samples: dict[str, list[tuple[float, float]]] = {}
    for _ in range(runs):
        for line in run_child("wizard", home=fresh_home(work)).splitlines():
            name, _, value = line.partition(": ")
            wall, cpu = value.split()
            samples.setdefault(name, []).append((float(wall), float(cpu)))
    parts = [f"{name} {med([w for w, _ in values]) * 1000:.0f} ms ({med([c for _, c in values]) * 1000:.0f} ms CPU)"
             for name, values in samples.items()]
    worst = max(med([w for w, _ in values]) for values in samples.values())
    print(f"after the wizard's first frame (wall clock and CPU, medians): {'; '.join(parts)}; the longest wait "
          f"{worst / reference:.2f}x a bare window's start", flush=True)


TWO_SCREENS = {"synchronousWindowSystemEvents": True, "screens": [
    {"name": "Laptop", "x": 0, "y": 0, "width": 1280, "height": 800, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
    {"name": "TV", "x": 1280, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}


def memory(work: Path, games: tuple[str, ...], players: int) -> None:
    """A laptop (1280x800) and a TV (1920x1080): the board full screen on the TV, as at a table."""
    import json

    screens = work / "screens.json"
    screens.write_text(json.dumps(TWO_SCREENS))
    platform = {"QT_QPA_PLATFORM": f"offscreen:configfile={screens}"}
    peaks = {game: int(run_child("game", game, str(players), "200", home=fresh_home(work), extra=platform).split()[-2])
             for game in games}
    bare_peak = start([sys.executable, "-c", BARE], fresh_home(work)).peak
    worst = max(peaks.values())
    print(f"peak memory, console and board (full screen on a 1920x1080 TV) at {players} players after a game's first "
          f"200 actions: "
          f"{', '.join(f'{g} {p} MB' for g, p in peaks.items())}; a bare window {bare_peak} MB; "
          f"ratio {worst / bare_peak:.2f} [target < 100 MB: {verdict(worst < 100)}]", flush=True)


def as_the_app_starts() -> None:
    """What ``python -m desktop`` does before the app (a checkout from before issue 35 does nothing here)."""
    import desktop.__main__ as entry

    getattr(entry, "lighten_pyside_imports", lambda: None)()


def child_wizard() -> None:
    """In a fresh home: launch as the app does, then time each wait after the first frame."""
    as_the_app_starts()
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication, QWidget, QWizard

    from desktop.app import launch
    from desktop.application import create_application

    app, language = create_application([sys.argv[0]], "en")
    shell = launch(language)
    wizard = shell.wizard
    assert wizard is not None
    seen: list[QObject] = []

    class Painted(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint and isinstance(watched, QWidget):
                seen.extend((watched, watched.window()))  # a main window's children paint, not always the window
            return False

    painted = Painted()
    app.installEventFilter(painted)

    def shown(console: ConsoleWindow | None) -> bool:
        """The console and the board painted (the board a window of its own or a pane of the console)."""
        if console is None or console not in seen:
            return False
        board = console.board
        return not board.isVisible() or any(w is board or board.isAncestorOf(w) for w in seen if isinstance(w, QWidget))

    def until(done: Callable[[], bool], click: Callable[[], object] = lambda: None) -> str:
        """Wall and CPU seconds from ``click`` (what the person does) until ``done``."""
        mark, cpu = time.perf_counter(), time.process_time()
        click()
        while not done():
            app.processEvents()
        return f"{time.perf_counter() - mark:.4f} {time.process_time() - cpu:.4f}"

    until(lambda: wizard in seen)
    print(f"rules loaded: {until(lambda: wizard.model.is_loaded)}")
    # Then the rest of what the start leaves until after its first frame (the other fonts, the socket: desktop/app.py
    # Shell.after_first_frame), about a tenth of a second after the window shows, before anyone can click Next.
    print(f"start settled: {until(lambda: getattr(shell, 'settled', True))}")
    for page in wizard.pages_in_order[1:]:
        seen.clear()
        print(f"page {type(page).__name__}: {until(lambda p=page: p in seen, wizard.next)}")
    seen.clear()
    start = wizard.button(QWizard.WizardButton.FinishButton)
    print(f"first game's console and board: {until(lambda: shown(shell.console), start.click)}")
    assert shell.console is not None
    shell.close_console()
    shell.release_folder()
    QApplication.processEvents()


def child_first_start() -> None:
    """A start as a person has it, to its end: the first window, then what the app does after its first frame (and
    remembers for the next start: the system's colour scheme), then the rules; quits without starting a game. (A start
    cut at its first frame, TABLEKEEPER_FIRST_FRAME_EXIT, never gets that far.) A checkout from before issue 35's
    second step has no ``settled``: it quits once the rules are loaded."""
    as_the_app_starts()
    from PySide6.QtWidgets import QApplication

    from desktop.app import launch
    from desktop.application import create_application

    app, language = create_application([sys.argv[0]], "en")
    shell = launch(language)
    wizard = shell.wizard
    assert wizard is not None
    while not getattr(shell, "settled", True) or not wizard.model.is_loaded:
        app.processEvents()
    shell.release_folder()
    QApplication.processEvents()


def child_game(game_id: str, players: int, actions: int) -> None:
    """A game started through the wizard at ``players`` players, console and board shown, ``actions`` random actions;
    prints the peak memory and leaves the game unfinished (saved)."""
    as_the_app_starts()
    import random
    import resource

    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    from desktop.app import launch
    from desktop.application import create_application

    app, language = create_application([sys.argv[0]], "en")
    shell = launch(language)
    wizard = shell.wizard
    assert wizard is not None
    wizard.load_rules()
    wizard.model.set_game(game_id)
    wizard.model.set_count(players)
    assert not wizard.model.errors(), wizard.model.errors()
    wizard.accept()
    console = shell.console
    assert console is not None
    for _ in range(5):
        app.processEvents()
    rng = random.Random(1)
    controller = console.controller
    for _ in range(actions):
        choices = controller.choices()
        if controller.result() is not None or not choices:
            break
        controller.act(rng.choice(choices).sample(rng))
        console.board.repaint()
        app.processEvents()
        # What the event loop does (no loop runs here): the widgets of the last step, deleted later, are deleted now.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    board = console.board
    where = f"{board.width()}x{board.height()}{' full screen' if board.isFullScreen() else ''}"
    print(f"{game_id} (board {where}): {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB")
    shell.close_console()
    shell.release_folder()
    QApplication.processEvents()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="runs per figure (medians; default 5)")
    parser.add_argument("--quick", action="store_true", help="one run each, no install: checks that the script works")
    parser.add_argument("--venv", type=Path, help="an environment the app is installed in (instead of installing)")
    parser.add_argument("--appimage", type=Path, help="an AppImage to start (default: dist/*.AppImage if built)")
    parser.add_argument("--tree", type=Path, help="the checkout the source starts run from (default: this one)")
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        role, *rest = args.child
        if role == "wizard":
            child_wizard()
        elif role == "first-start":
            child_first_start()
        else:
            child_game(rest[0], int(rest[1]), int(rest[2]))
        sys.stdout.flush()
        os._exit(0)
    import compileall

    TREE[0] = (args.tree or ROOT).resolve()

    for package in ("engine", "desktop"):  # as the launcher leaves them: never compiled at start
        compileall.compile_dir(TREE[0] / package, quiet=1)
    runs = 1 if args.quick else args.runs
    images = sorted((ROOT / "dist").glob("*.AppImage"))
    image = args.appimage or (images[-1] if images and not args.quick else None)
    with tempfile.TemporaryDirectory(prefix="bench-start-") as name:
        work = Path(name)
        if args.quick:
            print("install: not measured (--quick)")
            first_starts("from source", [sys.executable, "-m", "desktop"], sys.executable, work, runs, 2.0)
        else:
            installed = install_size(work, args.venv)
            first_starts("the installed app", [str(installed / "bin" / "tablekeeper")], str(installed / "bin" / "python"),
                         work, runs, 2.0)
        if image is not None:
            appimage_starts(image.resolve(), work, runs)
        else:
            print("AppImage: not measured (none built: python3 tablekeeper.py build)")
        later_starts(work, runs)
        bare = med([start([sys.executable, "-c", BARE], fresh_home(work)).wall for _ in range(runs)])
        wizard_later(work, runs, bare)
        memory(work, GAMES[:1] if args.quick else GAMES, 10)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
