"""What the table may ask of a worker process: a seat's search, the coach's appraisal, a hint, the trick odds.

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
from .coach import Appraisal, TrickOdds, appraise, trick_odds
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
class Appraise:
    """The coach's values of ``moves`` (all legal moves when ``None``), within ``seconds`` if given."""

    rules: RuleSet
    view: PlayerView
    rng: random.Random
    deals: int
    level: str = "hard"
    moves: tuple[Action, ...] | None = None
    seconds: float | None = None

    def run(self, desk: Desk) -> Appraisal:
        return appraise(self.rules, self.view, self.rng, deals=self.deals, level=self.level, moves=self.moves,
                        clock=desk.clock, seconds=self.seconds)


@dataclass(frozen=True, slots=True)
class CountTricks:
    """The bid coach's chart: how many tricks the seat is likely to take (:func:`.coach.trick_odds`)."""

    rules: RuleSet
    view: PlayerView
    rng: random.Random
    deals: int
    seconds: float | None = None

    def run(self, desk: Desk) -> TrickOdds:
        return trick_odds(self.rules, self.view, self.rng, deals=self.deals, clock=desk.clock, seconds=self.seconds)


@dataclass(frozen=True, slots=True)
class Advice:
    """A hint: the search's choice (what the table points at) and the coach's values of its best few moves."""

    choice: Choice
    appraisal: Appraisal | None


@dataclass(frozen=True, slots=True)
class Hint:
    """Hard's search picks the candidates, then the coach values the ``top`` few in the time left.

    ``search`` is the search's budget (seconds, or an exact :class:`.budget.Budget`), ``appraise`` the
    appraisal's seconds; ``deals`` caps the appraisal (it stops sooner on time).  With one legal move
    there is nothing to value, and no appraisal.
    """

    level: str
    key: str
    rules: RuleSet
    view: PlayerView
    rng: random.Random
    search: Think
    appraise: float | None
    deals: int
    top: int = 3

    def run(self, desk: Desk) -> Advice:
        choice = desk.bot(self.level, self.key, self.rules).search(self.view, self.rng, self.search)
        moves = tuple(action for action, _, _ in choice.stats[:self.top])
        if len(moves) < 2:
            return Advice(choice, None)
        appraisal = appraise(self.rules, self.view, self.rng, deals=self.deals, level=self.level, moves=moves,
                             clock=desk.clock, seconds=self.appraise)
        return Advice(choice, appraisal)
