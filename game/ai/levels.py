"""The levels a seat can be set to, from a random card to a long search.

``random`` and ``rule`` are the floor and the casual player; ``easy`` is the
rule bot that sometimes slips; ``medium``, ``hard`` and ``expert`` search
(:mod:`.search`) with growing budgets.  Expert is Hard with more time and a
reading of the play (:mod:`.belief`: hidden hands drawn in proportion to how
likely the bids and plays seen make them); the table may run two Expert
searches side by side and merge them (:func:`.search.merge`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Protocol

from ..engine import Action, PlayerView, RuleSet
from ..games import Part, find
from ..levels import LEVELS
from .belief import BeliefSampler
from .bidding import aims, before_play, bids_from_hands, choose_bid
from .budget import Budget, Clock
from .inference import InferenceSampler
from .rewards import scoring_for
from .rollouts import rollout_for
from .rulebots import BLUNDER, POLICY, Blunder, Policy
from .search import BID_EXPLORATION, EXPLORATION, Choice, Sampler, by_mean, determinize, ismcts, merge


def policy_for(engine: str) -> Policy[Any] | None:
    """The game's rule bot as the registry (:mod:`game.games`) names it, or ``None`` for a game without one."""
    return POLICY.of(find(engine))


def blunder_for(engine: str) -> Blunder[Any]:
    """What counts as an outright blunder in the game (what Easy never slips into); nothing, if it names none.

    Like :func:`policy_for`'s bot, it takes that game's view.
    """
    return BLUNDER.of(find(engine)) or _no_blunder


def _no_blunder(view: PlayerView, action: Action) -> bool:
    return False


Taken = int | tuple[int, ...]
"""Who takes a trick: a seat, or the seats tied for it that play it off (Koira's phase one)."""

Taker = Callable[[Any, Action], Taken | None]
"""Who takes the trick an action closes, as its seat sees it (``None``: it closes none, or cannot say)."""


TAKER: Part[Taker] = Part("taker")
"""A spec's ``taker``, typed."""


def taker_for(engine: str) -> Taker:
    """The game's :data:`Taker` as the registry names it; for a game without tricks, one that never says."""
    return TAKER.of(find(engine)) or _no_taker


def _no_taker(view: PlayerView, action: Action) -> Taken | None:
    return None


Think = float | Budget
"""What ``choose`` is given: seconds (``0`` for the level's own budget) or an exact :class:`Budget`."""


class Bot(Protocol):
    level: str

    def choose(self, view: PlayerView, rng: random.Random, budget: Think = 0.0) -> Action:
        """One of ``view.legal_actions``; ``budget`` is seconds (or a :class:`Budget`) of thought."""
        ...


class RandomBot:
    """Plays any legal action: the floor every other level must beat."""

    level = "random"

    def choose(self, view: PlayerView, rng: random.Random, budget: Think = 0.0) -> Action:
        return rng.choice(view.legal_actions)


class RuleBot:
    """A per-game heuristic player; falls back to random for games it does not know."""

    level = "rule"

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.policy = policy_for(rules.engine)

    def choose(self, view: PlayerView, rng: random.Random, budget: Think = 0.0) -> Action:
        actions = view.legal_actions
        if len(actions) == 1 or self.policy is None:
            return actions[0] if len(actions) == 1 else rng.choice(actions)
        return self.policy(view, self.rules, rng)


class EasyBot(RuleBot):
    """The rule bot that slips now and then, as a casual player does.

    ``slip`` of its choices (those with an alternative) go to its second
    thought: the rule policy's pick once its first pick is set aside, the next
    bid, the next card down.  A second thought that is an outright blunder in
    the game's :func:`blunder_for` (a certain miss, a penalty queen taken, a
    chance to go out passed up) is dropped for the first, and so is one that
    changes who takes a trick its first thought closes (:func:`taker_for`):
    a person may lay the wrong card, but the last to a trick sees every other
    card in it and knows whether it wants it.  So Easy's mistakes are a
    person's, never a random card's.  For a game without a rule policy it
    slips to any legal action.
    """

    level = "easy"

    def __init__(self, rules: RuleSet, slip: float = 0.15) -> None:
        super().__init__(rules)
        self.slip = slip
        self.blunder = blunder_for(rules.engine)
        self.taker = taker_for(rules.engine)

    def choose(self, view: PlayerView, rng: random.Random, budget: Think = 0.0) -> Action:
        actions = view.legal_actions
        if len(actions) < 2 or rng.random() >= self.slip:
            return super().choose(view, rng, budget)
        if self.policy is None:
            return rng.choice(actions)
        first = self.policy(view, self.rules, rng)
        rest = tuple(a for a in actions if a != first)
        second = rest[0] if len(rest) == 1 else self.policy(replace(view, legal_actions=rest), self.rules, rng)
        if self.blunder(view, second):
            return first
        taker = self.taker(view, first)
        return first if taker is not None and self.taker(view, second) != taker else second


