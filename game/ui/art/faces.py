"""The parts of a card's face: the indices and pips of a number card, the court figures, the joker, a
special card's illustration, the points printed on a Lohai card.

:class:`.cards.CardArt` chooses which of these a card gets and caches what they draw; they live apart from it
so the face's geometry reads on its own.  Court cards and jokers are figures of our own (see :mod:`.court`);
a special with an ``art`` name is drawn with its illustration from ``sprites/<game>/<art>.svg``, rendered by
pygame at the card's own size, in a frame of the special's colour.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

from ...assets import sprites_dir
from ..toolkit import theme
from .court import court_panel, jester, tint_of
from .pips import pip, suit_colour

RANK_LABEL = {"T": "10"}

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


def art_path(name: str) -> Path | None:
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


def corner_points(image: pygame.Surface, points: int, colour: theme.Colour, simple: bool) -> None:
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


def illustrated(image: pygame.Surface, name: str, colour_name: str, path: Path | None, points: int,
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
    shown = name.upper() if not simple else name
    while px > 6 and theme.font(px, True, exact=True).size(shown)[0] > band.width - 4:
        px -= 1  # a small card's band: its name a size smaller, not cut short
    if theme.font(px, True, exact=True).size(shown)[0] <= band.width - 4:  # on a tiny card the picture says it
        theme.blit_text(image, shown, px, theme.PAPER, bold=True, exact=True, center=band.center)


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


def simple_face(image: pygame.Surface, rank: str, suit: str, colour: theme.Colour) -> None:
    """A small card: a large index and one large pip, readable at a glance."""
    w, h = image.get_size()
    label = theme.text(RANK_LABEL.get(rank, rank), max(9, round(h * 0.36)), colour, True, exact=True)
    image.blit(label, label.get_rect(midtop=(round(w * 0.36), round(h * 0.06))))
    big = pip(suit, round(w * 0.5), colour)
    image.blit(big, big.get_rect(bottomright=(round(w * 0.9), round(h * 0.92))))


def full_face(image: pygame.Surface, rank: str, suit: str, colour: theme.Colour) -> None:
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


def joker(image: pygame.Surface, colour: theme.Colour, simple: bool) -> None:
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
