"""The window itself: its first size, sharp pixels, its smallest size and its icon.

Kept apart from the frame loop (:mod:`.app`) because none of it runs per frame:
each is asked once, when the window opens or is sized again, and each
tolerates a window system that does not answer.
"""

from __future__ import annotations

import os
import warnings

import pygame

from ... import assets

SIZE = (1280, 800)
MIN_SIZE = (800, 600)
"""The smallest window every scene is laid out for; the window itself will not shrink below it."""
FIRST_SHARE = 0.75
"""A first window (no size kept from last time) takes up to this share of the screen's width and height."""


def sharp_pixels() -> None:
    """Ask for one window pixel per screen pixel, before the window opens.

    Windows otherwise stretches the picture of a program that does not say it
    knows the screen's scaling (150 % or 200 % on most high-resolution
    laptops), which blurs every card and letter.  Every scene is drawn from
    the window's size in pixels, so a sharp window is only a matter of saying
    so.  The hint is SDL's; other systems ignore it, and a value the player
    set in the environment wins.
    """
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")


def first_size(desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The window's size at a first start: the usual 1280×800, or on a larger screen as much as
    :data:`FIRST_SHARE` of it in the same 16:10 shape, so a high-resolution screen opens a window of the
    size a person expects (and, the pixels being sharp, as many of them to draw with).

    A screen too small for 1280×800 gets a window that fits in nine tenths of it (never under 960×600).

    >>> first_size((3840, 2160)), first_size((1920, 1080)), first_size((1366, 768)), first_size(None)
    ((2592, 1620), (1296, 810), (1106, 691), (1280, 800))
    """
    if desktop is None:
        return SIZE
    shape = SIZE[0] / SIZE[1]
    w = min(desktop[0] * FIRST_SHARE, desktop[1] * FIRST_SHARE * shape)
    if w < SIZE[0]:
        w = max(MIN_SIZE[1] * shape, min(desktop[0] * 0.9, desktop[1] * 0.9 * shape, SIZE[0]))
    return round(w), round(w / shape)


def hold_minimum() -> None:
    """Tell the window system the smallest size we lay out for, so a drag to shrink the window stops there
    instead of being undone by us without a word (drivers without windows, like the tests', ignore it)."""
    try:
        with warnings.catch_warnings():  # pygame-ce warns of drawing through a Window object; we only size it
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = MIN_SIZE
    except (pygame.error, AttributeError, ValueError):
        return


def load_icon() -> pygame.Surface:
    """The app icon (``sprites/icon.png``, drawn by ``tools/make_icon.py``); raises if it cannot be read."""
    return pygame.image.load(str(assets.sprites_dir() / "icon.png"))


def set_window_icon() -> bool:
    """Give the window our icon (before the window opens, as some platforms ask); a missing file is no error."""
    try:
        pygame.display.set_icon(load_icon())
    except (pygame.error, OSError):
        return False
    return True
