"""Writes Holdout's sound effects to assets/sounds/ (run once; the WAV files are committed).

Every sound is synthesised here from sine waves and noise, so the project owns them outright.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def envelope(i: int, n: int, attack: float = 0.01, release: float = 0.3) -> float:
    t = i / n
    if t < attack:
        return t / attack
    return max(0.0, 1.0 - (t - attack) / (1 - attack)) ** (1 / max(release, 1e-3))


def tone(freqs, seconds, volume=0.4, noise=0.0, seed=1):
    rng = random.Random(seed)
    n = int(RATE * seconds)
    samples = []
    for i in range(n):
        value = sum(math.sin(2 * math.pi * f * i / RATE) for f in freqs) / max(1, len(freqs))
        value = value * (1 - noise) + rng.uniform(-1, 1) * noise
        samples.append(value * envelope(i, n) * volume)
    return samples


def sequence(*parts):
    out = []
    for part in parts:
        out.extend(part)
    return out


def write(name: str, samples) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s)) * 32000)) for s in samples))


def main() -> None:
    write("click", tone([880], 0.05, 0.25))
    write("card", tone([300], 0.09, 0.5, noise=0.85, seed=2))
    write("drop", tone([180, 240], 0.12, 0.45, noise=0.4, seed=3))
    write("refuse", sequence(tone([220], 0.08, 0.35), tone([180], 0.12, 0.35)))
    write("alarm", sequence(tone([660, 990], 0.12, 0.35), tone([520, 780], 0.18, 0.35)))
    write("win", sequence(tone([523], 0.14), tone([659], 0.14), tone([784], 0.3)))
    write("lose", sequence(tone([392], 0.18), tone([330], 0.18), tone([262], 0.4)))


if __name__ == "__main__":
    main()
