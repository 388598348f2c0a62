"""Castle of the Devil (Die Kutschfahrt zur Teufelsburg): the Game subclass, wiring the parts together.

Seats are 0-based in actions (the reference numbers them 1..n). In app mode the engine deals every card by
chance steps and knows every hand; in physical mode it knows only what the table shows (state.py).
Reference: shared/rules/castle.md; rulings and the record reference: docs/rules/castle.md.

Where everything is: config.py (options, the frozen Config), state.py (the State and its phases), rules.py (pure
rule questions), changes.py (the small changes actions are made of), choices.py (open choices), checks.py (the
reasons for refusals), one module per phase group for what each action does (deal, turn, trade, items, professions,
fight, declaration) and views.py. ``apply`` clones the state, runs the action's handler from ``HANDLERS`` and then the task queue
(``turn.run``) until the next decision. docs/anatomy.md follows one action through all of them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from operator import attrgetter
from typing import Any

from engine import errors
from engine.core import Action, ChanceStep, Choice, Event, Game, OptionSpec, Problem, Result, Setup, Viewer, _plain
from engine.errors import IllegalAction
from engine.i18n import Msg, Text

from . import checks, deal, declaration, fight, items, professions, trade, turn, views
from . import choices as C  # noqa: N812 - the open choices
from . import data as D  # noqa: N812 - the component tables
from . import texts as T  # noqa: N812 - the messages
from .checks import (
    ALREADY_USED,
    BAG_DEMAND,
    BAGS_NOT_SWAPPABLE,
    BLACK_PEARL_HOLDER,
    HYPNOSIS_TARGET,
    HYPNOTISED,
    LAST_WORD,
    LOGE_TOO_FEW,
    MUST_ACCEPT,
    MUST_REFUSE,
    NO_COAT_OF_ARMS,
    NO_PARTNER,
    NO_ROOM,
    NO_VICTORY_ITEM,
    NOT_ELIGIBLE,
    NOT_HELD,
    NOT_PROFESSION,
    PILE_EMPTY,
    PROFESSION_USED,
    RETURN_RECEIVED,
    SELF_TARGET,
    SOCIETY_FULL,
    SUPPLY,
    VARIANT_OFF,
)
from .config import OPTION_SPECS, Config, option_problems, setup_instructions
from .deal import CHANCE_WAITS, DEAL_KEYS, POSITION_KEYS, STATED_KEYS, deal_is_valid, position_problem, random_deal, stated_problem
from .state import UNKNOWN, State, new_state

Handler = Callable[[State, Action, list[Event]], None]

#: What each action does, by action type (grouped by phase): the handler changes the clone ``apply`` made and adds
#: the events; the task queue then runs until the next decision.
HANDLERS: dict[str, Handler] = {
    # setup and chance
    "deal": deal.do_deal, "setup_done": deal.do_setup_done, "first_player": deal.do_first_player,
    "shuffle_pile": professions.do_shuffle_pile, "coat_draw": items.do_coat_draw,
    # the turn
    "pass": turn.do_pass, "end_turn": turn.do_end_turn,
    # trades and the items' effects
    "trade": trade.do_trade, "accept": trade.do_accept, "refuse": trade.do_refuse, "announce": trade.do_announce,
    "effect_choice": trade.do_effect_choice, "coat_pick": items.do_coat_pick, "sextant_direction": items.do_sextant_direction,
    "sextant_pass": items.do_sextant_pass, "give": items.do_give,
    # own-turn professions
    "clairvoyant": professions.do_clairvoyant, "clairvoyant_pick": professions.do_clairvoyant_pick,
    "diplomat": professions.do_diplomat, "diplomat_hand": professions.do_diplomat_hand,
    "diplomat_return": professions.do_diplomat_return, "diplomat_result": professions.do_diplomat_result,
    # fights
    "attack": fight.do_attack, "priest": fight.do_priest, "no_priest": fight.do_no_priest, "priest_pay": fight.do_priest_pay,
    "support": fight.do_support, "hypnotize": fight.do_hypnotize, "use": fight.do_use, "poison_mixer": fight.do_poison_mixer,
    "pass_priority": fight.do_pass_priority, "end_modifiers": fight.do_end_modifiers, "poison_ring": fight.do_poison_ring,
    "no_poison_ring": fight.do_no_poison_ring, "spoils": fight.do_spoils, "tie_draw": fight.do_tie_draw,
    "doctor": fight.do_doctor, "no_doctor": fight.do_no_doctor, "take": fight.do_take, "give_back": fight.do_give_back,
    # declarations
    "declare": declaration.do_declare, "loge": declaration.do_loge, "fortune": declaration.do_fortune,
    "reveal_hand": declaration.do_reveal_hand, "reveal_society": declaration.do_reveal_society,
    "reveal_hidden": declaration.do_reveal_hidden, "withdraw": declaration.do_withdraw,
}

ACTION_TYPES = frozenset(HANDLERS)
ANSWERS = frozenset({"no_priest", "no_doctor"})  # see apply


class CastleOfTheDevil(Game[State]):
    id = "castle"
    title = T.TITLE
    min_players = D.MIN_PLAYERS
    max_players = D.MAX_PLAYERS
    offered_is_legal = True  # its own checks only explain refusals (engine.core.Game.refusal)

    def __init__(self) -> None:
        self._configs: dict[Any, Config] = {}

    # -- setup -----------------------------------------------------------------------------------------------
    def option_specs(self) -> Sequence[OptionSpec]:
        return OPTION_SPECS

    def recommended_roles(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        return ()  # the game has no role list: the deal follows from the player count and the options

    def phase_name(self, phase: str) -> Text | None:
        return T.PHASE_NAMES.get(phase)

    def param_name(self, action_type: str, param: str) -> Text | None:
        return T.PARAM_NAMES.get((action_type, param))

    def role_summary(self, role: str) -> Text | None:
        """The one-line summary of a profession or an item (by id) for the setup wizard and the help."""
        card = D.PROFESSION_CARDS.get(role) or D.ITEM_CARDS.get(role)
        return card.summary if card is not None else None

    def validate(self, setup: Setup) -> list[Problem]:
        problems: list[Problem] = []
        try:
            opts = self.options_with_defaults(setup.options)
        except ValueError:
            return [Problem("error", "bad_option", T.P_UNKNOWN_OPTION())]
        n = setup.count
        if not self.min_players <= n <= self.max_players:
            problems.append(Problem("error", "player_count", T.P_PLAYER_COUNT(count=n)))
        problems += option_problems(setup, opts)
        if setup.roles:
            problems.append(Problem("error", "no_roles", T.P_NO_ROLES()))
        return problems

    def config(self, setup: Setup) -> Config:
        key = (setup.players, tuple(sorted(setup.options.items())))
        cfg = self._configs.get(key)
        if cfg is None:
            if len(self._configs) > 256:
                self._configs.clear()
            cfg = self._configs[key] = Config(setup, self.options_with_defaults(setup.options))
        return cfg

    def start(self, setup: Setup) -> State:
        return new_state(self.config(setup))

    def setup_instructions(self, setup: Setup) -> list[Msg]:
        """What the table does to set up its own cards at this count (physical mode), as translatable lines."""
        return setup_instructions(self.config(setup))

    # -- chance ----------------------------------------------------------------------------------------------
    def action_types(self) -> frozenset[str]:
        return ACTION_TYPES

    def player_label(self, state: State, player: int | None) -> str:
        return "?" if player is None or not 0 <= player < state.cfg.n else state.cfg.names[player]

    # chance and read_choices are the module functions themselves (no method frame: a step asks for them twice)
    chance: Callable[[State], ChanceStep | None] = staticmethod(deal.chance_step)  # type: ignore[assignment]

    def check_chance(self, state: State, action: Action) -> None:
        deal.check_chance(state, action)

    # -- choices and refusals ------------------------------------------------------------------------------------
    # the module functions themselves (no method frame: every step asks for the choices, the benchmark's draw too)
    choices: Callable[[State], list[Choice]] = staticmethod(C.choices_list)  # type: ignore[assignment]
    read_choices: Callable[[State], Sequence[Choice]] = staticmethod(C.choices_memo)  # type: ignore[assignment]

    def refusal(self, state: State, action: Action) -> None:
        """:meth:`Game.refusal` with its common cases inline: no chance step can be open (the wait is no chance
        wait), the parameters are plain and an open choice allows the action (``offered_is_legal``): accepted; a chance
        outcome: its check, as Game.check runs it. Everything else goes through :meth:`Game.refusal` in full, which
        refuses exactly as before."""
        w = state.wait
        if w is not None and w["kind"] in CHANCE_WAITS:
            step = deal.chance_step(state)  # None once the game is over
            if step is not None and action.type == step.type and action.player is None:
                try:
                    deal.check_chance(state, action)
                except (TypeError, ValueError, KeyError, IndexError, AttributeError):  # an outcome of the wrong shape
                    raise IllegalAction(errors.BAD_CHANCE, errors.T_BAD_CHANCE()) from None
                return
        elif w is not None and state.result is None:
            for value in action.params.values():
                if type(value) is not str and not _plain(value):  # the shallow screen
                    break
            else:
                player, kind, params = action.player, action.type, action.params
                for choice in state.memo or C.choices_memo(state):
                    if choice.player == player and choice.type == kind and (
                            not (params or choice.params) or choice.allows(action)):  # allows, at once without parameters
                        return
        Game.refusal(self, state, action)

    def check(self, state: State, action: Action) -> None:
        if not checks.check(state, action):  # Castle's own reasons first, then the generic ones
            super().check(state, action)
        elif action.type != "setup_done" or not action.params:  # offered (not a stated position): see Game.refusal
            self._offered = (state, action)

    # -- applying ------------------------------------------------------------------------------------------------
    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        s = state.clone()
        events: list[Event] = []
        handler = HANDLERS.get(action.type)
        if handler is None:  # pragma: no cover - check() refuses unknown actions first
            raise IllegalAction(errors.UNKNOWN_ACTION, errors.T_UNKNOWN_ACTION(action=action.type))
        handler(s, action, events)
        if s.wait is None and s.result is None:  # the task queue runs until the next decision
            turn.run(s, events)
        elif action.type in ANSWERS and s.wait is state.wait and state.memo is not None:
            # An answer in a window every seat answers (no Priest, no Doctor) that leaves it open: the same choices
            # without the answering seat's (what choices.WINDOWS would list again for the state just made).
            player = action.player
            s.memo = tuple([c for c in state.memo if c.player != player])
        return s, events

    # -- views ------------------------------------------------------------------------------------------------------
    #: The state's result (a C-level attribute getter, no method frame: every step asks for it).
    result: Callable[[State], Result | None] = attrgetter("result")  # type: ignore[assignment]

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        return views.view(state, viewer)

    def seat_secrets(self, state: State) -> Mapping[int, Sequence[str]]:
        return views.seat_secrets(state)


GAME_CLASS = CastleOfTheDevil

__all__ = [
    "ACTION_TYPES", "ALREADY_USED", "BAGS_NOT_SWAPPABLE", "BAG_DEMAND", "BLACK_PEARL_HOLDER", "DEAL_KEYS", "GAME_CLASS", "HANDLERS",
    "HYPNOSIS_TARGET", "HYPNOTISED", "LAST_WORD", "LOGE_TOO_FEW", "MUST_ACCEPT", "MUST_REFUSE", "NOT_ELIGIBLE", "NOT_HELD",
    "NOT_PROFESSION", "NO_COAT_OF_ARMS", "NO_PARTNER", "NO_ROOM", "NO_VICTORY_ITEM", "OPTION_SPECS", "PILE_EMPTY",
    "POSITION_KEYS", "PROFESSION_USED", "RETURN_RECEIVED", "SELF_TARGET", "SOCIETY_FULL", "STATED_KEYS", "SUPPLY", "UNKNOWN",
    "VARIANT_OFF", "CastleOfTheDevil", "Config", "State", "deal_is_valid", "position_problem", "random_deal", "stated_problem",
]
