"""Where everything sits on the table, as pure geometry: rectangles and points, no drawing.

The table is laid out from the window size and the number of seats alone, so
the same function serves drawing, hit-testing and the layout tests, and a
resize is nothing more than calling it again.  The viewer (the human, or seat 0
when only computers play) sits at the bottom with the hand fanned in a row;
the other seats are spread evenly along a U up the left side, across the top
and down the right side; the trick is in the centre of what is left.  The
bottom band holds the trump/stock panel (left), the hand (middle) and the
viewer's own seat box (right), so the hand can never cover the trick.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from ..art.cards import card_size
from ..toolkit import theme

Point = tuple[int, int]
SMALL = 0.5
"""Opponents' face-down cards, the flipped card and the stock are this fraction of a full card."""
PILE = 0.6
"""A pile of won tricks is drawn this fraction of a small card."""
LIFT = 0.16
"""How far (in card heights) a selected or playable card rises out of the hand."""
BIG = 1.5
"""Big cards: the hand and the trick are this many times the usual card, where the window has the room."""


@dataclass(frozen=True, slots=True)
class Place:
    """One seat on the table: its info box, where its hand fans, where its trick card lands."""

    seat: int
    box: pygame.Rect
    """Name, level, bid, tricks and score."""
    fan: pygame.Rect
    """Where the seat's cards are shown (the viewer's whole hand area)."""
    trick: Point
    """Centre of the card this seat plays to the trick."""
    direction: float
    """Angle (radians, screen coordinates) from the table's centre towards the seat."""


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Every rectangle of the table for one window size and seat count."""

    size: tuple[int, int]
    seats: int
    viewer: int
    unit: float
    margin: int
    card: tuple[int, int]
    small: tuple[int, int]
    font_px: int
    top_bar: pygame.Rect
    hint_button: pygame.Rect
    menu_button: pygame.Rect
    scores_button: pygame.Rect
    review_button: pygame.Rect
    log_button: pygame.Rect
    """The hand's log, beside "Last trick"."""
    info: pygame.Rect
    """Bottom-left: trump, the flipped card, the stock."""
    stock: Point
    flipped: Point
    hand: pygame.Rect
    """The viewer's hand, including the room cards rise into."""
    message: pygame.Rect
    """The line above the hand for prompts and refusals."""
    trick: pygame.Rect
    """The trick area; dropping a card inside it means "play this card"."""
    centre: Point
    places: tuple[Place, ...]
    big: bool = False
    """Laid out for big cards: the trick is a row across the middle."""

    @property
    def lift(self) -> int:
        return round(self.card[1] * LIFT)

    def place(self, seat: int) -> Place:
        return self.places[seat]

    def hand_cards(self, count: int) -> list[pygame.Rect]:
        """The viewer's ``count`` cards in a row, overlapping just enough to fit, resting (not lifted)."""
        w, h = self.card
        if count <= 0:
            return []
        step = min(w * 0.82, (self.hand.width - w) / max(1, count - 1))
        width = w + step * (count - 1)
        left = self.hand.centerx - width / 2
        return [pygame.Rect(round(left + i * step), self.hand.bottom - h, w, h) for i in range(count)]

    def fan_cards(self, seat: int, count: int) -> list[pygame.Rect]:
        """An opponent's face-down cards, small and tightly overlapped inside its fan rect."""
        if seat == self.viewer:
            return self.hand_cards(count)
        w, h = self.small
        fan = self.places[seat].fan
        if count <= 0:
            return []
        step = min(w * 0.35, (fan.width - w) / max(1, count - 1))
        width = w + step * (count - 1)
        left = fan.centerx - width / 2
        return [pygame.Rect(round(left + i * step), fan.top, w, h) for i in range(count)]

    def pile(self, seat: int) -> pygame.Rect:
        """A seat's won tricks as a small pile inside the right end of its box (Lohai shows and moves them)."""
        box = self.places[seat].box
        w, h = round(self.small[0] * PILE), round(self.small[1] * PILE)
        rect = pygame.Rect(0, 0, w, h)
        rect.midright = (box.right - self.margin, box.centery)
        return rect

    def trick_card(self, seat: int) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.card)
        rect.center = self.places[seat].trick
        return rect


def _u_path(left: float, right: float, top: float, bottom: float, count: int) -> list[tuple[float, float]]:
    """``count`` points evenly along the U from (left, bottom) up, across and down to (right, bottom)."""
    side, across = bottom - top, right - left
    total = 2 * side + across
    points = []
    for i in range(count):
        d = total * (i + 0.5) / count
        if d <= side:
            points.append((left, bottom - d))
        elif d <= side + across:
            points.append((left + d - side, top))
        else:
            points.append((right, top + d - side - across))
    return points


def table_layout(size: tuple[int, int], seats: int, viewer: int = 0, big: bool = False) -> TableLayout:
    """The table for a window of ``size`` with ``seats`` players, ``viewer`` at the bottom (``big``: big cards),
    its seat boxes as tall and wide as the text prints now (large print or not)."""
    return _table_layout(size, seats, viewer, theme.look().print_scale, big)


