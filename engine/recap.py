"""A finished game told again: the recap (its events in order, each private one with who learned it, then the
roles) and its summary (who played what, which side won), both derived from the game's record alone.

Each game package has a ``recap`` module (engine/games/<id>/recap.py) saying which of its events are noise in a
retelling (``SKIPPED``, their texts), how a line is worded when it is told again (``reword``, optional) and what each seat was at
the end (``seats``); a game without one is retold in full.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from .core import MODERATOR, PUBLIC, Event, Game, Result, Setup
from .i18n import QT_TRANSLATE_NOOP, Msg, Text
from .session import Session

T_PRIVATE = QT_TRANSLATE_NOOP("recap", "{players}, privately: {line}")
T_ROLES = QT_TRANSLATE_NOOP("recap", "The cards on the table, now face up:")
T_SEAT = QT_TRANSLATE_NOOP("recap", "{player}: {role} ({side})")
T_SEAT_WON = QT_TRANSLATE_NOOP("recap", "{player}: {role} ({side}), a winner")
T_WINNERS = QT_TRANSLATE_NOOP("recap", "Winners: {players}.")
T_NOBODY = QT_TRANSLATE_NOOP("recap", "nobody")
T_UNKNOWN = QT_TRANSLATE_NOOP("recap", "unknown")

#: RecapLine.kind: an event everyone saw, one only the moderator (the app) knew, one told to some players in
#: private, and the closing lines (the roles and the winners).
PUBLIC_LINE, MODERATOR_LINE, PRIVATE_LINE, ROLE_LINE, WINNERS_LINE = "public", "moderator", "private", "role", "winners"


@dataclass(frozen=True)
class RecapLine:
    """One step of the retelling. ``event``: the index, in the game's events (as ``Session.events()`` lists them
    for the moderator), of the event the line retells; None for a closing line. ``seats``: who learned a private
    line, or the seat a role line is about."""

    msg: Msg
    kind: str
    event: int | None = None
    seats: tuple[int, ...] = ()


@dataclass(frozen=True)
class SeatSummary:
    """What one seat was at the end: role and side ids ("" when the app does not know them: a physical game),
    their names for people, and whether the seat won."""

    name: str
    role: str
    role_name: Msg | Text | str
    side: str
    side_name: Text | str
    won: bool


@dataclass(frozen=True)
class Summary:
    """A finished game in a few facts: what the history lists and the statistics count."""

    game: str
    mode: str
    seats: tuple[SeatSummary, ...]
    side: str  # the winning side's id
    side_name: Text | str
    winners: tuple[int, ...]

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "mode": self.mode, "side": self.side, "winners": list(self.winners),
                "seats": [{"name": s.name, "role": s.role, "side": s.side, "won": s.won} for s in self.seats]}


def parts(game: Game[Any]) -> ModuleType | None:
    """The game's recap module (``<its package>.recap``), or None for a game without one."""
    return _parts(type(game).__module__.rpartition(".")[0])


@functools.cache
def _parts(package: str) -> ModuleType | None:
    try:
        return importlib.import_module(f"{package}.recap")
    except ImportError:
        return None


def role_text(game: Game[Any], role: str) -> Text | str:
    """The name of one of ``game``'s role ids (its recap module's ``role_name``), else the id itself."""
    name = getattr(parts(game), "role_name", None)
    found = name(role) if callable(name) and role else None
    return found if found is not None else role


def side_text(game: Game[Any], side: str) -> Text | str:
    """The name of one of ``game``'s side ids, else the id itself."""
    return getattr(parts(game), "SIDE_NAMES", {}).get(side, side)


def _skip_of(game: Game[Any]) -> Callable[[Event], bool]:
    """The game's noise in a retelling: the events whose text is in its recap module's ``SKIPPED``."""
    skipped = frozenset(str(text) for text in getattr(parts(game), "SKIPPED", ()))
    return lambda event: event.msg is not None and str(event.msg.text) in skipped


SeatLine = tuple[str, Msg | Text | str, str, Text | str]  # role id, role name, side id, side name


