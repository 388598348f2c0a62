"""Issue 13, "a tell visible across the table", on the pass-the-laptop secret screens: every seat of a hidden role's
round gets the same screen and the same press, a delivery's secret area has one size for every seat of a deal, and
Castle's "must choose another player" only after a choice it refuses.

Driven with clicks on visible widgets (tests/desktop/table.py); the console's controller is read to know whose
screen is whose, never to act.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from tests.desktop.table import Table, _form_boxes, clean, new_game, play_step, refusal_hold, tr

QUEST = "Quest"
NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid", "Gia"]

def shape(root: QWidget) -> list[tuple[str, int, int, int, int, bool]]:
    """The visible widgets under ``root`` as the table sees them from across it: kind, place, size, greyed or not
    (no text). Widths are counted from the right edge of ``root`` (the console's splitter shares the window's width
    between the input area and the log, whose lines come and go)."""
    out = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible():
            continue
        corner = widget.mapTo(root, QPoint(0, 0))
        out.append((type(widget).__name__, corner.x(), corner.y(), root.width() - corner.x() - widget.width(),
                    widget.height(), widget.isEnabled()))
    return sorted(out)


def _play_until(table: Table, rng: random.Random, done: Any, limit: int = 1500) -> None:
    for _ in range(limit):
        if done():
            return
        assert play_step(table, rng) != "over", "the game ended first"
    raise AssertionError("not reached")


# -- 1. a hidden role's round: the same screen and the same press for every seat ---------------------------------------
def test_every_seat_of_a_hidden_choice_round_gets_the_same_screen_and_press(table: Table) -> None:
    """Quest at 7 (the Duke is dealt): in Good's Last Chance everyone takes the laptop for the Duke's hand. The Duke
    and every other player see the same form, press it the same way and get a private answer in the same place;
    a non-Duke's press changes nothing and the round goes on."""
    table.launch()
    new_game(table, QUEST, NAMES, "app")
    console = table.console()
    _play_until(table, random.Random(2),
                lambda: console.round is not None and console.round.kind == "choice")
    controller = console.controller
    holder = next(c.player for c in controller.choices() if c.type == "duke")
    assert holder is not None
    log_before = console.log.count()
    closed, opened, answered, answers = {}, {}, {}, {}
    for seat, name in enumerate(NAMES):
        card = console.round_card
        assert card is not None and console.round is not None and console.round.seat == seat
        closed[seat] = shape(card)
        table.click(tr("RoundCard", "I am {player}: open").format(player=name))
        card = console.round_card
        opened[seat] = shape(card)
        boxes = _form_boxes(table)
        assert len(boxes) == 1, f"{name}: {len(boxes)} forms"
        # "No one" (keep every hand), the first button: the same place on every screen.
        first = next(b for b in boxes[0].findChildren(QAbstractButton) if b.isVisible() and b.objectName() != "confirm")
        assert clean(first.text()) == tr("QuestDesktop", "No one")
        table.click(first)
        table.click(next(b for b in boxes[0].findChildren(QAbstractButton) if b.objectName() == "confirm"))
        if seat == len(NAMES) - 1 and controller.result() is not None:
            break  # the last press ended the round and with it the game: everything is revealed now
        card = console.round_card
        answered[seat] = shape(card)
        answer = card.findChild(QLabel, "round_answer")
        assert not clean(answer.text()), "the answer shows only while held"
        with table.holding(tr("RoundCard", "Hold to see the answer")):
            answers[seat] = clean(answer.text())
        assert not clean(answer.text())
        if seat < len(NAMES) - 1:
            assert not clean(console.message.text()), "nothing about the press outside the held screen"
            assert console.log.count() == log_before, "nothing public changes while the laptop goes round"
        table.click(tr("RoundCard", "Done"))
    assert console.round is None, "the round is over once everyone has had the laptop"
    assert len(answered) >= len(NAMES) - 1
    for seat in range(len(NAMES)):
        assert closed[seat] == closed[0], f"{NAMES[seat]}'s screen before opening differs"
        assert opened[seat] == opened[holder], f"{NAMES[seat]}'s open screen differs from the Duke's"
        if seat in answered:
            assert answered[seat] == answered[holder], f"{NAMES[seat]}'s answer screen differs from the Duke's"
    assert answers[holder] == tr("RoundCard", "Your choice is made.")
    others = {answers[seat] for seat in answers if seat != holder}
    assert others == {tr("RoundCard", "There is nothing for you to choose now: your answer changes nothing.")}
    # The Duke's own press was the action: the game has gone on past his step.
    assert not any(c.type == "duke" for c in controller.choices())


# -- 2. a delivery's secret area: one size for every seat of the deal ---------------------------------------------------
def test_the_secret_area_of_the_deal_has_one_size_for_every_seat(table: Table) -> None:
    """Quest at 7 on a laptop with a large system font: Morgan le Fay and the Minions learn two lines at the deal,
    a Loyal Servant one; the hold button, the secret area and the confirm button stay where they are, held or not,
    whoever holds the laptop."""
    app = QApplication.instance()
    normal = app.font()
    large = QFont(normal)
    large.setPointSizeF(normal.pointSizeF() * 2.5)
    app.setFont(large)
    try:
        table.launch()
        new_game(table, QUEST, NAMES, "app")
        console = table.console()
        heights, idle, held = {}, {}, {}
        for name in NAMES:
            card = console.delivery_card
            assert card is not None, "the deal goes round"
            secret = card.secret
            heights[name] = secret.fontMetrics().boundingRect(0, 0, secret.contentsRect().width(), 1 << 20,
                                                             int(Qt.TextFlag.TextWordWrap), secret._secret).height()
            idle[name] = shape(card)
            with table.holding(tr("DeliveryCard", "Hold to see ({player})").format(player=name)):
                assert secret.text(), "the secret shows while held"
                held[name] = shape(card)
            table.click(tr("DeliveryCard", "I have seen it \u2014 next"))
    finally:
        app.setFont(normal)
    assert max(heights.values()) > 80 > min(heights.values()), f"the texts' heights: {heights}"
    for name in NAMES:
        assert idle[name] == idle[NAMES[0]], f"{name}'s delivery screen differs ({heights[name]} px of text)"
        assert held[name] == held[NAMES[0]], f"{name}'s held delivery screen differs ({heights[name]} px of text)"
        assert held[name] == idle[name], f"{name}'s screen changes shape while held"


