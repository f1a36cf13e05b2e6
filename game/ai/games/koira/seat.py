"""Koira's sampled world lent to its rule bot as the current player's view, for search's rollouts.

:class:`game.ai.seats.Seat` gives the current player's own fields; this seat adds the table's fields the
rule bot reads (:class:`.bot.KoiraPosition`), read straight off the world.  The check at the foot of the module
makes mypy prove that the seat gives the bot every field it reads.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ....engine import Card, HandState
from ....engine.koira import KoiraHand
from ...seats import Seat, hand_of


class KoiraSeat(Seat):
    """A Koira world as its current player's :class:`~game.engine.koira.events.KoiraView`.

    A view's ``known`` holds what the table has seen of each hand; in a sampled world every hand is laid out,
    so the seat lends the world's hands (the search's guess, which it may read freely).
    """

    __slots__ = ("_world",)

    def __init__(self, world: HandState) -> None:
        self._world = hand_of(world, KoiraHand)
        super().__init__(world, self._world.hands)

    @property
    def players(self) -> int:
        return self._world.players

    @property
    def phase(self) -> str:
        return self._world.phase

    @property
    def trump(self) -> str | None:
        return self._world.trump

    @property
    def in_game(self) -> Sequence[bool]:
        return self._world.in_game

    @property
    def known(self) -> Sequence[Sequence[Card]]:
        return self._world.hands

    @property
    def trick(self) -> Sequence[tuple[int, Card]]:
        return self._world.trick

    @property
    def round_plays(self) -> Sequence[tuple[int, Card]]:
        return tuple(self._world.round_cards.items())

    @property
    def contenders(self) -> Sequence[int]:
        return self._world.contenders


if TYPE_CHECKING:
    from .bot import KoiraPosition

    def _read_as_a_view(seat: KoiraSeat) -> KoiraPosition:
        """Never run: mypy checks here that the seat gives the rule bot every field the bot reads.

        The registry lends the seat to the bot by name, out of mypy's sight.
        """
        return seat
