"""A table in a child process, for kill -9 tests: ``python -m tests.desktop.table_child HOME SCENARIO``.

It plays the real app through the table driver up to the moment the scenario names, prints ``READY`` and keeps
the event loop running until it is killed (the parent sends SIGKILL: no clean-up of any kind runs).
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TABLEKEEPER_SILENT", "1")


class Waiter:
    """The little of pytest-qt's qtbot the driver uses."""

    def waitUntil(self, condition: Callable[[], bool], timeout: int = 5000) -> None:
        from PySide6.QtWidgets import QApplication

        deadline = time.monotonic() + timeout / 1000
        while not condition():
            if time.monotonic() > deadline:
                raise TimeoutError("condition not met")
            QApplication.processEvents()
            time.sleep(0.005)


def main(home: str, scenario: str) -> int:
    from PySide6.QtWidgets import QApplication

    from tests.companion.phones import LoopBot
    from tests.desktop.table import Table, new_game, play_step

    names = ["Ana", "Binh", "Chi", "Dara"]
    app = QApplication.instance() or QApplication(["tablekeeper"])
    if scenario == "phones":
        return phones_round(Table(LoopBot(), Path(home)), app)
    if scenario.startswith("monkey "):
        return monkey_moves(Table(LoopBot(), Path(home)), app, scenario.removeprefix("monkey "))
    table = Table(Waiter(), Path(home))
    table.launch()
    new_game(table, "One Night Ultimate Werewolf + Daybreak", names, "app")
    if scenario == "deal":
        for name in names[:2]:
            table.hold(f"Hold to see ({name})")
            table.click("I have seen it \u2014 next")
    elif scenario == "night":
        rng = random.Random(1)
        deal_seen = 0
        while True:
            what = play_step(table, rng)
            deal_seen += what == "seen"
            caption = table.console().caption.text()  # the narration's line, as the console shows it
            if what == "seen" and deal_seen > len(names) and not caption.startswith(("Werewolves", "Everyone")):
                break  # a player called after the first role has just seen what they learned
            if what == "over":
                print("OVER", flush=True)
                return 1
    else:
        raise SystemExit(f"unknown scenario {scenario!r}")
    print("READY", table.console().caption.text(), flush=True)
    return app.exec()


def monkey_moves(table: Any, app: Any, spec: str) -> int:
    """The table monkey (tests/desktop/monkey.py) plays a case live for a number of inputs (``spec``: the case's JSON
    and the count, tab-separated); prints READY, the inputs it made and the game as it stands (the durability
    snapshot) for the parent to compare after its own Resume."""
    from tests.desktop.monkey import Case, Monkey

    text, count = spec.rsplit("\t", 1)
    monkey = Monkey(table, Case.from_json(text))
    report = monkey.run(limit=int(count), stop_early=True)
    if report.violation is not None:
        print("VIOLATION", report.violation, flush=True)
        return 1
    if monkey._over():
        print("OVER", len(report.moves), flush=True)
        return 1
    print("READY", json.dumps({"moves": len(report.moves), "snapshot": monkey.snapshot_json()}), flush=True)
    return app.exec()


def phones_round(table: Any, app: Any) -> int:
    """Quest at 7 with six phones: killed in a round of the table that some phones have pressed in. Prints READY and
    the phones' tokens, the server's ports and the seats that pressed (JSON) for the parent to resume with."""
    from tests.desktop.test_phones_rounds import NAMES, QUEST
    from tests.desktop.test_phones_table import join_phones, new_phone_game, play, server_of

    table.launch()
    new_phone_game(table, QUEST, NAMES)
    server = server_of(table)
    controller = table.console().controller
    phones = join_phones(table, server, range(6))

    def half_pressed(_done: list[str]) -> bool:
        turn = controller.round
        return turn is not None and turn.kind == "choice" and bool(turn.pressed)

    play(table, server, phones, random.Random(2), stop=half_pressed)
    assert controller.round is not None
    print("READY", json.dumps({"tokens": {s: p.token for s, p in phones.items()}, "ports": [server.http_port, server.ws_port],
                               "pressed": sorted(controller.round.pressed)}), flush=True)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
