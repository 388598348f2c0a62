"""Strings pyside6-lupdate cannot see stay English: catch literals passed through a translate wrapper.

lupdate only recognises ``self.tr("...")``, ``QCoreApplication.translate("ctx", "...")`` and
``QT_TRANSLATE_NOOP("ctx", "...")`` with literals. A helper such as ``def _t(text): return
QCoreApplication.translate("Ctx", text)`` called with a literal hides that literal from the catalogue.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _wrappers(tree: ast.Module) -> set[str]:
    """Module-level functions that hand their argument to QCoreApplication.translate or self.tr."""
    names = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.args.args:
            for inner in ast.walk(node):
                if (isinstance(inner, ast.Call) and isinstance(inner.func, ast.Attribute) and inner.func.attr in ("translate", "tr")
                        and any(isinstance(a, ast.Name) and a.id == node.args.args[0].arg for a in inner.args)):
                    names.add(node.name)
    return names


def hidden_literals(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    wrappers = _wrappers(tree)
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in wrappers
                and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.func.id}({node.args[0].value!r})")
    return found


def test_no_literal_goes_through_a_translate_wrapper() -> None:
    found = [line for path in sorted((ROOT / "desktop").rglob("*.py")) for line in hidden_literals(path)]
    assert found == []


def test_the_check_finds_a_hidden_literal() -> None:
    probe = ROOT / "build" / "probe_translate_wrapper.py"
    probe.parent.mkdir(exist_ok=True)
    probe.write_text('from PySide6.QtCore import QCoreApplication\n\n\ndef _t(text):\n'
                     '    return QCoreApplication.translate("X", text)\n\n\nLABEL = _t("Hello")\n')
    try:
        assert hidden_literals(probe) == ["build/probe_translate_wrapper.py:8: _t('Hello')"]
    finally:
        probe.unlink()
