"""A card on the table: where it is, which way up, and the tweens moving it.

Sprites are the table's visual model only.  They are told where to go by the
beats the table builds from engine events; they never decide anything, and a
sprite of a card the viewer may not see carries no card at all (``card is
None``), so the screen cannot leak a hidden card by accident.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from ...engine import Card
from ..toolkit.tween import Easing, Tween, ease_out_cubic, linear

_started = itertools.count(1)


@dataclass(slots=True)
class CardSprite:
    """One card's picture: centre ``(x, y)``, ``scale`` of a full card, face up or down."""

    id: int
    card: Card | None
    x: float
    y: float
    scale: float
    face_up: bool
    motion: Tween | None = None
    flip: Tween | None = None
    vanish: bool = False
    """Remove the sprite once its motion ends (a trick swept into a pile)."""
    started: int = field(default=0)
    """When its current motion began: moving sprites are drawn in this order, on top."""

    @property
    def moving(self) -> bool:
        return (self.motion is not None and not self.motion.done) or (self.flip is not None and not self.flip.done)

    @property
    def gone(self) -> bool:
        return self.vanish and not self.moving

    def move_to(self, x: float, y: float, scale: float, duration: float, *, delay: float = 0.0,
                easing: Easing = ease_out_cubic) -> None:
        """Start moving from where the sprite is now; a zero duration jumps."""
        if duration <= 0 and delay <= 0:
            self.x, self.y, self.scale, self.motion = x, y, scale, None
            return
        self.motion = Tween((self.x, self.y, self.scale), (x, y, scale), duration, easing=easing, delay=delay)
        self.started = next(_started)

    def hold(self, x: float, y: float) -> None:
        """The pointer holds the card at (``x``, ``y``): it is there at once, and any motion stops."""
        self.x, self.y, self.motion = x, y, None

    def turn(self, face_up: bool, duration: float, *, delay: float = 0.0) -> None:
        """Turn the card over (the picture swaps halfway through)."""
        if face_up == self.face_up:
            return
        self.face_up = face_up
        self.flip = Tween((0.0,), (1.0,), duration, easing=linear, delay=delay) if duration > 0 else None

    def update(self, dt: float) -> None:
        if self.motion is not None:
            self.motion.update(dt)
            self.x, self.y, self.scale = self.motion.value
            if self.motion.done:
                self.motion = None
        if self.flip is not None:
            self.flip.update(dt)
            if self.flip.done:
                self.flip = None

    def finish(self) -> None:
        """Jump to the end of every tween."""
        if self.motion is not None:
            self.motion.finish()
        if self.flip is not None:
            self.flip.finish()
        self.update(0.0)

    @property
    def shown_face_up(self) -> bool:
        """Which side is visible now: during a flip the old side shows for the first half."""
        if self.flip is not None and self.flip.progress < 0.5:
            return not self.face_up
        return self.face_up

    @property
    def squash(self) -> float:
        """Horizontal squash while flipping: 1 flat, 0 edge-on."""
        if self.flip is None:
            return 1.0
        return abs(1.0 - 2.0 * self.flip.progress)
