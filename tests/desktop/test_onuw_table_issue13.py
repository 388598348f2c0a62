"""One Night at the table, issue 13: controls that keep their place, a board true to the phase, the same secret screen
for every seat. Played through the real app (tests/desktop/table.py), with the observer checking every input."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import QAbstractButton, QButtonGroup, QLabel, QWidget

from tests.desktop.observer import clean
from tests.desktop.table import Table, _form_boxes, fill_and_confirm, new_game, play_step, tr

ONUW = "One Night Ultimate Werewolf + Daybreak"
NAMES = ["Ana", "Binh", "Chi", "Dara", "Emil", "Farid"]
REVEAL = "Enter the card the table shows at"
DAY_TIMER = "minutes to find the Werewolves."


def board_texts(table: Table) -> list[str]:
    return [text for kind, _w, text in table.observer.visible_texts() if kind == "board"]


def _reveal_box(table: Table) -> Any:
    return next((b for b in _form_boxes(table) if clean(b.title()).startswith(REVEAL)), None)


def _play_until(table: Table, rng: random.Random, done: Any, limit: int = 600) -> None:
    for _ in range(limit):
        if done():
            return
        assert play_step(table, rng) != "over", "the game ended first"
    raise AssertionError(f"not reached: {table.texts()}")


def _card_buttons(table: Table, box: Any) -> dict[str, tuple[int, int, int, int, bool]]:
    """The card buttons of the reveal form (the row with more than one button): words -> place on the console."""
    console = table.console()
    group = next(g for g in box.findChildren(QButtonGroup) if len(g.buttons()) > 1)
    out = {}
    for button in group.buttons():
        assert button.isVisible()
        corner = button.mapTo(console, button.rect().topLeft())
        out[clean(button.text())] = (corner.x(), corner.y(), button.width(), button.height(), button.isEnabled())
    return out


def test_the_card_buttons_keep_their_place_while_the_reveal_is_entered(table: Table) -> None:
    """Physical cards at 6: each entered card leaves its button where it was (greyed once no copy is left, the
    reason on a line below all the buttons); not a pixel moves from the first card to the last."""
    table.launch()
    new_game(table, ONUW, NAMES, "physical")
    rng = random.Random(13)
    _play_until(table, rng, lambda: _reveal_box(table) is not None)
    first = _card_buttons(table, _reveal_box(table))
    greyed_seen = False
    while (box := _reveal_box(table)) is not None:
        now = _card_buttons(table, box)
        assert {k: v[:4] for k, v in now.items()} == {k: v[:4] for k, v in first.items()}, (first, now)
        enabled = [b for b in box.findChildren(QAbstractButton) if b.isEnabled() and clean(b.text()) in now]
        greyed_seen = greyed_seen or len(enabled) < len(now)
        if len(enabled) < len(now):
            reasons = [label for label in box.findChildren(QLabel, "reasons") if label.isVisible()]
            bottom = max(v[1] + v[3] for v in now.values())
            assert reasons and all(r.mapTo(table.console(), r.rect().topLeft()).y() >= bottom for r in reasons)
        fill_and_confirm(table, box, rng)
    assert greyed_seen, "some card ran out of copies during the reveal"


def test_the_board_says_what_happens_after_the_day(table: Table) -> None:
    """The TV shows the day's timer line only in the day: at the vote it says the vote, then the reveal, then the
    result (the day ended by the moderator before its minutes were up)."""
    table.launch()
    new_game(table, ONUW, NAMES, "physical")
    rng = random.Random(4)
    end_day = tr("onuw", "End the day and vote.")
    skip = tr("ConsoleWindow", "Skip to the next line")

    def day_line() -> bool:
        return any(DAY_TIMER in text for text in board_texts(table))

    table.click(tr("ConsoleWindow", "Start the narration"))
    for _ in range(300):  # the narration reads the night through, to the day's line on the TV
        if day_line():
            break
        table.click(skip)
    assert day_line(), board_texts(table)
    box = next(b for b in _form_boxes(table) if clean(b.title()) == end_day)
    fill_and_confirm(table, box, rng)
    assert not day_line(), board_texts(table)
    assert tr("onuw", "Vote: every player points at another player.") in board_texts(table)
    _play_until(table, rng, lambda: _reveal_box(table) is not None)
    assert not day_line(), board_texts(table)
    assert any(text.startswith(REVEAL) for text in board_texts(table)), board_texts(table)
    for _ in range(100):
        if play_step(table, rng) == "over":
            break
        assert not day_line(), board_texts(table)
    assert not day_line() and not any(text.startswith(REVEAL) for text in board_texts(table)), board_texts(table)


def test_the_vote_line_follows_the_day_line_read_to_its_end(table: Table) -> None:
    """The day's minutes run out with the narration (its line skipped here): the vote's line replaces the day's."""
    table.launch()
    new_game(table, ONUW, NAMES, "physical")
    skip = tr("ConsoleWindow", "Skip to the next line")
    table.click(tr("ConsoleWindow", "Start the narration"))
    for _ in range(300):
        if any(DAY_TIMER in text for text in board_texts(table)):
            break
        table.click(skip)
    table.click(skip)
    texts = board_texts(table)
    assert tr("onuw", "Everyone, three, two, one, VOTE!") in texts and not any(DAY_TIMER in t for t in texts), texts
    assert tr("onuw", "Vote: every player points at another player.") in texts
    assert table.has_button(skip), "the script read on (not loaded again)"


