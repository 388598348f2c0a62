"""The one error type for refused actions, and the record/setup errors.

Codes are stable strings (documented in docs/records.md); a record can expect
one with ``"expect_error": CODE``. The reason is a translatable message.
"""

from __future__ import annotations

from .i18n import QT_TRANSLATE_NOOP, Msg

# Codes shared by every game. Games add their own (documented per game).
NOT_YOUR_TURN = "not_your_turn"
WRONG_PHASE = "wrong_phase"
UNKNOWN_ACTION = "unknown_action"
BAD_PARAMETER = "bad_parameter"
GAME_OVER = "game_over"
BAD_CHANCE = "bad_chance"
NO_SUCH_SEAT = "no_such_seat"
NOTHING_TO_UNDO = "nothing_to_undo"
NOTHING_TO_REDO = "nothing_to_redo"

T_NOT_YOUR_TURN = QT_TRANSLATE_NOOP("engine", "It is not {player}'s turn to do that.")
T_WRONG_PHASE = QT_TRANSLATE_NOOP("engine", "That cannot be done now.")
T_UNKNOWN_ACTION = QT_TRANSLATE_NOOP("engine", "Unknown action \u201c{action}\u201d.")
T_BAD_PARAMETER = QT_TRANSLATE_NOOP("engine", "The value given for \u201c{name}\u201d is not allowed.")
T_GAME_OVER = QT_TRANSLATE_NOOP("engine", "The game is over.")
T_BAD_CHANCE = QT_TRANSLATE_NOOP("engine", "That chance outcome is not possible here.")
T_NO_SUCH_SEAT = QT_TRANSLATE_NOOP("engine", "There is no seat {seat} at this table: seats are numbered 0 to {last}.")
T_NOTHING_TO_UNDO = QT_TRANSLATE_NOOP("engine", "There is nothing to undo.")
T_NOTHING_TO_REDO = QT_TRANSLATE_NOOP("engine", "There is nothing to redo.")


class IllegalAction(Exception):
    """An action the rules refuse. ``code`` is stable; ``reason`` is translatable."""

    def __init__(self, code: str, reason: Msg) -> None:
        super().__init__(f"{code}: {reason.english()}")
        self.code = code
        self.reason = reason


class SetupError(Exception):
    """A setup that fails validation; ``problems`` holds every reason."""

    def __init__(self, problems: list) -> None:  # list[Problem]; typed loosely to avoid a cycle
        super().__init__("; ".join(p.msg.english() for p in problems))
        self.problems = problems


class RecordError(Exception):
    """A record or journal file that cannot be read. The message says why, in plain words."""
