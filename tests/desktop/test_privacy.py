"""Hidden roles stay hidden on the console: what the table sees is the same whichever seat holds the role.

Each test plays the same app-dealt game twice with two seats' roles swapped (the
two roles behave alike in public), driving the console with a policy that uses
only what the table sees, and compares every screen the table sees (the console
whenever it is not opened by one player, and the board). A prompt, a log line,
an extra or missing pass-and-play step that named or singled out the holder of
the hidden role would make the two sequences differ.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel, QListWidget, QWidget

from desktop.console import ConsoleWindow
from desktop.controller import GameController
from desktop.games import plugin_for
from engine.core import Action, OneOf, Setup
from engine.registry import get_game
from tests.desktop.drive import manual_narrator

NAMES = ("Ana", "Bao", "Chi", "Dara", "Eli")
OPTIONS = {"mode": "app", "variant": "directors_cut"}


def table_texts(console: ConsoleWindow) -> list[str]:
    """Every text the table can see now: the console's visible widgets (in order) and the board."""
    out = [console.windowTitle()]
    for widget in console.findChildren(QWidget):
        if not widget.isVisibleTo(console):
            continue
        if isinstance(widget, (QLabel, QAbstractButton)):
            out.append(f"{type(widget).__name__}:{widget.text()}:{widget.isEnabled()}")
        elif isinstance(widget, QGroupBox):
            out.append(f"box:{widget.title()}")
        elif isinstance(widget, QListWidget):
            out.extend(f"item:{widget.item(i).text()}" for i in range(widget.count()))
    out.extend(f"board:{w.text()}" for w in console.board.text_widgets())
    return out


def pick(form: Any, prefer: tuple[Any, ...]) -> None:
    """Choose like a table that knows only public facts: a preferred value if allowed, else the first allowed ones."""
    for key, domain in form.choice.params.items():
        legal = [value for button, value in form.buttons[key] if button.isEnabled() and value in domain.values]
        for button, _ in form.buttons[key]:
            button.setChecked(False)
        if isinstance(domain, OneOf):
            chosen = next((v for v in prefer if v in legal), legal[0])
            form.pick(key, chosen)
        else:
            for value in legal[: domain.size]:
                form.pick(key, value)
    form.ok.click()


def play(qtbot, store, roles: list[str], hunt: bool, stop_at_round_end: bool = False) -> tuple[list[list[str]], set[str]]:
    game = get_game("quest")
    setup = Setup("quest", NAMES, game.recommended_roles(5, game.options_with_defaults(OPTIONS)), OPTIONS)
    fixed = [Action("first_leader", None, {"seat": 0}), Action("deal", None, {"roles": roles, "set_aside": ["youth"]})]
    controller = GameController.new_game(game, setup, store, seed=1, fixed=fixed)
    console = ConsoleWindow(controller, plugin_for(game), narrator=manual_narrator())
    qtbot.addWidget(console)
    qtbot.addWidget(console.board)
    console.show()
    console.board.show()
    seen: list[list[str]] = []
    kinds: set[str] = set()
    rounds_done = 0
    for _ in range(600):
        QApplication.processEvents()
        if controller.result() is not None:
            break
        card = console.round_card
        if card is None or not card.turn.opened:
            seen.append(table_texts(console))
        if card is not None:
            kinds.add(f"round-{card.turn.kind}")
            if not card.turn.opened:
                card.ready.click()
            elif card.forms:
                pick(card.forms[0], (hunt,))
            else:
                if card.hold is not None:
                    card.hold.pressed.emit()
                    card.hold.released.emit()
                card.confirm.click()
                if console.round is None:
                    rounds_done += 1
                    if stop_at_round_end and card.turn.kind == "choice":
                        seen.append(table_texts(console))
                        break
        elif console.confirmation_card is not None:
            console.confirmation_card.hold.pressed.emit()
            console.confirmation_card.hold.released.emit()
            console.confirmation_card.confirm.click()
        elif console.delivery_card is not None:
            console.delivery_card.hold.pressed.emit()
            console.delivery_card.hold.released.emit()
            console.delivery_card.confirm.click()
        elif console.private_card is not None:
            console.private_card.ready.click()
            pick(console.private_card.form, ("fail", "evil", False))
        elif console.forms:
            pick(console.forms[0], (False,))
        else:
            raise AssertionError("the console offers nothing to do")
        if console.round is None and rounds_done and stop_at_round_end and "round-choice" in kinds:
            seen.append(table_texts(console))
            break
    console.close()
    return seen, kinds


