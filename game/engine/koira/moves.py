"""Koira's second phase as pure functions: what a sequence is, what beats what (K11, K12).

Kept apart from the state machine in :mod:`.phases` so the engine, its refusals
and the rule bot ask the same questions the same way.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from ...catalogue import _
from ..actions import Action, ActionKind, play
from ..cards import RANKS, SUITS, Card

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_PLAY = ActionKind.PLAY

SUIT_ORDER = {s: i for i, s in enumerate(SUITS)}


@dataclass(frozen=True, slots=True)
class PlayRules:
    """The options that decide which second-phase plays exist."""

    min_sequence: int = 2
    restricted: bool = False
    reading: str = "lowest_is_two"
    lowest_rank: str = "2"

    @property
    def lengths(self) -> tuple[int, int, bool]:
        """Shortest and longest sequence allowed, and whether it must start from the lowest rank."""
        if self.restricted and self.reading == "pairs":
            return 2, 2, False
        return self.min_sequence, 99, self.restricted

    def sequence_allowed(self, length: int, lowest: str) -> str | None:
        """Why a sequence of ``length`` cards from ``lowest`` up may not be played, or ``None``."""
        if self.restricted and self.reading == "pairs":
            return None if length == 2 else _("with restricted plays a sequence is exactly two cards")
        if length < self.min_sequence:
            return _("a sequence needs at least {min_sequence} cards of one suit in a row").format(
                min_sequence=self.min_sequence)
        if self.restricted and lowest != self.lowest_rank:
            return _("with restricted plays a sequence must begin with a two")
        return None


@dataclass(slots=True)
class Pile:
    """One play in a second-phase trick; ``cards`` are what is still there, low to high.

    ``size`` is how many cards it was played with: under ``v4_draw_one`` a
    sequence keeps counting its full size until its last card is taken.
    """

    seat: int
    cards: list[Card]
    size: int
    suit: str = field(default="")

    @property
    def high(self) -> Card:
        return self.cards[-1]


def is_sequence(cards: Sequence[Card], order: Mapping[str, int]) -> str | None:
    """Why ``cards`` are no sequence (one suit, ranks up by one, written low to high), or ``None``."""
    if len({c.suit for c in cards}) != 1:
        return _("a sequence is of one suit")
    ranks = [order[c.rank] for c in cards]
    if any(b - a != 1 for a, b in pairwise(ranks)):
        if sorted(ranks) == list(range(min(ranks), min(ranks) + len(ranks))):
            return _("write a sequence from its lowest card to its highest")
        return _("a sequence is consecutive ranks of one suit (aces high, no wrapping round)")
    return None


def beats(cards: Sequence[Card], top: Pile, trump: str | None, order: Mapping[str, int]) -> bool:
    """K11: same suit and the new lowest card above the top play's highest; or a trump on a plain play."""
    suit = cards[0].suit
    if suit == top.suit:
        return order[cards[0].rank] > order[top.high.rank]
    return suit == trump and top.suit != trump


def plays_for(hand: Sequence[Card], top: Pile | None, trump: str | None, table: Table,
              rules: PlayRules) -> list[Action]:
    """Every single card and sequence that may lead (``top`` is None) or beat ``top``, in hand order.

    ``hand`` must be kept in ``table.sort_key`` order (suit, then rank), as
    the engine keeps it.  This runs on every turn of every playout, so it looks
    only at the suits that can beat (found by bisection), never sorts, and
    builds no action twice.
    """
    out: list[Action] = []
    if not hand:
        return out
    rank_of = table.rank_of
    if top is None:
        ranges = [(0, len(hand))]
    else:
        key = table.sort_key.__getitem__
        base = SUIT_ORDER[top.suit] * 32
        ranges = [(bisect_right(hand, base + rank_of[top.cards[-1]], key=key),
                   bisect_left(hand, base + 32, key=key))]
        if trump is not None and top.suit != trump:
            base = SUIT_ORDER[trump] * 32
            ranges.append((bisect_left(hand, base, key=key), bisect_left(hand, base + 32, key=key)))
            ranges.sort()
    shortest, longest, from_lowest = rules.lengths
    singles = _PLAYS
    for start, end in ranges:
        for i in range(start, end):
            low = hand[i]
            single = singles.get(low)
            out.append(single if single is not None else play(low))
            rank = rank_of[low]
            if from_lowest and rank:
                continue
            suit = low.suit
            j = i + 1
            while j < end and j - i < longest:
                card = hand[j]
                if card.suit != suit or rank_of[card] != rank + j - i:
                    break
                j += 1
                if j - i >= shortest:
                    out.append(sequence(tuple(hand[i:j])))
    return out


_PLAYS: dict[Card, Action] = {Card.of(r + s): play(Card.of(r + s)) for s in SUITS for r in RANKS}


def sequence(cards: tuple[Card, ...]) -> Action:
    """The action of playing ``cards`` (low to high) at once, cached so playouts allocate little."""
    action = _SEQUENCE_CACHE.get(cards)
    if action is None:
        action = _SEQUENCE_CACHE[cards] = Action(_PLAY, cards)
    return action


_SEQUENCE_CACHE: dict[tuple[Card, ...], Action] = {}


@dataclass(frozen=True, slots=True)
class Table:
    """Rule data every game with one rank order shares: each card's rank index and hand-order key.

    Built once per rank order (:func:`table_for`); the engine keeps it as its
    ``table``, which views may carry since it names every card of the deck alike.
    """

    rank_of: Mapping[Card, int]
    sort_key: Mapping[Card, int]
    """Suit, then rank: hands are kept in this order."""


def table_for(ranks: Sequence[str]) -> Table:
    key = tuple(ranks)
    table = _TABLES.get(key)
    if table is None:
        order = {r: i for i, r in enumerate(ranks)}
        cards = [Card.of(r + s) for s in SUITS for r in ranks]
        table = _TABLES[key] = Table({c: order[c.rank] for c in cards},
                                     {c: SUIT_ORDER[c.suit or ""] * 32 + order[c.rank] for c in cards})
    return table


_TABLES: dict[tuple[str, ...], Table] = {}


__all__ = ["Pile", "PlayRules", "Table", "beats", "is_sequence", "plays_for", "sequence", "table_for"]
