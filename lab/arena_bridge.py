"""OpenSpiel's ``oh_hell`` in our engine's words: cards, bids and deals, both ways.

The arena (:mod:`lab.arena`) plays one hand in OpenSpiel and in our engine at
once, so every action must read the same in both.  Everything here is plain
arithmetic on OpenSpiel's action numbers, with no ``pyspiel`` import, so the
translation is tested where OpenSpiel is not installed.

OpenSpiel numbers a card ``rank * 4 + suit``, ranks from the two up and suits
in the order clubs, diamonds, spades, hearts; a bid of ``n`` tricks is the
action ``52 + n``.  A hand starts with chance actions: the number of tricks,
the dealer, then the cards, the ``k``-th to player ``k % players`` (player 0
first, whoever deals), and last the trump card, turned face up.

>>> str(card_of(0)), str(card_of(2)), str(card_of(51)), action_of(Card.of("QS"))
('2C', '2S', 'AH', 42)
>>> str(ours(53)), theirs(ours(53)), str(ours(49))
('bid 1', 53, 'play AD')
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.engine import Action, Card, RuleSet, new_hand
from game.engine.core import ActionKind, bid, play
from game.engine.oh_hell import OhHellHand

SUITS = ("C", "D", "S", "H")
"""OpenSpiel's suit order: a card's action number modulo four."""

RANKS = "23456789TJQKA"
"""OpenSpiel's rank order, lowest first: a card's action number divided by four."""

DECK = len(SUITS) * len(RANKS)
"""Cards in OpenSpiel's default deck; bid actions start right after the cards."""

OUR_OPTIONS: Mapping[str, Any] = {"bidding": "open", "hook": True, "jokers": 0, "scoring": "english"}
"""Our Oh Hell options that play OpenSpiel's ``oh_hell`` (its defaults): bids in turn from the dealer's left,
the dealer hooked, no jokers, a point a trick plus 10 for a made bid.  ``lab/arena.md`` says where the two
still differ (the hand size is drawn differently: the arena forces OpenSpiel's into our engine)."""


def card_of(action: int) -> Card:
    """Our card for OpenSpiel's card action."""
    if not 0 <= action < DECK:
        raise ValueError(f"OpenSpiel action {action} is not a card (cards are 0 to {DECK - 1})")
    return Card.of(RANKS[action // len(SUITS)] + SUITS[action % len(SUITS)])


def action_of(card: Card) -> int:
    """OpenSpiel's action number for our card."""
    if card.suit not in SUITS or card.rank not in RANKS:
        raise ValueError(f"{card} is not in OpenSpiel's 52-card deck")
    return RANKS.index(card.rank) * len(SUITS) + SUITS.index(card.suit)


def ours(action: int) -> Action:
    """Our action for OpenSpiel's bid or card action."""
    return bid(action - DECK) if action >= DECK else play(card_of(action))


def theirs(action: Action) -> int:
    """OpenSpiel's action number for our bid or card play."""
    if action.kind == ActionKind.BID:
        value = action.args[0]
        assert isinstance(value, int)
        return DECK + value
    if action.kind == ActionKind.PLAY and len(action.cards) == 1:
        return action_of(action.cards[0])
    raise ValueError(f"'{action}' has no OpenSpiel oh_hell action")


def most_tricks(players: int) -> int:
    """The largest hand OpenSpiel deals: every player a hand and one card left for trump.

    >>> most_tricks(4), most_tricks(7)
    (12, 7)
    """
    return (DECK - 1) // players


@dataclass(frozen=True, slots=True)
class Deal:
    """One hand's chance outcomes, the same for OpenSpiel and for our engine."""

    tricks: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    trump: Card

    @property
    def players(self) -> int:
        return len(self.hands)

    def chance_actions(self) -> list[int]:
        """The chance actions that make this deal in OpenSpiel, in the order it asks for them.

        >>> deal = read_deal([1, 3, 0, 5, 9, 13, 51], 4)
        >>> deal.chance_actions()
        [1, 3, 0, 5, 9, 13, 51]
        """
        cards = [action_of(self.hands[k % self.players][k // self.players])
                 for k in range(self.tricks * self.players)]
        return [self.tricks, self.dealer, *cards, action_of(self.trump)]


def read_deal(chance: Sequence[int], players: int) -> Deal:
    """The deal OpenSpiel's opening chance actions make (tricks, dealer, cards, trump).

    >>> deal = read_deal([1, 3, 0, 5, 9, 13, 51], 4)
    >>> deal.dealer, [" ".join(map(str, hand)) for hand in deal.hands], str(deal.trump)
    (3, ['2C', '3D', '4D', '5D'], 'AH')
    """
    tricks, dealer = chance[0], chance[1]
    if len(chance) != 3 + tricks * players:
        raise ValueError(f"{tricks} tricks for {players} players take {3 + tricks * players} chance actions, "
                         f"not {len(chance)}")
    cards = [card_of(a) for a in chance[2:2 + tricks * players]]
    hands = tuple(tuple(cards[seat::players]) for seat in range(players))
    return Deal(tricks, dealer, hands, card_of(chance[-1]))


def draw_deal(rng: random.Random, players: int, tricks: int | None = None) -> Deal:
    """A deal as OpenSpiel's chance would make it (every hand size from 1 to the most equally likely, a random
    dealer, a shuffled deck), drawn from ``rng`` so a seed repeats it."""
    size = tricks if tricks is not None else rng.randint(1, most_tricks(players))
    if not 1 <= size <= most_tricks(players):
        raise ValueError(f"{players} players play 1 to {most_tricks(players)} tricks, not {size}")
    dealer = rng.randrange(players)
    deck = list(range(DECK))
    rng.shuffle(deck)
    return read_deal([size, dealer, *deck[:size * players + 1]], players)


def our_hand(rules: RuleSet, deal: Deal, seed: int) -> OhHellHand:
    """Our engine's hand with exactly this deal: the same cards, dealer and trump card (so the same hand size).

    The cards nobody holds go to our stock in an order ``seed`` shuffles; no seat sees them in either game.
    """
    hand = new_hand(rules, dict(OUR_OPTIONS), players=deal.players, dealer=deal.dealer, seed=seed,
                    hands=[list(cards) for cards in deal.hands], flipped=deal.trump)
    if not isinstance(hand, OhHellHand):
        raise ValueError(f"the arena plays Oh Hell, and {rules.title} is not")
    return hand
