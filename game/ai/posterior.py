"""The judge's worlds: each drawn from the reading of the play by a fresh chain, so none leans on another.

The judge (:mod:`.judge`) gives every value a 95 % interval worked out as if its deals were independent draws.
Plain determinization gives such draws, but every deal that fits the view alike: the opponents' bids and plays
are not read.  The belief (:mod:`.belief`) reads them, but its 64 particles are correlated (resampled copies of
a few likely worlds, moved a few steps), and a search meets each of them again and again: intervals over its
worlds would be too narrow, as they were over Expert's weighted pool (two seeds disagreed beyond their intervals
on one position in four).

:class:`PosteriorDraws` gives both: each world it returns comes from its own short chain, started afresh from
the view and sharing nothing with the last one:

1. deal :data:`CANDIDATES` candidates plainly and weigh each by the game's reading;
2. keep one of them in proportion to its weight (sampling-importance-resampling: one candidate is plain
   dealing, many are the posterior);
3. move it :data:`STEPS` Metropolis–Hastings swaps (:func:`.belief.move`), which leave the posterior unchanged
   and take the kept candidate further towards it.

So the deals are independent and identically distributed, close to the posterior (every deal that fits the
view alike, times the reading's likelihood), and the judge's intervals stay what they say.  Where the game has
no reading, or nothing has been shown to read yet, it deals exactly as ``view.determinize`` does: a position
before any evidence gets the same deals, and the same answers, as plain dealing.

Pure: only the view is read, and the same view and seed give the same worlds.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from ..engine import HandState, PlayerView
from ..engine.hidden import Hidden, deal_hidden
from .belief import Particle, Placement, Scratch, move
from .inference import reading_for

CANDIDATES = 8
"""Plain deals weighed for each world, one kept in proportion to its weight (lab/experiments/judge-reads-the-play.md:
the cheapest of the best measured)."""
STEPS = 8
"""Metropolis–Hastings swaps tried on the kept candidate (the same note)."""


def pick(logs: list[float], rng: random.Random) -> int:
    """One index drawn in proportion to ``exp(logs)``; evenly when no candidate has any weight at all."""
    top = max(logs)
    if top == -math.inf:
        return rng.randrange(len(logs))
    weights = [math.exp(log - top) for log in logs]
    point = rng.random() * math.fsum(weights)
    for index, weight in enumerate(weights):
        point -= weight
        if point < 0:
            return index
    return len(weights) - 1


def chain(hidden: Hidden, weigh: Callable[[Placement], float], rng: random.Random, candidates: int = CANDIDATES,
          steps: int = STEPS) -> Placement:
    """One placement of the hidden cards from a fresh chain: ``candidates`` plain deals weighed by ``weigh`` (the
    reading's log-likelihood), one kept in proportion, moved ``steps`` swaps."""
    deals = [deal_hidden(hidden, rng) for _ in range(max(1, candidates))]
    logs = [weigh(placed) for placed in deals]
    chosen = pick(logs, rng)
    particle = Particle(deals[chosen], logs[chosen])
    move(hidden, weigh, particle, steps, rng)
    return particle.placed


class PosteriorDraws:
    """A :data:`.search.Sampler` whose every world comes from its own fresh chain (:func:`chain`).

    It keeps nothing between draws but what the view fixes (the reading and a scratch world to weigh placements
    in), so the draws are independent; make one per weighing, or keep one: a new view starts afresh.
    """

    def __init__(self, candidates: int = CANDIDATES, steps: int = STEPS) -> None:
        self.candidates, self.steps = candidates, steps
        self.view: PlayerView | None = None
        self.scratch: Scratch | None = None

    def __call__(self, view: PlayerView, rng: random.Random) -> HandState:
        if view is not self.view:
            self._start(view)
        if self.scratch is None:
            return view.determinize(rng)
        return view.filled(chain(view.hidden, self.scratch.weigh, rng, self.candidates, self.steps), rng)

    def reads(self, view: PlayerView) -> bool:
        """Whether ``view``'s worlds are read (the game has a reading and something to read), not dealt plainly."""
        if view is not self.view:
            self._start(view)
        return self.scratch is not None

    def _start(self, view: PlayerView) -> None:
        self.view, self.scratch = view, None
        reading = reading_for(view.world.rules.engine)
        if reading is not None and reading.shown(view):
            self.scratch = Scratch(view, reading.weigh)


def posterior_draw(view: PlayerView, rng: random.Random, candidates: int = CANDIDATES,
                   steps: int = STEPS) -> HandState:
    """One world for ``view`` from a fresh chain (for tools and tests; a weighing keeps one :class:`PosteriorDraws`
    so the reading is looked up once)."""
    return PosteriorDraws(candidates, steps)(view, rng)
