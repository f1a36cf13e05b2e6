"""What a finished (or cut-off) hand is worth to each seat, in [0, 1]: the shape every game's scoring takes.

Search averages these numbers, so they must share one scale across games and
variants: UCB's exploration constant is tuned for rewards in [0, 1].  Each game
names its :class:`Scoring` in the registry (a spec's ``scoring``, kept in the
game's own package); a game that names none gets the generic one, which
rescales ``hand_scores()`` to [0, 1] the way the spec's ``better`` says scores
run: :data:`GENERIC` where higher scores win, :data:`GENERIC_LOWER` where
lower ones do (a misère, penalty points), so search never plays such a game
upside down.

>>> scoring_for("no_such_game") is GENERIC, GENERIC_LOWER.final.__name__
(True, '_generic_lower')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import HandState
from ..games import GameSpec, Part, find

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


def _generic_lower(state: HandState) -> Rewards:
    return spread(state.hand_scores(), high_first=False)


GENERIC = Scoring(final=_generic, estimate=_level, cap=400)
"""For a game that names no scoring and whose higher hand scores win."""
GENERIC_LOWER = Scoring(final=_generic_lower, estimate=_level, cap=400)
"""For a game that names no scoring and whose lower hand scores win (``better="lower"``)."""

SCORING: Part[Scoring] = Part("scoring")
"""A spec's ``scoring``, typed."""


def cards_held(state: HandState) -> list[int]:
    """How many cards each seat holds, for games whose hands empty as they play (a shedding game's estimate)."""
    hands: Sequence[Sequence[object]] = getattr(state, "hands", ())
    return [len(h) for h in hands] or [0] * state.players


def generic(spec: GameSpec | None) -> Scoring:
    """The generic scoring for a game that names none, the way round its ``better`` says (an unknown game: higher)."""
    return GENERIC_LOWER if spec is not None and spec.better == "lower" else GENERIC


def scoring_for(engine: str) -> Scoring:
    """The scoring the registry (:mod:`game.games`) names for ``engine``, else the generic one (:func:`generic`)."""
    spec = find(engine)
    return SCORING.of(spec) or generic(spec)
