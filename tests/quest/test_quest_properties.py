"""Random legal playouts, 4-10 players, every variant and mode: offered actions are accepted, sampled illegal
actions are refused with the right code, the game always ends, its result follows the reference's scoring
(shared/rules/quest.md §8, recomputed here independently), and the public view keeps every secret."""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Mapping
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import MODERATOR, PUBLIC, Action, Choice, OneOf, Setup, SubsetOf
from engine.games.quest import GAME
from engine.games.quest import data as D  # noqa: N812
from engine.i18n import Msg, Text
from engine.session import Session
from tests.quest.helpers import ALL_OPTIONAL_EVIL, ALL_OPTIONAL_GOOD, NAMES, assert_public_view_keeps_secrets
from tests.secret_oracle import check_secrets_cover_the_deal, event_leaks, leaks, seat_view_leaks

WRONG_PLAYER = {"not_your_turn", "not_on_team", "already_played", "wrong_phase"}
CARD_CODES = {"good_must_succeed", "youth_cannot_fail", "youth_must_fail", "magic_must_succeed", "lunatic_must_fail",
              "brute_must_succeed"}
# Public events that may carry a role: cards shown face up, the Blind Hunter's public guesses, the end.
ROLE_EVENTS = {"revealer", "hunter", "naming", "naming_withdrawn", "role_revealed", "game_over", "audit"}
# Steps of hidden roles: their public events never name the acting seat.
HIDDEN_STEP_EVENTS = {"duke", "archduke", "mutineer"}
# Public integer fields that are not seats.
NOT_SEATS = frozenset({"number", "size", "quest", "successes", "failures", "fails", "fails_to_final", "vote_fails",
                       "cards_played", "discussion_seconds", "count", "index"})
# Public fields whose strings tie nothing to a seat: phase ids (some equal role ids), the role list, messages, the
# Blind Hunter's public guesses (a guess, right or wrong, is his declaration) and the Last Chance step names.
NOT_SEAT_BOUND = frozenset({"phase", "role_list", "instruction", "reason", "namings", "step", "hunt_reason", "variant",
                            "mode", "game"})

# What the end of the game announces to all: every card, the audit, the Mutineers who join Good.
END_EVENTS = frozenset({"role_revealed", "game_over", "audit", "mutineer_joins"})
# The Blind Hunter's namings: his public guesses (§5.13), true or not, confirm nothing.
GUESS_EVENTS = frozenset({"naming", "naming_withdrawn"})


def shown_seats(session: Session[Any]) -> set[int]:
    """Seats whose card the table has seen (§5.11 the Revealer, §5.13 the Blind Hunter), or who showed the role by
    using it in public (§2.7: the Apprentice's second raised hand), read from the public events."""
    shown: set[int] = set()
    for e in session.events(PUBLIC):
        if e.type in ("revealer", "hunter") and e.data.get("player") is not None:
            shown.add(e.data["player"])
        if e.type == "apprentice" and e.data.get("target") is not None:
            shown.add(e.data["player"])
    return shown


def assert_public_data_keeps_secrets(session: Session[Any], events: list[Any], before: Mapping[int, Any]) -> None:
    """No public event's data nor any public view field ties a seat to its hidden role (the independent oracle).

    Events are held to the secrets after their action (a card shown by it is no secret), or, for the action that
    ends the game, to those before it but for the cards it showed, its end-of-game announcements aside."""
    state = session.state
    n = state.cfg.n
    over = session.result() is not None
    shown = shown_seats(session)
    secrets = {p: v for p, v in before.items() if p not in shown} if over else GAME.seat_secrets(state)
    if state.roles is not None and not over:
        check_secrets_cover_the_deal(secrets, session.view("moderator")["roles"], shown)
    for event in events:
        if event.audience == PUBLIC and event.type not in GUESS_EVENTS and not (over and event.type in END_EVENTS):
            found = event_leaks(event, secrets, n, not_seats=NOT_SEATS, skip=NOT_SEAT_BOUND)
            assert not found, found
    if not over:
        found = leaks(session.view(PUBLIC), secrets, n, not_seats=NOT_SEATS, skip=NOT_SEAT_BOUND)
        assert not found, found
        assert_seat_views_keep_secrets(session, secrets)


