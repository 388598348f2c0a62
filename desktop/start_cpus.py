"""The CPUs an AppImage's start kept the app to, given back once its first window is painted (issue 35).

Mounted, the AppImage's runtime (packaging/linux/runtime.c) starts the app and the FUSE server it reads its libraries
through on one CPU: each of the start's 2,000-odd reads is then a switch between two processes instead of two
wake-ups of a sleeping CPU. It lists every CPU the app may use in TABLEKEEPER_APPIMAGE_CPUS ("0,1,2,3") and names the
server in TABLEKEEPER_APPIMAGE_SERVER (its process id). The app gives the CPUs back to each of its threads and to the
server here, and drops both variables so that no program it starts later reads them.
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping

VARIABLE = "TABLEKEEPER_APPIMAGE_CPUS"
SERVER = "TABLEKEEPER_APPIMAGE_SERVER"
MOST_CPUS = 1 << 16


def parse_cpus(text: str) -> set[int] | None:
    """The CPU numbers of a comma-separated list of plain numbers; None for anything else."""
    parts = text.split(",")
    if not all(part.isascii() and part.isdigit() and len(part) < 6 for part in parts):
        return None
    cpus = {int(part) for part in parts}
    return cpus if max(cpus) < MOST_CPUS else None


def parent_of(pid: int) -> int | None:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as stat:
            return int(stat.read().rpartition(")")[2].split()[1])  # after "pid (name)": state, then the parent
    except (OSError, ValueError, IndexError):
        return None


def give_back(pid: int, cpus: set[int]) -> bool:
    try:
        os.sched_setaffinity(pid, cpus)
    except (OSError, OverflowError, ValueError):  # a thread that ended meanwhile, CPUs that went offline since
        return False
    return True


def release_start_cpus(environ: MutableMapping[str, str] = os.environ) -> set[int] | None:
    """Every thread of this process, and the AppImage's FUSE server, allowed the CPUs the runtime listed again; what
    was given back. Nothing is done (None) unless this process runs from an AppImage (APPIMAGE is set), is kept to
    one CPU and that CPU is listed: a list left over in the environment of a program run otherwise changes nothing."""
    cpus = parse_cpus(environ.pop(VARIABLE, ""))
    server = environ.pop(SERVER, "")
    if cpus is None or "APPIMAGE" not in environ or not hasattr(os, "sched_setaffinity"):
        return None
    try:
        kept = os.sched_getaffinity(0)
    except OSError:
        return None
    if len(kept) != 1 or not kept <= cpus:
        return None
    given: set[int] = set()
    while True:  # a thread started by one still kept to the CPU while this ran is kept too: once more for it
        try:
            threads = {int(name) for name in os.listdir("/proc/self/task")} - given
        except OSError:
            threads = {0} - given
        if not threads:
            break
        for thread in threads:
            give_back(thread, cpus)
        given |= threads
    if server.isascii() and server.isdigit() and parent_of(int(server)) == os.getppid():
        give_back(int(server), cpus)  # the runtime's other child, not a process that took a freed number
    return cpus if os.sched_getaffinity(0) != kept else None
