"""Running a developer's command so that a reader who stops early ends it quietly.

``python -m lab.arena --report run.jsonl | head`` closes the pipe after ten
lines; the next ``print`` then raises ``BrokenPipeError`` and Python prints a
traceback over what the reader asked to see.  :func:`command` ends such a run
the way a shell tool does: no traceback, and a status that says the output
was cut off.  The recipe is the one Python's ``signal`` module documents:
point standard output at ``/dev/null`` so the interpreter's own last flush
cannot fail again.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

CUT_OFF = 141
"""The status a shell gives a command killed by SIGPIPE (128 + 13), what ``head``'s writer usually ends with."""


def command(main: Callable[[], int]) -> int:
    """``main()``'s status, or :data:`CUT_OFF` when whoever reads standard output stopped reading."""
    try:
        status = main()
        sys.stdout.flush()
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return CUT_OFF
    return status
