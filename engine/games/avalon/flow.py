"""Avalon game flow: what happens after each step (§3.9), loyalty checks, the reveal, the quest, scoring.

Every function takes a state and a list to which it appends the events it causes, and returns the new state.
The functions call each other (a check resumes the round, a quest ends the game...), so they live in one module;
the rule questions they ask are in :mod:`.rules`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from engine.core import MODERATOR, PUBLIC, Audience, Event, Result, new_event
from engine.i18n import Msg

from . import data as D  # noqa: N812 - the rules tables
from . import texts as T  # noqa: N812 - the messages
from .choices import votes_after
from .rules import (
    ambush_options,
    card_list,
    charge_seats,
    counted,
    entered_roles,
    fails_needed,
    holders,
    knowledge,
    name,
    names,
    next_seat,
    plot_name,
    proposal_number,
    quest_size,
    role_name,
    set_quest,
    setup_done,
    still_to_vote,
)
from .state import (
    AMBUSH_WINDOW,
    ASSASSINATION,
    CLERIC_CHECK,
    COUNT,
    EXCALIBUR,
    EXCALIBUR_ASSIGN,
    KING_WINDOW,
    LADY,
    LEAD_WINDOW,
    OVER,
    PLOT,
    PROPOSAL,
    QUEST,
    REVEAL,
    REVEALER_ENTRY,
    ROLE_ENTRY,
    SPOTLIGHT_WINDOW,
    TRAPPER,
    VOTE,
    WITCH_CHECK,
    WITCH_DECISION,
    WITCH_DRAW,
    Check,
    Pending,
    Proposal,
    QuestPlay,
    State,
)

Events = list[Event]


# --- small helpers ----------------------------------------------------------------------------------------------

def emit(events: Events, etype: str, audience: Audience, msg: Msg | None, **data: Any) -> None:
    events.append(new_event(etype, audience, msg, data))


_new = object.__new__
_set = object.__setattr__


# --- loyalty (§5.5) -------------------------------------------------------------------------------------------------

CHECK_TEXTS = {
    "cleric_check": T.K_CLERIC,
    "lady": T.K_LADY,
    "witch_check": T.K_WITCH,
    "are_you_the_one": T.K_ARE_YOU,
    "true_nature": T.K_TRUE_NATURE,
    "show_strength": T.K_STRENGTH,
}


PUBLIC_CHECK_TEXTS = {
    "lady": T.E_LADY_PUBLIC,
    "witch_check": T.E_WITCH_CHECK_PUBLIC,
    "are_you_the_one": T.E_ARE_YOU_PUBLIC,
    "true_nature": T.E_TRUE_NATURE_PUBLIC,
    "show_strength": T.E_STRENGTH_PUBLIC,
}


def start_check(state: State, events: Events, kind: str, viewer: int, subject: int, then: str) -> State:
    """Run a loyalty check (then ``then`` continues the game).

    App: the checked player always confirms the loyalty he shows, whatever his role (a single option for most roles,
    Good or Evil for a choosing Trickster), so a check looks and lasts the same whoever is checked. The Cleric's
    check never names the Cleric to the first leader. Physical: the table checks with its cards; nothing to enter.
    """
    if kind in PUBLIC_CHECK_TEXTS:
        emit(events, "check", PUBLIC, PUBLIC_CHECK_TEXTS[kind](viewer=name(state, viewer), subject=name(state, subject)),
             kind=kind, viewer=viewer, subject=subject)
    check = Check(kind, viewer, subject, None, sum(1 for q in state.quests if q.outcome))
    if not state.cfg.app:
        return finish_check(state, events, check, then)
    if kind == "cleric_check":
        emit(events, "loyalty_asked", (subject,), T.E_CLERIC_ASKED(), kind=kind, viewer=None)
    else:
        emit(events, "loyalty_asked", (subject,), T.E_CHECK_ASKED(viewer=name(state, viewer)), kind=kind, viewer=viewer)
    return state.but(pending=Pending(check, then))


def answer_check(state: State, events: Events, show: str) -> State:
    """The checked player's answer: the loyalty he shows goes to the viewer only."""
    pending = state.pending
    assert pending is not None
    emit(events, "loyalty_shown", (pending.check.subject,), T.E_CHECK_ANSWERED(loyalty=D.SIDE_NAMES[show]), kind=pending.check.kind,
         loyalty=show)
    return finish_check(state, events, replace(pending.check, shown=show), pending.then)


