"""Issue 30, One Night dealt by the app: the night on the laptop, played through the real windows.

Every private night event reaches its owner on a held screen during their call (the Insomniac, the Doppelgänger's
copies, the Seer's and P.I.'s looks ...); a call's time running out is said on the open screen, never lost in
silence; a tap cannot open the night screen (it is held to open); no night screen names a seat; a countdown runs on
the laptop's night screen and on the TV; and a table's step length lengthens the wake calls only.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel, QSpinBox, QWidget

from desktop.console import HoldButton
from desktop.text import render_msg
from engine.games.onuw import data as D  # noqa: N812
from tests.desktop.observer import clean
from tests.desktop.table import (
    PLAYERS,
    Table,
    hold_to_open,
    play_step,
    tr,
    wizard_page_title,
)

ONUW = "One Night Ultimate Werewolf + Daybreak"
#: Every role that wakes and learns something or acts, over two tables of ten.
DECKS = {
    "lookers": ["doppelganger", "werewolf", "minion", "mason", "mason", "seer", "robber", "troublemaker", "drunk",
                "insomniac", "apprentice_seer", "paranormal_investigator", "revealer"],
    "movers": ["sentinel", "alpha_wolf", "mystic_wolf", "witch", "curator", "village_idiot", "insomniac", "doppelganger",
               "seer", "robber", "werewolf", "troublemaker", "drunk"],
}


def start_one_night(table: Table, roles: list[str], seed: int = 1) -> list[str]:
    """The wizard with the mouse and keys: One Night, ten players, exactly ``roles`` (the role counters typed in),
    dealt by the app."""
    table.deal_seed = seed
    table.launch()
    players = PLAYERS[:len(roles) - 3]
    wizard = table.shell.wizard
    table.qtbot.waitUntil(lambda: table.has_button("Next >"), timeout=15000)
    table.pick_list_item(ONUW)
    table.click("Next >")
    count = next(w for w in wizard.currentPage().findChildren(QSpinBox) if w.isVisible())
    table.type_into(count, str(len(players)))
    from PySide6.QtWidgets import QLineEdit

    edits = [e for e in wizard.currentPage().findChildren(QLineEdit) if e.isVisible() and not isinstance(e.parent(), QSpinBox)]
    for edit, name in zip(edits, players, strict=True):
        table.type_into(edit, name)
    table.click("Next >")
    page = wizard.currentPage()
    for spin in [s for s in page.findChildren(QSpinBox) if s.objectName().startswith("role_")]:
        wanted = roles.count(spin.objectName().removeprefix("role_"))
        if spin.value() != wanted:
            table.type_into(spin, str(wanted))
    roles_now = sorted(table.shell.wizard.model.roles)
    assert roles_now == sorted(roles), roles_now
    table.click("Next >")
    table.click("The app deals (pass the laptop round to see your role)")
    while wizard_page_title(table) != "Ready":
        table.click("Next >")
    table.click("Start")
    table.qtbot.waitUntil(lambda: table.console() is not None and table.console().isVisible(), timeout=10000)
    table.check()
    return players


class HeldTexts:
    """Every text visible on the laptop while a hold button is pressed (what its holder read)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.texts: list[str] = []
        original = table.check

        def check() -> None:
            original()
            console = table.console()
            if console is not None and any(b.isDown() for b in console.findChildren(HoldButton)):
                self.texts.extend(text for kind, _w, text in table.observer.visible_texts() if kind == "console")

        table.check = check  # type: ignore[method-assign]

    def shown(self, text: str) -> bool:
        return any(text in seen for seen in self.texts)


def night_events(table: Table) -> list[Any]:
    """The private events of the night's calls (a call's step in their data), in order."""
    session = table.console().controller.session
    return [e for e in session.events() if isinstance(e.audience, tuple) and e.msg is not None
            and isinstance(e.data, Mapping) and e.data.get("step") in D.STEP_BY_ID]


def phase(table: Table) -> str:
    return str(table.console().controller.public_view().get("phase"))


def night_panel(table: Table) -> QWidget | None:
    from desktop.night import NightPanel

    console = table.console()
    panels = [p for p in console.findChildren(NightPanel) if p.isVisible()] if console is not None else []
    return panels[0] if panels else None


def play_night(table: Table, rng: random.Random, each: Callable[[], None] = lambda: None) -> list[str]:
    done: list[str] = []
    for _ in range(2000):
        if phase(table) != "night" and not table.console().controller.dealing():
            return done
        done.append(play_step(table, rng))
        each()
    raise AssertionError("the night did not end")


