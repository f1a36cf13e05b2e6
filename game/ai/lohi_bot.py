"""A rule bot for Lo-Hi: shed the most cards at once and leave the next player little to play.

A sensible casual player lays the biggest set or run they can, keeps pairs
together for later, prefers a single card that leaves the pile asking for what
the unseen cards can least meet, and calls or names what the others are least
likely to hold.  The bot counts only what its seat has seen: its hand and the
pile, both in its view.  Rollouts lend it a sampled world for a double's call
and a triple's name (:class:`.seats.LohiSeat`), so it reads a
:class:`LohiPosition`, which both satisfy.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ..engine import Action, Card, RuleSet
from ..engine.core import ActionKind
from ..engine.lohi import LohiView

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_PLAY = ActionKind.PLAY

ORDER = "23456789TJQKA"


class LohiPosition(Protocol):
    """What the Lo-Hi rule bot reads: a :class:`~game.engine.lohi.LohiView`, or a sampled world lent as a
    :class:`~.seats.LohiSeat` in a rollout."""

    @property
    def hand(self) -> Sequence[Card]: ...
    @property
    def legal_actions(self) -> Sequence[Action]: ...
    @property
    def phase(self) -> str: ...
    @property
    def pile(self) -> Sequence[Card]: ...


def unseen_ranks(view: LohiPosition) -> dict[str, int]:
    """Copies of each rank the seat has not seen: in other hands or the deck."""
    left = dict.fromkeys(ORDER, 4)
    for card in (*view.hand, *view.pile):
        left[card.rank] -= 1
    return left


def open_to(kind: str, rank: str, unseen: dict[str, int]) -> int:
    """How many unseen cards would meet a constraint of ``kind`` (``ge``, ``le``, ``eq``) on ``rank``."""
    at = ORDER.index(rank)
    ranks = ORDER[at:] if kind == "ge" else ORDER[:at + 1] if kind == "le" else rank
    return sum(unseen[r] for r in ranks)


def lohi(view: LohiPosition, rules: RuleSet, rng: random.Random) -> Action:
    """Shed the most cards at once, keep pairs together, and leave the next player little to play.

    A double's call and a triple's name pick what the unseen cards can least
    meet and this hand can best follow up, since an unanswered pile comes back round.
    """
    actions = view.legal_actions
    unseen = unseen_ranks(view)
    held = {r: sum(1 for c in view.hand if c.rank == r) for r in ORDER}
    if view.phase == "call":
        return _call(view, actions, unseen, held)
    if view.phase == "name":
        out = going_out_name(view.hand)
        return max(actions, key=lambda a: (str(a.args[0]) == out,
                                           held[str(a.args[0])] * 2 - unseen[str(a.args[0])] * 3,
                                           ORDER.index(str(a.args[0]))))
    plays = [a for a in actions if a.kind == _PLAY]
    if not plays:
        return actions[0]
    top = view.pile[-1].rank

    def score(action: Action) -> float:
        cards = action.cards
        rank = cards[-1].rank
        value = 10.0 * len(cards)
        if len({c.rank for c in cards}) == 1:
            if len(cards) < held[rank]:
                value -= 6  # breaks up a pair or more kept for later
            if len(cards) == 1 and rank != top:
                kind = "le" if ORDER.index(rank) > ORDER.index(top) else "ge"
                value -= 0.3 * open_to(kind, rank, unseen)
        if len(cards) == len(view.hand):
            value += 100  # goes out
        return value + rng.random() * 0.01

    return max(plays, key=score)


def going_out_name(hand: Sequence[Card]) -> str | None:
    """The rank a triple must name when the cards left are all of one rank, else ``None``.

    Named so, the pile comes back round to a hand that meets it whole and goes out, unless another seat meets
    the name first.  Any other name is one the hand cannot meet: a rank all on the pile stalls the round, and
    its namer picks up with everyone else.  (Where the house rules forbid naming the triple's own rank and that
    is the rank left, no name goes out.)
    """
    ranks = {card.rank for card in hand}
    return next(iter(ranks)) if len(ranks) == 1 else None


def _call(view: LohiPosition, actions: Sequence[Action], unseen: dict[str, int], held: dict[str, int]) -> Action:
    """Higher or lower: whichever the unseen cards can least meet, less what this hand can meet."""
    rank = view.pile[-1].rank
    mine = {k: sum(n for r, n in held.items() if (ORDER.index(r) >= ORDER.index(rank)) == (k == "ge"))
            for k in ("ge", "le")}
    kind = min(("ge", "le"), key=lambda k: (open_to(k, rank, unseen) - mine[k], k))
    return next(a for a in actions if a.args == ("higher" if kind == "ge" else "lower",))


def lohi_blunder(view: LohiView, action: Action) -> bool:
    """Not going out when a play empties the hand, where the round is won on the spot; or naming, with the cards
    left all of one rank, a rank other than theirs (:func:`going_out_name`)."""
    if view.phase == "name":
        out = going_out_name(view.hand)
        return str(action.args[0]) != out and any(str(a.args[0]) == out for a in view.legal_actions)
    size = len(view.hand)
    return len(action.cards) < size and any(len(a.cards) == size for a in view.legal_actions)
