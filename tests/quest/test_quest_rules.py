"""Role constraints, knowledge at the reveal, the reveal script, options, physical mode and the end rules."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import MODERATOR, PUBLIC, Action
from engine.games.quest import GAME, rules
from engine.games.quest import data as D  # noqa: N812
from engine.games.quest.views import instruction
from engine.session import Session
from tests.quest.helpers import act, assert_public_view_keeps_secrets, game_with, play_quest, refusal, setup_of, start

S, F = "success", "fail"


# -- §5.3 quest cards ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("role", "magic", "quest", "allowed"), [
    ("loyal_servant", False, 1, (S,)), ("duke", True, 2, (S,)), ("cleric", False, 5, (S,)),
    ("youth", False, 1, (S,)), ("youth", True, 1, (F,)),
    ("morgan", False, 1, (S, F)), ("morgan", True, 4, (S, F)),
    ("lunatic", False, 2, (F,)), ("lunatic", True, 2, (S,)),
    ("brute", False, 3, (S, F)), ("brute", False, 4, (S,)), ("brute", True, 1, (S,)),
    ("minion", False, 1, (S, F)), ("minion", True, 1, (S,)), ("scion", True, 1, (S,)), ("changeling", True, 1, (S,)),
    ("blind_hunter", False, 5, (S, F)), ("mutineer", True, 2, (S,)), ("trickster", False, 1, (S, F)),
])
def test_quest_card_table(role: str, magic: bool, quest: int, allowed: tuple[str, ...]) -> None:
    assert rules.quest_cards(role, magic, quest) == allowed


SEVEN = ["youth", "troublemaker", "loyal_servant", "duke", "morgan", "lunatic", "brute"]


def test_role_constraints_are_refused_with_specific_codes() -> None:
    s = game_with(SEVEN, first=2)
    start(s)
    youth, tm, ls, duke, morgan, lunatic, brute = range(7)
    act(s, "team", ls, players=[youth, lunatic])
    act(s, "magic", ls, holder=youth)
    assert refusal(s, "quest_card", youth, card=S) == "youth_must_fail"
    assert refusal(s, "quest_card", lunatic, card=S) == "lunatic_must_fail"
    assert refusal(s, "quest_card", tm, card=S) == "not_on_team"
    assert refusal(s, "quest_card", youth, card="maybe") == "bad_parameter"
    assert [c.params["card"].values for c in s.choices()] == [(F,), (F,)]
    act(s, "quest_card", youth, card=F)
    assert refusal(s, "quest_card", youth, card=F) == "already_played"
    act(s, "quest_card", lunatic, card=F)
    assert s.view(PUBLIC)["quests"][0]["fails"] == 2
    act(s, "next_leader", ls, leader=youth)
    play_quest(s, [brute, tm, ls], magic=ls, fails=[brute])
    act(s, "next_leader", youth, leader=tm)
    act(s, "amulet", youth, holder=morgan)
    act(s, "amulet_check", morgan, target=tm)
    assert refusal(s, "loyalty", tm, card="good") == "troublemaker_must_show_evil"
    act(s, "loyalty", tm, card="evil")
    play_quest(s, [ls, duke, youth], magic=duke)
    act(s, "next_leader", tm, leader=duke)
    act(s, "amulet", tm, holder=brute)
    assert refusal(s, "amulet_check", brute, target=morgan) == "amulet_target_holder"
    act(s, "amulet_check", brute, target=lunatic)
    act(s, "loyalty", lunatic, card="evil")
    act(s, "team", duke, players=[brute, morgan, lunatic, ls])
    assert refusal(s, "magic", duke, holder=duke) == "magic_not_on_team"
    act(s, "magic", duke, holder=lunatic)
    assert refusal(s, "quest_card", brute, card=F) == "brute_must_succeed"
    assert refusal(s, "quest_card", lunatic, card=F) == "magic_must_succeed"
    assert refusal(s, "quest_card", ls, card=F) == "good_must_succeed"
    refused = s.explain(Action("quest_card", brute, {"card": F}))
    assert refused is not None and refused.reason.english() == "Greta is the Brute and may play Fail only on quests 1 to 3."


def test_trickster_may_lie_unless_the_option_says_must() -> None:
    roles = ["loyal_servant", "loyal_servant", "loyal_servant", "duke", "morgan", "trickster", "changeling"]
    for must_lie, allowed in ((False, ("good", "evil")), (True, ("good",))):
        s = game_with(roles, trickster_must_lie=must_lie)
        start(s)
        play_quest(s, [0, 1], magic=0)
        act(s, "next_leader", 0, leader=1)
        play_quest(s, [1, 2, 3], magic=1)
        act(s, "next_leader", 1, leader=2)
        act(s, "amulet", 1, holder=3)
        act(s, "amulet_check", 3, target=5)
        assert s.choices()[0].params["card"].values == allowed
        if must_lie:
            assert refusal(s, "loyalty", 5, card="evil") == "trickster_must_lie"


def test_cleric_learns_what_the_first_leader_shows_and_nobody_else() -> None:
    roles = ["loyal_servant", "cleric", "loyal_servant", "duke", "morgan", "trickster", "blind_hunter"]
    s = game_with(roles, first=5)
    assert s.state.phase == "leader_loyalty" and s.choices()[0].player == 5
    act(s, "leader_loyalty", 5, card="good")  # the Trickster lies to the Cleric
    (event,) = [e for e in s.events(MODERATOR) if e.type == "cleric_sees"]
    assert event.audience == (1,) and event.data == {"player": 5, "shows": "good"}
    assert s.view(1)["you"]["knowledge"]["first_leader"] == {"player": 5, "shows": "good"}
    assert "first_leader" not in s.view(0)["you"]["knowledge"]
    assert "leader_shows" not in s.view(PUBLIC)


def test_reveal_knowledge_standard_with_thumbs_and_arthur() -> None:
    roles = ["arthur", "loyal_servant", "loyal_servant", "duke", "morgan", "changeling", "blind_hunter", "mutineer",
             "cleric", "archduke"]
    s = game_with(roles, role_list=roles)
    k = {p: s.view(p)["you"]["knowledge"] for p in range(10)}
    assert k[4]["evil"] == [6, 7]  # Morgan sees the thumbs (Blind Hunter, Mutineer), not the Changeling
    assert k[0]["morgan"] == 4  # Arthur knows Morgan le Fay
    assert k[5] == {} and k[6] == {} and k[7] == {}  # blind Evil roles learn nothing
    learned = [e for e in s.events(MODERATOR) if e.type == "learned"]
    assert {e.audience for e in learned} == {(0,), (4,)}


def test_reveal_knowledge_small_games() -> None:
    s = game_with(["loyal_servant", "scion", "loyal_servant", "morgan"])
    assert s.view(3)["you"]["knowledge"] == {"scion": 1}
    assert s.view(1)["you"]["knowledge"] == {}
    dc = ["loyal_servant", "cleric", "youth", "morgan", "blind_hunter"]
    s = game_with(["youth", "morgan", "cleric", "blind_hunter"], role_list=dc, set_aside=["loyal_servant"],
                  variant="directors_cut")
    assert s.view(3)["you"]["knowledge"] == {"set_aside": "loyal_servant"}
    assert s.view(1)["you"]["knowledge"]["evil"] == [3]  # DC 4-5: the Blind Hunter raises his thumb
    dc7 = ["cleric", "duke", "youth", "troublemaker", "morgan", "blind_hunter", "minion", "minion"]
    s = game_with(["cleric", "duke", "youth", "morgan", "blind_hunter", "minion", "minion"], role_list=dc7,
                  set_aside=["troublemaker"], variant="directors_cut")
    assert s.view(3)["you"]["knowledge"]["evil"] == [5, 6]  # DC 6+: nobody knows the Blind Hunter
    assert s.view(4)["you"]["knowledge"] == {}


def test_deal_chance_is_checked() -> None:
    setup = setup_of(["loyal_servant", "loyal_servant", "morgan", "scion"], 4)
    s = Session(GAME, setup, seed=1, fixed=[Action("first_leader", None, {"seat": 0})], settle=False)
    s.add_chance(Action("first_leader", None, {"seat": 0}))
    for bad in ({"roles": ["morgan", "morgan", "loyal_servant", "scion"]}, {"roles": ["morgan", "scion"]},
                {"roles": ["loyal_servant", "loyal_servant", "morgan", "scion"], "set_aside": ["minion"]}):
        assert s.explain(Action("deal", None, bad)).code == "bad_chance"
    dc = setup_of(["cleric", "duke", "youth", "troublemaker", "morgan", "blind_hunter", "minion"], 6, variant="directors_cut")
    s = Session(GAME, dc, seed=1, fixed=[Action("first_leader", None, {"seat": 0})], settle=False)
    s.add_chance(Action("first_leader", None, {"seat": 0}))
    wrong = {"roles": ["youth", "troublemaker", "morgan", "blind_hunter", "minion", "duke"], "set_aside": ["cleric"]}
    assert s.explain(Action("deal", None, wrong)).code == "bad_chance"  # only a slot card may be set aside


# -- §6 reveal script --------------------------------------------------------------------------------------
def script_ids(roles: list[str], **options: Any) -> list[str]:
    return [st.id.removeprefix("quest.reveal.") for st in GAME.script(setup_of(roles, _count(roles, options), **options))]


def _count(roles: list[str], options: dict[str, Any]) -> int:
    if options.get("variant") == "directors_cut":
        return len(roles) - 1
    return len(roles)


def test_script_standard_four_five_is_the_scion_script() -> None:
    assert script_ids(["loyal_servant", "loyal_servant", "morgan", "scion"]) == [
        "open", "scion_thumb_up", "scion_morgan_open", "scion_thumb_down", "scion_morgan_close", "close"]


def test_script_standard_six_plus_reproduces_the_rulebook() -> None:
    steps = GAME.script(setup_of(list(D.STANDARD_ROLES[8]), 8))
    assert [st.msg.english() for st in steps] == [
        "Everyone close your eyes.",
        "Minions of Mordred and Morgan le Fay \u2014 not the Changeling \u2014 open your eyes and look around so that you "
        "know each other.",
        "Minions of Mordred and Morgan le Fay, close your eyes.",
        "Everyone open your eyes."]


def test_script_composed_ten_players() -> None:
    roles = ["loyal_servant", "loyal_servant", "arthur", "cleric", "duke", "archduke", "morgan", "changeling",
             "blind_hunter", "mutineer"]
    lines = [st.msg.english() for st in GAME.script(setup_of(roles, 10))]
    assert lines[1] == "Blind Hunter and Mutineer, raise your thumbs so that the Minions of Mordred can know you."
    assert lines[2].startswith("Minions of Mordred and Morgan le Fay \u2014 not the Changeling, not the Blind Hunter and "
                               "not the Mutineer \u2014")
    assert lines[2].endswith("know all the agents of Evil.")
    assert lines[4] == "Blind Hunter and Mutineer, put your thumbs down."
    assert lines[5:9][0] == "Morgan le Fay, raise your thumb so that Arthur can know you."
    assert lines[9:13] == ["Leader, raise your thumb if you are Evil.", "Cleric, open your eyes.", "Cleric, close your eyes.",
                           "Leader, put your thumb down."]
    assert len(lines) == 14 and lines.count("Everyone close your eyes.") == 1


def test_script_directors_cut() -> None:
    assert script_ids(list(D.DC_ROLES[7]), variant="directors_cut") == [
        "open", "evil_open", "evil_close", "cleric_thumb_up", "cleric_open", "cleric_close", "cleric_thumb_down", "close"]
    assert GAME.script(setup_of(list(D.DC_ROLES[7]), 7, variant="directors_cut"))[1].msg.english().startswith(
        "Minions of Mordred and Morgan le Fay \u2014 not the Blind Hunter \u2014 open")
    assert script_ids(list(D.DC_ROLES[4]), variant="directors_cut") == [
        "open", "evil_thumbs_up", "evil_open", "evil_close", "evil_thumbs_down", "dc_hunter_open", "dc_hunter_close",
        "cleric_thumb_up", "cleric_open", "cleric_close", "cleric_thumb_down", "close"]


def test_script_two_clerics_is_plural_and_durations_are_positive() -> None:
    roles = ["cleric", "cleric", "loyal_servant", "duke", "morgan", "changeling", "blind_hunter"]
    steps = GAME.script(setup_of(roles, 7))
    assert "Clerics, open your eyes." in [st.msg.english() for st in steps]
    assert all(st.duration > 0 for st in steps)


# -- transitions -------------------------------------------------------------------------------------------
def test_forced_last_leader_is_a_single_choice() -> None:
    s = game_with(["loyal_servant", "loyal_servant", "loyal_servant", "morgan", "scion"])
    start(s)
    teams = [[0, 3], [0, 1, 3], [0, 3], [0, 1, 2, 3]]  # sizes 2, 3, 2, 4 at five players
    for q, team in enumerate(teams):
        play_quest(s, team, magic=0, fails=[3] if q % 2 else [])
        (choice,) = s.choices()
        assert (choice.single() is not None) == (q == 3)
        act(s, "next_leader", q, leader=q + 1)
    assert s.choices()[0].single() is None  # the team is a real choice again
    assert s.view(PUBLIC)["leader"] == 4


def test_amulet_holders_may_lead_option() -> None:
    roles = ["loyal_servant", "loyal_servant", "duke", "morgan", "changeling", "minion"]
    for may, code in ((False, "amulet_holder_leader"), (True, None)):
        s = game_with(roles, amulet_holders_may_lead=may)
        start(s)
        play_quest(s, [0, 1], magic=0)
        act(s, "next_leader", 0, leader=1)
        play_quest(s, [1, 2, 3], magic=1, fails=[3])
        act(s, "next_leader", 1, leader=2)
        act(s, "amulet", 1, holder=3)
        act(s, "amulet_check", 3, target=0)
        act(s, "loyalty", 0, card="good")
        play_quest(s, [0, 1, 2, 4], magic=0)
        assert refusal(s, "next_leader", 2, leader=3) == code


# -- the Final Quest -----------------------------------------------------------------------------------------
def _to_final(s: Session[Any], evil: int, team_pool: list[int]) -> None:
    """Three failed quests (two at four players); the Leaders are seats 0, 1, 2, ..."""
    start(s)
    cfg = s.state.cfg
    q = 0
    while s.state.failures < cfg.fails_to_final:
        size = cfg.sizes[q]
        team = [evil, *[p for p in team_pool if p != evil][: size - 1]]
        play_quest(s, team, magic=team[1], fails=[evil])
        if s.state.phase == "next_leader":
            act(s, "next_leader", q, leader=q + 1)
            if s.state.phase == "amulet":
                holder = s.choices()[0].params["holder"].values[-1]
                act(s, "amulet", q, holder=holder)
                target = s.choices()[0].params["target"].values[0]
                act(s, "amulet_check", holder, target=target)
                if s.state.phase == "loyalty":
                    act(s, "loyalty", target, card=s.choices()[0].params["card"].values[0])
        q += 1


def test_unknown_roles_cleric_rule_is_scored() -> None:
    roles = ["loyal_servant", "loyal_servant", "cleric", "youth", "duke", "morgan", "blind_hunter", "minion", "changeling",
             "minion"]
    dealt = ["loyal_servant", "cleric", "youth", "morgan", "blind_hunter", "minion"]
    aside = ["loyal_servant", "duke", "changeling", "minion"]
    s = game_with(dealt, role_list=roles, set_aside=aside, unknown_roles=True)
    _to_final(s, 3, [0, 1, 2, 4, 5])
    act(s, "discussion_done")
    act(s, "hunt_decision", 4, hunt=True)
    assert s.choices()[0].params["role"].values == D.GOOD_ROLES  # nothing refused: no information leaks
    act(s, "hunt_naming", 4, target=0, role="loyal_servant")
    act(s, "hunt_naming", 4, target=2, role="youth")  # both correct, but no Cleric named while one was dealt
    assert s.result().side == "good"
    assert s.result().reason.english() == "A Cleric was in play but the Blind Hunter did not name the Cleric: Good wins."


def test_errata_with_no_blind_hunter_dealt_and_hunter_vote_without_hunter() -> None:
    roles = ["loyal_servant", "loyal_servant", "cleric", "youth", "duke", "morgan", "blind_hunter", "minion", "changeling",
             "minion"]
    dealt = ["loyal_servant", "cleric", "youth", "morgan", "minion", "minion"]
    aside = ["loyal_servant", "duke", "changeling", "blind_hunter"]
    s = game_with(dealt, role_list=roles, set_aside=aside, unknown_roles=True)
    start(s)
    play_quest(s, [0, 1], magic=0)
    act(s, "next_leader", 0, leader=1)
    play_quest(s, [0, 1, 2], magic=0)
    act(s, "next_leader", 1, leader=2)
    act(s, "amulet", 1, holder=3)
    act(s, "amulet_check", 3, target=0)
    act(s, "loyalty", 0, card="good")
    play_quest(s, [0, 1, 2, 5], magic=0)
    assert s.result().details["ending"] == "errata_no_hunter" and s.result().side == "good"
    s = game_with(dealt, role_list=roles, set_aside=aside, unknown_roles=True, hunter_variant=True)
    _to_final(s, 4, [0, 1, 2, 3, 5])
    act(s, "discussion_done")
    for p in range(6):
        act(s, "vote_card", p, card="fail" if p in (3, 4, 5) else "success")
    assert s.state.phase == "point" and [e.type for e in s.events()][-2:] == ["vote_result", "no_hunter"]


def test_physical_mode_audits_impossible_results() -> None:
    dealt = ["loyal_servant", "loyal_servant", "loyal_servant", "duke", "morgan", "changeling", "minion"]
    s = game_with(dealt, mode="physical")
    start(s)
    assert s.state.roles is None
    play_quest(s, [0, 1], magic=0, fails=[1])  # two Good players cannot show a Fail: audited at the end
    act(s, "next_leader", 0, leader=1)
    play_quest(s, [4, 5, 6], magic=4, fails=[5])
    act(s, "next_leader", 1, leader=2)
    act(s, "amulet", 1, holder=3)
    act(s, "amulet_check", 3, target=4)
    assert s.state.phase == "team"  # no loyalty answer is entered in physical mode
    play_quest(s, [4, 5, 6], magic=4, fails=[5])
    act(s, "discussion_done")
    for p in range(7):
        act(s, "hands", p, targets=[] if p >= 4 else [x for x in (4, 5, 6) if x != p][:2])
    act(s, "duke", hand=None)
    assert s.state.phase == "reveal_roles"
    assert refusal(s, "reveal_role", 0, role="archduke") in ("bad_parameter", "role_unavailable")
    for p, role in enumerate(dealt):
        act(s, "reveal_role", p, role=role)
    audit = s.result().details["audit"]
    assert {"kind": "quest_fails", "quest": 1, "fails": 1, "low": 0, "high": 0} in audit
    assert any(e.type == "audit" for e in s.events(PUBLIC))


def test_physical_reveal_roles_domain_respects_the_counts() -> None:
    roles = ["loyal_servant", "loyal_servant", "morgan", "scion"]
    s = game_with(roles, mode="physical")
    start(s)
    play_quest(s, [2, 3], magic=2, fails=[2])
    act(s, "next_leader", 0, leader=1)
    play_quest(s, [2, 3, 0], magic=2, fails=[3])
    act(s, "discussion_done")
    for p in range(4):
        act(s, "hands", p, targets=[x for x in range(4) if x != p][:2] if p < 2 else [])
    act(s, "reveal_role", 0, role="morgan")
    act(s, "reveal_role", 1, role="scion")
    (choice,) = s.choices()
    assert choice.params["role"].values == ("loyal_servant",)
    assert refusal(s, "reveal_role", 2, role="morgan") == "role_unavailable"


def test_last_chance_apprentice_and_revealer() -> None:
    roles = ["apprentice", "loyal_servant", "loyal_servant", "loyal_servant", "duke", "morgan", "revealer", "changeling"]
    s = game_with(roles)
    _to_final(s, 5, [0, 1, 2, 3, 4])
    assert s.state.phase == "discussion" and s.state.revealer == 6
    assert s.view(PUBLIC)["seats"][6]["revealed_role"] == "revealer"
    assert 6 not in GAME.seat_secrets(s.state)
    act(s, "discussion_done")
    assert s.choices()[0].params["targets"].size == 1
    assert refusal(s, "point", 0, targets=[5, 7]) == "point_count"
    assert refusal(s, "point", 1, targets=[5, 6]) == "point_revealer"
    act(s, "point", 0, targets=[5])
    for p in range(1, 8):
        act(s, "point", p, targets=[5, 7] if p < 5 else [0, 1])
    assert s.state.phase == "apprentice"
    assert refusal(s, "apprentice_hand", 0, target=5) == "point_count"
    assert refusal(s, "apprentice_hand", 0, target=0) == "point_self"
    act(s, "apprentice_hand", 0, target=7)
    act(s, "duke", 4, hand=None)
    assert s.result().side == "good"


def test_public_view_never_leaks_during_a_scripted_game() -> None:
    s = game_with(["loyal_servant", "cleric", "troublemaker", "duke", "morgan", "trickster", "blind_hunter"])
    assert_public_view_keeps_secrets(s)
    start(s)
    assert_public_view_keeps_secrets(s)
    play_quest(s, [4, 5], magic=4, fails=[5])
    assert_public_view_keeps_secrets(s)
    public_events = [e for e in s.events(PUBLIC)]
    assert not any("card" in e.data or "role" in e.data for e in public_events)


def test_a_refused_hunt_declaration_can_be_declared_again() -> None:
    """§5: a rejected choice leaves the state unchanged and the same player chooses again; §10 Ex. 4 rejects the
    declared pair "Bea = Youth, Chloe = Loyal Servant" as a whole, so the Blind Hunter may then declare a new pair."""
    roles = ["loyal_servant", "duke", "cleric", "youth", "morgan", "blind_hunter", "changeling"]
    s = game_with(roles)
    _to_final(s, 4, [0, 1, 2, 3])
    act(s, "discussion_done")
    assert refusal(s, "hunt_withdraw", 5) == "wrong_phase"  # nothing declared yet
    act(s, "hunt_decision", 5, hunt=True)
    act(s, "hunt_naming", 5, target=1, role="youth")
    assert refusal(s, "hunt_naming", 5, target=2, role="loyal_servant") == "hunt_needs_cleric"
    assert {c.type for c in s.choices()} == {"hunt_naming", "hunt_withdraw"}
    assert refusal(s, "hunt_withdraw", 4) == "not_your_turn"
    act(s, "hunt_withdraw", 5)
    assert s.state.namings == () and s.view(PUBLIC)["final"]["namings"] == []
    assert s.choices()[0].params["role"].values == D.GOOD_ROLES  # a fresh declaration: any Good role first
    act(s, "hunt_naming", 5, target=1, role="loyal_servant")  # a Duke may be named Loyal Servant
    act(s, "hunt_naming", 5, target=2, role="cleric")
    assert s.result().side == "evil" and s.result().details["ending"] == "hunt"


DC5_ARTHUR = ["arthur", "cleric", "loyal_servant", "morgan", "blind_hunter", "minion"]


def _dc5_hunt(mode: str) -> Session[Any]:
    """Director's Cut, 5 players, Arthur among the three Good cards, the Loyal Servant set aside: a Cleric is in play."""
    dealt = ["arthur", "cleric", "morgan", "blind_hunter", "minion"]
    s = game_with(dealt, role_list=DC5_ARTHUR, set_aside=["loyal_servant"], variant="directors_cut", mode=mode)
    start(s)
    play_quest(s, [2, 0, 1], magic=0, fails=[2])
    act(s, "next_leader", 0, leader=1)
    play_quest(s, [2, 3], magic=2, fails=[3])
    act(s, "next_leader", 1, leader=2)
    play_quest(s, [2, 0, 1], magic=0, fails=[2])
    act(s, "discussion_done")
    if mode == "app":
        act(s, "hunt_decision", 3, hunt=True)
    else:
        act(s, "hunter", seat=3)
    act(s, "hunt_naming", 3, target=0, role="arthur")
    return s


