"""Reading Lo-Hi's pick-ups: a player who draws rather than plays most likely had no card that fit.

Lo-Hi lets a player pick up though a card fits, but players seldom do: the rule
bot about once in a hundred pick-ups (to keep the pile shut to a last card),
Medium's search about once in ten.  So each pick-up the table saw says, nine
times in ten, that nothing in that hand then met the pile's ask.  A sampled
world is checked against that: the seat's sampled cards that would have met
the ask can number no more than the cards it has drawn since, the draw itself
included (those may have come later); any more were in its hand when it drew,
and the world then explains the pick-up only as a player's choice
(:data:`UNFORCED`).  Which hidden card came from which draw no world says, so
this count is as far as the evidence reaches without guessing.

Pure: reads the view and the sampled world only.
"""

from __future__ import annotations

import math

from ..engine import HandState
from ..engine.lohi import LohiView

UNFORCED = 0.1
"""The share of pick-ups a player makes though a card fits (Medium's search about 1 in 10, the rule bot 1 in 100:
docs/ai.md), so a world where one happened is weighed this much below one where none had to."""


def lohi_evidence(view: LohiView, world: HandState) -> float:
    """The log-likelihood of the opponents' pick-ups in ``world``: :data:`UNFORCED` for each one it makes a choice."""
    order = view.world.order
    hands = world.hands  # type: ignore[attr-defined]  # a Lo-Hi world, as the view's
    total = 0.0
    drawn = [0] * view.players
    for seat, ask in reversed(view.world.pickups):
        drawn[seat] += 1
        if seat != view.seat and sum(ask.allows(card.rank, order) for card in hands[seat]) > drawn[seat]:
            total += math.log(UNFORCED)
    return total


def lohi_shown(view: LohiView) -> bool:
    """Whether an opponent has picked up yet (plays are face up and tell no more than the table shows)."""
    return any(seat != view.seat for seat, _ in view.world.pickups)
