"""The Resistance: Avalon with the Trapper: the rules engine (both modes), refusals and the reveal script.

Reference: shared/rules/avalon.md (section numbers below); the Trapper follows the Vietnamese rule page
(shared/rulebooks/avalon-trapper.vi.txt, translated in §9.1). Our rulings: docs/rules/avalon.md.
The flow (what follows each step) lives in :mod:`.flow`, the rule questions in :mod:`.rules`, the views in :mod:`.views`.
"""

from __future__ import annotations

import contextlib
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, NoReturn

from engine import errors
from engine.core import (
    MODERATOR,
    PUBLIC,
    Action,
    ChanceStep,
    Choice,
    Event,
    Game,
    OneOf,
    OptionSpec,
    Problem,
    Result,
    ScriptStep,
    Setup,
    SubsetOf,
    Viewer,
)
from engine.errors import IllegalAction
from engine.i18n import Msg, Text

from . import data as D  # noqa: N812 - the rules tables
from . import flow as F  # noqa: N812 - what follows each step
from . import rules as R  # noqa: N812 - the rule questions
from . import texts as T  # noqa: N812 - the messages
from . import views as V  # noqa: N812 - the views
from .state import (
    AMBUSH_WINDOW,
    ASSASSINATION,
    COUNT,
    EXCALIBUR,
    EXCALIBUR_ASSIGN,
    KING_WINDOW,
    LADY,
    LEAD_WINDOW,
    PLOT,
    PROPOSAL,
    QUEST,
    QUEST_STEPS,
    REVEAL,
    REVEALER_ENTRY,
    ROLE_ENTRY,
    SETUP,
    SPOTLIGHT_WINDOW,
    TRAPPER,
    VOTE,
    WITCH_CHECK,
    WITCH_DECISION,
    WITCH_DRAW,
    Config,
    Pending,
    State,
)

# --- refusal codes (documented in docs/rules/avalon.md) ----------------------------------------------------------
NOT_THE_LEADER = "not_the_leader"
UNKNOWN_PLAYER = "unknown_player"
DUPLICATE_MEMBER = "duplicate_member"
WRONG_TEAM_SIZE = "wrong_team_size"
EXCALIBUR_TO_LEADER = "excalibur_to_leader"
EXCALIBUR_NOT_MEMBER = "excalibur_not_member"
VOTES_BY_MODERATOR = "votes_entered_by_moderator"
VOTES_BY_PLAYERS = "votes_by_players"
ALREADY_VOTED = "already_voted"
CHARGE_VOTES_FIRST = "charge_votes_first"
NOT_A_MEMBER = "not_a_member"
ALREADY_PLAYED = "already_played"
GOOD_MUST_SUCCEED = "good_must_succeed"
LUNATIC_MUST_FAIL = "lunatic_must_fail"
BRUTE_MUST_SUCCEED = "brute_must_succeed"
OUT_OF_ORDER = "out_of_order"
NOT_THE_HOLDER = "not_the_holder"
EXCALIBUR_SELF = "excalibur_self"
EXCALIBUR_RESOLVED = "excalibur_already_resolved"
EXACTLY_ONE_CARD = "exactly_one_card"
CARD_ALREADY_REMOVED = "card_already_removed"
NOT_THE_WITCH = "not_the_witch"
WITCH_ALREADY_USED = "witch_already_used"
WITCH_ALREADY_DECIDED = "witch_already_decided"
NOT_THE_EXAMINER = "not_the_examiner"
EXAMINE_SELF = "examine_self"
LADY_NOT_NOW = "lady_not_now"
LADY_PAST_HOLDER = "lady_past_holder"
ONLY_ASSASSIN = "only_the_assassin"
ASSASSIN_SELF = "assassin_self"
TARGET_IS_EVIL = "target_is_evil"
PLOT_TO_LEADER = "plot_card_to_leader"
LEADER_CANNOT_LEAD = "leader_cannot_lead_to_victory"
NO_SUCH_CARD = "no_such_plot_card"
ALREADY_AMBUSHED = "already_ambushed"
AMBUSH_OWN_CARD = "ambush_own_card"
NOT_ADJACENT = "not_adjacent"
TAKE_OWN_CARD = "take_own_card"
TOO_MANY_FAILS = "too_many_fails"
ROLE_NOT_LEFT = "role_not_left"
ROLE_CONTRADICTS = "role_contradicts"
LOYALTY_FORCED = "loyalty_forced"

# --- action types ------------------------------------------------------------------------------------------------------------
CHANCE_TYPES = frozenset({"first_leader", "deal", "plot_shuffle", "witch_draw", "fallback"})
ACTION_TYPES = frozenset({
    "begin", "time_up", "answer_check", "lady", "lead_to_victory", "close_window", "give_plot", "take_plot", "show_loyalty", "examine",
    "propose", "excalibur", "vote", "king_returns", "we_found_you", "play", "cards_down", "use_excalibur", "skip_excalibur", "ambush",
    "remove_card", "witch_decision", "quest_result", "witch_check", "revealer", "reveal_evil", "assassinate", "reveal_role",
}) | CHANCE_TYPES
PLOT_CARD_ACTIONS = {"lead_to_victory": D.LEAD_TO_VICTORY, "king_returns": D.KING_RETURNS, "we_found_you": D.WE_FOUND_YOU,
                     "ambush": D.AMBUSH}
# The quest step each quest action belongs to, for "out of order" versus "already done" (§16 example 8).
ACTION_STEP = {"play": QUEST, "cards_down": QUEST, "use_excalibur": EXCALIBUR, "skip_excalibur": EXCALIBUR, "ambush": AMBUSH_WINDOW,
               "remove_card": TRAPPER, "witch_decision": WITCH_DECISION, "quest_result": COUNT}
NOT_CHOICES = CHANCE_TYPES | {"time_up"}
# Timeouts whose default needs no random draw (§13).
DETERMINISTIC_TIMEOUTS = frozenset({"excalibur", "witch_decision", "loyalty_answer", "plot_window"})

BOOL_OPTIONS = ("lady_of_the_lake", "excalibur", "plot_cards", "trapper", "revealer_counts_hidden_fails", "assassination_reveal_evil",
                "timers", "private_votes")


TIME_UP = Choice("time_up", None, {}, T.I_TIME_UP())


def _may_play(state: State, seat: int, card: str) -> Msg:
    return T.I_MAY_PLAY(player=R.name(state, seat), card=D.PLOT_CARDS[card].name)


def refuse(code: str, msg: Msg) -> NoReturn:
    raise IllegalAction(code, msg)


