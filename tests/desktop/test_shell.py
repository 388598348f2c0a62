"""The shell with the toy game: console, undo/redo with private reveals, autosave and resume, placement."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from desktop.console import ConsoleWindow
from desktop.controller import GameController
from desktop.games import plugin_for
from desktop.placement import BoardPlacer, ScreenInfo, choose_board_placement
from desktop.saves import ResumeError, check_journal
from engine.core import Action, Setup
from engine.registry import get_game
from tests.desktop.drive import manual_narrator, play_to_end

TOY = Setup("toy", ("Ana", "Ben", "Chi"), ("red", "blue", "red"), {"announce": False})


def make_console(qtbot, store, setup: Setup = TOY, seed: int = 3) -> ConsoleWindow:
    game = get_game(setup.game)
    controller = GameController.new_game(game, setup, store, seed=seed)
    console = ConsoleWindow(controller, plugin_for(game), narrator=manual_narrator())
    qtbot.addWidget(console)
    qtbot.addWidget(console.board)
    console.show()
    return console


def test_toy_game_through_the_console(qtbot, language, store) -> None:
    console = make_console(qtbot, store)
    assert console.delivery_card is not None, "the app deal starts with pass-and-play"
    done = play_to_end(console, random.Random(1))
    assert done.count("delivery") == 3
    assert console.controller.result() is not None
    assert "Winners" in console.board.instruction.text() or console.board.instruction.text()
    path = console.controller.journal_path
    console.close()
    assert path is not None and not path.exists(), "a finished game leaves the resume list"
    assert (store.finished_dir / path.name).exists()


def test_disabled_value_says_why(qtbot, language, store) -> None:
    console = make_console(qtbot, store)
    for seat in range(3):
        console.controller.mark_delivered(seat)
    form = console.forms[0]
    player = form.choice.player
    own = next(b for b, v in form.buttons["target"] if v == player)
    assert not own.isEnabled()
    assert "cannot guess their own colour" in own.toolTip()
    assert "cannot guess their own colour" in form.reasons["target"].text()


def test_undo_past_a_private_reveal_asks_and_names_who_has_seen(qtbot, language, store) -> None:
    console = make_console(qtbot, store)
    controller = console.controller
    for seat in range(3):
        controller.mark_delivered(seat)
    turn = controller.choices()[0].player
    target = (turn + 1) % 3
    assert controller.act(Action("guess", turn, {"target": target, "colour": "red"}))
    # Toy guesses are public: undo needs no confirmation.
    asked: list[str] = []
    console.ask = lambda title, text: asked.append(text) or False
    console.undo()
    assert not asked and not controller.can_undo()
    console.redo()
    assert controller.can_undo()
    # A group with a private event someone has seen: undo asks, naming the seat.
    group = controller.session.groups[-1]
    from engine.core import Event

    secret = Event("learned", (target,), None)
    group.events.append(secret)
    controller.mark_delivered(target)
    controller._mark_seen(secret, target)
    console.undo()
    assert asked and controller.players[target] in asked[0]
    assert controller.can_undo(), "declining keeps the step"
    console.ask = lambda title, text: True
    console.undo()
    assert not controller.can_undo()


def test_resume_after_a_crash(qtbot, language, store) -> None:
    console = make_console(qtbot, store, seed=11)
    controller = console.controller
    for seat in range(3):
        controller.mark_delivered(seat)
    turn = controller.choices()[0].player
    controller.act(Action("guess", turn, {"target": (turn + 1) % 3, "colour": "blue"}))
    controller.act(Action("guess", (turn + 1) % 3, {"target": turn, "colour": "red"}))
    controller.undo()
    expected_state = controller.session.state
    path = controller.journal_path
    assert path is not None
    # Crash: the process dies with half a line written.
    with open(path, "a", encoding="utf-8") as handle:
        handle.write('{"do":{"type":"gu')
    resumed = GameController.resume(path, store)
    assert resumed.session.state == expected_state
    assert resumed.can_redo() and resumed.can_undo(), "undo history survives the crash"
    assert resumed.pending_deliveries() == []
    resumed.close()


def test_corrupt_save_gives_a_clear_message_and_is_left_alone(language, store, tmp_path: Path) -> None:
    bad = tmp_path / "bad.tkjournal"
    samples = [
        b"",
        b"not json at all\n",
        b'{"format":"tablekeeper-journal","version":1,"game":"toy","players":["A","B"],"roles":["red","blue"],"options":{}}\n'
        b'{"do":{"type":"guess","player":0,"target":0,"colour":"red"}}\n{"undo":1}\n',
        b'{"format":"tablekeeper-journal","version":9}\n{"do":1}\n',
        b'{"format":"tablekeeper-journal","version":1,"game":"nope","players":["A"]}\n{"undo":1}\n',
        b"\xff\xfe\x00garbage\n\n{}\n",
    ]
    for raw in samples:
        bad.write_bytes(raw)
        with pytest.raises(ResumeError) as info:
            check_journal(bad)
        assert str(info.value).strip()
        assert bad.read_bytes() == raw


def test_placement_function() -> None:
    laptop = ScreenInfo("Laptop", 0, 0, 1920, 1080, primary=True)
    tv = ScreenInfo("TV", 1920, 0, 3840, 2160)
    small = ScreenInfo("Projector", 0, 1080, 1280, 720)
    assert choose_board_placement([laptop], None, "Laptop") == choose_board_placement([laptop], "TV", "Laptop")
    single = choose_board_placement([laptop], "TV", "Laptop")
    assert single.screen == "Laptop" and not single.fullscreen
    two = choose_board_placement([laptop, tv], None, "Laptop")
    assert two.screen == "TV" and two.fullscreen
    saved = choose_board_placement([laptop, tv, small], "Projector", "Laptop")
    assert saved.screen == "Projector" and saved.reason == "saved"
    never_console = choose_board_placement([laptop, tv], "Laptop", "Laptop")
    assert never_console.screen == "TV"
    console_on_tv = choose_board_placement([laptop, tv], None, "TV")
    assert console_on_tv.screen == "Laptop"
    assert choose_board_placement([], None, None).screen is None


def test_screen_removed_mid_game_falls_back_to_a_window(qtbot, language, store) -> None:
    console = make_console(qtbot, store)
    screens = QApplication.screens()
    assert [s.name() for s in screens] == ["Laptop", "TV"], "two virtual screens from the offscreen configfile"
    present = [ScreenInfo("Laptop", 0, 0, 1920, 1080, True), ScreenInfo("TV", 1920, 0, 3840, 2160)]
    placer = BoardPlacer(console.board, console, None, screens=lambda: list(present))
    console_geometry = console.geometry()
    first = placer.place()
    assert first.screen == "TV" and first.fullscreen
    assert console.board.isFullScreen()
    present.pop()  # the TV is unplugged
    placer._on_screens_changed()
    assert placer.placement is not None and placer.placement.screen == "Laptop" and not placer.placement.fullscreen
    assert not console.board.isFullScreen() and console.board.isVisible()
    assert console.geometry() == console_geometry, "the console never moves"
    # The game goes on.
    for seat in range(3):
        console.controller.mark_delivered(seat)
    turn = console.controller.choices()[0].player
    assert console.controller.act(Action("guess", turn, {"target": (turn + 1) % 3, "colour": "red"}))


def test_one_action_repaints_the_board_once(qtbot, language, store) -> None:
    """An action, an undo and a delivery each refresh the console (and repaint the board) once."""
    console = make_console(qtbot, store)
    repaints: list[int] = []
    panel_update = console.board.panel.update_view
    console.board.panel.update_view = lambda *args: repaints.append(1) or panel_update(*args)  # type: ignore[method-assign]
    console.controller.mark_delivered(0)
    assert len(repaints) == 1
    for seat in (1, 2):
        console.controller.mark_delivered(seat)
    repaints.clear()
    choice = console.controller.choices()[0]
    assert console.controller.act(next(choice.actions()))
    assert len(repaints) == 1
    repaints.clear()
    console.undo()
    assert len(repaints) == 1


def test_a_refusal_in_a_secret_round_does_not_outlive_its_turn(qtbot, language, store) -> None:
    """The message line must not tell the next players that someone in the round had a choice (or name them)."""
    game = get_game(TOY.game)

    class HiddenGuess(type(plugin_for(game))):  # type: ignore[misc]
        def hidden_role_choice(self, controller: GameController, choice) -> bool:
            return choice.type == "guess"

    seed = next(s for s in range(50) if GameController.new_game(game, TOY, None, seed=s).choices()[0].player == 0)
    controller = GameController.new_game(game, TOY, store, seed=seed)
    for seat in range(3):
        controller.mark_delivered(seat)
    console = ConsoleWindow(controller, HiddenGuess(game), narrator=manual_narrator())
    qtbot.addWidget(console)
    qtbot.addWidget(console.board)
    turn = controller.choices()[0].player
    assert console.round is not None and console.round.kind == "choice"
    while console.round.seat != turn:
        console.round_card.open()
        console.round_card.confirm.click()
    console.round_card.open()
    form = console.round_card.forms[0]
    form.submitted.emit(Action("guess", turn, {"target": turn, "colour": "red"}))
    assert "cannot guess their own colour" in console.message.text(), "the player is told why, while they hold the laptop"
    form.submitted.emit(Action("guess", turn, {"target": (turn + 1) % 3, "colour": "red"}))
    assert console.round is not None and console.round.index == turn + 1, "the round goes on to the next player"
    assert console.message.text() == ""


# -- leaving a running game (New game, Open) asks; Cancel in the wizard returns to it -------------------------------

QUIET_RAISE = ("This plugin does not support raise", "This plugin does not support activateWindow",
               "This plugin does not support propagateSizeHints")


def make_shell(language, settings, store):
    from desktop.app import Shell

    shell = Shell(language, settings, store)
    shell.inform = lambda title, text: None
    return shell


def new_game_shortcut(qtbot, console: ConsoleWindow) -> None:
    from PySide6.QtCore import Qt

    console.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is console or console.isActiveWindow(), timeout=2000)
    qtbot.keyClick(console, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)


@pytest.mark.qt_log_ignore(*QUIET_RAISE)
def test_new_game_mid_game_asks_and_cancel_in_the_wizard_returns_to_the_same_game(qtbot, language, settings, store) -> None:
    from tests.desktop.visible import click, visible_texts

    shell = make_shell(language, settings, store)
    console = shell.start_game(TOY, seed=4)
    assert console is not None
    qtbot.addWidget(console)
    controller = console.controller
    journal = controller.journal_path

    new_game_shortcut(qtbot, console)
    qtbot.waitUntil(lambda: shell.question is not None and shell.question.isVisible())
    assert "stays saved" in visible_texts(shell.question) and "resume" in visible_texts(shell.question)
    click(qtbot, "Keep playing", shell.question)
    assert shell.console is console and console.isVisible() and shell.wizard is None

    new_game_shortcut(qtbot, console)
    click(qtbot, "Set up a new game")
    qtbot.waitUntil(lambda: shell.wizard is not None and shell.wizard.isVisible())
    assert console.isHidden() and not console.board.isVisible()
    assert not QApplication.quitOnLastWindowClosed(), "closing the wizard must not quit the app over a running game"
    click(qtbot, "Cancel", shell.wizard)
    qtbot.waitUntil(lambda: console.isVisible())
    assert shell.console is console and console.controller is controller and controller.journal_path == journal
    assert QApplication.quitOnLastWindowClosed()
    assert [s.path for s in store.unfinished()] == [journal]

    # Through to a new game: the first one stays saved for resume.
    new_game_shortcut(qtbot, console)
    click(qtbot, "Set up a new game")
    qtbot.waitUntil(lambda: shell.wizard is not None and shell.wizard.isVisible())
    shell.wizard.load_rules()
    click(qtbot, "Start now", shell.wizard)
    qtbot.waitUntil(lambda: shell.console is not None and shell.console is not console)
    assert journal in [s.path for s in store.unfinished()] and len(store.unfinished()) == 2
    shell.close_console()


@pytest.mark.qt_log_ignore(*QUIET_RAISE)
def test_back_to_the_wizard_at_the_end_and_cancel_shows_the_end_again(qtbot, language, settings, store) -> None:
    from tests.desktop.visible import click

    shell = make_shell(language, settings, store)
    console = shell.start_game(TOY, seed=2)
    assert console is not None
    qtbot.addWidget(console)
    play_to_end(console, random.Random(2))
    click(qtbot, "Back to the setup wizard", console)
    qtbot.waitUntil(lambda: shell.wizard is not None and shell.wizard.isVisible())
    assert shell.question is None, "a finished game needs no question"
    click(qtbot, "Cancel", shell.wizard)
    qtbot.waitUntil(lambda: console.isVisible())
    assert shell.console is console and console.end_panel is not None
    shell.close_console()


@pytest.mark.qt_log_ignore(*QUIET_RAISE)
def test_cancel_in_the_wizard_with_no_game_quits(qtbot, language, settings, store) -> None:
    from tests.desktop.visible import click

    shell = make_shell(language, settings, store)
    shell.start()
    assert shell.wizard is not None and shell.console is None
    assert QApplication.quitOnLastWindowClosed(), "closing the only window quits"
    click(qtbot, "Cancel", shell.wizard)
    qtbot.waitUntil(lambda: not shell.wizard.isVisible())
    assert shell.console is None


@pytest.mark.qt_log_ignore(*QUIET_RAISE)
def test_open_mid_game_asks_first(qtbot, language, settings, store, tmp_path: Path) -> None:
    import json

    from tests.desktop.visible import click

    record = {"format": "tablekeeper-record", "version": 1, "game": "toy", "players": ["Dan", "Eve", "Fay"],
              "roles": list(TOY.roles), "options": dict(TOY.options),
              "actions": [{"type": "deal", "colours": ["blue", "red", "red"]}, {"type": "first_player", "seat": 1}]}
    path = tmp_path / "other.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    shell = make_shell(language, settings, store)
    console = shell.start_game(TOY, seed=4)
    assert console is not None
    qtbot.addWidget(console)
    console.openRecord(path)  # what File > Open does once the file is chosen
    click(qtbot, "Keep playing")
    assert shell.console is console and console.isVisible()
    assert len(store.unfinished()) == 1, "nothing is saved for a record the user did not open"
    console.openRecord(path)
    click(qtbot, "Open the record")
    qtbot.waitUntil(lambda: shell.console is not console)
    assert shell.console is not None and shell.console.controller.players == ("Dan", "Eve", "Fay")
    assert len(store.unfinished()) == 2, "the game that was running stays saved"
    shell.close_console()


# -- the narration language is the game's: the UI language by default, kept in the journal, restored on resume ----

@pytest.mark.qt_log_ignore(*QUIET_RAISE)
def test_narration_language_defaults_to_the_ui_language_and_is_restored_on_resume(qtbot, language, settings, store) -> None:
    from PySide6.QtWidgets import QComboBox

    from desktop.saves import read_header
    from tests.desktop.visible import click

    settings.ui_language = "vi"  # the previous run's language; this run is in English (--lang en)
    shell = make_shell(language, settings, store)
    shell.choose_resume = lambda saved: None
    shell.start()
    wizard = shell.wizard
    assert wizard is not None
    wizard.load_rules()
    assert wizard.model.narration_lang == "en"
    click(qtbot, "Start now", wizard)
    qtbot.waitUntil(lambda: shell.console is not None)
    first = shell.console
    assert first.narration_lang == "en"
    assert read_header(first.controller.journal_path)["app"]["narration_lang"] == "en"
    shell.close_console()

    # A game narrated in Vietnamese, chosen on the wizard's narration page.
    shell.open_wizard()
    wizard = shell.wizard
    combo = next(c for c in wizard.findChildren(QComboBox) if c.objectName() == "narration_lang")
    combo.setCurrentIndex(combo.findData("vi"))
    assert wizard.model.narration_lang == "vi"
    click(qtbot, "Start now", wizard)
    qtbot.waitUntil(lambda: shell.console is not None)
    path = shell.console.controller.journal_path
    assert shell.console.narration_lang == "vi"
    shell.close_console()
    shell.narration_lang = "en"  # as after a restart in English
    assert shell.resume(path)
    assert shell.console is not None and shell.console.narration_lang == "vi", "resume restores the game's language"
    shell.close_console()


def test_a_closed_game_leaves_no_board_window_behind(qtbot, language, settings, store) -> None:
    """The old board is deleted with its console, not left for the garbage collector (which frees it at any moment)."""
    import gc

    from PySide6.QtCore import QEvent

    from desktop.board import BoardWindow

    shell = make_shell(language, settings, store)
    gc.disable()
    try:
        first = shell.start_game(TOY, seed=2)
        second = shell.start_game(TOY, seed=3)
        assert first is not None and second is not None
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        boards = [w for w in QApplication.topLevelWidgets() if isinstance(w, BoardWindow)]
        assert boards == [second.board]
    finally:
        shell.close_console()
        gc.enable()
