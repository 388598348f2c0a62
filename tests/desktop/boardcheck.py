"""Checks on the TV board: readability rules and no secret tied to a seat."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtWidgets import QAbstractScrollArea, QScrollBar

from desktop.board import BoardWindow
from desktop.theme import MIN_CONTRAST, contrast_ratio


def settle() -> None:
    """Let pending layout requests run (a resize lays out children on the next event loop turn)."""
    from PySide6.QtWidgets import QApplication

    for _ in range(3):
        QApplication.processEvents()


def readability_problems(board: BoardWindow) -> list[str]:
    height = board.height()
    floor = math.ceil(0.03 * height)
    problems = []
    for label in board.text_widgets():
        px = label.font().pixelSize()
        if px < floor:
            problems.append(f"{label.text()!r}: {px}px < {floor}px")
        if label.overflows():
            problems.append(f"{label.text()!r}: cut off in {label.contentsRect().width()}x{label.contentsRect().height()}")
        ratio = contrast_ratio(label.fg, label.bg)
        if ratio < MIN_CONTRAST:
            problems.append(f"{label.text()!r}: contrast {ratio:.1f}")
    scrolls = [w for w in board.findChildren(QScrollBar) + board.findChildren(QAbstractScrollArea) if w.isVisibleTo(board)]
    if scrolls:
        problems.append(f"scroll bars: {scrolls}")
    return problems


def leaks(board: BoardWindow, secrets: dict[int, Any], names: tuple[str, ...]) -> list[str]:
    """Seat tiles naming their seat's secret, or any board text naming a seat together with its secret."""
    found = []
    tiles = getattr(board.panel, "seats", None)
    if tiles is not None:
        for index, tile in enumerate(tiles.tiles):
            text = f"{tile.name.text()}\n{tile.details.text()}".casefold()
            for secret in secrets.get(index, ()):
                if secret and secret.casefold() in text.split("\n")[1] if "\n" in text else False:
                    found.append(f"seat {index} tile shows {secret!r}")
    for label in board.text_widgets():
        text = label.text().casefold()
        for seat, items in secrets.items():
            if names[seat].casefold() in text:
                for secret in items:
                    if secret and secret.casefold() in text and secret.casefold() not in names[seat].casefold():
                        found.append(f"{label.text()!r} ties {names[seat]} to {secret!r}")
    return found
