"""Issue 16, the reveal moments on the TV board (desktop/reveal.py): a quest's cards face down, then turned one at a
time, then the result's marker (Quest and Avalon); One Night's final cards turned seat by seat; a Castle fight's
totals counted up. A click or a key skips to the end, a new view cancels, "reduce motion" shows the end at once; a
first view (a resumed game), an undo or the same view again never animates. Every frame shows the public view only.

These tests turn motion on (the suite runs with TABLEKEEPER_REDUCE_MOTION=1) and wait on the reveal's signals.
``TABLEKEEPER_BOARD_SHOTS=DIR`` saves a frame in the middle of each reveal there.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt

from desktop import reveal
from desktop.board import BoardWindow
from desktop.games import plugin_for
from desktop.settings import AppSettings
from desktop.text import isolate
from engine.core import MODERATOR, PUBLIC, Setup
from engine.registry import get_game
from engine.session import Session
from tests.desktop.boardcheck import leaks, readability_problems, settle

NAMES = ("Alexandrina", "Bartholomew", "Christopher", "Dương Thị Hạnh", "Evangeline", "Fitzgerald", "Guinevere")
SHOTS = os.environ.get("TABLEKEEPER_BOARD_SHOTS")
WAIT_MS = 20000


@pytest.fixture
def motion(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(reveal.ENV, "0")
    monkeypatch.setattr(reveal, "_reduce_motion", False)


def _setup(gid: str, count: int = 7) -> Setup:
    game = get_game(gid)
    options = game.options_with_defaults({"mode": "app"})
    return Setup(gid, NAMES[:count], tuple(game.recommended_roles(count, options)), options)


def _steps(gid: str, seed: int, setup: Setup | None = None) -> Iterator[tuple[Session[Any], dict[str, Any], dict[str, Any]]]:
    """A random legal game: the session, its public and its moderator view after each action."""
    session: Session[Any] = Session(get_game(gid), setup or _setup(gid), seed=seed)
    rng = random.Random(seed)
    for _ in range(5000):
        yield session, session.view(PUBLIC), session.view(MODERATOR)
        if session.result() is not None:
            return
        session.act(rng.choice(session.choices()).sample(rng))


_CACHE: dict[str, dict[str, Any]] = {}


def quest_moment(gid: str) -> dict[str, Any]:
    """A quest's result appearing (with a Fail card among three or more cards), with the views around it."""
    if gid not in _CACHE:
        ended = "result" if gid == "quest" else "status"
        done = ("success", "fail")
        for seed in range(1, 80):
            before: Any = None
            for session, view, moderator in _steps(gid, seed):
                key = "quests" if gid == "quest" else "quest_track"
                if before is not None and session.result() is None:
                    new = [q for q, b in zip(view[key], before[1][key], strict=True)
                           if q.get(ended) in done and b.get(ended) not in done]
                    if new and (new[0].get("fails") or 0) >= 1 and new[0]["size"] >= 3:
                        index = view[key].index(new[0])
                        secrets = dict(get_game(gid).seat_secrets(session.state))
                        rng = random.Random(seed)
                        session.act(rng.choice(session.choices()).sample(rng))
                        nxt = session.view(PUBLIC)
                        _CACHE[gid] = {"before": before[1], "after": view, "before_mod": before[2], "after_mod": moderator,
                                       "next": nxt, "index": index, "quest": new[0], "secrets": secrets}
                        break
                before = (session, view, moderator)
            if gid in _CACHE:
                break
    return _CACHE[gid]


def _board(qtbot: Any, gid: str) -> BoardWindow:
    board = BoardWindow(plugin_for(get_game(gid)), _setup(gid))
    qtbot.addWidget(board)
    board.resize(1920, 1080)
    board.show()
    qtbot.waitUntil(lambda: (board.width(), board.height()) == (1920, 1080))
    return board


