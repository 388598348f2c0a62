"""Avalon views: public (the board), moderator (the console) and per seat (a player's private screen).

What a board renders: the quest track, the vote track, the vote table (votes, leader, team, Excalibur holder,
✓ for taking part and ⊘ for a removed card: never a card value, not even after the game), the Excalibur and
Lady holders, the stage timer and the history redacted for the viewer (everything once the game is over).
"""

from __future__ import annotations

from typing import Any

from engine.core import MODERATOR, PUBLIC, Event, Viewer
from engine.i18n import Msg, Text

from . import data as D  # noqa: N812 - the rules tables
from . import rules as R  # noqa: N812 - the flow
from . import texts as T  # noqa: N812 - the messages
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
    SETUP,
    SPOTLIGHT_WINDOW,
    TRAPPER,
    VOTE,
    WITCH_CHECK,
    WITCH_DECISION,
    WITCH_DRAW,
    QuestPlay,
    State,
)

STEP_NAMES: dict[str, Text] = {
    QUEST: T.STEP_CARDS,
    EXCALIBUR: T.STEP_EXCALIBUR,
    AMBUSH_WINDOW: T.STEP_AMBUSH,
    TRAPPER: T.STEP_TRAPPER,
    WITCH_DECISION: T.STEP_WITCH,
    COUNT: T.STEP_COUNT,
}


SIMPLE_STAGES = {EXCALIBUR_ASSIGN: "excalibur_assignment", EXCALIBUR: "excalibur", TRAPPER: "trapper", LADY: "check", WITCH_CHECK: "check"}
APP_STAGES = {QUEST: "quest", WITCH_DECISION: "witch_decision", ASSASSINATION: "assassination"}  # need a secret the app has
WINDOWS = frozenset({LEAD_WINDOW, KING_WINDOW, SPOTLIGHT_WINDOW, AMBUSH_WINDOW})


def stage_key(state: State) -> str | None:
    """The timer stage of the state (a key of data.TIMERS), before the on/off option is applied.

    Team votes have no timeout (the moderator enters them, or the laptop collects them). Steps whose
    default needs a secret the engine lacks in physical mode (a quest card, the Witch, the Trickster) have none there.
    """
    if state.result_ is not None:
        return None
    if state.pending is not None:
        return "loyalty_answer"
    phase = state.phase
    if phase == VOTE:
        return None
    if phase == PROPOSAL:
        return "proposal" if state.proposals else "first_proposal"
    if phase in WINDOWS:
        return "plot_window"
    if phase == PLOT:
        return "plot_handout" if state.task is None or state.task[0] == D.RESTORE_HONOR else "check"
    if phase in SIMPLE_STAGES:
        return SIMPLE_STAGES[phase]
    if state.cfg.app:
        return APP_STAGES.get(phase)
    return None


def _msg(value: Any) -> Any:
    if isinstance(value, Msg):
        return value.to_json()
    if isinstance(value, Text):
        return Msg(value).to_json()
    return value


def _visible(state: State, event: Event, viewer: Viewer) -> bool:
    """History redaction: public entries and the viewer's own; everything once the game is over.

    Moderator-only entries are what a physical game's moderator entered himself (a hidden result he
    counted, the Witch's seat he saw); in an app-run game the console learns no secret before the end.
    """
    if state.result_ is not None or event.audience == PUBLIC:
        return True
    if viewer == MODERATOR:
        return event.audience == MODERATOR and not state.cfg.app
    return isinstance(event.audience, tuple) and viewer in event.audience


def history(state: State, viewer: Viewer) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for node in state.log.nodes():
        entries = node.cache.get("json")
        if entries is None:
            entries = node.cache["json"] = tuple(e.to_json() for e in node.events)
        out.extend(dict(entry) for event, entry in zip(node.events, entries, strict=True) if _visible(state, event, viewer))
    return out


def quest_proposals(state: State) -> dict[int, int]:
    """Proposal index -> quest number, for the proposals whose team went on a quest."""
    sent = [i for i, p in enumerate(state.proposals) if p.outcome in ("approved", "sent")]
    return {i: q.number for i, q in zip(sent, state.quests, strict=False)}


