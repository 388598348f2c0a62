"""On-demand soak tests of the autosave.

    python benchmarks/soak_desktop.py kills [N]     # N (100) kills at random moments of a scripted game, each resumed
    python benchmarks/soak_desktop.py hostile [N]   # N (1000) corrupted/truncated/hostile files: clear message, file untouched

The kill test runs a child process that plays Quest (physical) with a fixed seed and autosaves;
the parent kills it (SIGKILL) after a random delay, then resumes the journal in a fresh process
and checks that every action the child reported as done is there.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

CHILD = """
import os, random, sys
sys.path.insert(0, {root!r})
from pathlib import Path
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from desktop.controller import GameController
from desktop.saves import SaveStore
from engine.core import Setup
from engine.registry import get_game
store = SaveStore(Path({store!r}))
game = get_game("quest")
names = tuple(f"P{{i}}" for i in range(7))
options = {{"mode": "physical"}}
setup = Setup("quest", names, game.recommended_roles(7, game.options_with_defaults(options)), options)
saved = store.unfinished()
if saved:
    c = GameController.resume(saved[0].path, store)
else:
    c = GameController.new_game(game, setup, store, seed=5)
rng = random.Random(len(c.session.actions))
while c.result() is None:
    choices = c.choices()
    if not choices:
        break
    c.act(rng.choice(choices).sample(rng))
    print(len(c.session.actions), flush=True)
print("over", flush=True)
"""


def kills(n: int) -> None:
    rng = random.Random(1)
    lost = 0
    resumed = 0
    finished = 0
    for i in range(n):
        with tempfile.TemporaryDirectory() as tmp:
            code = CHILD.format(root=str(ROOT), store=tmp)
            proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
            time.sleep(rng.uniform(0.3, 1.2))
            proc.send_signal(signal.SIGKILL)
            out, _ = proc.communicate()
            lines = [ln for ln in out.splitlines() if ln.strip().isdigit()]
            done = int(lines[-1]) if lines else 0
            from PySide6.QtCore import QCoreApplication

            QCoreApplication.instance() or QCoreApplication([])
            from desktop.controller import GameController
            from desktop.saves import SaveStore

            store = SaveStore(Path(tmp))
            saved = store.unfinished()
            if not saved:
                if "over" in out or done == 0:
                    finished += 1
                    continue
                lost += 1
                continue
            controller = GameController.resume(saved[0].path, store)
            have = len(controller.session.actions)
            if have < done:
                lost += 1
                print(f"kill {i}: child reported {done} actions, resume found {have}")
            resumed += 1
            controller.close()
    print(f"kills: {n}; resumed {resumed}; finished before the kill {finished}; games with a lost action: {lost}")


def hostile(n: int) -> None:
    from PySide6.QtCore import QCoreApplication

    QCoreApplication.instance() or QCoreApplication([])
    from desktop.saves import ResumeError, check_journal

    rng = random.Random(2)
    good_header = {"format": "tablekeeper-journal", "version": 1, "game": "quest",
                   "players": [f"P{i}" for i in range(5)], "roles": [], "options": {"mode": "physical"}, "seed": 1}
    base = (json.dumps(good_header) + "\n" + json.dumps({"do": {"type": "first_leader", "seat": 0}}) + "\n").encode()
    clear = tracebacks = changed = accepted = 0
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "x.tkjournal"
        for _ in range(n):
            kind = rng.randrange(6)
            data = bytearray(base)
            if kind == 0:
                data = data[: rng.randrange(len(data))]
            elif kind == 1:
                for _ in range(rng.randint(1, 20)):
                    data[rng.randrange(len(data))] = rng.randrange(256)
            elif kind == 2:
                data = bytearray(os.urandom(rng.randint(0, 4000)))
            elif kind == 3:
                data += ("[" * rng.randint(100, 100000)).encode() + b"\n" + b'{"undo":1}\n'
            elif kind == 4:
                data += json.dumps({"do": {"type": "team", "player": rng.randint(-5, 50), "players": "x" * 100}}).encode() + b"\n{}\n"
            else:
                header = dict(good_header)
                header[rng.choice(list(header))] = rng.choice([None, 1e308, [], {}, "\u202e", -1, True])
                data = bytearray((json.dumps(header) + "\n{\"undo\":1}\n").encode())
            path.write_bytes(bytes(data))
            before = path.read_bytes()
            try:
                check_journal(path)
                accepted += 1
            except ResumeError as exc:
                if str(exc).strip():
                    clear += 1
            except Exception as exc:  # counting what escapes
                tracebacks += 1
                print(f"traceback: {type(exc).__name__}: {exc}"[:200])
            if path.read_bytes() != before:
                changed += 1
    print(f"hostile files: {n}; clear messages {clear}; accepted as valid {accepted}; tracebacks {tracebacks}; "
          f"files changed {changed}")


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "hostile"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else (100 if what == "kills" else 1000)
    kills(count) if what == "kills" else hostile(count)
    sys.stdout.flush()
    os._exit(0)
