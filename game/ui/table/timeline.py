"""The table's time: events queued as beats, played one after another, and the cards flying meanwhile.

The last layer of the table model (:mod:`.placement` puts cards, :mod:`.beats`
says what each event shows): a beat begins, tells the table what is being
shown (the hand's log, the callouts hear it then), and holds for its time; a
beat that waits (the hand's last trick) holds until the player clicks.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ...engine import Action, Event
from ...engine.core import HandScored, TrickWon
from ..toolkit.settings import HOLDS
from ..toolkit.tween import Beat
from .beats import BeatMaker, Beats
from .cues import cue
from .placement import SWEEP


class Timing(Beats):
    """The beats queued and played, and the sprites moved, frame by frame."""

    sound: Callable[[str], object]
    on_note: Callable[[Event], None] | None
    on_shown: Callable[[Event], None] | None
    _beats: dict[type[Event], BeatMaker] | None

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

    @property
    def holding_last(self) -> bool:
        """The hold is the hand's last: its score follows the click (after the hand's last trick, or at the end of
        a hand that has no tricks)."""
        return self.holding and (self.held_last or self.unswept is None)

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


    def _noting(self, event: Event, begin: Callable[[], None]) -> Callable[[], None]:
        def begin_and_note() -> None:
            self.noted.append(event)
            begin()
        return begin_and_note

    def hold_as(self, hold: str, *, person: bool, claim: bool) -> None:
        """Which finished tricks wait on the table: as the player's "Hold the trick" setting ``hold`` says, when a
        ``person`` sits at the table (computers alone: nobody would click); a ``claim``'s tricks go by."""
        self.wait_at_end = person and hold != "off"
        self.hold_every = None if claim else HOLDS.get(hold)
