"""A claim of every trick that needs no search: each card the claimer may still play beats anything out.

In a plain trick game (one suit led, the strongest card of it or the strongest trump taking the trick) a seat
that wins the trick on the table and then leads, trick after trick, cards that beat anything any other seat
could hold takes every trick left, in whatever order it plays them.  That is read off the view in a few steps,
however many cards are still out, so a claim of top trumps is allowed from the first trick on, where going
through every deal the view allows would be far past any bound.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .cards import Card
from .hidden import hand_location
from .state import PlayerView
from .tricks import TrickHand


def beats_all(view: PlayerView) -> bool:
    """Every remaining trick is the seat's however anyone plays, in a plain trick game, from its view alone.

    The others are given more than they can have: each may play any unseen card it is not known to lack,
    at any time, as often as it likes, whatever it was led.  Whatever they really hold, their real moves are
    among these, so a claim that holds against them holds.  The seat must win the trick on the table (its
    own card still to come, or already played) and then lead every later trick with a card that beats any
    card of theirs; it may play its cards in any order (a seat cannot follow a plan its view cannot check).
    """
    world = view.world.clone()  # its lead suit is set for each trick tried
    assert isinstance(world, TrickHand)
    seat, players = view.seat, view.players
    pools = {other: [card for card in view.hidden.unseen
                     if card not in view.hidden.excluded.get(hand_location(other), frozenset())]
             for other in range(players) if other != seat}
    hand = list(view.hand)
    if any(world.is_free(card) for card in hand):
        return False
    plays = list(world.trick)
    if plays or world.turn != seat:
        leader = world.leader
        order = [(leader + k) % players for k in range(players)]
        if not plays and order[0] != seat:
            return False  # another seat leads a card the view cannot know
        to_come = order[len(plays):]
        mine = world.legal_cards(seat) if seat in to_come else [None]
        for card in mine:
            if not _wins(world, plays, to_come, seat, card, pools):
                return False
    return all(_wins(world, [], [(seat + k) % players for k in range(players)], seat, card, pools)
               for card in hand)


def _wins(world: TrickHand, plays: list[tuple[int, Card]], to_come: Sequence[int], seat: int,
          card: Card | None, pools: Mapping[int, Sequence[Card]]) -> bool:
    """``seat`` (playing ``card`` in its turn, unless it has played) takes the trick whatever each other seat
    still to play adds from its pool: tested one seat and card at a time, which settles it, since a plain
    trick goes to the strongest card of the suit led or the strongest trump."""
    adds: list[tuple[int, Card] | None] = [(other, extra) for other in to_come if other != seat
                                           for extra in pools[other]]
    for add in adds or [None]:
        trick = list(plays)
        for who in to_come:
            if who == seat and card is not None:
                trick.append((seat, card))
            elif add is not None and who == add[0]:
                trick.append(add)
        suited = next((c for _, c in trick if not world.is_free(c)), None)
        if suited is None:
            return False
        world.lead_suit = world.suit_of(suited)
        if world.trick_winner(trick) != seat:
            return False
    return True

