"""PCM WAV files for narration packs: a strict header check, silence trimming and loudness levelling.

Pure Python (no Qt, no numpy), so it runs in the GUI process on short lines and in tests anywhere.

Accepted: RIFF/WAVE with integer PCM samples (format 1, or WAVE_FORMAT_EXTENSIBLE with the PCM sub-format),
8, 16, 24 or 32 bits, 1 or 2 channels, 8 000 to 96 000 frames a second, at most :data:`MAX_SECONDS` long.
Anything else (MP3, Ogg, FLAC, float samples, a cut-off file) is refused with the reason.

:func:`level` (what recording and importing a line apply):

1. the samples are read as 16-bit (8-bit centred and scaled up, 24/32-bit keep their top 16 bits);
2. the level of every 10 ms window is its RMS over all channels, in dBFS;
3. speech is what is louder than both -55 dBFS and 35 dB below the loudest window; the file is cut 60 ms
   before the first such window and 150 ms after the last (a breath in, the decay of the last word out);
4. the *active level* is the RMS of the speech windows only (pauses between words do not count, as in
   ITU-T P.56); a gain brings it to :data:`TARGET_DBFS`, at most +-24 dB, and lowered so the loudest sample
   stays at -1 dBFS (no compressor: nothing clips);
5. 10 ms fades at both ends (no click), written back as 16-bit PCM at the same rate and channel count.
"""

from __future__ import annotations

import array
import io
import math
import struct
import sys
import wave
from dataclasses import dataclass

MAX_SECONDS = 120.0
MIN_RATE, MAX_RATE = 8_000, 96_000
TARGET_DBFS = -18.0
SILENCE_FLOOR_DBFS = -55.0
SPEECH_RANGE_DB = 35.0
LEAD_IN_S, TAIL_S, FADE_S = 0.06, 0.15, 0.01
MAX_GAIN_DB = 24.0
PEAK_LIMIT = 10 ** (-1 / 20)  # -1 dBFS
_PCM = 1
_EXTENSIBLE = 0xFFFE
_PCM_GUID_TAIL = b"\x00\x00\x00\x00\x10\x00\x80\x00\x00\xaa\x00\x38\x9b\x71"


class AudioError(ValueError):
    """Why a file is not audio a pack can hold (plain English; the caller wraps it in a translated message)."""


@dataclass(frozen=True)
class WavInfo:
    channels: int
    width: int  # bytes per sample
    rate: int
    frames: int
    data_offset: int
    data_size: int

    @property
    def seconds(self) -> float:
        return self.frames / self.rate