def test_directors_cut_small_cleric_rule_is_enforced_not_scored() -> None:
    """§5.10 and §8: in the Director's Cut at 4-5 the Blind Hunter saw the set-aside card, so a naming without the Cleric
    is refused when a Cleric was dealt (clericRuleScored is false). Physical mode cannot refuse it (the app does not
    know the set-aside card): the Hunt is scored as §8 says and the breach is audited after the reveal (§5.12)."""
    s = _dc5_hunt("app")
    assert refusal(s, "hunt_naming", 3, target=1, role="loyal_servant") == "hunt_needs_cleric"
    s = _dc5_hunt("physical")
    act(s, "hunt_naming", 3, target=1, role="loyal_servant")
    for p, role in enumerate(["arthur", "cleric", "morgan", None, "minion"]):
        if role is not None:
            act(s, "reveal_role", p, role=role)
    result = s.result()
    assert result.side == "evil" and result.reason.english() == "The Blind Hunter named Arthur first and correctly: Evil wins."
    assert result.details["audit"] == [{"kind": "hunt_cleric"}]
    (event,) = [e for e in s.events(PUBLIC) if e.type == "audit"]
    assert event.msg.english() == ("Check after the reveal: the Blind Hunter named no Cleric although a Cleric was dealt "
                                   "and the Hunter had seen the set-aside card.")


