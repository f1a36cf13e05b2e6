"""Lo-Hi's sampled world lent to its rule bot as the current player's view, for search's rollouts.

:class:`game.ai.seats.Seat` gives the current player's own fields; this seat adds the table's fields the
rule bot reads (:class:`.bot.LohiPosition`), read straight off the world.  The check at the foot of the module
makes mypy prove that the seat gives the bot every field it reads.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ....engine import Card, HandState
from ....engine.lohi import LohiHand
from ....engine.lohi.moves import Constraint
from ...seats import Seat, hand_of


class LohiSeat(Seat):
    """A Lo-Hi world as its current player's :class:`~game.engine.lohi.LohiView` (for calls and names in rollouts)."""

    __slots__ = ("_world",)

    def __init__(self, world: HandState) -> None:
        self._world = hand_of(world, LohiHand)
        super().__init__(world, self._world.hands)

    @property
    def phase(self) -> str:
        return self._world.phase

    @property
    def pile(self) -> Sequence[Card]:
        return self._world.pile

    @property
    def players(self) -> int:
        return self._world.players

    @property
    def hand_sizes(self) -> Sequence[int]:
        return [len(hand) for hand in self._world.hands]

    @property
    def direction(self) -> int:
        return self._world.direction

    @property
    def constraint(self) -> Constraint:
        return self._world.constraint


if TYPE_CHECKING:
    from .bot import LohiPosition

    def _read_as_a_view(seat: LohiSeat) -> LohiPosition:
        """Never run: mypy checks here that the seat gives the rule bot every field the bot reads.

        The registry lends the seat to the bot by name, out of mypy's sight.
        """
        return seat
