"""The small touches that make the table feel physical: hover lift, soft shadows, a win celebration.

Shadows and the celebration are pure functions of what the scene already
knows (the cards' rectangles, the time the final summary appeared); the hover
lift keeps one number per card (:class:`HoverLift`), moved in the scene's
``update`` so drawing stays free of side effects.  Shadows are made once
per card size and cached; per frame a card costs one extra blit.  The
celebration is a burst of little tinted cards falling over the final summary
for a couple of seconds, each one's path given by an easing curve of the time
since the summary showed, so it never blocks and stops by itself.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

import pygame

from ..art.cards import shadow
from ..toolkit import theme
from ..toolkit.tween import ease_in_out_cubic, ease_out_cubic
from .interface import Looking

HOVER_SHARE = 3
"""A hovered playable card rises by the layout's lift divided by this."""
HOVER_TIME = 0.12
"""Seconds a card takes to rise under the pointer (and to settle when it leaves): quick, but not a pop."""
CELEBRATION_TIME = 2.4
"""Seconds the confetti falls."""
CONFETTI = 56


def confetti_colours() -> tuple[theme.Colour, ...]:
    """The confetti's colours, from the palette in use when it falls (high contrast has its own)."""
    return (theme.RED_SUIT, theme.BLACK_SUIT, theme.GOLD, theme.PAPER, theme.BLUE_SUIT, theme.GREEN_SUIT,
            theme.GLOW)


# --------------------------------------------------------------------------- hover


def hovered_card(scene: Looking) -> int | None:
    """The playable card of the player's hand under the pointer, when a card may be played now.

    Hit-tested on the cards' resting rectangles (not the lifted ones), so the
    card does not flicker as it rises away from the pointer.
    """
    if not scene.human_to_act or not scene.picks.playable or scene.summary is not None or scene.keys.review is not None:
        return None
    if scene.mouse.drag is not None and scene.mouse.drag.active:
        return None
    w, h = scene.layout.card
    for sid in reversed(scene.model.hands[scene.viewer]):
        sprite = scene.model.sprites.get(sid)
        if sprite is None:
            continue
        rect = pygame.Rect(0, 0, round(w * sprite.scale), round(h * sprite.scale))
        rect.center = (round(sprite.x), round(sprite.y))
        if rect.collidepoint(scene.mouse.pos):
            return sid if sid in scene.picks.playable else None
    return None


class HoverLift:
    """How far up each card of the hand is on its way, 0 resting to 1 fully risen under the pointer.

    Each card closes most of the distance to where it should be at every
    frame (an exponential approach): the hovered card starts up at once and
    slows as it arrives, and the one the pointer left settles the same way,
    both within about :data:`HOVER_TIME`.
    """

    def __init__(self) -> None:
        self.rise: dict[int, float] = {}

    def update(self, scene: Looking, dt: float) -> None:
        target = hovered_card(scene)
        closed = 1.0 - math.exp(-3.0 * dt / HOVER_TIME)  # share of the way covered this frame
        if target is not None:
            self.rise.setdefault(target, 0.0)
        for sid, rise in list(self.rise.items()):
            goal = 1.0 if sid == target else 0.0
            rise += (goal - rise) * closed
            if abs(goal - rise) < 0.02:
                rise = goal
            if rise > 0:
                self.rise[sid] = rise
            else:
                del self.rise[sid]

    @property
    def settled(self) -> bool:
        """Every card is where it should be: fully up under the pointer, or resting."""
        return all(rise == 1.0 for rise in self.rise.values())

    def lift(self, scene: Looking, sid: int) -> int:
        """How far ``sid`` is raised by the pointer now, in pixels."""
        return round(self.rise.get(sid, 0.0) * (scene.layout.lift // HOVER_SHARE))


# --------------------------------------------------------------------------- shadows




def cast_shadow(surface: pygame.Surface, rect: pygame.Rect, height: int = 0) -> None:
    """The shadow of a card lying at ``rect``, ``height`` pixels above the cloth (farther and softer higher up)."""
    image = shadow((rect.width | 3, rect.height | 3))  # sizes a few pixels apart share one (cards in flight)
    drop = max(2, rect.width // 28) + height // 2
    surface.blit(image, image.get_rect(center=(rect.centerx + drop // 2, rect.centery + drop)),
                 special_flags=pygame.BLEND_PREMULTIPLIED)


# --------------------------------------------------------------------------- celebration


@dataclass(frozen=True, slots=True)
class Flake:
    """One falling card: where it starts across, when, how fast it turns and sways, its colour."""

    x: float
    delay: float
    fall: float
    sway: float
    spin: float
    phase: float
    colour: theme.Colour
    size: float


def flakes(seed: int = 7, count: int = CONFETTI) -> tuple[Flake, ...]:
    """The same burst every time (seeded): a celebration is decoration, not chance; in the palette in use."""
    return _flakes(seed, count, confetti_colours())


@lru_cache(maxsize=4)
def _flakes(seed: int, count: int, colours: tuple[theme.Colour, ...]) -> tuple[Flake, ...]:
    rng = random.Random(seed)
    return tuple(Flake(x=rng.random(), delay=rng.random() * 0.7, fall=rng.uniform(1.1, 1.7),
                       sway=rng.uniform(0.01, 0.04), spin=rng.uniform(-9, 9), phase=rng.random() * math.tau,
                       colour=rng.choice(colours), size=rng.uniform(0.7, 1.3))
                 for _ in range(count))


def celebrating(since: float | None, now: float) -> bool:
    """Whether a celebration that began at ``since`` is still falling at ``now``."""
    return since is not None and 0 <= now - since < CELEBRATION_TIME


def draw_celebration(surface: pygame.Surface, elapsed: float) -> None:
    """Little tinted cards tumbling down the window, ``elapsed`` seconds into the celebration."""
    if not 0 <= elapsed < CELEBRATION_TIME:
        return
    w, h = surface.get_size()
    unit = min(w / 1280, h / 800)
    for flake in flakes():
        t = (elapsed - flake.delay) / (CELEBRATION_TIME - flake.delay)
        if not 0 < t < 1:
            continue
        y = -30 * unit + (h + 60 * unit) * ease_in_out_cubic(min(1.0, t * flake.fall))
        x = flake.x * w + math.sin(flake.phase + elapsed * 5) * flake.sway * w
        grow = ease_out_cubic(min(1.0, t * 6)) * (1 - max(0.0, t - 0.8) / 0.2)
        _flake(surface, (x, y), 12 * unit * flake.size * grow, flake.phase + elapsed * flake.spin, flake.colour)


def _flake(surface: pygame.Surface, centre: tuple[float, float], half: float, angle: float,
           colour: theme.Colour) -> None:
    """A tiny card seen turning: a rectangle whose width follows the cosine of its turn."""
    if half < 1:
        return
    cx, cy = centre
    across = half * 0.7 * max(0.15, abs(math.cos(angle)))
    tilt = math.sin(angle * 0.5) * 0.6
    c, s = math.cos(tilt), math.sin(tilt)
    corners = [(cx + dx * c - dy * s, cy + dx * s + dy * c) for dx, dy in
               ((-across, -half), (across, -half), (across, half), (-across, half))]
    pygame.draw.polygon(surface, colour, corners)
    if colour != theme.PAPER:
        pygame.draw.polygon(surface, theme.PAPER, corners, 1)
    else:
        pygame.draw.polygon(surface, theme.RED_SUIT, corners, 1)
