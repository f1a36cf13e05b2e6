"""Oh Hell's sampled world lent to its rule bot as the current player's view, for search's rollouts.

:class:`game.ai.seats.Seat` gives the current player's own fields; this seat adds the table's fields the
rule bot reads (:class:`.bot.OhHellPosition`), read straight off the world.  The check at the foot of the module
makes mypy prove that the seat gives the bot every field it reads.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ....engine import Card, HandState
from ....engine.oh_hell import OhHellHand
from ....engine.tricks import Play
from ...seats import Seat, hand_of


class OhHellSeat(Seat):
    """An Oh Hell world as its current player's :class:`~game.engine.oh_hell.OhHellView` (for bids in rollouts)."""

    __slots__ = ("_world",)

    def __init__(self, world: HandState) -> None:
        self._world = hand_of(world, OhHellHand)
        super().__init__(world, self._world.hands)

    @property
    def players(self) -> int:
        return self._world.players

    @property
    def options(self) -> Mapping[str, Any]:
        return self._world.options

    @property
    def phase(self) -> str:
        return self._world.phase

    @property
    def trump(self) -> str | None:
        return self._world.trump

    @property
    def flips(self) -> Sequence[Card]:
        return self._world.flips

    @property
    def bids(self) -> Sequence[int | None]:
        return self._world.bids

    @property
    def tricks_won(self) -> Sequence[int]:
        return self._world.tricks_won

    @property
    def trick(self) -> Sequence[Play]:
        return self._world.trick

    @property
    def lead_suit(self) -> str | None:
        return self._world.lead_suit


if TYPE_CHECKING:
    from .bot import OhHellPosition

    def _read_as_a_view(seat: OhHellSeat) -> OhHellPosition:
        """Never run: mypy checks here that the seat gives the rule bot every field the bot reads.

        The registry lends the seat to the bot by name, out of mypy's sight.
        """
        return seat
