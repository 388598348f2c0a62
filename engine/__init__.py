"""Tablekeeper's rules engine: pure Python, no Qt.

Import the pieces from their modules: engine.core (the Game shape),
engine.session (a game in play), engine.record (records and replay),
engine.registry (the games), engine.i18n (translatable text).
"""

__all__: list[str] = []
