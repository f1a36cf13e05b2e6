"""The review's list of decisions and its detail pane: a chosen decision of the player's with its verdict and
the better move marked, or what a computer seat knew with the deals it could have imagined.

Apart from the scene (:mod:`.review`), which keeps the state and the layout, so each reads on its own: these
functions take what they show (the moment, its judgement, the hand sorted, the deals) and where, and change
nothing.  The pictures they place are :mod:`.review_draw`'s, the words :mod:`.review_words`'.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ...catalogue import _
from ...engine import Card
from ...judging import Judgement, cost_words, notable
from ...review import Imagined, Moment
from ..art.cards import CardArt
from ..toolkit import theme
from ..toolkit.widgets import Scroll
from .review_draw import card_row, imagined_deals, trick_cards
from .review_words import ReviewWords, Row, standing


@dataclass(frozen=True, slots=True)
class Pane:
    """Where the detail is drawn, its two sizes of text, the window's scale, the deck's art and the words."""

    rect: pygame.Rect
    px: int
    small: int
    unit: float
    art: CardArt
    said: ReviewWords


def row_lines(words: tuple[str, str, theme.Colour], px: int, small: int,
              width: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A row's lines in a list ``width`` wide: when and what was played (a long move on as many lines as it
    takes), then its verdict a size smaller."""
    first, second, __ = words
    return theme.wrap(first, px, width - 12), theme.wrap(second, small, width - 16) if second else ()


def row_height(words: tuple[str, str, theme.Colour], px: int, small: int, width: int, unit: float) -> int:
    """A row's height with the gap below it: its lines, the verdict given two lines whatever it says now (so the
    list stands still while the verdicts come in)."""
    first, second = row_lines(words, px, small, width)
    line, below = theme.font(px).get_linesize(), theme.font(small).get_linesize()
    return len(first) * line + max(2, len(second)) * below + round(12 * unit)


def draw_rows(surface: pygame.Surface, scroll: Scroll, rows: Sequence[Row], chosen: int | None, px: int,
              small: int, rect_of: Callable[[int], pygame.Rect],
              words_of: Callable[[Row], tuple[str, str, theme.Colour]]) -> None:
    """The list of decisions in the scroll's view, the chosen one framed in gold; each row its lines
    (:func:`row_lines`)."""
    view = scroll.view
    clip = surface.get_clip()
    surface.set_clip(view)
    line, below = theme.font(px).get_linesize(), theme.font(small).get_linesize()
    for index, row in enumerate(rows):
        rect = rect_of(index)
        if rect.bottom < view.top or rect.top > view.bottom:
            continue
        if row.moment.number == chosen:
            pygame.draw.rect(surface, theme.BUTTON, rect, border_radius=6)
            pygame.draw.rect(surface, theme.GOLD, rect, width=2, border_radius=6)
        words = words_of(row)
        first, second = row_lines(words, px, small, rect.width)
        for k, text in enumerate(first):
            theme.blit_text(surface, text, px, theme.TEXT, topleft=(rect.left + 6, rect.top + 4 + k * line))
        top = rect.top + 4 + len(first) * line
        for k, text in enumerate(second):
            theme.blit_text(surface, text, small, words[2], topleft=(rect.left + 12, top + k * below))
    surface.set_clip(clip)


