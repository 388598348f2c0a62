"""The console's Help menu: the keyboard shortcuts and About."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget


class ShortcutsDialog(QDialog):
    """Every shortcut of the console, all of them in view: the table is as large as its rows (no scrolling), as long
    as the screen holds it."""

    def __init__(self, actions: list[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        layout = QVBoxLayout(self)
        native = QKeySequence.SequenceFormat.NativeText
        rows = [(a.text().replace("&", ""), ", ".join(k.toString(native) for k in a.shortcuts()))
                for a in actions if not a.shortcut().isEmpty()]
        self.table = table = QTableWidget(len(rows), 2)
        table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Shortcut")])
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for i, (text, keys) in enumerate(rows):
            table.setItem(i, 0, QTableWidgetItem(text))
            table.setItem(i, 1, QTableWidgetItem(keys))
        table.resizeColumnsToContents()
        table.resizeRowsToContents()
        table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._fit_table()

    def _fit_table(self) -> None:
        table = self.table
        frame = 2 * table.frameWidth() + 2
        width = sum(table.columnWidth(c) for c in range(table.columnCount())) + frame
        height = table.horizontalHeader().sizeHint().height() + sum(table.rowHeight(r) for r in range(table.rowCount())) + frame
        screen = self.screen()
        if screen is not None:  # a small screen: what does not fit scrolls after all
            room = screen.availableGeometry()
            width, height = min(width, room.width() * 9 // 10), min(height, room.height() * 3 // 4)
        table.setMinimumSize(width, height)
        self.adjustSize()


class ConsoleHelp:
    """Help > Keyboard shortcuts and Help > About of :class:`ConsoleWindow`.

    Its texts are in ConsoleWindow's translation context, as they were when this was part of that class.
    """

    def show_shortcuts(self) -> None:
        ShortcutsDialog(self.all_actions, self).exec()

    def show_about(self) -> QMessageBox:
        """Help > About: the version (pyproject.toml's, the one ``tablekeeper --version`` prints) and the licences."""
        from ..version import version

        box = QMessageBox(QMessageBox.Icon.NoIcon, QCoreApplication.translate("ConsoleWindow", "About Tablekeeper"),
                          QCoreApplication.translate("ConsoleWindow", "Tablekeeper {version}").format(version=version()), parent=self)
        box.setInformativeText(QCoreApplication.translate("ConsoleWindow",
            "A table companion for hidden-role party games: setup, a board for the TV and spoken night calls.\n\n"
            "Free software under the GNU General Public License, version 3 or later. The bundled fonts are under "
            "the SIL Open Font License; the night sound's licence is beside it in resources/sounds."))
        box.setIconPixmap(self.windowIcon().pixmap(96, 96))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box
