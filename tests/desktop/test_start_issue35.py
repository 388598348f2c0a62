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


def home_environment(home: Path, **extra: str) -> dict[str, str]:
    """A child app's environment: offscreen, silent, its user folders under ``home``, this checkout's code."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "TABLEKEEPER_"))}
    env.update({"QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config"),
                "XDG_CACHE_HOME": str(home / "cache"), "TABLEKEEPER_SILENT": "1", "PYTHONPATH": str(ROOT), **extra})
    return env


def run_first_window(home: Path, titles: dict[str, tuple[str, str]]) -> dict[str, object]:
    env = home_environment(home)
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


# The real start (``python -m desktop``, as a double-click runs it), stopped at its first window's first frame: what
# had been built and loaded by then. The app prints the first frame's line (TABLEKEEPER_FIRST_FRAME_EXIT); the state
# is read as that line is written.
AT_FIRST_FRAME = """
import json, os, runpy, sys
real, watched = sys.stdout, sys.argv[1].split()

class AtFirstFrame:
    def write(self, text):
        if "first frame after" in text:
            import PySide6.QtCore
            from PySide6.QtGui import QFontDatabase
            from PySide6.QtWidgets import QApplication
            app = QApplication.instance()
            state = {"window": text.split("(")[1].split(";")[0],
                     "qt_namespace": "Qt" in vars(PySide6.QtCore),
                     "modules": sorted(m for m in watched if m in sys.modules),
                     "families": sorted(f for f in map(QFontDatabase.applicationFontFamilies, range(12)) if f),
                     "icon": not app.windowIcon().isNull(), "program": app.arguments()[0],
                     "right_to_left": app.isRightToLeft()}
            real.write(json.dumps(state) + chr(10))
            real.flush()
            os._exit(0)
        return real.write(text)

    def flush(self):
        real.flush()

