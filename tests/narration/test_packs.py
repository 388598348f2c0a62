"""Narration packs without sound: the line catalogue, the pack format, staleness, export/import and hostile zips."""

from __future__ import annotations

import array
import json
import math
import os
import stat
import struct
import zipfile
from pathlib import Path
from typing import Any

import pytest

from desktop.i18n import catalog, render_ui
from desktop.narration import audio, packs
from desktop.narration.lines import Line, game_lines, lines_for, text_hash
from desktop.narration.packs import FORMAT_ID, MANIFEST, PackError, PackLibrary, parse_manifest
from engine.core import Setup
from engine.i18n import QT_TRANSLATE_NOOP, Msg
from engine.registry import get_game


@pytest.fixture
def library(tmp_path: Path, qapp: Any) -> PackLibrary:
    return PackLibrary(tmp_path / "packs")


def _rms_dbfs(wav: bytes) -> float:
    info = audio.wav_info(wav)
    samples = audio.samples16(wav, info)
    loud = [x for x in samples if abs(x) > 50]
    return 20 * math.log10(math.sqrt(sum(x * x for x in loud) / len(loud)) / 32768)


# -- the lines ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", ["onuw", "quest", "avalon"])
def test_every_line_of_a_real_script_is_in_the_catalogue_with_its_id_and_words(game_id: str) -> None:
    game = get_game(game_id)
    lines = game_lines(game_id)
    assert len({line.key for line in lines}) == len(lines)
    words = {(line.step_id, line.text("vi")) for line in lines}
    for n in range(max(game.min_players, 5), min(game.max_players, 8) + 1):
        options = game.options_with_defaults({})
        setup = Setup(game_id, tuple(f"P{i}" for i in range(n)), tuple(game.recommended_roles(n, options)), options)
        for step in game.script(setup):
            assert (step.id, catalog("vi").render(step.msg)) in words  # the narrator's exact caption


def test_the_narrated_games() -> None:
    from desktop.narration.lines import narrated_games

    assert {"onuw", "quest", "avalon"} <= set(narrated_games()) and "castle" not in narrated_games()


def test_a_step_that_says_different_words_gets_one_key_per_variant() -> None:
    keys = {line.key for line in game_lines("quest")}
    assert "quest.reveal.open" in keys
    assert "quest.reveal.cleric_open/S_CLERIC_2" in keys and "quest.reveal.cleric_open/S_CLERIC_2_PLURAL" in keys
    assert "quest.reveal.evil_open/S_EVIL_OPEN_1:a=Scion" in keys


def test_a_table_setting_that_changes_a_line_adds_it() -> None:
    game = get_game("onuw")
    options = game.options_with_defaults({"day_seconds": 240})
    setup = Setup("onuw", ("a", "b", "c"), ("werewolf", "seer", "robber", "villager", "villager", "troublemaker"), options)
    lines = lines_for("onuw", game.script(setup))
    days = [line for line in lines if line.step_id == "onuw.day"]
    assert [line.text("en") for line in days] == ["You have 5 minutes to find the Werewolves.",
                                                  "You have 4 minutes to find the Werewolves."]


# -- audio ----------------------------------------------------------------------------------------------------------

def test_levelling_trims_silence_and_evens_out_loudness() -> None:
    quiet = audio.level(audio.tone(1.0, amplitude=0.02, lead=0.8, tail=1.0))
    loud = audio.level(audio.tone(1.0, amplitude=0.9, lead=0.3, tail=0.2, rate=48_000, channels=2))
    for done in (quiet, loud):
        assert done.seconds == pytest.approx(1.0 + audio.LEAD_IN_S + audio.TAIL_S, abs=0.02)
        assert _rms_dbfs(done.wav) == pytest.approx(audio.TARGET_DBFS, abs=0.6)
    assert quiet.trimmed_start == pytest.approx(0.8 - audio.LEAD_IN_S, abs=0.02)
    assert quiet.gain_db == pytest.approx(19, abs=0.5) and loud.gain_db == pytest.approx(-14, abs=0.5)
    assert audio.wav_info(loud.wav).channels == 2


def test_levelling_never_clips_and_reads_24_bit() -> None:
    rate = 16_000
    frames = [round(0.99 * 8388607 * math.sin(2 * math.pi * 200 * n / rate)) for n in range(rate)]
    raw = b"".join(v.to_bytes(3, "little", signed=True) for v in frames)
    fmt = struct.pack("<HHIIHH", 1, 1, rate, rate * 3, 3, 24)
    wav = b"RIFF" + struct.pack("<I", 4 + 24 + 8 + len(raw)) + b"WAVE" + b"fmt " + struct.pack("<I", 16) + fmt \
        + b"data" + struct.pack("<I", len(raw)) + raw
    done = audio.level(wav)
    peak = max(abs(x) for x in audio.samples16(done.wav, audio.wav_info(done.wav)))
    assert peak <= 32767 * audio.PEAK_LIMIT + 1


