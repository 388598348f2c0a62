"""Issue 33, the console under a moderator's hands: the keyboard stays with the console (Start, Resume, the board
shown again or made full screen never hand it to the TV board), Return confirms the form the keys are in, a focused
button keeps its whole label, the shortcuts dialog shows every shortcut without scrolling, and the Board screen menu
ticks the board's screen.

Keys are pressed where a person's keys go: to the widget that has the keyboard now, never after activating a
window for them (tests/desktop/table.py's ``key`` clicks a window first)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QMenu, QPushButton, QTableWidget, QWidget

from tests.desktop.observer import clean
from tests.desktop.table import Table, new_game, play_step

NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil"]


def keyboard_owner() -> QWidget:
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None, "no window has the keyboard"
    return target


def press(table: Table, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed without clicking anywhere first: it goes to whatever has the keyboard."""
    target = keyboard_owner()
    assert target.window() is table.console(), f"the keyboard is on {target.window()!r}, not the console"
    QTest.keyClick(target, key, modifiers)
    table._after_input()


def assert_console_has_the_keyboard(table: Table) -> None:
    console = table.console()
    assert QApplication.activeWindow() is console, f"the active window is {QApplication.activeWindow()!r}"
    assert keyboard_owner().window() is console


def shortcuts_dialog_opens(table: Table) -> None:
    """F1 (pressed where the keyboard is) opens the shortcuts; Close closes it."""
    with table.answering("Close"):
        press(table, Qt.Key.Key_F1)


def board_refuses_the_keyboard(board: QWidget) -> None:
    assert board.windowFlags() & Qt.WindowType.WindowDoesNotAcceptFocus
    assert board.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
    taking = [w for w in [board, *board.findChildren(QWidget)] if w.focusPolicy() != Qt.FocusPolicy.NoFocus]
    assert not taking, f"board widgets that take the keyboard: {taking[:5]}"