def wrap_bold(words: str, px: int, width: int) -> tuple[str, ...]:
    """``words`` wrapped to ``width`` in bold at ``px`` (bold is wider than the wrapping measures: narrower
    until every line fits)."""
    bold, room = theme.font(px, True), width
    lines = theme.wrap(words, px, room)
    while room > width // 2 and any(bold.size(shown)[0] > width for shown in lines):
        room -= max(1, width // 20)
        lines = theme.wrap(words, px, room)
    return lines


def header(surface: pygame.Surface, pane: Pane, moment: Moment, title: str) -> int:
    """The decision's title (a long move on as many lines as it takes), the bids and the tricks so far, and what
    happened since the seat last moved; returns where the next part starts."""
    rect = pane.rect
    px, small = pane.px, pane.small
    line = theme.font(px).get_linesize()
    y = rect.top
    for shown in wrap_bold(title, px, rect.width):
        theme.blit_text(surface, shown, px, theme.GOLD, bold=True, topleft=(rect.left, y))
        y += line
    y += 2
    for words in (pane.said.facts(moment), pane.said.since(moment)):
        if words:
            y += theme.blit_wrapped(surface, words, small, theme.TEXT_DIM,
                                    pygame.Rect(rect.left, y, rect.width, rect.bottom - y))
    return y + 6


def cards_at(surface: pygame.Surface, pane: Pane, moment: Moment, y: int, marks: dict[Card, theme.Colour],
             whose: str, hand: Sequence[Card]) -> int:
    """The trick on the table and the seat's ``hand`` at the moment; returns where the next part starts."""
    rect, small = pane.rect, pane.small
    line = theme.font(small).get_linesize()
    height = max(40, min(round(118 * pane.unit), rect.height // 5))
    if moment.trick:
        theme.blit_text(surface, _("On the table:"), small, theme.TEXT, topleft=(rect.left, y))
        used = trick_cards(surface, pane.art, moment.trick, (rect.left, y + line), round(height * 0.8),
                           pane.said.setup.name, small)
        y = used.bottom + 6
    theme.blit_text(surface, whose, small, theme.TEXT, topleft=(rect.left, y))
    used = card_row(surface, pane.art, hand, (rect.left, y + line), height, rect.width, marks)
    return used.bottom + 8


def draw_yours(surface: pygame.Surface, pane: Pane, moment: Moment, hand: Sequence[Card], verdict: Judgement | None,
               failed: str | None, bottom: int) -> None:
    """One of the player's decisions: the hand then (gold: played; green: better), what was chosen, the
    verdict (or why there is none yet), down to ``bottom``."""
    said = pane.said
    y = header(surface, pane, moment, _("{where}: your decision").format(where=said.where(moment)))
    marks: dict[Card, theme.Colour] = {card: theme.GOLD for card in moment.played.cards}
    if verdict is not None and notable(verdict):
        marks.update({card: theme.GOOD for card in verdict.best.action.cards})
    y = cards_at(surface, pane, moment, y, marks, _("Your hand then (gold: played; green: better):"), hand)
    lines = [(_("You chose to {words}.").format(words=said.words(moment.played)), theme.TEXT)]
    if verdict is None:
        lines.append((_("It could not be judged: {failed}").format(
            failed=failed) if failed else _("Being judged…"), theme.TEXT_DIM))
    elif notable(verdict):
        lines += [(_("Better: {words}.").format(words=said.words(verdict.best.action)), theme.GOOD),
                  (cost_words(verdict)[:1].upper() + cost_words(verdict)[1:] + ".", theme.BAD)]
    else:
        words, colour = standing(verdict)
        lines.append((words[:1].upper() + words[1:] + ".", colour))
    lines.append((_("Judged from what you could see then, over {deals:,} deals.").format(deals=verdict.best.deals)
                  if verdict is not None else "", theme.TEXT_DIM))
    for words, colour in lines:
        if words:
            y += theme.blit_wrapped(surface, words, pane.px, colour, pygame.Rect(pane.rect.left, y,
                                    pane.rect.width, max(0, bottom - y)))


def draw_knew(surface: pygame.Surface, pane: Pane, moment: Moment, hand: Sequence[Card],
              deals: Sequence[Imagined]) -> None:
    """A computer seat's decision: what it held, what it had worked out of each hidden place, and a few deals
    it could have imagined from that alone, face up."""
    said, rect = pane.said, pane.rect
    name = said.setup.name(moment.seat)
    y = header(surface, pane, moment, _("{where}: {name} chose to {words}").format(
        where=said.where(moment), name=name, words=said.words(moment.played)))
    marks: dict[Card, theme.Colour] = {card: theme.GOLD for card in moment.played.cards}
    y = cards_at(surface, pane, moment, y, marks, _("What {name} held (gold: played):").format(name=name), hand)
    y = readings_at(surface, pane, said.readings(moment), y)
    words = _("Deals {name} could have imagined, drawn from what it knew alone:").format(name=name)
    y += 4 + theme.blit_wrapped(surface, words, pane.small, theme.GOLD,
                                pygame.Rect(rect.left, y + 4, rect.width, rect.bottom - y - 4))
    area = pygame.Rect(rect.left, y + 4, rect.width, rect.bottom - y - 4)
    imagined_deals(surface, pane.art, deals, area, said.setup.name, pane.small)


def readings_at(surface: pygame.Surface, pane: Pane, lines: Sequence[str], y: int) -> int:
    """What a seat knew of each place it could not see, a line each, in as many columns as the pane has room
    for (down, then across: six seats' lines would take the imagined deals' room); returns where the next part
    starts."""
    rect, small = pane.rect, pane.small
    if not lines:
        return y
    sized = theme.font(small)
    gap = sized.size("    ")[0]
    widest = max(sized.size(words)[0] for words in lines) + gap
    columns = max(1, min(len(lines), (rect.width + gap) // widest))
    if columns == 1:  # a line as wide as the pane wraps
        for words in lines:
            y += theme.blit_wrapped(surface, words, small, theme.TEXT, pygame.Rect(rect.left, y, rect.width,
                                                                                     rect.bottom - y))
        return y
    rows = -(-len(lines) // columns)
    line = sized.get_linesize()
    for k, words in enumerate(lines):
        column, row = divmod(k, rows)
        theme.blit_text(surface, words, small, theme.TEXT, topleft=(rect.left + column * widest, y + row * line))
    return y + rows * line
