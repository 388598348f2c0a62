"""Writes tests/avalon/records/*.json: the rule page's three examples and the reference's worked examples (§16).

Each record is played through the engine while it is built (a refusal must carry the stated code), so a record
that disagrees with the rules cannot be written. Run ``python -m tests.avalon.build_records`` after a change;
tests/avalon/test_records.py replays the files and checks that this script would write them unchanged.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from engine.core import Action, Setup
from engine.registry import get_game
from engine.session import Session

RECORDS = Path(__file__).resolve().parent / "records"
NAMES = ("Ada", "Ben", "Cy", "Dee", "Eve", "Finn", "Gia", "Hal", "Ivo", "Jo")
S, F = "success", "fail"


class Builder:
    """Plays a game step by step and keeps every action (chance outcomes inline) for the record."""

    def __init__(self, title: str, roles: dict[str, str], first: str, deck: list[str] | None = None, first_shows: str | None = None,
                 **options: Any) -> None:
        self.names = NAMES[:len(roles)]
        assert tuple(roles) == self.names, "roles are given in seat order"
        self.title = title
        self.game = get_game("avalon")
        self.setup = Setup("avalon", self.names, tuple(roles.values()), options)
        self.session: Session[Any] = Session(self.game, self.setup, settle=False)
        self.actions: list[dict[str, Any]] = []
        self.expect: dict[str, Any] = {}
        self.result: dict[str, Any] | None = None
        self.chance("first_leader", seat=self.seat(first))
        if options.get("plot_cards"):
            assert deck is not None, "give the shuffled Plot deck"
            self.chance("plot_shuffle", deck=deck)
        if options.get("mode", "app") == "app":
            self.chance("deal", roles=list(roles.values()))
        if self.session.state.pending is not None:  # the Cleric's check: the first leader answers during the reveal
            self.answer(first, first_shows, note="the first leader confirms the loyalty he shows to the Cleric")
        self.do("begin", None, note="the reveal is over")

    def seat(self, name: str) -> int:
        return self.names.index(name)

    def seats(self, names: Iterable[str]) -> list[int]:
        return sorted(self.seat(n) for n in names)

    def chance(self, kind: str, note: str | None = None, **params: Any) -> None:
        action = Action(kind, None, params)
        self.session.add_chance(action)
        self.actions.append(self._json(action, note))

    def do(self, kind: str, who: str | None = None, note: str | None = None, **params: Any) -> None:
        assert self.game.chance(self.session.state) is None, "a chance outcome is pending"
        action = Action(kind, None if who is None else self.seat(who), params)
        self.session.act(action, settle=False)
        self.actions.append(self._json(action, note))

    def refuse(self, code: str, kind: str, who: str | None = None, note: str | None = None, **params: Any) -> None:
        action = Action(kind, None if who is None else self.seat(who), params)
        refusal = self.session.explain(action)
        assert refusal is not None and refusal.code == code, (kind, params, refusal and refusal.code)
        entry = self._json(action, note)
        entry["expect_error"] = code
        self.actions.append(entry)

    @staticmethod
    def _json(action: Action, note: str | None) -> dict[str, Any]:
        out = action.to_json()
        if note:
            out["note"] = note
        return out

    # -- the usual steps -------------------------------------------------------------------------------------------------------
    def propose(self, leader: str, team: Iterable[str], holder: str | None = None, note: str | None = None) -> None:
        self.do("propose", leader, note, team=self.seats(team))
        if holder is not None:
            self.do("excalibur", leader, holder=self.seat(holder))

    def answer(self, subject: str, show: str | None = None, note: str | None = None) -> None:
        """The checked player confirms the loyalty he shows (app): his only option, or ``show`` (a choosing Trickster)."""
        choice = next(c for c in self.session.choices() if c.type == "answer_check")
        assert choice.player == self.seat(subject), (subject, choice.player)
        options = choice.params["show"].values
        assert show is None or show in options, (subject, show, options)
        self.do("answer_check", subject, note, show=show if show is not None else options[0])

    def vote(self, approve: Iterable[str]) -> None:
        yes = set(approve)
        for name in self.names:
            self.do("vote", None, seat=self.seat(name), vote="approve" if name in yes else "reject")

    def play(self, cards: dict[str, str]) -> None:
        for name, card in cards.items():
            self.do("play", name, card=card)

    def quest(self, leader: str, cards: dict[str, str], holder: str | None = None, remove: str | None = None,
              excalibur: str | None = None) -> None:
        """An approved quest (everyone approves), its cards, the sword and the removal (when on)."""
        self.propose(leader, cards, holder)
        self.vote(self.names)
        self.play(cards)
        if holder is not None:
            if excalibur is None:
                self.do("skip_excalibur", holder)
            else:
                self.do("use_excalibur", holder, target=self.seat(excalibur))
        if remove is not None:
            self.do("remove_card", leader, seat=self.seat(remove))

    def expect_quest(self, number: int, **fields: Any) -> None:
        self.expect.setdefault("expect_quests", []).append({"quest": number, **fields})

    def expect_result(self, side: str, winners: Iterable[str]) -> None:
        """The result reasoned from the rules by hand (never copied from the engine, so replay checks the engine)."""
        self.result = {"side": side, "winners": [n for n in self.names if n in set(winners)]}

    def expect_event(self, etype: str, audience: str | list[str], **data: Any) -> None:
        self.expect.setdefault("expect_events", []).append({"type": etype, "audience": audience, "data": data})

    def expect_no_event(self, etype: str) -> None:
        self.expect.setdefault("expect_no_events", []).append(etype)

    def record(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": "tablekeeper-record", "version": 1, "title": self.title}
        out.update(self.setup.to_json())
        out["options"] = {k: v for k, v in self.setup.options.items()}
        out["actions"] = self.actions
        result = self.session.result()
        assert (result is None) == (self.result is None), f"{self.title}: a finished game needs expect_result, only it"
        if result is not None:
            engine = {"side": result.side, "winners": [self.names[s] for s in result.winners]}
            assert engine == self.result, f"{self.title}: the engine says {engine}, the rules {self.result}"
            out["expect_result"] = self.result
        out.update(self.expect)
        return out


EIGHT = {"Ada": "merlin", "Ben": "loyal_servant", "Cy": "minion", "Dee": "percival", "Eve": "loyal_servant", "Finn": "assassin",
         "Gia": "morgana", "Hal": "loyal_servant"}


def page_example(number: int) -> Builder:
    """The rule page's examples 1 and 2 (quest 1 at 8 players, S S S F) and 3 (quest 4 needs two Fails)."""
    titles = {1: "Trapper rule page, example 1: removing the Fail saves the quest",
              2: "Trapper rule page, example 2: removing a Success leaves the Fail",
              3: "Trapper rule page, example 3: the fourth quest still needs two Fails"}
    b = Builder(titles[number], EIGHT, "Ada", trapper=True)
    if number in (1, 2):
        b.quest("Ada", {"Ada": S, "Ben": S, "Cy": F, "Dee": S}, remove="Cy" if number == 1 else "Ben")
        b.expect_quest(1, outcome=S if number == 1 else F, fails=0 if number == 1 else 1, successes=3 if number == 1 else 2,
                       removed="Cy" if number == 1 else "Ben", removed_card=F if number == 1 else S)
        b.expect_event("removed_value", ["Ada"], seat=b.seat("Cy" if number == 1 else "Ben"), card=F if number == 1 else S)
        return b
    b.quest("Ada", {"Ada": S, "Ben": S, "Cy": S, "Dee": S}, remove="Cy")
    b.quest("Ben", {"Ben": S, "Cy": F, "Dee": S, "Eve": S, "Finn": F}, remove="Eve")
    b.quest("Cy", {"Cy": S, "Dee": S, "Eve": S, "Hal": S, "Ada": S}, remove="Dee")
    b.quest("Dee", {"Dee": S, "Eve": S, "Hal": S, "Ada": S, "Cy": F, "Finn": F}, remove="Finn")
    b.expect_quest(2, outcome=F, fails=2, successes=2)
    b.expect_quest(4, outcome=S, fails=1, successes=4, removed="Finn", removed_card=F, fails_needed=2)
    return b


