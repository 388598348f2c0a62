"""Phones a table can trust, at a real table (issue 31, points 1 and 5): the app started as `python3 tablekeeper.py`
does, an app-dealt Avalon with phones set up with the wizard's buttons, phone clients on real sockets
(tests/companion/phones.py). After every input the observer checks that no secret shows to anyone but its owner.

* A stranger's phone asks for a laptop player's seat after the deal: the console asks "A phone asks for Emil's
  seat." with Accept / Refuse; refused, the phone learns nothing; accepted, the TV says "A phone joined as Emil."
  and Emil's next choice is made on that phone. A seat set to "plays on the laptop" cannot be asked for.
* "Play again with the same players and roles" keeps the server: the phones follow into the next game, in their
  seats, on the same address.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

from desktop.companion.lang import phone_catalog as catalog
from engine.core import MODERATOR
from tests.companion.phones import Phone, audit
from tests.desktop.observer import clean
from tests.desktop.table import Table, laptop_holder, play_step
from tests.desktop.test_phones_table import AVALON, NAMES, PRIVATE_VOTES, join_phones, new_phone_game, play, server_of, synced

AGAIN = "Play again with the same players and roles"
SHOTS = os.environ.get("TABLEKEEPER_PHONE_SHOTS")


def private_texts(table: Table) -> set[str]:
    """Every private message of the game so far, in English (the stranger's language)."""
    controller = table.console().controller
    return {catalog("en").render(e.msg) for e in controller.session.events(MODERATOR)
            if isinstance(e.audience, tuple) and e.msg is not None}


def learned_nothing(table: Table, phone: Phone) -> None:
    assert not any(m.get("type") in ("state", "joined") for m in phone.messages), phone.messages
    secrets = private_texts(table)
    assert secrets and not any(s in text for s in secrets for text in phone.raw)


def board_texts(table: Table) -> list[str]:
    return [text for kind, _widget, text in table.observer.visible_texts() if kind == "board"]


def test_a_stranger_asks_for_a_laptop_players_seat_and_the_moderator_decides(table: Table) -> None:
    table.launch()
    new_phone_game(table, AVALON, NAMES, switch_on=(PRIVATE_VOTES,))
    server = server_of(table)
    console = table.console()
    panel = console.phones_panel
    phones = join_phones(table, server, range(4))
    rng = random.Random(12)
    while laptop_holder(table, NAMES) == "Emil":  # Emil looks at his card on the laptop
        play_step(table, rng)
    assert server.secret_shown(4) and server.seat_state(4) == "free"
    stranger = Phone(table.qtbot, server).wait_open()
    stranger.send({"type": "hello", "token": ""})
    listed = stranger.expect("seats")["seats"][4]
    assert listed["free"] and listed["ask"] and not listed["laptop"]
    table._after_input()

    # Emil set to play on the laptop: no phone may even ask for his seat.
    table.click(panel.laptops[4])
    assert panel.laptops[4].isChecked() and stranger.expect("seats")["seats"][4]["laptop"]
    stranger.send({"type": "claim", "seat": 4})
    assert stranger.expect("error")["code"] == "on_laptop"
    table._after_input()
    assert server.requests() == [] and not table.sees("A phone asks for Emil's seat.")
    assert not table.has_button("Accept") and not table.has_button("Refuse")
    table.click(panel.laptops[4])
    assert not panel.laptops[4].isChecked() and stranger.expect("seats")["seats"][4]["ask"]

    # The stranger asks; the moderator refuses: the phone gets nothing secret.
    stranger.send({"type": "claim", "seat": 4})
    assert stranger.expect("asking")["seat"] == 4
    table.qtbot.waitUntil(lambda: server.requests() == [4])
    table._after_input()
    assert console.phones_dock.isVisible() and table.sees("A phone asks for Emil's seat.")
    shot = console.phones_dock.grab()
    assert not shot.isNull() and shot.save(str(table.home / "seat-request-en.png"))
    if SHOTS:  # docs/phones.md's screenshot: TABLEKEEPER_PHONE_SHOTS=docs/screenshots/phones
        assert shot.save(str(Path(SHOTS) / "seat-request-en.png"))
    table.click("Refuse")
    assert stranger.expect("error")["code"] == "request_refused"
    assert server.requests() == [] and not table.sees("A phone asks for Emil's seat.")
    assert server.seat_state(4) == "free" and not any("A phone joined as" in t for t in board_texts(table))
    learned_nothing(table, stranger)

    # Asked again and accepted: the TV says so, and Emil's seat is on that phone.
    stranger.send({"type": "claim", "seat": 4})
    stranger.expect("asking")
    table.qtbot.waitUntil(lambda: server.requests() == [4])
    table._after_input()
    table.click("Accept")
    assert stranger.expect("joined")["seat"] == 4 and stranger.expect("state")["seat"] == 4
    assert server.seat_state(4) == "connected" and clean(panel.states[4].text()) == "phone connected"
    assert "A phone joined as Emil." in board_texts(table)
    phones[4] = stranger
    done = play(table, server, phones, rng,
                stop=lambda _done: any(m.get("type") == "accepted" for m in stranger.messages))
    assert any(m.get("type") == "accepted" for m in stranger.messages), done  # Emil's choice, made on the phone
    synced(table, server, phones)
    assert audit(console.controller, phones) > 10
    assert server.errors == 0


def test_play_again_keeps_the_server_and_the_phones_follow_in_their_seats(table: Table) -> None:
    table.launch()
    new_phone_game(table, AVALON, NAMES)
    server = server_of(table)
    address, ports = server.url, (server.http_port, server.ws_port)
    first = table.console()
    phones = join_phones(table, server, range(5))
    tokens = {seat: phone.token for seat, phone in phones.items()}
    play(table, server, phones, random.Random(21))
    assert table.sees("The game is over.")
    synced(table, server, phones)
    assert audit(first.controller, phones) > 20
    for phone in phones.values():  # the next game's secrets are audited on the next game's frames
        phone.raw = []
    table.click(AGAIN)
    table.qtbot.waitUntil(lambda: table.console() is not None and table.console() is not first
                          and table.console().isVisible(), timeout=10_000)
    table.check()
    console = table.console()
    assert console.phones is server and server.listening, "the next game goes on with the same server"
    assert (server.url, server.http_port, server.ws_port) == (address, *ports)
    assert server.controller is console.controller and table.sees(server.url)
    assert not any(p.closed for p in phones.values())
    synced(table, server, phones)
    for seat, phone in phones.items():
        state = phone.latest_state()
        assert state["seat"] == seat and state["result"] is None
        assert phone.token == tokens[seat] and server.seat_state(seat) == "connected"
    assert [clean(label.text()) for label in console.phones_panel.states] == ["phone connected"] * 5
    assert laptop_holder(table, NAMES) is None, "every seat looks on its phone in the next game too"
    done = play(table, server, phones, random.Random(22), stop=lambda done: "phone:vote" in done)
    assert "phone:vote" in done
    synced(table, server, phones)
    assert audit(console.controller, phones) > 5
    assert server.errors == 0
