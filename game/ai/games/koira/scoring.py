"""What a Koira game is worth: not being the Koira, guessed from the cards held when a rollout is cut short.

Search's rewards share one scale across games (:mod:`game.ai.rewards`); the coach measures the
game's own aim (:mod:`game.ai.goals`).  The registry names :data:`SCORING` and :data:`AIM`.
"""

from __future__ import annotations

from ....catalogue import N_
from ....engine import HandState
from ...goals import Aim, Goal, fixed
from ...rewards import Rewards, Scoring, cards_held, spread


def koira(state: HandState) -> Rewards:
    """Koira has a loser, not a winner: not losing is the reward."""
    return [1.0 - float(s) for s in state.hand_scores()]


def _koira_estimate(state: HandState) -> Rewards:
    """Fewer cards left means further from losing; the most cards looks most like the loser."""
    held = cards_held(state)
    return spread(held, high_first=False)


SCORING = Scoring(final=koira, estimate=_koira_estimate, cap=120)
"""Cut at 120 moves, about a quarter of the play-outs from a game's first decisions end on the card count, which
names the loser about half the time.  Playing them to the end (a cap of 400) costs no search speed, but gained
nothing in a duel of the two caps (docs/ai.md): the count's graded rewards seem to tell a search of 300
iterations about as much as the few true endings it would add.  Expert's choices, judged to the true end, gain
nothing from them either (a probe, docs/ai.md)."""


def _not_the_koira(state: HandState, seat: int) -> float:
    return 1.0 - float(state.hand_scores()[seat])


def _not_the_koira_guess(state: HandState, seat: int) -> float:
    """A hand cut short: the chance of being the Koira taken as the seat's share of the cards still held."""
    held = cards_held(state)
    total = sum(held)
    return 1.0 - (held[seat] / total if total else 0.0)


AIM = Aim(fixed(Goal(N_("not be left holding cards"), percent=True, higher_is_better=True)), _not_the_koira,
            _not_the_koira_guess)
"""Not be left holding cards: the coach's aim in Koira."""
