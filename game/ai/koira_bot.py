"""A rule bot for Koira: collect cheaply in phase one, shed cheaply in phase two.

A sensible casual player keeps their good cards for later and plays their
lowest card to a trick, unless they are last to play and can take a trick
worth having (high cards and trumps are what empty a hand in phase two) with
their cheapest winner; a hand of nothing but high cards gambles on the stock's
top card instead.  In phase two they beat with the cheapest play — plain suits
before trumps, long sequences first since each sheds more cards — and take the
lowest play back only when nothing beats.  The bot reads its seat's view only.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..engine import Action, Card, RuleSet

ORDER = "23456789TJQKA"


def koira(view: Any, rules: RuleSet, rng: random.Random) -> Action:
    """Phase one: see :func:`_collect`.  Phase two: the cheapest play that beats, else draw."""
    actions: Sequence[Action] = view.legal_actions
    if view.phase == "one":
        return _collect(view, actions)
    plays = [a for a in actions if a.kind == "play"]
    if not plays:
        return actions[0]

    def cost(action: Action) -> float:
        low = action.cards[0]
        trump = 20 if low.suit == view.trump else 0
        return trump + ORDER.index(low.rank) - 3 * (len(action.cards) - 1)

    return min(plays, key=cost)


def _collect(view: Any, actions: Sequence[Action]) -> Action:
    """Play low; take a trick of two or more high cards or trumps when last and able; gamble a strong hand."""
    cards = [a.cards[0] for a in actions if a.kind == "play"]
    if not cards:
        return actions[0]
    rank = ORDER.index
    best = max((rank(c.rank) for _, c in view.round_plays), default=-1)
    last = len(view.round_plays) == len(view.contenders) - 1
    worth = sum(1 for _, c in view.trick if rank(c.rank) >= rank("Q") or (view.trump and c.suit == view.trump))
    winners = [c for c in cards if rank(c.rank) > best]
    if last and winners and worth >= 2:
        return _pick(actions, min(winners, key=lambda c: rank(c.rank)))
    lowest = min(cards, key=lambda c: rank(c.rank))
    turn_up = next((a for a in actions if a.kind == "turnup"), None)
    if turn_up is not None and rank(lowest.rank) >= rank("Q"):
        return turn_up
    return _pick(actions, lowest)


def _pick(actions: Sequence[Action], card: Card) -> Action:
    return next(a for a in actions if a.cards and a.cards[0] is card)
