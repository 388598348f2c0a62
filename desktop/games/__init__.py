"""Game plugins, keyed by game id: desktop/games/<id>/ defines ``PLUGIN`` (a GamePlugin subclass).

A game without a package here plays with the generic plugin; a new game plugs in
by adding its package, without touching the shell.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from typing import Any

from engine.core import Game

from ..plugin import GamePlugin


@cache
def _plugin_classes() -> dict[str, type[GamePlugin]]:
    found: dict[str, type[GamePlugin]] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        cls = getattr(module, "PLUGIN", None)
        if isinstance(cls, type) and issubclass(cls, GamePlugin):
            found[info.name] = cls
    return found


def plugin_for(game: Game[Any]) -> GamePlugin:
    cls = _plugin_classes().get(game.id, GamePlugin)
    return cls(game)
