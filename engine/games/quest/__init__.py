"""Quest (Don Eskridge): standard game, Director's Cut, Unknown Roles and Hunter variants, both input modes.

The rules reference is shared/rules/quest.md; the project's rulings and the record reference are in
docs/rules/quest.md. Tables live in :mod:`engine.games.quest.data`.
"""

from .game import QuestGame

GAME = QuestGame()

__all__ = ["GAME", "QuestGame"]
