"""Help > About shows the version from pyproject.toml (the one ``tablekeeper --version`` prints), through the menu."""

from __future__ import annotations

import tomllib
from pathlib import Path

from tests.desktop.table import Table, new_game

ROOT = Path(__file__).resolve().parents[2]


def test_help_about_shows_the_version(table: Table) -> None:
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    table.launch()
    new_game(table, "Castle of the Devil", ["Ana", "Binh", "Chi", "Dara"], "physical")
    table.menu("Help", "About Tablekeeper")
    table.qtbot.waitUntil(lambda: f"Tablekeeper {version}" in table.texts())
    assert any("GNU General Public License" in t for t in table.texts())
    table.click("OK")
    table.qtbot.waitUntil(lambda: f"Tablekeeper {version}" not in table.texts())
