"""The title screen's game motifs: a little fan of each game's own cards beside its button.

The cards come from the game's deck through the shared :class:`~.cards.CardArt`,
so the fan shows that game's deck as the table will (Lohai's specials, Oh
Hell's joker) and follows the four-colour setting.  Each fan is composed once
per size and colouring and cached; drawing the title costs one blit per game.
The fan of the game under the pointer or the keyboard focus rises a little.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from ...engine import Card, CardError, DeckSpec, RuleSet
from ...games import find
from ..toolkit.app import App
from ..toolkit.theme import Palette, palette
from ..toolkit.widgets import Button
from .cards import CardArt, card_size, shadow

SPREAD = 16.0
"""Degrees between neighbouring cards of a fan."""


def motif_cards(game: str, deck: DeckSpec) -> tuple[Card, ...]:
    """The three cards the registry gives ``game`` (:attr:`game.games.GameSpec.motif`), or the deck's three
    highest distinct cards for a game that gives none."""
    spec = find(game)
    try:
        cards = tuple(Card.of(code) for code in (spec.motif if spec is not None else "").split())
    except CardError:
        cards = ()
    known = set(deck.cards())
    cards = tuple(card for card in cards if card in known)
    if len(cards) == 3:
        return cards
    distinct = list(dict.fromkeys(deck.cards()))
    return tuple(distinct[-3:])


@lru_cache(maxsize=16)
def fan(art: CardArt, cards: tuple[Card, ...], height: int, look: tuple[bool, Palette]) -> pygame.Surface:
    """The cards fanned from a point below them, each with its soft shadow (``look``, the suit colours and the
    palette the faces are drawn in, keys the cache)."""
    size = card_size(height)
    faces = [art.face(card, size, simple=False) for card in cards]
    middle = (len(faces) - 1) / 2
    turned: list[tuple[pygame.Surface, pygame.Surface, int]] = []
    for k, face in enumerate(faces):
        angle = (middle - k) * SPREAD
        turned.append((pygame.transform.rotozoom(face, angle, 1),
                       pygame.transform.rotozoom(shadow(size), angle, 1), round((k - middle) * size[0] * 0.58)))
    width = max(t.get_width() for t, _, _ in turned) + round(size[0] * 0.58 * (len(faces) - 1)) + 8
    image = pygame.Surface((width, round(height * 1.3)), pygame.SRCALPHA)
    for face, dark, dx in turned:
        centre = (width // 2 + dx, image.get_height() // 2 + abs(dx) // 5)
        image.blit(dark, dark.get_rect(center=(centre[0] + 2, centre[1] + 4)))
        image.blit(face, face.get_rect(center=centre))
    return image


def draw_motifs(surface: pygame.Surface, app: App, buttons: Sequence[Button], games: Sequence[RuleSet],
                hover: str | None) -> None:
    """Each game's fan to the left of its button, where the room allows (the one under the pointer raised)."""
    look = (app.settings.four_colour, palette())
    for button, rules in zip(buttons, games, strict=False):
        rect = button.rect
        height = min(round(rect.height * 1.05), round(rect.left * 0.62))
        if height < 40:
            continue
        image = fan(app.art(rules.deck), motif_cards(rules.game, rules.deck), height, look)
        raised = hover == button.key or button.selected
        centre = (rect.left // 2, rect.centery - (round(height * 0.06) if raised else 0))
        surface.blit(image, image.get_rect(center=centre))
