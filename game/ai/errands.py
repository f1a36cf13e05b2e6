"""What the table may ask of a worker process: a seat's search, or the judge's values of a seat's options.

A worker (:mod:`.worker`) answers one request at a time.  A request is a small frozen record that
crosses to the worker by pickle and runs there with what the worker lends it, a :class:`Desk`: the
clock of the job in hand (which says "time is up" once the table let the job go) and the search
bots the worker keeps between requests.  Any picklable object with ``run(desk)`` fits the same path,
so a new kind of question (the post-hand review's) is a new record here or in its own module, not
a new protocol: the worker's pipe, its abandon signal and the table's polling stay as they are.

Like everything in ``game.ai`` the requests read no clock of their own and see only a seat's view.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, TypeVar

from ..engine import Action, PlayerView, RuleSet
from .judge import Sampling, Weighing, weigh
from .levels import SearchBot, Think
from .search import Choice

T_co = TypeVar("T_co", covariant=True)


class Desk:
    """What a worker lends each request: the job's clock, and search bots kept from one request to the next."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self._bots: dict[tuple[str, str], SearchBot] = {}

    def bot(self, level: str, key: str, rules: RuleSet) -> SearchBot:
        """The worker's bot of ``level`` for the rules named ``key`` (built once, on the desk's clock)."""
        bot = self._bots.get((level, key))
        if bot is None:
            bot = self._bots[(level, key)] = SearchBot(level, rules, clock=self.clock)
        return bot


class Request(Protocol[T_co]):
    """A question a worker answers: run on a :class:`Desk`, return what the table polls for."""

    def run(self, desk: Desk) -> T_co:
        ...


@dataclass(frozen=True, slots=True)
class Search:
    """A computer seat's decision: the level's search on the seat's view (``key`` names the rule set)."""

    level: str
    key: str
    rules: RuleSet
    view: PlayerView
    rng: random.Random
    budget: Think = 0.0

    def run(self, desk: Desk) -> Choice:
        return desk.bot(self.level, self.key, self.rules).search(self.view, self.rng, self.budget)


@dataclass(frozen=True, slots=True)
class Weigh:
    """The judge's values of a seat's options (:func:`.judge.weigh`): the hint, the coach and the review ask it."""

    rules: RuleSet
    view: PlayerView
    rng: random.Random
    sampling: Sampling
    moves: tuple[Action, ...] | None = None

    def run(self, desk: Desk) -> Weighing:
        return weigh(self.rules, self.view, self.rng, sampling=self.sampling, moves=self.moves, clock=desk.clock)
