"""Joining, holding a seat, seeing one's own card, the page and its files (issue 15)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QWidget

from desktop.companion import SeatBook, join_qr_image, join_qr_matrix, join_qr_svg
from desktop.companion.lang import phone_catalog as catalog
from desktop.companion.protocol import state_message
from desktop.companion.seats import TOKEN_BYTES
from tests.companion.conftest import avalon_controller, toy_controller
from tests.companion.phones import Phone, audit, get


def test_a_phone_joins_a_free_seat_and_sees_only_its_own_card(qtbot, serve, toy_plugin):
    controller = toy_controller()
    server = serve(controller, toy_plugin)
    assert server.url == f"http://127.0.0.1:{server.http_port}/"
    ana = Phone(qtbot, server).wait_open()
    ana.send({"type": "hello", "lang": "en"})
    seats = ana.expect("seats")
    assert [(s["name"], s["free"]) for s in seats["seats"]] == [("Ana", True), ("Binh", True), ("Chi", True)]
    ana.send({"type": "claim", "seat": 0})
    joined = ana.expect("joined")
    assert joined["seat"] == 0 and joined["name"] == "Ana"
    assert len(joined["token"]) >= 43 and TOKEN_BYTES * 8 >= 128  # 256 random bits, URL-safe base64
    state = ana.expect("state")
    colour = controller.seat_view(0)["seats"][0]["colour"]
    assert state["secret"]["lines"] == [f"Ana is {colour}."]
    assert server.seat_state(0) == "connected" and server.seat_state(1) == "free"

    # The seat list of a phone still choosing shows Ana's seat taken at once.
    binh = Phone(qtbot, server).wait_open()
    binh.send({"type": "hello"})
    assert [s["free"] for s in binh.expect("seats")["seats"]] == [False, True, True]
    binh.send({"type": "claim", "seat": 0})
    refusal = binh.expect("error")
    assert refusal["code"] == "seat_taken" and "release" in refusal["message"]
    binh.send({"type": "claim", "seat": 1})
    assert binh.expect("state")["secret"]["lines"] == [f"Binh is {controller.seat_view(1)['seats'][1]['colour']}."]
    assert audit(controller, {0: ana, 1: binh}) > 0

    # Holding to look is reported to the console (which may then count the deal as seen).
    with qtbot.waitSignal(server.seatLooked, timeout=5000) as looked:
        ana.send({"type": "seen", "rev": ana.latest_state()["rev"]})
    assert looked.args == [0]
    # A look at an older state than the table's is not taken as seen: what waits now may not have been shown.
    looks: list[int] = []
    server.seatLooked.connect(looks.append)
    ana.skip()
    ana.send({"type": "seen", "rev": server.rev - 1})
    assert ana.expect("refused")["code"] == "stale" and looks == []


def test_the_audit_catches_a_leak(qtbot, serve, toy_plugin):
    """The secrecy audit is not vacuous: another seat's line in a frame fails it."""
    controller = toy_controller()
    server = serve(controller, toy_plugin)
    ana = Phone(qtbot, server)
    ana.join(0)
    colour = controller.seat_view(1)["seats"][1]["colour"]
    ana.raw.append(json.dumps({"type": "state", "x": f"Binh is {colour}."}))
    with pytest.raises(AssertionError, match="another seat's secret"):
        audit(controller, {0: ana})


def test_a_reloaded_page_comes_back_to_its_seat_and_a_released_seat_does_not(qtbot, serve, toy_plugin):
    controller = toy_controller()
    server = serve(controller, toy_plugin)
    first = Phone(qtbot, server)
    first.join(2)
    token = first.token
    first.close()
    qtbot.waitUntil(lambda: server.seat_state(2) == "away")
    again = Phone(qtbot, server, token=token)  # the page reloaded: the token from localStorage
    state = again.join(2)
    assert state["seat"] == 2 and server.seat_state(2) == "connected"
    assert not [m for m in again.messages if m["type"] == "seats"]

    with qtbot.waitSignal(server.bookChanged, timeout=5000):
        assert server.release(2)
    assert again.expect("error")["code"] == "released"
    released = again.expect("seats")["seats"][2]
    # Its secrets were shown on that phone: free again, but a phone only asks for it (the moderator accepts).
    assert released["free"] and released["ask"] and not released["laptop"]
    stale = Phone(qtbot, server, token=token).wait_open()
    stale.send({"type": "hello", "token": token})
    assert stale.expect("error")["code"] == "bad_token"
    assert stale.expect("seats")
    stale.send({"type": "act", "rev": server.rev, "action": "guess", "params": {"target": 0, "colour": "red"}})
    assert stale.expect("error")["code"] == "not_joined"


