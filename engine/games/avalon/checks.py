"""Why Avalon refuses an action beyond its choice's shape: the refusal codes (documented in docs/rules/avalon.md)
and the checks of each step (the team, the votes, the quest steps in order, the checks, the assassination, the Plot
Cards, the roles entered at the end).
"""

from __future__ import annotations

from typing import NoReturn

from engine.core import Action
from engine.errors import IllegalAction
from engine.i18n import Msg

from . import data as D  # noqa: N812 - the rules tables
from . import rules as R  # noqa: N812 - the rule questions
from . import texts as T  # noqa: N812 - the messages
from . import views as V  # noqa: N812 - the quest steps' names
from .choices import ACTION_STEP, PLOT_CARD_ACTIONS
from .config import is_int
from .state import (
    ASSASSINATION,
    EXCALIBUR_ASSIGN,
    LADY,
    LEAD_WINDOW,
    PLOT,
    PROPOSAL,
    QUEST_STEPS,
    ROLE_ENTRY,
    VOTE,
    WITCH_CHECK,
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


def check_specific(state: State, action: Action) -> None:
    cfg = state.cfg
    kind = action.type
    who = action.player
    label = R.player_label(state, who)
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
                if not is_int(m) or not 0 <= m < cfg.n:
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
        quest_step(state, action, label)
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


def quest_step(state: State, action: Action, label: str) -> None:
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
        if set(action.params) != {"seat"} or not is_int(action.get("seat")):
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
        if is_int(fails) and fails > R.max_fails(state):
            refuse(TOO_MANY_FAILS, T.X_TOO_MANY_FAILS(fails=fails, most=R.max_fails(state)))
