"""A record can name the Alpha Wolf's Center Werewolf card in the deal itself (issue 14), not only by the option."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.core import MODERATOR, PUBLIC, Action
from engine.record import parse_record, replay

ROLES = ["alpha_wolf", "werewolf", "seer", "robber", "troublemaker", "villager", "insomniac"]


def _record(deal: dict[str, Any], option: str = "auto", more: list[dict[str, Any]] | None = None) -> str:
    return json.dumps({
        "format": "tablekeeper-record", "version": 1, "game": "onuw",
        "players": ["Ana", "Ben", "Chi", "Dee"], "roles": ROLES,
        "options": {"mode": "app", "center_werewolf": option},
        "actions": [{"type": "deal", "cards": ROLES, **deal}, *(more or [])],
    })


def _replay(text: str, tmp: Path) -> Any:
    return replay(parse_record(text, str(tmp / "record.json")))


def test_the_deal_names_the_center_werewolf_card(tmp_path: Path) -> None:
    outcome = _replay(_record({"center_werewolf": "mystic_wolf"}), tmp_path)
    assert outcome.ok, outcome.error or outcome.mismatch
    session = outcome.session
    assert session.view(PUBLIC)["center_werewolf"] == "mystic_wolf"
    positions = list(session.view(MODERATOR)["moderator"]["positions"].values())
    assert positions[-1] == "mystic_wolf" and len(positions) == 4 + 4


def test_without_it_the_option_chooses_as_before(tmp_path: Path) -> None:
    outcome = _replay(_record({}), tmp_path)
    assert outcome.ok
    assert outcome.session.view(PUBLIC)["center_werewolf"] == "werewolf"  # auto: the first free one of the list


def test_a_card_the_deal_cannot_name_is_refused(tmp_path: Path) -> None:
    for face, option in (("alpha_wolf", "auto"), ("seer", "auto"), ("dream_wolf", "mystic_wolf"), (["werewolf"], "auto")):
        outcome = _replay(_record({"center_werewolf": face}, option), tmp_path)
        assert not outcome.ok and outcome.error is not None, face
        assert outcome.error.code == "bad_chance", (face, outcome.error.code)


def test_the_named_card_is_the_one_the_alpha_wolf_gives(tmp_path: Path) -> None:
    outcome = _replay(_record({"center_werewolf": "mystic_wolf"}), tmp_path)
    assert outcome.ok
    session = outcome.session
    while not any(c.type == "alpha_swap" for c in session.choices()):  # every step before the Alpha Wolf's ends
        session.act(Action("time_up", None, {}))
        assert session.view(PUBLIC)["phase"] == "night", "the Alpha Wolf was never called"
    session.act(Action("alpha_swap", 0, {"target": 2}))  # Ana, the Alpha Wolf, gives the card to Chi
    assert list(session.view(MODERATOR)["moderator"]["positions"].values())[2] == "mystic_wolf"
