"""The table-test driver: the real application, played only through what a person can do.

A :class:`Table` starts Tablekeeper the way ``python3 tablekeeper.py`` does
(``desktop.app.create_application`` + ``desktop.app.launch``) with user folders
of its own, and then acts only through visible, enabled widgets found by their
visible text or accessible name: mouse clicks and presses (QTest), keys and
shortcuts, menus of the menu bar, modal dialogs answered by their buttons. It
never calls the controller, the session or a plug-in to act.

After every input the :class:`~tests.desktop.observer.Observer` reads every
visible text of every window and fails the test if a secret shows to anyone
but its owner (see observer.py). The observer reads the engine to know the
secrets; the driver never does.
"""

from __future__ import annotations

import os
import random
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QStandardPaths, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QRadioButton,
    QSpinBox,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from tests.desktop.observer import Observer, clean
from tests.desktop.visible import top_level_widgets

TEST_HOME_VARS = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME")


class DriverError(AssertionError):
    """The person at the table could not do what the test asked (nothing visible and enabled matched)."""


def _process() -> None:
    for _ in range(3):
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def visible_windows() -> list[QWidget]:
    return [w for w in top_level_widgets() if w.isVisible() and not isinstance(w, QMenu)]


def hit_point(widget: QWidget) -> QPoint:
    """Where a person clicks a widget: a check box or radio button takes clicks only on its box and text."""
    element = {QRadioButton: QStyle.SubElement.SE_RadioButtonClickRect,
               QCheckBox: QStyle.SubElement.SE_CheckBoxClickRect}.get(type(widget))
    if element is None:
        return widget.rect().center()
    option = QStyleOptionButton()
    option.initFrom(widget)
    option.text = widget.text()
    option.iconSize = widget.iconSize()
    return widget.style().subElementRect(element, option, widget).center()


def _label_of(widget: QWidget) -> str:
    if isinstance(widget, QAbstractButton):
        return clean(widget.text())
    return ""


