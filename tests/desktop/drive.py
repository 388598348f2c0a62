"""Driving the console like a table would: pass-and-play, private choices, forms, the night screen."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QApplication, QGroupBox, QPushButton

from desktop.console import ChoiceForm, ConsoleWindow
from desktop.narrate import CaptionNarrator
from engine.core import OneOf


def manual_narrator() -> CaptionNarrator:
    """Captions whose steps last hours: the test moves on with skip(), as a moderator would."""
    return CaptionNarrator(time_scale=1000.0)


def fill_form(form: ChoiceForm, rng: random.Random) -> None:
    for key, domain in form.choice.params.items():
        # A secret screen enables every button and refuses a forbidden value after Confirm: pick a legal one.
        legal = [value for button, value in form.buttons[key] if button.isEnabled() and value in domain.values]
        assert legal, f"no legal value offered for {key}"
        if isinstance(domain, OneOf):
            for button, _ in form.buttons[key]:
                button.setChecked(False)
            form.pick(key, rng.choice(legal))
        else:
            for button, _ in form.buttons[key]:
                button.setChecked(False)
            for value in rng.sample(legal, domain.size):
                form.pick(key, value)
    assert form.ok.isEnabled()
    form.ok.click()


def pass_the_laptop(console: ConsoleWindow, act: Callable[[list[ChoiceForm]], None]) -> str | None:
    """A turn of a round round the table, or a private message to read; None when neither is open.

    ``act`` fills one of the forms the player holding the laptop may use.
    """
    if console.confirmation_card is not None:
        card = console.confirmation_card
        card.hold.pressed.emit()
        card.hold.released.emit()
        card.confirm.click()
        return "confirmed"
    if console.round_card is not None:
        turn = console.round_card
        if not turn.turn.opened:
            turn.ready.click()
            return "round-open"
        if turn.forms:
            act(turn.forms)
            return "round-act"
        if turn.hold is not None:
            turn.hold.pressed.emit()
            turn.hold.released.emit()
        assert turn.confirm.isEnabled()
        turn.confirm.click()
        return "round-pass"
    if console.delivery_card is not None:
        card = console.delivery_card
        card.hold.pressed.emit()
        assert card.secret.text(), "holding shows the private message"
        card.hold.released.emit()
        assert card.secret.text() == "", "releasing hides it"
        card.confirm.click()
        return "delivery"
    return None


def step(console: ConsoleWindow, rng: random.Random, prefer_public: bool = True) -> str:
    """Do one thing the console asks for; returns what it did."""
    QApplication.processEvents()
    if console.end_panel is not None:
        turn = console.end_panel.findChild(QPushButton, "confirm")  # One Night: the cards turned on the TV
        if turn is None:
            return "over"
        turn.click()
        return "turn"
    shared = pass_the_laptop(console, lambda forms: fill_form(rng.choice(forms), rng))
    if shared:
        return shared
    panel = console.custom_panel
    if panel is not None and panel.objectName() == "night":
        night: Any = panel
        if not night.open_button.isHidden() and (night.forms or night.delivery_seat is not None):
            night.open_choices()
            return "night-open"
        if night.learn.isVisible():
            night.hold.pressed.emit()
            night.hold.released.emit()
            night.done.click()
            return "night-learn"
        if night.forms:
            night.open_choices()
            fill_form(rng.choice(night.forms), rng)
            return "night-act"
        console.narrator.skip()
        return "night-skip"
    vote: Any = panel.findChild(QGroupBox, "onuw_vote_panel") if panel is not None else None
    if vote is not None:  # One Night's vote panel: a row per voter
        for row in vote.buttons.values():
            rng.choice([b for b, _ in row if b.isEnabled()]).click()
        vote.ok.click()
        return "vote"
    if console.private_card is not None:
        console.private_card.ready.click()
        fill_form(console.private_card.form, rng)
        return "private"
    if console.forms:
        forms = console.forms
        fill_form(rng.choice(forms), rng)
        return "form"
    if console.narration_state() in ("playing", "paused"):
        console.narrator.skip()
        return "skip"
    raise AssertionError("the console offers nothing to do before the end")


def play_to_end(console: ConsoleWindow, rng: random.Random, limit: int = 2000, check: Any = None) -> list[str]:
    done: list[str] = []
    for _ in range(limit):
        what = step(console, rng)
        if check is not None:
            check()
        if what == "over":
            return done
        done.append(what)
    raise AssertionError(f"no end after {limit} steps: {done[-20:]}")
