"""The console's phones (issue 15): the phone server of a game with phones, its window, and the seats whose phone
is connected (never handed the laptop)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget, QFrame, QLabel, QScrollArea

from engine.core import Action

from ..text import isolate

if TYPE_CHECKING:  # the phone layer is imported for a game with phones only (11 MB and 66 modules; issue 35)
    from ..companion.panel import PhonesPanel
    from ..companion.seats import SeatBook
    from ..companion.server import CompanionServer


def _narrow(panel: PhonesPanel) -> QScrollArea:
    """The Phones window as narrow as the console needs it: its states wrap, and what is still too wide for the
    screen scrolls inside it (the window itself grew past a laptop's screen, its Release buttons off screen)."""
    for state in panel.states:
        state.setWordWrap(True)
    scroll = QScrollArea()
    scroll.setObjectName("plain_scroll")
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidgetResizable(True)
    # A scroll bar that comes and goes would change the width its wrapped states have, and so their height, and so
    # whether it is needed: the scroll area resized its panel for ever (a stack overflow).
    scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
    scroll.setWidget(panel)
    return scroll


class ConsolePhones:
    """The phones of :class:`ConsoleWindow` (``self.phones``, the server; ``self.phones_dock``, its window).

    Its texts are in ConsoleWindow's translation context, as they were when this was part of that class.
    """

    def start_phones(self, book: SeatBook | None = None, server: CompanionServer | None = None) -> bool:
        """Start the phone server with this game (a resumed game's seat book brings its phones back), or go on with
        the last game's ``server`` (play again: the same address, each phone in its seat). If it cannot listen,
        says so: the game goes on with the laptop passed round."""
        from ..companion.panel import PhonesPanel, follow_server, start_server

        if server is not None:
            follow_server(server, self.controller, self.plugin)
        else:
            server = start_server(self.controller, self.plugin, book)
        if server is None:
            self.inform(QCoreApplication.translate("ConsoleWindow", "Phones"), QCoreApplication.translate(
                "ConsoleWindow",
                "The phones cannot join: the laptop could not open a network port for them. The game goes on with "
                "the laptop passed round."))
            return False
        server.setParent(self)
        self.phones = server
        # The server's slots first: a phone's choice reaches every phone before this console refreshes.
        for signal in (self.controller.changed, self.controller.deliveriesChanged):
            signal.disconnect(self.refresh)
            signal.connect(self.refresh)
        server.seatsChanged.connect(self.refresh)
        server.seatLooked.connect(self._phone_looked)
        server.acted.connect(self._phone_acted)
        server.roundPressed.connect(self._phone_pressed)
        server.offered.connect(self._phone_offered)
        server.requestsChanged.connect(self._phone_requests)
        server.seatAccepted.connect(self._phone_accepted)
        self.phones_panel = PhonesPanel(server)
        dock = QDockWidget(QCoreApplication.translate("ConsoleWindow", "Phones"), self)
        dock.setObjectName("phones_dock")
        dock.setWidget(_narrow(self.phones_panel))
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable | QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.phones_dock = dock
        self._room_for_phones(dock)
        self.act_phones.setVisible(True)
        self.phones_panel.boardJoinToggled.connect(self._show_join_on_board)
        self._show_join_on_board(True)
        self._all_seated = False
        server.seatsChanged.connect(self._hide_join_when_seated)
        self._hide_join_when_seated()
        self.refresh()
        return True

    def _room_for_phones(self, dock: QDockWidget) -> None:
        """The console grows to give the Phones window its width, as far as its screen allows (never past it)."""
        screen = self.screen()
        if screen is None or self.isMaximized() or self.isFullScreen() or self.board_in_pane():
            return
        room = screen.availableGeometry()
        frame = self.frameGeometry().width() - self.width()
        needed = self.centralWidget().minimumSizeHint().width() + dock.sizeHint().width() + 12
        width = min(max(needed, self.width()), room.width() - frame)
        if width > self.width():
            self.resize(width, self.height())
            left = min(self.frameGeometry().x(), room.right() + 1 - width - frame)
            self.move(max(room.x(), left), self.frameGeometry().y())

    def take_phones(self) -> CompanionServer | None:
        """The running server, detached from this console (which is about to close): the next game of the evening
        goes on with it (ConsolePhones.start_phones(server=...))."""
        server, self.phones = self.phones, None
        if server is None:
            return None
        for signal, slot in ((server.seatsChanged, self.refresh), (server.seatLooked, self._phone_looked),
                             (server.acted, self._phone_acted), (server.roundPressed, self._phone_pressed),
                             (server.offered, self._phone_offered), (server.requestsChanged, self._phone_requests),
                             (server.seatAccepted, self._phone_accepted), (server.seatsChanged, self._hide_join_when_seated)):
            signal.disconnect(slot)
        if self.phones_panel is not None:
            self.phones_panel.detach()
        server.setParent(None)
        self._show_join_on_board(False)
        return server

    def _phone_requests(self) -> None:
        """A phone asks for a seat: the Phones window comes forward with Accept / Refuse."""
        if self.phones is not None and self.phones.requests():
            self.show_phones()

    def _phone_accepted(self, seat: int) -> None:
        """Said publicly on the TV: a phone took this seat after something secret had been shown for it."""
        text = QCoreApplication.translate("ConsoleWindow", "A phone joined as {player}.").format(
            player=isolate(self.controller.players[seat]))
        notice = getattr(self.board, "show_notice", None)
        if callable(notice):
            notice(text)

    def _hide_join_when_seated(self) -> None:
        """Once every seat has its phone or plays on the laptop the join code leaves the TV (issue 31); ticking "Show
        the code on the TV board" in the Phones window brings it back on request."""
        server, panel = self.phones, self.phones_panel
        if server is None or panel is None:
            return
        seated = all(server.seat_state(seat) != "free" or seat in server.book.laptop
                     for seat in range(len(self.controller.players)))
        if seated and not self._all_seated:
            panel.on_board.setChecked(False)
        self._all_seated = seated

    def _show_join_on_board(self, shown: bool) -> None:
        """The board's join panel (BoardWindow.show_join(url or None), where the board has it)."""
        show = getattr(self.board, "show_join", None)
        if callable(show):
            show(self.phones.url if shown and self.phones is not None else None)

    def show_phones(self) -> None:
        if self.phones_dock is not None:
            self.phones_dock.show()
            self.phones_dock.raise_()

    def phone_seats(self) -> set[int]:
        """Seats whose phone is connected now: never asked to take the laptop (an away phone's seat is)."""
        server = self.phones
        if server is None or self.controller.mode != "app":
            return set()
        return {seat for seat in server.phone_seats() if server.seat_state(seat) == "connected"}

    def _phone_acted(self, _seat: int, action: Action) -> None:
        """A phone's choice that the laptop would follow with a round of the whole table (GamePlugin.round_after)."""
        if self.controller.mode == "app" and self.plugin.round_after(action) and self.round is None:
            self._round_next = True
            self.refresh()

    def _phone_looked(self, seat: int) -> None:
        if self.round is None and seat in self.phone_seats():
            self.controller.mark_delivered(seat)

    def phone_waiting(self, seat: int) -> QLabel:
        label = QLabel(QCoreApplication.translate("ConsoleWindow", "Waiting for {player}'s phone.").format(
            player=isolate(self.controller.players[seat])))
        label.setObjectName("phone_waiting")
        label.setWordWrap(True)
        return label

    def phone_offers_changed(self) -> None:
        """What the phones may choose changed without a new state (One Night's call of a role): tell them."""
        if self.phones is not None:
            self.phones.invalidate()

    def stop_phones(self) -> None:
        server, self.phones = self.phones, None
        if server is not None:
            server.seatsChanged.disconnect(self.refresh)
            server.stop()
            self._show_join_on_board(False)
