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
from typing import Protocol

from ....engine import Action, Card, RuleSet
from ....engine.core import ActionKind
from ....engine.koira.events import KoiraView
from ....engine.koira.moves import is_sequence

# ActionKind members this module compares, read once (see ActionKind: enum reads are slow)
_PLAY = ActionKind.PLAY
_TURNUP = ActionKind.TURNUP

ORDER = "23456789TJQKA"
RANK = {rank: i for i, rank in enumerate(ORDER)}
TRUMP_COST = 20
"""How many ranks dearer a trump is to lay than a plain card: plain suits go first.  Measured against 0, 8, -10
and -30 (the rule bot in one seat of four, duplicate deals): each cheaper trump lost more often (docs/ai.md)."""


class KoiraPosition(Protocol):
    """What the Koira rule bot reads: a :class:`~game.engine.koira.events.KoiraView`, or a sampled world lent
    as a :class:`~.seat.KoiraSeat` in a rollout."""

    @property
    def seat(self) -> int: ...
    @property
    def hand(self) -> Sequence[Card]: ...
    @property
    def legal_actions(self) -> Sequence[Action]: ...
    @property
    def players(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def trump(self) -> str | None: ...
    @property
    def in_game(self) -> Sequence[bool]: ...
    @property
    def known(self) -> Sequence[Sequence[Card]]: ...
    @property
    def trick(self) -> Sequence[tuple[int, Card]]: ...
    @property
    def round_plays(self) -> Sequence[tuple[int, Card]]: ...
    @property
    def contenders(self) -> Sequence[int]: ...


def koira(view: KoiraPosition, rules: RuleSet, rng: random.Random) -> Action:
    """Phase one: see :func:`_collect`.  Phase two: a play that empties the hand (out is safe),
    else the cheapest play that beats, else draw.

    A lead the next player can beat keeps the trick moving toward completion;
    a lead nobody can beat just travels round the table, and a few players
    doing that to each other would never finish, so now and then the bot
    leads something else at random, as a person bored of the circle would: the lowest card of one of its
    suits (:func:`_lowest_first`).
    Never, though, a lead the next player beats with the last of their cards:
    that lets them out, and one fewer in the game is one step nearer to being the Koira.
    """
    actions = view.legal_actions
    if view.phase == "one":
        return _collect(view, actions)
    plays = [a for a in actions if a.kind == _PLAY]
    if not plays:
        return actions[0]
    out = [a for a in plays if len(a.cards) == len(view.hand)]
    if out:
        return out[0]
    leading = len(plays) == len(actions)
    trump = view.trump
    nxt = _next_in_game(view)
    theirs = view.known[nxt] if nxt is not None else ()
    whole = _goes_out_whole(theirs)
    freeing = {a for a in plays if _beats(theirs[0], a.cards[-1], trump)} if leading and whole else set()
    if leading and rng.random() < 0.2:
        pool = [a for a in plays if a not in freeing] or plays
        return rng.choice(_lowest_first(pool, view.hand) or pool)

    def cost(action: Action) -> float:
        low = action.cards[0]
        value = (TRUMP_COST if low.suit == trump else 0) + RANK[low.rank] - 3 * (len(action.cards) - 1)
        if leading and not any(_beats(c, action.cards[-1], trump) for c in theirs):
            value += 10
        if action in freeing:
            value += 100
        return value

    return min(plays, key=cost)


def _lowest_first(plays: Sequence[Action], hand: Sequence[Card]) -> list[Action]:
    """The plays that start from the seat's lowest card of their suit.

    A lead the next player cannot beat goes into their hand, where it beats the leader's lower cards of its
    suit: give the 2H before the 6H, or the 6H comes back over the 2H.
    """
    lowest: dict[str | None, int] = {}
    for card in hand:
        rank = RANK[card.rank]
        if rank < lowest.get(card.suit, len(ORDER)):
            lowest[card.suit] = rank
    return [a for a in plays if RANK[a.cards[0].rank] == lowest[a.cards[0].suit]]


def _next_in_game(view: KoiraPosition) -> int | None:
    """The next seat clockwise still in the game: the one who must beat this bot's lead."""
    players = view.players
    for k in range(1, players):
        seat = (view.seat + k) % players
        if view.in_game[seat]:
            return seat
    return None


def _goes_out_whole(theirs: Sequence[Card]) -> bool:
    """Whether a hand can be played all at once: its last card, or its whole hand as one run of a suit
    (written low to high, as the engine keeps a hand).  If its lowest card beats a lead, that lead lets it out.
    """
    return bool(theirs) and is_sequence(theirs, RANK) is None


def _beats(card: Card, top: Card, trump: str | None) -> bool:
    if card.suit == top.suit:
        return RANK[card.rank] > RANK[top.rank]
    return card.suit == trump


def _collect(view: KoiraPosition, actions: Sequence[Action]) -> Action:
    """Play low; take a trick of two or more high cards or trumps when last and able; gamble a strong hand."""
    cards = [a.cards[0] for a in actions if a.kind == _PLAY]
    if not cards:
        return actions[0]
    rank = RANK.__getitem__
    round_plays = view.round_plays  # a seat builds it afresh on each read
    best = max((rank(c.rank) for _, c in round_plays), default=-1)
    last = _closes_round(view, round_plays)
    worth = sum(1 for _, c in view.trick if rank(c.rank) >= rank("Q") or (view.trump and c.suit == view.trump))
    winners = [c for c in cards if rank(c.rank) > best]
    if last and winners and worth >= 2:
        return _pick(actions, min(winners, key=lambda c: rank(c.rank)))
    lowest = min(cards, key=lambda c: rank(c.rank))
    turn_up = next((a for a in actions if a.kind == _TURNUP), None)
    if turn_up is not None and rank(lowest.rank) >= rank("Q"):
        return turn_up
    return _pick(actions, lowest)


def _closes_round(view: KoiraPosition, round_plays: Sequence[tuple[int, Card]]) -> bool:
    """Phase one: whether the seat to move is the last of the round's contenders to lay a card (``round_plays``
    as read from ``view`` once: a seat builds it afresh on each read)."""
    return len(round_plays) == len(view.contenders) - 1


def _pick(actions: Sequence[Action], card: Card) -> Action:
    return next(a for a in actions if a.cards and a.cards[0] is card)


def koira_blunder(view: KoiraView, action: Action) -> bool:
    """In phase two: not going out when a play empties the hand (out of the game is safe from losing); a lone
    trump laid where a plain play beats too (:func:`_wastes_a_trump`); or a lead that hands the next player a
    card of a suit where a lower one would do (:func:`_gives_high_first`)."""
    if view.phase == "one":
        return False
    size = len(view.hand)
    plays = [a for a in view.legal_actions if a.kind == _PLAY]
    if len(action.cards) < size and any(len(a.cards) == size for a in plays):
        return True
    if action.kind != _PLAY:
        return False
    if len(plays) < len(view.legal_actions):
        return _wastes_a_trump(action, plays, view.trump)
    return _gives_high_first(view, action)


def _wastes_a_trump(action: Action, plays: Sequence[Action], trump: str | None) -> bool:
    """Beating with a single trump where a play of a plain suit beats as well: trumps beat anything and are
    the surest cards to shed later, so a player out to empty a hand keeps them (the rule bot's own
    :data:`TRUMP_COST`; a rule bot that spends them more freely loses more often, docs/ai.md)."""
    return (len(action.cards) == 1 and action.cards[0].suit == trump
            and any(a.cards[0].suit != trump for a in plays))


def _gives_high_first(view: KoiraView, action: Action) -> bool:
    """Leading a single card the next player cannot beat (every card of theirs known), while holding a lower
    one of its suit that they cannot beat either.

    They must take the lead into their hand, where it beats the leader's lower cards of its suit: give the
    2H before the 6H, or the 6H comes back over the 2H.
    """
    nxt = _next_in_game(view)
    if len(action.cards) != 1 or nxt is None or len(view.known[nxt]) != view.hand_sizes[nxt]:
        return False
    theirs, trump, led = view.known[nxt], view.trump, action.cards[0]

    def forced(card: Card) -> bool:
        return not any(_beats(c, card, trump) for c in theirs)

    return forced(led) and any(c.suit == led.suit and RANK[c.rank] < RANK[led.rank] and forced(c)
                               for c in view.hand)


def koira_taker(view: KoiraView, action: Action) -> int | tuple[int, ...] | None:
    """Phase one, last to a round: who takes the trick with this card (a tie: the seats that play it off);
    ``None`` for any other action, turning up the stock included, whose card nobody knows yet.

    Easy's slips keep this taker (:class:`~.levels.EasyBot`): the last to a round sees every other card.
    """
    if view.phase != "one" or action.kind != _PLAY or not _closes_round(view, view.round_plays):
        return None
    ranks = [(RANK[c.rank], s) for s, c in view.round_plays] + [(RANK[action.cards[0].rank], view.seat)]
    top = max(r for r, _ in ranks)
    at = [s for r, s in ranks if r == top]
    return at[0] if len(at) == 1 else tuple(sorted(at))
