"""An oracle for public data, independent of the engines' own view and event code.

A public display leaks when it ties a seat to one of that seat's hidden facts. Here that is read off the JSON
alone: a JSON object *names* the seats held in its integer fields (minus the fields a game declares are not
seats: counts, quest numbers...) and *says* the strings in its fields, including those of nested objects that
name no seat of their own (an event's type counts as one of its strings, so a role's own event naming a seat
holding that role leaks). The secrets come from ``game.seat_secrets`` and the deal; nothing of the code under
test decides what is a leak.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from typing import Any

from engine.core import Event


def _ints(value: Any) -> Iterator[int]:
    if isinstance(value, int) and not isinstance(value, bool):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from _ints(v)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def _nodes(value: Any, path: str, skip: Collection[str]) -> Iterator[tuple[str, dict[str, Any]]]:
    if isinstance(value, dict):
        yield path, value
        for k, v in value.items():
            if k not in skip:
                yield from _nodes(v, f"{path}.{k}", skip)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _nodes(v, f"{path}[{i}]", skip)


def _seat_map(value: Any) -> bool:
    """An object keyed by seat numbers ({"0": "villager"}): each value belongs to its own key's seat."""
    return isinstance(value, dict) and bool(value) and all(isinstance(k, str) and k.isdigit() for k in value)


def _named(node: dict[str, Any], n: int, not_seats: Collection[str], skip: Collection[str]) -> set[int]:
    return {i for k, v in node.items() if k not in not_seats and k not in skip for i in _ints(v) if 0 <= i < n}


def _said(node: dict[str, Any], n: int, not_seats: Collection[str], skip: Collection[str]) -> set[str]:
    out: set[str] = set()
    for k, v in node.items():
        if k in skip or _seat_map(v):
            continue
        out.update(_strings(v))
        children = [v] if isinstance(v, dict) else [c for c in v if isinstance(c, dict)] if isinstance(v, list) else []
        for child in children:
            if not _named(child, n, not_seats, skip):
                out |= _said(child, n, not_seats, skip)
    return out


def leaks(value: Any, secrets: Mapping[int, Sequence[str]], n: int, *, not_seats: Collection[str] = (),
          skip: Collection[str] = ()) -> list[str]:
    """Every object in ``value`` that names a seat and says one of its secrets."""
    found = []
    for path, node in _nodes(value, "", skip):
        if _seat_map(node):
            for k, v in node.items():
                hit = set(_strings(v)) & set(secrets.get(int(k), ()))
                if hit:
                    found.append(f"{path}.{k} ties seat {k} to {sorted(hit)}: {node}")
            continue
        seats = _named(node, n, not_seats, skip)
        if not seats:
            continue
        said = _said(node, n, not_seats, skip)
        for seat in sorted(seats):
            hit = said & set(secrets.get(seat, ()))
            if hit:
                found.append(f"{path or '.'} ties seat {seat} to {sorted(hit)}: {node}")
    return found


#: The fields of an event's data that name who acted (whose role an event of a role's own step would show).
ACTOR_KEYS = frozenset({"player", "seat", "actor", "owner"})


def event_leaks(event: Event, secrets: Mapping[int, Sequence[str]], n: int, *, not_seats: Collection[str] = (),
                skip: Collection[str] = ()) -> list[str]:
    """A public event's data; its type also says a role for the acting seat (the Duke's event naming the Duke)."""
    data = dict(event.data)
    found = [f"{event.type} event: {x}" for x in leaks(data, secrets, n, not_seats=not_seats, skip=skip)]
    actors = {i for k in ACTOR_KEYS & set(data) for i in _ints(data[k]) if 0 <= i < n}
    found += [f"{event.type} event ties its acting seat {seat} to its role: {data}"
              for seat in sorted(actors) if event.type in secrets.get(seat, ())]
    return found


def check_secrets_cover_the_deal(secrets: Mapping[int, Sequence[str]], dealt: Sequence[str], shown: Collection[int]) -> None:
    """``seat_secrets`` lists each seat's dealt role id, except for the seats whose card the table has seen."""
    for seat, role in enumerate(dealt):
        if seat not in shown:
            assert role in secrets.get(seat, ()), (seat, role, secrets.get(seat))


def tied(value: Any, secrets: Mapping[int, Sequence[str]], n: int, *, not_seats: Collection[str] = (),
         skip: Collection[str] = ()) -> set[tuple[int, str]]:
    """The (seat, secret) pairs that ``value`` ties together, read as :func:`leaks` reads them."""
    pairs: set[tuple[int, str]] = set()
    for _path, node in _nodes(value, "", skip):
        if _seat_map(node):
            for k, v in node.items():
                pairs |= {(int(k), x) for x in set(_strings(v)) & set(secrets.get(int(k), ()))}
            continue
        said = _said(node, n, not_seats, skip)
        for seat in _named(node, n, not_seats, skip):
            pairs |= {(seat, x) for x in said & set(secrets.get(seat, ()))}
    return pairs


def told(events: Iterable[Event], secrets: Mapping[int, Sequence[str]], n: int, *, not_seats: Collection[str] = (),
         skip: Collection[str] = ()) -> dict[int, set[tuple[int, str]]]:
    """What each seat has been told of the others: the pairs tied by the events addressed to it (or to all), their
    messages' texts included. The audience is read off each event here, not through the engine's view code."""
    out: dict[int, set[tuple[int, str]]] = {seat: set() for seat in range(n)}
    for event in events:
        if event.audience == "public":
            audience: Iterable[int] = range(n)
        elif isinstance(event.audience, str):
            continue
        else:
            audience = event.audience
        data = {**event.data, "type": event.type}
        if event.msg is not None:
            data["message"] = event.msg.to_json()
        pairs = tied(data, secrets, n, not_seats=not_seats, skip=skip)
        for seat in audience:
            if 0 <= seat < n:
                out[seat] |= pairs
    return out


def seat_view_leaks(views: Mapping[int, Any], secrets: Mapping[int, Sequence[str]], events: Iterable[Event], n: int, *,
                    not_seats: Collection[str] = (), skip: Collection[str] = (),
                    own: Mapping[int, Collection[str]] | None = None) -> list[str]:
    """Every object of each seat's view (``views``: seat -> its view) that ties another seat to one of its secrets
    that the viewer was not told (:func:`told`; ``events``: every event of the game so far, whoever it was for).
    A secret the viewer holds itself (``own[viewer]``, by default its secrets: the same role, a card of the same
    kind) is not counted: its own view names it."""
    known = told(events, secrets, n, not_seats=not_seats, skip=skip)
    found = []
    for viewer, view in views.items():
        mine = set(secrets.get(viewer, ()) if own is None else own.get(viewer, ()))
        others = {seat: [x for x in hidden if x not in mine and (seat, x) not in known[viewer]]
                  for seat, hidden in secrets.items() if seat != viewer}
        found += [f"seat {viewer}'s view: {x}" for x in leaks(view, others, n, not_seats=not_seats, skip=skip)]
    return found
