"""Light and fast from the first click (issue 35): the first window waits for nothing it does not show, the rest
follows right after it, and a game without phones never loads the phone layer."""

from __future__ import annotations

import inspect
import json
import linecache
import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop import app as app_module
from desktop.gamelist import title_entry
from desktop.saves import SaveStore
from engine.core import Setup
from engine.registry import get_game

ROOT = Path(__file__).resolve().parents[2]

# Run in a fresh interpreter (this one has every module imported already): the real start, then what was imported
# when the first window was painted, and after it.
FIRST_WINDOW = """
import json, sys
import desktop.__main__
getattr(desktop.__main__, "lighten_pyside_imports", lambda: None)()  # as python -m desktop does
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QTreeWidget
from desktop.app import launch
from desktop.application import create_application
from desktop.settings import AppSettings

app, language = create_application(["t"], "en")
AppSettings().set_game_titles({k: tuple(v) for k, v in json.loads(sys.argv[1]).items()})  # as a run before left them
shell = launch(language)
window = shell.resume_dialog or shell.wizard
seen = {}
WATCHED = ("engine.games.", "engine.core", "engine.session", "desktop.console", "desktop.companion", "desktop.controller")

class Painted(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and "first" not in seen:
            seen["first"] = sorted(m for m in sys.modules if m.startswith(WATCHED))
        return False

watch = Painted()
window.installEventFilter(watch)

def after():
    if "first" in seen and "engine.games.quest" in sys.modules:
        tree = window.findChild(QTreeWidget)
        seen["title"] = tree.topLevelItem(0).text(0) if tree is not None else ""
        seen["window"] = type(window).__name__
        print(json.dumps(seen), flush=True)
        shell.release_folder()
        QApplication.quit()

timer = QTimer()
timer.timeout.connect(after)
timer.start(10)
QTimer.singleShot(20000, QApplication.quit)
app.exec()
"""


def run_first_window(home: Path, titles: dict[str, tuple[str, str]]) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "TABLEKEEPER_"))}
    env.update({"QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config"),
                "XDG_CACHE_HOME": str(home / "cache"), "TABLEKEEPER_SILENT": "1", "PYTHONPATH": str(ROOT)})
    done = subprocess.run([sys.executable, "-c", FIRST_WINDOW, json.dumps(titles)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_resume_dialog_shows_before_any_rules_and_they_load_right_after(tmp_path: Path) -> None:
    """With a game to resume, the dialog's first frame came after importing every game's rules (for their titles):
    now the titles remembered from the last run are shown, and the rules are loaded right after that frame (so
    Resume waits no longer than before)."""
    quest = get_game("quest")
    SaveStore(tmp_path / "data" / "Tablekeeper" / "Tablekeeper" / "games").create(
        Setup("quest", ("Ana", "Bao", "Chi", "Dara", "Eli"), quest.recommended_roles(5, quest.options_with_defaults({})),
              quest.options_with_defaults({})), 1)
    seen = run_first_window(tmp_path, {"quest": title_entry(quest)})
    assert seen["window"] == "ResumeDialog"
    assert seen["first"] == [], "the first frame waited for these"
    assert seen["title"] == "Quest"


def test_the_wizard_shows_before_the_engine_and_the_console(tmp_path: Path) -> None:
    seen = run_first_window(tmp_path, {})
    assert seen["window"] == "SetupWizard"
    assert seen["first"] == []


def test_pyside_learns_what_imports_it_without_keeping_every_source_line() -> None:
    """PySide6 asks of each module imported after it whether its source says "PySide6": the same answers, read from
    the file, and no module's lines kept in linecache (7 MB and 8 ms of the start before)."""
    from desktop.__main__ import lighten_pyside_imports

    lighten_pyside_imports()
    feature = sys.modules["shibokensupport.feature"]
    import desktop.app
    import engine.core

    for module in (desktop.app, engine.core, json, inspect):
        linecache.clearcache()
        assert feature._mod_uses_pyside(module) == ("PySide6" in Path(module.__file__).read_text(encoding="utf-8"))
        assert module.__file__ not in linecache.cache
    assert feature._mod_uses_pyside(sys) is False  # a built-in module: PySide6's own answer


def test_a_game_without_phones_never_imports_the_phone_layer(tmp_path: Path) -> None:
    """The phone server, its web page and QR code (11 MB and 66 modules): only for a game with phones."""
    script = ("import sys\nfrom pathlib import Path\n"
              "from desktop.application import create_application\n"
              "from desktop.console import ConsoleWindow\n"
              "from desktop.controller import GameController\n"
              "from desktop.games import plugin_for\n"
              "from desktop.narrate import CaptionNarrator\n"
              "from desktop.saves import SaveStore\n"
              "from engine.core import Setup\n"
              "from engine.registry import get_game\n"
              "app, _ = create_application(['t'])\n"
              "game = get_game('quest')\n"
              "options = game.options_with_defaults({'mode': 'app'})\n"
              "setup = Setup('quest', ('Ana', 'Bao', 'Chi', 'Dara', 'Eli'), game.recommended_roles(5, options), options)\n"
              f"controller = GameController.new_game(game, setup, SaveStore(Path({str(tmp_path / 'games')!r})), seed=1)\n"
              "console = ConsoleWindow(controller, plugin_for(game), narrator=CaptionNarrator())\n"
              "console.show(); app.processEvents()\n"
              "print(sorted(m for m in sys.modules if m.startswith(('desktop.companion', 'segno'))))\n"
              "console.start_phones()\n"
              "print('desktop.companion.server' in sys.modules)\n"
              "console.take_phones().stop() if console.phones is not None else None\n")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TABLEKEEPER_SILENT": "1", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    before, after = done.stdout.strip().splitlines()[-2:]
    assert before == "[]"
    assert after == "True"


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support activateWindow",
                           "This plugin does not support propagateSizeHints")
def test_the_wizard_is_let_go_once_its_game_starts(qtbot, language, settings, store) -> None:
    """A finished wizard is never shown again (New game opens one of its own): its memory serves the game."""
    from shiboken6 import isValid

    shell = app_module.Shell(language, settings, store)
    shell.inform = lambda title, text: None
    shell.start()
    wizard = shell.wizard
    assert wizard is not None
    wizard.load_rules()
    wizard.model.set_game("toy")
    wizard.button(wizard.WizardButton.CustomButton1).click()  # Start now
    assert shell.console is not None and shell.wizard is None
    qtbot.waitUntil(lambda: not isValid(wizard))
    shell.close_console()
