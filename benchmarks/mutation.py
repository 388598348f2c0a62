"""Mutation testing on demand (not part of the suite): how many one-line bugs would the tests miss?

    .venv/bin/python benchmarks/mutation.py                          # every module in MODULES
    .venv/bin/python benchmarks/mutation.py engine/journal.py -v     # one module, print every mutant
    .venv/bin/python benchmarks/mutation.py desktop/saves.py --tests tests/desktop/test_shell.py
    .venv/bin/python benchmarks/mutation.py engine/record.py --list  # the mutants, without running anything

Each mutant is one small change of the module's syntax tree (a comparison flipped, a condition negated, ``and`` for
``or``, a call statement or a ``raise`` dropped, a returned value replaced by None, a constant changed). The mutant is
never written to disk: each run is a fresh pytest process that imports the mutated module through an import hook
(this file, loaded with ``-p mutation``), so nobody else working in the tree ever sees it. A mutant is killed when
the tests fail (or time out); one that passes them survived. See docs/mutation.md.
"""

from __future__ import annotations

import argparse
import ast
import copy
import importlib.abc
import importlib.machinery
import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from types import CodeType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

#: The modules mutated by default and the tests that exercise each (the runner stops at the first failure).
MODULES: dict[str, list[str]] = {
    "engine/journal.py": ["tests/test_journal.py", "tests/test_core.py", "tests/desktop/test_shell.py"],
    "engine/record.py": ["tests/test_records_cli.py", "tests/test_journal.py", "tests/desktop/test_flow.py",
                         "tests/desktop/test_shell.py", "tests/quest/test_quest_records.py"],
    "desktop/saves.py": ["tests/desktop/test_saves.py", "tests/desktop/test_shell.py", "tests/desktop/test_flow.py"],
    "desktop/controller.py": ["tests/desktop/test_shell.py", "tests/desktop/test_flow.py", "tests/desktop/test_privacy.py",
                              "tests/desktop/test_quest_desktop.py", "tests/desktop/test_onuw_desktop.py"],
    **{str(path.relative_to(ROOT)): ["tests/desktop"] for path in sorted((ROOT / "desktop" / "console").glob("*.py"))},
}

#: Calls whose string arguments are message texts, not logic.
TRANSLATING = {"translate", "tr", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"}

ENV_FILE, ENV_INDEX = "TABLEKEEPER_MUTANT_FILE", "TABLEKEEPER_MUTANT_INDEX"

_FLIP: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.Lt: ast.GtE, ast.GtE: ast.Lt, ast.Gt: ast.LtE, ast.LtE: ast.Gt,
    ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is,
}
_ARITH: dict[type[ast.operator], type[ast.operator]] = {
    ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv, ast.FloorDiv: ast.Mult, ast.Div: ast.Mult, ast.Mod: ast.Mult,
}


@dataclass(frozen=True)
class Mutant:
    index: int
    line: int
    kind: str
    detail: str


