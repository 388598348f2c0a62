"""Issue 33, the log's noise: in a game dealt by the app the log starts with the game, not with a "[moderator only]"
line and a "[private to …]" line per card dealt (nobody at the table can open them before the end, when they show
with the rest); One Night's first night call is logged once everyone has seen their card, not during the deal; and
dawn says nothing of shields and artifact tokens when no Daybreak role is in the game."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from engine.core import PUBLIC, Action, Setup
from engine.games.onuw import GAME as ONUW
from engine.session import Session
from tests.desktop.observer import clean
from tests.desktop.table import Table, new_game, play_step

NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil"]
ONE_NIGHT = "One Night Ultimate Werewolf + Daybreak"
PLACEHOLDER = re.compile(r"^\[(moderator only|private to .*)\]")


def log_lines(table: Table) -> list[str]:
    log = table.console().log
    return [clean(log.item(row).text()) for row in range(log.count())]


def placeholders(lines: list[str]) -> list[str]:
    return [line for line in lines if PLACEHOLDER.match(line)]


@pytest.mark.parametrize("game", ["Quest", "The Resistance: Avalon", ONE_NIGHT, "Castle of the Devil"])
def test_an_app_dealt_game_starts_its_log_with_the_game(table: Table, game: str) -> None:
    table.launch()
    new_game(table, game, NAMES[:4] if game == "Castle of the Devil" else NAMES, "app")
    start = log_lines(table)
    assert not placeholders(start), start
    assert not any(line.startswith("Night step") for line in start), f"the night is logged during the deal: {start}"
    rng = random.Random(5)
    dealt = False
    for _ in range(3000):
        if play_step(table, rng) == "over":
            break
        lines = log_lines(table)
        if not dealt:
            assert not placeholders(lines), lines
        if not dealt and not table.console().controller.dealing():
            dealt = True
            if game == ONE_NIGHT:
                assert lines and lines[0].startswith("Night step 1:"), lines[:3]
        if not dealt:
            assert not any(line.startswith("Night step") for line in lines), lines
        assert not any("Artifact tokens" in line or "Shields:" in line for line in lines), "no Daybreak role"
    else:
        raise AssertionError("no end")
    # The end shows everything, each line with whom it was for: the deal's lines too.
    end = log_lines(table)
    assert any(line.startswith("[private to Ana] ") for line in end), end[:12]


def _dawn(setup: Setup, seed: int) -> Any:
    session = Session(ONUW, setup, seed=seed)
    rng = random.Random(seed)
    while session.view(PUBLIC)["phase"] not in ("day", "vote"):
        mine = [c for c in session.choices() if c.player is not None]
        session.act(rng.choice(mine).sample(rng) if mine and rng.random() < 0.5 else Action("time_up"))
    return next(e for e in session.events(PUBLIC) if e.type == "dawn")


def test_dawn_names_shields_and_artifacts_only_with_a_daybreak_role() -> None:
    plain = Setup("onuw", tuple(NAMES), ("werewolf", "werewolf", "seer", "robber", "troublemaker", "villager",
                                         "villager", "insomniac"), ONUW.options_with_defaults({"mode": "app"}))
    daybreak = Setup("onuw", tuple(NAMES), ("werewolf", "werewolf", "seer", "robber", "sentinel", "curator",
                                            "villager", "insomniac"), ONUW.options_with_defaults({"mode": "app"}))
    for seed in range(3):
        plain_dawn, daybreak_dawn = _dawn(plain, seed).msg, _dawn(daybreak, seed).msg
        assert plain_dawn is not None and daybreak_dawn is not None
        assert "Shields" not in plain_dawn.text and "Artifact" not in plain_dawn.text, plain_dawn.text
        assert "Shields" in daybreak_dawn.text and "Artifact tokens" in daybreak_dawn.text, daybreak_dawn.text
