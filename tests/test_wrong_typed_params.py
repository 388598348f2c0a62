"""Every parameter of every open choice, in all four games and both modes, sent a value of the wrong JSON type
(a list, an object, None, a float, a huge int, a bool, a string) is refused with an IllegalAction (``bad_parameter``
when nothing more specific applies), never another exception; and an acting seat the table does not have is
refused as ``no_such_seat``.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import Action, Choice, OneOf, Setup, SubsetOf
from engine.errors import IllegalAction
from engine.registry import get_game
from engine.session import Session

GAMES = ("quest", "onuw", "avalon", "castle")

WRONG: st.SearchStrategy[Any] = st.one_of(
    st.lists(st.integers(0, 3), max_size=3),
    st.lists(st.text(max_size=3), min_size=1, max_size=2),
    st.lists(st.lists(st.integers(0, 3), max_size=2), min_size=1, max_size=2),
    st.dictionaries(st.text(max_size=3), st.integers(0, 3), max_size=2),
    st.none(),
    st.floats(allow_nan=True),
    st.integers(min_value=2**31, max_value=10**40) | st.integers(min_value=-(10**40), max_value=-1),
    st.booleans(),
    st.text(max_size=8),
)


def _typed(value: Any) -> tuple[type, Any]:
    return type(value), value


def _wrong_for(domain: Any, value: Any) -> bool:
    """Whether ``value`` is not one of the values ``domain`` offers, JSON types kept apart (True is not 1)."""
    if isinstance(domain, OneOf):
        return all(_typed(value) != _typed(v) for v in domain.values)
    assert isinstance(domain, SubsetOf)  # a game may take another number of members than it offers (a declaration)
    if not isinstance(value, list):
        return True
    return any(all(_typed(item) != _typed(v) for v in domain.values) for item in value)


def _session(game_id: str, mode: str, players: int, seed: int) -> Session[Any]:
    game = get_game(game_id)
    options = game.options_with_defaults({"mode": mode})
    setup = Setup(game_id, tuple(f"P{i}" for i in range(players)), game.recommended_roles(players, options), options)
    return Session(game, setup, seed=seed)


def _refused(session: Session[Any], action: Action) -> IllegalAction:
    refusal = session.explain(action)
    assert refusal is not None, f"{action} was accepted"
    before = len(session.actions)
    try:
        session.act(action)
    except IllegalAction as exc:
        assert exc.code == refusal.code, (exc.code, refusal.code)
    else:
        raise AssertionError(f"{action} was played")
    assert len(session.actions) == before
    return refusal


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_id=st.sampled_from(GAMES), mode=st.sampled_from(("app", "physical")), seed=st.integers(0, 2**32),
       steps=st.integers(0, 60), data=st.data())
def test_wrong_typed_parameters_are_refused(game_id: str, mode: str, seed: int, steps: int, data: st.DataObject) -> None:
    game = get_game(game_id)
    rng = random.Random(seed)
    session = _session(game_id, mode, rng.randint(game.min_players, game.max_players), seed)
    for step in range(steps + 1):
        if session.result() is not None:
            break
        choices: list[Choice] = session.choices()
        assert choices
        for choice in choices:
            base = choice.sample(rng)
            for key, domain in choice.params.items():
                value = data.draw(WRONG, label=f"step {step}: {choice.type}.{key}")
                if not _wrong_for(domain, value):
                    continue
                refusal = _refused(session, Action(base.type, base.player, {**base.params, key: value}))
                assert refusal.reason.english()
            for seat in (-1, session.setup.count, 10**30):
                refusal = _refused(session, Action(base.type, seat, dict(base.params)))
                assert refusal.code == "no_such_seat" and str(seat)[:20] in refusal.reason.english()
        session.act(rng.choice(choices).sample(rng))


def test_a_wrong_typed_parameter_is_bad_parameter_in_every_game() -> None:
    """The first open choice with a parameter, sent an object and a list of objects: exactly ``bad_parameter``."""
    for game_id in GAMES:
        for mode in ("app", "physical"):
            session = _session(game_id, mode, get_game(game_id).min_players + 1, 7)
            rng = random.Random(7)
            while not any(c.params for c in session.choices()):
                session.act(rng.choice(session.choices()).sample(rng))
            choice = next(c for c in session.choices() if c.params)
            base = choice.sample(rng)
            key = next(iter(choice.params))
            for value in ({"a": 1}, [{"a": 1}], 1.5, [[0]]):
                refusal = _refused(session, Action(base.type, base.player, {**base.params, key: value}))
                assert refusal.code == "bad_parameter", (game_id, mode, key, value, refusal)
                assert key in refusal.reason.english()
