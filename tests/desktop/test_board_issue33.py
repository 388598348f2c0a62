"""Issue 33, "The board": the Quest crown clear of the roles text, the Avalon crown with the leader whose team is on
the quest, One Night's winners once the cards are turned, One Night's end with its seats beside the table (not over
it) and the center cards inside it; in Persian, the wizard's chevrons and the end's vote arrow pointing the reading
way, the Doppelgänger's team apart from its description, the percent sign «٪»; narration captions in their own
language's direction whatever the UI's.

``TABLEKEEPER_BOARD_SHOTS=DIR`` saves the boards looked at here as PNGs.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QRawFont, QTextLayout, QTextOption, QTransform
from PySide6.QtWidgets import QLabel, QListWidget, QPushButton, QSpinBox, QWizard

from desktop import reveal
from desktop.board import BoardWindow
from desktop.boardtext import paint_panel
from desktop.games import plugin_for
from desktop.seat_ring import TABLE_FILL, IconMark, SeatRing
from engine.core import PUBLIC, Setup
from engine.registry import get_game
from engine.session import Session
from tests.desktop import test_quest_board_issue16 as quest_boards
from tests.desktop.boardcheck import readability_problems, settle
from tests.desktop.test_board_look_issue16 import views
from tests.desktop.test_reveal_issue16 import _setup as reveal_setup
from tests.desktop.test_reveal_issue16 import onuw_end

NAMES = ("Alexandrina", "Bartholomew", "Christopher", "Dương Thị Hạnh", "Evangeline", "Fitzgerald", "Guinevere",
         "Hildegarde", "Maximilian", "Ngô Minh Tuấn")
SHOTS = os.environ.get("TABLEKEEPER_BOARD_SHOTS")
ISOLATES = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069"))


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


def _token_rows(ring: SeatRing) -> list[tuple[int, QRectF]]:
    """Each seat's row of tokens where the table paints it (read from its spots, as the painting does)."""
    rows = []
    for index, ((spot, side), seat) in enumerate(zip(ring._token_spots, ring.seats, strict=True)):
        if seat.tokens:
            width = side * 1.15 * len(seat.tokens)
            rows.append((index, QRectF(spot.x() - width / 2, spot.y() - side / 2, width, side)))
    return rows


# -- the Quest board's crown and the roles in play --------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fa"])
def test_no_token_lies_on_the_middle_of_the_quest_table(qtbot: Any, ui: Callable[[str], None], lang: str) -> None:
    """The Leader's crown (and every other token) lies in front of its seat, never on the middle of the table where
    the quest's news and the roles in play are written: at 4 to 10 players, at 1080 and 2160 lines."""
    ui(lang)
    for size in ((1920, 1080), (3840, 2160)):
        for count in (4, 5, 7, 8, 10):
            board = _board(qtbot, quest_boards._setup(count), size)
            for tag in ("team", "quest", "discussion"):
                view, result, _moderator = quest_boards.moments(count)[tag]
                quest_boards._show(board, tag, view, result)
                ring = board.panel.seats
                middle = QRectF(ring.centre_rect())
                crossing = [(index, ring.seats[index].tokens) for index, row in _token_rows(ring) if row.intersects(middle)]
                assert not crossing, (lang, size, count, tag, crossing)
                if size == (1920, 1080) and count == 5 and tag == "quest":
                    _save(board, f"quest-5-quest-{lang}")
            board.close()


# -- the Avalon crown while the quest is played ------------------------------------------------------------------------
def _avalon_games() -> Iterator[tuple[Setup, list[tuple[dict[str, Any], Any]]]]:
    game = get_game("avalon")
    for count, seed in ((5, 3), (8, 4), (10, 5)):
        options = game.options_with_defaults({"mode": "app", "excalibur": True, "lady_of_the_lake": True,
                                              "plot_cards": count >= 7})
        setup = Setup("avalon", NAMES[:count], tuple(game.recommended_roles(count, options)), options)
        session: Session[Any] = Session(game, setup, seed=seed)
        rng = random.Random(seed)
        steps = []
        for _ in range(3000):
            steps.append((session.view(PUBLIC), session.result()))
            if session.result() is not None:
                break
            session.act(rng.choice(session.choices()).sample(rng))
        yield setup, steps


