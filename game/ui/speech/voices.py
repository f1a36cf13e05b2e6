"""Voices: the screen reader when one runs, else the system's own voice, else silence.

The bridge to screen readers is `speechlight` (MIT, released 2026, typed): on
Windows it talks to NVDA and System Access through their controller DLLs (which
it ships) and to JAWS through its COM API, with SAPI as the fallback voice; on
Linux to Orca over D-Bus; on macOS it speaks with NSSpeechSynthesizer.  It is
imported only here and only when speech is wanted, and anything it raises turns
into "no screen reader": a missing package or a reader that is not running never
stops the app.  Without a reader on Linux the self-voicing fallback is
``spd-say`` (speech-dispatcher, Orca's own voice server) or ``espeak-ng``, run as
a command when one is on the PATH.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from typing import Any

from .queue import Voice


class Silent:
    """No voice at all: speech is off, or nothing could speak."""

    busy = False

    def speak(self, text: str, *, interrupt: bool) -> None:
        return None

    def stop(self) -> None:
        return None


def _speechlight() -> Any | None:
    """speechlight's speech object, or ``None`` when the package is missing or fails to start."""
    try:
        import speechlight
        return speechlight.speech
    except Exception:  # an optional bridge: whatever keeps it from starting means "no screen reader"
        return None


def reader_running(speech: Any) -> bool:
    """A screen reader is running that the bridge can reach (NVDA, JAWS, System Access, Orca)."""
    checks = ("nvda_running", "jfw_running", "sa_running", "_ensure_orca")
    try:
        return any(bool(getattr(speech, name)()) for name in checks if callable(getattr(speech, name, None)))
    except Exception:  # a reader that answers oddly is as good as none
        return False


class Bridge:
    """Lines sent through speechlight (to the screen reader, or the system voice it falls back to)."""

    def __init__(self, speech: Any) -> None:
        self.speech = speech

    @property
    def busy(self) -> bool:
        """Screen readers queue lines themselves, and say nothing of it: never busy then."""
        try:
            return bool(self.speech.speaking())
        except Exception:
            return False

    def speak(self, text: str, *, interrupt: bool) -> None:
        try:
            self.speech.output(text, interrupt=interrupt)  # speech, and braille where the reader shows it
        except Exception:
            return

    def stop(self) -> None:
        try:
            self.speech.silence()
        except Exception:
            return


SELF_VOICES: tuple[tuple[str, ...], ...] = (("spd-say", "--wait"), ("espeak-ng",), ("espeak",))
"""Commands that speak a line given as their last argument, tried in order."""


class Command:
    """A voice that runs a command per line (``spd-say``, ``espeak-ng``): busy while it runs."""

    def __init__(self, argv: tuple[str, ...]) -> None:
        self.argv = argv
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def busy(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def speak(self, text: str, *, interrupt: bool) -> None:
        if interrupt:
            self.stop()
        try:
            self.process = subprocess.Popen([*self.argv, text.lstrip("-")], stdin=subprocess.DEVNULL,
                                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        except OSError:
            self.process = None

    def stop(self) -> None:
        if self.busy:
            assert self.process is not None
            self.process.terminate()
        self.process = None


def command_voice() -> Command | None:
    """The first self-voicing command on the PATH (Linux and the BSDs), if any."""
    for argv in SELF_VOICES:
        if shutil.which(argv[0]) is not None:
            return Command(argv)
    return None


def system_voice() -> tuple[Voice, bool]:
    """The best voice this machine has and whether it is a screen reader: the reader when one runs, else the
    system's own voice (SAPI, NSSpeechSynthesizer, or a command), else silence."""
    speech = _speechlight()
    if speech is not None and reader_running(speech):
        return Bridge(speech), True
    if sys.platform in ("win32", "darwin") and speech is not None:
        return Bridge(speech), False
    command = command_voice()
    if command is not None:
        return command, False
    return Silent(), False
