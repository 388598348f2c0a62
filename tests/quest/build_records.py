"""Builds the Quest records: the reference's worked examples (tests/quest/records/) and docs/examples/quest-*.json.

    .venv/bin/python -m tests.quest.build_records      # rewrite the JSON files

The records are written by this script so that each one is readable as the example it plays; the test
suite checks the files equal what this script builds and that each replays to its expected result.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "tests" / "quest" / "records"
DOCS = ROOT / "docs" / "examples"

S, F = "success", "fail"


class Rec:
    """A record under construction; seats are given by name."""

    def __init__(self, title: str, players: list[str], roles: list[str] | None = None, *,
                 dealt: list[str] | None = None, set_aside: list[str] | None = None,
                 options: dict[str, Any] | None = None, first: str | None = None) -> None:
        self.players = players
        self.options = options or {}
        self.physical = self.options.get("mode") == "physical"
        self.data: dict[str, Any] = {"format": "tablekeeper-record", "version": 1, "title": title, "game": "quest",
                                     "players": players, "roles": roles if roles is not None else list(dealt or []),
                                     "options": self.options}
        chance: list[dict[str, Any]] = []
        if first is not None:
            chance.append({"type": "first_leader", "seat": self.seat(first)})
        if dealt is not None and not self.physical:
            chance.append({"type": "deal", "roles": dealt, "set_aside": sorted(set_aside or [])})
        if chance:
            self.data["chance"] = chance
        self.actions: list[dict[str, Any]] = []
        self.data["actions"] = self.actions
        self.dealt = dealt

    def seat(self, name: str) -> int:
        return self.players.index(name)

    def act(self, type_: str, who: str | None = None, /, *, error: str | None = None, note: str | None = None,
            **params: Any) -> Rec:
        entry: dict[str, Any] = {"type": type_}
        if who is not None:
            entry["player"] = self.seat(who)
        entry.update(params)
        if error:
            entry["expect_error"] = error
        if note:
            entry["note"] = note
        self.actions.append(entry)
        return self

    # -- common steps ----------------------------------------------------------------------------------
    def start(self, leader_loyalty: str | None = None) -> Rec:
        if leader_loyalty is not None and not self.physical:
            first = self.data["chance"][0]["seat"]
            self.act("leader_loyalty", self.players[first], card=leader_loyalty)
        return self.act("reveal_done")

    def quest(self, leader: str, team: list[str], magic: str, cards: dict[str, str]) -> Rec:
        self.act("team", leader, players=sorted(self.seat(p) for p in team))
        self.act("magic", leader, holder=self.seat(magic))
        if self.physical:
            return self.act("quest_result", fails=sum(1 for c in cards.values() if c == F))
        for p in team:
            self.act("quest_card", p, card=cards.get(p, S))
        return self

    def next_leader(self, leader: str, new: str) -> Rec:
        return self.act("next_leader", leader, leader=self.seat(new))

    def amulet(self, leader: str, holder: str, target: str, shows: str) -> Rec:
        self.act("amulet", leader, holder=self.seat(holder))
        self.act("amulet_check", holder, target=self.seat(target))
        if not self.physical:
            self.act("loyalty", target, card=shows)
        return self

    def point(self, hands: dict[str, list[str]]) -> Rec:
        for p in self.players:
            if p in hands:
                self.act("point", p, targets=sorted(self.seat(x) for x in hands[p]))
        return self

    def reveal_roles(self, face_up: tuple[str, ...] = ()) -> Rec:
        """The cards shown at the end; ``face_up`` seats showed theirs during the game (Revealer, Blind Hunter)."""
        assert self.dealt is not None
        for p, role in zip(self.players, self.dealt, strict=True):
            if p not in face_up:
                self.act("reveal_role", p, role=role)
        return self

    def expect(self, side: str, winners: list[str]) -> dict[str, Any]:
        self.data["expect_result"] = {"side": side, "winners": winners}
        return self.data

    def done(self) -> dict[str, Any]:
        return self.data


FIVE = ["Jennifer", "Deshawn", "Evie", "Farah", "Gus"]
NAMES = ["Amir", "Bea", "Chloe", "Diego", "Elif", "Farid", "Greta", "Hiro", "Ines", "Jonas"]


def ex1(physical: bool = False) -> dict[str, Any]:
    """Example 1: Jennifer leads; Deshawn (Morgan le Fay) holds the Magic Token and plays Fail."""
    dealt = ["loyal_servant", "morgan", "loyal_servant", "scion", "loyal_servant"]
    opts = {"mode": "physical"} if physical else {}
    r = Rec("Example 1: the rulebook's quest example (Morgan le Fay with the Magic Token)" + (", physical" if physical else ""),
            FIVE, ["loyal_servant", "loyal_servant", "loyal_servant", "morgan", "scion"], dealt=dealt, options=opts,
            first="Jennifer")
    r.start()
    r.act("team", "Jennifer", players=[0, 1, 2], error="team_size", note="quest 1 needs 2 players")
    r.act("team", "Jennifer", players=[0, 0], error="team_size", note="one Team token per player")
    r.act("team", "Jennifer", players=[0, 1])
    r.act("magic", "Jennifer", holder=2, error="magic_not_on_team", note="Evie is not on the team")
    r.act("magic", "Jennifer", holder=1)
    if physical:
        r.act("quest_result", fails=3, error="fails_range", note="at most 2 Fails on a team of 2")
        r.act("quest_result", fails=1)
    else:
        r.act("quest_card", "Jennifer", card=F, error="good_must_succeed")
        r.act("quest_card", "Evie", card=S, error="not_on_team")
        r.act("quest_card", "Jennifer", card=S)
        r.act("quest_card", "Deshawn", card=F, note="legal only because Deshawn is Morgan le Fay")
    r.act("next_leader", "Jennifer", leader=0, error="veteran_leader", note="Jennifer holds a Veteran token")
    return r.done()


def ex1_scion() -> dict[str, Any]:
    """Example 1, counter-case: the same Fail from the Scion holding the Magic Token is refused."""
    dealt = ["loyal_servant", "scion", "loyal_servant", "morgan", "loyal_servant"]
    r = Rec("Example 1, counter-case: the Scion with the Magic Token must play Success", FIVE,
            ["loyal_servant", "loyal_servant", "loyal_servant", "morgan", "scion"], dealt=dealt, first="Jennifer")
    r.start()
    r.act("team", "Jennifer", players=[0, 1]).act("magic", "Jennifer", holder=1)
    r.act("quest_card", "Deshawn", card=F, error="magic_must_succeed")
    r.act("quest_card", "Deshawn", card=S).act("quest_card", "Jennifer", card=S)
    return r.done()


STD7 = ["loyal_servant", "loyal_servant", "loyal_servant", "duke", "morgan", "changeling", "minion"]


def ex2_standard(bea_fails: bool) -> dict[str, Any]:
    """Example 2 (standard, 7 players): quest 4 needs two Fails."""
    dealt = ["loyal_servant", "changeling", "loyal_servant", "minion", "morgan", "duke", "loyal_servant"]
    players = NAMES[:7]
    r = Rec("Example 2: standard 7 players, quest 4 needs two Fails" + (" (two Fails)" if bea_fails else " (one Fail)"),
            players, STD7, dealt=dealt, first="Amir")
    r.start()
    r.quest("Amir", ["Amir", "Chloe"], "Amir", {})
    r.next_leader("Amir", "Bea")
    r.quest("Bea", ["Bea", "Diego", "Greta"], "Bea", {"Diego": F})
    r.next_leader("Bea", "Chloe").amulet("Bea", "Elif", "Amir", "good")
    r.quest("Chloe", ["Amir", "Chloe", "Greta"], "Chloe", {})
    r.next_leader("Chloe", "Diego").amulet("Chloe", "Farid", "Bea", "evil")
    r.quest("Diego", ["Amir", "Bea", "Chloe", "Diego"], "Amir", {"Diego": F, "Bea": F if bea_fails else S})
    if bea_fails:
        return r.done()
    return r.expect("good", ["Amir", "Chloe", "Farid", "Greta"])


DC9 = ["cleric", "archduke", "loyal_servant", "youth", "troublemaker", "morgan", "blind_hunter", "minion", "minion", "minion"]


def ex2_dc() -> dict[str, Any]:
    """Example 2 (Director's Cut, 9 players): quests 3 and 4 need two Fails, quest 5 one."""
    dealt = ["cleric", "archduke", "loyal_servant", "youth", "morgan", "blind_hunter", "minion", "minion", "minion"]
    players = NAMES[:9]
    r = Rec("Example 2: Director's Cut 9 players, two-fail quests 3 and 4", players, DC9, dealt=dealt,
            set_aside=["troublemaker"], options={"variant": "directors_cut"}, first="Amir")
    r.start(leader_loyalty="good")
    r.quest("Amir", ["Amir", "Bea", "Elif", "Farid"], "Amir", {"Elif": F})
    r.next_leader("Amir", "Bea")
    r.quest("Bea", ["Amir", "Bea", "Chloe"], "Bea", {})
    r.next_leader("Bea", "Chloe").amulet("Bea", "Diego", "Greta", "evil")
    r.quest("Chloe", ["Chloe", "Elif", "Greta", "Amir"], "Chloe", {"Greta": F})
    r.next_leader("Chloe", "Elif").amulet("Chloe", "Farid", "Hiro", "evil")
    r.quest("Elif", ["Elif", "Greta", "Hiro", "Amir", "Bea"], "Amir", {"Greta": F, "Hiro": F})
    r.next_leader("Elif", "Greta").amulet("Elif", "Hiro", "Ines", "evil")
    r.quest("Greta", ["Greta", "Ines", "Amir", "Bea"], "Amir", {"Ines": F})
    return r.done()


STD8 = ["loyal_servant", "loyal_servant", "loyal_servant", "troublemaker", "duke", "morgan", "changeling", "minion"]


def ex3() -> dict[str, Any]:
    """Example 3 (standard, 8 players): an amulet round with every refusal of §10."""
    dealt = ["loyal_servant", "morgan", "loyal_servant", "minion", "loyal_servant", "duke", "changeling", "troublemaker"]
    players = NAMES[:8]
    r = Rec("Example 3: an amulet round with legality (standard, 8 players)", players, STD8, dealt=dealt, first="Amir")
    r.start()
    r.quest("Amir", ["Amir", "Bea", "Chloe"], "Amir", {"Bea": F})
    r.next_leader("Amir", "Bea")
    r.quest("Bea", ["Bea", "Chloe", "Elif", "Farid"], "Chloe", {})
    r.next_leader("Bea", "Chloe").amulet("Bea", "Diego", "Elif", "good")
    r.quest("Chloe", ["Chloe", "Diego", "Greta", "Hiro"], "Chloe", {"Diego": F})
    for p, code in (("Amir", "veteran_leader"), ("Bea", "veteran_leader"), ("Chloe", "veteran_leader"),
                    ("Diego", "amulet_holder_leader")):
        r.act("next_leader", "Chloe", leader=r.seat(p), error=code)
    r.next_leader("Chloe", "Elif")
    for p, code in (("Amir", "amulet_veteran"), ("Bea", "amulet_veteran"), ("Chloe", "amulet_veteran"),
                    ("Elif", "amulet_new_leader"), ("Diego", "amulet_holder_again")):
        r.act("amulet", "Chloe", holder=r.seat(p), error=code)
    r.act("amulet", "Chloe", holder=r.seat("Greta"))
    for p, code in (("Greta", "amulet_self"), ("Diego", "amulet_target_holder"), ("Elif", "amulet_target_used")):
        r.act("amulet_check", "Greta", target=r.seat(p), error=code)
    r.act("amulet_check", "Greta", target=r.seat("Hiro"))
    r.act("loyalty", "Hiro", card="good", error="troublemaker_must_show_evil")
    r.act("loyalty", "Hiro", card="evil")
    return r.done()


STD7_HUNT = ["loyal_servant", "duke", "cleric", "youth", "morgan", "blind_hunter", "changeling"]


def _ex4_prefix(title: str, arthur: bool) -> Rec:
    first = "arthur" if arthur else "loyal_servant"
    dealt = [first, "duke", "cleric", "youth", "morgan", "blind_hunter", "changeling"]
    roles = [first, *STD7_HUNT[1:]]
    r = Rec(title, NAMES[:7], roles, dealt=dealt, first="Amir")
    r.start(leader_loyalty="good")
    r.quest("Amir", ["Amir", "Elif"], "Amir", {"Elif": F})
    r.next_leader("Amir", "Bea")
    r.quest("Bea", ["Bea", "Farid", "Greta"], "Bea", {"Farid": F})
    r.next_leader("Bea", "Chloe").amulet("Bea", "Diego", "Elif", "evil")
    r.quest("Chloe", ["Chloe", "Elif", "Greta"], "Chloe", {"Greta": F})
    r.act("discussion_done")
    r.act("hunt_decision", "Farid", hunt=True)
    return r


def _name(r: Rec, who: str, role: str, error: str | None = None, note: str | None = None) -> None:
    r.act("hunt_naming", "Farid", target=r.seat(who), role=role, error=error, note=note)


EVIL7 = ["Elif", "Farid", "Greta"]
GOOD7 = ["Amir", "Bea", "Chloe", "Diego"]


def ex4() -> dict[str, dict[str, Any]]:
    """Example 4: a Hunt with the Cleric (and Arthur), standard 7 players."""
    out = {}
    r = _ex4_prefix("Example 4a: a declared pair without the Cleric is refused and declared again", False)
    _name(r, "Bea", "youth")
    _name(r, "Chloe", "loyal_servant", "hunt_needs_cleric")
    _name(r, "Bea", "cleric", "hunt_same_player")
    r.act("hunt_withdraw", "Farid", note="the pair is refused as a whole: Farid declares again")
    _name(r, "Farid", "cleric", "hunt_self")
    _name(r, "Bea", "loyal_servant", note="a Duke may be named Loyal Servant")
    _name(r, "Chloe", "cleric")
    out["ex4a"] = r.expect("evil", EVIL7)
    r = _ex4_prefix("Example 4b: only Good roles are named; Bea is the Duke, not the Youth", False)
    _name(r, "Bea", "morgan", "hunt_role_not_good")
    _name(r, "Bea", "youth")
    _name(r, "Chloe", "cleric")
    out["ex4b"] = r.expect("good", GOOD7)
    r = _ex4_prefix("Example 4c: Diego is the Youth, not the Cleric", False)
    _name(r, "Diego", "cleric")
    _name(r, "Bea", "duke")
    out["ex4c"] = r.expect("good", GOOD7)
    r = _ex4_prefix("Example 4d: Elif is Evil", False)
    _name(r, "Elif", "loyal_servant")
    _name(r, "Chloe", "cleric")
    out["ex4d"] = r.expect("good", GOOD7)
    r = _ex4_prefix("Example 4e: Arthur named first and correctly", True)
    _name(r, "Amir", "arthur")
    _name(r, "Diego", "cleric")
    out["ex4e"] = r.expect("evil", EVIL7)
    r = _ex4_prefix("Example 4f: Arthur named second; the first naming is wrong", True)
    _name(r, "Diego", "cleric")
    _name(r, "Amir", "arthur")
    out["ex4f"] = r.expect("good", GOOD7)
    r = _ex4_prefix("Example 4g: Arthur first still needs the Cleric named", True)
    _name(r, "Amir", "arthur")
    _name(r, "Bea", "duke", "hunt_needs_cleric")
    _name(r, "Chloe", "cleric")
    out["ex4g"] = r.expect("evil", EVIL7)
    return out


STD10 = ["loyal_servant"] * 4 + ["duke", "archduke", "morgan", "minion", "minion", "changeling"]


def _three_fails_10(r: Rec) -> None:
    r.quest("Amir", ["Amir", "Bea", "Greta"], "Amir", {"Greta": F})
    r.next_leader("Amir", "Bea")
    r.quest("Bea", ["Bea", "Chloe", "Hiro", "Amir"], "Bea", {"Hiro": F})
    r.next_leader("Bea", "Chloe").amulet("Bea", "Diego", "Hiro", "evil")
    r.quest("Chloe", ["Chloe", "Ines", "Amir", "Bea"], "Chloe", {"Ines": F})
    r.act("discussion_done")


def ex5(powers: bool) -> dict[str, Any]:
    """Example 5 (standard, 10 players): Good's Last Chance repaired by the Duke and the Archduke."""
    dealt = ["loyal_servant"] * 4 + ["duke", "archduke", "morgan", "minion", "minion", "changeling"]
    r = Rec("Example 5: Good's Last Chance with Duke and Archduke" + ("" if powers else " (no powers used)"),
            NAMES, STD10, dealt=dealt, first="Amir")
    r.start()
    _three_fails_10(r)
    r.act("point", "Amir", targets=[r.seat("Amir"), r.seat("Greta")], error="point_self")
    r.act("point", "Amir", targets=[r.seat("Greta")], error="point_count")
    r.point({"Amir": ["Greta", "Hiro"], "Bea": ["Hiro", "Ines"], "Chloe": ["Greta", "Amir"], "Diego": ["Ines", "Bea"],
             "Elif": ["Greta", "Hiro"], "Farid": ["Ines", "Hiro"], "Greta": ["Amir", "Bea"], "Hiro": ["Chloe", "Diego"],
             "Ines": ["Elif", "Farid"], "Jonas": ["Amir", "Chloe"]})
    if powers:
        r.act("duke", "Elif", hand=[r.seat("Greta"), r.seat("Amir")], error="hand_not_raised",
              note="Greta lowered her hands")
        r.act("duke", "Elif", hand=[r.seat("Chloe"), r.seat("Amir")])
        r.act("archduke", "Farid", move=[r.seat("Diego"), r.seat("Bea"), r.seat("Ines")], error="hand_destination",
              note="Diego's other hand already points at Ines")
        r.act("archduke", "Farid", move=[r.seat("Diego"), r.seat("Bea"), r.seat("Jonas")])
        return r.expect("good", NAMES[:6])
    r.act("duke", "Elif", hand=None).act("archduke", "Farid", move=None)
    return r.expect("evil", NAMES[6:])


STD6 = ["loyal_servant", "loyal_servant", "duke", "morgan", "changeling", "minion"]


def ex6(rule: bool, third_leader: str = "Chloe") -> dict[str, Any]:
    """Example 6 (standard, 6 players): every Leader was Evil."""
    dealt = ["minion", "morgan", "changeling", "loyal_servant", "loyal_servant", "duke"]
    title = "Example 6: every Leader was Evil"
    if not rule:
        title += " (rule off)"
    if third_leader != "Chloe":
        title += " (a Good Leader)"
    r = Rec(title, NAMES[:6], STD6, dealt=dealt, options={} if rule else {"all_leaders_evil_rule": False}, first="Amir")
    r.start()
    r.quest("Amir", ["Amir", "Diego"], "Diego", {"Amir": F})
    r.next_leader("Amir", "Bea")
    r.quest("Bea", ["Bea", "Elif", "Farid"], "Farid", {"Bea": F})
    r.next_leader("Bea", third_leader).amulet("Bea", "Diego" if third_leader == "Chloe" else "Chloe", "Amir", "evil")
    r.quest(third_leader, ["Chloe", "Diego", "Elif", "Farid"], "Diego", {"Chloe": F})
    r.act("discussion_done")
    r.point({"Amir": ["Diego", "Elif"], "Bea": ["Diego", "Farid"], "Chloe": ["Elif", "Farid"], "Diego": ["Amir", "Elif"],
             "Elif": ["Bea", "Chloe"], "Farid": ["Amir", "Diego"]})
    r.act("duke", "Farid", hand=[r.seat("Farid"), r.seat("Diego")])
    if rule and third_leader == "Chloe":
        return r.expect("good", ["Diego", "Elif", "Farid"])
    return r.expect("evil", ["Amir", "Bea", "Chloe"])


STD9_RM = ["loyal_servant"] * 4 + ["duke", "archduke", "morgan", "revealer", "mutineer"]


def ex7(case: str) -> dict[str, Any]:
    """Example 7 (standard, 9 players): the Revealer and the Mutineer in Good's Last Chance."""
    dealt = ["loyal_servant"] * 4 + ["duke", "archduke", "morgan", "revealer", "mutineer"]
    r = Rec(f"Example 7{case.lower()}: Revealer and Mutineer in the Last Chance", NAMES[:9], STD9_RM, dealt=dealt, first="Amir")
    r.start()
    r.quest("Amir", ["Amir", "Bea", "Greta"], "Amir", {"Greta": F})
    r.next_leader("Amir", "Bea")
    r.quest("Bea", ["Bea", "Chloe", "Hiro", "Amir"], "Bea", {"Hiro": F})
    r.next_leader("Bea", "Chloe").amulet("Bea", "Diego", "Hiro", "evil")
    r.quest("Chloe", ["Chloe", "Ines", "Amir", "Bea"], "Chloe", {"Ines": F})
    r.act("discussion_done")
    r.act("point", "Amir", targets=[r.seat("Greta"), r.seat("Hiro")], error="point_revealer")
    if case == "A":
        good = {"Amir": ["Greta", "Ines"], "Bea": ["Greta", "Ines"], "Chloe": ["Greta", "Ines"], "Diego": ["Greta", "Ines"],
                "Elif": ["Greta", "Ines"], "Farid": ["Greta", "Ines"]}
    else:
        good = {"Amir": ["Bea", "Greta"], "Bea": ["Chloe", "Ines"], "Chloe": ["Diego", "Greta"], "Diego": ["Greta", "Ines"],
                "Elif": ["Greta", "Ines"], "Farid": ["Greta", "Ines"]}
    r.point({**good, "Greta": ["Amir", "Bea"], "Hiro": ["Amir", "Chloe"], "Ines": ["Amir", "Bea"]})
    r.act("mutineer_hands", "Ines", keep=case != "C")
    if case == "A":
        r.act("duke", "Elif", hand=None).act("archduke", "Farid", move=None)
        return r.expect("good", [*NAMES[:6], "Ines"])
    r.act("duke", "Elif", hand=[r.seat("Amir"), r.seat("Bea")])
    r.act("archduke", "Farid", move=[r.seat("Bea"), r.seat("Chloe"), r.seat("Greta")])
    if case == "B":
        return r.expect("evil", ["Greta", "Hiro"])
    return r.expect("evil", ["Greta", "Hiro", "Ines"])


DC7 = ["cleric", "duke", "youth", "troublemaker", "morgan", "blind_hunter", "minion", "minion"]


def ex8(fails: int) -> dict[str, Any]:
    """Example 8 (Director's Cut, 7 players, Hunter variant)."""
    dealt = ["cleric", "duke", "troublemaker", "morgan", "blind_hunter", "minion", "minion"]
    r = Rec(f"Example 8: Hunter variant, {fails} Fail(s) in the vote", NAMES[:7], DC7, dealt=dealt, set_aside=["youth"],
            options={"variant": "directors_cut", "hunter_variant": True}, first="Amir")
    r.start(leader_loyalty="good")
    r.quest("Amir", ["Amir", "Bea", "Diego"], "Amir", {"Diego": F})
    r.next_leader("Amir", "Bea")
    r.quest("Bea", ["Bea", "Farid"], "Bea", {"Farid": F})
    r.next_leader("Bea", "Chloe")
    r.quest("Chloe", ["Amir", "Bea", "Chloe"], "Amir", {})
    r.next_leader("Chloe", "Diego").amulet("Chloe", "Elif", "Amir", "good")
    r.quest("Diego", ["Diego", "Farid", "Amir", "Bea"], "Amir", {"Diego": F, "Farid": F})
    r.act("discussion_done")
    votes = {"Diego": F, "Elif": F if fails >= 2 else S, "Farid": S, "Greta": S}
    r.act("vote_card", "Amir", card=F, error="good_must_succeed")
    for p in NAMES[:7]:
        r.act("vote_card", p, card=votes.get(p, S))
    if fails >= 2:
        _hunt = r.seat
        r.act("hunt_naming", "Elif", target=_hunt("Bea"), role="duke")
        r.act("hunt_naming", "Elif", target=_hunt("Amir"), role="duke", error="hunt_needs_cleric")
        r.act("hunt_naming", "Elif", target=_hunt("Amir"), role="cleric")
        return r.expect("evil", ["Diego", "Elif", "Farid", "Greta"])
    r.point({"Amir": ["Diego", "Elif"], "Bea": ["Farid", "Greta"], "Chloe": ["Amir", "Bea"], "Diego": ["Amir", "Bea"],
             "Elif": ["Amir", "Bea"], "Farid": ["Amir", "Bea"], "Greta": ["Amir", "Bea"]})
    r.act("duke", "Bea", hand=None)
    return r.expect("evil", ["Diego", "Elif", "Farid", "Greta"])


STD6_BH = ["duke", "loyal_servant", "morgan", "blind_hunter", "cleric", "changeling"]


def ex9(variant: str) -> dict[str, Any]:
    """Example 9 (standard, 6 players with a Blind Hunter and a Cleric): the errata Hunt."""
    if variant == "dc":
        dealt = ["duke", "youth", "morgan", "blind_hunter", "cleric", "minion"]
        r = Rec("Example 9c: three successes in the Director's Cut end the game", NAMES[:6],
                ["cleric", "duke", "youth", "troublemaker", "morgan", "blind_hunter", "minion"], dealt=dealt,
                set_aside=["troublemaker"], options={"variant": "directors_cut"}, first="Amir")
    else:
        opts = {} if variant == "on" else {"errata_hunt": False}
        r = Rec("Example 9" + ("a: errata Hunt after three successes" if variant == "on" else "b: errata option off"),
                NAMES[:6], STD6_BH, dealt=STD6_BH, options=opts, first="Amir")
    r.start(leader_loyalty="good")
    r.quest("Amir", ["Amir", "Bea"] if variant != "dc" else ["Amir", "Bea", "Elif"], "Amir", {})
    r.next_leader("Amir", "Bea")
    team2 = ["Amir", "Bea", "Elif"] if variant != "dc" else ["Amir", "Bea"]
    r.quest("Bea", team2, "Amir", {})
    r.next_leader("Bea", "Chloe")
    if variant != "dc":
        r.amulet("Bea", "Diego", "Amir", "good")
    team3 = ["Amir", "Bea", "Elif", "Chloe"] if variant != "dc" else ["Amir", "Bea", "Elif"]
    r.quest("Chloe", team3, "Amir", {})
    if variant == "on":
        r.act("hunt_naming", "Diego", target=r.seat("Elif"), role="cleric")
        r.act("hunt_naming", "Diego", target=r.seat("Amir"), role="duke")
        return r.expect("evil", ["Chloe", "Diego", "Farid"])
    return r.expect("good", ["Amir", "Bea", "Elif"])


def examples() -> dict[str, dict[str, Any]]:
    out = {"ex1": ex1(), "ex1_physical": ex1(physical=True), "ex1_scion": ex1_scion(),
           "ex2a": ex2_standard(False), "ex2b": ex2_standard(True), "ex2c": ex2_dc(), "ex3": ex3()}
    out.update(ex4())
    out.update({"ex5a": ex5(True), "ex5b": ex5(False), "ex6a": ex6(True), "ex6b": ex6(False), "ex6c": ex6(True, "Diego"),
                "ex7a": ex7("A"), "ex7b": ex7("B"), "ex7c": ex7("C"), "ex8a": ex8(1), "ex8b": ex8(2),
                "ex9a": ex9("on"), "ex9b": ex9("off"), "ex9c": ex9("dc")})
    return out


# -- docs/examples: complete games in both modes ---------------------------------------------------------

def doc_standard(physical: bool) -> dict[str, Any]:
    """Standard, 10 players: amulets, a Last Chance with Duke and Archduke."""
    dealt = ["loyal_servant"] * 4 + ["duke", "archduke", "morgan", "minion", "minion", "changeling"]
    opts = {"mode": "physical"} if physical else {}
    r = Rec("Quest, standard game, 10 players (" + ("physical cards" if physical else "app-dealt") + ")",
            NAMES, STD10, dealt=dealt, options=opts, first="Amir")
    r.start()
    r.quest("Amir", ["Amir", "Bea", "Greta"], "Amir", {"Greta": F})
    r.next_leader("Amir", "Bea")
    r.quest("Bea", ["Bea", "Chloe", "Diego", "Elif"], "Bea", {})
    r.next_leader("Bea", "Chloe").amulet("Bea", "Diego", "Hiro", "evil")
    r.quest("Chloe", ["Chloe", "Hiro", "Amir", "Bea"], "Chloe", {"Hiro": F})
    r.next_leader("Chloe", "Elif").amulet("Chloe", "Farid", "Jonas", "evil")
    r.quest("Elif", ["Elif", "Ines", "Jonas", "Amir", "Bea"], "Elif", {"Ines": F, "Jonas": F})
    r.act("discussion_done")
    if physical:
        hands = {"Amir": ["Greta", "Hiro"], "Bea": ["Hiro", "Ines"], "Chloe": ["Amir", "Greta"], "Diego": ["Bea", "Ines"],
                 "Elif": ["Greta", "Hiro"], "Farid": ["Hiro", "Ines"], "Greta": [], "Hiro": [], "Ines": [], "Jonas": []}
        for p, ts in hands.items():
            r.act("hands", p, targets=sorted(r.seat(x) for x in ts))
        r.act("duke", hand=[r.seat("Chloe"), r.seat("Amir")])
        r.act("archduke", move=[r.seat("Diego"), r.seat("Bea"), r.seat("Jonas")])
        r.reveal_roles()
    else:
        r.point({"Amir": ["Greta", "Hiro"], "Bea": ["Hiro", "Ines"], "Chloe": ["Amir", "Greta"], "Diego": ["Bea", "Ines"],
                 "Elif": ["Greta", "Hiro"], "Farid": ["Hiro", "Ines"], "Greta": ["Amir", "Bea"], "Hiro": ["Chloe", "Diego"],
                 "Ines": ["Elif", "Farid"], "Jonas": ["Amir", "Chloe"]})
        r.act("duke", "Elif", hand=[r.seat("Chloe"), r.seat("Amir")])
        r.act("archduke", "Farid", move=[r.seat("Diego"), r.seat("Bea"), r.seat("Jonas")])
    return r.expect("good", NAMES[:6])


def doc_dc(physical: bool) -> dict[str, Any]:
    """Director's Cut, 8 players: amulets, the Blind Hunter declares the Hunt."""
    roles = ["cleric", "duke", "loyal_servant", "youth", "troublemaker", "morgan", "blind_hunter", "minion", "minion"]
    dealt = ["cleric", "duke", "loyal_servant", "youth", "morgan", "blind_hunter", "minion", "minion"]
    opts: dict[str, Any] = {"variant": "directors_cut"}
    if physical:
        opts["mode"] = "physical"
    r = Rec("Quest, Director's Cut, 8 players (" + ("physical cards" if physical else "app-dealt") + ")",
            NAMES[:8], roles, dealt=dealt, set_aside=["troublemaker"], options=opts, first="Bea")
    r.start(leader_loyalty="good")
    r.quest("Bea", ["Bea", "Chloe", "Greta", "Amir"], "Bea", {"Greta": F})
    r.next_leader("Bea", "Chloe")
    r.quest("Chloe", ["Chloe", "Amir", "Bea"], "Chloe", {})
    r.next_leader("Chloe", "Diego").amulet("Chloe", "Elif", "Hiro", "evil")
    r.quest("Diego", ["Diego", "Amir", "Bea", "Hiro"], "Bea", {"Hiro": F})
    r.next_leader("Diego", "Hiro").amulet("Diego", "Amir", "Greta", "evil")
    r.quest("Hiro", ["Hiro", "Greta", "Elif", "Farid", "Amir"], "Amir", {"Greta": F, "Elif": F})
    r.next_leader("Hiro", "Greta").amulet("Hiro", "Farid", "Chloe", "good")
    r.quest("Greta", ["Greta", "Amir", "Bea", "Chloe"], "Amir", {"Greta": F})
    r.act("discussion_done")
    if physical:
        r.act("hunter", seat=r.seat("Farid"))
    else:
        r.act("hunt_decision", "Farid", hunt=True)
    r.act("hunt_naming", "Farid", target=r.seat("Amir"), role="cleric")
    r.act("hunt_naming", "Farid", target=r.seat("Chloe"), role="loyal_servant")
    if physical:
        r.reveal_roles(face_up=("Farid",))
    return r.expect("evil", ["Elif", "Farid", "Greta", "Hiro"])


def docs_examples() -> dict[str, dict[str, Any]]:
    return {"quest-standard-app": doc_standard(False), "quest-standard-physical": doc_standard(True),
            "quest-directors-cut-app": doc_dc(False), "quest-directors-cut-physical": doc_dc(True)}


def write() -> None:
    RECORDS.mkdir(parents=True, exist_ok=True)
    for name, record in examples().items():
        (RECORDS / f"{name}.json").write_text(json.dumps(record, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    for name, record in docs_examples().items():
        (DOCS / f"{name}.json").write_text(json.dumps(record, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write()
