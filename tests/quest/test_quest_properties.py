"""Random legal playouts, 4-10 players, every variant and mode: offered actions are accepted, sampled illegal
actions are refused with the right code, the game always ends, and the public view keeps every secret."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import PUBLIC, Action, Choice, Setup, SubsetOf
from engine.games.quest import GAME
from engine.games.quest import data as D  # noqa: N812
from engine.session import Session
from tests.quest.helpers import ALL_OPTIONAL_EVIL, ALL_OPTIONAL_GOOD, NAMES, assert_public_view_keeps_secrets

WRONG_PLAYER = {"not_your_turn", "not_on_team", "already_played", "wrong_phase"}
CARD_CODES = {"good_must_succeed", "youth_cannot_fail", "youth_must_fail", "magic_must_succeed", "lunatic_must_fail",
              "brute_must_succeed"}


def custom_roles(n: int, options: dict[str, Any], rng: random.Random) -> tuple[str, ...]:
    """The recommended list with some cards replaced by optional roles of the same side (never Morgan)."""
    roles = list(GAME.recommended_roles(n, options))
    if options.get("unknown_roles") or options.get("variant") == D.DIRECTORS_CUT:
        return tuple(roles)
    for _ in range(rng.randrange(4)):
        i = rng.randrange(len(roles))
        if roles[i] == D.MORGAN:
            continue
        pool = ALL_OPTIONAL_GOOD if D.ROLES[roles[i]].side == D.GOOD else ALL_OPTIONAL_EVIL
        new = rng.choice(pool)
        trial = [*roles[:i], new, *roles[i + 1:]]
        setup = Setup("quest", NAMES[:n], tuple(trial), GAME.options_with_defaults(options))
        if not any(p.severity == "error" for p in GAME.validate(setup)):
            roles = trial
    return tuple(roles)


configurations = st.fixed_dictionaries({
    "mode": st.sampled_from(["app", "physical"]),
    "variant": st.sampled_from(["standard", "directors_cut"]),
    "unknown_roles": st.booleans(),
    "hunter_variant": st.booleans(),
    "errata_hunt": st.booleans(),
    "first_leader": st.sampled_from(["random", "chosen"]),
    "amulet_holders_may_lead": st.booleans(),
    "hunt_below_six_players": st.booleans(),
    "unknown_roles_cleric_hunt": st.sampled_from(["scored", "pile"]),
    "hunter_vote_role_constraints": st.booleans(),
})


def illegal_probes(session: Session[Any], choices: list[Choice], rng: random.Random) -> list[tuple[Action, set[str]]]:
    """Actions that must be refused now, with the codes that may refuse them."""
    state = session.state
    n = state.cfg.n
    probes: list[tuple[Action, set[str]]] = []
    choice = rng.choice(choices)
    movers = {c.player for c in choices if c.type == choice.type}
    if choice.player is not None:
        outsiders = [p for p in range(n) if p not in movers]
        if outsiders:
            legal = choice.sample(rng)
            probes.append((Action(choice.type, rng.choice(outsiders), dict(legal.params)), WRONG_PLAYER))
    probes.append((Action("no_such_action", choice.player, {}), {"unknown_action"}))
    for key, domain in choice.params.items():
        if isinstance(domain, SubsetOf):
            params = dict(choice.sample(rng).params)
            params[key] = list(range(min(n, domain.size + 1)))
            probes.append((Action(choice.type, choice.player, params), {"team_size", "point_count", "bad_parameter",
                                                                          "point_self", "point_revealer"}))
    if choice.type == "next_leader":
        probes.append((Action("next_leader", choice.player, {"leader": rng.choice(state.leaders)}), {"veteran_leader"}))
    if choice.type == "amulet_check" and state.checked:
        target = rng.choice(state.checked)
        if target != choice.player and target not in state.amulet_holders:
            probes.append((Action("amulet_check", choice.player, {"target": target}), {"amulet_target_used"}))
    if choice.type == "amulet":
        probes.append((Action("amulet", choice.player, {"holder": state.leaders[-1]}), {"amulet_new_leader"}))
    if choice.type == "magic":
        outside = [p for p in range(n) if p not in state.teams[-1]]
        probes.append((Action("magic", choice.player, {"holder": rng.choice(outside)}), {"magic_not_on_team"}))
    if choice.type in ("quest_card", "vote_card"):
        allowed = choice.params["card"].values
        for card in ("success", "fail"):
            if card not in allowed:
                probes.append((Action(choice.type, choice.player, {"card": card}), CARD_CODES))
    if choice.type == "point":
        probes.append((Action("point", choice.player, {"targets": [choice.player]}), {"point_self", "point_count"}))
    if choice.type == "quest_result":
        probes.append((Action("quest_result", None, {"fails": len(state.teams[-1]) + 1}), {"fails_range"}))
    if choice.type == "hunt_naming":
        probes.append((Action("hunt_naming", choice.player, {"target": choice.player, "role": "cleric"}), {"hunt_self"}))
        probes.append((Action("hunt_naming", choice.player, {"target": choice.params["target"].values[0],
                                                              "role": "morgan"}), {"hunt_role_not_good"}))
    return probes


def play(n: int, options: dict[str, Any], seed: int) -> Session[Any]:
    rng = random.Random(seed)
    full = GAME.options_with_defaults(options)
    roles = custom_roles(n, full, rng)
    setup = Setup("quest", NAMES[:n], roles, full)
    assert not [p for p in GAME.validate(setup) if p.severity == "error"], (roles, options)
    session: Session[Any] = Session(GAME, setup, seed=seed)
    for _ in range(400):
        assert_public_view_keeps_secrets(session)
        if session.result() is not None:
            break
        choices = session.choices()
        assert choices, session.view("moderator")
        for choice in choices:
            assert choice.count() >= 1
        if rng.random() < 0.3:
            for action, codes in illegal_probes(session, choices, rng):
                refused = session.explain(action)
                assert refused is not None, action
                assert refused.code in codes, (action, refused.code, refused.reason.english())
        choice = rng.choice(choices)
        action = choice.sample(rng)
        assert session.explain(action) is None, (action, session.explain(action))
        session.act(action)
    result = session.result()
    assert result is not None, "the game did not end"
    assert result.side in ("good", "evil") and result.winners
    roles_now = session.state.roles
    assert roles_now is not None and sorted(roles_now + session.state.set_aside) == sorted(setup.roles)
    json.dumps(session.view(PUBLIC))
    for seat in range(n):
        json.dumps(session.view(seat))
    for event in session.events(PUBLIC):
        if event.type not in ("revealer", "hunter", "naming", "naming_withdrawn", "role_revealed", "game_over", "audit"):
            assert "role" not in event.data and "card" not in event.data and "shows" not in event.data, event
    return session


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(4, 10), options=configurations, seed=st.integers(0, 2**32 - 1))
def test_random_playouts(n: int, options: dict[str, Any], seed: int) -> None:
    play(n, options, seed)


def test_every_variant_and_mode_at_every_count() -> None:
    endings: set[str] = set()
    for n in range(4, 11):
        for variant in ("standard", "directors_cut"):
            for mode in ("app", "physical"):
                for extra in ({}, {"unknown_roles": True}, {"hunter_variant": True}):
                    session = play(n, {"mode": mode, "variant": variant, **extra}, seed=n * 31 + len(extra))
                    endings.add(session.result().details["ending"])
    assert endings >= {"three_successes", "hunt", "last_chance"}
