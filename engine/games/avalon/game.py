"""The Resistance: Avalon with the Trapper: the Game, a thin table wiring the parts (both modes).

Reference: shared/rules/avalon.md (section numbers in the parts); the Trapper follows the Vietnamese rule page
(shared/rulebooks/avalon-trapper.vi.txt, translated in §9.1). Our rulings: docs/rules/avalon.md.

The parts: config.py (options, their validation, the per-game Config), state.py (the State, phase ids), rules.py
(rule questions about a state), choices.py (action types, open choices, chance steps), checks.py (refusals),
apply.py (what each action does: ``HANDLERS``), flow.py (what follows each step: rounds, quests, checks, the end),
views.py (per-viewer views) and script.py (the narration). The names other code imports from here stay here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from operator import attrgetter
from typing import Any

from engine import errors
from engine.core import Action, ChanceStep, Choice, Event, Game, OptionSpec, Problem, Result, ScriptStep, Setup, Viewer, _plain
from engine.errors import IllegalAction
from engine.i18n import Text

from . import choices as C  # noqa: N812 - the open choices and chance steps
from . import data as D  # noqa: N812 - the rules tables
from . import flow as F  # noqa: N812 - what follows each step
from . import texts as T  # noqa: N812 - the messages
from . import views as V  # noqa: N812 - the views
from .apply import HANDLERS, apply
from .checks import (
    ALREADY_AMBUSHED,
    ALREADY_PLAYED,
    ALREADY_VOTED,
    AMBUSH_OWN_CARD,
    ASSASSIN_SELF,
    BRUTE_MUST_SUCCEED,
    CARD_ALREADY_REMOVED,
    CHARGE_VOTES_FIRST,
    DUPLICATE_MEMBER,
    EXACTLY_ONE_CARD,
    EXAMINE_SELF,
    EXCALIBUR_NOT_MEMBER,
    EXCALIBUR_RESOLVED,
    EXCALIBUR_SELF,
    EXCALIBUR_TO_LEADER,
    GOOD_MUST_SUCCEED,
    LADY_NOT_NOW,
    LADY_PAST_HOLDER,
    LEADER_CANNOT_LEAD,
    LOYALTY_FORCED,
    LUNATIC_MUST_FAIL,
    NO_SUCH_CARD,
    NOT_A_MEMBER,
    NOT_ADJACENT,
    NOT_THE_EXAMINER,
    NOT_THE_HOLDER,
    NOT_THE_LEADER,
    NOT_THE_WITCH,
    ONLY_ASSASSIN,
    OUT_OF_ORDER,
    PLOT_TO_LEADER,
    ROLE_CONTRADICTS,
    ROLE_NOT_LEFT,
    TAKE_OWN_CARD,
    TARGET_IS_EVIL,
    TOO_MANY_FAILS,
    UNKNOWN_PLAYER,
    VOTES_BY_MODERATOR,
    VOTES_BY_PLAYERS,
    WITCH_ALREADY_DECIDED,
    WITCH_ALREADY_USED,
    WRONG_TEAM_SIZE,
    check_specific,
    refuse,
    seat_param,
)
from .choices import ACTION_STEP, ACTION_TYPES, CHANCE_TYPES, DETERMINISTIC_TIMEOUTS, NOT_CHOICES, PLOT_CARD_ACTIONS, TIME_UP
from .config import BOOL_OPTIONS, OPTION_SPECS, Config, is_int, parse_timer_overrides, recommended_roles, timers_for, validate
from .rules import player_label
from .script import script, script_ids
from .state import Pending, State

__all__ = [
    "ACTION_STEP", "ACTION_TYPES", "ALREADY_AMBUSHED", "ALREADY_PLAYED", "ALREADY_VOTED", "AMBUSH_OWN_CARD", "ASSASSIN_SELF",
    "BOOL_OPTIONS", "BRUTE_MUST_SUCCEED", "CARD_ALREADY_REMOVED", "CHANCE_TYPES", "CHARGE_VOTES_FIRST", "DETERMINISTIC_TIMEOUTS",
    "DUPLICATE_MEMBER", "EXACTLY_ONE_CARD", "EXAMINE_SELF", "EXCALIBUR_NOT_MEMBER", "EXCALIBUR_RESOLVED", "EXCALIBUR_SELF",
    "EXCALIBUR_TO_LEADER", "GOOD_MUST_SUCCEED", "HANDLERS", "LADY_NOT_NOW", "LADY_PAST_HOLDER", "LEADER_CANNOT_LEAD", "LOYALTY_FORCED",
    "LUNATIC_MUST_FAIL", "NOT_ADJACENT", "NOT_A_MEMBER", "NOT_CHOICES", "NOT_THE_EXAMINER", "NOT_THE_HOLDER", "NOT_THE_LEADER",
    "NOT_THE_WITCH", "NO_SUCH_CARD", "ONLY_ASSASSIN", "OPTION_SPECS", "OUT_OF_ORDER", "PLOT_CARD_ACTIONS", "PLOT_TO_LEADER",
    "ROLE_CONTRADICTS", "ROLE_NOT_LEFT", "TAKE_OWN_CARD", "TARGET_IS_EVIL", "TIME_UP", "TOO_MANY_FAILS", "UNKNOWN_PLAYER",
    "VOTES_BY_MODERATOR", "VOTES_BY_PLAYERS", "WITCH_ALREADY_DECIDED", "WITCH_ALREADY_USED", "WRONG_TEAM_SIZE", "Avalon", "Config",
    "Pending", "is_int", "parse_timer_overrides", "refuse", "script_ids", "seat_param", "timers_for",
]


class Avalon(Game[State]):
    id = "avalon"
    title = T.TITLE
    min_players = D.MIN_PLAYERS
    max_players = D.MAX_PLAYERS
    offered_is_legal = True  # its own checks only explain refusals (engine.core.Game.refusal)

    def __init__(self) -> None:
        self._configs: dict[Any, Config] = {}

    # -- setup -------------------------------------------------------------------------------------------------------
    bad_option_code = "E_BAD_OPTION"

    def option_specs(self) -> Sequence[OptionSpec]:
        return OPTION_SPECS

    def recommended_roles(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        return recommended_roles(players)

    def phase_name(self, phase: str) -> Text | None:
        return T.PHASE_NAMES.get(phase)

    def param_name(self, action_type: str, param: str) -> Text | None:
        return T.PARAM_NAMES.get((action_type, param))

    def role_summary(self, role: str) -> Text | None:
        info = D.ROLES.get(role)
        return info.summary if info is not None else None

    def validate(self, setup: Setup) -> list[Problem]:
        try:
            opts = self.options_with_defaults(setup.options)
        except ValueError as exc:
            return [Problem("error", "E_BAD_OPTION", T.P_UNKNOWN_OPTION(options=str(exc).rsplit(": ", 1)[-1]))]
        return validate(setup, opts)

    def config(self, setup: Setup) -> Config:
        key = (setup.players, setup.roles, tuple(sorted(setup.options.items())))
        cfg = self._configs.get(key)
        if cfg is None:
            if len(self._configs) > 256:
                self._configs.clear()
            opts = self.options_with_defaults(setup.options)
            cfg = self._configs[key] = Config(setup, opts, timers_for(opts))
        return cfg

    def start(self, setup: Setup) -> State:
        cfg = self.config(setup)
        state = State(cfg)
        first = cfg.opts["first_leader"]
        if is_int(first) and 0 <= first < cfg.n:  # chosen by the host: announced as a drawn one is (§2.5)
            events: list[Event] = []
            state = F.first_leader_chosen(state, events, first)
            state = state.but(log=state.log.add(events))
        return state

    # -- play ---------------------------------------------------------------------------------------------------------
    def action_types(self) -> frozenset[str]:
        return ACTION_TYPES

    def player_label(self, state: State, player: int | None) -> str:
        return player_label(state, player)

    # chance, choices and apply are the module functions themselves (no method frame around them: a step asks for the
    # chance step and the choices several times).
    chance: Callable[[State], ChanceStep | None] = staticmethod(C.chance)  # type: ignore[assignment]

    def check_chance(self, state: State, action: Action) -> None:
        C.check_chance(state, action)

    choices: Callable[[State], list[Choice]] = staticmethod(C.choices)  # type: ignore[assignment]
    read_choices: Callable[[State], Sequence[Choice]] = staticmethod(C.choices_memo)  # type: ignore[assignment]

    def stage(self, state: State) -> str | None:
        """The timer stage now (a key of data.TIMERS) when its timer is on and it applies in this mode."""
        return C.stage(state)

    def refusal(self, state: State, action: Action) -> None:
        """:meth:`Game.refusal` with its common case inline (no chance step, plain parameters, an open choice allows
        the action: accepted; a chance outcome: its check, as Game.check runs it); anything else goes through it in
        full, which refuses exactly as before."""
        step = C.chance(state)
        if step is None:
            if state.result_ is None:
                for value in action.params.values():
                    if type(value) is not str and not _plain(value):  # a string is plain: no call for it
                        break
                else:
                    player = action.player
                    for choice in C.choices_memo(state):
                        if choice.player == player and choice.allows(action):
                            return
        elif action.type == step.type and action.player is None:  # no result while a chance step is open
            try:
                C.check_chance(state, action)
            except (TypeError, ValueError, KeyError, IndexError, AttributeError):
                raise IllegalAction(errors.BAD_CHANCE, errors.T_BAD_CHANCE()) from None
            return
        Game.refusal(self, state, action)

    def check(self, state: State, action: Action) -> None:
        if state.result_ is None and C.chance(state) is None and not state.timeup:
            check_specific(state, action)
        super().check(state, action)

    apply: Callable[[State, Action], tuple[State, list[Event]]] = staticmethod(apply)  # type: ignore[assignment]

    # -- results and views ---------------------------------------------------------------------------------------------
    #: The state's result (a C-level attribute getter, no method frame: every step asks for it).
    result: Callable[[State], Result | None] = attrgetter("result_")  # type: ignore[assignment]

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        return V.view(state, viewer)

    def seat_secrets(self, state: State) -> Mapping[int, Sequence[str]]:
        return V.seat_secrets(state)

    # -- narration (§6) -------------------------------------------------------------------------------------------------
    def script(self, setup: Setup) -> list[ScriptStep]:
        return script(setup.roles, self.options_with_defaults(setup.options))
