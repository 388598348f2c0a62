"""Rendering engine messages (live Msg objects or their JSON form from a view) in the UI language.

Parameters that are plain strings (player names) are wrapped in Unicode
first-strong isolates when the UI is right-to-left, so a Latin name inside a
Persian sentence never scrambles it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QApplication

from engine.i18n import Msg, Text, render

FSI, PDI = "\u2068", "\u2069"


def rtl() -> bool:
    app = QCoreApplication.instance()
    return isinstance(app, QApplication) and app.layoutDirection() == Qt.LayoutDirection.RightToLeft


def translate_text(text: Text | str, context: str | None = None) -> str:
    ctx = context if context is not None else getattr(text, "context", "")
    return QCoreApplication.translate(ctx, str(text)) if ctx else str(text)


def _separator() -> str:
    lang = QLocale().name()
    if lang.startswith("fa"):
        return "، "
    if lang.startswith("zh"):
        return "、"
    return ", "


def _isolate(value: str) -> str:
    return f"{FSI}{value}{PDI}" if rtl() and value else value


def isolate(value: str) -> str:
    """A player's name (or any inserted text) isolated for a right-to-left UI, so it cannot reorder the sentence."""
    return _isolate(value)


def join_list(items: list[str] | tuple[str, ...]) -> str:
    """Items joined with the UI language's list separator ("، " in Persian, "、" in Chinese), each isolated in RTL."""
    return _separator().join(_isolate(str(i)) for i in items)


def rtl_line(text: str) -> str:
    """A line whose own direction follows the UI (a Persian line that starts with a Latin name stays right-to-left)."""
    return "\u200f" + text if rtl() and text else text


def number(value: int) -> str:
    """A number in the UI locale's digits (Persian digits in Persian)."""
    return QLocale().toString(value)


def _param(value: Any) -> str:
    if isinstance(value, (Msg, Text)):
        return render_msg(value)
    if isinstance(value, dict) and "text" in value and "context" in value:
        return render_json(value)
    if isinstance(value, (list, tuple)):
        return _separator().join(_param(v) for v in value)
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return number(value)
    return _isolate(str(value))


def render_msg(message: Msg | Text | str) -> str:
    """A live engine message in the UI language."""
    if isinstance(message, Msg):
        values = {k: _param(v) for k, v in message.params.items()}
        try:
            return translate_text(message.text).format(**values)
        except (KeyError, IndexError, ValueError):
            return str(message.text).format(**values)
    if isinstance(message, Text):
        return translate_text(message)
    return str(message)


def render_json(data: Any) -> str:
    """A message as it appears in a view (``msg.to_json()``) in the UI language."""
    if data is None:
        return ""
    if isinstance(data, str):
        return data
    if not isinstance(data, dict) or "text" not in data:
        return str(data)
    source = str(data["text"])
    translated = translate_text(source, str(data.get("context", "")))
    params = data.get("params") or {}
    if not isinstance(params, dict):
        return translated
    values = {str(k): _param(v) for k, v in params.items()}
    try:
        return translated.format(**values)
    except (KeyError, IndexError, ValueError):
        try:
            return source.format(**values)
        except (KeyError, IndexError, ValueError):
            return source


def english(message: Msg | Text | str) -> str:
    return render(message, lambda t: str(t))