UR6 = ["loyal_servant", "loyal_servant", "loyal_servant", "duke", "apprentice",
       "blind_hunter", "mutineer", "minion", "changeling", "morgan"]


def _ur_last_chance(dealt: list[str], aside: list[str]) -> tuple[Session[Any], list[str]]:
    """Unknown Roles, 6 players, app mode: three failed quests (seat 5 fails them), the Last Chance until the end."""
    s = game_with(dealt, role_list=UR6, set_aside=aside, unknown_roles=True)
    _to_final(s, 5, [0, 1, 2, 3, 4])
    act(s, "discussion_done")
    phases = []
    while s.result() is None:
        assert_public_view_keeps_secrets(s)
        phases.append(s.state.phase)
        choice = s.choices()[0]
        if choice.type == "hunt_decision" and choice.player is not None:
            act(s, "hunt_decision", choice.player, hunt=False)
        elif choice.type == "point":
            for c in s.choices():
                act(s, "point", c.player, targets=list(c.params["targets"].values[:c.params["targets"].size]))
        else:
            s.act(choice.single() or Action(choice.type, choice.player, {k: v.values[0] for k, v in choice.params.items()}))
    return s, phases


def test_hidden_role_steps_happen_whether_or_not_the_role_was_dealt() -> None:
    """The Mutineer's, Duke's and Archduke's steps follow the role list, not the deal (as the Hunt decision does):
    for a card set aside unseen, the step is the moderator's single "no" (§3.3: discarded cards stay unseen)."""
    dealt_none = ["loyal_servant", "loyal_servant", "loyal_servant", "minion", "morgan", "changeling"]
    s, phases = _ur_last_chance(dealt_none, ["apprentice", "blind_hunter", "duke", "mutineer"])
    dealt_all = ["loyal_servant", "duke", "loyal_servant", "mutineer", "morgan", "blind_hunter"]
    s2, phases2 = _ur_last_chance(dealt_all, ["apprentice", "changeling", "loyal_servant", "minion"])
    assert phases == phases2 == ["hunt_decision", "point", "mutineer", "duke"]
    for session in (s, s2):
        for event in session.events(PUBLIC):
            if event.type in ("duke", "archduke"):
                assert "player" not in event.data, event  # the Duke's seat is not public