def assert_seat_views_keep_secrets(session: Session[Any], secrets: Mapping[int, Any]) -> None:
    """Each seat's view against every other seat's secrets (the independent oracle): its role, and its side (what a
    loyalty shown to one player answers), tied to it only where an event told that seat so."""
    roles = session.state.roles
    if roles is None or not secrets:
        return
    hidden = {seat: [*facts, D.ROLES[roles[seat]].side] for seat, facts in secrets.items()}
    views = {seat: session.view(seat) for seat in range(len(roles))}
    own = {seat: [role, str(D.ROLES[role].name), D.ROLES[role].side] for seat, role in enumerate(roles)}
    found = seat_view_leaks(views, hidden, session.events(MODERATOR), len(roles), not_seats=NOT_SEATS, skip=NOT_SEAT_BOUND,
                            own=own)
    assert not found, found


def custom_roles(n: int, options: dict[str, Any], rng: random.Random) -> tuple[str, ...]:
    """The recommended list with some cards replaced by optional roles (never Morgan); kept only if it validates."""
    roles = list(GAME.recommended_roles(n, options))
    for _ in range(rng.randrange(5)):
        i = rng.randrange(len(roles))
        if roles[i] == D.MORGAN:
            continue
        pool = ALL_OPTIONAL_GOOD if D.ROLES[roles[i]].side == D.GOOD else ALL_OPTIONAL_EVIL
        trial = [*roles[:i], rng.choice(pool), *roles[i + 1:]]
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
    "trickster_must_lie": st.booleans(),
    "four_player_board_side": st.sampled_from(["own", "other"]),
    "hunt_below_six_players": st.booleans(),
    "dc_hunter_sees_set_aside": st.booleans(),
    "unknown_roles_cleric_hunt": st.sampled_from(["scored", "pile"]),
    "hunter_vote_role_constraints": st.booleans(),
    "all_leaders_evil_rule": st.booleans(),
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
    kind, who = choice.type, choice.player
    if kind == "next_leader":
        probes.append((Action(kind, who, {"leader": rng.choice(state.leaders)}), {"veteran_leader"}))
        if state.amulet_holders and not state.cfg.amulet_holders_may_lead:
            holder = rng.choice(state.amulet_holders)
            if holder not in state.leaders:
                probes.append((Action(kind, who, {"leader": holder}), {"amulet_holder_leader"}))
    if kind == "amulet":
        probes.append((Action(kind, who, {"holder": state.leaders[-1]}), {"amulet_new_leader"}))
        probes.append((Action(kind, who, {"holder": state.leaders[0]}), {"amulet_veteran"}))
        holders = [h for h in state.amulet_holders if h not in state.leaders]
        if holders:
            probes.append((Action(kind, who, {"holder": rng.choice(holders)}), {"amulet_holder_again"}))
    if kind == "amulet_check":
        probes.append((Action(kind, who, {"target": who}), {"amulet_self"}))
        used = [p for p in state.checked if p != who and p not in state.amulet_holders]
        if used:
            probes.append((Action(kind, who, {"target": rng.choice(used)}), {"amulet_target_used"}))
        others = [h for h in state.amulet_holders if h != who]
        if others:
            probes.append((Action(kind, who, {"target": rng.choice(others)}), {"amulet_target_holder"}))
    if kind == "magic":
        outside = [p for p in range(n) if p not in state.teams[-1]]
        probes.append((Action(kind, who, {"holder": rng.choice(outside)}), {"magic_not_on_team"}))
    if kind in ("quest_card", "vote_card"):
        for card in ("success", "fail"):
            if card not in choice.params["card"].values:
                probes.append((Action(kind, who, {"card": card}), CARD_CODES))
    if kind in ("loyalty", "leader_loyalty"):
        for card in ("good", "evil"):
            if card not in choice.params["card"].values:
                probes.append((Action(kind, who, {"card": card}), {"loyalty_must_match", "troublemaker_must_show_evil",
                                                                   "trickster_must_lie"}))
    if kind == "point":
        probes.append((Action(kind, who, {"targets": [who]}), {"point_self", "point_count"}))
        if state.revealer is not None and state.revealer != who:
            other = next(p for p in range(n) if p not in (who, state.revealer))
            probes.append((Action(kind, who, {"targets": sorted([other, state.revealer])}), {"point_revealer", "point_count"}))
    if kind == "hands" and state.revealer is not None and state.revealer != who:
        probes.append((Action(kind, who, {"targets": [state.revealer]}), {"point_revealer"}))
    if kind == "quest_result":
        probes.append((Action(kind, None, {"fails": len(state.teams[-1]) + 1}), {"fails_range"}))
    if kind == "vote_result":
        probes.append((Action(kind, None, {"fails": n + 1}), {"fails_range"}))
    if kind == "hunt_naming":
        probes.append((Action(kind, who, {"target": who, "role": "cleric"}), {"hunt_self"}))
        probes.append((Action(kind, who, {"target": choice.params["target"].values[0], "role": "morgan"}),
                       {"hunt_role_not_good"}))
        if state.namings:
            probes.append((Action(kind, who, {"target": state.namings[0][0], "role": "cleric"}), {"hunt_same_player"}))
        if state.revealer is not None:
            probes.append((Action(kind, who, {"target": state.revealer, "role": "cleric"}), {"hunt_revealer"}))
    if kind == "duke" and (who is not None or not state.cfg.app):
        lowered = [[o, t] for o in range(n) for t in range(n) if o != t and (o, t) not in state.hands]
        probes.append((Action(kind, who, {"hand": rng.choice(lowered)}), {"hand_not_raised"}))
    if kind == "archduke" and state.hands and (who is not None or not state.cfg.app):
        owner, target = rng.choice(state.hands)
        probes.append((Action(kind, who, {"move": [owner, target, owner]}), {"hand_destination"}))
    if kind == "reveal_role":
        unavailable = sorted(set(D.ROLES) - set(choice.params["role"].values))
        if unavailable:
            probes.append((Action(kind, who, {"role": rng.choice(unavailable)}), {"role_unavailable"}))
    return probes


