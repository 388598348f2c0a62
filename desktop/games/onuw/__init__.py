"""One Night Ultimate Werewolf + Daybreak on the desktop: board panel, night sync, wizard data.

Names of roles, artifacts, sets, phases and choice parameters and the prompts of the choices come from the engine
(engine/games/onuw/); the few strings here live in the "OnuwDesktop" context of the desktop_onuw catalogue.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from engine.core import Action, Choice, Event, OneOf, Result, ScriptStep, Setup, SubsetOf
from engine.games.onuw import data as D  # noqa: N812 - the engine's own alias
from engine.games.onuw import texts as OT  # noqa: N812 - the engine's messages
from engine.i18n import QT_TRANSLATE_NOOP

from ...board import BoardPanel, SeatData
from ...boardtext import BoardText
from ...icons import paint_icon
from ...plugin import GamePlugin, RoleInfo, Scenario, TimerSpec
from ...reveal import PAUSE_MS, TURN_MS, Reveal
from ...seat_ring import SeatRing, TableCentre, TokenLegend
from ...text import isolate, join_list, render_json, render_msg
from ...theme import BOARD
from . import vote_end

if TYPE_CHECKING:
    from ...console import ChoiceForm
    from ...controller import GameController
    from ...plugin import ConsoleHost

CTX = "OnuwDesktop"
T_SHIELD = QT_TRANSLATE_NOOP("OnuwDesktop", "Shield")
T_ARTIFACT = QT_TRANSLATE_NOOP("OnuwDesktop", "Artifact token")
T_FACE_UP = QT_TRANSLATE_NOOP("OnuwDesktop", "Face up: {role}")
T_DEAD = QT_TRANSLATE_NOOP("OnuwDesktop", "Dead")
T_VOTED_FOR = QT_TRANSLATE_NOOP("OnuwDesktop", "Voted for {player}")
T_VOTED = QT_TRANSLATE_NOOP("OnuwDesktop", "Has voted")
T_DECK = QT_TRANSLATE_NOOP("OnuwDesktop", "Cards in play: {cards}")
T_CENTER = QT_TRANSLATE_NOOP("OnuwDesktop", "Center")
T_LEFT = QT_TRANSLATE_NOOP("OnuwDesktop", "to the left")
T_RIGHT = QT_TRANSLATE_NOOP("OnuwDesktop", "to the right")
T_NONE = QT_TRANSLATE_NOOP("OnuwDesktop", "none")
T_FACE_DOWN = QT_TRANSLATE_NOOP("OnuwDesktop", "face down")
T_SEEN = QT_TRANSLATE_NOOP("OnuwDesktop", "what they learned at night")
T_THEIR_CARD = QT_TRANSLATE_NOOP("OnuwDesktop", "their card")
T_NO_UNDO_AT_NIGHT = QT_TRANSLATE_NOOP("OnuwDesktop", "The night cannot be undone: it follows the narration, and "
                                       "taking a step back would show who woke. Use Repeat to hear a call again.")
T_ALL_ENTERED = QT_TRANSLATE_NOOP("OnuwDesktop", "all entered already")
T_NOTHING_ELSE = QT_TRANSLATE_NOOP("OnuwDesktop", "You learn nothing else now.")
T_VOTE_ARROW = QT_TRANSLATE_NOOP("OnuwDesktop", "\u2192 {player}")
T_LEGEND_VOTE = QT_TRANSLATE_NOOP("OnuwDesktop", "voted for")
T_VOTE_COUNTDOWN = QT_TRANSLATE_NOOP("OnuwDesktop", "At zero everyone points at a player")
T_CALL_CLOCK = QT_TRANSLATE_NOOP("OnuwDesktop", "Time left for this call")

#: The Doppelgänger has no team of her own: she joins the team of the card she copies.
COPY_SIDE = "copy"
SIDES = {D.TEAM_VILLAGE: D.TEAM_NAMES[D.TEAM_VILLAGE], D.TEAM_WEREWOLF: D.TEAM_NAMES[D.TEAM_WEREWOLF],
         D.TEAM_TANNER: D.TEAM_NAMES[D.TEAM_TANNER], COPY_SIDE: QT_TRANSLATE_NOOP("OnuwDesktop", "Her copy's team")}


def _tr(text: str) -> str:
    return QCoreApplication.translate(getattr(text, "context", CTX), str(text))


def role_name(role: str) -> str:
    text = D.ROLE_NAMES.get(role)
    return _tr(text) if text is not None else role


class CenterCard(QWidget):
    """One center card on the table: a painted card above its label and its face once public. Where the table is
    crowded a face-down card drops the words "face down" (its painted back says it) before its picture shrinks;
    a face-up card's picture gives way to its text, which never shrinks below the board's smallest size."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = BoardText("small", "text", "table", parent=self)
        self.face_up = False
        self.lines: tuple[str, str] = ("", "")
        self.icon_h = 0

    def set_card(self, label: str, face: str | None) -> None:
        self.face_up = face is not None
        self.text.set_colours("accent" if face else "muted", "table")
        self.lines = (isolate(label), face or _tr(T_FACE_DOWN))
        self._place()
        self.update()

    def _place(self) -> None:
        label = self.lines[0]
        texts = ["\n".join(self.lines), " ".join(self.lines)]
        if not self.face_up:
            texts.append(label)  # the card's back says it lies face down: where room is short, its label alone
        wanted = round(self.height() * 0.4)
        need = 0
        for text in texts:  # the first that leaves the card its picture
            QLabel.setText(self.text, text)
            need = self.text._measure(self.text.min_px(), max(1, self.width())).height() + 4
            if self.height() - need >= wanted:
                break
        self.icon_h = max(0, min(wanted, self.height() - need))
        self.text.setGeometry(0, self.icon_h, self.width(), self.height() - self.icon_h)
        self.text.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.icon_h < 8:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = self.icon_h * 0.95
        paint_icon(painter, "card", QRectF((self.width() - side) / 2, 0, side, side),
                   BOARD.accent if self.face_up else BOARD.muted)
        painter.end()


