"""The setup wizard's model and page base: the setup being edited (validated live by the engine) and what
every page shares. The pages (wizard.py's game page, the package wizard_pages' others) import these from here."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtWidgets import QWidget, QWizardPage

from engine.i18n import QT_TRANSLATE_NOOP

from .gamelist import builtin_ids, load_all, title_entry
from .i18n import current_language
from .settings import AppSettings
from .text import number, render_msg

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFormLayout, QGridLayout, QHBoxLayout, QVBoxLayout

    from engine.core import Game, Problem, Setup

    from .plugin import GamePlugin


# Options a game with phones switches on when Phones is chosen (each is an app-collects-it-privately option).
PHONE_OPTIONS = frozenset({"private_votes"})

@dataclass
class WizardResult:
    setup: Setup
    narration_lang: str
    narration: dict[str, Any] = field(default_factory=dict)
    phones: bool = False  # app-dealt with phones: each player's private screen on their own phone (issue 15)


class SetupModel(QObject):
    """The setup being built. ``changed`` fires after every edit."""

    changed = Signal()
    loaded = Signal()  # the games' rules are loaded (see load)

    def __init__(self, settings: AppSettings, parent: QObject | None = None, load: bool = True,
                 narration_lang: str | None = None) -> None:
        """``narration_lang``: this game's narration language to start with (the UI language the app runs in)."""
        super().__init__(parent)
        self.settings = settings
        self.available: dict[str, Game[Any]] = {}
        # Before the rules are loaded: the game packages and the titles remembered from the last run.
        self.titles: dict[str, tuple[str, str]] = settings.game_titles()
        self.ids: list[str] = builtin_ids()
        self.selected = self._preferred(self.ids)
        self.game: Game[Any] | None = None
        self.plugin: GamePlugin | None = None
        self.players: list[str] = []
        self.roles: list[str] = []
        self.options: dict[str, Any] = {}
        self.phones = False  # the app deals and the players use their phones (the Dealing page's third choice)
        self.narration_lang = narration_lang or current_language()
        self.narration: dict[str, Any] = {}  # read with the rules (load)
        if load:
            self.load()

    def _preferred(self, ids: list[str]) -> str:
        for candidate in (self.settings.last_game, "quest", "onuw"):
            if candidate in ids:
                return str(candidate)
        return ids[0] if ids else ""

    def title_of(self, game_id: str) -> str:
        if game_id in self.available:
            return render_msg(self.available[game_id].title)
        if game_id in self.titles:
            context, source = self.titles[game_id]
            return QCoreApplication.translate(context, source)
        return game_id.replace("_", " ").title()

    def load(self) -> None:
        """Import the games' rules (the registry), remember their titles, choose the game shown first."""
        if self.game is not None:
            return
        self.narration = dict(self.settings.narration())
        self.available = load_all()
        self.ids = list(self.available)
        self.titles = {gid: title_entry(game) for gid, game in self.available.items()}
        self.settings.set_game_titles(self.titles)
        if not self.available:
            raise RuntimeError("no game could be loaded (see engine.registry.load_errors())")
        self.set_game(self.selected if self.selected in self.available else self._preferred(self.ids))
        self.loaded.emit()

    @property
    def is_loaded(self) -> bool:
        return self.game is not None

    def set_game(self, game_id: str) -> None:
        from .games import plugin_for

        self.selected = game_id
        self.game = self.available[game_id]
        self.plugin = plugin_for(self.game)
        last = self.settings.last_setup(game_id)
        try:
            self.options = self.game.options_with_defaults(
                {k: v for k, v in (last.get("options") or {}).items() if k in {s.key for s in self.game.option_specs()}})
        except ValueError:
            self.options = self.game.options_with_defaults({})
        roster = next((r for r in self.settings.recent_rosters()
                       if self.game.min_players <= len(r) <= self.game.max_players), None)
        if roster is None:
            count = min(self.game.max_players, max(self.game.min_players, 5))
            roster = [self.tr("Player {n}").format(n=number(i + 1)) for i in range(count)]
        self.players = list(roster)
        saved_roles = last.get("roles")
        if isinstance(saved_roles, list) and last.get("players") == len(self.players):
            self.roles = [str(r) for r in saved_roles]
            if self.errors():
                self.recommend()
        else:
            self.recommend()
        self.changed.emit()

    def recommend(self) -> None:
        try:
            self.roles = list(self.game.recommended_roles(len(self.players), self.options))
        except (ValueError, KeyError):
            self.roles = []
        self.changed.emit()

    def placeholder(self, seat: int, taken: list[str] | None = None) -> str:
        """"Player 5" for an empty seat (0-based ``seat``), not one of the names ``taken``."""
        n = seat + 1
        while (name := self.tr("Player {n}").format(n=number(n))) in (taken or ()):
            n += 1
        return name

    def is_placeholder(self, name: str) -> bool:
        limit = self.game.max_players if self.game is not None else len(self.players)
        return name in {self.tr("Player {n}").format(n=number(n)) for n in range(1, 2 * limit + 1)}

    def set_count(self, count: int) -> None:
        """Seats kept in order; new seats get the names recently seen who are not seated yet, then "Player n"."""
        names = list(self.players[:count])
        known = [n for n in self.settings.known_names() if n not in names]
        while len(names) < count:
            names.append(known.pop(0) if known else self.placeholder(len(names), names))
        self.players = names
        self._count_changed()

    def add_player(self, name: str) -> bool:
        """Seat ``name`` (ticked among the names recently seen): in the first "Player n" seat, else one seat more.

        False when every seat is taken (the game's most players, none of them a "Player n").
        """
        if name in self.players:
            return True
        empty = next((i for i, n in enumerate(self.players) if self.is_placeholder(n)), None)
        if empty is not None:
            self.players = [name if i == empty else n for i, n in enumerate(self.players)]
            self.changed.emit()
            return True
        if self.game is not None and len(self.players) >= self.game.max_players:
            return False
        self.players = [*self.players, name]
        self._count_changed()
        return True

    def remove_player(self, name: str) -> None:
        """Unseat ``name``: the later seats move up; at the game's fewest players the seat becomes "Player n"."""
        if name not in self.players:
            return
        seat = self.players.index(name)
        if self.game is not None and len(self.players) <= self.game.min_players:
            others = [n for n in self.players if n != name]
            self.players = [self.placeholder(seat, others) if i == seat else n for i, n in enumerate(self.players)]
            self.changed.emit()
            return
        self.players = [n for n in self.players if n != name]
        self._count_changed()

    def _count_changed(self) -> None:
        if self.plugin is not None:
            for key in self.plugin.seat_options():  # a seat that is no longer at the table: drawn at random
                value = self.options.get(key)
                if isinstance(value, int) and value >= len(self.players):
                    self.options[key] = -1
        self.recommend()

    def set_names(self, names: list[str]) -> None:
        self.players = names
        self.changed.emit()

    def set_option(self, key: str, value: Any, recommend: bool = False) -> None:
        self.options[key] = value
        if recommend:
            self.recommend()
        else:
            self.changed.emit()

    def set_dealing(self, mode: str, phones: bool) -> None:
        """The Dealing page's choice: the mode ("app" or "physical") and, app-dealt, whether with phones. Choosing
        phones switches on the options by which the app collects what the table would show by hand (Avalon's
        private team votes: on a phone, a vote is secret until all are in); the options page can switch them off."""
        self.phones = phones
        self.options["mode"] = mode
        if phones and mode == "app" and self.game is not None:
            for spec in self.game.option_specs():
                if spec.key in PHONE_OPTIONS and not self.options.get(spec.key):
                    self.options[spec.key] = True
        self.changed.emit()

    def uses_phones(self) -> bool:
        return self.phones and self.options.get("mode", "app") == "app" and self.game is not None and any(
            s.key == "mode" for s in self.game.option_specs())

    def set_roles(self, roles: list[str]) -> None:
        self.roles = roles
        self.changed.emit()

    def setup(self) -> Setup:
        from engine.core import Setup

        return Setup(self.game.id, tuple(n.strip() for n in self.players), tuple(self.roles), dict(self.options))

    def problems(self) -> list[Problem]:
        from engine.core import Problem

        if self.game is None:
            return [Problem("error", "loading", QT_TRANSLATE_NOOP("SetupWizard", "Loading the games\u2026")())]
        names = [n.strip() for n in self.players]
        found: list[Problem] = []
        if any(not n for n in names) or len(set(names)) != len(names):
            found.append(Problem("error", "names", QT_TRANSLATE_NOOP("SetupWizard", "Every player needs a different name.")()))
        try:
            found.extend(self.game.validate(self.setup()))
        except (ValueError, KeyError, TypeError) as exc:
            found.append(Problem("error", "invalid", QT_TRANSLATE_NOOP("SetupWizard", "This setup is not valid: {reason}")(
                reason=str(exc))))
        return found

    def errors(self) -> list[Problem]:
        if self.game is None:
            return self.problems()
        return [p for p in self.problems() if p.severity == "error"]

    def result(self) -> WizardResult:
        return WizardResult(self.setup(), self.narration_lang, dict(self.narration), self.uses_phones())

    def remember(self) -> None:
        self.settings.last_game = self.game.id
        self.settings.remember_roster([n.strip() for n in self.players])
        self.settings.set_last_setup(self.game.id, {"players": len(self.players), "roles": self.roles, "options": self.options})
        self.settings.set_narration(self.narration)


def _clear(layout: QVBoxLayout | QFormLayout | QGridLayout | QHBoxLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget()
        if widget is not None:
            widget.deleteLater()
        elif item.layout() is not None:
            _clear(item.layout())  # type: ignore[arg-type]


class WizardPage(QWizardPage):
    def __init__(self, model: SetupModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model

    def retranslate(self) -> None:
        """Set every text in the current language."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
