"""A tiny test-only game that exercises the whole core: chance, secrets, turns, views, results.

"Colour Guess": each player is dealt a secret colour (red or blue, from a deck
with as many of each as the role list says). A random first player starts;
in seat order from there each player guesses one other player's colour. A
player who guessed right wins.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine import errors
from engine.core import (
    MODERATOR,
    PUBLIC,
    Action,
    ChanceStep,
    Choice,
    Event,
    Game,
    OneOf,
    OptionSpec,
    Problem,
    Result,
    ScriptStep,
    Setup,
    Viewer,
)
from engine.errors import IllegalAction
from engine.i18n import QT_TRANSLATE_NOOP

GUESS_SELF = "guess_self"
T_GUESS_SELF = QT_TRANSLATE_NOOP("toy", "{player} cannot guess their own colour.")
T_RED = QT_TRANSLATE_NOOP("toy", "red")
T_BLUE = QT_TRANSLATE_NOOP("toy", "blue")
COLOURS = {"red": T_RED, "blue": T_BLUE}


@dataclass(frozen=True)
class ToyState:
    setup: Setup
    colours: tuple[str, ...] | None = None
    first: int | None = None
    guesses: tuple[tuple[int, int, str], ...] = ()  # (guesser, target, colour)

    @property
    def turn(self) -> int | None:
        if self.first is None or len(self.guesses) >= self.setup.count:
            return None
        return (self.first + len(self.guesses)) % self.setup.count


class ToyGame(Game[ToyState]):
    id = "toy"
    title = QT_TRANSLATE_NOOP("toy", "Colour Guess")
    min_players = 2
    max_players = 4

    def option_specs(self) -> list[OptionSpec]:
        return [OptionSpec("announce", False, QT_TRANSLATE_NOOP("toy", "Announce guesses"),
                           QT_TRANSLATE_NOOP("toy", "Read each guess aloud."))]

    def recommended_roles(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        return tuple("red" if i % 2 == 0 else "blue" for i in range(players))

    def validate(self, setup: Setup) -> list[Problem]:
        problems = []
        if not self.min_players <= setup.count <= self.max_players:
            problems.append(Problem("error", "player_count", QT_TRANSLATE_NOOP("toy", "Colour Guess needs 2 to 4 players.")()))
        if len(setup.roles) != setup.count or any(r not in COLOURS for r in setup.roles):
            problems.append(Problem("error", "role_count", QT_TRANSLATE_NOOP("toy", "Give one colour per player.")()))
        return problems

    def start(self, setup: Setup) -> ToyState:
        return ToyState(setup)

    def chance(self, state: ToyState) -> ChanceStep | None:
        if state.colours is None:
            return ChanceStep("deal", lambda rng: Action("deal", None, {"colours": rng.sample(list(state.setup.roles), state.setup.count)}))
        if state.first is None:
            return ChanceStep("first_player", lambda rng: Action("first_player", None, {"seat": rng.randrange(state.setup.count)}))
        return None

    def check_chance(self, state: ToyState, action: Action) -> None:
        if action.type == "deal":
            if sorted(action.get("colours", [])) != sorted(state.setup.roles):
                raise IllegalAction(errors.BAD_CHANCE, errors.T_BAD_CHANCE())
        elif action.get("seat") not in range(state.setup.count):
            raise IllegalAction(errors.BAD_CHANCE, errors.T_BAD_CHANCE())

    def choices(self, state: ToyState) -> list[Choice]:
        turn = state.turn
        if turn is None or state.colours is None:
            return []
        others = tuple(p for p in range(state.setup.count) if p != turn)
        return [Choice("guess", turn, {"target": OneOf(others), "colour": OneOf(("red", "blue"))})]

    def action_types(self) -> frozenset[str]:
        return frozenset({"guess", "deal", "first_player"})

    def player_label(self, state: ToyState, player: int | None) -> str:
        return state.setup.players[player] if player is not None else "?"

    def check(self, state: ToyState, action: Action) -> None:
        if action.type == "guess" and action.player == state.turn and action.get("target") == action.player:
            raise IllegalAction(GUESS_SELF, T_GUESS_SELF(player=self.player_label(state, action.player)))
        super().check(state, action)

    def apply(self, state: ToyState, action: Action) -> tuple[ToyState, list[Event]]:
        if action.type == "deal":
            colours = tuple(action["colours"])
            events = [Event("learned", (p,), QT_TRANSLATE_NOOP("toy", "{player} is {colour}.")(
                player=state.setup.players[p], colour=COLOURS[c]), {"colour": c}) for p, c in enumerate(colours)]
            return replace(state, colours=colours), events
        if action.type == "first_player":
            seat = action["seat"]
            return replace(state, first=seat), [Event("first_player", PUBLIC, QT_TRANSLATE_NOOP("toy", "{player} starts.")(
                player=state.setup.players[seat]), {"seat": seat})]
        guess = (action.player, action["target"], action["colour"])
        return replace(state, guesses=(*state.guesses, guess)), [Event("guess", PUBLIC, QT_TRANSLATE_NOOP(
            "toy", "{player} guesses {target} is {colour}.")(player=state.setup.players[guess[0]],
                                                             target=state.setup.players[guess[1]], colour=COLOURS[guess[2]]))]

    def view(self, state: ToyState, viewer: Viewer) -> dict[str, Any]:
        over = self.result(state) is not None
        seats = []
        for p, name in enumerate(state.setup.players):
            seat: dict[str, Any] = {"name": name}
            if state.colours and (over or viewer in (MODERATOR, p)):
                seat["colour"] = state.colours[p]
            seats.append(seat)
        return {"seats": seats, "turn": state.turn, "guesses": [list(g) for g in state.guesses]}

    def result(self, state: ToyState) -> Result | None:
        if state.colours is None or len(state.guesses) < state.setup.count:
            return None
        winners = tuple(sorted(g for g, t, c in state.guesses if state.colours[t] == c))
        return Result("guessers", winners, QT_TRANSLATE_NOOP("toy", "Right guesses win.")())

    def script(self, setup: Setup) -> list[ScriptStep]:
        return [ScriptStep("toy.look", QT_TRANSLATE_NOOP("toy", "Everyone, look at your colour.")(), 5.0)]


GAME = ToyGame()
