"""The speech queue: lines by priority, spoken one after another, the stale ones cut off.

A blind player hears the table as a stream of short lines.  Not every line is
worth the same: where the keyboard's focus is (a card, a button) is stale the
moment the focus moves on, so a newer focus line cuts off the older one; what
happens at the table (a card played, a trick won) is never dropped and keeps
its order; the player's turn comes after what led to it but before any focus
chatter; and an answer the player asked for (a re-read key) or a refusal of
their move cuts off everything that was being said, because it is what they
want to hear now.  Every line is kept in :attr:`Speaker.recent` for the log
pane, whether or not a voice speaks it.

Each line belongs to the screen that said it (its ``scene``; ``None``: a notice for every screen).  Only
the lines of the screen on top are spoken (:meth:`Speaker.face`): a menu opened over the table holds the
table's lines until the table is on top again, and a screen that leaves the stack takes its waiting lines
with it.  Why: a player who left a Laus table for the title and opened the statistics heard "Bruno takes
up the skat… Your turn: look and pass" there, and never heard the title, whose line a focus line had
replaced while it waited behind the table's.  A screen's first line (:attr:`Priority.SCREEN`) cuts off
the screen before it and is never replaced by a focus line.

>>> voice = Recorder()
>>> speaker = Speaker(voice)
>>> speaker.say("Bruno: king of hearts", Priority.EVENT)
>>> speaker.say("Your turn", Priority.TURN)
>>> voice.lines
['Bruno: king of hearts', 'Your turn']
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import Protocol

RECENT = 200
"""Lines the log pane can show."""
WAITING = 40
"""Lines that may wait for a slow voice; past it the oldest go (a voice that falls behind loses old lines, and
the frame loop never waits for it)."""


class Priority(IntEnum):
    """How much a line matters; higher lines go first and may cut off lower ones."""

    FOCUS = 0
    """Where the keyboard's focus is: replaced by the next focus line."""
    EVENT = 1
    """Something that happened at the table: kept, in order."""
    TURN = 2
    """The player's turn: after the events, before any focus line."""
    SCREEN = 3
    """A screen came up: cuts off what was being said, and the focus lines after it wait for it."""
    URGENT = 4
    """An answer the player asked for, or a refusal: cuts off everything said or waiting."""


class Voice(Protocol):
    """Where lines go to be heard: a screen reader, the system's voice, a recording."""

    @property
    def busy(self) -> bool:
        """Still speaking the last line (a voice that queues lines itself is never busy)."""
        ...

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Say ``text``; ``interrupt`` stops what is being said first."""
        ...

    def stop(self) -> None:
        """Stop speaking at once."""
        ...


class Recorder:
    """A voice that keeps every line it is given (the tests listen to it); never busy."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.interrupts = 0

    @property
    def busy(self) -> bool:
        return False

    def speak(self, text: str, *, interrupt: bool) -> None:
        self.interrupts += interrupt
        self.lines.append(text)

    def stop(self) -> None:
        self.interrupts += 1


@dataclass(frozen=True, slots=True)
class Line:
    text: str
    priority: Priority
    scene: object = None
    """The screen that said it (``None``: every screen's, a notice)."""


class Speaker:
    """The queue in front of one voice; ``voice`` ``None`` keeps the lines for the log pane only."""

    def __init__(self, voice: Voice | None = None) -> None:
        self.voice = voice
        self.waiting: deque[Line] = deque()
        self.speaking: Line | None = None
        """The last line handed to the voice (it may have finished)."""
        self.recent: deque[str] = deque(maxlen=RECENT)
        self.facing: object = None
        """The screen on top: its lines (and the notices) are spoken, any other's wait."""
        self.said = 0
        """Lines said so far (whether or not a voice spoke them): a part can tell that it answered."""
        self.hears: list[Callable[[str], object]] = []
        """Who else hears every line as it is said (the transcript)."""

    def say(self, text: str, priority: Priority = Priority.EVENT, scene: object = None) -> None:
        """Queue ``text`` for ``scene`` (``None``: whatever screen is up); it is spoken as soon as the lines
        before it (by priority) are."""
        text = " ".join(text.split())
        if not text:
            return
        self.recent.append(text)
        self.said += 1
        for hear in self.hears:
            hear(text)
        if self.voice is None:
            return
        line = Line(text, priority, scene)
        if priority >= Priority.SCREEN:  # a screen's line keeps the events; an answer keeps only other screens'
            keep = (lambda w: w.priority != Priority.FOCUS) if priority == Priority.SCREEN else self._held
            self.waiting = deque(w for w in self.waiting if keep(w))
            self._send(line, interrupt=True)
            return
        if priority in (Priority.FOCUS, Priority.TURN):
            self.waiting = deque(w for w in self.waiting if w.priority != Priority.FOCUS)
        cut = self.speaking is not None and self.speaking.priority == Priority.FOCUS
        if priority != Priority.EVENT and cut and not self.waiting and not self._held(line):  # the focus moved on
            self._send(line, interrupt=True)
            return
        self._insert(line)
        self.pump()

    def face(self, scene: object, kept: Sequence[object]) -> None:
        """``scene`` is on top now and ``kept`` are the screens still open: the lines of a screen that is gone
        are dropped (and its line stopped, if the voice is on it); those of a screen beneath wait for it."""
        self.facing = scene
        self.waiting = deque(w for w in self.waiting if w.scene is None or w.scene in kept)
        speaking = self.speaking
        if self.voice is not None and speaking is not None and speaking.scene is not None and \
                speaking.scene not in kept:
            self.voice.stop()
            self.speaking = None

    def _held(self, line: Line) -> bool:
        """``line`` belongs to a screen beneath the one on top: it waits until that screen is on top again."""
        return line.scene is not None and line.scene is not self.facing

    def _insert(self, line: Line) -> None:
        """Events and the turn in the order they came; focus lines after them all."""
        at = len(self.waiting)
        if line.priority != Priority.FOCUS:
            at = next((i for i, w in enumerate(self.waiting) if w.priority == Priority.FOCUS), at)
        self.waiting.insert(at, line)
        while len(self.waiting) > WAITING:
            self.waiting.popleft()

    def pump(self) -> None:
        """Hand the next waiting lines of the screen on top to the voice while it is free (once a frame, and
        after each line)."""
        while self.voice is not None and not self.voice.busy:
            line = next((w for w in self.waiting if not self._held(w)), None)
            if line is None:
                return
            self.waiting.remove(line)
            self._send(line, interrupt=False)

    def _send(self, line: Line, *, interrupt: bool) -> None:
        assert self.voice is not None
        self.speaking = line
        self.voice.speak(line.text, interrupt=interrupt)

    def silence(self) -> None:
        """Stop speaking and forget what waits (speech was turned off)."""
        self.waiting.clear()
        if self.voice is not None:
            self.voice.stop()
        self.speaking = None

    @property
    def last(self) -> str:
        """The last line said, for "say that again"."""
        return self.recent[-1] if self.recent else ""
