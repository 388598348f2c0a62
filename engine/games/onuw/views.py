"""One Night's views: what the public screen, the moderator and each seat may see of a state."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core import MODERATOR, Viewer
from engine.i18n import Msg

from . import data as D  # noqa: N812 - the rules tables, used everywhere
from . import texts as T  # noqa: N812 - the messages
from .choices import reveal_choices
from .rules import actor, final_roles, step_id, wake_line
from .state import DAY, DEAL, NIGHT, OVER, REVEAL, VOTE, State


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """The view of ``viewer``: PUBLIC, MODERATOR or a seat."""
    cfg = state.cfg
    out: dict[str, Any] = {
        "phase": state.phase,
        "mode": cfg.opts["mode"],
        "players": list(cfg.names),
        "deck": list(cfg.deck),
        "center_werewolf": state.cw,
        "center": list(cfg.center_labels),
        "step_seconds": cfg.opts["step_seconds"],
        "day_seconds": cfg.opts["day_seconds"],
        "vote_seconds": D.VOTE_COUNTDOWN_SECONDS,
        "artifact_pool": list(cfg.pool) if D.CURATOR in cfg.roles_set else [],
    }
    if state.phase == NIGHT:
        sid = step_id(state)
        wake = wake_line(cfg, sid)
        out["step"] = {"id": sid, "number": D.STEP_BY_ID[sid].number, "index": state.step, "count": len(cfg.steps),
                       "wake": Msg(wake).to_json()}
        out["instruction"] = T.I_NIGHT(step=wake).to_json()
    elif state.phase == DEAL:
        out["instruction"] = T.I_DEAL().to_json()
    elif state.phase == DAY:
        out["instruction"] = T.I_DAY().to_json()
    elif state.phase == VOTE:
        out["instruction"] = T.I_VOTE().to_json()
        out["voted"] = [v is not None for v in state.votes]
    elif state.phase == REVEAL:
        choices = reveal_choices(state)
        if choices and choices[0].prompt:
            out["instruction"] = choices[0].prompt.to_json()
    if state.phase in (DAY, VOTE, REVEAL, OVER):
        arts = {s for s, _ in state.arts}
        seats = []
        for s in range(cfg.n):
            seat: dict[str, Any] = {"name": cfg.names[s], "shield": s in state.shields if cfg.app else None,
                                    "artifact": s in arts if cfg.app else None,
                                    "face_up": state.pos[s] if cfg.app and s in state.face_up else None}
            seats.append(seat)
        out["board"] = {"seats": seats, "center": list(cfg.center_labels)}
    if state.phase == REVEAL:
        out["revealed"] = {cfg.labels[i]: f for i, f in enumerate(state.pos)}
    if state.result_ is not None:
        out["result"] = state.result_.to_json()
        out["votes"] = list(state.votes)
        if cfg.app:
            out["dealt"] = list(state.dealt)
            out["copy"] = state.copy
    if viewer == MODERATOR:
        out["moderator"] = moderator_view(state)
    elif isinstance(viewer, int) and 0 <= viewer < cfg.n:
        out["seat"] = viewer
        out["known"] = [{k: (v.to_json() if isinstance(v, Msg) else v) for k, v in d.items()}
                        for s, d in state.known if s == viewer]
        who = actor(state)
        out["awake"] = who is not None and who[0] == viewer
        if state.phase in (VOTE, OVER):
            out["my_vote"] = state.votes[viewer]
    return out


def moderator_view(state: State) -> dict[str, Any]:
    """The moderator's part of his view: every card, every choice made, what each seat learned."""
    cfg = state.cfg
    who = actor(state)
    data: dict[str, Any] = {
        "positions": {cfg.labels[i]: f for i, f in enumerate(state.pos)},
        "dealt": list(state.dealt), "copy": state.copy, "doppelganger_viewed": state.target,
        "conversions": [[k, v] for k, v in state.conv], "shields": sorted(state.shields),
        "artifacts": {str(s): a for s, a in state.arts}, "face_up": sorted(state.face_up),
        "votes": list(state.votes), "sub": state.sub,
        "awake": None if who is None else {"seat": who[0], "role": who[1], "doppelganger": who[2]},
        "steps": list(cfg.steps),
        "known": [{"seat": s, **{k: (v.to_json() if isinstance(v, Msg) else v) for k, v in d.items()}} for s, d in state.known],
    }
    if len(state.pos) == cfg.npos:
        data["final_roles"] = list(final_roles(state))
    return data


def seat_secrets(state: State) -> Mapping[int, Sequence[str]]:
    """What each seat's view may show but the public one never: his roles and artifact, ids and names."""
    cfg = state.cfg
    if state.result_ is not None or not cfg.app or not state.dealt:
        return {}
    roles = final_roles(state)
    arts = dict(state.arts)
    out: dict[int, list[str]] = {}
    for s in range(cfg.n):
        hidden = {state.dealt[s], state.pos[s], roles[s]}
        if state.pos[s] == D.DOPPELGANGER and state.copy:
            hidden.add(state.copy)
        if s in state.face_up:
            hidden.discard(state.pos[s])
        items: list[str] = []
        for role in sorted(hidden):
            items += [role, str(D.ROLE_NAMES[role])]
        if s in arts:
            items += [arts[s], str(D.ARTIFACT_NAMES[arts[s]])]
        out[s] = items
    return out
