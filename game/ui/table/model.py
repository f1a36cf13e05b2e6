"""The table as the viewer sees it, built only from engine events.

The engine tells the table what happened (``CardDealt``, ``CardPlayed``,
``TrickWon``…); this model turns each event into a beat on a timeline: cards
fly, bids appear, the trick is swept to its winner.  The public numbers shown
(bids, tricks taken) change when their beat plays, not when the engine
changed, so what is on screen always matches the animation.  An event type the
table does not know yet (a new game's special move) still plays as a short
beat that re-reads the viewer's own seat from the engine, so a new game shows
correctly before it animates nicely.

Events are matched by class (:meth:`TableModel.beats`).  This model knows
only the shared events of ``engine.core``; a game with events of its own
subclasses it in its table package and adds their beats (Laus's skat in
``games/laus/model.py``, Lohai's draws, steals and moved tricks in
``games/lohai/model.py``), so the shared table names no game.  A test fails
when a game's engine has an event class its table does not list, and when
this model lists one from outside the core.

A seat's place in the trick is a *slot* that may hold several cards (a Lohai
Mover covered by the card drawn onto it, a Koira tie played off): they lie in
a small cascade towards the centre, the top card being the seat's play.
"""


from __future__ import annotations

import math
from bisect import bisect
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ...catalogue import _
from ...engine import Action, Card, Event
from ...engine.core import ActionKind, BidMade, BidsRevealed, CardDealt, CardFlipped, CardPlayed, HandScored, TrickWon
from ..toolkit.tween import FOREVER, Beat, Timeline, ease_in_out_cubic, ease_out_back
from .cues import cue
from .handsort import default_key
from .layout import TableLayout
from .sprites import CardSprite

DEAL_GAP = 0.05
DEAL_FLY = 0.3
FLIP_TIME = 0.25
FLIP_SLIDE = 0.3
"""The trump/flipped card slides out face down for this long, then turns over."""
FLIP_TURN = 0.45
PLAY_FLY = 0.3
SETTLE = 0.16
TRICK_LOOK = 0.9
SWEEP = 0.45
BUBBLE = 1.3
CASCADE = 0.3
"""How far each card of a slot lies from the one under it, in card sizes, towards the centre."""
SortKey = Callable[[Card], tuple[int, int, str]]
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


