#!/usr/bin/env python3
"""Tablekeeper launcher: ``python3 tablekeeper.py`` runs the app, ``python3 tablekeeper.py test`` runs the tests.

On first use it makes a virtual environment in .venv, installs the project
into it (again only when pyproject.toml changes), compiles the translations
when a catalogue changed, then starts the program or the test suite. Any
further arguments go to the program (or to pytest).
"""

from __future__ import annotations

import ctypes.util
import hashlib
import os
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


def check_display_libraries() -> None:
    """Qt's xcb platform needs libxcb-cursor0 since Qt 6.5; say so instead of a Qt abort."""
    if not sys.platform.startswith("linux"):
        return
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform.startswith(("offscreen", "minimal", "wayland", "eglfs", "linuxfb", "vnc")):
        return
    if os.environ.get("WAYLAND_DISPLAY") and not os.environ.get("DISPLAY"):
        return
    if not os.environ.get("DISPLAY"):
        sys.exit("tablekeeper: no display found (DISPLAY is not set). Run it on a desktop session, or set "
                 "QT_QPA_PLATFORM=offscreen for a screenshot tour.")
    missing = [pkg for lib, pkg in (("xcb-cursor", "libxcb-cursor0"), ("xkbcommon-x11", "libxkbcommon-x11-0"),
                                    ("EGL", "libegl1"), ("fontconfig", "libfontconfig1"))
               if ctypes.util.find_library(lib) is None]
    if missing:
        sys.exit("tablekeeper: the display needs system libraries that are missing. Install them with:\n"
                 f"    sudo apt install {' '.join(missing)}")


def check_audio_libraries() -> None:
    """QtMultimedia (spoken night calls) needs PulseAudio's client library on Linux; say so, then go on."""
    if sys.platform.startswith("linux") and ctypes.util.find_library("pulse") is None:
        say("spoken narration needs a system library that is missing; captions still work. Install it with:\n"
            "    sudo apt install libpulse0")


def main(argv: list[str]) -> int:
    ensure_venv()
    compile_translations()
    os.chdir(ROOT)
    python = str(venv_python())
    if argv[:1] == ["test"]:
        code = subprocess.call([python, "-m", "pytest", *argv[1:]])
        if code == 5:
            say("pytest collected no tests: that is a failure")
            return 1
        return code
    check_display_libraries()
    check_audio_libraries()
    return subprocess.call([python, "-m", "desktop", *argv])


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        sys.exit(130)
