"""Game > History...: every finished game, newest first (date, game, players with their roles and sides, the
winners); search by player and game; open a game's recap; export its record; delete it; merge two spellings of
a player's name; the statistics."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QDate, QDateTime, QEvent, QLocale, Qt, QTime
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine.i18n import translate
from engine.recap import recap_of_session, role_text, side_text
from engine.record import record_from_session
from engine.registry import games

from ..text import isolate, join_list, plural, render_msg
from .index import GameFacts, History, replay_journal
from .model import HistoryModel
from .recap_view import RecapStepper
from .words import fill_game_filter, game_title

T_SHOWN = translate("HistoryWindow", "%n finished game(s) shown", None, "count")


def local_date(started: str, locale: QLocale | None = None) -> str:
    """"YYYY-MM-DD HH:MM" in the UI locale's short form (its digits too)."""
    try:
        when = dt.datetime.strptime(started, "%Y-%m-%d %H:%M")
    except ValueError:
        return started
    moment = QDateTime(QDate(when.year, when.month, when.day), QTime(when.hour, when.minute))
    return (locale or QLocale()).toString(moment, QLocale.FormatType.ShortFormat)


def seat_line(facts: GameFacts, names: dict[tuple[str, str], str]) -> str:
    """Each player with their role and side; ``names`` caches the names of (game:role or side, id) met so far."""
    game = games().get(facts.game)
    separator = join_list(["", ""])
    parts = []
    for seat in facts.seats:
        if game is None or not (seat.role or seat.side):
            parts.append(isolate(seat.name))
            continue
        what = []
        for kind, value, text in (("role", seat.role, role_text), ("side", seat.side, side_text)):
            if value:
                key = (f"{facts.game}:{kind}", value)
                if key not in names:
                    names[key] = render_msg(text(game, value))
                what.append(names[key])
        parts.append(f"{isolate(seat.name)} ({separator.join(what)})")
    return ("；" if QLocale().language() == QLocale.Language.Chinese else "; ").join(parts)


