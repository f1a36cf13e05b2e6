"""The review's pictures: the judging's progress bar, a row of cards with some marked, a few deals face up.

Pure drawing helpers for :mod:`.review`: each takes what it shows and where, and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

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


@dataclass(frozen=True, slots=True)
class Arrangement:
    """How the imagined deals share their room: the first ``shown`` deals, ``columns`` side by side, each in a box
    of ``box`` pixels; a deal's hands in ``seat_columns`` (down, then across), each a name ``label`` wide then its
    cards ``card`` tall, on a row ``each`` tall in a column ``column`` wide; ``gap`` between boxes and columns."""

    shown: int
    columns: int
    box: tuple[int, int]
    seat_columns: int
    column: int
    label: int
    each: int
    card: int
    gap: int

    def deal_box(self, k: int, rect: pygame.Rect) -> pygame.Rect:
        """The ``k``-th deal's box in ``rect``."""
        width, height = self.box
        return pygame.Rect(rect.left + (k % self.columns) * (width + self.gap),
                           rect.top + (k // self.columns) * (height + self.gap), width, height)

    def hand_at(self, i: int, seats: int, box: pygame.Rect, line: int) -> tuple[int, int]:
        """Where the ``i``-th of ``seats`` hands starts in a deal's ``box``, below its title's ``line``."""
        column, row = divmod(i, -(-seats // self.seat_columns))
        return box.left + 6 + column * (self.column + self.gap), box.top + line + 6 + row * self.each


def arrange(count: int, seats: int, most: int, rect: pygame.Rect, line: int, label: int,
            least: int) -> Arrangement | None:
    """The arrangement of ``count`` deals of ``seats`` hands (of at most ``most`` cards, each beside a name
    ``label`` wide on a ``line``) in ``rect``: every name whole where any arrangement allows it, then the most
    deals whose cards stay readable (``least`` tall), each name on a row of its own; among those, the largest
    cards.  Where none is readable, the largest cards; ``None`` where not even a name has a row."""
    gap = max(6, rect.width // 60)
    options: list[Arrangement] = []
    for shown in sorted({count, min(count, 2), 1}, reverse=True):
        columns = 2 if shown > 1 else 1
        rows = -(-shown // columns)
        box = ((rect.width - gap * (columns - 1)) // columns, (rect.height - gap * (rows - 1)) // rows)
        for seat_columns in range(1, min(3, seats) + 1):
            each = (box[1] - line - 10) // -(-seats // seat_columns)
            column = (box[0] - 12 - gap * (seat_columns - 1)) // seat_columns
            name = min(label, column // 2)
            wide = round((column - name) * CARD_RATIO / (1 + 0.45 * max(0, most - 1)))  # every card's index shows
            card = min(each - 4, round(box[1] * 0.3), wide)
            if each >= line + 4:
                options.append(Arrangement(shown, columns, box, seat_columns, column, name, each, card, gap))
    # whole names first, then readable cards, then the most deals, then the largest cards
    return max(options, key=lambda o: (o.label >= label, o.card >= least, o.shown if o.card >= least else 0, o.card),
               default=None)


def imagined_deals(surface: pygame.Surface, art: CardArt, deals: Sequence[Imagined], rect: pygame.Rect,
                   name: Callable[[int], str], px: int) -> None:
    """Deals a seat could have imagined, each other seat's hand face up, name first: as many deals, and their hands
    in as many columns, as keep the cards readable (about twice the words' size) and every name on a row of its
    own (:func:`arrange`)."""
    if not deals:
        return
    line = theme.font(px).get_linesize()
    seats = max(1, max(len(deal.hands) for deal in deals))
    most = max((len(hand) for deal in deals for __, hand in deal.hands), default=1)
    label = max((theme.font(px).size(name(seat))[0] for deal in deals for seat, __ in deal.hands), default=0) + 10
    plan = arrange(len(deals), seats, most, rect, line, label, round(2.2 * px))
    if plan is None:
        return
    for k, deal in enumerate(deals[:plan.shown]):
        box = plan.deal_box(k, rect)
        pygame.draw.rect(surface, theme.BUTTON_OFF, box, border_radius=6)
        theme.blit_text(surface, _("Deal {value}").format(
            value=k + 1), px, theme.GOLD, bold=True, topleft=(box.left + 6, box.top + 4))
        for i, (seat, hand) in enumerate(deal.hands):
            x, y = plan.hand_at(i, seats, box, line)
            theme.blit_text(surface, theme.fit(name(seat), px, plan.label - 6), px, theme.TEXT,
                            midleft=(x, y + max(plan.card, line) // 2))
            card_row(surface, art, hand, (x + plan.label, y), plan.card, plan.column - plan.label)
