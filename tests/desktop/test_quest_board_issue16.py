"""Issue 16, Quest's board: the seats around the table with the Leader, Veteran, Team, Magic and Amulet tokens in front
of their holders, the quest track as the physical board (circles with the team size, the two-fail mark, the Amulet
slots, a marker as each quest ends), the discussion clock large in the middle, and the readability rules (no text
under 3 % of the height, 7:1 contrast, nothing cut off) at 4, 7 and 10 players in the four languages.

Every board is fed the public view of a random legal game (as the console gives it). ``TABLEKEEPER_BOARD_SHOTS=DIR``
also saves each board as a PNG there.
"""

from __future__ import annotations

import math
import os
import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage

from desktop.board import BoardWindow
from desktop.games import plugin_for
from desktop.games.quest.board import AmuletSlot, QuestTrack
from desktop.seat_ring import SeatRing
from desktop.theme import TEXT_SIZES
from engine.core import MODERATOR, PUBLIC, Setup
from engine.registry import get_game
from engine.session import Session
from tests.desktop.boardcheck import leaks, readability_problems, settle

NAMES = ("Alexandrina", "Bartholomew", "Christopher", "Dương Thị Hạnh", "Evangeline", "Fitzgerald", "Guinevere",
         "Hildegarde", "Maximilian", "Ngô Minh Tuấn")
LANGUAGES = ("en", "vi", "fa", "zh_TW")
COUNTS = (4, 7, 10)
SHOTS = os.environ.get("TABLEKEEPER_BOARD_SHOTS")

#: The moments each table size is shown at: a team being chosen after a quest (an Amulet handed out where the game has
#: them), the quest's cards being played (the Magic Token on the table), the discussion, the end.
MOMENTS: dict[str, Callable[[dict[str, Any]], bool]] = {
    "team": lambda v: v["phase"] == "team" and any(q.get("result") for q in v["quests"])
    and (bool(v.get("amulets")) or not any(q.get("amulet_after") for q in v["quests"])),
    "quest": lambda v: v["phase"] == "quest" and any(s.get("magic") for s in v["seats"]),
    "discussion": lambda v: v["phase"] == "discussion",
}


def _setup(count: int) -> Setup:
    game = get_game("quest")
    options = game.options_with_defaults({"mode": "app"})
    return Setup("quest", NAMES[:count], tuple(game.recommended_roles(count, options)), options)


def play(count: int, seed: int) -> Iterator[Session[Any]]:
    """A random legal game, the session after each action."""
    session: Session[Any] = Session(get_game("quest"), _setup(count), seed=seed)
    rng = random.Random(seed)
    for _ in range(5000):
        yield session
        if session.result() is not None:
            return
        session.act(rng.choice(session.choices()).sample(rng))


_CACHE: dict[int, dict[str, tuple[dict[str, Any], Any, Any]]] = {}


def moments(count: int) -> dict[str, tuple[dict[str, Any], Any, Any]]:
    """Each moment's (public view, result, the moderator's view at the same moment), from the first seeds that have it."""
    if count not in _CACHE:
        found: dict[str, tuple[dict[str, Any], Any, Any]] = {}
        for seed in range(1, 60):
            session = None
            for session in play(count, seed):
                view = session.view(PUBLIC)
                for tag, test in MOMENTS.items():
                    if tag not in found and session.result() is None and test(view):
                        found[tag] = (view, None, session.view(MODERATOR))
            if session is not None and "end" not in found:
                found["end"] = (session.view(PUBLIC), session.result(), session.view(MODERATOR))
            if len(found) == len(MOMENTS) + 1:
                break
        assert set(found) == {*MOMENTS, "end"}, (count, set(found))
        _CACHE[count] = found
    return _CACHE[count]


@pytest.fixture
def ui(qapp: Any) -> Iterator[Callable[[str], None]]:
    from desktop.app import create_application

    _app, language = create_application(["tablekeeper-tests"], "en")
    yield language.install
    language.install("en")


