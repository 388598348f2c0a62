"""Avalon rules: setup validation, the reveal script, every legality rule with its code, modules, timeouts, both modes."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.core import PUBLIC, Action, Setup
from engine.games.avalon import data as D  # noqa: N812 - the rules tables
from engine.games.avalon.game import script_ids
from engine.registry import get_game
from engine.session import Session
from tests.avalon.build_records import EIGHT, NAMES, NINE, Builder

GAME = get_game("avalon")
ROOT = Path(__file__).resolve().parents[2]
S, F = "success", "fail"
SEVEN = {"Ada": "merlin", "Ben": "loyal_servant", "Cy": "loyal_servant", "Dee": "assassin", "Eve": "minion", "Finn": "percival",
         "Gia": "morgana"}


def codes(roles: tuple[str, ...], n: int | None = None, **options: Any) -> set[str]:
    n = len(roles) if n is None else n
    return {p.code for p in GAME.validate(Setup("avalon", NAMES[:n] if n <= 10 else tuple(f"P{i}" for i in range(n)), roles, options))}


def deck_with(players: int, *first: str) -> list[str]:
    rest = [c for c in D.plot_deck(players) if c not in first]
    return [*first, *rest]


# --- setup ------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", range(5, 11))
def test_recommended_sets_are_valid(n: int) -> None:
    roles = GAME.recommended_roles(n, {})
    assert codes(roles) <= {"W_PERCIVAL_5P"} and "W_PERCIVAL_5P" not in codes(roles)
    good, evil = D.SIDES[n]
    assert sum(r in D.GOOD_ROLES for r in roles) == good and sum(r in D.EVIL_ROLES for r in roles) == evil
    if n >= 8:
        assert not {c for c in codes(roles, trapper=True) if c.startswith("E_")}


def test_blocking_errors() -> None:
    base = D.RECOMMENDED[8]
    assert "E_TRAPPER_PLAYER_COUNT" in codes(D.RECOMMENDED[7], trapper=True)
    assert "E_TRAPPER_WITH_PLOT_CARDS" in codes(base, trapper=True, plot_cards=True)
    assert "E_SIDE_COUNT" in codes(("merlin", "loyal_servant", "loyal_servant", "loyal_servant", "loyal_servant", "loyal_servant",
                                    "assassin", "minion"))
    no_merlin = tuple(r if r != "merlin" else "loyal_servant" for r in base)
    assert {"E_MERLIN_REQUIRED", "E_PERCIVAL_NEEDS_MERLIN"} <= codes(no_merlin)
    assert "E_ASSASSIN_REQUIRED" in codes(tuple(r if r != "assassin" else "minion" for r in base))
    assert "E_DUPLICATE_ROLE" in codes(("merlin", "percival", "percival", "loyal_servant", "loyal_servant", "assassin", "morgana",
                                        "minion"))
    assert "E_UNKNOWN_ROLE" in codes(("merlin", "lancelot", "loyal_servant", "assassin", "minion"))
    assert "E_PLAYER_COUNT" in codes(("merlin", "assassin", "loyal_servant", "minion"))
    assert "E_CLERIC_CHECKS_APP_ONLY" in codes(base, mode="physical", cleric_checks="first_quest_leader")
    assert "E_FIRST_LEADER" in codes(base, first_leader=8)
    assert "E_TIMER_OVERRIDE" in codes(base, timer_overrides="vote=abc")
    assert "E_BAD_OPTION" in codes(base, mode="online")
    assert "E_BAD_OPTION" in codes(base, trapper="yes")


def test_errors_name_the_reason() -> None:
    setup = Setup("avalon", NAMES[:7], D.RECOMMENDED[7], {"trapper": True})
    problem = next(p for p in GAME.validate(setup) if p.code == "E_TRAPPER_PLAYER_COUNT")
    assert problem.msg.english() == "The Trapper is for 8 to 10 players, not 7."
    setup = Setup("avalon", NAMES[:8], (*D.fill_roles(("merlin", "assassin"), 8)[:-1], "loyal_servant"), {})
    problem = next(p for p in GAME.validate(setup) if p.code == "E_SIDE_COUNT")
    assert "5 Good and 3 Evil" in problem.msg.english() and "6 Good and 2 Evil" in problem.msg.english()


def test_warnings() -> None:
    assert "W_MORGANA_WITHOUT_PERCIVAL" in codes(("merlin", "loyal_servant", "loyal_servant", "assassin", "morgana"))
    assert "W_PERCIVAL_5P" in codes(("merlin", "percival", "loyal_servant", "assassin", "minion"))
    assert "W_LADY_UNDER_7" in codes(D.RECOMMENDED[6], lady_of_the_lake=True)
    assert "W_CHECK_ROLE_UNUSED" in codes(("merlin", "troublemaker", "loyal_servant", "assassin", "minion"))
    assert "W_CHECK_ROLE_UNUSED" not in codes(("merlin", "troublemaker", "loyal_servant", "assassin", "minion"), lady_of_the_lake=True)
    assert "W_WITCH_PHYSICAL" in codes(("merlin", "percival", "loyal_servant", "assassin", "witch"), mode="physical")
    assert all(p.severity == "warning" for p in GAME.validate(Setup("avalon", NAMES[:6], D.RECOMMENDED[6], {"lady_of_the_lake": True})))


def test_options_and_defaults() -> None:
    opts = GAME.options_with_defaults({})
    assert opts["mode"] == "app"
    assert {k: opts[k] for k in ("fifth_proposal", "trickster_loyalty", "revealer_counts_hidden_fails", "cleric_checks",
                                  "witch_on_deciding_quest", "assassination_reveal_evil", "trapper_seconds")} == {
        "fifth_proposal": "vote_normally", "trickster_loyalty": "chooses", "revealer_counts_hidden_fails": False,
        "cleric_checks": "first_leader", "witch_on_deciding_quest": "void", "assassination_reveal_evil": True, "trapper_seconds": 30}
    assert not any(opts[k] for k in ("lady_of_the_lake", "excalibur", "plot_cards", "trapper"))


def test_quest_sizes_with_the_trapper() -> None:
    session = Session(GAME, Setup("avalon", NAMES[:9], D.RECOMMENDED[9], {"trapper": True, "first_leader": 0}))
    track = session.view(PUBLIC)["quest_track"]
    assert [q["size"] for q in track] == [4, 5, 5, 6, 6]
    assert [q["counted"] for q in track] == [3, 4, 4, 5, 5]
    assert [q["fails_needed"] for q in track] == [1, 1, 1, 2, 1]


# --- the reveal script (§6) -------------------------------------------------------------------------------------------

def test_script_example_a_base_game() -> None:
    steps = GAME.script(Setup("avalon", NAMES[:5], ("merlin", "loyal_servant", "loyal_servant", "assassin", "minion"), {}))
    assert [s.id for s in steps] == [f"avalon.{i}" for i in ("INTRO", "EVIL_OPEN", "EVIL_CLOSE", "ALL_CLOSED", "THUMBS_FOR_MERLIN",
                                                             "MERLIN_OPEN", "EVIL_THUMBS_DOWN", "MERLIN_CLOSE", "ALL_CLOSED", "ALL_OPEN")]
    assert steps[1].msg.english() == "Minions of Mordred, open your eyes and look around so that you know all agents of Evil."


def test_script_example_b_ten_players() -> None:
    roles = ("merlin", "percival", "cleric", "loyal_servant", "loyal_servant", "loyal_servant", "assassin", "morgana", "mordred", "oberon")
    lines = [s.msg.english() for s in GAME.script(Setup("avalon", NAMES, roles, {}))]
    assert len(lines) == 19
    assert lines[1] == "Leader, if you are Evil, extend your thumb so that the Cleric may know of you."
    assert lines[5] == "Minions of Mordred, not Oberon, open your eyes and look around so that you know all agents of Evil."
    assert lines[8] == "Minions of Mordred, but not Mordred, extend your thumb so that Merlin will know of you."
    assert lines[13] == "Merlin and Morgana, extend your thumb so that Percival may know of you."
    assert lines[-1] == "Everyone, open your eyes."
    assert lines.count("Everyone, open your eyes.") == 1


def test_script_example_c_and_variations() -> None:
    roles = ("merlin", "cleric", "troublemaker", "loyal_servant", "assassin", "trickster", "minion")
    ids = script_ids(roles, {"trickster_loyalty": "chooses"})
    assert ids[1:3] == ["CLERIC_THUMB_T1", "CLERIC_TRICKSTER_CHOOSE"]
    assert script_ids(roles, {"trickster_loyalty": "always_good"})[2] == "CLERIC_TRICKSTER_GOOD"
    assert "PERCIVAL_OPEN_M" in script_ids(("merlin", "percival", "loyal_servant", "assassin", "minion"), {})
    assert not [i for i in script_ids(D.RECOMMENDED[5], {"cleric_checks": "first_quest_leader"}) if i.startswith("CLERIC")]
    # The same line lasts the same whatever the roles (§6.2).
    a = {s.id: s.duration for s in GAME.script(Setup("avalon", NAMES[:7], roles, {}))}
    b = {s.id: s.duration for s in GAME.script(Setup("avalon", NAMES[:10], D.RECOMMENDED[10], {}))}
    assert all(a[k] == b[k] for k in a.keys() & b.keys())
    assert all(s.msg.context == "avalon" for s in GAME.script(Setup("avalon", NAMES[:7], roles, {})))


def test_cli_setup_and_script() -> None:
    run = [sys.executable, "-m", "engine"]
    ok = subprocess.run([*run, "setup", "avalon", "--players", "9", "--option", "trapper=true"], cwd=ROOT, capture_output=True, text=True)
    assert ok.returncode == 0, ok.stderr
    bad = subprocess.run([*run, "setup", "avalon", "--players", "7", "--option", "trapper=true"], cwd=ROOT, capture_output=True, text=True)
    assert bad.returncode == 1 and "The Trapper is for 8 to 10 players, not 7." in bad.stdout
    script = subprocess.run([*run, "script", "avalon", "--players", "7", "--roles",
                             "merlin,percival,cleric,loyal_servant,assassin,morgana,oberon"], cwd=ROOT, capture_output=True, text=True)
    assert script.returncode == 0 and "Cleric, open your eyes" in script.stdout


# --- knowledge at the reveal (§5.4) -----------------------------------------------------------------------------------

def test_knowledge() -> None:
    roles = {"Ada": "merlin", "Ben": "percival", "Cy": "loyal_servant", "Dee": "loyal_servant", "Eve": "loyal_servant",
             "Finn": "loyal_servant",
             "Gia": "assassin", "Hal": "morgana", "Ivo": "mordred", "Jo": "oberon"}
    b = Builder("t", roles, "Ada")
    sees = {name: b.session.view(b.seat(name))["you"]["sees"] for name in roles}
    assert sees["Ada"] == b.seats(["Gia", "Hal", "Jo"])  # not Mordred
    assert sees["Ben"] == b.seats(["Ada", "Hal"])
    assert sees["Gia"] == b.seats(["Hal", "Ivo"])  # not Oberon
    assert sees["Jo"] == [] and sees["Cy"] == []
    assert "you" not in b.session.view(PUBLIC)


def test_cleric_learns_the_first_leader_and_the_trickster_chooses() -> None:
    roles = {"Ada": "merlin", "Ben": "cleric", "Cy": "loyal_servant", "Dee": "minion", "Eve": "assassin", "Finn": "trickster",
             "Gia": "troublemaker"}
    game = GAME
    setup = Setup("avalon", NAMES[:7], tuple(roles.values()), {})
    session: Session[Any] = Session(game, setup, settle=False)
    session.add_chance(Action("first_leader", None, {"seat": 5}))
    session.add_chance(Action("deal", None, {"roles": list(roles.values())}))
    assert session.choices()[0].type == "answer_check"
    assert session.explain(Action("begin")) is not None
    session.act(Action("answer_check", 5, {"show": "good"}))
    answer = [e for e in session.events(1) if e.type == "check_answer"]
    assert answer and answer[0].data["loyalty"] == "good"
    # The Troublemaker as first leader must show Evil; always_good leaves the Trickster only Good; the step runs for all.
    for first, option, want in ((6, "chooses", ["evil"]), (5, "always_good", ["good"]), (1, "chooses", ["good"])):
        s: Session[Any] = Session(game, Setup("avalon", NAMES[:7], tuple(roles.values()), {"trickster_loyalty": option}), settle=False)
        s.add_chance(Action("first_leader", None, {"seat": first}))
        s.add_chance(Action("deal", None, {"roles": list(roles.values())}))
        choice = s.choices()[0]
        assert choice.type == "answer_check" and choice.player == first and list(choice.params["show"].values) == want
        s.act(choice.single() or Action("answer_check", first, {"show": want[0]}))
        assert [e.data["loyalty"] for e in s.events(1) if e.type == "check_answer"] == want


# --- proposals and votes (§3.2, §3.3) ---------------------------------------------------------------------------------

def test_fifth_proposal_sent_without_vote() -> None:
    b = Builder("t", EIGHT, "Ada", fifth_proposal="sent_without_vote")
    for leader in ("Ada", "Ben", "Cy", "Dee"):
        b.propose(leader, [leader, "Eve", "Finn"])
        b.vote([])
    b.propose("Eve", ["Eve", "Finn", "Gia"])
    assert b.session.state.phase == "quest"
    assert b.session.view(PUBLIC)["vote_table"]["rows"][-1]["outcome"] == "sent"


def test_tie_rejects_and_leadership_passes_after_every_proposal() -> None:
    b = Builder("t", EIGHT, "Hal")
    b.propose("Hal", ["Hal", "Ada", "Ben"])
    b.vote(["Hal", "Ada", "Ben", "Cy"])
    state = b.session.state
    assert state.proposals[-1].outcome == "rejected" and state.track == 1 and state.leader == 0
    b.propose("Ada", ["Ada", "Ben", "Cy"])
    b.vote(["Ada", "Ben", "Cy", "Dee", "Eve"])
    assert b.session.state.leader == 1 and b.session.state.phase == "quest"


# --- quest cards with role limits (§3.4) ------------------------------------------------------------------------------

def test_role_card_limits() -> None:
    roles = dict(SEVEN, Dee="assassin", Eve="lunatic", Gia="brute", Finn="percival")
    b = Builder("t", roles, "Ada")
    b.quest("Ada", {"Ada": S, "Eve": F})
    b.quest("Ben", {"Ben": S, "Cy": S, "Gia": F})
    b.quest("Cy", {"Cy": S, "Dee": S, "Ada": S})
    b.propose("Dee", ["Dee", "Eve", "Gia", "Ada"])
    b.vote(b.names)
    b.refuse("lunatic_must_fail", "play", "Eve", card=S)
    b.refuse("brute_must_succeed", "play", "Gia", card=F)
    b.refuse("good_must_succeed", "play", "Ada", card=F)
    b.refuse("not_a_member", "play", "Ben", card=S)
    b.play({"Eve": F, "Gia": S})
    b.refuse("already_played", "play", "Eve", card=F)


# --- Trapper and Excalibur invariants (§9.8, §9.11, §9.13) ------------------------------------------------------------

@pytest.mark.parametrize(("cards", "remove", "outcome"), [
    ({"Dee": S, "Eve": S, "Hal": S, "Ada": F, "Cy": F, "Finn": F}, "Finn", F),  # three Fails, one removed: two remain
    ({"Dee": S, "Eve": S, "Hal": S, "Ada": S, "Cy": F, "Finn": F}, "Hal", F),  # a Success removed: two Fails remain
    ({"Dee": S, "Eve": S, "Hal": S, "Ada": S, "Cy": F, "Finn": F}, "Cy", S),  # the page's third example
])
def test_fourth_quest_threshold_is_still_two(cards: dict[str, str], remove: str, outcome: str) -> None:
    roles = dict(EIGHT, Ada="minion", Cy="minion", Finn="assassin", Gia="merlin")
    b = Builder("t", roles, "Ada", trapper=True)
    b.quest("Ada", {"Ada": S, "Ben": S, "Cy": S, "Dee": S}, remove="Cy")
    b.quest("Ben", {"Ben": S, "Cy": F, "Dee": S, "Eve": S, "Finn": F}, remove="Eve")
    b.quest("Cy", {"Cy": S, "Dee": S, "Eve": S, "Hal": S, "Ada": S}, remove="Dee")
    b.quest("Dee", cards, remove=remove)
    quest = b.session.state.quests[3]
    assert quest.outcome == outcome and quest.fails + quest.successes == 5


def test_the_leader_sees_nothing_before_confirming() -> None:
    b = Builder("t", NINE, "Cy", trapper=True, excalibur=True)
    b.propose("Cy", ["Cy", "Dee", "Eve", "Ivo"], holder="Dee")
    b.vote(b.names)
    b.play({"Cy": S, "Dee": S, "Eve": S, "Ivo": F})
    b.do("use_excalibur", "Dee", target=b.seat("Eve"))
    leader = b.session.view(b.seat("Cy"))
    assert b.session.state.phase == "trapper"
    assert leader["removed_cards"] == [] and not [h for h in leader["history"] if h["type"] == "removed_value"]
    choice = next(c for c in b.session.choices() if c.type == "remove_card")
    assert choice.player == b.seat("Cy") and set(choice.params) == {"seat"}  # members only, no values
    b.do("remove_card", "Cy", seat=b.seat("Eve"))
    assert b.session.view(b.seat("Cy"))["removed_cards"] == [{"quest": 1, "seat": b.seat("Eve"), "card": F}]


def test_vote_table_marks_took_part_and_removed_card_only() -> None:
    b = Builder("t", EIGHT, "Ada", trapper=True)
    b.quest("Ada", {"Ada": S, "Ben": S, "Cy": F, "Dee": S}, remove="Cy")
    row = b.session.view(PUBLIC)["vote_table"]["rows"][0]
    cy = row["cells"][b.seat("Cy")]
    assert cy["took_part"] and cy["removed"] and cy["member"]
    assert [c["took_part"] for c in row["cells"]] == [s in b.seats(["Ada", "Ben", "Cy", "Dee"]) for s in range(8)]
    assert sum(c["removed"] for c in row["cells"]) == 1
    assert "success" not in str(row) and "fail" not in str(row).replace("fails", "")


# --- the Witch (§5.3) -------------------------------------------------------------------------------------------------

def witch_game(**options: Any) -> Builder:
    roles = dict(SEVEN, Eve="witch")
    b = Builder("t", roles, "Ada", **options)
    b.quest("Ada", {"Ada": S, "Ben": S})
    b.do("witch_decision", "Eve", hide=False)
    b.quest("Ben", {"Ben": S, "Cy": S, "Dee": S})
    b.do("witch_decision", "Eve", hide=False)
    b.quest("Cy", {"Cy": S, "Dee": S, "Eve": S})
    return b


def test_witch_hide_on_a_deciding_quest_is_void_by_default() -> None:
    b = witch_game()
    b.do("witch_decision", "Eve", hide=True)
    state = b.session.state
    assert state.phase == "assassination" and state.quests[2].hide_void
    assert [e for e in b.session.events(PUBLIC) if e.type == "quest_result" and e.data["quest"] == 3]


def test_witch_hide_and_check_on_a_deciding_quest() -> None:
    b = witch_game(witch_on_deciding_quest="hide_and_check")
    b.do("witch_decision", "Eve", hide=True)
    assert b.session.state.phase == "witch_draw"
    b.chance("witch_draw", seat=b.seat("Ada"))
    b.refuse("examine_self", "witch_check", "Ada", target=b.seat("Ada"))
    b.do("witch_check", "Ada", target=b.seat("Eve"))
    b.answer("Eve")
    assert b.session.state.phase == "assassination"
    assert b.session.view(PUBLIC)["quest_track"][2]["status"] == "hidden"


def test_witch_draw_never_draws_the_witch_and_a_second_use_is_refused() -> None:
    roles = dict(SEVEN, Eve="witch")
    b = Builder("t", roles, "Ada")
    b.quest("Ada", {"Ada": S, "Eve": F})
    b.do("witch_decision", "Eve", hide=True)
    session = b.session
    assert session.explain(Action("witch_draw", None, {"seat": b.seat("Eve")})) is not None
    b.chance("witch_draw", seat=b.seat("Gia"))
    b.do("witch_check", "Gia", target=b.seat("Ada"))
    b.answer("Ada")
    assert session.view(PUBLIC)["quest_track"][0]["fails"] is None
    assert session.view(b.seat("Eve"))["quest_track"][0]["status"] == "hidden"
    b.quest("Ben", {"Ben": S, "Cy": S, "Eve": S})
    assert session.state.phase != "witch_decision"  # the step no longer appears once used
    b.refuse("witch_already_used", "witch_decision", "Eve", hide=True)


# --- the Revealer (§5.2) ----------------------------------------------------------------------------------------------

def test_revealer_after_the_second_public_fail() -> None:
    roles = dict(SEVEN, Eve="revealer")
    b = Builder("t", roles, "Ada")
    b.quest("Ada", {"Ada": S, "Eve": F})
    assert b.session.state.revealer is None
    b.quest("Ben", {"Ben": S, "Dee": F, "Eve": S})
    assert b.session.state.revealer == b.seat("Eve")
    assert b.session.view(PUBLIC)["revealed"]["revealer"] == b.seat("Eve")
    assert b.seat("Eve") not in GAME.seat_secrets(b.session.state)


# --- Plot Cards (§10) -------------------------------------------------------------------------------------------------

def test_plot_cards_draw_give_and_charge() -> None:
    deck = deck_with(7, "charge_1", "king_returns_1", "lead_to_victory_1", "ambush_1")
    b = Builder("t", SEVEN, "Ada", deck=deck, plot_cards=True)
    assert b.session.state.drawn == ("charge_1", "king_returns_1")  # two cards at 7 players
    b.refuse("plot_card_to_leader", "give_plot", "Ada", card="charge_1", to=b.seat("Ada"))
    b.refuse("not_the_leader", "give_plot", "Ben", card="charge_1", to=b.seat("Cy"))
    b.do("give_plot", "Ada", card="charge_1", to=b.seat("Cy"))
    b.do("give_plot", "Ada", card="king_returns_1", to=b.seat("Dee"))
    b.propose("Ada", ["Ada", "Ben"])
    b.refuse("charge_votes_first", "vote", None, seat=b.seat("Ada"), vote="approve")
    b.do("vote", None, seat=b.seat("Cy"), vote="approve")
    assert b.session.view(PUBLIC)["vote_table"]["rows"][-1]["votes"][b.seat("Cy")] == "approve"  # public at once
    for name in ("Ada", "Ben", "Dee", "Eve", "Finn", "Gia"):
        b.do("vote", None, seat=b.seat(name), vote="approve")
    assert b.session.state.phase == "king_returns_window"
    b.do("king_returns", "Dee")
    assert b.session.state.track == 1 and b.session.state.proposals[-1].outcome == "cancelled"
    assert b.session.state.phase == "proposal" and b.session.state.drawn == ()  # no second draw this round


def test_lead_to_victory_restore_honor_and_adjacent_check() -> None:
    deck = deck_with(7, "lead_to_victory_1", "restore_honor_1", "are_you_the_one_1", "ambush_1")
    b = Builder("t", SEVEN, "Ada", deck=deck, plot_cards=True)
    b.do("give_plot", "Ada", card="lead_to_victory_1", to=b.seat("Dee"))
    b.do("give_plot", "Ada", card="restore_honor_1", to=b.seat("Cy"))
    b.refuse("no_such_plot_card", "take_plot", "Cy", card="ambush_2")
    b.do("take_plot", "Cy", card="lead_to_victory_1")
    b.propose("Ada", ["Ada", "Ben"])
    b.vote([])
    assert b.session.state.phase == "lead_to_victory_window"
    b.refuse("no_such_plot_card", "lead_to_victory", "Dee")
    b.do("lead_to_victory", "Cy", note="Ben was to lead")
    assert b.session.state.leader == b.seat("Cy") and b.session.state.phase == "proposal"
    b.propose("Cy", ["Cy", "Dee"])
    b.vote(b.names)
    b.play({"Cy": S, "Dee": S})
    # Round 2: Dee draws (are_you_the_one_1, ambush_1).
    assert b.session.state.drawn == ("are_you_the_one_1", "ambush_1")
    b.do("give_plot", "Dee", card="are_you_the_one_1", to=b.seat("Ada"))
    b.refuse("not_adjacent", "examine", "Ada", target=b.seat("Cy"))
    b.do("examine", "Ada", target=b.seat("Gia"))
    b.answer("Gia")
    assert [e.data["loyalty"] for e in b.session.events(b.seat("Ada")) if e.type == "check_answer"] == ["evil"]
    b.do("give_plot", "Dee", card="ambush_1", to=b.seat("Ada"))
    b.propose("Dee", ["Dee", "Eve", "Finn"])
    b.vote(b.names)
    b.refuse("out_of_order", "ambush", "Ada", target=b.seat("Eve"))
    b.play({"Dee": S, "Eve": F, "Finn": S})
    b.do("ambush", "Ada", target=b.seat("Eve"))
    assert [e.data["card"] for e in b.session.events(b.seat("Ada")) if e.type == "ambush_seen"] == [F]
    assert b.session.state.quests[1].outcome == F


def test_we_found_you_and_show_your_strength() -> None:
    deck = deck_with(7, "show_strength_1", "we_found_you_1")
    b = Builder("t", SEVEN, "Ada", deck=deck, plot_cards=True)
    assert b.session.state.task == ("show_strength", b.seat("Ada"), "show_strength_1")
    b.refuse("examine_self", "show_loyalty", "Ada", to=b.seat("Ada"))
    b.do("show_loyalty", "Ada", to=b.seat("Eve"))
    b.answer("Ada")
    b.do("give_plot", "Ada", card="we_found_you_1", to=b.seat("Gia"))
    b.propose("Ada", ["Ada", "Eve"])
    b.vote(b.names)
    b.do("we_found_you", "Gia", target=b.seat("Eve"))
    b.play({"Ada": S, "Eve": F})
    face_up = [e for e in b.session.events(PUBLIC) if e.type == "face_up"]
    assert face_up and face_up[0].data == {"seat": b.seat("Eve"), "card": F}


# --- timeouts (§13) ---------------------------------------------------------------------------------------------------

def test_timeouts_are_chance_steps_or_defaults() -> None:
    b = Builder("t", dict(NINE, Ivo="witch"), "Ada", trapper=True, excalibur=True)
    b.do("time_up")
    fallback = b.game.chance(b.session.state)
    assert fallback is not None and fallback.type == "fallback"
    b.chance("fallback", action="propose", by=0, team=[0, 1, 2, 3])
    b.chance("fallback", action="excalibur", by=0, holder=2)
    proposal = b.session.state.proposals[-1]
    assert proposal.random and proposal.holder == 2 and b.session.state.phase == "vote"
    b.vote(b.names)
    b.do("time_up")
    for seat in (0, 1, 2, 3):
        b.chance("fallback", action="play", by=seat, card=S)
    assert b.session.state.phase == "excalibur"
    b.do("time_up")  # not used
    assert b.session.state.quests[0].excalibur_done and b.session.state.quests[0].excalibur_target is None
    b.do("time_up")
    with pytest.raises(Exception, match="bad_chance"):
        b.session.add_chance(Action("fallback", None, {"action": "remove_card", "by": 0, "seat": 8}))
    b.chance("fallback", action="remove_card", by=0, seat=3)
    b.do("time_up")  # the Witch does not hide
    assert b.session.state.quests[0].outcome == S and not b.session.state.witch_used


# --- physical mode ----------------------------------------------------------------------------------------------------

def test_physical_game_end_to_end() -> None:
    roles = dict(NINE, Ivo="revealer", Gia="witch")
    b = Builder("t", roles, "Ada", mode="physical", trapper=True, excalibur=True)
    assert b.session.state.roles is None and "you" not in b.session.view(0)
    b.propose("Ada", ["Ada", "Ben", "Cy", "Ivo"], holder="Ben")
    b.vote(b.names)
    b.refuse("wrong_phase", "play", "Ada", card=S)
    b.do("cards_down")
    b.do("use_excalibur", "Ben", target=b.seat("Ivo"))
    b.do("remove_card", "Ada", seat=b.seat("Cy"))
    b.do("witch_decision", None, hide=False)
    b.refuse("too_many_fails", "quest_result", fails=4)
    b.do("quest_result", fails=1)
    assert b.session.state.quests[0].outcome == F
    b.propose("Ben", ["Ben", "Cy", "Dee", "Eve", "Ivo"], holder="Cy")
    b.vote(b.names)
    b.do("cards_down")
    b.do("skip_excalibur", "Cy")
    b.do("remove_card", "Ben", seat=b.seat("Dee"))
    b.do("witch_decision", None, hide=True, witch=b.seat("Gia"))
    b.do("quest_result", fails=1)
    assert b.session.view(PUBLIC)["quest_track"][1]["status"] == "hidden"
    assert b.session.view("moderator")["moderator"]["entered"]["hidden_results"] == [{"quest": 2, "fails": 1}]
    b.chance("witch_draw", seat=b.seat("Hal"))
    b.do("witch_check", "Hal", target=b.seat("Ada"))
    assert b.session.state.phase == "proposal"  # a hidden fail does not reveal the Revealer
    b.propose("Cy", ["Cy", "Dee", "Eve", "Ivo", "Ada"], holder="Dee")
    b.vote(b.names)
    b.do("cards_down")
    b.do("skip_excalibur", "Dee")
    b.do("remove_card", "Cy", seat=b.seat("Ada"))
    b.do("quest_result", fails=1)
    assert b.session.state.phase == "role_entry"
    b.refuse("role_contradicts", "reveal_role", seat=0, role="witch")
    b.refuse("role_not_left", "reveal_role", seat=0, role="oberon")
    for name, role in roles.items():
        b.do("reveal_role", seat=b.seat(name), role=role)
    result = b.session.result()
    assert result is not None and result.side == "evil"
    assert set(result.winners) == set(b.seats(["Finn", "Gia", "Ivo"]))


def test_plot_card_refusals() -> None:
    deck = deck_with(9, "lead_to_victory_1", "lead_to_victory_2", "restore_honor_1", "ambush_1", "ambush_2", "charge_1")
    b = Builder("t", NINE, "Ada", deck=deck, plot_cards=True)
    b.do("give_plot", "Ada", card="lead_to_victory_1", to=b.seat("Ben"))
    b.do("give_plot", "Ada", card="lead_to_victory_2", to=b.seat("Cy"))
    b.do("give_plot", "Ada", card="restore_honor_1", to=b.seat("Ben"))
    b.refuse("take_own_card", "take_plot", "Ben", card="lead_to_victory_1")
    b.do("take_plot", "Ben", card="lead_to_victory_2")
    b.propose("Ada", ["Ada", "Cy", "Dee"])
    b.vote([])
    assert b.session.state.leader == b.seat("Ben") and b.session.state.phase == "proposal"  # no other holder: no window
    b.refuse("wrong_phase", "lead_to_victory", "Ben")
    b.propose("Ben", ["Ben", "Cy", "Dee"])
    b.vote(b.names)
    b.play({"Ben": S, "Cy": S, "Dee": S})
    # Round 2: Cy should lead, but Ben plays Lead to Victory before the draw, then draws ambush_1, ambush_2, charge_1.
    assert b.session.state.phase == "lead_to_victory_window"
    b.do("lead_to_victory", "Ben", note="Ben takes the lead from Cy")
    b.refuse("not_the_leader", "give_plot", "Cy", card="ambush_1", to=b.seat("Dee"))
    b.do("give_plot", "Ben", card="ambush_1", to=b.seat("Dee"))
    b.do("give_plot", "Ben", card="ambush_2", to=b.seat("Eve"))
    b.do("give_plot", "Ben", card="charge_1", to=b.seat("Finn"))
    b.refuse("not_the_leader", "propose", "Cy", team=b.seats(["Cy", "Dee", "Eve", "Finn"]))
    b.propose("Ben", ["Dee", "Eve", "Finn", "Gia"])
    b.do("vote", None, seat=b.seat("Finn"), vote="approve")
    for name in b.names:
        if name != "Finn":
            b.do("vote", None, seat=b.seat(name), vote="approve")
    b.play({"Dee": S, "Eve": S, "Finn": F, "Gia": S})
    b.refuse("ambush_own_card", "ambush", "Dee", target=b.seat("Dee"))
    b.do("ambush", "Dee", target=b.seat("Finn"))
    b.refuse("already_ambushed", "ambush", "Eve", target=b.seat("Finn"))
    b.refuse("no_such_plot_card", "ambush", "Gia", target=b.seat("Eve"))
    b.do("ambush", "Eve", target=b.seat("Gia"))
    assert b.session.state.quests[1].outcome == F


def test_leader_cannot_play_lead_to_victory_in_an_open_window() -> None:
    deck = deck_with(7, "lead_to_victory_1", "lead_to_victory_2")
    b = Builder("t", SEVEN, "Ada", deck=deck, plot_cards=True)
    b.do("give_plot", "Ada", card="lead_to_victory_1", to=b.seat("Ben"))
    b.do("give_plot", "Ada", card="lead_to_victory_2", to=b.seat("Cy"))
    b.propose("Ada", ["Ada", "Dee"])
    b.vote([])
    assert b.session.state.phase == "lead_to_victory_window" and b.session.state.leader == b.seat("Ben")
    b.refuse("leader_cannot_lead_to_victory", "lead_to_victory", "Ben")
    b.do("close_window")
    assert b.session.state.phase == "proposal"


def test_cleric_learns_the_first_quests_leader_by_option() -> None:
    roles = dict(SEVEN, Ben="cleric")
    b = Builder("t", roles, "Dee", cleric_checks="first_quest_leader")
    assert not [e for e in b.session.events(b.seat("Ben")) if e.type == "check_answer"]
    b.propose("Dee", ["Dee", "Eve"])
    b.vote([])
    b.quest("Eve", {"Eve": S, "Ada": S})
    assert b.session.state.phase == "cleric_check"
    b.answer("Eve")
    answers = [e.data for e in b.session.events(b.seat("Ben")) if e.type == "check_answer"]
    assert answers == [{"kind": "cleric_check", "subject": b.seat("Eve"), "loyalty": "evil"}]


# --- every loyalty check looks the same, whoever is checked (§5.2, §5.5, §12) ------------------------------------------

def _lady_check_on(subject_role: str, **options: Any) -> Builder:
    """8 players, the Lady on; quest 2 is over and Ben (the Lady) examines Cy, who holds ``subject_role``."""
    roles = dict(EIGHT, Cy=subject_role)
    if subject_role in D.GOOD_ROLES:
        roles["Hal"] = "minion"  # keep 5 Good and 3 Evil
    b = Builder("t", roles, "Cy", lady_of_the_lake=True, **options)
    b.quest("Cy", {"Cy": S, "Dee": S, "Eve": S})
    b.quest("Dee", {"Dee": S, "Eve": S, "Finn": S, "Gia": S})
    b.do("lady", "Ben", target=b.seat("Cy"))
    return b


def _public_picture(b: Builder) -> dict[str, Any]:
    view = b.session.view(PUBLIC)
    view.pop("setup")  # the role list differs between the games compared, by construction
    choices = [(c.type, c.player, sorted(c.params)) for c in b.session.choices()]
    return {"view": view, "choices": choices}


@pytest.mark.parametrize("role", ["minion", "loyal_servant", "troublemaker"])
def test_a_check_on_the_trickster_looks_like_any_other_check(role: str) -> None:
    trickster, other = _lady_check_on("trickster"), _lady_check_on(role)
    assert _public_picture(trickster) == _public_picture(other)
    # The checked player confirms the loyalty he shows; the Trickster's choice is one of his options.
    assert [c.type for c in trickster.session.choices() if c.type != "time_up"] == ["answer_check"]
    asked = {b.session.choices()[0].player for b in (trickster, other)}
    assert asked == {trickster.seat("Cy")}
    assert trickster.session.view(trickster.seat("Cy"))["loyalty_question"]["options"] == ["good", "evil"]
    forced = {"minion": ["evil"], "loyal_servant": ["good"], "troublemaker": ["evil"]}[role]
    assert other.session.view(other.seat("Cy"))["loyalty_question"]["options"] == forced
    # The timer runs for everyone to see, the same whoever is checked; its default is Good when the role allows it.
    assert trickster.session.view(PUBLIC)["timer"]["stage"] == other.session.view(PUBLIC)["timer"]["stage"] == "loyalty_answer"
    trickster.do("time_up")
    other.do("time_up")
    assert _public_picture(trickster) == _public_picture(other)
    shown = {b: [e.data["loyalty"] for e in b.session.events(b.seat("Ben")) if e.type == "check_answer"] for b in (trickster, other)}
    assert shown[trickster] == ["good"] and shown[other] == forced


def test_the_forced_loyalty_is_refused_otherwise() -> None:
    b = _lady_check_on("troublemaker")
    b.refuse("loyalty_forced", "answer_check", "Cy", show="good")
    b.refuse("not_your_turn", "answer_check", "Ben", show="evil")
    b.do("answer_check", "Cy", show="evil")
    assert [e.data["loyalty"] for e in b.session.events(b.seat("Ben")) if e.type == "check_answer"] == ["evil"]


def test_the_first_leader_does_not_learn_who_the_cleric_is() -> None:
    roles = {"Ada": "merlin", "Ben": "cleric", "Cy": "loyal_servant", "Dee": "minion", "Eve": "assassin", "Finn": "trickster",
             "Gia": "troublemaker"}
    for first in ("Finn", "Cy"):
        session: Session[Any] = Session(GAME, Setup("avalon", NAMES[:7], tuple(roles.values()), {}), settle=False)
        session.add_chance(Action("first_leader", None, {"seat": NAMES.index(first)}))
        session.add_chance(Action("deal", None, {"roles": list(roles.values())}))
        seat = NAMES.index(first)
        assert [c.type for c in session.choices() if c.type != "time_up"] == ["answer_check"]
        assert session.explain(Action("begin")) is not None
        question = session.view(seat)["loyalty_question"]
        assert question["kind"] == "cleric_check" and question["viewer"] is None
        for event in session.events(seat):
            if event.type != "knowledge":
                assert "Ben" not in event.msg.english() and event.data.get("viewer") is None, event
        show = "evil" if first == "Finn" else "good"
        session.act(Action("answer_check", seat, {"show": show}))
        assert [e.data["loyalty"] for e in session.events(1) if e.type == "check_answer"] == [show]
        assert session.choices()[0].type == "begin"


# --- script timing never depends on the language (§6.2) ---------------------------------------------------------------

def test_script_durations_are_fixed_per_line_kind_not_per_text(monkeypatch: pytest.MonkeyPatch) -> None:
    setup = Setup("avalon", NAMES, ("merlin", "percival", "cleric", "troublemaker", "loyal_servant", "loyal_servant", "assassin",
                                    "morgana", "mordred", "trickster"), {})
    before = {s.id: s.duration for s in GAME.script(setup)}
    # A translation twice as long (or a reworded English line) must not change any step's timing.
    for line_id, line in D.LINES.items():
        monkeypatch.setitem(D.LINES, line_id, type(line)(line.id, type(line.text)("avalon", f"{line.text} {line.text}"),
                                                          line.look, line.role, line.kind))
    assert {s.id: s.duration for s in GAME.script(setup)} == before
    # Each kind of line has one duration: its speech allowance plus the reference's pause (3 s, or 5 s before a look).
    for line in D.LINES.values():
        pause = D.PAUSE_LOOK if line.look else D.PAUSE_INSTRUCTION
        assert D.line_seconds(line) == D.SPEECH_ALLOWANCE[line.kind] + pause
    assert {D.line_seconds(D.LINES[i]) for i in ("EVIL_CLOSE", "MERLIN_CLOSE", "PERCIVAL_CLOSE", "CLERIC_CLOSE")} == {
        D.SPEECH_ALLOWANCE[D.SHORT] + D.PAUSE_INSTRUCTION}


def test_the_king_returns_cancels_only_an_approval_not_a_team_sent_without_a_vote() -> None:
    """§3.9 P5: The King Returns window opens for an approved team only; a fifth team sent without a vote was never approved."""
    deck = deck_with(7, "king_returns_1", "king_returns_2")
    b = Builder("t", SEVEN, "Ada", deck=deck, plot_cards=True, fifth_proposal="sent_without_vote")
    b.do("give_plot", "Ada", card="king_returns_1", to=b.seat("Ben"))
    b.do("give_plot", "Ada", card="king_returns_2", to=b.seat("Cy"))
    for leader in ("Ada", "Ben", "Cy", "Dee"):
        b.propose(leader, [leader, "Eve"])
        b.vote([])
    b.propose("Eve", ["Eve", "Finn"])
    assert b.session.state.proposals[-1].outcome == "sent"
    assert b.session.state.phase == "quest" and b.session.state.track == 4
    b.refuse("wrong_phase", "king_returns", "Ben")
    b.play({"Eve": S, "Finn": S})
    # An approved team later in the game still opens the window.
    assert b.session.state.drawn == ("lead_to_victory_1", "lead_to_victory_2")
    b.do("give_plot", "Finn", card="lead_to_victory_1", to=b.seat("Gia"))
    b.do("give_plot", "Finn", card="lead_to_victory_2", to=b.seat("Gia"))
    b.propose("Finn", ["Finn", "Gia", "Ada"])
    b.vote(b.names)
    assert b.session.state.phase == "king_returns_window"


def test_physical_hidden_result_is_counted_by_the_moderator_alone() -> None:
    """§5.3: when the Witch hides, nobody sees the result: the table must not reveal the cards; the moderator counts them."""
    roles = dict(SEVEN, Eve="witch")
    b = Builder("t", roles, "Ada", mode="physical")
    b.propose("Ada", ["Ada", "Eve"])
    b.vote(b.names)
    b.do("cards_down")
    b.do("witch_decision", None, hide=False)
    shown = b.session.view(PUBLIC)["instruction"]["text"]
    assert shown.startswith("Shuffle and reveal")
    b.do("quest_result", fails=0)
    b.propose("Ben", ["Ben", "Cy", "Eve"])
    b.vote(b.names)
    b.do("cards_down")
    b.do("witch_decision", None, hide=True, witch=b.seat("Eve"))
    hidden = b.session.view(PUBLIC)["instruction"]
    assert hidden["text"] != shown and "do not reveal the cards" in hidden["english"] and "moderator alone" in hidden["english"]
    assert next(c for c in b.session.choices() if c.type == "quest_result").prompt.english() == hidden["english"]


def test_a_first_leader_chosen_by_the_host_is_announced_like_a_drawn_one() -> None:
    """§2.5: the first leader (drawn, or chosen by the host) and the Lady's first holder are in everyone's history."""
    drawn = Builder("t", EIGHT, "Cy", lady_of_the_lake=True)
    chosen: Session[Any] = Session(GAME, Setup("avalon", NAMES[:8], tuple(EIGHT.values()), {"lady_of_the_lake": True, "first_leader": 2}),
                                   settle=False)
    chosen.add_chance(Action("deal", None, {"roles": list(EIGHT.values())}))

    def opening(view: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
        return [(h["type"], h["data"]) for h in view["history"] if h["type"] in ("first_leader", "lady_token")]

    assert opening(chosen.view(PUBLIC)) == opening(drawn.session.view(PUBLIC)) == [
        ("first_leader", {"seat": 2}), ("lady_token", {"seat": 1})]


# --- states stay values (cheap copies, per-state memo, shared history) ------------------------------------------------

def test_states_are_values_with_their_own_memo_and_a_shared_history() -> None:
    b = Builder("t", NINE, "Ada", trapper=True, excalibur=True)
    b.propose("Ada", ["Ada", "Ben", "Cy", "Dee"], holder="Ben")
    before = b.session.state
    view, choices, log = b.session.view(PUBLIC), GAME.choices(before), list(before.log)
    after, events = GAME.step(before, Action("vote", None, {"seat": 0, "vote": "approve"}))
    assert after is not before and after.memo is not before.memo and after.proposals[-1].votes[0] == "approve"
    assert before.proposals[-1].votes[0] is None and GAME.view(before, PUBLIC) == view and GAME.choices(before) == choices
    assert list(after.log) == log + events
    for seat in range(1, 9):
        after, events = GAME.step(after, Action("vote", None, {"seat": seat, "vote": "approve"}))
    assert events and list(after.log)[-len(events):] == events and list(before.log) == log
    with pytest.raises(AssertionError):
        before.but(no_such_field=1)


# --- role summaries for the setup wizard --------------------------------------------------------------------------------

def test_every_role_has_a_translatable_one_line_summary() -> None:
    summaries = {role: GAME.role_summary(role) for role in D.ROLES}
    for role, summary in summaries.items():
        assert summary is not None and summary.context == "avalon.role_summary", role
        assert "\n" not in summary and summary.endswith(".") and len(summary) <= 140, role
        assert summary.startswith(("Good", "Evil")) and summary.split(";")[0].split(",")[0] == D.SIDE_NAMES[D.ROLES[role].side], role
    assert len(set(summaries.values())) == len(summaries)
    assert GAME.role_summary("lancelot") is None
    assert "Mordred" in summaries["merlin"] and "Fail" in summaries["lunatic"] and "second failed quest" in summaries["revealer"]


def test_history_entries_are_made_once_but_each_view_gets_its_own() -> None:
    b = Builder("t", NINE, "Ada", trapper=True)
    first = b.session.view(PUBLIC)["history"]
    first[0]["type"] = "changed by a caller"
    again = b.session.view(PUBLIC)["history"]
    assert again[0]["type"] != "changed by a caller" and [h["msg"] for h in again] == [h["msg"] for h in first]
    assert again == [e.to_json() for e in b.session.state.log if e.audience == PUBLIC]


def test_the_end_of_the_game_reveals_who_played_what_on_a_hidden_quest() -> None:
    """§5.3, §15 #20, §16 example 5: at the end the history shows a hidden quest's result, its cards with their owners."""
    b = Builder("t", dict(SEVEN, Eve="witch"), "Ada")
    b.quest("Ada", {"Ada": S, "Eve": F})
    b.do("witch_decision", "Eve", hide=True)
    b.chance("witch_draw", seat=b.seat("Gia"))
    b.do("witch_check", "Gia", target=b.seat("Ada"))
    b.answer("Ada")
    assert not [h for h in b.session.view(PUBLIC)["history"] if h["type"] in ("quest_cards", "quest_result")]
    b.quest("Ben", {"Ben": S, "Cy": S, "Dee": F})
    b.quest("Cy", {"Cy": S, "Dee": F, "Gia": S})
    assert b.session.result() is not None
    history = b.session.view(PUBLIC)["history"]
    cards = [h["data"]["cards"] for h in history if h["type"] == "quest_cards" and h["data"]["quest"] == 1]
    assert cards == [{str(b.seat("Ada")): S, str(b.seat("Eve")): F}]
    assert [h["data"]["outcome"] for h in history if h["type"] == "quest_result" and h["data"]["quest"] == 1] == [F]


