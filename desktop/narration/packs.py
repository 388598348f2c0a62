"""Narration packs: recorded lines that play instead of the synthetic voice (see docs/narration.md, "Packs").

A pack is a folder ``<user data>/narration-packs/<pack id>/`` (``QStandardPaths.AppDataLocation``, or
``$TABLEKEEPER_NARRATION_PACKS`` when set) holding ``manifest.json`` and one PCM WAV file per recorded line::

    {"format": "tablekeeper-narration-pack", "version": 1, "id": "grandmas-voice", "name": "Grandma's voice",
     "language": "vi", "author": "...", "licence": "CC-BY-4.0",
     "lines": [{"id": "onuw.seer.wake", "text_hash": "3f1c...", "file": "onuw.seer.wake-1a2b3c4d.wav",
                "seconds": 3.42, "text": "Tiên tri, hãy thức dậy. ..."}]}

A line's ``id`` is its key in :mod:`desktop.narration.lines` (the script step id, plus a variant tag where a step
says different words in different setups); ``text_hash`` is :func:`~desktop.narration.lines.text_hash` of the
words as the app says them in the pack's language. A recording whose hash differs from the line's current words
is *stale*: the wording changed since it was recorded, and the synthetic voice says the line instead.

Playback needs no line ids at all: the narrator hands the speaker the words, and a pack plays the recording whose
``text_hash`` is the hash of those words (:meth:`Pack.file_for`).

Import (:meth:`PackLibrary.import_zip`) refuses a hostile or broken archive with a translated message and writes
only into a fresh folder inside the library, renamed into place when everything checked out.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import stat
import tempfile
import unicodedata
import zipfile
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path, PurePosixPath
from typing import Any

from PySide6.QtCore import QStandardPaths

from desktop.digest import sha256_hex, token_hex
from desktop.i18n import LANGUAGES
from engine.i18n import QT_TRANSLATE_NOOP, Msg

from .audio import AudioError, level, wav_info
from .lines import Line, text_hash

FORMAT_ID = "tablekeeper-narration-pack"
FORMAT_VERSION = 1
PACKS_ENV = "TABLEKEEPER_NARRATION_PACKS"
CHOSEN = "chosen.json"  # {language: pack id}, beside the packs
MANIFEST = "manifest.json"

# Import limits.
MAX_ENTRIES = 2_000  # files in one archive (the largest game has well under 100 lines)
MAX_FILE_BYTES = 32 * 1024 * 1024  # one recording (120 s of 48 kHz stereo 16-bit is 23 MB)
MAX_TOTAL_BYTES = 512 * 1024 * 1024  # the whole pack unpacked
MAX_RATIO = 100  # unpacked / packed size of one entry; recorded speech deflates 1.1-3x, a zip bomb ~1000x
MAX_MANIFEST_BYTES = 2 * 1024 * 1024
MAX_FIELD = 200

PACK_ID = re.compile(r"^[a-z0-9][a-z0-9._-]{0,63}$")
FILE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.wav$")
HASH = re.compile(r"^[0-9a-f]{20}$")

T_NOT_ZIP = QT_TRANSLATE_NOOP("narration", "This file is not a narration pack: it is not a readable .zip file ({detail}).")
T_NO_MANIFEST = QT_TRANSLATE_NOOP("narration", "This file is not a narration pack: it holds no manifest.json.")
T_FOREIGN = QT_TRANSLATE_NOOP(
    "narration", "This file is not a Tablekeeper narration pack: its manifest is of another kind (\"{format}\").")
T_NEWER = QT_TRANSLATE_NOOP(
    "narration", "This narration pack was made by a newer Tablekeeper (pack format {version}). "
    "Update Tablekeeper to use it.")
T_BAD_MANIFEST = QT_TRANSLATE_NOOP("narration", "The pack was refused: its manifest is not valid ({detail}).")
T_UNSAFE_PATH = QT_TRANSLATE_NOOP(
    "narration", "The pack was refused: it holds \"{name}\", a path that leads outside the pack's folder.")
T_LINK = QT_TRANSLATE_NOOP(
    "narration", "The pack was refused: \"{name}\" is a link; a pack may hold only plain files.")
T_FOLDER = QT_TRANSLATE_NOOP(
    "narration", "The pack was refused: \"{name}\" is inside a folder; a pack keeps its files side by side.")
T_ENCRYPTED = QT_TRANSLATE_NOOP("narration", "The pack was refused: \"{name}\" is encrypted.")
T_TOO_MANY = QT_TRANSLATE_NOOP("narration", "The pack was refused: it holds {count} files (at most {limit}).")
T_FILE_TOO_BIG = QT_TRANSLATE_NOOP("narration", "The pack was refused: \"{name}\" is larger than {limit} MB.")
T_TOO_BIG = QT_TRANSLATE_NOOP("narration", "The pack was refused: it would take more than {limit} MB once unpacked.")
T_BOMB = QT_TRANSLATE_NOOP(
    "narration", "The pack was refused: \"{name}\" unpacks to more than {ratio} times its packed size, "
    "as only a zip bomb does.")
T_UNLISTED = QT_TRANSLATE_NOOP("narration", "The pack was refused: \"{name}\" is not named in its manifest.")
T_MISSING_FILE = QT_TRANSLATE_NOOP(
    "narration", "The pack was refused: its manifest names \"{name}\", which is not in the archive.")
T_BAD_AUDIO = QT_TRANSLATE_NOOP(
    "narration", "\"{name}\" is not usable audio: {detail}. Narration packs hold PCM WAV files "
    "(8 to 32 bits, mono or stereo, 8 to 96 kHz, at most 120 seconds a line).")
T_EXISTS = QT_TRANSLATE_NOOP(
    "narration", "A pack with the id \"{id}\" (\"{name}\") is already installed. Delete it first to import this one.")
T_BROKEN_RECORDING = QT_TRANSLATE_NOOP(
    "narration", "The narration pack \"{pack}\" has a damaged recording ({file}: {detail}); the synthetic voice "
    "says that line (and any other damaged one) instead.")
T_CANNOT_WRITE = QT_TRANSLATE_NOOP("narration", "The pack could not be saved ({detail}).")


class PackError(Exception):
    """A pack operation that was refused; ``msg`` says why (translate it with ``render_ui``)."""

    def __init__(self, msg: Msg) -> None:
        super().__init__(msg.english())
        self.msg = msg


def packs_dir() -> Path:
    override = os.environ.get(PACKS_ENV)
    if override:
        return Path(override)
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".local" / "share" / "Tablekeeper") / "narration-packs"


@dataclass(frozen=True)
class PackLine:
    id: str
    text_hash: str
    file: str
    seconds: float
    text: str = ""


@dataclass(frozen=True)
class Manifest:
    id: str
    name: str
    language: str
    author: str = ""
    licence: str = ""
    lines: tuple[PackLine, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT_ID, "version": FORMAT_VERSION, "id": self.id, "name": self.name,
                "language": self.language, "author": self.author, "licence": self.licence,
                "lines": [asdict(line) for line in self.lines]}


def _bad(detail: str) -> PackError:
    return PackError(T_BAD_MANIFEST(detail=detail))


def _string(data: dict[str, Any], key: str, *, required: bool = True, limit: int = MAX_FIELD) -> str:
    value = data.get(key, None if required else "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise _bad(f"\"{key}\" must be a{' non-empty' if required else ''} text")
    if len(value) > limit:
        raise _bad(f"\"{key}\" is longer than {limit} characters")
    return value


def parse_manifest(raw: bytes) -> Manifest:
    """A manifest read from JSON bytes; every field checked (PackError says which is wrong)."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise _bad(f"not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise _bad("not a JSON object")
    if data.get("format") != FORMAT_ID:
        raise PackError(T_FOREIGN(format=str(data.get("format", data.get("type", "?")))[:60]))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise _bad("\"version\" must be a whole number")
    if version > FORMAT_VERSION:
        raise PackError(T_NEWER(version=version))
    pack_id = _string(data, "id")
    if not PACK_ID.match(pack_id):
        raise _bad("\"id\" may hold only a-z, 0-9, '.', '_' and '-' (at most 64)")
    language = _string(data, "language")
    if language not in LANGUAGES:
        raise _bad(f"\"language\" must be one of {', '.join(LANGUAGES)}")
    lines_raw = data.get("lines")
    if not isinstance(lines_raw, list):
        raise _bad("\"lines\" must be a list")
    if len(lines_raw) > MAX_ENTRIES:
        raise _bad(f"more than {MAX_ENTRIES} lines")
    lines: list[PackLine] = []
    ids: set[str] = set()
    files: set[str] = set()
    for number, item in enumerate(lines_raw, 1):
        if not isinstance(item, dict):
            raise _bad(f"line {number} is not an object")
        line_id = _string(item, "id", limit=400)
        file = _string(item, "file")
        digest = _string(item, "text_hash")
        seconds = item.get("seconds")
        if not FILE_NAME.match(file):
            raise _bad(f"line {number}: \"file\" must be a plain .wav file name")
        if not HASH.match(digest):
            raise _bad(f"line {number}: \"text_hash\" must be 20 hexadecimal digits")
        if not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or not 0 < seconds <= 120:
            raise _bad(f"line {number}: \"seconds\" must be a length in seconds")
        if line_id in ids or file in files:
            raise _bad(f"line {number}: \"{line_id}\" or its file appears twice")
        ids.add(line_id)
        files.add(file)
        lines.append(PackLine(line_id, digest, file, float(seconds), _string(item, "text", required=False, limit=4000)))
    return Manifest(pack_id, _string(data, "name"), language, _string(data, "author", required=False),
                    _string(data, "licence", required=False), tuple(lines))