def seat_param(state: State, action: Action, key: str) -> int | None:
    """The seat an action names under ``key`` (None if it names none); a seat that does not exist is refused."""
    value = action.get(key)
    if type(value) is not int:
        return None
    if not 0 <= value < state.cfg.n:
        refuse(UNKNOWN_PLAYER, T.X_UNKNOWN_PLAYER(seat=value))
    return value


def _is_int(value: Any) -> bool:
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


class Avalon(Game[State]):
    id = "avalon"
    title = T.TITLE
    min_players = D.MIN_PLAYERS
    max_players = D.MAX_PLAYERS

    def __init__(self) -> None:
        self._configs: dict[Any, Config] = {}

    # -- setup -------------------------------------------------------------------------------------------------------
    bad_option_code = "E_BAD_OPTION"

    def option_specs(self) -> Sequence[OptionSpec]:
        return OPTION_SPECS

    def recommended_roles(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        if players in D.RECOMMENDED:
            return D.RECOMMENDED[players]
        return D.fill_roles((D.MERLIN, D.ASSASSIN), min(max(players, D.MIN_PLAYERS), D.MAX_PLAYERS))

    def phase_name(self, phase: str) -> Text | None:
        return T.PHASE_NAMES.get(phase)

    def param_name(self, action_type: str, param: str) -> Text | None:
        return T.PARAM_NAMES.get((action_type, param))

    def role_summary(self, role: str) -> Text | None:
        info = D.ROLES.get(role)
        return info.summary if info is not None else None

    def validate(self, setup: Setup) -> list[Problem]:
        problems: list[Problem] = []

        def error(code: str, msg: Msg) -> None:
            problems.append(Problem("error", code, msg))

        def warning(code: str, msg: Msg) -> None:
            problems.append(Problem("warning", code, msg))

        try:
            opts = self.options_with_defaults(setup.options)
        except ValueError as exc:
            error("E_BAD_OPTION", T.P_UNKNOWN_OPTION(options=str(exc).rsplit(": ", 1)[-1]))
            return problems
        n = setup.count
        for spec in OPTION_SPECS:
            value = opts[spec.key]
            bad = (spec.choices and value not in spec.choices) or (isinstance(spec.default, bool) != isinstance(value, bool)) or (
                _is_int(spec.default) and not _is_int(value)) or (isinstance(spec.default, str) and not isinstance(value, str))
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
        if _is_int(first) and not -1 <= first < n:
            error("E_FIRST_LEADER", T.P_FIRST_LEADER(value=first, last=n - 1))
        if _is_int(opts["trapper_seconds"]) and opts["trapper_seconds"] < 0:
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

    def config(self, setup: Setup) -> Config:
        key = (setup.players, setup.roles, tuple(sorted(setup.options.items())))
        cfg = self._configs.get(key)
        if cfg is None:
            if len(self._configs) > 256:
                self._configs.clear()
            opts = self.options_with_defaults(setup.options)
            cfg = self._configs[key] = Config(setup, opts, timers_for(opts))
        return cfg

    def start(self, setup: Setup) -> State:
        cfg = self.config(setup)
        state = State(cfg)
        first = cfg.opts["first_leader"]
        if _is_int(first) and 0 <= first < cfg.n:  # chosen by the host: announced as a drawn one is (§2.5)
            events: list[Event] = []
            state = F.first_leader_chosen(state, events, first)
            state = state.but(log=state.log.add(events))
        return state

    # -- chance ----------------------------------------------------------------------------------------------------------
    def action_types(self) -> frozenset[str]:
        return ACTION_TYPES

    def player_label(self, state: State, player: int | None) -> str:
        if player is None:
            return str(T.MODERATOR)
        return state.cfg.names[player] if 0 <= player < state.cfg.n else str(player)

    def chance(self, state: State) -> ChanceStep | None:
        memo = state.memo
        step = memo.get("chance", memo)  # the memo itself marks "not computed yet"
        if step is memo:
            step = memo["chance"] = self._compute_chance(state)
        return step  # type: ignore[no-any-return]

    def _compute_chance(self, state: State) -> ChanceStep | None:
        cfg = state.cfg
        if state.result_ is not None:
            return None
        if state.phase == SETUP:
            if state.first_leader is None:
                n = cfg.n
                return ChanceStep("first_leader", lambda rng: Action("first_leader", None, {"seat": rng.randrange(n)}))
            if cfg.plot and state.plot_deck is None:
                deck = list(D.plot_deck(cfg.n))
                return ChanceStep("plot_shuffle", lambda rng: Action("plot_shuffle", None, {"deck": rng.sample(deck, len(deck))}))
            if cfg.app and state.roles is None:
                roles = list(cfg.role_list)
                return ChanceStep("deal", lambda rng: Action("deal", None, {"roles": rng.sample(roles, len(roles))}))
        if state.phase == WITCH_DRAW:
            pool = R.witch_candidates(state)
            return ChanceStep("witch_draw", lambda rng: Action("witch_draw", None, {"seat": pool[rng.randrange(len(pool))]}))
        if state.timeup:
            candidates = self._fallback_choices(state)
            if candidates:
                choice = candidates[0]

                def draw(rng: Any, choice: Choice = choice) -> Action:
                    picked = choice.sample(rng)
                    return Action("fallback", None, {"action": picked.type, "by": picked.player, **picked.params})
                return ChanceStep("fallback", draw)
        return None

    def check_chance(self, state: State, action: Action) -> None:
        cfg = state.cfg
        ok = False
        if action.type == "first_leader":
            ok = _is_int(action.get("seat")) and 0 <= action["seat"] < cfg.n
        elif action.type == "plot_shuffle":
            deck = action.get("deck")
            ok = isinstance(deck, list) and sorted(map(str, deck)) == sorted(D.plot_deck(cfg.n))
        elif action.type == "deal":
            roles = action.get("roles")
            ok = isinstance(roles, list) and sorted(map(str, roles)) == sorted(cfg.role_list)
        elif action.type == "witch_draw":
            ok = action.get("seat") in R.witch_candidates(state)
        elif action.type == "fallback":
            inner = _fallback_inner(action)
            ok = inner is not None and any(c.allows(inner) for c in self._fallback_choices(state))
        if not ok:
            raise IllegalAction(errors.BAD_CHANCE, errors.T_BAD_CHANCE())

    def _fallback_choices(self, state: State) -> list[Choice]:
        """The choices a timeout picks from at random (the first one open, so one draw per step)."""
        return [c for c in self._open(state) if c.type not in ("close_window", "skip_excalibur")]

    # -- choices ---------------------------------------------------------------------------------------------------------------
    def choices(self, state: State) -> list[Choice]:
        memo = state.memo
        out = memo.get("choices")
        if out is None:
            if state.result_ is not None or state.timeup or self.chance(state) is not None:
                out = ()
            elif self.stage(state) is not None:
                out = (*self._open(state), TIME_UP)
            else:
                out = self._open(state)
            memo["choices"] = out
        return list(out)

    def stage(self, state: State) -> str | None:
        """The timer stage now (a key of data.TIMERS) when its timer is on and it applies in this mode."""
        key = V.stage_key(state)
        if key is None or state.cfg.timers.get(key) is None:
            return None
        return key

    def _open(self, state: State) -> tuple[Choice, ...]:
        """The choices open in this state (without ``time_up``), computed once per state."""
        memo = state.memo
        out = memo.get("open")
        if out is None:
            out = memo["open"] = tuple(self._compute_open(state))
        return out

    def _compute_open(self, state: State) -> list[Choice]:
        cfg = state.cfg
        n = cfg.n
        phase = state.phase
        leader = state.leader
        if phase == VOTE:  # the most frequent step first
            open_to = R.votes_open_to(state)
            if cfg.private_votes:
                return [self._private_vote(cfg, s) for s in open_to]
            vote = cfg.choices.get(("vote", open_to))
            if vote is None:
                vote = cfg.choices["vote", open_to] = Choice("vote", None, {"seat": OneOf(open_to), "vote": OneOf((D.APPROVE, D.REJECT))},
                                                             T.I_VOTE())
            return [vote]
        if state.pending is not None:
            subject = state.pending.check.subject
            return [Choice("answer_check", subject, {"show": OneOf(R.loyalty_options(state, subject))}, T.I_ANSWER_CHECK())]
        if phase == REVEAL:
            return [Choice("begin", None, {}, T.I_BEGIN())]
        if phase == LADY:
            assert state.lady is not None
            targets = tuple(s for s in range(n) if s not in state.lady_past and s != state.lady)
            return [Choice("lady", state.lady, {"target": OneOf(targets)}, T.I_LADY(player=R.name(state, state.lady)))]
        if phase == LEAD_WINDOW:
            seats = sorted({s for s, _ in R.holders(state, D.LEAD_TO_VICTORY) if s != leader})
            return [Choice("lead_to_victory", s, {}, _may_play(state, s, D.LEAD_TO_VICTORY)) for s in seats] + [
                Choice("close_window", None, {}, T.I_WINDOW())]
        if phase == PLOT:
            if state.task is not None:
                return [self._task_choice(state)]
            giveable = tuple(dict.fromkeys(state.drawn))
            return [Choice("give_plot", leader, {"card": OneOf(giveable), "to": OneOf(R.others(state, leader))},
                           T.I_GIVE_PLOT(leader=R.name(state, leader)))]
        if phase == PROPOSAL:
            size = R.quest_size(state, state.round)
            return [Choice("propose", leader, {"team": SubsetOf(tuple(range(n)), size)},
                           T.I_PROPOSE(leader=R.name(state, leader), size=size))]
        if phase == EXCALIBUR_ASSIGN:
            proposal = state.proposal
            assert proposal is not None
            members = tuple(m for m in proposal.team if m != proposal.leader)
            return [Choice("excalibur", proposal.leader, {"holder": OneOf(members)}, T.I_EXCALIBUR_ASSIGN(leader=R.name(state, leader)))]
        if phase == KING_WINDOW:
            seats = sorted({s for s, _ in R.holders(state, D.KING_RETURNS)})
            return [Choice("king_returns", s, {}, _may_play(state, s, D.KING_RETURNS)) for s in seats] + [
                Choice("close_window", None, {}, T.I_WINDOW())]
        if phase == SPOTLIGHT_WINDOW:
            team = state.proposals[-1].team
            seats = sorted({s for s, _ in R.holders(state, D.WE_FOUND_YOU)})
            return [Choice("we_found_you", s, {"target": OneOf(team)}, _may_play(state, s, D.WE_FOUND_YOU)) for s in seats] + [
                Choice("close_window", None, {}, T.I_WINDOW())]
        quest = state.quest
        if phase == QUEST:
            assert quest is not None
            if cfg.app:
                assert state.roles is not None
                return [self._play_choice(cfg, m, D.allowed_cards(state.roles[m], quest.number))
                        for i, m in enumerate(quest.team) if quest.cards[i] is None]
            params = {"face_up": OneOf(D.CARDS)} if quest.face_up is not None else {}
            return [Choice("cards_down", None, params, T.I_CARDS_DOWN())]
        if phase == EXCALIBUR:
            assert quest is not None and quest.holder is not None
            targets = tuple(m for m in quest.team if m != quest.holder)
            return [Choice("use_excalibur", quest.holder, {"target": OneOf(targets)}, T.I_EXCALIBUR(holder=R.name(state, quest.holder))),
                    Choice("skip_excalibur", quest.holder, {}, T.E_EXCALIBUR_SKIPPED(holder=R.name(state, quest.holder)))]
        if phase == AMBUSH_WINDOW:
            out = [Choice("ambush", s, {"target": OneOf(t)}, _may_play(state, s, D.AMBUSH)) for s, t in R.ambush_options(state).items()]
            return [*out, Choice("close_window", None, {}, T.I_WINDOW())]
        if phase == TRAPPER:
            assert quest is not None
            return [Choice("remove_card", quest.leader, {"seat": OneOf(quest.team)}, T.I_TRAPPER(leader=R.name(state, quest.leader)))]
        if phase == WITCH_DECISION:
            if cfg.app:
                witch = state.seat_of(D.WITCH)
                return [Choice("witch_decision", witch, {"hide": OneOf((False, True))}, T.I_WITCH())]
            return [Choice("witch_decision", None, {"hide": OneOf((False,))}, T.I_WITCH()),
                    Choice("witch_decision", None, {"hide": OneOf((True,)), "witch": OneOf(tuple(range(n)))}, T.I_WITCH())]
        if phase == COUNT:
            assert quest is not None
            return [Choice("quest_result", None, {"fails": OneOf(tuple(range(_max_fails(state) + 1)))}, V.count_instruction(quest))]
        if phase == WITCH_CHECK:
            examiner = state.witch_examiner
            assert examiner is not None
            return [Choice("witch_check", examiner, {"target": OneOf(R.others(state, examiner))},
                           T.I_WITCH_CHECK(player=R.name(state, examiner)))]
        if phase == REVEALER_ENTRY:
            seats = tuple(s for s in range(n) if s != state.witch_seat)
            return [Choice("revealer", None, {"seat": OneOf(seats)}, T.I_REVEALER())]
        if phase == ASSASSINATION:
            return self._assassination_choices(state)
        if phase == ROLE_ENTRY:
            seat, options = R.role_entry_options(state)
            return [Choice("reveal_role", None, {"seat": OneOf((seat,)), "role": OneOf(options)},
                           T.I_ROLE_ENTRY(player=R.name(state, seat)))]
        return []

    @staticmethod
    def _private_vote(cfg: Config, seat: int) -> Choice:
        choice = cfg.choices.get(("private_vote", seat))
        if choice is None:
            choice = cfg.choices["private_vote", seat] = Choice("vote", seat, {"vote": OneOf((D.APPROVE, D.REJECT))}, T.I_VOTE_PRIVATE())
        return choice

    @staticmethod
    def _play_choice(cfg: Config, member: int, cards: tuple[str, ...]) -> Choice:
        choice = cfg.choices.get(("play", member, cards))
        if choice is None:
            choice = cfg.choices["play", member, cards] = Choice("play", member, {"card": OneOf(cards)}, T.I_PLAY())
        return choice

    def _task_choice(self, state: State) -> Choice:
        assert state.task is not None
        kind, seat, _card = state.task
        if kind == D.RESTORE_HONOR:
            cards = tuple(c for s, c in sorted(state.hands) if s != seat)
            return Choice("take_plot", seat, {"card": OneOf(cards)}, T.I_TAKE_PLOT(player=R.name(state, seat)))
        if kind == D.ARE_YOU_THE_ONE:
            n = state.cfg.n
            near = tuple(sorted({(seat - 1) % n, (seat + 1) % n}))
            return Choice("examine", seat, {"target": OneOf(near)}, T.I_EXAMINE(player=R.name(state, seat)))
        return Choice("show_loyalty", seat, {"to": OneOf(R.others(state, seat))}, T.I_SHOW_LOYALTY(player=R.name(state, seat)))

    def _assassination_choices(self, state: State) -> list[Choice]:
        cfg = state.cfg
        if cfg.app:
            assert state.assassin is not None
            targets = R.assassination_targets(state, state.assassin)
            return [Choice("assassinate", state.assassin, {"target": OneOf(targets)}, T.I_ASSASSINATE())]
        if cfg.opts["assassination_reveal_evil"] and len(state.evil_revealed or ()) < cfg.evil_count:
            known = set(state.evil_revealed or ())
            return [Choice("reveal_evil", None, {"seat": OneOf(tuple(s for s in range(cfg.n) if s not in known))}, T.I_REVEAL_EVIL())]
        return [Choice("assassinate", s, {"target": OneOf(R.assassination_targets(state, s))}, T.I_ASSASSINATE())
                for s in R.physical_namers(state)]

    # -- refusals ----------------------------------------------------------------------------------------------------------------
    def check(self, state: State, action: Action) -> None:
        if state.result_ is None and self.chance(state) is None and not state.timeup:
            self._specific(state, action)
        super().check(state, action)

    def _specific(self, state: State, action: Action) -> None:
        cfg = state.cfg
        kind = action.type
        who = action.player
        label = self.player_label(state, who)
        phase = state.phase

        if state.pending is not None:
            if kind == "answer_check" and who == state.pending.check.subject and action.get("show") in (D.GOOD, D.EVIL):
                options = R.loyalty_options(state, who)
                if action["show"] not in options:
                    refuse(LOYALTY_FORCED, T.X_LOYALTY_FORCED(loyalty=D.SIDE_NAMES[options[0]]))
            return
        # -- team proposal and Excalibur assignment (§3.2, §8) --
        if kind == "propose" and phase == PROPOSAL:
            if who != state.leader:
                refuse(NOT_THE_LEADER, T.X_NOT_LEADER(player=label, leader=R.name(state, state.leader)))
            team = action.get("team")
            if isinstance(team, list):
                for m in team:
                    if not _is_int(m) or not 0 <= m < cfg.n:
                        refuse(UNKNOWN_PLAYER, T.X_UNKNOWN_PLAYER(seat=str(m)))
                if len(set(team)) != len(team):
                    dup = next(m for m in team if team.count(m) > 1)
                    refuse(DUPLICATE_MEMBER, T.X_DUPLICATE_MEMBER(player=R.name(state, dup)))
                size = R.quest_size(state, state.round)
                if len(team) != size:
                    refuse(WRONG_TEAM_SIZE, T.X_TEAM_SIZE(n=state.round, size=size, have=len(team)))
        elif kind == "excalibur" and phase == EXCALIBUR_ASSIGN:
            proposal = state.proposal
            assert proposal is not None
            if who != proposal.leader:
                refuse(NOT_THE_LEADER, T.X_NOT_LEADER(player=label, leader=R.name(state, proposal.leader)))
            holder = seat_param(state, action, "holder")
            if holder is not None and holder == proposal.leader:
                refuse(EXCALIBUR_TO_LEADER, T.X_EXCALIBUR_TO_LEADER())
            if holder is not None and holder not in proposal.team:
                refuse(EXCALIBUR_NOT_MEMBER, T.X_EXCALIBUR_NOT_MEMBER())
        elif kind == "vote" and phase == VOTE:
            proposal = state.proposal
            assert proposal is not None
            if cfg.private_votes and who is None:
                refuse(VOTES_BY_PLAYERS, T.X_VOTES_BY_PLAYERS())
            if not cfg.private_votes and who is not None:
                refuse(VOTES_BY_MODERATOR, T.X_VOTES_BY_MODERATOR())
            seat = who if cfg.private_votes else seat_param(state, action, "seat")
            if seat is not None:
                if proposal.votes[seat] is not None:
                    refuse(ALREADY_VOTED, T.X_ALREADY_VOTED())
                open_to = R.votes_open_to(state)
                if seat not in open_to:
                    refuse(CHARGE_VOTES_FIRST, T.X_CHARGE_FIRST(players=R.names(state, open_to)))
        # -- the quest steps, in order (§3.9 Q1-Q6, §16 example 8) --
        elif kind in ACTION_STEP:
            self._quest_step(state, action, label)
        # -- the Witch's check, the Lady (§5.3, §7) --
        elif kind == "witch_check" and phase == WITCH_CHECK:
            if who != state.witch_examiner:
                refuse(NOT_THE_EXAMINER, T.X_NOT_EXAMINER(player=label, examiner=R.name(state, state.witch_examiner)))
            if seat_param(state, action, "target") == who:
                refuse(EXAMINE_SELF, T.X_EXAMINE_SELF())
        elif kind == "lady":
            if phase != LADY:
                refuse(LADY_NOT_NOW, T.X_LADY_NOT_NOW())
            if who != state.lady:
                refuse(NOT_THE_HOLDER, T.X_NOT_LADY_HOLDER(player=label, holder=R.name(state, state.lady)))
            target = seat_param(state, action, "target")
            if target == who:
                refuse(EXAMINE_SELF, T.X_EXAMINE_SELF())
            if target is not None and target in state.lady_past:
                refuse(LADY_PAST_HOLDER, T.X_LADY_PAST())
        # -- the assassination (§3.8) --
        elif kind == "assassinate" and phase == ASSASSINATION and cfg.app:
            if who != state.assassin:
                refuse(ONLY_ASSASSIN, T.X_ONLY_ASSASSIN(player=label))
            target = seat_param(state, action, "target")
            if target == who:
                refuse(ASSASSIN_SELF, T.X_ASSASSIN_SELF())
            if target is not None and cfg.opts["assassination_reveal_evil"] and target in (state.evil_revealed or ()):
                refuse(TARGET_IS_EVIL, T.X_TARGET_EVIL(player=R.name(state, target)))
        elif kind == "assassinate" and phase == ASSASSINATION:
            target = seat_param(state, action, "target")
            if who is not None and target == who:
                refuse(ASSASSIN_SELF, T.X_ASSASSIN_SELF())
            if target is not None and cfg.opts["assassination_reveal_evil"] and target in (state.evil_revealed or ()):
                refuse(TARGET_IS_EVIL, T.X_TARGET_EVIL(player=R.name(state, target)))
            if who is not None and who not in R.physical_namers(state) and state.evil_revealed is not None \
                    and len(state.evil_revealed) == cfg.evil_count:
                refuse(ONLY_ASSASSIN, T.X_ONLY_ASSASSIN(player=label))
        # -- Plot Cards (§10) --
        elif kind == "give_plot" and phase == PLOT and state.task is None:
            if who != state.leader:
                refuse(NOT_THE_LEADER, T.X_NOT_LEADER(player=label, leader=R.name(state, state.leader)))
            if seat_param(state, action, "to") == state.leader:
                refuse(PLOT_TO_LEADER, T.X_PLOT_TO_LEADER())
            if action.get("card") not in state.drawn:
                refuse(NO_SUCH_CARD, T.X_NO_SUCH_CARD(card=str(action.get("card"))))
        elif kind in PLOT_CARD_ACTIONS and kind != "ambush":
            card_kind = PLOT_CARD_ACTIONS[kind]
            if who is not None and 0 <= who < cfg.n and not any(s == who for s, _ in R.holders(state, card_kind)):
                refuse(NO_SUCH_CARD, T.X_NOT_HELD(player=label, card=D.PLOT_CARDS[card_kind].name))
            if kind == "lead_to_victory" and phase == LEAD_WINDOW and who == state.leader:
                refuse(LEADER_CANNOT_LEAD, T.X_LEADER_CANNOT_LEAD())
        elif kind == "examine" and phase == PLOT and state.task is not None and state.task[0] == D.ARE_YOU_THE_ONE:
            target = seat_param(state, action, "target")
            seat = state.task[1]
            if target is not None and target not in ((seat - 1) % cfg.n, (seat + 1) % cfg.n):
                refuse(NOT_ADJACENT, T.X_NOT_ADJACENT(player=R.name(state, target)))
        elif kind == "show_loyalty" and phase == PLOT and state.task is not None:
            if seat_param(state, action, "to") == who:
                refuse(EXAMINE_SELF, T.X_EXAMINE_SELF())
        elif kind == "take_plot" and phase == PLOT and state.task is not None and state.task[0] == D.RESTORE_HONOR:
            card = action.get("card")
            owner = next((s for s, c in state.hands if c == card), None)
            if owner is None:
                refuse(NO_SUCH_CARD, T.X_NO_SUCH_CARD(card=str(card)))
            if owner == state.task[1]:
                refuse(TAKE_OWN_CARD, T.X_TAKE_OWN_CARD())
        # -- physical entries at the end --
        elif kind == "reveal_role" and phase == ROLE_ENTRY:
            role = action.get("role")
            seat, options = R.role_entry_options(state)
            left = list(cfg.role_list)
            for r in R.entered_roles(state):
                left.remove(r)
            if isinstance(role, str) and role not in left:
                refuse(ROLE_NOT_LEFT, T.X_ROLE_NOT_LEFT(role=D.ROLES[role].name if role in D.ROLES else role))
            if isinstance(role, str) and role not in options and action.get("seat") == seat:
                refuse(ROLE_CONTRADICTS, T.X_ROLE_CONTRADICTS(player=R.name(state, seat), role=D.ROLES[role].name))

    def _quest_step(self, state: State, action: Action, label: str) -> None:
        cfg = state.cfg
        kind = action.type
        who = action.player
        quest = state.quest
        last = state.quests[-1] if state.quests else None
        step = ACTION_STEP[kind]

        if (kind == "remove_card" and not cfg.trapper) or (kind == "witch_decision" and not cfg.witch):
            return
        if kind == "remove_card" and state.phase not in QUEST_STEPS[:4] and last is not None and last.removed is not None:
            text = T.X_REMOVED_RANDOM if last.removed_random else T.X_ALREADY_REMOVED
            refuse(CARD_ALREADY_REMOVED, text(player=R.name(state, last.removed)))
        if kind == "witch_decision" and state.witch_used:
            refuse(WITCH_ALREADY_USED, T.X_WITCH_USED())
        if kind == "witch_decision" and state.phase not in QUEST_STEPS and last is not None and last.witch_done:
            refuse(WITCH_ALREADY_DECIDED, T.X_WITCH_DECIDED())
        if quest is None or state.phase not in QUEST_STEPS:
            return
        now = QUEST_STEPS.index(state.phase)
        want = QUEST_STEPS.index(step)
        if want > now:
            refuse(OUT_OF_ORDER, T.X_OUT_OF_ORDER(step=V.STEP_NAMES[step], current=V.STEP_NAMES[state.phase]))
        if want < now:
            if kind in ("use_excalibur", "skip_excalibur"):
                refuse(EXCALIBUR_RESOLVED, T.X_EXCALIBUR_RESOLVED())
            if kind == "play":
                if who is not None and who in quest.team:
                    refuse(ALREADY_PLAYED, T.X_ALREADY_PLAYED(player=label))
                refuse(NOT_A_MEMBER, T.X_NOT_A_MEMBER(player=label))
            if kind == "remove_card":
                assert quest.removed is not None
                text = T.X_REMOVED_RANDOM if quest.removed_random else T.X_ALREADY_REMOVED
                refuse(CARD_ALREADY_REMOVED, text(player=R.name(state, quest.removed)))
            if kind == "witch_decision":
                refuse(WITCH_ALREADY_DECIDED, T.X_WITCH_DECIDED())
            return
        if kind == "play" and cfg.app:
            assert state.roles is not None
            if who is None or not 0 <= who < cfg.n or who not in quest.team:
                refuse(NOT_A_MEMBER, T.X_NOT_A_MEMBER(player=label))
            assert who is not None
            if quest.cards[quest.team.index(who)] is not None:
                refuse(ALREADY_PLAYED, T.X_ALREADY_PLAYED(player=label))
            card = action.get("card")
            role = state.roles[who]
            if card in D.CARDS and card not in D.allowed_cards(role, quest.number):
                if role == D.LUNATIC:
                    refuse(LUNATIC_MUST_FAIL, T.X_LUNATIC())
                if role == D.BRUTE:
                    refuse(BRUTE_MUST_SUCCEED, T.X_GOOD())
                refuse(GOOD_MUST_SUCCEED, T.X_GOOD())
        elif kind in ("use_excalibur", "skip_excalibur"):
            if who != quest.holder:
                refuse(NOT_THE_HOLDER, T.X_NOT_EXCALIBUR_HOLDER(player=label, holder=R.name(state, quest.holder)))
            target = seat_param(state, action, "target")
            if target is not None and target == who:
                refuse(EXCALIBUR_SELF, T.X_EXCALIBUR_SELF())
            if target is not None and target not in quest.team:
                refuse(NOT_A_MEMBER, T.X_TARGET_NOT_MEMBER())
        elif kind == "ambush":
            if who is not None and 0 <= who < cfg.n and not any(s == who for s, _ in R.holders(state, D.AMBUSH)):
                refuse(NO_SUCH_CARD, T.X_NOT_HELD(player=label, card=D.PLOT_CARDS[D.AMBUSH].name))
            target = seat_param(state, action, "target")
            if target is not None and target == who:
                refuse(AMBUSH_OWN_CARD, T.X_AMBUSH_OWN())
            if target is not None and target not in quest.team:
                refuse(NOT_A_MEMBER, T.X_TARGET_NOT_MEMBER())
            if target is not None and any(m == target for _, m in quest.ambushes):
                refuse(ALREADY_AMBUSHED, T.X_ALREADY_AMBUSHED(player=R.name(state, target)))
        elif kind == "remove_card":
            if who != quest.leader:
                refuse(NOT_THE_LEADER, T.X_NOT_TRAPPER(player=label, leader=R.name(state, quest.leader)))
            if set(action.params) != {"seat"} or not _is_int(action.get("seat")):
                refuse(EXACTLY_ONE_CARD, T.X_EXACTLY_ONE())
            seat = seat_param(state, action, "seat")
            if seat is not None and seat not in quest.team:
                refuse(NOT_A_MEMBER, T.X_NOT_QUEST_CARD())
        elif kind == "witch_decision":
            if state.witch_used:
                refuse(WITCH_ALREADY_USED, T.X_WITCH_USED())
            if cfg.app and who != state.seat_of(D.WITCH):
                refuse(NOT_THE_WITCH, T.X_NOT_WITCH(player=label))
        elif kind == "quest_result":
            fails = action.get("fails")
            if _is_int(fails) and fails > _max_fails(state):
                refuse(TOO_MANY_FAILS, T.X_TOO_MANY_FAILS(fails=fails, most=_max_fails(state)))

    # -- applying ------------------------------------------------------------------------------------------------------------------
    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        events: list[Event] = []
        new = self._apply(state, action, events)
        if events or new is state:
            new = new.but(log=new.log.add(events))
        return new, events

    def _apply(self, state: State, action: Action, events: list[Event]) -> State:
        kind = action.type
        if kind not in NOT_CHOICES:
            return self._apply_choice(state, action, events)
        p = action.params
        if kind == "first_leader":
            return F.first_leader_chosen(state, events, p["seat"])
        if kind == "plot_shuffle":
            F.emit(events, "plot_shuffle", MODERATOR, T.E_PLOT_SHUFFLE(), deck=list(p["deck"]))
            return F.after_setup(state.but(plot_deck=tuple(p["deck"])), events)
        if kind == "deal":
            F.emit(events, "deal", MODERATOR, T.E_DEAL(), roles=list(p["roles"]))
            return F.after_setup(state.but(roles=tuple(p["roles"])), events)
        if kind == "witch_draw":
            return F.witch_drawn(state, events, p["seat"])
        if kind == "time_up":
            return self._time_up(state, events)
        if kind == "fallback":
            inner = _fallback_inner(action)
            assert inner is not None
            before = self.stage(state)
            F.emit(events, "timeout", PUBLIC, T.E_TIMEOUT(), stage=before, action=inner.type)
            state = self._apply_choice(state, inner, events, timeout=True)  # timeup is set just below
            again = (before == "quest" and state.phase == QUEST) or (
                before in ("proposal", "first_proposal") and state.phase == EXCALIBUR_ASSIGN)
            return state.but(timeup=again)
        raise AssertionError(kind)

    def _time_up(self, state: State, events: list[Event]) -> State:
        key = self.stage(state)
        assert key is not None
        F.emit(events, "time_up", PUBLIC, T.E_TIME_UP(), stage=key)
        if key in DETERMINISTIC_TIMEOUTS:
            if key == "loyalty_answer":
                assert state.pending is not None
                subject = state.pending.check.subject
                show = R.timeout_loyalty(R.loyalty_options(state, subject))
                return self._apply_choice(state, Action("answer_check", subject, {"show": show}), events)
            if key == "witch_decision":
                return self._apply_choice(state, Action("witch_decision", state.seat_of(D.WITCH), {"hide": False}), events)
            if key == "excalibur":
                quest = state.quest
                assert quest is not None
                return self._apply_choice(state, Action("skip_excalibur", quest.holder, {}), events)
            return self._apply_choice(state, Action("close_window", None, {}), events)
        return state.but(timeup=True)

    def _apply_choice(self, state: State, action: Action, events: list[Event], timeout: bool = False) -> State:
        cfg = state.cfg
        kind = action.type
        who = action.player
        p = action.params
        name = R.name
        quest = state.quest
        if kind == "vote":  # the most frequent action first
            return F.vote_entered(state, events, p["seat"] if who is None else who, p["vote"])
        if kind == "answer_check":
            return F.answer_check(state, events, p["show"])
        if kind == "begin":
            F.emit(events, "begin", PUBLIC, T.E_BEGIN())
            return F.start_round(state, events)
        if kind == "lady":
            assert who is not None
            target = p["target"]
            state = state.but(lady=target, lady_past=(*state.lady_past, target))
            F.emit(events, "lady_token", PUBLIC, T.E_LADY_TOKEN(player=name(state, target)), seat=target)
            return F.start_check(state, events, "lady", who, target, "lady")
        if kind == "close_window":
            return self._close_window(state, events)
        if kind == "lead_to_victory":
            assert who is not None
            card = R.holders(state, D.LEAD_TO_VICTORY)
            instance = next(c for s, c in card if s == who)
            state = state.but(hands=tuple(h for h in state.hands if h != (who, instance)), discard=(*state.discard, instance),
                              leader=who)
            F.emit(events, "lead_to_victory", PUBLIC, T.E_LEAD_TO_VICTORY(player=name(state, who)), seat=who)
            return F.draw_or_propose(state, events)
        if kind == "give_plot":
            card, to = p["card"], p["to"]
            state = state.but(drawn=tuple(c for c in state.drawn if c != card))
            F.emit(events, "plot_given", PUBLIC, T.E_PLOT_GIVEN(leader=name(state, who), card=R.plot_name(card), player=name(state, to)),
                   card=card, to=to)
            card_kind = D.plot_kind(card)
            if D.PLOT_CARDS[card_kind].kind == D.INSTANT:
                state = state.but(discard=(*state.discard, card), task=(card_kind, to, card))
            else:
                state = state.but(hands=(*state.hands, (to, card)))
            return F.after_plot_step(state, events)
        if kind == "take_plot":
            card = p["card"]
            owner = next(s for s, c in state.hands if c == card)
            hands = (*(h for h in state.hands if h != (owner, card)), (who, card))
            F.emit(events, "plot_taken", PUBLIC, T.E_PLOT_TAKEN(player=name(state, who), card=R.plot_name(card), owner=name(state, owner)),
                   card=card, seat=who, owner=owner)
            return F.after_plot_step(state.but(hands=hands, task=None), events)
        if kind == "examine":
            assert who is not None
            return F.start_check(state, events, "are_you_the_one", who, p["target"], "plot")
        if kind == "show_loyalty":
            assert who is not None and state.task is not None
            check_kind = "show_strength" if state.task[0] == D.SHOW_STRENGTH else "true_nature"
            return F.start_check(state, events, check_kind, p["to"], who, "plot")
        if kind == "propose":
            return F.team_proposed(state, events, p["team"], random=timeout)
        if kind == "witch_check":
            assert who is not None
            return F.start_check(state, events, "witch_check", who, p["target"], "witch")
        if kind == "revealer":
            state = F.revealer_revealed(state, events, p["seat"])
            return F.after_quest(state, events, cleric_done=True)
        if kind == "reveal_evil":
            seats = tuple(sorted({*(state.evil_revealed or ()), p["seat"]}))
            F.emit(events, "evil_revealed", PUBLIC, T.E_EVIL_SEAT(player=name(state, p["seat"])), seat=p["seat"])
            return state.but(evil_revealed=seats)
        if kind == "assassinate":
            assert who is not None
            return F.assassinated(state, events, who, p["target"], random=timeout)
        if kind == "reveal_role":
            return F.role_entered(state, events, p["seat"], p["role"])
        if kind == "excalibur":
            proposal = state.proposal
            assert proposal is not None
            state = R.set_proposal(state, proposal.but(holder=p["holder"]))
            F.emit(events, "excalibur_assigned", PUBLIC, T.E_EXCALIBUR_ASSIGNED(leader=name(state, proposal.leader),
                                                                                 holder=name(state, p["holder"])), holder=p["holder"])
            return F.to_vote(state, events)
        if kind == "king_returns":
            assert who is not None
            instance = next(c for s, c in R.holders(state, D.KING_RETURNS) if s == who)
            return F.king_returns(state, events, who, instance)
        if kind == "we_found_you":
            assert who is not None
            instance = next(c for s, c in R.holders(state, D.WE_FOUND_YOU) if s == who)
            state = state.but(hands=tuple(h for h in state.hands if h != (who, instance)), discard=(*state.discard, instance))
            F.emit(events, "we_found_you", PUBLIC, T.E_WE_FOUND_YOU(player=name(state, who), target=name(state, p["target"])),
                   seat=who, target=p["target"])
            return F.start_quest(state, events, face_up=p["target"])
        assert quest is not None, kind
        if kind == "play":
            assert who is not None
            index = quest.team.index(who)
            cards = (*quest.cards[:index], p["card"], *quest.cards[index + 1:])
            quest = quest.but(cards=cards)
            state = R.set_quest(state, quest)
            F.emit(events, "card_played", (who,), T.E_YOU_PLAYED(card=D.CARD_NAMES[p["card"]]), seat=who, card=p["card"])
            F.emit(events, "card_in", PUBLIC, T.E_CARD_IN(player=name(state, who)), seat=who)
            if who == quest.face_up:
                F.emit(events, "face_up", PUBLIC, T.E_FACE_UP(player=name(state, who), card=D.CARD_NAMES[p["card"]]), seat=who,
                       card=p["card"])
                state = R.set_quest(state, quest.but(face_up_card=p["card"]))
            if all(c is not None for c in cards):
                return F.after_cards(state, events)
            return state
        if kind == "cards_down":
            if quest.face_up is not None:
                F.emit(events, "face_up", PUBLIC, T.E_FACE_UP(player=name(state, quest.face_up), card=D.CARD_NAMES[p["face_up"]]),
                       seat=quest.face_up, card=p["face_up"])
            state = R.set_quest(state, quest.but(down=True, face_up_card=p.get("face_up")))
            return F.after_cards(state, events)
        if kind == "use_excalibur":
            target = p["target"]
            state = R.set_quest(state, quest.but(excalibur_done=True, excalibur_target=target))
            F.emit(events, "excalibur_used", PUBLIC, T.E_EXCALIBUR_USED(holder=name(state, who), target=name(state, target)),
                   holder=who, target=target)
            if cfg.app:
                original = quest.cards[quest.team.index(target)]
                assert original is not None and who is not None
                now = D.FAIL if original == D.SUCCESS else D.SUCCESS
                F.emit(events, "excalibur_seen", (who,), T.E_EXCALIBUR_SEEN(target=name(state, target), card=D.CARD_NAMES[original],
                                                                             now=D.CARD_NAMES[now]), target=target, card=original, now=now)
                F.emit(events, "excalibur_switched", (target,), T.E_EXCALIBUR_SWITCHED(holder=name(state, who), now=D.CARD_NAMES[now]),
                       holder=who, now=now)
            return F.after_excalibur(state, events)
        if kind == "skip_excalibur":
            state = R.set_quest(state, quest.but(excalibur_done=True))
            F.emit(events, "excalibur_skipped", PUBLIC, T.E_EXCALIBUR_SKIPPED(holder=name(state, who)), holder=who)
            return F.after_excalibur(state, events)
        if kind == "ambush":
            assert who is not None
            target = p["target"]
            instance = next(c for s, c in R.holders(state, D.AMBUSH) if s == who)
            quest = quest.but(ambushes=(*quest.ambushes, (who, target)))
            state = R.set_quest(state, quest).but(hands=tuple(h for h in state.hands if h != (who, instance)),
                                                  discard=(*state.discard, instance))
            F.emit(events, "ambush", PUBLIC, T.E_AMBUSH(player=name(state, who), target=name(state, target)), seat=who, target=target)
            if cfg.app:
                card = quest.current(target)
                assert card is not None
                F.emit(events, "ambush_seen", (who,), T.E_AMBUSH_SEEN(target=name(state, target), card=D.CARD_NAMES[card]),
                       target=target, card=card)
            if not R.ambush_options(state):
                return F.after_ambush(state, events)
            return state
        if kind == "remove_card":
            return self._remove(state, events, p["seat"], random=timeout)
        if kind == "witch_decision":
            hide = bool(p["hide"])
            witch_seat = p.get("witch") if not cfg.app else state.seat_of(D.WITCH)
            quest = quest.but(witch_done=True, hidden=hide)
            state = R.set_quest(state, quest).but(witch_used=state.witch_used or hide)
            if hide and not cfg.app:
                state = state.but(witch_seat=witch_seat)
                F.emit(events, "witch_seat", MODERATOR, T.E_WITCH_SEAT(player=name(state, witch_seat)), seat=witch_seat)
            audience = (witch_seat,) if cfg.app and witch_seat is not None else MODERATOR
            F.emit(events, "witch_choice", audience, T.E_WITCH_HIDES() if hide else T.E_WITCH_PASSES(), hide=hide)
            return F.resolve(state, events)
        if kind == "quest_result":
            fails = p["fails"]
            counted = len(quest.team) - (1 if quest.removed is not None else 0)
            return F.announce(state, events, fails, counted - fails)
        raise AssertionError(kind)

    def _remove(self, state: State, events: list[Event], seat: int, random: bool) -> State:
        """Q4: the leader's removal is final; only then does he see its current value (§9.6, §9.7)."""
        quest = state.quest
        assert quest is not None
        quest = quest.but(removed=seat, removed_random=random)
        state = R.set_quest(state, quest)
        text = T.E_REMOVED_RANDOM if random else T.E_REMOVED
        F.emit(events, "card_removed", PUBLIC, text(leader=R.name(state, quest.leader), player=R.name(state, seat)),
               quest=quest.number, seat=seat, random=random)
        if state.cfg.app:
            card = quest.current(seat)
            assert card is not None
            F.emit(events, "removed_value", (quest.leader,), T.E_REMOVED_VALUE(player=R.name(state, seat), card=D.CARD_NAMES[card]),
                   quest=quest.number, seat=seat, card=card)
        return F.after_trapper(state, events)

    def _close_window(self, state: State, events: list[Event]) -> State:
        phase = state.phase
        if phase == LEAD_WINDOW:
            return F.draw_or_propose(state, events)
        if phase == KING_WINDOW:
            return F.spotlight_or_quest(state, events)
        if phase == SPOTLIGHT_WINDOW:
            return F.start_quest(state, events)
        if phase == AMBUSH_WINDOW:
            return F.after_ambush(state, events)
        raise AssertionError(phase)

    # -- results and views -----------------------------------------------------------------------------------------------------------
    def result(self, state: State) -> Result | None:
        return state.result_

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        return V.view(self, state, viewer)

    def seat_secrets(self, state: State) -> Mapping[int, Sequence[str]]:
        if state.result_ is not None or not state.cfg.app or state.roles is None:
            return {}
        out: dict[int, list[str]] = {}
        for seat, role in enumerate(state.roles):
            if seat == state.revealer or (seat == state.assassin and state.phase == ASSASSINATION):
                continue
            out[seat] = [role, str(D.ROLES[role].name)]
        return out

    # -- narration (§6) ----------------------------------------------------------------------------------------------------------------
    def script(self, setup: Setup) -> list[ScriptStep]:
        opts = self.options_with_defaults(setup.options)
        return [ScriptStep(f"avalon.{line_id}", Msg(D.LINES[line_id].text), D.line_seconds(D.LINES[line_id]), D.LINES[line_id].role)
                for line_id in script_ids(setup.roles, opts)]


def script_ids(roles: Sequence[str], opts: Mapping[str, Any]) -> list[str]:
    """The line ids of the reveal script for this role list (§6.2)."""
    present = set(roles)
    out = ["INTRO"]
    if D.CLERIC in present and opts.get("cleric_checks", "first_leader") == "first_leader":
        out.append("CLERIC_THUMB_T1" if D.TROUBLEMAKER in present else "CLERIC_THUMB_T0")
        if D.TRICKSTER in present:
            out.append("CLERIC_TRICKSTER_CHOOSE" if opts.get("trickster_loyalty", "chooses") == "chooses" else "CLERIC_TRICKSTER_GOOD")
        out += ["CLERIC_OPEN", "CLERIC_CLOSE", "CLERIC_THUMB_DOWN"]
    out.append("EVIL_OPEN_NOT_OBERON" if D.OBERON in present else "EVIL_OPEN")
    out += ["EVIL_CLOSE", "ALL_CLOSED"]
    out.append("THUMBS_FOR_MERLIN_NOT_MORDRED" if D.MORDRED in present else "THUMBS_FOR_MERLIN")
    out += ["MERLIN_OPEN", "EVIL_THUMBS_DOWN", "MERLIN_CLOSE", "ALL_CLOSED"]
    if D.PERCIVAL in present:
        suffix = "MM" if D.MORGANA in present else "M"
        out += [f"PERCIVAL_THUMB_{suffix}", f"PERCIVAL_OPEN_{suffix}", f"PERCIVAL_THUMB_DOWN_{suffix}", "PERCIVAL_CLOSE", "ALL_CLOSED"]
    out.append("ALL_OPEN")
    return out


def _max_fails(state: State) -> int:
    """Physical: the most Fail cards the revealed (counted) cards can hold."""
    quest = state.quest
    assert quest is not None
    counted = len(quest.team) - (1 if quest.removed is not None else 0)
    switched = 1 if quest.excalibur_target is not None else 0
    return min(counted, state.cfg.evil_count + switched)


def _fallback_inner(action: Action) -> Action | None:
    kind = action.get("action")
    by = action.get("by")
    if not isinstance(kind, str) or kind not in ACTION_TYPES - CHANCE_TYPES or (by is not None and not _is_int(by)):
        return None
    return Action(kind, by, {k: v for k, v in action.params.items() if k not in ("action", "by")})


__all__ = ["ACTION_TYPES", "OPTION_SPECS", "Avalon", "Pending", "script_ids"]