def wav_info(data: bytes) -> WavInfo:
    """The format of a PCM WAV file held in ``data``; raises :class:`AudioError` saying what is wrong."""
    if len(data) < 12 or data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        kind = _guess(data)
        raise AudioError(f"it is not a WAV file{f' (it looks like {kind})' if kind else ''}")
    pos = 12
    fmt: tuple[int, int, int, int] | None = None
    while pos + 8 <= len(data):
        chunk, size = data[pos:pos + 4], struct.unpack("<I", data[pos + 4:pos + 8])[0]
        body = pos + 8
        if chunk == b"fmt ":
            if size < 16 or body + size > len(data):
                raise AudioError("its format chunk is cut off")
            tag, channels, rate, _byte_rate, align, bits = struct.unpack("<HHIIHH", data[body:body + 16])
            if tag == _EXTENSIBLE:
                if size < 40 or data[body + 26:body + 40] != _PCM_GUID_TAIL or data[body + 24:body + 26] != b"\x01\x00":
                    raise AudioError("its samples are not integer PCM")
            elif tag != _PCM:
                raise AudioError(f"its samples are not integer PCM (format {tag})")
            if bits not in (8, 16, 24, 32) or align != channels * bits // 8:
                raise AudioError(f"it has {bits}-bit samples in blocks of {align} bytes")
            if channels not in (1, 2):
                raise AudioError(f"it has {channels} channels (1 or 2 are accepted)")
            if not MIN_RATE <= rate <= MAX_RATE:
                raise AudioError(f"its rate is {rate} Hz ({MIN_RATE}-{MAX_RATE} are accepted)")
            fmt = (channels, bits // 8, rate, align)
        elif chunk == b"data":
            if fmt is None:
                raise AudioError("its sound comes before its format")
            channels, width, rate, align = fmt
            if body + size > len(data):
                raise AudioError("it is cut off (shorter than its header says)")
            frames = size // align
            if frames <= 0:
                raise AudioError("it holds no sound")
            if frames / rate > MAX_SECONDS:
                raise AudioError(f"it lasts {frames / rate:.0f} s (at most {MAX_SECONDS:.0f} s a line)")
            return WavInfo(channels, width, rate, frames, body, frames * align)
        pos = body + size + (size & 1)
    raise AudioError("it has no sound data" if fmt is not None else "it has no format chunk")


def _guess(data: bytes) -> str:
    if data[:3] == b"ID3" or data[:2] in (b"\xff\xfb", b"\xff\xf3", b"\xff\xf2"):
        return "MP3"
    if data[:4] == b"OggS":
        return "Ogg"
    if data[:4] == b"fLaC":
        return "FLAC"
    if data[:4] == b"FORM":
        return "AIFF"
    if data[4:8] == b"ftyp":
        return "MP4/M4A"
    return ""


def samples16(data: bytes, info: WavInfo) -> array.array:
    """The interleaved samples as signed 16-bit values."""
    raw = data[info.data_offset:info.data_offset + info.data_size]
    if info.width == 2:
        out = array.array("h", raw)
        if sys.byteorder == "big":
            out.byteswap()
        return out
    if info.width == 1:
        return array.array("h", ((b - 128) << 8 for b in raw))
    step = info.width
    return array.array("h", (int.from_bytes(raw[i + step - 2:i + step], "little", signed=True)
                             for i in range(0, len(raw), step)))


def write_wav(samples: array.array, channels: int, rate: int) -> bytes:
    out = io.BytesIO()
    data = array.array("h", samples)
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(out, "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(data.tobytes())
    return out.getvalue()


def _dbfs(rms: float) -> float:
    return 20 * math.log10(rms / 32768) if rms > 0 else -200.0


@dataclass(frozen=True)
class Levelled:
    wav: bytes
    seconds: float
    trimmed_start: float  # seconds cut at the start
    trimmed_end: float
    gain_db: float


def level(data: bytes) -> Levelled:
    """Trim the silence at both ends and bring the speech to :data:`TARGET_DBFS` (see the module's docstring)."""
    info = wav_info(data)
    samples = samples16(data, info)
    ch, rate = info.channels, info.rate
    window = max(1, rate // 100) * ch  # 10 ms of interleaved samples
    levels: list[float] = []
    energies: list[float] = []
    for start in range(0, len(samples), window):
        chunk = samples[start:start + window]
        energy = sum(x * x for x in chunk)
        energies.append(energy)
        levels.append(_dbfs(math.sqrt(energy / len(chunk))))
    loudest = max(levels)
    threshold = max(SILENCE_FLOOR_DBFS, loudest - SPEECH_RANGE_DB)
    speech = [i for i, lv in enumerate(levels) if lv >= threshold]
    if not speech or loudest < SILENCE_FLOOR_DBFS:
        raise AudioError("it is silent (nothing louder than -55 dBFS)")
    frames_per_window = window // ch
    first = max(0, speech[0] * frames_per_window - int(LEAD_IN_S * rate))
    last = min(info.frames, (speech[-1] + 1) * frames_per_window + int(TAIL_S * rate))
    active = math.sqrt(sum(energies[i] for i in speech) / max(1, sum(min(window, len(samples) - i * window) for i in speech)))
    gain_db = max(-MAX_GAIN_DB, min(MAX_GAIN_DB, TARGET_DBFS - _dbfs(active)))
    cut = samples[first * ch:last * ch]
    peak = max(1, max(abs(x) for x in cut))
    gain = min(10 ** (gain_db / 20), PEAK_LIMIT * 32767 / peak)
    gain_db = 20 * math.log10(gain)
    frames = last - first
    fade = max(1, min(int(FADE_S * rate), frames // 2))
    out = array.array("h", bytes(2 * len(cut)))
    for i, x in enumerate(cut):
        frame = i // ch
        g = gain
        if frame < fade:
            g *= frame / fade
        elif frame >= frames - fade:
            g *= (frames - 1 - frame) / fade
        out[i] = max(-32768, min(32767, round(x * g)))
    return Levelled(write_wav(out, ch, rate), frames / rate, first / rate, (info.frames - last) / rate, gain_db)


def tone(seconds: float, *, rate: int = 16_000, freq: float = 440.0, amplitude: float = 0.3,
         lead: float = 0.0, tail: float = 0.0, channels: int = 1) -> bytes:
    """A sine tone with silence around it, as a 16-bit WAV (for tests and the studio's level check)."""
    total = int((lead + seconds + tail) * rate)
    on_from, on_to = int(lead * rate), int((lead + seconds) * rate)
    out = array.array("h")
    for n in range(total):
        value = round(amplitude * 32767 * math.sin(2 * math.pi * freq * n / rate)) if on_from <= n < on_to else 0
        out.extend([value] * channels)
    return write_wav(out, channels, rate)