def votes_and_five_rejections() -> Builder:
    """§16 example 1: ties reject; the fifth rejection in a round makes Evil win (8 players)."""
    b = Builder("Reference example 1: team votes, ties and five rejections", EIGHT, "Eve")
    b.refuse("not_the_leader", "propose", "Ada", note="only the leader proposes", team=b.seats(["Ada", "Ben", "Cy"]))
    b.refuse("wrong_team_size", "propose", "Eve", team=b.seats(["Eve", "Ada"]))
    b.refuse("duplicate_member", "propose", "Eve", team=[b.seat("Eve"), b.seat("Eve"), b.seat("Ada")])
    b.refuse("unknown_player", "propose", "Eve", team=[b.seat("Eve"), b.seat("Ada"), 11])
    b.quest("Eve", {"Eve": S, "Ada": S, "Ben": S})
    b.propose("Finn", ["Finn", "Gia", "Ada", "Ben"])
    b.refuse("votes_entered_by_moderator", "vote", "Ada", seat=b.seat("Ada"), vote="approve")
    b.do("vote", None, seat=b.seat("Finn"), vote="approve")
    b.refuse("already_voted", "vote", None, seat=b.seat("Finn"), vote="reject")
    for name in ("Gia", "Cy", "Ben"):
        b.do("vote", None, seat=b.seat(name), vote="approve")
    for name in ("Ada", "Dee", "Eve", "Hal"):
        b.do("vote", None, seat=b.seat(name), vote="reject")
    b.propose("Gia", ["Gia", "Cy", "Dee", "Eve"])
    b.vote(["Gia", "Cy", "Finn"])
    b.propose("Hal", ["Hal", "Ada", "Dee", "Eve"])
    b.vote(["Hal", "Ada", "Dee", "Eve"])
    b.propose("Ada", ["Ada", "Ben", "Dee", "Hal"])
    b.vote(["Ada", "Ben", "Dee", "Hal"])
    b.propose("Ben", ["Ben", "Cy", "Eve", "Finn"])
    b.vote(["Ben", "Cy", "Finn"])
    b.expect_event("five_rejections", "public")
    # Five teams rejected in one round: Evil wins at once (§4), its three agents Cy, Finn and Gia.
    b.expect_result("evil", ["Cy", "Finn", "Gia"])
    return b


