"""The window on any screen: a first start sized from the screen, sharp pixels, and card pictures drawn at the
size they are shown (so a 4K window shows cards as crisp as a small one, never a small picture stretched)."""

from __future__ import annotations

import os

import pygame

from game.ui.table.draw import _card_image
from game.ui.toolkit.app import App, first_size
from game.ui.toolkit.settings import Settings

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
