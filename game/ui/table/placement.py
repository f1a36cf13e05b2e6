"""Where every card of the table lies: the homes of hands, slots, piles and the flipped card; the hand's order.

The table model (:mod:`.model`) is three layers, each a class the next builds
on, so a game's model overrides any one of them in one place: this one puts
sprites where they belong; :mod:`.beats` turns engine events into what the
viewer is shown; :mod:`.timeline` plays those beats in time.  Homes are
computed from the layout every time, so a new window size only moves cards.
"""

from __future__ import annotations

from bisect import bisect
from collections.abc import Callable
from typing import ClassVar

from ...engine import Card
from ..toolkit.tween import ease_out_back
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


class Placement:
    """The sprites in their places: each seat's hand, the trick's slots, the flipped card, the piles."""

    piles: ClassVar[bool] = False
    """Won tricks lie in a pile drawn beside each seat's box (Lohai, Koira), not gathered into the box."""
    players: int
    viewer: int
    layout: TableLayout
    sprites: dict[int, CardSprite]
    hands: list[list[int]]
    trick: list[tuple[int, int]]
    """The trick's sprites as (seat, sprite), in the order they were played."""
    flipped: list[int]
    sweeping: list[int]
    aside: list[int]
    key: SortKey
    order_source: Callable[[], SortKey]
    _next_id: int

    def set_layout(self, layout: TableLayout) -> None:
        """The window changed size: every resting card jumps to its new home."""
        self.layout = layout
        for sprite in self.sprites.values():
            sprite.finish()
        self._rehome_all(0.0)


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


    # -- the viewer's own moves ---------------------------------------------------
    def slide_home(self, sid: int) -> None:
        """A refused drop: the card slides back into its place in the hand."""
        ids = self.hands[self.viewer]
        if sid in ids:
            x, y, s = self.hand_home(self.viewer, ids.index(sid), len(ids))
            self.sprites[sid].move_to(x, y, s, 0.3, easing=ease_out_back)


