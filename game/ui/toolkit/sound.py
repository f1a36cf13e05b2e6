"""Sound effects: ``app.sounds.play("deal")``, and silence whenever sound cannot be had.

Sounds are a nicety, so this module never raises and never prints: no audio
device, a pygame built without its mixer, a missing or unreadable file, all
mean the call does nothing.  The mixer starts on the first sound actually
played (or on :meth:`Sounds.preload`), never at import, so importing the UI
costs nothing and a test can choose its SDL audio driver first.

The player reads the owner's settings on every call (``sound`` on or off,
``volume`` 0–100) rather than keeping a copy, because the settings scene
replaces the app's frozen :class:`~.settings.Settings` whenever the player
changes one.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

import pygame

from ... import assets
from .settings import Settings

NAMES = ("shuffle", "deal", "play", "flip", "sweep", "giver", "taker", "mover", "shaker",
         "bid", "win", "lose", "error", "button", "turn")
"""Every sound the app has (``tools/make_sounds.py`` writes one file for each)."""
CHANNELS = 16
"""Enough for a dealt card still sounding while the next is laid and a cue plays over both."""
MIN_GAP = 0.03
"""Seconds before the same sound may start again: an instant deal of 52 cards is one sound, not a roar."""


class HasSettings(Protocol):
    """Whatever owns the settings (the :class:`~.app.App`); muting replaces them there."""

    settings: Settings


def gain(volume: int) -> float:
    """The mixer gain for a volume percent, on a square curve because the ear hears loudness logarithmically.

    >>> gain(100), gain(50), gain(0)
    (1.0, 0.25, 0.0)
    """
    fraction = max(0, min(100, volume)) / 100
    return fraction * fraction


class Sounds:
    """Plays the app's sounds by name, honouring the owner's sound and volume settings at each call."""

    def __init__(self, owner: HasSettings, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.owner = owner
        self.clock = clock
        self._mixer: bool | None = None
        """``None`` until the mixer is first needed; then whether it started (it is never retried)."""
        self._loaded: dict[str, pygame.mixer.Sound | None] = {}
        self._started: dict[str, float] = {}

    @property
    def on(self) -> bool:
        """Whether a sound asked for now would be heard (sound on and volume above zero)."""
        settings = self.owner.settings
        return settings.sound and settings.volume > 0

    def play(self, name: str) -> bool:
        """Play sound ``name`` at the current volume; ``True`` if it started, ``False`` for silence."""
        if not self.on:
            return False
        now = self.clock()
        if now - self._started.get(name, -1.0) < MIN_GAP:
            return False
        sound = self.load(name) if self.mixer_ready() else None
        if sound is None:
            return False
        try:
            sound.set_volume(gain(self.owner.settings.volume))
            started = sound.play() is not None
        except Exception:  # a nicety must never stop the game, whatever the mixer says
            return False
        if started:
            self._started[name] = now
        return started

    def toggle_mute(self) -> bool:
        """Turn sound off or back on (the M key); returns whether sound is now on."""
        settings = self.owner.settings
        self.owner.settings = settings.with_(sound=not settings.sound)
        if not settings.sound:
            self.play("button")  # unmuting answers with a sound, so the player hears it worked
        return not settings.sound

    def load(self, name: str) -> pygame.mixer.Sound | None:
        """Sound ``name``, loaded once; ``None`` if the mixer is unavailable or the file is missing or bad."""
        if name in self._loaded:
            return self._loaded[name]
        sound = None
        path = assets.sound_file(name)
        if path is not None and self.mixer_ready():
            try:
                sound = pygame.mixer.Sound(str(path))
            except Exception:  # unreadable or not audio: silence, as if the file were missing
                sound = None
        self._loaded[name] = sound
        return sound

    def preload(self) -> list[str]:
        """Load every sound now (the selftest's check); the names that loaded."""
        return [name for name in NAMES if self.load(name) is not None]

    def mixer_ready(self) -> bool:
        """Start the mixer if nobody has yet; ``False`` (once and for all) if it cannot start."""
        if self._mixer and not _mixer_running():
            self._mixer, self._loaded = None, {}  # closed under us (pygame.quit): its sounds are gone too
        if self._mixer is None:
            self._mixer = _start_mixer()
        return self._mixer


def _mixer_running() -> bool:
    try:
        return bool(pygame.mixer.get_init())
    except Exception:
        return False


def _start_mixer() -> bool:
    """Open the audio device with a short buffer, so a card's sound comes with the card."""
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
        if pygame.mixer.get_num_channels() < CHANNELS:
            pygame.mixer.set_num_channels(CHANNELS)
        return bool(pygame.mixer.get_init())
    except Exception:  # no device, no driver, or pygame built without the mixer
        return False


__all__ = ["CHANNELS", "MIN_GAP", "NAMES", "HasSettings", "Sounds", "gain"]
