"""Application start-up and the shell: resume offer, setup wizard, then console + board per game."""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from .application import create_application
from .i18n import LANGUAGES, UiLanguage, render_ui, tr
from .settings import AppSettings
from .start_cpus import release_start_cpus
from .style import apply_theme

# The engine, saves, console and board (and Qt's classes the first window has no use for) are imported when first
# needed: the wizard's first frame needs none of them, and start-up time is measured to that frame
# (benchmarks/bench_start.py).
if TYPE_CHECKING:
    from PySide6.QtWidgets import QAbstractButton, QMessageBox

    from engine.core import Setup
    from engine.session import Session

    from .companion.server import CompanionServer
    from .console import ConsoleWindow
    from .controller import GameController
    from .instance import SingleInstance
    from .placement import BoardPlacer
    from .resume_dialog import ResumeDialog
    from .saves import SavedGame, SaveStore
    from .wizard import SetupWizard
    from .wizard_model import WizardResult


class Shell(QObject):
    """Runs the app: offers to resume an unfinished game, else the wizard; then console and board.

    Leaving a running game (New game, Open) asks first; the game stays saved. While the wizard is open over a game,
    the game's console is only hidden: Cancel in the wizard shows it again (the same controller).
    """

    def __init__(self, language: UiLanguage, settings: AppSettings | None = None, store: SaveStore | None = None) -> None:
        from .saves import SaveStore

        super().__init__()
        self.language = language
        self.settings = settings or AppSettings()
        # The laptop's windows: light, dark or as the system (desktop/style.py), the system's as last seen until the
        # first window is up (confirm_system_theme).
        apply_theme(self.settings.theme, seen=self.settings.system_theme_seen)
        self.store = store or SaveStore()
        self.wizard: SetupWizard | None = None
        self.console: ConsoleWindow | None = None
        self.placer: BoardPlacer | None = None
        self.resume_dialog: ResumeDialog | None = None
        self.instance: SingleInstance | None = None  # this app's hold on the user data folder (see launch)
        self.question: QMessageBox | None = None  # the open "leave the running game?" question
        self._board_was_visible = False
        self.settled = False  # what the start left until after its first frame is done (after_first_frame)
        # The running game's narration settings (stored in its journal header, restored on resume).
        self.narration_lang = language.lang
        self._narration: dict[str, Any] | None = None  # the settings' until a game says otherwise (read when needed)
        # Dialog hooks (tests replace them). choose_resume None: the resume dialog (non-blocking).
        self.choose_resume: Callable[[list[SavedGame]], SavedGame | None] | None = None
        self.inform: Callable[[str, str], None] = self._inform_dialog

    @property
    def narration(self) -> dict[str, Any]:
        if self._narration is None:
            self._narration = self.settings.narration()
        return self._narration

    @narration.setter
    def narration(self, value: dict[str, Any]) -> None:
        self._narration = value

    # -- start -------------------------------------------------------------------------------
    def start(self) -> None:
        saved = self.store.unfinished()
        if not saved:
            self.open_wizard(defer_rules=True)
        elif self.choose_resume is None:
            self.show_resume_dialog(saved)
        else:
            chosen = self.choose_resume(saved)
            if chosen is None or not self.resume(chosen.path):
                self.open_wizard(defer_rules=True)
        first = self.resume_dialog or self.wizard or self.console
        if first is None:
            self.after_first_frame()
        else:
            from .application import after_first_frame

            # Behind what the window itself does after its first frame (the wizard loads the rules, which Next waits
            # for): queued again from there.
            after_first_frame(first, lambda: QTimer.singleShot(0, self.after_first_frame))
            # A window that is never painted (started minimized, on a screen that is off) must not keep a later launch
            # from being answered: the same a moment later at the latest.
            latest = QTimer(first)  # gone with the window (a test's, at its end): never run for a later shell
            latest.setSingleShot(True)
            latest.timeout.connect(self.after_first_frame)
            latest.start(AFTER_FIRST_FRAME_LATEST_MS)

    def after_first_frame(self) -> None:
        """What the start leaves until its first window is painted (issue 35), once: the other languages' fonts and the
        window icon, the socket a later launch asks to come forward on, the system's colour scheme; then the CPUs an
        AppImage's start kept the app to."""
        if self.settled:
            return
        self.settled = True
        from .application import finish_application

        try:
            finish_application()
            if self.instance is not None:
                self.instance.listen()
            self.confirm_system_theme()
        finally:
            release_start_cpus()

    def confirm_system_theme(self) -> None:
        """The system's colour scheme asked now (the first frame used the one seen last time): remembered, and the
        windows restyled when it changed and the theme follows the system."""
        from .style import THEMES, current_theme, system_theme

        if self.settings.theme in THEMES:
            return  # light or dark, as chosen: the system's is not asked (20 ms) until the theme follows it again
        seen = system_theme()
        if self.settings.system_theme_seen != seen:
            self.settings.system_theme_seen = seen
        if current_theme() != seen:
            apply_theme(seen)

    def show_resume_dialog(self, saved: list[SavedGame]) -> ResumeDialog:
        from .application import after_first_frame
        from .resume_dialog import ResumeDialog

        def rules_titles() -> dict[str, str]:
            from engine.registry import games

            return {game_id: tr(game.title) for game_id, game in games().items()}

        # The titles remembered when the rules were last loaded, as the wizard's first page has them: the games'
        # rules are imported right after the dialog's first frame (a game not remembered yet: before it).
        titles = {game_id: QCoreApplication.translate(context, title)
                  for game_id, (context, title) in self.settings.game_titles().items()}
        if any(game.game not in titles for game in saved):
            titles = rules_titles()
        from .fonts import register_fonts_for

        register_fonts_for(name for game in saved for name in game.players)  # a Persian name in an English UI
        dialog = ResumeDialog(saved, self.store, titles)
        dialog.resumeChosen.connect(lambda chosen: self._resume_chosen(dialog, chosen))
        dialog.newGameChosen.connect(lambda: self._new_game_chosen(dialog))
        self.resume_dialog = dialog
        after_first_frame(dialog, rules_titles)
        dialog.show()
        return dialog

    def _resume_chosen(self, dialog: ResumeDialog, chosen: SavedGame) -> None:
        if self.resume(chosen.path):  # else the reason was shown; the dialog stays (another game, Delete, New game)
            self._close_resume_dialog(dialog)

    def _new_game_chosen(self, dialog: ResumeDialog) -> None:
        self.open_wizard(defer_rules=True)  # before the dialog closes: never a moment without a window
        self._close_resume_dialog(dialog)

    def _close_resume_dialog(self, dialog: ResumeDialog) -> None:
        dialog.hide()
        dialog.deleteLater()
        if self.resume_dialog is dialog:
            self.resume_dialog = None

    def resume(self, path: Path) -> bool:
        from .controller import GameController
        from .saves import ResumeError, app_settings, read_header

        try:
            controller = GameController.resume(path, self.store)
        except ResumeError as exc:
            left = QCoreApplication.translate("Shell", "The file was left as it was: {path}").format(path=str(path))
            self.inform(QCoreApplication.translate("Shell", "Resume"), f"{exc}\n\n{left}")
            return False
        self.use_game_settings(app_settings(read_header(path)))
        console = self.open_console(controller)
        if controller.phone_book is not None:  # a game with phones: they come back to their seats by themselves
            from .companion.seats import SeatBook

            try:
                book: Any = SeatBook.from_json(controller.phone_book)
            except ValueError:
                book = None
            console.start_phones(book)
        return True

    def use_game_settings(self, app: dict[str, Any]) -> None:
        """The running game's narration settings, from its journal header; the UI language when it has none."""
        lang = app.get("narration_lang")
        narration = app.get("narration")
        self.narration_lang = lang if isinstance(lang, str) and lang in LANGUAGES else self.language.lang
        self.narration = dict(narration) if isinstance(narration, dict) else self.settings.narration()

    def _game_settings(self) -> dict[str, Any]:
        return {"narration_lang": self.narration_lang, "narration": dict(self.narration)}

    def open_wizard(self, defer_rules: bool = False) -> SetupWizard:
        old, self.wizard = self.wizard, None
        if old is not None:
            old.close()
            old.deleteLater()
        from .wizard import SetupWizard  # not for a start with the resume dialog

        wizard = SetupWizard(self.settings, defer_rules=defer_rules, narration_lang=self.language.lang)
        wizard.startGame.connect(self.start_from_wizard)
        wizard.historyRequested.connect(self.open_history)
        wizard.rejected.connect(lambda: self._wizard_cancelled(wizard))
        self.wizard = wizard
        wizard.show()
        return wizard

    def _wizard_cancelled(self, wizard: SetupWizard) -> None:
        if wizard is self.wizard and self.console is not None and self.console.isHidden():
            self._show_console_again()

    def start_from_wizard(self, result: WizardResult) -> None:
        previous = (self.narration_lang, self.narration)
        self.narration_lang = result.narration_lang
        self.narration = result.narration
        if self.start_game(result.setup, phones=result.phones) is None:
            self.narration_lang, self.narration = previous
            if self.console is not None and self.console.isHidden():
                self._show_console_again()
        elif self.wizard is not None:
            # Done with (New game opens a wizard of its own): its memory serves the game now (issue 35).
            self.wizard.deleteLater()
            self.wizard = None

    def start_game(self, setup: Setup, seed: int | None = None, phones: bool = False,
                   server: CompanionServer | None = None) -> ConsoleWindow | None:
        """``phones``: the players join from their phones (the phone server starts with the game, or ``server``, the
        last game's, goes on with it)."""
        from engine.errors import SetupError
        from engine.registry import get_game

        from .controller import GameController

        game = get_game(setup.game)
        self.store.game_settings = self._game_settings()
        try:
            controller = GameController.new_game(game, setup, self.store, seed=seed)
        except SetupError as exc:
            self.inform(QCoreApplication.translate("Shell", "New game"),
                        QCoreApplication.translate("Shell", "This setup cannot be played: {reason}").format(reason=str(exc)))
            return None
        console = self.open_console(controller)
        if phones and controller.mode == "app":
            console.start_phones(server=server)  # if it cannot listen it says so, and the laptop is passed round
        elif server is not None:
            server.stop()
            server.deleteLater()
        return console

    # -- opening a record ------------------------------------------------------------------------
    def open_record(self, path: Path) -> ConsoleWindow | None:
        """Continue a game from a record file.

        The record is read and replayed completely in memory first; only a record that loaded gets an autosave
        journal (its header and actions written then). With a game running, asks first; returns the console when
        the record is open now.
        """
        session = self.load_record(path)
        if session is None:
            return None
        if self._running():
            self.confirm_leaving(QCoreApplication.translate("Shell", "Open the record"),
                                 lambda: self._open_session(session))
            return None
        return self._open_session(session)

    def load_record(self, path: Path) -> Session[Any] | None:
        """The record at ``path`` replayed in memory (no journal), or None after telling the user why not."""
        from engine.core import PUBLIC
        from engine.errors import IllegalAction
        from engine.record import load_record
        from engine.registry import get_game
        from engine.session import Session

        title = QCoreApplication.translate("Shell", "Open")
        try:
            record = load_record(path)
            game = get_game(record.game)
            # Not settled yet: the record's own chance actions (inline or fixed) come first, as engine.record.replay plays them.
            session: Session[Any] = Session(game, record.setup, seed=record.seed, fixed=record.chance, settle=False)
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
            session.view(PUBLIC)  # a state the board cannot show is refused here, not by the console
        except IllegalAction as exc:
            self.inform(title, QCoreApplication.translate("Shell", "This record cannot be replayed: {reason}").format(
                reason=render_ui(exc.reason)))
            return None
        except Exception as exc:
            self.inform(title, QCoreApplication.translate("Shell", "This file cannot be opened: {reason}").format(
                reason=_reason(exc)))
            return None
        return session

    def _open_session(self, session: Session[Any]) -> ConsoleWindow | None:
        from .controller import GameController

        self.narration_lang, self.narration = self.language.lang, self.settings.narration()
        self.store.game_settings = self._game_settings()
        try:
            self.store.create_for(session)
        except OSError as exc:
            self.inform(QCoreApplication.translate("Shell", "Open"),
                        QCoreApplication.translate("Shell", "The game could not be saved: {reason}").format(
                            reason=exc.strerror or str(exc)))
            return None
        controller = GameController(session, self.store)
        for delivery in controller.pending_deliveries():  # a record's players have seen their cards already
            controller.mark_delivered(delivery.seat)
        return self.open_console(controller)

    # -- the console -----------------------------------------------------------------------------
    def open_console(self, controller: GameController) -> ConsoleWindow:
        from .console import ConsoleWindow
        from .games import plugin_for
        from .placement import BoardPlacer

        self.close_console()
        plugin = plugin_for(controller.game)
        console = ConsoleWindow(controller, plugin, self.narration_lang, self.narration)
        console.record_opener = self.open_record
        console.playAgain.connect(lambda: self.play_again(controller.setup, console.phones is not None, console))
        console.newGame.connect(self.back_to_wizard)
        console.languageRequested.connect(self.set_language)
        console.themeRequested.connect(self.set_theme)
        console.show_theme(self.settings.theme)
        console.boardScreenChosen.connect(self.choose_board_screen)
        saved = self.settings.console_geometry
        if saved is not None:
            console.restoreGeometry(saved)  # Qt keeps it on a screen that is there now
        console.closing.connect(lambda: self._remember_console(console))
        self.console = console
        from .history.console_hook import ConsoleRecap

        console.recap = ConsoleRecap(console, self.open_history)  # type: ignore[attr-defined]  # the recap (issue 34)
        if self.wizard is not None:
            self.wizard.hide()
        console.show()
        console.boardPaneChosen.connect(self._board_pane_chosen)
        # One screen: the board is a pane of the console unless the moderator chose otherwise (desktop/placement.py).
        self.placer = BoardPlacer(console.board, console, self.settings.board_screen,
                                  pane=self.settings.board_in_console, inside=console.set_board_pane)
        self.placer.place()
        console.raise_()
        console.activateWindow()
        return console

    def _remember_console(self, console: ConsoleWindow) -> None:
        if not console.isFullScreen():
            self.settings.console_geometry = bytes(console.saveGeometry().data())

    def close_console(self) -> None:
        if self.console is not None:
            self.console.close()
            # The board is a window of its own: deleted now, not whenever the garbage collector reaches the old
            # console (a window freed by the collector can crash a walk over the widgets in progress).
            self.console.board.deleteLater()
            self.console.deleteLater()
            self.console = None
        self._keep_running_hidden(False)

    def _running(self) -> bool:
        """A game is open and not over (leaving it asks first)."""
        return self.console is not None and self.console.controller.result() is None

    def play_again(self, setup: Setup, phones: bool = False, console: ConsoleWindow | None = None) -> None:
        """The same players and roles again; with phones, on the same server: the phones follow into the new game."""
        def go() -> None:
            server = console.take_phones() if phones and console is not None else None
            if self.start_game(setup, phones=phones, server=server) is None and server is not None:
                server.stop()
                server.deleteLater()

        QTimer.singleShot(0, go)

    def back_to_wizard(self) -> None:
        """New game (or "Back to the setup wizard" at the end): asks while a game runs; Cancel returns to it."""
        def go() -> None:
            if self._running():
                self.confirm_leaving(QCoreApplication.translate("Shell", "Set up a new game"), self._hide_console_for_wizard)
            else:
                self._hide_console_for_wizard()

        QTimer.singleShot(0, go)

    def _hide_console_for_wizard(self) -> None:
        if self.console is not None:
            self._board_was_visible = self.console.board.isVisible()
            self._keep_running_hidden(True)
            self.console.board.hide()
            self.console.hide()
        self.open_wizard()

    def _show_console_again(self) -> None:
        console = self.console
        assert console is not None
        console.show()
        if self._board_was_visible and self.placer is not None:
            self.placer.place()
        console.raise_()
        console.activateWindow()
        self._keep_running_hidden(False)

    def _keep_running_hidden(self, hidden: bool) -> None:
        """While the console is hidden behind the wizard, closing the wizard must not quit the app."""
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.setQuitOnLastWindowClosed(not hidden)

    def confirm_leaving(self, leave_label: str, then: Callable[[], None]) -> QMessageBox:
        """Ask (without blocking) before leaving the running game; ``then`` runs if the user agrees."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("Shell", "Leave this game?"),
                          QCoreApplication.translate(
                              "Shell", "The game in progress stays saved: you can resume it later (Cancel in the setup"
                              " wizard returns to it, and it is offered at the next start)."), parent=self.console)
        leave = box.addButton(leave_label, QMessageBox.ButtonRole.AcceptRole)
        stay = box.addButton(QCoreApplication.translate("Shell", "Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        from PySide6.QtCore import Qt  # not at import: the first frame goes without Qt's namespace (issue 35)

        box.setWindowModality(Qt.WindowModality.WindowModal)

        def answered(button: QAbstractButton) -> None:
            self.question = None
            if button is leave:
                then()

        box.buttonClicked.connect(answered)
        self.question = box
        box.open()
        return box

    def set_language(self, lang: str) -> None:
        self.language.install(lang)
        self.settings.ui_language = lang

    def _board_pane_chosen(self, inside: bool) -> None:
        """The moderator ticked or unticked Board > Board inside the console: remembered, and it wins over the screens."""
        self.settings.board_in_console = inside
        if self.placer is not None:
            self.placer.pane = inside
            self.placer.place()  # out of the pane: a window of its own again, on the TV or beside the console

    def set_theme(self, theme: str) -> None:
        apply_theme(theme)
        self.settings.theme = theme

    def choose_board_screen(self, name: str) -> None:
        self.settings.board_screen = name
        if self.placer is not None:
            self.placer.choose(name)

    def release_folder(self) -> None:
        """The app ends (a running game stays saved): the user data folder is free for the next launch."""
        if self.instance is not None:
            self.instance.release()
            self.instance = None

    def bring_forward(self) -> None:
        """A second launch asked for this app: show its current window in front."""
        candidates: list[QWidget | None] = [self.question, self.resume_dialog, self.wizard, self.console]
        window = next((w for w in candidates if w is not None and w.isVisible()), None)
        if window is None:
            return
        if window.isMinimized():
            window.showNormal()
        window.raise_()
        window.activateWindow()

    # -- dialogs -----------------------------------------------------------------------------------
    def open_history(self) -> QWidget:
        """Game > History...: every finished game of this save folder (desktop/history/)."""
        from .history.window import show_history

        self.history_window = show_history(getattr(self, "history_window", None), self.store.finished_dir,
                                           (self.store.directory,), self.console)
        return self.history_window

    def _inform_dialog(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(None, title, text)  # type: ignore[arg-type]


def _reason(exc: BaseException) -> str:
    """A refusal's reason for the user: a RecordError says it in words; anything else names itself."""
    from engine.errors import RecordError, SetupError

    if isinstance(exc, (RecordError, SetupError)):
        return str(exc)
    text = f"{type(exc).__name__}: {exc}"
    return text if len(text) <= 300 else text[:300] + "\u2026"