def test_a_second_tab_takes_the_seat_over_and_the_first_is_told(qtbot, serve, toy_plugin):
    controller = toy_controller()
    server = serve(controller, toy_plugin)
    tab1 = Phone(qtbot, server)
    tab1.join(1)
    tab2 = Phone(qtbot, server, token=tab1.token)
    tab2.join(1)
    assert tab1.expect("error")["code"] == "replaced"
    qtbot.waitUntil(lambda: tab1.closed and server.connection_count() == 1)
    assert server.seat_state(1) == "connected"


def test_the_seat_book_survives_a_resume(qtbot, serve, toy_plugin):
    """What the console journals (book.to_json()) brings the phones back to their seats after a restart."""
    controller = toy_controller()
    server = serve(controller, toy_plugin)
    phone = Phone(qtbot, server)
    phone.join(0)
    saved = json.loads(json.dumps(server.book.to_json()))
    server.stop()
    qtbot.waitUntil(lambda: phone.closed)
    resumed = serve(controller, toy_plugin, book=SeatBook.from_json(saved))
    back = Phone(qtbot, resumed, token=phone.token)
    assert back.join(0)["seat"] == 0
    for bad in ({}, {"seats": 0}, {"seats": 3, "tokens": {"5": "x" * 43}}, {"seats": 3, "tokens": {"0": 7}},
                {"seats": True}, [], {"seats": 3, "tokens": {"a": "x" * 43}}):
        with pytest.raises(ValueError):
            SeatBook.from_json(bad)  # type: ignore[arg-type]


def test_tokens_are_unguessable_and_seats_bound_once():
    book = SeatBook(4)
    tokens = {book.claim(s) for s in range(4)}
    assert None not in tokens and len(tokens) == 4
    assert book.claim(0) is None and book.claim(4) is None and book.claim(-1) is None and book.claim(True) is None
    assert all(book.seat_of(t) == s for s, t in enumerate(sorted(tokens, key=lambda t: book.seat_of(t))))
    assert book.seat_of("") is None and book.seat_of(None) is None and book.seat_of("x" * 1000) is None
    version = book.version
    assert book.release(2) and not book.release(2) and book.version == version + 1
    assert book.laptop == set() and book.claim(2) is not None  # released is not "plays on the laptop"


def test_the_page_and_only_its_files_are_served(qtbot, serve, toy_plugin):
    server = serve(toy_controller(), toy_plugin)
    port = server.http_port
    status, headers, body = get(qtbot, port, "/")
    assert status == 200 and headers["content-type"].startswith("text/html")
    assert f'content="{server.ws_port}"' in body.decode() and b"{{WS_PORT}}" not in body
    assert "default-src 'self'" in headers["content-security-policy"] and headers["cache-control"] == "no-store"
    for path, mime in (("/app.js", "text/javascript"), ("/style.css", "text/css"), ("/index.html", "text/html"),
                       ("/app.js?v=2", "text/javascript")):
        status, headers, _ = get(qtbot, port, path)
        assert status == 200 and headers["content-type"].startswith(mime), path
    for path in ("/../desktop/controller.py", "/..%2fpyproject.toml", "/%2e%2e/%2e%2e/etc/passwd", "//etc/passwd",
                 "/resources/phone/app.js", "/app.js/../../pyproject.toml", "/phone/../app.js", "/.git/config",
                 "/app.js%00.html", "/APP.JS", "/\\..\\pyproject.toml", "/index.html/"):
        status, _, body = get(qtbot, port, path)
        assert status == 404 and b"[project]" not in body and b"root:" not in body, path
    from tests.companion.phones import http

    assert http(qtbot, port, b"POST / HTTP/1.1\r\nHost: x\r\n\r\n").startswith(b"HTTP/1.1 405")
    assert http(qtbot, port, b"garbage\r\n\r\n").startswith(b"HTTP/1.1 400")
    assert http(qtbot, port, b"GET /" + b"a" * 20000 + b" HTTP/1.1\r\n\r\n").startswith(b"HTTP/1.1 431")
    assert get(qtbot, port, "/")[0] == 200  # still serving


