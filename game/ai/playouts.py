"""Playing a sampled world to its end (or to a cap), as fast as the game allows.

A :data:`~.seats.Rollout` picks one action at a time; search needs the whole
rest of the hand, tens of thousands of times a second.  :func:`playout_for`
gives the search one function that plays a world out: a game's hand-written
playout when one is registered for its rollout (the same choices, drawn from
the same random numbers, without building actions, views or events), else the
rollout step after step through the engine's unchecked ``advance``.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine import HandState
from .lohai_playout import lohai_play_out, lohai_rollout
from .oh_hell_playout import oh_hell_play_out, oh_hell_rollout
from .seats import Rollout

PlayOut = Callable[[HandState, random.Random, "int | None"], None]
"""Plays ``world`` on with ``rng`` until it is over or ``cap`` actions (``None``: no cap) were taken."""


PLAY_OUTS: dict[Rollout, PlayOut] = {oh_hell_rollout: oh_hell_play_out, lohai_rollout: lohai_play_out}
"""Rollout step -> a playout that makes exactly its choices, only faster."""


def playout_for(rollout: Rollout) -> PlayOut:
    """The fastest playout that follows ``rollout``."""
    found = PLAY_OUTS.get(rollout)
    if found is not None:
        return found

    def step_by_step(world: HandState, rng: random.Random, cap: int | None) -> None:
        advance = world.advance
        if cap is None:
            while not world.is_over():
                advance(rollout(world, rng))
            return
        for _ in range(cap):
            if world.is_over():
                return
            advance(rollout(world, rng))

    return step_by_step