class DealtRoles:
    """The recap's parts of a game whose result lists each seat's role id (``result.details["roles"]``), each role
    with its ``name`` and ``side`` in the game's role table: Quest and Avalon."""

    def __init__(self, roles: Mapping[str, Any], side_names: Mapping[str, Text]) -> None:
        self.roles = roles
        self.side_names = side_names

    def seats(self, setup: Setup, result: Result, view: Mapping[str, Any]) -> Sequence[SeatLine]:
        roles = result.details.get("roles") or [None] * setup.count
        out: list[SeatLine] = []
        for seat in range(setup.count):
            info = self.roles.get(roles[seat]) if seat < len(roles) and isinstance(roles[seat], str) else None
            out.append(("", "", "", "") if info is None else (info.id, info.name, info.side, self.side_names.get(info.side, info.side)))
        return out

    def role_name(self, role: str) -> Text | None:
        """A role id's name for people (the history lists roles by id)."""
        return self.roles[role].name if role in self.roles else None


def recap(game: Game[Any], setup: Setup, events: Sequence[Event], result: Result | None,
          view: Mapping[str, Any]) -> list[RecapLine]:
    """The retelling of a game from its events in order (every audience), then, once it is over, the roles
    (``view``: the moderator's view of the last state)."""
    skip = _skip_of(game)
    reword = getattr(parts(game), "reword", None)
    told: dict[str, Any] = {}  # what a game's reword keeps from one line to the next
    lines: list[RecapLine] = []
    for index, event in enumerate(events):
        if event.msg is None or skip(event):
            continue
        msg = reword(event, told) if callable(reword) else event.msg
        if event.audience == PUBLIC:
            lines.append(RecapLine(msg, PUBLIC_LINE, index))
        elif event.audience == MODERATOR:
            lines.append(RecapLine(msg, MODERATOR_LINE, index))
        else:
            seats = tuple(event.audience)
            names = [setup.players[seat] for seat in seats if 0 <= seat < setup.count]
            lines.append(RecapLine(T_PRIVATE(players=names, line=msg), PRIVATE_LINE, index, seats))
    if result is not None:
        lines.extend(closing(summarise(game, setup, result, view)))
    return lines


def closing(summary: Summary) -> list[RecapLine]:
    """The roles of every seat, face up, and the winners."""
    lines = [RecapLine(T_ROLES(), ROLE_LINE)]
    for seat, info in enumerate(summary.seats):
        text = T_SEAT_WON if info.won else T_SEAT
        lines.append(RecapLine(text(player=info.name, role=info.role_name or T_UNKNOWN, side=info.side_name or T_UNKNOWN),
                               ROLE_LINE, None, (seat,)))
    names = [summary.seats[seat].name for seat in summary.winners if 0 <= seat < len(summary.seats)]
    lines.append(RecapLine(T_WINNERS(players=names or T_NOBODY), WINNERS_LINE))
    return lines


def summarise(game: Game[Any], setup: Setup, result: Result, view: Mapping[str, Any]) -> Summary:
    """Who played what and who won; ``view`` is the moderator's view of the final state (a game may read it)."""
    module = parts(game)
    seats_of = getattr(module, "seats", None)
    known: Sequence[tuple[str, Msg | Text | str, str, Text | str]] = (
        seats_of(setup, result, view) if callable(seats_of) else [("", "", "", "")] * setup.count)
    winners = frozenset(result.winners)
    side_names = getattr(module, "SIDE_NAMES", {})
    seats = tuple(SeatSummary(name, role, role_name, side, side_name, seat in winners)
                  for seat, (name, (role, role_name, side, side_name)) in enumerate(zip(setup.players, known, strict=True)))
    return Summary(setup.game, str(setup.options.get("mode", "")), seats, result.side,
                   side_names.get(result.side, result.side), tuple(result.winners))


def recap_of_session(session: Session[Any]) -> list[RecapLine]:
    return recap(session.game, session.setup, session.events(MODERATOR), session.result(), session.view(MODERATOR))


def summary_of_session(session: Session[Any]) -> Summary | None:
    result = session.result()
    if result is None:
        return None
    return summarise(session.game, session.setup, result, session.view(MODERATOR))
