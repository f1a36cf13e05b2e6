"""Playing a sampled world to its end (or to a cap), as fast as the game allows.

A :data:`~.seats.Rollout` picks one action at a time; search needs the whole
rest of the hand, tens of thousands of times a second.  :func:`playout_for`
gives the search one function that plays a world out: a game's hand-written
playout when the registry names one for its rollout (a spec's ``play_out``: the same choices, drawn from
the same random numbers, without building actions, views or events), else the
rollout step after step through the engine's unchecked ``advance``.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Mapping
from types import MappingProxyType

from ..engine import HandState
from ..games import GameSpec, Part, all_games
from .seats import ROLLOUT, Rollout

PlayOut = Callable[[HandState, random.Random, "int | None"], None]
"""Plays ``world`` on with ``rng`` until it is over or ``cap`` actions (``None``: no cap) were taken."""


PLAY_OUT: Part[PlayOut] = Part("play_out")
"""A spec's ``play_out``, typed."""


def play_outs() -> Mapping[Rollout, PlayOut]:
    """Rollout step -> a playout that makes exactly its choices, only faster: each game's pair in the registry.

    Every search asks, so the pairs are loaded once for each set of games (a plug-in registered later makes a
    new set), not once a decision."""
    return _pairs(all_games())


@functools.cache
def _pairs(specs: tuple[GameSpec, ...]) -> Mapping[Rollout, PlayOut]:
    pairs = ((ROLLOUT.of(spec), PLAY_OUT.of(spec)) for spec in specs)
    return MappingProxyType({rollout: play_out for rollout, play_out in pairs
                             if rollout is not None and play_out is not None})


def playout_for(rollout: Rollout) -> PlayOut:
    """The fastest playout that follows ``rollout``."""
    found = play_outs().get(rollout)
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
