"""The shape every game has: actions and choices (engine/actions.py), events, views, results and the Game base class.

A game is data plus rules. The :class:`Game` subclass never keeps state of its
own: everything lives in the state object it returns, which ``apply`` never
mutates (it returns a new one), so a session can keep every state for undo.
"""

from __future__ import annotations

import functools
import json
import random
import unicodedata
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Literal, TypeVar

from . import errors
from .actions import (  # noqa: F401 - the shapes of actions and choices are engine.core's too (games import them from here)
    MAX_PARAM_INT,
    RECORD_KEYS,
    Action,
    Choice,
    Domain,
    OneOf,
    SubsetOf,
    _first_bad_param,
    _fits,
    _member,
    _plain,
    _scalar,
)
from .errors import IllegalAction
from .i18n import QT_TRANSLATE_NOOP, Msg, Text

PUBLIC = "public"
MODERATOR = "moderator"
Viewer = str | int  # PUBLIC, MODERATOR or a seat index
Audience = Literal["public", "moderator"] | tuple[int, ...]

S = TypeVar("S")

_new = object.__new__
_set = object.__setattr__


@dataclass(frozen=True)
class ChanceStep:
    """A pending random outcome. ``sample`` draws one as an action of type ``type``."""

    type: str
    draw: Any  # Callable[[random.Random], Action]

    def __init__(self, type: str, draw: Any) -> None:
        _set(self, "__dict__", {"type": type, "draw": draw})  # the dataclass's __init__, without its setattr per field

    def sample(self, rng: random.Random) -> Action:
        action = self.draw(rng)
        assert action.type == self.type
        return action


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened. ``audience`` says who may know it (the moderator knows all)."""

    type: str
    audience: Audience = PUBLIC
    msg: Msg | None = None
    data: Mapping[str, Any] = field(default_factory=dict)

    def __init__(self, type: str, audience: Audience = PUBLIC, msg: Msg | None = None,
                 data: Mapping[str, Any] | None = None) -> None:
        # The slots set directly, without the frozen dataclass's setattr per field (most steps make events).
        _event_type(self, type)
        _event_audience(self, audience)
        _event_msg(self, msg)
        _event_data(self, {} if data is None else data)

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


# Event's slot setters (past the frozen guard): Event() and the games' event makers (engine.core.new_event) use them.
_event_type, _event_audience, _event_msg, _event_data = (Event.__dict__[name].__set__ for name in Event.__dataclass_fields__)


def new_event(etype: str, audience: Audience, msg: Msg | None, data: Mapping[str, Any]) -> Event:
    """``Event(etype, audience, msg, data)`` without its ``__init__`` frame: a game's apply makes many."""
    event = _new(Event)
    _event_type(event, etype)
    _event_audience(event, audience)
    _event_msg(event, msg)
    _event_data(event, data)
    return event


@dataclass(frozen=True)
class Result:
    """The end of a game: the winning side, the winning seats and why."""

    side: str
    winners: tuple[int, ...]
    reason: Msg
    details: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"side": self.side, "winners": list(self.winners), "reason": self.reason.to_json(), **self.details}


MAX_OPTION_INT = 1_000_000  # seat numbers, seconds: far above any table's
MAX_OPTION_TEXT = 1000
MAX_NAME_LENGTH = 40

T_BAD_OPTION = QT_TRANSLATE_NOOP("engine", "The option \u201c{option}\u201d cannot have the value {value}.")
T_NAME_EMPTY = QT_TRANSLATE_NOOP("engine", "Player {seat} has no name.")
T_NAME_SPACES = QT_TRANSLATE_NOOP("engine", "The name \u201c{name}\u201d begins or ends with a space.")
T_NAME_LONG = QT_TRANSLATE_NOOP("engine", "The name \u201c{name}\u201d is longer than {max} characters.")
T_NAME_CONTROL = QT_TRANSLATE_NOOP("engine", "The name of player {seat} holds a control character.")
T_NAME_TWICE = QT_TRANSLATE_NOOP("engine", "Two players are called \u201c{name}\u201d.")


