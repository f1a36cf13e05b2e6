"""A sampled world lent to a rule policy as if it were the current player's view.

Rollouts run inside determinized worlds, where every card is laid out, so a
policy may read the world freely (it is the search's own guess, not the true
deal); building a real ``PlayerView`` per step would cost more than the step.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ..engine import Action, HandState

Rollout = Callable[[HandState, random.Random], Action]

NOISE = 0.1
"""Share of rollout decisions played at random, so rollouts do not repeat one line of play."""


def unthinking(actions: Sequence[Action], rng: random.Random, noise: float) -> Action | None:
    """A rollout step that needs no bot: the only legal action, or any action ``noise`` of the time.

    Every rollout starts this way, drawing its random numbers in this order
    (the hand-written playouts must match their rule bots number for number).
    """
    if len(actions) == 1:
        return actions[0]
    if rng.random() < noise:
        return rng.choice(actions)
    return None


class WorldSeat:
    """A world seen as the current player's view, for rule policies in rollouts.

    Any attribute a view has and the world shares (``trick``, ``trump``,
    ``bids``, ``pile``, …) is read from the world; the seat's own fields are
    filled in here.  Games whose state stores a field differently override it.
    """

    __slots__ = ("_world", "hand", "legal_actions", "seat")

    def __init__(self, world: HandState) -> None:
        seat = world.current_player
        assert seat is not None
        hands: list[list[Any]] = world.hands  # type: ignore[attr-defined]  # every card game has hands
        self._world = world
        self.seat = seat
        self.hand = tuple(hands[seat])
        self.legal_actions = world.legal_actions()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._world, name)


class LohaiSeat(WorldSeat):
    """Lohai's rule bot reads the table as a view's redacted world (``view.world``); here that is the sampled world."""

    __slots__ = ()

    @property
    def world(self) -> HandState:
        return self._world
