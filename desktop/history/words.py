"""Names the history's windows share: the games in their order, a game's title in the UI language."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from engine.registry import games

from ..text import render_msg

GAME_IDS = ("onuw", "avalon", "quest", "castle")


def game_title(game_id: str) -> str:
    game = games().get(game_id)
    return render_msg(game.title) if game is not None else game_id


def fill_game_filter(combo: QComboBox, all_games: str) -> None:
    """The game filter of a history window, (re)written in the UI language, its choice kept and no signal sent."""
    current = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    combo.addItem(all_games, "")
    for game_id in GAME_IDS:
        combo.addItem(game_title(game_id), game_id)
    combo.setCurrentIndex(max(0, combo.findData(current)) if current else 0)
    combo.blockSignals(False)
