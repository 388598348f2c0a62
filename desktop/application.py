"""The QApplication of Tablekeeper: its name, version, icon, fonts and the UI language installed on it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from .fonts import register_fonts, ui_font
from .i18n import UiLanguage
from .paths import RESOURCES
from .version import version


def create_application(argv: list[str], lang: str = "en", first_frame_only: bool = False) -> tuple[QApplication, UiLanguage]:
    """The application in ``lang``. ``first_frame_only``: what the first window goes without (the other languages'
    fonts, the window icon) is left to ``finish_application`` (the app: right after that window's first frame)."""
    app = QApplication.instance() or QApplication(argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Tablekeeper")
    app.setOrganizationName("Tablekeeper")
    app.setApplicationVersion(version())
    register_fonts(lang)
    app.setFont(ui_font())
    language = UiLanguage()
    language.install(lang)
    if not first_frame_only:
        finish_application()
    return app, language


def finish_application() -> None:
    """Every bundled font and the window icon (once is enough; again does no harm)."""
    from PySide6.QtGui import QIcon

    register_fonts()
    app = QApplication.instance()
    if isinstance(app, QApplication) and app.windowIcon().isNull():
        app.setWindowIcon(QIcon(str(RESOURCES / "icons" / "tablekeeper.svg")))


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
