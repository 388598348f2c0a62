"""What a phone adds to a seat's state besides its secrets (issue 31): the player aids anyone may look up at any
time (the roles of this game, One Night's night order), the table's step (a receipt goes when it ends), and
whether the seat has something new to hold and look at.

Nothing here is secret: the aids come from the game's setup (the roles in play are public, as the wizard showed
them on the TV), and every phone is sent the same aids and the same step.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.core import PUBLIC
from engine.i18n import QT_TRANSLATE_NOOP

from ..controller import GameController
from ..plugin import GamePlugin
from ..text import render_msg

AID_TEXTS = {
    "aids": QT_TRANSLATE_NOOP("Companion", "Player aids"),
    "roles": QT_TRANSLATE_NOOP("Companion", "The roles in this game"),
    "night_order": QT_TRANSLATE_NOOP("Companion", "The night order of this deck"),
    "close_aids": QT_TRANSLATE_NOOP("Companion", "Close"),
    "new": QT_TRANSLATE_NOOP("Companion", "New for you: hold to look"),
    "awake": QT_TRANSLATE_NOOP("Companion", "Keep your screen on: this page cannot keep the phone awake by itself."),
}


def _t(text: str) -> str:
    return QCoreApplication.translate("Companion", text)


def aid_texts() -> dict[str, str]:
    """The page's words for the aids, in the language of the enclosing phone_language block."""
    return {key: _t(text) for key, text in AID_TEXTS.items()}


def _roles(controller: GameController, plugin: GamePlugin) -> list[dict[str, str]]:
    setup = controller.setup
    catalogue = {info.id: info for info in plugin.role_catalogue(len(setup.players), setup.options)}
    out = []
    for role in dict.fromkeys(setup.roles):
        info = catalogue.get(role)
        side = plugin.side_of(role)
        out.append({"role": role, "name": plugin.role_name(role), "side": plugin.side_name(side) if side else "",
                    "help": render_msg(info.help) if info is not None and info.help else ""})
    return out


def _night_order(controller: GameController, plugin: GamePlugin) -> list[dict[str, str]]:
    """One Night's calls of this deck, in order (None of it is secret: the narrator reads every call aloud)."""
    if controller.setup.game != "onuw":
        return []
    from engine.games.onuw import data as D  # noqa: N812

    config = controller.game.config(controller.setup)  # type: ignore[attr-defined]
    out = []
    for sid in config.steps:
        step = D.STEP_BY_ID[sid]
        out.append({"number": step.number, "name": plugin.role_name(step.role)})
    return out


def player_aids(controller: GameController, plugin: GamePlugin) -> dict[str, Any]:
    """The aids in the language of the enclosing phone_language block."""
    return {"roles": _roles(controller, plugin), "night_order": _night_order(controller, plugin)}


def step_key(phase: str, night: bool, round_kind: str | None, result: str | None) -> str:
    """The table's step as every phone sees it (public only): a receipt shown on a phone goes when it changes."""
    return "\x1f".join((phase, "night" if night else "", round_kind or "", result or ""))


def fresh_for(controller: GameController, plugin: GamePlugin, seat: int, phase: str, night: bool = False) -> bool:
    """``seat`` has private messages it has not held to look at yet, in their moment: what was dealt to it stays new
    until held; anything later that the player did not cause only while the table is in the step it was made in
    (the same phase line), so that a mark never outlasts its step and never lights up later on some phones only.
    Never at night but for the deal, never for the answer to the player's own choice."""
    pending = {id(e) for d in controller.pending_deliveries() if d.seat == seat for e in d.events}
    if not pending:
        return False
    session = controller.session
    for index, group in enumerate(session.groups):
        if not any(id(e) in pending for e in group.events):
            continue
        if index == 0:
            return True  # the deal: every seat's card, new until held
        if night or any(a.player == seat for a in group.actions):
            # What a call showed its player (a dim screen with a mark would say who woke), and the answer to the
            # player's own choice ("Sent." says it was made; a mark would single out who has chosen).
            continue
        if plugin.phone_phase_text(controller.game.view(session.states[index], PUBLIC)) == phase:
            return True
    return False


def extras(controller: GameController, plugin: GamePlugin, seat: int, message: Mapping[str, Any]) -> dict[str, Any]:
    """The state's additions, rendered in the enclosing phone_language block."""
    round_ = message.get("round")
    return {"step": step_key(message.get("phase") or "", bool(message.get("night")),
                             round_.get("kind") if isinstance(round_, Mapping) else None, message.get("result")),
            "new": message.get("result") is None and fresh_for(controller, plugin, seat, message.get("phase") or "",
                                                               bool(message.get("night"))),
            "aids": player_aids(controller, plugin)}
