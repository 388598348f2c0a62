"""Phones at a real table (issue 15): the app started as `python3 tablekeeper.py` does, an app-dealt Avalon set up
with the wizard's buttons choosing "Phones", four players on real phone connections (tests/companion/phones.py)
and one on the laptop; played to the end, and quit and resumed with the phones finding their seats again.

After every input, from a phone or on the laptop, the observer checks that no visible text on the console or the
board shows a secret to anyone but its owner, and a seat with a connected phone is never asked to take the laptop.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import QLabel, QSpinBox

from desktop.companion import CompanionServer, SeatBook
from desktop.companion.lang import phone_catalog as catalog
from tests.companion.phones import Phone, audit
from tests.desktop.observer import clean
from tests.desktop.table import Table, laptop_holder, play_step, wizard_page_title

AVALON = "The Resistance: Avalon"
NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil"]
PRIVATE_VOTES = "The laptop collects the team votes"
PHONES = "Phones: each player opens the page on their own phone (same Wi-Fi)"
LANGS = ("en", "vi", "fa", "zh_TW")


def new_phone_game(table: Table, game_title: str, players: list[str], switch_on: tuple[str, ...] = (),
                   answer: str | None = None) -> list[str]:
    """The setup wizard with the mouse and keyboard, as tests/desktop/table.py's new_game, dealing with phones."""
    from PySide6.QtWidgets import QLineEdit

    wizard = table.shell.wizard
    table.qtbot.waitUntil(lambda: table.has_button("Next >"), timeout=15000)
    table.pick_list_item(game_title)
    table.click("Next >")
    count = next(w for w in wizard.currentPage().findChildren(QSpinBox) if w.isVisible())
    table.type_into(count, str(len(players)))
    edits = [e for e in wizard.currentPage().findChildren(QLineEdit) if e.isVisible() and not isinstance(e.parent(), QSpinBox)]
    for edit, name in zip(edits, players, strict=True):
        table.type_into(edit, name)
    table.click("Next >")
    for option in switch_on:
        if not table.button(option).isChecked():
            table.click(option)
        assert table.button(option).isChecked()
    table.click("Next >")
    table.click(PHONES)
    assert table.button(PHONES).isChecked()
    while wizard_page_title(table) != "Ready":
        table.click("Next >")
    assert table.sees("Dealing: the app deals, the players use their phones"), table.texts()
    seen: list[str] = []
    if answer is None:
        table.click("Start")
    else:  # a notice opens as the game starts
        with table.answering(answer) as seen:
            table.click("Start")
    table.qtbot.waitUntil(lambda: table.console() is not None and table.console().isVisible(), timeout=10000)
    table.check()
    return seen


def server_of(table: Table) -> CompanionServer:
    console = table.console()
    assert console is not None and console.phones is not None, "the game started without its phone server"
    assert console.phones.listening
    return console.phones


def synced(table: Table, server: CompanionServer, phones: dict[int, Phone]) -> None:
    table.qtbot.waitUntil(lambda: all((s := p.latest_state()) is not None and s["rev"] == server.rev
                                      for p in phones.values()), timeout=10_000)


def phone_input(table: Table, server: CompanionServer, phones: dict[int, Phone], rng: random.Random) -> str | None:
    """What a phone's player does now, if one has something to do: look at what is new for them, or make a choice
    (tapping any button: a forbidden one is refused after Send, and they choose again)."""
    controller = table.console().controller
    synced(table, server, phones)
    for delivery in controller.pending_deliveries():
        # (in a round of the table the phone's round screen has its own press: "I have looked")
        if delivery.seat in phones and not (phones[delivery.seat].latest_state() or {}).get("round"):
            phone = phones[delivery.seat]
            phone.send({"type": "seen", "rev": phone.latest_state()["rev"]})  # held "Hold to look", then let go
            table.qtbot.waitUntil(lambda s=delivery.seat: all(d.seat != s for d in controller.pending_deliveries()))
            table._after_input()
            return "seen"
    for phone in phones.values():
        state = phone.latest_state()
        if state is None or not state["choices"]:
            continue
        form = rng.choice(state["choices"])
        for _attempt in range(50):
            params: dict[str, Any] = {}
            for param in form["params"]:
                if form["secret"]:
                    assert all(o["enabled"] and o["reason"] == "" for o in param["options"]), "a secret screen's tell"
                values = [o["value"] for o in param["options"] if o["enabled"]]
                params[param["key"]] = (rng.choice(values) if param["kind"] == "one"
                                        else sorted(rng.sample(values, param["size"])))
            phone.skip()
            phone.send({"type": "act", "rev": state["rev"], "action": form["type"], "params": params})
            answer = phone.expect_one("accepted", "refused")
            if answer["type"] == "accepted":
                break
            assert answer["code"] == "engine", answer
        assert answer["type"] == "accepted", answer
        table._after_input()
        return f"phone:{form['type']}"
    return None


