"""Finding what a person sees: visible, enabled buttons by their text, in any visible window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget


def visible_button(text: str, window: QWidget | None = None) -> QAbstractButton | None:
    """The visible, enabled button reading ``text`` (mnemonic ampersands ignored), in ``window`` or any window."""
    windows = [window] if window is not None else [w for w in QApplication.topLevelWidgets() if w.isVisible()]
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