def lady_chain() -> Builder:
    """§16 example 2: the Lady starts before the first leader; past holders cannot be examined; the Troublemaker shows Evil."""
    roles = dict(EIGHT, Hal="troublemaker")
    b = Builder("Reference example 2: the Lady of the Lake chain", roles, "Cy", lady_of_the_lake=True)
    b.refuse("lady_not_now", "lady", "Ben", note="not before quest 2 has been played", target=b.seat("Finn"))
    b.quest("Cy", {"Cy": S, "Dee": S, "Eve": S})
    b.quest("Dee", {"Dee": S, "Eve": S, "Finn": F, "Gia": S})
    b.refuse("examine_self", "lady", "Ben", target=b.seat("Ben"))
    b.do("lady", "Ben", target=b.seat("Finn"))
    b.answer("Finn", note="the checked player confirms what he shows (here his only option)")
    b.quest("Eve", {"Eve": S, "Finn": S, "Gia": S, "Hal": S})
    b.refuse("lady_past_holder", "lady", "Finn", note="Ben held the token", target=b.seat("Ben"))
    b.refuse("examine_self", "lady", "Finn", target=b.seat("Finn"))
    b.refuse("not_the_holder", "lady", "Ben", target=b.seat("Dee"))
    b.do("lady", "Finn", target=b.seat("Dee"))
    b.answer("Dee")
    b.quest("Finn", {"Finn": F, "Gia": F, "Hal": S, "Ada": S, "Ben": S})
    b.refuse("lady_past_holder", "lady", "Dee", target=b.seat("Finn"))
    b.do("lady", "Dee", target=b.seat("Hal"))
    b.refuse("loyalty_forced", "answer_check", "Hal", note="the Troublemaker must appear Evil", show="good")
    b.answer("Hal")
    b.expect_event("check_answer", ["Ben"], kind="lady", subject=b.seat("Finn"), loyalty="evil")
    b.expect_event("check_answer", ["Finn"], kind="lady", subject=b.seat("Dee"), loyalty="good")
    b.expect_event("check_answer", ["Dee"], kind="lady", subject=b.seat("Hal"), loyalty="evil")
    b.expect_event("check", "public", kind="lady", viewer=b.seat("Ben"), subject=b.seat("Finn"))
    return b