sys.stdout = AtFirstFrame()
sys.argv = ["/opt/Tablekeeper.AppDir/AppRun"]  # started as the AppImage starts it
runpy.run_module("desktop", run_name="__main__", alter_sys=True)
"""
#: What the first frame does without (each was milliseconds of every start): the phone layer's and the single-instance
#: socket's QtNetwork, OpenSSL's hashes, the parsers of the command line (without arguments) and of dates, the
#: ctypes package, the game rules.
NOT_AT_FIRST_FRAME = ("PySide6.QtNetwork", "hashlib", "_hashlib", "_strptime", "locale", "ctypes", "pkgutil",
                      "engine.core", "engine.games.quest", "desktop.wizard")  # the wizard: not for the resume dialog


def state_at_first_frame(home: Path) -> dict[str, object]:
    env = home_environment(home, HOME=str(home), TABLEKEEPER_FIRST_FRAME_EXIT="1")
    done = subprocess.run([sys.executable, "-c", AT_FIRST_FRAME, " ".join(NOT_AT_FIRST_FRAME)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_first_frame_builds_and_loads_only_what_it_shows(tmp_path: Path) -> None:
    """Issue 35: PySide6's ``Qt`` namespace (every enum of it at once: 20 ms) is not built for the first frame of the
    wizard nor of the resume dialog; neither loads what it does not show; English needs only the Latin fonts. (The
    first start of all asks the system's colour scheme before its first frame, which builds the namespace; every
    later start uses the scheme that start saw.)"""
    run_first_window(tmp_path, {})  # the first start in this home (it remembers the system's colour scheme)
    wizard = state_at_first_frame(tmp_path)
    assert wizard["window"] == "SetupWizard"
    assert wizard["qt_namespace"] is False, "something on the first frame's path named Qt.<enum>"
    assert wizard["modules"] == ["desktop.wizard"]
    assert wizard["families"] == [["Noto Sans"], ["Noto Sans"]], "the Persian and Chinese fonts come after the frame"
    assert wizard["icon"] is False, "the window icon (an SVG) is set after the first frame"
    assert wizard["program"] == "tablekeeper", "X11's window class (desktops match it with tablekeeper.desktop)"

    quest = get_game("quest")
    SaveStore(tmp_path / "data" / "Tablekeeper" / "Tablekeeper" / "games").create(
        Setup("quest", ("Ana", "Bao", "Chi", "Dara", "Eli"), quest.recommended_roles(5, quest.options_with_defaults({})),
              quest.options_with_defaults({})), 1)
    resume = state_at_first_frame(tmp_path)
    assert resume["window"] == "ResumeDialog"
    assert resume["qt_namespace"] is False
    assert resume["modules"] == []


def test_a_persian_first_frame_is_right_to_left_without_building_qts_namespace(tmp_path: Path) -> None:
    """Qt turns right to left by itself with its Persian catalogue: naming the direction would build the ``Qt``
    namespace (20 ms of the start, issue 35)."""
    run_first_window(tmp_path, {})
    env = home_environment(tmp_path)
    subprocess.run([sys.executable, "-c", "from desktop.settings import AppSettings\nAppSettings().ui_language = 'fa'"],
                   cwd=ROOT, env=env, check=True)
    persian = state_at_first_frame(tmp_path)
    assert persian["window"] == "SetupWizard" and persian["right_to_left"] is True
    assert persian["qt_namespace"] is False, "the Persian start named Qt.<enum>"


def test_the_numbers_the_first_window_uses_for_qt_enums_are_qts() -> None:
    from PySide6.QtCore import Qt

    from desktop.item_roles import USER_ROLE

    assert Qt.ItemDataRole.UserRole.value == USER_ROLE


def test_a_dates_stamp_reads_as_strptime_reads_it() -> None:
    import datetime as dt

    from desktop.saves import stamp_time

    for stamp in ("20261207-121314", "20240229-235959", "19991231-000000"):
        assert stamp_time(stamp) == dt.datetime.strptime(stamp, "%Y%m%d-%H%M%S")
    for bad in ("20261307-121314", "20260229-000000", "20261207_121314", "2026120-7121314", "abcdefgh-ijklmn", ""):
        with pytest.raises(ValueError):
            stamp_time(bad)


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
def test_after_the_first_frame_come_the_fonts_the_socket_and_the_systems_colours(qtbot, language, settings, store,
                                                                                 tmp_path: Path) -> None:
    """The start leaves three things until its first window is painted: the other languages' fonts and the window
    icon, the socket a later launch asks to come forward on, and the system's colour scheme (the first frame uses the
    one seen last time; here "dark", while the offscreen platform tells none, so light)."""
    from desktop.fonts import register_fonts
    from desktop.instance import SingleInstance
    from desktop.style import apply_theme, current_theme

    instance = SingleInstance(tmp_path / "data")
    assert instance.acquire(listen=False) and instance.server is None
    settings.theme = "system"
    settings.system_theme_seen = "dark"
    shell = app_module.Shell(language, settings, store)
    shell.instance = instance
    try:
        assert current_theme() == "dark", "the first frame in the scheme seen last time"
        shell.start()
        qtbot.waitUntil(lambda: instance.server is not None, timeout=5000)
        assert current_theme() == "light" and settings.system_theme_seen == "light"
        assert {"Noto Sans", "Vazirmatn"} <= set(register_fonts())
    finally:
        shell.release_folder()
        apply_theme("light")


def test_a_launch_while_the_first_app_is_still_starting_waits_for_its_socket(tmp_path: Path) -> None:
    """The first app takes the lock before its first window and opens the socket after it: a second launch in
    between waits for the socket instead of saying the first could not be brought forward."""
    from desktop.instance import SingleInstance

    first = ("import sys, time\nfrom pathlib import Path\nfrom PySide6.QtCore import QCoreApplication, QTimer\n"
             "from desktop.instance import SingleInstance\n"
             "app = QCoreApplication([])\n"
             "instance = SingleInstance(Path(sys.argv[1]))\n"
             "assert instance.acquire(listen=False)\n"
             "print('locked', flush=True)\n"
             "QTimer.singleShot(800, instance.listen)\n"
             "instance.activated.connect(lambda: QTimer.singleShot(100, app.quit))\n"
             "QTimer.singleShot(20000, app.quit)\n"
             "app.exec()\n")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen([sys.executable, "-c", first, str(tmp_path / "data")], cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None and process.stdout.readline().strip() == "locked"
        second = SingleInstance(tmp_path / "data")
        assert not second.acquire()
        assert second.ping(), "the second launch got no answer"
        assert process.wait(timeout=30) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def _builtin_sha2() -> bool:
    import importlib.util

    return any(importlib.util.find_spec(name) is not None for name in ("_sha2", "_sha256"))


@pytest.mark.skipif(not _builtin_sha2(), reason="this Python has no SHA-2 of its own (hashlib's OpenSSL is all it has)")
def test_the_app_holds_neither_qtmultimedia_nor_openssl(tmp_path: Path) -> None:
    """Issue 35's memory: the GUI process asked whether QtMultimedia loads by importing it (with QtNetwork: 3-5 MB for
    the whole game; the player child is what uses it), and hashlib and secrets loaded OpenSSL's libcrypto (3-4 MB)
    for a few hashes and random file names. The real speaker is chosen, a game is saved, its narration is cached and
    its lines hashed: none of them is loaded."""
    script = ("import sys\nfrom pathlib import Path\nfrom PySide6.QtCore import QCoreApplication\n"
              "app = QCoreApplication([])\n"
              "from desktop.narration.cache import cache_key\n"
              "from desktop.narration.lines import text_hash\n"
              "from desktop.narration.packs import file_name_for\n"
              "from desktop.narration.service import default_speaker\n"
              "from desktop.narration.timing import QtClock\n"
              "from desktop.saves import SaveStore\n"
              "speaker = default_speaker(QtClock())\n"
              "names = [cache_key('Night falls', 'v', 150, 1.0, 'e', '1'), text_hash('Night falls'), file_name_for('k'),\n"
              "         SaveStore(Path(sys.argv[1])).new_path('quest').name]\n"
              "print(type(speaker).__name__, sorted(m for m in ('PySide6.QtMultimedia', 'PySide6.QtNetwork', '_hashlib',"
              " 'hashlib', 'secrets') if m in sys.modules))\n")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", script, str(tmp_path)], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    speaker, loaded = done.stdout.strip().splitlines()[-1].split(" ", 1)
    assert loaded == "[]"
    assert speaker in ("MediaSpeaker", "SilentSpeaker")


def test_sha256_without_openssl_gives_hashlibs_digests() -> None:
    import hashlib

    from desktop.digest import sha256_hex, token_hex

    for data in (b"", b"abc", "Đêm xuống. شب شد. 夜幕降臨。".encode() * 50):
        assert sha256_hex(data) == hashlib.sha256(data).hexdigest()
    assert len(token_hex(3)) == 6 and token_hex(8) != token_hex(8)


def test_without_the_audio_library_the_narration_says_why_without_loading_qtmultimedia(monkeypatch) -> None:
    import importlib.util

    import desktop.launch_check
    from desktop.narration import service

    monkeypatch.setattr(desktop.launch_check, "has_library", lambda name, soname: False)
    if sys.platform.startswith("linux"):
        assert service.multimedia_problem() == "libpulse.so.0: cannot open shared object file"
    real_find_spec = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "PySide6.QtMultimedia" else real_find_spec(name, *a))
    assert service.multimedia_problem() == "PySide6.QtMultimedia is not installed"


def test_a_first_window_never_painted_still_answers_a_later_launch(qtbot, language, settings, store,
                                                                     tmp_path: Path) -> None:
    """Started minimized, or on a screen that is off, the first window may not be painted for a long time: what waits
    for its first frame runs a moment later anyway (a later launch would otherwise get no answer)."""
    from desktop.instance import SingleInstance

    instance = SingleInstance(tmp_path / "data")
    assert instance.acquire(listen=False)
    shell = app_module.Shell(language, settings, store)
    shell.instance = instance
    try:
        shell.start()
        assert shell.wizard is not None
        shell.wizard.hide()  # before the event loop paints it
        qtbot.waitUntil(lambda: instance.server is not None, timeout=app_module.AFTER_FIRST_FRAME_LATEST_MS + 4000)
    finally:
        shell.release_folder()


def test_the_resume_dialog_has_the_fonts_of_its_players_names_at_its_first_frame(tmp_path: Path) -> None:
    """The other languages' fonts come after the first frame, but a saved game's players may have Persian or Chinese
    names in an English UI: the resume dialog's first frame has the fonts its names need."""
    quest = get_game("quest")
    options = quest.options_with_defaults({})
    run_first_window(tmp_path, {})
    SaveStore(tmp_path / "data" / "Tablekeeper" / "Tablekeeper" / "games").create(
        Setup("quest", ("Ana", "سارا", "Chi", "Dara", "Eli"), quest.recommended_roles(5, options), options), 1)
    persian = state_at_first_frame(tmp_path)
    assert persian["window"] == "ResumeDialog"
    assert ["Vazirmatn"] in persian["families"] and ["Noto Sans CJK TC"] not in persian["families"]


