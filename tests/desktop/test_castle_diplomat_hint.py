"""Castle (issue 33): the Diplomat's form offers every item and says which demands cannot succeed."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.console.choice_form import ChoiceForm
from desktop.controller import GameController
from desktop.games import plugin_for
from desktop.games.castle import texts as CT  # noqa: N812
from desktop.games.castle.board import tr
from engine.core import Action, Setup
from engine.games.castle import GAME
from engine.games.castle import data as D  # noqa: N812
from tests.castle.build_records import NAMES, deal


def _diplomat_form(mode: str, secret: bool) -> ChoiceForm:
    options: dict[str, Any] = {"mode": mode, "start_player": 0}
    fixed: list[Action] = []
    if mode == "app":
        options["scenario_start"] = True
        d = deal(3, {0: ["dagger", "key"], 1: ["gloves", "whip"], 2: ["goblet"]}, [], [D.ORDER, D.BROTHERHOOD, D.ORDER],
                 hidden=D.BROTHERHOOD, professions={0: D.DIPLOMAT})
        d.pop("type")
        fixed = [Action("deal", None, d)]
    controller = GameController.new_game(GAME, Setup("castle", tuple(NAMES[:3]), (), options), None, seed=1, fixed=fixed)
    if mode == "physical":
        controller.act(Action("setup_done", None, {}))
    choice = next(c for c in controller.choices() if c.type == "diplomat" and c.player == 0)
    return ChoiceForm(controller, plugin_for(GAME), choice, secret=secret)


def _hints(form: ChoiceForm) -> dict[str, str]:
    return {value: button.toolTip() for button, value in form.buttons["item"] if button.toolTip()}


@pytest.mark.parametrize("secret", [False, True])
def test_every_item_is_offered_and_the_hopeless_demands_are_named(qtbot, language, secret: bool) -> None:
    form = _diplomat_form("app", secret)
    qtbot.addWidget(form)
    assert [value for _, value in form.buttons["item"]] == list(D.ITEM_IDS)
    assert all(button.isEnabled() for button, _ in form.buttons["item"])
    hints = _hints(form)
    assert hints == {"dagger": tr(CT.HINT_ALL_HELD), D.BLACK_PEARL: tr(CT.HINT_NOT_IN_PLAY)}
    note = form.reasons["item"]
    assert not note.isHidden() and tr(CT.HINT_ALL_HELD) in note.text() and tr(CT.HINT_NOT_IN_PLAY) in note.text()
    form.pick("target", 1)
    form.pick("item", "dagger")
    assert form.ok.isEnabled(), "a demand that can only fail may be made"


def test_physical_mode_names_only_the_items_out_of_the_game(qtbot, language) -> None:
    form = _diplomat_form("physical", False)
    qtbot.addWidget(form)
    assert _hints(form) == {D.BLACK_PEARL: tr(CT.HINT_NOT_IN_PLAY)}
