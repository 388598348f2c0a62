"""One Night's vote and its end on the console (issue 30): the vote closes only once every player has pointed, and
the cards are turned face up on the TV only when the moderator presses a button of its own.

While votes are missing the console offers no "Close the vote" (nor does the vote's countdown close it): the vote
panel says how many are missing. An app-dealt game whose vote is closed is over for the engine, but until the
moderator presses "Turn the cards face up on the TV" the TV shows the votes and the deaths with every card face
down, the console's log keeps the private lines and the winners hidden, and the phones say the cards are turned next.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from engine.core import Choice
from engine.i18n import QT_TRANSLATE_NOOP

from ...text import number

T_MISSING = QT_TRANSLATE_NOOP("OnuwDesktop", "Votes still missing: {count}. The vote closes when every player has pointed.")
T_ENTER_AND_CLOSE = QT_TRANSLATE_NOOP("OnuwDesktop", "Enter the votes and close the vote")
T_CLOSED = QT_TRANSLATE_NOOP("OnuwDesktop", "The vote is closed.")
T_CARDS_DOWN = QT_TRANSLATE_NOOP("OnuwDesktop", "The TV shows the votes and who died; every card is still face down "
                                 "there. Turn them when the table is ready.")
T_TURN = QT_TRANSLATE_NOOP("OnuwDesktop", "Turn the cards face up on the TV")
T_BOARD_DOWN = QT_TRANSLATE_NOOP("OnuwDesktop", "The vote is closed. The cards are turned face up next.")


def _tr(text: str) -> str:
    return QCoreApplication.translate("OnuwDesktop", text)


def missing_votes(choices: list[Choice]) -> int:
    """How many players have not pointed yet (the engine offers a vote to each of them)."""
    return sum(1 for c in choices if c.type == "vote" and c.player is not None)


def missing_text(count: int) -> str:
    return _tr(T_MISSING).format(count=number(count))


def offered(choices: list[Choice]) -> list[Choice]:
    """The vote's choices the console offers: "Close the vote" only once no vote is missing (the engine allows it at
    any time; the rules have everyone point, and closing ends an app-dealt game)."""
    missing = missing_votes(choices)
    return [c for c in choices if not (c.type == "close_vote" and missing)]


def board_text() -> str:
    """The TV's line (and the phones') while the cards lie face down after the vote."""
    return _tr(T_BOARD_DOWN)


class CardsDownPanel(QGroupBox):
    """The console once an app-dealt game's vote is closed and its cards are still face down on the TV."""

    def __init__(self, turn: Callable[[], None], parent: QWidget | None = None) -> None:
        super().__init__(_tr(T_CLOSED), parent)
        self.setObjectName("onuw_cards_down")
        layout = QVBoxLayout(self)
        text = QLabel(_tr(T_CARDS_DOWN))
        text.setWordWrap(True)
        layout.addWidget(text)
        self.turn = QPushButton(_tr(T_TURN))
        self.turn.setObjectName("confirm")  # styled as every form's Confirm: the one thing to do now
        self.turn.clicked.connect(turn)
        layout.addWidget(self.turn)
