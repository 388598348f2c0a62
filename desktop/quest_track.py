"""The quest track's pieces, drawn as on Avalon's (and Quest's) physical board: a quest's circle with its team size,
the two-fail mark and its result marker; the box holding a circle beside its title and detail; the vote track's pips.

Games use them with their own texts (desktop/games/avalon/board.py's QuestTrack); every text is a board text
(``BoxText``, the first variant that fits), the circles and markers are painted.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from .boardtext import BoardText, FittingText, board_height, paint_panel
from .icons import paint_icon
from .text import number
from .theme import BOARD

#: The vote track's length by default (five rejected teams in a row).
MAX_REJECTIONS = 5


class BoxText(FittingText):
    """A track box's line: the height its stretch gives it (never taken from the other line by wrapping), the first
    of its variants that fits; ``short``: its last variant whatever fits (the row's boxes agree: QuestBox)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.short = False

    def hasHeightForWidth(self) -> bool:
        return False

    def needs_last(self) -> bool:
        """Only its last (shortest) variant fits its box now."""
        if len(self.variants) < 2 or self.contentsRect().width() <= 0:
            return False
        shown = self.text()
        try:
            for variant in self.variants[:-1]:
                QLabel.setText(self, variant)
                if self.fits_at(self.min_px()):
                    return False
            return True
        finally:
            QLabel.setText(self, shown)

    def height_of(self, variant: str) -> int:
        """The height ``variant`` takes at the smallest size in this line's width (0 for none)."""
        if not variant:
            return 0
        shown = self.text()
        QLabel.setText(self, variant)
        try:
            return self._measure(self.min_px(), max(1, self.contentsRect().width())).height()
        finally:
            QLabel.setText(self, shown)

    def set_short(self, short: bool) -> None:
        if short != self.short:
            self.short = short
            self._choose()

    def _choose(self) -> None:
        if self.short and self.variants:
            QLabel.setText(self, self.variants[-1])
            self.updateGeometry()
            self._fitted_px = 0
            self.fit()
            return
        super()._choose()


def _margin(widget: QWidget, at_1080: int) -> int:
    """A box's margin in proportion to the board (``at_1080`` pixels on a 1080-pixel board): a small board's boxes
    keep their room for the text (two lines at the smallest size did not fit a 358-pixel board's track)."""
    return max(1, round(at_1080 * board_height(widget) / 1080))


class TrackBox(QWidget):
    """One box of the track row: a title and a detail line; the title alone, with the whole height, where the two
    lines do not both fit at the smallest size (a small board's track, Persian's taller lines)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paint_panel(self, BOARD.panel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(0)
        self.title = BoxText("small", "text", "panel")
        self.detail = BoxText("small", "muted", "panel")
        layout.addWidget(self.title, 1)
        layout.addWidget(self.detail, 1)
        self.background = "panel"

    def show_box(self, title: str | list[str], detail: str | list[str], colour: str = "text",
                 active: bool = False) -> None:
        """``title``, ``detail``: the line, or its variants, longest first (the first that fits is shown)."""
        self.background = background = "panel_active" if active else "panel"
        paint_panel(self, getattr(BOARD, background))
        self.title.set_colours(colour, background)
        self.detail.set_colours("accent" if active else "muted", background)
        self.title.set_variants([title] if isinstance(title, str) else title)
        self.detail.set_variants([detail] if isinstance(detail, str) else detail)
        self._fit_lines()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_lines()

    def _fit_lines(self) -> None:
        layout = self.layout()
        margins = layout.contentsMargins()
        room = self.height() - margins.top() - margins.bottom()
        shortest = next((v for v in reversed(self.detail.variants) if v), "")
        worded = [v for v in self.title.variants[:-1] if v] or self.title.variants  # the last is the number alone
        title = max((self.title.height_of(v) for v in worded if v), default=0)
        both = not shortest or room >= 2 * max(title, self.detail.height_of(shortest))  # (the two lines share it evenly)
        if both != (layout.stretch(1) == 1):
            layout.setStretch(1, 1 if both else 0)
            self.detail.setVisible(both)


class QuestCircle(QWidget):
    """A quest's circle on the board: the team size inside; once the quest ends a marker covers it, a tick on blue
    for a success, a cross on red for a failure (shape first, colour second); a double rim when two Fail cards are
    needed; the current quest's rim in the accent colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.size_text = BoardText("title", "text", "panel", wrap=False, parent=self)
        self.status = ""
        self.two_fails = False
        self.active = False
        self.background = "panel"

    def set_quest(self, size: int, status: str, two_fails: bool, active: bool, background: str) -> None:
        self.status, self.two_fails, self.active, self.background = status, two_fails, active, background
        self.size_text.set_colours("accent" if active else "text", background)
        self.size_text.setText(number(size) if status not in ("success", "fail") else "")
        self.size_text.setVisible(status not in ("success", "fail"))
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        side = min(self.width(), self.height())
        # A box inside the rim (its corners clear of it), taller than wide: a digit's line is taller than the digit
        # is wide, Persian's most (a square of 56 % cut them on a small board).
        width, height = round(side * 0.46), round(side * 0.74)
        self.size_text.setGeometry((self.width() - width) // 2, (self.height() - height) // 2, width, height)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height())
        rim = max(2.0, side * 0.06)
        circle = QRectF((self.width() - side) / 2 + rim, (self.height() - side) / 2 + rim, side - 2 * rim, side - 2 * rim)
        colour = BOARD.accent if self.active else BOARD.muted
        painter.setPen(QPen(QColor(colour), rim))
        fill = {"success": BOARD.good, "fail": BOARD.evil}.get(self.status, getattr(BOARD, self.background))
        painter.setBrush(QColor(fill))
        painter.drawEllipse(circle)
        if self.two_fails and self.status not in ("success", "fail"):
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(colour), rim * 0.6))
            painter.drawEllipse(circle.adjusted(rim * 1.6, rim * 1.6, -rim * 1.6, -rim * 1.6))
        if self.status in ("success", "fail"):
            mark = circle.adjusted(circle.width() * 0.2, circle.height() * 0.2, -circle.width() * 0.2, -circle.height() * 0.2)
            paint_icon(painter, self.status, mark, BOARD.background)
        painter.end()


