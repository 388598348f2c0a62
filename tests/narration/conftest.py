"""Narration tests: offscreen Qt, a private speech cache, quiet multimedia logging."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # tests/conftest.py sets it first
os.environ.setdefault("TABLEKEEPER_NARRATION_CACHE", tempfile.mkdtemp(prefix="tablekeeper-narration-test-"))
# QtMultimedia reports at start-up which optional libraries (pipewire, VA-API) it did not find: not our concern.
_rules = "qt.multimedia.symbolsresolver=false;qt.multimedia.ffmpeg=false"
os.environ["QT_LOGGING_RULES"] = ";".join(filter(None, [os.environ.get("QT_LOGGING_RULES", ""), _rules]))

import gc  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable, Iterator  # noqa: E402

import pytest  # noqa: E402

from engine.core import ScriptStep  # noqa: E402
from engine.i18n import QT_TRANSLATE_NOOP  # noqa: E402

LINES = [
    QT_TRANSLATE_NOOP("test", "Everyone, close your eyes."),
    QT_TRANSLATE_NOOP("test", "Werewolves, wake up and look for other Werewolves."),
    QT_TRANSLATE_NOOP("test", "Werewolves, close your eyes."),
    QT_TRANSLATE_NOOP("test", "Everyone, wake up!"),
]


def make_steps(durations: list[float] | None = None, roles: list[str | None] | None = None) -> list[ScriptStep]:
    durations = durations or [5.0, 10.0, 3.0, 4.0]
    roles = roles or [None] * len(durations)
    return [ScriptStep(f"test.{i}", LINES[i % len(LINES)](), d, r, wait=True)
            for i, (d, r) in enumerate(zip(durations, roles, strict=True))]


@pytest.fixture
def steps() -> Callable[..., list[ScriptStep]]:
    return make_steps


@pytest.fixture(autouse=True)
def _children_end_with_their_test() -> Iterator[None]:
    """Every speech and audio child a test started has ended, and its QProcess is gone, before the next test.

    Otherwise a speaker freed later by the garbage collector (the tests' signal lambdas make cycles) destroys a
    still running QProcess in whichever test runs then, and that Qt warning fails an unrelated test.
    """
    yield
    from PySide6.QtCore import QCoreApplication, QEvent, QProcess
    from shiboken6 import isValid

    from desktop.narration.media import MediaSpeaker

    speakers = [o for o in gc.get_objects() if issubclass(type(o), MediaSpeaker) and isValid(o)]  # no weak proxies
    for speaker in speakers:
        speaker.shutdown()  # the children quit (or are killed within 2 s)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(
            p.state() != QProcess.ProcessState.NotRunning for s in speakers for p in s.findChildren(QProcess)):
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        time.sleep(0.01)
    del speakers
    gc.collect()
