"""The reveal ("night") script, composed from the role list as shared/rules/quest.md §6.2 describes.

The script depends only on the role list, the player count and the variant, never on the deal, so
reading it aloud leaks nothing. Step ids are stable message ids ("quest.reveal.evil_open", ...).
"""

from __future__ import annotations

from collections import Counter

from engine.core import ScriptStep, Setup
from engine.i18n import Msg

from . import config as c
from . import data as d
from . import texts as t

# Seconds per kind of line, counted from the start of its speech.
EYES = 4.0  # "close your eyes" / "open your eyes"
THUMB = 4.0  # raise or lower a thumb
LOOK = 8.0  # eyes open, looking around
SHORT = 3.0  # close one's eyes

EVIL_OPEN_EACH_OTHER = (t.S_EVIL_OPEN_0, t.S_EVIL_OPEN_1, t.S_EVIL_OPEN_2, t.S_EVIL_OPEN_3, t.S_EVIL_OPEN_4)
EVIL_OPEN_ALL_AGENTS = (None, t.S_EVIL_ALL_1, t.S_EVIL_ALL_2, t.S_EVIL_ALL_3, t.S_EVIL_ALL_4)


def _names(roles: list[str]) -> dict[str, object]:
    return {key: d.ROLES[r].name for key, r in zip("abcd", roles, strict=False)}


def _thumbs(template_one: object, template_two: object, roles: list[str]) -> Msg:
    if len(roles) == 1:
        return template_one(role=d.ROLES[roles[0]].name)  # type: ignore[operator]
    return template_two(first=d.ROLES[roles[0]].name, second=d.ROLES[roles[1]].name)  # type: ignore[operator]


def reveal_script(setup: Setup) -> list[ScriptStep]:
    o = c.opts(setup)
    n = setup.count
    variant = o[c.VARIANT]
    counts = Counter(setup.roles)
    present = set(counts)
    steps = [ScriptStep("quest.reveal.open", t.S_OPEN(), EYES)]

    if d.SCION in present:
        steps += [
            ScriptStep("quest.reveal.scion_thumb_up", t.S_SCION_1(), THUMB, d.SCION),
            ScriptStep("quest.reveal.scion_morgan_open", t.S_SCION_2(), LOOK, d.MORGAN, wait=True),
            ScriptStep("quest.reveal.scion_thumb_down", t.S_SCION_3(), THUMB, d.SCION),
            ScriptStep("quest.reveal.scion_morgan_close", t.S_SCION_4(), SHORT, d.MORGAN),
        ]

    thumbs: list[str] = []
    if d.BLIND_HUNTER in present and not (variant == d.DIRECTORS_CUT and n >= 6):
        thumbs.append(d.BLIND_HUNTER)
    if d.MUTINEER in present:
        thumbs.append(d.MUTINEER)
    sighted_other = any(d.ROLES[r].sighted and r != d.MORGAN for r in present)
    if sighted_other or thumbs:
        excluded = [r for r in d.BLIND_EVIL_ORDER if r in present]
        if thumbs:
            steps.append(ScriptStep("quest.reveal.evil_thumbs_up", _thumbs(t.S_THUMB_1, t.S_THUMB_2, thumbs), THUMB))
        table = EVIL_OPEN_ALL_AGENTS if thumbs else EVIL_OPEN_EACH_OTHER
        template = table[len(excluded)]
        assert template is not None
        steps.append(ScriptStep("quest.reveal.evil_open", template(**_names(excluded)), LOOK, d.MINION, wait=True))
        steps.append(ScriptStep("quest.reveal.evil_close", t.S_EVIL_CLOSE(), SHORT, d.MINION))
        if thumbs:
            steps.append(ScriptStep("quest.reveal.evil_thumbs_down", _thumbs(t.S_THUMB_DOWN_1, t.S_THUMB_DOWN_2, thumbs), THUMB))

    if variant == d.DIRECTORS_CUT and n <= 5 and not o[c.UNKNOWN_ROLES] and o[c.DC_HUNTER_SEES_SET_ASIDE] \
            and d.BLIND_HUNTER in present:
        steps += [
            ScriptStep("quest.reveal.dc_hunter_open", t.S_DCBH_1(), LOOK, d.BLIND_HUNTER, wait=True),
            ScriptStep("quest.reveal.dc_hunter_close", t.S_DCBH_2(), SHORT, d.BLIND_HUNTER),
        ]

    if d.ARTHUR in present:
        steps += [
            ScriptStep("quest.reveal.arthur_thumb_up", t.S_ARTHUR_1(), THUMB, d.MORGAN),
            ScriptStep("quest.reveal.arthur_open", t.S_ARTHUR_2(), LOOK, d.ARTHUR, wait=True),
            ScriptStep("quest.reveal.arthur_close", t.S_ARTHUR_3(), SHORT, d.ARTHUR),
            ScriptStep("quest.reveal.arthur_thumb_down", t.S_ARTHUR_4(), THUMB, d.MORGAN),
        ]

    if d.CLERIC in present:
        plural = counts[d.CLERIC] > 1
        steps += [
            ScriptStep("quest.reveal.cleric_thumb_up", t.S_CLERIC_1(), THUMB),
            ScriptStep("quest.reveal.cleric_open", (t.S_CLERIC_2_PLURAL if plural else t.S_CLERIC_2)(), LOOK / 2, d.CLERIC, wait=True),
            ScriptStep("quest.reveal.cleric_close", (t.S_CLERIC_3_PLURAL if plural else t.S_CLERIC_3)(), SHORT, d.CLERIC),
            ScriptStep("quest.reveal.cleric_thumb_down", t.S_CLERIC_4(), THUMB),
        ]

    steps.append(ScriptStep("quest.reveal.close", t.S_CLOSE(), EYES))
    return steps
