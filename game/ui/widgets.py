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
    edge = theme.GOLD if button.selected else theme.PANEL_EDGE
    pygame.draw.rect(surface, edge, button.rect, width=3 if button.selected else 1, border_radius=radius)
    theme.blit_text(surface, button.label, px, ink, center=button.rect.center)


def draw_buttons(surface: pygame.Surface, buttons: Sequence[Button], hover: str | None, px: int = 24) -> None:
    for button in buttons:
        draw_button(surface, button, hot=button.key == hover and button.enabled, px=px)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, *, alpha: int = 235) -> None:
    """A dark translucent card-table panel for menus and summaries."""
    radius = max(6, min(rect.width, rect.height) // 20)
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*theme.PANEL, alpha), panel.get_rect(), border_radius=radius)
    pygame.draw.rect(panel, (*theme.PANEL_EDGE, 255), panel.get_rect(), width=2, border_radius=radius)
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
