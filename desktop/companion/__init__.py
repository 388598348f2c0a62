"""Phones as private cards (issue 15): an HTTP + WebSocket server on the Qt event loop that gives each phone
its own seat's view, private events and choices. See docs/phones.md."""

from __future__ import annotations

from .qr import join_qr_image, join_qr_matrix, join_qr_svg
from .seats import JOURNAL_KEY, SeatBook, book_from_entries
from .server import CompanionServer, Limits

__all__ = ["JOURNAL_KEY", "CompanionServer", "Limits", "SeatBook", "book_from_entries", "join_qr_image", "join_qr_matrix", "join_qr_svg"]
