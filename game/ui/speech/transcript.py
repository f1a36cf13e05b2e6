"""The speech log: every line the app says, with its time, written to a file.

Speech goes by once.  A player who missed a line has the log pane (V), but someone helping them, or a
player looking back at a whole evening, needs it written down: what was said, and when.  With the setting
"Speech log" (or ``python -m game --speech-log FILE``) each line goes to a plain text file, one a line,
after the moment it was said.  The file is appended to, a heading for each start of the app; one grown past
:data:`LIMIT` is put aside as ``.old`` first, so it never fills a disk.  A file that cannot be written
stops the log with one note in words (:attr:`Transcript.problem`), never a traceback.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TextIO

from ...catalogue import _

LIMIT = 4_000_000
"""Bytes a speech log may grow to before the next start of the app puts it aside."""


def stamp(seconds: float) -> str:
    """A line's time as the log writes it (local time, to the millisecond).

    >>> len(stamp(0.0)), stamp(0.0)[10], stamp(0.0)[19]
    (23, ' ', '.')
    """
    return datetime.fromtimestamp(seconds).strftime("%Y-%m-%d %H:%M:%S.%f")[:-3]


class Transcript:
    """The log at :attr:`path`: opened with the first line, written line by line, closed with the app."""

    def __init__(self, path: Path, clock: Callable[[], float] = time.time) -> None:
        self.path = path
        self.clock = clock
        self.problem = ""
        """Why the log stopped, in words ("" while it is kept)."""
        self._file: TextIO | None = None

    def hear(self, text: str) -> None:
        """Write ``text``, said now (the first line opens the file)."""
        if self.problem:
            return
        try:
            if self._file is None:
                self._file = self._open()
            self._file.write(f"{stamp(self.clock())}  {text}\n")
            self._file.flush()
        except OSError as error:
            self.problem = _("The speech log stopped: {path} could not be written ({reason})").format(
                path=self.path, reason=error.strerror or type(error).__name__)
            self.close()

    def _open(self) -> TextIO:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if self.path.is_file() and self.path.stat().st_size > LIMIT:
            self.path.replace(self.path.with_name(self.path.name + ".old"))
        file = self.path.open("a", encoding="utf-8")
        heading = _("Lohai & Friends: the speech log, started {time}").format(time=stamp(self.clock()))
        file.write(f"-- {heading}\n")
        return file

    def close(self) -> None:
        """Stop writing (the app closes, or the log was turned off)."""
        if self._file is not None:
            with contextlib.suppress(OSError):
                self._file.close()
            self._file = None
