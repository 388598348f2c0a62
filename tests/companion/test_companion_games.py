"""Whole games played by simulated phones over real connections, with a secrecy audit of every frame (issue 15)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from desktop.companion import CompanionServer
from desktop.companion.lang import phone_catalog as catalog
from desktop.controller import GameController
from engine.core import Action
from tests.companion.conftest import avalon_controller, toy_controller
from tests.companion.phones import Phone, audit


def synced(qtbot: Any, server: CompanionServer, phones: dict[int, Phone]) -> None:
    """Every phone has been sent the state of the table as it is now."""
    qtbot.waitUntil(lambda: all((s := p.latest_state()) is not None and s["rev"] == server.rev for p in phones.values()),
                    timeout=10_000)


def phone_pick(state: dict[str, Any], choice_type: str, rng: random.Random) -> dict[str, Any]:
    """What a player taps: for each parameter, enabled buttons only."""
    form = next(c for c in state["choices"] if c["type"] == choice_type)
    params: dict[str, Any] = {}
    for param in form["params"]:
        enabled = [o["value"] for o in param["options"] if o["enabled"]]
        if param["kind"] == "one":
            params[param["key"]] = rng.choice(enabled)
        else:
            params[param["key"]] = sorted(rng.sample(enabled, param["size"]))
    return params


def play(qtbot: Any, controller: GameController, server: CompanionServer, phones: dict[int, Phone],
         rng: random.Random, on_form: Any = None, limit: int = 400) -> int:
    """Play to the end: a phone's seat acts from its phone, any other seat and the moderator on the laptop.
    Returns the number of actions made from phones."""
    from_phones = 0
    for _ in range(limit):
        if controller.result() is not None:
            return from_phones
        synced(qtbot, server, phones)
        choices = controller.choices()
        pick = rng.choice([c for c in choices if c.type != "time_up"] or choices)  # as a random playout does
        phone_choice = pick if pick.player in phones else None
        if phone_choice is not None:
            assert phone_choice.player is not None
            phone = phones[phone_choice.player]
            state = phone.latest_state()
            assert state is not None and any(c["type"] == phone_choice.type for c in state["choices"])
            if on_form is not None:
                on_form(phone, state, phone_choice)
                synced(qtbot, server, phones)
                state = phone.latest_state()
                assert state is not None
            for _attempt in range(50):  # a secret screen's forbidden value is refused after the press: choose again
                phone.skip()
                phone.send({"type": "act", "rev": state["rev"], "action": phone_choice.type,
                            "params": phone_pick(state, phone_choice.type, rng)})
                answer = phone.expect_one("accepted", "refused")
                if answer["type"] == "accepted":
                    break
                assert answer["code"] == "engine", answer
            assert answer["type"] == "accepted" and answer["action"] == phone_choice.type
            from_phones += 1
            continue
        choice = pick
        action = next(a for a in (choice.sample(rng) for _ in range(50)) if controller.explain(a) is None)
        assert controller.act(action)
    raise AssertionError("the game did not end")


def test_colour_guess_played_by_three_phones(qtbot, serve, toy_plugin):
    controller = toy_controller()
    server = serve(controller, toy_plugin)
    phones = {seat: Phone(qtbot, server, lang=lang) for seat, lang in enumerate(("en", "fa", "zh_TW"))}
    for seat, phone in phones.items():
        phone.join(seat)
    seen_reasons: list[str] = []

    def check_form(phone: Phone, state: dict[str, Any], choice: Any) -> None:
        # Guessing oneself is disabled with the engine's reason, rendered in the phone's language.
        target = next(p for p in state["choices"][0]["params"] if p["key"] == "target")
        own = next(o for o in target["options"] if o["value"] == state["seat"])
        assert not own["enabled"]
        expected = catalog(phone.lang).render(controller.explain(Action("guess", state["seat"],
                                                                        {"target": state["seat"], "colour": "red"})))
        assert own["reason"] == expected
        seen_reasons.append(own["reason"])
        # Pressing it anyway (a hostile page) is refused with the same words.
        phone.skip()
        phone.send({"type": "act", "rev": state["rev"], "action": "guess", "params": {"target": state["seat"], "colour": "red"}})
        assert phone.expect("refused")["message"] == expected

    assert play(qtbot, controller, server, phones, random.Random(5), on_form=check_form) == 3
    synced(qtbot, server, phones)
    assert all(p.latest_state()["result"] for p in phones.values())
    assert len(seen_reasons) == 3
    assert audit(controller, phones) > 10
    assert server.errors == 0


def test_avalon_at_five_four_phones_and_one_laptop_seat(qtbot, serve):
    """Avalon, app-dealt, votes collected privately: seats 0-3 vote and play quest cards on their phones in four
    languages, seat 4 on the laptop. No frame holds another seat's secret."""
    controller, plugin = avalon_controller(seed=11)
    server = serve(controller, plugin)
    langs = ("en", "vi", "fa", "zh_TW")
    phones = {seat: Phone(qtbot, server, lang=lang) for seat, lang in enumerate(langs)}
    for seat, phone in phones.items():
        state = phone.join(seat)
        own = [catalog(langs[seat]).render(e.msg) for e in controller.session.events(seat)
               if isinstance(e.audience, tuple) and e.msg is not None]
        assert state["secret"]["lines"] == own and own  # the role card, in the phone's language
    assert phones[2].latest_state()["dir"] == "rtl"
    refused: list[str] = []

    def try_forbidden(phone: Phone, state: dict[str, Any], choice: Any) -> None:
        if choice.type != "play":
            return
        card = next(p for p in state["choices"][0]["params"] if p["key"] == "card")
        # No tell: every member's phone shows Success and Fail, both enabled, no reason under either.
        assert [(o["value"], o["enabled"], o["reason"]) for o in card["options"]] == [
            ("success", True, ""), ("fail", True, "")], card
        for option in card["options"]:
            reason = controller.explain(Action("play", choice.player, {"card": option["value"]}))
            if reason is not None:  # a good player's Fail: refused after the press, with the rules' reason
                phone.skip()
                phone.send({"type": "act", "rev": state["rev"], "action": "play", "params": {"card": option["value"]}})
                answer = phone.expect("refused")
                assert answer["message"] == catalog(phone.lang).render(reason) != ""
                refused.append(answer["message"])

    moves = play(qtbot, controller, server, phones, random.Random(2), on_form=try_forbidden)
    assert moves >= 10
    assert refused, "no good player was ever on a quest"
    synced(qtbot, server, phones)
    assert all(p.latest_state()["result"] for p in phones.values())
    assert audit(controller, phones) > 50
    assert server.errors == 0


