"""Quest's board panel (the TV): the quest track as the physical board, the seats around the table with their tokens.

It renders the public view only: the quests (team size, the two-fail mark, the Amulet slots between quests, a tick on
blue or a cross on red as each quest ends), the seats in order around the table with the Leader's crown, the Veteran
tokens, the Team tokens, the Magic Token and the Amulets in front of their holders, and in the table's middle the
running discussion clock, the quest's progress, the Amulets' checks and the roles in play.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from engine.core import Result, Setup
from engine.games.quest import data as qd
from engine.i18n import QT_TRANSLATE_NOOP

from ...board import BoardPanel
from ...boardtext import BoardText, FittingText, paint_panel
from ...icons import paint_icon
from ...quest_track import QuestBox
from ...reveal import CardRow, Reveal, card_order, turn_delays
from ...seat_ring import SeatData, SeatRing, TableCentre, TokenLegend
from ...text import isolate, join_list, number
from ...theme import BOARD
from .names import fails_text, role_name
from .names import tr as _tr

T_LEADER = QT_TRANSLATE_NOOP("QuestDesktop", "Leader")
T_VETERAN = QT_TRANSLATE_NOOP("QuestDesktop", "Veteran")
T_MAGIC = QT_TRANSLATE_NOOP("QuestDesktop", "Magic Token")
T_AMULET = QT_TRANSLATE_NOOP("QuestDesktop", "Amulet")
T_CHECKED = QT_TRANSLATE_NOOP("QuestDesktop", "Checked")
T_TEAM = QT_TRANSLATE_NOOP("QuestDesktop", "On the quest")
T_QUEST = QT_TRANSLATE_NOOP("QuestDesktop", "Quest {n}")
T_PLAYERS = QT_TRANSLATE_NOOP("QuestDesktop", "{n} players")
T_TWO_FAILS = QT_TRANSLATE_NOOP("QuestDesktop", "needs 2 fails")
T_TWO_FAILS_NEEDED = QT_TRANSLATE_NOOP("QuestDesktop", "2 Fail cards needed")
T_ROLES = QT_TRANSLATE_NOOP("QuestDesktop", "Roles: {roles}")
T_CARDS_PLAYED = QT_TRANSLATE_NOOP("QuestDesktop", "Quest cards played: {n} of {size}")
T_AMULET_USED = QT_TRANSLATE_NOOP("QuestDesktop", "{holder} checked {target}'s loyalty")
T_TURNING = QT_TRANSLATE_NOOP("QuestDesktop", "The quest's cards are turned face up\u2026")

#: From this many players the end's seats (each with its role) sit along the table's long sides.
CROWDED = 8
#: The icons of the tokens on the table (desktop/icons.py), in the legend's order.
TOKENS = (("crown", T_LEADER), ("veteran", T_VETERAN), ("team", T_TEAM), ("magic", T_MAGIC), ("amulet", T_AMULET))


def _name(names: Sequence[str], seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


class AmuletSlot(QWidget):
    """An Amulet's place on the track between two quests: the Amulet while it waits there (ringed in the accent colour
    when it is handed out after the current quest), an empty dashed ring once it has been handed out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paint_panel(self, BOARD.background)
        self.waiting = True
        self.next = False

    def set_slot(self, waiting: bool, next_: bool) -> None:
        self.waiting, self.next = waiting, next_
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height() * 0.8)
        box = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        rim = max(2.0, side * 0.06)
        ring = box.adjusted(rim, rim, -rim, -rim)
        if self.waiting:
            if self.next:
                painter.setPen(QPen(QColor(BOARD.accent), rim))
                painter.drawEllipse(ring)
            paint_icon(painter, "amulet", ring.adjusted(side * 0.16, side * 0.16, -side * 0.16, -side * 0.16),
                       BOARD.accent if self.next else BOARD.muted)
        else:
            pen = QPen(QColor(BOARD.muted), rim * 0.7)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawEllipse(ring.adjusted(side * 0.1, side * 0.1, -side * 0.1, -side * 0.1))
        painter.end()


