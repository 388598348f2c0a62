"""Issue 16, the board's look: seats around a table, tokens beside the seats, Avalon's quest track drawn as the
physical board, the day timer large and central with what it counts down to, and the readability rules (no text
under 3 % of the height, 7:1 contrast, nothing cut off) on every board at 1920x1080.

The boards are rendered from the public view only (as the console gives it) of random legal games, mid-game and at
the end, for Avalon, One Night and Castle of the Devil at 4 (5 for Avalon), 7 and 10 players, in the four
languages. ``TABLEKEEPER_BOARD_SHOTS=DIR`` also saves each board as a PNG there (to look at them).
"""

from __future__ import annotations

import math
import os
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from desktop.board import BoardWindow
from desktop.games import plugin_for
from desktop.seat_ring import RingSeat, SeatRing
from engine.core import PUBLIC, Setup
from engine.registry import get_game
from engine.session import Session
from tests.desktop.boardcheck import readability_problems, settle

NAMES = ("Alexandrina", "Bartholomew", "Christopher", "Dương Thị Hạnh", "Evangeline", "Fitzgerald", "Guinevere",
         "Hildegarde", "Maximilian", "Ngô Minh Tuấn")
LANGUAGES = ("en", "vi", "fa", "zh_TW")
OPTIONS: dict[str, dict[str, Any]] = {
    "avalon": {"mode": "app", "excalibur": True, "lady_of_the_lake": True},
    "onuw": {"mode": "app"},
    "castle": {"mode": "app"},
}
COUNTS = {"avalon": (5, 7, 10), "onuw": (4, 7, 10), "castle": (4, 7, 10)}
SHOTS = os.environ.get("TABLEKEEPER_BOARD_SHOTS")


def _mid(game_id: str) -> Callable[[dict[str, Any]], bool]:
    """The mid-game moment of each game: a quest done and the next team voted on; the day; a fight."""
    if game_id == "avalon":
        return lambda v: (any(q.get("status") in ("success", "fail") for q in v.get("quest_track") or [])
                          and bool((v.get("vote_table") or {}).get("rows")) and v.get("phase") in ("vote", "team", "proposal"))
    if game_id == "onuw":
        return lambda v: v.get("phase") == "day"
    return lambda v: v.get("phase") == "fight" and bool(v.get("fight"))


def _play(game_id: str, count: int, seed: int) -> Iterator[Session[Any]]:
    """A random legal game, the session after each action."""
    game = get_game(game_id)
    options = game.options_with_defaults(OPTIONS[game_id])
    setup = Setup(game_id, NAMES[:count], tuple(game.recommended_roles(count, options)), options)
    rng = random.Random(seed)
    session: Session[Any] = Session(game, setup, seed=seed)
    for _ in range(5000):
        yield session
        if session.result() is not None:
            return
        choice = rng.choice(session.choices())
        session.act(choice.sample(rng))


def _views(game_id: str, count: int) -> tuple[Setup, dict[str, Any], dict[str, Any], Any]:
    """(setup, a mid-game public view, the end's public view, the result)."""
    mid = _mid(game_id)
    for seed in range(1, 40):
        middle = None
        session = None
        for session in _play(game_id, count, seed):
            view = session.view(PUBLIC)
            if middle is None and session.result() is None and mid(view):
                middle = view
        if middle is not None and session is not None and session.result() is not None:
            return session.setup, middle, session.view(PUBLIC), session.result()
    raise AssertionError(f"no mid-game moment in {game_id} at {count}")


_CACHE: dict[tuple[str, int], Any] = {}


def views(game_id: str, count: int) -> tuple[Setup, dict[str, Any], dict[str, Any], Any]:
    if (game_id, count) not in _CACHE:
        _CACHE[game_id, count] = _views(game_id, count)
    return _CACHE[game_id, count]


@pytest.fixture
def ui(qapp: Any) -> Iterator[Callable[[str], None]]:
    from desktop.app import create_application

    _app, language = create_application(["tablekeeper-tests"], "en")
    yield language.install
    language.install("en")


def _board(qtbot: Any, setup: Setup, size: tuple[int, int] = (1920, 1080)) -> BoardWindow:
    board = BoardWindow(plugin_for(get_game(setup.game)), setup)
    qtbot.addWidget(board)
    board.resize(*size)
    board.show()
    qtbot.waitUntil(lambda: (board.width(), board.height()) == size)
    return board


