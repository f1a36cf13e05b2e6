"""Our own court cards and joker: stylised figures drawn with polygons and circles.

A king, queen and jack are each a bust in the suit's colour, told apart at a
glance by what they wear (a three-pointed crown and a beard; a round tiara and
long hair; a cap with a feather) and what they hold (a sceptre, a flower, a
halberd).  As on printed cards the figure is double-ended: the top half is
drawn once and turned round for the bottom, so the card reads the same from
either side of the table.  The joker is a jester in a three-pointed hat with
bells.  Everything is drawn :data:`SUPER` times too large and scaled down
smoothly, so edges are anti-aliased at any size and nothing is upscaled.
"""

from __future__ import annotations

import math

import pygame

from ..toolkit import theme

SUPER = 4
SKIN = (252, 226, 196)
GOLD = (226, 172, 46)
GOLD_EDGE = (150, 104, 20)
INK = (30, 28, 34)
BEARD = (240, 236, 226)
HAIR = (150, 92, 40)
STEEL = (226, 232, 244)
"""The ground behind a black figure: a cool paper, so black robes stand out."""
EMBLEM_AT = {"J": (0.17, 0.15)}
"""Where the suit sign sits on each half of a court card (top right unless named here)."""

Point = tuple[float, float]


class Pen:
    """Draws in unit coordinates (0..1 across, 0..1 down) on a supersampled surface."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.w, self.h = size[0] * SUPER, size[1] * SUPER
        self.surface = pygame.Surface((self.w, self.h), pygame.SRCALPHA)
        self.line = max(1, round(min(self.w, self.h) * 0.012))

    def at(self, u: float, v: float) -> tuple[float, float]:
        return u * self.w, v * self.h

    def poly(self, colour: theme.Colour, points: list[Point], edge: theme.Colour | None = INK) -> None:
        pts = [self.at(u, v) for u, v in points]
        pygame.draw.polygon(self.surface, colour, pts)
        if edge is not None:
            pygame.draw.polygon(self.surface, edge, pts, self.line)

    def disc(self, colour: theme.Colour, u: float, v: float, r: float, edge: theme.Colour | None = INK) -> None:
        """A circle of radius ``r`` in units of the width."""
        centre, radius = self.at(u, v), r * self.w
        pygame.draw.circle(self.surface, colour, centre, radius)
        if edge is not None:
            pygame.draw.circle(self.surface, edge, centre, radius, self.line)

    def stroke(self, colour: theme.Colour, a: Point, b: Point, width: float) -> None:
        pygame.draw.line(self.surface, colour, self.at(*a), self.at(*b), max(1, round(width * self.w)))

    def done(self, size: tuple[int, int]) -> pygame.Surface:
        return pygame.transform.smoothscale(self.surface, size)


def tint_of(colour: theme.Colour, share: float = 0.13) -> theme.Colour:
    """``colour`` mixed into card paper: the pale ground behind a figure."""
    if sum(colour) < 150:
        return STEEL
    r, g, b = (round(p + (c - p) * share) for p, c in zip(theme.PAPER, colour, strict=True))
    return r, g, b


def court_panel(rank: str, colour: theme.Colour, size: tuple[int, int],
                emblem: pygame.Surface | None) -> pygame.Surface:
    """A double-ended court figure (J, Q, K; any other rank gets the king's robe) filling ``size``."""
    w, h = size
    half_h = max(2, h // 2)
    pen = Pen((w, half_h))
    pen.poly(tint_of(colour), [(0, 0), (1, 0), (1, 1), (0, 1)], edge=None)
    FIGURES.get(rank, _king)(pen, colour)
    top = pen.done((w, half_h))
    if emblem is not None:
        u, v = EMBLEM_AT.get(rank, (0.83, 0.15))
        top.blit(emblem, emblem.get_rect(center=(round(w * u), round(half_h * v))))
    panel = pygame.Surface(size, pygame.SRCALPHA)
    panel.blit(top, (0, 0))
    panel.blit(pygame.transform.rotate(top, 180), (0, h - half_h))
    pygame.draw.line(panel, colour, (0, h // 2), (w, h // 2), max(1, w // 60))
    return panel


def _robe(pen: Pen, colour: theme.Colour, collar: theme.Colour) -> None:
    """Shoulders in the suit colour, a collar, and a gold trim down the front."""
    pen.poly(colour, [(0.08, 1.02), (0.2, 0.72), (0.36, 0.64), (0.64, 0.64), (0.8, 0.72), (0.92, 1.02)])
    pen.poly(collar, [(0.34, 0.64), (0.5, 0.84), (0.66, 0.64), (0.58, 0.6), (0.42, 0.6)])
    pen.stroke(GOLD, (0.5, 0.84), (0.5, 1.02), 0.05)


def _face(pen: Pen, cx: float = 0.5, cy: float = 0.44, r: float = 0.15) -> None:
    pen.disc(SKIN, cx, cy, r)
    for dx in (-0.05, 0.05):
        pen.disc(INK, cx + dx, cy - 0.01 * pen.w / pen.h, 0.016, edge=None)
    pen.stroke(INK, (cx - 0.03, cy + 0.07), (cx + 0.03, cy + 0.07), 0.012)


def _king(pen: Pen, colour: theme.Colour) -> None:
    """A crown with three points and a full beard; a sceptre in hand."""
    pen.stroke(GOLD_EDGE, (0.14, 0.98), (0.14, 0.3), 0.05)
    pen.disc(GOLD, 0.14, 0.28, 0.06)
    _robe(pen, colour, theme.PAPER)
    _face(pen)
    pen.poly(BEARD, [(0.36, 0.47), (0.42, 0.52), (0.58, 0.52), (0.64, 0.47), (0.6, 0.62), (0.5, 0.7),
                     (0.4, 0.62)])
    pen.stroke(INK, (0.46, 0.55), (0.54, 0.55), 0.014)
    pen.poly(GOLD, [(0.33, 0.33), (0.33, 0.12), (0.41, 0.22), (0.5, 0.06), (0.59, 0.22), (0.67, 0.12),
                    (0.67, 0.33)], edge=GOLD_EDGE)
    for u in (0.4, 0.5, 0.6):
        pen.disc(colour, u, 0.29, 0.025, edge=None)


def _queen(pen: Pen, colour: theme.Colour) -> None:
    """Long hair, a rounded tiara with pearls; a flower in hand."""
    pen.poly(HAIR, [(0.3, 0.36), (0.5, 0.26), (0.7, 0.36), (0.76, 0.7), (0.24, 0.7)])
    _robe(pen, colour, GOLD)
    _face(pen)
    pen.poly(GOLD, [(0.35, 0.31), (0.4, 0.17), (0.5, 0.12), (0.6, 0.17), (0.65, 0.31)], edge=GOLD_EDGE)
    for u, v in ((0.4, 0.16), (0.5, 0.1), (0.6, 0.16)):
        pen.disc(theme.PAPER, u, v, 0.03)
    pen.stroke((40, 120, 60), (0.16, 0.98), (0.16, 0.58), 0.03)
    for a in range(5):
        angle = a * 2 * math.pi / 5
        pen.disc(theme.PAPER, 0.16 + 0.05 * math.cos(angle), 0.52 + 0.05 * math.sin(angle) * pen.w / pen.h,
                 0.04)
    pen.disc(GOLD, 0.16, 0.52, 0.03)


def _jack(pen: Pen, colour: theme.Colour) -> None:
    """A young face under a cap with a long feather; a halberd over the shoulder."""
    pen.stroke(GOLD_EDGE, (0.86, 1.0), (0.86, 0.16), 0.035)
    pen.poly(theme.PAPER, [(0.86, 0.1), (0.94, 0.22), (0.86, 0.3), (0.78, 0.22)])
    _robe(pen, colour, theme.PAPER)
    _face(pen)
    pen.poly(colour, [(0.32, 0.38), (0.34, 0.24), (0.5, 0.18), (0.7, 0.24), (0.72, 0.38), (0.5, 0.32)])
    pen.poly(GOLD, [(0.62, 0.24), (0.56, 0.06), (0.66, 0.02), (0.7, 0.2)], edge=GOLD_EDGE)


FIGURES = {"K": _king, "Q": _queen, "J": _jack}


def jester(colour: theme.Colour, size: tuple[int, int]) -> pygame.Surface:
    """The joker: a jester's head in a three-pointed hat with bells, over a pointed ruff."""
    pen = Pen(size)
    second = theme.RED_SUIT if colour != theme.RED_SUIT else theme.BLACK_SUIT
    pen.poly(colour, [(0.12, 1.0), (0.22, 0.8), (0.78, 0.8), (0.88, 1.0)])
    ruff = [(0.2, 0.74)]
    for k in range(9):
        ruff.append((0.22 + k * 0.07, 0.84 if k % 2 == 0 else 0.74))
    ruff.append((0.8, 0.74))
    pen.poly(theme.PAPER, ruff)
    _face(pen, 0.5, 0.6, 0.17)
    pen.poly(colour, [(0.3, 0.5), (0.06, 0.2), (0.4, 0.38)])
    pen.poly(second, [(0.4, 0.4), (0.5, 0.06), (0.6, 0.4)])
    pen.poly(colour, [(0.6, 0.38), (0.94, 0.2), (0.7, 0.5)])
    pen.poly(GOLD, [(0.3, 0.5), (0.7, 0.5), (0.66, 0.42), (0.34, 0.42)], edge=GOLD_EDGE)
    for u, v in ((0.06, 0.2), (0.5, 0.06), (0.94, 0.2)):
        pen.disc(GOLD, u, v, 0.055, edge=GOLD_EDGE)
    return pen.done(size)
