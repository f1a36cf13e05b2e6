"""The one judge: what each of a seat's options is worth, from that seat's view alone, and how sure that is.

The hint, the review, the bid coach, "what the computer knew" and every claim ask this module, and nothing
else works out a value for the player to read, so two looks at one decision cannot disagree by
method.  :func:`weigh` samples deals consistent with the seat's view, read from the play and each drawn
on its own (:class:`.posterior.PosteriorDraws`): a deal is the end of a short fresh chain (a few plain
deals weighed by the game's reading of the opponents' bids and plays, one kept in proportion, moved by
a few swaps), so the deals lean the way the play points, yet no deal shares anything with another, and
an interval worked out as over independent draws is honest.  Expert's weighted pool and its belief's
particles read the play too, but their worlds are copies and near-copies of a few likely ones: with the
pool two seeds disagreed beyond their intervals on one position in four.  Where nothing is shown yet
the deals are plain determinizations, the same ones as before the judge read the play.  It plays
every option in each deal with the same random numbers (common random numbers: the differences
between options are not noise between deals), plays the hand out with the game's rollout policy, and
measures the game's aim (:mod:`.goals`) for the seat.

It races the options: at each look (after :attr:`Sampling.first` deals, then at every doubling) an
option clearly worse than the best (paired over the same deals, at :data:`Z_GAP`) stops being
played, and the weighing ends once the best is told apart from every other option still in the race
(or they are the same move in every deal), or the budget runs out.  Its answer gives every option
its value, a 95 % interval and the number of deals behind it, best first; the pick is the first.
The budget is counted in deals, so the same view and seed always give the same answer; a clock may
be lent as a safety cap (the worker's), in which case the deal counts say where it stopped.

Like every search here it takes a :class:`PlayerView`, never the true state, and reads no clock of
its own.  A hand that runs past the rollout cap (Lo-Hi's and Koira's long rounds) is not played to
its end: its goal is guessed from the cards each seat still holds (:attr:`.goals.Aim.estimate`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import Action, HandState, PlayerView, RuleSet
from ..engine.claim import BUDGET, Claim, Verdict
from ..engine.claim import judge as judge_claim
from .budget import Budget
from .goals import Goal, aim_for
from .playouts import PlayOut, playout_for
from .posterior import PosteriorDraws
from .rewards import scoring_for
from .rollouts import rollout_for

__all__ = ["Gap", "Goal", "Option", "Sampling", "Weighing", "claim", "goal_for", "imagine", "weigh"]

Z = 1.96
"""An option's value is shown with its 95 % interval."""
Z_GAP = 3.0
"""A gap between the pick and another option has a 99.7 % interval, and the pick is "clearly better" only when
all of it is above zero: the pick is the best of several noisy means and the race looks several times, so
calling it better asks for more than an option's own interval."""


@dataclass(frozen=True, slots=True)
class Sampling:
    """How many deals a weighing may take: a first look after ``first``, then at every doubling, up to
    ``most``; ``seconds`` stops it sooner on a lent clock (a safety cap, never the plan)."""

    first: int = 64
    most: int = 2048
    seconds: float | None = None

    def __post_init__(self) -> None:
        if not 2 <= self.first <= self.most:
            raise ValueError(f"a weighing needs 2 <= first <= most deals, not {self.first} and {self.most}")


@dataclass(frozen=True, slots=True)
class Option:
    """One option and what the sampled deals expect of it, in the goal's unit: the mean and its 95 % interval."""

    action: Action
    value: float
    low: float
    high: float
    deals: int

    @property
    def spread(self) -> float:
        """Half the interval's width: the value is this sure, give or take."""
        return (self.high - self.low) / 2


@dataclass(frozen=True, slots=True)
class Gap:
    """How much better the pick is than another option, over the deals both were played in, in the goal's
    unit (above zero: the pick is better), with its 99.7 % interval (:data:`Z_GAP`)."""

    value: float
    low: float
    high: float
    deals: int
    identical: bool = False
    """The two options came out the same in every deal played (say, two cards next to each other in a suit)."""

    @property
    def clear(self) -> bool:
        """The pick is better beyond the noise: the whole interval is above zero."""
        return self.low > 0

    @property
    def settled(self) -> bool:
        """Nothing more to learn of the two: the pick is clearly better, or they are the same move in every deal."""
        return self.clear or self.identical


