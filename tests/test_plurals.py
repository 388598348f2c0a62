"""Plural forms (issue 16): "1 Fail card" / "2 Fail cards" in English, each language's own form from its catalogue."""

from __future__ import annotations

import pickle
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from desktop import translation_catalogues as tc
from desktop.games.castle import texts as castle_t
from desktop.i18n import UiLanguage, catalog, render_ui
from desktop.text import render_json, render_msg
from engine.games.onuw import texts as onuw_t
from engine.games.quest import texts as quest_t
from engine.i18n import Msg, Text, plural_fallback, translate

FSI, PDI = "\u2068", "\u2069"

#: The Quest result for 1 and for 2 Fail cards, as each language writes it (Persian in Persian digits).
EXPECTED = {
    "en": ("Quest 3 fails with 1 Fail card.", "Quest 3 fails with 2 Fail cards."),
    "vi": ("Nhiệm Vụ 3 thất bại với 1 lá Thất bại.", "Nhiệm Vụ 3 thất bại với 2 lá Thất bại."),
    "fa": ("مأموریت ۳ با ۱ کارت شکست شکست خورد.", "مأموریت ۳ با ۲ کارت شکست شکست خورد."),
    "zh_TW": ("任務 3 失敗，有 1 張失敗卡。", "任務 3 失敗，有 2 張失敗卡。"),
}

PLURAL_TEXTS = {
    "quest": [quest_t.E_POINT_COUNT, quest_t.PR_POINT, quest_t.EV_QUEST_SUCCESS, quest_t.EV_QUEST_FAIL,
              quest_t.EV_VOTE_RESULT, quest_t.AU_QUEST_FAILS, quest_t.AU_HANDS, quest_t.AU_VOTE],
    "onuw": [onuw_t.P_TOO_MANY],
    "desktop_castle": [castle_t.DECLARATION_COUNT, castle_t.FORTUNE_COUNT],
}


@pytest.fixture
def language(qapp: QApplication) -> Iterator[UiLanguage]:
    lang = UiLanguage()
    yield lang
    lang.install("en")


def test_english_without_a_catalogue_follows_the_count() -> None:
    one, two = quest_t.EV_QUEST_FAIL(quest=3, fails=1), quest_t.EV_QUEST_FAIL(quest=3, fails=2)
    assert (one.english(), two.english()) == EXPECTED["en"]
    assert str(quest_t.EV_QUEST_SUCCESS(quest=1, fails=0)) == "Quest 1 succeeds with 0 Fail cards."
    assert quest_t.PR_POINT(count=1).english() == "Point at 1 player."
    assert quest_t.E_POINT_COUNT(player="Ana", count=2).english() == "Ana points with 2 hands at different players."
    assert onuw_t.P_TOO_MANY(max=1, role="Seer", have=2).english() == "The game has only 1 Seer card; the deck asks for 2."
    assert plural_fallback("%Ln hand(s)", 3, lambda n: f"<{n}>") == "<3> hands"


def test_the_view_carries_the_count() -> None:
    data = quest_t.EV_VOTE_RESULT(fails=2).to_json()
    assert data["count"] == 2
    assert data["english"] == "The Hunter vote shows 2 Fail cards."
    assert "count" not in quest_t.EV_DUKE_PASS().to_json()  # a text without plural forms keeps its old JSON
    text = pickle.loads(pickle.dumps(quest_t.EV_QUEST_FAIL))
    assert isinstance(text, Text) and text.count == "fails" and text.context == "quest"


@pytest.mark.parametrize("lang", list(EXPECTED))
def test_a_quest_result_takes_the_plural_form_of_the_ui_language(language: UiLanguage, lang: str) -> None:
    language.install(lang)
    for n, want in zip((1, 2), EXPECTED[lang], strict=True):
        message = quest_t.EV_QUEST_FAIL(quest=3, fails=n)
        assert render_msg(message) == want  # a live message (the console's log)
        assert render_json(message.to_json()) == want  # a view's JSON (the board)
        assert render_ui(message).replace(FSI, "").replace(PDI, "") == want
        assert catalog(lang).render(message).replace(FSI, "").replace(PDI, "") == want  # narration's catalogue


