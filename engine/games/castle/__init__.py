"""Castle of the Devil (Die Kutschfahrt zur Teufelsburg, 魔城馬車), 3-10 players."""

from .game import CastleOfTheDevil

GAME = CastleOfTheDevil()

__all__ = ["GAME", "CastleOfTheDevil"]
