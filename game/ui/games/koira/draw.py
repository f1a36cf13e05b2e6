"""Drawing the Koira table: a phase banner, the stock and the trump card, won piles, who is out.

Phase one shows each seat's won pile by its box with the number of *cards* in
it (those cards are the seat's hand in phase two), the stock with its count,
and — once the last stock card has been turned — the trump card.  Phase two
marks the lowest play in the row (the one a player may take back), greys the
boxes of players who are out and names the Koira, the last one left.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from ....catalogue import N_, _, ngettext
from ....engine import Action
from ....engine.core import ActionKind
from ....engine.koira.events import KoiraView
from ...art.cards import pip
from ...table.draw import Skin, _trick_zone, draw_table, level_tag, seat_header
from ...table.interface import Looking, view_as
from ...toolkit import theme
from .model import KoiraModel

SUIT_WORDS = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs")}


class KoiraPart(Protocol):
    """What the Koira pictures read of the game's part of the table (:class:`~.table.KoiraTable`)."""

    @property
    def model(self) -> KoiraModel: ...
    @property
    def phase(self) -> str: ...
    def stock_rect(self) -> pygame.Rect: ...
    def lowest_rect(self) -> pygame.Rect | None: ...



def draw_koira(surface: pygame.Surface, table: Looking, part: KoiraPart) -> None:
    """The shared table with Koira's own middle, seat boxes and corner, each painted from ``table``."""
    draw_table(surface, table, Skin(lambda s, _: _middle(s, table, part),
                                    lambda s, _, seat: _seat_box(s, table, part, seat),
                                    lambda s, _: _corner(s, table, part)))


