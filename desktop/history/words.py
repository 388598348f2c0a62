"""Names the history's windows share: the games in their order, a game's title in the UI language."""

from __future__ import annotations

from engine.registry import games

from ..text import render_msg

GAME_IDS = ("onuw", "avalon", "quest", "castle")


def game_title(game_id: str) -> str:
    game = games().get(game_id)
    return render_msg(game.title) if game is not None else game_id
