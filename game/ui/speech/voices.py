"""Voices: the screen reader when one runs, else the system's own voice, else silence.

The bridge to screen readers is `speechlight` (MIT, released 2026, typed): on
Windows it talks to NVDA and System Access through their controller DLLs (which
it ships) and to JAWS through its COM API, with SAPI as the fallback voice; on
Linux to Orca over D-Bus; on macOS it only speaks with NSSpeechSynthesizer.  It is
imported only here and only when speech is wanted, and anything it raises turns
into "no screen reader": a missing package or a reader that is not running never
stops the app.  Without a reader on Linux the self-voicing fallback is
``spd-say`` (speech-dispatcher, Orca's own voice server) or ``espeak-ng``, run as
a command when one is on the PATH and told the app's language (``-l fi``,
``-v fi``), so Finnish words are not read with English sounds.

VoiceOver, which speechlight does not reach, is spoken to by AppleScript: when
``osascript`` says System Events has a process named VoiceOver, each line runs
``osascript -e 'tell application "VoiceOver" to output "…"'`` in the background
(the frame loop never waits for it) and VoiceOver speaks it in the player's own
voice and shows it in braille.  Only the commands are tested (with a fake
runner: we have no Mac).  Untested on a real Mac: that VoiceOver Utility's
"Allow VoiceOver to be controlled with AppleScript" must be ticked (without it
the lines are lost, silently); the Automation permission macOS asks for the first
time System Events is asked; the detection's pause (once, when speech starts, at
most :data:`ASK_SECONDS`); and whether VoiceOver cuts off a line still being
spoken when the next comes (the next is sent only once ``osascript`` has ended).
"""

from __future__ import annotations

import atexit
import contextlib
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from importlib import import_module
from typing import Any

from ...catalogue import language
from .queue import Voice

Process = subprocess.Popen[bytes]
Start = Callable[[Sequence[str]], "Process | None"]
"""Starts a command in the background (``None`` when it cannot start); tests give a fake one."""
Ask = Callable[[Sequence[str]], str]
"""Runs a command to its end and gives what it printed; raises when it cannot (tests give a fake one)."""
ASK_SECONDS = 3.0
"""The longest the app waits to hear whether VoiceOver runs (once, when speech starts)."""
LINE_SECONDS = 30.0
"""The longest a self-voice command may speak one line: one that never ends is ended then (a line is a sentence)."""
END_SECONDS = 0.5
"""How long a command told to stop (SIGTERM) is given before it is killed."""


class Silent:
    """No voice at all: speech is off, or nothing could speak."""

    busy = False

    def speak(self, text: str, *, interrupt: bool) -> None:
        return None

    def stop(self) -> None:
        return None


def _speechlight() -> Any | None:
    """speechlight's speech object, or ``None`` when the package is not installed.

    Anything else its import raises (``SystemExit`` included) is left to the caller: the app finds its voice on
    a guest thread (:mod:`.guest`) that turns such a fault into a note and a fallback voice, where a bare
    ``except`` here would hide a broken bridge from the player.
    """
    try:
        module = import_module("speechlight")
    except ModuleNotFoundError as error:  # an optional bridge: not installed means "no screen reader"
        if error.name not in ("speechlight", None):
            raise
        return None
    return module.speech


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
        """Whether a line is still being said (screen readers queue lines themselves and mostly say no).

        Whatever the bridge raises here, or in a line or a stop, goes up to the guest that runs it
        (:mod:`.guest`): the bridge is set aside with a note, and the next voice speaks on.
        """
        return bool(self.speech.speaking())

    def speak(self, text: str, *, interrupt: bool) -> None:
        self.speech.output(text, interrupt=interrupt)  # speech, and braille where the reader shows it

    def stop(self) -> None:
        self.speech.silence()


SELF_VOICES: tuple[tuple[str, ...], ...] = (("spd-say", "--wait"), ("espeak-ng",), ("espeak",))
"""Commands that speak a line given as their last argument, tried in order."""
LANGUAGE_FLAGS = {"spd-say": "-l", "espeak-ng": "-v", "espeak": "-v"}
"""How each command is told the language ("-l fi" to speech-dispatcher, "-v fi" to eSpeak's Finnish voice)."""


_children: set[Process] = set()
_children_lock = threading.Lock()


