"""One Tablekeeper per user data folder: two apps on one autosave would each drop the other's moves.

The first app holds a QLockFile in the data folder and listens on a local socket named after that folder. A second
launch fails to take the lock, asks the first (over the socket) to bring its window forward and exits. A lock left
by a crash (kill -9) does not count: QLockFile sees that the process that wrote it is gone and takes it over.
"""

from __future__ import annotations

import getpass
import hashlib
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QStandardPaths, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

RAISE = b"raise\n"
RAISED = b"raised\n"


def default_data_folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".local" / "share" / "Tablekeeper")


def server_name(folder: Path) -> str:
    """The local socket's name: one per user and data folder (short: it becomes a socket path)."""
    key = f"{getpass.getuser()}\0{folder.resolve()}".encode()
    return f"tablekeeper-{hashlib.sha256(key).hexdigest()[:16]}"


class SingleInstance(QObject):
    """``acquire()`` once at start-up; ``activated`` fires when a second launch asks for the window."""

    activated = Signal()

    def __init__(self, folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder or default_data_folder()
        self.name = server_name(self.folder)
        self.lock = QLockFile(str(self.folder / "tablekeeper.lock"))
        self.lock.setStaleLockTime(0)  # stale only when its process is gone (never by age: a game may last hours)
        self.server: QLocalServer | None = None

    def acquire(self) -> bool:
        """True when this is the only app on the folder (it then listens for later launches)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        if not self.lock.tryLock(0):
            return False
        QLocalServer.removeServer(self.name)  # a socket left by a crash; the lock says nobody is using it
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if server.listen(self.name):
            server.newConnection.connect(self._on_connection)
            self.server = server
        return True

    def ping(self, timeout_ms: int = 3000) -> bool:
        """Ask the app holding the lock to come forward; True when it answered."""
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(timeout_ms):
            return False
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
