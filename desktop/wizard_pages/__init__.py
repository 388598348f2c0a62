"""The wizard's pages after the first (players, roles and options, dealing, narration, summary), one module each,
with the option editors (options.py) and the small widgets they share (widgets.py).

They need the game's rules, so :mod:`desktop.wizard` imports this package once the
rules are loaded, after the wizard's first frame.
"""

from __future__ import annotations

from .deal import DealPage
from .narration import NarrationPage
from .options import (
    MultipleOptionEditor,
    StageSecondsEditor,
    option_changed,
    option_editor,
    option_help,
    option_value_text,
    seat_editor,
    switch_refusals,
)
from .players import PlayersPage
from .roles import RolesPage
from .summary import SummaryPage
from .widgets import ProblemsLabel, WheelGuard, guard_wheel, seat_cell

__all__ = [
    "DealPage", "MultipleOptionEditor", "NarrationPage", "PlayersPage", "ProblemsLabel", "RolesPage",
    "StageSecondsEditor", "SummaryPage", "WheelGuard", "guard_wheel", "option_changed", "option_editor", "option_help",
    "option_value_text", "seat_cell", "seat_editor", "switch_refusals",
]
