"""The events every game shares: what happened, in order, for the table to animate.

A state's ``apply`` returns these frozen records; a game with events of its own (Lohai's draws, Laus's
skat) subclasses :class:`Event` in its own package.  :class:`Why` says which rule decided a trick.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .cards import Card


def slot_setter(cls: type, name: str) -> Callable[[Any, Any], None]:
    """The slot ``name`` of a frozen, slotted event class, set directly.

    A frozen dataclass's own constructor sets each field through ``object.__setattr__``; the slot's descriptor
    does the same in about half the time.  The events made at every card (:class:`CardPlayed`, :class:`TrickWon`)
    use it: the bench's random hands make forty of them a hand.
    """
    setter: Callable[[Any, Any], None] = cls.__dict__[name].__set__
    return setter


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


@dataclass(frozen=True, slots=True, init=False)
class CardPlayed(Event):
    seat: int
    card: Card

    def __init__(self, seat: int, card: Card) -> None:
        _PLAYED_SEAT(self, seat)
        _PLAYED_CARD(self, card)


_PLAYED_SEAT, _PLAYED_CARD = slot_setter(CardPlayed, "seat"), slot_setter(CardPlayed, "card")


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


@dataclass(frozen=True, slots=True, init=False)
class TrickWon(Event):
    """``seat`` took the trick's ``cards``; ``why`` is the rule that gave it, ``decider`` the card that did
    (the winning card, or the Taker or Giver), so the table can say why without working the rules out again."""

    seat: int
    cards: tuple[Card, ...]
    trick_number: int
    why: Why = Why.CARDS
    decider: Card | None = None

    def __init__(self, seat: int, cards: tuple[Card, ...], trick_number: int, why: Why = Why.CARDS,
                 decider: Card | None = None) -> None:
        _WON_SEAT(self, seat)
        _WON_CARDS(self, cards)
        _WON_NUMBER(self, trick_number)
        _WON_WHY(self, why)
        _WON_DECIDER(self, decider)


_WON_SEAT, _WON_CARDS, _WON_NUMBER, _WON_WHY, _WON_DECIDER = (
    slot_setter(TrickWon, name) for name in ("seat", "cards", "trick_number", "why", "decider"))


@dataclass(frozen=True, slots=True)
class HandScored(Event):
    scores: tuple[int, ...]
    details: tuple[str, ...]
