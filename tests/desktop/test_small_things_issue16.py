"""Issue 16, "Small things a new user noticed": each point played through the windows a person sees.

The wizard's last page has one Start; six names are laid out 3 + 3; option and role descriptions wrap instead of
hiding behind a horizontal scrollbar; the chevrons of Next and Back point the Persian way; the Language menu ticks
the current language; Save suggests a name of the game and the date in the documents folder and says it saved;
the log numbers the night calls the table heard, in the UI's digits; narration lines of another direction are
isolated; the Quest console says who reads the reveal script; the narration children stop cleanly.
"""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtWidgets import QFileDialog, QLabel, QLineEdit, QListWidget, QScrollArea, QWizard

from desktop.wizard_pages import PlayersPage, RolesPage, SummaryPage
from tests.desktop.observer import clean
from tests.desktop.table import Table, new_game, play_step, switch_language
from tests.desktop.test_wizard import _set_count
from tests.desktop.test_wizard_issue13 import _next, _to_page, _wizard

ROOT = Path(__file__).resolve().parents[2]
ONUW = "One Night Ultimate Werewolf + Daybreak"
QUEST = "Quest"
NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid"]
LRM, LRE, PDF = "\u200e", "\u202a", "\u202c"


# -- the wizard -----------------------------------------------------------------------------------------------
def _button(wizard: QWizard, which: QWizard.WizardButton):
    return wizard.button(which)


def test_the_last_page_has_one_start_button(qtbot, language, settings) -> None:
    wizard = _wizard(qtbot, settings, "quest")
    start_now = _button(wizard, QWizard.WizardButton.CustomButton1)
    _next(qtbot, wizard)
    assert start_now.isVisible() and clean(start_now.text()) == "Start now", "skipping the pages stays possible"
    _to_page(qtbot, wizard, SummaryPage)
    shown = sorted(clean(b.text()) for b in (wizard.button(w) for w in (
        QWizard.WizardButton.CustomButton1, QWizard.WizardButton.FinishButton, QWizard.WizardButton.NextButton))
        if b.isVisible())
    assert shown == ["Start"], f"the Ready page offers one way to start, not {shown}"
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.BackButton), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: start_now.isVisible())


def test_six_names_are_laid_out_three_and_three(qtbot, language, settings) -> None:
    wizard = _wizard(qtbot, settings, "avalon")
    _to_page(qtbot, wizard, PlayersPage)
    for count, columns in ((6, [3, 3]), (7, [4, 3]), (5, [5]), (10, [5, 5])):
        _set_count(qtbot, wizard, count)
        qtbot.waitUntil(lambda count=count: len([e for e in wizard.currentPage().names_box.findChildren(QLineEdit)
                                                 if e.isVisible()]) == count)
        edits = [e for e in wizard.currentPage().names_box.findChildren(QLineEdit) if e.isVisible()]
        by_x: dict[int, int] = {}
        for edit in edits:
            x = edit.mapTo(wizard, edit.rect().topLeft()).x()
            by_x[x] = by_x.get(x, 0) + 1
        assert sorted(by_x.values(), reverse=True) == columns, f"{count} names laid out {sorted(by_x.values())}"


@pytest.mark.parametrize("game", ["avalon", "onuw"])
def test_descriptions_wrap_instead_of_scrolling_sideways(qtbot, language, settings, game: str) -> None:
    wizard = _wizard(qtbot, settings, game)
    _to_page(qtbot, wizard, RolesPage)
    area = next(a for a in wizard.currentPage().findChildren(QScrollArea) if a.isVisible())
    qtbot.waitUntil(lambda: area.widget().width() > 0)
    assert not area.horizontalScrollBar().isVisible()
    assert area.widget().width() <= area.viewport().width(), "the page is as wide as the window, no wider"
    right = area.viewport().width()
    for label in area.widget().findChildren(QLabel):
        if label.isVisible() and label.text():
            edge = label.mapTo(area.widget(), label.rect().topRight()).x()
            assert edge <= right, f"{label.text()[:50]!r} runs {edge - right} px past the window"
            needed = label.fontMetrics().horizontalAdvance(label.text())
            assert label.wordWrap() or needed <= label.width(), f"{label.text()[:50]!r} is cut off"


