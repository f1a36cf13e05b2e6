"""Koira's events, the face-down share record and the view: the vocabulary of :mod:`game.engine.koira`.

Kept apart so the rules modules stay readable; the table animates these events
and the bots read the view, so both import from here without the engine.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..events import Event
from ..state import PlayerView, TableFacts

# --------------------------------------------------------------------------- events and records


@dataclass(frozen=True, slots=True)
class StockTurnedUp(Event):
    """``seat`` played the stock's top card instead of one of its own (K1)."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TieBreak(Event):
    """These seats tied for the highest card and play another card each (K2)."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TrickSplit(Event):
    """A tie that could not be played off: the trick shuffled into face-down shares (K6)."""

    seats: tuple[int, ...]
    shares: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class TieSplit(Event):
    """Tie-split variant: tied cards went back to hand, ``lowest`` to ``last``, the rest shared."""

    seats: tuple[int, ...]
    last: int
    lowest: Card
    shares: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class StockDrawn(Event):
    """``seat`` filled up from the stock; the table shows the face to that seat only."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrumpRevealed(Event):
    """The last stock card, face up in ``seat``'s hand; its suit is trump in phase two (K4)."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class PhaseTwoBegan(Event):
    trump: str
    hand_sizes: tuple[int, ...]
    blue: tuple[int, ...]
    """The Blue Mattis: players who won no cards."""


@dataclass(frozen=True, slots=True)
class SequencePlayed(Event):
    """A phase-two play: one card, or a sequence low to high; ``trumped``: a trump laid on a plain play (K11)."""

    seat: int
    cards: tuple[Card, ...]
    trumped: bool = False


@dataclass(frozen=True, slots=True)
class PlayDrawn(Event):
    """``seat`` took the lowest play (or, drawing one, its lowest card) back into hand; ``empty_handed``: it
    held no card, so it had to (a Blue Matti, K9)."""

    seat: int
    cards: tuple[Card, ...]
    empty_handed: bool = False


@dataclass(frozen=True, slots=True)
class TrickDiscarded(Event):
    """A trick set aside by ``seat``, who leads next if still holding cards: full, or ended by a trump
    (``by_trump``, the trump-ends variant)."""

    seat: int
    cards: tuple[Card, ...]
    by_trump: bool = False


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class GameLost(Event):
    seats: tuple[int, ...]
    reason: str


@dataclass(slots=True)
class Split:
    """A K6 share-out: ``pool`` (public: those cards were seen) dealt face down into ``shares``."""

    seats: tuple[int, ...]
    pool: tuple[Card, ...]
    shares: list[list[Card]]


@dataclass(frozen=True, slots=True)
class KoiraView(PlayerView):
    """What one seat may know of a game of Koira."""

    phase: str
    """``one`` (collecting), ``two`` (shedding) or ``over``."""
    stock_size: int
    trump_card: Card | None
    trump_owner: int | None
    """Who holds the face-up trump card in phase one, if anyone still does."""
    trump: str | None
    trick: tuple[tuple[int, Card], ...]
    contenders: tuple[int, ...]
    """Who plays in the current round: everyone with cards, or the players tied so far."""
    round_plays: tuple[tuple[int, Card], ...]
    """This round's cards (a tie-break compares only these, K20)."""
    tie_break: bool
    leader: int
    won: tuple[tuple[Card, ...], ...]
    """Each phase-one won pile's cards that everyone saw won (not face-down shares)."""
    won_sizes: tuple[int, ...]
    splits: tuple[tuple[tuple[int, ...], tuple[Card, ...]], ...]
    last_winner: int | None
    plays: tuple[tuple[int, tuple[Card, ...], int], ...]
    """Phase two: the trick bottom first, each as (seat, cards still there, cards it counts for)."""
    trick_size: int
    in_game: tuple[bool, ...]
    out_order: tuple[int, ...]
    discard_size: int
    known: tuple[tuple[Card, ...], ...]
    """The cards everyone knows each seat holds."""
    losers: tuple[int, ...]

    def facts(self) -> TableFacts:
        """What everyone sees of this hand, for the table."""
        return TableFacts(trump=self.trump, has_trump=True, phase=self.phase)


__all__ = [
    "GameLost", "KoiraView", "PhaseTwoBegan", "PlayDrawn", "PlayerOut", "SequencePlayed", "Split", "StockDrawn",
    "StockTurnedUp", "TieBreak", "TieSplit", "TrickDiscarded", "TrickSplit", "TrumpRevealed",
]
