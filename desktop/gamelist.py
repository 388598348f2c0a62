"""The games the wizard offers, listed without importing their rules.

Importing every game's rules costs more than the whole rest of start-up
(engine.registry.games() imports each package), so the wizard's first frame
lists the game packages by id with the titles remembered from the last run
(:meth:`AppSettings.game_titles`), and the rules are loaded right after that
frame is painted (:func:`load_all`).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.core import Game


def builtin_ids() -> list[str]:
    """The game packages under engine/games (the registry's own convention), without importing them."""
    import engine.games

    folders = [Path(p) for p in engine.games.__path__]
    if not getattr(sys, "frozen", False) and all(folder.is_dir() for folder in folders):
        # A checkout or an install: the folders themselves (importing pkgutil costs 1 ms of the first frame).
        return sorted({entry.name for folder in folders for entry in os.scandir(folder)
                       if entry.name.isidentifier() and any((Path(entry.path) / f"__init__.{ext}").is_file()
                                                            for ext in ("py", "pyc"))})
    import pkgutil  # a frozen build keeps the packages in an archive (its folder may hold data files only)

    return sorted(m.name for m in pkgutil.iter_modules(engine.games.__path__) if m.ispkg and m.name.isidentifier())


def extra_configured() -> bool:
    from engine.registry import EXTRA_GAMES_ENV

    return bool(os.environ.get(EXTRA_GAMES_ENV, "").strip())


def load_all() -> dict[str, Game[Any]]:
    """Every playable game (the registry: a package that fails to import is left out and reported there)."""
    from engine.registry import games

    return games()


def title_entry(game: Game[Any]) -> tuple[str, str]:
    title = game.title
    return (str(getattr(title, "context", "")), str(title))