# -- 3. Castle: "must choose another player" only after a choice it refuses --------------------------------------------
def _box(table: Table, title: str) -> Any:
    found = [box for box in _form_boxes(table) if clean(box.title()).endswith(title)]
    assert len(found) == 1, [clean(box.title()) for box in _form_boxes(table)]
    return found[0]


def _button(box: Any, text: str) -> QAbstractButton:
    return next(b for b in box.findChildren(QAbstractButton) if b.isVisible() and clean(b.text()) == text)


def test_castle_names_a_self_target_only_after_the_press_it_refuses(table: Table) -> None:
    """Castle of the Devil at 4, app-dealt: a player's turn screen says nothing of choosing another player when it
    opens; choosing oneself to attack and confirming is refused there, privately; once the player goes on to choose
    in another form, the refusal no longer stands under the form they left."""
    names = ["Ada", "Ben", "Cy", "Dee"]
    table.launch()
    new_game(table, "Castle of the Devil", names, "app")
    console = table.console()
    rng = random.Random(4)
    opened = 0
    refused = False
    for _ in range(400):
        card = console.private_card
        if card is not None and not card.opened and any(f.choice.type == "attack" for f in card.forms):
            player = names[card.forms[0].choice.player]
            table.click(tr("PrivateChoiceCard", "I am {player}: show my choice").format(player=player))
            opened += 1
            assert not table.sees("must choose another player"), f"{player}'s screen opens with a refusal"
            if not refused:
                attack = _box(table, "Attack another player")
                table.click(_button(attack, player))
                table.click(_button(attack, tr("ChoiceForm", "Confirm")))
                assert not table.sees("must choose another player"), "the refusal shows only while held"
                answer = refusal_hold(attack)
                assert answer is not None, "the press is answered on the screen"
                assert any(f"{player} must choose another player." in seen for seen in table.hold(answer)), \
                    "the press is refused on the screen"
                assert "must choose another player" not in console.message.text(), "never on the public line"
                trade = _box(table, "Trade an item")
                others = [b for b in trade.findChildren(QAbstractButton) if b.isVisible() and clean(b.text()) in names
                          and clean(b.text()) != player]
                table.click(others[0])
                assert refusal_hold(attack) is None, "the refusal stays under the form left"
                refused = True
            if opened >= 6:
                break
            continue
        assert play_step(table, rng) != "over", "the game ended first"
    assert refused and opened >= 6, (refused, opened)


def test_a_stand_in_never_shows_the_holders_own_values(qtbot, language, store) -> None:
    """A hidden choice whose values would tell something (the toy game's guess lists every player but the guesser,
    and the plugin gives no neutral values): those without it are not shown the holder's buttons (the old screen,
    "nothing for you to choose"), and the round still goes round."""
    from desktop.console import ConsoleWindow
    from desktop.controller import GameController
    from desktop.games import plugin_for
    from engine.core import Setup
    from engine.registry import get_game
    from tests.desktop.drive import manual_narrator

    toy = Setup("toy", ("Ana", "Ben", "Chi"), ("red", "blue", "red"), {"announce": False})
    game = get_game(toy.game)

    class HiddenGuess(type(plugin_for(game))):  # type: ignore[misc]
        def hidden_role_choice(self, controller: GameController, choice: Any) -> bool:
            return choice.type == "guess"

    controller = GameController.new_game(game, toy, store, seed=3)
    for seat in range(3):
        controller.mark_delivered(seat)
    console = ConsoleWindow(controller, HiddenGuess(game), narrator=manual_narrator())
    qtbot.addWidget(console)
    qtbot.addWidget(console.board)
    turn = controller.choices()[0].player
    made = len(controller.session.groups)
    assert console.round is not None and console.round.kind == "choice"
    for seat in range(3):
        card = console.round_card
        assert card.turn.seat == seat
        card.open()
        if seat == turn:
            assert [f.choice.type for f in card.forms] == ["guess"]
            card.forms[0].pick("target", (turn + 1) % 3)
            card.forms[0].pick("colour", "red")
            card.forms[0].ok.click()
            card = console.round_card
            assert not card.answer.text() and clean(card.answer.secret()) == tr("RoundCard", "Your choice is made.")
            card.hold.pressed.emit()
            assert clean(card.answer.text()) == tr("RoundCard", "Your choice is made.")
            card.hold.released.emit()
            card.confirm.click()
        else:
            assert card.forms == [] and card.nothing.isVisibleTo(card), "no stand-in built from the holder's values"
            card.confirm.click()
    assert len(controller.session.groups) == made + 1, "the holder's guess was made, and only it"
    assert console.round is not None and console.round.index == 0, "the next guess goes round the table again"