#: When the terminal hears whether spoken narration can play: after the first window is painted.
AUDIO_CHECK_MS = 300
#: What waits for the first window's first frame (Shell.after_first_frame) waits no longer than this.
AFTER_FIRST_FRAME_LATEST_MS = 1000


class FirstPaint(QObject):
    """Quits the application right after ``watched`` (a window) is first painted, and prints when, with the process's
    CPU time then (the start-up benchmarks)."""

    def __init__(self, watched: QObject, started: float) -> None:
        super().__init__(watched)
        self.started = started
        watched.installEventFilter(self)
        self.done = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.done and isinstance(watched, QWidget):
            self.done = True
            window = type(watched.window()).__name__

            def finish() -> None:
                # This process's CPU time (clock precise), and that of any helper it waited for (in clock ticks).
                cpu = time.process_time() + sum(os.times()[2:4])
                print(f"first frame after {(time.perf_counter() - self.started) * 1000:.1f} ms ({window}; process "
                      f"CPU {cpu * 1000:.1f} ms)", flush=True)
                QApplication.quit()

            QTimer.singleShot(0, finish)
        return False


def run(args: argparse.Namespace, argv: list[str]) -> int:
    started = time.perf_counter()
    if args.screenshot_tour:
        from .tour import screenshot_tour

        release_start_cpus()  # what the Shell does after its first frame: a tour has no Shell

        return screenshot_tour(Path(args.screenshot_tour), args.lang or "en", argv)
    settings_lang = None if args.lang else AppSettings().ui_language
    lang = args.lang or (settings_lang if settings_lang in LANGUAGES else "en")
    app, language = create_application(argv, lang, first_frame_only=True)  # the rest after it (Shell.after_first_frame)
    # Whether spoken narration can play (libpulse), said in the terminal once the first window is up: loading the
    # library to find out takes milliseconds the first frame need not wait for (the narration says it too).
    from .launch_check import check_audio_libraries

    QTimer.singleShot(AUDIO_CHECK_MS, check_audio_libraries)
    if args.startup_benchmark:
        from .wizard import SetupWizard

        wizard = SetupWizard(AppSettings(), defer_rules=True)
        wizard.load_after_paint = False  # measured to the first frame only; bench_desktop also times the loaded wizard
        FirstPaint(wizard, started)
        wizard.show()
        return app.exec()
    try:
        shell = launch(language)
    except AlreadyRunning as running:
        release_start_cpus()
        if running.answered:  # the running app came forward: said on the terminal, or the launch seems to do nothing
            print(QCoreApplication.translate("Shell", "Tablekeeper is already running: its window was brought to the"
                                             " front."), file=sys.stderr, flush=True)
            return 0
        message = QCoreApplication.translate(
            "Shell", "Tablekeeper is already running for this user (its window could not be brought forward). Use that"
            " window, or close it first: two apps on the same saved games would lose moves.")
        print(message, file=sys.stderr, flush=True)
        from PySide6.QtWidgets import QMessageBox

        from .application import finish_application

        finish_application()  # the fonts of every language and the window icon, for this one window

        QMessageBox.warning(None, QCoreApplication.translate("Shell", "Tablekeeper is already running"), message)  # type: ignore[arg-type]
        return 1
    first = shell.resume_dialog or shell.wizard
    if getattr(args, "first_frame_exit", False) and first is not None:
        FirstPaint(first, started)  # its first frame ends the run (benchmarks/bench_start.py)
    try:
        return app.exec()
    finally:
        shell.release_folder()


class AlreadyRunning(Exception):
    """Another Tablekeeper holds this user data folder; ``answered``: it was asked to come forward and did."""

    def __init__(self, answered: bool) -> None:
        super().__init__("Tablekeeper is already running")
        self.answered = answered


def launch(language: UiLanguage) -> Shell:
    """Start the shell (resume offer or wizard) in a running QApplication: what ``run`` does before the event loop.

    One app per user data folder (desktop/instance.py); raises AlreadyRunning when another holds it. The table
    tests call this, so they play the same code path as ``python3 tablekeeper.py``.
    """
    from .instance import SingleInstance

    instance = SingleInstance()
    if not instance.acquire(listen=False):  # it listens after the first frame (Shell.after_first_frame)
        raise AlreadyRunning(instance.ping())
    shell = Shell(language)
    shell.instance = instance
    instance.activated.connect(shell.bring_forward)
    app = QApplication.instance()
    if app is not None:
        app.setProperty("tablekeeper_shell", id(shell))
    shell.start()
    return shell
