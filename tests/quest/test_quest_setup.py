"""Every table row of shared/rules/quest.md §3 through `python -m engine setup quest`, the quest track, validation."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from engine.cli import main as cli_main
from engine.core import PUBLIC, Setup
from engine.games.quest import GAME
from engine.session import Session
from tests.quest.helpers import NAMES, setup_of

ROOT = Path(__file__).resolve().parents[2]

LS, MIN, MOR, SCI, CHA, DUK, ARC = "loyal_servant", "minion", "morgan", "scion", "changeling", "duke", "archduke"
BH, CLE, TRO, YOU = "blind_hunter", "cleric", "troublemaker", "youth"

# §3.1: n -> (Loyal Servant, Duke, Archduke, Morgan, Scion, Changeling, Minion)
STANDARD = {4: (2, 0, 0, 1, 1, 0, 0), 5: (3, 0, 0, 1, 1, 0, 0), 6: (2, 1, 0, 1, 0, 1, 1), 7: (3, 1, 0, 1, 0, 1, 1),
            8: (4, 1, 0, 1, 0, 1, 1), 9: (4, 1, 1, 1, 0, 1, 1), 10: (4, 1, 1, 1, 0, 1, 2)}
# §3.2: the role list (the DC "1 of {Youth, Troublemaker}" slot lists both; at 4-5 three Good cards, two dealt)
DIRECTORS_CUT = {
    4: {LS: 1, CLE: 1, YOU: 1, MOR: 1, BH: 1},
    5: {LS: 1, CLE: 1, YOU: 1, MOR: 1, BH: 1, MIN: 1},
    6: {CLE: 1, DUK: 1, YOU: 1, TRO: 1, MOR: 1, BH: 1, MIN: 1},
    7: {CLE: 1, DUK: 1, YOU: 1, TRO: 1, MOR: 1, BH: 1, MIN: 2},
    8: {CLE: 1, DUK: 1, LS: 1, YOU: 1, TRO: 1, MOR: 1, BH: 1, MIN: 2},
    9: {CLE: 1, ARC: 1, LS: 1, YOU: 1, TRO: 1, MOR: 1, BH: 1, MIN: 3},
    10: {CLE: 1, DUK: 1, ARC: 1, LS: 1, YOU: 1, TRO: 1, MOR: 1, BH: 1, MIN: 3},
}
DC_DEALT = {4: (2, 2), 5: (2, 3), 6: (3, 3), 7: (3, 4), 8: (4, 4), 9: (4, 5), 10: (5, 5)}
# §3.4 quest tracks: sizes and the two-fail quests
STANDARD_TRACK = {4: ((2, 3, 2, 3), ()), 5: ((2, 3, 2, 4, 3), ()), 6: ((2, 3, 4, 3, 4), ()), 7: ((2, 3, 3, 4, 4), (4,)),
                  8: ((3, 4, 4, 5, 5), (4,)), 9: ((3, 4, 4, 5, 5), (4,)), 10: ((3, 4, 4, 5, 5), (4,))}
DC_TRACK = {4: ((3, 2, 3, 2), ()), 5: ((3, 2, 3, 4, 3), (4,)), 6: ((3, 2, 3, 4, 3), (4,)), 7: ((3, 2, 3, 4, 3), (4,)),
            8: ((4, 3, 4, 5, 4), (3, 4)), 9: ((4, 3, 4, 5, 4), (3, 4)), 10: ((4, 3, 4, 5, 4), (3, 4))}
# §3.5 amulets after quest k
STANDARD_AMULETS = {4: (), 5: (), 6: (2,), 7: (2, 3), 8: (2, 3, 4), 9: (2, 3, 4), 10: (2, 3, 4)}
DC_AMULETS = {4: (), 5: (), 6: (4,), 7: (3, 4), 8: (2, 3, 4), 9: (2, 3, 4), 10: (2, 3, 4)}


def cli_json(*args: str) -> tuple[int, dict[str, Any]]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        code = cli_main(list(args))
    return code, json.loads(out.getvalue())


@pytest.mark.parametrize("n", range(4, 11))
def test_standard_table_row(n: int) -> None:
    code, out = cli_json("setup", "quest", "--players", str(n), "--json")
    assert code == 0 and out["problems"] == []
    counts = Counter(out["roles"])
    assert tuple(counts[r] for r in (LS, DUK, ARC, MOR, SCI, CHA, MIN)) == STANDARD[n]
    assert len(out["roles"]) == n


@pytest.mark.parametrize("n", range(4, 11))
def test_directors_cut_table_row(n: int) -> None:
    code, out = cli_json("setup", "quest", "--players", str(n), "--option", "variant=directors_cut", "--json")
    assert code == 0 and out["problems"] == []
    assert Counter(out["roles"]) == Counter(DIRECTORS_CUT[n])
    setup = setup_of(out["roles"], n, variant="directors_cut")
    session = Session(GAME, setup, seed=n)
    dealt = session.state.roles
    good = sum(1 for r in dealt if r in (LS, CLE, YOU, TRO, DUK, ARC))
    assert (good, n - good) == DC_DEALT[n]
    aside = session.state.set_aside
    assert len(aside) == 1 and (aside[0] in (YOU, TRO) if n >= 6 else aside[0] in (LS, CLE, YOU))


@pytest.mark.parametrize("variant", ["standard", "directors_cut"])
@pytest.mark.parametrize("n", range(4, 11))
def test_unknown_roles_piles(variant: str, n: int) -> None:
    code, out = cli_json("setup", "quest", "--players", str(n), "--option", f"variant={variant}",
                         "--option", "unknown_roles=true", "--json")
    assert code == 0 and [p for p in out["problems"] if p["severity"] == "error"] == []
    roles = out["roles"]
    good = [r for r in roles if r in (LS, CLE, YOU, TRO, DUK, ARC, "apprentice", "arthur")]
    evil = [r for r in roles if r not in good and r != MOR]
    if n <= 5:
        assert Counter(good) == (Counter({LS: 1, CLE: 1, YOU: 1}) if n == 4 else Counter({LS: 2, CLE: 1, YOU: 1}))
        assert evil == [BH]
    else:
        table_good, table_evil = (STANDARD_SIDES if variant == "standard" else DC_DEALT)[n]
        assert len(good) == table_good + 2 and len(evil) == table_evil + 1 and BH in evil
    session = Session(GAME, setup_of(roles, n, variant=variant, unknown_roles=True), seed=n)
    assert MOR in session.state.roles and len(session.state.roles) == n
    assert len(session.state.set_aside) == (1 if n <= 5 else 4)


STANDARD_SIDES = {n: (row[0] + row[1] + row[2], row[3] + row[4] + row[5] + row[6]) for n, row in STANDARD.items()}


@pytest.mark.parametrize("variant", ["standard", "directors_cut"])
@pytest.mark.parametrize("n", range(4, 11))
def test_quest_track_and_amulets(variant: str, n: int) -> None:
    setup = Setup("quest", NAMES[:n], GAME.recommended_roles(n, {"variant": variant}),
                  GAME.options_with_defaults({"variant": variant}))
    quests = Session(GAME, setup, seed=1).view(PUBLIC)["quests"]
    sizes, two = (STANDARD_TRACK if variant == "standard" else DC_TRACK)[n]
    amulets = (STANDARD_AMULETS if variant == "standard" else DC_AMULETS)[n]
    assert tuple(q["size"] for q in quests) == sizes
    assert tuple(q["number"] for q in quests if q["two_fails"]) == two
    assert tuple(q["number"] for q in quests if q["amulet_after"]) == amulets
    assert Session(GAME, setup, seed=1).view(PUBLIC)["fails_to_final"] == (2 if n == 4 else 3)


def test_four_player_board_side_option() -> None:
    for variant, other in (("standard", (3, 2, 3, 2)), ("directors_cut", (2, 3, 2, 3))):
        opts = {"variant": variant, "four_player_board_side": "other"}
        setup = Setup("quest", NAMES[:4], GAME.recommended_roles(4, opts), GAME.options_with_defaults(opts))
        assert tuple(q["size"] for q in Session(GAME, setup, seed=1).view(PUBLIC)["quests"]) == other


def test_setup_command_runs_as_a_process() -> None:
    result = subprocess.run([sys.executable, "-m", "engine", "setup", "quest", "--players", "9", "--json"], cwd=ROOT,
                            capture_output=True, text=True, check=True)
    assert Counter(json.loads(result.stdout)["roles"]) == Counter({LS: 4, DUK: 1, ARC: 1, MOR: 1, CHA: 1, MIN: 1})


def test_options_have_the_stated_defaults() -> None:
    specs = {s.key: s.default for s in GAME.option_specs()}
    assert specs == {
        "mode": "app", "variant": "standard", "unknown_roles": False, "hunter_variant": False, "errata_hunt": True,
        "first_leader": "random", "amulet_holders_may_lead": False, "trickster_must_lie": False,
        "optional_roles_keep_sides": True, "four_player_board_side": "own", "hunt_below_six_players": True,
        "dc_hunter_sees_set_aside": True, "unknown_roles_cleric_hunt": "scored", "hunter_vote_role_constraints": False,
        "all_leaders_evil_rule": True, "discussion_seconds": 300,
    }


def codes(roles: list[str], n: int, **options: Any) -> dict[str, str]:
    return {p.code: p.severity for p in GAME.validate(setup_of(roles, n, **options))}


def test_validation_reasons() -> None:
    assert codes([LS, LS, LS, MIN, MIN], 5)["morgan_missing"] == "error"
    assert codes([LS, LS, MOR, MOR, LS], 5)["morgan_twice"] == "error"
    assert codes([LS] * 4 + [DUK, ARC, MOR, CHA], 8)["side_count"] == "error"  # 6 Good / 2 Evil instead of 5 / 3
    assert codes([LS, DUK, MOR, SCI], 4)["role_players"] == "error"  # Duke needs 6+
    assert codes([LS, LS, LS, MOR, SCI, LS], 6)["role_players"] == "error"  # Scion only at 4-5
    assert codes([LS, LS, LS, DUK, MOR, CHA], 6)["side_count"] == "error"  # 4 Good / 2 Evil instead of 3/3
    assert codes([LS, LS, LS, DUK, MOR, CHA], 6, optional_roles_keep_sides=False)["side_balance"] == "warning"
    assert codes([LS, LS, MOR, SCI, LS], 4)["role_count"] == "error"
    assert codes([LS, "apprentice", "apprentice", "apprentice", DUK, MOR, CHA, MIN], 8)["role_limit"] == "error"
    assert codes([LS, LS, CLE, DUK, MOR, CHA, MIN], 7)["blind_hunter_advised"] == "warning"
    assert "blind_hunter_advised" not in codes([LS, LS, CLE, DUK, MOR, CHA, BH], 7)
    assert codes([LS, LS, LS, DUK, MOR, CHA, MIN], 7, hunter_variant=True)["hunter_variant_unused"] == "warning"
    assert codes(["wizard", LS, LS, MOR], 4)["unknown_role"] == "error"
    assert codes([LS, LS, LS, MOR, BH], 4, unknown_roles=True)["unknown_roles_piles"] == "error"
    assert codes([LS, LS, DUK, CLE, YOU, MOR, CHA, MIN, MIN], 6, unknown_roles=True)["unknown_roles_hunter"] == "error"
    assert codes([CLE, DUK, YOU, YOU, MOR, BH, MIN], 6, variant="directors_cut")["dc_slot"] == "error"
    assert codes([LS, CLE, MOR, BH], 4, variant="directors_cut")["side_count"] == "error"
    assert codes([LS, LS, LS, MOR, SCI], 3)["player_count"] == "error"
    reasons = [p.msg.english() for p in GAME.validate(setup_of([LS, LS, ARC, MOR, SCI], 5))]
    assert "The Archduke needs 6 or more players." in reasons


def test_setup_with_errors_exits_with_the_reasons() -> None:
    code, _out = cli_json("setup", "quest", "--players", "5", "--option", "variant=directors_cut",
                         "--option", "unknown_roles=true", "--json")
    assert code == 0
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        code = cli_main(["script", "quest", "--players", "6", "--roles", "loyal_servant,duke,morgan,changeling,minion,minion,x"])
    assert code != 0 and "Unknown role" in err.getvalue()


def test_archduke_count_follows_ruling_r31() -> None:
    """R-31: the second Archduke is allowed at 6+ as printed; the table's own Archduke comes at 9+.

    So at 6-8 players one Archduke card (the optional second one) may replace a Good card; at 9-10 two may be used.
    """
    eight = [LS, LS, LS, DUK, ARC, MOR, CHA, MIN]
    assert "role_players" not in codes(eight, 8) and "role_limit" not in codes(eight, 8)
    six = [LS, DUK, ARC, MOR, CHA, MIN]
    assert [p for p in GAME.validate(setup_of(six, 6)) if p.severity == "error"] == []
    two_at_seven = [LS, LS, ARC, ARC, MOR, CHA, MIN]
    problems = {p.code: p for p in GAME.validate(setup_of(two_at_seven, 7))}
    assert problems["role_limit"].severity == "error"
    assert problems["role_limit"].msg.english() == (
        "Below 9 players only one Archduke may be used (the optional second Archduke, allowed at 6 or more players).")
    assert "role_limit" not in codes([LS, LS, LS, LS, ARC, ARC, MOR, CHA, MIN], 9)
    assert codes([LS, ARC, MOR, SCI, LS], 5)["role_players"] == "error"  # never below 6
    assert codes([LS, LS, LS, ARC, ARC, ARC, MOR, CHA, MIN, MIN], 10)["role_limit"] == "error"


def test_directors_cut_slot_is_data(monkeypatch: pytest.MonkeyPatch) -> None:
    """§3.2: "keep the slot data-driven" - the 8-10 alternative (2 of {Loyal Servant, Youth, Troublemaker}) is a data change."""
    from engine.games.quest import data as qd

    roles = list(qd.DC_ROLES[8])
    monkeypatch.setitem(qd.DC_SLOTS, 8, (LS, YOU, TRO))
    setup = setup_of(roles, 8, variant="directors_cut")
    assert [p for p in GAME.validate(setup) if p.severity == "error"] == []
    aside = {Session(GAME, setup, seed=seed).state.set_aside[0] for seed in range(40)}
    assert aside == {LS, YOU, TRO}
    msg = {p.code: p.msg for p in GAME.validate(setup_of([*roles[:-1], LS], 8, variant="directors_cut"))}["dc_slot"]
    assert msg.english() == ("Director's Cut: a role list with one card more than the players must hold each of "
                             "Loyal Servant of Arthur, Youth, Troublemaker once (one of them is set aside at random).")


def test_every_role_has_a_translated_one_line_summary() -> None:
    from desktop import translation_catalogues as tc
    from engine.games.quest import data as qd

    summaries = {}
    for role, info in qd.ROLES.items():
        text = GAME.role_summary(role)
        assert text is not None and text.context == "quest.role_summary", role
        assert "\n" not in text and len(text) <= 120 and text.endswith("."), (role, str(text))
        assert text.startswith("Good" if info.side == "good" else "Evil"), (role, str(text))
        summaries[str(text)] = role
    assert len(summaries) == len(qd.ROLES)  # one per role, no two alike
    assert GAME.role_summary("wizard") is None
    for lang in tc.LANGUAGES:
        done = {m.source for m in tc.read_ts(tc.catalogue_path("quest", lang))
                if m.context == "quest.role_summary" and m.finished and m.translation.strip()}
        assert set(summaries) <= done, (lang, set(summaries) - done)
