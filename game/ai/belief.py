"""Reading the play: worlds drawn from a belief that explains every bid and card seen, kept diverse by swaps.

Expert's first reading (:class:`.inference.InferenceSampler`) deals candidate
worlds plainly and weighs each by how well it explains the opponents'
decisions: importance sampling.  Late in a hand almost every candidate
explains them far worse than the best few, so a pool of hundreds is worth a
handful of worlds (3 to 13 by Kish's measure, lab/experiments/belief-quality.md),
and a search over them is sure and often wrong.

:class:`Belief` is a particle filter that does not thin out.  For one view it

1. deals ``size`` candidates plainly and weighs them by the game's reading
   (the same :class:`.inference.Reading`: the rule bot, softened);
2. resamples them by weight, so a likely world is kept several times and an
   unlikely one dropped;
3. moves every particle by Metropolis–Hastings steps (:func:`swap`): two
   hidden cards in different places (two opponents' hands, or a hand and the
   stock or skat) change places, and the swap is kept with probability
   ``min(1, L_new / L_old)``.  A swap the view rules out (a card into a suit
   its new holder showed void in, a card the seat knows the place of) is never
   made.  The moves leave the posterior unchanged (every deal that fits the
   view alike, times the reading's likelihood), and they turn the copies of a
   likely world into different likely worlds again.

:class:`BeliefSampler` serves a search: it builds the belief at the first
draw and hands out its particles in turn, moving each by one more step every
few draws, so a long search keeps meeting new worlds.  It remembers the
particles of the last view of the same hand: the next decision starts from
them where they still fit what the seat now sees (:func:`carried`), which is
what keeps the belief incremental as the tricks fall.

Pure: the belief is built from the view alone (no hidden card is read), and
the same view and seed give the same worlds.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import Card, HandState, PlayerView
from ..engine.hidden import Hidden, Location, deal_hidden
from .inference import Evidence, reading_for

Placement = dict[Location, list[Card]]
"""Where one world puts the unseen cards: every hidden location's cards, the known ones first."""


@dataclass(slots=True)
class Particle:
    """One world of the belief: its placement and the log-likelihood of the opponents' decisions in it."""

    placed: Placement
    log: float


def free_slots(hidden: Hidden, placed: Placement) -> list[tuple[Location, int]]:
    """Every (location, index) whose card a swap may move: all but the cards the seat knows sit there."""
    return [(location, i) for location, cards in placed.items()
            for i in range(len(hidden.known.get(location, ())), len(cards))]


def swap(hidden: Hidden, placed: Placement, slots: Sequence[tuple[Location, int]],
         rng: random.Random) -> tuple[tuple[Location, int], tuple[Location, int]] | None:
    """Two slots in different places whose cards may trade places under what the view knows, or ``None``.

    Both slots are drawn uniformly (the second among the slots of the other places), so the proposal is
    symmetric and Metropolis–Hastings needs only the likelihoods' ratio.
    """
    if len(slots) < 2:
        return None
    a = slots[rng.randrange(len(slots))]
    b = slots[rng.randrange(len(slots))]
    tries = 0
    while b[0] == a[0]:
        tries += 1
        if tries > 8:
            return None
        b = slots[rng.randrange(len(slots))]
    card_a, card_b = placed[a[0]][a[1]], placed[b[0]][b[1]]
    if card_a == card_b:
        return None
    if card_b in hidden.excluded.get(a[0], ()) or card_a in hidden.excluded.get(b[0], ()):
        return None
    return a, b


class Scratch:
    """One world of the view's, refilled for every placement weighed: the reading needs a full world, and
    refilling one is cheaper than cloning a new one each time."""

    def __init__(self, view: PlayerView, evidence: Evidence[PlayerView]) -> None:
        self.view, self.evidence = view, evidence
        self.world = view.world.clone()

    def weigh(self, placed: Placement) -> float:
        world = self.world
        for location, cards in placed.items():
            world._set_location(location, cards)
        return self.evidence(self.view, world)


def build(view: PlayerView, evidence: Evidence[PlayerView], rng: random.Random, size: int, moves: int,
          start: Sequence[Placement] = ()) -> list[Particle]:
    """``size`` particles for ``view``: ``start`` placements (carried from the last view) topped up with plain
    deals to twice ``size``, resampled by weight, each then moved ``moves`` Metropolis–Hastings steps.

    The carried placements are where the last view's belief had got to, so they start the chains near the
    posterior; the fresh deals keep a belief gone wrong from holding on to its mistake."""
    scratch = Scratch(view, evidence)
    candidates = list(start[:size])
    candidates += [deal_hidden(view.hidden, rng) for _ in range(size * 2 - len(candidates))]
    logs = [scratch.weigh(p) for p in candidates]
    chosen = resample(logs, size, rng)
    particles = [Particle({loc: list(cards) for loc, cards in candidates[i].items()}, logs[i]) for i in chosen]
    for particle in particles:
        move(view.hidden, scratch.weigh, particle, moves, rng)
    return particles


def resample(logs: Sequence[float], size: int, rng: random.Random) -> list[int]:
    """``size`` indices drawn in proportion to ``exp(logs)`` (systematic resampling: one draw, even steps)."""
    top = max(logs)
    weights = [math.exp(log - top) for log in logs]
    total = sum(weights)
    step = total / size
    point, running, i, out = rng.random() * step, weights[0], 0, []
    for _ in range(size):
        while running < point and i < len(weights) - 1:
            i += 1
            running += weights[i]
        out.append(i)
        point += step
    return out


