"""The engine is pure Python: no Qt, no speech, nothing from desktop/."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "pyttsx3", "espeakng_loader", "desktop")


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module)
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
                "import_module", "__import__") and node.args and isinstance(node.args[0], ast.Constant):
            names.append(str(node.args[0].value))
    return names


def test_no_engine_module_imports_qt_speech_or_desktop() -> None:
    offenders = [f"{path.relative_to(ROOT)} imports {name}"
                 for path in sorted((ROOT / "engine").rglob("*.py"))
                 for name in _imports(path) if name.split(".")[0] in FORBIDDEN]
    assert offenders == []


def test_importing_every_game_loads_no_qt() -> None:
    code = ("import sys, engine.cli, engine.registry as r; r.games(); "
            f"bad = [m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r}]; print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_check_catches_a_qt_import(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("from PySide6.QtCore import QObject\nimport importlib\nimportlib.import_module('pyttsx3')\n")
    assert [n for n in _imports(bad) if n.split(".")[0] in FORBIDDEN] == ["PySide6.QtCore", "pyttsx3"]


def test_every_game_package_loads() -> None:
    from engine.registry import games, load_errors

    assert load_errors() == {}
    assert {"quest", "onuw"} <= set(games())
