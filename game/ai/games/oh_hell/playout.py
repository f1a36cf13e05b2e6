"""Oh Hell's rollout policy played straight on the world: search's hottest loop.

:func:`oh_hell_rollout` is the rule bot's card play written against the world
(bids still go to the bot itself), deciding one action at a time from the legal
actions; :func:`oh_hell_play_out` plays the same policy over the rest of the
hand reading the world's hands and trick directly, with each card's strength
looked up in a table built once per trump.  It makes exactly the choices the
step rollout makes and draws exactly the same random numbers (a test plays both
side by side), so it changes how fast search thinks, never what it thinks.
"""

from __future__ import annotations

import random

from ....engine import Action, HandState
from ....engine.cards import Card
from ....engine.core import play
from ....engine.oh_hell import JOKER, OhHellHand
from ...seats import NOISE, hand_of, unthinking
from .bot import oh_hell
from .seat import OhHellSeat

Powers = dict[Card, int]
LEADING = "lead"
"""The table key for a card's power when it leads (it follows its own suit)."""

RANK = {r: i for i, r in enumerate("23456789TJQKA")}


def oh_hell_rollout(world: HandState, rng: random.Random, noise: float = NOISE) -> Action:
    """The Oh Hell rule bot's card play, written straight against the world (the rollouts' hot path).

    Bids go through the rule bot itself (a few per rollout); in play a seat
    still short of its bid takes the trick as cheaply as it can (or leads its
    strongest card), and a seat that has made it ducks as high as it safely can.
    """
    actions = world.legal_actions()
    quick = unthinking(actions, rng, noise)
    if quick is not None:
        return quick
    w = hand_of(world, OhHellHand)
    if w.phase != "play":
        return oh_hell(OhHellSeat(world), w.rules, rng)
    trump, lead, high = w.trump, w.lead_suit, w.jokers_high
    rank = RANK

    def power(card: Card, wanted: str | None) -> int:
        suit = card.suit
        if suit is None:
            return 1000 if high else -1
        if suit == trump:
            return 200 + rank[card.rank]
        return (100 if suit == wanted else -50) + rank[card.rank]

    seat = w.turn
    assert seat is not None  # unthinking() had an action to choose from, so the hand is not over
    need = (w.bids[seat] or 0) - w.tricks_won[seat]
    if not w.trick:
        pick = max if need > 0 else min
        return pick(actions, key=lambda a: power(a.cards[0], a.cards[0].suit))
    top = max(power(c, lead) for _, c in w.trick)
    if need > 0:
        winners = [a for a in actions if power(a.cards[0], lead) > top]
        if winners:
            return min(winners, key=lambda a: power(a.cards[0], lead))
        return min(actions, key=lambda a: (a.cards[0].suit is None, power(a.cards[0], lead)))
    losers = [a for a in actions if power(a.cards[0], lead) <= top]
    if losers:
        return max(losers, key=lambda a: power(a.cards[0], lead))
    return min(actions, key=lambda a: power(a.cards[0], lead))


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


def oh_hell_play_out(world: HandState, rng: random.Random, cap: int | None = None) -> None:
    """Play the hand out as :func:`oh_hell_rollout` would (``cap`` is not needed: hands are short)."""
    w = hand_of(world, OhHellHand)
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


def bid_from_hand(world: HandState, rng: random.Random) -> Action | None:
    """Another seat's bid as the rule bot makes it from the hand this world dealt it; ``None`` once play starts.

    For a search at its own bid (``ismcts(outside=...)``): the seats still to bid bid from their own sampled
    hands, as they will at the table, where a tree node per bid would give them one bid whatever they hold.
    """
    return oh_hell_rollout(world, rng) if hand_of(world, OhHellHand).phase == "bid" else None
