"""Desktop tests: offscreen with two virtual screens (set by tests/conftest.py), no speech, a test-mode store."""

from __future__ import annotations

import gc
import os
from pathlib import Path

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


@pytest.fixture
def table(qtbot, tmp_path: Path):
    """A table test's app (tests/desktop/table.py), torn down at the end."""
    from tests.desktop.table import Table

    table = Table(qtbot, tmp_path / "home")
    yield table
    table.close_all()


@pytest.fixture(autouse=True)
def _no_windows_left(qapp):
    """Each test's windows are deleted when it ends, and its garbage collected then.

    Otherwise a window of an earlier test lives on in a reference cycle until the garbage collector happens to
    run, and that can be in the middle of a later test's QApplication.topLevelWidgets() or findChildren(), while
    shiboken turns the list of pointers into Python objects: the window's children are freed under the list and
    the next pointer crashes the process (a segmentation fault seen in CI).
    """
    yield
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    for window in QApplication.topLevelWidgets():
        window.hide()  # not close(): a window may ask a question when closed
        window.deleteLater()
    for _ in range(2):
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
