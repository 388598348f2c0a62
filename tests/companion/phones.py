"""Simulated phones for the companion tests: real QWebSocket clients and raw HTTP over real sockets, on 127.0.0.1.

Every text frame a phone receives is kept (``raw``) for the secrecy audit. Waiting is always on a condition
(qtbot.waitUntil), never for a fixed time.
"""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEventLoop, QTimer, QUrl
from PySide6.QtWebSockets import QWebSocket

from desktop.companion import CompanionServer
from desktop.companion.lang import phone_catalog as catalog
from engine.core import MODERATOR

WAIT_MS = 10_000


class LoopBot:
    """The two waits of pytest-qt's qtbot that a Phone uses, on a local event loop: for a phone outside pytest (a
    benchmark, a table in a child process)."""

    @contextmanager
    def waitSignal(self, signal: Any, timeout: int = WAIT_MS) -> Iterator[None]:
        loop = QEventLoop()
        came: list[bool] = []
        signal.connect(loop.quit)
        signal.connect(lambda *_args: came.append(True))
        timer = QTimer()
        timer.setSingleShot(True)
        timer.timeout.connect(loop.quit)
        timer.start(timeout)
        yield
        if not came:
            loop.exec()
        signal.disconnect(loop.quit)
        if not came:  # as pytest-qt's: a wait that ends by its time raises (a phone waiting for an answer forever)
            raise TimeoutError(f"a signal did not come in {timeout} ms")

    def waitUntil(self, done: Any, timeout: int = WAIT_MS) -> None:
        clock = QElapsedTimer()
        clock.start()
        while not done():
            if clock.elapsed() > timeout:
                raise TimeoutError("a condition did not come true")
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 5)


class Phone:
    """One phone's browser tab: a WebSocket to the server, the messages it got, its stored token."""

    def __init__(self, qtbot: Any, server: CompanionServer, lang: str = "en", origin: str | None = None,
                 token: str | None = None) -> None:
        self.qtbot = qtbot
        self.server = server
        self.lang = lang
        self.token = token
        self.raw: list[str] = []
        self.messages: list[dict[str, Any]] = []
        self.cursor = 0
        self.closed = False
        self.ws = QWebSocket(origin if origin is not None else f"http://127.0.0.1:{server.http_port}")
        self.ws.textMessageReceived.connect(self._got)
        self.ws.disconnected.connect(self._gone)
        self.ws.open(QUrl(f"ws://127.0.0.1:{server.ws_port}/"))

    def _got(self, text: str) -> None:
        self.raw.append(text)
        message = json.loads(text)
        self.messages.append(message)
        if message.get("type") == "joined" and "token" in message:
            self.token = message["token"]

    def _gone(self) -> None:
        self.closed = True

    # -- talking ------------------------------------------------------------------------------------
    def wait_open(self) -> Phone:
        from PySide6.QtNetwork import QAbstractSocket

        if self.ws.state() != QAbstractSocket.SocketState.ConnectedState and not self.closed:
            with self.qtbot.waitSignal(self.ws.connected, timeout=WAIT_MS):
                pass
        assert not self.closed, "the server closed the connection"
        return self

    def send(self, message: dict[str, Any]) -> None:
        self.send_raw(json.dumps(message))

    def send_raw(self, text: str) -> None:
        self.ws.sendTextMessage(text)

    def expect(self, kind: str) -> dict[str, Any]:
        """The next message of this type (skipping others), waiting for it."""
        def found() -> bool:
            return any(m.get("type") == kind for m in self.messages[self.cursor:])
        while not found():  # woken by each frame as it arrives (waitUntil would poll)
            if self.closed:
                raise AssertionError(f"the connection closed before a {kind!r} message came")
            with self.qtbot.waitSignal(self.ws.textMessageReceived, timeout=WAIT_MS):
                pass
        for index in range(self.cursor, len(self.messages)):
            if self.messages[index].get("type") == kind:
                self.cursor = index + 1
                return self.messages[index]
        raise AssertionError(kind)

    def expect_one(self, *kinds: str) -> dict[str, Any]:
        """The next message of any of these types (skipping others), waiting for it."""
        while not any(m.get("type") in kinds for m in self.messages[self.cursor:]):
            if self.closed:
                raise AssertionError(f"the connection closed before a {kinds!r} message came")
            with self.qtbot.waitSignal(self.ws.textMessageReceived, timeout=WAIT_MS):
                pass
        for index in range(self.cursor, len(self.messages)):
            if self.messages[index].get("type") in kinds:
                self.cursor = index + 1
                return self.messages[index]
        raise AssertionError(kinds)

    def skip(self) -> None:
        """Forget what has arrived so far (the next expect waits for something new)."""
        self.cursor = len(self.messages)


    def join(self, seat: int) -> dict[str, Any]:
        """Open the page, pick ``seat`` from the list; returns the first state."""
        self.wait_open()
        self.send({"type": "hello", "token": self.token or "", "lang": self.lang})
        if self.token is None:
            self.expect("seats")
            self.send({"type": "claim", "seat": seat, "lang": self.lang})
            self.expect("joined")
        return self.expect("state")

    def latest_state(self) -> dict[str, Any] | None:
        states = [m for m in self.messages if m.get("type") == "state"]
        return states[-1] if states else None

    def close(self) -> None:
        self.ws.close()
        self.qtbot.waitUntil(lambda: self.closed, timeout=WAIT_MS)


