"""The quest track's pieces, drawn as on Avalon's (and Quest's) physical board: a quest's circle with its team size,
the two-fail mark and its result marker; the box holding a circle beside its title and detail; the vote track's pips.

Games use them with their own texts (desktop/games/avalon/board.py's QuestTrack); every text is a board text
(``BoxText``, the first variant that fits), the circles and markers are painted.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from .boardtext import BoardText, FittingText, paint_panel
from .icons import paint_icon
from .text import number
from .theme import BOARD

#: The vote track's length by default (five rejected teams in a row).
MAX_REJECTIONS = 5


class BoxText(FittingText):
    """A track box's line: the height its stretch gives it (never taken from the other line by wrapping), the first
    of its variants that fits."""

    def hasHeightForWidth(self) -> bool:
        return False


class TrackBox(QWidget):
    """One box of the track row: a title and a detail line."""

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
        inner = round(side * 0.56)  # a square inside the rim (its corners clear of it)
        self.size_text.setGeometry((self.width() - inner) // 2, (self.height() - inner) // 2, inner, inner)

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
    """The circle, then the quest's title and detail beside it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paint_panel(self, BOARD.panel)
        row = QHBoxLayout(self)
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
        self.texts.show_box(title, detail, colour, active)
        paint_panel(self, getattr(BOARD, self.texts.background))
        self.circle.set_quest(size, status, two_fails, active, self.texts.background)


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
    """The vote track's box: its name, the pips, and the count."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        paint_panel(self, BOARD.panel)
        column = QVBoxLayout(self)
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
