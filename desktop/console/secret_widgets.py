"""The widgets that keep a secret: a button that shows it only while held, and the label it shows in."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from engine.core import Event

from ..text import render_msg

if TYPE_CHECKING:
    from ..controller import GameController
    from ..plugin import GamePlugin


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

    def __init__(self, parent: QWidget | None = None, min_height: int = MIN_HEIGHT) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self._secret = ""
        self._extent: list[str] = []
        self._min_height = min_height
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumHeight(min_height)

    @staticmethod
    def text_of(events: list[Event]) -> str:
        """What a player sees of their private events: one line each."""
        return "\n".join(render_msg(e.msg) for e in events if e.msg is not None)

    def set_secret(self, text: str) -> None:
        self._secret = text
        self.clear()
        self._fit()

    def secret(self) -> str:
        """The text it shows while held (tests; never displayed by this call)."""
        return self._secret

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
        wanted = max(self._min_height, tallest + frame)
        if wanted != self.minimumHeight():
            self.setMinimumHeight(wanted)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def show_secret(self, shown: bool) -> None:
        self.setText(self._secret if shown else "")


class HeldText(QWidget):
    """A private text behind its own hold button: the button, then an area (as tall whatever it holds) that shows
    the text only while the button is pressed. Every private text on the console is shown this way (a receipt,
    a refusal, what a player holds), so a laptop passed on, or glanced at, shows none of it."""

    def __init__(self, button_text: str, parent: QWidget | None = None, min_height: int = SecretLabel.MIN_HEIGHT,
                 button_height: int = 48) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.hold = HoldButton(button_text)
        self.hold.setMinimumHeight(button_height)
        self.secret = SecretLabel(min_height=min_height)
        self.hold.held.connect(self.secret.show_secret)
        layout.addWidget(self.hold)
        layout.addWidget(self.secret)

    def set_text(self, text: str, extent: list[str] | None = None) -> None:
        self.secret.set_secret(text)
        self.secret.set_extent([text, *(extent or [])])
        self.secret.show_secret(self.hold.isDown())

    def secret_text(self) -> str:
        return self.secret.secret()


class PrivateSummary(HeldText):
    """What a player privately holds now (GamePlugin.private_summary), behind its hold button, in an area as tall
    as the longest summary at the table (its size tells nothing of the cards)."""

    def __init__(self, plugin: GamePlugin, controller: GameController, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("PrivateSummary", "Hold to see your cards and what you know"), parent)
        self.setObjectName("private_summary")
        text = plugin.private_summary(controller, seat) if seat >= 0 else ""
        others = [plugin.private_summary(controller, other) for other in range(len(controller.players))] if text else []
        self.set_text(text, others)

    def has_text(self) -> bool:
        return bool(self.secret_text())
