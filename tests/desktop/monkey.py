"""The table monkey (issue 32): a seeded random player of the real application, checked after every input.

It does only what people at a table can do, through the table driver (tests/desktop/table.py): the scripted right
thing most of the time (``play_step``, so games finish), and otherwise the wrong thing at the wrong time: a click or
a hold on any visible, enabled button of the console and its dialogs, keys and shortcuts, menus, Undo/Redo, a switch
of the UI language, the narration's Skip, a countdown run out (its clock driven, never slept), Quit and relaunch with
Resume. After every input the observer checks secrecy (no private text where its owner does not hold it, nothing
private on the board), and the monkey checks the table's other invariants:

* **no input dropped**: a Confirm pressed on an enabled form is applied, or answered on screen with a reason;
* **progress**: the console always offers somebody a way on (an enabled control, a running narration or clock),
  and the scripted player always finds something to do;
* **durability**: after Quit and Resume, the same game, deliveries and round;
* **nothing lost**: at the end of an app-dealt game every private message was read by its owner on a held screen,
  or belonged to a night call its player never came to (the rules: a call missed is missed, docs/desktop.md);
* **health**: no exception, no Qt warning outside the known noise (pytest-qt fails on both in the suite; the soak
  script collects them).

Every run is a :class:`Case` (game, table, options, seed); the inputs it made are recorded as :class:`Move` values
that name their target by its visible text, so a failing run can be replayed, shrunk and kept as a regression test
(``replay``, ``shrink``).
"""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, replace
from typing import Any

import shiboken6
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QDialog,
    QFileDialog,
    QLineEdit,
    QSpinBox,
    QWidget,
    QWizard,
)

from tests.desktop.observer import clean
from tests.desktop.table import (
    PLAYERS,
    DriverError,
    Table,
    end_text,
    hold_to_open,
    play_step,
    switch_language,
    tr,
    wizard_page_title,
)

GAMES = {"quest": ("Quest", 4, 10), "avalon": ("The Resistance: Avalon", 5, 10),
         "onuw": ("One Night Ultimate Werewolf + Daybreak", 3, 10), "castle": ("Castle of the Devil", 3, 10)}
