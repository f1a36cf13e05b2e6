"""The settings' own controls drawn over their buttons: the volume's bar, the age between − and +, the name's
text field with its caret, and the card backs shown as the cards themselves.

Apart from the scene, which lays these buttons out and handles them, so the scene reads as its rows and its
keys; each function finds its buttons by key among those the scene laid out and changes nothing.
"""

from __future__ import annotations

import pygame

from ...catalogue import _
from ..art.cards import CardArt, card_size
from ..toolkit import theme
from ..toolkit.settings import CARD_BACKS, Settings
from ..toolkit.widgets import Button
from .settings_rows import NAME_FIELD, ROWS


def draw_volume(surface: pygame.Surface, buttons: list[Button], settings: Settings, px: int) -> None:
    """The volume between its − and + buttons: a bar filled to it, and the value (or that the sound is off)."""
    minus = next(b for b in buttons if b.label == "−")
    bar = pygame.Rect(minus.rect.right + 8, minus.rect.top + minus.rect.height // 3,
                      minus.rect.width * 4 - 16, minus.rect.height // 3)
    pygame.draw.rect(surface, theme.BUTTON_OFF, bar, border_radius=bar.height // 2)
    filled = bar.copy()
    filled.width = round(bar.width * settings.volume / 100)
    colour = theme.GOLD if settings.sound else theme.TEXT_DIM
    pygame.draw.rect(surface, colour, filled, border_radius=bar.height // 2)
    words = f"{settings.volume}%" if settings.sound else _("{volume}% (muted)").format(volume=settings.volume)
    theme.blit_text(surface, words, px, theme.TEXT, midleft=(bar.right + minus.rect.width + 16, minus.rect.centery))


def draw_age(surface: pygame.Surface, buttons: list[Button], settings: Settings, px: int) -> None:
    """The age between its − and + buttons."""
    minus = next((b for b in buttons if b.key.startswith("player_age:") and b.label == "−"), None)
    plus = next((b for b in buttons if b.key.startswith("player_age:") and b.label == "+"), None)
    if minus is None or plus is None:
        return
    row = next(r for r in ROWS if r.field == "player_age")
    words = _(dict(row.values).get(settings.player_age, str(settings.player_age)))
    theme.blit_text(surface, words, px, theme.TEXT, center=((minus.rect.right + plus.rect.left) // 2,
                                                            minus.rect.centery))


def draw_name(surface: pygame.Surface, buttons: list[Button], settings: Settings, px: int, *, typing: bool,
              hover: str | None, time: float) -> None:
    """The name field: the name (or an invitation to type one) and a blinking caret while typing."""
    field = next((b for b in buttons if b.key == NAME_FIELD), None)
    if field is None:
        return
    rect = field.rect
    pygame.draw.rect(surface, theme.INK, rect, border_radius=6)
    edge = theme.GOLD if typing else theme.GLOW if hover == NAME_FIELD else theme.TEXT_DIM
    pygame.draw.rect(surface, edge, rect, width=2, border_radius=6)
    name = settings.player_name
    shown = name if name or typing else _("Click to type your name")
    colour = theme.TEXT if name else theme.TEXT_DIM
    text, size = theme.fit_shrinking(shown, px, rect.width - 20, 0.7)  # a size smaller rather than cut short
    drawn = theme.blit_text(surface, text, size, colour, midleft=(rect.left + 10, rect.centery))
    if typing and int(time * 2) % 2 == 0:
        x = drawn.right + 2 if name else rect.left + 10
        pygame.draw.line(surface, theme.GOLD, (x, rect.top + 8), (x, rect.bottom - 8), 2)


def draw_backs(surface: pygame.Surface, buttons: list[Button], art: CardArt, hover: str | None, unit: float) -> None:
    """Each card back's button as that back, edged when chosen or under the pointer, its name beside it."""
    for button in buttons:
        if not button.key.startswith("card_back:"):
            continue
        design = CARD_BACKS[int(button.key.split(":")[1])]
        size = card_size(button.rect.height)
        image = art.back(size, design)
        rect = image.get_rect(midleft=(button.rect.left, button.rect.centery))
        surface.blit(image, rect)
        edge = theme.GOLD if button.selected else theme.GLOW if button.key == hover else None
        if edge is not None:
            pygame.draw.rect(surface, edge, rect.inflate(8, 8), width=3, border_radius=8)
        theme.blit_text(surface, button.label, max(14, round(20 * unit)), theme.TEXT,
                        midleft=(rect.right + 10, rect.centery))
