"""The setup wizard page by page, its deferred first frame, and the languages (right-to-left, runtime switch, tour)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QRadioButton, QSpinBox, QWizard

from desktop.console import ConsoleWindow
from desktop.controller import GameController
from desktop.games import plugin_for
from desktop.wizard import SetupWizard
from engine.core import Setup
from engine.registry import get_game
from tests.desktop.drive import manual_narrator

ROOT = Path(__file__).resolve().parents[2]


def test_walk_the_wizard_page_by_page(qtbot, language, settings) -> None:
    settings.remember_roster(["Ana", "Bao", "Chi", "Dara", "Eli", "Phuong"])
    wizard = SetupWizard(settings)
    qtbot.addWidget(wizard)
    wizard.show()
    model = wizard.model
    started: list = []
    wizard.startGame.connect(started.append)

    # 1. Game and variant: the list holds the games; Quest's variant comes with its one-line help.
    games = wizard.currentPage().list
    ids = [games.item(i).data(Qt.ItemDataRole.UserRole) for i in range(games.count())]
    assert {"quest", "onuw"} <= set(ids)
    games.setCurrentRow(ids.index("onuw"))
    assert model.game.id == "onuw"
    games.setCurrentRow(ids.index("quest"))
    variant = wizard.findChild(QComboBox, "option_variant")
    assert variant is not None
    assert wizard.findChild(QLabel, "help_variant").text()
    variant.setCurrentIndex(variant.findData("directors_cut"))
    assert model.options["variant"] == "directors_cut"
    assert wizard.button(QWizard.WizardButton.CustomButton1).isEnabled(), "Start now works on the first page"
    wizard.next()

    # 2. Players: count, names in seat order, a remembered roster, duplicate names refused.
    page = wizard.currentPage()
    page.recent.setCurrentIndex(1)
    page.recent.activated.emit(1)
    assert model.players == ["Ana", "Bao", "Chi", "Dara", "Eli", "Phuong"]
    page.count.setValue(7)
    assert len(page.edits) == 7 and len(model.players) == 7
    name = wizard.findChild(QLineEdit, "name_6")
    name.setText("Ana")
    name.textEdited.emit("Ana")
    assert not page.isComplete() and page.problems.isVisible()
    name.setText("Giang")
    name.textEdited.emit("Giang")
    assert page.isComplete() and not page.problems.isVisible()
    wizard.next()

    # 3. Roles: the recommended set, live validation with the engine's reason, balance shown.
    page = wizard.currentPage()
    assert sorted(model.roles) == sorted(model.game.recommended_roles(7, model.options))
    assert page.isComplete()
    morgan = wizard.findChild(QSpinBox, "role_morgan")
    morgan.setValue(0)
    assert not page.isComplete()
    assert page.problems.isVisible() and page.problems.text()
    page.recommend.click()
    assert page.isComplete() and not page.problems.isVisible()
    assert "Good" in page.balance.text() and "Evil" in page.balance.text()
    wizard.next()

    # 4. Dealing: physical cards list exactly the deck.
    page = wizard.currentPage()
    wizard.findChild(QRadioButton, "mode_physical").setChecked(True)
    assert model.options["mode"] == "physical"
    deck = wizard.findChild(QLabel, "deck").text()
    assert "Morgan le Fay" in deck and deck.count("\u2022") == len(set(model.roles))
    wizard.findChild(QRadioButton, "mode_app").setChecked(True)
    assert model.options["mode"] == "app" and not wizard.findChild(QLabel, "deck").isVisible()
    wizard.next()

    # 5. Narration: the voices the speech engine has for the chosen language, and a test button.
    page = wizard.currentPage()
    page.set_engine_info({"all_voices": [{"id": "vi", "name": "Vietnamese", "languages": ["vi"]},
                                         {"id": "en-us", "name": "English (America)", "languages": ["en-us"]}]})
    page.lang.setCurrentIndex(page.lang.findData("vi"))
    assert model.narration_lang == "vi"
    voices = [page.voice.itemData(i) for i in range(page.voice.count())]
    assert voices == ["", "vi"], voices
    assert page.test.isEnabled()
    page.voice.setCurrentIndex(1)
    page.voice.activated.emit(1)
    assert model.narration["voice"] == "vi"
    wizard.next()

    # 6. Summary, then Start.
    page = wizard.currentPage()
    text = page.summary.text()
    assert "Giang" in text and "Morgan le Fay" in text and "the app deals" in text
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert len(started) == 1
    result = started[0]
    assert result.setup.players[-1] == "Giang" and result.setup.options["variant"] == "directors_cut"
    assert result.narration_lang == "vi" and result.narration["voice"] == "vi"
    assert settings.recent_rosters()[0] == list(result.setup.players)
    assert settings.last_game == "quest"


def test_first_frame_needs_no_rules_and_the_rules_follow(qtbot, language, settings) -> None:
    settings.set_game_titles({"quest": ("quest", "Quest")})
    wizard = SetupWizard(settings, defer_rules=True)
    qtbot.addWidget(wizard)
    assert not wizard.model.is_loaded
    first = wizard.pages_in_order[0]
    assert first.list.item(first.list.currentRow()).text() == "Quest"
    assert not wizard.button(QWizard.WizardButton.CustomButton1).isEnabled()
    wizard.show()
    qtbot.waitUntil(lambda: wizard.model.is_loaded)
    assert len(wizard.pages_in_order) == 6
    assert wizard.button(QWizard.WizardButton.CustomButton1).isEnabled()
    assert "onuw" in settings.game_titles()
    # The first page now leads on: Next, not the Finish it showed while it was the only page.
    assert wizard.button(QWizard.WizardButton.NextButton).isVisible()
    assert not wizard.button(QWizard.WizardButton.FinishButton).isVisible()


def _quest_console(qtbot, store) -> ConsoleWindow:
    game = get_game("quest")
    names = ("Ana", "Bao", "Chi", "Dara", "Eli")
    setup = Setup("quest", names, game.recommended_roles(5, game.options_with_defaults({"mode": "physical"})), {"mode": "physical"})
    console = ConsoleWindow(GameController.new_game(game, setup, store, seed=2), plugin_for(game), narrator=manual_narrator())
    qtbot.addWidget(console)
    qtbot.addWidget(console.board)
    console.show()
    console.board.show()
    return console


def test_persian_is_right_to_left_with_persian_digits(qtbot, language, settings, store) -> None:
    console = _quest_console(qtbot, store)
    wizard = SetupWizard(settings)
    qtbot.addWidget(wizard)
    wizard.show()
    try:
        language.install("fa")
        qtbot.wait(10)
        for window in (console, console.board, wizard):
            assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
        console.refresh()
        texts = [w.text() for w in console.board.text_widgets()]
        assert any("\u06f1" in t for t in texts), texts  # Persian one
        assert not any(ch in "0123456789" for t in texts for ch in t), texts
    finally:
        language.install("en")
    assert console.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_language_switch_retranslates_every_window(qtbot, language, settings, store) -> None:
    console = _quest_console(qtbot, store)
    wizard = SetupWizard(settings)
    qtbot.addWidget(wizard)
    wizard.show()
    before = (console.undo_button.text(), console.board.instruction.text(), wizard.currentPage().title(),
              console.menu_game.title(), console.phase.text())
    try:
        for lang in ("vi", "zh_TW", "fa"):
            language.install(lang)
            qtbot.waitUntil(lambda: console.undo_button.text() != before[0])  # LanguageChange arrives through the loop
            after = (console.undo_button.text(), console.board.instruction.text(), wizard.currentPage().title(),
                     console.menu_game.title(), console.phase.text())
            for old, new in zip(before, after, strict=True):
                assert old != new, (lang, old)
    finally:
        language.install("en")
    qtbot.waitUntil(lambda: console.undo_button.text() == before[0])
    assert wizard.currentPage().title() == before[2]


def test_screenshot_tour_in_every_language(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    runs = {lang: subprocess.Popen([sys.executable, "-m", "desktop", "--screenshot-tour", str(tmp_path / lang), "--lang", lang],
                                   cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for lang in ("en", "vi", "fa", "zh_TW")}
    for lang, run in runs.items():
        _out, err = run.communicate(timeout=240)
        assert run.returncode == 0, (lang, err[-2000:])
        assert "Traceback" not in err, (lang, err[-2000:])
        pngs = sorted(p.name for p in (tmp_path / lang).glob("*.png"))
        assert len(pngs) == 11, (lang, pngs)
        assert all((tmp_path / lang / p).stat().st_size > 5000 for p in pngs)


def test_records_only_and_multiple_options_stay_off_the_variant_page() -> None:
    from desktop.games import plugin_for
    from engine.registry import get_game

    castle, onuw = get_game("castle"), get_game("onuw")
    assert "scenario_start" not in plugin_for(castle).variant_keys(castle)
    assert "exclude_artifacts" not in plugin_for(onuw).variant_keys(onuw)
    assert any(s.key == "scenario_start" and s.records_only for s in castle.option_specs())
    assert "scenario_start" not in {s.key for s in plugin_for(castle).house_rule_specs(castle)}
    assert "exclude_artifacts" in {s.key for s in plugin_for(onuw).house_rule_specs(onuw)}


def test_narration_page_sets_volume_output_and_night_sound(qtbot, language, settings) -> None:
    from desktop.narration.settings import NarrationSettings
    from desktop.wizard_pages import NarrationPage

    wizard = SetupWizard(settings)
    qtbot.addWidget(wizard)
    page = next(p for p in wizard.pages_in_order if isinstance(p, NarrationPage))
    page.set_engine_info({"all_voices": [], "outputs": [
        {"id": "hdmi", "description": "TV (HDMI)", "default": False},
        {"id": "speakers", "description": "Laptop speakers", "default": True}]})
    assert [page.output.itemText(i) for i in range(page.output.count())] == [
        page.tr("The system's default output"), "TV (HDMI)", "Laptop speakers"]
    page.output.activated.emit(1)
    page.volume.setValue(40)
    page.ambient.setChecked(True)
    chosen = NarrationSettings.from_json(wizard.model.narration)
    assert (chosen.device, chosen.volume, chosen.ambient) == ("hdmi", 0.4, True)
    page.set_engine_info({"all_voices": [], "outputs": []})  # the TV was unplugged
    assert page.output.currentData() == "hdmi" and "hdmi" in page.output.currentText()
