"""A stage timer decides only for a player who saw the choice (issue 30, point 5): the real app, played with clicks,
its countdown driven by a clock of the test's own (no sleeping).

A stage's countdown (Avalon's proposal, Excalibur, the Trapper, the Lady, quest cards ...: its expiry makes the
rules' "time is up" choice) runs only while its choice is on the screen of the player who makes it: their opened
card on the laptop, the public form on the console with nothing else in progress, their phone once it has it.
Before that it says what it waits for, its expiry chooses nothing, and the TV names whose turn it is where the
table knows it.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QLabel

from desktop.companion import CompanionServer
from tests.companion.phones import Phone
from tests.desktop.observer import clean
from tests.desktop.table import Table, laptop_holder, new_game, play_step
from tests.desktop.test_phones_table import join_phones, new_phone_game, server_of, synced

AVALON = "The Resistance: Avalon"
NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid", "Gia", "Hoa"]
WAITS_LAPTOP = "(waits for the laptop)"


class Clock:
    """The countdown's clock: time passes only when the test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def drive_clock(table: Table) -> Clock:
    console = table.console()
    assert not console.countdown.running
    clock = Clock()
    console.countdown.clock = clock
    return clock


def let_time_pass(table: Table, clock: Clock, seconds: float) -> None:
    """``seconds`` pass; a running countdown shows it at its next tick."""
    countdown = table.console().countdown
    before, stage = countdown.remaining, countdown.timer_id
    clock.now += seconds
    if countdown.running:  # its next tick shows the time left, or the time is up and the stage moves on
        table.qtbot.waitUntil(lambda: countdown.timer_id != stage or not countdown.running
                              or (countdown.remaining < before and _label_remaining_shown(table)))
    table._after_input()


def _label_remaining_shown(table: Table) -> bool:
    from desktop.timers import format_clock

    console = table.console()
    return format_clock(console.countdown.remaining) in clean(console.timer_label.text())


def run_out(table: Table) -> None:
    """The countdown reaches zero (as its own tick would say)."""
    table.console().countdown.expired.emit()
    table._after_input()


def timer_label(table: Table) -> str:
    return clean(table.console().findChild(QLabel, "timer").text())


def board_texts(table: Table) -> list[str]:
    return [text for kind, _widget, text in table.observer.visible_texts() if kind == "board"]


def stage_choices(table: Table) -> list[Any]:
    return [c for c in table.console().controller.choices() if c.type != "time_up"]


def time_up_events(table: Table) -> int:
    return sum(1 for g in table.console().controller.session.groups for e in g.events if e.type == "time_up")


def waiting_for_phones(table: Table) -> list[str]:
    return [clean(w.text()) for w in table.console().findChildren(QLabel, "phone_waiting") if w.isVisible()]


def check_runs_only_when_shown(table: Table) -> None:
    """While a stage's countdown runs, the console hands the laptop to nobody and waits for no phone."""
    console = table.console()
    timed = any(c.type == "time_up" for c in console.controller.choices())
    if timed and console.countdown.running:
        assert laptop_holder(table, NAMES) is None, f"runs while the laptop goes to {laptop_holder(table, NAMES)}"
        assert not waiting_for_phones(table), f"runs while the console shows {waiting_for_phones(table)}"
        assert console.round is None


def phone_step(table: Table, server: CompanionServer, phones: dict[int, Phone], rng: random.Random,
               look: bool = True) -> str | None:
    """What a phone's player does now: look at what is new (if ``look``), or make a choice."""
    controller = table.console().controller
    synced(table, server, phones)
    if look:
        for delivery in controller.pending_deliveries():
            if delivery.seat in phones and not (phones[delivery.seat].latest_state() or {}).get("round"):
                phone = phones[delivery.seat]
                phone.send({"type": "seen", "rev": phone.latest_state()["rev"]})
                table.qtbot.waitUntil(lambda s=delivery.seat: all(d.seat != s for d in controller.pending_deliveries()))
                table._after_input()
                return "seen"
    for phone in phones.values():
        state = phone.latest_state()
        if state is None or not state["choices"] or state.get("round"):
            continue
        form = state["choices"][0]
        for _attempt in range(20):
            params = {}
            for param in form["params"]:
                values = [o["value"] for o in param["options"] if o["enabled"]]
                params[param["key"]] = (rng.choice(values) if param["kind"] == "one"
                                        else sorted(rng.sample(values, param["size"])))
            phone.skip()
            phone.send({"type": "act", "rev": state["rev"], "action": form["type"], "params": params})
            answer = phone.expect_one("accepted", "refused")
            if answer["type"] == "accepted":
                table._after_input()
                return f"phone:{form['type']}"
        raise AssertionError(f"no card of {form['type']} was accepted")
    return None


