"""Issue 32: a seat's token opens only its seat, whole and as long as the seat is the phone's; a journaled token is
a token only in the shape :meth:`SeatBook.claim` makes."""

from __future__ import annotations

import pytest

from desktop.companion import SeatBook
from tests.companion.conftest import toy_controller
from tests.companion.phones import Phone


def test_only_the_whole_token_opens_its_seat() -> None:
    book = SeatBook(3)
    token = book.claim(1)
    assert token is not None and book.seat_of(token) == 1
    for near in (token[:-1], token[:16], token[: len(token) // 2], token[1:], token + "A", token.upper(),
                 token[:-1] + ("A" if token[-1] != "A" else "B")):
        assert near != token and book.seat_of(near) is None, near


def test_a_released_seat_forgets_its_token() -> None:
    book = SeatBook(3)
    token = book.claim(2)
    assert book.release(2)
    assert book.seat_of(token) is None and not book.is_taken(2)
    assert token not in str(book.to_json()), "a resume would bring it back"


@pytest.mark.parametrize("length", [0, 1, 15, 129, 1000])
def test_a_journaled_token_of_another_length_is_damage(length: int) -> None:
    with pytest.raises(ValueError, match="not a token"):
        SeatBook.from_json({"seats": 3, "tokens": {"0": "x" * length}})


@pytest.mark.parametrize("length", [16, 43, 128])
def test_a_journaled_token_of_a_tokens_length_is_read(length: int) -> None:
    assert SeatBook.from_json({"seats": 3, "tokens": {"0": "x" * length}}).seat_of("x" * length) == 0


def test_a_released_phone_still_connected_can_no_longer_act(qtbot, serve, toy_plugin) -> None:
    """The moderator releases a seat while its phone is connected: that phone is told, and from then on it holds
    no seat: what it sends as that seat is refused and changes nothing."""
    controller = toy_controller()
    server = serve(controller, toy_plugin)
    phone = Phone(qtbot, server)
    phone.join(0)
    with qtbot.waitSignal(server.bookChanged, timeout=5000):
        assert server.release(0)
    assert phone.expect("error")["code"] == "released"
    assert phone.expect("seats")["seats"][0]["free"]
    assert server.seat_state(0) == "free"
    before = list(controller.session.actions)
    phone.send({"type": "act", "rev": server.rev, "action": "guess", "params": {"target": 1, "colour": "red"}})
    assert phone.expect("error")["code"] == "not_joined"
    assert controller.session.actions == before
