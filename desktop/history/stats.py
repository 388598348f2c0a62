"""The statistics of the history (issue 34), counted from its finished games (desktop/history/index.py): wins by
side per player count, per player, per role and over time, each as a table of numbers (a chart draws it, a CSV
holds it). Plain Python: the words come from the window, the numbers from here."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from .index import GameFacts


@dataclass(frozen=True)
class Table:
    """Rows of numbers under named columns: ``rows`` is a list of (row key, one number per column)."""

    columns: tuple[str, ...]
    rows: tuple[tuple[str, tuple[int, ...]], ...] = ()

    def column(self, name: str) -> list[int]:
        index = self.columns.index(name)
        return [values[index] for _key, values in self.rows]


@dataclass
class Statistics:
    """The counts of one game's finished games (``game``: its id), or of every game (``game`` empty)."""

    games: list[GameFacts]
    game: str = ""
    sides: tuple[str, ...] = field(default=())

    @classmethod
    def of(cls, games: Iterable[GameFacts], game: str = "") -> Statistics:
        chosen = [g for g in games if g.readable and (not game or g.game == game)]
        sides = tuple(sorted({g.side for g in chosen} | {s.side for g in chosen for s in g.seats if s.side}))
        return cls(chosen, game, sides)

    def by_player_count(self) -> Table:
        """Per player count: the games played and each side's wins (is our table balanced?)."""
        counts: dict[int, Counter[str]] = defaultdict(Counter)
        for facts in self.games:
            counts[len(facts.seats)][facts.side] += 1
        rows = tuple((str(n), (sum(c.values()), *(c[s] for s in self.sides))) for n, c in sorted(counts.items()))
        return Table(("games", *self.sides), rows)

    def by_player(self) -> Table:
        """Per player (most games first): games, wins, and games and wins on each side."""
        played: Counter[str] = Counter()
        won: Counter[str] = Counter()
        side_played: dict[str, Counter[str]] = defaultdict(Counter)
        side_won: dict[str, Counter[str]] = defaultdict(Counter)
        for facts in self.games:
            for seat in facts.seats:
                played[seat.name] += 1
                won[seat.name] += seat.won
                if seat.side:
                    side_played[seat.name][seat.side] += 1
                    side_won[seat.name][seat.side] += seat.won
        order = sorted(played, key=lambda name: (-played[name], name.casefold()))
        columns = ("games", "wins", *(f"{s}:games" for s in self.sides), *(f"{s}:wins" for s in self.sides))
        rows = tuple((name, (played[name], won[name], *(side_played[name][s] for s in self.sides),
                             *(side_won[name][s] for s in self.sides))) for name in order)
        return Table(columns, rows)

    def player_roles(self, player: str) -> Table:
        """One player's games and wins per role (a key is "game:role")."""
        played: Counter[str] = Counter()
        won: Counter[str] = Counter()
        for facts in self.games:
            for seat in facts.seats:
                if seat.name == player and seat.role:
                    played[f"{facts.game}:{seat.role}"] += 1
                    won[f"{facts.game}:{seat.role}"] += seat.won
        return Table(("games", "wins"), tuple((role, (played[role], won[role])) for role in sorted(played)))

    def by_role(self) -> Table:
        """Per role (most played first; a key is "game:role"): how often it was played and how often it won."""
        played: Counter[str] = Counter()
        won: Counter[str] = Counter()
        for facts in self.games:
            for seat in facts.seats:
                if seat.role:
                    played[f"{facts.game}:{seat.role}"] += 1
                    won[f"{facts.game}:{seat.role}"] += seat.won
        order = sorted(played, key=lambda role: (-played[role], role))
        return Table(("games", "wins"), tuple((role, (played[role], won[role])) for role in order))

    def over_time(self) -> Table:
        """Per month (YYYY-MM): the games played and each side's wins."""
        months: dict[str, Counter[str]] = defaultdict(Counter)
        for facts in self.games:
            months[facts.started[:7]][facts.side] += 1
        rows = tuple((month, (sum(c.values()), *(c[s] for s in self.sides))) for month, c in sorted(months.items()))
        return Table(("games", *self.sides), rows)


def percent(part: int, whole: int) -> int:
    return round(100 * part / whole) if whole else 0
