"""Colours, fonts and text helpers shared by every scene.

Fonts are pygame's default font at a few sizes, cached, so no font file has to
ship and text looks the same on every machine.  Sizes scale with the window
through :func:`scaled`, so one scene reads well from 800×600 to 4K.

What the player chose for their eyes is the :class:`Look` in use: a
:class:`Palette` (the usual felt, or high contrast) and how large text prints.
The app sets it from the settings with :func:`use` whenever they change, so a
switch shows on the next frame in every scene.  Drawing code names colours as
``theme.TEXT``, ``theme.FELT`` and so on: each such name is read from the
palette in use at the moment it is drawn (the module's ``__getattr__``), so no
scene keeps a stale copy and none has to be told of the change.  Text sizes
given to :func:`font`, :func:`text`, :func:`wrap` and :func:`fit` are the
usual sizes; large print enlarges them here, and layouts that measure with
:func:`font` make room for it.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from ...text import printable

Colour = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Palette:
    """Every colour the app draws with, by its role; one instance per theme."""

    felt: Colour
    felt_dark: Colour
    felt_light: Colour
    ink: Colour
    """Text on card paper and on the speech bubbles."""
    paper: Colour
    text: Colour
    text_dim: Colour
    gold: Colour
    """Headings, the chosen value, the focused row."""
    glow: Colour
    """What may be played or pressed now, and the pointer's hover."""
    good: Colour
    bad: Colour
    red_suit: Colour
    black_suit: Colour
    blue_suit: Colour
    green_suit: Colour
    panel: Colour
    panel_edge: Colour
    button: Colour
    button_hot: Colour
    button_off: Colour
    back_blue: Colour
    back_line: Colour
    card_edge: Colour
    """The rim of a card face."""
    back_edge: Colour
    """The rim of a card's back."""
    line: int
    """The width in pixels of an ordinary outline (buttons, panels, card rims); glows and focus draw wider."""
    hot_edge: Colour | None
    """The outline of the control under the pointer (``None``: only its fill brightens)."""
    ring_playable: bool
    """On your turn every card you may play is ringed in :data:`GLOW` (else only while a card is dragged)."""


NORMAL = Palette(
    felt=(22, 92, 60), felt_dark=(12, 60, 38), felt_light=(34, 118, 78), ink=(24, 24, 28), paper=(250, 248, 240),
    text=(238, 240, 232), text_dim=(170, 190, 176), gold=(244, 200, 80), glow=(255, 226, 120),
    good=(120, 220, 140), bad=(240, 110, 100), red_suit=(200, 30, 45), black_suit=(22, 22, 30),
    blue_suit=(20, 80, 180), green_suit=(16, 112, 48), panel=(20, 34, 30), panel_edge=(90, 140, 110),
    button=(48, 86, 70), button_hot=(70, 124, 98), button_off=(44, 56, 52), back_blue=(32, 58, 128),
    back_line=(96, 132, 210), card_edge=(120, 120, 120), back_edge=(110, 110, 120), line=1, hot_edge=None,
    ring_playable=False,
)
"""Green felt: the usual look.  With four colours diamonds are blue (7:1 on card paper) and clubs green
(5.8:1); red is 5.4:1 and black 17:1."""

HIGH_CONTRAST = Palette(
    felt=(0, 0, 0), felt_dark=(0, 0, 0), felt_light=(0, 0, 0), ink=(0, 0, 0), paper=(255, 255, 255),
    text=(255, 255, 255), text_dim=(214, 214, 214), gold=(255, 230, 0), glow=(0, 240, 255),
    good=(90, 255, 120), bad=(255, 130, 130), red_suit=(176, 0, 0), black_suit=(0, 0, 0),
    blue_suit=(0, 0, 200), green_suit=(0, 100, 0), panel=(0, 0, 0), panel_edge=(255, 255, 255),
    button=(0, 0, 0), button_hot=(0, 50, 110), button_off=(40, 40, 40), back_blue=(0, 0, 150),
    back_line=(255, 255, 255), card_edge=(0, 0, 0), back_edge=(0, 0, 0), line=2, hot_edge=(0, 240, 255),
    ring_playable=True,
)
"""Black instead of felt, white and yellow text, white outlines, cyan for what may be played: every text
colour is at least 7:1 on the backgrounds it is drawn on (``tests/test_look.py`` computes it), the suits
on card paper too, and card faces have a thick black rim that parts them on a fanned hand."""

