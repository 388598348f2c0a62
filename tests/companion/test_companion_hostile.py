"""Hostile clients: each refused with a clear reason, and the server and the game keep running (issue 15)."""

from __future__ import annotations

import json

from PySide6.QtCore import QUrl
from PySide6.QtNetwork import QAbstractSocket
from PySide6.QtWebSockets import QWebSocket

from desktop.companion import Limits
from tests.companion.conftest import toy_controller
from tests.companion.phones import Phone, audit, get


def turn_of(controller) -> int:
    return controller.choices()[0].player


def test_bad_tokens_other_seats_stale_and_out_of_turn_actions(qtbot, serve, toy_plugin):
    controller = toy_controller()
    server = serve(controller, toy_plugin)
    turn = turn_of(controller)
    other = (turn + 1) % 3
    mover, idle = Phone(qtbot, server), Phone(qtbot, server)
    mover.join(turn)
    idle.join(other)
    before = len(controller.session.groups)

    stranger = Phone(qtbot, server).wait_open()
    stranger.send({"type": "act", "rev": server.rev, "action": "guess", "params": {"target": other, "colour": "red"}})
    assert stranger.expect("error")["code"] == "not_joined"
    stranger.send({"type": "hello", "token": "A" * 43})
    assert stranger.expect("error")["code"] == "bad_token"
    stranger.send({"type": "hello", "token": {"seat": 0}})
    assert stranger.expect("error")["code"] == "bad_token"

    # Acting for another seat: the seat named is not the phone's own.
    idle.send({"type": "act", "rev": server.rev, "player": turn, "action": "guess", "params": {"target": other, "colour": "red"}})
    assert idle.expect("refused")["code"] == "not_your_seat"
    idle.send({"type": "act", "rev": server.rev, "player": True, "action": "guess", "params": {"target": turn, "colour": "red"}})
    assert idle.expect("refused")["code"] == "not_your_seat"
    # Out of turn: the engine's own reason.
    idle.send({"type": "act", "rev": server.rev, "action": "guess", "params": {"target": turn, "colour": "red"}})
    answer = idle.expect("refused")
    assert answer["code"] == "engine" and answer["message"]
    # Malformed actions.
    for bad in ({"action": "guess"}, {"action": 5, "params": {}}, {"action": "guess", "params": [1, 2]},
                {"action": "guess", "params": {"target": {"x": 1}, "colour": "red"}},
                {"action": "guess", "params": {"target": 1.5, "colour": "red"}},
                {"action": "explode", "params": {}}):
        mover.send({"type": "act", "rev": server.rev, **bad})
        assert mover.expect("refused")["message"], bad
    assert len(controller.session.groups) == before  # nothing happened

    # A replayed action: the same message twice, the second against a table that has moved on.
    move = {"type": "act", "rev": server.rev, "action": "guess", "params": {"target": other, "colour": "blue"}}
    mover.send(move)
    mover.expect("accepted")
    mover.send(move)
    assert mover.expect("refused")["code"] == "stale"
    assert len(controller.session.groups) == before + 1
    assert server.errors == 0


def test_malformed_and_oversized_messages(qtbot, serve, toy_plugin):
    controller = toy_controller()
    server = serve(controller, toy_plugin)
    phone = Phone(qtbot, server)
    phone.join(0)
    for raw, code in (("{", "bad_json"), ("[]", "bad_json"), ("null", "bad_json"), ('{"type": 5}', "bad_json"),
                      ('"hello"', "bad_json"), ('{"type": "launch"}', "unknown_type"), ("[" * 2000 + "]" * 2000, "bad_json"),
                      (json.dumps({"type": "ping", "pad": "x" * 5000}), "too_big"), ("\u0000\ud7ff", "bad_json")):
        phone.send_raw(raw)
        error = phone.expect("error")
        assert error["code"] == code and error["message"], raw[:40]
    phone.ws.sendBinaryMessage(b"\x00\x01")
    assert phone.expect("error")["code"] == "bad_json"
    phone.send({"type": "lang", "lang": "klingon"})
    assert phone.expect("state")["lang"] == "en"
    # Far over the frame limit: the WebSocket itself is closed; everyone else goes on.
    witness = Phone(qtbot, server)
    witness.join(1)
    phone.send_raw("x" * (server.limits.frame_bytes + 10))
    qtbot.waitUntil(lambda: phone.closed, timeout=10_000)
    witness.send({"type": "ping"})
    assert witness.expect("pong")
    assert server.errors == 0