class QuestTrack(QWidget):
    """The quests in a row as on the physical board, the Amulet slots between them where the game hands one out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paint_panel(self, BOARD.background)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(6)
        self.boxes: list[QuestBox] = []
        self.slots: list[AmuletSlot] = []
        self._shape: tuple[bool, ...] = ()

    def _build(self, shape: tuple[bool, ...]) -> None:
        for widget in [*self.boxes, *self.slots]:
            self.row.removeWidget(widget)
            widget.deleteLater()
        self.boxes, self.slots = [], []
        for index, amulet_after in enumerate(shape):
            box = QuestBox(self)
            self.row.addWidget(box, 6)
            self.boxes.append(box)
            if amulet_after and index < len(shape) - 1:
                slot = AmuletSlot(self)
                self.row.addWidget(slot, 0)
                self.slots.append(slot)
        self._shape = shape
        for slot in self.slots:
            slot.setFixedWidth(max(8, round(self.height() * 0.62)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # A slot as wide as the Amulet it holds; the quests share the rest.
        for slot in self.slots:
            slot.setFixedWidth(max(8, round(self.height() * 0.62)))

    def show_track(self, view: Mapping[str, Any]) -> None:
        quests = list(view.get("quests") or [])
        shape = tuple(bool(q.get("amulet_after")) for q in quests)
        if shape != self._shape:
            self._build(shape)
        current = view.get("quest")
        for box, quest in zip(self.boxes, quests, strict=True):
            result = quest.get("result")
            n = int(quest.get("number", 0))
            size = int(quest.get("size", 0))
            active = n == current and result is None
            status = str(result) if result in ("success", "fail") else "current" if active else ""
            two_fails = bool(quest.get("two_fails"))
            mark = {"success": " \u2714", "fail": " \u2718"}.get(status, "")
            name = _tr(T_QUEST).format(n=number(n))
            # The circle shows the result too: the quest's name goes before its mark does.
            titles = [name + mark + (" \u2718\u2718" if two_fails and not mark else ""), name + mark, name, number(n) + mark]
            players = _tr(T_PLAYERS).format(n=number(size))
            if quest.get("fails") is not None:
                fails = int(quest["fails"])
                details = [fails_text(fails), f"\u2718 {number(fails)}"]  # the count beside the Fail mark
            elif two_fails:
                # The title keeps the two-fail mark (and the circle its double rim) where neither line fits.
                details = [_tr(T_TWO_FAILS_NEEDED), _tr(T_TWO_FAILS), players, ""]
            else:
                details = [players, ""]
            colour = {"success": "good", "fail": "evil"}.get(status, "text")
            box.show_quest(titles, details, colour, active, size, status, two_fails)
        # The i-th slot's Amulet is the i-th handed out (the view lists them in order).
        handed = len(view.get("amulets") or [])
        after = [int(q.get("number", 0)) for q in quests if q.get("amulet_after")]
        for index, (slot, quest_number) in enumerate(zip(self.slots, after, strict=False)):
            slot.set_slot(index >= handed, quest_number == current and index >= handed)


class CentreText(FittingText):
    """A text in the table's middle: the first variant that fits, or nothing when none does (the tokens in front of
    the seats still show who holds what)."""

    def _choose(self) -> None:
        super()._choose()
        if self.text() and self.contentsRect().width() > 0 and not self.fits_at(self.min_px()):
            QLabel.setText(self, "")


class QuestCentre(QWidget):
    """The middle of the table under the clock: what is happening (the quest's cards, the Amulets' checks) over the
    roles in play; the roles get the room they need first, the news the rest (each left out where it does not fit)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.news = CentreText("small", "accent", "table", parent=self)
        self.roles = CentreText("small", "muted", "table", parent=self)

    def set_texts(self, news: list[str], roles: str) -> None:
        """``news``: its variants, longest first (the first that fits shows)."""
        self.news.set_variants([*news, ""])
        self.roles.set_variants([roles, ""])
        self._place()

    def _place(self) -> None:
        width, height = self.width(), self.height()

        def need(text: CentreText, variant: str) -> int:
            QLabel.setText(text, variant)
            return text._measure(text.min_px(), max(1, width)).height() + 6 if variant else 0

        # The roles in play come first; the news takes the longest of its variants that fits beside them (all the
        # room when the roles fit nowhere).
        roles = need(self.roles, self.roles.variants[0] if self.roles.variants else "")
        if roles > height:
            roles = 0
        news = 0
        for variant in self.news.variants:
            news = need(self.news, variant)
            if news + roles <= height:
                break
        news = min(news, height - roles)
        self.news.setGeometry(0, 0, width, news)
        self.roles.setGeometry(0, news, width, max(0, height - news))
        self.news._choose()
        self.roles._choose()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def paintEvent(self, event: QPaintEvent) -> None:  # on the table
        pass