class CenterRow(QWidget):
    """The center cards in a row under their title, and what the tokens on the table mean below them. The legend
    and the cards' labels get the room their text needs; the title shows where there is room for it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = BoardText("small", "muted", "table", parent=self)
        self.legend = TokenLegend(self, "table")
        self.cards: list[CenterCard] = []

    def set_cards(self, cards: Sequence[tuple[str, str | None]]) -> None:
        if len(cards) != len(self.cards):
            for card in self.cards:
                card.deleteLater()
            self.cards = [CenterCard(self) for _ in cards]
            for card in self.cards:
                card.show()
        for card, (label, face) in zip(self.cards, cards, strict=True):
            card.set_card(label, face)
        self.title.setText(_tr(T_CENTER))
        self._place()

    def _place(self) -> None:
        width, height = self.width(), self.height()
        y = 0
        bottom = height
        if self.legend.entries:
            need = max((t._measure(t.min_px(), 10000).height() for t in self.legend.texts), default=0) + 8
            bottom = height - need
            self.legend.setGeometry(0, bottom, width, need)
        need = self.title._measure(self.title.min_px(), max(1, width)).height() + 4
        # The title only where it leaves the cards their labels and a card's picture.
        show_title = bottom - need >= 4 * need
        self.title.setVisible(show_title)
        if show_title:
            self.title.setGeometry(0, 0, width, need)
            y = need
        if self.cards:
            gap = 12
            span = (width - gap * (len(self.cards) - 1)) / len(self.cards)
            for index, card in enumerate(self.cards):
                card.setGeometry(round(index * (span + gap)), y, round(span), max(0, bottom - y))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def paintEvent(self, event: QPaintEvent) -> None:  # on the table
        pass


class OnuwBoardPanel(BoardPanel):
    """The day board: the deck in play, the seats around the table with their tokens (the Sentinel's shield, a
    face-down artifact, a death), each seat's public card, the center cards on the table; the reveal at the end."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.deck = BoardText("small", "muted", "background")
        layout.addWidget(self.deck, 2)
        self.seats = SeatRing(self)
        layout.addWidget(self.seats, 14)
        self.centre = TableCentre()
        self.center = CenterRow()
        self.legend = self.center.legend
        self.centre.set_body(self.center)
        self.seats.set_centre(self.centre)
        self.phase = ""
        # The end's cards turned seat by seat, then the center's, when the game has just ended (desktop/reveal.py).
        self.reveal = Reveal(self._draw, self)
        self._args: tuple[dict[str, Any], Setup, Result | None] | None = None
        # Whether a finished game's cards still lie face down on the TV (OnuwPlugin.cards_down; set by the plugin).
        self.cards_down: Callable[[Setup, Result | None], bool] = lambda setup, result: False
        self._down = False  # they did at the last view drawn

    def show_timer(self, clock: str, purpose: str) -> bool:
        if self.phase == "vote":
            purpose = _tr(T_VOTE_COUNTDOWN)  # the short countdown says what happens at zero
        self.centre.set_clock(clock, purpose)
        return True

    def update_view(self, view: dict[str, Any], setup: Setup, result: Result | None) -> None:
        previous = self._args
        same = previous is not None and previous[0] == view
        down, was_down = self.cards_down(setup, result), self._down
        self._args, self._down = (view, setup, result), down
        if same and self.reveal.running():
            self.reveal.redraw()  # the same view again (a new language): the reveal goes on
            return
        self.reveal.cancel()
        final = ((view.get("result") or {}).get("final_roles") or []) if result is not None else []
        if down:
            self._draw(0)  # the votes and the deaths, every card still face down (issue 30)
        elif final and previous is not None and (was_down or (not same and previous[2] is None)):
            self.reveal.play([TURN_MS] * len(final) + [PAUSE_MS])  # cards turned just now: not a resumed game
        else:
            self._draw(None)

    def _draw(self, turned: int | None) -> None:
        """The view; at the end's reveal (``turned``: how many seats' cards are turned, in seat order) the others
        and the center's face down."""
        assert self._args is not None
        view, setup, result = self._args
        self.phase = str(view.get("phase", ""))
        deck = [role_name(r) for r in view.get("deck", [])]
        if view.get("center_werewolf"):
            deck.append(role_name(view["center_werewolf"]))
        self.deck.setText(_tr(T_DECK).format(cards=join_list(deck)))
        self.deck.setVisible(result is None)  # at the end every card lies face up: the seats need the room
        board = view.get("board") or {}
        seats_view = board.get("seats") or [{"name": n} for n in view.get("players", setup.players)]
        details_result = (view.get("result") or {}) if result is not None else {}
        final_roles = details_result.get("final_roles") or []
        dead = set(details_result.get("dead") or [])
        votes = view.get("votes") or []
        revealed = view.get("revealed") or {}
        voted = view.get("voted") or []
        seats: list[SeatData] = []
        names = list(view.get("players", setup.players))
        used: set[str] = set()
        for index, raw in enumerate(seats_view):
            details: list[str] = []
            tokens: list[str] = []
            if final_roles and index < len(final_roles):
                if turned is None or index < turned:
                    details.append(role_name(final_roles[index]))
                elif raw.get("face_up"):  # turned by the Revealer at night: it lay face up all day
                    details.append(_tr(T_FACE_UP).format(role=role_name(raw["face_up"])))
                else:
                    details.append(_tr(T_FACE_DOWN))
            if raw.get("face_up") and not final_roles:
                details.append(_tr(T_FACE_UP).format(role=role_name(raw["face_up"])))
            label = str(index)
            if not final_roles and label in revealed:
                details.append(role_name(revealed[label]))
            if raw.get("shield"):
                tokens.append("shield")
            if raw.get("artifact"):
                tokens.append("artifact")
            if index in dead:
                tokens.append("dead")
                details.append(_tr(T_DEAD))
            if votes and index < len(votes) and votes[index] is not None and 0 <= votes[index] < len(names):
                details.append(_tr(T_VOTE_ARROW).format(player=isolate(names[votes[index]])))
                used.add("vote")
            elif voted and index < len(voted) and voted[index] and result is None:
                details.append(_tr(T_VOTED))
            used.update(tokens)
            colour = "evil" if index in dead else "text"
            seats.append(SeatData(str(raw.get("name", names[index] if index < len(names) else "?")), details,
                                  highlight=index in dead, colour=colour, tokens=tuple(tokens)))
        # At the end every card is turned: the seats line the table's long sides, the center cards lie between them.
        self.seats.set_shape("long" if result is not None else "oval")
        self.seats.set_seats(seats)
        legend = {"shield": T_SHIELD, "artifact": T_ARTIFACT, "vote": T_LEGEND_VOTE}
        self.legend.set_entries([(icon, _tr(text)) for icon, text in legend.items() if icon in used])
        self.legend.setVisible(bool(self.legend.entries))
        centre = list(board.get("center") or view.get("center") or [])
        cards = []
        for label in centre:
            end_face = (details_result.get("cards") or {}).get(label) if result is not None and turned is None else None
            face = revealed.get(label) or end_face
            cards.append((label, role_name(face) if face else None))
        self.center.set_cards(cards)
        self.center.setVisible(bool(cards) or bool(used))


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

    def create_board_panel(self, parent: QWidget | None = None) -> BoardPanel:
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
