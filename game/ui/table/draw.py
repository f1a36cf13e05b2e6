"""Painting the table scene: a pure function of the scene's state.

Nothing here changes the scene or the engine: it reads the layout, the
sprites, the revealed public numbers and the scene's input state (what is
selected, dragged or playable) and paints them.  Only the art caches fill up.

This module puts the layers in order (:func:`draw_table`) and holds the
:class:`Skin` a game draws its own parts with; each layer is drawn by its own
module: the frame (:mod:`.draw_seats`), the cards (:mod:`.draw_cards`), the
words (:mod:`.draw_words`) and the last trick on show (:mod:`.draw_review`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ..toolkit import theme
from ..toolkit.widgets import dim
from .feel import draw_celebration
from .interface import Looking
from .panels import draw_choice, draw_summary

if TYPE_CHECKING:
    pass
from .draw_cards import _card_image, _cards, _held_card, greying
from .draw_review import _review, review_cards, review_words
from .draw_seats import (
    _info_panel,
    _seat_box,
    _top_bar,
    _trick_zone,
    _turn_glow,
    bar_label,
    bids_words,
    level_tag,
    seat_header,
    stock,
    thinking_dots,
    trick_edge,
)
from .draw_words import _bubbles, _message, _prompt, _said_by, held_words

__all__ = [
    "SUIT_WORDS", "TRICKS", "Skin", "_card_image", "_prompt", "_trick_zone", "bar_label", "bids_words", "draw_table",
    "greying", "held_words", "level_tag", "review_cards", "review_words", "seat_header", "stock", "thinking_dots",
    "trick_edge",
]


SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


Painter = Callable[[pygame.Surface, "Looking"], None]
SeatPainter = Callable[[pygame.Surface, "Looking", int], None]


@dataclass(frozen=True, slots=True)
class Skin:
    """The parts of the table a game draws its own way (Lohai's piles and specials, Lo-Hi's pile, Koira)."""

    middle: Painter
    """The trick area, under the cards (Lo-Hi: the deck and the constraint)."""
    seat_box: SeatPainter
    info: Painter
    """The bottom-left corner."""
    over_cards: Painter | None = None
    """Drawn over the cards, under bubbles and panels (Lohai: the special cards' targets)."""


def draw_table(surface: pygame.Surface, scene: Looking, skin: Skin | None = None) -> None:
    layout = scene.layout
    skin = skin or TRICKS
    surface.blit(theme.felt(layout.size), (0, 0))
    _top_bar(surface, scene)
    skin.middle(surface, scene)
    for seat in range(scene.setup.players):
        skin.seat_box(surface, scene, seat)
    _turn_glow(surface, scene)
    skin.info(surface, scene)
    _cards(surface, scene)
    if skin.over_cards is not None:
        skin.over_cards(surface, scene)
    _bubbles(surface, scene)
    summing_up = scene.summary is not None and scene.keys.review is None
    if not summing_up:  # the summary tells the hand's end itself; a prompt dimmed behind it only peeks out
        _message(surface, scene)
    if scene.picks.choice is not None and scene.summary is None:
        draw_choice(surface, scene.picks.choice, layout, scene.mouse.hover)
        scene.coach.draw(surface, scene)
        _held_card(surface, scene)
    if scene.summary is not None and summing_up:  # the last trick shows instead, while asked for
        dim(surface, 110)
        draw_summary(surface, scene.summary, layout, scene.mouse.hover, scene.tally.progress)
        _said_by(surface, scene, scene.summary.rect)
        if scene.summary.celebrate_from is not None:
            draw_celebration(surface, scene.app.time - scene.summary.celebrate_from)
    if scene.keys.review is not None:
        _review(surface, scene)


TRICKS = Skin(_trick_zone, _seat_box, _info_panel)
"""How trick games (Oh Hell, Laus) draw the middle, the seats and the corner; Lohai adds to it."""
