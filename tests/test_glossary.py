"""Each glossary term of the rules references is the translation of its English name.

tests/data/glossary.json is extracted from shared/rules/*.md by tests/data/extract_glossary.py (committed, so a
clone without ../shared still runs the check). For every entry whose English name is a whole source string of that
game's catalogues (``<game>_<lang>.ts`` and ``desktop_<game>_<lang>.ts``), the translation must be one of the
glossary's forms, compared after :func:`normalise` (case, whitespace, ZWNJ, Arabic/Persian letter variants,
Persian short vowels, full-width parentheses).
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop import translation_catalogues as tc

DATA = Path(__file__).resolve().parent / "data"
GLOSSARY: dict[str, list[dict[str, list[str]]]] = json.loads((DATA / "glossary.json").read_text(encoding="utf-8"))
RULES = tc.ROOT.parent / "shared" / "rules"
#: Fewest (source, translation) pairs the glossary must check per game and language: guards against a check that
#: silently matches nothing (a renamed source string, an emptied glossary).
MINIMUM_PAIRS = {
    ("quest", "vi"): 25, ("quest", "fa"): 14,
    ("onuw", "vi"): 30,
    ("avalon", "vi"): 8,
    ("castle", "zh_TW"): 28,
}
PERSIAN_SHORT_VOWELS = re.compile("[\u064b-\u0652\u0670]")


def normalise(text: str) -> str:
    """The form two spellings of one term share: NFC, case-folded, single spaces, no ZWNJ, Persian yeh/kaf
    for the Arabic letters, no short vowels, the ezafe 'ۀ'/'هٔ' written 'هی', ASCII parentheses."""
    text = unicodedata.normalize("NFC", text).replace("\u200c", "").replace("ي", "ی").replace("ك", "ک")
    text = PERSIAN_SHORT_VOWELS.sub("", text.replace("ۀ", "هی").replace("هٔ", "هی"))
    text = text.replace("（", "(").replace("）", ")")
    return re.sub(r"\s+", " ", text).strip().casefold()


def catalogues(game: str, lang: str) -> list[Path]:
    return [p for p in (tc.catalogue_path(game, lang), tc.catalogue_path(f"desktop_{game}", lang)) if p.exists()]


def checked_pairs(game: str, lang: str, glossary: dict[str, list[dict[str, list[str]]]] = GLOSSARY,
                  ) -> Iterator[tuple[str, str, str, set[str]]]:
    """(catalogue, source, translation, allowed forms) for every source string that is a glossary term."""
    allowed: dict[str, set[str]] = {}
    for entry in glossary.get(game, []):
        for name in entry["en"]:
            if entry.get(lang):
                allowed.setdefault(normalise(name), set()).update(normalise(f) for f in entry[lang])
    for path in catalogues(game, lang):
        for message in tc.read_ts(path):
            forms = allowed.get(normalise(message.source))
            if forms and message.finished and not message.numerus:  # unfinished: test_catalogues' concern
                yield path.name, message.source, message.translation, forms


def wrong_terms(game: str, lang: str, glossary: dict[str, list[dict[str, list[str]]]] = GLOSSARY) -> list[str]:
    return [f"{name}: {source!r} -> {translation!r}, glossary: {sorted(forms)}"
            for name, source, translation, forms in checked_pairs(game, lang, glossary)
            if normalise(translation) not in forms]


@pytest.mark.parametrize(("game", "lang"), sorted(MINIMUM_PAIRS))
def test_glossary_terms_translate_their_english_names(game: str, lang: str) -> None:
    if not catalogues(game, lang):
        pytest.fail(f"no {game} catalogue for {lang}")
    count = sum(1 for _ in checked_pairs(game, lang))
    assert count >= MINIMUM_PAIRS[game, lang], f"only {count} glossary terms found among the {game} sources ({lang})"
    bad = wrong_terms(game, lang)
    assert bad == [], "\n".join(bad)


def test_every_game_and_language_of_the_glossary_is_checked() -> None:
    covered = {(game, lang) for game, entries in GLOSSARY.items() for e in entries for lang in e if lang != "en" and e[lang]}
    assert covered <= set(MINIMUM_PAIRS), covered - set(MINIMUM_PAIRS)


def test_a_wrong_term_is_reported() -> None:
    """The check fails on a translation that is not one of the glossary's forms, and accepts a spelling variant."""
    game, lang = "quest", "fa"
    _, source, translation, _ = next(checked_pairs(game, lang))
    source_name = source.casefold()
    fake = {game: [{"en": [source_name], lang: ["کلمه‌ای دیگر"]}]}
    assert any(source in line for line in wrong_terms(game, lang, fake))
    same = {game: [{"en": [source_name], lang: [translation.replace("\u200c", "").replace("ی", "ي")]}]}
    assert wrong_terms(game, lang, same) == []


def test_normalise_treats_spelling_variants_alike() -> None:
    assert normalise("کهنه\u200cسرباز") == normalise("كهنهسرباز")
    assert normalise("سرسپُرده\u200cی موردرِد") == normalise("سرسپردهٔ موردرد")
    assert normalise("密袋（鑰匙）") == normalise("密袋(鑰匙)")
    assert normalise("Người  Lãnh Đạo") == normalise("người lãnh đạo")
    assert normalise("Thợ Săn") != normalise("Thợ Sắn")


@pytest.mark.skipif(not RULES.is_dir(), reason="../shared/rules is not beside this checkout (CI has it)")
def test_committed_glossary_matches_the_references() -> None:
    sys.path.insert(0, str(DATA))
    try:
        import extract_glossary
    finally:
        sys.path.remove(str(DATA))
    fresh = extract_glossary.render(extract_glossary.extract(RULES))
    assert fresh == (DATA / "glossary.json").read_text(encoding="utf-8"), \
        "tests/data/glossary.json is stale: run python tests/data/extract_glossary.py"