def test_duke_event_does_not_name_the_duke() -> None:
    s = _replayed_ex5()
    events = [e for e in s.events(PUBLIC) if e.type in ("duke", "archduke")]
    assert len(events) == 2 and all("player" not in e.data for e in events)


def _replayed_ex5() -> Session[Any]:
    from pathlib import Path

    from engine.record import load_record, replay
    outcome = replay(load_record(Path(__file__).parent / "records" / "ex5a.json"))
    assert outcome.ok
    return outcome.session


def test_physical_last_chance_instruction_calls_the_pointing_first() -> None:
    """§6.3: END-LC-1 (prepare your accusation, point on three) comes before END-LC-2 (lower your hands), in both modes."""
    dealt = ["loyal_servant", "loyal_servant", "loyal_servant", "duke", "morgan", "changeling", "minion"]
    s = game_with(dealt, mode="physical")
    _to_final(s, 4, [0, 1, 2, 3])
    act(s, "discussion_done")
    assert s.view(PUBLIC)["phase"] == "point"
    assert instruction(s.state).english() == (
        "Everyone, prepare your accusation. On three, point at two players: one, two, three. Keep your hands in the air. "
        "Minions of Mordred, lower your hands. Then enter the hands that are still raised.")


UR6_RB = ["loyal_servant", "loyal_servant", "loyal_servant", "cleric", "youth",
          "blind_hunter", "revealer", "minion", "changeling", "morgan"]


