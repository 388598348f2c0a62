"""One Night's TV board: the deck in play, the seats around the table with their tokens, the center cards, and the
end's cards turned seat by seat."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from engine.core import Result, Setup

from ...board import BoardPanel, SeatData
from ...boardtext import BoardText
from ...icons import paint_icon
from ...reveal import PAUSE_MS, TURN_MS, Reveal
from ...seat_ring import SeatRing, TableCentre, TokenLegend
from ...text import isolate, join_list
from ...theme import BOARD
from .words import (
    T_ARTIFACT,
    T_CENTER,
    T_DEAD,
    T_DECK,
    T_FACE_DOWN,
    T_FACE_UP,
    T_LEGEND_VOTE,
    T_SHIELD,
    T_TURNING,
    T_VOTE_ARROW,
    T_VOTE_COUNTDOWN,
    T_VOTED,
    _tr,
    role_name,
)


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
        show_title = bottom - need >= 3 * need
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

    def held_headline(self) -> str | None:
        """While the end's cards are being turned, what the headline says instead of the winners (who would tell
        the cards before they are turned); None once they are."""
        return _tr(T_TURNING) if self._args is not None and self._args[2] is not None and self.reveal.running() else None

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
