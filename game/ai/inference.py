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

The opponent model is the casual player of :mod:`.rulebots`, loosened so a
different but sensible player is not ruled out:

* **Oh Hell bids**: the bid against the trick-taking strength of that seat's
  hand as dealt (its sampled hand plus the cards it has played), a normal
  curve of width :data:`BID_SPREAD` tricks around :func:`.rulebots.bid_estimate`.
* **Oh Hell plays**: a seat short of its bid, following, most likely plays a
  card that beats the trick so far, and a seat whose bid is made one that does
  not; within that, most likely the rule bot's own card; now and then anything
  legal (:data:`.likelihood.STRAY`).
* **Laus plays**: a seat that can follow under the winning card most likely
  does (most likely with the rule bot's card); one that cannot follow sheds
  its costlier cards likelier, a penalty queen nearly surely (the rule bot's
  card, or a softmax of card cost over :data:`SHED_SCALE`).

* **Lohai plays**: the hand is replayed from its deal in the sampled world and
  each opponent card weighed against the rule bot's, as for Oh Hell
  (:mod:`.lohai_inference`).

Lo-Hi and Koira fall back to plain determinization: in Lo-Hi the hidden cards
are mostly pick-ups nobody chose; in Koira phase two nearly every card is
public and phase one has no suit to follow.  The cost there would buy little.
Reading Lo-Hi's pick-ups (a seat that drew most likely had no card that fit)
was tried and bought Expert nothing a probe could see
(lab/experiments/expert-play-outs-and-lohi-pick-ups.md).

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
from ..engine.laus import LausView, Table, table_for
from ..engine.oh_hell import OhHellView
from ..engine.tricks import TrickRecord
from ..games import find, piece
from .likelihood import AIM, STRAY, play_likelihood
from .lohai_inference import lohai_evidence, lohai_shown
from .rulebots import _oh_hell_strength, bid_estimate, laus_card, oh_hell_card

View = TypeVar("View")

Evidence = Callable[[View, HandState], float]
"""The log-likelihood of the opponents' decisions in a view (the game's own), were ``world`` the true deal."""

BID_SPREAD = 1.0
"""How far (in tricks) a bid may stray from the hand's estimated strength before it looks unlikely."""
SHED_SCALE = 25.0
"""Laus: card points by which shedding one card is e (2.7) times likelier than another, when void."""

Play = tuple[int, Card]


class TrickView(Protocol):
    """What the trick games' readings share: an :class:`OhHellView` or a :class:`LausView`, its tricks played."""

    @property
    def seat(self) -> int: ...
    @property
    def tricks(self) -> Sequence[TrickRecord]: ...
    @property
    def trick(self) -> Sequence[Play]: ...


def _dealt(view: TrickView, world: HandState) -> list[list[Card]]:
    """Each seat's hand when play began: its sampled hand plus every card it has played since."""
    hands: list[list[Card]] = [list(h) for h in world.hands]  # type: ignore[attr-defined]
    for trick in view.tricks:
        for seat, card in trick.plays:
            hands[seat].append(card)
    for seat, card in view.trick:
        hands[seat].append(card)
    return hands


def _all_tricks(view: TrickView) -> list[tuple[Sequence[Play], int | None]]:
    """Every trick so far, finished ones with their winner and the one on the table last."""
    out: list[tuple[Sequence[Play], int | None]] = [(t.plays, t.winner) for t in view.tricks]
    if view.trick:
        out.append((view.trick, None))
    return out


# --------------------------------------------------------------------------- Oh Hell


def oh_hell_evidence(view: OhHellView, world: HandState) -> float:
    """Bids against dealt strength, and each followed card against what the seat needed then."""
    me, trump = view.seat, view.trump
    jokers_high = bool(view.options["jokers_high"])
    hands = _dealt(view, world)
    total = 0.0
    for seat, wanted in enumerate(view.bids):
        if seat != me and wanted is not None:
            gap = wanted - bid_estimate(hands[seat], trump, jokers_high, view.players)
            total -= gap * gap / (2 * BID_SPREAD * BID_SPREAD)
    won = [0] * view.players
    for plays, winner in _all_tricks(view):
        for k, (seat, card) in enumerate(plays):
            held = hands[seat]
            wanted = view.bids[seat]
            if seat != me and k and wanted is not None:
                total += math.log(_oh_hell_play(card, held, plays[:k], trump, wanted - won[seat], jokers_high))
            held.remove(card)
        if winner is not None:
            won[winner] += 1
    return total


def _oh_hell_play(card: Card, held: Sequence[Card], before: Sequence[Play], trump: str | None, need: int,
                  jokers_high: bool) -> float:
    """A card followed to a trick: a winner when the seat still needed tricks, a loser when it did not."""
    lead = next((c.suit for _, c in before if c.suit is not None), None)
    legal = list(held)
    if lead is not None:
        following = [c for c in held if c.suit == lead]
        if following:
            legal = following + [c for c in held if c.suit is None]

    def strength(c: Card) -> int:
        return _oh_hell_strength(c, trump, lead or c.suit, jokers_high)

    top = max(strength(c) for _, c in before)
    sensible = [c for c in legal if (strength(c) > top) == (need > 0)]
    choice = oh_hell_card(legal, before, trump, lead, need, jokers_high)
    return play_likelihood(card, legal, sensible, choice)


# --------------------------------------------------------------------------- Laus


def laus_evidence(view: LausView, world: HandState) -> float:
    """Each followed card: ducked when a duck was there, points shed when void."""
    table = table_for(view.world.rules)
    me = view.seat
    hands = _dealt(view, world)
    total = 0.0
    for plays, _ in _all_tricks(view):
        for k, (seat, card) in enumerate(plays):
            held = hands[seat]
            if seat != me and k:
                total += math.log(_laus_play(card, held, plays[:k], view.players, table))
            held.remove(card)
    return total


def _laus_play(card: Card, held: Sequence[Card], before: Sequence[Play], players: int, table: Table) -> float:
    """A card followed to a trick: under the winning card when it could be, points shed when void."""
    lead = table.suit[before[0][1]]
    following = [c for c in held if table.suit[c] == lead]
    if not following:
        return _shed_likelihood(card, held, laus_card(held, before, lead, players, table), table)
    top = max(table.strength[c] for _, c in before if table.suit[c] in (lead, "J"))
    sensible = [c for c in following if table.strength[c] < top]
    choice = laus_card(following, before, lead, players, table)
    return play_likelihood(card, following, sensible, choice)


def _shed_likelihood(card: Card, held: Sequence[Card], choice: Card, table: Table) -> float:
    """Void in the suit led, the costlier a card the likelier it goes: a penalty queen nearly surely.

    Most likely of all is the rule bot's card (the costliest), as elsewhere.
    """

    def weight(c: Card) -> float:
        return math.exp(min(table.points[c] + table.bonus.get(c, 0), 10 * SHED_SCALE) / SHED_SCALE)

    shed = AIM * (card is choice) + (1 - AIM) * weight(card) / sum(weight(c) for c in held)
    return (1 - STRAY) * shed + STRAY / len(held)


def plays_shown(view: TrickView) -> bool:
    """Whether an opponent has played a card, in a view that lists tricks as plays: all Laus can show (no bids)."""
    return any(s != view.seat for t in view.tricks for s, _ in t.plays) or any(
        s != view.seat for s, _ in view.trick)


def bids_or_plays_shown(view: OhHellView) -> bool:
    """Whether an opponent has revealed a bid or played a card: until then Oh Hell's worlds are weighed alike."""
    return any(b is not None for s, b in enumerate(view.bids) if s != view.seat) or plays_shown(view)


@dataclass(frozen=True, slots=True)
class Reading(Generic[View]):
    """How one game's opponents are read: ``weigh`` scores a sampled world, ``shown`` says if there is anything yet.

    Both take the game's own view; the registry pairs a reading with its game's views, so the sampler holds a
    ``Reading[Any]``.
    """

    weigh: Evidence[View]
    shown: Callable[[View], bool]


OH_HELL = Reading(oh_hell_evidence, bids_or_plays_shown)
LAUS = Reading(laus_evidence, plays_shown)
LOHAI = Reading(lohai_evidence, lohai_shown)


def reading_for(engine: str) -> Reading[Any] | None:
    """How the game's opponents' decisions weigh a sampled world, as the registry (:mod:`game.games`) names it;
    ``None`` for a game whose worlds are sampled plainly."""
    spec = find(engine)
    reading: Reading[Any] | None = piece(spec.evidence) if spec is not None and spec.evidence else None
    return reading


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
        world.rng = random.Random(rng.getrandbits(64))
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
