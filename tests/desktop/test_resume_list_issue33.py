"""Issue 33: the resume list after an evening of games.

It can be cleared at once (all of it, or all but the game played last), after a question; its two dates are in the
UI language's own format (not one ISO and one local); a game that was dealt and left says so, not "Actions 0".
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QDateTime, QLocale
from PySide6.QtWidgets import QTreeWidget

from tests.desktop.test_resume_dialog import OTHER, TOY, leave_a_game, make_shell, rows
from tests.desktop.visible import click, visible_button, visible_texts

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support activateWindow",
                                       "This plugin does not support propagateSizeHints")

HOUR = 3600


def an_evening(language, settings, store) -> list[Path]:
    """Three games left unfinished: one dealt and left at once, two played a little (later that evening, by their
    files' times); the last played is the second."""
    paths = [leave_a_game(make_shell(language, settings, store), TOY, 1, 0),
             leave_a_game(make_shell(language, settings, store), OTHER, 2, 2),
             leave_a_game(make_shell(language, settings, store), TOY, 3, 1)]
    now = time.time()
    for path, played in zip(paths, (now + HOUR, now + 3 * HOUR, now + 2 * HOUR), strict=True):
        os.utime(path, (played, played))
    return paths


def the_dialog(qtbot, language, settings, store):
    shell = make_shell(language, settings, store)
    shell.start()
    dialog = shell.resume_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.addWidget(dialog)
    return shell, dialog


def short(seconds: float) -> str:
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(seconds)), QLocale.FormatType.ShortFormat)


def test_both_dates_in_the_locale_format_and_a_dealt_game_is_not_zero_actions(qtbot, language, settings, store) -> None:
    paths = an_evening(language, settings, store)
    _shell, dialog = the_dialog(qtbot, language, settings, store)
    listed = {row[1] + row[4]: row for row in rows(dialog)}
    saved = {s.path: s for s in store.unfinished()}
    for path in paths:
        game = saved[path]
        row = next(r for r in rows(dialog) if r[2] == short(game.started_at) and r[3] == short(game.modified))
        assert row[2] and row[3], row
    progress = sorted(row[4] for row in listed.values())
    assert progress == ["1 move played", "2 moves played", "Dealt, no move yet"], progress
    assert not any(re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d", row[2]) for row in rows(dialog)), "no ISO date left"
    header = dialog.findChild(QTreeWidget).headerItem()
    assert header.text(4) == "Progress"


def test_persian_dates_and_counts_in_persian(qtbot, language, settings, store) -> None:
    an_evening(language, settings, store)
    language.install("fa")
    try:
        _shell, dialog = the_dialog(qtbot, language, settings, store)
        listed = rows(dialog)
        for row in listed:
            for cell in (row[2], row[3]):
                assert cell and not re.search(r"[0-9]", cell) and re.search(r"[\u06f0-\u06f9]", cell), cell
        assert any("\u06f2" in row[4] for row in listed), [row[4] for row in listed]  # "۲ ..." moves
        dialog.resize(1280, 400)
        dialog.grab().save(str(Path(os.environ.get("TABLEKEEPER_SHOTS", "/tmp")) / "resume-fa.png"))
    finally:
        language.install("en")


def test_delete_all_but_the_last_played_after_a_question(qtbot, language, settings, store) -> None:
    paths = an_evening(language, settings, store)
    raw = {path: path.read_bytes() for path in paths}
    _shell, dialog = the_dialog(qtbot, language, settings, store)
    click(qtbot, "Delete all\u2026", dialog)
    qtbot.waitUntil(lambda: dialog.confirm is not None and dialog.confirm.isVisible())
    said = dialog.confirm.text() + "\n" + dialog.confirm.informativeText()
    assert "The 3 unfinished games of this list are moved out of it" in said, said
    assert "Dan, Eve, Fay, Gus" in said, "it names the game it keeps"
    click(qtbot, "Keep them", dialog.confirm)
    assert len(rows(dialog)) == 3 and all(path.exists() for path in paths)
    click(qtbot, "Delete all\u2026", dialog)
    qtbot.waitUntil(lambda: dialog.confirm is not None and dialog.confirm.isVisible())
    click(qtbot, "Keep the last played", dialog.confirm)
    left = rows(dialog)
    assert [row[1] for row in left] == ["Dan, Eve, Fay, Gus"], left
    assert [s.path for s in store.unfinished()] == [paths[1]]
    for path in (paths[0], paths[2]):
        assert (store.deleted_dir / path.name).read_bytes() == raw[path], "moved, byte for byte"
    assert visible_button("Resume", dialog) is not None, "the game kept is chosen"


def test_delete_all_empties_the_list(qtbot, language, settings, store) -> None:
    paths = an_evening(language, settings, store)
    shell, dialog = the_dialog(qtbot, language, settings, store)
    click(qtbot, "Delete all\u2026", dialog)
    qtbot.waitUntil(lambda: dialog.confirm is not None and dialog.confirm.isVisible())
    click(qtbot, "Delete all", dialog.confirm)
    assert rows(dialog) == [] and store.unfinished() == []
    assert all((store.deleted_dir / path.name).exists() for path in paths)
    for gone in ("Resume", "Delete\u2026", "Delete all\u2026"):
        assert visible_button(gone, dialog) is None, gone
    assert "These games were not finished" in visible_texts(dialog)
    click(qtbot, "New game", dialog)
    qtbot.waitUntil(lambda: shell.wizard is not None and shell.wizard.isVisible())
    shell.wizard.close()


def test_a_single_game_is_deleted_without_a_last_played_to_keep(qtbot, language, settings, store) -> None:
    leave_a_game(make_shell(language, settings, store), TOY, 1, 1)
    _shell, dialog = the_dialog(qtbot, language, settings, store)
    click(qtbot, "Delete all\u2026", dialog)
    qtbot.waitUntil(lambda: dialog.confirm is not None and dialog.confirm.isVisible())
    assert visible_button("Keep the last played", dialog.confirm) is None
    assert "The 1 unfinished game of this list" in dialog.confirm.text()
    click(qtbot, "Keep them", dialog.confirm)
