"""Before Qt starts: name the system packages a missing display or sound library needs, instead of Qt's abort.

Standard library only (no Qt import): the source launcher (tablekeeper.py, under the system Python) and the
installed ``tablekeeper`` command (desktop/__main__.py) run the same checks.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path


def say(text: str) -> None:
    print(f"tablekeeper: {text}", file=sys.stderr, flush=True)


def has_library(name: str, soname: str) -> bool:
    """Whether the system has a shared library: loaded by its soname and let go again (a fraction of a millisecond;
    the sound libraries are used by the audio child only, and held here they were 2 MB of the app's memory), else
    looked up as ctypes does (ldconfig: milliseconds)."""
    import ctypes

    try:
        library = ctypes.CDLL(soname)
    except OSError:
        import ctypes.util

        return ctypes.util.find_library(name) is not None
    import _ctypes

    close = getattr(_ctypes, "dlclose", None)  # POSIX; the checks run on Linux only
    if close is not None:
        close(library._handle)
    return True


def debian_package(soname: str) -> str:
    """The Debian package that ships a library, by Debian's naming rule (libxcb-icccm.so.4 -> libxcb-icccm4)."""
    name, _, version = soname.partition(".so.")
    name = name.lower()
    return f"{name}-{version}" if name[-1:].isdigit() else f"{name}{version}"


def missing_qt_libraries(qt_dir: Path) -> list[str]:
    """Shared libraries Qt's xcb platform links to that the system lacks (what ldd reports as not found).

    Each is loaded first, as Qt will load it anyway: when that works nothing is missing, and ldd (about 30 ms at
    every start on a desktop, issue 35) runs only to name what is."""
    import ctypes
    import subprocess

    found: list[str] = []
    for library in (qt_dir / "plugins" / "platforms" / "libqxcb.so", qt_dir / "lib" / "libQt6XcbQpa.so.6"):
        if not library.exists():
            continue
        try:
            ctypes.CDLL(str(library))
            continue
        except OSError:
            pass
        try:
            output = subprocess.run(["ldd", str(library)], capture_output=True, text=True, timeout=20).stdout
        except (OSError, subprocess.SubprocessError):
            return found
        for line in output.splitlines():
            soname, _, where = line.strip().partition(" => ")
            if where.strip() == "not found" and soname not in found:
                found.append(soname)
    return found


def installed_qt_dir() -> Path | None:
    """PySide6's Qt folder in this Python, found without importing PySide6."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or spec.origin is None:
        return None
    qt = Path(spec.origin).parent / "Qt"
    return qt if qt.is_dir() else None


def check_display_libraries(qt_dir: Path | None = None) -> None:
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
    sonames = [] if has_library("xcb-cursor", "libxcb-cursor.so.0") else ["libxcb-cursor.so.0"]
    qt_dir = qt_dir if qt_dir is not None else installed_qt_dir()
    if qt_dir is not None:
        sonames += missing_qt_libraries(qt_dir)
    if sonames:
        packages = " ".join(dict.fromkeys(debian_package(s) for s in sonames))
        sys.exit("tablekeeper: the display needs system libraries that are missing. Install them with:\n"
                 f"    sudo apt install {packages}")


def check_audio_libraries() -> None:
    """QtMultimedia (spoken night calls) needs PulseAudio's client library on Linux; say so, then go on."""
    if sys.platform.startswith("linux") and not has_library("pulse", "libpulse.so.0"):
        say("spoken narration needs a system library that is missing; captions still work. Install it with:\n"
            "    sudo apt install libpulse0")
