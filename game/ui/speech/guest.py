"""The voice as a guest: found and spoken to on a thread of its own, within a time limit, let go when it misbehaves.

Why: the screen-reader bridge (``speechlight``) is code the app does not control, and it talks to
processes the app does not control (NVDA's DLL, JAWS's COM server, Orca over a D-Bus session).  Run on
the frame thread, a bridge that takes 2 s a line stretched a 1 s run of the app to 97 s, an import that
hung for 20 s froze the title for 20 s, a D-Bus session that never answered held the first frame 2 s, and
a bridge whose import raised ``SystemExit`` ended the app at its first frame without a word.

So everything the voice does runs here, on a daemon thread the frame never waits for: finding the voice
(the bridge's import and its "is a reader running?"), every line and every stop.  The frame thread only
hands over work (a bounded queue: when the voice falls behind, the oldest lines go, never a frame) and
reads what the thread last learned.  A call that has not come back within :data:`LIMIT` seconds, or that
raises anything at all (``BaseException``: ``SystemExit`` and ``KeyboardInterrupt`` included), gets the
voice set aside with one note in :attr:`Guest.notes` (the app shows and speaks it) and the next way of
speaking is found the same way, on a fresh thread: the system's own voice, then silence.  The thread a
hung call holds is a daemon, so it never keeps the app from closing, and :meth:`Guest.close` ends the
voice commands the app started (:func:`~.voices.end_children`).
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable, Sequence

from ...catalogue import _
from .queue import Voice
from .voices import Silent, command_voice, end_children, system_voice

LIMIT = 5.0
"""Seconds any one call of the voice may take before the voice is set aside (a screen reader takes a line at once)."""
FIND_LIMIT = 15.0
"""Seconds finding the voice may take (the bridge's import loads a reader's DLLs, its check asks D-Bus): longer
than a line's, so a slow first start on a cold disk is not taken for a hang."""
BACKLOG = 16
"""Calls waiting for the voice's thread; when it falls behind, the oldest are dropped."""
POLL = 0.05
"""Seconds between asking a voice that is still speaking whether it has finished."""

Finder = Callable[[], tuple[Voice, bool]]
"""Finds a voice and whether it is a screen reader (:func:`~.voices.system_voice`); run on the guest thread."""
Job = Callable[[Voice], None]


def own_voice() -> tuple[Voice, bool]:
    """The fallback when the bridge failed: a self-voice command, without touching the bridge again."""
    command = command_voice()
    return (command, False) if command is not None else (Silent(), False)


