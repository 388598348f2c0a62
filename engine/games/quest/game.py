"""Quest: the rules engine (standard game, Director's Cut, Unknown Roles, Hunter variant, errata Hunt).

Two input modes share these rules. In "app" mode the engine deals (a chance step) and every private
choice is a choice of the seat concerned, checked against its role. In "physical" mode the table uses
its own cards: the moderator enters what everyone sees (team, Magic Token, number of Fails, namings,
raised hands...) and, at the end, the character cards revealed; role rules are then audited.

Where everything is: config.py (options, validation, the frozen Config), state.py (the state, phase ids), rules.py
(pure rule questions), choices.py (open choices, chance steps, specific refusals), apply.py (what each action does,
its events), end.py (the end: physical mode's revealed cards and audit, the score), views.py (per-viewer views) and
script.py (the reveal narration). This module is the Game subclass and the action -> handler table, and keeps the
names other code imports from it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.core import Action, ChanceStep, Choice, Event, Game, OptionSpec, Problem, Result, ScriptStep, Setup, Viewer
from engine.i18n import Text

from . import apply, end, views
from . import choices as C  # noqa: N812 - the open choices, chance steps and refusals
from . import config as c
from . import data as d
from . import texts as t
from .script import reveal_script
from .state import QuestState

Handler = Callable[[QuestState, Action, list[Event]], QuestState]

#: What each action does, by action type (in the order of the game): the handler returns the new state and appends
#: the events.
HANDLERS: dict[str, Handler] = {
    # the first Leader, the deal and the reveal
    "first_leader": apply.do_first_leader, "deal": apply.do_deal, "leader_loyalty": apply.do_leader_loyalty,
    "reveal_done": apply.do_reveal_done,
    # the quests and the Amulets
    "team": apply.do_team, "magic": apply.do_magic, "quest_card": apply.do_quest_card,
    "quest_result": apply.do_quest_result, "next_leader": apply.do_next_leader, "amulet": apply.do_amulet,
    "amulet_check": apply.do_amulet_check, "loyalty": apply.do_loyalty,
    # the final quest: the Revealer, the discussion, the Hunt or the Hunter vote
    "revealer": apply.do_revealer, "discussion_done": apply.do_discussion_done,
    "hunt_decision": apply.do_hunt_decision, "hunter": apply.do_hunter, "vote_card": apply.do_vote_card,
    "vote_result": apply.do_vote_result, "hunt_naming": apply.do_hunt_naming, "hunt_withdraw": apply.do_hunt_withdraw,
    # the Last Chance and its hidden roles' steps
    "point": apply.do_point, "hands": apply.do_point, "mutineer_hands": apply.do_mutineer_hands,
    "apprentice_hand": apply.do_apprentice_hand, "duke": apply.do_duke, "archduke": apply.do_archduke,
    # physical mode's revealed cards
    "reveal_role": end.do_reveal_role,
}

ACTION_TYPES = frozenset(HANDLERS)
REASONS = end.REASONS


class QuestGame(Game[QuestState]):
    id = "quest"
    title = t.TITLE
    min_players = d.MIN_PLAYERS
    max_players = d.MAX_PLAYERS
    offered_is_legal = True  # its own checks only explain refusals (engine.core.Game.refusal)

    # -- setup ---------------------------------------------------------------------------------------------
    def option_specs(self) -> Sequence[OptionSpec]:
        return c.OPTION_SPECS

    def recommended_roles(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        return c.recommended_roles(players, options)

    def validate(self, setup: Setup) -> list[Problem]:
        return c.validate(setup)

    def phase_name(self, phase: str) -> Text | None:
        return t.PHASE_NAMES.get(phase)

    def param_name(self, action_type: str, param: str) -> Text | None:
        return t.PARAM_NAMES.get((action_type, param))

    def role_summary(self, role: str) -> Text | None:
        info = d.ROLES.get(role)
        return info.summary if info is not None else None

    def start(self, setup: Setup) -> QuestState:
        cfg = c.build_config(setup)
        return QuestState(cfg)

    def action_types(self) -> frozenset[str]:
        return ACTION_TYPES

    def player_label(self, state: QuestState, player: int | None) -> str:
        if player is None or not 0 <= player < state.cfg.n:
            return "?"
        return state.cfg.names[player]

    def script(self, setup: Setup) -> list[ScriptStep]:
        return reveal_script(setup)

    # -- chance --------------------------------------------------------------------------------------------
    def chance(self, state: QuestState) -> ChanceStep | None:
        return C.chance_step(state)

    def check_chance(self, state: QuestState, action: Action) -> None:
        C.check_chance(state, action)

    # -- choices and refusals ------------------------------------------------------------------------------
    #: The last state's open choices (by identity): a step asks for them several times (the player's pick, the
    #: check, the screen of the parameters) and a state never changes.
    _choices_memo: tuple[QuestState | None, tuple[Choice, ...]] = (None, ())

    def choices(self, state: QuestState) -> list[Choice]:
        return list(self.read_choices(state))

    def read_choices(self, state: QuestState) -> Sequence[Choice]:
        memo = self._choices_memo
        if memo[0] is not state:
            memo = self._choices_memo = (state, tuple(C.open_choices(state)))
        return memo[1]

    def check(self, state: QuestState, action: Action) -> None:
        if state.outcome is None and self.chance(state) is None:
            C.check_specific(state, action)  # Quest's own reasons first, then the generic ones
        super().check(state, action)

    # -- apply ---------------------------------------------------------------------------------------------
    def apply(self, state: QuestState, action: Action) -> tuple[QuestState, list[Event]]:
        events: list[Event] = []
        new = HANDLERS[action.type](state, action, events)
        return new, events

    # -- results and views ---------------------------------------------------------------------------------
    def result(self, state: QuestState) -> Result | None:
        return state.outcome

    def seat_secrets(self, state: QuestState) -> Mapping[int, Sequence[str]]:
        return views.seat_secrets(state)

    def view(self, state: QuestState, viewer: Viewer) -> dict[str, Any]:
        return views.view(state, viewer, self.choices)


__all__ = ["ACTION_TYPES", "HANDLERS", "REASONS", "QuestGame"]