def test_a_phone_vanishes_mid_vote_and_comes_back(qtbot, serve):
    controller, plugin = avalon_controller(seed=4)
    server = serve(controller, plugin)
    phones = {seat: Phone(qtbot, server) for seat in range(5)}
    for seat, phone in phones.items():
        phone.join(seat)
    rng = random.Random(3)
    while not any(c.type == "vote" for c in controller.choices()):
        synced(qtbot, server, phones)
        choice = controller.choices()[0]
        if choice.player is None:
            controller.act(next(choice.actions()))
        else:
            phone = phones[choice.player]
            phone.skip()
            phone.send({"type": "act", "rev": server.rev, "action": choice.type,
                        "params": phone_pick(phone.latest_state(), choice.type, rng)})
            phone.expect("accepted")
    synced(qtbot, server, phones)
    phones[0].send({"type": "act", "rev": server.rev, "action": "vote", "params": {"vote": "approve"}})
    phones[0].expect("accepted")
    synced(qtbot, server, phones)
    token = phones[3].token
    phones[3].close()  # the phone sleeps before voting
    del phones[3]
    qtbot.waitUntil(lambda: server.seat_state(3) == "away")
    for seat in (1, 2, 4):
        phones[seat].skip()
        phones[seat].send({"type": "act", "rev": server.rev, "action": "vote", "params": {"vote": "reject"}})
        phones[seat].expect("accepted")
        synced(qtbot, server, phones)
    assert [c.player for c in controller.choices() if c.type == "vote"] == [3]  # the game waits for it
    back = Phone(qtbot, server, token=token)
    state = back.join(3)
    assert [c["type"] for c in state["choices"]] == ["vote"] and server.seat_state(3) == "connected"
    back.send({"type": "act", "rev": state["rev"], "action": "vote", "params": {"vote": "approve"}})
    back.expect("accepted")
    assert not any(c.type == "vote" for c in controller.choices())
    phones[3] = back
    assert audit(controller, phones) > 0


def _app_game(game_id: str, players: int, seed: int) -> tuple[GameController, Any]:
    from desktop.games import plugin_for
    from engine.core import Setup
    from engine.registry import get_game
    from tests.companion.conftest import NAMES

    game = get_game(game_id)
    options = {"mode": "app"}
    setup = Setup(game_id, NAMES[:players], game.recommended_roles(players, options), options)
    assert not [p for p in game.validate(setup) if p.severity == "error"], game.validate(setup)
    return GameController.new_game(game, setup, None, seed=seed), plugin_for(game)



@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "players"), [("quest", 8), ("onuw", 10), ("castle", 6), ("avalon", 10)])
def test_whole_games_with_a_phone_at_every_seat_but_one(qtbot, serve, game_id, players):
    """Every game to its end: each seat but the last plays from its phone, the last and the moderator on the
    laptop; no frame holds another seat's secret."""
    controller, plugin = _app_game(game_id, players, seed=21)
    server = serve(controller, plugin)
    phones = {seat: Phone(qtbot, server, lang=("en", "vi", "fa", "zh_TW")[seat % 4]) for seat in range(players - 1)}
    for seat, phone in phones.items():
        phone.join(seat)
    assert play(qtbot, controller, server, phones, random.Random(players), limit=3000) > 0
    synced(qtbot, server, phones)
    assert all(p.latest_state()["result"] for p in phones.values())
    assert audit(controller, phones) > players
    assert server.errors == 0
