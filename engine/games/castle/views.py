"""Per-viewer views of a state (public, moderator, one seat) and the seat secrets; they read state and rules only."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core import MODERATOR, Viewer
from engine.i18n import Msg

from . import data as D  # noqa: N812 - the component tables
from . import texts as T  # noqa: N812 - the messages
from .choices import choices_memo
from .config import setup_instructions
from .rules import doctor_pending, fight_of, others_of, seat_name, totals
from .state import UNKNOWN, State, deep_copy


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    s = state
    cfg = s.cfg
    over = s.result is not None
    w = s.wait or {}
    out: dict[str, Any] = {
        "phase": s.phase,
        "mode": cfg.opts["mode"],
        "players": list(cfg.names),
        "turn": s.turn if s.phase not in ("setup", "deal", "first_player") else None,
        "turns": s.turns,
        "draw_pile": len(s.pile),
        "profession_stack": len(s.stack),
        "hand_limit": cfg.limit,
        "bags_converted": s.converted,
        "drink_of_power": cfg.odd,
        "waiting": waiting(s),
    }
    seats = []
    f = s.fight
    for p in range(cfg.n):
        seat: dict[str, Any] = {
            "seat": p, "name": cfg.names[p], "items": len(s.hands[p]), "drink": cfg.odd,
            "profession": s.pub_prof[p] if s.face_up[p] or over else None,
            "profession_used": s.face_up[p],
            "known_profession": s.pub_prof[p],
            "active": p == s.turn and s.phase not in ("setup", "deal", "first_player", "over"),
            "side": None, "hypnotised": False,
            "society": s.societies[p] if (s.revealed[p] and s.societies[p] != UNKNOWN) else None,
        }
        if f is not None:
            seat["side"] = "attacker" if p == f["attacker"] else "defender" if p == f["defender"] else f["decl"].get(str(p))
            seat["hypnotised"] = p == f["hyp"]
        seats.append(seat)
    out["seats"] = seats
    if f is not None and s.phase == "fight":
        out["fight"] = fight_view(s)
    if s.phase == "setup":
        out["setup_instructions"] = [m.to_json() for m in setup_instructions(cfg)]
    choices = list(choices_memo(s))
    line = board_line(s)
    if line is not None:
        out["instruction"] = line.to_json()
    elif choices and choices[0].prompt is not None:
        out["instruction"] = choices[0].prompt.to_json()
    if s.decl is not None and not cfg.app:
        out["declaration"] = {"kind": s.decl["kind"], "seat": s.decl["seat"], "partners": s.decl["partners"],
                              "counts": dict(s.decl["counts"]), "side": s.decl.get("side")}
    if over:
        res = s.result
        assert res is not None
        out["result"] = res.to_json()
        out["societies"] = list(s.societies)
        out["hidden_society"] = s.hidden
        if cfg.app:
            out["hands"] = [sorted(h) for h in s.hands]
            out["professions"] = list(s.profs)
    if viewer == MODERATOR:
        out["moderator"] = moderator_view(s)
    elif isinstance(viewer, int) and 0 <= viewer < cfg.n:
        out["you"] = player_view(s, viewer)
    del w
    return out


def board_line(s: State) -> Msg | None:
    """The board's line for a step whose prompt says "you" to its player: the same step in the third person."""
    w = s.wait
    if w is None or s.result is not None:
        return None
    kind = w["kind"]
    if kind == "sextant_pass":
        return T.B_SEXTANT_PASS()
    texts = {"diplomat_return": T.B_RETURN, "effect_choice": T.B_EFFECT_CHOICE, "coat": T.B_COAT,
             "priest_pay": T.B_PRIEST_PAY, "take": T.B_TAKE, "give_back": T.B_GIVE_BACK}
    if kind == "reply":
        return T.B_REPLY(player=seat_name(s, w["seat"]), offerer=seat_name(s, w["offerer"]))
    text = texts.get(kind)
    return text(player=seat_name(s, w["seat"])) if text is not None else None


