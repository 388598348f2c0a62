"""Settings persistence, voice choice per language on every platform's naming, cache keys and audio lengths."""

from __future__ import annotations

import struct
import wave
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from desktop.narration.cache import audio_length, cache_key
from desktop.narration.settings import NarrationSettings
from desktop.narration.voices import VoiceInfo, choose_voice

ESPEAK = [VoiceInfo("sit/cmn-latn-pinyin", "Chinese (Mandarin, latin as Pinyin)", ("cmn-latn-pinyin",)),
          VoiceInfo("sit/yue", "Chinese (Cantonese)", ("yue",)),
          VoiceInfo("sit/cmn", "Chinese (Mandarin, latin as English)", ("cmn",)),
          VoiceInfo("ira/fa-latn", "Persian (Pinglish)", ("fa-latn",)),
          VoiceInfo("ira/fa", "Persian", ("fa",)),
          VoiceInfo("gmw/en-029", "English (Caribbean)", ("en-029",)),
          VoiceInfo("gmw/en", "English (Great Britain)", ("en-gb",)),
          VoiceInfo("gmw/en-us", "English (America)", ("en-us",)),
          VoiceInfo("aav/vi-vn-x-south", "Vietnamese (Southern)", ("vi-vn-x-south",)),
          VoiceInfo("aav/vi", "Vietnamese (Northern)", ("vi",))]
SAPI = [VoiceInfo(r"HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Speech\Voices\Tokens\TTS_MS_EN-US_ZIRA_11.0",
                  "Microsoft Zira Desktop - English (United States)", ("en_US",)),
        VoiceInfo(r"HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Speech\Voices\Tokens\TTS_MS_ZH-TW_HANHAN_11.0",
                  "Microsoft Hanhan Desktop - Chinese (Taiwan)", ("zh_TW",)),
        VoiceInfo(r"HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Speech\Voices\Tokens\TTS_MS_VI-VN_AN_11.0",
                  "Microsoft An - Vietnamese (Vietnam)", ())]
MAC = [VoiceInfo("com.apple.voice.compact.zh-CN.Tingting", "Tingting", ("zh_CN",)),
       VoiceInfo("com.apple.voice.compact.zh-TW.Meijia", "Meijia", ("zh_TW",)),
       VoiceInfo("com.apple.voice.compact.en-GB.Daniel", "Daniel", ("en_GB",))]


@pytest.mark.parametrize(("voices", "lang", "expected"), [
    (ESPEAK, "en", "gmw/en-us"), (ESPEAK, "vi", "aav/vi"), (ESPEAK, "fa", "ira/fa"), (ESPEAK, "zh_TW", "sit/cmn"),
    (SAPI, "zh_TW", SAPI[1].id), (SAPI, "en", SAPI[0].id), (SAPI, "vi", SAPI[2].id), (SAPI, "fa", None),
    (MAC, "zh_TW", MAC[1].id), (MAC, "en", MAC[2].id), (MAC, "vi", None),
])
def test_voice_choice(voices: list[VoiceInfo], lang: str, expected: str | None) -> None:
    chosen = choose_voice(voices, lang)
    assert (chosen.id if chosen else None) == expected


def test_wanted_voice_wins_when_installed() -> None:
    assert choose_voice(ESPEAK, "zh_TW", "sit/yue").id == "sit/yue"  # type: ignore[union-attr]
    assert choose_voice(ESPEAK, "zh_TW", "not/installed").id == "sit/cmn"  # type: ignore[union-attr]


def test_settings_round_trip(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    chosen = NarrationSettings(voice="sit/yue", rate=180, volume=0.4, device="hdmi", step_length=12.5, ambient=True)
    chosen.save(store)
    store.sync()
    again = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert NarrationSettings.load(again) == chosen
    NarrationSettings().save(again)
    assert NarrationSettings.load(again).step_length is None


def test_json_round_trip_and_zero_step_length() -> None:
    chosen = NarrationSettings(voice="aav/vi", rate=170, step_length=3.0)
    assert NarrationSettings.from_json(chosen.to_json()) == chosen
    assert NarrationSettings.from_json({"step_length": 0, "rate": 200, "unknown": 1}) == NarrationSettings(rate=200)


def test_unreadable_settings_fall_back(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    store.setValue("narration/rate", "fast")
    store.setValue("narration/volume", "7")  # out of range: defaults
    assert NarrationSettings.load(store) == NarrationSettings()
    with pytest.raises(ValueError, match="rate"):
        NarrationSettings(rate=10)


def test_cache_key_covers_everything_that_changes_the_sound() -> None:
    base = cache_key("Seer, wake up.", "gmw/en-us", 150, 1.0, "espeak-ng", "1.52.0")
    variants = [cache_key("Seer, wake up!", "gmw/en-us", 150, 1.0, "espeak-ng", "1.52.0"),
                cache_key("Seer, wake up.", "gmw/en", 150, 1.0, "espeak-ng", "1.52.0"),
                cache_key("Seer, wake up.", "gmw/en-us", 160, 1.0, "espeak-ng", "1.52.0"),
                cache_key("Seer, wake up.", "gmw/en-us", 150, 0.5, "espeak-ng", "1.52.0"),
                cache_key("Seer, wake up.", "gmw/en-us", 150, 1.0, "espeak-ng", "1.51")]
    assert len({base, *variants}) == 6
    assert base == cache_key("Seer, wake up.", "gmw/en-us", 150, 1.0, "espeak-ng", "1.52.0")


def test_audio_length_reads_wav_and_aiff(tmp_path: Path) -> None:
    wav = tmp_path / "a.wav"
    with wave.open(str(wav), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(22050)
        w.writeframes(b"\0\0" * 11025)
    assert audio_length(wav) == pytest.approx(0.5)
    # AIFF: FORM header, COMM chunk with 44100 Hz as an 80-bit float, 88200 frames
    comm = struct.pack(">hIh", 1, 88200, 16) + struct.pack(">HQ", 16383 + 15, 44100 << 48)
    aiff = tmp_path / "a.aiff"
    body = b"AIFF" + b"COMM" + struct.pack(">I", len(comm)) + comm
    aiff.write_bytes(b"FORM" + struct.pack(">I", len(body)) + body)
    assert audio_length(aiff) == pytest.approx(2.0)
    empty = tmp_path / "e.wav"
    with wave.open(str(empty), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(22050)
    with pytest.raises(ValueError, match="no sound"):
        audio_length(empty)
    (tmp_path / "junk.wav").write_bytes(b"hello")
    with pytest.raises(ValueError):
        audio_length(tmp_path / "junk.wav")
