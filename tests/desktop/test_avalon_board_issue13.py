"""Issue 13 on Avalon's TV board (the Trapper, Excalibur, the Lady of the Lake): the Trapper's ⊘ beside the member's ✓,
the vote table keeping its columns at the end, the end revealing what was hidden, "Ben examined Hal" on the TV while
the answer stays private, and the public instruction when the laptop collects the votes.

The board is rendered from the public view only (as the console gives it), at 1280x720, and read through its
visible texts and cell geometry. The game is the ten-player example record (docs/examples/avalon-app-ten-players.json).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from desktop.board import BoardWindow
from desktop.games import plugin_for
from desktop.games.avalon.board import AvalonBoardPanel
from desktop.games.avalon.vote_table import TABLE_COLUMNS
from desktop.text import render_msg
from engine.core import MODERATOR, PUBLIC, Result, Setup
from engine.games.avalon import texts as T  # noqa: N812 - the engine's messages
from engine.record import load_record
from engine.registry import get_game
from engine.session import Session
from tests.avalon.build_records import Builder
from tests.avalon.test_issue13 import ROLES
from tests.desktop.boardcheck import readability_problems, settle

RECORD = Path(__file__).resolve().parents[2] / "docs" / "examples" / "avalon-app-ten-players.json"
#: What the record's game hides until its end (seat names as in the record).
HIDDEN = ("Gia's card removed: Success", "Hal switched Ben's Success to Fail", "Cy examined Ivo: Evil",
          "Ivo examined Jo: Evil", "Hal examined Finn: Good", "Dee showed Eve: Good")


def _plain(text: str) -> str:
    return re.sub("[\u2066-\u2069\u200e\u200f]", "", text)  # the bidi isolates around names


def _states() -> Iterator[tuple[str, Session[Any]]]:
    """The record's game, after each action: (the action's type, the session)."""
    record = load_record(RECORD)
    game = get_game("avalon")
    session: Session[Any] = Session(game, record.setup, seed=record.seed, fixed=record.chance, settle=False)
    for entry in record.entries:
        action = entry.action
        step = game.chance(session.state)
        if step is not None and action.player is None and action.type == step.type:
            session.add_chance(action)
        else:
            session.settle()
            session.act(action, settle=False)
        if entry is record.entries[-1]:
            session.settle()
        yield action.type, session


def _after(states: Iterator[tuple[str, Session[Any]]], done: Callable[[str, Session[Any]], bool]) -> Session[Any]:
    """The session right after the first action for which ``done`` holds."""
    for kind, session in states:
        if done(kind, session):
            return session
    raise AssertionError("not reached")


def _board(qtbot: Any, setup: Setup) -> BoardWindow:
    board = BoardWindow(plugin_for(get_game("avalon")), setup)
    qtbot.addWidget(board)
    board.resize(1280, 720)
    board.show()
    qtbot.waitUntil(lambda: board.width() == 1280 and board.height() == 720)
    return board


def _show(board: BoardWindow, view: dict[str, Any], result: Result | None) -> list[str]:
    board.show_view(view, result)
    settle()
    return [_plain(w.text()) for w in board.text_widgets()]


def _panel(board: BoardWindow) -> AvalonBoardPanel:
    assert isinstance(board.panel, AvalonBoardPanel)
    return board.panel


def _proposal_cells(board: BoardWindow) -> list[Any]:
    """The header cells of the proposal columns shown now (each with its proposal's number)."""
    header = _panel(board).table.cells[0]
    return [cell for cell in header[2:] if cell.isVisibleTo(board) and cell.text() and cell.width() > 0]


@pytest.fixture
def game(qtbot: Any) -> Iterator[tuple[BoardWindow, Iterator[tuple[str, Session[Any]]]]]:
    record = load_record(RECORD)
    board = _board(qtbot, record.setup)
    yield board, _states()
    board.close()
    board.deleteLater()


def test_the_trappers_mark_stands_beside_the_members_tick(game: Any) -> None:
    board, states = game
    session = _after(states, lambda kind, _s: kind == "remove_card")  # quest 1: the leader Eve removed Gia's card
    _show(board, session.view(PUBLIC), session.result())
    table = _panel(board).table
    gia = session.setup.players.index("Gia")
    column = len(_proposal_cells(board)) - 1  # the proposal that went on the quest, the latest
    cell = _plain(table.cells[gia + 1][column + 2].text())
    assert "\u2713" in cell and "\u2298" in cell, cell  # he went on the quest, and his card was removed
    ada = session.setup.players.index("Ada")
    assert "\u2298" not in table.cells[ada + 1][column + 2].text()


def test_the_vote_table_keeps_its_columns_when_the_role_column_appears(game: Any) -> None:
    board, states = game
    before: list[str] = []
    session = None
    for _kind, session in states:
        if session.result() is None:
            _show(board, session.view(PUBLIC), None)
            before = [_plain(c.text()) for c in _proposal_cells(board)]
    assert session is not None and session.result() is not None
    assert len(before) == TABLE_COLUMNS, before
    _show(board, session.view(PUBLIC), session.result())
    after = [_plain(c.text()) for c in _proposal_cells(board)]
    assert len(after) == TABLE_COLUMNS, after
    assert [a.split()[0] for a in after] == [b.split()[0] for b in before]  # the same proposals, in the same order
    roles = [c for c in (row[1] for row in _panel(board).table.cells[1:]) if c.isVisibleTo(board) and c.text()]
    assert len(roles) == len(session.setup.players)
    assert readability_problems(board) == []


def test_the_end_reveals_what_was_hidden_and_nothing_shows_before(qtbot: Any, game: Any) -> None:
    """At the end the board shows the table with the roles, then a page of what was hidden, in turn."""
    board, states = game
    session = None
    for _kind, session in states:
        if session.result() is not None:
            break
        shown = " | ".join(_show(board, session.view(PUBLIC), None))
        assert not [h for h in HIDDEN if h in shown], shown
        assert not re.search(r"examined [^|]*: (Good|Evil)", shown), shown
    assert session is not None and session.result() is not None
    view = session.view(PUBLIC)
    # The public view at the end holds the whole history: every event, whoever it was for.
    assert len(view["history"]) == len(session.view(MODERATOR)["history"]) == sum(1 for _ in session.state.log)
    assert view["quest_track"][0]["removed_card"] == "success"
    assert all(c.get("shown") for c in view["checks_revealed"])
    first = " | ".join(_show(board, view, session.result()))
    assert _panel(board).table.isVisibleTo(board), "the end opens on the table with every role"
    assert not [h for h in HIDDEN if h in first], first
    panel = _panel(board)
    timer = panel.page_timer
    assert timer.isActive() and timer.interval() >= 5000, "the pages turn by themselves, slowly enough to read"
    # The test turns the pages itself: a short interval could turn the page back while it is being read (a busy
    # machine can spend more than that between two lines of this test).
    timer.stop()
    timer.timeout.emit()
    settle()
    assert not panel.table.isVisibleTo(board) and panel.hidden.isVisibleTo(board)
    shown = " | ".join(_plain(w.text()) for w in board.text_widgets())
    assert [h for h in HIDDEN if h in shown] == list(HIDDEN), shown
    assert "Quest 2 \u2718" in shown, "the quest track stays above"
    for size in ((1280, 720), (1920, 1080), (3840, 2160)):
        board.resize(*size)
        qtbot.waitUntil(lambda s=size: (board.width(), board.height()) == s)
        settle()
        assert readability_problems(board) == [], size
    assert not timer.isActive(), "nothing turned the page meanwhile"
    timer.timeout.emit()
    assert panel.table.isVisibleTo(board) and not panel.hidden.isVisibleTo(board), "and back to the table"


def test_who_examined_whom_is_on_the_tv_and_the_answer_is_not(game: Any) -> None:
    board, states = game
    # Quest 2 over: Cy used the Lady of the Lake on Ivo, who showed Evil.
    session = _after(states, lambda kind, s: kind == "answer_check" and bool(s.state.checks) and s.state.checks[-1].kind == "lady")
    texts = _show(board, session.view(PUBLIC), None)
    lines = [line for text in texts for line in text.split("\n") if "examined" in line]
    assert lines == ["Cy examined Ivo"], texts
    assert not any("Evil" in t or "Good" in t for t in texts if "Ivo" in t), texts
    assert readability_problems(board) == []


@pytest.mark.parametrize(("private", "text"), [(True, T.I_VOTE_PRIVATE_PUBLIC), (False, T.I_VOTE)])
def test_the_public_vote_instruction_says_who_enters_the_votes(qtbot: Any, private: bool, text: Any) -> None:
    b = Builder("t", ROLES, "Ada", private_votes=private)
    b.propose("Ada", ["Ada", "Ben", "Cy"])
    board = _board(qtbot, b.setup)
    _show(board, b.session.view(PUBLIC), None)
    assert _plain(board.instruction.text()) == render_msg(text())
    assert "enters each vote" not in board.instruction.text() or not private
    board.close()
    board.deleteLater()
