"""The CPUs an AppImage's start kept the app to, given back once its first window is painted (issue 35).

Mounted, the AppImage's runtime (packaging/linux/runtime.c) starts the app and the FUSE server it reads its libraries
through on one CPU: each of the start's 2,000-odd reads is then a switch between two processes instead of two
wake-ups of a sleeping CPU. It lists every CPU the app may use in TABLEKEEPER_APPIMAGE_CPUS ("0,1,2,3"); the app
gives them back to each of its threads here, and drops the variable so that no program it starts later reads it.
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping

VARIABLE = "TABLEKEEPER_APPIMAGE_CPUS"


def parse_cpus(text: str) -> set[int] | None:
    """The CPU numbers of a comma-separated list; None for anything else."""
    try:
        cpus = {int(part) for part in text.split(",")}
    except ValueError:
        return None
    return cpus if cpus and min(cpus) >= 0 else None


def release_start_cpus(environ: MutableMapping[str, str] = os.environ) -> set[int] | None:
    """Every thread of this process allowed the CPUs the runtime listed again; what was given back (None: nothing
    was listed, the list made no sense, or the system cannot set a thread's CPUs)."""
    cpus = parse_cpus(environ.pop(VARIABLE, ""))
    if cpus is None or not hasattr(os, "sched_setaffinity"):
        return None
    try:
        threads = [int(name) for name in os.listdir("/proc/self/task")]
    except OSError:
        threads = [0]
    given = False
    for thread in threads:
        try:
            os.sched_setaffinity(thread, cpus)
            given = True
        except OSError:
            pass  # a thread that ended meanwhile, or CPUs that went offline since the start: nothing to give back
    return cpus if given else None
