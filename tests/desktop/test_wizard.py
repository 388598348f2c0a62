"""The setup wizard page by page, its deferred first frame, and the languages (right-to-left, runtime switch, tour)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QPushButton, QRadioButton, QSpinBox, QWizard

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
    from desktop.tour import tour_files

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    runs = {lang: subprocess.Popen([sys.executable, "-m", "desktop", "--screenshot-tour", str(tmp_path / lang), "--lang", lang],
                                   cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for lang in ("en", "vi", "fa", "zh_TW")}
    for lang, run in runs.items():
        _out, err = run.communicate(timeout=900)  # about 90 s of CPU per language
        assert run.returncode == 0, (lang, err[-2000:])
        assert "Traceback" not in err, (lang, err[-2000:])
        pngs = sorted(p.name for p in (tmp_path / lang).glob("*.png"))
        assert pngs == sorted(tour_files(lang)), (lang, pngs)
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


# -- what a person sees and clicks: the module switches, the voice test ------------------------------------------

def _visible(qtbot, root, kind, text: str):
    """The one visible widget of ``kind`` whose visible text is ``text``.

    A rebuilt page's new widgets are shown through the event loop (and its old ones deleted), so wait for it.
    """
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.processEvents()  # the queued show of new widgets
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the old ones go

    def found() -> list:
        return [w for w in root.findChildren(kind) if w.isVisible() and w.text() == text]

    qtbot.waitUntil(lambda: len(found()) == 1, timeout=5_000)
    return found()[0]


def _click_box(qtbot, root, text: str):
    """Click a check box where a person would (its indicator and label: the style's click area)."""
    from PySide6.QtWidgets import QCheckBox, QStyle, QStyleOptionButton

    box = _visible(qtbot, root, QCheckBox, text)
    option = QStyleOptionButton()
    box.initStyleOption(option)
    area = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxClickRect, option, box)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=area.center())
    return _visible(qtbot, root, QCheckBox, text)  # the page may have rebuilt its editors


def _reason(wizard, key: str) -> str:
    """The reason shown beside an option's box ("" when none is shown)."""
    shown = [label.text() for label in wizard.currentPage().findChildren(QLabel, f"reason_{key}") if label.isVisible()]
    assert len(shown) <= 1, shown
    return shown[0] if shown else ""


def _ts_translation(component: str, lang: str, source: str) -> str:
    """A translation read straight from the catalogue file (an oracle independent of the app's loading)."""
    import xml.etree.ElementTree as ET

    for message in ET.parse(ROOT / "translations" / f"{component}_{lang}.ts").iter("message"):
        if message.findtext("source") == source:
            return message.findtext("translation") or ""
    raise AssertionError(f"{source!r} is not in {component}_{lang}.ts")


def _avalon_roles_page(qtbot, settings, count: int) -> SetupWizard:
    wizard = SetupWizard(settings)
    qtbot.addWidget(wizard)
    wizard.show()
    games = wizard.currentPage().list
    ids = [games.item(i).data(Qt.ItemDataRole.UserRole) for i in range(games.count())]
    games.setCurrentRow(ids.index("avalon"))
    wizard.next()
    _set_count(qtbot, wizard, count)
    wizard.next()
    return wizard


def _set_count(qtbot, wizard, count: int) -> None:
    spin = wizard.currentPage().count
    while spin.value() != count:
        qtbot.keyClick(spin, Qt.Key.Key_Up if spin.value() < count else Qt.Key.Key_Down)
    assert len(wizard.model.players) == count


TRAPPER, PLOT = "The Trapper", "Plot Cards"
COUNT_7 = "The Trapper is for 8 to 10 players, not 7."
WITH_PLOT = "The Trapper cannot be used together with Plot Cards."


def test_a_forbidden_module_cannot_be_switched_on_at_7_players(qtbot, language, settings) -> None:
    wizard = _avalon_roles_page(qtbot, settings, 7)
    page = wizard.currentPage()
    trapper = _visible(qtbot, page, QCheckBox, TRAPPER)
    assert not trapper.isEnabled() and COUNT_7 in _reason(wizard, "trapper")
    trapper = _click_box(qtbot, page, TRAPPER)
    assert not trapper.isChecked() and wizard.model.options["trapper"] is False
    plot = _click_box(qtbot, page, PLOT)  # Plot Cards are allowed at 7; the Trapper now has two reasons
    assert plot.isChecked() and wizard.model.options["plot_cards"] is True
    assert COUNT_7 in _reason(wizard, "trapper") and WITH_PLOT in _reason(wizard, "trapper")
    assert not _click_box(qtbot, page, TRAPPER).isChecked()
    assert not wizard.model.errors() and page.isComplete()


@pytest.mark.parametrize("first,second", [(TRAPPER, PLOT), (PLOT, TRAPPER)], ids=["trapper-first", "plot-first"])
def test_modules_that_exclude_each_other_at_8_players(qtbot, language, settings, first: str, second: str) -> None:
    wizard = _avalon_roles_page(qtbot, settings, 8)
    page = wizard.currentPage()
    keys = {TRAPPER: "trapper", PLOT: "plot_cards"}
    assert _visible(qtbot, page, QCheckBox, TRAPPER).isEnabled() and not _reason(wizard, "trapper")
    assert _visible(qtbot, page, QCheckBox, PLOT).isEnabled() and not _reason(wizard, "plot_cards")
    assert _click_box(qtbot, page, first).isChecked()
    blocked = _visible(qtbot, page, QCheckBox, second)
    assert not blocked.isEnabled() and WITH_PLOT in _reason(wizard, keys[second])
    assert not _click_box(qtbot, page, second).isChecked()  # refused: nothing changes
    assert wizard.model.options[keys[first]] is True and wizard.model.options[keys[second]] is False
    assert not wizard.model.errors() and wizard.button(QWizard.WizardButton.CustomButton1).isEnabled()
    assert not _click_box(qtbot, page, first).isChecked()  # switched off again: the other one is free
    assert _visible(qtbot, page, QCheckBox, second).isEnabled() and not _reason(wizard, keys[second])
    assert _click_box(qtbot, page, second).isChecked()


