"""Every line the narration can speak reads well aloud, in every language.

What can be spoken: every line of every narrated game's script, reached or not by today's setups (every text its
script chooses from: Quest's ``S_*`` lines, One Night's night calls and ``T_*`` lines, Avalon's line table), the
lines :mod:`desktop.narration.lines` lists, and the narration component's voice sample. A line is checked twice:

* each translation of its text and of every text it takes as a parameter, in every catalogue that holds it (so the
  failure names the catalogue), placeholders standing for a word;
* the whole line as the narrator says it (``catalog(lang).render``), in English and in each language, with every
  value each parameter can take: every role name a Quest call can name, every day length One Night can announce (``NUMBERS``), a
  seat's default name (so a hyphen glued to a placeholder, ``{d}-``, is caught with the word it meets).

A line must have:

* no brackets and no symbol a voice spells out or reads as a word (``/``, ``&``, ``+``, ``#``, a hyphen or dash
  stuck to one word as in ``-بجز {a}-``, which a voice may read as "minus");
* no Latin word in a Persian or Chinese line, and in a Vietnamese line no word that is not a Vietnamese syllable
  (``Token`` is spelled T-O-K-E-N) apart from the names the Vietnamese rulebooks print in Latin letters, and no
  word in capitals (a voice may spell it as an abbreviation: ``BIỂU QUYẾT``);
* in Persian, no vowel marks (harakat): a voice reads ``سرسپُردگانِ موردرِد`` wrongly, the rest of the app writes
  ``سرسپردگان موردرد``.
"""

from __future__ import annotations

import itertools
import re
import string
import unicodedata
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from desktop import translation_catalogues as tc
from desktop.i18n import catalog
from desktop.narration import lines
from desktop.narration.texts import T_SAMPLE
from engine.i18n import Msg, Text
from engine.registry import games

CATALOGUES = sorted(tc.TRANSLATIONS.glob("*.ts"))
PLACEHOLDER = re.compile(r"\{[a-z_][a-z0-9_]*\}|%L?n|%L?\d")
BRACKETS = re.compile(r"[()\[\]{}（）［］【】〔〕<>《》〈〉«»]")
#: Symbols a voice says as a word or spells: slash, ampersand, plus, hash, star, at, percent, equals, bar, tilde ...
SYMBOLS = re.compile(r"[/\\&+#*@%=|~^_•→←✓⊘]")
DASHES = "\\-\u2010\u2011\u2012\u2013\u2014\u2212\ufe63\uff0d"
#: A hyphen or dash (a run of them) with a letter on one side only ("-بجز", "{a}-"): read as "minus" or "dash".
#: Between two letters (a compound, "摩根勒菲——莫德雷德") and between spaces (a pause) it is fine.
LOOSE_HYPHEN = re.compile(rf"(?<![\w{DASHES}])[{DASHES}]+(?=\w)|(?<=\w)[{DASHES}]+(?![\w{DASHES}])")
LATIN_WORD = re.compile(r"[A-Za-zÀ-ɏḀ-ỿ]+")
#: Persian vowel marks: tanwin, fatha, damma, kasra, shadda, sukun, superscript alef.
HARAKAT = re.compile("[\u064b-\u0652\u0670]")
#: Unicode's bidi isolates around a Persian line's numbers and names (the narrator's render adds them).
ISOLATES = re.compile("[\u2066-\u2069]")

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
LANGUAGES = ("en", *tc.LANGUAGES)
#: The numbers a line's count can be: One Night's day ("You have {minutes} minutes ...", whole and half minutes),
#: Quest's discussion ("You have {seconds} seconds ...").
NUMBERS = {"minutes": (1, 2.5, 3, 5, 10), "seconds": (30, 90, 300)}


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


def narrated_games() -> list[str]:
    return sorted(g for g in games() if g in tc.components() and lines.game_lines(g))  # not the test-only games


