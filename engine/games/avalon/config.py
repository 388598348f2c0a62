"""Avalon's configuration: the options, their validation with the setup's, and the frozen per-game Config."""

from __future__ import annotations

import contextlib
from collections import Counter
from collections.abc import Mapping
from typing import Any

from engine.core import OptionSpec, Problem, Setup
from engine.i18n import Msg

from . import data as D  # noqa: N812 - the rules tables
from . import texts as T  # noqa: N812 - the messages

BOOL_OPTIONS = ("lady_of_the_lake", "excalibur", "plot_cards", "trapper", "revealer_counts_hidden_fails", "assassination_reveal_evil",
                "timers", "private_votes")


def is_int(value: Any) -> bool:
    return type(value) is int  # a JSON whole number (bool, a subclass of int, is not one)


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec("mode", "app", T.O_MODE, T.O_MODE_HELP, ("physical", "app"), (T.O_MODE_PHYSICAL, T.O_MODE_APP)),
    OptionSpec("lady_of_the_lake", False, T.O_LADY, T.O_LADY_HELP),
    OptionSpec("excalibur", False, T.O_EXCALIBUR, T.O_EXCALIBUR_HELP),
    OptionSpec("plot_cards", False, T.O_PLOT, T.O_PLOT_HELP),
    OptionSpec("trapper", False, T.O_TRAPPER, T.O_TRAPPER_HELP),
    OptionSpec("fifth_proposal", "vote_normally", T.O_FIFTH, T.O_FIFTH_HELP, ("vote_normally", "sent_without_vote"),
               (T.O_FIFTH_VOTE, T.O_FIFTH_SENT)),
    OptionSpec("trickster_loyalty", "chooses", T.O_TRICKSTER, T.O_TRICKSTER_HELP, ("chooses", "always_good"),
               (T.O_TRICKSTER_CHOOSES, T.O_TRICKSTER_GOOD)),
    OptionSpec("revealer_counts_hidden_fails", False, T.O_REVEALER_HIDDEN, T.O_REVEALER_HIDDEN_HELP),
    OptionSpec("cleric_checks", "first_leader", T.O_CLERIC, T.O_CLERIC_HELP, ("first_leader", "first_quest_leader"),
               (T.O_CLERIC_FIRST, T.O_CLERIC_QUEST)),
    OptionSpec("witch_on_deciding_quest", "void", T.O_WITCH_DECIDING, T.O_WITCH_DECIDING_HELP, ("void", "hide_and_check"),
               (T.O_WITCH_VOID, T.O_WITCH_HIDE)),
    OptionSpec("assassination_reveal_evil", True, T.O_ASSASSINATION, T.O_ASSASSINATION_HELP),
    OptionSpec("first_leader", -1, T.O_FIRST_LEADER, T.O_FIRST_LEADER_HELP),
    OptionSpec("private_votes", False, T.O_PRIVATE_VOTES, T.O_PRIVATE_VOTES_HELP),
    OptionSpec("timers", True, T.O_TIMERS, T.O_TIMERS_HELP),
    OptionSpec("trapper_seconds", D.TIMERS["trapper"].seconds, T.O_TRAPPER_SECONDS, T.O_TRAPPER_SECONDS_HELP),
    OptionSpec("timer_overrides", "", T.O_TIMER_OVERRIDES, T.O_TIMER_OVERRIDES_HELP),
)


def parse_timer_overrides(raw: str) -> dict[str, int]:
    """``"vote=60, quest=0"`` -> {"vote": 60, "quest": 0}; raises ValueError naming the bad entry."""
    out: dict[str, int] = {}
    for item in (i.strip() for i in str(raw).split(",")):
        if not item:
            continue
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or key not in D.TIMERS or not value.strip().isdigit():
            raise ValueError(item)
        out[key] = int(value)
    return out


def timers_for(opts: Mapping[str, Any]) -> dict[str, int | None]:
    """Seconds per stage (None: that timer is off)."""
    if not opts.get("timers", True):
        return dict.fromkeys(D.TIMERS)
    out: dict[str, int | None] = {k: t.seconds for k, t in D.TIMERS.items()}
    out["trapper"] = int(opts.get("trapper_seconds", D.TIMERS["trapper"].seconds))
    with contextlib.suppress(ValueError):  # validate() reports a bad entry
        out.update(parse_timer_overrides(opts.get("timer_overrides", "")))
    return {k: (v if v else None) for k, v in out.items()}


def recommended_roles(players: int) -> tuple[str, ...]:
    if players in D.RECOMMENDED:
        return D.RECOMMENDED[players]
    return D.fill_roles((D.MERLIN, D.ASSASSIN), min(max(players, D.MIN_PLAYERS), D.MAX_PLAYERS))


