"""The cards themselves, drawn over the table's frame: every sprite in its place, the one held on top.

A card that cannot be played greys on the player's turn, a selected or
picked one is outlined, and the art's shadows keep the hand readable.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from ..toolkit import theme
from .feel import cast_shadow
from .interface import Looking
from .sprites import CardSprite

if TYPE_CHECKING:
    pass


def _cards(surface: pygame.Surface, scene: Looking) -> None:
    model = scene.model
    viewer = scene.viewer
    order: list[int] = model.lying()
    for seat in range(scene.setup.players):
        if seat != viewer:
            order.extend(model.hands[seat])
    order.extend(sid for __, sid in model.trick)
    order.extend(model.sweeping)
    order.extend(model.hands[viewer])
    dragged = scene.mouse.drag.sid if scene.mouse.drag is not None and scene.mouse.drag.active else None
    if dragged in order:
        order.remove(dragged)
        order.append(dragged)
    in_hand = set(model.hands[viewer])
    dimming = greying(scene)
    for sid in order:
        sprite = model.sprites.get(sid)
        if sprite is None:
            continue
        image = _card_image(scene, sprite)
        lift = scene.mouse.lift_of(sid) if sid in in_hand else 0
        rect = image.get_rect(center=(round(sprite.x), round(sprite.y) - lift))
        cast_shadow(surface, rect, scene.layout.lift if sid == dragged else lift)
        surface.blit(image, rect)
        if sid in in_hand and sid != dragged:
            if dimming and sid not in scene.picks.playable:
                surface.blit(_shade(rect.size), rect)
            elif sid in scene.picks.playable and ((dimming and theme.palette().ring_playable)
                                                  or (scene.mouse.drag is not None and scene.mouse.drag.active)):
                _outline(surface, rect, theme.GLOW, 2 * theme.palette().line)
        if sid == scene.picks.selected or sid in scene.picks.picked:
            _outline(surface, rect, theme.GOLD, 3)
        if sid == dragged:
            _outline(surface, rect, theme.GOOD if sid in scene.picks.playable else theme.GLOW, 3)


def greying(scene: Looking) -> bool:
    """The hand's cards that cannot be played now are greyed: on the human's turn when some card can be,
    and also when none can in a game of laying cards (Lo-Hi's "= 3" with no three: every card greys, and the
    deck or the lowest play is the move), but not while a panel asks for a bid or a choice before play."""
    if not scene.human_to_act:
        return False
    return bool(scene.picks.playable) or (scene.game.grouping and not scene.picks.picking)


def _held_card(surface: pygame.Surface, scene: Looking) -> None:
    """A card held by the pointer stays above a panel it passes over."""
    drag = scene.mouse.drag
    sprite = scene.model.sprites.get(drag.sid) if drag is not None and drag.active else None
    if sprite is not None:
        image = _card_image(scene, sprite)
        surface.blit(image, image.get_rect(center=(round(sprite.x), round(sprite.y))))


def _card_image(scene: Looking, sprite: CardSprite) -> pygame.Surface:
    """The sprite's picture at its current scale and flip, from the cached art where possible."""
    layout = scene.layout
    full, small = layout.card, layout.small
    small_scale = small[1] / full[1]
    base = full if sprite.scale > (1 + small_scale) / 2 else small
    face = sprite.shown_face_up and sprite.card is not None
    simple = base == small
    if face and sprite.card is not None:
        image = scene.art.face(sprite.card, base, simple)
    else:
        image = scene.art.back(base, scene.app.settings.card_back)
    w = round(full[0] * sprite.scale * sprite.squash)
    h = round(full[1] * sprite.scale)
    if abs(w - base[0]) <= 1 and abs(h - base[1]) <= 1:
        return image
    return pygame.transform.scale(image, (max(1, w), max(1, h)))


@lru_cache(maxsize=8)
def _shade(size: tuple[int, int]) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 95), shade.get_rect(), border_radius=max(2, round(size[0] * 0.08)))
    return shade


def _outline(surface: pygame.Surface, rect: pygame.Rect, colour: theme.Colour, width: int) -> None:
    pygame.draw.rect(surface, colour, rect.inflate(4, 4), width=width, border_radius=max(3, round(rect.width * 0.09)))
