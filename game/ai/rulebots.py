"""Per-game rule bots: the way a sensible casual player thinks, without search.

Each policy takes a view and returns one of its legal actions.  They are the
"rule" level of ``game.ai`` and the opponents the simulator measures against.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ..engine import Action, Card, PlayerView, RuleSet
from ..engine.laus import table_for

Policy = Callable[[PlayerView, RuleSet, random.Random], Action]
ORDER = "23456789TJQKA"


# --------------------------------------------------------------------------- Oh Hell


def _oh_hell_strength(card: Card, trump: str | None, lead: str | None, jokers_high: bool) -> int:
    """How strongly ``card`` stands in a trick: jokers lowest (or highest), trump above lead suit."""
    if card.suit is None:
        return 1000 if jokers_high else -1
    rank = ORDER.index(card.rank)
    if card.suit == trump:
        return 200 + rank
    if card.suit == lead:
        return 100 + rank
    return rank - 50


def _oh_hell_bid(view: Any) -> int:
    trump = view.trump
    estimate = 0.0
    trumps = [c for c in view.hand if c.suit == trump and trump is not None]
    for card in view.hand:
        if card.suit is None:
            estimate += 0.9 if view.options["jokers_high"] else 0.0
        elif card.suit == trump:
            estimate += {"A": 1.0, "K": 0.9, "Q": 0.7, "J": 0.5}.get(card.rank, 0.25 if len(trumps) > 2 else 0.1)
        else:
            same = sum(1 for c in view.hand if c.suit == card.suit)
            estimate += {"A": 0.85, "K": 0.55 if same >= 2 else 0.3}.get(card.rank, 0.0)
    estimate *= 1.0 if view.players <= 4 else 0.85
    return round(estimate)


def _nearest(actions: Sequence[Action], value: int) -> Action:
    return min(actions, key=lambda a: (abs(int(a.args[0]) - value), int(a.args[0])))


def oh_hell(view: Any, rules: RuleSet, rng: random.Random) -> Action:
    actions: Sequence[Action] = view.legal_actions
    if view.phase == "bid":
        return _nearest(actions, _oh_hell_bid(view))
    jokers_high = bool(view.options["jokers_high"])
    lead = view.lead_suit
    cards = [a.cards[0] for a in actions]

    def strength(card: Card) -> int:
        return _oh_hell_strength(card, view.trump, lead or card.suit, jokers_high)

    best_so_far = max((strength(c) for _, c in view.trick), default=-10_000)
    need = (view.bids[view.seat] or 0) - view.tricks_won[view.seat]
    winners = [c for c in cards if strength(c) > best_so_far]
    losers = [c for c in cards if strength(c) <= best_so_far]
    if need > 0:
        if not view.trick:
            pick = max(cards, key=strength)
        elif winners:
            pick = min(winners, key=strength)
        else:
            pick = min(cards, key=lambda c: (c.suit is None, strength(c)))
    elif losers and view.trick:
        pick = max(losers, key=strength)
    else:
        pick = min(cards, key=strength)
    return next(a for a in actions if a.cards[0] is pick)


# --------------------------------------------------------------------------- Laus


def laus(view: Any, rules: RuleSet, rng: random.Random) -> Action:
    """Take few points: duck under the trick, dump points when void, shed points to the skat.

    Card values, queen bonuses and the jack order come from the rule file, so a
    house-rules file changes how the bot weighs cards too.
    """
    table = table_for(rules)
    actions: Sequence[Action] = view.legal_actions

    def cost(card: Card) -> int:
        return table.points[card] + table.bonus.get(card, 0)

    kinds = {a.kind for a in actions}
    if "look" in kinds:
        return next(a for a in actions if a.kind == "look")
    if "discard" in kinds:
        return max(actions, key=lambda a: sum(cost(c) for c in a.cards))
    cards = [a.cards[0] for a in actions]
    strength = table.strength
    trick = view.trick
    if not trick:
        return _pick(actions, min(cards, key=lambda c: (strength[c], cost(c))))
    lead = view.lead_suit
    following = [c for c in cards if table.suit[c] == lead]
    if not following:
        return _pick(actions, max(cards, key=lambda c: (cost(c), strength[c])))
    top = max(strength[c] for _, c in trick if table.suit[c] in (lead, "J"))
    under = [c for c in following if strength[c] < top]
    if under:
        return _pick(actions, max(under, key=lambda c: strength[c]))
    last = len(trick) == view.players - 1
    return _pick(actions, max(following, key=lambda c: strength[c]) if last else min(following, key=cost))


def _pick(actions: Sequence[Action], card: Card) -> Action:
    return next(a for a in actions if a.cards and a.cards[0] is card)


RULE_BOTS: dict[str, Policy] = {"oh_hell": oh_hell, "laus": laus}