@pytest.mark.parametrize("deck", sorted(DECKS))
def test_every_private_night_event_reaches_its_owner_on_a_held_screen(table: Table, deck: str) -> None:
    """Point 1: every call's information (the Insomniac's card, the Doppelgänger's copy and her copy's look, the
    Seer's, P.I.'s, Robber's, Witch's ...) shows on the screen its owner opens and holds during their call; none
    is journaled as seen before it was held, and none is missed when its owner comes."""
    players = start_one_night(table, DECKS[deck])
    held = HeldTexts(table)
    rng = random.Random(4)
    names_on_night_screens: list[str] = []

    def no_names() -> None:  # point 3: no night screen, panel, caption or prompt names a seat
        panel = night_panel(table)
        if panel is None:
            return
        for label in panel.findChildren(QLabel) + panel.findChildren(HoldButton):
            text = clean(label.text()) if label.isVisible() else ""
            names_on_night_screens.extend(f"{name}: {text!r}" for name in players if name in text)
        for box in panel.findChildren(QWidget):
            title = getattr(box, "title", None)
            if callable(title) and box.isVisible():
                names_on_night_screens.extend(f"{name}: {title()!r}" for name in players if name in clean(title()))

    done = play_night(table, rng, each=no_names)
    assert "open" in done and "seen" in done
    events = night_events(table)
    missing = [render_msg(e.msg) for e in events if not held.shown(clean(render_msg(e.msg)))]
    print(f"{deck}: {len(events)} private night events, {len(events) - len(missing)} read on a held screen")
    assert events and not missing, missing
    unowned = [render_msg(e.msg) for e in events if id(e) not in table.observer.held_events]
    assert not unowned, f"read on a held screen, but not while its own call or its owner was asked for: {unowned}"
    assert not names_on_night_screens, names_on_night_screens[:5]
    journal = [json.loads(line) for line in Path(table.console().controller.journal_path).read_text().splitlines()[1:]]
    assert not any("missed" in line for line in journal), "every call's player came: nothing was missed"


def test_the_insomniac_sees_her_card_at_her_call(table: Table) -> None:
    """Point 1 as the new user met it: at the Insomniac's call the screen opens on "Hold to see", not "nothing for you",
    and the journal has no "seen" for her before she held it."""
    roles = ["werewolf", "werewolf", "seer", "robber", "troublemaker", "insomniac", "villager", "villager"]
    players = start_one_night(table, roles, seed=1)  # the Insomniac is dealt to a player
    rng = random.Random(1)
    controller = table.console().controller
    path = Path(controller.journal_path)
    _to_call(table, "insomniac", rng)
    seat = controller.session.game.view(controller.session.state, "moderator")
    lines = [json.loads(line) for line in path.read_text().splitlines()[1:]]
    holder = next((s for s in range(len(players)) if any(
        e.data.get("step") == "insomniac" for d in controller.pending_deliveries() if d.seat == s for e in d.events)), None)
    assert holder is not None, f"the Insomniac's look waits for her: {seat.get('step')}"
    assert {"seen": holder, "step": "insomniac"} not in lines and {"seen": holder} not in lines[-3:]
    hold_to_open(table)
    assert table.has_button(tr("NightPanel", "Hold to see what you learned")), table.texts()
    assert not table.sees(tr("NightPanel", "There is nothing for you to choose now."))
    seen = table.hold(tr("NightPanel", "Hold to see what you learned"))
    assert any("You look at your card" in text for text in seen), seen
    table.click(tr("NightPanel", "Done \u2014 close"))
    lines = [json.loads(line) for line in path.read_text().splitlines()[1:]]
    assert lines[-1] == {"seen": holder, "step": "insomniac"}


def _to_call(table: Table, role_step: str, rng: random.Random) -> None:
    plugin = table.console().plugin
    for _ in range(400):
        if plugin.call_steps[-1:] == (role_step,) and not plugin.time_up and table.has_button(tr("NightPanel", "Hold to open")):
            return  # the call's wake line is being read, its screen closed
        play_step(table, rng)
    raise AssertionError(f"no call of {role_step}")


