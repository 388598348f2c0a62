"""Game records: a versioned JSON file that replays a game exactly.

See docs/records.md for the format. A record names the game, its setup, any
chance outcomes fixed in advance and the actions in order; an action may carry
``"expect_error": CODE`` to say it must be refused with that code.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .core import MODERATOR, PUBLIC, Action, Event, Game, Setup, Viewer, name_problems
from .errors import IllegalAction, RecordError, SetupError
from .files import MAX_DEPTH, json_failure, read_limited, too_deep
from .registry import get_game
from .session import Session

RECORD_FORMAT = "tablekeeper-record"
RECORD_VERSION = 1
MAX_RECORD_BYTES = 16 * 1024 * 1024


@dataclass
class Entry:
    action: Action
    expect_error: str | None = None
    note: str | None = None
    expect_view: dict[str, Any] | None = None  # {"viewer": ..., "view": {...}}: a subset of that view right after
    expect_events: list[dict[str, Any]] | None = None  # events the action must cause: {"type", "audience"?, "data"?}

    def to_json(self) -> dict[str, Any]:
        out = self.action.to_json()
        if self.expect_error:
            out["expect_error"] = self.expect_error
        if self.note:
            out["note"] = self.note
        if self.expect_view is not None:
            out["expect_view"] = self.expect_view
        if self.expect_events is not None:
            out["expect_events"] = self.expect_events
        return out


@dataclass
class Record:
    setup: Setup
    entries: list[Entry] = field(default_factory=list)
    chance: list[Action] = field(default_factory=list)
    seed: int | None = None
    expect_result: dict[str, Any] | None = None
    title: str | None = None

    @property
    def game(self) -> str:
        return self.setup.game

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": RECORD_FORMAT, "version": RECORD_VERSION}
        if self.title:
            out["title"] = self.title
        out.update(self.setup.to_json())
        if self.seed is not None:
            out["seed"] = self.seed
        if self.chance:
            out["chance"] = [a.to_json() for a in self.chance]
        out["actions"] = [e.to_json() for e in self.entries]
        if self.expect_result is not None:
            out["expect_result"] = self.expect_result
        return out

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1) + "\n"


def header_json(setup: Setup, seed: int | None) -> dict[str, Any]:
    """The part of a record a journal starts with."""
    return {**setup.to_json(), "seed": seed}


def _require(cond: bool, where: str, message: str) -> None:
    if not cond:
        raise RecordError(f"{where}: {message}")


def setup_from_json(data: dict[str, Any], where: str) -> tuple[Game, Setup]:
    _require(isinstance(data.get("game"), str), where, 'missing "game" (a game id such as "quest")')
    try:
        game = get_game(data["game"])
    except KeyError as exc:
        raise RecordError(f"{where}: {exc.args[0]}") from None
    players = data.get("players")
    _require(isinstance(players, list) and all(isinstance(p, str) for p in players),
             where, '"players" must be a list of names in seat order')
    players = [p.strip() for p in players]
    _require(all(players), where, '"players" must be a list of names in seat order')
    _require(len(set(players)) == len(players), where, "two players have the same name")
    for problem in name_problems(players):
        raise RecordError(f"{where}: \"players\": {problem.msg.english()}")
    roles = data.get("roles", [])
    _require(isinstance(roles, list) and all(isinstance(r, str) for r in roles), where,
             '"roles" must be a list of role ids')
    options = data.get("options", {})
    _require(isinstance(options, dict), where, '"options" must be an object')
    try:
        full = game.options_with_defaults(options)
    except ValueError as exc:
        raise RecordError(f"{where}: {exc}") from None
    for _spec, why in game.option_errors(options):
        raise RecordError(f"{where}: \"options\": {why}")
    return game, Setup(game.id, tuple(players), tuple(roles), full)


def parse_record(text: str, where: str = "record") -> Record:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{where} is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg});"
                          " the file may be truncated or damaged") from None
    except (ValueError, RecursionError) as exc:  # nested too deeply, or a number too long to read
        raise RecordError(json_failure(exc, where)) from None
    _require(not too_deep(data), where, f"the record nests more than {MAX_DEPTH} levels deep; it may be damaged")
    _require(isinstance(data, dict), where, "a record must be a JSON object")
    _require(data.get("format") == RECORD_FORMAT, where, f'not a Tablekeeper record (no "format": "{RECORD_FORMAT}")')
    version = data.get("version")
    _require(type(version) is int and version == RECORD_VERSION, where,
             f"record version {_shown(version)} is not supported (this version reads {RECORD_VERSION})")
    _game, setup = setup_from_json(data, where)
    seed = data.get("seed")
    _require(seed is None or (isinstance(seed, int) and not isinstance(seed, bool)), where, '"seed" must be a whole number')

    def actions_of(key: str) -> list[dict[str, Any]]:
        items = data.get(key, [])
        _require(isinstance(items, list), where, f'"{key}" must be a list')
        return items

    entries: list[Entry] = []
    for i, raw in enumerate(actions_of("actions")):
        try:
            action = Action.from_json(raw)
        except ValueError as exc:
            raise RecordError(f"{where}: action {i}: {exc}") from None
        expect = raw.get("expect_error")
        _require(expect is None or isinstance(expect, str), where, f'action {i}: "expect_error" must be an error code')
        note = raw.get("note")
        view, events = _mid_game_expectations(raw, setup, f"{where}: action {i}")
        _require(expect is None or (view is None and events is None), where,
                 f'action {i}: an action expected to be refused changes nothing: no "expect_view" or "expect_events"')
        entries.append(Entry(action, expect, note if isinstance(note, str) else None, view, events))
    chance: list[Action] = []
    for i, raw in enumerate(actions_of("chance")):
        try:
            chance.append(Action.from_json(raw))
        except ValueError as exc:
            raise RecordError(f"{where}: chance outcome {i}: {exc}") from None
    expect_result = data.get("expect_result")
    _require(expect_result is None or isinstance(expect_result, dict), where, '"expect_result" must be an object')
    if expect_result is not None:
        _check_expect_result(expect_result, setup, where)
    title = data.get("title")
    return Record(setup, entries, chance, seed, expect_result, title if isinstance(title, str) else None)


def _mid_game_expectations(raw: dict[str, Any], setup: Setup,
                           where: str) -> tuple[dict[str, Any] | None, list[dict[str, Any]] | None]:
    view = raw.get("expect_view")
    if view is not None:
        _require(isinstance(view, dict) and isinstance(view.get("view"), dict) and set(view) <= {"viewer", "view"}, where,
                 '"expect_view" must be {"viewer": "public", "moderator", a seat or a name, "view": {...}}')
        _viewer_of(view.get("viewer", PUBLIC), setup, where)
    events = raw.get("expect_events")
    if events is not None:
        _require(isinstance(events, list), where, '"expect_events" must be a list of events')
        for k, event in enumerate(events):
            _require(isinstance(event, dict) and isinstance(event.get("type"), str)
                     and set(event) <= {"type", "audience", "data"}, where,
                     f'"expect_events" {k} must be {{"type": ..., "audience"?: ..., "data"?: {{...}}}}')
            audience = event.get("audience")
            _require(audience is None or audience in (PUBLIC, MODERATOR) or (
                isinstance(audience, list) and all(_is_seat(a, setup.count) or a in setup.players for a in audience)),
                where, f'"expect_events" {k}: "audience" must be "public", "moderator" or a list of seats or names')
            _require(isinstance(event.get("data", {}), dict), where, f'"expect_events" {k}: "data" must be an object')
    return view, events


def _viewer_of(raw: Any, setup: Setup, where: str) -> Viewer:
    if raw in (PUBLIC, MODERATOR):
        return str(raw)
    if isinstance(raw, str) and raw in setup.players:
        return setup.players.index(raw)
    _require(_is_seat(raw, setup.count), where,
             f'"expect_view": "viewer" must be "public", "moderator", a seat 0-{setup.count - 1} or a name, not {_shown(raw)}')
    return int(raw)


def _shown(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)[:60]


def _is_seat(value: Any, count: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < count


def _check_expect_result(expected: dict[str, Any], setup: Setup, where: str) -> None:
    side = expected.get("side")
    _require(side is None or isinstance(side, str), where, '"expect_result": "side" must be a side\'s id (a text)')
    winners = expected.get("winners")
    if winners is None:
        return
    _require(isinstance(winners, list), where, '"expect_result": "winners" must be a list of names or seat numbers')
    for i, w in enumerate(winners):
        _require((isinstance(w, str) and w in setup.players) or _is_seat(w, setup.count), where,
                 f'"expect_result": winner {i} ({_shown(w)}) is neither a player\'s name nor a seat 0-{setup.count - 1}')


def load_record(path: Path) -> Record:
    raw = read_limited(path, MAX_RECORD_BYTES, "record")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(f"{path} is not UTF-8 text; it is not a Tablekeeper record") from None
    return parse_record(text, str(path))


def record_from_session(session: Session[Any], title: str | None = None) -> Record:
    """The session's history as a record (chance outcomes inline, undone actions left out)."""
    return Record(session.setup, [Entry(a) for a in session.actions], [], session.seed, None, title)


