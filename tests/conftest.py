"""Suite-wide settings: offscreen Qt, the test-only game, compiled catalogues."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

# Qt runs offscreen with two virtual screens (a laptop and a TV), for every test: the platform is
# chosen once, when the first QApplication starts, so it is set here and nowhere else.
_SCREENS = Path(tempfile.gettempdir()) / f"tablekeeper-offscreen-{os.getpid()}.json"
_SCREENS.write_text(json.dumps({
    "synchronousWindowSystemEvents": True,
    "screens": [
        {"name": "Laptop", "x": 0, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        {"name": "TV", "x": 1920, "y": 0, "width": 3840, "height": 2160, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
    ],
}))
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_SCREENS}"
os.environ["TABLEKEEPER_EXTRA_GAMES"] = "tests.toygame:GAME"
# Tests must not read or write the user's real settings or saved games.
os.environ.setdefault("XDG_CONFIG_HOME", str(Path(__file__).resolve().parent.parent / "build" / "test-home" / "config"))
os.environ.setdefault("XDG_DATA_HOME", str(Path(__file__).resolve().parent.parent / "build" / "test-home" / "data"))
# Nor the user's recorded narration packs (a chosen pack would replace the speech the narration tests expect).
os.environ.setdefault("TABLEKEEPER_NARRATION_PACKS", tempfile.mkdtemp(prefix="tablekeeper-packs-test-"))
# The board's reveals drawn at once (tests/desktop/test_reveal_issue16.py turns the animation on for itself).
os.environ["TABLEKEEPER_REDUCE_MOTION"] = "1"

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def pytest_sessionstart(session: object) -> None:
    from desktop.translation_catalogues import compile_catalogues

    compile_catalogues()
