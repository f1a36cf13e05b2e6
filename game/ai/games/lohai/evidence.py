"""Lohai inference: replay the hand from its deal in a sampled world and ask how well it explains the plays.

A Lohai player's cards say a lot about a hand: the seat that ducked under a
queen when it wanted tricks had nothing higher, the one that took with a king
when it wanted to end on a scoring count held little else.  Unlike Oh Hell
and Laus, the cards on the table mix plays from hand with cards drawn from the stack,
and which one came when depends on the specials played before.  The hand
keeps every card that reached the table in order (``shown``: seat, card,
from the stack or not), all of it seen face up, so a sampled world can be
wound back to its deal: each opponent's hand as dealt is its sampled hand
plus the cards it played, and the stack is the cards drawn so far, in order,
then the sampled rest.  Replaying the view's actions in that world puts every
past decision back in front of the rule bot (:mod:`.bot`), and each
opponent card is weighed like an Oh Hell card: most likely the rule bot's
own, likely one that serves the same plan (taking when it wants tricks,
ducking when not), now and then anything legal.

The specials' questions (whom to give to, what to move or steal) are read
from the public counts alone by the rule bot, so they say little about a hand
and are not weighed.  Measured in fixed-iteration duels at Three Player
(2,500 iterations in one seat against 300 in the others, pots a hand): plain
sampling +0.02 (150 deals), these weighted worlds +0.03 (-0.02 to +0.08, 300
deals), the true deal itself +0.30 (150 deals).  Against searching opponents
the rule bot's model recovers little of what the true deal is worth.  (These
were measured with the rule bot's earlier three-player plan; with the present
one, which also plays for the odd one out, plain sampling gave +0.015, -0.061
to +0.090, over 103 deals; the weighted worlds are not measured again yet.)
"""

from __future__ import annotations

import math
import random

from ....engine import HandState
from ....engine.lohai import LohaiHand, LohaiView
from ...inference import Reading
from ...likelihood import play_likelihood
from .bot import card_to_play, wants_tricks


def lohai_evidence(view: LohaiView, world: HandState) -> float:
    """The log-likelihood of the opponents' cards so far, were ``world`` the true deal."""
    me = view.seat
    replay = dealt_world(view, world)
    total = 0.0
    for action in view.world.log:
        seat = replay.turn
        if seat is not None and seat != me and replay.pending is None:
            cards = list(dict.fromkeys(replay.legal_cards(seat)))
            if len(cards) > 1:
                card = action.cards[0]
                take = wants_tricks(replay, seat)
                choice = card_to_play(replay, seat, cards, take)
                if replay.slots:
                    sensible = [c for c, wins in zip(cards, replay.winners(seat, cards), strict=True) if wins == take]
                else:
                    sensible = cards
                total += math.log(play_likelihood(card, cards, sensible, choice))
        replay.advance(action)
    return total


def dealt_world(view: LohaiView, world: HandState) -> LohaiHand:
    """``world`` wound back to its deal: hands as dealt, the stack with the draws seen so far on top.

    ``world`` is a determinization of ``view``, so a Lohai hand like the view's own world.
    """
    table = view.world
    sampled = world
    assert isinstance(sampled, LohaiHand)
    me = view.seat
    hands = [list(h) for h in sampled.hands]
    hands[me] = list(table.hands_dealt[me])
    drawn = []
    for seat, card, from_stack in table.shown:
        if from_stack:
            drawn.append(card)
        elif seat != me:
            hands[seat].append(card)
    replay = LohaiHand(table.rules, table.options, table.players, table.dealer, random.Random(0), hands=hands,
                       flipped=table.flipped, stack=drawn + list(sampled.stack),
                       won=[len(b) for b in table.books_dealt], leader=table.first_leader, pots=table.pots_in)
    replay.books = [list(b) for b in table.books_dealt]
    return replay


def lohai_shown(view: LohaiView) -> bool:
    """Whether an opponent has played a card from hand yet (draws and decisions tell nothing of hands)."""
    return any(seat != view.seat and not from_stack for seat, _, from_stack in view.world.shown)


READING = Reading(lohai_evidence, lohai_shown)
"""Expert's reading of Lohai's plays (:class:`game.ai.inference.Reading`)."""