def name_problems(players: Sequence[str]) -> list[Problem]:
    """Every player name must be non-empty, trimmed, unique, short and free of control characters."""
    problems: list[Problem] = []
    seen: set[str] = set()
    for seat, name in enumerate(players):
        if not isinstance(name, str) or not name.strip():
            problems.append(Problem("error", "name_empty", T_NAME_EMPTY(seat=seat + 1)))
            continue
        if any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp") for c in name):
            # Cf holds the bidi controls: a name could reorder the text around it on the board.
            problems.append(Problem("error", "name_control", T_NAME_CONTROL(seat=seat + 1)))
            continue
        if name != name.strip():
            problems.append(Problem("error", "name_spaces", T_NAME_SPACES(name=name.strip())))
        if len(name) > MAX_NAME_LENGTH:
            problems.append(Problem("error", "name_too_long", T_NAME_LONG(name=name[:MAX_NAME_LENGTH] + "\u2026",
                                                                           max=MAX_NAME_LENGTH)))
        if name.strip().casefold() in seen:
            problems.append(Problem("error", "name_twice", T_NAME_TWICE(name=name.strip())))
        seen.add(name.strip().casefold())
    return problems


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

    def problem(self, value: Any) -> str | None:
        """Why ``value`` cannot be this option's value (in English, naming the option), or None if it can."""
        takes: str | None = None
        if self.multiple:
            items = [i.strip() for i in value.split(",") if i.strip()] if isinstance(value, str) else value
            if not isinstance(items, (list, tuple)) or not all(isinstance(i, str) and i in self.choices for i in items):
                takes = f"a list of any of {', '.join(map(str, self.choices))}"
        elif isinstance(self.default, bool):
            if not isinstance(value, bool):
                takes = "true or false"
        elif isinstance(self.default, int):
            if not isinstance(value, int) or isinstance(value, bool) or not -1 <= value <= MAX_OPTION_INT:
                takes = f"a whole number from -1 to {MAX_OPTION_INT}"
        elif self.choices:
            if not _scalar(value) or not _member(value, self.choices):
                takes = f"one of {', '.join(map(str, self.choices))}"
        elif not isinstance(value, str) or len(value) > MAX_OPTION_TEXT:
            takes = f"a text of at most {MAX_OPTION_TEXT} characters"
        if takes is None:
            return None
        shown = json.dumps(value, ensure_ascii=False) if _plain(value) else type(value).__name__
        return f"option {self.key!r} takes {takes}, not {shown[:80]}"

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
    the seconds the step lasts, counted from the start of its speech. ``wait``:
    the line gives someone time to act or look (a wake call), so a table's own
    step length replaces its duration; a line that wakes nobody keeps its own.
    """

    id: str
    msg: Msg
    duration: float
    role: str | None = None
    wait: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "context": self.msg.context, "text": str(self.msg.text),
                "english": self.msg.english(), "params": self.msg.to_json()["params"],
                "duration": self.duration, "role": self.role, "wait": self.wait}


class Game(ABC, Generic[S]):
    """Rules of one game. Subclasses are stateless; states are immutable values."""

    id: ClassVar[str]
    title: ClassVar[Text]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    bad_option_code: ClassVar[str] = "bad_option"  # the Problem code of an option value of the wrong type

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "validate" in cls.__dict__:
            cls.validate = _with_common_problems(cls.__dict__["validate"])  # type: ignore[method-assign]

    # -- setup -------------------------------------------------------------
    def option_specs(self) -> Sequence[OptionSpec]:
        return ()

    def option_errors(self, options: Mapping[str, Any]) -> list[tuple[OptionSpec, str]]:
        """Each given option whose value does not fit its spec, with the reason in English."""
        out = []
        for spec in self.option_specs():
            if spec.key in options and (why := spec.problem(options[spec.key])) is not None:
                out.append((spec, why))
        return out

    def common_problems(self, setup: Setup) -> list[Problem]:
        """The checks every game shares (names, option types); :meth:`validate` returns these first."""
        problems = name_problems(setup.players)
        for spec, _why in self.option_errors(setup.options):
            value = setup.options[spec.key]
            shown = json.dumps(value, ensure_ascii=False)[:80] if _plain(value) else type(value).__name__
            problems.append(Problem("error", self.bad_option_code, T_BAD_OPTION(option=spec.label, value=shown)))
        return problems

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
        """Every problem with this setup (errors and warnings).

        A game implements its own checks; :meth:`common_problems` come first without the game
        asking, and a game never sees options of the wrong type (it is not called then).
        """

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

    def read_choices(self, state: S) -> Sequence[Choice]:
        """:meth:`choices` to read, not to keep or change: a game may return its own memo of them (no copy)."""
        return self.choices(state)

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
            try:
                self.check_chance(state, action)
            except (TypeError, ValueError, KeyError, IndexError, AttributeError):
                # An outcome of the wrong shape (a record's deal as an object, say) is impossible, not a crash.
                raise IllegalAction(errors.BAD_CHANCE, errors.T_BAD_CHANCE()) from None
            return
        open_choices = self.read_choices(state)
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
        self._offered = (state, action)

    #: The last (state, action) an open choice of the state was seen to allow (by identity): :meth:`refusal` then
    #: knows that :meth:`screen` passes (an allowed value always has the shape of its choice's domain) and skips it.
    _offered: tuple[Any, Any] = (None, None)

    #: A game sets this when its :meth:`check` accepts every action an open choice allows (its own reasons only
    #: explain refusals, as the default check's contract says): :meth:`refusal` then accepts an offered action
    #: without running the checks again, the hot path of every step.
    offered_is_legal: ClassVar[bool] = False

    def check_chance(self, state: S, action: Action) -> None:
        """Validate a fixed chance outcome (a deal from a record, say)."""

    def screen(self, state: S, action: Action) -> None:
        """Refuse, as ``bad_parameter``, a parameter of a shape no open choice of its kind takes (a list for a card,
        an object, a float, True for a seat). Chance outcomes are left to :meth:`check_chance`.
        """
        self._screen(state, action, deep=True)

    def _screen(self, state: S, action: Action, *, deep: bool) -> None:
        for key, value in action.params.items():
            if not _plain(value):  # no choice of any game takes an object, a float or a list of lists
                raise IllegalAction(errors.BAD_PARAMETER, errors.T_BAD_PARAMETER(name=key))
        if not deep or self.result(state) is not None or self.chance(state) is not None:
            return
        kind = [c for c in self.read_choices(state) if c.type == action.type]
        mine = [c for c in kind if c.player == action.player] or kind
        for key, value in action.params.items():
            domains = [c.params[key] for c in mine if key in c.params]
            if domains and not any(_fits(d, value) for d in domains):
                raise IllegalAction(errors.BAD_PARAMETER, errors.T_BAD_PARAMETER(name=key))

    def refusal(self, state: S, action: Action) -> None:
        """:meth:`check` made safe against any JSON: what :meth:`step` and a session's ``explain`` run.

        Values no game takes are refused first; a game's own checks may then give a specific reason for a
        value of the wrong type (a list of two cards where one belongs, say), and when they trip over such a
        value instead, the refusal is ``bad_parameter``, never the error they raised.
        """
        step = self.chance(state)
        if step is not None and action.type == step.type and action.player is None:
            self.check(state, action)  # a chance outcome: check_chance's own shape
            return
        for key, value in action.params.items():  # the shallow screen (_screen without deep), inline: every step
            if not _plain(value):
                raise IllegalAction(errors.BAD_PARAMETER, errors.T_BAD_PARAMETER(name=key))
        if self.offered_is_legal and step is None and self.result(state) is None:
            for choice in self.read_choices(state):
                if choice.player == action.player and choice.allows(action):  # allows compares the player first too
                    return  # check passes (offered_is_legal) and so does screen (see below)
        try:
            self.check(state, action)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):
            self.screen(state, action)
            raise  # a well-formed action crashed the rules: a bug to see, not to hide
        offered = self._offered
        if offered[0] is state and offered[1] is action:
            return  # allowed by an open choice, so every value fits its domain (the parameters are plain, above)
        self.screen(state, action)

    def step(self, state: S, action: Action) -> tuple[S, list[Event]]:
        """Check (:meth:`refusal`), then apply."""
        self.refusal(state, action)
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


def _with_common_problems(validate: Any) -> Any:
    @functools.wraps(validate)
    def wrapper(self: Game[Any], setup: Setup) -> list[Problem]:
        common = self.common_problems(setup)
        if any(p.code == self.bad_option_code for p in common):
            return common
        return common + [p for p in validate(self, setup) if p not in common]  # a subclass may call super().validate

    return wrapper
