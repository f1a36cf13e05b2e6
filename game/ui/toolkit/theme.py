"""Colours, fonts and text helpers shared by every scene.

Fonts are pygame's default font at a few sizes, cached, so no font file has to
ship and text looks the same on every machine.  Sizes scale with the window
through :func:`scaled`, so one scene reads well from 800×600 to 4K.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ...text import printable

Colour = tuple[int, int, int]

FELT = (22, 92, 60)
FELT_DARK = (12, 60, 38)
FELT_LIGHT = (34, 118, 78)
INK = (24, 24, 28)
PAPER = (250, 248, 240)
TEXT = (238, 240, 232)
TEXT_DIM = (170, 190, 176)
GOLD = (244, 200, 80)
GLOW = (255, 226, 120)
GOOD = (120, 220, 140)
BAD = (240, 110, 100)
RED_SUIT = (200, 30, 45)
BLACK_SUIT = (22, 22, 30)
BLUE_SUIT = (20, 80, 180)
"""Diamonds with the four-colour option (contrast on card paper 7:1, red 5.4:1, black 17:1)."""
GREEN_SUIT = (16, 112, 48)
"""Clubs with the four-colour option (contrast on card paper 5.8:1)."""
PANEL = (20, 34, 30)
PANEL_EDGE = (90, 140, 110)
BUTTON = (48, 86, 70)
BUTTON_HOT = (70, 124, 98)
BUTTON_OFF = (44, 56, 52)
BACK_BLUE = (32, 58, 128)
BACK_LINE = (96, 132, 210)


def scaled(size: tuple[int, int], base: float) -> int:
    """A length proportional to the window: ``base`` pixels at 1280×800."""
    w, h = size
    return max(1, round(base * min(w / 1280, h / 800)))


@lru_cache(maxsize=64)
def font(px: int, bold: bool = False) -> pygame.font.Font:
    """pygame's default font at ``px`` pixels, cached."""
    if not pygame.font.get_init():
        pygame.font.init()
    f = pygame.font.Font(None, max(8, px))
    f.set_bold(bold)
    return f


@lru_cache(maxsize=512)
def text(words: str, px: int, colour: Colour = TEXT, bold: bool = False) -> pygame.Surface:
    """Rendered, anti-aliased text; cached because scenes redraw the same labels every frame.  Whatever the
    text came from, it is made printable first (a NUL would make the font refuse; a huge text would stall)."""
    return font(px, bold).render(printable(words, LINE_LIMIT).replace("\n", " "), True, colour)


LINE_LIMIT = 400
"""The most characters one rendered line may carry: more than any window is wide."""
WRAP_LIMIT = 20_000
"""The most characters a wrapped text may carry: a whole rules screen's longest section, with room to spare."""


@lru_cache(maxsize=256)
def wrap(words: str, px: int, width: int) -> tuple[str, ...]:
    """``words`` broken into lines no wider than ``width`` pixels (cached: scenes wrap the same text each frame)."""
    f = font(px)
    lines: list[str] = []
    for paragraph in printable(words, WRAP_LIMIT).split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if line and f.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return tuple(lines)


@lru_cache(maxsize=512)
def fit(words: str, px: int, width: int, bold: bool = False) -> str:
    """``words`` shortened with an ellipsis so they fit in ``width`` pixels: the longest prefix that does,
    found by halving (a few measurements, however long the text), and cached."""
    f = font(px, bold)
    words = printable(words, LINE_LIMIT).replace("\n", " ")
    if f.size(words)[0] <= width:
        return words
    low, high = 0, len(words)  # words[:low] + "…" fits; words[:high] + "…" does not
    while high - low > 1:
        middle = (low + high) // 2
        if f.size(words[:middle] + "…")[0] <= width:
            low = middle
        else:
            high = middle
    return words[:low].rstrip() + "…"


def blit_text(surface: pygame.Surface, words: str, px: int, colour: Colour, *, bold: bool = False,
              center: tuple[int, int] | None = None, topleft: tuple[int, int] | None = None,
              midleft: tuple[int, int] | None = None, midright: tuple[int, int] | None = None,
              topright: tuple[int, int] | None = None) -> pygame.Rect:
    """Draw one line of text anchored at one of the given points; returns its rect."""
    image = text(words, px, colour, bold)
    rect = image.get_rect()
    if center is not None:
        rect.center = center
    elif midleft is not None:
        rect.midleft = midleft
    elif midright is not None:
        rect.midright = midright
    elif topleft is not None:
        rect.topleft = topleft
    elif topright is not None:
        rect.topright = topright
    surface.blit(image, rect)
    return rect


def blit_wrapped(surface: pygame.Surface, words: str, px: int, colour: Colour, rect: pygame.Rect,
                 *, centered: bool = False) -> int:
    """Draw ``words`` wrapped into ``rect`` (clipped at its bottom); returns the height used."""
    line_h = font(px).get_linesize()
    y = rect.top
    for line in wrap(words, px, rect.width):
        if y + line_h > rect.bottom:
            break
        if centered:
            blit_text(surface, line, px, colour, center=(rect.centerx, y + line_h // 2))
        else:
            blit_text(surface, line, px, colour, topleft=(rect.left, y))
        y += line_h
    return y - rect.top


@lru_cache(maxsize=8)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table cloth: a soft radial light over green felt, cached per window size."""
    w, h = size
    small = pygame.Surface((64, 40))
    for y in range(40):
        for x in range(64):
            dx, dy = (x - 32) / 32, (y - 18) / 24
            k = max(0.0, 1.0 - (dx * dx + dy * dy) ** 0.5 * 0.75)
            small.set_at((x, y), tuple(round(d + (li - d) * k) for d, li in zip(FELT_DARK, FELT_LIGHT, strict=True)))
    return pygame.transform.smoothscale(small, (max(1, w), max(1, h)))
