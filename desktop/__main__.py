"""``python -m desktop``: start Tablekeeper."""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    from .version import version

    parser = argparse.ArgumentParser(prog="tablekeeper", description="Tablekeeper: a table companion for hidden-role games.")
    parser.add_argument("--version", action="version", version=f"Tablekeeper {version()}")
    parser.add_argument("--lang", choices=["en", "vi", "fa", "zh_TW"], help="user-interface language")
    parser.add_argument("--screenshot-tour", metavar="DIR",
                        help="play a short scripted game offscreen and write PNG screenshots to DIR, then exit")
    parser.add_argument("--startup-benchmark", action="store_true",
                        help="exit right after the first frame of the setup wizard is painted")
    args, qt_args = parser.parse_known_args(argv)
    if not args.screenshot_tour:  # the tour runs offscreen and needs no display
        from .launch_check import check_audio_libraries, check_display_libraries

        check_display_libraries()  # a clear message naming the packages, never Qt's raw plugin abort
        check_audio_libraries()
    from .app import run

    return run(args, [sys.argv[0], *qt_args])


if __name__ == "__main__":
    sys.exit(main())