class Table:
    """One game night: the app's windows, a person's hands and the observer's eyes."""

    def __init__(self, qtbot: Any, home: Path, lang: str = "en", deal_seed: int = 1) -> None:
        self.qtbot = qtbot
        self.home = home
        self.lang = lang
        self.shell: Any = None
        self.observer = Observer(self)
        self.inputs = 0
        self.deal_seed = deal_seed
        self._real_random: Any = None
        self.last = ""  # what play_step did last (a night screen opened and closed is left to the narration)
        self._saved_env: dict[str, str | None] = {}
        # Hand-overs of the laptop: each new screen whose heading asks a player to take it ("Give the laptop
        # to Chi."), the same player twice in a row included (another screen to pass to them is another pass).
        self.handovers: list[str] = []
        self._handover_waiting: str | None = None  # the player a closed hand-over screen waits for now

    # -- the application ---------------------------------------------------------------------
    def use_home(self) -> None:
        """User folders of this table only (settings, autosaves), as a fresh user account would have."""
        for var in TEST_HOME_VARS:
            self._saved_env.setdefault(var, os.environ.get(var))
            os.environ[var] = str(self.home / var.lower())
        QStandardPaths.setTestModeEnabled(False)

    def fix_the_shuffle(self) -> None:
        """The app shuffles with a seed of this table's (a game the app starts without a seed), so a table test
        plays the same game every run: a failure can be replayed, and never depends on luck."""
        import engine.session

        seed = self.deal_seed
        real = self._real_random = engine.session.random

        class Shuffler:
            @staticmethod
            def Random(given: int | None = None) -> Any:
                return real.Random(seed if given is None else given)

        engine.session.random = Shuffler  # type: ignore[assignment]

    def restore_home(self) -> None:
        if self._real_random is not None:
            import engine.session

            engine.session.random = self._real_random
            self._real_random = None
        for var, value in self._saved_env.items():
            if value is None:
                os.environ.pop(var, None)
            else:
                os.environ[var] = value
        QStandardPaths.setTestModeEnabled(True)

    def launch(self) -> Any:
        """Start the app as ``python3 tablekeeper.py --lang LANG`` does (without its event loop: the test runs it)."""
        from desktop.app import create_application, launch

        self.use_home()
        self.fix_the_shuffle()
        _app, language = create_application(["tablekeeper"], self.lang)
        self.language = language
        self.shell = launch(language)
        _process()
        self.check()
        return self.shell

    def quit(self) -> None:
        """Game > Quit, as a person leaves (the windows close; a running game stays saved)."""
        console = self.console()
        if console is not None and console.isVisible():
            self.menu("Game", "Quit")
        for window in visible_windows():
            window.close()
        _process()
        self.shell.release_folder()  # the process ends here in real life: its hold on the data folder goes with it
        self.shell = None
        self._forget_language()

    def _forget_language(self) -> None:
        """A new process starts in English: the translators this app installed go with it (in a test they would
        stay installed on the shared QApplication, under the next launch's)."""
        language = getattr(self, "language", None)
        if language is not None:
            language.install("en")

    def close_all(self) -> None:
        """Tear down what is left (the end of a test, not an input)."""
        shell = self.shell
        if shell is not None:
            if shell.console is not None:
                shell.console.close()
            if shell.wizard is not None:
                shell.wizard.close()
            shell.release_folder()
        for window in top_level_widgets():
            if window.isVisible():
                window.close()
        _process()
        self._forget_language()
        self.restore_home()

    # -- what a person sees -------------------------------------------------------------------
    def console(self) -> QMainWindow | None:
        return self.shell.console if self.shell is not None else None

    def board(self) -> QWidget | None:
        console = self.console()
        return console.board if console is not None else None

    def check(self) -> None:
        self.observer.check()

    def buttons(self, text: str | None = None, within: QWidget | None = None) -> list[QAbstractButton]:
        """Visible, enabled buttons, with this visible text (mnemonics and direction marks ignored) or accessible name."""
        roots = [within] if within is not None else visible_windows()
        found: list[QAbstractButton] = []
        for root in roots:
            candidates = [root] if isinstance(root, QAbstractButton) else []
            for button in [*candidates, *root.findChildren(QAbstractButton)]:
                if not (button.isVisible() and button.isEnabled()):
                    continue
                matches = text is None or _label_of(button) == text or clean(button.accessibleName()) == text
                if matches and button not in found:  # a dialog is a window of its own and a child of the console
                    found.append(button)
        return found

    def texts(self) -> list[str]:
        return [text for _kind, _widget, text in self.observer.visible_texts()]

    def sees(self, fragment: str) -> bool:
        return any(fragment in text for text in self.texts())

    def button(self, text: str, within: QWidget | None = None) -> QAbstractButton:
        found = self.buttons(text, within)
        if len(found) > 1:  # a labelled button before an icon one named the same (a dock's own Close)
            found = [b for b in found if _label_of(b) == text] or found
        if len(found) != 1:
            raise DriverError(f"{len(found)} visible enabled buttons read {text!r}; visible buttons: "
                              f"{sorted({_label_of(b) for b in self.buttons(within=within)})}")
        return found[0]

    def has_button(self, text: str) -> bool:
        return bool(self.buttons(text))

    # -- a person's hands ----------------------------------------------------------------------
    def _after_input(self) -> None:
        self.inputs += 1
        _process()
        self.check()
        self._count_handover()

    def _count_handover(self) -> None:
        """A hand-over is a screen, not yet opened, that asks a player to take the laptop: its heading names them
        and a button naming them opens or shows it ("I am Chi: open", "Hold to see (Chi)", not yet held)."""
        console = self.console()
        if console is None:
            return
        players = list(console.controller.players)
        closed: str | None = None
        for label in console.findChildren(QLabel, "heading"):
            if not label.isVisible():
                continue
            text = clean(label.text())
            for player in sorted((p for p in players if p in text), key=len, reverse=True):
                for button in console.findChildren(QAbstractButton):
                    words = clean(button.text())
                    if (button.isVisible() and button.isEnabled() and player in words and words != player
                            and not getattr(button, "ever_held", False)):
                        closed = player
                        break
                if closed:
                    break
            if closed:
                break
        if closed is not None and closed != self._handover_waiting:
            self.handovers.append(closed)
        self._handover_waiting = closed

    def click(self, target: str | QWidget, within: QWidget | None = None) -> None:
        widget = self.button(target, within) if isinstance(target, str) else target
        if not (widget.isVisible() and widget.isEnabled()):
            raise DriverError(f"{widget!r} is not visible and enabled")
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, hit_point(widget))
        self._after_input()

    @contextmanager
    def holding(self, target: str | QAbstractButton) -> Iterator[QAbstractButton]:
        """Press and hold a button (the observer checks while it is held), then let go."""
        button = self.button(target) if isinstance(target, str) else target
        if not (button.isVisible() and button.isEnabled()):
            raise DriverError(f"{button!r} is not visible and enabled")
        QTest.mousePress(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, button.rect().center())
        self._after_input()
        try:
            yield button
        finally:
            import shiboken6

            if shiboken6.isValid(button):  # (a screen rebuilt under the finger takes the button with it)
                QTest.mouseRelease(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, button.rect().center())
            self._after_input()

    def hold(self, target: str | QAbstractButton) -> list[str]:
        """Press and hold, read what shows, let go; returns the texts seen while held."""
        with self.holding(target):
            seen = self.texts()
        return seen

    def key(self, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
            window: QWidget | None = None) -> None:
        """A key press on the active window (shortcuts included)."""
        target = window or QApplication.activeWindow() or self.console()
        assert target is not None, "no window has the keyboard"
        if QApplication.activeWindow() is not target.window():  # a person clicks the window to type into it
            target.window().activateWindow()
            self.qtbot.waitUntil(lambda: QApplication.activeWindow() is target.window(), timeout=2000)
        focus = target.focusWidget() or target
        QTest.keyClick(focus, key, modifiers)
        self._after_input()

    def type_into(self, edit: QLineEdit | QSpinBox, text: str) -> None:
        """Click into a field, select what is there and type over it."""
        QTest.mouseClick(edit, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, edit.rect().center())
        QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(edit, text)
        QTest.keyClick(edit, Qt.Key.Key_Tab)  # done with the field (a spin box takes its value on leaving)
        self._after_input()

    def menu(self, title: str, item: str, window: QMainWindow | None = None) -> None:
        """Open a menu of the menu bar with the mouse and click one of its items."""
        owner = window or self.console()
        assert owner is not None
        bar = owner.menuBar()
        menus = [a for a in bar.actions() if clean(a.text()) == title]
        if len(menus) != 1:
            raise DriverError(f"no menu {title!r}: {[clean(a.text()) for a in bar.actions()]}")
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         bar.actionGeometry(menus[0]).center())
        _process()
        popup = menus[0].menu()
        assert isinstance(popup, QMenu)
        self.qtbot.waitUntil(popup.isVisible, timeout=2000)
        entries = [a for a in popup.actions() if clean(a.text()) == item and a.isVisible()]
        if len(entries) != 1 or not entries[0].isEnabled():
            popup.close()
            raise DriverError(f"no enabled item {item!r} in {title!r}: {[clean(a.text()) for a in popup.actions()]}")
        QTest.mouseClick(popup, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         popup.actionGeometry(entries[0]).center())
        self._after_input()

    def pick_list_item(self, text: str) -> None:
        """Click the row of a visible list that reads ``text``."""
        for window in visible_windows():
            for view in window.findChildren(QListWidget):
                if not view.isVisible():
                    continue
                for row in range(view.count()):
                    item = view.item(row)
                    if clean(item.text()) == text:
                        view.scrollToItem(item)
                        rect = view.visualItemRect(item)
                        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                                         rect.center())
                        self._after_input()
                        return
        raise DriverError(f"no visible list row reads {text!r}")

    # -- modal dialogs --------------------------------------------------------------------------
    @contextmanager
    def answering(self, button: str | tuple[str, ...], expect: Callable[[str], bool] | None = None) -> Iterator[list[str]]:
        """The input made inside this block opens a modal dialog: read it (the observer checks it), click ``button``
        (or the first of several that the dialog has: ("No", "OK") answers a question or a notice).

        Yields a list that receives the dialog's text.
        """
        choices = (button,) if isinstance(button, str) else button
        seen: list[str] = []
        timer = QTimer()
        timer.setInterval(20)

        def poll() -> None:
            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, QDialog) or not dialog.isVisible():
                return
            timer.stop()
            text = dialog.text() + "\n" + dialog.informativeText() if isinstance(dialog, QMessageBox) else ""
            seen.append(clean(text))
            self.check()
            label = next((c for c in choices if self.buttons(c, within=dialog)), choices[0])
            target = self.button(label, within=dialog)
            QTest.mouseClick(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target.rect().center())

        timer.timeout.connect(poll)
        timer.start()
        try:
            yield seen
        finally:
            if timer.isActive():
                timer.stop()
        if not seen:
            raise DriverError(f"no dialog opened to answer with {button!r}")
        if expect is not None:
            assert expect(seen[0]), seen[0]

    # -- conveniences built only from the inputs above -------------------------------------------
    def wait_for_button(self, text: str, timeout: int = 5000) -> None:
        self.qtbot.waitUntil(lambda: self.has_button(text), timeout=timeout)
        self.check()

    def point(self, widget: QWidget) -> QPoint:
        return widget.mapToGlobal(widget.rect().center())


