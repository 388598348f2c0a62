"""What goes over the wire: every message a phone may send, and everything a phone is shown, rendered.

All text is rendered here, on the laptop, from the same catalogues and game plug-ins as the console, in the
phone's own language (:func:`phone_language`). A phone's state holds only its own seat's private events and
summary, the public phase, and the open choices of its own seat: the moderator view is never read here.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.core import Action, Choice, OneOf, SubsetOf, _member
from engine.i18n import QT_TRANSLATE_NOOP, Msg

from ..controller import GameController
from ..i18n import LIST_SEPARATORS, RTL_LANGUAGES, Catalog
from ..plugin import GamePlugin
from . import aids, rounds
from .lang import phone_language

MAX_MESSAGE = 4096  # characters of one message from a phone (a choice is a few dozen)
CLIENT_TYPES = frozenset({"hello", "claim", "lang", "act", "seen", "ping"})

ChoiceFilter = Callable[[Choice], bool]
T_NOT_ALLOWED = QT_TRANSLATE_NOOP("Companion", "Not allowed now.")


def _t(text: str) -> str:
    return QCoreApplication.translate("Companion", str(text))


PAGE_TEXTS = {
    "choose_seat": QT_TRANSLATE_NOOP("Companion", "Which seat is yours?"),
    "taken": QT_TRANSLATE_NOOP("Companion", "taken"),
    "no_seats": QT_TRANSLATE_NOOP("Companion", "Every seat is taken. Ask the moderator to release yours."),
    "hold": QT_TRANSLATE_NOOP("Companion", "Hold to look"),
    "hold_hint": QT_TRANSLATE_NOOP("Companion", "Only you should see this. Hold the button to look at your card; let go to hide it."),
    "nothing_secret": QT_TRANSLATE_NOOP("Companion", "Nothing secret for you yet."),
    "your_choices": QT_TRANSLATE_NOOP("Companion", "Your choices"),
    "nothing_to_do": QT_TRANSLATE_NOOP("Companion", "Nothing for you to choose now."),
    "confirm": QT_TRANSLATE_NOOP("Companion", "Confirm"),
    "sure": QT_TRANSLATE_NOOP("Companion", "Send this choice?"),
    "send": QT_TRANSLATE_NOOP("Companion", "Send"),
    "back": QT_TRANSLATE_NOOP("Companion", "Back"),
    "sent": QT_TRANSLATE_NOOP("Companion", "Sent."),
    "connecting": QT_TRANSLATE_NOOP("Companion", "Connecting to the table…"),
    "reconnecting": QT_TRANSLATE_NOOP("Companion", "Connection lost. Reconnecting…"),
    "language": QT_TRANSLATE_NOOP("Companion", "Language"),
    "game_over": QT_TRANSLATE_NOOP("Companion", "The game is over."),
    "choose_n": QT_TRANSLATE_NOOP("Companion", "Choose {n}."),
    "eyes_closed": QT_TRANSLATE_NOOP("Companion",
                                     "Night. Eyes closed. When your role is called, your choices appear here without a sound."),
    "ask_moderator": QT_TRANSLATE_NOOP("Companion", "the moderator must accept"),
    "on_laptop": QT_TRANSLATE_NOOP("Companion", "plays on the laptop"),
    "take_back": QT_TRANSLATE_NOOP("Companion", "Use my seat on this phone"),
    "send_later": QT_TRANSLATE_NOOP("Companion", "Not connected: your choice is sent when the connection is back."),
    "not_sent": QT_TRANSLATE_NOOP("Companion", "Your choice was not sent. Choose again."),
}


def page_texts(lang: str) -> dict[str, str]:
    """The page's own words, in the language of the enclosing :func:`phone_language` block, with the
    language's list separator ("sep")."""
    return {"sep": LIST_SEPARATORS.get(lang, ", "), **{key: _t(text) for key, text in PAGE_TEXTS.items()},
            **aids.aid_texts()}