def test_which_fonts_a_text_needs(monkeypatch) -> None:
    from desktop import fonts

    asked: list[str | None] = []
    monkeypatch.setattr(fonts, "register_fonts", lambda lang=None: asked.append(lang))
    fonts.register_fonts_for(["Ana", "Nguyễn Thị Ánh"])
    assert asked == [], "Vietnamese is Latin: Noto Sans has it"
    fonts.register_fonts_for(["Ana", "سارا"])
    fonts.register_fonts_for(["王小明"])
    assert asked == ["fa", "zh_TW"]


def test_the_game_packages_listed_from_their_folders_are_pkgutils() -> None:
    import pkgutil

    import engine.games
    from desktop.gamelist import builtin_ids

    assert builtin_ids() == sorted(m.name for m in pkgutil.iter_modules(engine.games.__path__) if m.ispkg)


AFTER_FIRST_FRAME = """
import json, os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
import desktop.fonts
from desktop.app import launch
from desktop.application import create_application

app, language = create_application(["t"], "en", first_frame_only=True)  # as desktop.app.run starts
shell = launch(language)

def thread_cpus():
    return sorted({tuple(sorted(os.sched_getaffinity(int(thread)))) for thread in os.listdir("/proc/self/task")})

seen = {"before": sorted(desktop.fonts._registered), "icon_before": not app.windowIcon().isNull(),
        "cpus_before": thread_cpus()}

def done():
    if shell.settled and shell.wizard is not None and shell.wizard.model.is_loaded:
        seen.update(after=sorted(desktop.fonts._registered), icon_after=not app.windowIcon().isNull(),
                    listening=shell.instance is not None and shell.instance.server is not None,
                    cpus_after=thread_cpus(), cpus_listed=os.environ.get("TABLEKEEPER_APPIMAGE_CPUS"))
        print(json.dumps(seen), flush=True)
        shell.release_folder()
        QApplication.quit()

timer = QTimer()
timer.timeout.connect(done)
timer.start(10)
QTimer.singleShot(20000, QApplication.quit)
app.exec()
"""