def start(argv: Sequence[str]) -> Process | None:
    """``argv`` running in the background, its output thrown away; ``None`` when it cannot start.

    Each process is remembered until it ends, so :func:`end_children` can end what is left when the app closes
    (a voice command that never ends must not outlive the app)."""
    try:
        process = subprocess.Popen(list(argv), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
    except (OSError, ValueError):  # gone from the PATH, or a line the system will not pass on
        return None
    with _children_lock:
        _children.difference_update([child for child in _children if child.poll() is not None])
        _children.add(process)
    return process


def end(process: Process, grace: float = END_SECONDS) -> None:
    """Stop ``process``: SIGTERM, and SIGKILL when it is still there after ``grace`` seconds (0: never wait)."""
    with contextlib.suppress(OSError, ValueError):
        if process.poll() is not None:
            return
        process.terminate()
        if grace > 0:
            try:
                process.wait(grace)
            except subprocess.TimeoutExpired:
                process.kill()
                with contextlib.suppress(subprocess.TimeoutExpired):
                    process.wait(grace)


def end_children(grace: float = END_SECONDS) -> int:
    """End every voice process the app started that still runs (at close, and at the interpreter's exit);
    how many were running."""
    with _children_lock:
        running = [child for child in _children if child.poll() is None]
        _children.clear()
    for child in running:
        with contextlib.suppress(OSError, ValueError):
            child.terminate()
    for child in running:
        end(child, grace)
    return len(running)


atexit.register(end_children)


class Command:
    """A voice that runs a command per line (``spd-say``, ``espeak-ng``): busy while it runs."""

    def __init__(self, argv: tuple[str, ...], starter: Start = start, *, limit: float = LINE_SECONDS,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.argv = argv
        self.start = starter
        self.process: Process | None = None
        self.limit = limit
        """Seconds one line may take; a command still running then is ended (it hung, or the line never ends)."""
        self.clock = clock
        self.began = 0.0

    def line(self, text: str) -> list[str]:
        """The command that says ``text`` in the app's language (looked up each time: it may change)."""
        flag = LANGUAGE_FLAGS.get(self.argv[0])
        told = [flag, language()] if flag else []
        return [*self.argv, *told, text.lstrip("-")]

    @property
    def busy(self) -> bool:
        """The line's command still runs; past :attr:`limit` it is ended and the voice is free."""
        try:
            running = self.process is not None and self.process.poll() is None
        except OSError:
            return False
        if running and self.clock() - self.began > self.limit:
            self.stop()
            return False
        return running

    def speak(self, text: str, *, interrupt: bool) -> None:
        if interrupt:
            self.stop()
        self.began = self.clock()
        self.process = self.start(self.line(text))

    def stop(self) -> None:
        """End the line's command (the voice runs on the guest thread, so waiting for it to go costs no frame)."""
        if self.process is not None:
            end(self.process)
        self.process = None


def applescript_text(text: str) -> str:
    r"""``text`` as an AppleScript string literal: quotes and backslashes escaped, line breaks and other
    control characters made spaces, so no line can end the string early or run as script.

    >>> print(applescript_text('Say "4\\3"\nthen'))
    "Say \"4\\3\" then"
    """
    plain = "".join(c if c.isprintable() else " " for c in text)
    return '"' + plain.replace("\\", "\\\\").replace('"', '\\"') + '"'


class VoiceOver(Command):
    """Lines spoken by VoiceOver, macOS's screen reader, through AppleScript (``osascript``)."""

    def __init__(self, starter: Start = start) -> None:
        super().__init__(("osascript",), starter)

    def line(self, text: str) -> list[str]:
        return ["osascript", "-e", f'tell application "VoiceOver" to output {applescript_text(text)}']


VOICEOVER_QUERY = ("osascript", "-e", 'tell application "System Events" to (name of processes) contains "VoiceOver"')
"""Asks System Events whether VoiceOver is running; prints ``true`` or ``false``."""


def ask(argv: Sequence[str]) -> str:
    """What ``argv`` printed, waiting at most :data:`ASK_SECONDS`."""
    done = subprocess.run(list(argv), capture_output=True, text=True, timeout=ASK_SECONDS, check=True,
                          stdin=subprocess.DEVNULL)
    return done.stdout


def voiceover_running(asker: Ask = ask) -> bool:
    """VoiceOver is running (asked of System Events); any failure to find out means it is not."""
    try:
        return asker(VOICEOVER_QUERY).strip().lower() == "true"
    except (OSError, subprocess.SubprocessError, ValueError, UnicodeError):
        return False


def command_voice() -> Command | None:
    """The first self-voicing command on the PATH (Linux and the BSDs), if any."""
    for argv in SELF_VOICES:
        if shutil.which(argv[0]) is not None:
            return Command(argv)
    return None


def system_voice() -> tuple[Voice, bool]:
    """The best voice this machine has and whether it is a screen reader: the reader when one runs (VoiceOver
    on macOS), else the system's own voice (SAPI, NSSpeechSynthesizer, or a command), else silence."""
    speech = _speechlight()
    if speech is not None and reader_running(speech):
        return Bridge(speech), True
    if sys.platform == "darwin" and voiceover_running():
        return VoiceOver(), True
    if sys.platform in ("win32", "darwin") and speech is not None:
        return Bridge(speech), False
    command = command_voice()
    if command is not None:
        return command, False
    return Silent(), False