ERROR_TEXTS = {
    "bad_json": QT_TRANSLATE_NOOP("Companion", "The phone sent something the table did not understand."),
    "unknown_type": QT_TRANSLATE_NOOP("Companion", "The phone asked for something the table does not know."),
    "too_big": QT_TRANSLATE_NOOP("Companion", "The phone sent a message that is too long."),
    "slow_down": QT_TRANSLATE_NOOP("Companion", "Too many messages at once; wait a moment."),
    "not_joined": QT_TRANSLATE_NOOP("Companion", "This phone has not joined a seat yet."),
    "bad_token": QT_TRANSLATE_NOOP("Companion", "This phone no longer holds a seat. Choose your seat again."),
    "seat_taken": QT_TRANSLATE_NOOP("Companion", "Another phone holds that seat. Ask the moderator to release it."),
    "not_a_seat": QT_TRANSLATE_NOOP("Companion", "There is no such seat."),
    "too_many_attempts": QT_TRANSLATE_NOOP("Companion", "Too many attempts to join. Wait a minute and try again."),
    "not_your_seat": QT_TRANSLATE_NOOP("Companion", "A phone can act only for its own seat."),
    "stale": QT_TRANSLATE_NOOP("Companion", "The table has moved on since; look again and choose."),
    "not_offered": QT_TRANSLATE_NOOP("Companion", "This choice is not made on a phone."),
    "replaced": QT_TRANSLATE_NOOP("Companion", "This seat has been opened on another phone or tab."),
    "released": QT_TRANSLATE_NOOP("Companion", "The moderator has released this seat."),
    "bad_action": QT_TRANSLATE_NOOP("Companion", "That choice is not complete."),
    "on_laptop": QT_TRANSLATE_NOOP("Companion", "This seat plays on the laptop. Ask the moderator."),
    "seat_asked": QT_TRANSLATE_NOOP("Companion", "Another phone is asking for that seat. Ask the moderator."),
    "asking": QT_TRANSLATE_NOOP("Companion", "The moderator has been asked to let this phone take the seat. Wait for "
                                             "their answer."),
    "request_refused": QT_TRANSLATE_NOOP("Companion", "The moderator did not let this phone take that seat."),
}


def error_text(code: str) -> str:
    """A refusal the server itself gives (the engine's refusals come with the engine's reason)."""
    return _t(ERROR_TEXTS.get(code, ERROR_TEXTS["unknown_type"]))


def dumps(message: dict[str, Any]) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def parse(text: str) -> tuple[dict[str, Any] | None, str | None]:
    """A phone's message as an object with a known "type", or the error code to answer with."""
    if len(text) > MAX_MESSAGE:
        return None, "too_big"
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None, "bad_json"
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        return None, "bad_json"
    if data["type"] not in CLIENT_TYPES:
        return None, "unknown_type"
    return data, None


def seats_message(controller: GameController, free: list[int], lang: str, ask: frozenset[int] | set[int] = frozenset(),
                  laptop: frozenset[int] | set[int] = frozenset()) -> dict[str, Any]:
    """The join screen: every seat by name, whether it is free (names are public: the board shows them), whether
    the moderator must accept a phone for it (``ask``: something secret was shown for it) and whether it plays on
    the laptop (never free)."""
    with phone_language(lang):
        texts = page_texts(lang)
    return {"type": "seats", "lang": lang, "dir": _direction(lang), "texts": texts,
            "seats": [{"seat": s, "name": name, "free": s in free and s not in laptop, "ask": s in ask,
                       "laptop": s in laptop} for s, name in enumerate(controller.players)]}


def _direction(lang: str) -> str:
    return "rtl" if lang in RTL_LANGUAGES else "ltr"


def seat_choices(controller: GameController, seat: int, offer: ChoiceFilter) -> list[Choice]:
    """The open choices of ``seat`` that are made on a phone (never a moderator's: their player is None)."""
    return [c for c in controller.choices() if c.player == seat and offer(c)]


