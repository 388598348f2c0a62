#!/usr/bin/env python3
"""Tablekeeper launcher: ``python3 tablekeeper.py`` runs the app, ``python3 tablekeeper.py test`` runs the tests.

On first use it makes a virtual environment in .venv, installs the project
into it (again only when pyproject.toml changes), compiles the translations
when a catalogue changed, then starts the program or the test suite. Any
further arguments go to the program (or to pytest).
"""

from __future__ import annotations

import compileall
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


def debian_package(soname: str) -> str:
    """The Debian package that ships a library, by Debian's naming rule (libxcb-icccm.so.4 -> libxcb-icccm4)."""
    name, _, version = soname.partition(".so.")
    name = name.lower()
    return f"{name}-{version}" if name[-1:].isdigit() else f"{name}{version}"


def missing_qt_libraries(qt_dir: Path) -> list[str]:
    """Shared libraries Qt's xcb platform links to that the system lacks (what ldd reports as not found)."""
    found: list[str] = []
    for library in (qt_dir / "plugins" / "platforms" / "libqxcb.so", qt_dir / "lib" / "libQt6XcbQpa.so.6"):
        if not library.exists():
            continue
        try:
            output = subprocess.run(["ldd", str(library)], capture_output=True, text=True, timeout=20).stdout
        except (OSError, subprocess.SubprocessError):
            return found
        for line in output.splitlines():
            soname, _, where = line.strip().partition(" => ")
            if where.strip() == "not found" and soname not in found:
                found.append(soname)
    return found


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


def check_display_libraries() -> None:
    """Qt's xcb platform needs system libraries a minimal system lacks; name their packages instead of a Qt abort."""
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
    # libxcb-cursor is loaded at run time (ldd does not list it); the rest are link-time dependencies.
    sonames = [] if ctypes.util.find_library("xcb-cursor") else ["libxcb-cursor.so.0"]
    qt_dirs = sorted(VENV.glob("lib/python3*/site-packages/PySide6/Qt"))
    if qt_dirs:
        sonames += missing_qt_libraries(qt_dirs[-1])
    if sonames:
        packages = " ".join(dict.fromkeys(debian_package(s) for s in sonames))
        sys.exit("tablekeeper: the display needs system libraries that are missing. Install them with:\n"
                 f"    sudo apt install {packages}")


def check_audio_libraries() -> None:
    """QtMultimedia (spoken night calls) needs PulseAudio's client library on Linux; say so, then go on."""
    if sys.platform.startswith("linux") and ctypes.util.find_library("pulse") is None:
        say("spoken narration needs a system library that is missing; captions still work. Install it with:\n"
            "    sudo apt install libpulse0")


def main(argv: list[str]) -> int:
    ensure_venv()
    compile_translations()
    compile_bytecode()
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
