"""Castle's hot paths against their plain definitions (issue 18: faster, behaviour kept to the byte).

The open choices of the reaction windows are built from per-seat tables, a profession's public claimants are found
for all seats at once and kept per public position, and the app-mode claimant of a profession is found by its seat.
Over random games of both modes with random options, every state's windows, claims and claimants are compared with
the rules written plainly here, seat by seat (the golden test, tests/golden/, compares whole games; this test names
the shortcut that went wrong).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core import Choice, OneOf, Setup
from engine.games.castle import GAME
from engine.games.castle import data as D  # noqa: N812
from engine.games.castle import rules as R  # noqa: N812
from engine.games.castle import texts as T  # noqa: N812
from engine.games.castle.choices import choices_memo
from engine.games.castle.state import State

ENDING = ("declare", "loge", "fortune")
OPTIONS: dict[str, tuple[Any, ...]] = {
    spec.key: (spec.choices or ((False, True) if isinstance(spec.default, bool) else (spec.default,)))
    for spec in GAME.option_specs() if spec.key not in ("mode", "start_player")
}


def plain_public_claim_ok(s: State, seat: int, prof: str) -> bool:
    """rules.public_claim_ok as the rules say it: nothing the table saw rules the seat out."""
    if s.pub_prof[seat] not in (None, prof):
        return False
    if any(s.pub_prof[other] == prof for other in range(s.cfg.n) if other != seat):
        return False
    return D.PROFESSIONS[prof] or not (s.face_up[seat] and s.pub_prof[seat] == prof)


def plain_claim_ok(s: State, seat: int, prof: str) -> bool:
    if s.cfg.app:
        return s.profs[seat] == prof and (D.PROFESSIONS[prof] or not s.face_up[seat])
    return plain_public_claim_ok(s, seat, prof)


def plain_modifier_options(s: State, seat: int) -> list[str]:
    """rules.modifier_options, before its table of cards: what a seat may show in the modifier phase."""
    f = s.fight
    assert f is not None
    side = R.side_of(f, seat)
    if side is None or side == D.NEUTRAL or f["mixer"] is not None:
        return []
    ring = (D.POISON_RING,) if s.cfg.opts["poison_ring_timing"] == "modifier_phase" else ()
    if side == "attacker":
        items, profs = (D.DAGGER, *ring), (D.THUG, D.DUELIST)
    elif side == "defender":
        items, profs = (D.GLOVES, *ring), (D.GRAND_MASTER, D.DUELIST)
    elif f["late"] or f["duel"]:
        return []
    elif side == D.SWORD:
        items, profs = (D.CASTING_KNIVES,), (D.BODYGUARD,)
    else:
        items, profs = (D.WHIP,), (D.BODYGUARD,)
    if f["duel"]:
        profs = tuple(p for p in profs if p != D.DUELIST)
    if f["late"]:
        items, profs = (), tuple(p for p in profs if p in D.LATE_POWERS)
    used = {card for _, card in f["used"]}
    out = [i for i in items if i not in used and i in s.cfg.in_play and (not s.cfg.app or i in s.hands[seat])]
    return out + [p for p in profs if p not in used and plain_claim_ok(s, seat, p)]


def plain_mixer_ok(s: State, seat: int) -> bool:
    f = s.fight
    assert f is not None
    if seat in (f["attacker"], f["defender"], f["hyp"]) or f["mixer"] is not None:
        return False
    if f["duel"] and s.cfg.opts["duelist_blocks_poison_mixer"]:
        return False
    return plain_claim_ok(s, seat, D.POISON_MIXER)


def plain_window(s: State) -> list[tuple[str, int | None, dict[str, tuple[Any, ...]]]] | None:
    """The open choices of the fight's reaction windows as (type, player, domains), or None for another wait."""
    w, f, cfg = s.wait, s.fight, s.cfg
    if w is None or f is None or s.result is not None:
        return None
    kind = w["kind"]
    out: list[tuple[str, int | None, dict[str, tuple[Any, ...]]]] = []
    if kind == "priest":
        others = [p for p in range(cfg.n) if p != f["attacker"]]
        if not cfg.app:
            return [("no_priest", None, {})] + [("priest", p, {}) for p in others if plain_claim_ok(s, p, D.PRIEST)]
        for p in others:
            if p not in f["answered"]:
                out.append(("no_priest", p, {}))
                if plain_claim_ok(s, p, D.PRIEST):
                    out.append(("priest", p, {}))
        return out
    if kind == "doctor":
        pending = [p for p in range(cfg.n) if p != f["hyp"] and p not in f["answered"]]
        if not cfg.app:
            return [("no_doctor", None, {})] + [("doctor", p, {}) for p in pending if plain_claim_ok(s, p, D.DOCTOR)]
        for p in pending:
            out.append(("no_doctor", p, {}))
            if plain_claim_ok(s, p, D.DOCTOR):
                out.append(("doctor", p, {}))
        return out
    if kind == "modifier":
        for p in [f["prio"]] if cfg.app else range(cfg.n):
            options = plain_modifier_options(s, p)
            if options:
                out.append(("use", p, {"card": tuple(options)}))
            if plain_mixer_ok(s, p):
                out.append(("poison_mixer", p, {"winner": ("attacker", "defender")}))
        out.append(("pass_priority", f["prio"], {}) if cfg.app else ("end_modifiers", None, {}))
    elif kind == "support":
        out.append(("support", w["seat"], {"side": D.SIDES}))
    else:
        return None
    attacker = f["attacker"]
    if f["hyp"] is None and f["hyp_window"] and plain_claim_ok(s, attacker, D.HYPNOTIST):
        if cfg.opts["hypnotist_timing"] == "at_declaration":
            targets = (f["last"],) if f["last"] is not None else ()
        else:
            targets = tuple(int(k) for k in f["decl"])
        if targets:
            out.append(("hypnotize", attacker, {"target": targets}))
    return out


