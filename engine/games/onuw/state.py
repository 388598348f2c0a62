"""One Night's game state: the phase ids and the immutable State (``_with`` makes changed copies)."""

from __future__ import annotations

import operator
from typing import Any

from engine.core import Result

from .config import Config

# --- phases ------------------------------------------------------------------------------------------
DEAL, NIGHT, DAY, VOTE, REVEAL, OVER = "deal", "night", "day", "vote", "reveal", "over"
# Sub-stages of a night step.
OPEN, COPY, WITCH_SWAP, DONE = "open", "copy", "witch_swap", "done"
LONE_WOLF = "lone_wolf"  # the role a lone wolf acts as at #2


class State:
    """An immutable game state (never mutated once returned; ``_with`` makes changed copies)."""

    __slots__ = ("arts", "cfg", "conv", "copy", "cw", "dealt", "draw_for", "face_up", "known", "phase", "pos", "result_",
                 "rev", "seen", "shields", "step", "sub", "target", "timeup", "votes", "witch_card")

    cfg: Config
    cw: str | None  # the Center Werewolf card's face (the option's, or the one the deal names), None without it
    phase: str
    pos: tuple[str, ...]
    dealt: tuple[str, ...]
    copy: str | None
    target: int | None  # the seat the Doppelgänger viewed
    conv: tuple[tuple[Any, str], ...]  # (card face or seat, "werewolf"/"tanner")
    shields: frozenset[int]
    arts: tuple[tuple[int, str], ...]  # (seat, artifact)
    face_up: frozenset[int]
    step: int
    sub: str
    seen: tuple[int, ...]
    witch_card: int | None
    timeup: bool
    draw_for: int | None
    votes: tuple[int | None, ...]
    known: tuple[tuple[int, dict[str, Any]], ...]
    rev: tuple[tuple[str, Any], ...]  # physical mode: the entries made at the reveal
    result_: Result | None

    def _with(self, **changes: Any) -> State:  # replaced below by the unrolled _make_with()
        new = object.__new__(State)
        for slot, setter, value in zip(_SLOTS, _SETTERS, _GET_ALL(self), strict=True):
            setter(new, changes.get(slot, value))
        return new

    def __setattr__(self, key: str, value: Any) -> None:
        raise AttributeError("State is immutable")

    def __repr__(self) -> str:
        return f"<onuw State {self.phase} step={self.step} pos={self.pos}>"


_SLOTS: tuple[str, ...] = State.__slots__
_GET_ALL = operator.attrgetter(*_SLOTS)
_SETTERS = tuple(State.__dict__[slot].__set__ for slot in _SLOTS)  # the slot descriptors (bypass the immutability guard)


def _make_with() -> Any:
    """``State._with`` unrolled: one line per slot (``changes[slot] if slot in changes else self.slot``), the same
    result as the loop above (a name that is no slot is ignored) at about half its cost; the copy was the largest
    part of One Night's time. The source is generated from ``__slots__`` so that it never misses a slot."""
    lines = [f"    _set_{slot}(new, changes[{slot!r}] if {slot!r} in changes else self.{slot})" for slot in _SLOTS]
    source = "def _with(self, **changes):\n    new = _new(State)\n" + "\n".join(lines) + "\n    return new\n"
    namespace: dict[str, Any] = {"_new": object.__new__, "State": State}
    namespace.update({f"_set_{slot}": setter for slot, setter in zip(_SLOTS, _SETTERS, strict=True)})
    exec(source, namespace)  # built from the class's own slot names only
    function = namespace["_with"]
    function.__doc__ = State._with.__doc__
    function.__qualname__ = "State._with"
    return function


State._with = _make_with()  # type: ignore[method-assign]


def new_state(cfg: Config) -> State:
    """The state before the deal."""
    s = object.__new__(State)
    values = dict(cfg=cfg, cw=cfg.cw, phase=DEAL, pos=(), dealt=(), copy=None, target=None, conv=(), shields=frozenset(),
                  arts=(), face_up=frozenset(), step=0, sub=OPEN, seen=(), witch_card=None, timeup=False, draw_for=None,
                  votes=(None,) * cfg.n, known=(), rev=(), result_=None)
    for key, value in values.items():
        object.__setattr__(s, key, value)
    return s
