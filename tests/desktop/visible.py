"""Finding what a person sees: visible, enabled buttons by their text, in any visible window."""

from __future__ import annotations

import gc

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget


def top_level_widgets() -> list[QWidget]:
    """QApplication.topLevelWidgets() with the garbage collector paused while the list is built.

    A collected window (a Python-owned one in a reference cycle) would be freed while shiboken turns the list's
    pointers into Python objects, and the next pointer would crash the process.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        return list(QApplication.topLevelWidgets())
    finally:
        if enabled:
            gc.enable()


def visible_button(text: str, window: QWidget | None = None) -> QAbstractButton | None:
    """The visible, enabled button reading ``text`` (mnemonic ampersands ignored), in ``window`` or any window."""
    windows = [window] if window is not None else [w for w in top_level_widgets() if w.isVisible()]
    for top in windows:
        for button in top.findChildren(QAbstractButton):
            if button.isVisible() and button.isEnabled() and button.text().replace("&", "") == text:
                return button
    return None


def click(qtbot, text: str, window: QWidget | None = None) -> None:
    """Wait for the button reading ``text`` to be shown and enabled, then click it with the mouse."""
    qtbot.waitUntil(lambda: visible_button(text, window) is not None, timeout=5000)
    button = visible_button(text, window)
    assert button is not None
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def visible_texts(window: QWidget) -> str:
    """Every label's and message box's text in ``window`` (for checking what is said)."""
    from PySide6.QtWidgets import QLabel

    return "\n".join(label.text() for label in window.findChildren(QLabel) if label.isVisible())
