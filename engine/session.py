"""A game being played: the history of states, undo/redo, chance and the journal.

Actions are grouped: one group is what one act did (the action and the chance
steps it triggered). Undo takes back a whole group; the groups made before
the first choice (the deal) cannot be undone.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic

from . import errors
from .core import MODERATOR, Action, Choice, Event, Game, Result, S, Setup, Viewer
from .errors import IllegalAction, SetupError
from .journal import Journal


@dataclass
class Group:
    actions: list[Action] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)


class Session(Generic[S]):
    """Plays one game. ``fixed`` chance outcomes are used, in order per type, before any draw."""

    def __init__(
        self,
        game: Game[S],
        setup: Setup,
        *,
        seed: int | None = None,
        fixed: Iterable[Action] = (),
        journal: Journal | None = None,
        settle: bool = True,
    ) -> None:
        problems = [p for p in game.validate(setup) if p.severity == "error"]
        if problems:
            raise SetupError(problems)
        self.game = game
        self.setup = setup
        self.seed = seed
        self.rng = random.Random(seed)
        self._fixed: deque[Action] = deque(fixed)
        self.states: list[S] = [game.start(setup)]
        self.groups: list[Group] = [Group()]
        self._redo: list[Group] = []
        self.journal = journal
        if settle:
            self.settle()
        self._floor = 1  # groups[0] (the deal) is never undone

    # -- state -------------------------------------------------------------
    @property
    def state(self) -> S:
        return self.states[-1]

    @property
    def actions(self) -> list[Action]:
        return [a for g in self.groups for a in g.actions]

    def choices(self) -> list[Choice]:
        return [] if self.game.chance(self.state) else self.game.choices(self.state)

    def view(self, viewer: Viewer) -> dict[str, Any]:
        return self.game.view(self.state, viewer)

    def result(self) -> Result | None:
        return self.game.result(self.state)

    def events(self, viewer: Viewer = MODERATOR) -> list[Event]:
        return [e for g in self.groups for e in g.events if e.visible_to(viewer)]

    def explain(self, action: Action) -> IllegalAction | None:
        """Why ``action`` would be refused now, or None if it is legal."""
        try:
            self._check_seat(action)
            self.game.refusal(self.state, action)
        except IllegalAction as exc:
            return exc
        return None

    # -- acting ------------------------------------------------------------
    def act(self, action: Action, *, settle: bool = True) -> list[Event]:
        """Play ``action`` as a new undoable group, then resolve any chance it triggered."""
        self._check_seat(action)
        new_state, events = self.game.step(self.state, action)
        self.groups.append(Group([action], list(events)))
        self.states.append(new_state)
        self._redo.clear()
        self._write({"do": action.to_json()})
        if settle:
            self.settle()
        return list(self.groups[-1].events)

    def add_chance(self, action: Action) -> list[Event]:
        """Play a chance outcome as part of the current group."""
        step = self.game.chance(self.state)
        if step is None or step.type != action.type or action.player is not None:
            raise IllegalAction(errors.BAD_CHANCE, errors.T_BAD_CHANCE())
        new_state, events = self.game.step(self.state, action)
        self.groups[-1].actions.append(action)
        self.groups[-1].events.extend(events)
        self.states[-1] = new_state
        self._write({"do": action.to_json(), "join": True})
        return events

    def _check_seat(self, action: Action) -> None:
        """Refuse an acting seat this table does not have (before a game looks its name up)."""
        seat = action.player
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.setup.count):
            shown = str(seat) if len(str(seat)) <= 20 else str(seat)[:20] + "\u2026"
            raise IllegalAction(errors.NO_SUCH_SEAT, errors.T_NO_SUCH_SEAT(seat=shown, last=self.setup.count - 1))

    def settle(self) -> None:
        """Resolve pending chance steps: a fixed outcome of that type if one is left, else a draw."""
        while (step := self.game.chance(self.state)) is not None:
            fixed = self._take_fixed(step.type)
            self.add_chance(fixed if fixed is not None else step.sample(self.rng))

    def _take_fixed(self, kind: str) -> Action | None:
        for i, action in enumerate(self._fixed):
            if action.type == kind:
                del self._fixed[i]
                return action
        return None

    # -- undo / redo ---------------------------------------------------------
    def can_undo(self) -> bool:
        return len(self.groups) > self._floor

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo_reveals(self) -> list[Event]:
        """The private events undo would take back (someone has already seen them)."""
        return [e for e in self.groups[-1].events if e.private] if self.can_undo() else []

    def undo(self) -> Group:
        if not self.can_undo():
            raise IllegalAction(errors.NOTHING_TO_UNDO, errors.T_NOTHING_TO_UNDO())
        group = self.groups.pop()
        self.states.pop()
        # The state before the group is the one after the previous group, which may have been
        # extended by chance; states[-1] already holds it.
        self._redo.append(group)
        self._write({"undo": 1})
        return group

    def redo(self) -> Group:
        if not self._redo:
            raise IllegalAction(errors.NOTHING_TO_REDO, errors.T_NOTHING_TO_REDO())
        group = self._redo.pop()
        state = self.state
        events: list[Event] = []
        for action in group.actions:
            state, new_events = self.game.step(state, action)
            events.extend(new_events)
        self.groups.append(Group(list(group.actions), events))
        self.states.append(state)
        self._write({"redo": 1})
        return self.groups[-1]

    # -- journal -------------------------------------------------------------
    def _write(self, entry: dict[str, Any]) -> None:
        if self.journal is not None:
            self.journal.append(entry)

    def replay_journal_entries(self, entries: Sequence[dict[str, Any]]) -> None:
        """Rebuild history from journal entries (no journal writes while doing so)."""
        for entry in entries:
            self.replay_entry(entry)

    def replay_entry(self, entry: Mapping[str, Any]) -> tuple[list[Event], Group | None]:
        """Apply one journal entry without writing it: the events it added and the group it undid.

        Lines the session does not write (the desktop's deliveries, say) are left to the caller: nothing happens.
        """
        journal, self.journal = self.journal, None
        try:
            if "do" in entry:
                action = Action.from_json(entry["do"])
                if entry.get("join"):
                    return self.add_chance(action), None
                return self.act(action, settle=False), None
            if "undo" in entry:
                return [], self.undo()
            if "redo" in entry:
                return list(self.redo().events), None
            return [], None
        finally:
            self.journal = journal
