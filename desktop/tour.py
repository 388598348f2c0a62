"""``python -m desktop --screenshot-tour DIR [--lang LANG]``: every game played offscreen, saved as PNGs.

Every game in both modes (the table's own cards, and cards dealt by the app): the console mid-game at
1280x800, the board mid-game at 1920x1080 and 3840x2160, the board at the end; the wizard's roles page and
One Night's night screen on both windows. Runs on Qt's offscreen platform with no speech, so it works on a
machine without a display. :func:`tour_files` names what it writes.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QGroupBox, QPushButton, QWidget

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

NAMES = ("Ana", "Bảo", "Chi", "Darius", "Elham", "Feng", "Giang", "Hoa", "Iraj", "Jun")
#: Each game, its players and seed, in the order the tour plays them.
GAMES = (("quest", 7, 4), ("avalon", 10, 5), ("castle", 6, 6), ("onuw", 5, 9))
MODES = ("physical", "app")
#: What one game in one mode writes (``{g}`` the game, ``{m}`` the mode).
PER_GAME = ("console-{g}-{m}", "board-{g}-{m}-1920x1080", "board-{g}-{m}-3840x2160", "board-{g}-{m}-end")


def tour_files(lang: str) -> list[str]:
    """The PNG names the tour writes for one language."""
    suffix = "" if lang == "en" else f"-{lang}"
    names = ["wizard-roles", "board-onuw-night", "console-onuw-night"]
    names += [f.format(g=g, m=m) for g, _n, _s in GAMES for m in MODES for f in PER_GAME]
    return [f"{name}{suffix}.png" for name in names]


def _settle() -> None:
    for _ in range(4):
        QApplication.processEvents()
    # The tour runs no event loop, so the widgets the console replaces (deleteLater) would pile up and slow it.
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


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


def step(console: ConsoleWindow, rng: random.Random) -> bool:
    """Do what the console asks for now, as a random player would; False once there is nothing to do."""
    _settle()
    if console.end_panel is not None:
        turn = console.end_panel.findChild(QPushButton, "confirm")  # One Night: the cards turned on the TV
        if turn is None or not turn.isVisible():
            return False
        turn.click()
        return True
    vote = console.custom_panel.findChild(QGroupBox, "onuw_vote_panel") if console.custom_panel is not None else None
    if vote is not None:
        for row in vote.buttons.values():  # type: ignore[attr-defined]
            rng.choice([b for b, _ in row if b.isEnabled()]).click()
        vote.ok.click()  # type: ignore[attr-defined]
        return True
    if console.round_card is not None:
        card = console.round_card
        if not card.turn.opened:
            card.ready.click()
        elif card.forms:
            _fill(rng.choice(card.forms), rng)
        else:
            card.confirm.setEnabled(True)
            card.confirm.click()
    elif console.confirmation_card is not None:
        console.confirmation_card.confirm.click()
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
        if not console.private_card.opened:
            console.private_card.ready.click()
        else:
            _fill(_pick(console, console.private_card.forms, rng), rng)
    elif console.forms:
        _fill(_pick(console, console.forms, rng), rng)
    elif console.narration_state() in ("playing", "paused"):
        console.narrator.skip()
    else:
        return False
    return True


#: Castle of the Devil's ways to end the game: random players who could end it any turn rarely reach a fight.
CASTLE_ENDINGS = ("declare", "loge", "fortune")
#: The turn from which they prefer to end it (as benchmarks/bench_castle.py plays).
CASTLE_TURNS = 30


def _pick(console: ConsoleWindow, forms: list[ChoiceForm], rng: random.Random) -> ChoiceForm:
    if console.controller.game.id == "castle":
        ending = [f for f in forms if f.choice.type in CASTLE_ENDINGS]
        if getattr(console.controller.session.state, "turns", 0) < CASTLE_TURNS:
            forms = [f for f in forms if f not in ending] or forms
        elif ending:
            forms = ending
    return rng.choice(forms)


def _mid_game(game_id: str, view: dict[str, Any]) -> bool:
    """A moment worth a picture: a quest has ended (Quest, Avalon), a fight is on (Castle), it is day (One Night)."""
    if game_id == "quest":
        return any(q.get("result") for q in view.get("quests") or [])
    if game_id == "avalon":
        return any(q.get("status") in ("success", "fail") for q in view.get("quest_track") or [])
    if game_id == "castle":
        return view.get("phase") == "fight" and bool(view.get("fight"))
    return view.get("phase") == "day"


def _night(console: ConsoleWindow, out: Path, suffix: str) -> None:
    """One Night's night, dealt by the app: every card seen, the narration started, a few calls in."""
    for seat in range(len(console.controller.players)):
        console.controller.mark_delivered(seat)
    console.start_narration()
    for _ in range(3):
        console.narrator.skip()
    _settle()
    _save(console.board, out / f"board-onuw-night{suffix}.png", 1920, 1080)
    _save(console, out / f"console-onuw-night{suffix}.png", 1280, 800)


def _tour_game(game_id: str, players: int, seed: int, mode: str, store: SaveStore, lang: str, out: Path) -> None:
    suffix = "" if lang == "en" else f"-{lang}"
    game = get_game(game_id)
    options = {"mode": mode}
    names = NAMES[:players]
    setup = Setup(game_id, names, game.recommended_roles(players, game.options_with_defaults(options)), options)
    console = ConsoleWindow(GameController.new_game(game, setup, store, seed=seed), plugin_for(game), lang,
                            narrator=CaptionNarrator(time_scale=1000.0))
    console.show()
    console.board.show()
    rng = random.Random(seed)
    if game_id == "onuw" and mode == "app":
        _night(console, out, suffix)
    elif game_id == "onuw":
        console.start_narration()
    for _ in range(600):
        if _mid_game(game_id, console.controller.public_view()) or not step(console, rng):
            break
    for _ in range(100):  # the lines the table is hearing read to their end (the tour enters choices ahead of them)
        if console.narration_state() not in ("playing", "paused"):
            break
        console.narrator.skip()
        _settle()
    name = f"{game_id}-{mode}"
    _save(console, out / f"console-{name}{suffix}.png", 1280, 800)
    _save(console.board, out / f"board-{name}-1920x1080{suffix}.png", 1920, 1080)
    _save(console.board, out / f"board-{name}-3840x2160{suffix}.png", 3840, 2160)
    for _ in range(2000):
        if not step(console, rng):
            break
    _save(console.board, out / f"board-{name}-end{suffix}.png", 1920, 1080)
    console.close()


def screenshot_tour(out: Path, lang: str, argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["TABLEKEEPER_SILENT"] = "1"
    os.environ["TABLEKEEPER_REDUCE_MOTION"] = "1"  # no event loop runs the reveals: every picture shows their end
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
    for game_id, players, seed in GAMES:
        for mode in MODES:
            _tour_game(game_id, players, seed, mode, store, lang, out)
            app.processEvents()
    # Leave without Python's final garbage collection of PySide objects (a shiboken finaliser can crash there).
    sys.stdout.flush()
    os._exit(0)
