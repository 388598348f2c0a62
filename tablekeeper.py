#!/usr/bin/env python3
"""Tablekeeper launcher: ``python3 tablekeeper.py`` runs the app, ``python3 tablekeeper.py test`` runs the tests,
``python3 tablekeeper.py build`` makes the portable build (docs/install.md).

On first use it makes a virtual environment in .venv, installs the project
into it (again only when pyproject.toml changes), compiles the translations
when a catalogue changed, then starts the program or the test suite. Any
further arguments go to the program (or to pytest).
"""

from __future__ import annotations

import compileall
import hashlib
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".tablekeeper-installed"
MIN_PYTHON = (3, 11)


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def say(text: str) -> None:
    print(f"tablekeeper: {text}", file=sys.stderr, flush=True)


def ensure_venv() -> None:
    if sys.version_info < MIN_PYTHON:
        sys.exit(f"tablekeeper: Python {MIN_PYTHON[0]}.{MIN_PYTHON[1]} or newer is needed (this is {sys.version.split()[0]})")
    if not venv_python().exists():
        say(f"creating a virtual environment in {VENV} (first run only)")
        try:
            venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
        except (OSError, subprocess.CalledProcessError) as exc:
            sys.exit(f"tablekeeper: could not create the virtual environment ({exc}). On Debian/Ubuntu install the "
                     f"venv module: sudo apt install python3-venv")
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if STAMP.exists() and STAMP.read_text().strip() == wanted:
        return
    say("installing dependencies into .venv (first run, or pyproject.toml changed)")
    cmd = [str(venv_python()), "-m", "pip", "install", "--disable-pip-version-check", "-q", "-e", f"{ROOT}[test]"]
    if subprocess.call(cmd) != 0:
        sys.exit("tablekeeper: installing the dependencies failed (see the messages above); fix that and run again")
    STAMP.write_text(wanted)


def compile_translations() -> None:
    """Compile translations/*.ts to .qm when a catalogue is newer than its .qm (the check is cheap)."""
    stale = [ts for ts in (ROOT / "translations").glob("*.ts")
             if not ts.with_suffix(".qm").exists() or ts.with_suffix(".qm").stat().st_mtime < ts.stat().st_mtime]
    if stale and subprocess.call([str(venv_python()), "-m", "desktop.translation_catalogues", "compile"], cwd=ROOT) != 0:
        sys.exit("tablekeeper: compiling the translations failed (see above)")


def compile_bytecode() -> None:
    """Byte-compile the project's own modules (only what changed), so start-up never compiles sources,
    even where PYTHONDONTWRITEBYTECODE keeps Python from caching them itself."""
    config = VENV / "pyvenv.cfg"
    wanted = f"{sys.version_info.major}.{sys.version_info.minor}."
    if not config.exists() or not any(line.replace(" ", "").startswith(("version=" + wanted, "version_info=" + wanted))
                                      for line in config.read_text().splitlines()):
        return  # the environment belongs to another Python: its own interpreter compiles what it imports
    for package in ("engine", "desktop"):
        compileall.compile_dir(ROOT / package, quiet=1)


BROWSER_PACKAGE = "chromium"


def ensure_browser() -> None:
    """The phone page's browser test drives a real Chromium: installed with apt where the launcher may (root on
    Debian or Ubuntu), else named; the test is skipped, and says so, when it is still missing."""
    if shutil.which("chromium") or shutil.which("chromium-browser") or os.environ.get("TABLEKEEPER_NO_BROWSER_INSTALL"):
        return
    if os.name != "posix" or not shutil.which("apt-get") or os.geteuid() != 0:
        say(f"the phone page's browser test will be skipped: Chromium is missing. Install it with:\n"
            f"    sudo apt install {BROWSER_PACKAGE}")
        return
    say("installing Chromium for the phone page's browser test (apt-get, first run only)")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    install = ["apt-get", "install", "-y", "-q", "--no-install-recommends", BROWSER_PACKAGE]
    for attempt in ([install], [["apt-get", "update", "-q"], install]):
        try:
            if all(subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                  timeout=300).returncode == 0 for cmd in attempt):
                return
        except (OSError, subprocess.SubprocessError):
            break
    say(f"Chromium could not be installed (apt-get {BROWSER_PACKAGE} failed): the phone page's browser test will "
        "be skipped")


def build(python: str) -> int:
    """``python3 tablekeeper.py build``: the portable build (packaging/build.py), PyInstaller installed on demand."""
    if subprocess.call([python, "-c", "import PyInstaller"], stderr=subprocess.DEVNULL) != 0:
        say("installing PyInstaller into .venv (for the build only)")
        if subprocess.call([python, "-m", "pip", "install", "--disable-pip-version-check", "-q", "pyinstaller>=6.10"]) != 0:
            sys.exit("tablekeeper: installing PyInstaller failed (see the messages above)")
    return subprocess.call([python, str(ROOT / "packaging" / "build.py")])


def main(argv: list[str]) -> int:
    ensure_venv()
    compile_translations()
    compile_bytecode()
    os.chdir(ROOT)
    python = str(venv_python())
    if argv[:1] == ["test"]:
        ensure_browser()
        code = subprocess.call([python, "-m", "pytest", *argv[1:]])
        if code == 5:
            say("pytest collected no tests: that is a failure")
            return 1
        return code
    if argv[:1] == ["build"]:
        return build(python)
    # The display and sound checks run in the program itself (desktop/launch_check.py), as installed.
    return subprocess.call([python, "-m", "desktop", *argv])


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        sys.exit(130)
