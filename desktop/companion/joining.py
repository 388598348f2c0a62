"""Joining a seat: a phone's hello with its token, a claim of a free seat, a request for a seat whose secrets were
shown (the moderator accepts or refuses), one tab per seat. A section of CompanionServer
(desktop/companion/server.py)."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtWebSockets import QWebSocketProtocol

from . import protocol as P  # noqa: N812 - short, as in the server
from .connections import _Phone


class SeatJoining:
    """The joining side of :class:`~desktop.companion.server.CompanionServer`."""

    def _blocked(self, phone: _Phone) -> bool:
        now = time.monotonic()
        recent = [t for t in self._failures.get(phone.address, []) if now - t < self.limits.join_window]
        self._failures[phone.address] = recent
        return len(recent) >= self.limits.join_failures

    def _failed(self, phone: _Phone, code: str) -> None:
        self._failures.setdefault(phone.address, []).append(time.monotonic())
        self._send(phone, P.error_message(code, phone.lang))

    def _hello(self, phone: _Phone, token: Any) -> None:
        if token is None or token == "":
            self._refresh(phone)
            return
        seat = self.book.seat_of(token)  # a phone's own token always works, whatever others tried
        if seat is None and self._blocked(phone):
            self._send(phone, P.error_message("too_many_attempts", phone.lang))
            return
        if seat is None:
            self._failed(phone, "bad_token")
            phone.seat = None
            self._refresh(phone)
            return
        self._bind(phone, seat, None)

    def _claim(self, phone: _Phone, seat: Any) -> None:
        if self._blocked(phone):
            self._send(phone, P.error_message("too_many_attempts", phone.lang))
            return
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.controller.players):
            self._failed(phone, "not_a_seat")
            return
        if phone.seat == seat:
            self._refresh(phone)
            return
        if seat in self.book.laptop:
            self._failed(phone, "on_laptop")
            return
        if self.book.is_taken(seat):
            self._failed(phone, "seat_taken")
            return
        if self.secret_shown(seat):
            self._ask(phone, seat)
            return
        token = self.book.claim(seat)
        if token is None:
            self._failed(phone, "seat_taken")
            return
        if phone.seat is not None:  # a phone moves to another seat: its old one stays held until released
            phone.seat = None
        self._bind(phone, seat, token)
        self._book_changed()

    def _ask(self, phone: _Phone, seat: int) -> None:
        """The seat's secrets have been shown: the phone waits for the moderator (Accept / Refuse on the console)."""
        other = self._requests.get(seat)
        if other is not None and other is not phone:
            self._failed(phone, "seat_asked")
            return
        self._drop_request(phone)
        self._requests[seat] = phone
        phone.asking = seat
        self._send(phone, {**P.error_message("asking", phone.lang), "type": "asking", "seat": seat,
                           "name": self.controller.players[seat]})
        self.requestsChanged.emit()

    def _bind(self, phone: _Phone, seat: int, token: str | None) -> None:
        for other in list(self._phones.values()):
            if other is not phone and other.seat == seat:  # the same seat opened again (reload, another tab)
                other.seat = None
                self._send(other, P.error_message("replaced", other.lang))
                other.socket.close(QWebSocketProtocol.CloseCode.CloseCodeNormal, "replaced")
        self._drop_request(phone)
        phone.seat = seat
        joined: dict[str, Any] = {"type": "joined", "seat": seat, "name": self.controller.players[seat]}
        if token is not None:
            joined["token"] = token
        self._send(phone, joined)
        self._refresh(phone)
        self.seatsChanged.emit()

    def _book_changed(self) -> None:
        self.bookChanged.emit()
        self.seatsChanged.emit()
        for phone in self._phones.values():
            if phone.seat is None:
                self._send(phone, self._seats_message(phone))

    def _seats_message(self, phone: _Phone) -> dict[str, Any]:
        free = self.book.free_seats()
        return P.seats_message(self.controller, free, phone.lang, ask={s for s in free if self.secret_shown(s)},
                               laptop=self.book.laptop)
