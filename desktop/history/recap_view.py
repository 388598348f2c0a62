"""The recap of a finished game (engine/recap.py) on screen: the moderator's stepper (every line, Next, Back, Play
all) and the TV's screen (the line reached, the few before it), laid over the board once the game is over."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.recap import PRIVATE_LINE, ROLE_LINE, WINNERS_LINE, RecapLine

from ..boardtext import BoardText, paint_panel
from ..text import number, render_msg, rtl_line
from ..theme import BOARD

#: Play all: how long a line stays, from a base and the length of its text (people read it aloud at the table).
PLAY_BASE_MS, PLAY_PER_CHAR_MS, PLAY_MAX_MS = 1800, 45, 9000
EARLIER_SHOWN = 4  # lines before the one reached, shown smaller above it on the TV


def line_texts(lines: Sequence[RecapLine]) -> list[str]:
    """Each line in the UI language, a right-to-left line kept so in Persian."""
    return [rtl_line(render_msg(line.msg)) for line in lines]


class RecapStepper(QWidget):
    """Every line of the recap, the one reached marked; Back, Next, Play all (Pause), and a line clicked is reached.
    ``index`` -1: nothing shown yet. ``stepChanged`` carries the index."""

    stepChanged = Signal(int)

    def __init__(self, lines: Sequence[RecapLine], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("recap_stepper")
        self.lines = list(lines)
        self.index = -1
        self.pace = 1.0  # Play all's speed: a line stays pace times its reading time
        self.heading = QLabel(self)
        self.heading.setObjectName("recap_heading")
        self.heading.setWordWrap(True)
        self.where = QLabel(self)
        self.list = QListWidget(self)
        self.list.setObjectName("recap_lines")
        self.list.setWordWrap(True)
        self.list.itemClicked.connect(lambda item: self.go(self.list.row(item)))
        self.back = QPushButton(self)
        self.back.setObjectName("recap_back")
        self.next = QPushButton(self)
        self.next.setObjectName("recap_next")
        self.play = QPushButton(self)
        self.play.setObjectName("recap_play")
        self.back.clicked.connect(lambda: self.go(self.index - 1))
        self.next.clicked.connect(lambda: self.go(self.index + 1))
        self.play.clicked.connect(self.toggle_play)
        for keys, step in ((QKeySequence.StandardKey.MoveToNextPage, 1), (QKeySequence.StandardKey.MoveToPreviousPage, -1)):
            shortcut = QShortcut(QKeySequence(keys), self, context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda step=step: self.go(self.index + step))
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._played)
        buttons = QHBoxLayout()
        for button in (self.back, self.next, self.play):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.heading)
        layout.addWidget(self.where)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self.retranslate()

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def set_lines(self, lines: Sequence[RecapLine]) -> None:
        self.stop()
        self.lines = list(lines)
        self.index = -1
        self.retranslate()
        self.stepChanged.emit(self.index)

    def texts(self) -> list[str]:
        return line_texts(self.lines)

    def go(self, index: int) -> None:
        index = max(-1, min(index, len(self.lines) - 1))
        if index == self.index:
            return
        self.index = index
        self._show_index()
        self.stepChanged.emit(index)

    def toggle_play(self) -> None:
        if self.playing:
            self.stop()
            return
        if self.index >= len(self.lines) - 1:
            self.go(-1)  # played to the end before: from the start again
        self.go(self.index + 1)
        self._schedule()

    def stop(self) -> None:
        self.timer.stop()
        self._update_buttons()

    def _schedule(self) -> None:
        if self.index >= len(self.lines) - 1:
            self.stop()
            return
        text = self.texts()[self.index] if self.index >= 0 else ""
        ms = min(PLAY_MAX_MS, PLAY_BASE_MS + PLAY_PER_CHAR_MS * len(text))
        self.timer.start(max(1, round(ms * self.pace)))
        self._update_buttons()

    def _played(self) -> None:
        self.go(self.index + 1)
        self._schedule()

    def _show_index(self) -> None:
        if 0 <= self.index < self.list.count():
            self.list.setCurrentRow(self.index)
            self.list.scrollToItem(self.list.item(self.index))
        else:
            self.list.clearSelection()
        self.where.setText(self.tr("Line {n} of {total}").format(n=number(self.index + 1), total=number(len(self.lines)))
                           if self.index >= 0 else self.tr("Not on the TV yet: press Next line or Play all."))
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.back.setEnabled(self.index >= 0)
        self.next.setEnabled(self.index < len(self.lines) - 1)
        self.play.setText(self.tr("Pause") if self.playing else self.tr("Play all"))

    def retranslate(self) -> None:
        self.heading.setText(self.tr("The game retold: step through it with the table."))
        self.back.setText(self.tr("Previous line"))
        self.next.setText(self.tr("Next line"))
        self.list.clear()
        for line, text in zip(self.lines, self.texts(), strict=True):
            item = QListWidgetItem(text, self.list)
            if line.kind in (ROLE_LINE, WINNERS_LINE):
                font = item.font()
                font.setBold(True)
                item.setFont(font)
        self._show_index()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class RecapScreen(QWidget):
    """The TV's recap: a heading, the lines before the one reached (smaller) and that line, large."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("recap_screen")
        paint_panel(self, BOARD.background)
        self.title = BoardText("small", "muted", "background")
        self.step = BoardText("small", "muted", "background")
        self.earlier = BoardText("body", "muted", "background")
        self.current = BoardText("large", "text", "background")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(48, 24, 48, 24)
        top = QHBoxLayout()
        top.addWidget(self.title, 3)
        top.addWidget(self.step, 1)
        layout.addLayout(top, 1)
        layout.addWidget(self.earlier, 6)
        layout.addWidget(self.current, 6)
        self._texts: list[str] = []
        self._kinds: list[str] = []
        self._index = -1
        self.retranslate()

    def show_step(self, texts: Sequence[str], kinds: Sequence[str], index: int) -> None:
        self._texts, self._kinds, self._index = list(texts), list(kinds), index
        self._fill()

    def _fill(self) -> None:
        index = self._index
        if not 0 <= index < len(self._texts):
            for label in (self.earlier, self.current, self.step):
                label.setText("")
            return
        self.step.setText(self.tr("{n} of {total}").format(n=number(index + 1), total=number(len(self._texts))))
        self.earlier.setText("\n".join(self._texts[max(0, index - EARLIER_SHOWN):index]))
        self.current.set_colours("accent" if self._kinds[index] == PRIVATE_LINE else "text", "background")
        self.current.setText(self._texts[index])

    def retranslate(self) -> None:
        self.title.setText(self.tr("The game retold"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class Overlay(QObject):
    """Keeps a widget over the whole of another one (the TV board), whatever the board's own layers do, and out of
    sight while the board's curtain is down (Ctrl+B)."""

    def __init__(self, widget: QWidget, over: QWidget, curtain: QWidget | None) -> None:
        super().__init__(widget)
        self.widget, self.over, self.curtain = widget, over, curtain
        self.wanted = False
        over.installEventFilter(self)
        if curtain is not None:
            curtain.installEventFilter(self)
        widget.hide()

    def set_shown(self, shown: bool) -> None:
        self.wanted = shown
        self._place()

    def _place(self) -> None:
        curtain = self.curtain is not None and self.curtain.isVisible()
        self.widget.setGeometry(self.over.rect())
        self.widget.setVisible(self.wanted and not curtain)
        if self.widget.isVisible():
            self.widget.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide):
            self._place()
        return False