@dataclass
class ReplayError:
    index: int
    action: Action
    code: str
    reason: str


@dataclass
class ReplayOutcome:
    session: Session[Any]
    expected_rejections: int = 0
    error: ReplayError | None = None
    mismatch: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None and self.mismatch is None


def replay(record: Record) -> ReplayOutcome:
    """Replay ``record``; stops at the first unexpected refusal or unmet expectation."""
    game = get_game(record.game)
    try:
        session: Session[Any] = Session(game, record.setup, seed=record.seed, fixed=record.chance, settle=False)
    except SetupError as exc:
        raise RecordError(f"the record's setup is not valid: {exc}") from None
    outcome = ReplayOutcome(session)
    for index, entry in enumerate(record.entries):
        action = entry.action
        step = game.chance(session.state)
        try:
            if step is not None and action.player is None and action.type == step.type:
                if entry.expect_error:
                    _expect_refusal(session, entry, index, outcome)
                else:
                    outcome.mismatch = _compare_mid_game(session, entry, index, session.add_chance(action))
            else:
                session.settle()
                if entry.expect_error:
                    _expect_refusal(session, entry, index, outcome)
                else:
                    outcome.mismatch = _compare_mid_game(session, entry, index, session.act(action, settle=False))
        except IllegalAction as exc:
            outcome.error = ReplayError(index, action, exc.code, exc.reason.english())
        if not outcome.ok:
            return outcome
    try:
        session.settle()
    except IllegalAction as exc:
        outcome.error = ReplayError(len(record.entries), Action("chance"), exc.code, exc.reason.english())
        return outcome
    if record.expect_result is not None:
        outcome.mismatch = _compare_result(session, record.expect_result)
    return outcome


