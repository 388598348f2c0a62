"""Every narration line the app can say for a game, with the ids the scripts use (for narration packs).

One source of truth: the lines come from the games' own ``Game.script(setup)``, called over a set of setups that
reaches every branch of the script (every role that wakes, every variant and option that changes a line), and are
rendered with the same catalogue the narrator uses (``catalog(lang).render(step.msg)``), so a line's text here is
exactly the caption the narrator shows and the speaker is asked to say.

A line's key is its script step id (``onuw.seer.wake``). Where one step id says different words in different
setups (Quest's ``quest.reveal.evil_open`` names the roles that keep their eyes closed; One Night's werewolves are
woken differently with a Dream Wolf), the key adds a variant tag made of the name of the line's text constant in
the game's modules and its parameters (``quest.reveal.evil_open/S_EVIL_OPEN_1:a=Scion``), which stays the same
when the wording changes, so a changed text shows as stale rather than as a new line.
"""

from __future__ import annotations

import importlib
import itertools
import pkgutil
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from desktop.digest import sha256_hex
from desktop.i18n import catalog
from engine.core import Game, ScriptStep, Setup
from engine.i18n import Msg, Text
from engine.registry import get_game


@dataclass(frozen=True)
class Line:
    """One line the app can say: its key (step id, plus a variant tag when needed), the message, the role."""

    key: str
    step_id: str
    msg: Msg
    role: str | None
    game: str

    def text(self, lang: str) -> str:
        """The words as the narrator says them in ``lang``."""
        return catalog(lang).render(self.msg)


def text_hash(text: str) -> str:
    """The hash that ties a recording to the words it says (NFC, surrounding space ignored)."""
    return sha256_hex(unicodedata.normalize("NFC", text.strip()).encode("utf-8"))[:20]


def _players(n: int) -> tuple[str, ...]:
    return tuple(f"P{i + 1}" for i in range(n))


def _setup(game: Game[Any], roles: Sequence[str], options: dict[str, Any]) -> Setup:
    return Setup(game.id, _players(len(roles)), tuple(roles), game.options_with_defaults(options))


def _onuw_setups(game: Game[Any]) -> Iterable[Setup]:
    from engine.games.onuw import data as d

    every = [r for r in d.ROLE_NAMES if r not in ("werewolf", "mason")] + ["werewolf", "werewolf", "mason", "mason"]
    role_lists = [every, [r for r in every if r != "dream_wolf"], [r for r in every if r not in ("minion",)],
                  [r for r in every if r not in ("dream_wolf", "minion")]]
    for roles, mode, lone, blocks in itertools.product(role_lists, ("app", "physical"), (True, False), (True, False)):
        yield _setup(game, roles, {"mode": mode, "lone_wolf": lone, "dream_wolf_blocks_lone_wolf": blocks})
    for roles in role_lists:
        yield _setup(game, roles, {"doppelganger_before_sentinel": True})
    yield _setup(game, ["seer", "robber", "troublemaker", "villager", "villager", "werewolf"], {})


def _quest_setups(game: Game[Any]) -> Iterable[Setup]:
    from engine.games.quest import config as c
    from engine.games.quest import data as d

    optional = [d.SCION, d.CHANGELING, d.BLIND_HUNTER, d.MUTINEER, d.ARTHUR, d.CLERIC, d.BRUTE]
    for chosen in itertools.product((False, True), repeat=len(optional)):
        roles = [d.MORGAN] + [r for r, on in zip(optional, chosen, strict=True) if on]
        for clerics, n in itertools.product((1, 2), (5, 7)):
            if clerics == 2 and d.CLERIC not in roles:
                continue
            full = roles + [d.CLERIC] * (clerics - 1)
            full += [d.LOYAL_SERVANT] * max(0, n - len(full))
            for variant, unknown, sees in itertools.product((d.STANDARD, d.DIRECTORS_CUT), (False, True), (True, False)):
                yield _setup(game, full, {c.VARIANT: variant, c.UNKNOWN_ROLES: unknown, c.DC_HUNTER_SEES_SET_ASIDE: sees})


