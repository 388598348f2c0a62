"""The ambient night sound: an original loop made here, from a fixed seed, with the wave module.

    python -m desktop.narration.ambient resources/sounds/night_ambient.wav

Soft low-passed brown noise (night air) breathing slowly, a quiet open fifth
on A (110, 165 and 220 Hz, each a whole number of cycles per loop) and a few
faint cricket chirps. Exactly 8 seconds; the end is cross-faded into the
start, so it loops without a click. Deterministic: the same file every time.
Licence: CC0 1.0 (see resources/sounds/README.md).
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
SECONDS = 8
SEED = 20261101


def synthesize(rate: int = RATE, seconds: int = SECONDS, seed: int = SEED) -> list[float]:
    rng = random.Random(seed)
    n = rate * seconds
    fade = rate // 2
    # night air: leaky-integrated white noise, then two one-pole low-pass filters (~350 Hz)
    noise: list[float] = []
    brown = low1 = low2 = 0.0
    alpha = 1 - math.exp(-2 * math.pi * 350 / rate)
    for _ in range(n + fade):
        brown = 0.996 * brown + rng.uniform(-1, 1) * 0.05
        low1 += alpha * (brown - low1)
        low2 += alpha * (low1 - low2)
        noise.append(low2)
    air = [noise[i + fade] for i in range(n - fade)]
    for j in range(fade):  # equal-power cross-fade of the tail into the head
        w = j / fade
        air.append(noise[n + j] * math.cos(w * math.pi / 2) + noise[j] * math.sin(w * math.pi / 2))
    peak = max(abs(x) for x in air) or 1.0
    out = []
    for i in range(n):
        t = i / rate
        breathe = 0.75 + 0.25 * math.sin(2 * math.pi * t / seconds)
        sample = 0.55 * air[i] / peak * breathe
        pad = (math.sin(2 * math.pi * 110 * t) + 0.6 * math.sin(2 * math.pi * 165 * t) + 0.35 * math.sin(2 * math.pi * 220 * t))
        sample += 0.05 * pad * (0.6 + 0.4 * math.sin(2 * math.pi * t / seconds + 1.3))
        out.append(sample)
    # a few faint cricket chirps: 4.4 kHz bursts of three pulses
    for start in (1.1, 1.45, 4.7, 5.0, 6.6):
        for pulse in range(3):
            begin = int((start + pulse * 0.045) * rate)
            length = int(0.03 * rate)
            for k in range(length):
                env = math.sin(math.pi * k / length) ** 2
                idx = (begin + k) % n
                out[idx] += 0.06 * env * math.sin(2 * math.pi * 4400 * (begin + k) / rate)
    top = max(abs(x) for x in out)
    scale = 0.5 / top  # -6 dBFS peak; the player plays it quieter still
    return [x * scale for x in out]


def write(path: Path, samples: list[float], rate: int = RATE) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(b"".join(struct.pack("<h", max(-32767, min(32767, round(s * 32767)))) for s in samples))


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__)
        return 64
    write(Path(argv[0]), synthesize())
    print(f"wrote {argv[0]} ({SECONDS} s, {RATE} Hz mono)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
