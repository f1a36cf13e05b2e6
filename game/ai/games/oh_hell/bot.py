"""Oh Hell's rule bot and what Easy never slips into: the way a sensible casual player bids and plays.

The bot bids the tricks its hand looks worth (:func:`bid_estimate`) and then
plays for exactly that many: it takes tricks while short of its bid and ducks
once the bid is made.  Search's rollouts run the same bot inside sampled
worlds, lent to it as an :class:`.seat.OhHellSeat`, so it is typed by a
``Protocol`` of exactly the fields it reads (:class:`OhHellPosition`): the
view and the seat both satisfy it, and mypy checks that they do.  Blunders are
only ever judged on a real view.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from ....engine import Action, Card, RuleSet
from ....engine.core import ActionKind
from ....engine.oh_hell import OhHellView
from ....engine.tricks import Play

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_PLAY = ActionKind.PLAY

ORDER = "23456789TJQKA"


class OhHellPosition(Protocol):
    """What the Oh Hell rule bot reads: an :class:`~game.engine.oh_hell.OhHellView`, or a sampled world lent as
    an :class:`~.seat.OhHellSeat` in a rollout (its bids go through the bot itself)."""

    @property
    def seat(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def hand(self) -> Sequence[Card]: ...
    @property
    def legal_actions(self) -> Sequence[Action]: ...
    @property
    def options(self) -> Mapping[str, Any]: ...
    @property
    def phase(self) -> str: ...
    @property
    def trump(self) -> str | None: ...
    @property
    def flips(self) -> Sequence[Card]: ...
    @property
    def bids(self) -> Sequence[int | None]: ...
    @property
    def tricks_won(self) -> Sequence[int]: ...
    @property
    def trick(self) -> Sequence[Play]: ...
    @property
    def lead_suit(self) -> str | None: ...


def _oh_hell_strength(card: Card, trump: str | None, lead: str | None, jokers_high: bool) -> int:
    """How strongly ``card`` stands in a trick: jokers lowest (or highest), trump above lead suit."""
    if card.suit is None:
        return 1000 if jokers_high else -1
    rank = ORDER.index(card.rank)
    if card.suit == trump:
        return 200 + rank
    if card.suit == lead:
        return 100 + rank
    return rank - 50


def bid_estimate(hand: Sequence[Card], trump: str | None, jokers_high: bool, players: int) -> float:
    """The tricks a hand looks worth to a casual player: high trumps, side aces and guarded kings.

    Inference reads bids through this too: a bid far from it makes a hand unlikely.
    """
    estimate = 0.0
    trumps = [c for c in hand if c.suit == trump and trump is not None]
    held = frozenset(c.rank for c in trumps)
    for card in hand:
        if card.suit is None:
            estimate += 0.9 if jokers_high else 0.0
        elif card.suit == trump:
            worth = {"A": 1.0, "K": 0.9, "Q": 0.7, "J": 0.5}.get(card.rank, 0.25 if len(trumps) > 2 else 0.1)
            estimate += max(worth, _unbeaten(card.rank, held, len(hand), players))
        else:
            same = sum(1 for c in hand if c.suit == card.suit)
            estimate += {"A": 0.85, "K": 0.55 if same >= 2 else 0.3}.get(card.rank, 0.0)
    return estimate * (1.0 if players <= 4 else 0.85)


def _unbeaten(rank: str, held: frozenset[str], size: int, players: int) -> float:
    """The chance that no other seat was dealt a trump above ``rank`` (``held``: the trump ranks in a hand of
    ``size``): what a low trump is worth in a short hand.

    With one or two cards each, a nine or ten of trumps wins whenever nobody holds a higher one, which is most
    of the time; with more cards the chance falls fast and the table's tenth of a trick is the better guess.
    Counted on 52 cards less the hand and the flipped card (jokers are left out: a slight overestimate).
    """
    higher = sum(1 for above in ORDER[ORDER.index(rank) + 1:] if above not in held)
    unseen = 51 - size
    dealt = min(unseen, (players - 1) * size)
    return math.comb(unseen - higher, dealt) / math.comb(unseen, dealt)


def _oh_hell_bid(view: OhHellPosition) -> int:
    """The estimate rounded, but never below the tricks the hand takes for certain nor above what it can take."""
    low, high = _oh_hell_bounds(view)
    guess = round(bid_estimate(view.hand, view.trump, bool(view.options["jokers_high"]), view.players))
    return min(max(guess, low), high)


def _oh_hell_bounds(view: OhHellPosition) -> tuple[int, int]:
    """The fewest and most tricks the hand can end with: its sure trumps, and its cards that can ever win.

    When the hook forbids the bid the hand looks worth, the rule bot moves to the nearest bid inside
    these bounds: the hooked dealer holding the ace of trumps bids up, never zero, a certain miss.
    """
    sure, hopeless = _oh_hell_certain(view.hand, view.trump, view.flips, bool(view.options["jokers_high"]))
    return sure, len(view.hand) - hopeless


def _nearest(actions: Sequence[Action], value: int) -> Action:
    return min(actions, key=lambda a: (abs(int(a.args[0]) - value), int(a.args[0])))


def oh_hell(view: OhHellPosition, rules: RuleSet, rng: random.Random) -> Action:
    """Bid what the hand looks worth; in play, chase the bid or duck once it is made (:func:`oh_hell_card`)."""
    actions = view.legal_actions
    if view.phase == "bid":
        low, high = _oh_hell_bounds(view)
        sensible = [a for a in actions if low <= int(a.args[0]) <= high]
        return _nearest(sensible or actions, _oh_hell_bid(view))
    need = (view.bids[view.seat] or 0) - view.tricks_won[view.seat]
    pick = oh_hell_card([a.cards[0] for a in actions], view.trick, view.trump, view.lead_suit, need,
                        bool(view.options["jokers_high"]))
    return next(a for a in actions if a.cards[0] is pick)


def oh_hell_card(cards: Sequence[Card], trick: Sequence[tuple[int, Card]], trump: str | None, lead: str | None,
                 need: int, jokers_high: bool) -> Card:
    """The card a casual player lays: short of the bid, win as cheaply as possible (or lead the
    strongest); bid made, duck as high as is safe (or lead the weakest).

    Inference replays opponents' past plays through this, so it takes the
    position as plain values rather than a view.
    """

    def strength(card: Card) -> int:
        return _oh_hell_strength(card, trump, lead or card.suit, jokers_high)

    best_so_far = max((strength(c) for _, c in trick), default=-10_000)
    if need > 0:
        if not trick:
            return max(cards, key=strength)
        winners = [c for c in cards if strength(c) > best_so_far]
        if winners:
            return min(winners, key=strength)
        return min(cards, key=lambda c: (c.suit is None, strength(c)))
    losers = [c for c in cards if strength(c) <= best_so_far]
    if losers and trick:
        return max(losers, key=strength)
    return min(cards, key=strength)



def oh_hell_blunder(view: OhHellView, action: Action) -> bool:
    """A bid no deal can make, or nothing bid against the odds of a one-card hand's trump
    (:func:`_against_the_odds`); an extra trick taken over a made bid; a needed trick let go.

    In play only certainties count: a card on a trick it can no longer win is
    a sure loser, and the last card to a trick that beats it is a sure winner.
    """
    jokers_high = bool(view.options["jokers_high"])
    if view.phase == "bid":
        sure, hopeless = _oh_hell_certain(view.hand, view.trump, view.flips, jokers_high)
        bid = int(action.args[0])
        return not sure <= bid <= len(view.hand) - hopeless or _against_the_odds(view, bid)
    need = (view.bids[view.seat] or 0) - view.tricks_won[view.seat]
    if not view.trick or len(view.trick) < view.players - 1:
        return False

    def strength(card: Card) -> int:
        return _oh_hell_strength(card, view.trump, view.lead_suit or card.suit, jokers_high)

    top = max(strength(c) for _, c in view.trick)
    cards = [a.cards[0] for a in view.legal_actions]
    wins = strength(action.cards[0]) > top
    if need == 0:
        return wins and any(strength(c) <= top for c in cards)
    if need < 0 or wins or not any(strength(c) > top for c in cards):
        return False
    rest = list(view.hand)
    rest.remove(action.cards[0])
    gone = [*view.flips, *(c for t in view.tricks for _, c in t.plays), *(c for _, c in view.trick)]
    return _oh_hell_certain(rest, view.trump, gone, jokers_high)[0] < need


ODDS = 0.75
"""How likely a one-card hand's lone trump must be to win before a bid of nothing is a blunder: three times in four
(the ten of trumps with four players)."""


def _against_the_odds(view: OhHellView, bid: int) -> bool:
    """A one-card hand bidding nothing on a trump that wins three times in four (:data:`ODDS`).

    With one card the bid is one guess, whether that card wins, and a trump's
    chance is plain: that nobody else was dealt a higher one.  Bidding against
    such odds is what the table laughs at; below them it is a matter of nerve.
    """
    if bid != 0 or len(view.hand) != 1 or view.trump is None or view.options["jokers_high"]:
        return False
    card = view.hand[0]
    if card.suit != view.trump:
        return False
    seen = frozenset({card.rank, *(c.rank for c in view.flips if c.suit == card.suit)})
    return _unbeaten(card.rank, seen, 1, view.players) >= ODDS


def _oh_hell_certain(hand: Sequence[Card], trump: str | None, gone: Sequence[Card],
                     jokers_high: bool) -> tuple[int, int]:
    """Tricks ``hand`` wins for certain (the unbroken top of the trumps) and cards that never win (jokers)."""
    if jokers_high:
        return 0, 0
    hopeless = sum(1 for c in hand if c.suit is None)
    if trump is None:
        return 0, hopeless
    sure = 0
    for rank in reversed(ORDER):
        card = Card.of(rank + trump)
        if card in hand:
            sure += 1
        elif card not in gone:
            break
    return sure, hopeless


