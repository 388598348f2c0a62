"""The engine core, exercised through the test-only game."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import errors
from engine.core import MODERATOR, PUBLIC, Action, Choice, OneOf, Setup, SubsetOf
from engine.errors import IllegalAction, SetupError
from engine.i18n import QT_TRANSLATE_NOOP, Msg, Text
from engine.session import Session
from tests.playout import random_playout
from tests.toygame import GAME, GUESS_SELF

PLAYERS = ("Ana", "Ben", "Chi")
SETUP = Setup("toy", PLAYERS, ("red", "blue", "red"), {"announce": False})
DEAL = Action("deal", None, {"colours": ["red", "red", "blue"]})
FIRST = Action("first_player", None, {"seat": 1})


def fixed_session() -> Session:
    return Session(GAME, SETUP, fixed=[DEAL, FIRST])


def test_chance_is_fixed_by_the_record_and_drawn_otherwise() -> None:
    session = fixed_session()
    assert session.actions == [DEAL, FIRST]
    assert session.view(MODERATOR)["seats"][2]["colour"] == "blue"
    drawn = Session(GAME, SETUP, seed=7)
    again = Session(GAME, SETUP, seed=7)
    assert [a.type for a in drawn.actions] == ["deal", "first_player"]
    assert drawn.actions == again.actions


def test_an_impossible_fixed_outcome_is_refused() -> None:
    with pytest.raises(IllegalAction) as caught:
        Session(GAME, SETUP, fixed=[Action("deal", None, {"colours": ["red", "red", "red"]})])
    assert caught.value.code == errors.BAD_CHANCE


def test_refusals_carry_stable_codes_and_translatable_reasons() -> None:
    session = fixed_session()
    cases = [
        (Action("guess", 1, {"target": 1, "colour": "red"}), GUESS_SELF, "Ben cannot guess their own colour."),
        (Action("guess", 0, {"target": 1, "colour": "red"}), errors.NOT_YOUR_TURN, "It is not Ana's turn to do that."),
        (Action("guess", 1, {"target": 0, "colour": "green"}), errors.BAD_PARAMETER, "The value given for “colour” is not allowed."),
        (Action("guess", 1, {"target": 0}), errors.BAD_PARAMETER, "The value given for “colour” is not allowed."),
        (Action("fly", 1, {}), errors.UNKNOWN_ACTION, "Unknown action “fly”."),
        (Action("deal", None, {"colours": []}), errors.WRONG_PHASE, "That cannot be done now."),
    ]
    for action, code, english in cases:
        refusal = session.explain(action)
        assert refusal is not None and refusal.code == code, action
        assert refusal.reason.english() == english
        with pytest.raises(IllegalAction):
            session.act(action)
    assert len(session.actions) == 2  # nothing refused was recorded


def test_undo_and_redo_take_back_and_restore_whole_groups() -> None:
    session = fixed_session()
    assert not session.can_undo()  # the deal is never undone
    session.act(Action("guess", 1, {"target": 0, "colour": "red"}))
    session.act(Action("guess", 2, {"target": 1, "colour": "blue"}))
    before = session.view(PUBLIC)
    session.undo()
    assert session.view(PUBLIC)["guesses"] == [[1, 0, "red"]]
    session.redo()
    assert session.view(PUBLIC) == before
    session.undo()
    session.act(Action("guess", 2, {"target": 0, "colour": "red"}))
    assert not session.can_redo()  # a new action forgets what was undone
    with pytest.raises(IllegalAction) as caught:
        session.redo()
    assert caught.value.code == errors.NOTHING_TO_REDO
    session.undo()
    session.undo()
    with pytest.raises(IllegalAction) as caught:
        session.undo()
    assert caught.value.code == errors.NOTHING_TO_UNDO


def test_undo_reports_private_reveals_it_would_take_back() -> None:
    session = Session(GAME, SETUP, fixed=[DEAL, FIRST])
    assert session.undo_reveals() == []  # the deal's reveals are in the group undo never reaches
    session.act(Action("guess", 1, {"target": 0, "colour": "red"}))
    assert session.undo_reveals() == []  # a public guess reveals nothing private


def test_views_hide_secrets_from_the_public_and_other_players() -> None:
    session = fixed_session()
    assert all("colour" not in seat for seat in session.view(PUBLIC)["seats"])
    ben = session.view(1)["seats"]
    assert "colour" in ben[1] and "colour" not in ben[0]
    assert [e.type for e in session.events(1)] == ["learned", "first_player"]
    assert len(session.events(MODERATOR)) == 4  # three private deals and the public first player


def test_choice_domains() -> None:
    team = Choice("team", 0, {"members": SubsetOf((0, 1, 2, 3), 2)})
    assert team.count() == 6
    assert sorted(a["members"] for a in team.actions())[0] == [0, 1]
    assert team.allows(Action("team", 0, {"members": [1, 3]}))
    assert not team.allows(Action("team", 0, {"members": [1, 1]}))
    assert not team.allows(Action("team", 0, {"members": [1, 2, 3]}))
    assert not team.allows(Action("team", 1, {"members": [1, 3]}))
    forced = Choice("next_leader", 0, {"seat": OneOf((3,))})
    assert forced.single() == Action("next_leader", 0, {"seat": 3})
    assert team.single() is None
    rng = random.Random(1)
    assert all(team.allows(team.sample(rng)) for _ in range(50))
    # JSON types kept apart: True is not 1, 1.0 is not 1, a Text is not a str
    assert not team.allows(Action("team", 0, {"members": [True, 3]})) and not team.allows(Action("team", 0, {"members": [1.0, 3]}))
    seat = Choice("seat", 0, {"seat": OneOf((0, 1)), "side": OneOf(("a",))})
    assert seat.allows(Action("seat", 0, {"seat": 1, "side": "a"}))
    assert not seat.allows(Action("seat", 0, {"seat": True, "side": "a"}))
    assert not seat.allows(Action("seat", 0, {"seat": 1, "side": Text("ctx", "a")}))
    assert not seat.allows(Action("seat", 0, {"seat": 1})) and not seat.allows(Action("seat", 0, {"seat": 1, "side": "a", "x": 1}))


def test_messages_render_nested_parameters() -> None:
    role = QT_TRANSLATE_NOOP("test", "Merlin")
    line = QT_TRANSLATE_NOOP("test", "{player} is {role}; seen by {who}.")
    assert isinstance(role, Text) and role.context == "test"
    msg = line(player="Ana", role=role, who=["Ben", "Chi"])
    assert isinstance(msg, Msg) and msg.english() == "Ana is Merlin; seen by Ben, Chi."
    assert msg.to_json()["params"]["role"] == {"context": "test", "text": "Merlin"}


def test_invalid_setups_are_refused_with_every_reason() -> None:
    with pytest.raises(SetupError) as caught:
        Session(GAME, Setup("toy", ("Ana",), ("red", "red"), {}))
    assert {p.code for p in caught.value.problems} == {"player_count", "role_count"}


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 4))
def test_random_playouts_end_and_offered_actions_are_accepted(seed: int, players: int) -> None:
    rng = random.Random(seed)
    names = tuple(f"P{i}" for i in range(players))
    setup = Setup("toy", names, GAME.recommended_roles(players, {}), {"announce": False})
    session = random_playout(GAME, setup, rng)
    result = session.result()
    assert result is not None
    assert all(0 <= w < players for w in result.winners)
    # Replaying the same actions gives the same result.
    replayed = Session(GAME, setup, fixed=[a for a in session.actions if a.player is None])
    for action in session.actions:
        if action.player is not None:
            replayed.act(action)
    assert replayed.result() == result


def test_option_values_from_the_command_line() -> None:
    from engine.core import OptionSpec

    label = QT_TRANSLATE_NOOP("test", "x")
    flag = OptionSpec("flag", False, label, label)
    assert flag.parse("yes") is True and flag.parse("off") is False
    count = OptionSpec("seconds", 10, label, label)
    assert count.parse("30") == 30
    pick = OptionSpec("mode", "app", label, label, choices=("app", "physical"))
    assert pick.parse("physical") == "physical"
    several = OptionSpec("leave_out", [], label, label, choices=("claw", "brand", "mask"), multiple=True)
    assert several.parse("claw, mask") == ["claw", "mask"] and several.parse("") == []
    for spec, raw in ((flag, "maybe"), (count, "ten"), (pick, "cards"), (several, "claw,sword")):
        with pytest.raises(ValueError, match=spec.key):
            spec.parse(raw)


def _reference_allows(choice: Choice, action: Action) -> bool:
    """What ``Choice.allows`` means, written plainly (the method itself takes shortcuts for speed)."""
    if action.type != choice.type or action.player != choice.player or set(action.params) != set(choice.params):
        return False

    def member(value: object, values: tuple[object, ...]) -> bool:
        if isinstance(value, dict):
            return False
        return any(type(v) is type(value) and v == value for v in values)

    for key, domain in choice.params.items():
        value = action.params[key]
        if isinstance(domain, OneOf):
            if not member(value, domain.values):
                return False
        elif not (isinstance(value, list) and len(value) == domain.size and all(member(v, domain.values) for v in value)
                  and len({tuple(v) if isinstance(v, list) else v for v in value}) == len(value)):  # distinct as Python sees it
            return False
    return True


SCALARS = st.one_of(st.integers(-1, 2), st.booleans(), st.sampled_from(["a", "b"]), st.sampled_from([1.0, 0.0]), st.none(),
                    st.builds(lambda s: Text("ctx", s), st.sampled_from(["a", "b"])))
VALUES = st.one_of(SCALARS, st.lists(SCALARS, max_size=2), st.dictionaries(st.just("a"), SCALARS, max_size=1))


def _look_alike(value: object) -> list[object]:
    """Values equal to ``value`` in Python but of another JSON type (True and 1, 1.0 and 1, a Text and its str)."""
    out: list[object] = [value]
    if isinstance(value, bool) or (isinstance(value, int) and value in (0, 1)):
        out += [bool(value), int(value), float(value)]
    if isinstance(value, str):
        out += [str(value), Text("ctx", value)]
    if isinstance(value, list):
        out += [tuple(value), [*value[1:], *value[:1]]]
    return out


@settings(max_examples=500, deadline=None)
@given(values=st.lists(VALUES, min_size=1, max_size=4), size=st.integers(1, 2),
       subset=st.booleans(), keys=st.lists(st.sampled_from(["x", "y"]), unique=True, min_size=1, max_size=2),
       data=st.data())
def test_allows_is_membership_with_json_types_kept_apart(values: list[object], size: int, subset: bool, keys: list[str],
                                                         data: st.DataObject) -> None:
    """True is not 1, 1.0 is not 1, a Text is not a str, a dict is never a value, the parameter names must match."""
    domain = SubsetOf(tuple(values), size) if subset and size <= len(values) else OneOf(tuple(values))
    choice = Choice("pick", 0, {key: domain for key in keys})
    params: dict[str, object] = {}
    for key in keys:  # each parameter: one of the domain's values or a look-alike, a list of them, or anything
        near = [alike for v in values for alike in _look_alike(v)]
        picks = st.lists(st.sampled_from(near), min_size=size, max_size=size)  # a team of the right size
        params[key] = data.draw(st.one_of(st.sampled_from(near), picks, st.lists(st.sampled_from(near), max_size=3), VALUES))
    if data.draw(st.booleans()):
        params = data.draw(st.sampled_from([{**params, "z": 1}, dict(list(params.items())[1:]), params]))
    for action in (Action("pick", 0, params), Action("pick", 1, params), Action("other", 0, params), *choice.actions()):
        assert choice.allows(action) == _reference_allows(choice, action), (choice, action)


def test_a_choice_without_parameters_gives_its_one_action() -> None:
    rng = random.Random(3)
    done = Choice("pass", 2)
    first, second = done.sample(rng), done.sample(rng)
    assert first == second == Action("pass", 2, {}) and done.allows(first)
    assert done.single() == first and done == Choice("pass", 2, {})  # the kept action is no field of the choice
    assert Action("x").params == {} and Action("x").params is not Action("x").params  # a fresh dict, as the dataclass made
