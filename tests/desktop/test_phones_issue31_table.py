"""Issue 31 with the console, its board and real phone clients: the table never waits for a phone to look (point 2),
and the Lady of the Lake's checked player answers on their phone (point 7)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel

from desktop.console.window import ConsoleWindow
from desktop.controller import GameController
from desktop.games import plugin_for
from engine.core import Setup
from engine.registry import get_game
from tests.companion.conftest import NAMES
from tests.companion.phones import WAIT_MS, Phone
from tests.desktop.drive import manual_narrator, pass_the_laptop


def _console(qtbot: Any, store: Any, game_id: str, count: int, options: dict[str, Any] | None = None,
             roles: tuple[str, ...] | None = None, seed: int = 5) -> ConsoleWindow:
    game = get_game(game_id)
    options = game.options_with_defaults({"mode": "app", **(options or {})})
    setup = Setup(game_id, NAMES[:count], roles or tuple(game.recommended_roles(count, options)), options)
    controller = GameController.new_game(game, setup, store, seed=seed)
    console = ConsoleWindow(controller, plugin_for(game), narrator=manual_narrator())
    qtbot.addWidget(console)
    qtbot.addWidget(console.board)
    console.show()
    assert console.start_phones()
    return console


def _join(qtbot: Any, console: ConsoleWindow, seats: range | list[int]) -> dict[int, Phone]:
    server = console.phones
    assert server is not None
    phones = {}
    for seat in seats:
        phones[seat] = Phone(qtbot, server)
        phones[seat].join(seat)
    qtbot.waitUntil(lambda: all(server.seat_state(s) == "connected" for s in seats), timeout=WAIT_MS)
    return phones


def _synced(qtbot: Any, console: ConsoleWindow, phones: dict[int, Phone]) -> None:
    server = console.phones
    assert server is not None
    qtbot.waitUntil(lambda: all((p.latest_state() or {}).get("rev") == server.rev for p in phones.values()), timeout=WAIT_MS)


def test_the_deal_does_not_wait_for_phones_to_look_and_their_cards_stay_new(qtbot: Any, language: Any, store: Any) -> None:
    """One Night at 5, four phones and Ana on the laptop: once Ana has seen her card the night can begin although no
    phone has held to look; each phone's card is on it at once, marked new until held; the night action's own
    screen shows the card of the player called."""
    console = _console(qtbot, store, "onuw", 5)
    controller, plugin = console.controller, console.plugin
    phones = _join(qtbot, console, range(1, 5))
    console.refresh()
    assert controller.dealing(), "Ana has not seen her card yet"
    assert console.delivery_card is not None
    _synced(qtbot, console, phones)
    for seat, phone in phones.items():
        state = phone.latest_state()
        assert state is not None and state["new"], seat
        assert any("You were dealt the" in line for line in state["secret"]["lines"]), seat
    assert pass_the_laptop(console, lambda forms: None) == "delivery"
    # Nobody waits for the phones: the deal is over, the narration may start, the laptop shows no waiting.
    assert not controller.dealing()
    assert console.delivery_card is None
    assert not [w for w in console.findChildren(QLabel, "phone_waiting") if w.isVisible()]
    assert console.n_start.isEnabled() or not console._script_loaded
    _synced(qtbot, console, phones)
    assert all((p.latest_state() or {})["new"] for p in phones.values()), "a card is new until its player holds it"
    # Binh holds to look: only his mark goes.
    server = console.phones
    assert server is not None
    phones[1].send({"type": "seen", "rev": server.rev})
    qtbot.waitUntil(lambda: not (phones[1].latest_state() or {}).get("new"), timeout=WAIT_MS)
    _synced(qtbot, console, phones)
    assert all((phones[s].latest_state() or {})["new"] for s in (2, 3, 4))
    # Chi is called at night without having looked: her night screen says what she was dealt.
    plugin.wake_open = True
    console.phone_offers_changed()
    qtbot.waitUntil(lambda: any(p.latest_state()["choices"] for p in phones.values()), timeout=WAIT_MS)
    called = [s for s, p in phones.items() if p.latest_state()["choices"]]
    for seat in called:
        notes = [c["note"] for c in phones[seat].latest_state()["choices"]]
        dealt = [line for line in phones[seat].latest_state()["secret"]["lines"] if "You were dealt the" in line]
        assert dealt and all(dealt[0] in note for note in notes), (seat, notes)
    console.close()


def _laptop_words(console: ConsoleWindow) -> list[str]:
    from desktop.boardtext import BoardText

    texts = [w.text() for w in console.board.findChildren(BoardText) if w.text()]
    texts += [w.text() for w in console.findChildren(QLabel) if w.isVisible() and w.text()]
    return [t for t in texts if "laptop" in t and ("votes" in t or "looks at their card" in t or "Eyes closed" in t)]


def test_phone_games_word_the_tv_and_console_for_phones(qtbot: Any, language: Any, store: Any) -> None:
    """The deal's status and Avalon's private vote say "their phone" where seats are on phones, not "the laptop"."""
    console = _console(qtbot, store, "onuw", 5)
    _join(qtbot, console, range(1, 5))
    console.refresh()
    assert console.board._status == "The cards are being dealt: everyone looks at their card on their phone or on the laptop."
    console.close()

    console = _console(qtbot, store, "avalon", 5, {"private_votes": True}, seed=3)
    controller = console.controller
    phones = _join(qtbot, console, range(0, 5))
    for _ in range(50):
        if any(c.type == "vote" for c in controller.choices()):
            break
        choice = next(c for c in controller.choices() if c.player is None or c.type in ("begin", "propose", "team"))
        controller.act(next(a for a in choice.actions() if controller.explain(a) is None))
    console.refresh()
    assert any(c.type == "vote" for c in controller.choices())
    assert console.board.instruction.text() == (
        "Each player votes privately on their phone; the votes are shown together when all are in.")
    assert console.phase.text() == console.board.instruction.text()
    assert not _laptop_words(console)
    _synced(qtbot, console, phones)
    assert phones[0].latest_state()["phase"] == console.board.instruction.text()
    console.close()


def test_the_lady_of_the_lakes_checked_player_answers_on_their_phone(qtbot: Any, language: Any, store: Any) -> None:
    """Avalon at 7 with the Lady, a phone at every seat: the checked player's phone, which says "confirm the loyalty
    you show", offers Good and Evil; the forbidden one is refused with the rules' reason, the right one ends the
    check (the console no longer answers for a phone by itself)."""
    import random

    console = _console(qtbot, store, "avalon", 7, {"lady_of_the_lake": True}, seed=8)
    controller = console.controller
    server = console.phones
    assert server is not None
    phones = _join(qtbot, console, range(7))
    rng = random.Random(3)
    for _ in range(400):
        console.refresh()
        if controller.result() is not None:
            break
        answer = next((c for c in controller.choices() if c.type == "answer_check"), None)
        if answer is not None:
            break
        choice = rng.choice(controller.choices())
        controller.act(rng.choice([a for a in choice.actions() if controller.explain(a) is None]))
    assert answer is not None and answer.player is not None, "no loyalty check waited for its player's phone"
    phone = phones[answer.player]
    _synced(qtbot, console, phones)
    state = phone.latest_state()
    assert any("confirm the loyalty you show" in line for line in state["secret"]["lines"])
    forms = [c for c in state["choices"] if c["type"] == "answer_check"]
    assert len(forms) == 1 and [o["value"] for o in forms[0]["params"][0]["options"]] == ["good", "evil"]
    allowed = next(iter(answer.params["show"].values))
    wrong = "evil" if allowed == "good" else "good"
    phone.skip()
    phone.send({"type": "act", "rev": state["rev"], "action": "answer_check", "params": {"show": wrong}})
    assert phone.expect("refused")["code"] == "engine"
    phone.send({"type": "act", "rev": state["rev"], "action": "answer_check", "params": {"show": allowed}})
    phone.expect("accepted")
    assert not any(c.type == "answer_check" for c in controller.choices())
    console.close()


def test_the_join_code_leaves_the_tv_once_every_seat_has_joined_and_comes_back_on_request(
        qtbot: Any, language: Any, store: Any) -> None:
    """One Night's TV shows the code on its night screen during the deal; it goes once every seat has a phone or
    plays on the laptop, and "Show the code on the TV board" brings it back."""
    console = _console(qtbot, store, "onuw", 5)
    board = console.board
    board.resize(1920, 1080)
    board.show()
    console.refresh()
    assert board.night_shown(), "One Night is dealt on the night screen"
    join = board.join
    assert join is not None
    qtbot.waitUntil(lambda: join.isVisible(), timeout=WAIT_MS)
    assert join.parent() is board.night
    server = console.phones
    assert server is not None and console.phones_panel is not None
    _join(qtbot, console, range(1, 5))
    assert join.isVisible(), "Ana's seat is still free"
    server.set_laptop(0, True)
    qtbot.waitUntil(lambda: not join.isVisible(), timeout=WAIT_MS)
    assert not console.phones_panel.on_board.isChecked()
    console.phones_panel.on_board.setChecked(True)  # the moderator shows it on request
    assert join.isVisible()
    console.refresh()
    assert join.isVisible(), "a refresh leaves the code the moderator asked for"
    console.close()
