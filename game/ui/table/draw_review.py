"""The last trick on show (Tab, a click on a seat): its cards in the order played, its taker, and its story.

Drawn over everything else and dimming it, so the trick reads alone.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ...catalogue import _
from ...engine import Card
from ..toolkit import theme
from ..toolkit.widgets import dim, draw_panel
from .draw_cards import _outline
from .interface import Looking
from .model import LastTrick

if TYPE_CHECKING:
    from .layout import TableLayout


def _review(surface: pygame.Surface, scene: Looking) -> None:
    """The last trick laid out again at each player's place, every card numbered in the order it came, the
    taker's box ringed, with a caption that says who took it and what the game's own cards did to it."""
    last = scene.model.shown.last_trick
    if last is None:
        return
    layout = scene.layout
    dim(surface, 120)
    area = layout.trick.inflate(layout.margin * 2, layout.margin * 2)
    draw_panel(surface, area, alpha=225)
    px = layout.font_px
    laid = review_cards(layout, last)
    tops = {seat: rect for rect, _number, seat, _card in laid}  # each seat's last card, on top of its own
    for rect, _number, _seat, card in laid:
        surface.blit(scene.art.face(card, layout.card), rect)
    headline, notes = review_words(scene, last)
    if last.winner in tops and scene.game.trick_story(last)[0] is None:  # not handed over: its card took it
        _outline(surface, tops[last.winner], theme.GOOD, 4)
    for rect, number, seat, __ in laid:
        _order_badge(surface, layout, seat, number, px, rect)
    for place in layout.places:
        won = place.seat == last.winner
        pygame.draw.rect(surface, theme.GOOD if won else theme.PANEL_EDGE, place.box.inflate(4, 4),
                         width=3 if won else 1, border_radius=max(6, place.box.height // 6))
    how = _("release Tab") if scene.keys.review == "held" else _("click anywhere")
    lines = [_("{headline}. Numbers show the order of play ({how} to go on)").format(
        headline=headline, how=how), *notes]  # every doing its line: a Shaker's chain may draw three times
    y = layout.message.centery  # the headline where the message line is; the notes under it, over the hand
    for k, words in enumerate(lines):
        size = px if k == 0 else round(px * 0.85)
        label = theme.text(theme.fit(words, size, layout.size[0] - 4 * layout.margin, bold=k == 0), size,
                           theme.GOLD if k == 0 else theme.TEXT, k == 0)
        rect = label.get_rect(center=(layout.message.centerx, y)).inflate(20, 8)
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=rect.height // 2)
        pygame.draw.rect(surface, theme.GOLD, rect, width=1, border_radius=rect.height // 2)
        surface.blit(label, label.get_rect(center=rect.center))
        y += rect.height + 4


def review_cards(layout: TableLayout, last: LastTrick) -> list[tuple[pygame.Rect, int, int, Card]]:
    """Where each card of ``last`` is laid again: (its rectangle, its number in the order of play, the seat
    that played it, the card).  A seat that played (or drew, or stole) more than one card shows them side by
    side at its place, in order, so none hides another."""
    counts: dict[int, int] = {}
    for seat, __ in last.plays:
        counts[seat] = counts.get(seat, 0) + 1
    seen: dict[int, int] = {}
    out = []
    step = round(layout.card[0] * 0.34)
    for number, (seat, card) in enumerate(last.plays, start=1):
        k = seen.get(seat, 0)
        seen[seat] = k + 1
        rect = layout.trick_card(seat).move(round((k - (counts[seat] - 1) / 2) * step), 0)
        out.append((rect, number, seat, card))
    return out


def review_words(scene: Looking, last: LastTrick) -> tuple[str, list[str]]:
    """The caption: who took the trick ("Bruno takes it", or the game's own account, as a Giver's gift), and
    a line for each of the game's own doings in it (a steal, a Mover's move, a card drawn)."""
    own, notes = scene.game.trick_story(last)
    if own is not None:
        return _("Trick {number}: {own}").format(number=last.number, own=own), notes
    winner = scene.setup.name(last.winner)
    if winner == _("You"):
        return _("Trick {number}: You take it").format(number=last.number), notes
    return _("Trick {number}: {name} takes it").format(number=last.number, name=winner), notes


def _order_badge(surface: pygame.Surface, layout: TableLayout, seat: int, number: int, px: int,
                 rect: pygame.Rect | None = None) -> None:
    """A numbered gold disc on the side of a trick card that faces its player, clear of the other cards."""
    rect = rect or layout.trick_card(seat)
    cx, cy = layout.centre
    dx, dy = rect.centerx - cx, rect.centery - cy
    if seat == layout.viewer or (dx == 0 and dy == 0):
        dx, dy = 0, 1
    radius = max(9, round(px * 0.6))
    scale = min(rect.width / 2 / abs(dx) if dx else math.inf, rect.height / 2 / abs(dy) if dy else math.inf)
    spot = (round(rect.centerx + dx * scale), round(rect.centery + dy * scale))
    pygame.draw.circle(surface, theme.GOLD, spot, radius)
    pygame.draw.circle(surface, theme.INK, spot, radius, width=2)
    theme.blit_text(surface, str(number), round(px * 0.85), theme.INK, bold=True, center=spot)
