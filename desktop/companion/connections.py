"""What the phone server keeps of each connection, and how much any one client may ask."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from PySide6.QtWebSockets import QWebSocket

from . import protocol as P  # noqa: N812 - short, as in the server


@dataclass
class Limits:
    """How much any one client may ask (defaults far above a real phone's needs)."""

    message_chars: int = P.MAX_MESSAGE  # a longer text message is answered with too_big
    frame_bytes: int = 64 * 1024  # a longer WebSocket message closes the connection (QtWebSockets' own limit)
    rate: float = 20.0  # messages a second, sustained
    burst: float = 40.0  # messages at once
    flood: int = 200  # messages over the rate before the connection is closed
    join_failures: int = 30  # failed joins (bad token, taken seat) from one address ...
    join_window: float = 60.0  # ... within this many seconds, before it is refused for the rest of the window
    connections: int = 64  # open WebSockets at once (a newcomer past it closes the oldest that holds no seat)
    per_address: int = 16  # connections from one address holding no seat (past it, its oldest such one is closed)
    hello_ms: int = 5_000  # a WebSocket that has not said hello by then is closed
    http_head: int = 8192  # bytes of an HTTP request head
    http_timeout_ms: int = 10_000  # an HTTP client that has not sent its request by then is dropped


@dataclass
class _Phone:
    socket: QWebSocket
    address: str
    lang: str = "en"
    seat: int | None = None
    allowance: float = 0.0
    last: float = field(default_factory=time.monotonic)
    over: int = 0
    last_warned: float = 0.0
    hello: bool = False  # it has said hello (a connection that never does is dropped: Limits.hello_ms)
    opened: float = field(default_factory=time.monotonic)
    asking: int | None = None  # the seat it asked the moderator for
