"""``python -m desktop``: start Tablekeeper."""

from __future__ import annotations

import argparse
import os
import sys

#: Set (to anything), the app quits right after its first window's first frame and prints when
#: (benchmarks/bench_start.py): the whole start as a person gets it, resume dialog or wizard.
FIRST_FRAME_EXIT = "TABLEKEEPER_FIRST_FRAME_EXIT"
CHILDREN = ("desktop.narration.worker", "desktop.narration.player", "desktop.narration.recorder", "desktop.narration")


def main(argv: list[str] | None = None) -> int:
    args_in = sys.argv[1:] if argv is None else argv
    if args_in[:1] == ["--child"]:
        return run_child(args_in[1:])
    from .version import version

    parser = argparse.ArgumentParser(prog="tablekeeper", description="Tablekeeper: a table companion for hidden-role games.")
    parser.add_argument("--version", action="version", version=f"Tablekeeper {version()}")
    parser.add_argument("--lang", choices=["en", "vi", "fa", "zh_TW"], help="user-interface language")
    parser.add_argument("--screenshot-tour", metavar="DIR",
                        help="play a short scripted game offscreen and write PNG screenshots to DIR, then exit")
    parser.add_argument("--startup-benchmark", action="store_true",
                        help="exit right after the first frame of the setup wizard is painted")
    args, qt_args = parser.parse_known_args(argv)
    args.first_frame_exit = bool(os.environ.get(FIRST_FRAME_EXIT))
    if not args.screenshot_tour:  # the tour runs offscreen and needs no display
        from .launch_check import check_display_libraries

        check_display_libraries()  # a clear message naming the packages, never Qt's raw plugin abort
    from .app import run

    return run(args, [sys.argv[0], *qt_args])


def run_child(argv: list[str]) -> int:
    """``--child MODULE ARGS``: a frozen build runs its speech worker, audio player and narration self-test as
    ``python -m MODULE`` would (desktop.narration.playback.child_command)."""
    if not argv or argv[0] not in CHILDREN:
        print(f"tablekeeper: --child takes one of {', '.join(CHILDREN)}", file=sys.stderr)
        return 2
    import runpy

    sys.argv = [argv[0], *argv[1:]]
    try:
        runpy.run_module(argv[0], run_name="__main__", alter_sys=True)
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
