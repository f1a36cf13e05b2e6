"""Synthesise the app's sound effects into sounds/ (``python tools/make_sounds.py``).

Every sound is made here from nothing but seeded noise and sine waves, so we
own all of it and a change is a code review, not a binary mystery.  Card sounds
are paper: bursts of band-passed noise with quick envelopes (a slap, a swish, a
riffle), never beeps.  The cues (special cards, bid, win, lose, error, button)
are soft mallet and bell tones.

Each file is normalised to one loudness, measured as the RMS of its loudest
100 ms (short sounds are judged by the ear over about that long), and a soft
limiter keeps every peak under :data:`CEILING`.  The output is deterministic:
one ``random.Random`` per sound, seeded from the sound's name, and the
``wave`` module's fixed header, so re-running gives the same bytes and the
committed files can be checked against a fresh run.  Run it after a change and
commit the WAV files it writes.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
import zlib
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "sounds"
RATE = 22050
"""Samples per second: paper noise above 11 kHz adds little, and it keeps the files small."""
TARGET_DB = -24.0
"""Loudness of every file: RMS of its loudest 100 ms, in dB below full scale.  Soft on purpose."""
CEILING_DB = -6.0
"""No sample may be louder than this."""
WINDOW = 0.1
"""Seconds over which loudness is measured."""
SEED = 7

Signal = list[float]


# -- building blocks --------------------------------------------------------------
def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def noise(rng: random.Random, seconds: float) -> Signal:
    """White noise in [-1, 1]."""
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def bandpass(x: Signal, centre: float | Callable[[float], float], q: float) -> Signal:
    """An RBJ band-pass biquad (0 dB peak); ``centre`` may be a function of time, for sweeps.

    Coefficients are recomputed every 32 samples when the centre moves, which
    is smooth enough for a swish and cheap in plain Python.
    """
    out: Signal = []
    x1 = x2 = y1 = y2 = 0.0
    b0 = b2 = a1 = a2 = 0.0
    for i, sample in enumerate(x):
        if i % 32 == 0:
            f = centre(i / RATE) if callable(centre) else centre
            w = 2 * math.pi * min(f, RATE * 0.45) / RATE
            alpha = math.sin(w) / (2 * q)
            a0 = 1 + alpha
            b0, b2 = alpha / a0, -alpha / a0
            a1, a2 = -2 * math.cos(w) / a0, (1 - alpha) / a0
        y = b0 * sample + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, sample, y1, y
        out.append(y)
    return out


def lowpass(x: Signal, cutoff: float) -> Signal:
    """A one-pole low-pass: the dull body of a card landing on cloth."""
    k = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out: Signal = []
    y = 0.0
    for sample in x:
        y += k * (sample - y)
        out.append(y)
    return out


def envelope(x: Signal, attack: float, decay: float, *, hold: float = 0.0) -> Signal:
    """A linear rise over ``attack`` s, a ``hold``, then exponential decay with time constant ``decay`` s."""
    out: Signal = []
    a, h = max(1, round(attack * RATE)), round(hold * RATE)
    for i, sample in enumerate(x):
        if i < a:
            gain = i / a
        elif i < a + h:
            gain = 1.0
        else:
            gain = math.exp(-(i - a - h) / (decay * RATE))
        out.append(sample * gain)
    return out


def burst(rng: random.Random, seconds: float, centre: float | Callable[[float], float], q: float,
          attack: float, decay: float, *, hold: float = 0.0) -> Signal:
    """Band-passed noise under an envelope: the one recipe behind every paper sound."""
    return envelope(bandpass(noise(rng, seconds), centre, q), attack, decay, hold=hold)


def glide(start: float, end: float, seconds: float) -> Callable[[float], float]:
    """A centre frequency moving from ``start`` to ``end`` Hz (exponentially, as the ear hears pitch)."""
    return lambda t: start * (end / start) ** min(1.0, t / seconds)


def tone(freq: float | Callable[[float], float], seconds: float, *, decay: float, attack: float = 0.004,
         partials: Sequence[tuple[float, float]] = ((1.0, 1.0),)) -> Signal:
    """A soft mallet or bell: sine partials ``(ratio, gain)`` with a gentle attack and exponential decay."""
    out: Signal = []
    phase = 0.0
    for i in range(round(seconds * RATE)):
        f = freq(i / RATE) if callable(freq) else freq
        phase += 2 * math.pi * f / RATE
        out.append(sum(g * math.sin(phase * r) for r, g in partials))
    return envelope(out, attack, decay)


def mix(into: Signal, x: Signal, at: float = 0.0, gain: float = 1.0) -> Signal:
    """Add ``x`` into ``into`` starting at ``at`` seconds (growing ``into`` if needed)."""
    start = round(at * RATE)
    if len(into) < start + len(x):
        into.extend([0.0] * (start + len(x) - len(into)))
    for i, sample in enumerate(x):
        into[start + i] += gain * sample
    return into


def fit(x: Signal, seconds: float) -> Signal:
    """Exactly ``seconds`` long, with a 5 ms fade at the end so nothing clicks when it stops."""
    n = round(seconds * RATE)
    x = (x + [0.0] * n)[:n]
    fade = round(0.005 * RATE)
    for i in range(fade):
        x[n - 1 - i] *= i / fade
    return x


# -- loudness ---------------------------------------------------------------------
def loudness(x: Sequence[float]) -> float:
    """RMS of the loudest :data:`WINDOW` (or of the whole sound if it is shorter)."""
    n = min(len(x), max(1, round(WINDOW * RATE)))
    energy = sum(s * s for s in x[:n])
    best = energy
    for i in range(n, len(x)):
        energy += x[i] * x[i] - x[i - n] * x[i - n]
        best = max(best, energy)
    return math.sqrt(max(best, 0.0) / n)


def limit(x: Signal, ceiling: float) -> Signal:
    """Soft-limit: unchanged below 60 % of ``ceiling``, bent smoothly (tanh) so no peak reaches it."""
    knee = 0.6 * ceiling
    room = ceiling - knee
    return [s if abs(s) <= knee else math.copysign(knee + room * math.tanh((abs(s) - knee) / room), s) for s in x]


def normalise(x: Signal) -> Signal:
    """Scale to :data:`TARGET_DB` loudness, limiting peaks to :data:`CEILING_DB` (a few passes converge)."""
    target, ceiling = 10 ** (TARGET_DB / 20), 10 ** (CEILING_DB / 20)
    for _ in range(12):
        level = loudness(x)
        x = [s * target / level for s in x]
        if max(abs(s) for s in x) <= ceiling * 0.999:
            return x
        x = limit(x, ceiling)
    peak = max(abs(s) for s in x)
    return [s * ceiling * 0.999 / peak for s in x] if peak > ceiling * 0.999 else x


# -- the card sounds: paper ------------------------------------------------------------
def paper_tick(rng: random.Random, centre: float = 3000, decay: float = 0.006) -> Signal:
    """The crisp edge of a card touching another."""
    return burst(rng, decay * 8, centre, 0.9, 0.0008, decay)


def thump(rng: random.Random, decay: float = 0.02) -> Signal:
    """The soft body of a card landing flat on the cloth."""
    return envelope(lowpass(lowpass(noise(rng, decay * 6), 500), 500), 0.001, decay)


def swish(rng: random.Random, seconds: float, start: float, end: float, attack: float) -> Signal:
    """A card sliding: noise whose band moves from ``start`` to ``end`` Hz, rising then fading."""
    return burst(rng, seconds, glide(start, end, seconds), 1.1, attack, seconds / 4)


def play(rng: random.Random) -> Signal:
    """A card laid on the table: a slap with a little body and a settling tick."""
    out = burst(rng, 0.1, 2400, 0.7, 0.001, 0.016)
    mix(out, thump(rng), 0.0, 2.5)
    mix(out, paper_tick(rng, 3800, 0.004), 0.012, 0.35)
    return fit(out, 0.14)


def deal(rng: random.Random) -> Signal:
    """A card dealt: a short slide through the air and a light landing."""
    out = swish(rng, 0.12, 1500, 4200, 0.05)
    mix(out, paper_tick(rng, 2800, 0.007), 0.085, 0.9)
    mix(out, thump(rng, 0.012), 0.085, 1.2)
    return fit(out, 0.2)


def flip(rng: random.Random) -> Signal:
    """A card turned over: the edge snaps, the face swishes past, the card lands."""
    out = paper_tick(rng, 4500, 0.004)
    mix(out, swish(rng, 0.08, 3500, 1600, 0.02), 0.012, 0.8)
    mix(out, paper_tick(rng, 2200, 0.008), 0.09, 0.8)
    mix(out, thump(rng, 0.01), 0.09, 1.0)
    return fit(out, 0.18)


def shuffle(rng: random.Random) -> Signal:
    """A riffle shuffle: a run of quick card-edge clicks, faster in the middle, then the deck squared."""
    out = silence(0.6)
    t = 0.01
    while t < 0.42:
        speed = math.sin(math.pi * t / 0.44)  # slow, fast, slow
        mix(out, paper_tick(rng, rng.uniform(2500, 4800), rng.uniform(0.003, 0.006)), t, rng.uniform(0.5, 1.0))
        t += 0.024 - 0.014 * speed + rng.uniform(-0.002, 0.002)
    bed = burst(rng, 0.45, 1800, 0.6, 0.12, 0.12, hold=0.15)
    mix(out, bed, 0.0, 0.25)
    mix(out, swish(rng, 0.14, 3000, 1100, 0.03), 0.43, 0.9)
    mix(out, thump(rng, 0.03), 0.52, 1.5)
    return fit(out, 0.6)


def sweep(rng: random.Random) -> Signal:
    """A trick gathered: a few cards slid together, then the little pile squared."""
    out: Signal = []
    for i in range(4):
        mix(out, swish(rng, 0.16, rng.uniform(2600, 3200), rng.uniform(900, 1200), 0.04), 0.05 * i, 0.8)
    mix(out, thump(rng, 0.025), 0.32, 1.6)
    mix(out, paper_tick(rng, 2500, 0.006), 0.32, 0.5)
    return fit(out, 0.45)


# -- the cues: soft mallets and bells ------------------------------------------------------
BELL = ((1.0, 1.0), (2.0, 0.25), (3.0, 0.08), (4.2, 0.03))
MALLET = ((1.0, 1.0), (3.9, 0.12))
WOOD = ((1.0, 1.0), (2.7, 0.3))


def note(name: str) -> float:
    """The frequency of a note such as ``"A4"`` (440 Hz) or ``"Eb5"``."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    steps += {"b": -1, "#": 1}.get(name[1], 0)
    octave = int(name[-1])
    return 440.0 * 2 ** ((steps + 12 * (octave - 4)) / 12)


