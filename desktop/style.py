"""The console's and the wizard's look: one stylesheet, in a light and a dark theme.

The TV board paints itself from desktop/theme.py's BOARD colours and is never styled from here: the stylesheet is
set on the windows at the laptop only (the console, the setup wizard, the resume dialog; a dialog they open
inherits it), never on the application, which would put every widget of the board under Qt's stylesheet style.

What the rules are for: a chosen value (a checked button) is filled with the accent colour, so it never looks like a
greyed, disabled one (which is dashed and faint); the default button (Return presses it) has an accent border and
bold text; the keyboard focus is always a visible ring. Every state keeps the same border width and font, so that
choosing, focusing or disabling a button never moves a pixel of the form.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

THEMES = ("light", "dark")
#: The windows the stylesheet is set on (and so every dialog they open).
SCOPES = ("ConsoleWindow", "SetupWizard", "ResumeDialog")


@dataclass(frozen=True)
class Palette:
    window: str
    base: str
    text: str
    muted: str
    button: str
    border: str
    accent: str
    accent_text: str
    focus: str
    disabled_text: str
    disabled_button: str


PALETTES = {
    "light": Palette(window="#F4F5F7", base="#FFFFFF", text="#16181D", muted="#4A5160", button="#FFFFFF",
                     border="#8A93A6", accent="#1F4FB8", accent_text="#FFFFFF", focus="#E07A00",
                     disabled_text="#8C929E", disabled_button="#ECEDF0"),
    "dark": Palette(window="#16181D", base="#1E2128", text="#EEF0F4", muted="#B6BCCB", button="#2A2E3A",
                    border="#5A6276", accent="#5B8DEF", accent_text="#0B0D12", focus="#FFB347",
                    disabled_text="#6C7282", disabled_button="#1E2128"),
}


def system_theme() -> str:
    """The operating system's colour scheme, where it tells one (light otherwise)."""
    app = QGuiApplication.instance()
    if app is not None and QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark:
        return "dark"
    return "light"


_current = {"theme": "light"}


def stylesheet(theme: str) -> str:
    p = PALETTES[theme if theme in PALETTES else "light"]
    return f"""
    QMainWindow, QDialog, QWizard, QWizardPage, QDockWidget {{ background-color: {p.window}; color: {p.text}; }}
    QLabel {{ color: {p.text}; background: transparent; }}
    QGroupBox {{ border: 1px solid {p.border}; border-radius: 6px; margin-top: 1.4em; padding: 6px; }}
    QGroupBox::title {{ subcontrol-origin: margin; left: 8px; padding: 0 4px; color: {p.text}; }}
    QListWidget, QLineEdit, QSpinBox, QComboBox, QTextBrowser, QPlainTextEdit, QScrollArea {{
        background-color: {p.base}; color: {p.text}; border: 2px solid {p.border}; border-radius: 4px;
        selection-background-color: {p.accent}; selection-color: {p.accent_text}; }}
    QPushButton {{ background-color: {p.button}; color: {p.text}; border: 2px solid {p.border}; border-radius: 6px;
        padding: 6px 12px; min-height: 1.6em; }}
    QPushButton:hover {{ border-color: {p.accent}; }}
    QPushButton:checked {{ background-color: {p.accent}; color: {p.accent_text}; border-color: {p.accent}; }}
    QPushButton:default {{ border-color: {p.accent}; font-weight: bold; }}
    QPushButton:disabled {{ background-color: {p.disabled_button}; color: {p.disabled_text}; border-style: dashed; }}
    QPushButton:focus, QListWidget:focus, QLineEdit:focus, QSpinBox:focus, QComboBox:focus {{ outline: none;
        border-color: {p.focus}; }}
    QRadioButton:focus, QCheckBox:focus {{ outline: none; border-color: {p.focus}; }}
    QRadioButton, QCheckBox {{ color: {p.text}; padding: 3px; border: 3px solid transparent; border-radius: 4px; }}
    QRadioButton:disabled, QCheckBox:disabled, QLabel:disabled {{ color: {p.disabled_text}; }}
    QMenuBar, QMenu {{ background-color: {p.window}; color: {p.text}; }}
    QMenu::item:selected, QMenuBar::item:selected {{ background-color: {p.accent}; color: {p.accent_text}; }}
    QToolTip {{ background-color: {p.base}; color: {p.text}; border: 1px solid {p.border}; }}
    """


def current_theme() -> str:
    return _current["theme"]


def style_window(window: QWidget) -> None:
    """Give a window at the laptop the current theme's stylesheet (called as it is built)."""
    window.setStyleSheet(stylesheet(_current["theme"]))


def apply_theme(theme: str) -> str:
    """Style the laptop's windows in ``theme`` ("light", "dark", or anything else for the system's), those open
    now and those built later; returns the theme applied."""
    chosen = theme if theme in THEMES else system_theme()
    _current["theme"] = chosen
    for window in QApplication.topLevelWidgets():
        if type(window).__name__ in SCOPES:
            style_window(window)
    return chosen
