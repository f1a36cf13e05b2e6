"""What the Koira table shows, animated from the engine's events.

Phase one is a trick game the shared model already animates (cards into
slots, a tie played off with a second card on the tied players' slots, the
trick swept to its winner); this model adds a turned-up stock card flying to
its slot, the refill from the stock, the trump card turned face up into a hand
(everyone sees it there), a split tie shared out, and won piles whose *card*
counts the seat boxes print.  Phase two turns each won pile into a hand and
lays plays in a row across the middle, bottom play on the left: a beaten play
stays under the one that beat it, a drawn play goes back into a hand, a full
trick is swept off the table.
"""

from __future__ import annotations

from collections.abc import Callable

from ....catalogue import _
from ....engine import Action, Card, Event
from ....engine.core import TrickWon
from ....engine.koira.events import (
    GameLost,
    PhaseTwoBegan,
    PlayDrawn,
    PlayerOut,
    SequencePlayed,
    StockDrawn,
    StockTurnedUp,
    TieBreak,
    TieSplit,
    TrickDiscarded,
    TrickSplit,
    TrumpRevealed,
)
from ...table.layout import TableLayout
from ...table.model import FLIP_TIME, SETTLE, SWEEP, BeatMaker, Bubble, SortKey, TableModel
from ...table.sprites import CardSprite
from ...toolkit.tween import Beat, ease_in_out_cubic

TURN_UP = 0.45
DRAW = 0.3
LAY = 0.32
TAKE = 0.4
PILE_SCALE = 0.6