class _Mutator(ast.NodeTransformer):
    """Visits every mutation site in a fixed order; changes only the site numbered ``target`` (-1: none)."""

    def __init__(self, target: int = -1) -> None:
        self.target = target
        self.count = 0
        self.sites: list[Mutant] = []

    def _site(self, node: ast.AST, kind: str, detail: str) -> bool:
        index = self.count
        self.count += 1
        self.sites.append(Mutant(index, getattr(node, "lineno", 0), kind, detail))
        return index == self.target

    # Annotations are never evaluated (``from __future__ import annotations``); docstrings are not code.
    def visit_arg(self, node: ast.arg) -> ast.arg:
        return node

    def visit_AnnAssign(self, node: ast.AnnAssign) -> ast.AST:
        if node.value is not None:
            node.value = self.visit(node.value)
        return node

    def _body(self, node: Any) -> Any:
        if node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant) \
                and isinstance(node.body[0].value.value, str):
            doc, rest = node.body[0], node.body[1:]
            node.body = [doc, *[self.visit(s) for s in rest]]
            node.body = [s for s in node.body if s is not None] or [ast.Pass()]
            return node
        return self.generic_visit(node)

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        node.decorator_list = [self.visit(d) for d in node.decorator_list]
        node.args.defaults = [self.visit(d) for d in node.args.defaults]
        node.args.kw_defaults = [self.visit(d) if d is not None else None for d in node.args.kw_defaults]
        doc = node.body and isinstance(node.body[0], ast.Expr) and isinstance(getattr(node.body[0], "value", None), ast.Constant)
        start = 1 if doc else 0
        node.body = node.body[:start] + [s for s in (self.visit(s) for s in node.body[start:]) if s is not None]
        if not node.body:
            node.body = [ast.Pass()]
        return node

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]  # noqa: N815 - ast's own name

    def visit_ClassDef(self, node: ast.ClassDef) -> ast.AST:
        return self._body(node)

    def visit_Module(self, node: ast.Module) -> ast.AST:
        return self._body(node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> ast.AST:
        return node

    def visit_Import(self, node: ast.Import) -> ast.AST:
        return node

    def visit_JoinedStr(self, node: ast.JoinedStr) -> ast.AST:
        return node  # an f-string's literal parts: changing them only changes a message's wording

    def visit_Call(self, node: ast.Call) -> ast.AST:
        # A translatable text and its context: changing one only changes a message's wording (the translation
        # tests and the catalogue check cover those).
        if _call_name(node).split(".")[-1] in TRANSLATING:
            node.args = [a if isinstance(a, ast.Constant) else self.visit(a) for a in node.args]
            node.keywords = [self.visit(k) for k in node.keywords]
            node.func = self.visit(node.func)
            return node
        return self.generic_visit(node)

    # -- the mutations -----------------------------------------------------------------------------
    def visit_Compare(self, node: ast.Compare) -> ast.AST:
        self.generic_visit(node)
        for i, op in enumerate(node.ops):
            flipped = _FLIP.get(type(op))
            if flipped and self._site(node, "compare", f"{type(op).__name__} -> {flipped.__name__}"):
                node.ops[i] = flipped()
        return node

    def visit_BoolOp(self, node: ast.BoolOp) -> ast.AST:
        self.generic_visit(node)
        other = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        if self._site(node, "boolop", f"{type(node.op).__name__} -> {type(other).__name__}"):
            node.op = other
        return node

    def visit_BinOp(self, node: ast.BinOp) -> ast.AST:
        self.generic_visit(node)
        other = _ARITH.get(type(node.op))
        if other and not _is_str(node.left) and self._site(node, "arith", f"{type(node.op).__name__} -> {other.__name__}"):
            node.op = other()
        return node

    def visit_UnaryOp(self, node: ast.UnaryOp) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.op, ast.Not) and self._site(node, "negate", "drop not"):
            return node.operand
        return node

    def _negate_test(self, node: ast.If | ast.While | ast.IfExp) -> None:
        if self._site(node, "negate", f"{type(node).__name__.lower()} condition negated"):
            node.test = ast.UnaryOp(op=ast.Not(), operand=node.test)

    def visit_If(self, node: ast.If) -> ast.AST:
        self.generic_visit(node)
        self._negate_test(node)
        return node

    def visit_While(self, node: ast.While) -> ast.AST:
        self.generic_visit(node)
        self._negate_test(node)
        return node

    def visit_IfExp(self, node: ast.IfExp) -> ast.AST:
        self.generic_visit(node)
        self._negate_test(node)
        return node

    def visit_Expr(self, node: ast.Expr) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.value, ast.Call) and self._site(node, "drop call", _call_name(node.value)):
            return ast.copy_location(ast.Pass(), node)
        return node

    def visit_Raise(self, node: ast.Raise) -> ast.AST:
        self.generic_visit(node)
        if node.exc is not None and self._site(node, "drop raise", _call_name(node.exc)):
            return ast.copy_location(ast.Pass(), node)
        return node

    def visit_Return(self, node: ast.Return) -> ast.AST:
        self.generic_visit(node)
        if node.value is not None and not (isinstance(node.value, ast.Constant) and node.value.value is None) \
                and self._site(node, "return None", ast.unparse(node.value)[:40]):
            node.value = ast.Constant(None)
        return node

    def visit_Constant(self, node: ast.Constant) -> ast.AST:
        value = node.value
        if isinstance(value, bool):
            if self._site(node, "constant", f"{value} -> {not value}"):
                return ast.copy_location(ast.Constant(not value), node)
        elif isinstance(value, int | float):
            if self._site(node, "constant", f"{value!r} -> {value + 1!r}"):
                return ast.copy_location(ast.Constant(value + 1), node)
        elif isinstance(value, str) and value and self._site(node, "constant", f"{value[:30]!r} -> 'XX'+..."):
            return ast.copy_location(ast.Constant("XX" + value), node)
        return node