@pytest.mark.parametrize("qt_catalogue", [True, False], ids=["with Qt's own Persian", "without it"])
def test_next_and_back_point_the_persian_way(qtbot, language, settings, qt_catalogue: bool) -> None:
    """Also where Qt's own Persian catalogue (qtbase_fa.qm) is missing: Next and Back are the app's words."""
    from PySide6.QtCore import QCoreApplication, QEvent

    language.install("fa")
    try:
        if not qt_catalogue:
            for translator in [t for t in language._installed if t.filePath().endswith("qtbase_fa.qm")]:
                QCoreApplication.instance().removeTranslator(translator)
        wizard = _wizard(qtbot, settings, "quest")
        QCoreApplication.sendEvent(wizard, QEvent(QEvent.Type.LanguageChange))
        _next(qtbot, wizard)
        forward = wizard.button(QWizard.WizardButton.NextButton).text()
        backward = wizard.button(QWizard.WizardButton.BackButton).text()
        # Right to left, Next is on the left and points left; each chevron is held left to right between two marks
        # (never mirrored), at the logical end of Next (its left) and the start of Back (its right).
        assert f"{LRM}<{LRM}" in forward and ">" not in forward, repr(forward)
        assert f"{LRM}>{LRM}" in backward and "<" not in backward, repr(backward)
        assert clean(forward).endswith("<") and clean(backward).startswith(">")
        assert clean(forward) == "بعدی <" and clean(backward) == "> قبلی", (forward, backward)
    finally:
        language.install("en")
    wizard.retranslate()
    assert clean(wizard.button(QWizard.WizardButton.NextButton).text()) == "Next >"


# -- the console -------------------------------------------------------------------------------------------------
def test_the_language_menu_ticks_the_current_language(table: Table) -> None:
    table.launch()
    new_game(table, QUEST, NAMES[:5], "physical")
    menu = table.console().menu_language
    ticked = [clean(a.text()) for a in menu.actions() if a.isCheckable() and a.isChecked()]
    assert ticked == ["English"]
    switch_language(table, "vi")
    ticked = [clean(a.text()) for a in menu.actions() if a.isCheckable() and a.isChecked()]
    assert ticked == ["Tiếng Việt"]
    switch_language(table, "en")


def test_save_suggests_the_documents_folder_and_says_it_saved(table: Table, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: pytest.fail("a blocking native dialog"))
    table.launch()
    new_game(table, QUEST, NAMES[:5], "physical")
    console = table.console()
    asked: list[Path] = []
    chosen = tmp_path / "tonight.json"

    def choose(suggested: Path) -> Path:
        asked.append(suggested)
        return chosen

    console.choose_save_path = choose
    with table.answering("Yes"):  # the game is not over: its secrets are in the file (issue 33)
        table.menu("Game", "Save the game record\u2026")
    documents = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))
    assert asked and asked[0].parent == (documents if documents.is_dir() else Path.home()), asked
    assert asked[0].name == f"Quest {date.today().isoformat()}.json"
    assert chosen.exists() and '"game"' in chosen.read_text(encoding="utf-8")
    status = clean(console.statusBar().currentMessage())
    assert status.startswith("Saved: ") and "tonight.json" in status, status


def _log(table: Table) -> list[str]:
    return [clean(table.console().log.item(i).text()) for i in range(table.console().log.count())]


def _onuw_night(table: Table) -> list[int]:
    """A physical One Night with four players played to the day; the rows of the log that are night calls."""
    new_game(table, ONUW, NAMES[:4], "physical")
    rng = random.Random(4)
    for _ in range(200):
        if table.console().controller.public_view().get("phase") != "night":
            break
        play_step(table, rng)
    return [row for row, line in enumerate(_log(table)) if line.startswith("Night step ")]


def test_the_log_numbers_the_calls_the_table_heard(table: Table) -> None:
    table.launch()
    rows = _onuw_night(table)
    numbers = [re.match(r"Night step (\S+):", _log(table)[row]).group(1) for row in rows]  # type: ignore[union-attr]
    assert len(numbers) >= 3, _log(table)
    assert numbers == [str(i) for i in range(1, len(numbers) + 1)], f"the log skips: {numbers}"
    switch_language(table, "fa")
    try:
        persian = [_log(table)[row] for row in rows]
        for count, line in enumerate(persian, 1):
            assert "۰۱۲۳۴۵۶۷۸۹"[count] in line and not re.search("[0-9]", line), line
    finally:
        switch_language(table, "en")


def test_english_narration_lines_are_isolated_in_a_persian_console(table: Table) -> None:
    """Each line carries its own direction (desktop/narration/captions.py: a mark and an embedding, which every text
    engine applies): left to right in a Persian console too."""
    table.launch()
    new_game(table, ONUW, NAMES[:4], "physical")
    timeline = table.console().findChild(QListWidget, "timeline")
    assert timeline.count() > 0
    english = f"{LRM}{LRE}"
    assert timeline.item(0).text().startswith(english)
    switch_language(table, "fa")
    try:
        texts = [timeline.item(i).text() for i in range(timeline.count())]
        assert all(t.startswith(english) and t.endswith(PDF + LRM) for t in texts), texts[:2]
        assert texts[0][:-2].endswith("."), "the full stop stays at the end of the English line"
        table.click("شروع روایت" if table.has_button("شروع روایت") else clean(table.console().n_start.text()))
        caption = table.console().caption.text()
        assert caption.startswith(english) and caption.endswith(PDF + LRM), repr(caption)
        on_tv = table.board()._caption_text
        assert on_tv == caption, "the board shows the line in its direction as well"
    finally:
        switch_language(table, "en")
    assert timeline.item(0).text().startswith(english)


