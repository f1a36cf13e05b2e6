"""Drawing the Lo-Hi table: the deck and the pile in the middle, what the pile asks for, who goes next.

The constraint is the thing a Lo-Hi player looks at most, so it is printed
large under the pile ("≥ 9", "≤ J", "= Q", "any"), with the direction of play
as a curved arrow and the pick-up streak as three dots by the deck.  Seat
boxes count cards in hand and rounds won (a seat is dealt five plus its
rounds); the corner says which round this is and who started it, and why.
"""

from __future__ import annotations

import math
from typing import Protocol

import pygame

from ....catalogue import N_, _, ngettext
from ....engine.lohi import LohiView
from ...table.draw import Skin, draw_table, level_tag, seat_header
from ...table.interface import Looking, view_as
from ...toolkit import theme
from .model import LohiModel

FIRST_WORDS = {"fewest cards": N_("fewest cards"), "youngest": N_("youngest of the fewest cards"),
               "random": N_("fewest cards, drawn by lot"), "given": N_("set up")}


class LohiPart(Protocol):
    """What the Lo-Hi pictures read of the game's part of the table (:class:`~.table.LohiTable`)."""

    deck_focus: bool

    @property
    def model(self) -> LohiModel: ...
    def deck_rect(self) -> pygame.Rect: ...
    def can_pick_up(self) -> bool: ...



def draw_lohi(surface: pygame.Surface, table: Looking, part: LohiPart) -> None:
    """The shared table with Lo-Hi's own middle, seat boxes and corner, each painted from ``table``."""
    draw_table(surface, table, Skin(lambda s, _: _middle(s, table, part),
                                    lambda s, _, seat: _seat_box(s, table, part, seat),
                                    lambda s, _: _corner(s, table, part)))


