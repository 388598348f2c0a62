"""What each Avalon action does: the handler of every action type, returning the new state and appending its events.

``apply`` runs a chance outcome or a timeout itself and any other action through ``HANDLERS``; the handlers do the
action's own change and leave what follows (the next step, the next round, the end) to :mod:`.flow`.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import MODERATOR, PUBLIC, Action, Event
from engine.i18n import Msg

from . import data as D  # noqa: N812 - the rules tables
from . import flow as F  # noqa: N812 - what follows each step
from . import rules as R  # noqa: N812 - the rule questions
from . import texts as T  # noqa: N812 - the messages
from .choices import DETERMINISTIC_TIMEOUTS, TIMER_FREE, fallback_inner, open_choices, plays_after, stage
from .config import Config
from .state import AMBUSH_WINDOW, EXCALIBUR_ASSIGN, KING_WINDOW, LEAD_WINDOW, QUEST, SPOTLIGHT_WINDOW, QuestPlay, State

Events = list[Event]
# Messages that every timeout or card played shows, made once (immutable values): the card to its player per card value;
# the public "card in" is made once per seat and configuration (card_in).
TIME_UP_MSG = T.E_TIME_UP()
TIMEOUT_MSG = T.E_TIMEOUT()
YOU_PLAYED = {card: T.E_YOU_PLAYED(card=D.CARD_NAMES[card]) for card in D.CARDS}
#: A handler: (state, action, events, taken by a timeout) -> the new state.
Handler = Callable[[State, Action, Events, bool], State]


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    """The state after ``action`` and the events it gave (added to the state's log)."""
    events: list[Event] = []
    new = _apply(state, action, events)
    if new is state:
        new = new.but(log=new.log.add(events))
    elif events:
        # ``new`` was made by this step and nobody has seen it yet: its log is set in place instead of copying the
        # state once more (nothing in its memo depends on the log).
        new.__dict__["log"] = new.log.add(events)
    return new, events


def _apply(state: State, action: Action, events: Events) -> State:
    kind = action.type
    handler = HANDLERS.get(kind)  # a chosen action (apply_choice, without its frame)
    if handler is not None:
        return handler(state, action, events, False)
    p = action.params
    if kind == "time_up":  # the frequent ones first: every timeout is a time_up and, but for a default, a fallback
        return time_up(state, events)
    if kind == "fallback":
        checked = state.memo.get("fallback_inner")
        inner = checked[1] if checked is not None and checked[0] is action else fallback_inner(action)
        assert inner is not None
        before, before_state = stage(state), state
        F.emit(events, "timeout", PUBLIC, TIMEOUT_MSG, stage=before, action=inner.type)
        state = apply_choice(state, inner, events, timeout=True)  # timeup is set just below
        again = (before == "quest" and state.phase == QUEST) or (
            before in ("proposal", "first_proposal") and state.phase == EXCALIBUR_ASSIGN)
        if state is before_state:
            return state.but(timeup=again)
        values = state.__dict__  # a state this step made and nobody has seen yet: set in place
        values["timeup"] = again
        memo = values["memo"]  # it keeps what does not depend on the timer (a quest's next cards, say)
        values["memo"] = {key: memo[key] for key in TIMER_FREE if key in memo}
        return state
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
    raise AssertionError(kind)


def time_up(state: State, events: Events) -> State:
    """The stage's timer ran out: a default that needs no draw now, else a random pick (a chance step) next."""
    key = stage(state)
    assert key is not None
    F.emit(events, "time_up", PUBLIC, TIME_UP_MSG, stage=key)
    if key in DETERMINISTIC_TIMEOUTS:
        if key == "loyalty_answer":
            assert state.pending is not None
            subject = state.pending.check.subject
            show = R.timeout_loyalty(R.loyalty_options(state, subject))
            return apply_choice(state, Action("answer_check", subject, {"show": show}), events)
        if key == "witch_decision":
            return apply_choice(state, Action("witch_decision", state.seat_of(D.WITCH), {"hide": False}), events)
        if key == "excalibur":
            quest = state.quest
            assert quest is not None
            return apply_choice(state, Action("skip_excalibur", quest.holder, {}), events)
        return apply_choice(state, Action("close_window", None, {}), events)
    timed = state.but(timeup=True)
    # A state this step made: its memo takes the open choices and the stage of the state before (neither depends on the
    # timer), so the fallback's chance step and its apply do not list and ask them again.
    timed.memo.update(open=open_choices(state), stage=key)
    return timed


def apply_choice(state: State, action: Action, events: Events, timeout: bool = False) -> State:
    """A chosen action (by a player, the moderator or a timeout): its handler."""
    handler = HANDLERS.get(action.type)
    if handler is None:
        raise AssertionError(action.type)
    return handler(state, action, events, timeout)


# --- the reveal, the checks, the Lady (§5.4, §5.5, §7) ------------------------------------------------------------------

def do_begin(state: State, action: Action, events: Events, timeout: bool) -> State:
    F.emit(events, "begin", PUBLIC, T.E_BEGIN())
    return F.start_round(state, events)


def do_answer_check(state: State, action: Action, events: Events, timeout: bool) -> State:
    return F.answer_check(state, events, action.params["show"])


def do_lady(state: State, action: Action, events: Events, timeout: bool) -> State:
    who = action.player
    assert who is not None
    target = action.params["target"]
    state = state.but(lady=target, lady_past=(*state.lady_past, target))
    F.emit(events, "lady_token", PUBLIC, T.E_LADY_TOKEN(player=R.name(state, target)), seat=target)
    return F.start_check(state, events, "lady", who, target, "lady")


def do_witch_check(state: State, action: Action, events: Events, timeout: bool) -> State:
    who = action.player
    assert who is not None
    return F.start_check(state, events, "witch_check", who, action.params["target"], "witch")


# --- Plot Cards and their windows (§10) ----------------------------------------------------------------------------------

def do_close_window(state: State, action: Action, events: Events, timeout: bool) -> State:
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


def do_lead_to_victory(state: State, action: Action, events: Events, timeout: bool) -> State:
    who = action.player
    assert who is not None
    card = R.holders(state, D.LEAD_TO_VICTORY)
    instance = next(c for s, c in card if s == who)
    state = state.but(hands=tuple(h for h in state.hands if h != (who, instance)), discard=(*state.discard, instance),
                      leader=who)
    F.emit(events, "lead_to_victory", PUBLIC, T.E_LEAD_TO_VICTORY(player=R.name(state, who)), seat=who)
    return F.draw_or_propose(state, events)


def do_give_plot(state: State, action: Action, events: Events, timeout: bool) -> State:
    who = action.player
    card, to = action.params["card"], action.params["to"]
    drawn = tuple(c for c in state.drawn if c != card)
    F.emit(events, "plot_given", PUBLIC,
           T.E_PLOT_GIVEN(leader=R.name(state, who), card=R.plot_name(card), player=R.name(state, to)), card=card, to=to)
    card_kind = D.plot_kind(card)
    if D.PLOT_CARDS[card_kind].kind == D.INSTANT:
        state = state.but(drawn=drawn, discard=(*state.discard, card), task=(card_kind, to, card))
    else:
        state = state.but(drawn=drawn, hands=(*state.hands, (to, card)))
    return F.after_plot_step(state, events)


def do_take_plot(state: State, action: Action, events: Events, timeout: bool) -> State:
    who = action.player
    card = action.params["card"]
    owner = next(s for s, c in state.hands if c == card)
    hands = (*(h for h in state.hands if h != (owner, card)), (who, card))
    F.emit(events, "plot_taken", PUBLIC,
           T.E_PLOT_TAKEN(player=R.name(state, who), card=R.plot_name(card), owner=R.name(state, owner)),
           card=card, seat=who, owner=owner)
    return F.after_plot_step(state.but(hands=hands, task=None), events)


def do_examine(state: State, action: Action, events: Events, timeout: bool) -> State:
    who = action.player
    assert who is not None
    return F.start_check(state, events, "are_you_the_one", who, action.params["target"], "plot")


def do_show_loyalty(state: State, action: Action, events: Events, timeout: bool) -> State:
    who = action.player
    assert who is not None and state.task is not None
    check_kind = "show_strength" if state.task[0] == D.SHOW_STRENGTH else "true_nature"
    return F.start_check(state, events, check_kind, action.params["to"], who, "plot")


def do_king_returns(state: State, action: Action, events: Events, timeout: bool) -> State:
    who = action.player
    assert who is not None
    instance = next(c for s, c in R.holders(state, D.KING_RETURNS) if s == who)
    return F.king_returns(state, events, who, instance)


def do_we_found_you(state: State, action: Action, events: Events, timeout: bool) -> State:
    who = action.player
    assert who is not None
    target = action.params["target"]
    instance = next(c for s, c in R.holders(state, D.WE_FOUND_YOU) if s == who)
    state = state.but(hands=tuple(h for h in state.hands if h != (who, instance)), discard=(*state.discard, instance))
    F.emit(events, "we_found_you", PUBLIC, T.E_WE_FOUND_YOU(player=R.name(state, who), target=R.name(state, target)),
           seat=who, target=target)
    return F.start_quest(state, events, face_up=target)


# --- the team and the vote (§3.2, §3.3, §8) -----------------------------------------------------------------------------

def do_propose(state: State, action: Action, events: Events, timeout: bool) -> State:
    return F.team_proposed(state, events, action.params["team"], random=timeout)


def do_excalibur(state: State, action: Action, events: Events, timeout: bool) -> State:
    holder = action.params["holder"]
    proposal = state.proposal
    assert proposal is not None
    F.emit(events, "excalibur_assigned", PUBLIC,
           T.E_EXCALIBUR_ASSIGNED(leader=R.name(state, proposal.leader), holder=R.name(state, holder)), holder=holder)
    return F.to_vote(state, events, (*state.proposals[:-1], proposal.but(holder=holder)))


def do_vote(state: State, action: Action, events: Events, timeout: bool) -> State:
    who = action.player
    p = action.params
    return F.vote_entered(state, events, p["seat"] if who is None else who, p["vote"])


# --- the quest (§3.4, §3.5, §8, §9, §5.3) ------------------------------------------------------------------------------

def _quest(state: State, action: Action) -> QuestPlay:
    quest = state.quest
    assert quest is not None, action.type
    return quest


def do_play(state: State, action: Action, events: Events, timeout: bool) -> State:
    before = state
    quest = _quest(state, action)
    who = action.player
    card = action.params["card"]
    assert who is not None
    index = quest.team.index(who)
    cards = (*quest.cards[:index], card, *quest.cards[index + 1:])
    quest = quest.but(cards=cards)
    state = R.set_quest(state, quest)
    F.emit(events, "card_played", (who,), YOU_PLAYED[card], seat=who, card=card)
    F.emit(events, "card_in", PUBLIC, card_in(state.cfg, who), seat=who)
    if who == quest.face_up:
        F.emit(events, "face_up", PUBLIC, T.E_FACE_UP(player=R.name(state, who), card=D.CARD_NAMES[card]), seat=who, card=card)
        state = R.set_quest(state, quest.but(face_up_card=card))
    if None not in cards:
        return F.after_cards(state, events)
    plays_after(before, state, who)
    return state


def card_in(cfg: Config, seat: int) -> Msg:
    """“{player} has played a card.” for ``seat`` (made once per configuration)."""
    msg = cfg.choices.get(("card_in", seat))
    if msg is None:
        msg = cfg.choices["card_in", seat] = T.E_CARD_IN(player=cfg.names[seat])
    return msg  # type: ignore[no-any-return]


def do_cards_down(state: State, action: Action, events: Events, timeout: bool) -> State:
    quest = _quest(state, action)
    p = action.params
    if quest.face_up is not None:
        F.emit(events, "face_up", PUBLIC, T.E_FACE_UP(player=R.name(state, quest.face_up), card=D.CARD_NAMES[p["face_up"]]),
               seat=quest.face_up, card=p["face_up"])
    state = R.set_quest(state, quest.but(down=True, face_up_card=p.get("face_up")))
    return F.after_cards(state, events)


def do_use_excalibur(state: State, action: Action, events: Events, timeout: bool) -> State:
    quest = _quest(state, action)
    who = action.player
    target = action.params["target"]
    state = R.set_quest(state, quest.but(excalibur_done=True, excalibur_target=target))
    F.emit(events, "excalibur_used", PUBLIC, T.E_EXCALIBUR_USED(holder=R.name(state, who), target=R.name(state, target)),
           holder=who, target=target)
    if state.cfg.app:
        original = quest.cards[quest.team.index(target)]
        assert original is not None and who is not None
        now = D.FAIL if original == D.SUCCESS else D.SUCCESS
        F.emit(events, "excalibur_seen", (who,), T.E_EXCALIBUR_SEEN(target=R.name(state, target), card=D.CARD_NAMES[original],
                                                                     now=D.CARD_NAMES[now]), target=target, card=original, now=now)
        F.emit(events, "excalibur_switched", (target,), T.E_EXCALIBUR_SWITCHED(holder=R.name(state, who), now=D.CARD_NAMES[now]),
               holder=who, now=now)
    return F.after_excalibur(state, events)


def do_skip_excalibur(state: State, action: Action, events: Events, timeout: bool) -> State:
    quest = _quest(state, action)
    who = action.player
    state = R.set_quest(state, quest.but(excalibur_done=True))
    F.emit(events, "excalibur_skipped", PUBLIC, T.E_EXCALIBUR_SKIPPED(holder=R.name(state, who)), holder=who)
    return F.after_excalibur(state, events)


def do_ambush(state: State, action: Action, events: Events, timeout: bool) -> State:
    quest = _quest(state, action)
    who = action.player
    assert who is not None
    target = action.params["target"]
    instance = next(c for s, c in R.holders(state, D.AMBUSH) if s == who)
    quest = quest.but(ambushes=(*quest.ambushes, (who, target)))
    state = R.set_quest(state, quest).but(hands=tuple(h for h in state.hands if h != (who, instance)),
                                          discard=(*state.discard, instance))
    F.emit(events, "ambush", PUBLIC, T.E_AMBUSH(player=R.name(state, who), target=R.name(state, target)), seat=who, target=target)
    if state.cfg.app:
        card = quest.current(target)
        assert card is not None
        F.emit(events, "ambush_seen", (who,), T.E_AMBUSH_SEEN(target=R.name(state, target), card=D.CARD_NAMES[card]),
               target=target, card=card)
    if not R.ambush_options(state):
        return F.after_ambush(state, events)
    return state


def do_remove_card(state: State, action: Action, events: Events, timeout: bool) -> State:
    """Q4: the leader's removal is final; only then does he see its current value (§9.6, §9.7)."""
    quest = _quest(state, action)
    seat = action.params["seat"]
    random = timeout
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


def do_witch_decision(state: State, action: Action, events: Events, timeout: bool) -> State:
    quest = _quest(state, action)
    cfg = state.cfg
    p = action.params
    hide = bool(p["hide"])
    witch_seat = p.get("witch") if not cfg.app else state.seat_of(D.WITCH)
    quest = quest.but(witch_done=True, hidden=hide)
    state = R.set_quest(state, quest).but(witch_used=state.witch_used or hide)
    if hide and not cfg.app:
        state = state.but(witch_seat=witch_seat)
        F.emit(events, "witch_seat", MODERATOR, T.E_WITCH_SEAT(player=R.name(state, witch_seat)), seat=witch_seat)
    audience = (witch_seat,) if cfg.app and witch_seat is not None else MODERATOR
    F.emit(events, "witch_choice", audience, T.E_WITCH_HIDES() if hide else T.E_WITCH_PASSES(), hide=hide)
    return F.resolve(state, events)


def do_quest_result(state: State, action: Action, events: Events, timeout: bool) -> State:
    quest = _quest(state, action)
    fails = action.params["fails"]
    counted = len(quest.team) - (1 if quest.removed is not None else 0)
    return F.announce(state, events, fails, counted - fails)


# --- after the quests: the Revealer, the assassination, the roles entered (§3.8, §5.2) ----------------------------------

def do_revealer(state: State, action: Action, events: Events, timeout: bool) -> State:
    state = F.revealer_revealed(state, events, action.params["seat"])
    return F.after_quest(state, events, cleric_done=True)


def do_reveal_evil(state: State, action: Action, events: Events, timeout: bool) -> State:
    seat = action.params["seat"]
    seats = tuple(sorted({*(state.evil_revealed or ()), seat}))
    F.emit(events, "evil_revealed", PUBLIC, T.E_EVIL_SEAT(player=R.name(state, seat)), seat=seat)
    return state.but(evil_revealed=seats)


def do_assassinate(state: State, action: Action, events: Events, timeout: bool) -> State:
    who = action.player
    assert who is not None
    return F.assassinated(state, events, who, action.params["target"], random=timeout)


def do_reveal_role(state: State, action: Action, events: Events, timeout: bool) -> State:
    return F.role_entered(state, events, action.params["seat"], action.params["role"])


#: What each chosen action does, by action type (grouped by phase).
HANDLERS: dict[str, Handler] = {
    # the reveal, the checks, the Lady
    "begin": do_begin, "answer_check": do_answer_check, "lady": do_lady, "witch_check": do_witch_check,
    # Plot Cards and their windows
    "close_window": do_close_window, "lead_to_victory": do_lead_to_victory, "give_plot": do_give_plot, "take_plot": do_take_plot,
    "examine": do_examine, "show_loyalty": do_show_loyalty, "king_returns": do_king_returns, "we_found_you": do_we_found_you,
    # the team and the vote
    "propose": do_propose, "excalibur": do_excalibur, "vote": do_vote,
    # the quest
    "play": do_play, "cards_down": do_cards_down, "use_excalibur": do_use_excalibur, "skip_excalibur": do_skip_excalibur,
    "ambush": do_ambush, "remove_card": do_remove_card, "witch_decision": do_witch_decision, "quest_result": do_quest_result,
    # after the quests
    "revealer": do_revealer, "reveal_evil": do_reveal_evil, "assassinate": do_assassinate, "reveal_role": do_reveal_role,
}