class TableModel:
    """Sprites in their places, and the timeline that moves them as events arrive."""

    trick_events: ClassVar[tuple[type[Event], ...]] = ()
    """The game's events kept with the trick they happen in, for the last trick's review."""
    piles: ClassVar[bool] = False
    """Won tricks lie in a pile drawn beside each seat's box (Lohai, Koira), not gathered into the box."""

    def __init__(self, players: int, viewer: int, layout: TableLayout,
                 resync: Callable[[], tuple[list[Card], list[int]]],
                 order: Callable[[], SortKey] | None = None) -> None:
        self.players = players
        self.viewer = viewer
        self.layout = layout
        self.resync_source = resync
        self.timeline = Timeline()
        self.sprites: dict[int, CardSprite] = {}
        self.hands: list[list[int]] = [[] for __ in range(players)]
        self.trick: list[tuple[int, int]] = []
        self.flipped: list[int] = []
        self.sweeping: list[int] = []
        self.aside: list[int] = []
        """The viewer's cards laid aside while a several-card discard is chosen (onto Laus's skat), in order."""
        self.shown = Shown([None] * players, [0] * players)
        self.stock_visible = False
        self._next_id = 1
        self.order_source: Callable[[], SortKey] = order or (lambda: default_key)
        """Gives the viewer's hand order; asked again when a trump is revealed or the settings change."""
        self.key: SortKey = default_key
        self.plays: list[tuple[int, Card]] = []
        self.noted: list[Event] = []
        """This trick's events of :attr:`trick_events`, as their beats have shown them so far."""
        """The trick being played, as (seat, card), for the review once it is won."""
        self.sound: Callable[[str], object] = lambda name: None
        """Plays a named sound as a beat begins (the app's sounds; silent by default)."""
        self.on_note: Callable[[Event], None] | None = None
        """Told about events whose meaning is words on the message line (a Mover that cannot move)."""
        self.on_shown: Callable[[Event], None] | None = None
        """Told about every event as its beat begins, before the beat changes the table: the hand's log and the
        callouts follow what the player has seen, and read the trick as it lay (:meth:`closing`)."""
        self._beats: dict[type[Event], BeatMaker] | None = None
        """:meth:`beats`, built at the first event and kept (its makers read the model when they run)."""
        self.wait_at_end = True
        """Whether the hand's last cards wait on the table for a click (not when computers play every seat, nor
        when the player's settings hold no trick)."""
        self.hold_every: float | None = None
        """How long every other finished trick stays before it is swept: ``None`` a glance, ``inf`` until a
        click, else seconds (the player's "Hold the trick"; only when a person sits at the table)."""
        self.held_last = False
        """The trick waiting on the table is the hand's last (the score follows the click)."""
        self.last_won: TrickWon | None = None
        """The hand's last trick, queued with the end of the hand: it stays on the table until the player
        clicks, and is swept only then (:attr:`unswept`)."""
        self.unswept: int | None = None
        """The seat whose last trick still lies on the table, waiting for the player's click."""

    # -- hands ------------------------------------------------------------------
    def connect(self, sound: Callable[[str], object], note: Callable[[Event], None],
                shown: Callable[[Event], None] | None = None) -> None:
        """The table's sounds, its message line for events whose meaning is words (a Mover that cannot move), and
        who hears every event as it is shown (the hand's log, the callouts)."""
        self.sound, self.on_note, self.on_shown = sound, note, shown

    def start_from(self, stack: int, tricks: Sequence[int] | None) -> None:
        """A hand begun from a position: the stack's size, and the tricks already won (``None``: none yet)."""
        self.shown.stack = stack
        if tricks is not None:
            self.shown.tricks = list(tricks)

    def show_stock(self, visible: bool) -> None:
        """The stock is drawn in the corner (once the deal is over and while it has cards)."""
        self.stock_visible = visible

    def _noting(self, event: Event, begin: Callable[[], None]) -> Callable[[], None]:
        def begin_and_note() -> None:
            self.noted.append(event)
            begin()
        return begin_and_note

    def new_hand(self) -> None:
        """Clear the table for a fresh deal."""
        self.timeline = Timeline()
        self.sprites.clear()
        self.hands = [[] for __ in range(self.players)]
        self.trick, self.flipped, self.sweeping = [], [], []
        self.aside, self.noted = [], []
        self.shown = Shown([None] * self.players, [0] * self.players)
        self.stock_visible = True
        self.plays = []
        self.last_won, self.unswept = None, None
        self.key = self.order_source()

    def set_layout(self, layout: TableLayout) -> None:
        """The window changed size: every resting card jumps to its new home."""
        self.layout = layout
        for sprite in self.sprites.values():
            sprite.finish()
        self._rehome_all(0.0)

    @property
    def busy(self) -> bool:
        return self.timeline.busy or self.moving

    @property
    def moving(self) -> bool:
        return any(s.moving for s in self.sprites.values())

    @property
    def holding(self) -> bool:
        """The hand is over and its last cards stay on the table until the player clicks or presses a key."""
        return self.timeline.waiting

    def update(self, dt: float, speed: float = 1.0) -> None:
        """Play ``dt`` seconds of table time at ``speed`` (infinite: finish everything now, not waiting for
        a click at the end of the hand either: at that speed no trick is seen being taken).

        Speech bubbles keep real time whatever the speed, so they can be read.
        """
        if speed == float("inf"):
            self.skip()
            while self.holding:
                self.skip()
        else:
            self.timeline.update(dt * speed, self._advance)
        self.age(dt)

    def age(self, dt: float) -> None:
        for seat, bubble in list(self.shown.bubbles.items()):
            bubble.left -= dt
            if bubble.left <= 0:
                del self.shown.bubbles[seat]

    def skip(self) -> None:
        """A click: finish every queued beat and movement now, up to the end of the hand, where the last
        cards stay on the table until a further click (which lets the hand be scored)."""
        self.timeline.release()
        self.timeline.skip(self._advance)
        for sprite in self.sprites.values():
            sprite.finish()
        self._advance(0.0)

    def _advance(self, dt: float) -> None:
        for sprite in self.sprites.values():
            sprite.update(dt)
        for sid in [sid for sid, s in self.sprites.items() if s.gone]:
            del self.sprites[sid]
            if sid in self.sweeping:
                self.sweeping.remove(sid)

    # -- homes ------------------------------------------------------------------
    def small_scale(self) -> float:
        return self.layout.small[1] / self.layout.card[1]

    def hand_home(self, seat: int, index: int, count: int) -> tuple[float, float, float]:
        rect = self.layout.fan_cards(seat, count)[index]
        scale = 1.0 if seat == self.viewer else self.small_scale()
        return rect.centerx, rect.centery, scale

    def _rehome_hand(self, seat: int, duration: float, skip: int | None = None) -> None:
        ids = [sid for sid in self.hands[seat] if sid not in self.aside]
        for i, sid in enumerate(ids):
            if sid == skip:
                continue
            x, y, s = self.hand_home(seat, i, len(ids))
            self.sprites[sid].move_to(x, y, s, duration)
        for i, sid in enumerate(self.aside):
            if sid != skip and sid in self.hands[seat]:
                self.sprites[sid].move_to(*self.aside_home(i), 1.0, duration)

    def aside_home(self, index: int) -> tuple[float, float]:
        """While a discard is chosen the skat lies open in the middle: two places side by side."""
        x, y = self.layout.trick.center
        return x + (index - 0.5) * self.layout.card[0] * 1.15, y

    def lay_aside(self, sid: int) -> None:
        """A card of the viewer's hand is laid on the skat, face up, until the discard is made."""
        if sid not in self.aside:
            self.aside.append(sid)
        self._rehome_hand(self.viewer, SETTLE)

    def take_back(self, sid: int) -> None:
        """A card laid on the skat goes back into the hand."""
        if sid in self.aside:
            self.aside.remove(sid)
        self._rehome_hand(self.viewer, SETTLE)

    def _rehome_all(self, duration: float) -> None:
        for seat in range(self.players):
            self._rehome_hand(seat, duration)
        self._rehome_trick(duration)
        for sid in self.flipped:
            self.sprites[sid].move_to(*self.layout.flipped, self.small_scale(), duration)

    def slot_home(self, seat: int, index: int) -> tuple[float, float]:
        """Where card ``index`` (0 at the bottom) of ``seat``'s slot in the trick lies."""
        x, y = self.layout.trick_card(seat).center
        if index == 0:
            return x, y
        cx, cy = self.layout.centre
        dx, dy = cx - x, cy - y
        length = max(1.0, (dx * dx + dy * dy) ** 0.5)
        w, h = self.layout.card
        step = CASCADE * index
        return x + dx / length * w * step, y + dy / length * h * step

    def _rehome_trick(self, duration: float) -> None:
        count: dict[int, int] = {}
        for seat, sid in self.trick:
            index = count.get(seat, 0)
            count[seat] = index + 1
            x, y = self.slot_home(seat, index)
            self.sprites[sid].move_to(x, y, 1.0, duration)

    def slot_of(self, seat: int) -> list[int]:
        """The sprites of ``seat``'s slot in the trick, bottom to top."""
        return [sid for s, sid in self.trick if s == seat]

    def pile_home(self, seat: int) -> tuple[float, float]:
        """Where a seat's won tricks go: into its box, or onto the pile beside it (:attr:`piles`)."""
        return self.layout.pile(seat).center if self.piles else self.layout.place(seat).box.center

    def _new_sprite(self, card: Card | None, face_up: bool) -> CardSprite:
        x, y = self.layout.stock
        sprite = CardSprite(self._next_id, card, x, y, self.small_scale(), face_up)
        self.sprites[sprite.id] = sprite
        self._next_id += 1
        return sprite

    def reorder(self, duration: float = SETTLE) -> None:
        """Ask for the hand order again and slide the viewer's cards into it (trump revealed, settings)."""
        self.key = self.order_source()
        ids = self.hands[self.viewer]
        known = [sid for sid in ids if self.sprites[sid].card is not None]
        known.sort(key=lambda sid: self.key(self._card(sid)))
        unknown = [sid for sid in ids if sid not in known]
        if known + unknown != ids:
            self.hands[self.viewer] = known + unknown
            self._rehome_hand(self.viewer, duration)

    def _card(self, sid: int) -> Card:
        card = self.sprites[sid].card
        assert card is not None
        return card

    def _insert_sorted(self, ids: list[int], sid: int, card: Card) -> None:
        keys = [self.key(self.sprites[k].card or card) for k in ids]
        ids.insert(bisect(keys, self.key(card)), sid)

    def draw_to_hand(self, seat: int, card: Card | None, duration: float, turn_delay: float = 0.0) -> CardSprite:
        """A new card slides from the stock or deck into ``seat``'s hand; only its owner sees its face."""
        mine = seat == self.viewer
        sprite = self._new_sprite(card if mine else None, False)
        ids = self.hands[seat]
        if mine and card is not None:
            self._insert_sorted(ids, sprite.id, card)
            sprite.turn(True, FLIP_TIME, delay=turn_delay)
        else:
            ids.append(sprite.id)
        self._rehome_hand(seat, duration)
        return sprite

    def lying(self) -> list[int]:
        """Sprites resting on the table under everything else (the flipped card; a game adds its own), bottom first."""
        return [*self.flipped]

    def viewer_cards(self) -> list[tuple[int, Card]]:
        """The viewer's hand as (sprite id, card), left to right."""
        out = []
        for sid in self.hands[self.viewer]:
            card = self.sprites[sid].card
            if card is not None:
                out.append((sid, card))
        return out

    # -- events -----------------------------------------------------------------
    def enqueue(self, events: Iterable[Event], *, dragged: int | None = None, mine: Action | None = None) -> None:
        """Add a beat for each event, in order.

        ``mine`` is the viewer's own action that caused the events (the viewer
        knows its own face-down bid or discard); ``dragged`` the sprite it dropped.
        """
        events = list(events)
        ending = next((i for i, e in enumerate(events) if isinstance(e, HandScored)), None)
        if ending is not None and self.wait_at_end:
            self.last_won = next((e for e in reversed(events[:ending]) if isinstance(e, TrickWon)), None)
        for event in events:
            if isinstance(event, HandScored) and self.wait_at_end:
                self.timeline.add(Beat(self._hold, 0.0, "hold", waits=True))
                self.timeline.add(Beat(self._sweep_held, SWEEP if self.last_won is not None else 0.0, "last sweep"))
            beat = self._beat(event, dragged, mine)
            sound = self.cue(event)
            if sound is not None:
                beat = Beat(self._with_sound(sound, beat.begin), beat.hold, beat.label)
            self.timeline.add(beat)

    def cue(self, event: Event) -> str | None:
        """The sound of ``event`` at this table (a game's model may give some of its cards their own)."""
        return cue(event)

    def _with_sound(self, sound: str, begin: Callable[[], None]) -> Callable[[], None]:
        def begin_with_sound() -> None:
            self.sound(sound)
            begin()
        return begin_with_sound

    def add_beat(self, begin: Callable[[], None], hold: float = 0.0, label: str = "") -> None:
        """A beat of the caller's own, played after the events queued so far."""
        self.timeline.add(Beat(begin, hold, label))

    def _beat(self, event: Event, dragged: int | None, mine: Action | None) -> Beat:
        """The beat for ``event`` from :meth:`beats`; an event class the model does not know re-reads the table."""
        if self._beats is None:
            self._beats = self.beats()
        handler = self._beats.get(type(event))
        if handler is None:
            return Beat(self.resync, 0.2, type(event).__name__)
        beat = handler(event, dragged, mine)
        begin = beat.begin
        if isinstance(event, self.trick_events):
            begin = self._noting(event, begin)
        return Beat(self._telling(event, begin), beat.hold, beat.label)

    def _telling(self, event: Event, begin: Callable[[], None]) -> Callable[[], None]:
        def tell_and_begin() -> None:
            if self.on_shown is not None:
                self.on_shown(event)
            begin()
        return tell_and_begin

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

    # -- the viewer's own moves ---------------------------------------------------
    def slide_home(self, sid: int) -> None:
        """A refused drop: the card slides back into its place in the hand."""
        ids = self.hands[self.viewer]
        if sid in ids:
            x, y, s = self.hand_home(self.viewer, ids.index(sid), len(ids))
            self.sprites[sid].move_to(x, y, s, 0.3, easing=ease_out_back)


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
