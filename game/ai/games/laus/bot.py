"""Laus's rule bot and what Easy never slips into: take few points.

The bot ducks under the trick, sheds points when void and gives points to the
skat.  Search's rollouts run the same bot inside sampled worlds, lent to it as
a :class:`.seat.LausSeat`, so it is typed by a ``Protocol`` of exactly the
fields it reads (:class:`LausPosition`).  Blunders are only ever judged on a
real view.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ....engine import Action, Card, RuleSet
from ....engine.core import ActionKind
from ....engine.laus import LausView, Table, table_for
from ....engine.tricks import Play

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_LOOK = ActionKind.LOOK
_PLAY = ActionKind.PLAY


class LausPosition(Protocol):
    """What the Laus rule bot reads: a :class:`~game.engine.laus.LausView`, or a sampled world lent as a
    :class:`~.seat.LausSeat` in a rollout."""

    @property
    def seat(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def legal_actions(self) -> Sequence[Action]: ...
    @property
    def trick(self) -> Sequence[Play]: ...
    @property
    def lead_suit(self) -> str | None: ...
    @property
    def won(self) -> Sequence[Sequence[Card]]: ...


def laus(view: LausPosition, rules: RuleSet, rng: random.Random) -> Action:
    """Take few points: duck under the trick, dump points when void, shed points to the skat.

    Card values, queen bonuses and the jack order come from the rule file, so a
    house-rules file changes how the bot weighs cards too.
    """
    table = table_for(rules)
    actions = view.legal_actions

    def cost(card: Card) -> int:
        return table.points[card] + table.bonus.get(card, 0)

    kinds = {a.kind for a in actions}
    if "look" in kinds:
        return next(a for a in actions if a.kind == _LOOK)
    if "discard" in kinds:
        return max(actions, key=lambda a: sum(cost(c) for c in a.cards))
    pick = laus_card([a.cards[0] for a in actions], view.trick, view.lead_suit, view.players, table,
                     _at_stake(view, table))
    return _pick(actions, pick)


def _at_stake(view: LausPosition, table: Table) -> int:
    """The queen penalties the seat has taken, which taking the trick would wipe out: the trick holds the
    card that cancels them (the QD, ``bonus_cancel``).  Zero when it does not."""
    if table.cancel is None or table.cancel not in (c for _, c in view.trick):
        return 0
    return sum(table.bonus.get(c, 0) for c in view.won[view.seat])


def laus_card(cards: Sequence[Card], trick: Sequence[tuple[int, Card]], lead: str | None, players: int,
              table: Table, rescue: int = 0) -> Card:
    """Lead the weakest card; follow under the winning card, as high as stays under; when void,
    shed the costliest card, but never a jack that would take a trick already holding points (a jack
    is a trump: above the trick's best it wins the trick and its penalties); unable to duck, take it
    as cheaply as possible (or as high as possible when last, since the trick is taken anyway).

    ``rescue`` is the queen penalties the seat has taken when the trick holds the card that cancels them
    (:func:`_at_stake`): worth more than the trick's points, the trick is worth taking, with the cheapest
    winner when last and else the strongest, so it stays won.

    Inference replays opponents' past plays through this, so it takes the
    position as plain values rather than a view (and leaves out ``rescue``).
    """

    def cost(card: Card) -> int:
        return table.points[card] + table.bonus.get(card, 0)

    strength = table.strength
    if not trick:
        return min(cards, key=lambda c: (strength[c], cost(c)))
    following = [c for c in cards if table.suit[c] == lead]
    top = max(strength[c] for _, c in trick if table.suit[c] in (lead, "J"))
    last = len(trick) == players - 1
    if rescue:
        winners = _cancelling(following or cards, trick, lead, top, rescue, table)
        if winners:
            if last:
                return min(winners, key=lambda c: (table.points[c], -strength[c]))
            return max(winners, key=lambda c: strength[c])
    if not following:
        stake = sum(cost(c) for _, c in trick)
        shed = [c for c in cards if not stake or table.suit[c] != "J" or strength[c] < top]
        return max(shed or cards, key=lambda c: (cost(c), strength[c]))
    under = [c for c in following if strength[c] < top]
    if under:
        return max(under, key=lambda c: strength[c])
    return max(following, key=lambda c: strength[c]) if last else min(following, key=cost)


def _cancelling(cards: Sequence[Card], trick: Sequence[tuple[int, Card]], lead: str | None, top: int,
                rescue: int, table: Table) -> list[Card]:
    """The cards that would take a trick holding the cancel card, where the penalties it wipes out
    (``rescue``) outweigh the card points taken with it."""
    taken = sum(table.points[c] for _, c in trick)
    return [c for c in cards if table.suit[c] in (lead, "J") and table.strength[c] > top
            and rescue > taken + table.points[c]]


def _pick(actions: Sequence[Action], card: Card) -> Action:
    return next(a for a in actions if a.cards and a.cards[0] is card)



def laus_blunder(view: LausView, action: Action) -> bool:
    """A penalty queen put on top of a trick that could be ducked, or kept back when void; or, void, a
    jack that takes a trick holding a penalty queen when another card would let it go; or, last to a trick
    holding the card that cancels the seat's own queen penalties (and worth more than the trick costs), letting
    it go.

    Void in the suit led, a plain card cannot win, so the costliest queen
    goes; following, a queen that beats the trick while a lower card would
    duck hands its owner the penalty.
    """
    if action.kind != _PLAY or not view.trick:
        return False
    table = table_for_view(view)
    card = action.cards[0]
    cards = [a.cards[0] for a in view.legal_actions]
    lead = view.lead_suit
    top = max(table.strength[c] for _, c in view.trick if table.suit[c] in (lead, "J"))
    rescue = _at_stake(view, table)
    if rescue and len(view.trick) == view.players - 1 and _cancelling(cards, view.trick, lead, top, rescue, table):
        return not (table.suit[card] in (lead, "J") and table.strength[card] > top)
    if not any(table.suit[c] == lead for c in cards):
        queens = [table.bonus.get(c, 0) + table.points[c] for c in cards if table.bonus.get(c, 0)]
        if queens and table.points[card] + table.bonus.get(card, 0) < max(queens):
            return True
        penalty = any(table.bonus.get(c, 0) > 0 for _, c in view.trick)

        def wins(c: Card) -> bool:
            return table.suit[c] == "J" and table.strength[c] > top

        return penalty and wins(card) and not all(wins(c) for c in cards)
    if not table.bonus.get(card, 0):
        return False
    return table.strength[card] > top and any(table.strength[c] < top for c in cards)


def table_for_view(view: LausView) -> Table:
    """The Laus lookups of the rule set a view's hand is played under."""
    return table_for(view.world.rules)
