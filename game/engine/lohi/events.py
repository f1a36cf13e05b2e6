"""Lo-Hi's events and its view: the vocabulary the table animates and the bots read.

Kept apart from the round so the table and the bots import what a round says and shows without the
rules that make it happen.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..cards import Card
from ..events import Event
from ..state import PlayerView, TableFacts
from .moves import Constraint


@dataclass(frozen=True, slots=True)
class FirstPlayerChosen(Event):
    """Who starts the round, and why: ``fewest cards``, ``youngest``, ``random`` or ``given``."""

    seat: int
    reason: str


@dataclass(frozen=True, slots=True)
class CardsPlayed(Event):
    """A set or a run laid on the pile, in the order laid."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardPicked(Event):
    """``seat`` took ``card`` from the deck: the table shows its face to that seat only."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """``seat`` could neither play nor pick up (deck and pile both spent, B13)."""

    seat: int


class Cause(StrEnum):
    """What set the pile's constraint, as a rule of the game (the table says it in a callout)."""

    SINGLE = "single"
    """A single card: the other way from the card under it (B5)."""
    MATCH = "match"
    """A single card of a turned-up card's rank: the constraint carries on (B4)."""
    DOUBLE_END = "double_end"
    """A double of the highest or lowest rank: anything may follow (B7)."""
    CALL = "call"
    """A double's player called higher or lower (B6)."""
    NAME = "name"
    """A triple's player named the rank to play (B8)."""
    QUADRUPLE = "quadruple"
    """Four of a kind: another turn, with any card (B9)."""
    RUN = "run"
    """A run: the order of play reverses and the pile asks for the other way (B10)."""
    PASSES = "passes"
    """Everyone passed with nothing to draw: anything may follow (B13)."""
    FLIP = "flip"
    """Three pick-ups in a row turned the deck's top card onto the pile (§2.2.7)."""


@dataclass(frozen=True, slots=True)
class ConstraintSet(Event):
    """The pile now asks for ``constraint``; ``reason`` says what set it in words, ``cause`` as a rule, and
    ``seat`` whose play or call it was (``None`` when nobody's: passes, a card turned up)."""

    constraint: str
    reason: str
    cause: Cause = Cause.SINGLE
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class DirectionReversed(Event):
    """A run reversed the order of play: ``direction`` is +1 clockwise, -1 counter-clockwise."""

    direction: int


@dataclass(frozen=True, slots=True)
class BonusTurn(Event):
    """"Lo-hi!": a quadruple gives ``seat`` another turn with any card (B9)."""

    seat: int


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    """``count`` cards from under the pile's top card were shuffled into a new deck."""

    count: int


@dataclass(frozen=True, slots=True)
class RoundWon(Event):
    seat: int
    reason: str


@dataclass(frozen=True, slots=True)
class LohiView(PlayerView):
    """What one seat may know: its hand, the whole pile, the constraint and every count."""

    phase: str
    """``play``, ``call`` (a double to call), ``name`` (a triple to name) or ``over``."""
    pile: tuple[Card, ...]
    constraint: Constraint
    direction: int
    streak: int
    deck_size: int
    rounds_won: tuple[int, ...]
    """Rounds each seat had won before this one (so it was dealt 5 + that many)."""
    first_player: int
    first_reason: str
    winner: int | None

    def facts(self) -> TableFacts:
        """What everyone sees of this hand, for the table."""
        return TableFacts(phase=self.phase)
