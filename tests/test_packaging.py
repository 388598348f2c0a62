"""`pip install .` from a fresh clone: the wheel carries what the app reads, and the installed copy starts.

The wheel is built from a copy of the checkout without compiled catalogues (as a fresh clone is) in pip's
isolated build environment, installed into a folder of its own, and run from a folder outside the source tree
with the source tree off the path: nothing may be read from the checkout.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow


def fresh_clone(to: Path) -> Path:
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout.split(b"\0")
    for name in filter(None, files):
        source = ROOT / name.decode()
        if source.is_file() and not name.startswith((b"tests/", b"docs/", b"benchmarks/")):
            (to / name.decode()).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, to / name.decode())
    return to


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("packaging")
    clone = fresh_clone(base / "clone")
    assert not list((clone / "translations").glob("*.qm")), "a fresh clone has no compiled catalogues"
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--disable-pip-version-check",
                            "-w", str(base / "wheel"), str(clone)], capture_output=True, text=True, timeout=600)
    assert built.returncode == 0, built.stderr[-3000:]
    wheel = next((base / "wheel").glob("tablekeeper-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    for wanted in ("desktop/data/resources/fonts/Vazirmatn-Regular.ttf", "desktop/data/resources/sounds/night_ambient.wav",
                   "desktop/data/resources/icons/tablekeeper.svg",
                   "desktop/data/translations/desktop_vi.ts", "desktop/data/translations/engine_fa.ts",
                   "engine/games/castle/data.py"):
        assert wanted in names, f"{wanted} is not in the wheel"
    target = base / "site"
    done = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--disable-pip-version-check",
                           "--target", str(target), str(wheel)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return target


def run_installed(target: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM") and not k.startswith(("TABLEKEEPER_", "XDG_"))}
    env["PYTHONPATH"] = str(target)
    for kind in ("CACHE", "CONFIG", "DATA"):
        env[f"XDG_{kind}_HOME"] = str(cwd / kind.lower())
    return subprocess.run([sys.executable, "-P", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def test_the_installed_command_says_its_version_with_no_display(installed: Path, tmp_path: Path) -> None:
    done = run_installed(installed, "-m", "desktop", "--version", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert done.stdout.strip() == f"Tablekeeper {version}"


def test_the_installed_command_with_no_display_says_so_plainly(installed: Path, tmp_path: Path) -> None:
    done = run_installed(installed, "-m", "desktop", cwd=tmp_path)
    assert done.returncode == 1
    assert "no display found" in done.stderr and "Traceback" not in done.stderr


def test_the_installed_copy_reads_its_own_files_and_plays_the_tour_in_persian(installed: Path, tmp_path: Path) -> None:
    probe = ("import desktop, desktop.paths as p\n"
             "from PySide6.QtWidgets import QApplication\n"
             "app = QApplication(['t'])\n"
             "from desktop.i18n import Catalog\n"
             "from desktop.fonts import register_fonts\n"
             "print(desktop.__file__)\n"
             "print(p.RESOURCES)\n"
             "print(Catalog('vi').tr('Give the laptop to {player}.', 'DeliveryCard'))\n"
             "print(sorted(register_fonts()))\n")
    env_dir = tmp_path
    done = run_installed(installed, "-c", f"import os; os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n{probe}", cwd=env_dir)
    assert done.returncode == 0, done.stderr
    module, resources, translated, fonts = done.stdout.splitlines()[:4]
    assert Path(module).is_relative_to(installed) and Path(resources).is_relative_to(installed)
    assert translated == "Đưa laptop cho {player}.", "the Vietnamese catalogue was compiled and loaded at first start"
    assert "Vazirmatn" in fonts
    assert list((env_dir / "cache").rglob("desktop_vi.qm")), "the catalogues are compiled into the user's cache"
    shots = tmp_path / "shots"
    tour = run_installed(installed, "-m", "desktop", "--screenshot-tour", str(shots), "--lang", "fa", cwd=env_dir)
    assert tour.returncode == 0, tour.stderr[-3000:]
    assert len(list(shots.glob("*-fa.png"))) >= 10
