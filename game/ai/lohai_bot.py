"""A rule bot for Lohai: pick a goal, Lo or Hai, and play every card and special toward it.

A sensible casual player looks at their hand, decides whether it takes tricks,
and then ducks or grabs; uses a Giver to push a trick where it hurts others
most, a Mover to shift a trick toward the goal, and a Shaker to take the card
that serves the goal.  This bot does exactly that, from its view alone.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..engine import Action, Card, RuleSet

RANKS = "23456789TJQK"
BLACK = ("GIV", "TAK")


def _strength(card: Card, trump: str | None, lead: str | None) -> int:
    """How hard a suited card is to beat in this trick (specials rate separately)."""
    if card.suit is None:
        return 200 if card.rank == "TAK" else -1
    rank = RANKS.index(card.rank)
    if card.suit == trump:
        return 100 + rank
    return 50 + rank if card.suit == lead or lead is None else rank


def wants_hai(view: Any) -> bool:
    """Go for the most tricks with a strong hand or a clear lead, else for the fewest."""
    counts = view.tricks_won
    mine = counts[view.seat]
    if sum(counts) and mine == max(counts) and counts.count(mine) == 1:
        return True
    if sum(counts) and mine == min(counts) and mine < max(counts) - 1:
        return False
    strong = sum(1 for c in view.hand if c.suit == view.trump and c.rank in "9JQK")
    strong += sum(1 for c in view.hand if c.rank in ("K", "Q", "TAK"))
    return bool(strong * view.players >= len(view.hand) + 2)


def lohai(view: Any, rules: RuleSet, rng: random.Random) -> Action:
    actions: Sequence[Action] = view.legal_actions
    hai = wants_hai(view)
    kind = actions[0].kind
    if view.pending is not None and kind != "play":
        return _decide(view, actions, hai)
    cards = [a.cards[0] for a in actions]
    lead = view.lead_suit

    def key(card: Card) -> int:
        return _strength(card, view.trump, lead)

    suited = [c for c in cards if c.suit is not None] or cards
    if hai:
        taker = [c for c in cards if c.rank == "TAK"]
        pick = taker[0] if taker and len(view.trick) == view.players - 1 else max(suited, key=key)
    else:
        giver = [c for c in cards if c.rank == "GIV"]
        pick = giver[0] if giver and view.trick and len(view.trick) == view.players - 1 else min(suited, key=key)
    return next(a for a in actions if a.cards[0] is pick)


def _decide(view: Any, actions: Sequence[Action], hai: bool) -> Action:
    kind = view.pending[0]
    counts = list(view.tricks_won)
    me = view.seat
    if kind == "give":
        return min(actions, key=lambda a: _give_harm(counts, int(a.args[0]), me))
    if kind == "move":
        moves = [a for a in actions if a.kind == "move"]
        others = [s for s in range(view.players) if s != me]
        top = max(others, key=lambda s: counts[s])
        wanted = (top, me) if hai else (me, top)
        chosen = [a for a in moves if tuple(a.args) == wanted]
        return chosen[0] if chosen else next((a for a in actions if a.kind == "pass"), actions[0])
    steals = [a for a in actions if a.kind == "steal"]
    if not steals:
        return actions[0]
    tops = {slot.seat: slot.cards[-1] for slot in view.trick if slot.cards}

    def value(action: Action) -> int:
        card = tops[int(action.args[0])]
        return _strength(card, view.trump, view.lead_suit) + (300 if card.rank in BLACK else 0)
    return max(steals, key=value) if hai else min(steals, key=value)


def _give_harm(counts: list[int], seat: int, me: int) -> int:
    """How much handing ``seat`` this trick helps others: making a sole Hai is worst."""
    after = list(counts)
    after[seat] += 1
    others = [after[s] for s in range(len(after)) if s != seat]
    harm = 0
    if after[seat] > max(others):
        harm += 10
    if counts[seat] == min(counts) and counts.count(counts[seat]) == 1:
        harm -= 5  # the trick ends their Lo
    return harm


def lohai_blunder(view: Any, action: Action) -> bool:
    """Any other choice than the rule bot's for a Giver, Mover or Shaker: these decide a trick outright.

    A casual player may lay the wrong card, but thinks hard when a special card
    asks whom to give to, what to move or what to steal; Easy slips only on plays.
    """
    return view.pending is not None and action.kind != "play"
