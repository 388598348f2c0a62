"""The QApplication of Tablekeeper: its name, version, icon, fonts and the UI language installed on it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

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


class _AfterFirstFrame(QObject):
    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self.then = then
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.then)
        return False


def after_first_frame(widget: QWidget, then: Callable[[], None]) -> None:
    """Runs ``then`` right after ``widget``'s first frame is painted: what the start needs soon, but not before the
    first window (issue 35)."""
    _AfterFirstFrame(widget, then)
