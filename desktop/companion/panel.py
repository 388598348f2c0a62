"""The console's side of the phones: starting the server with a game, and the Phones panel (each seat's phone
state with Release, and the join panel). See docs/phones.md."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QCheckBox, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from engine.core import Choice

from ..controller import GameController
from ..plugin import GamePlugin
from ..saves import default_save_dir
from ..text import isolate
from .join_panel import JoinPanel
from .seats import SeatBook
from .server import CompanionServer

PHONE_HOST = "0.0.0.0"  # every interface: the phones are on the laptop's Wi-Fi
LOG_BYTES = 1_000_000  # past this the log starts again (the previous one kept as phones.log.1)


def problem_log_path() -> Path:
    """Where the phone server's problems are written: phones.log in the app's data folder (beside games/)."""
    return default_save_dir().parent / "phones.log"


def log_problem(text: str) -> None:
    """Append one of the server's problems to the log (a full log is kept once as phones.log.1)."""
    path = problem_log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.stat().st_size > LOG_BYTES:
            path.replace(path.with_name(path.name + ".1"))
        with open(path, "a", encoding="utf-8", errors="backslashreplace") as log:
            log.write(f"{time.strftime('%Y-%m-%d %H:%M:%S')} {text}\n")
    except OSError:
        pass  # a log that cannot be written must not stop the table


def phone_offer(controller: GameController, plugin: GamePlugin) -> Callable[[Choice], bool]:
    """Which choices a seat's phone offers: its private ones (app mode), once every laptop player has had their
    card. A first turn made on a phone while the laptop still goes round could end the game before a laptop player
    has seen their card (the table monkey found a Castle declaration on turn one); the phones' own cards are on
    them at once and hold nobody up (GameController.dealing counts the laptop's seats only)."""
    def offer(choice: Choice) -> bool:
        return controller.mode == "app" and not controller.dealing() and plugin.phone_choice(controller, choice)
    return offer


def start_server(controller: GameController, plugin: GamePlugin, book: SeatBook | None = None,
                 host: str | None = None) -> CompanionServer | None:
    """A started server for this game (any free port), offering each seat only its private choices; None if it
    cannot listen. The seat book is journaled at once and on every change, so a resume knows this game has phones."""
    if book is not None and book.seats != len(controller.players):
        book = None
    host = PHONE_HOST if host is None else host
    ports = book.ports if book is not None and book.ports is not None else (0, 0)
    server = CompanionServer(controller, plugin, host=host, port=ports[0], ws_port=ports[1], book=book,
                             offer=phone_offer(controller, plugin))
    started = server.start()
    if not started and ports != (0, 0):  # the last ports are taken now: any free ones (the address changes)
        server.port, server.wanted_ws_port = 0, 0
        started = server.start()
    if not started:
        server.stop()
        server.deleteLater()
        return None
    server.problem.connect(log_problem)
    server.bookChanged.connect(lambda: server.controller.record_phones(server.book.to_json()))
    controller.record_phones(server.book.to_json())
    return server


def follow_server(server: CompanionServer, controller: GameController, plugin: GamePlugin) -> None:
    """The same server (address, phones in their seats) for the next game of the evening, journaled with it."""
    server.follow(controller, plugin, offer=phone_offer(controller, plugin))
    controller.record_phones(server.book.to_json())


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
        self.laptops: list[QCheckBox] = []
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
            laptop = QCheckBox()
            laptop.setObjectName(f"phone_laptop_{seat}")
            laptop.toggled.connect(lambda on, s=seat: self.server.set_laptop(s, on))
            self.grid.addWidget(laptop, seat, 3)
            self.names.append(label)
            self.states.append(state)
            self.releases.append(release)
            self.laptops.append(laptop)
        # A phone asking for a seat whose secrets have been shown: the moderator accepts or refuses it here.
        self.requests = QWidget()
        self.requests.setObjectName("phone_requests")
        self.requests_layout = QVBoxLayout(self.requests)
        self.requests_layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.requests)
        self.join = JoinPanel(server.url)
        layout.addWidget(self.join, 1)
        self.on_board = QCheckBox()
        self.on_board.setObjectName("join_on_board")
        self.on_board.setChecked(True)
        self.on_board.toggled.connect(self.boardJoinToggled.emit)
        layout.addWidget(self.on_board)
        server.seatsChanged.connect(self.refresh)
        server.requestsChanged.connect(self.show_requests)
        self.retranslate()

    def detach(self) -> None:
        """The server goes on with the next game's console: this panel no longer follows it."""
        self.server.seatsChanged.disconnect(self.refresh)
        self.server.requestsChanged.disconnect(self.show_requests)
        for laptop in self.laptops:
            laptop.setEnabled(False)

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
        for seat, laptop in enumerate(self.laptops):
            laptop.blockSignals(True)
            laptop.setChecked(seat in self.server.book.laptop)
            laptop.blockSignals(False)
            laptop.setEnabled(not self.server.book.is_taken(seat))

    def show_requests(self) -> None:
        """One line per phone asking for a seat: "A phone asks for Gia's seat." Accept / Refuse."""
        while self.requests_layout.count():
            item = self.requests_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for seat in self.server.requests():
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            text = QLabel(self.tr("A phone asks for {player}'s seat.").format(
                player=isolate(self.server.controller.players[seat])))
            text.setWordWrap(True)
            accept = QPushButton(self.tr("Accept"))
            accept.setObjectName(f"phone_accept_{seat}")
            accept.clicked.connect(lambda _on=False, s=seat: self.server.accept(s))
            refuse = QPushButton(self.tr("Refuse"))
            refuse.setObjectName(f"phone_refuse_{seat}")
            refuse.clicked.connect(lambda _on=False, s=seat: self.server.refuse(s))
            line.addWidget(text, 1)
            line.addWidget(accept)
            line.addWidget(refuse)
            self.requests_layout.addWidget(row)

    def release(self, seat: int) -> None:
        self.server.release(seat)

    def retranslate(self) -> None:
        self.on_board.setText(self.tr("Show the code on the TV board"))
        for release in self.releases:
            release.setText(self.tr("Release"))
            release.setToolTip(self.tr("Free this seat: its phone is no longer bound to it and the laptop takes over. "
                                       "A phone may ask for it again; you accept or refuse."))
        for laptop in self.laptops:
            laptop.setText(self.tr("plays on the laptop"))
            laptop.setToolTip(self.tr("No phone may take or ask for this seat."))
        self.refresh()
        self.show_requests()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
