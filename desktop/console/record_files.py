"""The console's game records: Save (the documents folder, a name made of the game and the date) and Open."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QFileDialog

from engine.errors import RecordError
from engine.record import load_record

from ..text import isolate, render_msg


def records_folder() -> Path:
    """Where the file dialogs start: the user's documents folder, or their home folder when it has none (a file dialog
    given a folder that does not exist starts in the working directory: the app's own folder)."""
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents and Path(documents).is_dir() else Path.home()


class ConsoleFiles:
    """Save and Open of :class:`ConsoleWindow`.

    Its texts are in ConsoleWindow's translation context, as they were when this was part of that class.
    """

    def save_record(self) -> None:
        if not self.record_is_public() and not self.ask(
                QCoreApplication.translate("ConsoleWindow", "Save the game record"),
                QCoreApplication.translate(
                    "ConsoleWindow", "The game is not over, and its record holds every secret of it in plain text:"
                    " every player's role and every private choice. Anyone who opens it can read them. Keep it"
                    " where no player can open it before the game ends.\n\nSave the record anyway?")):
            return
        path = self.choose_save_path(self.suggested_record_path())
        if path is not None:
            self.write_record(path)

    def record_is_public(self) -> bool:
        """The game is over and the table has seen its secrets: the record tells nothing new."""
        return self.controller.result() is not None and not self.plugin.end_withheld(self.controller)

    def suggested_record_path(self) -> Path:
        """Where Save offers to write: the user's documents folder, a name made of the game and today's date
        ("Quest 2026-12-03.json"), with " (2)", " (3)", ... when a record of that name is there already."""
        folder = records_folder()
        title = "".join(c for c in render_msg(self.controller.game.title) if c not in '\\/:*?"<>|\u2066\u2067\u2068\u2069')
        stem = f"{title.strip() or self.controller.game.id} {date.today().isoformat()}"
        path, n = folder / f"{stem}.json", 1
        while path.exists():
            n += 1
            path = folder / f"{stem} ({n}).json"
        return path

    def _save_dialog(self, suggested: Path) -> Path | None:
        path, _ = QFileDialog.getSaveFileName(self, QCoreApplication.translate("ConsoleWindow", "Save the game record"), str(suggested),
                                              QCoreApplication.translate("ConsoleWindow", "Game records (*.json)"))
        return Path(path) if path else None

    def write_record(self, path: Path) -> None:
        try:
            path.write_text(self.controller.record_text(), encoding="utf-8")
        except OSError as exc:
            self.inform(QCoreApplication.translate("ConsoleWindow", "Save"),
                        QCoreApplication.translate("ConsoleWindow", "The record could not be saved: {reason}").format(
                            reason=exc.strerror or exc))
            return
        self.statusBar().showMessage(QCoreApplication.translate("ConsoleWindow", "Saved: {file}").format(file=isolate(str(path))), 10000)

    def open_record_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, QCoreApplication.translate("ConsoleWindow", "Open a game record"),
                                              str(records_folder()),
                                              QCoreApplication.translate("ConsoleWindow", "Game records (*.json)"))
        if path:
            self.openRecord(Path(path))

    def openRecord(self, path: Path) -> None:
        opener = getattr(self, "record_opener", None)
        if opener is None:
            return
        try:
            load_record(path)
        except RecordError as exc:
            self.inform(QCoreApplication.translate("ConsoleWindow", "Open"),
                        QCoreApplication.translate("ConsoleWindow", "This file cannot be opened: {reason}").format(reason=str(exc)))
            return
        opener(path)
