"""The UI language: catalogues loaded, Qt's own strings translated, right-to-left Persian, runtime switch."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QPushButton

from desktop.fonts import register_fonts
from desktop.i18n import UiLanguage, catalog, render_ui
from engine import errors


@pytest.fixture
def language(qapp: QApplication):
    lang = UiLanguage()
    yield lang
    lang.install("en")


def cancel_text() -> str:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    button = box.button(QDialogButtonBox.StandardButton.Cancel)
    assert isinstance(button, QPushButton)
    return button.text()


@pytest.mark.parametrize(("lang", "cancel", "nothing_to_undo"), [
    ("vi", "Hủy", "Không có gì để hoàn tác."),
    ("fa", "انصراف", "چیزی برای واگرد نیست."),
    ("zh_TW", "取消", "沒有可以復原的動作。"),
])
def test_engine_and_qt_strings_are_translated(language: UiLanguage, lang: str, cancel: str, nothing_to_undo: str) -> None:
    language.install(lang)
    assert render_ui(errors.T_NOTHING_TO_UNDO()) == nothing_to_undo
    assert cancel_text().replace("&", "") == cancel


def test_persian_lays_out_right_to_left_with_persian_digits(language: UiLanguage, qapp: QApplication) -> None:
    language.install("fa")
    assert qapp.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert QLocale().toString(2026).replace("\u066c", "").replace(",", "") == "۲۰۲۶"
    language.install("vi")
    assert qapp.layoutDirection() == Qt.LayoutDirection.LeftToRight


class GameOverLabel(QLabel):
    """A widget written the way the app's are: it retranslates itself on LanguageChange."""

    def __init__(self) -> None:
        super().__init__()
        self.retranslate()

    def retranslate(self) -> None:
        self.setText(render_ui(errors.T_GAME_OVER()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def test_switching_language_at_runtime_retranslates_open_windows(language: UiLanguage, qtbot) -> None:
    label = GameOverLabel()
    qtbot.addWidget(label)
    assert label.text() == "The game is over."
    language.install("zh_TW")
    QCoreApplication.processEvents()
    assert label.text() == "遊戲已經結束。"
    language.install("en")
    QCoreApplication.processEvents()
    assert label.text() == "The game is over."


def test_narration_catalogue_is_independent_of_the_ui_language(language: UiLanguage) -> None:
    language.install("vi")
    assert catalog("zh_TW").render(errors.T_GAME_OVER()) == "遊戲已經結束。"
    assert catalog("en").render(errors.T_GAME_OVER()) == "The game is over."


def test_bundled_fonts_cover_every_language(qapp: QApplication) -> None:
    import unicodedata

    from PySide6.QtGui import QFont, QFontMetrics

    families = register_fonts()
    assert {"Noto Sans", "Vazirmatn", "Noto Sans CJK TC"} <= set(families)
    for family, sample in (("Noto Sans", "Người chơi thứ năm: Đức"), ("Vazirmatn", "بازیکن‌ها"), ("Noto Sans CJK TC", "魔鬼城堡")):
        metrics = QFontMetrics(QFont(family))
        assert all(metrics.inFontUcs4(ord(ch)) for ch in sample if not ch.isspace() and unicodedata.category(ch) != "Cf"), family


def test_persian_isolates_names_and_uses_persian_digits() -> None:
    from engine.i18n import QT_TRANSLATE_NOOP

    probe = QT_TRANSLATE_NOOP("probe", "{player} led quest {n}")  # untranslated: the source text is kept
    fa = catalog("fa").render(probe(player="Ana Smith", n=3))
    assert fa == "\u2068Ana Smith\u2069 led quest \u2068۳\u2069"
    assert catalog("en").render(probe(player="Ana Smith", n=3)) == "Ana Smith led quest 3"
    assert catalog("zh_TW").render(probe(player=["甲", "乙"], n=3)) == "甲、乙 led quest 3"


def test_render_ui_follows_the_installed_language(language: UiLanguage) -> None:
    language.install("fa")
    assert render_ui(errors.T_NOT_YOUR_TURN(player="Ben")) == "اکنون نوبت \u2068Ben\u2069 برای این کار نیست."