@dataclass(frozen=True, slots=True)
class Weighing:
    """Every option valued, best first in the goal's direction; ``gaps[k]`` is the pick against ``options[k]``
    (``gaps[0]`` the pick against itself)."""

    goal: Goal
    options: tuple[Option, ...]
    gaps: tuple[Gap, ...]

    @property
    def pick(self) -> Action:
        """The option with the best value."""
        return self.options[0].action

    @property
    def deals(self) -> int:
        """The most deals any option stands on (the pick's, unless the clock cut the race short)."""
        return max(o.deals for o in self.options)

    def option(self, action: Action) -> Option:
        """The option for ``action``; raises ``KeyError`` if it was not weighed."""
        return self.options[self._index(action)]

    def gap(self, action: Action) -> Gap:
        """The pick against ``action``."""
        return self.gaps[self._index(action)]

    def _index(self, action: Action) -> int:
        for index, option in enumerate(self.options):
            if option.action == action:
                return index
        raise KeyError(str(action))

    @property
    def runner_up(self) -> Option | None:
        """The second best option, if there is more than one."""
        return self.options[1] if len(self.options) > 1 else None

    @property
    def separated(self) -> bool:
        """The pick is clearly better than every other option (or the same move in every deal)."""
        return all(g.settled for g in self.gaps[1:])


def goal_for(rules: RuleSet, view: PlayerView) -> Goal:
    """The seat's aim this hand, in the game's words (a variant can change them: Lohai's partners)."""
    return aim_for(rules.engine).goal(view)


@dataclass(frozen=True, slots=True)
class _Player:
    """How the judge plays a sampled deal out: the game's playout, its cap and the aim's measures."""

    play_out: PlayOut
    cap: int | None
    measure: Callable[[HandState, int], float]
    estimate: Callable[[HandState, int], float]

    def value(self, world: HandState, seat: int, rng: random.Random) -> float:
        if not world.is_over():
            self.play_out(world, rng, self.cap)
        return (self.measure if world.is_over() else self.estimate)(world, seat)


def _player(rules: RuleSet) -> _Player:
    aim = aim_for(rules.engine)
    return _Player(playout_for(rollout_for(rules)), scoring_for(rules.engine).cap, aim.measure,
                   aim.estimate or aim.measure)


def imagine(view: PlayerView, rng: random.Random, count: int) -> list[HandState]:
    """``count`` deals the judge could weigh from ``view``: the same sampler, so "what the computer knew"
    shows deals of the kind every number stands on, read from the play as they are."""
    draw = PosteriorDraws()
    return [draw(view, rng) for _ in range(count)]


def claim(view: PlayerView, what: Claim, *, budget: int = BUDGET) -> Verdict:
    """A claim of the remaining tricks judged from the claimer's view alone (:func:`game.engine.claim.judge`):
    certain only when it holds in every deal the view allows, refused naming only cards the claimer can reason
    about, and "too early to judge" once its work (positions visited) is spent.  The player's claims and the
    computer seats' come here, in the claims' worker."""
    return judge_claim(view, what, budget=budget)


def weigh(rules: RuleSet, view: PlayerView, rng: random.Random, *, sampling: Sampling = Sampling(),
          moves: Sequence[Action] | None = None, clock: Callable[[], float] | None = None) -> Weighing:
    """Every legal move (or ``moves``) valued from ``view``, raced over sampled deals until the best is told
    apart or the budget runs out.

    Raises ``ValueError`` for a move the view does not allow, or no move at all.
    """
    goal = goal_for(rules, view)
    candidates = _candidates(view, moves)
    player = _player(rules)
    sign = 1.0 if goal.higher_is_better else -1.0
    results: list[list[float]] = [[] for _ in candidates]
    racing = list(range(len(candidates)))
    done = Budget(iterations=sampling.most, seconds=sampling.seconds).stopper(clock)
    look, used = sampling.first, 0
    draw = PosteriorDraws()
    while True:
        world = draw(view, rng)
        seed = rng.getrandbits(64)
        for index in racing:
            trial = world.clone()
            trial.advance(candidates[index])
            results[index].append(sign * player.value(trial, view.seat, random.Random(seed)))
        used += 1
        if used >= 2 and done(used):
            break
        if used == look:
            look *= 2
            racing = _still_racing(results, racing)
            if len(racing) == 1:
                break
    return _weighing(goal, candidates, results, sign)


