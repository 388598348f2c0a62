"""Avalon's open choices and chance steps: the action types, what each state offers whom (computed once per
state), the chance steps (the first leader, the Plot deck, the deal, the Witch's examiner, a timeout's random pick)
and the check of a chance outcome. The reasons a chosen action is refused are in :mod:`.checks`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine import errors
from engine.core import Action, ChanceStep, Choice, OneOf, SubsetOf
from engine.errors import IllegalAction
from engine.i18n import Msg

from . import data as D  # noqa: N812 - the rules tables
from . import rules as R  # noqa: N812 - the rule questions
from . import texts as T  # noqa: N812 - the messages
from . import views as V  # noqa: N812 - the timer stage, the count instruction
from .config import is_int
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
    State,
)

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
#: What a state's memo may know that does not depend on its timer (the other entries are asked again once it is set).
TIMER_FREE = ("open", "stage", "votes_open_to")
_CHOICE_TYPES = ACTION_TYPES - CHANCE_TYPES  # what a timeout's fallback may stand for
# Timeouts whose default needs no random draw (§13).
DETERMINISTIC_TIMEOUTS = frozenset({"excalibur", "witch_decision", "loyalty_answer", "plot_window"})

TIME_UP = Choice("time_up", None, {}, T.I_TIME_UP())
CLOSE_WINDOW = Choice("close_window", None, {}, T.I_WINDOW())  # every Plot Card window's (an immutable value, shared)
ANSWER_CHECK = T.I_ANSWER_CHECK()
# Parts of every vote choice (immutable values, shared: a table of ten has a vote choice for each of 1,023 sets of seats).
VOTES = OneOf((D.APPROVE, D.REJECT))
VOTE_PROMPT = T.I_VOTE()


def may_play(state: State, seat: int, card: str) -> Msg:
    return T.I_MAY_PLAY(player=R.name(state, seat), card=D.PLOT_CARDS[card].name)


def chance(state: State) -> ChanceStep | None:
    memo = state.memo
    step = memo.get("chance", memo)  # the memo itself marks "not computed yet"
    if step is memo:
        step = memo["chance"] = compute_chance(state)
    return step  # type: ignore[no-any-return]


def compute_chance(state: State) -> ChanceStep | None:
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
        candidates = fallback_choices(state)
        if candidates:
            return ChanceStep("fallback", FallbackDraw(candidates[0]))
    return None


class FallbackDraw:
    """A timeout's random pick (one action of ``choice``) as a fallback. It keeps the last fallback it drew with its
    inner action, so that the check of that very action (by identity) need not read it back from the parameters."""

    __slots__ = ("choice", "last")

    def __init__(self, choice: Choice) -> None:
        self.choice = choice
        self.last: tuple[Action, Action] | None = None

    def __call__(self, rng: random.Random) -> Action:
        picked = self.choice.sample(rng)
        action = Action("fallback", None, {"action": picked.type, "by": picked.player, **picked.params})
        self.last = (action, picked)
        return action


def drawn_inner(state: State, action: Action) -> Action | None:
    """The action a fallback stands for: the one its chance step drew for it, else read from its parameters."""
    step = chance(state)
    last = step.draw.last if step is not None and type(step.draw) is FallbackDraw else None
    return last[1] if last is not None and last[0] is action else fallback_inner(action)


def check_chance(state: State, action: Action) -> None:
    cfg = state.cfg
    ok = False
    if action.type == "fallback":  # the most frequent chance outcome first (every random timeout)
        inner = drawn_inner(state, action)
        if inner is not None:
            for choice in fallback_choices(state):
                if choice.allows(inner):
                    state.memo["fallback_inner"] = (action, inner)  # for apply, which reads the same action next
                    return
    elif action.type == "first_leader":
        ok = is_int(action.get("seat")) and 0 <= action["seat"] < cfg.n
    elif action.type == "plot_shuffle":
        deck = action.get("deck")
        ok = isinstance(deck, list) and sorted(map(str, deck)) == sorted(D.plot_deck(cfg.n))
    elif action.type == "deal":
        roles = action.get("roles")
        ok = isinstance(roles, list) and sorted(map(str, roles)) == sorted(cfg.role_list)
    elif action.type == "witch_draw":
        ok = action.get("seat") in R.witch_candidates(state)
    if not ok:
        raise IllegalAction(errors.BAD_CHANCE, errors.T_BAD_CHANCE())


def fallback_choices(state: State) -> tuple[Choice, ...]:
    """The choices a timeout picks from at random (the first one open, so one draw per step); once per state."""
    memo = state.memo
    out = memo.get("fallback")
    if out is None:
        out = memo["fallback"] = tuple([c for c in open_choices(state) if c.type not in ("close_window", "skip_excalibur")])
    return out  # type: ignore[no-any-return]


def choices(state: State) -> list[Choice]:
    return list(choices_memo(state))


def choices_memo(state: State) -> tuple[Choice, ...]:
    """The open choices with ``time_up``, computed once per state (to read: :func:`choices` gives a copy)."""
    memo = state.memo
    out = memo.get("choices")
    if out is None:
        if state.result_ is not None or state.timeup or chance(state) is not None:
            out = ()
        elif state.phase == VOTE and state.pending is None:  # the most frequent state: no timer stage (views.stage_key)
            out = open_choices(state)
        elif stage(state) is not None:
            out = (*open_choices(state), TIME_UP)
        else:
            out = open_choices(state)
        memo["choices"] = out
    return out  # type: ignore[no-any-return]


def stage(state: State) -> str | None:
    """The timer stage now (a key of data.TIMERS) when its timer is on and it applies in this mode; once per state."""
    memo = state.memo
    key = memo.get("stage", memo)  # the memo itself marks "not computed yet"
    if key is memo:
        key = V.stage_key(state)
        if key is not None and state.cfg.timers.get(key) is None:
            key = None
        memo["stage"] = key
    return key  # type: ignore[no-any-return]


def open_choices(state: State) -> tuple[Choice, ...]:
    """The choices open in this state (without ``time_up``), computed once per state."""
    memo = state.memo
    out = memo.get("open")
    if out is None:
        out = memo["open"] = tuple(compute_open(state))
    return out


def compute_open(state: State) -> Sequence[Choice]:
    cfg = state.cfg
    n = cfg.n
    phase = state.phase
    leader = state.leader
    if phase == VOTE:  # the most frequent step first
        return vote_choices(cfg, R.votes_open_to(state))
    if state.pending is not None:
        subject = state.pending.check.subject
        return [Choice("answer_check", subject, {"show": OneOf(R.loyalty_options(state, subject))}, ANSWER_CHECK)]
    if phase == REVEAL:
        return [Choice("begin", None, {}, T.I_BEGIN())]
    if phase == LADY:
        assert state.lady is not None
        targets = tuple(s for s in range(n) if s not in state.lady_past and s != state.lady)
        return [Choice("lady", state.lady, {"target": OneOf(targets)}, T.I_LADY(player=R.name(state, state.lady)))]
    if phase == LEAD_WINDOW:
        seats = sorted({s for s, _ in R.holders(state, D.LEAD_TO_VICTORY) if s != leader})
        return [Choice("lead_to_victory", s, {}, may_play(state, s, D.LEAD_TO_VICTORY)) for s in seats] + [CLOSE_WINDOW]
    if phase == PLOT:
        if state.task is not None:
            return [task_choice(state)]
        # Made each time, not kept per configuration: a game's draws rarely meet again, and every object a cache keeps is
        # walked by each full pass of the garbage collector (a cache of them only grew).
        giveable = tuple(dict.fromkeys(state.drawn))
        return [Choice("give_plot", leader, {"card": OneOf(giveable), "to": OneOf(R.others(state, leader))},
                       T.I_GIVE_PLOT(leader=R.name(state, leader)))]
    if phase == PROPOSAL:
        size = R.quest_size(state, state.round)
        propose = cfg.choices.get(("propose", leader, size))
        if propose is None:
            propose = cfg.choices["propose", leader, size] = Choice("propose", leader, {"team": SubsetOf(tuple(range(n)), size)},
                                                                    T.I_PROPOSE(leader=R.name(state, leader), size=size))
        return [propose]
    if phase == EXCALIBUR_ASSIGN:
        proposal = state.proposal
        assert proposal is not None
        # Made each time too: a table of ten has thousands of leaders and teams, a game proposes a few.
        members = tuple(m for m in proposal.team if m != proposal.leader)
        return [Choice("excalibur", proposal.leader, {"holder": OneOf(members)}, T.I_EXCALIBUR_ASSIGN(leader=R.name(state, leader)))]
    if phase == KING_WINDOW:
        seats = sorted({s for s, _ in R.holders(state, D.KING_RETURNS)})
        return [Choice("king_returns", s, {}, may_play(state, s, D.KING_RETURNS)) for s in seats] + [CLOSE_WINDOW]
    if phase == SPOTLIGHT_WINDOW:
        team = state.proposals[-1].team
        seats = sorted({s for s, _ in R.holders(state, D.WE_FOUND_YOU)})
        return [Choice("we_found_you", s, {"target": OneOf(team)}, may_play(state, s, D.WE_FOUND_YOU)) for s in seats] + [CLOSE_WINDOW]
    quest = state.quest
    if phase == QUEST:
        assert quest is not None
        if cfg.app:
            assert state.roles is not None
            return [play_choice(cfg, m, D.allowed_cards(state.roles[m], quest.number))
                    for i, m in enumerate(quest.team) if quest.cards[i] is None]
        params = {"face_up": OneOf(D.CARDS)} if quest.face_up is not None else {}
        return [Choice("cards_down", None, params, T.I_CARDS_DOWN())]
    if phase == EXCALIBUR:
        assert quest is not None and quest.holder is not None
        targets = tuple(m for m in quest.team if m != quest.holder)
        return [Choice("use_excalibur", quest.holder, {"target": OneOf(targets)}, T.I_EXCALIBUR(holder=R.name(state, quest.holder))),
                Choice("skip_excalibur", quest.holder, {}, T.E_EXCALIBUR_SKIPPED(holder=R.name(state, quest.holder)))]
    if phase == AMBUSH_WINDOW:
        out = [Choice("ambush", s, {"target": OneOf(t)}, may_play(state, s, D.AMBUSH)) for s, t in R.ambush_options(state).items()]
        return [*out, CLOSE_WINDOW]
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
        return [Choice("quest_result", None, {"fails": OneOf(tuple(range(R.max_fails(state) + 1)))}, V.count_instruction(quest))]
    if phase == WITCH_CHECK:
        examiner = state.witch_examiner
        assert examiner is not None
        return [Choice("witch_check", examiner, {"target": OneOf(R.others(state, examiner))},
                       T.I_WITCH_CHECK(player=R.name(state, examiner)))]
    if phase == REVEALER_ENTRY:
        seats = tuple(s for s in range(n) if s != state.witch_seat)
        return [Choice("revealer", None, {"seat": OneOf(seats)}, T.I_REVEALER())]
    if phase == ASSASSINATION:
        return assassination_choices(state)
    if phase == ROLE_ENTRY:
        seat, options = R.role_entry_options(state)
        return [Choice("reveal_role", None, {"seat": OneOf((seat,)), "role": OneOf(options)},
                       T.I_ROLE_ENTRY(player=R.name(state, seat)))]
    return []


def vote_choices(cfg: Config, open_to: tuple[int, ...]) -> tuple[Choice, ...]:
    """The votes open to these seats (one choice, or one per seat for private votes), made once per configuration."""
    if cfg.private_votes:
        votes = cfg.choices.get(("private_votes", open_to))
        if votes is None:
            votes = cfg.choices["private_votes", open_to] = tuple([private_vote(cfg, s) for s in open_to])
        return votes  # type: ignore[no-any-return]
    votes = cfg.choices.get(("vote", open_to))
    if votes is None:
        votes = cfg.choices["vote", open_to] = (Choice("vote", None, {"seat": OneOf(open_to), "vote": VOTES}, VOTE_PROMPT),)
    return votes  # type: ignore[no-any-return]


def votes_after(state: State, open_to: tuple[int, ...]) -> None:
    """Give a vote state this step made (more votes to come) what listing its choices would find: no chance step, no
    timer (a vote has none), the votes of ``open_to``, the seats that may vote now. One with a timeout or a loyalty check
    open lists them itself when asked."""
    if not state.timeup and state.pending is None:
        votes = vote_choices(state.cfg, open_to)
        state.memo.update(chance=None, votes_open_to=open_to, open=votes, choices=votes)


def plays_after(before: State, after: State, member: int) -> None:
    """Give ``after``, the quest state this step made from ``before`` by the card of ``member`` (more to come), what
    ``before``'s memo knew of its open choices (less that member's card) and of its stage (the same)."""
    memo = before.memo
    open_before = memo.get("open")
    if open_before is not None:
        after.memo["open"] = tuple([c for c in open_before if c.player != member])
    if "stage" in memo:
        after.memo["stage"] = memo["stage"]


def private_vote(cfg: Config, seat: int) -> Choice:
    choice = cfg.choices.get(("private_vote", seat))
    if choice is None:
        choice = cfg.choices["private_vote", seat] = Choice("vote", seat, {"vote": VOTES}, T.I_VOTE_PRIVATE())
    return choice


def play_choice(cfg: Config, member: int, cards: tuple[str, ...]) -> Choice:
    choice = cfg.choices.get(("play", member, cards))
    if choice is None:
        choice = cfg.choices["play", member, cards] = Choice("play", member, {"card": OneOf(cards)}, T.I_PLAY())
    return choice


def task_choice(state: State) -> Choice:
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


def assassination_choices(state: State) -> list[Choice]:
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


def fallback_inner(action: Action) -> Action | None:
    p = action.params
    kind = p.get("action")
    by = p.get("by")
    if not isinstance(kind, str) or kind not in _CHOICE_TYPES or (by is not None and not is_int(by)):
        return None
    params = dict(p)  # the other parameters, in their order
    del params["action"]
    params.pop("by", None)
    return Action(kind, by, params)
