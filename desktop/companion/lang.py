"""Rendering in a phone's language while the console stays in its own.

The game plug-ins label values with ``QCoreApplication.translate`` (the installed UI language). To label a
phone's buttons with the very same code and catalogues in the phone's language, :func:`phone_language`
puts a translator for that language in front of the application's for the length of a ``with`` block, and
takes it out again. Installing and removing a translator makes Qt send a LanguageChange event to the
application (which would retranslate every window); an application event filter swallows exactly those,
only inside the block, so the console and the board never notice.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QTranslator

from ..i18n import LANGUAGES, Catalog, locale_for


class _CatalogTranslator(QTranslator):
    """Answers every lookup from one language's catalogues, the source text when they have none (so the UI
    language behind it is never consulted)."""

    def __init__(self, source: Catalog) -> None:
        super().__init__()
        self._catalog = source

    def translate(self, context: str, sourceText: str, disambiguation: str | None = None, n: int = -1) -> str:  # noqa: N803
        found = self._catalog.tr(sourceText, context)
        return found or sourceText


# A Catalog reads its compiled catalogues into memory (desktop/i18n.py), so a .qm rewritten while the table
# runs cannot pull pages from under a phone's words.
_catalogs: dict[str, Catalog] = {}


def phone_catalog(lang: str) -> Catalog:
    """The catalogue a phone's words are rendered from (one per language, loaded once)."""
    lang = phone_lang(lang)
    if lang not in _catalogs:
        _catalogs[lang] = Catalog(lang)
    return _catalogs[lang]


class _SwallowLanguageChange(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return event.type() == QEvent.Type.LanguageChange


_translators: dict[str, _CatalogTranslator] = {}
_filter: _SwallowLanguageChange | None = None
_depth = 0


def phone_lang(value: object) -> str:
    """A language code the phone may ask for, else English."""
    return value if isinstance(value, str) and value in LANGUAGES else "en"


@contextmanager
def phone_language(lang: str) -> Iterator[Catalog]:
    """Inside the block QCoreApplication.translate and QLocale() answer in ``lang``; yields its Catalog."""
    global _filter, _depth
    lang = phone_lang(lang)
    app = QCoreApplication.instance()
    assert app is not None, "create the application first"
    if _depth:  # nested: the outer block's language stays
        _depth += 1
        try:
            yield phone_catalog(lang)
        finally:
            _depth -= 1
        return
    translator = _translators.get(lang)
    if translator is None:
        translator = _translators[lang] = _CatalogTranslator(phone_catalog(lang))
    if _filter is None:
        _filter = _SwallowLanguageChange()
    locale = QLocale()
    app.installEventFilter(_filter)
    app.installTranslator(translator)
    QLocale.setDefault(locale_for(lang))
    _depth = 1
    try:
        yield phone_catalog(lang)
    finally:
        _depth = 0
        QLocale.setDefault(locale)
        app.removeTranslator(translator)
        app.removeEventFilter(_filter)
