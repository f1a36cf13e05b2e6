"""Expert's inference: hidden hands drawn in proportion to how well they explain what was seen.

Plain determinization deals the unseen cards as if every deal that fits the
view were equally likely.  A player does better: an opponent who bid five
tricks holds trumps and aces; one who needed a trick and followed low had
nothing higher in the suit; one who threw a seven on a trick it could not
follow had no penalty queen to shed.  :class:`InferenceSampler` reads the
opponents' decisions that way.  It deals candidate worlds with
``view.determinize`` and weighs each by the likelihood of every opponent
decision seen so far under an opponent model (importance sampling, with plain
determinization as the proposal); each search iteration then takes one
candidate in proportion to its weight.  The candidates are dealt once per
search and the pool keeps growing while the search runs (one new deal every
few iterations), so early iterations are cheap and later ones still see new
deals.  Every world returned is a plain determinization, so it agrees with the
view exactly as ``view.determinize`` does.

The opponent model is each game's own :class:`Reading` (its package's
``evidence`` module, named by the registry): the game's casual player of its
rule bot, loosened so a different but sensible player is not ruled out (a
stray share, :mod:`.likelihood`).  The trick games' readings share the
helpers here (:func:`dealt_hands`, :func:`all_tricks`, :func:`plays_shown`).
A game that names no reading falls back to plain determinization: where the
hidden cards are mostly ones nobody chose, or nearly every card is public, the
cost would buy little (docs/ai.md).

Pure: no clock and no global random; the same view and seed give the same
worlds, and only the view is read.
"""

from __future__ import annotations

import math
import random
from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from ..engine import Card, HandState, PlayerView
from ..engine.hidden import SeededLater
from ..engine.tricks import TrickRecord
from ..games import Part, find

View = TypeVar("View")

Evidence = Callable[[View, HandState], float]
"""The log-likelihood of the opponents' decisions in a view (the game's own), were ``world`` the true deal."""

Play = tuple[int, Card]


class TrickView(Protocol):
    """What the trick games' readings share: a view with its seat, the tricks played and the trick on the table."""

    @property
    def seat(self) -> int: ...
    @property
    def tricks(self) -> Sequence[TrickRecord]: ...
    @property
    def trick(self) -> Sequence[Play]: ...


def dealt_hands(view: TrickView, world: HandState) -> list[list[Card]]:
    """Each seat's hand when play began: its sampled hand plus every card it has played since."""
    hands: list[list[Card]] = [list(h) for h in world.hands]  # type: ignore[attr-defined]
    for trick in view.tricks:
        for seat, card in trick.plays:
            hands[seat].append(card)
    for seat, card in view.trick:
        hands[seat].append(card)
    return hands


def all_tricks(view: TrickView) -> list[tuple[Sequence[Play], int | None]]:
    """Every trick so far, finished ones with their winner and the one on the table last."""
    out: list[tuple[Sequence[Play], int | None]] = [(t.plays, t.winner) for t in view.tricks]
    if view.trick:
        out.append((view.trick, None))
    return out


def plays_shown(view: TrickView) -> bool:
    """Whether an opponent has played a card, in a view that lists tricks as plays (all a game without bids shows)."""
    return any(s != view.seat for t in view.tricks for s, _ in t.plays) or any(
        s != view.seat for s, _ in view.trick)




@dataclass(frozen=True, slots=True)
class Reading(Generic[View]):
    """How one game's opponents are read: ``weigh`` scores a sampled world, ``shown`` says if there is anything yet.

    Both take the game's own view; the registry pairs a reading with its game's views, so the sampler holds a
    ``Reading[Any]``.
    """

    weigh: Evidence[View]
    shown: Callable[[View], bool]


READING: Part[Reading[Any]] = Part("evidence")
"""A spec's ``evidence``, typed."""


def reading_for(engine: str) -> Reading[Any] | None:
    """How the game's opponents' decisions weigh a sampled world, as the registry (:mod:`game.games`) names it;
    ``None`` for a game whose worlds are sampled plainly."""
    return READING.of(find(engine))


# --------------------------------------------------------------------------- the sampler


class InferenceSampler:
    """A :data:`.search.Sampler` that weighs determinizations by the opponents' decisions.

    One instance serves one search (it keeps the candidates of the view it
    last saw, so make a new one per search): ``batch`` candidates are dealt on
    the first call and one more every ``grow`` calls, up to ``cap``.
    """

    def __init__(self, batch: int = 32, grow: int = 4, cap: int = 2048) -> None:
        self.batch, self.grow, self.cap = batch, grow, cap
        self.view: PlayerView | None = None
        self.evidence: Evidence[Any] | None = None
        self.worlds: list[HandState] = []
        self.logs: list[float] = []
        self.cumulative: list[float] = []
        self.base = 0.0
        self.calls = 0

    def __call__(self, view: PlayerView, rng: random.Random) -> HandState:
        if view is not self.view:
            self._start(view, rng)
        if self.evidence is None:
            return view.determinize(rng)
        self.calls += 1
        if self.calls % self.grow == 0 and len(self.worlds) < self.cap:
            self._add(view, rng)
        world = self.worlds[self._pick(rng)].clone()
        world.rng = SeededLater(rng.getrandbits(64))
        return world

    def _start(self, view: PlayerView, rng: random.Random) -> None:
        self.view, self.calls = view, 0
        self.worlds, self.logs, self.cumulative = [], [], []
        reading = reading_for(view.world.rules.engine)
        self.evidence = reading.weigh if reading is not None and reading.shown(view) else None
        if self.evidence is None:
            return
        for _ in range(self.batch):
            self._add(view, rng)

    def _add(self, view: PlayerView, rng: random.Random) -> None:
        assert self.evidence is not None
        world = view.determinize(rng)
        log = self.evidence(view, world)
        self.worlds.append(world)
        self.logs.append(log)
        if len(self.worlds) == 1 or log - self.base > 50:
            self.base = log  # keep the weights finite: the best so far sets the scale
            self._reweigh()
        else:
            self.cumulative.append(self.cumulative[-1] + math.exp(log - self.base))

    def _reweigh(self) -> None:
        running, self.cumulative = 0.0, []
        for log in self.logs:
            running += math.exp(log - self.base)
            self.cumulative.append(running)

    def _pick(self, rng: random.Random) -> int:
        return min(bisect_right(self.cumulative, rng.random() * self.cumulative[-1]), len(self.worlds) - 1)

    def effective_size(self) -> float:
        """How many equally weighted worlds the pool is worth (Kish's effective sample size)."""
        if not self.cumulative:
            return 0.0
        weights = [math.exp(log - self.base) for log in self.logs]
        return sum(weights) ** 2 / sum(w * w for w in weights)


def inference(view: PlayerView, rng: random.Random) -> HandState:
    """One weighted world for ``view`` from a fresh pool (for tools and tests; search keeps one sampler)."""
    return InferenceSampler()(view, rng)
