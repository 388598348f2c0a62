"""Where the TV board goes: a plain function of the screens and the saved choice, and the live handler.

:func:`choose_board_placement` decides without touching Qt screens, so it is
tested with made-up screen lists. :class:`BoardPlacer` applies the decision to
a real window and re-applies it when a screen comes or goes; it never moves
the console.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, QRect, Qt, Signal
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget


@dataclass(frozen=True)
class ScreenInfo:
    name: str
    x: int
    y: int
    width: int
    height: int
    primary: bool = False

    @property
    def area(self) -> int:
        return self.width * self.height


@dataclass(frozen=True)
class Placement:
    """``screen`` is the screen name the board goes on; ``fullscreen`` False means a normal window."""

    screen: str | None
    fullscreen: bool
    reason: str  # "saved", "other-screen", "single-screen", "no-screen", "pane"


def choose_board_placement(screens: Sequence[ScreenInfo], saved: str | None, console_screen: str | None,
                           pane: bool | None = None) -> Placement:
    """Full screen on the saved screen if it exists and is not the console's; else on the largest other
    screen. With a single screen the board is a pane of the console ("pane"), unless the moderator chose a window
    of its own (``pane`` False: "single-screen", a window beside the console, whose screen is never taken over);
    ``pane`` True keeps it in the console whatever the screens (Board > Board inside the console), None is the
    choice not made."""
    if not screens:
        return Placement(None, False, "no-screen")
    console = console_screen if any(s.name == console_screen for s in screens) else None
    if console is None:
        primary = next((s for s in screens if s.primary), screens[0])
        console = primary.name
    if pane:
        return Placement(console, False, "pane")
    others = [s for s in screens if s.name != console]
    if not others:
        return Placement(console, False, "single-screen" if pane is False else "pane")
    if saved is not None and any(s.name == saved for s in others):
        return Placement(saved, True, "saved")
    best = max(others, key=lambda s: (s.area, not s.primary))
    return Placement(best.name, True, "other-screen")


def window_beside(screen: ScreenInfo, console: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """The board's window on a screen it shares with the console (x, y, width, height): 16:9 in the largest
    free strip beside, above or below the console, so it never covers it; half the screen, centred, only when no
    strip holds 640x360."""
    cx, cy, cw, ch = console
    left, top, right, bottom = screen.x, screen.y, screen.x + screen.width, screen.y + screen.height
    strips = [(left, top, cx - left, screen.height), (cx + cw, top, right - cx - cw, screen.height),
              (left, top, screen.width, cy - top), (left, cy + ch, screen.width, bottom - cy - ch)]
    fits = []
    for x, y, width, height in strips:
        w, h = min(width, height * 16 // 9), min(height, width * 9 // 16)
        if w >= 640 and h >= 360:
            fits.append((w * h, x + (width - w) // 2, y + (height - h) // 2, w, h))
    if fits:
        _area, x, y, w, h = max(fits)
        return x, y, w, h
    width, height = max(640, screen.width // 2), max(360, screen.height // 2)
    return screen.x + (screen.width - width) // 2, screen.y + (screen.height - height) // 2, width, height


def show_full_screen(window: QWidget) -> None:
    """Full screen without activating the window (QWidget.showFullScreen activates it: the board never takes the
    keyboard from the console)."""
    state = window.windowState() & ~(Qt.WindowState.WindowMinimized | Qt.WindowState.WindowMaximized)
    window.setWindowState(state | Qt.WindowState.WindowFullScreen)
    window.show()


def screen_info(screen: QScreen) -> ScreenInfo:
    geometry = screen.geometry()
    primary = QGuiApplication.primaryScreen()
    return ScreenInfo(screen.name(), geometry.x(), geometry.y(), geometry.width(), geometry.height(),
                      primary is not None and screen.name() == primary.name())


def current_screens() -> list[ScreenInfo]:
    return [screen_info(s) for s in QGuiApplication.screens()]


class BoardPlacer(QObject):
    """Keeps the board where :func:`choose_board_placement` says, also when screens change: a TV plugged in takes
    the board out of the console's pane it was put in for want of one, and unplugged puts it back."""

    placed = Signal(object)  # Placement

    def __init__(self, board: QWidget, console: QWidget, saved: str | None,
                 screens: Callable[[], list[ScreenInfo]] = current_screens, pane: bool | None = None,
                 inside: Callable[[bool], None] | None = None) -> None:
        """``pane``: the moderator's choice of the board inside the console (None: not made); ``inside``: puts the
        board into the console's pane (True) or back into a window of its own (False)."""
        super().__init__(board)
        self.board = board
        self.console = console
        self.saved = saved
        self.pane = pane
        self._inside = inside
        self._screens = screens
        self.placement: Placement | None = None
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.screenRemoved.connect(self._on_screens_changed)
            app.screenAdded.connect(self._on_screens_changed)

    def console_screen(self) -> str | None:
        handle = self.console.windowHandle()
        screen = handle.screen() if handle is not None else self.console.screen()
        return screen.name() if screen is not None else None

    def place(self) -> Placement:
        placement = choose_board_placement(self._screens(), self.saved, self.console_screen(),
                                           self.pane if self._inside is not None else False)
        in_pane = self.board.parentWidget() is not None
        if placement.reason == "pane" or (in_pane and (self.pane or self._inside is None)):
            if not in_pane and self._inside is not None:
                self._inside(True)
            self.placement = placement
            self.placed.emit(placement)
            return placement
        if in_pane:  # put in the pane for want of a second screen, which is here now
            assert self._inside is not None
            self._inside(False)
        self._apply(placement)
        return placement

    def choose(self, screen_name: str | None) -> Placement:
        """The moderator picked a screen for the board (remembered by the caller)."""
        self.saved = screen_name
        return self.place()

    def _on_screens_changed(self, *_args: object) -> None:
        self.place()

    def _apply(self, placement: Placement) -> None:
        self.placement = placement
        target = next((s for s in QGuiApplication.screens() if s.name() == placement.screen), None)
        info = next((s for s in self._screens() if s.name == placement.screen), None)
        if placement.fullscreen and info is not None:
            if target is not None and self.board.windowHandle() is not None:
                self.board.windowHandle().setScreen(target)
            self.board.setGeometry(QRect(info.x, info.y, info.width, info.height))
            show_full_screen(self.board)
        else:
            if self.board.isFullScreen():
                self.board.showNormal()
            if info is not None:
                frame, inner = self.console.frameGeometry(), self.console.geometry()
                x, y, width, height = window_beside(info, (frame.x(), frame.y(), frame.width(), frame.height()))
                # The window's frame (assumed as thick as the console's) stays inside that rectangle too.
                left, top = inner.x() - frame.x(), inner.y() - frame.y()
                right, bottom = frame.width() - inner.width() - left, frame.height() - inner.height() - top
                self.board.setGeometry(QRect(x + left, y + top, width - left - right, height - top - bottom))
            self.board.show()
        self.placed.emit(placement)
