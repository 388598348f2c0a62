"""The wizard's small widgets: the seat grid's layout, wrapped descriptions, the problems line, and the
wheel guard every drop-down and number box goes through."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QWidget,
)

from ..text import render_msg

W = TypeVar("W", bound=QWidget)

if TYPE_CHECKING:
    from engine.core import Problem


def seat_cell(index: int, count: int, per_column: int = 5) -> tuple[int, int]:
    """Where seat ``index`` of ``count`` goes in the names grid: columns of at most ``per_column`` names, filled
    evenly (six players are 3 + 3, seven 4 + 3, not 5 + 1), in seat order down each column."""
    columns = max(1, -(-count // per_column))
    rows = -(-count // columns)
    return index % rows, index // rows


def _wrapped(text: str, shrink: bool = True) -> QLabel:
    """A description that wraps to the width it is given (``shrink``: a long one never pushes the page wider)."""
    label = QLabel(text)
    label.setWordWrap(True)
    if shrink:
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return label


class ProblemsLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setObjectName("problems")

    def show_problems(self, problems: list[Problem]) -> None:
        lines = []
        for p in problems:
            mark = "\u26d4" if p.severity == "error" else "\u26a0"
            lines.append(f"{mark} {render_msg(p.msg)}")
        self.setText("\n".join(lines))
        self.setVisible(bool(lines))


class WheelGuard(QObject):
    """A wheel over a drop-down or number box changes its value only while it has the focus.

    Over an unfocused one the wheel scrolls the page around it instead (a scroll through the options page
    never changes a rule on the way). Installed by :func:`guard_wheel`.
    """

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget) or watched.hasFocus():
            return False
        area = _scroll_area_of(watched)
        if area is None:
            event.ignore()  # passed on to the widgets around it
        else:
            horizontal = abs(event.angleDelta().x()) > abs(event.angleDelta().y())  # type: ignore[attr-defined]
            bar = area.horizontalScrollBar() if horizontal else area.verticalScrollBar()
            QCoreApplication.sendEvent(bar, event)
        return True


def _scroll_area_of(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


_WHEEL_GUARD: list[WheelGuard] = []


def guard_wheel(widget: W) -> W:
    """Every drop-down and number box the wizard makes goes through here: focus by click or Tab, never by wheel."""
    if not _WHEEL_GUARD:
        _WHEEL_GUARD.append(WheelGuard(QCoreApplication.instance()))
    widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    widget.installEventFilter(_WHEEL_GUARD[0])
    if isinstance(widget, QAbstractSpinBox):  # the wheel reaches its line first (focused with the box: a proxy)
        line = widget.findChild(QLineEdit)
        if line is not None:
            line.installEventFilter(_WHEEL_GUARD[0])
    return widget
