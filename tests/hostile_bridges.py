"""Hostile speech bridges: fake ``speechlight`` modules that hang, raise anything, or crawl.

Why: issue 59 found a bridge whose import raised ``SystemExit`` ending the app at its first frame, a bridge
taking 2 s a line stretching a 1 s run to 97 s, an import hanging 20 s freezing the title, and a D-Bus
session that never answered holding the first frame 2 s.  Each :class:`Case` names the step that misbehaves
(the import, the reader check, a line, the "still speaking?" question) and how; :mod:`tests.test_hostile_bridges`
imports it through the app's voice finder and runs the frame loop over it.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

HANG = "hang"
"""Never come back (until the test ends and releases it)."""
SLOW = "slow"
"""Come back after two seconds, every time."""

IMPORT, READER, OUTPUT, SPEAKING = "import", "nvda_running", "output", "speaking"
"""The steps a bridge may misbehave at: its import, the reader check, a line said, the "still speaking?"."""


@dataclass(frozen=True, slots=True)
class Case:
    """One hostile bridge: ``how`` (:data:`HANG`, :data:`SLOW`, or an exception class to raise) at ``step``."""

    name: str
    step: str
    how: str | type[BaseException]

    @property
    def hangs(self) -> bool:
        return self.how == HANG

    @property
    def fails(self) -> bool:
        """The bridge is set aside (it raised, or hung past the limit); a slow one is kept, its lines dropped."""
        return self.how != SLOW


CASES = (
    Case("import hangs", IMPORT, HANG),
    Case("import raises SystemExit", IMPORT, SystemExit),
    Case("import raises KeyboardInterrupt", IMPORT, KeyboardInterrupt),
    Case("import raises RuntimeError", IMPORT, RuntimeError),
    Case("import raises GeneratorExit", IMPORT, GeneratorExit),
    Case("reader check hangs (a D-Bus that never answers)", READER, HANG),
    Case("reader check raises KeyboardInterrupt", READER, KeyboardInterrupt),
    Case("reader check raises SystemExit", READER, SystemExit),
    Case("a line takes 2 s", OUTPUT, SLOW),
    Case("a line hangs", OUTPUT, HANG),
    Case("a line raises SystemExit", OUTPUT, SystemExit),
    Case("a line raises KeyboardInterrupt", OUTPUT, KeyboardInterrupt),
    Case("a line raises OSError (a reader gone mid-game)", OUTPUT, OSError),
    Case("still speaking? hangs", SPEAKING, HANG),
    Case("still speaking? raises SystemExit", SPEAKING, SystemExit),
)


class Bridge:
    """A fake ``speechlight``: ``speech`` is itself, a screen reader runs (NVDA), and ``case`` misbehaves."""

    def __init__(self, case: Case, release: threading.Event) -> None:
        self.case = case
        self.release = release
        """Set when the test ends: every hung call comes back."""
        self.speech = self
        self.lines: list[str] = []
        self.threads: list[threading.Thread] = []
        """The thread of every call the app made (none may be the frame loop's)."""
        self.stuck = threading.Event()
        """A hanging call has begun (and holds until :attr:`release`)."""

    def act(self, step: str) -> None:
        """Misbehave when ``step`` is the case's."""
        self.threads.append(threading.current_thread())
        if step != self.case.step:
            return
        how = self.case.how
        if how == HANG:
            self.stuck.set()
            self.release.wait(60)
        elif how == SLOW:
            self.release.wait(2)
        elif isinstance(how, type):
            raise how()

    def nvda_running(self) -> bool:
        self.act(READER)
        return True

    def output(self, text: str, interrupt: bool = False) -> None:
        self.act(OUTPUT)
        self.lines.append(text)

    def speaking(self) -> bool:
        self.act(SPEAKING)
        return False

    def silence(self) -> None:
        self.act("silence")


def importer(bridge: Bridge) -> Any:
    """An ``import_module`` for :mod:`game.ui.speech.voices` that imports ``bridge`` as ``speechlight``."""

    def load(name: str) -> Any:
        assert name == "speechlight"
        bridge.act(IMPORT)
        return bridge

    return load


def all_cases() -> tuple[Case, ...]:
    return CASES
