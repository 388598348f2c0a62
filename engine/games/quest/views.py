"""Views: what the table (public), the moderator and each player may know now.

The public view never ties a hidden role to a seat before the game is over: roles appear per seat
only for cards the table has seen face up (the Revealer, a revealed Blind Hunter) and at the end.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.core import MODERATOR, PUBLIC, Choice, Viewer
from engine.i18n import Msg

from . import data as d
from . import rules
from . import state as s
from . import texts as t
from .state import QuestState

# Phases whose open choices belong to seats the whole table may know.
_PUBLIC_ACTORS = frozenset({s.LEADER_LOYALTY, s.TEAM, s.MAGIC, s.QUEST, s.NEXT_LEADER, s.AMULET, s.AMULET_CHECK,
                            s.LOYALTY, s.HUNTER_VOTE, s.HUNT, s.POINT, s.REVEAL_ROLES})


def _name(state: QuestState, seat: int | None) -> str:
    return "?" if seat is None else state.cfg.names[seat]


def instruction(state: QuestState) -> Msg:
    cfg = state.cfg
    phase = state.phase
    q = state.quest_index
    leader = _name(state, state.leaders[-1]) if state.leaders else "?"
    if phase == s.FIRST_LEADER:
        return t.I_FIRST_LEADER()
    if phase == s.DEAL:
        return t.I_DEAL()
    if phase == s.LEADER_LOYALTY:
        return t.I_LEADER_LOYALTY(leader=leader)
    if phase == s.REVEAL:
        return t.I_REVEAL(leader=leader)
    if phase == s.TEAM:
        return t.I_TEAM(leader=leader, size=cfg.sizes[q], quest=q + 1)
    if phase == s.MAGIC:
        return t.I_MAGIC(leader=leader)
    if phase == s.QUEST:
        return t.I_CARDS() if cfg.app else t.I_RESULT()
    if phase == s.NEXT_LEADER:
        return t.I_NEXT_LEADER(leader=leader)
    if phase == s.AMULET:
        return t.I_AMULET(leader=_name(state, state.leaders[-2]))
    if phase == s.AMULET_CHECK:
        return t.I_AMULET_CHECK(holder=_name(state, state.amulet_holders[-1]))
    if phase == s.LOYALTY:
        return t.I_LOYALTY(target=_name(state, state.checked[-1]), holder=_name(state, state.amulet_holders[-1]))
    if phase == s.REVEALER:
        return t.I_REVEALER()
    if phase == s.DISCUSSION:
        return t.I_DISCUSSION()
    if phase == s.HUNT_DECISION:
        return t.I_HUNT_DECISION()
    if phase == s.HUNTER:
        return t.I_HUNT_DECISION() if state.hunt_reason == s.HUNT_DECLARED else t.I_HUNTER_ENTRY()
    if phase == s.HUNTER_VOTE:
        return t.I_VOTE() if cfg.app else t.I_VOTE_RESULT()
    if phase == s.HUNT:
        hunter = _name(state, state.hunter)
        return t.I_HUNT_SECOND(hunter=hunter) if state.namings else t.I_HUNT(hunter=hunter)
    if phase == s.POINT:
        return t.I_POINT() if cfg.app else t.I_HANDS()
    if phase == s.MUTINEER:
        return t.I_LOWER()
    if phase == s.APPRENTICE:
        return t.I_APPRENTICE()
    if phase == s.DUKE:
        return t.I_DUKE()
    if phase == s.ARCHDUKE:
        return t.I_ARCHDUKE()
    if phase == s.REVEAL_ROLES:
        nxt = next((p for p, r in enumerate(state.revealed) if r is None), None)
        return t.I_REVEAL_ROLES(player=_name(state, nxt))
    if state.outcome is not None:
        return state.outcome.reason
    return t.I_OVER()


def _quests(state: QuestState) -> list[dict[str, Any]]:
    cfg = state.cfg
    out = []
    for q, size in enumerate(cfg.sizes):
        entry: dict[str, Any] = {
            "number": q + 1, "size": size, "two_fails": cfg.thresholds[q] == 2, "amulet_after": q in cfg.amulet_after,
            "leader": state.leaders[q] if q < len(state.leaders) and q <= len(state.results) else None,
            "team": list(state.teams[q]) if q < len(state.teams) else None,
            "magic": state.magic[q] if q < len(state.magic) else None,
            "fails": state.fails[q] if q < len(state.fails) else None,
            "result": ("success" if state.results[q] else "fail") if q < len(state.results) else None,
        }
        out.append(entry)
    return out


def _public(state: QuestState, choices: Callable[[QuestState], list[Choice]]) -> dict[str, Any]:
    cfg = state.cfg
    over = state.outcome is not None
    q = state.quest_index
    playing = state.phase in (s.TEAM, s.MAGIC, s.QUEST)
    team = state.teams[q] if playing and q < len(state.teams) else ()
    magic = state.magic[q] if state.phase == s.QUEST and q < len(state.magic) else None
    leader = state.leaders[-1] if state.leaders else None
    face_up = {}
    if state.revealer is not None:
        face_up[state.revealer] = d.REVEALER
    if state.hunter is not None:
        face_up[state.hunter] = d.BLIND_HUNTER
    seats = []
    for p, name in enumerate(cfg.names):
        seat: dict[str, Any] = {
            "seat": p, "name": name, "leader": p == leader, "veteran": p in state.leaders, "on_team": p in team,
            "magic": p == magic, "amulet": p in state.amulet_holders, "checked": p in state.checked,
        }
        if p in face_up:
            seat["revealed_role"] = face_up[p]
        if over and state.roles is not None:
            seat["role"] = state.roles[p]
            seat["side"] = rules.side(state.roles[p])
        seats.append(seat)
    waiting: list[int] = []
    if state.phase in _PUBLIC_ACTORS and state.outcome is None and state.phase != s.DEAL:
        waiting = sorted({ch.player for ch in choices(state) if ch.player is not None})
    out: dict[str, Any] = {
        "game": "quest",
        "phase": state.phase,
        "instruction": instruction(state).to_json(),
        "mode": "app" if cfg.app else "physical",
        "variant": cfg.variant,
        "unknown_roles": cfg.unknown_roles,
        "hunter_variant": cfg.hunter_vote,
        "role_list": list(cfg.role_list),
        "quest": min(q + 1, len(cfg.sizes)) if not over else None,
        "successes": state.successes,
        "failures": state.failures,
        "fails_to_final": cfg.fails_to_final,
        "quests": _quests(state),
        "seats": seats,
        "leader": leader,
        "amulets": [{"holder": h, "target": state.checked[i] if i < len(state.checked) else None}
                    for i, h in enumerate(state.amulet_holders)],
        "waiting_for": waiting,
        "cards_played": len(state.cards) if state.phase == s.QUEST else None,
    }
    if state.phase == s.DISCUSSION:
        out["discussion_seconds"] = cfg.discussion_seconds
    final: dict[str, Any] = {}
    if state.phase in (s.REVEALER, s.DISCUSSION, s.HUNT_DECISION, s.HUNTER, s.HUNTER_VOTE, s.HUNT, s.POINT, s.MUTINEER,
                       s.APPRENTICE, s.DUKE, s.ARCHDUKE, s.REVEAL_ROLES, s.OVER) and (
            state.failures >= cfg.fails_to_final or state.hunter is not None or state.ending is not None):
        # "declared" only once the Blind Hunter has revealed himself (while he decides, nothing is declared).
        reason = None if state.hunt_reason == s.HUNT_DECLARED and state.hunter is None else state.hunt_reason
        final = {"revealer": state.revealer, "hunter": state.hunter, "hunt_reason": reason,
                 "vote_fails": state.vote_fails,
                 # The Blind Hunter's namings are his public declaration, not revealed roles.
                 "namings": [{"player": p, "role": r} for p, r in state.namings],
                 "pointed": sorted(p for p, _ in state.pointed),
                 "hands": [list(h) for h in state.hands] if state.lowered else None,
                 "powers": [{"step": k, "hand": list(h) if h else None} for k, _, h in state.powers]}
        out["final"] = final
    if state.phase == s.REVEAL_ROLES:
        out["revealed"] = list(state.revealed)
    if over:
        res = state.outcome
        assert res is not None
        out["end"] = {"side": res.side, "winners": list(res.winners), "reason": res.reason.to_json(),
                      **{k: v for k, v in res.details.items()}}
    return out


def view(state: QuestState, viewer: Viewer, choices: Callable[[QuestState], list[Choice]]) -> dict[str, Any]:
    """The view for ``viewer``; ``choices`` gives the open choices (the game's own), for who is being waited on."""
    out = _public(state, choices)
    cfg = state.cfg
    if viewer == PUBLIC:
        return out
    if viewer == MODERATOR:
        out["viewer"] = MODERATOR
        out["roles"] = list(state.roles) if state.roles is not None else None
        out["set_aside"] = list(state.set_aside)
        out["leader_shows"] = state.leader_shows
        out["cards"] = [[list(c) for c in quest] for quest in state.played]
        out["current_cards"] = [list(c) for c in state.cards]
        out["amulet_answers"] = list(state.answers)
        out["votes"] = [list(v) for v in state.votes]
        out["pointing"] = {str(p): list(ts) for p, ts in state.pointed}
        out["mutineers_kept_hands"] = list(state.kept)
        out["queue"] = list(state.queue)
        return out
    if not isinstance(viewer, int) or not 0 <= viewer < cfg.n:
        raise ValueError(f"unknown viewer {viewer!r}")
    me: dict[str, Any] = {"seat": viewer, "name": cfg.names[viewer]}
    if state.roles is not None and cfg.app:
        k = rules.knowledge(cfg, state.roles, state.set_aside, viewer)
        if state.roles[viewer] == d.CLERIC and state.leader_shows is not None:
            k["first_leader"] = {"player": state.leaders[0], "shows": state.leader_shows}
        me["role"] = k.pop("role")
        me["side"] = k.pop("side")
        me["knowledge"] = k
        me["amulet_answers"] = [{"target": state.checked[i], "shows": a} for i, a in enumerate(state.answers)
                                if state.amulet_holders[i] == viewer]
        me["cards"] = [{"quest": q + 1, "card": c} for q, quest in enumerate(state.played) for p, c in quest if p == viewer]
        me["cards"] += [{"quest": state.quest_index + 1, "card": c} for p, c in state.cards if p == viewer]
        me["vote"] = next((c for p, c in state.votes if p == viewer), None)
        me["pointing"] = next((list(ts) for p, ts in state.pointed if p == viewer), None)
    out["you"] = me
    out["viewer"] = viewer
    return out


def seat_secrets(state: QuestState) -> Mapping[int, Sequence[str]]:
    """Each seat's hidden role (id and name) while the game runs, except the cards the table has seen face up."""
    if state.outcome is not None or state.roles is None:
        return {}
    shown = {state.revealer, state.hunter}
    # An Apprentice's second raised hand is seen by the whole table (§2.7), and names him.
    shown |= {owner for step, owner, hand in state.powers if step == s.APPRENTICE and hand is not None}
    return {p: (r, str(d.ROLES[r].name)) for p, r in enumerate(state.roles) if p not in shown}