def excalibur_two_fails() -> Builder:
    """§16 example 3: Excalibur switches a Success into the second Fail of quest 4 (7 players)."""
    roles = {"Ada": "merlin", "Ben": "loyal_servant", "Cy": "loyal_servant", "Dee": "assassin", "Eve": "minion", "Finn": "percival",
             "Gia": "morgana"}
    b = Builder("Reference example 3: an Excalibur switch on a two-fail quest", roles, "Eve", excalibur=True)
    b.quest("Eve", {"Eve": S, "Finn": S}, holder="Finn")
    b.quest("Finn", {"Finn": S, "Gia": F, "Ada": S}, holder="Ada")
    b.quest("Gia", {"Gia": S, "Ada": S, "Ben": S}, holder="Ada")
    b.propose("Ada", ["Ada", "Cy", "Eve", "Gia"])
    b.refuse("excalibur_to_leader", "excalibur", "Ada", holder=b.seat("Ada"))
    b.refuse("excalibur_not_member", "excalibur", "Ada", holder=b.seat("Ben"))
    b.do("excalibur", "Ada", holder=b.seat("Eve"))
    b.vote(b.names)
    b.refuse("out_of_order", "use_excalibur", "Eve", note="not before the last card", target=b.seat("Ada"))
    b.refuse("good_must_succeed", "play", "Cy", note="Good plays Success only", card=F)
    b.play({"Ada": S, "Cy": S, "Eve": F, "Gia": S})
    b.refuse("excalibur_self", "use_excalibur", "Eve", target=b.seat("Eve"))
    b.refuse("not_a_member", "use_excalibur", "Eve", target=b.seat("Ben"))
    b.refuse("not_the_holder", "use_excalibur", "Ada", target=b.seat("Cy"))
    b.do("use_excalibur", "Eve", target=b.seat("Ada"))
    b.expect_quest(4, outcome=F, fails=2, successes=2, fails_needed=2)
    b.expect_event("excalibur_used", "public", holder=b.seat("Eve"), target=b.seat("Ada"))
    b.expect_event("excalibur_seen", ["Eve"], target=b.seat("Ada"), card=S, now=F)
    b.expect_event("excalibur_switched", ["Ada"], holder=b.seat("Eve"), now=F)
    return b


NINE = {"Ada": "merlin", "Ben": "loyal_servant", "Cy": "loyal_servant", "Dee": "percival", "Eve": "loyal_servant", "Finn": "assassin",
        "Gia": "morgana", "Hal": "loyal_servant", "Ivo": "minion"}


def trapper_with_excalibur(case: str) -> Builder:
    """§16 example 4: quest 2 at 9 players, all Success, Gia switches Ivo's card; Dee removes Gia's (A), Ivo's (B) or Hal's (C)."""
    removed = {"A": "Gia", "B": "Ivo", "C": "Hal", "B2": "Ivo"}[case]
    title = {"A": "Reference example 4, case A: removing the holder's card keeps her switch",
             "B": "Reference example 4, case B: removing the switched card removes its current value",
             "C": "Reference example 4, case C: removing another card leaves the switch in force",
             "B2": "Reference example 4, variant: Gia's own Fail still counts when Ivo's switched card is removed"}[case]
    b = Builder(title, NINE, "Cy", trapper=True, excalibur=True)
    b.quest("Cy", {"Cy": S, "Dee": S, "Eve": S, "Hal": S}, holder="Dee", remove="Hal")
    gia = F if case == "B2" else S
    b.quest("Dee", {"Dee": S, "Eve": S, "Gia": gia, "Hal": S, "Ivo": S}, holder="Gia", excalibur="Ivo", remove=removed)
    outcome = {"A": F, "B": S, "C": F, "B2": F}[case]
    b.expect_quest(2, outcome=outcome, removed=removed, removed_card={"A": S, "B": F, "C": S, "B2": F}[case],
                   fails={"A": 1, "B": 0, "C": 1, "B2": 1}[case])
    b.expect_event("removed_value", ["Dee"], seat=b.seat(removed))
    b.expect_event("card_removed", "public", seat=b.seat(removed), random=False)
    return b