class KoiraModel(TableModel):
    """The table model with won piles counted in cards, a trump card in a hand, and a row of plays."""

    trick_events = (TieBreak,)
    """A tie played off is told with its trick (the review, the hand's log)."""
    piles = True
    """Phase one's won tricks (and a split tie's shares) go to the pile drawn by each seat's box."""

    def __init__(self, players: int, viewer: int, layout: TableLayout,
                 resync: Callable[[], tuple[list[Card], list[int]]],
                 order: Callable[[], SortKey] | None = None) -> None:
        super().__init__(players, viewer, layout, resync, order)
        self.won_cards = [0] * players
        self.row: list[tuple[int, list[int]]] = []
        """Phase two: the plays in the trick, bottom first, as (seat, sprite ids low to high)."""
        self.phase_two = False
        self.out: list[int] = []
        self.losers: tuple[int, ...] = ()
        self.loss_reason = ""
        """Why the Koira lost, as everyone was told when the game ended (for the summary's story)."""
        self.discarded = 0
        self.trump_sid: int | None = None
        self.trump_card: Card | None = None

    def new_hand(self) -> None:
        super().new_hand()
        self.won_cards = [0] * self.players
        self.row, self.out, self.losers, self.loss_reason = [], [], (), ""
        self.phase_two, self.discarded = False, 0
        self.trump_sid, self.trump_card = None, None

    # -- homes ------------------------------------------------------------------
    def row_spot(self, index: int, count: int, play: int) -> tuple[float, float]:
        """Card ``index`` of ``count`` in the row of plays; every other play sits a little lower."""
        zone = self.layout.trick
        w = self.layout.card[0]
        step = min(w * 0.42, (zone.width - w) / max(1, count - 1))
        left = zone.centerx - step * (count - 1) / 2
        return left + index * step, zone.centery + (12 if play % 2 else -12)

    def _rehome_row(self, duration: float) -> None:
        count = sum(len(ids) for __, ids in self.row)
        index = 0
        for play, (__, ids) in enumerate(self.row):
            for sid in ids:
                self.sprites[sid].move_to(*self.row_spot(index, count, play), 1.0, duration)
                index += 1

    def _rehome_all(self, duration: float) -> None:
        super()._rehome_all(duration)
        self._rehome_row(duration)

    def row_sprites(self) -> list[int]:
        return [sid for __, ids in self.row for sid in ids]

    def lying(self) -> list[int]:
        return [*super().lying(), *self.row_sprites()]

    def _take_from_hand(self, seat: int, card: Card, dragged: int | None) -> CardSprite:
        """As the shared model, but a card everyone can see in the hand (the trump card) is that card."""
        ids = self.hands[seat]
        seen = next((sid for sid in ids if self.sprites[sid].card == card), None)
        if seat != self.viewer and seen is not None:
            ids.remove(seen)
            return self.sprites[seen]
        return super()._take_from_hand(seat, card, dragged)

    # -- events -----------------------------------------------------------------
    def beats(self) -> dict[type[Event], BeatMaker]:
        shared = super().beats()
        trick = shared[TrickWon]

        def won(event: TrickWon, dragged: int | None, mine: Action | None) -> Beat:
            if self.phase_two:
                return trick(event, dragged, mine)
            count = len(event.cards)
            return Beat(lambda: self._won(event, count), 0.0, "trick")

        def split(event: TrickSplit | TieSplit, dragged: int | None, mine: Action | None) -> Beat:
            return Beat(lambda: self._split(event), SWEEP + 0.3, type(event).__name__)

        return {
            **shared,
            TrickWon: won,
            StockTurnedUp: lambda e, d, m: Beat(lambda: self._turned_up(e.seat, e.card), TURN_UP + 0.1,
                                                "StockTurnedUp"),
            TieBreak: lambda e, d, m: Beat(lambda: self._tie(e.seats), 0.7, "TieBreak"),
            TrickSplit: split,
            TieSplit: split,
            StockDrawn: lambda e, d, m: Beat(lambda: self._drawn(e.seat, e.card), DRAW, "StockDrawn"),
            TrumpRevealed: lambda e, d, m: Beat(lambda: self._trump(e.seat, e.card), DRAW + FLIP_TIME + 0.5,
                                                "TrumpRevealed"),
            PhaseTwoBegan: lambda e, d, m: Beat(self._phase_two, 0.9, "PhaseTwoBegan"),
            SequencePlayed: lambda e, d, m: Beat(lambda: self._laid(e.seat, e.cards, d), LAY + 0.05 * len(e.cards),
                                                 "SequencePlayed"),
            PlayDrawn: lambda e, d, m: Beat(lambda: self._took(e.seat, e.cards), TAKE, "PlayDrawn"),
            TrickDiscarded: lambda e, d, m: Beat(lambda: self._discard(e.seat), SWEEP + 0.2, "TrickDiscarded"),
            PlayerOut: lambda e, d, m: Beat(lambda: self._player_out(e.seat), 0.6, "PlayerOut"),
            GameLost: lambda e, d, m: Beat(lambda: self._lost(e.seats, e.reason), 1.0, "GameLost"),
        }

    # -- phase one ----------------------------------------------------------------
    def _won(self, event: TrickWon, count: int) -> None:
        self._trick_won(event)
        self.won_cards[event.seat] += count

    def _turned_up(self, seat: int, card: Card) -> None:
        """The stock's top card turns over on its way to ``seat``'s place in the trick."""
        sprite = self._new_sprite(card, False)
        x, y = self.slot_home(seat, len(self.slot_of(seat)))
        sprite.move_to(x, y, 1.0, TURN_UP, easing=ease_in_out_cubic)
        sprite.turn(True, FLIP_TIME, delay=TURN_UP * 0.3)
        self.trick.append((seat, sprite.id))
        self.plays.append((seat, card))
        self._say(seat, _("turns up the stock"))

    def _tie(self, seats: tuple[int, ...]) -> None:
        for seat in seats:
            self.shown.bubbles[seat] = Bubble(_("tie: again!"), 1.2)

    def _split(self, event: TrickSplit | TieSplit) -> None:
        """A tie nobody could play off: the trick is shared out face down among the tied players; with the
        tie-split rule the tied cards go back to their hands first and the lowest card to the last player.

        The hands are not read again from the engine here: the engine has already dealt the refills that later
        beats show, so a hand read now held each drawn card twice (Koira heard "hearts: two, two")."""
        trick = list(self.trick)
        if isinstance(event, TieSplit):
            for seat in event.seats:
                back = [(s, sid) for s, sid in trick if s == seat][-1:]
                for play in back:
                    trick.remove(play)
                    self._back_to_hand(*play)
            lowest = next(((s, sid) for s, sid in trick if self.sprites[sid].card == event.lowest), None)
            if lowest is not None:
                trick.remove(lowest)
                self._to_pile(event.last, lowest[1])
                self.won_cards[event.last] += 1
        ids = [sid for __, sid in trick]
        start = 0
        for seat, share in zip(event.seats, event.shares, strict=False):
            for sid in ids[start:start + len(share)]:
                self._to_pile(seat, sid)
            start += len(share)
            self.won_cards[seat] += len(share)
            self._say(seat, _("shares the trick"))
        for sid in ids[start:]:
            self.sprites[sid].vanish = True
        self.trick, self.plays = [], []
        for seat in event.seats:
            self._rehome_hand(seat, SWEEP)

    def _to_pile(self, seat: int, sid: int) -> None:
        """A card of the trick goes face down onto ``seat``'s won pile."""
        sprite = self.sprites[sid]
        sprite.turn(False, FLIP_TIME)
        sprite.move_to(*self.pile_home(seat), self.small_scale() * PILE_SCALE, SWEEP)
        sprite.vanish = True
        self.sweeping.append(sid)

    def _back_to_hand(self, seat: int, sid: int) -> None:
        """A tied card goes back into its player's hand, seen by all (it stays known where it lies)."""
        sprite = self.sprites[sid]
        if seat == self.viewer and sprite.card is not None:
            self._insert_sorted(self.hands[seat], sid, sprite.card)
        else:
            self.hands[seat].append(sid)
            sprite.turn(False, FLIP_TIME)

    def _drawn(self, seat: int, card: Card | None) -> None:
        self.draw_to_hand(seat, card, DRAW)

    def _trump(self, seat: int, card: Card) -> None:
        """The last stock card goes face up into ``seat``'s hand, for everyone to see."""
        sprite = self._new_sprite(card, False)
        sprite.turn(True, FLIP_TIME, delay=DRAW)
        ids = self.hands[seat]
        if seat == self.viewer:
            self._insert_sorted(ids, sprite.id, card)
        else:
            ids.append(sprite.id)
        self._rehome_hand(seat, DRAW)
        self.trump_sid, self.trump_card = sprite.id, card
        self.stock_visible = False
        self._say(seat, _("gets the trump card"))
        self.shown.flipped_seen = True

    # -- phase two ----------------------------------------------------------------
    def _phase_two(self) -> None:
        """Every won pile is picked up as a hand; an empty pile makes a Blue Matti."""
        self.phase_two = True
        hand, sizes = self.resync_source()
        for seat in range(self.players):
            for sid in self.hands[seat]:
                self.sprites[sid].vanish = True
            self.hands[seat] = []
            home = self.pile_home(seat)
            mine = seat == self.viewer
            for card in (sorted(hand, key=self.key) if mine else [None] * sizes[seat]):
                sprite = self._new_sprite(card, False)
                sprite.x, sprite.y = home
                sprite.scale = self.small_scale() * PILE_SCALE
                if mine:
                    sprite.turn(True, FLIP_TIME, delay=0.3)
                self.hands[seat].append(sprite.id)
            self._rehome_hand(seat, 0.6)
            if not sizes[seat]:
                self._say(seat, _("Blue Matti"))
        self.won_cards = [0] * self.players
        self.shown.tricks = [0] * self.players
        self.key = self.order_source()

    def _laid(self, seat: int, cards: tuple[Card, ...], dragged: int | None) -> None:
        ids = []
        for card in cards:
            sprite = self._take_from_hand(seat, card, dragged)
            sprite.card = card
            sprite.turn(True, FLIP_TIME)
            ids.append(sprite.id)
        self.row.append((seat, ids))
        self._rehome_row(LAY)
        self._rehome_hand(seat, SETTLE)
        if len(cards) > 1:
            self._say(seat, _("sequence!"))

    def _took(self, seat: int, cards: tuple[Card, ...]) -> None:
        """The lowest play (or its lowest card) goes back into ``seat``'s hand."""
        if not self.row:
            self.resync()
            return
        owner, ids = self.row[0]
        taken = [sid for sid in ids if self.sprites[sid].card in cards] or ids[:len(cards)]
        rest = [sid for sid in ids if sid not in taken]
        self.row = ([(owner, rest)] if rest else []) + self.row[1:]
        mine = seat == self.viewer
        for sid in taken:
            sprite = self.sprites[sid]
            card = sprite.card
            if mine and card is not None:
                self._insert_sorted(self.hands[seat], sid, card)
            else:
                sprite.turn(False, FLIP_TIME)
                sprite.card = None
                self.hands[seat].append(sid)
        self._rehome_hand(seat, TAKE)
        self._rehome_row(TAKE)
        self._say(seat, _("takes the lowest"))

    def _discard(self, seat: int) -> None:
        """A full trick goes face down off the table."""
        x, y = self.layout.trick.right + self.layout.card[0] * 0.2, self.layout.trick.top
        for sid in self.row_sprites():
            sprite = self.sprites[sid]
            sprite.turn(False, FLIP_TIME)
            sprite.move_to(x, y, self.small_scale() * PILE_SCALE, SWEEP, easing=ease_in_out_cubic)
            sprite.vanish = True
            self.sweeping.append(sid)
            self.discarded += 1
        self.row = []
        self._say(seat, _("discards the trick"))

    def _player_out(self, seat: int) -> None:
        if seat not in self.out:
            self.out.append(seat)
        self._say(seat, _("is out!"))

    def _lost(self, seats: tuple[int, ...], reason: str) -> None:
        self.losers, self.loss_reason = seats, reason
        for seat in seats:
            self.shown.bubbles[seat] = Bubble(_("is the Koira!"), 3.0)
