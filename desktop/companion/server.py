"""The phone server: the phone page over HTTP and each phone's private channel over a WebSocket, on the Qt
event loop (nothing blocks the GUI thread; no thread of its own).

HTTP is a small GET-only server on a QTcpServer: it answers exactly the files of resources/phone/ read at
start (an allow-list by name: no path is ever joined to a folder, so there is no traversal to guard).
PySide6 6.12's QtHttpServer could not be used (docs/phones.md says why); the WebSockets are QtWebSockets'
QWebSocketServer on a second port, named in the page the HTTP server sends.

See docs/phones.md for the protocol, the console's API and the threat model.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface, QTcpServer, QTcpSocket
from PySide6.QtWebSockets import QWebSocket, QWebSocketProtocol, QWebSocketServer

from engine.core import Action, Choice

from ..controller import GameController, SecretRound
from ..paths import RESOURCES
from ..plugin import GamePlugin
from . import protocol as P  # noqa: N812 - short, used throughout
from .connections import Limits, _Phone
from .joining import SeatJoining
from .lang import phone_lang
from .page import PageService
from .rounds import ROUND_TYPES, SEEN, own_choices, pending_round
from .seats import SeatBook

PHONE_DIR = RESOURCES / "phone"
PAGE_FILES = {"index.html": "text/html; charset=utf-8", "app.js": "text/javascript; charset=utf-8",
              "style.css": "text/css; charset=utf-8"}
LOW_DELAY = 1  # the phone sockets' TCP_NODELAY (benchmarks/bench_phones.py --nagle sets 0 to compare)


class CompanionServer(PageService, SeatJoining, QObject):
    """Serves one game's seats to phones. Create it with the game's controller and plug-in, ``start()`` it,
    show :attr:`url` (or :func:`desktop.companion.qr.join_qr_svg`) on the board, ``stop()`` it with the game."""

    seatsChanged = Signal()  # a seat was claimed, released, or its phone connected or went away
    bookChanged = Signal()  # the SeatBook changed: journal book.to_json()
    seatLooked = Signal(int)  # the player of this seat held to look at their private screen on the phone
    acted = Signal(int, object)  # (seat, Action) an action a phone made, after the controller accepted it
    roundPressed = Signal(int, object, bool)  # (seat, SecretRound, ended) a phone pressed on its round screen
    offered = Signal(int)  # this seat's phone has just been sent a state with choices of its own
    problem = Signal(str)  # an unexpected error while handling a client (the server keeps running)
    requestsChanged = Signal()  # a phone asked the moderator for a seat, or its request was answered or withdrawn
    seatAccepted = Signal(int)  # the moderator let a phone take this seat (the TV says so)

    def __init__(self, controller: GameController, plugin: GamePlugin, host: str = "0.0.0.0", port: int = 0,
                 book: SeatBook | None = None, offer: Callable[[Choice], bool] | None = None,
                 limits: Limits | None = None, parent: QObject | None = None, ws_port: int = 0) -> None:
        super().__init__(parent)
        self.controller = controller
        self.plugin = plugin
        self.host = host
        self.port = port
        self.wanted_ws_port = ws_port
        self.book = book if book is not None else SeatBook(len(controller.players))
        self.offer: Callable[[Choice], bool] = offer if offer is not None else (lambda _c: True)
        self.limits = limits or Limits()
        self.rev = 0
        self.errors = 0  # unexpected exceptions caught (tests expect none)
        self._http = QTcpServer(self)
        self._http.newConnection.connect(lambda: self._guard(self._http_connection))
        self._http_buffers: dict[QTcpSocket, bytes] = {}
        self._ws = QWebSocketServer("Tablekeeper", QWebSocketServer.SslMode.NonSecureMode, self)
        self._ws.newConnection.connect(lambda: self._guard(self._ws_connection))
        # The WebSocket port is our own QTcpServer: each socket gets the low-delay option (no Nagle: a state is
        # several small writes, which Nagle would hold back for the phone's delayed ACK) before the upgrade.
        self._ws_tcp = QTcpServer(self)
        self._ws_tcp.newConnection.connect(lambda: self._guard(self._tcp_connection))
        self._requests: dict[int, _Phone] = {}  # seat -> the phone asking the moderator for it
        self._phones: dict[QWebSocket, _Phone] = {}
        self._failures: dict[str, list[float]] = {}
        self._files: dict[str, tuple[bytes, str]] = {}
        self._push_pending = False
        self._to_push: list[_Phone] = []
        self.acting_in_round = False  # a phone's hidden choice is being made (its state change is no tell)
        # Since which revision each seat's open choice (or round screen) has been open, and the revision of the
        # seat's last accepted choice: an act is fresh if it names a revision no older than both (docs/phones.md).
        self._open_since: dict[tuple[int, str], int] = {}
        self._acted_at: dict[int, int] = {}
        # A phone's choice being made (_act): its answer, then every phone's new state, go out as soon as the game
        # has changed, before the console's refresh and the board's redraw (the slots connected after this one).
        self._answer_first: tuple[_Phone, dict[str, Any]] | None = None
        self._offers_held: list[int] | None = None  # `offered` waits for the console's refresh meanwhile
        self._track_open()
        controller.changed.connect(self._game_changed)
        controller.deliveriesChanged.connect(self._deliveries_changed)

    # -- lifetime -------------------------------------------------------------------------------------
    def start(self) -> bool:
        """Listen (HTTP on ``port``, WebSocket on ``ws_port``; 0 for any free one). False if it cannot. The ports
        are kept in the seat book (SeatBook.ports), for a resumed game to listen on them again."""
        self._files = {name: ((PHONE_DIR / name).read_bytes(), mime) for name, mime in PAGE_FILES.items()}
        address = QHostAddress(self.host)
        if not self._http.listen(address, self.port):
            return False
        if not self._ws_tcp.listen(address, self.wanted_ws_port):
            self._http.close()
            return False
        self._ws.setHandshakeTimeout(self.limits.hello_ms)
        self.book.ports = (self.http_port, self.ws_port)
        return True

    def stop(self) -> None:
        """Stop listening and close every connection (the seat book is kept)."""
        for socket in list(self._phones):
            socket.close(QWebSocketProtocol.CloseCode.CloseCodeGoingAway, "stopped")
        self._phones.clear()
        for socket in list(self._http_buffers):
            socket.abort()
        self._http_buffers.clear()
        self._requests.clear()
        self._http.close()
        self._ws_tcp.close()
        self._ws.close()

    @property
    def listening(self) -> bool:
        return self._http.isListening() and self._ws_tcp.isListening()

    @property
    def http_port(self) -> int:
        return int(self._http.serverPort())

    @property
    def ws_port(self) -> int:
        return int(self._ws_tcp.serverPort())

    def advertised_host(self) -> str:
        """The address phones reach: the listening address, or for "any" the first LAN IPv4 address."""
        if self.host not in ("0.0.0.0", "::", ""):
            return self.host
        for address in QNetworkInterface.allAddresses():
            if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not address.isLoopback():
                return address.toString()
        return "127.0.0.1"

    @property
    def url(self) -> str:
        """The join address (for the QR code and the board); it never holds a token."""
        return f"http://{self.advertised_host()}:{self.http_port}/"

    # -- for the console ------------------------------------------------------------------------------
    def seat_state(self, seat: int) -> str:
        """"free" (no phone), "away" (a phone holds it but is not connected now) or "connected"."""
        if not self.book.is_taken(seat):
            return "free"
        return "connected" if any(p.seat == seat for p in self._phones.values()) else "away"

    def release(self, seat: int) -> bool:
        """The moderator frees a seat: its token stops working and its phone goes back to the seat list."""
        if not self.book.release(seat):
            return False
        self.controller.round_to_laptop(seat)  # in a round still waiting for this phone: the laptop instead
        for phone in list(self._phones.values()):
            if phone.seat == seat:
                phone.seat = None
                self._send(phone, P.error_message("released", phone.lang))
                self._send(phone, self._seats_message(phone))
        self._book_changed()
        return True

    def secret_shown(self, seat: int) -> bool:
        """Something secret has been shown for this seat (on a phone, or a private message seen on the laptop):
        from then on a phone takes the seat only when the moderator accepts."""
        return seat in self.book.shown or any(seat in seats for seats in self.controller.seen.values())

    def requests(self) -> list[int]:
        """Seats a phone is asking the moderator for, in seat order."""
        return sorted(self._requests)

    def accept(self, seat: int) -> bool:
        """The moderator lets the phone asking for ``seat`` take it (the console then says so on the TV)."""
        phone = self._requests.pop(seat, None)
        if phone is None:
            return False
        phone.asking = None
        token = self.book.claim(seat) if phone.socket in self._phones else None
        if token is None:  # gone meanwhile, or the seat was set to the laptop
            self.requestsChanged.emit()
            return False
        phone.seat = None
        self._bind(phone, seat, token)
        self._book_changed()
        self.requestsChanged.emit()
        self.seatAccepted.emit(seat)
        return True

    def refuse(self, seat: int) -> bool:
        """The moderator does not let the phone asking for ``seat`` take it."""
        phone = self._requests.pop(seat, None)
        if phone is None:
            return False
        phone.asking = None
        if phone.socket in self._phones:
            self._failed(phone, "request_refused")
            self._send(phone, self._seats_message(phone))
        self.requestsChanged.emit()
        return True

    def set_laptop(self, seat: int, on: bool) -> bool:
        """Whether a free seat plays on the laptop: no phone may take it or ask for it (a request waiting for it is
        refused)."""
        if not self.book.set_laptop(seat, on):
            return False
        if on:
            self.refuse(seat)
        self._book_changed()
        return True

    def follow(self, controller: GameController, plugin: GamePlugin, offer: Callable[[Choice], bool] | None = None) -> None:
        """The table plays again with the same players: this server (its address, its phones in their seats) serves
        the new game. Nothing of the new game has been shown yet."""
        assert len(controller.players) == self.book.seats
        self.controller.changed.disconnect(self._game_changed)
        self.controller.deliveriesChanged.disconnect(self._deliveries_changed)
        self.controller, self.plugin = controller, plugin
        if offer is not None:
            self.offer = offer
        controller.changed.connect(self._game_changed)
        controller.deliveriesChanged.connect(self._deliveries_changed)
        self.book.new_game()
        self.bookChanged.emit()
        self.invalidate()

    def phone_seats(self) -> list[int]:
        """Seats held by a phone (connected or not): the console leaves their private steps to the phone."""
        return self.book.taken_seats()

    def connection_count(self) -> int:
        return len(self._phones)

    # -- WebSocket ----------------------------------------------------------------------------------------
    def _origin_ok(self, origin: str) -> bool:
        """The page's own origin: http, this server's HTTP port, an address of this machine (or localhost)."""
        try:
            parts = urlsplit(origin)
            port = parts.port
        except ValueError:
            return False
        if parts.scheme != "http" or port != self.http_port or parts.hostname is None:
            return False
        hosts = {"localhost", "127.0.0.1", self.advertised_host()}
        hosts.update(a.toString().split("%")[0] for a in QNetworkInterface.allAddresses())
        return parts.hostname in hosts

    def _tcp_connection(self) -> None:
        while self._ws_tcp.hasPendingConnections():
            tcp = self._ws_tcp.nextPendingConnection()
            if tcp is None:
                break
            tcp.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, LOW_DELAY)
            self._ws.handleConnection(tcp)  # the upgrade; QWebSocketServer.newConnection follows

    def _ws_connection(self) -> None:
        while self._ws.hasPendingConnections():
            socket = self._ws.nextPendingConnection()
            if socket is None:
                break
            if not self._origin_ok(socket.origin()):
                socket.close(QWebSocketProtocol.CloseCode.CloseCodePolicyViolated, "origin")
                socket.deleteLater()
                continue
            address = socket.peerAddress().toString()
            if not self._make_room(address):
                socket.close(QWebSocketProtocol.CloseCode.CloseCodePolicyViolated, "busy")
                socket.deleteLater()
                continue
            socket.setMaxAllowedIncomingMessageSize(self.limits.frame_bytes)
            socket.setMaxAllowedIncomingFrameSize(self.limits.frame_bytes)
            phone = _Phone(socket, address, allowance=self.limits.burst)
            self._phones[socket] = phone
            socket.textMessageReceived.connect(lambda text, s=socket: self._guard(self._text, s, text))
            socket.binaryMessageReceived.connect(lambda _data, s=socket: self._guard(self._binary, s))
            socket.disconnected.connect(lambda s=socket: self._ws_drop(s))
            QTimer.singleShot(self.limits.hello_ms, socket, lambda p=phone: self._hello_due(p))

    def _make_room(self, address: str) -> bool:
        """Room for one more connection from ``address``: past the limits, the oldest connection holding no seat is
        closed (of that address first, and one that never said hello before one on the seat list), so idle or
        hostile connections can never lock out a phone coming back with its token. False if every slot holds a seat."""
        def evict(pool: list[_Phone]) -> None:
            oldest = min(pool, key=lambda p: (p.hello, p.opened))
            self._phones.pop(oldest.socket, None)
            self._drop_request(oldest)
            oldest.socket.close(QWebSocketProtocol.CloseCode.CloseCodePolicyViolated, "busy")
            oldest.socket.deleteLater()

        mine = [p for p in self._phones.values() if p.address == address and p.seat is None]
        if len(mine) >= self.limits.per_address:
            evict(mine)
        if len(self._phones) >= self.limits.connections:
            idle = [p for p in self._phones.values() if p.seat is None]
            if not idle:
                return False
            evict(idle)
        return True

    def _hello_due(self, phone: _Phone) -> None:
        if not phone.hello and self._phones.get(phone.socket) is phone:
            phone.socket.close(QWebSocketProtocol.CloseCode.CloseCodePolicyViolated, "no hello")

    def _ws_drop(self, socket: QWebSocket) -> None:
        if not shiboken6.isValid(self):  # the server is being destroyed, its sockets with it
            return
        phone = self._phones.pop(socket, None)
        if phone is None:  # told twice (a close we asked for, then the socket's own)
            return
        if shiboken6.isValid(socket):  # not when the server itself is being destroyed with its sockets
            socket.deleteLater()
        self._drop_request(phone)
        if phone.seat is not None:
            self.seatsChanged.emit()

    def _drop_request(self, phone: _Phone) -> None:
        """A phone that asked for a seat and went away (or asks for another) withdraws its request."""
        if phone.asking is not None and self._requests.get(phone.asking) is phone:
            del self._requests[phone.asking]
            self.requestsChanged.emit()
        phone.asking = None

    def _guard(self, handler: Callable[..., None], *args: Any) -> None:
        """Whatever a client sends, an unexpected error is reported and the server goes on."""
        try:
            handler(*args)
        except Exception as exc:  # a client must never stop the server
            self.errors += 1
            self.problem.emit(f"{type(exc).__name__}: {exc}")

    def _binary(self, socket: QWebSocket) -> None:
        phone = self._phones.get(socket)
        if phone is not None and self._allowed(phone):
            self._send(phone, P.error_message("bad_json", phone.lang))

    def _allowed(self, phone: _Phone) -> bool:
        """The connection's rate limit (a token bucket); a flood closes the connection."""
        now = time.monotonic()
        phone.allowance = min(self.limits.burst, phone.allowance + (now - phone.last) * self.limits.rate)
        phone.last = now
        if phone.allowance >= 1:
            phone.allowance -= 1
            return True
        phone.over += 1
        if phone.over > self.limits.flood:
            phone.socket.close(QWebSocketProtocol.CloseCode.CloseCodePolicyViolated, "flood")
        elif now - phone.last_warned >= 1.0:
            phone.last_warned = now
            self._send(phone, P.error_message("slow_down", phone.lang))
        return False

    def _send(self, phone: _Phone, message: dict[str, Any]) -> None:
        if phone.socket in self._phones:
            phone.socket.sendTextMessage(P.dumps(message))

    def _text(self, socket: QWebSocket, text: str) -> None:
        phone = self._phones.get(socket)
        if phone is None or not self._allowed(phone):
            return
        try:
            self._message(phone, text)
        except Exception:
            self._send(phone, P.error_message("bad_json", phone.lang))  # never no answer: then _guard reports it
            raise
        finally:
            # A phone's choice changed the game: every phone gets the new state now, before the event loop repaints
            # the console and the board (the latency from one phone's choice to the last phone's update).
            self._flush()

    def _message(self, phone: _Phone, text: str) -> None:
        if len(text) > self.limits.message_chars:
            self._send(phone, P.error_message("too_big", phone.lang))
            return
        data, problem = P.parse(text)
        if data is None:
            self._send(phone, P.error_message(problem or "bad_json", phone.lang))
            return
        if "lang" in data:
            phone.lang = phone_lang(data["lang"])
        kind = data["type"]
        if kind == "ping":
            self._send(phone, {"type": "pong"})
        elif kind == "hello":
            phone.hello = True
            self._hello(phone, data.get("token"))
        elif kind == "claim":
            self._claim(phone, data.get("seat"))
        elif kind == "lang":
            self._refresh(phone)
        elif kind == "seen":
            if phone.seat is None:
                self._send(phone, P.error_message("not_joined", phone.lang))
            elif data.get("rev") != self.rev:
                # The phone looked at an older state: what is waiting now may not have been on its screen. Its
                # new state is on the way; the player holds to look again.
                self._refused_by_server(phone, "stale")
            else:
                self.seatLooked.emit(phone.seat)
        elif kind == "act":
            self._act(phone, data)

    def _refresh(self, phone: _Phone) -> None:
        if phone.seat is None:
            self._send(phone, self._seats_message(phone))
        else:
            state = P.state_message(self.controller, self.plugin, phone.seat, phone.lang, self.rev, self.offer)
            self._send(phone, state)
            secret = state.get("secret") or {}
            if (secret.get("lines") or secret.get("summary")) and self.book.mark_shown(phone.seat):
                self.bookChanged.emit()
            if state.get("choices") and phone.socket in self._phones:
                if self._offers_held is not None:
                    self._offers_held.append(phone.seat)
                else:
                    self.offered.emit(phone.seat)

    # -- acting --------------------------------------------------------------------------------------------
    def _act(self, phone: _Phone, data: dict[str, Any]) -> None:
        seat = phone.seat
        if seat is None:
            self._send(phone, P.error_message("not_joined", phone.lang))
            return
        player = data.get("player", seat)
        if player != seat or isinstance(player, bool):
            self._refused_by_server(phone, "not_your_seat")
            return
        kind, params = data.get("action"), data.get("params")
        if not self._fresh(seat, data.get("rev"), kind):
            self._refused_by_server(phone, "stale")
            return
        if not isinstance(kind, str) or not isinstance(params, dict):
            self._refused_by_server(phone, "bad_action")
            return
        turn = pending_round(self.controller, seat)
        if turn is not None:
            self._round_act(phone, turn, kind, dict(params))
            return
        action = Action(kind, seat, dict(params))
        if not any(c.type == kind for c in P.seat_choices(self.controller, seat, self.offer)):
            reason = self.controller.explain(action)
            if reason is None:  # legal, but the console makes this choice, not the phone
                self._refused_by_server(phone, "not_offered")
            else:
                self._send(phone, {"type": "refused", "code": "engine", "message": P.render_reason(reason, phone.lang)})
            return
        reason = self.controller.explain(action)
        if reason is not None:
            self._send(phone, {"type": "refused", "code": "engine", "message": P.render_reason(reason, phone.lang)})
            return
        self._answer_first = (phone, {"type": "accepted", "action": kind})
        self._offers_held = []
        try:
            made = self.controller.act(action)
        finally:
            answer, self._answer_first = self._answer_first, None
            held, self._offers_held = self._offers_held, None
        if not made:  # refused after all (the game moved on meanwhile): said, never silence
            self._refused_by_server(phone, "stale")
            return
        self._acted_at[seat] = self.rev
        if answer is not None:  # (the game changed without a signal: answered here)
            self._send(*answer)
        for offered in held:
            self.offered.emit(offered)
        self.acted.emit(seat, action)

    def _round_act(self, phone: _Phone, turn: SecretRound, kind: str, params: dict[str, Any]) -> None:
        """A press on a round screen: the holder's own choice goes to the game; a stand-in's, Done or I have
        looked only ends this phone's turn. Every press is answered alike."""
        seat = phone.seat
        assert seat is not None
        own = own_choices(self.controller, turn, seat)
        if kind in ROUND_TYPES:
            if (kind == SEEN) != (turn.kind == "deliver") or own:
                self._refused_by_server(phone, "not_offered")
                return
        elif kind not in turn.types or turn.kind != "choice":
            self._refused_by_server(phone, "not_offered")
            return
        elif any(c.type == kind for c in own):
            reason = self.controller.explain(Action(kind, seat, params))
            if reason is not None:
                self._send(phone, {"type": "refused", "code": "engine", "message": P.render_reason(reason, phone.lang)})
                return
            self.acting_in_round = True  # the laptop's turn in progress is left as it is (ConsoleWindow.refresh)
            try:
                made = self.controller.act(Action(kind, seat, params))
            finally:
                self.acting_in_round = False
            if not made:  # refused after all (the game moved on meanwhile): said, never silence
                self._refused_by_server(phone, "stale")
                return
            self._acted_at[seat] = self.rev
            if own_choices(self.controller, turn, seat):  # another choice of theirs is next
                self._send(phone, {"type": "accepted", "action": kind})
                return
        elif own:  # a stand-in pressed while this player still has a choice of their own on the screen
            self._refused_by_server(phone, "not_offered")
            return
        self._acted_at[seat] = self.rev + 1
        ended = self.controller.press_round(seat)
        self._send(phone, {"type": "accepted", "action": kind})
        self.invalidate()
        self.roundPressed.emit(seat, turn, ended)

    def _open_keys(self) -> set[tuple[int, str]]:
        keys = {(c.player, c.type) for c in self.controller.choices() if c.player is not None}
        turn = self.controller.round
        if turn is not None:
            keys.update((seat, f"round:{id(turn)}") for seat in turn.waiting_phones)
        return keys

    def _track_open(self) -> None:
        keys = self._open_keys()
        self._open_since = {key: self._open_since.get(key, self.rev) for key in keys}

    def _fresh(self, seat: int, rev: Any, kind: Any) -> bool:
        """An act names a revision on which its choice was already open for this seat, no older than the seat's
        last accepted choice: others acting meanwhile do not make it stale; a replay or an old choice is."""
        if not isinstance(rev, int) or isinstance(rev, bool) or rev > self.rev or rev < self._acted_at.get(seat, 0):
            return False
        turn = pending_round(self.controller, seat)
        key = (seat, f"round:{id(turn)}") if turn is not None else (seat, kind)
        since = self._open_since.get(key) if isinstance(key[1], str) else None
        if since is None:  # not open for this seat: on the current state the engine says why, else it is old
            return rev == self.rev
        return rev >= since

    def _refused_by_server(self, phone: _Phone, code: str) -> None:
        message = P.error_message(code, phone.lang)
        message["type"] = "refused"
        self._send(phone, message)

    # -- pushing -----------------------------------------------------------------------------------------
    def _game_changed(self) -> None:
        self.invalidate()
        answer, self._answer_first = self._answer_first, None
        if answer is not None:
            self._send(*answer)
            self._flush()

    def _deliveries_changed(self) -> None:
        self.invalidate()

    def invalidate(self) -> None:
        """What the phones may do or see has changed (a new state, a delivery seen, a call of the night): every
        joined phone is sent its state again, with a new revision (an action sent against the old one is stale)."""
        self.rev += 1
        self._track_open()
        self._to_push = [p for p in self._phones.values() if p.seat is not None]
        if not self._push_pending:
            self._push_pending = True
            QTimer.singleShot(0, self, self._push)

    def _flush(self) -> None:
        """Send every state still to push at once, and write them out to the sockets now."""
        pushed = []
        while self._to_push:
            phone = self._to_push.pop(0)
            if phone.seat is not None and self._phones.get(phone.socket) is phone:
                self._guard(self._refresh, phone)
                pushed.append(phone)
        for phone in pushed:
            if self._phones.get(phone.socket) is phone:
                phone.socket.flush()

    def _push(self) -> None:
        """Every joined phone gets its state, whoever the change concerns: one phone per turn of the event loop,
        so that rendering ten phones never holds up the GUI thread for the time of ten."""
        while self._to_push:
            phone = self._to_push.pop(0)
            if phone.seat is not None and any(p is phone for p in self._phones.values()):
                self._guard(self._refresh, phone)
                break
        if self._to_push:
            QTimer.singleShot(0, self, self._push)
        else:
            self._push_pending = False
