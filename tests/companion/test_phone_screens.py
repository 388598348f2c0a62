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


@pytest.mark.slow
def test_player_aids_and_the_night_order_screens(qapp, tmp_path):
    """The player aids of Avalon (en, vi, zh_TW) and One Night's night order of the deck (four languages), as in
    docs/phones.md: one entry per call of the deck."""
    from engine.core import Setup
    from engine.registry import get_game
    from tests.companion.conftest import NAMES
    from tests.companion.phone_screens import Waiter, aids_screen

    fonts = fonts_conf(tmp_path)
    out = tmp_path / "shots"
    out.mkdir()
    for lang in ("en", "vi", "zh_TW"):
        assert aids_screen(Waiter(), "avalon", lang, out, tmp_path, fonts, "aids") == 0
    game = get_game("onuw")
    options = game.options_with_defaults({"mode": "app"})
    setup = Setup("onuw", NAMES[:7], tuple(game.recommended_roles(7, options)), options)
    calls = len(game.config(setup).steps)
    for lang in LANGS:
        assert aids_screen(Waiter(), "onuw", lang, out, tmp_path, fonts, "night-order", "#aids .night_order") == calls
    for name in sorted(p.name for p in out.iterdir()):
        image = QImage(str(out / name))
        assert (image.width(), image.height()) == (390, 844), name