def finish_check(state: State, events: Events, check: Check, then: str) -> State:
    state = state.but(checks=(*state.checks, check), pending=None)
    if check.shown is not None:
        emit(events, "check_answer", (check.viewer,),
             CHECK_TEXTS[check.kind](subject=name(state, check.subject), loyalty=D.SIDE_NAMES[check.shown]),
             kind=check.kind, subject=check.subject, loyalty=check.shown)
    return resume(state, events, then)


def resume(state: State, events: Events, then: str) -> State:
    """Continue after a loyalty check (or a Trickster's choice)."""
    if then == "reveal":
        return state
    if then == "lady":
        return before_proposal(state, events)
    if then == "plot":
        return after_plot_step(state.but(task=None), events)
    if then == "witch":
        return after_quest(state, events)
    if then == "cleric":
        return after_quest(state, events, cleric_done=True)
    raise AssertionError(then)


# --- setup and the reveal (§2.5, §5.4) ----------------------------------------------------------------------------------

def first_leader_chosen(state: State, events: Events, seat: int) -> State:
    """§2.5: the leader token before the reveal; the Lady of the Lake to the seat before the first leader (§7)."""
    lady = (seat - 1) % state.cfg.n if state.cfg.lady else None
    emit(events, "first_leader", PUBLIC, T.E_FIRST_LEADER(player=name(state, seat)), seat=seat)
    if lady is not None:
        emit(events, "lady_token", PUBLIC, T.E_LADY_TOKEN(player=name(state, lady)), seat=lady)
    state = state.but(first_leader=seat, leader=seat, lady=lady, lady_past=(lady,) if lady is not None else ())
    return after_setup(state, events)


def after_setup(state: State, events: Events) -> State:
    """Once the first leader, the Plot deck and the deal are known: the reveal."""
    if not setup_done(state):
        return state
    cfg = state.cfg
    state = state.but(phase=REVEAL)
    if cfg.app:
        assert state.roles is not None
        for seat in range(cfg.n):
            for msg, data in knowledge(state, seat):
                emit(events, "knowledge", (seat,), msg, **data)
        cleric = state.seat_of(D.CLERIC)
        if cleric is not None and cfg.opts["cleric_checks"] == "first_leader":
            assert state.first_leader is not None
            state = start_check(state, events, "cleric_check", cleric, state.first_leader, "reveal")
    return state


# --- rounds and proposals (§3.2, §3.3, §3.6, §7, §10) ------------------------------------------------------------------

def start_round(state: State, events: Events) -> State:
    cfg = state.cfg
    emit(events, "round", PUBLIC, T.E_ROUND(n=state.round, leader=name(state, state.leader), size=quest_size(state, state.round)),
         round=state.round, leader=state.leader)
    if cfg.lady and state.round in D.LADY_ROUNDS and state.lady is not None:
        return state.but(phase=LADY)
    return before_proposal(state, events)


def before_proposal(state: State, events: Events) -> State:
    """P1: the Lead to Victory window, when someone other than the leader holds one."""
    if state.cfg.plot and any(s != state.leader for s, _ in holders(state, D.LEAD_TO_VICTORY)):
        return state.but(phase=LEAD_WINDOW)
    return draw_or_propose(state, events)


def draw_or_propose(state: State, events: Events) -> State:
    """P2: at the round's first proposal the leader draws Plot Cards; then P3."""
    cfg = state.cfg
    if cfg.plot and state.drawn_round < state.round and state.plot_deck:
        k = min(D.PLOT_DRAW[cfg.n], len(state.plot_deck))
        drawn, deck = state.plot_deck[:k], state.plot_deck[k:]
        emit(events, "plot_draw", PUBLIC, T.E_PLOT_DRAW(leader=name(state, state.leader), cards=[plot_name(c) for c in drawn]),
             leader=state.leader, cards=list(drawn))
        state = state.but(plot_deck=deck, drawn=drawn, drawn_round=state.round, phase=PLOT)
        strength = [c for c in drawn if D.plot_kind(c) == D.SHOW_STRENGTH]
        for card in strength:
            state = state.but(drawn=tuple(c for c in state.drawn if c != card), discard=(*state.discard, card),
                              task=(D.SHOW_STRENGTH, state.leader, card))
        return after_plot_step(state, events)
    return state.but(phase=PROPOSAL, drawn_round=max(state.drawn_round, state.round))