def notes(names: Sequence[str], gap: float, decay: float, partials: Sequence[tuple[float, float]],
          seconds: float) -> Signal:
    """A phrase: each note ``gap`` seconds after the last, each ringing for ``seconds``."""
    out: Signal = []
    for i, name in enumerate(names):
        mix(out, tone(note(name), seconds, decay=decay, partials=partials), gap * i, 1.0)
    return out


def giver(rng: random.Random) -> Signal:
    """The Giver: a card pushed away and two notes going up, a gift handed on."""
    out = swish(rng, 0.1, 1800, 3800, 0.03)
    mix(out, notes(("E5", "A5"), 0.11, 0.12, MALLET, 0.4), 0.05, 2.0)
    return fit(out, 0.55)


def taker(rng: random.Random) -> Signal:
    """The Taker: two notes coming down and a card pulled in, something taken."""
    out = notes(("A5", "E5"), 0.11, 0.12, MALLET, 0.35)
    mix(out, swish(rng, 0.12, 3800, 1500, 0.08), 0.16, 0.5)
    mix(out, thump(rng, 0.015), 0.27, 1.0)
    return fit(out, 0.55)


def mover(rng: random.Random) -> Signal:
    """The Mover: a pile lifted (tick), carried (a tone gliding up and back), laid down (thump)."""
    out = paper_tick(rng, 3000, 0.006)
    carry = tone(lambda t: 520 * 2 ** (0.6 * math.sin(math.pi * t / 0.34)), 0.34, decay=0.3, attack=0.04,
                 partials=((1.0, 1.0), (2.0, 0.15)))
    mix(out, envelope(carry, 0.04, 0.08, hold=0.16), 0.03, 1.4)
    mix(out, swish(rng, 0.3, 2000, 3000, 0.1), 0.03, 0.3)
    mix(out, thump(rng, 0.02), 0.38, 1.5)
    mix(out, paper_tick(rng, 2600, 0.006), 0.38, 0.6)
    return fit(out, 0.55)