def waiting(s: State) -> dict[str, Any] | None:
    """Who the table waits for (public: every prompt of a reaction window goes to everyone eligible by seat)."""
    if s.wait is None:
        return None
    kind = s.wait["kind"]
    players = sorted({c.player for c in choices_memo(s) if c.player is not None})
    if kind in ("priest", "doctor", "ring"):
        if s.cfg.app:
            f = s.fight
            assert f is not None
            if kind == "priest":
                players = [p for p in others_of(s, f["attacker"]) if p not in f["answered"]]
            elif kind == "doctor":
                players = doctor_pending(s)
            else:
                players = list(s.wait["pending"])
        else:
            players = []
    if kind == "support" or kind == "modifier":
        players = [s.wait["seat"]] if kind == "support" else ([fight_of(s)["prio"]] if s.cfg.app else [])
    if kind == "sextant_pass":
        players = [p for p in range(s.cfg.n) if str(p) not in s.wait["picks"]]
    return {"kind": kind, "players": players}


def fight_view(s: State) -> dict[str, Any]:
    f = s.fight
    assert f is not None
    att, dfn = totals(s)
    supporters: dict[str, list[int]] = {D.SWORD: [], D.SHIELD: [], D.NEUTRAL: []}
    for key, side in f["decl"].items():
        if int(key) != f["hyp"]:
            supporters[side].append(int(key))
    if f["duel"]:
        supporters = {D.SWORD: [], D.SHIELD: [], D.NEUTRAL: sorted(int(k) for k in f["decl"])}
    return {
        "attacker": f["attacker"], "defender": f["defender"], "stage": f["stage"], "order": list(f["order"]),
        "declarations": {k: v for k, v in f["decl"].items()}, "hypnotised": f["hyp"], "duel": f["duel"],
        "supporters": supporters, "used": [{"seat": p, "card": c} for p, c in f["used"]],
        "poison_mixer": f["mixer"], "poison_ring": f["ring"], "totals": {"sword": att, "shield": dfn},
        "priority": f["prio"] if s.cfg.app and f["stage"] == "modifiers" else None, "last_word": f["late"],
        "outcome": f["outcome"], "winner": f["winner"], "spoils": f["spoils"], "priest": f["priest"],
    }


def player_view(s: State, seat: int) -> dict[str, Any]:
    cfg = s.cfg
    me: dict[str, Any] = {"seat": seat, "name": cfg.names[seat], "drink": cfg.odd}
    if cfg.app and s.phase != "deal":
        me.update({"society": s.societies[seat], "profession": s.profs[seat], "profession_used": s.face_up[seat],
                   "items": sorted(s.hands[seat])})
    me["known"] = [{**note, "msg": note["msg"].to_json()} for p, note in s.notes if p == seat]
    return me


def moderator_view(s: State) -> dict[str, Any]:
    return {"hands": [list(h) for h in s.hands], "pile": list(s.pile), "stack": list(s.stack), "professions": list(s.profs),
            "face_up": list(s.face_up), "societies": list(s.societies), "hidden": s.hidden, "wait": deep_copy(s.wait),
            "queue": [list(t) for t in s.queue], "fight": deep_copy(s.fight)}


def seat_secrets(state: State) -> Mapping[int, Sequence[str]]:
    s = state
    if s.result is not None or not s.cfg.app or s.phase == "deal":
        return {}
    shown: dict[int, set[str]] = {}
    if s.fight is not None:
        for p, card in s.fight["used"]:
            shown.setdefault(p, set()).add(card)
    out: dict[int, list[str]] = {}
    for p in range(s.cfg.n):
        items: list[str] = []
        if not s.revealed[p]:
            soc = s.societies[p]
            items += [soc, str(D.SOCIETY_NAMES[soc])]
        prof = s.profs[p]
        if s.pub_prof[p] != prof:
            items += [prof, str(D.PROFESSION_NAMES[prof])]
        for card in sorted(set(s.hands[p]) - shown.get(p, set())):
            items += [card, str(D.ITEM_NAMES[card])]
        out[p] = items
    return out
