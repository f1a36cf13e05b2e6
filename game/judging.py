"""The review's verdict on one of the player's decisions, and which decisions of a hand cost the most.

A decision is judged again from the player's view at that moment (a :class:`~game.review.Moment`'s
view, never the true deal) by a stronger search than the hint's: Expert's search, which weighs the
deals by what the bids and plays so far make likely, picks the move it would make; the coach
(:func:`game.ai.coach.appraise`) then values that move and the one played over the same sampled
deals, in the game's own units (the chance to make the bid, expected penalty points).  The gap is
what the decision cost.  :func:`judge` runs in a worker process (the table's window keeps drawing);
it is pure, takes its clock from the caller, and for a fixed seed and budget gives the same verdict.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .ai import Budget, SearchBot
from .ai.coach import Goal, Worth, appraise
from .ai.errands import Desk
from .catalogue import _
from .engine import Action, PlayerView, RuleSet

LEVEL = "expert"
"""The search that judges: stronger than the hint's Hard (more deals, and inference from the play)."""

SEARCH_SHARE = 0.6
"""Of a decision's time, the share the search takes to find the better move; the coach values the rest."""


@dataclass(frozen=True, slots=True)
class Judgement:
    """What the review thinks of one decision: the move played, the move it would make, each valued."""

    goal: Goal
    played: Worth
    best: Worth
    """The search's move valued by the coach (the played move itself when the search agrees)."""
    iterations: int
    """How many deals the search looked at to pick its move."""

    @property
    def cost(self) -> float:
        """How much worse the played move was, in the goal's unit (0 or less: it was as good or better)."""
        gap = self.best.value - self.played.value
        return gap if self.goal.higher_is_better else -gap


@dataclass(frozen=True, slots=True)
class Effort:
    """How hard to look at one decision: the search's and the coach's budgets, and the time for both."""

    iterations: int
    deals: int
    seconds: float | None = None
    """With a clock: stop both parts within this time (each still runs at least one iteration)."""


def judge(rules: RuleSet, view: PlayerView, played: Action, rng: random.Random, effort: Effort,
          clock: Callable[[], float] | None = None) -> Judgement:
    """Judge ``played`` from ``view``: the search's move, then both moves valued over the same deals."""
    seconds = effort.seconds
    bot = SearchBot(LEVEL, rules, clock=clock)
    budget = Budget(iterations=effort.iterations, seconds=seconds * SEARCH_SHARE if seconds else None)
    choice = bot.search(view, rng, budget)
    better = next((a for a in view.legal_actions if a == choice.action), played)
    moves = [played] if better == played else [played, better]
    rest = seconds * (1 - SEARCH_SHARE) if seconds else None
    appraisal = appraise(rules, view, rng, deals=effort.deals, level=LEVEL, moves=moves, clock=clock, seconds=rest)
    worth = {w.action: w for w in appraisal.worths}
    return Judgement(appraisal.goal, worth[played], worth[better], choice.iterations)


@dataclass(frozen=True, slots=True)
class Judge:
    """The review's request to a worker process (:mod:`game.ai.errands`): judge one decision on its clock."""

    rules: RuleSet
    view: PlayerView
    played: Action
    rng: random.Random
    effort: Effort

    def run(self, desk: Desk) -> Judgement:
        return judge(self.rules, self.view, self.played, self.rng, self.effort, desk.clock)


NOTICE_CHANCE = 0.04
"""A cost in chances smaller than this (4 points of percent) is within the sampling's noise: not listed."""
NOTICE_POINTS = 0.5
"""Likewise for a cost in expected points."""


def notable(judgement: Judgement) -> bool:
    """The decision cost enough to be worth the player's attention."""
    return judgement.cost >= (NOTICE_CHANCE if judgement.goal.percent else NOTICE_POINTS)


def costliest(judged: Sequence[tuple[int, Judgement]], most: int = 3) -> list[tuple[int, Judgement]]:
    """Of ``(decision number, judgement)`` pairs, the ``most`` that cost the most (in the hand's order when
    equal), leaving out those that cost too little to tell."""
    ranked = sorted((pair for pair in judged if notable(pair[1])), key=lambda pair: (-pair[1].cost, pair[0]))
    return ranked[:most]


def amount(goal: Goal, value: float) -> str:
    """A value in the goal's unit: "82 %", "3.4 points", "265 points", "−12 points".

    >>> chance, points = Goal("x", True, True), Goal("x", False, False)
    >>> amount(chance, 0.816), amount(points, 3.44), amount(points, 1265.2), amount(points, -12.4)
    ('82 %', '3.4 points', '1,265 points', '−12 points')
    """
    if goal.percent:
        return f"{round(value * 100)} %"
    number = f"{abs(value):,.1f}" if abs(value) < 10 else f"{round(abs(value)):,}"
    return _("{number} points").format(number=f"{'−' if value < 0 and number.strip('0.,') else ''}{number}")


def cost_words(judgement: Judgement) -> str:
    """The cost in the game's words, e.g. "cost 21 % — make your bid exactly: 61 % as played, 82 % with the
    better move"."""
    goal, cost = judgement.goal, judgement.cost
    lost = f"{round(cost * 100)} %" if goal.percent else amount(goal, cost)
    played, best = amount(goal, judgement.played.value), amount(goal, judgement.best.value)
    return _("cost {lost} — {goal}: {played} as played, {best} with the better move").format(
        lost=lost, goal=_(goal.words), played=played, best=best)
