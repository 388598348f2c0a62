"""Issue 13 for Avalon at a real table: the same quest-card screen for every member, the refusal after the press,
no reveal script when the app deals, the Trapper's «Remove card», the laptop collecting the votes by option.

Driven only with clicks on visible widgets (tests/desktop/table.py); the console's controller is read to know
whose turn it is, never to act.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QAbstractButton, QLabel

from engine.games.avalon import data as D  # noqa: N812 - the rules tables
from tests.desktop.table import Table, _form_boxes, clean, laptop_holder, new_game, play_step, refusal_hold

AVALON = "The Resistance: Avalon"
NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid", "Gia", "Hoa"]
NARRATION = "Start the narration"


def _choices(table: Table) -> list[Any]:
    return table.console().controller.choices()


def _play_until(table: Table, rng: random.Random, done: Callable[[], bool], limit: int = 400) -> None:
    for _ in range(limit):
        if done():
            return
        assert play_step(table, rng) != "over", "the game ended first"
    raise AssertionError("not reached")


def _narration_shown(table: Table) -> bool:
    """The reveal script's Start button is on screen (enabled or not: while the laptop goes round it waits)."""
    return any(b.isVisible() and clean(b.accessibleName()) == NARRATION
               for b in table.console().findChildren(QAbstractButton))


def _form_buttons(table: Table) -> tuple[Any, list[str]]:
    boxes = _form_boxes(table)
    assert len(boxes) == 1, len(boxes)
    box = boxes[0]
    labels = [clean(b.text()) for b in box.findChildren(QAbstractButton)
              if b.isVisible() and b.isEnabled() and b.objectName() != "confirm"]
    return box, labels


def test_every_member_sees_success_and_fail_and_a_forbidden_card_is_refused_after_the_press(table: Table) -> None:
    table.launch()
    new_game(table, AVALON, NAMES[:5], "app")
    rng = random.Random(5)
    seen: set[str] = set()
    refused = False
    for _ in range(600):
        if not any(c.type == "play" for c in _choices(table)) or not _form_boxes(table):
            if table.sees("The game is over.") or (len(seen) == 2 and refused):
                break
            play_step(table, rng)
            continue
        box, labels = _form_buttons(table)
        assert labels == ["Success", "Fail"], labels  # the same two buttons, in the same places, for every member
        controller = table.console().controller
        player = next(c.player for c in _choices(table) if c.type == "play")
        role = controller.session.state.roles[player]
        side = D.ROLES[role].side
        seen.add(side)
        if side == D.GOOD:
            table.click(next(b for b in box.findChildren(QAbstractButton) if clean(b.text()) == "Fail"))
            table.click(next(b for b in box.findChildren(QAbstractButton) if b.objectName() == "confirm"))
            answer = refusal_hold(box)
            assert answer is not None and "You must play Success." not in table.texts(), "the refusal waits to be held"
            assert "You must play Success." in table.hold(answer)
            refused = True
            table.click(next(b for b in box.findChildren(QAbstractButton) if clean(b.text()) == "Success"))
            table.click(next(b for b in box.findChildren(QAbstractButton) if b.objectName() == "confirm"))
        else:
            play_step(table, rng)
    assert seen == {D.GOOD, D.EVIL} and refused, (seen, refused)


def test_an_app_dealt_game_shows_no_reveal_script(table: Table) -> None:
    table.launch()
    new_game(table, AVALON, NAMES[:5], "app")
    rng = random.Random(5)
    shown = []
    while not any(c.type == "propose" for c in _choices(table)):  # the reveal, each player's knowledge, begin
        shown.append(_narration_shown(table))
        play_step(table, rng)
    assert shown and not any(shown), "no script is read when the app deals"


def test_a_physical_game_keeps_the_reveal_script(table: Table) -> None:
    table.launch()
    new_game(table, AVALON, NAMES[:5], "physical")
    assert _narration_shown(table)


def test_the_trappers_confirm_button_says_remove_card(table: Table) -> None:
    table.launch()
    new_game(table, AVALON, NAMES[:8], "app", switch_on=("The Trapper",))
    rng = random.Random(8)
    _play_until(table, rng, lambda: any(c.type == "remove_card" for c in _choices(table)) and bool(_form_boxes(table)))
    box = _form_boxes(table)[0]
    confirm = next(b for b in box.findChildren(QAbstractButton) if b.objectName() == "confirm")
    assert clean(confirm.text()) == "Remove card"


