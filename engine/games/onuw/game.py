"""One Night Ultimate Werewolf + Daybreak: the rules engine (both modes), views and the night script.

Positions: seats 0..n-1, then the center cards C1, C2, C3 (indices n..n+2) and, with the Alpha Wolf, the
Center Werewolf card CW (index n+3). Every role card but the Werewolf, Mason and Villager is unique, so a
position holds the printed face; the Doppelgänger's copy and a P.I.'s conversion are attached to those unique
cards (or, by option, to the investigating player). Reference: shared/rules/onuw.md; rulings: docs/rules/onuw.md.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

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

from . import data as D  # noqa: N812 - the rules tables, used everywhere
from . import texts as T  # noqa: N812 - the messages
from .config import (
    OPTION_SPECS,
    Config,
    artifact_pool,
    center_werewolf,
    dealable_center_werewolf,
    excluded_artifacts,
    night_steps,
    validate,
)
from .state import COPY, DAY, DEAL, DONE, LONE_WOLF, NIGHT, OPEN, OVER, REVEAL, VOTE, WITCH_SWAP, State, new_state

# --- error codes (documented in docs/rules/onuw.md) ------------------------------------------------
NOT_AWAKE = "not_awake"
ALREADY_ACTED = "already_acted"
SHIELDED = "shielded"
OWN_CARD_SHIELDED = "own_card_shielded"
SELF_TARGET = "self_target"
KNOWN_WEREWOLF = "known_werewolf"
ALREADY_VIEWED = "already_viewed"
ALREADY_FACE_UP = "already_face_up"
HAS_ARTIFACT = "has_artifact"
NO_ARTIFACT_LEFT = "no_artifact_left"
MUST_SWAP = "must_swap"
NOT_CENTER = "not_a_center_card"
TOO_FEW_CARDS = "too_few_cards"
VOTE_SELF = "vote_self"
ALREADY_VOTED = "already_voted"
NOT_IN_DECK = "card_not_in_deck"


NIGHT_ACTIONS = frozenset({"shield", "copy", "alpha_swap", "view_player", "view_center", "seer_player", "seer_center", "investigate",
                           "rob", "witch_view", "witch_swap", "troublemake", "idiot_move", "drunk_swap", "reveal", "curate"})
PHYSICAL_ACTIONS = frozenset({"reveal_card", "reveal_copy", "reveal_pi", "reveal_artifact"})
ALL_ACTIONS = NIGHT_ACTIONS | PHYSICAL_ACTIONS | frozenset(
    {"deal", "night_start", "time_up", "fallback", "draw_artifact", "end_day", "vote", "close_vote"})
MANDATORY = frozenset({"copy", "alpha_swap", "witch_swap", "drunk_swap"})
CONVERSIONS = ("none", D.WEREWOLF, D.TANNER)


# Prompts without parameters are built once (messages are immutable values).
_PR_TIME_UP = T.PR_TIME_UP()
_PR_END_DAY = T.PR_END_DAY()
_PR_CLOSE_VOTE = T.PR_CLOSE_VOTE()


def _name(role: str) -> Text:
    return D.ROLE_NAMES[role]


# --- small helpers -------------------------------------------------------------------------------------------

def _seat_of(state: State, role: str) -> int | None:
    try:
        return state.dealt.index(role)
    except ValueError:
        return None


def identity(state: State, seat: int) -> str:
    """Night identity: the dealt card, or the Doppelgänger's copy (§0)."""
    role = state.dealt[seat]
    if role == D.DOPPELGANGER and state.copy:
        return state.copy
    return role


def _step_id(state: State) -> str:
    return state.cfg.steps[state.step]


def _wolf_seats(state: State, roles: frozenset[str]) -> tuple[int, ...]:
    return tuple(s for s in range(state.cfg.n) if identity(state, s) in roles)


def _lone_wolf(state: State) -> int | None:
    cfg = state.cfg
    if not cfg.opts["lone_wolf"]:
        return None
    awake = _wolf_seats(state, D.WAKING_WOLVES)
    if len(awake) != 1:
        return None
    if cfg.opts["dream_wolf_blocks_lone_wolf"] and _wolf_seats(state, frozenset({D.DREAM_WOLF})):
        return None
    return awake[0]


def actor(state: State) -> tuple[int, str, bool] | None:
    """Who is awake and may act in the current night step: (seat, role acted as, acting as the Doppelgänger)."""
    if state.phase != NIGHT or not state.cfg.app:
        return None
    sid = _step_id(state)
    if sid == "doppelganger":
        seat = _seat_of(state, D.DOPPELGANGER)
        if seat is None:
            return None
        return seat, (D.DOPPELGANGER if state.sub == COPY else state.copy or D.DOPPELGANGER), True
    if sid == "werewolves":
        seat = _lone_wolf(state)
        return None if seat is None else (seat, LONE_WOLF, False)
    if sid in ("doppelganger_revealer", "doppelganger_curator"):
        role = D.REVEALER if sid == "doppelganger_revealer" else D.CURATOR
        seat = _seat_of(state, D.DOPPELGANGER)
        return (seat, role, True) if seat is not None and state.copy == role else None
    if sid in ("doppelganger_minion", "doppelganger_insomniac", "minion", "masons", "insomniac"):
        return None
    role = D.STEP_BY_ID[sid].role
    seat = _seat_of(state, role)
    return None if seat is None else (seat, role, False)