@pytest.mark.parametrize(("data", "why"), [
    (b"ID3\x03" + bytes(500), "MP3"),
    (b"OggS" + bytes(500), "Ogg"),
    (audio.tone(0.5)[:200], "cut off"),
    (audio.tone(0.5).replace(b"\x01\x00\x01\x00", b"\x03\x00\x01\x00", 1), "not integer PCM"),
    (audio.write_wav(array.array("h", bytes(3200)), 1, 16_000), None),  # valid, but silent: level() refuses
])
def test_wrong_or_broken_audio_is_refused_with_the_reason(data: bytes, why: str | None) -> None:
    with pytest.raises(audio.AudioError) as refused:
        audio.level(data)
    assert why is None or why in str(refused.value)


# -- packs ----------------------------------------------------------------------------------------------------------

def _line(key: str, words: str) -> Line:
    return Line(key, key.split("/")[0], Msg(QT_TRANSLATE_NOOP("test", words)), None, "test")


def test_a_pack_records_lines_and_a_changed_text_is_stale(library: PackLibrary) -> None:
    pack = library.create("Grandma's voice", "en", author="Grandma", licence="CC-BY-4.0")
    seer = next(line for line in game_lines("onuw") if line.key == "onuw.seer.wake")
    entry = pack.put(seer, audio.tone(2.0, lead=0.5, tail=0.5))
    assert entry.text_hash == text_hash(seer.text("en")) and entry.seconds == pytest.approx(2.21, abs=0.02)
    assert pack.file_for(seer.text("en")) == pack.folder / entry.file
    old = _line("test.line", "Seer, wake up.")
    pack.put(old, audio.tone(1.0))
    reloaded = library.get(pack.id)
    assert reloaded is not None and reloaded.manifest == pack.manifest
    manifest = json.loads((pack.folder / MANIFEST).read_text(encoding="utf-8"))
    assert manifest["format"] == FORMAT_ID and manifest["version"] == 1 and manifest["language"] == "en"
    assert {line["id"] for line in manifest["lines"]} == {"onuw.seer.wake", "test.line"}
    # The wording of test.line changes: its recording is stale (and no longer plays); the seer's is still good.
    new = _line("test.line", "Seer, wake up now.")
    states = {s.line.key: s.state for s in reloaded.states([seer, new, _line("test.other", "Hello.")])}
    assert states == {"onuw.seer.wake": "recorded", "test.line": "stale", "test.other": "missing"}
    assert reloaded.file_for("Seer, wake up now.") is None
    assert packs.summary(reloaded, [seer, new]) == {"recorded": 1, "stale": 1, "missing": 0}
    reloaded.remove("test.line")
    assert reloaded.entry("test.line") is None and len(list(pack.folder.glob("*.wav"))) == 1


def test_a_translated_pack_hashes_the_words_in_its_language(library: PackLibrary) -> None:
    pack = library.create("Giọng bà", "vi")
    seer = next(line for line in game_lines("onuw") if line.key == "onuw.seer.wake")
    pack.put(seer, audio.tone(1.0))
    assert seer.text("vi") != seer.text("en")
    assert pack.file_for(seer.text("vi")) is not None and pack.file_for(seer.text("en")) is None
    assert pack.states([seer])[0].state == "recorded"


def test_the_chosen_pack_per_language(library: PackLibrary) -> None:
    en = library.create("Mine", "en")
    vi = library.create("Mine", "vi")
    assert [p.id for p in library.packs("vi")] == [vi.id] and len(library.packs()) == 2
    assert library.chosen("en") is None
    library.choose("en", en.id)
    library.choose("fa", vi.id)  # a pack of another language is never played
    assert library.chosen("en").id == en.id and library.chosen("fa") is None  # type: ignore[union-attr]
    library.delete(en.id)
    assert library.chosen("en") is None and library.chosen_id("en") == ""