def test_the_console_keeps_the_keyboard_after_start_resume_show_and_f11(table: Table) -> None:
    table.launch()
    new_game(table, "Quest", NAMES, "physical")
    console, board = table.console(), table.board()
    assert_console_has_the_keyboard(table)
    board_refuses_the_keyboard(board)
    shortcuts_dialog_opens(table)
    # The TV's window closed by hand, then shown again from the menu: still the console's keyboard.
    board.close()
    table.qtbot.waitUntil(lambda: not board.isVisible())
    table.menu("Board", "Show the board")
    assert board.isVisible()
    assert_console_has_the_keyboard(table)
    press(table, Qt.Key.Key_F11)
    table.qtbot.waitUntil(lambda: not board.isFullScreen())
    assert_console_has_the_keyboard(table)
    press(table, Qt.Key.Key_F11)
    table.qtbot.waitUntil(board.isFullScreen)
    assert_console_has_the_keyboard(table)
    # A step, then Ctrl+Z takes it back with the keyboard where it is.
    rng = random.Random(4)
    before = console.log.count()
    while console.log.count() == before:
        play_step(table, rng)
    after = console.log.count()
    press(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert console.log.count() < after, "Ctrl+Z did nothing"
    # Quit and resume: the resumed console has the keyboard.
    table.quit()
    table.launch()
    table.qtbot.waitUntil(lambda: table.has_button("Resume"), timeout=5000)
    table.click("Resume")
    assert_console_has_the_keyboard(table)
    board_refuses_the_keyboard(table.board())
    shortcuts_dialog_opens(table)


def _team_form(table: Table):
    """Play a physical Quest to the first team proposal (a form choosing several players)."""
    from engine.core import SubsetOf

    rng = random.Random(2)
    console = table.console()
    for _ in range(20):
        forms = [f for f in console.forms if any(isinstance(d, SubsetOf) for d in f.choice.params.values())]
        if forms:
            return forms[0]
        play_step(table, rng)
    raise AssertionError("no team proposal")


def test_return_confirms_the_form_and_never_presses_a_choice_again(table: Table) -> None:
    table.launch()
    new_game(table, "Quest", NAMES, "physical")
    console = table.console()
    form = _team_form(table)
    (key, domain), = form.choice.params.items()
    buttons = [b for b, _value in form.buttons[key] if b.isEnabled()]
    # Return in a form not yet complete confirms nothing and leaves the choice just clicked as it is.
    table.click(buttons[0])
    assert buttons[0].isChecked() and buttons[0].hasFocus()
    log = console.log.count()
    press(table, Qt.Key.Key_Return)
    assert buttons[0].isChecked() and console.log.count() == log and form.isVisible()
    for button in buttons[1:domain.size]:
        table.click(button)
    assert form.ok.isEnabled()
    press(table, Qt.Key.Key_Return)
    assert console.log.count() > log, "Return did not confirm the team"
    assert clean(console.log.item(console.log.count() - 1).text()).startswith(
        clean(console.controller.players[form.choice.player])), console.log.item(console.log.count() - 1).text()
    # The keypad's Enter too.
    form = next(f for f in console.forms if f.isVisible())
    (key, _domain), = form.choice.params.items()
    choice = next(b for b, _value in form.buttons[key] if b.isEnabled())
    table.click(choice)
    log = console.log.count()
    if form.ok.isEnabled():
        press(table, Qt.Key.Key_Enter)
        assert console.log.count() > log, "Enter did not confirm the form"


def ink_columns(image: QImage) -> tuple[int, int]:
    """The first and last columns of a button's label (pixels far from the button's fill, inside its border)."""
    fill = image.pixelColor(6, image.height() // 2)
    columns = []
    for x in range(5, image.width() - 5):
        for y in range(5, image.height() - 5):
            c = image.pixelColor(x, y)
            if abs(c.red() - fill.red()) + abs(c.green() - fill.green()) + abs(c.blue() - fill.blue()) > 150:
                columns.append(x)
                break
    assert columns, "no label drawn"
    return columns[0], columns[-1]


def test_a_focused_button_keeps_its_whole_label(table: Table) -> None:
    """In a dialog the focused button is the default one: its label must not grow (it was bold) past the button
    ("ecommended roles" in the wizard)."""
    table.launch()
    wizard = table.shell.wizard
    table.qtbot.waitUntil(lambda: table.has_button("Next >"), timeout=15000)
    table.pick_list_item("Quest")
    table.click("Next >")
    table.click("Next >")
    button = table.button("Recommended roles")
    assert isinstance(button, QPushButton)

    def tab_until(done: Callable[[], bool]) -> None:
        for _ in range(60):
            if done():
                return
            QTest.keyClick(QApplication.focusWidget() or wizard, Qt.Key.Key_Tab)
        raise AssertionError("Tab never got there")

    tab_until(lambda: not button.hasFocus() and not button.isDefault())
    unfocused = ink_columns(button.grab().toImage())
    tab_until(button.hasFocus)
    table.check()
    focused = ink_columns(button.grab().toImage())
    assert abs(focused[0] - unfocused[0]) <= 1 and abs(focused[1] - unfocused[1]) <= 1, (unfocused, focused)


def test_the_shortcuts_fit_their_dialog_and_the_board_screen_is_ticked(table: Table) -> None:
    table.launch()
    new_game(table, "Quest", NAMES, "physical")
    console = table.console()
    seen: list[dict[str, Any]] = []

    def look_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, look_and_close)
            return
        grid = dialog.findChild(QTableWidget)
        if grid is not None:
            rows = [clean(grid.item(r, 0).text()) for r in range(grid.rowCount())]
            seen.append({"vertical": grid.verticalScrollBar().isVisible(), "sideways": grid.horizontalScrollBar().isVisible(),
                         "rows": rows, "keys": [clean(grid.item(r, 1).text()) for r in range(grid.rowCount())]})
        close = table.button("Close", within=dialog)
        QTest.mouseClick(close, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, close.rect().center())

    QTimer.singleShot(0, look_and_close)
    press(table, Qt.Key.Key_F1)
    assert seen, "the shortcuts dialog did not open"
    shown = seen[0]
    assert not shown["vertical"] and not shown["sideways"], "the shortcuts scroll"
    assert "Confirm the next step" in shown["rows"] and "Keyboard shortcuts" in shown["rows"], shown["rows"]
    keys = shown["keys"][shown["rows"].index("Confirm the next step")]
    assert "Return" in keys.replace("Ctrl+Return", ""), keys
    # Board > Board screen: the screens, the board's ticked.
    bar = console.menuBar()
    board_menu = next(a for a in bar.actions() if clean(a.text()) == "Board")
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     bar.actionGeometry(board_menu).center())
    popup = board_menu.menu()
    assert isinstance(popup, QMenu)
    table.qtbot.waitUntil(popup.isVisible)
    entry = next(a for a in popup.actions() if clean(a.text()) == "Board screen")
    QTest.mouseClick(popup, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     popup.actionGeometry(entry).center())
    screens = entry.menu()
    assert isinstance(screens, QMenu)
    table.qtbot.waitUntil(screens.isVisible)
    ticks = {clean(a.text()).split(" ")[0]: a.isChecked() for a in screens.actions()}
    assert all(a.isCheckable() for a in screens.actions())
    assert ticks == {"Laptop": False, "TV": True}, ticks
    screens.close()
    popup.close()
    assert not any(isinstance(b, QAbstractButton) and b.hasFocus() for b in table.board().findChildren(QAbstractButton))


