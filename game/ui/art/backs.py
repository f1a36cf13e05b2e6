"""Card backs in three designs (lattice, rings, a medallion) and the soft shadow under a card.

Split from :mod:`.cards` since neither depends on the card: a back is the same for every card of every deck,
in the design the settings choose, and the shadow is the table's (a card lifted or in flight casts one).
Both are drawn by supersampling like the pips and cached by size.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..toolkit import theme
from .pips import SUPER, blank

BACKS: dict[str, tuple[theme.Colour, theme.Colour] | None] = {
    "blue": None,
    "red": ((150, 28, 40), (236, 150, 120)),
    "green": ((24, 84, 56), (210, 190, 110)),
}
"""Card-back designs by name: ground colour and line colour (``None``: the palette's back colours).  Each
name has its own pattern."""


def card_back(size: tuple[int, int], design: str = "blue") -> pygame.Surface:
    """A card back: a patterned panel inside a white border (lattice, rings or a medallion)."""
    colours = BACKS.get(design, BACKS["blue"]) or (theme.BACK_BLUE, theme.BACK_LINE)
    return _drawn_back(size, design, colours, theme.BACK_EDGE, theme.palette().line)


@lru_cache(maxsize=48)
def _drawn_back(size: tuple[int, int], design: str, colours: tuple[theme.Colour, theme.Colour],
                edge: theme.Colour, rim: int) -> pygame.Surface:
    w, h = size
    ground, line = colours
    image = blank(size, theme.PAPER, edge, rim).copy()
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
