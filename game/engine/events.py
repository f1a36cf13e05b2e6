"""The events every game shares: what happened, in order, for the table to animate.

A state's ``apply`` returns these frozen records; a game with events of its own (Lohai's draws, Laus's
skat) subclasses :class:`Event` in its own package.  :class:`Why` says which rule decided a trick.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .cards import Card


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened; the table animates these, in order."""


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class CardFlipped(Event):
    """A card turned face up from the deck (the trump indicator, the flipped card)."""

    card: Card


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    """``bid`` is ``None`` while blind bids are still face down."""

    seat: int
    bid: int | None


@dataclass(frozen=True, slots=True)
class BidsRevealed(Event):
    bids: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: Card


class Why(StrEnum):
    """What decided a trick, as the engine saw it: the table words it in the game's own terms (a callout).

    A game's engine says which rule gave the trick to its winner; one that says nothing leaves
    :attr:`CARDS` (the cards decided it), so an engine written before the reasons still plays.
    """

    CARDS = "cards"
    """Not said: the cards decided it."""
    SUIT_LED = "suit_led"
    """The highest card of the suit led, no trump played."""
    TRUMP = "trump"
    """The highest trump."""
    JOKER = "joker"
    """A joker, where jokers are high (Oh Hell): the first or the last, as the variant says."""
    LOWEST = "lowest"
    """Upside down (Lohai's Crazy Shakers): the lowest card."""
    TAKER = "taker"
    """Lohai: the last Giver or Taker placed is a Taker, which takes the trick for its player."""
    GIVER = "giver"
    """Lohai: the last Giver or Taker placed is a Giver, whose player gave the trick away."""
    LEADER = "leader"
    """No suited card is showing: the leader keeps the trick (Lohai)."""
    HIGHEST = "highest"
    """The highest card, suits not counting (Koira's first phase; a Lohai trick with no card of the suit led)."""
    TIE_BREAK = "tie_break"
    """The highest card of a tie played off by the tied players alone (Koira)."""


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """``seat`` took the trick's ``cards``; ``why`` is the rule that gave it, ``decider`` the card that did
    (the winning card, or the Taker or Giver), so the table can say why without working the rules out again."""

    seat: int
    cards: tuple[Card, ...]
    trick_number: int
    why: Why = Why.CARDS
    decider: Card | None = None


@dataclass(frozen=True, slots=True)
class HandScored(Event):
    scores: tuple[int, ...]
    details: tuple[str, ...]
