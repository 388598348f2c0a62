"""Property tests: random decks, options, legal night actions and votes, in both modes."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import MODERATOR, PUBLIC, Setup
from engine.games.onuw import GAME
from engine.games.onuw import data as D  # noqa: N812
from engine.games.onuw.game import Config
from engine.session import Session
from tests.playout import random_playout

POOL = [role for role in D.CARD_ROLES for _ in range(D.MAX_COPIES[role])]
BOOL_OPTIONS = ("lone_wolf", "dream_wolf_blocks_lone_wolf", "bonus_artifacts", "doppelganger_before_sentinel", "doppel_witch_self_swap",
                "doppel_curator_self", "bodyguard_point_is_vote", "bodyguard_blocks_hunter", "prince_immune_to_hunter",
                "no_wolf_minion_death_village_wins", "auto_complete_mandatory")
SAFE_PUBLIC_KEYS = {"step", "number", "index", "player"}


@st.composite
def setups(draw: Any, mode: str | None = None) -> Setup:
    n = draw(st.integers(3, 10))
    rng = random.Random(draw(st.integers(0, 2**32)))
    while True:
        deck = rng.sample(POOL, n + 3)
        if deck.count(D.MASON) == 1:
            continue
        if D.ALPHA_WOLF in deck and all(deck.count(w) >= D.MAX_COPIES[w] for w in D.CENTER_WEREWOLF_CHOICES):
            continue
        break
    options: dict[str, Any] = {"mode": mode or draw(st.sampled_from(["app", "physical"])),
                               "pi_conversion_follows": draw(st.sampled_from(["card", "player"]))}
    for key in BOOL_OPTIONS:
        if draw(st.booleans()):
            options[key] = draw(st.booleans())
    setup = Setup("onuw", tuple(f"P{i}" for i in range(n)), tuple(deck), GAME.options_with_defaults(options))
    assert not [p for p in GAME.validate(setup) if p.severity == "error"], [p.msg.english() for p in GAME.validate(setup)]
    return setup


def _check_public(session: Session[Any]) -> None:
    game, state = session.game, session.state
    view = game.view(state, PUBLIC)
    text = json.dumps(view)
    assert "moderator" not in view and "known" not in view
    if state.result_ is None:
        assert "dealt" not in view and "result" not in view
        secrets = game.seat_secrets(state)
        for seat, entry in enumerate(view.get("board", {}).get("seats", [])):
            blob = json.dumps(entry)
            for secret in secrets.get(seat, ()):
                assert f'"{secret}"' not in blob, (seat, secret, entry)
        if view["phase"] == "night":
            assert set(view["step"]) == {"id", "number", "index", "count", "wake"}
    assert text


def _check_cards(session: Session[Any], cfg: Config) -> None:
    state = session.state
    if cfg.app and state.pos:
        assert len(state.pos) == cfg.npos  # one card per seat and per center position
        assert sorted(state.pos) == sorted(cfg.deck + ((cfg.cw,) if cfg.cw else ()))


def _check_result(session: Session[Any]) -> None:
    result = session.result()
    assert result is not None
    d = result.details
    roles, dead, traitors = d["final_roles"], set(d["dead"]), set(d["traitors"])
    n = len(roles)
    protected = set(d["protected"])
    opts = session.setup.options
    if opts["bodyguard_blocks_hunter"]:
        assert not dead & protected
    shot = {t for _, t in d["shots"]}
    for p in dead - shot:
        assert d["counts"][p] >= 2 and d["counts"][p] == max(d["counts"][q] for q in range(n) if q not in protected)
    wolves = {p for p in range(n) if roles[p] in D.WOLF_ROLES}
    wins = set(result.winners)
    for p in range(n):
        if p in traitors:
            continue
        team = D.team_of(roles[p])
        if team == D.TEAM_TANNER:
            assert (p in wins) == (p in dead)
        elif wolves and team == D.TEAM_WEREWOLF:
            assert (p in wins) == (not dead & wolves and not any(roles[q] == D.TANNER for q in dead))
        elif wolves and team == D.TEAM_VILLAGE:
            assert (p in wins) == bool(dead & wolves)
        elif not wolves and team == D.TEAM_VILLAGE and not dead:
            assert p in wins
        elif not wolves and roles[p] == D.MINION:
            assert (p in wins) == bool(dead - {p})
    assert result.side == "nobody" or wins


def _play(setup: Setup, seed: int, eager: float) -> Session[Any]:
    rng = random.Random(seed)
    session: Session[Any] = Session(GAME, setup, seed=seed)
    cfg = GAME.config(setup)
    for _ in range(500):
        _check_public(session)
        _check_cards(session, cfg)
        if session.result() is not None:
            break
        choices = session.choices()
        assert choices
        acting = [c for c in choices if c.player is not None or c.type.startswith("reveal")]
        pool = acting if acting and rng.random() < eager else choices
        session.act(rng.choice(pool).sample(rng))
    _check_result(session)
    return session


@settings(max_examples=150, deadline=None)
@given(setups(), st.integers(0, 2**32), st.sampled_from([0.0, 0.5, 0.95]))
def test_random_games_end_consistently(setup: Setup, seed: int, eager: float) -> None:
    _play(setup, seed, eager)


@settings(max_examples=30, deadline=None)
@given(setups(mode="app"), st.integers(0, 2**32))
def test_replaying_the_journal_of_a_random_game_gives_the_same_result(setup: Setup, seed: int) -> None:
    from engine.record import record_from_session, replay
    session = _play(setup, seed, 0.8)
    outcome = replay(record_from_session(session))
    assert outcome.ok and outcome.session.result() == session.result()
    assert outcome.session.view(MODERATOR) == session.view(MODERATOR)


@settings(max_examples=20, deadline=None)
@given(setups(), st.integers(0, 2**32))
def test_random_playout_helper_finishes(setup: Setup, seed: int) -> None:
    session = random_playout(GAME, setup, random.Random(seed))
    assert session.result() is not None
    assert GAME.seat_secrets(session.state) == {}
