"""Avalon told again (engine/recap.py): every team and its vote, every quest's cards, the checks and the end; at the
end each seat's role and side."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core import Event, Result, Setup
from ...i18n import Msg, Text
from .data import ROLES, SIDE_NAMES
from .texts import E_CARD_IN

__all__ = ["SIDE_NAMES", "role_name", "seats", "skip"]
#: Lines a retelling leaves out: "{player} has played a card" (the cards themselves are told).
_SKIPPED = frozenset({str(E_CARD_IN)})


def skip(event: Event) -> bool:
    return event.msg is not None and str(event.msg.text) in _SKIPPED


def seats(setup: Setup, result: Result, view: Mapping[str, Any]) -> Sequence[tuple[str, Msg | Text | str, str, Text | str]]:
    roles = result.details.get("roles") or [None] * setup.count
    out: list[tuple[str, Msg | Text | str, str, Text | str]] = []
    for seat in range(setup.count):
        role = roles[seat] if seat < len(roles) and isinstance(roles[seat], str) else None
        info = ROLES.get(role) if role else None
        if info is None:
            out.append(("", "", "", ""))
        else:
            out.append((info.id, info.name, info.side, SIDE_NAMES.get(info.side, info.side)))
    return out


def role_name(role: str) -> Text | None:
    """A role id's name for people (the history lists roles by id)."""
    return ROLES[role].name if role in ROLES else None
