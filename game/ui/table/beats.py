"""What the viewer is shown, beat by beat: each engine event class and the beat that shows it.

The public numbers (bids, tricks taken, the score) change when their beat
plays, not when the engine changed, so what is on screen always matches the
animation; the records here (:class:`Shown`, :class:`LastTrick`) are what the
rest of the table reads.  A game's model adds its own events' beats by
extending :meth:`Beats.beats`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ...catalogue import _
from ...engine import Action, Card, Event
from ...engine.core import ActionKind, BidMade, BidsRevealed, CardDealt, CardFlipped, CardPlayed, HandScored, TrickWon
from ..toolkit.tween import FOREVER, Beat, Timeline, ease_in_out_cubic
from .placement import (
    BUBBLE,
    DEAL_FLY,
    DEAL_GAP,
    FLIP_SLIDE,
    FLIP_TIME,
    FLIP_TURN,
    PLAY_FLY,
    SETTLE,
    SWEEP,
    TRICK_LOOK,
    Placement,
)
from .sprites import CardSprite

BeatMaker = Callable[[Any, "int | None", "Action | None"], Beat]
"""Turns one event (with the sprite the viewer dragged and the viewer's own action, if any) into its beat."""


@dataclass(slots=True)
class Bubble:
    """A short word over a seat ("bids 2", "wins the trick") that fades after a while."""

    text: str
    left: float


@dataclass(slots=True)
class Shown:
    """The public numbers as the animation has revealed them so far."""

    bids: list[str | None]
    tricks: list[int]
    scored: HandScored | None = None
    flipped_seen: bool = False
    winner: int | None = None
    bubbles: dict[int, Bubble] = field(default_factory=dict)
    last_trick: LastTrick | None = None
    """The most recent finished trick of this hand, for the review (Tab)."""
    stack: int = 0
    """Cards left in the face-down stack, as the draws have shown so far (Lohai)."""


@dataclass(frozen=True, slots=True)
class LastTrick:
    """A finished trick as it was played: (seat, card) in order, who took it, and what the game's own
    events did to it on the way (Lohai: a card stolen, a trick given away, a Mover's move)."""

    plays: tuple[tuple[int, Card], ...]
    winner: int
    number: int
    events: tuple[Event, ...] = ()


class Beats(Placement):
    """The beats of the shared events, and what each reveals."""

    trick_events: ClassVar[tuple[type[Event], ...]] = ()
    """The game's events kept with the trick they happen in, for the last trick's review."""
    shown: Shown
    timeline: Timeline
    plays: list[tuple[int, Card]]
    """The trick being played, as (seat, card), for the review once it is won."""
    noted: list[Event]
    hold_every: float | None
    wait_at_end: bool
    held_last: bool
    last_won: TrickWon | None
    unswept: int | None
    stock_visible: bool
    resync_source: Callable[[], tuple[list[Card], list[int]]]

    def beats(self) -> dict[type[Event], BeatMaker]:
        """Every event class this table animates, and how (a test checks each game's events are all here)."""
        return {
            CardDealt: lambda e, d, m: Beat(lambda: self._deal(e), DEAL_GAP, "deal"),
            CardFlipped: lambda e, d, m: Beat(lambda: self._flip(e), FLIP_SLIDE + FLIP_TURN + 0.2, "flip"),
            CardPlayed: lambda e, d, m: Beat(lambda: self._play(e, d), PLAY_FLY + 0.05, "play"),
            TrickWon: lambda e, d, m: Beat(lambda: self._trick_won(e), TRICK_LOOK, "trick"),
            BidMade: self._bid_beat,
            BidsRevealed: lambda e, d, m: Beat(lambda: self._reveal(e), 1.0, "reveal"),
            HandScored: lambda e, d, m: Beat(lambda: self._scored(e), 0.0, "scored"),
        }

    def _bid_beat(self, event: BidMade, dragged: int | None, mine: Action | None) -> Beat:
        own = mine.args[0] if mine is not None and mine.kind == ActionKind.BID and mine.args else None
        return Beat(lambda: self._bid(event, own if isinstance(own, int) else None), 0.25, "bid")

    def _deal(self, event: CardDealt) -> None:
        seat = event.seat
        mine = seat == self.viewer
        sprite = self._new_sprite(event.card if mine else None, False)
        ids = self.hands[seat]
        if mine:
            self._insert_sorted(ids, sprite.id, event.card)
            sprite.turn(True, FLIP_TIME)
        else:
            ids.append(sprite.id)
        self._rehome_hand(seat, SETTLE, skip=sprite.id)
        x, y, s = self.hand_home(seat, ids.index(sprite.id), len(ids))
        sprite.move_to(x, y, s, DEAL_FLY)

    def _flip(self, event: CardFlipped) -> None:
        for sid in self.flipped:
            old = self.sprites[sid]
            old.turn(False, FLIP_TIME)
            old.move_to(*self.layout.stock, self.small_scale(), FLIP_TIME)
            old.vanish = True
        self.flipped = []
        sprite = self._new_sprite(event.card, False)
        sprite.move_to(*self.layout.flipped, self.small_scale(), FLIP_SLIDE)
        sprite.turn(True, FLIP_TURN, delay=FLIP_SLIDE)
        self.flipped.append(sprite.id)
        self.timeline.beats.appendleft(Beat(self._revealed, 0.0, "regroup"))

    def _revealed(self) -> None:
        """The flipped card lies face up: the trump is public now, and the hand regroups round it."""
        self.shown.flipped_seen = True
        self.reorder(SETTLE * 2)

    def _take_from_hand(self, seat: int, card: Card, dragged: int | None) -> CardSprite:
        ids = self.hands[seat]
        chosen: int | None
        if seat == self.viewer:
            if dragged is not None and dragged in ids and self.sprites[dragged].card == card:
                chosen = dragged
            else:
                matches = [sid for sid in ids if self.sprites[sid].card == card]
                chosen = matches[0] if matches else (ids[-1] if ids else None)
        else:
            chosen = ids[len(ids) // 2] if ids else None
        if chosen is None:
            return self._new_sprite(card, False)
        ids.remove(chosen)
        return self.sprites[chosen]

    def _play(self, event: CardPlayed, dragged: int | None) -> None:
        sprite = self._take_from_hand(event.seat, event.card, dragged)
        sprite.card = event.card
        sprite.turn(True, FLIP_TIME)
        x, y = self.slot_home(event.seat, len(self.slot_of(event.seat)))
        sprite.move_to(x, y, 1.0, PLAY_FLY)
        self.trick.append((event.seat, sprite.id))
        self.plays.append((event.seat, event.card))
        self._rehome_hand(event.seat, SETTLE)
        self.shown.winner = None

    def _trick_won(self, event: TrickWon) -> None:
        """Let the trick be seen, then sweep it to the winner (a second beat, queued first)."""
        self.shown.winner = event.seat
        self.shown.last_trick = self.closing(event)
        self.plays, self.noted = [], []
        self.shown.bubbles[event.seat] = Bubble(_("takes the trick"), TRICK_LOOK + SWEEP)
        if event is self.last_won:
            self.unswept, self.held_last = event.seat, True
            return
        hold = self.hold_every if self.wait_at_end else None
        if hold is not None and math.isinf(hold):
            self.unswept, self.held_last = event.seat, False
            self.timeline.beats.appendleft(Beat(self._sweep_held, SWEEP, "held sweep"))
            self.timeline.beats.appendleft(Beat(self._hold, 0.0, "hold", waits=True))
            return
        self.timeline.beats.appendleft(Beat(lambda: self._sweep(event.seat), SWEEP, "sweep"))
        if hold is not None:
            self.timeline.beats.appendleft(Beat(lambda: None, hold, "trick held"))

    def closing(self, event: TrickWon) -> LastTrick:
        """The trick ``event`` takes, as it lies before its beat sweeps it: the plays in order and the game's
        doings in it."""
        won = [(seat, card) for seat, card in self.plays if card in event.cards] or self.plays
        return LastTrick(tuple(won), event.seat, event.trick_number, tuple(self.noted))

    def _hold(self) -> None:
        """The hand is over, or the player holds every trick: what lies on the table stays, the trick's taker
        lit, until a click."""
        if self.unswept is not None:
            self.shown.winner = self.unswept
            self.shown.tricks[self.unswept] += 1  # counted at once: the counts are what the player checks now
            words = _("takes the last trick") if self.held_last else _("takes the trick")
            self.shown.bubbles[self.unswept] = Bubble(words, FOREVER)

    def _sweep_held(self) -> None:
        """The click on a held trick: it goes to its taker (after the hand's last, the score follows)."""
        if self.unswept is not None:
            self.shown.bubbles.pop(self.unswept, None)
            self._sweep(self.unswept, counted=True)
            self.unswept = None

    def _sweep(self, seat: int, *, counted: bool = False) -> None:
        """The trick goes to ``seat``'s pile (``counted``: its count went up when the trick was held)."""
        target = self.pile_home(seat)
        for __, sid in self.trick:
            sprite = self.sprites[sid]
            sprite.move_to(target[0], target[1], self.small_scale() * 0.6, SWEEP, easing=ease_in_out_cubic)
            sprite.vanish = True
            self.sweeping.append(sid)
        self.trick = []
        if not counted:
            self.shown.tricks[seat] += 1
        self.shown.winner = None

    def _bid(self, event: BidMade, own_bid: int | None) -> None:
        hidden = event.bid is None
        value = own_bid if hidden and event.seat == self.viewer else event.bid
        self.shown.bids[event.seat] = "?" if value is None else str(value)
        word = _("bids face down") if hidden else _("bids {value}").format(value=value)
        self.shown.bubbles[event.seat] = Bubble(word, BUBBLE)

    def _reveal(self, event: BidsRevealed) -> None:
        for seat, value in enumerate(event.bids[: self.players]):
            self.shown.bids[seat] = str(value)
            self.shown.bubbles[seat] = Bubble(_("bid {value}").format(value=value), BUBBLE)

    def _say(self, seat: int, words: str) -> None:
        self.shown.bubbles[seat] = Bubble(words, BUBBLE)

    def _scored(self, event: HandScored) -> None:
        self.shown.scored = event
        self.stock_visible = False

    def resync(self) -> None:
        """Re-read the viewer's hand and every hand size from the engine (unknown events only)."""
        hand, sizes = self.resync_source()
        self.aside = []
        for seat in range(self.players):
            for sid in self.hands[seat]:
                del self.sprites[sid]
            self.hands[seat] = []
        for card in sorted(hand, key=self.key):
            sprite = self._new_sprite(card, True)
            self.hands[self.viewer].append(sprite.id)
        for seat, size in enumerate(sizes):
            if seat != self.viewer:
                self.hands[seat] = [self._new_sprite(None, False).id for __ in range(size)]
        self._rehome_all(SETTLE)



def opening_order(events: list[Event]) -> list[Event]:
    """The deal as the table shows it: a card flipped before dealing is turned over after the deal.

    The flip still decides the hand size and trump; showing it last lets the
    dealt hand settle first, then the trump turn over and the hand regroup.
    """
    lead = 0
    while lead < len(events) and isinstance(events[lead], CardFlipped):
        lead += 1
    rest = events[lead:]
    if lead and any(isinstance(e, CardDealt) for e in rest):
        return rest + events[:lead]
    return events
