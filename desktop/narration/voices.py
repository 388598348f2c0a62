"""The speech engine behind pyttsx3: loading it, its version, and the voice for each language.

No Qt here: this runs in the render worker process and in the command line.

On Linux the engine is espeak-ng 1.52 from the espeakng-loader package, never
the system's (Debian 12 ships 1.51, which reads Mandarin tone digits as
English). Its library is loaded first with RTLD_GLOBAL, so when pyttsx3 asks
for ``libespeak-ng.so.1`` the dynamic loader hands back this one (same
soname), and ESPEAK_DATA_PATH points at its data before pyttsx3 initialises.
On Windows and macOS pyttsx3 uses the system voices (SAPI5, NSSpeechSynthesizer
/ AVSpeech); their language matching is best effort and not verified here.
"""

from __future__ import annotations

import ctypes
import os
import platform
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

#: Narration language -> the language tags to look for, best first.
#: Traditional Chinese text is spoken in Mandarin ("cmn"): espeak-ng reads
#: Traditional characters in its Mandarin voice; Cantonese ("yue") is the fallback.
LANGUAGE_TAGS: dict[str, tuple[str, ...]] = {
    "en": ("en-us", "en-gb", "en"),
    "vi": ("vi", "vi-vn"),
    "fa": ("fa", "fa-ir", "pes"),
    "zh_TW": ("zh-tw", "cmn-tw", "cmn-hant-tw", "cmn", "zh-cmn", "zh", "yue", "zh-hk", "zh-yue"),
}
#: Words that name the language in voice names (SAPI5 and macOS voice names are English).
NAME_HINTS: dict[str, tuple[str, ...]] = {
    "en": ("english",),
    "vi": ("vietnam",),
    "fa": ("persian", "farsi"),
    "zh_TW": ("taiwan", "mandarin", "chinese"),
}
#: Voices that look like a language match but speak another script (espeak's romanised variants).
AVOID = re.compile(r"(latn|pinyin|jyutping|shaw)", re.IGNORECASE)


@dataclass(frozen=True)
class VoiceInfo:
    id: str
    name: str
    languages: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "languages": list(self.languages)}


@dataclass
class EngineInfo:
    engine: str          # "espeak-ng", "sapi5", "nsss", "avspeech"
    version: str         # the library's own version
    library: str         # where it was loaded from (Linux) or the platform
    voices: list[VoiceInfo]

    def choose(self, lang: str, wanted: str = "") -> VoiceInfo | None:
        return choose_voice(self.voices, lang, wanted)

    def to_json(self) -> dict[str, Any]:
        return {"engine": self.engine, "version": self.version, "library": self.library,
                "voices": {lang: (v.id if (v := self.choose(lang)) else None) for lang in LANGUAGE_TAGS},
                "all_voices": [v.to_json() for v in self.voices]}


def _norm(tag: str) -> str:
    return tag.strip().lower().replace("_", "-")


def _score(voice: VoiceInfo, lang: str) -> int | None:
    """Lower is better; None: not a voice for ``lang``."""
    tags = LANGUAGE_TAGS.get(lang, (_norm(lang),))
    if AVOID.search(voice.id) or AVOID.search(voice.name):
        return None
    langs = [_norm(x) for x in voice.languages]
    id_tail = _norm(voice.id.rsplit("/", 1)[-1])
    for rank, tag in enumerate(tags):
        if tag in langs or id_tail == tag:
            return rank
    for rank, tag in enumerate(tags):
        if any(x.startswith(tag + "-") for x in langs) or re.search(rf"(^|[^a-z]){re.escape(tag)}([^a-z]|$)", voice.id.lower()):
            return 100 + rank
    name = voice.name.lower()
    for rank, hint in enumerate(NAME_HINTS.get(lang, ())):
        if hint in name:
            return 200 + rank
    return None


def choose_voice(voices: Iterable[VoiceInfo], lang: str, wanted: str = "") -> VoiceInfo | None:
    """The voice for ``lang``: the wanted one when installed, else the best match, else None."""
    voices = list(voices)
    if wanted:
        for voice in voices:
            if voice.id == wanted:
                return voice
    scored = [(s, i, v) for i, v in enumerate(voices) if (s := _score(v, lang)) is not None]
    return min(scored)[2] if scored else None


# -- loading the engine ----------------------------------------------------------------------

_ESPEAK: ctypes.CDLL | None = None


def load_espeak() -> ctypes.CDLL | None:
    """Load espeakng-loader's espeak-ng globally and point ESPEAK_DATA_PATH at its data (Linux only).

    Must run before pyttsx3 is imported. Returns None when the package is missing.
    """
    global _ESPEAK
    if _ESPEAK is not None:
        return _ESPEAK
    if platform.system() != "Linux":
        return None
    try:
        import espeakng_loader
    except ImportError:
        return None
    _ESPEAK = ctypes.CDLL(espeakng_loader.get_library_path(), mode=ctypes.RTLD_GLOBAL)
    os.environ["ESPEAK_DATA_PATH"] = espeakng_loader.get_data_path()
    return _ESPEAK


def espeak_version(lib: ctypes.CDLL) -> str:
    info = lib.espeak_Info
    info.restype = ctypes.c_char_p
    info.argtypes = [ctypes.c_void_p]
    raw = info(None)
    return raw.decode("ascii", "replace") if raw else "?"


class EngineError(RuntimeError):
    """No speech engine could be started; the message says why."""


def open_engine() -> tuple[Any, EngineInfo]:
    """Start pyttsx3 (after loading espeak-ng on Linux); returns the engine and what it offers.

    Raises :class:`EngineError` with a plain reason when that is impossible.
    """
    system = platform.system()
    lib = load_espeak()
    if system == "Linux" and lib is None:
        raise EngineError("the espeakng-loader package is not installed")
    try:
        import pyttsx3
    except ImportError as exc:
        raise EngineError(f"pyttsx3 is not installed ({exc})") from None
    try:
        engine = pyttsx3.init("espeak" if system == "Linux" else None)
    except Exception as exc:  # pyttsx3 raises many kinds when a driver is missing
        raise EngineError(f"pyttsx3 could not start: {exc}") from None
    driver = type(engine.proxy._driver).__module__.rsplit(".", 1)[-1]
    if driver == "espeak":
        from pyttsx3.drivers import _espeak

        loaded_from = getattr(_espeak.dll, "_name", "?")
        same = lib is not None and _espeak.dll is not None and _espeak.dll._handle == lib._handle
        name, version = "espeak-ng", espeak_version(_espeak.dll)
        library = loaded_from if not same else str(getattr(lib, "_name", loaded_from))
    else:
        name, version, library = driver, platform.release(), system
    voices = [VoiceInfo(str(v.id), str(v.name or v.id), tuple(str(x) for x in (v.languages or ()) if x))
              for v in engine.getProperty("voices")]
    return engine, EngineInfo(name, version, library, voices)


def audio_suffix() -> str:
    """What the engine writes: macOS writes AIFF whatever the name says, the others WAV."""
    return ".aiff" if platform.system() == "Darwin" else ".wav"
