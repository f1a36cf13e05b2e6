"""The review's pictures: the judging's progress bar, a row of cards with some marked, a few deals face up.

Pure drawing helpers for :mod:`.review`: each takes what it shows and where, and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pygame

from ...catalogue import _
from ...engine import Card
from ...review import Imagined
from ..art.cards import CardArt
from ..toolkit import theme

CARD_RATIO = 1.4
"""A card's height over its width."""


def draw_progress(surface: pygame.Surface, rect: pygame.Rect, done: int, total: int, px: int) -> None:
    """ "Judging your decisions: 3 of 8" over a bar filled as far as the judging has come."""
    line = theme.font(px).get_linesize()
    theme.blit_text(surface, _("Judging your decisions: {done} of {total}").format(
        done=done, total=total), px, theme.TEXT,
                    topleft=(rect.left, rect.top))
    bar = pygame.Rect(rect.left, rect.top + line + 4, rect.width - 8, max(8, line // 2))
    pygame.draw.rect(surface, theme.BUTTON_OFF, bar, border_radius=bar.height // 2)
    filled = bar.copy()
    filled.width = round(bar.width * (done / total if total else 1.0))
    if filled.width > 0:
        pygame.draw.rect(surface, theme.GOLD, filled, border_radius=bar.height // 2)
    pygame.draw.rect(surface, theme.PANEL_EDGE, bar, width=1, border_radius=bar.height // 2)


def card_size(height: int) -> tuple[int, int]:
    return max(8, round(height / CARD_RATIO)), max(12, height)


def card_row(surface: pygame.Surface, art: CardArt, cards: Sequence[Card], topleft: tuple[int, int], height: int,
             width: int, marks: Mapping[Card, theme.Colour] | None = None) -> pygame.Rect:
    """``cards`` face up from ``topleft``, overlapping to fit ``width``; a marked card rises and is ringed in
    its colour.  Returns the space used."""
    size = card_size(height)
    marks = marks or {}
    rise = round(height * 0.15) if marks else 0
    left, top = topleft
    if not cards:
        return pygame.Rect(left, top, 0, height + rise)
    step = size[0] + 4 if len(cards) < 2 else min(size[0] + 4, (width - size[0]) // (len(cards) - 1))
    step = max(4, step)
    for k, card in enumerate(cards):
        rect = pygame.Rect(left + k * step, top + rise, *size)
        colour = marks.get(card)
        if colour is not None:
            rect.top -= rise
        surface.blit(art.face(card, size), rect)
        if colour is not None:
            pygame.draw.rect(surface, colour, rect.inflate(4, 4), width=3, border_radius=max(3, size[0] // 8))
    return pygame.Rect(left, top, step * (len(cards) - 1) + size[0], height + rise)


def trick_cards(surface: pygame.Surface, art: CardArt, trick: Sequence[tuple[int, Card]], topleft: tuple[int, int],
                height: int, name: Callable[[int], str], px: int) -> pygame.Rect:
    """The trick so far: each card with its player's name beneath."""
    size = card_size(height)
    left, top = topleft
    gap = max(6, size[0] // 3)
    step = max(size[0] + gap, max((theme.font(px).size(name(seat))[0] + gap for seat, __ in trick), default=0))
    for k, (seat, card) in enumerate(trick):
        x = left + k * step
        surface.blit(art.face(card, size), (x, top))
        theme.blit_text(surface, theme.fit(name(seat), px, step - 4), px, theme.TEXT_DIM,
                        topleft=(x, top + size[1] + 2))
    line = theme.font(px).get_linesize()
    return pygame.Rect(left, top, step * len(trick), size[1] + line + 2)


def imagined_deals(surface: pygame.Surface, art: CardArt, deals: Sequence[Imagined], rect: pygame.Rect,
                   name: Callable[[int], str], px: int) -> None:
    """Deals a seat could have imagined, two to a row: each other seat's hand face up, name first."""
    if not deals:
        return
    columns = 2 if len(deals) > 1 else 1
    rows = (len(deals) + columns - 1) // columns
    gap = max(6, rect.width // 60)
    width = (rect.width - gap * (columns - 1)) // columns
    height = (rect.height - gap * (rows - 1)) // rows
    line = theme.font(px).get_linesize()
    for k, deal in enumerate(deals):
        box = pygame.Rect(rect.left + (k % columns) * (width + gap), rect.top + (k // columns) * (height + gap),
                          width, height)
        pygame.draw.rect(surface, theme.BUTTON_OFF, box, border_radius=6)
        theme.blit_text(surface, _("Deal {value}").format(
            value=k + 1), px, theme.GOLD, bold=True, topleft=(box.left + 6, box.top + 4))
        seats = max(1, len(deal.hands))
        each = (box.height - line - 10) // seats
        label = max((theme.font(px).size(name(seat))[0] for seat, __ in deal.hands), default=0) + 10
        label = min(label, box.width // 3)
        cards = max(12, min(each - 4, round(box.height * 0.3)))
        for i, (seat, hand) in enumerate(deal.hands):
            y = box.top + line + 6 + i * each
            theme.blit_text(surface, theme.fit(name(seat), px, label - 6), px, theme.TEXT,
                            midleft=(box.left + 6, y + min(each, cards) // 2))
            card_row(surface, art, hand, (box.left + 6 + label, y), min(each - 4, cards),
                     box.width - label - 14)
