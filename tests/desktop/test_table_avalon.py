"""Avalon with the Trapper at a real table: the app started as `python3 tablekeeper.py` does, played only with
clicks and keys, at the Trapper's smallest and largest counts with the modules switched on in the wizard.

Every input is followed by the observer's check that no visible text shows a secret to anyone but its owner.
"""

from __future__ import annotations

import random

import pytest

from tests.desktop.table import Table, language_round_trip, new_game, play_whole_game, undo_after_private_reveals

AVALON = "The Resistance: Avalon"
NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid", "Gia", "Hoa", "Ivo", "Jun"]
MODULES = {5: (), 8: ("The Trapper", "Lady of the Lake"), 10: ("The Trapper", "Lady of the Lake", "Excalibur")}


@pytest.mark.parametrize("count", [5, 8, 10])  # the game's smallest count, and the Trapper's smallest and largest
@pytest.mark.parametrize("mode", ["app", "physical"])
def test_a_whole_game(table: Table, mode: str, count: int) -> None:
    play_whole_game(table, AVALON, count, mode, MODULES[count])


def test_undo_right_after_a_private_reveal(table: Table) -> None:
    """A quest card its player has seen, and a Lady of the Lake check whose answer her holder has seen (the answer
    makes itself when the checked player has no choice, so undo takes it back with the holder's choice), are
    refused, naming who has seen it; whatever else is asked first names who has seen what."""
    table.launch()
    new_game(table, AVALON, NAMES[:8], "app", switch_on=MODULES[8])
    kinds = undo_after_private_reveals(table, random.Random(21), NAMES[:8])
    assert "refused" in kinds, kinds
    assert "asked" not in kinds or "undone" in kinds, kinds


@pytest.mark.slow
def test_switching_the_language_mid_game(table: Table) -> None:
    table.launch()
    new_game(table, AVALON, NAMES[:8], "app", switch_on=MODULES[8])
    language_round_trip(table, random.Random(22), ("zh_TW", "vi"))
