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
    args, qt_args = parse_arguments(args_in)
    args.first_frame_exit = bool(os.environ.get(FIRST_FRAME_EXIT))
    if not args.screenshot_tour:  # the tour runs offscreen and needs no display
        from .launch_check import check_display_libraries

        check_display_libraries()  # a clear message naming the packages, never Qt's raw plugin abort
    lighten_pyside_imports()
    from .app import run

    # Qt names the windows' class after its first argument (X11's WM_CLASS, which desktops match with
    # tablekeeper.desktop): the program's name, whether it was started as AppRun, python -m desktop or tablekeeper
    return run(args, ["tablekeeper", *qt_args])


#: What a start without arguments (a double-click) runs with.
DEFAULTS = {"lang": None, "screenshot_tour": None, "startup_benchmark": False}


def parse_arguments(argv: list[str]) -> tuple[argparse.Namespace, list[str]]:
    """Our options, and the rest for Qt. Without arguments (a double-click) no parser is built: building it, with the
    locale module its messages load, was 3-5 ms of every start (issue 35)."""
    if not argv:
        return argparse.Namespace(**DEFAULTS), []
    from .version import version

    parser = argparse.ArgumentParser(prog="tablekeeper", description="Tablekeeper: a table companion for hidden-role games.")
    parser.add_argument("--version", action="version", version=f"Tablekeeper {version()}")
    parser.add_argument("--lang", choices=["en", "vi", "fa", "zh_TW"], help="user-interface language")
    parser.add_argument("--screenshot-tour", metavar="DIR",
                        help="play a short scripted game offscreen and write PNG screenshots to DIR, then exit")
    parser.add_argument("--startup-benchmark", action="store_true",
                        help="exit right after the first frame of the setup wizard is painted")
    parser.set_defaults(**DEFAULTS)
    return parser.parse_known_args(argv)


def lighten_pyside_imports() -> None:
    """PySide6 asks of every module imported after it whether it mentions "PySide6" (for its ``__feature__`` switch),
    by reading its whole source with inspect.getsource, which keeps every line in linecache: 8 ms of the start, more
    when the rules and the console load, and 7 MB held for nothing (issue 35). The same question, answered from the
    file's bytes; anything else goes to PySide6's own check."""
    import shiboken6  # noqa: F401  (it sets up shibokensupport.feature)

    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or original is None or getattr(original, "lightened", False):
        return

    def uses_pyside(module: object) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return bool(original(module))

    uses_pyside.lightened = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]


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