def _still_racing(results: list[list[float]], racing: list[int]) -> list[int]:
    """The options still worth playing: the best, and every other not clearly behind it nor the same as it in
    every deal; a race of the best alone is over."""
    best = max(racing, key=lambda k: _mean(results[k]))
    return [best, *(k for k in racing if k != best and not _gap(results[best], results[k], Z_GAP).settled)]


def _weighing(goal: Goal, candidates: Sequence[Action], results: list[list[float]], sign: float) -> Weighing:
    """The options valued against the leader of those played in every deal: an option that left the race early
    is valued as the leader's mean less its gap to the leader over the deals both were played in (common
    random numbers make that gap the surer number), so every value shown is on the same footing, and the
    pick (the leader) shows the best value."""
    full = max(len(r) for r in results)
    leader = max((k for k, r in enumerate(results) if len(r) == full), key=lambda k: _mean(results[k]))
    base = _mean(results[leader])
    gaps = [_gap(results[leader], results[k], Z_GAP) for k in range(len(candidates))]
    order = sorted(range(len(candidates)), key=lambda k: (k != leader, gaps[k].value))
    options = tuple(_option(goal, candidates[k], sign * (base - gaps[k].value), results[k], gaps[k], k == leader)
                    for k in order)
    return Weighing(goal, options, tuple(gaps[k] for k in order))


def _gap(best: list[float], other: list[float], z: float) -> Gap:
    """``best`` against ``other`` over the deals both were played in (the race plays them in the same order)."""
    n = min(len(best), len(other))
    diffs = [a - b for a, b in zip(best[:n], other[:n], strict=True)]
    mean, half = _mean(diffs), z * _error(diffs)
    return Gap(mean, mean - half, mean + half, n, identical=not any(diffs))


def _option(goal: Goal, action: Action, value: float, values: list[float], gap: Gap, leader: bool) -> Option:
    """An option's value and its 95 % interval: its own deals' for the leader and those raced to the end; for
    one that left early, as wide as its own deals or its gap to the leader make it, whichever is wider."""
    n = len(values)
    if goal.percent:
        value = min(1.0, max(0.0, value))
        low, high = wilson(value, n)
    else:
        half = Z * _error(values)
        low, high = value - half, value + half
    if not leader:
        half = (gap.high - gap.low) / 2 * Z / Z_GAP
        low, high = min(low, value - half), max(high, value + half)
        if goal.percent:
            low, high = max(0.0, low), min(1.0, high)
    return Option(action, value, low, high, n)


def wilson(share: float, n: int) -> tuple[float, float]:
    """The 95 % Wilson interval of a chance seen as ``share`` over ``n`` deals: never past 0 or 1, and not a
    zero-width interval when every deal came out the same.

    >>> [round(x, 3) for x in wilson(1.0, 64)], [round(x, 3) for x in wilson(0.5, 400)]
    ([0.943, 1.0], [0.451, 0.549])
    """
    z2 = Z * Z
    centre = (share + z2 / (2 * n)) / (1 + z2 / n)
    half = Z / (1 + z2 / n) * math.sqrt(share * (1 - share) / n + z2 / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def _mean(values: Sequence[float]) -> float:
    return math.fsum(values) / len(values)


def _error(values: Sequence[float]) -> float:
    """The standard error of the mean (the sample's own spread; two values at least)."""
    n = len(values)
    if n < 2:
        return math.inf
    mean = _mean(values)
    return math.sqrt(math.fsum((x - mean) ** 2 for x in values) / (n - 1) / n)


def _candidates(view: PlayerView, moves: Sequence[Action] | None) -> tuple[Action, ...]:
    legal = view.legal_actions
    if moves is None:
        chosen = tuple(dict.fromkeys(legal))
    else:
        chosen = tuple(dict.fromkeys(moves))
        wrong = [str(m) for m in chosen if m not in legal]
        if wrong:
            raise ValueError(f"not a legal move for seat {view.seat} here: {', '.join(wrong)}")
    if not chosen:
        raise ValueError(f"seat {view.seat} has no move to value")
    return chosen
