"""Oh Hell's rollout policy played straight on the world: search's hottest loop.

:func:`~.rollouts.oh_hell_rollout` decides one card at a time from the legal
actions; this plays the same policy over the rest of the hand reading the
world's hands and trick directly, with each card's strength looked up in a
table built once per trump.  It makes exactly the choices the step rollout
makes and draws exactly the same random numbers (a test plays both side by
side), so it changes how fast search thinks, never what it thinks.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.cards import Card
from ..engine.core import play
from ..engine.oh_hell import JOKER, OhHellHand
from .rollouts import NOISE, RANK, oh_hell_rollout

Powers = dict[Card, int]
LEADING = "lead"
"""The table key for a card's power when it leads (it follows its own suit)."""

_TABLES: dict[tuple[str | None, bool], dict[str | None, Powers]] = {}


def _power(card: Card, wanted: str | None, trump: str | None, high: bool) -> int:
    """The step rollout's ``power``: jokers lowest (or highest), trump, then the suit ``wanted``."""
    suit = card.suit
    if suit is None:
        return 1000 if high else -1
    if suit == trump:
        return 200 + RANK[card.rank]
    return (100 if suit == wanted else -50) + RANK[card.rank]


def _tables(world: OhHellHand) -> dict[str | None, Powers]:
    """Power per card for each led suit (and for leading), for this hand's trump and joker rule."""
    key = (world.trump, world.jokers_high)
    found = _TABLES.get(key)
    if found is None:
        deck = world.rules.deck.cards()
        suits: list[str | None] = [None, *sorted({c.suit for c in deck if c.suit is not None})]
        found = {lead: {c: _power(c, lead, *key) for c in deck} for lead in suits}
        found[LEADING] = {c: _power(c, c.suit, *key) for c in deck}
        _TABLES[key] = found
    return found


def oh_hell_play_out(world: Any, rng: random.Random, cap: int | None = None) -> None:
    """Play the hand out as :func:`~.rollouts.oh_hell_rollout` would (``cap`` is not needed: hands are short)."""
    w: OhHellHand = world
    tables = _tables(w)
    leading = tables[LEADING]
    bids, won = w.bids, w.tricks_won
    chance, choice, advance = rng.random, rng.choice, w.advance
    while w.turn is not None:
        if w.phase != "play":
            advance(oh_hell_rollout(w, rng))
            continue
        seat = w.turn
        cards = w.legal_cards(seat)
        if len(cards) > 1:
            if cards.count(JOKER) > 1:
                cards = list(dict.fromkeys(cards))  # two jokers are one choice, as in the legal actions
            if len(cards) > 1:
                if chance() < NOISE:
                    card = choice(cards)
                else:
                    card = _choose(cards, w.trick, tables[w.lead_suit], leading, (bids[seat] or 0) - won[seat])
                advance(play(card))
                continue
        advance(play(cards[0]))


def _choose(cards: list[Card], trick: list[tuple[int, Card]], powers: Powers, leading: Powers, need: int) -> Card:
    """The step rollout's card: take cheaply (or lead high) while short of the bid, else duck high."""
    if not trick:
        return max(cards, key=leading.__getitem__) if need > 0 else min(cards, key=leading.__getitem__)
    power = powers.__getitem__
    top = max(power(c) for _, c in trick)
    if need > 0:
        winners = [c for c in cards if power(c) > top]
        if winners:
            return min(winners, key=power)
        return min(cards, key=lambda c: (c.suit is None, power(c)))
    losers = [c for c in cards if power(c) <= top]
    if losers:
        return max(losers, key=power)
    return min(cards, key=power)
