"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS) over the engine protocol.

One tree holds the searching seat's information set: each iteration samples a
full world consistent with the seat's view (``view.determinize``; the Lohai
stack and the Lo-Hi deck are re-drawn too, as the world gets a fresh random
source), walks down the tree choosing by UCB among the actions legal *in that
world* (an action's availability counts the iterations it could have been
chosen), adds one node, plays the rest with the game's rollout policy and
credits every node with the reward of the seat that moved into it.  Opponents'
moves live in the same tree, so they are chosen as if each opponent played
well for itself from the same guesses (Cowling, Powley and Whitehouse 2012).

Equal actions are one key, so two copies of a card (or Lo-Hi's equal sets) are
searched once.  Inside its sampled worlds the search moves with the engine's
unchecked ``advance`` (every action comes from the world's own legal list) and
plays out through :func:`.playouts.playout_for`, which is how it keeps to
thousands of iterations a second.  The search reads no clock of its own; see :mod:`.budget`.
For a fixed seed and iteration count it is fully deterministic, and it depends
only on the view (the engine lists a view's unseen cards in one fixed order,
so where they lie cannot steer the sampling).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import Action, HandState, PlayerView
from .playouts import PlayOut, playout_for
from .rewards import Scoring
from .seats import Rollout

EXPLORATION = 0.7
"""UCB's exploration constant, for rewards in [0, 1]."""

BID_EXPLORATION = 0.2
"""The constant at the root of an Oh Hell bid taken by its mean (``focused`` bids, :mod:`.levels`).

Neighbouring bids' means sit a few hundredths apart on the [0, 1] scale; 0.7 spreads the visits almost evenly
over them, where this keeps most of the tree on the few bids that are close to the best (OpenSpiel's ISMCTS,
2 on raw points, is about 0.15 on ours at seven cards).  Only the root changes: the other seats' bids and all
the card play below it keep :data:`EXPLORATION`.
"""


class Node:
    """One action's statistics; ``seat`` moved into this node and owns its rewards."""

    __slots__ = ("avail", "children", "seat", "total", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass(frozen=True, slots=True)
class Choice:
    """A finished search: the action, how much search stood behind it, and the alternatives.

    ``stats`` pairs each root action with its visits and mean reward, the chosen
    action first: the most visited, or the best mean where :func:`by_mean` chose
    (for the hint and for measurements).
    """

    action: Action
    iterations: int
    stats: tuple[tuple[Action, int, float], ...]
    by_mean: bool = False
    """The action is the best mean among well-visited ones (:func:`by_mean`), not the most visited."""


Sampler = Callable[[PlayerView, random.Random], HandState]
"""Draws one full world consistent with a view: plain ``determinize`` or one weighted by inference."""

Outside = Callable[[HandState, random.Random], "Action | None"]
"""Another seat's move made outside the tree, from the sampled world, or ``None`` to leave it to the tree."""


def determinize(view: PlayerView, rng: random.Random) -> HandState:
    """Every deal consistent with the view equally likely."""
    return view.determinize(rng)


def ismcts(view: PlayerView, rng: random.Random, done: Callable[[int], bool], scoring: Scoring,
           rollout: Rollout, exploration: float = EXPLORATION, sample: Sampler = determinize,
           root_exploration: float | None = None, outside: Outside | None = None) -> Choice:
    """Search from ``view`` until ``done(iterations)``; at least one iteration is always run.

    ``root_exploration`` replaces ``exploration`` for the searching seat's own choice at the root only.
    ``outside`` makes the other seats' moves it answers for (an Oh Hell bid) from each sampled world, with no
    node: one tree node per bid would give every other seat the same bid whatever hand the world dealt it.
    """
    legal = view.legal_actions
    if len(legal) == 1:
        return Choice(legal[0], 0, ((legal[0], 0, 0.0),))
    root = Node(view.seat)
    at_root = exploration if root_exploration is None else root_exploration
    play_out = playout_for(rollout)
    iterations = 0
    while True:
        _iterate(root, sample(view, rng), rng, scoring, play_out, exploration, at_root, outside)
        iterations += 1
        if done(iterations):
            break
    return _choice(root, legal, iterations)


def _iterate(root: Node, world: HandState, rng: random.Random, scoring: Scoring, play_out: PlayOut,
             exploration: float, at_root: float, outside: Outside | None = None) -> None:
    path = _descend(root, world, rng, exploration, at_root, outside)
    if not world.is_over():
        play_out(world, rng, scoring.cap)
    judge = scoring.final if world.is_over() or scoring.estimate is None else scoring.estimate
    rewards = judge(world)
    root.visits += 1
    for node in path:
        node.visits += 1
        node.total += rewards[node.seat]


def _descend(root: Node, world: HandState, rng: random.Random, exploration: float,
             at_root: float, outside: Outside | None = None) -> list[Node]:
    """Select by UCB while every legal action has a node, then expand one untried action."""
    node, path, constant = root, list[Node](), at_root
    while True:
        seat = world.current_player
        if seat is None:
            return path
        if outside is not None and seat != root.seat:
            move = outside(world, rng)
            if move is not None:
                world.advance(move)
                continue
        actions = world.legal_actions()
        children = node.children
        untried = [a for a in actions if a not in children]
        if untried:
            action = untried[0] if len(untried) == 1 else rng.choice(untried)
            child = children[action] = Node(seat)
            for other in actions:
                if other is not action and other in children:
                    children[other].avail += 1
            world.advance(action)
            path.append(child)
            return path
        action, child = _select(children, actions, constant)
        constant = exploration
        world.advance(action)
        path.append(child)
        node = child


def _select(children: dict[Action, Node], actions: Sequence[Action], exploration: float) -> tuple[Action, Node]:
    best_score = -1.0
    best: tuple[Action, Node] | None = None
    log = math.log
    sqrt = math.sqrt
    for action in actions:
        child = children[action]
        score = child.total / child.visits + exploration * sqrt(log(child.avail) / child.visits)
        child.avail += 1
        if score > best_score:
            best_score, best = score, (action, child)
    assert best is not None
    return best


def _choice(root: Node, legal: Sequence[Action], iterations: int) -> Choice:
    """The most visited legal root action (the mean breaks ties, then the listed order)."""
    ranked = sorted(
        ((a, root.children[a]) for a in legal if a in root.children),
        key=lambda pair: (-pair[1].visits, -pair[1].mean()),
    )
    stats = tuple((a, n.visits, round(n.mean(), 4)) for a, n in ranked)
    return Choice(ranked[0][0] if ranked else legal[0], iterations, stats)


TRUSTED = 0.5
"""In :func:`by_mean`, an action visited at least this share as often as the most visited one."""


def by_mean(choice: Choice) -> Choice:
    """The tree's choice taken by its mean rather than its visits, among the actions the tree trusts.

    Oh Hell's rewards are the hand's score over the best it allows, so at the bid neighbouring bids' means
    sit a few hundredths apart while UCB's exploration term is about a tenth: the visits come out nearly
    even, and the most visited bid is close to a coin toss between neighbours.  The mean is what the tree
    learned.  Actions visited less than :data:`TRUSTED` as often as the most visited are left out, so a
    lucky few visits never decide.
    """
    if not choice.stats:
        return choice
    most = max(visits for _, visits, _ in choice.stats)
    best = max((s for s in choice.stats if s[1] >= TRUSTED * most), key=lambda s: s[2])
    rest = tuple(s for s in choice.stats if s is not best)
    return Choice(best[0], choice.iterations, (best, *rest), by_mean=True)


def merge(choices: Sequence[Choice]) -> Choice:
    """One decision from searches run side by side on the same view (root parallelism, one per core).

    Visits add up and means are weighted by visits; the most visited action
    wins, as in a single search, or the best trusted mean if the searches chose by mean (:func:`by_mean`).
    """
    visits: dict[Action, int] = {}
    totals: dict[Action, float] = {}
    order: list[Action] = []
    for choice in choices:
        for action, count, mean in choice.stats:
            if action not in visits:
                order.append(action)
                visits[action], totals[action] = 0, 0.0
            visits[action] += count
            totals[action] += count * mean
    ranked = sorted(order, key=lambda a: (-visits[a], -(totals[a] / visits[a] if visits[a] else 0.0)))
    stats = tuple((a, visits[a], round(totals[a] / visits[a], 4) if visits[a] else 0.0) for a in ranked)
    merged = Choice(ranked[0], sum(c.iterations for c in choices), stats)
    return by_mean(merged) if choices and all(c.by_mean for c in choices) else merged
