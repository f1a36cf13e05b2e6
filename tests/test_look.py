"""High contrast and large print: what a player with low vision turns on, and what it changes on the screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.store import Store
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.settings_rows import HEADINGS, ROWS
from game.ui.scenes.title import TitleScene
from game.ui.toolkit import theme
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings, checked

from .support import click, key


def luminance(colour: theme.Colour) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: theme.Colour, b: theme.Colour) -> float:
    """WCAG 2 contrast ratio, 1 to 21."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_contrast_is_computed_as_wcag_says() -> None:
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21)
    assert contrast((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)


HC = theme.HIGH_CONTRAST
PAIRS = [
    *((f"{ink} on {ground}", getattr(HC, ink), getattr(HC, ground))
      for ink in ("text", "text_dim", "gold", "glow", "good", "bad") for ground in ("felt", "panel", "button")),
    ("text on button_hot", HC.text, HC.button_hot), ("text_dim on button_off", HC.text_dim, HC.button_off),
    *((f"{ink} on paper", getattr(HC, ink), HC.paper)
      for ink in ("ink", "red_suit", "black_suit", "blue_suit", "green_suit")),
]


@pytest.mark.parametrize(("pair", "ink", "ground"), PAIRS, ids=[p[0] for p in PAIRS])
def test_high_contrast_text_reaches_seven_to_one_on_its_backgrounds(pair: str, ink: theme.Colour,
                                                                     ground: theme.Colour) -> None:
    assert contrast(ink, ground) >= 7, f"{pair}: {contrast(ink, ground):.2f}:1"


def test_the_usual_palette_does_not_all_reach_it() -> None:
    """The test above can fail: the green felt's dim text is well below 7:1."""
    assert contrast(theme.NORMAL.text_dim, theme.NORMAL.button) < 7


def pixel(app: App, at: tuple[int, int]) -> tuple[int, int, int]:
    surface = pygame.Surface(app.size)
    app.draw(surface)
    colour = surface.get_at(at)
    return colour.r, colour.g, colour.b


def test_high_contrast_turned_on_in_the_settings_blackens_the_felt_at_once_and_is_kept(tmp_path: Path) -> None:
    app = App((1024, 640), Settings(sound=False), Store(tmp_path))
    app.push(TitleScene(app))
    corner = (app.size[0] - 3, 3)
    assert pixel(app, corner) != (0, 0, 0), "the felt is green"
    scene = SettingsScene(app)
    app.push(scene)
    click(app, next(b for b in scene.buttons if b.key == "high_contrast:1").rect.center)
    assert app.settings.high_contrast
    assert theme.palette() is theme.HIGH_CONTRAST
    key(app, pygame.K_ESCAPE)
    assert pixel(app, corner) == (0, 0, 0), "black instead of felt, without a restart"
    assert Settings.from_dict(Store(tmp_path).load_settings()).high_contrast
    app.settings = app.settings.with_(high_contrast=False)
    assert pixel(app, corner) != (0, 0, 0)
    app.close()


def tallest_text(app: App, monkeypatch: pytest.MonkeyPatch) -> int:
    heights: list[int] = []
    real = theme.blit_text

    def recording(surface: pygame.Surface, words: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(surface, words, *args, **kwargs)
        heights.append(rect.height)
        return rect

    monkeypatch.setattr(theme, "blit_text", recording)
    app.draw(pygame.Surface(app.size))
    monkeypatch.undo()
    return max(heights)


def test_large_print_enlarges_the_text_drawn_and_is_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = App((1280, 800), Settings(sound=False), Store(tmp_path))
    scene = SettingsScene(app)
    app.push(scene)
    usual = tallest_text(app, monkeypatch)
    click(app, next(b for b in scene.buttons if b.key == "large_print:1").rect.center)
    assert tallest_text(app, monkeypatch) >= usual * 1.25
    assert theme.text("Ag", 20).get_height() > theme.text("Ag", 20, exact=True).get_height()
    key(app, pygame.K_ESCAPE)
    assert Settings.from_dict(Store(tmp_path).load_settings()).large_print
    app.close()


def test_bad_stored_values_of_the_looks_fall_back_to_off() -> None:
    settings, refused = checked({"high_contrast": "yes", "large_print": 1, "four_colour": True})
    assert (settings.high_contrast, settings.large_print, settings.four_colour) == (False, False, True)
    assert set(refused) == {"high_contrast", "large_print"}


def test_the_accessibility_group_holds_the_looks_and_the_suit_colours() -> None:
    first = next(i for i, row in enumerate(ROWS) if row.field in HEADINGS)
    assert HEADINGS[ROWS[first].field] == "Accessibility"
    assert {"high_contrast", "large_print", "four_colour"} <= {row.field for row in ROWS[first:]}


def test_a_card_face_in_high_contrast_has_a_thick_black_rim() -> None:
    from game.engine import Card
    from game.ui.art.cards import CardArt
    art, card = CardArt(), Card.of("7H")
    usual = art.face(card, (140, 200))
    theme.use(high_contrast=True, large_print=False)
    strong = art.face(card, (140, 200))
    assert strong.get_at((3, 100))[:3] == (0, 0, 0) and usual.get_at((3, 100))[:3] != (0, 0, 0)


def test_the_confetti_falls_in_the_palette_in_use() -> None:
    """A celebration after high contrast was on (and off again) is in the usual colours, and the other way."""
    from game.ui.table.feel import flakes
    theme.use(high_contrast=True, large_print=False)
    bright = {f.colour for f in flakes()}
    theme.use(high_contrast=False, large_print=False)
    usual = {f.colour for f in flakes()}
    assert theme.HIGH_CONTRAST.glow in bright and theme.HIGH_CONTRAST.glow not in usual
    assert usual <= {theme.NORMAL.red_suit, theme.NORMAL.black_suit, theme.NORMAL.gold, theme.NORMAL.paper,
                     theme.NORMAL.blue_suit, theme.NORMAL.green_suit, theme.NORMAL.glow}
