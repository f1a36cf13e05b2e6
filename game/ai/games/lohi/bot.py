"""A rule bot for Lo-Hi: shed the most cards at once and leave the next player little to play.

A sensible casual player lays the biggest set or run they can, keeps pairs
together for later, prefers a single card that leaves the pile asking for what
the unseen cards can least meet, and calls or names what the others are least
likely to hold.  The bot counts only what its seat has seen: its hand and the
pile, both in its view.  Rollouts lend it a sampled world for a double's call
and a triple's name (:class:`.seat.LohiSeat`), so it reads a
:class:`LohiPosition`, which both satisfy.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ....engine import Action, Card, RuleSet
from ....engine.core import ActionKind
from ....engine.lohi import PICKUP, LohiView
from ....engine.lohi.moves import ANY, EQ, GE, LE, Constraint

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_PLAY = ActionKind.PLAY

ORDER = "23456789TJQKA"
INDEX = {r: i for i, r in enumerate(ORDER)}


class LohiPosition(Protocol):
    """What the Lo-Hi rule bot reads: a :class:`~game.engine.lohi.LohiView`, or a sampled world lent as a
    :class:`~.seat.LohiSeat` in a rollout."""

    @property
    def hand(self) -> Sequence[Card]: ...
    @property
    def legal_actions(self) -> Sequence[Action]: ...
    @property
    def phase(self) -> str: ...
    @property
    def pile(self) -> Sequence[Card]: ...
    @property
    def seat(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def hand_sizes(self) -> Sequence[int]: ...
    @property
    def direction(self) -> int: ...
    @property
    def constraint(self) -> Constraint: ...


def unseen_ranks(view: LohiPosition) -> dict[str, int]:
    """Copies of each rank the seat has not seen: in other hands or the deck (in :data:`ORDER`)."""
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
    if _shuts_the_pile(view, plays, list(unseen.values())):
        return PICKUP

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


def _shuts_the_pile(view: LohiPosition, plays: Sequence[Action], unseen: Sequence[int]) -> bool:
    """:func:`picks_up_to_shut` for the seat whose view this is."""
    after = (view.seat + view.direction) % view.players
    return picks_up_to_shut(plays, view.legal_actions, len(view.hand), view.hand_sizes[after], view.pile[-1].rank,
                            view.constraint, unseen)


def picks_up_to_shut(plays: Sequence[Action], actions: Sequence[Action], size: int, next_size: int, top: str,
                     constraint: Constraint, unseen: Sequence[int]) -> bool:
    """Whether to pick up, though a card fits: the next player holds one card (``next_size``), no play empties
    this hand of ``size``, and every play leaves a pile that card meets for certain (:func:`opens_to_anything`)."""
    return (next_size == 1 and PICKUP in actions and all(len(a.cards) < size for a in plays)
            and opens_to_anything(plays, top, constraint, unseen))


def opens_to_anything(plays: Sequence[Action], top: str, constraint: Constraint, unseen: Sequence[int]) -> bool:
    """Whether every one of ``plays`` leaves a pile every unseen card meets, where the pile now does not.

    Only single cards of another rank than the top are judged (each leaves "that rank or lower" above the top,
    "or higher" below it); any other play, whose constraint a call or a name still decides, is taken as keeping
    the pile shut.  ``unseen`` counts the unseen cards of each rank, in :data:`ORDER`.

    >>> from game.engine.lohi.moves import parse_constraint
    >>> unseen = [1] * 13
    >>> ace, ten = Action(_PLAY, cards=(Card.of("AH"),)), Action(_PLAY, cards=(Card.of("TD"),))
    >>> opens_to_anything([ace], "Q", parse_constraint(">=Q"), unseen)
    True
    >>> opens_to_anything([ace, ten], "9", parse_constraint(">=9"), unseen)
    False
    """
    if _all_meet(constraint, unseen):
        return False
    for action in plays:
        rank = action.cards[0].rank
        if len(action.cards) != 1 or rank == top:
            return False
        if not _all_meet(Constraint(LE if INDEX[rank] > INDEX[top] else GE, rank), unseen):
            return False
    return True


def _all_meet(constraint: Constraint, unseen: Sequence[int]) -> bool:
    """Whether every unseen card meets ``constraint``."""
    if constraint.kind == ANY or constraint.rank is None:
        return True
    at = INDEX[constraint.rank]
    if constraint.kind == EQ:
        return not any(n for i, n in enumerate(unseen) if i != at)
    return not any(unseen[:at] if constraint.kind == GE else unseen[at + 1:])


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
    """Not going out when a play empties the hand, where the round is won on the spot; naming, with the cards
    left all of one rank, a rank other than theirs (:func:`going_out_name`); breaking up a set that could be
    laid whole (:func:`_splits_a_set`); laying a card that lets a next player on one card out for certain,
    where picking up would not (:func:`opens_to_anything`); or else picking up the pile while a card fits.

    A player picks up a pile of cards to win only to keep it shut to a last card; taking thirty cards home
    with a playable eight in hand is what the table laughs at.
    """
    if view.phase == "name":
        out = going_out_name(view.hand)
        return str(action.args[0]) != out and any(str(a.args[0]) == out for a in view.legal_actions)
    size = len(view.hand)
    if len(action.cards) < size and any(len(a.cards) == size for a in view.legal_actions):
        return True
    plays = [a for a in view.legal_actions if a.kind == _PLAY]
    if not plays:
        return False
    shut = _shuts_the_pile(view, plays, list(unseen_ranks(view).values()))
    if action.kind != _PLAY:
        return action == PICKUP and not shut
    return shut or _splits_a_set(action, plays)


def _splits_a_set(action: Action, plays: Sequence[Action]) -> bool:
    """Laying part of a pair or more of one rank where a play lays those cards and more of the rank: the whole
    set sheds more and takes the call, and a lone card left may meet no later constraint."""
    rank = action.cards[0].rank
    if any(c.rank != rank for c in action.cards):
        return False
    mine = set(action.cards)
    return any(len(a.cards) > len(mine) and mine <= set(a.cards) and all(c.rank == rank for c in a.cards)
               for a in plays)
