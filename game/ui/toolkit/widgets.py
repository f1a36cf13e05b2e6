"""Buttons and panels: the few widgets the scenes need, as plain data plus draw functions.

A :class:`Button` is a rectangle, a label and an id; scenes keep a list of them,
hit-test intents against it and draw it.  Hover state lives in the scene (set
from pointer intents), so drawing stays a pure function of that state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from . import theme
from .intents import Intent, Kind


@dataclass(frozen=True, slots=True)
class Button:
    """A clickable label; ``key`` is what the scene acts on when it is pressed."""

    key: str
    label: str
    rect: pygame.Rect
    enabled: bool = True
    selected: bool = False
    hint: str = ""


def hit(buttons: Sequence[Button], pos: tuple[int, int]) -> Button | None:
    """The button under ``pos`` (enabled or not), topmost last-drawn first."""
    for button in reversed(buttons):
        if button.rect.collidepoint(pos):
            return button
    return None


def draw_button(surface: pygame.Surface, button: Button, *, hot: bool = False, px: int = 24) -> None:
    """A rounded button; brighter under the pointer, gold-edged when selected, grey when disabled."""
    if not button.enabled:
        fill, ink = theme.BUTTON_OFF, theme.TEXT_DIM
    else:
        fill, ink = (theme.BUTTON_HOT if hot else theme.BUTTON), theme.TEXT
    radius = max(4, button.rect.height // 5)
    pygame.draw.rect(surface, fill, button.rect, border_radius=radius)
    line, hot_edge = theme.palette().line, theme.palette().hot_edge
    edge, width = (theme.GOLD, 2 + line) if button.selected else (theme.PANEL_EDGE, line)
    if hot and hot_edge is not None:
        edge, width = hot_edge, 2 + line
    pygame.draw.rect(surface, edge, button.rect, width=width, border_radius=radius)
    theme.blit_text(surface, button.label, px, ink, center=button.rect.center)


def label_width(labels: Sequence[str], px: int) -> int:
    """The widest of ``labels`` drawn at size ``px`` as the print is now: a menu's buttons are at least as wide
    (large print widens them)."""
    return max((theme.font(px).size(label)[0] for label in labels), default=0)


def draw_buttons(surface: pygame.Surface, buttons: Sequence[Button], hover: str | None, px: int = 24) -> None:
    for button in buttons:
        draw_button(surface, button, hot=button.key == hover and button.enabled, px=px)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, *, alpha: int = 235) -> None:
    """A dark translucent card-table panel for menus and summaries."""
    radius = max(6, min(rect.width, rect.height) // 20)
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*theme.PANEL, alpha), panel.get_rect(), border_radius=radius)
    pygame.draw.rect(panel, (*theme.PANEL_EDGE, 255), panel.get_rect(), width=2 * theme.palette().line,
                     border_radius=radius)
    surface.blit(panel, rect)


def dim(surface: pygame.Surface, alpha: int = 140) -> None:
    """Darken everything drawn so far: the backdrop of a modal panel."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


def column(center_x: int, top: int, width: int, height: int, gap: int, keys: Sequence[tuple[str, str]],
           ) -> list[Button]:
    """Buttons stacked vertically, centred on ``center_x``: the layout of every menu."""
    out = []
    for i, (key, label) in enumerate(keys):
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (center_x, top + i * (height + gap))
        out.append(Button(key, label, rect))
    return out


@dataclass(frozen=True, slots=True)
class Line:
    """A line of text placed on a scrolling page (``y`` from the page's top): the rules, the hand's log."""

    x: int
    y: int
    text: str
    px: int
    colour: theme.Colour
    bold: bool = False

    def draw(self, surface: pygame.Surface, view: pygame.Rect, top: int) -> None:
        """Draw the line on ``surface`` when it shows in ``view``, the page's top at ``top``."""
        y = top + self.y
        if view.top - self.px * 2 < y < view.bottom:
            theme.blit_text(surface, self.text, self.px, self.colour, bold=self.bold, topleft=(view.left + self.x, y))


class Scroll:
    """A vertical scroll position over content taller than its viewport: wheel, keys, drag, scrollbar.

    Scenes own one and feed it intents; drawing asks it for ``offset`` and the
    scrollbar thumb.  It changes only in :meth:`handle` and :meth:`set_sizes`.
    """

    def __init__(self) -> None:
        self.offset = 0
        self.content = 0
        self.view = pygame.Rect(0, 0, 0, 0)
        self.line = 24
        self._grab: tuple[int, int] | None = None

    @property
    def most(self) -> int:
        return max(0, self.content - self.view.height)

    def set_sizes(self, view: pygame.Rect, content: int, line: int) -> None:
        self.view, self.content, self.line = view, content, max(8, line)
        self.to(self.offset)

    def to(self, offset: float) -> None:
        self.offset = max(0, min(self.most, round(offset)))

    def handle(self, intent: Intent) -> bool:
        """Scroll for ``intent`` if it is a scrolling one; returns whether it was used."""
        kind, page = intent.kind, max(self.line, self.view.height - 2 * self.line)
        steps = {Kind.UP: -self.line, Kind.DOWN: self.line, Kind.PAGE_UP: -page, Kind.PAGE_DOWN: page}
        if kind is Kind.WHEEL:
            self.to(self.offset - intent.value * 3 * self.line)
        elif kind in steps:
            self.to(self.offset + steps[kind])
        elif kind is Kind.HOME:
            self.to(0)
        elif kind is Kind.END:
            self.to(self.most)
        elif kind is Kind.PRESS and self.view.collidepoint(intent.pos):
            self._grab = (intent.pos[1], self.offset)
            bar = self.bar()
            if bar is not None and bar[0].collidepoint(intent.pos):
                self._grab = (intent.pos[1], -self.offset - 1)
        elif kind is Kind.MOTION and intent.held and self._grab is not None:
            y, start = self._grab
            if start < 0:  # dragging the thumb: move with the pointer, scaled to the content
                track, thumb = self.bar() or (self.view, self.view)
                ratio = self.most / max(1, track.height - thumb.height)
                self.to(-start - 1 + (intent.pos[1] - y) * ratio)
            else:  # dragging the page: the content follows the pointer
                self.to(start - (intent.pos[1] - y))
        elif kind is Kind.RELEASE:
            self._grab = None
        else:
            return False
        return True

    def bar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The scrollbar's track and thumb, or ``None`` when everything fits."""
        if self.most <= 0 or self.view.height <= 0:
            return None
        width = max(6, self.view.width // 80)
        track = pygame.Rect(self.view.right - width, self.view.top, width, self.view.height)
        height = max(24, track.height * self.view.height // max(1, self.content))
        top = track.top + (track.height - height) * self.offset // max(1, self.most)
        return track, pygame.Rect(track.left, top, width, height)


def draw_scrollbar(surface: pygame.Surface, scroll: Scroll) -> None:
    bar = scroll.bar()
    if bar is None:
        return
    track, thumb = bar
    pygame.draw.rect(surface, theme.BUTTON_OFF, track, border_radius=track.width // 2)
    pygame.draw.rect(surface, theme.PANEL_EDGE, thumb, border_radius=thumb.width // 2)