def test_the_laptop_collects_the_votes_by_option(table: Table) -> None:
    table.launch()
    new_game(table, AVALON, NAMES[:5], "app", switch_on=("The laptop collects the team votes",))
    rng = random.Random(9)
    _play_until(table, rng, lambda: any(c.type == "vote" for c in _choices(table)))
    voted = []
    while any(c.type == "vote" for c in _choices(table)):
        player = next(c.player for c in _choices(table) if c.type == "vote")
        assert player is not None, "a vote the moderator enters"
        voted.append(player)
        assert laptop_holder(table, NAMES[:5]) == NAMES[player]  # each player takes the laptop to vote
        _play_until(table, rng, lambda: bool(_form_boxes(table)))
        _box, labels = _form_buttons(table)
        assert labels == ["Approve", "Reject"], labels
        assert table.console().controller.public_view()["vote_table"]["rows"][-1]["votes"] == [None] * 5
        play_step(table, rng)
    assert sorted(voted) == list(range(5))
    assert table.console().controller.public_view()["vote_table"]["rows"][0]["votes"].count(None) == 0


def test_approve_and_reject_keep_their_place_while_the_votes_are_entered(table: Table) -> None:
    """Each entered vote disables its player's button with a reason, written below every button of the form."""
    table.launch()
    new_game(table, AVALON, NAMES[:8], "app")
    rng = random.Random(3)
    _play_until(table, rng, lambda: any(c.type == "vote" for c in _choices(table)) and bool(_form_boxes(table)))
    places = []
    while any(c.type == "vote" for c in _choices(table)):
        box = _form_boxes(table)[0]
        approve = next(b for b in box.findChildren(QAbstractButton) if clean(b.text()) == "Approve")
        places.append(approve.mapTo(table.console(), approve.rect().topLeft()).y())
        play_step(table, rng)
    assert len(places) == 8 and len(set(places)) == 1, places  # from the first vote on, not a pixel moves


def test_the_players_off_the_team_share_one_reason_line(table: Table) -> None:
    table.launch()
    new_game(table, AVALON, NAMES[:8], "app", switch_on=("Excalibur",))
    rng = random.Random(4)
    _play_until(table, rng, lambda: any(c.type == "excalibur" for c in _choices(table)) and bool(_form_boxes(table)))
    box = _form_boxes(table)[0]
    reasons = next(label for label in box.findChildren(QLabel) if label.objectName() == "reasons")
    lines = [line for line in clean(reasons.text()).split("\n") if line.strip()]
    # The leader's own button has a reason of its own; the five players off the team share one.
    assert len(lines) == 2, lines


def test_the_lady_of_the_lakes_target_is_not_asked_when_he_has_no_choice(table: Table) -> None:
    """No choosing Trickster in the game: the target shows his loyalty at once; the laptop does not go to him."""
    table.launch()
    new_game(table, AVALON, NAMES[:8], "app", switch_on=("Lady of the Lake",))
    rng = random.Random(1)
    _play_until(table, rng, lambda: any(c.type == "lady" for c in _choices(table)), limit=1500)
    controller = table.console().controller
    assert D.TRICKSTER not in controller.setup.roles
    start = len(table.handovers)
    _play_until(table, rng, lambda: any(c.type == "propose" for c in _choices(table)))
    target = NAMES[controller.session.state.checks[-1].subject]
    assert target not in table.handovers[start:], table.handovers[start:]
    assert not any(c.type == "answer_check" for c in _choices(table))


def test_undo_takes_back_a_check_that_answered_itself_with_the_holders_choice(table: Table) -> None:
    """Physical cards: the check answers itself; Undo goes back to the holder's choice of whom to
    examine, not to a step that would make itself again; Redo brings the check back."""
    table.launch()
    new_game(table, AVALON, NAMES[:8], "physical", switch_on=("Lady of the Lake",))
    rng = random.Random(2)
    _play_until(table, rng, lambda: any(c.type == "lady" for c in _choices(table)), limit=1500)
    controller = table.console().controller
    checks = len(controller.session.state.checks)
    _play_until(table, rng, lambda: len(controller.session.state.checks) > checks)
    assert not any(c.type == "answer_check" for c in _choices(table))
    table.click("Undo")
    assert any(c.type == "lady" for c in _choices(table)), [c.type for c in _choices(table)]
    assert len(controller.session.state.checks) == checks
    table.click("Redo")
    assert len(controller.session.state.checks) == checks + 1
    assert not any(c.type in ("lady", "answer_check") for c in _choices(table))
