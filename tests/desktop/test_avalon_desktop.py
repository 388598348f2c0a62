"""Avalon through the console (app-dealt with the Trapper, Excalibur and the Witch; physical with the Lady of the Lake),
its board's secrecy (no role tied to a seat, never a card value in the vote table) and readability, timers, wizard data."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from desktop.console import ConsoleWindow
from desktop.controller import GameController
from desktop.games import plugin_for
from desktop.games.avalon import AvalonPlugin
from desktop.games.avalon.board import AvalonBoardPanel
from engine.core import Setup
from engine.games.avalon import data as D  # noqa: N812 - the engine's own alias
from engine.registry import get_game
from tests.desktop.boardcheck import readability_problems, settle
from tests.desktop.drive import manual_narrator, play_to_end, step

LONG_NAMES = ("Alexandrina", "Bartholomew", "Christopher", "Dương Thị Hạnh", "Evangeline", "Fitzgerald", "Guinevere",
              "Hildegarde", "Maximilian", "Ngô Minh Tuấn")
TRAPPER = {"mode": "app", "trapper": True, "excalibur": True}


def with_witch(count: int, options: dict[str, Any]) -> tuple[str, ...]:
    game = get_game("avalon")
    roles = list(game.recommended_roles(count, game.options_with_defaults(options)))
    evil = [i for i, r in enumerate(roles) if D.ROLES[r].side == D.EVIL and r not in (D.ASSASSIN, D.MORGANA)]
    roles[evil[-1]] = D.WITCH
    return tuple(roles)


def avalon_console(qtbot, store, count: int, options: dict[str, Any], seed: int, roles: tuple[str, ...] | None = None) -> ConsoleWindow:
    game = get_game("avalon")
    names = LONG_NAMES[:count]
    setup = Setup("avalon", names, roles or game.recommended_roles(count, game.options_with_defaults(options)), options)
    assert not [p for p in game.validate(setup) if p.severity == "error"]
    controller = GameController.new_game(game, setup, store, seed=seed)
    console = ConsoleWindow(controller, plugin_for(game), narrator=manual_narrator())
    qtbot.addWidget(console)
    qtbot.addWidget(console.board)
    console.show()
    console.board.show()
    return console


def leaks(board: Any, secrets: dict[int, Any], names: tuple[str, ...]) -> list[str]:
    """Board texts naming a seat together with that seat's secret as a word ("witch" in "switch" is no leak)."""
    found = []
    for label in board.text_widgets():
        text = label.text().casefold()
        for seat, items in secrets.items():
            if names[seat].casefold() not in text:
                continue
            for secret in items:
                if secret and re.search(rf"(?<!\w){re.escape(secret.casefold())}(?!\w)", text):
                    found.append(f"{label.text()!r} ties {names[seat]} to {secret!r}")
    return found


def card_words() -> set[str]:
    """Every way the board could write a quest card's value, in the current language (Success, Fail)."""
    return {QApplication.translate("avalon", str(text)).casefold() for text in D.CARD_NAMES.values()}


def board_check(console: ConsoleWindow):
    """After every step: no seat's secret on the board; no card value anywhere in the vote table (also at the end);
    no removed card's value beside its player while the game runs."""
    panel = console.board.panel
    assert isinstance(panel, AvalonBoardPanel)

    def check() -> None:
        controller = console.controller
        secrets = dict(controller.game.seat_secrets(controller.session.state)) if controller.result() is None else {}
        assert not leaks(console.board, secrets, controller.players)
        words = card_words()
        for text in panel.table.texts():
            assert not any(word in text.casefold() for word in words), text
        if controller.result() is not None:
            return  # the end of the game reveals the whole history, removed cards included
        view = controller.public_view()
        for quest in view.get("quest_track") or []:
            if quest.get("removed") is not None and "removed_card" in quest:
                value = str(quest["removed_card"]).casefold()
                shown = [w.text() for w in console.board.text_widgets()]
                assert not any(QApplication.translate("avalon", str(D.CARD_NAMES[value])).casefold() in t.casefold()
                               and controller.players[quest["removed"]] in t for t in shown)
    return check


