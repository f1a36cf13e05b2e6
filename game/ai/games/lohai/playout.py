"""Lohai's rule bot as a rollout, and a playout built on it.

The rule bot (:mod:`.bot`) is written against the table itself, so a
rollout step asks it directly, with the sampled world for a table.
:func:`lohai_play_out` plays a whole hand of those choices from the same
random numbers without building the list of legal actions for each card.
"""

from __future__ import annotations

import random

from ....engine import Action, HandState
from ....engine.core import play
from ....engine.lohai import LohaiHand
from ...seats import NOISE, hand_of, unthinking
from .bot import card_to_play, decide


def lohai_rollout(world: HandState, rng: random.Random, noise: float = NOISE) -> Action:
    """One rollout step: the bot's choice, or any legal action ``noise`` of the time."""
    actions = world.legal_actions()
    quick = unthinking(actions, rng, noise)
    if quick is not None:
        return quick
    w = hand_of(world, LohaiHand)
    seat = w.turn
    assert seat is not None  # unthinking() had an action to choose from, so the hand is not over
    return decide(w, seat, actions)


def lohai_play_out(world: HandState, rng: random.Random, cap: int | None = None) -> None:
    """Play the hand out as :func:`lohai_rollout` would (hands are short: ``cap`` is not needed)."""
    w = hand_of(world, LohaiHand)
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
            card = card_to_play(w, seat, cards)
        advance(play(card))
