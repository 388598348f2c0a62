"""The moderator console's window: the parts (desktop/console/*) wired together, the menus and shortcuts, the
refresh after every change, and undo/redo."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engine.core import Action, Choice, Result, ScriptStep
from engine.errors import IllegalAction

from ..board import BoardWindow
from ..controller import GameController, SecretRound
from ..help_pages import help_actions, retranslate_help_actions
from ..i18n import LANGUAGES, current_language
from ..narrate import make_narrator
from ..placement import show_full_screen
from ..plugin import GamePlugin, TimerSpec
from ..reveal import motion_enabled, remember_reduce_motion
from ..style import style_window
from ..text import isolate, render_msg
from ..timers import Countdown
from .board_pane import ConsoleBoardPane
from .choice_form import ChoiceForm
from .handover import ConfirmationCard, DeliveryCard, PrivateChoiceCard
from .help_dialogs import ConsoleHelp
from .input_panel import ConsoleInput
from .log_panel import ConsoleLog
from .narration_panel import ConsoleNarration
from .phones import ConsolePhones
from .record_files import ConsoleFiles
from .round_card import RoundCard
from .table_round import ConsoleRounds
from .timer_bar import ConsoleTimer

if TYPE_CHECKING:  # the phone layer is imported for a game with phones only (console/phones.py)
    from ..companion.panel import PhonesPanel
    from ..companion.server import CompanionServer

TITLE_BAR = 32  # what a window manager's title bar takes, beyond the screen's available geometry


class ConsoleWindow(ConsoleInput, ConsoleRounds, ConsolePhones, ConsoleLog, ConsoleNarration, ConsoleTimer, ConsoleFiles,
                    ConsoleHelp, ConsoleBoardPane, QMainWindow):
    """The laptop window. Owns the board; closing it closes the board (a running game stays saved)."""

    playAgain = Signal()
    newGame = Signal()
    languageRequested = Signal(str)
    boardPaneToggled = Signal(bool)  # the board put inside the console (one screen), or taken out again
    boardPaneChosen = Signal(bool)  # the moderator's own choice of it in the menu (remembered)
    closing = Signal()  # the window is closing (its size and place can still be read)
    themeRequested = Signal(str)  # "light", "dark" or "system" (desktop/style.py; the app remembers it)
    boardScreenChosen = Signal(str)
    refreshed = Signal()  # the console and the board show the game as it is now (One Night's turned cards too)

    def __init__(self, controller: GameController, plugin: GamePlugin, narration_lang: str = "en",
                 narration_settings: dict[str, Any] | None = None, parent: QWidget | None = None,
                 narrator: QObject | None = None) -> None:
        super().__init__(parent)
        style_window(self)  # the laptop's look (desktop/style.py); never the board's
        self.controller = controller
        self.plugin = plugin
        self.narration_lang = narration_lang
        self.ask: Callable[[str, str], bool] = self._ask_dialog
        self.inform: Callable[[str, str], None] = self._inform_dialog
        # Save's file dialog (suggested path -> chosen path or None); a test puts its own answer here.
        self.choose_save_path: Callable[[Path], Path | None] = self._save_dialog
        self.board = BoardWindow(plugin, controller.setup)
        self.countdown = Countdown(self)
        self.narrator = narrator if narrator is not None else make_narrator(self, narration_settings)
        self._script_loaded: list[ScriptStep] = []
        self._timer_specs: list[TimerSpec] = []
        self._round_next = False  # a delivery round follows the action just made (GamePlugin.round_after)
        self.round_card: RoundCard | None = None
        self.private_card: PrivateChoiceCard | None = None
        self.delivery_card: DeliveryCard | None = None
        self.confirmation_card: ConfirmationCard | None = None
        self._confirm_seat: int | None = None  # the player who just made a private choice (sees its outcome there)
        self._confirmation: tuple[int, list[str]] | None = None
        # A stage's countdown waits while the laptop is on its way to a player (a hand-over screen not yet opened).
        self._timer_waiting = False
        self._no_automatic = False  # undo/redo in progress: the automatic steps wait for the state they land on
        self._delivery_extent: list[str] = []  # the secrets of the deal in progress (DeliveryCard's extent)
        # The answer to the press that ended a player's turn of a choice round, shown to them until Done:
        # (that turn, "made" or "nothing").
        self._round_answer: tuple[SecretRound, str] | None = None
        self._round_templates: dict[str, Choice] = {}  # the hidden choices of the round in progress (RoundCard)
        # The phone server of a game with phones (start_phones), and its window: each seat's phone, Release, the QR.
        self.phones: CompanionServer | None = None
        self.phones_dock: QDockWidget | None = None
        self.phones_panel: PhonesPanel | None = None
        self._all_seated = False  # every seat has its phone or plays on the laptop (the join code left the TV)
        controller.phone_seats = self.phone_seats  # the deal never waits for a phone to look (issue 31)
        self._build()
        self._build_actions()
        # F11 and Ctrl+B work from the TV board's window too, should a window system give it the keyboard after all;
        # the console then takes the keyboard back (the board never keeps it).
        self.board.addActions([self.act_full, self.act_blank])
        self.board.activated.connect(lambda: QTimer.singleShot(0, self, self._keep_keyboard))
        controller.changed.connect(self.refresh)
        controller.deliveriesChanged.connect(self.refresh)
        controller.refused.connect(self._on_refused)
        self.countdown.tick.connect(self._on_tick)
        self.countdown.stateChanged.connect(self._update_timer_buttons)
        self.countdown.expired.connect(self._on_timer_expired)
        self.narrator.stepStarted.connect(self._on_step)
        self.narrator.finished.connect(self._on_narration_finished)
        self.narrator.stateChanged.connect(self._on_narration_state)
        self.narrator.problem.connect(self._on_narration_problem)
        self.retranslate()
        self.refresh()
        self.fit_to_screen()

    def fit_to_screen(self) -> None:
        """1200x800, or less on a smaller laptop screen (1280x800 and 1366x768 with a title bar and a panel)."""
        screen = self.screen()
        room = screen.availableGeometry() if screen is not None else None
        width, height = 1200, 800
        if room is not None:
            width, height = min(width, room.width()), min(height, room.height() - TITLE_BAR)
        self.resize(max(width, 640), max(height, 480))

    @property
    def round(self) -> SecretRound | None:
        """The round of the whole table in progress (game state: the controller journals it)."""
        return self.controller.round

    # -- layout --------------------------------------------------------------------------
    def _build(self) -> None:
        central = QWidget()
        central.setObjectName("console_main")  # the console's own parts: desktop/style.py styles these, never the board
        outer = QVBoxLayout(central)
        self.phase = QLabel()
        self.phase.setObjectName("phase")
        font = self.phase.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.phase.setFont(font)
        self.phase.setWordWrap(True)
        outer.addWidget(self.phase)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setObjectName("message")
        outer.addWidget(self.message)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter = splitter  # (the board's pane turns it: desktop/console/board_pane.py)
        # Left: the input area.
        self.input_stack = QStackedWidget()
        self.input_area = QScrollArea()
        self.input_area.setWidgetResizable(True)
        self.input_area.setWidget(self.input_stack)
        splitter.addWidget(self.input_area)
        # Right: narration, timers, log.
        side = QWidget()
        side_layout = QVBoxLayout(side)
        self.side_layout = side_layout
        side_layout.addWidget(self._build_narration())
        side_layout.addWidget(self._build_timer())
        side_layout.addWidget(self._build_log(), 1)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([700, 480])
        self.input_area.setMinimumWidth(420)
        outer.addWidget(splitter, 1)

        bottom = QHBoxLayout()
        self.undo_button = QPushButton()
        self.redo_button = QPushButton()
        self.curtain_button = QPushButton()
        self.curtain_button.setCheckable(True)
        self.undo_button.clicked.connect(self.undo)
        self.redo_button.clicked.connect(self.redo)
        self.curtain_button.toggled.connect(self.board.set_curtain)
        bottom.addWidget(self.undo_button)
        bottom.addWidget(self.redo_button)
        bottom.addStretch(1)
        bottom.addWidget(self.curtain_button)
        outer.addLayout(bottom)
        self.setCentralWidget(central)
        # The status bar is there only while it says something ("Saved: …"): empty, it stayed as a strip along the
        # bottom of the console for the rest of the evening.
        status = self.statusBar()
        status.setSizeGripEnabled(False)
        status.messageChanged.connect(lambda text: status.setVisible(bool(text)))
        status.hide()

    def _build_actions(self) -> None:
        self.act_next = QAction(self)
        # Return confirms as in the wizard, wherever the keyboard is in the console (a choice just clicked keeps the
        # focus: on desktops whose buttons take Return it pressed that choice again).
        self.act_next.setShortcuts([QKeySequence("Ctrl+Return"), QKeySequence("Return"), QKeySequence("Enter"),
                                    QKeySequence("Ctrl+Enter")])
        self.act_next.triggered.connect(self.next_step)
        self.act_undo = QAction(self)
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_undo.triggered.connect(self.undo)
        self.act_redo = QAction(self)
        self.act_redo.setShortcut(QKeySequence.StandardKey.Redo)
        self.act_redo.triggered.connect(self.redo)
        self.act_pause = QAction(self)
        self.act_pause.setShortcut(QKeySequence("Ctrl+P"))
        self.act_pause.triggered.connect(self.toggle_narration)
        self.act_timer = QAction(self)
        self.act_timer.setShortcut(QKeySequence("Ctrl+T"))
        self.act_timer.triggered.connect(self.countdown.toggle)
        self.act_blank = QAction(self)
        self.act_blank.setShortcut(QKeySequence("Ctrl+B"))
        self.act_blank.triggered.connect(self.curtain_button.toggle)
        self.act_full = QAction(self)
        self.act_full.setShortcut(QKeySequence("F11"))
        self.act_full.triggered.connect(self.toggle_board_fullscreen)
        self.act_show_board = QAction(self)
        self.act_show_board.setShortcut(QKeySequence("Ctrl+Shift+B"))
        self.act_show_board.triggered.connect(self.show_board)
        self.act_save = QAction(self)
        self.act_save.setShortcut(QKeySequence.StandardKey.Save)
        self.act_save.triggered.connect(self.save_record)
        self.act_open = QAction(self)
        self.act_open.setShortcut(QKeySequence.StandardKey.Open)
        self.act_open.triggered.connect(self.open_record_dialog)
        self.act_new = QAction(self)
        self.act_new.setShortcut(QKeySequence.StandardKey.New)
        self.act_new.triggered.connect(self.newGame.emit)
        self.act_help = QAction(self)
        self.act_help.setShortcut(QKeySequence("F1"))
        self.act_help.triggered.connect(self.show_shortcuts)
        self.act_about = QAction(self)
        self.act_about.triggered.connect(self.show_about)
        self.act_studio = QAction(self)
        self.act_studio.setObjectName("recording_studio")
        self.act_studio.triggered.connect(self.open_studio)
        self.studio: QWidget | None = None
        self.act_phones = QAction(self)
        self.act_phones.setObjectName("show_phones")
        self.act_phones.setVisible(False)
        self.act_phones.triggered.connect(self.show_phones)
        self.act_quit = QAction(self)
        self.act_quit.setShortcut(QKeySequence.StandardKey.Quit)
        self.act_quit.triggered.connect(self.close)
        self.all_actions = [self.act_next, self.act_undo, self.act_redo, self.act_pause, self.act_timer, self.act_blank,
                            self.act_full, self.act_show_board, self.act_save, self.act_open, self.act_new, self.act_help,
                            self.act_quit]
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        for a in (self.act_new, self.act_open, self.act_save, self.act_studio, self.act_quit):
            self.menu_game.addAction(a)
        self.menu_play = bar.addMenu("")
        for a in (self.act_next, self.act_undo, self.act_redo, self.act_pause, self.act_timer):
            self.menu_play.addAction(a)
        self.menu_board = bar.addMenu("")
        for a in (self.act_show_board, self.act_blank, self.act_full, self.act_phones, self._build_board_pane()):
            self.menu_board.addAction(a)
        self.menu_screen = self.menu_board.addMenu("")
        self.menu_screen.aboutToShow.connect(self._fill_screen_menu)
        self.menu_language = bar.addMenu("")
        # One language at a time, the current one ticked (LANGUAGES' names are each language's own).
        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            action = self.menu_language.addAction(name)
            action.setCheckable(True)
            self.language_group.addAction(action)
            action.triggered.connect(lambda _=False, c=code: self.languageRequested.emit(c))
            self.language_actions[code] = action
        self.menu_view = bar.addMenu("")
        self.theme_group = QActionGroup(self)
        self.theme_group.setExclusive(True)
        self.theme_actions: dict[str, QAction] = {}
        for theme in ("light", "dark", "system"):
            action = self.menu_view.addAction("")
            action.setCheckable(True)
            action.setObjectName(f"theme_{theme}")
            self.theme_group.addAction(action)
            action.triggered.connect(lambda _=False, t=theme: self.themeRequested.emit(t))
            self.theme_actions[theme] = action
        self.menu_view.addSeparator()
        # The board's reveals (cards turned one at a time, totals counted up) drawn at once (desktop/reveal.py).
        self.act_reduce_motion = self.menu_view.addAction("")
        self.act_reduce_motion.setObjectName("reduce_motion")
        self.act_reduce_motion.setCheckable(True)
        self.act_reduce_motion.setChecked(not motion_enabled())
        self.act_reduce_motion.toggled.connect(remember_reduce_motion)
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.act_help)
        self.help_actions = help_actions(self, lambda: self.plugin, lambda: self.controller.setup)
        self.menu_help.addActions([*self.help_actions, self.act_about])

    def show_theme(self, theme: str) -> None:
        """Tick the theme in use ("light", "dark" or "system")."""
        if theme in self.theme_actions:
            self.theme_actions[theme].setChecked(True)

    def _fill_screen_menu(self) -> None:
        """The screens, the one the board is on ticked (one at a time)."""
        from PySide6.QtGui import QGuiApplication

        self.menu_screen.clear()
        group = QActionGroup(self.menu_screen)
        group.setExclusive(True)
        current = self.board.screen() if self.board.isVisible() and self.board.isWindow() else None
        for screen in QGuiApplication.screens():
            geometry = screen.geometry()
            name = screen.name()
            action = self.menu_screen.addAction(f"{name} ({geometry.width()}\u00d7{geometry.height()})")
            action.setCheckable(True)
            action.setChecked(current is not None and screen.name() == current.name())
            group.addAction(action)
            action.triggered.connect(lambda _=False, n=name: self.boardScreenChosen.emit(n))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Tablekeeper \u2014 moderator console"))
        self.narration_box.setTitle(self.tr("Narration"))
        self.n_start.setText(self.tr("Start"))
        self.n_skip.setText(self.tr("Skip"))
        self.n_repeat.setText(self.tr("Repeat"))
        self.n_stop.setText(self.tr("Stop"))
        # The narration and the timer both have a Start button: screen readers (and the table tests) tell them apart.
        self.n_start.setAccessibleName(self.tr("Start the narration"))
        self.n_skip.setAccessibleName(self.tr("Skip to the next line"))
        self.t_start.setAccessibleName(self.tr("Start or pause the timer"))
        self.t_reset.setAccessibleName(self.tr("Reset the timer"))
        self.timer_box.setTitle(self.tr("Timer"))
        self.t_reset.setText(self.tr("Reset"))
        self.log_box.setTitle(self.tr("Game log"))
        self.log_hold.setText(self.tr("Hold to show private lines"))
        self.undo_button.setText(self.tr("Undo"))
        self.redo_button.setText(self.tr("Redo"))
        self.curtain_button.setText(self.tr("Blank the board"))
        self.act_next.setText(self.tr("Confirm the next step"))
        self.act_undo.setText(self.tr("Undo"))
        self.act_redo.setText(self.tr("Redo"))
        self.act_pause.setText(self.tr("Pause or resume narration"))
        self.act_timer.setText(self.tr("Start or pause the timer"))
        self.act_blank.setText(self.tr("Blank the board"))
        self.act_full.setText(self.tr("Board full screen"))
        self.act_show_board.setText(self.tr("Show the board"))
        self._retranslate_board_pane()
        self.act_save.setText(self.tr("Save the game record\u2026"))
        self.act_open.setText(self.tr("Open a game record\u2026"))
        self.act_new.setText(self.tr("New game"))
        self.act_help.setText(self.tr("Keyboard shortcuts"))
        self.act_about.setText(self.tr("About Tablekeeper"))
        retranslate_help_actions(self.help_actions)
        self.act_quit.setText(self.tr("Quit"))
        self.act_studio.setText(self.tr("Recording studio\u2026"))
        self.act_phones.setText(self.tr("Phones\u2026"))
        if self.phones_dock is not None:
            self.phones_dock.setWindowTitle(self.tr("Phones"))
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_play.setTitle(self.tr("&Play"))
        self.menu_board.setTitle(self.tr("&Board"))
        self.menu_screen.setTitle(self.tr("Board screen"))
        self.menu_language.setTitle(self.tr("&Language"))
        current = current_language()
        for code, action in self.language_actions.items():
            action.setChecked(code == current)
        self.menu_view.setTitle(self.tr("&View"))
        self.theme_actions["light"].setText(self.tr("Light theme"))
        self.theme_actions["dark"].setText(self.tr("Dark theme"))
        self.theme_actions["system"].setText(self.tr("Theme as the system"))
        self.act_reduce_motion.setText(self.tr("Reduce motion"))
        self.menu_help.setTitle(self.tr("&Help"))
        self._update_narration_buttons()
        self._update_timer_buttons()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "menu_help"):
            self.retranslate()
        if event.type() == QEvent.Type.LayoutDirectionChange and hasattr(self, "timeline"):
            self._isolate_narration()
        super().changeEvent(event)

    # -- refresh ----------------------------------------------------------------------------
    def refresh(self) -> None:
        controller = self.controller
        if self.round is not None:
            # Everyone is taking the laptop in turn: nothing public changes until all have had it. A hidden choice
            # made on a phone meanwhile leaves the laptop's screen exactly as it is (its player would notice).
            card = self.round_card
            if (self.phones is not None and self.phones.acting_in_round and card is not None and not card.answered
                    and card.turn is self.round and card.index == self.round.index):
                return
            self._fill_round()
            return
        view = controller.public_view()
        result = controller.result()
        self.plugin.phones = self._phones_word()
        status = self._public_status(view, result)
        self.board.set_status(status)
        if result is not None and self.narration_state() in ("playing", "paused"):
            self.narrator.stop()
            self.board.set_caption("")
            self.caption.setText("")
        self.board.show_view(view, result)
        self._show_phase(view, status)
        self._fill_log()
        self._fill_input(result)
        self._update_timers(view)
        self._wait_for_laptop()
        self._offer_narration()
        self._update_undo_buttons()
        self.refreshed.emit()

    def _show_phase(self, view: dict[str, Any], status: str) -> None:
        """The phase line (worded by the narration's state: Quest says who reads the reveal script) and the
        instruction under it."""
        phase, instruction = self.plugin.headline(view, self.narration_state())
        if self.controller.dealing():  # not yet the night the view describes: everyone first sees their card
            phase, instruction = status, status
        self.phase.setText(phase if phase else instruction)
        self.message.setText(instruction if phase and phase != instruction else "")
        self.board.set_headline(instruction or phase)

    def _phones_word(self) -> str:
        """GamePlugin.phones: "" without phones, "all" when every seat is held by a phone, else "some"."""
        server = self.phones
        if server is None or self.controller.mode != "app":
            return ""
        return "all" if len(server.phone_seats()) == len(self.controller.players) else "some"

    def _public_status(self, view: dict[str, Any], result: Result | None) -> str:
        """What the board says is happening when no narration line is read (never blank, never a secret)."""
        if result is not None:
            return ""
        if self.controller.dealing():
            if self.plugin.phones == "all":
                return self.tr("The cards are being dealt: everyone looks at their card on their phone.")
            if self.plugin.phones:
                return self.tr("The cards are being dealt: everyone looks at their card on their phone or on the laptop.")
            return self.tr("The cards are being dealt: everyone looks at their card on the laptop in turn.")
        if self.plugin.night_active(view):
            return self.tr("Night: everyone's eyes are closed.")
        return ""

    def _update_undo_buttons(self) -> None:
        controller = self.controller
        free = self.round is None and self._round_answer is None
        self.undo_button.setEnabled(free and controller.can_undo())
        self.redo_button.setEnabled(free and controller.can_redo())
        self.act_undo.setEnabled(free and controller.can_undo())
        self.act_redo.setEnabled(free and controller.can_redo())

    # -- acting ---------------------------------------------------------------------------------
    def submit(self, action: Action) -> None:
        self.message.setText("")
        self._round_next = self.controller.mode == "app" and self.plugin.round_after(action)
        card = self.private_card
        self._confirm_seat = action.player if card is not None and card.opened else None
        if not self.controller.act(action):
            self._round_next = False
            self._confirm_seat = None

    def next_step(self) -> None:
        """Return (or Ctrl+Return): confirm the form the keyboard is in, else the single form, or the hand-over, if
        it is ready."""
        focused = QApplication.focusWidget()
        forms = [*self.forms, *(self.private_card.forms if self.private_card is not None else [])]
        if self.round_card is not None:
            forms += self.round_card.forms
        for form in forms:
            if focused is not None and form.isAncestorOf(focused) and form.ok.isVisible():
                if form.ok.isEnabled():
                    form.ok.click()
                return  # a form not yet complete: Return in it confirms nothing else
        card = self.round_card
        if card is not None:
            if not card.turn.opened:
                card.ready.click()
            elif card.confirm.isVisible() and card.confirm.isEnabled():
                card.confirm.click()
            elif len(card.forms) == 1 and card.forms[0].ok.isEnabled():
                card.forms[0].ok.click()  # a stand-in form answers on the screen (RoundCard._decoy_pressed)
        elif self.delivery_card is not None and self.delivery_card.confirm.isEnabled():
            self.delivery_card.confirm.click()
        elif len(self.forms) == 1 and self.forms[0].ok.isEnabled():
            self.forms[0].submit()
        elif self.private_card is not None and self.private_card.opened and len(self.private_card.forms) == 1:
            if self.private_card.forms[0].ok.isEnabled():
                self.private_card.forms[0].ok.click()
        elif self.confirmation_card is not None and self.confirmation_card.confirm.isEnabled():
            self.confirmation_card.confirm.click()

    def _keep_keyboard(self) -> None:
        """The board became the active window (a window system's doing): the console takes the keyboard back."""
        if self.isVisible() and not self.isMinimized() and QApplication.activeWindow() is self.board:
            self.activateWindow()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc leaves full screen on the laptop's screen: the console's (board inside it) or the board's over it."""
        if event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            if self.isFullScreen():
                self.showNormal()
                return
            if self.board.isWindow() and self.board.isFullScreen() and self.board.screen() is self.screen():
                self.board.showNormal()
                return
        super().keyPressEvent(event)

    def _on_refused(self, exc: IllegalAction) -> None:
        # A secret screen's press refused by the game itself: the answer stays on that screen, behind its hold.
        for form in self.input_stack.findChildren(ChoiceForm):
            if form.sending and form.secret:
                form.refuse(render_msg(exc.reason))
                return
        self.message.setText(render_msg(exc.reason))

    def undo(self) -> None:
        controller = self.controller
        if not controller.can_undo() or self.round is not None:
            return
        refusal = self.plugin.undo_refusal(controller)
        if refusal:
            self.message.setText(refusal)
            return
        back = 2 if self._made_by_itself() else 1  # a step the console made goes back with the one before it
        reveals = controller.undo_reveals(back)
        if reveals:
            group = controller.session.groups[-back]
            first = group.actions[0] if group.actions else None
            if (controller.mode == "app" and first is not None and first.player is not None
                    and self.plugin.private_action(first)
                    and any(seat == first.player for seat, _ in reveals)):
                self.inform(self.tr("Undo"), self.tr(
                    "{player} has already seen the outcome of their private choice; it cannot be chosen again.").format(
                        player=isolate(controller.players[first.player])))
                return
            lines = [self.tr("A player has seen {what}.").format(what=self.plugin.reveal_summary(event))
                     if self.plugin.hidden_audience(event) else
                     self.tr("{player} has seen {what}.").format(player=isolate(controller.players[seat]),
                                                                 what=self.plugin.reveal_summary(event))
                     for seat, event in reveals]
            text = self.tr("Undoing this step takes back something players have already seen:") + "\n" + "\n".join(
                dict.fromkeys(lines)) + "\n\n" + self.tr("Undo anyway?")
            if not self.ask(self.tr("Undo a private reveal?"), text):
                return
        self._confirmation = None
        self._step_back(controller.undo)

    def _made_by_itself(self) -> bool:
        """The last step is one the console made itself (GamePlugin.automatic_action) after the step before it."""
        session = self.controller.session
        if len(session.groups) - session._floor < 2 or not session.groups[-1].actions:
            return False
        made = session.groups[-1].actions[0]
        before = session.states[-2]
        choices = [] if session.game.chance(before) else session.game.choices(before)
        return any(self.plugin.automatic_action(self.controller, c) == made for c in choices)

    def _step_back(self, step: Callable[[], bool]) -> None:
        """Undo or redo, taking a step the console made by itself (GamePlugin.automatic_action) with the one
        before it, so that undo is never stuck on a step that makes itself again."""
        controller = self.controller
        self._no_automatic = True
        controller.changed.disconnect(self.refresh)  # one refresh for the whole move, once it has landed
        try:
            step()
            can = controller.can_undo if step == controller.undo else controller.can_redo
            while can() and any(self.plugin.automatic_action(controller, c) for c in controller.choices()):
                step()
        finally:
            controller.changed.connect(self.refresh)
            self._no_automatic = False
        self.refresh()

    def redo(self) -> None:
        if self.round is not None:
            return
        self._step_back(self.controller.redo)

    # -- board -----------------------------------------------------------------------------------------
    def show_board(self) -> None:
        self.board.show()
        self.board.raise_()

    def toggle_board_fullscreen(self) -> None:
        if self.board_in_pane():  # one screen: the console, board pane and all, fills it
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
            return
        if self.board.isFullScreen():
            self.board.showNormal()
        else:
            show_full_screen(self.board)

    # -- dialogs (replaceable in tests) ------------------------------------------------------------------
    def _ask_dialog(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def _inform_dialog(self, title: str, text: str) -> None:
        QMessageBox.information(self, title, text)

    # -- closing ---------------------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing.emit()
        self.narrator.stop()
        shutdown = getattr(self.narrator, "shutdown", None)
        if callable(shutdown):
            shutdown()  # the speech and audio children quit now, not when the process ends around them
        self.countdown.stop()
        self.stop_phones()
        self.board.setProperty("closing_with_console", True)
        self.board.close()
        self.controller.close()
        super().closeEvent(event)
