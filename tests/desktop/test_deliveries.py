"""Who has seen what is game state: the controller journals deliveries and rounds and restores them on resume."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.controller import GameController
from desktop.saves import ResumeError
from engine.core import Action, Setup
from engine.registry import get_game

TOY = Setup("toy", ("Ana", "Ben", "Chi"), ("red", "blue", "red"), {"announce": False})


def new(store, seed: int = 3) -> GameController:
    return GameController.new_game(get_game("toy"), TOY, store, seed=seed)


def seats_waiting(controller: GameController) -> list[int]:
    return [d.seat for d in controller.pending_deliveries()]


def lines(controller: GameController) -> list[dict]:
    path = controller.journal_path
    assert path is not None
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()[1:]]


def test_a_delivery_shown_is_a_journal_line_and_resume_keeps_the_rest_waiting(store) -> None:
    controller = new(store)
    assert seats_waiting(controller) == [0, 1, 2]
    controller.mark_delivered(1)
    assert {"seen": 1} in lines(controller), "written (and fsynced) the moment it was shown"
    resumed = GameController.resume(controller.journal_path, store)
    assert seats_waiting(resumed) == [0, 2]
    assert resumed.dealing()
    first = next(e for e in resumed.session.groups[0].events if e.audience == (1,))
    assert resumed.has_seen(first, 1), "what each seat has seen is restored too (undo names it)"
    resumed.mark_delivered(0)
    resumed.mark_delivered(2)
    assert not resumed.dealing()
    again = GameController.resume(resumed.journal_path, store)
    assert seats_waiting(again) == []


def test_undo_takes_back_the_deliveries_it_undoes_also_after_resume(store) -> None:
    game = get_game("onuw")
    roles = ("werewolf", "werewolf", "seer", "robber", "troublemaker", "drunk", "insomniac", "villager")
    setup = Setup("onuw", ("Ana", "Ben", "Chi", "Dung", "Eli"), roles, {"mode": "app"})
    controller = GameController.new_game(game, setup, store, seed=0)
    for seat in range(5):
        controller.mark_delivered(seat)
    while controller.public_view()["step"]["id"] != "seer":
        assert controller.act(Action("time_up"))
    look = next(c for c in controller.choices() if c.type == "seer_player")
    assert controller.act(Action("seer_player", look.player, {"target": 0}))
    assert seats_waiting(controller) == [look.player], "the Seer has a card to see"
    controller.undo()
    assert seats_waiting(controller) == [], "an undone event is waiting for nobody"
    assert seats_waiting(GameController.resume(controller.journal_path, store)) == []
    controller.redo()
    assert seats_waiting(controller) == [look.player], "redo makes it wait again"
    assert seats_waiting(GameController.resume(controller.journal_path, store)) == [look.player]


def test_a_night_call_is_seen_or_missed_on_its_own_and_resume_keeps_which(store) -> None:
    """Issue 30: what a call shows belongs to that call (its step); held, it is journaled as seen for that step only;
    never held before the call is over, as missed (not seen): a resume restores both, and undo names nobody for a
    missed one."""
    game = get_game("onuw")
    roles = ("werewolf", "werewolf", "seer", "robber", "troublemaker", "drunk", "insomniac", "villager")
    setup = Setup("onuw", ("Ana", "Ben", "Chi", "Dung", "Eli"), roles, {"mode": "app"})
    controller = GameController.new_game(game, setup, store, seed=0)
    for seat in range(5):
        controller.mark_delivered(seat)
    while controller.public_view()["step"]["id"] != "seer":
        assert controller.act(Action("time_up"))
    seer = next(c for c in controller.choices() if c.type == "seer_player").player
    assert controller.act(Action("seer_player", seer, {"target": 0}))
    while controller.public_view()["step"]["id"] != "insomniac":
        assert controller.act(Action("time_up"))
    waiting = {(d.seat, d.step) for d in controller.pending_deliveries()}
    insomniac = next(seat for seat, step in waiting if step == "insomniac")
    assert (seer, "seer") in waiting and len(waiting) == 2, "each call's message waits on its own"
    controller.drop_missed(seer, "seer")
    assert lines(controller)[-1] == {"missed": seer, "step": "seer"}
    controller.mark_delivered(insomniac, step="insomniac")
    assert lines(controller)[-1] == {"seen": insomniac, "step": "insomniac"}
    look = next(e for e in controller.session.events() if e.audience == (seer,) and e.data.get("step") == "seer")
    assert not controller.has_seen(look, seer) and look in controller.missed
    resumed = GameController.resume(controller.journal_path, store)
    assert resumed.pending_deliveries() == []
    again = next(e for e in resumed.session.events() if e.audience == (seer,) and e.data.get("step") == "seer")
    assert not resumed.has_seen(again, seer) and again in resumed.missed
    woke = next(e for e in resumed.session.events() if e.audience == (insomniac,) and e.data.get("step") == "insomniac")
    assert resumed.has_seen(woke, insomniac)


def test_a_round_of_the_table_resumes_at_the_player_who_holds_the_laptop(store) -> None:
    controller = new(store)
    for seat in range(3):
        controller.mark_delivered(seat)
    turn = controller.start_round("deliver")
    assert controller.pass_round() is False
    assert turn.seat == 1
    resumed = GameController.resume(controller.journal_path, store)
    assert resumed.round is not None and resumed.round.kind == "deliver" and resumed.round.seat == 1
    assert resumed.pass_round() is False and resumed.pass_round() is True
    assert resumed.round is None
    assert GameController.resume(resumed.journal_path, store).round is None


@pytest.mark.parametrize("line", [{"seen": 7}, {"seen": 3}, {"seen": -1}, {"missed": 3, "step": "seer"},
                                  {"round": {"kind": "deliver", "types": [], "phones": [3]}}, {"seen": "0"}, {"seen": True},
                                  {"seen": 0, "step": 3}, {"missed": 9, "step": "seer"},
                                  {"missed": 0, "step": []}, {"pass": 0}, {"round": {"kind": "x"}},
                                  {"round": {"kind": "x", "types": []}}, {"round": {"kind": "deliver", "types": 3}},
                                  {"round": []}])
def test_a_hostile_delivery_line_is_refused_with_a_clear_message(store, line) -> None:
    controller = new(store)
    path = controller.journal_path
    controller.close()
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(json.dumps(line) + "\n")
    before = path.read_bytes()
    with pytest.raises(ResumeError, match="damaged"):
        GameController.resume(path, store)
    assert path.read_bytes() == before, "the file is left as it was"


def _journal_ends_with(controller: GameController, line: dict) -> Path:
    """The game closed, then ``line`` appended to its journal."""
    path = controller.journal_path
    assert path is not None
    controller.close()
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(json.dumps(line) + "\n")
    return path


@pytest.mark.parametrize("seat", [0, 2, 3])
def test_a_turn_passed_by_a_seat_that_does_not_hold_the_laptop_is_refused_on_resume(store, seat: int) -> None:
    """Issue 32: in a round, only the player who holds the laptop passes it on; a journaled pass from anyone else
    (one who has passed already, one still waiting, a seat past the last) is damage, not a turn."""
    controller = new(store)
    for each in range(3):
        controller.mark_delivered(each)
    turn = controller.start_round("deliver")
    assert controller.pass_round() is False and turn.seat == 1
    path = _journal_ends_with(controller, {"pass": seat})
    before = path.read_bytes()
    with pytest.raises(ResumeError, match="damaged"):
        GameController.resume(path, store)
    assert path.read_bytes() == before, "the file is left as it was"


def test_the_pass_of_the_player_who_holds_the_laptop_is_replayed(store) -> None:
    controller = new(store)
    for each in range(3):
        controller.mark_delivered(each)
    controller.start_round("deliver")
    assert controller.pass_round() is False
    resumed = GameController.resume(_journal_ends_with(controller, {"pass": 1}), store)
    assert resumed.round is not None and resumed.round.seat == 2
