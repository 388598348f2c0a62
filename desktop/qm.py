"""A Qt Linguist catalogue (.ts) compiled to Qt's binary .qm format in Python, byte for byte as ``lrelease`` writes it.

setup.py uses it where the build has no PySide6 (pip's isolated build of a wheel), so that every install carries
compiled catalogues and its first start compiles nothing (issue 35: ``lrelease`` on 34 catalogues at first start
took most of it). Standard library only: setup.py loads this file by its path, without importing the package.

What it covers is what the project's catalogues use, in languages with a single plural form (Vietnamese, Persian,
Chinese): contexts, sources, plain and plural translations, unfinished ones (kept, as ``lrelease`` keeps them
unless told not to) and vanished or obsolete ones (left out). Anything else (a disambiguation comment, length
variants, ``<byte>`` escapes, a language with plural rules, a catalogue in another format) raises Unsupported,
and the caller falls back to ``lrelease`` or to the sources. tests/test_qm.py compares the result with
``lrelease``'s for every catalogue of the project.
"""

from __future__ import annotations

import struct
import xml.etree.ElementTree as ElementTree
from pathlib import Path

MAGIC = bytes((0x3C, 0xB8, 0x64, 0x18, 0xCA, 0xEF, 0x9C, 0x95, 0xCD, 0x21, 0x1C, 0xBF, 0x60, 0xA1, 0xBD, 0xDD))
TAG_END, TAG_TRANSLATION, TAG_SOURCE, TAG_CONTEXT, TAG_COMMENT = 1, 3, 6, 7, 8
SECTION_HASHES, SECTION_MESSAGES, SECTION_LANGUAGE = 0x42, 0x69, 0xA7
#: Languages whose plural has one form (Qt's numerus table writes no rules for them).
ONE_FORM = frozenset({"vi", "fa", "zh"})


class Unsupported(ValueError):
    """The catalogue uses something this compiler does not write (use lrelease)."""


def elf_hash(data: bytes) -> int:
    """Qt's hash of a message's source text (and comment), as QTranslator looks it up."""
    h = 0
    for byte in data:
        h = ((h << 4) + byte) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h or 1


def _text(element: ElementTree.Element | None) -> str:
    if element is None:
        return ""
    if len(element):
        raise Unsupported(f"<{element[0].tag}> inside <{element.tag}>")
    return element.text or ""


def messages(ts: Path) -> tuple[str, list[tuple[bytes, bytes, list[str]]]]:
    """The catalogue's language and the messages ``lrelease`` keeps: (context, source, translations)."""
    root = ElementTree.parse(ts).getroot()
    if root.tag != "TS":
        raise Unsupported(f"{ts.name} is not a Qt Linguist catalogue")
    language = root.get("language", "")
    if language.split("_")[0] not in ONE_FORM:
        raise Unsupported(f"plural rules of {language or 'no language'}")
    kept: list[tuple[bytes, bytes, list[str]]] = []
    for context in root.iter("context"):
        name = _text(context.find("name")).encode()
        for message in context.iter("message"):
            if message.find("comment") is not None or message.get("id") is not None:
                raise Unsupported("a disambiguation comment or an id-based message")
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "unfinished"
            if kind in ("vanished", "obsolete"):
                continue
            if translation is not None and translation.get("variants") == "yes":
                raise Unsupported("length variants")
            if message.get("numerus") == "yes":
                forms = [_text(form) for form in translation.iter("numerusform")] if translation is not None else []
                texts = (forms or [""])[:1]  # one form in these languages (lrelease drops the rest, with a warning)
            else:
                texts = [_text(translation)]
            if kind == "unfinished" and not texts[0]:
                continue  # untranslated: Qt shows the source
            kept.append((name, _text(message.find("source")).encode(), texts))
    return language, kept


def _bytes(tag: int, data: bytes) -> bytes:
    return struct.pack(">BI", tag, len(data)) + data


def compile_ts(ts: Path) -> bytes:
    """The .qm file ``lrelease`` makes of ``ts`` (its default: everything saved, unfinished translations kept)."""
    language, found = messages(ts)
    unique: dict[tuple[bytes, bytes], list[str]] = {}
    for context, source, texts in found:
        unique.setdefault((context, source), texts)  # a duplicate: the first one, as lrelease keeps it
    body = bytearray()
    offsets: list[tuple[int, int]] = []
    for (context, source), texts in sorted(unique.items()):
        offsets.append((elf_hash(source), len(body)))
        for text in texts:  # an empty translation is a null string to lrelease: its length is written as ~0
            body += _bytes(TAG_TRANSLATION, text.encode("utf-16-be")) if text else struct.pack(">BI", TAG_TRANSLATION, 0xFFFFFFFF)
        body += _bytes(TAG_COMMENT, b"") + _bytes(TAG_SOURCE, source) + _bytes(TAG_CONTEXT, context)
        body.append(TAG_END)
    out = bytearray(MAGIC)
    if language:
        out += _bytes(SECTION_LANGUAGE, language.encode())
    if offsets:
        out += _bytes(SECTION_HASHES, b"".join(struct.pack(">II", h, o) for h, o in sorted(offsets)))
        out += _bytes(SECTION_MESSAGES, bytes(body))
    return bytes(out)


def compile_file(ts: Path, qm: Path) -> None:
    qm.write_bytes(compile_ts(ts))
