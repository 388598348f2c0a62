"""Avalon's names on the console and the board: roles, plot cards, the table's headings (one place for both)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.games.avalon import data as D  # noqa: N812 - the engine's own alias
from engine.i18n import QT_TRANSLATE_NOOP

CTX = "AvalonDesktop"

T_PLAYER = QT_TRANSLATE_NOOP("AvalonDesktop", "Player")
T_ROLE = QT_TRANSLATE_NOOP("AvalonDesktop", "Role")


def tr(text: str) -> str:
    return QCoreApplication.translate(getattr(text, "context", CTX), str(text))


def role_name(role: str) -> str:
    info = D.ROLES.get(role)
    return tr(info.name) if info is not None else role


def plot_name(instance: str) -> str:
    card = D.PLOT_CARDS.get(D.plot_kind(instance))
    return tr(card.name) if card is not None else instance