def test_physical_nobody_revealed_is_audited_against_the_cards() -> None:
    """§5.12: with Unknown Roles the moderator may enter that nobody revealed the Revealer (or the Blind Hunter after a
    Hunter vote); if a seat then shows that card at the end, the table got it wrong: reported, never reversed."""
    s = game_with(["loyal_servant"] * 6, role_list=UR6_RB, unknown_roles=True, hunter_variant=True, mode="physical")
    _to_final(s, 5, [0, 1, 2, 3, 4])
    assert s.state.phase == "revealer"
    act(s, "revealer", seat=None)
    act(s, "discussion_done")
    act(s, "vote_result", fails=2)
    act(s, "hunter", seat=None)
    assert s.state.phase == "point"
    for p in range(6):
        act(s, "hands", p, targets=[] if p >= 3 else [4, 5])
    for p, role in enumerate(["loyal_servant", "cleric", "youth", "morgan", "revealer", "blind_hunter"]):
        act(s, "reveal_role", p, role=role)
    audit = s.result().details["audit"]
    assert {"kind": "revealer_missing", "player": 4} in audit and {"kind": "hunter_missing", "player": 5} in audit
    texts = [e.msg.english() for e in s.events(PUBLIC) if e.type == "audit"]
    assert "Check after the reveal: Elif had the Revealer card but did not reveal it at the Final Quest." in texts
    assert "Check after the reveal: Farid had the Blind Hunter card but did not reveal it for the Hunt." in texts


