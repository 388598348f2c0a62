"""Seats drawn around a table: an oval in seat order, names large, the active seat highlighted, tokens beside seats.

:class:`SeatRing` is a drop-in for the old grid (``set_seats``, ``tiles`` each with ``name`` and ``details``): the
oval and the tokens are painted, every text stays a :class:`BoardText` placed around the oval, so the readability
checks read them as any other board text. The middle of the table can hold a widget (:meth:`set_centre`: One
Night's center cards, a running timer).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from .boardtext import BoardText, FittingText, board_height, paint_panel
from .icons import paint_icon
from .theme import BOARD, TEXT_SIZES

#: The table's felt and rim (no text is ever drawn on them).
TABLE_FILL = BOARD.table
TABLE_RIM = BOARD.table_rim
#: A line's height for a text size (the font's line spacing with room to spare).
LINE = 1.6
#: Token colours by icon (shape tells them apart; the colour only helps).
TOKEN_COLOURS = {"crown": BOARD.accent, "sword": BOARD.muted, "lady": BOARD.good, "trap": BOARD.evil,
                 "shield": BOARD.good, "artifact": BOARD.accent, "dead": BOARD.evil, "bag": BOARD.accent,
                 "vote": BOARD.muted, "card": BOARD.muted, "success": BOARD.good, "fail": BOARD.evil,
                 "veteran": BOARD.muted, "amulet": BOARD.accent, "magic": BOARD.good}


@dataclass
class SeatData:
    """One seat as the board shows it: name, detail lines, highlight, the colour of the name, and its tokens (icon
    names of desktop/icons.py, painted on the table in front of the seat)."""

    name: str
    details: list[str] = field(default_factory=list)
    highlight: bool = False
    colour: str = "text"
    tokens: tuple[str, ...] = ()


class NameText(BoardText):
    """A seat's name: bold, unless at the smallest size a word of it only fits in the regular weight."""

    def _font(self, px: int):  # type: ignore[no-untyped-def]
        font = super()._font(px)
        if px <= self.min_px() and self.text() and self.contentsRect().width() > 0:
            metrics = QFontMetrics(font)
            if max(metrics.horizontalAdvance(word) for word in self.text().split()) > self.contentsRect().width():
                font.setBold(False)
        return font

    def widest_word(self) -> int:
        """The widest word of the name at the smallest size, in the regular weight."""
        font = super()._font(self.min_px())
        font.setBold(False)
        metrics = QFontMetrics(font)
        return max((metrics.horizontalAdvance(word) for word in self.text().split()), default=0)


