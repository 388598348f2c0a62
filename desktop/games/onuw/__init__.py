"""One Night Ultimate Werewolf + Daybreak on the desktop: board panel, night sync, wizard data.

Names of roles, artifacts, sets, phases and choice parameters and the prompts of the choices come from the engine
(engine/games/onuw/); the few strings here live in the "OnuwDesktop" context of the desktop_onuw catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from engine.core import Action, Choice, Event, OneOf, Result, ScriptStep, Setup, SubsetOf
from engine.games.onuw import data as D  # noqa: N812 - the engine's own alias
from engine.games.onuw import texts as OT  # noqa: N812 - the engine's messages

from ...plugin import GamePlugin, RoleInfo, Scenario, TimerSpec
from ...plugin_host import BoardMiddle, ConsoleHost
from ...text import render_json, render_msg
from . import vote_end
from .board import CenterCard, CenterRow, OnuwBoardPanel  # noqa: F401 - where the tests and the tour find them
from .words import (  # noqa: F401
    COPY_SIDE,
    SIDES,
    T_ALL_ENTERED,
    T_CALL_CLOCK,
    T_FACE_DOWN,
    T_LEFT,
    T_NO_UNDO_AT_NIGHT,
    T_NONE,
    T_NOTHING_ELSE,
    T_RIGHT,
    T_SEEN,
    T_THEIR_CARD,
    _tr,
    role_name,
)

if TYPE_CHECKING:
    from ...console import ChoiceForm
    from ...controller import GameController


#: The physical reveal's parameters whose values run out as they are entered: their buttons stay, greyed.
FIXED_ROWS = {("reveal_card", "role"), ("reveal_artifact", "artifact")}


def _reveal_form(controller: GameController, plugin: GamePlugin, choice: Choice) -> ChoiceForm:
    """The physical reveal's form: a button for every card (artifact) in play, in the same place from the first
    entry to the last; one whose copies are all entered is greyed, with the reason below all the buttons."""
    from ...console import ChoiceForm

    view = controller.public_view()
    deck = [*view.get("deck", []), *([view["center_werewolf"]] if view.get("center_werewolf") else [])]
    every = {("reveal_card", "role"): list(dict.fromkeys(deck)),
             ("reveal_artifact", "artifact"): ["none", *view.get("artifact_pool", [])]}

    class RevealForm(ChoiceForm):
        def _candidates(self, key: str, domain: OneOf | SubsetOf) -> list[Any]:
            shown = every.get((self.choice.type, key))
            if shown and all(v in shown for v in domain.values):
                return shown
            return super()._candidates(key, domain)

        def _reason(self, key: str, value: Any) -> str:
            if (self.choice.type, key) in FIXED_ROWS:
                return _tr(T_ALL_ENTERED)  # one line for every spent card
            return super()._reason(key, value)

    return RevealForm(controller, plugin, choice)


def _deal_event(event: Event) -> bool:
    return isinstance(event.data, Mapping) and event.data.get("step") == "deal"


class OnuwPlugin(GamePlugin):
    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self.wake_open = False  # the called role may act now (between its wake and close lines)
        self.night_open = False  # the night screen is opened by the player just called, at this call
        self.call_steps: tuple[str, ...] = ()  # the night steps of the call being read (its wake or close line)
        self.time_up = False  # the call's time is over (its close line is read)
        self.vote_called = False  # the narration's vote line started in the day (it ends the day)
        self.day_seen = False  # this console showed the day (the vote's own line is read when the day ends)
        self.script_kind = ""  # what narration_script gave last: "game" (the whole script) or "vote"
        self.back_from_vote = False  # the day again after the vote's script (an undo)
        self.cards_turned: Result | None = None  # the finished game whose cards the moderator turned on the TV

    # -- wizard ------------------------------------------------------------------------------------------------
    def role_catalogue(self, players: int, options: Mapping[str, Any]) -> list[RoleInfo]:
        summaries = getattr(D, "ROLE_SUMMARIES", {})  # one line per role, when the engine gives them
        return [RoleInfo(r, D.ROLE_NAMES[r], self.side_of(r), summaries.get(r), D.MAX_COPIES[r]) for r in D.CARD_ROLES]

    def deck_size(self, players: int, options: Mapping[str, Any]) -> int:
        return players + 3

    def scenarios(self, players: int, options: Mapping[str, Any]) -> list[Scenario]:
        out = []
        for deck_id, name, roles, opts in self.game.named_decks(players):
            out.append(Scenario(deck_id, name, tuple(roles), 0, dict(opts)))
        return out

    def role_name(self, role: str) -> str:
        return role_name(role)

    def side_of(self, role: str) -> str:
        if role == D.DOPPELGANGER:
            return COPY_SIDE
        return D.team_of(role) if role in D.ROLE_NAMES else ""

    def side_name(self, side: str) -> str:
        return _tr(SIDES[side]) if side in SIDES else side

    def physical_deck(self, setup: Setup) -> list[str]:
        lines = super().physical_deck(setup)
        try:
            from engine.games.onuw.game import center_werewolf

            cw = center_werewolf(setup.roles, self.game.options_with_defaults(setup.options))
        except (ValueError, KeyError, ImportError):
            cw = None
        if cw:
            lines.append(f"+ {role_name(cw)} ({_tr(D.ROLE_NAMES[D.ALPHA_WOLF])})")
        return lines

    # -- console -----------------------------------------------------------------------------------------------
    def log_hides(self, event: Event) -> bool:
        # What a player saw at night tells whose role woke: never in the log while the game runs.
        return event.type == "saw" and isinstance(event.data, Mapping) and event.data.get("step") != "deal"

    def value_name(self, key: str, value: str) -> str:
        if value in D.ROLE_NAMES:
            return role_name(value)
        if value in D.ARTIFACT_NAMES:
            return _tr(D.ARTIFACT_NAMES[value])
        if value == "left":
            return _tr(T_LEFT)
        if value == "right":
            return _tr(T_RIGHT)
        if value == "none":
            return _tr(T_NONE)
        return value

    def value_label(self, controller: GameController, choice: Choice, key: str, value: Any) -> str:
        if value is None:
            return _tr(T_NONE)
        players = controller.players
        if key == "position" and isinstance(value, str) and value.isdigit() and int(value) < len(players):
            return render_msg(OT.CARD_OF(player=players[int(value)]))  # a seat's card at the physical reveal
        return super().value_label(controller, choice, key, value)

    def private_action(self, action: Action) -> bool:
        return action.player is not None and action.type != "vote"

    def reveal_summary(self, event: Event) -> str:
        if event.type in ("known", "snapshot", "learned") and isinstance(event.data, Mapping) and "card" in event.data:
            return _tr(T_THEIR_CARD)
        return _tr(T_SEEN)

    def timers(self, view: Mapping[str, Any]) -> list[TimerSpec]:
        phase = view.get("phase")
        if phase == "day":
            return [TimerSpec("day", self.phase_text(view), int(view.get("day_seconds", D.DEFAULT_DAY_SECONDS)))]
        if phase == "vote":
            return [TimerSpec("vote", self.phase_text(view), int(view.get("vote_seconds", D.VOTE_COUNTDOWN_SECONDS)), autostart=True)]
        return []

    def narration_script(self, controller: GameController) -> list[ScriptStep]:
        phase = controller.public_view().get("phase")
        script: list[ScriptStep] = self.game.script(controller.setup)
        if phase in ("night", "day"):
            self.day_seen = self.day_seen or phase == "day"
            self.back_from_vote = self.script_kind == "vote"
            self.vote_called = False
            self.script_kind = "game"
            return script
        if phase == "vote" and not self.vote_called:
            # The moderator ended the day before its line was over: the narration goes on with the vote's line, so
            # the day's ("You have 5 minutes ...") is not left on the TV through the vote and the reveal.
            self.script_kind = "vote"
            ids = [step.id for step in script]
            return script[ids.index("onuw.vote"):] if "onuw.vote" in ids else []
        return []

    def autostart_narration(self, controller: GameController) -> bool:
        phase = controller.public_view().get("phase")
        if phase == "vote":
            return self.day_seen and self.script_kind == "vote"
        return phase == "day" and self.back_from_vote  # back in the day (undo of its end): its line again

    def undo_refusal(self, controller: GameController) -> str:
        # The night follows the narration; undoing a step of it would replay a call and show who woke.
        before = controller.view_before_undo()
        if controller.public_view().get("phase") == "night" or (before is not None and before.get("phase") == "night"):
            return _tr(T_NO_UNDO_AT_NIGHT)
        return ""

    def narration_start(self, controller: GameController, script: Sequence[ScriptStep]) -> int:
        view = controller.public_view()
        ids = [step.id for step in script]
        if view.get("phase") == "night":
            step = view.get("step") or {}
            wanted = f"onuw.{step.get('id')}.wake" if step.get("index") else ""
        else:
            wanted = {"day": "onuw.day", "vote": "onuw.vote"}.get(str(view.get("phase")), "")
        return ids.index(wanted) if wanted in ids else 0

    def night_active(self, view: Mapping[str, Any]) -> bool:
        return view.get("phase") == "night"

    def phone_choice(self, controller: GameController, choice: Choice) -> bool:
        # On a phone: the night action of the player just called (between the wake and close lines), and the vote.
        if choice.player is None:
            return False
        phase = controller.public_view().get("phase")
        if phase == "night":
            return self.wake_open and not controller.dealing()
        return phase == "vote" and choice.type == "vote"

    def phone_choice_note(self, controller: GameController, choice: Choice) -> str:
        # The deal's message to the player called: nobody waits for a phone to look at its card before the night.
        if choice.player is None or controller.public_view().get("phase") != "night":
            return ""
        deal = controller.session.groups[0].events
        return "\n".join(render_msg(e.msg) for e in deal
                         if isinstance(e.audience, tuple) and choice.player in e.audience and e.msg is not None)

    def console_panel(self, console: ConsoleHost, controller: GameController) -> QWidget | None:
        view = controller.public_view()
        if view.get("phase") == "reveal":
            return self._reveal_panel(console, controller)
        if view.get("phase") == "vote":
            return self._vote_panel(console, controller)
        if view.get("phase") != "night" or controller.mode != "app":
            return None
        if controller.dealing():
            # Everyone looks at their card first (pass-and-play), however long speech takes to prepare.
            return self._deal_card(console, controller)
        from ...night import NightPanel

        # A seat whose phone is connected acts and looks on the phone; the laptop's screen is the same as ever.
        on_phones: set[int] = console.phone_seats()
        choices = [c for c in controller.choices() if c.player is not None and c.player not in on_phones] if self.wake_open else []
        deliveries = [d for d in controller.pending_deliveries() if d.seat not in on_phones and d.step in self.call_steps]
        caption = console.caption.text() or render_json(view.get("instruction"))

        def opened(now: bool) -> None:
            self.night_open = now

        return NightPanel(controller, self, choices, caption, console.submit, deliveries=deliveries,
                          time_up=self.time_up, opened=self.night_open and bool(self.call_steps), on_open=opened,
                          remaining=lambda: self.call_remaining(console))

    def call_remaining(self, console: ConsoleHost) -> float | None:
        """Seconds left of the call being read (its wake line), None outside a call's wake line."""
        if self.time_up or not self.call_steps:
            return None
        return console.narration_remaining()

    def night_clock(self, console: ConsoleHost) -> tuple[str, str] | None:
        left = self.call_remaining(console)
        if left is None:
            return None
        from ...timers import format_clock

        return _tr(T_CALL_CLOCK), format_clock(left)

    def _vote_panel(self, console: ConsoleHost, controller: GameController) -> QWidget | None:
        """The day vote in one panel (every seat's pointing at once), the moderator's other choices below it; a
        seat with a phone votes there."""
        from ...console import ChoiceForm
        from .vote_panel import VotePanel

        on_phones = console.phone_seats()
        # "Close the vote" only once every vote is in (vote_end.offered): never the button under a finger before.
        choices = vote_end.offered([c for c in controller.choices() if not self.timeout_choice(c)])
        votes = [c for c in choices if c.type == "vote" and c.player is not None and c.player not in on_phones]
        if not votes and controller.pending_deliveries():
            return None  # the console's own hand-over first
        phoned = len([c for c in choices if c.type == "vote" and c.player in on_phones])
        panel = QWidget()
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(0, 0, 0, 0)
        if votes:
            layout.addWidget(VotePanel(controller, self, votes, console.submit, elsewhere=phoned))
        elif phoned:
            waiting = QLabel(vote_end.missing_text(phoned))
            waiting.setObjectName("votes_missing")
            waiting.setWordWrap(True)
            layout.addWidget(waiting)
        for seat in dict.fromkeys(c.player for c in choices if c.type == "vote" and c.player in on_phones):
            layout.addWidget(console.phone_waiting(seat))
        for choice in [c for c in choices if c.player is None]:
            form = ChoiceForm(controller, self, choice)
            form.submitted.connect(console.submit)
            console.forms.append(form)
            layout.addWidget(form)
        layout.addStretch(1)
        return panel

    def _deal_card(self, console: ConsoleHost, controller: GameController) -> QWidget | None:
        """The console's hand-over of the deal, with the same two lines for every card: the card, then what the
        first night step showed this player at once (the other Werewolves) or, for everyone else, a line as long."""
        from ...console import DeliveryCard

        on_phones = console.phone_seats()
        deliveries = controller.pending_deliveries()
        if not deliveries:
            return None
        laptop = [d for d in deliveries if d.seat not in on_phones]
        if not laptop:  # the phones' cards are on the phones: nobody waits for them to look (issue 31)
            return None
        delivery = laptop[0]
        card = DeliveryCard(controller, self, delivery)
        # The card, and what the first night step showed this player at once (a delivery of its own step).
        events = [e for d in laptop if d.seat == delivery.seat for e in d.events]
        dealt = [render_msg(e.msg) for e in events if e.msg is not None and _deal_event(e)]
        more = [render_msg(e.msg) for e in events if e.msg is not None and not _deal_event(e)]
        card.secret.set_secret("\n".join([" ".join(dealt), " ".join(more) or _tr(T_NOTHING_ELSE)]))
        card.done.connect(controller.mark_delivered)
        console.delivery_card = card  # the console's own hand-over (the timers wait, Ctrl+Return confirms)
        return card

    def _reveal_panel(self, console: ConsoleHost, controller: GameController) -> QWidget | None:
        choices = controller.choices()
        if len(choices) != 1 or choices[0].player is not None:
            return None
        panel = QWidget()
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(0, 0, 0, 0)
        form = _reveal_form(controller, self, choices[0])
        form.submitted.connect(console.submit)
        console.forms.append(form)  # Ctrl+Return confirms it as any single form
        layout.addWidget(form)
        return panel

    # -- narration drives the night ----------------------------------------------------------------------------------
    def on_narration_step(self, console: ConsoleHost, index: int) -> None:
        steps = console.loaded_script()
        if not 0 <= index < len(steps):
            return
        controller = console.controller
        sid = steps[index].id
        parts = sid.split(".")
        kind = parts[-1]
        target = parts[1] if len(parts) == 3 else None
        before = self.call_steps
        if kind == "wake" and target is not None:
            order = [s.id.split(".")[1] for s in steps if s.id.count(".") == 2 and s.id.endswith(".wake")]
            current = (controller.public_view().get("step") or {}).get("id")
            if not (current in order and target in order and order.index(current) > order.index(target)):
                # (a call the engine is already past, after a resume, is read without moving the night on)
                self._advance(controller, until=lambda v: (v.get("step") or {}).get("id") == target)
            # A call that has no close line of its own (the Doppelgänger's, before her Minion part) goes on.
            self.call_steps = (*before, target) if before and not self.time_up and before[-1] != target else (target,)
            self.night_open = self.night_open and len(self.call_steps) > 1  # a new call starts closed
            self.time_up = False
            self._set_wake(console, (controller.public_view().get("step") or {}).get("id") == target)
        elif kind == "close" and target is not None:
            self._set_wake(console, False)
            self._advance(controller, until=lambda v: (v.get("step") or {}).get("id") != target)
            # The call's time is up: a screen still open says so to the player holding it, with whatever the rules
            # did for them (a mandatory choice made at random), until the next call.
            self.call_steps = before if target in before else (target,)
            self.time_up = True
        else:
            self.call_steps, self.time_up, self.night_open = (), False, False
            if sid in ("onuw.wake_up", "onuw.nudge", "onuw.artifact_look", "onuw.day"):
                self._set_wake(console, False)
                self._advance(controller, until=lambda v: v.get("phase") != "night")
                if sid == "onuw.day" and console.countdown.timer_id == "day":
                    console.countdown.start()
            elif sid == "onuw.vote" and controller.public_view().get("phase") == "day":
                self.vote_called = True  # the script read on reaches the vote: it stays loaded
                controller.act(Action("end_day"))
        self._drop_missed(controller)
        console.refresh()

    def _drop_missed(self, controller: GameController) -> None:
        """What a call showed and its player never held is gone once the call is over: no one called later finds
        it, and nothing is left for the day. Journaled as missed, never as seen."""
        view = controller.public_view()
        current = (view.get("step") or {}).get("id") if view.get("phase") == "night" else None
        keep = {*self.call_steps, current}
        for delivery in controller.pending_deliveries():
            if delivery.step in D.STEP_BY_ID and delivery.step not in keep:
                controller.drop_missed(delivery.seat, delivery.step)

    def _set_wake(self, console: ConsoleHost, opened: bool) -> None:
        """The called role may act now (or no longer): the phones are told, as their choices change with it."""
        if opened != self.wake_open:
            self.wake_open = opened
            console.phone_offers_changed()

    def _advance(self, controller: GameController, until: Any) -> None:
        for _ in range(200):
            view = controller.public_view()
            if view.get("phase") != "night" or until(view):
                return
            if not any(c.type == "time_up" for c in controller.choices()):
                return
            if not controller.act(Action("time_up")):
                return

    def create_board_panel(self, parent: QWidget | None = None) -> BoardMiddle:
        panel = OnuwBoardPanel(parent)
        panel.cards_down = self.cards_down
        return panel

    def result_text(self, result: Result, setup: Setup) -> str:
        if self.cards_down(setup, result):
            return vote_end.board_text()  # the winners would tell the roles
        return render_msg(result.reason)

    # -- the end: the cards are turned on the TV by the moderator (issue 30) ----------------------------------------
    def timeout_choice(self, choice: Choice) -> bool:
        # At the vote's zero everyone points; the vote closes once every vote is in, never by the clock.
        return False

    def cards_down(self, setup: Setup, result: Result | None) -> bool:
        """An app-dealt game whose vote is closed and whose cards the moderator has not yet turned on the TV. (In
        a physical game the players turn their own cards and the moderator enters them: that is the step.)"""
        return result is not None and setup.options.get("mode", "app") == "app" and result is not self.cards_turned

    def end_withheld(self, controller: GameController) -> bool:
        return self.cards_down(controller.setup, controller.result())

    def end_panel(self, console: ConsoleHost, controller: GameController, result: Result) -> QWidget | None:
        if not self.cards_down(controller.setup, result):
            return None
        return vote_end.CardsDownPanel(lambda: self._turn_cards(console, controller))

    def _turn_cards(self, console: ConsoleHost, controller: GameController) -> None:
        # The result object itself: an undo and a new close hold the cards down again.
        self.cards_turned = controller.result()
        console.refresh()
        console.phone_offers_changed()  # the phones' result line changes with it


PLUGIN = OnuwPlugin
