"""One Night through the console: app-dealt (night screen driven by the narration) and physical, with the board checked."""

from __future__ import annotations

import random

from desktop.console import ConsoleWindow
from desktop.controller import GameController
from desktop.games import plugin_for
from engine.core import Setup
from engine.registry import get_game
from tests.desktop.boardcheck import leaks, readability_problems, settle
from tests.desktop.drive import manual_narrator, play_to_end

NAMES = ("Ana", "Ben", "Chi", "Dung", "Eli")


def onuw_console(qtbot, store, mode: str, seed: int, roles: tuple[str, ...] | None = None) -> ConsoleWindow:
    game = get_game("onuw")
    setup = Setup("onuw", NAMES, roles or game.recommended_roles(len(NAMES), {}), {"mode": mode})
    controller = GameController.new_game(game, setup, store, seed=seed)
    console = ConsoleWindow(controller, plugin_for(game), narrator=manual_narrator())
    qtbot.addWidget(console)
    qtbot.addWidget(console.board)
    console.show()
    console.board.show()
    return console


def secrecy_check(console: ConsoleWindow):
    def check() -> None:
        controller = console.controller
        if controller.result() is not None:
            return
        secrets = controller.game.seat_secrets(controller.session.state)
        assert not leaks(console.board, dict(secrets), controller.players)
    return check


def test_app_dealt_game(qtbot, language, store) -> None:
    roles = ("werewolf", "werewolf", "seer", "robber", "troublemaker", "drunk", "insomniac", "villager")
    console = onuw_console(qtbot, store, "app", seed=5, roles=roles)
    rng = random.Random(2)
    # Everyone looks at their card first (pass-and-play), then the narration runs the night.
    for _ in range(len(NAMES)):
        assert console.delivery_card is not None
        console.delivery_card.hold.pressed.emit()
        console.delivery_card.hold.released.emit()
        console.delivery_card.confirm.click()
    assert console.board.night_shown(), "the board shows only the night screen"
    console.start_narration()
    assert console.custom_panel is not None and console.custom_panel.objectName() == "night"
    done = play_to_end(console, rng, check=secrecy_check(console))
    assert "night-act" in done, done
    assert console.controller.result() is not None
    assert not console.board.night_shown()
    assert console.board.instruction.text()


def test_physical_game(qtbot, language, store) -> None:
    console = onuw_console(qtbot, store, "physical", seed=8)
    assert console.delivery_card is None, "physical cards: the app learns no secret"
    console.start_narration()
    done = play_to_end(console, random.Random(4), check=secrecy_check(console))
    assert "form" in done
    assert console.controller.result() is not None


def test_day_board_is_readable_at_three_sizes(qtbot, language, store) -> None:
    game = get_game("onuw")
    names = ("Alexandrina", "Bartholomew", "Christopher", "Dương Thị Hạnh", "Evangeline", "Fitzgerald", "Guinevere",
             "Hildegarde", "Maximilian", "Ngô Minh Tuấn")
    setup = Setup("onuw", names, game.recommended_roles(10, {}), {"mode": "app"})
    controller = GameController.new_game(game, setup, store, seed=1)
    console = ConsoleWindow(controller, plugin_for(game), narrator=manual_narrator())
    qtbot.addWidget(console)
    qtbot.addWidget(console.board)
    for seat in range(10):
        controller.mark_delivered(seat)
    plugin = console.plugin
    plugin._advance(controller, until=lambda v: False)
    controller.session.settle()
    console.refresh()
    assert controller.public_view()["phase"] == "day"
    board = console.board
    board.show()
    for width, height in ((1280, 720), (1920, 1080), (3840, 2160)):
        board.resize(width, height)
        qtbot.waitUntil(lambda w=width, h=height: board.width() == w and board.height() == h)
        settle()
        console.refresh()
        settle()
        assert board.text_widgets()
        assert readability_problems(board) == [], (width, height)


