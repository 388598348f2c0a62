"""Finished games written as the app keeps them (journals in the save folder's finished/), for the history's tests
and benchmark (issue 34): a random playout of a game, or one given by hand, under a chosen date."""

from __future__ import annotations

import datetime as dt
import json
import random
import secrets
from pathlib import Path
from typing import Any

from engine.core import Setup
from engine.journal import JOURNAL_FORMAT, JOURNAL_VERSION
from engine.record import header_json
from engine.registry import get_game
from engine.session import Session
from tests.playout import random_playout


def write_journal(directory: Path, session: Session[Any], when: dt.datetime) -> Path:
    """``session``'s whole history as a journal named for ``when`` (as desktop.saves.SaveStore names them)."""
    path = directory / f"{when:%Y%m%d-%H%M%S}-{session.setup.game}-{secrets.token_hex(3)}.tkjournal"
    lines = [{"format": JOURNAL_FORMAT, "version": JOURNAL_VERSION, **header_json(session.setup, session.seed)}]
    for index, group in enumerate(session.groups):
        for position, action in enumerate(group.actions):
            joined = index == 0 or position > 0
            lines.append({"do": action.to_json(), "join": True} if joined else {"do": action.to_json()})
    # What Journal.append writes line by line (without its fsync per line: a thousand games are written here).
    path.write_text("".join(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n" for line in lines),
                    encoding="utf-8")
    return path


def random_game(game_id: str, players: list[str], mode: str, seed: int) -> Session[Any]:
    game = get_game(game_id)
    options = game.options_with_defaults({"mode": mode})
    setup = Setup(game_id, tuple(players), game.recommended_roles(len(players), options), options)
    return random_playout(game, setup, random.Random(seed))
