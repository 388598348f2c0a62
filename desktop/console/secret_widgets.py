"""The widgets that keep a secret: a button that shows it only while held, and the label it shows in."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QWidget

from engine.core import Event

from ..text import render_msg


class HoldButton(QPushButton):
    """Shows a secret only while pressed (mouse or Space held)."""

    held = Signal(bool)

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setAutoRepeat(False)
        self.pressed.connect(lambda: self.held.emit(True))
        self.released.connect(lambda: self.held.emit(False))
        self.ever_held = False
        self.held.connect(self._mark)

    def _mark(self, down: bool) -> None:
        if down:
            self.ever_held = True


class SecretLabel(QLabel):
    """A label whose text exists only while its hold button is pressed."""

    MIN_HEIGHT = 80

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self._secret = ""
        self._extent: list[str] = []
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumHeight(self.MIN_HEIGHT)

    @staticmethod
    def text_of(events: list[Event]) -> str:
        """What a player sees of their private events: one line each."""
        return "\n".join(render_msg(e.msg) for e in events if e.msg is not None)

    def set_secret(self, text: str) -> None:
        self._secret = text
        self.clear()
        self._fit()

    def set_extent(self, texts: list[str]) -> None:
        """The secrets of every player of this deal or round: the label is as tall as the tallest of them, whoever
        holds the laptop, so its size (and the buttons below it) never tells one role from another."""
        self._extent = list(dict.fromkeys(texts))
        self._fit()

    def _fit(self) -> None:
        width = self.contentsRect().width() - 2 * self.margin()
        if width <= 0:
            return
        metrics = self.fontMetrics()
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        tallest = max((metrics.boundingRect(0, 0, width, 1 << 20, flags, text).height()
                       for text in [self._secret, *self._extent] if text), default=0)
        frame = self.height() - self.contentsRect().height() + 2 * self.margin()
        wanted = max(self.MIN_HEIGHT, tallest + frame)
        if wanted != self.minimumHeight():
            self.setMinimumHeight(wanted)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def show_secret(self, shown: bool) -> None:
        self.setText(self._secret if shown else "")
