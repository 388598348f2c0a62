"""One Night's configuration: the options, their validation with the setup's, and the frozen per-game Config."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core import OneOf, OptionSpec, Problem, Setup
from engine.i18n import Text

from . import data as D  # noqa: N812 - the rules tables, used everywhere
from . import texts as T  # noqa: N812 - the messages


class Config:
    """Everything fixed by the setup, computed once per game."""

    __slots__ = ("app", "center", "center_labels", "cw", "deck", "labels", "n", "names", "npos", "opts", "others", "pool", "roles_set",
                 "setup", "steps", "vote_prompts")

    def __init__(self, setup: Setup, opts: Mapping[str, Any]) -> None:
        self.setup = setup
        self.opts = dict(opts)
        self.names = setup.players
        self.n = n = setup.count
        self.app = opts["mode"] == "app"
        self.deck = tuple(setup.roles)
        self.roles_set = frozenset(self.deck)
        self.cw = center_werewolf(self.deck, opts) if D.ALPHA_WOLF in self.roles_set else None
        ncenter = 4 if self.cw else 3
        self.npos = n + ncenter
        self.center = tuple(range(n, n + ncenter))
        self.center_labels = D.CENTER_LABELS[:ncenter]
        self.labels = tuple(str(i) for i in range(n)) + self.center_labels
        self.pool = artifact_pool(opts)
        self.steps = night_steps(self.deck, opts)
        self.others = tuple(OneOf(tuple(t for t in range(n) if t != p)) for p in range(n))  # whom each player may point at
        self.vote_prompts = tuple(T.PR_VOTE(player=name) for name in self.names)

    def pos_of(self, label: Any) -> int | None:
        if isinstance(label, str) and label in self.center_labels:
            return self.n + self.center_labels.index(label)
        return None


def center_werewolf(deck: Sequence[str], opts: Mapping[str, Any]) -> str | None:
    """The Center Werewolf card's face for an Alpha Wolf deck, or None if none is available."""
    wanted = opts.get("center_werewolf", "auto")
    candidates = D.CENTER_WEREWOLF_CHOICES if wanted == "auto" else (wanted,)
    for role in candidates:
        if role in D.WOLF_ROLES and role != D.ALPHA_WOLF and list(deck).count(role) < D.MAX_COPIES[role]:
            return role
    return None


def dealable_center_werewolf(cfg: Config, face: Any) -> bool:
    """A Center Werewolf card a deal may name: only with the Alpha Wolf, a free wolf card other than hers, and the
    option's own card unless the option is ``auto``."""
    wanted = cfg.opts.get("center_werewolf", "auto")
    return (cfg.cw is not None and isinstance(face, str) and face in D.WOLF_ROLES and face != D.ALPHA_WOLF
            and list(cfg.deck).count(face) < D.MAX_COPIES[face] and wanted in ("auto", face))


def artifact_pool(opts: Mapping[str, Any]) -> tuple[str, ...]:
    pool = (D.DAYBREAK_ARTIFACTS if opts.get("artifacts", True) else ()) + (D.BONUS_ARTIFACTS if opts.get("bonus_artifacts") else ())
    excluded = set(excluded_artifacts(opts))
    return tuple(a for a in pool if a not in excluded)


def excluded_artifacts(opts: Mapping[str, Any]) -> list[str]:
    """The ``exclude_artifacts`` option as a list of ids (a record of an older version may hold them comma-separated)."""
    value = opts.get("exclude_artifacts", ())
    if isinstance(value, str):
        return [a.strip() for a in value.split(",") if a.strip()]
    if isinstance(value, (list, tuple)):
        return [str(a) for a in value]
    return []


def night_steps(deck: Sequence[str], opts: Mapping[str, Any]) -> tuple[str, ...]:
    """The ids of the night steps called for this deck, in order (§6.4); the Center Werewolf card adds none."""
    present = set(deck)
    out = []
    for step in D.NIGHT_STEPS:
        if step.id == "werewolves":
            if present & D.WOLF_ROLES:
                out.append(step)
        elif step.role in present and all(r in present for r in step.needs):
            out.append(step)
    if opts.get("doppelganger_before_sentinel"):
        first = [s for s in out if s.id in ("doppelganger", "doppelganger_minion")]
        out = first + [s for s in out if s not in first]
    return tuple(s.id for s in out)


