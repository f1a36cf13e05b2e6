"""Hidden information, handled in one place: the locations a seat cannot see and how to refill them.

A game names the *locations* a seat cannot see (other hands, the stock, the skat); a view keeps a copy
of the state with those locations emptied (its random source :data:`REDACTED`), and :func:`deal_hidden`
refills them from the cards the seat has not seen, honouring what the seat knows (voids, known cards,
sizes).  A bot holding a view therefore cannot peek: the cards are not there.  :func:`shuffle` is here
because dealing and refilling draw from the same seeded source.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .cards import Card

Location = str
"""A place cards can be hidden in: ``"hand2"``, ``"stock"``, ``"skat"``."""


def hand_location(seat: int) -> Location:
    return f"hand{seat}"


@dataclass(frozen=True, slots=True)
class Hidden:
    """What one seat does not see, and what it knows about it.

    ``sizes`` gives every hidden location's card count; ``unseen`` is the multiset
    of cards in them (public knowledge: the deck minus every card the seat has
    seen); ``known`` the cards the seat knows sit in a location; ``excluded`` the
    card faces a location cannot hold (a void shown by failing to follow).
    """

    sizes: Mapping[Location, int]
    unseen: tuple[Card, ...]
    known: Mapping[Location, tuple[Card, ...]] = field(default_factory=dict)
    excluded: Mapping[Location, frozenset[Card]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # The unseen cards are gathered place by place; in that order, with ``sizes``,
        # they would tell exactly who holds what.  One fixed order says nothing.
        object.__setattr__(self, "unseen", tuple(sorted(self.unseen, key=str)))


def shuffle(rng: random.Random, cards: list[Any]) -> None:
    """``rng.shuffle(cards)``, card for card the same, in half the time (deals and search's samples).

    The standard library's shuffle makes two Python calls per card to draw an
    index; this draws the same bits from ``rng.getrandbits`` directly, so a
    seeded deal (and so every golden trace) is unchanged.

    >>> a, b = list(range(52)), list(range(52))
    >>> random.Random(7).shuffle(a); shuffle(random.Random(7), b); a == b
    True
    """
    getrandbits = rng.getrandbits
    top = len(cards) - 1
    bits = _BITS if top < len(_BITS) else [(i + 1).bit_length() for i in range(top + 1)]
    for i in range(top, 0, -1):
        k = bits[i]  # the bits of i + 1, the number of places card i may go to
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


_BITS = [(i + 1).bit_length() for i in range(256)]
"""``_BITS[i]``: the bits to draw an index below ``i + 1``, read instead of computed for every card."""


class Redacted(random.Random):
    """The random source of a view's world: there is none until the world is determinized.

    A view's world must not draw the stack or a reshuffle from a made-up seed,
    so any draw raises; and since it holds no state, copying the world (every
    determinization does) shares it instead of copying a generator.
    """

    def random(self) -> float:
        raise RuntimeError("a view's world has no random source: determinize it first")

    def getrandbits(self, k: int) -> int:
        raise RuntimeError("a view's world has no random source: determinize it first")

    def __reduce__(self) -> str:
        return "REDACTED"  # pickles as the one shared instance


REDACTED = Redacted(0)
"""The one :class:`Redacted` source every view's world holds."""


class SeededLater(random.Random):
    """``random.Random(seed)``, seeded at its first draw: most sampled worlds never draw.

    Every determinization gives its world a generator of its own, seeded from the search's, and seeding
    costs a quarter of a determinization; yet most games draw nothing in play, so most worlds never use
    it.  This one keeps the seed and, at its first use of any kind (a draw, ``getstate``, a copy), seeds
    itself and becomes a plain ``random.Random``: the numbers are exactly those of ``random.Random(seed)``.

    >>> a, b = SeededLater(7), random.Random(7)
    >>> [a.random(), a.randrange(52)] == [b.random(), b.randrange(52)], type(a) is random.Random
    (True, True)
    """

    __slots__ = ()  # the same layout as random.Random, so the instance can become one

    def __init__(self, seed: int) -> None:  # keeps the seed: no seeding, which is the point
        self._later = seed
        self.gauss_next = None  # as seeding leaves it: gauss() reads it before it draws

    def random(self) -> float:
        _seed_now(self)
        return random.Random.random(self)

    def getrandbits(self, k: int) -> int:  # a caller may hold this bound method after the first draw
        _seed_now(self)
        return random.Random.getrandbits(self, k)

    def getstate(self) -> Any:
        _seed_now(self)
        return random.Random.getstate(self)

    def setstate(self, state: Any) -> None:
        _seed_now(self)
        random.Random.setstate(self, state)

    def seed(self, *args: Any, **kwargs: Any) -> None:
        _seed_now(self)
        random.Random.seed(self, *args, **kwargs)

    def randbytes(self, n: int) -> bytes:
        _seed_now(self)
        return random.Random.randbytes(self, n)

    def __reduce__(self) -> Any:
        _seed_now(self)
        return random.Random.__reduce__(self)


def _seed_now(rng: random.Random) -> None:
    """Seed a :class:`SeededLater` with its kept seed, once, and make it a plain ``random.Random``."""
    seed = rng.__dict__.pop("_later", None)
    if seed is not None:
        rng.__class__ = random.Random
        random.Random.seed(rng, seed)


def deal_hidden(hidden: Hidden, rng: random.Random) -> dict[Location, list[Card]]:
    """Assign the unseen cards to the hidden locations, respecting every constraint.

    A quick randomised greedy pass (most constrained location first) nearly
    always succeeds; when it does not, a randomised bipartite matching finds an
    assignment that certainly exists because the true deal is one.
    """
    for __ in range(8):
        result = _greedy_assignment(hidden, rng)
        if result is not None:
            return result
    return _matching_assignment(hidden, rng)


def _open_pool(hidden: Hidden) -> tuple[list[Card], dict[Location, list[Card]]]:
    pool = list(hidden.unseen)
    placed: dict[Location, list[Card]] = {}
    for location in hidden.sizes:
        known = list(hidden.known.get(location, ()))
        for card in known:
            pool.remove(card)
        placed[location] = known
    return pool, placed


def _greedy_assignment(hidden: Hidden, rng: random.Random) -> dict[Location, list[Card]] | None:
    pool, placed = _open_pool(hidden)
    shuffle(rng, pool)
    order = sorted(hidden.sizes, key=lambda loc: (-len(hidden.excluded.get(loc, ())), rng.random()))
    for location in order:
        need = hidden.sizes[location] - len(placed[location])
        banned = hidden.excluded.get(location)
        if banned:
            fits = [c for c in pool if c not in banned]
            if len(fits) < need:
                return None
            chosen = fits[:need]
            for card in chosen:
                pool.remove(card)
        else:
            chosen, pool = pool[:need], pool[need:]
        placed[location].extend(chosen)
    return placed


def _matching_assignment(hidden: Hidden, rng: random.Random) -> dict[Location, list[Card]]:
    pool, placed = _open_pool(hidden)
    shuffle(rng, pool)
    slots = [loc for loc in hidden.sizes for __ in range(hidden.sizes[loc] - len(placed[loc]))]
    owner: list[int | None] = [None] * len(slots)

    def fits(card: Card, slot: int) -> bool:
        return card not in hidden.excluded.get(slots[slot], frozenset())

    def augment(i: int, seen: set[int]) -> bool:
        choices = list(range(len(slots)))
        shuffle(rng, choices)
        for slot in choices:
            if slot in seen or not fits(pool[i], slot):
                continue
            seen.add(slot)
            holder = owner[slot]
            if holder is None or augment(holder, seen):
                owner[slot] = i
                return True
        return False

    for i in range(len(pool)):
        if not augment(i, set()):
            raise RuntimeError("no deal of the hidden cards fits this view")
    for slot, holder in enumerate(owner):
        assert holder is not None
        placed[slots[slot]].append(pool[holder])
    return placed
