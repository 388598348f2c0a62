"""Translatable text without Qt.

The engine marks every user-facing string with :func:`QT_TRANSLATE_NOOP`, a
name pyside6-lupdate recognises in Python sources. It must be called by that
exact name with two string literals, or lupdate will not see the string.

At run time the marker returns a :class:`Text`: a ``str`` that remembers its
translation context, so the UI can look it up with
``QCoreApplication.translate(text.context, text)``. A :class:`Msg` is a text
plus named parameters (``{player}``); parameters may themselves be texts or
messages, which the UI translates recursively before formatting.

A text with a count (Qt's plural forms) is marked with :func:`translate`, as
``translate("quest", "%n Fail card(s)", None, "fails")``: pyside6-lupdate reads a
``translate`` call with a fourth argument as a numerus message, so each catalogue
holds one form per plural form of its language. The fourth argument names the
message parameter that holds the count; the source writes ``%n`` where the count
goes and ``(s)`` where English adds its plural ending (see :func:`plural_fallback`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any


class Text(str):
    """A source string with its Qt Linguist context."""

    __slots__ = ("context", "count")
    context: str
    #: The name of the message parameter that chooses the plural form (None: not a plural text).
    count: str | None

    def __new__(cls, context: str, text: str, count: str | None = None) -> Text:
        obj = super().__new__(cls, text)
        obj.context = context
        obj.count = count
        return obj

    def __reduce__(self) -> tuple[Any, ...]:
        return (Text, (self.context, str(self), self.count))

    def __call__(self, **params: Any) -> Msg:
        """``TEXT(player="Ana")`` makes a message with parameters."""
        msg = _new(Msg)  # what Msg(self, params) makes, its two slots set directly (no frozen dataclass setattr)
        _set_text(msg, self)
        _set_params(msg, params)
        return msg


def QT_TRANSLATE_NOOP(context: str, text: str) -> Text:  # noqa: N802 - lupdate needs this exact name
    return Text(context, text)


def translate(context: str, text: str, disambiguation: None = None, count: str | None = None) -> Text:
    """A text with plural forms: ``translate("quest", "%n Fail card(s)", None, "fails")``.

    pyside6-lupdate takes a ``translate`` call with four arguments for a numerus message (it does not know
    ``QT_TRANSLATE_N_NOOP`` in Python). ``count`` names the parameter of the message that holds the number;
    it must be called with two string literals, ``None`` and that name, or lupdate will not see the string.
    """
    return Text(context, text, count)


def plural_fallback(text: str, n: int, value: Callable[[int], str] = str) -> str:
    """``text`` with its count filled in and the English plural rule applied: ``%n`` (and ``%Ln``) become the
    number (``%Ln`` through ``value``, the desktop's local digits), ``(s)`` becomes nothing for 1 and ``s``
    otherwise. It is how English is written without an English catalogue ("1 Fail card", "2 Fail cards");
    a translation holds no ``(s)``, so only ``%n`` changes in it."""
    out = text.replace("%Ln", value(n)).replace("%n", str(n))
    return out.replace("(s)", "" if n == 1 else "s")


Param = Any  # str | int | Text | Msg | list of those

_new = object.__new__


@dataclass(frozen=True, slots=True)
class Msg:
    """A translatable message: source text plus named parameters."""

    text: Text
    params: Mapping[str, Param] = field(default_factory=dict)

    @property
    def context(self) -> str:
        return self.text.context

    @property
    def count(self) -> int | None:
        """The number that chooses the plural form (None for a text without plural forms)."""
        return _count(self.text, self.params)

    def english(self) -> str:
        """The message in the source language (English), parameters filled in."""
        return render(self, lambda t: str(t))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "context": self.text.context,
            "text": str(self.text),
            "params": {k: _param_json(v) for k, v in self.params.items()},
        }
        count = self.count
        if count is not None:
            out["count"] = count  # the number that chooses the plural form (only a plural text has one)
        out["english"] = self.english()
        return out

    def __str__(self) -> str:
        return self.english()


assert tuple(Msg.__dataclass_fields__) == ("text", "params")  # Text.__call__ fills them directly
_set_text, _set_params = Msg.text.__set__, Msg.params.__set__  # type: ignore[attr-defined]  # the slots' descriptors


def _count(text: Text, params: Mapping[str, Param]) -> int | None:
    name = getattr(text, "count", None)
    value = params.get(name) if name else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _param_json(value: Param) -> Any:
    if isinstance(value, Msg):
        return value.to_json()
    if isinstance(value, Text):
        return {"context": value.context, "text": str(value)}
    if isinstance(value, (list, tuple)):
        return [_param_json(v) for v in value]
    return value


def render(message: Msg | Text | str, translate: Any, join: str = ", ", value: Any = str,
           plural: Callable[[Text, int], str] | None = None) -> str:
    """Format ``message`` with ``translate(text) -> str`` applied to every text in it.

    Lists are joined with ``join``; plain values (names, numbers) go through
    ``value(v) -> str`` (the desktop uses it for local digits and bidi isolation).
    A plural text goes through ``plural(text, n) -> str`` (the form for ``n``, its ``%n`` filled in); without
    it, through ``translate`` and then :func:`plural_fallback` (English).
    Used by the CLI (identity translation) and by the desktop's catalogues.
    """
    if isinstance(message, Msg):
        values = {k: _render_param(v, translate, join, value, plural) for k, v in message.params.items()}
        n = message.count
        try:
            if n is None:
                return translate(message.text).format(**values)
            if plural is not None:
                return plural(message.text, n).format(**values)
            return plural_fallback(translate(message.text), n, value).format(**values)
        except (KeyError, IndexError, ValueError):
            # A broken translation must never crash the table: fall back to the source text.
            source = str(message.text) if n is None else plural_fallback(str(message.text), n, value)
            return source.format(**values)
    if isinstance(message, Text):
        return translate(message)
    return str(message)


def _render_param(param: Param, translate: Any, join: str, value: Any,
                  plural: Callable[[Text, int], str] | None = None) -> str:
    if isinstance(param, (Msg, Text)):
        return render(param, translate, join, value, plural)
    if isinstance(param, (list, tuple)):
        return join.join(_render_param(v, translate, join, value, plural) for v in param)
    return value(param)