def _middle(surface: pygame.Surface, table: Looking, part: KoiraPart) -> None:
    layout = table.layout
    px = layout.font_px
    if not part.model.phase_two:
        _trick_zone(surface, table)
        banner: tuple[str, ...] = (_("Phase one: collecting"), _("highest card takes the trick"))
    else:
        zone = layout.trick
        shade = pygame.Surface(zone.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 35), shade.get_rect(), border_radius=max(8, zone.width // 20))
        surface.blit(shade, zone)
        trump = table.public.trump or view_as(table, KoiraView).trump
        suit = _(SUIT_WORDS.get(str(trump), N_("none")))
        banner = (_("Phase two: shedding"), _("lead any card or a sequence"), _("trumps: {suit}").format(suit=suit))
        lowest = part.lowest_rect()
        if lowest is not None and table.human_to_act and table.state.can(Action(ActionKind.DRAW)):
            pygame.draw.rect(surface, theme.GLOW, lowest.inflate(8, 8), width=2, border_radius=8)
            theme.blit_text(surface, _("lowest"), round(px * 0.75), theme.GLOW,
                            center=(lowest.centerx, lowest.top - round(px * 0.7)))
    if not table.model.trick and not part.model.row:
        zone = layout.trick
        middle = (len(banner) - 1) / 2
        for k, words in enumerate(banner):
            label = theme.fit(words, round(px * 0.8), zone.width - 16, bold=k == 0)
            theme.blit_text(surface, label, round(px * 0.8), theme.GOLD if k == 0 else theme.TEXT_DIM, bold=k == 0,
                            center=(zone.centerx, zone.centery + round((k - middle) * px * 1.2)))


def seat_words(model: KoiraModel, seat: int) -> str:
    """What a seat's box says of it under its name, as the table has shown it: the cards it won in phase one,
    the cards it holds in phase two, out and in which place, a Blue Matti, the Koira (the score sheet and the
    voice say the same)."""
    if seat in model.losers:
        return _("the Koira!")
    if seat in model.out:
        return _("out ({value}.)").format(value=model.out.index(seat) + 1)
    if model.phase_two:
        cards = len(model.hands[seat])
        return ngettext("{count} card", "{count} cards", cards).format(count=cards) if cards else _("Blue Matti")
    won = model.won_cards[seat]
    return ngettext("won {count} card", "won {count} cards", won).format(count=won)


def _seat_box(surface: pygame.Surface, table: Looking, part: KoiraPart, seat: int) -> None:
    model = part.model
    layout = table.layout
    box = layout.place(seat).box
    out = seat in model.out
    edge = theme.GOLD if table.cue.seat() == seat else None
    if seat in model.losers:
        edge = theme.BAD
    elif model.shown.winner == seat:
        edge = theme.GOOD
    pile = layout.pile(seat)
    x, line, pad, px = seat_header(surface, table, seat, edge, pile.left - 4, alpha=120 if out else 200,
                                   colour=theme.TEXT_DIM if out else theme.TEXT)
    second = box.top + pad + line + line // 2 + 2
    words = seat_words(model, seat)
    colour = theme.BAD if seat in model.losers else theme.GOOD if out else \
        theme.GLOW if model.phase_two and not model.hands[seat] else theme.TEXT
    room = (box.right - pad if model.phase_two else pile.left - 4) - x  # in phase one the won pile sits right
    theme.blit_text(surface, theme.fit(words, px, room), px, colour, midleft=(x, second))
    losses = table.tally.shown_total(seat)
    lost = theme.blit_text(surface, _("games lost {losses}").format(losses=losses), round(px * 0.8), theme.TEXT_DIM,
                           midleft=(x, box.top + pad + 2 * line + line // 2 + 4))
    level_tag(surface, table, seat, lost, box.right - pad if model.phase_two else pile.left - 4, px)
    if not model.phase_two:
        _won_pile(surface, table, part, seat, pile)


def _won_pile(surface: pygame.Surface, table: Looking, part: KoiraPart, seat: int, rect: pygame.Rect) -> None:
    count = part.model.won_cards[seat]
    if count <= 0:
        pygame.draw.rect(surface, (255, 255, 255), rect, width=1, border_radius=max(2, rect.width // 10))
        return
    back = table.art.back(rect.size, table.app.settings.card_back)
    for k in range(min(4, 1 + count // 6)):
        surface.blit(back, rect.move(-k * 2, -k * 2))


def _corner(surface: pygame.Surface, table: Looking, part: KoiraPart) -> None:
    """The stock with its count in phase one, and the trump card once it is known."""
    layout = table.layout
    px = layout.font_px
    left, top = layout.info.left, layout.info.top
    view = view_as(table, KoiraView)
    card = part.model.trump_card
    if card is not None and card.suit is not None:
        rect = theme.blit_text(surface, _("Trump"), px, theme.TEXT, bold=True, topleft=(left, top))
        size = round(px * 0.9)
        back = pygame.Rect(rect.right + 6, rect.top - 3, size + 6, size + 6)
        pygame.draw.rect(surface, theme.PAPER, back, border_radius=4)
        colour = table.art.colour(card.suit)
        surface.blit(pip(card.suit, size, colour), (back.left + 3, back.top + 3))
        owner = view.trump_owner
        if owner is not None and not part.model.phase_two:
            who = _("you hold") if owner == table.human else _("{name} holds").format(name=table.setup.name(owner))
            theme.blit_text(surface, _("{who} the {card}").format(
                who=who, card=card.name), round(px * 0.75), theme.TEXT_DIM,
                            topleft=(left, top + theme.font(px).get_linesize()))
    if part.model.discarded:
        theme.blit_text(surface, _("{discarded} cards discarded").format(
            discarded=part.model.discarded), round(px * 0.75), theme.TEXT_DIM,
                        topleft=(left, top + 2 * theme.font(px).get_linesize()))
    if table.model.stock_visible and not part.model.phase_two:
        stock = view.stock_size
        w, h = layout.small
        back_img = table.art.back((w, h), table.app.settings.card_back)
        for k in range(min(3, max(1, stock // 10))):
            surface.blit(back_img, back_img.get_rect(center=(layout.stock[0] - k * 2, layout.stock[1] - k * 2)))
        theme.blit_text(surface, _("stock {stock}").format(stock=stock), round(px * 0.75), theme.TEXT_DIM, bold=True,
                        center=(layout.stock[0], layout.stock[1] - h // 2 - round(px * 0.5)))
        if table.human_to_act and part.phase == "one" and table.state.can(Action(ActionKind.TURNUP)):
            pygame.draw.rect(surface, theme.GLOW, part.stock_rect(), width=2, border_radius=6)
