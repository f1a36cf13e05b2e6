"""Laus's own events and records: the skat's decisions, for the table to animate and the view to list."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..cards import Card
from ..events import Event


class Phase(StrEnum):
    """Where a hand stands: deciding on the skat, putting two cards back, playing, scored."""

    SKAT = "skat"
    DISCARD = "discard"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class SkatDealt(Event):
    """The skat was laid face down (its cards stay hidden)."""

    size: int


@dataclass(frozen=True, slots=True)
class SkatLooked(Event):
    """``seat`` took the skat's ``cards`` into its hand; the table shows them to that seat only."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class SkatPassed(Event):
    """``seat`` left the skat alone, doubling the hand."""

    seat: int


@dataclass(frozen=True, slots=True)
class SkatDiscarded(Event):
    """``seat`` put two cards back face down; which ones is that seat's secret."""

    seat: int


@dataclass(frozen=True, slots=True)
class SkatWon(Event):
    """The winner of the last trick took the skat into its won pile."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class SkatTurn:
    """One seat's skat decision, and the cards it put back (that seat's secret)."""

    seat: int
    looked: bool
    discarded: tuple[Card, ...] = ()