def check_no_handover_to_phones(table: Table, phones: dict[int, Phone]) -> None:
    players = list(table.console().controller.players)
    holder = laptop_holder(table, players)
    assert holder is None or players.index(holder) not in phones, f"{holder}, whose phone is connected, is asked to take the laptop"


def join_phones(table: Table, server: CompanionServer, seats: range | list[int]) -> dict[int, Phone]:
    phones = {seat: Phone(table.qtbot, server, lang=LANGS[seat % 4]) for seat in seats}
    for seat, phone in phones.items():
        state = phone.join(seat)
        assert state["seat"] == seat and state["name"] == server.controller.players[seat]
        table._after_input()
    table.qtbot.waitUntil(lambda: all(server.seat_state(s) == "connected" for s in phones))
    return phones


def play(table: Table, server: CompanionServer, phones: dict[int, Phone], rng: random.Random, limit: int = 2000,
         stop: Any = None) -> list[str]:
    done: list[str] = []
    for _ in range(limit):
        if stop is not None and stop(done):
            return done
        what = phone_input(table, server, phones, rng) or play_step(table, rng)
        check_no_handover_to_phones(table, phones)
        if what == "over":
            return done
        done.append(what)
    raise AssertionError(f"no end after {limit} inputs: {done[-30:]}")


def test_avalon_with_four_phones_and_one_laptop_seat_played_to_the_end(table: Table) -> None:
    table.launch()
    new_phone_game(table, AVALON, NAMES, switch_on=(PRIVATE_VOTES,))
    server = server_of(table)
    console = table.console()
    assert console.phones_dock is not None and console.phones_dock.isVisible()
    panel = console.phones_panel
    assert panel is not None and panel.join.url() == server.url and table.sees(server.url)
    assert table.sees("Your phone must be on the same Wi-Fi as the laptop.") or any(
        "same Wi-Fi as the laptop" in t for t in table.texts())
    # Nobody has joined yet: the deal goes to the laptop. Four phones join; Emil stays on the laptop.
    assert laptop_holder(table, NAMES) == "Ana"
    phones = join_phones(table, server, range(4))
    states = {seat: clean(panel.states[seat].text()) for seat in range(5)}
    assert states == {0: "phone connected", 1: "phone connected", 2: "phone connected", 3: "phone connected",
                      4: "no phone (the laptop)"}
    assert laptop_holder(table, NAMES) == "Emil", "the phones' seats look on their phones"
    # The table never waits for a phone to look at its card (issue 31): no "Waiting for Ana's phone." at the deal.
    assert not any(isinstance(w, QLabel) and w.isVisible() and clean(w.text()) == "Waiting for Ana's phone."
                   for w in console.findChildren(QLabel, "phone_waiting"))
    joined_at = len(table.handovers) - 1  # the hand-over to Emil shown once the phones had joined
    done = play(table, server, phones, random.Random(5))
    assert table.sees("The game is over.")
    assert done.count("phone:vote") >= 8 and "phone:play" in done, done  # two team votes at least, a quest card
    assert "seen" in done  # the phones looked at their cards; Emil saw his on the laptop
    assert table.observer.private_seen_by_owner >= 1
    assert table.handovers[:joined_at] == ["Ana", "Binh", "Chi", "Dara"]  # the deal moved on as each phone joined
    assert set(table.handovers[joined_at:]) == {"Emil"}, table.handovers
    synced(table, server, phones)
    assert all(p.latest_state()["result"] for p in phones.values())
    assert audit(console.controller, phones) > 20
    assert server.errors == 0
    # Release: the seat is free again, its phone goes back to the seat list, and the laptop takes over.
    table.click(panel.releases[1])
    assert server.seat_state(1) == "free" and clean(panel.states[1].text()) == "no phone (the laptop)"
    assert phones[1].expect("seats")


