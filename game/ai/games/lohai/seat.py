"""Lohai's sampled world lent to its rule bot as the current player's view, for search's rollouts.

:class:`game.ai.seats.Seat` gives the current player's own fields; this seat adds the table's fields the
rule bot reads (:class:`.bot.LohaiPosition`), read straight off the world.  The check at the foot of the module
makes mypy prove that the seat gives the bot every field it reads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import HandState
from ....engine.lohai import LohaiHand
from ...seats import Seat, hand_of


class LohaiSeat(Seat):
    """A Lohai world as its current player's view: Lohai's rule bot reads the table as a view's redacted world
    (``view.world``); here that is the sampled world."""

    __slots__ = ("_world",)

    def __init__(self, world: HandState) -> None:
        self._world = hand_of(world, LohaiHand)
        super().__init__(world, self._world.hands)

    @property
    def world(self) -> LohaiHand:
        return self._world


if TYPE_CHECKING:
    from .bot import LohaiPosition

    def _read_as_a_view(seat: LohaiSeat) -> LohaiPosition:
        """Never run: mypy checks here that the seat gives the rule bot every field the bot reads.

        The registry lends the seat to the bot by name, out of mypy's sight.
        """
        return seat
