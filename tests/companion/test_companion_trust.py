"""Phones a table can trust (issue 31, points 1 and 5), with real clients on real sockets: a seat whose secrets were
shown is taken only when the moderator accepts, seats that play on the laptop, idle and hostile connections never
lock out a phone with its token, every malformed message is answered, problems are logged, the journal is owner-only.
"""

from __future__ import annotations

import json
import stat
from typing import Any

import pytest

from desktop.companion import Limits, SeatBook, book_from_entries
from desktop.controller import GameController
from desktop.saves import SaveStore
from engine.journal import read_journal
from tests.companion.conftest import toy_controller
from tests.companion.phones import Phone
from tests.toygame import GAME as TOY


def test_a_shown_seat_is_taken_only_when_the_moderator_accepts(qtbot, serve, toy_plugin):
    controller = toy_controller(4)
    server = serve(controller, toy_plugin)
    first = Phone(qtbot, server)
    first.join(0)  # before anything secret was shown for seat 0: a free seat is simply taken
    assert server.secret_shown(0) and server.book.shown == {0}
    with qtbot.waitSignal(server.bookChanged):
        assert server.release(0)
    # A released seat whose secrets were shown is not blocked: a phone may ask for it, and the moderator decides.
    listed = first.expect("seats")["seats"][0]
    assert listed["free"] and listed["ask"] and not listed["laptop"] and server.book.laptop == set()
    thief = Phone(qtbot, server).wait_open()
    thief.send({"type": "hello", "token": ""})
    thief.expect("seats")
    # Set to play on the laptop (the explicit tick), no phone may ask for it; unticked, phones may ask again.
    assert server.set_laptop(0, True)
    assert thief.expect("seats")["seats"][0]["laptop"]
    thief.send({"type": "claim", "seat": 0})
    assert thief.expect("error")["code"] == "on_laptop" and server.requests() == []
    assert server.set_laptop(0, False)
    listed = thief.expect("seats")["seats"][0]
    assert listed["free"] and listed["ask"] and not listed["laptop"]
    with qtbot.waitSignal(server.requestsChanged):
        thief.send({"type": "claim", "seat": 0})
    asking = thief.expect("asking")
    assert asking["seat"] == 0 and asking["message"] and server.requests() == [0]
    assert not server.book.is_taken(0) and server.seat_state(0) == "free"
    other = Phone(qtbot, server).wait_open()
    other.send({"type": "claim", "seat": 0})
    assert other.expect("error")["code"] == "seat_asked"
    assert server.refuse(0)
    assert thief.expect("error")["code"] == "request_refused" and server.requests() == []
    thief.send({"type": "claim", "seat": 0})
    thief.expect("asking")
    with qtbot.waitSignal(server.seatAccepted) as accepted:
        assert server.accept(0)
    assert accepted.args == [0]
    assert thief.expect("joined")["token"] and thief.expect("state")["seat"] == 0
    assert server.seat_state(0) == "connected"
    # A seat seen on the laptop (its private messages marked delivered) is asked for too.
    controller.mark_delivered(1)
    late = Phone(qtbot, server).wait_open()
    late.send({"type": "claim", "seat": 1})
    late.expect("asking")
    late.close()  # a phone that goes away withdraws its request
    qtbot.waitUntil(lambda: server.requests() == [])
    # Nothing shown for seat 2: it is simply taken. Seat 3 set to the laptop: never.
    assert Phone(qtbot, server).join(2)["seat"] == 2
    assert server.set_laptop(3, True) and not server.set_laptop(2, True)
    late = Phone(qtbot, server).wait_open()
    late.send({"type": "claim", "seat": 3})
    assert late.expect("error")["code"] == "on_laptop"
    book = SeatBook.from_json(json.loads(json.dumps(server.book.to_json())))
    assert book.taken_seats() == [0, 2] and book.laptop == {3} and {0, 2} <= book.shown
    for bad in ({"seats": 3, "laptop": [7]}, {"seats": 3, "shown": "0"},
                {"seats": 3, "tokens": {"1": "x" * 43}, "laptop": [1]}):
        with pytest.raises(ValueError):
            SeatBook.from_json(bad)
    assert server.errors == 0


def test_the_seat_book_with_its_laptop_seats_is_journaled_owner_only_and_resumed(qtbot, tmp_path):
    store = SaveStore(tmp_path / "games")
    controller = GameController.new_game(TOY, toy_controller(3).setup, store, seed=7)
    path = controller.session.journal.path
    book = SeatBook(3)
    token = book.claim(1)
    book.set_laptop(2, True)
    book.mark_shown(1)
    controller.record_phones(book.to_json())
    assert stat.S_IMODE(path.stat().st_mode) == 0o600, "the journal holds the seat tokens: owner only"
    controller.session.journal.close()
    path.chmod(0o644)  # a journal written before: resuming makes it owner-only
    resumed = GameController.resume(path, store)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    back = SeatBook.from_json(resumed.phone_book)
    assert back.seat_of(token) == 1 and back.laptop == {2} and back.shown == {1}
    _header, entries, _size = read_journal(path)
    assert book_from_entries(entries).laptop == {2}
    resumed.session.journal.close()


