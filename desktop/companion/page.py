"""The phone page over HTTP: a small GET-only server on a QTcpServer that answers exactly the files of
resources/phone/ read at start (an allow-list by name: no path is ever joined to a folder). A section of
CompanionServer (desktop/companion/server.py), as the console's sections are of its window."""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QTcpSocket

WS_PORT_MARK = b"{{WS_PORT}}"

if TYPE_CHECKING:
    from .connections import Limits


class PageService:
    """The HTTP side of :class:`~desktop.companion.server.CompanionServer`."""

    limits: Limits
    _files: dict[str, tuple[bytes, str]]
    _http_buffers: dict[QTcpSocket, bytes]

    def _http_connection(self) -> None:
        while self._http.hasPendingConnections():
            socket = self._http.nextPendingConnection()
            if socket is None:
                break
            self._http_buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._guard(self._http_read, s))
            socket.disconnected.connect(lambda s=socket: self._http_drop(s))
            QTimer.singleShot(self.limits.http_timeout_ms, socket, lambda s=socket: self._http_timeout(s))

    def _http_drop(self, socket: QTcpSocket) -> None:
        self._http_buffers.pop(socket, None)
        if shiboken6.isValid(socket):
            socket.deleteLater()

    def _http_timeout(self, socket: QTcpSocket) -> None:
        if socket in self._http_buffers:
            socket.abort()

    def _http_read(self, socket: QTcpSocket) -> None:
        if socket not in self._http_buffers:
            return
        data = self._http_buffers[socket] + bytes(socket.readAll().data())
        end = data.find(b"\r\n\r\n")
        if end > self.limits.http_head or (end < 0 and len(data) > self.limits.http_head):
            del self._http_buffers[socket]
            self._http_reply(socket, 431, b"text/plain", b"request too large")
            return
        if end < 0:
            self._http_buffers[socket] = data
            return
        del self._http_buffers[socket]
        line = data[:data.find(b"\r\n")].decode("latin-1")
        parts = line.split(" ")
        if len(parts) != 3 or not parts[2].startswith("HTTP/1."):
            self._http_reply(socket, 400, b"text/plain", b"bad request")
            return
        method, target = parts[0], parts[1]
        if method not in ("GET", "HEAD"):
            self._http_reply(socket, 405, b"text/plain", b"only GET")
            return
        path = target.split("?", 1)[0].split("#", 1)[0]
        name = "index.html" if path == "/" else path[1:] if path.startswith("/") else ""
        if name not in self._files:
            self._http_reply(socket, 404, b"text/plain", b"not found", head=method == "HEAD")
            return
        body, mime = self._files[name]
        if name == "index.html":
            body = body.replace(WS_PORT_MARK, str(self.ws_port).encode())
        self._http_reply(socket, 200, mime.encode(), body, head=method == "HEAD")

    def _http_reply(self, socket: QTcpSocket, status: int, mime: bytes, body: bytes, head: bool = False) -> None:
        reason = {200: b"OK", 400: b"Bad Request", 404: b"Not Found", 405: b"Method Not Allowed",
                  431: b"Request Header Fields Too Large"}[status]
        headers = [b"HTTP/1.1 %d %s" % (status, reason), b"Content-Type: " + mime, b"Content-Length: %d" % len(body),
                   b"Cache-Control: no-store", b"X-Content-Type-Options: nosniff", b"Referrer-Policy: no-referrer",
                   b"X-Frame-Options: DENY",
                   b"Content-Security-Policy: default-src 'self'; connect-src ws:; frame-ancestors 'none'",
                   b"Connection: close"]
        socket.write(b"\r\n".join(headers) + b"\r\n\r\n" + (b"" if head else body))
        socket.disconnectFromHost()