def test_export_and_import_on_a_clean_user_folder(library: PackLibrary, tmp_path: Path) -> None:
    pack = library.create("Night voice", "zh_TW", author="Lin", licence="CC0")
    for line, seconds in zip(game_lines("onuw")[:3], (1.0, 1.5, 2.0), strict=True):
        pack.put(line, audio.tone(seconds, lead=0.2))
    archive = pack.export_zip(tmp_path / "night-voice")
    assert archive.name == "night-voice.zip"
    clean = PackLibrary(tmp_path / "elsewhere" / "packs")
    installed = clean.import_zip(archive)
    assert installed.manifest == pack.manifest and installed.folder == clean.root / pack.id
    for entry in pack.manifest.lines:
        assert (installed.folder / entry.file).read_bytes() == (pack.folder / entry.file).read_bytes()
    with pytest.raises(PackError) as again:
        clean.import_zip(archive)
    assert "already installed" in render_ui(again.value.msg)
    # A zipped folder (what a file manager makes of the pack's folder) imports too.
    folder_zip = tmp_path / "folder.zip"
    with zipfile.ZipFile(folder_zip, "w") as z:
        for f in pack.folder.iterdir():
            z.write(f, f"{pack.id}/{f.name}")
    third = PackLibrary(tmp_path / "third")
    assert third.import_zip(folder_zip).manifest == pack.manifest


# -- hostile imports ------------------------------------------------------------------------------------------------

def _manifest(files: dict[str, bytes], **changes: Any) -> bytes:
    data: dict[str, Any] = {"format": FORMAT_ID, "version": 1, "id": "hostile", "name": "Hostile", "language": "en",
                            "author": "", "licence": "",
                            "lines": [{"id": f"test.{i}", "text_hash": text_hash(name), "file": name,
                                       "seconds": round(audio.wav_info(wav).seconds, 4)}
                                      for i, (name, wav) in enumerate(files.items())]}
    data.update(changes)
    return json.dumps(data).encode()


GOOD = {"a.wav": audio.tone(0.5)}


def _zip(path: Path, entries: list[tuple[str | zipfile.ZipInfo, bytes]], *, manifest: bytes | None = None) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        if manifest is not None:
            z.writestr(MANIFEST, manifest)
        for name, data in entries:
            z.writestr(name, data)
    return path


def _link(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name)
    info.external_attr = (stat.S_IFLNK | 0o777) << 16
    return info


def _encrypt_flag(path: Path, name: str) -> Path:
    """Mark ``name``'s entry as encrypted (bit 0 of its flags, in its local header and in the central directory):
    the zipfile module cannot write encrypted entries, and the refusal must come before any decryption."""
    data = bytearray(path.read_bytes())
    with zipfile.ZipFile(path) as z:
        local = z.getinfo(name).header_offset
    data[local + 6] |= 0x1
    central = data.index(b"PK\x01\x02")
    while bytes(data[central + 46:central + 46 + len(name)]) != name.encode():
        central = data.index(b"PK\x01\x02", central + 4)
    data[central + 8] |= 0x1
    path.write_bytes(bytes(data))
    with zipfile.ZipFile(path) as z:
        assert z.getinfo(name).flag_bits & 0x1
    return path


