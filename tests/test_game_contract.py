"""What every game owes the desktop: a prompt for every choice, a name for every parameter and phase.

The shell is generic: without these it would show engine ids ("troublemake", "card") to the table.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core import PUBLIC, Game, Setup
from engine.i18n import Msg, Text
from engine.registry import games
from engine.session import Session

GAMES = [g for g in games().values() if g.id != "toy"]


def playout_setups(game: Game[Any]) -> list[Setup]:
    setups = []
    for players in sorted({game.min_players, (game.min_players + game.max_players) // 2, game.max_players}):
        for mode in ("app", "physical"):
            options = game.options_with_defaults({"mode": mode} if any(s.key == "mode" for s in game.option_specs()) else {})
            names = tuple(f"P{i}" for i in range(players))
            setups.append(Setup(game.id, names, game.recommended_roles(players, options), options))
    return setups


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_choice_phase_and_parameter_has_a_translatable_name(game: Game[Any]) -> None:
    missing: set[str] = set()
    for setup in playout_setups(game):
        for seed in range(3):
            rng = random.Random(seed)
            session: Session[Any] = Session(game, setup, seed=seed)
            for _ in range(3000):
                if session.result() is not None:
                    break
                phase = session.view(PUBLIC).get("phase")
                if isinstance(phase, str) and not isinstance(game.phase_name(phase), Text):
                    missing.add(f"phase {phase!r}")
                choices = session.choices()
                for choice in choices:
                    if not isinstance(choice.prompt, Msg):
                        missing.add(f"prompt of {choice.type!r}")
                    for key in choice.params:
                        if not isinstance(game.param_name(choice.type, key), Text):
                            missing.add(f"parameter {choice.type}.{key}")
                session.act(rng.choice(choices).sample(rng))
    assert sorted(missing) == []