@dataclass(frozen=True, slots=True)
class SearchLevel:
    """A search level's default budget: ``iterations`` for a fixed effort, ``seconds`` for a time limit.

    ``bids`` is how a decision before the first card is taken (:func:`.bidding.before_play`: Oh Hell's bid,
    Laus's look or pass and its discard; :data:`BIDS`): the tree's most ``visits`` (as every card in play
    always is), or the tree's best ``mean`` among well-visited actions (:func:`.search.by_mean`).  The rest
    are Oh Hell's bid only, tried in the arena and not shipped: the best mean with
    the root exploring less (``focused``, :data:`.search.BID_EXPLORATION`), the best mean reading the bids already
    made through Expert's sampler (``read``, :class:`.inference.InferenceSampler`), ``aimed``
    by flat play-outs of every bid (:mod:`.bidding`), or the best mean with the seats still to bid bidding
    from their own sampled hands (``hands``, :func:`.bidding.bids_from_hands`).  docs/ai.md, "Bidding
    that aims", has the figures.
    """

    iterations: int | None = None
    seconds: float | None = None
    bids: str = "visits"
    cores: int = 1
    """How many searches the table runs side by side for one decision, one per core, merged
    (:func:`.search.merge`); :func:`side_by_side` runs them one after another, for tools without workers."""
    reads: str = "plain"
    """Where the search's worlds come from (:data:`READS`)."""

    def budget(self, think: Think) -> Budget:
        """The budget for one decision: an explicit one, seconds overriding ours, or our own."""
        if isinstance(think, Budget):
            return think
        if think > 0 and self.seconds is not None:
            return Budget(seconds=think)
        return Budget(iterations=self.iterations, seconds=self.seconds)


READS = ("plain", "weights", "belief")
"""Where a search level draws its worlds: ``plain`` determinization (every deal that fits the view alike),
Expert's first reading's ``weights`` (:class:`.inference.InferenceSampler`: plain deals weighed by the
opponents' decisions), or the ``belief`` the seat keeps through the hand (:class:`.belief.BeliefSampler`: a
particle filter over the same reading)."""

BIDS = ("visits", "mean", "focused", "read", "aimed", "hands")
"""How a search level may take Oh Hell's bid (:attr:`SearchLevel.bids`)."""

SEARCH_LEVELS: dict[str, SearchLevel] = {
    "medium": SearchLevel(iterations=300),
    "hard": SearchLevel(seconds=1.0, bids="mean"),
    "expert": SearchLevel(seconds=3.0, bids="mean", cores=2, reads="belief"),
}
"""Medium is a fixed few hundred iterations; Hard and Expert think for a time (``--think-ms`` overrides it)
and take their decisions before the first card (Oh Hell's bid, Laus's skat) by the tree's best mean, which
Medium leaves to the visits.  Expert draws its worlds from the belief of :mod:`.belief` (the play read as
the tricks fall); Hard samples plainly, since reading bought it nothing measurable in Oh Hell or Lo-Hi, where
seeing every hand is worth most (lab/experiments/reading-the-play.md)."""


