"""The one small interface a game's desktop part implements; the shell works with it alone.

A plugin supplies the board panel, labels for choice values, which choices are
private (pass-and-play), the timers of a phase, the wizard's role catalogue and
the physical deck list. :class:`GamePlugin` itself is a complete generic plugin
built from the engine's Game interface, so any engine game plays without one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from engine.core import Action, Choice, Event, Game, OptionSpec, Result, ScriptStep, Setup
from engine.i18n import Msg, Text

from .plugin_host import BoardMiddle, ConsoleHost
from .text import join_list, number, render_json, render_msg

if TYPE_CHECKING:
    from .controller import GameController

#: Parameter names whose values are seats, in every game unless a plugin says otherwise.
SEAT_KEYS = frozenset({"seat", "seats", "target", "targets", "player", "players", "team", "leader", "holder",
                       "vote", "votes", "members", "member", "pick", "picks"})


@dataclass(frozen=True)
class RoleInfo:
    """A role the wizard offers: id, name, side id, a one-line explanation and how many copies exist."""

    id: str
    name: Text | str
    side: str = ""
    help: Text | str | None = None
    max_count: int = 1


@dataclass(frozen=True)
class TimerSpec:
    """A countdown the console offers in this phase (shown on the board while it runs)."""

    id: str
    label: str
    seconds: int
    autostart: bool = False


@dataclass(frozen=True)
class Scenario:
    """A named recommended role set (One Night's Daybreak scenarios, say)."""

    id: str
    name: Text | str
    roles: tuple[str, ...]
    min_players: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)


