"""How the viewer's hand is sorted: suits together, trumps in one group, ranks in playing order.

Cards are grouped by the suit they *follow as* (``view.follows``), so Laus's
jacks sit together as the trump group whatever suit is printed on them, and
once a trump suit is known (Oh Hell's flip) its cards gather at the end of the
hand the settings ask for.  The other suits alternate colours where they can.
Within a group cards go by the game's own ranking where the rule file gives one
(Laus: A 10 K Q 9 8 7; jacks by ``trump_order``), else by the deck's rank list.
Cards with no suit (jokers, Lohai specials) always end the hand.

>>> from game.engine import load_rules, parse_cards
>>> rules = load_rules("laus")
>>> order = HandOrder.build(rules, lambda c: "J" if c.rank == "J" else c.suit, None)
>>> " ".join(str(c) for c in order.sort(parse_cards("JD AS 7S JC TH KH")))
'7S AS KH TH JD JC'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from itertools import pairwise, permutations

from ...engine import Card, RuleSet

RED = frozenset({"H", "D"})
PREFERRED = ("S", "H", "C", "D")
"""Tie-break between equally good suit orders: black, red, black, red."""
SPECIALS_GROUP = 99


@dataclass(frozen=True, slots=True)
class HandOrder:
    """A sort key for the viewer's hand, built once per hand (and again when trump is revealed)."""

    follows: Callable[[Card], str | None]
    trump: str | None
    groups: Mapping[str, int]
    plain: Mapping[str, int]
    trumps: Mapping[str, int]
    specials: Mapping[str, int]
    high_first: bool = False
    by_rank: bool = False
    """Rank order whatever the suit (suits break ties): for games that care for ranks, not suits."""

    @classmethod
    def build(cls, rules: RuleSet, follows: Callable[[Card], str | None], trump: str | None, *,
              trumps_left: bool = False, high_first: bool = False, by_rank: bool = False) -> HandOrder:
        """The order for ``rules`` with ``trump`` (``None``: no trump suit known) grouped left or right."""
        suits = [s for s in rules.deck.suits if s != trump]
        plain_suits = suit_sequence(suits, trump, trumps_left)
        groups = {suit: i + 1 for i, suit in enumerate(plain_suits)}
        trump_place = 0 if trumps_left else len(plain_suits) + 1
        if trump is not None:
            groups[trump] = trump_place
        play = rules.play
        ranks = [str(r) for r in play.get("plain_order", ())][::-1] or list(rules.deck.ranks)
        plain = {rank: i for i, rank in enumerate(ranks)}
        trump_cards = [str(c) for c in play.get("trump_order", ())][::-1]
        trumps = {card: i for i, card in enumerate(trump_cards)}
        specials = {spec.code: i for i, spec in enumerate(rules.deck.specials)}
        groups = {**groups, "": trump_place}
        return cls(follows, trump, groups, plain, trumps, specials, high_first, by_rank)

    def key(self, card: Card) -> tuple[int, int, str]:
        """Where ``card`` goes: its group, then its strength within the group."""
        follows = self.follows(card)
        if card.suit is None or follows is None:
            return (SPECIALS_GROUP, self.specials.get(card.rank, 0), card.rank)
        if self.by_rank:
            strength = self.plain.get(card.rank, 0)
            return (0, -strength if self.high_first else strength, card.suit)
        if follows == self.trump or follows != card.suit:
            group = self.groups[""]
            strength = self.trumps.get(str(card), 100 + self.plain.get(card.rank, 0))
            return (group, -strength if self.high_first else strength, follows)
        strength = self.plain.get(card.rank, 0)
        return (self.groups.get(follows, 50), -strength if self.high_first else strength, "")

    def sort(self, cards: Iterable[Card]) -> list[Card]:
        return sorted(cards, key=self.key)


def suit_sequence(suits: list[str], trump: str | None, trumps_left: bool) -> list[str]:
    """``suits`` ordered so neighbours differ in colour as often as possible, the trump group included.

    >>> suit_sequence(["S", "D", "C"], "H", trumps_left=False)
    ['S', 'D', 'C']
    >>> suit_sequence(["S", "H", "D", "C"], None, trumps_left=False)
    ['S', 'H', 'C', 'D']
    """
    def clashes(order: tuple[str, ...]) -> int:
        row = [trump, *order] if trumps_left else [*order, trump]
        row = [s for s in row if s is not None]
        return sum((a in RED) == (b in RED) for a, b in pairwise(row))

    def preference(order: tuple[str, ...]) -> tuple[int, ...]:
        return tuple(PREFERRED.index(s) if s in PREFERRED else len(PREFERRED) for s in order)

    best = min(permutations(suits), key=lambda order: (clashes(order), preference(order)), default=())
    return list(best)


def default_key(card: Card) -> tuple[int, int, str]:
    """Before any hand order is known: by suit (colours alternating), then rank, specials last."""
    if card.suit is None:
        return (SPECIALS_GROUP, 0, card.rank)
    rank = "23456789TJQKA".find(card.rank)
    return (PREFERRED.index(card.suit) if card.suit in PREFERRED else 50, rank, "")
