"""Per-game rule bots: the way a sensible casual player thinks, without search.

Each policy takes its game's view and returns one of its legal actions.  They
are the "rule" level of ``game.ai`` and the opponents the simulator measures
against.  Search's rollouts run the same policies inside sampled worlds, lent
to them as a seat (:mod:`.seats`), so a policy fed both is typed by a
``Protocol`` of exactly the fields it reads (:class:`OhHellPosition`,
:class:`LausPosition`): the game's view and its seat both satisfy it, and
mypy checks that they do.  Blunders are only ever judged on a real view.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, TypeVar

from ..engine import Action, Card, RuleSet
from ..engine.core import ActionKind
from ..engine.laus import LausView, Table, table_for
from ..engine.oh_hell import OhHellView
from ..engine.tricks import Play, TrickHand

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_LOOK = ActionKind.LOOK
_PLAY = ActionKind.PLAY

View = TypeVar("View")
"""What a policy or a blunder test reads: its game's view, or a position protocol its view satisfies."""

Policy = Callable[[View, RuleSet, random.Random], Action]
"""A rule bot: one of the legal actions of the position it is given.

Generic in what it reads, since each game's bot takes that game's view; the
registry (:mod:`game.games`) pairs a policy with its own game's views, so code
that serves every game holds a ``Policy[Any]``.
"""
ORDER = "23456789TJQKA"


# --------------------------------------------------------------------------- Oh Hell


