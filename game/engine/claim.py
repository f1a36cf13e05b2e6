"""Claiming the rest of a hand: is it decided, judged exactly on the cards?

A player who sees that the remaining tricks are theirs (or that none can
reach them) may claim, and the hand finishes at once.  A claim is allowed
only when it is certain, so finishing early never changes a hand's result:

* **the player's claim** is judged on the true cards: the claimant must have a
  way of playing that keeps the claim (every remaining trick taken, or none)
  whatever the others play, and every such way of finishing must end with the
  same scores for everyone (when others still share tricks between them, how
  they share them matters, and the claim is refused);
* **a computer seat's claim** is judged on what that seat can see: the claim
  must hold in every deal of the hidden cards its view allows, however anyone
  plays, the claimant included (a seat cannot follow a plan that depends on
  cards it cannot see).  It is checked only near the end of a hand, where the
  deals a view allows are few.

Both are exact searches (an AND-OR tree over the engine's own moves), bounded
by a number of positions: a claim too early to judge is refused as such.
A refused claim names the card that breaks it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from .actions import Action
from .cards import Card
from .events import CardPlayed, Event, TrickWon
from .hidden import REDACTED, Hidden, Location, hand_location
from .state import HandState, PlayerView
from .tricks import TrickHand

BUDGET = 30_000
"""Positions a player's claim may visit before it is called too early to judge."""

BOT_CARDS = 3
"""A computer seat considers claiming once it holds this many cards or fewer."""

BOT_BUDGET = 12_000
"""Positions a computer seat's claim may visit, over all the deals its view allows."""

BOT_WORLDS = 400
"""The most deals of the hidden cards a computer seat's claim looks through."""


class Claim(StrEnum):
    """What is claimed of the remaining tricks."""

    ALL = "all"
    NONE = "none"


@dataclass(frozen=True, slots=True)
class Breaker:
    """Who could break a claim, and with which card (``None`` when a trick is sent, not won by a card)."""

    seat: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class Verdict:
    """A judged claim.

    ``line`` finishes the hand as claimed when ``certain`` (the claimant's moves
    and one choice of the others', since none of theirs changes the result);
    ``scores`` is that finish's result.  When refused, ``breaker`` is the seat
    and card that can break the claim, or ``None`` with ``too_early``.
    """

    certain: bool
    line: tuple[Action, ...] = ()
    scores: tuple[int, ...] = ()
    breaker: Breaker | None = None
    too_early: bool = False
    split_matters: bool = False


class _OutOfBudget(Exception):
    pass


def can_claim(state: HandState) -> bool:
    """Only card play is left in the hand (no bids, no skat), and at least one card is still to play."""
    if state.is_over():
        return False
    phase = getattr(state, "phase", "play")
    return str(phase) == "play"


def judge(state: HandState, claimant: int, claim: Claim, *, budget: int = BUDGET) -> Verdict:
    """The claimant's claim judged on the true cards of ``state`` (the state is not changed)."""
    if not can_claim(state):
        return Verdict(False)
    search = _Search(claimant, claim, budget, claimant_chooses=True)
    try:
        return search.verdict(state.clone())
    except _OutOfBudget:
        return Verdict(False, too_early=True)


def bot_judge(view: PlayerView, claim: Claim = Claim.ALL, *, budget: int = BOT_BUDGET,
              worlds: int = BOT_WORLDS) -> Verdict:
    """A computer seat's claim judged from its own view: certain in every deal the view allows.

    In a plain trick game a seat claims every remaining trick when each card it may still play beats
    anything any other seat could hold (:func:`_beats_all`); elsewhere, and for a claim of none, every deal
    its view allows is played out, when they are few.  A certain verdict's line comes from one such deal,
    so the table must not play it: the claim is judged again on the true cards and finished from there.
    """
    seat = view.seat
    if len(view.hand) > BOT_CARDS or not can_claim(view.world):
        return Verdict(False)
    if claim == Claim.ALL and isinstance(view.world, TrickHand):
        return Verdict(_beats_all(view))
    if _deals_at_most(view.hidden, worlds) is None:
        return Verdict(False, too_early=True)
    search = _Search(seat, claim, budget, claimant_chooses=False)
    first: Verdict | None = None
    try:
        for world in _worlds(view):
            verdict = search.verdict(world)
            if not verdict.certain:
                return verdict
            first = first or verdict
    except _OutOfBudget:
        return Verdict(False, too_early=True)
    return first or Verdict(False)


def _beats_all(view: PlayerView) -> bool:
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


def _deals_at_most(hidden: Hidden, limit: int) -> int | None:
    """How many ways the unseen cards can lie (counted as if every card were different: an upper bound),
    or ``None`` when more than ``limit``."""
    free = len(hidden.unseen) - sum(len(known) for known in hidden.known.values())
    count = 1
    for location, size in hidden.sizes.items():
        need = size - len(hidden.known.get(location, ()))
        count *= math.comb(free, need)
        free -= need
        if count > limit:
            return None
    return count


