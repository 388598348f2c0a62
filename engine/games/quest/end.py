"""The end of a Quest game: physical mode's revealed cards and their audit, then the score and the result."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from engine.core import PUBLIC, Action, Event, Result
from engine.i18n import Msg

from . import data as d
from . import rules
from . import state as s
from . import texts as t
from .rules import next_unrevealed, seat_name
from .state import QuestState, evolve

REASONS = {
    "hunt_cleric": t.R_HUNT_CLERIC, "hunt_arthur": t.R_HUNT_ARTHUR, "hunt_both": t.R_HUNT_BOTH,
    "hunt_missed": t.R_HUNT_MISSED,
}


def conclude(state: QuestState, ev: list[Event]) -> QuestState:
    """The game's deciding step is done: score it, or first ask for the revealed cards (physical mode)."""
    if state.cfg.app:
        return score(state, ev)
    revealed: list[str | None] = [None] * state.cfg.n
    if state.revealer is not None:
        revealed[state.revealer] = d.REVEALER
    if state.hunter is not None:
        revealed[state.hunter] = d.BLIND_HUNTER
    state = evolve(state, phase=s.REVEAL_ROLES, revealed=tuple(revealed))
    if next_unrevealed(state) is None:  # pragma: no cover - at least two seats are never revealed in play
        return score(state, ev)
    return state


def score(state: QuestState, ev: list[Event]) -> QuestState:
    cfg = state.cfg
    roles = state.roles
    assert roles is not None
    joined: tuple[int, ...] = ()
    if state.ending == s.END_SUCCESSES:
        winner, reason = d.GOOD, t.R_THREE_SUCCESSES()
    elif state.ending == s.END_NO_HUNTER:
        winner, reason = d.GOOD, t.R_ERRATA_NO_HUNTER()
    elif state.ending == s.END_HUNT:
        winner, key = rules.hunt_outcome(cfg, roles, state.namings)
        reason = REASONS[key]()
    else:
        ok = rules.last_chance_ok(roles, state.hands, state.revealer)
        leaders = state.leaders[:len(state.results)]
        if ok:
            winner, reason = d.GOOD, t.R_LAST_CHANCE_OK()
        elif cfg.all_leaders_rule and all(rules.side(roles[p]) == d.EVIL for p in leaders):
            winner, reason = d.GOOD, t.R_ALL_LEADERS_EVIL()
        else:
            winner, reason = d.EVIL, t.R_LAST_CHANCE_FAILED()
        joined = rules.mutineers_joining(roles, state.hands)
        for m in joined:
            ev.append(Event("mutineer_joins", PUBLIC, t.R_MUTINEER(player=seat_name(state, m)), {"player": m}))
    final_side = [d.GOOD if p in joined else rules.side(r) for p, r in enumerate(roles)]
    winners = tuple(p for p in range(cfg.n) if final_side[p] == winner)
    result = Result(winner, winners, reason, {
        "ending": state.ending, "roles": list(roles), "set_aside": list(state.set_aside),
        "mutineers_joined": list(joined), "audit": [dict(f) for f in state.audit],
    })
    ev.append(Event("game_over", PUBLIC, reason, {"side": winner, "winners": list(winners), "roles": list(roles)}))
    return evolve(state, outcome=result, phase=s.OVER, queue=())


def _audit(state: QuestState) -> tuple[dict[str, int | str], ...]:
    """Physical mode: what the revealed cards say the table got wrong (reported, never reversed; §5.12)."""
    roles = state.roles
    assert roles is not None
    found: list[dict[str, int | str]] = []
    for q, team in enumerate(state.teams[:len(state.fails)]):
        low = high = 0
        for p in team:
            lo, hi = rules.fail_range(roles[p], state.magic[q] == p, q + 1)
            low, high = low + lo, high + hi
        if not low <= state.fails[q] <= high:
            found.append({"kind": "quest_fails", "quest": q + 1, "fails": state.fails[q], "low": low, "high": high})
    if state.ending == s.END_HUNT and rules.cleric_breach(state.cfg, roles, state.namings):
        found.append({"kind": "hunt_cleric"})
    # "Nobody revealed it" (possible with Unknown Roles) against the cards shown at the end.
    if state.failures >= state.cfg.fails_to_final and state.revealer is None:
        found += [{"kind": "revealer_missing", "player": p} for p in rules.seats_with(roles, d.REVEALER)]
    if state.hunt_reason in (s.HUNT_VOTE, s.HUNT_ERRATA) and state.hunter is None:
        found += [{"kind": "hunter_missing", "player": p} for p in rules.seats_with(roles, d.BLIND_HUNTER)]
    if state.vote_fails is not None:
        high = sum(1 for r in roles if rules.side(r) == d.EVIL)
        if state.vote_fails > high:
            found.append({"kind": "vote_fails", "fails": state.vote_fails, "high": high})
    if state.lowered:
        before = dict(state.pointed)
        for p, r in enumerate(roles):
            count = len(before.get(p, ()))
            if rules.side(r) == d.GOOD:
                bad = count != (1 if r == d.APPRENTICE else 2)
            else:
                bad = count not in ((0, 2) if r == d.MUTINEER else (0,))
            if bad:
                found.append({"kind": "hands", "player": p, "role": r, "count": count})
    return tuple(found)


def _audit_msg(state: QuestState, f: Mapping[str, Any]) -> Msg:
    if f["kind"] == "quest_fails":
        problem = t.AU_QUEST_FAILS(quest=f["quest"], fails=f["fails"], low=f["low"], high=f["high"])
    elif f["kind"] == "vote_fails":
        problem = t.AU_VOTE(fails=f["fails"], high=f["high"])
    elif f["kind"] == "hunt_cleric":
        problem = t.AU_HUNT_CLERIC()
    elif f["kind"] == "revealer_missing":
        problem = t.AU_REVEALER_MISSING(player=seat_name(state, f["player"]))
    elif f["kind"] == "hunter_missing":
        problem = t.AU_HUNTER_MISSING(player=seat_name(state, f["player"]))
    else:
        problem = t.AU_HANDS(player=seat_name(state, f["player"]), role=d.ROLES[f["role"]].name, count=f["count"])
    return t.EV_AUDIT(problem=problem)


def do_reveal_role(state: QuestState, a: Action, ev: list[Event]) -> QuestState:
    seat = a.player
    assert seat is not None
    revealed = list(state.revealed)
    revealed[seat] = a["role"]
    ev.append(Event("role_revealed", PUBLIC, t.EV_ROLE_REVEALED(player=seat_name(state, seat), role=d.ROLES[a["role"]].name),
                    {"player": seat, "role": a["role"]}))
    state = evolve(state, revealed=tuple(revealed))
    if next_unrevealed(state) is not None:
        return state
    roles = tuple(r for r in state.revealed if r is not None)
    aside = Counter(state.cfg.role_list)
    aside.subtract(roles)
    state = evolve(state, roles=roles, set_aside=tuple(sorted(aside.elements())))
    state = evolve(state, audit=_audit(state))
    for finding in state.audit:
        ev.append(Event("audit", PUBLIC, _audit_msg(state, finding), dict(finding)))
    return score(state, ev)
