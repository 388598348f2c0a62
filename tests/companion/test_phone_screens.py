"""The phone screenshots for docs/phones.md are taken as a test too (tests/companion/phone_screens.py): a real game,
headless Chromium at 390x844, four screens in each of the four languages, and the hidden card's height checked."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from tests.companion.phone_screens import LANGS, Waiter, fonts_conf, one_language
from tests.companion.test_companion_browser import CHROMIUM

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (apt install chromium): "
                                "the phone screenshots were not taken")


@pytest.mark.slow
def test_phone_screens_in_four_languages(qapp, tmp_path):
    fonts = fonts_conf(tmp_path)
    out = tmp_path / "shots"
    out.mkdir()
    for lang in LANGS:
        one_language(Waiter(), lang, out, tmp_path, fonts)
    shots = sorted(p.name for p in out.iterdir())
    assert shots == sorted(f"phone-{screen}-{lang}.png" for screen in ("join", "hold", "vote", "quest") for lang in LANGS)
    for name in shots:
        image = QImage(str(out / name))
        assert (image.width(), image.height()) == (390, 844), name