def sample_often_passing(choice: Choice, rng: random.Random) -> Action:
    """A random legal action that passes (None) half the time it may: passes are few among many targets otherwise."""
    action = choice.sample(rng)
    passable = [k for k, d in choice.params.items() if isinstance(d, OneOf) and None in d.values]
    if passable and rng.random() < 0.5:
        return Action(action.type, action.player, {**action.params, **dict.fromkeys(passable)})
    return action


def expected_result(session: Session[Any]) -> tuple[str, tuple[int, ...]]:
    """The winning side and seats, recomputed from the reference's §2.7 / §8 pseudocode."""
    state = session.state
    cfg = state.cfg
    roles = state.roles
    assert roles is not None
    side = [D.ROLES[r].side for r in roles]
    ending = state.ending
    joined: set[int] = set()
    if ending in ("three_successes", "errata_no_hunter"):
        assert sum(state.results) == 3
        winner = D.GOOD
    elif ending == "hunt":
        (p1, r1), (p2, r2) = state.namings

        def correct(p: int, r: str) -> bool:
            return roles[p] == r or (r == D.LOYAL_SERVANT and roles[p] in {D.LOYAL_SERVANT, D.DUKE, D.ARCHDUKE, D.APPRENTICE})

        o = session.setup.options
        scored = o["unknown_roles"] or (o["variant"] == D.DIRECTORS_CUT and cfg.n <= 5 and not o["dc_hunter_sees_set_aside"])
        if o["unknown_roles"] and o["unknown_roles_cleric_hunt"] == "pile":
            scored = False  # R-19's alternative: enforced at the naming whenever the Cleric card is in the Good pile
        if scored and D.CLERIC in roles and D.CLERIC not in (r1, r2):
            winner = D.GOOD
        elif r1 == D.ARTHUR and roles[p1] == D.ARTHUR:
            winner = D.EVIL
        else:
            winner = D.EVIL if correct(p1, r1) and correct(p2, r2) else D.GOOD
    else:
        assert ending == "last_chance"
        hands = state.hands
        good_hands = [(o, t) for o, t in hands if side[o] == D.GOOD]
        ok = all(side[t] == D.EVIL for _, t in good_hands) and all(
            any(t == p for _, t in good_hands) for p in range(cfg.n) if side[p] == D.EVIL and p != state.revealer)
        leaders = state.leaders[:len(state.results)]
        all_evil = cfg.all_leaders_rule and all(side[p] == D.EVIL for p in leaders)
        winner = D.GOOD if ok or all_evil else D.EVIL
        for m, r in enumerate(roles):
            targets = [t for o, t in hands if o == m]
            if r == D.MUTINEER and len(targets) == 2 and all(side[t] == D.GOOD for t in targets):
                joined.add(m)
    final = [D.GOOD if p in joined else s for p, s in enumerate(side)]
    return winner, tuple(p for p in range(cfg.n) if final[p] == winner)


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
        assert isinstance(GAME.phase_name(session.view(PUBLIC)["phase"]), Text), session.view(PUBLIC)["phase"]
        for choice in choices:
            assert choice.count() >= 1
            assert isinstance(choice.prompt, Msg), choice.type
            assert all(isinstance(GAME.param_name(choice.type, key), Text) for key in choice.params), choice
            if choice.count() <= 12:  # small domains: every offered action is accepted
                for action in choice.actions():
                    assert session.explain(action) is None, (action, session.explain(action))
        if rng.random() < 0.3:
            for action, codes in illegal_probes(session, choices, rng):
                refused = session.explain(action)
                assert refused is not None, action
                assert refused.code in codes, (action, refused.code, refused.reason.english())
        choice = rng.choice(choices)
        action = sample_often_passing(choice, rng)
        assert session.explain(action) is None, (action, session.explain(action))
        before = GAME.seat_secrets(session.state)
        assert_public_data_keeps_secrets(session, session.act(action), before)
    result = session.result()
    assert result is not None, "the game did not end"
    assert result.side in ("good", "evil") and result.winners
    assert (result.side, result.winners) == expected_result(session)
    roles_now = session.state.roles
    assert roles_now is not None and sorted(roles_now + session.state.set_aside) == sorted(setup.roles)
    json.dumps(session.view(PUBLIC))
    for seat in range(n):
        json.dumps(session.view(seat))
    for event in session.events(PUBLIC):
        if event.type not in ROLE_EVENTS:
            assert "role" not in event.data and "card" not in event.data and "shows" not in event.data, event
        if event.type in HIDDEN_STEP_EVENTS:
            assert "player" not in event.data, event
    return session


