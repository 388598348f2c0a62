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