KEYS = {"Return": (Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier),
        "Ctrl+Return": (Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier),
        "Ctrl+Z": (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
        "Ctrl+Shift+Z": (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier),
        "Escape": (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
        "Space": (Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier),
        "Tab": (Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier),
        "Ctrl+T": (Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier),
        "Ctrl+P": (Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)}
LANGS = ("en", "vi", "fa", "zh_TW")
#: How often each kind of move is made (the scripted right thing most often, so that games finish).
WEIGHTS = {"step": 62, "click": 12, "hold": 4, "key": 6, "undo": 3, "redo": 1, "menu": 2, "lang": 1, "skip": 4,
           "expire": 3, "quit": 1, "open_hold": 1}
#: With phones, the phones' moves too: a phone's player does their thing (look, choose), a stranger's browser asks for
#: a seat, a phone reloads its page, opens a second tab, or goes away (and comes back later, by reloading).
PHONE_WEIGHTS = {"phone": 30, "stranger": 2, "reload": 2, "tab": 1, "leave": 1}
PHONES_DEALING = "Phones: each player opens the page on their own phone (same Wi-Fi)"


@dataclass(frozen=True)
class Move:
    """One input, replayable: its kind, its target by visible text (and which of several with that text), and the
    answers given to the dialogs it opened."""

    kind: str
    arg: str = ""
    index: int = 0
    answers: tuple[str, ...] = ()


@dataclass(frozen=True)
class Case:
    game: str
    count: int
    mode: str
    seed: int
    options: tuple[str, ...] = ()
    moves: tuple[Move, ...] | None = None  # None: made up as it goes (a live run); else replayed as recorded
    phones: int = 0  # the first seats play on phones (real connections); the app deals then

    def to_json(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=False)

    @staticmethod
    def from_json(text: str) -> Case:
        data = json.loads(text)
        moves = data.pop("moves")
        return Case(**{**data, "options": tuple(data.get("options", ())),
                       "moves": None if moves is None else tuple(Move(**{**m, "answers": tuple(m["answers"])}) for m in moves)})


@dataclass
class Violation(AssertionError):
    kind: str
    detail: str
    case: Case | None = None

    def __str__(self) -> str:
        return f"{self.kind}: {self.detail}"


@dataclass
class Report:
    case: Case
    moves: list[Move] = field(default_factory=list)
    finished: bool = False
    violation: Violation | None = None

    def replay_case(self) -> Case:
        return replace(self.case, moves=tuple(self.moves))


class DialogHand:
    """Answers the modal dialogs an input opens (a question, a notice, a file dialog), as a person at the table
    would: a recorded answer when replaying, else one of the dialog's buttons at random (a file dialog: Cancel)."""

    def __init__(self, table: Table, rng: random.Random) -> None:
        self.table = table
        self.rng = rng
        self.given: list[str] = []
        self.script: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(25)
        self.timer.timeout.connect(self._poll)

    @contextmanager
    def around(self, answers: tuple[str, ...] = ()) -> Iterator[list[str]]:
        self.given, self.script = [], list(answers)
        self.timer.start()
        try:
            yield self.given
        finally:
            self.timer.stop()

    def _poll(self) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or not dialog.isVisible():
            return
        self.table.check()
        if isinstance(dialog, QFileDialog):
            self.given.append("<cancel>")
            dialog.reject()
            return
        buttons = [b for b in dialog.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled() and clean(b.text())]
        if not buttons:
            self.given.append("<close>")
            dialog.reject()
            return
        wanted = self.script.pop(0) if self.script else None
        chosen = next((b for b in buttons if clean(b.text()) == wanted), None) if wanted else None
        if chosen is None:
            chosen = self.rng.choice(buttons) if wanted is None else None
        if chosen is None:
            self.given.append("<close>")
            dialog.reject()
            return
        self.given.append(clean(chosen.text()))
        chosen.click()


class ManualTime:
    """The console countdown's clock, moved by the monkey (a countdown runs out when the monkey says so)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Monkey:
    def __init__(self, table: Table, case: Case, log: Callable[[str], None] = lambda line: None) -> None:
        self.table = table
        self.case = case
        self.rng = random.Random(case.seed)
        self.log = log
        self.hand = DialogHand(table, self.rng)
        self.report = Report(case)
        self.time = ManualTime()
        self.relaunches = 0
        self.read_keys: set[tuple[int, int]] = set()
        self.phones: PhoneHands | None = None
        self._current: Move | None = None  # the input being made
        self.shapes: dict[tuple[str, str, str], tuple[str, ...]] = {}  # the first look of each screen that must look alike

    # -- the run ----------------------------------------------------------------------------------------------
    def run(self, limit: int = 1500, then_live: bool = False, stop_early: bool = False) -> Report:
        """Play the case (its recorded moves, and with ``then_live`` on from there as a live run) to the end;
        ``stop_early``: stop after ``limit`` inputs, where the game is (a run that a kill -9 will end)."""
        try:
            self._setup()
            script = list(self.case.moves) if self.case.moves is not None else None
            if script is not None and then_live:
                limit, script = len(script) + limit, script + [None] * limit  # type: ignore[list-item]
            for number in range(limit if script is None else len(script)):
                if self._over():
                    break
                move = script[number] if script is not None and script[number] is not None else self._choose()
                wizard = self.table.shell.wizard if self.table.shell is not None else None
                if wizard is not None and wizard.isVisible() and move.kind != "wizard_cancel":
                    # New game asked and answered Yes: the host thinks again, before anything else
                    done = self._do(Move("wizard_cancel"))
                    if done is not None:
                        self.report.moves.append(done)
                self._current = move
                done = self._do(move)
                self._current = None
                if done is not None:
                    self.report.moves.append(done)
                self._check_progress()
                self._check_screens()
            else:
                if (script is None or then_live) and not self._over() and not stop_early:
                    raise Violation("progress", f"no end after {limit} inputs")
            if self._over():
                self.report.finished = True
                self._check_nothing_lost()
        except Violation as violation:
            self._keep_failing_input()
            violation.case = self.report.replay_case()
            self.report.violation = violation
        except DriverError as exc:
            self._keep_failing_input()
            self.report.violation = Violation("progress", f"the scripted player found nothing to do: {exc}",
                                              self.report.replay_case())
        except AssertionError as exc:  # the observer's secrecy check
            self._keep_failing_input()
            self.report.violation = Violation("secrecy", str(exc)[:2000], self.report.replay_case())
        return self.report

    def _keep_failing_input(self) -> None:
        """The input that failed belongs to the replay too (it was not recorded as made)."""
        if self._current is not None:
            self.report.moves.append(self._current)
            self._current = None

    def _over(self) -> bool:
        console = self.table.console()
        return console is not None and console.controller.result() is not None and self.table.sees(end_text())

    # -- the wizard ------------------------------------------------------------------------------------------
    def _setup(self) -> None:
        table, case = self.table, self.case
        title = GAMES[case.game][0]
        table.launch()
        wizard = table.shell.wizard
        try:  # the rules loaded (Start enabled), whichever game the wizard has selected
            table.qtbot.waitUntil(lambda: any(table.has_button(b) for b in ("Next >", "Start now", "Start")), timeout=15000)
            table.pick_list_item(title)
            table.qtbot.waitUntil(lambda: table.has_button("Next >"), timeout=15000)
        except Exception as exc:  # the wizard never became ready: say what the screen shows
            raise DriverError(f"the setup wizard is not ready: {table.texts()[:30]}") from exc
        table.click("Next >")
        count = next(w for w in wizard.currentPage().findChildren(QSpinBox) if w.isVisible())
        table.type_into(count, str(case.count))
        edits = [e for e in wizard.currentPage().findChildren(QLineEdit) if e.isVisible() and not isinstance(e.parent(), QSpinBox)]
        for edit, name in zip(edits, PLAYERS[:case.count], strict=True):
            table.type_into(edit, name)
        table.click("Next >")
        options = list(case.options) if self.case.moves is not None else self._random_options()
        for label in options:
            boxes = [b for b in table.buttons(label) if isinstance(b, QCheckBox)]
            if boxes:
                table.click(boxes[0])
        while options and not table.has_button("Next >"):
            # A setup these options make impossible (the wizard says why): a host switches the last one off again.
            label = options.pop()
            boxes = [b for b in table.buttons(label) if isinstance(b, QCheckBox)]
            if boxes:
                table.click(boxes[0])
        self.case = replace(self.case, options=tuple(options))
        self.report.case = self.case
        table.click("Next >")
        table.click(PHONES_DEALING if case.phones else
                    "The app deals (pass the laptop round to see your role)" if case.mode == "app" else "Physical cards")
        while wizard_page_title(table) != "Ready":
            table.click("Next >")
        table.click("Start")
        table.qtbot.waitUntil(lambda: table.console() is not None and table.console().isVisible(), timeout=10000)
        self._own_the_clock()
        table.check()
        if case.phones:
            self.phones = PhoneHands(table)
            for seat in range(case.phones):
                self.phones.join(seat)

    def _random_options(self) -> list[str]:
        boxes = [b for b in self.table.buttons() if isinstance(b, QCheckBox) and not b.isChecked() and clean(b.text())]
        picked = [clean(b.text()) for b in boxes if self.rng.random() < 0.3]
        return picked

    def _own_the_clock(self) -> None:
        """The countdown's clock and the narration's are the monkey's: a line or a countdown ends when the monkey
        says so (Skip, a clock run out), never by the machine's speed, so a run replays the same."""
        console = self.table.console()
        if console is not None:
            console.countdown.clock = self.time
            if hasattr(console.narrator, "_clock"):
                from desktop.narration.timing import ManualClock

                console.narrator._clock = ManualClock()

    # -- choosing and making an input ------------------------------------------------------------------------------
    def _choose(self) -> Move:
        weights = {**WEIGHTS, **(PHONE_WEIGHTS if self.phones is not None else {})}
        kinds = list(weights)
        kind = self.rng.choices(kinds, weights=[weights[k] for k in kinds])[0]
        if kind in PHONE_WEIGHTS:
            seat = self.rng.randrange(self.case.count if kind == "stranger" else max(1, self.case.phones))
            return Move(kind, str(self.rng.randrange(1 << 30)), seat)
        if kind == "click":
            buttons = self._buttons()
            if buttons:
                button = self.rng.choice(buttons)
                return Move("click", *self._name(button, buttons))
        elif kind == "hold":
            from desktop.console import HoldButton

            holds = [b for b in self._buttons() if isinstance(b, HoldButton)]
            if holds:
                button = self.rng.choice(holds)
                return Move("hold", *self._name(button, holds))
        elif kind == "key":
            return Move("key", self.rng.choice(sorted(KEYS)))
        elif kind == "menu":
            items = self._menu_items()
            if items:
                return Move("menu", self.rng.choice(items))
        elif kind == "lang":
            return Move("lang", self.rng.choice(LANGS))
        elif kind in ("undo", "redo", "skip", "expire", "quit", "open_hold"):
            return Move(kind)
        return Move("step", str(self.rng.randrange(1 << 30)))

    def _buttons(self) -> list[QAbstractButton]:
        console = self.table.console()
        if console is None:
            return []
        return [b for b in self.table.buttons() if clean(b.text()) or clean(b.accessibleName())]

    @staticmethod
    def _label(button: QAbstractButton) -> str:
        return clean(button.text()) or clean(button.accessibleName())

    def _name(self, button: QAbstractButton, among: list[QAbstractButton]) -> tuple[str, int]:
        label = self._label(button)
        same = [b for b in among if self._label(b) == label]
        return label, same.index(button)

    def _find(self, move: Move, holds_only: bool = False) -> QAbstractButton | None:
        from desktop.console import HoldButton

        same = [b for b in self._buttons() if self._label(b) == move.arg and (not holds_only or isinstance(b, HoldButton))]
        return same[move.index] if move.index < len(same) else None

    def _menu_items(self) -> list[str]:
        console = self.table.console()
        if console is None:
            return []
        out = []
        for top in console.menuBar().actions():
            menu = top.menu()
            if menu is None or not top.isVisible():
                continue
            for action in menu.actions():
                text = clean(action.text())
                skip = action in (console.act_quit, console.act_studio, console.act_open)
                if text and action.isVisible() and action.isEnabled() and action.menu() is None and not skip:
                    out.append(f"{clean(top.text())}\u241f{text}")
        return out

    def _do(self, move: Move) -> Move | None:
        """Make one input; returns it as made (with the dialogs' answers), or None when it had no target now."""
        table = self.table
        if move.kind == "quit":
            if not self._quit_and_resume():
                return None
            if self.phones is not None:
                self.phones.audit()  # the resumed server's first frames, against the game as it was resumed
            return move
        with self.hand.around(move.answers) as answers:
            made = self._input(move)
        if not made:
            return None
        table.check()
        if self.phones is not None:
            self.phones.audit()
        return replace(move, answers=tuple(answers))

    def _input(self, move: Move) -> bool:
        table = self.table
        console = table.console()
        if console is None:
            return False
        if move.kind in PHONE_WEIGHTS:
            if self.phones is None:
                return False
            made = self.phones.act(move, random.Random(int(move.arg or 0)))
            if made:
                table._after_input()
            return made
        if move.kind == "wizard_cancel":
            wizard = table.shell.wizard
            if wizard is None or not wizard.isVisible():
                return False
            table.click(wizard.button(QWizard.WizardButton.CancelButton))
            return True
        if move.kind == "step":
            rng = random.Random(int(move.arg or 0))
            # The table's right thing: a phone whose player has something to do does it, else the laptop's.
            if self.phones is not None and self.phones.play_any(rng):
                return True
            self._close_side_windows()
            try:
                play_step(table, rng)
            except DriverError:
                # The table waits for a phone that went away: its player comes back (the right thing at a table).
                if self.phones is None or not self.phones.come_back():
                    raise
            return True
        if move.kind in ("click", "hold"):
            button = self._find(move, holds_only=move.kind == "hold")
            if button is None:
                return False
            if move.kind == "hold":
                with table.holding(button):
                    pass
                return True
            confirm = button.objectName() == "confirm"
            before = self._moment()
            table.click(button)
            if confirm:
                self._check_answered(button, before)
            return True
        if move.kind == "key":
            if QApplication.activeModalWidget() is not None:
                return False
            key, modifiers = KEYS[move.arg]
            table.key(key, modifiers, window=console)
            return True
        if move.kind == "menu":
            title, _, item = move.arg.partition("\u241f")
            try:
                table.menu(title, item)
            except DriverError:
                return False
            return True
        if move.kind == "lang":
            switch_language(table, move.arg)
            return True
        if move.kind in ("undo", "redo"):
            label = tr("ConsoleWindow", "Undo" if move.kind == "undo" else "Redo")
            if not table.has_button(label):
                return False
            table.click(label)
            return True
        if move.kind == "skip":
            label = tr("ConsoleWindow", "Skip to the next line")
            if not table.has_button(label):
                return False
            table.click(label)
            return True
        if move.kind == "open_hold":
            if not table.has_button(tr("NightPanel", "Hold to open")):
                return False
            hold_to_open(table)
            return True
        if move.kind == "expire":
            countdown = console.countdown
            if not countdown.running:
                return False
            self.time.now += countdown.remaining + 1
            with table.qtbot.waitSignal(countdown.expired, timeout=3000):
                pass  # its next tick sees the time run out
            table._after_input()
            return True
        raise ValueError(f"unknown move {move.kind!r}")

    # -- invariants ------------------------------------------------------------------------------------------------
    def _moment(self) -> tuple[int, int, Any]:
        controller = self.table.console().controller
        turn = controller.round
        return (len(controller.session.groups), len(controller.pending_deliveries()),
                None if turn is None else (turn.kind, turn.index, tuple(sorted(turn.pressed))))

    def _check_answered(self, button: QAbstractButton, before: tuple[int, int, Any]) -> None:
        """A Confirm pressed on an enabled form is applied, or answered on the screen with a reason."""
        console = self.table.console()
        if console is None or self._moment() != before or not shiboken6.isValid(button) or not button.isVisible():
            return  # applied (or its screen moved on: a round's answer card, a refusal screen)
        answered = bool(clean(console.message.text())) or any(
            b.isVisible() and b.isEnabled() for b in console.findChildren(QAbstractButton)
            if clean(b.text()) == tr("ChoiceForm", "Hold to see the answer"))
        status = [w for w in console.findChildren(type(console.message), "form_status") if w.isVisible() and clean(w.text())]
        if not (answered or status):
            raise Violation("input dropped", f"Confirm on {button.parent().title() if hasattr(button.parent(), 'title') else ''!r} "
                                             f"changed nothing and said nothing")

    def _check_screens(self) -> None:
        """Screens that must look alike for every role do (issue 32): every closed One Night night screen has the
        same texts but its caption and clock; every unopened hand-over of the laptop the same texts with the
        player's name taken out. And nothing lost before a choice: a private choice opened on the laptop for a
        player who still has a private message waiting to be seen is a violation."""
        console = self.table.console()
        if console is None or QApplication.activeModalWidget() is not None:
            return
        from desktop.console.handover import DeliveryCard, PrivateChoiceCard
        from desktop.night import NightPanel

        players = list(console.controller.players)

        def texts(widget: Any, skip: tuple[Any, ...] = ()) -> tuple[str, ...]:
            found = [clean(w.text()) for w in widget.findChildren(QWidget) if w.isVisible() and w not in skip
                     and hasattr(w, "text") and callable(w.text) and isinstance(w.text(), str) and clean(w.text())]
            for name in sorted(players, key=len, reverse=True):
                found = [t.replace(name, "{player}") for t in found]
            return tuple(found)

        for panel in console.findChildren(NightPanel):
            if panel.isVisible() and not panel.opened:
                # (its hint says how the called player opens it: on the laptop, a phone or either, as the table's
                # public phones are: a seat released to the laptop changes it for every role alike)
                self._alike("night screen", texts(panel, (panel.caption, panel.clock)), getattr(console.plugin, "phones", ""))
        for card in console.findChildren(DeliveryCard):
            if card.isVisible() and not card.hold.ever_held:
                self._alike("hand-over", texts(card))
        card = console.private_card
        if isinstance(card, PrivateChoiceCard) and card.isVisible() and card.opened and card.forms and \
                not card.summary.has_text():  # (what the player holds and knows is on the choice's own screen)
            seat = card.forms[0].choice.player
            waiting = [d for d in console.controller.pending_deliveries() if d.seat == seat]
            if waiting:
                raise Violation("nothing lost", f"{players[seat]}'s choice is on the laptop while their message "
                                                f"{[str(e.msg.english()) for d in waiting for e in d.events if e.msg][:2]} waits")

    def _close_side_windows(self) -> None:
        """Before the table's next step the moderator closes the help and reference windows left open (their
        buttons would be taken for the console's)."""
        from PySide6.QtWidgets import QDialogButtonBox

        console = self.table.console()
        for window in QApplication.topLevelWidgets():
            if not window.isVisible() or window is console or window is self.table.board() or window.isModal():
                continue
            for box in window.findChildren(QDialogButtonBox):
                close = box.button(QDialogButtonBox.StandardButton.Close)
                if close is not None and close.isVisible() and close.isEnabled():
                    self.table.click(close)
                    break

    def _alike(self, kind: str, shape: tuple[str, ...], public: str = "") -> None:
        """Every screen of ``kind`` looks alike in one language and one public set-up of the table (``public``)."""
        first = self.shapes.setdefault((kind, self._lang(), public), shape)
        if shape != first:
            raise Violation("secrecy", f"two {kind}s differ: {first} / {shape}")

    def _lang(self) -> str:
        from desktop.i18n import current_language

        return str(current_language())

    def _check_progress(self) -> None:
        console = self.table.console()
        wizard = self.table.shell.wizard if self.table.shell is not None else None
        if console is None or QApplication.activeModalWidget() is not None or self._over() or (
                wizard is not None and wizard.isVisible()):
            return
        if any(b.isVisible() and b.isEnabled() for b in console.findChildren(QAbstractButton)
               if clean(b.text()) and b.window() is console):
            return
        if console.narration_state() == "playing" or console.countdown.running:
            return
        raise Violation("progress", f"nothing on the console moves the game on: {self.table.texts()[:40]}")

    def _snapshot(self) -> dict[str, Any]:
        controller = self.table.console().controller
        turn = controller.round
        return {"view": controller.public_view(), "result": controller.result() is not None,
                "pending": sorted((d.seat, d.step or "", len(d.events)) for d in controller.pending_deliveries()),
                "round": None if turn is None else (turn.kind, turn.seats, turn.index, sorted(turn.pressed)),
                "groups": len(controller.session.groups)}

    def snapshot_json(self) -> str:
        """The durability snapshot as text, to compare across processes."""
        return json.dumps(self._snapshot(), sort_keys=True, default=str)

    def _quit_and_resume(self) -> bool:
        table = self.table
        if QApplication.activeModalWidget() is not None or table.console() is None or self._over():
            return False
        before = self._snapshot()
        self.read_keys |= self._held_keys()
        self.table.observer.held_events.clear()
        with self.hand.around(()):
            table.menu(tr("ConsoleWindow", "&Game"), tr("ConsoleWindow", "Quit"))
        table.quit()  # the windows left close, and the process's hold on the data folder goes with it
        self.relaunches += 1
        table.launch()
        resume = tr("ResumeDialog", "Resume")
        table.qtbot.waitUntil(lambda: table.has_button(resume), timeout=10000)
        table.click(resume)
        table.qtbot.waitUntil(lambda: table.console() is not None and table.console().isVisible(), timeout=10000)
        self._own_the_clock()
        if self.phones is not None:
            self.phones.follow()
        after = self._snapshot()
        if after != before:
            changed = [key for key in before if before[key] != after[key]]
            raise Violation("durability", f"after Quit and Resume, {changed} differ: {[before[k] for k in changed]} "
                                          f"became {[after[k] for k in changed]}")
        return True

    def _held_keys(self) -> set[tuple[int, int]]:
        """The private events read on a held screen so far, by their place in the game (undo group, event), which
        a Quit and Resume keeps (the event objects are new after it)."""
        console = self.table.console()
        held = self.table.observer.held_events
        if console is None:
            return set()
        return {(index, number) for index, group in enumerate(console.controller.session.groups)
                for number, event in enumerate(group.events) if id(event) in held}

    def _check_nothing_lost(self) -> None:
        """Every private message of an app-dealt game reached its owner on a held screen (or a phone), but for a
        night call its player missed (the rules)."""
        console = self.table.console()
        controller = console.controller
        if controller.mode != "app":
            return
        read = self.read_keys | self._held_keys()
        missed = {id(e) for e in controller.missed}
        # The action that ended the game told its private outcome with the end, where every line is open.
        last = {id(e) for e in controller.session.groups[-1].events}
        on_phone = self.phones.received if self.phones is not None else (lambda event: False)
        lost = [clean(str(e.msg.english())) for index, group in enumerate(controller.session.groups)
                for number, e in enumerate(group.events)
                if isinstance(e.audience, tuple) and e.msg is not None and (index, number) not in read
                and id(e) not in missed and id(e) not in last and not any(controller.has_seen(e, seat) for seat in e.audience)
                and not on_phone(e)]
        if lost:
            raise Violation("nothing lost", f"{len(lost)} private messages never reached their owner: {lost[:5]}")


def random_case(rng: random.Random, game: str | None = None, mode: str | None = None) -> Case:
    game = game or rng.choice(sorted(GAMES))
    _title, low, high = GAMES[game]
    count = rng.choice([low, low + 1, high]) if rng.random() < 0.7 else rng.randint(low, high)
    mode = mode or rng.choice(("app", "physical"))
    phones = rng.randint(1, count) if mode == "app" and rng.random() < 0.3 else 0
    return Case(game, count, mode, rng.randrange(1 << 30), phones=phones)


def shrink(run: Callable[[Case], Report], case: Case, budget: int = 24) -> Case:
    """A shorter list of moves that still fails the same way (delta debugging, at most ``budget`` replays)."""
    assert case.moves is not None
    moves = list(case.moves)
    kind = run(case).violation
    if kind is None:
        return case
    chunk = max(1, len(moves) // 2)
    tries = 0
    while chunk >= 1 and tries < budget:
        start = 0
        shrunk = False
        while start < len(moves) and tries < budget:
            candidate = moves[:start] + moves[start + chunk:]
            tries += 1
            report = run(replace(case, moves=tuple(candidate)))
            if report.violation is not None and report.violation.kind == kind.kind:
                moves = list(report.moves)
                shrunk = True
            else:
                start += chunk
        if not shrunk:
            chunk //= 2
    return replace(case, moves=tuple(moves))


class PhoneHands:
    """The players on phones, over real WebSocket connections to the app's own server (tests/companion/phones.py),
    and the strangers on the same Wi-Fi."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.seated: dict[int, Any] = {}  # seat -> its phone (the latest tab)
        self.history: dict[int, list[Any]] = {}  # seat -> every phone that held it (tabs, reloads, relaunches)
        self.away: dict[int, str] = {}  # seat -> the token of a phone gone away (it may come back)
        self.strangers: list[Any] = []
        self.checked: dict[int, int] = {}  # id of a phone -> how many of its frames the audit has read

    def __setitem__(self, seat: int, phone: Any) -> None:
        self.seated[seat] = phone
        self.history.setdefault(seat, []).append(phone)

    def received(self, event: Any) -> bool:
        """A private message of a phone's seat reached it: it was in a frame the phone of one of its seats got."""
        from desktop.companion.lang import phone_catalog

        for seat in event.audience:
            for phone in self.history.get(seat, ()):
                text = phone_catalog(phone.lang).render(event.msg)
                if text and any(text in raw for raw in phone.raw):
                    return True
        return False

    def come_back(self) -> bool:
        """A phone that went away comes back to its seat (the page reloaded with its token)."""
        for seat, token in sorted(self.away.items()):
            del self.away[seat]
            self._reopen(seat, token, LANGS[seat % len(LANGS)])
            self.table._after_input()
            return True
        return False

    def play_any(self, rng: random.Random) -> bool:
        """A phone whose player has something to do now does it (the right thing at the table)."""
        server = self.server()
        # (only the phones still sent the table's states: a released or replaced one gets none any more)
        live = [p for p in self.seated.values() if not p.closed and p.messages
                and p.messages[-1].get("type") in ("state", "accepted", "refused")]
        # Every phone has the table as it is now (frames still on their way are not missed); one that has not caught
        # up in time counts as busy elsewhere.
        with contextlib.suppress(Exception):
            self.table.qtbot.waitUntil(lambda: all((s := p.latest_state()) is None or s["rev"] >= server.rev
                                                   for p in live), timeout=1000)
        self._forget_released()
        for seat, phone in sorted(self.seated.items()):
            state = phone.latest_state()
            busy = not phone.closed and state is not None and (state["choices"] or state.get("new"))
            if busy and self._play(seat, phone, rng, look_first=True):
                self.table._after_input()
                self.audit()
                return True
        return False

    def server(self) -> Any:
        console = self.table.console()
        return console.phones if console is not None else None

    def join(self, seat: int) -> None:
        from tests.companion.phones import Phone

        phone = Phone(self.table.qtbot, self.server(), lang=LANGS[seat % len(LANGS)])
        phone.join(seat)
        self[seat] = phone
        self.table._after_input()

    def follow(self) -> None:
        """After Quit and Resume the server is a new one: every phone reloads its page with its token."""

        for seat, phone in list(self.seated.items()):
            if phone.token:
                self._reopen(seat, phone.token, phone.lang)
        self.strangers = []

    def act(self, move: Move, rng: random.Random) -> bool:
        from tests.companion.phones import Phone

        seat = move.index
        if move.kind == "stranger":
            # A new browser on the Wi-Fi picks a seat, held or not: it gets no secret unless the seat is free before
            # the deal or the moderator accepts.
            stranger = Phone(self.table.qtbot, self.server(), lang=rng.choice(LANGS))
            stranger.wait_open()
            stranger.send({"type": "hello", "token": "", "lang": stranger.lang})
            stranger.expect("seats")
            stranger.send({"type": "claim", "seat": seat, "lang": stranger.lang})
            answer = self._answer(stranger, "joined", "error", "asking")
            if answer["type"] == "joined":
                self[seat] = stranger
            else:
                self.strangers.append(stranger)
            return True
        if move.kind == "reload":
            token = self.away.pop(seat, None) or (self.seated[seat].token if seat in self.seated else None)
            if token is None:
                return False
            old = self.seated.get(seat)
            if old is not None and not old.closed:
                old.close()
            self._reopen(seat, token, LANGS[seat % len(LANGS)])
            return True
        self._forget_released()
        phone = self.seated.get(seat)
        if phone is None or phone.closed:
            return False
        if move.kind == "leave":
            self.away[seat] = phone.token
            phone.close()
            del self.seated[seat]
            return True
        if move.kind == "tab":
            if not phone.token:
                return False
            if not self._reopen(seat, phone.token, phone.lang):
                return True
            self.table.qtbot.waitUntil(lambda: phone.closed or any(
                m.get("type") == "error" and m.get("code") == "replaced" for m in phone.messages), timeout=5000)
            return True
        return self._play(seat, phone, rng)

    def _forget_released(self) -> None:
        """A phone whose seat the moderator released shows the list of seats (its last state's choices are gone from
        its screen): its browser is a stranger's now."""
        for seat, phone in list(self.seated.items()):
            if any(m.get("type") == "error" and m.get("code") == "released" for m in phone.messages[_last_state(phone):]):
                del self.seated[seat]
                self.strangers.append(phone)

    def _reopen(self, seat: int, token: str, lang: str) -> bool:
        """The page opened again with the seat's token (a reload, a second tab, after a relaunch): the seat again, or,
        if the moderator released it meanwhile, the list of seats (the token opens nothing any more)."""
        from tests.companion.phones import Phone

        phone = Phone(self.table.qtbot, self.server(), lang=lang, token=token)
        phone.wait_open()
        phone.send({"type": "hello", "token": token, "lang": lang})
        if self._answer(phone, "joined", "error")["type"] != "joined":
            self.seated.pop(seat, None)
            self.strangers.append(phone)
            return False
        self[seat] = phone
        return True

    @staticmethod
    def _answer(phone: Any, *kinds: str) -> dict[str, Any]:
        """The server's answer to what a phone just sent: every message gets one (issue 31), soon."""
        try:
            return phone.expect_one(*kinds)
        except Exception as exc:
            raise Violation("progress", f"a phone got no answer ({', '.join(kinds)}): {exc}; "
                                        f"its last messages: {[m.get('type') for m in phone.messages[-5:]]}") from None

    def _play(self, seat: int, phone: Any, rng: random.Random, look_first: bool = False) -> bool:
        """What the phone's player does now: hold "Hold to look" on something new, or choose (tapping any button;
        a forbidden one is refused, and they choose again)."""
        state = phone.latest_state()
        if state is None:
            return False
        if state.get("new") and (look_first or rng.random() < 0.5):
            phone.send({"type": "seen", "rev": state["rev"]})
            return True
        if not state["choices"]:
            return False
        form = rng.choice(state["choices"])
        params: dict[str, Any] = {}
        for param in form["params"]:
            values = [o["value"] for o in param["options"] if o["enabled"]]
            if not values or (param["kind"] != "one" and len(values) < param["size"]):
                return False
            params[param["key"]] = rng.choice(values) if param["kind"] == "one" else sorted(rng.sample(values, param["size"]))
        phone.skip()
        phone.send({"type": "act", "rev": state["rev"], "action": form["type"], "params": params})
        answer = self._answer(phone, "accepted", "refused")
        if answer["type"] == "refused" and answer.get("code") not in ("engine", "stale"):
            raise Violation("input dropped", f"a phone's choice was refused without a reason the player can act on: {answer}")
        return True

    def audit(self) -> None:
        """No phone frame with another seat's secret; a stranger's browser gets none at all. Each frame is read once,
        against the game as it was when it came (an undo later may give its words to another seat only)."""
        from desktop.companion.lang import phone_catalog

        for stranger in list(self.strangers):  # accepted by the moderator meanwhile: that seat's phone now
            joined = [i for i, m in enumerate(stranger.messages) if m.get("type") == "joined"]
            released = [i for i, m in enumerate(stranger.messages) if m.get("type") == "error" and m.get("code") == "released"]
            if joined and joined[-1] > max(released, default=-1) and not stranger.closed:
                self.strangers.remove(stranger)
                self[int(stranger.messages[joined[-1]]["seat"])] = stranger
        console = self.table.console()
        if console is None:
            return
        private = [e for e in console.controller.session.events() if isinstance(e.audience, tuple) and e.msg is not None]
        readers = [(seat, phone) for seat, phones in self.history.items() for phone in phones]
        readers += [(None, phone) for phone in self.strangers]
        for seat, phone in readers:
            new = phone.raw[self.checked.get(id(phone), 0):]
            self.checked[id(phone)] = len(phone.raw)
            if not new:
                continue
            langs = {"en", phone.lang}
            mine = {phone_catalog(lang).render(e.msg) for e in private if seat in e.audience for lang in langs}
            secrets = {phone_catalog(lang).render(e.msg) for e in private if seat not in e.audience for lang in langs}
            for text in new:
                found = [s for s in secrets - mine if s and s in text]
                if found:
                    who = f"seat {seat}'s phone" if seat is not None else "a stranger's browser"
                    raise Violation("secrecy", f"{who} received another seat's secret {found[:2]!r} in {text[:300]}")


def _last_state(phone: Any) -> int:
    """Where a phone's last state message is among its messages (0 if it never had one)."""
    return max((i for i, m in enumerate(phone.messages) if m.get("type") == "state"), default=0)


def killed_and_resumed(table: Table, case: Case, inputs: int) -> tuple[int, str, str]:
    """Durability under kill -9: the monkey plays ``case`` live in a child process (the real app) for ``inputs``
    inputs, where the child is killed with SIGKILL (no clean-up of any kind); then the app is launched here on the
    same user folders and Resume is pressed. Returns (inputs made, the game as the child had it, as resumed)."""
    import os
    import signal
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TABLEKEEPER_SILENT": "1", "PYTHONPATH": str(root)}
    spec = f"monkey {case.to_json()}\t{inputs}"
    child = subprocess.Popen([sys.executable, "-m", "tests.desktop.table_child", str(table.home), spec], cwd=root, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert child.stdout is not None
        line = child.stdout.readline()
        if not line.startswith("READY"):
            raise Violation("health", f"the child stopped before the kill: {line.strip()[:500]!r}")
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    before = json.loads(line.removeprefix("READY").strip())
    table.launch()
    resume = tr("ResumeDialog", "Resume")
    table.qtbot.waitUntil(lambda: table.has_button(resume), timeout=10000)
    table.click(resume)
    table.qtbot.waitUntil(lambda: table.console() is not None and table.console().isVisible(), timeout=10000)
    after = Monkey(table, case).snapshot_json()
    return int(before["moves"]), before["snapshot"], after
