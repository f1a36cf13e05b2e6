"""The suits' pips and the blank card, drawn by code: the shapes every face, back and table sign is made of.

No font glyphs for suits: every pip is built from circles and polygons, drawn :data:`SUPER` times too large
and scaled down smoothly, so the edges are anti-aliased at any size.  The inks are here too
(:func:`suit_colour`: two colours, or four for colour-blind players), since a pip is drawn in its suit's.
Split from :mod:`.cards` (the faces and backs of a deck, cached) so the shapes read on their own; the table
draws these pips beside the cards (trump signs, won piles).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..toolkit import theme

SUPER = 4
"""Supersampling factor for shapes: draw this much larger, then smoothscale down."""
RED_SUITS = frozenset({"H", "D"})
FOUR_COLOURS: dict[str, str] = {"S": "black_suit", "H": "red_suit", "D": "blue_suit", "C": "green_suit"}
"""Suit colours with the four-colour option (their roles in the palette): no two suits share a colour, so
red/green blindness loses nothing."""


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
def blank(size: tuple[int, int], fill: theme.Colour, edge: theme.Colour, line: int = 1) -> pygame.Surface:
    """A rounded card shape with an edge ``line`` times the usual thin one, anti-aliased by supersampling."""
    w, h = size
    big = pygame.Surface((w * SUPER, h * SUPER), pygame.SRCALPHA)
    radius = max(2, round(w * 0.08)) * SUPER
    pygame.draw.rect(big, edge, big.get_rect(), border_radius=radius)
    inset = max(1, round(w / 90)) * line * SUPER
    pygame.draw.rect(big, fill, big.get_rect().inflate(-2 * inset, -2 * inset), border_radius=radius - inset)
    return pygame.transform.smoothscale(big, size)