def test_quit_and_relaunch_the_phones_find_their_seats(table: Table) -> None:
    table.launch()
    new_phone_game(table, AVALON, NAMES, switch_on=(PRIVATE_VOTES,))
    server = server_of(table)
    phones = join_phones(table, server, range(4))
    tokens = {seat: phone.token for seat, phone in phones.items()}
    # Play into the first team vote, then quit with the votes half in.
    play(table, server, phones, random.Random(8), stop=lambda done: "phone:vote" in done)
    ports = (server.http_port, server.ws_port)
    table.quit()
    # The server stopped with the console: every page lost its connection.
    table.qtbot.waitUntil(lambda: all(p.closed for p in phones.values()), timeout=10_000)
    table.launch()
    table.qtbot.waitUntil(lambda: table.has_button("Resume"), timeout=5000)
    table.click("Resume")
    server = server_of(table)
    assert (server.http_port, server.ws_port) == ports, "the resumed game listens where the pages left it"
    assert SeatBook.from_json(table.console().controller.phone_book).taken_seats() == [0, 1, 2, 3]
    # Each page reconnects by itself with its stored token: no seat list, the seat's current state.
    back = {seat: Phone(table.qtbot, server, lang=LANGS[seat], token=tokens[seat]) for seat in tokens}
    for seat, phone in back.items():
        state = phone.join(seat)
        assert not any(m["type"] == "seats" for m in phone.messages)
        assert state["seat"] == seat
        own = [catalog(LANGS[seat]).render(e.msg) for e in table.console().controller.session.events(seat)
               if isinstance(e.audience, tuple) and e.msg is not None]
        assert state["secret"]["lines"] == own
    table.qtbot.waitUntil(lambda: all(server.seat_state(s) == "connected" for s in back))
    check_no_handover_to_phones(table, back)
    play(table, server, back, random.Random(9))
    assert table.sees("The game is over.")
    assert audit(table.console().controller, back) > 5


def test_phones_that_cannot_listen_leave_the_game_to_the_laptop(table: Table, monkeypatch: Any) -> None:
    """The laptop cannot open a port (here: an address that is not the laptop's): the moderator is told, and the
    game is the pass-the-laptop game."""
    import desktop.companion.panel

    monkeypatch.setattr(desktop.companion.panel, "PHONE_HOST", "203.0.113.7")  # TEST-NET-3: never this machine's
    table.launch()
    seen = new_phone_game(table, AVALON, NAMES, answer="OK")
    assert "could not open a network port" in seen[0] and "laptop passed round" in seen[0], seen
    console = table.console()
    assert console.phones is None and console.phones_dock is None
    assert laptop_holder(table, NAMES) == "Ana"
    assert not console.controller.phone_book


