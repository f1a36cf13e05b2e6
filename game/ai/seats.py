"""A sampled world lent to a rule policy as if it were the current player's view.

Rollouts run inside determinized worlds, where every card is laid out, so a
policy may read the world freely (it is the search's own guess, not the true
deal); building a real ``PlayerView`` per step would cost more than the step.
A seat answers, under the names the game's view uses, exactly the fields its
rule bot reads (the bot's position ``Protocol``), so mypy checks that the view
and the seat both give the bot what it asks for.  Each game's own seat lives
in its package (``game.ai.games.<name>.seat``) and subclasses :class:`Seat`;
:class:`WorldSeat` serves a game with no seat of its own (the test suite's
Whist) by handing on any other name to the world.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from ..engine import Action, Card, HandState
from ..games import Part

Rollout = Callable[[HandState, random.Random], Action]
"""One step of a rollout: the current player's action in a sampled world."""
ROLLOUT: Part[Rollout] = Part("rollout")
"""A spec's ``rollout``, typed."""

NOISE = 0.1
"""Share of rollout decisions played at random, so rollouts do not repeat one line of play."""

H = TypeVar("H", bound=HandState)


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


def hand_of(world: HandState, kind: type[H]) -> H:
    """``world`` as its game's hand: the registry pairs a game's seat or rollout with that game's worlds only."""
    if not isinstance(world, kind):
        raise TypeError(f"a {kind.__name__} seat was lent a {type(world).__name__}")
    return world


class Seat:
    """The current player's own fields, which a view has and a world does not: its seat, hand and legal actions.

    Each game's seat adds the table's fields its rule bot reads.
    """

    __slots__ = ("hand", "legal_actions", "seat")

    def __init__(self, world: HandState, hands: Sequence[Sequence[Card]]) -> None:
        seat = world.current_player
        assert seat is not None
        self.seat: int = seat
        self.hand: tuple[Card, ...] = tuple(hands[seat])
        self.legal_actions: list[Action] = world.legal_actions()


class WorldSeat(Seat):
    """Any world seen as the current player's view, for a game without a seat of its own.

    Any attribute a view has and the world shares (``trick``, ``trump``, …)
    is read from the world, untyped; a game with a rule bot in ``game/ai``
    has its own seat instead, so that mypy sees what the bot reads.
    """

    __slots__ = ("_world",)

    def __init__(self, world: HandState) -> None:
        hands: list[list[Card]] = world.hands  # type: ignore[attr-defined]  # every card game has hands
        self._world = world
        super().__init__(world, hands)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._world, name)


SEAT: Part[type[Seat]] = Part("rollout_seat")
"""A spec's ``rollout_seat``, typed."""
