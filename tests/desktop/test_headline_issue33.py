"""Issue 33: the TV's headline and the console's phase line say the same thing at the same time.

The deal of an app-dealt Quest or Avalon game (the laptop still goes round: the TV must not send the Leader to read
the reveal script yet) and the reveal of a physical Quest game (who reads the script: the Leader, or the app while
its narration plays), played through the real windows; after every input the board's headline is compared with
the console's line.
"""

from __future__ import annotations

import random

import pytest

from tests.desktop.observer import clean
from tests.desktop.table import Table, new_game, play_step

NAMES = ["Ana", "Ben", "Chi", "Dara", "Emil"]
QUEST = "Quest"
AVALON = "The Resistance: Avalon"
DEALING = "The cards are being dealt: everyone looks at their card on the laptop in turn."


def said(table: Table) -> tuple[str, str]:
    """(the console's line, the TV's headline): the console's instruction under its phase line, or the phase line
    alone when it is the instruction (Quest and Avalon word their phase as the instruction)."""
    console, board = table.console(), table.board()
    assert console is not None and board is not None
    laptop = clean(console.message.text()) or clean(console.phase.text())
    return laptop, clean(board.instruction.text())


def agree(table: Table) -> str:
    laptop, tv = said(table)
    assert laptop == tv, f"the console says {laptop!r}, the TV {tv!r}"
    assert table.board().instruction.isVisibleTo(table.board())
    return tv


def deal(table: Table) -> list[str]:
    """Every player sees their card (one input at a time), and what the TV said after each input."""
    rng = random.Random(5)
    lines = [agree(table)]
    for _ in range(40):
        if not table.console().controller.dealing():
            return lines
        play_step(table, rng)
        lines.append(agree(table))
    raise AssertionError("the deal did not end")


def read_by_the_app(table: Table) -> None:
    """Start the narration, then skip to its end: the TV follows the console at each step."""
    console = table.console()
    table.click("Start the narration")
    table.qtbot.waitUntil(lambda: console.narration_state() == "playing", timeout=5000)
    assert agree(table).startswith("The app reads the reveal script aloud")
    for _ in range(60):
        if console.narration_state() == "finished":
            break
        table.click("Skip to the next line")
        agree(table)
    table.qtbot.waitUntil(lambda: console.narration_state() == "finished", timeout=5000)
    assert agree(table).startswith("The app has read the reveal script")


@pytest.mark.parametrize("game", [QUEST, AVALON])
def test_the_tv_says_the_cards_are_dealt_while_the_laptop_goes_round(table: Table, game: str) -> None:
    table.launch()
    new_game(table, game, NAMES, "app")
    lines = deal(table)
    assert lines[0] == DEALING
    during = lines[:-1]  # the last: the deal is over
    assert all(line == DEALING for line in during), during
    assert lines[-1] != DEALING
    if game == QUEST:  # the laptop has gone round: now the Leader (or the app) reads the script
        assert "reads the reveal script aloud" in lines[-1], lines[-1]
        read_by_the_app(table)


def test_physical_quest_the_tv_says_who_reads_the_reveal_script(table: Table) -> None:
    table.launch()
    new_game(table, QUEST, NAMES, "physical")
    leader = agree(table).split(" reads the reveal script", 1)[0]
    assert leader in NAMES
    read_by_the_app(table)
    # The reveal is over: the game goes on, and the TV with the console.
    rng = random.Random(8)
    for _ in range(6):
        play_step(table, rng)
        agree(table)
