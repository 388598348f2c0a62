"""Every line the narration speaks reads well aloud, in every catalogue.

The spoken lines are what :mod:`desktop.narration.lines` lists for each game (the games' own scripts, every branch)
and the narration component's voice sample, with every text they take as a parameter (the role names said in
Quest's "{role}, raise your thumb ..."). Each translation of one of them, in every catalogue that holds it, must
have:

* no brackets and no symbol a voice spells out or reads as a word (``/``, ``&``, ``+``, ``#``, a hyphen stuck to
  one word as in ``-بجز {a}-``);
* no Latin word in a Persian or Chinese line, and in a Vietnamese line no word that is not a Vietnamese syllable
  (``Token`` is spelled T-O-K-E-N) apart from the names the Vietnamese rulebooks print in Latin letters, and no
  word in capitals (a voice may spell it as an abbreviation: ``BIỂU QUYẾT``);
* in Persian, no vowel marks (harakat): a voice reads ``سرسپُردگانِ موردرِد`` wrongly, the rest of the app writes
  ``سرسپردگان موردرد``.

Placeholders (``{role}``, ``{minutes}``) are not words: they are left out before the checks.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from desktop import translation_catalogues as tc
from desktop.narration import lines
from desktop.narration.texts import T_SAMPLE
from engine.i18n import Msg, Text
from engine.registry import games

CATALOGUES = sorted(tc.TRANSLATIONS.glob("*.ts"))
PLACEHOLDER = re.compile(r"\{[a-z_][a-z0-9_]*\}|%n|%L?\d")
BRACKETS = re.compile(r"[()\[\]{}（）［］【】〔〕<>《》〈〉]")
#: Symbols a voice says as a word or spells: slash, ampersand, plus, hash, star, at, percent, equals, bar, tilde ...
SYMBOLS = re.compile(r"[/\\&+#*@%=|~^_•→←✓⊘]")
#: A hyphen with a letter on one side only ("-بجز", "{a}-"): read as "minus" or "dash". A hyphen between two letters
#: (a compound) and a dash between spaces (a pause) are fine.
LOOSE_HYPHEN = re.compile(r"(?<=\w)-(?!\w)|(?<!\w)-(?=\w)")
LATIN_WORD = re.compile(r"[A-Za-zÀ-ɏḀ-ỿ]+")
#: Persian vowel marks: tanwin, fatha, damma, kasra, shadda, sukun, superscript alef.
HARAKAT = re.compile("[\u064b-\u0652\u0670]")

VIETNAMESE_ONSET = "(?:ngh|ng|gh|gi|kh|nh|ph|qu|th|tr|ch|[bcdghklmnprstvx])?"
VIETNAMESE_SYLLABLE = re.compile(f"^{VIETNAMESE_ONSET}[aeiouy]{{1,3}}(?:ch|nh|ng|[cmnpt])?$")
#: Latin-letter names the Vietnamese rulebooks print as they are (the voice says them as names), with the source.
VIETNAMESE_NAMES_KEPT = {
    "Arthur": "Quest rulebook", "Merlin": "Avalon", "Mordred": "Quest and Avalon rulebooks",
    "Morgana": "Avalon", "Morgan": "Quest rulebook: Morgan le Fay", "le": "Morgan le Fay", "Fay": "Morgan le Fay",
    "Percival": "Avalon", "Oberon": "Avalon",
    "Alpha": "One Night rulebook: Sói Alpha",
    # Quest roles the Vietnamese rulebook names only in English (the glossary keeps them so):
    "Scion": "Quest rulebook", "Changeling": "Quest rulebook", "Mutineer": "Quest rulebook",
    "Trickster": "Quest rulebook", "Brute": "Quest rulebook", "Lunatic": "Quest rulebook",
    "Revealer": "Quest rulebook",
}


def _lang(path: Path) -> str:
    return next(lang for lang in tc.LANGUAGES if path.stem.endswith(f"_{lang}"))


def _texts(value: object) -> Iterator[Text]:
    if isinstance(value, Msg):
        yield value.text
        for param in value.params.values():
            yield from _texts(param)
    elif isinstance(value, Text):
        yield value
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _texts(item)


@cache
def spoken() -> frozenset[tuple[str, str]]:
    """(context, source) of every text the narration can say, parameters included."""
    found = {(T_SAMPLE.context, str(T_SAMPLE))}
    for game_id in sorted(g for g in games() if g in tc.components()):  # not the test-only games
        for line in lines.game_lines(game_id):
            found.update((text.context, str(text)) for text in _texts(line.msg))
    return frozenset(found)


def vietnamese_foreign_words(text: str) -> list[str]:
    """Words of a Vietnamese line that are not Vietnamese syllables (nor names the rulebooks keep)."""
    out = []
    for word in LATIN_WORD.findall(text):
        bare = "".join(c for c in unicodedata.normalize("NFD", word.replace("đ", "d").replace("Đ", "D"))
                       if not unicodedata.combining(c))
        if not VIETNAMESE_SYLLABLE.match(bare.lower()) and word not in VIETNAMESE_NAMES_KEPT:
            out.append(word)
    return out


def problems(lang: str, translation: str) -> list[str]:
    text = PLACEHOLDER.sub(" ", translation)
    found = [f"bracket {c!r}" for c in BRACKETS.findall(text)]
    found += [f"symbol {c!r}" for c in SYMBOLS.findall(text)]
    if LOOSE_HYPHEN.search(text):
        found.append("hyphen stuck to one word")
    if lang == "vi":
        found += [f"non-Vietnamese word {w!r}" for w in vietnamese_foreign_words(text)]
        found += [f"word in capitals {w!r}" for w in LATIN_WORD.findall(text) if len(w) > 1 and w.isupper()]
    else:
        found += [f"Latin word {w!r}" for w in LATIN_WORD.findall(text)]
    if lang == "fa" and HARAKAT.search(text):
        found.append(f"vowel marks in {' '.join(w for w in text.split() if HARAKAT.search(w))}")
    return found


def spoken_messages(path: Path) -> list[tc.Message]:
    return [m for m in tc.read_ts(path) if m.finished and (m.context, m.source) in spoken()]


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: p.name)
def test_spoken_lines_read_well_aloud(path: Path) -> None:
    lang = _lang(path)
    bad = [f"[{m.context}] {m.source!r} -> {m.translation!r}: {', '.join(found)}"
           for m in spoken_messages(path) if (found := problems(lang, m.translation))]
    assert bad == [], "\n".join(bad)


def test_every_spoken_line_is_checked() -> None:
    """The spoken set reaches every narrated game's lines and each language's catalogues hold all of them."""
    contexts = {context for context, _ in spoken()}
    assert {"onuw", "quest", "avalon", "narration"} <= contexts
    assert len(spoken()) >= 100
    for lang in tc.LANGUAGES:
        held = {(m.context, m.source) for p in CATALOGUES if _lang(p) == lang for m in spoken_messages(p)}
        assert held == spoken(), f"{lang}: spoken lines without a finished translation: {sorted(spoken() - held)}"


def test_the_lint_notices_what_a_listener_would() -> None:
    assert problems("vi", "Bạn có thể đặt một Token Chặn (Khiên) lên lá bài.") == [
        "bracket '('", "bracket ')'", "non-Vietnamese word 'Token'"]
    assert problems("vi", "Lính gác, hãy thức dậy. Bạn có thể đặt tấm khiên lên lá bài của người chơi khác.") == []
    assert problems("vi", "Nghiêng người, khuỷu tay, Merlin và Morgan le Fay, {role}, nhắm mắt lại.") == []
    assert problems("vi", "Cleric, mở mắt ra.") == ["non-Vietnamese word 'Cleric'"]
    assert problems("vi", "Mọi người, ba, hai, một, BIỂU QUYẾT!") == ["word in capitals 'BIỂU'", "word in capitals 'QUYẾT'"]
    assert problems("fa", "{role}، شَست‌اَت را باز کن تا سرسپُردگانِ موردرِد تو را بشناسند!")
    assert problems("fa", "{role}، شستت را باز کن تا سرسپردگان موردرد تو را بشناسند.") == []
    assert problems("fa", "مورگانا و سرسپردگان موردرد -بجز {a}- چشم‌ها را باز کنند") == ["hyphen stuck to one word"]
    assert problems("fa", "Tablekeeper می‌گوید") == ["Latin word 'Tablekeeper'"]
    assert problems("zh_TW", "監護人（館長），請睜眼/閉眼。") == ["bracket '（'", "bracket '）'", "symbol '/'"]
    assert problems("zh_TW", "莫德雷德的爪牙與摩根勒菲——{a}除外——睜開眼睛。") == []