def _others(state: State, seat: int) -> tuple[int, ...]:
    shields = state.shields
    return tuple(s for s in range(state.cfg.n) if s != seat and s not in shields)


def _center_labels(state: State) -> tuple[str, ...]:
    return state.cfg.center_labels


def _swap(pos: tuple[str, ...], a: int, b: int) -> tuple[str, ...]:
    out = list(pos)
    out[a], out[b] = out[b], out[a]
    return tuple(out)


def _pool_left(state: State) -> tuple[str, ...]:
    used = {a for _, a in state.arts}
    return tuple(a for a in state.cfg.pool if a not in used)


def _alpha_excluded(state: State, seat: int, doppel: bool) -> frozenset[int]:
    if doppel:
        return frozenset({state.target}) if state.target is not None else frozenset()
    return frozenset(_wolf_seats(state, D.WOLF_ROLES))


def _idiot_movable(state: State, seat: int) -> list[int]:
    return [s for s in range(state.cfg.n) if s != seat and s not in state.shields]


def role_choices(state: State, seat: int, role: str, doppel: bool) -> list[Choice]:
    """The choices of the awake player acting as ``role`` in the current sub-stage."""
    sub = state.sub
    if sub == DONE:
        return []
    n = state.cfg.n
    name = state.cfg.names[seat]  # the prompt names the player; only he sees it (he alone opens the laptop at night)
    if sub == COPY:
        targets = _others(state, seat)
        return [Choice("copy", seat, {"target": OneOf(targets)}, T.PR_COPY(player=name))] if targets else []
    if sub == WITCH_SWAP:
        targets = _witch_targets(state, seat, doppel)
        return [Choice("witch_swap", seat, {"target": OneOf(targets)}, T.PR_WITCH_SWAP(player=name))] if targets else []
    if role == D.SENTINEL:
        targets = _others(state, seat)
        return [Choice("shield", seat, {"target": OneOf(targets)}, T.PR_SHIELD(player=name))] if targets else []
    if role == D.ALPHA_WOLF:
        if not state.cw:
            return []
        excluded = _alpha_excluded(state, seat, doppel)
        targets = tuple(t for t in _others(state, seat) if t not in excluded)
        return [Choice("alpha_swap", seat, {"target": OneOf(targets)}, T.PR_ALPHA(player=name))] if targets else []
    if role == D.MYSTIC_WOLF:
        targets = _others(state, seat)
        return [Choice("view_player", seat, {"target": OneOf(targets)}, T.PR_VIEW_PLAYER(player=name))] if targets else []
    if role in (LONE_WOLF, D.APPRENTICE_SEER):
        return [Choice("view_center", seat, {"card": OneOf(_center_labels(state))}, T.PR_VIEW_CENTER(player=name))]
    if role == D.SEER:
        out = [Choice("seer_center", seat, {"cards": SubsetOf(_center_labels(state), 2)}, T.PR_SEER_CENTER(player=name))]
        targets = _others(state, seat)
        if targets:
            out.insert(0, Choice("seer_player", seat, {"target": OneOf(targets)}, T.PR_VIEW_PLAYER(player=name)))
        return out
    if role == D.PI:
        targets = tuple(t for t in _others(state, seat) if t not in state.seen)
        return [Choice("investigate", seat, {"target": OneOf(targets)}, T.PR_INVESTIGATE(player=name))] if targets else []
    if role == D.ROBBER:
        if seat in state.shields:
            return []
        targets = _others(state, seat)
        return [Choice("rob", seat, {"target": OneOf(targets)}, T.PR_ROB(player=name))] if targets else []
    if role == D.WITCH:
        if not _witch_targets(state, seat, doppel):
            return []
        return [Choice("witch_view", seat, {"card": OneOf(_center_labels(state))}, T.PR_WITCH_VIEW(player=name))]
    if role == D.TROUBLEMAKER:
        targets = _others(state, seat)
        return [Choice("troublemake", seat, {"targets": SubsetOf(targets, 2)}, T.PR_TROUBLE(player=name))] if len(targets) >= 2 else []
    if role == D.VILLAGE_IDIOT:
        if len(_idiot_movable(state, seat)) < 2:
            return []
        return [Choice("idiot_move", seat, {"direction": OneOf(("left", "right"))}, T.PR_IDIOT(player=name))]
    if role == D.DRUNK:
        if seat in state.shields:
            return []
        return [Choice("drunk_swap", seat, {"card": OneOf(_center_labels(state))}, T.PR_DRUNK(player=name))]
    if role == D.REVEALER:
        targets = tuple(t for t in _others(state, seat) if t not in state.face_up)
        return [Choice("reveal", seat, {"target": OneOf(targets)}, T.PR_REVEAL(player=name))] if targets else []
    if role == D.CURATOR:
        if not _pool_left(state):
            return []
        with_art = {s for s, _ in state.arts}
        own_ok = not doppel or state.cfg.opts["doppel_curator_self"]
        targets = tuple(t for t in range(n) if t not in state.shields and t not in with_art and (own_ok or t != seat))
        return [Choice("curate", seat, {"target": OneOf(targets)}, T.PR_CURATE(player=name))] if targets else []
    return []


