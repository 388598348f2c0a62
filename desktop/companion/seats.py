"""Which phone holds which seat: one unguessable token per claimed seat (the durable part of the phone layer).

A token is 32 random bytes from :mod:`secrets` (256 bits), written as URL-safe base64. It lives only here
and in the phone's own storage: never on the TV, never in a URL. The console journals :meth:`SeatBook.to_json`
whenever :attr:`SeatBook.version` changes (a claim or a release), and gives it back to
:meth:`SeatBook.from_json` on resume, so the phones of a resumed game find their seats again.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Iterable, Mapping
from typing import Any

from ..saves import PHONES_KEY

TOKEN_BYTES = 32


class SeatBook:
    """Seat <-> token bindings for one game of ``seats`` players."""

    def __init__(self, seats: int) -> None:
        self.seats = seats
        self._tokens: dict[int, str] = {}
        # Seats that play on the laptop: no phone may take or ask for them (the moderator's explicit choice).
        self.laptop: set[int] = set()
        # Seats for which something secret has been shown on a phone: from then on a phone takes the seat only
        # when the moderator accepts (the laptop's own deliveries count too: CompanionServer.secret_shown).
        self.shown: set[int] = set()
        # The (HTTP, WebSocket) ports the server last listened on: a resumed game listens on them again when they
        # are free, so the pages still open on the phones (and their stored tokens, kept per address) reconnect.
        self.ports: tuple[int, int] | None = None
        self.version = 0  # grows on every claim and release (the console journals the book when it changes)

    # -- reading ------------------------------------------------------------------------------
    def is_taken(self, seat: int) -> bool:
        return seat in self._tokens

    def free_seats(self) -> list[int]:
        return [s for s in range(self.seats) if s not in self._tokens]

    def taken_seats(self) -> list[int]:
        return sorted(self._tokens)

    def seat_of(self, token: Any) -> int | None:
        """The seat bound to ``token``, or None; compared in constant time. A token is ASCII: anything else (a lone
        surrogate cannot even be encoded) is simply no token."""
        if not isinstance(token, str) or not token or len(token) > 128 or not token.isascii():
            return None
        found = None
        for seat, known in self._tokens.items():
            if hmac.compare_digest(known.encode(), token.encode()):
                found = seat
        return found

    # -- changing -------------------------------------------------------------------------------
    def claim(self, seat: int) -> str | None:
        """A new token for a free seat; None if the seat is taken, plays on the laptop or is not a seat."""
        if (not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.seats or seat in self._tokens
                or seat in self.laptop):
            return None
        token = secrets.token_urlsafe(TOKEN_BYTES)
        self._tokens[seat] = token
        self.version += 1
        return token

    def release(self, seat: int) -> bool:
        """Free a seat (the moderator's release): its token stops working at once. A phone may then ask for it
        (only with the moderator's acceptance once its secrets were shown), unless the moderator sets it to play on
        the laptop (:meth:`set_laptop`)."""
        if self._tokens.pop(seat, None) is None:
            return False
        self.version += 1
        return True

    def set_laptop(self, seat: int, on: bool) -> bool:
        """Whether a free seat plays on the laptop (no phone may ask for it); False if nothing changed."""
        if not 0 <= seat < self.seats or seat in self._tokens or (seat in self.laptop) == on:
            return False
        (self.laptop.add if on else self.laptop.discard)(seat)
        self.version += 1
        return True

    def mark_shown(self, seat: int) -> bool:
        """Something secret was shown for ``seat`` on a phone; False if that was known already."""
        if seat in self.shown or not 0 <= seat < self.seats:
            return False
        self.shown.add(seat)
        self.version += 1
        return True

    def new_game(self) -> None:
        """The same players play again: the phones keep their seats and the laptop its seats; nothing of the new
        game has been shown yet."""
        if self.shown:
            self.shown.clear()
            self.version += 1

    # -- journal --------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seats": self.seats, "tokens": {str(s): t for s, t in sorted(self._tokens.items())}}
        if self.ports is not None:
            data["ports"] = list(self.ports)
        if self.laptop:
            data["laptop"] = sorted(self.laptop)
        if self.shown:
            data["shown"] = sorted(self.shown)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SeatBook:
        """The book as :meth:`to_json` wrote it; raises ValueError on anything else."""
        if not isinstance(data, Mapping):
            raise ValueError("a seat book must be an object")
        seats = data.get("seats")
        tokens = data.get("tokens", {})
        if not isinstance(seats, int) or isinstance(seats, bool) or not 0 < seats <= 1000 or not isinstance(tokens, Mapping):
            raise ValueError("a seat book needs a seat count and a tokens object")
        book = cls(seats)
        ports = data.get("ports")
        if ports is not None:
            if (not isinstance(ports, list) or len(ports) != 2
                    or not all(isinstance(p, int) and not isinstance(p, bool) and 0 < p < 65536 for p in ports)):
                raise ValueError("a seat book's ports must be two port numbers")
            book.ports = (ports[0], ports[1])
        for key, token in tokens.items():
            if not isinstance(key, str) or not key.isdigit() or not 0 <= int(key) < seats:
                raise ValueError(f"{key!r} is not a seat")
            if not isinstance(token, str) or not 16 <= len(token) <= 128:
                raise ValueError(f"seat {key}: not a token")
            book._tokens[int(key)] = token
        for name in ("laptop", "shown"):
            seats_of = data.get(name, [])
            if not isinstance(seats_of, list) or not all(
                    isinstance(s, int) and not isinstance(s, bool) and 0 <= s < seats for s in seats_of):
                raise ValueError(f"a seat book's {name} must be a list of seats")
            setattr(book, name, set(seats_of))
        if book.laptop & set(book._tokens):
            raise ValueError("a seat cannot be both on a phone and on the laptop")
        return book


#: The key of the journal line that holds the seat book: ``{"phones": book.to_json()}``.
JOURNAL_KEY = PHONES_KEY  # the journal line the console writes (desktop/saves.py)


def book_from_entries(entries: Iterable[Mapping[str, Any]]) -> SeatBook | None:
    """The last seat book written in a journal's entries (engine.journal.read_journal), or None if there is
    none or it is damaged (the phones then simply choose their seats again)."""
    found: SeatBook | None = None
    for entry in entries:
        if isinstance(entry, Mapping) and JOURNAL_KEY in entry:
            try:
                found = SeatBook.from_json(entry[JOURNAL_KEY])
            except ValueError:
                found = None
    return found