def _team_leader(view: dict[str, Any]) -> Any:
    """The leader of the team on its way: approved (or on the quest) and its quest's result not in yet."""
    current = [q for q in view.get("quest_track") or [] if q.get("status") == "current"]
    if current:
        return current[0]["leader"]
    rows = (view.get("vote_table") or {}).get("rows") or []
    if rows and rows[-1].get("outcome") == "approved" and rows[-1].get("quest") is None:
        return rows[-1]["leader"]
    return None


def test_the_avalon_crown_stays_with_the_leader_whose_team_is_on_the_quest(qtbot: Any, language: Any) -> None:
    """The engine passes the lead on at the vote; the crown (and the vote table's highlighted row) stays with the
    leader whose team was approved until that quest's result is in, then moves to the next leader."""
    moved_early = 0
    for setup, steps in _avalon_games():
        board = _board(qtbot, setup, (1280, 720))
        for view, result in steps:
            board.show_view(view, result)
            if result is not None:
                continue
            ring = board.panel.ring
            crowned = [i for i, seat in enumerate(ring.seats) if "crown" in seat.tokens]
            expected = _team_leader(view)
            if expected is None:
                expected = view.get("leader")
            else:
                moved_early += expected != view.get("leader")
            assert crowned == ([] if expected is None else [expected]), (view["phase"], crowned, expected)
            assert [t.highlight for t in ring.tiles] == [i == expected for i in range(len(ring.tiles))]
            rows = board.panel.table.cells[1:len(setup.players) + 1]
            if board.panel.table.isVisibleTo(board) and not view.get("revealed", {}).get("evil"):
                assert [row[0].background_name == "panel_active" for row in rows] == \
                    [i == expected for i in range(len(rows))], view["phase"]
        board.close()
    assert moved_early > 10, "the games played quests while the engine's leader was already the next one"


# -- One Night's winners once the cards are turned -----------------------------------------------------------------
@pytest.fixture
def motion(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(reveal.ENV, "0")
    monkeypatch.setattr(reveal, "_reduce_motion", False)


def test_the_winners_headline_waits_for_the_cards_to_be_turned(qtbot: Any, language: Any, motion: None) -> None:
    """While "Turn the cards face up on the TV" turns the cards seat by seat, the headline says so; the winners (who
    would tell the cards before they are turned) come with the flip animation's end, and a language switch on the
    way keeps them back."""
    from desktop.games.onuw.vote_end import board_text

    before, after, result = onuw_end()
    board = _board(qtbot, reveal_setup("onuw"))
    board.show_view(before, None)
    board.show_view(after, result)  # the vote is closed, every card face down
    assert board.instruction.text() == board_text()
    headlines: list[str] = []
    board.panel.reveal.stepped.connect(lambda _frame: headlines.append(board.instruction.text()))
    board.plugin.cards_turned = result
    winners = board.plugin.result_text(result, board.setup)
    with qtbot.waitSignal(board.panel.reveal.finished, timeout=20000):
        board.show_view(after, result)
        assert board.panel.reveal.running()
        held = board.instruction.text()
        assert held != winners
        board.retranslate()  # the same view again: the reveal goes on, the winners stay back
        assert board.instruction.text() == held
    assert board.instruction.text() == winners
    from desktop.games.onuw.words import T_TURNING, _tr

    assert held == _tr(T_TURNING)
    assert headlines and set(headlines) == {held}, headlines


# -- One Night's end: the seats beside the table, the center cards inside it --------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_end_seats_sit_beside_the_table_and_its_middle_stays_inside(qtbot: Any, ui: Callable[[str], None],
                                                                        lang: str) -> None:
    """At the end every seat lines a long side of the table without covering its felt, the center cards' band lies
    on the felt (none of its corners off the table) and keeps clear of the seats by a margin."""
    ui(lang)
    for size in ((1920, 1080), (3840, 2160)):
        for count in (3, 5, 7, 10):
            setup, _middle, end, result = views("onuw", count) if count in (4, 7, 10) else _onuw_views(count)
            board = _board(qtbot, setup, size)
            board.plugin.cards_turned = result
            board.show_view(end, result)
            settle()
            ring = board.panel.seats
            assert ring.shape == "long"
            rim = max(3.0, ring.height() * 0.012)
            felt = ring.table_rect.adjusted(rim * 1.5, rim * 1.5, -rim * 1.5, -rim * 1.5)
            tiles = [QRectF(t.geometry()) for t in ring.tiles]
            assert not [i for i, tile in enumerate(tiles) if tile.intersects(felt)], (size, count, "a seat over the felt")
            middle = QRectF(ring.centre_rect())
            margin = size[1] * 0.015
            assert not [i for i, tile in enumerate(tiles) if tile.adjusted(-margin, -margin, margin, margin).intersects(middle)]
            # The band's corners lie on the felt: the table painted alone (no seats, no middle) has its colour there.
            shown = [w for w in [*ring.tiles, ring.centre] if w is not None and w.isVisible()]
            for widget in shown:
                widget.hide()
            picture = ring.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
            for widget in shown:
                widget.show()
            inset = middle.adjusted(2, 2, -2, -2)
            for corner in (inset.topLeft(), inset.topRight(), inset.bottomLeft(), inset.bottomRight()):
                colour = QColor(picture.pixel(round(corner.x()), round(corner.y())))
                assert colour == QColor(TABLE_FILL), (lang, size, count, corner, colour.name())
            assert readability_problems(board) == [], (lang, size, count)
            if count in (5, 10):
                _save(board, f"onuw-{count}-end-{lang}-{size[1]}")
            board.close()


