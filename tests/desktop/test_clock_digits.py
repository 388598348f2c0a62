"""The countdown on the console and the TV board in the UI language's digits (issue 16: the One Night day timer
read "4:59" in Latin digits in Persian)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from desktop.timers import format_clock


@pytest.mark.parametrize(("lang", "expected"), [("en", "4:59"), ("vi", "4:59"), ("zh_TW", "4:59"), ("fa", "۴:۵۹")])
def test_the_clock_reads_in_the_languages_digits(lang: str, expected: str) -> None:
    from desktop.i18n import locale_for

    before = QLocale()
    QLocale.setDefault(locale_for(lang))
    try:
        assert format_clock(298.2) == expected
        assert format_clock(5) == ("۰:۰۵" if lang == "fa" else "0:05")
        assert format_clock(-3) == ("۰:۰۰" if lang == "fa" else "0:00")
    finally:
        QLocale.setDefault(before)


@pytest.mark.parametrize(("seconds", "lang", "expected"), [
    (300, "fa", "۵"), (150, "fa", "۲٫۵"), (150, "vi", "2,5"), (300, "en", "5 minutes"), (150, "zh_TW", "2.5")])
def test_the_day_call_says_its_minutes_in_the_languages_digits(qapp, seconds: int, lang: str, expected: str) -> None:
    """One Night's "You have 5 minutes" line, read aloud and captioned: in Persian "5" was Latin (the script passed
    the minutes as text)."""
    from desktop.i18n import catalog
    from engine.core import Setup
    from engine.registry import get_game

    game = get_game("onuw")
    options = {"mode": "physical", "day_seconds": seconds}
    setup = Setup("onuw", ("A", "B", "C", "D"), game.recommended_roles(4, game.options_with_defaults(options)), options)
    day = next(s for s in game.script(setup) if s.id == "onuw.day")
    line = catalog(lang).render(day.msg)
    assert expected in line, line
    if lang == "fa":
        assert not any(c.isascii() and c.isdigit() for c in line), line