def test_hunt_reason_is_public_only_once_there_is_a_hunt() -> None:
    roles = ["loyal_servant", "duke", "cleric", "youth", "morgan", "blind_hunter", "changeling"]
    s = game_with(roles)
    _to_final(s, 4, [0, 1, 2, 3])
    act(s, "discussion_done")
    assert s.view(PUBLIC)["final"]["hunt_reason"] is None  # the question is asked; nothing is declared yet
    act(s, "hunt_decision", 5, hunt=False)
    assert s.view(PUBLIC)["final"]["hunt_reason"] is None and s.state.phase == "point"
    s = game_with(roles)
    _to_final(s, 4, [0, 1, 2, 3])
    act(s, "discussion_done")
    act(s, "hunt_decision", 5, hunt=True)
    assert s.view(PUBLIC)["final"]["hunt_reason"] == "declared"


def _app_last_chance(dealt: list[str], evil: int) -> Session[Any]:
    """App mode: three failed quests (``evil`` fails them), the discussion over, everyone pointing at ``evil``."""
    s = game_with(dealt)
    _to_final(s, evil, [p for p in range(len(dealt)) if p != evil])
    act(s, "discussion_done")
    assert s.state.phase == "point"
    for c in s.choices():
        size = c.params["targets"].size
        pool = [p for p in c.params["targets"].values if p not in (evil, c.player)]
        targets = pool[:size] if c.player == evil else [evil, *pool[:size - 1]]
        act(s, "point", c.player, targets=sorted(targets))
    return s


