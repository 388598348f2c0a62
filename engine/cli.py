"""``python -m engine``: replay records, print recommended setups and narration scripts.

Exit status: 0 fine; 1 the file or the setup cannot be used (the message says
why); 2 the record has an action the rules refuse, or an expectation it states
is not met; 64 a usage error.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, NoReturn

from .core import MODERATOR, PUBLIC, Game, Setup, Viewer
from .errors import RecordError
from .record import load_record, replay
from .registry import games, get_game

EXIT_OK, EXIT_BAD_INPUT, EXIT_ILLEGAL, EXIT_USAGE = 0, 1, 2, 64


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message}\n")


def _dump(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2)


def _parse_options(game: Game, raw: list[str]) -> dict[str, Any]:
    specs = {s.key: s for s in game.option_specs()}
    options: dict[str, Any] = {}
    for item in raw:
        key, sep, value = item.partition("=")
        if not sep:
            raise ValueError(f"--option takes KEY=VALUE, not {item!r}")
        if key not in specs:
            known = ", ".join(sorted(specs)) or "none"
            raise ValueError(f"unknown option {key!r} for {game.id} (options: {known})")
        options[key] = specs[key].parse(value)
    return game.options_with_defaults(options)


def _viewer(setup: Setup, raw: str) -> Viewer:
    if raw in (PUBLIC, MODERATOR):
        return raw
    if raw in setup.players:
        return setup.players.index(raw)
    if raw.isdecimal() and int(raw) < setup.count:  # isdigit() would let '²' through to int()
        return int(raw)
    raise ValueError(f"--view takes public, moderator, a player's name or a seat number 0-{setup.count - 1}, not {raw!r}")


def cmd_replay(args: argparse.Namespace) -> int:
    record = load_record(Path(args.file))
    viewer = _viewer(record.setup, args.view)
    outcome = replay(record)
    session = outcome.session
    result = session.result()
    shown_events = [e for e in session.events(viewer)] if args.events else []
    if args.json:
        out: dict[str, Any] = {
            "game": record.game,
            "players": list(record.setup.players),
            "actions_replayed": len(session.actions),
            "expected_rejections": outcome.expected_rejections,
            "result": result.to_json() if result else None,
            "view": session.view(viewer),
        }
        if args.events:
            out["events"] = [e.to_json() for e in shown_events]
        if outcome.error:
            e = outcome.error
            out["error"] = {"index": e.index, "action": e.action.to_json(), "code": e.code, "reason": e.reason}
        if outcome.mismatch:
            out["mismatch"] = outcome.mismatch
        print(_dump(out))
    else:
        print(f"{get_game(record.game).title} — {', '.join(record.setup.players)}")
        print(f"actions replayed: {len(session.actions)}; expected refusals confirmed: {outcome.expected_rejections}")
        if args.events:
            print("events:")
            for event in shown_events:
                audience = event.audience if isinstance(event.audience, str) else \
                    "to " + ", ".join(record.setup.players[p] for p in event.audience)
                text = event.msg.english() if event.msg else event.type
                print(f"  [{audience}] {text}")
        if result:
            winners = ", ".join(record.setup.players[p] for p in result.winners) or "nobody"
            print(f"result: {result.side} wins ({result.reason.english()}); winners: {winners}")
        else:
            print("result: the game is not over")
        print(f"view ({args.view}):")
        print(_dump(session.view(viewer)))
    if outcome.error:
        e = outcome.error
        print(f"error: action {e.index} ({json.dumps(e.action.to_json(), ensure_ascii=False)}) "
              f"was refused: {e.code}: {e.reason}", file=sys.stderr)
        return EXIT_ILLEGAL
    if outcome.mismatch:
        print(f"error: {outcome.mismatch}", file=sys.stderr)
        return EXIT_ILLEGAL
    return EXIT_OK


def _setup(args: argparse.Namespace, roles: tuple[str, ...] | None) -> tuple[Game, Setup]:
    game = get_game(args.game)
    options = _parse_options(game, args.option)
    if not game.min_players <= args.players <= game.max_players:
        raise ValueError(f"{game.id} is for {game.min_players} to {game.max_players} players, not {args.players}")
    names = tuple(f"Player {i + 1}" for i in range(args.players))
    if roles is None:
        roles = game.recommended_roles(args.players, options)
    return game, Setup(game.id, names, roles, options)


def cmd_setup(args: argparse.Namespace) -> int:
    game, setup = _setup(args, None)
    problems = game.validate(setup)
    if args.json:
        print(_dump({"game": game.id, "players": args.players, "options": dict(setup.options),
                     "roles": list(setup.roles), "problems": [p.to_json() for p in problems]}))
    else:
        print(f"{game.title}, {args.players} players: {', '.join(setup.roles)}")
        for p in problems:
            print(f"  {p.severity}: {p.msg.english()}")
    return EXIT_BAD_INPUT if any(p.severity == "error" for p in problems) else EXIT_OK


def cmd_script(args: argparse.Namespace) -> int:
    roles = tuple(r.strip() for r in args.roles.split(",") if r.strip()) if args.roles else None
    game, setup = _setup(args, roles)
    problems = [p for p in game.validate(setup) if p.severity == "error"]
    if problems:
        for p in problems:
            print(f"error: {p.msg.english()}", file=sys.stderr)
        return EXIT_BAD_INPUT
    steps = game.script(setup)
    if args.json:
        print(_dump({"game": game.id, "players": args.players, "roles": list(setup.roles),
                     "steps": [s.to_json() for s in steps]}))
    else:
        for i, s in enumerate(steps, 1):
            print(f"{i:3d}. [{s.duration:g}s] {s.msg.english()}")
    return EXIT_OK


def cmd_games(args: argparse.Namespace) -> int:
    available = games()
    if args.json:
        print(_dump([{"id": g.id, "title": str(g.title), "players": [g.min_players, g.max_players]}
                     for g in available.values()]))
    else:
        for g in available.values():
            print(f"{g.id}: {g.title} ({g.min_players}-{g.max_players} players)")
    return EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m engine", description="Tablekeeper rules engine tools.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    p = sub.add_parser("replay", help="validate and replay a game record")
    p.add_argument("file")
    p.add_argument("--view", default=PUBLIC, help="public, moderator, or a player's name or seat number")
    p.add_argument("--events", action="store_true", help="list every event the viewer may know")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_replay)

    for name, func, text in (("setup", cmd_setup, "print the recommended setup for a player count"),
                             ("script", cmd_script, "print the reveal/night narration steps")):
        p = sub.add_parser(name, help=text)
        p.add_argument("game")
        p.add_argument("--players", type=int, required=True)
        if name == "script":
            p.add_argument("--roles", help="comma-separated role ids (default: the recommended set)")
        p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
        p.add_argument("--json", action="store_true")
        p.set_defaults(func=func)

    p = sub.add_parser("games", help="list the available games")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_games)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args))
    except RecordError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except (KeyError, ValueError) as exc:
        message = exc.args[0] if exc.args else str(exc)
        print(f"error: {message}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return EXIT_OK
