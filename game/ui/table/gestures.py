"""One gesture machine for the table: a press becomes a click or a drag, and a drag ends in a drop.

The table had four of these, each with its own copy of the drag threshold: a
card from the hand (the scene), a won pile (Lohai's Mover), the stock or the
lowest play (Koira) and the deck (Lo-Hi); the picked cards' group drag rode
on the first.  They now share this one.  It knows nothing of cards or
pygame: the caller says what was under the pointer at the press (the
*target*: a card, a pile, the deck...), feeds it the pointer's positions,
and gets back values saying what happened -- :class:`Press`,
:class:`DragStart`, :class:`DragMove`, :class:`Drop`, :class:`Click`,
:class:`Cancel` -- so the game-specific code only decides what a click or a
drop on its target means.

Double-clicks are timed where every scene's pointer events are read
(:class:`~..toolkit.intents.IntentMapper`); the press carries the flag.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")
Pos = tuple[int, int]

DRAG_START = 6
"""Pixels the pointer must move with the button held before a press becomes a drag."""


@dataclass(frozen=True, slots=True)
class Press(Generic[T]):
    """The button went down over ``target`` (``double``: the second press of a double-click)."""

    target: T
    pos: Pos
    double: bool = False


@dataclass(frozen=True, slots=True)
class DragStart(Generic[T]):
    """The held pointer crossed the threshold: the press is a drag now, and the pointer is at ``pos``."""

    target: T
    start: Pos
    pos: Pos


@dataclass(frozen=True, slots=True)
class DragMove(Generic[T]):
    """The pointer moved on during a drag."""

    target: T
    pos: Pos


@dataclass(frozen=True, slots=True)
class Drop(Generic[T]):
    """The button went up at ``pos`` after a drag."""

    target: T
    pos: Pos


@dataclass(frozen=True, slots=True)
class Click(Generic[T]):
    """The button went up before the pointer had moved far enough to drag."""

    target: T
    pos: Pos


@dataclass(frozen=True, slots=True)
class Cancel(Generic[T]):
    """The gesture was called off (Esc, a right click, the table left); ``dragging`` says whether it had
    become a drag, so the caller knows whether something must go home."""

    target: T
    dragging: bool


class Gestures(Generic[T]):
    """At most one press at a time, from button down to button up (or a cancel).

    ``target``, ``start``, ``pos`` and ``dragging`` are readable while it lasts,
    so the drawing can show what is held and where.
    """

    def __init__(self, threshold: int = DRAG_START) -> None:
        self.threshold = threshold
        self.target: T | None = None
        self.start: Pos = (0, 0)
        self.pos: Pos = (0, 0)
        self.dragging = False

    @property
    def held(self) -> bool:
        """A press is under way (the button is down over a target)."""
        return self.target is not None

    def press(self, target: T, pos: Pos, *, double: bool = False) -> Press[T]:
        """The button went down over ``target``; a press still held (its release was lost) is forgotten."""
        self.target, self.start, self.pos, self.dragging = target, pos, pos, False
        return Press(target, pos, double)

    def motion(self, pos: Pos) -> DragStart[T] | DragMove[T] | None:
        """The pointer moved with the button down: ``DragStart`` once it crosses the threshold, then ``DragMove``."""
        target = self.target
        if target is None:
            return None
        self.pos = pos
        if self.dragging:
            return DragMove(target, pos)
        dx, dy = pos[0] - self.start[0], pos[1] - self.start[1]
        if dx * dx + dy * dy < self.threshold * self.threshold:
            return None
        self.dragging = True
        return DragStart(target, self.start, pos)

    def release(self, pos: Pos) -> Click[T] | Drop[T] | None:
        """The button went up: a ``Drop`` at ``pos`` after a drag, else a ``Click``; ``None`` if nothing was held."""
        target, dragging = self.target, self.dragging
        self._clear()
        if target is None:
            return None
        return Drop(target, pos) if dragging else Click(target, pos)

    def cancel(self) -> Cancel[T] | None:
        """Call the gesture off; ``None`` if nothing was held."""
        target, dragging = self.target, self.dragging
        self._clear()
        return None if target is None else Cancel(target, dragging)

    def _clear(self) -> None:
        self.target, self.dragging = None, False
