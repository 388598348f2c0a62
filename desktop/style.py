"""The console's and the wizard's look: one stylesheet, in a light and a dark theme.

The TV board paints itself from desktop/theme.py's BOARD colours and is never styled from here: the stylesheet is
set on the windows at the laptop only (the console, the setup wizard, the resume dialog; a dialog they open
inherits it), never on the application, which would put every widget of the board under Qt's stylesheet style.

What the rules are for: a chosen value (a checked button) is filled with the accent colour, so it never looks like a
greyed, disabled one (which is dashed and faint); the default button (Return presses it) has an accent border and
accent text; the keyboard focus is always a visible ring. Every state keeps the same border width and font, so that
choosing, focusing or disabling a button never moves a pixel of the form: a bold default was wider than the button
Qt sized for the regular weight, and in a dialog the focused button is the default, so its first letter was cut.
"""

from __future__ import annotations

from dataclasses import dataclass

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
    """The operating system's colour scheme, where it tells one (light otherwise).

    Asking builds PySide6's whole ``Qt`` namespace of enums (20 ms): a start uses the scheme seen last time for its
    first frame and asks after it (``apply_theme``'s ``seen``; desktop/app.py)."""
    from PySide6.QtCore import Qt

    app = QGuiApplication.instance()
    if app is not None and QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark:
        return "dark"
    return "light"


_current = {"theme": "light"}
#: Where the rules apply in each window (selector prefixes): the console's own parts only, never the TV board when it
#: is a pane of the console (desktop/console/board_pane.py); a whole wizard or resume dialog.
CONSOLE_PARTS = ("#console_main", "#phones_dock", "#pane_side", "QDialog", "QMenuBar", "QMenu", "QToolTip")


def stylesheet(theme: str, scopes: tuple[str, ...] = ("",)) -> str:
    """The rules of ``theme``, each under every one of ``scopes`` ("" for the whole window)."""
    rules = _rules(theme)
    out = []
    for rule in rules.split("}"):
        if "{" not in rule:
            continue
        selectors, body = rule.split("{", 1)
        chosen = [f"{scope} {sel.strip()}".strip() if scope not in ("QMenuBar", "QMenu", "QToolTip") else sel.strip()
                  for scope in scopes for sel in selectors.split(",") if sel.strip()
                  if scope not in ("QMenuBar", "QMenu", "QToolTip") or sel.strip().startswith(scope)]
        if chosen:
            out.append(f"{', '.join(dict.fromkeys(chosen))} {{{body}}}")
    return "\n".join(out)


def _theme_name(theme: str) -> str:
    return theme if theme in PALETTES else "light"


def _icon(name: str) -> str:
    """A style sheet's url() of an icon in resources/icons (forward slashes on every platform)."""
    from .paths import RESOURCES

    return (RESOURCES / "icons" / f"{name}.svg").as_posix()


def _rules(theme: str) -> str:
    p = PALETTES[_theme_name(theme)]
    return f"""
    QMainWindow, QDialog, QWizard, QWizardPage, QDockWidget {{ background-color: {p.window}; color: {p.text}; }}
    QLabel {{ color: {p.text}; background: transparent; }}
    QScrollArea > QWidget > QWidget, QStackedWidget, QSplitter {{ background-color: {p.window}; }}
    QGroupBox {{ border: 1px solid {p.border}; border-radius: 6px; margin-top: 1.4em; padding: 6px; }}
    QGroupBox::title {{ subcontrol-origin: margin; left: 8px; padding: 0 4px; color: {p.text}; }}
    QListWidget, QLineEdit, QSpinBox, QComboBox, QTextBrowser, QPlainTextEdit, QScrollArea {{
        background-color: {p.base}; color: {p.text}; border: 2px solid {p.border}; border-radius: 4px;
        selection-background-color: {p.accent}; selection-color: {p.accent_text}; }}
    QScrollArea#plain_scroll {{ border: none; background-color: {p.window}; }}
    QSpinBox {{ padding: 2px 6px; }}
    QSpinBox::up-button, QSpinBox::down-button {{ subcontrol-origin: padding; width: 18px; border-left: 1px solid {p.border};
        background-color: {p.button}; }}
    QSpinBox::up-button {{ subcontrol-position: top right; border-top-right-radius: 3px; }}
    QSpinBox::down-button {{ subcontrol-position: bottom right; border-bottom-right-radius: 3px; }}
    QSpinBox::up-arrow {{ image: url({_icon(f"spin-up-{_theme_name(theme)}")}); width: 10px; height: 7px; }}
    QSpinBox::down-arrow {{ image: url({_icon(f"spin-down-{_theme_name(theme)}")}); width: 10px; height: 7px; }}
    QSpinBox::up-arrow:disabled, QSpinBox::up-arrow:off, QSpinBox::down-arrow:disabled, QSpinBox::down-arrow:off {{
        image: none; }}
    QPushButton {{ background-color: {p.button}; color: {p.text}; border: 2px solid {p.border}; border-radius: 6px;
        padding: 6px 12px; min-height: 1.6em; }}
    QPushButton:hover {{ border-color: {p.accent}; }}
    QPushButton:default {{ border-color: {p.accent}; color: {p.accent}; }}
    QPushButton:checked {{ background-color: {p.accent}; color: {p.accent_text}; border-color: {p.accent}; }}
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
    """Give a window at the laptop the current theme's stylesheet (called as it is built): the console's parts only
    (CONSOLE_PARTS), a wizard or a dialog whole."""
    scopes = CONSOLE_PARTS if type(window).__name__ == "ConsoleWindow" else ("",)
    p = PALETTES[_current["theme"]]
    own = f"{type(window).__name__}, QDialog {{ background-color: {p.window}; color: {p.text}; }}\n"
    window.setStyleSheet(own + stylesheet(_current["theme"], scopes))


def apply_theme(theme: str, seen: str | None = None) -> str:
    """Style the laptop's windows in ``theme`` ("light", "dark", or anything else for the system's), those open
    now and those built later; returns the theme applied. ``seen``: the system's scheme as last seen, used for the
    system's instead of asking (the caller confirms it once the first window is up)."""
    chosen = theme if theme in THEMES else seen if seen in THEMES else system_theme()
    _current["theme"] = chosen
    for window in QApplication.topLevelWidgets():
        if type(window).__name__ in SCOPES:
            style_window(window)
    return chosen
