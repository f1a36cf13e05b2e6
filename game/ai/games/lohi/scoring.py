"""What a Lo-Hi round is worth: going out first, guessed from the cards held when a rollout is cut short.

Search's rewards share one scale across games (:mod:`game.ai.rewards`); the coach measures the
game's own aim (:mod:`game.ai.goals`).  The registry names :data:`SCORING` and :data:`AIM`.
"""

from __future__ import annotations

from ....catalogue import N_
from ....engine import HandState
from ...goals import Aim, Goal, fixed
from ...rewards import Rewards, Scoring, cards_held


def fewest_cards(state: HandState) -> Rewards:
    """A cut-off shedding game: each seat's chance to go out first, guessed from cards held.

    Shares in proportion to ``1 / (1 + cards)``, so they sum to 1 like a finished
    round (one winner) and an empty hand dominates.
    """
    weights = [1.0 / (1 + n) for n in cards_held(state)]
    total = sum(weights)
    return [w / total for w in weights]


def lohi(state: HandState) -> Rewards:
    """Winning the round is everything (rounds won are the only score)."""
    return [float(s) for s in state.hand_scores()]


SCORING = Scoring(final=lohi, estimate=fewest_cards, cap=60)
"""How search values a Lo-Hi round, cut after 60 moves."""


def _went_out_first(state: HandState, seat: int) -> float:
    return float(state.hand_scores()[seat])


def _going_out_guess(state: HandState, seat: int) -> float:
    """A round cut short: the seat's share of ``1 / (1 + cards held)`` (the search's own guess, which
    sums to one over the seats as a finished round does)."""
    weights = [1.0 / (1 + n) for n in cards_held(state)]
    return weights[seat] / sum(weights)


AIM = Aim(fixed(Goal(N_("go out first"), percent=True, higher_is_better=True)), _went_out_first, _going_out_guess)
"""Go out first: the coach's aim in Lo-Hi."""
