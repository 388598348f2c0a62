"""Finds games: every package under engine/games that defines ``GAME``.

Extra games (the test-only game, a game in development) can be named in the
environment variable TABLEKEEPER_EXTRA_GAMES as ``module:attribute`` entries
separated by commas.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
from functools import cache

from . import games as _games_pkg
from .core import Game

EXTRA_GAMES_ENV = "TABLEKEEPER_EXTRA_GAMES"


_load_errors: dict[str, str] = {}


@cache
def _builtin() -> dict[str, Game]:
    """Every game package that imports; one that fails is left out and its error kept (see load_errors)."""
    found: dict[str, Game] = {}
    for info in sorted(pkgutil.iter_modules(_games_pkg.__path__), key=lambda i: i.name):
        try:
            module = importlib.import_module(f"{_games_pkg.__name__}.{info.name}")
        except Exception as exc:  # one broken game must not take the others down
            _load_errors[info.name] = f"{type(exc).__name__}: {exc}"
            continue
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            found[game.id] = game
    return found


def load_errors() -> dict[str, str]:
    """Game packages that failed to import, with the error (the suite requires none)."""
    _builtin()
    return dict(_load_errors)


def _extra() -> dict[str, Game]:
    found: dict[str, Game] = {}
    for spec in filter(None, (s.strip() for s in os.environ.get(EXTRA_GAMES_ENV, "").split(","))):
        module_name, _, attr = spec.partition(":")
        try:
            game = getattr(importlib.import_module(module_name), attr or "GAME")
        except (ImportError, AttributeError, SyntaxError) as exc:
            raise KeyError(f"cannot load the game named in {EXTRA_GAMES_ENV} ({spec}): {exc}") from None
        if isinstance(game, Game):
            found[game.id] = game
    return found


def games() -> dict[str, Game]:
    """Every available game by id, built-in ones first."""
    return {**_builtin(), **_extra()}


def get_game(game_id: str) -> Game:
    available = games()
    try:
        return available[game_id]
    except KeyError:
        names = ", ".join(sorted(available)) or "none"
        raise KeyError(f"unknown game {game_id!r} (available: {names})") from None