# -- setting up a game in the wizard, as the host does ---------------------------------------------------
def wizard_page_title(table: Table) -> str:
    wizard = table.shell.wizard
    return clean(wizard.currentPage().title()) if wizard is not None and wizard.isVisible() else ""


def new_game(table: Table, game_title: str, players: list[str], mode: str = "app",
             switch_on: tuple[str, ...] = ()) -> None:
    """Play the setup wizard with the mouse and keyboard: game, players, options to switch on, dealing, Start."""
    wizard = table.shell.wizard
    table.qtbot.waitUntil(lambda: table.has_button("Next >"), timeout=15000)
    table.pick_list_item(game_title)
    table.click("Next >")
    count = next(w for w in wizard.currentPage().findChildren(QSpinBox) if w.isVisible())
    table.type_into(count, str(len(players)))
    edits = [e for e in wizard.currentPage().findChildren(QLineEdit)
             if e.isVisible() and not isinstance(e.parent(), QSpinBox)]
    assert len(edits) == len(players), f"{len(edits)} name fields for {len(players)} players (count {count.value()})"
    for edit, name in zip(edits, players, strict=True):
        table.type_into(edit, name)
    table.click("Next >")
    for option in switch_on:
        box = table.button(option)
        if not box.isChecked():
            table.click(box)
        assert table.button(option).isChecked(), f"{option!r} did not switch on"  # the form is rebuilt on a change
    table.click("Next >")
    dealing = table.button("The app deals (pass the laptop round to see your role)" if mode == "app" else "Physical cards")
    table.click(dealing)
    assert dealing.isChecked(), f"{mode} dealing was not chosen"
    while wizard_page_title(table) != "Ready":
        table.click("Next >")
    table.click("Start")
    table.qtbot.waitUntil(lambda: table.console() is not None and table.console().isVisible(), timeout=10000)
    table.check()


