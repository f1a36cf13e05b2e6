"""The sound files and their player: ours, the same every run, short, soft, even, and never a crash.

The files are checked with the ``wave`` module and a loudness measure written
here again (not imported from the generator), so a bug in the generator cannot
hide itself.  Anything that opens a real audio driver (``disk``, or one that
does not exist) runs in a subprocess, because SDL reads its driver once per
process.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import math
import subprocess
import sys
import wave
from array import array
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytest

from game import assets
from game.ui.scenes.selftest import _sounds as selftest_sounds
from game.ui.toolkit import sound as sound_module
from game.ui.toolkit.app import App
from game.ui.toolkit.intents import Intent, IntentMapper, Kind
from game.ui.toolkit.settings import Settings
from game.ui.toolkit.sound import MIN_GAP, NAMES, Sounds, gain

ROOT = Path(__file__).resolve().parent.parent
TARGET_DB = -24.0
TOLERANCE_DB = 0.5
CEILING_DB = -6.0
LONG = {"win": 1.5, "lose": 1.5}
"""Longest allowed seconds; every other sound is a cue of at most 0.6 s."""
ENV = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1", "SDL_VIDEODRIVER": "dummy"}


def samples(path: Path) -> tuple[tuple[int, int, int, str], array[int]]:
    """``(channels, bytes per sample, rate, compression)`` and the 16-bit samples."""
    with wave.open(str(path), "rb") as wav:
        shape = (wav.getnchannels(), wav.getsampwidth(), wav.getframerate(), wav.getcomptype())
        pcm = array("h", wav.readframes(wav.getnframes()))
    if sys.byteorder == "big":
        pcm.byteswap()
    return shape, pcm


def db(level: float) -> float:
    return 20 * math.log10(max(level, 1e-12))


def loudest_window_rms(pcm: array[int], rate: int, seconds: float = 0.1) -> float:
    """RMS of the loudest ``seconds`` (the whole sound if shorter), as a fraction of full scale."""
    x = [s / 32767 for s in pcm]
    n = min(len(x), round(seconds * rate))
    prefix = [0.0]
    for s in x:
        prefix.append(prefix[-1] + s * s)
    best = max(prefix[i + n] - prefix[i] for i in range(len(x) - n + 1))
    return math.sqrt(best / n)


# -- the files ------------------------------------------------------------------------
def test_every_sound_has_a_file_and_there_are_no_strays() -> None:
    for name in NAMES:
        path = assets.sound_file(name)
        assert path is not None and path.suffix == ".wav", name
    assert sorted(p.stem for p in assets.sounds_dir().iterdir()) == sorted(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_a_sound_is_short_soft_and_as_loud_as_the_others(name: str) -> None:
    path = assets.sound_file(name)
    assert path is not None
    (channels, width, rate, compression), pcm = samples(path)
    assert (channels, width, compression) == (1, 2, "NONE")
    assert rate in (22050, 44100)
    seconds = len(pcm) / rate
    assert 0.03 < seconds <= LONG.get(name, 0.6)
    assert db(max(abs(s) for s in pcm) / 32767) <= CEILING_DB + 0.05, "peak too close to full scale"
    level = db(loudest_window_rms(pcm, rate))
    assert abs(level - TARGET_DB) <= TOLERANCE_DB, f"{name} at {level:.2f} dBFS"
    assert abs(pcm[0]) < 300 and abs(pcm[-1]) < 300, "starts or stops with a click"


def test_the_sounds_are_small() -> None:
    assert sum(p.stat().st_size for p in assets.sounds_dir().iterdir()) < 600_000


def test_the_generator_gives_the_committed_bytes(tmp_path: Path) -> None:
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "make_sounds.py"), "--out", str(tmp_path)],
                         capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 0, run.stderr
    assert sorted(p.stem for p in tmp_path.iterdir()) == sorted(NAMES)
    for name in NAMES:
        assert (tmp_path / f"{name}.wav").read_bytes() == (assets.sounds_dir() / f"{name}.wav").read_bytes(), name


# -- the player through real drivers ------------------------------------------------------------
PLAY_ALL = """
import time, types
from game.ui.toolkit.settings import Settings
from game.ui.toolkit.sound import NAMES, Sounds
sounds = Sounds(types.SimpleNamespace(settings=Settings(volume=100)))
print(sum(sounds.play(name) for name in NAMES), "played")
time.sleep(0.3)
"""


def run_python(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env={**ENV, **env}, capture_output=True,
                          text=True, timeout=30, check=False)


def test_every_sound_plays_through_the_disk_driver(tmp_path: Path) -> None:
    out = tmp_path / "audio.raw"
    run = run_python(PLAY_ALL, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(out))
    assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr
    assert run.stdout.split() == [str(len(NAMES)), "played"]
    written = array("h", out.read_bytes()[: len(out.read_bytes()) // 2 * 2])
    assert max(abs(s) for s in written) > 1000, "the disk driver wrote only silence"


def test_with_no_audio_device_it_is_silent_and_quiet() -> None:
    run = run_python(PLAY_ALL, SDL_AUDIODRIVER="no_such_driver")
    assert (run.returncode, run.stdout.split(), run.stderr) == (0, ["0", "played"], "")


# -- the player in this process (dummy driver) ------------------------------------------------
@dataclass
class Owner:
    settings: Settings


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        self.now += 1.0  # every call a second later: MIN_GAP never holds a sound back unless a test says so
        return self.now


def test_volume_and_sound_setting_are_read_at_every_call() -> None:
    owner = Owner(Settings(volume=70))
    sounds = Sounds(owner, clock=Clock())
    assert sounds.play("deal")
    played = sounds.load("deal")
    assert played is not None and played.get_volume() == pytest.approx(gain(70), abs=1 / 128)
    owner.settings = owner.settings.with_(volume=30)
    assert sounds.play("deal") and played.get_volume() == pytest.approx(gain(30), abs=1 / 128)
    owner.settings = owner.settings.with_(volume=0)
    assert not sounds.play("deal")
    owner.settings = Settings(sound=False)
    assert not sounds.play("deal") and not sounds.on


def test_toggle_mute_flips_the_owners_setting() -> None:
    owner = Owner(Settings(sound=True, volume=40))
    sounds = Sounds(owner, clock=Clock())
    assert sounds.toggle_mute() is False and owner.settings == Settings(sound=False, volume=40)
    assert not sounds.play("flip")
    assert sounds.toggle_mute() is True and owner.settings.sound
    assert sounds.play("flip")


def test_the_same_sound_is_not_restarted_within_the_gap() -> None:
    times = iter([10.0, 10.0 + MIN_GAP / 2, 10.0 + MIN_GAP / 2, 10.0 + 2 * MIN_GAP])
    sounds = Sounds(Owner(Settings()), clock=lambda: next(times))
    assert [sounds.play("deal"), sounds.play("deal"), sounds.play("play"), sounds.play("deal")] == \
        [True, False, True, True]


def test_missing_or_unreadable_files_are_silence(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sounds = Sounds(Owner(Settings()), clock=Clock())
    assert not sounds.play("no_such_sound")
    junk = tmp_path / "junk.wav"
    junk.write_bytes(b"RIFF not really a wave file")
    monkeypatch.setattr(assets, "sound_file", lambda name: junk)
    assert not sounds.play("deal")
    assert sounds.preload() == []


def test_a_mixer_that_cannot_start_is_silence(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    sounds = Sounds(Owner(Settings()), clock=Clock())
    assert not sounds.play("deal") and sounds.load("deal") is None and not sounds.mixer_ready()
    assert sounds.preload() == []
    assert sound_module._start_mixer() is False


def test_gain_follows_a_curve_and_clamps() -> None:
    assert [gain(v) for v in (-5, 0, 50, 100, 150)] == [0.0, 0.0, 0.25, 1.0, 1.0]


# -- the app ---------------------------------------------------------------------------------
def test_m_mutes_in_every_scene() -> None:
    assert IntentMapper().map(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m), 0.0) == Intent(Kind.MUTE)
    app = App((800, 600), settings=Settings(volume=55))
    assert isinstance(app.sounds, Sounds) and app.sounds.owner is app
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m))
    app.frame(1 / 60, draw=False)
    assert app.settings == Settings(sound=False, volume=55)
    app.dispatch(Intent(Kind.MUTE))
    assert app.settings.sound


def test_the_selftest_loads_every_sound() -> None:
    assert selftest_sounds(App((800, 600))) == f"{len(NAMES)} sounds loaded"


def test_a_menu_button_press_clicks_and_a_press_beside_it_does_not() -> None:
    import pygame

    from game.ui.scenes.title import TitleScene
    from game.ui.toolkit.app import App

    app = App((1280, 800))
    played: list[str] = []
    app.sounds.play = lambda name: played.append(name) or True  # type: ignore[method-assign]
    title = TitleScene(app)
    app.push(title)
    button = title.buttons[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(2, 790), button=1))
    app.frame(1 / 30)
    assert played == []
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    app.frame(1 / 30)
    assert played == ["button"]
