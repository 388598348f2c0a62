"""Issue 33: three things said once and plainly.

"Test the voice" says why nothing is heard once, however often it is clicked; a second launch says on the terminal
that the running app was brought to the front; "Save the game record" warns, before its file dialog, that the file
of an unfinished game holds its secrets, and starts in the documents folder (the home folder without one).
"""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QLabel

from tests.desktop.observer import clean
from tests.desktop.table import Table, new_game, play_to_end, wizard_page_title
from tests.desktop.test_single_instance import ROOT, environment, launch, stop, wait_until_serving

NAMES = ["Ana", "Ben", "Chi", "Dara", "Emil"]
SAVE = "Save the game record\u2026"


def test_testing_the_voice_again_says_no_sound_once(table: Table) -> None:
    table.launch()
    table.qtbot.waitUntil(lambda: table.has_button("Next >"), timeout=15000)
    while wizard_page_title(table) != "Narration":
        table.click("Next >")
    page = table.shell.wizard.currentPage()
    result = page.findChild(QLabel, "test_voice_result")

    def said() -> list[str]:
        return [clean(label.text()) for label in page.findChildren(QLabel)
                if label.isVisible() and clean(label.text()).startswith("No sound output")]

    for _ in range(3):
        table.click("Test the voice")
        table.qtbot.waitUntil(lambda: result.isVisible() and not result.text().startswith("Playing"), timeout=5000)
        assert len(said()) == 1, said()


@pytest.mark.timeout(300) if hasattr(pytest.mark, "timeout") else (lambda f: f)
def test_a_second_launch_says_the_first_came_forward(tmp_path: Path) -> None:
    first = launch(tmp_path)
    try:
        wait_until_serving(tmp_path, first)
        second = subprocess.run([sys.executable, "-m", "desktop", "--lang", "en"], cwd=ROOT, env=environment(tmp_path),
                                capture_output=True, timeout=120)
        assert second.returncode == 0, second.stderr.decode()
        said = second.stderr.decode()
        assert "Tablekeeper is already running: its window was brought to the front." in said, said
    finally:
        stop(first)


def saving(table: Table, answer: str | None) -> tuple[list[Path], list[str]]:
    """Game > Save the game record…: the warning answered with ``answer`` (None: no warning is expected), and the
    folder the file dialog would start in."""
    console = table.console()
    asked: list[Path] = []
    console.choose_save_path = lambda suggested: asked.append(suggested) or None
    said: list[str] = []
    if answer is None:
        table.menu("Game", SAVE)
    else:
        with table.answering(answer) as said:
            table.menu("Game", SAVE)
    return asked, said


def test_saving_an_unfinished_game_warns_of_its_secrets_first(table: Table, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: pytest.fail("a blocking native dialog"))
    home = tmp_path / "user"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    table.launch()
    new_game(table, "Quest", NAMES, "physical")
    asked, said = saving(table, "No")
    assert "every secret" in said[0] and "Save the record anyway?" in said[0], said
    assert asked == [], "no file dialog after No"
    asked, _said = saving(table, "Yes")
    assert [p.parent for p in asked] == [home], "no documents folder: the home folder, never the app's own"
    (home / "Documents").mkdir()
    asked, _said = saving(table, "Yes")
    assert [p.parent for p in asked] == [home / "Documents"]


def test_a_finished_game_is_saved_without_a_warning(table: Table) -> None:
    table.launch()
    new_game(table, "Quest", NAMES, "physical")
    play_to_end(table, random.Random(1))
    asked, _said = saving(table, None)
    assert len(asked) == 1
