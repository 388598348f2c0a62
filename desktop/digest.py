"""SHA-256 and random names without OpenSSL.

``hashlib`` loads OpenSSL's libcrypto when imported, and so does ``secrets`` (through ``hmac``): 3-4 MB held by every
running app for a few hashes of short texts and a few random file names (issue 35). CPython's own SHA-256 module gives
the same digests; ``os.urandom`` is what ``secrets.token_hex`` reads.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any


def _builtin_sha256() -> Callable[[bytes], Any]:
    try:
        from _sha2 import sha256  # type: ignore[import-not-found]  # CPython 3.12 and later
    except ImportError:
        try:
            from _sha256 import sha256  # type: ignore[import-not-found,no-redef]  # CPython 3.11
        except ImportError:
            from hashlib import sha256  # type: ignore[assignment]  # another Python: its own
    return sha256  # type: ignore[no-any-return]


_sha256 = _builtin_sha256()


def sha256_hex(data: bytes) -> str:
    """The SHA-256 digest of ``data`` in hexadecimal, as ``hashlib.sha256(data).hexdigest()``."""
    return str(_sha256(data).hexdigest())


def token_hex(nbytes: int) -> str:
    """``nbytes`` random bytes in hexadecimal, as ``secrets.token_hex(nbytes)``."""
    return os.urandom(nbytes).hex()
