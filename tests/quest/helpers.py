"""Shared helpers for the Quest tests: fixed deals, acting by name, walking views for secrets."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from typing import Any

from engine.core import PUBLIC, Action, Setup
from engine.games.quest import GAME
from engine.games.quest import data as D  # noqa: N812
from engine.session import Session

NAMES = ("Amir", "Bea", "Chloe", "Diego", "Elif", "Farid", "Greta", "Hiro", "Ines", "Jonas")


def setup_of(roles: Sequence[str], n: int, **options: Any) -> Setup:
    return Setup("quest", NAMES[:n], tuple(roles), GAME.options_with_defaults(options))


def game_with(dealt: Sequence[str], *, role_list: Sequence[str] | None = None, set_aside: Sequence[str] = (),
              first: int = 0, **options: Any) -> Session[Any]:
    """A session with a fixed first Leader and (app mode) a fixed deal; ``dealt`` lists the seats' roles."""
    n = len(dealt)
    setup = setup_of(role_list if role_list is not None else dealt, n, **options)
    fixed = [Action("first_leader", None, {"seat": first})]
    if options.get("mode", "app") == "app":
        fixed.append(Action("deal", None, {"roles": list(dealt), "set_aside": sorted(set_aside)}))
    return Session(GAME, setup, seed=3, fixed=fixed)


def act(s: Session[Any], kind: str, player: int | None = None, **params: Any) -> None:
    s.act(Action(kind, player, params))


def refusal(s: Session[Any], kind: str, player: int | None = None, **params: Any) -> str | None:
    exc = s.explain(Action(kind, player, params))
    return None if exc is None else exc.code


def start(s: Session[Any], shows: str | None = None) -> None:
    """Through the reveal (the first Leader confirms a loyalty card when a Cleric is in the role list)."""
    if s.state.phase == "leader_loyalty":
        act(s, "leader_loyalty", s.state.leaders[0], card=shows or s.choices()[0].params["card"].values[0])
    act(s, "reveal_done")


def play_quest(s: Session[Any], team: Sequence[int], magic: int, fails: Sequence[int] = ()) -> None:
    """The current Leader sends ``team``; in app mode the seats in ``fails`` play Fail, the others Success."""
    leader = s.state.leaders[s.state.quest_index]
    act(s, "team", leader, players=sorted(team))
    act(s, "magic", leader, holder=magic)
    if s.state.cfg.app:
        for p in team:
            act(s, "quest_card", p, card="fail" if p in fails else "success")
    else:
        act(s, "quest_result", fails=len(fails))


def strings(value: Any, skip: frozenset[str], path: str = "") -> Iterator[tuple[str, str]]:
    """Every string in a JSON value with its path, skipping the keys in ``skip``."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k not in skip:
                yield from strings(v, skip, f"{path}.{k}")
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from strings(v, skip, f"{path}[{i}]")
    elif isinstance(value, str):
        yield path, value


# Public keys whose string values are not tied to a seat: phase ids (some equal role ids), the role list,
# the instruction text, the Blind Hunter's public guesses and the Last Chance step names.
NOT_SEAT_BOUND = frozenset({"phase", "role_list", "instruction", "namings", "step", "hunt_reason", "revealed_role",
                            "variant", "mode", "game"})
SECRET_KEYS = frozenset({"roles", "role", "side", "set_aside", "cards", "current_cards", "amulet_answers", "votes",
                         "pointing", "shows", "leader_shows", "knowledge", "you", "mutineers_kept_hands"})


def assert_public_view_keeps_secrets(s: Session[Any]) -> None:
    """Before the end the public view ties no hidden role to a seat and holds no private choice."""
    state = s.state
    view = s.view(PUBLIC)
    json.dumps(view)
    if s.result() is not None:
        return
    secrets = GAME.seat_secrets(state)
    for seat in view["seats"]:
        assert not SECRET_KEYS & set(seat), seat
        hidden = set(secrets.get(seat["seat"], ()))
        for _path, text in strings(seat, frozenset()):
            assert text not in hidden, (seat, text)
    every_secret = {x for values in secrets.values() for x in values}
    for path, text in strings(view, NOT_SEAT_BOUND):
        assert text not in every_secret, (path, text)
    assert not SECRET_KEYS & set(view), set(view) & SECRET_KEYS
    if state.roles is not None:
        for p, role in enumerate(state.roles):
            if p in (state.revealer, state.hunter):
                assert view["seats"][p]["revealed_role"] == role
            else:
                assert "revealed_role" not in view["seats"][p]


ALL_OPTIONAL_GOOD = (D.CLERIC, D.TROUBLEMAKER, D.YOUTH, D.APPRENTICE, D.ARTHUR)
ALL_OPTIONAL_EVIL = (D.BLIND_HUNTER, D.BRUTE, D.LUNATIC, D.TRICKSTER, D.REVEALER, D.MUTINEER)
