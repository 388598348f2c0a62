"""``python -m desktop --screenshot-tour DIR [--lang LANG]``: a short scripted game offscreen, saved as PNGs.

Writes the wizard, the console mid-game, the board mid-game at 1920x1080 and
3840x2160, One Night's night screen, and the end screen. Runs on Qt's
offscreen platform with no speech, so it works on a machine without a display.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

from engine.core import OneOf, Setup
from engine.registry import get_game

from .console import ChoiceForm, ConsoleWindow
from .controller import GameController
from .games import plugin_for
from .narrate import CaptionNarrator
from .saves import SaveStore
from .settings import AppSettings
from .style import apply_theme
from .wizard import SetupWizard

NAMES = ("Ana", "Bảo", "Chi", "Darius", "Elham", "Feng", "Giang")


def _settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def _save(widget: QWidget, path: Path, width: int | None = None, height: int | None = None) -> Path:
    if width and height:
        widget.resize(width, height)
    _settle()
    widget.grab().save(str(path))
    print(f"wrote {path}")
    return path


def _fill(form: ChoiceForm, rng: random.Random) -> None:
    for key, domain in form.choice.params.items():
        legal = [v for b, v in form.buttons[key] if b.isEnabled()]
        for button, _ in form.buttons[key]:
            button.setChecked(False)
        picks = [rng.choice(legal)] if isinstance(domain, OneOf) else rng.sample(legal, domain.size)
        for value in picks:
            form.pick(key, value)
    form.submit()


def _step(console: ConsoleWindow, rng: random.Random) -> bool:
    _settle()
    if console.end_panel is not None:
        return False
    if console.round_card is not None:
        card = console.round_card
        if not card.turn.opened:
            card.ready.click()
        elif card.forms:
            _fill(rng.choice(card.forms), rng)
        else:
            card.confirm.setEnabled(True)
            card.confirm.click()
    elif console.delivery_card is not None:
        console.controller.mark_delivered(console.delivery_card.seat)
    elif console.custom_panel is not None and console.custom_panel.objectName() == "night":
        panel = console.custom_panel
        if panel.open_button.isVisible() and (panel.forms or panel.delivery_seat is not None):  # type: ignore[attr-defined]
            panel.open_choices()  # type: ignore[attr-defined]
        elif panel.learn.isVisible():  # type: ignore[attr-defined]
            panel.done.click()  # type: ignore[attr-defined]
        elif panel.forms:  # type: ignore[attr-defined]
            _fill(rng.choice(panel.forms), rng)  # type: ignore[attr-defined]
        else:
            console.narrator.skip()
    elif console.private_card is not None:
        _fill(console.private_card.form, rng)
    elif console.forms:
        _fill(rng.choice(console.forms), rng)
    elif console.narration_state() in ("playing", "paused"):
        console.narrator.skip()
    else:
        return False
    return True


def screenshot_tour(out: Path, lang: str, argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["TABLEKEEPER_SILENT"] = "1"
    from .application import create_application

    app, _language = create_application(argv, lang)
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="tablekeeper-tour-"))
    settings = AppSettings(work / "settings.ini")
    apply_theme(settings.theme)
    store = SaveStore(work / "games")
    suffix = "" if lang == "en" else f"-{lang}"

    wizard = SetupWizard(settings)
    wizard.show()
    wizard.next()
    wizard.next()
    _save(wizard, out / f"wizard-roles{suffix}.png", 1000, 720)
    wizard.close()

    # Quest, physical cards, played part-way and to the end.
    quest = get_game("quest")
    options = {"mode": "physical"}
    setup = Setup("quest", NAMES, quest.recommended_roles(len(NAMES), quest.options_with_defaults(options)), options)
    console = ConsoleWindow(GameController.new_game(quest, setup, store, seed=4), plugin_for(quest), lang,
                            narrator=CaptionNarrator(time_scale=1000.0))
    console.show()
    console.board.show()
    rng = random.Random(4)
    for _ in range(9):
        _step(console, rng)
    _save(console, out / f"console-quest{suffix}.png", 1280, 800)
    _save(console.board, out / f"board-quest-1920x1080{suffix}.png", 1920, 1080)
    _save(console.board, out / f"board-quest-3840x2160{suffix}.png", 3840, 2160)
    _save(console.board, out / f"board-quest-1280x720{suffix}.png", 1280, 720)
    for _ in range(500):
        if not _step(console, rng):
            break
    _save(console.board, out / f"board-quest-end{suffix}.png", 1920, 1080)
    console.close()

    # One Night, app-dealt: the night screen on both windows, then the end.
    onuw = get_game("onuw")
    setup = Setup("onuw", NAMES[:5], onuw.recommended_roles(5, {}), {"mode": "app"})
    console = ConsoleWindow(GameController.new_game(onuw, setup, store, seed=9), plugin_for(onuw), lang,
                            narrator=CaptionNarrator(time_scale=1000.0))
    console.show()
    console.board.show()
    rng = random.Random(9)
    for seat in range(5):
        console.controller.mark_delivered(seat)
    console.start_narration()
    for _ in range(3):
        console.narrator.skip()
    _settle()
    _save(console.board, out / f"board-onuw-night{suffix}.png", 1920, 1080)
    _save(console, out / f"console-onuw-night{suffix}.png", 1280, 800)
    for _ in range(500):
        if console.controller.public_view().get("phase") == "day":
            break
        if not _step(console, rng):
            break
    _save(console.board, out / f"board-onuw-day{suffix}.png", 1920, 1080)
    for _ in range(500):
        if not _step(console, rng):
            break
    _save(console.board, out / f"board-onuw-end{suffix}.png", 1920, 1080)
    _save(console, out / f"console-end{suffix}.png", 1280, 800)
    console.close()
    app.processEvents()
    # Leave without Python's final garbage collection of PySide objects (a shiboken finaliser can crash there).
    sys.stdout.flush()
    os._exit(0)