class QuestBoardPanel(BoardPanel):
    """The quest track over the seats around the table; under them what each token on the table means."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(6)
        self.track = QuestTrack(self)
        self.column.addWidget(self.track, 2)
        self.seats = SeatRing(self)
        self.column.addWidget(self.seats, 11)
        self.legend = TokenLegend(self)
        self.column.addWidget(self.legend, 1)
        self.centre = TableCentre()
        self.middle = QuestCentre()
        self.centre.set_body(self.middle)
        self.seats.set_centre(self.centre)
        # The latest quest's cards, turned one at a time when its result is new (desktop/reveal.py).
        self.cards = CardRow()
        self.cards.hide()
        self.reveal = Reveal(self._draw, self)
        self._args: tuple[dict[str, Any], Setup, Result | None] | None = None
        self._fresh: tuple[int, list[str]] | None = None
        self._fresh_key: tuple[Any, ...] | None = None
        # The view before a quest whose result ended the game: the table as it stands while that quest's cards are
        # turned (its roles and winners would tell the cards before they are turned).
        self._before_end: dict[str, Any] | None = None

    def held_headline(self) -> str | None:
        return _tr(T_TURNING) if self._before_end is not None and self.reveal.running() else None

    def _keep_rows(self) -> None:
        """The track and the legend never shorter than their lines at the smallest size (a Persian or a Vietnamese
        line stands taller than a Latin one); the table takes the rest."""
        track = 0
        for box in self.track.boxes:
            track = max(track, sum(_tallest(text) for text in (box.title, box.detail)))
        self.track.setMinimumHeight(track + 14 if track else 0)
        legend = max((_tallest(text) for text in self.legend.texts), default=0)
        self.legend.setMinimumHeight(legend + 8 if legend else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._keep_rows()

    def update_view(self, view: dict[str, Any], setup: Setup, result: Result | None) -> None:
        same = self._args is not None and self._args[0] == view
        previous = self._args[0] if self._args is not None else None
        self._args = (view, setup, result)
        if same and self.reveal.running():
            self.reveal.redraw()  # the same view again (a new language): the reveal goes on
            return
        self.reveal.cancel()
        # The cards stay on the table while the game stays where their result left it (the same phase and results).
        key = (view.get("phase"), tuple(q.get("result") for q in view.get("quests") or []))
        if not same:
            fresh = new_quest_cards(previous, view)
            if fresh is not None:
                self._fresh, self._fresh_key = fresh, key
            elif key != self._fresh_key:
                self._fresh = self._fresh_key = None
            else:
                same = True  # the same moment of the game: its cards stay, turned
        if self._fresh is not None and not same:
            self._before_end = previous if previous is not None and (result is not None or view.get("end")) else None
            self.reveal.play(turn_delays(len(self._fresh[1])))
        else:
            self._before_end = None
            self._draw(None)

    def _draw(self, frame: int | None) -> None:
        """The view; while a quest's cards are being turned (``frame``: how many are), its result not yet on the
        track, and the game's end (every role, the winners) not yet at the table."""
        assert self._args is not None
        view, setup, result = self._args
        if frame is not None and self._before_end is not None:
            ended = ("end", "final")
            view = {key: value for key, value in view.items() if key not in ended} | {"seats": self._before_end["seats"]}
            result = None
        fresh = self._fresh
        if fresh is not None:
            index, cards = fresh
            self.cards.set_cards([c if frame is None or i < frame else None for i, c in enumerate(cards)])
            if frame is not None:
                quests = [dict(q, result=None, fails=None) if i == index else q for i, q in enumerate(view["quests"])]
                view = dict(view, quests=quests)
        body = self.cards if fresh is not None else self.middle
        if self.centre.body is not body:
            self.centre.set_body(body)
        over = result is not None or bool(view.get("end"))
        names = [str(seat.get("name", "?")) for seat in view.get("seats") or []] or list(setup.players)
        self.track.show_track(view)
        # At the end every seat shows its role too: a crowded table sits along the long sides of the oval then, where
        # each seat has the room for two lines of role.
        self.seats.set_shape("long" if over and len(names) >= CROWDED else "oval")
        seats = ring_seats(view, over)
        self.seats.set_seats(seats)
        held = {token for seat in seats for token in seat.tokens}
        if not over and any(q.get("amulet_after") for q in view.get("quests") or []):
            held.add("amulet")  # the slots on the track
        self.legend.set_entries([(icon, _tr(text)) for icon, text in TOKENS if icon in held])
        self.column.setStretch(2, 1 if held else 0)
        counts: dict[str, int] = {}
        for role in view.get("role_list") or setup.roles:
            counts[role] = counts.get(role, 0) + 1
        listed = [role_name(r) + (f" \u00d7{number(n)}" if n > 1 else "") for r, n in counts.items()]
        self.middle.set_texts([] if over else news_lines(view, names), _tr(T_ROLES).format(roles=join_list(listed)))

        self._keep_rows()

    def show_timer(self, clock: str, purpose: str) -> bool:
        self.centre.set_clock(clock, purpose)
        return True


