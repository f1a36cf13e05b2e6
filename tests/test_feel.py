"""The table's feel: a hovered playable card rises, shadows are cached, the win celebration runs and stops."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.engine import load_rules
from game.seating import MatchSetup
from game.ui.table import feel
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings

from .support import DT


def _my_card_turn(seed: int = 11) -> tuple[App, TableScene]:
    """An Oh Hell table at the first moment the human (seat 0) may play a card; bids are made for them."""
    app = App((1280, 800), Settings(auto_play=False, speed="fast"))
    pygame.event.clear()
    table = TableScene(app, MatchSetup(load_rules("oh_hell"), "classic", (None, "rule", "rule", "rule"), seed))
    app.push(table)
    for _ in range(3000):
        if table.human_to_act and table.picks.playable:
            break
        if table.human_to_act:
            table.act(0, table.state.legal_actions()[0])
        table.seats.runner.wait(0.2)
        app.frame(DT)
    assert table.human_to_act and table.picks.playable
    return app, table


def _move_to(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)


def test_a_hovered_playable_card_rises_and_settles_when_the_pointer_leaves() -> None:
    app, table = _my_card_turn()
    hand = table.model.hands[table.viewer]
    sid = max(table.picks.playable, key=hand.index)
    rect = table.mouse.card_rect(sid)
    full = table.layout.lift // feel.HOVER_SHARE
    _move_to(app, (rect.centerx + rect.width // 4, rect.centery))
    assert feel.hovered_card(table) == sid
    assert 0 < table.mouse.lift_of(sid) < full, "one frame in, the card is on its way up, not there at once"
    for _ in range(round(feel.HOVER_TIME / DT) + 1):
        app.frame(DT)
    assert table.mouse.lift_of(sid) == full > 0
    assert all(table.mouse.lift_of(other) == 0 for other in hand if other != sid)
    app.draw(app.screen)
    _move_to(app, (5, 400))
    assert feel.hovered_card(table) is None and 0 < table.mouse.lift_of(sid) < full, "it settles, it does not drop"
    for _ in range(round(feel.HOVER_TIME / DT) + 1):
        app.frame(DT)
    assert table.mouse.lift_of(sid) == 0
    app.close()


def test_shadows_are_cached_per_size() -> None:
    pygame.display.init()
    assert feel.shadow((70, 100)) is feel.shadow((70, 100))
    surface = pygame.Surface((300, 300))
    surface.fill((40, 120, 80))
    feel.cast_shadow(surface, pygame.Rect(100, 100, 70, 100), height=10)
    assert surface.get_at((172, 190))[:3] != (40, 120, 80)  # just right of the card, in its shadow


def test_the_celebration_falls_for_a_moment_then_stops() -> None:
    pygame.display.init()
    ground = (40, 120, 80)
    during, after = pygame.Surface((640, 400)), pygame.Surface((640, 400))
    for surface, at in ((during, 1.0), (after, feel.CELEBRATION_TIME + 0.1)):
        surface.fill(ground)
        feel.draw_celebration(surface, at)
    assert pygame.transform.average_color(during)[:3] != ground
    assert pygame.image.tobytes(after, "RGB") == bytes(ground) * (640 * 400)
    assert feel.celebrating(0.0, 1.0) and not feel.celebrating(0.0, 5.0) and not feel.celebrating(None, 1.0)
