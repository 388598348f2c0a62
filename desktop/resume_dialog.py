"""The resume dialog at start-up: the unfinished games (game, players, when, how far) with Resume / Delete / Delete
all / New game.

It never blocks: the shell listens to ``resumeChosen`` and ``newGameChosen``. Delete and Delete all ask first and
then move the journals out of the resume list (``SaveStore.delete``: to ``deleted/``, never destroyed); Delete all
may keep the game played last. Dates are in the UI language's own format, both of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.i18n import translate

from .item_roles import USER_ROLE
from .saves import SavedGame, SaveStore
from .style import style_window
from .text import join_list, plural

if TYPE_CHECKING:  # a question is asked after the first frame: its classes are imported then (issue 35)
    from PySide6.QtWidgets import QAbstractButton, QMessageBox

T_MOVES = translate("ResumeDialog", "%n move(s) played", None, "count")
T_DELETE_ALL = translate("ResumeDialog", "The %n unfinished game(s) of this list are moved out of it, to {folder}.", None,
                         "count")


class ResumeDialog(QDialog):
    resumeChosen = Signal(object)  # SavedGame
    newGameChosen = Signal()

    def __init__(self, saved: list[SavedGame], store: SaveStore, titles: dict[str, str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        style_window(self)  # the laptop's look (desktop/style.py); never the board's
        self.store = store
        self.titles = titles
        self.confirm: QMessageBox | None = None  # the open "Delete?" question
        self.setWindowTitle(self.tr("Resume a game?"))
        layout = QVBoxLayout(self)
        self.intro = QLabel(self.tr("These games were not finished. Resume one, or start a new game."))
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.list = QTreeWidget()
        self.list.setObjectName("saved_games")
        self.list.setRootIsDecorated(False)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setHeaderLabels([self.tr("Game"), self.tr("Players"), self.tr("Started"), self.tr("Last played"),
                                   self.tr("Progress")])
        self.list.setAccessibleName(self.tr("Unfinished games"))
        layout.addWidget(self.list)
        for game in saved:
            self.list.addTopLevelItem(self._item(game))
        for column in range(self.list.columnCount()):
            self.list.resizeColumnToContents(column)
        buttons = QHBoxLayout()
        self.resume_button = QPushButton(self.tr("Resume"))
        self.delete_button = QPushButton(self.tr("Delete\u2026"))
        self.delete_all_button = QPushButton(self.tr("Delete all\u2026"))
        self.new_button = QPushButton(self.tr("New game"))
        buttons.addWidget(self.resume_button)
        buttons.addWidget(self.delete_button)
        buttons.addWidget(self.delete_all_button)
        buttons.addStretch(1)
        buttons.addWidget(self.new_button)
        layout.addLayout(buttons)
        self.resume_button.setDefault(True)
        self.resume_button.clicked.connect(self._resume)
        self.delete_button.clicked.connect(self._ask_delete)
        self.delete_all_button.clicked.connect(self._ask_delete_all)
        self.new_button.clicked.connect(self.newGameChosen.emit)
        self.list.itemDoubleClicked.connect(lambda _item, _column: self._resume())
        self.list.currentItemChanged.connect(lambda *_: self._update_buttons())
        if self.list.topLevelItemCount():
            self.list.setCurrentItem(self.list.topLevelItem(0))
        self._update_buttons()
        self.resize(820, 380)

    def _item(self, game: SavedGame) -> QTreeWidgetItem:
        title = self.titles.get(game.game, game.game)
        started = local_time(game.started_at) or game.started
        # Every game starts with its deal (the app's or the table's): the count is of the moves played since.
        progress = plural(T_MOVES, game.actions) if game.actions else self.tr("Dealt, no move yet")
        item = QTreeWidgetItem([title, join_list(game.players), started, local_time(game.modified), progress])
        item.setData(0, USER_ROLE, game)
        item.setToolTip(0, str(game.path))
        return item

    def games(self) -> list[SavedGame]:
        return [self.list.topLevelItem(i).data(0, USER_ROLE) for i in range(self.list.topLevelItemCount())]

    def current(self) -> SavedGame | None:
        item = self.list.currentItem()
        return item.data(0, USER_ROLE) if item is not None else None

    def _update_buttons(self) -> None:
        chosen = self.current() is not None
        self.resume_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)
        self.delete_all_button.setEnabled(bool(self.games()))
        if not chosen:
            self.new_button.setDefault(True)

    def _resume(self) -> None:
        game = self.current()
        if game is not None:
            self.resumeChosen.emit(game)

    def _ask_delete(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        game = self.current()
        if game is None:
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Delete this saved game?"),
                          self.tr("{game} with {players}: the saved game is moved out of this list, to {folder}.").format(
                              game=self.titles.get(game.game, game.game), players=join_list(game.players),
                              folder=str(self.store.deleted_dir)), parent=self)
        delete = box.addButton(self.tr("Delete"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep it"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)

        def answered(button: QAbstractButton) -> None:
            self.confirm = None
            if button is delete:
                self._delete(game)

        box.buttonClicked.connect(answered)
        self.confirm = box
        box.open()

    def _ask_delete_all(self) -> None:
        """Every game of the list at once, or all but the one played last (an evening leaves several behind)."""
        from PySide6.QtWidgets import QMessageBox

        games = self.games()
        if not games:
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Delete the saved games?"),
                          plural(T_DELETE_ALL, len(games)).format(folder=str(self.store.deleted_dir)), parent=self)
        delete = box.addButton(self.tr("Delete all"), QMessageBox.ButtonRole.DestructiveRole)
        latest = max(games, key=lambda g: (g.modified, g.started_at))
        older = box.addButton(self.tr("Keep the last played"), QMessageBox.ButtonRole.DestructiveRole) \
            if len(games) > 1 else None
        if older is not None:
            title = self.titles.get(latest.game, latest.game)
            box.setInformativeText(self.tr("The last played: {game} with {players}, {when}.").format(
                game=title, players=join_list(latest.players), when=local_time(latest.modified) or latest.started))
        keep = box.addButton(self.tr("Keep them"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)

        def answered(button: QAbstractButton) -> None:
            self.confirm = None
            if button is delete:
                self._delete(*games)
            elif older is not None and button is older:
                self._delete(*(g for g in games if g != latest))

        box.buttonClicked.connect(answered)
        self.confirm = box
        box.open()

    def _delete(self, *games: SavedGame) -> None:
        for game in games:
            try:
                self.store.delete(game.path)
            except OSError as exc:
                from PySide6.QtWidgets import QMessageBox

                QMessageBox.warning(self, self.tr("Delete"), self.tr("The saved game could not be moved: {reason}").format(
                    reason=exc.strerror or str(exc)))
                return
            self._take(game)
        if self.list.currentItem() is None and self.list.topLevelItemCount():
            self.list.setCurrentItem(self.list.topLevelItem(0))

    def _take(self, game: SavedGame) -> None:
        for i in range(self.list.topLevelItemCount()):
            if self.list.topLevelItem(i).data(0, USER_ROLE) == game:
                self.list.takeTopLevelItem(i)
                break
        self._update_buttons()


def local_time(seconds: float) -> str:
    """A moment in the UI language's short date and time format ("" when unknown)."""
    if not seconds:
        return ""
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(seconds)), QLocale.FormatType.ShortFormat)