def test_the_join_qr_code_encodes_the_address_and_nothing_else(qtbot, serve, toy_plugin):
    server = serve(toy_controller(), toy_plugin)
    svg = join_qr_svg(server.url)
    assert svg.startswith("<svg") and "token" not in svg
    matrix = join_qr_matrix(server.url)
    assert len(matrix) == len(matrix[0]) >= 21
    image = join_qr_image(server.url, size=600)
    assert image.width() == image.height() and image.width() <= 600 and image.width() % (len(matrix) + 8) == 0
    assert image.pixelColor(0, 0).name() == "#ffffff"


class LanguageWatcher(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.changes = 0

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
        super().changeEvent(event)


def test_a_phone_in_another_language_leaves_the_console_as_it_is(qtbot, qapp):
    """Rendering a Vietnamese phone's buttons uses the plug-in and catalogues in Vietnamese, and no window
    of the laptop is told of a language change (nor is the laptop's language changed)."""
    controller, plugin = avalon_controller()
    watcher = LanguageWatcher()
    qtbot.addWidget(watcher)
    while controller.choices()[0].type == "begin":
        controller.act(controller.choices()[0].actions().__next__())
    leader = controller.choices()[0].player
    assert leader is not None
    team = controller.choices()[0]
    controller.act(next(team.actions()))
    english = QCoreApplication.translate("AvalonDesktop", "Approve")
    vote = state_message(controller, plugin, 0, "vi", 0, lambda _c: True)
    labels = [o["label"] for c in vote["choices"] for p in c["params"] for o in p["options"]]
    vi = catalog("vi")
    assert labels and all(label != "Approve" for label in labels), labels
    assert vote["secret"]["lines"][0] == vi.render(controller.session.events(0)[0].msg) or vote["secret"]["lines"]
    qapp.processEvents()
    assert watcher.changes == 0
    assert QCoreApplication.translate("AvalonDesktop", "Approve") == english


def test_a_phone_chooses_its_language_and_every_word_follows(qtbot, serve, toy_plugin):
    """The page's own words, the server's refusals and the direction come in the phone's language."""
    controller = toy_controller()
    server = serve(controller, toy_plugin)
    phone = Phone(qtbot, server, lang="vi").wait_open()
    phone.send({"type": "hello", "lang": "vi"})
    seats = phone.expect("seats")
    def words(lang: str, text: str) -> str:
        found = catalog(lang).tr(text, "Companion")
        assert found != text, f"{text!r} has no {lang} translation"
        return found

    assert seats["texts"]["choose_seat"] == words("vi", "Which seat is yours?") and seats["dir"] == "ltr"
    phone.send({"type": "claim", "seat": 9})
    assert phone.expect("error")["message"] == words("vi", "There is no such seat.")
    phone.send({"type": "lang", "lang": "fa"})
    seats = phone.expect("seats")
    assert seats["dir"] == "rtl" and seats["texts"]["hold"] == words("fa", "Hold to look") and seats["texts"]["sep"] == "، "
    phone.send({"type": "claim", "seat": 0, "lang": "zh_TW"})
    state = phone.expect("state")
    assert state["lang"] == "zh_TW" and state["texts"]["send"] == words("zh_TW", "Send")
    assert QCoreApplication.translate("Companion", "Send") == "Send"  # the laptop stays in English


def test_the_last_seat_book_of_a_journal_is_the_one_restored():
    from desktop.companion import JOURNAL_KEY, book_from_entries

    book = SeatBook(3)
    book.claim(0)
    first = book.to_json()
    token = book.claim(2)
    entries = [{"do": {"type": "deal"}}, {JOURNAL_KEY: first}, {"seen": 0}, {JOURNAL_KEY: book.to_json()}]
    restored = book_from_entries(entries)
    assert restored is not None and restored.seat_of(token) == 2 and restored.taken_seats() == [0, 2]
    assert book_from_entries([{"do": {}}]) is None
    assert book_from_entries([{JOURNAL_KEY: first}, {JOURNAL_KEY: {"seats": "x"}}]) is None  # damaged: choose again