def _avalon_lines(game: Game[Any]) -> list[ScriptStep]:
    from engine.games.avalon import data as d

    setup = _setup(game, ["merlin", "assassin", "loyal_servant", "loyal_servant", "minion"], {})
    steps = game.script(setup)  # the shape the game's own script gives (ids, durations, roles) ...
    known = {s.id for s in steps}
    for line_id, line in d.LINES.items():  # ... and every line of its table (all of them can be said)
        if f"avalon.{line_id}" not in known:
            steps.append(ScriptStep(f"avalon.{line_id}", Msg(line.text), d.line_seconds(line), line.role))
    return steps


def _generic_setups(game: Game[Any]) -> Iterable[Setup]:
    for n in range(game.min_players, game.max_players + 1):
        options = game.options_with_defaults({})
        try:
            roles = tuple(game.recommended_roles(n, options))
        except Exception:  # a game with no recommendation at this count
            continue
        yield Setup(game.id, _players(n), roles, options)


def _script_steps(game: Game[Any]) -> list[ScriptStep]:
    if game.id == "avalon":
        return _avalon_lines(game)
    setups = {"onuw": _onuw_setups, "quest": _quest_setups}.get(game.id, _generic_setups)(game)
    steps: list[ScriptStep] = []
    for setup in setups:
        try:
            steps.extend(game.script(setup))
        except Exception:  # a synthetic setup the script cannot take: its lines come from the others
            continue
    return steps


@cache
def _text_names(game_id: str) -> dict[tuple[str, str], str]:
    """(context, source text) -> the constant's name, for every Text constant in the game's engine modules."""
    names: dict[tuple[str, str], str] = {}
    package = importlib.import_module(f"engine.games.{game_id}")
    modules = [package] + [importlib.import_module(f"{package.__name__}.{m.name}")
                           for m in pkgutil.iter_modules(package.__path__)]
    for module in modules:
        for name, value in vars(module).items():
            if isinstance(value, Text) and name.isupper():
                names.setdefault((value.context, str(value)), name)
    return names


def _param_tag(value: Any) -> str:
    if isinstance(value, Msg):
        return value.english()
    if isinstance(value, (list, tuple)):
        return "+".join(_param_tag(v) for v in value)
    return str(value)


def _variant(game_id: str, msg: Msg) -> str:
    name = _text_names(game_id).get((msg.context, str(msg.text))) or text_hash(str(msg.text))[:8]
    params = ",".join(f"{k}={_param_tag(v)}" for k, v in sorted(msg.params.items()))
    return f"{name}:{params}" if params else name


def _signature(msg: Msg) -> tuple[str, str, str]:
    return (msg.context, str(msg.text), repr(sorted((k, _param_tag(v)) for k, v in msg.params.items())))


@cache
def game_lines(game_id: str) -> tuple[Line, ...]:
    """Every line the game's scripts can say, in script order (first appearance), each once."""
    game = get_game(game_id)
    found: dict[str, dict[tuple[str, str, str], ScriptStep]] = {}
    for step in _script_steps(game):
        found.setdefault(step.id, {}).setdefault(_signature(step.msg), step)
    return tuple(_lines(game_id, found))


def _lines(game_id: str, found: dict[str, dict[tuple[str, str, str], ScriptStep]]) -> list[Line]:
    out: list[Line] = []
    for step_id, variants in found.items():
        for step in variants.values():
            key = step_id if len(variants) == 1 else f"{step_id}/{_variant(game_id, step.msg)}"
            out.append(Line(key, step_id, step.msg, step.role, game_id))
    return out


def lines_for(game_id: str, extra: Sequence[ScriptStep] = ()) -> list[Line]:
    """The game's lines plus the lines of a script of this table's (a day of 4 minutes says its own words)."""
    lines = list(game_lines(game_id))
    known = {(line.step_id, _signature(line.msg)) for line in lines}
    for step in extra:
        if (step.id, _signature(step.msg)) in known:
            continue
        known.add((step.id, _signature(step.msg)))
        lines.append(Line(f"{step.id}/{_variant(game_id, step.msg)}", step.id, step.msg, step.role, game_id))
    return lines


def narrated_games() -> list[str]:
    """The games that have narration lines."""
    from engine.registry import games

    return [g for g in games() if game_lines(g)]


def line_of(game_id: str, step: ScriptStep) -> Line:
    """The line a script step says (its key in packs)."""
    signature = _signature(step.msg)
    for line in game_lines(game_id):
        if line.step_id == step.id and _signature(line.msg) == signature:
            return line
    return lines_for(game_id, [step])[-1]