def test_fewer_players_switch_a_module_off_with_a_note(qtbot, language, settings) -> None:
    wizard = _avalon_roles_page(qtbot, settings, 8)
    assert _click_box(qtbot, wizard.currentPage(), TRAPPER).isChecked()
    wizard.back()
    players = wizard.currentPage()
    _set_count(qtbot, wizard, 7)
    assert wizard.model.options["trapper"] is False and not wizard.model.errors()
    note = players.findChild(QLabel, "switched_off")
    assert note.isVisible() and note.text() == f"The Trapper was switched off: {COUNT_7}"
    wizard.next()
    trapper = _visible(qtbot, wizard.currentPage(), QCheckBox, TRAPPER)
    assert not trapper.isChecked() and not trapper.isEnabled()
    assert _reason(wizard, "trapper") == f"Switched off: {COUNT_7}"
    wizard.back()
    _set_count(qtbot, wizard, 8)  # allowed again: the note goes, the box may be switched on (it stays off)
    assert not note.isVisible()
    wizard.next()
    trapper = _visible(qtbot, wizard.currentPage(), QCheckBox, TRAPPER)
    assert trapper.isEnabled() and not trapper.isChecked() and not _reason(wizard, "trapper")


def test_the_refusal_is_shown_in_persian(qtbot, language, settings) -> None:
    wizard = _avalon_roles_page(qtbot, settings, 8)
    try:
        language.install("fa")
        page = wizard.currentPage()
        trapper_fa = _ts_translation("avalon", "fa", TRAPPER)
        qtbot.waitUntil(lambda: any(b.text() == trapper_fa and b.isVisible() for b in page.findChildren(QCheckBox)))
        assert _click_box(qtbot, page, trapper_fa).isChecked()
        plot = _visible(qtbot, page, QCheckBox, _ts_translation("avalon", "fa", PLOT))
        assert not plot.isEnabled()
        reason = _reason(wizard, "plot_cards")
        assert _ts_translation("avalon", "fa", WITH_PLOT) in reason and WITH_PLOT not in reason
        wizard.back()
        _set_count(qtbot, wizard, 7)
        note = wizard.currentPage().findChild(QLabel, "switched_off").text()
        count_fa = _ts_translation("avalon", "fa", "The Trapper is for 8 to 10 players, not {count}.").replace(
            "{count}", "\u06f7")  # Persian seven
        assert count_fa in note and "switched off" not in note, note
    finally:
        language.install("en")


def test_the_voice_test_says_what_happened(qtbot, language, settings, tmp_path: Path) -> None:
    from desktop.narration import Narrator
    from desktop.narration.media import MediaSpeaker
    from desktop.wizard_pages import NarrationPage
    from tests.narration.test_media import _fake_player, _fake_worker
    from tests.narration.test_no_sound import NO_OUTPUT_REFUSES, PLAYS

    wizard = SetupWizard(settings)
    qtbot.addWidget(wizard)
    wizard.show()
    while not isinstance(wizard.currentPage(), NarrationPage):
        wizard.next()
    page = wizard.currentPage()
    button = _visible(qtbot, page, QPushButton, "Test the voice")
    result = page.findChild(QLabel, "test_voice_result")
    # This run is silent (the tests' setting): the button says so rather than doing nothing.
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert result.isVisible() and result.text().startswith("No sound output"), result.text()
    for child, expected in ((NO_OUTPUT_REFUSES, "No sound output"), (PLAYS, "The sample was played.")):
        speaker = MediaSpeaker(cache=tmp_path, worker_command=_fake_worker(tmp_path), player_command=_fake_player(tmp_path, child))
        narrator = Narrator(speaker=speaker)
        page.set_narrator(narrator)
        button = _visible(qtbot, page, QPushButton, "Test the voice")
        assert button.isEnabled()
        with qtbot.waitSignal(narrator.voiceTested, timeout=20_000):
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            assert result.text() == "Playing the sample\u2026" and result.isVisible()
        assert result.text().startswith(expected), result.text()
        narrator.shutdown()


def test_a_module_that_only_needs_other_roles_is_not_refused(qtbot, language, settings) -> None:
    # Quest's Unknown Roles wants its own piles: the recommended roles cure it, so it is a role-list problem
    # (listed below the roles), not a reason to refuse the switch.
    wizard = SetupWizard(settings)
    qtbot.addWidget(wizard)
    wizard.show()
    games = wizard.currentPage().list
    ids = [games.item(i).data(Qt.ItemDataRole.UserRole) for i in range(games.count())]
    games.setCurrentRow(ids.index("quest"))
    wizard.next()
    wizard.next()
    page = wizard.currentPage()
    box = _click_box(qtbot, page, "Unknown Roles variant")
    assert box.isChecked() and box.isEnabled() and wizard.model.options["unknown_roles"] is True
    assert not _reason(wizard, "unknown_roles")
    qtbot.mouseClick(_visible(qtbot, page, QPushButton, "Recommended roles"), Qt.MouseButton.LeftButton)
    assert not wizard.model.errors() and _visible(qtbot, page, QCheckBox, "Unknown Roles variant").isChecked()