def after_plot_step(state: State, events: Events) -> State:
    """After a hand-out or an instant card: the next task, the next card, or the proposal."""
    if state.task is not None:
        kind, seat, _card = state.task
        if kind == D.RESTORE_HONOR and not any(s != seat for s, _ in state.hands):
            emit(events, "plot_no_effect", PUBLIC, T.E_RESTORE_NOTHING(player=name(state, seat)), seat=seat)
            state = state.but(task=None)
        else:
            return in_plot(state)
    if state.drawn:
        return in_plot(state)
    return state.but(phase=PROPOSAL)


def in_plot(state: State) -> State:
    """The state at its Plot Cards step: itself if it is there already (a draw or a hand-out has just made it)."""
    return state if state.phase == PLOT else state.but(phase=PLOT)


def team_proposed(state: State, events: Events, team: Sequence[int], random: bool) -> State:
    cfg = state.cfg
    proposal = Proposal(state.round, proposal_number(state), state.leader, tuple(sorted(team)), votes=(None,) * cfg.n, random=random)
    text = T.E_PROPOSED_RANDOM if random else T.E_PROPOSED
    emit(events, "proposal", PUBLIC, text(leader=name(state, state.leader), team=names(state, proposal.team), n=proposal.number),
         leader=state.leader, team=list(proposal.team), random=random)
    proposals = (*state.proposals, proposal)
    if cfg.excalibur:
        return state.but(proposals=proposals, phase=EXCALIBUR_ASSIGN)
    return to_vote(state, events, proposals)


def to_vote(state: State, events: Events, proposals: tuple[Proposal, ...]) -> State:
    """The state with ``proposals`` (the last one open, in the same copy) at its vote, or its quest if sent without one."""
    proposal = proposals[-1]
    if state.cfg.opts["fifth_proposal"] == "sent_without_vote" and proposal.number == D.MAX_REJECTIONS:
        emit(events, "sent_without_vote", PUBLIC, T.E_SENT_WITHOUT_VOTE(), team=list(proposal.team))
        # Never approved, so no The King Returns window (§3.9 P5: approved teams only); We Found You still applies.
        state = state.but(proposals=(*proposals[:-1], proposal.but(outcome="sent")), leader=next_seat(state, proposal.leader))
        return spotlight_or_quest(state, events)
    return state.but(proposals=proposals, phase=VOTE)


def vote_entered(state: State, events: Events, seat: int, vote: str) -> State:
    proposal = state.proposals[-1]  # the open proposal (state.proposal, without the property's frame)
    assert proposal.outcome is None
    votes = (*proposal.votes[:seat], vote, *proposal.votes[seat + 1:])
    charge = charge_seats(state)
    if seat in charge:
        emit(events, "charge_vote", PUBLIC, T.E_CHARGE_VOTE(player=name(state, seat), vote=D.VOTE_NAMES[vote]), seat=seat, vote=vote)
    values = proposal.__dict__.copy()  # proposal.but(votes=votes), without its keyword dict and check (every vote)
    values["votes"] = votes
    proposal = _new(Proposal)
    _set(proposal, "__dict__", values)
    if None in votes:
        after = state.but(proposals=(*state.proposals[:-1], proposal))
        votes_after(after, still_to_vote(state, seat, votes, charge))
        return after
    approve = [s for s, v in enumerate(votes) if v == D.APPROVE]
    reject = [s for s, v in enumerate(votes) if v == D.REJECT]
    ok = len(approve) * 2 > state.cfg.n  # more than half; a tie rejects (§3.3, ruling 1)
    emit(events, "vote_result", PUBLIC,
         (T.E_APPROVED if ok else T.E_REJECTED)(approve=names(state, approve), reject=names(state, reject),
                                                  a=len(approve), r=len(reject)),
         votes=list(votes), approved=ok)
    values["outcome"] = "approved" if ok else "rejected"  # the same proposal, decided (nobody has seen it yet)
    proposals = (*state.proposals[:-1], proposal)
    leader = next_seat(state, proposal.leader)  # §3.6: after every proposal
    if ok:
        return approved(state.but(proposals=proposals, leader=leader), events)
    return rejected(state, events, proposals=proposals, leader=leader)


