"""The recap on the TV at the end of every game (issue 34), at a real table: a game of each played to its end with
clicks and keys, nothing of the recap anywhere before the end, then the moderator steps through it from the console
(Next line, Previous line, Play all) and the TV shows each line, every one an event of the game's record."""

from __future__ import annotations

import random

import pytest

from desktop.text import render_msg
from engine.core import MODERATOR
from engine.recap import PRIVATE_LINE, ROLE_LINE, WINNERS_LINE
from tests.desktop.observer import clean
from tests.desktop.table import PLAYERS, Table, new_game, play_to_end

GAMES = [("One Night Ultimate Werewolf + Daybreak", 4, "app"), ("The Resistance: Avalon", 5, "app"),
         ("Quest", 4, "physical"), ("Castle of the Devil", 3, "app")]
TURN_CARDS = "Turn the cards face up on the TV"


def board_texts(table: Table) -> list[str]:
    return [text for kind, _widget, text in table.observer.visible_texts() if kind == "board"]


def recap_hidden(table: Table) -> bool:
    console = table.console()
    recap = console.recap
    return not recap.dock.isVisible() and not recap.screen.isVisible() and not recap.act_recap.isEnabled()


@pytest.mark.parametrize(("title", "count", "mode"), GAMES, ids=[g[0].split()[0] for g in GAMES])
def test_a_finished_game_is_retold_on_the_tv(table: Table, title: str, count: int, mode: str) -> None:
    table.launch()
    new_game(table, title, PLAYERS[:count], mode)

    def nothing_yet(_what: str) -> bool:
        if table.console().controller.result() is not None:
            return False  # the input just made ended the game
        assert recap_hidden(table), "the recap shows before the game is over"
        assert not table.has_button("Next line")
        return False

    play_to_end(table, random.Random(count), until=nothing_yet)
    if table.has_button(TURN_CARDS):  # One Night: the cards stay down on the TV until the moderator turns them
        assert recap_hidden(table)
        table.click(TURN_CARDS)
    table.qtbot.waitUntil(lambda: table.has_button("Next line"), timeout=5000)  # One Night: seen the turn
    console = table.console()
    controller = console.controller
    assert controller.result() is not None
    stepper = console.recap.stepper
    assert table.has_button("Next line") and table.has_button("Play all")
    assert not console.recap.screen.isVisible(), "the TV shows the recap only once the moderator starts it"
    events = controller.session.events(MODERATOR)
    lines = stepper.lines
    assert lines and lines[-1].kind == WINNERS_LINE
    seen: list[str] = []
    for index, line in enumerate(lines):
        table.click("Next line")
        shown = board_texts(table)
        text = clean(stepper.texts()[index])
        assert text in shown, f"line {index} is not on the TV: {text!r} not in {shown}"
        if line.event is not None:  # an event of the game, told again (tests/test_recap.py checks each word)
            event = events[line.event]
            inner = line.msg.params["line"] if line.kind == PRIVATE_LINE else line.msg
            assert event.msg is not None and inner.text is event.msg.text
            if event.type != "night_step":  # One Night's calls are numbered as the table heard them
                assert clean(render_msg(event.msg)) in clean(console.recap.screen.current.text())
        seen.append(text)
    assert not table.has_button("Next line"), "Next line stops at the last line"
    closing = [clean(t) for t, line in zip(stepper.texts(), lines, strict=True) if line.kind == ROLE_LINE]
    assert len(closing) == count + 1
    for name in PLAYERS[:count]:
        assert any(t.startswith(f"{name}: ") for t in closing), (name, closing)
    table.click("Previous line")
    assert clean(stepper.texts()[len(lines) - 2]) in board_texts(table)
    while table.has_button("Previous line"):
        table.click("Previous line")
    assert not console.recap.screen.isVisible(), "back past the first line: the board again"
    table.click("Play all")
    table.qtbot.waitUntil(lambda: stepper.index >= 1, timeout=15000)
    table.click("Pause")
    reached = stepper.index
    assert clean(stepper.texts()[reached]) in board_texts(table)
    assert not stepper.playing and stepper.index == reached
    assert seen == [clean(t) for t in stepper.texts()]


def test_an_undo_that_reopens_the_game_takes_the_recap_away(table: Table) -> None:
    from PySide6.QtCore import Qt

    table.launch()
    new_game(table, "Castle of the Devil", PLAYERS[:3], "app")
    play_to_end(table, random.Random(3))
    table.click("Next line")
    console = table.console()
    assert console.recap.screen.isVisible()
    table.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert console.controller.result() is None
    assert recap_hidden(table) and not table.has_button("Next line")
    table.click("Redo")
    assert console.controller.result() is not None
    assert table.has_button("Next line") and not console.recap.screen.isVisible(), "a new end: from its start again"