def http(qtbot: Any, port: int, request: bytes) -> bytes:
    """Send a raw HTTP request from another thread (the server runs on this one's event loop); the whole reply."""
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=10) as conn:
                conn.sendall(request)
                chunks = []
                while True:
                    chunk = conn.recv(65536)
                    if not chunk:
                        break
                    chunks.append(chunk)
                out["reply"] = b"".join(chunks)
        except OSError as exc:
            out["error"] = exc

    thread = threading.Thread(target=run)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=WAIT_MS)
    if "error" in out:
        raise out["error"]
    return out["reply"]


def get(qtbot: Any, port: int, path: str) -> tuple[int, dict[str, str], bytes]:
    reply = http(qtbot, port, f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode("latin-1"))
    head, _, body = reply.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ")[1])
    headers = {k.strip().lower(): v.strip() for k, v in (line.split(":", 1) for line in lines[1:])}
    return status, headers, body


# -- the secrecy audit -----------------------------------------------------------------------------------
def strings(value: Any) -> list[str]:
    """Every string in a decoded message (keys and values)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (k, *strings(v))]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return []


def audit(controller: Any, phones: dict[int, Phone]) -> int:
    """Every byte each phone received holds no private message meant for other seats only (rendered in that
    phone's language, and in English), and the moderator view's keys never come. Returns the frames checked."""
    private = [e for e in controller.session.events(MODERATOR) if isinstance(e.audience, tuple) and e.msg is not None]
    checked = 0
    for seat, phone in phones.items():
        secrets = {catalog(lang).render(e.msg) for e in private if seat not in e.audience for lang in {"en", phone.lang}}
        mine = {catalog(phone.lang).render(e.msg) for e in private if seat in e.audience}
        secrets -= mine  # the same words may be true of this seat too (two evil players both told "You are evil")
        for text in phone.raw:
            decoded = json.loads(text)
            found = [s for s in secrets if s and (s in text or any(s in part for part in strings(decoded)))]
            assert not found, f"seat {seat} received another seat's secret {found!r} in {text[:300]}"
            if decoded.get("type") == "state":
                assert decoded["seat"] == seat
                assert set(decoded) == {"type", "rev", "seat", "name", "lang", "dir", "texts", "phase", "night", "round", "secret",
                                        "choices", "result", "step", "new", "aids"}
            checked += 1
    return checked