# -- playing: whatever the console asks for, done as the person it asks would -------------------------------
# The words a person looks for, in the language the app shows now (the UI language can change mid-game).
def tr(context: str, source: str) -> str:
    return clean(QCoreApplication.translate(context, source))


def template(context: str, source: str) -> re.Pattern[str]:
    """A translated text with {placeholders} as a pattern ("I am {player}: open" reads "I am Chi: open")."""
    parts = re.split(r"\{\w+\}", tr(context, source))
    return re.compile("^" + "(.+?)".join(map(re.escape, parts)) + "$")


def end_text() -> str:
    return tr("ConsoleWindow", "The game is over.")


END_TEXT = "The game is over."  # in English (the words play_step looks for follow the UI language)
OPENERS = (("RoundCard", "I am {player}: open"), ("PrivateChoiceCard", "I am {player}: show my choice"),
           ("CastleDesktop", "I am {attacker}: open"))


def _form_boxes(table: Table) -> list[Any]:
    from PySide6.QtWidgets import QGroupBox

    console = table.console()
    assert console is not None
    boxes = []
    for box in console.findChildren(QGroupBox):
        if box.isVisible() and any(b.objectName() == "confirm" for b in box.findChildren(QAbstractButton) if b.isVisible()):
            boxes.append(box)
    return boxes


