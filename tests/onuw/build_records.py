"""Writes the One Night records: the reference's worked examples (tests/onuw/records/) and the docs examples.

Run from the project root: ``.venv/bin/python -m tests.onuw.build_records``. Each record is played once here
(so a wrong record is never written); tests/onuw/test_records.py replays the files themselves.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.games.onuw import GAME
from engine.record import parse_record, replay

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "tests" / "onuw" / "records"
DOCS = ROOT / "docs" / "examples"

NAMES4 = ["Ana", "Ben", "Cleo", "Dev"]
NAMES5 = [*NAMES4, "Eli"]
NAMES6 = [*NAMES5, "Fay"]


def _steps(players: list[str], deck: list[str], options: dict[str, Any]) -> tuple[str, ...]:
    from engine.core import Setup
    setup = Setup("onuw", tuple(players), tuple(deck), GAME.options_with_defaults(options))
    return GAME.config(setup).steps


def app_record(title: str, players: list[str], deck: list[str], deal: list[str], night: dict[str, list[dict[str, Any]]],
               votes: list[int], expect: dict[str, Any], options: dict[str, Any] | None = None,
               chance: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """An app-mode record: the deal, every night step (its actions, then the clock's time_up), the day and the votes."""
    options = {"mode": "app", **(options or {})}
    actions: list[dict[str, Any]] = [{"type": "deal", "cards": deal}]
    steps = _steps(players, deck, options)
    unknown = set(night) - set(steps)
    assert not unknown, f"{title}: steps not in this night: {unknown}"
    for sid in steps:
        actions += night.get(sid, [])
        actions.append({"type": "time_up", "note": f"end of step {sid}"})
    actions.append({"type": "end_day"})
    actions += [{"type": "vote", "player": p, "target": t} for p, t in enumerate(votes)]
    record = {"format": "tablekeeper-record", "version": 1, "title": title, "game": "onuw", "players": players, "roles": deck,
              "options": options}
    if chance:
        record["chance"] = chance
    record["actions"] = actions
    record["expect_result"] = expect
    return record


def physical_record(title: str, players: list[str], deck: list[str], cards: list[str], votes: list[int | None],
                    expect: dict[str, Any], options: dict[str, Any] | None = None, copy: str | None = None,
                    pi: list[tuple[str, str]] | None = None, artifacts: dict[int, str] | None = None) -> dict[str, Any]:
    """A physical-mode record: the narrated night (time_up per step), the votes, then what the table reveals."""
    options = {"mode": "physical", **(options or {})}
    actions: list[dict[str, Any]] = [{"type": "time_up", "note": f"end of step {sid}"} for sid in _steps(players, deck, options)]
    actions.append({"type": "end_day"})
    actions += [{"type": "vote", "player": p, "target": t} for p, t in enumerate(votes) if t is not None]
    if any(t is None for t in votes):
        actions.append({"type": "close_vote"})
    labels = [str(i) for i in range(len(players))] + ["C1", "C2", "C3", "CW"]
    actions += [{"type": "reveal_card", "position": labels[i], "role": face} for i, face in enumerate(cards)]
    if "doppelganger" in deck:
        actions.append({"type": "reveal_copy", "role": copy or "none"})
    for card, conversion in pi or []:
        actions.append({"type": "reveal_pi", "card": card, "conversion": conversion})
    if "curator" in deck:
        placed = 0
        for seat in range(len(players)):
            art = (artifacts or {}).get(seat, "none")
            actions.append({"type": "reveal_artifact", "seat": seat, "artifact": art})
            placed += art != "none"
            if placed >= 1 + (copy == "curator"):
                break
    return {"format": "tablekeeper-record", "version": 1, "title": title, "game": "onuw", "players": players, "roles": deck,
            "options": options, "actions": actions, "expect_result": expect}


def act(kind: str, player: int, **params: Any) -> dict[str, Any]:
    return {"type": kind, "player": player, **params}


def refused(kind: str, player: int, code: str, **params: Any) -> dict[str, Any]:
    return {"type": kind, "player": player, **params, "expect_error": code}


def examples() -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    # E1 - Alpha Wolf; the Seer views the Center Werewolf card.
    deck = ["alpha_wolf", "werewolf", "seer", "villager", "villager", "robber", "troublemaker"]
    out["e1"] = app_record(
        "E1: Alpha Wolf; the Seer views the Center Werewolf card", NAMES4, deck,
        ["alpha_wolf", "seer", "villager", "werewolf", "robber", "villager", "troublemaker"],
        {"alpha_wolf": [refused("alpha_swap", 0, "known_werewolf", target=3), refused("alpha_swap", 0, "self_target", target=0),
                        act("alpha_swap", 0, target=2)],
         "seer": [act("seer_center", 1, cards=["C2", "CW"])]},
        [1, 2, 0, 1], {"side": "werewolf", "winners": ["Ana", "Cleo", "Dev"]}, {"center_werewolf": "werewolf"})
    # E2 - Sentinel shield blocks the Robber and the Village Idiot.
    deck = ["sentinel", "werewolf", "werewolf", "robber", "village_idiot", "seer", "villager", "villager"]
    out["e2"] = app_record(
        "E2: the Sentinel's shield blocks the Robber and the Village Idiot", NAMES5, deck,
        ["sentinel", "werewolf", "robber", "village_idiot", "seer", "werewolf", "villager", "villager"],
        {"sentinel": [refused("shield", 0, "self_target", target=0), act("shield", 0, target=1)],
         "werewolves": [act("view_center", 1, card="C2")],
         "seer": [refused("seer_player", 4, "shielded", target=1), act("seer_center", 4, cards=["C1", "C3"])],
         "robber": [refused("rob", 2, "shielded", target=1), act("rob", 2, target=4)],
         "village_idiot": [act("idiot_move", 3, direction="left")]},
        [1, 4, 1, 1, 1], {"side": "village", "winners": ["Ana", "Cleo", "Dev", "Eli"]})
    # E3 - The Witch gives herself a Werewolf.
    deck = ["witch", "werewolf", "werewolf", "troublemaker", "seer", "villager"]
    out["e3"] = app_record(
        "E3: the Witch gives herself a Werewolf", NAMES4[:3], deck,
        ["witch", "werewolf", "troublemaker", "werewolf", "seer", "villager"],
        {"werewolves": [act("view_center", 1, card="C3")],
         "witch": [act("witch_view", 0, card="C1"), refused("witch_view", 0, "must_swap", card="C2"), act("witch_swap", 0, target=0)]},
        [2, 2, 1], {"side": "werewolf", "winners": ["Ana", "Ben"]})
    # E4 - P.I. sees the Doppelganger, then the Tanner.
    deck = ["doppelganger", "paranormal_investigator", "tanner", "werewolf", "werewolf", "villager", "seer"]
    out["e4"] = app_record(
        "E4: the P.I. sees the Doppelgänger, then the Tanner", NAMES4, deck,
        ["doppelganger", "paranormal_investigator", "tanner", "werewolf", "werewolf", "villager", "seer"],
        {"doppelganger": [act("copy", 0, target=3)],
         "paranormal_investigator": [act("investigate", 1, target=0), refused("investigate", 1, "already_viewed", target=0),
                                     act("investigate", 1, target=2), refused("investigate", 1, "already_acted", target=3)]},
        [1, 3, 1, 1], {"side": "tanner", "winners": ["Ben"]})
    # E5 - Doppelganger copies the Insomniac.
    deck = ["doppelganger", "insomniac", "robber", "werewolf", "werewolf", "villager", "seer"]
    out["e5"] = app_record(
        "E5: the Doppelgänger copies the Insomniac", NAMES4, deck,
        ["doppelganger", "insomniac", "robber", "werewolf", "werewolf", "villager", "seer"],
        {"doppelganger": [act("copy", 0, target=1)],
         "werewolves": [act("view_center", 3, card="C2")],
         "robber": [act("rob", 2, target=0)]},
        [3, 3, 3, 2], {"side": "village", "winners": ["Ana", "Ben", "Cleo"]})
    # E6 - Revealer and a converted P.I.
    deck = ["revealer", "werewolf", "werewolf", "paranormal_investigator", "tanner", "villager", "villager", "seer"]
    out["e6"] = app_record(
        "E6: the Revealer and a converted P.I.", NAMES5, deck,
        ["revealer", "werewolf", "paranormal_investigator", "tanner", "villager", "werewolf", "seer", "villager"],
        {"werewolves": [act("view_center", 1, card="C1")],
         "paranormal_investigator": [act("investigate", 2, target=4), act("investigate", 2, target=1)],
         "revealer": [act("reveal", 0, target=2)]},
        [1, 3, 3, 1, 1], {"side": "village", "winners": ["Ana", "Eli"]})
    # E7 - Bodyguard and a tie (and the variant).
    deck = ["bodyguard", "werewolf", "werewolf", "seer", "villager", "villager", "hunter", "troublemaker", "minion"]
    deal = ["bodyguard", "werewolf", "seer", "villager", "hunter", "minion", "werewolf", "villager", "troublemaker"]
    night = {"werewolves": [act("view_center", 1, card="C3")], "seer": [act("seer_player", 2, target=1)]}
    out["e7"] = app_record("E7: the Bodyguard and a tie", NAMES6, deck, deal, night, [2, 2, 1, 1, 5, 2],
                           {"side": "village", "winners": ["Ana", "Cleo", "Dev", "Eli"]})
    out["e7_variant"] = app_record("E7 variant: the protected Seer; the Minion dies", NAMES6, deck, deal, night, [2, 2, 1, 5, 5, 2],
                                   {"side": "werewolf", "winners": ["Ben", "Fay"]})
    # E8 - Tanner and Werewolf both die (and the Hunter variant).
    deck = ["tanner", "werewolf", "werewolf", "hunter", "seer", "robber", "villager", "troublemaker"]
    deal = ["tanner", "werewolf", "hunter", "seer", "robber", "werewolf", "villager", "troublemaker"]
    night = {"werewolves": [act("view_center", 1, card="C2")], "seer": [act("seer_player", 3, target=1)],
             "robber": [act("rob", 4, target=0)]}
    out["e8"] = app_record("E8: a Tanner and a Werewolf both die", NAMES5, deck, deal, night, [4, 4, 1, 1, 0],
                           {"side": "village+tanner", "winners": ["Ana", "Cleo", "Dev", "Eli"]})
    out["e8_hunter"] = app_record("E8 variant: the Hunter takes the Werewolf with her", NAMES5, deck, deal, night, [2, 2, 1, 4, 2],
                                  {"side": "village", "winners": ["Ana", "Cleo", "Dev"]})
    # E9 - Minion with every Werewolf in the center.
    deck = ["minion", "werewolf", "werewolf", "seer", "villager", "villager", "drunk"]
    deal = ["minion", "seer", "villager", "drunk", "werewolf", "werewolf", "villager"]
    night = {"seer": [act("seer_center", 1, cards=["C1", "C2"])], "drunk": [act("drunk_swap", 3, card="C3")]}
    out["e9a"] = app_record("E9a: no Werewolf among the players; the Minion dies", NAMES4, deck, deal, night, [2, 0, 0, 0],
                            {"side": "village", "winners": ["Ben", "Cleo", "Dev"]})
    out["e9b"] = app_record("E9b: no Werewolf among the players; a villager dies", NAMES4, deck, deal, night, [2, 2, 0, 2],
                            {"side": "minion", "winners": ["Ana"]})
    out["e9c"] = app_record("E9c: no Werewolf among the players; nobody dies", NAMES4, deck, deal, night, [1, 2, 3, 0],
                            {"side": "village", "winners": ["Ben", "Cleo", "Dev"]})
    # E10 - The Doppelganger's identity travels with her card.
    deck = ["doppelganger", "werewolf", "werewolf", "robber", "seer", "villager", "troublemaker"]
    out["e10"] = app_record(
        "E10: the Doppelgänger's identity travels with her card", NAMES4, deck,
        ["doppelganger", "werewolf", "robber", "seer", "werewolf", "villager", "troublemaker"],
        {"doppelganger": [act("copy", 0, target=1)], "seer": [act("seer_player", 3, target=0)], "robber": [act("rob", 2, target=0)]},
        [1, 3, 1, 1], {"side": "village", "winners": ["Ana", "Dev"]})
    # E11 - vote-resolution drills, entered as a physical table reveals them.
    five = ["A", "B", "C", "D", "E"]
    deck5 = ["villager", "villager", "villager", "werewolf", "werewolf", "seer", "robber", "troublemaker"]
    cards5 = ["villager", "villager", "seer", "robber", "troublemaker", "werewolf", "werewolf", "villager"]
    out["e11a"] = physical_record("E11a: a tie for most votes: both die", five, deck5, cards5, [1, 0, 0, 1, 2],
                                  {"side": "nobody", "winners": [], "dead": [0, 1]})
    out["e11b"] = physical_record("E11b: one vote each: nobody dies", five, deck5, cards5, [1, 2, 3, 4, 0],
                                  {"side": "village", "winners": five, "dead": []})
    six = ["G", "X", "Y", "Z", "U", "V"]
    deck6 = ["bodyguard", "werewolf", "werewolf", "villager", "villager", "villager", "seer", "robber", "hunter"]
    cards6 = ["bodyguard", "villager", "villager", "villager", "seer", "robber", "werewolf", "werewolf", "hunter"]
    out["e11c"] = physical_record("E11c: the protected player has the most votes, the next most is 1", six, deck6, cards6,
                                  [1, 2, 1, 1, 1, 3], {"side": "village", "winners": six, "dead": [], "counts": [0, 3, 1, 1, 0, 0]})
    cards6h = ["bodyguard", "hunter", "villager", "villager", "seer", "robber", "werewolf", "werewolf", "villager"]
    out["e11d"] = physical_record("E11d: the Hunter dies and takes his target", six, deck6, cards6h, [2, 4, 1, 1, 1, 1],
                                  {"side": "nobody", "winners": [], "dead": [1, 4]})
    out["e11e"] = physical_record("E11e: the Bodyguard protects the Hunter's target", six, deck6, cards6h, [4, 4, 1, 1, 1, 1],
                                  {"side": "nobody", "winners": [], "dead": [1]})
    deck6p = ["curator", "werewolf", "werewolf", "villager", "villager", "villager", "seer", "robber", "hunter"]
    cards6p = ["curator", "villager", "villager", "seer", "robber", "villager", "werewolf", "werewolf", "hunter"]
    out["e11f"] = physical_record("E11f: votes against the Prince do not count", six, deck6p, cards6p, [1, 2, 0, 0, 0, 2],
                                  {"side": "nobody", "winners": [], "dead": [2], "counts": [0, 1, 2, 0, 0, 0]},
                                  {"bonus_artifacts": True}, artifacts={0: "cloak"})
    cards6g = ["curator", "hunter", "villager", "seer", "robber", "villager", "werewolf", "werewolf", "villager"]
    out["e11g"] = physical_record("E11g: the Hunter's shot kills the Prince", six, deck6p, cards6g, [1, 0, 1, 1, 1, 1],
                                  {"side": "nobody", "winners": [], "dead": [0, 1]}, {"bonus_artifacts": True}, artifacts={0: "cloak"})
    eight = [*six, "W", "T"]
    deck8 = ["doppelganger", "bodyguard", "werewolf", "werewolf", "villager", "villager", "villager", "seer", "robber", "troublemaker",
             "drunk"]
    cards8 = ["bodyguard", "doppelganger", "villager", "villager", "villager", "seer", "robber", "troublemaker", "werewolf", "werewolf",
              "drunk"]
    out["e11h"] = physical_record("E11h: two Bodyguards protect X and Y; Z dies", eight, deck8, cards8, [2, 3, 3, 2, 2, 3, 4, 4],
                                  {"side": "nobody", "winners": [], "dead": [4], "protected": [2, 3]}, copy="bodyguard")
    return out


def docs_examples() -> dict[str, dict[str, Any]]:
    """Two complete games for docs/examples: an app-dealt Daybreak night and a physical table."""
    deck = ["sentinel", "doppelganger", "alpha_wolf", "mystic_wolf", "minion", "seer", "paranormal_investigator", "witch",
            "village_idiot", "revealer", "curator", "bodyguard", "hunter"]
    names = ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gia", "Huy", "Ivo", "Jun"]
    app = app_record(
        "A Daybreak night dealt by the app (10 players)", names, deck,
        ["sentinel", "doppelganger", "alpha_wolf", "mystic_wolf", "minion", "seer", "paranormal_investigator", "witch",
         "village_idiot", "revealer", "curator", "bodyguard", "hunter"],
        {"sentinel": [act("shield", 0, target=5)],
         "doppelganger": [act("copy", 1, target=3), act("view_player", 1, target=6)],
         "werewolves": [],
         "alpha_wolf": [refused("alpha_swap", 2, "known_werewolf", target=1), act("alpha_swap", 2, target=7)],
         "mystic_wolf": [act("view_player", 3, target=9)],
         "seer": [refused("seer_player", 5, "self_target", target=5), act("seer_center", 5, cards=["C1", "CW"])],
         "paranormal_investigator": [refused("investigate", 6, "shielded", target=5), act("investigate", 6, target=8),
                                     act("investigate", 6, target=3)],
         "witch": [act("witch_view", 7, card="C3"), act("witch_swap", 7, target=4)],
         "village_idiot": [act("idiot_move", 8, direction="right")],
         "revealer": [act("reveal", 9, target=0)],
         "curator": []},
        [3, 2, 1, 6, 3, 3, 3, 3, 3, 3], {"side": "village", "winners": ["Dev", "Fay", "Huy", "Ivo", "Jun"]},
        {"center_werewolf": "dream_wolf"})
    physical = physical_record(
        "A physical table: base game with a Hunter and a Doppelgänger (6 players)", names[:6],
        ["doppelganger", "werewolf", "werewolf", "minion", "seer", "robber", "troublemaker", "hunter", "villager"],
        ["robber", "werewolf", "doppelganger", "hunter", "minion", "troublemaker", "seer", "werewolf", "villager"],
        [1, 3, 1, 1, 3, 1], {"side": "village", "winners": ["Ana", "Cleo", "Dev", "Fay"]}, copy="seer")
    return {"onuw-app": app, "onuw-physical": physical}


def check(record: dict[str, Any], where: str) -> None:
    outcome = replay(parse_record(json.dumps(record), where))
    if not outcome.ok:
        raise SystemExit(f"{where}: {outcome.error or outcome.mismatch}")


def main() -> None:
    for name, record in examples().items():
        check(record, name)
        (RECORDS / f"{name}.json").write_text(json.dumps(record, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    for name, record in docs_examples().items():
        check(record, name)
        (DOCS / f"{name}.json").write_text(json.dumps(record, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print("records written")


if __name__ == "__main__":
    main()