def state_message(controller: GameController, plugin: GamePlugin, seat: int, lang: str, rev: int,
                  offer: ChoiceFilter) -> dict[str, Any]:
    """Everything the phone of ``seat`` shows, rendered in ``lang``."""
    table_round = controller.round
    groups = controller.session.groups[:table_round.groups] if table_round is not None else controller.session.groups
    with phone_language(lang) as cat:
        lines = [cat.render(e.msg) for g in groups for e in g.events
                 if isinstance(e.audience, tuple) and seat in e.audience and e.msg is not None]
        # While the table goes round, every phone shows the table as the round began (as the board does).
        result = controller.result() if table_round is None else None
        public = controller.public_view() if table_round is None else table_round.view
        turn = rounds.pending_round(controller, seat)
        if turn is not None:
            choices = rounds.round_choices(controller, plugin, turn, seat) if turn.kind == "choice" else None
            forms = ([_choice(controller, plugin, cat, c, i) for i, c in enumerate(choices)] if choices
                     else [rounds.press_form(turn, 0)])
            if turn.kind == "deliver":
                fresh = rounds.fresh_line(controller, seat)
                lines = [fresh, *(line for line in lines if line not in fresh.split("\n"))]
        else:
            forms = [] if result is not None else [_choice(controller, plugin, cat, c, i)
                                                   for i, c in enumerate(seat_choices(controller, seat, offer))]
        message: dict[str, Any] = {
            "type": "state", "rev": rev, "seat": seat, "name": controller.players[seat], "lang": lang,
            "dir": _direction(lang), "texts": page_texts(lang),
            "phase": plugin.phone_phase_text(public),
            # One Night's night: every phone shows the same dim screen; only the player just called has choices.
            "night": result is None and plugin.night_active(public),
            "secret": {"lines": lines, "summary": plugin.private_summary(controller, seat)},
            "choices": forms,
            # A round of the table: every phone still to press has this screen (the same note for all).
            "round": {"kind": turn.kind, "note": rounds.note()} if turn is not None else None,
            "result": plugin.result_text(result, controller.setup) if result is not None else None,
        }
        message.update(aids.extras(controller, plugin, seat, message))  # step, new, aids (issue 31)
    return message


def _candidates(controller: GameController, plugin: GamePlugin, choice: Choice, key: str, secret: bool) -> list[Any]:
    """The values a form shows for ``key``, as the console's ChoiceForm shows them."""
    domain = choice.params[key]
    shown = plugin.secret_values(controller, choice, key) if secret else None
    if shown is not None:
        return list(shown)
    if plugin.seat_param(choice, key) and all(isinstance(v, int) for v in domain.values):
        return list(range(len(controller.players)))
    return list(domain.values)


def _reason(controller: GameController, cat: Catalog, choice: Choice, key: str, value: Any) -> str:
    """The engine's reason a value is refused (the console's ChoiceForm asks the same way)."""
    params: dict[str, Any] = {}
    for other, domain in choice.params.items():
        if other == key:
            params[other] = [value, *list(domain.values)[: domain.size - 1]] if isinstance(domain, SubsetOf) else value
        else:
            params[other] = next(domain.options())
    reason = controller.explain(Action(choice.type, choice.player, params))
    return cat.render(reason) if reason is not None else _t(T_NOT_ALLOWED)


def is_secret(controller: GameController, plugin: GamePlugin, choice: Choice) -> bool:
    """A secret screen, as the console's ChoiceForm(secret=True) is one: a private or hidden role's choice."""
    return plugin.is_private_choice(controller, choice) or plugin.hidden_role_choice(controller, choice)


def _choice(controller: GameController, plugin: GamePlugin, cat: Catalog, choice: Choice, index: int) -> dict[str, Any]:
    # On a secret screen every seat's phone shows the same buttons, all enabled and none with a reason (a greyed
    # Fail would tell a neighbour the player is good): a value the rules forbid is refused after it is sent.
    secret = is_secret(controller, plugin, choice)
    params = []
    for key, domain in choice.params.items():
        options = []
        for value in _candidates(controller, plugin, choice, key, secret):
            legal = secret or _member(value, domain.values)
            options.append({"value": value, "label": plugin.value_label(controller, choice, key, value),
                            "enabled": legal, "reason": "" if legal else _reason(controller, cat, choice, key, value)})
        params.append({"key": key, "label": plugin.param_label(choice, key),
                       "kind": "one" if isinstance(domain, OneOf) else "subset",
                       "size": 1 if isinstance(domain, OneOf) else domain.size, "options": options})
    return {"index": index, "type": choice.type, "secret": secret, "title": plugin.choice_title(controller, choice),
            "confirm": plugin.confirm_label(controller, choice) or _t(PAGE_TEXTS["confirm"]), "params": params,
            "note": plugin.phone_choice_note(controller, choice)}


def render_reason(reason: Msg, lang: str) -> str:
    with phone_language(lang) as cat:
        return cat.render(reason)


def error_message(code: str, lang: str, **extra: Any) -> dict[str, Any]:
    with phone_language(lang):
        text = error_text(code)
    return {"type": "error", "code": code, "message": text, **extra}


