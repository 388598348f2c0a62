"""One Night Ultimate Werewolf + Daybreak: the Game, a thin table wiring the parts (both modes).

Positions: seats 0..n-1, then the center cards C1, C2, C3 (indices n..n+2) and, with the Alpha Wolf, the
Center Werewolf card CW (index n+3). Every role card but the Werewolf, Mason and Villager is unique, so a
position holds the printed face; the Doppelgänger's copy and a P.I.'s conversion are attached to those unique
cards (or, by option, to the investigating player). Reference: shared/rules/onuw.md; rulings: docs/rules/onuw.md.

The parts: config.py (options, validation, the per-game Config), state.py (the State, phase ids), rules.py (rule
questions about a state), choices.py (open choices, chance steps, legality checks), apply.py (what each action
does), views.py (per-viewer views), script.py (the narration). The names other code imports from here stay here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core import Action, ChanceStep, Choice, Event, Game, OptionSpec, Problem, Result, ScriptStep, Setup, Viewer
from engine.i18n import Text

from . import data as D  # noqa: N812 - the rules tables, used everywhere
from . import texts as T  # noqa: N812 - the messages
from .apply import apply as _apply
from .choices import (
    ALL_ACTIONS,
    ALREADY_ACTED,
    ALREADY_FACE_UP,
    ALREADY_VIEWED,
    ALREADY_VOTED,
    CONVERSIONS,
    HAS_ARTIFACT,
    KNOWN_WEREWOLF,
    MANDATORY,
    MUST_SWAP,
    NIGHT_ACTIONS,
    NO_ARTIFACT_LEFT,
    NOT_AWAKE,
    NOT_CENTER,
    NOT_IN_DECK,
    OWN_CARD_SHIELDED,
    PHYSICAL_ACTIONS,
    SELF_TARGET,
    SHIELDED,
    TOO_FEW_CARDS,
    VOTE_SELF,
    chance_step,
    check_action,
    check_chance,
    open_choices,
    role_choices,
)
from .config import OPTION_SPECS, Config, artifact_pool, center_werewolf, excluded_artifacts, night_steps, validate
from .rules import actor, final_roles, identity, player_label, resolve_votes, winners
from .script import script
from .state import COPY, DAY, DEAL, DONE, LONE_WOLF, NIGHT, OPEN, OVER, REVEAL, VOTE, WITCH_SWAP, State, new_state
from .views import seat_secrets, view

__all__ = [
    "ALL_ACTIONS", "ALREADY_ACTED", "ALREADY_FACE_UP", "ALREADY_VIEWED", "ALREADY_VOTED", "CONVERSIONS", "COPY", "DAY", "DEAL",
    "DONE", "HAS_ARTIFACT", "KNOWN_WEREWOLF", "LONE_WOLF", "MANDATORY", "MUST_SWAP", "NIGHT", "NIGHT_ACTIONS", "NOT_AWAKE",
    "NOT_CENTER", "NOT_IN_DECK", "NO_ARTIFACT_LEFT", "OPEN", "OPTION_SPECS", "OVER", "OWN_CARD_SHIELDED", "PHYSICAL_ACTIONS", "REVEAL",
    "SELF_TARGET", "SHIELDED", "TOO_FEW_CARDS", "VOTE", "VOTE_SELF", "WITCH_SWAP", "Config", "OneNight", "State", "actor",
    "artifact_pool", "center_werewolf", "excluded_artifacts", "final_roles", "identity", "night_steps", "resolve_votes",
    "role_choices", "winners",
]


class OneNight(Game[State]):
    id = "onuw"
    title = T.TITLE
    min_players = D.MIN_PLAYERS
    max_players = D.MAX_PLAYERS
    offered_is_legal = True  # its own checks only explain refusals (engine.core.Game.refusal)

    def __init__(self) -> None:
        self._configs: dict[Any, Config] = {}

    # -- setup -------------------------------------------------------------------------------------------
    def option_specs(self) -> Sequence[OptionSpec]:
        return OPTION_SPECS

    def recommended_roles(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        return D.RECOMMENDED.get(players, D.fill_deck((), players))

    def phase_name(self, phase: str) -> Text | None:
        return T.PHASE_NAMES.get(phase)

    def param_name(self, action_type: str, param: str) -> Text | None:
        return T.PARAM_NAMES.get((action_type, param))

    def role_summary(self, role: str) -> Text | None:
        """The wizard's one-line explanation of a role (the Prince included) or of an artifact."""
        if role in D.ROLES:
            return D.ROLES[role].summary
        if role in D.ARTIFACTS:
            return D.ARTIFACTS[role].summary
        return None

    def named_decks(self, players: int) -> list[tuple[str, Text, tuple[str, ...], dict[str, str]]]:
        """The official sets playable by ``players``: (id, translatable name, deck, options it needs)."""
        out = []
        for deck in D.NAMED_DECKS.values():
            if deck.min_players <= players <= deck.max_players:
                roles, opts = D.named_deck(deck.id, players)
                out.append((deck.id, deck.name, roles, opts))
        return out

    def validate(self, setup: Setup) -> list[Problem]:
        return validate(setup, self.options_with_defaults(setup.options))

    def config(self, setup: Setup) -> Config:
        key = (setup.players, setup.roles, tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in setup.options.items())))
        cfg = self._configs.get(key)
        if cfg is None:
            if len(self._configs) > 256:
                self._configs.clear()
            cfg = self._configs[key] = Config(setup, self.options_with_defaults(setup.options))
        return cfg

    def start(self, setup: Setup) -> State:
        return new_state(self.config(setup))

    # -- play --------------------------------------------------------------------------------------------
    def action_types(self) -> frozenset[str]:
        return ALL_ACTIONS

    def player_label(self, state: State, player: int | None) -> str:
        return player_label(state, player)

    def chance(self, state: State) -> ChanceStep | None:
        return chance_step(state)

    def check_chance(self, state: State, action: Action) -> None:
        check_chance(state, action)

    #: The last state's open choices (by identity): a step asks for them more than once and a state never changes.
    _choices_memo: tuple[State | None, tuple[Choice, ...]] = (None, ())

    def choices(self, state: State) -> list[Choice]:
        return list(self.read_choices(state))

    def read_choices(self, state: State) -> Sequence[Choice]:
        memo = self._choices_memo
        if memo[0] is not state:
            memo = self._choices_memo = (state, tuple(open_choices(state)))
        return memo[1]

    def check(self, state: State, action: Action) -> None:
        check_action(state, action)
        super().check(state, action)

    def step(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if state.phase == DEAL and not state.cfg.app and action.type != "night_start":
            # A physical game journalled before the night opened as a chance step: open it first, as it was then.
            state, opening = self.apply(state, Action("night_start", None, {}))
            state, events = super().step(state, action)
            return state, [*opening, *events]
        return super().step(state, action)

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        return _apply(state, action)

    # -- views -----------------------------------------------------------------------------------------
    def result(self, state: State) -> Result | None:
        return state.result_

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        return view(state, viewer)

    def seat_secrets(self, state: State) -> Mapping[int, Sequence[str]]:
        return seat_secrets(state)

    # -- narration ---------------------------------------------------------------------------------------
    def script(self, setup: Setup) -> list[ScriptStep]:
        return script(self.config(setup))