def vote_table(state: State) -> dict[str, Any]:
    """Players by proposals. ✓ (member) and ⊘ (removed card) marks only: never a card value."""
    n = state.cfg.n
    on_quest = quest_proposals(state)
    quests = {q.number: q for q in state.quests}
    charge = set(R.charge_seats(state))
    rows = []
    for i, p in enumerate(state.proposals):
        complete = all(v is not None for v in p.votes) or p.outcome == "sent"
        votes = [v if complete or (p.outcome is None and s in charge) else None for s, v in enumerate(p.votes)]
        quest = quests.get(on_quest[i]) if i in on_quest else None
        cells = [{"vote": votes[s] if votes else None, "leader": s == p.leader, "member": s in p.team, "excalibur": s == p.holder,
                  "took_part": quest is not None and s in quest.team, "removed": quest is not None and quest.removed == s}
                 for s in range(n)]
        rows.append({"round": p.round, "number": p.number, "leader": p.leader, "team": list(p.team), "excalibur": p.holder,
                     "outcome": p.outcome, "random_team": p.random, "votes": votes,
                     "entered": sum(v is not None for v in p.votes), "quest": on_quest.get(i), "cells": cells})
    return {"players": list(state.cfg.names), "rows": rows}


def quest_track(state: State, viewer: Viewer) -> list[dict[str, Any]]:
    cfg = state.cfg
    over = state.result_ is not None
    played = {q.number: q for q in state.quests}
    out = []
    for number in range(1, D.QUESTS + 1):
        entry: dict[str, Any] = {"quest": number, "size": cfg.sizes[number - 1], "fails_needed": cfg.fails_needed[number - 1],
                                 "counted": cfg.sizes[number - 1] - (D.TRAPPER_EXTRA if cfg.trapper else 0), "status": "pending"}
        q = played.get(number)
        if q is not None:
            entry.update(_quest_entry(state, q, viewer, over))
        elif number == len([x for x in state.quests if x.outcome is not None]) + 1 and state.phase not in (OVER, ASSASSINATION, ROLE_ENTRY):
            entry["status"] = "next"
        out.append(entry)
    return out


def _quest_entry(state: State, q: QuestPlay, viewer: Viewer, over: bool) -> dict[str, Any]:
    hidden = q.hidden and not over
    status = "current" if q.outcome is None else ("hidden" if hidden else q.outcome)
    entry: dict[str, Any] = {
        "status": status, "leader": q.leader, "team": list(q.team),
        "played": [m for i, m in enumerate(q.team) if q.cards and q.cards[i] is not None] if state.cfg.app else (
            list(q.team) if q.down else []),
        "fails": None if hidden or q.outcome is None else q.fails,
        "successes": None if hidden or q.outcome is None else q.successes,
        "excalibur": None if q.holder is None else {"holder": q.holder, "done": q.excalibur_done, "target": q.excalibur_target},
        "removed": q.removed, "removed_random": q.removed_random,
        "face_up": None if q.face_up is None else {"seat": q.face_up, "card": q.face_up_card},
        "ambushes": [{"holder": h, "target": t} for h, t in q.ambushes],
        "witch_hid": q.hidden, "witch_hide_void": q.hide_void,
    }
    if q.removed is not None and state.cfg.app and (over or viewer == q.leader):
        entry["removed_card"] = q.current(q.removed)  # the Trapper's private window; everyone's once the game is over
    if over and state.cfg.app and q.cards:
        entry["cards"] = [{"seat": m, "played": q.cards[i], "counted_as": q.current(m), "removed": m == q.removed}
                          for i, m in enumerate(q.team)]
    return entry


def waiting_for(state: State) -> list[int]:
    """The seats whose public action is awaited (never a private step: the Witch's, a Trickster's)."""
    phase = state.phase
    quest = state.quest
    if state.result_ is not None:
        return []
    if state.pending is not None:
        return [state.pending.check.subject]  # the checked player confirms what he shows, whoever he is
    if phase in (PROPOSAL, EXCALIBUR_ASSIGN) or (phase == PLOT and state.task is None):
        return [state.leader]
    if phase == PLOT and state.task is not None:
        return [state.task[1]]
    if phase == LADY and state.lady is not None:
        return [state.lady]
    if phase == QUEST and quest is not None and state.cfg.app:
        return [m for i, m in enumerate(quest.team) if quest.cards[i] is None]
    if phase == EXCALIBUR and quest is not None and quest.holder is not None:
        return [quest.holder]
    if phase == TRAPPER and quest is not None:
        return [quest.leader]
    if phase == WITCH_CHECK and state.witch_examiner is not None:
        return [state.witch_examiner]
    if phase == ASSASSINATION and state.assassin is not None and state.cfg.app:
        return [state.assassin]
    return []