class Guest:
    """A :class:`~.queue.Voice` whose every call runs on a guest thread; the frame thread never waits for it."""

    def __init__(self, finders: Sequence[Finder], *, limit: float = LIMIT, find_limit: float = FIND_LIMIT,
                 clock: Callable[[], float] = time.monotonic) -> None:
        """``finders`` are tried in order, the next when the one before fails (raises, or hangs past ``find_limit``
        while finding or ``limit`` in a call)."""
        self._finders = deque(finders)
        self.limit = limit
        self.find_limit = find_limit
        self.clock = clock
        self.readers_only = False
        """Speak only through a screen reader (the "auto" setting): lines for any other voice are dropped."""
        self.reader: bool | None = None
        """The voice found is a screen reader; ``None`` while it is still being found."""
        self.notes: deque[str] = deque()
        """What went wrong with the voice, in words, for the app to show and say once each."""
        self._lock = threading.Condition()
        self._jobs: deque[Job] = deque(maxlen=BACKLOG)
        self._voice: Voice | None = None
        self._since: float | None = None
        """When the call under way began (finding the voice is a call); ``None``: the thread is idle."""
        self._talking = False
        """The voice said it was still speaking, when last asked."""
        self._round = 0
        self._closed = False
        with self._lock:
            self._next()

    # -- the frame thread's side ----------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """Still finding the voice, or a call waits or runs, or the voice is speaking: the speaker holds its
        lines (never blocks: it reads what the thread last learned)."""
        self.watch()
        with self._lock:
            if self._voice is None:
                return not self._closed
            if self._mute():
                return False
            return bool(self._jobs) or self._since is not None or self._talking

    def speak(self, text: str, *, interrupt: bool) -> None:
        self.watch()
        self._give(lambda voice: voice.speak(text, interrupt=interrupt), clear=interrupt)

    def stop(self) -> None:
        self._give(lambda voice: voice.stop(), clear=True)

    def close(self) -> None:
        """The app closes: nothing more is said, and the voice commands it started end (a hung call's thread is
        a daemon and is left behind)."""
        with self._lock:
            self._closed = True
            self._round += 1
            self._jobs.clear()
            self._lock.notify_all()
        end_children()

    def watch(self) -> None:
        """Set the voice aside when its call under way has passed the time limit (once a frame, by ``busy``)."""
        with self._lock:
            turn, since = self._round, self._since
            allowed = self.find_limit if self._voice is None else self.limit
        if since is not None and self.clock() - since > allowed:
            self._fail(turn, _("no answer within {seconds} seconds").format(seconds=round(allowed)))

    def settle(self, timeout: float) -> bool:
        """Wait until the thread is idle with a voice found (tests; never the frame loop); ``False`` on timeout."""
        with self._lock:
            return self._lock.wait_for(lambda: self._voice is not None and self._since is None and not self._jobs,
                                       timeout)

    @property
    def voice(self) -> Voice | None:
        """The voice found (``None`` while finding): what the guest thread speaks through."""
        return self._voice

    def _mute(self) -> bool:
        return self.readers_only and self.reader is False

    def _give(self, job: Job, *, clear: bool) -> None:
        with self._lock:
            if self._closed or (self._voice is not None and self._mute()):
                return
            if clear:
                self._jobs.clear()
            self._jobs.append(job)
            self._lock.notify_all()

    def _fail(self, turn: int, fault: str) -> None:
        """The voice of ``turn`` raised or hung: one note, then the next way of speaking (or silence)."""
        with self._lock:
            if turn != self._round or self._closed:
                return
            later = bool(self._finders)
            self.notes.append((_("The screen reader's bridge failed ({fault}) and was set aside; the app goes on "
                                 "with its own voice where it can.") if later and turn == 1 else
                               _("The voice failed ({fault}); speech is off until the app is started again."))
                              .format(fault=fault))
            self._next()
        end_children(0)

    def _next(self) -> None:
        """Start finding the next voice on a fresh thread (the lock held)."""
        self._round += 1
        self._voice, self.reader, self._since, self._talking = None, None, None, False
        self._jobs.clear()
        if not self._finders:
            self._voice, self.reader = Silent(), False
            self._lock.notify_all()
            return
        finder = self._finders.popleft()
        self._since = self.clock()
        threading.Thread(target=self._serve, args=(self._round, finder), name="speech", daemon=True).start()

    # -- the guest thread's side ----------------------------------------------------------------------
    def _serve(self, turn: int, finder: Finder) -> None:
        try:
            voice, reader = finder()
            with self._lock:
                if turn != self._round:
                    return
                self._voice, self.reader, self._since = voice, reader, None
                if self._mute():
                    self._jobs.clear()
                self._lock.notify_all()
            while (job := self._take(turn)) is not None:
                job(voice)
                talking = voice.busy
                with self._lock:
                    if turn != self._round:
                        return
                    self._since, self._talking = None, talking
                    self._lock.notify_all()
        except BaseException as error:  # the guest's code, whatever it raises: a note and the next voice, never an end
            self._fail(turn, type(error).__name__)

    def _take(self, turn: int) -> Job | None:
        """The next call to make (a bare look at ``busy`` while the voice speaks on), or ``None`` once this
        voice is set aside or the app closes."""
        with self._lock:
            while turn == self._round and not self._closed:
                if self._jobs:
                    self._since = self.clock()
                    return self._jobs.popleft()
                if self._talking:
                    self._lock.wait(POLL)
                    if turn == self._round and not self._jobs:
                        self._since = self.clock()
                        return _listen
                    continue
                self._lock.wait()
            return None


def _listen(voice: Voice) -> None:
    """No call: the guest thread then asks ``busy`` alone."""


def guest_voice() -> tuple[Voice, bool]:
    """The app's voice (``App(voices=guest_voice)``): the bridge or the system's voice as a guest, then its own
    voice; ``True`` because the guest itself keeps to screen readers when the settings ask it to."""
    return Guest([system_voice, own_voice]), True
