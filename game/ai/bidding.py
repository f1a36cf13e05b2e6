"""Oh Hell's bid chosen by the score it can expect, not by the tree's visits (issue 32, item 2).

The bid carries ten of the eleven points at stake in a hand, yet a tree search
spreads its iterations over up to thirteen bids and the other seats' replies,
and then takes the most visited bid.  In the arena against OpenSpiel's ISMCTS,
Hard held to 1,000 iterations made 61 % of its bids and lost most of its points
by bidding zero on hands that take a trick
(lab/experiments/hard-against-the-seeing-peer.md).

:func:`choose_bid` asks the question a player asks instead: *if I bid this and
then play for it, what do I score?*  Every legal bid is played out on the same
sampled worlds (drawn from the seat's own view, through the level's sampler)
with the same random numbers for the play that follows, so two bids are
compared on identical deals and identical luck (common random numbers: the
paired difference is far less noisy than either mean).  The rollout reads each
seat's bid from the world (Oh Hell's playout chases an unmade bid and
ducks once it is made), so it plays for whichever bid is being tried.

The budget is spread by successive halving: every bid gets :data:`FIRST_CUT`
worlds, then the worse half is dropped each time the world count doubles,
down to :data:`FINALISTS`, which share the rest of the budget.  The bid with
the highest mean score among the finalists is chosen (they have seen the same
worlds, so the means are paired).  The budget is counted in play-outs, one per
bid per world, which cost about what one tree iteration does, so the level's
iteration count and its clock keep their meaning; a world cut off by the
budget half-way through its bids is left out of every mean.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..engine import Action, HandState, PlayerView
from ..games import find
from .playouts import playout_for
from .rewards import Scoring
from .search import Choice, Outside, Sampler, determinize
from .seats import Rollout

FIRST_CUT = 8
"""Worlds every legal bid is played on before the first cut: enough to drop the absurd bids safely."""

FINALISTS = 3
"""Bids kept to the end: the bid expected and its neighbours on each side are often within a point."""


def aims(view: PlayerView) -> bool:
    """Whether this decision is a bid with a choice (Oh Hell's), the one decision :func:`choose_bid` makes."""
    return getattr(view, "phase", None) == "bid" and len(view.legal_actions) > 1


def bids_from_hands(rollout: Rollout) -> Outside:
    """The other seats' bids as the game's rollout makes them from the hands each world dealt; ``None`` once play
    starts.

    For a search at its own bid (``ismcts(outside=...)``): the seats still to bid bid from their own sampled
    hands, as they will at the table, where a tree node per bid would give them one bid whatever they hold.
    """

    def bid(world: HandState, rng: random.Random) -> Action | None:
        return rollout(world, rng) if getattr(world, "phase", None) == "bid" else None

    return bid


def before_play(view: PlayerView) -> bool:
    """Whether this is a decision with a choice made before the first card is played: one of the phases its
    game's spec lists as such (``before_play``: Oh Hell's bid, Laus's look or pass and its discard).

    Such a decision is judged by the whole hand that follows it, so the search takes it by its best mean
    (:func:`.search.by_mean`) where a level says so; a card in play keeps the most visited.
    """
    spec = find(view.world.rules.engine)
    return spec is not None and getattr(view, "phase", None) in spec.before_play and len(view.legal_actions) > 1


def choose_bid(view: PlayerView, rng: random.Random, done: Callable[[int], bool], scoring: Scoring,
               rollout: Rollout, sample: Sampler = determinize) -> Choice:
    """The bid with the best mean reward when played for, over common worlds, until ``done(play_outs)``.

    Every legal bid is played on at least one world, whatever the budget.
    ``stats`` holds each bid's worlds and mean reward, the chosen bid first.
    """
    legal = view.legal_actions
    play_out = playout_for(rollout)
    totals = dict.fromkeys(legal, 0.0)
    worlds = dict.fromkeys(legal, 0)
    alive = list(legal)
    played, complete, cut_at = 0, 0, FIRST_CUT
    while True:
        seed = rng.getrandbits(64)
        world = sample(view, random.Random(seed))
        rewards: list[float] = []
        for action in alive:
            trial = world.clone()
            trial.advance(action)
            play_out(trial, random.Random(seed), scoring.cap)
            judge = scoring.final if trial.is_over() or scoring.estimate is None else scoring.estimate
            rewards.append(judge(trial)[view.seat])
            played += 1
            if complete and len(rewards) < len(alive) and done(played):
                return _choice(alive, totals, worlds, played)
        for action, reward in zip(alive, rewards, strict=True):
            totals[action] += reward
            worlds[action] += 1
        complete += 1
        if done(played):
            return _choice(alive, totals, worlds, played)
        if complete == cut_at:
            alive = _halve(alive, totals)
            cut_at *= 2


def _halve(alive: list[Action], totals: dict[Action, float]) -> list[Action]:
    """The better half (rounded up, at least :data:`FINALISTS`), in the listed order; all have equal worlds."""
    if len(alive) <= FINALISTS:
        return alive
    keep = max(FINALISTS, (len(alive) + 1) // 2)
    best = set(sorted(alive, key=lambda a: -totals[a])[:keep])
    return [a for a in alive if a in best]


def _choice(alive: Sequence[Action], totals: dict[Action, float], worlds: dict[Action, int],
            played: int) -> Choice:
    """The surviving bid with the highest mean (the listed order breaks ties); dropped bids follow."""
    def mean(action: Action) -> float:
        return totals[action] / worlds[action] if worlds[action] else 0.0

    finalists = sorted(alive, key=lambda a: -mean(a))
    dropped = sorted((a for a in worlds if a not in alive), key=lambda a: (-worlds[a], -mean(a)))
    stats = tuple((a, worlds[a], round(mean(a), 4)) for a in [*finalists, *dropped])
    return Choice(finalists[0], played, stats)