@pytest.mark.parametrize(("count", "seed"), [(8, 1), (10, 2)])
def test_app_game_with_trapper_excalibur_and_witch(qtbot, language, store, count: int, seed: int) -> None:
    console = avalon_console(qtbot, store, count, dict(TRAPPER), seed, with_witch(count, TRAPPER))
    removals: list[int] = []
    check = board_check(console)

    def watch() -> None:
        check()
        view = console.controller.public_view()
        removals.extend(q["quest"] for q in view["quest_track"] if q.get("removed") is not None and q["quest"] not in removals)

    done = play_to_end(console, random.Random(seed), check=watch)
    result = console.controller.result()
    assert result is not None
    assert "delivery" in done and "private" in done, "roles and quest cards are pass-and-play"
    assert removals, "the Trapper removed a card"
    assert "round-open" in done, "the Witch's decision goes round the whole table"
    assert done.count("round-open") % count == 0, "every player takes the laptop in each round"
    assert console.board.instruction.text()
    # The end screen: every role beside its player, the winners shaded.
    table = console.board.panel.table  # type: ignore[attr-defined]
    names = [table.cells[s + 1][0].text() for s in range(count)]
    roles = [table.cells[s + 1][1].text() for s in range(count)]
    assert names == list(LONG_NAMES[:count])
    final = console.controller.public_view()["roles"]
    assert roles == [console.plugin.role_name(r) for r in final]


def test_witch_is_never_named_on_the_console(qtbot, language, store) -> None:
    """The Witch's step leaves no line in the log while the game runs (not even an anonymous one); at the end
    it shows in full after "[private message]"; no undo or hand-over names her seat."""
    from desktop.text import render_msg

    roles = with_witch(8, TRAPPER)
    console = avalon_console(qtbot, store, 8, dict(TRAPPER), 3, roles)
    rng = random.Random(3)
    witch_lines: set[str] = set()
    for _ in range(3000):
        if step(console, rng) == "over":
            break
        controller = console.controller
        if console.round is not None or controller.result() is not None:
            continue  # the log (like everything public) stays as it was until the round is over
        witch_lines |= {render_msg(e.event.msg) for e in controller.log() if e.event.type == "witch_choice"}
        held = "\n".join(text for _item, text, _placeholder in console._private_rows)
        assert not any(line in held for line in witch_lines)
    assert witch_lines, "the Witch decided at least once"
    # The end shows the whole history in the log, each private line after whom it was for: hers as anonymous.
    items = [console.log.item(i).text() for i in range(console.log.count())]
    rows = [text for text in items if any(w in text for w in witch_lines)]
    assert rows and all(text.startswith(console.tr("[private message]") + " ") for text in rows), rows


def test_physical_game_with_lady_of_the_lake(qtbot, language, store) -> None:
    options = {"mode": "physical", "lady_of_the_lake": True}
    console = avalon_console(qtbot, store, 7, options, 4)
    done = play_to_end(console, random.Random(4), check=board_check(console))
    assert console.controller.result() is not None
    assert "delivery" not in done and "private" not in done and not any(d.startswith("round") for d in done)
    assert any(e.event.type == "lady_token" for e in console.controller.log())


def test_team_votes_are_entered_by_the_moderator_in_both_modes(qtbot, language, store) -> None:
    for mode in ("app", "physical"):
        console = avalon_console(qtbot, store, 5, {"mode": mode}, 5)
        rng = random.Random(5)
        for _ in range(200):
            if console.controller.public_view()["phase"] == "vote":
                break
            step(console, rng)
        assert console.controller.public_view()["phase"] == "vote"
        assert console.private_card is None and console.round_card is None
        assert [f.choice.type for f in console.forms] == ["vote"]
        assert console.forms[0].choice.player is None
        console.close()


