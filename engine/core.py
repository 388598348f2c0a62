"""The shape every game has: actions, choices, events, views, results and the Game base class.

A game is data plus rules. The :class:`Game` subclass never keeps state of its
own: everything lives in the state object it returns, which ``apply`` never
mutates (it returns a new one), so a session can keep every state for undo.
"""

from __future__ import annotations

import itertools
import math
import random
from abc import ABC, abstractmethod
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Literal, TypeVar

from . import errors
from .errors import IllegalAction
from .i18n import Msg, Text

PUBLIC = "public"
MODERATOR = "moderator"
Viewer = str | int  # PUBLIC, MODERATOR or a seat index
Audience = Literal["public", "moderator"] | tuple[int, ...]

S = TypeVar("S")


@dataclass(frozen=True)
class Action:
    """One step of a game: a player's choice, a moderator's entry or a chance outcome.

    ``player`` is the acting seat (0-based), or None for the moderator / the
    table / chance. ``params`` holds JSON values only (ints, strings, lists).
    """

    type: str
    player: int | None = None
    params: Mapping[str, Any] = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.params[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.params.get(key, default)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        if self.player is not None:
            out["player"] = self.player
        for key, value in self.params.items():
            out[key] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Action:
        if not isinstance(data, Mapping) or not isinstance(data.get("type"), str):
            raise ValueError("an action must be an object with a string \"type\"")
        player = data.get("player")
        if player is not None and (not isinstance(player, int) or isinstance(player, bool)):
            raise ValueError("an action's \"player\" must be a seat number")
        params = {k: v for k, v in data.items() if k not in ("type", "player", "expect_error", "note")}
        return cls(data["type"], player, params)


@dataclass(frozen=True)
class OneOf:
    """Pick one value."""

    values: tuple[Any, ...]

    def count(self) -> int:
        return len(self.values)

    def options(self) -> Iterator[Any]:
        return iter(self.values)

    def sample(self, rng: random.Random) -> Any:
        return self.values[rng.randrange(len(self.values))]


@dataclass(frozen=True)
class SubsetOf:
    """Pick exactly ``size`` distinct values (a team, say); the result is a sorted list."""

    values: tuple[Any, ...]
    size: int

    def count(self) -> int:
        return math.comb(len(self.values), self.size)

    def options(self) -> Iterator[list[Any]]:
        return (list(c) for c in itertools.combinations(self.values, self.size))

    def sample(self, rng: random.Random) -> list[Any]:
        picked = rng.sample(range(len(self.values)), self.size)
        return [self.values[i] for i in sorted(picked)]


Domain = OneOf | SubsetOf


@dataclass(frozen=True)
class Choice:
    """A decision the game waits for: who decides, what kind, and the allowed values.

    Every combination of the domains' values is legal (games express joint
    constraints by asking in steps). Several choices may be open at once (each
    team member's quest card, say).
    """

    type: str
    player: int | None
    params: Mapping[str, Domain] = field(default_factory=dict)
    prompt: Msg | None = None

    def count(self) -> int:
        return math.prod(d.count() for d in self.params.values())

    def actions(self) -> Iterator[Action]:
        keys = list(self.params)
        for combo in itertools.product(*(self.params[k].options() for k in keys)):
            yield Action(self.type, self.player, dict(zip(keys, combo, strict=True)))

    def sample(self, rng: random.Random) -> Action:
        return Action(self.type, self.player, {k: d.sample(rng) for k, d in self.params.items()})

    def single(self) -> Action | None:
        """The only legal action, when there is exactly one (the UI pre-selects it)."""
        return next(self.actions()) if self.count() == 1 else None

    def allows(self, action: Action) -> bool:
        if action.type != self.type or action.player != self.player:
            return False
        if set(action.params) != set(self.params):
            return False
        for key, domain in self.params.items():
            value = action.params[key]
            if isinstance(domain, OneOf):
                if value not in domain.values:
                    return False
            else:
                if not isinstance(value, list) or len(value) != domain.size:
                    return False
                if len(set(map(_hashable, value))) != len(value) or any(v not in domain.values for v in value):
                    return False
        return True


def _first_bad_param(choice: Choice, action: Action) -> str:
    for key in action.params:
        if key not in choice.params:
            return key
    for key, domain in choice.params.items():
        if key not in action.params:
            return key
        probe = Choice(choice.type, choice.player, {key: domain})
        if not probe.allows(Action(action.type, action.player, {key: action.params[key]})):
            return key
    return "?"


def _hashable(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


@dataclass(frozen=True)
class ChanceStep:
    """A pending random outcome. ``sample`` draws one as an action of type ``type``."""

    type: str
    draw: Any  # Callable[[random.Random], Action]

    def sample(self, rng: random.Random) -> Action:
        action = self.draw(rng)
        assert action.type == self.type
        return action


@dataclass(frozen=True)
class Event:
    """Something that happened. ``audience`` says who may know it (the moderator knows all)."""

    type: str
    audience: Audience = PUBLIC
    msg: Msg | None = None
    data: Mapping[str, Any] = field(default_factory=dict)

    def visible_to(self, viewer: Viewer) -> bool:
        if viewer == MODERATOR or self.audience == PUBLIC:
            return True
        if isinstance(self.audience, tuple):
            return isinstance(viewer, int) and viewer in self.audience
        return False

    @property
    def private(self) -> bool:
        return self.audience != PUBLIC

    def to_json(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "audience": list(self.audience) if isinstance(self.audience, tuple) else self.audience,
            "msg": self.msg.to_json() if self.msg else None,
            "data": dict(self.data),
        }


@dataclass(frozen=True)
class Result:
    """The end of a game: the winning side, the winning seats and why."""

    side: str
    winners: tuple[int, ...]
    reason: Msg
    details: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"side": self.side, "winners": list(self.winners), "reason": self.reason.to_json(), **self.details}


@dataclass(frozen=True)
class OptionSpec:
    """A setup option: a variant, a module or a house rule."""

    key: str
    default: Any
    label: Text
    help: Text
    choices: tuple[Any, ...] = ()  # empty: a boolean (or free int when default is int)
    choice_labels: tuple[Text, ...] = ()
    multiple: bool = False  # the value is a list of any of ``choices`` (the wizard shows check boxes)
    records_only: bool = False  # set by hand-written records and tests, never offered in the setup wizard

    def parse(self, raw: str) -> Any:
        """Parse a command-line value (``KEY=VALUE``; a comma-separated list for a multiple option)."""
        if self.multiple:
            picked = [item.strip() for item in raw.split(",") if item.strip()]
            wrong = [item for item in picked if item not in self.choices]
            if wrong:
                raise ValueError(f"option {self.key} takes any of {', '.join(map(str, self.choices))}, not {', '.join(wrong)}")
            return picked
        if isinstance(self.default, bool):
            lowered = raw.strip().lower()
            if lowered in ("1", "true", "yes", "on"):
                return True
            if lowered in ("0", "false", "no", "off"):
                return False
            raise ValueError(f"option {self.key} takes true or false, not {raw!r}")
        if isinstance(self.default, int):
            try:
                value: Any = int(raw)
            except ValueError:
                raise ValueError(f"option {self.key} takes a whole number, not {raw!r}") from None
        else:
            value = raw
        if self.choices and value not in self.choices:
            raise ValueError(f"option {self.key} takes one of {', '.join(map(str, self.choices))}, not {raw!r}")
        return value


@dataclass(frozen=True)
class Problem:
    """A setup validation finding. Errors block the game; warnings are advice."""

    severity: Literal["error", "warning"]
    code: str
    msg: Msg

    def to_json(self) -> dict[str, Any]:
        return {"severity": self.severity, "code": self.code, "msg": self.msg.to_json()}


@dataclass(frozen=True)
class Setup:
    """Everything chosen before the deal: seat order, role list and options."""

    game: str
    players: tuple[str, ...]
    roles: tuple[str, ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def count(self) -> int:
        return len(self.players)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": list(self.players), "roles": list(self.roles),
                "options": dict(self.options)}


@dataclass(frozen=True)
class ScriptStep:
    """One line of a narration script (a night call, a reveal line).

    ``id`` is a stable message id; ``msg`` the translatable line; ``duration``
    the seconds the step lasts, counted from the start of its speech.
    """

    id: str
    msg: Msg
    duration: float
    role: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "context": self.msg.context, "text": str(self.msg.text),
                "english": self.msg.english(), "params": self.msg.to_json()["params"],
                "duration": self.duration, "role": self.role}


