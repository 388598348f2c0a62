"""Golden output of the four engines: every view and every event after every action, as digests.

For every record in docs/examples/ and tests/ and for seeded random playouts of every game (random player
counts, option values and legal actions), the canonical JSON of the public view, the moderator view, each
seat's view and the events of each action is hashed as a stream. The digests are kept in tests/golden/<game>.json;
tests/golden/test_golden.py checks that the engines still give byte-identical output (issue 18: a
restructuring must keep every behaviour exactly).

    .venv/bin/python -m tests.golden.golden --write    # record the digests again (only for a deliberate change)
    .venv/bin/python -m tests.golden.golden --check    # what the test does, with figures
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from engine.core import MODERATOR, PUBLIC, Game, Setup
from engine.errors import IllegalAction
from engine.record import load_record
from engine.registry import get_game
from engine.session import Session

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
GAMES = ("quest", "avalon", "onuw", "castle")
#: Playouts recorded per game (--write), and the first ones of them the suite replays (about 40 CPU s in all;
#: --check replays every recorded one, for a restructuring's last word).
RECORDED = {"quest": 2000, "avalon": 300, "onuw": 3000, "castle": 2000}
IN_SUITE = {"quest": 200, "avalon": 20, "onuw": 300, "castle": 150}
MAX_STEPS = 5_000


def _other(value: Any) -> Any:
    """What json.dumps cannot write itself: sets in a fixed order, objects through their to_json."""
    if isinstance(value, (set, frozenset)):
        return sorted(value, key=lambda v: json.dumps(v, sort_keys=True, default=_other))
    if hasattr(value, "to_json"):
        return value.to_json()
    return repr(value)


class Stream:
    """A running digest of canonical JSON lines."""

    def __init__(self) -> None:
        self.hash = hashlib.sha256()
        self.lines = 0

    def add(self, *parts: Any) -> None:
        self.hash.update(json.dumps(list(parts), sort_keys=True, ensure_ascii=False, separators=(",", ":"),
                                    default=_other).encode())
        self.hash.update(b"\n")
        self.lines += 1

    def digest(self) -> str:
        return self.hash.hexdigest()


def _views(stream: Stream, session: Session[Any]) -> None:
    players = len(session.setup.players)
    for viewer in (PUBLIC, MODERATOR, *range(players)):
        stream.add("view", viewer, session.view(viewer))
    stream.add("result", session.result())


def random_setup(game: Game[Any], rng: random.Random) -> Setup:
    """A legal setup: a random player count, random option values (kept only if the setup validates)."""
    for _ in range(50):
        players = rng.randint(game.min_players, game.max_players)
        options: dict[str, Any] = {}
        for spec in game.option_specs():
            if spec.records_only or rng.random() < 0.5:
                continue
            if spec.multiple:
                options[spec.key] = [c for c in spec.choices if rng.random() < 0.3]
            elif isinstance(spec.default, bool):
                options[spec.key] = rng.random() < 0.5
            elif spec.choices:
                options[spec.key] = rng.choice(spec.choices)
        names = tuple(f"P{i}" for i in range(players))
        try:
            roles = game.recommended_roles(players, game.options_with_defaults(options))
        except Exception:  # a combination that has no role table: draw again
            continue
        setup = Setup(game.id, names, tuple(roles), options)
        if not any(p.severity == "error" for p in game.validate(setup)):
            return setup
    names = tuple(f"P{i}" for i in range(game.min_players))
    return Setup(game.id, names, tuple(game.recommended_roles(game.min_players, game.options_with_defaults({}))), {})


def playout_digest(game: Game[Any], seed: int) -> tuple[str, int]:
    rng = random.Random(f"golden-{game.id}-{seed}")
    setup = random_setup(game, rng)
    stream = Stream()
    stream.add("setup", setup.to_json())
    session: Session[Any] = Session(game, setup, seed=rng.randrange(2**32))
    stream.add("start", [e.to_json() for e in session.events()])
    _views(stream, session)
    for _ in range(MAX_STEPS):
        if session.result() is not None:
            break
        choice = rng.choice(session.choices())
        action = choice.sample(rng)
        before = len(session.events())
        session.act(action)
        stream.add("action", action.to_json(), [e.to_json() for e in session.events()[before:]])
        _views(stream, session)
    return stream.digest(), stream.lines


def record_files(game: str) -> list[Path]:
    found = []
    for path in sorted([*(ROOT / "docs" / "examples").glob("*.json"), *(ROOT / "tests").rglob("*.json")]):
        if "golden" in path.parts:
            continue
        try:
            head = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(head, dict) and head.get("format") == "tablekeeper-record" and head.get("game") == game:
            found.append(path)
    return found


def record_digest(path: Path) -> str:
    record = load_record(path)
    game = get_game(record.game)
    stream = Stream()
    session: Session[Any] = Session(game, record.setup, seed=record.seed, fixed=record.chance, settle=False)
    for entry in record.entries:
        step = game.chance(session.state)
        before = len(session.events())
        try:
            if step is not None and entry.action.player is None and entry.action.type == step.type:
                session.add_chance(entry.action)
            else:
                session.settle()
                session.act(entry.action, settle=False)
        except IllegalAction as refused:
            stream.add("refused", entry.action.to_json(), refused.code)
            continue
        stream.add("action", entry.action.to_json(), [e.to_json() for e in session.events()[before:]])
        _views(stream, session)
    session.settle()
    _views(stream, session)
    return stream.digest()


def compute(game_id: str, playouts: int) -> dict[str, Any]:
    game = get_game(game_id)
    return {
        "game": game_id,
        "playouts": {str(seed): playout_digest(game, seed)[0] for seed in range(playouts)},
        "records": {path.relative_to(ROOT).as_posix(): record_digest(path) for path in record_files(game_id)},
    }


def golden_path(game_id: str) -> Path:
    return HERE / f"{game_id}.json"


def differences(game_id: str, playouts: int | None = None) -> Iterator[str]:
    kept = json.loads(golden_path(game_id).read_text(encoding="utf-8"))
    game = get_game(game_id)
    seeds = list(kept["playouts"])[: playouts if playouts is not None else len(kept["playouts"])]
    for seed in seeds:
        got = playout_digest(game, int(seed))[0]
        if got != kept["playouts"][seed]:
            yield f"{game_id}: random playout {seed} differs"
    now = {path.relative_to(ROOT).as_posix(): path for path in record_files(game_id)}
    for name, digest in kept["records"].items():
        if name not in now:
            continue  # a record removed from the tree: nothing to compare
        if record_digest(now[name]) != digest:
            yield f"{game_id}: record {name} differs"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--playouts", type=int, help="how many playouts to write (default: RECORDED)")
    parser.add_argument("games", nargs="*", default=list(GAMES))
    args = parser.parse_args()
    bad = 0
    for game_id in args.games:
        started = time.process_time()
        if args.write:
            data = compute(game_id, args.playouts if args.playouts is not None else RECORDED[game_id])
            golden_path(game_id).write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
            print(f"{game_id}: {len(data['playouts'])} playouts, {len(data['records'])} records written "
                  f"({time.process_time() - started:.1f} CPU s)")
        else:
            found = list(differences(game_id))
            bad += len(found)
            print("\n".join(found) or f"{game_id}: identical ({time.process_time() - started:.1f} CPU s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