def fill_and_confirm(table: Table, box: Any, rng: Any) -> None:
    """Choose in one form as a player would: a value per row (or as many as the row asks), then Confirm."""
    from PySide6.QtWidgets import QButtonGroup, QLabel

    groups = [g for g in box.findChildren(QButtonGroup)]
    asks = template("ChoiceForm", "choose {n} (chosen: {m})")
    status = next((label for label in box.findChildren(QLabel)
                   if label.isVisible() and any(asks.match(clean(part)) for part in label.text().split(";"))), None)
    confirm = next(b for b in box.findChildren(QAbstractButton) if b.objectName() == "confirm")
    # A secret screen refuses a forbidden value after Confirm and keeps the form, its answer behind a hold button:
    # read it and choose again, as a player would.
    answer = refusal_hold(box)
    refused = answer is not None
    if answer is not None:
        table.hold(answer)
    for group in groups:
        buttons = [b for b in group.buttons() if b.isVisible() and b.isEnabled()]
        if not buttons:
            continue
        if group.exclusive():
            if refused or not any(b.isChecked() for b in group.buttons()):
                table.click(rng.choice(buttons))
            continue
        if refused or not confirm.isEnabled():  # a refused pick, or more picked than the row takes: start again
            for button in [b for b in buttons if b.isChecked()]:
                table.click(button)
        def missing() -> int:
            return box.findChildren(QLabel) and sum(1 for part in (status.text() if status else "").split(";") if part.strip())
        before = missing()
        order = list(buttons)
        rng.shuffle(order)
        for button in order:
            if confirm.isEnabled() or (status is not None and missing() < before):
                break
            if not button.isChecked():
                table.click(button)
    if not confirm.isEnabled():
        raise DriverError(f"the form {clean(box.title())!r} cannot be confirmed: {status.text() if status else ''}")
    table.click(confirm)


def refusal_hold(box: QWidget) -> QAbstractButton | None:
    """The hold button of a secret form's answer to its last press, if it has one to show now."""
    for area in box.findChildren(QWidget, "form_refusal"):
        for button in area.findChildren(QAbstractButton):
            if button.isVisible() and button.isEnabled():
                return button
    return None


def _in_refusal(button: QAbstractButton) -> bool:
    parent = button.parentWidget()
    while parent is not None:
        if parent.objectName() == "form_refusal":
            return True
        parent = parent.parentWidget()
    return False


def hold_to_open(table: Table) -> None:
    """One Night's night screen opens only when "Hold to open" is held a moment: press, keep it down until the screen
    opens, let go."""
    import shiboken6

    with table.holding(tr("NightPanel", "Hold to open")) as button:
        # open, or the call over meanwhile (its screen rebuilt, the finger's button gone with it)
        table.qtbot.waitUntil(lambda: not shiboken6.isValid(button) or not button.isVisible(), timeout=3000)