GAMES = {"Quest": 5, "The Resistance: Avalon": 5, "One Night Ultimate Werewolf + Daybreak": 5, "Castle of the Devil": 4}


def test_no_part_of_a_screen_flashes_as_a_window_of_its_own(table: Table) -> None:
    """A form's note made visible before it was put in its form was a window for a moment (on the offscreen platform,
    as with many window managers, a new window takes the keyboard: the console lost it to a label named "reasons")."""
    from PySide6.QtGui import QGuiApplication

    strays: list[str] = []

    def focused(window: object) -> None:
        widget = QApplication.activeWindow()
        if window is not None and (widget is None or type(widget).__name__ not in ("ConsoleWindow", "QMenu")):
            strays.append(f"{window!r} ({widget!r})")

    table.launch()
    rng = random.Random(6)
    for title, count in GAMES.items():
        if table.console() is not None:
            table.quit()
            table.launch()
            table.qtbot.waitUntil(lambda: table.has_button("New game") or table.has_button("Next >"), timeout=5000)
            if table.has_button("New game"):
                table.click("New game")
        new_game(table, title, NAMES[:count], "app")
        QGuiApplication.instance().focusWindowChanged.connect(focused)
        try:
            for _ in range(30):
                if play_step(table, rng) == "over":
                    break
                assert_console_has_the_keyboard(table)
        finally:
            QGuiApplication.instance().focusWindowChanged.disconnect(focused)
        assert not strays, f"{title}: windows that took the keyboard: {strays[:5]}"


def test_no_strip_stays_along_the_bottom_after_a_save(table: Table, tmp_path) -> None:
    """"Saved: …" shows along the bottom for a while; then the console's bottom edge is its buttons again (the empty
    status bar stayed as a strip for the rest of the evening)."""
    table.launch()
    new_game(table, "Quest", NAMES, "physical")
    console = table.console()
    bar = console.statusBar()
    assert not bar.isVisible()
    bottom = console.undo_button.mapTo(console, console.undo_button.rect().bottomLeft()).y()
    console.choose_save_path = lambda _suggested: tmp_path / "record.json"
    with table.answering("Yes"):
        table.menu("Game", "Save the game record\u2026")
    assert (tmp_path / "record.json").exists()
    assert bar.isVisible() and "Saved" in bar.currentMessage()
    table.qtbot.waitUntil(lambda: not bar.isVisible(), timeout=25_000)  # (the message lasts 10 s)
    assert console.undo_button.mapTo(console, console.undo_button.rect().bottomLeft()).y() == bottom
