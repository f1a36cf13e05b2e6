"""How Expert reads Oh Hell's opponents: bids against the strength dealt, plays against what each seat needed.

* **Bids**: the bid against the trick-taking strength of that seat's hand as
  dealt (its sampled hand plus the cards it has played), a normal curve of
  width :data:`BID_SPREAD` tricks around :func:`.bot.bid_estimate`.
* **Plays**: a seat short of its bid, following, most likely plays a card that
  beats the trick so far, and a seat whose bid is made one that does not;
  within that, most likely the rule bot's own card; now and then anything
  legal (:data:`game.ai.likelihood.STRAY`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ....engine import Card, HandState
from ....engine.oh_hell import OhHellView
from ...inference import Play, Reading, all_tricks, dealt_hands, plays_shown
from ...likelihood import play_likelihood
from .bot import _oh_hell_strength, bid_estimate, oh_hell_card

BID_SPREAD = 1.0
"""How far (in tricks) a bid may stray from the hand's estimated strength before it looks unlikely."""


def oh_hell_evidence(view: OhHellView, world: HandState) -> float:
    """Bids against dealt strength, and each followed card against what the seat needed then."""
    me, trump = view.seat, view.trump
    jokers_high = bool(view.options["jokers_high"])
    hands = dealt_hands(view, world)
    total = 0.0
    for seat, wanted in enumerate(view.bids):
        if seat != me and wanted is not None:
            gap = wanted - bid_estimate(hands[seat], trump, jokers_high, view.players)
            total -= gap * gap / (2 * BID_SPREAD * BID_SPREAD)
    won = [0] * view.players
    for plays, winner in all_tricks(view):
        for k, (seat, card) in enumerate(plays):
            held = hands[seat]
            wanted = view.bids[seat]
            if seat != me and k and wanted is not None:
                total += math.log(_oh_hell_play(card, held, plays[:k], trump, wanted - won[seat], jokers_high))
            held.remove(card)
        if winner is not None:
            won[winner] += 1
    return total


def _oh_hell_play(card: Card, held: Sequence[Card], before: Sequence[Play], trump: str | None, need: int,
                  jokers_high: bool) -> float:
    """A card followed to a trick: a winner when the seat still needed tricks, a loser when it did not."""
    lead = next((c.suit for _, c in before if c.suit is not None), None)
    legal = list(held)
    if lead is not None:
        following = [c for c in held if c.suit == lead]
        if following:
            legal = following + [c for c in held if c.suit is None]

    def strength(c: Card) -> int:
        return _oh_hell_strength(c, trump, lead or c.suit, jokers_high)

    top = max(strength(c) for _, c in before)
    sensible = [c for c in legal if (strength(c) > top) == (need > 0)]
    choice = oh_hell_card(legal, before, trump, lead, need, jokers_high)
    return play_likelihood(card, legal, sensible, choice)


def bids_or_plays_shown(view: OhHellView) -> bool:
    """Whether an opponent has revealed a bid or played a card: until then Oh Hell's worlds are weighed alike."""
    return any(b is not None for s, b in enumerate(view.bids) if s != view.seat) or plays_shown(view)


READING = Reading(oh_hell_evidence, bids_or_plays_shown)
"""Expert's reading of Oh Hell's bids and plays (:class:`game.ai.inference.Reading`)."""
