"""Avalon (with the Trapper) on the desktop: the board, console labels, private steps, stage timers, wizard data.

The board renders the public view only: the quest track, the vote track, the vote
table (✓ took part, ⊘ card removed beside it: never a card value, not even after
the game), the Excalibur and Lady of the Lake holders, who examined whom with the
Lady (never the answer), the Trapper's removal (whose card, never its value), the
assassination and the end with roles and winners, in turn with a page of everything
that was hidden (removed cards, Excalibur's switches, every check's answer).
Role, side, card and vote names come from the engine (engine/games/avalon/); the
strings here live in the "AvalonDesktop" context of the desktop_avalon catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from engine.core import Action, Choice, Event, Result, ScriptStep, Setup
from engine.games.avalon import data as D  # noqa: N812 - the engine's own alias
from engine.games.avalon import texts as AT  # noqa: N812 - the engine's messages
from engine.i18n import QT_TRANSLATE_NOOP, Text

from ...plugin import GamePlugin, RoleInfo, TimerSpec
from ...text import isolate, join_list, number, render_json, render_msg
from .names import T_PLAYER, T_ROLE, plot_name, role_name
from .names import tr as _tr

if TYPE_CHECKING:
    from ...controller import GameController
    from ...plugin_host import BoardMiddle

# -- console -------------------------------------------------------------------------------------------------------
T_VOTE = QT_TRANSLATE_NOOP("AvalonDesktop", "Vote")
T_CARD = QT_TRANSLATE_NOOP("AvalonDesktop", "Card")
T_TO = QT_TRANSLATE_NOOP("AvalonDesktop", "To")
T_WITCH_SEAT = QT_TRANSLATE_NOOP("AvalonDesktop", "The Witch's seat (as the moderator saw it)")
T_FACE_UP = QT_TRANSLATE_NOOP("AvalonDesktop", "The face-up card")
T_HIDE = QT_TRANSLATE_NOOP("AvalonDesktop", "Hide the result")
T_NO_HIDE = QT_TRANSLATE_NOOP("AvalonDesktop", "Do not hide")
T_PLAYS_CARD = QT_TRANSLATE_NOOP("AvalonDesktop", "{player} plays {card}")
T_VOTE_ON_PHONES = QT_TRANSLATE_NOOP(
    "AvalonDesktop", "Each player votes privately, on their phone or on the laptop; the votes are shown together when all are in.")
T_VOTE_ALL_PHONES = QT_TRANSLATE_NOOP(
    "AvalonDesktop", "Each player votes privately on their phone; the votes are shown together when all are in.")
T_SKIP_EXCALIBUR = QT_TRANSLATE_NOOP("AvalonDesktop", "{player} does not use Excalibur")
T_NOBODY = QT_TRANSLATE_NOOP("AvalonDesktop", "No one")
T_SEEN_ROLE = QT_TRANSLATE_NOOP("AvalonDesktop", "their role and what it lets them know")
T_SEEN_CARD = QT_TRANSLATE_NOOP("AvalonDesktop", "a quest card")
T_SEEN_LOYALTY = QT_TRANSLATE_NOOP("AvalonDesktop", "a loyalty")
T_SEEN_PRIVATE = QT_TRANSLATE_NOOP("AvalonDesktop", "a private message")
T_REMOVE_CARD = QT_TRANSLATE_NOOP("AvalonDesktop", "Remove card")

# -- timers (the stage names of data.TIMERS) ------------------------------------------------------------------------
STAGE_NAMES: dict[str, Text] = {
    "first_proposal": QT_TRANSLATE_NOOP("AvalonDesktop", "Team proposal"),
    "proposal": QT_TRANSLATE_NOOP("AvalonDesktop", "Team proposal"),
    "excalibur_assignment": QT_TRANSLATE_NOOP("AvalonDesktop", "Excalibur"),
    "vote": QT_TRANSLATE_NOOP("AvalonDesktop", "Team vote"),
    "quest": QT_TRANSLATE_NOOP("AvalonDesktop", "Quest cards"),
    "excalibur": QT_TRANSLATE_NOOP("AvalonDesktop", "Excalibur"),
    "trapper": QT_TRANSLATE_NOOP("AvalonDesktop", "The Trapper"),
    "witch_decision": QT_TRANSLATE_NOOP("AvalonDesktop", "The Witch"),
    "check": QT_TRANSLATE_NOOP("AvalonDesktop", "Loyalty check"),
    "loyalty_answer": QT_TRANSLATE_NOOP("AvalonDesktop", "Loyalty check"),
    "plot_handout": QT_TRANSLATE_NOOP("AvalonDesktop", "Plot Cards"),
    "plot_window": QT_TRANSLATE_NOOP("AvalonDesktop", "Plot Cards"),
    "assassination": QT_TRANSLATE_NOOP("AvalonDesktop", "Assassination"),
}
#: Choices whose player is public when their stage's countdown runs (the leader, Excalibur's or the Lady's holder, a
#: checked player): the TV names whose turn it is. Never the Witch's or the Assassin's.
NAMED_TURNS = frozenset({"propose", "excalibur", "use_excalibur", "skip_excalibur", "remove_card", "lady", "witch_check",
                         "give_plot", "take_plot", "examine", "show_loyalty", "answer_check"})
#: Stages whose countdown the moderator starts: the laptop goes round for them (pass-and-play), which takes its own time.
MANUAL_STAGES = frozenset({"quest", "witch_decision", "loyalty_answer"})

# -- wizard: each stage of "Other timers" in a field of its own (the trapper's has an option of its own) -----------
WIZARD_STAGE_NAMES: dict[str, Text] = {
    "first_proposal": QT_TRANSLATE_NOOP("AvalonDesktop", "First team proposal"),
    "proposal": QT_TRANSLATE_NOOP("AvalonDesktop", "Later team proposals"),
    "excalibur_assignment": QT_TRANSLATE_NOOP("AvalonDesktop", "Handing Excalibur to a team member"),
    "vote": QT_TRANSLATE_NOOP("AvalonDesktop", "Team vote"),
    "quest": QT_TRANSLATE_NOOP("AvalonDesktop", "Quest cards"),
    "excalibur": QT_TRANSLATE_NOOP("AvalonDesktop", "Using Excalibur"),
    "witch_decision": QT_TRANSLATE_NOOP("AvalonDesktop", "The Witch's decision"),
    "check": QT_TRANSLATE_NOOP("AvalonDesktop", "Choosing whom to check"),
    "loyalty_answer": QT_TRANSLATE_NOOP("AvalonDesktop", "The checked player's answer"),
    "plot_handout": QT_TRANSLATE_NOOP("AvalonDesktop", "Handing out Plot Cards"),
    "plot_window": QT_TRANSLATE_NOOP("AvalonDesktop", "Playing a Plot Card"),
    "assassination": QT_TRANSLATE_NOOP("AvalonDesktop", "Assassination"),
}
T_FIRST_LEADER_HELP = QT_TRANSLATE_NOOP("AvalonDesktop", "The player who leads the first team, or one drawn at random.")

# -- wizard: one line per role (used when the engine has no Game.role_summary for it) -------------------------------
ROLE_SUMMARIES: dict[str, Text] = {
    D.MERLIN: QT_TRANSLATE_NOOP("AvalonDesktop", "Good; sees the Evil players but Mordred; Evil wins if the Assassin names Merlin."),
    D.PERCIVAL: QT_TRANSLATE_NOOP("AvalonDesktop", "Good; sees Merlin (and Morgana, without knowing which is which)."),
    D.LOYAL_SERVANT: QT_TRANSLATE_NOOP("AvalonDesktop", "Good; knows nothing at the reveal; always plays Success."),
    D.CLERIC: QT_TRANSLATE_NOOP("AvalonDesktop", "Good; learns the loyalty of the first leader."),
    D.TROUBLEMAKER: QT_TRANSLATE_NOOP("AvalonDesktop", "Good; must show Evil when a loyalty check reaches them."),
    D.ASSASSIN: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; after three successes names Merlin to win the game."),
    D.MORGANA: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; appears to Percival as Merlin."),
    D.MORDRED: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; hidden from Merlin."),
    D.OBERON: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; does not know the other Evil players, nor do they know Oberon."),
    D.MINION: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; knows the other Evil players; may play Fail."),
    D.WITCH: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; once per game may hide a quest's result; then a random player checks a loyalty."),
    D.TRICKSTER: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; may show Good when a loyalty check reaches them."),
    D.LUNATIC: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; must play Fail on every quest."),
    D.BRUTE: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; may play Fail on the first three quests only."),
    D.REVEALER: QT_TRANSLATE_NOOP("AvalonDesktop", "Evil; shows their loyalty to all after the second failed quest."),
}

# -- physical deck ------------------------------------------------------------------------------------------------------
T_DECK_ROLE = QT_TRANSLATE_NOOP("AvalonDesktop", "{n} \u00d7 {role}")
T_DECK_QUEST_CARDS = QT_TRANSLATE_NOOP("AvalonDesktop", "Quest cards: {n} Success and {m} Fail")
T_DECK_VOTES = QT_TRANSLATE_NOOP("AvalonDesktop", "Vote tokens: an Approve and a Reject for each of the {n} players")
T_DECK_LEADER = QT_TRANSLATE_NOOP("AvalonDesktop", "The leader token, the quest and vote track markers")
T_DECK_LADY = QT_TRANSLATE_NOOP("AvalonDesktop", "The Lady of the Lake token")
T_DECK_EXCALIBUR = QT_TRANSLATE_NOOP("AvalonDesktop", "The Excalibur token")
T_DECK_PLOT = QT_TRANSLATE_NOOP("AvalonDesktop", "Plot Cards: {cards}")
T_DECK_TRAPPER = QT_TRANSLATE_NOOP("AvalonDesktop", "The Trapper: no extra cards; every team has one more member")

#: Choices a player makes in secret in app mode (pass-and-play); their player is public (a team member, a checked player).
PRIVATE_TYPES = frozenset({"play", "answer_check"})
#: The Witch's decision belongs to a hidden role: everyone takes the laptop in turn (app mode).
HIDDEN_TYPES = frozenset({"witch_decision"})
#: Actions whose outcome their player sees privately: once seen, undo cannot let them choose again.
PRIVATE_OUTCOMES = frozenset({"play", "answer_check", "remove_card", "use_excalibur", "lady", "examine", "witch_check", "ambush",
                              "show_loyalty", "take_plot"})
SEAT_KEYS = frozenset({"seat", "team", "holder", "target", "to", "witch"})
PLOT_ACTIONS = {"lead_to_victory": D.LEAD_TO_VICTORY, "king_returns": D.KING_RETURNS, "we_found_you": D.WE_FOUND_YOU, "ambush": D.AMBUSH}


class AvalonPlugin(GamePlugin):
    # -- wizard ---------------------------------------------------------------------------------------------------------
    def role_catalogue(self, players: int, options: Mapping[str, Any]) -> list[RoleInfo]:
        out = []
        for info in D.ROLES.values():
            summary = self.game.role_summary(info.id) or ROLE_SUMMARIES.get(info.id)
            out.append(RoleInfo(info.id, info.name, info.side, summary, 1 if info.unique else max(1, players)))
        return out

    def variant_keys(self, game: Any) -> set[str]:
        return set()  # modules and house rules all sit on the roles page, each with its explanation

    def seat_options(self) -> dict[str, Text | None]:
        return {"first_leader": T_FIRST_LEADER_HELP}

    def stage_seconds(self, key: str) -> list[tuple[str, Text, int]]:
        if key != "timer_overrides":
            return []
        return [(stage, WIZARD_STAGE_NAMES[stage], timer.seconds) for stage, timer in D.TIMERS.items()
                if stage in WIZARD_STAGE_NAMES]

    def role_name(self, role: str) -> str:
        return role_name(role)

    def side_of(self, role: str) -> str:
        info = D.ROLES.get(role)
        return info.side if info is not None else ""

    def side_name(self, side: str) -> str:
        text = D.SIDE_NAMES.get(side)
        return _tr(text) if text is not None else side

    def physical_deck(self, setup: Setup) -> list[str]:
        options = self.game.options_with_defaults(setup.options)
        counts: dict[str, int] = {}
        for role in setup.roles:
            counts[role] = counts.get(role, 0) + 1
        lines = [_tr(T_DECK_ROLE).format(n=number(n), role=role_name(r)) for r, n in counts.items()]
        extra = D.TRAPPER_EXTRA if options.get("trapper") else 0
        biggest = max(D.QUEST_SIZE.get(setup.count, (0,))) + extra
        lines.append(_tr(T_DECK_QUEST_CARDS).format(n=number(biggest), m=number(biggest)))
        lines.append(_tr(T_DECK_VOTES).format(n=number(setup.count)))
        lines.append(_tr(T_DECK_LEADER))
        if options.get("lady_of_the_lake"):
            lines.append(_tr(T_DECK_LADY))
        if options.get("excalibur"):
            lines.append(_tr(T_DECK_EXCALIBUR))
        if options.get("trapper"):
            lines.append(_tr(T_DECK_TRAPPER))
        if options.get("plot_cards"):
            plot: dict[str, int] = {}
            for instance in D.plot_deck(setup.count):
                plot[D.plot_kind(instance)] = plot.get(D.plot_kind(instance), 0) + 1
            cards = [f"{number(n)} \u00d7 {_tr(D.PLOT_CARDS[k].name)}" for k, n in plot.items()]
            lines.append(_tr(T_DECK_PLOT).format(cards=join_list(cards)))
        return lines

    # -- console --------------------------------------------------------------------------------------------------------
    def is_private_choice(self, controller: GameController, choice: Choice) -> bool:
        # A vote has a player only when the laptop collects the votes (the private_votes option, app mode).
        return (choice.type in PRIVATE_TYPES or choice.type == "vote") and choice.player is not None

    def secret_values(self, controller: GameController, choice: Choice, key: str) -> list[Any] | None:
        # Every member sees Success and Fail, every checked player Good and Evil: what the rules forbid is refused after the press.
        if choice.type == "play" and key == "card":
            return list(D.CARDS)
        if choice.type == "answer_check" and key == "show":
            return [D.GOOD, D.EVIL]
        return None

    def confirm_label(self, controller: GameController, choice: Choice) -> str:
        return _tr(T_REMOVE_CARD) if choice.type == "remove_card" else ""

    def hidden_role_choice(self, controller: GameController, choice: Choice) -> bool:
        return choice.type in HIDDEN_TYPES and choice.player is not None

    def hidden_audience(self, event: Event) -> bool:
        # What the Witch hears back of her own decision, and what the Cleric learns of the first leader.
        if event.type == "witch_choice":
            return True
        return event.type == "check_answer" and isinstance(event.data, Mapping) and event.data.get("kind") == "cleric_check"

    def private_action(self, action: Action) -> bool:
        # The Witch's decision is left out on purpose: undo would then name her ("X has seen the outcome of her choice").
        return action.type in PRIVATE_OUTCOMES

    def automatic_action(self, controller: GameController, choice: Choice) -> Action | None:
        # The role list is public: without a Trickster who chooses, every checked player has his one loyalty to show.
        if choice.type != "answer_check" or choice.player is None:
            return None
        options = self.game.options_with_defaults(controller.setup.options)
        if D.TRICKSTER in controller.setup.roles and options.get("trickster_loyalty") == "chooses":
            return None
        return choice.single()

    def timeout_choice(self, choice: Choice) -> bool:
        return choice.type == "time_up"

    def seat_param(self, choice: Choice, key: str) -> bool:
        return key in SEAT_KEYS

    def value_name(self, key: str, value: str) -> str:
        if value in D.VOTE_NAMES:
            return _tr(D.VOTE_NAMES[value])
        if value in D.CARD_NAMES:
            return _tr(D.CARD_NAMES[value])
        if value in D.SIDE_NAMES:
            return _tr(D.SIDE_NAMES[value])
        if value in D.ROLES:
            return role_name(value)
        if key == "card":
            return plot_name(value)
        return value

    def value_label(self, controller: GameController, choice: Choice, key: str, value: Any) -> str:
        if value is None:
            return _tr(T_NOBODY)
        if key == "hide":
            return _tr(T_HIDE) if value else _tr(T_NO_HIDE)
        return super().value_label(controller, choice, key, value)

    def param_label(self, choice: Choice, key: str) -> str:
        if len(choice.params) < 2:
            return ""
        labels = {"seat": T_PLAYER, "vote": T_VOTE, "card": T_CARD, "to": T_TO, "role": T_ROLE, "witch": T_WITCH_SEAT,
                  "face_up": T_FACE_UP, "target": T_PLAYER}
        text = labels.get(key)
        return _tr(text) if text is not None else ""

    def choice_title(self, controller: GameController, choice: Choice) -> str:
        who = controller.players[choice.player] if choice.player is not None else ""
        if choice.type in PLOT_ACTIONS and choice.player is not None:
            return _tr(T_PLAYS_CARD).format(player=isolate(who), card=_tr(D.PLOT_CARDS[PLOT_ACTIONS[choice.type]].name))
        if choice.type == "skip_excalibur" and choice.player is not None:
            return _tr(T_SKIP_EXCALIBUR).format(player=isolate(who))
        return super().choice_title(controller, choice)

    def reveal_summary(self, event: Event) -> str:
        if event.type == "knowledge":
            return _tr(T_SEEN_ROLE)
        if event.type in ("card_played", "removed_value", "excalibur_seen", "excalibur_switched", "ambush_seen"):
            return _tr(T_SEEN_CARD)
        if event.type in ("check_answer", "loyalty_shown", "loyalty_asked"):
            return _tr(T_SEEN_LOYALTY)
        return _tr(T_SEEN_PRIVATE)

    def timers(self, view: Mapping[str, Any]) -> list[TimerSpec]:
        timer = view.get("timer")
        if not timer or not timer.get("seconds"):
            return []
        stage = str(timer.get("stage"))
        # A new id for every new step (a new proposal, quest, check...), so its countdown starts afresh.
        track = tuple(str(q.get("status")) for q in view.get("quest_track") or [])
        plot = view.get("plot") or {}
        key = (stage, view.get("round"), len((view.get("vote_table") or {}).get("rows") or []), track, len(view.get("checks") or []),
               (view.get("lady") or {}).get("holder"), len(plot.get("drawn") or []), len(plot.get("holdings") or []))
        label = STAGE_NAMES.get(stage)
        text = _tr(label) if label is not None else stage
        return [TimerSpec(repr(key), text, int(timer["seconds"]), autostart=stage not in MANUAL_STAGES)]

    def timer_turn(self, controller: GameController, choices: Sequence[Choice]) -> int | None:
        seats = {c.player for c in choices}
        if len(seats) != 1 or not all(c.type in NAMED_TURNS for c in choices):
            return None
        return seats.pop()

    def narration_script(self, controller: GameController) -> list[ScriptStep]:
        # App-dealt: each player is shown what he knows privately; there is no script to read aloud.
        if controller.mode == "physical" and controller.public_view().get("phase") == "reveal":
            return self.game.script(controller.setup)
        return []

    # -- board -----------------------------------------------------------------------------------------------------------
    def create_board_panel(self, parent: QWidget | None = None) -> BoardMiddle:
        from .board import AvalonBoardPanel

        return AvalonBoardPanel(parent)

    def phase_text(self, view: Mapping[str, Any]) -> str:
        return self.instruction_text(view)

    def instruction_text(self, view: Mapping[str, Any]) -> str:
        if self.phones and (view.get("instruction") or {}).get("text") == AT.I_VOTE_PRIVATE_PUBLIC:
            return _tr(T_VOTE_ALL_PHONES if self.phones == "all" else T_VOTE_ON_PHONES)
        return render_json(view.get("instruction"))

    def phone_phase_text(self, view: Mapping[str, Any]) -> str:
        if (view.get("instruction") or {}).get("text") == AT.I_VOTE_PRIVATE_PUBLIC:
            return _tr(T_VOTE_ALL_PHONES if self.phones == "all" else T_VOTE_ON_PHONES)
        return self.phase_text(view)

    def result_text(self, result: Result, setup: Setup) -> str:
        side = D.SIDE_NAMES.get(result.side)
        return render_msg(AT.E_GAME_OVER(side=side if side is not None else result.side, reason=result.reason))


PLUGIN = AvalonPlugin
