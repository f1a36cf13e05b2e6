"""Looking back at a finished hand: every decision as its seat saw it, and what a computer seat could imagine.

A review replays the hand from a copy of the match as it was dealt
(:meth:`game.session.MatchSession.hand_at_deal`) and keeps, for every move, the
mover's :class:`~game.engine.PlayerView` at that moment — never the true state —
with what the table showed then (the trick so far, the bids).  The player's own
decisions are judged again from those views alone (:mod:`game.judging`); a
computer seat's are shown as it knew them, with a few deals drawn from its view
(:func:`imagined`), face up, so anyone can see that it could not have peeked.

Nothing here needs pygame or a clock, so it is tested headless and cheaply.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from .ai.judge import imagine
from .engine import Action, Card, Match, PlayerView
from .engine.core import BidMade, BidsRevealed, CardPlayed, Location, TrickWon, hand_location


@dataclass(frozen=True, slots=True)
class Moment:
    """One decision of the hand, as the seat to act saw it."""

    number: int
    """How many moves of the hand came before it (its place in ``HandState.log``)."""
    seat: int
    view: PlayerView
    """What ``seat`` could know when it decided, and nothing more."""
    played: Action
    trick: tuple[tuple[int, Card], ...]
    """The cards on the table in the trick so far, with who played each."""
    bids: tuple[int | None, ...]
    """Each seat's bid so far (``None``: not made, or still face down); empty in a game without bids."""
    trick_number: int
    """Which trick of the hand the decision fell in (1 for the first, and for moves before it)."""
    since: tuple[tuple[int, Action | None], ...]
    """The moves made since this seat last moved (or since the deal), with who made each; ``None`` for a
    move made face down (a blind bid), which the seat could not see."""

    @property
    def forced(self) -> bool:
        """The seat had one move only: nothing to judge."""
        return len(self.view.legal_actions) < 2


def replay(deal: Match, moves: Sequence[str]) -> tuple[Moment, ...]:
    """Every decision of the hand dealt in ``deal``, from its state's moves so far through ``moves``.

    ``deal`` is left as it is (its hand is cloned); a move that does not replay raises
    :class:`~game.engine.IllegalActionError`.
    """
    state = deal.state.clone()
    start = len(state.log)
    bids: list[int | None] = []
    trick: list[tuple[int, Card]] = []
    tricks = 1
    history: list[tuple[int, Action | None]] = []
    out: list[Moment] = []
    for offset, text in enumerate(moves):
        seat = state.current_player
        if seat is None:
            break
        action = state.parse_action(text)
        last = max((k for k, (s, _) in enumerate(history) if s == seat), default=-1)
        out.append(Moment(start + offset, seat, state.view(seat), action, tuple(trick), tuple(bids), tricks,
                          tuple(history[last + 1:])))
        events = state.apply(action)
        hidden = any(isinstance(event, BidMade) and event.bid is None for event in events)
        history.append((seat, None if hidden else action))
        for event in events:
            if isinstance(event, CardPlayed):
                trick.append((event.seat, event.card))
            elif isinstance(event, TrickWon):
                trick.clear()
                tricks += 1
            elif isinstance(event, BidMade):
                bids.extend([None] * (state.players - len(bids)))
                bids[event.seat] = event.bid
            elif isinstance(event, BidsRevealed):
                bids[:] = event.bids
    return tuple(out)


def mine(moments: Sequence[Moment], seat: int) -> tuple[Moment, ...]:
    """``seat``'s decisions that had a choice in them (a forced move is no decision to review)."""
    return tuple(m for m in moments if m.seat == seat and not m.forced)


def of_seat(moments: Sequence[Moment], seat: int) -> tuple[Moment, ...]:
    return tuple(m for m in moments if m.seat == seat)


# --------------------------------------------------------------------------- what a seat knew


@dataclass(frozen=True, slots=True)
class Imagined:
    """One deal a seat could have imagined: every other hand filled in, consistent with its view."""

    hands: tuple[tuple[int, tuple[Card, ...]], ...]
    """Each other seat that held cards, and the cards this deal gives it."""


IMAGINED = 4
"""How many imagined deals "what it knew" shows."""


def imagined(view: PlayerView, seed: str, count: int = IMAGINED) -> tuple[Imagined, ...]:
    """``count`` deals drawn from ``view`` as the judge draws them (:func:`game.ai.judge.imagine`), from a
    random source seeded by ``seed`` alone: the same view and seed give the same deals, wherever the hidden
    cards really lie."""
    out = []
    for world in imagine(view, random.Random(f"imagined/{seed}"), count):
        hands = tuple((seat, tuple(world.view(seat).hand)) for seat in range(view.players)
                      if seat != view.seat and view.hidden.sizes.get(hand_location(seat), 0) > 0)
        out.append(Imagined(hands))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Reading:
    """What one seat knew about another hidden place: how many cards, which it could not hold, which it held."""

    place: Location
    seat: int | None
    """The seat whose hand it is, or ``None`` for a place that is no hand (the stock, the skat)."""
    size: int
    void: tuple[str, ...]
    """Suits it knew the place has none of (a player who did not follow)."""
    excluded: int
    """Unseen cards it knew the place cannot hold, void suits included."""
    known: tuple[Card, ...]
    """Cards it knew to be there (cards it passed or was shown)."""


def readings(view: PlayerView) -> tuple[Reading, ...]:
    """What ``view`` knew of each place it could not see, hands first in seat order."""
    hidden = view.hidden
    suits = sorted({c.suit for c in hidden.unseen if c.suit is not None})
    hands = {hand_location(s): s for s in range(view.players)}
    out = []
    for place in sorted(hidden.sizes, key=lambda p: (p not in hands, hands.get(p, 0), p)):
        excluded = hidden.excluded.get(place, frozenset())
        void = tuple(s for s in suits
                     if all(c in excluded for c in hidden.unseen if c.suit == s))
        known = tuple(hidden.known.get(place, ()))
        out.append(Reading(place, hands.get(place), hidden.sizes[place], void,
                           sum(1 for c in hidden.unseen if c in excluded), known))
    return tuple(out)
