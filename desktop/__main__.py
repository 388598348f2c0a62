"""``python -m desktop``: start Tablekeeper."""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    from .app import run

    parser = argparse.ArgumentParser(prog="tablekeeper", description="Tablekeeper: a table companion for hidden-role games.")
    parser.add_argument("--lang", choices=["en", "vi", "fa", "zh_TW"], help="user-interface language")
    parser.add_argument("--screenshot-tour", metavar="DIR",
                        help="play a short scripted game offscreen and write PNG screenshots to DIR, then exit")
    parser.add_argument("--startup-benchmark", action="store_true",
                        help="exit right after the first frame of the setup wizard is painted")
    args, qt_args = parser.parse_known_args(argv)
    return run(args, [sys.argv[0], *qt_args])


if __name__ == "__main__":
    sys.exit(main())
