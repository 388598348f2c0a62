"""A round of the table on the phones: while everyone takes the laptop in turn for a hidden role's step, a seat
with a phone has the same screen on its phone, and the round waits for its press as for the laptop's players.

A "choice" round shows every phone the same forms: the holder's own choice, or a stand-in with the same buttons
(desktop/rounds.py), or, when no stand-in can be built without showing a secret, a single Done. A "deliver" round
shows every phone "hold to look" with what is new for it (or "Nothing new for you.", as long) and "I have looked".
Either press is answered "Sent." alike; only the holder's reaches the game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.core import Choice
from engine.i18n import QT_TRANSLATE_NOOP

from ..controller import GameController, SecretRound
from ..plugin import GamePlugin
from ..rounds import stand_in
from ..text import render_msg

DONE = "round_done"  # a phone's press with nothing to choose (never an engine action type)
SEEN = "round_seen"  # a phone's press in a delivery round
ROUND_TYPES = frozenset({DONE, SEEN})

T_EVERYONE = QT_TRANSLATE_NOOP("Companion", "Everyone has this screen now, so that nobody can tell who has something to do.")
T_NOTHING = QT_TRANSLATE_NOOP("Companion", "There is nothing for you to choose now: press Done.")
T_NOTHING_NEW = QT_TRANSLATE_NOOP("Companion", "Nothing new for you.")
T_LOOK = QT_TRANSLATE_NOOP("Companion", "Hold to look, then press I have looked.")
T_DONE = QT_TRANSLATE_NOOP("Companion", "Done")
T_LOOKED = QT_TRANSLATE_NOOP("Companion", "I have looked")


def _t(text: str) -> str:
    return QCoreApplication.translate("Companion", text)


def pending_round(controller: GameController, seat: int) -> SecretRound | None:
    """The round in progress, if ``seat``'s phone has still to press in it."""
    turn = controller.round
    return turn if turn is not None and seat in turn.waiting_phones else None


def own_choices(controller: GameController, turn: SecretRound, seat: int) -> list[Choice]:
    return [c for c in controller.choices() if c.player == seat and c.type in turn.types]


def round_choices(controller: GameController, plugin: GamePlugin, turn: SecretRound, seat: int) -> list[Choice] | None:
    """The forms of ``seat``'s round screen in a fixed order (own choices and stand-ins); None: a single Done."""
    mine = own_choices(controller, turn, seat)
    templates = dict(turn.templates)
    for choice in controller.choices():
        if choice.type in turn.types:
            templates.setdefault(choice.type, choice)
    shown: list[Choice] = []
    for kind in sorted(templates):
        own = [c for c in mine if c.type == kind]
        if own:
            shown.extend(own)
            continue
        decoy = stand_in(controller, plugin, templates[kind], seat)
        if decoy is None:
            return shown or None  # as the laptop: no stand-in without a secret, "nothing for you" and Done
        shown.append(decoy)
    return shown or None


def fresh_line(controller: GameController, seat: int) -> str:
    """What a delivery round brings ``seat`` (or the same "nothing new" every other phone reads)."""
    lines = [render_msg(e.msg) for d in controller.pending_deliveries() if d.seat == seat for e in d.events if e.msg]
    return "\n".join(lines) or _t(T_NOTHING_NEW)


def press_form(turn: SecretRound, index: int) -> dict[str, Any]:
    """The one button of a round screen without forms: Done (a choice round) or I have looked (a delivery)."""
    seen = turn.kind == "deliver"
    return {"index": index, "type": SEEN if seen else DONE, "secret": True,
            "title": _t(T_LOOK if seen else T_NOTHING), "confirm": _t(T_LOOKED if seen else T_DONE), "params": []}


def note() -> str:
    return _t(T_EVERYONE)