def script_texts(game_id: str) -> list[Text]:
    """Every text the game's narration script can choose for a line, whether a setup reaches it or not."""
    if game_id == "quest":
        from engine.games.quest import texts

        return [v for k, v in vars(texts).items() if k.startswith("S_") and isinstance(v, Text)]
    if game_id == "onuw":
        from engine.games.onuw import data

        calls = [text for step in data.NIGHT_STEPS for text in (step.wake, step.close)]
        return calls + [v for k, v in vars(data).items() if k.startswith("T_") and isinstance(v, Text)]
    if game_id == "avalon":
        from engine.games.avalon import data

        return [line.text for line in data.LINES.values()]
    raise AssertionError(f"{game_id} has narration lines: name the texts its script chooses from in script_texts")


def role_names(game_id: str) -> list[Text]:
    """Every role name a line of the game can take as a parameter."""
    if game_id == "quest":
        from engine.games.quest import data

        return [data.ROLES[r].name for r in data.BLIND_EVIL_ORDER]  # the roles a call names (eyes shut, thumbs)
    return []


@cache
def param_values(game_id: str) -> dict[str, tuple[Any, ...]]:
    """Parameter name -> every value a line of the game can be given for it."""
    found: dict[str, set[Any]] = {}
    for line in lines.game_lines(game_id):
        for key, value in line.msg.params.items():
            found.setdefault(key, set()).add(value)
    for key in ("a", "b", "c", "d", "role", "first", "second"):
        if role_names(game_id):
            found.setdefault(key, set()).update(role_names(game_id))
    for key, numbers in NUMBERS.items():
        found.setdefault(key, set()).update(numbers)
    return {key: tuple(sorted(values, key=repr)) for key, values in found.items()}


def placeholders(text: Text) -> list[str]:
    return sorted({name for _, name, _, _ in string.Formatter().parse(str(text)) if name})


@cache
def spoken_messages_to_render() -> tuple[Msg, ...]:
    """Every line that can be spoken, once with each combination of the values its parameters can take."""
    out: dict[tuple[str, str, str], Msg] = {}
    for game_id in narrated_games():
        templates = {(t.context, str(t)): t for t in script_texts(game_id)}
        templates.update({(line.msg.context, str(line.msg.text)): line.msg.text for line in lines.game_lines(game_id)})
        values = param_values(game_id)
        for template in templates.values():
            names = placeholders(template)
            missing = [n for n in names if n not in values]
            assert not missing, f"{game_id}: no value known for {missing} of {str(template)!r}"
            for combo in itertools.product(*(values[n] for n in names)):
                if len({v for v in combo if isinstance(v, (Msg, Text))}) < sum(isinstance(v, (Msg, Text)) for v in combo):
                    continue  # one role named twice in a line: never said
                msg = Msg(template, dict(zip(names, combo, strict=True)))
                out[msg.context, str(msg.text), repr(combo)] = msg
    sample = Msg(T_SAMPLE, {})
    out[sample.context, str(T_SAMPLE), ""] = sample
    return tuple(out.values())


@cache
def spoken() -> frozenset[tuple[str, str]]:
    """(context, source) of every text the narration can say, parameters included."""
    return frozenset((text.context, str(text)) for msg in spoken_messages_to_render() for text in _texts(msg))


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
    """What a listener would trip over in a line (a placeholder counts as a word: "0", no letter of any script)."""
    text = ISOLATES.sub("", PLACEHOLDER.sub("0", translation))
    found = [f"bracket {c!r}" for c in BRACKETS.findall(text)]
    found += [f"symbol {c!r}" for c in SYMBOLS.findall(text)]
    if LOOSE_HYPHEN.search(text):
        found.append("hyphen stuck to one word")
    if lang == "vi":
        found += [f"non-Vietnamese word {w!r}" for w in vietnamese_foreign_words(text)]
        found += [f"word in capitals {w!r}" for w in LATIN_WORD.findall(text) if len(w) > 1 and w.isupper()]
    elif lang != "en":
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


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_line_as_spoken_reads_well_aloud(lang: str) -> None:
    """The whole line as the narrator says it, with each value of its parameters filled in."""
    said = catalog(lang)
    bad: dict[tuple[str, str], tuple[str, list[str], int]] = {}
    for msg in spoken_messages_to_render():
        if found := problems(lang, text := said.render(msg)):
            first = bad.setdefault((msg.context, str(msg.text)), (text, found, 0))
            bad[msg.context, str(msg.text)] = (first[0], first[1], first[2] + 1)
    report = [f"[{context}] {source!r}, {count} way(s) said, e.g. {text!r}: {', '.join(found)}"
              for (context, source), (text, found, count) in sorted(bad.items())]
    assert report == [], "\n".join(report)


