"""The review's judging, a decision at a time, off the window's frame: one job per decision, two at once.

Each of the player's decisions is judged by :func:`game.judging.judge` from the view they had then.
The table's worker processes (:mod:`game.ai.worker`) do the work, one decision on each core, so
the review's progress bar moves while the window keeps drawing; where no worker process can start a
decision is said not to be judged.  :class:`InPlace` judges in this process at once (the tests, with
tiny budgets).  The work is counted in deals (the same review judges alike); a time cap shared out so a
whole hand takes at most about :data:`HAND_SECONDS` on two cores stops a slow machine sooner.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import Protocol

from ...ai.worker import Ticket, thinkers
from ...engine import Action, PlayerView, RuleSet
from ...judging import Effort, Judge, Judgement, judge
from ...review import Moment

HAND_SECONDS = 8.0
"""What judging a whole hand may take on the two cores, at most (a little more goes on starting up)."""
CORES = 2
FEWEST_SECONDS, MOST_SECONDS = 0.4, 3.0
"""Each decision's time cap, whatever the number of decisions."""
MOST_DEALS = 2048
"""The most deals a decision is weighed over: the judge stops sooner once its pick is told apart."""


def effort_for(decisions: int, cores: int = CORES, seconds: float = HAND_SECONDS) -> Effort:
    """Each decision's share of the hand's time on ``cores`` (the search and the coach stop on the clock):
    the decisions go ``cores`` at a time, so five on two cores take three turns.

    >>> effort_for(5).seconds, effort_for(40).seconds
    (2.6666666666666665, 0.4)
    """
    each = seconds / max(1, -(-decisions // cores))
    return Effort(deals=MOST_DEALS, seconds=min(MOST_SECONDS, max(FEWEST_SECONDS, each)))


class Runner(Protocol):
    """Where judging happens: ``slots`` decisions at once, each started, polled and perhaps abandoned."""

    slots: int

    def start(self, rules: RuleSet, view: PlayerView, played: Action, rng: random.Random,
              effort: Effort) -> Hashable: ...

    def check(self, job: Hashable) -> Judgement | None:
        """The judgement once it is ready, else ``None``; raises ``RuntimeError`` if judging failed."""
        ...

    def abandon(self, job: Hashable) -> None: ...


class InPlace:
    """Judging in this process, at once (tests; a machine where no worker process starts)."""

    slots = 1

    def __init__(self) -> None:
        self._done: dict[int, Judgement] = {}
        self._jobs = 0

    def start(self, rules: RuleSet, view: PlayerView, played: Action, rng: random.Random,
              effort: Effort) -> Hashable:
        self._jobs += 1
        self._done[self._jobs] = judge(rules, view, played, rng, effort)
        return self._jobs

    def check(self, job: Hashable) -> Judgement | None:
        return self._done.pop(job, None) if isinstance(job, int) else None

    def abandon(self, job: Hashable) -> None:
        if isinstance(job, int):
            self._done.pop(job, None)


class InWorkers:
    """Judging in the table's worker processes, one decision on each core (:meth:`game.ai.worker.Thinkers.post`)."""

    slots = CORES

    def __init__(self) -> None:
        self._lanes: dict[int, Ticket[Judgement]] = {}

    def start(self, rules: RuleSet, view: PlayerView, played: Action, rng: random.Random,
              effort: Effort) -> Hashable:
        lane = next((k for k in range(self.slots) if k not in self._lanes), None)
        if lane is None:
            raise RuntimeError("both cores are judging already")
        ticket = thinkers().post(Judge(rules, view, played, rng, effort), lane)
        self._lanes[lane] = ticket
        return ticket.job

    def _ticket(self, job: Hashable) -> tuple[int, Ticket[Judgement]] | None:
        return next(((lane, t) for lane, t in self._lanes.items() if t.job == job), None)

    def check(self, job: Hashable) -> Judgement | None:
        found = self._ticket(job)
        if found is None:
            raise RuntimeError("the judging was let go")
        lane, ticket = found
        try:
            verdict = thinkers().check(ticket)
        except RuntimeError:
            del self._lanes[lane]
            raise
        if verdict is not None:
            del self._lanes[lane]
        return verdict

    def abandon(self, job: Hashable) -> None:
        found = self._ticket(job)
        if found is not None:
            thinkers().abandon(found[1])
            del self._lanes[found[0]]


def decision_seed(seed: int, hand: int, number: int) -> random.Random:
    """The random source for judging one decision: the same review of the same hand judges alike."""
    return random.Random(f"review/{seed}/{hand}/{number}")


class Judges:
    """The player's decisions of one hand being judged: which are waiting, under way, judged or failed."""

    def __init__(self, rules: RuleSet, moments: Sequence[Moment], runner: Runner, effort: Effort, *,
                 seed: int, hand: int) -> None:
        self.rules = rules
        self.runner = runner
        self.effort = effort
        self.seed, self.hand = seed, hand
        self.waiting = list(moments)
        self.total = len(moments)
        self.under_way: dict[int, Hashable] = {}
        self._moments = {m.number: m for m in moments}
        self.judged: dict[int, Judgement] = {}
        """Each judged decision's verdict, by its number in the hand."""
        self.failed: dict[int, str] = {}

    @property
    def done(self) -> int:
        return len(self.judged) + len(self.failed)

    @property
    def finished(self) -> bool:
        return self.done >= self.total

    @property
    def progress(self) -> float:
        return self.done / self.total if self.total else 1.0

    def update(self) -> None:
        """Once a frame: collect what is ready and start the next decisions on the free cores."""
        for number, job in list(self.under_way.items()):
            try:
                verdict = self.runner.check(job)
            except RuntimeError as error:
                del self.under_way[number]
                self.failed[number] = str(error)
                continue
            if verdict is not None:
                del self.under_way[number]
                self.judged[number] = verdict
        while self.waiting and len(self.under_way) < self.runner.slots:
            moment = self.waiting.pop(0)
            rng = decision_seed(self.seed, self.hand, moment.number)
            try:
                self.under_way[moment.number] = self.runner.start(self.rules, moment.view, moment.played, rng,
                                                                  self.effort)
            except (RuntimeError, ValueError, OSError) as error:
                self.failed[moment.number] = str(error)

    def pause(self) -> None:
        """Another scene needs the workers (a practice table's computer seats): the decisions under way are let
        go, to be judged again from the start when :meth:`update` is next called."""
        for job in self.under_way.values():
            self.runner.abandon(job)
        self.waiting[:0] = [self._moments[number] for number in sorted(self.under_way)]
        self.under_way.clear()

    def close(self) -> None:
        """The review is leaving: let the work under way go."""
        for job in self.under_way.values():
            self.runner.abandon(job)
        self.under_way.clear()
        self.waiting.clear()
