"""Passing the laptop as a table bears it (issue 13): the real app, played only with clicks and keys, the observer
checking after every input.

* a stage's countdown waits while the laptop is on its way and while players read the deal;
* every player's secret screen of a step looks the same (same buttons, same places), a forbidden card is refused
  on it after it is pressed, in the second person;
* a player sees what their own private choice did on the screen they chose on: one hand-over per quest card;
* one line per reason under a form's buttons;
* once the game is over the log shows every private line, after whom it was for.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QAbstractButton, QLabel

from tests.desktop.observer import clean
from tests.desktop.table import PLAYERS, Table, laptop_holder, new_game, play_step, play_to_end, refusal_hold, tr

AVALON = "The Resistance: Avalon"
QUEST = "Quest"
WAITS = "(waits for the laptop)"


def _timer_texts(table: Table) -> tuple[str, str, list[str]]:
    console = table.console()
    label = clean(console.findChild(QLabel, "timer").text())
    start = clean(console.t_start.text())
    board = [text for kind, _widget, text in table.observer.visible_texts() if kind == "board"]
    return label, start, board


def test_a_stage_countdown_waits_while_the_laptop_goes_round(table: Table) -> None:
    """After a quest the next leader's two minutes wait until the last card's player has put the laptop down;
    a countdown never runs while a screen waits for a player to open it."""
    table.launch()
    new_game(table, AVALON, PLAYERS[:5], "app")
    rng = random.Random(1)
    waited = 0
    for _ in range(600):
        console = table.console()
        label, start, board = _timer_texts(table)
        if console.timer_box.isVisible() and console.countdown.total:
            if laptop_holder(table, PLAYERS[:5]) is not None:
                assert start == "Start", f"a countdown runs while the laptop is on its way: {label}"
                if WAITS in label:
                    assert any(WAITS in text for text in board), board
                    waited += console.controller.public_view().get("phase") == "proposal"
            elif console.countdown.running:
                assert WAITS not in label and start == "Pause", (label, start)
                assert not any(WAITS in text for text in board), board
                if waited:
                    return
        if play_step(table, rng) == "over":
            break
    raise AssertionError(f"no proposal countdown waited and then ran ({waited})")


def _secret_screen(table: Table) -> tuple[str, list[tuple[str, QPoint, Any]]] | None:
    """The opened private card now shown: its choice type and its buttons (text, place, size), names left out."""
    console = table.console()
    card = console.private_card
    if card is None or not card.opened:
        return None
    names = set(console.controller.players)
    buttons = [b for b in card.findChildren(QAbstractButton) if b.isVisible()]
    shape = [(clean(b.text()), b.mapTo(card, QPoint(0, 0)), b.size()) for b in buttons if clean(b.text()) not in names]
    return card.form.choice.type, shape


def _screens_of_a_game(table: Table, game: str, count: int, seed: int,
                       refuse: tuple[str, Callable[[str], bool]]) -> set[str]:
    """Play a game; at every secret screen compare it with the first of its kind (per choice type), and on one
    screen per player press the card named by ``refuse[0]`` first: a player who may not play it reads a refusal
    (``refuse[1]`` says whether the words are right) on the same screen and chooses again. Returns the kinds refused."""
    table.launch()
    new_game(table, game, PLAYERS[:count], "app")
    rng = random.Random(seed)
    first: dict[str, list[Any]] = {}
    refused: set[str] = set()
    tried: set[tuple[str, str]] = set()
    for _ in range(3000):
        screen = _secret_screen(table)
        if screen is not None:
            kind, shape = screen
            first.setdefault(kind, shape)
            assert shape == first[kind], f"a {kind} screen differs from another player's: {shape} / {first[kind]}"
            holder = laptop_holder(table, PLAYERS[:count]) or clean(table.console().private_card.heading.text())
            if (kind, holder) not in tried and table.has_button(refuse[0]):
                tried.add((kind, holder))
                table.click(refuse[0])
                table.click(table.console().private_card.form.ok)
                card = table.console().private_card
                answer = refusal_hold(card.form) if card is not None else None
                status = clean(card.form.refusal.secret_text()) if answer is not None else ""
                if answer is not None:
                    assert status not in table.texts() and status in table.hold(answer), "the refusal shows while held"
                if status and refuse[1](status):
                    refused.add(kind)
                    assert _secret_screen(table) is not None, "the refusal stays on the player's own screen"
                continue
        if play_step(table, rng) == "over":
            return refused
    raise AssertionError("no end")


def test_every_quest_card_screen_looks_the_same_and_a_forbidden_card_is_refused_on_it(table: Table) -> None:
    refused = _screens_of_a_game(table, AVALON, 5, 3, ("Fail", lambda text: text == "You must play Success."))
    assert "play" in refused


def test_quest_big_box_card_screens_look_the_same(table: Table) -> None:
    refused = _screens_of_a_game(table, QUEST, 5, 4, ("Fail", lambda text: text.endswith("must play Success.")))
    assert "quest_card" in refused


def test_one_hand_over_per_quest_card(table: Table) -> None:
    """Each team member takes the laptop once to play a card: what they played shows on the same screen."""
    table.launch()
    new_game(table, AVALON, PLAYERS[:5], "app")
    rng = random.Random(7)
    quests = 0
    for _ in range(3000):
        view = table.console().controller.public_view()
        if view.get("phase") == "quest" and table.console().round is None:
            team = list((view.get("vote_table") or {}).get("rows", [{}])[-1].get("team") or [])
            before = len(table.handovers) - (table._handover_waiting is not None)  # the first card's, just shown
            while table.console().controller.public_view().get("phase") == "quest":
                assert play_step(table, rng) != "over"
            players = table.handovers[before:]
            assert sorted(players) == sorted(set(players)), f"a team member was handed the laptop twice: {players}"
            if team:
                assert len(players) == len(team), (players, team)
            quests += 1
            if quests >= 2:
                return
        if play_step(table, rng) == "over":
            break
    assert quests, "no quest was played"


def test_one_line_per_reason_under_a_form(table: Table) -> None:
    """Avalon with physical cards at 10: the moderator enters cards for a team; the others' seats are greyed with
    one line for them all, not a line each."""
    table.launch()
    new_game(table, AVALON, PLAYERS[:10], "physical")
    rng = random.Random(10)
    notes = 0
    for _ in range(600):
        for label in table.console().findChildren(QLabel, "reasons"):
            if not label.isVisible():
                continue
            reasons = [clean(line).split(": ", 1)[-1] for line in label.text().splitlines()]
            assert len(reasons) == len(set(reasons)), label.text()
            notes += 1
        if play_step(table, rng) == "over":
            break
    assert notes, "a form greyed some buttons"


def test_the_end_shows_every_private_line(table: Table) -> None:
    table.launch()
    new_game(table, AVALON, PLAYERS[:5], "app")
    play_to_end(table, random.Random(5))
    log = table.console().log
    lines = [clean(log.item(i).text()) for i in range(log.count())]
    placeholder = tr("ConsoleWindow", "[private to {players}]").split("{")[0]
    private = [line for line in lines if line.startswith(placeholder)]
    assert private, lines
    assert all(len(line) > line.index("]") + 2 for line in private), "each private line shows its words"
    assert not table.has_button(tr("ConsoleWindow", "Hold to show private lines"))
