"""Application start-up: the QApplication, fonts, language, then the first window."""

from __future__ import annotations

import argparse

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QVBoxLayout, QWidget

from engine.registry import games

from .fonts import register_fonts, ui_font
from .i18n import UiLanguage, tr



def create_application(argv: list[str], lang: str = "en") -> tuple[QApplication, UiLanguage]:
    app = QApplication.instance() or QApplication(argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Tablekeeper")
    app.setOrganizationName("Tablekeeper")
    register_fonts()
    app.setFont(ui_font())
    language = UiLanguage()
    language.install(lang)
    return app, language


class GamesWindow(QMainWindow):
    """The first window until the setup wizard exists: which games are available."""

    def __init__(self) -> None:
        super().__init__()
        central = QWidget()
        layout = QVBoxLayout(central)
        self.heading = QLabel()
        self.list = QLabel()
        layout.addWidget(self.heading)
        layout.addWidget(self.list)
        self.setCentralWidget(central)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Tablekeeper"))
        self.heading.setText(self.tr("Games available:"))
        self.list.setText("\n".join(tr(g.title) for g in games().values()))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def run(args: argparse.Namespace, argv: list[str]) -> int:
    app, _language = create_application(argv, args.lang or "en")
    window = GamesWindow()
    window.show()
    return app.exec()