# -- pass the laptop ------------------------------------------------------------------------------------------------
def test_a_quest_card_countdown_waits_until_the_player_has_opened_their_card(table: Table) -> None:
    """The moderator presses Start while the laptop goes to the first team member: the countdown does not run and
    its expiry plays no card for anyone; it runs from the moment she opens her card, and still chooses nothing for
    the team members who have not had the laptop yet."""
    table.launch()
    new_game(table, AVALON, NAMES[:5], "app")
    clock = drive_clock(table)
    console = table.console()
    rng = random.Random(3)
    for _ in range(400):
        if any(c.type == "play" for c in stage_choices(table)) and laptop_holder(table, NAMES) is not None:
            break
        play_step(table, rng)
        check_runs_only_when_shown(table)
    member = laptop_holder(table, NAMES)
    assert member is not None and console.private_card is not None, "no quest card was handed over"
    assert timer_label(table).startswith("Quest cards")
    table.click("Start")
    assert not console.countdown.running, "the countdown runs while the laptop is on its way"
    assert WAITS_LAPTOP in timer_label(table)
    assert any(WAITS_LAPTOP in text for text in board_texts(table)), board_texts(table)
    let_time_pass(table, clock, 120)
    run_out(table)
    assert console.controller.public_view()["phase"] == "quest" and time_up_events(table) == 0, \
        "the time-up chose cards for players who never had the laptop"
    players = [c.player for c in stage_choices(table)]
    table.click(f"I am {member}: show my choice")
    assert console.countdown.running and WAITS_LAPTOP not in timer_label(table)
    let_time_pass(table, clock, 10)
    assert "0:20" in timer_label(table), timer_label(table)
    if len(players) > 1:  # the others have not had the choice: the time-up may not play their cards
        run_out(table)
        assert time_up_events(table) == 0 and [c.player for c in stage_choices(table)] == players


def test_the_lady_and_the_proposal_name_whose_turn_and_run_on_the_console(table: Table) -> None:
    """A public stage (the proposal, the Lady of the Lake) runs while its form is on the console with nothing else
    in progress; the TV says whose turn it is; the countdown's expiry then makes the rules' choice."""
    table.launch()
    new_game(table, AVALON, NAMES[:8], "app", switch_on=("Lady of the Lake",))
    clock = drive_clock(table)
    console = table.console()
    rng = random.Random(5)
    named: set[str] = set()
    for _ in range(1500):
        choices = stage_choices(table)
        check_runs_only_when_shown(table)
        kinds = {c.type for c in choices}
        if console.countdown.running and kinds & {"propose", "lady"}:
            who = console.controller.players[choices[0].player]
            what = "Team proposal" if "propose" in kinds else "Loyalty check"
            assert any(f"{what}: {who}'s turn" in text for text in board_texts(table)), board_texts(table)
            named.add(next(iter(kinds & {"propose", "lady"})))
            if "lady" in kinds:
                break
        play_step(table, rng)
    assert named == {"propose", "lady"}, named
    holder = console.controller.players[stage_choices(table)[0].player]
    let_time_pass(table, clock, 61)
    table.qtbot.waitUntil(lambda: time_up_events(table) == 1)
    table._after_input()
    assert all(c.type != "lady" for c in stage_choices(table)), f"{holder}'s time ran out: the rules' choice is made"


# -- phones ---------------------------------------------------------------------------------------------------------
def test_excalibur_does_not_wait_for_phones_still_reading_and_names_its_holder(table: Table) -> None:
    """Every player on a phone: after the quest cards, with the phones' receipts still unread, the table does not
    wait for them to look (issue 31, point 2): Excalibur's form is on the console at once, its countdown runs, the TV
    says it is the holder's turn, and its expiry makes the rules' choice."""
    table.launch()
    new_phone_game(table, AVALON, NAMES[:8], switch_on=("Excalibur",))
    server = server_of(table)
    phones = join_phones(table, server, range(8))
    clock = drive_clock(table)
    console = table.console()
    rng = random.Random(6)
    for _ in range(1500):
        phase = console.controller.public_view()["phase"]
        if phase == "excalibur":
            break
        check_runs_only_when_shown(table)
        # During the quest the phone players leave their receipts unread.
        phone_step(table, server, phones, rng, look=phase != "quest") or play_step(table, rng)
    assert console.controller.public_view()["phase"] == "excalibur"
    holder = console.controller.players[console.controller.public_view()["excalibur"]["holder"]]
    synced(table, server, phones)
    table._after_input()
    assert not waiting_for_phones(table), "nobody waits for a phone to look"
    assert any(f.isVisible() and f.choice.type == "use_excalibur" for f in console.forms)
    assert console.countdown.running, "the form is on the console: Excalibur's 30 seconds run"
    assert any(f"Excalibur: {holder}'s turn" in text for text in board_texts(table)), board_texts(table)
    let_time_pass(table, clock, 31)
    table.qtbot.waitUntil(lambda: time_up_events(table) == 1)
    table._after_input()
    assert console.controller.public_view()["phase"] != "excalibur"