def _witch_targets(state: State, seat: int, doppel: bool) -> tuple[int, ...]:
    own_ok = not doppel or state.cfg.opts["doppel_witch_self_swap"]
    return tuple(t for t in range(state.cfg.n) if t not in state.shields and (own_ok or t != seat))


def _mandatory_choice(state: State) -> Choice | None:
    who = actor(state)
    if who is None or state.sub == DONE:
        return None
    seat, role, doppel = who
    for choice in role_choices(state, seat, role, doppel):
        if choice.type in MANDATORY:
            return choice
    return None


# --- snapshots ---------------------------------------------------------------------------------------------

def _label(state: State, pos: int) -> str:
    return state.cfg.labels[pos]


def _snap(state: State, events: list[Event], seat: int, msg: Msg, data: dict[str, Any]) -> State:
    """Record what ``seat`` learned now, as an event to that seat and in the state (per-player view)."""
    data = {"step": _step_id(state) if state.phase == NIGHT else state.phase, **data}
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
    events.append(Event("night_step", PUBLIC, T.EV_STEP(number=step.number, step=_wake_line(cfg, sid)),
                        {"step": sid, "number": step.number, "index": index}))
    if not cfg.app:
        return state
    n = cfg.n
    if sid == "doppelganger_minion":
        seat = _seat_of(state, D.DOPPELGANGER)
        if seat is not None and state.copy == D.MINION:
            wolves = _wolf_seats(state, D.WOLF_ROLES)
            msg = T.S_MINION(players=_players(state, wolves)) if wolves else T.S_MINION_NONE()
            state = _snap(state, events, seat, msg, {"werewolves": list(wolves)})
    elif sid == "werewolves":
        awake = _wolf_seats(state, D.WAKING_WOLVES)
        thumbs = _wolf_seats(state, frozenset({D.DREAM_WOLF}))
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
        seat = _seat_of(state, D.MINION)
        if seat is not None:
            wolves = _wolf_seats(state, D.WOLF_ROLES)
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
            seat = _seat_of(state, D.INSOMNIAC)
        else:
            seat = _seat_of(state, D.DOPPELGANGER)
            seat = seat if state.copy == D.INSOMNIAC else None
        if seat is not None:
            if seat in state.shields:
                state = _snap(state, events, seat, T.S_INSOMNIAC_SHIELDED(), {"card": None})
            else:
                face = state.pos[seat]
                state = _snap(state, events, seat, T.S_INSOMNIAC(role=_name(face)), {"card": face})
    return state


def _dawn(state: State, events: list[Event]) -> State:
    cfg = state.cfg
    state = state._with(phase=DAY, sub=DONE)
    if cfg.app:
        for seat, art in state.arts:
            state = _snap(state, events, seat, T.S_ARTIFACT(artifact=D.ARTIFACT_NAMES[art], effect=D.ARTIFACT_EFFECTS[art]),
                          {"artifact": art})
        face_up = [T.EV_FACE_UP(player=cfg.names[s], role=_name(state.pos[s])) for s in sorted(state.face_up)]
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
    if state.timeup and _mandatory_choice(state) is not None:
        return state
    return _enter_step(state, events, state.step + 1)


def _wake_line(cfg: Config, sid: str) -> Text:
    if sid != "werewolves":
        return D.STEP_BY_ID[sid].wake
    dream = D.DREAM_WOLF in cfg.roles_set
    lone = cfg.opts["lone_wolf"]
    if dream:
        if not lone:
            return D.T_WEREWOLVES_WAKE_DREAM
        return D.T_WEREWOLVES_WAKE_DREAM_LONE if cfg.opts["dream_wolf_blocks_lone_wolf"] else D.T_WEREWOLVES_WAKE_DREAM_LONE_AWAKE
    return D.T_WEREWOLVES_WAKE_LONE if lone else D.T_WEREWOLVES_WAKE


def _close_line(cfg: Config, sid: str) -> Text:
    if sid == "werewolves" and D.DREAM_WOLF in cfg.roles_set:
        return D.T_WEREWOLVES_CLOSE_DREAM
    return D.STEP_BY_ID[sid].close


# --- final roles, deaths, winners ---------------------------------------------------------------------------

def final_roles(state: State) -> tuple[str, ...]:
    """Each seat's final role (§5.2): a role-changing artifact, else the role of the card (copy, conversion)."""
    cfg = state.cfg
    follows_player = cfg.opts["pi_conversion_follows"] == "player"
    conv = dict(state.conv)
    arts = dict(state.arts)
    out = []
    for seat in range(cfg.n):
        art = arts.get(seat)
        if art in D.ARTIFACT_ROLES:
            out.append(D.ARTIFACT_ROLES[art])
            continue
        if follows_player and seat in conv:
            out.append(conv[seat])
            continue
        face = state.pos[seat]
        role = face
        if face == D.DOPPELGANGER:
            role = state.copy or D.DOPPELGANGER
            if role == D.PI and not follows_player and D.DOPPELGANGER in conv:
                role = conv[D.DOPPELGANGER]
        elif face == D.PI and not follows_player and D.PI in conv:
            role = conv[D.PI]
        out.append(role)
    return tuple(out)