def _onuw_views(count: int) -> tuple[Setup, None, dict[str, Any], Any]:
    game = get_game("onuw")
    options = game.options_with_defaults({"mode": "app"})
    setup = Setup("onuw", NAMES[:count], tuple(game.recommended_roles(count, options)), options)
    for seed in range(1, 40):
        session: Session[Any] = Session(game, setup, seed=seed)
        rng = random.Random(seed)
        while session.result() is None:
            session.act(rng.choice(session.choices()).sample(rng))
        view = session.view(PUBLIC)
        if (view.get("result") or {}).get("dead"):  # a death: its token lies in front of a seat
            return setup, None, view, session.result()
    raise AssertionError("no game with a death")


def test_the_persian_vote_legend_points_like_the_seat_lines(qtbot: Any, ui: Callable[[str], None]) -> None:
    """Right to left, a seat's vote reads "← name": the legend's vote arrow points left as well (mirrored), and left
    to right it points right, as "→ name" does."""
    setup, _middle, end, result = views("onuw", 7)
    for lang in ("en", "fa"):
        ui(lang)
        board = _board(qtbot, setup)
        board.plugin.cards_turned = result
        board.show_view(end, result)
        settle()
        mark = next(m for m in board.panel.legend.findChildren(IconMark) if m.icon == "vote" and m.isVisible())
        # The same icon drawn left to right at the same size: the legend's is that picture, mirrored right to left.
        reference = IconMark("vote")
        paint_panel(reference, QColor(mark.grab().toImage().pixel(0, 0)).name())  # on the legend's own background
        reference.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        reference.resize(mark.size())
        shown, plain = (_ink(w.grab().toImage()) for w in (mark, reference))
        mirrored = _ink(reference.grab().toImage().transformed(QTransform().scale(-1, 1)))
        assert shown == (mirrored if lang == "fa" else plain) and mirrored != plain, lang
        arrows = [t.details.text() for t in board.panel.seats.tiles if "\u2192" in t.details.text() or "\u2190" in t.details.text()]
        assert arrows and all(("\u2190" if lang == "fa" else "\u2192") in a for a in arrows), arrows
        board.close()


