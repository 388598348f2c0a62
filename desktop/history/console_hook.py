"""The recap joined to a running console: once the game is over (and One Night's cards are turned), a dock on the
console steps through the recap and the TV shows each line over the board; an undo that reopens the game takes
it all away again. Game > The game retold brings the dock back; Game > History... opens the history."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow

from engine.recap import recap_of_session

from .recap_view import Overlay, RecapScreen, RecapStepper, line_texts


class ConsoleRecap(QObject):
    """Owned by the console window (``console.recap``)."""

    def __init__(self, console: Any, open_history: Callable[[], None] | None = None) -> None:
        super().__init__(console)
        self.console = console
        self.controller = console.controller
        self.stepper = RecapStepper([])
        self.dock = QDockWidget(console)
        self.dock.setObjectName("recap_dock")
        self.dock.setWidget(self.stepper)
        self.dock.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        assert isinstance(console, QMainWindow)
        console.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        board = console.board
        self.screen = RecapScreen(board)
        self.overlay = Overlay(self.screen, board, getattr(board, "curtain", None))
        self.stepper.stepChanged.connect(self._step)
        self._shown_for: Any = None  # the final state whose recap the dock holds (a new end after an undo: a new one)
        self.act_recap = QAction(console)
        self.act_recap.setObjectName("recap_action")
        self.act_recap.triggered.connect(self.show_dock)
        self.act_history = QAction(console)
        self.act_history.setObjectName("history_action")
        self.act_history.setVisible(open_history is not None)
        if open_history is not None:
            self.act_history.triggered.connect(open_history)
        menu = getattr(console, "menu_game", None)
        quit_action = getattr(console, "act_quit", None)
        if menu is not None:
            menu.insertActions(quit_action if quit_action in menu.actions() else None, [self.act_recap, self.act_history])
        # After the console has shown the game as it is (never on the game's own change: while the laptop goes round
        # a secret round, the action that ends the game is not yet shown to anyone; One Night's turned cards are a
        # refresh of the console, no change of the game).
        console.refreshed.connect(self.update)
        console.installEventFilter(self)
        self.retranslate()
        self.update()

    def available(self) -> bool:
        """The game is over, its end is on the console (no round of the laptop going on) and nothing of it is held
        back any more (GamePlugin.end_withheld)."""
        controller = self.controller
        return (controller.result() is not None and getattr(self.console, "round", None) is None
                and not self.console.plugin.end_withheld(controller))

    def update(self) -> None:
        available = self.available()
        self.act_recap.setEnabled(available)
        if not available:
            self._shown_for = None
            self.stepper.set_lines([])
            self.dock.hide()
            return
        state = self.controller.session.state
        if self._shown_for is not state:
            self._shown_for = state
            self.stepper.set_lines(recap_of_session(self.controller.session))
            self.show_dock()

    def show_dock(self) -> None:
        if self.available():
            self.dock.show()
            self.dock.raise_()

    def _step(self, index: int) -> None:
        lines = self.stepper.lines
        self.screen.show_step(line_texts(lines), [line.kind for line in lines], index)
        self.overlay.set_shown(index >= 0 and self.available())

    def retranslate(self) -> None:
        self.dock.setWindowTitle(self.tr("The game retold"))
        self.act_recap.setText(self.tr("The game &retold on the TV"))
        self.act_history.setText(self.tr("&History\u2026"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.console and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._step(self.stepper.index)
        return False