def _secret_screen(table: Table, root: QWidget) -> list[tuple[str, int, int, int, int]]:
    """Every visible widget of a held secret screen: its kind and place on the console."""
    console = table.console()
    out = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.isVisible():
            corner = widget.mapTo(console, widget.rect().topLeft())
            out.append((type(widget).__name__, corner.x(), corner.y(), widget.width(), widget.height()))
    return out


def _secret_lines(root: QWidget) -> list[str]:
    from desktop.console import SecretLabel

    label = root.findChild(SecretLabel)
    return label.text().split("\n") if label is not None else []


def test_every_seat_sees_the_same_deal_screen(table: Table) -> None:
    """App-dealt at 6: while each player holds to see their card, the screen has the same widgets in the same places
    and a text of the same lines, of about the same length, whatever the card."""
    table.launch()
    new_game(table, ONUW, NAMES, "app")
    screens: dict[str, list[Any]] = {}
    texts: dict[str, list[str]] = {}
    for name in NAMES:
        assert table.sees(f"Give the laptop to {name}."), table.texts()
        with table.holding(f"Hold to see ({name})"):
            card = table.console().delivery_card
            screens[name] = _secret_screen(table, card)
            texts[name] = _secret_lines(card)
        table.click("I have seen it \u2014 next")
    assert all(screen == screens[NAMES[0]] for screen in screens.values()), screens
    assert len({len(lines) for lines in texts.values()}) == 1, texts
    lengths = [len(" ".join(lines)) for lines in texts.values()]
    assert max(lengths) - min(lengths) <= 12, texts


def test_every_call_of_the_night_shows_the_same_screen(table: Table) -> None:
    """App-dealt at 6: the night screen looks the same at every call before it is opened (whoever holds the role,
    whether it is in the center), and what a player holds to see there is the same held screen for every role.
    (A guard: this held before issue 13; the night's tell was at the deal, where the Werewolves saw their partners.)"""
    from desktop.night import NightPanel

    table.launch()
    new_game(table, ONUW, NAMES, "app")
    rng = random.Random(6)
    closed: list[Any] = []
    held: dict[str, list[Any]] = {}
    hold_text = tr("NightPanel", "Hold to see what you learned")
    for _ in range(400):
        console = table.console()
        panel = console.custom_panel if console is not None else None
        if isinstance(panel, NightPanel) and panel.open_button.isVisible():
            closed.append(_secret_screen(table, panel))
        if isinstance(panel, NightPanel) and panel.hold.isVisible() and table.has_button(hold_text):
            with table.holding(hold_text):
                held[clean(panel.caption.text())] = [_secret_screen(table, panel.learn), _secret_lines(panel.learn)]
        if play_step(table, rng) == "over":
            break
    # Closed, a call differs from another only by the height of its own words (read aloud to everyone).
    shapes = {tuple((kind, x, w) for kind, x, _y, w, _h in screen) for screen in closed}
    assert len(closed) > 3 and len(shapes) == 1, closed
    assert held, "somebody learned something at night"
    assert all(screen == next(iter(held.values()))[0] for screen, _lines in held.values()), held
