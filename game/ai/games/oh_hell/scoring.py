"""What an Oh Hell hand is worth: to search, its score over the best the hand allows; to the player, the bid made.

Search's rewards share one scale across games (:mod:`game.ai.rewards`); the coach measures the
game's own aim (:mod:`game.ai.goals`).  The registry names :data:`SCORING` and :data:`AIM`.
"""

from __future__ import annotations

from ....catalogue import N_
from ....engine import HandState
from ...goals import Aim, Goal, fixed, its_hand
from ...rewards import Rewards, Scoring


def oh_hell(state: HandState) -> Rewards:
    """The variant's own score over the best score this hand allows (a made bid of every trick)."""
    best = 10 + int(getattr(state, "hand_size", 0))
    return [min(1.0, max(0.0, s / best)) for s in state.hand_scores()]


SCORING = Scoring(final=oh_hell)
"""How search values an Oh Hell hand."""


def _made_bid(state: HandState, seat: int) -> float:
    hand = its_hand(state)
    return float(hand.bids[seat] == hand.tricks_won[seat])


AIM = Aim(fixed(Goal(N_("make your bid exactly"), percent=True, higher_is_better=True)), _made_bid)
"""Make your bid exactly: the coach's aim in Oh Hell."""