def _ink(image: QImage) -> list[bool]:
    """Which pixels of a painted icon are ink (not its background, the colour of its corner)."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    corner = image.pixel(0, 0)
    return [image.pixel(x, y) != corner for y in range(image.height()) for x in range(image.width())]


# -- the wizard in Persian ---------------------------------------------------------------------------------------------
def _wizard(qtbot: Any, settings: Any, game_id: str = "onuw") -> Any:
    from tests.desktop.test_wizard_issue13 import _wizard as open_wizard

    return open_wizard(qtbot, settings, game_id)


def _chevron(button: QPushButton) -> tuple[str, str]:
    """Where the chevron of a button lies beside its word ("left" / "right") and which way its glyph points, as a text
    engine that ignores bidi isolates lays the text out (in the button's direction and in the text's own): the same
    answer both ways, or "unclear"."""
    text = button.text().translate(ISOLATES).replace("&", "")
    font = button.font()
    raw = QRawFont.fromFont(font)
    glyphs = {raw.glyphIndexesForString(ch)[0]: ch for ch in "<>"}
    answers = set()
    for direction in (button.layoutDirection(), Qt.LayoutDirection.LayoutDirectionAuto):
        layout = QTextLayout(text, font)
        option = QTextOption()
        option.setTextDirection(direction)
        layout.setTextOption(option)
        layout.beginLayout()
        line = layout.createLine()
        line.setLineWidth(100000)
        layout.endLayout()
        marks = [(glyphs[index], position.x()) for run in line.glyphRuns()
                 for index, position in zip(run.glyphIndexes(), run.positions(), strict=True) if index in glyphs]
        letters = [line.cursorToX(i)[0] for i, ch in enumerate(text) if ch.isalpha()]
        assert len(marks) == 1 and letters, (text, marks)
        glyph, x = marks[0]
        answers.add(("left" if x < min(letters) else "right", "left" if glyph == "<" else "right"))
    return answers.pop() if len(answers) == 1 else ("unclear", "unclear")


def test_the_persian_wizard_chevrons_point_the_reading_way(qtbot: Any, language: Any, settings: Any) -> None:
    """Right to left, Next's chevron stands at its left and points left, Back's at its right and points right; held
    so by marks, not isolates, so a text engine that ignores isolates does not mirror them (the newcomer saw
    "بعدی >"). Left to right, as ever: "Next >", "< Back"."""
    from tests.desktop.test_wizard_issue13 import _next

    wizard = _wizard(qtbot, settings)
    _next(qtbot, wizard)
    forward, backward = (wizard.button(b) for b in (QWizard.WizardButton.NextButton, QWizard.WizardButton.BackButton))
    assert _chevron(forward) == ("right", "right") and _chevron(backward) == ("left", "left")
    language.install("fa")
    try:
        qtbot.waitUntil(lambda: "\u0628" in forward.text())
        assert _chevron(forward) == ("left", "left"), repr(forward.text())
        assert _chevron(backward) == ("right", "right"), repr(backward.text())
    finally:
        language.install("en")


def test_the_doppelganger_team_stands_apart_from_its_description(qtbot: Any, language: Any, settings: Any) -> None:
    """On the roles page each role's team and its description have a clear gap between them, in Persian too, where
    the Doppelgänger's team is a long phrase ("the team of the card it copies")."""
    from desktop.wizard_pages import RolesPage
    from tests.desktop.test_wizard_issue13 import _to_page

    language.install("fa")
    try:
        wizard = _wizard(qtbot, settings)
        wizard.resize(1280, 800)
        _to_page(qtbot, wizard, RolesPage)
        grid = wizard.currentPage().roles_grid
        gap = wizard.fontMetrics().averageCharWidth() * 2
        for row in range(grid.rowCount()):
            side, helper = (grid.itemAtPosition(row, c).widget() for c in (2, 3))
            assert isinstance(side, QLabel) and isinstance(helper, QLabel)
            # Right to left the team stands right of its description: the text ends (on the left) at its label's edge.
            room = side.geometry().left() - helper.geometry().right()
            assert room >= gap, (row, side.text(), room)
            assert side.fontMetrics().horizontalAdvance(side.text()) <= side.width(), side.text()
    finally:
        language.install("en")