def _board(qtbot: Any, count: int, size: tuple[int, int] = (1920, 1080)) -> BoardWindow:
    board = BoardWindow(plugin_for(get_game("quest")), _setup(count))
    qtbot.addWidget(board)
    board.resize(*size)
    board.show()
    qtbot.waitUntil(lambda: (board.width(), board.height()) == size)
    return board


def _show(board: BoardWindow, tag: str, view: dict[str, Any], result: Any) -> None:
    board.show_view(view, result)
    board.set_timer("4:59" if tag == "discussion" else "")
    settle()


def _save(board: BoardWindow, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        board.grab().save(str(Path(SHOTS) / f"{name}.png"))


def _ring(board: BoardWindow) -> SeatRing:
    ring = board.panel.findChild(SeatRing)
    assert ring is not None and ring.isVisibleTo(board)
    return ring


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_quest_board_is_readable(qtbot: Any, ui: Callable[[str], None], lang: str, size: tuple[int, int]) -> None:
    """Each moment at 4, 7 and 10 players: no text under 3 % of the height (30 px at 1080p), 7:1 contrast, nothing cut
    off, no scroll bar; every seat's name is on the board (it is never blank). 720 lines too: a Persian or Vietnamese
    line stands taller than a Latin one, and the track's and the legend's rows must hold it."""
    ui(lang)
    for count in COUNTS:
        board = _board(qtbot, count, size)
        for tag, (view, result, _moderator) in moments(count).items():
            _show(board, tag, view, result)
            _save(board, f"quest-{count}-{tag}-{lang}-{size[1]}")
            assert readability_problems(board) == [], (lang, size, count, tag)
            shown = [w.text() for w in board.text_widgets()]
            assert all(name in shown for name in NAMES[:count]), (lang, count, tag, shown)
        board.close()


def test_quest_board_reads_only_the_public_view(qtbot: Any, language: Any) -> None:
    """Fed the moderator's view (the public view and every secret), the board shows exactly what the public view
    shows: it reads nothing else. No text ties a seat to its hidden role."""
    game = get_game("quest")
    for count in COUNTS:
        board = _board(qtbot, count)
        for tag, (view, result, moderator) in moments(count).items():
            _show(board, tag, view, result)
            public = [w.text() for w in board.text_widgets()]
            ring = _ring(board)
            public_tokens = [seat.tokens for seat in ring.seats]
            _show(board, tag, moderator, result)
            assert [w.text() for w in board.text_widgets()] == public, (count, tag)
            assert [seat.tokens for seat in ring.seats] == public_tokens, (count, tag)
        board.close()
    # And through a whole game: no board text names a seat with its secret while the game runs.
    board = _board(qtbot, 7)
    for session in play(7, 5):
        board.show_view(session.view(PUBLIC), session.result())
        if session.result() is None:
            secrets = dict(game.seat_secrets(session.state))
            assert not leaks(board, secrets, NAMES[:7])
    board.close()


def _changed(before: QImage, after: QImage) -> list[tuple[int, int]]:
    """The pixels (every other one) where two grabs of the same widget differ."""
    a, b = (i.convertToFormat(QImage.Format.Format_RGB32) for i in (before, after))
    row = a.bytesPerLine() // 4
    pa = memoryview(bytes(a.constBits())).cast("I")
    pb = memoryview(bytes(b.constBits())).cast("I")
    return [(x, y) for y in range(0, a.height(), 2) for x in range(0, a.width(), 2) if pa[y * row + x] != pb[y * row + x]]


@pytest.mark.parametrize("count", COUNTS)
def test_tokens_lie_beside_the_seat_that_holds_them(qtbot: Any, language: Any, count: int) -> None:
    """The Leader's crown, the Veterans', the Team tokens, the Magic Token and the Amulets are painted on the table in
    front of the seats that hold them (nearer to that seat than to any other), and nowhere else; the Leader's seat is
    highlighted; the legend under the table names each token in play."""
    board = _board(qtbot, count)
    for tag in ("team", "quest"):
        view, result, _moderator = moments(count)[tag]
        _show(board, tag, view, result)
        ring = _ring(board)
        expected = []
        for seat in view["seats"]:
            held = [seat.get("leader") and "crown", seat.get("veteran") and not seat.get("leader") and "veteran",
                    seat.get("on_team") and "team", seat.get("magic") and "magic", seat.get("amulet") and "amulet"]
            expected.append(tuple(t for t in held if t))
        assert [seat.tokens for seat in ring.seats] == expected, tag
        assert [t.highlight for t in ring.tiles] == [bool(s["leader"]) for s in view["seats"]]
        assert sum("crown" in t for t in expected) == 1
        if tag == "quest":
            assert any("magic" in t for t in expected) and any("team" in t for t in expected)
        tiles = [t.geometry() for t in ring.tiles]
        boxes = []
        for index, (spot, size) in enumerate(ring._token_spots):
            # Nearer to its own seat than to any other (to the nearest point of each seat).
            dist = [math.hypot(max(r.left() - spot.x(), 0, spot.x() - r.right()), max(r.top() - spot.y(), 0, spot.y() - r.bottom()))
                    for r in tiles]
            assert not expected[index] or dist.index(min(dist)) == index, (tag, index, dist)
            width = size * 1.15 * max(1, len(expected[index]))
            boxes.append(QRectF(spot.x() - width / 2, spot.y() - size / 2, width, size).adjusted(-2, -2, 2, 2))
        # Painted there and nowhere else: the table without the tokens differs only in the holders' token boxes. (The
        # middle's texts keep clear of the tokens, so they move when the tokens go: the table is compared without them.)
        middle = ring.centre
        if middle is not None:
            middle.hide()
        with_tokens = ring.grab().toImage()
        seats = list(ring.seats)
        ring.set_seats([replace(seat, tokens=()) for seat in seats])
        changed = _changed(with_tokens, ring.grab().toImage())
        ring.set_seats(seats)
        if middle is not None:
            middle.show()
        for x, y in changed:
            owners = [i for i, box in enumerate(boxes) if box.contains(x, y) and expected[i]]
            assert owners, (tag, x, y)
        for index, box in enumerate(boxes):
            if expected[index]:
                assert sum(box.contains(x, y) for x, y in changed) > 10, (tag, index, expected[index])
        legend = board.panel.legend
        names = {"crown": "Leader", "veteran": "Veteran", "team": "On the quest", "magic": "Magic Token", "amulet": "Amulet"}
        held = {t for tokens in expected for t in tokens}
        assert [icon for icon, _text in legend.entries] == [i for i in names if i in held or
                                                           (i == "amulet" and any(q["amulet_after"] for q in view["quests"]))]
        assert all(names[icon] == text for icon, text in legend.entries)
        assert legend.isVisibleTo(board)
    board.close()


@pytest.mark.parametrize("count", COUNTS)
def test_the_track_is_the_physical_board(qtbot: Any, language: Any, count: int) -> None:
    """One circle per quest with its team size, a double rim where two Fail cards are needed, a tick or a cross as each
    quest ends; an Amulet slot after each quest that hands one out, emptied as the Amulets are handed out."""
    board = _board(qtbot, count)
    for tag, (view, result, _moderator) in moments(count).items():
        _show(board, tag, view, result)
        track = board.panel.findChild(QuestTrack)
        assert track is not None and track.isVisibleTo(board)
        quests = view["quests"]
        assert len(track.boxes) == len(quests) == (4 if count == 4 else 5)
        for box, quest in zip(track.boxes, quests, strict=True):
            circle = box.circle
            assert circle.two_fails == quest["two_fails"]
            if quest["result"] is None:
                assert circle.size_text.text() == str(quest["size"]) and circle.size_text.isVisibleTo(board)
                assert circle.status in ("", "current")
            else:
                assert circle.status == quest["result"] and not circle.size_text.isVisibleTo(board)
                assert ("\u2714" if quest["result"] == "success" else "\u2718") in box.title.text()
        slots = track.findChildren(AmuletSlot)
        assert len(slots) == sum(q["amulet_after"] for q in quests[:-1]) == {4: 0, 7: 2, 10: 3}[count]
        handed = len(view.get("amulets") or [])
        assert [slot.waiting for slot in track.slots] == [i >= handed for i in range(len(slots))]
        # Each slot lies between the quest it follows and the next one.
        after = [i for i, q in enumerate(quests) if q["amulet_after"]]
        for slot, index in zip(track.slots, after, strict=True):
            assert track.boxes[index].geometry().right() < slot.geometry().center().x() < track.boxes[index + 1].geometry().left()
        if tag == "end":
            assert sum(q["result"] is not None for q in quests) >= 3
    board.close()


def test_the_discussion_clock_is_large_and_central(qtbot: Any, language: Any) -> None:
    """While the discussion's countdown runs the clock stands in the middle of the table in the largest size, with
    what it counts down to; the header does not show it a second time; gone when it stops."""
    board = _board(qtbot, 7)
    view, result, _moderator = moments(7)["discussion"]
    _show(board, "discussion", view, result)
    panel: Any = board.panel
    clock = panel.centre.clock
    assert clock.isVisibleTo(board) and clock.text() == "4:59"
    assert clock.font().pixelSize() >= round(TEXT_SIZES["large"] * board.height())
    ring = _ring(board)
    middle = ring.mapTo(board, ring.table_rect.center().toPoint())
    assert abs(clock.mapTo(board, clock.rect().center()).x() - middle.x()) < board.width() * 0.05
    assert panel.centre.purpose.text() == "Discussion: time left"
    assert not board.timer.text(), "not twice"
    assert readability_problems(board) == []
    board.set_timer("")
    settle()
    assert not clock.isVisibleTo(board)


def test_the_team_icon_is_a_shape_of_its_own(qapp: Any) -> None:
    """The Team token's icon (drawn for Quest's board) renders and differs in shape from every other board icon."""
    from desktop.icons import NAMES, icon_pixmap

    def mask(name: str) -> bytes:
        image = icon_pixmap(name, 48, "#FFFFFF").toImage()
        return bytes(1 if image.pixelColor(x, y).alpha() > 128 else 0 for y in range(48) for x in range(48))

    team = mask("team")
    assert 0 < sum(team) < 48 * 48
    for name in NAMES:
        if name != "team":
            assert sum(a != b for a, b in zip(team, mask(name), strict=True)) > 48 * 48 * 0.05, name


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_no_token_lies_under_a_seat(qtbot: Any, ui: Callable[[str], None], lang: str) -> None:
    """Each seat's row of tokens lies clear of every seat (the seats are drawn over the table: a token under one is
    cut in half), at 4, 7 and 10 players, at 1080 and 2160 lines, left to right and right to left."""
    ui(lang)
    for size in ((1920, 1080), (3840, 2160)):
        for count in COUNTS:
            board = _board(qtbot, count, size)
            for tag in ("team", "quest", "discussion"):
                view, result, _moderator = moments(count)[tag]
                _show(board, tag, view, result)
                ring = _ring(board)
                tiles = [QRectF(t.geometry()) for t in ring.tiles]
                for index, ((spot, side), seat) in enumerate(zip(ring._token_spots, ring.seats, strict=True)):
                    if not seat.tokens:
                        continue
                    width = side * 1.15 * len(seat.tokens)
                    row = QRectF(spot.x() - width / 2, spot.y() - side / 2, width, side)
                    under = [i for i, tile in enumerate(tiles) if tile.intersects(row)]
                    assert not under, (size, count, tag, index, seat.tokens, under)
            board.close()
