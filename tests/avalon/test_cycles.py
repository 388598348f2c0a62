"""Avalon's steps make no reference cycles: a state, its memo (open choices, chance step) and its events are freed by
reference counting as soon as nobody holds them. Cyclic garbage would wait for the collector, whose full passes walk
every object the process keeps (a chance step whose draw held its state's memo made one at every timeout, and random
games spent several per cent of their time in those passes)."""

from __future__ import annotations

import gc
import random
from typing import Any

from engine.core import Setup
from engine.registry import get_game
from tests.playout import step_playout

GAME = get_game("avalon")
SETUPS: list[tuple[tuple[str, ...], dict[str, Any]]] = [
    (("merlin", "percival", "loyal_servant", "assassin", "morgana"), {}),
    (("merlin", "percival", "cleric", "troublemaker", "loyal_servant", "loyal_servant", "assassin", "witch", "trickster", "revealer"),
     {"trapper": True, "excalibur": True, "lady_of_the_lake": True}),
    (("merlin", "percival", "troublemaker", "loyal_servant", "loyal_servant", "loyal_servant", "assassin", "mordred", "witch",
      "revealer"), {"mode": "physical", "trapper": True, "excalibur": True}),
    (("merlin", "percival", "troublemaker", "loyal_servant", "assassin", "trickster", "lunatic"),
     {"plot_cards": True, "excalibur": True, "lady_of_the_lake": True, "private_votes": True}),
]


def test_random_games_leave_no_cyclic_garbage() -> None:
    rng = random.Random(18)
    setups = [Setup("avalon", tuple(f"P{i}" for i in range(len(roles))), roles, options) for roles, options in SETUPS]
    for setup in setups:
        step_playout(GAME, setup, rng)  # the configurations' caches filled before counting
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()  # nothing collected behind our back: what the games leave unreachable is counted below
    try:
        for setup in setups:
            for _ in range(5):
                step_playout(GAME, setup, rng)
        assert gc.collect() == 0
    finally:
        if enabled:
            gc.enable()
