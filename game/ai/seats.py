"""A sampled world lent to a rule policy as if it were the current player's view.

Rollouts run inside determinized worlds, where every card is laid out, so a
policy may read the world freely (it is the search's own guess, not the true
deal); building a real ``PlayerView`` per step would cost more than the step.
A seat answers, under the names the game's view uses, exactly the fields its
rule bot reads (the bot's position ``Protocol``: :class:`.rulebots.OhHellPosition`,
:class:`.rulebots.LausPosition`, :class:`.lohi_bot.LohiPosition`,
:class:`.lohai_bot.LohaiPosition`, :class:`.koira_bot.KoiraPosition`), so mypy checks that the view and the seat
both give the bot what it asks for.  :class:`WorldSeat` serves a game with no
seat of its own (the test suite's Whist) by handing on any other name to the world.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from ..engine import Action, Card, HandState
from ..engine.koira import KoiraHand
from ..engine.laus import LausHand
from ..engine.lohai import LohaiHand
from ..engine.lohi import LohiHand
from ..engine.lohi.moves import Constraint
from ..engine.oh_hell import OhHellHand
from ..engine.tricks import Play

Rollout = Callable[[HandState, random.Random], Action]

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
    from .koira_bot import KoiraPosition
    from .lohai_bot import LohaiPosition
    from .lohi_bot import LohiPosition
    from .rulebots import LausPosition, OhHellPosition

    def _seats_read_as_views(
            oh_hell: OhHellSeat, laus: LausSeat, lohi: LohiSeat, lohai: LohaiSeat, koira: KoiraSeat,
    ) -> tuple[OhHellPosition, LausPosition, LohiPosition, LohaiPosition, KoiraPosition]:
        """Never run: mypy checks here that each seat gives its rule bot every field the bot reads.

        The registry lends these seats to the bots by name, out of mypy's sight.
        """
        return oh_hell, laus, lohi, lohai, koira
