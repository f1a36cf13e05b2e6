"""What the Lohai table shows of the special cards and the won piles, animated from the engine's events.

Lohai's special cards move things no other trick game moves, so the shared
:class:`~game.ui.table.model.TableModel` does not know them.  This model adds
them: a card drawn off the stack onto a seat's slot (it turns over as it
lands), a Shaker's steal sliding the victim's top card onto the thief's slot,
and a won trick (a small face-down book) slid from one pile to another by a
Mover.  Won tricks go to a pile by each seat's box rather than into it, since a
Mover drags them from there.  A Mover that cannot move and a trick given away
are words over the seat and on the message line (the shared ``on_note``).
"""

from __future__ import annotations

from ....catalogue import _
from ....engine import Card, Event
from ....engine.core import CardPlayed
from ....engine.lohai import CardDrawn, CardStolen, MoverIdle, TrickGiven, TrickMoved
from ...table.model import FLIP_TURN, BeatMaker, TableModel
from ...toolkit.tween import Beat, ease_in_out_cubic

DRAW_SLIDE = 0.35
STEAL_SLIDE = 0.45
BOOK_SLIDE = 0.55
BOOK_SCALE = 0.6
"""A won trick's pile (a "book") is drawn this fraction of a small card."""
SPECIALS = {"GIV": "giver", "TAK": "taker", "MOV": "mover", "SHK": "shaker"}
"""A special card played to the trick has its own cue instead of the plain card sound."""


class LohaiModel(TableModel):
    """The trick table's model with draws and steals on the slots, and won piles by the seats' boxes."""

    trick_events = (CardDrawn, CardStolen, TrickMoved, MoverIdle, TrickGiven)
    """The special cards' doings, which the last trick's review tells."""
    piles = True
    """A seat's won tricks lie in a pile by its box, where a Mover takes them from."""

    # -- events -----------------------------------------------------------------
    def cue(self, event: Event) -> str | None:
        """A special card played sounds its own cue; everything else as at any table."""
        if isinstance(event, CardPlayed) and event.card.suit is None and event.card.rank in SPECIALS:
            return SPECIALS[event.card.rank]
        return super().cue(event)

    def beats(self) -> dict[type[Event], BeatMaker]:
        """The shared beats and Lohai's: draws, steals, moved and given tricks, a Mover left idle."""
        return {
            **super().beats(),
            CardDrawn: lambda e, d, m: Beat(lambda: self._drawn(e.seat, e.card), DRAW_SLIDE + FLIP_TURN + 0.15,
                                            "CardDrawn"),
            CardStolen: lambda e, d, m: Beat(lambda: self._stolen(e.thief, e.victim), STEAL_SLIDE + 0.25,
                                             "CardStolen"),
            TrickMoved: lambda e, d, m: Beat(lambda: self._moved(e.by, e.source, e.target, e),
                                             BOOK_SLIDE + 0.25, "TrickMoved"),
            MoverIdle: lambda e, d, m: Beat(lambda: self._noted(e.seat, _("cannot move"), e), 0.9, "MoverIdle"),
            TrickGiven: lambda e, d, m: Beat(lambda: self._noted(e.giver, _("gives the trick"), e), 0.7, "TrickGiven"),
        }

    def _noted(self, seat: int, words: str, event: Event) -> None:
        self._say(seat, words)
        if self.on_note is not None:
            self.on_note(event)

    def _drawn(self, seat: int, card: Card | None) -> None:
        """A card comes off the stack face down and turns over as it lands on ``seat``'s slot."""
        self.shown.stack = max(0, self.shown.stack - 1)
        if card is None:
            self._say(seat, _("the stack is empty"))
            return
        sprite = self._new_sprite(card, False)
        x, y = self.slot_home(seat, len(self.slot_of(seat)))
        sprite.move_to(x, y, 1.0, DRAW_SLIDE)
        sprite.turn(True, FLIP_TURN, delay=DRAW_SLIDE)
        self.trick.append((seat, sprite.id))
        self.plays.append((seat, card))
        self._say(seat, "draws")
        self.shown.winner = None

    def _stolen(self, thief: int, victim: int) -> None:
        """The victim's top card slides onto the thief's slot."""
        ids = self.slot_of(victim)
        if not ids:
            return
        sid = ids[-1]
        self.trick.remove((victim, sid))
        x, y = self.slot_home(thief, len(self.slot_of(thief)))
        self.trick.append((thief, sid))
        self.sprites[sid].move_to(x, y, 1.0, STEAL_SLIDE, easing=ease_in_out_cubic)
        card = self.sprites[sid].card
        if card is not None:  # the card lies at the thief's place now, but it came when its owner played it
            self.plays = [(thief, card) if p == (victim, card) else p for p in self.plays]
        self._say(thief, "steals")

    def _moved(self, by: int, source: int, target: int, event: Event) -> None:
        """A won trick (a small face-down book) slides from one pile to another; the counts follow."""
        sprite = self._new_sprite(None, False)
        sprite.x, sprite.y = self.pile_home(source)
        sprite.scale = self.small_scale() * BOOK_SCALE
        sprite.move_to(*self.pile_home(target), sprite.scale, BOOK_SLIDE, easing=ease_in_out_cubic)
        sprite.vanish = True
        self.sweeping.append(sprite.id)
        self.shown.tricks[source] = max(0, self.shown.tricks[source] - 1)
        self.shown.tricks[target] += 1
        self._say(by, _("moves a trick"))
        if self.on_note is not None:
            self.on_note(event)
