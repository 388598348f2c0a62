"""The QApplication of Tablekeeper: its name, version, icon, fonts and the UI language installed on it."""

from __future__ import annotations

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from .fonts import register_fonts, ui_font
from .i18n import UiLanguage
from .paths import RESOURCES
from .version import version


def create_application(argv: list[str], lang: str = "en") -> tuple[QApplication, UiLanguage]:
    app = QApplication.instance() or QApplication(argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Tablekeeper")
    app.setOrganizationName("Tablekeeper")
    app.setApplicationVersion(version())
    app.setWindowIcon(QIcon(str(RESOURCES / "icons" / "tablekeeper.svg")))
    register_fonts()
    app.setFont(ui_font())
    language = UiLanguage()
    language.install(lang)
    return app, language
