"""Lohai's rule bot, its card play written against the world, and a playout built on it.

Rollouts used to lend the world to :func:`.lohai_bot.lohai` through a
:class:`.rollouts.LohaiSeat`, which cost more than the engine's own work per
card.  :func:`lohai_rollout` plays the bot's cards (go Hai with a strong hand
or a clear lead, else Lo; lay a Taker last to seize a trick, a Giver last to
shed one; otherwise the strongest or weakest suited card) from the world
directly, and still asks the bot itself what a Giver, Mover or Shaker does.
:func:`lohai_play_out` plays a whole hand of those choices from the same
random numbers without building the list of legal actions for each card.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine import Action, HandState
from ..engine.cards import Card
from ..engine.core import play
from ..engine.lohai import GIVER, TAKER, LohaiHand
from .lohai_bot import lohai
from .seats import NOISE, LohaiSeat, unthinking

RANKS = "23456789TJQK"
"""The bot's rank order (its index, not the card's points, ranks suited cards)."""

_STRENGTHS: dict[tuple[str | None, str | None], dict[Card, int]] = {}


def _strength(card: Card, trump: str | None, lead: str | None) -> int:
    """The bot's strength: Takers top, Givers and the red specials bottom, trump over the lead suit."""
    if card.suit is None:
        return 200 if card is TAKER else -1
    rank = RANKS.index(card.rank)
    if card.suit == trump:
        return 100 + rank
    return 50 + rank if card.suit == lead or lead is None else rank


def _strengths(world: LohaiHand) -> dict[Card, int]:
    key = (world.trump, world.lead_suit)
    found = _STRENGTHS.get(key)
    if found is None:
        found = _STRENGTHS[key] = {c: _strength(c, *key) for c in world.rules.deck.cards()}
    return found


def wants_hai(world: LohaiHand, seat: int) -> bool:
    """Most tricks with a strong hand or a clear lead, else fewest (the bot's ``wants_hai``)."""
    counts = [len(b) for b in world.books]
    mine = counts[seat]
    if sum(counts):
        top = max(counts)
        if mine == top and counts.count(mine) == 1:
            return True
        if mine == min(counts) and mine < top - 1:
            return False
    hand, trump = world.hands[seat], world.trump
    strong = sum(1 for c in hand if c.suit == trump and c.rank in "9JQK")
    strong += sum(1 for c in hand if c.rank in ("K", "Q", "TAK"))
    return bool(strong * world.players >= len(hand) + 2)


def lohai_card(world: LohaiHand, seat: int, cards: list[Card]) -> Card:
    """The bot's card among ``cards`` (the distinct legal ones, in the engine's order)."""
    hai = wants_hai(world, seat)
    key = _strengths(world).__getitem__
    suited = [c for c in cards if c.suit is not None] or cards
    last = len(world.slots) == world.players - 1
    if hai:
        if last and TAKER in cards:
            return TAKER
        return max(suited, key=key)
    if last and GIVER in cards:
        return GIVER
    return min(suited, key=key)


def lohai_rollout(world: HandState, rng: random.Random, noise: float = NOISE) -> Action:
    """One rollout step: the bot's choice, or any legal action ``noise`` of the time."""
    actions = world.legal_actions()
    quick = unthinking(actions, rng, noise)
    if quick is not None:
        return quick
    w: Any = world
    if w.pending is not None:
        return lohai(LohaiSeat(world), w.rules, rng)
    return play(lohai_card(w, w.turn, [a.cards[0] for a in actions]))


def lohai_play_out(world: Any, rng: random.Random, cap: int | None = None) -> None:
    """Play the hand out as :func:`lohai_rollout` would (hands are short: ``cap`` is not needed)."""
    w: LohaiHand = world
    chance, choice, advance = rng.random, rng.choice, w.advance
    while w.turn is not None:
        if w.pending is not None:
            advance(lohai_rollout(w, rng))
            continue
        seat = w.turn
        cards = list(dict.fromkeys(w.legal_cards(seat)))
        if len(cards) == 1:
            card = cards[0]
        elif chance() < NOISE:
            card = choice(cards)
        else:
            card = lohai_card(w, seat, cards)
        advance(play(card))
