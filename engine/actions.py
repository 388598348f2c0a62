"""What a player may do: actions, the open choices with their domains, and the value tests every check uses.

The shapes here are shared by every game (engine/core.py re-exports them). A :class:`Choice` names who decides, what
kind of action and the allowed values of each parameter (:class:`OneOf`, :class:`SubsetOf`); an :class:`Action` is
one decision taken. Both are immutable values, made without the frozen dataclass's setattr per field: games make
them at every step.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .i18n import Msg

_new = object.__new__
_set = object.__setattr__


#: Keys of a record's action that are not parameters (engine/record.py reads them).
RECORD_KEYS = frozenset({"type", "player", "expect_error", "note", "expect_view", "expect_events"})


@dataclass(frozen=True)
class Action:
    """One step of a game: a player's choice, a moderator's entry or a chance outcome.

    ``player`` is the acting seat (0-based), or None for the moderator / the
    table / chance. ``params`` holds JSON values only (ints, strings, lists).
    """

    type: str
    player: int | None = None
    params: Mapping[str, Any] = field(default_factory=dict)

    def __init__(self, type: str, player: int | None = None, params: Mapping[str, Any] | None = None) -> None:
        # What the frozen dataclass's __init__ makes, with one attribute dict instead of a setattr per field: every
        # step makes an action (a drawn choice, a chance outcome).
        _set(self, "__dict__", {"type": type, "player": player, "params": {} if params is None else params})

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
        params = {k: v for k, v in data.items() if k not in RECORD_KEYS}
        return cls(data["type"], player, params)


@dataclass(frozen=True)
class OneOf:
    """Pick one value."""

    values: tuple[Any, ...]

    def __init__(self, values: tuple[Any, ...]) -> None:
        _set(self, "__dict__", {"values": values})  # the dataclass's __init__, without its setattr per field

    def count(self) -> int:
        return len(self.values)

    def options(self) -> Iterator[Any]:
        return iter(self.values)

    def sample(self, rng: random.Random) -> Any:
        values = self.values  # rng.choice: the same draw as values[rng.randrange(len(values))], one call fewer
        return rng.choice(values) if values else values[rng.randrange(0)]  # an empty one raises as it always did


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
    _only: ClassVar[Action | None] = None  # see __init__

    def __init__(self, type: str, player: int | None, params: Mapping[str, Domain] | None = None,
                 prompt: Msg | None = None) -> None:
        # One attribute dict instead of the frozen dataclass's setattr per field (games make choices at every step).
        # ``_only``: the one action of a choice without parameters, made when first drawn (not a field).
        _set(self, "__dict__", {"type": type, "player": player, "params": {} if params is None else params, "prompt": prompt,
                                "_only": None})

    def count(self) -> int:
        return math.prod(d.count() for d in self.params.values())

    def actions(self) -> Iterator[Action]:
        keys = list(self.params)
        for combo in itertools.product(*(self.params[k].options() for k in keys)):
            yield Action(self.type, self.player, dict(zip(keys, combo, strict=True)))

    def sample(self, rng: random.Random) -> Action:
        if not self.params:  # its one action, made once: an action is an immutable value (pass, no Priest...)
            only = self._only
            if only is None:
                only = self.__dict__["_only"] = Action(self.type, self.player, {})
            return only
        params = {}
        choice = rng.choice
        for key, domain in self.params.items():  # a loop, not a comprehension: no function frame per sample
            values = domain.values  # OneOf.sample's draw inline (the same rng.choice), SubsetOf's its own
            params[key] = choice(values) if type(domain) is OneOf and values else domain.sample(rng)
        action = _new(Action)  # Action(self.type, self.player, params) without its __init__ frame
        _set(action, "__dict__", {"type": self.type, "player": self.player, "params": params})
        return action

    def single(self) -> Action | None:
        """The only legal action, when there is exactly one (the UI pre-selects it)."""
        return next(self.actions()) if self.count() == 1 else None

    def allows(self, action: Action) -> bool:
        if action.type != self.type or action.player != self.player:
            return False
        params, given = self.params, action.params
        if not params:  # the common case: nothing to choose (pass, no Priest...)
            return not given
        if len(given) != len(params):  # the same keys: as many, and each of the choice's given (below)
            return False
        for key, domain in params.items():
            if key not in given:
                return False
            value = given[key]
            if isinstance(domain, OneOf):
                values = domain.values
                try:  # _member's common case first: the first equal value has the same type
                    i = values.index(value)
                except ValueError:
                    return False
                if (type(values[i]) is not type(value) or type(value) is dict) and not _member(value, values):
                    return False
            else:
                if not isinstance(value, list) or len(value) != domain.size:
                    return False
                values = domain.values
                for item in value:  # each a member, as for a OneOf (a loop: no generator frame)
                    try:
                        i = values.index(item)
                    except ValueError:
                        return False
                    if (type(values[i]) is not type(item) or type(item) is dict) and not _member(item, values):
                        return False
                if len(set(map(_hashable, value))) != len(value):  # and distinct
                    return False
        return True


def _member(value: Any, values: tuple[Any, ...]) -> bool:
    """``value in values`` with JSON types kept apart: True is not 1 and 1.0 is not 1."""
    if isinstance(value, (dict, list)):
        return isinstance(value, list) and any(isinstance(v, list) and v == value for v in values)
    try:
        i = values.index(value)  # the first equal value (``in`` and ``index`` compare alike)
    except ValueError:
        return False
    kind = type(value)
    while type(values[i]) is not kind:  # 1 == True: an equal value of another type is no match, look further
        try:
            i = values.index(value, i + 1)
        except ValueError:
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


MAX_PARAM_INT = 2**53  # the largest int a JSON reader anywhere keeps exact; no game counts further


def _scalar(value: Any) -> bool:
    """A JSON scalar a parameter may hold (floats never: no game counts in halves)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return -MAX_PARAM_INT <= value <= MAX_PARAM_INT
    return value is None or isinstance(value, (str, bool))


def _fits(domain: Domain, value: Any) -> bool:
    """Whether ``value`` has the shape ``domain`` asks for (its values' JSON types), whatever its value."""
    types = {type(v) for v in domain.values}
    if isinstance(domain, SubsetOf):
        return isinstance(value, list) and all(_scalar(v) and (not types or type(v) in types) for v in value)
    if isinstance(value, list):  # a choice among lists (an ordered pair, say)
        return list in types and all(_scalar(v) for v in value)
    return _scalar(value) and (not types or type(value) in types)


def _plain(value: Any) -> bool:
    """A scalar or a flat list of scalars: what any parameter may hold when no choice says more."""
    kind = type(value)
    if kind is str or kind is bool or value is None:  # the common cases first, as _scalar answers them
        return True
    if kind is int:
        return -MAX_PARAM_INT <= value <= MAX_PARAM_INT
    return _scalar(value) or (isinstance(value, list) and all(_scalar(v) for v in value))
