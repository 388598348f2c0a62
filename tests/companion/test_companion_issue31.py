"""Issue 31 (points 2, 3, 4, 7, 8) with real phone clients over real sockets: nobody waits for a phone to look,
no phone's screen tells, everyone votes at once, the player aids."""

from __future__ import annotations

from typing import Any

from tests.companion.conftest import avalon_controller
from tests.companion.phones import Phone
from tests.companion.test_companion_games import synced


def _to_vote(controller: Any) -> None:
    while controller.choices()[0].type == "begin":
        controller.act(next(controller.choices()[0].actions()))
    controller.act(next(controller.choices()[0].actions()))  # the leader proposes: now everyone votes


def test_everyone_votes_at_once_and_replays_stay_refused(qtbot, serve):
    """§4: five phones send their votes on the same state, none waiting for the others' updates: all accepted.
    The same message again, or a vote named with a revision older than the seat's own last choice, is stale."""
    controller, plugin = avalon_controller(seed=11)
    _to_vote(controller)
    server = serve(controller, plugin)
    phones = {seat: Phone(qtbot, server) for seat in range(5)}
    for seat, phone in phones.items():
        phone.join(seat)
    synced(qtbot, server, phones)
    rev = server.rev
    sent = {}
    for seat, phone in phones.items():
        phone.skip()
        sent[seat] = {"type": "act", "rev": rev, "action": "vote", "params": {"vote": "approve" if seat % 2 == 0 else "reject"}}
        phone.send(sent[seat])
    answers = {seat: phone.expect_one("accepted", "refused") for seat, phone in phones.items()}
    assert {seat: a["type"] for seat, a in answers.items()} == dict.fromkeys(phones, "accepted"), answers
    synced(qtbot, server, phones)
    assert not any(c.type == "vote" for c in controller.choices())
    # A replay of an accepted vote, and an old revision: refused, nothing changes.
    before = len(controller.session.groups)
    for seat in (0, 3):
        phones[seat].skip()
        phones[seat].send(sent[seat])
        assert phones[seat].expect("refused")["code"] == "stale"
    assert len(controller.session.groups) == before
    assert server.errors == 0
