"""One screen only: the TV board as a pane of the console instead of a window over it (Board > Board inside the
console). The choice is remembered by the app (AppSettings.board_in_console); the board placer leaves a board in
the pane alone, and takes it back as a window of its own when the pane is closed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow

if TYPE_CHECKING:
    from ..board import BoardWindow


class ConsoleBoardPane:
    """The console's part for the board pane (mixed into ConsoleWindow, a QMainWindow)."""

    board: BoardWindow
    boardPaneToggled: Signal  # ConsoleWindow's (a mixin cannot own a Qt signal)

    def _build_board_pane(self) -> QAction:
        window: QMainWindow = self  # type: ignore[assignment]
        self.board_dock: QDockWidget | None = None
        self.act_board_pane = QAction(window)
        self.act_board_pane.setObjectName("board_in_console")
        self.act_board_pane.setCheckable(True)
        self.act_board_pane.toggled.connect(self._board_pane_chosen)
        return self.act_board_pane

    def _retranslate_board_pane(self) -> None:
        self.act_board_pane.setText(QCoreApplication.translate("ConsoleWindow", "Board inside the console (one screen)"))
        if self.board_dock is not None:
            self.board_dock.setWindowTitle(QCoreApplication.translate("ConsoleWindow", "Board"))

    def board_in_pane(self) -> bool:
        return self.board_dock is not None

    def set_board_pane(self, inside: bool) -> None:
        """Put the board in a pane beside the console's panels (or back into a window of its own)."""
        self.act_board_pane.setChecked(inside)  # toggled -> _board_pane_chosen when it changes

    def _board_pane_chosen(self, inside: bool) -> None:
        if inside == self.board_in_pane():
            return
        window: QMainWindow = self  # type: ignore[assignment]
        if inside:
            if self.board.isFullScreen():
                self.board.showNormal()
            dock = QDockWidget(QCoreApplication.translate("ConsoleWindow", "Board"), window)
            dock.setObjectName("board_dock")
            dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
            dock.setWidget(self.board)  # the board window becomes a child of the pane
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            # Two fifths of the console for the board, 16:9 at its width (a dock is given its minimum otherwise).
            window.resizeDocks([dock], [max(480, window.width() * 2 // 5)], Qt.Orientation.Horizontal)
            self.board_dock = dock
            self.board.show()
        else:
            dock, self.board_dock = self.board_dock, None
            assert dock is not None
            self.board.setParent(None)
            self.board.setWindowFlag(Qt.WindowType.Window, True)
            window.removeDockWidget(dock)
            dock.deleteLater()
            self.board.show()
        self.boardPaneToggled.emit(inside)