Scores = tuple[int, ...]
_BROKEN = "broken"
_SPLIT = "split"
Outcome = Scores | str
"""What follows a position: the one result every way of keeping the claim ends in, or that the claim can be
broken (:data:`_BROKEN`), or that the ways of keeping it end in different results (:data:`_SPLIT`)."""


class _Search:
    """One claim's AND-OR search: the claimant's moves are "some" (or "every", for a seat that cannot see the
    deal), the others' moves "every".

    A claim stands when the claimant has a way of keeping it whatever the others do, and every way of
    playing on that keeps it certain (the claimant's as well as the others') ends in the same result: so
    the finish the table plays stands for all of them, and no one's score is decided by the claim.
    """

    def __init__(self, claimant: int, claim: Claim, budget: int, *, claimant_chooses: bool) -> None:
        self.claimant = claimant
        self.claim = claim
        self.left = budget
        self.chooses = claimant_chooses
        self.breaker: Breaker | None = None

    def verdict(self, state: HandState) -> Verdict:
        self.breaker = None
        line: list[Action] = []
        on_table = list(state.trick) if isinstance(state, TrickHand) else []
        outcome = self._outcome(state, on_table, line)
        if isinstance(outcome, tuple):
            return Verdict(True, tuple(line), outcome)
        split = outcome == _SPLIT
        return Verdict(False, breaker=None if split else self.breaker, split_matters=split)

    def _outcome(self, state: HandState, trick: list[tuple[int, Card]], line: list[Action]) -> Outcome:
        """What follows ``state`` (``trick``: the cards played to the current trick so far); when the claim
        stands, ``line`` is extended with one way of finishing as claimed."""
        if state.is_over():
            return state.hand_scores()
        self.left -= 1
        if self.left < 0:
            raise _OutOfBudget
        some = state.current_player == self.claimant and self.chooses
        results: set[Scores] = set()
        split = False
        for action in state.legal_actions():
            child = state.clone()
            try:
                events = child.apply(action)
            except RuntimeError:  # a draw from a source a view does not know: not certain
                self.breaker = None
                return _BROKEN
            after = self._after(events, trick)
            branch: list[Action] = []
            outcome = _BROKEN if after is None else self._outcome(child, after, branch)
            if isinstance(outcome, tuple):
                if not line:
                    line.extend([action, *branch])
                results.add(outcome)
            elif not some:
                return outcome  # another seat (or a seat that cannot see) can break it, or split it
            else:
                split = split or outcome == _SPLIT
        if len(results) > 1:
            return _SPLIT
        if results:
            return next(iter(results))
        return _SPLIT if split else _BROKEN

    def _after(self, events: Sequence[Event], trick: list[tuple[int, Card]]) -> list[tuple[int, Card]] | None:
        """The trick so far after ``events``, or ``None`` when a trick went against the claim."""
        trick = list(trick)
        for event in events:
            if isinstance(event, CardPlayed):
                trick.append((event.seat, event.card))
            elif isinstance(event, TrickWon):
                taken = event.seat == self.claimant
                if taken != (self.claim == Claim.ALL):
                    card = next((c for s, c in reversed(trick) if s == event.seat), None)
                    self.breaker = Breaker(event.seat, card)
                    return None
                trick = []
        return trick


def _worlds(view: PlayerView) -> Iterator[HandState]:
    """Every full state the view allows, each with no random source (a draw from one is not certain)."""
    for placed in _assignments(view.hidden):
        world = view.world.clone()
        for location, cards in placed.items():
            world._set_location(location, list(cards))
        world._legal = None
        world.rng = REDACTED
        yield world


def _assignments(hidden: Hidden) -> Iterator[Mapping[Location, tuple[Card, ...]]]:
    """Each way of sharing the unseen cards among the hidden places, their known cards and voids respected.

    Cards of one face are alike, so each distinct hand is made once.
    """
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
        for chosen in _choose(faces, pool, need, lambda c: c not in banned):
            # ``_choose`` holds its cards out of the pool until it moves on
            for rest in fill(i + 1):
                yield {location: known + chosen, **rest}

    yield from fill(0)


def _choose(faces: Sequence[Card], pool: dict[Card, int], need: int,
            fits: Callable[[Card], bool], start: int = 0) -> Iterator[tuple[Card, ...]]:
    """Multisets of ``need`` cards from ``pool`` (faces from ``start`` on) that ``fits`` allows.

    A branch stops as soon as the faces left cannot make up ``need`` cards: without that cut, sharing a large
    unseen stack (Lohai's 27 cards) walks every dead end of every prefix, millions of calls for a few deals.
    """
    if need == 0:
        yield ()
        return
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
        for rest in _choose(faces, pool, need - 1, fits, j):
            yield (card, *rest)
        pool[card] += 1
