"""The history's statistics as pictures (QtCharts) with their numbers beside them: wins by side per player count,
per player, one player's roles, per role and over time; each chart saved as PNG, its numbers as CSV. Numbers in
the UI language's digits (the charts' too), right to left in Persian."""

from __future__ import annotations

import csv
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCharts import QBarCategoryAxis, QBarSeries, QBarSet, QChart, QChartView, QStackedBarSeries, QValueAxis
from PySide6.QtCore import QDate, QEvent, QLocale, QMargins, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine.i18n import translate
from engine.recap import role_text, side_text
from engine.registry import games

from ..text import number, plural, render_msg
from .index import History
from .stats import Statistics, Table, percent
from .words import GAME_IDS, fill_game_filter, game_title

MAX_BARS = 12  # the most played first; the numbers beside hold every row
SIDE_COLOURS = {"good": "#2F6DB5", "village": "#2F8F4E", "order": "#2F6DB5", "evil": "#B53A2F", "werewolf": "#B53A2F",
                "brotherhood": "#B53A2F", "tanner": "#8A6D1F", "loge": "#6B4FA0"}
T_PLAYERS = translate("StatisticsWindow", "%n player(s)", None, "count")
OTHER_COLOURS = ("#4E79A7", "#F28E2B", "#59A14F", "#E15759", "#76B7B2", "#EDC948")


def side_label(game_id: str, side: str) -> str:
    for gid in ([game_id] if game_id else list(GAME_IDS)):
        game = games().get(gid)
        if game is not None and (name := side_text(game, side)) != side:
            return render_msg(name)
    return side


def role_label(key: str, with_game: bool) -> str:
    game_id, _sep, role = key.partition(":")
    game = games().get(game_id)
    name = render_msg(role_text(game, role)) if game is not None else role
    return f"{name} ({game_title(game_id)})" if with_game else name


def percent_text(value: int) -> str:
    return f"{number(value)}{QLocale().percent()}"


