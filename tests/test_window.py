"""The window on any screen: a first start sized from the screen, sharp pixels, and card pictures drawn at the
size they are shown (so a 4K window shows cards as crisp as a small one, never a small picture stretched)."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from game.store import Store
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.title import TitleScene
from game.ui.table.draw import _card_image
from game.ui.toolkit import theme
from game.ui.toolkit import window as window_module
from game.ui.toolkit.app import App, first_size
from game.ui.toolkit.settings import Settings, load_settings
from game.ui.toolkit.window import MAX_SIZE, MIN_SIZE, clamp, kept_size, smallest_note, too_small

from .test_sizes import table_mid_hand


def test_a_first_start_sizes_the_window_from_the_screen_and_asks_for_sharp_pixels() -> None:
    app = App(None, Settings(sound=False))
    desktop = pygame.display.get_desktop_sizes()[0]
    assert app.size == first_size(desktop)
    assert app.size[0] <= desktop[0] and app.size[1] <= desktop[1], "the first window fits on the screen"
    assert os.environ["SDL_WINDOWS_DPI_AWARENESS"] == "permonitorv2"
    app.close()


def test_cards_on_a_4k_window_are_drawn_at_their_own_size() -> None:
    for big in (False, True):
        app = App((3840, 2160), Settings(sound=False, big_cards=big))
        table = table_mid_hand(app, "lohai")
        hand = [table.model.sprites[sid] for sid in table.keys.hand]
        assert hand and all(not s.moving for s in hand)
        for sprite in hand:
            image = _card_image(table, sprite)
            assert image.get_size() == table.layout.card
            assert sprite.card is not None
            assert image is table.art.face(sprite.card, table.layout.card, False), "the art itself, not a copy"
        app.close()


# --------------------------------------------------------------------------- bounded windows (issue 59, item 4)

HOSTILE = [(20000, 20000), (16384, 16384), (10**9, 10**9), (-1, -1), (-100000, 900), (0, 0), (1, 1), (640, 480),
           (800, 10**6), (0, 5000), (7681, 4321), (2**31 - 1, -(2**31))]
"""Window sizes as a damaged settings file, a command line or a window system might give them."""
DESKTOP = [(2560, 1440)]


def within(size: tuple[int, int], top: tuple[int, int]) -> bool:
    return MIN_SIZE[0] <= size[0] <= top[0] and MIN_SIZE[1] <= size[1] <= top[1]


@pytest.mark.parametrize("size", HOSTILE, ids=[f"{w}x{h}" for w, h in HOSTILE])
def test_a_hostile_window_size_opens_a_window_the_screen_offers(size: tuple[int, int],
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(window_module, "offered", lambda: DESKTOP)
    app = App(size, Settings(sound=False))
    assert within(app.size, DESKTOP[0]) and app.screen.get_size() == app.size
    assert app.windowed == app.size
    assert app.notes == ([smallest_note()] if too_small(size) else [])
    app.push(StatsScene(app))  # the scene that ran out of memory at 16384 × 16384
    app.frame(1 / 60)
    app.close()


@pytest.mark.parametrize("size", HOSTILE, ids=[f"{w}x{h}" for w, h in HOSTILE])
def test_a_hostile_resize_event_keeps_the_surface_within_the_clamp(size: tuple[int, int],
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(window_module, "offered", lambda: DESKTOP)
    app = App((1280, 800), Settings(sound=False))
    app.push(TitleScene(app, games=[]))
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.frame(1 / 60)  # theme._felt once crashed here at 20000 × 20000
    assert within(app.size, DESKTOP[0]) and app.screen.get_size() == app.size
    app.close()


def test_with_no_screen_to_ask_the_largest_window_is_8k(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(window_module, "offered", lambda: [])
    app = App((20000, 20000), Settings(sound=False))
    assert app.size == MAX_SIZE == (7680, 4320)
    app.resize((-5, 0))
    assert app.size == MIN_SIZE
    app.close()
    assert clamp((20000, 20000), [(0, 0), (-1, 5)]) == MAX_SIZE, "a display that names nonsense names nothing"


@pytest.mark.parametrize(("width", "height", "kept"), [
    (20000, 20000, (20000, 20000)), (20001, 900, None), (-5, 900, None), (0, 0, None), (1500, True, None),
    (640, 480, (640, 480)), ("1500", 900, None), (1.5e9, 900, None)])
def test_settings_with_hostile_window_sizes_open_a_bounded_window(width: object, height: object,
                                                                   kept: tuple[int, int] | None, tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    store.save_settings({"window_width": width, "window_height": height, "sound": False})
    settings = load_settings(store)
    size = kept_size(settings.window_width, settings.window_height)
    assert size == kept
    monkeypatch.setattr(window_module, "offered", lambda: DESKTOP)
    app = App(size, settings)
    assert within(app.size, DESKTOP[0])
    if size == (640, 480):
        assert app.notes == ["The smallest window is 800 × 600."]
    app.close()


def test_the_app_follows_a_window_the_system_resized_without_an_event() -> None:
    app = App((1280, 800), Settings(sound=False))
    app.window.window.size = (1000, 700)
    app.frame(1 / 60)
    assert app.size == (1000, 700) and app.screen.get_size() == (1000, 700)
    app.close()


def test_full_screen_and_back_keeps_the_window_size_and_the_caption() -> None:
    app = App((1100, 700), Settings(sound=False))
    assert app.window.window.title == "Lohai & Friends"
    app.toggle_fullscreen()
    assert app.fullscreen and app.windowed == (1100, 700)
    app.toggle_fullscreen()
    assert not app.fullscreen and app.size == (1100, 700)
    app.close()


def test_a_new_app_after_an_earlier_ones_end_draws_its_words() -> None:
    """An app that ended with ``pygame.quit()`` (as ``python -m game`` does) leaves no dead font for the next."""
    App()
    theme.font(20).size("Lohai")  # a font cached by the first app
    pygame.quit()
    App()
    assert theme.font(20).size("Lohai")[0] > 0


def test_a_window_taken_away_is_opened_again_at_its_size() -> None:
    """A window the system destroyed under the app (a display restarted) does not end the frame loop."""
    app = App((1024, 640))
    app.window.window.destroy()
    assert app.window.surface().get_size() == (1024, 640)
    app.frame(0.016)
