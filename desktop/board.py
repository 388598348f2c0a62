"""The TV board: a second window fed only from the engine's public view.

The frame (title, instruction, narration caption, timer, night screen, end
banner, curtain) is the same for every game; the middle is the game plugin's
:class:`BoardPanel`. Nothing here reads a state or a private view.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QFontMetrics, QKeyEvent, QMouseEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLayout, QStackedLayout, QVBoxLayout, QWidget

from engine.core import Result, Setup

from .boardtext import BoardText, FittingText, paint_panel
from .reveal import Reveal, skip_all
from .seat_ring import SeatData, SeatRing, TableCentre, split_clock
from .text import isolate, render_json, render_msg, rtl_line
from .theme import BOARD

if TYPE_CHECKING:
    from .plugin import GamePlugin

NOTICE_MS = 20_000


class BoardPanel(QWidget):
    """The game-specific middle of the board. Subclasses render ``view`` (the public view) only."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paint_panel(self, BOARD.background)

    def update_view(self, view: dict[str, Any], setup: Setup, result: Result | None) -> None:
        raise NotImplementedError

    def retranslate(self) -> None:
        """Re-render texts in the new UI language (the window calls update_view again afterwards)."""

    def show_timer(self, clock: str, purpose: str) -> bool:
        """A running countdown (``clock`` empty: none), with what it counts down to. A panel that shows it itself,
        large and in the middle of its table, returns True; otherwise the board's header shows it."""
        return False

    def held_headline(self) -> str | None:
        """While the panel reveals the end (One Night's cards turned seat by seat), the headline instead of the
        result's, which would tell the end before the cards do; None: the result's."""
        return None


