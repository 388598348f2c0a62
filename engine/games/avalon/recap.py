"""Avalon told again (engine/recap.py): every team and its vote, every quest's cards, the checks and the end; at the
end each seat's role and side."""

from __future__ import annotations

from ...recap import DealtRoles
from .data import ROLES, SIDE_NAMES
from .texts import E_CARD_IN

__all__ = ["SIDE_NAMES", "SKIPPED", "role_name", "seats"]
#: Lines a retelling leaves out: "{player} has played a card" (the cards themselves are told).
SKIPPED = frozenset({E_CARD_IN})

_PARTS = DealtRoles(ROLES, SIDE_NAMES)
seats = _PARTS.seats
role_name = _PARTS.role_name