def rejected(state: State, events: Events, **changes: Any) -> State:
    """The team is rejected (or its approval cancelled): the vote track moves on, in the same copy as ``changes``."""
    track = state.track + 1
    state = state.but(track=track, **changes)
    if track >= D.MAX_REJECTIONS:
        emit(events, "five_rejections", PUBLIC, T.E_FIVE_REJECTIONS())
        return end_game(state, events, D.EVIL, "five_rejections")
    return before_proposal(state, events)


def approved(state: State, events: Events) -> State:
    if state.cfg.plot and holders(state, D.KING_RETURNS):
        return state.but(phase=KING_WINDOW)
    return spotlight_or_quest(state, events)


def spotlight_or_quest(state: State, events: Events) -> State:
    if state.cfg.plot and holders(state, D.WE_FOUND_YOU) and state.quest is None:
        return state.but(phase=SPOTLIGHT_WINDOW)
    return start_quest(state, events)


def start_quest(state: State, events: Events, face_up: int | None = None) -> State:
    proposal = state.proposals[-1]
    number = len([q for q in state.quests if q.outcome is not None]) + 1
    quest = QuestPlay(number, proposal.leader, proposal.team, proposal.holder,
                      cards=(None,) * len(proposal.team) if state.cfg.app else (), face_up=face_up)
    emit(events, "quest_start", PUBLIC, T.E_QUEST_START(n=number, team=names(state, quest.team)), quest=number, team=list(quest.team))
    return state.but(quests=(*state.quests, quest), phase=QUEST)


def king_returns(state: State, events: Events, seat: int, card: str) -> State:
    """P5: The King Returns cancels the approval; it counts as a rejection (§10)."""
    proposal = state.proposals[-1]
    emit(events, "king_returns", PUBLIC, T.E_KING_RETURNS(player=name(state, seat)), seat=seat)
    return rejected(state, events, hands=tuple(h for h in state.hands if h != (seat, card)), discard=(*state.discard, card),
                    proposals=(*state.proposals[:-1], proposal.but(outcome="cancelled")))


# --- the quest (§3.4, §3.5, §8, §9, §5.3) ------------------------------------------------------------------------------

def after_cards(state: State, events: Events) -> State:
    quest = state.quest
    assert quest is not None
    emit(events, "cards_played", PUBLIC, T.E_CARDS_PLAYED(n=quest.number), quest=quest.number)
    if state.cfg.excalibur and quest.holder is not None:
        return state.but(phase=EXCALIBUR)
    return after_excalibur(state, events)


def after_excalibur(state: State, events: Events) -> State:
    if state.cfg.plot and ambush_options(state):
        return state.but(phase=AMBUSH_WINDOW)
    return after_ambush(state, events)


def after_ambush(state: State, events: Events) -> State:
    if state.cfg.trapper:
        return state.but(phase=TRAPPER)
    return after_trapper(state, events)


def after_trapper(state: State, events: Events) -> State:
    if state.cfg.witch and not state.witch_used:
        return state.but(phase=WITCH_DECISION)
    return resolve(state, events)


def resolve(state: State, events: Events) -> State:
    """Q6: the result from the counted cards (app), or the moderator enters the revealed cards (physical)."""
    quest = state.quest
    assert quest is not None
    if not state.cfg.app:
        return state.but(phase=COUNT)
    cards = counted(quest)
    return announce(state, events, cards.count(D.FAIL), cards.count(D.SUCCESS))