class ChartPage(QWidget):
    """One chart with its numbers beside it, and Save chart as PNG / Save data as CSV."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"stats_{name}")
        self.name = name
        self.chart = QChart()
        self.chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        self.chart.setMargins(QMargins(4, 4, 4, 4))
        self.view = QChartView(self.chart, self)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.numbers = QTableWidget(self)
        self.numbers.setObjectName(f"numbers_{name}")
        self.numbers.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.numbers.verticalHeader().setVisible(False)
        self.numbers.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.save_png = QPushButton(self)
        self.save_csv = QPushButton(self)
        self.extra = QHBoxLayout()  # a page's own chooser (a player)
        self.view.setMinimumWidth(360)
        split = QHBoxLayout()
        split.addWidget(self.view, 3)
        split.addWidget(self.numbers, 2)
        buttons = QHBoxLayout()
        buttons.addLayout(self.extra)
        buttons.addStretch(1)
        buttons.addWidget(self.save_png)
        buttons.addWidget(self.save_csv)
        layout = QVBoxLayout(self)
        layout.addLayout(split, 1)
        layout.addLayout(buttons)
        self.header: list[str] = []
        self.cells: list[list[str]] = []
        self.raw: list[list[str | int]] = []

    def show_data(self, title: str, categories: Sequence[str], series: Sequence[tuple[str, str, Sequence[int]]],
                  header: Sequence[str], rows: Sequence[tuple[str, Sequence[int | str]]], stacked: bool) -> None:
        """``series``: (side or key for its colour, label, one value per category); ``rows``: the numbers beside."""
        # A new chart each time: axes taken off an old one linger on the view until it is deleted.
        old, self.chart = self.chart, QChart()
        chart = self.chart
        chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        chart.setMargins(QMargins(4, 4, 4, 4))
        self.view.setChart(chart)
        old.deleteLater()
        chart.setTitle(title)
        chart.setLocalizeNumbers(True)
        chart.setLocale(QLocale())
        bars = QStackedBarSeries() if stacked else QBarSeries()
        top = 0
        for index, (key, label, values) in enumerate(series):
            bar_set = QBarSet(label)
            bar_set.append([float(v) for v in values])
            bar_set.setColor(QColor(SIDE_COLOURS.get(key, OTHER_COLOURS[index % len(OTHER_COLOURS)])))
            bars.append(bar_set)
            top = max(top, *values) if values else top
        if stacked and series:
            top = max((sum(column) for column in zip(*(values for _k, _l, values in series), strict=True)), default=0)
        chart.addSeries(bars)
        x_axis = QBarCategoryAxis()
        x_axis.append(list(categories) or [""])
        y_axis = QValueAxis()
        y_axis.setLabelFormat("%.0f")
        y_axis.setRange(0, max(1, top))
        y_axis.setTickCount(min(max(2, top + 1), 6))
        y_axis.applyNiceNumbers()
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        bars.attachAxis(x_axis)
        bars.attachAxis(y_axis)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        self.header = list(header)
        self.raw = [[key, *values] for key, values in rows]
        self.cells = [[key, *(number(v) if isinstance(v, int) else v for v in values)] for key, values in rows]
        self.numbers.clear()
        self.numbers.setColumnCount(len(self.header))
        self.numbers.setRowCount(len(self.cells))
        self.numbers.setHorizontalHeaderLabels(self.header)
        for row, cells in enumerate(self.cells):
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignTrailing | Qt.AlignmentFlag.AlignVCenter)
                self.numbers.setItem(row, column, item)

    def write_png(self, path: Path) -> bool:
        return self.view.grab().save(str(path), "PNG")

    def write_csv(self, path: Path) -> None:
        """The numbers beside the chart, plain digits (a spreadsheet reads them in any language)."""
        with open(path, "w", encoding="utf-8", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(self.header)
            writer.writerows(self.raw)


class StatisticsWindow(QWidget):
    def __init__(self, history: History, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("statistics_window")
        self.history = history
        # Where a chart or its data is saved (suggested path -> chosen path or None); a test answers it itself.
        self.choose_path: Callable[[Path, str], Path | None] = self._save_dialog
        self.redraw_ms = 0.0  # how long the last refresh took (benchmarks/bench_history.py prints it)
        self.game = QComboBox(self)
        self.game.setObjectName("stats_game")
        self.game_label = QLabel(self)
        self.game_label.setBuddy(self.game)
        self.summary = QLabel(self)
        self.tabs = QTabWidget(self)
        self.pages = {name: ChartPage(name, self) for name in ("sides", "players", "player_roles", "roles", "time")}
        for page in self.pages.values():
            self.tabs.addTab(page, "")
            page.save_png.clicked.connect(lambda _c=False, p=page: self.save(p, "png"))
            page.save_csv.clicked.connect(lambda _c=False, p=page: self.save(p, "csv"))
        self.player = QComboBox(self)
        self.player.setObjectName("stats_player")
        self.player_label = QLabel(self)
        self.player_label.setBuddy(self.player)
        self.pages["player_roles"].extra.addWidget(self.player_label)
        self.pages["player_roles"].extra.addWidget(self.player)
        self.game.currentIndexChanged.connect(self.refresh)
        self.player.currentIndexChanged.connect(self._fill_player_roles)
        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.game)
        top.addWidget(self.summary, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        self.stats = Statistics.of([])
        self.resize(1100, 700)
        self.retranslate()

    # -- drawing --------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        started = time.perf_counter()
        game = self.game.currentData() or ""
        self.stats = stats = Statistics.of(self.history.merged(), game)
        self.summary.setText(self.tr("{games} finished games").format(games=number(len(stats.games))))
        sides = [(side, side_label(game, side)) for side in stats.sides]
        self._sides(stats.by_player_count(), sides)
        self._players(stats.by_player(), sides)
        self._roles(stats.by_role(), not game)
        self._time(stats.over_time(), sides)
        names = [name for name, _values in stats.by_player().rows]
        current = self.player.currentText()
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItems(names)
        if current in names:
            self.player.setCurrentText(current)
        self.player.blockSignals(False)
        self._fill_player_roles()
        self.redraw_ms = (time.perf_counter() - started) * 1000

    def _by_side(self, table: Table, sides: list[tuple[str, str]]) -> list[tuple[str, str, list[int]]]:
        return [(side, self.tr("{side} won").format(side=label), table.column(side)[:MAX_BARS]) for side, label in sides]

    def _sides(self, table: Table, sides: list[tuple[str, str]]) -> None:
        rows = [(plural(T_PLAYERS, int(key)) if key.isdigit() else key, values) for key, values in table.rows]
        header = [self.tr("Players"), self.tr("Games"), *(self.tr("{side} won").format(side=label) for _s, label in sides)]
        self.pages["sides"].show_data(self.tr("Wins by side per number of players"), [number(int(k)) for k, _v in table.rows],
                                      self._by_side(table, sides), header, rows, stacked=True)

    def _players(self, table: Table, sides: list[tuple[str, str]]) -> None:
        shown = table.rows[:MAX_BARS]
        series = [("wins", self.tr("Wins"), [values[1] for _k, values in shown]),
                  ("losses", self.tr("Losses"), [values[0] - values[1] for _k, values in shown])]
        header = [self.tr("Player"), self.tr("Games"), self.tr("Wins"), self.tr("Won"),
                  *(self.tr("Games as {side}").format(side=label) for _s, label in sides),
                  *(self.tr("Wins as {side}").format(side=label) for _s, label in sides)]
        rows = [(name, [values[0], values[1], percent_text(percent(values[1], values[0])), *values[2:]])
                for name, values in table.rows]
        self.pages["players"].show_data(self.tr("Wins per player"), [name for name, _v in shown], series, header, rows,
                                        stacked=True)

    def _roles(self, table: Table, with_game: bool) -> None:
        self._wins_table(self.pages["roles"], self.tr("How often each role wins"), table, with_game, self.tr("Role"))

    def _fill_player_roles(self) -> None:
        player = self.player.currentText()
        table = self.stats.player_roles(player) if player else Table(("games", "wins"))
        self._wins_table(self.pages["player_roles"], self.tr("{player}'s roles").format(player=player) if player else "",
                         table, not self.stats.game, self.tr("Role"))

    def _wins_table(self, page: ChartPage, title: str, table: Table, with_game: bool, first: str) -> None:
        shown = table.rows[:MAX_BARS]
        series = [("games", self.tr("Games"), [values[0] for _k, values in shown]),
                  ("wins", self.tr("Wins"), [values[1] for _k, values in shown])]
        rows = [(role_label(key, with_game), [values[0], values[1], percent_text(percent(values[1], values[0]))])
                for key, values in table.rows]
        header = [first, self.tr("Games"), self.tr("Wins"), self.tr("Won")]
        page.show_data(title, [role_label(key, with_game) for key, _v in shown], series, header, rows, stacked=False)

    def _time(self, table: Table, sides: list[tuple[str, str]]) -> None:
        months = [self._month(key, "M/yy") for key, _values in table.rows]  # short under a bar
        rows = [(self._month(key), values) for key, values in table.rows]
        header = [self.tr("Month"), self.tr("Games"), *(self.tr("{side} won").format(side=label) for _s, label in sides)]
        series = [(side, self.tr("{side} won").format(side=label), table.column(side)) for side, label in sides]
        self.pages["time"].show_data(self.tr("Wins by side, month by month"), months, series, header, rows, stacked=True)

    @staticmethod
    def _month(key: str, form: str = "MMM yyyy") -> str:
        year, _sep, month = key.partition("-")
        if not (year.isdigit() and month.isdigit()):
            return key
        return QLocale().toString(QDate(int(year), int(month), 1), form)

    # -- saving -----------------------------------------------------------------------------------------------
    def save(self, page: ChartPage, kind: str) -> Path | None:
        suggested = Path.home() / f"tablekeeper-{page.name}.{kind}"
        target = self.choose_path(suggested, kind)
        if target is None:
            return None
        if kind == "png":
            page.write_png(target)
        else:
            page.write_csv(target)
        return target

    def _save_dialog(self, suggested: Path, kind: str) -> Path | None:
        title = self.tr("Save the chart") if kind == "png" else self.tr("Save the numbers")
        kinds = self.tr("PNG pictures (*.png)") if kind == "png" else self.tr("CSV tables (*.csv)")
        chosen, _filter = QFileDialog.getSaveFileName(self, title, str(suggested), kinds)
        return Path(chosen) if chosen else None

    # -- language ---------------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.game_label.setText(self.tr("&Game:"))
        self.player_label.setText(self.tr("&Player:"))
        fill_game_filter(self.game, self.tr("All games"))
        for index, text in enumerate((self.tr("Sides by player count"), self.tr("Players"), self.tr("A player's roles"),
                                      self.tr("Roles"), self.tr("Over time"))):
            self.tabs.setTabText(index, text)
        for page in self.pages.values():
            page.save_png.setText(self.tr("Save the chart as PNG\u2026"))
            page.save_csv.setText(self.tr("Save the numbers as CSV\u2026"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