def test_the_quest_console_says_who_reads_the_reveal_script(table: Table) -> None:
    table.launch()
    new_game(table, QUEST, NAMES[:5], "physical")
    rng = random.Random(2)
    for _ in range(30):
        if table.console().controller.public_view().get("phase") == "reveal":
            break
        play_step(table, rng)
    console = table.console()
    leader = console.controller.public_view()["instruction"]["params"]["leader"]
    said = clean(console.phase.text())
    assert said.startswith(f"{leader} reads the reveal script aloud (or start the narration"), said
    table.click("Start the narration")
    table.qtbot.waitUntil(lambda: console.narration_state() == "playing", timeout=5000)
    said = clean(console.phase.text())
    assert said.startswith("The app reads the reveal script aloud"), said
    assert leader not in said


# -- the narration children ---------------------------------------------------------------------------------------
SWITCH_AND_QUIT = r"""
import os, sys, tempfile
sys.path.insert(0, {root!r})
from PySide6.QtCore import QProcess, QTimer
from PySide6.QtWidgets import QApplication
from desktop.app import create_application, launch
from engine.core import Setup
from engine.registry import get_game

app, language = create_application(["tablekeeper"], "en")
shell = launch(language)
game = get_game("onuw")

def start(players):
    roles = game.recommended_roles(len(players), {{"mode": "physical"}})
    shell.start_game(Setup("onuw", tuple(players), roles, {{"mode": "physical"}}))

def running():
    print("running children:", sum(p.state() != QProcess.ProcessState.NotRunning for p in app.findChildren(QProcess)),
          file=sys.stderr, flush=True)

steps = [lambda: start(["A", "B", "C"]), running, lambda: start(["A", "B", "C", "D"]), running,
         lambda: shell.console.act_quit.trigger()]
for i, step in enumerate(steps):
    QTimer.singleShot(700 * (i + 1), step)
QTimer.singleShot(30000, app.quit)
code = app.exec()
left = [p for p in app.findChildren(QProcess) if p.state() != QProcess.ProcessState.NotRunning]
print("left running after the quit:", len(left), file=sys.stderr, flush=True)
sys.exit(code)
"""


@pytest.mark.timeout(90)
def test_a_game_switch_and_a_quit_leave_no_child_running(tmp_path: Path) -> None:
    """The app with real speech and audio children: a new game replaces the running one, then Game > Quit.

    No child may still run when the application goes (Qt destroys its QProcess objects with it: "QProcess:
    Destroyed while process ... is still running")."""
    pytest.importorskip("PySide6.QtMultimedia")
    env = {k: v for k, v in os.environ.items() if k != "TABLEKEEPER_SILENT"}
    env.update(QT_QPA_PLATFORM="offscreen", **{var: str(tmp_path / var.lower())
                                                for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME")})
    script = tmp_path / "switch_and_quit.py"
    script.write_text(SWITCH_AND_QUIT.format(root=str(ROOT)), encoding="utf-8")
    done = subprocess.run([sys.executable, str(script)], env=env, cwd=ROOT, capture_output=True, text=True, timeout=80)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "running children: 2" in done.stderr, "the children were started (real narration)"
    assert "left running after the quit: 0" in done.stderr, done.stderr[-2000:]
    assert "QProcess: Destroyed while process" not in done.stderr, done.stderr[-2000:]


def test_a_team_to_choose_counts_in_persian_digits(table: Table) -> None:
    """"choose 2 (chosen: 0)" under a team choice reads ۲ and ۰ in Persian, as every number of the UI."""
    from desktop.console import ChoiceForm

    table.launch()
    new_game(table, "The Resistance: Avalon", NAMES[:5], "physical")
    switch_language(table, "fa")
    try:
        rng = random.Random(5)
        for _ in range(40):
            waiting = [f.status.text() for f in table.console().findChildren(ChoiceForm)
                       if f.isVisible() and f.status.text()]
            if waiting:
                break
            play_step(table, rng)
        assert waiting, "a team to choose"
        assert re.search("[۰-۹]", waiting[0]) and not re.search("[0-9]", waiting[0]), waiting
    finally:
        switch_language(table, "en")


def test_a_refusal_that_names_its_player_is_not_prefixed_with_the_name_again(table: Table) -> None:
    """"Bảo: Bảo led quest 1 and cannot lead again" read the name twice: a reason under the buttons names the
    buttons it disables only where it does not begin with the one it disables."""
    table.launch()
    new_game(table, QUEST, NAMES[:5], "physical")
    rng = random.Random(3)
    seen = 0
    for _ in range(150):
        if play_step(table, rng) == "over":
            break
        for label in table.console().findChildren(QLabel, "reasons"):
            if not label.isVisible():
                continue
            for line in clean(label.text()).splitlines():
                seen += 1
                name, colon, rest = line.partition(": ")
                assert not (colon and rest.startswith(name)), line
    assert seen, "no refusal under a form was seen"
