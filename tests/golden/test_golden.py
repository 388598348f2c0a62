"""The engines' output stays byte-identical: every view and event of every record and of seeded random playouts.

The digests were recorded with ``.venv/bin/python -m tests.golden.golden --write`` (tests/golden/golden.py). A
failure means some view or event changed: if the change is deliberate (a new view key, a reworded message), record
the digests again in the same commit and say so; during a restructuring (issue 18) it is a bug.
"""

from __future__ import annotations

import pytest

from tests.golden.golden import GAMES, IN_SUITE, differences

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("game", GAMES)
def test_every_view_and_event_is_as_recorded(game: str) -> None:
    found = list(differences(game, IN_SUITE[game]))
    assert not found, "\n".join(found[:20])
