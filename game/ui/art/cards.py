"""Card faces and backs drawn by code from a rule file's deck, cached per size.

No image files and no font glyphs for suits: every pip is built from circles
and polygons (:mod:`.pips`), drawn four times too large and scaled down
smoothly, so the edges are anti-aliased and a card is crisp at whatever size
the layout asks for.  Any deck the YAML can describe can be shown: suited cards
get indices and pips, suitless cards (jokers, Lohai specials) get their name,
colour and point value from the deck's ``specials``.  Small cards switch to a
simplified face (big index, one pip) that stays legible where full pips would
blur.  This module is a deck's art and its cache; what a face is made of is
:mod:`.faces`, the backs and a card's shadow :mod:`.backs`.

Court cards and jokers are figures of our own (see :mod:`.court`).  With the
four-colour option (for colour-blind players) diamonds are blue and clubs
green, on the faces and on every pip the table draws; the face cache keys on it.

A deck whose every rank has a point value (Lohai) has that value printed on
each card where a fanned hand leaves it in sight: under the index in the left
edge (a small card alone on the table keeps it in the upper-right corner).  A special with an
``art`` name is drawn with its illustration from ``sprites/<game>/<art>.svg``,
rendered by pygame at the card's own size, in a frame of the special's colour.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...engine import Card, DeckSpec
from ..toolkit import theme
from .backs import card_back, shadow
from .faces import art_path, corner_points, full_face, illustrated, joker, simple_face
from .pips import blank, pip, suit_colour

__all__ = ["RATIO", "SIMPLE_BELOW", "CardArt", "card_size", "pip", "shadow", "suit_colour"]
"""``pip``, ``shadow`` and ``suit_colour`` live in :mod:`.pips` and :mod:`.backs`; the table and the tests take
them from here, with the cards."""

RATIO = 0.7
"""Card width over height (a poker card is 2.5 in × 3.5 in)."""
SIMPLE_BELOW = 96
"""Cards shorter than this many pixels get the simplified face."""


def card_size(height: int) -> tuple[int, int]:
    """Width and height of a card ``height`` pixels tall."""
    return max(4, round(height * RATIO)), max(6, height)


# --------------------------------------------------------------------------- the art


class CardArt:
    """Faces and backs for one deck, cached by card and size.

    The cache lives here, not in any scene, so drawing a scene changes none of
    its state; only this cache fills up.  ``four_colour`` is asked at every
    call (the app passes a function reading its settings), so a change in the
    settings shows at once on a table already open.
    """

    def __init__(self, deck: DeckSpec | None = None, four_colour: bool | Callable[[], bool] = False) -> None:
        self.deck = deck
        self._four: Callable[[], bool] = four_colour if callable(four_colour) else (lambda: bool(four_colour))
        self._faces: dict[tuple[str, int, int, bool, bool, theme.Palette], pygame.Surface] = {}

    @property
    def four_colour(self) -> bool:
        """Whether suits are drawn in four colours right now."""
        return self._four()

    def colour(self, suit: str | None, special_colour: str = "black") -> theme.Colour:
        """The ink of ``suit`` as the faces draw it now (for trump signs and other pips on the table)."""
        return suit_colour(suit, special_colour, self.four_colour)

    def face(self, card: Card, size: tuple[int, int], simple: bool | None = None) -> pygame.Surface:
        """``card`` at ``size``; ``simple`` forces (or forbids) the big-index face, else it follows the size."""
        if simple is None:
            simple = size[1] < SIMPLE_BELOW
        key = (str(card), size[0], size[1], simple, self.four_colour, theme.palette())
        image = self._faces.get(key)
        if image is None:
            if len(self._faces) > 600:
                self._faces.clear()
            image = self._faces[key] = self._draw_face(card, size, simple)
        return image

    def back(self, size: tuple[int, int], design: str = "blue") -> pygame.Surface:
        """The back of a card at ``size`` in one of the :data:`.backs.BACKS` designs."""
        return card_back(size, design)

    # -- faces ------------------------------------------------------------------
    @property
    def printed_points(self) -> bool:
        """Every rank of the deck has a value (Lohai): each card shows it (:func:`.faces.corner_points`)."""
        deck = self.deck
        return deck is not None and bool(deck.ranks) and all(r in deck.points for r in deck.ranks)

    def _draw_face(self, card: Card, size: tuple[int, int], simple: bool) -> pygame.Surface:
        image = blank(size, theme.PAPER, theme.CARD_EDGE, theme.palette().line).copy()
        spec = self.deck.special(card.rank) if self.deck is not None and card.suit is None else None
        if spec is not None and spec.art and art_path(spec.art) is not None:
            illustrated(image, spec.name, spec.colour, art_path(spec.art), self._points(card), simple)
            return image
        colour = self.colour(card.suit)
        if card.suit is None:
            self._draw_special(image, card, simple)
        elif simple:
            simple_face(image, card.rank, card.suit, colour)
        else:
            full_face(image, card.rank, card.suit, colour)
        points = self._points(card) if card.suit is not None else 0
        if points:
            corner_points(image, points, colour, simple)
        return image

    def _points(self, card: Card) -> int:
        if not self.printed_points or self.deck is None:
            return 0
        return self.deck.points_of(card)

    def _draw_special(self, image: pygame.Surface, card: Card, simple: bool) -> None:
        spec = self.deck.special(card.rank) if self.deck is not None else None
        colour = suit_colour(None, spec.colour if spec is not None else "black")
        name = spec.name if spec is not None else card.name
        points = self.deck.points_of(card) if self.deck is not None else 0
        w, h = image.get_size()
        if card.rank == "JK":
            joker(image, colour, simple)
            return
        px = max(10, round(h * 0.16))
        theme.blit_text(image, card.rank, px, colour, bold=True, exact=True, topleft=(round(w * 0.08), round(h * 0.05)))
        if points:
            theme.blit_text(image, str(points), max(9, round(h * 0.11)), colour, bold=True, exact=True,
                            topleft=(round(w * 0.08), round(h * 0.05) + px))
        star = pip("*", round(w * 0.5), colour)
        image.blit(star, star.get_rect(center=(w // 2, round(h * 0.48))))
        words = theme.wrap(name, max(9, round(h * 0.12)), round(w * 0.9), exact=True)
        for i, line in enumerate(words[:2]):
            theme.blit_text(image, line, max(9, round(h * 0.12)), colour, bold=True, exact=True,
                            center=(w // 2, round(h * (0.8 + 0.11 * i))))