class RingSeat(QWidget):
    """One seat: its name (large) over its details; a highlighted seat gets the active panel and a thick rim."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paint_panel(self, BOARD.panel)
        self.name = NameText("title", "text", "panel", parent=self)
        self.details = BoardText("small", "muted", "panel", parent=self)
        self.highlight = False
        self.tokens: tuple[str, ...] = ()
        self.pad = 6

    def set_data(self, seat: SeatData) -> None:
        background = "panel_active" if seat.highlight else "panel"
        self.highlight = seat.highlight
        self.tokens = tuple(seat.tokens)
        paint_panel(self, getattr(BOARD, background))
        self.name.set_colours(seat.colour, background)
        self.details.set_colours("accent" if seat.highlight else "muted", background)
        self.name.setText(seat.name)
        self.details.setText("\n".join(seat.details))
        self.details.setVisible(bool(seat.details))
        self._place()
        self.update()

    def _place(self) -> None:
        pad = self.pad = max(3, round(self.height() * 0.04))
        inner = self.rect().adjusted(pad, pad, -pad, -pad)
        if not self.details.text():
            self.name.setGeometry(inner)
            return
        # Measured in the font itself: a fallback font (an arrow, Persian, a Vietnamese mark) stands taller.
        detail_need = self.details._measure(self.details.min_px(), inner.width()).height() + 4
        name_least = QFontMetrics(self.name._font(self.name.min_px())).lineSpacing() + 4
        # The details keep the room their lines need at the smallest size; the name takes the rest (it shrinks).
        name_h = max(inner.height() - detail_need, name_least)
        self.name.setGeometry(QRect(inner.x(), inner.y(), inner.width(), name_h))
        self.details.setGeometry(QRect(inner.x(), inner.y() + name_h, inner.width(), inner.height() - name_h))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.highlight:
            painter = QPainter(self)
            width = max(3, round(self.height() * 0.05))
            painter.setPen(QPen(QColor(BOARD.accent), width))
            painter.drawRect(QRectF(self.rect()).adjusted(width / 2, width / 2, -width / 2, -width / 2))
            painter.end()


class SeatRing(QWidget):
    """The seats in order around an oval table, clockwise from the top (mirrored right to left)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paint_panel(self, BOARD.background)
        self.tiles: list[RingSeat] = []
        self.seats: list[SeatData] = []
        self.centre: QWidget | None = None
        self.table_rect = QRectF()
        self._token_spots: list[tuple[QPointF, float]] = []
        self._free = QRectF()
        self._corner = 0.0  # a long table's round corners
        #: "oval": around the table; "long": along the two long sides of a long table, leaving its middle free (a fight).
        self.shape = "oval"
        #: The height the middle of a long table keeps for its content, as a fraction of the board's height.
        self.centre_reserve = 0.12
        #: A long table's middle spans the whole width (a fight's three boxes), not only the oval's.
        self.full_middle = False
        self._solved_key: tuple[object, ...] = ()
        self._solved: tuple[float, list[float], float] = (0.0, [], 0.0)

    # -- feeding --------------------------------------------------------------------------------------------------
    def set_seats(self, seats: Sequence[SeatData]) -> None:
        self.seats = list(seats)
        if len(seats) != len(self.tiles):
            for tile in self.tiles:
                tile.deleteLater()
            self.tiles = [RingSeat(self) for _ in seats]
            for tile in self.tiles:
                tile.show()
        for tile, seat in zip(self.tiles, seats, strict=True):
            tile.set_data(seat)
        self._place()
        self.update()

    def set_centre(self, widget: QWidget | None) -> None:
        """A widget in the middle of the table (it keeps its own parent's ownership: it is reparented here)."""
        if self.centre is not None and self.centre is not widget:
            self.centre.hide()
        self.centre = widget
        if widget is not None:
            widget.setParent(self)
            widget.show()
        self._place()

    def set_shape(self, shape: str) -> None:
        if shape != self.shape:
            self.shape = shape
            self._place()
            self.update()

    # -- geometry -------------------------------------------------------------------------------------------------
    def _detail_heights(self, width: float) -> list[float]:
        """Each seat's text beyond a one-line name, wrapped at ``width`` at the smallest size (a fraction of the
        board's height): its details, and a second line of a name too long for one."""
        board = board_height(self)
        out = []
        for tile in self.tiles:
            need = 0.0
            if tile.details.text():
                need = tile.details._measure(tile.details.min_px(), max(1, round(width))).height() * 1.08
            name = tile.name._measure(tile.name.min_px(), max(1, round(width))).height()
            line = tile.name._measure(tile.name.min_px(), 100000).height()
            need += max(0.0, name - line) * 1.1
            out.append(need / board)
        return out

    def _detail_height(self, width: float) -> float:
        return max(self._detail_heights(width), default=0.0)

    def _long_token_room(self) -> float:
        """The strip a long table keeps in front of each row for the tokens (a few pixels when none lies there)."""
        if any(seat.tokens for seat in self.seats):
            return TEXT_SIZES["body"] * board_height(self) * 1.4 + self._rim() / 2
        return 8.0

    def _long_places(self, count: int) -> tuple[list[QPointF], float, float]:
        """Seats along the top side, left to right, then back along the bottom (clockwise; mirrored right to left)."""
        width, height = self.width(), self.height()
        top = math.ceil(count / 2)
        board = board_height(self)
        gap = 10.0
        tw = min(width * 0.3, (width - gap * (top + 1)) / max(1, top))
        details = self._detail_height(tw * 0.92)
        token = self._long_token_room()
        room = (height - 2 * token - self.centre_reserve * board) / 2  # the middle keeps room for its content
        th = max(height * 0.12, min((TEXT_SIZES["title"] * LINE + details) * board * 1.12, height * 0.4, room))
        mirror = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        points = []
        for i in range(count):
            row, col, cols = (0, i, top) if i < top else (1, count - 1 - i, count - top)
            span = width / max(1, cols)
            x = span * (col + 0.5)
            if mirror:
                x = width - x
            points.append(QPointF(x, th / 2 if row == 0 else height - th / 2))
        return points, tw, th

    def _tile_size(self, count: int) -> tuple[float, list[float], float]:
        """The widest seats for which no two overlap (each as tall as its own text needs), and the angle of seat 0.

        Solved again only when the size or a seat's text changes (an action that moves a token alone is cheap)."""
        key = (self.width(), self.height(), board_height(self), self.layoutDirection(),
               tuple((t.name.text(), t.details.text()) for t in self.tiles))
        if key != self._solved_key:
            self._solved_key, self._solved = key, self._solve_tile_size(count)
        return self._solved

    def _solve_tile_size(self, count: int) -> tuple[float, list[float], float]:
        width, height = self.width(), self.height()
        board = board_height(self)
        max_w = width * (0.32 if count <= 6 else 0.26)
        extra = self._detail_heights(max_w * 0.8)
        wants = [min((TEXT_SIZES["title"] * LINE + d) * board * 1.12, height * 0.34) for d in extra]
        # Never shorter than the name's line and the details at the smallest size (the texts would not fit).
        line = max((QFontMetrics(t.name._font(t.name.min_px())).lineSpacing() for t in self.tiles), default=0)
        least = [min(line * 1.15 + d * board + 10, want) for d, want in zip(extra, wants, strict=True)]
        # Wide enough for the longest word of a name (a name never breaks inside a word).
        widest = max((tile.name.widest_word() for tile in self.tiles), default=0)
        min_w = max(width * 0.12, widest * 1.04 + 2 * max(3, round(max(wants, default=0) * 0.04)) + 6)
        best: tuple[float, list[float], float] = (0.0, [], 0.0)
        for th_scale in (1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6, 0.5, 0.4):
            hs = [max(h * th_scale, low) for h, low in zip(wants, least, strict=True)]
            fitting: tuple[float, list[float], float] | None = None
            for offset in (0.0, math.pi / max(1, count), math.pi / max(1, 2 * count)):
                tw = max_w
                while tw > width * 0.08 and self._overlaps(count, tw, hs, offset):
                    tw *= 0.97
                if tw >= min_w and (fitting is None or tw > fitting[0]):
                    fitting = (tw, hs, offset)
                if tw > width * 0.08 and tw * sum(hs) > best[0] * sum(best[1] or [0.0]):
                    best = (tw, hs, offset)
            if fitting is not None:
                best = fitting
                break  # the texts' full height, and room for the names: the tallest seats that hold them win
        if best[0] == 0.0:
            best = (width * 0.08, [h * 0.4 for h in wants], 0.0)
        return best

    def _centres(self, count: int, tw: float, hs: Sequence[float], offset: float) -> list[QPointF]:
        a = max(1.0, (self.width() - tw) / 2)
        cx, cy = self.width() / 2, self.height() / 2
        mirror = -1 if self.layoutDirection() == Qt.LayoutDirection.RightToLeft else 1
        out = []
        for i in range(count):
            angle = offset + 2 * math.pi * i / max(1, count)
            b = max(1.0, (self.height() - (hs[i] if i < len(hs) else 0.0)) / 2)
            out.append(QPointF(cx + mirror * a * math.sin(angle), cy - b * math.cos(angle)))
        return out

    def _overlaps(self, count: int, tw: float, hs: Sequence[float], offset: float) -> bool:
        points = self._centres(count, tw, hs, offset)
        gap = max(3.0, board_height(self) * 0.006)
        for i in range(count):
            for j in range(i + 1, count):
                if abs(points[i].x() - points[j].x()) < tw + gap and \
                        abs(points[i].y() - points[j].y()) < (hs[i] + hs[j]) / 2 + gap:
                    return True
        return False

    def _place(self) -> None:
        count = len(self.tiles)
        width, height = self.width(), self.height()
        if width <= 0 or height <= 0:
            return
        if self.shape == "long":
            points, tw, th = self._long_places(count)
            hs = [th] * count
        else:
            tw, hs, offset = self._tile_size(count) if count else (0.0, [], 0.0)
            points = self._centres(count, tw, hs, offset)
            th = max(hs, default=0.0)
        for tile, point, h in zip(self.tiles, points, hs, strict=True):
            tile.setGeometry(QRect(round(point.x() - tw / 2), round(point.y() - h / 2), round(tw), round(h)))
        # The table: an oval through the seats' centres (they sit at its rim). A long table lies between its two rows
        # of seats, its rim along their inner edges (they sit at it, not over it), as long as the rows, its corners
        # round.
        a = max(1.0, (width - tw) / 2)
        b = max(1.0, (height - th) / 2)
        self.table_rect = QRectF(width / 2 - a * 0.94, height / 2 - b * 0.94, a * 1.88, b * 1.88)
        self._corner = 0.0
        if self.shape == "long" and points:
            left = max(0.0, min(p.x() for p in points) - tw / 2)
            right = min(float(width), max(p.x() for p in points) + tw / 2)
            self.table_rect = QRectF(left, th - self._rim(), right - left, max(2.0, height - 2 * (th - self._rim())))
            self._corner = min(self.table_rect.height() / 2, tw * 0.4)
        # Tokens lie on the table in front of their seat.
        centre = self.table_rect.center()
        token = max(12.0, TEXT_SIZES["body"] * board_height(self))
        self._token_spots = []
        for index, (point, h) in enumerate(zip(points, hs, strict=True)):
            dx, dy = centre.x() - point.x(), centre.y() - point.y()
            length = math.hypot(dx, dy) or 1.0
            if self.shape == "long":  # below the top row, above the bottom one
                below = point.y() < height / 2
                reach = th / 2 + self._rim() / 2 + token * 0.7  # on the felt, clear of the rim
                self._token_spots.append((QPointF(point.x(), point.y() + (1 if below else -1) * reach), token))
                continue
            # Far enough towards the middle that the row of tokens clears its seat across or along (the seats are drawn
            # over the table: a token under one would be cut in half).
            row = token * 1.15 * max(1, len(self.seats[index].tokens) if index < len(self.seats) else 1)
            ux, uy = abs(dx) / length, abs(dy) / length
            step = min((tw / 2 + row / 2 + token * 0.2) / ux if ux > 0.01 else math.inf,
                       (h / 2 + token * 0.7) / uy if uy > 0.01 else math.inf)
            step = min(step, length * 0.6)
            self._token_spots.append((QPointF(point.x() + dx / length * step, point.y() + dy / length * step), token))
        if self.shape == "long" and self.full_middle:
            top = th + self._long_token_room()
            self._free = QRectF(0, top, width, max(2.0, height - 2 * top))
        elif self.shape == "long":
            # Clear of the tokens in front of the seats and of the table's rim, with a margin: inside the table.
            margin = max(6.0, board_height(self) * 0.02)
            top = th + self._long_token_room() + margin
            band = max(2.0, height - 2 * top)
            rim = self._rim() * 1.5
            felt = self.table_rect.adjusted(rim, rim, -rim, -rim)
            corner = max(0.0, self._corner - rim)
            # Where the band's edges reach into the round corners, it keeps inside them.
            dy = max(0.0, band / 2 - (felt.height() / 2 - corner))
            inset = corner - math.sqrt(max(0.0, corner * corner - dy * dy))
            half = max(width * 0.1, min(width * 0.3, felt.width() / 2 - inset - margin))
            self._free = QRectF(width / 2 - half, top, 2 * half, band)
        else:
            self._free = self._free_middle(points, tw, hs, self.token_rows())
        if self.centre is not None:
            self.centre.setGeometry(self._free.toRect())
            self.centre.raise_()

    def token_rows(self) -> list[QRectF]:
        """Where each seat's row of tokens lies on the table (an empty rectangle for a seat without tokens)."""
        rows = []
        for seat, (spot, size) in zip(self.seats, self._token_spots, strict=False):
            total = len(seat.tokens) * size * 1.15
            rows.append(QRectF(spot.x() - total / 2, spot.y() - size / 2, total, size) if seat.tokens else QRectF())
        return rows

    def _free_middle(self, points: Sequence[QPointF], tw: float, hs: Sequence[float],
                     rows: Sequence[QRectF]) -> QRectF:
        """The largest rectangle centred on the table that no seat, nor the tokens in front of it (``rows``), covers,
        with a small gap around each."""
        width, height = self.width(), self.height()
        gap = TEXT_SIZES["body"] * board_height(self) * 0.3
        tiles = [QRectF(p.x() - tw / 2, p.y() - h / 2, tw, h).adjusted(-gap, -gap, gap, gap)
                 for p, h in zip(points, hs, strict=True)]
        tiles += [row.adjusted(-gap, -gap, gap, gap) for row in rows if not row.isEmpty()]
        cx, cy = width / 2, height / 2
        best = QRectF(cx - 1, cy - 1, 2, 2)
        for ratio in (0.8, 1.2, 1.6, 2.0, 2.5, 3.0, 4.0):
            low, high = 0.0, min(height / 2, width / 2 / ratio)
            for _ in range(14):
                mid = (low + high) / 2
                rect = QRectF(cx - mid * ratio, cy - mid, 2 * mid * ratio, 2 * mid)
                if any(rect.intersects(tile) for tile in tiles):
                    high = mid
                else:
                    low = mid
            rect = QRectF(cx - low * ratio, cy - low, 2 * low * ratio, 2 * low)
            if rect.width() * rect.height() > best.width() * best.height():
                best = rect
        return best

    def _rim(self) -> float:
        return max(3.0, self.height() * 0.012)

    def centre_rect(self) -> QRect:
        return self.centre.geometry() if self.centre is not None else QRect()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(BOARD.background))
        rim = self._rim()
        painter.setPen(QPen(QColor(TABLE_RIM), rim))
        painter.setBrush(QColor(TABLE_FILL))
        table = self.table_rect.adjusted(rim, rim, -rim, -rim)
        if self.shape == "long":
            painter.drawRoundedRect(table, self._corner, self._corner)
        else:
            painter.drawEllipse(table)
        for seat, row in zip(self.seats, self.token_rows(), strict=False):
            size = row.height()
            x = row.x()
            for name in seat.tokens:
                paint_icon(painter, name, QRectF(x, row.y(), size, size), TOKEN_COLOURS.get(name, BOARD.text))
                x += size * 1.15
        painter.end()