def check_audio(name: str, data: bytes) -> float:
    """Seconds of a pack's WAV file, or PackError saying why it cannot be used."""
    try:
        return wav_info(data).seconds
    except AudioError as exc:
        raise PackError(T_BAD_AUDIO(name=name, detail=str(exc))) from None


def _atomic_write(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.{token_hex(4)}.part")
    try:
        tmp.write_bytes(data)
        os.replace(tmp, path)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise PackError(T_CANNOT_WRITE(detail=str(exc))) from None


def file_name_for(key: str) -> str:
    safe = re.sub(r"[^A-Za-z0-9._-]+", "_", key).strip("._-")[:80] or "line"
    return f"{safe}-{sha256_hex(key.encode('utf-8'))[:8]}.wav"


@dataclass(frozen=True)
class LineState:
    """A line of the game and what the pack has for it: "recorded", "stale" or "missing"."""

    line: Line
    text: str
    state: str
    entry: PackLine | None


@dataclass
class Pack:
    folder: Path
    manifest: Manifest
    _by_hash: dict[str, PackLine] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self._by_hash = {line.text_hash: line for line in self.manifest.lines}

    @classmethod
    def load(cls, folder: Path) -> Pack:
        try:
            raw = (folder / MANIFEST).read_bytes()
        except OSError as exc:
            raise _bad(str(exc)) from None
        manifest = parse_manifest(raw)
        return cls(folder, manifest)

    @property
    def id(self) -> str:
        return self.manifest.id

    @property
    def name(self) -> str:
        return self.manifest.name

    @property
    def language(self) -> str:
        return self.manifest.language

    def entry(self, key: str) -> PackLine | None:
        return next((line for line in self.manifest.lines if line.id == key), None)

    def path(self, entry: PackLine) -> Path:
        return self.folder / entry.file

    def file_for(self, text: str) -> Path | None:
        """The recording that says exactly ``text`` (as the narrator renders it), or None."""
        found = self._by_hash.get(text_hash(text))
        return self.path(found) if found is not None else None

    def states(self, lines: Iterable[Line]) -> list[LineState]:
        out = []
        for line in lines:
            text = line.text(self.language)
            entry = self.entry(line.key)
            state = "missing" if entry is None else "recorded" if entry.text_hash == text_hash(text) else "stale"
            out.append(LineState(line, text, state, entry))
        return out

    def _save(self, manifest: Manifest) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        _atomic_write(self.folder / MANIFEST,
                      json.dumps(manifest.to_json(), ensure_ascii=False, indent=1).encode("utf-8"))
        self.manifest = manifest
        self.__post_init__()

    def update(self, **changes: Any) -> None:
        """Change the name, author or licence."""
        self._save(replace(self.manifest, **{k: v for k, v in changes.items() if k in ("name", "author", "licence")}))

    def put(self, line: Line, wav: bytes, *, source: str = "", levelled: bool = True) -> PackLine:
        """Record ``wav`` (WAV bytes) as ``line``'s recording, trimmed and levelled first (see audio.level)."""
        name = source or line.key
        try:
            data = level(wav).wav if levelled else wav
        except AudioError as exc:
            raise PackError(T_BAD_AUDIO(name=name, detail=str(exc))) from None
        seconds = check_audio(name, data)
        text = line.text(self.language)
        entry = PackLine(line.key, text_hash(text), file_name_for(line.key), round(seconds, 4), text)
        self.folder.mkdir(parents=True, exist_ok=True)
        _atomic_write(self.folder / entry.file, data)
        self._save(replace(self.manifest, lines=tuple(
            [x for x in self.manifest.lines if x.id != line.key] + [entry])))
        return entry

    def remove(self, key: str) -> None:
        entry = self.entry(key)
        if entry is None:
            return
        self._save(replace(self.manifest, lines=tuple(x for x in self.manifest.lines if x.id != key)))
        (self.folder / entry.file).unlink(missing_ok=True)

    def export_zip(self, target: Path) -> Path:
        """Write the pack as one .zip (the manifest and its files side by side); returns the file written."""
        target = target if target.suffix.lower() == ".zip" else target.with_suffix(".zip")
        tmp = target.with_name(f".{target.name}.{token_hex(4)}.part")
        try:
            with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z:
                z.writestr(MANIFEST, json.dumps(self.manifest.to_json(), ensure_ascii=False, indent=1))
                for entry in self.manifest.lines:
                    z.write(self.path(entry), entry.file)
            os.replace(tmp, target)
        except OSError as exc:
            tmp.unlink(missing_ok=True)
            raise PackError(T_CANNOT_WRITE(detail=str(exc))) from None
        return target


def _slug(name: str) -> str:
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")[:40] or "pack"


class PackLibrary:
    """The installed packs, and which one each narration language plays (``chosen.json`` in the library)."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root if root is not None else packs_dir()

    def packs(self, language: str | None = None) -> list[Pack]:
        """Installed packs (of one language), by name; unreadable folders are left out."""
        found: list[Pack] = []
        if not self.root.is_dir():
            return found
        for folder in sorted(self.root.iterdir()):
            if folder.name.startswith(".") or not folder.is_dir() or folder.is_symlink():
                continue
            try:
                pack = Pack.load(folder)
            except PackError:
                continue
            if language is None or pack.language == language:
                found.append(pack)
        return sorted(found, key=lambda p: (p.name.casefold(), p.id))

    def get(self, pack_id: str) -> Pack | None:
        if not PACK_ID.match(pack_id):
            return None
        folder = self.root / pack_id
        try:
            return Pack.load(folder) if folder.is_dir() and not folder.is_symlink() else None
        except PackError:
            return None

    def create(self, name: str, language: str, author: str = "", licence: str = "") -> Pack:
        if language not in LANGUAGES:
            raise ValueError(language)
        base = f"{_slug(name)}-{language.lower().replace('_', '-')}"
        pack_id, n = base, 1
        while (self.root / pack_id).exists():
            n += 1
            pack_id = f"{base}-{n}"
        pack = Pack(self.root / pack_id, Manifest(pack_id, name.strip()[:MAX_FIELD] or pack_id, language,
                                                   author[:MAX_FIELD], licence[:MAX_FIELD]))
        pack._save(pack.manifest)
        return pack

    def delete(self, pack_id: str) -> None:
        pack = self.get(pack_id)
        if pack is not None:
            shutil.rmtree(pack.folder)
        for lang in LANGUAGES:
            if self.chosen_id(lang) == pack_id:
                self.choose(lang, None)

    # -- the pack each language plays -----------------------------------------------------------------
    def _choices(self) -> dict[str, str]:
        try:
            data = json.loads((self.root / CHOSEN).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)} if isinstance(data, dict) else {}

    def chosen_id(self, language: str) -> str:
        return self._choices().get(language, "")

    def choose(self, language: str, pack_id: str | None) -> None:
        choices = self._choices()
        if pack_id:
            choices[language] = pack_id
        else:
            choices.pop(language, None)
        self.root.mkdir(parents=True, exist_ok=True)
        _atomic_write(self.root / CHOSEN, json.dumps(choices, indent=1).encode("utf-8"))

    def chosen(self, language: str) -> Pack | None:
        """The pack the narration plays in ``language``, when one is chosen, installed and of that language."""
        pack_id = self.chosen_id(language)
        pack = self.get(pack_id) if pack_id else None
        return pack if pack is not None and pack.language == language else None

    # -- import -----------------------------------------------------------------------------------------
    def import_zip(self, archive: Path) -> Pack:
        """Install a pack from a .zip; PackError (nothing installed, nothing written) when it is refused."""
        try:
            with zipfile.ZipFile(archive) as z:
                members = _checked_members(z)
                manifest = parse_manifest(_read(z, members[MANIFEST], MAX_MANIFEST_BYTES))
                listed = {line.file for line in manifest.lines}
                for name in members:
                    if name != MANIFEST and name not in listed:
                        raise PackError(T_UNLISTED(name=name))
                for name in listed:
                    if name not in members:
                        raise PackError(T_MISSING_FILE(name=name))
                existing = self.get(manifest.id)
                if existing is not None or (self.root / manifest.id).exists():
                    raise PackError(T_EXISTS(id=manifest.id, name=existing.name if existing else manifest.id))
                self.root.mkdir(parents=True, exist_ok=True)
                staging = Path(tempfile.mkdtemp(prefix=".import-", dir=self.root))
                try:
                    total = 0
                    for line in manifest.lines:
                        data = _read(z, members[line.file], MAX_FILE_BYTES)
                        total += len(data)
                        if total > MAX_TOTAL_BYTES:
                            raise PackError(T_TOO_BIG(limit=MAX_TOTAL_BYTES // 2**20))
                        seconds = check_audio(line.file, data)
                        if abs(seconds - line.seconds) > 0.05:
                            raise _bad(f"\"{line.file}\" lasts {seconds:.2f} s, not {line.seconds:.2f} s")
                        (staging / line.file).write_bytes(data)
                    (staging / MANIFEST).write_bytes(json.dumps(manifest.to_json(), ensure_ascii=False,
                                                                indent=1).encode("utf-8"))
                    os.replace(staging, self.root / manifest.id)
                except BaseException:
                    shutil.rmtree(staging, ignore_errors=True)
                    raise
        except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, NotImplementedError) as exc:
            raise PackError(T_NOT_ZIP(detail=str(exc) or type(exc).__name__)) from None
        except OSError as exc:
            raise PackError(T_CANNOT_WRITE(detail=str(exc))) from None
        return Pack.load(self.root / manifest.id)


def _safe_name(name: str) -> bool:
    if not name or "\\" in name or "\0" in name or name.startswith("/") or re.match(r"^[A-Za-z]:", name):
        return False
    return all(part not in ("", ".", "..") for part in PurePosixPath(name).parts) and not name.startswith("//")


def _checked_members(z: zipfile.ZipFile) -> dict[str, zipfile.ZipInfo]:
    """The archive's files by their plain name, after every check that needs no unpacking."""
    infos = z.infolist()
    if len(infos) > MAX_ENTRIES:
        raise PackError(T_TOO_MANY(count=len(infos), limit=MAX_ENTRIES))
    for info in infos:
        raw = info.filename
        if not _safe_name(raw.rstrip("/")) or ".." in raw.replace("\\", "/").split("/"):
            raise PackError(T_UNSAFE_PATH(name=raw[:200]))
        mode = info.external_attr >> 16
        if stat.S_ISLNK(mode):
            raise PackError(T_LINK(name=raw[:200]))
        if info.flag_bits & 0x1:
            raise PackError(T_ENCRYPTED(name=raw[:200]))
    files = [i for i in infos if not i.is_dir()]
    # One folder around everything (a zipped folder) is accepted; anything deeper is not.
    tops = {i.filename.split("/", 1)[0] for i in files if "/" in i.filename}
    prefix = ""
    if len(tops) == 1 and all("/" in i.filename for i in files):
        prefix = f"{tops.pop()}/"
    members: dict[str, zipfile.ZipInfo] = {}
    total = 0
    for info in files:
        name = info.filename[len(prefix):]
        if "/" in name:
            raise PackError(T_FOLDER(name=info.filename[:200]))
        if info.file_size > (MAX_MANIFEST_BYTES if name == MANIFEST else MAX_FILE_BYTES):
            raise PackError(T_FILE_TOO_BIG(name=name, limit=MAX_FILE_BYTES // 2**20))
        if info.file_size > 64 * 1024 and info.file_size > MAX_RATIO * max(1, info.compress_size):
            raise PackError(T_BOMB(name=name, ratio=MAX_RATIO))
        total += info.file_size
        if total > MAX_TOTAL_BYTES:
            raise PackError(T_TOO_BIG(limit=MAX_TOTAL_BYTES // 2**20))
        members[name] = info
    if MANIFEST not in members:
        raise PackError(T_NO_MANIFEST())
    return members


def _read(z: zipfile.ZipFile, info: zipfile.ZipInfo, limit: int) -> bytes:
    """An entry's bytes, never more than ``limit`` whatever its header claims (a lying size is a bomb too)."""
    with z.open(info) as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise PackError(T_FILE_TOO_BIG(name=info.filename, limit=limit // 2**20))
    if len(data) > 64 * 1024 and len(data) > MAX_RATIO * max(1, info.compress_size):
        raise PackError(T_BOMB(name=info.filename, ratio=MAX_RATIO))
    return data


def summary(pack: Pack, lines: Sequence[Line]) -> dict[str, int]:
    """How many of ``lines`` the pack has recorded, has stale, and lacks (those the synthetic voice says)."""
    counts = {"recorded": 0, "stale": 0, "missing": 0}
    for state in pack.states(lines):
        counts[state.state] += 1
    return counts