class SearchBot:
    """ISMCTS with the game's rewards and rule-bot rollouts; ``clock`` enables time budgets.

    The level's :attr:`SearchLevel.reads` says where its worlds come from; ``reads`` names another source
    for measurements, and ``infer`` gives any level Expert's reading (``True``) or plain worlds (``False``).
    A bot keeps its belief from one search to the next, so one bot per seat (or per worker) carries it
    through the hand.  ``bids`` likewise overrides how the
    level takes Oh Hell's bid (:attr:`SearchLevel.bids`), ``cores`` makes one decision of that many
    searches, as the table's workers do on several cores, and ``exploration`` replaces UCB's constant
    (:data:`.search.EXPLORATION`) throughout the tree, for measurements.
    """

    def __init__(self, level: str, rules: RuleSet, clock: Clock | None = None, rollout: str = "rule",
                 infer: bool | None = None, bids: str | None = None, cores: int = 1,
                 exploration: float | None = None, reads: str | None = None) -> None:
        self.level = level
        self.cores = cores
        """Searches ``choose`` runs one after another and merges: a tool's stand-in for the table's workers,
        which run :attr:`SearchLevel.cores` of them side by side (:func:`side_by_side`)."""
        self.rules = rules
        self.spec = SEARCH_LEVELS[level]
        self.reads = reads or (self.spec.reads if infer is None else SEARCH_LEVELS["expert"].reads if infer
                               else "plain")
        if self.reads not in READS:
            raise ValueError(f"unknown source of worlds '{self.reads}' (known: {', '.join(READS)})")
        self.belief = BeliefSampler()
        """The seat's belief, kept from one search to the next (``reads == "belief"``)."""
        self.bids = self.spec.bids if bids is None else bids
        if self.bids not in BIDS:
            raise ValueError(f"unknown way to bid '{self.bids}' (known: {', '.join(BIDS)})")
        self.exploration = EXPLORATION if exploration is None else exploration
        self.clock = clock
        self.scoring = scoring_for(rules.engine)
        self.rollout = rollout_for(rules, rollout)
        self.last: Choice | None = None
        """The last search's statistics, for hints and measurements."""

    def choose(self, view: PlayerView, rng: random.Random, budget: Think = 0.0) -> Action:
        self.last = side_by_side(self, view, rng, budget, self.cores)
        return self.last.action

    def search(self, view: PlayerView, rng: random.Random, budget: Think = 0.0) -> Choice:
        """The whole search result, so searches run side by side (one per core) can be merged."""
        done = self.spec.budget(budget).stopper(self.clock)
        by_its_mean = self.bids != "visits" and before_play(view)
        bidding = by_its_mean and aims(view)
        sample: Sampler = determinize
        if self.reads == "belief":
            self.belief.restart()
            sample = self.belief
        elif self.reads == "weights" or (bidding and self.bids == "read"):
            sample = InferenceSampler()
        if bidding and self.bids == "aimed":
            return choose_bid(view, rng, done, self.scoring, self.rollout, sample=sample)
        root = BID_EXPLORATION if bidding and self.bids == "focused" else None
        outside = bids_from_hands(self.rollout) if bidding and self.bids == "hands" else None
        choice = ismcts(view, rng, done, self.scoring, self.rollout, exploration=self.exploration, sample=sample,
                        root_exploration=root, outside=outside)
        return by_mean(choice) if by_its_mean else choice


def streams(rng: random.Random, cores: int) -> list[random.Random]:
    """One random source per search of a decision run side by side: the decision's own, then fresh ones drawn
    from it, so the searches sample different worlds and the decision still repeats from its seed."""
    return [rng] + [random.Random(rng.getrandbits(64)) for _ in range(cores - 1)]


def side_by_side(bot: SearchBot, view: PlayerView, rng: random.Random, budget: Think, cores: int) -> Choice:
    """The decision the table's workers would merge from ``cores`` searches, the searches run here one after
    another, each with the whole budget, as each worker has it on its core (one search is just that search).

    Tools that play without the worker processes (the arena, the tournament) measure the level as the app
    plays it this way, at the cost of ``cores`` times the time.
    """
    choices = [bot.search(view, stream, budget) for stream in streams(rng, cores)]
    return merge(choices) if cores > 1 else choices[0]


def table_bot(level: str, rules: RuleSet, clock: Clock | None = None, infer: bool | None = None) -> Bot:
    """``level`` as the table plays it, for a tool without the table's workers (the tournament): a search level
    makes each decision of its :attr:`SearchLevel.cores` searches, one after another (:func:`side_by_side`).
    ``infer`` gives a search level Expert's inference or takes it away, for a measurement (``None``: as shipped)."""
    if level in SEARCH_LEVELS:
        return SearchBot(level, rules, clock, infer=infer, cores=SEARCH_LEVELS[level].cores)
    if infer is not None:
        raise ValueError(f"only a search level reads the table: '{level}' has no inference to give or take")
    return make_bot(level, rules, clock)


def make_bot(level: str, rules: RuleSet, clock: Clock | None = None) -> Bot:
    """A bot of ``level`` for ``rules``; raises ``ValueError`` naming the known levels.

    ``clock`` (e.g. ``time.perf_counter``) lets Hard and Expert stop on time;
    without one they run a fixed number of iterations (see :mod:`.budget`).
    """
    if level == "random":
        return RandomBot()
    if level == "rule":
        return RuleBot(rules)
    if level == "easy":
        return EasyBot(rules)
    if level in SEARCH_LEVELS:
        return SearchBot(level, rules, clock)
    raise ValueError(f"unknown level '{level}' (known: {', '.join(LEVELS)})")