def test_persian_counts_are_isolated_persian_digits_in_the_catalogue() -> None:
    assert catalog("fa").render(quest_t.EV_QUEST_FAIL(quest=3, fails=2)) == f"مأموریت {FSI}۳{PDI} با {FSI}۲{PDI} کارت شکست شکست خورد."
    assert catalog("fa").render(quest_t.PR_POINT(count=1)) == f"به {FSI}۱{PDI} بازیکن اشاره کن."


def test_a_plural_inside_another_message_is_translated(language: UiLanguage) -> None:
    language.install("zh_TW")
    audit = quest_t.EV_AUDIT(problem=quest_t.AU_VOTE(fails=1, high=0))
    assert "1 張失敗卡" in render_msg(audit)
    assert "1 張失敗卡" in render_json(audit.to_json())
    assert audit.english() == "Check after the reveal: the Hunter vote showed 1 Fail card, but only 0 Evil players could play Fail."


def test_every_plural_text_is_a_numerus_message_in_every_catalogue() -> None:
    for component, texts in PLURAL_TEXTS.items():
        for lang in tc.LANGUAGES:
            held = {(m.context, m.source): m for m in tc.read_ts(tc.catalogue_path(component, lang))}
            for text in texts:
                assert text.count is not None and "%n" in text and "(s)" in text
                message = held[(text.context, str(text))]
                assert message.numerus and message.finished, (lang, str(text))
                assert "%Ln" in message.translation and "(s)" not in message.translation, (lang, str(text))


def test_fill_writes_every_plural_form(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = tmp_path / "probe.py"
    source.write_text('translate("probe", "%n card(s)", None, "count")\nQT_TRANSLATE_NOOP("probe", "plain")\n')
    monkeypatch.setattr(tc, "TRANSLATIONS", tmp_path)
    monkeypatch.setattr(tc, "components", lambda: {"probe": [source]})
    ts = tc.catalogue_path("probe", "en")
    tc.run_lupdate([source], ts)  # English: two plural forms
    count, unknown = tc.fill("probe", "en", {"probe": {"%n card(s)": ["%n card", "%n cards"], "plain": "plain"}})
    assert (count, unknown) == (2, [])
    forms = [f.text for f in ET.parse(ts).getroot().iter("numerusform")]
    assert forms == ["%n card", "%n cards"]
    ts = tc.catalogue_path("probe", "vi")
    tc.run_lupdate([source], ts)
    tc.fill("probe", "vi", {"probe": {"%n card(s)": "%Ln lá"}})
    message = next(m for m in tc.read_ts(ts) if m.numerus)
    assert (message.translation, message.finished) == ("%Ln lá", True)


def test_the_marker_makes_a_message_with_its_count() -> None:
    text = translate("probe", "%n hand(s)", None, "count")
    message = text(count=2)
    assert isinstance(message, Msg) and message.count == 2
    assert text(count="two").count is None  # only a number chooses a form


@pytest.mark.parametrize(("lang", "one", "three"), [
    ("en", "Ada declares victory, naming 1 partner", "Ada tells the fortune of 3 players"),
    ("fa", "Ada پیروزی را اعلام می‌کند و ۱ هم‌پیمان را نام می‌برد", "Ada برای ۳ بازیکن پیشگویی می‌کند"),
])
def test_castles_declaration_and_fortune_counts_take_the_plural_form(language: UiLanguage, lang: str, one: str,
                                                                     three: str) -> None:
    from desktop.text import plural

    language.install(lang)
    assert plural(castle_t.DECLARATION_COUNT, 1).format(player="Ada") == one
    assert plural(castle_t.FORTUNE_COUNT, 3).format(player="Ada") == three
