"""Application start-up and the shell: resume offer, setup wizard, then console + board per game."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox, QWidget

from .fonts import register_fonts, ui_font
from .i18n import LANGUAGES, UiLanguage, render_ui, tr
from .settings import AppSettings
from .wizard import SetupWizard, WizardResult

# The engine, saves, console and board are imported when first needed: the wizard's first frame needs none of
# them, and start-up time is measured to that frame (benchmarks/bench_desktop.py).
if TYPE_CHECKING:
    from engine.core import Setup

    from .console import ConsoleWindow
    from .controller import GameController
    from .placement import BoardPlacer
    from .saves import SavedGame, SaveStore


def create_application(argv: list[str], lang: str = "en") -> tuple[QApplication, UiLanguage]:
    app = QApplication.instance() or QApplication(argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Tablekeeper")
    app.setOrganizationName("Tablekeeper")
    register_fonts()
    app.setFont(ui_font())
    language = UiLanguage()
    language.install(lang)
    return app, language


class Shell(QObject):
    """Runs the app: offers to resume an unfinished game, else the wizard; then console and board."""

    def __init__(self, language: UiLanguage, settings: AppSettings | None = None, store: SaveStore | None = None) -> None:
        from .saves import SaveStore

        super().__init__()
        self.language = language
        self.settings = settings or AppSettings()
        self.store = store or SaveStore()
        self.wizard: SetupWizard | None = None
        self.console: ConsoleWindow | None = None
        self.placer: BoardPlacer | None = None
        self.narration_lang = language.lang
        self.narration: dict[str, Any] = self.settings.narration()
        # Dialog hooks (tests replace them).
        self.choose_resume: Callable[[list[SavedGame]], SavedGame | None] = self._choose_resume_dialog
        self.inform: Callable[[str, str], None] = self._inform_dialog

    # -- start -------------------------------------------------------------------------------
    def start(self) -> None:
        saved = self.store.unfinished()
        if saved:
            chosen = self.choose_resume(saved)
            if chosen is not None and self.resume(chosen.path):
                return
        self.open_wizard(defer_rules=True)

    def resume(self, path: Path) -> bool:
        from .controller import GameController
        from .saves import ResumeError

        try:
            controller = GameController.resume(path, self.store)
        except ResumeError as exc:
            left = QCoreApplication.translate("Shell", "The file was left as it was: {path}").format(path=str(path))
            self.inform(QCoreApplication.translate("Shell", "Resume"), f"{exc}\n\n{left}")
            return False
        self.open_console(controller)
        return True

    def open_wizard(self, defer_rules: bool = False) -> SetupWizard:
        if self.wizard is not None:
            self.wizard.close()
            self.wizard.deleteLater()
        self.wizard = SetupWizard(self.settings, defer_rules=defer_rules)
        self.wizard.startGame.connect(self.start_from_wizard)
        self.wizard.show()
        return self.wizard

    def start_from_wizard(self, result: WizardResult) -> None:
        self.narration_lang = result.narration_lang
        self.narration = result.narration
        self.start_game(result.setup)

    def start_game(self, setup: Setup, seed: int | None = None) -> ConsoleWindow | None:
        from engine.errors import SetupError
        from engine.registry import get_game

        from .controller import GameController

        game = get_game(setup.game)
        try:
            controller = GameController.new_game(game, setup, self.store, seed=seed)
        except SetupError as exc:
            self.inform(QCoreApplication.translate("Shell", "New game"),
                        QCoreApplication.translate("Shell", "This setup cannot be played: {reason}").format(reason=str(exc)))
            return None
        return self.open_console(controller)

    def open_record(self, path: Path) -> ConsoleWindow | None:
        """Continue a game from a record file (a new autosave journal is started for it)."""
        from engine.errors import IllegalAction, RecordError, SetupError
        from engine.record import load_record
        from engine.registry import get_game

        from .controller import GameController

        try:
            record = load_record(path)
            game = get_game(record.game)
            # Not settled yet: the record's own chance actions (inline or fixed) come first, as engine.record.replay plays them.
            controller = GameController.new_game(game, record.setup, self.store, seed=record.seed, fixed=record.chance,
                                                 settle=False)
            session = controller.session
            for entry in record.entries:
                if entry.expect_error:
                    continue
                step = game.chance(session.state)
                if step is not None and entry.action.player is None and entry.action.type == step.type:
                    session.add_chance(entry.action)
                else:
                    session.settle()
                    session.act(entry.action, settle=False)
            session.settle()
        except (RecordError, KeyError, SetupError) as exc:
            self.inform(QCoreApplication.translate("Shell", "Open"),
                        QCoreApplication.translate("Shell", "This file cannot be opened: {reason}").format(reason=str(exc)))
            return None
        except IllegalAction as exc:
            self.inform(QCoreApplication.translate("Shell", "Open"),
                        QCoreApplication.translate("Shell", "This record cannot be replayed: {reason}").format(
                            reason=render_ui(exc.reason)))
            return None
        controller = GameController(controller.session, self.store)
        for delivery in controller.pending_deliveries():
            controller.mark_delivered(delivery.seat)
        return self.open_console(controller)

    def open_console(self, controller: GameController) -> ConsoleWindow:
        from .console import ConsoleWindow
        from .games import plugin_for
        from .placement import BoardPlacer

        self.close_console()
        plugin = plugin_for(controller.game)
        console = ConsoleWindow(controller, plugin, self.narration_lang, self.narration)
        console.record_opener = self.open_record
        console.playAgain.connect(lambda: self.play_again(controller.setup))
        console.newGame.connect(self.back_to_wizard)
        console.languageRequested.connect(self.set_language)
        console.boardScreenChosen.connect(self.choose_board_screen)
        self.console = console
        if self.wizard is not None:
            self.wizard.hide()
        console.show()
        self.placer = BoardPlacer(console.board, console, self.settings.board_screen)
        self.placer.place()
        console.raise_()
        console.activateWindow()
        return console

    def close_console(self) -> None:
        if self.console is not None:
            self.console.close()
            self.console.deleteLater()
            self.console = None

    def play_again(self, setup: Setup) -> None:
        QTimer.singleShot(0, lambda: self.start_game(setup))

    def back_to_wizard(self) -> None:
        def go() -> None:
            self.close_console()
            self.open_wizard()

        QTimer.singleShot(0, go)

    def set_language(self, lang: str) -> None:
        self.language.install(lang)
        self.settings.ui_language = lang

    def choose_board_screen(self, name: str) -> None:
        self.settings.board_screen = name
        if self.placer is not None:
            self.placer.choose(name)

    # -- dialogs -----------------------------------------------------------------------------------
    def _choose_resume_dialog(self, saved: list[SavedGame]) -> SavedGame | None:
        from engine.registry import games

        titles = {game_id: tr(game.title) for game_id, game in games().items()}
        labels = [f"{titles.get(s.game, s.game)}: {s.label}" for s in saved]
        new_game = QCoreApplication.translate("Shell", "Start a new game")
        item, ok = QInputDialog.getItem(None, QCoreApplication.translate("Shell", "Resume a game?"),  # type: ignore[arg-type]
                                        QCoreApplication.translate("Shell", "An unfinished game was found. Resume it?"),
                                        [*labels, new_game], 0, False)
        if not ok or item == new_game:
            return None
        return saved[labels.index(item)]

    def _inform_dialog(self, title: str, text: str) -> None:
        QMessageBox.information(None, title, text)  # type: ignore[arg-type]


class FirstPaint(QObject):
    """Quits the application right after ``widget`` is first painted (the start-up benchmark)."""

    def __init__(self, widget: QWidget, started: float) -> None:
        super().__init__(widget)
        self.started = started
        widget.installEventFilter(self)
        self.done = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True

            def finish() -> None:
                print(f"first frame after {(time.perf_counter() - self.started) * 1000:.1f} ms", flush=True)
                QApplication.quit()

            QTimer.singleShot(0, finish)
        return False


def run(args: argparse.Namespace, argv: list[str]) -> int:
    started = time.perf_counter()
    if args.screenshot_tour:
        from .tour import screenshot_tour

        return screenshot_tour(Path(args.screenshot_tour), args.lang or "en", argv)
    settings_lang = None if args.lang else AppSettings().ui_language
    lang = args.lang or (settings_lang if settings_lang in LANGUAGES else "en")
    app, language = create_application(argv, lang)
    if args.startup_benchmark:
        wizard = SetupWizard(AppSettings(), defer_rules=True)
        wizard.load_after_paint = False  # measured to the first frame only; bench_desktop also times the loaded wizard
        FirstPaint(wizard, started)
        wizard.show()
        return app.exec()
    shell = launch(language)
    return app.exec()


def launch(language: UiLanguage) -> Shell:
    """Start the shell (resume offer or wizard) in a running QApplication: what ``run`` does before the event loop.

    The table tests call this, so they play the same code path as ``python3 tablekeeper.py``.
    """
    shell = Shell(language)
    app = QApplication.instance()
    if app is not None:
        app.setProperty("tablekeeper_shell", id(shell))
    shell.start()
    return shell
