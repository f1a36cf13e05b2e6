"""Card faces and backs drawn by code from a rule file's deck, cached per size.

No image files and no font glyphs for suits: every pip is built from circles
and polygons, drawn four times too large and scaled down smoothly, so the
edges are anti-aliased and a card is crisp at whatever size the layout asks
for.  Any deck the YAML can describe can be shown: suited cards get indices
and pips, suitless cards (jokers, Lohai specials) get their name, colour and
point value from the deck's ``specials``.  Small cards switch to a simplified
face (big index, one pip) that stays legible where full pips would blur.

Court cards and jokers are figures of our own (see :mod:`.court`).  With the
four-colour option (for colour-blind players) diamonds are blue and clubs
green, on the faces and on every pip the table draws; the face cache keys on it.

A deck whose every rank has a point value (Lohai) has that value printed on
each card where a fanned hand leaves it in sight: under the index in the left
edge (a small card alone on the table keeps it in the upper-right corner).  A special with an
``art`` name is drawn with its illustration from ``sprites/<game>/<art>.svg``,
rendered by pygame at the card's own size, in a frame of the special's colour.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import pygame

from ...assets import sprites_dir
from ...engine import Card, DeckSpec
from ..toolkit import theme
from .court import court_panel, jester, tint_of

SUPER = 4
"""Supersampling factor for shapes: draw this much larger, then smoothscale down."""
RATIO = 0.7
"""Card width over height (a poker card is 2.5 in × 3.5 in)."""
RED_SUITS = frozenset({"H", "D"})
FOUR_COLOURS: dict[str, str] = {"S": "black_suit", "H": "red_suit", "D": "blue_suit", "C": "green_suit"}
"""Suit colours with the four-colour option (their roles in the palette): no two suits share a colour, so
red/green blindness loses nothing."""
RANK_LABEL = {"T": "10"}
SIMPLE_BELOW = 96
"""Cards shorter than this many pixels get the simplified face."""

PIPS: dict[str, tuple[tuple[float, float], ...]] = {
    "2": ((0.5, 0), (0.5, 1)),
    "3": ((0.5, 0), (0.5, 0.5), (0.5, 1)),
    "4": ((0, 0), (1, 0), (0, 1), (1, 1)),
    "5": ((0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)),
    "6": ((0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    "7": ((0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    "8": ((0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)),
    "9": ((0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)),
    "T": ((0, 0), (1, 0), (0.5, 1 / 6), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3), (0.5, 5 / 6),
          (0, 1), (1, 1)),
}
"""Where the pips of each number card sit: x in three columns, y top (0) to bottom (1)."""


def card_size(height: int) -> tuple[int, int]:
    """Width and height of a card ``height`` pixels tall."""
    return max(4, round(height * RATIO)), max(6, height)


def suit_colour(suit: str | None, special_colour: str = "black", four_colour: bool = False) -> theme.Colour:
    """The ink of a suit (or of a suitless card of colour ``special_colour``), in two or four colours.

    >>> suit_colour("D") == theme.RED_SUIT, suit_colour("D", four_colour=True) == theme.BLUE_SUIT
    (True, True)
    """
    if suit is None:
        return theme.RED_SUIT if special_colour == "red" else theme.BLACK_SUIT
    if four_colour:
        colour: theme.Colour = getattr(theme.palette(), FOUR_COLOURS.get(suit, "black_suit"))
        return colour
    return theme.RED_SUIT if suit in RED_SUITS else theme.BLACK_SUIT


# --------------------------------------------------------------------------- shapes


def _poly(surface: pygame.Surface, colour: theme.Colour, s: float, points: list[tuple[float, float]]) -> None:
    pygame.draw.polygon(surface, colour, [(x * s, y * s) for x, y in points])


def _circle(surface: pygame.Surface, colour: theme.Colour, s: float, x: float, y: float, r: float) -> None:
    pygame.draw.circle(surface, colour, (x * s, y * s), r * s)


def _heart(surface: pygame.Surface, colour: theme.Colour, s: float) -> None:
    _circle(surface, colour, s, 0.28, 0.33, 0.245)
    _circle(surface, colour, s, 0.72, 0.33, 0.245)
    _poly(surface, colour, s, [(0.045, 0.42), (0.5, 0.97), (0.955, 0.42), (0.5, 0.3)])


def _spade(surface: pygame.Surface, colour: theme.Colour, s: float) -> None:
    _circle(surface, colour, s, 0.285, 0.58, 0.225)
    _circle(surface, colour, s, 0.715, 0.58, 0.225)
    _poly(surface, colour, s, [(0.07, 0.5), (0.5, 0.02), (0.93, 0.5), (0.5, 0.7)])
    _poly(surface, colour, s, [(0.5, 0.6), (0.33, 0.98), (0.67, 0.98)])


def _diamond(surface: pygame.Surface, colour: theme.Colour, s: float) -> None:
    _poly(surface, colour, s, [(0.5, 0.02), (0.88, 0.5), (0.5, 0.98), (0.12, 0.5)])


def _club(surface: pygame.Surface, colour: theme.Colour, s: float) -> None:
    for x, y in ((0.5, 0.27), (0.265, 0.57), (0.735, 0.57)):
        _circle(surface, colour, s, x, y, 0.215)
    _circle(surface, colour, s, 0.5, 0.52, 0.13)
    _poly(surface, colour, s, [(0.5, 0.5), (0.34, 0.98), (0.66, 0.98)])


def _star(surface: pygame.Surface, colour: theme.Colour, s: float) -> None:
    import math
    points = []
    for i in range(10):
        r = 0.48 if i % 2 == 0 else 0.2
        a = -math.pi / 2 + i * math.pi / 5
        points.append((0.5 + r * math.cos(a), 0.52 + r * math.sin(a)))
    _poly(surface, colour, s, points)


SHAPES = {"H": _heart, "S": _spade, "D": _diamond, "C": _club, "*": _star}


@lru_cache(maxsize=256)
def pip(shape: str, px: int, colour: theme.Colour, upside_down: bool = False) -> pygame.Surface:
    """One anti-aliased suit symbol (``"S"``, ``"H"``, ``"D"``, ``"C"`` or ``"*"``) ``px`` pixels square."""
    px = max(2, px)
    big = pygame.Surface((px * SUPER, px * SUPER), pygame.SRCALPHA)
    SHAPES[shape](big, colour, px * SUPER)
    image = pygame.transform.smoothscale(big, (px, px))
    return pygame.transform.flip(image, False, True) if upside_down else image


@lru_cache(maxsize=64)
def _blank(size: tuple[int, int], fill: theme.Colour, edge: theme.Colour, line: int = 1) -> pygame.Surface:
    """A rounded card shape with an edge ``line`` times the usual thin one, anti-aliased by supersampling."""
    w, h = size
    big = pygame.Surface((w * SUPER, h * SUPER), pygame.SRCALPHA)
    radius = max(2, round(w * 0.08)) * SUPER
    pygame.draw.rect(big, edge, big.get_rect(), border_radius=radius)
    inset = max(1, round(w / 90)) * line * SUPER
    pygame.draw.rect(big, fill, big.get_rect().inflate(-2 * inset, -2 * inset), border_radius=radius - inset)
    return pygame.transform.smoothscale(big, size)


# --------------------------------------------------------------------------- the art


class CardArt:
    """Faces and backs for one deck, cached by card and size.

    The cache lives here, not in any scene, so drawing a scene changes none of
    its state; only this cache fills up.  ``four_colour`` is asked at every
    call (the app passes a function reading its settings), so a change in the
    settings shows at once on a table already open.
    """

    def __init__(self, deck: DeckSpec | None = None, four_colour: bool | Callable[[], bool] = False) -> None:
        self.deck = deck
        self._four: Callable[[], bool] = four_colour if callable(four_colour) else (lambda: bool(four_colour))
        self._faces: dict[tuple[str, int, int, bool, bool, theme.Palette], pygame.Surface] = {}

    @property
    def four_colour(self) -> bool:
        """Whether suits are drawn in four colours right now."""
        return self._four()

    def colour(self, suit: str | None, special_colour: str = "black") -> theme.Colour:
        """The ink of ``suit`` as the faces draw it now (for trump signs and other pips on the table)."""
        return suit_colour(suit, special_colour, self.four_colour)

    def face(self, card: Card, size: tuple[int, int], simple: bool | None = None) -> pygame.Surface:
        """``card`` at ``size``; ``simple`` forces (or forbids) the big-index face, else it follows the size."""
        if simple is None:
            simple = size[1] < SIMPLE_BELOW
        key = (str(card), size[0], size[1], simple, self.four_colour, theme.palette())
        image = self._faces.get(key)
        if image is None:
            if len(self._faces) > 600:
                self._faces.clear()
            image = self._faces[key] = self._draw_face(card, size, simple)
        return image

    def back(self, size: tuple[int, int], design: str = "blue") -> pygame.Surface:
        """The back of a card at ``size`` in one of the :data:`BACKS` designs."""
        return _back(size, design)

    # -- faces ------------------------------------------------------------------
    @property
    def printed_points(self) -> bool:
        """Every rank of the deck has a value (Lohai): each card shows it (:func:`_corner_points`)."""
        deck = self.deck
        return deck is not None and bool(deck.ranks) and all(r in deck.points for r in deck.ranks)

    def _draw_face(self, card: Card, size: tuple[int, int], simple: bool) -> pygame.Surface:
        image = _blank(size, theme.PAPER, theme.CARD_EDGE, theme.palette().line).copy()
        spec = self.deck.special(card.rank) if self.deck is not None and card.suit is None else None
        if spec is not None and spec.art and _art_path(spec.art) is not None:
            _illustrated(image, spec.name, spec.colour, _art_path(spec.art), self._points(card), simple)
            return image
        colour = self.colour(card.suit)
        if card.suit is None:
            self._draw_special(image, card, simple)
        elif simple:
            _simple_face(image, card.rank, card.suit, colour)
        else:
            _full_face(image, card.rank, card.suit, colour)
        points = self._points(card) if card.suit is not None else 0
        if points:
            _corner_points(image, points, colour, simple)
        return image

    def _points(self, card: Card) -> int:
        if not self.printed_points or self.deck is None:
            return 0
        return self.deck.points_of(card)

    def _draw_special(self, image: pygame.Surface, card: Card, simple: bool) -> None:
        spec = self.deck.special(card.rank) if self.deck is not None else None
        colour = suit_colour(None, spec.colour if spec is not None else "black")
        name = spec.name if spec is not None else card.name
        points = self.deck.points_of(card) if self.deck is not None else 0
        w, h = image.get_size()
        if card.rank == "JK":
            _joker(image, colour, simple)
            return
        px = max(10, round(h * 0.16))
        theme.blit_text(image, card.rank, px, colour, bold=True, exact=True, topleft=(round(w * 0.08), round(h * 0.05)))
        if points:
            theme.blit_text(image, str(points), max(9, round(h * 0.11)), colour, bold=True, exact=True,
                            topleft=(round(w * 0.08), round(h * 0.05) + px))
        star = pip("*", round(w * 0.5), colour)
        image.blit(star, star.get_rect(center=(w // 2, round(h * 0.48))))
        words = theme.wrap(name, max(9, round(h * 0.12)), round(w * 0.9), exact=True)
        for i, line in enumerate(words[:2]):
            theme.blit_text(image, line, max(9, round(h * 0.12)), colour, bold=True, exact=True,
                            center=(w // 2, round(h * (0.8 + 0.11 * i))))


def _art_path(name: str) -> Path | None:
    """The SVG illustration called ``name`` under ``sprites/`` (any game's folder), if there is one."""
    return _find_art(name, str(sprites_dir()))


@lru_cache(maxsize=32)
def _find_art(name: str, folder: str) -> Path | None:
    root = Path(folder)
    if not root.is_dir():
        return None
    return next(iter(sorted(root.glob(f"*/{name}.svg"))), None)


@lru_cache(maxsize=64)
def _svg(path: Path, size: tuple[int, int]) -> pygame.Surface | None:
    """The illustration rendered crisply at ``size`` (``None`` if it cannot be read)."""
    try:
        return pygame.image.load_sized_svg(str(path), size)
    except (pygame.error, OSError, ValueError):
        return None


def _corner_points(image: pygame.Surface, points: int, colour: theme.Colour, simple: bool) -> None:
    """The card's point value: on a full card under the index in the left edge, which stays in sight however
    closely the hand overlaps its cards; on a small card (alone on the table) in the upper-right corner."""
    w, h = image.get_size()
    if simple:
        px = max(9, round(h * 0.15))
        theme.blit_text(image, str(points), px, colour, bold=True, exact=True,
                        topright=(round(w * 0.93), round(h * 0.035)))
        return
    px = max(9, round(h * 0.092))
    label = theme.text(str(points), px, colour, True, exact=True)
    if label.get_width() > round(w * 0.22):  # four digits: narrowed to the index's column
        label = pygame.transform.smoothscale(label, (round(w * 0.22), label.get_height()))
    image.blit(label, label.get_rect(midtop=(round(w * 0.12), round(h * 0.235))))


def _illustrated(image: pygame.Surface, name: str, colour_name: str, path: Path | None, points: int,
                 simple: bool) -> None:
    """A special card: a frame in its colour, the name on a band, the illustration, the value top left."""
    w, h = image.get_size()
    colour = suit_colour(None, colour_name)
    tint = (252, 232, 230) if colour_name == "red" else (232, 234, 240)
    inset = max(2, round(w * 0.05))
    frame = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    radius = max(2, round(w * 0.06))
    pygame.draw.rect(image, tint, frame, border_radius=radius)
    pygame.draw.rect(image, colour, frame, width=max(1, round(w * (0.035 if simple else 0.025))), border_radius=radius)
    band_h = round(h * (0.2 if simple else 0.15))
    px_points = max(9, round(h * (0.14 if simple else 0.1)))
    if points:  # top left: the corner of a special card that the next card in the hand leaves in sight
        theme.blit_text(image, str(points), px_points, colour, bold=True, exact=True,
                        topleft=(frame.left + max(2, round(w * 0.05)), frame.top + max(1, round(h * 0.02))))
    art_top = frame.top + round(h * (0.14 if simple else 0.12))
    art_bottom = frame.bottom - band_h - max(1, round(h * 0.02))
    side = max(4, min(frame.width - 2 * inset, art_bottom - art_top))
    if path is not None:
        art = _svg(path, (side, side))
        if art is not None:
            image.blit(art, art.get_rect(center=(w // 2, (art_top + art_bottom) // 2)))
    band = pygame.Rect(frame.left, frame.bottom - band_h, frame.width, band_h)
    pygame.draw.rect(image, colour, band, border_bottom_left_radius=radius, border_bottom_right_radius=radius)
    px = max(9, round(band_h * 0.78))
    words = theme.fit(name.upper() if not simple else name, px, band.width - 4, bold=True, exact=True)
    theme.blit_text(image, words, px, theme.PAPER, bold=True, exact=True, center=band.center)


def _index(image: pygame.Surface, rank: str, suit: str, colour: theme.Colour, px: int, pip_px: int) -> None:
    """The rank and a small pip in the top-left corner, and the same upside down bottom-right."""
    w, h = image.get_size()
    label = theme.text(RANK_LABEL.get(rank, rank), px, colour, True, exact=True)
    x = round(w * 0.12)
    top = round(h * 0.03)
    corner = pygame.Surface((max(label.get_width(), pip_px) + 2, label.get_height() + pip_px + 2), pygame.SRCALPHA)
    corner.blit(label, label.get_rect(midtop=(corner.get_width() // 2, 0)))
    small = pip(suit, pip_px, colour)
    corner.blit(small, small.get_rect(midtop=(corner.get_width() // 2, label.get_height() - 2)))
    image.blit(corner, corner.get_rect(midtop=(x, top)))
    flipped = pygame.transform.rotate(corner, 180)
    image.blit(flipped, flipped.get_rect(midbottom=(w - x, h - top)))


def _simple_face(image: pygame.Surface, rank: str, suit: str, colour: theme.Colour) -> None:
    """A small card: a large index and one large pip, readable at a glance."""
    w, h = image.get_size()
    label = theme.text(RANK_LABEL.get(rank, rank), max(9, round(h * 0.36)), colour, True, exact=True)
    image.blit(label, label.get_rect(midtop=(round(w * 0.36), round(h * 0.06))))
    big = pip(suit, round(w * 0.5), colour)
    image.blit(big, big.get_rect(bottomright=(round(w * 0.9), round(h * 0.92))))


def _full_face(image: pygame.Surface, rank: str, suit: str, colour: theme.Colour) -> None:
    """Index, pips or figure."""
    w, h = image.get_size()
    _index(image, rank, suit, colour, max(10, round(h * (0.17 if h < 130 else 0.145))), max(5, round(w * 0.105)))
    area = pygame.Rect(round(w * 0.3), round(h * 0.13), round(w * 0.4), round(h * 0.74))
    if rank in PIPS:
        size = round(min(w * 0.19, h * 0.135))
        for fx, fy in PIPS[rank]:
            x = area.left + fx * area.width
            y = area.top + size / 2 + fy * (area.height - size)
            image.blit(pip(suit, size, colour, upside_down=fy > 0.5), (round(x - size / 2), round(y - size / 2)))
    elif rank == "A":
        big = pip(suit, round(w * 0.46), colour)
        image.blit(big, big.get_rect(center=area.center))
    else:
        _court(image, rank, suit, colour)


def _court(image: pygame.Surface, rank: str, suit: str, colour: theme.Colour, top: float = 0.075) -> None:
    """Jack, queen, king (or any unknown rank): our double-ended figure in a frame between the indices."""
    w, h = image.get_size()
    frame = pygame.Rect(round(w * 0.245), round(h * top), round(w * 0.51), round(h * (0.925 - top)))
    radius = max(2, frame.width // 12)
    emblem = pip(suit, max(4, round(frame.width * 0.2)), colour)
    panel = court_panel(rank, colour, frame.size, emblem)
    mask = pygame.Surface(frame.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    panel.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    image.blit(panel, frame)
    pygame.draw.rect(image, colour, frame, width=max(1, frame.width // 45), border_radius=radius)


def _joker(image: pygame.Surface, colour: theme.Colour, simple: bool) -> None:
    """JOKER spelt down the corner and a jester in the middle (JK and a star on a small card)."""
    w, h = image.get_size()
    px = max(9, round(h * 0.2)) if simple else max(9, round(h * 0.135))
    y = round(h * 0.05)
    letters = "JK" if simple else "JOKER"
    for ch in letters:
        label = theme.text(ch, px, colour, True, exact=True)
        image.blit(label, label.get_rect(midtop=(round(w * 0.12), y)))
        y += round(label.get_height() * 0.78)
    if simple:
        star = pip("*", round(w * 0.62), colour)
        image.blit(star, star.get_rect(center=(round(w * 0.56), round(h * 0.56))))
        return
    frame = pygame.Rect(round(w * 0.245), round(h * 0.1), round(w * 0.64), round(h * 0.8))
    pygame.draw.rect(image, tint_of(colour), frame, border_radius=max(2, frame.width // 12))
    figure = jester(colour, (frame.width, round(frame.width * 1.05)))
    image.blit(figure, figure.get_rect(midbottom=(frame.centerx, frame.bottom - max(1, frame.width // 45))))
    pygame.draw.rect(image, colour, frame, width=max(1, frame.width // 45), border_radius=max(2, frame.width // 12))
    star = pip("*", max(4, round(frame.width * 0.22)), colour)
    image.blit(star, star.get_rect(center=(frame.left + frame.width // 5, frame.top + frame.width // 5)))


BACKS: dict[str, tuple[theme.Colour, theme.Colour] | None] = {
    "blue": None,
    "red": ((150, 28, 40), (236, 150, 120)),
    "green": ((24, 84, 56), (210, 190, 110)),
}
"""Card-back designs by name: ground colour and line colour (``None``: the palette's back colours).  Each
name has its own pattern."""


def _back(size: tuple[int, int], design: str = "blue") -> pygame.Surface:
    """A card back: a patterned panel inside a white border (lattice, rings or a medallion)."""
    colours = BACKS.get(design, BACKS["blue"]) or (theme.BACK_BLUE, theme.BACK_LINE)
    return _drawn_back(size, design, colours, theme.BACK_EDGE, theme.palette().line)


@lru_cache(maxsize=48)
def _drawn_back(size: tuple[int, int], design: str, colours: tuple[theme.Colour, theme.Colour],
                edge: theme.Colour, rim: int) -> pygame.Surface:
    w, h = size
    ground, line = colours
    image = _blank(size, theme.PAPER, edge, rim).copy()
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 8), -max(4, w // 8))
    big = pygame.Surface((inner.width * SUPER, inner.height * SUPER), pygame.SRCALPHA)
    radius = max(2, round(w * 0.05)) * SUPER
    pygame.draw.rect(big, ground, big.get_rect(), border_radius=radius)
    width = max(1, round(SUPER * max(1, w / 120)))
    PATTERNS.get(design, _lattice)(big, ground, line, max(6, w // 5) * SUPER, width)
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(big, line, big.get_rect(), width=width * 2, border_radius=radius)
    image.blit(pygame.transform.smoothscale(big, inner.size), inner)
    return image


def _lattice(big: pygame.Surface, ground: theme.Colour, colour: theme.Colour, step: int, width: int) -> None:
    """Diagonal lines both ways: the classic blue back."""
    bw, bh = big.get_size()
    for k in range(-bh, bw + bh, step):
        pygame.draw.line(big, colour, (k, 0), (k + bh, bh), width)
        pygame.draw.line(big, colour, (k, bh), (k + bh, 0), width)


def _rings(big: pygame.Surface, ground: theme.Colour, colour: theme.Colour, step: int, width: int) -> None:
    """Rows of small rings, every other row shifted: a red back."""
    bw, bh = big.get_size()
    r = step // 3
    for row, y in enumerate(range(step // 2, bh + step, step)):
        shift = step // 2 if row % 2 else 0
        for x in range(shift, bw + step, step):
            pygame.draw.circle(big, colour, (x, y), r, width)
            pygame.draw.circle(big, colour, (x, y), max(1, r // 3))


def _medallion(big: pygame.Surface, ground: theme.Colour, colour: theme.Colour, step: int, width: int) -> None:
    """Vertical pinstripes behind a framed diamond: a green back."""
    bw, bh = big.get_size()
    for x in range(step // 2, bw, max(2, step // 2)):
        pygame.draw.line(big, colour, (x, 0), (x, bh), max(1, width // 2))
    cx, cy = bw // 2, bh // 2
    rx, ry = bw * 0.34, bh * 0.3
    diamond = [(cx, cy - ry), (cx + rx, cy), (cx, cy + ry), (cx - rx, cy)]
    pygame.draw.polygon(big, ground, diamond)
    pygame.draw.polygon(big, colour, diamond, width * 2)
    inner = [(cx, cy - ry * 0.55), (cx + rx * 0.55, cy), (cx, cy + ry * 0.55), (cx - rx * 0.55, cy)]
    pygame.draw.polygon(big, colour, inner)


PATTERNS = {"blue": _lattice, "red": _rings, "green": _medallion}


SHADOW_ALPHA = 80


@lru_cache(maxsize=64)
def shadow(size: tuple[int, int]) -> pygame.Surface:
    """A soft shadow for a card of ``size``: a rounded dark shape, blurred by scaling a small copy up.

    Stored with premultiplied alpha, the quickest way pygame blends a translucent image.
    """
    w, h = size
    pad = max(2, w // 10)
    small = (max(2, (w + 2 * pad) // 4), max(2, (h + 2 * pad) // 4))
    shape = pygame.Surface(small, pygame.SRCALPHA)
    inner = pygame.Rect(0, 0, max(1, w // 4), max(1, h // 4))
    inner.center = (small[0] // 2, small[1] // 2)
    pygame.draw.rect(shape, (0, 0, 0, SHADOW_ALPHA), inner, border_radius=max(1, w // 40))
    return pygame.transform.smoothscale(shape, (w + 2 * pad, h + 2 * pad)).premul_alpha()
