"""What a finished (or cut-off) hand is worth to each seat, in [0, 1], per game.

Search averages these numbers, so they must share one scale across games and
variants: UCB's exploration constant is tuned for rewards in [0, 1].  Each game
registers a :class:`Scoring` under its engine name; a game nobody registered
(a new engine merged later) gets the generic fallback, which reads
``hand_scores()`` as "higher is better" and rescales it to [0, 1].

>>> scoring_for("oh_hell").cap is None, scoring_for("no_such_game") is GENERIC
(True, True)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import HandState

Rewards = list[float]
RewardFn = Callable[[HandState], Rewards]


@dataclass(frozen=True, slots=True)
class Scoring:
    """How search values a hand of one game.

    ``final`` scores a finished hand; ``estimate`` a hand whose rollout was cut
    off after ``cap`` actions (games that can run long, such as Lo-Hi, where a
    rollout to the very end costs more than it tells).
    """

    final: RewardFn
    estimate: RewardFn | None = None
    cap: int | None = None


def spread(scores: Sequence[float], *, high_first: bool = True) -> Rewards:
    """Scores rescaled so the best seat gets 1 and the worst 0 (all 0.5 when level).

    >>> spread([10, 0, 5]), spread([3, 3]), spread([1, 0], high_first=False)
    ([1.0, 0.0, 0.5], [0.5, 0.5], [0.0, 1.0])
    """
    low, high = min(scores), max(scores)
    if high == low:
        return [0.5] * len(scores)
    span = high - low
    if high_first:
        return [(s - low) / span for s in scores]
    return [(high - s) / span for s in scores]


def _generic(state: HandState) -> Rewards:
    return spread(state.hand_scores())


def _level(state: HandState) -> Rewards:
    return [0.5] * state.players


GENERIC = Scoring(final=_generic, estimate=_level, cap=400)
"""For a game nobody registered: hand scores read as "higher is better"."""


# --------------------------------------------------------------------------- Oh Hell


def oh_hell(state: HandState) -> Rewards:
    """The variant's own score over the best score this hand allows (a made bid of every trick)."""
    best = 10 + int(getattr(state, "hand_size", 0))
    return [min(1.0, max(0.0, s / best)) for s in state.hand_scores()]


# --------------------------------------------------------------------------- Laus


LAUS_SCALE = 200.0
"""Penalty points at which the reward has moved most of the way (a queen bonus is 100 to 300)."""


def laus(state: HandState) -> Rewards:
    """Penalty avoided, relative to the other seats: the highest total loses the match.

    A smooth squash of (my penalty - the others' mean), so the ordering of
    outcomes survives even when doublings make the numbers large.
    """
    scores = state.hand_scores()
    total = sum(scores)
    others = len(scores) - 1
    return [0.5 - 0.5 * math.tanh((s - (total - s) / others) / LAUS_SCALE) for s in scores]


# --------------------------------------------------------------------------- Lohai


def lohai(state: HandState) -> Rewards:
    """The seat's (or its team's) points over the most one side can win this hand.

    Four players: a sole Lo or Hai wins its pot (Carryover pots included); a
    Partnership team counts both partners.  Three players: the middle player
    takes the flipped card's value.
    """
    scores = state.hand_scores()
    s: Any = state
    teams: tuple[tuple[int, ...], ...] = s.teams()
    lo, hai = s.pots()
    best = float(s.value if state.players == 3 else (lo + hai if len(teams[0]) > 1 else max(lo, hai)))
    if best <= 0:
        return [0.5] * state.players
    team_of = {seat: team for team in teams for seat in team}
    return [min(1.0, sum(scores[t] for t in team_of[seat]) / best) for seat in range(state.players)]


# --------------------------------------------------------------------------- shedding games


def _held(state: HandState) -> list[int]:
    hands: Sequence[Sequence[object]] = getattr(state, "hands", ())
    return [len(h) for h in hands] or [0] * state.players


def fewest_cards(state: HandState) -> Rewards:
    """A cut-off shedding game: each seat's chance to go out first, guessed from cards held.

    Shares in proportion to ``1 / (1 + cards)``, so they sum to 1 like a finished
    round (one winner) and an empty hand dominates.
    """
    weights = [1.0 / (1 + n) for n in _held(state)]
    total = sum(weights)
    return [w / total for w in weights]


def lohi(state: HandState) -> Rewards:
    """Winning the round is everything (rounds won are the only score)."""
    return [float(s) for s in state.hand_scores()]


def koira(state: HandState) -> Rewards:
    """Koira has a loser, not a winner: not losing is the reward."""
    return [1.0 - float(s) for s in state.hand_scores()]


def _koira_estimate(state: HandState) -> Rewards:
    """Fewer cards left means further from losing; the most cards looks most like the loser."""
    held = _held(state)
    return spread(held, high_first=False)


SCORINGS: dict[str, Scoring] = {
    "oh_hell": Scoring(final=oh_hell),
    "laus": Scoring(final=laus),
    "lohai": Scoring(final=lohai),
    "lohi": Scoring(final=lohi, estimate=fewest_cards, cap=60),
    "koira": Scoring(final=koira, estimate=_koira_estimate, cap=120),
}
"""Engine name -> how search values its hands."""


def scoring_for(engine: str) -> Scoring:
    """The registered scoring of ``engine``, or :data:`GENERIC`."""
    return SCORINGS.get(engine, GENERIC)
