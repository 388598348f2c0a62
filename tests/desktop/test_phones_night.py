"""One Night with phones at a real table (issue 15): the app started as `python3 tablekeeper.py` does, the wizard's
"Phones" dealing, four players on real phone connections and one on the laptop, the night narrated.

Every phone shows the same dim "eyes closed" screen through the night; only the player just called gets their
night action, on their own phone, and the laptop never offers it. The day vote is made on the phones.
"""

from __future__ import annotations

import random

from desktop.companion.lang import phone_catalog as catalog
from desktop.night import NightPanel
from tests.companion.phones import audit
from tests.desktop.table import Table
from tests.desktop.test_phones_table import check_no_handover_to_phones, join_phones, new_phone_game, play, server_of

ONUW = "One Night Ultimate Werewolf + Daybreak"
NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil"]
NIGHT_TYPES = {"view_center", "seer_player", "seer_center", "rob", "troublemake"}


def test_one_night_on_phones_eyes_closed_and_each_call_on_its_own_phone(table: Table) -> None:
    table.launch()
    new_phone_game(table, ONUW, NAMES)
    server = server_of(table)
    console = table.console()
    phones = join_phones(table, server, range(4))
    done = play(table, server, phones, random.Random(4))
    assert table.sees("The game is over.")
    made = {what.removeprefix("phone:") for what in done if what.startswith("phone:")}
    assert made & NIGHT_TYPES, f"no night action was made on a phone: {done}"
    assert done.count("phone:vote") == 4, done  # every phone seat voted on its phone
    controller = console.controller
    # Who acted at night, from the record: only they ever had a choice on their phone at night.
    acted = {a.player for g in controller.session.groups for a in g.actions if a.type in NIGHT_TYPES}
    for seat, phone in phones.items():
        nights = [m for m in phone.messages if m.get("type") == "state" and m["night"]]
        assert nights, "the phone saw the night"
        eyes = catalog(phone.lang).tr("Night. Eyes closed. When your role is called, your choices appear here without a "
                                      "sound.", "Companion")
        assert all(m["texts"]["eyes_closed"] == (eyes or m["texts"]["eyes_closed"]) for m in nights)
        with_choices = [m for m in nights if m["choices"]]
        if seat not in acted:
            assert not with_choices, f"seat {seat} had night choices without a night action"
        assert all(c["type"] in NIGHT_TYPES for m in with_choices for c in m["choices"])
        # The phase line is the same on every phone at every revision: nothing tells one phone from another.
    by_rev: dict[int, set[str]] = {}
    for phone in phones.values():
        for m in phone.messages:
            if m.get("type") == "state" and m["night"] and m["lang"] == "en":
                by_rev.setdefault(m["rev"], set()).add(m["phase"])
    assert all(len(phases) == 1 for phases in by_rev.values())
    check_no_handover_to_phones(table, phones)
    assert audit(controller, phones) > 20
    assert server.errors == 0


def test_the_laptop_night_screen_never_opens_a_phone_seats_call(table: Table) -> None:
    """With every seat on a phone, the laptop's night screen has nothing behind "Open" at any call."""
    table.launch()
    new_phone_game(table, ONUW, NAMES)
    server = server_of(table)
    console = table.console()
    phones = join_phones(table, server, range(5))
    opened: list[int] = []

    def stop(done: list[str]) -> bool:
        for night in console.findChildren(NightPanel):
            opened.append(len(night.forms))
        return console.controller.public_view().get("phase") == "day"

    done = play(table, server, phones, random.Random(2), stop=stop)
    assert any(w.startswith("phone:") for w in done), done
    assert opened and not any(opened), "the laptop's night screen offered a phone seat's action"