def _status(board: BoardWindow, gid: str, index: int) -> str:
    track = board.panel.track
    boxes = track.boxes if gid == "quest" else track.quests
    return boxes[index].circle.status


def _texts(board: BoardWindow) -> list[str]:
    return [w.text() for w in board.text_widgets()]


def _save(board: BoardWindow, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        board.grab().save(str(Path(SHOTS) / f"{name}.png"))


def _record(board: BoardWindow, gid: str, index: int, secrets: dict[int, Any]) -> list[tuple[int, list[Any], str, list[str]]]:
    """Each frame the reveal draws: its number, the cards' faces, the quest's marker, the texts; no frame ties a seat
    to its secret."""
    frames: list[tuple[int, list[Any], str, list[str]]] = []
    panel = board.panel

    def look(frame: int) -> None:
        assert not leaks(board, secrets, NAMES), frame
        frames.append((frame, list(panel.cards.faces), _status(board, gid, index), _texts(board)))
        if frame == 2:
            settle()
            _save(board, f"reveal-{gid}-frame2")

    panel.reveal.stepped.connect(look)
    return frames


@pytest.mark.parametrize("gid", ["quest", "avalon"])
def test_quest_cards_face_down_then_turned_one_at_a_time(qtbot: Any, language: Any, motion: None, gid: str) -> None:
    moment = quest_moment(gid)
    quest, index = moment["quest"], moment["index"]
    fails = int(quest["fails"])
    count = int(quest["size"]) if gid == "quest" else fails + int(quest["successes"])
    board = _board(qtbot, gid)
    board.show_view(moment["before"], None)
    panel = board.panel
    assert not panel.cards.isVisibleTo(board)
    frames = _record(board, gid, index, moment["secrets"])
    with qtbot.waitSignal(panel.reveal.finished, timeout=WAIT_MS):
        board.show_view(moment["after"], None)
        # At once: the cards lie face down on the table, the quest has no result yet; the console is not held up.
        assert panel.reveal.running()
        assert panel.cards.isVisibleTo(board) and panel.cards.faces == [None] * count
        assert _status(board, gid, index) not in ("success", "fail")
    # Turned one at a time, the marker only once every card is turned.
    assert [f[0] for f in frames] == list(range(count + 1))
    for frame, faces, status, _texts_shown in frames:
        assert sum(face is not None for face in faces) == frame
        assert faces[:frame] == panel.cards.faces[:frame]
        assert status not in ("success", "fail")
    assert not panel.reveal.running()
    assert sorted(panel.cards.faces) == sorted(["fail"] * fails + ["success"] * (count - fails))
    assert _status(board, gid, index) == quest["result" if gid == "quest" else "status"]
    settle()
    _save(board, f"reveal-{gid}-end")
    assert readability_problems(board) == []
    # The same frames from the moderator's views: the board reads the public view only (the order of the cards too).
    public = [(f[0], f[1], f[2], f[3]) for f in frames]
    secret_board = _board(qtbot, gid)
    secret_board.show_view(moment["before_mod"], None)
    secret_frames = _record(secret_board, gid, index, moment["secrets"])
    with qtbot.waitSignal(secret_board.panel.reveal.finished, timeout=WAIT_MS):
        secret_board.show_view(moment["after_mod"], None)
    assert secret_frames == public


@pytest.mark.parametrize("how", ["click", "key"])
@pytest.mark.parametrize("gid", ["quest", "avalon"])
def test_a_click_or_a_key_skips_to_the_end(qtbot: Any, language: Any, motion: None, monkeypatch: pytest.MonkeyPatch,
                                          gid: str, how: str) -> None:
    moment = quest_moment(gid)
    index = moment["index"]
    monkeypatch.setattr(reveal, "_reduce_motion", True)  # the end, as a board without motion shows it at once
    board = _board(qtbot, gid)
    board.show_view(moment["before"], None)
    board.show_view(moment["after"], None)
    end = (list(board.panel.cards.faces), _status(board, gid, index), _texts(board))
    monkeypatch.setattr(reveal, "_reduce_motion", False)
    board = _board(qtbot, gid)
    board.show_view(moment["before"], None)
    board.show_view(moment["after"], None)
    assert board.panel.reveal.running() and board.panel.cards.faces[0] is None
    with qtbot.waitSignal(board.panel.reveal.finished, timeout=1000):
        if how == "click":
            qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=QPoint(board.width() // 2, board.height() // 2))
        else:
            qtbot.keyClick(board, Qt.Key.Key_Space)
    assert not board.panel.reveal.running()
    assert board.panel.cards.isVisibleTo(board)
    assert (list(board.panel.cards.faces), _status(board, gid, index), _texts(board)) == end
    assert end[0] and None not in end[0] and end[1] in ("success", "fail")


@pytest.mark.parametrize("gid", ["quest", "avalon"])
def test_reduce_motion_shows_the_end_at_once(qtbot: Any, language: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                             gid: str) -> None:
    moment = quest_moment(gid)
    settings = AppSettings(tmp_path / "settings.ini")
    assert settings.reduce_motion is False
    settings.reduce_motion = True
    assert AppSettings(tmp_path / "settings.ini").reduce_motion is True
    for env, setting in (("1", False), ("0", True)):  # the environment variable, or the setting
        monkeypatch.setenv(reveal.ENV, env)
        reveal.set_reduce_motion(setting)
        assert not reveal.motion_enabled()
        board = _board(qtbot, gid)
        board.show_view(moment["before"], None)
        board.show_view(moment["after"], None)
        assert not board.panel.reveal.running()
        assert board.panel.cards.isVisibleTo(board) and None not in board.panel.cards.faces
        assert _status(board, gid, moment["index"]) in ("success", "fail")
        settle()
        assert readability_problems(board) == []
    monkeypatch.setattr(reveal, "_reduce_motion", False)
    monkeypatch.setenv(reveal.ENV, "0")
    assert reveal.motion_enabled()


@pytest.mark.parametrize("gid", ["quest", "avalon"])
def test_a_new_view_cancels_and_shows_at_once(qtbot: Any, language: Any, motion: None, gid: str) -> None:
    moment = quest_moment(gid)
    fresh = _board(qtbot, gid)
    fresh.show_view(moment["next"], None)
    expected = _texts(fresh)
    board = _board(qtbot, gid)
    board.show_view(moment["before"], None)
    board.show_view(moment["after"], None)
    assert board.panel.reveal.running()
    with qtbot.waitSignal(board.panel.reveal.finished, timeout=1000):
        board.show_view(moment["next"], None)
    assert not board.panel.reveal.running()
    assert not board.panel.cards.isVisibleTo(board)
    assert _texts(board) == expected
    assert _status(board, gid, moment["index"]) in ("success", "fail")


@pytest.mark.parametrize("gid", ["quest", "avalon"])
def test_no_reveal_on_resume_undo_or_the_same_view(qtbot: Any, language: Any, motion: None, gid: str) -> None:
    moment = quest_moment(gid)
    board = _board(qtbot, gid)
    board.show_view(moment["after"], None)  # a resumed game's first view
    assert not board.panel.reveal.running()
    board.show_view(moment["before"], None)  # an undo
    assert not board.panel.reveal.running() and not board.panel.cards.isVisibleTo(board)
    board.show_view(moment["after"], None)  # the result again: now it is new
    assert board.panel.reveal.running()
    frame = board.panel.reveal.frame
    board.retranslate()  # the same view painted again: the reveal goes on where it was
    assert board.panel.reveal.running() and board.panel.reveal.frame == frame
    with qtbot.waitSignal(board.panel.reveal.finished, timeout=WAIT_MS):
        pass
    faces = list(board.panel.cards.faces)
    board.show_view(moment["after"], None)
    board.retranslate()
    assert not board.panel.reveal.running() and board.panel.cards.faces == faces and board.panel.cards.isVisibleTo(board)


def onuw_end() -> tuple[dict[str, Any], dict[str, Any], Any]:
    for seed in range(1, 40):
        before = None
        for session, view, _moderator in _steps("onuw", seed):
            if session.result() is not None:
                if before is not None and (view.get("result") or {}).get("final_roles"):
                    return before, view, session.result()
                break
            before = view
    raise AssertionError("no game of One Night ended")


def test_one_night_final_cards_turned_seat_by_seat(qtbot: Any, language: Any, motion: None) -> None:
    from desktop.games.onuw import T_FACE_DOWN, role_name
    from desktop.games.onuw import _tr as onuw_tr

    before, after, result = onuw_end()
    final = after["result"]["final_roles"]
    board = _board(qtbot, "onuw")
    board.show_view(before, None)
    down = onuw_tr(T_FACE_DOWN)
    frames: list[tuple[int, list[str], list[str]]] = []
    ring = board.panel.seats

    def look(frame: int) -> None:
        frames.append((frame, [t.details.text() for t in ring.tiles], [c.lines[1] for c in board.panel.center.cards]))
        if frame == 3:
            settle()
            _save(board, "reveal-onuw-frame3")

    board.panel.reveal.stepped.connect(look)
    board.show_view(after, result)  # the vote is closed: every card stays face down until the moderator turns them
    assert not board.panel.reveal.running()
    assert all(t.details.text().split("\n")[0] == down for t in ring.tiles) and not frames
    board.plugin.cards_turned = result  # "Turn the cards face up on the TV" (issue 30)
    with qtbot.waitSignal(board.panel.reveal.finished, timeout=WAIT_MS):
        board.show_view(after, result)
        assert board.panel.reveal.running()
    assert [f[0] for f in frames] == list(range(len(final) + 1))
    for frame, details, centre in frames:
        for seat, text in enumerate(details):
            # Turned in seat order: the seats before ``frame`` show their final card, the others lie face down.
            assert text.split("\n")[0] == (role_name(final[seat]) if seat < frame else down), (frame, seat, text)
        assert all(face == down for face in centre), centre  # the center's last, with the end
    assert [t.details.text().split("\n")[0] for t in ring.tiles] == [role_name(r) for r in final]
    assert all(c.lines[1] != down for c in board.panel.center.cards)
    settle()
    assert readability_problems(board) == []


def castle_count() -> tuple[dict[str, Any], dict[str, Any], dict[int, Any]]:
    """A fight being decided (its totals counted up from each combatant's 1), the views around it."""
    from desktop.games.castle.board import counted_totals

    for seed in range(1, 60):
        before = None
        for session, view, _moderator in _steps("castle", seed):
            if before is not None and counted_totals(before, view) and (view.get("fight") or {}).get("winner") is not None:
                return before, view, dict(get_game("castle").seat_secrets(session.state))
            before = view
    raise AssertionError("no fight was won")


def test_castle_fight_totals_counted_up(qtbot: Any, language: Any, motion: None) -> None:
    from desktop.games.castle.board import T, tr

    before, after, secrets = castle_count()
    board = _board(qtbot, "castle")
    board.show_view(before, None)
    fight = board.panel.fight
    shown: list[tuple[str, str]] = []
    stages: list[str] = []

    def look(frame: int) -> None:
        assert not leaks(board, secrets, NAMES), frame
        shown.append((fight.sword.total.text(), fight.shield.total.text()))
        stages.append(fight.stage.text())

    board.panel.reveal.stepped.connect(look)
    new = after["fight"]["totals"]
    with qtbot.waitSignal(board.panel.reveal.finished, timeout=WAIT_MS):
        board.show_view(after, None)
        assert board.panel.reveal.running()

    def total(side: str, value: int) -> str:
        return tr(T.SIDE_TOTAL).format(side=tr(T.SWORD if side == "sword" else T.SHIELD), total=str(value))

    assert after["fight"].get("winner") is not None and before["fight"].get("winner") is None
    assert shown[0] == (total("sword", 1), total("shield", 1))  # from each combatant's own 1
    winner = tr(T.WINNER).format(player=isolate(NAMES[int(after["fight"]["winner"])]))
    assert winner not in stages and fight.stage.text() == winner  # the winner once counted
    assert (fight.sword.total.text(), fight.shield.total.text()) == (total("sword", new["sword"]), total("shield", new["shield"]))
    for side, column in (("sword", 0), ("shield", 1)):
        values = [int(row[column].rsplit(" ", 1)[1]) for row in shown] + [new[side]]
        assert values == sorted(values) and values[0] == 1 and len(set(values)) == new[side], (side, values)  # counted up, step by step
    assert len(shown) == len(board.panel._counts) >= 1
    settle()
    assert readability_problems(board) == []


def test_view_menu_reduce_motion_is_remembered(qtbot: Any, language: Any, store: Any, monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path) -> None:
    from PySide6.QtGui import QAction

    import desktop.settings
    from desktop.console import ConsoleWindow
    from desktop.controller import GameController
    from tests.desktop.drive import manual_narrator

    path = tmp_path / "settings.ini"
    monkeypatch.setattr(desktop.settings, "default_settings_path", lambda: path)
    monkeypatch.setenv(reveal.ENV, "0")
    monkeypatch.setattr(reveal, "_reduce_motion", None)  # read from the settings, as at the app's start
    game = get_game("quest")
    controller = GameController.new_game(game, _setup("quest"), store, seed=3)
    console = ConsoleWindow(controller, plugin_for(game), narrator=manual_narrator())
    qtbot.addWidget(console)
    console.show()
    action = console.findChild(QAction, "reduce_motion")
    assert action is not None and action in console.menu_view.actions()
    assert action.isCheckable() and not action.isChecked() and action.text() == "Reduce motion"
    action.trigger()
    assert action.isChecked() and not reveal.motion_enabled() and AppSettings(path).reduce_motion
    action.trigger()
    assert not action.isChecked() and reveal.motion_enabled() and not AppSettings(path).reduce_motion
    language.install("fa")
    try:
        qtbot.waitUntil(lambda: action.text() not in ("", "Reduce motion"))
    finally:
        language.install("en")
    console.board.close()


def end_moment(gid: str) -> tuple[dict[str, Any], dict[str, Any], Any]:
    """The views before and after a game whose last quest's result ended it (most Quest games end so, and an Avalon
    game at its third Fail), and its result."""
    key, ended = ("quests", "result") if gid == "quest" else ("quest_track", "status")
    done = ("success", "fail")
    for seed in range(1, 80):
        before: Any = None
        for session, view, _moderator in _steps(gid, seed):
            if session.result() is not None:
                if any(q.get(ended) in done and b.get(ended) not in done for q, b in zip(view[key], before[key], strict=True)):
                    return before, view, session.result()
                break
            before = view
    raise AssertionError(f"no {gid} game ended with a quest's result")


@pytest.mark.parametrize("gid", ["quest", "avalon"])
def test_the_end_waits_for_the_last_quests_cards_to_be_turned(qtbot: Any, language: Any, motion: None, gid: str) -> None:
    """The quest that ends the game: while its cards are turned one at a time, the headline says so and the table
    stays as it was (no role face up, no winner); the winners and every role come with the last card."""
    if gid == "quest":
        from desktop.games.quest.board import T_TURNING
        from desktop.games.quest.names import tr
    else:
        from desktop.games.avalon.board import T_TURNING  # type: ignore[no-redef]
        from desktop.games.avalon.names import tr  # type: ignore[no-redef]

    before, after, result = end_moment(gid)
    board = _board(qtbot, gid)
    board.show_view(before, None)
    panel = board.panel
    ring = panel.seats if gid == "quest" else panel.ring

    def table() -> list[Any]:
        return [(seat.details, seat.highlight) for seat in ring.seats]

    table_before = table()
    winners = board.plugin.result_text(result, board.setup)
    seen: list[tuple[str, list[Any], bool]] = []
    panel.reveal.stepped.connect(lambda _frame: seen.append((board.instruction.text(), table(), ring.isVisibleTo(board))))
    with qtbot.waitSignal(panel.reveal.finished, timeout=WAIT_MS):
        board.show_view(after, result)
        assert panel.reveal.running() and panel.cards.isVisibleTo(board)
        board.retranslate()  # the same view again (a language switch): the cards go on turning, the end stays back
        assert board.instruction.text() == tr(T_TURNING)
    assert seen and all(seen_now == (tr(T_TURNING), table_before, True) for seen_now in seen), seen
    assert board.instruction.text() == winners != tr(T_TURNING)
    if gid == "quest":
        assert all(seat.details for seat in ring.seats), "at the end every role is face up"
    else:
        assert not ring.isVisibleTo(board) and panel.table.isVisibleTo(board), "at the end the table of roles"


WITCH_ROLES = ("merlin", "percival", "loyal_servant", "loyal_servant", "assassin", "morgana", "witch")


@pytest.mark.parametrize("deciding", ["void", "hide_and_check"])
def test_what_the_witch_hid_shows_at_the_end_and_only_the_quest_just_played_is_turned(
        qtbot: Any, language: Any, motion: None, deciding: str) -> None:
    """With the Witch, the end shows the results she hid. The third Fail's cards are turned while those stay hidden;
    an end that no quest brought (the Assassin's pick, five rejected teams) is shown at once, its hidden results
    with it: they were not just played."""
    game = get_game("avalon")
    setup = Setup("avalon", NAMES, WITCH_ROLES, game.options_with_defaults({"mode": "app", "witch_on_deciding_quest": deciding}))
    done = ("success", "fail")
    found: dict[bool, tuple[dict[str, Any], dict[str, Any], Any]] = {}
    for seed in range(1, 400):
        before: Any = None
        for session, view, _moderator in _steps("avalon", seed, setup):
            if session.result() is not None:
                pairs = list(zip(before["quest_track"], view["quest_track"], strict=True))
                shown = any(b.get("status") == "hidden" and q.get("status") in done for b, q in pairs)
                played = any(b.get("status") not in (*done, "hidden") and q.get("status") in done for b, q in pairs)
                if shown:
                    found.setdefault(played, (before, view, session.result()))
                break
            before = view
        if len(found) == 2:
            break
    assert len(found) == 2, f"no Witch game found for both kinds of end: {sorted(found)}"
    for played, (before, after, result) in found.items():
        board = BoardWindow(plugin_for(game), setup)
        qtbot.addWidget(board)
        board.resize(1920, 1080)
        board.show()
        board.show_view(before, None)
        hidden = [i for i, q in enumerate(before["quest_track"]) if q.get("status") == "hidden"]
        winners = board.plugin.result_text(result, setup)
        if not played:
            board.show_view(after, result)
            assert not board.panel.reveal.running() and board.instruction.text() == winners
            continue
        statuses: list[list[str]] = []
        board.panel.reveal.stepped.connect(
            lambda _frame, b=board, seen=statuses, h=hidden: seen.append([_status(b, "avalon", i) for i in h]))
        with qtbot.waitSignal(board.panel.reveal.finished, timeout=WAIT_MS):
            board.show_view(after, result)
            assert board.panel.reveal.running() and board.instruction.text() != winners
        assert statuses and all(s == ["hidden"] * len(hidden) for s in statuses), statuses
        assert [_status(board, "avalon", i) for i in hidden] == [after["quest_track"][i]["status"] for i in hidden]
        assert board.instruction.text() == winners