def test_a_percentage_takes_the_locales_sign_and_digits(qtbot: Any, language: Any, settings: Any) -> None:
    """The narration volume reads "100 %" in English and «۱۰۰٪» in Persian (Persian digits, the Persian percent sign),
    after a language switch too."""
    from desktop.wizard_pages import NarrationPage

    wizard = _wizard(qtbot, settings)
    page = next(p for p in wizard.pages_in_order if isinstance(p, NarrationPage))
    volume = page.findChild(QSpinBox, "volume")
    assert volume.text() == "100 %"
    language.install("fa")
    try:
        qtbot.waitUntil(lambda: volume.text() != "100 %")
        assert volume.text() == "\u06f1\u06f0\u06f0\u066a", repr(volume.text())
    finally:
        language.install("en")
    qtbot.waitUntil(lambda: volume.text() == "100 %")


# -- narration captions in their own direction --------------------------------------------------------------------------
def _punctuation_side(text: str, direction: Qt.LayoutDirection | None) -> str:
    """Where a line's closing punctuation lies ("left" / "right" of its words), laid out as Qt lays it out (the
    paragraph's direction forced, as a list does, or found from the text, as a label does) by an engine that
    ignores isolates."""
    plain = text.translate(ISOLATES)
    layout = QTextLayout(plain, QFont())
    option = QTextOption()
    option.setTextDirection(direction if direction is not None else Qt.LayoutDirection.LayoutDirectionAuto)
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(100000)
    layout.endLayout()
    ends = [i for i, ch in enumerate(plain) if ch in ".!\u061f?"]
    letters = [i for i, ch in enumerate(plain) if ch.isalpha()]
    assert ends and letters, plain
    last = ends[-1]
    x = min(line.cursorToX(last)[0], line.cursorToX(last + 1)[0])
    word_xs = [line.cursorToX(i)[0] for i in letters]
    return "left" if x < min(word_xs) else "right"


@pytest.mark.parametrize(("ui_lang", "narration_lang"), [("en", "fa"), ("zh_TW", "fa"), ("fa", "en")])
def test_captions_keep_their_punctuation_at_their_end_in_another_ui(qtbot: Any, language: Any, store: Any, ui_lang: str,
                                                                    narration_lang: str) -> None:
    """Persian narration in an English or Chinese console: every timeline line and the caption on the laptop and on
    the TV keep their "." or "!" at their left end, laid out in the window's direction or their own, even by an
    engine that ignores isolates; English narration in a Persian console keeps it at its right end."""
    from desktop.console import ConsoleWindow
    from desktop.controller import GameController
    from tests.desktop.drive import manual_narrator

    end = "left" if narration_lang == "fa" else "right"
    language.install(ui_lang)
    try:
        game = get_game("onuw")
        setup = Setup("onuw", NAMES[:5], tuple(game.recommended_roles(5, {})), {"mode": "physical"})
        console = ConsoleWindow(GameController.new_game(game, setup, store, seed=3), plugin_for(game), narration_lang,
                                narrator=manual_narrator())
        qtbot.addWidget(console)
        qtbot.addWidget(console.board)
        console.show()
        console.board.show()
        window = console.layoutDirection()
        timeline = console.findChild(QListWidget, "timeline")
        lines = [timeline.item(i).text() for i in range(timeline.count())]
        assert lines
        for text in lines:
            assert _punctuation_side(text, window) == end, repr(text)
            assert _punctuation_side(text, None) == end, repr(text)
        qtbot.mouseClick(console.n_start, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(console.caption.text()))
        for text in (console.caption.text(), console.board.caption.text()):
            assert _punctuation_side(text, None) == end, repr(text)
            assert _punctuation_side(text, window) == end, repr(text)
    finally:
        language.install("en")
