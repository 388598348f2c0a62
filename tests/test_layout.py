"""Every game has the same rooms, and nothing in engine/ or desktop/ imports in a circle (issue 18), not even only
for type checking (issue 33).

A fifth game added later follows the same layout: this test names what it must have.
"""

from __future__ import annotations

import ast
from itertools import pairwise
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ROOT / "engine" / "games"
#: The modules every game package has (docs/anatomy.md says what each holds).
ROOMS = ("__init__.py", "data.py", "texts.py", "config.py", "state.py", "rules.py", "choices.py", "views.py", "game.py",
         "recap.py")
MAX_LINES = 650  # "no module of a game over about 600 lines"


def game_packages() -> list[Path]:
    return sorted(p for p in GAMES.iterdir() if p.is_dir() and (p / "__init__.py").exists())


def test_every_game_has_the_same_rooms() -> None:
    packages = game_packages()
    assert {p.name for p in packages} >= {"quest", "avalon", "onuw", "castle"}
    missing = {p.name: [room for room in ROOMS if not (p / room).exists()] for p in packages}
    assert not {game: rooms for game, rooms in missing.items() if rooms}, missing


def test_no_module_of_a_game_is_too_long() -> None:
    long = {str(path.relative_to(ROOT)): n for package in game_packages() for path in package.glob("*.py")
            if path.name not in ("data.py", "texts.py") and (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long, f"split these (over {MAX_LINES} lines): {long}"


#: Modules of engine/ and desktop/ still over MAX_LINES, each to be split (issue 16); one leaves the list once short.
TOO_LONG_FOR_NOW: set[str] = set()


def test_no_module_of_engine_or_desktop_is_too_long() -> None:
    """Small modules named for what they hold (a game's data.py and texts.py are tables, not code to read)."""
    lengths = {str(path.relative_to(ROOT)): len(path.read_text(encoding="utf-8").splitlines()) for path in _modules().values()}
    tables = {name for name in lengths if name.startswith("engine/games/") and name.endswith(("/data.py", "/texts.py"))}
    long = {name: n for name, n in lengths.items() if n > MAX_LINES and name not in TOO_LONG_FOR_NOW | tables}
    assert not long, f"split these (over {MAX_LINES} lines): {long}"
    short = sorted(name for name in TOO_LONG_FOR_NOW if lengths.get(name, 0) <= MAX_LINES)
    assert not short, f"short now (or gone): take these off TOO_LONG_FOR_NOW: {short}"


def _modules() -> dict[str, Path]:
    found = {}
    for package in ("engine", "desktop"):
        for path in (ROOT / package).rglob("*.py"):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def _imports(name: str, path: Path, modules: dict[str, Path]) -> dict[str, int]:
    """The project modules ``name`` imports, each with the line of its first import: at the top, inside a function
    (a lazy import still ties the two together) or only for type checking (a type named in an annotation ties the
    two modules as well: neither can be read, or type-checked, without the other)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: dict[str, int] = {}
    for node in ast.walk(tree):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            targets = [f"{module}.{alias.name}" if f"{module}.{alias.name}" in modules else module for alias in node.names]
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                out[target] = min(out.get(target, node.lineno), node.lineno)
    return out


def _loop(graph: dict[str, dict[str, int]], circle: list[str], modules: dict[str, Path]) -> str:
    """The shortest way round ``circle`` from its first module, each step with the file and line that imports."""
    start, members = circle[0], set(circle)
    came_from: dict[str, str] = {}
    queue = [start]
    while queue and start not in came_from:
        node = queue.pop(0)
        for other in sorted(graph[node]):
            if other in members and other not in came_from:
                came_from[other] = node
                queue.append(other)
    steps = [start]
    while (node := came_from[steps[0]]) != start:
        steps.insert(0, node)
    steps.insert(0, start)
    return "\n".join(f"    {a} imports {b} ({modules[a].relative_to(ROOT)}:{graph[a][b]})" for a, b in pairwise(steps))


def test_no_import_circle_in_engine_or_desktop() -> None:
    modules = _modules()
    graph = {name: _imports(name, path, modules) for name, path in modules.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []

    def visit(node: str) -> None:  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    assert not circles, "modules that import each other, type-only imports (under TYPE_CHECKING) included:\n" + "\n".join(
        f"  a circle of {len(c)}: {', '.join(c)}\n  for example:\n{_loop(graph, c, modules)}" for c in circles)
