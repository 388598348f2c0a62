"""What each One Night action does: a new state and the events it gives (the night's steps, dawn, the vote, the
physical reveal and the end)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine import errors
from engine.core import MODERATOR, PUBLIC, Action, Event, Result
from engine.errors import IllegalAction
from engine.i18n import Msg, Text

from . import data as D  # noqa: N812 - the rules tables, used everywhere
from . import texts as T  # noqa: N812 - the messages
from .choices import NIGHT_ACTIONS, PHYSICAL_ACTIONS, mandatory_choice
from .rules import (
    actor,
    final_roles,
    identity,
    idiot_movable,
    position_text,
    resolve_votes,
    reveal_next,
    role_name,
    seat_of,
    step_id,
    wake_line,
    winners,
    wolf_seats,
)
from .state import COPY, DAY, DONE, NIGHT, OPEN, OVER, REVEAL, VOTE, WITCH_SWAP, State


def _swap(pos: tuple[str, ...], a: int, b: int) -> tuple[str, ...]:
    out = list(pos)
    out[a], out[b] = out[b], out[a]
    return tuple(out)


def _snap(state: State, events: list[Event], seat: int, msg: Msg, data: dict[str, Any]) -> State:
    """Record what ``seat`` learned now, as an event to that seat and in the state (per-player view)."""
    data = {"step": step_id(state) if state.phase == NIGHT else state.phase, **data}
    events.append(Event("saw", (seat,), msg, data))
    return state._with(known=(*state.known, (seat, {"msg": msg, **data})))


def _players(state: State, seats: Sequence[int]) -> list[str] | Text:
    return [state.cfg.names[s] for s in seats] if seats else T.NONE


# --- entering a step (the information steps act here) ---------------------------------------------------

def _enter_step(state: State, events: list[Event], index: int) -> State:
    cfg = state.cfg
    if index >= len(cfg.steps):
        return _dawn(state._with(step=index, sub=DONE), events)
    sid = cfg.steps[index]
    step = D.STEP_BY_ID[sid]
    state = state._with(step=index, sub=COPY if sid == "doppelganger" else OPEN, seen=(), witch_card=None, timeup=False)
    events.append(Event("night_step", PUBLIC, T.EV_STEP(number=step.number, step=wake_line(cfg, sid)),
                        {"step": sid, "number": step.number, "index": index}))
    if not cfg.app:
        return state
    n = cfg.n
    if sid == "doppelganger_minion":
        seat = seat_of(state, D.DOPPELGANGER)
        if seat is not None and state.copy == D.MINION:
            wolves = wolf_seats(state, D.WOLF_ROLES)
            msg = T.S_MINION(players=_players(state, wolves)) if wolves else T.S_MINION_NONE()
            state = _snap(state, events, seat, msg, {"werewolves": list(wolves)})
    elif sid == "werewolves":
        awake = wolf_seats(state, D.WAKING_WOLVES)
        thumbs = wolf_seats(state, frozenset({D.DREAM_WOLF}))
        for seat in awake:
            others = [s for s in awake if s != seat]
            data = {"werewolves": others, "thumbs": list(thumbs)}
            if others:
                state = _snap(state, events, seat, T.S_WOLVES(players=_players(state, others)), data)
            if thumbs:
                state = _snap(state, events, seat, T.S_THUMBS(players=_players(state, thumbs)), data)
            if not others and not thumbs:
                state = _snap(state, events, seat, T.S_LONE_WOLF(), data)
    elif sid == "minion":
        seat = seat_of(state, D.MINION)
        if seat is not None:
            wolves = wolf_seats(state, D.WOLF_ROLES)
            msg = T.S_MINION(players=_players(state, wolves)) if wolves else T.S_MINION_NONE()
            state = _snap(state, events, seat, msg, {"werewolves": list(wolves)})
    elif sid == "masons":
        masons = [s for s in range(n) if identity(state, s) == D.MASON]
        for seat in masons:
            others = [s for s in masons if s != seat]
            msg = T.S_MASONS(players=_players(state, others)) if others else T.S_MASON_ALONE()
            state = _snap(state, events, seat, msg, {"masons": others})
    elif sid in ("insomniac", "doppelganger_insomniac"):
        if sid == "insomniac":
            seat = seat_of(state, D.INSOMNIAC)
        else:
            seat = seat_of(state, D.DOPPELGANGER)
            seat = seat if state.copy == D.INSOMNIAC else None
        if seat is not None:
            if seat in state.shields:
                state = _snap(state, events, seat, T.S_INSOMNIAC_SHIELDED(), {"card": None})
            else:
                face = state.pos[seat]
                state = _snap(state, events, seat, T.S_INSOMNIAC(role=role_name(face)), {"card": face})
    return state


def _dawn(state: State, events: list[Event]) -> State:
    cfg = state.cfg
    state = state._with(phase=DAY, sub=DONE)
    if cfg.app and cfg.roles_set & D.DAYBREAK_ROLES:  # the face-up cards, shields and artifacts only Daybreak's roles make
        for seat, art in state.arts:
            state = _snap(state, events, seat, T.S_ARTIFACT(artifact=D.ARTIFACT_NAMES[art], effect=D.ARTIFACT_EFFECTS[art]),
                          {"artifact": art})
        face_up = [T.EV_FACE_UP(player=cfg.names[s], role=role_name(state.pos[s])) for s in sorted(state.face_up)]
        events.append(Event("dawn", PUBLIC, T.EV_DAWN(
            cards=face_up or T.NONE, shields=_players(state, sorted(state.shields)),
            artifacts=_players(state, sorted(s for s, _ in state.arts))),
            {"face_up": {str(s): state.pos[s] for s in sorted(state.face_up)}, "shields": sorted(state.shields),
             "artifacts": sorted(s for s, _ in state.arts)}))
    else:
        events.append(Event("dawn", PUBLIC, T.I_DAY(), {}))
    return state


def _after_action(state: State, events: list[Event]) -> State:
    """After a fallback: keep drawing while a mandatory choice is open, else move to the next step."""
    if state.timeup and mandatory_choice(state) is not None:
        return state
    return _enter_step(state, events, state.step + 1)


# --- the vote and the end ------------------------------------------------------------------------------

def _finish(state: State, events: list[Event]) -> State:
    """Resolve deaths and winners from the final table; the game is over."""
    cfg = state.cfg
    roles = final_roles(state)
    votes = state.votes
    res = resolve_votes(roles, votes, cfg.opts)
    traitors = [s for s, a in state.arts if a == D.DAGGER]
    win = winners(roles, res["dead"], traitors, cfg.opts)
    names = cfg.names
    for h, t in res["shots"]:
        events.append(Event("hunter_shot", PUBLIC, T.EV_HUNTER(hunter=names[h], target=names[t]), {"hunter": h, "target": t}))
    for shot in res["blocked"]:
        text = T.EV_HUNTER_BLOCKED if shot["by"] == "bodyguard" else T.EV_HUNTER_PRINCE
        events.append(Event("hunter_shot_blocked", PUBLIC, text(hunter=names[shot["hunter"]], target=names[shot["target"]]),
                            dict(shot)))
    if res["dead"]:
        events.append(Event("deaths", PUBLIC, T.EV_DEATHS(players=[names[p] for p in res["dead"]]), {"dead": res["dead"]}))
    else:
        events.append(Event("deaths", PUBLIC, T.EV_NOBODY_DIES(), {"dead": []}))
    reason = T.R_RESULT(outcome=win["outcome"](), winners=[names[p] for p in win["winners"]] or T.NOBODY)
    details = {
        "dead": res["dead"], "counts": res["counts"], "protected": res["protected"],
        "shots": [list(s) for s in res["shots"]], "causes": res["causes"], "blocked_shots": res["blocked"],
        "votes": list(votes), "final_roles": list(roles),
        "teams": [D.team_of(r) for r in roles], "traitors": traitors,
        "cards": {cfg.labels[i]: f for i, f in enumerate(state.pos)},
    }
    result = Result(win["side"], tuple(win["winners"]), reason, details)
    events.append(Event("result", PUBLIC, reason, {"side": win["side"], "winners": win["winners"]}))
    return state._with(phase=OVER, result_=result)


def _close_vote(state: State, events: list[Event]) -> State:
    cfg = state.cfg
    names = cfg.names
    parts = [T.EV_VOTE_ONE(player=names[p], target=names[t]) if t is not None else T.EV_NO_VOTE(player=names[p])
             for p, t in enumerate(state.votes)]
    events.append(Event("votes", PUBLIC, T.EV_VOTES(votes=parts), {"votes": list(state.votes)}))
    if cfg.app:
        return _finish(state, events)
    return state._with(phase=REVEAL)


# --- physical mode: what the table reveals ------------------------------------------------------------------

def _apply_reveal(state: State, action: Action, events: list[Event]) -> State:
    cfg = state.cfg
    kind = action.type
    if kind == "reveal_card":
        pos = (*state.pos, action["role"])
        index = len(pos) - 1
        events.append(Event("revealed", PUBLIC, T.EV_REVEALED(position=position_text(cfg, index), role=role_name(action["role"])),
                            {"position": cfg.labels[index], "role": action["role"]}))
        state = state._with(pos=pos, rev=(*state.rev, ("card", action["role"])))
    elif kind == "reveal_copy":
        role = action["role"]
        state = state._with(copy=None if role == "none" else role, rev=(*state.rev, ("copy", role)))
        events.append(Event("revealed", PUBLIC, T.EV_REVEALED(position=role_name(D.DOPPELGANGER),
                                                              role=T.NO_COPY if role == "none" else role_name(role)),
                            {"copy": role}))
    elif kind == "reveal_pi":
        card, conversion = action["card"], action["conversion"]
        conv = state.conv
        if conversion != "none":
            key = action.get("seat") if cfg.opts["pi_conversion_follows"] == "player" else card
            if key is not None:
                conv = (*conv, (key, conversion))
        state = state._with(conv=conv, rev=(*state.rev, ("pi:" + card, conversion)))
        events.append(Event("revealed", PUBLIC, T.EV_REVEALED(position=role_name(card),
                                                              role=T.NO_CONVERSION if conversion == "none" else role_name(conversion)),
                            {"card": card, "conversion": conversion, "seat": action.get("seat")}))
    else:
        seat, art = action["seat"], action["artifact"]
        arts = state.arts if art == "none" else (*state.arts, (seat, art))
        state = state._with(arts=arts, rev=(*state.rev, ("artifact", (seat, art))))
        if art != "none":
            events.append(Event("revealed", PUBLIC, T.EV_REVEALED(position=T.CARD_OF(player=cfg.names[seat]),
                                                                  role=D.ARTIFACT_NAMES[art]), {"seat": seat, "artifact": art}))
    if reveal_next(state) is None:
        state = _finish(state, events)
    return state


# --- the actions -----------------------------------------------------------------------------------------------

def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    """Apply a checked action: the new state and the events it gives."""
    events: list[Event] = []
    kind = action.type
    cfg = state.cfg
    if kind == "deal":
        cards = tuple(action["cards"])
        cw = action.params.get("center_werewolf", cfg.cw)
        pos = cards + ((cw,) if cw else ())
        state = state._with(pos=pos, dealt=cards[:cfg.n], cw=cw)
        events.append(Event("deal", MODERATOR, T.M_DEAL(), {"cards": list(cards)}))
        for seat in range(cfg.n):  # each player looks at his card before the night (phase still "deal")
            state = _snap(state, events, seat, T.S_DEALT(role=role_name(cards[seat])), {"card": cards[seat]})
        return _enter_step(state._with(phase=NIGHT), events, 0), events
    if kind == "night_start":
        return _enter_step(state._with(phase=NIGHT), events, 0), events
    if kind == "time_up":
        if state.timeup is False and cfg.app and cfg.opts["auto_complete_mandatory"] and mandatory_choice(state) is not None:
            return state._with(timeup=True), events
        return _enter_step(state, events, state.step + 1), events
    if kind == "fallback":
        who = actor(state)
        assert who is not None
        inner = Action(action["choice"], who[0], {k: v for k, v in action.params.items() if k != "choice"})
        state = _snap(state, events, who[0], T.S_AUTO(), {"auto": inner.type})
        state = night_action(state, inner, events)
        return _after_action(state, events), events
    if kind == "draw_artifact":
        seat = state.draw_for
        assert seat is not None
        art = action["artifact"]
        events.append(Event("artifact_drawn", MODERATOR, T.M_ARTIFACT_DRAWN(player=cfg.names[seat], artifact=D.ARTIFACT_NAMES[art]),
                            {"seat": seat, "artifact": art}))
        state = state._with(arts=(*state.arts, (seat, art)), draw_for=None)
        return (_after_action(state, events) if state.timeup else state), events
    if kind in NIGHT_ACTIONS:
        return night_action(state, action, events), events
    if kind == "end_day":
        events.append(Event("voting", PUBLIC, T.EV_VOTING(), {}))
        return state._with(phase=VOTE), events
    if kind == "vote":
        votes = list(state.votes)
        votes[action.player] = action["target"]  # type: ignore[index]
        state = state._with(votes=tuple(votes))
        events.append(Event("voted", PUBLIC, T.EV_VOTED(player=cfg.names[action.player]), {"player": action.player}))  # type: ignore[index]
        if all(v is not None for v in votes):
            state = _close_vote(state, events)
        return state, events
    if kind == "close_vote":
        return _close_vote(state, events), events
    if kind in PHYSICAL_ACTIONS:
        return _apply_reveal(state, action, events), events
    raise IllegalAction(errors.UNKNOWN_ACTION, errors.T_UNKNOWN_ACTION(action=kind))


def night_action(state: State, action: Action, events: list[Event]) -> State:
    """Apply one night choice of the awake player (also used for a random fallback)."""
    cfg = state.cfg
    names = cfg.names
    who = actor(state)
    assert who is not None
    seat, _role, doppel = who
    kind = action.type
    pos = state.pos
    if kind == "copy":
        t = action["target"]
        face = pos[t]
        state = state._with(copy=face, target=t, sub=OPEN if face in D.DOPPEL_IMMEDIATE else DONE)
        return _snap(state, events, seat, T.S_COPY(player=names[t], role=role_name(face)), {"target": t, "card": face})
    if kind == "shield":
        t = action["target"]
        state = state._with(shields=state.shields | {t}, sub=DONE)
        return _snap(state, events, seat, T.S_SHIELD(player=names[t]), {"shield": t})
    if kind == "alpha_swap":
        t = action["target"]
        cw = cfg.n + 3
        state = state._with(pos=_swap(pos, t, cw), sub=DONE)
        return _snap(state, events, seat, T.S_ALPHA(player=names[t]), {"alpha_swap": t})
    if kind in ("view_player", "seer_player"):
        t = action["target"]
        state = state._with(sub=DONE)
        return _snap(state, events, seat, T.S_VIEW_PLAYER(player=names[t], role=role_name(pos[t])), {"target": t, "card": pos[t]})
    if kind == "view_center":
        p = cfg.pos_of(action["card"])
        assert p is not None
        state = state._with(sub=DONE)
        return _snap(state, events, seat, T.S_VIEW_CENTER(card=action["card"], role=role_name(pos[p])),
                     {"center": action["card"], "card": pos[p]})
    if kind == "seer_center":
        state = state._with(sub=DONE)
        for label in action["cards"]:
            p = cfg.pos_of(label)
            assert p is not None
            state = _snap(state, events, seat, T.S_VIEW_CENTER(card=label, role=role_name(pos[p])), {"center": label, "card": pos[p]})
        return state
    if kind == "investigate":
        t = action["target"]
        face = pos[t]
        seen = (*state.seen, t)
        state = _snap(state._with(seen=seen), events, seat, T.S_VIEW_PLAYER(player=names[t], role=role_name(face)),
                      {"target": t, "card": face})
        if face in D.WOLF_ROLES or face == D.TANNER:
            new_role = D.WEREWOLF if face in D.WOLF_ROLES else D.TANNER
            key: Any = seat if cfg.opts["pi_conversion_follows"] == "player" else (D.DOPPELGANGER if doppel else D.PI)
            state = state._with(conv=(*state.conv, (key, new_role)), sub=DONE)
            return _snap(state, events, seat, T.S_CONVERT(role=role_name(new_role)), {"conversion": new_role})
        return state._with(sub=DONE) if len(seen) >= 2 else state
    if kind == "rob":
        t = action["target"]
        state = state._with(pos=_swap(pos, seat, t), sub=DONE)
        return _snap(state, events, seat, T.S_ROB(player=names[t], role=role_name(pos[t])), {"target": t, "card": pos[t]})
    if kind == "witch_view":
        p = cfg.pos_of(action["card"])
        assert p is not None
        state = state._with(sub=WITCH_SWAP, witch_card=p)
        return _snap(state, events, seat, T.S_VIEW_CENTER(card=action["card"], role=role_name(pos[p])),
                     {"center": action["card"], "card": pos[p]})
    if kind == "witch_swap":
        t = action["target"]
        p = state.witch_card
        assert p is not None
        state = state._with(pos=_swap(pos, p, t), sub=DONE)
        return _snap(state, events, seat, T.S_WITCH_SWAP(card=cfg.labels[p], player=names[t]), {"witch_swap": t})
    if kind == "troublemake":
        a, b = action["targets"]
        state = state._with(pos=_swap(pos, a, b), sub=DONE)
        return _snap(state, events, seat, T.S_TROUBLE(first=names[a], second=names[b]), {"troublemake": [a, b]})
    if kind == "idiot_move":
        movable = idiot_movable(state, seat)
        m = len(movable)
        new = list(pos)
        step = 1 if action["direction"] == "left" else -1
        for i, s in enumerate(movable):
            new[movable[(i + step) % m]] = pos[s]
        state = state._with(pos=tuple(new), sub=DONE)
        msg = T.S_IDIOT_LEFT() if step == 1 else T.S_IDIOT_RIGHT()
        return _snap(state, events, seat, msg, {"direction": action["direction"]})
    if kind == "drunk_swap":
        p = cfg.pos_of(action["card"])
        assert p is not None
        state = state._with(pos=_swap(pos, seat, p), sub=DONE)
        return _snap(state, events, seat, T.S_DRUNK(card=action["card"]), {"drunk_swap": action["card"]})
    if kind == "reveal":
        t = action["target"]
        face = pos[t]
        stays = face not in D.WOLF_ROLES and face != D.TANNER
        state = state._with(face_up=state.face_up | {t} if stays else state.face_up, sub=DONE)
        msg = (T.S_REVEAL_UP if stays else T.S_REVEAL_DOWN)(player=names[t], role=role_name(face))
        return _snap(state, events, seat, msg, {"target": t, "card": face, "face_up": stays})
    if kind == "curate":
        t = action["target"]
        state = state._with(draw_for=t, sub=DONE)
        return _snap(state, events, seat, T.S_CURATE(player=names[t]), {"curate": t})
    raise AssertionError(kind)