LARGE_PRINT = 1.35
"""How much larger large print draws every text."""


@dataclass(frozen=True, slots=True)
class Look:
    """What the player chose for their eyes: the palette and how large text prints."""

    palette: Palette = NORMAL
    print_scale: float = 1.0


_look = Look()


def use(*, high_contrast: bool, large_print: bool) -> bool:
    """Draw from now on in high contrast or the usual palette, in large print or not; ``True`` if that changed
    the look (the app then lays its scenes out again, as text sizes may have changed)."""
    global _look
    new = Look(HIGH_CONTRAST if high_contrast else NORMAL, LARGE_PRINT if large_print else 1.0)
    changed, _look = new != _look, new
    return changed


def look() -> Look:
    """The look in use."""
    return _look


def palette() -> Palette:
    """The palette in use."""
    return _look.palette


def print_px(px: int) -> int:
    """The size in pixels text of usual size ``px`` prints at now (larger with large print)."""
    return round(px * _look.print_scale)


_NAMES = frozenset(f.name.upper() for f in fields(Palette) if f.type == "Colour")

if TYPE_CHECKING:  # read from the palette in use by __getattr__ below; declared here for the type checker
    FELT: Colour
    FELT_DARK: Colour
    FELT_LIGHT: Colour
    INK: Colour
    PAPER: Colour
    TEXT: Colour
    TEXT_DIM: Colour
    GOLD: Colour
    GLOW: Colour
    GOOD: Colour
    BAD: Colour
    RED_SUIT: Colour
    BLACK_SUIT: Colour
    BLUE_SUIT: Colour
    GREEN_SUIT: Colour
    PANEL: Colour
    PANEL_EDGE: Colour
    BUTTON: Colour
    BUTTON_HOT: Colour
    BUTTON_OFF: Colour
    BACK_BLUE: Colour
    BACK_LINE: Colour
    CARD_EDGE: Colour
    BACK_EDGE: Colour
else:
    def __getattr__(name: str) -> Any:
        """``theme.TEXT`` and the other colour names: the palette in use's colour of that role."""
        if name in _NAMES:
            return getattr(_look.palette, name.lower())
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def scaled(size: tuple[int, int], base: float) -> int:
    """A length proportional to the window: ``base`` pixels at 1280×800."""
    w, h = size
    return max(1, round(base * min(w / 1280, h / 800)))


def font(px: int, bold: bool = False, *, exact: bool = False) -> pygame.font.Font:
    """pygame's default font for text of size ``px`` (enlarged by large print unless ``exact``), cached."""
    return _font(px if exact else print_px(px), bold)


def start_fonts() -> None:
    """Start pygame's fonts for a new app and forget every font made before it: a cached font outlives
    ``pygame.quit()`` (an earlier app's end) in the cache but not in SDL, and drawing with it then fails."""
    pygame.font.init()
    _font.cache_clear()


@lru_cache(maxsize=64)
def _font(px: int, bold: bool) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    f = pygame.font.Font(None, max(8, px))
    f.set_bold(bold)
    return f


def text(words: str, px: int, colour: Colour | None = None, bold: bool = False, *,
         exact: bool = False) -> pygame.Surface:
    """Rendered, anti-aliased text (in :data:`TEXT` unless a colour is given); cached because scenes redraw the
    same labels every frame.  Whatever the text came from, it is made printable first (a NUL would make the
    font refuse; a huge text would stall).  ``exact``: at ``px`` whatever the print size (a card's index,
    drawn to the card's own measure)."""
    return _text(words, px if exact else print_px(px), colour or _look.palette.text, bold)


