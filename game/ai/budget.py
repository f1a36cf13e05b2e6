"""How long a bot may think: iterations, seconds, or both, and who owns the clock.

A timed search stops when one more iteration, at the average length so
far, would run past the limit less a small :data:`SLACK`, so a decision
ends within its seconds rather than one iteration after them.

``game.ai`` never reads the clock itself (a test keeps it pure, so a search is
reproducible from its seed): the caller that wants a time limit hands a clock
in — the simulator and the table's worker pass ``time.perf_counter``.  Without
a clock a search runs its iteration count (or, given only seconds, a nominal
:data:`RATE` iterations per second), and so plays the same move for the same
view and seed on any machine.

>>> Budget(iterations=3).stopper(None)(2), Budget(iterations=3).stopper(None)(3)
(False, True)
>>> ticks = iter([0.0, 0.4, 1.2])
>>> stop = Budget(seconds=1.0, iterations=100).stopper(lambda: next(ticks))
>>> stop(1), stop(2)
(False, True)
>>> Budget(seconds=0.5).stopper(None)(499), Budget(seconds=0.5).stopper(None)(500)
(False, True)
>>> Budget(seconds=1.0).stopper(lambda: float("inf"))(1)  # a clock that says "abandoned" from the start
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

Clock = Callable[[], float]
"""Seconds from an arbitrary start, e.g. ``time.perf_counter``."""

RATE = 1000
"""Iterations a second of thought stands for when nobody gave a clock."""

SLACK = 0.03
"""Share of a time limit left unused, for the work after the last iteration and a busy machine."""

MAX_ITERATIONS = 1_000_000
"""Ceiling for a time-limited search, so a stuck clock cannot make it run forever."""


@dataclass(frozen=True, slots=True)
class Budget:
    """``iterations`` caps the search; ``seconds`` stops it sooner when a clock is given."""

    iterations: int | None = None
    seconds: float | None = None

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a budget needs iterations, seconds or both")
        if self.iterations is not None and self.iterations < 1:
            raise ValueError(f"a budget of {self.iterations} iterations is not a search")

    def timed(self, clock: Clock | None) -> bool:
        """Whether the clock, not the iteration count, decides when to stop."""
        return clock is not None and self.seconds is not None

    def stopper(self, clock: Clock | None) -> Callable[[int], bool]:
        """A test ``done(iterations_so_far)``; starts the clock (if any) now."""
        if clock is None or self.seconds is None:
            cap = self.iterations if self.iterations is not None else max(1, round(RATE * (self.seconds or 0)))
            return lambda done: done >= cap
        cap = self.iterations if self.iterations is not None else MAX_ITERATIONS
        start = clock()
        deadline = start + self.seconds * (1.0 - SLACK)

        def done(count: int) -> bool:
            if count >= cap:
                return True
            now = clock()
            return now >= deadline or now + (now - start) / count >= deadline

        return done
