"""The window itself: its first size, sharp pixels, its smallest and largest size and its icon.

Kept apart from the frame loop (:mod:`.app`) because none of it runs per frame:
each is asked once, when the window opens or is sized again, and each
tolerates a window system that does not answer.

Sizes come in two units.  The window system sizes and places windows in *points*; on a high-DPI screen (a
Retina Mac, a Wayland desktop at 200 %) one point is two or more *pixels*, and a window opened through
``pygame.display.set_mode`` is drawn at point size and magnified, blurred.  So the window is a
``pygame.Window`` with ``allow_high_dpi`` (SDL ignores the wish where it does not apply): its surface is its
size in pixels, every scene is drawn at that size, and the pointer's positions, which the window system gives
in points, are scaled to pixels in one place, the intent mapper, by :meth:`Screen.ratio`.
"""

from __future__ import annotations

import contextlib
import gc
import os
from collections.abc import Sequence

import pygame

from ... import assets
from ...catalogue import _

SIZE = (1280, 800)
MIN_SIZE = (800, 600)
"""The smallest window every scene is laid out for; the window itself will not shrink below it."""
MAX_SIZE = (7680, 4320)
"""The largest window when the display names no size of its own (an 8K screen): a window bigger than the screen
would only be pixels nobody sees, and a 20000 × 20000 one is 1.6 GB of drawing surfaces."""
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


def largest(desktops: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """The largest window the displays offer (each axis of the biggest of them), or :data:`MAX_SIZE` when they
    offer nothing usable; never above :data:`MAX_SIZE` by more than the display itself is, never below
    :data:`MIN_SIZE`.

    >>> largest([(1920, 1080), (2560, 1440)]), largest([]), largest([(0, 0)])
    ((2560, 1440), (7680, 4320), (7680, 4320))
    """
    usable = [(w, h) for w, h in desktops if w > 0 and h > 0]
    if not usable:
        return MAX_SIZE
    return (max(MIN_SIZE[0], max(w for w, __ in usable)), max(MIN_SIZE[1], max(h for __, h in usable)))


HEADLESS = frozenset({"dummy", "offscreen"})
"""SDL's drivers without a screen: the size their display reports (1024 × 768) is a placeholder, not a limit."""


def offered() -> list[tuple[int, int]]:
    """The sizes of the screens a window may fill (none on a headless driver, whose display is make-believe:
    the tests and the selftest draw 4K windows there)."""
    try:
        if pygame.display.get_driver() in HEADLESS:
            return []
        return [(int(w), int(h)) for w, h in pygame.display.get_desktop_sizes()]
    except pygame.error:
        return []


def clamp(size: tuple[int, int], desktops: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """``size`` (in the window system's points) held between :data:`MIN_SIZE` and what the displays offer
    (:func:`largest`): a size from the settings file, a command line or a resize event is input, and a huge one
    would allocate gigabytes of surfaces (SDL itself stops at 16384 a side) while a tiny or negative one would
    lay every scene out for a window no scene fits.

    >>> clamp((20000, 20000), [(1920, 1080)]), clamp((-5, 0), []), clamp((1500, 900), [])
    ((1920, 1080), (800, 600), (1500, 900))
    """
    top = largest(desktops)
    return (max(MIN_SIZE[0], min(top[0], int(size[0]))), max(MIN_SIZE[1], min(top[1], int(size[1]))))


def kept_size(width: int, height: int) -> tuple[int, int] | None:
    """The window size the settings kept, for :class:`game.ui.toolkit.app.App` (which clamps it), or ``None``
    for a first start when none was kept (0, the default, or anything not above 0 on either side).

    >>> kept_size(1500, 900), kept_size(0, 0), kept_size(-3, 900), kept_size(640, 480)
    ((1500, 900), None, None, (640, 480))
    """
    return (width, height) if min(width, height) > 0 else None


def too_small(size: tuple[int, int]) -> bool:
    """A size asked for that is smaller than :data:`MIN_SIZE` but meant (not an unset 0 × 0): worth a note,
    since the window opens larger than asked."""
    return min(size) > 0 and (size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1])


def smallest_note() -> str:
    """Said when a window was asked smaller than the app lays out for."""
    return _("The smallest window is {width} × {height}.").format(width=MIN_SIZE[0], height=MIN_SIZE[1])


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


class Screen:
    """The app's one window, opened through ``pygame.Window`` so it is sharp on high-DPI screens.

    It knows two sizes: :attr:`points`, the window system's (what the settings keep and a resize event
    reports), and :meth:`surface`'s, the pixels every scene draws.  Their quotient, :meth:`ratio`, is what the
    intent mapper scales pointer positions by.
    """

    def __init__(self, title: str, points: tuple[int, int]) -> None:
        set_window_icon()  # the display module's icon too, for the systems that read it before a window opens
        self.title = title
        self.window = self._open(points)
        self.fullscreen = False
        with contextlib.suppress(pygame.error, OSError):  # a missing icon is no reason not to play
            self.window.set_icon(load_icon())
        self.hold_minimum()

    @property
    def points(self) -> tuple[int, int]:
        """The window's size as the window system counts it."""
        w, h = self.window.size
        return int(w), int(h)

    def _open(self, points: tuple[int, int]) -> pygame.Window:
        """A new window; a window left over from an earlier app is let go first, so that its end (when the
        collector gets to it after the display was shut) can never take the new window with it."""
        gc.collect()
        self.last = points
        return pygame.Window(self.title, points, resizable=True, allow_high_dpi=True)

    def surface(self) -> pygame.Surface:
        """The surface to draw on, in pixels (asked again after every change of size: SDL makes a new one).

        A window the system took away (its display restarted) is opened again at its last size."""
        try:
            surface = self.window.get_surface()
        except pygame.error:
            self.window = self._open(self.last)
            surface = self.window.get_surface()
        self.last = self.points
        return surface

    def ratio(self) -> tuple[float, float]:
        """Pixels per point on each axis: 1 on most screens, 2 on a Retina Mac (never under 1, never 0)."""
        pixels, points = self.surface().get_size(), self.points
        return (max(1.0, pixels[0] / max(1, points[0])), max(1.0, pixels[1] / max(1, points[1])))

    def resize(self, points: tuple[int, int]) -> None:
        """Make the window ``points`` in size, when it is not already (a driver without a window manager, like
        the tests', does not resize it by itself)."""
        if self.points != points and not self.fullscreen:
            self.window.size = points

    def set_fullscreen(self, on: bool) -> None:
        """The whole screen at the desktop's own size (no change of display mode to undo), or the window back."""
        if on:
            self.window.set_fullscreen(desktop=True)
        else:
            self.window.set_windowed()
            self.hold_minimum()
        self.fullscreen = on

    def hold_minimum(self) -> None:
        """Tell the window system the smallest size we lay out for, so a drag to shrink the window stops there
        instead of being undone by us without a word (drivers without windows ignore it)."""
        try:
            self.window.minimum_size = MIN_SIZE
        except (pygame.error, ValueError):
            return

    def flip(self) -> None:
        """Show the frame drawn."""
        self.window.flip()

    def hide(self) -> None:
        """Take the window off the screen, its surface still whole (a closed app's scenes may still be drawn,
        as the tests do): a hidden window later goes without a word, where a shown one going tells the next
        window it lost the focus and the pointer."""
        if pygame.display.get_init():  # after display.quit the window is gone already
            with contextlib.suppress(pygame.error):
                self.window.hide()
