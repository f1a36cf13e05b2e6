"""Big cards: the hand and the trick half as large again, laid out so nothing piles up or leaves the window."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.engine import load_rules
from game.games import GAMES
from game.seating import MatchSetup
from game.store import Store
from game.ui.scenes.settings import SettingsScene
from game.ui.table.layout import table_layout
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings

from .support import click, key
from .test_sizes import table_mid_hand, texts_outside

SIZES = [(800, 600), (1024, 640), (1280, 800), (1920, 1080), (3840, 2160)]


@pytest.mark.parametrize("seats", range(3, 9))
def test_big_cards_are_half_as_large_again_on_a_full_hd_window(seats: int) -> None:
    usual, big = table_layout((1920, 1080), seats), table_layout((1920, 1080), seats, big=True)
    assert big.card[0] >= 1.5 * usual.card[0] - 1 and big.card[1] >= 1.5 * usual.card[1]
    assert big.trick_card(0).size == big.card and big.hand_cards(5)[0].size == big.card
    assert big.small == usual.small, "the opponents' face-down cards keep their size"


def _clip_share(a: pygame.Rect, b: pygame.Rect) -> float:
    clip = a.clip(b)
    return clip.width * clip.height / (a.width * a.height)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_big_table_keeps_every_card_on_screen_and_apart(size: tuple[int, int]) -> None:
    screen = pygame.Rect((0, 0), size)
    for seats in range(3, 9):
        layout = table_layout(size, seats, big=True)
        tricks = [layout.trick_card(s) for s in range(seats)]
        hand = layout.hand_cards(13)
        lifted = [r.move(0, -layout.lift) for r in hand]
        for rect in [*tricks, *hand, *lifted, layout.hand, layout.trick, layout.message,
                     *(p.box for p in layout.places)]:
            assert screen.contains(rect), f"{rect} leaves the {size} window with {seats} seats"
        for i, a in enumerate(tricks):
            assert layout.trick.contains(a), f"{seats} seats at {size}: a trick card outside the trick area"
            assert not a.colliderect(layout.message) and not any(a.colliderect(r) for r in lifted)
            for place in layout.places[1:]:
                assert not a.colliderect(place.box) and not a.colliderect(place.fan), \
                    f"{seats} seats at {size}: a trick card covers {place.seat}'s seat"
            for b in tricks[i + 1:]:
                assert _clip_share(a, b) <= 0.45, f"{seats} seats at {size}: trick cards pile up"
        for place in layout.places[1:]:
            assert not place.box.colliderect(layout.hand) and not place.fan.colliderect(layout.hand)


def test_the_trick_row_follows_the_seats_across_the_table() -> None:
    """Four players, the opponents left, across and right: their cards lie left to right in that order."""
    layout = table_layout((1920, 1080), 4, big=True)
    xs = [layout.trick_card(s).centerx for s in range(4)]
    seats_x = [layout.place(s).box.centerx for s in (1, 2, 3)]
    assert seats_x == sorted(seats_x)
    assert xs[1] < xs[2] < xs[3] and xs[1] < xs[0] < xs[3]
    assert len({layout.trick_card(s).centery for s in range(4)}) == 1, "one row"


def _table(app: App) -> TableScene:
    rules = load_rules("oh_hell")
    table = TableScene(app, MatchSetup(rules, rules.default_variant, (None, "rule", "rule", "rule"), 7))
    app.push(table)
    return table


def test_the_card_size_row_changes_the_table_live_and_persists(tmp_path: Path) -> None:
    app = App((1920, 1080), Settings(sound=False), Store(tmp_path))
    pygame.event.clear()
    table = _table(app)
    usual = table.layout.card
    scene = SettingsScene(app)
    app.push(scene)
    click(app, next(b for b in scene.buttons if b.key == "big_cards:1").rect.center)
    assert app.settings.big_cards
    key(app, pygame.K_ESCAPE)
    assert app.top is table
    assert table.layout.big and table.layout.card[1] >= 1.5 * usual[1], "the table follows the setting at once"
    for _ in range(200):
        if table.human_to_act and not table.model.busy:
            break
        table.seats.runner.wait(0.2)
        app.frame(0.5, draw=False)
    assert table.human_to_act
    sid = table.keys.hand[0]
    assert table.mouse.card_rect(sid).height == table.layout.card[1], "the hand is drawn with big cards"
    assert Settings.from_dict(Store(tmp_path).load_settings()).big_cards
    assert not Settings.from_dict({"big_cards": "huge"}).big_cards
    app.close()


@pytest.mark.parametrize("size", [(1024, 640), (3840, 2160)], ids=["1024x640", "3840x2160"])
def test_no_big_card_table_runs_text_off_the_window(size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    app = App(size, Settings(sound=False, big_cards=True))
    pygame.event.clear()
    problems = {}
    for spec in GAMES:
        table = table_mid_hand(app, spec.name)
        assert table.layout.big
        problems[spec.name] = texts_outside(app, monkeypatch)
        app.pop()
    assert not {k: v for k, v in problems.items() if v}