# --- names for the generic shell: every phase, every choice's prompt and parameters -----------------------------------

def test_every_phase_choice_and_parameter_has_a_translatable_name() -> None:
    from engine.games.avalon import state as avalon_state
    from engine.i18n import Msg, Text
    from tests.playout import random_playout

    phases = {v for k, v in vars(avalon_state).items() if k.isupper() and isinstance(v, str)}
    assert {p for p in phases if not isinstance(GAME.phase_name(p), Text)} == set()
    assert GAME.phase_name("no_such_phase") is None
    missing: set[str] = set()
    seen: set[str] = set()
    setups = [
        Setup("avalon", NAMES[:9], D.fill_roles(("merlin", "percival", "cleric", "troublemaker", "assassin", "witch", "trickster"), 9),
              {"mode": mode, "trapper": True, "excalibur": True, "lady_of_the_lake": True})
        for mode in ("app", "physical")] + [
        Setup("avalon", NAMES[:7], ("merlin", "percival", "cleric", "loyal_servant", "assassin", "revealer", "trickster"),
              {"mode": mode, "plot_cards": True, "excalibur": True, "lady_of_the_lake": True}) for mode in ("app", "physical")]
    for setup in setups:
        for seed in range(4):
            rng = random.Random(seed)
            session = random_playout(GAME, setup, rng)
            state = GAME.start(setup)
            for action in session.actions:
                for choice in GAME.choices(state):
                    seen.add(choice.type)
                    if not isinstance(choice.prompt, Msg):
                        missing.add(f"prompt of {choice.type}")
                    missing.update(f"{choice.type}.{key}" for key in choice.params
                                   if not isinstance(GAME.param_name(choice.type, key), Text))
                state, _ = GAME.step(state, action)
    assert missing == set()
    assert {"answer_check", "lady", "give_plot", "propose", "excalibur", "vote", "play", "cards_down", "use_excalibur", "remove_card",
            "witch_decision", "quest_result", "assassinate"} <= seen