def test_a_socket_that_never_says_hello_is_dropped(qtbot, serve, toy_plugin):
    server = serve(toy_controller(), toy_plugin, limits=Limits(hello_ms=300))
    silent = Phone(qtbot, server).wait_open()
    polite = Phone(qtbot, server).wait_open()
    polite.send({"type": "hello", "token": ""})
    polite.expect("seats")
    qtbot.waitUntil(lambda: silent.closed, timeout=5000)
    assert not polite.closed and server.connection_count() == 1


def test_idle_connections_never_lock_out_a_phone_coming_back_with_its_token(qtbot, serve, toy_plugin):
    server = serve(toy_controller(), toy_plugin)  # default limits: 64 at once, 16 seatless per address
    phone = Phone(qtbot, server)
    phone.join(1)
    token = phone.token
    phone.close()
    idle = [Phone(qtbot, server) for _ in range(300)]  # they never say hello
    qtbot.waitUntil(lambda: sum(1 for p in idle if p.closed) >= 300 - server.limits.per_address, timeout=30_000)
    assert server.connection_count() <= server.limits.per_address
    back = Phone(qtbot, server, token=token)
    assert back.join(1)["seat"] == 1 and server.seat_state(1) == "connected"
    more = [Phone(qtbot, server) for _ in range(40)]
    qtbot.waitUntil(lambda: sum(1 for p in more if p.closed) >= 40 - server.limits.per_address + 1, timeout=30_000)
    assert not back.closed and server.seat_state(1) == "connected", "a seat holder is never closed for newcomers"
    assert server.errors == 0


MALFORMED: list[str] = [
    '{"type": "hello", "token": "\\ud800"}',  # a lone surrogate
    '{"type": "hello", "token": "\\udfff\\ud800x"}',
    '{"type": "hello", "token": 5}', '{"type": "hello", "token": []}', '{"type": "hello", "token": {"a": 1}}',
    '{"type": "hello", "token": "' + "x" * 200 + '"}', '{"type": "hello", "lang": ["fa"]}', '{"type": "hello", "lang": "\\ud800"}',
    '{"type": "claim", "seat": "1"}', '{"type": "claim", "seat": 1.5}', '{"type": "claim", "seat": true}',
    '{"type": "claim", "seat": -1}', '{"type": "claim", "seat": 10000000000000000000000}', '{"type": "claim"}',
    '{"type": "act"}', '{"type": "act", "rev": "x", "action": 5, "params": []}', '{"type": "seen", "rev": null}',
    '{"type": "lang", "lang": 7}', '{"type": "ping", "x": "\\ud800"}', '{"type": "\\ud800"}', '{"type": null}',
    '"hello"', '[]', 'null', '{', '\ud800', '{"type": "hello", "token": "' + "\\ud800" * 50 + '"}',
]


@pytest.mark.parametrize("joined", [False, True])
def test_every_malformed_message_gets_an_answer_and_never_an_exception(qtbot, serve, toy_plugin, joined: bool):
    controller = toy_controller()
    server = serve(controller, toy_plugin)
    phone = Phone(qtbot, server)
    if joined:
        phone.join(0)
        acts = ['{"type": "act", "rev": %d, "action": "guess", "params": {"target": {"x": [1]}, "colour": []}}',
                '{"type": "act", "rev": %d, "action": "guess", "params": {"target": "\\ud800"}}',
                '{"type": "act", "rev": %d, "action": "\\ud800", "params": {}}']
        messages = MALFORMED[8:] + [a % server.rev for a in acts]
    else:
        phone.wait_open()
        messages = MALFORMED
    for text in messages:
        before = len(phone.messages)
        phone.send_raw(text)
        qtbot.waitUntil(lambda before=before: len(phone.messages) > before or phone.closed, timeout=5000)
        assert not phone.closed, text
    assert server.errors == 0


def test_the_servers_problems_go_to_the_log_in_the_data_folder(qtbot, monkeypatch, tmp_path, toy_plugin):
    import desktop.companion.panel as panel

    monkeypatch.setattr(panel, "default_save_dir", lambda: tmp_path / "data" / "games")
    server: Any = panel.start_server(toy_controller(), toy_plugin, host="127.0.0.1")
    assert server is not None
    try:
        server.problem.emit("KeyError: 'x'")
        log = tmp_path / "data" / "phones.log"
        assert panel.problem_log_path() == log and "KeyError: 'x'" in log.read_text()
    finally:
        server.stop()
        server.deleteLater()