@lru_cache(maxsize=64)
def _table_layout(size: tuple[int, int], seats: int, viewer: int, print_scale: float, big: bool) -> TableLayout:
    w, h = max(320, size[0]), max(240, size[1])
    unit = min(w / 1280, h / 800)
    margin = max(6, round(10 * unit))
    card = card_size(round(min(h * 0.2, w * 0.125)))
    small = card_size(round(card[1] * SMALL))
    font_px = max(17, round(24 * unit))
    line = round(font_px * print_scale * 0.78)
    if big:
        card = card_size(_big_height(h, card[1], small[1] + 3 * line + 2 * margin + margin // 2,
                                     max(24, round(36 * unit)), line, margin))
    lift = round(card[1] * LIFT)

    top_bar = pygame.Rect(0, 0, w, max(24, round(36 * unit)))
    menu_button = pygame.Rect(0, 0, max(70, round(100 * unit)), top_bar.height - 6)
    menu_button.midright = (w - margin, top_bar.centery)
    scores_button = menu_button.copy()
    scores_button.right = menu_button.left - margin // 2
    review_button = pygame.Rect(0, 0, max(84, round(122 * unit)), menu_button.height)
    review_button.midright = (scores_button.left - margin // 2, top_bar.centery)
    log_button = pygame.Rect(0, 0, max(64, round(84 * unit)), menu_button.height)
    log_button.midright = (review_button.left - margin // 2, top_bar.centery)
    hint_button = menu_button.copy()
    hint_button.right = log_button.left - margin // 2

    side_w = round(max(small[0] * 2 + 3 * margin, 180 * unit * print_scale))
    band_top = h - margin - card[1] - lift
    hand = pygame.Rect(side_w + 2 * margin, band_top, w - 2 * (side_w + 2 * margin), card[1] + lift)
    info = pygame.Rect(margin, band_top, side_w, h - margin - band_top)
    message = pygame.Rect(hand.left, hand.top - line - margin, hand.width, line + margin)
    stock = (info.left + margin + small[0] // 2, info.bottom - margin - small[1] // 2)
    flipped = (stock[0] + small[0] + margin, stock[1])

    box = (side_w, 3 * line + 2 * margin)
    zone = (side_w, small[1] + box[1] + margin // 2)
    middle_top = top_bar.bottom + margin
    centre_y = (middle_top + zone[1] + message.top) // 2
    centre = (w // 2, centre_y)

    viewer_box = pygame.Rect((0, 0), box)
    viewer_box.bottomright = (w - margin, h - margin)
    opponents = [(viewer + k) % seats for k in range(1, seats)]
    points = _u_path(margin + zone[0] / 2, w - margin - zone[0] / 2, middle_top + zone[1] / 2,
                     message.top - zone[1] / 2, len(opponents))
    if len(opponents) == 1:
        points = [(w / 2, middle_top + zone[1] / 2)]

    slot_x, slot_y = card[0] * 0.78, card[1] * 0.44
    free = pygame.Rect(margin + zone[0] + margin, middle_top + zone[1] + margin // 2, 0, 0)
    free.width, free.height = w - 2 * free.left, message.top - margin // 2 - free.top
    if big:
        centre = (w // 2, free.centery)
    if seats >= 5 and not big:
        # Many seats: the trick fills the free middle, so the cards have room to stay apart.
        slot_x = max(slot_x, (free.width - card[0]) / 2)
        slot_y = max(slot_y, min((free.height - card[1]) / 2, slot_y * 2.4))
    viewer_dir = math.pi / 2
    directions = [math.atan2(y - centre[1], x - centre[0]) for x, y in points]
    seated = [(centre[0], h), *points]
    slots = _trick_row(free, seated, card, margin) if big else _trick_slots(centre, seated, card, slot_x, slot_y)
    places: dict[int, Place] = {viewer: Place(viewer, viewer_box, hand, slots[0], viewer_dir)}
    for seat, (x, y), direction, slot in zip(opponents, points, directions, slots[1:], strict=True):
        fan = pygame.Rect(0, 0, zone[0], small[1])
        fan.midtop = (round(x), round(y - zone[1] / 2))
        seat_box = pygame.Rect((0, 0), box)
        seat_box.midbottom = (round(x), round(y + zone[1] / 2))
        places[seat] = Place(seat, seat_box, fan, slot, direction)

    trick = pygame.Rect(centre, (0, 0))
    for place in places.values():
        spot = pygame.Rect((0, 0), card)
        spot.center = place.trick
        trick.union_ip(spot)
    trick.inflate_ip(2 * margin, 2 * margin)
    trick.height = min(trick.bottom, message.top) - trick.top
    if seats >= 5 or big:
        trick = trick.clip(free.inflate(margin, margin))
    return TableLayout(
        size=(w, h), seats=seats, viewer=viewer, unit=unit, margin=margin, card=card, small=small,
        font_px=font_px, top_bar=top_bar, menu_button=menu_button, scores_button=scores_button, hint_button=hint_button,
        review_button=review_button, log_button=log_button, info=info, stock=stock, flipped=flipped,
        hand=hand, message=message, trick=trick, centre=centre,
        places=tuple(places[s] for s in range(seats)), big=big,
    )


def _big_height(h: int, usual: int, zone: int, bar: int, line: int, margin: int) -> int:
    """How tall a big card is: :data:`BIG` times the ``usual`` card, or less where the window is short.

    A column runs down the window: the top bar, a row of opponents (``zone``),
    the trick's row of big cards, the message line and the hand of big cards
    with the room a card rises into.  The card is as tall as leaves that
    column room, never smaller than the usual card.
    """
    fixed = bar + margin + zone + margin // 2 + 2 * margin + line + margin + margin
    room = (h - fixed) / (2 + LIFT)
    return max(usual, min(round(usual * BIG), math.floor(room)))


def _trick_row(free: pygame.Rect, seats: list[tuple[float, float]], card: tuple[int, int],
               gap: int) -> list[Point]:
    """Big cards: the trick in one row across the middle, left to right as the seats sit across the table.

    ``seats`` are where the players sit, the viewer first; the viewer sits
    under the middle, so the viewer's card comes after any opponent straight
    above it.  The row closes up (cards overlapping, their corners showing)
    when the middle is too narrow to lay them apart.
    """
    order = sorted(range(len(seats)), key=lambda i: (round(seats[i][0]), i == 0, i))
    count = len(seats)
    step = min(card[0] + gap, (free.width - card[0]) / max(1, count - 1))
    left = free.centerx - (card[0] + step * (count - 1)) / 2 + card[0] / 2
    spots: list[Point] = [(0, 0)] * count
    for place, i in enumerate(order):
        spots[i] = (round(left + step * place), free.centery)
    return spots


TRICK_OVERLAP = 0.15
"""The most of a trick card (as a share of its area) a neighbour's card may cover."""


def _trick_slots(centre: Point, seats: list[tuple[float, float]], card: tuple[int, int], rx: float,
                 ry: float) -> list[Point]:
    """Where each seat's trick card lands, given where the seats sit (the viewer first).

    Up to four seats: towards the seat on a small ellipse round the centre.
    More: a miniature of the table, each card in front of its seat, scaled to
    fill the middle.  Where cards would still pile up (seats sharing a corner)
    they are blended towards even spacing round an ellipse, in seat order,
    just as far as it takes to keep them mostly apart.
    """
    cx, cy = centre
    angles = [math.atan2(y - cy, x - cx) for x, y in seats]
    start = angles[0]
    even = [start + 2 * math.pi * k / len(seats) for k in range(len(seats))]
    if len(seats) < 5:
        turned = [start + (a - start) % (2 * math.pi) for a in angles]
        base = [_toward(centre, a, rx, ry) for a in turned]
    else:
        base = [(cx, round(cy + ry)), *_miniature(centre, seats[1:], card, rx, ry)]
    spread = [_toward(centre, a, rx, ry) for a in even]
    tries = []
    for step in range(11):
        t = step / 10
        points = [(round(b[0] * (1 - t) + e[0] * t), round(b[1] * (1 - t) + e[1] * t))
                  for b, e in zip(base, spread, strict=True)]
        worst = _worst_overlap(points, card)
        if worst <= TRICK_OVERLAP:
            return points
        tries.append((worst, step, points))
    return min(tries)[2]


def _miniature(centre: Point, seats: list[tuple[float, float]], card: tuple[int, int], rx: float,
               ry: float) -> list[Point]:
    """The opponents' cards as a small copy of the table: the side columns at the sides, the top row on top.

    The top row is squeezed in by a card's width so that its end cards clear
    the side columns' cards.
    """
    cx, cy = centre
    left, right, top = min(x for x, _ in seats), max(x for x, _ in seats), min(y for _, y in seats)
    side = [(x, y) for x, y in seats if x in (left, right) and y != top]
    row = [(x, y) for x, y in seats if (x, y) not in side]
    sx = (rx - card[0]) / max(1.0, max((abs(x - cx) for x, _ in row), default=1.0))
    out = []
    for x, y in seats:
        if (x, y) in side:
            column = [b for a, b in side if a == x]
            # a column of one stays level with its seat; several spread over the whole height
            reach = max(abs(b - cy) for b in column) if len(column) > 1 else 2 * max(abs(b - cy) for _, b in seats)
            out.append((round(cx + math.copysign(rx, x - cx)), round(cy + (y - cy) * ry / max(1.0, reach))))
        else:
            out.append((round(cx + (x - cx) * sx), round(cy - ry)))
    return out


def _worst_overlap(points: list[Point], card: tuple[int, int]) -> float:
    rects = [pygame.Rect(0, 0, *card) for _ in points]
    for rect, point in zip(rects, points, strict=True):
        rect.center = point
    worst = 0
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            clip = a.clip(b)
            worst = max(worst, clip.width * clip.height)
    return worst / (card[0] * card[1])


def _toward(centre: Point, angle: float, rx: float, ry: float) -> Point:
    return round(centre[0] + rx * math.cos(angle)), round(centre[1] + ry * math.sin(angle))