def witch_hides() -> Builder:
    """§16 example 5: the Witch hides quest 3 under the Trapper; a random non-Witch player checks a loyalty (10 players)."""
    roles = {"Ada": "merlin", "Ben": "loyal_servant", "Cy": "witch", "Dee": "percival", "Eve": "loyal_servant", "Finn": "minion",
             "Gia": "assassin", "Hal": "loyal_servant", "Ivo": "revealer", "Jo": "loyal_servant"}
    b = Builder("Reference example 5: the Witch hides a result under the Trapper", roles, "Jo", trapper=True)
    b.quest("Jo", {"Jo": S, "Ada": S, "Ben": S, "Dee": S}, remove="Dee")
    b.do("witch_decision", "Cy", hide=False)
    b.quest("Ada", {"Ada": S, "Ben": S, "Gia": F, "Hal": S, "Ivo": F}, remove="Ben")
    b.do("witch_decision", "Cy", hide=False)
    b.quest("Ben", {"Ben": S, "Cy": F, "Finn": S, "Ivo": F, "Jo": S}, remove="Ivo")
    b.refuse("not_the_witch", "witch_decision", "Ben", hide=True)
    b.do("witch_decision", "Cy", hide=True)
    b.chance("witch_draw", note="drawn from every player but the Witch", seat=b.seat("Hal"))
    b.refuse("examine_self", "witch_check", "Hal", target=b.seat("Hal"))
    b.refuse("not_the_examiner", "witch_check", "Jo", target=b.seat("Hal"))
    b.do("witch_check", "Hal", target=b.seat("Jo"))
    b.answer("Jo")
    b.expect_quest(3, outcome=F, fails=1, successes=3, removed="Ivo", removed_card=F, public_status="hidden")
    b.expect_event("removed_value", ["Ben"], seat=b.seat("Ivo"), card=F)
    b.expect_event("quest_hidden", "public", quest=3)
    b.expect_event("check_answer", ["Hal"], kind="witch_check", subject=b.seat("Jo"), loyalty="good")
    b.expect_no_event("revealer")
    return b


def assassination(hit: bool) -> Builder:
    """§16 example 6: Evil reveals itself; only the Assassin names, and only a Good player (7 players)."""
    roles = {"Ada": "merlin", "Ben": "oberon", "Cy": "loyal_servant", "Dee": "mordred", "Eve": "percival", "Finn": "assassin",
             "Gia": "loyal_servant"}
    title = "Reference example 6: the Assassin finds Merlin" if hit else "Reference example 6: the Assassin misses Merlin"
    b = Builder(title, roles, "Ada")
    b.quest("Ada", {"Ada": S, "Cy": S})
    b.quest("Ben", {"Ben": S, "Cy": S, "Eve": S})
    b.quest("Cy", {"Cy": S, "Eve": S, "Gia": S})
    b.refuse("only_the_assassin", "assassinate", "Ben", target=b.seat("Ada"))
    b.refuse("only_the_assassin", "assassinate", "Dee", target=b.seat("Ada"))
    b.refuse("target_is_evil", "assassinate", "Finn", target=b.seat("Dee"))
    b.refuse("assassin_self", "assassinate", "Finn", target=b.seat("Finn"))
    b.do("assassinate", "Finn", target=b.seat("Ada" if hit else "Eve"))
    b.expect_event("evil_revealed", "public", seats=b.seats(["Ben", "Dee", "Finn"]), assassin=b.seat("Finn"))
    # Three successes, then the Assassin names: Merlin (Ada) found, Evil (Oberon, Mordred, the Assassin) wins;
    # missed, Good (Merlin, Percival and the two Loyal Servants) wins.
    if hit:
        b.expect_result("evil", ["Ben", "Dee", "Finn"])
    else:
        b.expect_result("good", ["Ada", "Cy", "Eve", "Gia"])
    return b


def trapper_timeout() -> Builder:
    """§16 example 7: the Trapper's time runs out; a random card (Hal's) is removed; Gia's late removal is refused (8 players)."""
    roles = dict(EIGHT, Cy="loyal_servant", Hal="minion")
    b = Builder("Reference example 7: the Trapper's timer runs out", roles, "Gia", trapper=True)
    b.propose("Gia", ["Gia", "Hal", "Ada", "Ben"])
    b.vote(b.names)
    b.play({"Gia": S, "Hal": F, "Ada": S, "Ben": S})
    b.do("time_up", None, note="Gia highlighted Ada but did not confirm in 30 s")
    b.chance("fallback", note="each card equally likely; the highlight plays no part", action="remove_card", by=b.seat("Gia"),
             seat=b.seat("Hal"))
    b.refuse("card_already_removed", "remove_card", "Gia", note="the late «Remove card»", seat=b.seat("Ada"))
    b.expect_quest(1, outcome=S, fails=0, successes=3, removed="Hal", removed_card=F, removed_random=True)
    b.expect_event("card_removed", "public", seat=b.seat("Hal"), random=True)
    b.expect_event("removed_value", ["Gia"], seat=b.seat("Hal"), card=F)
    return b


