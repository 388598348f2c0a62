"""Castle of the Devil on the desktop: the board panel, labels for every choice, and which choices are private.

App-dealt games keep every hand secret: a player's turn, trade replies, gifts, the Priest's payment, the
modifier phase (the player with priority), spoils taken and given back are chosen on the laptop by that
player alone (pass-and-play, with their cards shown to them). The Priest's and the Doctor's windows ask each
player who may use the card in turn (never the attacker for the Priest), each on a screen of their own with
the same two choices, so nobody can tell who holds it. Physical games enter only what the table sees.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QVBoxLayout, QWidget

from engine.core import Action, Choice, Event, Result, Setup, SubsetOf
from engine.games.castle import data as D  # noqa: N812 - the engine's own alias
from engine.games.castle.rules import hopeless_demand
from engine.i18n import QT_TRANSLATE_NOOP, Text

from ...plugin import GamePlugin, RoleInfo
from ...plugin_host import BoardMiddle, ConsoleHost
from ...text import isolate, join_list, number, render_json, render_msg
from . import texts as T  # noqa: N812 - as the engine names its texts module
from .board import CastleBoardPanel, card_name, item_name, profession_name, society_name, tr

if TYPE_CHECKING:
    from ...controller import GameController

#: The wizard's explanation of the start player (chosen by name there; the engine's counts seats from 0).
T_START_PLAYER_HELP = QT_TRANSLATE_NOOP("CastleDesktop", "The player who has travelled farthest begins; or one drawn at random.")

#: App mode: choices made by a named, publicly known player whose options show their cards (pass-and-play).
PRIVATE_TYPES = frozenset({
    "pass", "trade", "attack", "declare", "loge", "fortune", "clairvoyant", "diplomat", "end_turn",
    "clairvoyant_pick", "diplomat_hand", "diplomat_return", "accept", "refuse", "effect_choice", "coat_pick",
    "sextant_pass", "give", "priest_pay", "use", "poison_mixer", "pass_priority", "hypnotize",
    "poison_ring", "no_poison_ring", "take", "give_back",
    # The Priest's and the Doctor's windows: each player who may use the card is asked in turn, by name (who is
    # asked is public), on the same screen whether or not they hold it (console_panel.WindowPanel).
    "priest", "no_priest", "doctor", "no_doctor",
})
#: App mode: choices whose player must not show: none since the windows ask by name (WindowPanel).
HIDDEN_TYPES: frozenset[str] = frozenset()
#: The windows, by the public "waiting" kind: (use the card, do not use it).
WINDOW_TYPES = {"priest": ("priest", "no_priest"), "doctor": ("doctor", "no_doctor")}
#: Parameters whose values are seats.
SEAT_KEYS = frozenset({"to", "target", "partners", "named", "seat"})

ACTION_LABELS = {
    "pass": T.A_PASS, "trade": T.A_TRADE, "attack": T.A_ATTACK, "loge": T.A_LOGE, "clairvoyant": T.A_CLAIRVOYANT,
    "diplomat": T.A_DIPLOMAT, "end_turn": T.A_END_TURN, "refuse": T.A_REFUSE, "use": T.A_USE,
    "poison_mixer": T.A_MIXER, "pass_priority": T.A_PASS_PRIORITY, "end_modifiers": T.A_END_MODIFIERS,
    "hypnotize": T.A_HYPNOTIZE, "support": T.A_SUPPORT, "spoils": T.A_SPOILS, "tie_draw": T.A_TIE_DRAW,
    "priest_pay": T.A_PRIEST_PAY,
}
#: (label for a player, label for the moderator's "nobody" answer in physical mode)
WINDOW_LABELS = {
    "priest": T.A_PRIEST, "no_priest": (T.A_NO_PRIEST, T.A_NOBODY_PRIEST),
    "doctor": T.A_DOCTOR, "no_doctor": (T.A_NO_DOCTOR, T.A_NOBODY_DOCTOR),
    "poison_ring": T.A_RING, "no_poison_ring": (T.A_NO_RING, T.A_NOBODY_RING),
}
PARAM_LABELS = {
    "item": T.P_ITEM, "to": T.P_TO, "target": T.P_TARGET, "give": T.P_GIVE, "partners": T.P_PARTNERS, "named": T.P_NAMED,
    "card": T.P_CARD, "profession": T.P_PROFESSION, "side": T.P_SIDE, "option": T.P_SPOILS, "direction": T.P_DIRECTION,
    "winner": T.P_WINNER, "society": T.P_SOCIETY,
}
VALUE_LABELS = {
    ("side", D.SWORD): T.V_SWORD, ("side", D.SHIELD): T.V_SHIELD, ("side", D.NEUTRAL): T.V_NEUTRAL,
    ("option", "look"): T.V_LOOK, ("option", "take"): T.V_TAKE, ("option", "none"): T.V_NONE,
    ("direction", "left"): T.V_LEFT, ("direction", "right"): T.V_RIGHT,
    ("execute", True): T.V_EXECUTE, ("execute", False): T.V_DECLINE,
    ("draw", True): T.V_DRAW, ("draw", False): T.V_NO_DRAW,
    ("has", True): T.V_YES, ("has", False): T.V_NO,
    ("item", "none"): T.V_NO_EFFECT,
}


class CastlePlugin(GamePlugin):
    # -- wizard ------------------------------------------------------------------------------------------------
    def uses_roles(self) -> bool:
        return False  # Setup.roles stays empty: the deal follows from the player count and the options

    def role_catalogue(self, players: int, options: Mapping[str, Any]) -> list[RoleInfo]:
        return []

    def variant_keys(self, game: Any) -> set[str]:
        # The variants the rulebook names go with the game; the rulings stay on the options page.
        return set()

    def seat_options(self) -> dict[str, Text | None]:
        return {"start_player": T_START_PLAYER_HELP}

    def deck_size(self, players: int, options: Mapping[str, Any]) -> int:
        return 0

    def physical_deck(self, setup: Setup) -> list[str]:
        """What the table sets up at this count (the engine's instructions), for the wizard's dealing page."""
        instructions = getattr(self.game, "setup_instructions", None)
        if instructions is None or self.game.validate(setup):
            return []
        return [render_msg(line) for line in instructions(setup)]

    # -- console: who sees what -----------------------------------------------------------------------------------
    def is_private_choice(self, controller: GameController, choice: Choice) -> bool:
        return choice.type in PRIVATE_TYPES and choice.player is not None

    def private_action(self, action: Action) -> bool:
        return action.type in PRIVATE_TYPES or action.type in HIDDEN_TYPES

    def hidden_role_choice(self, controller: GameController, choice: Choice) -> bool:
        return choice.type in HIDDEN_TYPES

    def reveal_summary(self, event: Event) -> str:
        return tr(T.SEEN_CARDS) if event.type == "your_cards" else tr(T.SEEN_PRIVATE)

    def private_summary(self, controller: GameController, seat: int) -> str:
        if controller.mode != "app" or controller.result() is not None:
            return ""
        you = controller.seat_view(seat).get("you") or {}
        if "society" not in you:
            return ""
        prof = profession_name(str(you["profession"]))
        items = [item_name(str(i)) for i in you.get("items") or []]
        lines = [tr(T.YOU_ARE).format(society=society_name(str(you["society"]))),
                 tr(T.YOUR_PROFESSION_USED if you.get("profession_used") else T.YOUR_PROFESSION).format(profession=prof),
                 tr(T.YOUR_ITEMS).format(items=join_list(items) if items else tr(T.NO_ITEMS))]
        learned = [render_json(note.get("msg")) for note in you.get("known") or [] if note.get("type") != "your_cards"]
        if learned:
            lines.append(tr(T.LEARNED))
            lines.extend(f"\u2022 {line}" for line in learned[-8:])
        return "\n".join(lines)

    def console_panel(self, console: ConsoleHost, controller: GameController) -> QWidget | None:
        """Physical set-up: the instructions with the "done" button. App mode, a fight's declarations: the same
        screen whether or not the attacker may hypnotise now."""
        view = controller.public_view()
        if view.get("phase") == "setup" and view.get("setup_instructions"):
            from .console_panel import SetupPanel

            lines = [render_json(line) for line in view["setup_instructions"]]
            return SetupPanel(controller, self, lines, console.submit, console.forms)
        if controller.mode != "app" or controller.pending_deliveries():
            return None
        waiting = view.get("waiting") or {}
        if waiting.get("kind") in WINDOW_TYPES:
            from .console_panel import WindowPanel

            decline = WINDOW_TYPES[waiting["kind"]][1]
            asked = [c.player for c in controller.choices() if c.type == decline and c.player is not None]
            on_phones: set[int] = console.phone_seats()
            laptop = [seat for seat in asked if seat not in on_phones]
            if laptop:  # in the order the engine asks them; a seat with a phone answers there meanwhile
                return WindowPanel(controller, self, WINDOW_TYPES[waiting["kind"]], laptop[0], console.submit,
                                   console.forms)
            if asked:  # who is asked is public: the phones still to answer
                waiting_panel = QWidget()
                layout = QVBoxLayout(waiting_panel)
                for seat in asked:
                    layout.addWidget(console.phone_waiting(seat))
                layout.addStretch(1)
                return waiting_panel
        fight = view.get("fight")
        if waiting.get("kind") != "support" or not fight:
            return None
        options = self.game.options_with_defaults(controller.setup.options)
        if options.get("hypnotist_timing") != "at_declaration" or fight.get("hypnotised") is not None \
                or not fight.get("declarations"):
            return None
        from .console_panel import DeclarationPanel

        public = [c for c in controller.choices() if c.type == "support"]
        attacker = int(fight["attacker"])
        return DeclarationPanel(controller, self, public, attacker, console.submit,
                                console.forms, on_phone=attacker in console.phone_seats())

    # -- console: labels --------------------------------------------------------------------------------------------
    def seat_param(self, choice: Choice, key: str) -> bool:
        return key in SEAT_KEYS

    def param_label(self, choice: Choice, key: str) -> str:
        if key == "items":  # a physical declaration: what a player reveals
            return tr(T.P_COUNT if "society" in choice.params else T.P_LOGE_COUNT)
        text = PARAM_LABELS.get(key)
        return tr(text) if text is not None else ""

    def value_label(self, controller: GameController, choice: Choice, key: str, value: Any) -> str:
        players = controller.players
        if key in SEAT_KEYS and isinstance(value, int) and not isinstance(value, bool):
            return players[value] if 0 <= value < len(players) else str(value)
        label = VALUE_LABELS.get((key, value))
        if label is not None:
            return tr(label)
        if key == "winner" and value in ("attacker", "defender"):
            fight = controller.public_view().get("fight") or {}
            seat = fight.get(value)
            name = players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else "?"
            return tr(T.V_ATTACKER if value == "attacker" else T.V_DEFENDER).format(player=isolate(name))
        if isinstance(value, bool):
            return tr(T.V_YES) if value else tr(T.V_NO)
        if isinstance(value, int):
            return number(value)
        if isinstance(value, str):
            return self.value_name(key, value)
        return str(value)

    def value_hint(self, controller: GameController, choice: Choice, key: str, value: Any) -> str:
        if choice.type != "diplomat" or key != "item" or not isinstance(value, str) or choice.player is None:
            return ""
        setup = controller.setup
        in_play = D.items_in_play(len(setup.players), bool(setup.options.get("beginner_seal_only")))
        # Physical mode: nobody's hand is known, so only an item out of the game is sure to fail.
        hand = (controller.seat_view(choice.player).get("you") or {}).get("items") or [] \
            if controller.mode == "app" else []
        why = hopeless_demand(in_play, hand, value, bool(controller.public_view().get("bags_converted")))
        if why is None:
            return ""
        return tr(T.HINT_NOT_IN_PLAY if why == "not_in_play" else T.HINT_ALL_HELD)

    def value_name(self, key: str, value: str) -> str:
        if key == "society" or value in D.SOCIETY_NAMES:
            return society_name(value)
        if value in D.ITEM_NAMES or value in D.PROFESSION_NAMES:
            return card_name(value)
        return value

    def choice_title(self, controller: GameController, choice: Choice) -> str:
        label = self._action_label(controller, choice)
        if label is None:
            return super().choice_title(controller, choice)
        if choice.player is None or (controller.mode == "app" and choice.type in PRIVATE_TYPES | HIDDEN_TYPES):
            return label  # the moderator's answer, or a private card that already names its player
        return tr(T.ON_BEHALF).format(player=isolate(controller.players[choice.player]), action=label)

    def _action_label(self, controller: GameController, choice: Choice) -> str | None:
        kind = choice.type
        if kind in ("declare", "fortune"):
            domain = next(iter(choice.params.values()))
            size = domain.size if isinstance(domain, SubsetOf) else 0
            if kind == "declare":
                return tr(T.A_DECLARE_ALONE) if size == 0 else tr(T.A_DECLARE_ONE) if size == 1 else \
                    tr(T.A_DECLARE).format(count=number(size))
            return tr(T.A_FORTUNE_ONE) if size == 1 else tr(T.A_FORTUNE).format(count=number(size))
        if kind == "accept":
            return tr(T.A_ACCEPT if "give" in choice.params else T.A_ACCEPT_PHYSICAL)
        window = WINDOW_LABELS.get(kind)
        if window is not None:
            if isinstance(window, tuple):
                return tr(window[1] if choice.player is None else window[0])
            return tr(window)
        text = ACTION_LABELS.get(kind)
        return tr(text) if text is not None else None

    def phase_text(self, view: Mapping[str, Any]) -> str:
        phase = view.get("phase")
        players = list(view.get("players") or [])
        turn = view.get("turn")
        name = players[turn] if isinstance(turn, int) and 0 <= turn < len(players) else ""
        if phase == "setup":
            return tr(T.PHASE_SETUP)
        if phase == "over":
            return tr(T.PHASE_OVER)
        fight = view.get("fight")
        if phase == "fight" and fight:
            return tr(T.PHASE_FIGHT).format(attacker=isolate(players[fight["attacker"]]),
                                            defender=isolate(players[fight["defender"]]))
        if phase == "declaration" and name:
            return tr(T.PHASE_DECLARATION).format(player=isolate(name))
        if name:
            return tr(T.PHASE_TURN).format(player=isolate(name))
        return ""

    def result_text(self, result: Result, setup: Setup) -> str:
        winners = [setup.players[s] for s in result.winners if 0 <= s < len(setup.players)]
        reason = render_msg(result.reason)
        return tr(T.RESULT).format(reason=reason, winners=join_list(winners)) if winners else reason

    # -- board ------------------------------------------------------------------------------------------------------
    def create_board_panel(self, parent: QWidget | None = None) -> BoardMiddle:
        return CastleBoardPanel(parent)


PLUGIN = CastlePlugin
