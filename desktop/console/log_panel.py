"""The console's game log: every public line, the private ones behind a hold button (or hidden while the laptop goes
round the table), and the whole history once the game is over."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGroupBox, QListWidgetItem, QVBoxLayout

from engine.core import MODERATOR, Event
from engine.i18n import Msg
from engine.session import Group

from ..controller import LogEntry
from ..i18n import current_language
from ..text import join_list, render_msg
from .lists import MeasuredLines
from .secret_widgets import HoldButton


@dataclass(frozen=True)
class _LoggedGroup:
    """One action group as the log shows it: the group (by identity), how many of its events were logged, and
    the log's rows, private rows and night calls once its lines are in."""

    group: Group | None
    events: int
    rows: int
    private_rows: int
    calls: int


class ConsoleLog:
    """The log panel of :class:`ConsoleWindow` (a part of the window: it uses the window's controller and plugin).

    Its texts are in ConsoleWindow's translation context, as they were when this was part of that class.
    """

    def _build_log(self) -> QGroupBox:
        self.log_box = QGroupBox()
        ll = QVBoxLayout(self.log_box)
        self.log = MeasuredLines()
        self.log.setObjectName("log")
        ll.addWidget(self.log)
        self.log_hold = HoldButton()
        self.log_hold.held.connect(self._show_private_log)
        # Each private line's item, its text (shown while the log's hold button is pressed) and its placeholder.
        self._private_rows: list[tuple[QListWidgetItem, str, str]] = []
        self._log_groups: list[_LoggedGroup] = []  # what the log shows, group by group
        self._log_key: tuple[bool, str, bool] | None = None  # (running, language, dealing) it was drawn for
        self._log_withheld = False  # the game is over, its secrets not yet shown (GamePlugin.end_withheld)
        ll.addWidget(self.log_hold)
        return self.log_box

    def _fill_log(self) -> None:
        """Brings the log up to the session's action groups, re-rendering only the groups that changed (the
        last one grows in place, undo and redo replace it): a long game would otherwise redraw every line
        at every refresh."""
        # A game over whose secrets are still withheld (One Night's cards not yet turned) is logged as running.
        self._log_withheld = self.controller.result() is not None and self.plugin.end_withheld(self.controller)
        running = self.controller.result() is None or self._log_withheld
        groups = self.controller.session.groups
        key = (running, current_language(), self.controller.dealing())
        done = self._log_groups
        if not running or self._log_key != key:
            done = []  # the end of the game rewrites every private line; a new language, every line; the deal's end
        kept = 0
        while (kept < len(done) and kept < len(groups) and done[kept].group is groups[kept]
               and done[kept].events == len(groups[kept].events)):
            kept += 1
        mark = done[kept - 1] if kept else _LoggedGroup(None, 0, 0, 0, 0)
        removed = self.log.count() - mark.rows
        if removed > 0:
            self.log.model().removeRows(mark.rows, removed)
        del self._private_rows[mark.private_rows:]
        del done[kept:]
        calls = [mark.calls]  # the night calls logged so far
        for index in range(kept, len(groups)):
            group = groups[index]
            self._log_group(index, group.events, running, calls)
            done.append(_LoggedGroup(group, len(group.events), self.log.count(), len(self._private_rows), calls[0]))
        self._log_groups, self._log_key = done, key
        if not running:  # the end of the game reveals the whole history to everyone, each line with whom it was for
            for item, text, placeholder in self._private_rows:
                self.log.set_line_text(item, f"{placeholder} {text}")
            self._private_rows = []
        if removed or self.log.count() > mark.rows:
            self.log.scrollToBottom()
        # The laptop goes round the table in an app-dealt game: the private lines show only once the game is over.
        self.log_hold.setVisible(bool(self._private_rows) and self.controller.mode != "app")

    def _log_group(self, index: int, events: list[Event], running: bool, calls: list[int]) -> None:
        """Adds the lines of one action group."""
        previous: str | None = None  # the placeholder of the line just added, if private
        dealing = self.controller.dealing()
        for event in events:
            if event.msg is None:
                continue
            if event.type == "result" and self._log_withheld:
                continue  # the winners tell the roles
            if event.type == "night_step" and dealing:
                continue  # the night starts once everyone has seen their card
            entry = LogEntry(event, index)
            if entry.private and running and isinstance(event.audience, tuple) and self.plugin.log_hides(event):
                continue  # even an anonymous line would tell the table when a hidden role learned something
            if entry.private and running and self.controller.mode == "app" and (index == 0 or event.audience == MODERATOR):
                # Lines nobody at the table can open before the end (a placeholder per card dealt says nothing):
                # the deal's and the moderator's. The end of the game shows them with the rest.
                continue
            if not entry.private:
                self.log.add_line(QListWidgetItem(render_msg(self._numbered(event, calls))))
                previous = None
                continue
            placeholder = self._private_placeholder(event)
            if previous == placeholder:
                # One line per recipient and action: how much a player learned must not show
                # (Morgan le Fay learns more at the reveal than a Loyal Servant).
                item, text, _ = self._private_rows[-1]
                self._private_rows[-1] = (item, f"{text}\n{render_msg(event.msg)}", placeholder)
                continue
            item = QListWidgetItem(placeholder)
            self._private_rows.append((item, render_msg(event.msg), placeholder))
            self.log.add_line(item)
            previous = placeholder

    @staticmethod
    def _numbered(event: Event, calls: list[int]) -> Msg:
        """A night call's line numbered as the table heard it (1, 2, 3, ... in the UI's digits), not by the
        rulebook's step ids (2, 5, 6, 9a: the calls of roles not dealt are never read)."""
        msg = event.msg
        assert msg is not None
        if event.type != "night_step" or "number" not in msg.params:
            return msg
        calls[0] += 1
        return Msg(msg.text, {**msg.params, "number": calls[0]})

    def _private_placeholder(self, event: Event) -> str:
        """What the log shows of a private line while it is hidden: never a hidden role's seat."""
        if isinstance(event.audience, tuple) and self.plugin.hidden_audience(event):
            return QCoreApplication.translate("ConsoleWindow", "[private message]")
        if isinstance(event.audience, tuple):
            players = self.controller.players
            return QCoreApplication.translate("ConsoleWindow", "[private to {players}]").format(
                players=join_list([players[s] for s in event.audience if 0 <= s < len(players)]))
        return QCoreApplication.translate("ConsoleWindow", "[moderator only]")

    def _show_private_log(self, shown: bool) -> None:
        for item, text, placeholder in self._private_rows:
            self.log.set_line_text(item, text if shown else placeholder)
