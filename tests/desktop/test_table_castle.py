"""Castle of the Devil at a real table: the app started as `python3 tablekeeper.py` does, played only with clicks
and keys, at 3 and 10 players in both modes; and a game on a laptop with no second screen (a child process
whose offscreen platform has one screen).

Every input is followed by the observer's check that no visible text shows a secret to anyone but its owner.
"""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.desktop.table import Table, language_round_trip, new_game, play_to_end, play_whole_game

CASTLE = "Castle of the Devil"
NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid", "Gia", "Hoa", "Ivo", "Jun"]
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("count", [3, 10])
@pytest.mark.parametrize("mode", ["app", "physical"])
def test_a_whole_game(table: Table, mode: str, count: int) -> None:
    play_whole_game(table, CASTLE, count, mode)


@pytest.mark.slow  # a Castle game may run to a few hundred inputs
def test_switching_the_language_mid_game(table: Table) -> None:
    table.launch()
    new_game(table, CASTLE, NAMES[:4], "app")
    language_round_trip(table, random.Random(32), ("fa",), steps=2)


# -- one screen: the laptop alone ---------------------------------------------------------------------------------
def _rect(widget) -> list[int]:
    geometry = widget.frameGeometry()
    return [geometry.x(), geometry.y(), geometry.width(), geometry.height()]


def one_screen_game(home: str) -> dict[str, object]:
    """In the child: a whole app-dealt game on the only screen; where the windows were and whether both worked."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from tests.desktop.table_child import Waiter

    app = QApplication.instance() or QApplication(["tablekeeper"])
    table = Table(Waiter(), Path(home))
    table.launch()
    new_game(table, CASTLE, NAMES[:3], "app")
    console, board = table.console(), table.board()
    assert console is not None and board is not None
    report: dict[str, object] = {
        "screens": [s.name() for s in QGuiApplication.screens()],
        "console": _rect(console), "board": _rect(board),
        "board_screen": board.screen().name(), "console_screen": console.screen().name(),
        "board_visible": board.isVisible(), "board_fullscreen": board.isFullScreen(),
        "board_inside": board.window() is console,
    }
    done = play_to_end(table, random.Random(3))
    report.update(over=table.sees("The game is over."), inputs=len(done),
                  private_seen=table.observer.private_seen_by_owner, board_after=_rect(board))
    table.close_all()
    del app
    return report


def test_a_game_on_a_single_screen(tmp_path: Path) -> None:
    """No TV: the board is a pane of the console (issue 33; never a window over it), and the game is played."""
    config = tmp_path / "one-screen.json"
    config.write_text(json.dumps({"synchronousWindowSystemEvents": True, "screens": [
        {"name": "Laptop", "x": 0, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}", "TABLEKEEPER_SILENT": "1"}
    child = subprocess.run([sys.executable, "-m", "tests.desktop.test_table_castle", str(tmp_path / "home")],
                           cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert child.returncode == 0, child.stderr[-3000:]
    report = json.loads(child.stdout.strip().splitlines()[-1])
    assert report["screens"] == ["Laptop"]
    assert report["board_visible"] and not report["board_fullscreen"], "the laptop's only screen is not taken over"
    assert report["board_inside"], f"the board is a window over the console: {report}"
    assert report["board_screen"] == report["console_screen"] == "Laptop"
    cx, cy, cw, ch = report["console"]
    _bx, _by, bw, bh = report["board"]
    assert cx >= 0 and cx + cw <= 1920 and cy >= 0 and cy + ch <= 1080, report
    assert bw >= 640 and bh >= 360, f"the board is big enough to read: {report}"
    assert report["over"] and report["private_seen"] >= 3, report


if __name__ == "__main__":
    print(json.dumps(one_screen_game(sys.argv[1])), flush=True)


# -- the TV speaks of players in the third person ---------------------------------------------------------------
YOU = re.compile(r"\b(you|your|yours)\b", re.IGNORECASE)


@pytest.mark.parametrize("seed", [4, 13])
def test_the_board_never_says_you(table: Table, seed: int) -> None:
    """Issue 13: "Dee offers you an item", "Choose the item you take" belong on a held private screen, not on the TV."""
    said: list[str] = []
    check = table.check

    def check_and_read() -> None:
        check()
        said.extend(text for kind, _widget, text in table.observer.visible_texts() if kind == "board" and YOU.search(text))

    table.check = check_and_read  # type: ignore[method-assign]
    table.launch()
    new_game(table, CASTLE, NAMES[:4], "app")
    play_to_end(table, random.Random(seed))
    assert not said, sorted(set(said))
