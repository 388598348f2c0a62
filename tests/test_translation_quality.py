"""What a native reader would notice at once in a catalogue, for every catalogue in translations/.

* Traditional Chinese: nothing OpenCC's Simplified-to-Traditional conversion would change, apart from the
  documented variants Taiwan writes every day.
* Persian: Persian letters (no Arabic yeh/kaf/teh marbuta), and the zero-width non-joiner where Persian
  spelling puts it: the verb prefix می/نمی, the plural ها (and ‌های, ‌هایی), and any word the catalogues
  elsewhere write with one.
* Vietnamese: NFC (precomposed) text, so every font renders the diacritics alike.
* Every language: no translation is an English source of three or more words left untranslated.

Each check runs once per catalogue, so a failure names the catalogue (and its owner).
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from pathlib import Path

import pytest
from opencc_purepy import OpenCC

from desktop import translation_catalogues as tc

CATALOGUES = sorted(tc.TRANSLATIONS.glob("*.ts"))
PLACEHOLDER = re.compile(r"\{[a-z_][a-z0-9_]*\}|%n|%L?\d")

#: (written, OpenCC's s2t output) pairs that are correct Traditional Chinese as written in Taiwan.
TRADITIONAL_VARIANTS = {
    ("台", "臺"): "台 is the everyday Taiwan form (這台電腦, 台詞); 臺 is the formal one",
    ("秘", "祕"): "秘密 is the usual Taiwan spelling; the Ministry of Education's 祕密 is an accepted alternative",
    ("布", "佈"): "宣布 is the Ministry of Education's standard form (佈 is OpenCC's choice)",
}
#: Places where OpenCC reads a phrase across a word boundary; the text is converted in these pieces.
OPENCC_BOUNDARIES = {
    "玩家私下": ("玩家", "私下"),  # 家私 read as 傢俬 (furniture)
}

ARABIC_LETTERS = {"ي": "ی (Persian yeh)", "ك": "ک (Persian kaf)", "ة": "ه or ت"}
PERSIAN_WORD = re.compile(r"[\u0600-\u06ff\u200c]+")
#: می/نمی written apart from its verb ("می کند") or joined to it ("میکند"), checked on common verb stems.
SEPARATE_MI = re.compile(r"(?:^|\s)ن?می\s")
JOINED_MI = re.compile(r"^ن?می(?=(?:کن|شو|تو|بین|ده|گیر|خوا|رو|آی|مان|زن|گوی|یاب|کش|گذار|نشین|پرس|فرست|نوی|چرخ|گرد|"
                       r"دار|رس|آور|پذیر|شناس|ماند|گرف|پوش|ساز|سپار))")
PLURAL = re.compile(r"^(?P<stem>[\u0600-\u06ff]{2,}?)(?:ها|های|هایی|هاست|هایش|هایتان|هایشان)$")
#: Words that end like a joined plural but are not one.
NOT_PLURALS = frozenset({"تنها", "تنهایی", "نهایی", "رها", "رهایی", "بها", "بهای", "اینها", "آنها"})
#: Letters that never join the next one: a ZWNJ after them changes nothing on screen, so it is not required.
NON_JOINING = frozenset("اآأإدذرزژوؤۀة")
#: Compounds Persian spelling (Academy of Persian Language) writes joined, though some write them with a ZWNJ.
JOINED_COMPOUNDS = frozenset({"اینکه", "آنکه", "چنانکه", "آنچه", "چنانچه"})

#: English kept on purpose in a translation, with the reason (checked: 3+ word sources only).
ENGLISH_KEPT = {
    "Morgan le Fay": "the Vietnamese Quest rulebook keeps the role's English name",
    "The Resistance: Avalon": "the game's published title, as printed on the box",
}


def messages(path: Path) -> list[tc.Message]:
    return [m for m in tc.read_ts(path) if m.finished]


def _lang(path: Path) -> str:
    return next(lang for lang in tc.LANGUAGES if path.stem.endswith(f"_{lang}"))


def by_language(lang: str) -> list[Path]:
    return [p for p in CATALOGUES if _lang(p) == lang]


@cache
def _s2t() -> OpenCC:
    return OpenCC("s2t")


def simplified_characters(text: str) -> list[str]:
    """The characters OpenCC would change, apart from the documented Taiwan variants."""
    pieces = [text]
    for phrase, parts in OPENCC_BOUNDARIES.items():
        pieces = [part for piece in pieces for part in _split_keep(piece, phrase, parts)]
    out = []
    for piece in pieces:
        converted = _s2t().convert(piece)
        if len(converted) != len(piece):
            out.append(f"{piece} -> {converted}")
            continue
        out += [f"{a}->{b}" for a, b in zip(piece, converted, strict=True) if a != b and (a, b) not in TRADITIONAL_VARIANTS]
    return out


def _split_keep(text: str, phrase: str, parts: tuple[str, ...]) -> list[str]:
    chunks = text.split(phrase)
    out = [chunks[0]]
    for chunk in chunks[1:]:
        out += [*parts, chunk]
    return out


def persian_spelling(text: str, zwnj_words: dict[str, str]) -> list[str]:
    problems = [f"Arabic {ch}: write {fix}" for ch, fix in ARABIC_LETTERS.items() if ch in text]
    if SEPARATE_MI.search(text):
        problems.append("می written apart from its verb (needs ZWNJ)")
    for word in PERSIAN_WORD.findall(text):
        last = word.split("\u200c")[-1]
        if JOINED_MI.match(last):
            problems.append(f"{word}: می joined to its verb (needs ZWNJ)")
        plural = PLURAL.match(last)
        if plural and last not in NOT_PLURALS and "\u200c" not in word and plural["stem"][-1] not in NON_JOINING:
            problems.append(f"{word}: plural ها joined without ZWNJ ({plural['stem']}\u200c{last[len(plural['stem']):]})")
        if "\u200c" not in word and word in zwnj_words and word not in JOINED_COMPOUNDS:
            problems.append(f"{word}: written {zwnj_words[word]!r} elsewhere")
    return problems


@cache
def persian_zwnj_words() -> dict[str, str]:
    """Every word the Persian catalogues write with a ZWNJ, keyed by its spelling without."""
    return {w.replace("\u200c", ""): w for p in by_language("fa") for m in messages(p)
            for w in PERSIAN_WORD.findall(m.translation) if re.search(f"[^{''.join(NON_JOINING)}\u200c]\u200c", w)}


def english_words(text: str) -> list[str]:
    return re.findall(r"[A-Za-z]+", PLACEHOLDER.sub(" ", text))


@pytest.mark.parametrize("path", by_language("zh_TW"), ids=lambda p: p.name)
def test_chinese_is_traditional(path: Path) -> None:
    bad = [f"[{m.context}] {m.source!r}: {found}" for m in messages(path)
           if (found := simplified_characters(m.translation))]
    assert bad == [], "\n".join(bad)


@pytest.mark.parametrize("path", by_language("fa"), ids=lambda p: p.name)
def test_persian_letters_and_zwnj(path: Path) -> None:
    bad = [f"[{m.context}] {m.source!r}: {found}" for m in messages(path)
           if (found := persian_spelling(m.translation, persian_zwnj_words()))]
    assert bad == [], "\n".join(bad)


@pytest.mark.parametrize("path", by_language("vi"), ids=lambda p: p.name)
def test_vietnamese_is_nfc(path: Path) -> None:
    bad = [f"[{m.context}] {m.source!r}" for m in messages(path) if unicodedata.normalize("NFC", m.translation) != m.translation]
    assert bad == [], "\n".join(bad)


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: p.name)
def test_no_english_sentence_left_untranslated(path: Path) -> None:
    bad = [f"[{m.context}] {m.source!r}" for m in messages(path)
           if m.translation == m.source and len(english_words(m.source)) >= 3 and m.source not in ENGLISH_KEPT]
    assert bad == [], "\n".join(bad)


def test_every_catalogue_is_checked() -> None:
    assert len(CATALOGUES) >= 30
    assert {_lang(p) for p in CATALOGUES} == set(tc.LANGUAGES)


def test_the_checks_notice_mistakes() -> None:
    assert simplified_characters("这是游戏") and not simplified_characters("這是遊戲")
    assert simplified_characters("這台電腦") == [] and simplified_characters("每位玩家私下查看") == []
    assert persian_spelling("يك بازي", {}) and persian_spelling("او می کند", {}) and persian_spelling("میکند", {})
    assert persian_spelling("کارتها", {}) and persian_spelling("چشمها", {"چشمها": "چشم\u200cها"})
    assert persian_spelling("صداها و نبردهای", {}) == []  # no visible difference after ا and د
    assert persian_spelling("کارت\u200cها را می\u200cبیند؛ تنها یک بازی نهایی", {}) == []
    assert english_words("{player} wins the game") == ["wins", "the", "game"]