def _is_str(node: ast.AST) -> bool:
    return isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str))


def _call_name(node: ast.AST) -> str:
    return ast.unparse(node.func if isinstance(node, ast.Call) else node)[:50]


def mutants(source: str) -> list[Mutant]:
    visitor = _Mutator()
    visitor.visit(ast.parse(source))
    return visitor.sites


def mutated(source: str, index: int) -> ast.Module:
    tree = copy.deepcopy(ast.parse(source))
    visitor = _Mutator(index)
    tree = visitor.visit(tree)
    if index >= visitor.count:
        raise IndexError(f"no mutant {index}")
    return ast.fix_missing_locations(tree)


# -- the import hook (this module loaded by pytest with ``-p mutation``) ---------------------------------------
class _MutantLoader(importlib.machinery.SourceFileLoader):
    def __init__(self, fullname: str, path: str, index: int) -> None:
        super().__init__(fullname, path)
        self.index = index

    def get_code(self, fullname: str) -> CodeType:
        source = Path(self.path).read_text(encoding="utf-8")
        return compile(mutated(source, self.index), self.path, "exec", dont_inherit=True)


class _MutantFinder(importlib.abc.MetaPathFinder):
    def __init__(self, module: str, path: str, index: int) -> None:
        self.module, self.path, self.index = module, path, index

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> importlib.machinery.ModuleSpec | None:
        if name != self.module:
            return None
        return importlib.machinery.ModuleSpec(name, _MutantLoader(name, self.path, self.index), origin=self.path)


def _module_name(relative: str) -> str:
    return relative.removesuffix(".py").replace("/", ".")


if os.environ.get(ENV_FILE) and __name__ != "__main__":
    _rel = os.environ[ENV_FILE]
    _finder = _MutantFinder(_module_name(_rel), str(ROOT / _rel), int(os.environ[ENV_INDEX]))
    mutated((ROOT / _rel).read_text(encoding="utf-8"), _finder.index)
    sys.meta_path.insert(0, _finder)


