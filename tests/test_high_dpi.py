"""Sharp on high-DPI screens: the window is drawn at its size in pixels, and the pointer, which the window system
gives in points, is scaled to pixels in the intent mapper alone.

This machine has no high-DPI screen, so a stand-in for ``pygame.Window`` (:class:`HighDpiWindow`) is sized in
points with a surface in pixels, as a Retina Mac's window is; the events are posted in points, as such a
system sends them. A click on a card's centre in pixels, sent in points, must hit that card, and a drag must
carry it to the trick, at ratios 1, 1.5 and 2 and at every table size the other tests use.
"""

from __future__ import annotations

import pygame
import pytest

from game.ui.toolkit.app import App
from game.ui.toolkit.intents import IntentMapper, Kind
from game.ui.toolkit.window import MIN_SIZE

from .support import frames, make_table, post, run_until, waiting_for_human

RATIOS = [1.0, 1.5, 2.0]
TABLE_SIZES = [(800, 600), (1024, 640), (1280, 800), (1920, 1080), (3840, 2160)]
"""Every table size the tests draw (test_ui_table's, test_sizes', test_window's), in pixels."""


class HighDpiWindow:
    """A window on a screen with ``ratio`` pixels per point: :attr:`size` in points, its surface in pixels."""

    def __init__(self, pixels: tuple[int, int], ratio: float) -> None:
        self.ratio = ratio
        self.minimum_size = MIN_SIZE
        self.points = (round(pixels[0] / ratio), round(pixels[1] / ratio))
        self.picture = pygame.Surface(pixels)

    @property
    def size(self) -> tuple[int, int]:
        return self.points

    @size.setter
    def size(self, points: tuple[int, int]) -> None:
        self.points = points
        self.picture = pygame.Surface((round(points[0] * self.ratio), round(points[1] * self.ratio)))

    def get_surface(self) -> pygame.Surface:
        return self.picture

    def flip(self) -> None:
        """Nothing to show on."""

    def hide(self) -> None:
        """Nothing to take off the screen."""


def on_high_dpi(app: App, ratio: float) -> HighDpiWindow:
    """Put ``app``'s window on a screen of ``ratio``, keeping its size in pixels; the app follows it."""
    window = HighDpiWindow(app.size, ratio)
    app.window.hide()  # the real window, replaced, goes quietly
    app.window.window = window  # type: ignore[assignment]
    app.follow_window()
    return window


def points(pos: tuple[int, int], ratio: float) -> tuple[int, int]:
    """Where the window system says the pointer is when it is over pixel ``pos``: whole points."""
    return round(pos[0] / ratio), round(pos[1] / ratio)


@pytest.mark.parametrize("ratio", RATIOS)
def test_the_mapper_scales_every_pointer_position_from_points_to_pixels(ratio: float) -> None:
    mapper = IntentMapper((ratio, ratio))
    press = mapper.map(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(100, 51), button=1), 0.0)
    assert press is not None and press.kind is Kind.PRESS and press.pos == (round(100 * ratio), round(51 * ratio))
    move = mapper.map(pygame.event.Event(pygame.MOUSEMOTION, pos=(40, 30), rel=(3, -2), buttons=(1, 0, 0)), 0.1)
    assert move is not None and move.held and move.pos == (round(40 * ratio), round(30 * ratio))
    assert move.rel == (round(3 * ratio), round(-2 * ratio))
    release = mapper.map(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(7, 9), button=1), 0.2)
    assert release is not None and release.pos == (round(7 * ratio), round(9 * ratio))
    again = mapper.map(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(104, 55), button=1), 0.3)
    assert again is not None and again.double, "a hand's wobble of 4 points is a double click at any ratio"
    side = mapper.map(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 20), button=3), 1.0)
    assert side is not None and side.kind is Kind.ALT_PRESS and side.pos == (round(10 * ratio), round(20 * ratio))


@pytest.mark.parametrize("ratio", RATIOS)
def test_the_app_draws_in_pixels_and_tells_the_mapper_its_ratio(ratio: float) -> None:
    app = App((1280, 800))
    on_high_dpi(app, ratio)
    assert app.size == (1280, 800), "scenes draw at the window's size in pixels"
    assert app.screen.get_size() == (1280, 800)
    assert app.mapper.ratio == pytest.approx((ratio, ratio), rel=0.01)
    assert app.windowed == (round(1280 / ratio), round(800 / ratio)), "the settings keep the window's points"
    app.resize((900, 700))  # the window system's points again, the same the settings keep
    assert app.window.points == (900, 700) and app.size == (round(900 * ratio), round(700 * ratio))
    app.close()


@pytest.mark.parametrize("ratio", RATIOS)
@pytest.mark.parametrize("size", TABLE_SIZES, ids=[f"{w}x{h}" for w, h in TABLE_SIZES])
def test_a_click_on_a_cards_pixel_centre_hits_it_and_a_drag_plays_it(size: tuple[int, int], ratio: float) -> None:
    app, table = make_table(seed=11, size=size)
    on_high_dpi(app, ratio)
    assert app.size == size
    run_until(app, waiting_for_human(table))
    while not table.picks.playable:  # past the bids, to a card to play
        value = next(int(a.args[0]) for a in table.state.legal_actions())
        post(pygame.KEYDOWN, key=pygame.K_0 + min(value, 9))
        run_until(app, lambda: table.picks.playable or table.summary is not None, limit=2000)
    hand = table.model.hands[table.viewer]
    for sid in [s for s in hand if s in table.picks.playable][:2]:
        centre = table.mouse.card_rect(sid).center
        assert table.mouse.card_rect(sid).collidepoint(centre)
        post(pygame.MOUSEBUTTONDOWN, pos=points(centre, ratio), button=1)
        post(pygame.MOUSEBUTTONUP, pos=points(centre, ratio), button=1)
        frames(app, 1)
        assert table.picks.selected == sid, f"the click at {points(centre, ratio)} points selects the card"
        frames(app, 30)  # past the double click's time
    sid = next(s for s in hand if s in table.picks.playable)
    before = len(table.state.log)
    start, end = table.mouse.card_rect(sid).center, table.layout.trick.center
    post(pygame.MOUSEBUTTONDOWN, pos=points(start, ratio), button=1)
    frames(app, 1)
    for k in range(1, 9):
        step = (start[0] + (end[0] - start[0]) * k // 8, start[1] + (end[1] - start[1]) * k // 8)
        post(pygame.MOUSEMOTION, pos=points(step, ratio), rel=(0, 0), buttons=(1, 0, 0))
        frames(app, 1)
        if k == 4:
            drag = table.mouse.drag
            assert drag is not None and drag.active, "the card follows the pointer"
    post(pygame.MOUSEBUTTONUP, pos=points(end, ratio), button=1)
    frames(app, 1)
    assert len(table.state.log) == before + 1, "the card dragged to the trick in points is played"
    app.close()
