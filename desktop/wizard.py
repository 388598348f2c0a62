"""The setup wizard: game and variant, players, roles and options, dealing, narration, summary.

Every page edits one :class:`SetupModel`; the engine validates it live
(``Game.validate``) and its reasons are shown translated. The wizard opens on
a valid default (recent roster, recommended roles), so "Start now" works at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget, QWizard

from .item_roles import USER_ROLE
from .settings import AppSettings
from .style import style_window
from .text import render_msg, rtl, rtl_line
from .wizard_model import SetupModel, WizardPage, _clear

LRM = "\u200e"  # left-to-right mark

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFormLayout, QGroupBox


class GamePage(WizardPage):
    def __init__(self, model: SetupModel) -> None:
        super().__init__(model)
        layout = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.setObjectName("games")
        layout.addWidget(self.list)
        # The variant's options: built once the rules are loaded and the game has any (not for the first frame).
        self.variant_box: QGroupBox | None = None
        self.variant_form: QFormLayout | None = None
        self._fill_list()
        self.list.currentRowChanged.connect(self._pick)
        model.loaded.connect(self._on_loaded)
        self.retranslate()

    def _fill_list(self) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        for game_id in self.model.ids:
            item = QListWidgetItem(self.model.title_of(game_id))
            item.setData(USER_ROLE, game_id)
            self.list.addItem(item)
        if self.model.selected in self.model.ids:
            self.list.setCurrentRow(self.model.ids.index(self.model.selected))
        self.list.blockSignals(False)

    def _on_loaded(self) -> None:
        self._fill_list()
        self._fill_variants()
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return self.model.is_loaded

    def _pick(self, row: int) -> None:
        if row < 0:
            return
        game_id = self.list.item(row).data(USER_ROLE)
        if not self.model.is_loaded:
            self.model.selected = game_id  # shown once the rules are loaded (a moment after the first frame)
            return
        self.model.set_game(game_id)
        self._fill_variants()

    def _fill_variants(self) -> None:
        if self.variant_form is not None:
            _clear(self.variant_form)
        if self.model.game is None or self.model.plugin is None:
            if self.variant_box is not None:
                self.variant_box.setVisible(False)
            return
        from .wizard_pages import option_editor, option_help

        specs = [s for s in self.model.game.option_specs() if s.key in self.model.plugin.variant_keys(self.model.game)]
        if specs and self.variant_form is None:
            from PySide6.QtWidgets import QFormLayout, QGroupBox

            self.variant_box = QGroupBox(self.tr("Variant"))
            self.variant_form = QFormLayout(self.variant_box)
            layout = self.layout()
            assert layout is not None
            layout.addWidget(self.variant_box)
        for spec in specs:
            assert self.variant_form is not None
            self.variant_form.addRow(render_msg(spec.label), option_editor(self.model, spec, recommend=True))
            if spec.help:
                note = QLabel(option_help(self.model, spec))
                note.setWordWrap(True)
                note.setObjectName(f"help_{spec.key}")
                self.variant_form.addRow(note)
        if self.variant_box is not None:
            self.variant_box.setVisible(bool(specs))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Game"))
        self.setSubTitle(self.tr("Choose the game and its variant."))
        if self.variant_box is not None:
            self.variant_box.setTitle(self.tr("Variant"))
        for i in range(self.list.count()):
            item = self.list.item(i)
            item.setText(self.model.title_of(item.data(USER_ROLE)))
        self._fill_variants()


class SetupWizard(QWizard):
    """Emits ``startGame(WizardResult)``; ``resumeRequested`` is not its business (the app asks first)."""

    startGame = Signal(object)
    historyRequested = Signal()  # History...: the finished games, before any game of this evening

    def __init__(self, settings: AppSettings, parent: QWidget | None = None, defer_rules: bool = False,
                 narration_lang: str | None = None) -> None:
        """``defer_rules``: paint the first page before importing any game's rules, and load them right after."""
        super().__init__(parent)
        style_window(self)  # the laptop's look (desktop/style.py); never the board's
        self.model = SetupModel(settings, self, load=not defer_rules, narration_lang=narration_lang)
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.pages_in_order: list[WizardPage] = [GamePage(self.model)]
        self.addPage(self.pages_in_order[0])
        if self.model.is_loaded:
            self._add_pages()
        else:
            self._painted = False
            self.load_after_paint = True  # the start-up benchmark turns it off: it stops at the first frame
            self.installEventFilter(self)
        self.setOption(QWizard.WizardOption.HaveCustomButton1, True)
        self.setOption(QWizard.WizardOption.HaveCustomButton2, True)  # the history of finished games (issue 34)
        self.customButtonClicked.connect(self._custom)
        self.model.changed.connect(self._update_start_now)
        self.currentIdChanged.connect(lambda _id: self._update_start_now())
        self.resize(960, 700)
        self.retranslate()
        self._update_start_now()

    def _add_pages(self) -> None:
        from .wizard_pages import DealPage, NarrationPage, PlayersPage, RolesPage, SummaryPage

        for page in (PlayersPage(self.model), RolesPage(self.model), DealPage(self.model), NarrationPage(self.model),
                     SummaryPage(self.model)):
            self.pages_in_order.append(page)
            self.addPage(page)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self and event.type() == QEvent.Type.Paint and not self.model.is_loaded and not self._painted:
            self._painted = True
            if self.load_after_paint:
                QTimer.singleShot(0, self.load_rules)
        return False

    def load_rules(self) -> None:
        """Load the games' rules and add the pages that need them (right after the first frame)."""
        if self.model.is_loaded:
            return
        self.removeEventFilter(self)
        self.model.load()
        self._add_pages()
        # QWizard chooses between Next and Finish only when it shows a page, and the first page was shown as the
        # only (so final) one: show it again (nothing was chosen yet: Next was disabled until now).
        self.restart()
        self._update_start_now()

    def done(self, result: int) -> None:
        for page in self.pages_in_order:
            narrator = getattr(page, "narrator", None)
            if narrator is not None and hasattr(narrator, "shutdown"):
                narrator.shutdown()
        super().done(result)

    def _custom(self, which: int) -> None:
        if which == QWizard.WizardButton.CustomButton1.value:
            self.accept()
        elif which == QWizard.WizardButton.CustomButton2.value:
            self.historyRequested.emit()

    def _update_start_now(self) -> None:
        button = self.button(QWizard.WizardButton.CustomButton1)
        button.setEnabled(self.model.is_loaded and not self.model.errors())
        # The last page has its own Start (Finish): "Start now" is only for skipping the pages before it.
        last = self.model.is_loaded and self.currentPage() is self.pages_in_order[-1]
        layout = [QWizard.WizardButton.CustomButton2, QWizard.WizardButton.Stretch,
                  QWizard.WizardButton.BackButton, QWizard.WizardButton.NextButton,
                  QWizard.WizardButton.FinishButton, QWizard.WizardButton.CancelButton]
        if not last:
            layout.insert(2, QWizard.WizardButton.CustomButton1)  # after the stretch, before Back
        if layout != getattr(self, "_button_layout", None):
            self._button_layout = layout
            self.setButtonLayout(layout)

    def accept(self) -> None:
        if not self.model.is_loaded or self.model.errors():
            return
        self.model.remember()
        self.startGame.emit(self.model.result())
        super().accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Tablekeeper \u2014 new game"))
        self.setButtonText(QWizard.WizardButton.CustomButton1, self.tr("Start now"))
        self.setButtonText(QWizard.WizardButton.CustomButton2, self.tr("&History\u2026"))
        self.setButtonText(QWizard.WizardButton.FinishButton, self.tr("Start"))
        # The chevrons point the way the pages go: to the left in a right-to-left language. Each is held left to
        # right between two marks, so the bidi algorithm neither mirrors it nor moves it to the other end: marks, not
        # isolates, which not every text engine applies (one that ignores them mirrors the chevron).
        forward, backward = self.tr("&Next"), self.tr("&Back")
        if rtl():
            self.setButtonText(QWizard.WizardButton.NextButton, rtl_line(f"{forward} {LRM}<{LRM}"))
            self.setButtonText(QWizard.WizardButton.BackButton, rtl_line(f"{LRM}>{LRM} {backward}"))
        else:
            self.setButtonText(QWizard.WizardButton.NextButton, f"{forward} >")
            self.setButtonText(QWizard.WizardButton.BackButton, f"< {backward}")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LayoutDirectionChange):
            self.retranslate()
        super().changeEvent(event)