def shaker(rng: random.Random) -> Signal:
    """The Shaker: a quick rattle, like seeds in a gourd, over a wobbling note."""
    out = silence(0.55)
    for i in range(6):
        grain = burst(rng, 0.06, 5200 if i % 2 else 4200, 0.8, 0.01, 0.018)
        mix(out, grain, 0.02 + 0.07 * i, 1.0 if i % 2 else 0.75)
    wobble = tone(lambda t: note("D5") * 2 ** (0.03 * math.sin(2 * math.pi * 14 * t)), 0.5, decay=0.15,
                  attack=0.01, partials=MALLET)
    mix(out, wobble, 0.0, 0.35)
    return fit(out, 0.55)


def bid(rng: random.Random) -> Signal:
    """A bid made: one soft wooden tok, like a counter set down."""
    out = tone(note("F#5"), 0.2, decay=0.035, attack=0.001, partials=WOOD)
    mix(out, paper_tick(rng, 2000, 0.004), 0.0, 0.3)
    return fit(out, 0.22)


def win(rng: random.Random) -> Signal:
    """A match won: a bright rising arpeggio that settles on a chord."""
    out = notes(("C5", "E5", "G5", "C6"), 0.11, 0.35, BELL, 1.1)
    mix(out, notes(("E5", "G5"), 0.0, 0.45, BELL, 0.9), 0.44, 0.45)
    return fit(out, 1.35)