def step_order() -> Builder:
    """§16 example 8: one quest with the Trapper, Excalibur and the Witch; every early action is out of order (9 players)."""
    roles = dict(NINE, Ivo="witch")
    b = Builder("Reference example 8: the full step order on one quest", roles, "Ada", trapper=True, excalibur=True)
    b.propose("Ada", ["Ada", "Ben", "Finn", "Gia"], holder="Ben")
    b.vote(b.names)
    b.play({"Ada": S, "Ben": S, "Finn": F})
    b.refuse("out_of_order", "use_excalibur", "Ben", note="the holder acts after the last card", target=b.seat("Finn"))
    b.refuse("out_of_order", "remove_card", "Ada", seat=b.seat("Finn"))
    b.refuse("out_of_order", "witch_decision", "Ivo", hide=True)
    b.refuse("not_a_member", "play", "Cy", card=S)
    b.refuse("already_played", "play", "Finn", card=S)
    b.play({"Gia": S})
    b.refuse("out_of_order", "remove_card", "Ada", note="not before Excalibur is resolved", seat=b.seat("Finn"))
    b.refuse("out_of_order", "witch_decision", "Ivo", hide=True)
    b.do("use_excalibur", "Ben", target=b.seat("Gia"))
    b.refuse("excalibur_already_resolved", "skip_excalibur", "Ben")
    b.refuse("out_of_order", "witch_decision", "Ivo", note="the Witch answers after the removal", hide=True)
    b.refuse("not_the_leader", "remove_card", "Ben", seat=b.seat("Finn"))
    b.refuse("not_a_member", "remove_card", "Ada", seat=b.seat("Cy"))
    b.refuse("exactly_one_card", "remove_card", "Ada", seat=b.seats(["Finn", "Gia"]))
    b.do("remove_card", "Ada", seat=b.seat("Finn"))
    b.refuse("card_already_removed", "remove_card", "Ada", note="the choice is final", seat=b.seat("Gia"))
    b.do("witch_decision", "Ivo", hide=False)
    b.refuse("witch_already_decided", "witch_decision", "Ivo", hide=True)
    b.expect_quest(1, outcome=F, fails=1, successes=2, removed="Finn", removed_card=F)
    return b