class SeatTile(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paint_panel(self, BOARD.panel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(2)
        self.name = BoardText("title", "text", "panel")
        self.details = BoardText("small", "muted", "panel")
        layout.addWidget(self.name, 4)
        layout.addWidget(self.details, 7)

    def set_data(self, seat: SeatData) -> None:
        background = "panel_active" if seat.highlight else "panel"
        paint_panel(self, getattr(BOARD, background))
        self.name.set_colours(seat.colour, background)
        self.details.set_colours("accent" if seat.highlight else "muted", background)
        self.name.setText(seat.name)
        self.details.setText("\n".join(seat.details))
        self.details.setVisible(bool(seat.details))


class SeatGrid(QWidget):
    """Seats in one or two rows, in seat order (the older look; :class:`SeatRing` draws them around a table)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paint_panel(self, BOARD.background)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(10)
        self.tiles: list[SeatTile] = []

    def set_seats(self, seats: Sequence[SeatData]) -> None:
        if len(seats) != len(self.tiles):
            for tile in self.tiles:
                self.grid.removeWidget(tile)
                tile.deleteLater()
            self.tiles = []
            columns = len(seats) if len(seats) <= 5 else math.ceil(len(seats) / 2)
            for index in range(len(seats)):
                tile = SeatTile(self)
                self.grid.addWidget(tile, index // columns, index % columns)
                self.tiles.append(tile)
            for column in range(columns):
                self.grid.setColumnStretch(column, 1)
            for row in range(math.ceil(len(seats) / max(1, columns))):
                self.grid.setRowStretch(row, 1)
        for tile, seat in zip(self.tiles, seats, strict=True):
            tile.set_data(seat)


class GenericBoardPanel(BoardPanel):
    """For games without a panel of their own: seats from ``view["seats"]`` around the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.seats = SeatRing(self)
        self.centre = TableCentre()
        self.seats.set_centre(self.centre)
        layout.addWidget(self.seats, 1)

    def show_timer(self, clock: str, purpose: str) -> bool:
        self.centre.set_clock(clock, purpose)
        return True

    def update_view(self, view: dict[str, Any], setup: Setup, result: Result | None) -> None:
        seats = []
        turn = view.get("turn")
        for index, raw in enumerate(view.get("seats") or []):
            name = str(raw.get("name", setup.players[index] if index < len(setup.players) else "?"))
            details = [f"{render_json(v) if isinstance(v, dict) else v}" for k, v in raw.items() if k != "name"]
            seats.append(SeatData(name, details, highlight=turn == index))
        self.seats.set_seats(seats)


class BoardWindow(QWidget):
    """The TV window. The console owns it; closing the console closes it.

    It never takes the keyboard: shown, raised or clicked, the console keeps it (Ctrl+Return, Ctrl+Z, F1 and the
    tooltips worked only once the console was clicked again when a window manager gave the new board the focus)."""

    #: The window system made the board the active window all the same: the console takes the keyboard back.
    activated = Signal()

    def __init__(self, plugin: GamePlugin, setup: Setup, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.plugin = plugin
        self.setup = setup
        self.setObjectName("board")
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setWindowFlag(Qt.WindowType.WindowDoesNotAcceptFocus)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        paint_panel(self, BOARD.background)
        self._view: dict[str, Any] = {}
        self._result: Result | None = None
        self._night = False
        self._headline: str | None = None

        self.stack = QStackedLayout(self)
        self.stack.setStackingMode(QStackedLayout.StackingMode.StackOne)
        # Any size: every text fits itself to the room it gets (a pane of the console on a lone laptop screen).
        self.stack.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)

        self.main = QWidget(self)
        paint_panel(self.main, BOARD.background)
        outer = QVBoxLayout(self.main)
        outer.setContentsMargins(24, 16, 24, 16)
        outer.setSpacing(10)
        header = QHBoxLayout()
        self.title = BoardText("small", "muted", "background", align=Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter)
        self.timer = FittingText("large", "accent", "background", wrap=False,
                                 align=Qt.AlignmentFlag.AlignTrailing | Qt.AlignmentFlag.AlignVCenter)
        header.addWidget(self.title, 3)
        header.addWidget(self.timer, 1)
        self.header = header
        outer.addLayout(header, 1)
        self.instruction = BoardText("title", "text", "background")
        outer.addWidget(self.instruction, 2)
        panel = plugin.create_board_panel(self.main)
        self.panel = panel if panel is not None else GenericBoardPanel(self.main)
        for reveal in self.panel.findChildren(Reveal):  # the result's headline waits for a reveal of the end
            reveal.stepped.connect(lambda _frame: self._show_headline())
            reveal.finished.connect(self._show_headline)
        body = QHBoxLayout()
        body.addWidget(self.panel, 3)
        self._body = body
        self.join: QWidget | None = None  # the phones' join code (desktop.companion.join_panel), made when first shown
        self._join_shown = False
        outer.addLayout(body, 12)
        self.caption = BoardText("body", "accent", "background")
        self.caption.setVisible(False)
        outer.addWidget(self.caption, 2)
        # A public notice for the table ("A phone joined as Gia."), shown for a while (NOTICE_MS).
        self.notice = BoardText("body", "accent", "background")
        self.notice.setObjectName("board_notice")
        self.notice.setVisible(False)
        outer.addWidget(self.notice, 1)
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(lambda: self.show_notice(""))
        self.stack.addWidget(self.main)

        # The night screen: dark and calm, but never blank: the game, the seats and what happens, in public terms.
        self.night = QWidget(self)
        paint_panel(self.night, BOARD.background)
        night_layout = QVBoxLayout(self.night)
        night_layout.setContentsMargins(48, 32, 48, 32)
        self.night_title = BoardText("small", "muted", "background")
        self.night_caption = BoardText("large", "text", "background")
        self.night_seats = BoardText("body", "muted", "background")
        self.night_timer = BoardText("body", "muted", "background")
        night_layout.addWidget(self.night_title, 1)
        night_layout.addWidget(self.night_caption, 5)
        night_layout.addWidget(self.night_seats, 2)
        night_layout.addWidget(self.night_timer, 1)
        self.stack.addWidget(self.night)
        self._caption_text = ""
        self._notice = ""
        self._status = ""
        self._clock = ""
        self._purpose: str | None = None
        self._turn = ""

        self.curtain = QWidget(self)
        paint_panel(self.curtain, BOARD.curtain)
        self.stack.addWidget(self.curtain)
        self._curtain = False
        self._call_clock = ""
        self.resize(1280, 720)
        self.retranslate()

    # -- feeding ----------------------------------------------------------------------
    def show_view(self, view: dict[str, Any], result: Result | None) -> None:
        if view is not self._view:
            self._headline = None  # until the console words the new view's (set_headline)
        self._view = view
        self._result = result
        self._night = result is None and self.plugin.night_active(view)
        self._show_headline()
        self.panel.update_view(view, self.setup, result)
        self.night_seats.setText(rtl_line("   ".join(isolate(str(name)) for name in view.get("players", self.setup.players))))
        self._show_timer()
        self._apply_layer()

    def set_headline(self, text: str) -> None:
        """The headline as the console words it now (its phase line: GamePlugin.headline, or the deal's status), so
        that the TV and the laptop never disagree."""
        self._headline = text
        self._show_headline()

    def _show_headline(self) -> None:
        held = self.panel.held_headline() if self._result is not None else None
        if self._result is not None:
            text = held if held is not None else self.plugin.result_text(self._result, self.setup)
        elif self._headline is not None:
            text = self._headline
        else:
            phase, instruction = self.plugin.headline(self._view, "idle")
            text = instruction or phase
        self.instruction.setText(text)

    def set_caption(self, text: str) -> None:
        """The narration's current line (empty between lines: the status shows instead)."""
        self._caption_text = text
        self._show_caption()

    def set_status(self, text: str) -> None:
        """What is happening, in public terms ("The cards are being dealt."): the night screen shows it between lines."""
        self._status = text
        self._show_caption()

    def _show_caption(self) -> None:
        # The day board has its instruction line; the status fills the night screen between calls.
        self.caption.setText(self._caption_text)
        self.caption.setVisible(bool(self._caption_text))
        self.night_caption.setText(self._caption_text or self._notice or self._status)

    def set_timer(self, text: str, purpose: str | None = None, turn: str = "") -> None:
        """A countdown's clock ("0:05"; empty: none runs) and what it counts down to (by default the label of the
        stage's timer, from the plugin, with ``turn``: the player whose turn it is, when the table knows it). The
        panel shows it large in the middle of its table when it can."""
        self._clock = text
        self._purpose = purpose
        self._turn = turn
        self._show_timer()

    def timer_purpose(self) -> str:
        """What the running countdown counts down to, in words ("Vote: time left", "Excalibur: Farid's turn")."""
        if self._purpose is not None:
            return self._purpose
        specs = self.plugin.timers(self._view) if self._view else []
        if not specs or not specs[0].label:
            return ""
        if self._turn:
            return self.tr("{what}: {player}'s turn").format(what=specs[0].label, player=isolate(self._turn))
        return self.tr("{what}: time left").format(what=specs[0].label)

    def _show_timer(self) -> None:
        clock = self._clock
        purpose = self.timer_purpose() if clock else ""
        shown_by_panel = self.panel.show_timer(clock, purpose)
        header = f"{purpose} {clock}" if purpose else clock
        # Shorter where the words beside it do not fit: first without the purpose, keeping "(waits for the laptop)"
        # (the table must see that the countdown is not running), then the clock alone.
        variants = list(dict.fromkeys([header, clock, split_clock(clock)[0]]))
        self.timer.set_variants([""] if shown_by_panel or not clock else variants)
        self.header.setStretch(1, 3 if purpose and not shown_by_panel else 1)
        self.night_timer.setText(header or self._call_clock)

    def show_notice(self, text: str) -> None:
        """A public notice on the board, day or night, for NOTICE_MS (empty: none)."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))
        self._notice = text
        self._show_caption()
        if text:
            self._notice_timer.start(NOTICE_MS)

    def show_join(self, url: str | None) -> None:
        """The phones' join code (QR code, address, "same Wi-Fi") beside the table; None hides it."""
        if url and self.join is None:
            from .companion.join_panel import JoinPanel  # the phone layer is loaded only for a game with phones

            self.join = JoinPanel(strip=True)  # a band under the table: the table keeps its width (issue 31)
        if self.join is not None:
            if url:
                self.join.set_url(url)  # type: ignore[attr-defined]
            self._join_shown = bool(url)
            self._place_join()
            self._refuse_focus()

    def _place_join(self) -> None:
        """The join code under whatever the board shows, the night screen too (One Night is dealt at night)."""
        if self.join is None:
            return
        layer = self.night if self._night and not self._curtain else self.main
        if self.join.parent() is not layer:
            layout = layer.layout()
            assert isinstance(layout, QVBoxLayout)
            layout.insertWidget(layout.indexOf(self.night_timer if layer is self.night else self.caption), self.join)
        # The night screen has room to spare: a larger code there (One Night is dealt at night).
        self.join.fit(0.3 if layer is self.night else 0.14)  # type: ignore[attr-defined]
        # Not at the end of a game (nobody joins it; the next game of the evening shows the code again).
        shown = self._join_shown and self._result is None
        self.join.setVisible(shown)  # (a widget given a new parent is hidden too)
        # The code's band takes its height from the texts above the table, never from the table itself.
        outer = self.main.layout()
        assert isinstance(outer, QVBoxLayout)
        band = shown and layer is self.main
        outer.setStretchFactor(self._body, 60 if band else 12)
        outer.setSpacing(4 if band else 10)
        outer.setContentsMargins(24, 8 if band else 16, 24, 8 if band else 16)
        for text in (self.title, self.instruction):  # one line each at the smallest size, at least
            width = max(1, self.width() - 48)
            text.setMinimumHeight(max(QFontMetrics(text._font(text.min_px())).lineSpacing(),
                                      text._measure(text.min_px(), width).height()) + 2 if band else 0)

    def set_curtain(self, down: bool) -> None:
        self._curtain = down
        self._apply_layer()

    def curtain_down(self) -> bool:
        return self._curtain

    def set_call_clock(self, purpose: str, clock: str) -> None:
        """The night call's countdown on the night screen ("Time left for this call 0:23"; empty: none)."""
        self._call_clock = f"{purpose} {clock}" if purpose and clock else clock
        self._show_timer()

    def night_shown(self) -> bool:
        return self._night

    def _apply_layer(self) -> None:
        self._place_join()
        if self._curtain:
            self.stack.setCurrentWidget(self.curtain)
        elif self._night:
            self.stack.setCurrentWidget(self.night)
        else:
            self.stack.setCurrentWidget(self.main)

    def text_widgets(self) -> list[BoardText]:
        """Every text on the board that is shown now (for the readability and secrecy checks)."""
        current = self.stack.currentWidget()
        return [w for w in current.findChildren(BoardText) if w.isVisibleTo(self) and w.text()]

    # -- language --------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Tablekeeper board"))
        self.title.setText(render_msg(self.plugin.game.title))
        self.night_title.setText(self.title.text())
        self.panel.retranslate()
        if self._view:
            self.show_view(self._view, self._result)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        if event.type() == QEvent.Type.ActivationChange and self.isWindow() and self.isActiveWindow():
            self.activated.emit()
        super().changeEvent(event)

    def minimumSizeHint(self) -> QSize:
        return QSize(320, 180)

    def showEvent(self, event: QShowEvent) -> None:
        self._refuse_focus()
        super().showEvent(event)

    def _refuse_focus(self) -> None:
        """No widget of the board takes the keyboard (nor Tab's focus in the console's pane)."""
        for widget in self.findChildren(QWidget):
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_join()
        for label in self.findChildren(BoardText):
            label.updateGeometry()
            label.fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if skip_all(self):  # a key skips a reveal to its end (desktop/reveal.py)
            return
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not skip_all(self):
            super().mousePressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        # Closing the board alone only hides it (the console's "Show board" brings it back);
        # the console closes it for good.
        if self.property("closing_with_console"):
            event.accept()
        else:
            event.ignore()
            self.hide()
