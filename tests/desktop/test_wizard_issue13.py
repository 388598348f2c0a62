"""Issue 13's wizard points, played with the mouse, the wheel and the keyboard on visible widgets.

The wheel changes a drop-down or number box only when it has the focus (else the page scrolls); the Ready page
lists every option changed from its default and roles with their counts; the names recently seen are ticked to
seat them; seat options are chosen by name; Avalon's other timers have a field per stage; One Night's
Doppelgänger has her copy's team.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLabel, QLineEdit, QScrollArea, QSpinBox, QWizard

from desktop.wizard import SetupWizard
from desktop.wizard_pages import PlayersPage, RolesPage, SummaryPage
from tests.desktop.test_wizard import _click_box, _set_count, _ts_translation, _visible


# -- driving ------------------------------------------------------------------------------------------------------
def _wizard(qtbot, settings, game_id: str) -> SetupWizard:
    wizard = SetupWizard(settings)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.waitExposed(wizard)
    wizard.activateWindow()
    qtbot.waitUntil(wizard.isActiveWindow)
    games = wizard.currentPage().list
    for row in range(games.count()):
        if games.item(row).data(Qt.ItemDataRole.UserRole) == game_id:
            rect = games.visualItemRect(games.item(row))
            qtbot.mouseClick(games.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert wizard.model.game.id == game_id
    return wizard


def _next(qtbot, wizard: SetupWizard) -> None:
    before = wizard.currentPage()
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: wizard.currentPage() is not before)


def _back(qtbot, wizard: SetupWizard) -> None:
    before = wizard.currentPage()
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.BackButton), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: wizard.currentPage() is not before)


def _to_page(qtbot, wizard: SetupWizard, kind: type) -> None:
    while not isinstance(wizard.currentPage(), kind):
        _next(qtbot, wizard)


def _shown(qtbot, wizard: SetupWizard, kind: type, name: str):
    """The one visible widget of ``kind`` called ``name`` on the current page (scrolled into view)."""
    QCoreApplication.processEvents()  # a rebuilt page's new widgets are shown, its old ones deleted
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.waitUntil(lambda: any(w.isVisible() for w in wizard.currentPage().findChildren(kind, name)))
    widget = next(w for w in wizard.currentPage().findChildren(kind, name) if w.isVisible())
    for area in wizard.currentPage().findChildren(QScrollArea):
        if area.isAncestorOf(widget):
            area.ensureWidgetVisible(widget)
    return widget


def _choose(qtbot, combo: QComboBox, text: str) -> None:
    """Open the drop-down with a click, go to the item showing ``text`` with the arrow keys and press Return.

    (The list ignores a click released right after it opened, Qt's guard against a press that opened it.)
    """
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    row = next(i for i in range(combo.count()) if combo.itemText(i) == text)
    qtbot.keyClick(view, Qt.Key.Key_Home)
    for _ in range(row):
        qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not view.isVisible())
    assert combo.currentText() == text


def _type_number(qtbot, spin: QSpinBox, value: int) -> None:
    qtbot.mouseClick(spin.lineEdit(), Qt.MouseButton.LeftButton)
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(spin.lineEdit(), str(value))
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Tab)
    assert spin.value() == value


def _wheel(widget, down: bool = True) -> None:
    """A wheel notch over the middle of ``widget``, sent to the widget under the mouse there."""
    centre = widget.rect().center()
    global_pos = widget.mapToGlobal(centre)
    under = QApplication.widgetAt(global_pos)
    assert under is widget or widget.isAncestorOf(under), (under, widget)
    local = under.mapFromGlobal(global_pos)
    delta = QPoint(0, -120 if down else 120)
    event = QWheelEvent(QPointF(local), QPointF(global_pos), QPoint(), delta, Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(under, event)


def _visible_text(wizard: SetupWizard, name: str) -> str:
    return next(w for w in wizard.currentPage().findChildren(QLabel, name) if w.isVisible()).text()


# -- the wheel ------------------------------------------------------------------------------------------------------
def test_the_wheel_scrolls_the_page_over_an_unfocused_drop_down_and_changes_a_focused_one(qtbot, language, settings) -> None:
    wizard = _wizard(qtbot, settings, "avalon")
    _next(qtbot, wizard)
    _next(qtbot, wizard)
    page = wizard.currentPage()
    assert isinstance(page, RolesPage)
    combo = _shown(qtbot, wizard, QComboBox, "option_fifth_proposal")
    bar = next(a for a in page.findChildren(QScrollArea) if a.isAncestorOf(combo)).verticalScrollBar()
    assert bar.maximum() > 0, "the options page scrolls"
    assert not combo.hasFocus()
    before_index, before_bar = combo.currentIndex(), bar.value()
    down = bar.value() < bar.maximum()
    _wheel(combo, down=down)
    assert combo.currentIndex() == before_index and wizard.model.options["fifth_proposal"] == "vote_normally"
    assert bar.value() != before_bar, "the page scrolled instead"
    # A number box (a role count) the same way.
    spin = _shown(qtbot, wizard, QSpinBox, "role_loyal_servant")
    count, before_bar = spin.value(), bar.value()
    _wheel(spin, down=bar.value() < bar.maximum())
    assert spin.value() == count and wizard.model.roles.count("loyal_servant") == count
    assert bar.value() != before_bar

    # Focused (clicked, the list closed with Escape): the wheel chooses.
    combo = _shown(qtbot, wizard, QComboBox, "option_fifth_proposal")
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(combo.view().isVisible)
    qtbot.keyClick(combo.view(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not combo.view().isVisible())
    assert combo.hasFocus()
    _wheel(combo, down=True)
    assert combo.currentIndex() == 1 and wizard.model.options["fifth_proposal"] == "sent_without_vote"


# -- the Ready page -------------------------------------------------------------------------------------------------
def test_the_ready_page_lists_every_changed_option_and_roles_with_counts(qtbot, language, settings) -> None:
    settings.remember_roster(["Ada", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus"])
    wizard = _wizard(qtbot, settings, "avalon")
    _next(qtbot, wizard)
    assert wizard.model.players == ["Ada", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus"]
    _next(qtbot, wizard)
    _click_box(qtbot, wizard.currentPage(), "Lady of the Lake")
    fifth = _shown(qtbot, wizard, QComboBox, "option_fifth_proposal")
    normal, sent = fifth.itemText(0), fifth.itemText(1)
    _choose(qtbot, fifth, sent)
    _choose(qtbot, _shown(qtbot, wizard, QComboBox, "option_first_leader"), "Ben")
    _type_number(qtbot, _shown(qtbot, wizard, QSpinBox, "option_timer_overrides_vote"), 60)
    _to_page(qtbot, wizard, SummaryPage)
    lines = _visible_text(wizard, "summary").split("\n")
    assert "Roles: Merlin, Percival, Loyal Servant of Arthur \u00d7 2, Assassin, Morgana, Oberon" in lines, lines
    changed = lines[lines.index("Changed from the defaults:") + 1:]
    assert changed == ["\u2022 Lady of the Lake: on", f"\u2022 Fifth proposal: {sent}", "\u2022 First leader: Ben",
                       "\u2022 Other timers: Team vote 60 s"], changed
    # Back to the defaults: nothing listed.
    _back(qtbot, wizard)
    _back(qtbot, wizard)
    _back(qtbot, wizard)
    _click_box(qtbot, wizard.currentPage(), "Lady of the Lake")
    _choose(qtbot, _shown(qtbot, wizard, QComboBox, "option_fifth_proposal"), normal)
    _choose(qtbot, _shown(qtbot, wizard, QComboBox, "option_first_leader"), "At random")
    _type_number(qtbot, _shown(qtbot, wizard, QSpinBox, "option_timer_overrides_vote"), 45)
    _to_page(qtbot, wizard, SummaryPage)
    lines = _visible_text(wizard, "summary").split("\n")
    assert "Modules and house rules: all as by default." in lines and "Changed from the defaults:" not in lines


def test_the_ready_page_in_persian(qtbot, language, settings) -> None:
    wizard = _wizard(qtbot, settings, "avalon")
    _next(qtbot, wizard)
    _next(qtbot, wizard)
    _click_box(qtbot, wizard.currentPage(), "Excalibur")
    try:
        language.install("fa")
        _to_page(qtbot, wizard, SummaryPage)
        text = _visible_text(wizard, "summary")
        heading = _ts_translation("desktop", "fa", "Changed from the defaults:")
        line = f"\u2022 {_ts_translation('avalon', 'fa', 'Excalibur')}: {_ts_translation('desktop', 'fa', 'on')}"
        assert heading in text.split("\n") and line in text.split("\n"), text
        assert "Excalibur" not in text
    finally:
        language.install("en")


# -- recent names ------------------------------------------------------------------------------------------------
def _known_box(qtbot, wizard: SetupWizard, name: str) -> QCheckBox:
    return _visible(qtbot, wizard.currentPage(), QCheckBox, name)


def _tick(qtbot, wizard: SetupWizard, name: str) -> QCheckBox:
    return _click_box(qtbot, wizard.currentPage(), name)


def _seats(wizard: SetupWizard) -> list[str]:
    QCoreApplication.processEvents()  # a rebuilt page's new fields are shown through the event loop
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    edits = sorted((e for e in wizard.currentPage().findChildren(QLineEdit) if e.isVisible() and e.objectName().startswith("name_")),
                   key=lambda e: int(e.objectName()[5:]))
    return [e.text() for e in edits]


def test_everyone_recently_seen_is_offered_and_ticked_into_the_seats(qtbot, language, settings) -> None:
    settings.remember_roster(["Ada", "Ben", "Cy", "Dee", "Eve", "Fay"])
    settings.remember_roster(["Ada", "Ben", "Cy", "Dee"])  # the last game had four players
    wizard = _wizard(qtbot, settings, "quest")
    _next(qtbot, wizard)
    assert _seats(wizard) == ["Ada", "Ben", "Cy", "Dee"]
    _set_count(qtbot, wizard, 6)
    assert _seats(wizard) == ["Ada", "Ben", "Cy", "Dee", "Eve", "Fay"], "no 'Player 5' while names are known"
    ticked = [name for name in ("Ada", "Ben", "Cy", "Dee", "Eve", "Fay") if _known_box(qtbot, wizard, name).isChecked()]
    assert len(ticked) == 6
    # Cy stays home tonight: unticked, the later seats move up.
    _tick(qtbot, wizard, "Cy")
    assert _seats(wizard) == ["Ada", "Ben", "Dee", "Eve", "Fay"] and wizard.currentPage().count.value() == 5
    # Cy comes after all: ticked, a seat more at the end.
    _tick(qtbot, wizard, "Cy")
    assert _seats(wizard) == ["Ada", "Ben", "Dee", "Eve", "Fay", "Cy"]
    # Names stay editable.
    edit = _shown(qtbot, wizard, QLineEdit, "name_5")
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(edit, "rus")
    assert wizard.model.players[5] == "Cyrus" and not _known_box(qtbot, wizard, "Cy").isChecked()
    _to_page(qtbot, wizard, SummaryPage)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    assert settings.known_names()[:6] == ["Ada", "Ben", "Dee", "Eve", "Fay", "Cyrus"]
    assert "Cy" in settings.known_names(), "everyone seen is kept"


def test_a_ticked_name_fills_a_player_n_seat_and_a_full_table_says_so(qtbot, language, settings) -> None:
    settings.remember_roster([f"N{i}" for i in range(12)])  # more names than Castle's ten seats
    settings.remember_roster(["Ada", "Ben", "Cy"])
    wizard = _wizard(qtbot, settings, "castle")
    _next(qtbot, wizard)
    assert isinstance(wizard.currentPage(), PlayersPage)
    # A name typed over a seat leaves that person unticked; ticking them again takes the first "Player n" seat.
    edit = _shown(qtbot, wizard, QLineEdit, "name_1")
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(edit, "Player 2")
    assert not _known_box(qtbot, wizard, "Ben").isChecked()
    _tick(qtbot, wizard, "Ben")
    assert _seats(wizard) == ["Ada", "Ben", "Cy"]
    _set_count(qtbot, wizard, 10)
    assert _seats(wizard) == ["Ada", "Ben", "Cy", *(f"N{i}" for i in range(7))]
    box = _tick(qtbot, wizard, "N9")
    assert not box.isChecked() and len(wizard.model.players) == 10
    full = next(w for w in wizard.currentPage().findChildren(QLabel, "seats_full"))
    assert full.isVisible() and full.text() == "Every seat is taken (10 players at most): untick someone first."


# -- seats by name, a field per timer -----------------------------------------------------------------------------
def test_seat_options_are_chosen_by_name_with_random_as_a_choice(qtbot, language, settings) -> None:
    settings.remember_roster(["Ada", "Ben", "Cy", "Dee"])
    wizard = _wizard(qtbot, settings, "castle")
    _next(qtbot, wizard)
    _next(qtbot, wizard)
    combo = _shown(qtbot, wizard, QComboBox, "option_start_player")
    assert [combo.itemText(i) for i in range(combo.count())] == ["At random", "Ada", "Ben", "Cy", "Dee"]
    assert combo.currentText() == "At random"
    helps = [w.text() for w in wizard.currentPage().findChildren(QLabel) if w.isVisible()]
    assert "The player who has travelled farthest begins; or one drawn at random." in helps
    assert not any("counted from 0" in h for h in helps)
    _choose(qtbot, combo, "Dee")
    assert wizard.model.options["start_player"] == 3 and not wizard.model.errors()
    # Dee goes home: the start player is drawn at random again (not a seat that is no longer there).
    _back(qtbot, wizard)
    _tick(qtbot, wizard, "Dee")
    assert wizard.model.options["start_player"] == -1 and not wizard.model.errors()
    _next(qtbot, wizard)
    combo = _shown(qtbot, wizard, QComboBox, "option_start_player")
    assert [combo.itemText(i) for i in range(combo.count())] == ["At random", "Ada", "Ben", "Cy"]
    _choose(qtbot, combo, "Ben")
    started: list = []
    wizard.startGame.connect(started.append)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.CustomButton1), Qt.MouseButton.LeftButton)
    assert started and started[0].setup.options["start_player"] == 1


def test_other_timers_have_a_field_per_stage(qtbot, language, settings) -> None:
    wizard = _wizard(qtbot, settings, "avalon")
    _next(qtbot, wizard)
    _next(qtbot, wizard)
    assert not wizard.currentPage().findChildren(QLineEdit, "option_timer_overrides"), "no typed STAGE=SECONDS"
    vote = _shown(qtbot, wizard, QSpinBox, "option_timer_overrides_vote")
    assert vote.value() == 45 and vote.text() == "45 s"
    labels = {w.text() for w in wizard.currentPage().findChildren(QLabel) if w.isVisible()}
    assert {"First team proposal", "Later team proposals", "Team vote", "Quest cards", "Assassination"} <= labels
    _type_number(qtbot, vote, 60)
    quest = _shown(qtbot, wizard, QSpinBox, "option_timer_overrides_quest")
    _type_number(qtbot, quest, 0)
    assert quest.text() == "off"
    assert wizard.model.options["timer_overrides"] == "vote=60, quest=0" and not wizard.model.errors()
    from engine.games.avalon.game import timers_for

    timers = timers_for(wizard.model.options)
    assert timers["vote"] == 60 and timers["quest"] is None and timers["proposal"] == 120


# -- One Night's Doppelgänger -------------------------------------------------------------------------------------
def test_the_doppelganger_has_the_copied_cards_team(qtbot, language, settings) -> None:
    wizard = _wizard(qtbot, settings, "onuw")
    _next(qtbot, wizard)
    _next(qtbot, wizard)
    page = wizard.currentPage()
    spin = _shown(qtbot, wizard, QSpinBox, "role_doppelganger")
    grid = page.roles_grid
    row = grid.getItemPosition(grid.indexOf(spin))[0]
    texts = [grid.itemAtPosition(row, column).widget().text() for column in (1, 2)]
    assert texts == ["Doppelg\u00e4nger", "The copied card's team"], texts
    seer = _shown(qtbot, wizard, QSpinBox, "role_seer")
    assert grid.itemAtPosition(grid.getItemPosition(grid.indexOf(seer))[0], 2).widget().text() == "Village team"
