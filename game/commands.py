"""Running a developer's command so that a reader who stops early ends it quietly.

``python -m lab.arena --report run.jsonl | head`` closes the pipe after ten
lines; the next ``print`` then raises ``BrokenPipeError`` and Python prints a
traceback over what the reader asked to see.  :func:`command` ends such a run
the way a shell tool does: no traceback, and a status that says the output
was cut off.  The recipe is the one Python's ``signal`` module documents:
point standard output at ``/dev/null`` so the interpreter's own last flush
cannot fail again.  Ctrl-C ends a run the same way, with status 130.

The commands read their arguments with :class:`Parser` and the number types
:func:`whole` and :func:`decimal`: a value out of range is refused in one
line with status 2, before anything runs on it.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Callable
from typing import NoReturn

CUT_OFF = 141
"""The status a shell gives a command killed by SIGPIPE (128 + 13), what ``head``'s writer usually ends with."""
INTERRUPTED = 130
"""The status a shell gives a command stopped by Ctrl-C (128 + SIGINT)."""


def command(main: Callable[[], int]) -> int:
    """``main()``'s status, or :data:`CUT_OFF` when whoever reads standard output stopped reading."""
    try:
        status = main()
        sys.stdout.flush()
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return CUT_OFF
    except KeyboardInterrupt:  # the user stopped it: a word, not a traceback
        print("stopped", file=sys.stderr)
        return INTERRUPTED
    return status


class Parser(argparse.ArgumentParser):
    """An argument parser whose refusal is one line and exit status 2: ``prog: what is wrong (see --help)``.

    Why: argparse's own refusal prints the whole usage first, and a bad value then reads as a wall of text;
    a number out of range used to go further still, into a traceback or a run that never ends.
    """

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see --help)\n")


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argument type: a whole number from ``low`` to ``high``, refused in words otherwise (a 30-digit
    player count, a negative number of games)."""
    def read(text: str) -> int:
        try:
            value = int(text.strip()) if len(text) <= MAX_NUMBER_TEXT else None
        except ValueError:
            value = None
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"give a whole number from {low:,} to {high:,}, not '{_cut(text)}'")
        return value
    return read


def decimal(low: float, high: float) -> Callable[[str], float]:
    """An argument type: a number from ``low`` to ``high`` (``nan``, ``inf`` and the like refused: a search
    given an endless budget never ends)."""
    def read(text: str) -> float:
        try:
            value = float(text) if len(text) <= MAX_NUMBER_TEXT else math.nan
        except ValueError:
            value = math.nan
        if not math.isfinite(value) or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"give a number from {low:g} to {high:g}, not '{_cut(text)}'")
        return value
    return read


MAX_NUMBER_TEXT = 40
"""The longest text read as a number (Python spends long on a number of a million digits)."""


def _cut(text: str) -> str:
    """An argument as a message quotes it: printable and short."""
    shown = text.encode("unicode_escape", "backslashreplace").decode("ascii")
    return shown if len(shown) <= 30 else shown[:30] + "…"