class QuestBox(QWidget):
    """The circle, then the quest's title and detail beside it.

    The quests of one row agree: when one of them can show its title only in its shortest words (the number), all of
    them do, so that no quest of the row loses its word alone (on a small board, Persian's quests 3 and 5 did)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paint_panel(self, BOARD.panel)
        self.row = row = QHBoxLayout(self)
        row.setContentsMargins(4, 4, 4, 4)
        row.setSpacing(4)
        self.circle = QuestCircle(self)
        self.texts = TrackBox(self)
        self.texts.layout().setContentsMargins(2, 0, 2, 0)
        row.addWidget(self.circle, 1)
        row.addWidget(self.texts, 2)
        self.title, self.detail = self.texts.title, self.texts.detail

    def show_quest(self, title: str | list[str], detail: str | list[str], colour: str, active: bool, size: int,
                   status: str, two_fails: bool) -> None:
        titles = [title] if isinstance(title, str) else list(title)
        # The circle shows the result and the two-fail rim: the quest's word without its marks comes before the
        # number alone.
        plain = [t.rstrip(" \u2714\u2718?\u2298") for t in titles[:-1]]
        titles = [*titles[:-1], *dict.fromkeys(p for p in plain if p and p not in titles), *titles[-1:]]
        self.texts.show_box(titles, detail, colour, active)
        paint_panel(self, getattr(BOARD, self.texts.background))
        self.circle.set_quest(size, status, two_fails, active, self.texts.background)
        self._agree()

    def resizeEvent(self, event: QResizeEvent) -> None:
        margin = _margin(self, 4)
        self.row.setContentsMargins(margin, margin, margin, margin)
        self.row.setSpacing(margin)
        side = _margin(self, 2)
        self.texts.layout().setContentsMargins(side, 0, side, 0)
        super().resizeEvent(event)
        self._agree()

    def _row(self) -> list[QuestBox]:
        parent = self.parentWidget()
        if parent is None:
            return [self]
        return [box for box in parent.findChildren(QuestBox, options=Qt.FindChildOption.FindDirectChildrenOnly)
                if not box.isHidden()]

    def _agree(self) -> None:
        boxes = self._row()
        short = any(box.title.needs_last() for box in boxes)
        for box in boxes:
            box.title.set_short(short)


class VotePips(QWidget):
    """The vote track: one pip per rejected team, filled as teams are rejected; the last is the evil side's."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rejected = 0
        self.most = MAX_REJECTIONS

    def set_track(self, rejected: int, most: int) -> None:
        self.rejected, self.most = rejected, most
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        count = max(1, self.most)
        step = self.width() / count
        side = min(step * 0.8, self.height() * 0.9)
        rim = max(2.0, side * 0.1)
        for index in range(count):
            x = step * index + (step - side) / 2
            box = QRectF(x + rim / 2, (self.height() - side) / 2 + rim / 2, side - rim, side - rim)
            last = index == count - 1
            colour = BOARD.evil if last else BOARD.muted
            painter.setPen(QPen(QColor(colour), rim))
            painter.setBrush(QColor(colour) if index < self.rejected else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(box)
            if last and index >= self.rejected:
                paint_icon(painter, "fail", box.adjusted(side * 0.25, side * 0.25, -side * 0.25, -side * 0.25), colour)
        painter.end()


class VoteBox(QWidget):
    """The vote track's box: its name, the pips, and the count (as wide as it needs: the pips take the rest); on a
    small board the pips and the count alone, with the whole height."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paint_panel(self, BOARD.panel)
        self.column = column = QVBoxLayout(self)
        column.setContentsMargins(6, 4, 6, 4)
        column.setSpacing(0)
        self.title = BoxText("small", "text", "panel")
        row = QHBoxLayout()
        row.setSpacing(6)
        self.pips = VotePips(self)
        self.detail = BoxText("small", "muted", "panel", wrap=False)
        row.addWidget(self.pips, 3)
        row.addWidget(self.detail, 2)
        column.addWidget(self.title, 1)
        column.addLayout(row, 1)

    def show_box(self, title: str, detail: str, colour: str = "text", active: bool = False) -> None:
        background = "panel_active" if active else "panel"
        paint_panel(self, getattr(BOARD, background))
        self.title.set_colours(colour, background)
        self.detail.set_colours("accent" if active else "muted", background)
        self.title.set_variants([title, ""])  # the pips and the count still show where the name does not fit
        self.detail.set_variants([detail])
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        h, v = _margin(self, 6), _margin(self, 4)
        self.column.setContentsMargins(h, v, h, v)
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        count = self.detail.variants[0] if self.detail.variants else ""
        self.detail.setMinimumWidth(QFontMetrics(self.detail._font(self.detail.min_px())).horizontalAdvance(count) + 2)
        margins = self.column.contentsMargins()
        room = self.height() - margins.top() - margins.bottom()
        name = self.title.variants[0] if self.title.variants else ""
        both = room >= 2 * max(self.title.height_of(name), self.detail.height_of(count))
        if both != (self.column.stretch(0) == 1):
            self.column.setStretch(0, 1 if both else 0)
            self.title.setVisible(both)