CLOCK = re.compile(r"[0-9\u06f0-\u06f9\u0660-\u0669]+:[0-9\u06f0-\u06f9\u0660-\u0669]+")


def split_clock(text: str) -> tuple[str, str]:
    """("1:00 (waits)") -> ("1:00", "(waits)"): the clock's digits, and the words around them."""
    found = CLOCK.search(text)
    if found is None:
        return text, ""
    rest = (text[: found.start()] + text[found.end():]).strip()
    return found.group(0), rest


class TableCentre(QWidget):
    """The middle of the table: a running countdown (huge, with what it counts down to) above the game's own
    content (One Night's center cards). The purpose line gets the room it needs, the clock up to half the height
    (it shrinks to fit), the content the rest."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(False)
        self.clock = BoardText("huge", "accent", "table", wrap=False, parent=self)
        self.purpose = FittingText("small", "text", "table", parent=self)
        self.body: QWidget | None = None
        self.set_clock("", "")

    def set_body(self, widget: QWidget | None) -> None:
        if self.body is not None and self.body is not widget:
            self.body.hide()
        self.body = widget
        if widget is not None:
            widget.setParent(self)
            widget.show()
        self._place()

    def set_clock(self, clock: str, purpose: str) -> None:
        """Show a running countdown (``clock`` empty: none runs). Words beside the digits ("1:00 (waits for the
        laptop)") go to the purpose line: the huge line holds the digits only."""
        digits, extra = split_clock(clock)
        # Shorter versions where the line is narrow; "(waits for the laptop)" is the last words to go: the table
        # must see that the countdown is not running.
        variants = [f"{purpose} {extra}" if purpose and extra else purpose or extra, extra, ""]
        purpose = variants[0]
        clock = digits
        self.clock.setText(clock)
        self.purpose.set_variants([*dict.fromkeys(v for v in variants if v), ""] if clock else [""])
        self.clock.setVisible(bool(clock))
        self.purpose.setVisible(bool(clock and purpose))
        self._place()

    def _place(self) -> None:
        width, height = self.width(), self.height()
        y = 0
        if self.clock.text():
            # Up to half the middle, or a third when the game's own content (One Night's center cards) shares it.
            share = 0.34 if self.body is not None and self.body.isVisibleTo(self) else 0.5
            clock_h = min(round(height * share), round(self.clock.target_px() * 1.4))
            self.clock.setGeometry(0, 0, width, clock_h)
            y = clock_h
            wanted = self.purpose.variants[0] if self.purpose.variants else ""
            if wanted:
                QLabel.setText(self.purpose, wanted)
                need = min(self.purpose._measure(self.purpose.min_px(), max(1, width)).height() + 6, max(0, height - y))
                self.purpose.setGeometry(0, y, width, need)
                self.purpose._choose()
                y += need
        if self.body is not None:
            self.body.setGeometry(0, y, width, max(0, height - y))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def paintEvent(self, event: QPaintEvent) -> None:  # transparent: the table shows through
        pass


