"""The phones' seat book is game state: journaled by the controller, restored on resume, a damaged line refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.companion import SeatBook
from desktop.controller import GameController
from desktop.saves import ResumeError, SaveStore
from engine.core import Setup
from tests.companion.conftest import NAMES
from tests.toygame import GAME as TOY


def _game(tmp_path: Path) -> GameController:
    setup = Setup("toy", NAMES[:3], TOY.recommended_roles(3, {}))
    return GameController.new_game(TOY, setup, SaveStore(tmp_path / "games"), seed=5)


def test_the_seat_book_is_journaled_and_restored_on_resume(qapp, tmp_path: Path) -> None:
    controller = _game(tmp_path)
    book = SeatBook(3)
    token = book.claim(1)
    controller.record_phones(book.to_json())
    path = controller.journal_path
    assert path is not None
    controller.close()
    resumed = GameController.resume(path, SaveStore(tmp_path / "games"))
    assert resumed.phone_book is not None
    again = SeatBook.from_json(resumed.phone_book)
    assert again.seat_of(token) == 1 and not again.is_taken(0)
    resumed.close()


@pytest.mark.parametrize("line", [{"phones": "all"}, {"phones": {"seats": 9, "tokens": {}}},
                                  {"phones": {"seats": 3, "tokens": {"7": "x" * 40}}}])
def test_a_damaged_seat_book_line_is_refused_and_the_file_left_alone(qapp, tmp_path: Path, line: dict) -> None:
    controller = _game(tmp_path)
    path = controller.journal_path
    assert path is not None
    controller.close()
    with path.open("a", encoding="utf-8") as journal:
        journal.write(json.dumps(line) + "\n")
    before = path.read_bytes()
    with pytest.raises(ResumeError, match="damaged"):
        GameController.resume(path, SaveStore(tmp_path / "games"))
    assert path.read_bytes() == before


def test_the_ports_go_with_the_book_and_a_resumed_server_listens_on_them(qapp, qtbot, tmp_path: Path, toy_plugin) -> None:
    """The journaled book names the ports the server listened on; a resumed game's server listens on them again
    (the pages still open on the phones reconnect to the same address), or on free ones if they are taken."""
    from desktop.companion.panel import start_server

    controller = _game(tmp_path)
    server = start_server(controller, toy_plugin, host="127.0.0.1")
    assert server is not None
    ports = (server.http_port, server.ws_port)
    assert controller.phone_book is not None and controller.phone_book["ports"] == list(ports)
    server.stop()
    path = controller.journal_path
    controller.close()
    resumed = GameController.resume(path, SaveStore(tmp_path / "games"))
    book = SeatBook.from_json(resumed.phone_book)
    assert book.ports == ports
    again = start_server(resumed, toy_plugin, book=book, host="127.0.0.1")
    assert again is not None and (again.http_port, again.ws_port) == ports
    # Both ports taken now (by the server still running): the next one listens elsewhere.
    other = start_server(resumed, toy_plugin, book=SeatBook.from_json(resumed.phone_book), host="127.0.0.1")
    assert other is not None and other.http_port not in ports and other.listening
    for s in (again, other):
        s.stop()
    resumed.close()
    for bad in ([1], [0, 80], ["80", 81], [80, 70000], True):
        with pytest.raises(ValueError):
            SeatBook.from_json({"seats": 3, "tokens": {}, "ports": bad})
