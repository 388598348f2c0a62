"""Property tests: random decks, options, legal night actions and votes, in both modes."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import MODERATOR, PUBLIC, Action, Choice, Setup
from engine.games.onuw import GAME
from engine.games.onuw import data as D  # noqa: N812
from engine.games.onuw.game import Config
from engine.i18n import Msg, Text
from engine.session import Session
from tests.playout import random_playout
from tests.secret_oracle import check_secrets_cover_the_deal, event_leaks, leaks, seat_view_leaks

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
    if draw(st.booleans()):
        options["exclude_artifacts"] = draw(st.lists(st.sampled_from(D.DAYBREAK_ARTIFACTS + D.BONUS_ARTIFACTS), unique=True))
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


# Public integer fields that are not seats: the night's step numbers and positions, counts, vote tallies.
NOT_SEATS = frozenset({"number", "index", "count", "votes", "tally", "step_seconds", "day_seconds", "vote_seconds"})
# Fields whose strings tie nothing to a seat: the step being called (a role of the public deck), the deck, the
# artifact pool, messages.
NOT_SEAT_BOUND = frozenset({"step", "id", "wake", "phase", "deck", "artifact_pool", "instruction", "msg", "reason"})
# What the end announces to all (every card, the deaths, the result).
END_EVENTS = frozenset({"revealed", "hunter_shot", "deaths", "result", "votes"})




def _check_public_data(session: Session[Any], events: list[Any], before: Any) -> None:
    """No public event's data nor public view field ties a seat to a hidden card (tests/secret_oracle.py); the
    action that ends the game is held to the secrets before it, its announcements of the end aside."""
    state = session.state
    n = state.cfg.n
    over = session.result() is not None
    secrets = before if over else GAME.seat_secrets(state)
    if not over and state.cfg.app and state.dealt:
        # The Revealer's flipped card stays face up for all to see at dawn (the state's record of the flip).
        check_secrets_cover_the_deal(secrets, list(state.dealt), state.face_up)
    for event in events:
        if event.audience == PUBLIC and not (over and event.type in END_EVENTS):
            found = event_leaks(event, secrets, n, not_seats=NOT_SEATS, skip=NOT_SEAT_BOUND)
            assert not found, found
    if not over:
        found = leaks(session.view(PUBLIC), secrets, n, not_seats=NOT_SEATS, skip=NOT_SEAT_BOUND)
        assert not found, found
        # Each seat's view against every other seat's secrets: only what an event told that seat. Its own vote is
        # not read as naming a seat (the view's top level also holds what it saw of the center cards).
        views = {seat: session.view(seat) for seat in range(n)}
        found = seat_view_leaks(views, secrets, session.events(MODERATOR), n, not_seats=NOT_SEATS | {"my_vote"},
                                skip=NOT_SEAT_BOUND)
        assert not found, found


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


def _swap(pos: list[str], a: int, b: int) -> None:
    pos[a], pos[b] = pos[b], pos[a]


def _expected_move(pos: list[str], kind: str, params: dict[str, Any], seat: int, shields: list[int], witch: str | None,
                   labels: list[str], n: int) -> None:
    """§3: how each night action moves cards, written from the reference (not from the engine's code)."""
    where = labels.index
    if kind == "rob":
        _swap(pos, seat, params["target"])
    elif kind == "alpha_swap":
        _swap(pos, params["target"], where("CW"))
    elif kind == "witch_swap":
        assert witch is not None
        _swap(pos, where(witch), params["target"])
    elif kind == "troublemake":
        _swap(pos, *params["targets"])
    elif kind == "drunk_swap":
        _swap(pos, seat, where(params["card"]))
    elif kind == "idiot_move":
        movable = [s for s in range(n) if s != seat and s not in shields]
        step = 1 if params["direction"] == "left" else -1
        old = list(pos)
        for i, s in enumerate(movable):
            pos[movable[(i + step) % len(movable)]] = old[s]


def _check_night_action(before: dict[str, Any], after: dict[str, Any], applied: list[Any], witch: str | None,
                        n: int) -> str | None:
    """The positions after one act are those the reference gives; every look reports the face at that moment."""
    labels = list(before["positions"])
    expected = list(before["positions"].values())
    awake = before["awake"]
    step = before["steps"][before["step_index"]] if before["step_index"] < len(before["steps"]) else None
    looks = [k for k in after["known"][len(before["known"]):]
             if awake and k["seat"] == awake["seat"] and k["step"] == step and "card" in k]
    for action in applied:
        if action.type == "fallback":
            kind, params = action["choice"], {k: v for k, v in action.params.items() if k != "choice"}
        elif action.player is not None:
            kind, params = action.type, dict(action.params)
        else:
            continue
        seat = awake["seat"]
        looked = list(expected)
        _expected_move(expected, kind, params, seat, before["shields"], witch, labels, n)
        if kind == "witch_view":
            witch = params["card"]
        if kind in ("view_player", "seer_player", "investigate", "rob", "copy", "reveal"):  # the chosen player's card
            assert looks.pop(0)["card"] == looked[params["target"]]
        elif kind in ("view_center", "witch_view"):
            assert looks.pop(0)["card"] == looked[labels.index(params["card"])]
        elif kind == "seer_center":
            assert [looks.pop(0)["card"] for _ in params["cards"]] == [looked[labels.index(c)] for c in params["cards"]]
    assert not looks  # nothing else was seen
    assert list(after["positions"].values()) == expected, (applied, before["positions"], after["positions"])
    for s in before["shields"]:  # a shielded card never moves
        assert after["positions"][labels[s]] == before["positions"][labels[s]]
    return witch


def _check_names(session: Session[Any], choices: list[Choice]) -> None:
    """The shell shows every phase, choice and parameter by a translatable name, never by its id."""
    assert isinstance(GAME.phase_name(session.view(PUBLIC)["phase"]), Text)
    for choice in choices:
        assert isinstance(choice.prompt, Msg), choice.type
        assert all(isinstance(GAME.param_name(choice.type, key), Text) for key in choice.params), choice
        if choice.player is not None and choice.type != "vote":
            # A night prompt shows to whoever touches the laptop during the call (issue 30): it names no seat.
            assert choice.prompt.params == {}, choice
            assert not any(name in choice.prompt.english() for name in session.setup.players), choice


def setup_name(session: Session[Any], seat: int) -> str:
    return session.setup.players[seat]


def test_name_tables_cover_every_phase_and_action() -> None:
    from engine.games.onuw import game as G  # noqa: N812
    from engine.games.onuw import texts as T  # noqa: N812

    assert set(T.PHASE_NAMES) == {G.DEAL, G.NIGHT, G.DAY, G.VOTE, G.REVEAL, G.OVER}
    assert {kind for kind, _ in T.PARAM_NAMES} <= G.ALL_ACTIONS
    assert {kind for kind, _ in T.PARAM_NAMES} >= G.NIGHT_ACTIONS | G.PHYSICAL_ACTIONS | {"vote"}


def _play(setup: Setup, seed: int, eager: float) -> Session[Any]:
    rng = random.Random(seed)
    session: Session[Any] = Session(GAME, setup, seed=seed)
    cfg = GAME.config(setup)
    witch: str | None = None
    for _ in range(500):
        _check_public(session)
        _check_cards(session, cfg)
        if session.result() is not None:
            break
        choices = session.choices()
        assert choices
        _check_names(session, choices)
        acting = [c for c in choices if c.player is not None or c.type.startswith("reveal")]
        pool = acting if acting and rng.random() < eager else choices
        before = session.view(MODERATOR)
        done = len(session.actions)
        secrets = GAME.seat_secrets(session.state)
        _check_public_data(session, session.act(rng.choice(pool).sample(rng)), secrets)
        if cfg.app and before["phase"] == "night":
            if before["moderator"]["sub"] == "open":
                witch = None
            mod = {**before["moderator"], "step_index": before["step"]["index"]}
            witch = _check_night_action(mod, session.view(MODERATOR)["moderator"], session.actions[done:], witch, cfg.n)
    _check_result(session)
    _check_result_oracle(session)
    return session


ARTIFACT_ROLE = {"claw": "werewolf", "brand": "villager", "cudgel": "tanner", "bow": "hunter", "cloak": "prince", "sword": "bodyguard"}
WOLVES = {"werewolf", "alpha_wolf", "mystic_wolf", "dream_wolf"}


def _check_result_oracle(session: Session[Any]) -> None:
    """§5.2-5.4 recomputed from the table the moderator sees: final roles, who dies, who wins."""
    result = session.result()
    assert result is not None
    mod = session.view(MODERATOR)["moderator"]
    follows = session.setup.options["pi_conversion_follows"]
    n = session.setup.count
    conv = {k: v for k, v in mod["conversions"]}
    arts = {int(k): v for k, v in mod["artifacts"].items()}
    faces = list(mod["positions"].values())[:n]
    roles = []
    for seat, face in enumerate(faces):
        if arts.get(seat) in ARTIFACT_ROLE:
            role = ARTIFACT_ROLE[arts[seat]]
        elif follows == "player" and seat in conv:
            role = conv[seat]
        elif face == "doppelganger":
            role = mod["copy"] or "doppelganger"
            if role == "paranormal_investigator" and follows == "card":
                role = conv.get("doppelganger", role)
        elif face == "paranormal_investigator" and follows == "card":
            role = conv.get("paranormal_investigator", face)
        else:
            role = face
        roles.append(role)
    assert result.details["final_roles"] == roles
    votes = mod["votes"]
    opts = session.setup.options
    guards = [p for p in range(n) if roles[p] == "bodyguard"]
    protected = {votes[g] for g in guards if votes[g] is not None}
    count = [0] * n
    for p in range(n):
        if votes[p] is not None and (p not in guards or opts["bodyguard_point_is_vote"]):
            count[votes[p]] += 1
    for p in range(n):
        if roles[p] == "prince":
            count[p] = 0
    candidates = [p for p in range(n) if p not in protected]
    top = max((count[p] for p in candidates), default=0)
    dead = {p for p in candidates if count[p] == top} if top >= 2 else set()
    changed = True
    while changed:
        changed = False
        for h in sorted(dead):
            t = votes[h]
            if roles[h] != "hunter" or t is None or t in dead:
                continue
            if (t in protected and opts["bodyguard_blocks_hunter"]) or (roles[t] == "prince" and opts["prince_immune_to_hunter"]):
                continue
            dead.add(t)
            changed = True
    assert set(result.details["dead"]) == dead
    w = {p for p in range(n) if roles[p] in WOLVES}
    tanner_dead = any(roles[p] == "tanner" for p in dead)
    village = (bool(w) and bool(w & dead)) or (not w and not dead) or (
        not w and opts["no_wolf_minion_death_village_wins"] and any(roles[p] == "minion" for p in dead) and not tanner_dead)
    wolf_team = bool(w) and not (w & dead) and not tanner_dead
    team = {p: ("werewolf" if roles[p] in WOLVES or roles[p] == "minion" else "tanner" if roles[p] == "tanner" else "village")
            for p in range(n)}
    winners = set()
    for p in range(n):
        if arts.get(p) == "dagger":
            won = team[p] != "tanner" and any(q != p and q in dead and team[q] == team[p] for q in range(n))
        elif roles[p] == "tanner":
            won = p in dead
        elif roles[p] == "minion" and not w:
            won = bool(dead - {p})
        else:
            won = wolf_team if team[p] == "werewolf" else village
        if won:
            winners.add(p)
    assert set(result.winners) == winners, (roles, votes, sorted(dead), sorted(winners), result.winners)


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


def _night(session: Session[Any], rng: random.Random, act: bool) -> list[str]:
    """Play the night to dawn (awake players act when ``act``); returns the public view at each step."""
    trace = []
    while session.view(PUBLIC)["phase"] == "night":
        view = json.dumps(session.view(PUBLIC), sort_keys=True)
        trace.append(view)
        while act:
            mine = [c for c in session.choices() if c.player is not None]
            if not mine or rng.random() < 0.2:
                break
            session.act(rng.choice(mine).sample(rng))
            assert json.dumps(session.view(PUBLIC), sort_keys=True) == view  # acting changes nothing public
        session.act(Action("time_up"))
    return trace


@settings(max_examples=60, deadline=None)
@given(setups(mode="app"), st.integers(0, 2**32))
def test_the_night_looks_the_same_whether_players_act_or_not(setup: Setup, seed: int) -> None:
    """The app-mode timing guarantee (§6.3, R6): same steps, same public views, same public events."""
    rng = random.Random(seed)
    deal = rng.sample(list(setup.roles), len(setup.roles))
    acted = Session(GAME, setup, seed=seed, fixed=[Action("deal", None, {"cards": deal})])
    idle = Session(GAME, setup, seed=seed + 1, fixed=[Action("deal", None, {"cards": deal})])
    assert _night(acted, rng, True) == _night(idle, rng, False)
    def public(s: Session[Any]) -> list[Any]:
        return [e.to_json() for e in s.events(PUBLIC) if e.type != "dawn"]  # dawn shows the table's tokens
    assert public(acted) == public(idle)
    steps = [e.data["step"] for e in acted.events(PUBLIC) if e.type == "night_step"]
    assert steps == list(GAME.config(setup).steps)  # every role of the deck is called, in order, exactly once


SMALL_SETUPS = [Setup("onuw", ("A", "B", "C", "D"), deck, GAME.options_with_defaults({})) for deck in (
    ("sentinel", "doppelganger", "alpha_wolf", "werewolf", "seer", "robber", "witch"),
    ("werewolf", "dream_wolf", "mystic_wolf", "paranormal_investigator", "tanner", "revealer", "drunk"),
    ("doppelganger", "minion", "werewolf", "troublemaker", "village_idiot", "curator", "apprentice_seer"),
    ("sentinel", "werewolf", "werewolf", "insomniac", "robber", "drunk", "witch"),
)]


def test_choices_depend_only_on_what_the_actor_knows() -> None:
    """§0: legality never depends on hidden information. Across many random nights of the same decks, whenever the
    awake player knows the same things (his snapshots, the step, the public tokens), he is offered the same choices."""
    from engine.games.onuw.game import actor
    offered: dict[Any, str] = {}
    repeats = 0
    for i in range(240):
        rng = random.Random(i)
        session: Session[Any] = Session(GAME, SMALL_SETUPS[i % len(SMALL_SETUPS)], seed=i)
        while session.view(PUBLIC)["phase"] == "night":
            state = session.state
            who = actor(state)
            if who is not None:
                seat = who[0]
                key = (i % len(SMALL_SETUPS), session.view(PUBLIC)["step"]["id"], seat, who[1], who[2], state.sub,
                       tuple(sorted(state.shields)), tuple(sorted(state.face_up)), tuple(sorted(s for s, _ in state.arts)),
                       state.seen, json.dumps(session.view(seat)["known"], sort_keys=True))
                signature = json.dumps([(c.type, {k: list(d.values) for k, d in c.params.items()})
                                        for c in session.choices() if c.player == seat])
                repeats += key in offered
                assert offered.setdefault(key, signature) == signature, key[:6]
                mine = [c for c in session.choices() if c.player is not None]
                if mine and rng.random() < 0.8:
                    session.act(rng.choice(mine).sample(rng))
                    continue
            session.act(Action("time_up"))
    assert repeats > 200  # the same knowledge really came up again and again