def _middle(surface: pygame.Surface, table: Looking, part: LohiPart) -> None:
    facts = part.model.facts
    layout = table.layout
    px = layout.font_px
    deck = part.deck_rect().inflate(-8, -8)
    if facts.deck > 0:
        back = table.art.back(deck.size, table.app.settings.card_back)
        for k in range(min(3, 1 + facts.deck // 8)):
            surface.blit(back, deck.move(-2 * k, -2 * k))
        if table.human_to_act and table.picks.choice is None and part.can_pick_up():
            edge, width = (theme.GOLD, 4) if part.deck_focus else (theme.GLOW, 2)
            pygame.draw.rect(surface, edge, deck.inflate(6, 6), width=width, border_radius=deck.width // 10)
    else:
        pygame.draw.rect(surface, theme.TEXT_DIM, deck, width=1, border_radius=deck.width // 10)
    theme.blit_text(surface, _("deck {deck}").format(deck=facts.deck), round(px * 0.8), theme.TEXT_DIM, bold=True,
                    center=(deck.centerx, deck.top - round(px * 0.7)))
    _streak(surface, table, part, deck)
    pile_x, pile_y = part.model.pile_home()
    fan_x, fan_y = part.model.pile_fan()
    below = round(pile_y + layout.card[1] / 2 + fan_y + px * 1.2)
    big = round(px * 2.1)
    words = facts.constraint.replace(">=", "≥ ").replace("<=", "≤ ").replace("=", "= ", 1) \
        if facts.constraint != "any" else "any"
    words = words.replace("≥ ", "≥ ").replace("T", "10")
    label = theme.text(words, big, theme.INK, True)
    badge = label.get_rect().inflate(24, 6)
    badge.center = (round(pile_x), below)
    if layout.big:  # no room under a big pile: the badge sits beside it, its words under the badge
        badge.midleft = (round(pile_x + layout.card[0] / 2 + fan_x + px), round(pile_y))
    pygame.draw.rect(surface, theme.PAPER, badge, border_radius=badge.height // 3)
    pygame.draw.rect(surface, theme.GOLD, badge, width=3, border_radius=badge.height // 3)
    surface.blit(label, label.get_rect(center=badge.center))
    next_words = _("next: {constraint}").format(constraint=_(facts.constraint_words))
    if layout.big:
        theme.blit_text(surface, next_words, round(px * 0.8), theme.TEXT, topleft=(badge.left, badge.bottom + 4))
    else:
        theme.blit_text(surface, next_words, round(px * 0.8), theme.TEXT, midleft=(badge.right + 10, badge.centery))
    radius = round(px * 1.3)
    _direction(surface, table, part, (deck.left - 2 * radius, deck.centery), radius, facts.direction)


def _streak(surface: pygame.Surface, table: Looking, part: LohiPart, deck: pygame.Rect) -> None:
    """Pick-ups in a row as dots under the deck: the third turns a card over."""
    limit = int(table.setup.rules.play.get("streak_flip", 3))
    r = max(4, round(table.layout.font_px * 0.28))
    y = deck.bottom + 2 * r + 4
    for k in range(limit):
        centre = (deck.centerx + (k - (limit - 1) / 2) * 3 * r, y)
        if k < part.model.facts.streak:
            pygame.draw.circle(surface, theme.GOLD, centre, r)
        else:
            pygame.draw.circle(surface, theme.TEXT_DIM, centre, r, width=2)


def _direction(surface: pygame.Surface, table: Looking, part: LohiPart, centre: tuple[int, int], radius: int,
               direction: int) -> None:
    """A curved arrow: clockwise (the usual way) or anticlockwise after an odd number of runs."""
    colour = theme.TEXT
    sweep = math.radians(250)
    start = math.radians(-215) if direction > 0 else math.radians(35)
    steps = 24
    angles = [start + direction * sweep * k / steps for k in range(steps + 1)]
    points = [(centre[0] + radius * math.cos(a), centre[1] + radius * math.sin(a)) for a in angles]
    pygame.draw.lines(surface, colour, False, points, 3)
    end = angles[-1]
    tangent = (-math.sin(end) * direction, math.cos(end) * direction)
    normal = (-tangent[1], tangent[0])
    tip = (points[-1][0] + tangent[0] * radius * 0.45, points[-1][1] + tangent[1] * radius * 0.45)
    wing = radius * 0.35
    pygame.draw.polygon(surface, colour, [tip, (points[-1][0] + normal[0] * wing, points[-1][1] + normal[1] * wing),
                                          (points[-1][0] - normal[0] * wing, points[-1][1] - normal[1] * wing)])
    words = _(N_("clockwise") if direction > 0 else N_("anticlockwise"))
    theme.blit_text(surface, words, round(table.layout.font_px * 0.7), theme.TEXT_DIM,
                    center=(centre[0], centre[1] + radius + round(table.layout.font_px * 0.8)))


def _seat_box(surface: pygame.Surface, table: Looking, part: LohiPart, seat: int) -> None:
    box = table.layout.place(seat).box
    edge = theme.GOLD if table.cue.seat() == seat else None
    if table.model.shown.scored is not None and view_as(table, LohiView).winner == seat:
        edge = theme.GOOD
    x, line, pad, px = seat_header(surface, table, seat, edge, box.right - table.layout.margin)
    cards = len(table.model.hands[seat])
    held = theme.blit_text(surface, ngettext("{count} card", "{count} cards", cards).format(count=cards), px,
                           theme.TEXT, midleft=(x, box.top + pad + line + line // 2 + 2))
    level_tag(surface, table, seat, held, box.right - pad, px)  # beside the count: "rounds won" is long in Finnish
    won = table.tally.shown_total(seat)
    theme.blit_text(surface, _("rounds won {won}").format(won=won), round(px * 0.85), theme.TEXT_DIM,
                    midleft=(x, box.top + pad + 2 * line + line // 2 + 4))


def _corner(surface: pygame.Surface, table: Looking, part: LohiPart) -> None:
    layout = table.layout
    px = layout.font_px
    left, top = layout.info.left, layout.info.top
    line = theme.font(px).get_linesize()
    view = view_as(table, LohiView)
    theme.blit_text(surface, _("Round {number}").format(
        number=table.match.hand_number), px, theme.TEXT, bold=True, topleft=(left, top))
    first = view.first_player
    reason = _(FIRST_WORDS.get(view.first_reason, ""))
    who = _("You") if first == table.human else table.setup.name(first)
    small = round(px * 0.8)
    deal = table.setup.rules.deal
    dealt = int(deal["base_hand"]) + view.rounds_won[table.viewer]
    lines = (_("{who} started: {reason}").format(who=who, reason=reason),
             _("you were dealt {dealt}; win a round begun with {deal}").format(dealt=dealt, deal=deal["winning_hand"]))
    step = round(line * 0.8)
    wrapped = [part for words in lines for part in theme.wrap(words, small, layout.info.width)]
    room = max(1, (layout.info.bottom - top - line) // step)  # the corner is the card's height: a long hand
    for k, words in enumerate(wrapped[:room]):                 # fans right up to it, so nothing may stick out
        theme.blit_text(surface, theme.fit(words, small, layout.info.width), small, theme.TEXT_DIM,
                        topleft=(left, top + line + k * step))
