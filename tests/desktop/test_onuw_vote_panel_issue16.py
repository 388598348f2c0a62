"""One Night's day vote is one panel (issue 16): every seat's pointing in one place, a row per voter and the same
column for the same player in every row, no scrolling at 1280x800, one Confirm for the whole table's vote."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QAbstractButton, QGroupBox, QScrollBar

from tests.desktop.table import Table, _form_boxes, new_game, play_step
from tests.desktop.test_console_fits_issue16 import LAPTOPS, cut_off

ONUW = "One Night Ultimate Werewolf + Daybreak"
NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid", "Gia", "Hoa", "Ivo", "Jun"]


def test_the_whole_vote_in_one_panel(table: Table) -> None:
    table.launch()
    new_game(table, ONUW, NAMES, "physical")
    console = table.console()
    console.resize(*LAPTOPS["1280x800"])
    rng = random.Random(2)
    for _ in range(400):
        if console.controller.public_view().get("phase") == "vote":
            break
        play_step(table, rng)
    panel = console.findChild(QGroupBox, "onuw_vote_panel")
    assert panel is not None and panel.isVisible(), "the vote is one panel"
    boxes = _form_boxes(table)
    assert [b.objectName() for b in boxes].count("onuw_vote_panel") == 1
    assert not any(getattr(b, "choice", None) is not None and b.choice.type == "vote" for b in boxes), \
        "no block per voter"
    # A column per player, the same in every row: a player's button has one x in every voter's row.
    xs: dict[str, set[int]] = {}
    for row in panel.buttons.values():
        assert len(row) == len(NAMES) - 1, "everyone but the voter"
        for button, _target in row:
            xs.setdefault(button.text(), set()).add(button.mapTo(panel, button.rect().topLeft()).x())
    assert all(len(places) == 1 for places in xs.values()), xs
    assert not cut_off(console), cut_off(console)
    assert not [s for s in panel.findChildren(QScrollBar) if s.isVisible()]
    assert panel.visibleRegion().boundingRect().height() == panel.height(), "the whole panel is on screen"
    confirm = next(b for b in panel.findChildren(QAbstractButton) if b.objectName() == "confirm")
    assert not confirm.isEnabled()
    for seat, row in panel.buttons.items():
        table.click(next(b for b, t in row if t == (seat + 1) % len(NAMES)))
    table.click(confirm)
    votes = [c for c in console.controller.choices() if c.type == "vote"]
    assert not votes, "the whole table's vote was entered with one Confirm"
    for _ in range(50):
        if play_step(table, rng) == "over":
            break
    assert table.sees("The game is over.") or console.controller.result() is not None
