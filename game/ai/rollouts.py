"""How search plays a sampled world to its end: the rule bots, reading the world directly.

A rollout runs inside a determinized world, where every card is already laid
out, so it may read that world freely (it is the search's own guess, not the
true deal).  Random rollouts are fast but judge a bid or a duck as if everyone
played blindly; the rule bots play like people, which is what a decision is
measured against.  Building a real ``PlayerView`` per rollout step would cost
more than the step, so a seat (:mod:`.seats`) lends the world to a rule
policy under the names a view uses; the busiest games have the rule bot's play
written straight against the world (a spec's ``rollout``, in the game's own
package).  A little randomness (``noise``) keeps rollouts from repeating one
line of play.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

from ..engine import Action, HandState, RuleSet
from ..games import find
from .rulebots import POLICY, Policy
from .seats import NOISE, ROLLOUT, SEAT, Rollout, Seat, unthinking

View = TypeVar("View")


def random_rollout(world: HandState, rng: random.Random) -> Action:
    """Any legal action: the fallback for a game without a rule policy."""
    return rng.choice(world.legal_actions())


def policy_rollout(policy: Policy[View], rules: RuleSet, seat_type: Callable[[HandState], View],
                   noise: float = NOISE) -> Rollout:
    """A rollout step that follows ``policy`` and plays at random ``noise`` of the time.

    ``seat_type`` lends each world to the policy as the position it reads (the game's seat), and the types
    say it must give the policy what the policy takes.
    """

    def step(world: HandState, rng: random.Random) -> Action:
        actions = world.legal_actions()
        quick = unthinking(actions, rng, noise)
        if quick is not None:
            return quick
        return policy(seat_type(world), rules, rng)

    return step


def rule_rollouts(engine: str) -> tuple[Policy[Any], type[Seat], Rollout | None] | None:
    """The game's rule policy, how it reads a world, and its fast rollout if it has one; ``None`` when the
    registry (:mod:`game.games`) gives the game no rule rollout.

    The policy takes the game's own position, which its seat gives; the registry pairs them by name, so here
    the position's type is not known (``Any``).
    """
    spec = find(engine)
    policy, seat = POLICY.of(spec), SEAT.of(spec)
    if policy is None or seat is None:
        return None
    return policy, seat, ROLLOUT.of(spec)


def rollout_for(rules: RuleSet, kind: str = "rule") -> Rollout:
    """The rollout step for ``rules``: ``rule`` (the game's rule bot, noisy) or ``random``."""
    found = rule_rollouts(rules.engine)
    if kind == "random" or found is None:
        return random_rollout
    policy, seat_type, fast = found
    return fast if fast is not None else policy_rollout(policy, rules, seat_type)
