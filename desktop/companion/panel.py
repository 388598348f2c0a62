"""The console's side of the phones: starting the server with a game, and the Phones panel (each seat's phone
state with Release, and the join panel). See docs/phones.md."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QCheckBox, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..controller import GameController
from ..plugin import GamePlugin
from ..text import isolate
from .join_panel import JoinPanel
from .seats import SeatBook
from .server import CompanionServer

PHONE_HOST = "0.0.0.0"  # every interface: the phones are on the laptop's Wi-Fi


def start_server(controller: GameController, plugin: GamePlugin, book: SeatBook | None = None,
                 host: str | None = None) -> CompanionServer | None:
    """A started server for this game (any free port), offering each seat only its private choices; None if it
    cannot listen. The seat book is journaled at once and on every change, so a resume knows this game has phones."""
    if book is not None and book.seats != len(controller.players):
        book = None
    host = PHONE_HOST if host is None else host
    ports = book.ports if book is not None and book.ports is not None else (0, 0)
    server = CompanionServer(controller, plugin, host=host, port=ports[0], ws_port=ports[1], book=book,
                             offer=lambda choice: controller.mode == "app" and plugin.phone_choice(controller, choice))
    started = server.start()
    if not started and ports != (0, 0):  # the last ports are taken now: any free ones (the address changes)
        server.port, server.wanted_ws_port = 0, 0
        started = server.start()
    if not started:
        server.stop()
        server.deleteLater()
        return None
    server.bookChanged.connect(lambda: controller.record_phones(server.book.to_json()))
    controller.record_phones(server.book.to_json())
    return server


class PhonesPanel(QWidget):
    """Each seat's phone: free (the laptop), connected, or away (the laptop until it comes back), with Release;
    under it the join panel (QR code and address) and whether the TV board shows it too."""

    boardJoinToggled = Signal(bool)  # the moderator shows or hides the join code on the TV board

    def __init__(self, server: CompanionServer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("phones_panel")
        self.server = server
        layout = QVBoxLayout(self)
        self.grid = QGridLayout()
        layout.addLayout(self.grid)
        self.names: list[QLabel] = []
        self.states: list[QLabel] = []
        self.releases: list[QPushButton] = []
        for seat, name in enumerate(server.controller.players):
            label = QLabel(isolate(name))
            state = QLabel()
            state.setObjectName(f"phone_state_{seat}")
            release = QPushButton()
            release.setObjectName(f"phone_release_{seat}")
            release.clicked.connect(lambda _on=False, s=seat: self.release(s))
            self.grid.addWidget(label, seat, 0)
            self.grid.addWidget(state, seat, 1)
            self.grid.addWidget(release, seat, 2)
            self.names.append(label)
            self.states.append(state)
            self.releases.append(release)
        self.join = JoinPanel(server.url)
        layout.addWidget(self.join, 1)
        self.on_board = QCheckBox()
        self.on_board.setObjectName("join_on_board")
        self.on_board.setChecked(True)
        self.on_board.toggled.connect(self.boardJoinToggled.emit)
        layout.addWidget(self.on_board)
        server.seatsChanged.connect(self.refresh)
        self.retranslate()

    def state_text(self, state: str) -> str:
        if state == "connected":
            return self.tr("phone connected")
        if state == "away":
            return self.tr("phone away (the laptop until it is back)")
        return self.tr("no phone (the laptop)")

    def refresh(self) -> None:
        for seat, (state, release) in enumerate(zip(self.states, self.releases, strict=True)):
            now = self.server.seat_state(seat)
            state.setText(self.state_text(now))
            state.setProperty("phone_state", now)
            release.setEnabled(now != "free")

    def release(self, seat: int) -> None:
        self.server.release(seat)

    def retranslate(self) -> None:
        self.on_board.setText(self.tr("Show the code on the TV board"))
        for release in self.releases:
            release.setText(self.tr("Release"))
            release.setToolTip(self.tr("Free this seat: its phone is no longer bound to it, and another phone may take it."))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
