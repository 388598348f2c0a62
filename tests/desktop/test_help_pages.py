"""Help > How to play and Help > Role reference, opened from the console's Help menu, in every game and in
English, Persian and Vietnamese: the three sections, every role of the catalogue with its English name beside it,
no horizontal scrolling at 1280x800, every label's text fits its label, and a language switch retranslates."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea, QTabBar

from desktop import help_texts
from desktop.help_pages import HelpDialog
from desktop.i18n import tr as tr_text
from engine.core import Setup
from tests.desktop.observer import clean
from tests.desktop.table import Table, new_game, switch_language, tr

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support activateWindow",
                                       "This plugin does not support propagateSizeHints")

NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid", "Gia"]
GAMES = {"quest": "Quest", "avalon": "The Resistance: Avalon", "onuw": "One Night Ultimate Werewolf + Daybreak",
         "castle": "Castle of the Devil"}


def expected_roles(game_id: str, setup: Setup, plugin: object) -> list[tuple[str, str]]:
    """(translated name, English name) of every role the game has at this count, read from the game's own data."""
    if game_id == "castle":
        from engine.games.castle import data as castle

        return [(tr_text(card.name), str(card.name)) for card in castle.PROFESSION_CARDS.values()]
    infos = plugin.role_catalogue(setup.count, dict(setup.options))  # type: ignore[attr-defined]
    assert infos, f"{game_id}: an empty role catalogue"
    return [(tr_text(info.name), str(info.name)) for info in infos]


def open_from_menu(table: Table, item: str) -> HelpDialog:
    table.menu(tr("ConsoleWindow", "&Help"), tr("HelpDialog", item))
    table.qtbot.waitUntil(lambda: any(d.isVisible() for d in table.console().findChildren(HelpDialog)), timeout=3000)
    (dialog,) = [d for d in table.console().findChildren(HelpDialog) if d.isVisible()]
    return dialog


def click_tab(table: Table, dialog: HelpDialog, index: int) -> None:
    bar = dialog.tabs.findChild(QTabBar)
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, bar.tabRect(index).center())
    table.qtbot.waitUntil(lambda: dialog.tabs.currentIndex() == index, timeout=2000)


def check_fits(dialog: HelpDialog, area: QScrollArea) -> None:
    """Within 1280x800, no horizontal scroll bar, and each label, 13 pt or more, shows its whole text inside the page's width."""
    assert dialog.width() <= 1280 and dialog.height() <= 800, dialog.size()
    QApplication.processEvents()
    assert not area.horizontalScrollBar().isVisible(), "a horizontal scroll bar"
    page = area.widget()
    assert page.width() <= area.viewport().width(), (page.width(), area.viewport().width())
    labels = [label for label in page.findChildren(QLabel) if label.text()]
    assert labels
    for label in labels:
        assert label.wordWrap(), label.text()
        assert label.font().pointSizeF() >= 13, f"{label.text()!r} in {label.font().pointSizeF()} pt"
        needed = label.heightForWidth(label.width())
        assert needed <= label.height(), f"{label.text()!r} needs {needed} px, has {label.height()}"
        right = label.mapTo(page, label.rect().topRight()).x()
        assert label.mapTo(page, label.rect().topLeft()).x() >= 0 and right < area.viewport().width(), label.text()


def check_how_to_play(table: Table, dialog: HelpDialog, game_id: str, lang: str) -> None:
    area = dialog.how_area
    check_fits(dialog, area)
    headings = [clean(h.text()) for h in area.widget().findChildren(QLabel, "help_heading")]
    assert headings == [tr("HelpTexts", h) for h in ("Goal", "A turn", "The end")], headings
    bodies = [clean(b.text()) for b in area.widget().findChildren(QLabel, "help_body")]
    sources = help_texts.HOW_TO_PLAY[game_id]
    assert bodies == [clean(tr_text(s)) for s in sources]
    if lang != "en":
        assert all(b != s for b, s in zip(bodies, sources, strict=True)), f"{game_id}: How to play untranslated in {lang}"
    title = clean(area.widget().findChild(QLabel, "help_game_title").text())
    assert title == clean(tr_text(dialog.plugin.game.title))


def check_roles(table: Table, dialog: HelpDialog, game_id: str, lang: str) -> None:
    area = dialog.roles_area
    check_fits(dialog, area)
    names = [clean(n.text()) for n in area.widget().findChildren(QLabel, "help_role_name")]
    roles = expected_roles(game_id, dialog.setup, dialog.plugin)
    assert len(names) == len(roles), (names, roles)
    beside = 0
    for shown, (name, english) in zip(names, roles, strict=True):
        assert shown.startswith(name), (shown, name)
        if lang == "en" or name == english:
            assert shown == name
        else:
            assert english in shown and shown != name, f"{shown!r} lacks the English name {english!r}"
            beside += 1
    if lang != "en":
        assert beside, f"{game_id}: no role name translated in {lang}"
    summaries = area.widget().findChildren(QLabel, "help_role_summary")
    assert len(summaries) == len(roles), "a role without its summary"
    if area.widget().height() > area.viewport().height():
        assert area.verticalScrollBar().isVisible(), "a long list must scroll vertically"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_help_pages_from_the_menu_in_three_languages(table: Table, game_id: str) -> None:
    table.launch()
    new_game(table, GAMES[game_id], NAMES, "physical")
    table.console().resize(1280, 800)
    for lang in ("en", "fa", "vi"):
        switch_language(table, lang)
        dialog = open_from_menu(table, "How to play\u2026")
        assert dialog.tabs.currentIndex() == 0
        assert dialog.layoutDirection() == (Qt.LayoutDirection.RightToLeft if lang == "fa" else Qt.LayoutDirection.LeftToRight)
        check_how_to_play(table, dialog, game_id, lang)
        click_tab(table, dialog, 1)
        check_roles(table, dialog, game_id, lang)
        dialog.close()
        table.qtbot.waitUntil(lambda: not any(d.isVisible() for d in table.console().findChildren(HelpDialog)))
        dialog = open_from_menu(table, "Role reference\u2026")
        assert dialog.tabs.currentIndex() == 1
        check_roles(table, dialog, game_id, lang)
        dialog.close()
    switch_language(table, "en")


def test_the_open_help_follows_a_language_switch(table: Table) -> None:
    table.launch()
    new_game(table, GAMES["quest"], NAMES, "physical")
    dialog = open_from_menu(table, "Role reference\u2026")
    check_roles(table, dialog, "quest", "en")
    english_tab = dialog.tabs.tabText(0)
    switch_language(table, "vi")  # the help is not modal: the console's Language menu is in reach
    table.qtbot.waitUntil(lambda: dialog.tabs.tabText(0) != english_tab, timeout=3000)
    assert dialog.tabs.tabText(0) == QCoreApplication.translate("HelpDialog", "How to play")
    check_roles(table, dialog, "quest", "vi")
    click_tab(table, dialog, 0)
    check_how_to_play(table, dialog, "quest", "vi")
    switch_language(table, "en")
    table.qtbot.waitUntil(lambda: dialog.tabs.tabText(0) == english_tab, timeout=3000)
    check_how_to_play(table, dialog, "quest", "en")