def resolve_votes(roles: Sequence[str], votes: Sequence[int | None], opts: Mapping[str, Any]) -> dict[str, Any]:
    """Who dies (§5.3): counts, protection, ties, the one-vote rule, the Prince and the Hunter's chained shots."""
    n = len(roles)
    guards = [p for p in range(n) if roles[p] == D.BODYGUARD]
    protected = {votes[g] for g in guards if votes[g] is not None}
    counting = [p for p in range(n) if votes[p] is not None and (opts["bodyguard_point_is_vote"] or roles[p] != D.BODYGUARD)]
    counts = [0] * n
    for p in counting:
        counts[votes[p]] += 1  # type: ignore[index]
    for p in range(n):
        if roles[p] == D.PRINCE:
            counts[p] = 0
    candidates = [p for p in range(n) if p not in protected]
    top = max((counts[p] for p in candidates), default=0)
    dead = [p for p in candidates if counts[p] == top] if top >= 2 else []
    causes = {p: {"seat": p, "cause": "votes", "votes": counts[p]} for p in dead}
    shots: list[tuple[int, int]] = []
    blocked: dict[tuple[int, int], str] = {}
    changed = True
    while changed:
        changed = False
        for h in list(dead):
            t = votes[h]
            if roles[h] != D.HUNTER or t is None or t in dead:
                continue
            if t in protected and opts["bodyguard_blocks_hunter"]:
                blocked[(h, t)] = "bodyguard"
                continue
            if roles[t] == D.PRINCE and opts["prince_immune_to_hunter"]:
                blocked[(h, t)] = "prince"
                continue
            dead.append(t)
            shots.append((h, t))
            causes[t] = {"seat": t, "cause": "hunter", "hunter": h}
            changed = True
    return {"counts": counts, "protected": sorted(protected), "dead": sorted(dead), "shots": shots,
            "causes": [causes[p] for p in sorted(dead)],
            "blocked": [{"hunter": h, "target": t, "by": by} for (h, t), by in blocked.items() if t not in dead]}


def winners(roles: Sequence[str], dead: Sequence[int], traitors: Sequence[int], opts: Mapping[str, Any]) -> dict[str, Any]:
    """Who wins (§5.4), with the reason and the winning groups."""
    n = len(roles)
    dead_set = set(dead)
    wolves = [p for p in range(n) if roles[p] in D.WOLF_ROLES]
    wolf_died = any(p in dead_set for p in wolves)
    tanner_died = any(roles[p] == D.TANNER for p in dead_set)
    minion_died = any(roles[p] == D.MINION for p in dead_set)
    if wolves:
        village = wolf_died
        wolf_team = not wolf_died and not tanner_died
    else:
        village = not dead_set or (opts["no_wolf_minion_death_village_wins"] and minion_died and not tanner_died)
        wolf_team = False
    won: list[int] = []
    groups: list[str] = []
    for p in range(n):
        role = roles[p]
        team = D.team_of(role)
        if p in traitors:
            ok = team != D.TEAM_TANNER and any(q != p and q in dead_set and D.team_of(roles[q]) == team for q in range(n))
            group = "traitor"
        elif role == D.TANNER:
            ok, group = p in dead_set, "tanner"
        elif role == D.MINION and not wolves:
            ok, group = any(q != p for q in dead_set), "minion"
        elif team == D.TEAM_WEREWOLF:
            ok, group = wolf_team, "werewolf"
        else:
            ok, group = village, "village"
        if ok:
            won.append(p)
            if group not in groups:
                groups.append(group)
    order = ("village", "werewolf", "tanner", "minion", "traitor")
    side = "+".join(g for g in order if g in groups) or "nobody"
    if wolves:
        outcome = T.R_VILLAGE_WOLF_DIED if wolf_died else (T.R_TANNER if tanner_died else T.R_WOLVES)
    elif not dead_set:
        outcome = T.R_VILLAGE_NO_WOLF
    elif village:
        outcome = T.R_VILLAGE_MINION
    else:
        outcome = T.R_NO_WOLF_DEATH
    return {"side": side, "winners": won, "outcome": outcome, "village": village, "werewolf_team": wolf_team}


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

def _reveal_next(state: State) -> tuple[str, Any] | None:
    """The next entry the moderator makes in physical mode, or None when everything is entered."""
    cfg = state.cfg
    entered = len(state.rev)
    if entered < cfg.npos:
        return ("card", entered)
    done = {key for key, _ in state.rev[cfg.npos:]}
    if D.DOPPELGANGER in cfg.roles_set and "copy" not in done:
        return ("copy", None)
    if D.PI in cfg.roles_set and "pi:" + D.PI not in done:
        return ("pi", D.PI)
    if state.copy == D.PI and "pi:" + D.DOPPELGANGER not in done:
        return ("pi", D.DOPPELGANGER)
    curators = (D.CURATOR in cfg.roles_set) + (state.copy == D.CURATOR)
    if curators and cfg.pool:
        asked = [v for key, v in state.rev if key == "artifact"]
        placed = sum(1 for v in asked if v[1] != "none")
        if placed < min(curators, len(cfg.pool)) and len(asked) < cfg.n:
            return ("artifact", len(asked))
    return None


def _remaining_faces(state: State) -> tuple[str, ...]:
    cfg = state.cfg
    pool = list(cfg.deck) + ([state.cw] if state.cw else [])
    for face in state.pos:
        pool.remove(face)
    out: list[str] = []
    for face in pool:
        if face not in out:
            out.append(face)
    return tuple(out)


