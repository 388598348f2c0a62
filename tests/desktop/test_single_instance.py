"""One Tablekeeper per user data folder: a second launch brings the first forward; a crashed one does not block."""

from __future__ import annotations

import os
import select
import signal
import stat
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtWidgets import QWidget

from desktop.instance import RAISE, RAISED, SingleInstance, server_name

ROOT = Path(__file__).resolve().parents[2]


def wait_for(condition: Callable[[], bool], timeout: float, what: str) -> None:
    """Poll ``condition`` (a child process's state, which no Qt signal reports here) until it holds."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)


def environment(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update({"QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(home / "data"),
                "XDG_CONFIG_HOME": str(home / "config"), "TABLEKEEPER_SILENT": "1", "PYTHONPATH": str(ROOT)})
    return env


def launch(home: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-m", "desktop", "--lang", "en"], cwd=ROOT, env=environment(home),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def lock_file(home: Path) -> Path | None:
    found = sorted((home / "data").rglob("tablekeeper.lock"))
    return found[0] if found else None


def lock_pid(home: Path) -> int | None:
    path = lock_file(home)
    try:
        return int(path.read_text().split("\n", 1)[0]) if path is not None else None
    except (OSError, ValueError):
        return None


def answers(name: str) -> bool:
    socket = QLocalSocket()
    socket.connectToServer(name)
    ok = socket.waitForConnected(200)
    socket.abort()
    return ok


def wait_until_serving(home: Path, process: subprocess.Popen[bytes]) -> str:
    wait_for(lambda: lock_pid(home) == process.pid or process.poll() is not None, 60, "the app to take the lock")
    assert process.poll() is None, process.communicate()
    lock = lock_file(home)
    assert lock is not None
    name = server_name(lock.parent)
    wait_for(lambda: answers(name), 30, "the app to listen")
    return name


def read_stderr_until(process: subprocess.Popen[bytes], text: str, timeout: float) -> str:
    assert process.stderr is not None
    seen = b""
    deadline = time.monotonic() + timeout
    while text.encode() not in seen:
        left = deadline - time.monotonic()
        if left <= 0 or (process.poll() is not None and not select.select([process.stderr], [], [], 0)[0]):
            break
        if select.select([process.stderr], [], [], left)[0]:
            chunk = os.read(process.stderr.fileno(), 4096)
            if not chunk:
                break
            seen += chunk
    return seen.decode(errors="replace")


def stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.kill()
    process.communicate(timeout=30)


@pytest.mark.timeout(300) if hasattr(pytest.mark, "timeout") else (lambda f: f)
def test_a_second_launch_brings_the_first_forward_and_a_crash_leaves_no_lock(tmp_path: Path) -> None:
    first = launch(tmp_path)
    try:
        wait_until_serving(tmp_path, first)
        second = subprocess.run([sys.executable, "-m", "desktop", "--lang", "en"], cwd=ROOT, env=environment(tmp_path),
                                capture_output=True, timeout=120)
        assert second.returncode == 0, second.stderr.decode()
        assert first.poll() is None, "the first app keeps running"
        assert lock_pid(tmp_path) == first.pid

        # The first cannot answer (stopped): a second launch says plainly that Tablekeeper is already running.
        first.send_signal(signal.SIGSTOP)
        third = launch(tmp_path)
        try:
            said = read_stderr_until(third, "already running", 120)
            assert "Tablekeeper is already running" in said, said
            assert lock_pid(tmp_path) == first.pid, "the running app keeps its lock"
        finally:
            stop(third)
        first.send_signal(signal.SIGCONT)

        # kill -9: the lock stays behind, naming a dead process; the next start takes it over.
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=30)
        assert lock_file(tmp_path) is not None, "a crash leaves its lock file"
        after = launch(tmp_path)
        try:
            wait_until_serving(tmp_path, after)
            assert lock_pid(tmp_path) == after.pid
        finally:
            stop(after)
    finally:
        stop(first)


def test_the_running_app_answers_a_later_launch_and_releases_its_lock(qtbot, tmp_path: Path) -> None:
    first = SingleInstance(tmp_path / "data")
    assert first.acquire()
    assert not SingleInstance(tmp_path / "data").acquire(), "one app per data folder"
    other = SingleInstance(tmp_path / "other")
    assert other.acquire(), "another user folder is another app"
    other.release()
    socket = QLocalSocket()
    with qtbot.waitSignal(first.activated, timeout=5000):
        socket.connectToServer(server_name(tmp_path / "data"))
        assert socket.waitForConnected(2000)
        socket.write(RAISE)
        socket.flush()
    qtbot.waitUntil(lambda: socket.bytesAvailable() > 0 or socket.waitForReadyRead(10), timeout=5000)
    assert bytes(socket.readAll().data()) == RAISED
    socket.abort()
    first.release()
    later = SingleInstance(tmp_path / "data")
    assert later.acquire(), "released when the app quits"
    later.release()


@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support activateWindow",
                           "This plugin does not support propagateSizeHints")
def test_coming_forward_shows_the_current_window(qtbot, language, settings, store) -> None:
    from desktop.app import Shell

    shell = Shell(language, settings, store)
    shell.start()
    assert shell.wizard is not None
    wizard: QWidget = shell.wizard
    wizard.showMinimized()
    qtbot.waitUntil(wizard.isMinimized)
    shell.bring_forward()
    qtbot.waitUntil(lambda: not wizard.isMinimized() and wizard.isVisible())
    wizard.close()


def test_the_socket_is_for_its_user_only(qtbot, tmp_path: Path) -> None:
    """Issue 32: another user of the machine can neither read nor write the socket that raises the window, whatever
    the umask (a usual 022 would leave it readable by everyone without the user-only option)."""
    old = os.umask(0o022)
    try:
        instance = SingleInstance(tmp_path / "data")
        assert instance.acquire()
    finally:
        os.umask(old)
    try:
        assert instance.server is not None
        path = Path(instance.server.fullServerName())
        mode = path.stat().st_mode
        assert stat.S_ISSOCK(mode), path
        assert stat.S_IMODE(mode) & 0o077 == 0, oct(stat.S_IMODE(mode))
    finally:
        instance.release()