def validate(setup: Setup, opts: Mapping[str, Any]) -> list[Problem]:
    """The setup's errors and warnings, ``opts`` being its options with the defaults filled in."""
    problems: list[Problem] = []

    def error(code: str, msg: Msg) -> None:
        problems.append(Problem("error", code, msg))

    def warning(code: str, msg: Msg) -> None:
        problems.append(Problem("warning", code, msg))

    n = setup.count
    for spec in OPTION_SPECS:
        value = opts[spec.key]
        bad = (spec.choices and value not in spec.choices) or (isinstance(spec.default, bool) != isinstance(value, bool)) or (
            is_int(spec.default) and not is_int(value)) or (isinstance(spec.default, str) and not isinstance(value, str))
        if bad:
            error("E_BAD_OPTION", T.P_BAD_OPTION(option=spec.label, value=str(value)))
    if not D.MIN_PLAYERS <= n <= D.MAX_PLAYERS:
        error("E_PLAYER_COUNT", T.P_PLAYER_COUNT(count=n))
    roles = list(setup.roles)
    unknown = [r for r in dict.fromkeys(roles) if r not in D.ROLES]
    for role in unknown:
        error("E_UNKNOWN_ROLE", T.P_UNKNOWN_ROLE(role=role))
    known = [r for r in roles if r in D.ROLES]
    present = set(known)
    if n in D.SIDES:
        good, evil = D.SIDES[n]
        have_good = sum(1 for r in known if r in D.GOOD_ROLES)
        have_evil = sum(1 for r in known if r in D.EVIL_ROLES)
        if have_good != good or have_evil != evil or len(roles) != n:
            error("E_SIDE_COUNT", T.P_SIDE_COUNT(n=n, good=good, evil=evil, have_good=have_good, have_evil=have_evil))
    if D.MERLIN not in present:
        error("E_MERLIN_REQUIRED", T.P_MERLIN_REQUIRED())
    if D.ASSASSIN not in present:
        error("E_ASSASSIN_REQUIRED", T.P_ASSASSIN_REQUIRED())
    if D.PERCIVAL in present and D.MERLIN not in present:
        error("E_PERCIVAL_NEEDS_MERLIN", T.P_PERCIVAL_NEEDS_MERLIN())
    for role, count in Counter(known).items():
        if D.ROLES[role].unique and count > 1:
            error("E_DUPLICATE_ROLE", T.P_DUPLICATE_ROLE(role=D.ROLES[role].name, count=count))
    if opts["trapper"] is True and n not in D.TRAPPER_PLAYERS:
        error("E_TRAPPER_PLAYER_COUNT", T.P_TRAPPER_COUNT(count=n))
    if opts["trapper"] is True and opts["plot_cards"] is True:
        error("E_TRAPPER_WITH_PLOT_CARDS", T.P_TRAPPER_PLOT())
    if opts["cleric_checks"] == "first_quest_leader" and opts["mode"] == "physical":
        error("E_CLERIC_CHECKS_APP_ONLY", T.P_CLERIC_APP_ONLY())
    first = opts["first_leader"]
    if is_int(first) and not -1 <= first < n:
        error("E_FIRST_LEADER", T.P_FIRST_LEADER(value=first, last=n - 1))
    if is_int(opts["trapper_seconds"]) and opts["trapper_seconds"] < 0:
        error("E_BAD_OPTION", T.P_BAD_OPTION(option=T.O_TRAPPER_SECONDS, value=str(opts["trapper_seconds"])))
    try:
        parse_timer_overrides(opts["timer_overrides"])
    except ValueError as exc:
        error("E_TIMER_OVERRIDE", T.P_TIMER_OVERRIDE(entry=str(exc), stages=", ".join(D.TIMERS)))
    # warnings
    if D.MORGANA in present and D.PERCIVAL not in present:
        warning("W_MORGANA_WITHOUT_PERCIVAL", T.W_MORGANA())
    if D.PERCIVAL in present and n == 5 and not present & {D.MORGANA, D.MORDRED}:
        warning("W_PERCIVAL_5P", T.W_PERCIVAL_5P())
    if opts["lady_of_the_lake"] is True and n < D.LADY_RECOMMENDED_MIN:
        warning("W_LADY_UNDER_7", T.W_LADY())
    if present & {D.TROUBLEMAKER, D.TRICKSTER} and D.CLERIC not in present and D.WITCH not in present \
            and opts["lady_of_the_lake"] is not True and opts["plot_cards"] is not True:
        warning("W_CHECK_ROLE_UNUSED", T.W_CHECK_ROLE())
    if D.WITCH in present and opts["mode"] == "physical":
        warning("W_WITCH_PHYSICAL", T.W_WITCH_PHYSICAL())
    return problems


class Config:
    """Everything fixed by the setup, computed once per game."""

    __slots__ = ("app", "choices", "evil_count", "excalibur", "fails_needed", "good_count", "lady", "n", "names", "opts", "plot",
                 "private_votes", "role_list", "roles_set", "setup", "sizes", "timers", "trapper", "trickster_chooses", "witch")

    def __init__(self, setup: Setup, opts: Mapping[str, Any], timers: Mapping[str, int | None]) -> None:
        self.setup = setup
        self.opts = dict(opts)
        self.names = setup.players
        self.n = n = setup.count
        self.app = opts["mode"] == "app"
        self.role_list = tuple(setup.roles)
        self.roles_set = frozenset(self.role_list)
        self.trapper = bool(opts["trapper"])
        self.excalibur = bool(opts["excalibur"])
        self.lady = bool(opts["lady_of_the_lake"])
        self.plot = bool(opts["plot_cards"])
        self.witch = D.WITCH in self.roles_set
        self.trickster_chooses = opts["trickster_loyalty"] == "chooses"
        # Each player votes on the laptop (app mode only); otherwise the moderator enters the revealed tokens.
        self.private_votes = self.app and bool(opts.get("private_votes"))
        self.good_count, self.evil_count = D.SIDES.get(n, (0, 0))
        extra = D.TRAPPER_EXTRA if self.trapper else 0
        self.sizes = tuple(s + extra for s in D.QUEST_SIZE.get(n, (0,) * D.QUESTS))
        self.fails_needed = D.FAILS_NEEDED.get(n, (1,) * D.QUESTS)
        self.timers = dict(timers)
        # The same few choices and messages recur all game (a vote open to these seats, a member's quest card, his card
        # played): built once each.
        self.choices: dict[tuple[Any, ...], Any] = {}
