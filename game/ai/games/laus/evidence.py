"""How Expert reads Laus's opponents: ducked when a duck was there, points shed when void.

A seat that can follow under the winning card most likely does (most likely
with the rule bot's card); one that cannot follow sheds its costlier cards
likelier, a penalty queen nearly surely (the rule bot's card, or a softmax of
card cost over :data:`SHED_SCALE`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ....engine import Card, HandState
from ....engine.laus import LausView, Table, table_for
from ...inference import Play, Reading, all_tricks, dealt_hands, plays_shown
from ...likelihood import AIM, STRAY, play_likelihood
from .bot import laus_card

SHED_SCALE = 25.0
"""Laus: card points by which shedding one card is e (2.7) times likelier than another, when void."""


def laus_evidence(view: LausView, world: HandState) -> float:
    """Each followed card: ducked when a duck was there, points shed when void."""
    table = table_for(view.world.rules)
    me = view.seat
    hands = dealt_hands(view, world)
    total = 0.0
    for plays, _ in all_tricks(view):
        for k, (seat, card) in enumerate(plays):
            held = hands[seat]
            if seat != me and k:
                total += math.log(_laus_play(card, held, plays[:k], view.players, table))
            held.remove(card)
    return total


def _laus_play(card: Card, held: Sequence[Card], before: Sequence[Play], players: int, table: Table) -> float:
    """A card followed to a trick: under the winning card when it could be, points shed when void."""
    lead = table.suit[before[0][1]]
    following = [c for c in held if table.suit[c] == lead]
    if not following:
        return _shed_likelihood(card, held, laus_card(held, before, lead, players, table), table)
    top = max(table.strength[c] for _, c in before if table.suit[c] in (lead, "J"))
    sensible = [c for c in following if table.strength[c] < top]
    choice = laus_card(following, before, lead, players, table)
    return play_likelihood(card, following, sensible, choice)


def _shed_likelihood(card: Card, held: Sequence[Card], choice: Card, table: Table) -> float:
    """Void in the suit led, the costlier a card the likelier it goes: a penalty queen nearly surely.

    Most likely of all is the rule bot's card (the costliest), as elsewhere.
    """

    def weight(c: Card) -> float:
        return math.exp(min(table.points[c] + table.bonus.get(c, 0), 10 * SHED_SCALE) / SHED_SCALE)

    shed = AIM * (card is choice) + (1 - AIM) * weight(card) / sum(weight(c) for c in held)
    return (1 - STRAY) * shed + STRAY / len(held)


READING = Reading(laus_evidence, plays_shown)
"""Expert's reading of Laus's plays (:class:`game.ai.inference.Reading`)."""
