"""What a Laus hand is worth: to search, penalty avoided against the others; to the player, points below them.

Search's rewards share one scale across games (:mod:`game.ai.rewards`); the coach measures the
game's own aim (:mod:`game.ai.goals`).  The registry names :data:`SCORING` and :data:`AIM`.
"""

from __future__ import annotations

import math

from ....catalogue import N_
from ....engine import HandState
from ...goals import Aim, Goal, fixed
from ...rewards import Rewards, Scoring

LAUS_SCALE = 100.0
"""Penalty points where the squash turns from straight to logarithmic (a queen bonus is 100 to 300)."""
LAUS_CEILING = math.asinh(10_000 / LAUS_SCALE)
"""Differences beyond 10,000 points (several doublings) all count as the worst."""


def laus(state: HandState) -> Rewards:
    """Penalty avoided, relative to the other seats: the highest total loses the match.

    A logarithmic squash of (my penalty - the others' mean): doublings make
    hands of 400 and of 3,000 points, and a player cares which, so the reward
    keeps them apart (a tanh squash once rated both "as bad as it gets").

    >>> class Hand:
    ...     def __init__(self, *scores): self.scores = scores
    ...     def hand_scores(self): return self.scores
    >>> [round(laus(Hand(s, 0, 0))[0], 3) for s in (0, 400, 3000, 30000)]
    [0.5, 0.302, 0.114, 0.0]
    """
    scores = state.hand_scores()
    total = sum(scores)
    others = len(scores) - 1
    return [0.5 - 0.5 * max(-1.0, min(1.0, math.asinh((s - (total - s) / others) / LAUS_SCALE) / LAUS_CEILING))
            for s in scores]


SCORING = Scoring(final=laus)
"""How search values a Laus hand."""


def _ahead(state: HandState, seat: int) -> float:
    """The others' average penalty points less the seat's own.

    A match of Laus goes to the fewest points, so a hand is good by how far it leaves you below the others,
    not by its points alone: passing the skat doubles everyone's points, which helps a seat that expects
    fewer than the others and hurts one that expects more.
    """
    scores = state.hand_scores()
    others = [points for other, points in enumerate(scores) if other != seat]
    return sum(others) / max(1, len(others)) - scores[seat]


AIM = Aim(fixed(Goal(N_("points fewer than the others' average"), percent=False, higher_is_better=True)), _ahead)
"""Points fewer than the others' average: the coach's aim in Laus."""