def _reveal_choices(state: State) -> list[Choice]:
    cfg = state.cfg
    nxt = _reveal_next(state)
    if nxt is None:
        return []
    kind, arg = nxt
    if kind == "card":
        return [Choice("reveal_card", None, {"position": OneOf((cfg.labels[arg],)), "role": OneOf(_remaining_faces(state))},
                       T.I_REVEAL_CARD(position=_position_text(cfg, arg)))]
    if kind == "copy":
        copies = (*(r for r in D.CARD_ROLES if r in cfg.roles_set and r != D.DOPPELGANGER), "none")
        return [Choice("reveal_copy", None, {"role": OneOf(copies)}, T.I_REVEAL_COPY())]
    if kind == "pi":
        params: dict[str, Any] = {"card": OneOf((arg,)), "conversion": OneOf(CONVERSIONS)}
        if cfg.opts["pi_conversion_follows"] == "player":
            params["seat"] = OneOf((*range(cfg.n), None))
        return [Choice("reveal_pi", None, params, T.I_REVEAL_PI(card=_name(arg)))]
    used = {v[1] for key, v in state.rev if key == "artifact"}
    options = ("none", *(a for a in cfg.pool if a not in used))
    return [Choice("reveal_artifact", None, {"seat": OneOf((arg,)), "artifact": OneOf(options)},
                   T.I_REVEAL_ARTIFACT(player=cfg.names[arg]))]


def _position_text(cfg: Config, pos: int) -> Msg | str:
    return T.CARD_OF(player=cfg.names[pos]) if pos < cfg.n else cfg.labels[pos]


def _apply_reveal(state: State, action: Action, events: list[Event]) -> State:
    cfg = state.cfg
    kind = action.type
    if kind == "reveal_card":
        pos = (*state.pos, action["role"])
        index = len(pos) - 1
        events.append(Event("revealed", PUBLIC, T.EV_REVEALED(position=_position_text(cfg, index), role=_name(action["role"])),
                            {"position": cfg.labels[index], "role": action["role"]}))
        state = state._with(pos=pos, rev=(*state.rev, ("card", action["role"])))
    elif kind == "reveal_copy":
        role = action["role"]
        state = state._with(copy=None if role == "none" else role, rev=(*state.rev, ("copy", role)))
        events.append(Event("revealed", PUBLIC, T.EV_REVEALED(position=_name(D.DOPPELGANGER),
                                                              role=T.NO_COPY if role == "none" else _name(role)),
                            {"copy": role}))
    elif kind == "reveal_pi":
        card, conversion = action["card"], action["conversion"]
        conv = state.conv
        if conversion != "none":
            key = action.get("seat") if cfg.opts["pi_conversion_follows"] == "player" else card
            if key is not None:
                conv = (*conv, (key, conversion))
        state = state._with(conv=conv, rev=(*state.rev, ("pi:" + card, conversion)))
        events.append(Event("revealed", PUBLIC, T.EV_REVEALED(position=_name(card),
                                                              role=T.NO_CONVERSION if conversion == "none" else _name(conversion)),
                            {"card": card, "conversion": conversion, "seat": action.get("seat")}))
    else:
        seat, art = action["seat"], action["artifact"]
        arts = state.arts if art == "none" else (*state.arts, (seat, art))
        state = state._with(arts=arts, rev=(*state.rev, ("artifact", (seat, art))))
        if art != "none":
            events.append(Event("revealed", PUBLIC, T.EV_REVEALED(position=T.CARD_OF(player=cfg.names[seat]),
                                                                  role=D.ARTIFACT_NAMES[art]), {"seat": seat, "artifact": art}))
    if _reveal_next(state) is None:
        state = _finish(state, events)
    return state


# --- the game -----------------------------------------------------------------------------------------------

