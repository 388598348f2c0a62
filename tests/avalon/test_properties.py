"""Property tests over random legal Avalon games: they never crash, always end, and never leak.

* the removed card's value is in no view (public, moderator, any seat) but its leader's until the game ends;
* the vote table never holds a card value, not even after the game;
* no role is tied to a seat in the public view before the end (beyond what the table has seen);
* no seat's view ties another seat to its role or its side unless an event told that seat so (the Lady of the Lake's
  answer is for her holder only);
* the counted cards of a Trapper quest are the team minus one, and the result is "counted Fails >= threshold".
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import MODERATOR, Setup
from engine.games.avalon import data as D  # noqa: N812 - the rules tables
from engine.registry import get_game
from engine.session import Session
from tests.secret_oracle import event_leaks, leaks, seat_view_leaks

GAME = get_game("avalon")
OPTIONAL_GOOD = (D.PERCIVAL, D.CLERIC, D.TROUBLEMAKER)
OPTIONAL_EVIL = (D.MORGANA, D.MORDRED, D.OBERON, D.WITCH, D.TRICKSTER, D.LUNATIC, D.BRUTE, D.REVEALER)


def strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from strings(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from strings(v)


def keys(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from keys(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from keys(v)


@st.composite
def setups(draw: st.DrawFn, trapper_mix: bool) -> Setup:
    n = draw(st.integers(8, 10)) if trapper_mix else draw(st.integers(5, 10))
    good, evil = D.SIDES[n]
    goods = draw(st.lists(st.sampled_from(OPTIONAL_GOOD), unique=True, max_size=good - 1))
    evils = draw(st.lists(st.sampled_from(OPTIONAL_EVIL), unique=True, max_size=evil - 1))
    if trapper_mix and D.WITCH not in evils:
        evils = [D.WITCH, *evils[: evil - 2]]
    roles = D.fill_roles((D.MERLIN, *goods, D.ASSASSIN, *evils), n)
    mode = draw(st.sampled_from(("app", "physical")))
    options: dict[str, Any] = {"mode": mode}
    if trapper_mix:
        options.update(trapper=True, excalibur=True, lady_of_the_lake=draw(st.booleans()))
    else:
        plot = draw(st.booleans())
        options.update(plot_cards=plot, trapper=not plot and n >= 8 and draw(st.booleans()), excalibur=draw(st.booleans()),
                       lady_of_the_lake=draw(st.booleans()))
    options["trickster_loyalty"] = draw(st.sampled_from(("chooses", "always_good")))
    options["witch_on_deciding_quest"] = draw(st.sampled_from(("void", "hide_and_check")))
    options["fifth_proposal"] = draw(st.sampled_from(("vote_normally", "sent_without_vote")))
    options["assassination_reveal_evil"] = draw(st.booleans())
    options["revealer_counts_hidden_fails"] = draw(st.booleans())
    if mode == "app":
        options["cleric_checks"] = draw(st.sampled_from(("first_leader", "first_quest_leader")))
    order = draw(st.permutations(roles))
    return Setup("avalon", tuple(f"P{i}" for i in range(n)), tuple(order), options)


def check_invariants(session: Session[Any], full: bool) -> None:
    state = session.state
    over = session.result() is not None
    n = session.setup.count
    public = session.view("public")
    # The vote table never holds a card value (nor a key naming a card), even after the game.
    table = public["vote_table"]
    assert not set(strings(table)) & set(D.CARDS), table
    assert not {"card", "cards", "removed_card"} & set(keys(table))
    # No role tied to a seat in the public view before the end.
    secrets = GAME.seat_secrets(state)
    if not over and secrets:
        shown = set(strings({k: v for k, v in public.items() if k != "setup"}))
        for seat, hidden in secrets.items():
            leaked = shown & set(hidden)
            assert not leaked, (seat, leaked)
    # The removed card's value: only in its leader's view until the end.
    removed = [q for q in state.quests if q.removed is not None]
    if removed and full and not over:
        for viewer in ["public", "moderator", *range(n)]:
            view = session.view(viewer)
            for q in removed:
                entry = view["quest_track"][q.number - 1]
                assert ("removed_card" in entry) == (viewer == q.leader and state.cfg.app), (viewer, q.number)
                mentions = [h for h in view["history"] if h["type"] == "removed_value" and h["data"]["quest"] == q.number]
                assert bool(mentions) == (viewer == q.leader and state.cfg.app), (viewer, q.number)
            assert "cards" not in str(view["quest_track"]) or all("cards" not in e for e in view["quest_track"])
    if full and not over:
        check_seat_views(session)  # a check's answer stays in its holder's view: a leak is still there later
    for q in state.quests:
        if q.outcome is not None and state.cfg.trapper:
            assert q.removed is not None
            assert (q.fails or 0) + (q.successes or 0) == len(q.team) - 1
        if q.outcome is not None:
            assert (q.outcome == D.FAIL) == ((q.fails or 0) >= state.cfg.fails_needed[q.number - 1])


# Public integer fields that are not seats: quest numbers, sizes, counts, vote tallies.
NOT_SEATS = frozenset({"number", "quest", "size", "fails", "successes", "count", "proposal", "round", "index",
                       "fails_needed", "approvals", "rejections", "removed"})
# Fields whose strings tie nothing to a seat: the setup (the public role list), phases, messages.
NOT_SEAT_BOUND = frozenset({"setup", "phase", "roles", "role_list", "instruction", "msg", "reason", "step"})
# What the end announces to all.
END_EVENTS = frozenset({"game_over", "result", "roles_revealed", "role_revealed", "assassination"})


def check_public_data(session: Session[Any], events: list[Any], before: Any) -> None:
    """No public event's data nor public view field ties a seat to a hidden role (tests/secret_oracle.py); the
    action that ends the game is held to the secrets before it, its announcements of the end aside."""
    state = session.state
    n = session.setup.count
    over = session.result() is not None
    secrets = before if over else GAME.seat_secrets(state)
    for event in events:
        if event.audience == "public" and not (over and event.type in END_EVENTS):
            found = event_leaks(event, secrets, n, not_seats=NOT_SEATS, skip=NOT_SEAT_BOUND)
            assert not found, found
    if not over:
        found = leaks(session.view("public"), secrets, n, not_seats=NOT_SEATS, skip=NOT_SEAT_BOUND)
        assert not found, found


def check_seat_views(session: Session[Any]) -> None:
    """Each seat's view against every other seat's secrets (tests/secret_oracle.py): its role, and its side (what a
    loyalty check answers), tied to it only where an event told this seat so."""
    state = session.state
    if state.roles is None:
        return
    secrets = {seat: [*hidden, D.ROLES[state.roles[seat]].side] for seat, hidden in GAME.seat_secrets(state).items()}
    if not secrets:
        return
    views = {seat: session.view(seat) for seat in range(len(state.roles))}
    own = {seat: [role, str(D.ROLES[role].name), D.ROLES[role].side] for seat, role in enumerate(state.roles)}
    found = seat_view_leaks(views, secrets, session.events(MODERATOR), len(views), not_seats=NOT_SEATS, skip=NOT_SEAT_BOUND,
                            own=own)
    assert not found, found


def play(setup: Setup, seed: int) -> Session[Any]:
    rng = random.Random(seed)
    session: Session[Any] = Session(GAME, setup, seed=rng.randrange(2**32))
    for step in range(3000):
        if session.result() is not None:
            check_invariants(session, full=True)
            return session
        choices = session.choices()
        assert choices, session.view("moderator")["phase"]
        quiet = [c for c in choices if c.type != "time_up"]
        # Timeouts now and then (each one a chance step), otherwise a random legal choice.
        choice = rng.choice(choices) if rng.random() < 0.15 or not quiet else rng.choice(quiet)
        removed_before = sum(q.removed is not None for q in session.state.quests)
        before = GAME.seat_secrets(session.state)
        check_public_data(session, session.act(choice.sample(rng)), before)
        # Every viewer's view right after each removal and at the steps that follow it (the Witch, the count, her check),
        # and now and then; the cheap invariants after every action.
        just_removed = sum(q.removed is not None for q in session.state.quests) > removed_before
        check_invariants(session, full=just_removed or step % 20 == 0
                         or session.state.phase in ("witch_decision", "count", "witch_check", "assassination"))
    raise AssertionError("the game did not end")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups(trapper_mix=True), st.integers(0, 2**32 - 1))
def test_trapper_excalibur_witch_games(setup: Setup, seed: int) -> None:
    assert not [p for p in GAME.validate(setup) if p.severity == "error"]
    session = play(setup, seed)
    assert session.result() is not None
    # After the end the history reveals every removed card to everyone.
    if setup.options["mode"] == "app":
        for q in session.state.quests:
            if q.removed is not None:
                assert session.view("public")["quest_track"][q.number - 1]["removed_card"] in D.CARDS


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups(trapper_mix=False), st.integers(0, 2**32 - 1))
def test_module_mixes(setup: Setup, seed: int) -> None:
    assert not [p for p in GAME.validate(setup) if p.severity == "error"]
    session = play(setup, seed)
    result = session.result()
    assert result is not None and result.side in (D.GOOD, D.EVIL)
    roles = session.state.roles
    assert roles is not None and sorted(roles) == sorted(setup.roles)
    assert set(result.winners) == {s for s, r in enumerate(roles) if D.ROLES[r].side == result.side}


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups(trapper_mix=True), st.integers(0, 2**32 - 1))
def test_undo_and_record_roundtrip(setup: Setup, seed: int) -> None:
    from engine.record import parse_record, record_from_session, replay

    session = play(setup, seed)
    again = replay(parse_record(record_from_session(session).dumps()))
    assert again.ok and again.session.result() == session.result()
    while session.can_undo():
        session.undo()
    assert session.result() is None
