"""A round of the table with phones (issue 15): when everyone must take the laptop for a hidden role's step (Quest's
Duke, the Cleric's look at the first Leader), a seat with a phone is never handed the laptop; every phone still to
press has the same screen at once (the holder's form or a stand-in with the same buttons), and the round ends when
the laptop's players and every phone have pressed. Played from the wizard to the end, quit and resumed mid-round.
"""

from __future__ import annotations

import json
import random
from typing import Any

from tests.companion.phones import Phone, audit
from tests.desktop.table import Table
from tests.desktop.test_phones_table import (
    LANGS,
    check_no_handover_to_phones,
    join_phones,
    new_phone_game,
    play,
    server_of,
    synced,
)

QUEST = "Quest"
NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid", "Gia"]


def shape(form: dict[str, Any]) -> tuple[Any, ...]:
    """A round form as its buttons are laid out (no text: the phones' languages differ)."""
    return (form["type"] if form["type"] not in ("round_done",) else "done",
            tuple((p["key"], p["kind"], p["size"], tuple(json.dumps(o["value"]) for o in p["options"]),
                   tuple(o["enabled"] for o in p["options"])) for p in form["params"]))


def round_screens(phones: dict[int, Phone]) -> dict[int, dict[int, tuple[Any, ...]]]:
    """For each revision, each phone's round screen (its forms' shapes), as the phones received them."""
    out: dict[int, dict[int, tuple[Any, ...]]] = {}
    for seat, phone in phones.items():
        for m in phone.messages:
            if m.get("type") == "state" and m["round"] is not None:
                out.setdefault(m["rev"], {})[seat] = tuple(shape(f) for f in m["choices"])
    return out


def test_quest_rounds_with_phones_never_pass_the_laptop_to_a_phone(table: Table) -> None:
    table.launch()
    new_phone_game(table, QUEST, NAMES)
    server = server_of(table)
    console = table.console()
    phones = join_phones(table, server, range(6))
    kinds: set[str] = set()

    def watch(done: list[str]) -> bool:
        turn = console.controller.round
        if turn is not None:
            kinds.add(turn.kind)
            assert turn.phones <= set(range(6)) and 6 in turn.seats and not set(turn.seats) & set(range(6))
        return False

    done = play(table, server, phones, random.Random(2), stop=watch)
    assert table.sees("The game is over.")
    assert "choice" in kinds, f"no hidden choice round was played: {done}"
    screens = round_screens(phones)
    assert screens, "no phone had a round screen"
    for rev, by_seat in screens.items():
        # Every phone still to press at this revision has the same screen (a holder's form is shaped as a stand-in).
        assert len(set(by_seat.values())) == 1, f"revision {rev}: the phones' round screens differ: {by_seat}"
    assert "phone:round_done" in done or any(w.startswith("phone:duke") or w.startswith("phone:archduke") for w in done)
    check_no_handover_to_phones(table, phones)
    synced(table, server, phones)
    assert audit(console.controller, phones) > 20
    assert server.errors == 0


def test_a_round_half_pressed_on_the_phones_survives_quit_and_resume(table: Table) -> None:
    table.launch()
    new_phone_game(table, QUEST, NAMES)
    server = server_of(table)
    console = table.console()
    phones = join_phones(table, server, range(6))
    tokens = {seat: phone.token for seat, phone in phones.items()}
    presses: list[int] = []

    def half_pressed(done: list[str]) -> bool:
        turn = console.controller.round
        if turn is not None and turn.kind == "choice" and turn.pressed:
            presses.extend(sorted(turn.pressed))
            return True
        return False

    play(table, server, phones, random.Random(2), stop=half_pressed)
    assert presses, "a phone pressed in a choice round"
    table.quit()
    table.launch()
    table.qtbot.waitUntil(lambda: table.has_button("Resume"), timeout=5000)
    table.click("Resume")
    server = server_of(table)
    console = table.console()
    turn = console.controller.round
    assert turn is not None and turn.kind == "choice" and sorted(turn.pressed) == presses
    back = {seat: Phone(table.qtbot, server, lang=LANGS[seat % 4], token=tokens[seat]) for seat in tokens}
    for seat, phone in back.items():
        state = phone.join(seat)
        # A phone that pressed before the quit is not asked again; the others have their round screen back.
        assert (state["round"] is None) == (seat in presses), (seat, state["round"])
    table.qtbot.waitUntil(lambda: all(server.seat_state(s) == "connected" for s in back))
    check_no_handover_to_phones(table, back)
    play(table, server, back, random.Random(3))
    assert table.sees("The game is over.")
    assert server.errors == 0


def test_releasing_a_phone_in_a_round_gives_its_turn_to_the_laptop(table: Table) -> None:
    table.launch()
    new_phone_game(table, QUEST, NAMES)
    server = server_of(table)
    console = table.console()
    phones = join_phones(table, server, range(6))
    play(table, server, phones, random.Random(2),
         stop=lambda done: console.controller.round is not None and console.controller.round.kind == "choice")
    turn = console.controller.round
    assert turn is not None and 2 in turn.waiting_phones
    table.click(console.phones_panel.releases[2])
    assert 2 not in turn.phones and turn.seats[-1] == 2, "Chi takes the laptop last instead"
    del phones[2]

    def chis_turn(_done: list[str]) -> bool:
        return console.controller.round is None or table.sees("Give the laptop to Chi.")

    play(table, server, phones, random.Random(4), stop=chis_turn)
    assert console.controller.round is not None, "the round waited for Chi"
    assert table.sees("Give the laptop to Chi.")
    play(table, server, phones, random.Random(4))
    assert table.sees("The game is over.")
    assert server.errors == 0


def test_kill_9_in_a_round_the_phones_come_back_to_it(table: Table) -> None:
    """The app is killed (SIGKILL, no clean-up) in a round some phones have pressed in; resumed, it listens where
    the pages left it, each phone reconnects with its stored token to its own seat, the phones that pressed are
    not asked again, and the game is played to its end."""
    from desktop.companion import SeatBook
    from tests.desktop.test_table_onuw import _killed_child

    ready = json.loads(_killed_child(table.home, "phones"))
    tokens = {int(seat): token for seat, token in ready["tokens"].items()}
    table.launch()
    table.qtbot.waitUntil(lambda: table.has_button("Resume"), timeout=5000)
    table.click("Resume")
    server = server_of(table)
    console = table.console()
    assert [server.http_port, server.ws_port] == ready["ports"], "the resumed game listens where the pages left it"
    assert SeatBook.from_json(console.controller.phone_book).taken_seats() == sorted(tokens)
    turn = console.controller.round
    assert turn is not None and sorted(turn.pressed) == ready["pressed"]
    back = {seat: Phone(table.qtbot, server, lang=LANGS[seat % 4], token=token) for seat, token in tokens.items()}
    for seat, phone in back.items():
        state = phone.join(seat)
        assert not any(m["type"] == "seats" for m in phone.messages), "the stored token finds its seat"
        assert (state["round"] is None) == (seat in ready["pressed"])
    table.qtbot.waitUntil(lambda: all(server.seat_state(s) == "connected" for s in back))
    check_no_handover_to_phones(table, back)
    play(table, server, back, random.Random(5))
    assert table.sees("The game is over.")
    assert audit(console.controller, back) > 10
    assert server.errors == 0