def test_app_last_chance_calls_the_lowering_of_hands_without_a_mutineer() -> None:
    """§6.3 END-LC-2: "Minions of Mordred, lower your hands." is called in app mode whatever the role list (physical
    mode says it in the instruction); it comes after everyone has pointed and before the hands still raised."""
    s = _app_last_chance(["loyal_servant", "loyal_servant", "loyal_servant", "duke", "morgan", "changeling", "minion"], 4)
    texts = [(e.type, e.msg.english()) for e in s.events(PUBLIC)]
    types = [kind for kind, _ in texts]
    assert ("lower_hands", "Minions of Mordred, lower your hands.") in texts
    assert types.index("pointed") < types.index("lower_hands") < types.index("lowered")


def test_app_last_chance_calls_the_lowering_of_hands_with_a_mutineer() -> None:
    s = _app_last_chance(["loyal_servant", "loyal_servant", "loyal_servant", "duke", "morgan", "mutineer", "minion"], 4)
    assert s.state.phase == "mutineer"
    assert [e.msg.english() for e in s.events(PUBLIC) if e.type == "lower_hands"] == ["Minions of Mordred, lower your hands."]


def test_a_declining_apprentice_is_not_named_in_public() -> None:
    """P-14: a pass shows nothing at the table, so its public event carries no seat (a raised hand is seen by all)."""
    s = _app_last_chance(["apprentice", "loyal_servant", "loyal_servant", "duke", "morgan", "changeling", "minion"], 4)
    assert s.state.phase == "apprentice"
    act(s, "apprentice_hand", 0, target=None)
    (event,) = [e for e in s.events(PUBLIC) if e.type == "apprentice"]
    assert event.data == {"target": None} and event.msg.english() == "No second hand is raised."


def test_an_apprentice_who_raises_a_second_hand_is_no_longer_a_secret() -> None:
    """§2.7: only an Apprentice may raise a second hand, at the whole table's sight; a passing one stays hidden."""
    dealt = ["apprentice", "loyal_servant", "loyal_servant", "duke", "morgan", "changeling", "minion"]
    s = _app_last_chance(dealt, 4)
    assert 0 in GAME.seat_secrets(s.state)
    act(s, "apprentice_hand", 0, target=s.choices()[0].params["target"].values[-1])
    assert 0 not in GAME.seat_secrets(s.state) and 1 in GAME.seat_secrets(s.state)
    s = _app_last_chance(dealt, 4)
    act(s, "apprentice_hand", 0, target=None)
    assert 0 in GAME.seat_secrets(s.state)