def shape(choice: Choice) -> tuple[str, int | None, dict[str, tuple[Any, ...]]]:
    domains = {}
    for key, domain in choice.params.items():
        assert isinstance(domain, OneOf)
        domains[key] = domain.values
    return choice.type, choice.player, domains


def check_state(s: State) -> int:
    """Compare one state's shortcuts with the plain rules; the number of windows compared."""
    n = s.cfg.n
    for prof in D.PROFESSIONS:
        if s.cfg.app:
            holders = [p for p in range(n) if plain_claim_ok(s, p, prof)]
            assert R.claimant(s, prof) == (holders[0] if holders else None), prof
        else:
            assert R.public_claims(s)[prof] == tuple(p for p in range(n) if plain_public_claim_ok(s, p, prof)), prof
        for seat in range(n):
            assert R.claim_ok(s, seat, prof) == plain_claim_ok(s, seat, prof), (seat, prof)
    if s.fight is not None and s.result is None:
        for seat in range(n):
            assert R.modifier_options(s, seat) == plain_modifier_options(s, seat), seat
    expected = plain_window(s)
    if expected is None:
        return 0
    got = [shape(c) for c in choices_memo(s)]
    assert got == expected, (s.wait, got, expected)
    if s.wait is not None and s.wait["kind"] in ("priest", "doctor", "modifier") and s.cfg.app:
        texts = {"priest": T.I_PRIEST, "doctor": T.I_DOCTOR}
        text = texts.get(s.wait["kind"]) or (T.I_LAST_WORD if s.fight and s.fight["late"] else T.I_MODIFIERS)
        assert all(c.prompt is not None and c.prompt.text == (T.I_HYPNOTIZE if c.type == "hypnotize" else text)
                   for c in choices_memo(s))
    return 1


@pytest.mark.parametrize("mode", ["app", "physical"])
def test_reaction_windows_and_claims_follow_the_plain_rules(mode: str) -> None:
    rng = random.Random(f"shortcuts-{mode}")
    windows = 0
    for game in range(60):
        options = {key: rng.choice(values) for key, values in OPTIONS.items() if key != "scenario_start"}
        n = rng.randint(3, 10)
        setup = Setup("castle", tuple(f"P{i}" for i in range(n)), (), GAME.options_with_defaults({"mode": mode, **options}))
        if any(p.severity == "error" for p in GAME.validate(setup)):
            continue
        state = GAME.start(setup)
        for _ in range(3000):
            if GAME.result(state) is not None:
                break
            step = GAME.chance(state)
            if step is not None:
                action = step.sample(rng)
            else:
                windows += check_state(state)
                choices = GAME.choices(state)
                if state.turns < 12 + game % 20:
                    choices = [c for c in choices if c.type not in ENDING] or choices
                action = rng.choice(choices).sample(rng)
            state, _ = GAME.step(state, action)
    assert windows > 2000  # every kind of reaction window was met many times
