"""The review's verdict on one of the player's decisions, which decisions of a hand cost the most, and the
words every look at a decision shares (the hint's, the coach's, the review's).

A decision is judged again from the player's view at that moment (a :class:`~game.review.Moment`'s
view, never the true deal) by the one judge (:func:`game.ai.judge.weigh`): every option raced over the
same sampled deals, in the game's own units (the chance to make the bid, expected penalty points).
The gap between the judge's pick and the move played, with its interval, is what the decision cost;
a decision is called costly only when that gap is clear of the noise.  :func:`judge` runs in a
worker process (the table's window keeps drawing); it is pure, counts its work in deals, and for a
fixed seed gives the same verdict (a lent clock only caps it, and then its deals say so).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .ai.errands import Desk
from .ai.judge import Gap, Goal, Option, Sampling, Weighing, weigh
from .catalogue import _
from .engine import Action, PlayerView, RuleSet


@dataclass(frozen=True, slots=True)
class Judgement:
    """What the review thinks of one decision: every option weighed, and the one played."""

    weighing: Weighing
    played_action: Action

    @property
    def goal(self) -> Goal:
        return self.weighing.goal

    @property
    def played(self) -> Option:
        return self.weighing.option(self.played_action)

    @property
    def best(self) -> Option:
        """The judge's pick (the move played itself when nothing was better)."""
        return self.weighing.options[0]

    @property
    def gap(self) -> Gap:
        """The pick against the move played."""
        return self.weighing.gap(self.played_action)

    @property
    def cost(self) -> float:
        """How much worse the played move was, in the goal's unit (0 or less: it was as good or better)."""
        return self.gap.value


@dataclass(frozen=True, slots=True)
class Effort:
    """How hard to look at one decision: the most deals, and the seconds that cap them on a lent clock."""

    deals: int
    seconds: float | None = None

    def sampling(self) -> Sampling:
        return Sampling(first=min(FIRST_LOOK, self.deals), most=self.deals, seconds=self.seconds)


FIRST_LOOK = 128
"""Deals before the judge first looks whether the options are told apart."""


def judge(rules: RuleSet, view: PlayerView, played: Action, rng: random.Random, effort: Effort,
          clock: Callable[[], float] | None = None) -> Judgement:
    """Judge ``played`` from ``view``: every option weighed over the same deals, the move played among them."""
    return Judgement(weigh(rules, view, rng, sampling=effort.sampling(), clock=clock), played)


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


NOTICE_CHANCE = 0.02
"""A cost in chances smaller than this (2 points of percent) is not worth a player's attention, however sure."""
NOTICE_POINTS = 0.5
"""Likewise for a cost in expected points."""


def notable(judgement: Judgement) -> bool:
    """The decision cost enough to be worth the player's attention, and the cost is clear of the noise."""
    gap = judgement.gap
    return gap.clear and gap.value >= (NOTICE_CHANCE if judgement.goal.percent else NOTICE_POINTS)


def costliest(judged: Sequence[tuple[int, Judgement]], most: int = 3) -> list[tuple[int, Judgement]]:
    """Of ``(decision number, judgement)`` pairs, the ``most`` that cost the most (in the hand's order when
    equal), leaving out those whose cost is not clear of the noise."""
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


def give_or_take(goal: Goal, spread: float) -> str:
    """Half an interval in the goal's unit, as a player reads it beside a value: "±3" (points of percent, or
    points).

    >>> give_or_take(Goal("x", True, True), 0.031), give_or_take(Goal("x", False, False), 12.4)
    ('±3', '±12')
    """
    value = spread * 100 if goal.percent else spread
    return f"±{value:,.1f}" if value < 1 and not goal.percent else f"±{round(value):,}"


def sure_amount(goal: Goal, option: Option) -> str:
    """A value with how sure it is: "82 % (±3)", "−45 points (±12)"."""
    return f"{amount(goal, option.value)} ({give_or_take(goal, option.spread)})"


def versus(gap: Gap, other: str) -> str:
    """How the pick stands against ``other`` (a move in words), in plain words that say how sure: "clearly
    better than …", "about as good as …", "the same as … in every deal"."""
    if gap.identical:
        return _("the same as {other} in every deal").format(other=other)
    if gap.clear:
        return _("clearly better than {other}").format(other=other)
    return _("about as good as {other}").format(other=other)


def cost_words(judgement: Judgement) -> str:
    """The cost in the game's words with how sure it is, e.g. "cost 21 % (±6) — make your bid exactly: 61 % as
    played, 82 % with the better move"."""
    goal, gap = judgement.goal, judgement.gap
    lost = f"{round(gap.value * 100)} %" if goal.percent else amount(goal, gap.value)
    played, best = amount(goal, judgement.played.value), amount(goal, judgement.best.value)
    return _("cost {lost} ({give_or_take}) — {goal}: {played} as played, {best} with the better move").format(
        lost=lost, give_or_take=give_or_take(goal, (gap.high - gap.low) / 2), goal=_(goal.words), played=played,
        best=best)