class OhHellPosition(Protocol):
    """What the Oh Hell rule bot reads: an :class:`~game.engine.oh_hell.OhHellView`, or a sampled world lent as
    an :class:`~.seats.OhHellSeat` in a rollout (its bids go through the bot itself)."""

    @property
    def seat(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def hand(self) -> Sequence[Card]: ...
    @property
    def legal_actions(self) -> Sequence[Action]: ...
    @property
    def options(self) -> Mapping[str, Any]: ...
    @property
    def phase(self) -> str: ...
    @property
    def trump(self) -> str | None: ...
    @property
    def flips(self) -> Sequence[Card]: ...
    @property
    def bids(self) -> Sequence[int | None]: ...
    @property
    def tricks_won(self) -> Sequence[int]: ...
    @property
    def trick(self) -> Sequence[Play]: ...
    @property
    def lead_suit(self) -> str | None: ...


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


def bid_estimate(hand: Sequence[Card], trump: str | None, jokers_high: bool, players: int) -> float:
    """The tricks a hand looks worth to a casual player: high trumps, side aces and guarded kings.

    Inference reads bids through this too: a bid far from it makes a hand unlikely.
    """
    estimate = 0.0
    trumps = [c for c in hand if c.suit == trump and trump is not None]
    held = frozenset(c.rank for c in trumps)
    for card in hand:
        if card.suit is None:
            estimate += 0.9 if jokers_high else 0.0
        elif card.suit == trump:
            worth = {"A": 1.0, "K": 0.9, "Q": 0.7, "J": 0.5}.get(card.rank, 0.25 if len(trumps) > 2 else 0.1)
            estimate += max(worth, _unbeaten(card.rank, held, len(hand), players))
        else:
            same = sum(1 for c in hand if c.suit == card.suit)
            estimate += {"A": 0.85, "K": 0.55 if same >= 2 else 0.3}.get(card.rank, 0.0)
    return estimate * (1.0 if players <= 4 else 0.85)


def _unbeaten(rank: str, held: frozenset[str], size: int, players: int) -> float:
    """The chance that no other seat was dealt a trump above ``rank`` (``held``: the trump ranks in a hand of
    ``size``): what a low trump is worth in a short hand.

    With one or two cards each, a nine or ten of trumps wins whenever nobody holds a higher one, which is most
    of the time; with more cards the chance falls fast and the table's tenth of a trick is the better guess.
    Counted on 52 cards less the hand and the flipped card (jokers are left out: a slight overestimate).
    """
    higher = sum(1 for above in ORDER[ORDER.index(rank) + 1:] if above not in held)
    unseen = 51 - size
    dealt = min(unseen, (players - 1) * size)
    return math.comb(unseen - higher, dealt) / math.comb(unseen, dealt)


def _oh_hell_bid(view: OhHellPosition) -> int:
    """The estimate rounded, but never below the tricks the hand takes for certain nor above what it can take."""
    low, high = _oh_hell_bounds(view)
    guess = round(bid_estimate(view.hand, view.trump, bool(view.options["jokers_high"]), view.players))
    return min(max(guess, low), high)


def _oh_hell_bounds(view: OhHellPosition) -> tuple[int, int]:
    """The fewest and most tricks the hand can end with: its sure trumps, and its cards that can ever win.

    When the hook forbids the bid the hand looks worth, the rule bot moves to the nearest bid inside
    these bounds: the hooked dealer holding the ace of trumps bids up, never zero, a certain miss.
    """
    sure, hopeless = _oh_hell_certain(view.hand, view.trump, view.flips, bool(view.options["jokers_high"]))
    return sure, len(view.hand) - hopeless


def _nearest(actions: Sequence[Action], value: int) -> Action:
    return min(actions, key=lambda a: (abs(int(a.args[0]) - value), int(a.args[0])))


def oh_hell(view: OhHellPosition, rules: RuleSet, rng: random.Random) -> Action:
    """Bid what the hand looks worth; in play, chase the bid or duck once it is made (:func:`oh_hell_card`)."""
    actions = view.legal_actions
    if view.phase == "bid":
        low, high = _oh_hell_bounds(view)
        sensible = [a for a in actions if low <= int(a.args[0]) <= high]
        return _nearest(sensible or actions, _oh_hell_bid(view))
    need = (view.bids[view.seat] or 0) - view.tricks_won[view.seat]
    pick = oh_hell_card([a.cards[0] for a in actions], view.trick, view.trump, view.lead_suit, need,
                        bool(view.options["jokers_high"]))
    return next(a for a in actions if a.cards[0] is pick)


def oh_hell_card(cards: Sequence[Card], trick: Sequence[tuple[int, Card]], trump: str | None, lead: str | None,
                 need: int, jokers_high: bool) -> Card:
    """The card a casual player lays: short of the bid, win as cheaply as possible (or lead the
    strongest); bid made, duck as high as is safe (or lead the weakest).

    Inference replays opponents' past plays through this, so it takes the
    position as plain values rather than a view.
    """

    def strength(card: Card) -> int:
        return _oh_hell_strength(card, trump, lead or card.suit, jokers_high)

    best_so_far = max((strength(c) for _, c in trick), default=-10_000)
    if need > 0:
        if not trick:
            return max(cards, key=strength)
        winners = [c for c in cards if strength(c) > best_so_far]
        if winners:
            return min(winners, key=strength)
        return min(cards, key=lambda c: (c.suit is None, strength(c)))
    losers = [c for c in cards if strength(c) <= best_so_far]
    if losers and trick:
        return max(losers, key=strength)
    return min(cards, key=strength)


# --------------------------------------------------------------------------- Laus


class LausPosition(Protocol):
    """What the Laus rule bot reads: a :class:`~game.engine.laus.LausView`, or a sampled world lent as a
    :class:`~.seats.LausSeat` in a rollout."""

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


# --------------------------------------------------------------------------- blunders


Blunder = Callable[[View, Action], bool]
"""Whether an action is an outright blunder in a view: what even a careless player does not do.

Easy slips only into moves that pass this test, so its mistakes look human.  Each game's test takes that
game's view (the registry pairs them, as for :data:`Policy`).
"""


def oh_hell_blunder(view: OhHellView, action: Action) -> bool:
    """A bid no deal can make, or nothing bid against the odds of a one-card hand's trump
    (:func:`_against_the_odds`); an extra trick taken over a made bid; a needed trick let go.

    In play only certainties count: a card on a trick it can no longer win is
    a sure loser, and the last card to a trick that beats it is a sure winner.
    """
    jokers_high = bool(view.options["jokers_high"])
    if view.phase == "bid":
        sure, hopeless = _oh_hell_certain(view.hand, view.trump, view.flips, jokers_high)
        bid = int(action.args[0])
        return not sure <= bid <= len(view.hand) - hopeless or _against_the_odds(view, bid)
    need = (view.bids[view.seat] or 0) - view.tricks_won[view.seat]
    if not view.trick or len(view.trick) < view.players - 1:
        return False

    def strength(card: Card) -> int:
        return _oh_hell_strength(card, view.trump, view.lead_suit or card.suit, jokers_high)

    top = max(strength(c) for _, c in view.trick)
    cards = [a.cards[0] for a in view.legal_actions]
    wins = strength(action.cards[0]) > top
    if need == 0:
        return wins and any(strength(c) <= top for c in cards)
    if need < 0 or wins or not any(strength(c) > top for c in cards):
        return False
    rest = list(view.hand)
    rest.remove(action.cards[0])
    gone = [*view.flips, *(c for t in view.tricks for _, c in t.plays), *(c for _, c in view.trick)]
    return _oh_hell_certain(rest, view.trump, gone, jokers_high)[0] < need


ODDS = 0.75
"""How likely a one-card hand's lone trump must be to win before a bid of nothing is a blunder: three times in four
(the ten of trumps with four players)."""


def _against_the_odds(view: OhHellView, bid: int) -> bool:
    """A one-card hand bidding nothing on a trump that wins three times in four (:data:`ODDS`).

    With one card the bid is one guess, whether that card wins, and a trump's
    chance is plain: that nobody else was dealt a higher one.  Bidding against
    such odds is what the table laughs at; below them it is a matter of nerve.
    """
    if bid != 0 or len(view.hand) != 1 or view.trump is None or view.options["jokers_high"]:
        return False
    card = view.hand[0]
    if card.suit != view.trump:
        return False
    seen = frozenset({card.rank, *(c.rank for c in view.flips if c.suit == card.suit)})
    return _unbeaten(card.rank, seen, 1, view.players) >= ODDS


def trick_taker(view: OhHellView | LausView, action: Action) -> int | None:
    """Who takes the trick ``action`` closes: the seat last to it sees every other card (``None`` if not last).

    Easy's slips keep this (:class:`~.levels.EasyBot`): a person may lay the wrong card, but the last to a
    trick knows whether it wants it.
    """
    if action.kind != _PLAY or len(view.trick) != view.players - 1:
        return None
    world = view.world
    assert isinstance(world, TrickHand)
    return world.trick_winner([*view.trick, (view.seat, action.cards[0])])


def _oh_hell_certain(hand: Sequence[Card], trump: str | None, gone: Sequence[Card],
                     jokers_high: bool) -> tuple[int, int]:
    """Tricks ``hand`` wins for certain (the unbroken top of the trumps) and cards that never win (jokers)."""
    if jokers_high:
        return 0, 0
    hopeless = sum(1 for c in hand if c.suit is None)
    if trump is None:
        return 0, hopeless
    sure = 0
    for rank in reversed(ORDER):
        card = Card.of(rank + trump)
        if card in hand:
            sure += 1
        elif card not in gone:
            break
    return sure, hopeless


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
