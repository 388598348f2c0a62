"""One Night told again (engine/recap.py): the night's calls and what each player saw or moved, the votes and the
deaths; at the end each seat's card as dealt and as it ended."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core import Event, Result, Setup
from ...i18n import QT_TRANSLATE_NOOP, Msg, Text
from .data import ROLE_NAMES, TEAM_NAMES, team_of
from .texts import EV_VOTED, S_DEALT

T_MOVED = QT_TRANSLATE_NOOP("onuw", "dealt the {dealt}, ended as the {final}")

SIDE_NAMES = TEAM_NAMES
#: Lines a retelling leaves out: each vote as it is cast (the votes line names them all), and each card as dealt
#: (the closing lines give every seat's card as dealt and as it ended).
SKIPPED = frozenset({EV_VOTED, S_DEALT})


def reword(event: Event, told: dict[str, Any]) -> Msg:
    """A night call numbered as the table heard it (1, 2, 3 ...), as the console's log numbers it: the rulebook's
    step ids (2, 5, 6-B, 10a) skip the roles not dealt."""
    msg = event.msg
    assert msg is not None
    if event.type != "night_step" or "number" not in msg.params:
        return msg
    told["calls"] = told.get("calls", 0) + 1
    return Msg(msg.text, {**msg.params, "number": told["calls"]})


def seats(setup: Setup, result: Result, view: Mapping[str, Any]) -> Sequence[tuple[str, Msg | Text | str, str, Text | str]]:
    finals = result.details.get("final_roles") or [None] * setup.count
    teams = result.details.get("teams") or [None] * setup.count
    dealt = view.get("dealt") or [None] * setup.count
    out: list[tuple[str, Msg | Text | str, str, Text | str]] = []
    for seat in range(setup.count):
        final = finals[seat] if seat < len(finals) and isinstance(finals[seat], str) else None
        first = dealt[seat] if seat < len(dealt) and isinstance(dealt[seat], str) else None
        team = teams[seat] if seat < len(teams) and isinstance(teams[seat], str) else (team_of(final) if final else "")
        if final is None:
            out.append(("", "", team, TEAM_NAMES.get(team, "")))
            continue
        name: Msg | Text = ROLE_NAMES.get(final, Text("onuw", final))
        if first is not None and first != final:
            name = T_MOVED(dealt=ROLE_NAMES.get(first, Text("onuw", first)), final=name)
        out.append((final, name, team, TEAM_NAMES.get(team, team)))
    return out


def role_name(role: str) -> Text | None:
    """A role id's name for people (the history lists roles by id)."""
    return ROLE_NAMES.get(role)