def test_every_spoken_line_is_checked() -> None:
    """The spoken set reaches every narrated game's lines, every text their scripts choose from, and each
    language's catalogues hold all of them."""
    contexts = {context for context, _ in spoken()}
    assert {"onuw", "quest", "avalon", "narration"} <= contexts
    assert set(narrated_games()) >= {"onuw", "quest", "avalon"}
    for game_id in narrated_games():
        reached = {(t.context, str(t)) for line in lines.game_lines(game_id) for t in _texts(line.msg)}
        listed = {(t.context, str(t)) for t in script_texts(game_id)}
        assert reached <= spoken() and listed <= spoken()
        assert {str(t) for t in script_texts(game_id)} >= {str(line.msg.text) for line in lines.game_lines(game_id)}, \
            f"{game_id}: a line its script says is missing from script_texts"
    quest_names = {str(t) for t in role_names("quest")}
    assert {"Scion", "Changeling", "Blind Hunter", "Mutineer"} <= quest_names
    assert len(spoken()) >= 115
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
    assert problems("fa", "Tablekeeper می‌گوید") == ["Latin word 'Tablekeeper'"]
    assert problems("zh_TW", "監護人（館長），請睜眼/閉眼。") == ["bracket '（'", "bracket '）'", "symbol '/'"]
    assert problems("zh_TW", "莫德雷德的爪牙與摩根勒菲——{a}除外——睜開眼睛。") == []
    assert problems("en", "Minions of Mordred and Morgan le Fay \u2014 not the {a} \u2014 open your eyes.") == []
    assert problems("en", "Werewolves (and the Minion), wake up.") == ["bracket '('", "bracket ')'"]


def test_the_lint_hears_a_persian_hyphen_stuck_to_a_word() -> None:
    """A hyphen (or dash) glued to a word, before it or after it, to a placeholder or to the name it stands for."""
    hyphen = ["hyphen stuck to one word"]
    assert problems("fa", "مورگانا و سرسپردگان موردرد -بجز {a}- چشم‌ها را باز کنند") == hyphen
    assert problems("fa", "مورگانا و سرسپردگان موردرد -به‌جز {a}، {b}، {c} و {d}- چشم‌هایشان را باز کنند") == hyphen
    assert problems("fa", "سرسپردگان موردرد، به‌جز {a}- چشم‌ها را باز کنند") == hyphen  # glued to the placeholder only
    assert problems("fa", "سرسپردگان موردرد، به‌جز \u2068نفوذی\u2069- چشم‌ها را باز کنند") == hyphen  # as rendered
    assert problems("fa", "سرسپردگان موردرد \u2014به‌جز نفوذی\u2014 چشم‌ها را باز کنند") == hyphen  # a dash, glued
    assert problems("fa", "سرسپردگان موردرد – به‌جز {a} – چشم‌ها را باز کنند") == []  # a pause between spaces
    assert problems("fa", "گرگ خواب‌زده شستش را بالا نگه دارد") == []
    assert problems("vi", "Tay Sai của Mordred - không phải {a} - mở mắt ra.") == []


def test_a_line_with_a_bad_translation_is_caught_as_spoken() -> None:
    """The rendered check sees the words a placeholder stands for, and reaches lines no setup says today."""
    from engine.games.quest import texts

    role = role_names("quest")[0]
    name, rendered = catalog("fa").render(role), catalog("fa").render(texts.S_EVIL_OPEN_1(a=role))
    assert name in rendered and problems("fa", rendered) == []
    assert problems("fa", rendered.replace(name, f"{name}-", 1)) == ["hyphen stuck to one word"]
    assert any(str(m.text) == str(texts.S_EVIL_OPEN_4) for m in spoken_messages_to_render())
