"""Companion tests: a real server on 127.0.0.1 serving a real controller."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from desktop.companion import CompanionServer, Limits, SeatBook
from desktop.controller import GameController
from desktop.games import plugin_for
from desktop.plugin import GamePlugin
from engine.core import Choice, Setup
from engine.registry import get_game
from tests.toygame import GAME as TOY

NAMES = ("Ana", "Binh", "Chi", "Dara", "Emil", "Farah", "Gus", "Hana", "Ivo", "Jun")


@pytest.fixture
def serve(qapp: Any) -> Iterator[Callable[..., CompanionServer]]:
    """serve(controller, plugin, **kwargs): a started server on 127.0.0.1 (stopped at the end)."""
    servers: list[CompanionServer] = []

    def make(controller: GameController, plugin: GamePlugin, book: SeatBook | None = None,
             limits: Limits | None = None, offer: Callable[[Choice], bool] | None = None) -> CompanionServer:
        server = CompanionServer(controller, plugin, host="127.0.0.1", port=0, book=book, limits=limits, offer=offer)
        assert server.start()
        server.problem.connect(lambda text: pytest.fail(f"server problem: {text}"))
        servers.append(server)
        return server

    yield make
    for server in servers:
        server.stop()
        server.deleteLater()


def toy_controller(players: int = 3, seed: int = 7) -> GameController:
    setup = Setup("toy", NAMES[:players], TOY.recommended_roles(players, {}))
    return GameController.new_game(TOY, setup, None, seed=seed)


def avalon_controller(players: int = 5, seed: int = 3, **options: Any) -> tuple[GameController, GamePlugin]:
    game = get_game("avalon")
    setup = Setup("avalon", NAMES[:players], game.recommended_roles(players, {}),
                  {"mode": "app", "private_votes": True, **options})
    assert not [p for p in game.validate(setup) if p.severity == "error"]
    return GameController.new_game(game, setup, None, seed=seed), plugin_for(game)


@pytest.fixture
def toy_plugin() -> GamePlugin:
    return GamePlugin(TOY)