def announce(state: State, events: Events, fails: int, successes: int) -> State:
    """Q6-Q8: record the true result; announce it, or "hidden"; then the Witch's check or what follows the quest."""
    cfg = state.cfg
    quest = state.quest
    assert quest is not None
    outcome = D.FAIL if fails >= fails_needed(state, quest.number) else D.SUCCESS
    quest = quest.but(fails=fails, successes=successes, outcome=outcome)
    s, f = state.score()
    s, f = s + (outcome == D.SUCCESS), f + (outcome == D.FAIL)
    deciding = s >= D.WINS_NEEDED or f >= D.WINS_NEEDED
    hide = quest.hidden
    if hide and deciding and cfg.opts["witch_on_deciding_quest"] == "void":
        hide = False
        quest = quest.but(hidden=False, hide_void=True)
        emit(events, "witch_void", PUBLIC, T.E_WITCH_VOID(n=quest.number), quest=quest.number)
    state = set_quest(state, quest)
    text = T.E_QUEST_SUCCESS if outcome == D.SUCCESS else T.E_QUEST_FAIL
    msg = text(n=quest.number, fails=fails, successes=successes)
    data = {"quest": quest.number, "outcome": outcome, "fails": fails, "successes": successes}
    if hide:
        emit(events, "quest_hidden", PUBLIC, T.E_QUEST_HIDDEN(n=quest.number), quest=quest.number)
        emit(events, "quest_result", MODERATOR, msg, **data, hidden=True)
    else:
        emit(events, "quest_result", PUBLIC, msg, **data)
    if cfg.app and quest.cards:  # who played what: in nobody's history until the end of the game (§12, §15 #20)
        emit(events, "quest_cards", MODERATOR, T.E_CARDS_OWNERS(n=quest.number, cards=card_list(state, quest)),
             quest=quest.number, cards={str(m): quest.cards[i] for i, m in enumerate(quest.team)})
    if hide:
        return state.but(phase=WITCH_DRAW)
    return after_quest(state, events)


def witch_drawn(state: State, events: Events, seat: int) -> State:
    emit(events, "witch_draw", PUBLIC, T.E_WITCH_DRAW(player=name(state, seat)), seat=seat)
    return state.but(phase=WITCH_CHECK, witch_examiner=seat)


def after_quest(state: State, events: Events, cleric_done: bool = False) -> State:
    """Q7, Q9, Q10: the end of the game or the assassination, the Revealer, the Cleric (option), the next round."""
    cfg = state.cfg
    s, f = state.score()
    if f >= D.WINS_NEEDED:
        emit(events, "three_fails", PUBLIC, T.E_THREE_FAILS())
        return end_game(state, events, D.EVIL, "three_fails")
    if s >= D.WINS_NEEDED:
        emit(events, "three_successes", PUBLIC, T.E_THREE_SUCCESSES())
        return start_assassination(state, events)
    if not cleric_done:
        state = revealer_check(state, events)
        if state.phase == REVEALER_ENTRY:
            return state
        played = [q for q in state.quests if q.outcome is not None]
        cleric = state.seat_of(D.CLERIC)
        if cfg.app and cleric is not None and cfg.opts["cleric_checks"] == "first_quest_leader" and len(played) == 1:
            # The check resumes the game itself (through after_quest with cleric_done) once answered.
            return start_check(state.but(phase=CLERIC_CHECK), events, "cleric_check", cleric, played[0].leader, "cleric")
    return next_round(state, events)


def next_round(state: State, events: Events) -> State:
    state = state.but(track=0, round=state.round + 1, witch_examiner=None)
    return start_round(state, events)


def revealer_check(state: State, events: Events) -> State:
    """Q9: the Revealer is revealed once the second failed quest is announced (§5.2, option 10)."""
    cfg = state.cfg
    if D.REVEALER not in cfg.roles_set or state.revealer is not None:
        return state
    _, fails = state.score(public_only=not cfg.opts["revealer_counts_hidden_fails"])
    if fails < D.REVEALER_AFTER_FAILS:
        return state
    if cfg.app:
        seat = state.seat_of(D.REVEALER)
        assert seat is not None
        return revealer_revealed(state, events, seat)
    return state.but(phase=REVEALER_ENTRY)


