"""No English left in a translated UI: the wizard, a short Quest and a short One Night in vi, fa and zh_TW.

Every visible text of every widget (labels, buttons, group boxes, combo boxes, lists, tabs, menus, window and
page titles, the board's texts) is collected after each step of a game driven like a table would, and must hold no
English word of three or more letters except the players' names, the names the rulebooks keep in English
(:data:`KEPT`, per language, with the reason), and keyboard key names.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QTabWidget,
    QTextEdit,
    QWidget,
    QWizard,
)

from desktop.console import ConsoleWindow
from desktop.controller import GameController
from desktop.games import plugin_for
from desktop.wizard import SetupWizard
from engine.core import Setup
from engine.registry import get_game
from tests.desktop.drive import manual_narrator, step

NAMES = ("Lan", "Minh", "Dara", "Shirin", "Mei")
KEYS = {"Ctrl", "Shift", "Alt", "Esc", "Enter", "Space", "Tab", "Backspace", "Del", "Home", "End", "Meta"}
#: Words the rulebooks of a language keep in English (role names printed on the cards), with the app's name.
KEPT: dict[str, set[str]] = {
    # The app's name; "English" is the narration picker's own name of that language (each language is offered in
    # its own name); the toy game exists only in the tests (tests/toygame.py, never translated).
    "all": {"Tablekeeper", "English", "Colour", "Guess"},
    # The Vietnamese Quest rulebook writes the role names in English ("Duke; Công tước"), as on the cards.
    "vi": {"Quest", "Duke", "Archduke", "Blind", "Hunter", "Cleric", "Scion", "Changeling", "Troublemaker", "Youth",
           "Apprentice", "Brute", "Lunatic", "Trickster", "Revealer", "Mutineer", "Morgan", "Fay", "Mordred", "Arthur",
           "Alpha",  # "Sói Alpha", the One Night rulebook's Alpha Wolf
           # Product names as the Vietnamese rulebooks print them ("Ma Sói One Night", "Phiên bản Daybreak",
           # "Avalon"), the rulebook's "Token Bảo vật", and "laptop", the everyday Vietnamese word.
           "One", "Night", "Daybreak", "Resistance", "Avalon", "Token", "laptop"},
    "fa": set(),
    "zh_TW": set(),
}
#: A run of ASCII letters of 3+ that is a whole word (not the unaccented part of "nhiên").
#: Engine ids the shell once showed in One Night (phase ids, parameter keys, "{player}: {choice type}" titles) before
#: the game named its phases and parameters and gave every choice a prompt; a guard that they stay away.
RAW_IDS = re.compile(r"QLabel:phase: '(night|day|vote|over)'|QLabel:: '(cards?|targets?)'|"
                     r"ChoiceForm:: '\w+: (rob|troublemake|seer player|seer center|view center|drunk|swap center)'")
ENGLISH_WORD = re.compile(r"(?<![^\W\d_])[A-Za-z]{3,}(?![^\W\d_])")
#: A Vietnamese syllable written without diacritics ("khi", "sao", "trong", "Chia"): initial, vowels, final.
VIETNAMESE_SYLLABLE = re.compile(
    r"(?:ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdghklmnprstvx])?"
    r"(?:uye|uya|oai|oay|uay|uoi|uou|ieu|yeu|uyu|ai|ao|au|ay|eo|ia|iu|oa|oe|oi|oo|ua|ue|ui|uo|uy|ie|ye|[aeiouy])"
    r"(?:ch|ng|nh|[cmnpt])?", re.IGNORECASE)


def _plain(text: str) -> str:
    if "<" in text and ">" in text:
        document = QTextDocument()
        document.setHtml(text)
        return document.toPlainText()
    return text


def visible_texts(window: QWidget) -> list[tuple[str, str]]:
    """(widget name, text) for every text a user can see in the window now."""
    out: list[tuple[str, str]] = [("window title", window.windowTitle())]
    for widget in [window, *window.findChildren(QWidget)]:
        if not widget.isVisibleTo(window) and widget is not window:
            continue
        name = f"{type(widget).__name__}:{widget.objectName()}"
        texts: list[str] = []
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        if isinstance(widget, QGroupBox):
            texts.append(widget.title())
        if isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        if isinstance(widget, QListWidget):
            texts += [widget.item(i).text() for i in range(widget.count())]
        if isinstance(widget, QTabWidget):
            texts += [widget.tabText(i) for i in range(widget.count())]
        if isinstance(widget, QTextEdit):
            texts.append(widget.toPlainText())
        if isinstance(widget, QWizard):
            page = widget.currentPage()
            if page is not None:
                texts += [page.title(), page.subTitle()]
        if isinstance(widget, QMenu):
            texts.append(widget.title())
        out += [(name, _plain(t)) for t in texts if t]
    for menu in window.findChildren(QMenu):  # menus are popups: their titles and actions count while hidden
        out.append(("menu", menu.title()))
        out += [("menu action", a.text()) for a in menu.actions() if a.isVisible() and a.text()]
    return out


def english_left(texts: Iterable[tuple[str, str]], lang: str) -> list[str]:
    allowed = KEYS | KEPT["all"] | KEPT[lang] | set(NAMES)
    found = []
    for where, text in texts:
        words = [w for w in ENGLISH_WORD.findall(text.replace("&", "")) if w not in allowed
                 and not (lang == "vi" and VIETNAMESE_SYLLABLE.fullmatch(w))]
        if words:
            found.append(f"{where}: {text!r} ({', '.join(words)})")
    return found


@pytest.fixture
def ui_language(language, request):
    lang = request.param
    language.install(lang)
    yield lang
    language.install("en")


def _console(qtbot, store, game_id: str, mode: str, lang: str, roles: tuple[str, ...] | None = None) -> ConsoleWindow:
    game = get_game(game_id)
    setup = Setup(game_id, NAMES, roles or game.recommended_roles(len(NAMES), {"mode": mode}), {"mode": mode})
    controller = GameController.new_game(game, setup, store, seed=3)
    # The narration language is a setting of its own; here it follows the UI, so captions are checked too.
    console = ConsoleWindow(controller, plugin_for(game), narration_lang=lang, narrator=manual_narrator())
    qtbot.addWidget(console)
    qtbot.addWidget(console.board)
    console.show()
    console.board.show()
    return console


def _play(console: ConsoleWindow, lang: str, steps: int) -> list[str]:
    rng = random.Random(4)
    found: dict[str, None] = {}
    for _ in range(steps):
        for window in (console, console.board):
            found.update(dict.fromkeys(english_left(visible_texts(window), lang)))
        if step(console, rng) == "over":
            break
    for window in (console, console.board):
        found.update(dict.fromkeys(english_left(visible_texts(window), lang)))
    return list(found)


LANGS = ["vi", "fa", "zh_TW"]


@pytest.mark.parametrize("ui_language", LANGS, indirect=True)
def test_wizard_pages_are_translated(qtbot, ui_language: str, settings) -> None:
    settings.remember_roster(list(NAMES))
    wizard = SetupWizard(settings)
    qtbot.addWidget(wizard)
    wizard.show()
    found: dict[str, None] = {}
    for game_id in ("quest", "onuw"):
        wizard.restart()
        games = wizard.currentPage().list
        ids = [games.item(i).data(0x0100) for i in range(games.count())]
        games.setCurrentRow(ids.index(game_id))
        for _ in range(6):
            found.update(dict.fromkeys(english_left(visible_texts(wizard), ui_language)))
            if wizard.currentPage().isFinalPage() or not wizard.currentPage().isComplete():
                break
            wizard.next()
    assert list(found) == [], "\n".join(found)


@pytest.mark.parametrize("ui_language", LANGS, indirect=True)
def test_a_short_quest_is_translated(qtbot, ui_language: str, store) -> None:
    console = _console(qtbot, store, "quest", "app", ui_language)
    found = _play(console, ui_language, 120)
    assert found == [], "\n".join(found)


def _one_night(qtbot, store, lang: str) -> list[str]:
    roles = ("werewolf", "werewolf", "seer", "robber", "troublemaker", "drunk", "insomniac", "villager")
    console = _console(qtbot, store, "onuw", "app", lang, roles)
    found = english_left([*visible_texts(console), *visible_texts(console.board)], lang)
    for _ in NAMES:  # everyone looks at their card, then the narration runs the night
        found += english_left(visible_texts(console), lang)
        console.delivery_card.hold.pressed.emit()
        found += english_left(visible_texts(console), lang)
        console.delivery_card.hold.released.emit()
        console.delivery_card.confirm.click()
    console.start_narration()
    return list(dict.fromkeys([*found, *_play(console, lang, 120)]))


@pytest.mark.parametrize("ui_language", LANGS, indirect=True)
def test_a_short_one_night_is_translated(qtbot, ui_language: str, store) -> None:
    found = _one_night(qtbot, store, ui_language)
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("ui_language", ["vi"], indirect=True)
def test_known_source_leaks(qtbot, ui_language: str, store) -> None:
    assert [line for line in _one_night(qtbot, store, ui_language) if RAW_IDS.match(line)] == []


def test_the_check_finds_english(qtbot, language) -> None:
    label = QLabel("Người chơi: Lan — Waiting for the Leader")
    qtbot.addWidget(label)
    assert english_left(visible_texts(label), "vi") == [
        "QLabel:: 'Người chơi: Lan — Waiting for the Leader' (Waiting, for, Leader)"]
    label.setText("<b>Duke</b> Lan, Ctrl+Z")
    assert english_left(visible_texts(label), "vi") == []
    assert english_left(visible_texts(label), "fa") != []


FSI, PDI = "\u2068", "\u2069"
LATIN_NAMES = ("Ana", "Ben", "Chloe", "Dario", "Emma")


def unisolated_names(texts: Iterable[tuple[str, str]], names: Iterable[str]) -> list[str]:
    """Lines where a Latin name sits inside Persian text without first-strong isolates (U+2068 ... U+2069).

    A bidi run of a Latin name next to Persian words and digits can reorder the sentence around it; only a name
    alone in its label needs no isolate.
    """
    found = []
    for where, text in texts:
        if not re.search(r"[\u0600-\u06ff]", text):
            continue
        for name in names:
            for match in re.finditer(rf"(?<![A-Za-z]){re.escape(name)}(?![A-Za-z])", text):
                before, after = text[:match.start()], text[match.end():]
                if not (before.endswith(FSI) and after.startswith(PDI)):
                    found.append(f"{where}: {text!r} ({name})")
    return found


@pytest.mark.parametrize("ui_language", ["fa"], indirect=True)
@pytest.mark.parametrize("game_id", ["quest", "castle"])
def test_latin_names_in_persian_lines_are_isolated(qtbot, ui_language: str, store, game_id: str) -> None:
    game = get_game(game_id)
    setup = Setup(game_id, LATIN_NAMES, game.recommended_roles(len(LATIN_NAMES), {"mode": "app"}), {"mode": "app"})
    controller = GameController.new_game(game, setup, store, seed=3)
    console = ConsoleWindow(controller, plugin_for(game), narration_lang="fa", narrator=manual_narrator())
    qtbot.addWidget(console)
    qtbot.addWidget(console.board)
    console.show()
    console.board.show()
    rng = random.Random(4)
    found: dict[str, None] = {}
    named = reasons = 0
    for _ in range(80):
        for window in (console, console.board):
            texts = [(w, t) for w, t in visible_texts(window) if any(n in t for n in LATIN_NAMES)]
            named += sum(bool(re.search(r"[\u0600-\u06ff]", t)) for _, t in texts)
            found.update(dict.fromkeys(unisolated_names(texts, LATIN_NAMES)))
            # "<name>: <why it is refused>" under a choice starts with a Latin name: a right-to-left mark keeps the
            # line's own direction right to left (without it the line would start at the left).
            for label in window.findChildren(QLabel, "reasons"):
                if label.isVisibleTo(window) and label.text():
                    reasons += 1
                    found.update(dict.fromkeys(f"reasons: {line!r} (no RLM)" for line in label.text().split("\n")
                                               if not line.startswith("\u200f")))
        if step(console, rng) == "over":
            break
    assert named > 20, "the game showed Persian lines naming players"
    assert game_id != "quest" or reasons > 0, "Quest's team choice shows why a seat is refused"
    assert list(found) == [], "\n".join(found)