class Game(ABC, Generic[S]):
    """Rules of one game. Subclasses are stateless; states are immutable values."""

    id: ClassVar[str]
    title: ClassVar[Text]
    min_players: ClassVar[int]
    max_players: ClassVar[int]

    # -- setup -------------------------------------------------------------
    def option_specs(self) -> Sequence[OptionSpec]:
        return ()

    def options_with_defaults(self, options: Mapping[str, Any]) -> dict[str, Any]:
        specs = {s.key: s for s in self.option_specs()}
        unknown = set(options) - set(specs)
        if unknown:
            raise ValueError(f"unknown option(s) for {self.id}: {', '.join(sorted(unknown))}")
        return {key: options.get(key, spec.default) for key, spec in specs.items()}

    @abstractmethod
    def recommended_roles(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        """The recommended role list for this count and these options."""

    @abstractmethod
    def validate(self, setup: Setup) -> list[Problem]:
        """Every problem with this setup (errors and warnings)."""

    def phase_name(self, phase: str) -> Text | None:
        """The translatable name of a phase id as the view gives it ("Night", "The Hunt"...)."""
        return None

    def param_name(self, action_type: str, param: str) -> Text | None:
        """The translatable label of a choice parameter ("Card to take", "Team"...)."""
        return None

    def role_summary(self, role: str) -> Text | None:
        """A one-line, translatable explanation of a role for the setup wizard (None if the game has none)."""
        return None

    @abstractmethod
    def start(self, setup: Setup) -> S:
        """The state before any chance step (the deal) or choice."""

    # -- play --------------------------------------------------------------
    @abstractmethod
    def chance(self, state: S) -> ChanceStep | None:
        """The random outcome the game needs next, if any (checked before choices)."""

    @abstractmethod
    def choices(self, state: S) -> list[Choice]:
        """The decisions open now. Empty when the game is over or waits on chance."""

    @abstractmethod
    def apply(self, state: S, action: Action) -> tuple[S, list[Event]]:
        """Apply a checked action; returns the new state and the events it caused."""

    def check(self, state: S, action: Action) -> None:
        """Raise :class:`IllegalAction` with the most helpful reason if ``action`` is refused.

        The default accepts exactly what :meth:`choices` or :meth:`chance`
        allow; games override it to give specific reasons first.
        """
        if self.result(state) is not None:
            raise IllegalAction(errors.GAME_OVER, errors.T_GAME_OVER())
        step = self.chance(state)
        if step is not None:
            if action.type != step.type or action.player is not None:
                raise IllegalAction(errors.WRONG_PHASE, errors.T_WRONG_PHASE())
            self.check_chance(state, action)
            return
        open_choices = self.choices(state)
        same_type = [c for c in open_choices if c.type == action.type]
        if not same_type:
            known = action.type in self.action_types()
            raise IllegalAction(
                errors.WRONG_PHASE if known else errors.UNKNOWN_ACTION,
                errors.T_WRONG_PHASE() if known else errors.T_UNKNOWN_ACTION(action=action.type),
            )
        mine = [c for c in same_type if c.player == action.player]
        if not mine:
            raise IllegalAction(errors.NOT_YOUR_TURN, errors.T_NOT_YOUR_TURN(player=self.player_label(state, action.player)))
        if not any(c.allows(action) for c in mine):
            raise IllegalAction(errors.BAD_PARAMETER, errors.T_BAD_PARAMETER(name=_first_bad_param(mine[0], action)))

    def check_chance(self, state: S, action: Action) -> None:
        """Validate a fixed chance outcome (a deal from a record, say)."""

    def step(self, state: S, action: Action) -> tuple[S, list[Event]]:
        """Check, then apply."""
        self.check(state, action)
        return self.apply(state, action)

    def action_types(self) -> frozenset[str]:
        """Every action type this game knows (for 'unknown action' versus 'not now')."""
        return frozenset()

    def player_label(self, state: S, player: int | None) -> str:
        return "?" if player is None else str(player)

    # -- views and results -------------------------------------------------
    @abstractmethod
    def view(self, state: S, viewer: Viewer) -> dict[str, Any]:
        """What ``viewer`` may know, as JSON values. The public view holds no secret."""

    @abstractmethod
    def result(self, state: S) -> Result | None:
        """The result once the game is over."""

    def seat_secrets(self, state: S) -> Mapping[int, Sequence[str]]:
        """Per seat, the hidden facts (role ids and role names) that no public display may tie to it now.

        Tests walk the public view and every board widget with this; empty once the game is over
        or for what the table has seen (a card the Revealer turned face up, say).
        """
        return {}

    def script(self, setup: Setup) -> list[ScriptStep]:
        """The narration script (reveal or night calls) for this setup."""
        return []