def move(hidden: Hidden, weigh: Callable[[Placement], float], particle: Particle, steps: int,
         rng: random.Random) -> int:
    """``steps`` Metropolis–Hastings swaps tried on ``particle``, each judged by ``weigh`` (the log-likelihood
    of a placement); returns how many were kept."""
    placed = particle.placed
    slots = free_slots(hidden, placed)
    kept = 0
    for _ in range(steps):
        pair = swap(hidden, placed, slots, rng)
        if pair is None:
            continue
        (la, ia), (lb, ib) = pair
        placed[la][ia], placed[lb][ib] = placed[lb][ib], placed[la][ia]
        log = weigh(placed)
        if log >= particle.log or rng.random() < math.exp(log - particle.log):
            particle.log = log
            kept += 1
        else:
            placed[la][ia], placed[lb][ib] = placed[lb][ib], placed[la][ia]
    return kept


def carried(hidden: Hidden, old: Placement) -> Placement | None:
    """``old`` (a placement made for an earlier view of the same hand) brought up to what ``hidden`` says now:
    each location keeps the cards still unseen that it may hold, less any it no longer has room for.
    ``None`` when it cannot fit (a place grew, or cards moved where the view now knows them)."""
    pool = Counter(hidden.unseen)
    placed: Placement = {}
    for location in hidden.sizes:
        known = list(hidden.known.get(location, ()))
        for card in known:
            if pool[card] <= 0:
                return None
            pool[card] -= 1
        placed[location] = known
    for location, size in hidden.sizes.items():
        banned = hidden.excluded.get(location, frozenset())
        keep = placed[location]
        for card in old.get(location, ()):
            if len(keep) >= size:
                break
            if pool[card] > 0 and card not in banned:
                keep.append(card)
                pool[card] -= 1
    rest = list(pool.elements())
    for location, size in hidden.sizes.items():
        banned = hidden.excluded.get(location, frozenset())
        while len(placed[location]) < size:
            fits = next((c for c in rest if c not in banned), None)
            if fits is None:
                return None
            rest.remove(fits)
            placed[location].append(fits)
    return placed if not rest else None


@dataclass(frozen=True, slots=True)
class Kept:
    """What one seat's last belief leaves for the next: the hand (its dealer) and the moves seen, the
    placements the belief started from, and its particles as built (before a search moved them further)."""

    dealer: int
    log: tuple[object, ...]
    start: list[Placement]
    end: list[Placement]


def _copy(placed: Placement) -> Placement:
    return {location: list(cards) for location, cards in placed.items()}


class BeliefSampler:
    """A :data:`.search.Sampler` drawing its worlds from a :class:`Belief`-style particle filter.

    One instance serves a seat through a hand (or several seats, each kept apart): it builds the particles
    for a view at its first draw after :meth:`restart` (or for a new view), starting from that seat's last
    particles when the hand is the same and they still fit, then hands them out in turn, moving one particle
    one more step every ``refresh`` draws.
    """

    def __init__(self, size: int = 64, moves: int = 4, refresh: int = 8, carry: bool = True) -> None:
        self.size, self.moves, self.refresh, self.carry = size, moves, refresh, carry
        self.view: PlayerView | None = None
        self.scratch: Scratch | None = None
        self.particles: list[Particle] = []
        self.calls = 0
        self.kept: dict[int, Kept] = {}
        """Each seat's last belief, to start that seat's next view from: one bot may search for several seats
        in turn (a worker's does)."""

    def __call__(self, view: PlayerView, rng: random.Random) -> HandState:
        if view is not self.view:
            self._start(view, rng)
        if self.scratch is None:
            return view.determinize(rng)
        self.calls += 1
        particle = self.particles[self.calls % len(self.particles)]
        if self.calls % self.refresh == 0:
            move(view.hidden, self.scratch.weigh, particle, 1, rng)
        return view.filled(particle.placed, rng)

    def restart(self) -> None:
        """Build afresh at the next draw, even for the same view: a search that is run again from the same
        seed then meets the same worlds."""
        self.view = None

    def _start(self, view: PlayerView, rng: random.Random) -> None:
        self.view, self.calls, self.particles, self.scratch = view, 0, [], None
        reading = reading_for(view.world.rules.engine)
        if reading is None or not reading.shown(view):
            return
        self.scratch = Scratch(view, reading.weigh)
        log = tuple(view.world.log)
        last = self.kept.get(view.seat) if self.carry else None
        start: list[Placement] = []
        if last is not None and last.dealer == view.dealer and log == last.log:
            start = last.start  # the same position again: the same start, so the same seed gives the same worlds
        elif last is not None and last.dealer == view.dealer and log[:len(last.log)] == last.log:
            start = [p for p in (carried(view.hidden, old) for old in last.end) if p is not None]
        self.particles = build(view, reading.weigh, rng, self.size, self.moves, start)
        self.kept[view.seat] = Kept(view.dealer, log, start, [_copy(p.placed) for p in self.particles])

    def placements(self) -> list[Placement]:
        """The current particles' placements (for measurements)."""
        return [p.placed for p in self.particles]