class GamePlugin:
    """Generic desktop part of a game; subclass in desktop/games/<id>/ for game-specific widgets."""

    #: The table's seats on phones: "" (none, or no phones in this game), "some" or "all" (the console sets it).
    #: The texts that send the players to the laptop say their phone instead (issue 31).
    phones: str = ""

    def __init__(self, game: Game[Any]) -> None:
        self.game = game

    # -- wizard -----------------------------------------------------------------------------
    def role_catalogue(self, players: int, options: Mapping[str, Any]) -> list[RoleInfo]:
        """Every role the wizard may offer for this count and options (default: those recommended)."""
        roles: list[RoleInfo] = []
        counts: dict[str, int] = {}
        for role in self.game.recommended_roles(self.game.max_players, options):
            counts[role] = counts.get(role, 0) + 1
        for role, count in counts.items():
            roles.append(RoleInfo(role, self.role_name(role), self.side_of(role), None, count))
        return roles

    def variant_keys(self, game: Game[Any]) -> set[str]:
        """Options chosen with the game on the first wizard page (single choices from a list, but the mode)."""
        return {s.key for s in game.option_specs()
                if s.choices and not s.multiple and not s.records_only and s.key != "mode"}

    def house_rule_specs(self, game: Game[Any]) -> list[OptionSpec]:
        """Options offered with the roles (modules and house rules): not the variants, the mode or records-only ones."""
        variant = self.variant_keys(game)
        return [s for s in game.option_specs() if s.key not in variant and s.key != "mode" and not s.records_only]

    def seat_options(self) -> dict[str, Text | None]:
        """Options whose value is a seat (-1: drawn at random), chosen in the wizard from the players' names.

        Key -> the explanation shown instead of the engine's (which counts seats from 0), or None to keep it.
        Default: every whole-number option whose default is -1.
        """
        return {s.key: None for s in self.game.option_specs()
                if type(s.default) is int and s.default == -1 and not s.choices and not s.records_only}

    def stage_seconds(self, key: str) -> list[tuple[str, Text, int]]:
        """For a text option written as ``STAGE=SECONDS, ...``: each stage with its label and default seconds
        (the wizard gives each its own field); empty for any other option."""
        return []

    def complete_scenario(self, scenario: Scenario, players: int, options: Mapping[str, Any]) -> list[str]:
        """A scenario's roles, extended to the deck size this count needs (default: as listed)."""
        return list(scenario.roles)

    def deck_size(self, players: int, options: Mapping[str, Any]) -> int:
        return players

    def scenarios(self, players: int, options: Mapping[str, Any]) -> list[Scenario]:
        return []

    def role_name(self, role: str) -> str:
        return role

    def side_of(self, role: str) -> str:
        return ""

    def side_name(self, side: str) -> str:
        return side

    def physical_deck(self, setup: Setup) -> list[str]:
        """The cards to put in the deck for a physical deal, as display lines."""
        counts: dict[str, int] = {}
        for role in setup.roles:
            counts[role] = counts.get(role, 0) + 1
        return [f"{number(n)} \u00d7 {self.role_name(r)}" for r, n in counts.items()]

    def uses_roles(self) -> bool:
        return True

    # -- console --------------------------------------------------------------------------------
    def is_private_choice(self, controller: GameController, choice: Choice) -> bool:
        """A choice only its player may see and make (pass-and-play), in app mode."""
        return False

    def phone_choice(self, controller: GameController, choice: Choice) -> bool:
        """A choice its player makes on their own phone when the seat has one (app mode): the private choices,
        and what a game adds (One Night's night actions of the player just called, and the day vote). A hidden
        role's choice goes to the phones in the table's round instead (desktop/companion/rounds.py)."""
        return self.is_private_choice(controller, choice)

    def phone_choice_note(self, controller: GameController, choice: Choice) -> str:
        """What the player must know to make ``choice`` on their phone, shown on the choice's own screen (One Night's
        night action: the card they were dealt, which they may not have held to look at yet); "" shows nothing."""
        return ""

    def secret_values(self, controller: GameController, choice: Choice, key: str) -> list[Any] | None:
        """The values every player is shown for ``key`` on a secret screen (a private or hidden role's choice),
        whatever this player may legally choose: the quest card screen shows Success and Fail to everyone, and
        a card the rules forbid is refused after it is pressed. None: the choice's own values (every player
        of this step has the same ones)."""
        return None

    def private_summary(self, controller: GameController, seat: int) -> str:
        """What ``seat`` privately holds now (their cards, say), shown only to them with their private choices
        and on their turn of a secret round, after they open it; "" shows nothing."""
        return ""

    def timeout_choice(self, choice: Choice) -> bool:
        """A choice the console makes itself when the phase's countdown runs out (a rule's "time is up" step).

        It is never offered as a form; when the countdown of :meth:`timers` expires and
        no secret round is running, the console sends its single action.
        """
        return False

    def private_action(self, action: Action) -> bool:
        """An action of a private choice (its outcome, once seen, cannot be re-chosen by undo)."""
        return False

    def hidden_role_choice(self, controller: GameController, choice: Choice) -> bool:
        """A choice that belongs to a hidden role (Quest's hunt decision, a Duke's hand), in app mode.

        The console never names its player: everyone takes the laptop in turn and
        sees the same screens, and nothing public changes until all have had it.
        """
        return False

    def hidden_audience(self, event: Event) -> bool:
        """A private event whose recipients hold a hidden role (what Quest's Cleric sees): delivered to everyone in turn."""
        return False

    def log_hides(self, event: Event) -> bool:
        """A private event the console log leaves out until the game ends (not even as an anonymous line,
        whose place in the log would tell when a hidden role learned something)."""
        return self.hidden_audience(event)

    def round_after(self, action: Action) -> bool:
        """After this action everyone takes the laptop in turn, whether or not anyone has something to see
        (so that whether a hidden role is dealt at all does not show)."""
        return False

    def undo_refusal(self, controller: GameController) -> str:
        """Why undo is not possible now (shown to the table, so it never names a hidden role), or ""."""
        return ""

    def narration_start(self, controller: GameController, script: Sequence[ScriptStep]) -> int:
        """The step of ``script`` the narration starts at (a resumed night goes on where it was)."""
        return 0

    def console_panel(self, console: ConsoleHost, controller: GameController) -> QWidget | None:
        """A game-specific input panel for the current step (One Night's app-dealt night), or None."""
        return None

    def autostart_narration(self, controller: GameController) -> bool:
        return False

    def on_narration_step(self, console: ConsoleHost, index: int) -> None:
        """Called when narration step ``index`` starts (a game may open that step's input)."""

    def on_narration_finished(self, console: ConsoleHost) -> None:
        """Called when the script has been read to the end."""

    def seat_param(self, choice: Choice, key: str) -> bool:
        return key in SEAT_KEYS

    def value_label(self, controller: GameController, choice: Choice, key: str, value: Any) -> str:
        if self.seat_param(choice, key) and isinstance(value, int) and 0 <= value < len(controller.players):
            return controller.players[value]
        if isinstance(value, bool):
            return QCoreApplication.translate("GamePlugin", "Yes") if value else QCoreApplication.translate("GamePlugin", "No")
        if isinstance(value, int):
            return number(value)
        if isinstance(value, str):
            return self.value_name(key, value)
        return str(value)

    def value_hint(self, controller: GameController, choice: Choice, key: str, value: Any) -> str:
        """A note on one allowed value of ``choice``, translated: its button's tooltip and a line below the buttons
        (Castle's Diplomat: a demand that cannot succeed); "" shows nothing."""
        return ""

    def value_name(self, key: str, value: str) -> str:
        """A string value of a choice parameter, translated (role ids by default)."""
        return self.role_name(value)

    def param_label(self, choice: Choice, key: str) -> str:
        name = self.game.param_name(choice.type, key)
        return render_msg(name) if name is not None else key.replace("_", " ")

    def choice_title(self, controller: GameController, choice: Choice) -> str:
        if choice.prompt is not None:
            return render_msg(choice.prompt)
        who = controller.players[choice.player] if choice.player is not None else QCoreApplication.translate("GamePlugin", "Moderator")
        return QCoreApplication.translate("GamePlugin", "{player}: {action}").format(player=who, action=choice.type.replace("_", " "))

    def automatic_action(self, controller: GameController, choice: Choice) -> Action | None:
        """An action the console makes itself at once, because by public information its player has no choice
        (a loyalty check's answer in a game without a choosing Trickster): no hand-over, and what it tells its own
        player counts as seen. None: ask as usual."""
        return None

    def confirm_label(self, controller: GameController, choice: Choice) -> str:
        """The label of a choice's confirm button, as the rules name the act («Remove card»); "" for "Confirm"."""
        return ""

    def reveal_summary(self, event: Event) -> str:
        """What kind of secret an event is, without its content (for the undo confirmation)."""
        return QCoreApplication.translate("GamePlugin", "a private message")

    def timers(self, view: Mapping[str, Any]) -> list[TimerSpec]:
        return []

    def timer_turn(self, controller: GameController, choices: Sequence[Choice]) -> int | None:
        """The seat whose turn a stage's countdown counts (``choices``: the stage's open choices), when the table
        knows it: the TV names them beside the clock. None names nobody (never the holder of a hidden role)."""
        return None

    def narration_script(self, controller: GameController) -> list[ScriptStep]:
        """The script to read now (reveal or night); the console offers it when not empty."""
        if controller.session.groups and len(controller.session.groups) == 1:
            return self.game.script(controller.setup)
        return []

    def night_active(self, view: Mapping[str, Any]) -> bool:
        """True while the board shows only the night screen."""
        return False

    def night_clock(self, console: ConsoleHost) -> tuple[str, str] | None:
        """The night screen's countdown while a call runs: (what it counts down to, the clock), or None."""
        return None

    # -- board -----------------------------------------------------------------------------------
    def create_board_panel(self, parent: QWidget | None = None) -> BoardMiddle | None:
        """The game's own middle of the TV board (a desktop.board.BoardPanel), or None for the board's generic one
        (the seats of ``view["seats"]`` around the table)."""
        return None

    def headline(self, view: Mapping[str, Any], narration: str) -> tuple[str, str]:
        """What the table is told now: the phase line and the instruction under it, worded for the narration's state
        ("idle", "playing", "paused", "finished") where a game's words depend on it (Quest: who reads the reveal
        script). The console shows both and the TV's headline the instruction (the phase line without one): one
        source, so that the TV and the laptop never disagree."""
        return self.phase_text(view), self.instruction_text(view) if view.get("instruction") else ""

    def phase_text(self, view: Mapping[str, Any]) -> str:
        phase = view.get("phase")
        if not phase:
            return ""
        name = self.game.phase_name(str(phase))
        return render_msg(name) if name is not None else str(phase).replace("_", " ")

    def instruction_text(self, view: Mapping[str, Any]) -> str:
        """The view's instruction as the TV and the console show it (worded for the phones where a game has them)."""
        return render_json(view.get("instruction"))

    def phone_phase_text(self, view: Mapping[str, Any]) -> str:
        """The phase line on a player's phone: the board's, unless it tells the table to use the laptop."""
        return self.phase_text(view)

    def end_withheld(self, controller: GameController) -> bool:
        """The game is over but its secrets stay hidden until the moderator shows them (One Night: the cards are
        turned on the TV by a button of its own): the log keeps its private lines hidden and the result line."""
        return False

    def end_panel(self, console: ConsoleHost, controller: GameController, result: Result) -> QWidget | None:
        """The console's panel at the end of the game instead of its own ("The game is over." and what next)."""
        return None

    def result_text(self, result: Result, setup: Setup) -> str:
        winners = [setup.players[s] for s in result.winners if 0 <= s < len(setup.players)]
        reason = render_msg(result.reason)
        if not winners:
            return reason
        return QCoreApplication.translate("GamePlugin", "{reason} Winners: {winners}").format(reason=reason, winners=join_list(winners))


def describe(message: Msg | Text | str | dict[str, Any] | None) -> str:
    if isinstance(message, dict):
        return render_json(message)
    if message is None:
        return ""
    return render_msg(message)


def seat_names(players: Sequence[str], seats: Sequence[int]) -> list[str]:
    return [players[s] for s in seats if 0 <= s < len(players)]
