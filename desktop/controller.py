"""The one controller: wraps an engine Session and turns actions, undo/redo and events into Qt signals.

Windows never call the engine directly: they ask the controller for views and
choices and send it actions. The controller keeps the autosave journal (the
session writes it on every action) and tracks which private events each seat
has already been shown, so undo can name who has seen what.

Who has seen what is game state: every delivery shown (``{"seen": seat}``), every
round of the table started (``{"round": ...}``) and every player's turn in it
passed (``{"pass": seat}``) is a journal line of its own, written and fsynced
with the actions, and resume replays them in order with the actions, so a quit
or a crash restores exactly the pending round.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from engine.core import MODERATOR, PUBLIC, Action, Choice, Event, Game, Result, Setup
from engine.errors import IllegalAction
from engine.i18n import Msg
from engine.journal import Journal
from engine.record import record_from_session
from engine.session import Group, Session

from .saves import PHONES_KEY, ResumeError, SaveStore, check_journal


@dataclass
class LogEntry:
    """One line of the action log: a public message or a private one (shown only on press-and-hold)."""

    event: Event
    group: int

    @property
    def private(self) -> bool:
        return self.event.audience != PUBLIC


@dataclass
class Delivery:
    """A private message waiting to be shown to its seat (pass-and-play).

    ``step``: the game step the events belong to (an event's ``data["step"]``, One Night's night calls), so what a
    player learns at one call is shown, seen or missed apart from another's; None for the rest.
    """

    seat: int
    events: list[Event] = field(default_factory=list)
    step: str | None = None


def delivery_step(event: Event) -> str | None:
    """The step an event's message belongs to, when its data names one."""
    data = event.data
    step = data.get("step") if isinstance(data, Mapping) else None
    return step if isinstance(step, str) else None


@dataclass
class SecretRound:
    """Everyone takes the laptop in turn (seat order), for a hidden role's choice or a hidden role's private message.

    ``kind`` is "choice" (the choices of ``types`` are made on the way round) or
    "deliver" (each player holds to see whatever is waiting for them). Every
    player sees the same screens, and the rest of the console and the board stay
    as they were when the round began until the last player has had the laptop.
    ``opened`` (the player at ``seat`` has said who they are) is not journaled: after
    a resume that player opens their turn again.

    ``seats`` take the laptop in turn; ``phones`` (seats whose phone was connected when the round began) have the
    same screen on their phones at once, and the round ends when every one of them has pressed too (``pressed``).
    ``templates``: a choice of each hidden type as the round began (the stand-ins' shape), set by the console.
    """

    kind: str
    types: frozenset[str]
    seats: tuple[int, ...]
    index: int = 0
    opened: bool = False
    phones: frozenset[int] = frozenset()
    pressed: set[int] = field(default_factory=set)
    templates: dict[str, Choice] = field(default_factory=dict)
    # The table as the round began: the public view and the number of action groups. Until the round is over a
    # phone is shown that, as the board is, whatever the holder's choice has done meanwhile (even ended the game).
    view: dict[str, Any] = field(default_factory=dict)
    groups: int = 0

    @property
    def seat(self) -> int:
        return self.seats[self.index]

    @property
    def laptop_done(self) -> bool:
        """Every seat without a phone has had the laptop."""
        return self.index >= len(self.seats)

    @property
    def waiting_phones(self) -> list[int]:
        """The phones' seats that have not pressed yet, in seat order."""
        return sorted(self.phones - self.pressed)

    @property
    def over(self) -> bool:
        return self.laptop_done and not self.waiting_phones


ROUND_KINDS = ("choice", "deliver")


