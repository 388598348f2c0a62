"""One Night Ultimate Werewolf + Daybreak (game id "onuw")."""

from .game import OneNight

GAME = OneNight()

__all__ = ["GAME", "OneNight"]
