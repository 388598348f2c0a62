"""Quest's names on the console and the board: roles, the Fail-card count (one place for both)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.games.quest import data as qd
from engine.i18n import QT_TRANSLATE_NOOP

from ...text import number

CTX = "QuestDesktop"

T_NO_FAILS = QT_TRANSLATE_NOOP("QuestDesktop", "no fails")
T_ONE_FAIL = QT_TRANSLATE_NOOP("QuestDesktop", "1 fail")
T_FAILS = QT_TRANSLATE_NOOP("QuestDesktop", "{n} fails")


def tr(text: str) -> str:
    return QCoreApplication.translate(getattr(text, "context", CTX), str(text))


def fails_text(n: int) -> str:
    """How many Fail cards a quest had, with the right plural (English has three forms here; the others one)."""
    if n == 0:
        return tr(T_NO_FAILS)
    if n == 1:
        return tr(T_ONE_FAIL).replace("1", number(1))
    return tr(T_FAILS).format(n=number(n))


def role_name(role: str) -> str:
    info = qd.ROLES.get(role)
    return tr(info.name) if info is not None else role
