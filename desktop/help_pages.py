"""Help > How to play and Help > Role reference: one dialog with two tabs for the game being played.

The How to play page shows desktop/help_texts.py's three sections for the game; the Roles page lists every
role of the plug-in's catalogue at this player count (its name as the game's catalogue translates it, the
English name beside it in another language, its side and its summary). Both are rebuilt on LanguageChange.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QFont, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine.core import Setup
from engine.i18n import QT_TRANSLATE_NOOP, Text

from . import help_texts
from .i18n import RTL_LANGUAGES, current_language, tr
from .plugin import GamePlugin, RoleInfo
from .text import render_msg

T_HOW_TO_PLAY_ACTION = QT_TRANSLATE_NOOP("HelpDialog", "How to play\u2026")
T_ROLES_ACTION = QT_TRANSLATE_NOOP("HelpDialog", "Role reference\u2026")
T_ONCE = QT_TRANSLATE_NOOP("HelpDialog", "Profession, used once per game")
T_REUSABLE = QT_TRANSLATE_NOOP("HelpDialog", "Profession, used again and again")

HOW_TO_PLAY, ROLES = 0, 1


@dataclass(frozen=True)
class RoleEntry:
    """One row of the role reference: the translated name, the English name, the side line and the summary."""

    name: str
    english: str
    side: str
    summary: str


def _text(value: Text | str | None) -> str:
    if value is None:
        return ""
    return render_msg(value) if isinstance(value, Text) else tr(value)


def _castle_professions() -> list[RoleEntry]:
    """Castle of the Devil deals no roles (its wizard catalogue is empty): its role cards are the professions."""
    from engine.games.castle import data as castle

    return [RoleEntry(tr(card.name), str(card.name), tr(T_REUSABLE if card.reusable else T_ONCE), tr(card.summary))
            for card in castle.PROFESSION_CARDS.values()]


def role_entries(plugin: GamePlugin, setup: Setup) -> list[RoleEntry]:
    """Every role of the game at this player count, in the UI language."""
    catalogue: list[RoleInfo] = plugin.role_catalogue(setup.count, dict(setup.options))
    if not catalogue and plugin.game.id == "castle":
        return _castle_professions()
    out = []
    for info in catalogue:
        side = plugin.side_name(info.side) if info.side else ""
        out.append(RoleEntry(_text(info.name), str(info.name), side, _text(info.help)))
    return out


def _label(text: str, base: QFont, scale: float = 1.0, bold: bool = False, name: str = "") -> QLabel:
    """A wrapped label in ``base`` (the dialog's font: a label made before it has a parent has the app's)."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if name:
        label.setObjectName(name)
    font = QFont(base)
    font.setPointSizeF(base.pointSizeF() * scale)
    font.setBold(bold)
    label.setFont(font)
    return label


def _scroll(content: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(content)
    return area


class HelpDialog(QDialog):
    """How to play and the role reference of the current game, in two tabs."""

    def __init__(self, plugin: GamePlugin, setup: Setup, page: int = HOW_TO_PLAY, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("help_dialog")
        self.plugin = plugin
        self.setup = setup
        font = QFont(QApplication.font())
        font.setPointSizeF(max(13.0, font.pointSizeF() * 1.25))  # read at arm's length from a laptop on the table
        self.setFont(font)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("help_tabs")
        layout.addWidget(self.tabs)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._build()
        self.tabs.setCurrentIndex(page)
        screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
        space = screen.availableGeometry()
        self.resize(min(860, int(space.width() * 0.9)), min(680, int(space.height() * 0.85)))

    def _build(self) -> None:
        current = self.tabs.currentIndex()
        old_pages = [self.tabs.widget(i) for i in range(self.tabs.count())]
        self.tabs.clear()
        for old in old_pages:
            old.deleteLater()
        game = tr(self.plugin.game.title)
        self.setWindowTitle(self.tr("Help: {game}").format(game=game))
        self.how_area = _scroll(self._how_to_play(game))
        self.how_area.setObjectName("help_how_to_play_page")
        self.roles_area = _scroll(self._roles())
        self.roles_area.setObjectName("help_roles_page")
        self.tabs.addTab(self.how_area, self.tr("How to play"))
        self.tabs.addTab(self.roles_area, self.tr("Roles"))
        if current >= 0:
            self.tabs.setCurrentIndex(current)

    def _how_to_play(self, game: str) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(_label(game, self.font(), 1.4, True, "help_game_title"))
        sections = help_texts.HOW_TO_PLAY.get(self.plugin.game.id)
        if sections is None:
            layout.addWidget(_label(self.tr("There is no How to play page for this game yet."), self.font()))
        else:
            for heading, body in zip(help_texts.HEADINGS, sections, strict=True):
                layout.addWidget(_label(tr(heading), self.font(), 1.2, True, "help_heading"))
                layout.addWidget(_label(tr(body), self.font(), name="help_body"))
        layout.addStretch(1)
        return page

    def _roles(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        entries = role_entries(self.plugin, self.setup)
        if not entries:
            layout.addWidget(_label(self.tr("This game deals no roles."), self.font()))
        rtl = current_language() in RTL_LANGUAGES
        for entry in entries:
            row = QFrame()
            row.setObjectName("help_role")
            row.setFrameShape(QFrame.Shape.StyledPanel)
            row.setProperty("role_english", entry.english)
            box = QVBoxLayout(row)
            name = entry.name
            if current_language() != "en" and entry.english and entry.english != entry.name:
                english = f"\u2068{entry.english}\u2069" if rtl else entry.english  # a Latin name kept whole in RTL
                name = self.tr("{name} ({english})").format(name=entry.name, english=english)
            box.addWidget(_label(name, self.font(), 1.2, True, "help_role_name"))
            if entry.side:
                box.addWidget(_label(entry.side, self.font(), name="help_role_side"))
            if entry.summary:
                box.addWidget(_label(entry.summary, self.font(), name="help_role_summary"))
            layout.addWidget(row)
        layout.addStretch(1)
        return page

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "tabs"):
            self._build()
        super().changeEvent(event)


def open_help(window: QWidget, plugin: GamePlugin, setup: Setup, page: int) -> HelpDialog:
    """Show the help (not modal: the table reads it while playing), reusing the one already open for this game."""
    dialog = next((d for d in window.findChildren(HelpDialog) if d.isVisible() and d.plugin is plugin), None)
    if dialog is None:
        dialog = HelpDialog(plugin, setup, page, window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.tabs.setCurrentIndex(page)
    dialog.show()
    dialog.raise_()
    return dialog


def help_actions(window: QWidget, plugin_of: Callable[[], GamePlugin], setup_of: Callable[[], Setup]) -> list[QAction]:
    """Help > How to play… and Help > Role reference… for ``window``'s current game."""
    actions = []
    for name, page in (("help_how_to_play", HOW_TO_PLAY), ("help_roles", ROLES)):
        action = QAction(window)
        action.setObjectName(name)
        action.triggered.connect(lambda _=False, p=page: open_help(window, plugin_of(), setup_of(), p))
        actions.append(action)
    retranslate_help_actions(actions)
    return actions


def retranslate_help_actions(actions: list[QAction]) -> None:
    texts = {"help_how_to_play": T_HOW_TO_PLAY_ACTION, "help_roles": T_ROLES_ACTION}
    for action in actions:
        if action.objectName() in texts:
            action.setText(tr(texts[action.objectName()]))
