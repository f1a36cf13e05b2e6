"""Every single press on a card of the hand counts: a card moving somewhere on the table, or rising under the
pointer, never swallows it."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App

from .support import click, frames, make_table, post, run_until, waiting_for_human
from .test_ui_table import bid_with_keys


def my_turn_to_play(app: App, table: TableScene) -> None:
    run_until(app, waiting_for_human(table))
    if table.picks.choice is not None:
        bid_with_keys(app, table)
    run_until(app, lambda: table.human_to_act and bool(table.picks.playable) and not table.model.busy)


def test_a_click_on_a_card_while_another_slides_finishes_the_slide_and_picks_the_card() -> None:
    app, table = make_table(seed=11)
    my_turn_to_play(app, table)
    hand = table.model.hands[table.viewer]
    sid = min(table.picks.playable, key=hand.index)
    other = next(s for s in hand if s != sid)
    rect = table.mouse.card_rect(sid)
    table.model.sprites[other].x += 60  # a card of the hand on its way back into its place
    table.model.slide_home(other)
    assert table.model.busy
    click(app, (rect.left + 6, rect.centery))
    assert not table.model.busy, "the press finished the slide"
    assert table.picks.selected == sid, "and picked the card, at the first try"


def test_a_click_on_a_card_rising_under_the_pointer_picks_it() -> None:
    app, table = make_table(seed=11)
    my_turn_to_play(app, table)
    hand = table.model.hands[table.viewer]
    sid = min(table.picks.playable, key=hand.index)
    rect = table.mouse.card_rect(sid)
    spot = (rect.left + 6, rect.bottom - 4)  # low on the card: the part a rising card leaves behind it
    post(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))
    frames(app, 2)
    assert not table.mouse.settled, "the card is on its way up"
    click(app, spot)
    assert table.picks.selected == sid, "the press landed on the card it was aimed at"
