"""The observer of a table test: after every input, is any secret visible to someone it does not belong to?

It reads every visible text of every window (labels, buttons, group titles,
list and table rows, line edits, combo boxes, window titles, an open menu, a
shown tooltip, a message box) and knows the secrets from the engine itself:

* every private event of the game so far (its message, rendered in the UI
  language the table sees) and who it is for;
* ``Game.seat_secrets``: per seat, the hidden role ids and names no public
  display may tie to that seat.

While the game runs:

* the board (the TV) never shows a private message, nor a seat's name together
  with that seat's secret;
* the console shows a private message only to its owner: while a heading of
  the console asks for that player ("Give the laptop to Chi."), or, on One
  Night's night screen, the message of the step now called (what the player
  just woken learns), never one of an earlier step or of the deal;
* and only while a hold button (desktop.console.secret_widgets.HoldButton) of
  the console is held down: a laptop passed on, or glanced at, shows no
  private text. The same goes for the rules' refusal of a value a private
  choice's form offers but its player may not choose ("Cal is Good and must
  play Success."): it tells that player's role. (A private choice's own
  buttons are the choice, not a secret text: they may show while it is made.)

``held_events`` records every private event (by id()) whose message was
visible on the console while a hold button was held and the console asked
for its owner (or, at night, its step was the one called).

Once the game is over everything may show. The observer never acts.
"""

from __future__ import annotations

import gc
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QMessageBox,
    QTableWidget,
    QToolTip,
    QWidget,
)

if TYPE_CHECKING:
    from tests.desktop.table import Table

MARKS = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u061c&"))


def long_enough(text: str) -> bool:
    """A message long enough to be told apart from a word of another text: twelve bytes (twelve Latin letters, a
    short sentence in Chinese: "其他狼人：Chi。" is nine characters)."""
    return len(text.encode("utf-8")) >= 12


def clean(text: str) -> str:
    """A text as a person reads it: no direction marks or isolates, no mnemonic ampersands."""
    return text.translate(MARKS).strip()


@dataclass
class Leak:
    where: str
    text: str
    why: str

    def __str__(self) -> str:
        return f"{self.where}: {self.why}: {self.text!r}"


def _texts_of(widget: QWidget) -> list[str]:
    out: list[str] = []
    if isinstance(widget, QLabel | QAbstractButton | QLineEdit):
        out.append(widget.text())
    elif isinstance(widget, QGroupBox):
        out.append(widget.title())
    elif isinstance(widget, QComboBox):
        out.append(widget.currentText())
    elif isinstance(widget, QListWidget):
        out.extend(widget.item(i).text() for i in range(widget.count()) if not widget.item(i).isHidden())
    elif isinstance(widget, QTableWidget):
        for row in range(widget.rowCount()):
            for column in range(widget.columnCount()):
                item = widget.item(row, column)
                if item is not None:
                    out.append(item.text())
    elif hasattr(widget, "text") and callable(widget.text) and widget.metaObject().className() == "BoardText":
        out.append(widget.text())
    return [t for t in out if t]