# -- the runner -----------------------------------------------------------------------------------------
def _pytest(tests: list[str], env_extra: dict[str, str], timeout: float) -> tuple[str, float]:
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "PYTHONPATH": str(ROOT / "benchmarks"), **env_extra}
    command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "-p", "mutation", *tests]
    start = time.monotonic()
    try:
        proc = subprocess.run(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return "timeout", time.monotonic() - start
    took = time.monotonic() - start
    if proc.returncode == 0:
        return "survived", took
    if proc.returncode in (1, 2, 3):  # tests failed, interrupted (an import error), internal error
        return "killed", took
    return f"error {proc.returncode}", took


def run_module(relative: str, tests: list[str], verbose: bool, jobs: int, only: set[int] | None = None) -> dict[str, Any]:
    source = (ROOT / relative).read_text(encoding="utf-8")
    found = [m for m in mutants(source) if only is None or m.index in only]
    status, base_time = _pytest(tests, {}, timeout=600)
    if status != "survived":
        raise SystemExit(f"{relative}: the tests fail without any mutant ({status}); fix them first")
    timeout = max(30.0, 4 * base_time)
    print(f"{relative}: {len(found)} mutants, tests {' '.join(tests)} ({base_time:.1f} s unmutated)", flush=True)
    outcomes: dict[int, str] = {}
    pending = list(found)
    running: list[tuple[Mutant, subprocess.Popen[bytes], float]] = []
    env_base = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "PYTHONPATH": str(ROOT / "benchmarks"), ENV_FILE: relative}
    command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "-p", "mutation", *tests]
    while pending or running:
        while pending and len(running) < jobs:
            mutant = pending.pop(0)
            proc = subprocess.Popen(command, cwd=ROOT, env={**env_base, ENV_INDEX: str(mutant.index)},
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            running.append((mutant, proc, time.monotonic()))
        time.sleep(0.05)
        for item in list(running):
            mutant, proc, started = item
            code = proc.poll()
            if code is None and time.monotonic() - started < timeout:
                continue
            if code is None:
                proc.kill()
                proc.wait()
                outcome = "timeout"
            else:
                # 1-3: tests failed, interrupted (an import error) or internal error; < 0: the mutant crashed the process.
                outcome = "survived" if code == 0 else "killed" if code in (1, 2, 3) or code < 0 else f"error {code}"
            running.remove(item)
            outcomes[mutant.index] = outcome
            if verbose or outcome != "killed":
                print(f"  {outcome:8} #{mutant.index} {relative}:{mutant.line} {mutant.kind}: {mutant.detail}", flush=True)
    survived = [m for m in found if outcomes[m.index] == "survived"]
    summary = {
        "module": relative, "mutants": len(found), "killed": sum(o == "killed" for o in outcomes.values()),
        "timeouts": sum(o == "timeout" for o in outcomes.values()), "survived": len(survived),
        "errors": sum(o.startswith("error") for o in outcomes.values()),
        "survivors": [f"#{m.index} line {m.line} {m.kind}: {m.detail}" for m in survived],
    }
    summary["survival"] = round(100 * len(survived) / len(found), 1) if found else 0.0
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("modules", nargs="*", help=f"paths relative to the project (default: {', '.join(MODULES)})")
    parser.add_argument("--tests", nargs="+", help="the tests to run for every module given (default: MODULES' table)")
    parser.add_argument("--list", action="store_true", help="list the mutants and exit")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every mutant, not only the survivors")
    parser.add_argument("-j", "--jobs", type=int, default=1, help="mutants run at once (default 1: the cores are shared)")
    parser.add_argument("--json", type=Path, help="also write the summary to this file")
    parser.add_argument("--only", help="run only these mutants (numbers from --list or a survivor's #N: 3,17,40)")
    args = parser.parse_args(argv)
    modules = args.modules or list(MODULES)
    if args.list:
        for relative in modules:
            for m in mutants((ROOT / relative).read_text(encoding="utf-8")):
                print(f"{m.index:4} {relative}:{m.line} {m.kind}: {m.detail}")
        return 0
    summaries = []
    for relative in modules:
        tests = args.tests or MODULES.get(relative)
        if not tests:
            parser.error(f"no tests known for {relative}: give --tests")
        only = {int(i) for i in args.only.split(",")} if args.only else None
        summaries.append(run_module(relative, tests, args.verbose, max(1, args.jobs), only))
    print("\nmodule                      mutants  killed  timeout  survived  survival")
    for s in summaries:
        print(f"{s['module']:28} {s['mutants']:7} {s['killed']:7} {s['timeouts']:8} {s['survived']:9} {s['survival']:8.1f}%")
    if args.json:
        args.json.write_text(json.dumps(summaries, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
