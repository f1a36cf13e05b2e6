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
from ..games import find, piece

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


# --------------------------------------------------------------------------- Lohai


def lohai(state: HandState) -> Rewards:
    """What the hand's pots are worth to the seat (or its team), over the most one side can get.

    A sole Lo or Hai takes its pot (capped at the target less the margin with
    Carryover, A22).  With Carryover a tied category's pot is not lost but
    carried to the next hand, which any seat may win: each seat is credited
    an even share of it, so a tie beats handing the pot to an opponent and
    falls short of taking it.  A Partnership team (partners opposite, A19)
    counts both partners, who may be Lo and Hai at once.  Three players: the
    single scorer (the middle one or the odd one out, A17) takes the hand value.
    """
    s: Any = state
    players = state.players
    scores = state.hand_scores()
    if players == 3:
        best = float(s.value)
        worth = [float(points) for points in scores]
    else:
        cap = s.award_cap()
        lo, hai = (min(pot, cap) for pot in s.pots())
        share = sum(min(pot, cap) for pot in s.next_pots) / players
        worth = [points + share for points in scores]
        teams_of_two = len(s.teams()[0]) > 1
        best = float(lo + hai if teams_of_two else max(lo, hai) + (min(lo, hai) / players if s.options["carryover"]
                                                                    else 0))
    if best <= 0:
        return [0.5] * players
    team_of = {seat: team for team in s.teams() for seat in team}
    return [min(1.0, sum(worth[t] for t in team_of[seat]) / best) for seat in range(players)]


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


OH_HELL = Scoring(final=oh_hell)
LAUS = Scoring(final=laus)
LOHAI = Scoring(final=lohai)
LOHI = Scoring(final=lohi, estimate=fewest_cards, cap=60)
KOIRA = Scoring(final=koira, estimate=_koira_estimate, cap=120)
"""Cut at 120 moves, about a quarter of the play-outs from a game's first decisions end on the card count, which
names the loser about half the time.  Playing them to the end (a cap of 400) costs no search speed, but gained
nothing in a duel of the two caps (lab/experiments/koira-and-lohi-play-out-caps.md): the count's graded
rewards seem to tell a search of 300 iterations about as much as the few true endings it would add.  Expert's
choices, judged to the true end, gain nothing from them either (a probe,
lab/experiments/expert-play-outs-and-lohi-pick-ups.md)."""


def scoring_for(engine: str) -> Scoring:
    """The scoring the game registry (:mod:`game.games`) names for ``engine``, or :data:`GENERIC`."""
    spec = find(engine)
    if spec is None or not spec.scoring:
        return GENERIC
    scoring: Scoring = piece(spec.scoring)
    return scoring