def new_quest_cards(previous: Mapping[str, Any] | None, view: Mapping[str, Any]) -> tuple[int, list[str]] | None:
    """The quest that has just ended (one more result than the previous view, in the same game) and its cards in
    the order they are turned; None on a first view (a resumed game), after an undo, or with no new result."""
    if previous is None:
        return None
    before, now = list(previous.get("quests") or []), list(view.get("quests") or [])
    if len(before) != len(now) or len(previous.get("seats") or []) != len(view.get("seats") or []):
        return None
    ended = [i for i, q in enumerate(now) if q.get("result") and not before[i].get("result")]
    if len(ended) != 1 or any(b.get("result") and not q.get("result") for b, q in zip(before, now, strict=True)):
        return None
    quest = now[ended[0]]
    fails = int(quest.get("fails") or 0)
    size = int(quest.get("size", 0))
    return ended[0], card_order(max(0, size - fails), fails, quest.get("number"))


def _tallest(text: FittingText | BoardText) -> int:
    """The height of a text's tallest variant on one line at the smallest size, measured as Qt lays it out."""
    metrics = QFontMetrics(text._font(text.min_px()))
    samples = [v for v in getattr(text, "variants", []) if v] or [text.text()]
    return max((metrics.boundingRect(QRect(0, 0, 100000, 10000), 0, v).height() for v in samples if v), default=0)


def ring_seats(view: Mapping[str, Any], over: bool) -> list[SeatData]:
    """The seats around the table: the Leader highlighted (the winners at the end), the tokens in front of their
    holders, the roles the table has seen face up and the seats an Amulet checked; at the end every role, the
    winners highlighted."""
    winners = set((view.get("end") or {}).get("winners") or [])
    seats = []
    for index, seat in enumerate(view.get("seats") or []):
        marks = [(seat.get("leader"), "crown"), (seat.get("veteran") and not seat.get("leader"), "veteran"),
                 (seat.get("on_team"), "team"), (seat.get("magic"), "magic"), (seat.get("amulet"), "amulet")]
        # At the end every role is face up: the seats need their room for them, the tokens no longer matter.
        tokens = [icon for held, icon in marks if held and not over]
        details: list[str] = []
        role = seat.get("role") or seat.get("revealed_role")
        if role:
            details.append(role_name(str(role)))
        if seat.get("checked") and not over:
            details.append(_tr(T_CHECKED))
        side = seat.get("side")
        colour = "good" if side == qd.GOOD else "evil" if side == qd.EVIL else "text"
        highlight = index in winners if over else bool(seat.get("leader"))
        seats.append(SeatData(str(seat.get("name", "?")), [" \u00b7 ".join(details)] if details else [],
                              highlight=highlight, colour=colour, tokens=tuple(tokens)))
    return seats


def news_lines(view: Mapping[str, Any], names: Sequence[str]) -> list[str]:
    """What the middle of the table says now, longest first: the quest's cards played so far, then each Amulet's check
    (who looked at whom: public by the rules; what was seen is the holder's alone); a shorter variant keeps the latest."""
    lines: list[str] = []
    played = view.get("cards_played")
    current = next((q for q in view.get("quests") or [] if q.get("number") == view.get("quest")), None)
    if played is not None and current is not None and view.get("mode") == "app":  # a physical game's cards are not counted
        lines.append(_tr(T_CARDS_PLAYED).format(n=number(int(played)), size=number(int(current.get("size", 0)))))
    checks = [_tr(T_AMULET_USED).format(holder=isolate(_name(names, a.get("holder"))),
                                        target=isolate(_name(names, a.get("target"))))
              for a in view.get("amulets") or [] if a.get("target") is not None]
    if not lines and not checks:
        return []
    variants = ["\n".join([*lines, *checks])]
    if checks:
        variants.append("\n".join([*lines, checks[-1]]))
    if lines:
        variants.append(lines[0])
    return list(dict.fromkeys(variants))