def revealer_revealed(state: State, events: Events, seat: int) -> State:
    emit(events, "revealer", PUBLIC, T.E_REVEALER(player=name(state, seat)), seat=seat, role=D.REVEALER)
    return state.but(revealer=seat)


# --- the end (§3.7, §3.8) ---------------------------------------------------------------------------------------------------

def start_assassination(state: State, events: Events) -> State:
    cfg = state.cfg
    state = state.but(phase=ASSASSINATION)
    if cfg.app:
        assert state.roles is not None
        assassin = state.seat_of(D.ASSASSIN)
        state = state.but(assassin=assassin)
        if cfg.opts["assassination_reveal_evil"]:
            evil = tuple(s for s in range(cfg.n) if state.side(s) == D.EVIL)
            emit(events, "evil_revealed", PUBLIC, T.E_EVIL_REVEALED(players=names(state, evil), assassin=name(state, assassin)),
                 seats=list(evil), assassin=assassin)
            state = state.but(evil_revealed=evil)
        else:
            emit(events, "assassin_revealed", PUBLIC, T.E_ASSASSIN_REVEALED(assassin=name(state, assassin)), assassin=assassin)
    else:
        known = tuple(s for s in (state.revealer, state.witch_seat) if s is not None)
        if cfg.opts["assassination_reveal_evil"]:
            state = state.but(evil_revealed=tuple(sorted(set(known))))
    return state


def assassinated(state: State, events: Events, namer: int, target: int, random: bool) -> State:
    text = T.E_ASSASSINATE_RANDOM if random else T.E_ASSASSINATE
    emit(events, "assassination", PUBLIC, text(assassin=name(state, namer), target=name(state, target)), assassin=namer, target=target)
    state = state.but(assassin=namer, target=target)
    if state.cfg.app:
        assert state.roles is not None
        hit = state.roles[target] == D.MERLIN
        return end_game(state, events, D.EVIL if hit else D.GOOD, "merlin_found" if hit else "merlin_missed")
    return end_game(state, events, None, "assassination")


def end_game(state: State, events: Events, side: str | None, reason: str) -> State:
    """App: the result now. Physical: the moderator enters every role first (the engine never knew them)."""
    if not state.cfg.app and state.roles is None:
        return state.but(phase=ROLE_ENTRY, ending=reason, roles=None)
    assert side is not None
    return finish(state, events, side, reason)


REASONS = {
    "three_fails": T.R_THREE_FAILS,
    "five_rejections": T.R_FIVE_REJECTIONS,
    "merlin_found": T.R_MERLIN_FOUND,
    "merlin_missed": T.R_MERLIN_MISSED,
}


def finish(state: State, events: Events, side: str, reason: str) -> State:
    assert state.roles is not None
    winners = tuple(s for s in range(state.cfg.n) if state.side(s) == side)
    result = Result(side, winners, REASONS[reason](), {"reason_id": reason, "roles": list(state.roles)})
    emit(events, "game_over", PUBLIC, T.E_GAME_OVER(side=D.SIDE_NAMES[side], reason=REASONS[reason]()), side=side, reason=reason,
         roles=list(state.roles))
    return state.but(phase=OVER, result_=result, pending=None, timeup=False)


# --- physical mode: the roles entered at the end ------------------------------------------------------------------------------

def role_entered(state: State, events: Events, seat: int, role: str) -> State:
    roles = list(state.roles or (None,) * state.cfg.n)
    roles[seat] = role
    state = state.but(roles=tuple(roles))  # type: ignore[arg-type]
    emit(events, "role_entered", PUBLIC, T.E_ROLE_ENTERED(player=name(state, seat), role=role_name(role)), seat=seat, role=role)
    if len(entered_roles(state)) < state.cfg.n:
        return state
    reason = state.ending or "three_fails"
    if reason == "assassination":
        assert state.target is not None
        hit = roles[state.target] == D.MERLIN
        side, reason = (D.EVIL, "merlin_found") if hit else (D.GOOD, "merlin_missed")
    else:
        side = D.EVIL
    return finish(state, events, side, reason)
