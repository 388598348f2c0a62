"""Rendering engine messages (live Msg objects or their JSON form from a view) in the UI language.

Parameters that are plain strings (player names) are wrapped in Unicode
first-strong isolates when the UI is right-to-left, so a Latin name inside a
Persian sentence never scrambles it.

A plural text (``engine.i18n.translate(ctx, "%n Fail card(s)", None, "fails")``) is looked up with its count,
``QCoreApplication.translate(ctx, source, None, n)``, so the catalogue gives the language's form for ``n``
(``%Ln`` in a translation gives the UI locale's digits). Without a translation (English) the ``(s)`` rule
of :func:`engine.i18n.plural_fallback` writes "1 Fail card" and "2 Fail cards".
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication

from engine.i18n import Msg, Text, plural_fallback, render

FSI, PDI = "\u2068", "\u2069"


def rtl() -> bool:
    app = QCoreApplication.instance()
    return isinstance(app, QApplication) and app.isRightToLeft()


def translate_text(text: Text | str, context: str | None = None, n: int | None = None) -> str:
    """``text`` in the UI language; with ``n``, the plural form for ``n`` with its ``%n`` filled in."""
    ctx = context if context is not None else getattr(text, "context", "")
    if n is None:
        return QCoreApplication.translate(ctx, str(text)) if ctx else str(text)
    found = QCoreApplication.translate(ctx, str(text), None, n) if ctx else str(text)
    return plural_fallback(found, n, number)


def plural(text: Text | str, n: int, context: str | None = None) -> str:
    """A plural text in the UI language for the count ``n`` (``%n`` filled in, English's ``(s)`` resolved)."""
    return translate_text(text, context, n)


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


def percent_suffix() -> str:
    """What follows a percentage in the UI locale: " %" ("100 %"), or the locale's own sign where it has one, as
    Persian writes it («۱۰۰٪»)."""
    sign = QLocale().percent()
    return " %" if sign == "%" else sign


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
        n = message.count
        try:
            return translate_text(message.text, n=n).format(**values)
        except (KeyError, IndexError, ValueError):
            source = str(message.text)
            return (source if n is None else plural_fallback(source, n, number)).format(**values)
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
    count = data.get("count")
    n = count if isinstance(count, int) and not isinstance(count, bool) else None
    translated = translate_text(source, str(data.get("context", "")), n)
    params = data.get("params") or {}
    if not isinstance(params, dict):
        return translated
    values = {str(k): _param(v) for k, v in params.items()}
    try:
        return translated.format(**values)
    except (KeyError, IndexError, ValueError):
        if n is not None:
            source = plural_fallback(source, n, number)
        try:
            return source.format(**values)
        except (KeyError, IndexError, ValueError):
            return source


def english(message: Msg | Text | str) -> str:
    return render(message, lambda t: str(t))
