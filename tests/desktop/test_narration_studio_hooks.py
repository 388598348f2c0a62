from __future__ import annotations

from desktop.console import ConsoleWindow
from desktop.controller import GameController
from desktop.games import plugin_for
from desktop.narration.packs import PackLibrary
from desktop.narration.studio import StudioWindow
from desktop.wizard import SetupWizard
from engine.core import Setup
from engine.registry import get_game
from tests.desktop.drive import manual_narrator


def test_wizard_lists_packs_and_opens_the_studio(qtbot, language, settings, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TABLEKEEPER_NARRATION_PACKS", str(tmp_path / "packs"))
    library = PackLibrary()
    library.create("Bà", "vi")
    en = library.create("Mine", "en")
    library.choose("en", en.id)
    from desktop.wizard_pages import NarrationPage

    wizard = SetupWizard(settings)
    qtbot.addWidget(wizard)
    page = next(p for p in wizard.pages_in_order if isinstance(p, NarrationPage))
    items = [page.pack.itemText(i) for i in range(page.pack.count())]
    print(wizard.model.narration_lang, items)
    assert page.pack.currentText() == "Mine"
    page.lang.setCurrentIndex(page.lang.findData("vi"))
    assert [page.pack.itemText(i) for i in range(page.pack.count())] == ["None: the synthetic voice", "Bà"]
    page.pack.activated.emit(1)
    assert PackLibrary().chosen("vi").name == "Bà"
    page.studio_button.click()
    assert isinstance(page.studio, StudioWindow) and page.studio.isVisible()
    page.studio.close()


def test_console_game_menu_opens_the_studio(qtbot, language, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TABLEKEEPER_NARRATION_PACKS", str(tmp_path / "packs"))
    game = get_game("onuw")
    options = game.options_with_defaults({})
    setup = Setup("onuw", ("A", "B", "C", "D", "E"), tuple(game.recommended_roles(5, options)), options)
    console = ConsoleWindow(GameController.new_game(game, setup, None, seed=1), plugin_for(game), narrator=manual_narrator())
    qtbot.addWidget(console)
    assert console.act_studio in console.menu_game.actions() and console.act_studio.text() == "Recording studio\u2026"
    console.act_studio.trigger()
    assert isinstance(console.studio, StudioWindow) and console.studio.isVisible()
    studio = console.studio
    console.act_studio.trigger()
    assert console.studio is studio
    studio.new_button.click()
    studio.close()