def test_forms_show_the_engine_prompts_and_names(qtbot, language, store) -> None:
    """The night choices, the day and the vote are titled by the engine's prompts, their parameters by its names."""
    from desktop.console import ChoiceForm
    from engine.core import Action

    roles = ("werewolf", "werewolf", "seer", "robber", "troublemaker", "drunk", "insomniac", "villager")
    console = onuw_console(qtbot, store, "app", seed=0, roles=roles)  # the deal gives a player the Robber
    controller = console.controller
    plugin = console.plugin
    assert "robber" in controller.session.state.dealt
    while controller.public_view()["step"]["id"] != "robber":
        assert controller.act(Action("time_up"))
    rob = next(c for c in controller.choices() if c.type == "rob")
    form = ChoiceForm(controller, plugin, rob)
    qtbot.addWidget(form)
    assert form.title() == "You may choose a card to take."  # a night prompt names no seat (issue 30)
    assert plugin.param_label(rob, "target") == "Card to take"
    assert plugin.phase_text(controller.public_view()) == "Night"
    while controller.public_view()["phase"] == "night":
        assert controller.act(Action("time_up"))
    assert plugin.phase_text(controller.public_view()) == "Day"
    assert [t.label for t in plugin.timers(controller.public_view())] == ["Day"]
    assert plugin.choice_title(controller, controller.choices()[0]) == "End the day and vote."
    assert controller.act(Action("end_day"))
    vote = next(c for c in controller.choices() if c.type == "vote")
    assert plugin.choice_title(controller, vote) == f"Whom does {NAMES[vote.player]} point at?"
    assert plugin.param_label(vote, "target") == "Points at"


def test_the_artifacts_to_leave_out_are_check_boxes_with_their_names(qtbot, language, settings) -> None:
    from PySide6.QtWidgets import QCheckBox, QWidget

    from desktop.wizard import SetupWizard
    from desktop.wizard_pages import MultipleOptionEditor

    settings.remember_roster(list(NAMES))
    wizard = SetupWizard(settings)
    qtbot.addWidget(wizard)
    wizard.show()
    games = wizard.currentPage().list
    ids = [games.item(i).data(0x0100) for i in range(games.count())]
    games.setCurrentRow(ids.index("onuw"))
    assert wizard.findChild(QWidget, "option_exclude_artifacts") is None, "not a variant of the first page"
    wizard.next()
    wizard.next()
    editor = wizard.findChild(MultipleOptionEditor, "option_exclude_artifacts")
    assert editor is not None
    boxes = {box.objectName(): box for box in editor.findChildren(QCheckBox)}
    assert len(boxes) == 10 and boxes["option_exclude_artifacts_claw"].text() == "Claw of the Werewolf"
    assert not any(box.isChecked() for box in boxes.values())
    boxes["option_exclude_artifacts_sword"].setChecked(True)
    assert wizard.model.options["exclude_artifacts"] == ["sword"]
    editor = wizard.findChild(MultipleOptionEditor, "option_exclude_artifacts")  # the page rebuilds its editors on a change
    editor.findChild(QCheckBox, "option_exclude_artifacts_claw").setChecked(True)
    assert wizard.model.options["exclude_artifacts"] == ["claw", "sword"], "kept in the order of the choices"
    setup = wizard.model.setup()
    assert get_game("onuw").config(setup).pool == ("brand", "cudgel", "void", "mask", "shroud")


def test_the_log_never_tells_whose_role_woke(qtbot, language, store) -> None:
    """What a player saw at night is not in the console log while the game runs, not even as an anonymous
    line (its place after a night step would tell the table that step's role is held by a player)."""
    roles = ("werewolf", "werewolf", "seer", "robber", "troublemaker", "drunk", "insomniac", "villager")
    console = onuw_console(qtbot, store, "app", seed=5, roles=roles)
    for _ in range(len(NAMES)):
        console.delivery_card.hold.pressed.emit()
        console.delivery_card.hold.released.emit()
        console.delivery_card.confirm.click()
    console.start_narration()
    placeholders_at_deal = console.log.count()

    def check() -> None:
        if console.controller.result() is None:
            lines = [console.log.item(i).text() for i in range(console.log.count())]
            assert not any(line.startswith("[") for line in lines[placeholders_at_deal:]), lines

    play_to_end(console, random.Random(2), check=check)
    seen_at_night = [e for e in console.controller.log() if e.event.type == "saw" and e.event.data.get("step") != "deal"]
    assert seen_at_night, "somebody looked at a card at night"
