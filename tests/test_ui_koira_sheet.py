"""Koira's words off the table agree with its seat boxes: the score sheet counts what Koira counts (cards won,
cards held), and the final standings go in the order the players went out."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from game.ui.games.koira.model import KoiraModel
from game.ui.scenes.scoresheet import ScoreSheetScene

from .support import key, run_until, texts_drawn
from .test_ui_koira import koira_table


def test_koiras_score_sheet_says_the_cards_each_seat_has_won(monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = koira_table(161369, players=4)
    model = table.model
    assert isinstance(model, KoiraModel)
    while sum(model.won_cards) < 8:  # a few tricks of phase one taken
        run_until(app, lambda: table.human_to_act and not table.model.busy, limit=20000)
        table.attempt(table.state.legal_actions()[0])
        run_until(app, lambda: not table.model.busy)
    won = list(model.won_cards)
    drawn = texts_drawn(monkeypatch)
    key(app, pygame.K_s)
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene)
    notes = sheet.rows[-1].details
    assert all(f"won {n} card" in note for n, note in zip(won, notes, strict=True)), (won, notes)
    assert not any("took" in text for text in drawn), "Koira takes no tricks to count"
    assert f"won {max(won)} cards" in sheet.focus_words(), "and the voice reads the same"


@pytest.mark.parametrize("players", [4, 6])
def test_koiras_final_standings_go_in_the_order_the_players_went_out(players: int) -> None:
    app, table = koira_table(161369, players=players)
    while not (table.summary is not None and table.summary.final):
        run_until(app, lambda: table.human_to_act or table.summary is not None or table.model.holding, limit=20000)
        if table.summary is not None and not table.summary.final:
            table.ending.press("next")
        elif table.model.holding:
            table.model.skip()
            run_until(app, lambda: not table.model.holding)
        elif table.human_to_act:
            table.attempt(table.state.legal_actions()[0])
    summary = table.summary
    places = [row.details for row in summary.rows]
    went_out = [p for p in places if p.startswith("went out")]
    assert len(went_out) >= players - 2 and places[:len(went_out)] == went_out, places
    numbers = [int("".join(ch for ch in p.removeprefix("went out ") if ch.isdigit())) for p in went_out]
    assert numbers == sorted(numbers), f"in the order they went out: {places}"
    assert places[-1].startswith("lost"), "the Koira last"
