"""The recap of a finished game (issue 34, engine/recap.py): every line retells an event of the record, in order,
with who learned a private one; nothing the game told is left out but the noise each game names; the closing
lines give every seat's role, side and whether it won, as the result says."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from engine.core import MODERATOR, PUBLIC, Game, Setup
from engine.i18n import Msg
from engine.recap import (
    MODERATOR_LINE,
    PRIVATE_LINE,
    PUBLIC_LINE,
    ROLE_LINE,
    WINNERS_LINE,
    parts,
    recap_of_session,
    summary_of_session,
)
from engine.record import load_record, replay
from engine.registry import get_game
from tests.playout import random_playout

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("onuw", "avalon", "quest", "castle")


def setups(game: Game[Any]) -> list[Setup]:
    out = []
    for players in sorted({game.min_players, (game.min_players + game.max_players) // 2, game.max_players}):
        for mode in ("app", "physical"):
            options = game.options_with_defaults({"mode": mode})
            out.append(Setup(game.id, tuple(f"P{i}" for i in range(players)), game.recommended_roles(players, options),
                             options))
    return out


def check_recap(session: Any) -> None:
    game, setup, result = session.game, session.setup, session.result()
    events = session.events(MODERATOR)
    lines = recap_of_session(session)
    told = [line for line in lines if line.event is not None]
    indices = [line.event for line in told]
    assert indices == sorted(set(indices)), "each event is told once, in the order it happened"
    skipped = {str(text) for text in parts(game).SKIPPED}
    assert indices == [i for i, e in enumerate(events) if e.msg is not None and str(e.msg.text) not in skipped], \
        "nothing left out but the game's noise"
    calls: list[int] = []
    for line in told:
        event = events[line.event]
        if line.kind == PUBLIC_LINE and event.type == "night_step":  # One Night's calls, numbered as heard
            assert event.audience == PUBLIC and line.msg.text is event.msg.text
            assert {**line.msg.params, "number": 0} == {**event.msg.params, "number": 0}
            calls.append(line.msg.params["number"])
        elif line.kind == PUBLIC_LINE:
            assert event.audience == PUBLIC and line.msg is event.msg
        elif line.kind == MODERATOR_LINE:
            assert event.audience == MODERATOR and line.msg is event.msg
        else:
            assert line.kind == PRIVATE_LINE and line.seats == tuple(event.audience)
            assert line.msg.params["line"] is event.msg
            assert line.msg.params["players"] == [setup.players[s] for s in event.audience]
    assert calls == list(range(1, len(calls) + 1))
    closing = lines[len(told):]
    assert all(line.event is None for line in closing)
    assert result is not None
    summary = summary_of_session(session)
    assert summary is not None and summary.winners == result.winners and summary.side == result.side
    assert [line.kind for line in closing] == [ROLE_LINE] * (setup.count + 1) + [WINNERS_LINE]
    for seat, line in enumerate(closing[1:-1]):
        assert line.seats == (seat,) and line.msg.params["player"] == setup.players[seat]
        assert summary.seats[seat].won == (seat in result.winners)
        assert line.msg.english().endswith(", a winner") == (seat in result.winners)
    roles = result.details.get("final_roles") or result.details.get("roles")
    if roles is not None:
        assert [s.role for s in summary.seats] == list(roles)
    if game.id == "castle":
        assert [s.side for s in summary.seats] == list(result.details["societies"])
    names = closing[-1].msg.params["players"]
    assert names == [setup.players[s] for s in result.winners] or (not result.winners and not isinstance(names, list))
    for line in lines:
        assert isinstance(line.msg, Msg) and line.msg.english()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_recap_line_retells_an_event_of_the_record(game_id: str) -> None:
    game = get_game(game_id)
    for setup in setups(game):
        for seed in range(4):
            check_recap(random_playout(game, setup, random.Random(seed)))


def test_the_night_retold() -> None:
    """One Night's example record, hand-read: the calls in order, what each saw or moved, the votes and the deaths,
    then each card as dealt and as it ended."""
    record = load_record(ROOT / "docs" / "examples" / "onuw-app.json")
    session = replay(record).session
    english = [line.msg.english() for line in recap_of_session(session)]
    check_recap(session)
    wanted = [
        "Night step 1: Sentinel, wake up. You may place a shield token on any player's card but your own.",
        "Ana, privately: You placed a shield on Fay's card.",
        "Cleo, privately: You gave the Center Werewolf card to Huy.",
        "Huy, privately: You exchanged the center card C3 with Eli's card.",
        "Ivo, privately: You moved the other players' cards to the right.",
        "The votes: Ana \u2192 Dev, Ben \u2192 Cleo, Cleo \u2192 Ben, Dev \u2192 Gia, Eli \u2192 Dev, Fay \u2192 Dev, "
        "Gia \u2192 Dev, Huy \u2192 Dev, Ivo \u2192 Dev, Jun \u2192 Dev.",
        "Dead: Dev, Gia.",
        "The cards on the table, now face up:",
        "Winners: Dev, Fay, Huy, Ivo, Jun.",
    ]
    positions = [english.index(line) for line in wanted]
    assert positions == sorted(positions)
    assert not any("has voted" in line or "You were dealt" in line for line in english)
    assert any(line.startswith("Ana: dealt the Sentinel, ended as the ") for line in english), english[-12:]


def test_an_unfinished_game_has_no_closing_lines() -> None:
    game = get_game("avalon")
    setup = setups(game)[0]
    session = random_playout(game, setup, random.Random(1))
    while len(session.groups) > 3:
        session.groups.pop()
        session.states.pop()
    assert session.result() is None and summary_of_session(session) is None
    assert all(line.kind not in (ROLE_LINE, WINNERS_LINE) for line in recap_of_session(session))