def _hostile(tmp_path: Path, case: str, monkeypatch: pytest.MonkeyPatch) -> Path:
    z = tmp_path / f"{case}.zip"
    manifest = _manifest(GOOD)
    if case == "absolute":
        return _zip(z, [*GOOD.items(), ("/tmp/evil.txt", b"x")], manifest=manifest)
    if case == "dotdot":
        return _zip(z, [*GOOD.items(), ("../../evil.txt", b"x")], manifest=manifest)
    if case == "backslash":
        return _zip(z, [*GOOD.items(), ("..\\evil.txt", b"x")], manifest=manifest)
    if case == "drive":
        return _zip(z, [*GOOD.items(), ("C:/evil.txt", b"x")], manifest=manifest)
    if case == "symlink":
        return _zip(z, [(_link("a.wav"), b"/etc/passwd")], manifest=manifest)
    if case == "bomb":
        zeros = audio.write_wav(array.array("h", bytes(20 * 2**20)), 2, 96_000)  # 54 s of digital silence
        return _zip(z, [("a.wav", zeros)], manifest=_manifest({"a.wav": zeros}))
    if case == "huge":
        monkeypatch.setattr(packs, "MAX_FILE_BYTES", 64 * 1024)
        big = {"a.wav": audio.tone(5.0)}
        return _zip(z, list(big.items()), manifest=_manifest(big))
    if case == "total":
        monkeypatch.setattr(packs, "MAX_TOTAL_BYTES", 20_000)
        many = {f"{i}.wav": audio.tone(0.4, freq=300 + i) for i in range(3)}
        return _zip(z, list(many.items()), manifest=_manifest(many))
    if case == "many":
        monkeypatch.setattr(packs, "MAX_ENTRIES", 5)
        many = {f"{i}.wav": audio.tone(0.1) for i in range(6)}
        return _zip(z, list(many.items()), manifest=_manifest(many))
    if case == "mp3":
        mp3 = {"a.wav": b"ID3\x04" + os.urandom(2000)}
        return _zip(z, list(mp3.items()), manifest=json.dumps({**json.loads(_manifest(GOOD))}).encode())
    if case == "truncated":
        return _zip(z, [("a.wav", GOOD["a.wav"][:4000])], manifest=manifest)
    if case == "other_app":
        return _zip(z, list(GOOD.items()), manifest=json.dumps({"format": "avalon-narrator-voicepack",
                                                                "voices": []}).encode())
    if case == "shape":
        return _zip(z, list(GOOD.items()), manifest=_manifest(GOOD, lines={"a.wav": "test.0"}))
    if case == "bad_id":
        return _zip(z, list(GOOD.items()), manifest=_manifest(GOOD, id="../../evil"))
    if case == "bad_file":
        data = json.loads(manifest)
        data["lines"][0]["file"] = "../evil.wav"
        return _zip(z, list(GOOD.items()), manifest=json.dumps(data).encode())
    if case == "not_json":
        return _zip(z, list(GOOD.items()), manifest=b"\xff{not json")
    if case == "no_manifest":
        return _zip(z, list(GOOD.items()))
    if case == "unlisted":
        return _zip(z, [*GOOD.items(), ("run-me.sh", b"rm -rf ~")], manifest=manifest)
    if case == "missing":
        return _zip(z, [], manifest=manifest)
    if case == "subfolder":
        return _zip(z, [*GOOD.items(), ("sub/b.wav", GOOD["a.wav"])], manifest=manifest)
    if case == "not_zip":
        z.write_bytes(b"PK\x03\x04 this is not really a zip" + os.urandom(100))
        return z
    if case == "encrypted":
        return _encrypt_flag(_zip(z, list(GOOD.items()), manifest=manifest), "a.wav")
    if case == "newer":
        return _zip(z, list(GOOD.items()), manifest=_manifest(GOOD, version=7))
    raise AssertionError(case)


HOSTILE = {
    "absolute": "outside the pack's folder", "dotdot": "outside the pack's folder",
    "backslash": "outside the pack's folder", "drive": "outside the pack's folder", "symlink": "is a link",
    "bomb": "zip bomb", "huge": "larger than", "total": "more than", "many": "holds 7 files",
    "mp3": "looks like MP3", "truncated": "cut off", "other_app": "avalon-narrator-voicepack",
    "shape": "\"lines\" must be a list", "bad_id": "\"id\"", "bad_file": "plain .wav file name", "not_json": "not JSON",
    "no_manifest": "no manifest.json", "unlisted": "run-me.sh", "missing": "not in the archive",
    "subfolder": "inside a folder", "not_zip": "not a readable .zip", "newer": "newer Tablekeeper",
    "encrypted": "\"a.wav\" is encrypted",
}


@pytest.mark.parametrize("case", list(HOSTILE))
def test_a_hostile_or_broken_zip_is_refused_and_writes_nothing(case: str, library: PackLibrary, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    archive = _hostile(tmp_path, case, monkeypatch)
    before = sorted(p for p in tmp_path.rglob("*"))
    with pytest.raises(PackError) as refused:
        library.import_zip(archive)
    message = render_ui(refused.value.msg)
    assert HOSTILE[case] in message, message
    assert sorted(p for p in tmp_path.rglob("*") if p != library.root) == before  # the library folder may exist, empty
    assert not library.root.exists() or list(library.root.iterdir()) == []
    assert not Path("/tmp/evil.txt").exists() and not (tmp_path.parent / "evil.txt").exists()
    assert library.packs() == []


def test_the_persian_refusal_is_translated(library: PackLibrary, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    archive = _hostile(tmp_path, "dotdot", monkeypatch)
    with pytest.raises(PackError) as refused:
        library.import_zip(archive)
    for lang in ("vi", "fa", "zh_TW"):
        assert catalog(lang).render(refused.value.msg) != refused.value.msg.english()


def test_a_manifest_round_trips() -> None:
    raw = _manifest(GOOD)
    assert json.loads(json.dumps(parse_manifest(raw).to_json())) == {**json.loads(raw),
                                                                    "lines": [{**json.loads(raw)["lines"][0], "text": ""}]}
