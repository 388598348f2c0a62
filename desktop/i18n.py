"""The translation service: UI language (installed on the application) and message catalogues.

The compiled catalogues live beside their sources as translations/<component>_<lang>.qm
(the launcher compiles them). For the UI language every catalogue is installed
on the application, plus Qt's own (qtbase_<lang>.qm where PySide6 ships it, and
our translations/qt_<lang>.ts where it does not, as for Vietnamese).
The narration language is separate: :func:`catalog` gives a catalogue that
translates without being installed.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from functools import cache, cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from engine.i18n import Msg, Text, plural_fallback, render

from .paths import TRANSLATIONS

if TYPE_CHECKING:
    from PySide6.QtCore import Qt

#: Language code -> its own name (shown untranslated in language pickers).
LANGUAGES: dict[str, str] = {"en": "English", "vi": "Tiếng Việt", "fa": "فارسی", "zh_TW": "繁體中文"}
RTL_LANGUAGES = frozenset({"fa"})
QT_LOCALES = {"en": "en_US", "vi": "vi_VN", "fa": "fa_IR", "zh_TW": "zh_TW"}
LIST_SEPARATORS = {"fa": "، ", "zh_TW": "、"}


def locale_for(lang: str) -> QLocale:
    return QLocale(QT_LOCALES.get(lang, "en_US"))


def direction_for(lang: str) -> Qt.LayoutDirection:
    from PySide6.QtCore import Qt  # not at import: building Qt's namespace costs the first frame 20 ms (issue 35)

    return Qt.LayoutDirection.RightToLeft if lang in RTL_LANGUAGES else Qt.LayoutDirection.LeftToRight


def _qm_files(lang: str) -> list[Path]:
    # English is the source language: an English catalogue (<component>_en.qm) would hold plural forms only.
    return list(_compiled(lang))


@cache
def _compiled(lang: str) -> tuple[Path, ...]:
    """The compiled catalogues of ``lang``: beside their sources, where the launcher or the wheel's build put them; a
    catalogue that came only as its source (a checkout run without the launcher, or one the build could not compile)
    is compiled once into the user's cache folder (desktop/qm.py, else the lrelease that ships with PySide6)."""
    found = {qm.stem: qm for qm in TRANSLATIONS.glob(f"*_{lang}.qm")}
    sources = sorted(ts for ts in TRANSLATIONS.glob(f"*_{lang}.ts") if ts.stem not in found)
    if sources:
        from PySide6.QtCore import QStandardPaths

        from .version import version

        cache_root = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
        for ts in sources if cache_root else []:
            qm = Path(cache_root) / f"translations-{version()}" / ts.with_suffix(".qm").name
            if (qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime) or _compile(ts, qm):
                found[ts.stem] = qm
    return tuple(found[stem] for stem in sorted(found))


def _compile(ts: Path, qm: Path) -> bool:
    from . import qm as compiler

    qm.parent.mkdir(parents=True, exist_ok=True)
    try:
        compiler.compile_file(ts, qm)
        return True
    except compiler.Unsupported:
        pass
    import subprocess

    import PySide6

    lrelease = Path(PySide6.__file__).parent / ("lrelease.exe" if sys.platform == "win32" else "lrelease")
    if lrelease.exists():
        subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(qm)], capture_output=True, check=False)
    return qm.exists()


class _HeldTranslator(QTranslator):
    """A translator whose compiled catalogue is read into memory (Qt does not copy it, so it is kept here)."""

    data: bytes = b""


def _load(path: Path) -> QTranslator | None:
    # Read, not mapped: QTranslator.load(path) maps the file, and a .qm rewritten while the app runs (a catalogue
    # compiled again beside a running game, an update) would pull the pages from under it and kill the process.
    try:
        data = path.read_bytes()
    except OSError:
        return None
    translator = _HeldTranslator()
    translator.data = data
    return translator if translator.load(data) else None


class Catalog:
    """Translates texts and messages into one language without touching the application."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._translators = [t for t in (_load(p) for p in _qm_files(lang)) if t is not None]

    def tr(self, text: Text | str, context: str | None = None) -> str:
        ctx = context if context is not None else getattr(text, "context", "")
        for translator in self._translators:
            found = translator.translate(ctx, str(text))
            if found:
                return found
        return str(text)

    def plural(self, text: Text | str, n: int, context: str | None = None) -> str:
        """A plural text's form for ``n`` in this language, ``%n`` (``%Ln``: local digits, isolated in a
        right-to-left language) filled in; without a translation, English's ``(s)`` rule."""
        ctx = context if context is not None else getattr(text, "context", "")
        for translator in self._translators:
            found = translator.translate(ctx, str(text), None, n)
            if found:
                return plural_fallback(found, n, self._value)
        return plural_fallback(str(text), n, self._value)

    def render(self, message: Msg | Text | str) -> str:
        """The message in this language: local list separators, local digits, and in a right-to-left
        language every name or number isolated (U+2068...U+2069), so a Latin name never scrambles a
        Persian sentence."""
        return render(message, self.tr, LIST_SEPARATORS.get(self.lang, ", "), self._value, self.plural)

    def _value(self, value: object) -> str:
        if self.lang == "en":
            return str(value)
        number = isinstance(value, (int, float)) and not isinstance(value, bool)
        text = self._locale.toString(value) if number else str(value)
        return f"\u2068{text}\u2069" if self.lang in RTL_LANGUAGES else text

    @cached_property
    def _locale(self) -> QLocale:
        locale = locale_for(self.lang)
        locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
        return locale


@cache
def catalog(lang: str) -> Catalog:
    return Catalog(lang)


_ui_lang = "en"


def current_language() -> str:
    """The language the UI is in now."""
    return _ui_lang


class UiLanguage:
    """Installs a language on the running application; switching re-sends LanguageChange to every widget."""

    def __init__(self) -> None:
        self.lang = "en"
        self._installed: list[QTranslator] = []

    def install(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
        app = QCoreApplication.instance()
        assert app is not None, "create the QApplication first"
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed = []
        for translator in self._translators_for(lang):
            app.installTranslator(translator)
            self._installed.append(translator)
        self.lang = lang
        global _ui_lang
        _ui_lang = lang
        QLocale.setDefault(locale_for(lang))
        # Qt takes the direction from its own catalogue of the language (qtbase_fa.qm translates QT_LAYOUT_DIRECTION
        # to "RTL"), and gives it back when that catalogue goes: the direction is set here only where Qt did not
        # follow the language, as building Qt's namespace of enums to name it costs a start 20 ms (issue 35).
        if hasattr(app, "setLayoutDirection") and app.isRightToLeft() != (lang in RTL_LANGUAGES):  # type: ignore[attr-defined]
            app.setLayoutDirection(direction_for(lang))  # type: ignore[attr-defined]

    def _translators_for(self, lang: str) -> Iterable[QTranslator]:
        found = [t for t in (_load(p) for p in _qm_files(lang)) if t is not None]
        if lang == "en":
            return found  # English plural catalogues, if any; Qt's own strings are English already
        qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        shipped = qt_dir / f"qtbase_{lang}.qm"
        if shipped.exists() and (t := _load(shipped)) is not None:
            found.append(t)
        return found

def tr(text: Text | str) -> str:
    """Translate an engine text in the current UI language (what QCoreApplication has installed)."""
    ctx = getattr(text, "context", "")
    return QCoreApplication.translate(ctx, str(text))


def render_ui(message: Msg | Text | str) -> str:
    """Render an engine message in the current UI language."""
    return catalog(_ui_lang).render(message)