def _save(board: BoardWindow, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        board.grab().save(str(Path(SHOTS) / f"{name}.png"))


@pytest.mark.parametrize("game_id", ["avalon", "onuw", "castle"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_board_is_readable_at_1080p(qtbot: Any, ui: Callable[[str], None], game_id: str, lang: str) -> None:
    """Mid-game and end, at three table sizes: no text under 30 px, 7:1 contrast, nothing cut off, no scroll bar."""
    ui(lang)
    for count in COUNTS[game_id]:
        setup, middle, end, result = views(game_id, count)
        board = _board(qtbot, setup)
        for tag, view, res in (("mid", middle, None), ("end", end, result), ("turned", end, result)):
            if tag == "turned":  # One Night's end once "Turn the cards face up on the TV" is pressed (issue 30)
                if not hasattr(board.plugin, "cards_turned"):
                    continue
                board.plugin.cards_turned = res
            board.show_view(view, res)
            settle()
            assert board.text_widgets(), (count, tag)
            _save(board, f"{game_id}-{count}-{tag}-{lang}")
            assert readability_problems(board) == [], (game_id, lang, count, tag)
        board.close()


@pytest.mark.parametrize("game_id", ["avalon", "onuw", "castle"])
def test_seats_sit_around_an_oval_in_seat_order(qtbot: Any, language: Any, game_id: str) -> None:
    """Every seat's name on a tile of the ring, in seat order clockwise from the top, no two tiles overlapping."""
    setup, middle, _end, _result = views(game_id, 10)
    board = _board(qtbot, setup)
    board.show_view(middle, None)
    settle()
    ring = board.panel.findChild(SeatRing)
    assert ring is not None and ring.isVisibleTo(board)
    tiles = ring.tiles
    assert [t.name.text() for t in tiles] == list(setup.players)
    rects = [t.geometry() for t in tiles]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.intersects(b), (a, b)
    centre = ring.rect().center()
    # Clockwise: the angle from the centre grows seat by seat, once round the table.
    angles = [math.atan2(r.center().x() - centre.x(), centre.y() - r.center().y()) for r in rects]
    steps = [(b - a) % (2 * math.pi) for a, b in zip(angles, angles[1:] + angles[:1], strict=True)]
    assert all(0 < step < math.pi for step in steps), steps
    assert math.isclose(sum(steps), 2 * math.pi), steps
    assert all(isinstance(t, RingSeat) for t in tiles)


def test_avalon_tokens_lie_beside_their_seats(qtbot: Any, language: Any) -> None:
    """The leader's crown, Excalibur's sword and the Lady's token are painted in front of the seats holding them."""
    setup, middle, _end, _result = views("avalon", 10)
    board = _board(qtbot, setup)
    board.show_view(middle, None)
    settle()
    ring = board.panel.findChild(SeatRing)
    assert ring is not None
    tokens = {index: seat.tokens for index, seat in enumerate(ring.seats)}
    assert "crown" in tokens[middle["leader"]]
    assert sum("crown" in t for t in tokens.values()) == 1
    holder = (middle.get("lady") or {}).get("holder")
    if holder is not None:
        assert "lady" in tokens[holder]
    assert ring.tiles[middle["leader"]].highlight


def test_the_day_timer_is_large_central_and_says_what_it_counts(qtbot: Any, language: Any) -> None:
    """While the day's countdown runs the clock stands in the middle of the table in the largest size, with what it
    counts down to; the vote's short countdown says that everyone points at zero."""
    from desktop.theme import TEXT_SIZES

    setup, middle, _end, _result = views("onuw", 7)
    board = _board(qtbot, setup)
    board.show_view(middle, None)
    board.set_timer("4:59")
    settle()
    panel: Any = board.panel
    clock = panel.centre.clock
    assert clock.isVisibleTo(board) and clock.text() == "4:59"
    assert clock.font().pixelSize() >= round(TEXT_SIZES["large"] * board.height())  # larger than any other text
    ring_centre = panel.seats.mapTo(board, panel.seats.table_rect.center().toPoint())
    assert clock.geometry().contains(clock.mapFrom(board, ring_centre)) or \
        abs(clock.mapTo(board, clock.rect().center()).x() - ring_centre.x()) < board.width() * 0.05
    assert panel.centre.purpose.text() == "Day: time left"
    assert not board.timer.text(), "not twice"
    _save(board, "onuw-7-timer-en")
    assert readability_problems(board) == []
    vote = dict(middle, phase="vote")
    board.show_view(vote, None)
    board.set_timer("0:05")
    settle()
    assert panel.centre.purpose.text() == "At zero everyone points at a player"
    board.set_timer("")
    settle()
    assert not clock.isVisibleTo(board)


def test_a_game_without_its_own_timer_place_shows_the_purpose_in_the_header(qtbot: Any, language: Any) -> None:
    """The frame's fallback (a panel that does not show the clock itself): the header says what it counts down to."""
    from desktop.board import BoardPanel

    setup, middle, _end, _result = views("onuw", 4)
    board = _board(qtbot, setup)
    board.show_view(dict(middle, phase="day"), None)
    board.panel.show_timer = BoardPanel.show_timer.__get__(board.panel)  # type: ignore[method-assign]
    board.set_timer("2:00")
    settle()
    assert board.timer.text() == "Day: time left 2:00"
    assert readability_problems(board) == []


def test_the_board_is_never_blank_between_calls(qtbot: Any, language: Any) -> None:
    """At night, between two calls (no caption), the night screen still shows the game, the seats and the status."""
    game = get_game("onuw")
    setup = Setup("onuw", NAMES[:5], tuple(game.recommended_roles(5, {})), game.options_with_defaults({"mode": "app"}))
    session: Session[Any] = Session(game, setup, seed=3)
    board = _board(qtbot, setup)
    rng = random.Random(3)
    while session.view(PUBLIC).get("phase") != "night":
        session.act(rng.choice(session.choices()).sample(rng))
    board.show_view(session.view(PUBLIC), None)
    board.set_caption("")
    board.set_status("The night goes on.")
    settle()
    shown = [w.text() for w in board.text_widgets()]
    assert board.night_shown()
    assert any("One Night" in t for t in shown), shown
    assert any(NAMES[0] in t for t in shown), shown
    assert "The night goes on." in shown


def test_every_icon_is_a_shape_of_its_own(qapp: Any) -> None:
    """Each board icon renders (from its SVG, at any size) and no two share a shape: in one colour, their pixels
    differ (so none is told apart by colour alone)."""
    from desktop.icons import NAMES, icon_pixmap

    shapes = {}
    for name in NAMES:
        for size in (24, 96):
            image = icon_pixmap(name, size, "#FFFFFF").toImage()
            assert (image.width(), image.height()) == (size, size)
        image = icon_pixmap(name, 48, "#FFFFFF").toImage()
        mask = bytes(1 if image.pixelColor(x, y).alpha() > 128 else 0 for y in range(48) for x in range(48))
        assert 0 < sum(mask) < 48 * 48, name
        shapes[name] = mask
    names = list(shapes)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            differ = sum(x != y for x, y in zip(shapes[a], shapes[b], strict=True))
            assert differ > 48 * 48 * 0.05, (a, b)


def test_the_oracle_sees_a_label_cut_off_by_the_panel_it_sits_in(qtbot) -> None:
    """A label whose text fits its own rectangle but hangs out of its parent panel is reported (the One Night end
    board's crowded middle was missed when only each label's own rectangle was measured)."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QLabel, QWidget

    from tests.desktop.boardcheck import readability_problems

    board = QWidget()
    qtbot.addWidget(board)
    board.resize(1920, 1080)
    panel = QWidget(board)
    panel.setObjectName("middle")
    panel.setGeometry(100, 100, 300, 60)
    label = QLabel("Werewolf, Seer, Robber", panel)
    font = QFont()
    font.setPixelSize(40)
    label.setFont(font)
    label.setStyleSheet("color: white; background: black;")
    label.setGeometry(0, 0, 600, 80)  # room for its text; the panel shows only its first 300x60
    board.show()
    qtbot.waitExposed(board)
    assert not [p for p in readability_problems(board) if "cut off in" in p], "the label itself has room"
    assert any("cut off by QWidget 'middle'" in p for p in readability_problems(board)), readability_problems(board)
    panel.resize(600, 80)
    assert not any("cut off" in p for p in readability_problems(board))
