"""One Night at a real table: the app started as `python3 tablekeeper.py` does, played only with clicks and keys.

Every input is followed by the observer's check that no visible text shows a secret to anyone but its owner.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from desktop.narration.speakers import SilentSpeaker
from tests.desktop.observer import clean
from tests.desktop.table import Table, new_game, play_step, play_to_end, play_whole_game

ONUW = "One Night Ultimate Werewolf + Daybreak"
NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid", "Gia", "Hoa", "Ivo", "Jun"]
DEAL_STATUS = "The cards are being dealt: everyone looks at their card on the laptop in turn."
NO_NIGHT_UNDO = "The night cannot be undone"


def see_my_card(table: Table, name: str) -> list[str]:
    assert table.sees(f"Give the laptop to {name}."), table.texts()
    seen = table.hold(f"Hold to see ({name})")
    table.click("I have seen it \u2014 next")
    return seen


def board_texts(table: Table) -> list[str]:
    board = table.board()
    return [text for kind, _w, text in table.observer.visible_texts() if kind == "board"] if board else []


def test_the_deal_comes_first_however_long_speech_takes(table: Table, monkeypatch) -> None:
    """Item 1: with speech still being prepared, the console opens on "Give the laptop to Ana", not the night."""
    waiting: list[SilentSpeaker] = []
    monkeypatch.setattr(SilentSpeaker, "prepare", lambda self, texts, lang, settings: waiting.append(self))
    table.launch()
    new_game(table, ONUW, NAMES[:3], "app")
    assert waiting, "the speech is still being prepared"
    assert table.sees("Give the laptop to Ana."), table.texts()
    assert not table.has_button("Open") and not table.has_button("Start the narration")
    assert DEAL_STATUS in board_texts(table), "the TV says what is happening, it is not black"
    see_my_card(table, "Ana")
    for speaker in waiting:  # the speech is ready now, in the middle of the deal
        speaker.prepared.emit()
    table.check()
    assert table.sees("Give the laptop to Binh."), "the deal goes on after the speech is ready"
    assert not table.has_button("Open")
    see_my_card(table, "Binh")
    see_my_card(table, "Chi")
    assert table.has_button("Start the narration")
    assert "Night: everyone's eyes are closed." in board_texts(table)
    assert "Ana   Binh   Chi" in board_texts(table), "the night screen shows the seats"
    play_to_end(table, random.Random(3))
    assert table.observer.private_seen_by_owner > 0


def test_quit_during_the_deal_and_relaunch_restores_the_round(table: Table) -> None:
    """Item 2: the cards not yet shown are still waiting after a quit and a relaunch; the ones seen are not shown again."""
    table.launch()
    new_game(table, ONUW, NAMES[:4], "app")
    see_my_card(table, "Ana")
    see_my_card(table, "Binh")
    table.quit()
    table.launch()
    table.qtbot.waitUntil(lambda: table.has_button("Resume"), timeout=5000)
    table.click("Resume")
    assert table.sees("Give the laptop to Chi."), table.texts()
    see_my_card(table, "Chi")
    see_my_card(table, "Dara")
    assert not table.sees("Give the laptop to"), "everyone has seen their card once"
    assert table.has_button("Start the narration")


def test_the_night_cannot_be_undone_and_shows_nobody(table: Table) -> None:
    """Item 3: after the Seer has looked, Ctrl+Z and Undo refuse without naming anyone; nothing moves."""
    table.launch()
    new_game(table, ONUW, NAMES[:3], "app")
    for name in NAMES[:3]:
        see_my_card(table, name)
    rng = random.Random(5)
    looked = False
    for _ in range(200):
        what = play_step(table, rng)
        if what == "seen":
            looked = True
            break
        assert what != "over"
    assert looked, "someone learned something at night"
    console = table.console()
    assert console is not None
    caption_before = console.caption.text()
    board_before = board_texts(table)
    table.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier, window=console)
    assert table.sees(NO_NIGHT_UNDO), table.texts()
    table.click("Undo")
    assert table.sees(NO_NIGHT_UNDO)
    assert console.caption.text() == caption_before, "the narration stays on its line"
    assert board_texts(table) == board_before
    assert not any(name in text for text in table.texts() if NO_NIGHT_UNDO in text for name in NAMES[:3])
    play_to_end(table, rng)


def test_private_lines_stay_hidden_until_the_end_in_an_app_dealt_game(table: Table) -> None:
    """Item 4: while the laptop goes round, the log holds only placeholders for the private lines (no button
    shows them); once the game is over, the log shows every private line with its words."""
    table.launch()
    new_game(table, ONUW, NAMES[:3], "app")
    placeholder = "[private to "
    rng = random.Random(8)

    def private_lines() -> list[str]:
        log = table.console().log
        return [clean(log.item(i).text()) for i in range(log.count()) if clean(log.item(i).text()).startswith(placeholder)]

    def check(_what: str) -> bool:
        assert not table.has_button("Hold to show private lines")
        if not table.sees("The game is over."):
            assert all(line.endswith("]") for line in private_lines()), private_lines()
        return False

    play_to_end(table, rng, until=check)
    assert table.sees("The game is over.")
    shown = private_lines()
    assert shown and all(len(line) > line.index("]") + 2 for line in shown), shown


@pytest.mark.parametrize("count", [3, 10])
@pytest.mark.parametrize("mode", ["app", "physical"])
def test_a_whole_game(table: Table, mode: str, count: int) -> None:
    play_whole_game(table, ONUW, count, mode)


def _killed_child(home: Path, scenario: str) -> str:
    """Run a table in a child process up to ``scenario``, then kill -9 it (no clean-up runs at all)."""
    import os
    import signal
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TABLEKEEPER_SILENT": "1", "PYTHONPATH": str(root)}
    child = subprocess.Popen([sys.executable, "-m", "tests.desktop.table_child", str(home), scenario], cwd=root, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert child.stdout is not None
        line = child.stdout.readline()  # the child prints READY once it is where the scenario stops
        assert line.startswith("READY"), f"the child stopped early: {line!r}"
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.returncode == -signal.SIGKILL
    return line.removeprefix("READY").strip()


def test_kill_9_during_the_deal_restores_the_round(table: Table) -> None:
    """Item 2, kill -9: two cards were seen, two were not; after the crash exactly those two are still waiting."""
    _killed_child(table.home, "deal")
    table.launch()
    table.qtbot.waitUntil(lambda: table.has_button("Resume"), timeout=5000)
    table.click("Resume")
    assert table.sees("Give the laptop to Chi."), table.texts()
    see_my_card(table, "Chi")
    see_my_card(table, "Dara")
    assert not table.sees("Give the laptop to")
    play_to_end(table, random.Random(2))


def test_kill_9_during_the_night_resumes_at_the_call(table: Table) -> None:
    """Kill -9 right after a player saw what they learned at night: the deal is not offered again, the night goes
    on from the call it was at, and nothing anyone saw earlier shows again."""
    call = _killed_child(table.home, "night")
    assert call, "the child was at a call of the night"
    table.launch()
    table.qtbot.waitUntil(lambda: table.has_button("Resume"), timeout=5000)
    table.click("Resume")
    assert not table.sees("Give the laptop to"), "every card was seen before the crash"
    assert table.has_button("Start the narration")
    table.click("Start the narration")
    assert table.console().caption.text() == call, "the night goes on at the call it was at, not from the start"
    play_to_end(table, random.Random(4))


def test_new_game_mid_game_asks_and_cancel_returns_to_the_same_game(table: Table) -> None:
    """Item 5 at the table: Ctrl+N asks first; "Keep playing" stays; the wizard's Cancel comes back to the same deal."""
    table.launch()
    new_game(table, ONUW, NAMES[:3], "app")
    see_my_card(table, "Ana")
    console = table.console()
    table.key(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier, window=console)
    table.wait_for_button("Keep playing")
    assert table.sees("Leave this game?")
    table.click("Keep playing")
    assert table.sees("Give the laptop to Binh.")
    table.menu("Game", "New game")
    table.wait_for_button("Set up a new game")
    table.click("Set up a new game")
    table.qtbot.waitUntil(lambda: table.has_button("Cancel") and not console.isVisible(), timeout=5000)
    assert not table.board().isVisible(), "the TV does not keep showing a game nobody sees on the laptop"
    table.click("Cancel")
    table.qtbot.waitUntil(console.isVisible, timeout=5000)
    assert table.console() is console, "the same game, not a new one"
    assert table.sees("Give the laptop to Binh."), "the deal goes on where it was: Ana is not asked again"
    see_my_card(table, "Binh")
    see_my_card(table, "Chi")
    play_to_end(table, random.Random(6))


def test_a_second_launch_brings_the_first_forward_and_leaves_the_game_alone(table: Table) -> None:
    """Item 6 at the table: `python3 tablekeeper.py` again, while a game runs, starts no second app on its autosave."""
    import os
    import subprocess
    import sys

    table.launch()
    new_game(table, ONUW, NAMES[:3], "app")
    see_my_card(table, "Ana")
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TABLEKEEPER_SILENT": "1", "PYTHONPATH": str(root)}
    second = subprocess.Popen([sys.executable, "-m", "desktop"], cwd=root, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    # The first app answers the second over its local socket: keep its event loop turning until the second exits.
    table.qtbot.waitUntil(lambda: second.poll() is not None, timeout=60000)
    _out, err = second.communicate()
    assert second.returncode == 0, err
    table.check()
    assert table.sees("Give the laptop to Binh."), "the game goes on, untouched"
    see_my_card(table, "Binh")
    see_my_card(table, "Chi")
    play_to_end(table, random.Random(9))