def test_a_tap_never_opens_the_night_screen_and_time_up_is_said_on_it(table: Table) -> None:
    """Point 3: "Hold to open" opens only when held (a tap, or the last player's finger, does nothing); a countdown
    runs on the laptop and the TV; when the call's time is up while the screen is open, it says so to the player
    holding it, and a mandatory choice made at random is shown to them there, held."""
    roles = ["werewolf", "werewolf", "seer", "robber", "troublemaker", "drunk", "insomniac", "villager"]
    start_one_night(table, roles, seed=1)  # the Drunk is dealt to a player
    rng = random.Random(2)
    _to_call(table, "drunk", rng)
    console = table.console()
    table.click(tr("NightPanel", "Hold to open"))
    assert table.has_button(tr("NightPanel", "Hold to open")), "a tap does not open the night screen"
    panel = night_panel(table)
    assert panel is not None
    clock = clean(panel.clock.text())
    assert clock.startswith(clean(tr("NightPanel", "Time left for this call: {clock}").split("{")[0])), clock
    board = [clean(t.text()) for t in console.board.text_widgets()]
    assert any(t.startswith(clean(tr("OnuwDesktop", "Time left for this call"))) for t in board), board
    hold_to_open(table)
    assert night_panel(table).forms, table.texts()  # the Drunk's choice
    # The Drunk is slow: the moderator's Skip stands for the call's time running out.
    table.click(tr("ConsoleWindow", "Skip to the next line"))
    assert table.sees(tr("NightPanel", "Time is up.")), table.texts()
    # The app exchanged the Drunk's card at random (a mandatory choice) and tells him here, held.
    assert table.sees(tr("NightPanel", "Time is up. Hold to see what you learned.")), table.texts()
    assert not night_panel(table).forms, "no Confirm left to press in vain"
    before = set(table.texts())
    seen = table.hold(tr("NightPanel", "Hold to see what you learned"))
    assert set(seen) - before, "the random exchange shows while held"
    table.click(tr("NightPanel", "Done \u2014 close"))
    # The next call starts closed: nobody's finger opens it by accident.
    table.click(tr("ConsoleWindow", "Skip to the next line"))
    assert table.has_button(tr("NightPanel", "Hold to open"))


def test_a_choice_left_half_made_when_time_is_up_says_so(table: Table) -> None:
    """Point 3: the Troublemaker picks one card, the call's time runs out: her open screen says time is up and
    nothing was done, instead of a Confirm that would vanish or land on the next call."""
    roles = ["werewolf", "seer", "robber", "troublemaker", "villager", "villager", "insomniac", "werewolf"]
    start_one_night(table, roles, seed=3)  # the Troublemaker is dealt to a player
    rng = random.Random(3)
    _to_call(table, "troublemaker", rng)
    hold_to_open(table)
    assert night_panel(table).forms, table.texts()  # the Troublemaker's choice
    table.click(next(b for b in table.buttons() if b.isCheckable() and b.text() == PLAYERS[1]))
    table.click(tr("ConsoleWindow", "Skip to the next line"))
    assert table.sees(tr("NightPanel", "Time is up: nothing was done.")), table.texts()
    assert not night_panel(table).forms


def test_a_table_step_length_lengthens_the_wake_calls_only(qapp) -> None:
    """Point 3: a step length set for the night is every call's length; "close your eyes" and the other lines that
    wake nobody keep their own (a 6-role night took 7 minutes at 30 s)."""
    from desktop.narration import NarrationSettings, Narrator
    from desktop.narration.speakers import FakeSpeaker
    from desktop.narration.timing import ManualClock
    from engine.core import Setup
    from engine.registry import get_game

    game = get_game("onuw")
    roles = ("werewolf", "werewolf", "seer", "robber", "troublemaker", "drunk", "insomniac", "villager", "villager")
    setup = Setup("onuw", tuple(PLAYERS[:6]), roles, {"mode": "app"})
    script = game.script(setup)
    clock = ManualClock()
    narrator = Narrator(settings=NarrationSettings(step_length=30.0), speaker=FakeSpeaker(clock, length=lambda t: 1.0),
                        clock=clock)
    narrator.load(script, "en")
    lengths = dict(zip((s.id for s in script), narrator.planned_lengths, strict=True))
    assert all(lengths[s.id] == 30.0 for s in script if s.id.endswith(".wake"))
    assert lengths["onuw.close_eyes"] == D.FRAME_SECONDS and lengths["onuw.wake_up"] == D.FRAME_SECONDS
    assert all(lengths[s.id] == D.CLOSE_SECONDS for s in script if s.id.endswith(".close"))
    # Without a length of the table's own, an app-dealt call leaves time to reach the laptop, open, choose and look.
    default = game.script(setup)
    assert all(s.duration >= D.DEFAULT_STEP_SECONDS + D.LAPTOP_SECONDS for s in default if s.id.endswith(".wake"))
    narrator.shutdown()
