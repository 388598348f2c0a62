"""The resume dialog at start-up: the unfinished games (game, players, when, how far) with Resume / Delete / New game.

It never blocks: the shell listens to ``resumeChosen`` and ``newGameChosen``. Delete asks first and then moves the
journal out of the resume list (``SaveStore.delete``: to ``deleted/``, never destroyed).
"""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .saves import SavedGame, SaveStore
from .style import style_window
from .text import join_list, number


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
                                   self.tr("Actions")])
        self.list.setAccessibleName(self.tr("Unfinished games"))
        layout.addWidget(self.list)
        for game in saved:
            self.list.addTopLevelItem(self._item(game))
        for column in range(self.list.columnCount()):
            self.list.resizeColumnToContents(column)
        buttons = QHBoxLayout()
        self.resume_button = QPushButton(self.tr("Resume"))
        self.delete_button = QPushButton(self.tr("Delete\u2026"))
        self.new_button = QPushButton(self.tr("New game"))
        buttons.addWidget(self.resume_button)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        buttons.addWidget(self.new_button)
        layout.addLayout(buttons)
        self.resume_button.setDefault(True)
        self.resume_button.clicked.connect(self._resume)
        self.delete_button.clicked.connect(self._ask_delete)
        self.new_button.clicked.connect(self.newGameChosen.emit)
        self.list.itemDoubleClicked.connect(lambda _item, _column: self._resume())
        self.list.currentItemChanged.connect(lambda *_: self._update_buttons())
        if self.list.topLevelItemCount():
            self.list.setCurrentItem(self.list.topLevelItem(0))
        self._update_buttons()
        self.resize(820, 380)

    def _item(self, game: SavedGame) -> QTreeWidgetItem:
        last = QDateTime.fromSecsSinceEpoch(int(game.modified)) if game.modified else None
        when = QLocale().toString(last, QLocale.FormatType.ShortFormat) if last is not None else ""
        title = self.titles.get(game.game, game.game)
        item = QTreeWidgetItem([title, join_list(game.players), game.started, when, number(game.actions)])
        item.setData(0, Qt.ItemDataRole.UserRole, game)
        item.setToolTip(0, str(game.path))
        return item

    def games(self) -> list[SavedGame]:
        return [self.list.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole) for i in range(self.list.topLevelItemCount())]

    def current(self) -> SavedGame | None:
        item = self.list.currentItem()
        return item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None

    def _update_buttons(self) -> None:
        chosen = self.current() is not None
        self.resume_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)
        if not chosen:
            self.new_button.setDefault(True)

    def _resume(self) -> None:
        game = self.current()
        if game is not None:
            self.resumeChosen.emit(game)

    def _ask_delete(self) -> None:
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

    def _delete(self, game: SavedGame) -> None:
        try:
            self.store.delete(game.path)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Delete"), self.tr("The saved game could not be moved: {reason}").format(
                reason=exc.strerror or str(exc)))
            return
        self._take(game)

    def _take(self, game: SavedGame) -> None:
        for i in range(self.list.topLevelItemCount()):
            if self.list.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole) == game:
                self.list.takeTopLevelItem(i)
                break
        self._update_buttons()
