"""What a game's plug-in may use of the windows that host it: the console (:class:`ConsoleHost`, with the forms and
the hand-over card it confirms) and the TV board (:class:`BoardMiddle`, the panel a plug-in puts in its middle).

Protocols only: the console and the board satisfy them by their shape and never import them, so the plug-in
interface (desktop/plugin.py) sits below the windows and names none of their classes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from engine.core import Action, Choice, Result, ScriptStep, Setup

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel, QPushButton

    from .controller import GameController
    from .timers import Countdown


class ConsoleForm(Protocol):
    """A choice's form on the console (desktop.console.ChoiceForm): Ctrl+Return confirms it when it is the only one."""

    choice: Choice
    #: Its confirm button (enabled once the choice is complete).
    ok: QPushButton

    def submit(self) -> None:
        """Play the form's action, as its confirm button does."""


class HandOverCard(Protocol):
    """The hand-over on the console (desktop.console.DeliveryCard): the laptop goes to ``seat`` to see something."""

    seat: int
    #: "I have seen it": the timers wait until it is pressed; Ctrl+Return presses it.
    confirm: QPushButton


class ConsoleHost(Protocol):
    """What a game's console panels may use of the console window, and nothing else of it."""

    controller: GameController
    #: The forms on screen now: a panel adds its own, so that Ctrl+Return confirms a single one.
    forms: list[ConsoleForm]
    #: The hand-over on screen (the timers wait for it; Ctrl+Return confirms it).
    delivery_card: HandOverCard | None
    #: The narration's caption: the line the table hears now.
    caption: QLabel
    #: The phase's countdown (the timer bar's).
    countdown: Countdown

    def submit(self, action: Action) -> None:
        """Play ``action`` as the console's own Confirm does (refusals shown, the board refreshed)."""

    def refresh(self) -> None:
        """Redraw the console and the board from the controller."""

    def loaded_script(self) -> Sequence[ScriptStep]:
        """The script the narration reads (its steps by index)."""

    def phone_seats(self) -> set[int]:
        """The seats whose phone is connected: they choose and look there."""

    def phone_waiting(self, seat: int) -> QLabel:
        """A line saying that the console waits for ``seat``'s phone."""

    def phone_offers_changed(self) -> None:
        """The choices offered to the phones have changed (a One Night call opened or closed)."""

    def narration_remaining(self) -> float | None:
        """Seconds left of the narration's line being read, None when the narration is not playing."""


class BoardMiddle(Protocol):
    """The middle of the TV board a game's plug-in supplies: a QWidget (desktop.board.BoardPanel is its base) that
    renders the public view only; the board window around it draws the title, instruction, caption and timer."""

    def update_view(self, view: dict[str, Any], setup: Setup, result: Result | None) -> None:
        """Show ``view`` (the engine's public view) and, once the game is over, its ``result``."""

    def retranslate(self) -> None:
        """Re-render texts in the new UI language (the window calls update_view again afterwards)."""

    def show_timer(self, clock: str, purpose: str) -> bool:
        """A running countdown (``clock`` empty: none), with what it counts down to. A panel that shows it itself,
        large and in the middle of its table, returns True; otherwise the board's header shows it."""

    def held_headline(self) -> str | None:
        """While the panel reveals the end (One Night's cards turned seat by seat), the headline instead of the
        result's, which would tell the end before the cards do; None: the result's."""
