"""On-demand soak tests of the autosave.

    python benchmarks/soak_desktop.py kills [N]     # N (100) kills at random actions of a scripted game, each resumed
    python benchmarks/soak_desktop.py hostile [N]   # N (1000) corrupted/truncated/hostile files: clear message, file untouched

The kill test runs a child process that plays Quest (physical) through the desktop controller with a fixed seed,
acting, undoing and redoing, and autosaves. Before each operation it prints ``start K`` and after it ``done K
<state>`` (a digest of the session's actions and whether redo is possible). The game is deterministic, so a
reference run first records the state after every operation. Each kill then picks an operation K at random and
waits for the parent's go before each operation: the parent SIGKILLs it at ``start K``, either before letting K
start or a few milliseconds after (during its write and fsync), so every kill lands mid-game, at operation K.
The parent resumes the journal and requires the resumed state to be the state after operation K-1 (the last one
reported written) or after K (written before the kill landed): no reported action lost, nothing undone back.
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
import hashlib, json, random, sys
sys.path.insert(0, {root!r})
from pathlib import Path
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from desktop.controller import GameController
from desktop.saves import SaveStore
from engine.core import Setup
from engine.registry import get_game

def state(c):
    actions = json.dumps([a.to_json() for a in c.session.actions], sort_keys=True)
    return hashlib.sha1(actions.encode()).hexdigest()[:16] + ("+redo" if c.can_redo() else "")

store = SaveStore(Path({store!r}))
game = get_game("quest")
names = tuple(f"P{{i}}" for i in range(7))
options = {{"mode": "physical"}}
setup = Setup("quest", names, game.recommended_roles(7, game.options_with_defaults(options)), options)
c = GameController.new_game(game, setup, store, seed=5)
rng = random.Random(7)
print("done 0", state(c), flush=True)
k = 0
while c.result() is None:
    choices = c.choices()
    if not choices:
        break
    k += 1
    roll = rng.random()
    kind = "redo" if roll < 0.6 and c.can_redo() else "undo" if roll < 0.12 and c.can_undo() else "act"
    print("start", k, kind, flush=True)
    if sys.stdin.readline().strip() != "go":  # the parent lets each operation start (or kills the child here)
        break
    if kind == "undo":
        c.undo()
    elif kind == "redo":
        c.redo()
    else:
        c.act(rng.choice(choices).sample(rng))
    print("done", k, state(c), flush=True)
print("over", flush=True)
"""

STATE = """
def state(c):
    import hashlib, json
    actions = json.dumps([a.to_json() for a in c.session.actions], sort_keys=True)
    return hashlib.sha1(actions.encode()).hexdigest()[:16] + ("+redo" if c.can_redo() else "")
"""


def _child(store: str) -> subprocess.Popen[str]:
    code = CHILD.format(root=str(ROOT), store=store)
    return subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                            bufsize=1)


def _resumed_state(store_dir: str) -> str | None:
    from PySide6.QtCore import QCoreApplication

    QCoreApplication.instance() or QCoreApplication([])
    from desktop.controller import GameController
    from desktop.saves import ResumeError, SaveStore

    namespace: dict[str, object] = {}
    exec(STATE, namespace)  # the child's own digest, so both sides compute the state the same way
    store = SaveStore(Path(store_dir))
    saved = store.unfinished()
    if not saved:
        return None
    try:
        controller = GameController.resume(saved[0].path, store)
    except ResumeError as exc:
        return f"refused: {exc}"
    try:
        return namespace["state"](controller)  # type: ignore[operator]
    finally:
        controller.close()


def _tail(store_dir: str) -> list[str]:
    return [line[:80] for path in Path(store_dir).glob("*.tkjournal") for line in path.read_text().splitlines()[-3:]]


def kills(n: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        proc = _child(tmp)
        out, _ = proc.communicate("go\n" * 100000)
    reference = [line.split()[2] for line in out.splitlines() if line.startswith("done ")]
    if "over" not in out or len(reference) < 10:
        raise SystemExit(f"the reference game did not finish:\n{out[-2000:]}")
    operations = len(reference) - 1
    kinds = [line.split()[2] for line in out.splitlines() if line.startswith("start ")]
    print(f"reference game: {operations} operations ({kinds.count('act')} acts, {kinds.count('undo')} undos, "
          f"{kinds.count('redo')} redos), deterministic", flush=True)
    rng = random.Random(1)
    mid_game = before_write = after_write = lost = came_back = resumed = 0
    by_kind = {"act": 0, "undo": 0, "redo": 0}
    for i in range(n):
        target = rng.randint(1, operations)
        in_flight = rng.random() < 0.5
        with tempfile.TemporaryDirectory() as tmp:
            proc = _child(tmp)
            assert proc.stdout is not None and proc.stdin is not None
            last_done = -1
            killed = False
            for line in proc.stdout:
                words = line.split()
                if words[:1] == ["done"]:
                    last_done = int(words[1])
                    if words[2] != reference[last_done]:
                        raise SystemExit(f"kill {i}: the child left the reference game at operation {last_done}")
                elif words[:2] == ["start", str(target)]:
                    if in_flight:  # let it start, then kill within the next few milliseconds (during its fsync)
                        proc.stdin.write("go\n")
                        proc.stdin.flush()
                        time.sleep(rng.uniform(0, 0.004))
                    proc.send_signal(signal.SIGKILL)
                    by_kind[words[2]] += 1
                    killed = True
                    break
                elif words[:1] == ["start"]:
                    proc.stdin.write("go\n")
                    proc.stdin.flush()
            proc.wait()
            proc.stdout.close()
            proc.stdin.close()
            if not killed or proc.returncode != -signal.SIGKILL:
                print(f"kill {i}: the child ended before operation {target} (exit {proc.returncode})")
                continue
            mid_game += 1
            have = _resumed_state(tmp)
            if have is None:
                lost += 1
                print(f"kill {i} at operation {target}: nothing to resume")
                continue
            if have.startswith("refused: "):
                lost += 1
                print(f"kill {i} at operation {target}: the journal does not resume ({have})")
                continue
            resumed += 1
            if have == reference[target - 1]:
                before_write += 1
            elif have == reference[target]:
                after_write += 1
            elif have in reference[:target - 1]:
                lost += 1
                print(f"kill {i} at operation {target}: resumed an older state (operation "
                      f"{reference.index(have)}): a reported action lost or an undo forgotten; the journal ends {_tail(tmp)}")
            else:
                came_back += 1
                print(f"kill {i} at operation {target}: resumed a state the game never reached (an undone action back?); "
                      f"the journal ends {_tail(tmp)}")
    print(f"kills: {n}; landed mid-game {mid_game}; resumed {resumed}; resumed as of the last reported operation "
          f"{before_write}, with the operation in flight already written {after_write}; games with a reported "
          f"operation lost {lost}; with an unknown state (an undone action back) {came_back}; kills during "
          f"{by_kind['act']} acts, {by_kind['undo']} undos, {by_kind['redo']} redos")


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
