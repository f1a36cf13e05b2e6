"""Saving the match in progress off the frame thread, the newest position only.

Why: :meth:`~game.store.Store.save_match` writes a temporary file, fsyncs it and
renames it over the old save — safe against a kill at any moment, but an fsync
can take tens of milliseconds, and the table used to save after every move on
the thread that draws the frames.  A :class:`SaveWriter` takes the position on
the caller's thread (a record of texts, microseconds) and writes it on a thread
of its own.  Positions that arrive while a write is under way replace each
other, so a burst of quick moves costs two writes, not one per move.

The guarantee, for a match whose moves go through :meth:`SaveWriter.save`:

* when ``save`` returns, the position is queued and a writer thread is running;
  it is on disk (fsynced) once the write under way, if any, and one more are done;
* :meth:`SaveWriter.flush` returns only when everything queued is on disk — the
  table flushes when it is left and the app when it closes, so quitting loses nothing;
* the writer thread is not a daemon: an interpreter that exits without
  flushing still waits for it;
* a kill at any moment leaves the last completed save whole (the store's
  atomic write); all it can cost is the moves made in that last write's window.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from .store import MatchOutcome, SavedMatch, Store


@dataclass(frozen=True, slots=True)
class Finish:
    """The match is over: its save goes (nothing to continue) and ``outcome``, when given, joins the statistics."""

    outcome: MatchOutcome | None
    clear: bool = True
    """The save goes; not for a practice table's end, which leaves the match in progress saved."""


Job = SavedMatch | Finish


class SaveWriter:
    """Writes one match's saves in order on a background thread that runs only while there is work."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._done = threading.Condition()
        self._queue: list[Job] = []
        self._running = False

    def save(self, saved: SavedMatch) -> None:
        """Queue ``saved`` as the newest position; a position queued before it and not yet written is dropped."""
        self._put(saved)

    def finish(self, outcome: MatchOutcome | None, *, clear: bool = True) -> None:
        """Queue the end of the match: the save is cleared (unless ``clear`` is false) and ``outcome`` recorded,
        after any write under way."""
        self._put(Finish(outcome, clear))

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything queued is on disk; ``False`` if ``timeout`` seconds passed first."""
        with self._done:
            return self._done.wait_for(lambda: not self._running, timeout)

    def _put(self, job: Job) -> None:
        with self._done:
            self._queue = [queued for queued in self._queue if not isinstance(queued, SavedMatch)]
            self._queue.append(job)
            if not self._running:
                self._running = True
                threading.Thread(target=self._run, name="autosave", daemon=False).start()

    def _run(self) -> None:
        while (job := self._next()) is not None:
            try:
                self._write(job)
            except Exception as error:  # a bug here must not leave flush() waiting for ever
                self.store.problems.append(f"could not save the match: {error}")

    def _next(self) -> Job | None:
        """The oldest job, or ``None`` (and waiters woken) when the queue is empty and the thread may end."""
        with self._done:
            if self._queue:
                return self._queue.pop(0)
            self._running = False
            self._done.notify_all()
            return None

    def _write(self, job: Job) -> None:
        if isinstance(job, SavedMatch):
            self.store.save_match(job)
            return
        if job.clear:
            self.store.clear_match()
        if job.outcome is not None:
            self.store.record_result(job.outcome)