def _bool_option(key: str, default: bool, label: Text, help_: Text) -> OptionSpec:
    return OptionSpec(key, default, label, help_)


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec("mode", "app", T.O_MODE, T.O_MODE_HELP, ("physical", "app"), (T.O_MODE_PHYSICAL, T.O_MODE_APP)),
    OptionSpec("step_seconds", D.DEFAULT_STEP_SECONDS, T.O_STEP, T.O_STEP_HELP),
    OptionSpec("day_seconds", D.DEFAULT_DAY_SECONDS, T.O_DAY, T.O_DAY_HELP),
    _bool_option("lone_wolf", True, T.O_LONE, T.O_LONE_HELP),
    _bool_option("dream_wolf_blocks_lone_wolf", True, T.O_DREAM, T.O_DREAM_HELP),
    OptionSpec("center_werewolf", "auto", T.O_CW, T.O_CW_HELP, ("auto", *D.CENTER_WEREWOLF_CHOICES),
               (T.O_CW_AUTO, *(D.ROLE_NAMES[r] for r in D.CENTER_WEREWOLF_CHOICES))),
    _bool_option("artifacts", True, T.O_ARTIFACTS, T.O_ARTIFACTS_HELP),
    _bool_option("bonus_artifacts", False, T.O_BONUS, T.O_BONUS_HELP),
    OptionSpec("exclude_artifacts", (), T.O_EXCLUDE, T.O_EXCLUDE_HELP, D.DAYBREAK_ARTIFACTS + D.BONUS_ARTIFACTS,
               tuple(D.ARTIFACT_NAMES[a] for a in D.DAYBREAK_ARTIFACTS + D.BONUS_ARTIFACTS), multiple=True),
    _bool_option("doppelganger_before_sentinel", False, T.O_DOPPEL_FIRST, T.O_DOPPEL_FIRST_HELP),
    _bool_option("doppel_witch_self_swap", True, T.O_WITCH_SELF, T.O_WITCH_SELF_HELP),
    _bool_option("doppel_curator_self", True, T.O_CURATOR_SELF, T.O_CURATOR_SELF_HELP),
    OptionSpec("pi_conversion_follows", "card", T.O_PI_FOLLOWS, T.O_PI_FOLLOWS_HELP, ("card", "player"), (T.O_PI_CARD, T.O_PI_PLAYER)),
    _bool_option("bodyguard_point_is_vote", False, T.O_BG_VOTE, T.O_BG_VOTE_HELP),
    _bool_option("bodyguard_blocks_hunter", True, T.O_BG_HUNTER, T.O_BG_HUNTER_HELP),
    _bool_option("prince_immune_to_hunter", False, T.O_PRINCE_HUNTER, T.O_PRINCE_HUNTER_HELP),
    _bool_option("no_wolf_minion_death_village_wins", True, T.O_MINION_VILLAGE, T.O_MINION_VILLAGE_HELP),
    _bool_option("auto_complete_mandatory", True, T.O_AUTO, T.O_AUTO_HELP),
)


def validate(setup: Setup, opts: Mapping[str, Any]) -> list[Problem]:
    """The problems of a setup (``opts``: its options with the defaults filled in), in the order the wizard lists them."""
    problems: list[Problem] = []
    n = setup.count
    if not D.MIN_PLAYERS <= n <= D.MAX_PLAYERS:
        problems.append(Problem("error", "player_count", T.P_PLAYER_COUNT(count=n)))
    for spec in OPTION_SPECS:
        value = opts[spec.key]
        if spec.multiple:
            if not isinstance(value, (list, tuple, str)):
                problems.append(Problem("error", "bad_option", T.P_BAD_OPTION(option=spec.label, value=str(value))))
            continue
        bad = (spec.choices and value not in spec.choices) or (
            isinstance(spec.default, bool) != isinstance(value, bool)) or (
            isinstance(spec.default, int) and not isinstance(spec.default, bool) and (not isinstance(value, int) or value < 0))
        if bad:
            problems.append(Problem("error", "bad_option", T.P_BAD_OPTION(option=spec.label, value=str(value))))
    for art in excluded_artifacts(opts):
        if art not in D.ARTIFACT_NAMES:
            problems.append(Problem("error", "unknown_artifact", T.P_UNKNOWN_ARTIFACT(artifact=art)))
    roles = list(setup.roles)
    unknown = [r for r in dict.fromkeys(roles) if r not in D.MAX_COPIES]
    for role in unknown:
        problems.append(Problem("error", "unknown_role", T.P_UNKNOWN_ROLE(role=role)))
    if len(roles) != n + 3:
        problems.append(Problem("error", "card_count", T.P_CARD_COUNT(want=n + 3, have=len(roles))))
    for role in dict.fromkeys(roles):
        if role in D.MAX_COPIES and roles.count(role) > D.MAX_COPIES[role]:
            problems.append(Problem("error", "too_many_copies", T.P_TOO_MANY(max=D.MAX_COPIES[role], role=D.ROLE_NAMES[role],
                                                                               have=roles.count(role))))
    if roles.count(D.MASON) not in (0, 2):
        problems.append(Problem("error", "masons_in_pairs", T.P_MASONS()))
    if D.ALPHA_WOLF in roles:
        if center_werewolf(roles, opts) is None:
            if opts["center_werewolf"] == "auto":
                problems.append(Problem("error", "no_center_werewolf", T.P_NO_CENTER_WOLF()))
            else:
                problems.append(Problem("error", "center_werewolf_in_use",
                                        T.P_CENTER_WOLF_IN_USE(role=D.ROLE_NAMES[opts["center_werewolf"]])))
    elif opts["center_werewolf"] != "auto" and opts["center_werewolf"] in D.ROLE_NAMES:
        problems.append(Problem("warning", "center_werewolf_unused", T.P_CENTER_WOLF_UNUSED()))
    if D.INSOMNIAC in roles and not (set(roles) & D.CARD_MOVERS):
        problems.append(Problem("warning", "insomniac_without_mover", T.P_INSOMNIAC()))
    if D.BODYGUARD in roles and n < 5:
        problems.append(Problem("warning", "bodyguard_few_players", T.P_BODYGUARD()))
    if roles and not set(roles) & D.WOLF_ROLES:
        problems.append(Problem("warning", "no_werewolf", T.P_NO_WEREWOLF()))
    if D.CURATOR in roles and not artifact_pool(opts):
        problems.append(Problem("warning", "curator_no_artifacts", T.P_CURATOR_POOL()))
    return problems
