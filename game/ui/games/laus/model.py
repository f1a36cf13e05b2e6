"""What the Laus table shows of the skat, animated from the engine's events.

The skat is Laus's own: no other game deals cards face down beside the
flipped card, so the shared :class:`~game.ui.table.model.TableModel` does not know
it.  This model adds it: dealt face down where a flipped card would lie,
taken into a hand by the player who looks at it (face up only for the viewer),
two cards laid back face down, and shown then swept to the winner of the last
trick.  The viewer's cards laid on the open skat while the discard is chosen
are the shared model's ``aside`` (the shared table drags them there).
"""

from __future__ import annotations

from collections.abc import Callable

from ....catalogue import _
from ....engine import Action, Card, Event
from ....engine.laus import SkatDealt, SkatDiscarded, SkatLooked, SkatPassed, SkatWon
from ...table.layout import TableLayout
from ...table.model import DEAL_FLY, DEAL_GAP, FLIP_TIME, PLAY_FLY, SETTLE, SWEEP, BeatMaker, SortKey, TableModel
from ...toolkit.tween import Beat, ease_in_out_cubic


class LausModel(TableModel):
    """The trick table's model with the skat lying face down beside the flipped card."""

    def __init__(self, players: int, viewer: int, layout: TableLayout,
                 resync: Callable[[], tuple[list[Card], list[int]]],
                 order: Callable[[], SortKey] | None = None) -> None:
        super().__init__(players, viewer, layout, resync, order)
        self.skat: list[int] = []
        """The skat's sprites as they lie, face down (until the last trick's winner takes it)."""
        self.from_skat: list[int] = []
        """The viewer's cards that came from the skat when it looked: marked in the hand until play begins."""

    def new_hand(self) -> None:
        super().new_hand()
        self.skat, self.from_skat = [], []

    # -- homes ------------------------------------------------------------------
    def skat_home(self, index: int) -> tuple[float, float]:
        """The skat lies face down where a flipped card would, its cards fanned a little."""
        x, y = self.layout.flipped
        return x + index * self.layout.small[0] * 0.3, y

    def _rehome_all(self, duration: float) -> None:
        super()._rehome_all(duration)
        for i, sid in enumerate(self.skat):
            self.sprites[sid].move_to(*self.skat_home(i), self.small_scale(), duration)

    def lying(self) -> list[int]:
        return [*super().lying(), *self.skat]

    def skat_marked(self) -> list[int]:
        """The cards in the viewer's hand that came from the skat, while they still matter: until play begins."""
        if self.trick or any(self.shown.tricks):
            return []
        return [sid for sid in self.from_skat if sid in self.hands[self.viewer]]

    # -- events -----------------------------------------------------------------
    def beats(self) -> dict[type[Event], BeatMaker]:
        """The shared beats and the skat's: dealt, looked at or passed, discarded into, won with the last trick."""
        def discarded(event: SkatDiscarded, dragged: int | None, mine: Action | None) -> Beat:
            own = mine.cards if mine is not None and len(mine.cards) > 1 else ()
            return Beat(lambda: self._skat_back(event.seat, own), 0.5, "SkatDiscarded")
        return {
            **super().beats(),
            SkatDealt: lambda e, d, m: Beat(lambda: self._skat_dealt(e.size), 0.35, "SkatDealt"),
            SkatLooked: lambda e, d, m: Beat(lambda: self._skat_taken(e.seat, e.cards), 0.6, "SkatLooked"),
            SkatPassed: lambda e, d, m: Beat(lambda: self._say(e.seat, _("passes")), 0.6, "SkatPassed"),
            SkatDiscarded: discarded,
            SkatWon: lambda e, d, m: Beat(lambda: self._skat_won(e.seat, e.cards), 0.8, "SkatWon"),
        }

    def _skat_dealt(self, size: int) -> None:
        for i in range(size):
            sprite = self._new_sprite(None, False)
            sprite.move_to(*self.skat_home(len(self.skat)), self.small_scale(), DEAL_FLY, delay=i * DEAL_GAP)
            self.skat.append(sprite.id)

    def _skat_taken(self, seat: int, cards: tuple[Card, ...]) -> None:
        """The skat goes into ``seat``'s hand: face up for the viewer, face down for anyone else."""
        self._say(seat, _("looks at the skat"))
        ids = self.hands[seat]
        for i, sid in enumerate(self.skat):
            sprite = self.sprites[sid]
            if seat == self.viewer and i < len(cards):
                self.from_skat.append(sid)
                sprite.card = cards[i]
                self._insert_sorted(ids, sid, cards[i])
                sprite.turn(True, FLIP_TIME)
            else:
                sprite.card = None
                ids.append(sid)
        self.skat = []
        self._rehome_hand(seat, PLAY_FLY)

    def _skat_back(self, seat: int, own: tuple[Card, ...]) -> None:
        """Two cards go back face down; only the viewer's own discard is known by face."""
        self.aside = []
        ids = self.hands[seat]
        count = len(own) if own else 2
        chosen: list[int] = []
        for card in own:
            sid = next((k for k in ids if self.sprites[k].card == card and k not in chosen), None)
            if sid is not None:
                chosen.append(sid)
        while len(chosen) < count and len(chosen) < len(ids):
            chosen.append(next(k for k in reversed(ids) if k not in chosen))
        for sid in chosen:
            ids.remove(sid)
            sprite = self.sprites[sid]
            sprite.turn(False, FLIP_TIME)
            sprite.card = None if seat != self.viewer else sprite.card
            sprite.move_to(*self.skat_home(len(self.skat)), self.small_scale(), PLAY_FLY)
            self.skat.append(sid)
        self._rehome_hand(seat, SETTLE)

    def _skat_won(self, seat: int, cards: tuple[Card, ...]) -> None:
        """The skat is shown, then swept to the winner of the last trick."""
        self._say(seat, _("takes the skat"))
        for i, sid in enumerate(self.skat):
            sprite = self.sprites[sid]
            if i < len(cards):
                sprite.card = cards[i]
                sprite.turn(True, FLIP_TIME)
        skat, self.skat = self.skat, []

        def sweep() -> None:
            target = self.layout.place(seat).box.center
            for sid in skat:
                sprite = self.sprites[sid]
                sprite.move_to(target[0], target[1], self.small_scale() * 0.6, SWEEP, easing=ease_in_out_cubic)
                sprite.vanish = True
                self.sweeping.append(sid)
        self.timeline.beats.appendleft(Beat(sweep, SWEEP, "skat sweep"))
