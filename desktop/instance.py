"""One Tablekeeper per user data folder: two apps on one autosave would each drop the other's moves.

The first app holds a QLockFile in the data folder and listens on a local socket named after that folder. A second
launch fails to take the lock, asks the first (over the socket) to bring its window forward and exits. A lock left
by a crash (kill -9) does not count: QLockFile sees that the process that wrote it is gone and takes it over.

The lock is taken before the first window; the socket (QtNetwork, 10 ms of a start) is opened right after that
window's first frame (``listen``), and a later launch that finds the lock taken waits for it a moment (``ping``).
"""

from __future__ import annotations

import time
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject, QStandardPaths, Signal

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

RAISE = b"raise\n"
RAISED = b"raised\n"


def default_data_folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".local" / "share" / "Tablekeeper")


def server_name(folder: Path) -> str:
    """The local socket's name: one per user and data folder (short: it becomes a socket path)."""
    import getpass

    from .digest import sha256_hex

    key = f"{getpass.getuser()}\0{folder.resolve()}".encode()
    return f"tablekeeper-{sha256_hex(key)[:16]}"


class SingleInstance(QObject):
    """``acquire()`` once at start-up; ``activated`` fires when a second launch asks for the window."""

    activated = Signal()

    def __init__(self, folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder or default_data_folder()
        self.lock = QLockFile(str(self.folder / "tablekeeper.lock"))
        self.lock.setStaleLockTime(0)  # stale only when its process is gone (never by age: a game may last hours)
        self.server: QLocalServer | None = None

    @cached_property
    def name(self) -> str:
        return server_name(self.folder)  # asked when listening or pinging, not before the first frame

    def acquire(self, listen: bool = True) -> bool:
        """True when this is the only app on the folder; it then listens for later launches (``listen``), or does
        when ``listen()`` is called (the app: after its first window's first frame)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        if not self.lock.tryLock(0):
            return False
        if listen:
            self.listen()
        return True

    def listen(self) -> None:
        """Answer later launches (once, while the lock is held)."""
        if self.server is not None or not self.lock.isLocked():
            return
        from PySide6.QtNetwork import QLocalServer

        QLocalServer.removeServer(self.name)  # a socket left by a crash; the lock says nobody is using it
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if server.listen(self.name):
            server.newConnection.connect(self._on_connection)
            self.server = server

    def ping(self, timeout_ms: int = 3000) -> bool:
        """Ask the app holding the lock to come forward; True when it answered. It may have just started and not be
        listening yet: connecting is tried again until ``timeout_ms``."""
        from PySide6.QtNetwork import QLocalSocket

        deadline = time.monotonic() + timeout_ms / 1000
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        while not socket.waitForConnected(max(1, round((deadline - time.monotonic()) * 1000))):
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.05)  # no server yet (it opens after the first frame), or gone: the lock says it is there
            socket.connectToServer(self.name)
        socket.write(RAISE)
        socket.flush()
        answer = b""
        while RAISED not in answer and socket.waitForReadyRead(timeout_ms):
            answer += bytes(socket.readAll().data())
        socket.disconnectFromServer()
        return RAISED in answer

    def _on_connection(self) -> None:
        assert self.server is not None
        while (socket := self.server.nextPendingConnection()) is not None:  # a child of the server: dies with it
            socket.readyRead.connect(lambda s=socket: self._on_message(s))

    def _on_message(self, socket: QLocalSocket) -> None:
        if socket.canReadLine() and bytes(socket.readLine().data()) == RAISE:
            self.activated.emit()
            socket.write(RAISED)
            socket.flush()

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()