def _expect_refusal(session: Session[Any], entry: Entry, index: int, outcome: ReplayOutcome) -> None:
    refusal = session.explain(entry.action)
    if refusal is None:
        outcome.error = ReplayError(index, entry.action, "accepted",
                                    f"expected a refusal with code {entry.expect_error}, but the action is legal")
    elif refusal.code != entry.expect_error:
        outcome.error = ReplayError(index, entry.action, refusal.code,
                                    f"expected code {entry.expect_error}, refused with: {refusal.reason.english()}")
    else:
        outcome.expected_rejections += 1


def _compare_result(session: Session[Any], expected: dict[str, Any]) -> str | None:
    result = session.result()
    if result is None:
        return "the record expects a result, but the game is not over"
    actual = result.to_json()
    for key, want in expected.items():
        got = actual.get(key)
        if key == "winners":
            names = session.setup.players
            want = sorted(names.index(w) if isinstance(w, str) and w in names else w for w in want)
            got = sorted(got or [])
        if got != want:
            return f"result {key}: expected {want!r}, got {got!r}"
    return None


def _compare_mid_game(session: Session[Any], entry: Entry, index: int, events: list[Event]) -> str | None:
    """The first unmet ``expect_view`` / ``expect_events`` of an action just applied (before any chance it triggers)."""
    setup = session.setup
    if entry.expect_view is not None:
        raw = entry.expect_view.get("viewer", PUBLIC)
        viewer = _viewer_of(raw, setup, "record")
        differs = subset_difference(entry.expect_view["view"], _as_json(session.view(viewer)), "view")
        if differs:
            return f"action {index}: expect_view ({raw}): {differs}"
    for k, want in enumerate(entry.expect_events or []):
        candidates = [e for e in events if e.type == want["type"]]
        if not candidates:
            caused = ", ".join(e.type for e in events) or "none"
            return f"action {index}: expect_events {k}: no {want['type']!r} event (the action caused: {caused})"
        problems = [_event_difference(want, e, setup) for e in candidates]
        if all(problems):
            return f"action {index}: expect_events {k} ({want['type']}): {problems[0]}"
        matched = candidates[problems.index(None)]
        events = [e for e in events if e is not matched]  # each expected event matches a different one
    return None


