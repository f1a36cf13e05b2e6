"""What every game's rule bot shares: the shape of a policy and of a blunder test, and the trick games' taker.

A rule bot plays the way a sensible casual player thinks, without search: it
takes its game's view and returns one of its legal actions.  The bots are the
"rule" level of ``game.ai`` and the opponents the simulator measures against;
each game's own lives in its package (:mod:`.games`), and the registry
(:mod:`game.games`) names it.  Search's rollouts run the same policies inside
sampled worlds, lent to them as a seat (:mod:`.seats`), so a policy fed both
is typed by a ``Protocol`` of exactly the fields it reads: the game's view and
its seat both satisfy it, and mypy checks that they do.  Blunders are only
ever judged on a real view.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from ..engine import Action, HandState, RuleSet
from ..engine.core import ActionKind
from ..engine.tricks import Play, TrickHand
from ..games import Part

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_PLAY = ActionKind.PLAY

View = TypeVar("View")
"""What a policy or a blunder test reads: its game's view, or a position protocol its view satisfies."""

Policy = Callable[[View, RuleSet, random.Random], Action]
"""A rule bot: one of the legal actions of the position it is given.

Generic in what it reads, since each game's bot takes that game's view; the
registry (:mod:`game.games`) pairs a policy with its own game's views, so code
that serves every game holds a ``Policy[Any]``.
"""

Blunder = Callable[[View, Action], bool]
"""Whether an action is an outright blunder in a view: what even a careless player does not do.

Easy slips only into moves that pass this test, so its mistakes look human.  Each game's test takes that
game's view (the registry pairs them, as for :data:`Policy`).
"""

POLICY: Part[Policy[Any]] = Part("policy")
"""A spec's ``policy``, typed: it takes its game's view (``Any`` here: the registry, not the type, pairs the bot
with its game's views)."""
BLUNDER: Part[Blunder[Any]] = Part("blunder")
"""A spec's ``blunder``, typed."""


class TrickTable(Protocol):
    """What :func:`trick_taker` reads: a trick game's view, whose world is a :class:`TrickHand`."""

    @property
    def seat(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def trick(self) -> Sequence[Play]: ...
    @property
    def world(self) -> HandState: ...


def trick_taker(view: TrickTable, action: Action) -> int | None:
    """Who takes the trick ``action`` closes: the seat last to it sees every other card (``None`` if not last).

    Easy's slips keep this (:class:`~.levels.EasyBot`): a person may lay the wrong card, but the last to a
    trick knows whether it wants it.  Any trick game whose view's world is a :class:`TrickHand` can name it.
    """
    if action.kind != _PLAY or len(view.trick) != view.players - 1:
        return None
    world = view.world
    assert isinstance(world, TrickHand)
    return world.trick_winner([*view.trick, (view.seat, action.cards[0])])
