"""Remembered choices: UI language, recent rosters, the board's screen, narration settings.

Stored with QSettings in an INI file under the application's config location
(tests pass a path of their own).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, QStandardPaths

MAX_ROSTERS = 8
MAX_NAMES = 40  # everyone recently seen at the table, offered to tick on the players page


def default_settings_path() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppConfigLocation)
    return Path(base or Path.home() / ".config" / "Tablekeeper") / "settings.ini"


class AppSettings:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or default_settings_path()
        self._qs = QSettings(str(self.path), QSettings.Format.IniFormat)

    def _get_json(self, key: str, default: Any) -> Any:
        import json  # not needed for the wizard's first frame

        raw = self._qs.value(key)
        if not isinstance(raw, str):
            return default
        try:
            return json.loads(raw)
        except ValueError:
            return default

    def _set_json(self, key: str, value: Any) -> None:
        import json

        self._qs.setValue(key, json.dumps(value, ensure_ascii=False))
        self._qs.sync()

    # -- language ---------------------------------------------------------------
    @property
    def ui_language(self) -> str | None:
        value = self._qs.value("ui/language")
        return value if isinstance(value, str) else None

    @ui_language.setter
    def ui_language(self, lang: str) -> None:
        self._qs.setValue("ui/language", lang)
        self._qs.sync()

    # -- rosters ----------------------------------------------------------------
    def recent_rosters(self) -> list[list[str]]:
        rosters = self._get_json("players/recent", [])
        if not isinstance(rosters, list):
            return []
        return [r for r in rosters if isinstance(r, list) and all(isinstance(n, str) for n in r)]

    def remember_roster(self, names: list[str]) -> None:
        known = self.known_names()
        rosters = [r for r in self.recent_rosters() if r != names]
        self._set_json("players/recent", [names, *rosters][:MAX_ROSTERS])
        self._set_json("players/names", [*names, *(n for n in known if n not in names)][:MAX_NAMES])

    def known_names(self) -> list[str]:
        """Every name recently seen at the table, the latest game's players first (in their seat order)."""
        names = self._get_json("players/names", None)
        if not isinstance(names, list):  # a settings file from before the names were kept: the rosters' names
            names = [n for roster in self.recent_rosters() for n in roster]
        out: list[str] = []
        for name in names:
            if isinstance(name, str) and name.strip() and name not in out:
                out.append(name)
        return out

    # -- board screen -----------------------------------------------------------
    @property
    def board_screen(self) -> str | None:
        value = self._qs.value("board/screen")
        return value if isinstance(value, str) and value else None

    @board_screen.setter
    def board_screen(self, name: str | None) -> None:
        self._qs.setValue("board/screen", name or "")
        self._qs.sync()

    @property
    def reduce_motion(self) -> bool:
        """The board's reveals without animation (desktop/reveal.py)."""
        return str(self._qs.value("board/reduce_motion", "false")).lower() in ("true", "1")

    @reduce_motion.setter
    def reduce_motion(self, on: bool) -> None:
        self._qs.setValue("board/reduce_motion", bool(on))
        self._qs.sync()

    # -- the console's window --------------------------------------------------
    @property
    def console_geometry(self) -> bytes | None:
        """The console's last size and place (QWidget.saveGeometry), restored at the next game."""
        value = self._qs.value("console/geometry")
        if not isinstance(value, str) or not value:
            return None
        import base64
        import binascii

        try:
            return base64.b64decode(value, validate=True)
        except (binascii.Error, ValueError):
            return None

    @console_geometry.setter
    def console_geometry(self, value: bytes | None) -> None:
        import base64

        self._qs.setValue("console/geometry", base64.b64encode(value).decode("ascii") if value else "")
        self._qs.sync()

    @property
    def board_in_console(self) -> bool | None:
        """The board as a pane of the console (Board > Board inside the console): the moderator's choice, None until
        they make one (then the board is a pane when the console's screen is the only one: desktop/placement.py)."""
        value = self._qs.value("board/in_console")
        if value in (None, ""):
            return None
        return value in (True, "true", "1")

    @board_in_console.setter
    def board_in_console(self, inside: bool) -> None:
        self._qs.setValue("board/in_console", "true" if inside else "false")
        self._qs.sync()

    # -- the laptop's look (desktop/style.py) -------------------------------------
    @property
    def theme(self) -> str:
        """"light", "dark" or "system" (the operating system's colour scheme)."""
        value = self._qs.value("ui/theme")
        return value if value in ("light", "dark") else "system"

    @theme.setter
    def theme(self, value: str) -> None:
        self._qs.setValue("ui/theme", value if value in ("light", "dark") else "system")
        self._qs.sync()

    @property
    def system_theme_seen(self) -> str | None:
        """The operating system's colour scheme as the last start saw it ("light" or "dark"), None before any."""
        value = self._qs.value("ui/system_theme")
        return value if value in ("light", "dark") else None

    @system_theme_seen.setter
    def system_theme_seen(self, value: str) -> None:
        self._qs.setValue("ui/system_theme", value)
        self._qs.sync()

    # -- narration --------------------------------------------------------------
    def narration(self) -> dict[str, Any]:
        value = self._get_json("narration/settings", {})
        return value if isinstance(value, dict) else {}

    def set_narration(self, settings: dict[str, Any]) -> None:
        self._set_json("narration/settings", settings)

    @property
    def recording_input(self) -> str:
        """The recording studio's microphone: a QAudioDevice id as text, "" for the system default."""
        value = self._qs.value("narration/input")
        return value if isinstance(value, str) else ""

    @recording_input.setter
    def recording_input(self, device_id: str) -> None:
        self._qs.setValue("narration/input", device_id)
        self._qs.sync()

    # -- last setup per game ------------------------------------------------------
    def last_setup(self, game_id: str) -> dict[str, Any]:
        value = self._get_json(f"setup/{game_id}", {})
        return value if isinstance(value, dict) else {}

    def set_last_setup(self, game_id: str, data: dict[str, Any]) -> None:
        self._set_json(f"setup/{game_id}", data)

    # -- the game list, for the wizard's first frame (no game rules imported yet) -----------------------
    def game_titles(self) -> dict[str, tuple[str, str]]:
        """Game id -> (translation context, English title), as last seen when the rules were loaded.

        Stored as a flat list of strings (id, context, title, ...), read without json at the first frame.
        """
        value = self._qs.value("games/titles")
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or len(value) % 3 or not all(isinstance(x, str) for x in value):
            return {}
        return {value[i]: (value[i + 1], value[i + 2]) for i in range(0, len(value), 3)}

    def set_game_titles(self, titles: dict[str, tuple[str, str]]) -> None:
        if titles != self.game_titles():
            self._qs.setValue("games/titles", [x for gid, (ctx, title) in titles.items() for x in (gid, ctx, title)])
            self._qs.sync()

    @property
    def last_game(self) -> str | None:
        value = self._qs.value("setup/last_game")
        return value if isinstance(value, str) and value else None

    @last_game.setter
    def last_game(self, game_id: str) -> None:
        self._qs.setValue("setup/last_game", game_id)
        self._qs.sync()