def test_board_readable_at_three_sizes_through_a_game(qtbot, language, store) -> None:
    console = avalon_console(qtbot, store, 10, dict(TRAPPER, lady_of_the_lake=True), 7, with_witch(10, TRAPPER))
    board = console.board
    rng = random.Random(7)
    sizes = ((1280, 720), (1920, 1080), (3840, 2160))
    for i in range(900):
        if step(console, rng) == "over":
            break
        if i % 9 == 0:
            width, height = sizes[(i // 9) % 3]
            board.resize(width, height)
            qtbot.waitUntil(lambda w=width, h=height: board.width() == w and board.height() == h)
            settle()
            assert readability_problems(board) == [], (width, height, console.controller.public_view()["phase"])
    assert console.controller.result() is not None
    for width, height in sizes:
        board.resize(width, height)
        qtbot.waitUntil(lambda w=width, h=height: board.width() == w and board.height() == h)
        settle()
        assert readability_problems(board) == [], ("end", width, height)


def test_a_stage_timer_running_out_applies_the_random_legal_fallback(qtbot, language, store) -> None:
    console = avalon_console(qtbot, store, 8, dict(TRAPPER), 8)
    rng = random.Random(8)
    for _ in range(300):
        if console.controller.public_view()["phase"] == "trapper":
            break
        step(console, rng)
    view = console.controller.public_view()
    assert view["phase"] == "trapper" and view["timer"]["stage"] == "trapper"
    assert "time_up" in [c.type for c in console.controller.choices()]
    assert "time_up" not in [f.choice.type for f in console.forms], "the countdown, not a button, says the time is up"
    assert console.countdown.total == 30
    if console.in_transit():  # the Trapper's 30 seconds wait until the leader has the laptop in hand
        assert not console.countdown.running and console.countdown.remaining == 30
    while console.delivery_card is not None:
        step(console, rng)
    if console.private_card is not None and not console.private_card.opened:
        console.private_card.ready.click()
    assert console.countdown.running, "the Trapper's 30 seconds start by themselves once the laptop is in hand"
    console.countdown.expired.emit()
    QApplication.processEvents()
    after = console.controller.public_view()
    assert after["phase"] != "trapper"
    removed = [q for q in after["quest_track"] if q.get("removed") is not None]
    assert removed and removed[-1]["removed_random"], "a random legal card was removed"


def test_wizard_catalogue_deck_and_narration_in_four_languages(qapp, language) -> None:
    from desktop.i18n import catalog

    game = get_game("avalon")
    plugin = plugin_for(game)
    assert isinstance(plugin, AvalonPlugin)
    catalogue = plugin.role_catalogue(10, game.options_with_defaults({}))
    assert {r.id for r in catalogue} == set(D.ROLES)
    assert all(r.help for r in catalogue), "every role has a one-line summary"
    assert {r.id: r.max_count for r in catalogue}[D.LOYAL_SERVANT] == 10
    setup = Setup("avalon", LONG_NAMES[:9], game.recommended_roles(9, {}), {"mode": "physical", "lady_of_the_lake": True,
                                                                          "plot_cards": True})
    deck = plugin.physical_deck(setup)
    assert any("Merlin" in line for line in deck) and any("Lady of the Lake" in line for line in deck)
    assert any("Plot Cards" in line for line in deck)
    script = game.script(setup)
    english = [catalog("en").render(s.msg) for s in script]
    for lang in ("vi", "fa", "zh_TW"):
        spoken = [catalog(lang).render(s.msg) for s in script]
        assert all(spoken) and all(a != b for a, b in zip(spoken, english, strict=True)), lang


@pytest.mark.parametrize("lang", ["fa", "vi"])
def test_board_readable_in_persian_and_vietnamese_at_720(qtbot, language, store, lang: str) -> None:
    """Persian glyphs and stacked Vietnamese diacritics need the tallest lines: ten players still fit at 1280x720."""
    language.install(lang)
    try:
        console = avalon_console(qtbot, store, 10, dict(TRAPPER, lady_of_the_lake=True), 11, with_witch(10, TRAPPER))
        board = console.board
        board.resize(1280, 720)
        qtbot.waitUntil(lambda: board.width() == 1280 and board.height() == 720)
        rng = random.Random(11)
        for i in range(900):
            if step(console, rng) == "over":
                break
            if i % 11 == 0:
                settle()
                assert readability_problems(board) == [], (lang, console.controller.public_view()["phase"])
        settle()
        assert readability_problems(board) == [], (lang, "end")
    finally:
        language.install("en")
