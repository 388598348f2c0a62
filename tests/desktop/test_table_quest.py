"""Quest at a real table: the app started as `python3 tablekeeper.py` does, played only with clicks and keys.

Every input is followed by the observer's check that no visible text shows a secret to anyone but its owner.
"""

from __future__ import annotations

import random

import pytest

from tests.desktop.table import Table, language_round_trip, new_game, play_whole_game, undo_after_private_reveals

NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid", "Gia", "Hoa", "Ivo", "Jun"]

QUEST = "Quest"


@pytest.mark.parametrize("count", [4, 10])
@pytest.mark.parametrize("mode", ["app", "physical"])
def test_a_whole_game(table: Table, mode: str, count: int) -> None:
    play_whole_game(table, QUEST, count, mode)


def test_undo_right_after_a_private_reveal(table: Table) -> None:
    """An Amulet check seen by its holder asks first and names them; a quest card its player has seen is refused."""
    table.launch()
    new_game(table, QUEST, NAMES[:7], "app")
    kinds = undo_after_private_reveals(table, random.Random(11), NAMES[:7])
    assert {"refused", "asked", "undone"} <= kinds, kinds


def test_switching_the_language_mid_game(table: Table) -> None:
    table.launch()
    new_game(table, QUEST, NAMES[:7], "app")
    language_round_trip(table, random.Random(12), ("vi", "fa"))