def ten_player_game() -> Builder:
    """A complete app-run game at 10 players with every module the Trapper allows (docs/examples, the replay benchmark)."""
    roles = {"Ada": "merlin", "Ben": "loyal_servant", "Cy": "witch", "Dee": "percival", "Eve": "cleric", "Finn": "trickster",
             "Gia": "loyal_servant", "Hal": "assassin", "Ivo": "troublemaker", "Jo": "morgana"}
    b = Builder("App-dealt, 10 players: the Trapper with Excalibur, the Lady of the Lake, the Witch and the Big Box roles", roles,
                "Dee", trapper=True, excalibur=True, lady_of_the_lake=True)
    # Quest 1 (4 members, 1 Fail): Dee's team is rejected, Eve's approved; Eve removes Gia's card.
    b.propose("Dee", ["Dee", "Eve", "Gia", "Ada"], holder="Eve")
    b.vote(["Dee", "Eve", "Gia", "Ada"])
    b.propose("Eve", ["Eve", "Ada", "Ben", "Gia"], holder="Ben")
    b.vote(["Eve", "Ada", "Ben", "Gia", "Dee", "Ivo", "Finn"])
    b.play({"Eve": S, "Ada": S, "Ben": S, "Gia": S})
    b.do("skip_excalibur", "Ben")
    b.do("remove_card", "Eve", seat=b.seat("Gia"))
    b.do("witch_decision", "Cy", hide=False)
    # Quest 2 (5 members): Hal switches Ben's card; the Trickster leader removes a Success; two Fails count.
    b.propose("Finn", ["Finn", "Hal", "Ada", "Ben", "Eve"], holder="Hal")
    b.vote(["Finn", "Hal", "Ada", "Ben", "Eve", "Jo"])
    b.play({"Finn": F, "Hal": S, "Ada": S, "Ben": S, "Eve": S})
    b.do("use_excalibur", "Hal", target=b.seat("Ben"))
    b.do("remove_card", "Finn", seat=b.seat("Ada"))
    b.do("witch_decision", "Cy", hide=False)
    # Quest 3: the Lady (Cy) examines the Troublemaker, who must show Evil; the Witch hides a success.
    b.do("lady", "Cy", target=b.seat("Ivo"))
    b.answer("Ivo")
    b.propose("Gia", ["Gia", "Ada", "Dee", "Ivo", "Eve"], holder="Dee")
    b.vote(["Gia", "Ada", "Dee", "Ivo", "Eve", "Ben"])
    b.play({"Gia": S, "Ada": S, "Dee": S, "Ivo": S, "Eve": S})
    b.do("skip_excalibur", "Dee")
    b.do("remove_card", "Gia", seat=b.seat("Ivo"))
    b.do("witch_decision", "Cy", hide=True)
    b.chance("witch_draw", seat=b.seat("Hal"))
    b.do("witch_check", "Hal", target=b.seat("Finn"))
    b.answer("Finn", "good", note="the Trickster chooses the loyalty he shows")
    # Quest 4 (6 members, 2 Fails): the Lady (Ivo) examines Jo; Hal's team is rejected; Ivo's succeeds.
    b.do("lady", "Ivo", target=b.seat("Jo"))
    b.answer("Jo")
    b.propose("Hal", ["Hal", "Cy", "Jo", "Finn", "Ada", "Ben"], holder="Cy")
    b.vote(["Hal", "Cy", "Jo", "Finn"])
    b.propose("Ivo", ["Ivo", "Ada", "Dee", "Eve", "Gia", "Ben"], holder="Eve")
    b.vote(["Ivo", "Ada", "Dee", "Eve", "Gia", "Ben"])
    b.play({"Ivo": S, "Ada": S, "Dee": S, "Eve": S, "Gia": S, "Ben": S})
    b.do("skip_excalibur", "Eve")
    b.do("remove_card", "Ivo", seat=b.seat("Ben"))
    # Three successes (one hidden): the agents of Evil reveal themselves; the Assassin names Percival and misses.
    b.do("assassinate", "Hal", target=b.seat("Dee"))
    # Percival is not Merlin: Good wins, every Good card (the Cleric and the Troublemaker included), not the Trickster.
    b.expect_result("good", ["Ada", "Ben", "Dee", "Eve", "Gia", "Ivo"])
    return b


# docs/examples/*.json written by this script (complete games; the other examples there are written by hand).
DOCS = {"avalon-app-ten-players": ten_player_game}
DOCS_DIR = Path(__file__).resolve().parents[2] / "docs" / "examples"


def all_builders() -> dict[str, Builder]:
    return {
        "trapper-page-example-1": page_example(1),
        "trapper-page-example-2": page_example(2),
        "trapper-page-example-3": page_example(3),
        "ref-1-votes-five-rejections": votes_and_five_rejections(),
        "ref-2-lady-chain": lady_chain(),
        "ref-3-excalibur-two-fails": excalibur_two_fails(),
        "ref-4a-trapper-removes-holder": trapper_with_excalibur("A"),
        "ref-4b-trapper-removes-switched": trapper_with_excalibur("B"),
        "ref-4c-trapper-removes-other": trapper_with_excalibur("C"),
        "ref-4d-trapper-switched-variant": trapper_with_excalibur("B2"),
        "ref-5-witch-hides": witch_hides(),
        "ref-6a-assassin-hits": assassination(True),
        "ref-6b-assassin-misses": assassination(False),
        "ref-7-trapper-timeout": trapper_timeout(),
        "ref-8-step-order": step_order(),
    }


def render(builder: Builder) -> str:
    return json.dumps(builder.record(), ensure_ascii=False, indent=1) + "\n"


def main() -> None:
    RECORDS.mkdir(exist_ok=True)
    for name, builder in all_builders().items():
        (RECORDS / f"{name}.json").write_text(render(builder), encoding="utf-8")
        print(f"wrote {name}.json")
    for name, make in DOCS.items():
        (DOCS_DIR / f"{name}.json").write_text(render(make()), encoding="utf-8")
        print(f"wrote docs/examples/{name}.json")


if __name__ == "__main__":
    main()