@lru_cache(maxsize=512)
def _text(words: str, px: int, colour: Colour, bold: bool) -> pygame.Surface:
    return font(px, bold, exact=True).render(printable(words, LINE_LIMIT).replace("\n", " "), True, colour)


LINE_LIMIT = 400
"""The most characters one rendered line may carry: more than any window is wide."""
WRAP_LIMIT = 20_000
"""The most characters a wrapped text may carry: a whole rules screen's longest section, with room to spare."""


def wrap(words: str, px: int, width: int, *, exact: bool = False) -> tuple[str, ...]:
    """``words`` broken into lines no wider than ``width`` pixels at size ``px`` (cached: scenes wrap the same
    text each frame)."""
    return _wrap(words, px if exact else print_px(px), width)


@lru_cache(maxsize=256)
def _wrap(words: str, px: int, width: int) -> tuple[str, ...]:
    f = font(px, exact=True)
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


def fit(words: str, px: int, width: int, bold: bool = False, *, exact: bool = False) -> str:
    """``words`` shortened with an ellipsis so they fit in ``width`` pixels at size ``px``: the longest prefix
    that does, found by halving (a few measurements, however long the text), and cached."""
    return _fit(words, px if exact else print_px(px), width, bold)


@lru_cache(maxsize=512)
def _fit(words: str, px: int, width: int, bold: bool) -> str:
    f = font(px, bold, exact=True)
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


def fit_shrinking(words: str, px: int, width: int, smallest: float = 0.8) -> tuple[str, int]:
    """``words`` and a size, from ``px`` down to ``smallest`` of it, at which they fit in ``width`` pixels: as they
    are, else with their wide gaps closed up, else a little smaller; at the smallest size, :func:`fit`'s shortened
    words.  A seat box's figures ("took 12 · 321 points") read better a size smaller than cut short."""
    return _fit_shrinking(words, px, width, smallest, _look.print_scale)


@lru_cache(maxsize=256)
def _fit_shrinking(words: str, px: int, width: int, smallest: float, scale: float) -> tuple[str, int]:
    shown = printable(words, LINE_LIMIT).replace("\n", " ")
    tight = " ".join(shown.split())
    least = max(1, round(px * smallest))
    if font(round(px * scale), exact=True).size(shown)[0] <= width:
        return shown, px
    for size in range(px, least - 1, -1):
        if font(round(size * scale), exact=True).size(tight)[0] <= width:
            return tight, size
    return _fit(tight, round(least * scale), width, False), least


def blit_text(surface: pygame.Surface, words: str, px: int, colour: Colour, *, bold: bool = False,
              center: tuple[int, int] | None = None, topleft: tuple[int, int] | None = None,
              midleft: tuple[int, int] | None = None, midright: tuple[int, int] | None = None,
              topright: tuple[int, int] | None = None, exact: bool = False) -> pygame.Rect:
    """Draw one line of text anchored at one of the given points; returns its rect."""
    image = text(words, px, colour, bold, exact=exact)
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


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table cloth: a soft radial light over green felt (plain black in high contrast), cached per window
    size and palette."""
    return _felt(size, _look.palette.felt_dark, _look.palette.felt_light)


@lru_cache(maxsize=8)
def _felt(size: tuple[int, int], dark: Colour, light: Colour) -> pygame.Surface:
    w, h = size
    small = pygame.Surface((64, 40))
    for y in range(40):
        for x in range(64):
            dx, dy = (x - 32) / 32, (y - 18) / 24
            k = max(0.0, 1.0 - (dx * dx + dy * dy) ** 0.5 * 0.75)
            small.set_at((x, y), tuple(round(d + (li - d) * k) for d, li in zip(dark, light, strict=True)))
    return pygame.transform.smoothscale(small, (max(1, w), max(1, h)))
