"""Quest on the desktop: the board (board.py: the quest track, the seats around the table with their tokens), private
inputs, timers.

Role, side and card names come from the engine (engine/games/quest/); the few
strings here live in the "QuestDesktop" context of the quest catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from engine.core import Action, Choice, Event, Result, Setup
from engine.games.quest import data as qd
from engine.games.quest import rules
from engine.games.quest import texts as qt
from engine.i18n import QT_TRANSLATE_NOOP

from ...plugin import GamePlugin, RoleInfo, TimerSpec
from ...plugin_host import BoardMiddle
from ...text import isolate, render_json, render_msg
from .board import QuestBoardPanel
from .names import role_name
from .names import tr as _tr

if TYPE_CHECKING:
    from ...controller import GameController

T_DISCUSSION = QT_TRANSLATE_NOOP("QuestDesktop", "Discussion")
T_YES = QT_TRANSLATE_NOOP("QuestDesktop", "Yes")
T_NO = QT_TRANSLATE_NOOP("QuestDesktop", "No")
T_NOBODY = QT_TRANSLATE_NOOP("QuestDesktop", "No one")
T_SEEN = QT_TRANSLATE_NOOP("QuestDesktop", "what their role lets them know")
T_LEADER_READS = QT_TRANSLATE_NOOP(
    "QuestDesktop", "{leader} reads the reveal script aloud (or start the narration and the app reads it). Continue"
    " when everyone has opened their eyes.")
T_APP_READS = QT_TRANSLATE_NOOP(
    "QuestDesktop", "The app reads the reveal script aloud: everyone's eyes are closed. Continue when everyone has"
    " opened their eyes.")
T_APP_READ = QT_TRANSLATE_NOOP("QuestDesktop", "The app has read the reveal script. Continue when everyone has opened"
                               " their eyes.")

#: Choices a player makes in secret in app mode (pass-and-play); their player is public (leader, team member, everyone).
PRIVATE_TYPES = frozenset({"leader_loyalty", "quest_card", "loyalty", "vote_card", "point"})
#: Choices of a hidden role in app mode: everyone takes the laptop in turn, so their player is never named.
HIDDEN_TYPES = frozenset({"hunt_decision", "mutineer_hands", "apprentice_hand", "duke", "archduke"})
#: Private events whose recipients hold a hidden role (what the Cleric sees of the first Leader).
HIDDEN_EVENTS = frozenset({"cleric_sees"})


class QuestPlugin(GamePlugin):
    def role_catalogue(self, players: int, options: Mapping[str, Any]) -> list[RoleInfo]:
        out = []
        for info in qd.ROLES.values():
            if not info.min_players <= players <= info.max_players:
                continue
            limit = info.limit(players) or players
            out.append(RoleInfo(info.id, info.name, info.side, self.game.role_summary(info.id), limit))
        return out

    def role_name(self, role: str) -> str:
        return role_name(role)

    def side_of(self, role: str) -> str:
        info = qd.ROLES.get(role)
        return info.side if info is not None else ""

    def side_name(self, side: str) -> str:
        text = qd.SIDE_NAMES.get(side)
        return _tr(text) if text is not None else side

    def seat_param(self, choice: Choice, key: str) -> bool:
        return key in ("seat", "players", "holder", "leader", "target", "targets", "player") and choice.type != "archduke"

    def value_name(self, key: str, value: str) -> str:
        if value in qt.CARD_NAMES:
            return _tr(qt.CARD_NAMES[value])
        if value in qd.SIDE_NAMES:
            return _tr(qd.SIDE_NAMES[value])
        if value in qd.ROLES:
            return role_name(value)
        return value

    def value_label(self, controller: GameController, choice: Choice, key: str, value: Any) -> str:
        if value is None:
            return _tr(T_NOBODY)
        if isinstance(value, bool):
            return _tr(T_YES) if value else _tr(T_NO)
        names = controller.players
        if isinstance(value, (list, tuple)) and all(isinstance(v, int) for v in value):
            return " \u2192 ".join(names[v] if 0 <= v < len(names) else str(v) for v in value) if key != "targets" else \
                " + ".join(names[v] for v in value if 0 <= v < len(names))
        return super().value_label(controller, choice, key, value)

    def is_private_choice(self, controller: GameController, choice: Choice) -> bool:
        return choice.type in PRIVATE_TYPES and choice.player is not None

    def secret_values(self, controller: GameController, choice: Choice, key: str) -> list[Any] | None:
        # A hidden role's step (everyone takes the laptop in turn): every player sees the same neutral buttons,
        # never the holder's own values (the Apprentice's targets leave out his own seat).
        if choice.type in ("hunt_decision", "mutineer_hands"):
            return [True, False]
        if choice.type == "apprentice_hand" and key == "target":
            return [None, *range(len(controller.players))]
        if choice.type in ("duke", "archduke"):
            # The hands are public once lowered: what a Duke or Archduke may do, whether one is dealt or not.
            final = controller.public_view().get("final") or {}
            hands = final.get("hands")
            if hands is None:
                return None
            if choice.type == "duke":
                return [None, *[list(h) for h in hands]]
            revealer, moves = final.get("revealer"), [None]
            for owner, target in hands:
                other = [t for o, t in hands if o == owner and t != target]
                moves += [[owner, target, dest] for dest in range(len(controller.players))
                          if dest not in (owner, target, revealer) and dest not in other]
            return moves
        # Every player sees both cards; the one their role forbids is refused after it is pressed.
        if key != "card":
            return None
        if choice.type in ("quest_card", "vote_card"):
            return list(rules.BOTH)
        if choice.type in ("loyalty", "leader_loyalty"):
            return list(rules.LOYALTY_BOTH)
        return None

    def private_action(self, action: Action) -> bool:
        return action.type in PRIVATE_TYPES or action.type in HIDDEN_TYPES

    def hidden_role_choice(self, controller: GameController, choice: Choice) -> bool:
        return choice.type in HIDDEN_TYPES

    def hidden_audience(self, event: Event) -> bool:
        return event.type in HIDDEN_EVENTS

    def round_after(self, action: Action) -> bool:
        # The first Leader has shown his loyalty: the Cleric (if one was dealt) learns it now.
        return action.type == "leader_loyalty"

    def reveal_summary(self, event: Event) -> str:
        return _tr(T_SEEN)

    def timers(self, view: Mapping[str, Any]) -> list[TimerSpec]:
        if view.get("phase") == "discussion":
            return [TimerSpec("discussion", _tr(T_DISCUSSION), int(view.get("discussion_seconds", qd.DISCUSSION_SECONDS)))]
        return []

    def narration_script(self, controller: GameController) -> list[Any]:
        if controller.public_view().get("phase") == "reveal":
            return self.game.script(controller.setup)
        return []

    def create_board_panel(self, parent: QWidget | None = None) -> BoardMiddle:
        return QuestBoardPanel(parent)

    def phase_text(self, view: Mapping[str, Any]) -> str:
        # The instruction says who does what now; the phase's name (from the engine) when there is none.
        return render_json(view.get("instruction")) or super().phase_text(view)

    def headline(self, view: Mapping[str, Any], narration: str) -> tuple[str, str]:
        """At the reveal, who reads the script: the app while its narration plays (or once it has read it to
        the end), the Leader otherwise; the one line stands for both the phase and the instruction."""
        if view.get("phase") != "reveal":
            return super().headline(view, narration)
        line = self._reveal_line(view, narration)
        return line, line

    def _reveal_line(self, view: Mapping[str, Any], narration: str) -> str:
        if narration in ("playing", "paused"):
            return _tr(T_APP_READS)
        if narration == "finished":
            return _tr(T_APP_READ)
        instruction = view.get("instruction")
        params = instruction.get("params") if isinstance(instruction, Mapping) else None
        leader = params.get("leader") if isinstance(params, Mapping) else None
        if not isinstance(leader, str):
            return self.phase_text(view)
        return _tr(T_LEADER_READS).format(leader=isolate(leader))

    def result_text(self, result: Result, setup: Setup) -> str:
        return render_msg(result.reason)


PLUGIN = QuestPlugin
