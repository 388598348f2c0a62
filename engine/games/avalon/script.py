"""Avalon's narration: the reveal script's lines for a role list and its options (§6)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core import ScriptStep
from engine.i18n import Msg

from . import data as D  # noqa: N812 - the rules tables and the script's lines


def script(roles: Sequence[str], opts: Mapping[str, Any]) -> list[ScriptStep]:
    """The reveal script's steps, ``opts`` being the options with the defaults filled in."""
    return [ScriptStep(f"avalon.{line_id}", Msg(D.LINES[line_id].text), D.line_seconds(D.LINES[line_id]), D.LINES[line_id].role,
                       wait=D.LINES[line_id].look)
            for line_id in script_ids(roles, opts)]


def script_ids(roles: Sequence[str], opts: Mapping[str, Any]) -> list[str]:
    """The line ids of the reveal script for this role list (§6.2)."""
    present = set(roles)
    out = ["INTRO"]
    if D.CLERIC in present and opts.get("cleric_checks", "first_leader") == "first_leader":
        out.append("CLERIC_THUMB_T1" if D.TROUBLEMAKER in present else "CLERIC_THUMB_T0")
        if D.TRICKSTER in present:
            out.append("CLERIC_TRICKSTER_CHOOSE" if opts.get("trickster_loyalty", "chooses") == "chooses" else "CLERIC_TRICKSTER_GOOD")
        out += ["CLERIC_OPEN", "CLERIC_CLOSE", "CLERIC_THUMB_DOWN"]
    out.append("EVIL_OPEN_NOT_OBERON" if D.OBERON in present else "EVIL_OPEN")
    out += ["EVIL_CLOSE", "ALL_CLOSED"]
    out.append("THUMBS_FOR_MERLIN_NOT_MORDRED" if D.MORDRED in present else "THUMBS_FOR_MERLIN")
    out += ["MERLIN_OPEN", "EVIL_THUMBS_DOWN", "MERLIN_CLOSE", "ALL_CLOSED"]
    if D.PERCIVAL in present:
        suffix = "MM" if D.MORGANA in present else "M"
        out += [f"PERCIVAL_THUMB_{suffix}", f"PERCIVAL_OPEN_{suffix}", f"PERCIVAL_THUMB_DOWN_{suffix}", "PERCIVAL_CLOSE", "ALL_CLOSED"]
    out.append("ALL_OPEN")
    return out
