"""Random legal playouts over any game, for property tests and benchmarks."""

from __future__ import annotations

import random
from typing import Any

from engine.core import Game, Setup
from engine.session import Session


def random_playout(game: Game[Any], setup: Setup, rng: random.Random, max_steps: int = 10_000) -> Session[Any]:
    """Play random legal actions (chance drawn from ``rng``) until the game ends; fails if it never does."""
    session: Session[Any] = Session(game, setup, seed=rng.randrange(2**32))
    for _ in range(max_steps):
        if session.result() is not None:
            return session
        choices = session.choices()
        assert choices, f"the game is not over but offers no choice: {session.view('moderator')}"
        choice = rng.choice(choices)
        session.act(choice.sample(rng))
    raise AssertionError(f"no result after {max_steps} actions")


def step_playout(game: Game[Any], setup: Setup, rng: random.Random) -> int:
    """A random complete game straight through ``Game.step`` (no session, no history kept), as the benchmarks play:
    every chance step drawn, one open choice drawn uniformly and sampled; returns the number of actions applied."""
    state = game.start(setup)
    actions = 0
    while game.result(state) is None:
        step = game.chance(state)
        if step is not None:
            action = step.sample(rng)
        else:
            options = game.choices(state)
            action = options[rng.randrange(len(options))].sample(rng)
        state, _events = game.step(state, action)
        actions += 1
    return actions
