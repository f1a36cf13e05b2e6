"""Time-based tweens and a timeline of beats: animation that never blocks the loop.

A :class:`Tween` moves a tuple of numbers from ``start`` to ``end`` over a
duration in seconds, shaped by an easing function; it advances only when the
frame loop calls :meth:`Tween.update` with the frame's ``dt``.  A
:class:`Timeline` plays *beats* one after another (a card dealt, a trick
swept); each beat starts its tweens and holds the next beat back for a while,
so movements may overlap like a real dealer's hands.  Because everything is
driven by ``dt``, a test can fast-forward by passing a large ``dt`` and a click
can skip ahead with :meth:`Timeline.skip`, and the result is the same final
picture.

>>> t = Tween((0.0,), (10.0,), 1.0, easing=linear)
>>> t.update(0.25); t.value
0.0
(2.5,)
>>> t.update(5.0); t.done, t.value
4.25
(True, (10.0,))
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

Easing = Callable[[float], float]
FOREVER = 1e6
"""A ``dt`` longer than any animation: updating by it finishes everything."""


def linear(t: float) -> float:
    """Constant speed: for fades and timers."""
    return t


def ease_out_cubic(t: float) -> float:
    """Fast start, gentle landing: how a tossed card settles."""
    return 1.0 - (1.0 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    """Slow at both ends: for sweeping a trick to its winner."""
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """A slight overshoot: for cards snapping back into the hand."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


@dataclass(slots=True)
class Tween:
    """``start`` to ``end`` over ``duration`` seconds after ``delay`` seconds."""

    start: tuple[float, ...]
    end: tuple[float, ...]
    duration: float
    easing: Easing = ease_out_cubic
    delay: float = 0.0
    elapsed: float = 0.0

    def update(self, dt: float) -> float:
        """Advance by ``dt`` seconds; returns the time left over once finished (else 0)."""
        total = self.delay + self.duration
        before = self.elapsed
        self.elapsed = min(total, self.elapsed + dt)
        return max(0.0, before + dt - total)

    @property
    def progress(self) -> float:
        """0 before the start, 1 at the end, linear in time."""
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def value(self) -> tuple[float, ...]:
        """The eased point between ``start`` and ``end`` now."""
        k = self.easing(self.progress)
        return tuple(a + (b - a) * k for a, b in zip(self.start, self.end, strict=True))

    def finish(self) -> None:
        """Jump to the end (a click skipped the animation)."""
        self.elapsed = self.delay + self.duration


@dataclass(slots=True)
class Beat:
    """One step of an animation: ``begin`` starts its tweens, then ``hold`` seconds pass.

    A beat that ``waits`` lasts until :meth:`Timeline.release` (the player's click), whatever the time.
    """

    begin: Callable[[], None]
    hold: float
    label: str = ""
    waits: bool = False


class Timeline:
    """Beats played in order, advanced only by frame time.

    ``advance`` (given to :meth:`update`) moves every tween by a slice of time;
    the timeline calls it in slices that end exactly where a beat starts, so a
    frame with a huge ``dt`` yields the same picture as many small frames.
    """

    def __init__(self) -> None:
        self.beats: deque[Beat] = deque()
        self.current: Beat | None = None
        self.left = 0.0

    def add(self, beat: Beat) -> None:
        self.beats.append(beat)

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.beats)

    def update(self, dt: float, advance: Callable[[float], None]) -> None:
        """Play ``dt`` seconds: begin due beats and advance tweens in between."""
        while True:
            if self.current is None:
                if not self.beats:
                    break
                self.current = self.beats.popleft()
                self.left = self.current.hold
                self.current.begin()
            if self.current.waits:
                advance(dt)
                return
            if self.left > dt:
                self.left -= dt
                advance(dt)
                return
            advance(self.left)
            dt -= self.left
            self.current = None
        advance(dt)

    @property
    def waiting(self) -> bool:
        """A beat that waits for the player is playing (the timeline goes no further by itself)."""
        return self.current is not None and self.current.waits

    def release(self) -> None:
        """End the waiting beat, if one is playing: the next beat begins on the next update."""
        if self.waiting:
            self.current = None

    def skip(self, advance: Callable[[float], None]) -> None:
        """Play every queued beat to its end at once, up to a beat that waits for the player."""
        self.update(FOREVER, advance)


class CountUp:
    """Numbers counting from old values to new ones (scores after a hand), skippable, at any speed.

    >>> c = CountUp()
    >>> c.start([10, 0], [20, 5], 1.0)
    >>> c.update(0.5, speed=2.0); c.done, c.shown(0, 20)
    (True, 20)
    """

    def __init__(self) -> None:
        self.tween: Tween | None = None
        self.start_values: list[int] = []

    def start(self, old: list[int], new: list[int], duration: float) -> None:
        self.start_values = list(old)
        self.tween = Tween((0.0,), (1.0,), duration, easing=ease_out_cubic) if old != new else None

    def update(self, dt: float, speed: float = 1.0) -> None:
        """Advance by ``dt`` seconds at ``speed`` (infinite: jump to the end)."""
        if self.tween is None:
            return
        if speed == float("inf"):
            self.tween.finish()
        else:
            self.tween.update(dt * speed)

    def finish(self) -> None:
        if self.tween is not None:
            self.tween.finish()

    def reset(self) -> None:
        self.tween, self.start_values = None, []

    @property
    def done(self) -> bool:
        return self.tween is None or self.tween.done

    @property
    def progress(self) -> float:
        """0 at the start, 1 once counted (eased)."""
        return 1.0 if self.tween is None else self.tween.value[0]

    def shown(self, index: int, final: int) -> int:
        """Value ``index`` as it shows now, on its way to ``final``."""
        if self.done or index >= len(self.start_values):
            return final
        start = self.start_values[index]
        return round(start + (final - start) * self.progress)
