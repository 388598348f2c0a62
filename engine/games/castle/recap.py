"""Castle of the Devil told again (engine/recap.py): the trades, the fights with their totals and the
declarations; at the end each seat's society and profession."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core import Result, Setup
from ...i18n import QT_TRANSLATE_NOOP, Msg, Text
from .data import LOGE, PROFESSION_NAMES, SOCIETY_NAMES
from .texts import EV_FIGHT_OVER, EV_LAST_WORD, EV_TURN

SIDE_NAMES: dict[str, Text] = {**SOCIETY_NAMES, LOGE: QT_TRANSLATE_NOOP("castle", "the Loge")}
#: Lines a retelling leaves out: whose turn it is (every line after it names them), the end of a fight (its
#: winner is told) and the call for the last word.
SKIPPED = frozenset({EV_TURN, EV_FIGHT_OVER, EV_LAST_WORD})


def seats(setup: Setup, result: Result, view: Mapping[str, Any]) -> Sequence[tuple[str, Msg | Text | str, str, Text | str]]:
    societies = result.details.get("societies") or view.get("societies") or [None] * setup.count
    professions = view.get("professions") or [None] * setup.count
    out: list[tuple[str, Msg | Text | str, str, Text | str]] = []
    for seat in range(setup.count):
        society = societies[seat] if seat < len(societies) and isinstance(societies[seat], str) else ""
        profession = professions[seat] if seat < len(professions) and isinstance(professions[seat], str) else ""
        out.append((profession, PROFESSION_NAMES.get(profession, ""), society, SOCIETY_NAMES.get(society, "")))
    return out


def role_name(role: str) -> Text | None:
    """A role id's name for people (the history lists roles by id)."""
    return PROFESSION_NAMES.get(role)