class RecapWindow(QWidget):
    """A finished game's recap on the laptop, opened from the history."""

    def __init__(self, facts: GameFacts, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("history_recap")
        self.facts = facts
        self.stepper = RecapStepper(recap_of_session(replay_journal(facts.path)), self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.stepper)
        self.resize(720, 640)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("{game} of {date}").format(game=game_title(self.facts.game),
                                                              date=local_date(self.facts.started)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class HistoryWindow(QWidget):
    def __init__(self, directory: Path, also: tuple[Path, ...] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("history_window")
        self.history = History(directory, also)
        # Dialogs a test answers itself (as the console's): a yes/no question, a notice and the export's file.
        self.ask: Callable[[str, str], bool] = self._ask_dialog
        self.inform: Callable[[str, str], None] = lambda title, text: QMessageBox.information(self, title, text)
        self.choose_export_path: Callable[[Path], Path | None] = self._export_dialog
        self.recaps: list[RecapWindow] = []
        self.stats_window: QWidget | None = None
        self.shown: list[GameFacts] = []
        self.search = QLineEdit(self)
        self.search.setObjectName("history_search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.fill)
        self.game = QComboBox(self)
        self.game.setObjectName("history_game")
        self.game.currentIndexChanged.connect(self.fill)
        self.search_label = QLabel(self)
        self.search_label.setBuddy(self.search)
        self.game_label = QLabel(self)
        self.game_label.setBuddy(self.game)
        self.count = QLabel(self)
        self._locale = QLocale()  # the UI's, and the names of roles and sides met, while one list is shown
        self._names: dict[tuple[str, str], str] = {}
        self.model = HistoryModel(self._cells, self)
        self.table = QTableView(self)
        self.table.setObjectName("history_table")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)  # one line a game (the whole line in its tooltip)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setResizeContentsPrecision(60)  # widths from the first rows, not from a thousand
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)  # the players, roles and sides: the long one, last
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.table.doubleClicked.connect(lambda _index: self.open_recap())
        self.recap_button = QPushButton(self)
        self.export_button = QPushButton(self)
        self.delete_button = QPushButton(self)
        self.stats_button = QPushButton(self)
        self.recap_button.clicked.connect(self.open_recap)
        self.export_button.clicked.connect(self.export)
        self.delete_button.clicked.connect(self.delete)
        self.stats_button.clicked.connect(self.open_statistics)
        self.merge_label = QLabel(self)
        self.merge_from = QComboBox(self)
        self.merge_from.setObjectName("merge_from")
        self.merge_into_label = QLabel(self)
        self.merge_into = QComboBox(self)
        self.merge_into.setObjectName("merge_into")
        self.merge_button = QPushButton(self)
        self.merge_button.clicked.connect(self.merge)
        top = QHBoxLayout()
        for widget in (self.search_label, self.search, self.game_label, self.game):
            top.addWidget(widget)
        buttons = QHBoxLayout()
        for widget in (self.recap_button, self.export_button, self.delete_button):
            buttons.addWidget(widget)
        buttons.addStretch(1)
        buttons.addWidget(self.stats_button)
        merging = QHBoxLayout()
        for widget in (self.merge_label, self.merge_from, self.merge_into_label, self.merge_into, self.merge_button):
            merging.addWidget(widget)
        merging.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.count)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        layout.addLayout(merging)
        self.resize(1100, 700)
        self.history.load()
        self.retranslate()

    # -- filling ------------------------------------------------------------------------------------------------
    def selected(self) -> GameFacts | None:
        rows = {index.row() for index in self.table.selectionModel().selectedRows()}
        return self.shown[min(rows)] if rows and min(rows) < len(self.shown) else None

    def fill(self) -> None:
        game = self.game.currentData() or ""
        self.shown = self.history.search(self.search.text(), game)
        self._locale = QLocale()
        self._names = {}
        self.model.reset(self.shown, [self.tr("Date"), self.tr("Game"), self.tr("Winners"),
                                      self.tr("Players, roles and sides")])
        readable = sum(1 for facts in self.shown if facts.readable)
        self.count.setText(plural(T_SHOWN, readable))
        self._fill_names()
        self._update_buttons()

    def _cells(self, facts: GameFacts) -> list[str]:
        """A game's row in the UI language (HistoryModel asks when the row is first shown)."""
        date = local_date(facts.started, self._locale)
        if not facts.readable:
            return [date, self.tr("Unreadable"), "",
                    self.tr("{file} cannot be read: {reason}").format(file=facts.path.name, reason=facts.problem)]
        winners = join_list(facts.winners) if facts.winners else self.tr("nobody")
        game = games().get(facts.game)
        side = render_msg(side_text(game, facts.side)) if game is not None else facts.side
        return [date, game_title(facts.game), self.tr("{side}: {winners}").format(side=side, winners=winners),
                seat_line(facts, self._names)]

    def _fill_names(self) -> None:
        names = self.history.players()
        for box in (self.merge_from, self.merge_into):
            current = box.currentText()
            box.blockSignals(True)
            box.clear()
            box.addItems(names)
            if current in names:
                box.setCurrentText(current)
            box.blockSignals(False)

    def _update_buttons(self) -> None:
        facts = self.selected()
        self.recap_button.setEnabled(facts is not None and facts.readable)
        self.export_button.setEnabled(facts is not None and facts.readable)
        self.delete_button.setEnabled(facts is not None)
        self.merge_button.setEnabled(self.merge_from.count() > 1)

    # -- doing ------------------------------------------------------------------------------------------------
    def open_recap(self) -> RecapWindow | None:
        facts = self.selected()
        if facts is None or not facts.readable:
            return None
        try:
            window = RecapWindow(facts)
        except Exception as exc:  # the journal changed since the history read it
            self.inform(self.tr("History"), self.tr("{file} cannot be read: {reason}").format(
                file=facts.path.name, reason=f"{type(exc).__name__}: {exc}"[:300]))
            return None
        self.recaps.append(window)
        window.show()
        return window

    def export(self) -> Path | None:
        facts = self.selected()
        if facts is None or not facts.readable:
            return None
        suggested = Path.home() / (facts.path.name.removesuffix(".tkjournal") + ".json")
        target = self.choose_export_path(suggested)
        if target is None:
            return None
        try:
            session = replay_journal(facts.path)
            title = f"{game_title(facts.game)} {facts.started}"
            target.write_text(record_from_session(session, title).dumps(), encoding="utf-8")
        except Exception as exc:
            self.inform(self.tr("Export the record"), self.tr("The record could not be written: {reason}").format(
                reason=str(exc)[:300]))
            return None
        return target

    def delete(self) -> None:
        facts = self.selected()
        if facts is None:
            return
        what = (self.tr("{game} of {date} with {players}").format(
            game=game_title(facts.game), date=local_date(facts.started), players=join_list(facts.players))
            if facts.readable else facts.path.name)
        if not self.ask(self.tr("Delete from the history?"), self.tr(
                "{what} leaves the history and the statistics. Its journal is moved to the deleted folder.").format(
                what=what)):
            return
        try:
            self.history.delete(facts)
        except OSError as exc:
            self.inform(self.tr("History"), exc.strerror or str(exc))
        self.fill()

    def merge(self) -> None:
        spelling, name = self.merge_from.currentText(), self.merge_into.currentText()
        if not spelling or not name or spelling == name:
            return
        if not self.ask(self.tr("Merge two names?"), self.tr(
                "{spelling} and {name} are one person: every game of {spelling} counts as {name}'s.").format(
                spelling=isolate(spelling), name=isolate(name))):
            return
        self.history.merge(spelling, name)
        self.fill()
        if self.stats_window is not None:
            self.stats_window.refresh()  # type: ignore[attr-defined]

    def open_statistics(self) -> QWidget:
        from .stats_window import StatisticsWindow  # QtCharts is loaded only when the statistics are asked for

        if self.stats_window is None:
            self.stats_window = StatisticsWindow(self.history)
        self.stats_window.show()
        self.stats_window.raise_()
        return self.stats_window

    # -- dialogs and language --------------------------------------------------------------------------------
    def _ask_dialog(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def _export_dialog(self, suggested: Path) -> Path | None:
        chosen, _filter = QFileDialog.getSaveFileName(self, self.tr("Export the record"), str(suggested),
                                                      self.tr("Tablekeeper records (*.json)"))
        return Path(chosen) if chosen else None

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("History"))
        self.search_label.setText(self.tr("&Player:"))
        self.search.setPlaceholderText(self.tr("Search by player"))
        self.game_label.setText(self.tr("&Game:"))
        fill_game_filter(self.game, self.tr("All games"))
        self.recap_button.setText(self.tr("Open its recap"))
        self.export_button.setText(self.tr("Export the record\u2026"))
        self.delete_button.setText(self.tr("Delete\u2026"))
        self.stats_button.setText(self.tr("Statistics\u2026"))
        self.merge_label.setText(self.tr("Merge names:"))
        self.merge_into_label.setText(self.tr("is the same person as"))
        self.merge_button.setText(self.tr("Merge"))
        self.fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def show_history(window: HistoryWindow | None, directory: Path, also: tuple[Path, ...] = (),
                 parent: QWidget | None = None) -> HistoryWindow:
    """The history window, made or read again (a game may have ended since), in front. ``parent``: the window it
    belongs to (the console), which has the keyboard again when it closes."""
    if window is None or (parent is not None and window.parentWidget() is not parent):
        window = HistoryWindow(directory, also, parent)
    else:
        window.history.load()
        window.fill()
    window.show()
    window.raise_()
    return window