def test_the_join_code_is_drawn_crisp_at_tv_size(qtbot: Any) -> None:
    """The join panel's QR code has whole pixels per module at any size (a TV's 1080 lines), the address as text."""
    from desktop.companion import join_qr_matrix
    from desktop.companion.join_panel import JoinPanel

    url = "http://192.168.1.20:43117/"
    panel = JoinPanel(url)
    qtbot.addWidget(panel)
    panel.resize(1000, 1080)
    panel.show()
    qtbot.waitUntil(lambda: panel.qr.height() > 600)
    image = panel.qr.image()
    assert image is not None
    modules = len(join_qr_matrix(url)) + 8
    assert image.width() == image.height() and image.width() % modules == 0 and image.width() // modules >= 10
    scale = image.width() // modules
    colours = {image.pixelColor(x, y).name() for x in range(image.width()) for y in range(0, image.height(), 7)}
    assert colours == {"#000000", "#ffffff"}  # no smoothing: black and white only
    matrix = join_qr_matrix(url)
    for y in (0, 3, len(matrix) - 1):
        for x in range(len(matrix)):
            centre = image.pixelColor((x + 4) * scale + scale // 2, (y + 4) * scale + scale // 2).name()
            assert (centre == "#000000") == matrix[y][x]
    assert clean(panel.address.text()) == url
    assert "same Wi-Fi as the laptop" in panel.hint.text()
    # Black on a white card on any board theme, and text that reads from the sofa at a TV's size.
    from PySide6.QtGui import QPalette

    assert panel.palette().color(QPalette.ColorRole.Window).name() == "#ffffff"
    assert panel.address.palette().color(QPalette.ColorRole.WindowText).name() == "#000000"
    assert panel.address.font().pixelSize() >= 40 and panel.hint.font().pixelSize() >= 30
    small = panel.address.font().pixelSize()
    panel.resize(300, 500)
    qtbot.waitUntil(lambda: panel.address.font().pixelSize() < small)
    assert panel.width() <= 300, "the text never widens the panel"


def test_a_phone_that_goes_away_gives_its_seat_back_to_the_laptop_until_it_returns(table: Table) -> None:
    table.launch()
    new_phone_game(table, AVALON, NAMES, switch_on=(PRIVATE_VOTES,))
    server = server_of(table)
    console = table.console()
    phones = join_phones(table, server, range(4))
    rng = random.Random(3)
    while laptop_holder(table, NAMES) == "Emil":  # Emil looks at his card on the laptop
        play_step(table, rng)
    assert laptop_holder(table, NAMES) is None
    waiting = {clean(w.text()) for w in console.findChildren(QLabel, "phone_waiting") if w.isVisible()}
    assert waiting == set(), "the table never waits for a phone to look at its card (issue 31)"
    token = phones[0].token
    phones.pop(0).close()  # Ana's phone sleeps before she looked
    table.qtbot.waitUntil(lambda: server.seat_state(0) == "away")
    table.check()
    assert clean(console.phones_panel.states[0].text()) == "phone away (the laptop until it is back)"
    assert laptop_holder(table, NAMES) == "Ana"
    back = Phone(table.qtbot, server, lang="en", token=token)
    back.join(0)
    table.qtbot.waitUntil(lambda: server.seat_state(0) == "connected")
    table.check()
    assert laptop_holder(table, NAMES) is None
    back.send({"type": "seen", "rev": server.rev})
    table.qtbot.waitUntil(lambda: all(d.seat != 0 for d in console.controller.pending_deliveries()))
    table.check()


def test_a_phone_voting_does_not_close_the_card_open_on_the_laptop(table: Table) -> None:
    """Emil has opened his vote on the laptop while the phones vote: a phone's vote refreshes the console, and
    Emil's card stays open in his hands (he is not asked to open it again)."""
    table.launch()
    new_phone_game(table, AVALON, NAMES, switch_on=(PRIVATE_VOTES,))
    server = server_of(table)
    console = table.console()
    phones = join_phones(table, server, range(4))
    rng = random.Random(4)

    def votes_open(_done: list[str]) -> bool:
        return console.private_card is not None and any(c.type == "vote" and c.player == 4 for c in console.controller.choices())

    for _ in range(300):  # the laptop and the phones play until the first team vote opens
        if votes_open([]):
            break
        if any(c.type == "vote" for c in console.controller.choices()):
            play_step(table, rng)  # the laptop's turn first: Emil's card
            continue
        phone_input(table, server, phones, rng) or play_step(table, rng)
    assert votes_open([]), "no team vote came"
    table.click("I am Emil: show my choice")
    assert console.private_card.opened
    synced(table, server, phones)
    voter = next(s for s, p in phones.items() if any(c["type"] == "vote" for c in p.latest_state()["choices"]))
    phones[voter].skip()
    phones[voter].send({"type": "act", "rev": server.rev, "action": "vote", "params": {"vote": "approve"}})
    assert phones[voter].expect("accepted")
    table._after_input()
    assert console.private_card is not None and console.private_card.opened, "Emil's card closed under him"
    assert console.private_card.forms[0].isVisible()
    assert not table.has_button("I am Emil: show my choice")


def test_the_board_shows_the_join_code_beside_the_table_and_hides_it(qtbot, language) -> None:
    from desktop.board import BoardWindow
    from desktop.companion.join_panel import JoinPanel
    from desktop.games import plugin_for
    from engine.core import Setup
    from engine.registry import get_game

    game = get_game("avalon")
    setup = Setup("avalon", ("Ana", "Binh", "Chi", "Dara", "Emil"), game.recommended_roles(5, {}), {"mode": "app"})
    board = BoardWindow(plugin_for(game), setup)
    qtbot.addWidget(board)
    board.resize(1920, 1080)
    board.show()
    assert board.findChild(JoinPanel) is None, "no phone layer on a board without phones"
    board.show_join("http://192.168.1.20:8123/")
    panel = board.findChild(JoinPanel)
    assert panel is not None
    qtbot.waitUntil(lambda: panel.isVisible() and panel.width() > 0)
    assert panel.geometry().top() >= board.panel.geometry().bottom(), "under the table, not over it (issue 31)"
    board.show_join(None)
    assert not panel.isVisible()


def test_choosing_phones_has_the_team_votes_made_on_the_phones(table: Table) -> None:
    """Phones chosen on the Dealing page switch Avalon's private team votes on: each phone votes secretly."""
    table.launch()
    new_phone_game(table, AVALON, NAMES)
    console = table.console()
    assert console.controller.setup.options.get("private_votes") is True
    server = server_of(table)
    phones = join_phones(table, server, range(5))
    done = play(table, server, phones, random.Random(6), stop=lambda done: "phone:vote" in done)
    assert "phone:vote" in done
    votes = [m for m in phones[0].messages if m.get("type") == "state" and any(c["type"] == "vote" for c in m["choices"])]
    # Every seat is on a phone here: the wording for a mixed table, or (issue 31, point 7) the one for phones only.
    on_phones = {"Each player votes privately, on their phone or on the laptop; the votes are shown together when all "
                 "are in.", "Each player votes privately on their phone; the votes are shown together when all are in."}
    assert votes and all(m["phase"] in on_phones for m in votes), "a phone is told to vote on the laptop"
