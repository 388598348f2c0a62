"""Desktop tests run offscreen with two virtual screens (the offscreen platform's configfile)."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

_CONFIG = Path(tempfile.gettempdir()) / f"tablekeeper-offscreen-{os.getpid()}.json"
_CONFIG.write_text(json.dumps({
    "synchronousWindowSystemEvents": True,
    "screens": [
        {"name": "Laptop", "x": 0, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        {"name": "TV", "x": 1920, "y": 0, "width": 3840, "height": 2160, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
    ],
}))
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_CONFIG}"
os.environ["TABLEKEEPER_SILENT"] = "1"
os.environ.setdefault("TABLEKEEPER_EXTRA_GAMES", "tests.toygame:GAME")
_extra = os.environ["TABLEKEEPER_EXTRA_GAMES"]
if "tests.toygame" not in _extra:
    os.environ["TABLEKEEPER_EXTRA_GAMES"] = f"{_extra},tests.toygame:GAME"

import pytest  # noqa: E402
from PySide6.QtCore import QStandardPaths  # noqa: E402

QStandardPaths.setTestModeEnabled(True)


@pytest.fixture(scope="session")
def qapp_args() -> list[str]:
    return ["tablekeeper-tests"]


@pytest.fixture(scope="session")
def language(qapp):
    from desktop.app import create_application

    _app, language = create_application(["tablekeeper-tests"], "en")
    yield language
    language.install("en")


@pytest.fixture
def settings(tmp_path: Path):
    from desktop.settings import AppSettings

    return AppSettings(tmp_path / "settings.ini")


@pytest.fixture
def store(tmp_path: Path):
    from desktop.saves import SaveStore

    return SaveStore(tmp_path / "games")
