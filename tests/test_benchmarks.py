"""The game benchmarks still run and print their headline (games per CPU second, wall-clock beside it, a verdict).

Tiny sizes: these check that the scripts work against today's engines, never a speed (speed belongs to the
benchmarks themselves, run on demand).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HEADLINE = re.compile(r"[\d,.]+ games per CPU second \([\d,.]+/s wall-clock.*\[.*: (met|MISSED)[;\]]")


def run(script: str, *args: str) -> str:
    out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / script), *args], capture_output=True, text=True,
                         timeout=300, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    return out.stdout


@pytest.mark.parametrize(("script", "args", "headlines"), [
    ("bench_quest.py", ("--seconds", "0.1"), 5),
    ("bench_avalon.py", ("--seconds", "0.1"), 5),
    ("bench_onuw.py", ("--games", "40"), 1),
    ("bench_castle.py", ("--games", "4", "--against", "none"), 2),
])
def test_benchmark_prints_its_headlines(script: str, args: tuple[str, ...], headlines: int) -> None:
    out = run(script, *args)
    assert len(HEADLINE.findall(out)) >= headlines, out
    assert "replay" in out, out


def test_castle_compares_with_the_engine_before_in_the_same_run() -> None:
    """The old engine and this checkout play the same seeded games (equal actions per game), or, in a clone without
    that commit, the script says the fixed figures are used."""
    out = run("bench_castle.py", "--games", "3")
    if "is not at hand" in out:
        assert len(HEADLINE.findall(out)) == 2, out
        return
    for mode in ("app", "physical"):
        before = re.search(rf"^{mode}\s*: [\d.]+ games per CPU second at \w+ .*?, (\d+) actions/game$", out, re.M)
        now = re.search(rf"^{mode}\s*: [\d.]+ games per CPU second \(.*?\), (\d+) actions/game, .*"
                        rf"\(twice [\d.]+, the rate at \w+ in this run\): (met|MISSED)\]$", out, re.M)
        assert before and now, out
        assert before.group(1) == now.group(1), out


def test_phones_benchmark_prints_its_latency_figures() -> None:
    """The app (console, board, ten phones) at a tiny size: the median and 95th percentile are printed with a verdict."""
    out = run("bench_phones.py", "--games", "1", "--actions", "15")
    assert re.search(r"^latency: \d+ phone actions, median [\d.]+ ms, 95th percentile [\d.]+ ms, worst [\d.]+ ms "
                     r"\[targets 25 / 60 ms: (met|MISSED)\]$", out, re.M), out


def test_start_benchmark_prints_every_figure_against_its_reference() -> None:
    """Issue 35 at its smallest (one run each, nothing installed): first start in a fresh home, later starts against a
    bare window (wizard and resume dialog), the waits after the wizard's first frame, peak memory with a verdict."""
    out = run("bench_start.py", "--quick")
    verdict = r"\[target [^\]]+: (met|MISSED)\]$"
    assert re.search(rf"^first start, from source, fresh home: SetupWizard, median \d+ ms wall, \d+ ms CPU .* ratio [\d.]+ "
                     rf"{verdict}", out, re.M), out
    for name, window in (("later start from source", "SetupWizard"),
                         ("later start from source with a saved game", "ResumeDialog")):
        assert re.search(rf"^{name}: {window}, median \d+ ms wall, \d+ ms CPU; the reference \d+ ms wall, \d+ ms CPU; "
                         rf"ratio [\d.]+ wall, [\d.]+ CPU {verdict}", out, re.M), out
    assert re.search(r"^after the wizard's first frame \(wall clock and CPU, medians\): rules loaded \d+ ms \(\d+ ms CPU\); "
                     r"start settled \d+ ms \(\d+ ms CPU\); page PlayersPage \d+ ms .*first game's console and board "
                     r"\d+ ms \(\d+ ms CPU\); the longest wait "
                     r"[\d.]+x a bare window's start$", out, re.M), out
    assert re.search(rf"^peak memory, console and board .* quest \d+ MB; a bare window \d+ MB; ratio [\d.]+ {verdict}",
                     out, re.M), out
