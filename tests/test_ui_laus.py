"""Laus at the table: taking up the skat and laying two cards back by dragging them onto it.

The table starts from an exact three-player position with the human (seat 0)
first to decide on the skat.  Every move is a real pygame mouse event; the
engine's log says what happened.
"""

from __future__ import annotations

import pygame
import pytest

from game.engine import load_rules, new_hand, new_match
from game.engine.laus import table_for
from game.seating import MatchSetup
from game.ui.table.scene import TableScene
from game.ui.toolkit.app import App
from game.ui.toolkit.settings import Settings
from tests.support import click, drag, frames, run_until, sprite_of, texts_drawn

RULES = load_rules("laus")
HANDS = ["QC JD 7H 8H AS TS KS 9D 8D 7D",
         "JC JS QS KH AH TH 9H 7S 8S 9S",
         "JH QH QD AD TD KD AC TC KC 9C"]
SKAT = "8C 7C"


def laus_table() -> tuple[App, TableScene]:
    app = App((1280, 800), Settings(auto_play=False, speed="instant"))
    pygame.event.clear()
    setup = MatchSetup(RULES, "standard", (None, "rule", "rule"), 3)
    match = new_match(RULES, "standard", 3, 3)
    match.dealer = 2
    match.state = new_hand(RULES, "standard", 3, dealer=2, hands=HANDS, stack=SKAT)
    table = TableScene(app, setup, match=match)
    app.push(table)
    return app, table












def to_skat(app: App, table: TableScene, text: str) -> None:
    sid = sprite_of(table, text)
    drag(app, table.mouse.card_rect(sid).center, table.layout.trick.center)


def looked_up(app: App, table: TableScene) -> None:
    """Take up the skat with the Look button and wait for the discard."""
    run_until(app, lambda: table.human_to_act and table.picks.choice is not None)
    look = next(b for b in table.picks.choice.buttons if b.label.lower().startswith("look"))  # type: ignore[union-attr]
    click(app, look.rect.center)
    run_until(app, lambda: table.human_to_act and table.picks.picking)


def test_two_cards_dragged_onto_the_skat_make_the_discard() -> None:
    app, table = laus_table()
    looked_up(app, table)
    assert len(table.model.viewer_cards()) == 12
    to_skat(app, table, "AS")
    assert [str(a) for a in table.state.log] == ["look"]
    laid = sprite_of(table, "AS")
    assert laid in table.model.aside and table.picks.picked == (laid,)
    run_until(app, lambda: not table.model.busy)
    assert table.layout.trick.collidepoint(table.mouse.card_rect(laid).center), "the card lies on the skat"
    to_skat(app, table, "TS")
    assert [str(a) for a in table.state.log] == ["look", "discard TS AS"]
    run_until(app, lambda: not table.model.busy)
    assert len(table.model.viewer_cards()) == 10 and not table.model.aside


def test_a_queen_or_jack_dropped_on_the_skat_is_refused_with_the_reason() -> None:
    app, table = laus_table()
    looked_up(app, table)
    queen = sprite_of(table, "QC")
    to_skat(app, table, "QC")
    assert [str(a) for a in table.state.log] == ["look"]
    assert table.line.bad and "may not go to the skat" in table.line.words
    assert queen not in table.model.aside and queen in table.model.hands[table.viewer]
    run_until(app, lambda: not table.model.busy)
    assert not table.layout.trick.collidepoint(table.mouse.card_rect(queen).center), "it slid home"


def test_a_card_on_the_skat_can_be_taken_back_before_the_second_arrives() -> None:
    app, table = laus_table()
    looked_up(app, table)
    to_skat(app, table, "KS")
    laid = sprite_of(table, "KS")
    run_until(app, lambda: not table.model.busy)
    click(app, table.mouse.card_rect(laid).center)
    assert laid not in table.model.aside and table.picks.picked == ()
    to_skat(app, table, "8C")
    to_skat(app, table, "7C")
    assert [str(a) for a in table.state.log] == ["look", "discard 7C 8C"]


def test_the_look_or_pass_panel_says_what_passing_does_and_the_doubling_shows_in_play() -> None:
    app, table = laus_table()
    run_until(app, lambda: table.picks.choice is not None)
    panel = table.picks.choice
    assert panel is not None and "doubles" in panel.note and "×2" in panel.note, panel.note
    pass_button = next(b for b in panel.buttons if b.label == "Pass")
    click(app, pass_button.rect.center)
    run_until(app, lambda: table.state.view(0).phase != "skat")  # type: ignore[attr-defined]
    assert table.game.doubling >= 2, "the pass doubled the hand, and the corner says so"


def test_the_skat_cards_are_marked_in_the_hand_until_play_begins(monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = laus_table()
    looked_up(app, table)
    drawn = texts_drawn(monkeypatch)
    frames(app)
    assert drawn.count("skat") == 2, "a tab on each of the two cards from the skat"
    marked = {str(table.model.sprites[sid].card) for sid in table.model.skat_marked()}  # type: ignore[attr-defined]
    assert marked == {"8C", "7C"}
    to_skat(app, table, "AS")
    to_skat(app, table, "TS")
    run_until(app, lambda: table.human_to_act or bool(table.model.trick))
    if table.human_to_act:
        drawn.clear()
        frames(app)
        assert drawn.count("skat") == 2, "still marked when the first card is to be chosen"
        sid = next(iter(table.picks.playable))
        drag(app, table.mouse.card_rect(sid).center, table.layout.trick.center)
    drawn.clear()
    frames(app)
    assert "skat" not in drawn, "the marks go once the first card is played"


def test_a_seat_box_counts_the_points_of_the_tricks_taken_so_far(monkeypatch: pytest.MonkeyPatch) -> None:
    """Card points hurt in Laus: each box says how many its tricks hold, as the tricks are swept to it."""
    app, table = laus_table()
    looked_up(app, table)
    to_skat(app, table, "AS")
    to_skat(app, table, "TS")
    while sum(table.model.shown.tricks) < 2:
        run_until(app, lambda: table.human_to_act or sum(table.model.shown.tricks) >= 2)
        if table.human_to_act:
            sid = next(iter(table.picks.playable))
            drag(app, table.mouse.card_rect(sid).center, table.layout.trick.center)
    run_until(app, lambda: not table.model.busy)
    drawn = texts_drawn(monkeypatch)
    frames(app)
    state = table.state
    points = table_for(RULES)
    for seat in range(3):
        won = [c for record in state.tricks[:sum(table.model.shown.tricks)]  # type: ignore[attr-defined]
               if record.winner == seat for _, c in record.plays]
        expected = sum(points.points[c] for c in won)
        assert any(text.startswith(f"took {table.model.shown.tricks[seat]}  ·  {expected} point") for text in drawn)
