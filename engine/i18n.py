"""Translatable text without Qt.

The engine marks every user-facing string with :func:`QT_TRANSLATE_NOOP`, a
name pyside6-lupdate recognises in Python sources. It must be called by that
exact name with two string literals, or lupdate will not see the string.

At run time the marker returns a :class:`Text`: a ``str`` that remembers its
translation context, so the UI can look it up with
``QCoreApplication.translate(text.context, text)``. A :class:`Msg` is a text
plus named parameters (``{player}``); parameters may themselves be texts or
messages, which the UI translates recursively before formatting.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


class Text(str):
    """A source string with its Qt Linguist context."""

    __slots__ = ("context",)
    context: str

    def __new__(cls, context: str, text: str) -> Text:
        obj = super().__new__(cls, text)
        obj.context = context
        return obj

    def __reduce__(self) -> tuple[Any, ...]:
        return (Text, (self.context, str(self)))

    def __call__(self, **params: Any) -> Msg:
        """``TEXT(player="Ana")`` makes a message with parameters."""
        return Msg(self, params)


def QT_TRANSLATE_NOOP(context: str, text: str) -> Text:  # noqa: N802 - lupdate needs this exact name
    return Text(context, text)


Param = Any  # str | int | Text | Msg | list of those


@dataclass(frozen=True)
class Msg:
    """A translatable message: source text plus named parameters."""

    text: Text
    params: Mapping[str, Param] = field(default_factory=dict)

    @property
    def context(self) -> str:
        return self.text.context

    def english(self) -> str:
        """The message in the source language (English), parameters filled in."""
        return render(self, lambda t: str(t))

    def to_json(self) -> dict[str, Any]:
        return {
            "context": self.text.context,
            "text": str(self.text),
            "params": {k: _param_json(v) for k, v in self.params.items()},
            "english": self.english(),
        }

    def __str__(self) -> str:
        return self.english()


def _param_json(value: Param) -> Any:
    if isinstance(value, Msg):
        return value.to_json()
    if isinstance(value, Text):
        return {"context": value.context, "text": str(value)}
    if isinstance(value, (list, tuple)):
        return [_param_json(v) for v in value]
    return value


def render(message: Msg | Text | str, translate: Any, join: str = ", ", value: Any = str) -> str:
    """Format ``message`` with ``translate(text) -> str`` applied to every text in it.

    Lists are joined with ``join``; plain values (names, numbers) go through
    ``value(v) -> str`` (the desktop uses it for local digits and bidi isolation).
    Used by the CLI (identity translation) and by the desktop's catalogues.
    """
    if isinstance(message, Msg):
        values = {k: _render_param(v, translate, join, value) for k, v in message.params.items()}
        try:
            return translate(message.text).format(**values)
        except (KeyError, IndexError, ValueError):
            # A broken translation must never crash the table: fall back to the source text.
            return str(message.text).format(**values)
    if isinstance(message, Text):
        return translate(message)
    return str(message)


def _render_param(param: Param, translate: Any, join: str, value: Any) -> str:
    if isinstance(param, (Msg, Text)):
        return render(param, translate, join, value)
    if isinstance(param, (list, tuple)):
        return join.join(_render_param(v, translate, join, value) for v in param)
    return value(param)
