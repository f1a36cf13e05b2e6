"""How search plays a sampled world to its end: the rule bots, reading the world directly.

A rollout runs inside a determinized world, where every card is already laid
out, so it may read that world freely (it is the search's own guess, not the
true deal).  Random rollouts are fast but judge a bid or a duck as if everyone
played blindly; the rule bots play like people, which is what a decision is
measured against.  Building a real ``PlayerView`` per rollout step would cost
more than the step, so :class:`~.seats.WorldSeat` lends the world to a rule
policy under the names a view uses; the busiest games have the rule bot's play
written straight against the world (:mod:`.oh_hell_playout`,
:mod:`.lohai_playout`, :mod:`.lohi_rollout`).  A little randomness (``noise``) keeps rollouts from
repeating one line of play.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine import Action, HandState, RuleSet
from .lohai_bot import lohai
from .lohai_playout import lohai_rollout
from .lohi_bot import lohi
from .lohi_rollout import lohi_rollout
from .oh_hell_playout import oh_hell_rollout
from .rulebots import Policy, laus, oh_hell
from .seats import NOISE, LohaiSeat, Rollout, WorldSeat, unthinking

__all__ = ["FAST_ROLLOUTS", "NOISE", "ROLLOUT_POLICIES", "LohaiSeat", "Rollout", "WorldSeat", "policy_rollout",
           "random_rollout", "rollout_for"]


def random_rollout(world: HandState, rng: random.Random) -> Action:
    """Any legal action: the fallback for a game without a rule policy."""
    return rng.choice(world.legal_actions())


def policy_rollout(policy: Policy, rules: RuleSet, seat_type: type[WorldSeat] = WorldSeat,
                   noise: float = NOISE) -> Rollout:
    """A rollout step that follows ``policy`` and plays at random ``noise`` of the time."""

    def step(world: HandState, rng: random.Random) -> Action:
        actions = world.legal_actions()
        quick = unthinking(actions, rng, noise)
        if quick is not None:
            return quick
        view: Any = seat_type(world)
        return policy(view, rules, rng)

    return step


ROLLOUT_POLICIES: dict[str, tuple[Policy, type[WorldSeat]]] = {
    "oh_hell": (oh_hell, WorldSeat),
    "laus": (laus, WorldSeat),
    "lohai": (lohai, LohaiSeat),
    "lohi": (lohi, WorldSeat),
}
"""Engine name -> the rule policy rollouts follow, and how it reads the world."""


FAST_ROLLOUTS: dict[str, Rollout] = {"oh_hell": oh_hell_rollout, "lohai": lohai_rollout, "lohi": lohi_rollout}
"""Engine name -> a rollout written against the world for speed, used instead of the rule policy."""


def rollout_for(rules: RuleSet, kind: str = "rule") -> Rollout:
    """The rollout step for ``rules``: ``rule`` (the game's rule bot, noisy) or ``random``."""
    found = ROLLOUT_POLICIES.get(rules.engine)
    if kind == "random" or found is None:
        return random_rollout
    if rules.engine in FAST_ROLLOUTS:
        return FAST_ROLLOUTS[rules.engine]
    policy, seat_type = found
    return policy_rollout(policy, rules, seat_type)