def test_names_cover_every_phase_and_action() -> None:
    """The phase and parameter tables name only real phases and actions, and every phase constant has a name."""
    from engine.games.quest import state as S  # noqa: N812
    from engine.games.quest import texts as T  # noqa: N812
    from engine.games.quest.game import ACTION_TYPES

    phases = {v for k, v in vars(S).items() if k.isupper() and isinstance(v, str) and not k.startswith("END_")
              and k not in ("HUNT_ERRATA", "HUNT_DECLARED", "HUNT_VOTE")}
    assert set(T.PHASE_NAMES) == phases
    assert {kind for kind, _ in T.PARAM_NAMES} <= ACTION_TYPES


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(4, 10), options=configurations, seed=st.integers(0, 2**32 - 1))
def test_random_playouts(n: int, options: dict[str, Any], seed: int) -> None:
    play(n, options, seed)


def test_every_variant_and_mode_at_every_count() -> None:
    """Each count 4-10 x standard/Director's Cut x app/physical x Unknown Roles on/off x Hunter variant on/off."""
    endings: set[str] = set()
    for n, variant, mode, unknown, hunter in itertools.product(range(4, 11), ("standard", "directors_cut"),
                                                               ("app", "physical"), (False, True), (False, True)):
        options = {"mode": mode, "variant": variant, "unknown_roles": unknown, "hunter_variant": hunter}
        session = play(n, options, seed=n * 31 + 7 * unknown + 3 * hunter + (variant == "standard"))
        endings.add(session.result().details["ending"])
    assert endings >= {"three_successes", "hunt", "last_chance"}
