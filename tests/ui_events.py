"""Real pygame mouse events, posted and pumped through the app's own frame loop, for the UI tests.

A click is button-down then button-up; a drag is button-down, motion steps with
the button held, button-up, one frame after each, as SDL would deliver them.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import random
from collections.abc import Callable
from typing import Any

import pygame

from game.engine import Action
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App

DT = 1 / 30


def frames(app: App, count: int = 1) -> None:
    for _ in range(count):
        app.frame(DT)


def run_until(app: App, done: Callable[[], bool], limit: int = 2000) -> None:
    for _ in range(limit):
        if done():
            return
        app.frame(DT)
    raise AssertionError("the table never reached the expected point")


def post(kind: int, **fields: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


def click(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    frames(app)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    frames(app)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 8) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app)
    for k in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps)
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        frames(app)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    frames(app)



def grip(rect: pygame.Rect) -> tuple[int, int]:
    """A point on the part of a hand card that shows: near its left edge (the next card covers the rest)."""
    return rect.left + 6, rect.centery


def steered_hand(app: App, table: TableScene, by_mouse: Callable[[App, TableScene, Action], None],
                 seed: int) -> list[Action]:
    """Play the human's seat (0) to the end of the hand: the rule bot decides each move and ``by_mouse``
    makes it with real events; every move must land.  Returns the human's moves as the engine logged them."""
    from game.ai import make_bot

    steer = make_bot("rule", table.setup.rules)
    rng = random.Random(seed)
    mine: list[Action] = []
    while table.summary is None:
        run_until(app, lambda: (table.human_to_act and not table.model.busy) or table.summary is not None,
                  limit=5000)
        if table.summary is not None:
            break
        action = steer.choose(table.state.view(0), rng)
        before = len(table.state.log)
        by_mouse(app, table, action)
        assert len(table.state.log) == before + 1, (str(action), table.message)
        mine.append(table.state.log[-1])
    return mine
