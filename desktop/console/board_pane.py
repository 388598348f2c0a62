"""One screen only: the TV board as a pane of the console instead of a window over it (Board > Board inside the
console). With a lone screen the board placer puts it there by itself (desktop/placement.py) and takes it out to a
TV plugged in later; the moderator's own choice in the menu is remembered by the app (AppSettings.board_in_console)
and wins over the screens.

The pane is the console's right half: the board at 16:9 (the shape every board is laid out and checked for) with the
game log under it; the narration and the timer go under the input area. A laptop's 1280 pixels leave the board a
third of them otherwise (its texts at 8 pixels, the quest track cut), as the narration's and the timer's buttons
need as much width as the input area beside them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt, Signal
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import QDockWidget, QGroupBox, QMainWindow, QSplitter, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from ..board import BoardWindow


class BoardFrame(QWidget):
    """The pane's inside: the board as wide as the pane at 16:9, the log in what is left under it (the log's least
    height first: the board is smaller in a short pane)."""

    GAP = 6

    def __init__(self, board: QWidget, log: QWidget) -> None:
        super().__init__()
        self.setObjectName("board_frame")
        self.board = board
        board.setParent(self)
        # The log keeps the console's look (desktop/style.py styles "#pane_side", never the board beside it).
        self.side = QWidget(self)
        self.side.setObjectName("pane_side")
        layout = QVBoxLayout(self.side)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(log)

    def minimumSizeHint(self) -> QSize:
        log = self.side.minimumSizeHint()
        return QSize(max(320, log.width()), 180 + 2 * self.GAP + log.height())

    def sizeHint(self) -> QSize:
        return QSize(640, 360 + self.GAP + self.side.sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        width = self.width()
        height = max(0, min(width * 9 // 16, self.height() - 2 * self.GAP - self.side.minimumSizeHint().height()))
        board_width = min(width, height * 16 // 9)
        self.board.setGeometry(QRect((width - board_width) // 2, 0, board_width, height))
        self.side.setGeometry(QRect(0, height + self.GAP, width, self.height() - height - 2 * self.GAP))


class ConsoleBoardPane:
    """The console's part for the board pane (mixed into ConsoleWindow, a QMainWindow)."""

    board: BoardWindow
    boardPaneToggled: Signal  # ConsoleWindow's (a mixin cannot own a Qt signal)
    boardPaneChosen: Signal  # the moderator ticked or unticked the menu item (never the placer's own move)
    log_box: QGroupBox
    splitter: QSplitter
    side_layout: QVBoxLayout

    def _build_board_pane(self) -> QAction:
        window: QMainWindow = self  # type: ignore[assignment]
        self.board_dock: QDockWidget | None = None
        self._width_before_pane: int | None = None
        self.act_board_pane = QAction(window)
        self.act_board_pane.setObjectName("board_in_console")
        self.act_board_pane.setCheckable(True)
        self.act_board_pane.toggled.connect(self._board_pane_chosen)
        self.act_board_pane.triggered.connect(lambda inside: self.boardPaneChosen.emit(bool(inside)))
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
            dock.setWidget(BoardFrame(self.board, self.log_box))  # the board window becomes a child of the pane
            self.splitter.setOrientation(Qt.Orientation.Vertical)  # the narration and the timer under the input
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            self.board_dock = dock
            self._widen_for_pane()
            window.resizeDocks([dock], [window.width() * 3 // 5], Qt.Orientation.Horizontal)
            self.splitter.setSizes([self.splitter.height(), 0])  # the narration and the timer at their least
            self.board.show()
        else:
            dock, self.board_dock = self.board_dock, None
            assert dock is not None
            self.board.setParent(None)
            self.board.setWindowFlag(Qt.WindowType.Window, True)
            self.side_layout.addWidget(self.log_box, 1)
            self.splitter.setOrientation(Qt.Orientation.Horizontal)
            self.splitter.setSizes([700, 480])
            window.removeDockWidget(dock)
            dock.deleteLater()
            if self._width_before_pane is not None and not (window.isMaximized() or window.isFullScreen()):
                window.resize(self._width_before_pane, window.height())
            self._width_before_pane = None
            self.board.show()
        self.boardPaneToggled.emit(inside)

    def _widen_for_pane(self) -> None:
        """The console takes the whole width of its screen for the pane (it is the only window there)."""
        window: QMainWindow = self  # type: ignore[assignment]
        screen = window.screen()
        if screen is None or window.isMaximized() or window.isFullScreen():
            return
        room = screen.availableGeometry()
        width = room.width() - (window.frameGeometry().width() - window.width())
        if width > window.width():
            self._width_before_pane = window.width()
            window.resize(width, window.height())
            window.move(room.x(), max(room.y(), window.frameGeometry().y()))
