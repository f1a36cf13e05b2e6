"""The Lohai last trick on show: its numbers in the order the cards were played (a stolen card keeps the number
its owner played it at), and a line for every doing of the specials, however many a Shaker's chain makes."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from game.engine import Card
from game.ui.table.draw import review_cards, review_words

from .support import click, frames, run_until, texts_drawn, waiting_for_human
from .test_ui_lohai import E, N, S, lohai_table, play_card, settle


def test_a_stolen_card_keeps_the_number_its_owner_played_it_at() -> None:
    app, table = lohai_table(flipped="4C", leader=E, stack="KS 2S 3S", hands=["SHK 2H", "2D 3D", "KD QD", "5D 6D"])
    run_until(app, waiting_for_human(table))
    play_card(app, table, "SHK")
    run_until(app, lambda: table.game.decision() == "steal")
    click(app, table.mouse.card_rect(table.model.slot_of(S)[-1]).center)
    settle(app, table)
    last = table.model.shown.last_trick
    assert last is not None
    numbers = {str(card): (number, seat) for _, number, seat, card in review_cards(table.layout, last)}
    assert numbers["KD"] == (2, N), "played second, by South; it lies at the thief's place now"
    assert numbers["SHK"] == (4, N) and numbers["KS"] == (5, S), "the Shaker after it, then South's draw"


def test_every_draw_of_a_shakers_chain_has_its_line(monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = lohai_table("crazy_shakers", flipped="4C", leader=E, stack="MOV KS 2S 3S",
                             hands=["SHK 2H", "2D 3D", "KD QD", "5D 6D"])
    run_until(app, waiting_for_human(table))
    play_card(app, table, "SHK")  # a crazy Shaker draws the Mover, which cannot move and draws the king
    settle(app, table)
    last = table.model.shown.last_trick
    assert last is not None and Card.of("KS") in [c for _, c in last.plays]
    __, notes = review_words(table, last)
    assert len(notes) >= 3, notes
    drawn = texts_drawn(monkeypatch, rendered=True)
    table.keys.show_review("pinned")
    frames(app)
    assert all(any(note in text for text in drawn) for note in notes), (notes, drawn)
