"""Property tests over random legal games for 3-10 players, both modes and random options.

Every offered action is accepted, nothing crashes, every card is conserved, every hand stays within 1..limit
(a hand one over the limit only while its holder is giving the surplus away), and the public view never ties a
hidden hand, society or profession to a seat. The test caps the number of turns; the rules do not: after the cap
the random player prefers the actions that end the game.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import MODERATOR, PUBLIC, Setup
from engine.games.castle import GAME
from engine.games.castle import data as D  # noqa: N812
from engine.session import Session
from tests.secret_oracle import check_secrets_cover_the_deal, event_leaks, leaks, seat_view_leaks

ENDING = ("declare", "loge", "fortune")
TURN_CAP = 30

OPTION_VALUES: dict[str, tuple[Any, ...]] = {
    spec.key: (spec.choices or ((False, True) if isinstance(spec.default, bool) else (spec.default,)))
    for spec in GAME.option_specs() if spec.key not in ("mode", "start_player")
}


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def _check_public(session: Session[Any]) -> None:
    state = session.state
    view = session.view(PUBLIC)
    json.dumps(view)
    if session.result() is not None:
        return
    for key in ("hands", "professions", "societies", "moderator", "you", "hidden_society"):
        assert key not in view
    secrets = GAME.seat_secrets(state)
    for seat, hidden in secrets.items():
        shown = set(_strings(view["seats"][seat]))
        leaked = shown & set(hidden)
        assert not leaked, f"seat {seat} shows {leaked}"
    for event in session.events(PUBLIC):
        assert "items" not in event.data or event.type in ("revealed", "revealed_items"), event
    waiting = view["waiting"]
    if waiting and waiting["kind"] == "support":
        assert len(waiting["players"]) == 1  # a Hypnotist's open choice never shows


def _check_cards(session: Session[Any]) -> None:
    state = session.state
    cfg = state.cfg
    m = session.view(MODERATOR)["moderator"]
    hands, pile = m["hands"], m["pile"]
    if cfg.app:
        assert Counter(c for h in hands for c in h) + Counter(pile) == Counter(cfg.in_play)
        assert sorted(m["professions"] + m["stack"]) == sorted(D.PROFESSION_IDS)
        assert D.BAG_KEY not in pile and D.BAG_GOBLET not in pile
    else:
        assert sum(len(h) for h in hands) + len(pile) == len(cfg.in_play)
        assert len(m["stack"]) == 10 - cfg.n
    wait = m["wait"] or {}
    for seat, hand in enumerate(hands):
        # A loser whose last item was taken holds none only while the winner chooses the give-back.
        assert len(hand) >= 1 or (wait.get("kind") == "give_back" and seat == m["fight"]["loser"])
        over = len(hand) - cfg.limit
        settling = wait.get("kind") in ("give", "give_back") or ("overflow", seat) in [tuple(t) for t in m["queue"]]
        assert over <= 0 or (over == 1 and settling), (seat, len(hand), wait)
    assert (not pile) == session.view(PUBLIC)["bags_converted"]


# Public integer fields that are not seats: counts, turn numbers, item and card tallies.
NOT_SEATS = frozenset({"count", "turn", "turns", "number", "index", "size", "left", "pile", "deck", "bags", "strength"})
# Fields whose strings tie nothing to a seat: the phase, a fight's stage (asked of the table whoever holds the
# profession it is named after), options, messages.
NOT_SEAT_BOUND = frozenset({"phase", "stage", "options", "mode", "instruction", "msg", "reason", "kind"})
# What is shown to all by the rules (cards laid open, a society revealed) and the end.
END_EVENTS = frozenset({"game_over", "result", "revealed", "revealed_items"})
SEAT_VIEWS_EVERY = 20
# The Diplomat's demand names an item its target may or may not hold: his public declaration, confirming nothing.
GUESS_EVENTS = frozenset({"diplomat"})


def _check_public_data(session: Session[Any], events: list[Any], before: Any) -> None:
    """No public event's data nor public view field ties a seat to a hidden card (tests/secret_oracle.py); the
    action that ends the game is held to the secrets before it, its announcements of the end aside."""
    state = session.state
    n = state.cfg.n
    over = session.result() is not None
    secrets = before if over else GAME.seat_secrets(state)
    if not over and state.cfg.app and state.phase != "deal":
        # A society stays secret until its owner's card is turned face up (the state's record of the reveal).
        check_secrets_cover_the_deal(secrets, list(state.societies), {p for p in range(n) if state.revealed[p]})
    for event in events:
        if event.audience == PUBLIC and event.type not in GUESS_EVENTS and not (over and event.type in END_EVENTS):
            found = event_leaks(event, secrets, n, not_seats=NOT_SEATS, skip=NOT_SEAT_BOUND)
            assert not found, found
    if not over:
        found = leaks(session.view(PUBLIC), secrets, n, not_seats=NOT_SEATS, skip=NOT_SEAT_BOUND)
        assert not found, found
    if not over and len(session.actions) % SEAT_VIEWS_EVERY == 0:
        # Each seat's view against every other seat's secrets: only what an event told that seat. What a seat has
        # seen stays in its view, so every few actions is enough (each check reads every event of the game).
        views = {seat: session.view(seat) for seat in range(n)}
        found = seat_view_leaks(views, secrets, session.events(MODERATOR), n, not_seats=NOT_SEATS, skip=NOT_SEAT_BOUND)
        assert not found, found


def _play(n: int, mode: str, options: dict[str, Any], seed: int) -> Session[Any]:
    rng = random.Random(seed)
    setup = Setup("castle", tuple(f"P{i}" for i in range(n)), (), GAME.options_with_defaults({"mode": mode, **options}))
    session: Session[Any] = Session(GAME, setup, seed=seed)
    for _ in range(5000):
        _check_cards(session)
        _check_public(session)
        if session.result() is not None:
            return session
        choices = session.choices()
        assert choices, session.view(MODERATOR)
        if session.state.turns < TURN_CAP:
            choices = [c for c in choices if c.type not in ENDING] or choices
        elif any(c.type in ENDING for c in choices):
            choices = [c for c in choices if c.type in ENDING]
        action = rng.choice(choices).sample(rng)
        refusal = session.explain(action)
        assert refusal is None, f"offered {action} refused: {refusal}"
        before = GAME.seat_secrets(session.state)
        _check_public_data(session, session.act(action), before)
    raise AssertionError("the game did not end")


@settings(max_examples=60, deadline=None)
@given(n=st.integers(3, 10), seed=st.integers(0, 2**32 - 1), mode=st.sampled_from(["app", "physical"]),
       opts=st.fixed_dictionaries({k: st.sampled_from(v) for k, v in OPTION_VALUES.items()}))
def test_random_games_end_conserve_cards_and_keep_secrets(n: int, seed: int, mode: str, opts: dict[str, Any]) -> None:
    session = _play(n, mode, opts, seed)
    result = session.result()
    assert result is not None and result.winners
    view = session.view(PUBLIC)
    assert view["phase"] == "over" and None not in view["societies"] and "?" not in view["societies"]
    if result.side == D.LOGE:
        assert len(result.winners) == 1
    else:
        assert all(view["societies"][p] == result.side for p in result.winners)
        assert len(result.winners) == sum(1 for s in view["societies"] if s == result.side)


@settings(max_examples=20, deadline=None)
@given(n=st.integers(3, 10), seed=st.integers(0, 2**32 - 1))
def test_player_views_show_only_their_own_cards(n: int, seed: int) -> None:
    rng = random.Random(seed)
    setup = Setup("castle", tuple(f"P{i}" for i in range(n)), (), GAME.options_with_defaults({}))
    session: Session[Any] = Session(GAME, setup, seed=seed)
    for _ in range(150):
        if session.result() is not None:
            break
        hands = session.view(MODERATOR)["moderator"]["hands"]
        for seat in range(n):
            me = session.view(seat)["you"]
            assert me["items"] == sorted(hands[seat])
            assert "moderator" not in session.view(seat)
            for event in session.events(seat):
                assert event.audience == PUBLIC or seat in event.audience
        choices = [c for c in session.choices() if c.type not in ENDING] or session.choices()
        session.act(rng.choice(choices).sample(rng))


def test_undo_restores_the_previous_state() -> None:
    setup = Setup("castle", tuple(f"P{i}" for i in range(5)), (), GAME.options_with_defaults({}))
    session: Session[Any] = Session(GAME, setup, seed=5)
    rng = random.Random(5)
    for _ in range(40):
        before = json.dumps(session.view(MODERATOR), sort_keys=True)
        choices = [c for c in session.choices() if c.type not in ENDING]
        session.act(rng.choice(choices).sample(rng))
        session.undo()
        assert json.dumps(session.view(MODERATOR), sort_keys=True) == before
        session.redo()


@settings(max_examples=12, deadline=None)
@given(n=st.integers(3, 10), seed=st.integers(0, 2**32 - 1), mode=st.sampled_from(["app", "physical"]),
       opts=st.fixed_dictionaries({k: st.sampled_from(v) for k, v in OPTION_VALUES.items()}))
def test_a_returned_state_never_changes(n: int, seed: int, mode: str, opts: dict[str, Any]) -> None:
    # States share their unchanged parts (hands, pile, per-seat tuples, the wait): no later step may alter an earlier one.
    rng = random.Random(seed)
    setup = Setup("castle", tuple(f"P{i}" for i in range(n)), (), GAME.options_with_defaults({"mode": mode, **opts}))
    state = GAME.start(setup)
    history: list[tuple[Any, str]] = []
    for _ in range(400):
        if GAME.result(state) is not None:
            break
        history.append((state, json.dumps(GAME.view(state, MODERATOR), sort_keys=True)))
        step = GAME.chance(state)
        if step is not None:
            action = step.sample(rng)
        else:
            choices = GAME.choices(state)
            if state.turns < TURN_CAP:
                choices = [c for c in choices if c.type not in ENDING] or choices
            action = rng.choice(choices).sample(rng)
        state, _ = GAME.step(state, action)
    assert len(history) > 100 or GAME.result(state) is not None
    for old, snapshot in history:
        assert json.dumps(GAME.view(old, MODERATOR), sort_keys=True) == snapshot
