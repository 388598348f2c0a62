"""Castle's options and the configuration a setup fixes: option specs, their validation, the setup instructions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import OptionSpec, Problem, Setup
from engine.i18n import Msg, Text

from . import data as D  # noqa: N812 - the component tables
from . import texts as T  # noqa: N812 - the messages


def _opt(key: str, default: Any, label: Text, help_: Text, values: tuple[Any, ...] = (), labels: tuple[Text, ...] = ()) -> OptionSpec:
    return OptionSpec(key, default, label, help_, values, labels)


OPTION_SPECS: tuple[OptionSpec, ...] = (
    _opt("mode", "app", T.O_MODE, T.O_MODE_HELP, ("physical", "app"), (T.O_MODE_PHYSICAL, T.O_MODE_APP)),
    _opt("start_player", -1, T.O_START, T.O_START_HELP),
    _opt("beginner_seal_only", False, T.O_BEGINNER, T.O_BEGINNER_HELP),
    _opt("variant_smuggling", False, T.O_SMUGGLING, T.O_SMUGGLING_HELP),
    _opt("variant_fortune_telling", False, T.O_FORTUNE, T.O_FORTUNE_HELP),
    _opt("three_player_start", "two_each", T.O_THREE, T.O_THREE_HELP, ("two_each", "one_each"), (T.O_THREE_TWO, T.O_THREE_ONE)),
    _opt("overflow_recipient", "must_have_room", T.O_OVERFLOW, T.O_OVERFLOW_HELP, ("must_have_room", "any_other_player"),
         (T.O_OVERFLOW_ROOM, T.O_OVERFLOW_ANY)),
    _opt("trade_effects_optional", False, T.O_EFFECTS_OPTIONAL, T.O_EFFECTS_OPTIONAL_HELP),
    _opt("trade_effect_order", "active_first", T.O_EFFECT_ORDER, T.O_EFFECT_ORDER_HELP, ("active_first", "receiver_first"),
         (T.O_ACTIVE_FIRST, T.O_RECEIVER_FIRST)),
    _opt("diplomat_trade_effects", True, T.O_DIPLOMAT_EFFECTS, T.O_DIPLOMAT_EFFECTS_HELP),
    _opt("own_turn_powers_timing", "before_action", T.O_OWN_TURN, T.O_OWN_TURN_HELP, ("before_action", "before_or_after"),
         (T.O_BEFORE_ACTION, T.O_BEFORE_OR_AFTER)),
    _opt("hypnotist_timing", "at_declaration", T.O_HYPNOTIST, T.O_HYPNOTIST_HELP, ("at_declaration", "after_declarations"),
         (T.O_AT_DECLARATION, T.O_AFTER_DECLARATIONS)),
    _opt("duelist_plus_one", True, T.O_DUELIST_PLUS, T.O_DUELIST_PLUS_HELP),
    _opt("duelist_blocks_poison_mixer", False, T.O_DUELIST_MIXER, T.O_DUELIST_MIXER_HELP),
    _opt("poison_ring_timing", "modifier_phase", T.O_RING, T.O_RING_HELP, ("modifier_phase", "at_count"),
         (T.O_RING_MODIFIER, T.O_RING_COUNT)),
    _opt("tie_rule", "attacker_draws", T.O_TIE, T.O_TIE_HELP, ("attacker_draws", "defender_wins"), (T.O_TIE_DRAW, T.O_TIE_DEFENDER)),
    _opt("doctor_timing", "after_choice", T.O_DOCTOR, T.O_DOCTOR_HELP, ("after_choice", "before_choice"),
         (T.O_DOCTOR_AFTER, T.O_DOCTOR_BEFORE)),
    _opt("doctor_cancels_tie_draw", True, T.O_DOCTOR_TIE, T.O_DOCTOR_TIE_HELP),
    _opt("giveback_excludes_taken_item", False, T.O_GIVEBACK, T.O_GIVEBACK_HELP),
    _opt("loge_wrong_claim", "reject", T.O_LOGE, T.O_LOGE_HELP, ("reject", "forfeit"), (T.O_LOGE_REJECT, T.O_LOGE_FORFEIT)),
    _opt("drink_satisfies_prerequisite", False, T.O_DRINK, T.O_DRINK_HELP),
    _opt("coat_profession_pick", "choose", T.O_COAT, T.O_COAT_HELP, ("choose", "random"), (T.O_COAT_CHOOSE, T.O_COAT_RANDOM)),
    OptionSpec("scenario_start", False, T.O_SCENARIO, T.O_SCENARIO_HELP, records_only=True),
)


MADE_LIMIT = 20_000  # values a Config keeps in ``made``: a bound only (what it keeps depends on seats and offers)


class Config:
    """Everything fixed by the setup. Frozen: its attributes never change once made (``made`` is a cache of values
    that depend only on their key, filled as they are first needed)."""

    __slots__ = ("app", "in_play", "in_play_set", "keys", "limit", "made", "n", "names", "odd", "opts", "others", "setup")

    setup: Setup
    opts: dict[str, Any]
    names: tuple[str, ...]
    n: int
    app: bool
    odd: bool
    limit: int
    in_play: list[str]
    in_play_set: frozenset[str]
    keys: tuple[str, ...]  # each seat's key in the JSON dicts keyed by seat (a fight's declarations): "0", "1"...
    others: tuple[tuple[int, ...], ...]
    #: Choices, prompts and messages that depend only on their key (a seat, an offer...), made once for this setup.
    made: dict[tuple[Any, ...], Any]

    def __init__(self, setup: Setup, opts: Mapping[str, Any]) -> None:
        n = setup.count
        in_play = D.items_in_play(n, bool(opts["beginner_seal_only"]))
        values: dict[str, Any] = dict(
            setup=setup, opts=dict(opts), names=setup.players, n=n, app=opts["mode"] == "app", odd=n % 2 == 1,
            limit=D.hand_limit(n), in_play=in_play, in_play_set=frozenset(in_play), keys=tuple(map(str, range(n))),
            others=tuple(tuple(p for p in range(n) if p != seat) for seat in range(n)), made={})
        for key, value in values.items():
            object.__setattr__(self, key, value)

    def remember(self, key: Any, value: Any) -> Any:
        """Keep ``value`` in the cache ``made`` under ``key`` and return it; a very long run starts the cache afresh."""
        made = self.made
        if len(made) > MADE_LIMIT:
            made.clear()
        made[key] = value
        return value

    def __setattr__(self, key: str, value: Any) -> None:
        raise AttributeError(f"a castle Config is frozen: {key}")

    def __delattr__(self, key: str) -> None:
        raise AttributeError(f"a castle Config is frozen: {key}")


def option_problems(setup: Setup, opts: Mapping[str, Any]) -> list[Problem]:
    """A problem for each option whose value the game cannot take (``opts``: the setup's options with defaults)."""
    problems: list[Problem] = []
    n = setup.count
    for spec in OPTION_SPECS:
        value = opts[spec.key]
        if isinstance(spec.default, bool):
            bad = not isinstance(value, bool)
        elif isinstance(spec.default, int):
            bad = not isinstance(value, int) or isinstance(value, bool) or not -1 <= value < max(n, 1)
        else:
            bad = value not in spec.choices
        if bad:
            problems.append(Problem("error", "bad_option", T.P_BAD_OPTION(option=spec.label, value=str(value))))
    return problems


def setup_instructions(cfg: Config) -> list[Msg]:
    """What the table does to set up its own cards at this count (physical mode), as translatable lines."""
    n = cfg.n
    opts = cfg.opts
    k = D.starting_sealed(n, opts["three_player_start"])
    each = D.starting_items_each(n, opts["three_player_start"])
    lines = [T.I_CHARACTERS(count=n), T.I_PROFESSIONS(stack=len(D.PROFESSION_IDS) - n)]
    half = D.society_cards(n) if cfg.odd else n // 2
    lines.append((T.I_SOCIETIES_ODD if cfg.odd else T.I_SOCIETIES_EVEN)(each=half))
    if cfg.odd:
        lines.append(T.I_DRINK(count=n))
    removed = list(D.REMOVED_AT.get(n, ()))
    if removed:
        lines.append(T.I_REMOVE(items=[D.ITEM_NAMES[i] for i in removed]))
    if opts["beginner_seal_only"]:
        lines.append(T.I_BEGINNER())
    lines.append(T.I_BAGS(count=k))
    lines.append((T.I_DEAL_TWO if each == 2 else T.I_DEAL_ONE)())
    lines.append(T.I_PILE(count=len(cfg.in_play) - each * n))
    lines.append(T.I_LIMIT(limit=cfg.limit))
    return lines
