"""Issue 13 in the engine: private refusals in the second person, one reason per disabled value whoever it names,
the vote instruction true to pass-the-laptop, and the laptop collecting the votes by option."""

from __future__ import annotations

from typing import Any

from engine.core import PUBLIC, Action
from engine.games.avalon import data as D  # noqa: N812 - the rules tables
from tests.avalon.build_records import EIGHT, Builder

S, F = "success", "fail"
ROLES = dict(EIGHT, Hal="lunatic", Cy="loyal_servant")  # 5 Good, 3 Evil: the Lunatic on Hal, a plain Minion gone


def _reason(b: Builder, kind: str, who: str | None, **params: Any) -> str:
    refusal = b.session.explain(Action(kind, None if who is None else b.seat(who), params))
    assert refusal is not None, (kind, params)
    return refusal.reason.english()


def test_a_forbidden_quest_card_is_refused_in_the_second_person() -> None:
    b = Builder("t", ROLES, "Ada")
    b.propose("Ada", ["Ada", "Hal", "Finn"])
    b.vote(b.names)
    assert _reason(b, "play", "Ada", card=F) == "You must play Success."
    assert _reason(b, "play", "Hal", card=S) == "You must play Fail."
    assert b.session.explain(Action("play", b.seat("Finn"), {"card": F})) is None


def test_the_brute_after_quest_three_reads_as_a_good_player() -> None:
    b = Builder("t", dict(ROLES, Hal="brute"), "Ada")
    for leader, brute in (("Ada", F), ("Ben", S), ("Cy", S)):  # the Brute may still fail the first three
        team = ["Hal", "Ada", "Ben", "Dee", "Eve"][:D.QUEST_SIZE[8][b.session.state.round - 1]]
        b.quest(leader, {m: brute if m == "Hal" else S for m in team})
    team = ["Hal", "Ada", "Ben", "Dee", "Eve"][:D.QUEST_SIZE[8][3]]
    b.propose("Dee", team)
    b.vote(b.names)
    assert _reason(b, "play", "Hal", card=F) == _reason(b, "play", "Ada", card=F) == "You must play Success."


def test_the_reason_for_a_disabled_player_does_not_name_him() -> None:
    """The console writes one line per distinct reason: the same words for every seat make one line."""
    b = Builder("t", ROLES, "Ada", excalibur=True, lady_of_the_lake=True)
    b.do("propose", "Ada", team=b.seats(["Ada", "Ben", "Cy"]))
    outside = {_reason(b, "excalibur", "Ada", holder=b.seat(n)) for n in ("Dee", "Eve", "Finn", "Gia", "Hal")}
    assert len(outside) == 1, outside
    b.do("excalibur", "Ada", holder=b.seat("Ben"))
    b.do("vote", None, seat=b.seat("Ada"), vote="approve")
    b.do("vote", None, seat=b.seat("Ben"), vote="approve")
    assert _reason(b, "vote", None, seat=b.seat("Ada"), vote="reject") == _reason(b, "vote", None, seat=b.seat("Ben"), vote="reject")


def test_the_vote_instruction_says_the_tokens_are_revealed_together() -> None:
    b = Builder("t", ROLES, "Ada")
    b.propose("Ada", ["Ada", "Ben", "Cy"])
    assert "at the same time" in b.session.choices()[0].prompt.english()


def test_the_laptop_collects_the_votes_by_option() -> None:
    b = Builder("t", ROLES, "Ada", private_votes=True)
    b.propose("Ada", ["Ada", "Ben", "Cy"])
    votes = [c for c in b.session.choices() if c.type == "vote"]
    assert sorted(c.player for c in votes) == list(range(8))
    assert all(set(c.params) == {"vote"} for c in votes)
    assert b.session.explain(Action("vote", None, {"seat": 0, "vote": "approve"})).code == "votes_by_players"
    for name in b.names[:-1]:
        b.do("vote", name, vote="approve")
    row = b.session.view(PUBLIC)["vote_table"]["rows"][-1]
    assert row["votes"] == [None] * 8 and row["entered"] == 7  # nothing shown until all are in
    assert b.session.explain(Action("vote", b.seat("Ada"), {"vote": "reject"})).code == "already_voted"
    b.do("vote", "Hal", vote="reject")
    row = b.session.view(PUBLIC)["vote_table"]["rows"][-1]
    assert row["votes"] == ["approve"] * 7 + ["reject"] and row["outcome"] == "approved"


def test_physical_games_keep_the_moderator_entering_votes_whatever_the_option() -> None:
    b = Builder("t", ROLES, "Ada", private_votes=True, mode="physical")
    b.propose("Ada", ["Ada", "Ben", "Cy"])
    assert [c.player for c in b.session.choices() if c.type == "vote"] == [None]