def instruction(state: State) -> Msg:
    cfg = state.cfg
    phase = state.phase
    name = R.name
    quest = state.quest
    if state.result_ is not None:
        return T.E_GAME_OVER(side=D.SIDE_NAMES[state.result_.side], reason=state.result_.reason)
    if state.pending is not None:
        return T.I_ANSWER_CHECK_PUBLIC(player=name(state, state.pending.check.subject))
    if phase == SETUP:
        return T.I_SETUP()
    if phase == REVEAL:
        return T.I_BEGIN()
    if phase == LADY:
        return T.I_LADY(player=name(state, state.lady))
    if phase in (LEAD_WINDOW, KING_WINDOW, SPOTLIGHT_WINDOW, AMBUSH_WINDOW):
        return T.I_WINDOW_OF(card={LEAD_WINDOW: D.PLOT_CARDS[D.LEAD_TO_VICTORY].name, KING_WINDOW: D.PLOT_CARDS[D.KING_RETURNS].name,
                                   SPOTLIGHT_WINDOW: D.PLOT_CARDS[D.WE_FOUND_YOU].name, AMBUSH_WINDOW: D.PLOT_CARDS[D.AMBUSH].name}[phase])
    if phase == PLOT:
        if state.task is not None:
            return T.I_PLOT_TASK(player=name(state, state.task[1]), card=D.PLOT_CARDS[state.task[0]].name)
        return T.I_GIVE_PLOT(leader=name(state, state.leader))
    if phase == PROPOSAL:
        return T.I_PROPOSE(leader=name(state, state.leader), size=R.quest_size(state, state.round))
    if phase == EXCALIBUR_ASSIGN:
        return T.I_EXCALIBUR_ASSIGN(leader=name(state, state.proposals[-1].leader))
    if phase == VOTE:
        return T.I_VOTE_PRIVATE_PUBLIC() if cfg.private_votes else T.I_VOTE()
    if phase == QUEST:
        return T.I_PLAY() if cfg.app else T.I_CARDS_DOWN()
    if phase == EXCALIBUR and quest is not None:
        return T.I_EXCALIBUR(holder=name(state, quest.holder))
    if phase == TRAPPER and quest is not None:
        return T.I_TRAPPER_PUBLIC(leader=name(state, quest.leader))
    if phase == WITCH_DECISION:
        return T.I_WITCH()
    if phase == COUNT and quest is not None:
        return count_instruction(quest)
    if phase == WITCH_DRAW:
        return T.I_WITCH_DRAW()
    if phase == WITCH_CHECK:
        return T.I_WITCH_CHECK(player=name(state, state.witch_examiner))
    if phase == CLERIC_CHECK:
        return T.I_CLERIC_CHECK()
    if phase == REVEALER_ENTRY:
        return T.I_REVEALER()
    if phase == ASSASSINATION:
        if not cfg.app and cfg.opts["assassination_reveal_evil"] and len(state.evil_revealed or ()) < cfg.evil_count:
            return T.I_REVEAL_EVIL()
        return T.I_ASSASSINATE()
    if phase == ROLE_ENTRY:
        seat, _ = R.role_entry_options(state)
        return T.I_ROLE_ENTRY(player=name(state, seat))
    return T.I_SETUP()


