"""The Resistance: Avalon with Lady of the Lake, Excalibur, Plot Cards, the Witch, Big Box roles and the Trapper (game id "avalon")."""

from .game import Avalon

GAME = Avalon()

__all__ = ["GAME", "Avalon"]
