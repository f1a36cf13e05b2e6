"""Lohai's own events: what its special cards do, for the table to animate after the shared ones."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..events import Event


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """A card from the stack becomes ``seat``'s play (onto a Mover or Shaker, or for a victim)."""

    seat: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class CardStolen(Event):
    thief: int
    victim: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickMoved(Event):
    """``by`` used a Mover to move one won trick from ``source`` to ``target``."""

    by: int
    source: int
    target: int


@dataclass(frozen=True, slots=True)
class MoverIdle(Event):
    """A Mover that moves nothing, and the plain-words reason."""

    seat: int
    reason: str


@dataclass(frozen=True, slots=True)
class TrickGiven(Event):
    giver: int
    recipient: int