class OneNight(Game[State]):
    id = "onuw"
    title = T.TITLE
    min_players = D.MIN_PLAYERS
    max_players = D.MAX_PLAYERS

    def __init__(self) -> None:
        self._configs: dict[Any, Config] = {}

    # -- setup -------------------------------------------------------------------------------------------
    def option_specs(self) -> Sequence[OptionSpec]:
        return OPTION_SPECS

    def recommended_roles(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        return D.RECOMMENDED.get(players, D.fill_deck((), players))

    def phase_name(self, phase: str) -> Text | None:
        return T.PHASE_NAMES.get(phase)

    def param_name(self, action_type: str, param: str) -> Text | None:
        return T.PARAM_NAMES.get((action_type, param))

    def role_summary(self, role: str) -> Text | None:
        """The wizard's one-line explanation of a role (the Prince included) or of an artifact."""
        if role in D.ROLES:
            return D.ROLES[role].summary
        if role in D.ARTIFACTS:
            return D.ARTIFACTS[role].summary
        return None

    def named_decks(self, players: int) -> list[tuple[str, Text, tuple[str, ...], dict[str, str]]]:
        """The official sets playable by ``players``: (id, translatable name, deck, options it needs)."""
        out = []
        for deck in D.NAMED_DECKS.values():
            if deck.min_players <= players <= deck.max_players:
                roles, opts = D.named_deck(deck.id, players)
                out.append((deck.id, deck.name, roles, opts))
        return out

    def validate(self, setup: Setup) -> list[Problem]:
        return validate(setup, self.options_with_defaults(setup.options))

    def config(self, setup: Setup) -> Config:
        key = (setup.players, setup.roles, tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in setup.options.items())))
        cfg = self._configs.get(key)
        if cfg is None:
            if len(self._configs) > 256:
                self._configs.clear()
            cfg = self._configs[key] = Config(setup, self.options_with_defaults(setup.options))
        return cfg

    def start(self, setup: Setup) -> State:
        return new_state(self.config(setup))

    # -- play --------------------------------------------------------------------------------------------
    def action_types(self) -> frozenset[str]:
        return ALL_ACTIONS

    def player_label(self, state: State, player: int | None) -> str:
        return "?" if player is None or not 0 <= player < state.cfg.n else state.cfg.names[player]

    def chance(self, state: State) -> ChanceStep | None:
        cfg = state.cfg
        if state.phase == DEAL and not cfg.app:
            # Physical mode deals no card; the night still opens as a step of play, so its first call is an event.
            return ChanceStep("night_start", lambda rng: Action("night_start", None, {}))
        if state.phase == DEAL:
            deck = list(cfg.deck)
            return ChanceStep("deal", lambda rng: Action("deal", None, {"cards": rng.sample(deck, len(deck))}))
        if state.phase != NIGHT:
            return None
        if state.draw_for is not None:
            left = _pool_left(state)
            return ChanceStep("draw_artifact", lambda rng: Action("draw_artifact", None, {"artifact": left[rng.randrange(len(left))]}))
        if state.timeup:
            choice = _mandatory_choice(state)
            if choice is not None:
                def draw(rng: Any, choice: Choice = choice) -> Action:
                    picked = choice.sample(rng)
                    return Action("fallback", None, {"choice": picked.type, **picked.params})
                return ChanceStep("fallback", draw)
        return None

    def check_chance(self, state: State, action: Action) -> None:
        cfg = state.cfg
        ok = True
        if action.type == "night_start":
            ok = not action.params
        elif action.type == "deal":
            cards = action.get("cards")
            ok = isinstance(cards, list) and sorted(map(str, cards)) == sorted(cfg.deck)
            if "center_werewolf" in action.params:  # a record may name the Center Werewolf card in the deal itself
                ok = ok and dealable_center_werewolf(cfg, action.params["center_werewolf"])
        elif action.type == "draw_artifact":
            ok = action.get("artifact") in _pool_left(state)
        elif action.type == "fallback":
            choice = _mandatory_choice(state)
            inner = _fallback_inner(action, choice)
            ok = choice is not None and inner is not None and choice.allows(inner)
        if not ok:
            raise IllegalAction(errors.BAD_CHANCE, errors.T_BAD_CHANCE())

    def choices(self, state: State) -> list[Choice]:
        phase = state.phase
        if phase == NIGHT:
            if state.draw_for is not None or state.timeup:
                return []
            out = [Choice("time_up", None, {}, _PR_TIME_UP)]
            who = actor(state)
            if who is not None:
                out.extend(role_choices(state, *who))
            return out
        if phase == DAY:
            return [Choice("end_day", None, {}, _PR_END_DAY)]
        if phase == VOTE:
            n = state.cfg.n
            others = state.cfg.others
            prompts = state.cfg.vote_prompts
            out = [Choice("vote", p, {"target": others[p]}, prompts[p]) for p in range(n) if state.votes[p] is None]
            out.append(Choice("close_vote", None, {}, _PR_CLOSE_VOTE))
            return out
        if phase == REVEAL:
            return _reveal_choices(state)
        return []

    def check(self, state: State, action: Action) -> None:
        if state.phase == NIGHT and action.type in NIGHT_ACTIONS and action.player is not None:
            self._check_night(state, action)
        elif state.phase == VOTE and action.type == "vote" and action.player is not None:
            p = action.player
            if 0 <= p < state.cfg.n:
                if state.votes[p] is not None:
                    raise IllegalAction(ALREADY_VOTED, T.E_ALREADY_VOTED(player=state.cfg.names[p]))
                if action.get("target") == p:
                    raise IllegalAction(VOTE_SELF, T.E_VOTE_SELF())
        elif state.phase == REVEAL and action.type == "reveal_card" and action.get("role") in D.MAX_COPIES:
            nxt = _reveal_next(state)
            if nxt and nxt[0] == "card" and action.get("role") not in _remaining_faces(state):
                raise IllegalAction(NOT_IN_DECK, T.E_NOT_IN_DECK(role=_name(action["role"])))
        super().check(state, action)

    def _check_night(self, state: State, action: Action) -> None:
        if state.draw_for is not None or state.timeup:
            return
        names = state.cfg.names
        who = actor(state)
        label = self.player_label(state, action.player)
        if who is None or who[0] != action.player:
            raise IllegalAction(NOT_AWAKE, T.E_NOT_AWAKE(player=label))
        seat, role, doppel = who
        if state.sub == DONE or (action.type == "copy" and state.sub != COPY):
            raise IllegalAction(ALREADY_ACTED, T.E_ALREADY_ACTED(player=label))
        if state.sub == WITCH_SWAP and action.type != "witch_swap":
            raise IllegalAction(MUST_SWAP, T.E_MUST_SWAP())
        if action.type in ("rob", "drunk_swap") and seat in state.shields:
            raise IllegalAction(OWN_CARD_SHIELDED, T.E_OWN_SHIELDED())
        if action.type == "witch_swap" and action.get("target") == seat and seat in state.shields:
            raise IllegalAction(OWN_CARD_SHIELDED, T.E_OWN_SHIELDED())
        targets = action.get("targets") if action.type == "troublemake" else [action.get("target")]
        if isinstance(targets, list):
            for t in targets:
                if not isinstance(t, int) or isinstance(t, bool) or not 0 <= t < state.cfg.n:
                    continue
                if t == seat and action.type not in ("witch_swap", "curate"):
                    raise IllegalAction(SELF_TARGET, T.E_SELF_TARGET())
                if t in state.shields:
                    raise IllegalAction(SHIELDED, T.E_SHIELDED(target=names[t]))
                if action.type == "alpha_swap" and t in _alpha_excluded(state, seat, doppel):
                    raise IllegalAction(KNOWN_WEREWOLF, T.E_KNOWN_WEREWOLF(target=names[t]))
                if action.type == "investigate" and t in state.seen:
                    raise IllegalAction(ALREADY_VIEWED, T.E_ALREADY_VIEWED(target=names[t]))
                if action.type == "reveal" and t in state.face_up:
                    raise IllegalAction(ALREADY_FACE_UP, T.E_FACE_UP(target=names[t]))
                if action.type == "curate" and any(s == t for s, _ in state.arts):
                    raise IllegalAction(HAS_ARTIFACT, T.E_HAS_ARTIFACT(target=names[t]))
                if action.type == "witch_swap" and t == seat and doppel and not state.cfg.opts["doppel_witch_self_swap"]:
                    raise IllegalAction(SELF_TARGET, T.E_SELF_TARGET())
                if action.type == "curate" and t == seat and doppel and not state.cfg.opts["doppel_curator_self"]:
                    raise IllegalAction(SELF_TARGET, T.E_SELF_TARGET())
        if action.type == "curate" and role == D.CURATOR and not _pool_left(state):
            raise IllegalAction(NO_ARTIFACT_LEFT, T.E_NO_ARTIFACT())
        if action.type == "troublemake" and len(_others(state, seat)) < 2:
            raise IllegalAction(TOO_FEW_CARDS, T.E_TOO_FEW())
        for key in ("card",):
            value = action.get(key)
            if value is not None and action.type in ("view_center", "witch_view", "drunk_swap") and state.cfg.pos_of(value) is None:
                raise IllegalAction(NOT_CENTER, T.E_NOT_CENTER(card=str(value)))
        cards = action.get("cards")
        if action.type == "seer_center" and isinstance(cards, list):
            for value in cards:
                if state.cfg.pos_of(value) is None:
                    raise IllegalAction(NOT_CENTER, T.E_NOT_CENTER(card=str(value)))

    def step(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if state.phase == DEAL and not state.cfg.app and action.type != "night_start":
            # A physical game journalled before the night opened as a chance step: open it first, as it was then.
            state, opening = self.apply(state, Action("night_start", None, {}))
            state, events = super().step(state, action)
            return state, [*opening, *events]
        return super().step(state, action)

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
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
                state = _snap(state, events, seat, T.S_DEALT(role=_name(cards[seat])), {"card": cards[seat]})
            return _enter_step(state._with(phase=NIGHT), events, 0), events
        if kind == "night_start":
            return _enter_step(state._with(phase=NIGHT), events, 0), events
        if kind == "time_up":
            if state.timeup is False and cfg.app and cfg.opts["auto_complete_mandatory"] and _mandatory_choice(state) is not None:
                return state._with(timeup=True), events
            return _enter_step(state, events, state.step + 1), events
        if kind == "fallback":
            who = actor(state)
            assert who is not None
            inner = Action(action["choice"], who[0], {k: v for k, v in action.params.items() if k != "choice"})
            state = _snap(state, events, who[0], T.S_AUTO(), {"auto": inner.type})
            state = self._night_action(state, inner, events)
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
            return self._night_action(state, action, events), events
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

    def _night_action(self, state: State, action: Action, events: list[Event]) -> State:
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
            return _snap(state, events, seat, T.S_COPY(player=names[t], role=_name(face)), {"target": t, "card": face})
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
            return _snap(state, events, seat, T.S_VIEW_PLAYER(player=names[t], role=_name(pos[t])), {"target": t, "card": pos[t]})
        if kind == "view_center":
            p = cfg.pos_of(action["card"])
            assert p is not None
            state = state._with(sub=DONE)
            return _snap(state, events, seat, T.S_VIEW_CENTER(card=action["card"], role=_name(pos[p])),
                         {"center": action["card"], "card": pos[p]})
        if kind == "seer_center":
            state = state._with(sub=DONE)
            for label in action["cards"]:
                p = cfg.pos_of(label)
                assert p is not None
                state = _snap(state, events, seat, T.S_VIEW_CENTER(card=label, role=_name(pos[p])), {"center": label, "card": pos[p]})
            return state
        if kind == "investigate":
            t = action["target"]
            face = pos[t]
            seen = (*state.seen, t)
            state = _snap(state._with(seen=seen), events, seat, T.S_VIEW_PLAYER(player=names[t], role=_name(face)),
                          {"target": t, "card": face})
            if face in D.WOLF_ROLES or face == D.TANNER:
                new_role = D.WEREWOLF if face in D.WOLF_ROLES else D.TANNER
                key: Any = seat if cfg.opts["pi_conversion_follows"] == "player" else (D.DOPPELGANGER if doppel else D.PI)
                state = state._with(conv=(*state.conv, (key, new_role)), sub=DONE)
                return _snap(state, events, seat, T.S_CONVERT(role=_name(new_role)), {"conversion": new_role})
            return state._with(sub=DONE) if len(seen) >= 2 else state
        if kind == "rob":
            t = action["target"]
            state = state._with(pos=_swap(pos, seat, t), sub=DONE)
            return _snap(state, events, seat, T.S_ROB(player=names[t], role=_name(pos[t])), {"target": t, "card": pos[t]})
        if kind == "witch_view":
            p = cfg.pos_of(action["card"])
            assert p is not None
            state = state._with(sub=WITCH_SWAP, witch_card=p)
            return _snap(state, events, seat, T.S_VIEW_CENTER(card=action["card"], role=_name(pos[p])),
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
            movable = _idiot_movable(state, seat)
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
            msg = (T.S_REVEAL_UP if stays else T.S_REVEAL_DOWN)(player=names[t], role=_name(face))
            return _snap(state, events, seat, msg, {"target": t, "card": face, "face_up": stays})
        if kind == "curate":
            t = action["target"]
            state = state._with(draw_for=t, sub=DONE)
            return _snap(state, events, seat, T.S_CURATE(player=names[t]), {"curate": t})
        raise AssertionError(kind)

    # -- views -----------------------------------------------------------------------------------------
    def result(self, state: State) -> Result | None:
        return state.result_

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
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
            sid = _step_id(state)
            wake = _wake_line(cfg, sid)
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
            choices = _reveal_choices(state)
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
            out["moderator"] = self._moderator(state)
        elif isinstance(viewer, int) and 0 <= viewer < cfg.n:
            out["seat"] = viewer
            out["known"] = [{k: (v.to_json() if isinstance(v, Msg) else v) for k, v in d.items()}
                            for s, d in state.known if s == viewer]
            who = actor(state)
            out["awake"] = who is not None and who[0] == viewer
            if state.phase in (VOTE, OVER):
                out["my_vote"] = state.votes[viewer]
        return out

    def _moderator(self, state: State) -> dict[str, Any]:
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

    def seat_secrets(self, state: State) -> Mapping[int, Sequence[str]]:
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

    # -- narration ---------------------------------------------------------------------------------------
    def script(self, setup: Setup) -> list[ScriptStep]:
        cfg = self.config(setup)
        pause = float(cfg.opts["step_seconds"])
        steps = [ScriptStep("onuw.close_eyes", D.T_CLOSE_EYES(), D.FRAME_SECONDS)]
        ids = cfg.steps
        for i, sid in enumerate(ids):
            step = D.STEP_BY_ID[sid]
            role = "werewolf" if sid == "werewolves" else step.role
            wake = _wake_line(cfg, sid)
            steps.append(ScriptStep(f"onuw.{sid}.wake", Msg(wake), D.speech_allowance(str(wake)) + pause, role))
            followed_by_minion_part = sid == "doppelganger" and i + 1 < len(ids) and ids[i + 1] == "doppelganger_minion"
            if not followed_by_minion_part:
                steps.append(ScriptStep(f"onuw.{sid}.close", Msg(_close_line(cfg, sid)), D.CLOSE_SECONDS, role))
        if not cfg.app:
            steps.append(ScriptStep("onuw.nudge", D.T_NUDGE(), D.FRAME_SECONDS))
        steps.append(ScriptStep("onuw.wake_up", D.T_WAKE_UP(), D.FRAME_SECONDS))
        if D.CURATOR in cfg.roles_set and cfg.pool:
            steps.append(ScriptStep("onuw.artifact_look", D.T_ARTIFACT_LOOK(), D.speech_allowance(str(D.T_ARTIFACT_LOOK)) + pause))
        day = int(cfg.opts["day_seconds"])
        minutes = f"{day / 60:g}"
        steps.append(ScriptStep("onuw.day", D.T_DAY_TIMER(minutes=minutes), float(day)))
        steps.append(ScriptStep("onuw.vote", D.T_VOTE(), D.VOTE_COUNTDOWN_SECONDS))
        sword = D.CURATOR in cfg.roles_set and D.SWORD in cfg.pool
        if not cfg.app and (D.BODYGUARD in cfg.roles_set or sword):
            steps.append(ScriptStep("onuw.bodyguard_reveal", D.T_BODYGUARD_REVEAL(), D.FRAME_SECONDS))
        return steps


def _fallback_inner(action: Action, choice: Choice | None) -> Action | None:
    if choice is None or action.get("choice") != choice.type:
        return None
    return Action(choice.type, choice.player, {k: v for k, v in action.params.items() if k != "choice"})

__all__ = ["OPTION_SPECS", "Config", "OneNight", "State", "artifact_pool", "center_werewolf", "excluded_artifacts", "night_steps"]
