"""Every way the cards a seat cannot see may lie, and every card a draw may bring: for judging a claim.

A claim is judged from the claimer's view alone, so it must hold in each deal that view allows: each way of
sharing the unseen cards among the hidden places (:func:`deals`), and, where cards are drawn from a face-down
deck during play (:attr:`~.state.HandState.decks`), each order of that deck.  Orders are not listed up front (a
27-card stack has too many): a deck is kept in one fixed order, and a move that draws is tried once for each
card that could come off the top (:func:`moves`), so only the draws that happen are ever gone through.

The walk costs work, counted by the caller through ``spend`` (every world made, every move tried), so a search
over many deals stops at a bound of positions visited, however many deals there are.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence

from .actions import Action
from .cards import Card
from .events import Event
from .hidden import REDACTED, Hidden, Location
from .state import HandState, PlayerView

Spend = Callable[[], None]
"""Counts one position visited (and stops the walk, by raising, once the caller's bound is reached)."""


def deals(view: PlayerView, spend: Spend) -> Iterator[HandState]:
    """Every full state the view allows, each with no random source (a draw from one raises ``RuntimeError``).

    Cards of one face are alike, so each distinct sharing is made once; a deck holds its cards in one order.
    """
    for placed in _assignments(view.hidden, spend):
        spend()
        world = view.world.clone()
        for location, cards in placed.items():
            world._set_location(location, list(cards))
        world._legal = None
        world.rng = REDACTED
        yield world


def moves(world: HandState, action: Action, spend: Spend) -> Iterator[tuple[HandState, tuple[Card, ...], list[Event]]]:
    """``action`` played in ``world``, once for each card a draw it makes could bring: the state after it, the
    cards it drew (the top cards of the decks, which everyone then sees) and its events.

    A ``RuntimeError`` comes through when the move draws from a random source (a reshuffle): no view knows it.
    """
    if not world.decks:
        spend()
        child = world.clone()
        yield child, (), child.apply(action)
        return
    yield from _drawing(world, action, {}, spend)


def drawn(before: Mapping[Location, Sequence[Card]], after: HandState) -> tuple[Card, ...]:
    """The cards a move took off the top of each deck: ``before`` holds each deck as it was."""
    return tuple(card for location, cards in before.items()
                 for card in cards[:len(cards) - len(after._cards_at(location))])


def decks_of(world: HandState) -> dict[Location, tuple[Card, ...]]:
    """Each deck of ``world`` as it is now, top first."""
    return {location: world._cards_at(location) for location in world.decks}


def _drawing(world: HandState, action: Action, tops: dict[Location, tuple[Card, ...]],
             spend: Spend) -> Iterator[tuple[HandState, tuple[Card, ...], list[Event]]]:
    """``action`` with each deck's top cards set to ``tops`` (the rest in the deck's own order); when the move
    draws more than ``tops`` sets, once more for each card that could be next."""
    spend()
    trial = world.clone()
    before: dict[Location, tuple[Card, ...]] = {}
    for location in world.decks:
        cards, top = world._cards_at(location), tops.get(location, ())
        if top:
            rest = Counter(cards)
            rest.subtract(top)
            ordered = list(top)
            for card in cards:  # the deck's own order, the top cards taken out
                if rest[card] > 0:
                    rest[card] -= 1
                    ordered.append(card)
            trial._set_location(location, ordered)
            cards = tuple(ordered)
        before[location] = cards
    events = trial.apply(action)
    for location, cards in before.items():
        took = len(cards) - len(trial._cards_at(location))
        top = tops.get(location, ())
        if took > len(top):
            left = Counter(world._cards_at(location))
            left.subtract(top)
            for card in sorted((c for c, n in left.items() if n > 0), key=str):
                yield from _drawing(world, action, {**tops, location: (*top, card)}, spend)
            return
    yield trial, drawn(before, trial), events


def _assignments(hidden: Hidden, spend: Spend) -> Iterator[Mapping[Location, tuple[Card, ...]]]:
    """Each way of sharing the unseen cards among the hidden places, their known cards and voids respected."""
    pool: dict[Card, int] = {}
    for card in hidden.unseen:
        pool[card] = pool.get(card, 0) + 1
    places: list[tuple[Location, int, frozenset[Card]]] = []
    for location, size in hidden.sizes.items():
        known = hidden.known.get(location, ())
        for card in known:
            pool[card] -= 1
        places.append((location, size - len(known), hidden.excluded.get(location, frozenset())))
    faces = sorted(pool, key=str)

    def fill(i: int) -> Iterator[dict[Location, tuple[Card, ...]]]:
        if i == len(places):
            yield {}
            return
        location, need, banned = places[i]
        known = tuple(hidden.known.get(location, ()))
        for chosen in choose(faces, pool, need, lambda c: c not in banned, spend=spend):
            # ``choose`` holds its cards out of the pool until it moves on
            for rest in fill(i + 1):
                yield {location: known + chosen, **rest}

    yield from fill(0)


def choose(faces: Sequence[Card], pool: dict[Card, int], need: int, fits: Callable[[Card], bool],
           start: int = 0, *, spend: Spend = lambda: None) -> Iterator[tuple[Card, ...]]:
    """Multisets of ``need`` cards from ``pool`` (faces from ``start`` on) that ``fits`` allows.

    A branch stops as soon as the faces left cannot make up ``need`` cards: without that cut, sharing a large
    unseen stack (Lohai's 27 cards) walks every dead end of every prefix, millions of calls for a few deals.
    """
    if need == 0:
        yield ()
        return
    spend()
    left = [0] * (len(faces) + 1)  # left[j]: the cards that fit among faces[j:]
    for j in range(len(faces) - 1, start - 1, -1):
        left[j] = left[j + 1] + (max(pool[faces[j]], 0) if fits(faces[j]) else 0)
    for j in range(start, len(faces)):
        if left[j] < need:
            return
        card = faces[j]
        if pool[card] <= 0 or not fits(card):
            continue
        pool[card] -= 1
        for rest in choose(faces, pool, need - 1, fits, j, spend=spend):
            yield (card, *rest)
        pool[card] += 1