class Observer:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.checks = 0
        self.private_seen_by_owner = 0  # private messages read by their owner (the test asserts some were)
        # id() of every private engine Event whose message its owner read on a held screen (the session keeps the
        # events alive, so an id is not reused while the game runs).
        self.held_events: set[int] = set()
        # Per undo group (kept alive so its id is not reused): the seat secrets at the moment each of its
        # events was announced, found by stepping the group's actions again from the state before it.
        self._vocabulary: set[str] = set()  # every secret name seen so far (a longer one may contain a shorter)
        self._said: dict[int, tuple[Any, list[dict[int, set[str]] | None]]] = {}

    # -- eyes --------------------------------------------------------------------------------
    def visible_texts(self) -> list[tuple[str, QWidget, str]]:
        # No garbage collection during the walk: a collected window would free widgets under the lists being read.
        enabled = gc.isenabled()
        gc.disable()
        try:
            return self._visible_texts()
        finally:
            if enabled:
                gc.enable()

    def _visible_texts(self) -> list[tuple[str, QWidget, str]]:
        board = self.table.board()
        found: list[tuple[str, QWidget, str]] = []
        for window in QApplication.topLevelWidgets():
            if not window.isVisible():
                continue
            kind = "board" if window is board else "console"
            if isinstance(window, QMenu):
                found.extend((kind, window, clean(a.text())) for a in window.actions() if a.isVisible() and a.text())
                continue
            if window.windowTitle():
                found.append((kind, window, clean(window.windowTitle())))
            if isinstance(window, QMessageBox):
                found.extend((kind, window, clean(t)) for t in (window.text(), window.informativeText()) if t)
            inner = board is not None and window is not board and window.isAncestorOf(board)  # the board's pane
            for widget in window.findChildren(QWidget):
                if widget.isVisible():
                    here = "board" if inner and (widget is board or board.isAncestorOf(widget)) else kind
                    found.extend((here, widget, clean(t)) for t in _texts_of(widget))
        if QToolTip.isVisible() and QToolTip.text():
            found.append(("console", QApplication.activeWindow() or QWidget(), clean(QToolTip.text())))
        return found

    # -- the secrets, from the engine ------------------------------------------------------------
    def _controller(self) -> Any:
        console = self.table.console()
        return console.controller if console is not None else None

    def _end_shown(self, controller: Any) -> bool:
        """The game is over for the table: its end is on the console (no round of the laptop still going, which hides
        who made the action that ended it) and nothing of it is held back (One Night's cards still face down)."""
        console = self.table.console()
        return (controller.result() is not None and getattr(console, "round", None) is None
                and not console.plugin.end_withheld(controller))

    def check(self) -> None:
        self.checks += 1
        leaks = self.leaks()
        assert not leaks, "a secret is visible:\n" + "\n".join(map(str, leaks))

    def leaks(self) -> list[Leak]:
        controller = self._controller()
        if controller is None or self._end_shown(controller):
            return []
        from desktop.text import render_msg

        session = controller.session
        players = list(controller.players)
        texts = self.visible_texts()
        public = {clean(render_msg(e.msg)) for e in session.events() if not e.private and e.msg is not None}
        private: list[tuple[str, tuple[int, ...], Any]] = []
        for event in session.events():
            if isinstance(event.audience, tuple) and event.msg is not None:
                text = clean(render_msg(event.msg))
                if long_enough(text) and text not in public:
                    private.append((text, event.audience, event))
        secrets = {int(seat): self._in_both_languages(session, names)
                   for seat, names in session.game.seat_secrets(session.state).items()}
        for names in secrets.values():
            self._vocabulary.update(names)
        said_openly = self._said_openly(session, players, public, secrets)
        refusals: dict[str, set[int]] = {}
        for message, seat in self._private_refusals(controller):
            if message not in public:
                refusals.setdefault(message, set()).add(seat)
        wording_names = self._names_in_wording(session, secrets)
        holders = self._holders(texts, players)
        night_step = self._night_step(controller)
        held = self._held_down()
        out: list[Leak] = []

        def for_owner(audience: tuple[int, ...], event: Any) -> bool:
            return bool(holders & set(audience)) or event.data.get("step") in night_step

        # The same words may be private to several seats ("You were dealt the Villager card."): they may show
        # to any of them.
        allowed = {message for message, audience, event in private if for_owner(audience, event)}
        for kind, _widget, text in texts:
            owned = False  # the text is a private message shown to its owner (what it says of others is theirs to know)
            for message, audience, event in private:
                if message not in text:
                    continue
                if kind == "board":
                    out.append(Leak("board", text, f"private message for {audience}"))
                elif message in allowed and not held:
                    out.append(Leak("console", text, f"private message for seats {audience} visible while no hold "
                                                     f"button is held down"))
                elif message in allowed:
                    self.private_seen_by_owner += 1
                    owned = True
                    if for_owner(audience, event):
                        self.held_events.add(id(event))
                else:
                    out.append(Leak("console", text, f"private message for seats {audience} while the console asks "
                                                     f"for {sorted(holders)} (night step {night_step})"))
            for message, seats in refusals.items():
                if message not in text:
                    continue
                # The same words may refuse several players ("You must play Success."): any of them may read them.
                if kind == "board":
                    out.append(Leak("board", text, f"the refusal of a private choice of seats {sorted(seats)}"))
                elif not holders & seats or not held:
                    out.append(Leak("console", text, f"the refusal of a private choice of seats {sorted(seats)} while "
                                                     f"the console asks for {sorted(holders)}, held: {held}"))
            for seat, names in secrets.items():
                if owned or not 0 <= seat < len(players) or players[seat] not in text:
                    continue
                for name in names:
                    if name and self._mentions(text, name) and name != players[seat]:
                        rest = text
                        for message in said_openly.get((seat, name), ()):
                            rest = rest.replace(message, "")
                        for message in wording_names.get(name, ()):
                            # The role is in the message's own wording ("The Duke lowers {owner}'s hand"), the same
                            # whoever holds it: the line names the role's act, not its holder.
                            rest = rest.replace(message, "")
                        if players[seat] not in rest or not self._mentions(rest, name):
                            continue  # a public line of the log, said when that card lay open on the table
                        if kind == "console" and seat in holders and held:
                            continue
                        out.append(Leak(kind, text, f"{players[seat]} shown with their secret {name!r}"))
        return out

    def _held_down(self) -> bool:
        """A hold button of the console is pressed now (someone is holding the laptop's secret screen)."""
        from desktop.console.secret_widgets import HoldButton

        console = self.table.console()
        if console is None:
            return False
        return any(button.isDown() and button.isVisible() for button in console.findChildren(HoldButton))

    def _private_refusals(self, controller: Any) -> list[tuple[str, int]]:
        """(text, seat): the rules' refusal of each value a private or hidden role's choice offers on its secret
        screen that its player may not choose ("Cal is Good and must play Success."), in an app-dealt game."""
        from desktop.text import render_msg
        from engine.core import Action, SubsetOf

        console = self.table.console()
        if console is None or controller.mode != "app":
            return []
        plugin = console.plugin
        out: list[tuple[str, int]] = []
        for choice in controller.choices():
            if choice.player is None or not (plugin.is_private_choice(controller, choice)
                                             or plugin.hidden_role_choice(controller, choice)):
                continue
            for key, domain in choice.params.items():
                shown = plugin.secret_values(controller, choice, key)
                values = list(shown) if shown is not None else list(domain.values)
                if shown is None and plugin.seat_param(choice, key) and all(isinstance(v, int) for v in values):
                    values = list(range(len(controller.players)))
                for value in values:
                    if value in domain.values:
                        continue
                    params: dict[str, Any] = {}
                    for other, options in choice.params.items():
                        if other == key:
                            params[other] = ([value, *list(options.values)[: options.size - 1]]
                                             if isinstance(options, SubsetOf) else value)
                        else:
                            params[other] = next(iter(options.options()), None)
                    reason = controller.explain(Action(choice.type, choice.player, params))
                    text = clean(render_msg(reason)) if reason is not None else ""
                    if long_enough(text):
                        out.append((text, choice.player))
        return list(dict.fromkeys(out))

    def _names_in_wording(self, session: Any, secrets: dict[int, list[str]]) -> dict[str, set[str]]:
        """Secret name -> public messages whose fixed wording (the translated text before its parameters are
        filled in) contains that name. A secret that reaches a public line through a parameter is never excused."""
        from PySide6.QtCore import QCoreApplication

        from desktop.text import render_msg

        names = {name for found in secrets.values() for name in found if name}
        out: dict[str, set[str]] = {}
        for event in session.events():
            if event.private or event.msg is None:
                continue
            wording = clean(QCoreApplication.translate(event.msg.context, str(event.msg.text)))
            for name in names:
                if self._mentions(wording, name):
                    out.setdefault(name, set()).add(clean(render_msg(event.msg)))
        return out

    def _said_openly(self, session: Any, players: list[str], public: set[str],
                     secrets_now: dict[int, list[str]]) -> dict[tuple[int, str], set[str]]:
        """(seat, name) -> public messages naming both, said while that name was no secret of that seat.

        A Castle item used in a fight is shown to the table ("Ana uses the Poison Ring"); back in her hand it
        is a secret again, but the log line that told everyone then tells nobody anything new now. A public
        message that named a seat with a secret it still had when it was said is not excused.
        """
        from desktop.text import render_msg

        out: dict[tuple[int, str], set[str]] = {}
        live = {id(group) for group in session.groups}
        self._said = {key: value for key, value in self._said.items() if key in live}
        for index, group in enumerate(session.groups):
            if not any(not e.private and e.msg is not None for e in group.events):
                continue
            if id(group) not in self._said:
                self._said[id(group)] = (group, self._secrets_per_event(session, index, group))
            moments = self._said[id(group)][1]
            for event, secrets in zip(group.events, moments, strict=True):
                if event.private or event.msg is None or secrets is None:
                    continue
                text = clean(render_msg(event.msg))
                if text not in public:
                    continue
                for seat, name in enumerate(players):
                    if name not in text:
                        continue
                    then: list[str] | None = None
                    for word in secrets_now.get(seat, ()):
                        if self._mentions(text, word):
                            if then is None:
                                then = self._in_both_languages(session, secrets.get(seat, ()))
                            if word not in then:
                                out.setdefault((seat, word), set()).add(text)
        return out

    def _mentions(self, text: str, name: str) -> bool:
        """``name`` is in ``text`` other than inside a longer secret name ("Key" in "Secret Bag (Key)")."""
        if name not in text:
            return False
        for longer in sorted((v for v in self._vocabulary if name in v and v != name), key=len, reverse=True):
            text = text.replace(longer, "\0")
        return name in text

    @staticmethod
    def _in_both_languages(session: Any, names: Any) -> list[str]:
        """A seat's secret names as the engine gives them (English) and as the table reads them now."""
        from PySide6.QtCore import QCoreApplication

        out: list[str] = []
        for name in (clean(str(n)) for n in names if str(n)):
            out.extend(dict.fromkeys((name, clean(QCoreApplication.translate(session.game.id, name)))))
        return [n for n in dict.fromkeys(out) if n]

    @staticmethod
    def _secrets_per_event(session: Any, index: int, group: Any) -> list[dict[int, set[str]] | None]:
        """The seat secrets right after the action that announced each event of the group (None: not known)."""
        game = session.game
        state = game.start(session.setup) if index == 0 else session.states[index - 1]
        out: list[dict[int, set[str]] | None] = []
        for action in group.actions:
            state, events = game.step(state, action)
            secrets = {int(k): {clean(str(n)) for n in v} for k, v in game.seat_secrets(state).items()}
            out.extend([secrets] * len(events))
        if len(out) != len(group.events):  # the group does not replay to the same events: excuse none of them
            return [None] * len(group.events)
        return out

    @staticmethod
    def _holders(texts: list[tuple[str, QWidget, str]], players: list[str]) -> set[int]:
        """The seats a visible heading of the console asks for ("Give the laptop to Chi.")."""
        holders: set[int] = set()
        for kind, widget, text in texts:
            if kind == "console" and widget.objectName() == "heading":
                holders |= {seat for seat, name in enumerate(players) if name in text}
        return holders

    def _night_step(self, controller: Any) -> frozenset[str]:
        """On One Night's night screen, the steps of the call the narration reads now (its wake or its close line):
        their own messages may show to whoever woke, never those of the call before or after."""
        console = self.table.console()
        if console is None or not any(w.isVisible() for w in console.findChildren(QWidget, "night")):
            return frozenset()
        return frozenset(getattr(console.plugin, "call_steps", ()))
