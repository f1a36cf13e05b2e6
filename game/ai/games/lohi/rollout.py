"""Lo-Hi's rule bot's play, written against the world for rollouts.

:func:`.bot.lohi` counts the unseen ranks and the ranks held with a pass
over the hand per rank, and reads the world through a
:class:`~.seat.LohiSeat`, which cost more than the engine's own step.  This
scores the plays exactly as the bot does (the same sums, the same tie-breaking
draws from ``rng``, in the same order), counting ranks once per decision; a
double's call and a triple's name still go to the bot itself.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import chain

from ....engine import Action, HandState
from ....engine.core import ActionKind
from ....engine.lohi import PICKUP, LohiHand
from ...seats import NOISE, hand_of, unthinking
from .bot import ORDER, lohi, picks_up_to_shut
from .seat import LohiSeat

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_PLAY = ActionKind.PLAY

_INDEX = {r: i for i, r in enumerate(ORDER)}


def lohi_rollout(world: HandState, rng: random.Random, noise: float = NOISE) -> Action:
    """One rollout step: the bot's choice, or any legal action ``noise`` of the time."""
    actions = world.legal_actions()
    quick = unthinking(actions, rng, noise)
    if quick is not None:
        return quick
    w = hand_of(world, LohiHand)
    if w.phase != "play":
        return lohi(LohiSeat(world), w.rules, rng)
    plays = [a for a in actions if a.kind == _PLAY]
    if not plays:
        return actions[0]
    seat = w.turn
    assert seat is not None  # unthinking() had an action to choose from, so the round is not over
    hand, pile = w.hands[seat], w.pile
    held = Counter(c.rank for c in hand)
    seen = Counter(c.rank for c in chain(hand, pile))
    unseen = [4 - seen[r] for r in ORDER]
    top = _INDEX[pile[-1].rank]
    size = len(hand)
    if picks_up_to_shut(plays, actions, size, len(w.hands[(seat + w.direction) % w.players]), pile[-1].rank,
                        w.constraint, unseen):
        return PICKUP
    random_ = rng.random

    def score(action: Action) -> float:
        cards = action.cards
        rank = cards[-1].rank
        value = 10.0 * len(cards)
        if all(c.rank == rank for c in cards):
            if len(cards) < held[rank]:
                value -= 6
            at = _INDEX[rank]
            if len(cards) == 1 and at != top:
                value -= 0.3 * sum(unseen[:at + 1] if at > top else unseen[at:])
        if len(cards) == size:
            value += 100
        return value + random_() * 0.01

    return max(plays, key=score)
