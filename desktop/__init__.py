"""Tablekeeper's desktop application (PySide6)."""

from __future__ import annotations

import sys


def pin_none() -> None:
    """Make None, True and False immortal on CPython before 3.12 (3.12 does it itself).

    PySide6 6.12 on CPython 3.11 drops one reference to None on every call of a C++ method returning void
    (QLabel.setText, QListWidget.addItem ...), and to True/False with signals carrying a bool: a long game
    drains their few thousand references and CPython aborts with "none_dealloc". They are never really
    freed, so a huge reference count is harmless. Done on import of this package, so every process that
    uses Qt through it (the app, the audio child, the tests) is covered.
    """
    if sys.version_info < (3, 12) and sys.implementation.name == "cpython":
        from _ctypes import _SimpleCData  # ctypes' own base: importing ctypes would add 2 ms to every start

        class SsizeT(_SimpleCData):
            _type_ = "q" if sys.maxsize > 2**32 else "i"  # ctypes.c_ssize_t: a pointer's size

        for singleton in (None, True, False):
            refcount = SsizeT.from_address(id(singleton))
            if refcount.value < 1 << 40:
                refcount.value += 1 << 40


pin_none()
