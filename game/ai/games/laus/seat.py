"""Laus's sampled world lent to its rule bot as the current player's view, for search's rollouts.

:class:`game.ai.seats.Seat` gives the current player's own fields; this seat adds the table's fields the
rule bot reads (:class:`.bot.LausPosition`), read straight off the world.  The check at the foot of the module
makes mypy prove that the seat gives the bot every field it reads.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ....engine import Card, HandState
from ....engine.laus import LausHand
from ....engine.tricks import Play
from ...seats import Seat, hand_of


class LausSeat(Seat):
    """A Laus world as its current player's :class:`~game.engine.laus.LausView`."""

    __slots__ = ("_world",)

    def __init__(self, world: HandState) -> None:
        self._world = hand_of(world, LausHand)
        super().__init__(world, self._world.hands)

    @property
    def players(self) -> int:
        return self._world.players

    @property
    def won(self) -> Sequence[Sequence[Card]]:
        return self._world.won

    @property
    def trick(self) -> Sequence[Play]:
        return self._world.trick

    @property
    def lead_suit(self) -> str | None:
        return self._world.lead_suit


if TYPE_CHECKING:
    from .bot import LausPosition

    def _read_as_a_view(seat: LausSeat) -> LausPosition:
        """Never run: mypy checks here that the seat gives the rule bot every field the bot reads.

        The registry lends the seat to the bot by name, out of mypy's sight.
        """
        return seat
