"""Castle of the Devil through the console (app-dealt and physical), its board's secrecy and readability."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from desktop.console import ConsoleWindow
from desktop.games import plugin_for
from desktop.games.castle import CastlePlugin
from desktop.games.castle.console_panel import DeclarationPanel, SetupPanel
from engine.core import Action, Setup
from engine.games.castle import data as D  # noqa: N812 - the engine's own alias
from engine.games.castle.game import random_deal
from engine.registry import get_game
from tests.desktop.boardcheck import leaks, readability_problems, settle
from tests.desktop.castle_drive import LONG_NAMES, Table, castle_console, castle_step, play_castle, public_event_types

SIZES = ((1280, 720), (1920, 1080), (3840, 2160))


def secrecy(console: ConsoleWindow):
    def check() -> None:
        controller = console.controller
        if controller.result() is None:
            secrets = dict(controller.game.seat_secrets(controller.session.state))
            assert not leaks(console.board, secrets, controller.players), controller.public_view()["phase"]
    return check


def test_plugin_found() -> None:
    assert isinstance(plugin_for(get_game("castle")), CastlePlugin)


@pytest.mark.parametrize(("mode", "count", "seed"), [("app", 5, 1), ("app", 4, 11), ("physical", 6, 2), ("physical", 3, 12)])
def test_complete_game(qtbot, language, store, mode: str, count: int, seed: int) -> None:
    console = castle_console(qtbot, store, LONG_NAMES[:count], mode, seed)
    table = Table(random.Random(seed))
    done = play_castle(console, table, check=secrecy(console))
    controller = console.controller
    result = controller.result()
    assert result is not None and result.winners
    events = public_event_types(console)
    assert "attack" in events and "support" in events, "at least one fight with declared supporters"
    assert {"declare", "loge", "fortune"} & set(events), "the game ended by a declaration"
    sides = [e.event.data.get("side") for e in controller.log() if e.event.type == "support"]
    assert {D.SWORD, D.SHIELD} & set(sides), "somebody supported a side"
    if mode == "app":
        # The Priest's and the Doctor's windows ask by name those who may use the card (no round of the table).
        assert {"delivery", "private", "window"} <= set(done)
    else:
        assert not {"delivery", "private", "round-open"} & set(done)
    # The end screen: every society revealed on the board, the winners marked.
    view = controller.public_view()
    tiles = console.board.panel.seats.tiles
    for seat, tile in enumerate(tiles):
        society = view["societies"][seat]
        assert console.plugin.value_name("society", society) in tile.details.text()
    assert console.board.instruction.text()


def test_app_turn_is_one_private_card_with_every_action(qtbot, language, store) -> None:
    console = castle_console(qtbot, store, LONG_NAMES[:5], "app", 3)
    table = Table(random.Random(3))
    while console.private_card is None:
        assert castle_step(console, table) == "delivery"
    card = console.private_card
    kinds = {form.choice.type for form in card.forms}
    assert {"pass", "trade", "attack"} <= kinds
    assert card.summary.isHidden() and all(form.isHidden() for form in card.forms)
    card.ready.click()
    seat = card.forms[0].choice.player
    you = console.controller.seat_view(seat)["you"]
    assert not card.summary.secret.text(), "what a player holds shows only while held"
    assert console.plugin.value_name("society", you["society"]) in card.summary.secret_text()
    titles = [form.title() for form in card.forms]
    assert len(set(titles)) == len(titles), "every action has its own title"


def test_priest_and_doctor_windows_ask_each_player_who_may_use_the_card(qtbot, language, store) -> None:
    """App mode: the Priest's window asks every player but the attacker, the Doctor's window every player, each
    by name on a screen of their own (WindowPanel), whether or not they hold the card."""
    console = castle_console(qtbot, store, LONG_NAMES[:5], "app", 4)
    table = Table(random.Random(4), fight_bias=100.0)
    windows: list[tuple[str, int | None, list[int]]] = []  # (kind, attacker, seats asked), one per window
    for _ in range(600):
        view = console.controller.public_view()
        kind = (view.get("waiting") or {}).get("kind")
        panel = console.custom_panel
        if kind in ("priest", "doctor"):
            assert panel is not None and panel.objectName() == "castle_window", kind
            assert console.round_card is None, "no round of the whole table"
            if not windows or windows[-1][0] != kind:
                windows.append((kind, (view.get("fight") or {}).get("attacker"), []))
            if not windows[-1][2] or windows[-1][2][-1] != panel.seat:
                windows[-1][2].append(panel.seat)
        elif windows and windows[-1][0] != "":
            windows.append(("", None, []))
        if {"priest", "doctor"} <= {w[0] for w in windows} and windows[-1][0] == "":
            break
        castle_step(console, table)
    priest = next(w for w in windows if w[0] == "priest")
    doctor = next(w for w in windows if w[0] == "doctor")
    assert priest[1] is not None and sorted(priest[2]) == sorted(set(range(5)) - {priest[1]}), priest
    assert sorted(doctor[2]) == list(range(5)), doctor


def _deal_with(game: Any, setup: Setup, seat: int, profession: str, seed: int) -> Action:
    deal = random_deal(game.config(setup), random.Random(seed))
    professions = deal["professions"]
    if profession in professions:
        other = professions.index(profession)
        professions[other], professions[seat] = professions[seat], professions[other]
    else:
        deal["stack"].remove(profession)
        deal["stack"].append(professions[seat])
        deal["stack"].sort()
        professions[seat] = profession
    return Action("deal", None, deal)


def _declaration_screens(qtbot, store, hypnotist: bool) -> tuple[list[str], ConsoleWindow]:
    """Seat 0 attacks seat 1 and everyone declares; what the console shows before anyone takes the laptop."""
    game = get_game("castle")
    names = LONG_NAMES[:5]
    setup = Setup("castle", names, (), {"mode": "app", "start_player": 0})
    deal = _deal_with(game, setup, 0, D.HYPNOTIST if hypnotist else D.THUG, 5)
    if not hypnotist and deal.params["professions"].count(D.HYPNOTIST):
        holder = deal.params["professions"].index(D.HYPNOTIST)
        deal.params["professions"][holder], deal.params["professions"][2] = deal.params["professions"][2], D.HYPNOTIST
    from desktop.controller import GameController
    from tests.desktop.drive import manual_narrator

    controller = GameController.new_game(game, setup, store, seed=5, fixed=[deal])
    console = ConsoleWindow(controller, plugin_for(game), narrator=manual_narrator())
    qtbot.addWidget(console)
    qtbot.addWidget(console.board)
    while controller.pending_deliveries():
        console.delivery_card.hold.pressed.emit()
        console.delivery_card.hold.released.emit()
        console.delivery_card.confirm.click()
    card = console.private_card
    card.ready.click()
    attack = next(form for form in card.forms if form.choice.type == "attack")
    attack.pick("target", 1)
    attack.ok.click()
    # The Priest window, each player but the attacker on their own screen: nobody uses it.
    while console.custom_panel is not None and console.custom_panel.objectName() == "castle_window":
        window = console.custom_panel
        window.open_button.click()
        next(f for f in window.forms if f.choice.type == "no_priest").ok.click()
    screens = []
    for side in (D.SWORD, D.SHIELD, D.NEUTRAL):
        panel = console.custom_panel
        texts = [w.text() for w in console.findChildren(QLabel) if w.isVisible() and w.text()]
        buttons = sorted(b.text() for b in console.input_stack.currentWidget().findChildren(type(console.undo_button))
                         if b.isVisible())
        screens.append(repr((type(panel).__name__, sorted(texts), buttons)))
        form = console.forms[0]
        form.pick("side", side)
        form.ok.click()
    return screens, console


def test_the_hypnotist_leaves_no_trace_on_the_declaration_screens(qtbot, language, store) -> None:
    with_it, _ = _declaration_screens(qtbot, store, hypnotist=True)
    without, _ = _declaration_screens(qtbot, store, hypnotist=False)
    assert with_it == without
    assert "DeclarationPanel" in with_it[1]


def test_the_attacker_hypnotises_through_the_laptop(qtbot, language, store) -> None:
    game = get_game("castle")
    setup = Setup("castle", LONG_NAMES[:5], (), {"mode": "app", "start_player": 0})
    from desktop.controller import GameController
    from tests.desktop.drive import manual_narrator

    controller = GameController.new_game(game, setup, store, seed=6, fixed=[_deal_with(game, setup, 0, D.HYPNOTIST, 6)])
    console = ConsoleWindow(controller, plugin_for(game), narrator=manual_narrator())
    qtbot.addWidget(console)
    qtbot.addWidget(console.board)
    table = Table(random.Random(6), fight_bias=100.0)
    for _ in range(300):
        panel = console.custom_panel
        if isinstance(panel, DeclarationPanel):
            panel.ask.click()
            panel.open_secret()
            assert panel.secret_forms, "the attacker holds the Hypnotist"
            target = panel.secret_forms[0].choice.params["target"].values[0]
            panel.secret_forms[0].pick("target", target)
            panel.secret_forms[0].ok.click()
            break
        castle_step(console, table)
    else:
        raise AssertionError("no declaration screen")
    view = controller.public_view()
    assert view["fight"]["hypnotised"] == target
    board_text = "\n".join(w.text() for w in console.board.text_widgets())
    assert f"Hypnotised: {LONG_NAMES[target]}" in board_text


@pytest.mark.parametrize(("mode", "seed", "declare_after"), [("physical", 21, 14), ("app", 22, 3)])
def test_board_readable_with_ten_players_in_a_fight(qtbot, language, store, mode: str, seed: int, declare_after: int) -> None:
    console = castle_console(qtbot, store, LONG_NAMES, mode, seed)
    board = console.board
    table = Table(random.Random(seed), declare_after=declare_after, fight_bias=8.0)
    checked = {"setup": 0, "fight": 0, "full_fight": 0, "over": 0}

    def check(tag: str) -> None:
        for width, height in SIZES:
            board.resize(width, height)
            qtbot.waitUntil(lambda w=width, h=height: board.width() == w and board.height() == h)
            settle()
            assert readability_problems(board) == [], (tag, width, height)
        checked[tag] += 1

    if mode == "physical":
        check("setup")
    last = ""
    for _ in range(5000):
        view = console.controller.public_view()
        fight = view.get("fight")
        shown = json.dumps(fight, sort_keys=True)
        if fight and shown != last:  # the board changed: each step of the first fights, and every full fight
            last = shown
            full = fight["stage"] == "modifiers" and len(fight["declarations"]) == len(fight["order"])
            if full or checked["fight"] < 12:
                check("full_fight" if full else "fight")
        if castle_step(console, table) == "over":
            break
    check("over")
    assert checked["full_fight"] >= 1 and checked["fight"] >= 1


def test_physical_setup_instructions_on_console_and_board(qtbot, language, store) -> None:
    console = castle_console(qtbot, store, LONG_NAMES[:7], "physical", 9)
    game = console.controller.game
    assert isinstance(console.custom_panel, SetupPanel)
    expected = game.setup_instructions(console.controller.setup)
    from desktop.text import render_msg

    text = console.custom_panel.instructions.text()
    board_text = console.board.panel.notice.text()
    for line in expected:
        assert render_msg(line) in text and render_msg(line) in board_text
    assert console.plugin.physical_deck(console.controller.setup) == [render_msg(m) for m in expected]
    console.forms[0].ok.click()
    assert console.controller.public_view()["phase"] != "setup"
    assert not console.board.panel.notice.isVisible() or "1." not in console.board.panel.notice.text()


def test_whole_random_app_game_shows_no_secret_on_the_board(qtbot, language, store) -> None:
    console = castle_console(qtbot, store, LONG_NAMES[:6], "app", 31, {"variant_smuggling": True, "variant_fortune_telling": True})
    check = secrecy(console)
    steps = play_castle(console, Table(random.Random(31), declare_after=16), check=check)
    assert steps and console.controller.result() is not None


def test_wizard_castle_has_no_roles_options_with_help_and_the_physical_setup(qtbot, language, settings) -> None:
    from PySide6.QtWidgets import QCheckBox

    from desktop.wizard import SetupWizard
    from desktop.wizard_pages import DealPage, PlayersPage, RolesPage

    wizard = SetupWizard(settings)
    qtbot.addWidget(wizard)
    model = wizard.model
    model.set_game("castle")
    assert model.roles == [] and not model.errors(), "ready to start at once"
    players = next(p for p in wizard.pages_in_order if isinstance(p, PlayersPage))
    players.initializePage()
    assert (players.count.minimum(), players.count.maximum()) == (3, 10)
    for count in (3, 10):
        model.set_count(count)
        assert not model.errors(), count
    roles = next(p for p in wizard.pages_in_order if isinstance(p, RolesPage))
    roles.initializePage()
    assert roles.roles_box.isHidden() and roles.balance.isHidden() and roles.recommend.isHidden()
    boxes = {b.objectName() for b in roles.options_box.findChildren(QCheckBox)}
    assert {"option_beginner_seal_only", "option_variant_smuggling", "option_variant_fortune_telling"} <= boxes
    helps = [w.text() for w in roles.options_box.findChildren(QLabel)]
    game = model.game
    from desktop.text import render_msg
    from desktop.wizard_pages import option_help

    for spec in game.option_specs():
        if spec.key != "mode":
            # Records-only options (the scenario start of hand-written records) are never offered; the start
            # player is chosen by name, with the plug-in's explanation (the engine's counts seats from 0).
            assert (option_help(model, spec) in helps) != spec.records_only, spec.key
    model.set_option("mode", "physical")
    deal = next(p for p in wizard.pages_in_order if isinstance(p, DealPage))
    deal.initializePage()
    lines = [render_msg(m) for m in game.setup_instructions(model.setup())]
    assert all(line in deal.deck.text() for line in lines)


#: The 17 kinds of item card, as the rulebook's table in §1.1 names them (not read from the engine's data).
RULEBOOK_ITEMS = ("Key", "Goblet", "Secret Bag (Key)", "Secret Bag (Goblet)", "Dagger", "Gloves", "Poison Ring",
                  "Casting Knives", "Whip", "Privilege", "Monocle", "Black Pearl", "Tome", "Coat", "Sextant",
                  "Broken Mirror", "Coat of Arms of the Loge")


def catalogue_names(lang: str) -> dict[str, str]:
    """Item names as translators wrote them in translations/castle_<lang>.ts (read as XML, not through the app)."""
    import xml.etree.ElementTree as ET
    from pathlib import Path

    root = ET.parse(Path(__file__).resolve().parents[2] / "translations" / f"castle_{lang}.ts").getroot()
    sources = set(RULEBOOK_ITEMS)
    found = {}
    for context in root.iter("context"):
        if context.findtext("name") != "castle":
            continue
        for message in context.iter("message"):
            source, translation = message.findtext("source") or "", message.findtext("translation") or ""
            if source in sources and translation:
                found[source] = translation
    assert set(found) == sources, sources - set(found)
    return found


@pytest.mark.parametrize("lang", ["vi", "fa"])
def test_item_names_are_translated_on_console_and_board(qtbot, language, store, lang: str) -> None:
    from tests.desktop.test_translated_ui import unisolated_names, visible_texts

    names = catalogue_names(lang)
    english = [re.compile(rf"(?<![^\W\d_]){re.escape(source)}(?![^\W\d_])") for source, target in names.items()
               if source != target]
    language.install(lang)
    try:
        players = ("Alexandrina", "Bartholomew", "Christopher", "Evangeline", "Fitzgerald")
        console = castle_console(qtbot, store, players, "app", 4)  # a game where a dagger is used in a fight
        seen: dict[str, set[str]] = {"console": set(), "board": set()}
        problems: dict[str, None] = {}

        last: list[object] = []

        def check() -> None:
            # Read the windows again only when what they show may have changed (an action, another card).
            cards = (console.round_card, console.private_card, console.delivery_card, console.custom_panel)
            shown = [len(console.controller.session.actions), *map(id, cards),
                     console.round_card is not None and console.round_card.turn.opened]
            if shown == last:
                return
            last[:] = shown
            for where, window in (("console", console), ("board", console.board)):
                for widget, text in visible_texts(window):
                    seen[where] |= {target for target in names.values() if target in text}
                    problems.update(dict.fromkeys(f"{where} {widget}: {text!r}" for pattern in english
                                                  if pattern.search(text)))
                    if lang == "fa":
                        problems.update(dict.fromkeys(unisolated_names([(widget, text)], players)))

        play_castle(console, Table(random.Random(4), declare_after=12, fight_bias=6.0), check=check)
    finally:
        language.install("en")
    assert list(problems) == [], "\n".join(problems)
    assert len(seen["console"]) >= 3, seen  # offered in trades, used in fights
    assert seen["board"], "a fight shows the items used on the board"