def lose(rng: random.Random) -> Signal:
    """A match lost: three warm, falling, minor notes; sorry, not scolding."""
    warm = ((1.0, 1.0), (2.0, 0.12))
    out = notes(("G4", "Eb4", "C4"), 0.22, 0.32, warm, 0.9)
    return fit(lowpass(out, 1800), 1.35)


def error(rng: random.Random) -> Signal:
    """That move is not allowed: two low, soft, slightly falling bumps."""
    bump = ((1.0, 1.0), (2.0, 0.3), (3.0, 0.1))
    out = tone(note("A3"), 0.12, decay=0.03, attack=0.004, partials=bump)
    mix(out, tone(note("F#3"), 0.15, decay=0.04, attack=0.004, partials=bump), 0.11)
    return fit(lowpass(out, 1200), 0.3)


def turn(rng: random.Random) -> Signal:
    """Your turn: two soft, quiet bell notes a fifth apart, a tap on the shoulder rather than a bell."""
    out = notes(("G5", "D6"), 0.09, 0.18, BELL, 0.5)
    return fit(lowpass(out, 3000), 0.55)


def button(rng: random.Random) -> Signal:
    """A button pressed: a tiny tick with a hint of pitch."""
    out = paper_tick(rng, 3200, 0.004)
    mix(out, tone(1400.0, 0.05, decay=0.008, attack=0.0008), 0.0, 0.6)
    return fit(out, 0.07)


RECIPES: dict[str, Callable[[random.Random], Signal]] = {
    "shuffle": shuffle, "deal": deal, "play": play, "flip": flip, "sweep": sweep,
    "giver": giver, "taker": taker, "mover": mover, "shaker": shaker,
    "bid": bid, "win": win, "lose": lose, "error": error, "button": button, "turn": turn,
}
"""Every sound the app plays, by the name the app asks for."""


# -- writing ---------------------------------------------------------------------------
def render(name: str) -> Signal:
    """The finished, normalised samples of sound ``name``; the same every run."""
    rng = random.Random(SEED * 2**32 + zlib.crc32(name.encode()))
    return normalise(RECIPES[name](rng))


def write_wav(path: Path, samples: Signal) -> None:
    """16-bit mono little-endian PCM at :data:`RATE`."""
    pcm = array("h", (max(-32767, min(32767, round(s * 32767))) for s in samples))
    if sys.byteorder == "big":
        pcm.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())


def write_all(folder: Path, names: Sequence[str] | None = None) -> list[Path]:
    """Render ``names`` (all by default) into ``folder`` as ``<name>.wav``."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name in names or RECIPES:
        path = folder / f"{name}.wav"
        write_wav(path, render(name))
        paths.append(path)
    return paths


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=OUT, help=f"folder to write into (default {OUT})")
    parser.add_argument("names", nargs="*", help=f"only these sounds, of: {' '.join(RECIPES)}")
    args = parser.parse_args(argv)
    unknown = [n for n in args.names if n not in RECIPES]
    if unknown:
        parser.error(f"unknown sound {', '.join(unknown)}; known: {' '.join(RECIPES)}")
    for path in write_all(args.out, args.names or None):
        with wave.open(str(path), "rb") as wav:
            seconds = wav.getnframes() / wav.getframerate()
        print(f"{path.name:12} {seconds:5.2f} s {path.stat().st_size:7d} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