HUNTER_AT_1 = ["morgan", "blind_hunter", "minion", "cleric", "loyal_servant"]
HUNTER_AT_2 = ["morgan", "minion", "blind_hunter", "cleric", "loyal_servant"]


def test_hunt_decision_looks_the_same_whoever_is_the_blind_hunter(qtbot, language, store) -> None:
    first, kinds = play(qtbot, store, HUNTER_AT_1, hunt=False)
    second, _ = play(qtbot, store, HUNTER_AT_2, hunt=False)
    assert "round-choice" in kinds, "the Final Quest reached the hunt decision"
    assert len(first) == len(second)
    for index, (a, b) in enumerate(zip(first, second, strict=True)):
        assert a == b, (index, [x for x in a if x not in b], [x for x in b if x not in a])


def test_a_hunt_shows_nothing_until_everyone_has_had_the_laptop(qtbot, language, store) -> None:
    first, _ = play(qtbot, store, HUNTER_AT_1, hunt=True, stop_at_round_end=True)
    second, _ = play(qtbot, store, HUNTER_AT_2, hunt=True, stop_at_round_end=True)
    # Every screen up to the last player's turn is the same; only after the round does the hunt become public.
    assert first[:-1] == second[:-1]


def test_the_cleric_learns_without_being_singled_out(qtbot, language, store) -> None:
    cleric_at_3 = ["morgan", "blind_hunter", "minion", "cleric", "loyal_servant"]
    cleric_at_4 = ["morgan", "blind_hunter", "minion", "loyal_servant", "cleric"]
    first, kinds = play(qtbot, store, cleric_at_3, hunt=False)
    second, _ = play(qtbot, store, cleric_at_4, hunt=False)
    assert first == second
    assert "round-deliver" in kinds, "the Cleric's view of the first Leader goes round the table"


def test_one_night_screen_is_the_same_at_every_step_and_nothing_is_left_for_the_day(qtbot, language, store) -> None:
    import random

    from tests.desktop.drive import fill_form, step

    game = get_game("onuw")
    roles = ("werewolf", "werewolf", "seer", "robber", "troublemaker", "drunk", "insomniac", "villager")
    setup = Setup("onuw", NAMES, roles, {"mode": "app"})
    console = ConsoleWindow(GameController.new_game(game, setup, store, seed=3), plugin_for(game), narrator=manual_narrator())
    qtbot.addWidget(console)
    qtbot.addWidget(console.board)
    console.show()
    for seat in range(len(NAMES)):
        console.controller.mark_delivered(seat)
    console.start_narration()
    rng = random.Random(5)
    closed: set[tuple[str, ...]] = set()
    acted = 0

    def panel_texts(panel: Any) -> tuple[str, ...]:
        # The caption is the public script line of the step and the clock the narration's countdown (the same for
        # a role in the center); nothing else on the closed screen may vary.
        return tuple(f"{type(w).__name__}:{w.text()}:{w.isEnabled()}" for w in panel.findChildren(QWidget)
                     if isinstance(w, (QLabel, QAbstractButton)) and w.isVisibleTo(console)
                     and w not in (panel.caption, panel.clock))

    for _ in range(300):
        QApplication.processEvents()
        panel: Any = console.custom_panel
        if panel is None or panel.objectName() != "night":
            break
        if console.plugin.time_up and panel.opened:
            # The call's close line: a screen left open says that time is up (issue 30), to whoever still holds it.
            assert panel.clock.text() == panel.tr("Time is up."), panel.clock.text()
            panel.close_choices()
            console.narrator.skip()
            continue
        # Each call begins closed, looking like every other call.
        closed.add(panel_texts(panel))
        panel.open_choices()
        panel = console.custom_panel
        if panel.forms:
            fill_form(rng.choice(panel.forms), rng)
            acted += 1
            panel = console.custom_panel
        if panel is not None and panel.objectName() == "night" and panel.learn.isVisible():
            panel.hold.pressed.emit()
            panel.hold.released.emit()
            # Half the time the player just lets go and closes the lid without pressing Done.
            if rng.random() < 0.5:
                panel.done.click()
        console.narrator.skip()
    assert acted, "someone acted at night"
    assert console.controller.public_view().get("phase") != "night"
    assert len(closed) == 1, closed
    assert console.delivery_card is None and not console.controller.pending_deliveries(), \
        "nothing seen at night is handed to anyone by day"
    while step(console, rng) != "over":
        pass