#: Icons that point the way a line reads (the vote's arrow): mirrored right to left, like the seats' "← name".
DIRECTIONAL = frozenset({"vote"})


class IconMark(QWidget):
    """One painted icon (square, as high as the row)."""

    def __init__(self, icon: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.icon = icon
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Ignored)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.width() != self.height():
            self.setFixedWidth(max(1, self.height()))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = self.height() * 0.8
        if self.icon in DIRECTIONAL and self.isRightToLeft():
            painter.translate(self.width(), 0)
            painter.scale(-1, 1)
        paint_icon(painter, self.icon, QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side),
                   TOKEN_COLOURS.get(self.icon, BOARD.text))
        painter.end()


class TokenLegend(QWidget):
    """What each token on the table means: its icon, then its name, for the tokens in play."""

    def __init__(self, parent: QWidget | None = None, background: str = "background") -> None:
        super().__init__(parent)
        self.background = background
        paint_panel(self, getattr(BOARD, background))
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(8)
        self.entries: list[tuple[str, str]] = []
        self.texts: list[BoardText] = []

    def set_entries(self, entries: Sequence[tuple[str, str]]) -> None:
        entries = list(entries)
        if entries == self.entries:
            return
        self.entries = entries
        while self.row.count():
            item = self.row.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()  # gone at once, not one frame later over the new entries
                item.widget().deleteLater()
        self.texts = []
        self.row.addStretch(1)
        for icon, text in entries:
            self.row.addWidget(IconMark(icon, self))
            label = BoardText("small", "muted", self.background, wrap=False, parent=self)
            label.setText(text)
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
            label.setMinimumWidth(label._measure(label.min_px(), 100000).width() + 6)
            self.row.addWidget(label)
            self.texts.append(label)
            self.row.addSpacing(16)
        self.row.addStretch(1)
        self.setVisible(bool(entries))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The smallest size follows the board's height: a board made at 720 lines and shown at 1080 needs wider labels.
        for label in self.texts:
            label.setMinimumWidth(label._measure(label.min_px(), 100000).width() + 6)