def test_a_phone_quest_countdown_does_not_run_before_the_phone_has_the_choice(table: Table) -> None:
    """Five players on phones. The moderator presses Start the moment the team sets out, before the server has
    sent the quest card screen to the members' phones: the countdown waits, naming a member's phone, and starts
    only once every member's phone has the choice."""
    table.launch()
    new_phone_game(table, AVALON, NAMES[:5])
    server = server_of(table)
    phones = join_phones(table, server, range(5))
    drive_clock(table)
    console = table.console()
    controller = console.controller
    rng = random.Random(7)
    offered: set[int] = set()
    at_start: list[set[int]] = []
    pressed: list[str] = []

    def on_offered(seat: int) -> None:
        if any(c.type == "play" for c in controller.choices()):
            offered.add(seat)

    def on_state() -> None:
        # Read once the signal that started it has reached every slot (the console's own comes first): the phones
        # sent a state by then, and no other (the server sends one phone's state per turn of the event loop).
        if console.countdown.running and any(c.type == "play" for c in controller.choices()):
            QTimer.singleShot(0, lambda: at_start.append(set(offered)))

    def start_at_once() -> None:  # the moderator's finger was on Start as the team set out
        if not pressed and any(c.type == "play" for c in controller.choices()):
            pressed.append(timer_label(table))
            console.t_start.click()
            pressed.append(timer_label(table))

    server.offered.connect(on_offered)
    console.countdown.stateChanged.connect(on_state)
    controller.changed.connect(start_at_once)
    for _ in range(800):
        if pressed:
            break
        check_runs_only_when_shown(table)
        phone_step(table, server, phones, rng) or play_step(table, rng)
    assert pressed, "no quest came"
    members = {c.player for c in controller.choices() if c.type == "play"}
    names = [controller.players[s] for s in sorted(members)]
    assert pressed[0].startswith("Quest cards") and "(waits for" in pressed[1] and any(
        f"(waits for {name}'s phone)" in pressed[1] for name in names), pressed
    synced(table, server, phones)
    while waiting_for_phones(table) and any(controller.pending_deliveries()):
        phone_step(table, server, phones, rng)
    synced(table, server, phones)
    table.qtbot.waitUntil(lambda: console.countdown.running and bool(at_start))
    table._after_input()
    assert at_start and all(members <= seen for seen in at_start), (members, at_start)
    assert QCoreApplication.translate("ConsoleWindow", "Pause") == clean(console.t_start.text())


# -- physical cards -------------------------------------------------------------------------------------------------
def test_with_physical_cards_the_moderator_enters_and_the_tv_names_the_trapper(table: Table) -> None:
    """Physical cards: every stage is entered on the console, so its countdown runs at once; the TV names the leader
    whose turn it is to remove a card (the Trapper) and who proposes."""
    table.launch()
    new_game(table, AVALON, NAMES[:8], "physical", switch_on=("The Trapper",))
    drive_clock(table)
    console = table.console()
    rng = random.Random(8)
    seen: set[str] = set()
    for _ in range(1500):
        choices = stage_choices(table)
        kinds = {c.type for c in choices}
        if kinds & {"propose", "remove_card"} and any(c.type == "time_up" for c in console.controller.choices()):
            assert console.countdown.running
            who = console.controller.players[choices[0].player]
            what = "Team proposal" if "propose" in kinds else "The Trapper"
            assert any(f"{what}: {who}'s turn" in text for text in board_texts(table)), board_texts(table)
            seen |= kinds & {"propose", "remove_card"}
            if "remove_card" in kinds:
                break
        play_step(table, rng)
    assert seen == {"propose", "remove_card"}, seen
