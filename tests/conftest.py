"""Suite-wide settings: offscreen Qt, the test-only game, compiled catalogues."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["TABLEKEEPER_EXTRA_GAMES"] = "tests.toygame:GAME"
# Tests must not read or write the user's real settings or saved games.
os.environ.setdefault("XDG_CONFIG_HOME", str(Path(__file__).resolve().parent.parent / "build" / "test-home" / "config"))
os.environ.setdefault("XDG_DATA_HOME", str(Path(__file__).resolve().parent.parent / "build" / "test-home" / "data"))

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def pytest_sessionstart(session: object) -> None:
    from desktop.translation_catalogues import compile_catalogues

    compile_catalogues()