class GameController(QObject):
    changed = Signal()  # the state changed (act, undo, redo)
    eventsAdded = Signal(list)  # list[Event], new events in order
    refused = Signal(object)  # IllegalAction
    finished = Signal(object)  # Result
    # Pending deliveries changed without a state change (a seat has been shown theirs). Deliveries queued or dropped
    # by act/undo/redo come with `changed`, so a window refreshing on both refreshes once per action.
    deliveriesChanged = Signal()

    def __init__(self, session: Session[Any], store: SaveStore | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.store = store
        self._view_cache: tuple[int, dict[str, Any]] | None = None
        # Seats that have been shown each private event (by id of the event object).
        self.seen: dict[int, set[int]] = {}
        self._seen_alive: dict[int, Event] = {}  # keeps those events alive so their ids stay unique
        self._pending: list[Delivery] = []
        self.missed: list[Event] = []  # private events whose moment passed before their seat looked
        self.round: SecretRound | None = None
        # Which phone holds which seat (desktop.companion.seats.SeatBook.to_json), as last journaled.
        self.phone_book: dict[str, Any] | None = None
        # Seats whose phone is connected now (the console's ConsolePhones.phone_seats): their private messages are on
        # the phone at once and the table never waits for them to look (issue 31).
        self.phone_seats: Callable[[], Collection[int]] = frozenset
        self._finished_emitted = False
        self._queue_private(self.session.events(MODERATOR))

    # -- construction -----------------------------------------------------------
    @classmethod
    def new_game(cls, game: Game[Any], setup: Setup, store: SaveStore | None, seed: int | None = None,
                 fixed: Iterable[Action] = (), settle: bool = True) -> GameController:
        """``settle=False`` leaves the first chance steps open (a record that plays its deal inline)."""
        journal = store.create(setup, seed) if store is not None else None
        session: Session[Any] = Session(game, setup, seed=seed, fixed=fixed, journal=journal, settle=settle)
        return cls(session, store)

    @classmethod
    def resume(cls, path: Path, store: SaveStore | None) -> GameController:
        """Resume a saved game; raises saves.ResumeError with a user message if it cannot be.

        The journal's actions, undos and redos are replayed together with its delivery and
        round lines, in order, exactly as they were made live.
        """
        game, setup, seed, entries = check_journal(path)
        session: Session[Any] = Session(game, setup, seed=seed, settle=False)
        controller = cls(session, store)
        try:
            for number, entry in enumerate(entries, start=1):
                controller._replay(entry, number)
        except (IllegalAction, ValueError, KeyError, TypeError, IndexError) as exc:
            raise ResumeError(QCoreApplication.translate(
                "SaveStore", "The saved game cannot be resumed: it is damaged ({reason}).").format(
                reason=f"{type(exc).__name__}: {exc}"[:300])) from None
        # Only a journal that replayed completely is reopened (which trims a line cut short by a crash).
        session.journal, _header, _entries = Journal.reopen(path)
        before = len(session.groups[-1].events)
        session.settle()
        controller._queue_private(session.groups[-1].events[before:])
        controller._finished_emitted = controller.result() is not None
        return controller

    def _replay(self, entry: dict[str, Any], number: int) -> None:
        """One journal line, applied as it was live (no journal writes)."""
        added, undone = self.session.replay_entry(entry)
        self._queue_private(added)
        if undone is not None:
            self._drop_undone(undone)
        if "seen" in entry:
            self._mark_delivered(self._seat(entry["seen"], number), self._step(entry, number))
        elif "missed" in entry:
            self._drop_missed(self._seat(entry["missed"], number), self._step(entry, number))
        elif "round" in entry:
            spec = entry["round"]
            if not isinstance(spec, dict) or spec.get("kind") not in ROUND_KINDS or not isinstance(spec.get("types"), list):
                raise ValueError(f"line {number}: a round must name its kind and types")
            phones = spec.get("phones", [])
            if not isinstance(phones, list):
                raise ValueError(f"line {number}: a round's phones must be a list of seats")
            self.round = self._new_round(str(spec["kind"]), frozenset(str(t) for t in spec["types"]),
                                         frozenset(self._seat(s, number) for s in phones))
        elif "pass" in entry:
            turn, seat = self.round, self._seat(entry["pass"], number)
            if turn is not None and seat in turn.waiting_phones:
                self._press(seat)
            elif turn is not None and not turn.laptop_done and seat == turn.seat:
                self._pass_round()
            else:
                raise ValueError(f"line {number}: a turn passed outside its round")
        elif "to_laptop" in entry:
            seat = self._seat(entry["to_laptop"], number)
            if self.round is None or seat not in self.round.waiting_phones:
                raise ValueError(f"line {number}: a phone's turn moved to the laptop outside its round")
            self._to_laptop(seat)
        elif PHONES_KEY in entry:
            from .companion.seats import SeatBook

            book = SeatBook.from_json(entry[PHONES_KEY])  # ValueError: the line is damaged
            if book.seats != len(self.players):
                raise ValueError(f"line {number}: the phones' seat book is for {book.seats} seats")
            self.phone_book = book.to_json()

    @staticmethod
    def _step(entry: dict[str, Any], number: int) -> str | None:
        step = entry.get("step")
        if step is not None and not isinstance(step, str):
            raise ValueError(f"line {number}: {step!r} is not a step")
        return step

    def _seat(self, value: Any, number: int) -> int:
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < len(self.players):
            raise ValueError(f"line {number}: {value!r} is not a seat")
        return value

    def record_phones(self, book: dict[str, Any]) -> None:
        """Journal which phone holds which seat (a SeatBook's to_json), so a resumed game's phones find their seats."""
        self.phone_book = dict(book)
        self._write({PHONES_KEY: self.phone_book})

    def _write(self, entry: dict[str, Any]) -> None:
        if self.session.journal is not None:
            self.session.journal.append(entry)

    # -- reading --------------------------------------------------------------------
    @property
    def game(self) -> Game[Any]:
        return self.session.game

    @property
    def setup(self) -> Setup:
        return self.session.setup

    @property
    def players(self) -> tuple[str, ...]:
        return self.session.setup.players

    @property
    def journal_path(self) -> Path | None:
        return self.session.journal.path if self.session.journal is not None else None

    @property
    def mode(self) -> str:
        return str(self.setup.options.get("mode", "app"))

    def public_view(self) -> dict[str, Any]:
        key = id(self.session.state)
        if self._view_cache is None or self._view_cache[0] != key:
            self._view_cache = (key, self.game.view(self.session.state, PUBLIC))
        return self._view_cache[1]

    def seat_view(self, seat: int) -> dict[str, Any]:
        return self.game.view(self.session.state, seat)

    def choices(self) -> list[Choice]:
        return self.session.choices()

    def result(self) -> Result | None:
        return self.session.result()

    def explain(self, action: Action) -> Msg | None:
        refusal = self.session.explain(action)
        return refusal.reason if refusal is not None else None

    def log(self) -> list[LogEntry]:
        return [LogEntry(e, i) for i, g in enumerate(self.session.groups) for e in g.events]

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def can_redo(self) -> bool:
        return self.session.can_redo()

    # -- private deliveries -------------------------------------------------------------
    def _queue_private(self, events: Iterable[Event]) -> None:
        by_seat: dict[tuple[int, str | None], Delivery] = {(d.seat, d.step): d for d in self._pending}
        for event in events:
            if isinstance(event.audience, tuple):
                step = delivery_step(event)
                for seat in event.audience:
                    key = (seat, step)
                    if key not in by_seat:
                        by_seat[key] = Delivery(seat, step=step)
                        self._pending.append(by_seat[key])
                    by_seat[key].events.append(event)

    def pending_deliveries(self) -> list[Delivery]:
        return list(self._pending)

    def dealing(self) -> bool:
        """Some player at the laptop has not yet seen what the deal gave them (the first pass round the table). A seat
        whose phone is connected has its card on the phone at once, marked new until held: nobody waits for it."""
        dealt = {id(e) for e in self.session.groups[0].events}
        phones = self.phone_seats()
        return any(id(e) in dealt for d in self._pending if d.seat not in phones for e in d.events)

    def view_before_undo(self) -> dict[str, Any] | None:
        """The public view undo would go back to, or None when there is nothing to undo."""
        if not self.session.can_undo():
            return None
        return self.game.view(self.session.states[-2], PUBLIC)

    def mark_delivered(self, seat: int, notify: bool = True, step: str | None = None) -> None:
        """``seat`` has been shown their pending private messages (pass-and-play done), or only those of ``step``;
        journaled. ``notify=False``: the window showing them refreshes itself."""
        if not self._matching(seat, step):
            return
        self._write({"seen": seat} if step is None else {"seen": seat, "step": step})
        self._mark_delivered(seat, step)
        if notify:
            self.deliveriesChanged.emit()

    def _matching(self, seat: int, step: str | None) -> list[Delivery]:
        return [d for d in self._pending if d.seat == seat and (step is None or d.step == step)]

    def _mark_delivered(self, seat: int, step: str | None = None) -> None:
        for delivery in self._matching(seat, step):
            for event in delivery.events:
                self._mark_seen(event, seat)
            self._pending.remove(delivery)

    def drop_missed(self, seat: int, step: str) -> None:
        """The messages of ``step`` for ``seat`` were never looked at and their moment is over (One Night's call
        ended before its player held the screen): they are no longer offered, and not counted as seen; journaled."""
        if not self._matching(seat, step):
            return
        self._write({"missed": seat, "step": step})
        self._drop_missed(seat, step)

    def _drop_missed(self, seat: int, step: str | None) -> None:
        for delivery in self._matching(seat, step):
            self._pending.remove(delivery)
            self.missed.extend(delivery.events)

    # -- everyone takes the laptop in turn -----------------------------------------------------
    def start_round(self, kind: str, types: frozenset[str] = frozenset(), phones: frozenset[int] = frozenset()) -> SecretRound:
        """Start a round of the whole table (journaled, so a resume continues it): the seats in ``phones`` on their
        phones, all at once, the others on the laptop in seat order."""
        assert kind in ROUND_KINDS
        spec: dict[str, Any] = {"kind": kind, "types": sorted(types)}
        if phones:
            spec["phones"] = sorted(phones)
        self._write({"round": spec})
        self.round = self._new_round(kind, types, phones)
        return self.round

    def _new_round(self, kind: str, types: frozenset[str], phones: frozenset[int]) -> SecretRound:
        return SecretRound(kind, types, tuple(s for s in range(len(self.players)) if s not in phones), phones=phones,
                           view=self.public_view(), groups=len(self.session.groups))

    def pass_round(self) -> bool:
        """The player holding the laptop is done (in a delivery round: has seen theirs). True when the round ended."""
        turn = self.round
        if turn is None:
            return True
        if turn.laptop_done:
            return False  # the phones still have to press
        self._write({"pass": turn.seat})
        return self._pass_round()

    def _pass_round(self) -> bool:
        turn = self.round
        assert turn is not None
        if turn.kind == "deliver":
            self._mark_delivered(turn.seat)
        turn.index += 1
        turn.opened = False
        return self._end_round_if_over()

    def press_round(self, seat: int) -> bool:
        """The phone of ``seat`` has pressed on its round screen (seen, chosen, or nothing to choose); journaled.
        True when the round ended with it. No signal: the laptop's turn in progress is left as it is (the phone
        server tells the console, CompanionServer.roundPressed)."""
        turn = self.round
        if turn is None or seat not in turn.waiting_phones:
            return False
        self._write({"pass": seat})
        return self._press(seat)

    def _press(self, seat: int) -> bool:
        turn = self.round
        assert turn is not None
        if turn.kind == "deliver":
            self._mark_delivered(seat)
        turn.pressed.add(seat)
        return self._end_round_if_over()

    def round_to_laptop(self, seat: int) -> None:
        """The phone of ``seat`` is gone in the middle of a round (its seat released): the laptop goes to that
        player last, instead (journaled)."""
        turn = self.round
        if turn is None or seat not in turn.waiting_phones:
            return
        self._write({"to_laptop": seat})
        self._to_laptop(seat)
        self.deliveriesChanged.emit()

    def _to_laptop(self, seat: int) -> None:
        turn = self.round
        assert turn is not None
        turn.phones = turn.phones - {seat}
        turn.seats = (*turn.seats, seat)

    def _end_round_if_over(self) -> bool:
        turn = self.round
        assert turn is not None
        if not turn.over:
            return False
        self.round = None
        return True

    def _mark_seen(self, event: Event, seat: int) -> None:
        self.seen.setdefault(id(event), set()).add(seat)
        self._seen_alive[id(event)] = event

    def has_seen(self, event: Event, seat: int) -> bool:
        return seat in self.seen.get(id(event), set())

    def undo_reveals(self, back: int = 1) -> list[tuple[int, Event]]:
        """(seat, event) pairs of private events undo would take back (of the last ``back`` steps) that their seat
        has already seen."""
        out = []
        events = [e for g in self.session.groups[max(self.session._floor, len(self.session.groups) - back):]
                  for e in g.events if e.private] if back > 1 else self.session.undo_reveals()
        for event in events:
            for seat in self.seen.get(id(event), set()):
                out.append((seat, event))
        return out

    # -- acting ------------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        try:
            events = self.session.act(action)
        except IllegalAction as exc:
            self.refused.emit(exc)
            return False
        self._after(events)
        return True

    def undo(self) -> bool:
        if not self.session.can_undo():
            return False
        self._drop_undone(self.session.undo())
        self._finished_emitted = self.result() is not None
        self._after([])
        return True

    def _drop_undone(self, group: Group) -> None:
        """Undone events are no longer waiting for anyone."""
        dropped = {id(e) for e in group.events}
        self._pending = [Delivery(d.seat, [e for e in d.events if id(e) not in dropped], d.step) for d in self._pending]
        self._pending = [d for d in self._pending if d.events]

    def redo(self) -> bool:
        if not self.session.can_redo():
            return False
        group = self.session.redo()
        self._after(group.events)
        return True

    def _after(self, events: list[Event]) -> None:
        self._queue_private(events)
        if events:
            self.eventsAdded.emit(list(events))
        self.changed.emit()
        result = self.result()
        if result is not None and not self._finished_emitted:
            self._finished_emitted = True
            self.finished.emit(result)

    # -- files -------------------------------------------------------------------------------
    def record_text(self, title: str | None = None) -> str:
        return record_from_session(self.session, title).dumps()

    def close(self) -> None:
        """Close the journal; a finished game leaves the resume list, a running one stays in it."""
        journal = self.session.journal
        if journal is None:
            return
        journal.close()
        self.session.journal = None
        if self.result() is not None and self.store is not None:
            self.store.mark_finished(journal.path)
