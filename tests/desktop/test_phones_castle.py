"""Castle of the Devil with phones at a real table (issue 15): the wizard's "Phones", five players on real phone
connections and one on the laptop, played to the end. The Priest's and the Doctor's windows ask a seat with a
phone on its phone (who is asked is public: the console names the phones it waits for), never by handing it the
laptop; trades, fights and declarations are made on the phones."""

from __future__ import annotations

import random

from tests.companion.phones import audit
from tests.desktop.table import Table
from tests.desktop.test_phones_table import join_phones, new_phone_game, play, server_of, synced

CASTLE = "Castle of the Devil"
NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid"]


def test_castle_with_five_phones_and_one_laptop_seat_played_to_the_end(table: Table) -> None:
    table.launch()
    new_phone_game(table, CASTLE, NAMES)
    server = server_of(table)
    console = table.console()
    phones = join_phones(table, server, range(5))
    done = play(table, server, phones, random.Random(3), limit=4000)  # never hands the laptop to a phone's seat
    assert table.sees("The game is over.")
    made = {what.removeprefix("phone:") for what in done if what.startswith("phone:")}
    assert {"trade", "attack"} & made and ({"no_doctor", "no_priest", "doctor", "priest"} & made), sorted(made)
    synced(table, server, phones)
    assert all(p.latest_state()["result"] for p in phones.values())
    assert audit(console.controller, phones) > 20
    assert server.errors == 0
