"""One Night's rules as pure questions about a state: who is awake, whose card may be touched, the night's lines,
the final roles, who dies and who wins, what the physical reveal asks next."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.i18n import Msg, Text

from . import data as D  # noqa: N812 - the rules tables, used everywhere
from . import texts as T  # noqa: N812 - the messages
from .config import Config
from .state import COPY, LONE_WOLF, NIGHT, State


def role_name(role: str) -> Text:
    return D.ROLE_NAMES[role]


def player_label(state: State, player: int | None) -> str:
    """A seat's name in a message, "?" for no seat or one outside the table."""
    return "?" if player is None or not 0 <= player < state.cfg.n else state.cfg.names[player]


def seat_of(state: State, role: str) -> int | None:
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


def step_id(state: State) -> str:
    return state.cfg.steps[state.step]


def wolf_seats(state: State, roles: frozenset[str]) -> tuple[int, ...]:
    return tuple(s for s in range(state.cfg.n) if identity(state, s) in roles)


def lone_wolf(state: State) -> int | None:
    cfg = state.cfg
    if not cfg.opts["lone_wolf"]:
        return None
    awake = wolf_seats(state, D.WAKING_WOLVES)
    if len(awake) != 1:
        return None
    if cfg.opts["dream_wolf_blocks_lone_wolf"] and wolf_seats(state, frozenset({D.DREAM_WOLF})):
        return None
    return awake[0]


def actor(state: State) -> tuple[int, str, bool] | None:
    """Who is awake and may act in the current night step: (seat, role acted as, acting as the Doppelgänger)."""
    if state.phase != NIGHT or not state.cfg.app:
        return None
    sid = step_id(state)
    if sid == "doppelganger":
        seat = seat_of(state, D.DOPPELGANGER)
        if seat is None:
            return None
        return seat, (D.DOPPELGANGER if state.sub == COPY else state.copy or D.DOPPELGANGER), True
    if sid == "werewolves":
        seat = lone_wolf(state)
        return None if seat is None else (seat, LONE_WOLF, False)
    if sid in ("doppelganger_revealer", "doppelganger_curator"):
        role = D.REVEALER if sid == "doppelganger_revealer" else D.CURATOR
        seat = seat_of(state, D.DOPPELGANGER)
        return (seat, role, True) if seat is not None and state.copy == role else None
    if sid in ("doppelganger_minion", "doppelganger_insomniac", "minion", "masons", "insomniac"):
        return None
    role = D.STEP_BY_ID[sid].role
    seat = seat_of(state, role)
    return None if seat is None else (seat, role, False)


def unshielded_others(state: State, seat: int) -> tuple[int, ...]:
    shields = state.shields
    return tuple(s for s in range(state.cfg.n) if s != seat and s not in shields)


def pool_left(state: State) -> tuple[str, ...]:
    used = {a for _, a in state.arts}
    return tuple(a for a in state.cfg.pool if a not in used)


def alpha_excluded(state: State, seat: int, doppel: bool) -> frozenset[int]:
    if doppel:
        return frozenset({state.target}) if state.target is not None else frozenset()
    return frozenset(wolf_seats(state, D.WOLF_ROLES))


def idiot_movable(state: State, seat: int) -> list[int]:
    return [s for s in range(state.cfg.n) if s != seat and s not in state.shields]


def witch_targets(state: State, seat: int, doppel: bool) -> tuple[int, ...]:
    own_ok = not doppel or state.cfg.opts["doppel_witch_self_swap"]
    return tuple(t for t in range(state.cfg.n) if t not in state.shields and (own_ok or t != seat))


def wake_line(cfg: Config, sid: str) -> Text:
    if sid != "werewolves":
        return D.STEP_BY_ID[sid].wake
    dream = D.DREAM_WOLF in cfg.roles_set
    lone = cfg.opts["lone_wolf"]
    if dream:
        if not lone:
            return D.T_WEREWOLVES_WAKE_DREAM
        return D.T_WEREWOLVES_WAKE_DREAM_LONE if cfg.opts["dream_wolf_blocks_lone_wolf"] else D.T_WEREWOLVES_WAKE_DREAM_LONE_AWAKE
    return D.T_WEREWOLVES_WAKE_LONE if lone else D.T_WEREWOLVES_WAKE


def close_line(cfg: Config, sid: str) -> Text:
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


def reveal_next(state: State) -> tuple[str, Any] | None:
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


def remaining_faces(state: State) -> tuple[str, ...]:
    cfg = state.cfg
    pool = list(cfg.deck) + ([state.cw] if state.cw else [])
    for face in state.pos:
        pool.remove(face)
    out: list[str] = []
    for face in pool:
        if face not in out:
            out.append(face)
    return tuple(out)


def position_text(cfg: Config, pos: int) -> Msg | str:
    return T.CARD_OF(player=cfg.names[pos]) if pos < cfg.n else cfg.labels[pos]