def test_a_flood_is_slowed_then_cut_off(qtbot, serve, toy_plugin):
    server = serve(toy_controller(), toy_plugin, limits=Limits(rate=5, burst=10, flood=50))
    phone = Phone(qtbot, server).wait_open()
    for _ in range(200):
        phone.send({"type": "ping"})
    qtbot.waitUntil(lambda: phone.closed, timeout=10_000)
    codes = [m.get("code") for m in phone.messages if m["type"] == "error"]
    assert "slow_down" in codes
    assert 10 <= sum(1 for m in phone.messages if m["type"] == "pong") < 200
    calm = Phone(qtbot, server).wait_open()
    calm.send({"type": "ping"})
    assert calm.expect("pong")


def test_join_attempts_are_limited(qtbot, serve, toy_plugin):
    server = serve(toy_controller(), toy_plugin, limits=Limits(join_failures=5))
    owner = Phone(qtbot, server)
    owner.join(0)
    grabber = Phone(qtbot, server).wait_open()
    for _ in range(3):
        grabber.send({"type": "claim", "seat": 0})
        assert grabber.expect("error")["code"] == "seat_taken"
    for bad in (99, "1"):
        grabber.send({"type": "claim", "seat": bad})
        assert grabber.expect("error")["code"] == "not_a_seat"
    grabber.send({"type": "claim", "seat": 1})  # even a free seat, now: this address has tried too often
    assert grabber.expect("error")["code"] == "too_many_attempts"
    again = Phone(qtbot, server).wait_open()  # a new connection from the same address changes nothing
    again.send({"type": "hello", "token": "B" * 43})
    assert again.expect("error")["code"] == "too_many_attempts"
    assert not server.book.is_taken(1)
    assert owner.join(0)  # the real phone is untouched


def test_the_websocket_checks_its_origin(qtbot, serve, toy_plugin):
    server = serve(toy_controller(), toy_plugin)
    for origin in ("http://evil.example", f"http://127.0.0.1:{server.http_port + 1}", f"https://127.0.0.1:{server.http_port}",
                   "", "null", f"http://evil.example:{server.http_port}"):
        phone = Phone(qtbot, server, origin=origin)
        qtbot.waitUntil(lambda phone=phone: phone.closed, timeout=10_000)
        assert not phone.messages, origin
    good = Phone(qtbot, server, origin=f"http://localhost:{server.http_port}")
    assert good.join(0)["seat"] == 0


def test_a_thousand_rapid_reconnects(qtbot, serve, toy_plugin):
    controller = toy_controller()
    server = serve(controller, toy_plugin)
    first = Phone(qtbot, server)
    first.join(1)
    token = first.token
    first.close()
    for _ in range(1000):
        phone = Phone(qtbot, server, token=token)
        assert phone.join(1)["seat"] == 1
        phone.ws.abort()  # gone without a goodbye, like a phone losing the network
    qtbot.waitUntil(lambda: server.connection_count() == 0, timeout=20_000)
    last = Phone(qtbot, server, token=token)
    assert last.join(1)["seat"] == 1
    assert server.seat_state(1) == "connected" and server.book.taken_seats() == [1]
    assert audit(controller, {1: last}) > 0
    assert get(qtbot, server.http_port, "/")[0] == 200
    assert server.errors == 0


def test_more_connections_than_allowed_are_turned_away(qtbot, serve, toy_plugin):
    server = serve(toy_controller(), toy_plugin, limits=Limits(connections=8))
    sockets = []
    for _ in range(12):
        ws = QWebSocket(f"http://127.0.0.1:{server.http_port}")
        ws.open(QUrl(f"ws://127.0.0.1:{server.ws_port}/"))
        sockets.append(ws)
    qtbot.waitUntil(lambda: server.connection_count() == 8, timeout=10_000)
    qtbot.waitUntil(lambda: sum(ws.state() == QAbstractSocket.SocketState.UnconnectedState for ws in sockets) == 4,
                    timeout=10_000)
    for ws in sockets:
        ws.abort()
    qtbot.waitUntil(lambda: server.connection_count() == 0, timeout=10_000)
    assert Phone(qtbot, server).join(0)


def test_a_server_deleted_with_phones_connected_goes_quietly(qtbot, qapp, toy_plugin):
    """The console closing a game may delete the server without stop(): its sockets go with it, no error."""
    from desktop.companion import CompanionServer

    server = CompanionServer(toy_controller(), toy_plugin, host="127.0.0.1")
    assert server.start()
    phones = [Phone(qtbot, server) for _ in range(3)]
    for seat, phone in enumerate(phones):
        phone.join(seat)
    server.deleteLater()
    qtbot.waitUntil(lambda: all(p.closed for p in phones), timeout=10_000)