def play_step(table: Table, rng: Any) -> str:
    """Do the one thing the console asks for now; returns what was done ("over" at the end)."""
    _process()
    if table.sees(end_text()):
        return "over"
    openers = [template(context, source) for context, source in OPENERS]
    for opener in [b for b in table.buttons() if any(p.match(clean(b.text())) for p in openers)]:
        table.click(opener)
        return "open"
    hold = [template(context, "Hold to see ({player})") for context in ("DeliveryCard", "RoundCard")]
    plain = {tr("NightPanel", "Hold to see what you learned"), tr("ConfirmationCard", "Hold to see what your choice did"),
             tr("RoundCard", "Hold to see the answer")}
    holds = [b for b in table.buttons() if (any(p.match(clean(b.text())) for p in hold) or clean(b.text()) in plain)
             and not _in_refusal(b)]
    if holds:
        table.hold(holds[0])
        for done in (tr("DeliveryCard", "I have seen it \u2014 next"), tr("RoundCard", "I have seen it \u2014 next"),
                     tr("NightPanel", "Done \u2014 close")):
            if table.has_button(done):
                table.click(done)
                return "seen"
        for done, what in ((tr("ConfirmationCard", "Done \u2014 hide it and pass the laptop on"), "confirmed"),
                           (tr("RoundCard", "Done"), "done")):
            if table.has_button(done):
                table.click(done)
                return what
        return "held"
    # What a player holds (their cards, what they know) is behind its own hold button: a look before choosing.
    summaries = [b for b in table.buttons(tr("PrivateSummary", "Hold to see your cards and what you know"))
                 if not getattr(b, "ever_held", False)]
    if summaries:
        table.hold(summaries[0])
        return "looked"
    own = tr("ConfirmationCard", "Done \u2014 hide it and pass the laptop on")
    if table.has_button(own):
        table.click(own)
        return "confirmed"
    boxes = _form_boxes(table)
    if boxes:
        table.last = ""
        fill_and_confirm(table, rng.choice(boxes), rng)
        return "form"
    simple = {"done": tr("RoundCard", "Done"), "open": tr("NightPanel", "Hold to open"), "close": tr("NightPanel", "Close")}
    for what in ("done", "close") if table.last == "close" else ("done", "open", "close"):
        if table.has_button(simple[what]):
            if what == "open":
                hold_to_open(table)
            else:
                table.click(simple[what])
            table.last = what
            return table.last
    table.last = ""
    for what, source in (("skip", "Skip to the next line"), ("narration", "Start the narration")):
        if table.has_button(tr("ConsoleWindow", source)):
            table.click(tr("ConsoleWindow", source))
            return what
    raise DriverError(f"the console offers nothing to do: {table.texts()}")


def play_to_end(table: Table, rng: Any, limit: int = 3000, until: Callable[[str], bool] | None = None) -> list[str]:
    done: list[str] = []
    for _ in range(limit):
        what = play_step(table, rng)
        if what == "over":
            return done
        done.append(what)
        if until is not None and until(what):
            return done
    raise DriverError(f"no end after {limit} inputs: {done[-30:]}")


# -- scenes a table test plays, built only from the inputs above -----------------------------------------------
def headings(table: Table) -> list[str]:
    """What the console's headings say now ("Give the laptop to Chi.")."""
    return [text for kind, widget, text in table.observer.visible_texts()
            if kind == "console" and widget.objectName() == "heading"]


def laptop_holder(table: Table, players: list[str]) -> str | None:
    """The player a heading of the console asks to take the laptop, if one does."""
    asks = [template(context, "Give the laptop to {player}.") for context in ("DeliveryCard", "PrivateChoiceCard", "RoundCard")]
    asks.append(template("ConfirmationCard", "{player}: your choice is made."))
    for text in headings(table):
        for pattern in asks:
            match = pattern.match(text)
            if match and match.group(1) in players:
                return match.group(1)
    return None


REFUSED = ("ConsoleWindow", "{player} has already seen the outcome of their private choice; it cannot be chosen again.")
ASKED = ("ConsoleWindow", "Undo anyway?")


