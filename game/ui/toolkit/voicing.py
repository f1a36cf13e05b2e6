"""The app's voice: the speaker in front of it, the voice the settings ask for, and each screen said as it
comes up, with its lines kept to it.

Why a part of its own: the frame loop (:mod:`.app`) only asks it to speak and, once a frame, to follow the
scene on top.  Every line is said for a screen (the one on top, unless a part names its own: the table
speaks for itself even while it is being set up beneath another screen), so the speaker
(:class:`~game.ui.speech.queue.Speaker`) can hold a covered screen's lines and drop a closed one's.  The
speech log (:mod:`~game.ui.speech.transcript`) hears every line too, when the settings or the command line
ask for it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from ...catalogue import _
from ..speech.guest import Guest
from ..speech.queue import Priority, Speaker, Voice
from ..speech.screens import log_where
from ..speech.transcript import Transcript

SPEECH_LOG = "speech-log.txt"
"""The speech log's name in the player's data folder (the setting's log)."""

VoiceFinder = Callable[[], tuple[Voice, bool]]
"""Finds the machine's voice and whether it is a screen reader (:func:`game.ui.speech.voices.system_voice`)."""


class Screen(Protocol):
    """A scene as its voice sees it: what it is, and where its focus is."""

    def title_words(self) -> str: ...
    def focus_words(self) -> str: ...


def typed(before: str, after: str) -> str:
    """What typing into a field changed in its spoken words, as a screen reader echoes it: the characters
    typed, or the ones erased; "" when the words changed otherwise.

    A field's focus words hold its whole value ("Deal code: oh_hell:cl…"), so saying them again at every key
    would read a long code out forty times over; only the part that changed is new to the listener.

    >>> typed("Deal code: oh", "Deal code: oh_"), typed("Name: Bob, 2 of 9", "Name: Bo, 2 of 9")
    ('_', 'b erased')
    """
    start = 0
    while start < min(len(before), len(after)) and before[start] == after[start]:
        start += 1
    end = 0
    while end < min(len(before), len(after)) - start and before[-1 - end] == after[-1 - end]:
        end += 1
    added, gone = after[start:len(after) - end], before[start:len(before) - end]
    if added and not gone:
        return spelt(added)
    if gone and not added:
        return _("{text} erased").format(text=spelt(gone))
    return ""


def spelt(text: str) -> str:
    """Typed characters as they are said: a space is named, since a voice says nothing for it."""
    return _("space") if text == " " else text


class Voicing:
    """The speaker, the voice found for it when the settings first ask, and the screen and focus said last."""

    def __init__(self, voices: VoiceFinder | None) -> None:
        self.speech = Speaker()
        """Every spoken line goes through here; it keeps the recent ones for the log pane."""
        self.voices = voices
        """How to find a voice when the settings ask for speech; ``None``: no voice at all (tests, tools)."""
        self.found: tuple[Voice, bool] | None = None
        """The voice found (and whether it is a screen reader), once speech was first asked for."""
        self.mode = ""
        self.heard: tuple[Screen | None, str] = (None, "")
        """The scene and focus words spoken last, so a change of either is spoken once."""
        self.log_to: Path | None = None
        """The speech log asked for on the command line (``--speech-log FILE``): kept whatever the settings say."""
        self.transcript: Transcript | None = None
        """The speech log being kept, if any."""

    @property
    def voice(self) -> Voice | None:
        """The voice found, if any (its notes are the app's notices)."""
        return self.found[0] if self.found is not None else None

    def speak(self, text: str, priority: Priority, scene: object, mode: str) -> None:
        """Say ``text`` for ``scene`` with speech set to ``mode`` (the log pane keeps it either way)."""
        self.follow(mode)
        self.speech.say(text, priority, scene)

    def follow(self, mode: str) -> None:
        """Give the speaker the voice ``mode`` asks for: none, the screen reader, or the system's voice."""
        if mode == self.mode:
            return
        self.mode = mode
        if mode == "off" or self.voices is None:
            self.speech.silence()
            self.speech.voice = None
            return
        if self.found is None:
            self.found = self.voices()
        voice, reader = self.found
        if isinstance(voice, Guest):  # found on its own thread: it keeps to screen readers itself under "auto"
            voice.readers_only = mode != "on"
        self.speech.voice = voice if mode == "on" or reader else None

    def screens(self, top: Screen | None, stack: Sequence[object], mode: str) -> None:
        """Once a frame: a screen that came to the top is said (cutting off the one before; a closed screen's
        lines go), or the focus that moved on it; then the voice may talk."""
        focus = top.focus_words() if top is not None else ""
        if top is not self.heard[0]:
            self.follow(mode)
            self.speech.face(top, stack)
            if top is not None:
                words = ". ".join(said for said in (top.title_words(), focus) if said)
                self.speech.say(words, Priority.SCREEN, top)
        elif focus != self.heard[1] and focus:
            echo = typed(self.heard[1], focus) if getattr(top, "typing", False) else ""
            self.speak(echo or focus, Priority.FOCUS, top, mode)
        self.heard = (top, focus)
        self.speech.pump()

    # -- the speech log -----------------------------------------------------------------------------
    def log_path(self, setting: bool, folder: Path | None) -> Path | None:
        """Where the speech log goes: the command line's file, else the data folder's when the setting is on."""
        if self.log_to is not None:
            return self.log_to
        return folder / SPEECH_LOG if setting and folder is not None else None

    def keep_log(self, path: Path | None) -> str:
        """Write every line said to ``path`` from now on (``None``: no log); why the log stopped, once ("")."""
        kept = self.transcript
        if kept is not None and kept.path != path:
            self.speech.hears.remove(kept.hear)
            kept.close()
            kept = self.transcript = None
        if kept is None and path is not None:
            kept = self.transcript = Transcript(path)
            self.speech.hears.append(kept.hear)
        if kept is not None and kept.problem:
            self.speech.hears.remove(kept.hear)
            self.transcript, self.log_to = None, None
            return kept.problem
        return ""

    def where(self, setting: bool, folder: Path | None) -> str:
        """Where the speech log is kept, or where it would be (Ctrl+L)."""
        path = self.log_path(True, folder)
        kept = self.log_path(setting, folder) is not None
        return log_where(str(path) if path is not None else "", kept)

    def close(self) -> None:
        """The app closes: a voice on its own thread ends the commands it started; the speech log is closed."""
        if isinstance(self.voice, Guest):
            self.voice.close()
        if self.transcript is not None:
            self.transcript.close()