def _event_difference(want: dict[str, Any], event: Event, setup: Setup) -> str | None:
    if "audience" in want:
        got = event.to_json()["audience"]
        expected = want["audience"]
        if isinstance(expected, list):
            expected = sorted(setup.players.index(a) if isinstance(a, str) else a for a in expected)
            got = sorted(got) if isinstance(got, list) else got
        if expected != got:
            return f"audience: expected {_shown(expected)}, got {_shown(got)}"
    return subset_difference(want.get("data", {}), _as_json(dict(event.data)), "data")


def _as_json(value: Any) -> Any:
    """What a reader of the JSON sees (tuples as lists, seat keys as texts)."""
    return json.loads(json.dumps(value, ensure_ascii=False, default=str))


def _distinct_scalars(items: list[Any]) -> bool:
    if not all(v is None or isinstance(v, (str, int, float)) for v in items):
        return False
    return len({(type(v), v) for v in items}) == len(items)


def subset_difference(want: Any, got: Any, path: str) -> str | None:
    """Where ``want`` first differs from ``got`` (a path and both values), or None when it is a subset of it.

    Objects: each key given must be there and match (keys not given are not checked). Lists: the same length;
    a list of distinct scalars (a set of seats, say) in any order; any other list item by item. Scalars: equal,
    with JSON types kept apart (true is not 1).
    """
    if isinstance(want, dict):
        if not isinstance(got, dict):
            return f"{path}: expected an object, got {_shown(got)}"
        for key, value in want.items():
            if key not in got:
                return f"{path}.{key}: missing"
            differs = subset_difference(value, got[key], f"{path}.{key}")
            if differs:
                return differs
        return None
    if isinstance(want, list):
        if not isinstance(got, list) or len(got) != len(want):
            return f"{path}: expected {_shown(want)}, got {_shown(got)}"
        if _distinct_scalars(want) and _distinct_scalars(got):
            if {(type(v), v) for v in want} != {(type(v), v) for v in got}:
                return f"{path}: expected {_shown(want)} (in any order), got {_shown(got)}"
            return None
        for i, (w, g) in enumerate(zip(want, got, strict=True)):
            differs = subset_difference(w, g, f"{path}[{i}]")
            if differs:
                return differs
        return None
    if type(want) is not type(got) or want != got:
        return f"{path}: expected {_shown(want)}, got {_shown(got)}"
    return None