def undo_after_private_reveals(table: Table, rng: Any, players: list[str], limit: int = 3000) -> set[str]:
    """Play to the end; right after each private reveal (a player held and saw something), try to undo it.

    A private choice whose outcome its own player has just seen is refused, naming that player; any other
    reveal asks first, naming who has seen what: "No" keeps everything as it was; the first such question is
    asked again with the Undo button and answered "Yes", which takes the step back (Redo appears). Ctrl+Z and
    the Undo button take turns. Returns the kinds met: "refused", "asked", "undone".
    """
    kinds: set[str] = set()
    undo = tr("ConsoleWindow", "Undo")
    viewers: set[str] = set()  # who has held and seen something since the last choice was made
    for turn in range(limit):
        holder = laptop_holder(table, players)
        what = play_step(table, rng)
        if what == "over":
            return kinds
        if what == "form":
            viewers = set()
        if what not in ("seen", "confirmed") or holder is None:
            continue
        viewers.add(holder)
        if not table.has_button(undo):
            continue  # the deal (never undone) or a round still going (undo waits for its end)
        before = table.texts()
        console = table.console()
        with table.answering(("No", "OK")) as seen:
            if turn % 2:
                table.click(undo)
            else:
                table.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier, window=console)
        text = seen[0]
        refused = template(*REFUSED).match(text.splitlines()[0])
        if refused:
            assert refused.group(1) in viewers, f"the refusal names one who has seen it ({viewers}): {text!r}"
            kinds.add("refused")
        else:
            assert tr(*ASKED) in text, text
            anonymous = [line for line in text.splitlines()
                         if template("ConsoleWindow", "A player has seen {what}.").match(line)]
            named = [m.group(1) for line in text.splitlines() if line not in anonymous
                     and (m := template("ConsoleWindow", "{player} has seen {what}.").match(line))]
            assert named or anonymous, f"the question says who has seen what: {text!r}"
            assert set(named) <= viewers, f"only players who have seen something are named ({viewers}): {text!r}"
            kinds.add("asked")
        assert table.texts() == before, "a refused or declined undo changes nothing"
        if "asked" in kinds and "undone" not in kinds and text.endswith(tr(*ASKED)):
            with table.answering("Yes"):
                table.click(undo)
            assert table.has_button(tr("ConsoleWindow", "Redo")), "the step was taken back"
            kinds.add("undone")
    raise DriverError(f"no end after {limit} inputs")


def switch_language(table: Table, lang: str) -> None:
    """Language menu (in the language shown now) > the language's own name."""
    from desktop.i18n import LANGUAGES

    table.menu(tr("ConsoleWindow", "&Language"), LANGUAGES[lang])
    assert tr("ConsoleWindow", "&Language") == clean(table.console().menu_language.title())


def language_round_trip(table: Table, rng: Any, langs: tuple[str, ...], steps: int = 4) -> list[str]:
    """A few steps in English, then in each language of ``langs`` (at least ``steps`` inputs and until a private
    message was read by its owner in it), then English again to the end. Returns what was done."""
    done: list[str] = []
    for _ in range(steps):
        done.append(play_step(table, rng))
    for lang in langs:
        switch_language(table, lang)
        assert end_text() != END_TEXT, f"no {lang} translation is loaded"
        seen_before = table.observer.private_seen_by_owner
        for count in range(400):
            what = play_step(table, rng)
            assert what != "over", f"the game ended in {lang} before a private message was read in it"
            done.append(what)
            if count >= steps and table.observer.private_seen_by_owner > seen_before:
                break
        else:
            raise DriverError(f"no private message was read by its owner in {lang}")
    switch_language(table, "en")
    done.extend(play_to_end(table, rng))
    return done


# -- a whole game, the same checks in every game ----------------------------------------------------------------------
PLAYERS = ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid", "Gia", "Hoa", "Ivo", "Jun"]


def play_whole_game(table: Table, game_title: str, count: int, mode: str, switch_on: tuple[str, ...] = ()) -> list[str]:
    """Launch, set up ``count`` players in ``mode`` and play to the end: in app mode the owners read their private
    messages, in physical mode nobody holds anything; the observer looked after every input."""
    table.launch()
    new_game(table, game_title, PLAYERS[:count], mode, switch_on=switch_on)
    done = play_to_end(table, random.Random(count))
    assert table.sees("The game is over.")
    if mode == "app":
        assert done.count("seen") >= count and table.observer.private_seen_by_owner >= count
    else:
        assert "seen" not in done and table.observer.private_seen_by_owner == 0
    assert table.observer.checks > len(done)
    return done
