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

The model is built in three layers: :mod:`.placement` (where cards lie),
:mod:`.beats` (what each event shows) and :mod:`.timeline` (beats played in
time); this module joins them and keeps the hand's beginning.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...engine import Card, Event
from ..toolkit.tween import Timeline
from .beats import BeatMaker, Bubble, LastTrick, Shown, opening_order
from .handsort import default_key
from .layout import TableLayout
from .placement import (
    BUBBLE,
    CASCADE,
    DEAL_FLY,
    DEAL_GAP,
    FLIP_SLIDE,
    FLIP_TIME,
    FLIP_TURN,
    PLAY_FLY,
    SETTLE,
    SWEEP,
    TRICK_LOOK,
    SortKey,
)
from .timeline import Timing

__all__ = [
    "BUBBLE", "CASCADE", "DEAL_FLY", "DEAL_GAP", "FLIP_SLIDE", "FLIP_TIME", "FLIP_TURN", "PLAY_FLY", "SETTLE", "SWEEP",
    "TRICK_LOOK", "BeatMaker", "Bubble", "LastTrick", "Shown", "SortKey", "TableModel", "opening_order",
]


class TableModel(Timing):
    """Sprites in their places, and the timeline that moves them as events arrive."""

    def __init__(self, players: int, viewer: int, layout: TableLayout,
                 resync: Callable[[], tuple[list[Card], list[int]]],
                 order: Callable[[], SortKey] | None = None) -> None:
        self.players = players
        self.viewer = viewer
        self.layout = layout
        self.resync_source = resync
        self.timeline = Timeline()
        self.sprites = {}
        self.hands = [[] for __ in range(players)]
        self.trick = []
        self.flipped = []
        self.sweeping = []
        self.aside = []
        """The viewer's cards laid aside while a several-card discard is chosen (onto Laus's skat), in order."""
        self.shown = Shown([None] * players, [0] * players)
        self.stock_visible = False
        self._next_id = 1
        self.order_source = order or (lambda: default_key)
        """Gives the viewer's hand order; asked again when a trump is revealed or the settings change."""
        self.key = default_key
        self.plays = []
        self.noted = []
        """This trick's events of :attr:`trick_events`, as their beats have shown them so far."""
        """The trick being played, as (seat, card), for the review once it is won."""
        self.sound = lambda name: None
        """Plays a named sound as a beat begins (the app's sounds; silent by default)."""
        self.on_note = None
        """Told about events whose meaning is words on the message line (a Mover that cannot move)."""
        self.on_shown = None
        """Told about every event as its beat begins, before the beat changes the table: the hand's log and the
        callouts follow what the player has seen, and read the trick as it lay (:meth:`closing`)."""
        self._beats = None
        """:meth:`beats`, built at the first event and kept (its makers read the model when they run)."""
        self.wait_at_end = True
        """Whether the hand's last cards wait on the table for a click (not when computers play every seat, nor
        when the player's settings hold no trick)."""
        self.hold_every = None
        """How long every other finished trick stays before it is swept: ``None`` a glance, ``inf`` until a
        click, else seconds (the player's "Hold the trick"; only when a person sits at the table)."""
        self.held_last = False
        """The trick waiting on the table is the hand's last (the score follows the click)."""
        self.last_won = None
        """The hand's last trick, queued with the end of the hand: it stays on the table until the player
        clicks, and is swept only then (:attr:`unswept`)."""
        self.unswept = None
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

