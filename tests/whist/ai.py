"""Whist's parts for the computer players and the tournament: a rule bot, its blunders, scoring, a measure.

The rule bot plays as a sensible casual partner does: lead a card that is
sure to win, else from the longest plain suit; second and third hand play
low unless they can take the trick cheaply over the opponents; never take a
trick the partner already holds.  It reads only names a view and a sampled
world share (``seat``, ``hand``, ``legal_actions``, ``trick``, ``trump``,
``lead_suit``, ``tricks``, ``players``), so search's rollouts run it on a
world through :class:`game.ai.seats.WorldSeat` with no code of their own.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.ai.rewards import Rewards, Scoring
from game.engine import Action, Card, HandState, RuleSet
from lab.measures import Measure

from .engine import STRENGTH, WhistHand, team_of

Trick = Sequence[tuple[int, Card]]


def power(card: Card, trump: str, lead: str | None) -> int:
    """How strongly ``card`` stands in a trick led in ``lead``: trumps above the suit led, the rest nowhere."""
    if card.suit == trump:
        return 200 + STRENGTH[card]
    if card.suit == lead:
        return 100 + STRENGTH[card]
    return STRENGTH[card] - 100


def winning(trick: Trick, trump: str) -> tuple[int, int] | None:
    """The seat winning ``trick`` so far and its card's power, or ``None`` for an empty trick."""
    if not trick:
        return None
    lead = trick[0][1].suit
    seat, card = max(trick, key=lambda play: power(play[1], trump, lead))
    return seat, power(card, trump, lead)


def boss(card: Card, hand: Sequence[Card], gone: set[Card]) -> bool:
    """``card`` is the highest of its suit still out (every higher one played or in our own hand)."""
    higher = (c for c in STRENGTH if c.suit == card.suit and STRENGTH[c] > STRENGTH[card])
    return all(c in gone or c in hand for c in higher)


def played(view: Any) -> set[Card]:
    """Every card already played to a finished trick or to this one."""
    done: Sequence[Any] = view.tricks
    return {c for record in done for _, c in record.plays} | {c for _, c in view.trick}


def lead_card(hand: Sequence[Card], trump: str, gone: set[Card]) -> Card:
    """A sure winner outside trump if there is one; else the lowest of the longest plain suit."""
    sure = [c for c in hand if c.suit != trump and boss(c, hand, gone)]
    if sure:
        return max(sure, key=lambda c: STRENGTH[c])
    plain = [c for c in hand if c.suit != trump] or list(hand)
    longest = max({c.suit for c in plain}, key=lambda s: (sum(1 for c in plain if c.suit == s), s or ""))
    return min((c for c in plain if c.suit == longest), key=lambda c: STRENGTH[c])


def follow_card(cards: Sequence[Card], trick: Trick, trump: str, seat: int) -> Card:
    """Duck under a partner's winning card; else win as cheaply as possible, or throw the cheapest card."""
    lead = trick[0][1].suit
    top = winning(trick, trump)
    assert top is not None

    def strength(card: Card) -> int:
        return power(card, trump, lead)

    def cheapest(pool: Sequence[Card]) -> Card:
        return min(pool, key=lambda c: (c.suit == trump, STRENGTH[c]))

    if team_of(top[0]) == team_of(seat):
        return cheapest([c for c in cards if strength(c) <= top[1]] or list(cards))
    winners = [c for c in cards if strength(c) > top[1]]
    return min(winners, key=strength) if winners else cheapest(cards)


def policy(view: Any, rules: RuleSet, rng: random.Random) -> Action:
    """The rule bot: the Steady level, Easy's base and search's rollouts (``(view, rules, rng) -> Action``)."""
    actions: Sequence[Action] = view.legal_actions
    cards = [a.cards[0] for a in actions]
    if view.trick:
        pick = follow_card(cards, view.trick, view.trump, view.seat)
    else:
        pick = lead_card(cards, view.trump, played(view))
    return next(a for a in actions if a.cards[0] == pick)


def blunder(view: Any, action: Action) -> bool:
    """What Easy never slips into, judged last to a trick where the outcome is certain: overtaking the
    partner's winning card when a card that ducks was there, or letting the opponents keep a trick that a
    card in hand would have won."""
    if action.kind != "play" or len(view.trick) != view.players - 1:
        return False
    lead = view.trick[0][1].suit
    top = winning(view.trick, view.trump)
    assert top is not None
    cards = [a.cards[0] for a in view.legal_actions]
    wins = power(action.cards[0], view.trump, lead) > top[1]
    could_win = any(power(c, view.trump, lead) > top[1] for c in cards)
    could_duck = any(power(c, view.trump, lead) <= top[1] for c in cards)
    if team_of(top[0]) == team_of(view.seat):
        return wins and could_duck
    return not wins and could_win


def rewards(state: HandState) -> Rewards:
    """Each seat's side's share of the thirteen tricks: finer than the points, which count only the odd tricks."""
    assert isinstance(state, WhistHand)
    took = state.team_tricks()
    total = sum(took) or 1
    return [took[team_of(seat)] / total for seat in range(state.players)]


SCORING = Scoring(final=rewards)
"""How search values a finished Whist hand (:class:`game.ai.rewards.Scoring`)."""

MEASURE = Measure("points", "points", False,
                  "Points scored in one hand by the strong seat's side (its partner is a weak seat), minus the mean "
                  "of the weak seats. A hand scores a point a trick over six for the side that took them.")
"""What the tournament counts as doing well in Whist (:class:`lab.measures.Measure`)."""