def count_instruction(quest: QuestPlay) -> Msg:
    """Physical: reveal the counted cards, or (the Witch hid the result) let the moderator alone count them (§5.3)."""
    return (T.I_COUNT_HIDDEN if quest.hidden else T.I_COUNT)(n=quest.number)


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    cfg = state.cfg
    over = state.result_ is not None
    public_score = state.score(public_only=not over)
    current = state.proposal
    quest = state.quest
    key = stage_key(state)
    seconds = cfg.timers.get(key) if key else None
    timer = None
    if key is not None and seconds is not None:
        timer = {"stage": key, "seconds": seconds, "on_timeout": D.TIMERS[key].on_timeout}
    out: dict[str, Any] = {
        "game": "avalon",
        "phase": state.phase,
        "mode": cfg.opts["mode"],
        "players": list(cfg.names),
        "setup": {"roles": sorted(cfg.role_list), "options": dict(cfg.opts),
                  "modules": {"lady_of_the_lake": cfg.lady, "excalibur": cfg.excalibur, "plot_cards": cfg.plot, "trapper": cfg.trapper,
                              "witch": cfg.witch}},
        "instruction": instruction(state).to_json(),
        "round": min(state.round, D.QUESTS),
        "leader": state.leader if state.first_leader is not None else None,
        "first_leader": state.first_leader,
        "score": {"success": public_score[0], "fail": public_score[1],
                  "hidden": sum(1 for q in state.quests if q.hidden and q.outcome is not None) if not over else 0},
        "quest_track": quest_track(state, viewer),
        "vote_track": {"rejections": state.track, "max": D.MAX_REJECTIONS, "proposal": state.track + 1},
        "proposal": None if current is None else {"leader": current.leader, "team": list(current.team), "excalibur": current.holder,
                                                  "number": current.number, "entered": sum(v is not None for v in current.votes),
                                                  "charge_first": list(R.charge_seats(state))},
        "vote_table": vote_table(state),
        "excalibur": None if not cfg.excalibur else {
            "holder": quest.holder if quest is not None else (current.holder if current is not None else None),
            "used_on": quest.excalibur_target if quest is not None else None,
            "done": quest.excalibur_done if quest is not None else False},
        "lady": None if not cfg.lady else {"holder": state.lady, "past_holders": list(state.lady_past),
                                           "examinations": [{"viewer": c.viewer, "subject": c.subject, "after_quest": c.quest}
                                                            for c in state.checks if c.kind == "lady"]},
        "witch": None if not cfg.witch else {"used": state.witch_used},
        "trapper": None if not cfg.trapper else {"leader": quest.leader if quest is not None else None,
                                                 "removed": quest.removed if quest is not None else None},
        "plot": None if not cfg.plot else {
            "deck_left": len(state.plot_deck or ()), "drawn": list(state.drawn), "discard": list(state.discard),
            "holdings": [{"seat": s, "card": c, "kind": D.plot_kind(c)} for s, c in sorted(state.hands)],
            "task": None if state.task is None else {"kind": state.task[0], "seat": state.task[1]}},
        "checks": [{"kind": c.kind, "viewer": c.viewer, "subject": c.subject, "after_quest": c.quest} for c in state.checks
                   if c.kind != "cleric_check"],
        "check_pending": None if state.pending is None else _pending_public(state),
        "revealed": {"revealer": state.revealer, "evil": list(state.evil_revealed) if state.evil_revealed is not None else None,
                     "assassin": state.assassin if state.phase in (ASSASSINATION, ROLE_ENTRY, OVER) else None,
                     "assassination_target": state.target},
        "timer": timer,
        "timers": dict(cfg.timers),
        "waiting_for": waiting_for(state),
        "history": history(state, viewer),
    }
    if over:
        assert state.result_ is not None
        out["result"] = state.result_.to_json()
        out["roles"] = list(state.roles or ())
        out["checks_revealed"] = [{"kind": c.kind, "viewer": c.viewer, "subject": c.subject, "shown": c.shown} for c in state.checks]
    if viewer == MODERATOR:
        out["moderator"] = {"entered": {"witch_seat": state.witch_seat,
                                        "hidden_results": [{"quest": q.number, "fails": q.fails} for q in state.quests
                                                           if q.hidden and q.outcome is not None and not cfg.app]}}
    elif isinstance(viewer, int) and 0 <= viewer < cfg.n:
        out.update(_seat_view(state, viewer))
    return out


def _pending_public(state: State) -> dict[str, Any]:
    """The check waiting for its subject's answer: the same fields whoever is checked; the Cleric is never named."""
    assert state.pending is not None
    check = state.pending.check
    return {"kind": check.kind, "subject": check.subject, "viewer": None if check.kind == "cleric_check" else check.viewer}


def _seat_view(state: State, seat: int) -> dict[str, Any]:
    cfg = state.cfg
    mine: dict[str, Any] = {"seat": seat, "name": cfg.names[seat]}
    if cfg.app and state.roles is not None:
        role = state.roles[seat]
        mine["you"] = {"role": role, "role_name": _msg(D.ROLES[role].name), "side": D.ROLES[role].side,
                       "sees": list(R.knowledge_seats(state.roles, seat))}
    mine["knowledge"] = [e.msg.to_json() for e in state.log if e.type == "knowledge" and e.audience == (seat,) and e.msg]
    mine["my_checks"] = [{"kind": c.kind, "subject": c.subject, "shown": c.shown} for c in state.checks if c.viewer == seat]
    quest = state.quest
    if quest is not None and cfg.app and seat in quest.team:
        mine["my_card"] = quest.cards[quest.team.index(seat)]
    mine["removed_cards"] = [{"quest": q.number, "seat": q.removed, "card": q.current(q.removed)}
                             for q in state.quests if cfg.app and q.leader == seat and q.removed is not None]
    if state.pending is not None and state.pending.check.subject == seat:
        mine["loyalty_question"] = {**_pending_public(state), "options": list(R.loyalty_options(state, seat))}
    if state.phase == WITCH_DECISION and cfg.app and state.roles is not None and state.roles[seat] == D.WITCH:
        mine["witch_question"] = True
    return mine


def seat_secrets(state: State) -> dict[int, list[str]]:
    """Per seat, the role id and name no public display may tie to it now (none once the table has seen it)."""
    if state.result_ is not None or not state.cfg.app or state.roles is None:
        return {}
    out: dict[int, list[str]] = {}
    for seat, role in enumerate(state.roles):
        if seat == state.revealer or (seat == state.assassin and state.phase == ASSASSINATION):
            continue
        out[seat] = [role, str(D.ROLES[role].name)]
    return out
