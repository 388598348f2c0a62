"""The console's game log: every public line, the private ones behind a hold button (or hidden while the laptop goes
round the table), and the whole history once the game is over."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGroupBox, QListWidget, QListWidgetItem, QVBoxLayout

from engine.core import Event
from engine.i18n import Msg

from ..text import join_list, render_msg
from .lists import wrap_lines
from .secret_widgets import HoldButton


class ConsoleLog:
    """The log panel of :class:`ConsoleWindow` (a part of the window: it uses the window's controller and plugin).

    Its texts are in ConsoleWindow's translation context, as they were when this was part of that class.
    """

    def _build_log(self) -> QGroupBox:
        self.log_box = QGroupBox()
        ll = QVBoxLayout(self.log_box)
        self.log = QListWidget()
        self.log.setObjectName("log")
        wrap_lines(self.log)
        ll.addWidget(self.log)
        self.log_hold = HoldButton()
        self.log_hold.held.connect(self._show_private_log)
        ll.addWidget(self.log_hold)
        return self.log_box

    def _fill_log(self) -> None:
        self.log.clear()
        # Each private line's item, its text (shown while the log's hold button is pressed) and its placeholder.
        self._private_rows: list[tuple[QListWidgetItem, str, str]] = []
        running = self.controller.result() is None
        previous: tuple[int, str] | None = None  # (action group, placeholder) of the line just added, if private
        calls = [0]  # the night calls logged so far
        for entry in self.controller.log():
            event = entry.event
            if event.msg is None:
                continue
            if entry.private and running and isinstance(event.audience, tuple) and self.plugin.log_hides(event):
                continue  # even an anonymous line would tell the table when a hidden role learned something
            if not entry.private:
                self.log.addItem(QListWidgetItem(render_msg(self._numbered(event, calls))))
                previous = None
                continue
            placeholder = self._private_placeholder(event)
            if previous == (entry.group, placeholder):
                # One line per recipient and action: how much a player learned must not show
                # (Morgan le Fay learns more at the reveal than a Loyal Servant).
                item, text, _ = self._private_rows[-1]
                self._private_rows[-1] = (item, f"{text}\n{render_msg(event.msg)}", placeholder)
                continue
            item = QListWidgetItem(placeholder)
            self._private_rows.append((item, render_msg(event.msg), placeholder))
            self.log.addItem(item)
            previous = (entry.group, placeholder)
        if not running:  # the end of the game reveals the whole history to everyone, each line with whom it was for
            for item, text, placeholder in self._private_rows:
                item.setText(f"{placeholder} {text}")
            self._private_rows = []
        self.log.scrollToBottom()
        # The laptop goes round the table in an app-dealt game: the private lines show only once the game is over.
        self.log_hold.setVisible(bool(self._private_rows) and self.controller.mode != "app")

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
            item.setText(text if shown else placeholder)