def test_after_the_first_frame_of_the_real_start_come_every_font_the_icon_and_the_socket(tmp_path: Path) -> None:
    env = home_environment(tmp_path)
    done = subprocess.run([sys.executable, "-c", AFTER_FIRST_FRAME], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["before"] == ["NotoSans-Bold.ttf", "NotoSans-Regular.ttf"] and not seen["icon_before"]
    assert seen["after"] == sorted(p.name for p in (ROOT / "resources" / "fonts").glob("*.[ot]t[fc]"))
    assert seen["icon_after"] and seen["listening"]
    every = sorted(os.sched_getaffinity(0))
    assert seen["cpus_before"] == seen["cpus_after"] == [every], "a start from source keeps to no CPU"


ONE_CPU = pytest.mark.skipif(len(os.sched_getaffinity(0)) < 2, reason="one CPU: an AppImage's start has none to keep to")


@ONE_CPU
@pytest.mark.parametrize("from_appimage", [True, False], ids=["from an AppImage", "a list left over elsewhere"])
def test_an_appimage_start_kept_to_one_cpu_gets_every_cpu_back_after_its_first_frame(
        tmp_path: Path, from_appimage: bool) -> None:
    every = sorted(os.sched_getaffinity(0))
    listed = ",".join(map(str, every))
    appimage = {"APPIMAGE": str(tmp_path / "Tablekeeper.AppImage")} if from_appimage else {}
    env = home_environment(tmp_path, TABLEKEEPER_APPIMAGE_CPUS=listed, TABLEKEEPER_APPIMAGE_SERVER="1", **appimage)
    # as packaging/linux/runtime.c starts a mounted AppImage: on one CPU, every CPU listed
    script = f"import os\nos.sched_setaffinity(0, {{{every[-1]}}})\n" + AFTER_FIRST_FRAME
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["cpus_before"] == [[every[-1]]], "every thread, Qt's too, started on the one CPU"
    if from_appimage:
        assert seen["cpus_after"] == [every], "after the first frame, every thread may use every CPU again"
    else:
        assert seen["cpus_after"] == [[every[-1]]], "a CPU list not from an AppImage's runtime changes nothing"
    assert seen["cpus_listed"] is None, "the list is dropped: a program the app starts later does not read it"


GIVE_BACK = """
import json, os, subprocess, sys, time
every = sorted(os.sched_getaffinity(0))
os.sched_setaffinity(0, {every[0]})  # as the runtime: its two children start on one CPU
server = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
stranger = subprocess.Popen([sys.executable, "-c", "import subprocess, sys, time; p = subprocess.Popen("
                             "[sys.executable, '-c', 'import time; time.sleep(60)']); print(p.pid, flush=True); "
                             "time.sleep(60)"], stdout=subprocess.PIPE, text=True)
grandchild = int(stranger.stdout.readline())  # not the runtime's child: never widened
for named in (grandchild, server.pid):
    env = {**os.environ, "APPIMAGE": "x", "TABLEKEEPER_APPIMAGE_CPUS": ",".join(map(str, every)),
           "TABLEKEEPER_APPIMAGE_SERVER": str(named)}
    subprocess.run([sys.executable, "-c", "from desktop.start_cpus import release_start_cpus; release_start_cpus()"],
                   env=env, check=True)
    print(json.dumps([named == server.pid, sorted(os.sched_getaffinity(named))]), flush=True)
for process in (server, stranger):
    process.kill()
os.kill(grandchild, 9)
"""


@ONE_CPU
def test_the_app_gives_the_appimages_fuse_server_every_cpu_back_and_no_other_process(tmp_path: Path) -> None:
    every = sorted(os.sched_getaffinity(0))
    done = subprocess.run([sys.executable, "-c", GIVE_BACK], cwd=ROOT, env=home_environment(tmp_path),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-3000:]
    stranger, server = (json.loads(line) for line in done.stdout.splitlines())
    assert stranger == [False, [every[0]]], "a process named that is not the runtime's other child keeps its CPU"
    assert server == [True, every], "the server answers the game's reads on any CPU again"


def test_the_cpus_to_give_back_are_read_as_the_runtime_writes_them_and_nonsense_changes_nothing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from desktop import start_cpus

    assert start_cpus.parse_cpus("0,1,3") == {0, 1, 3} and start_cpus.parse_cpus("7") == {7}
    hostile = ("", "0-3", "a,b", "1,,2", "-1", " ", " 1", "0, 1", "\u0661", "2147483648", "99999999999999999999")
    assert all(start_cpus.parse_cpus(text) is None for text in hostile)
    changed: list[object] = []
    monkeypatch.setattr(start_cpus.os, "sched_setaffinity", lambda *args: changed.append(args))
    monkeypatch.setattr(start_cpus.os, "sched_getaffinity", lambda pid: {0})  # as if kept to one CPU
    for text in hostile:
        environ = {start_cpus.VARIABLE: text, start_cpus.SERVER: "1", "APPIMAGE": "x"}
        assert start_cpus.release_start_cpus(environ) is None and environ == {"APPIMAGE": "x"}
    assert start_cpus.release_start_cpus({start_cpus.VARIABLE: "0,1"}) is None, "not from an AppImage"
    assert start_cpus.release_start_cpus({start_cpus.VARIABLE: "2,3", "APPIMAGE": "x"}) is None, "CPU 0 not listed"
    assert start_cpus.release_start_cpus({}) is None and not changed
