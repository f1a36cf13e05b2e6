"""What each move is worth to a seat, in the game's own words, from that seat's view alone.

The search (:mod:`.search`) picks a move by visits and rewards on a shared [0, 1] scale; a player
learning the game wants to hear "7♥ makes your bid 82 % of the time".  :func:`appraise` samples
``deals`` worlds consistent with the seat's view, plays every move in each of them (the same
worlds, and the same random numbers in each playout, for every move: common random numbers, so
the differences between moves are not noise between deals), plays the hand out with the level's
rollout policy, and measures the game's aim (:mod:`.goals`) for the seat.  :func:`trick_odds` plays
the hand out from the view as it stands and counts the seat's tricks: the bid coach's chart.

Like every search here it takes a :class:`PlayerView`, never the true state, and reads no clock
of its own: a caller that wants a time limit lends one (the worker does).  For a fixed seed the
values depend only on the view.

A hand that runs past the rollout cap (Lo-Hi's and Koira's long rounds, :attr:`.rewards.Scoring.cap`)
is not played to its end: the goal is then guessed from the cards each seat still holds
(:attr:`.goals.Aim.estimate`: Lo-Hi's chance to go out first as a share of ``1 / (1 + cards)``,
Koira's chance to be the Koira as the seat's share of the cards held).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import Action, ActionKind, HandState, PlayerView, RuleSet
from .budget import Budget
from .goals import Goal, aim_for
from .inference import InferenceSampler
from .levels import SEARCH_LEVELS
from .playouts import PlayOut, playout_for
from .rewards import scoring_for
from .rollouts import rollout_for
from .search import Sampler, determinize

__all__ = ["Appraisal", "Goal", "TrickOdds", "Worth", "appraise", "goal_for", "trick_odds"]


@dataclass(frozen=True, slots=True)
class Worth:
    """One move and what the sampled deals expect of it, in the goal's unit."""

    action: Action
    value: float
    deals: int


@dataclass(frozen=True, slots=True)
class Appraisal:
    """The moves valued, best first in the goal's direction."""

    goal: Goal
    worths: tuple[Worth, ...]


@dataclass(frozen=True, slots=True)
class TrickOdds:
    """How many tricks the seat takes over the sampled deals: ``chances[k]`` of taking exactly ``k``.

    ``forbidden`` is a bid the seat may not make now (Oh Hell's hook on the dealer), if any.
    """

    chances: tuple[float, ...]
    deals: int
    forbidden: int | None = None


def goal_for(rules: RuleSet, view: PlayerView) -> Goal:
    """The seat's aim this hand, in the game's words (a variant can change them: Lohai's partners)."""
    return aim_for(rules.engine).goal(view)


@dataclass(frozen=True, slots=True)
class _Player:
    """How a level plays a sampled world out: its sampler, playout, cap and the game's aim."""

    sample: Sampler
    play_out: PlayOut
    cap: int | None
    measure: Callable[[HandState, int], float]
    estimate: Callable[[HandState, int], float]

    def value(self, world: HandState, seat: int, rng: random.Random) -> float:
        if not world.is_over():
            self.play_out(world, rng, self.cap)
        return (self.measure if world.is_over() else self.estimate)(world, seat)


def _player(rules: RuleSet, level: str) -> _Player:
    if level not in SEARCH_LEVELS:
        raise ValueError(f"'{level}' does not search (known: {', '.join(SEARCH_LEVELS)})")
    aim = aim_for(rules.engine)
    scoring = scoring_for(rules.engine)
    sample: Sampler = InferenceSampler() if level == "expert" else determinize
    return _Player(sample, playout_for(rollout_for(rules)), scoring.cap, aim.measure, aim.estimate or aim.measure)


def _stopper(deals: int, clock: Callable[[], float] | None, seconds: float | None) -> Callable[[int], bool]:
    if deals < 1:
        raise ValueError(f"{deals} deals tell nothing: ask for at least one")
    return Budget(iterations=deals, seconds=seconds).stopper(clock)


def appraise(rules: RuleSet, view: PlayerView, rng: random.Random, *, deals: int, level: str = "hard",
             moves: Sequence[Action] | None = None, clock: Callable[[], float] | None = None,
             seconds: float | None = None) -> Appraisal:
    """Every legal move (or ``moves``) valued over up to ``deals`` sampled deals, best first.

    With ``clock`` and ``seconds`` it stops early when time runs out (after at least one deal); each
    :class:`Worth` says how many deals it stands on.  Raises ``ValueError`` for a move the view does
    not allow, no move at all, or a level that does not search.
    """
    goal = goal_for(rules, view)
    candidates = _candidates(view, moves)
    player = _player(rules, level)
    done = _stopper(deals, clock, seconds)
    totals = [0.0] * len(candidates)
    used = 0
    while True:
        world = player.sample(view, rng)
        seed = rng.getrandbits(64)
        for index, move in enumerate(candidates):
            trial = world.clone()
            trial.advance(move)
            totals[index] += player.value(trial, view.seat, random.Random(seed))
        used += 1
        if done(used):
            break
    worths = [Worth(move, total / used, used) for move, total in zip(candidates, totals, strict=True)]
    worths.sort(key=lambda w: -w.value if goal.higher_is_better else w.value)
    return Appraisal(goal, tuple(worths))


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


def trick_odds(rules: RuleSet, view: PlayerView, rng: random.Random, *, deals: int, level: str = "hard",
               clock: Callable[[], float] | None = None, seconds: float | None = None) -> TrickOdds:
    """How many tricks the seat is likely to take with this hand: the hand played out from the view by the
    level's rollout policy (the seat's own bid too: the policy's, made for this hand) over sampled deals.

    The forbidden bid is the one bid from nought to the hand size the view does not allow the seat
    (Oh Hell's hook), when it is the seat's turn to bid.  Raises ``ValueError`` for a game that counts no tricks.
    """
    facts = view.facts()
    if facts.tricks_won is None:
        raise ValueError(f"{rules.engine} counts no tricks")
    size = facts.hand_size if facts.hand_size is not None else len(view.hand)
    player = _player(rules, level)
    done = _stopper(deals, clock, seconds)
    counts = [0] * (size + 1)
    used = 0
    while True:
        world = player.sample(view, rng)
        if not world.is_over():
            player.play_out(world, rng, player.cap)
        taken = world.view(view.seat).facts().tricks_won or ()
        counts[min(size, taken[view.seat] if taken else 0)] += 1
        used += 1
        if done(used):
            break
    return TrickOdds(tuple(c / used for c in counts), used, _forbidden(view, size))


def _forbidden(view: PlayerView, size: int) -> int | None:
    bids = {int(a.args[0]) for a in view.legal_actions if a.kind == ActionKind.BID and a.args}
    if not bids:
        return None
    missing = [b for b in range(size + 1) if b not in bids]
    return missing[0] if len(missing) == 1 else None
